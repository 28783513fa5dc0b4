// Sharded parameter servers: with S = 1 and a free server the run is the asynchronous scene's,
// push for push (same workers in the same order, same times, same weights); with a cost per push
// one server saturates at 1 / service_time and S shards lift that ceiling S times; the lanes and
// the frames agree; the trace fits its schema and is finite.
#include "scenes.h"
#include "sharded_servers.h"
#include "sharded_servers_trace.h"
#include "async_trace.h"

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

const ThroughputPoint &point(const ShardTrace &t, int shards, int workers)
{
    for (const ThroughputPoint &p : t.meta.sweep)
        if (p.shards == shards && p.workers == workers)
            return p;
    throw std::runtime_error("no sweep point");
}
} // namespace

class TestShardedServers : public QObject {
    Q_OBJECT
private slots:
    void oneFreeServerIsTheAsyncScene()
    {
        // The async scene with 6 workers (x over [1, 4] on y = 2x + 1) and the sharded scene's compute times.
        const std::string compute = "1,1.05,1.1,1.15,1.2,1.25";
        const Trace a = sceneTrace("async", {{"workers", "6"}, {"compute", compute}, {"eta", "0.01"}, {"w0", "0"}, {"updates", "80"}});
        const Trace s = sceneTrace("sharded-servers", {{"workers", "6"}, {"shards", "1"}, {"model_mb", "0"}, {"apply_ms", "0"},
                                                       {"eta", "0.01"}, {"w0", "0"}, {"updates", "80"}});
        const AsyncTrace &at = typedTrace<AsyncTrace>(a);
        const ShardTrace &st = typedTrace<ShardTrace>(s);
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

    void oneServerSaturates()
    {
        const ShardTrace &t = typedTrace<ShardTrace>(presetTrace());
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
        const ShardTrace &t = typedTrace<ShardTrace>(presetTrace());
        int applies = 0;
        double queued = 0;
        for (const ShardInterval &iv : t.meta.intervals) {
            QVERIFY(iv.end >= iv.start);
            if (iv.kind == "apply") {
                ++applies;
                const ShardStep &f = t.frames[std::size_t(iv.update)];
                QVERIFY(std::abs(iv.end - f.time) < 1e-9);
                QVERIFY(std::abs(iv.end - iv.start - t.meta.service_time) < 1e-9);
            }
            if (iv.kind == "queued" && iv.update > 0)
                queued += iv.end - iv.start;
        }
        QCOMPARE(applies, 60);
        double waits = 0;
        for (std::size_t i = 1; i < t.frames.size(); ++i) {
            const ShardStep &f = t.frames[i];
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
        const ShardTrace &t = typedTrace<ShardTrace>(trace);
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
            QVERIFY2(covered >= end - 1e-9, qPrintable(QStringLiteral("worker %1: nothing from %2 to %3 s").arg(w).arg(covered).arg(end)));
        }
    }

    void moreShardsEmptyTheQueue()
    {
        const ShardTrace &one = typedTrace<ShardTrace>(presetTrace());
        const Trace four = sceneTrace("sharded-servers", {{"shards", "4"}});
        const ShardTrace &t = typedTrace<ShardTrace>(four);
        QVERIFY(!t.summary.saturated);
        QVERIFY(t.summary.rate > 1.5 * one.summary.rate);
        QVERIFY(t.summary.mean_queue_wait < 0.2 * one.summary.mean_queue_wait);
        QVERIFY(t.summary.mean_staleness < one.summary.mean_staleness + 1);
        QVERIFY(std::abs(t.meta.service_time - 0.075) < 1e-12); // 2 x 25 MB / 1000 MB/s + 25 ms
    }

    void weightMovesTowardTheBest()
    {
        const ShardTrace &t = typedTrace<ShardTrace>(presetTrace());
        QVERIFY(std::abs(t.summary.final_w - t.meta.w_best) < 0.5 * std::abs(t.meta.w0 - t.meta.w_best));
        for (std::size_t i = 1; i < t.frames.size(); ++i) {
            const ShardStep &f = t.frames[i];
            QCOMPARE(f.w_after, f.w_before - t.meta.eta * f.grad);
            QCOMPARE(f.w_before, t.frames[i - 1].w_after);
        }
    }

    void badConfigsAreRefused()
    {
        ShardedConfig c;
        c.linkMbps = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runShardedServers(c));
        c = ShardedConfig{};
        c.async.sspBound = 2;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runShardedServers(c));
    }
};

QTEST_MAIN(TestShardedServers)
#include "tst_sharded_servers.moc"
