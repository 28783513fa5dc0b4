// The CPU backend's thread pool: every item runs exactly once for any count and thread count;
// a thread walks a share in rising order (its own first, then the others' rests); an exception thrown by an
// item comes back from run() once every thread has stopped, and the pool runs the next job.
#include "gpu/worker_pool.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

using sgd::gpu::detail::WorkerPool;

class TestWorkerPool : public QObject {
    Q_OBJECT

private slots:
    void everyItemOnceEachShareInOrder_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("count");
        for (const int t : {1, 2, 3, 5})
            for (const int n : {0, 1, 2, 3, 7, 100, 1001})
                QTest::addRow("%d threads, %d items", t, n) << t << n;
    }
    void everyItemOnceEachShareInOrder()
    {
        QFETCH(int, threads);
        QFETCH(int, count);
        WorkerPool pool(threads);
        QCOMPARE(pool.threads(), threads);
        std::mutex m;
        std::vector<int> runs(std::size_t(count), 0);
        std::map<std::thread::id, std::vector<std::size_t>> taken; // in the order each thread took them
        pool.run(std::size_t(count), [&](std::size_t i) {
            std::lock_guard lock(m);
            ++runs[i];
            taken[std::this_thread::get_id()].push_back(i);
        });
        for (int i = 0; i < count; ++i)
            QCOMPARE(runs[std::size_t(i)], 1);
        // Share t is [count t / T, count (t + 1) / T): within a share a thread takes its items in
        // rising order (a thread woken late may find its own share taken and start on another's).
        std::vector<std::size_t> starts;
        for (int t = 0; t < threads; ++t)
            starts.push_back(std::size_t(count) * std::size_t(t) / std::size_t(threads));
        for (const auto &[id, items] : taken) {
            (void)id;
            QVERIFY(!items.empty());
            for (std::size_t k = 1; k < items.size(); ++k) {
                const auto shareOf = [&](std::size_t i) {
                    return std::size_t(std::upper_bound(starts.begin(), starts.end(), i) - starts.begin());
                };
                if (shareOf(items[k]) == shareOf(items[k - 1]))
                    QVERIFY(items[k] > items[k - 1]);
            }
        }
    }

    void anExceptionComesBackAndThePoolGoesOn()
    {
        WorkerPool pool(3);
        std::atomic<int> ran{0};
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, pool.run(300, [&](std::size_t i) {
            ++ran;
            if (i == 5)
                throw std::runtime_error("item 5");
        }));
        QVERIFY(ran.load() >= 1 && ran.load() <= 300);
        std::atomic<int> all{0};
        pool.run(50, [&](std::size_t) { ++all; });
        QCOMPARE(all.load(), 50);
    }
};

QTEST_GUILESS_MAIN(TestWorkerPool)
#include "tst_worker_pool.moc"
