// A saved trace shows the same pictures: `sgd-studio trace ID --out t.json`, read back, paints every
// view pixel for pixel like the trace computed here; the window replays a file without computing,
// names the file, recomputes on an edit, and refuses a bad file without changing anything.
#include "../test_time.h"
#include "core/trace_file.h"
#include "core/trace_io.h"
#include "gpu/backend_factory.h"
#include "session_window.h"
#include "ui/main_window.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/scene_canvas.h"
#include "ui/trace_table_model.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

namespace {

/// Runs `sgd-studio trace ARGS --out PATH`; an empty string on success, else what went wrong.
QString saveTrace(const QStringList &args, const QString &path)
{
    const QString exe = qEnvironmentVariable("SGD_STUDIO_EXE");
    if (exe.isEmpty())
        return QStringLiteral("SGD_STUDIO_EXE is not set");
    QProcess p;
    p.start(exe, QStringList{QStringLiteral("trace")} + args + QStringList{QStringLiteral("--out"), path});
    if (!p.waitForFinished(sgd::test::ms(120000)) || p.exitCode() != 0)
        return QStringLiteral("sgd-studio trace %1 failed: %2").arg(args.join(' '), QString::fromUtf8(p.readAllStandardError()));
    return {};
}

/// Numbers a run measures on the machine (the scale lab's wall-clock time): no two runs agree on
/// them, so the recomputed trace takes them from the file. Everything else must agree bit for bit.
void adoptMeasured(Trace &recomputed, const Trace &saved)
{
    for (const char *name : {"compute_seconds", "throughput_rows_per_s"})
        if (const Value *v = saved.summary.find(name); v && recomputed.summary.has(name))
            recomputed.summary.set(name, *v);
    recomputed.typedCache().clear();
}

} // namespace

class TestTraceReplay : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        gpu::installBackends();
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_trace_replay"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void samePictures_data()
    {
        QTest::addColumn<QString>("scene");
        for (const auto &s : allScenes())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void samePictures()
    {
        QFETCH(QString, scene);
        const QString path = m_dir.filePath(scene + QStringLiteral(".json"));
        const QString failed = saveTrace({scene}, path);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        const LoadedTrace loaded = readTraceFile(path.toStdString());
        const SceneDef &def = *findScene(scene.toStdString());
        // A scene measured on real threads cannot be recomputed to the same numbers: its file is
        // compared with itself read again, and its pictures must still come out the same.
        Trace computed = def.measured ? readTraceFile(path.toStdString()).trace : runScene(def, def.defaults());
        adoptMeasured(computed, loaded.trace);
        QVERIFY2(traceToJson(computed) == traceToJson(loaded.trace), "the file and the recomputed trace differ");
        const ScenePainter *painter = painterFor(scene);
        QVERIFY(painter);
        const int last = int(computed.frames.size()) - 1;
        const Style style = Style::light();
        int compared = 0;
        for (const QString &view : painter->views())
            for (const auto &[index, t] : {std::pair{0, 0.0}, {last / 2, 0.0}, {last / 2, 0.5}, {last, 0.0}}) {
                const QImage a = renderFrame(computed, index, style, QSize(960, 600), 1.0, {}, view, t);
                const QImage b = renderFrame(loaded.trace, index, style, QSize(960, 600), 1.0, {}, view, t);
                QVERIFY(!a.isNull());
                QVERIFY2(a == b,
                         qPrintable(QStringLiteral("%1 view %2 frame %3 t %4 differs").arg(scene, view).arg(index).arg(t)));
                ++compared;
            }
        QVERIFY(compared >= 4);
    }

    void windowReplaysTheFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("sync-rounds3.json"));
        const QString failed = saveTrace({QStringLiteral("sync"), QStringLiteral("--set"), QStringLiteral("rounds=3"),
                                          QStringLiteral("--set"), QStringLiteral("eta=0.05")},
                                         path);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        SessionWindow w;
        w.show();
        QVERIFY(w.session()->controller()->waitForTrace(sgd::test::ms(10000)));
        QString error;
        QVERIFY2(w.openTraceFile(path, &error), qPrintable(error));
        QVERIFY(!w.session()->controller()->busy()); // nothing is computed
        QCOMPARE(w.session()->controller()->sceneId(), QStringLiteral("sync"));
        QCOMPARE(w.session()->controller()->param(QStringLiteral("rounds")), QStringLiteral("3"));
        QCOMPARE(w.session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        QCOMPARE(int(w.session()->controller()->trace()->frames.size()), 4);
        QCOMPARE(w.session()->transport()->frameCount(), 4);
        QCOMPARE(w.tableView()->model()->rowCount(), 4);
        QVERIFY(!w.narrationText().isEmpty());
        QVERIFY(w.windowTitle().contains(QStringLiteral("sync-rounds3.json")));
        QVERIFY(w.sourceLabel() && w.sourceLabel()->isVisibleTo(&w));
        w.session()->transport()->seek(2);
        QCOMPARE(w.stepCounterText(), QStringLiteral("Round 2 / 3"));

        // An edit recomputes as usual, and the window stops naming the file.
        QVERIFY(w.session()->controller()->setParam(QStringLiteral("rounds"), QStringLiteral("5")).isEmpty());
        QVERIFY(w.session()->controller()->waitForTrace(sgd::test::ms(10000)));
        QCOMPARE(int(w.session()->controller()->trace()->frames.size()), 6);
        QVERIFY(!w.windowTitle().contains(QStringLiteral("sync-rounds3.json")));
        QVERIFY(w.session()->controller()->traceFile().isEmpty());
        QVERIFY(!w.sourceLabel()->isVisibleTo(&w));
    }

    void recordedRunIsLabelled()
    {
        // A trace with a "source" object (what sgd-studio-mpi writes) is shown as a real run.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.json"));
        const QString failed = saveTrace({QStringLiteral("sync"), QStringLiteral("--set"), QStringLiteral("rounds=2")}, path);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        const int brace = text.lastIndexOf('}');
        QVERIFY(brace > 0);
        text.insert(brace,
                    QByteArrayLiteral(R"(, "source": {"kind": "mpi", "processes": 4, "hosts": "node1, node2", "host_count": 2,
            "library": "Open MPI v4.1.4", "mpi_standard": "3.1", "wtime_is_global": 0, "clock_note": "shifted",
            "clock_offsets": [0, 0.001, 0.002, 0.003], "clock_round_trips": [0, 0.0001, 0.0001, 0.0001],
            "time_scale": 0.05, "time_unit": "lecture seconds"})"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
        f.close();
        SessionWindow w;
        w.show();
        QVERIFY(w.session()->controller()->waitForTrace(sgd::test::ms(10000)));
        QString error;
        QVERIFY2(w.openTraceFile(path, &error), qPrintable(error));
        QVERIFY(w.session()->controller()->trace()->recorded());
        QCOMPARE(w.sourceLabel()->text(), QStringLiteral("Real run: 4 processes on node1, node2"));
        QVERIFY(w.sourceLabel()->toolTip().contains(QStringLiteral("Open MPI v4.1.4")));
        QVERIFY(w.windowTitle().contains(QStringLiteral("(real run)")));
    }

    void badFileChangesNothing()
    {
        const QString path = m_dir.filePath(QStringLiteral("old.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"scene\":\"sync\",\"params\":{},\"frames\":[{\"step\":0}],\"summary\":{}}");
        f.close();
        SessionWindow w;
        w.show();
        QVERIFY(w.openScene(QStringLiteral("async")));
        QVERIFY(w.session()->controller()->waitForTrace(sgd::test::ms(10000)));
        const auto before = w.session()->controller()->trace();
        const QString title = w.windowTitle();
        QString error;
        QVERIFY(!w.openTraceFile(path, &error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": no \"format\" field")), qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));
        QCOMPARE(w.session()->controller()->sceneId(), QStringLiteral("async"));
        QCOMPARE(w.session()->controller()->trace(), before);
        QCOMPARE(w.windowTitle(), title);
    }
};

QTEST_MAIN(TestTraceReplay)
#include "tst_trace_replay.moc"
