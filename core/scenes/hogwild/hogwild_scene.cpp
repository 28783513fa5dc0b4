// The Hogwild! scene: measured runs on real threads turned into a trace, and its parameters.

#include "core/memory_budget.h"
#include "core/params.h"
#include "core/scenes.h"
#include "hogwild.h"
#include "hogwild_params.h"
#include "hogwild_trace.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace sgd {

namespace {

constexpr double kLossCap = 1e12;    ///< a runaway loss is written as this and flagged
constexpr int kMaxCells = 200;       ///< cells of the weight strip
constexpr double kEvalWrites = 2e5;  ///< the loss reads at most this many values per snapshot
constexpr double kSweepWrites = 5e5; ///< writes per run of the density sweep
constexpr double kSweepDensities[] = {0.001, 0.004, 0.016, 0.063, 0.25, 1.0};

int nnzOf(int features, double density)
{
    return std::clamp(int(std::lround(density * features)), 1, features);
}

const char *modeName(HogwildMode m)
{
    return m == HogwildMode::LockFree ? "lock-free" : m == HogwildMode::GlobalLock ? "global-lock" : "single-thread";
}

/// Examples the loss is measured on: all of them, or the first ones up to kEvalWrites values.
int evalExamples(const SparseProblem &p)
{
    return std::min(p.n, std::max(100, int(kEvalWrites / p.nnz)));
}

double cappedLoss(const SparseProblem &p, const std::vector<double> &w)
{
    const double l = sparseLoss(p, w, evalExamples(p));
    return std::isfinite(l) ? std::min(l, kLossCap) : kLossCap;
}

std::vector<double> cellsOf(const std::vector<double> &w)
{
    const int d = int(w.size()), cells = std::min(d, kMaxCells);
    std::vector<double> out;
    for (int c = 0; c < cells; ++c) {
        const int lo = int(std::int64_t(d) * c / cells), hi = int(std::int64_t(d) * (c + 1) / cells);
        double sum = 0;
        for (int j = lo; j < hi; ++j)
            sum += std::isfinite(w[std::size_t(j)]) ? std::clamp(w[std::size_t(j)], -kLossCap, kLossCap) : kLossCap;
        out.push_back(sum / std::max(1, hi - lo));
    }
    return out;
}

HogwildSnapshot frameOf(const SparseProblem &p, const HogwildRunSnapshot &s, int step)
{
    HogwildSnapshot f;
    f.step = step;
    f.time_ms = s.seconds * 1000.0;
    f.updates = double(s.updates);
    f.loss = cappedLoss(p, s.w);
    f.collisions = double(s.collisions);
    f.collision_rate = s.writes > 0 ? double(s.collisions) / double(s.writes) : 0.0;
    f.w_cells = cellsOf(s.w);
    for (const HogwildThreadWindow &t : s.lanes) {
        HogwildLane lane;
        lane.updates = double(t.updates);
        lane.collisions = double(t.collisions);
        lane.writes.assign(t.writes.begin(), t.writes.end());
        lane.collided.assign(t.collided.begin(), t.collided.end());
        f.lanes.push_back(std::move(lane));
    }
    return f;
}

HogwildCurve curveOf(const SparseProblem &p, HogwildMode m, int threads, const HogwildRunResult &r)
{
    HogwildCurve c;
    c.mode = modeName(m);
    c.threads = m == HogwildMode::SingleThread ? 1 : threads;
    for (const HogwildRunSnapshot &s : r.snapshots) {
        c.time_ms.push_back(s.seconds * 1000.0);
        c.loss.push_back(cappedLoss(p, s.w));
    }
    c.total_ms = r.seconds * 1000.0;
    c.updates_per_s = r.seconds > 0 ? double(r.updates) / r.seconds : 0.0;
    c.collision_rate = r.writes > 0 ? double(r.collisions) / double(r.writes) : 0.0;
    c.final_loss = cappedLoss(p, r.w);
    return c;
}

std::vector<HogwildThroughput> throughputSweep(const SparseProblem &p, const HogwildParams &c,
                                               const std::function<bool()> &cancelled)
{
    std::vector<int> counts;
    for (int k : {1, 2, 4, 8, 16})
        if (k <= std::max(4, c.threads))
            counts.push_back(k);
    if (std::find(counts.begin(), counts.end(), c.threads) == counts.end())
        counts.push_back(c.threads);
    std::sort(counts.begin(), counts.end());
    std::vector<HogwildThroughput> out;
    for (int k : counts) {
        HogwildThroughput t;
        t.threads = k;
        const HogwildRunResult free =
            runHogwildThreads(p, c.eta, {HogwildMode::LockFree, k, 0, c.sweepMs / 1000.0, 0}, cancelled);
        const HogwildRunResult locked =
            runHogwildThreads(p, c.eta, {HogwildMode::GlobalLock, k, 0, c.sweepMs / 1000.0, 0}, cancelled);
        t.lock_free_per_s = free.seconds > 0 ? double(free.updates) / free.seconds : 0.0;
        t.global_lock_per_s = locked.seconds > 0 ? double(locked.updates) / locked.seconds : 0.0;
        t.lock_free_collision_rate = free.writes > 0 ? double(free.collisions) / double(free.writes) : 0.0;
        out.push_back(t);
    }
    return out;
}

/// Each density runs lock-free for the sweep time (so the threads get to overlap even on a busy
/// machine), then one thread makes the same number of updates for the loss to compare with.
std::vector<HogwildDensityPoint> densitySweep(const HogwildParams &c, const std::function<bool()> &cancelled)
{
    std::vector<HogwildDensityPoint> out;
    int lastNnz = 0;
    for (double density : kSweepDensities) {
        const int nnz = nnzOf(c.features, density);
        if (nnz == lastNnz)
            continue;
        lastNnz = nnz;
        const int n = std::min(c.examples, std::max(100, int(kSweepWrites / nnz)));
        const SparseProblem p = makeSparseProblem(c.features, n, nnz, 1, c.seed + unsigned(out.size()) + 1);
        const HogwildRunResult free =
            runHogwildThreads(p, c.eta, {HogwildMode::LockFree, c.threads, 0, c.sweepMs / 1000.0, 0}, cancelled);
        const HogwildRunResult one =
            runHogwildThreads(p, c.eta, {HogwildMode::SingleThread, 1, double(free.updates) / n, 0, 0}, cancelled);
        HogwildDensityPoint d;
        d.density = double(nnz) / c.features;
        d.nnz = nnz;
        d.updates = double(free.updates);
        d.collision_rate = free.writes > 0 ? double(free.collisions) / double(free.writes) : 0.0;
        d.loss_start = cappedLoss(p, std::vector<double>(std::size_t(p.d), 0.0));
        d.loss_lock_free = cappedLoss(p, free.w);
        d.loss_single = cappedLoss(p, one.w);
        d.loss_excess = d.loss_single > 0 ? std::clamp(d.loss_lock_free / d.loss_single - 1.0, -1.0, kLossCap) : 0.0;
        out.push_back(d);
    }
    return out;
}

/// Passes over the data a run makes: the epochs asked, fewer when that would pass maxWrites.
double passesOf(const HogwildParams &c, const SparseProblem &p)
{
    return std::min(double(c.epochs), c.maxWrites / (double(p.n) * p.nnz));
}

HogwildMeta metaOf(const HogwildParams &c, const SparseProblem &p)
{
    HogwildMeta m;
    m.threads = c.threads;
    m.features = c.features;
    m.examples = c.examples;
    m.nnz = p.nnz;
    m.density = double(p.nnz) / c.features;
    m.epochs = c.epochs;
    m.eta = c.eta;
    m.mode = modeName(c.mode);
    m.rows = c.disjoint ? "disjoint" : "random";
    m.seed = int(c.seed);
    m.hardware_threads = int(std::thread::hardware_concurrency());
    m.cells = std::min(c.features, kMaxCells);
    m.loss_start = cappedLoss(p, std::vector<double>(std::size_t(p.d), 0.0));
    m.loss_floor = cappedLoss(p, p.wTrue);
    m.sweep_point_ms = c.sweepMs;
    m.passes = passesOf(c, p);
    return m;
}

std::string formatRate(double perSecond)
{
    if (perSecond >= 1e6)
        return formatNumberShort(perSecond / 1e6, 3) + " million";
    return formatNumberShort(perSecond, 3);
}

HogwildSummary summaryOf(const HogwildParams &c, const HogwildMeta &m, const HogwildRunResult &run)
{
    const auto curve = [&](HogwildMode mode) -> const HogwildCurve & {
        return *std::find_if(m.curves.begin(), m.curves.end(), [&](const HogwildCurve &x) { return x.mode == modeName(mode); });
    };
    const HogwildCurve &shown = curve(c.mode), &free = curve(HogwildMode::LockFree), &one = curve(HogwildMode::SingleThread);
    HogwildSummary s;
    s.final_loss = shown.final_loss;
    s.total_ms = shown.total_ms;
    s.updates_per_s = shown.updates_per_s;
    s.collision_rate = shown.collision_rate;
    s.collisions = double(run.collisions);
    s.speedup = free.total_ms > 0 ? one.total_ms / free.total_ms : 0.0;
    s.diverged = shown.final_loss >= kLossCap || shown.final_loss > 1e6 * std::max(m.loss_start, 1e-12);
    if (s.diverged)
        s.message = "The weights ran away: lower η.";
    else
        s.message = std::to_string(shown.threads) + (shown.threads == 1 ? " thread (" : " threads (") + shown.mode +
                    "): " + formatRate(shown.updates_per_s) + " updates/s, " +
                    formatNumberShort(100.0 * shown.collision_rate, 3) +
                    "% of writes collided. Measured: another run gives other numbers.";
    return s;
}

} // namespace

template <> const ParamTable<HogwildParams> &paramTable<HogwildParams>()
{
    using P = HogwildParams;
    static const ParamTable<P> table({
        param(&P::threads,
              withZeroText(integerParam("threads", "0", 0, 16, "threads K",
                                        "How many threads run SGD at the same time on this machine; 0: as many as it has "
                                        "hardware threads, at most 4 (more threads than that take turns on the cores)."),
                           "auto, up to 4")),
        param(&P::mode,
              choiceParam("mode", "lock-free", {"lock-free", "global-lock", "single-thread"}, "shown run",
                          "The run the frames replay: lock-free (atomic adds, no lock), global-lock (one mutex around "
                          "each update) or a single thread. All three are measured."),
              [](const std::string &s) {
                  return s == "global-lock"     ? HogwildMode::GlobalLock
                         : s == "single-thread" ? HogwildMode::SingleThread
                                                : HogwildMode::LockFree;
              }),
        param(&P::density, numberParam("density", "0.002", 0.0001, 1, "density",
                                       "Fraction of the d features each example touches (at least one): low is sparse, 1 is "
                                       "dense. A dense run makes fewer passes, at most 10⁷ weight writes.")),
        param(&P::features, integerParam("features", "5000", 8, 20000, "features d", "Length of the shared weight vector.")),
        param(&P::examples, integerParam("examples", "20000", 100, 100000, "examples n",
                                         "Training examples, split among the threads (thread k takes every K-th one).")),
        param(&P::epochs, integerParam("epochs", "4", 1, 50, "epochs", "Passes over the examples in each run.")),
        param(&P::eta, numberParam("eta", "0.5", 0, 1.5, "learning rate η",
                                   "Step size of every update (each example's row has length 1).", true)),
        param(&P::disjoint,
              choiceParam("rows", "random", {"random", "disjoint"}, "rows",
                          "random: each example picks its features from all d; disjoint: thread k's examples touch "
                          "only its own block of d/K features, so writes never meet."),
              [](const std::string &s) { return s == "disjoint"; }),
        param(&P::snapshots, integerParam("snapshots", "40", 1, 200, "snapshots",
                                          "How many times the shown run is sampled while it runs: the frames.")),
        param(&P::sweepMs, numberParam("sweep_ms", "20", 0, 200, "sweep time (ms)",
                                       "How long each thread count runs in the updates-per-second sweep (0: no sweeps).")),
        param(&P::seed, integerParam("seed", "1", 0, 2147483647, "data seed",
                                     "Seed of the synthetic data. The timing, and so the collisions, differ on every run.")),
    });
    return table;
}

int hogwildThreads(int asked)
{
    return asked > 0 ? asked : std::clamp(int(std::thread::hardware_concurrency()), 1, 4);
}

Trace runHogwild(const HogwildParams &asked, const RunContext &ctx)
{
    HogwildParams c = asked;
    c.threads = hogwildThreads(asked.threads);
    Trace trace;
    trace.scene = "hogwild";
    TraceBuilder out(trace, ctx);
    const std::function<bool()> cancelled = [&ctx] { return ctx.isCancelled && ctx.isCancelled(); };
    const SparseProblem p =
        makeSparseProblem(c.features, c.examples, nnzOf(c.features, c.density), c.disjoint ? c.threads : 1, c.seed);
    HogwildMeta meta = metaOf(c, p);
    HogwildRunResult shown;
    std::vector<HogwildSnapshot> frames;
    const HogwildMode order[] = {HogwildMode::SingleThread, HogwildMode::LockFree, HogwildMode::GlobalLock};
    for (int k = 0; k < 3; ++k) {
        HogwildRunResult r = runHogwildThreads(p, c.eta, {order[k], c.threads, meta.passes, 0, c.snapshots}, cancelled);
        meta.curves.push_back(curveOf(p, order[k], c.threads, r));
        if (order[k] == c.mode) {
            for (std::size_t i = 0; i < r.snapshots.size(); ++i)
                frames.push_back(frameOf(p, r.snapshots[i], int(i)));
            r.snapshots.clear(); // every snapshot holds all d weights: keep only what the frames need
            shown = std::move(r);
        }
        out.progress(0.2 * (k + 1));
    }
    // Lock-free first in the trace, then the lock, then one thread.
    std::rotate(meta.curves.begin(), meta.curves.begin() + 1, meta.curves.end());
    if (c.sweepMs > 0) {
        meta.throughput = throughputSweep(p, c, cancelled);
        out.progress(0.8);
        meta.density_sweep = densitySweep(c, cancelled);
    }
    for (HogwildSnapshot &f : frames)
        out.add(toRecord(f));
    setMetaAndSummary(trace, meta, summaryOf(c, meta, shown));
    return trace;
}

namespace {

/// The parameters, checked as a whole (each value alone was checked when it was set).
HogwildParams hogwildParams(const ParamSet &p)
{
    const HogwildParams v = readParams<HogwildParams>(p);
    const int threads = hogwildThreads(v.threads); // the threads the run will use
    const int nnz = nnzOf(v.features, v.density);
    if (v.disjoint && nnz > v.features / threads)
        rejectParam(p, paramKey(&HogwildParams::density),
                    "at most 1/threads (" + formatNumberShort(1.0 / threads) +
                        ") with rows=disjoint: each thread owns d/K features");
    // The examples are held as sparse rows, 12 bytes per non-zero (a column index and a value), and
    // a dense configuration can ask for tens of GB: refused up front, as the scale lab's are,
    // instead of running for a minute and then running out of memory.
    const double rows = double(v.examples) * double(nnz) * (sizeof(int) + sizeof(double)) + double(v.examples) * sizeof(double);
    const double perSnapshot = double(v.features) * sizeof(double) + double(threads) * 64.0;
    requireMemory(rows + double(v.snapshots) * perSnapshot + 4.0 * double(v.features) * sizeof(double),
                  "lower examples, features or density");
    return v;
}

} // namespace

/// How the scene computes its trace (the trace reference prints it).
const char *kHogwildModel = R"(Data, from `seed` alone: d = `features`, N = `examples`, and each example
touches `m = clamp(round(density·d), 1, d)` features (here and below, `round` takes halves away from
zero). One generator `Rng(seed)` draws first the true weights `w*_j = normal()` for j = 0 … d − 1, then
example by example: its m features, distinct, from its block (all d features with `rows` = `random`;
with `disjoint`, block `b = i mod K` of K = `threads`, features `floor(d·b/K)` to
`floor(d·(b + 1)/K) − 1`) by a partial shuffle of the block, which starts as the identity every time:
for k = 0 … m − 1 swap slots k and `k + below(size − k)`; the first m slots are the features. In
ascending feature order each gets the value `−1/√m` when `uniform() < 0.5`, else `+1/√m`; then
`y_i = x_i·w* + 0.1·normal()`.

A run starts from w = 0. Thread t of T (T = 1 for `single-thread`) applies examples t, t + T, t + 2T, …,
starting again at t after the last, `max(1, round(P·ceil((N − t)/T)))` of them, with
P = `passes` = `min(epochs, 10⁷/(N·m))`. One update: read the m weights, `g = η·(x_i·w − y_i)`, then
`w_j −= g·x_ij` for each touched j, as atomic adds with no lock (`lock-free`) or inside one mutex
(`global-lock`). A write is a collision when another thread wrote that coordinate between this thread's
read and its write. The scene runs single-thread, then lock-free, then global-lock; `mode` picks the
frames.

Frame 0 is the start (w = 0, time 0). Frame n (n = 1 … `snapshots` = S) is snapshot n of the shown run,
taken once the threads' updates together reach `floor(U·n/S)` (U = all the quotas); each thread looks
after every 64 of its updates and when it ends, so a snapshot can land a little past its mark, and marks
not reached are the final state. `loss` is `½·mean (x·w − y)²` over the first
`min(N, max(100, floor(2·10⁵/m)))` examples, capped at 10¹²; `w_cells` are the means of `min(d, 200)`
equal slices of w; each lane holds a thread's updates and collisions since the previous snapshot and its
latest 64 writes and 32 collided coordinates.

Measured, so different on every run: every time and rate, the collisions, and the weights (and so the
losses) of the lock-free and global-lock runs, which depend on how the machine interleaves the threads;
`hardware_threads` is this machine's. Deterministic: the data, `nnz`, `passes`, `loss_start` (w = 0),
`loss_floor` (`w = w*`), and the single-thread run's weights, its snapshots' update counts (the first
multiple of 64 at or past each mark) and their losses.

Sweeps (when `sweep_ms` > 0): throughput for 1, 2, 4, 8, 16 threads up to `max(4, threads)` and
`threads` itself, each lock-free and then global-lock for `sweep_ms` (every thread gets at least one
update). Density: for 0.001, 0.004, 0.016, 0.063, 0.25 and 1 (skipping one that gives the same m), fresh
data with `n′ = min(examples, max(100, floor(5·10⁵/m)))` examples, one block and seed `seed + i + 1`
(i = the point's place among those kept, from 0), run lock-free for `sweep_ms`, then one thread for the
same number of updates. `diverged` is 1 when the shown run's final loss reaches 10¹² or exceeds
`10⁶·max(loss_start, 10⁻¹²)`.)";

SceneDef hogwildScene()
{
    SceneDef d;
    d.id = "hogwild";
    d.lookFor = "Several threads of this very machine write into one weight vector without any locks. Watch the lanes "
                "and the collision marks: with sparse data the writes rarely touch the same weights, so the loss falls "
                "about as well as with locks, only faster. Run it twice: the numbers differ, because the timing is real.";
    d.model = kHogwildModel;
    d.stepNoun = "snapshot";
    d.title = "Hogwild! on real threads";
    d.summary = "Threads of this machine update one shared weight vector with no locks; sparse data keeps their writes apart.";
    d.params = paramTable<HogwildParams>().defs();
    d.sweepKey = paramKey(&HogwildParams::eta);
    d.stepsKey = paramKey(&HogwildParams::snapshots);
    d.measured = true;
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runHogwild(hogwildParams(p), ctx); };
    d.check = [](const ParamSet &p) { (void)hogwildParams(p); };
    d.schema = traceSchemaOf<HogwildTrace>();
    d.largeParams = {{paramKey(&HogwildParams::threads), "16"},
                     {paramKey(&HogwildParams::features), "20000"},
                     {paramKey(&HogwildParams::density), "0.001"},
                     {paramKey(&HogwildParams::snapshots), "200"},
                     {paramKey(&HogwildParams::sweepMs), "5"}};
    d.largeRun = [](const ParamSet &p) -> std::string {
        // Real threads: every epoch touches every example, and the sweeps run for their time.
        const HogwildParams v = readParams<HogwildParams>(p);
        if (double(v.examples) * double(v.epochs) * double(v.threads) < 5e7)
            return {};
        auto whole = [](double x) { return std::to_string(std::llround(x)); };
        return whole(v.examples) + " examples x " + whole(v.epochs) + " epochs on " + whole(v.threads) + " threads";
    };
    return d;
}

} // namespace sgd
