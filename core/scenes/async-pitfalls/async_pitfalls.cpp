#include "async_pitfalls.h"
#include "async_pitfalls_params.h"

#include "core/params.h"
#include "core/random.h"
#include "core/scenes.h"
#include "core/sim/async_server.h"
#include "core/sim/sharded_servers.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace sgd {

namespace {

/// Gradients the two-worker comparison spends in all (sync: this many over K per worker).
constexpr int kSmallGradients = 400;

using Data = std::vector<std::pair<double, double>>;

/// K workers with x spread over [1, 4] on y = 2x + 1, worker i taking 1 + 0.1 i seconds per gradient.
AsyncConfig baseConfig(int k, double eta, double w0)
{
    AsyncConfig a;
    a.eta = eta;
    a.w0 = w0;
    a.shards = lectureLineShards(k);
    a.computeTimes.clear();
    for (int i = 0; i < k; ++i)
        a.computeTimes.push_back(1.0 + 0.1 * i);
    return a;
}

double bestWeight(const Data &d)
{
    double sxy = 0, sxx = 0;
    for (auto [x, y] : d)
        sxy += x * y, sxx += x * x;
    return sxx > 0 ? sxy / sxx : 0.0;
}

/// Mean loss above the best: 0.5 mean(x^2) (w - w_best)^2 for a one-weight least squares.
double lossAbove(const Data &d, double w, double wBest)
{
    double sxx = 0;
    for (auto [x, y] : d)
        sxx += x * x;
    return std::min(0.5 * sxx / double(d.size()) * (w - wBest) * (w - wBest), 1e30);
}

struct SyncRun {
    std::vector<double> w, time; ///< after each round, the start first
};

/// Synchronous SGD: each round every worker computes (its time jittered from `seed`), the server
/// waits for all of them, then adds the gradients in worker order: the arrival order never matters.
SyncRun runSync(const AsyncConfig &a, int rounds, double extra, double stepScale)
{
    Rng rng(a.seed);
    SyncRun r{{a.w0}, {0.0}};
    double w = a.w0, t = 0;
    for (int n = 0; n < rounds; ++n) {
        double slowest = 0, sum = 0;
        for (std::size_t i = 0; i < a.shards.size(); ++i) {
            const double c = a.computeTimes[i] * (a.jitter > 0 ? 1.0 + a.jitter * (2.0 * rng.uniform() - 1.0) : 1.0);
            slowest = std::max(slowest, c);
            const auto [x, y] = a.shards[i];
            sum += (w * x - y) * x;
        }
        w = std::clamp(w - a.eta * stepScale * sum, -1e12, 1e12);
        t += slowest + extra;
        r.w.push_back(w);
        r.time.push_back(t);
    }
    return r;
}

std::vector<AsyncUpdate> runAsyncOnce(const AsyncConfig &a)
{
    std::vector<AsyncUpdate> out;
    simulateAsync(a, [&](const AsyncUpdate &u) { out.push_back(u); });
    return out;
}

/// The two pairs of runs, one frame per update.
std::vector<AsyncPitfallsStep> reproducibility(const AsyncPitfallsParams &c, AsyncPitfallsSummary &s)
{
    AsyncConfig a = baseConfig(c.workers, c.eta, c.w0);
    a.updates = c.updates;
    a.jitter = c.jitter;
    AsyncConfig b = a;
    a.seed = std::uint64_t(c.seedA);
    b.seed = std::uint64_t(c.seedB);
    const std::vector<AsyncUpdate> ua = runAsyncOnce(a), ub = runAsyncOnce(b);
    const int rounds = c.updates / c.workers;
    const SyncRun sa = runSync(a, rounds, 0, 1.0 / c.workers), sb = runSync(b, rounds, 0, 1.0 / c.workers);
    std::vector<AsyncPitfallsStep> frames(std::size_t(c.updates) + 1);
    s.diverged = int(ua.size()) < c.updates || int(ub.size()) < c.updates;
    s.sync_identical = true;
    for (std::size_t n = 0; n < frames.size(); ++n) {
        AsyncPitfallsStep &f = frames[n];
        f.step = f.update = int(n);
        const bool has = n >= 1 && n <= ua.size() && n <= ub.size();
        const std::size_t prev = n > 0 ? n - 1 : 0;
        f.w_a = has ? ua[n - 1].w_after : (n == 0 ? c.w0 : frames[prev].w_a);
        f.w_b = has ? ub[n - 1].w_after : (n == 0 ? c.w0 : frames[prev].w_b);
        if (has) {
            f.worker_a = ua[n - 1].worker, f.worker_b = ub[n - 1].worker;
            f.time_a = ua[n - 1].time, f.time_b = ub[n - 1].time;
            f.staleness_a = ua[n - 1].staleness, f.staleness_b = ub[n - 1].staleness;
            if (s.first_split == 0 && f.worker_a != f.worker_b)
                s.first_split = int(n);
        }
        f.diff = f.w_a - f.w_b;
        f.sync_rounds = int(n) / c.workers;
        f.sync_w_a = sa.w[std::size_t(f.sync_rounds)];
        f.sync_w_b = sb.w[std::size_t(f.sync_rounds)];
        f.sync_time_a = sa.time[std::size_t(f.sync_rounds)];
        f.sync_time_b = sb.time[std::size_t(f.sync_rounds)];
        f.sync_diff = f.sync_w_a - f.sync_w_b;
        // Bit for bit: the same bytes, not merely close.
        s.sync_identical = s.sync_identical && std::memcmp(&f.sync_w_a, &f.sync_w_b, sizeof(double)) == 0;
        s.sync_max_diff = std::max(s.sync_max_diff, std::abs(f.sync_diff));
        s.max_diff = std::max(s.max_diff, std::abs(f.diff));
    }
    s.final_diff = std::abs(frames.back().diff);
    return frames;
}

/// The first time `loss` is at or under `target`, or -1.
double timeToTarget(const std::vector<double> &time, const std::vector<double> &loss, double target)
{
    for (std::size_t i = 0; i < loss.size(); ++i)
        if (loss[i] <= target)
            return time[i];
    return -1;
}

/// The small case: sync by ring all-reduce (2 (K-1)/K messages a round), one step of eta times the
/// sum (each gradient counts as much as one async push); async through one server that takes each
/// push in and sends the fresh model out (2 messages of server time per push).
void smallCase(const AsyncPitfallsParams &c, AsyncPitfallsMeta &m, AsyncPitfallsSummary &s)
{
    const int k = c.smallWorkers;
    AsyncConfig a = baseConfig(k, c.eta, c.w0);
    const double wBest = bestWeight(a.shards);
    m.small_workers = k;
    m.message_s = c.messageS;
    m.allreduce_s = 2.0 * (k - 1) / k * c.messageS;
    m.server_s = 2.0 * c.messageS;
    m.start_loss = lossAbove(a.shards, c.w0, wBest);
    m.target = c.target * m.start_loss;
    const SyncRun sync = runSync(a, kSmallGradients / k, m.allreduce_s, 1.0);
    m.small_sync_time = sync.time;
    for (double w : sync.w)
        m.small_sync_loss.push_back(lossAbove(a.shards, w, wBest));
    ShardedServersConfig sc;
    sc.async = a;
    sc.async.updates = kSmallGradients;
    sc.shards = 1;
    sc.linkMbps = 1000;
    sc.modelMb = c.messageS * 1000; // 2 model_mb / link = 2 message_s
    sc.applyMs = 0;
    m.small_async_time = {0.0};
    m.small_async_loss = {m.start_loss};
    ShardedServersSummary small;
    for (const ShardedServersStep &f : simulateSharded(sc, &small)) {
        m.small_async_time.push_back(f.time);
        m.small_async_loss.push_back(lossAbove(a.shards, f.w_after, wBest));
    }
    s.diverged = s.diverged || small.diverged;
    s.small_sync_rate = sync.time.back() > 0 ? double(k) * double(sync.time.size() - 1) / sync.time.back() : 0.0;
    s.small_async_rate = m.small_async_time.back() > 0 ? double(m.small_async_time.size() - 1) / m.small_async_time.back() : 0.0;
    s.small_sync_target_time = timeToTarget(m.small_sync_time, m.small_sync_loss, m.target);
    s.small_async_target_time = timeToTarget(m.small_async_time, m.small_async_loss, m.target);
    const double ts = s.small_sync_target_time, ta = s.small_async_target_time;
    s.small_verdict = ts < 0 && ta < 0 ? "neither" : (ta < 0 || (ts >= 0 && ts <= ta)) ? "sync" : "async";
    s.small_speedup = ts > 0 && ta > 0 ? ta / ts : 0.0;
}

AsyncPitfallsMeta pitfallMeta(const AsyncPitfallsParams &c)
{
    AsyncPitfallsMeta m;
    const AsyncConfig a = baseConfig(c.workers, c.eta, c.w0);
    m.workers = c.workers;
    m.compute_times = a.computeTimes;
    for (auto [x, y] : a.shards)
        m.data_x.push_back(x), m.data_y.push_back(y);
    m.w0 = c.w0;
    m.w_best = bestWeight(a.shards);
    m.eta = c.eta;
    m.jitter = c.jitter;
    m.seed_a = c.seedA;
    m.seed_b = c.seedB;
    return m;
}

std::string pitfallMessage(const AsyncPitfallsSummary &s)
{
    std::string out = s.first_split > 0 ? "the async runs split at update " + std::to_string(s.first_split) + " and end " +
                                              formatNumberShort(s.final_diff, 3) + " apart"
                                        : "the async runs kept the same order";
    out += s.sync_identical ? "; sync agrees bit for bit" : "; sync differs";
    return out + "; small case: " + s.small_verdict + " reaches the target first";
}

} // namespace

template <> const ParamTable<AsyncPitfallsParams> &paramTable<AsyncPitfallsParams>()
{
    using P = AsyncPitfallsParams;
    static const ParamTable<P> table({
        param(&P::workers, integerParam("workers", "4", 2, 16, "workers K",
                                        "Workers of the two pairs of runs; x spreads over [1, 4] on y = 2x + 1.")),
        param(&P::jitter, numberParam("jitter", "0.05", 0, 0.5, "timing jitter",
                                      "Every compute time is scaled by a random 1 ± jitter, as on real machines.")),
        param(&P::seedA, integerParam("seed_a", "1", 0, 1000000, "seed of run A", "The jitter's seed in run A.")),
        param(&P::seedB, integerParam("seed_b", "2", 0, 1000000, "seed of run B", "The jitter's seed in run B.")),
        param(&P::eta, numberParam("eta", "0.02", 0, 0.05, "learning rate η", "The step size of every update.", true)),
        param(&P::w0, numberParam("w0", "0", -10, 10, "start w0", "The weight every run starts from.")),
        param(&P::updates,
              integerParam("updates", "60", 1, 2000, "server updates", "How many gradients each async run applies.")),
        param(&P::smallWorkers,
              integerParam("small_workers", "2", 1, 4, "small case: workers", "How many workers the small case has.")),
        param(&P::messageS, numberParam("message_s", "0.3", 0, 10, "small case: message time (s)", "One model over one link.")),
        param(&P::target, numberParam("target", "0.01", 1e-6, 0.9, "small case: target",
                                      "The loss both must reach, as a share of the start's loss above the best.")),
    });
    return table;
}

Trace runAsyncPitfalls(const AsyncPitfallsParams &c, const RunContext &ctx)
{
    Trace trace;
    trace.scene = "async-pitfalls";
    TraceBuilder out(trace, ctx);
    AsyncPitfallsSummary s;
    const std::vector<AsyncPitfallsStep> frames = reproducibility(c, s);
    AsyncPitfallsMeta m = pitfallMeta(c);
    smallCase(c, m, s);
    s.message = pitfallMessage(s);
    for (const AsyncPitfallsStep &f : frames)
        out.add(toRecord(f));
    setMetaAndSummary(trace, m, s);
    return trace;
}

/// How the scene computes its trace (the trace reference prints it).
const char *kPitfallsModel = R"(K = `workers` workers; worker k (k = 1 … K) holds
`x_k = 1 + 3(k − 1)/(K − 1)`, `y_k = 2x_k + 1` and needs `c_k = 1 + 0.1(k − 1)` seconds per gradient.
`w_best` = `Σxy/Σx²`.

Runs A and B are the async scene's simulation (start `w0`, constant η, pull after every push, `updates`
updates) with jitter: each time a worker starts a gradient, its time is `c_k·(1 + jitter·(2u − 1))` with
u = `uniform()` from `Rng(seed_a)` in run A and `Rng(seed_b)` in run B, drawn for workers 1 … K at time
0 and then in the order the workers restart. Each run has a synchronous twin on a fresh generator of the
same seed: `floor(updates/K)` rounds, each drawing K jittered times in worker order, the round lasting
the longest, and `w ← clamp(w − (η/K)·Σ_k g_k, −10¹², 10¹²)` with the gradients summed in worker order,
so the timing never reaches the weight.

Frame 0 is the start; frame n holds both async runs after n updates (a run that stopped early keeps its
last w), the worker, time and staleness of update n in each, and both sync runs after `floor(n/K)`
rounds. `first_split` is the first frame whose two workers differ (0 if none); `sync_identical` is 1
when the two sync weights are the same bits in every frame.

The small case: k = `small_workers` workers as above (no jitter), the loss above the best
`½·mean(x²)·(w − w_best)²`, and the target `target` times its value at `w0`. Sync: `floor(400/k)` rounds
of `w ← w − η·Σ g` (a step of η per gradient), each lasting `max c + 2(k − 1)/k·message_s` (the ring
all-reduce). Async: the sharded-servers simulation with one server whose service time is `2·message_s`
(the push in, the model out), constant η, 400 pushes. A time to target is the first time the loss is at
or below the target (−1 if never); `small_verdict` is `sync` when sync gets there no later than async
(or async never does), `async` when only async does or does so first, else `neither`.)";

SceneDef asyncPitfallsScene()
{
    SceneDef d;
    d.id = "async-pitfalls";
    d.lookFor = "Run the same async setup twice: the arrival order changes and so does the answer, while sync gives "
                "the same result every time. With only two workers, look at the message count: async sends more and "
                "gains nothing.";
    d.model = kPitfallsModel;
    d.stepNoun = "update";
    d.title = "When not to use async";
    d.summary =
        "The same async run twice gives two answers; sync gives one. And with two workers, async's extra messages buy nothing.";
    d.params = paramTable<AsyncPitfallsParams>().defs();
    d.sweepKey = paramKey(&AsyncPitfallsParams::eta);
    d.stepsKey = paramKey(&AsyncPitfallsParams::updates);
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runAsyncPitfalls(readParams<AsyncPitfallsParams>(p), ctx); };
    d.check = [](const ParamSet &p) { (void)readParams<AsyncPitfallsParams>(p); };
    d.schema = traceSchemaOf<AsyncPitfallsTrace>();
    d.largeParams = {{paramKey(&AsyncPitfallsParams::workers), "16"},
                     {paramKey(&AsyncPitfallsParams::updates), "2000"},
                     {paramKey(&AsyncPitfallsParams::jitter), "0.5"}};
    d.checkTrace = [](const Trace &t) {
        const AsyncPitfallsMeta &m = typedTrace<AsyncPitfallsTrace>(t).meta;
        std::string e = seriesProblem("small_sync_time", m.small_sync_time.size(), "small_sync_loss", m.small_sync_loss.size());
        if (e.empty())
            e = seriesProblem("small_async_time", m.small_async_time.size(), "small_async_loss", m.small_async_loss.size());
        return e;
    };
    return d;
}

} // namespace sgd
