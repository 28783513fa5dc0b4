// "Run on real processes": a clear reason when MPI or the runner is missing or the scene has no
// runner; with Open MPI and sgd-studio-mpi built, the async scene runs on 4 processes and the
// window shows the recorded trace as a real run; Cancel ends every rank (no process left).
// Then the comparison with the simulator turns on. SGD_REAL_RUN_SHOT=FILE.png keeps a picture of
// the window after the run (and FILE-compare.png of the comparison).
#include "core/run_compare.h"
#include "gpu/backend_factory.h"
#include "ui/main_window.h"
#include "ui/real_run.h"
#include "ui/run_compare_view.h"
#include "ui/scene_canvas.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileInfo>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;

namespace {

QString runnerBesideStudio()
{
    const QString studio = qEnvironmentVariable("SGD_STUDIO_EXE");
    return studio.isEmpty() ? QString() : QFileInfo(studio).dir().filePath(QStringLiteral("sgd-studio-mpi"));
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
        MainWindow w;
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
        MainWindow w;
        RealRun *run = RealRun::install(w.session(), &w);
        QVERIFY(w.openScene(QStringLiteral("single-weight")));
        QString why;
        QVERIFY(run->command(QStringLiteral("x.json"), &why).isEmpty());
        QVERIFY2(why.contains(QLatin1String("synchronous, asynchronous and decentralized")), qPrintable(why));
    }

    void asyncRunsOnProcessesAndIsShown()
    {
        const QString runner = runnerBesideStudio();
        if (!QFileInfo(runner).isExecutable() || QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty())
            QSKIP("Open MPI or sgd-studio-mpi not built here");
        qputenv("SGD_STUDIO_MPI", runner.toLocal8Bit());
        MainWindow w;
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

    void cancelEndsEveryRank()
    {
        const QString runner = runnerBesideStudio();
        if (!QFileInfo(runner).isExecutable() || QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty())
            QSKIP("Open MPI or sgd-studio-mpi not built here");
        qputenv("SGD_STUDIO_MPI", runner.toLocal8Bit());
        MainWindow w;
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
