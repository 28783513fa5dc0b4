#include "backup_workers.h"

#include "backup_workers_params.h"
#include "core/number_text.h"

#include "core/params.h"
#include "core/random.h"
#include "core/scene_configs.h"
#include "core/scenes.h"
#include "core/sim/async_server.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <tuple>

namespace sgd {

namespace {

constexpr double kRunaway = 1e12;
constexpr double kLossCap = 1e30;
constexpr std::size_t kMaxCurvePoints = 800;

/// The shards, the best weight and the loss the sync scene uses (every shard one sample).
struct Problem {
    int k = 0;
    std::vector<double> xs, ys, compute;
    double wBest = 0, lossBest = 0;
    double loss(double w) const
    {
        double l = 0;
        for (int i = 0; i < k; ++i) {
            const double r = w * xs[std::size_t(i)] - ys[std::size_t(i)];
            l += 1.0 * 0.5 * r * r;
        }
        return l / double(k);
    }
    double excess(double w) const { return std::clamp(loss(w) - lossBest, 0.0, kLossCap); }
};

Problem problemOf(const BackupWorkersConfig &c)
{
    Problem pb;
    pb.k = int(c.sync.shards.size());
    double sxy = 0, sxx = 0;
    for (auto [x, y] : c.sync.shards) {
        pb.xs.push_back(x), pb.ys.push_back(y);
        sxy += x * y, sxx += x * x;
    }
    pb.compute = c.sync.computeTimes.empty() ? std::vector<double>(std::size_t(pb.k), 1.0) : c.sync.computeTimes;
    pb.wBest = sxx > 0 ? sxy / sxx : 0.0;
    pb.lossBest = pb.loss(pb.wBest);
    return pb;
}

/// Every round's gradient times, worker by worker: the compute times, or draws around them.
std::vector<std::vector<double>> drawDurations(const BackupWorkersConfig &c, const Problem &pb)
{
    Rng rng(c.seed);
    std::vector<std::vector<double>> d(std::size_t(c.sync.rounds) + 1);
    for (std::size_t r = 1; r < d.size(); ++r)
        for (int i = 0; i < pb.k; ++i) {
            const double mean = pb.compute[std::size_t(i)];
            d[r].push_back(c.randomTimes ? -std::log1p(-rng.uniform()) * mean : mean); // 1 - u in (0, 1]
        }
    return d;
}

/// One run of rounds that close after the first K - b gradients; b = 0 is the plain barrier.
struct RoundRun {
    std::vector<BackupWorkersRound> frames; ///< frame 0 is the start
    double sxyKept = 0, sxxKept = 0;
    bool diverged = false;
};

/// Round r from weight w at `clock` with the round's times `d`: who arrives first, the update.
BackupWorkersRound playRound(const BackupWorkersConfig &c, const Problem &pb, int b, int r, const BackupWorkersRound &before,
                             const std::vector<double> &d, RoundRun &run)
{
    const auto k = std::size_t(pb.k);
    std::vector<std::size_t> order(k);
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t z) { return d[a] < d[z]; });
    std::vector<bool> kept(k, false);
    for (std::size_t j = 0; j + std::size_t(b) < k; ++j)
        kept[order[j]] = true;
    BackupWorkersRound f;
    f.step = f.round = r;
    f.w = before.w_next;
    f.durations = d;
    f.round_start = before.close_time;
    const double close = d[order[k - std::size_t(b) - 1]], full = d[order[k - 1]];
    std::vector<double> used;
    for (std::size_t i = 0; i < k; ++i) {
        f.grads.push_back(workerGradient(f.w, pb.xs[i], pb.ys[i]));
        f.idle_full += full - d[i];
        if (kept[i]) {
            used.push_back(f.grads[i]);
            f.idle_round += close - d[i];
            run.sxyKept += pb.xs[i] * pb.ys[i], run.sxxKept += pb.xs[i] * pb.xs[i];
        } else {
            f.dropped.push_back(double(i + 1));
            f.compute_lost += close;
        }
    }
    const Aggregated agg = aggregateGradients(used, std::vector<double>(used.size(), 1.0), Aggregate::Mean, c.sync.eta);
    f.aggregated = agg.direction;
    f.w_next = f.w - agg.stepSize * agg.direction;
    if (!std::isfinite(f.w_next) || std::abs(f.w_next) > kRunaway) { // ran away: held at its last weight
        run.diverged = true;
        f.w_next = f.w;
    }
    f.loss = pb.loss(f.w);
    f.loss_next = pb.loss(f.w_next);
    f.excess_next = pb.excess(f.w_next);
    f.close_time = f.round_start + close;
    f.full_barrier = f.round_start + full;
    f.time_saved = full - close;
    f.idle_saved = f.idle_full - f.idle_round;
    f.used = int(used.size());
    f.lost = b;
    f.time_saved_total = before.time_saved_total + f.time_saved;
    f.idle_saved_total = before.idle_saved_total + f.idle_saved;
    f.idle_total = before.idle_total + f.idle_round;
    f.compute_lost_total = before.compute_lost_total + f.compute_lost;
    f.used_total = before.used_total + f.used;
    f.lost_total = before.lost_total + f.lost;
    return f;
}

RoundRun runRounds(const BackupWorkersConfig &c, const Problem &pb, int b, const std::vector<std::vector<double>> &d)
{
    RoundRun run;
    BackupWorkersRound start;
    start.w = start.w_next = c.sync.w0;
    start.loss = start.loss_next = pb.loss(c.sync.w0);
    start.excess_next = pb.excess(c.sync.w0);
    start.grads = start.durations = std::vector<double>(std::size_t(pb.k), 0.0);
    run.frames.push_back(start);
    for (int r = 1; r <= c.sync.rounds; ++r)
        run.frames.push_back(playRound(c, pb, b, r, run.frames.back(), d[std::size_t(r)], run));
    return run;
}

/// Loss above the best against time: a run of async updates from w0 starting at t0.
struct Curve {
    std::vector<double> t, e;
    bool diverged = false;
};

Curve asyncCurve(const BackupWorkersConfig &c, const Problem &pb, double w0, double t0, int updates)
{
    Curve out{{t0}, {pb.excess(w0)}, false};
    if (updates <= 0)
        return out;
    AsyncConfig a;
    a.w0 = w0;
    a.eta = c.asyncEta;
    a.shards = c.sync.shards;
    a.computeTimes = pb.compute;
    a.updates = updates;
    a.randomTimes = c.randomTimes;
    a.seed = c.seed;
    const AsyncSummary s = simulateAsync(a, [&](const AsyncUpdate &u) {
        out.t.push_back(t0 + u.time);
        out.e.push_back(pb.excess(u.w_after));
    });
    out.diverged = s.diverged;
    return out;
}

/// A long curve's points for the meta: every n-th one and the last, at most kMaxCurvePoints.
void thinInto(const Curve &c, std::size_t from, std::vector<double> &t, std::vector<double> &e)
{
    const std::size_t n = c.t.size() - from, stride = (n + kMaxCurvePoints - 1) / kMaxCurvePoints;
    for (std::size_t i = from; i < c.t.size(); ++i)
        if ((i - from) % stride == 0 || i + 1 == c.t.size())
            t.push_back(c.t[i]), e.push_back(c.e[i]);
}

/// The hybrid: the plain run's first `warm` rounds, then async from where they left w.
Curve hybridCurve(const BackupWorkersConfig &c, const Problem &pb, const RoundRun &sync, int warm)
{
    const BackupWorkersRound &at = sync.frames[std::size_t(warm)];
    Curve tail = asyncCurve(c, pb, at.w_next, at.close_time, (c.sync.rounds - warm) * pb.k);
    Curve out;
    for (int r = 0; r < warm; ++r)
        out.t.push_back(sync.frames[std::size_t(r)].close_time), out.e.push_back(sync.frames[std::size_t(r)].excess_next);
    out.t.insert(out.t.end(), tail.t.begin(), tail.t.end());
    out.e.insert(out.e.end(), tail.e.begin(), tail.e.end());
    out.diverged = tail.diverged;
    return out;
}

} // namespace

template <> const ParamTable<BackupWorkersParams> &paramTable<BackupWorkersParams>()
{
    using P = BackupWorkersParams;
    static const ParamTable<P> table({
        param<P>(&P::w0, numberParam("w0", "1.5", -100, 100, "start w0", "The weight every run starts from.")),
        param<P>(&P::eta,
                 numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size of each synchronous round's update.", true)),
        param(&P::data, listParam(ParamKind::Pairs, "data", "1:3,2:5,3:7,4:9", -1000, 1000, "shards x:y",
                                  "One x:y training point per worker.", false)),
        param(&P::workers, sceneWorkersParam()),
        param(&P::compute,
              listParam(ParamKind::NumberList, "compute", "1,1,1,3", 0, 1000, "compute times",
                        "Seconds per gradient for each worker (one value for all); the default has one straggler, as in the sync "
                        "scene's lesson.",
                        true, true)),
        param<P>(&P::backups,
                 integerParam("backups", "1", 0, 15, "backups b",
                              "How many of the slowest gradients each round leaves out; 0 is plain synchronous SGD.")),
        param<P>(&P::randomTimes,
                 choiceParam("times", "fixed", {"fixed", "random"}, "compute-time model",
                             "fixed: every gradient takes the worker's compute time; random: drawn around it (exponential), so "
                             "the slowest changes from round to round."),
                 [](const std::string &s) { return s == "random"; }),
        param<P>(&P::seed, integerParam("seed", "1", 0, 2147483647, "seed", "Seed of the random compute times.")),
        param<P>(&P::rounds, integerParam("rounds", "12", 1, 1000, "rounds",
                                          "How many synchronous rounds to run; async gets as many gradients (K per round).")),
        param<P>(&P::warmupRounds, integerParam("warmup_rounds", "3", 0, 1000, "hybrid warm-up rounds",
                                                "The hybrid's plain synchronous rounds before it switches to async.")),
        param<P>(&P::asyncEta,
                 numberParam("async_eta", "0.025", 0, 1, "async learning rate",
                             "Step size of each asynchronous update; about η/K does a round's work in K updates.", true)),
    });
    return table;
}

namespace {

/// Point `i` of a curve, or its last one when the run stopped early.
std::pair<double, double> pointAt(const Curve &c, std::size_t i)
{
    i = std::min(i, c.t.size() - 1);
    return {c.t[i], c.e[i]};
}

/// The other runs after the same work as round r of the backup run, into its frame.
void addCheckpoints(std::vector<BackupWorkersRound> &frames, const RoundRun &sync, const Curve &async, const Curve &hybrid,
                    int warm, int k)
{
    for (std::size_t r = 0; r < frames.size(); ++r) {
        BackupWorkersRound &f = frames[r];
        const BackupWorkersRound &s = sync.frames[r];
        f.sync_time = s.close_time;
        f.sync_excess = s.excess_next;
        f.sync_idle_total = s.idle_total;
        f.sync_used_total = s.used_total;
        std::tie(f.async_time, f.async_excess) = pointAt(async, r * std::size_t(k));
        const std::size_t h = int(r) <= warm ? r : std::size_t(warm) + (r - std::size_t(warm)) * std::size_t(k);
        std::tie(f.hybrid_time, f.hybrid_excess) = pointAt(hybrid, h);
        f.hybrid_async = int(r) > warm;
    }
}

BackupWorkersMeta backupMeta(const BackupWorkersConfig &c, const Problem &pb, const RoundRun &backup, const RoundRun &sync,
                             const Curve &async, const Curve &hybrid, int warm)
{
    BackupWorkersMeta m;
    m.workers = pb.k;
    m.backups = c.backups;
    m.data_x = pb.xs;
    m.data_y = pb.ys;
    m.compute_times = pb.compute;
    m.times = c.randomTimes ? "random" : "fixed";
    m.w0 = c.sync.w0;
    m.w_best = pb.wBest;
    m.loss_best = pb.lossBest;
    m.eta = c.sync.eta;
    m.async_eta = c.asyncEta;
    m.warmup_rounds = warm;
    m.switch_time = sync.frames[std::size_t(warm)].close_time;
    m.switch_w = sync.frames[std::size_t(warm)].w_next;
    for (const BackupWorkersRound &f : backup.frames)
        m.backup_times.push_back(f.close_time), m.backup_excess.push_back(f.excess_next);
    for (const BackupWorkersRound &f : sync.frames)
        m.sync_times.push_back(f.close_time), m.sync_excess.push_back(f.excess_next);
    thinInto(async, 0, m.async_times, m.async_excess);
    thinInto(hybrid, 0, m.hybrid_times, m.hybrid_excess);
    return m;
}

/// The plain run's loss above the best at time t: its last round closed by then.
double syncExcessAt(const RoundRun &sync, double t)
{
    double e = sync.frames.front().excess_next;
    for (const BackupWorkersRound &f : sync.frames)
        if (f.close_time <= t)
            e = f.excess_next;
    return e;
}

BackupWorkersSummary backupSummary(const BackupWorkersConfig &c, const RoundRun &backup, const RoundRun &sync, const Curve &async,
                                   const Curve &hybrid)
{
    const BackupWorkersRound &last = backup.frames.back();
    BackupWorkersSummary s;
    s.diverged = backup.diverged || sync.diverged || async.diverged || hybrid.diverged;
    s.rounds = c.sync.rounds;
    s.end_time = last.close_time;
    s.sync_end_time = sync.frames.back().close_time;
    s.async_end_time = async.t.back();
    s.hybrid_end_time = hybrid.t.back();
    s.time_saved_total = last.time_saved_total;
    s.idle_saved_total = last.idle_saved_total;
    s.compute_lost_total = last.compute_lost_total;
    s.used_total = last.used_total;
    s.lost_total = last.lost_total;
    s.final_w = last.w_next;
    s.w_best_kept = backup.sxxKept > 0 ? backup.sxyKept / backup.sxxKept : 0.0;
    s.final_excess = last.excess_next;
    s.sync_final_excess = sync.frames.back().excess_next;
    s.async_final_excess = async.e.back();
    s.hybrid_final_excess = hybrid.e.back();
    s.sync_excess_at_end = syncExcessAt(sync, s.end_time);
    const auto n = [](double v) { return formatNumberShort(v, 3); };
    if (s.diverged)
        s.message = "a run ran away and is held at its last weight: lower η or the async rate";
    else
        s.message = "b = " + std::to_string(c.backups) + ": " + text::countedText(s.rounds, "round", "rounds") + " in " +
                    n(s.end_time) + " s instead of " + n(s.sync_end_time) + " s, " + std::to_string(s.lost_total) + " of " +
                    std::to_string(s.used_total + s.lost_total) + " gradients dropped; at " + n(s.end_time) +
                    " s the loss above the best is " + n(s.final_excess) + " against plain sync's " + n(s.sync_excess_at_end);
    return s;
}

} // namespace

Trace runBackupWorkers(const BackupWorkersConfig &c, const RunContext &ctx)
{
    const Problem pb = problemOf(c);
    if (pb.k < 1 || int(pb.compute.size()) != pb.k || c.backups < 0 || c.backups >= pb.k)
        throw std::invalid_argument("need one compute time per worker and fewer backups than workers");
    Trace trace;
    trace.scene = "backup-workers";
    TraceBuilder out(trace, ctx);
    const auto durations = drawDurations(c, pb);
    RoundRun backup = runRounds(c, pb, c.backups, durations);
    const RoundRun sync = runRounds(c, pb, 0, durations);
    out.progress(0.3);
    const int warm = std::clamp(c.warmupRounds, 0, c.sync.rounds);
    const Curve async = asyncCurve(c, pb, c.sync.w0, 0.0, c.sync.rounds * pb.k);
    out.progress(0.6);
    const Curve hybrid = hybridCurve(c, pb, sync, warm);
    out.progress(0.9);
    addCheckpoints(backup.frames, sync, async, hybrid, warm, pb.k);
    for (const BackupWorkersRound &f : backup.frames)
        out.add(toRecord(f));
    setMetaAndSummary(trace, backupMeta(c, pb, backup, sync, async, hybrid, warm), backupSummary(c, backup, sync, async, hybrid));
    return trace;
}

/// How the scene computes its trace (the trace reference prints it).
const char *kBackupModel = R"(Worker k (k = 1 … K) holds one point `(x_k, y_k)` (without `data`,
`x_k = 1 + 3(k − 1)/(K − 1)`, `y_k = 2x_k + 1`) and computes a gradient in `c_k` seconds (`compute`; by
default 1, and 3 for the last worker when K > 1). `L(w) = ½·mean over k of (w·x_k − y_k)²`,
`w_best` = `Σxy/Σx²`, and `excess` = `L(w) − L(w_best)` clamped to [0, 10³⁰].

Durations: with `times` = `fixed` round r's gradient of worker k takes `c_k`; with `random` it takes
`−ln(1 − u)·c_k`, u = `uniform()` from `Rng(seed)`, drawn before anything runs: round 1 workers 1 … K,
then round 2, and so on.

Round r starts when round r − 1 closed (round 1 at 0). Every worker computes `g_k` at the round's w; the
workers are ordered by duration (equal durations: lower worker first), the first K − b are kept
(b = `backups`) and the round closes when the last kept one is done; the b dropped gradients are thrown
away and every worker starts the next round at the close. `w_next = w − η·mean of the kept g_k`; a
`w_next` that is not finite or exceeds 10¹² in size is replaced by w (`diverged`). Per round:
`idle_round` = Σ over kept of `(close − d_k)`, `idle_full` = Σ over all of `(max d − d_k)`,
`time_saved` = `max d − close`, `compute_lost` = `b·close`; the `*_total` fields add them up.
`w_best_kept` (summary) is `Σxy/Σx²` over every kept gradient of the run.

Frame 0 is the start (`w0`, durations and gradients 0, time 0); frame n is round n of the backup run,
with the other runs at the same work beside it:

- plain sync (`sync_*`): the same rounds and the same durations with b = 0, its round n.
- async (`async_*`): the async scene's simulation (pull after every push, constant rate `async_eta`,
  same points and compute times, `rounds·K` updates; with `random` times each gradient's time
  `−ln(1 − u)·c_k` drawn from a fresh `Rng(seed)` as the workers start); frame n shows its point after
  n·K updates (or its last).
- hybrid (`hybrid_*`): plain sync for `warmup_rounds` rounds (at most `rounds`), then the same async
  simulation from that round's w and close time for `(rounds − warmup)·K` updates, again from a fresh
  `Rng(seed)`; frame n shows the sync round n while n ≤ warmup, else the point after `(n − warmup)·K`
  async updates.

The curves in the scene data are thinned to at most 800 points (every `ceil(count/800)`-th and the
last). `sync_excess_at_end` is plain sync's excess after its last round closed by the backup run's end.)";

SceneDef backupWorkersScene()
{
    SceneDef d;
    d.id = "backup-workers";
    d.lookFor = "Each round closes after the first K − b gradients; the stragglers are left out. Watch the round time "
                "shrink while fewer samples count per update. In the hybrid, the run starts synchronous to warm up "
                "and switches to asynchronous once the weight is close.";
    d.model = kBackupModel;
    d.stepNoun = "round";
    d.title = "Backup workers and hybrids";
    d.summary = "Close each synchronous round after the first K − b gradients: less waiting, fewer samples. And a hybrid: sync "
                "to warm up, then async.";
    d.params = paramTable<BackupWorkersParams>().defs();
    d.sweepKey = paramKey<BackupWorkersParams>(&BackupWorkersParams::eta);
    d.stepsKey = paramKey<BackupWorkersParams>(&BackupWorkersParams::rounds);
    const auto make = [](const ParamSet &p) {
        const BackupWorkersParams par = readParams<BackupWorkersParams>(p);
        BackupWorkersConfig c;
        static_cast<SyncSettings &>(c.sync) = par; // w0, eta, rounds; mean aggregation
        static_cast<BackupSettings &>(c) = par;    // backups, compute-time model, seed, warm-up, async step
        c.sync.shards = sceneWorkerShards(p, paramKey(&BackupWorkersParams::data), paramKey(&BackupWorkersParams::workers));
        const int k = int(c.sync.shards.size());
        if (k < 1 || k > 16)
            rejectParam(p, paramKey(&BackupWorkersParams::data), "between 1 and 16 x:y pairs, one per worker");
        c.sync.computeTimes =
            scenePerWorker(p, paramKey(&BackupWorkersParams::compute), k, [k](int i) { return i == k - 1 && k > 1 ? 3.0 : 1.0; });
        if (c.backups >= k)
            rejectParam(p, paramKey<BackupWorkersParams>(&BackupWorkersParams::backups),
                        "a whole number from 0 to " + std::to_string(k - 1) + " (one gradient per round at least)");
        return c;
    };
    d.run = [make](const ParamSet &p, const RunContext &ctx) { return runBackupWorkers(make(p), ctx); };
    d.check = [make](const ParamSet &p) { (void)make(p); };
    d.schema = traceSchemaOf<BackupWorkersTrace>();
    d.largeParams = {{paramKey(&BackupWorkersParams::workers), "16"},
                     {paramKey<BackupWorkersParams>(&BackupWorkersParams::rounds), "1000"},
                     {paramKey<BackupWorkersParams>(&BackupWorkersParams::randomTimes), "random"},
                     {paramKey<BackupWorkersParams>(&BackupWorkersParams::backups), "4"}};
    d.checkTrace = [](const Trace &t) {
        const BackupWorkersMeta &m = typedTrace<BackupWorkersTrace>(t).meta;
        const struct {
            const char *times, *values;
            const std::vector<double> &t, &v;
        } series[] = {
            {"backup_times", "backup_excess", m.backup_times, m.backup_excess},
            {"sync_times", "sync_excess", m.sync_times, m.sync_excess},
            {"async_times", "async_excess", m.async_times, m.async_excess},
            {"hybrid_times", "hybrid_excess", m.hybrid_times, m.hybrid_excess},
        };
        for (const auto &s : series)
            if (std::string e = seriesProblem(s.times, s.t.size(), s.values, s.v.size()); !e.empty())
                return e;
        return std::string();
    };
    return d;
}

} // namespace sgd
