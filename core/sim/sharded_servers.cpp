#include "sharded_servers.h"

#include "core/params.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <functional>
#include <limits>
#include <stdexcept>

namespace sgd {

namespace {

/// The split's weights: one per shard, all 1 when the split is even (so an even slice is model / S).
std::vector<double> splitWeights(const ShardedServersConfig &c)
{
    const std::size_t n = std::size_t(std::max(c.shards, 1));
    if (c.split.size() != n || std::adjacent_find(c.split.begin(), c.split.end(), std::not_equal_to<>()) == c.split.end())
        return std::vector<double>(n, 1.0);
    return c.split;
}

} // namespace

std::vector<ShardCost> shardCosts(const ShardedServersConfig &c)
{
    const std::vector<double> weights = splitWeights(c);
    double total = 0;
    for (double v : weights)
        total += v;
    std::vector<ShardCost> out;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        ShardCost cost;
        cost.share = weights[i] / total;
        cost.sliceMb = c.modelMb * weights[i] / total;
        cost.transferTime = 2.0 * cost.sliceMb / c.linkMbps;
        cost.applyTime = c.applyMs / 1000.0 * weights[i] / total;
        cost.hot = int(i) + 1 == c.hotShard;
        cost.serviceTime = (cost.transferTime + cost.applyTime) * (cost.hot ? c.hotFactor : 1.0);
        out.push_back(cost);
    }
    return out;
}

int slowestShard(const std::vector<ShardCost> &costs)
{
    int slowest = 0;
    for (std::size_t i = 0; i < costs.size(); ++i)
        if (costs[i].serviceTime > 0 && (slowest == 0 || costs[i].serviceTime > costs[std::size_t(slowest - 1)].serviceTime))
            slowest = int(i) + 1;
    return slowest;
}

namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();
constexpr double kRunaway = 1e12;

/// The event simulation: the async server's workers and one queue per shard. Each instant is taken
/// in the order of the tie rule (sharded_servers.h): shards finishing, pushes arriving, then what
/// starts.
class ShardSimulation {
public:
    explicit ShardSimulation(const ShardedServersConfig &cfg)
        : c(cfg), a(cfg.async), k(int(a.shards.size())), costs(shardCosts(cfg)), w(a.w0), endPushes(costs.size(), 0.0),
          endBusy(costs.size(), 0.0), workers(std::size_t(k)), servers(costs.size())
    {
        for (int i = 0; i < k; ++i)
            startCompute(i, 0.0);
    }

    void run()
    {
        while (version < a.updates && !diverged) {
            const double now = nextEvent();
            if (now == kNever)
                break; // cannot happen: a worker either computes or waits for the shards
            finishServices(now);
            while (nextApply < int(pushes.size()) && pushes[std::size_t(nextApply)].answered == int(servers.size()) &&
                   version < a.updates)
                if (!apply(nextApply++, now))
                    return;
            if (version >= a.updates)
                break;
            arrive(now);
            startServices(now);
            for (int i : released)
                startCompute(i, now);
            released.clear();
        }
        for (int i : released) // answered by the last push: they pull and compute on past the end
            startCompute(i, t);
    }

    /// The lanes, built from the pushes once the run is over (end = the last applied push).
    void finish();

    const ShardedServersConfig &c;
    const AsyncConfig &a;
    const int k;
    const std::vector<ShardCost> costs;
    double w;
    double t = 0;
    int version = 0;
    double waitSum = 0, stalenessSum = 0;
    int maxQueue = 0, maxStaleness = 0;
    bool diverged = false;
    std::vector<ShardedServersStep> steps;
    std::vector<ShardInterval> intervals;
    std::vector<double> endPushes, endBusy; ///< each shard's pushes finished and busy time at the last applied push

private:
    struct Worker {
        double start = 0, end = 0, wRead = 0;
        int versionRead = 0;
        int push = -1; ///< the push it waits on; -1 while it computes
    };
    struct Push {
        int worker = 0;
        double computeStart = 0, arrival = 0, wRead = 0;
        int versionRead = 0;
        std::vector<double> begin, done; ///< per shard; NaN until it happens
        int answered = 0;
    };
    struct Server {
        std::deque<int> waiting; ///< pushes that arrived and were not yet taken in
        int serving = -1;
        double from = 0, until = kNever;
        int finished = 0;
        double busyDone = 0; ///< service time of the pushes finished
    };

    double nextEvent() const
    {
        double next = kNever;
        for (const Server &s : servers)
            next = std::min(next, s.until);
        for (const Worker &wk : workers)
            if (wk.push < 0)
                next = std::min(next, wk.end);
        return next;
    }

    void startCompute(int i, double at)
    {
        Worker &wk = workers[std::size_t(i)];
        wk.start = at;
        wk.end = at + a.computeTimes[std::size_t(i)];
        wk.wRead = w;
        wk.versionRead = version;
        wk.push = -1;
    }

    /// Shards finishing at `now`, the lowest first: each answers its push and is free.
    void finishServices(double now)
    {
        for (std::size_t s = 0; s < servers.size(); ++s) {
            Server &sv = servers[s];
            if (sv.until != now)
                continue;
            Push &p = pushes[std::size_t(sv.serving)];
            p.done[s] = now;
            ++p.answered;
            ++sv.finished;
            sv.busyDone += costs[s].serviceTime;
            sv.serving = -1;
            sv.until = kNever;
        }
    }

    /// Gradients finished at `now`, by the tie rule (the one started earlier first, then the lower
    /// worker): each push joins every shard's queue.
    void arrive(double now)
    {
        std::vector<int> landing;
        for (int i = 0; i < k; ++i)
            if (workers[std::size_t(i)].push < 0 && workers[std::size_t(i)].end == now)
                landing.push_back(i);
        std::stable_sort(landing.begin(), landing.end(),
                         [this](int x, int y) { return workers[std::size_t(x)].start < workers[std::size_t(y)].start; });
        for (int i : landing) {
            Worker &wk = workers[std::size_t(i)];
            Push p;
            p.worker = i;
            p.computeStart = wk.start;
            p.arrival = now;
            p.wRead = wk.wRead;
            p.versionRead = wk.versionRead;
            p.begin.assign(servers.size(), std::numeric_limits<double>::quiet_NaN());
            p.done = p.begin;
            wk.push = int(pushes.size());
            pushes.push_back(std::move(p));
            for (Server &sv : servers)
                sv.waiting.push_back(wk.push);
        }
    }

    /// Free shards take the first push in their queue.
    void startServices(double now)
    {
        int longest = 0;
        for (std::size_t s = 0; s < servers.size(); ++s) {
            Server &sv = servers[s];
            if (sv.serving < 0 && !sv.waiting.empty()) {
                sv.serving = sv.waiting.front();
                sv.waiting.pop_front();
                sv.from = now;
                sv.until = now + costs[s].serviceTime;
                pushes[std::size_t(sv.serving)].begin[s] = now;
            }
            longest = std::max(longest, int(sv.waiting.size()));
        }
        maxQueue = std::max(maxQueue, longest);
    }

    bool apply(int index, double now);
    void snapshot(ShardedServersStep &f, double now);

    std::vector<Worker> workers;
    std::vector<Server> servers;
    std::vector<Push> pushes; ///< in the order they arrived, which is the order they are applied
    int nextApply = 0;
    std::vector<int> released; ///< workers answered at this instant, to compute again
};

/// Every shard has answered push `index` at `now`: the update counts. False when the weight ran away.
bool ShardSimulation::apply(int index, double now)
{
    const Push &p = pushes[std::size_t(index)];
    int last = 0; // the shard answering last; the lowest on a tie
    for (std::size_t s = 1; s < servers.size(); ++s)
        if (p.done[s] > p.done[std::size_t(last)])
            last = int(s);
    const auto [x, y] = a.shards[std::size_t(p.worker)];
    ShardedServersStep f;
    f.grad = (p.wRead * x - y) * x;
    f.staleness = version - p.versionRead;
    f.w_before = w;
    f.w_after = w - staleLearningRate(a.eta, f.staleness, a.rule) * f.grad;
    if (!std::isfinite(f.w_after) || std::abs(f.w_after) > kRunaway) {
        diverged = true;
        return false;
    }
    t = now;
    w = f.w_after;
    ++version;
    f.step = f.update = version;
    f.time = now;
    f.worker = p.worker + 1;
    f.arrival = p.arrival;
    f.last_shard = last + 1;
    f.queue_wait = p.begin[std::size_t(last)] - p.arrival;
    f.w_read = p.wRead;
    f.rate = now > 0 ? version / now : 0.0;
    snapshot(f, now);
    waitSum += f.queue_wait;
    stalenessSum += f.staleness;
    maxStaleness = std::max(maxStaleness, f.staleness);
    steps.push_back(std::move(f));
    released.push_back(p.worker);
    return true;
}

/// Each shard's load at `now`, into the frame and as the run's totals so far.
void ShardSimulation::snapshot(ShardedServersStep &f, double now)
{
    f.busy = 0;
    for (std::size_t s = 0; s < servers.size(); ++s) {
        const Server &sv = servers[s];
        endPushes[s] = sv.finished;
        endBusy[s] = sv.busyDone + (sv.serving >= 0 ? now - sv.from : 0.0);
        f.shard_pushes.push_back(endPushes[s]);
        f.shard_busy.push_back(now > 0 ? endBusy[s] / now : 0.0);
        f.shard_queue.push_back(double(sv.waiting.size()));
        f.busy = std::max(f.busy, f.shard_busy.back());
        f.queue_len = std::max(f.queue_len, int(sv.waiting.size()));
    }
}

void ShardSimulation::finish()
{
    auto add = [this](int lane, int shard, int worker, double s, double e, const char *kind, int update) {
        if (e > s)
            intervals.push_back({lane, shard, worker + 1, s, e, kind, update});
    };
    for (std::size_t n = 0; n < pushes.size(); ++n) {
        const Push &p = pushes[n];
        const int update = int(n) < version ? int(n) + 1 : 0;
        add(p.worker + 1, 0, p.worker, p.computeStart, p.arrival, "compute", update);
        if (update > 0) {
            const ShardedServersStep &f = steps[n];
            const double begin = p.begin[std::size_t(f.last_shard - 1)];
            add(p.worker + 1, f.last_shard, p.worker, p.arrival, begin, "queued", update);
            add(p.worker + 1, f.last_shard, p.worker, begin, f.time, "served", update);
        } else {
            add(p.worker + 1, 0, p.worker, p.arrival, t, "queued", 0); // answers still to come
        }
        for (std::size_t s = 0; s < servers.size(); ++s) {
            if (!(p.begin[s] < t))
                continue; // not taken in by the end
            const double done = std::isnan(p.done[s]) ? servers[s].until : p.done[s];
            add(0, int(s) + 1, p.worker, p.begin[s], std::min(done, t), "apply", update);
        }
    }
    for (int i = 0; i < k; ++i)
        if (workers[std::size_t(i)].push < 0)
            add(i + 1, 0, i, workers[std::size_t(i)].start, workers[std::size_t(i)].end, "compute", 0);
}

void checkSharded(const ShardedServersConfig &c)
{
    const int k = int(c.async.shards.size());
    if (k < 1 || int(c.async.computeTimes.size()) != k)
        throw std::invalid_argument("need one compute time per worker");
    for (double t : c.async.computeTimes)
        if (!(t > 0))
            throw std::invalid_argument("compute times must be positive");
    if (c.shards < 1 || !(c.linkMbps > 0) || c.modelMb < 0 || c.applyMs < 0)
        throw std::invalid_argument("need at least one shard, a positive link bandwidth, and no negative sizes or times");
    if (c.split.size() > 1 && int(c.split.size()) != c.shards)
        throw std::invalid_argument("the split needs one share per shard");
    for (double v : c.split)
        if (!(v > 0) || !std::isfinite(v))
            throw std::invalid_argument("every shard's share must be positive");
    if (c.hotShard < 0 || c.hotShard > c.shards || !(c.hotFactor >= 1) || !std::isfinite(c.hotFactor))
        throw std::invalid_argument("the hot shard must be one of the shards (or 0), slowed by a factor of 1 or more");
    if (c.async.pull != PullPolicy::AfterPush || c.async.sspBound >= 0 || c.async.failWorker != 0 || c.async.randomTimes ||
        c.async.serverStep)
        throw std::invalid_argument(
            "the sharded servers take the plain asynchronous server: pull after push, no SSP, no failures");
}

double freeRate(const AsyncConfig &a, int k)
{
    double r = 0;
    for (int i = 0; i < k; ++i)
        r += 1.0 / a.computeTimes[std::size_t(i)];
    return r;
}

/// The most pushes the shards can apply per second: 1 / the slowest shard's time (0 = no limit).
double ceilingOf(const std::vector<ShardCost> &costs)
{
    const int slowest = slowestShard(costs);
    return slowest > 0 ? 1.0 / costs[std::size_t(slowest - 1)].serviceTime : 0.0;
}

bool allEqual(const std::vector<ShardCost> &costs)
{
    for (const ShardCost &x : costs)
        if (x.serviceTime != costs.front().serviceTime)
            return false;
    return true;
}

/// Pushes per second over the last three quarters of a run (the first quarter fills the queue):
/// (A - q)/(t_A - t_q) with q = floor(A/4) + 1, as docs/trace-format.md gives it for every A; one
/// push gives no rate (0).
double steadyRate(const std::vector<ShardedServersStep> &steps)
{
    if (steps.empty())
        return 0.0;
    const ShardedServersStep &from = steps[steps.size() / 4];
    const ShardedServersStep &to = steps.back();
    return to.time > from.time ? double(to.update - from.update) / (to.time - from.time) : 0.0;
}

/// One sweep point: the first K workers of the run, a fresh start, 40 K pushes.
ThroughputPoint sweepPoint(const ShardedServersConfig &shape, int kk, bool asRun)
{
    ShardedServersConfig one = shape;
    one.async.updates = 40 * kk;
    one.async.shards.clear();
    one.async.computeTimes.clear();
    for (int i = 0; i < kk; ++i) {
        one.async.shards.push_back({1.0, 1.0}); // the weights play no part in the timing
        one.async.computeTimes.push_back(shape.async.computeTimes.front() * (1.0 + 0.05 * i));
    }
    one.async.eta = 0;
    return {one.shards, kk, steadyRate(simulateSharded(one)), ceilingOf(shardCosts(one)), freeRate(one.async, kk), asRun};
}

/// Pushes per second against K = 1..16 for S = 1, 2, 4, 8 and the run's S, equal shards; then the
/// run's own shards when they are not all equal.
std::vector<ThroughputPoint> sweep(const ShardedServersConfig &c)
{
    std::vector<int> shardCounts{1, 2, 4, 8};
    if (std::find(shardCounts.begin(), shardCounts.end(), c.shards) == shardCounts.end())
        shardCounts.push_back(c.shards);
    std::sort(shardCounts.begin(), shardCounts.end());
    std::vector<ThroughputPoint> out;
    for (int s : shardCounts) {
        ShardedServersConfig even = c;
        even.shards = s;
        even.split.clear();
        even.hotShard = 0;
        even.hotFactor = 1;
        for (int kk = 1; kk <= 16; ++kk)
            out.push_back(sweepPoint(even, kk, false));
    }
    if (!allEqual(shardCosts(c)))
        for (int kk = 1; kk <= 16; ++kk)
            out.push_back(sweepPoint(c, kk, true));
    return out;
}

std::vector<ShardLoad> shardLoads(const std::vector<ShardCost> &costs, const std::vector<double> &pushes,
                                  const std::vector<double> &busy, double end)
{
    std::vector<ShardLoad> out;
    for (std::size_t s = 0; s < costs.size(); ++s) {
        const ShardCost &x = costs[s];
        ShardLoad l;
        l.shard = int(s) + 1;
        l.share = x.share;
        l.slice_mb = x.sliceMb;
        l.transfer_time = x.transferTime;
        l.apply_time = x.applyTime;
        l.service_time = x.serviceTime;
        l.ceiling = x.serviceTime > 0 ? 1.0 / x.serviceTime : 0.0;
        l.hot = x.hot;
        l.pushes = int(pushes[s]);
        l.mb_in = l.mb_out = pushes[s] * x.sliceMb;
        l.busy_time = busy[s];
        l.busy = end > 0 ? busy[s] / end : 0.0;
        out.push_back(l);
    }
    return out;
}

ShardedServersMeta shardMeta(const ShardedServersConfig &c, ShardSimulation &sim)
{
    ShardedServersMeta m;
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
    for (const ShardCost &x : sim.costs)
        m.split.push_back(x.share);
    m.hot_shard = c.hotShard;
    m.hot_factor = c.hotFactor;
    m.slowest_shard = slowestShard(sim.costs);
    const ShardCost &slow = sim.costs[std::size_t(std::max(m.slowest_shard, 1) - 1)];
    m.slice_mb = slow.sliceMb;
    m.transfer_time = slow.transferTime;
    m.apply_time = slow.applyTime;
    m.service_time = slow.serviceTime;
    m.ceiling = ceilingOf(sim.costs);
    m.free_rate = freeRate(a, sim.k);
    m.shard_loads = shardLoads(sim.costs, sim.endPushes, sim.endBusy, sim.t);
    m.intervals = std::move(sim.intervals);
    return m;
}

ShardedServersSummary shardSummary(const ShardedServersConfig &c, const ShardSimulation &sim)
{
    ShardedServersSummary s;
    const double n = double(sim.version);
    s.diverged = sim.diverged;
    s.end_time = sim.t;
    s.rate = sim.t > 0 ? n / sim.t : 0.0;
    s.ceiling = ceilingOf(sim.costs);
    s.slowest_shard = slowestShard(sim.costs);
    s.free_rate = freeRate(c.async, sim.k);
    s.efficiency = s.free_rate > 0 ? s.rate / s.free_rate : 0.0;
    s.saturated = s.ceiling > 0 && steadyRate(sim.steps) >= 0.9 * s.ceiling;
    s.mean_queue_wait = n > 0 ? sim.waitSum / n : 0.0;
    s.max_queue = sim.maxQueue;
    s.busy = sim.steps.empty() ? 0.0 : sim.steps.back().busy;
    s.mean_staleness = n > 0 ? sim.stalenessSum / n : 0.0;
    s.max_staleness = sim.maxStaleness;
    s.final_w = sim.w;
    return s;
}

std::string shardMessage(const ShardedServersSummary &s, const ShardedServersMeta &m, bool equal)
{
    if (s.diverged)
        return "diverged: the weight ran away; lower η";
    if (s.ceiling <= 0)
        return "a free server: " + formatNumberShort(s.rate, 3) + " pushes per second, all the workers can make";
    return formatNumberShort(s.rate, 3) + " pushes per second of the workers' " + formatNumberShort(s.free_rate, 3) + "; " +
           std::to_string(m.shards) + (m.shards == 1 ? " server" : " shards") + " can apply at most " +
           formatNumberShort(s.ceiling, 3) +
           (equal ? "" : " (shard " + std::to_string(s.slowest_shard) + ", the slowest, sets it)") +
           (s.saturated ? ", and run at that ceiling" : "");
}

ShardedServersStep startFrame(const ShardedServersConfig &c)
{
    ShardedServersStep start;
    start.w_read = start.w_before = start.w_after = c.async.w0;
    start.shard_pushes = start.shard_busy = start.shard_queue = std::vector<double>(std::size_t(c.shards), 0.0);
    return start;
}

/// What a trace read from a file must also meet for the views: one entry per shard wherever a
/// view looks a shard up, shard numbers in range. "" when it fits.

} // namespace

std::string shardTraceProblem(const ShardedServersTrace &t)
{
    const ShardedServersMeta &m = t.meta;
    const std::string range = "0 or a shard from 1 to " + std::to_string(m.shards);
    if (m.shards < 1 || int(m.shard_loads.size()) != m.shards || int(m.split.size()) != m.shards)
        return "shard_loads and split need one entry per shard (shards = " + std::to_string(m.shards) + ")";
    if (m.slowest_shard < 0 || m.slowest_shard > m.shards || m.hot_shard < 0 || m.hot_shard > m.shards)
        return "slowest_shard and hot_shard must be " + range;
    for (std::size_t i = 0; i < t.frames.size(); ++i) {
        const ShardedServersStep &f = t.frames[i];
        const auto fits = [&m](const std::vector<double> &v) { return int(v.size()) == m.shards; };
        if (!fits(f.shard_pushes) || !fits(f.shard_busy) || !fits(f.shard_queue) || f.last_shard < 0 || f.last_shard > m.shards)
            return "frame " + std::to_string(i) +
                   ": shard_pushes, shard_busy and shard_queue need one entry per shard, last_shard must be " + range;
    }
    return {};
}

std::vector<ShardedServersStep> simulateSharded(const ShardedServersConfig &c, ShardedServersSummary *summary)
{
    checkSharded(c);
    ShardSimulation sim(c);
    sim.run();
    if (summary)
        *summary = shardSummary(c, sim);
    return std::move(sim.steps);
}

Trace runShardedServers(const ShardedServersConfig &c, const RunContext &ctx)
{
    checkSharded(c);
    Trace trace;
    trace.scene = "sharded-servers";
    TraceBuilder out(trace, ctx);
    ShardSimulation sim(c);
    sim.run();
    sim.finish();
    out.add(toRecord(startFrame(c)));
    for (const ShardedServersStep &f : sim.steps)
        out.add(toRecord(f));
    out.progress(0.5);
    ShardedServersSummary s = shardSummary(c, sim);
    ShardedServersMeta m = shardMeta(c, sim);
    m.sweep = sweep(c);
    for (const ThroughputPoint &p : m.sweep)
        if (p.shards == 1 && !p.as_run && s.saturation_k == 0 && p.ceiling > 0 && p.rate >= 0.9 * p.ceiling)
            s.saturation_k = p.workers;
    s.message = shardMessage(s, m, allEqual(sim.costs));
    setMetaAndSummary(trace, m, s);
    return trace;
}

} // namespace sgd
