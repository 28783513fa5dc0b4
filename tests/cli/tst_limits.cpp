// Limits named before work is spent: memory checked against what the machine and the process's
// limits allow (exit 2, "needs X, Y available; ..."), pictures at most 16384 pixels a side,
// handouts at most 500 pages; Ctrl+C/SIGTERM stop a long job with no file left behind; the
// quantized trace of a large run stays small.
#include "../test_time.h"
#include "cli_support.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <sys/resource.h>

namespace {

/// `sgd-studio args...` with its address space limited to `bytes` (as `prlimit --as` would).
// The sanitizers reserve terabytes of address space for their shadow memory when a program starts,
// so a child under an address-space limit cannot even start in the asan and tsan builds.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SKIP_UNDER_SANITIZERS(why) QSKIP(why)
#else
#define SKIP_UNDER_SANITIZERS(why)
#endif

cli::Result runLimited(const QStringList &args, rlim_t bytes)
{
    cli::Result r;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    p.setProcessEnvironment(env);
    p.setChildProcessModifier([bytes] {
        const rlimit rl{bytes, bytes};
        setrlimit(RLIMIT_AS, &rl);
    });
    p.start(cli::exe(), args);
    if (!p.waitForStarted(10000) || !p.waitForFinished(sgd::test::ms(120000))) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

const QRegularExpression kNeeds(QStringLiteral("needs [0-9.]+ [kMG]?B, [0-9.]+ [kMG]?B available; "));

constexpr rlim_t kTwoGigabytes = rlim_t(2) << 30;

} // namespace

class TestLimits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void benchAtItsLargestIsRefusedUnderTwoGigabytes()
    {
        SKIP_UNDER_SANITIZERS("an address-space limit leaves no room for the sanitizer's shadow memory");
        const cli::Result r = runLimited({"bench", "--backend", "cpu", "--rows", "10000000", "--features", "256"}, kTwoGigabytes);
        QVERIFY2(!r.crashed, r.err.constData());
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(kNeeds.match(r.errLines().first()).hasMatch(), r.err.constData());
        // 10^7 rows of 257 float32 values (10.28 GB) beside the read loop's 256 MiB buffer (0.27 GB).
        QVERIFY2(r.err.contains("needs 10.5 GB") && r.err.contains("lower --rows or --features"), r.err.constData());
        QVERIFY(r.out.isEmpty()); // refused before anything was measured
    }
    void benchEmitDataIsRefusedToo()
    {
        SKIP_UNDER_SANITIZERS("an address-space limit leaves no room for the sanitizer's shadow memory");
        QTemporaryDir dir;
        const QString out = dir.filePath("data.bin");
        const cli::Result r = runLimited({"bench", "--rows", "10000000", "--features", "256", "--emit-data", out}, kTwoGigabytes);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(kNeeds.match(r.err).hasMatch(), r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
    void largestScaleLabIsRefusedUnderALimit()
    {
        SKIP_UNDER_SANITIZERS("an address-space limit leaves no room for the sanitizer's shadow memory");
        const cli::Result r = runLimited(
            {"trace", "scale-lab", "--set", "rows=10000000", "--set", "features=256", "--set", "workers=16"}, kTwoGigabytes);
        QVERIFY2(!r.crashed, r.err.constData());
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.err.contains("needs 10.3 GB") && r.err.contains("available; lower rows or features"), r.err.constData());
    }
    void denseHogwildIsRefusedBeforeItRuns()
    {
        // 100,000 dense examples of 20,000 features are 24 GB of rows: it ran 74 s and reached
        // 6.1 GB before running out of memory; now it is refused at once with what it needs.
        SKIP_UNDER_SANITIZERS("an address-space limit leaves no room for the sanitizer's shadow memory");
        QElapsedTimer clock;
        clock.start();
        const cli::Result r =
            runLimited({"trace", "hogwild", "--set", "threads=16", "--set", "features=20000", "--set", "examples=100000", "--set",
                        "epochs=50", "--set", "density=1", "--set", "snapshots=200"},
                       kTwoGigabytes);
        QVERIFY2(!r.crashed, r.err.constData());
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.err.contains("needs 24.0 GB") && r.err.contains("available; lower examples, features or density"),
                 r.err.constData());
        QVERIFY2(clock.elapsed() < sgd::test::ms(10000), qPrintable(QString::number(clock.elapsed()) + " ms"));
        // the defaults still fit easily
        QCOMPARE(runLimited({"trace", "hogwild", "--set", "sweep_ms=0", "--set", "snapshots=2"}, kTwoGigabytes).exitCode, 0);
    }

    void largePictureIsRefusedByItsSize()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("big.png");
        const cli::Result r = cli::run({"export", "sync", "--out", out, "--size", "8000x8000", "--scale", "4"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.err.contains("32000 x 32000 pixels, more than 16384 a side: lower --size or --scale"), r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
    void pictureThatFitsItsSideButNotTheMemory()
    {
        SKIP_UNDER_SANITIZERS("an address-space limit leaves no room for the sanitizer's shadow memory");
        QTemporaryDir dir;
        const QString out = dir.filePath("big.png");
        // 16000 x 16000 pixels is 1 GB of image: refused under a 1 GB address space, before painting.
        const cli::Result r =
            runLimited({"export", "sync", "--out", out, "--size", "8000x8000", "--scale", "2"}, rlim_t(1) << 30);
        QVERIFY2(!r.crashed, r.err.constData());
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.err.contains("needs 1.0 GB"), r.err.constData());
        QVERIFY2(r.err.contains("lower --size or --scale"), r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }
    void longHandoutAsksForARange()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("h.pdf");
        const cli::Result r = cli::run({"export", "single-weight", "--handout", out, "--set", "steps=1000"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.err.contains("this run has 1001 steps, a handout at most 500 pages: choose steps with --from N --to M"),
                 r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
        const cli::Result wide =
            cli::run({"export", "single-weight", "--handout", out, "--set", "steps=1000", "--from", "0", "--to", "500"});
        QCOMPARE(wide.exitCode, 2);
        QVERIFY2(wide.err.contains("--from 0 --to 500 is 501 pages, a handout at most 500"), wide.err.constData());
        const cli::Result picture = cli::run({"export", "single-weight", "--out", dir.filePath("p.png"), "--from", "3"});
        QCOMPARE(picture.exitCode, 2);
        QVERIFY(!QFileInfo::exists(out));
    }
    void handoutOfARange()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("h.pdf");
        const cli::Result r =
            cli::run({"export", "single-weight", "--handout", out, "--set", "steps=1000", "--from", "990", "--to", "993"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty()); // not a terminal: no progress line
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray pdf = f.readAll();
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page "), 5); // title + 4 steps
    }
    void sigtermStopsALongHandoutAndLeavesNoFile()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("h.pdf");
        QProcess p;
        p.start(cli::exe(), {"export", "single-weight", "--handout", out, "--set", "steps=1000", "--from", "0", "--to", "499"});
        QVERIFY(p.waitForStarted());
        QTest::qWait(1500); // computing done, drawing pages
        QCOMPARE(p.state(), QProcess::Running);
        QElapsedTimer stop;
        stop.start();
        p.terminate(); // SIGTERM
        QVERIFY(p.waitForFinished(sgd::test::ms(5000)));
        QVERIFY2(stop.elapsed() < sgd::test::ms(3000), qPrintable(QString::number(stop.elapsed())));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 143);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains("stopped by SIGTERM; nothing was written"), err.constData());
        QVERIFY(!QFileInfo::exists(out));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }
    void sigtermStopsALongTraceAndLeavesNoFile()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("t.json");
        QProcess p;
        p.start(cli::exe(),
                {"trace", "scale-lab", "--set", "rows=10000000", "--set", "features=8", "--set", "rounds=1000", "--out", out});
        QVERIFY(p.waitForStarted());
        QTest::qWait(1000);
        QCOMPARE(p.state(), QProcess::Running);
        QElapsedTimer stop;
        stop.start();
        p.terminate();
        QVERIFY(p.waitForFinished(sgd::test::ms(10000)));
        QVERIFY2(stop.elapsed() < sgd::test::ms(5000), qPrintable(QString::number(stop.elapsed())));
        QCOMPARE(p.exitCode(), 143);
        QVERIFY(!QFileInfo::exists(out));
    }
    void sigtermStopsABench()
    {
        QProcess p;
        p.start(cli::exe(), {"bench", "--backend", "cpu", "--rows", "4000000", "--features", "64,128", "--repeats", "20"});
        QVERIFY(p.waitForStarted());
        QTest::qWait(1000);
        QCOMPARE(p.state(), QProcess::Running);
        p.terminate();
        QVERIFY(p.waitForFinished(sgd::test::ms(10000)));
        QCOMPARE(p.exitCode(), 143);
        QVERIFY(p.readAllStandardError().contains("stopped by SIGTERM"));
    }
    void sigtermStopsAPaintBench()
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        p.setProcessEnvironment(env);
        p.start(cli::exe(), {"bench", "--paint", "--frames", "1000"}); // minutes of painting
        QVERIFY(p.waitForStarted());
        QTest::qWait(1500);
        QCOMPARE(p.state(), QProcess::Running);
        QElapsedTimer stop;
        stop.start();
        p.terminate();
        QVERIFY(p.waitForFinished(sgd::test::ms(10000)));
        QVERIFY2(stop.elapsed() < sgd::test::ms(5000), qPrintable(QString::number(stop.elapsed())));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 143);
        QVERIFY(p.readAllStandardError().contains("stopped by SIGTERM"));
    }
    void largeQuantizedTraceStaysSmall()
    {
        SKIP_UNDER_SANITIZERS("a speed and size check: the instrumented build is about ten times slower");
        QTemporaryDir dir;
        const QString out = dir.filePath("q.json");
        const cli::Result r = cli::run(
            {"trace", "quantized", "--set", "workers=64", "--set", "features=256", "--set", "rounds=500", "--out", out}, 120000);
        QCOMPARE(r.exitCode, 0);
        const qint64 bytes = QFileInfo(out).size();
        // 500 rounds of the 8 shown workers' 256 values, both ways: about 40 MB (357 MB with all 64).
        QVERIFY2(bytes > 20'000'000 && bytes < 60'000'000, qPrintable(QString::number(bytes)));
    }
};

QTEST_GUILESS_MAIN(TestLimits)
#include "tst_limits.moc"
