// Sharded parameter servers: with S = 1 and a free server the run is the asynchronous scene's,
// push for push (same workers in the same order, same times, same weights); with a cost per push
// one server saturates at 1 / service_time and S shards lift that ceiling S times; the lanes and
// the frames agree; the trace fits its schema and is finite.
#include "core/params.h"
#include "core/scenes.h"
#include "core/sim/async_trace.h"
#include "core/sim/sharded_servers.h"
#include "core/sim/sharded_servers_trace.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <set>

using namespace sgd;

namespace {
Trace sceneTrace(const std::string &id, const std::vector<std::pair<std::string, std::string>> &sets)
{
    const SceneDef *scene = findScene(id);
    ParamSet p = scene->defaults();
    for (const auto &[k, v] : sets)
        p.set(k, v);
    return runScene(*scene, p); // refuses non-finite numbers and schema misfits
}

const Trace &presetTrace()
{
    static const Trace t = sceneTrace("sharded-servers", {});
    return t;
}

const ThroughputPoint &point(const ShardedServersTrace &t, int shards, int workers)
{
    for (const ThroughputPoint &p : t.meta.sweep)
        if (p.shards == shards && p.workers == workers && !p.as_run)
            return p;
    throw std::runtime_error("no sweep point");
}

/// Each shard's lane holds exactly its busy time: the apply intervals of shard s add up to busy_time.
bool shardLanesMatchTheirLoads(const ShardedServersTrace &t)
{
    for (const ShardLoad &l : t.meta.shard_loads) {
        double busy = 0;
        for (const ShardInterval &iv : t.meta.intervals)
            if (iv.lane == 0 && iv.shard == l.shard)
                busy += iv.end - iv.start;
        if (std::abs(busy - l.busy_time) > 1e-9)
            return false;
    }
    return true;
}
} // namespace

class TestShardedServers : public QObject {
    Q_OBJECT
private slots:
    void oneFreeServerIsTheAsyncScene()
    {
        // The async scene with 6 workers (x over [1, 4] on y = 2x + 1) against one free server with
        // the same workers. Compute times where no two gradients finish at the same instant: at a tie
        // the sharded servers take the lower worker first (the project's rule), which the async
        // scene may not yet do.
        const std::vector<double> times{1.0, 1.37, 1.61, 1.93, 2.29, 2.71};
        const Trace a = sceneTrace(
            "async",
            {{"workers", "6"}, {"compute", "1,1.37,1.61,1.93,2.29,2.71"}, {"eta", "0.01"}, {"w0", "0"}, {"updates", "80"}});
        const AsyncTrace &at = typedTrace<AsyncTrace>(a);
        ShardedServersConfig c;
        c.async.shards.clear();
        for (std::size_t i = 0; i < 6; ++i)
            c.async.shards.emplace_back(at.meta.data_x[i], at.meta.data_y[i]);
        c.async.computeTimes = times;
        c.async.eta = 0.01;
        c.async.w0 = 0;
        c.async.updates = 80;
        c.modelMb = 0;
        c.applyMs = 0;
        const Trace s = runShardedServers(c);
        const ShardedServersTrace &st = typedTrace<ShardedServersTrace>(s);
        QCOMPARE(at.meta.compute_times, times);
        QCOMPARE(st.frames.size(), at.frames.size());
        QCOMPARE(int(st.frames.size()), 81);
        std::vector<int> workersSeen;
        for (std::size_t i = 1; i < at.frames.size(); ++i) {
            QCOMPARE(st.frames[i].worker, at.frames[i].worker);
            QCOMPARE(st.frames[i].time, at.frames[i].time);
            QCOMPARE(st.frames[i].staleness, at.frames[i].staleness);
            QCOMPARE(st.frames[i].w_read, at.frames[i].w_read);
            QCOMPARE(st.frames[i].w_after, at.frames[i].w_after); // bit for bit
            QCOMPARE(st.frames[i].queue_wait, 0.0);
            workersSeen.push_back(st.frames[i].worker);
        }
        QCOMPARE(std::set<int>(workersSeen.begin(), workersSeen.end()).size(), std::size_t(6)); // every worker took part
        QVERIFY(at.frames.back().staleness > 0);
        QCOMPARE(st.meta.ceiling, 0.0); // a free server: no ceiling
        QCOMPARE(st.summary.max_queue, 0);
    }

    /// The steady rate of the docs, (A - q)/(t_A - t_q) with q = floor(A/4) + 1, for every A: with
    /// two pushes, back to back at the one server's 0.3 s, the rate is the ceiling (saturated);
    /// one push gives no rate.
    void aShortRunIsJudgedByTheDocumentedRate()
    {
        const Trace two = sceneTrace("sharded-servers", {{"updates", "2"}});
        const auto &t2 = typedTrace<ShardedServersTrace>(two);
        QCOMPARE(int(t2.frames.size()), 3);
        const double rate = 1.0 / (t2.frames[2].time - t2.frames[1].time);
        QVERIFY2(std::abs(rate - 1 / 0.3) < 1e-9, qPrintable(QString::number(rate)));
        QVERIFY(t2.summary.saturated);
        const Trace three = sceneTrace("sharded-servers", {{"updates", "3"}});
        const auto &t3 = typedTrace<ShardedServersTrace>(three);
        QCOMPARE(bool(t3.summary.saturated), 2.0 / (t3.frames[3].time - t3.frames[1].time) >= 0.9 * t3.meta.ceiling);
        const Trace one = sceneTrace("sharded-servers", {{"updates", "1"}});
        QVERIFY(!typedTrace<ShardedServersTrace>(one).summary.saturated);
    }

    void oneServerSaturates()
    {
        const ShardedServersTrace &t = typedTrace<ShardedServersTrace>(presetTrace());
        // 100 MB in and out over 1000 MB/s = 0.2 s, plus 0.1 s to apply: 0.3 s a push, 3.33 pushes/s at most.
        QCOMPARE(t.meta.transfer_time, 0.2);
        QCOMPARE(t.meta.apply_time, 0.1);
        QVERIFY(std::abs(t.meta.ceiling - 1 / 0.3) < 1e-9);
        QVERIFY2(t.summary.saturated, qPrintable(QString::number(t.summary.rate)));
        QVERIFY(t.summary.rate <= t.meta.ceiling + 1e-9);
        QVERIFY(t.summary.free_rate > 6); // 8 workers at 1 to 1.35 s: 6.9 pushes/s with a free server
        QVERIFY(t.summary.max_queue >= 3);
        QVERIFY(t.summary.mean_queue_wait > 0.5);
        // The sweep: near-linear at first, flat at the ceiling once the server saturates.
        const ThroughputPoint &k1 = point(t, 1, 1), &k2 = point(t, 1, 2), &k16 = point(t, 1, 16);
        QVERIFY(std::abs(k1.rate - k1.free) < 1e-9 * k1.free + 1e-9 || k1.rate > 0.7 * k1.free);
        QVERIFY(k2.rate > 1.8 * k1.rate);
        QVERIFY(k16.rate <= k16.ceiling * (1 + 1e-9));
        QVERIFY(k16.rate > 0.99 * k16.ceiling);
        QVERIFY(t.summary.saturation_k >= 3 && t.summary.saturation_k <= 5);
        QCOMPARE(t.summary.saturation_k, 5); // 2.75/s at K = 4, 3.33/s at K = 5
        for (int s : {2, 4, 8})
            QVERIFY(std::abs(point(t, s, 16).ceiling - s * k16.ceiling) < 1e-9);
        // Eight shards lift the ceiling to 26.7/s, above what 16 workers can push: near the free line.
        const ThroughputPoint &s8 = point(t, 8, 16);
        QVERIFY2(s8.rate > 0.9 * s8.free, qPrintable(QString::number(s8.rate)));
        QVERIFY(s8.rate > 3 * k16.rate);
        for (int k = 2; k <= 16; ++k)
            QVERIFY(point(t, 4, k).rate >= point(t, 1, k).rate - 1e-9);
    }

    void lanesAgreeWithFrames()
    {
        const ShardedServersTrace &t = typedTrace<ShardedServersTrace>(presetTrace());
        int applies = 0;
        double queued = 0;
        for (const ShardInterval &iv : t.meta.intervals) {
            QVERIFY(iv.end >= iv.start);
            if (iv.kind == "apply" && iv.update > 0) {
                ++applies;
                const ShardedServersStep &f = t.frames[std::size_t(iv.update)];
                QVERIFY(std::abs(iv.end - f.time) < 1e-9);
                QVERIFY(std::abs(iv.end - iv.start - t.meta.service_time) < 1e-9);
            }
            if (iv.kind == "queued" && iv.update > 0)
                queued += iv.end - iv.start;
        }
        QCOMPARE(applies, 60);
        double waits = 0;
        for (std::size_t i = 1; i < t.frames.size(); ++i) {
            const ShardedServersStep &f = t.frames[i];
            QVERIFY(std::abs(f.time - f.arrival - f.queue_wait - t.meta.service_time) < 1e-9);
            QVERIFY(f.time >= t.frames[i - 1].time);
            waits += f.queue_wait;
        }
        QVERIFY(std::abs(waits - queued) < 1e-6);
        QVERIFY(std::abs(t.summary.mean_queue_wait - waits / 60) < 1e-9);
    }

    // #29.9: a worker's lane has no holes from 0 to the end of the run: computing, its push waiting,
    // its push being served, computing again; a push still in flight at the end keeps the gradient
    // it carries (that gradient had no interval before).
    void everyWorkersTimeIsAccountedFor_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addRow("preset") << QStringList{};
        QTest::addRow("one push") << QStringList{"updates=1"};
        QTest::addRow("four shards") << QStringList{"shards=4"};
        QTest::addRow("free server") << QStringList{"model_mb=0", "apply_ms=0"};
        QTest::addRow("16 workers, 8 shards") << QStringList{"workers=16", "shards=8", "updates=500"};
    }
    void everyWorkersTimeIsAccountedFor()
    {
        QFETCH(QStringList, sets);
        std::vector<std::pair<std::string, std::string>> kv;
        for (const QString &s : sets)
            kv.emplace_back(s.section('=', 0, 0).toStdString(), s.section('=', 1).toStdString());
        const Trace trace = sceneTrace("sharded-servers", kv);
        const ShardedServersTrace &t = typedTrace<ShardedServersTrace>(trace);
        const double end = t.summary.end_time;
        QVERIFY(end > 0);
        for (int w = 1; w <= t.meta.workers; ++w) {
            std::vector<ShardInterval> lane;
            for (const ShardInterval &iv : t.meta.intervals)
                if (iv.lane == w)
                    lane.push_back(iv);
            std::sort(lane.begin(), lane.end(), [](const ShardInterval &a, const ShardInterval &b) { return a.start < b.start; });
            double covered = 0;
            for (const ShardInterval &iv : lane) {
                QVERIFY2(std::abs(iv.start - covered) < 1e-9,
                         qPrintable(QStringLiteral("worker %1: nothing from %2 to %3 s").arg(w).arg(covered).arg(iv.start)));
                QVERIFY(iv.end > iv.start);
                covered = iv.end;
            }
            QVERIFY2(covered >= end - 1e-9,
                     qPrintable(QStringLiteral("worker %1: nothing from %2 to %3 s").arg(w).arg(covered).arg(end)));
        }
    }

    // #29.10: each shard is a server of its own. Four shards with the parameters split 4:1:1:1:
    // shard 1 owns 4/7 of the 100 MB and needs 2 x 57.14 MB / 1000 MB/s + 100 ms x 4/7 = 1.2/7 s
    // per push, the others 0.3/7 s. The slowest shard sets the ceiling, 7/1.2 = 5.83 pushes/s
    // (four equal shards: 13.3). Expected numbers from an independent simulation of the model as
    // docs/trace-format.md states it.
    void eachShardIsItsOwnServer()
    {
        const Trace trace = sceneTrace("sharded-servers", {{"shards", "4"}, {"split", "4,1,1,1"}});
        const ShardedServersTrace &t = typedTrace<ShardedServersTrace>(trace);
        QCOMPARE(int(t.meta.shard_loads.size()), 4);
        QCOMPARE(int(t.meta.split.size()), 4);
        const double share[] = {4.0 / 7, 1.0 / 7, 1.0 / 7, 1.0 / 7};
        for (int s = 0; s < 4; ++s) {
            const ShardLoad &l = t.meta.shard_loads[std::size_t(s)];
            QCOMPARE(l.shard, s + 1);
            QVERIFY(std::abs(l.share - share[s]) < 1e-12);
            QVERIFY(std::abs(t.meta.split[std::size_t(s)] - share[s]) < 1e-12);
            QVERIFY(std::abs(l.slice_mb - 100 * share[s]) < 1e-9);
            QVERIFY(std::abs(l.service_time - 0.3 * share[s]) < 1e-12);
            QVERIFY(std::abs(l.ceiling - 1 / (0.3 * share[s])) < 1e-9);
            QVERIFY(!l.hot);
        }
        QCOMPARE(t.meta.slowest_shard, 1);
        QCOMPARE(t.summary.slowest_shard, 1);
        QCOMPARE(t.meta.service_time, t.meta.shard_loads[0].service_time);
        QVERIFY(std::abs(t.meta.ceiling - 7 / 1.2) < 1e-9);
        QCOMPARE(t.summary.ceiling, t.meta.ceiling);
        // The slowest shard answers every push last; the frames say how long it kept the push waiting.
        for (std::size_t i = 1; i < t.frames.size(); ++i) {
            const ShardedServersStep &f = t.frames[i];
            QCOMPARE(f.last_shard, 1);
            QVERIFY(std::abs(f.time - f.arrival - f.queue_wait - t.meta.shard_loads[0].service_time) < 1e-9);
            QCOMPARE(int(f.shard_pushes.size()), 4);
            QCOMPARE(int(f.shard_busy.size()), 4);
            QCOMPARE(int(f.shard_queue.size()), 4);
            QCOMPARE(f.shard_pushes[0], double(f.update));
            for (int s = 1; s < 4; ++s)
                QVERIFY(f.shard_pushes[std::size_t(s)] >= f.update && f.shard_busy[std::size_t(s)] < f.shard_busy[0]);
            QCOMPARE(f.busy, f.shard_busy[0]);
            QCOMPARE(double(f.queue_len), *std::max_element(f.shard_queue.begin(), f.shard_queue.end()));
        }
        struct Expected {
            int update;
            double time;
            int worker;
            double queueWait;
            std::vector<double> pushes;
        };
        for (const Expected &e :
             {Expected{1, 1.1714285714285715, 1, 0, {1, 3, 3, 3}}, Expected{10, 2.714285714285714, 2, 0.15, {10, 11, 11, 11}},
              Expected{24, 5.214285714285716, 7, 0.0714285714285730, {24, 24, 24, 24}},
              Expected{60, 11.75, 1, 0.35, {60, 60, 60, 60}}}) {
            const ShardedServersStep &f = t.frames[std::size_t(e.update)];
            QVERIFY2(std::abs(f.time - e.time) < 1e-9, qPrintable(QString::number(f.time, 'g', 17)));
            QCOMPARE(f.worker, e.worker);
            QVERIFY2(std::abs(f.queue_wait - e.queueWait) < 1e-9, qPrintable(QString::number(f.queue_wait, 'g', 17)));
            QCOMPARE(f.shard_pushes, e.pushes);
        }
        QVERIFY(std::abs(t.frames[10].shard_busy[0] - 0.6316) < 1e-4);
        QVERIFY(std::abs(t.frames[10].shard_busy[1] - 0.1737) < 1e-4);
        // Over the run: pushes, slices in and out, busy time per shard.
        QVERIFY(std::abs(t.summary.end_time - 11.75) < 1e-9);
        QCOMPARE(t.summary.max_queue, 5);
        QVERIFY(std::abs(t.summary.final_w - 2.35168056616669) < 1e-12);
        for (int s = 0; s < 4; ++s) {
            const ShardLoad &l = t.meta.shard_loads[std::size_t(s)];
            QCOMPARE(l.pushes, 60);
            QVERIFY(std::abs(l.mb_in - 60 * 100 * share[s]) < 1e-9);
            QCOMPARE(l.mb_out, l.mb_in);
            QVERIFY(std::abs(l.busy_time - (s == 0 ? 72.0 / 7 : 18.0 / 7)) < 1e-9);
            QVERIFY(std::abs(l.busy - l.busy_time / t.summary.end_time) < 1e-12);
        }
        QCOMPARE(t.summary.busy, t.meta.shard_loads[0].busy);
        QVERIFY(shardLanesMatchTheirLoads(t));
        // Four equal shards take the same 60 pushes in 9.95 s; the 4:1:1:1 split is held back by shard 1.
        const Trace evenTrace = sceneTrace("sharded-servers", {{"shards", "4"}}); // kept: typedTrace() refers into it
        const ShardedServersTrace &even = typedTrace<ShardedServersTrace>(evenTrace);
        QVERIFY(std::abs(even.summary.end_time - 9.95) < 1e-9);
        QVERIFY(std::abs(even.meta.ceiling - 1 / 0.075) < 1e-9);
        QVERIFY(t.summary.rate < even.summary.rate);
    }

    // #29.10: a hot shard (its machine does other work too) takes hot_factor times as long per push:
    // with 4 equal shards of 0.075 s and shard 3 three times slower, shard 3 sets the ceiling at
    // 1 / 0.225 = 4.44 pushes/s while the others run ahead of it.
    void aHotShardSetsTheCeiling()
    {
        const Trace trace = sceneTrace("sharded-servers", {{"shards", "4"}, {"hot_shard", "3"}, {"hot_factor", "3"}});
        const ShardedServersTrace &t = typedTrace<ShardedServersTrace>(trace);
        QCOMPARE(t.meta.hot_shard, 3);
        QCOMPARE(t.meta.hot_factor, 3.0);
        QCOMPARE(t.meta.slowest_shard, 3);
        QVERIFY(t.meta.shard_loads[2].hot && !t.meta.shard_loads[0].hot);
        QVERIFY(std::abs(t.meta.shard_loads[2].service_time - 0.225) < 1e-12);
        QVERIFY(std::abs(t.meta.shard_loads[0].service_time - 0.075) < 1e-12);
        QVERIFY(std::abs(t.meta.ceiling - 1 / 0.225) < 1e-9);
        QCOMPARE(t.frames.back().last_shard, 3);
        QVERIFY(std::abs(t.summary.end_time - 14.5) < 1e-9);
        QCOMPARE(t.frames[60].worker, 4);
        QCOMPARE(t.frames[60].shard_pushes, (std::vector<double>{62, 62, 60, 62}));
        QVERIFY(std::abs(t.meta.shard_loads[2].busy_time - 13.5) < 1e-9);
        QVERIFY(std::abs(t.meta.shard_loads[0].busy_time - 4.65) < 1e-9);
        QCOMPARE(t.meta.shard_loads[0].pushes, 62);
        QVERIFY(std::abs(t.meta.shard_loads[0].mb_in - 62 * 25.0) < 1e-9);
        QCOMPARE(t.summary.max_queue, 6);
        QVERIFY(shardLanesMatchTheirLoads(t)); // the fast shards are part-way through a push at the end
        // The run's own shards get a curve of their own in the sweep, flat at the hot shard's ceiling.
        int asRun = 0;
        for (const ThroughputPoint &p : t.meta.sweep)
            if (p.as_run) {
                ++asRun;
                QCOMPARE(p.shards, 4);
                QCOMPARE(p.ceiling, t.meta.ceiling);
                QVERIFY(p.rate <= p.ceiling * (1 + 1e-9));
            }
        QCOMPARE(asRun, 16);
        const ThroughputPoint *hot16 = nullptr;
        for (const ThroughputPoint &p : t.meta.sweep)
            if (p.as_run && p.workers == 16)
                hot16 = &p;
        QVERIFY(hot16 && hot16->rate > 0.95 * hot16->ceiling);
        QVERIFY(point(t, 4, 16).rate > 2 * hot16->rate); // four equal shards at K = 16
        QVERIFY(!point(t, 4, 16).as_run);
    }

    // #29.13: events at one instant. A shard finishing counts before a push arriving then; pushes
    // arriving together go in the order their gradients started (worked example 4's rule), the
    // lower worker first only when they started together too (lower worker first gave worker 1).
    void tiesFollowTheProjectRule()
    {
        ShardedServersConfig c;
        c.async.shards = {{1, 3}, {2, 5}};
        c.async.eta = 0.01;
        c.async.w0 = 0;
        c.async.computeTimes = {1.0, 2.0};
        c.async.updates = 4;
        c.modelMb = 0;
        c.applyMs = 0;
        std::vector<ShardedServersStep> steps = simulateSharded(c);
        QCOMPARE(int(steps.size()), 4);
        QCOMPARE(steps[0].worker, 1);
        QCOMPARE(steps[1].worker, 2); // at 2 s: worker 2's first gradient (started at 0), then worker 1's second (started at 1)
        QCOMPARE(steps[1].time, 2.0);
        QCOMPARE(steps[1].staleness, 1);
        QCOMPARE(steps[2].worker, 1);
        QCOMPARE(steps[2].time, 2.0);
        QCOMPARE(steps[2].staleness, 1); // read after its first push (version 1), applied as the third
        QCOMPARE(steps[3].worker, 1);
        QCOMPARE(steps[3].time, 3.0);
        // A 0.5 s apply ending at 1.5 s, when worker 2's push arrives: the apply counts first, so the
        // push is not waiting once push 1 is applied, and the shard takes it at once.
        c.async.computeTimes = {1.0, 1.5};
        c.applyMs = 500;
        c.async.updates = 3;
        steps = simulateSharded(c);
        QCOMPARE(steps[0].worker, 1);
        QCOMPARE(steps[0].time, 1.5);
        QCOMPARE(steps[0].queue_len, 0);
        QCOMPARE(steps[1].worker, 2);
        QCOMPARE(steps[1].arrival, 1.5);
        QCOMPARE(steps[1].queue_wait, 0.0);
        QCOMPARE(steps[1].time, 2.0);
        QCOMPARE(steps[2].worker, 1);
        QCOMPARE(steps[2].arrival, 2.5);
        // The preset has such a tie: workers 1 and 7 both push at 6.8 s (in floating point the same
        // instant); worker 7 started that gradient at 5.5 s, worker 1 at 5.8 s, so worker 7's push is
        // taken first. From there on the order and the weights are the ones an independent
        // simulation of the documented model gives (a Python event loop: 2.3446212976881142 with
        // the lower worker first, 2.3489693705804178 with the earlier start first).
        const ShardedServersTrace &t = typedTrace<ShardedServersTrace>(presetTrace());
        QCOMPARE(t.frames[23].arrival, t.frames[24].arrival);
        QCOMPARE(t.frames[23].worker, 7);
        QCOMPARE(t.frames[24].worker, 1);
        QVERIFY(std::abs(t.frames[24].time - 8.2) < 1e-9);
        QVERIFY(std::abs(t.summary.final_w - 2.3489693705804178) < 1e-12);
        QVERIFY(std::abs(t.summary.end_time - 19.0) < 1e-9);
        QCOMPARE(t.summary.max_queue, 6);
    }

    void badShardParametersAreExplained_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("says");
        QTest::addRow("three shares for four shards") << QStringList{"shards=4", "split=4,1,1"} << "split"
                                                      << "one share per shard (4)";
        QTest::addRow("a share of 0") << QStringList{"shards=2", "split=0,1"} << "split"
                                      << "greater than 0";
        QTest::addRow("hot shard beyond S") << QStringList{"shards=2", "hot_shard=3"} << "hot_shard"
                                            << "a shard from 1 to 2";
        QTest::addRow("hot factor below 1") << QStringList{"hot_factor=0.5"} << "hot_factor"
                                            << "from 1 to 20";
    }
    void badShardParametersAreExplained()
    {
        QFETCH(QStringList, sets);
        QFETCH(QString, key);
        QFETCH(QString, says);
        const SceneDef *scene = findScene("sharded-servers");
        ParamSet p = scene->defaults();
        try {
            for (const QString &s : sets)
                p.set(s.section('=', 0, 0).toStdString(), s.section('=', 1).toStdString());
            validateScene(*scene, p);
            QFAIL("accepted");
        } catch (const ParamError &e) {
            QCOMPARE(QString::fromStdString(e.key()), key);
            QVERIFY2(QString::fromUtf8(e.what()).contains(says), e.what());
        }
    }

    void moreShardsEmptyTheQueue()
    {
        const ShardedServersTrace &one = typedTrace<ShardedServersTrace>(presetTrace());
        const Trace four = sceneTrace("sharded-servers", {{"shards", "4"}});
        const ShardedServersTrace &t = typedTrace<ShardedServersTrace>(four);
        QVERIFY(!t.summary.saturated);
        QVERIFY(t.summary.rate > 1.5 * one.summary.rate);
        QVERIFY(t.summary.mean_queue_wait < 0.2 * one.summary.mean_queue_wait);
        QVERIFY(t.summary.mean_staleness < one.summary.mean_staleness + 1);
        QVERIFY(std::abs(t.meta.service_time - 0.075) < 1e-12); // 2 x 25 MB / 1000 MB/s + 25 ms
    }

    void weightMovesTowardTheBest()
    {
        const ShardedServersTrace &t = typedTrace<ShardedServersTrace>(presetTrace());
        QVERIFY(std::abs(t.summary.final_w - t.meta.w_best) < 0.5 * std::abs(t.meta.w0 - t.meta.w_best));
        for (std::size_t i = 1; i < t.frames.size(); ++i) {
            const ShardedServersStep &f = t.frames[i];
            QCOMPARE(f.w_after, f.w_before - t.meta.eta * f.grad);
            QCOMPARE(f.w_before, t.frames[i - 1].w_after);
        }
    }

    // A trace read from a file must have one entry per shard wherever the views look a shard up.
    void aTraceWithoutItsShardsIsRefused()
    {
        const SceneDef *scene = findScene("sharded-servers");
        const Trace good = sceneTrace("sharded-servers", {{"shards", "4"}, {"split", "4,1,1,1"}});
        QCOMPARE(QString::fromStdString(scene->checkTrace(good)), QString());
        const ShardedServersTrace &tt = typedTrace<ShardedServersTrace>(good);
        Trace slowest = good;
        ShardedServersMeta m = tt.meta;
        m.slowest_shard = 5;
        setMetaAndSummary(slowest, m, tt.summary);
        QVERIFY(QString::fromStdString(scene->checkTrace(slowest)).contains("slowest_shard"));
        Trace loads = good;
        m = tt.meta;
        m.shard_loads.pop_back();
        setMetaAndSummary(loads, m, tt.summary);
        QVERIFY(QString::fromStdString(scene->checkTrace(loads)).contains("shard_loads"));
        Trace frame = good;
        ShardedServersStep f = tt.frames[3];
        f.shard_busy.pop_back();
        frame.frames[3] = toRecord(f);
        QVERIFY(QString::fromStdString(scene->checkTrace(frame)).startsWith("frame 3:"));
    }

    void badConfigsAreRefused()
    {
        ShardedServersConfig c;
        c.linkMbps = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runShardedServers(c));
        c = ShardedServersConfig{};
        c.async.sspBound = 2;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runShardedServers(c));
        c = ShardedServersConfig{};
        c.shards = 2;
        c.split = {1, 2, 3};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runShardedServers(c));
        c.split = {1, 0};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runShardedServers(c));
        c.split = {};
        c.hotShard = 3;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runShardedServers(c));
        c.hotShard = 1;
        c.hotFactor = 0.5;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runShardedServers(c));
    }
};

QTEST_MAIN(TestShardedServers)
#include "tst_sharded_servers.moc"
