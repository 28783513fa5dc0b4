// Every number of worked examples 1-5, read from `sgd-studio trace ... --format json`.
#include "cli_support.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace {
const double kPi = 3.14159265358979323846;

bool close(double a, double b, double tol = 1e-12)
{
    return std::abs(a - b) <= tol * std::max(1.0, std::abs(b));
}
QJsonObject frame(const QJsonObject &t, int i)
{
    return t.value("frames").toArray().at(i).toObject();
}
int frameCount(const QJsonObject &t)
{
    return int(t.value("frames").toArray().size());
}
std::vector<double> vec(const QJsonValue &v)
{
    std::vector<double> out;
    for (const QJsonValue &x : v.toArray())
        out.push_back(x.toDouble());
    return out;
}
std::vector<std::vector<double>> matrix(const QJsonValue &v)
{
    std::vector<std::vector<double>> m;
    for (const QJsonValue &row : v.toArray())
        m.push_back(vec(row));
    return m;
}
/// Every number anywhere in the document is finite and nothing is null.
bool allFinite(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return false;
    case QJsonValue::Double:
        return std::isfinite(v.toDouble());
    case QJsonValue::Array:
        for (const QJsonValue &x : v.toArray())
            if (!allFinite(x))
                return false;
        return true;
    case QJsonValue::Object:
        for (const QJsonValue &x : v.toObject())
            if (!allFinite(x))
                return false;
        return true;
    default:
        return true;
    }
}
} // namespace

class TestWorkedExamples : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { REQUIRE_EXE(); }

    // ------------------------------------------------------------------ 1. single weight
    void singleWeight()
    {
        const QJsonObject t = cli::trace("single-weight");
        QCOMPARE(t.value("scene").toString(), QString("single-weight"));
        const QJsonObject f = frame(t, 0);
        QCOMPARE(f.value("w").toDouble(), 2.0);
        QCOMPARE(t.value("params").toObject().value("x").toDouble(), 3.0);
        QCOMPARE(t.value("params").toObject().value("y").toDouble(), 10.0);
        QCOMPARE(f.value("y_hat").toDouble(), 6.0);
        QCOMPARE(f.value("loss").toDouble(), 8.0);
        QVERIFY(close(f.value("loss_probe").toDouble(), 7.88045));
        QVERIFY(close(f.value("fd_grad").toDouble(), -11.955, 1e-10));
        QVERIFY(close(f.value("central_grad").toDouble(), -12.0, 1e-10));
        QCOMPARE(f.value("grad").toDouble(), -12.0);
        QVERIFY(close(f.value("w_next").toDouble(), 3.2));
        QCOMPARE(f.value("wrong_grad").toDouble(), -8.0);
        QVERIFY(close(frame(t, 1).value("w").toDouble(), 3.2));
        QVERIFY(close(frame(t, 1).value("w_next").toDouble(), 3.32));
        QVERIFY(close(t.value("w_star").toDouble(), 10.0 / 3.0));
        QVERIFY(close(t.value("summary").toObject().value("w_star").toDouble(), 10.0 / 3.0));
        QVERIFY(close(t.value("contraction").toDouble(), 0.1));
        QCOMPARE(t.value("summary").toObject().value("diverged").toDouble(), 0.0);
        // every step: w_next = w - eta * grad, and the distance to w* shrinks tenfold
        for (int i = 0; i < frameCount(t); ++i) {
            const QJsonObject g = frame(t, i);
            QVERIFY(close(g.value("w_next").toDouble(), g.value("w").toDouble() - 0.1 * g.value("grad").toDouble()));
            if (i < 8)
                QVERIFY(close((g.value("w_next").toDouble() - 10.0 / 3) / (g.value("w").toDouble() - 10.0 / 3), 0.1, 1e-6));
        }
    }

    void singleWeightEta_data()
    {
        QTest::addColumn<QString>("eta");
        QTest::addColumn<bool>("overshoot");
        QTest::addColumn<bool>("diverged");
        QTest::newRow("0.05: no overshoot") << "0.05" << false << false;
        QTest::newRow("0.12: overshoot") << "0.12" << true << false;
        QTest::newRow("0.2: overshoot") << "0.2" << true << false;
        QTest::newRow("0.25: diverges") << "0.25" << true << true;
        QTest::newRow("0.5: diverges") << "0.5" << true << true;
    }
    void singleWeightEta()
    {
        QFETCH(QString, eta);
        QFETCH(bool, overshoot);
        QFETCH(bool, diverged);
        const cli::Result r = cli::run({"trace", "single-weight", "--set", "eta=" + eta, "--steps", "200"});
        QCOMPARE(r.exitCode, 0); // divergence is a result, not an error
        QVERIFY(!r.out.contains("null"));
        QVERIFY(!r.out.contains("inf"));
        QVERIFY(!r.out.contains("nan"));
        const QJsonObject t = r.json();
        QVERIFY(allFinite(t));
        const double factor = 1 - 9 * eta.toDouble();
        QVERIFY(close(t.value("contraction").toDouble(), factor));
        QCOMPARE(t.value("summary").toObject().value("diverged").toDouble() != 0, diverged);
        QVERIFY(!t.value("summary").toObject().value("message").toString().isEmpty());
        for (int i = 0; i < std::min(frameCount(t), 20); ++i) {
            const QJsonObject f = frame(t, i);
            const double before = f.value("w").toDouble() - 10.0 / 3, after = f.value("w_next").toDouble() - 10.0 / 3;
            if (std::abs(before) < 1e-9)
                break; // at the vertex up to rounding: no sign left to compare
            QCOMPARE(f.value("overshoot").toDouble() != 0, overshoot);
            QCOMPARE(before * after < 0, overshoot);
            QVERIFY(close(after, factor * before, 1e-9));
        }
        if (diverged)
            QVERIFY(frameCount(t) < 200); // stopped before the numbers ran out of range
    }

    // ------------------------------------------------------------------ 2. mini-batch
    void miniBatch_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<int>("perEpoch");
        QTest::addColumn<int>("lastBatch");
        QTest::addColumn<int>("dropped");
        QTest::addColumn<int>("padded");
        QTest::newRow("keep") << QStringList{"leftover=keep"} << 13 << 16 << 0 << 0;
        QTest::newRow("drop") << QStringList{"leftover=drop"} << 12 << 32 << 16 << 0;
        QTest::newRow("pad") << QStringList{"leftover=pad"} << 13 << 32 << 0 << 16;
        QTest::newRow("sample-wise") << QStringList{"batch=1"} << 400 << 1 << 0 << 0;
        QTest::newRow("full batch") << QStringList{"batch=400"} << 1 << 400 << 0 << 0;
    }
    void miniBatch()
    {
        QFETCH(QStringList, sets);
        QFETCH(int, perEpoch);
        QFETCH(int, lastBatch);
        QFETCH(int, dropped);
        QFETCH(int, padded);
        const QJsonObject t = cli::trace("mini-batch", sets);
        QCOMPARE(t.value("n").toDouble(), 400.0);
        QCOMPARE(t.value("summary").toObject().value("updates_per_epoch").toDouble(), double(perEpoch));
        QCOMPARE(t.value("updates_per_epoch_keep").toDouble(), sets.contains("batch=1")     ? 400.0
                                                               : sets.contains("batch=400") ? 1.0
                                                                                            : 13.0);
        QCOMPARE(t.value("updates_per_epoch_sample").toDouble(), 400.0);
        QCOMPARE(t.value("updates_per_epoch_full").toDouble(), 1.0);
        QCOMPARE(t.value("dropped").toDouble(), double(dropped));
        QCOMPARE(t.value("padded").toDouble(), double(padded));
        QCOMPARE(frameCount(t), 1 + 3 * perEpoch);
        const QJsonObject last = frame(t, perEpoch);
        QCOMPARE(last.value("batch_index").toDouble(), double(perEpoch));
        QCOMPARE(last.value("batch_size").toDouble(), double(lastBatch));
        QCOMPARE(last.value("epoch").toDouble(), 1.0);
        if (sets == QStringList{"leftover=keep"}) {
            QCOMPARE(t.value("full_batches").toDouble(), 12.0);
            QCOMPARE(t.value("leftover").toDouble(), 16.0);
            for (int i = 1; i <= 12; ++i)
                QCOMPARE(frame(t, i).value("batch_size").toDouble(), 32.0);
        }
    }

    void frozenWeightBatch()
    {
        const QJsonObject t = cli::trace("mini-batch");
        QCOMPARE(t.value("frozen_w").toDouble(), 1.5);
        QCOMPARE(vec(t.value("frozen_grads")), (std::vector<double>{-1.5, -4, -7.5, -12}));
        QCOMPARE(t.value("frozen_mean_grad").toDouble(), -6.25);
        QCOMPARE(t.value("frozen_w_next").toDouble(), 2.125);
    }

    void shuffleSeeds()
    {
        const cli::Result a = cli::run({"trace", "mini-batch", "--set", "seed=5"});
        const cli::Result b = cli::run({"trace", "mini-batch", "--set", "seed=5"});
        const cli::Result c = cli::run({"trace", "mini-batch", "--set", "seed=6"});
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out); // reproducible
        QVERIFY(a.out != c.out);
        QVERIFY(frame(a.json(), 1).value("grad").toDouble() != frame(c.json(), 1).value("grad").toDouble());
    }

    // ------------------------------------------------------------------ 3. sync
    void sync_data()
    {
        QTest::addColumn<QString>("aggregate");
        QTest::newRow("mean") << "mean";
        QTest::newRow("sum") << "sum";
        QTest::newRow("fedavg equal sizes") << "fedavg";
    }
    void sync()
    {
        QFETCH(QString, aggregate);
        const QJsonObject t = cli::trace("sync", {"aggregate=" + aggregate}, {"--steps", "40"});
        QCOMPARE(frameCount(t), 41); // round 0 (the start) and 40 rounds
        const QJsonObject start = frame(t, 0);
        QCOMPARE(start.value("round").toDouble(), 0.0);
        QCOMPARE(start.value("w").toDouble(), 1.5);
        QCOMPARE(start.value("w_next").toDouble(), 1.5);
        QCOMPARE(start.value("global_updates").toDouble(), 0.0);
        const QJsonObject f = frame(t, 1);
        QCOMPARE(f.value("w").toDouble(), 1.5);
        QCOMPARE(vec(f.value("grads")), (std::vector<double>{-1.5, -4, -7.5, -12}));
        QCOMPARE(f.value("mean_grad").toDouble(), -6.25);
        QCOMPARE(f.value("w_next").toDouble(), 2.125);
        QVERIFY(close(frame(t, 2).value("w_next").toDouble(), 2.28125, 1e-15));
        QVERIFY(close(frame(t, 3).value("w_next").toDouble(), 2.3203125, 1e-15));
        QVERIFY(close(frame(t, 4).value("w_next").toDouble(), 2.330078125, 1e-15));
        QVERIFY(close(t.value("summary").toObject().value("final_w").toDouble(), 7.0 / 3.0, 1e-12));
        QVERIFY(close(t.value("w_best").toDouble(), 7.0 / 3.0));
        for (int r = 1; r < frameCount(t); ++r) {
            const QJsonObject g = frame(t, r);
            QCOMPARE(g.value("round").toDouble(), double(r));
            QCOMPARE(g.value("step").toDouble(), double(r));
            QCOMPARE(g.value("w").toDouble(), frame(t, r - 1).value("w_next").toDouble());
            for (double w : vec(g.value("worker_weights")))
                QCOMPARE(w, g.value("w").toDouble());
            QCOMPARE(int(vec(g.value("worker_weights")).size()), 4);
            QCOMPARE(g.value("global_updates").toDouble(), 1.0);
        }
        QCOMPARE(t.value("summary").toObject().value("server_updates").toDouble(), 40.0);
    }

    void syncFedAvgUnequal()
    {
        const QJsonObject t = cli::trace("sync", {"aggregate=fedavg", "shard_sizes=1,1,1,5"});
        const double direction = (1 * -1.5 + 1 * -4 + 1 * -7.5 + 5 * -12) / 8.0;
        QVERIFY(close(frame(t, 1).value("aggregated").toDouble(), direction));
        QVERIFY(close(frame(t, 1).value("w_next").toDouble(), 1.5 - 0.1 * direction));
    }

    void syncStraggler()
    {
        const QJsonObject t = cli::trace("sync", {"compute=1,1,1,3"});
        for (int r = 1; r < frameCount(t); ++r) {
            QCOMPARE(vec(frame(t, r).value("idle")), (std::vector<double>{2, 2, 2, 0}));
            QCOMPARE(frame(t, r).value("barrier_time").toDouble(), 3.0 * r);
        }
        QCOMPARE(frame(t, 1).value("w_next").toDouble(), 2.125); // a straggler does not change the numbers
    }

    void syncBytes_data()
    {
        QTest::addColumn<int>("k");
        QTest::newRow("K=2") << 2;
        QTest::newRow("K=4") << 4;
        QTest::newRow("K=8") << 8;
    }
    void syncBytes()
    {
        QFETCH(int, k);
        const QString workers = "workers=" + QString::number(k);
        const QJsonObject ring = cli::trace("sync", {workers, "topology=ring", "model_mb=100"});
        QCOMPARE(ring.value("ring_steps").toDouble(), double(2 * (k - 1)));
        QCOMPARE(ring.value("ring_chunks").toArray().size(), qsizetype(2 * (k - 1)));
        for (double b : vec(frame(ring, 1).value("bytes_sent")))
            QVERIFY(close(b, 2.0 * (k - 1) / k * 100e6));
        for (double b : vec(frame(ring, 1).value("bytes_received")))
            QVERIFY(close(b, 2.0 * (k - 1) / k * 100e6));
        const QJsonObject star = cli::trace("sync", {workers, "topology=star", "model_mb=100"});
        QCOMPARE(frame(star, 1).value("server_fan_in").toDouble(), k * 100e6);
    }

    // ------------------------------------------------------------------ 4. async
    void asyncTable()
    {
        const QJsonObject t = cli::trace("async");
        struct Row {
            double time;
            int worker;
            double wRead, wBefore, grad, wAfter;
            int tau;
            double gap;
        };
        const Row rows[] = {
            {1.0, 1, 2.0, 2.0, -2, 2.2, 0, 0},
            {1.4, 2, 2.0, 2.2, -6, 2.8, 1, 0.2},
            {1.8, 3, 2.0, 2.8, -10, 3.8, 2, 0.8},
            {2.0, 1, 2.2, 3.8, -1.8, 3.98, 2, 1.6},
        };
        const QJsonObject start = frame(t, 0); // t = 0: every worker has read w0 = 2.0
        QCOMPARE(start.value("update").toDouble(), 0.0);
        QCOMPARE(start.value("time").toDouble(), 0.0);
        QCOMPARE(start.value("w_after").toDouble(), 2.0);
        for (int i = 0; i < 4; ++i) {
            const QJsonObject f = frame(t, i + 1);
            const Row &r = rows[i];
            QCOMPARE(f.value("update").toDouble(), double(i + 1));
            QVERIFY(close(f.value("time").toDouble(), r.time));
            QCOMPARE(f.value("worker").toDouble(), double(r.worker));
            QVERIFY(close(f.value("w_read").toDouble(), r.wRead));
            QVERIFY(close(f.value("w_before").toDouble(), r.wBefore));
            QVERIFY(close(f.value("grad").toDouble(), r.grad));
            QVERIFY(close(f.value("w_after").toDouble(), r.wAfter));
            QCOMPARE(f.value("staleness").toDouble(), double(r.tau));
            QVERIFY(close(f.value("gap").toDouble(), r.gap));
        }
        QCOMPARE(t.value("summary").toObject().value("server_writes").toDouble(), 12.0);
        QCOMPARE(t.value("summary").toObject().value("sync_writes_same_work").toDouble(), 4.0);
    }

    void asyncStalenessRule()
    {
        const QJsonObject t = cli::trace("async", {"lr_rule=staleness"});
        for (int i = 1; i < frameCount(t); ++i) {
            const QJsonObject f = frame(t, i);
            QVERIFY(close(f.value("eta_used").toDouble(), 0.1 / (1 + f.value("staleness").toDouble())));
        }
    }

    void asyncTies()
    {
        // worker 1 (compute 2, started at 0) and worker 2 (restarted at 1) both arrive at t = 2
        const QJsonObject t = cli::trace("async", {"data=1:3,1:3", "compute=2,1"});
        QCOMPARE(frame(t, 2).value("time").toDouble(), 2.0);
        QCOMPARE(frame(t, 3).value("time").toDouble(), 2.0);
        QCOMPARE(frame(t, 2).value("worker").toDouble(), 1.0);
        QCOMPARE(frame(t, 3).value("worker").toDouble(), 2.0);
    }

    void asyncSspAndFailure()
    {
        const QJsonObject ssp = cli::trace("async", {"ssp=0", "compute=0.2,1,3"});
        QCOMPARE(frameCount(ssp), 13);
        bool waited = false;
        for (const QJsonValue &v : ssp.value("worker_intervals").toArray()) {
            const QJsonObject iv = v.toObject();
            if (iv.value("worker").toDouble() == 1 && iv.value("kind").toString() == "ssp-wait" &&
                iv.value("end").toDouble() > iv.value("start").toDouble())
                waited = true;
        }
        QVERIFY(waited);
        for (int i = 0; i < frameCount(ssp); ++i) {
            const auto c = vec(frame(ssp, i).value("clocks"));
            QVERIFY(*std::max_element(c.begin(), c.end()) - *std::min_element(c.begin(), c.end()) <= 1);
        }

        const QJsonObject f = cli::trace("async", {"fail=1@1.5", "rejoin=3"});
        double newest = 2.0;
        for (int i = 0; i < frameCount(f); ++i) {
            const QJsonObject g = frame(f, i);
            if (g.value("worker").toDouble() == 1.0) {
                QVERIFY(g.value("time").toDouble() <= 1.5 || g.value("start_time").toDouble() >= 3.0);
                if (g.value("start_time").toDouble() == 3.0)
                    QCOMPARE(g.value("w_read").toDouble(), newest);
            }
            if (g.value("time").toDouble() <= 3.0)
                newest = g.value("w_after").toDouble();
        }
    }

    // ------------------------------------------------------------------ 5. decentralized
    void pathThree()
    {
        const QJsonObject t = cli::trace("decentralized");
        const auto w = matrix(t.value("mixing_matrix"));
        const double expected[3][3] = {{2.0 / 3, 1.0 / 3, 0}, {1.0 / 3, 1.0 / 3, 1.0 / 3}, {0, 1.0 / 3, 2.0 / 3}};
        QCOMPARE(int(w.size()), 3);
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                QVERIFY(std::abs(w[std::size_t(i)][std::size_t(j)] - expected[i][j]) < 1e-15);
        QCOMPARE(w[0][2], 0.0); // node 3 never talks to node 1
        QVERIFY(close(t.value("lambda2").toDouble(), 2.0 / 3));
    }

    void gossip_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::newRow("path 3") << QStringList{};
        QTest::newRow("ring 6") << QStringList{"topology=ring", "nodes=6"};
        QTest::newRow("star 5") << QStringList{"topology=star", "nodes=5"};
        QTest::newRow("complete 4") << QStringList{"topology=complete", "nodes=4"};
        QTest::newRow("threshold 7") << QStringList{"topology=threshold", "nodes=7", "threshold=2.5"};
        QTest::newRow("threshold custom") << QStringList{"topology=threshold", "nodes=4", "positions=0:0,1:0,1:1,5:5",
                                                         "threshold=1.5"};
        QTest::newRow("path 3, node 3 dead") << QStringList{"failed=3"};
        QTest::newRow("ring 5, node 2 dead") << QStringList{"topology=ring", "nodes=5", "failed=2"};
    }
    void gossip()
    {
        QFETCH(QStringList, sets);
        const QJsonObject t = cli::trace("decentralized", sets + QStringList{"rounds=30"});
        const auto w = matrix(t.value("mixing_matrix"));
        const int n = int(w.size());
        QVERIFY(n >= 3);
        for (int i = 0; i < n; ++i) {
            double row = 0;
            for (int j = 0; j < n; ++j) {
                QCOMPARE(w[std::size_t(i)][std::size_t(j)], w[std::size_t(j)][std::size_t(i)]);
                row += w[std::size_t(i)][std::size_t(j)];
            }
            QVERIFY(std::abs(row - 1) < 1e-12);
        }
        QCOMPARE(frameCount(t), 31);
        const double mean0 = frame(t, 0).value("mean").toDouble();
        double last = frame(t, 0).value("consensus_distance").toDouble();
        for (int r = 1; r < frameCount(t); ++r) {
            const auto prev = vec(frame(t, r - 1).value("weights"));
            const auto x = vec(frame(t, r).value("weights"));
            for (int i = 0; i < n; ++i) {
                double y = 0;
                for (int j = 0; j < n; ++j)
                    y += w[std::size_t(i)][std::size_t(j)] * prev[std::size_t(j)];
                QVERIFY(std::abs(x[std::size_t(i)] - y) < 1e-13); // x_{t+1} = W x_t
            }
            QVERIFY(std::abs(frame(t, r).value("mean").toDouble() - mean0) < 1e-12);
            const double d = frame(t, r).value("consensus_distance").toDouble();
            QVERIFY(d <= last + 1e-15);
            last = d;
        }
        if (t.value("components").toDouble() == 1.0)
            QVERIFY(last < frame(t, 0).value("consensus_distance").toDouble());
    }

    void ringLambda2_data()
    {
        QTest::addColumn<int>("n");
        for (int n : {3, 5, 8, 12, 20})
            QTest::addRow("ring %d", n) << n;
    }
    void ringLambda2()
    {
        QFETCH(int, n);
        const QJsonObject t = cli::trace("decentralized", {"topology=ring", "nodes=" + QString::number(n), "rounds=1"});
        QVERIFY(std::abs(t.value("lambda2").toDouble() - (1.0 / 3 + 2.0 / 3 * std::cos(2 * kPi / n))) < 1e-12);
    }

    void deadHub()
    {
        const QJsonObject t = cli::trace("decentralized", {"topology=star", "nodes=5", "failed=1"});
        QCOMPARE(t.value("spectral_gap").toDouble(), 0.0);
        const auto w0 = vec(frame(t, 0).value("weights"));
        for (int r = 0; r < frameCount(t); ++r)
            QCOMPARE(vec(frame(t, r).value("weights")), w0);
    }

    void deadEnd()
    {
        const QJsonObject t = cli::trace("decentralized", {"failed=3", "rounds=60"});
        QVERIFY(t.value("spectral_gap").toDouble() > 0);
        const auto last = vec(frame(t, frameCount(t) - 1).value("weights"));
        QCOMPARE(last[2], 3.0);                  // the dead node keeps its weight
        QVERIFY(std::abs(last[0] - 1.5) < 1e-9); // nodes 1 and 2 agree on their mean
        QVERIFY(std::abs(last[1] - 1.5) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestWorkedExamples)
#include "tst_worked_examples.moc"
