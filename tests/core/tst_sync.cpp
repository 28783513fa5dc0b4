// Worked example 3 (synchronous SGD, four workers): gradients, aggregation rules, rounds,
// one global update per round, stragglers and the bytes each topology moves.
#include "core/scenes.h"
#include "core/sim/ring_allreduce.h"
#include "core/sim/sync_rounds.h"
#include "core/sim/sync_trace.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace sgd;

Q_DECLARE_METATYPE(sgd::Aggregate)

class TestSync : public QObject {
    Q_OBJECT

private slots:
    void workerGradients()
    {
        const double expected[] = {-1.5, -4, -7.5, -12};
        const SyncConfig c;
        for (int k = 0; k < 4; ++k)
            QCOMPARE(workerGradient(1.5, c.shards[std::size_t(k)].first, c.shards[std::size_t(k)].second), expected[k]);
    }

    void aggregate_data()
    {
        QTest::addColumn<Aggregate>("how");
        QTest::addColumn<double>("direction");
        QTest::addColumn<double>("step");
        QTest::newRow("mean") << Aggregate::Mean << -6.25 << 0.1;
        QTest::newRow("sum, alpha = eta/K") << Aggregate::Sum << -25.0 << 0.025;
        QTest::newRow("fedavg equal sizes") << Aggregate::FedAvg << -6.25 << 0.1;
    }
    void aggregate()
    {
        QFETCH(Aggregate, how);
        QFETCH(double, direction);
        QFETCH(double, step);
        const std::vector<double> g{-1.5, -4, -7.5, -12};
        const Aggregated a = aggregateGradients(g, {1, 1, 1, 1}, how, 0.1);
        QCOMPARE(a.direction, direction);
        QCOMPARE(a.stepSize, step);
        QCOMPARE(1.5 - a.stepSize * a.direction, 2.125); // every form gives w1 = 2.125
    }

    void fedAvgWeighting_data()
    {
        QTest::addColumn<std::vector<double>>("sizes");
        QTest::newRow("equal 10s") << std::vector<double>{10, 10, 10, 10};
        QTest::newRow("1,1,1,5") << std::vector<double>{1, 1, 1, 5};
        QTest::newRow("100,50,25,25") << std::vector<double>{100, 50, 25, 25};
        QTest::newRow("3,0.5,7,1") << std::vector<double>{3, 0.5, 7, 1};
    }
    void fedAvgWeighting()
    {
        QFETCH(std::vector<double>, sizes);
        const std::vector<double> g{-1.5, -4, -7.5, -12};
        double total = 0;
        for (double n : sizes)
            total += n;
        double expected = 0;
        for (std::size_t i = 0; i < g.size(); ++i)
            expected += sizes[i] / total * g[i];
        const Aggregated a = aggregateGradients(g, sizes, Aggregate::FedAvg, 0.1);
        QVERIFY(std::abs(a.direction - expected) < 1e-12);
        QCOMPARE(a.stepSize, 0.1);
        const bool equal = std::all_of(sizes.begin(), sizes.end(), [&](double n) { return n == sizes.front(); });
        if (equal)
            QVERIFY(std::abs(a.direction - (-6.25)) < 1e-12);
        else
            QVERIFY(std::abs(a.direction - (-6.25)) > 1e-3);
    }

    void fedAvgUnequalInScene()
    {
        SyncConfig c;
        c.aggregate = Aggregate::FedAvg;
        c.shardSizes = {1, 1, 1, 5};
        c.rounds = 1;
        const Trace t = runSync(c);
        const double dir = (-1.5 - 4 - 7.5 + 5 * -12) / 8.0;
        QVERIFY(std::abs(t.frames[1].num("aggregated") - dir) < 1e-12);
        QVERIFY(std::abs(t.frames[1].num("w_next") - (1.5 - 0.1 * dir)) < 1e-12);
        QCOMPARE(t.frames[1].num("mean_grad"), -6.25); // the plain mean is still reported
    }

    void rounds_data()
    {
        QTest::addColumn<Aggregate>("how");
        QTest::newRow("mean") << Aggregate::Mean;
        QTest::newRow("sum") << Aggregate::Sum;
        QTest::newRow("fedavg") << Aggregate::FedAvg;
    }
    void rounds()
    {
        QFETCH(Aggregate, how);
        SyncConfig c;
        c.aggregate = how;
        c.rounds = 60;
        const Trace t = runSync(c);
        QCOMPARE(int(t.frames.size()), 61); // the start and 60 rounds
        const Frame &f0 = t.frames[0];
        QCOMPARE(f0.num("round"), 0.0);
        QCOMPARE(f0.num("w"), 1.5);
        QCOMPARE(f0.num("w_next"), 1.5); // nothing happened yet
        QCOMPARE(f0.num("global_updates"), 0.0);
        const Frame &f1 = t.frames[1];
        QCOMPARE(f1.num("round"), 1.0);
        QCOMPARE(f1.num("w"), 1.5);
        QCOMPARE(f1.vec("grads"), (std::vector<double>{-1.5, -4, -7.5, -12}));
        QCOMPARE(f1.num("mean_grad"), -6.25);
        QCOMPARE(f1.num("w_next"), 2.125);
        const double next[] = {2.28125, 2.3203125, 2.330078125};
        for (int r = 0; r < 3; ++r)
            QVERIFY2(std::abs(t.frames[std::size_t(r + 2)].num("w_next") - next[r]) < 1e-14,
                     qPrintable(QString::number(t.frames[std::size_t(r + 2)].num("w_next"), 'g', 17)));
        QVERIFY(std::abs(t.summary.num("final_w") - 7.0 / 3.0) < 1e-12); // -> 7/3
        QVERIFY(std::abs(t.meta.num("w_best") - 7.0 / 3.0) < 1e-15);
        QCOMPARE(t.meta.num("w_best_numerator"), 70.0);
        QCOMPARE(t.meta.num("w_best_denominator"), 30.0);
        // the data lie on y = 2x + 1
        QVERIFY(std::abs(t.meta.num("fit_slope") - 2.0) < 1e-12);
        QVERIFY(std::abs(t.meta.num("fit_intercept") - 1.0) < 1e-12);
    }

    void oneGlobalUpdatePerRound()
    {
        SyncConfig c;
        c.rounds = 8;
        const Trace t = runSync(c);
        QCOMPARE(t.summary.num("server_updates"), 8.0);
        QCOMPARE(int(t.frames.size()), 9);
        for (std::size_t r = 0; r < t.frames.size(); ++r) {
            const Frame &f = t.frames[r];
            QCOMPARE(f.num("round"), double(r));
            QCOMPARE(f.num("global_updates"), r == 0 ? 0.0 : 1.0); // round 0 is the start
            if (r > 0)
                QCOMPARE(f.num("w"), t.frames[r - 1].num("w_next"));
            const auto &ww = f.vec("worker_weights");
            QCOMPARE(int(ww.size()), 4);
            for (double w : ww)
                QCOMPARE(w, f.num("w")); // never four different models
            double mean = 0;
            for (double g : f.vec("grads"))
                mean += g;
            QVERIFY(std::abs(mean / 4 - f.num("mean_grad")) < 1e-14);
            QCOMPARE(f.num("w_next"), f.num("w") - f.num("step_size") * f.num("aggregated"));
        }
    }

    void straggler()
    {
        SyncConfig c;
        c.computeTimes = {1, 1.5, 1, 4};
        c.rounds = 3;
        const Trace t = runSync(c);
        const std::vector<double> idle{3, 2.5, 3, 0};
        for (std::size_t r = 0; r < 3; ++r) {
            const Frame &f = t.frames[r + 1];
            QCOMPARE(f.vec("idle"), idle);
            QCOMPARE(f.num("idle_round"), 8.5);
            QCOMPARE(f.num("round_start"), 4.0 * double(r));
            QCOMPARE(f.num("barrier_time"), 4.0 * double(r + 1));
            QCOMPARE(f.num("idle_total"), 8.5 * double(r + 1));
            QCOMPARE(f.vec("finish_times"), (std::vector<double>{4.0 * r + 1, 4.0 * r + 1.5, 4.0 * r + 1, 4.0 * r + 4}));
        }
        QCOMPARE(t.summary.num("idle_total"), 25.5);
        // the straggler does not change the arithmetic
        SyncConfig plain;
        plain.rounds = 3;
        QCOMPARE(runSync(plain).summary.num("final_w"), t.summary.num("final_w"));
    }

    void bytes_data()
    {
        QTest::addColumn<int>("k");
        QTest::newRow("K=2") << 2;
        QTest::newRow("K=3") << 3;
        QTest::newRow("K=4") << 4;
        QTest::newRow("K=8") << 8;
        QTest::newRow("K=16") << 16;
    }
    void bytes()
    {
        QFETCH(int, k);
        const double model = 100e6;
        QCOMPARE(ringBytesPerWorker(k, model), 2.0 * (k - 1) / k * model);
        QCOMPARE(ringBytesPerWorker(1, model), 0.0);

        SyncConfig c;
        c.shards.clear();
        for (int i = 1; i <= k; ++i)
            c.shards.emplace_back(i, 2 * i + 1);
        c.rounds = 1;
        c.modelBytes = model;
        c.topology = Topology::Ring;
        const Trace ring = runSync(c);
        QCOMPARE(ring.meta.num("ring_steps"), double(2 * (k - 1)));
        const auto &schedule = typedTrace<SyncTrace>(ring).meta.ring_chunks;
        QVERIFY(schedule.has_value());
        QCOMPARE(int(schedule->size()), 2 * (k - 1));
        for (std::size_t s = 0; s < schedule->size(); ++s) {
            const RingScheduleStep &step = (*schedule)[s];
            QCOMPARE(step.step, int(s) + 1);
            // reduce-scatter first, then all-gather, K - 1 steps each
            QCOMPARE(step.phase, int(s) < k - 1 ? kRingReduceScatter : kRingAllGather);
            QCOMPARE(int(step.chunks.size()), k);
            for (double chunk : step.chunks)
                QVERIFY(chunk >= 1 && chunk <= k);
        }
        for (double b : ring.frames[1].vec("bytes_sent"))
            QCOMPARE(b, 2.0 * (k - 1) / k * model);
        for (double b : ring.frames[1].vec("bytes_received"))
            QCOMPARE(b, 2.0 * (k - 1) / k * model);
        QVERIFY(!ring.frames[1].has("server_fan_in"));

        c.topology = Topology::Star;
        const Trace star = runSync(c);
        QCOMPARE(star.frames[1].num("server_fan_in"), k * model); // K models' worth every round
        QCOMPARE(star.frames[1].num("server_fan_out"), k * model);
        for (double b : star.frames[1].vec("bytes_sent"))
            QCOMPARE(b, model);
        // same arithmetic on both topologies
        QCOMPARE(star.frames[1].num("w_next"), ring.frames[1].num("w_next"));
    }

    void throughScene()
    {
        const SceneDef *s = findScene("sync");
        QVERIFY(s);
        ParamSet p = s->defaults();
        p.set("aggregate", "sum");
        const Trace t = runScene(*s, p);
        QCOMPARE(t.frames[1].num("w_next"), 2.125);
        p.set("aggregate", "fedavg");
        p.set("shard_sizes", "1,1,1,5");
        const Trace f = runScene(*s, p);
        QVERIFY(std::abs(f.frames[1].num("w_next") - (1.5 - 0.1 * (-73.0 / 8.0))) < 1e-12);
        p.set("shard_sizes", "1,2");
        QVERIFY_THROWS_EXCEPTION(ParamError, runScene(*s, p));
        ParamSet w3 = s->defaults();
        w3.set("workers", "3"); // without explicit data, x spreads over [1, 4] on y = 2x + 1: x = 1, 2.5, 4
        const Trace t3 = runScene(*s, w3);
        QCOMPARE(t3.frames[1].vec("grads"), (std::vector<double>{-1.5, -5.625, -12}));
        ParamSet w16 = s->defaults();
        w16.set("workers", "16"); // the default step stays stable for the largest class
        const Trace t16 = runScene(*s, w16);
        QVERIFY(!t16.diverged());
        QCOMPARE(int(t16.frames[1].vec("grads").size()), 16);
        ParamSet big = s->defaults();
        big.set("eta", "0.5"); // |1 - 0.5 * 7.5| = 2.75 > 1
        const Trace bt = runScene(*s, big);
        QVERIFY(bt.diverged());
        QVERIFY(std::abs(bt.summary.num("contraction") - (1 - 0.5 * 7.5)) < 1e-12);
        for (const auto &f : bt.frames)
            QVERIFY(f.allFinite());
        ParamSet q = s->defaults();
        q.set("data", "1:3,2:5,3:7,4:9");
        q.set("workers", "3"); // data names 4 workers
        try {
            runScene(*s, q);
            QFAIL("expected ParamError");
        } catch (const ParamError &e) {
            QCOMPARE(QString::fromStdString(e.key()), QString("workers"));
        }
        ParamSet r = s->defaults();
        r.set("compute", "1,1,1,3");
        const Trace st = runScene(*s, r);
        QCOMPARE(st.frames[1].vec("idle"), (std::vector<double>{2, 2, 2, 0}));
    }

    void traceFitsItsSchema_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("aggregate");
        QTest::newRow("star mean") << "star"
                                   << "mean";
        QTest::newRow("ring fedavg") << "ring"
                                     << "fedavg";
        QTest::newRow("star sum") << "star"
                                  << "sum";
    }
    void traceFitsItsSchema()
    {
        QFETCH(QString, topology);
        QFETCH(QString, aggregate);
        const SceneDef *s = findScene("sync");
        QVERIFY(s);
        QCOMPARE(s->schema.frame, &fieldTable<SyncRound>().schema());
        ParamSet p = s->defaults();
        p.set("topology", topology.toStdString());
        p.set("aggregate", aggregate.toStdString());
        p.set("compute", "1,2,1,3");
        const Trace t = runScene(*s, p);
        QCOMPARE(QString::fromStdString(s->schema.check(t)), QString());
        // Every record reads back into the structs and writes out the same: the tables cover every field.
        const SyncTrace &typed = typedTrace<SyncTrace>(t);
        QCOMPARE(typed.frames.size(), t.frames.size());
        for (std::size_t i = 0; i < t.frames.size(); ++i) {
            QVERIFY(toRecord(typed.frames[i]) == t.frames[i]);
            QCOMPARE(typed.frames[i].step, int(i));
            QCOMPARE(typed.frames[i].round, int(i));
        }
        QVERIFY(toRecord(typed.meta) == t.meta);
        QVERIFY(toRecord(typed.summary) == t.summary);
        const bool ring = topology == "ring";
        QCOMPARE(typed.meta.ring(), ring);
        QCOMPARE(typed.meta.ring_chunks.has_value(), ring);
        QCOMPARE(typed.meta.ring_steps.has_value(), ring);
        QCOMPARE(typed.frames[1].server_fan_in.has_value(), !ring);
        QCOMPARE(typed.frames[1].idle, (std::vector<double>{2, 1, 2, 0}));
        // A schedule step with a phase the table does not know is refused, naming the field.
        Trace bad = t;
        if (ring) {
            SyncMeta m = typed.meta;
            m.ring_chunks->front().phase = "scatter";
            bad.meta = toRecord(m);
            QVERIFY(s->schema.check(bad).find("phase") != std::string::npos);
        } else {
            bad.frames[1].set("server_fan_in", std::string("lots"));
            QVERIFY(s->schema.check(bad).find("server_fan_in") != std::string::npos);
        }
    }

    void ringScheduleRecords()
    {
        // K = 3: reduce-scatter worker k sends chunk k, k-1; all-gather k+1, k (numbered from 1, mod 3).
        SyncConfig c;
        c.shards = {{1, 3}, {2, 5}, {3, 7}};
        c.rounds = 1;
        c.topology = Topology::Ring;
        const Trace t = runSync(c);
        const auto &steps = *typedTrace<SyncTrace>(t).meta.ring_chunks;
        QCOMPARE(int(steps.size()), 4);
        QCOMPARE(steps[0].phase, kRingReduceScatter);
        QCOMPARE(steps[0].chunks, (std::vector<double>{1, 2, 3}));
        QCOMPARE(steps[1].chunks, (std::vector<double>{3, 1, 2}));
        QCOMPARE(steps[2].phase, kRingAllGather);
        QVERIFY(steps[2].allGather());
        QCOMPARE(steps[2].chunks, (std::vector<double>{2, 3, 1}));
        QCOMPARE(steps[3].chunks, (std::vector<double>{1, 2, 3}));
    }

    void divergenceReported()
    {
        SyncConfig c;
        c.eta = 1;
        c.rounds = 1000;
        const Trace t = runSync(c);
        QVERIFY(t.diverged());
        QVERIFY(int(t.frames.size()) < 1000);
        for (const Frame &f : t.frames)
            QVERIFY(f.allFinite());
        QVERIFY(t.summary.allFinite());
    }
};

QTEST_GUILESS_MAIN(TestSync)
#include "tst_sync.moc"
