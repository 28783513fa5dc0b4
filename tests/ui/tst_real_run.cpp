// "Run on real processes": a clear reason when MPI or the runner is missing or the scene has no
// runner; with Open MPI and sgd-studio-mpi built, the async scene runs on 4 processes and the
// window shows the recorded trace as a real run; Cancel ends every rank (no process left).
// Then the comparison with the simulator turns on. SGD_REAL_RUN_SHOT=FILE.png keeps a picture of
// the window after the run (and FILE-compare.png of the comparison).
#include "core/run_compare.h"
#include "gpu/backend_factory.h"
#include "session_window.h"
#include "ui/main_window.h"
#include "ui/real_run.h"
#include "ui/run_compare_view.h"
#include "ui/scene_canvas.h"

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <csignal>
#include <sys/types.h>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

namespace {

QString runnerBesideStudio()
{
    const QString studio = qEnvironmentVariable("SGD_STUDIO_EXE");
    return studio.isEmpty() ? QString() : QFileInfo(studio).dir().filePath(QStringLiteral("sgd-studio-mpi"));
}

/// The runner beside sgd-studio, given to RealRun through SGD_STUDIO_MPI; "" (nothing set) when
/// Open MPI or the runner is missing here.
QString useRunner()
{
    const QString runner = runnerBesideStudio();
    if (!QFileInfo(runner).isExecutable() || QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty())
        return {};
    qputenv("SGD_STUDIO_MPI", runner.toLocal8Bit());
    return runner;
}

/// Processes of the runner still alive.
int runnerProcesses(const QString &runner)
{
    const QString target = QFileInfo(runner).canonicalFilePath();
    int n = 0;
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs))
        if (QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget() == target)
            ++n;
    return n;
}

/// The process id of one rank of the runner (0 when it is not running).
pid_t rankProcess(const QString &runner, int rank)
{
    const QString target = QFileInfo(runner).canonicalFilePath();
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        if (QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget() != target)
            continue;
        QFile env(QStringLiteral("/proc/%1/environ").arg(pid));
        if (env.open(QIODevice::ReadOnly) &&
            env.readAll().split('\0').contains("OMPI_COMM_WORLD_RANK=" + QByteArray::number(rank)))
            return pid_t(pid.toInt());
    }
    return 0;
}

} // namespace

class TestRealRun : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        gpu::installBackends();
        QStandardPaths::setTestModeEnabled(true);
    }

    void missingMpiIsOneClearReason()
    {
        SessionWindow w;
        RealRun *run = RealRun::install(w.session(), &w);
        QVERIFY(w.openScene(QStringLiteral("async")));
        qputenv("SGD_MPIRUN", "/nonexistent/mpirun");
        QString why;
        QVERIFY(run->command(QStringLiteral("x.json"), &why).isEmpty());
        qunsetenv("SGD_MPIRUN");
        QVERIFY2(why.contains(QLatin1String("openmpi-bin")), qPrintable(why));
        QVERIFY(w.findChild<QAction *>(QStringLiteral("runOnRealProcesses")));
    }

    void otherScenesHaveNoRunner()
    {
        SessionWindow w;
        RealRun *run = RealRun::install(w.session(), &w);
        QVERIFY(w.openScene(QStringLiteral("single-weight")));
        QString why;
        QVERIFY(run->command(QStringLiteral("x.json"), &why).isEmpty());
        QVERIFY2(why.contains(QLatin1String("synchronous, asynchronous and decentralized")), qPrintable(why));
    }

    void asyncRunsOnProcessesAndIsShown()
    {
        const QString runner = useRunner();
        if (runner.isEmpty())
            QSKIP("Open MPI or sgd-studio-mpi not built here");
        SessionWindow w;
        w.resize(1280, 800);
        w.show();
        RealRun *run = RealRun::install(w.session(), &w);
        QVERIFY(w.openScene(QStringLiteral("async")));
        QString why;
        const QStringList args = run->command(QStringLiteral("x.json"), &why);
        QCOMPARE(args.at(args.indexOf(QStringLiteral("-np")) + 1), QStringLiteral("4")); // the server and 3 workers
        QSignalSpy done(run, &RealRun::finished);
        QVERIFY(run->start());
        QVERIFY(done.wait(60000));
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(done.at(0).at(1).toString()));
        const auto trace = w.session()->controller()->trace();
        QVERIFY(trace && trace->recorded());
        QCOMPARE(trace->frames.size(), std::size_t(13));
        QCOMPARE(trace->source.num("processes"), 4.0);
        QVERIFY2(w.windowTitle().contains(QLatin1String("(real run)")), qPrintable(w.windowTitle()));
        // The run just recorded, beside the simulator's prediction for the same parameters.
        CompareView *compare = w.findChild<CompareView *>();
        QVERIFY(compare && compare->available());
        compare->setOn(true);
        QVERIFY(compare->waitForComparison());
        QCOMPARE(w.canvas()->comparison()->steps, 12);
        QCOMPARE(w.canvas()->comparison()->processes, 4);
        QVERIFY2(w.narrationText().contains(QLatin1String("Solid: measured on 4 processes")), qPrintable(w.narrationText()));
        if (const QString shot = qEnvironmentVariable("SGD_REAL_RUN_SHOT"); !shot.isEmpty()) {
            w.grab().save(QString(shot).replace(QLatin1String(".png"), QLatin1String("-compare.png")));
            compare->setOn(false);
            for (QAbstractButton *b : w.findChildren<QAbstractButton *>())
                if (b->text() == QLatin1String("Step"))
                    for (int i = 0; i < 4; ++i) // the lecture's staircase 2.0 -> 2.2 -> 2.8 -> 3.8, and one more
                        b->click();
            QTest::qWait(1500);
            w.grab().save(shot);
        }
        qunsetenv("SGD_STUDIO_MPI");
    }

    void sevenWorkersCompareWithTheSimulator()
    {
        // A worker count other than the data's: the runner spreads seven points on the line as the
        // simulator does, and the comparison runs on the trace it read back (it was refused before).
        const QString runner = useRunner();
        if (runner.isEmpty())
            QSKIP("Open MPI or sgd-studio-mpi not built here");
        SessionWindow w;
        RealRun *run = RealRun::install(w.session(), &w);
        QVERIFY(w.openScene(QStringLiteral("sync")));
        w.session()->controller()->setParam(QStringLiteral("workers"), QStringLiteral("7"));
        w.session()->controller()->setParam(QStringLiteral("rounds"), QStringLiteral("3"));
        QVERIFY2(run->plan().contains(QLatin1String("8 processes")), qPrintable(run->plan()));
        QSignalSpy done(run, &RealRun::finished);
        QVERIFY(run->start());
        QVERIFY(done.wait(60000));
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(done.at(0).at(1).toString()));
        QCOMPARE(w.session()->controller()->trace()->source.num("processes"), 8.0);
        CompareView *compare = w.findChild<CompareView *>();
        QVERIFY(compare && compare->available());
        compare->setOn(true);
        QVERIFY(compare->waitForComparison());
        QCOMPARE(w.canvas()->comparison()->steps, 3);
        QCOMPARE(w.canvas()->comparison()->max_weight_difference, 0.0); // the same rounds, bit for bit
        // The timeline of the run just shown: one process per rank.
        const QString timeline =
            QDir(QStandardPaths::writableLocation(QStandardPaths::TempLocation)).filePath(QStringLiteral("seven-timeline.json"));
        QString error;
        QVERIFY2(run->exportTimeline(timeline, &error), qPrintable(error));
        QFile f(timeline);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        for (int r = 0; r < 8; ++r)
            QVERIFY2(text.contains(QStringLiteral("\"rank %1 on ").arg(r)), qPrintable(QString::number(r)));
        f.remove();
        qunsetenv("SGD_STUDIO_MPI");
    }

    void aLostRankIsOneLine()
    {
        // mpirun's notice of a lost rank, in plain words; the runner's own line wins when there is one.
        const QString notice = QStringLiteral(
            "progress 3 of 8 rounds\n----------\nPrimary job  terminated normally, but 1 process returned\n"
            "a non-zero exit code.\n----------\nmpirun noticed that process rank 2 with PID 0 on node vm exited on "
            "signal 9 (Killed).\n----------\n");
        QCOMPARE(RealRun::failureLine(notice, 137),
                 QStringLiteral("rank 2 on vm ended on signal 9 (killed), and mpirun ended the others"));
        const QString ours =
            QStringLiteral("sgd-studio-mpi: rank 3 on vm (pid 12) is stopped; stopped after 2 of 8 rounds\n") + notice;
        QCOMPARE(RealRun::failureLine(ours, 1), QStringLiteral("rank 3 on vm (pid 12) is stopped; stopped after 2 of 8 rounds"));
        QCOMPARE(RealRun::failureLine(QStringLiteral("----\n"), 5), QStringLiteral("mpirun ended with status 5"));
    }

    void aKilledRankLeavesWhatWasRecorded()
    {
        // SIGKILL on one worker: mpirun ends the run, and the window shows what was recorded until
        // then, marked incomplete, with one line that names the rank.
        const QString runner = useRunner();
        if (runner.isEmpty())
            QSKIP("Open MPI or sgd-studio-mpi not built here");
        SessionWindow w;
        RealRun *run = RealRun::install(w.session(), &w);
        QVERIFY(w.openScene(QStringLiteral("async")));
        w.session()->controller()->setParam(QStringLiteral("updates"), QStringLiteral("2000"));
        QSignalSpy done(run, &RealRun::finished);
        QVERIFY(run->start());
        QTRY_VERIFY_WITH_TIMEOUT(rankProcess(runner, 2) != 0, 20000);
        QTest::qWait(2000); // some updates, and a checkpoint of them on disk
        QVERIFY(::kill(rankProcess(runner, 2), SIGKILL) == 0);
        QVERIFY(done.count() == 1 || done.wait(30000));
        const QString message = done.at(0).at(1).toString();
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("ended early")) && message.contains(QLatin1String("rank 2")),
                 qPrintable(message));
        const auto trace = w.session()->controller()->trace();
        QVERIFY(trace && trace->recorded() && trace->source.find("ended_early"));
        QVERIFY(trace->frames.size() > 1 && trace->frames.size() < 2001);
        QVERIFY2(w.windowTitle().contains(QLatin1String("incomplete")), qPrintable(w.windowTitle()));
        QTRY_COMPARE_WITH_TIMEOUT(runnerProcesses(runner), 0, 5000);
        qunsetenv("SGD_STUDIO_MPI");
    }

    void cancelEndsEveryRank()
    {
        const QString runner = useRunner();
        if (runner.isEmpty())
            QSKIP("Open MPI or sgd-studio-mpi not built here");
        SessionWindow w;
        RealRun *run = RealRun::install(w.session(), &w);
        QVERIFY(w.openScene(QStringLiteral("async")));
        w.session()->controller()->setParam(QStringLiteral("updates"),
                                            QStringLiteral("10000")); // minutes of work: only Cancel ends it in time
        QSignalSpy done(run, &RealRun::finished);
        QVERIFY(run->start());
        QTRY_VERIFY_WITH_TIMEOUT(runnerProcesses(runner) == 4, 20000);
        run->cancel();
        QVERIFY(done.count() == 1 || done.wait(10000));
        QCOMPARE(done.at(0).at(0).toBool(), false);
        QTRY_COMPARE_WITH_TIMEOUT(runnerProcesses(runner), 0, 5000);
        qunsetenv("SGD_STUDIO_MPI");
    }
};

QTEST_MAIN(TestRealRun)
#include "tst_real_run.moc"
