// Ring all-reduce: the result equals the direct sum for any K and length, every worker ends
// with the same buffer, 2(K-1) steps, and 2(K-1)/K of the model sent and received per worker.
#include "core/random.h"
#include "core/sim/ring_allreduce.h"

#include <QTest>

#include <cmath>

using namespace sgd;

class TestRingAllReduce : public QObject {
    Q_OBJECT

private slots:
    void sumsLikeDirect_data()
    {
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("seed");
        QTest::newRow("K=1 len=5") << 1 << 5 << 1;
        QTest::newRow("K=2 len=8") << 2 << 8 << 2;
        QTest::newRow("K=3 len=7 (not divisible)") << 3 << 7 << 3;
        QTest::newRow("K=4 len=4") << 4 << 4 << 4;
        QTest::newRow("K=4 len=10 (not divisible)") << 4 << 10 << 5;
        QTest::newRow("K=5 len=2 (shorter than K)") << 5 << 2 << 6;
        QTest::newRow("K=5 len=0") << 5 << 0 << 6;
        QTest::newRow("K=7 len=100") << 7 << 100 << 7;
        QTest::newRow("K=8 len=1000") << 8 << 1000 << 8;
        QTest::newRow("K=16 len=33") << 16 << 33 << 9;
    }
    void sumsLikeDirect()
    {
        QFETCH(int, k);
        QFETCH(int, length);
        QFETCH(int, seed);
        Rng rng(std::uint64_t(seed) * 977);
        std::vector<std::vector<double>> in(static_cast<std::size_t>(k), std::vector<double>(static_cast<std::size_t>(length)));
        for (auto &v : in)
            for (double &x : v)
                x = rng.normal() * 10;
        std::vector<double> direct(std::size_t(length), 0.0);
        for (const auto &v : in)
            for (int i = 0; i < length; ++i)
                direct[std::size_t(i)] += v[std::size_t(i)];

        const RingAllReduceResult r = ringAllReduce(in);
        QCOMPARE(int(r.buffers.size()), k);
        QCOMPARE(int(r.steps.size()), 2 * (k - 1));
        for (int s = 0; s < int(r.steps.size()); ++s) {
            QCOMPARE(r.steps[std::size_t(s)].phase, s < k - 1 ? 0 : 1); // reduce-scatter, then all-gather
            QCOMPARE(int(r.steps[std::size_t(s)].chunkSent.size()), k);
        }
        for (int w = 0; w < k; ++w) {
            QCOMPARE(int(r.buffers[std::size_t(w)].size()), length);
            QCOMPARE(r.buffers[std::size_t(w)], r.buffers.front()); // all workers end with the same buffer
            for (int i = 0; i < length; ++i) {
                const double got = r.buffers[std::size_t(w)][std::size_t(i)];
                const double want = direct[std::size_t(i)];
                QVERIFY2(std::abs(got - want) <= 1e-12 * (1 + std::abs(want)) * k,
                         qPrintable(QString("worker %1 element %2: %3 vs %4").arg(w).arg(i).arg(got).arg(want)));
            }
        }
        // every element sent and received: 2(K-1)/K of the vector, exactly 2(K-1)*len/K in total share
        double sent = 0, received = 0;
        for (int w = 0; w < k; ++w) {
            sent += r.elementsSent[std::size_t(w)];
            received += r.elementsReceived[std::size_t(w)];
        }
        QCOMPARE(sent, 2.0 * (k - 1) * length);
        QCOMPARE(received, sent);
        if (k > 1 && length % k == 0)
            for (int w = 0; w < k; ++w) {
                QCOMPARE(r.elementsSent[std::size_t(w)], 2.0 * (k - 1) / k * length);
                QCOMPARE(r.elementsReceived[std::size_t(w)], 2.0 * (k - 1) / k * length);
            }
    }

    void integersExact()
    {
        // with small integers every order of summation is exact: compare bit for bit
        for (int k = 2; k <= 9; ++k) {
            const int len = 3 * k + 1;
            std::vector<std::vector<double>> in(static_cast<std::size_t>(k), std::vector<double>(static_cast<std::size_t>(len)));
            std::vector<double> direct(std::size_t(len), 0.0);
            for (int w = 0; w < k; ++w)
                for (int i = 0; i < len; ++i) {
                    in[std::size_t(w)][std::size_t(i)] = double((w + 1) * 100 + i);
                    direct[std::size_t(i)] += double((w + 1) * 100 + i);
                }
            const auto r = ringAllReduce(in);
            for (const auto &b : r.buffers)
                QCOMPARE(b, direct);
        }
    }

    void chunkBoundaries()
    {
        QCOMPARE(ringChunkBegin(10, 4, 0), 0);
        QCOMPARE(ringChunkBegin(10, 4, 4), 10);
        for (int len : {0, 1, 7, 10, 100})
            for (int k = 1; k <= 9; ++k)
                for (int c = 0; c < k; ++c) {
                    const int size = ringChunkBegin(len, k, c + 1) - ringChunkBegin(len, k, c);
                    QVERIFY(size >= len / k && size <= len / k + 1);
                }
    }

    void schedule()
    {
        // K = 3: at reduce-scatter step s worker w sends chunk (w - s) mod K; all-gather sends (w + 1 - s) mod K
        const auto r = ringAllReduce(std::vector<std::vector<double>>(3, std::vector<double>(3, 1.0)));
        const std::vector<std::vector<int>> expected{{0, 1, 2}, {2, 0, 1}, {1, 2, 0}, {0, 1, 2}};
        for (std::size_t s = 0; s < 4; ++s)
            QCOMPARE(r.steps[s].chunkSent, expected[s]);
    }

    void bytesFormula_data()
    {
        QTest::addColumn<int>("k");
        QTest::addColumn<double>("bytes");
        QTest::newRow("K=1") << 1 << 0.0;
        QTest::newRow("K=2") << 2 << 100.0;
        QTest::newRow("K=4") << 4 << 150.0;
        QTest::newRow("K=5") << 5 << 160.0;
        QTest::newRow("K=10") << 10 << 180.0;
    }
    void bytesFormula()
    {
        QFETCH(int, k);
        QFETCH(double, bytes);
        QVERIFY(std::abs(ringBytesPerWorker(k, 100.0) - bytes) < 1e-12);
    }

    void unequalLengthsRejected()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ringAllReduce({{1, 2}, {1}}));
        QVERIFY(ringAllReduce({}).buffers.empty());
    }
};

QTEST_GUILESS_MAIN(TestRingAllReduce)
#include "tst_ring_allreduce.moc"
