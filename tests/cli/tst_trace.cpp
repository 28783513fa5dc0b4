// `sgd-studio trace`: every scene as JSON and CSV, --steps, --out, headless, and the same
// numbers as the library.
#include "cli_support.h"
#include "scenes.h"
#include "trace_io.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {
QStringList csvLines(const QByteArray &csv)
{
    QStringList lines = QString::fromUtf8(csv).split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}
QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}
} // namespace

class TestCliTrace : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void scenes_data()
    {
        QTest::addColumn<QString>("scene");
        for (const sgd::SceneDef &s : sgd::allScenes())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }

    void json_data() { scenes_data(); }
    void json()
    {
        QFETCH(QString, scene);
        const cli::Result r = cli::run({"trace", scene});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject t = r.json();
        QCOMPARE(t.value("scene").toString(), scene);
        QVERIFY(t.value("params").isObject());
        QVERIFY(t.value("summary").isObject());
        QVERIFY(t.value("frames").toArray().size() > 0);
        // byte for byte what the library writes for the defaults
        const sgd::SceneDef *s = sgd::findScene(scene.toStdString());
        QCOMPARE(r.out, QByteArray::fromStdString(sgd::traceToJson(sgd::runScene(*s, s->defaults()))));
        // --format json is the default
        QCOMPARE(cli::run({"trace", scene, "--format", "json"}).out, r.out);
        QCOMPARE(cli::run({"trace", scene, "--format=json"}).out, r.out);
    }

    void csv_data() { scenes_data(); }
    void csv()
    {
        QFETCH(QString, scene);
        const cli::Result r = cli::run({"trace", scene, "--format", "csv"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject t = cli::trace(scene);
        const QJsonArray frames = t.value("frames").toArray();
        const QStringList lines = csvLines(r.out);
        QCOMPARE(lines.size(), frames.size() + 1); // header + one row per frame
        const QStringList header = lines[0].split(',');
        const QJsonObject lastFrame = frames.last().toObject();
        for (auto it = lastFrame.begin(); it != lastFrame.end(); ++it) {
            if (it.value().isArray()) {
                const QJsonArray a = it.value().toArray();
                if (!a.isEmpty() && a.at(0).isArray())
                    continue; // matrices are left out of CSV
                for (int k = 1; k <= a.size(); ++k)
                    QVERIFY2(header.contains(it.key() + "_" + QString::number(k)), qPrintable(it.key()));
            } else if (it.value().isDouble()) {
                QVERIFY2(header.contains(it.key()), qPrintable(it.key()));
            }
        }
        // cells match the JSON numbers
        for (int i = 0; i < frames.size(); ++i) {
            const QStringList cells = lines[i + 1].split(',');
            QCOMPARE(cells.size(), header.size());
            const QJsonObject f = frames.at(i).toObject();
            for (int c = 0; c < header.size(); ++c) {
                const QJsonValue v = f.value(header[c]);
                if (v.isDouble())
                    QCOMPARE(cells[c].toDouble(), v.toDouble());
            }
        }
    }

    void csvSpreadsWorkerArrays()
    {
        const cli::Result r = cli::run({"trace", "sync", "--format", "csv", "--steps", "3"});
        const QStringList lines = csvLines(r.out);
        QCOMPARE(lines.size(), 4);
        const QStringList header = lines[0].split(',');
        const int g1 = int(header.indexOf("grads_1"));
        QVERIFY(g1 >= 0);
        QCOMPARE(header.mid(g1, 4), (QStringList{"grads_1", "grads_2", "grads_3", "grads_4"}));
        QVERIFY(!header.contains("grads_5"));
        QVERIFY(!header.contains("grads"));
        const QStringList row1 = lines[1].split(',');
        QCOMPARE(row1.mid(g1, 4), (QStringList{"-1.5", "-4", "-7.5", "-12"}));
        QCOMPARE(row1[int(header.indexOf("w_next"))], QString("2.125"));
        QCOMPARE(row1[int(header.indexOf("mean_grad"))], QString("-6.25"));

        const QStringList gossip = csvLines(cli::run({"trace", "decentralized", "--format", "csv", "--set", "nodes=5"}).out);
        QVERIFY(gossip[0].split(',').contains("weights_5"));
        QVERIFY(!gossip[0].split(',').contains("weights_6"));
    }

    void steps_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("frames");
        QTest::addColumn<QString>("key"); // the parameter --steps sets ("" = frames truncated)
        QTest::newRow("single-weight 5") << "single-weight" << 5 << 5 << "steps";
        QTest::newRow("single-weight 300") << "single-weight" << 300 << 300 << "steps";
        QTest::newRow("sync 3") << "sync" << 3 << 3 << "rounds";
        QTest::newRow("async 20") << "async" << 20 << 20 << "updates";
        QTest::newRow("decentralized 4") << "decentralized" << 4 << 5 << "rounds"; // plus round 0
        QTest::newRow("mini-batch 7 (truncates)") << "mini-batch" << 7 << 7 << "";
    }
    void steps()
    {
        QFETCH(QString, scene);
        QFETCH(int, steps);
        QFETCH(int, frames);
        QFETCH(QString, key);
        const cli::Result r = cli::run({"trace", scene, "--steps", QString::number(steps)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject t = r.json();
        QCOMPARE(t.value("frames").toArray().size(), qsizetype(frames));
        if (!key.isEmpty())
            QCOMPARE(t.value("params").toObject().value(key).toDouble(), double(steps));
        QCOMPARE(cli::run({"trace", scene, "--steps=" + QString::number(steps)}).out, r.out);
        const cli::Result csv = cli::run({"trace", scene, "--steps", QString::number(steps), "--format", "csv"});
        QCOMPARE(csvLines(csv.out).size(), frames + 1);
    }

    void setOverrides()
    {
        const QJsonObject t = cli::trace("single-weight", {"w0=5", "eta=0.05", "x=2", "y=4"});
        const QJsonObject p = t.value("params").toObject();
        QCOMPARE(p.value("w0").toDouble(), 5.0);
        QCOMPARE(p.value("eta").toDouble(), 0.05);
        const QJsonObject f = t.value("frames").toArray().at(0).toObject();
        QCOMPARE(f.value("grad").toDouble(), (5.0 * 2 - 4) * 2);
        QCOMPARE(f.value("w_next").toDouble(), 5 - 0.05 * 12);
        // --set KEY=VALUE as one argument, last one wins
        const cli::Result r = cli::run({"trace", "single-weight", "--set=eta=0.2", "--set", "eta=0.05", "--set", "w0=5", "--set", "x=2", "--set", "y=4"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value("params").toObject().value("eta").toDouble(), 0.05);
    }

    void outWritesSameAsStdout_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("format");
        QTest::newRow("sync json") << "sync" << "json";
        QTest::newRow("async csv") << "async" << "csv";
        QTest::newRow("decentralized json") << "decentralized" << "json";
    }
    void outWritesSameAsStdout()
    {
        QFETCH(QString, scene);
        QFETCH(QString, format);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("trace." + format);
        const cli::Result toFile = cli::run({"trace", scene, "--format", format, "--out", path});
        QCOMPARE(toFile.exitCode, 0);
        QVERIFY(toFile.out.isEmpty());
        QVERIFY(toFile.err.isEmpty());
        const cli::Result toStdout = cli::run({"trace", scene, "--format", format});
        QVERIFY(!toStdout.out.isEmpty());
        QCOMPARE(readAll(path), toStdout.out);
        // overwriting an existing file works and leaves no temporary files
        QCOMPARE(cli::run({"trace", scene, "--format", format, "--out=" + path, "--steps", "2"}).exitCode, 0);
        QVERIFY(readAll(path) != toStdout.out);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"trace." + format});
    }

    void headlessWithoutDisplay()
    {
        // cli::run strips DISPLAY and QT_QPA_PLATFORM; the headless commands must not care
        const cli::Result r = cli::run({"trace", "async", "--format", "csv"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.crashed);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
    }

    void divergedTraceExitsZero()
    {
        const cli::Result r = cli::run({"trace", "single-weight", "--set", "eta=0.5", "--steps", "1000"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject t = r.json();
        QCOMPARE(t.value("summary").toObject().value("diverged").toDouble(), 1.0);
        QVERIFY(!r.out.contains("null"));
        QVERIFY(t.value("frames").toArray().size() < 1000);
        for (const QJsonValue &f : t.value("frames").toArray())
            for (const QJsonValue &v : f.toObject())
                if (v.isDouble())
                    QVERIFY(std::isfinite(v.toDouble()));

        const cli::Result mb = cli::run({"trace", "mini-batch", "--set", "eta=0.9", "--set", "batch=1", "--set", "epochs=10"});
        QCOMPARE(mb.exitCode, 0);
        QVERIFY2(mb.err.isEmpty(), mb.err.constData());
        QCOMPARE(mb.json().value("summary").toObject().value("diverged").toDouble(), 1.0);
        QVERIFY(!mb.out.contains("null"));
    }
};

QTEST_GUILESS_MAIN(TestCliTrace)
#include "tst_trace.moc"
