// Hogwild! on real threads: with disjoint rows the lock-free result is bit for bit the sequential
// one and nothing collides; dense rows collide, a global lock never does; the loss falls; the
// scene's trace has one frame per snapshot, counts that only grow, and only finite numbers.
// Built under the tsan preset too (cmake --preset tsan; target core_hogwild): the races are real
// but every shared access is atomic, so ThreadSanitizer must stay silent.

#include "core/scenes.h"
#include "core/scenes/hogwild/hogwild.h"
#include "core/scenes/hogwild/hogwild_trace.h"

#include <QTest>

#include <cmath>
#include <cstring>

using namespace sgd;

namespace {

Trace hogwildTrace(const std::vector<std::pair<std::string, std::string>> &sets)
{
    const SceneDef *s = findScene("hogwild");
    ParamSet p = s->defaults();
    p.set("sweep_ms", "0"); // the sweeps have their own test
    for (const auto &[k, v] : sets)
        p.set(k, v);
    return runScene(*s, p);
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

class TestHogwild : public QObject {
    Q_OBJECT

private slots:
    void problemIsSeededSparseAndNormalised()
    {
        const SparseProblem a = makeSparseProblem(100, 50, 5, 1, 7), b = makeSparseProblem(100, 50, 5, 1, 7);
        QCOMPARE(a.cols, b.cols);
        QCOMPARE(a.y, b.y);
        QCOMPARE(int(a.cols.size()), 50 * 5);
        for (int i = 0; i < a.n; ++i) {
            double len = 0;
            for (int k = 0; k < a.nnz; ++k) {
                len += a.vals[std::size_t(i * 5 + k)] * a.vals[std::size_t(i * 5 + k)];
                if (k > 0) // distinct features, ascending
                    QVERIFY(a.cols[std::size_t(i * 5 + k)] > a.cols[std::size_t(i * 5 + k - 1)]);
            }
            QVERIFY(std::fabs(len - 1.0) < 1e-12);
        }
        // Disjoint blocks: example i only touches block i mod 4 of 100 / 4 = 25 features.
        const SparseProblem d = makeSparseProblem(100, 40, 5, 4, 7);
        for (int i = 0; i < d.n; ++i)
            for (int k = 0; k < d.nnz; ++k)
                QCOMPARE(d.cols[std::size_t(i * 5 + k)] / 25, i % 4);
        QCOMPARE(sparseLoss(d, d.wTrue) < 0.02, true); // only the label noise (0.1^2 / 2) is left
    }

    void disjointRowsEqualTheSequentialResultExactly()
    {
        const SparseProblem p = makeSparseProblem(64, 800, 4, 4, 3);
        const HogwildRunResult one = runHogwildThreads(p, 0.5, {HogwildMode::SingleThread, 1, 3, 0, 0});
        const HogwildRunResult free = runHogwildThreads(p, 0.5, {HogwildMode::LockFree, 4, 3, 0, 0});
        const HogwildRunResult locked = runHogwildThreads(p, 0.5, {HogwildMode::GlobalLock, 4, 3, 0, 0});
        QCOMPARE(one.updates, std::int64_t(3 * 800));
        QCOMPARE(free.updates, one.updates);
        QCOMPARE(free.writes, std::int64_t(3 * 800 * 4));
        QCOMPARE(free.collisions, std::int64_t(0));
        QCOMPARE(locked.collisions, std::int64_t(0));
        // Each block sees the same additions in the same order, whatever the interleaving.
        for (int j = 0; j < p.d; ++j) {
            QVERIFY2(sameBits(free.w[std::size_t(j)], one.w[std::size_t(j)]), qPrintable(QString::number(j)));
            QVERIFY(sameBits(locked.w[std::size_t(j)], one.w[std::size_t(j)]));
        }
        QVERIFY(sparseLoss(p, one.w) < 0.25 * sparseLoss(p, std::vector<double>(64, 0.0)));
    }

    void denseRowsCollideAndTheLockPreventsIt()
    {
        // Every example touches all 16 weights: two threads working at once always meet. Run for a
        // fixed time so the threads overlap even on a busy machine.
        const SparseProblem p = makeSparseProblem(16, 2000, 16, 1, 5);
        const HogwildRunResult free = runHogwildThreads(p, 0.2, {HogwildMode::LockFree, 4, 0, 0.15, 0});
        const HogwildRunResult locked = runHogwildThreads(p, 0.2, {HogwildMode::GlobalLock, 4, 0, 0.05, 0});
        QVERIFY2(free.collisions > 0, qPrintable(QString("%1 updates, no collision").arg(free.updates)));
        QVERIFY(free.collisions <= free.writes);
        QVERIFY(locked.updates > 0);
        QCOMPARE(locked.collisions, std::int64_t(0));
        for (double w : free.w)
            QVERIFY(std::isfinite(w));
    }

    void aRunWithoutLimitsStillEnds()
    {
        // No passes and no time (a sweep time of 5e-324 ms): the run gets the smallest time limit.
        const SparseProblem p = makeSparseProblem(50, 200, 2, 1, 2);
        const HogwildRunResult r = runHogwildThreads(p, 0.5, {HogwildMode::LockFree, 2, 0, 5e-327, 0});
        QVERIFY(r.updates >= 2); // at least one update from each thread
    }

    void denseCollidesMoreThanSparse()
    {
        // Real threads: on a machine busy with other jobs they may hardly overlap in one short run, and
        // both rates come out near 0; a few tries give the threads their chance to run side by side.
        const SparseProblem sparse = makeSparseProblem(400, 4000, 1, 1, 9), dense = makeSparseProblem(400, 400, 400, 1, 9);
        QString seen;
        for (int attempt = 0; attempt < 5; ++attempt) {
            const HogwildRunResult a = runHogwildThreads(sparse, 0.5, {HogwildMode::LockFree, 4, 0, 0.1, 0});
            const HogwildRunResult b = runHogwildThreads(dense, 0.5, {HogwildMode::LockFree, 4, 0, 0.1, 0});
            const double ra = double(a.collisions) / double(a.writes), rb = double(b.collisions) / double(b.writes);
            if (rb > ra)
                return;
            seen += QString(" sparse %1, dense %2;").arg(ra).arg(rb);
        }
        QFAIL(qPrintable(QStringLiteral("dense rows never collided more often than sparse ones:") + seen));
    }

    void snapshotsFollowTheRun()
    {
        const SparseProblem p = makeSparseProblem(200, 4000, 10, 1, 1);
        const HogwildRunResult r = runHogwildThreads(p, 0.5, {HogwildMode::LockFree, 3, 2, 0, 10});
        QCOMPARE(int(r.snapshots.size()), 11);
        QCOMPARE(r.snapshots.front().updates, std::int64_t(0));
        QCOMPARE(r.snapshots.front().seconds, 0.0); // taken before the threads start
        QCOMPARE(r.snapshots.back().updates, std::int64_t(8000));
        for (std::size_t i = 1; i < r.snapshots.size(); ++i) {
            QVERIFY(r.snapshots[i].updates >= r.snapshots[i - 1].updates);
            QVERIFY(r.snapshots[i].seconds >= r.snapshots[i - 1].seconds);
            QCOMPARE(int(r.snapshots[i].lanes.size()), 3);
            // Snapshot i is taken once at least i tenths of the work are done.
            QVERIFY(r.snapshots[i].updates * 10 >= std::int64_t(i) * 8000);
            for (const auto &lane : r.snapshots[i].lanes) {
                QVERIFY(lane.writes.size() <= 64);
                for (int c : lane.writes)
                    QVERIFY(c >= 0 && c < 200);
            }
        }
        std::int64_t perThread = 0;
        for (std::size_t i = 1; i < r.snapshots.size(); ++i)
            for (const auto &lane : r.snapshots[i].lanes)
                perThread += lane.updates;
        QCOMPARE(perThread, std::int64_t(8000)); // the windows add up to the whole run
    }

    void snapshotTimesAreMonotoneAndWithinTheRun()
    {
        // Four threads on two cores, 200 snapshots of 400 examples: a thread that took the last
        // snapshots after stamping its own end left them past the run's end, and the thresholds
        // still open were then stamped with that earlier end (7.54 ms, then 1.71 ms). Every run.
        const SparseProblem p = makeSparseProblem(2000, 400, 4, 1, 3);
        int backwards = 0, pastEnd = 0;
        for (int run = 0; run < 60; ++run) {
            const HogwildRunResult r = runHogwildThreads(p, 0.5, {HogwildMode::LockFree, 4, 1, 0, 200});
            QCOMPARE(int(r.snapshots.size()), 201);
            for (std::size_t i = 1; i < r.snapshots.size(); ++i)
                backwards += r.snapshots[i].seconds < r.snapshots[i - 1].seconds ? 1 : 0;
            pastEnd += r.snapshots.back().seconds > r.seconds ? 1 : 0;
        }
        QCOMPARE(backwards, 0);
        QCOMPARE(pastEnd, 0);
    }

    void sceneTraceIsMeasuredAndFinite()
    {
        const Trace t = hogwildTrace(
            {{"features", "1000"}, {"density", "0.01"}, {"examples", "4000"}, {"snapshots", "12"}, {"threads", "3"}});
        const HogwildTrace &h = typedTrace<HogwildTrace>(t);
        QCOMPARE(int(h.frames.size()), 13);
        QCOMPARE(h.meta.nnz, 10); // 0.01 of 1000
        QCOMPARE(h.meta.passes, 4.0);
        QCOMPARE(int(h.meta.curves.size()), 3);
        QCOMPARE(h.meta.curves[0].mode, std::string("lock-free"));
        QCOMPARE(h.meta.curves[2].threads, 1);
        QCOMPARE(h.frames.back().updates, 4000.0 * 4);
        QCOMPARE(int(h.frames.back().w_cells.size()), 200);
        QCOMPARE(int(h.frames[1].lanes.size()), 3);
        // The loss falls: well below the start, not far above the noise floor.
        QVERIFY(h.frames.front().loss > 0.3);
        QCOMPARE(h.frames.front().loss, h.meta.loss_start);
        QVERIFY(h.frames.back().loss < 0.2 * h.frames.front().loss);
        for (const HogwildCurve &c : h.meta.curves) {
            QVERIFY(c.final_loss < 0.2 * h.meta.loss_start);
            QCOMPARE(int(c.time_ms.size()), 13);
            QVERIFY(c.total_ms > 0 && c.updates_per_s > 0);
        }
        QCOMPARE(h.meta.curves[1].collision_rate, 0.0); // the lock
        QCOMPARE(h.meta.curves[2].collision_rate, 0.0); // one thread
        QVERIFY(!h.summary.diverged);
        QVERIFY(h.summary.speedup > 0);
        for (const Frame &f : t.frames)
            QVERIFY(f.allFinite());
        QVERIFY(t.meta.allFinite() && t.summary.allFinite());
    }

    void disjointSceneHasNoCollisionsAndMatchesOneThread()
    {
        const Trace t = hogwildTrace({{"rows", "disjoint"}, {"examples", "4000"}, {"threads", "4"}, {"density", "0.02"}});
        const HogwildTrace &h = typedTrace<HogwildTrace>(t);
        QCOMPARE(h.summary.collisions, 0.0);
        for (const HogwildSnapshot &f : h.frames)
            for (const HogwildLane &lane : f.lanes)
                QVERIFY(lane.collided.empty());
        QCOMPARE(h.meta.curves[0].final_loss, h.meta.curves[2].final_loss); // lock-free = one thread, exactly
        QCOMPARE(h.meta.curves[1].final_loss, h.meta.curves[2].final_loss);
    }

    void sweepsCoverThreadsAndDensities()
    {
        const Trace t = hogwildTrace({{"sweep_ms", "10"}, {"examples", "2000"}, {"threads", "3"}});
        const HogwildTrace &h = typedTrace<HogwildTrace>(t);
        QCOMPARE(int(h.meta.throughput.size()), 4); // 1, 2, 3 (the scene's), 4
        QCOMPARE(h.meta.throughput[2].threads, 3);
        for (const HogwildThroughput &x : h.meta.throughput)
            QVERIFY(x.lock_free_per_s > 0 && x.global_lock_per_s > 0);
        QCOMPARE(int(h.meta.density_sweep.size()), 6);
        QCOMPARE(h.meta.density_sweep.front().nnz, 5); // 0.001 of 5000
        QCOMPARE(h.meta.density_sweep.back().nnz, 5000);
        QCOMPARE(h.meta.density_sweep.back().density, 1.0);
        for (const HogwildDensityPoint &d : h.meta.density_sweep)
            QVERIFY(d.loss_single < d.loss_start);
    }

    void badCombinationsAreRefused()
    {
        const SceneDef *s = findScene("hogwild");
        ParamSet p = s->defaults();
        p.set("rows", "disjoint");
        p.set("threads", "4"); // at most 1/4 of the weights per thread
        p.set("density", "0.5");
        try {
            validateScene(*s, p);
            QFAIL("accepted density 0.5 with disjoint rows");
        } catch (const ParamError &e) {
            QVERIFY2(QString(e.what()).contains("density"), e.what());
        }
    }

    void denseRunsMakeFewerPasses()
    {
        // 500 examples touching all 400 weights: 5e5 writes allow 2.5 of the 4 epochs.
        HogwildParams c;
        c.threads = 4;
        c.features = 400;
        c.density = 1;
        c.examples = 500;
        c.snapshots = 4;
        c.sweepMs = 0;
        c.maxWrites = 5e5;
        const Trace t = runHogwild(c);
        const HogwildTrace &h = typedTrace<HogwildTrace>(t);
        QCOMPARE(h.meta.nnz, 400);
        QCOMPARE(h.meta.passes, 2.5);
        QCOMPARE(h.frames.back().updates, 4 * 313.0); // each of 4 threads: 2.5 x its 125 examples, rounded
        QCOMPARE(int(h.frames.size()), 5);
    }

    void cancelStopsTheThreads()
    {
        const SceneDef *s = findScene("hogwild");
        RunContext ctx;
        int polls = 0;
        ctx.isCancelled = [&] { return ++polls > 3; };
        QVERIFY_THROWS_EXCEPTION(Cancelled, runScene(*s, s->defaults(), ctx));
    }

    void registeredRightAfterAsync()
    {
        const auto &all = allScenes();
        const auto async = std::find_if(all.begin(), all.end(), [](const SceneDef &d) { return d.id == "async"; });
        QVERIFY(async != all.end() && async + 1 != all.end());
        QCOMPARE((async + 1)->id, std::string("hogwild"));
        QCOMPARE(findScene("hogwild")->stepsKey, std::string("snapshots"));
    }
};

QTEST_GUILESS_MAIN(TestHogwild)
#include "tst_hogwild.moc"
