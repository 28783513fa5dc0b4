// The window's background jobs (background_job.h): results arrive on the GUI thread, only the
// newest job's, exactly once, with ended() after; stop() ends a job with stopped(); a failure
// arrives with its text; nothing arrives after cancel() or once the owner is gone.
#include "ui/session/background_job.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <chrono>
#include <stdexcept>
#include <thread>

using namespace sgd;
using namespace sgd::ui;

namespace {

int untilCancelled(JobControl &c)
{
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < until) {
        c.progress(0.5);
        c.checkCancelled();
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return -1;
}

} // namespace

class TestBackgroundJob : public QObject {
    Q_OBJECT

private slots:
    void theNewestResultArrivesOnTheGuiThreadOnce()
    {
        QObject owner;
        auto *job = new BackgroundJob(&owner);
        QSignalSpy ended(job, &BackgroundJob::ended);
        std::vector<int> results;
        QThread *deliveredOn = nullptr;
        auto collect = [&](int r) {
            results.push_back(r);
            deliveredOn = QThread::currentThread();
        };
        job->start(untilCancelled, collect);
        job->start([](JobControl &) { return 7; }, collect); // latest wins
        QVERIFY(job->running());
        QVERIFY(job->waitForEnd(10000));
        QCOMPARE(results, std::vector<int>{7});
        QCOMPARE(deliveredOn, QThread::currentThread());
        QCOMPARE(ended.size(), 1);
        QTest::qWait(20); // nothing else comes
        QCOMPARE(results.size(), std::size_t(1));
    }

    void stopAndFailureAreDelivered()
    {
        QObject owner;
        auto *job = new BackgroundJob(&owner);
        QSignalSpy stopped(job, &BackgroundJob::stopped);
        QSignalSpy failed(job, &BackgroundJob::failed);
        QSignalSpy progress(job, &BackgroundJob::progressChanged);
        int results = 0;
        job->start(untilCancelled, [&](int) { ++results; });
        QTRY_VERIFY(progress.size() > 0);
        job->stop();
        QVERIFY(job->waitForEnd(10000));
        QCOMPARE(stopped.size(), 1);
        job->start([](JobControl &) -> int { throw std::runtime_error("bad range"); }, [&](int) { ++results; });
        QVERIFY(job->waitForEnd(10000));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed[0][0].toString(), QStringLiteral("bad range"));
        QCOMPARE(results, 0);
        QCOMPARE(stopped.size(), 1);
    }

    void nothingArrivesAfterCancelOrWithTheOwnerGone()
    {
        int results = 0;
        {
            QObject owner;
            auto *job = new BackgroundJob(&owner);
            QSignalSpy progress(job, &BackgroundJob::progressChanged);
            QSignalSpy ended(job, &BackgroundJob::ended);
            job->start([](JobControl &) { return 1; }, [&](int) { ++results; });
            job->cancel();
            QVERIFY(!job->running());
            QCOMPARE(ended.size(), 1); // a waiter wakes
            QTest::qWait(50);
            QCOMPARE(results, 0);
            job->start(untilCancelled, [&](int) { ++results; });
            QTRY_VERIFY(progress.size() > 0);
        } // the owner goes with the job running: it is cancelled and joined
        QTest::qWait(20);
        QCOMPARE(results, 0);
    }
};

QTEST_MAIN(TestBackgroundJob)
#include "tst_background_job.moc"
