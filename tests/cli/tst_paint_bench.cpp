// `sgd-studio bench --paint` as a program: one row per view of every scene, per preset, whose
// numbers parse and are consistent (a median never above its 95th percentile, a verdict that
// follows from the targets), and bad options exit 2. Timings are not judged: the benchmark
// reports them, tests check what it prints.
#include "cli_support.h"

#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "ui/render/scene_painter.h"

#include <QRegularExpression>
#include <QTest>

namespace {

struct Row {
    QString scene, view, preset, verdict;
    int frames = 0;
    double median = 0, p95 = 0, cpuMedian = 0, cpuP95 = 0;
};

QList<Row> rowsOf(const QByteArray &out)
{
    QList<Row> rows;
    for (const QString &line : QString::fromUtf8(out).split('\n')) {
        const QStringList f = line.split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
        if (f.size() != 9 || (f[2] != "lecture" && f[2] != "large"))
            continue;
        Row r{f[0], f[1], f[2], f[8]};
        bool ok[5];
        r.frames = f[3].toInt(&ok[0]);
        r.median = f[4].toDouble(&ok[1]);
        r.p95 = f[5].toDouble(&ok[2]);
        r.cpuMedian = f[6].toDouble(&ok[3]);
        r.cpuP95 = f[7].toDouble(&ok[4]);
        if (std::all_of(std::begin(ok), std::end(ok), [](bool b) { return b; }))
            rows << r;
    }
    return rows;
}

/// The views the benchmark must list for a scene, in the painter's order.
QStringList viewsOf(const std::string &scene)
{
    const sgd::ui::ScenePainter *painter = sgd::ui::painterFor(QString::fromStdString(scene));
    return painter ? painter->views() : QStringList();
}

void checkRow(const Row &r, int maxFrames)
{
    QVERIFY2(r.frames >= 1 && r.frames <= maxFrames, qPrintable(r.scene + " " + r.view));
    QVERIFY(r.median > 0 && r.median <= r.p95);
    QVERIFY(r.cpuMedian >= 0 && r.cpuMedian <= r.cpuP95);
    const bool meets = r.cpuMedian <= 4.0 && r.cpuP95 <= 8.0;
    QCOMPARE(r.verdict, meets ? QStringLiteral("ok") : QStringLiteral("over"));
}

} // namespace

class TestCliPaintBench : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        REQUIRE_EXE();
        sgd::gpu::installBackends();
    }

    void listsEveryViewOfEveryScene()
    {
        const auto r = cli::run({"bench", "--paint", "--frames", "1", "--passes", "1", "--preset", "lecture"}, 240000);
        QCOMPARE(r.exitCode, 0);
        const auto rows = rowsOf(r.out);
        int k = 0;
        for (const sgd::SceneDef &scene : sgd::allScenes()) {
            const QStringList views = viewsOf(scene.id);
            QVERIFY2(!views.isEmpty(), scene.id.c_str());
            for (const QString &view : views) {
                QVERIFY2(k < rows.size(), qPrintable("missing " + QString::fromStdString(scene.id) + " " + view));
                QCOMPARE(rows[k].scene, QString::fromStdString(scene.id));
                QCOMPARE(rows[k].view, view);
                QCOMPARE(rows[k].preset, QStringLiteral("lecture"));
                // One frame, the first, painted at four moments of its transition.
                QCOMPARE(rows[k].frames, 4);
                checkRow(rows[k], 4);
                ++k;
            }
        }
        QCOMPARE(rows.size(), k);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY(
            text.contains(QRegularExpression("worst cpu median: [0-9.]+ ms \\([a-z-]+ [a-z-]+, lecture; wall [0-9.]+ ms\\)")));
        QVERIFY(text.contains(QRegularExpression("worst cpu p95: [0-9.]+ ms")));
        QVERIFY(text.contains(QRegularExpression("(all [0-9]+ views meet the targets|[0-9]+ of [0-9]+ views miss the targets)")));
    }

    void oneSceneAtBothPresets()
    {
        // Sync's largest size is 16 workers; the transition is painted at four moments per frame.
        const auto r = cli::run({"bench", "--paint", "--frames", "2", "--passes", "2", "--scene", "sync"}, 240000);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QString::fromUtf8(r.out).contains("large sync: workers=16 rounds=1000"));
        // Each view paints its frames twice; the row counts the frames of one pass.
        QVERIFY(QString::fromUtf8(r.out).contains("; 2 passes over those frames"));
        const auto rows = rowsOf(r.out);
        const QStringList views = viewsOf("sync");
        QCOMPARE(rows.size(), 2 * views.size());
        for (int i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows[i].scene, QStringLiteral("sync"));
            QCOMPARE(rows[i].view, views[i % views.size()]);
            QCOMPARE(rows[i].preset, i < views.size() ? QStringLiteral("lecture") : QStringLiteral("large"));
            // Two frames, the first and the last: four moments through the first transition, the last alone.
            QCOMPARE(rows[i].frames, 5);
            checkRow(rows[i], 5);
        }
    }

    void badOptionsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("frames 0") << QStringList{"--frames", "0"} << "--frames";
        QTest::newRow("frames word") << QStringList{"--frames", "many"} << "--frames";
        QTest::newRow("passes 0") << QStringList{"--passes", "0"} << "--passes";
        QTest::newRow("passes 21") << QStringList{"--passes", "21"} << "--passes";
        QTest::newRow("unknown scene") << QStringList{"--scene", "nope"} << "nope";
        QTest::newRow("bad preset") << QStringList{"--preset", "huge"} << "--preset";
        QTest::newRow("unknown option") << QStringList{"--rows", "5"} << "--rows";
        QTest::newRow("missing value") << QStringList{"--scene"} << "--scene";
    }
    void badOptionsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const auto r = cli::run(QStringList{"bench", "--paint"} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.errLines().first().contains(named), r.err.constData());
    }

    void plainBenchIsUnchanged()
    {
        // Without --paint, bench is still the gradient-round benchmark.
        const auto r =
            cli::run({"bench", "--rows", "20000", "--features", "4", "--workers", "2", "--repeats", "2", "--backend", "cpu"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QString::fromUtf8(r.out).contains("backend: CPU"));
        QVERIFY(!QString::fromUtf8(r.out).contains("paint benchmark"));
    }
};

QTEST_GUILESS_MAIN(TestCliPaintBench)
#include "tst_paint_bench.moc"
