#include "async_server.h"

#include "core/number_text.h"

#include "async_lanes.h"

#include "core/params.h"
#include "core/random.h"

#include <functional>
#include <optional>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace sgd {

LearningRateRule learningRateRuleFromString(const std::string &s)
{
    if (s == "constant")
        return LearningRateRule::Constant;
    if (s == "staleness")
        return LearningRateRule::Staleness;
    throw std::invalid_argument("lr_rule must be constant or staleness");
}

std::string toString(LearningRateRule r)
{
    return r == LearningRateRule::Constant ? "constant" : "staleness";
}

PullPolicy pullPolicyFromString(const std::string &s, double &quorum)
{
    if (s == "push")
        return PullPolicy::AfterPush;
    if (s == "epoch")
        return PullPolicy::Epoch;
    if (s == "quorum80") {
        quorum = 0.8;
        return PullPolicy::Quorum;
    }
    if (s == "quorum90") {
        quorum = 0.9;
        return PullPolicy::Quorum;
    }
    throw std::invalid_argument("pull must be push, epoch, quorum80 or quorum90");
}

namespace {

struct Worker {
    double start = 0, end = 0;
    double wRead = 0;
    int versionRead = 0;
    bool started = false;
};

constexpr double kNever = std::numeric_limits<double>::infinity();

/// The discrete-event simulation: the server's weight and version, every worker's gradient in
/// progress; the lanes' rules (SSP, quorum, failure) are AsyncLanes'. Each event (a failure, a
/// rejoin, an arriving gradient) is one method.
class AsyncSimulation {
public:
    explicit AsyncSimulation(const AsyncConfig &cfg)
        : c(cfg), k(int(cfg.shards.size())), w(cfg.w0),
          lanes(cfg, k, [this](int i, double at, LaneState) { startCompute(i, at); }), workers(static_cast<std::size_t>(k)),
          rng(cfg.seed)
    {
        failDone = c.failWorker == 0;
        rejoinDone = c.failWorker == 0 || c.rejoinTime < 0;
        for (int i = 0; i < k; ++i)
            startCompute(i, 0.0);
    }

    /// Frame 0, the start: no gradient has arrived, every worker has read w0 at time 0.
    AsyncUpdate startFrame() const
    {
        AsyncUpdate f;
        f.w_read = c.w0;
        f.w_before = c.w0;
        f.w_after = c.w0;
        f.clocks.assign(std::size_t(k), 0.0);
        return f;
    }

    /// Runs events until `updates` gradients were applied (each one handed to `applied`), the
    /// weight ran away or nobody can move.
    void run(const std::function<void(const AsyncUpdate &)> &applied)
    {
        while (version < c.updates) {
            const int next = nextArrival();
            const double arrival = next >= 0 ? workers[std::size_t(next)].end : kNever;
            const double failAt = failDone ? kNever : c.failTime;
            const double rejoinAt = (failDone && !rejoinDone) ? std::max(c.rejoinTime, c.failTime) : kNever;
            if (failAt < arrival && failAt <= rejoinAt) {
                fail(failAt);
            } else if (rejoinAt < arrival) {
                rejoin(rejoinAt);
            } else if (next >= 0) {
                const std::optional<AsyncUpdate> f = arrive(next);
                if (!f)
                    return;
                applied(*f);
            } else {
                message = "stalled: no worker can make progress";
                return;
            }
        }
    }

    /// Closes every lane at the end of the run.
    void finish()
    {
        for (int i = 0; i < k; ++i)
            if (!lanes.closeWaiting(i, t))
                lanes.addInterval(i, workers[std::size_t(i)].start, workers[std::size_t(i)].end, IntervalKind::Unfinished);
    }

    const AsyncConfig &c;
    const int k;
    double w;
    int version = 0;
    double t = 0;
    double stalenessSum = 0;
    int maxStaleness = 0;
    bool diverged = false;
    std::string message;
    AsyncLanes lanes; ///< the workers' lanes: states, clocks, the SSP and quorum rules, the intervals

private:
    /// Worker i's time for its next gradient: fixed, or drawn (exponential with that mean).
    double computeTime(int i)
    {
        const double mean = c.computeTimes[std::size_t(i)];
        if (!c.randomTimes)
            return c.jitter > 0 ? mean * (1.0 + c.jitter * (2.0 * rng.uniform() - 1.0)) : mean;
        return -std::log1p(-rng.uniform()) * mean; // 1 - u in (0, 1]: never log(0)
    }

    void startCompute(int i, double at)
    {
        Worker &wk = workers[std::size_t(i)];
        const bool first = !wk.started;
        wk.started = true;
        wk.start = at;
        wk.end = at + computeTime(i);
        // Pull the newest weight, unless the epoch policy says the local copy is still current.
        if (first || c.pull != PullPolicy::Epoch || version >= wk.versionRead + k) {
            wk.wRead = w;
            wk.versionRead = version;
        }
    }

    /// Earliest arrival; among arrivals at the same instant the gradient whose computation started
    /// earlier goes first, then the lower worker (the project's tie rule, docs/trace-format.md, as
    /// the lecture's worked example 4 states it). -1 when none computes.
    int nextArrival() const
    {
        int next = -1;
        for (int i = 0; i < k; ++i) {
            const Worker &wk = workers[std::size_t(i)];
            if (lanes.state(i) != LaneState::Computing)
                continue;
            if (next < 0)
                next = i;
            const Worker &best = workers[std::size_t(next)];
            if (wk.end < best.end || (wk.end == best.end && wk.start < best.start))
                next = i;
        }
        return next;
    }

    void fail(double at)
    {
        const int i = c.failWorker - 1;
        t = at;
        failDone = true;
        lanes.fail(i, t, workers[std::size_t(i)].start, t);
    }

    void rejoin(double at)
    {
        t = at;
        rejoinDone = true;
        // A worker back from a failure pulls the newest weight whatever the pull policy: its old
        // copy is no epoch's (the epoch policy kept it, reading a version it had long passed).
        workers[std::size_t(c.failWorker - 1)].started = false;
        lanes.rejoin(c.failWorker - 1, t);
    }

    /// Worker `next`'s gradient arrives and is applied at once; nullopt when the weight ran away.
    std::optional<AsyncUpdate> arrive(int next)
    {
        Worker &wk = workers[std::size_t(next)];
        t = wk.end;
        const auto [x, y] = c.shards[std::size_t(next)];
        AsyncUpdate f;
        f.grad = (wk.wRead * x - y) * x;
        f.staleness = version - wk.versionRead;
        f.w_before = w;
        if (c.serverStep) {
            const double step = c.serverStep({f.grad, f.staleness, wk.wRead, w, c.eta});
            f.eta_used = f.grad != 0 ? step / f.grad : c.eta;
            f.w_after = w - step;
        } else {
            f.eta_used = staleLearningRate(c.eta, f.staleness, c.rule);
            f.w_after = w - f.eta_used * f.grad;
        }
        if (!std::isfinite(f.w_after) || std::abs(f.w_after) > 1e12) {
            diverged = true;
            message = "diverged: the weight ran away; lower η or use the staleness-aware rule";
            return std::nullopt;
        }
        w = f.w_after;
        ++version;
        lanes.pushed(next);
        stalenessSum += f.staleness;
        maxStaleness = std::max(maxStaleness, f.staleness);
        lanes.addInterval(next, wk.start, t, IntervalKind::Applied, version);

        f.step = version;
        f.update = version;
        f.time = t;
        f.worker = next + 1;
        f.w_read = wk.wRead;
        f.gap = f.w_before - wk.wRead;
        f.start_time = wk.start;
        f.read_version = wk.versionRead;
        f.server_writes = version;
        f.sync_writes_same_work = int(std::floor(double(version) / k));
        f.clocks = lanes.clocks();
        // The worker that pushed pulls the newest w and goes on at once (unless SSP or a quorum holds it).
        lanes.afterPush(next, t);
        return f;
    }

    std::vector<Worker> workers;
    Rng rng;
    bool failDone = false;
    bool rejoinDone = false;
};

/// The same workers under synchronous SGD: one averaged update per round, every round as slow as the slowest.
void syncComparison(const AsyncConfig &c, int version, AsyncMeta &m)
{
    const int k = int(c.shards.size());
    const double roundTime = *std::max_element(c.computeTimes.begin(), c.computeTimes.end());
    const int rounds = std::max(1, int(std::ceil(double(version) / k)));
    m.sync_times = {0.0};
    m.sync_weights = {c.w0};
    double ws = c.w0;
    for (int r = 1; r <= rounds; ++r) {
        double mean = 0;
        for (auto [x, y] : c.shards)
            mean += (ws * x - y) * x;
        ws -= c.eta * mean / k;
        m.sync_times.push_back(r * roundTime);
        m.sync_weights.push_back(ws);
        if (std::abs(ws) > 1e12)
            break; // the synchronous comparison ran away: stop before it leaves the range of a double
    }
    m.sync_round_time = roundTime;
}

AsyncMeta asyncMeta(const AsyncConfig &c, AsyncSimulation &sim)
{
    AsyncMeta m;
    double sxy = 0, sxx = 0;
    for (auto [x, y] : c.shards) {
        m.data_x.push_back(x);
        m.data_y.push_back(y);
        sxy += x * y;
        sxx += x * x;
    }
    m.workers = sim.k;
    m.compute_times = c.computeTimes;
    m.w0 = c.w0;
    m.w_best = sxx > 0 ? sxy / sxx : 0.0;
    m.worker_intervals = std::move(sim.lanes.intervals);
    m.pull_policy = c.pull == PullPolicy::AfterPush ? std::string("push")
                    : c.pull == PullPolicy::Epoch   ? std::string("epoch")
                                                    : "quorum " + formatNumberShort(100 * c.quorum) + "%";
    m.lr_rule = toString(c.rule);
    syncComparison(c, sim.version, m);
    return m;
}

AsyncSummary asyncSummary(const AsyncSimulation &sim)
{
    AsyncSummary s;
    const double n = double(sim.version);
    s.diverged = sim.diverged;
    s.server_writes = sim.version;
    s.sync_writes_same_work = int(std::floor(n / sim.k));
    s.end_time = sim.t;
    s.final_w = sim.w;
    s.max_staleness = sim.maxStaleness;
    s.mean_staleness = n > 0 ? sim.stalenessSum / n : 0.0;
    s.message = sim.message;
    if (s.message.empty())
        s.message = text::countedText(n, "server write", "server writes") + " for " +
                    text::countedText(n, "gradient", "gradients") + "; synchronous SGD would have written " +
                    text::countedText(std::floor(n / sim.k), "time", "times");
    return s;
}

} // namespace

namespace {

void checkAsyncConfig(const AsyncConfig &c)
{
    const int k = int(c.shards.size());
    if (k < 1 || int(c.computeTimes.size()) != k)
        throw std::invalid_argument("need one compute time per worker");
    for (double t : c.computeTimes)
        if (!(t > 0))
            throw std::invalid_argument("compute times must be positive");
    if (c.failWorker < 0 || c.failWorker > k)
        throw std::invalid_argument("fail names a worker that does not exist");
}

} // namespace

AsyncSummary simulateAsync(const AsyncConfig &c, const std::function<void(const AsyncUpdate &)> &applied)
{
    checkAsyncConfig(c);
    AsyncSimulation sim(c);
    sim.run(applied);
    return asyncSummary(sim);
}

Trace runAsync(const AsyncConfig &c, const RunContext &ctx)
{
    checkAsyncConfig(c);
    Trace trace;
    trace.scene = "async";
    TraceBuilder out(trace, ctx);
    AsyncSimulation sim(c);
    out.add(toRecord(sim.startFrame()));
    sim.run([&](const AsyncUpdate &f) {
        out.add(toRecord(f));
        out.progress(double(sim.version) / c.updates);
    });
    sim.finish();
    const AsyncMeta meta = asyncMeta(c, sim);
    setMetaAndSummary(trace, meta, asyncSummary(sim));
    return trace;
}

} // namespace sgd
