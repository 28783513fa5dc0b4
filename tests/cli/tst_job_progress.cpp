// Progress of a long headless job: on a terminal only, only once the job is long, never going
// back, and the line cleared at the end; a stop request reaches the engine as its cancel check.
#include "app/cli/job_progress.h"
#include "core/stop_request.h"

#include <QTest>

#include <algorithm>
#include <csignal>
#include <fcntl.h>
#include <pty.h>
#include <unistd.h>

using sgd::cli::JobProgress;

namespace {

std::string drain(int fd)
{
    std::string out;
    char buf[512];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n <= 0)
            return out;
        out.append(buf, std::size_t(n));
    }
}

} // namespace

class TestJobProgress : public QObject {
    Q_OBJECT
private slots:
    void printsOnATerminal()
    {
        int master = -1, slave = -1;
        if (openpty(&master, &slave, nullptr, nullptr, nullptr) != 0)
            QSKIP("no pseudo-terminal here");
        fcntl(master, F_SETFL, O_NONBLOCK);
        {
            JobProgress p("trace quantized", slave, 0.0);
            p.update(0.5, "computing");
            QVERIFY(p.printed());
            p.update(0.25); // within 0.2 s of the last line: nothing new
            QTest::qWait(250);
            p.update(0.25); // never goes back: shows 50% again
        }
        QTest::qWait(50);
        const std::string out = drain(master);
        QVERIFY2(out.find("\rtrace quantized:  50%, computing (Ctrl+C stops)") != std::string::npos, out.c_str());
        QVERIFY2(out.find("25%") == std::string::npos, out.c_str());
        QVERIFY2(out.size() >= 4 && out.compare(out.size() - 4, 4, "\r\033[K") == 0, out.c_str()); // cleared at the end
        ::close(master);
        ::close(slave);
    }
    void quietOnAPipeAndForShortJobs()
    {
        int fds[2];
        QVERIFY(::pipe(fds) == 0);
        fcntl(fds[0], F_SETFL, O_NONBLOCK);
        {
            JobProgress p("trace sync", fds[1], 0.0);
            p.update(0.5);
            QVERIFY(!p.printed());
        }
        QCOMPARE(drain(fds[0]), std::string());
        ::close(fds[0]);
        ::close(fds[1]);
        int master = -1, slave = -1;
        if (openpty(&master, &slave, nullptr, nullptr, nullptr) != 0)
            QSKIP("no pseudo-terminal here");
        JobProgress quick("trace sync", slave, 2.0);
        quick.update(0.9); // 90% within a moment: heading for far less than 2 s
        QVERIFY(!quick.printed());
        ::close(master);
        ::close(slave);
    }
    void longJobsSaySoOnAnyOutput()
    {
        // A job heading for minutes says so once, also into a pipe or a log (no terminal there).
        int fds[2];
        QVERIFY(::pipe(fds) == 0);
        fcntl(fds[0], F_SETFL, O_NONBLOCK);
        {
            JobProgress p("sweep hogwild", fds[1], 2.0, 0.05, 1.0); // judged after 50 ms; long from 1 s
            p.update(0.001);
            QVERIFY(!p.announced()); // too early to judge
            QTest::qWait(120);
            p.update(0.01); // 1% after 0.12 s: heading for about 12 s
            QVERIFY(p.announced());
            p.update(0.02);
        }
        const std::string out = drain(fds[0]);
        QVERIFY2(out.rfind("sweep hogwild: a long job, heading for about ", 0) == 0, out.c_str());
        QVERIFY2(out.find(" in all (1% done after ") != std::string::npos, out.c_str());
        QVERIFY2(out.find(" s); Ctrl+C or SIGTERM stops it, writing nothing\n") != std::string::npos, out.c_str());
        QCOMPARE(std::count(out.begin(), out.end(), '\n'), 1); // once
        // a job heading for less than the long mark stays silent
        {
            JobProgress p("trace sync", fds[1], 2.0, 0.05, 1000.0);
            QTest::qWait(80);
            p.update(0.5);
            QVERIFY(!p.announced());
        }
        QCOMPARE(drain(fds[0]), std::string());
        ::close(fds[0]);
        ::close(fds[1]);
    }
    void largeJobsAreKnownBeforeTheyStart()
    {
        // The scale lab at 1024 workers x 10^7 rows x 1000 rounds is named before it starts; the
        // lecture's sizes are not.
        const sgd::SceneDef &lab = *sgd::findScene("scale-lab");
        sgd::ParamSet p = lab.defaults();
        QCOMPARE(sgd::cli::largeRunReason(lab, p), std::string());
        p.set("workers", "1024");
        p.set("rows", "10000000");
        p.set("rounds", "1000");
        QCOMPARE(sgd::cli::largeRunReason(lab, p), std::string("10000000 rows x 16 features x 1000 rounds, 4 designs"));
        const sgd::SceneDef &hog = *sgd::findScene("hogwild");
        QCOMPARE(sgd::cli::largeRunReason(hog, hog.defaults()), std::string());
        QCOMPARE(sgd::cli::largeRunReason(*sgd::findScene("sync"), sgd::findScene("sync")->defaults()), std::string());
        int fds[2];
        QVERIFY(::pipe(fds) == 0);
        fcntl(fds[0], F_SETFL, O_NONBLOCK);
        {
            JobProgress job("trace scale-lab", fds[1]);
            job.sayLarge("10000000 rows x 16 features x 1000 rounds, 4 designs");
            QVERIFY(!job.announced()); // not before the engine reports that it started
            job.update(0.0);
            QVERIFY(job.announced());
            job.sayLarge("again"); // once
            job.update(0.1);
        }
        QCOMPARE(drain(fds[0]),
                 std::string("trace scale-lab: a large job (10000000 rows x 16 features x 1000 rounds, 4 designs): "
                             "it can take minutes; Ctrl+C or SIGTERM stops it, writing nothing\n"));
        ::close(fds[0]);
        ::close(fds[1]);
    }
    void stopRequestCancelsTheRun()
    {
        JobProgress p("x", -1);
        const sgd::RunContext ctx = p.context();
        ctx.checkCancelled(); // no request yet
        sgd::installStopHandlers();
        std::raise(SIGTERM);
        QCOMPARE(sgd::stopSignal(), SIGTERM);
        QVERIFY_THROWS_EXCEPTION(sgd::Cancelled, ctx.checkCancelled());
        QVERIFY_THROWS_EXCEPTION(sgd::Cancelled, sgd::cli::stopIfRequested());
    }
};

QTEST_GUILESS_MAIN(TestJobProgress)
#include "tst_job_progress.moc"
