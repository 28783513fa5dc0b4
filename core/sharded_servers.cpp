#include "sharded_servers.h"

#include "async_lanes.h"
#include "params.h"
#include "scenes.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <stdexcept>

namespace sgd {

double shardServiceTime(const ShardedConfig &c, int shards)
{
    const double s = double(std::max(shards, 1));
    return 2.0 * c.modelMb / s / c.linkMbps + c.applyMs / 1000.0 / s;
}

namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();
constexpr double kRunaway = 1e12;

/// The event simulation: the async server's workers on their lanes, and the shards' queue. Every
/// shard gets the same slices at the same moments and takes the same time per slice, so all shards
/// serve the same push at once: one queue stands for all of them.
class ShardSimulation {
public:
    explicit ShardSimulation(const ShardedConfig &cfg, bool record)
        : c(cfg), a(cfg.async), k(int(a.shards.size())), service(shardServiceTime(cfg, cfg.shards)), record(record), w(a.w0),
          lanes(a, k, [this](int i, double at, LaneState) { startCompute(i, at); }), workers(std::size_t(k))
    {
        for (int i = 0; i < k; ++i)
            startCompute(i, 0.0);
    }

    void run()
    {
        while (version < a.updates && !diverged) {
            const int next = nextArrival();
            const double arrival = next >= 0 ? workers[std::size_t(next)].end : kNever;
            const double done = queue.empty() ? kNever : std::max(queue.front().at, freeAt) + service;
            if (done <= arrival)
                apply(done);
            else if (next >= 0)
                enqueue(next);
            else
                break; // cannot happen: a worker either computes or waits in the queue
        }
    }

    /// Closes the lanes at the end: gradients still computing, pushes still queued.
    void finish()
    {
        for (int i = 0; i < k; ++i) {
            const Worker &wk = workers[std::size_t(i)];
            addInterval(i + 1, wk.start, wk.end, "compute", 0);
            if (wk.queued && t > wk.end) // pushed, not yet taken in when the run ends
                addInterval(i + 1, wk.end, t, "queued", 0);
        }
    }

    const ShardedConfig &c;
    const AsyncConfig &a;
    const int k;
    const double service;
    const bool record;
    double w;
    double t = 0;
    int version = 0;
    double busyTime = 0, waitSum = 0, stalenessSum = 0;
    int maxQueue = 0, maxStaleness = 0;
    bool diverged = false;
    std::vector<ShardStep> steps;
    std::vector<ShardInterval> intervals;

private:
    struct Worker {
        double start = 0, end = 0, wRead = 0;
        int versionRead = 0;
        bool queued = false;
    };
    struct Push {
        int worker;
        double at;
    };

    void addInterval(int lane, double s, double e, const char *kind, int update)
    {
        if (record)
            intervals.push_back({lane, s, e, kind, update});
    }

    void startCompute(int i, double at)
    {
        Worker &wk = workers[std::size_t(i)];
        wk.start = at;
        wk.end = at + a.computeTimes[std::size_t(i)];
        wk.wRead = w;
        wk.versionRead = version;
        wk.queued = false;
    }

    /// The async server's order: earliest end, ties to the gradient that started first.
    int nextArrival() const
    {
        int next = -1;
        for (int i = 0; i < k; ++i) {
            const Worker &wk = workers[std::size_t(i)];
            if (wk.queued || lanes.state(i) != LaneState::Computing)
                continue;
            const Worker *best = next >= 0 ? &workers[std::size_t(next)] : nullptr;
            if (!best || wk.end < best->end || (wk.end == best->end && wk.start < best->start))
                next = i;
        }
        return next;
    }

    void enqueue(int i)
    {
        Worker &wk = workers[std::size_t(i)];
        wk.queued = true;
        queue.push_back({i, wk.end});
        maxQueue = std::max(maxQueue, int(queue.size()) - 1);
    }

    /// The front push has been taken in and applied by every shard at `done`.
    void apply(double done)
    {
        const Push p = queue.front();
        queue.pop_front();
        Worker &wk = workers[std::size_t(p.worker)];
        const double begin = done - service;
        const auto [x, y] = a.shards[std::size_t(p.worker)];
        ShardStep f;
        f.grad = (wk.wRead * x - y) * x;
        f.staleness = version - wk.versionRead;
        f.w_before = w;
        f.w_after = w - staleLearningRate(a.eta, f.staleness, a.rule) * f.grad;
        if (!std::isfinite(f.w_after) || std::abs(f.w_after) > kRunaway) {
            diverged = true;
            return;
        }
        t = done;
        freeAt = done;
        w = f.w_after;
        ++version;
        busyTime += service;
        waitSum += begin - p.at;
        stalenessSum += f.staleness;
        maxStaleness = std::max(maxStaleness, f.staleness);
        f.step = f.update = version;
        f.time = done;
        f.worker = p.worker + 1;
        f.arrival = p.at;
        f.queue_wait = begin - p.at;
        f.queue_len = int(queue.size());
        f.w_read = wk.wRead;
        f.rate = done > 0 ? version / done : 0.0;
        f.busy = done > 0 ? busyTime / done : 0.0;
        steps.push_back(f);
        addInterval(p.worker + 1, wk.start, wk.end, "compute", version);
        if (begin > p.at)
            addInterval(p.worker + 1, p.at, begin, "queued", version);
        if (service > 0) {
            addInterval(0, begin, done, "apply", version);
            addInterval(p.worker + 1, begin, done, "served", version); // the worker waits for its fresh slices
        }
        lanes.pushed(p.worker);
        lanes.afterPush(p.worker, done); // the worker pulls its fresh slices and computes again
    }

    AsyncLanes lanes;
    std::vector<Worker> workers;
    std::deque<Push> queue;
    double freeAt = 0;
};

void checkSharded(const ShardedConfig &c)
{
    const int k = int(c.async.shards.size());
    if (k < 1 || int(c.async.computeTimes.size()) != k)
        throw std::invalid_argument("need one compute time per worker");
    for (double t : c.async.computeTimes)
        if (!(t > 0))
            throw std::invalid_argument("compute times must be positive");
    if (c.shards < 1 || !(c.linkMbps > 0) || c.modelMb < 0 || c.applyMs < 0)
        throw std::invalid_argument("need at least one shard, a positive link bandwidth, and no negative sizes or times");
    if (c.async.pull != PullPolicy::AfterPush || c.async.sspBound >= 0 || c.async.failWorker != 0 || c.async.randomTimes || c.async.serverStep)
        throw std::invalid_argument("the sharded servers take the plain asynchronous server: pull after push, no SSP, no failures");
}

double freeRate(const AsyncConfig &a, int k)
{
    double r = 0;
    for (int i = 0; i < k; ++i)
        r += 1.0 / a.computeTimes[std::size_t(i)];
    return r;
}

double ceilingOf(const ShardedConfig &c, int shards)
{
    const double s = shardServiceTime(c, shards);
    return s > 0 ? 1.0 / s : 0.0;
}

/// Pushes per second over the last three quarters of a run (the first quarter fills the queue).
double steadyRate(const std::vector<ShardStep> &steps)
{
    if (steps.size() < 4)
        return steps.empty() || steps.back().time <= 0 ? 0.0 : double(steps.size()) / steps.back().time;
    const ShardStep &from = steps[steps.size() / 4];
    const ShardStep &to = steps.back();
    return to.time > from.time ? double(to.update - from.update) / (to.time - from.time) : 0.0;
}

/// Pushes per second against K = 1..16 for S = 1, 2, 4, 8 and the run's S; the first K workers of
/// the run, a fresh start each time.
std::vector<ThroughputPoint> sweep(const ShardedConfig &c)
{
    std::vector<int> shardCounts{1, 2, 4, 8};
    if (std::find(shardCounts.begin(), shardCounts.end(), c.shards) == shardCounts.end())
        shardCounts.push_back(c.shards);
    std::sort(shardCounts.begin(), shardCounts.end());
    std::vector<ThroughputPoint> out;
    for (int s : shardCounts)
        for (int kk = 1; kk <= 16; ++kk) {
            ShardedConfig one = c;
            one.shards = s;
            one.async.updates = 40 * kk;
            one.async.shards.clear();
            one.async.computeTimes.clear();
            for (int i = 0; i < kk; ++i) {
                one.async.shards.push_back({1.0, 1.0}); // the weights play no part in the timing
                one.async.computeTimes.push_back(c.async.computeTimes.front() * (1.0 + 0.05 * i));
            }
            one.async.eta = 0;
            out.push_back({s, kk, steadyRate(simulateSharded(one)), ceilingOf(c, s), freeRate(one.async, kk)});
        }
    return out;
}

ShardMeta shardMeta(const ShardedConfig &c, ShardSimulation &sim)
{
    ShardMeta m;
    const AsyncConfig &a = c.async;
    double sxy = 0, sxx = 0;
    for (auto [x, y] : a.shards) {
        m.data_x.push_back(x), m.data_y.push_back(y);
        sxy += x * y, sxx += x * x;
    }
    m.workers = sim.k;
    m.shards = c.shards;
    m.compute_times = a.computeTimes;
    m.w0 = a.w0;
    m.w_best = sxx > 0 ? sxy / sxx : 0.0;
    m.eta = a.eta;
    m.model_mb = c.modelMb;
    m.link_mbps = c.linkMbps;
    m.apply_ms = c.applyMs;
    m.slice_mb = c.modelMb / c.shards;
    m.transfer_time = 2.0 * m.slice_mb / c.linkMbps;
    m.apply_time = c.applyMs / 1000.0 / c.shards;
    m.service_time = sim.service;
    m.ceiling = ceilingOf(c, c.shards);
    m.free_rate = freeRate(a, sim.k);
    m.intervals = std::move(sim.intervals);
    return m;
}

ShardSummary shardSummary(const ShardedConfig &c, const ShardSimulation &sim)
{
    ShardSummary s;
    const double n = double(sim.version);
    s.diverged = sim.diverged;
    s.end_time = sim.t;
    s.rate = sim.t > 0 ? n / sim.t : 0.0;
    s.ceiling = ceilingOf(c, c.shards);
    s.free_rate = freeRate(c.async, sim.k);
    s.efficiency = s.free_rate > 0 ? s.rate / s.free_rate : 0.0;
    s.saturated = s.ceiling > 0 && steadyRate(sim.steps) >= 0.9 * s.ceiling;
    s.mean_queue_wait = n > 0 ? sim.waitSum / n : 0.0;
    s.max_queue = sim.maxQueue;
    s.busy = sim.t > 0 ? sim.busyTime / sim.t : 0.0;
    s.mean_staleness = n > 0 ? sim.stalenessSum / n : 0.0;
    s.max_staleness = sim.maxStaleness;
    s.final_w = sim.w;
    return s;
}

std::string shardMessage(const ShardSummary &s, const ShardMeta &m)
{
    if (s.diverged)
        return "diverged: the weight ran away; lower eta";
    if (s.ceiling <= 0)
        return "a free server: " + formatNumberShort(s.rate, 3) + " pushes per second, all the workers can make";
    return formatNumberShort(s.rate, 3) + " pushes per second of the workers' " + formatNumberShort(s.free_rate, 3) + "; " +
           std::to_string(m.shards) + (m.shards == 1 ? " server" : " shards") + " can apply at most " + formatNumberShort(s.ceiling, 3) +
           (s.saturated ? ", and run at that ceiling" : "");
}

} // namespace

std::vector<ShardStep> simulateSharded(const ShardedConfig &c, ShardSummary *summary)
{
    checkSharded(c);
    ShardSimulation sim(c, false);
    sim.run();
    if (summary)
        *summary = shardSummary(c, sim);
    return std::move(sim.steps);
}

Trace runShardedServers(const ShardedConfig &c, const RunContext &ctx)
{
    checkSharded(c);
    Trace trace;
    trace.scene = "sharded-servers";
    TraceBuilder out(trace, ctx);
    ShardSimulation sim(c, true);
    sim.run();
    sim.finish();
    ShardStep start;
    start.w_read = start.w_before = start.w_after = c.async.w0;
    out.add(toRecord(start));
    for (const ShardStep &f : sim.steps)
        out.add(toRecord(f));
    out.progress(0.5);
    ShardSummary s = shardSummary(c, sim);
    ShardMeta m = shardMeta(c, sim);
    m.sweep = sweep(c);
    for (const ThroughputPoint &p : m.sweep)
        if (p.shards == 1 && s.saturation_k == 0 && p.ceiling > 0 && p.rate >= 0.9 * p.ceiling)
            s.saturation_k = p.workers;
    s.message = shardMessage(s, m);
    setMetaAndSummary(trace, m, s);
    return trace;
}

SceneDef shardedServersScene()
{
    SceneDef d;
    d.id = "sharded-servers";
    d.stepNoun = "push";
    d.title = "Sharded parameter servers";
    d.summary = "Every push costs the server time: one server saturates as workers are added; S shards, each owning a slice, lift the ceiling.";
    d.params = {
        integerParam("workers", "8", 1, 16, "workers K", "How many workers push; x spreads over [1, 4] on y = 2x + 1."),
        integerParam("shards", "1", 1, 8, "server shards S", "How many servers share the parameters; each owns 1/S of them."),
        numberParam("compute", "1", 0.1, 100, "compute time", "Seconds worker 1 needs per gradient; each next worker takes 5% longer."),
        numberParam("model_mb", "100", 0, 1e5, "model size (MB)", "The whole model on the wire; each shard moves its slice in and out per push."),
        numberParam("link_mbps", "1000", 1, 1e6, "link (MB/s)", "Each shard's link bandwidth.", true),
        numberParam("apply_ms", "100", 0, 1e5, "apply time (ms)", "How long one server needs to apply a push to the whole model; a shard needs 1/S of it."),
        numberParam("eta", "0.01", 0, 0.05, "learning rate eta", "Step size of every push.", true),
        numberParam("w0", "0", -10, 10, "start w0", "The weight every worker pulls at time 0."),
        integerParam("updates", "60", 1, 2000, "pushes", "How many pushes the shards apply."),
    };
    d.stepsKey = "updates";
    const auto make = [](const ParamSet &p) {
        ShardedConfig c;
        const int k = p.integer("workers");
        c.async.shards.clear();
        c.async.computeTimes.clear();
        for (int i = 0; i < k; ++i) {
            const double x = k > 1 ? 1.0 + 3.0 * i / (k - 1) : 1.0;
            c.async.shards.emplace_back(x, 2 * x + 1);
            c.async.computeTimes.push_back(p.number("compute") * (1.0 + 0.05 * i));
        }
        c.async.eta = p.number("eta");
        c.async.w0 = p.number("w0");
        c.async.updates = p.integer("updates");
        c.shards = p.integer("shards");
        c.modelMb = p.number("model_mb");
        c.linkMbps = p.number("link_mbps");
        c.applyMs = p.number("apply_ms");
        return c;
    };
    d.run = [make](const ParamSet &p, const RunContext &ctx) { return runShardedServers(make(p), ctx); };
    d.check = [make](const ParamSet &p) { (void)make(p); };
    d.schema = traceSchemaOf<ShardTrace>();
    return d;
}

} // namespace sgd
