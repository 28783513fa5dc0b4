// When not to use async: the same asynchronous configuration under two timing jitters applies the
// workers' gradients in a different order and ends with a different weight; synchronous SGD under
// the same two jitters agrees bit for bit; the small case's verdict comes from the computed times
// to the target; the trace fits its schema and is finite.
#include "core/scenes.h"
#include "core/scenes/async-pitfalls/async_pitfalls.h"
#include "core/scenes/async-pitfalls/async_pitfalls_trace.h"

#include <QTest>

#include <cmath>
#include <cstring>

using namespace sgd;

namespace {
Trace sceneTrace(const std::vector<std::pair<std::string, std::string>> &sets = {})
{
    const SceneDef *scene = findScene("async-pitfalls");
    ParamSet p = scene->defaults();
    for (const auto &[k, v] : sets)
        p.set(k, v);
    return runScene(*scene, p); // refuses non-finite numbers and schema misfits
}

const Trace &presetTrace()
{
    static const Trace t = sceneTrace();
    return t;
}
} // namespace

class TestAsyncPitfalls : public QObject {
    Q_OBJECT
private slots:
    void twoAsyncRunsDiffer()
    {
        const AsyncPitfallsTrace &t = typedTrace<AsyncPitfallsTrace>(presetTrace());
        QCOMPARE(int(t.frames.size()), 61);
        QVERIFY(!t.summary.diverged);
        QVERIFY(t.summary.first_split > 0);
        const AsyncPitfallsStep &split = t.frames[std::size_t(t.summary.first_split)];
        QVERIFY(split.worker_a != split.worker_b);
        // Before the split the runs agree exactly; after it they drift apart.
        for (int n = 0; n < t.summary.first_split; ++n)
            QCOMPARE(t.frames[std::size_t(n)].w_a, t.frames[std::size_t(n)].w_b);
        QVERIFY(t.frames.back().w_a != t.frames.back().w_b);
        QVERIFY2(t.summary.max_diff > 1e-3, qPrintable(QString::number(t.summary.max_diff)));
        QCOMPARE(t.summary.final_diff, std::abs(t.frames.back().w_a - t.frames.back().w_b));
        // Both are honest runs: every worker's gradient appears in both.
        for (int w = 1; w <= 4; ++w) {
            int a = 0, b = 0;
            for (const AsyncPitfallsStep &f : t.frames)
                a += f.worker_a == w, b += f.worker_b == w;
            QVERIFY(a > 5 && b > 5);
        }
        // The timing differs between the runs, as jitter makes it.
        QVERIFY(t.frames[1].time_a != t.frames[1].time_b);
    }

    void twoSyncRunsAreIdentical()
    {
        const AsyncPitfallsTrace &t = typedTrace<AsyncPitfallsTrace>(presetTrace());
        QVERIFY(t.summary.sync_identical);
        QCOMPARE(t.summary.sync_max_diff, 0.0);
        for (const AsyncPitfallsStep &f : t.frames) {
            QVERIFY(std::memcmp(&f.sync_w_a, &f.sync_w_b, sizeof(double)) == 0);
            QCOMPARE(f.sync_rounds, f.update / 4);
        }
        // ... although their rounds ended at different times.
        QVERIFY(t.frames.back().sync_time_a != t.frames.back().sync_time_b);
        // Sync moved: 15 rounds from w0 = 0 toward w_best.
        QVERIFY(std::abs(t.frames.back().sync_w_a - t.meta.w_best) < 0.5 * std::abs(t.meta.w_best));
    }

    void noJitterNoSplit()
    {
        const Trace tr = sceneTrace({{"jitter", "0"}});
        const AsyncPitfallsTrace &t = typedTrace<AsyncPitfallsTrace>(tr);
        QCOMPARE(t.summary.first_split, 0);
        QCOMPARE(t.summary.max_diff, 0.0);
        QVERIFY(t.summary.sync_identical);
    }

    void smallCaseVerdictFromTheNumbers()
    {
        const AsyncPitfallsTrace &t = typedTrace<AsyncPitfallsTrace>(presetTrace());
        const AsyncPitfallsMeta &m = t.meta;
        const AsyncPitfallsSummary &s = t.summary;
        QCOMPARE(m.small_workers, 2);
        QCOMPARE(m.allreduce_s, 0.3); // 2 (2 - 1)/2 x 0.3 s
        QCOMPARE(m.server_s, 0.6);
        // Recompute both times to the target from the trace's own curves.
        auto first = [&](const std::vector<double> &time, const std::vector<double> &loss) {
            for (std::size_t i = 0; i < loss.size(); ++i)
                if (loss[i] <= m.target)
                    return time[i];
            return -1.0;
        };
        QCOMPARE(s.small_sync_target_time, first(m.small_sync_time, m.small_sync_loss));
        QCOMPARE(s.small_async_target_time, first(m.small_async_time, m.small_async_loss));
        QVERIFY(s.small_sync_target_time > 0);
        QVERIFY(s.small_async_target_time > s.small_sync_target_time);
        QCOMPARE(QString::fromStdString(s.small_verdict), QStringLiteral("sync"));
        QVERIFY(s.small_sync_rate > s.small_async_rate); // 1.43 against about 1.2 gradients per second
        QCOMPARE(s.small_speedup, s.small_async_target_time / s.small_sync_target_time);
        // Free messages: async's pushes cost nothing and it no longer loses on speed.
        const Trace free = sceneTrace({{"message_s", "0"}});
        const AsyncPitfallsSummary &fs = typedTrace<AsyncPitfallsTrace>(free).summary;
        QVERIFY(fs.small_async_rate > fs.small_sync_rate);
    }
};

QTEST_MAIN(TestAsyncPitfalls)
#include "tst_async_pitfalls.moc"
