// Overlap schedule: naive = compute + comm, max(compute, comm) <= overlapped <= naive,
// hidden fraction in [0, 1] and 0 for one bucket that waits for every layer; DDP-style buckets.
#include "core/scenes.h"
#include "core/scenes/overlap/overlap.h"
#include "core/scenes/overlap/overlap_trace.h"

#include <QTest>

#include <algorithm>

using namespace sgd;

namespace {
OverlapConfig uniform(int layers, double ms, double mib, double bucketMib, double firstMib, double gbps, int k)
{
    OverlapConfig c;
    c.computeMs.assign(std::size_t(layers), ms);
    c.layerBytes.assign(std::size_t(layers), mib * 1024 * 1024);
    c.bucketBytes = bucketMib * 1024 * 1024;
    c.firstBucketBytes = firstMib * 1024 * 1024;
    c.bandwidthBytesPerMs = gbps * 1e9 / 1000;
    c.latencyMs = 0.02;
    c.workers = k;
    return c;
}
} // namespace

class TestOverlap : public QObject {
    Q_OBJECT
private slots:
    void ringCostFollowsTheFormula()
    {
        // 2(K-1)/K * bytes / bandwidth + 2(K-1) * latency
        QCOMPARE(ringAllReduceMs(8e6, 4, 1e6, 0.5), 2.0 * 3 / 4 * 8 + 2.0 * 3 * 0.5);
        QCOMPARE(ringAllReduceMs(8e6, 1, 1e6, 0.5), 0.0);
    }

    void bucketsFillInReverseLayerOrderUnderTheCaps()
    {
        // 12 layers of 6 MiB, first cap 1 MiB, then 25 MiB: {12}, {11..8}, {7..4}, {3..1}.
        const auto b = makeBuckets(std::vector<double>(12, 6.0), 1.0, 25.0);
        QCOMPARE(int(b.size()), 4);
        QCOMPARE(b[0].lastLayer, 11);
        QCOMPARE(b[0].firstLayer, 11);
        QCOMPARE(b[1].lastLayer, 10);
        QCOMPARE(b[1].firstLayer, 7);
        QCOMPARE(b[1].bytes, 24.0);
        QCOMPARE(b[3].firstLayer, 0);
        QCOMPARE(b[3].bytes, 18.0);
    }

    void scheduleInvariants_data()
    {
        QTest::addColumn<int>("layers");
        QTest::addColumn<double>("ms");
        QTest::addColumn<double>("mib");
        QTest::addColumn<double>("bucket");
        QTest::addColumn<double>("gbps");
        QTest::addColumn<int>("k");
        QTest::newRow("lecture preset") << 12 << 5.0 << 6.0 << 25.0 << 10.0 << 8;
        QTest::newRow("comm bound") << 12 << 1.0 << 50.0 << 25.0 << 1.0 << 16;
        QTest::newRow("compute bound") << 30 << 10.0 << 1.0 << 4.0 << 100.0 << 4;
        QTest::newRow("tiny buckets") << 8 << 2.0 << 3.0 << 0.5 << 5.0 << 2;
    }
    void scheduleInvariants()
    {
        QFETCH(int, layers);
        QFETCH(double, ms);
        QFETCH(double, mib);
        QFETCH(double, bucket);
        QFETCH(double, gbps);
        QFETCH(int, k);
        const OverlapSchedule s = scheduleOverlap(uniform(layers, ms, mib, bucket, 1.0, gbps, k));
        QVERIFY(qAbs(s.computeTotal - layers * ms) < 1e-9);
        QVERIFY(qAbs(s.stepNaive - (s.computeTotal + s.commTotal)) < 1e-9);
        QVERIFY(s.stepOverlapped >= std::max(s.computeTotal, s.commTotal) - 1e-9);
        QVERIFY(s.stepOverlapped <= s.stepNaive + 1e-9);
        QVERIFY(s.hiddenFraction >= 0.0 && s.hiddenFraction <= 1.0);
        double prevEnd = 0;
        for (const Bucket &b : s.buckets) {
            QVERIFY(b.commStart >= b.computeEnd - 1e-12); // never before its last layer is done
            QVERIFY(b.commStart >= prevEnd - 1e-12);      // one message on the link at a time
            prevEnd = b.commEnd;
        }
    }

    void oneBucketThatWaitsForAllLayersHidesNothing()
    {
        OverlapConfig c = uniform(10, 3.0, 2.0, 1000.0, 1000.0, 5.0, 8);
        const OverlapSchedule s = scheduleOverlap(c);
        QCOMPARE(int(s.buckets.size()), 1);
        QCOMPARE(s.hiddenFraction, 0.0);
        QCOMPARE(s.stepOverlapped, s.stepNaive);
    }

    void sceneTraceCarriesTheSummary()
    {
        const SceneDef *d = findScene("overlap");
        QVERIFY(d);
        const Trace t = runScene(*d, d->defaults());
        QCOMPARE(int(t.frames.size()), 5); // the start and 4 buckets
        QCOMPARE(t.frames.front().num("bucket"), 0.0);
        const double naive = t.summary.num("step_time_naive"), over = t.summary.num("step_time_overlapped");
        QVERIFY(qAbs(naive - (t.summary.num("compute_total") + t.summary.num("comm_total"))) < 1e-9);
        QVERIFY(over < naive);
        QVERIFY(qAbs(t.summary.num("hidden_comm_fraction") - (naive - over) / t.summary.num("comm_total")) < 1e-12);
        for (const char *f : {"bucket", "compute_start", "compute_end", "comm_start", "comm_end"})
            QVERIFY2(t.frames.front().has(f), f);
    }

    void frameLimitRunsTheFirstBuckets()
    {
        // `trace overlap --steps 2`: the first two buckets, as if the backward pass ended after
        // their layers; the summary describes just that
        const SceneDef *d = findScene("overlap");
        const Trace whole = runScene(*d, d->defaults());
        QCOMPARE(int(whole.frames.size()), 5);
        RunContext ctx;
        ctx.maxFrames = 3; // the start and two buckets
        const Trace t = runScene(*d, d->defaults(), ctx);
        QCOMPARE(int(t.frames.size()), 3);
        double comm = 0;
        for (int b = 1; b <= 2; ++b) {
            const Frame &f = t.frames[std::size_t(b)], &w = whole.frames[std::size_t(b)];
            for (const char *k : {"bucket", "first_layer", "last_layer", "bytes", "compute_start", "compute_end", "comm_start",
                                  "comm_end", "comm_ms"})
                QCOMPARE(f.num(k), w.num(k));
            comm += f.num("comm_ms");
        }
        const Frame &last = t.frames.back();
        QCOMPARE(t.summary.num("buckets"), 2.0);
        QCOMPARE(t.summary.num("compute_total"), last.num("compute_end"));
        QVERIFY(t.summary.num("compute_total") < whole.summary.num("compute_total"));
        QVERIFY(qAbs(t.summary.num("comm_total") - comm) < 1e-12);
        QCOMPARE(t.summary.num("step_time_overlapped"), std::max(last.num("compute_end"), last.num("comm_end")));
        QVERIFY(qAbs(t.summary.num("step_time_naive") - (t.summary.num("compute_total") + comm)) < 1e-9);
        QVERIFY(qAbs(last.num("naive_comm_end") - t.summary.num("step_time_naive")) < 1e-9);
        QCOMPARE(t.frames[1].num("naive_comm_start"), t.summary.num("compute_total"));
        const double h = t.summary.num("hidden_comm_fraction");
        QVERIFY(h >= 0 && h <= 1);
        // layers whose bucket did not run are in no bucket (0)
        const auto &layers = typedTrace<OverlapTrace>(t).meta.layers;
        QCOMPARE(int(layers.size()), 12);
        for (std::size_t l = 0; l < layers.size(); ++l) {
            QCOMPARE(layers[l].layer, int(l + 1));
            const bool shown = double(l + 1) >= last.num("first_layer");
            QCOMPARE(layers[l].bucket > 0, shown);
            if (shown) // a layer's bucket holds it
                QVERIFY(t.frames[std::size_t(layers[l].bucket)].num("first_layer") <= double(l + 1) &&
                        double(l + 1) <= t.frames[std::size_t(layers[l].bucket)].num("last_layer"));
        }
        // a limit at or beyond the bucket count changes nothing
        ctx.maxFrames = 5; // the start and all 4 buckets
        QVERIFY(runScene(*d, d->defaults(), ctx).summary.fields() == whole.summary.fields());
    }
};

QTEST_GUILESS_MAIN(TestOverlap)
#include "tst_overlap.moc"
