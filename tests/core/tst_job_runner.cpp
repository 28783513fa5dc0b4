// The worker thread under the engine and the window's background jobs (job_runner.h): each job
// still current when it ends reports its end once (finished, failed with the text, cancelled after
// stop()); a cancelled or superseded job reports nothing; destroying the runner stops and joins.
#include "core/job_runner.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

using namespace sgd;

namespace {

struct Ends {
    std::mutex m;
    std::map<std::uint64_t, std::vector<JobEnd>> ends;
    std::atomic<int> progress{0};

    JobRunner::Hooks hooks()
    {
        JobRunner::Hooks h;
        h.progress = [this](std::uint64_t, double) { ++progress; };
        h.ended = [this](std::uint64_t gen, const JobEnd &end) {
            std::lock_guard lock(m);
            ends[gen].push_back(end);
        };
        return h;
    }
    std::vector<JobEnd> of(std::uint64_t gen)
    {
        std::lock_guard lock(m);
        return ends[gen];
    }
};

/// Spins until cancelled (or 10 s), reporting progress.
void untilCancelled(JobControl &c)
{
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < until) {
        c.progress(0.5);
        c.checkCancelled();
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

} // namespace

class TestJobRunner : public QObject {
    Q_OBJECT

private slots:
    void eachEndIsReportedOnce()
    {
        Ends ends;
        JobRunner runner(ends.hooks());
        const std::uint64_t ok = runner.start([](JobControl &c) { c.progress(1.0); });
        runner.waitIdle();
        const std::uint64_t bad = runner.start([](JobControl &) { throw std::runtime_error("no such batch"); });
        runner.waitIdle();
        QCOMPARE(ends.of(ok).size(), std::size_t(1));
        QVERIFY(ends.of(ok)[0].kind == JobEnd::Kind::Finished);
        QCOMPARE(ends.progress.load(), 1);
        QCOMPARE(ends.of(bad).size(), std::size_t(1));
        QVERIFY(ends.of(bad)[0].kind == JobEnd::Kind::Failed);
        QCOMPARE(ends.of(bad)[0].error, std::string("no such batch"));
    }

    void stopEndsTheJobAsCancelled()
    {
        Ends ends;
        JobRunner runner(ends.hooks());
        const std::uint64_t gen = runner.start(untilCancelled);
        while (ends.progress.load() == 0)
            std::this_thread::yield();
        runner.stop();
        runner.waitIdle();
        QCOMPARE(ends.of(gen).size(), std::size_t(1));
        QVERIFY(ends.of(gen)[0].kind == JobEnd::Kind::Cancelled);
        // a stop asked of one job does not reach the next
        const std::uint64_t next = runner.start([](JobControl &c) { c.checkCancelled(); });
        runner.waitIdle();
        QCOMPARE(ends.of(next).size(), std::size_t(1));
        QVERIFY(ends.of(next)[0].kind == JobEnd::Kind::Finished);
    }

    void cancelledAndSupersededJobsReportNothing()
    {
        Ends ends;
        JobRunner runner(ends.hooks());
        const std::uint64_t first = runner.start(untilCancelled);
        while (ends.progress.load() == 0)
            std::this_thread::yield();
        const std::uint64_t second = runner.start(untilCancelled); // supersedes the first
        runner.cancel();
        const int progressAtCancel = ends.progress.load();
        runner.waitIdle();
        QVERIFY(ends.of(first).empty());
        QVERIFY(ends.of(second).empty());
        QCOMPARE(ends.progress.load(), progressAtCancel); // nothing after cancel() returned
        QVERIFY(!runner.busy());
    }

    void destroyingStopsAndJoins()
    {
        Ends ends;
        std::atomic<bool> workEnded{false};
        {
            JobRunner runner(ends.hooks());
            runner.start([&](JobControl &c) {
                try {
                    untilCancelled(c);
                } catch (const Cancelled &) {
                    workEnded = true;
                    throw;
                }
            });
            while (ends.progress.load() == 0)
                std::this_thread::yield();
        }
        QVERIFY(workEnded.load()); // the work saw the cancel and ended before the runner went
        std::lock_guard lock(ends.m);
        QVERIFY(ends.ends.empty());
    }
};

QTEST_GUILESS_MAIN(TestJobRunner)
#include "tst_job_runner.moc"
