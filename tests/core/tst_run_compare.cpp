// A recorded run beside the simulator's prediction: compareRuns() takes every number from the two
// traces. The recorded traces in tests/data/real-runs were written by sgd-studio-mpi on 4 or 5
// processes; the prediction is the scene run with the parameters the file carries.
#include "core/run_compare.h"
#include "core/scenes.h"
#include "core/sim/async_trace.h"
#include "core/sim/sync_trace.h"
#include "core/trace_file.h"

#include <QTest>

#include <cmath>

using namespace sgd;

namespace {

LoadedTrace recorded(const char *name)
{
    return readTraceFile(std::string(SGD_TEST_DATA) + "/real-runs/" + name);
}

Trace predictionOf(const LoadedTrace &t)
{
    return runScene(*findScene(t.trace.scene), t.params);
}

} // namespace

class TestRunCompare : public QObject {
    Q_OBJECT

private slots:
    void asyncStaircasesAndStaleness()
    {
        const LoadedTrace m = recorded("async.json");
        QVERIFY(m.trace.recorded());
        const Trace p = predictionOf(m);
        const RunComparison c = compareRuns(m.trace, p);
        QCOMPARE(c.scene, std::string("async"));
        QCOMPARE(c.processes, 4);
        QCOMPARE(c.steps, 12);
        QCOMPARE(c.measured.x.size(), std::size_t(13));
        // The simulator's staircase is the lecture's: 2.0 -> 2.2 -> 2.8 -> 3.8 at t = 1, 1.4, 1.8.
        const std::vector<double> w{2.0, 2.2, 2.8, 3.8};
        for (std::size_t i = 0; i < w.size(); ++i)
            QVERIFY(std::abs(c.predicted.y[i] - w[i]) < 1e-12);
        QCOMPARE(c.predicted.x[1], 1.0);
        QCOMPARE(c.predicted.worker[3], 3);
        // The measured steps are the file's, untouched.
        const AsyncTrace &mt = typedTrace<AsyncTrace>(m.trace);
        for (int i = 0; i <= c.steps; ++i) {
            QCOMPARE(c.measured.x[std::size_t(i)], mt.frames[std::size_t(i)].time);
            QCOMPARE(c.measured.y[std::size_t(i)], mt.frames[std::size_t(i)].w_after);
        }
        // Order: the leading updates from the same workers, then the first that differs.
        const AsyncTrace &pt = typedTrace<AsyncTrace>(p);
        int same = 0;
        while (same < c.steps && mt.frames[std::size_t(same + 1)].worker == pt.frames[std::size_t(same + 1)].worker)
            ++same;
        QCOMPARE(c.same_order_updates, same);
        QCOMPARE(c.first_order_difference, same == c.steps ? 0 : same + 1);
        QCOMPARE(c.end_ratio, c.measured_end / c.predicted_end);
        QCOMPARE(c.predicted_end, pt.frames[12].time);
        // Staleness per worker: every update counted once on each side.
        QCOMPARE(int(c.workers.size()), 3);
        int nm = 0, np = 0, maxP = 0;
        for (const WorkerCompare &w : c.workers) {
            nm += w.measured_updates;
            np += w.predicted_updates;
            maxP = std::max(maxP, w.predicted_max_staleness);
        }
        QCOMPARE(nm, 12);
        QCOMPARE(np, 12);
        QCOMPARE(maxP, pt.summary.max_staleness);
        QCOMPARE(c.workers[0].predicted_max_staleness, 2); // worker 1's second gradient: w read at 0, applied at 3
    }

    void aTraceAgreesWithItself()
    {
        const Trace t = runScene(*findScene("async"), findScene("async")->defaults());
        const RunComparison c = compareRuns(t, t);
        QCOMPARE(c.max_weight_difference, 0.0);
        QCOMPARE(c.max_time_difference, 0.0);
        QCOMPARE(c.first_order_difference, 0);
        QCOMPARE(c.same_order_updates, c.steps);
        QCOMPARE(c.end_ratio, 1.0);
        QCOMPARE(c.processes, 0); // a simulated trace has no source
    }

    void syncWeightsAgreeAndTheBarrierWaits()
    {
        const LoadedTrace m = recorded("sync.json");
        const RunComparison c = compareRuns(m.trace, predictionOf(m));
        QCOMPARE(c.steps, 8);
        QCOMPARE(int(c.rounds.size()), 9);
        QCOMPARE(c.max_weight_difference, 0.0); // the runner reproduces the simulator's weights exactly
        // compute = 1,1,1,2: the model's round takes 2 s and three workers wait 1 s each at the barrier.
        for (int r = 1; r <= c.steps; ++r) {
            QCOMPARE(c.rounds[std::size_t(r)].predicted_time, 2.0);
            QCOMPARE(c.rounds[std::size_t(r)].predicted_idle, 3.0);
            QVERIFY(c.rounds[std::size_t(r)].measured_time >= 2.0); // a real round is never quicker than its slowest worker
        }
        QCOMPARE(c.predicted_idle_total, 24.0);
        QCOMPARE(c.predicted_mean_round, 2.0);
        const SyncTrace &mt = typedTrace<SyncTrace>(m.trace);
        QCOMPARE(c.measured_idle_total, mt.frames.back().idle_total);
        QCOMPARE(c.round_ratio, c.measured_mean_round / 2.0);
    }

    void gossipWeightsAgree()
    {
        const LoadedTrace m = recorded("gossip.json");
        const RunComparison c = compareRuns(m.trace, predictionOf(m));
        QCOMPARE(c.steps, 10);
        QCOMPARE(c.measured_weights.rows, 11);
        QCOMPARE(c.measured_weights.cols, 3);
        QCOMPARE(c.max_weight_difference, 0.0);
        QCOMPARE(c.measured_mean.size(), std::size_t(11));
        QCOMPARE(c.measured_mean.front(), c.predicted_mean.front());
    }

    void otherScenesAreRefused()
    {
        const Trace a = runScene(*findScene("async"), findScene("async")->defaults());
        const Trace s = runScene(*findScene("sync"), findScene("sync")->defaults());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, compareRuns(a, s));
        const Trace o = runScene(*findScene("overlap"), findScene("overlap")->defaults());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, compareRuns(o, o));
        QVERIFY(!comparableScene("overlap"));
        QVERIFY(comparableScene("decentralized"));
    }
};

QTEST_APPLESS_MAIN(TestRunCompare)
#include "tst_run_compare.moc"
