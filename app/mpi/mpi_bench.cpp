// sgd-studio-mpi bench: updates per second for synchronous and asynchronous SGD with 1..K workers
// on real processes, and the barrier idle time, each beside the simulator's prediction for the
// same settings (worker k computes 1 + 0.4 (k - 1) lecture seconds, scaled by --time-scale).

#include "mpi_designs.h"

#include "core/scenes.h"
#include "core/sim/async_trace.h"
#include "core/sim/sync_rounds.h"
#include "core/sim/sync_trace.h"

#include <algorithm>
#include <cstdio>

namespace sgd::mpi {

namespace {

constexpr int kTagW = 50, kTagG = 51, kTagStop = 52;

double computeOf(const RankContext &ctx, int rank)
{
    return (1.0 + 0.4 * (rank - 1)) * ctx.options.timeScale;
}

std::string computeList(int k)
{
    std::string s;
    for (int i = 0; i < k; ++i)
        s += (i ? "," : "") + formatNumber(1.0 + 0.4 * i);
    return s;
}

struct Measured {
    double updatesPerSecond = 0;
    double idlePerRound = 0; ///< real seconds, summed over the workers
};

/// One synchronous run with k workers: rank 0 the server, ranks 1..k the workers.
Measured syncRun(RankContext &ctx, int k, int rounds)
{
    Measured m;
    double idle = 0;
    MPI_Barrier(MPI_COMM_WORLD);
    if (ctx.rank == 0) {
        const double t0 = MPI_Wtime();
        double w = 1.5;
        for (int r = 0; r <= rounds; ++r) {
            const int tag = r < rounds ? kTagW : kTagStop;
            for (int i = 1; i <= k; ++i)
                MPI_Send(&w, 1, MPI_DOUBLE, i, tag, MPI_COMM_WORLD);
            if (r == rounds)
                break;
            double sum = 0;
            for (int i = 0; i < k; ++i) {
                double g = 0;
                MPI_Recv(&g, 1, MPI_DOUBLE, MPI_ANY_SOURCE, kTagG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                sum += g;
            }
            w -= 0.01 * sum / k;
        }
        m.updatesPerSecond = rounds / (MPI_Wtime() - t0);
    } else if (ctx.rank <= k) {
        double pushed = -1;
        for (;;) {
            double w = 0;
            MPI_Status st;
            MPI_Recv(&w, 1, MPI_DOUBLE, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
            if (pushed >= 0)
                idle += MPI_Wtime() - pushed;
            if (st.MPI_TAG == kTagStop)
                break;
            sleepFor(computeOf(ctx, ctx.rank));
            const double g = workerGradient(w, double(ctx.rank), 2.0 * ctx.rank + 1);
            MPI_Send(&g, 1, MPI_DOUBLE, 0, kTagG, MPI_COMM_WORLD);
            pushed = MPI_Wtime();
        }
    }
    MPI_Reduce(&idle, &m.idlePerRound, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    m.idlePerRound /= rounds;
    return m;
}

/// One asynchronous run: the server applies `updates` gradients as they come, then stops everyone.
Measured asyncRun(RankContext &ctx, int k, int updates)
{
    Measured m;
    MPI_Barrier(MPI_COMM_WORLD);
    if (ctx.rank == 0) {
        const double t0 = MPI_Wtime();
        double w = 2.0;
        int applied = 0, stopped = 0;
        while (stopped < k) {
            double g = 0;
            MPI_Status st;
            MPI_Recv(&g, 1, MPI_DOUBLE, MPI_ANY_SOURCE, kTagG, MPI_COMM_WORLD, &st);
            if (applied < updates) {
                w -= 0.01 * g;
                if (++applied == updates)
                    m.updatesPerSecond = updates / (MPI_Wtime() - t0);
                MPI_Send(&w, 1, MPI_DOUBLE, st.MPI_SOURCE, kTagW, MPI_COMM_WORLD);
            } else {
                MPI_Send(&w, 1, MPI_DOUBLE, st.MPI_SOURCE, kTagStop, MPI_COMM_WORLD);
                ++stopped;
            }
        }
    } else if (ctx.rank <= k) {
        double w = 2.0;
        for (;;) {
            sleepFor(computeOf(ctx, ctx.rank));
            const double g = workerGradient(w, double(ctx.rank), 2.0 * ctx.rank + 1);
            MPI_Send(&g, 1, MPI_DOUBLE, 0, kTagG, MPI_COMM_WORLD);
            MPI_Status st;
            MPI_Recv(&w, 1, MPI_DOUBLE, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
            if (st.MPI_TAG == kTagStop)
                break;
        }
    }
    return m;
}

/// The simulator's figures for the same settings: updates per real second and idle per round.
Measured predicted(const RankContext &ctx, const std::string &scene, int k, int n)
{
    const SceneDef &def = *findScene(scene);
    ParamSet p = def.defaults();
    p.set("workers", std::to_string(k));
    p.set("compute", computeList(k));
    p.set(scene == "sync" ? "rounds" : "updates", std::to_string(n));
    const Trace t = runScene(def, p);
    Measured m;
    if (scene == "sync") {
        const SyncTrace &s = typedTrace<SyncTrace>(t);
        m.updatesPerSecond = n / (s.frames.back().barrier_time * ctx.options.timeScale);
        m.idlePerRound = s.summary.idle_total / n * ctx.options.timeScale;
    } else {
        const AsyncTrace &a = typedTrace<AsyncTrace>(t);
        m.updatesPerSecond = n / (a.summary.end_time * ctx.options.timeScale);
    }
    return m;
}

} // namespace

namespace {

/// Up to how many workers the bench measures; throws when the processes or the scenes cannot hold them.
int benchWorkers(const RankContext &ctx)
{
    const int most = ctx.options.benchWorkers > 0 ? ctx.options.benchWorkers : ctx.workers();
    if (most > ctx.workers())
        throw std::invalid_argument("--workers " + std::to_string(most) + " needs mpirun -np " + std::to_string(most + 1));
    // The simulator's prediction beside each row is the sync and async scenes' own: their worker limit holds.
    int limit = most;
    for (const char *scene : {"sync", "async"})
        for (const ParamDef &d : findScene(scene)->params)
            if (d.key == "workers")
                limit = std::min(limit, int(d.max));
    if (most > limit)
        throw std::invalid_argument("bench measures at most " + std::to_string(limit) + " workers (the scenes' limit), not " +
                                    std::to_string(most) + ": add --workers " + std::to_string(limit) + " or start mpirun -np " +
                                    std::to_string(limit + 1));
    return most;
}

} // namespace

double plannedBenchSeconds(const RankContext &ctx)
{
    const int most = benchWorkers(ctx), n = ctx.options.benchRounds;
    double lecture = 0;
    for (int k = 1; k <= most; ++k) // the simulator's length of every row's run, in lecture seconds
        for (const std::string design : {"sync", "async"})
            lecture += n / (predicted(ctx, design, k, n).updatesPerSecond / ctx.options.timeScale);
    return lecture;
}

int runBench(RankContext &ctx)
{
    const int most = benchWorkers(ctx);
    if (ctx.rank == 0) {
        std::printf("sgd-studio-mpi bench: %d processes, worker k computes (1 + 0.4 (k-1)) x %g s, %d rounds or updates each\n",
                    ctx.size, ctx.options.timeScale, ctx.options.benchRounds);
        std::printf("%-6s %7s %14s %14s %16s %16s\n", "design", "workers", "updates/s", "simulator", "idle/round (ms)",
                    "simulator (ms)");
    }
    for (const std::string design : {"sync", "async"})
        for (int k = 1; k <= most; ++k) {
            const int n = ctx.options.benchRounds;
            const Measured got = design == "sync" ? syncRun(ctx, k, n) : asyncRun(ctx, k, n);
            if (ctx.rank != 0)
                continue;
            const Measured want = predicted(ctx, design, k, n);
            if (design == "sync")
                std::printf("%-6s %7d %14.2f %14.2f %16.2f %16.2f\n", design.c_str(), k, got.updatesPerSecond,
                            want.updatesPerSecond, 1e3 * got.idlePerRound, 1e3 * want.idlePerRound);
            else
                std::printf("%-6s %7d %14.2f %14.2f %16s %16s\n", design.c_str(), k, got.updatesPerSecond, want.updatesPerSecond,
                            "-", "-");
            std::fflush(stdout);
        }
    return 0;
}

} // namespace sgd::mpi
