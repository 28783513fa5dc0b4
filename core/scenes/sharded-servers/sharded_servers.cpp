#include "sharded_servers.h"
#include "sharded_servers_params.h"

#include "core/params.h"
#include "core/scenes.h"

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

template <> const ParamTable<ShardedServersParams> &paramTable<ShardedServersParams>()
{
    using P = ShardedServersParams;
    static const ParamTable<P> table({
        param(&P::workers,
              integerParam("workers", "8", 1, 16, "workers K", "How many workers push; x spreads over [1, 4] on y = 2x + 1.")),
        param(&P::shards, integerParam("shards", "1", 1, 8, "server shards S",
                                       "How many servers share the parameters; each has its own link and its own queue.")),
        param(&P::split,
              listParam(
                  ParamKind::NumberList, "split", "", 0, 1000, "parameter split",
                  "How the parameters are shared out: one weight per shard (4,1,1,1: shard 1 owns 4/7); empty = equal slices.",
                  true, true)),
        param(&P::hot_shard, withZeroText(integerParam("hot_shard", "0", 0, 8, "hot shard",
                                                       "A shard whose machine is also busy with other work, so each push takes "
                                                       "it hot_factor times as long (0 = none; at most S)."),
                                          "none")),
        param(&P::hot_factor, numberParam("hot_factor", "3", 1, 20, "hot shard slowdown",
                                          "How many times as long the hot shard takes per push.")),
        param(&P::compute, numberParam("compute", "1", 0.1, 100, "compute time",
                                       "Seconds worker 1 needs per gradient; each next worker takes 5% longer.")),
        param(&P::model_mb, numberParam("model_mb", "100", 0, 1e5, "model size (MB)",
                                        "The whole model on the wire; each shard moves its own slice in and out per push.")),
        param(&P::link_mbps, numberParam("link_mbps", "1000", 1, 1e6, "link (MB/s)", "Each shard's link bandwidth.", true)),
        param(&P::apply_ms,
              numberParam("apply_ms", "100", 0, 1e5, "apply time (ms)",
                          "How long one server needs to apply a push to the whole model; a shard needs its share of it.")),
        param(&P::eta, numberParam("eta", "0.01", 0, 0.05, "learning rate η", "Step size of every push.", true)),
        param(&P::w0, numberParam("w0", "0", -10, 10, "start w0", "The weight every worker pulls at time 0.")),
        param(&P::updates, integerParam("updates", "60", 1, 2000, "pushes", "How many pushes the shards apply.")),
    });
    return table;
}

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

} // namespace

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

/// How the scene computes its trace (the trace reference prints it).
const char *kShardedModel = R"(K = `workers` workers; worker k (k = 1 … K) holds
`x_k = 1 + 3(k − 1)/(K − 1)`, `y_k = 2x_k + 1` and needs `c_k = compute·(1 + 0.05(k − 1))` seconds per
gradient. S = `shards` shards share the parameters: shard s owns the share `a_s/Σa` of them (`split`;
empty, one value or all equal means equal slices, every a_s = 1). Per push, shard s moves its slice
`m_s = model_mb·a_s/Σa` in and out, `2·m_s/link_mbps` seconds, and applies it, `apply_ms/1000·a_s/Σa`
seconds; its service time is their sum, times `hot_factor` on the `hot_shard`. Nothing is random.
Times are doubles: each formula here is evaluated left to right, Σa summed from shard 1 on.

An event simulation. At time 0 every worker reads `w0` and computes. A finished gradient becomes a push
that joins every shard's queue; each shard serves its queue first come first served, one push at a time.
Once the last shard has finished a push, the server applies it: `g = (w_read·x_k − y_k)·x_k` from the w
the worker read, `w ← w − η·g`, staleness = updates since the read; pushes are applied in the order they
arrived. The worker then reads the new w and computes again. At one instant: shards finishing (lowest
first), then the pushes they complete are applied, then gradients finishing join the queues (the one
started earlier first, the lower worker when they started together), then free shards take their next
push, then answered workers read w and start. A gradient started at b lands at `b + c_k`, a service
begun at b ends at `b + service time`, one rounded addition each (services back to back add up their
roundings, never `b + n·service time`). Events share an instant only when these doubles are equal, so
rounding, not exact arithmetic, decides a tie; gradients landing together are ordered by their start
time as a double, then by worker.

Frame 0 is the start; frame n is the nth applied push: `time`, `worker`, `arrival`, `last_shard` (the
shard finishing last, the lowest on a tie), `queue_wait` (the start of its service there minus
`arrival`), `rate` = n/time, and per shard the pushes finished, the busy time so far over `time` (the
push in service counted up to now) and the queue length, read when the push is applied: before that
instant's arrivals, and a push that a shard freed then takes in next still counts as waiting. The run
ends after `updates` pushes, or before one whose w would be non-finite or above 10¹² in size
(`diverged`); `end_time` is the time of the last applied push.

`intervals`: per push, compute [start, arrival], queued [arrival, its service start at `last_shard`],
served [that start, `time`], and on lane 0 one apply per shard [service start, service end]. A push not
applied by the end has queued [arrival, `end_time`] (shard 0, update 0). Apply intervals are cut at
`end_time` (none where the shard had not taken the push in before it); compute intervals are never cut:
a worker still computing at the end shows its whole gradient [start, start + c_k]; one answered at
`end_time` shows [`end_time`, `end_time` + c_k] (unless the run diverged at that instant).
Intervals with end ≤ start are left out.

Summary and sweep: `ceiling` = 1/(the largest service time), `free_rate` = `Σ 1/c_k`, `rate` = pushes
per second over the run; a steady rate is `(A − q)/(t_A − t_q)` with A the pushes applied,
`q = floor(A/4) + 1` and `t_j` the time of push j (0 when `t_A = t_q`, so always for one push: one push
gives no rate), and `saturated` when the ceiling is above 0 and the steady rate reaches 90% of it.
`max_queue` is the longest queue (pushes waiting, not the one in service) at the end of any instant:
after its arrivals and after the free shards took their next push, so a push taken in at once never
counts.
The sweep runs, for S′ in 1, 2, 4, 8 and `shards`, equal slices and no hot shard, K′ = 1 … 16 workers
with `compute·(1 + 0.05(k − 1))`, η = 0 and 40·K′ pushes, and reports the steady rate; when the run's
own shards differ, K′ = 1 … 16 once more with them (`as_run`). `saturation_k` is the first K′ of the
one-server sweep that reaches 90% of its ceiling.)";

SceneDef shardedServersScene()
{
    SceneDef d;
    d.id = "sharded-servers";
    d.lookFor = "Every push costs the server some time. Watch one server's queue grow as workers are added until it "
                "caps the whole cluster. Split the weights over S shards, each owning a slice, and the ceiling lifts. "
                "Give one shard a bigger slice, or make it hot, and that shard alone sets the ceiling for everyone.";
    d.model = kShardedModel;
    d.stepNoun = "push";
    d.title = "Sharded parameter servers";
    d.summary = "Every push costs the server time: one server saturates as workers are added; S shards, each owning a slice, "
                "lift the ceiling.";
    d.params = paramTable<ShardedServersParams>().defs();
    d.sweepKey = paramKey(&ShardedServersParams::eta);
    d.stepsKey = paramKey(&ShardedServersParams::updates);
    const auto make = [](const ParamSet &p) {
        const ShardedServersParams par = readParams<ShardedServersParams>(p);
        ShardedServersConfig c;
        const int k = par.workers;
        c.async.shards.clear();
        c.async.computeTimes.clear();
        for (int i = 0; i < k; ++i) {
            const double x = k > 1 ? 1.0 + 3.0 * i / (k - 1) : 1.0;
            c.async.shards.emplace_back(x, 2 * x + 1);
            c.async.computeTimes.push_back(par.compute * (1.0 + 0.05 * i));
        }
        c.async.eta = par.eta;
        c.async.w0 = par.w0;
        c.async.updates = par.updates;
        c.shards = par.shards;
        c.modelMb = par.model_mb;
        c.linkMbps = par.link_mbps;
        c.applyMs = par.apply_ms;
        c.split = par.split;
        if (c.split.size() > 1 && int(c.split.size()) != c.shards)
            rejectParam(p, paramKey(&ShardedServersParams::split),
                        "empty (equal slices), one value, or one share per shard (" + std::to_string(c.shards) +
                            "), each greater than 0");
        c.hotShard = par.hot_shard;
        if (c.hotShard > c.shards)
            rejectParam(p, paramKey(&ShardedServersParams::hot_shard),
                        "0 (none) or a shard from 1 to " + std::to_string(c.shards));
        c.hotFactor = par.hot_factor;
        return c;
    };
    d.run = [make](const ParamSet &p, const RunContext &ctx) { return runShardedServers(make(p), ctx); };
    d.check = [make](const ParamSet &p) { (void)make(p); };
    d.schema = traceSchemaOf<ShardedServersTrace>();
    d.largeParams = {{paramKey(&ShardedServersParams::workers), "16"},
                     {paramKey(&ShardedServersParams::shards), "8"},
                     {paramKey(&ShardedServersParams::updates), "2000"}};
    d.checkTrace = [](const Trace &t) { return shardTraceProblem(typedTrace<ShardedServersTrace>(t)); };
    return d;
}

} // namespace sgd
