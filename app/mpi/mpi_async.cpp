// Asynchronous SGD on real processes: rank 0 applies each gradient the moment it arrives
// (MPI_ANY_SOURCE), with the scene's pull policies, staleness rule, SSP bound and a worker that
// fails and rejoins. The server runs its workers' lanes on the simulator's own rules
// (core/sim/async_lanes.h), but every time on them is a measured one.

#include "core/run_source.h"
#include "mpi_designs.h"

#include "core/scene_configs.h"
#include "core/scenes.h"
#include "core/sim/async_lanes.h"
#include "core/sim/async_server.h"
#include "core/sim/async_trace.h"
#include "core/sim/sync_rounds.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace sgd::mpi {

namespace {

enum Tag : int { kGrad = 30, kDown, kRejoin, kBye, kGo, kStop };

/// What the server keeps of a worker beside its lane (core/sim/async_lanes.h).
struct Worker {
    double computeStart = 0;
    int versionRead = 0;
    bool closed = false;
};

/// Rank 0: the server. The lanes' rules (SSP bound, quorum, failure and rejoin, the intervals) are
/// the simulator's own AsyncLanes; only starting a worker means sending it its go.
class AsyncServer {
public:
    AsyncServer(RankContext &ctx, const AsyncConfig &c)
        : x(ctx), c(c), k(ctx.workers()), w(c.w0), lanes(c, k, [this](int i, double t, LaneState from) { go(i, t, from); }),
          workers(std::size_t(k))
    {
    }

    void run()
    {
        while (version < c.updates && !diverged) {
            if (stalled()) {
                message = "stalled: no worker can make progress";
                break;
            }
            double m[5] = {0, 0, 0, 0, 0};
            const MPI_Status st = receive(m);
            const int i = st.MPI_SOURCE - 1;
            if (st.MPI_TAG == kGrad)
                apply(i, m);
            else if (st.MPI_TAG == kDown)
                fail(i, m);
            else if (st.MPI_TAG == kRejoin)
                rejoin(i);
        }
        drain();
    }

    RankContext &x;
    const AsyncConfig &c;
    const int k;
    double w;
    int version = 0, maxStaleness = 0;
    double stalenessSum = 0, lastApply = 0;
    bool diverged = false;
    std::string message;
    std::vector<AsyncUpdate> frames;
    AsyncLanes lanes;

private:
    double now() const { return x.lecture(x.clock.now()); }
    /// The next message from any worker (up to 5 numbers), taking in events while waiting.
    MPI_Status receive(double *m)
    {
        MPI_Status st = x.log.waitFor(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD);
        MPI_Recv(m, 5, MPI_DOUBLE, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, &st);
        int count = 0;
        MPI_Get_count(&st, MPI_DOUBLE, &count);
        x.log.countReceived(double(count) * sizeof(double));
        return st;
    }
    bool stalled() const
    {
        for (int i = 0; i < k; ++i)
            if (lanes.state(i) == LaneState::Computing || (lanes.state(i) == LaneState::Down && c.rejoinTime >= 0 && !rejoined))
                return false;
        return true;
    }

    /// Lets worker i compute again: the newest w, unless the epoch policy keeps its copy.
    void go(int i, double t, LaneState from)
    {
        if (from == LaneState::Waiting) // released by the SSP bound
            x.record(EventKind::Wait, version, x.clock.now(), x.clock.now(), 0, 0, i + 1);
        Worker &wk = workers[std::size_t(i)];
        const bool pull = c.pull != PullPolicy::Epoch || version >= wk.versionRead + k;
        if (pull)
            wk.versionRead = version;
        wk.computeStart = t;
        double m[3] = {w, double(version), pull ? 1.0 : 0.0};
        MPI_Send(m, 3, MPI_DOUBLE, i + 1, kGo, MPI_COMM_WORLD);
        x.log.countSent(sizeof m);
    }

    /// A gradient arrives: m = {gradient, w read, version read, start, end} (times in run seconds).
    void apply(int i, const double *m)
    {
        const double t = now();
        AsyncUpdate f;
        f.grad = m[0];
        f.w_read = m[1];
        f.read_version = int(m[2]);
        f.start_time = x.lecture(m[3]);
        f.staleness = version - f.read_version;
        f.eta_used = staleLearningRate(c.eta, f.staleness, c.rule);
        f.w_before = w;
        f.w_after = w - f.eta_used * f.grad;
        if (!std::isfinite(f.w_after) || std::abs(f.w_after) > 1e12) {
            diverged = true;
            message = "diverged: the weight ran away; lower eta or use the staleness-aware rule";
            return;
        }
        x.record(EventKind::Apply, version + 1, x.clock.now(), x.clock.now(), f.w_before, f.w_after, i + 1);
        w = f.w_after;
        ++version;
        lanes.pushed(i);
        stalenessSum += f.staleness;
        maxStaleness = std::max(maxStaleness, f.staleness);
        lanes.addInterval(i, f.start_time, t, IntervalKind::Applied, version);
        f.step = f.update = f.server_writes = version;
        f.time = lastApply = t;
        f.worker = i + 1;
        f.gap = f.w_before - f.w_read;
        f.sync_writes_same_work = int(std::floor(double(version) / k));
        f.clocks = lanes.clocks();
        frames.push_back(f);
        lanes.afterPush(i, t);
    }

    /// The worker says it failed: m = {failure time, start of its lost gradient, computing (1/0)}.
    void fail(int i, const double *m)
    {
        const std::optional<double> lostFrom = m[2] != 0 ? std::optional<double>(x.lecture(m[1])) : std::nullopt;
        lanes.fail(i, x.lecture(m[0]), lostFrom, now());
    }
    void rejoin(int i)
    {
        rejoined = true;
        lanes.rejoin(i, now());
    }

    /// Stops every worker, takes what is still in flight, closes the lanes at the last apply.
    void drain()
    {
        for (int i = 1; i <= k; ++i)
            MPI_Send(nullptr, 0, MPI_DOUBLE, i, kStop, MPI_COMM_WORLD);
        for (int byes = 0; byes < k;) {
            double m[5] = {0, 0, 0, 0, 0};
            const MPI_Status st = receive(m);
            const int i = st.MPI_SOURCE - 1;
            if (st.MPI_TAG == kGrad && !workers[std::size_t(i)].closed) {
                lanes.addInterval(i, x.lecture(m[3]), x.lecture(m[4]), IntervalKind::Unfinished);
                workers[std::size_t(i)].closed = true;
            } else if (st.MPI_TAG == kBye) {
                ++byes;
                close(i, m);
            }
        }
    }
    /// m = {start of the gradient in progress, computing (1/0)}.
    void close(int i, const double *m)
    {
        Worker &wk = workers[std::size_t(i)];
        if (wk.closed)
            return;
        wk.closed = true;
        if (lanes.closeWaiting(i, std::max(lastApply, 0.0)))
            return;
        const double start = m[1] != 0 ? x.lecture(m[0]) : wk.computeStart;
        lanes.addInterval(i, start, start + c.computeTimes[std::size_t(i)], IntervalKind::Unfinished);
    }

    std::vector<Worker> workers;
    bool rejoined = false;
};

/// What a worker's wait ended with.
enum class Wake { Go, Stop, Failed };

/// One worker process: compute, push, wait for the server's go; fail and rejoin when told to.
class AsyncWorker {
public:
    AsyncWorker(RankContext &ctx, const AsyncConfig &c) : x(ctx), c(c), i(ctx.rank - 1), w(c.w0)
    {
        const double ts = ctx.options.timeScale;
        compute = c.computeTimes[std::size_t(i)] * ts;
        if (c.failWorker == i + 1) {
            failAt = c.failTime * ts;
            rejoinAt = c.rejoinTime >= 0 ? std::max(c.rejoinTime, c.failTime) * ts : -1;
        }
    }

    void run()
    {
        for (;;) {
            const double start = x.clock.now();
            const double end = start + compute;
            if (failAt >= 0 && failAt < end) {
                if (!sleepUntil(failAt))
                    return bye(start, true);
                x.record(EventKind::Lost, 0, start, failAt);
                if (!failAndRejoin(start, true))
                    return;
                continue;
            }
            if (!sleepUntil(end))
                return bye(start, true);
            const double g = workerGradient(w, c.shards[std::size_t(i)].first, c.shards[std::size_t(i)].second);
            const double done = x.clock.now();
            x.record(EventKind::Compute, version, start, done, g, w);
            double m[5] = {g, w, double(version), start, done};
            MPI_Send(m, 5, MPI_DOUBLE, 0, kGrad, MPI_COMM_WORLD);
            x.log.countSent(sizeof m);
            const Wake wake = waitForGo();
            if (wake == Wake::Stop)
                return bye(0, false);
            if (wake == Wake::Failed && !failAndRejoin(0, false))
                return;
        }
    }

private:
    /// Sleeps until run time t; false when the server said stop meanwhile.
    bool sleepUntil(double t)
    {
        for (;;) {
            const double left = t - x.clock.now();
            if (left <= 0)
                return true;
            if (stopArrived())
                return false;
            sleepFor(std::min(left, 0.0005));
        }
    }
    bool stopArrived()
    {
        int flag = 0;
        MPI_Iprobe(0, kStop, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
        return flag != 0;
    }
    Wake waitForGo()
    {
        for (;;) {
            int flag = 0;
            MPI_Status st;
            MPI_Iprobe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
            if (flag) {
                double m[3] = {0, 0, 0};
                MPI_Recv(m, 3, MPI_DOUBLE, 0, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                if (st.MPI_TAG == kGo)
                    x.log.countReceived(sizeof m);
                if (st.MPI_TAG == kStop) {
                    stopped = true;
                    return Wake::Stop;
                }
                if (m[2] != 0) {
                    w = m[0];
                    version = int(m[1]);
                }
                x.record(EventKind::Pull, version, x.clock.now(), x.clock.now(), w);
                return Wake::Go;
            }
            if (failAt >= 0 && x.clock.now() >= failAt)
                return Wake::Failed;
            sleepFor(0.0002);
        }
    }
    /// Down from failAt: tells the server, waits for the rejoin time, asks back in. False: stopped.
    bool failAndRejoin(double lostStart, bool computing)
    {
        double m[3] = {failAt, lostStart, computing ? 1.0 : 0.0};
        MPI_Send(m, 3, MPI_DOUBLE, 0, kDown, MPI_COMM_WORLD);
        x.log.countSent(sizeof m);
        const double downAt = failAt;
        failAt = -1;
        if (rejoinAt < 0 || !sleepUntil(rejoinAt)) {
            while (!stopArrived())
                sleepFor(0.0005);
            x.record(EventKind::Down, 0, downAt, x.clock.now());
            bye(0, false);
            return false;
        }
        x.record(EventKind::Down, 0, downAt, x.clock.now());
        MPI_Send(nullptr, 0, MPI_DOUBLE, 0, kRejoin, MPI_COMM_WORLD);
        if (waitForGo() == Wake::Stop) {
            bye(0, false);
            return false;
        }
        return true;
    }
    void bye(double start, bool computing)
    {
        if (!stopped)
            MPI_Recv(nullptr, 0, MPI_DOUBLE, 0, kStop, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        stopped = true;
        double m[2] = {start, computing ? 1.0 : 0.0};
        MPI_Send(m, 2, MPI_DOUBLE, 0, kBye, MPI_COMM_WORLD);
        x.log.countSent(sizeof m);
    }

    RankContext &x;
    const AsyncConfig &c;
    const int i;
    double w;
    int version = 0;
    bool stopped = false; ///< the server's stop was received
    double compute = 0, failAt = -1, rejoinAt = -1;
};

AsyncSummary asyncSummary(const AsyncServer &s, int processes)
{
    AsyncSummary m;
    const double n = double(s.version);
    m.diverged = s.diverged;
    m.server_writes = s.version;
    m.sync_writes_same_work = int(std::floor(n / s.k));
    m.end_time = s.lastApply;
    m.final_w = s.w;
    m.max_staleness = s.maxStaleness;
    m.mean_staleness = n > 0 ? s.stalenessSum / n : 0.0;
    m.message = s.message.empty() ? "recorded on " + std::to_string(processes) + " processes: " + formatNumberShort(n) +
                                        " gradients applied as they arrived, staleness up to " + std::to_string(s.maxStaleness)
                                  : s.message;
    return m;
}

} // namespace

namespace {

/// The run's parameters, checked against the processes (every rank gets the same answer).
std::pair<ParamSet, AsyncConfig> asyncSetup(const RankContext &ctx)
{
    const int k = ctx.workers();
    ParamSet p = paramsForWorkers("async", ctx.options.sets, "workers", k);
    AsyncConfig c = sceneAsyncConfig(p);
    if (int(c.shards.size()) != k)
        throw std::invalid_argument("these parameters have " + std::to_string(c.shards.size()) + " workers: start mpirun -np " +
                                    std::to_string(c.shards.size() + 1) + " (the server, then one rank per worker)");
    return {std::move(p), std::move(c)};
}

} // namespace

double plannedAsyncSeconds(const RankContext &ctx)
{
    const ParamSet p = asyncSetup(ctx).first;
    return typedTrace<AsyncTrace>(runScene(*findScene("async"), p)).summary.end_time;
}

int runAsyncDesign(RankContext &ctx)
{
    const int k = ctx.workers();
    const auto setup = asyncSetup(ctx); // no structured binding: clang 14 cannot capture one in a lambda
    const ParamSet &p = setup.first;
    const AsyncConfig &c = setup.second;
    std::optional<Trace> sim;
    std::optional<AsyncServer> server;
    if (ctx.rank == 0) { // before the clock starts: the checkpoints and an early end need it at once
        sim = runScene(*findScene("async"), p);
        ctx.log.showProgress(EventKind::Apply, 0, 1, c.updates, "updates");
        ctx.snapshot = [&] {
            Trace t;
            t.scene = "async";
            t.params = p.typed();
            t.frames.push_back(sim->frames.front());
            for (const AsyncUpdate &f : server->frames)
                t.frames.push_back(toRecord(f));
            AsyncMeta meta = fromRecord<AsyncMeta>(sim->meta, "meta");
            meta.worker_intervals = server->lanes.intervals;
            setMetaAndSummary(t, meta, asyncSummary(*server, ctx.size));
            return Snapshot{std::move(t), std::to_string(server->version) + " of " + std::to_string(c.updates) + " updates",
                            fieldName(&AsyncSummary::message)};
        };
        ctx.roles = {"server"};
        for (int i = 1; i <= k; ++i)
            ctx.roles.push_back("worker " + std::to_string(i));
        ctx.design = "parameter server on rank 0, gradients applied on arrival";
    }
    ctx.clock.start(MPI_COMM_WORLD);
    if (ctx.rank == 0) {
        server.emplace(ctx, c);
        try {
            server->run();
        } catch (const Interrupted &e) {
            ctx.stopped = e.what();
        }
    } else {
        AsyncWorker(ctx, c).run();
    }
    if (ctx.stopped.empty())
        ctx.finishPart();
    return ctx.rank == 0 ? finishRun(ctx) : 0;
}

} // namespace sgd::mpi
