#include "drifting_stream.h"
#include "drifting_stream_params.h"

#include "core/params.h"
#include "core/random.h"
#include "core/scenes.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

namespace sgd {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kRunaway = 1e6;
constexpr int kStreamRate = 4; // micro-batches per tick, kept by the batch learner
constexpr int kHoldTicks = 5;  // a recovery counts once the error stays within the tolerance this long
constexpr std::uint64_t kBatchTag = 1, kAsyncTag = 2, kStaleTag = 3;

struct Vec2 {
    double x = 0, y = 0;
};

double distance(Vec2 a, Vec2 b)
{
    return std::hypot(a.x - b.x, a.y - b.y);
}
double radians(double deg)
{
    return deg * kPi / 180.0;
}

/// The optimum of the stream at time t.
Vec2 optimumAt(const DriftingStreamParams &c, double t)
{
    double deg = 30.0;
    if (t >= c.driftTime)
        deg += c.drift == "shift" ? c.shiftAngle : c.turnRate * (t - c.driftTime);
    return {c.radius * std::cos(radians(deg)), c.radius * std::sin(radians(deg))};
}

/// A generator for micro-batch (tag, a, b) of the stream: the same numbers whoever asks first.
Rng batchRng(const DriftingStreamParams &c, std::uint64_t tag, std::uint64_t a, std::uint64_t b)
{
    Rng r(c.seed);
    Rng r2(r.next() ^ tag * 0x9E3779B97F4A7C15ull);
    Rng r3(r2.next() ^ a * 0xBF58476D1CE4E5B9ull);
    return Rng(r3.next() ^ b * 0x94D049BB133111EBull);
}

/// The sums of one micro-batch drawn at time t: x x^T, x y (least squares) and its size.
struct Moments {
    double xx = 0, xy = 0, yy = 0, xt = 0, yt = 0;
    int n = 0;
    void add(const Moments &o) { xx += o.xx, xy += o.xy, yy += o.yy, xt += o.xt, yt += o.yt, n += o.n; }
};

Moments drawBatch(const DriftingStreamParams &c, double t, Rng rng)
{
    const Vec2 opt = optimumAt(c, t);
    Moments m;
    for (int k = 0; k < c.batch; ++k) {
        const double x1 = rng.normal(), x2 = rng.normal();
        const double y = opt.x * x1 + opt.y * x2 + c.noise * rng.normal();
        m.xx += x1 * x1, m.xy += x1 * x2, m.yy += x2 * x2, m.xt += x1 * y, m.yt += x2 * y;
    }
    m.n = c.batch;
    return m;
}

/// The mean squared-error gradient of a micro-batch at w.
Vec2 gradient(const Moments &m, Vec2 w)
{
    const double n = std::max(1, m.n);
    return {(m.xx * w.x + m.xy * w.y - m.xt) / n, (m.xy * w.x + m.yy * w.y - m.yt) / n};
}

/// Least squares over the stream's micro-batches from time `from` (inclusive) to `to`; `fallback`
/// when the sums are singular.
Vec2 fitWindow(const DriftingStreamParams &c, double from, double to, Vec2 fallback)
{
    Moments m;
    const long first = std::lround(std::ceil(from * kStreamRate)), last = std::lround(std::ceil(to * kStreamRate));
    for (long j = first; j < last; ++j)
        m.add(drawBatch(c, double(j) / kStreamRate, batchRng(c, kBatchTag, std::uint64_t(j), 0)));
    const double det = m.xx * m.yy - m.xy * m.xy;
    if (!(std::abs(det) > 1e-12 * std::max(1.0, m.xx * m.yy)))
        return fallback;
    return {(m.yy * m.xt - m.xy * m.yt) / det, (m.xx * m.yt - m.xy * m.xt) / det};
}

/// One async server's run, sampled at every tick.
struct ServerRun {
    std::vector<Vec2> w;           ///< per frame
    std::vector<int> updates;      ///< applied by each frame
    std::vector<double> staleness; ///< mean staleness of the updates in each tick
    double stalenessSum = 0;
    bool diverged = false;
};

struct Worker {
    double compute = 1, start = 0, arrive = 0;
    int readVersion = 0, clock = 0;
    Vec2 grad;
};

/// K workers, each reading the server's model and a fresh micro-batch, pushing its gradient
/// `compute` ticks later; the server applies every gradient as it arrives.
ServerRun runServer(const DriftingStreamParams &c, int k, double compute, std::uint64_t tag, Vec2 start)
{
    std::vector<Worker> workers(std::size_t(std::max(1, k)));
    Vec2 w = start;
    int version = 0;
    const auto read = [&](std::size_t i, double t) {
        Worker &wk = workers[i];
        wk.readVersion = version;
        wk.grad = gradient(drawBatch(c, t, batchRng(c, tag, i, std::uint64_t(wk.clock++))), w);
        wk.start = t;
        wk.arrive = t + wk.compute;
    };
    for (std::size_t i = 0; i < workers.size(); ++i) {
        workers[i].compute = compute * (1.0 + (workers.size() > 1 ? 0.25 * double(i) / double(workers.size() - 1) : 0.0));
        read(i, 0.0);
    }
    ServerRun run;
    for (int n = 0; n <= c.duration; ++n) {
        double tickSum = 0;
        int tickCount = 0;
        for (;;) {
            // The next arrival; at one instant the gradient started earlier, then the lower worker
            // (min_element keeps the first of equals): the project's tie rule.
            const auto next = std::min_element(workers.begin(), workers.end(), [](const Worker &a, const Worker &b) {
                return a.arrive < b.arrive || (a.arrive == b.arrive && a.start < b.start);
            });
            if (next->arrive > n)
                break;
            const Vec2 moved{w.x - c.eta * next->grad.x, w.y - c.eta * next->grad.y};
            const bool ok = std::isfinite(moved.x) && std::isfinite(moved.y) && std::hypot(moved.x, moved.y) < kRunaway;
            run.diverged = run.diverged || !ok;
            if (!run.diverged)
                w = moved;
            const int tau = version - next->readVersion;
            ++version;
            tickSum += tau, ++tickCount;
            read(std::size_t(next - workers.begin()), next->arrive);
        }
        run.stalenessSum += tickSum;
        run.w.push_back(w);
        run.updates.push_back(version);
        run.staleness.push_back(tickCount > 0 ? tickSum / tickCount : 0.0);
    }
    return run;
}

/// The batch model at every tick and the retrain times.
struct BatchRun {
    std::vector<Vec2> w;
    std::vector<double> retrains;
};

BatchRun runBatch(const DriftingStreamParams &c, Vec2 start)
{
    BatchRun b;
    Vec2 model = start;
    for (int n = 0; n <= c.duration; ++n) {
        if (n > 0 && n % c.retrainEvery == 0) {
            model = fitWindow(c, n - c.retrainEvery, n, model);
            b.retrains.push_back(n);
        }
        b.w.push_back(model);
    }
    return b;
}

std::vector<DriftingStreamStep> framesOf(const DriftingStreamParams &c, const ServerRun &fast, const ServerRun &slow,
                                         const BatchRun &batch)
{
    std::vector<DriftingStreamStep> frames(std::size_t(c.duration) + 1);
    for (std::size_t n = 0; n < frames.size(); ++n) {
        DriftingStreamStep &f = frames[n];
        f.step = int(n);
        f.time = double(n);
        const Vec2 opt = optimumAt(c, f.time);
        f.opt_x = opt.x, f.opt_y = opt.y;
        f.async_x = fast.w[n].x, f.async_y = fast.w[n].y, f.async_error = distance(fast.w[n], opt);
        f.stale_x = slow.w[n].x, f.stale_y = slow.w[n].y, f.stale_error = distance(slow.w[n], opt);
        f.batch_x = batch.w[n].x, f.batch_y = batch.w[n].y, f.batch_error = distance(batch.w[n], opt);
        f.async_updates = fast.updates[n], f.stale_updates = slow.updates[n];
        f.async_staleness = fast.staleness[n], f.stale_staleness = slow.staleness[n];
        f.retrained = std::find(batch.retrains.begin(), batch.retrains.end(), f.time) != batch.retrains.end();
        f.drifting = f.time >= c.driftTime;
    }
    return frames;
}

/// Ticks from the drift until the error, once above the tolerance, is back within it for
/// kHoldTicks ticks in a row (or to the end of the run): 0 when it never left; nullopt when it never came back.
std::optional<double> recoveryOf(const std::vector<DriftingStreamStep> &frames, double DriftingStreamStep::*error, int from,
                                 double tol)
{
    bool left = false;
    for (std::size_t n = std::size_t(from); n < frames.size(); ++n) {
        if (frames[n].*error > tol) {
            left = true;
            continue;
        }
        if (!left)
            continue;
        const std::size_t end = std::min(frames.size(), n + std::size_t(kHoldTicks));
        bool holds = true;
        for (std::size_t k = n; k < end && holds; ++k)
            holds = frames[k].*error <= tol;
        if (holds)
            return double(int(n) - from);
    }
    if (!left)
        return 0.0;
    return std::nullopt;
}

void learnerStats(const DriftingStreamParams &c, const std::vector<DriftingStreamStep> &frames, DriftingStreamSummary &s)
{
    const std::size_t d = std::size_t(c.driftTime);
    for (const DriftLearner &l : driftLearners()) {
        s.*l.before = frames[d - 1].*l.error;
        s.*l.atDrift = frames[d].*l.error;
        s.*l.recover = recoveryOf(frames, l.error, c.driftTime, c.tolerance);
        double sum = 0, hi = 0;
        for (std::size_t n = d; n < frames.size(); ++n)
            sum += frames[n].*l.error, hi = std::max(hi, frames[n].*l.error);
        s.*l.mean = sum / double(frames.size() - d);
        s.*l.max = hi;
    }
}

std::string driftMessage(const DriftingStreamParams &c, const DriftingStreamSummary &s)
{
    const auto fmt = [](double v) { return formatNumberShort(v, 3); };
    if (c.drift == "shift") {
        std::string out = "After the shift at tick " + std::to_string(c.driftTime) + " the async model ";
        out += s.recover_async ? "is back within " + fmt(c.tolerance) + " in " + fmt(*s.recover_async) + " ticks"
                               : "never gets back within " + fmt(c.tolerance);
        out += s.next_retrain ? "; the batch model waits for its retrain at tick " + fmt(*s.next_retrain)
                              : "; the batch model is not retrained again in the run";
        return out;
    }
    return "While the optimum turns, mean tracking error: async " + fmt(s.mean_async) + ", high staleness " + fmt(s.mean_stale) +
           ", batch " + fmt(s.mean_batch);
}

DriftingStreamSummary driftSummary(const DriftingStreamParams &c, const std::vector<DriftingStreamStep> &frames,
                                   const ServerRun &fast, const ServerRun &slow, const BatchRun &batch)
{
    DriftingStreamSummary s;
    s.diverged = fast.diverged || slow.diverged;
    learnerStats(c, frames, s);
    for (double t : batch.retrains)
        if (t > c.driftTime) {
            s.next_retrain = t;
            s.batch_before_retrain = frames[std::size_t(t) - 1].batch_error;
            s.batch_after_retrain = frames[std::size_t(t)].batch_error;
            break;
        }
    s.async_first = s.recover_async && (!s.next_retrain || c.driftTime + *s.recover_async < *s.next_retrain);
    s.updates_async = fast.updates.back();
    s.updates_stale = slow.updates.back();
    s.staleness_async = s.updates_async > 0 ? fast.stalenessSum / s.updates_async : 0.0;
    s.staleness_stale = s.updates_stale > 0 ? slow.stalenessSum / s.updates_stale : 0.0;
    s.message = driftMessage(c, s);
    return s;
}

DriftingStreamMeta driftMeta(const DriftingStreamParams &c, Vec2 start, const BatchRun &batch)
{
    DriftingStreamMeta m;
    m.drift = c.drift;
    m.drift_time = c.driftTime;
    m.shift_angle = c.shiftAngle;
    m.turn_rate = c.turnRate;
    m.radius = c.radius;
    m.start_angle = 30;
    m.jump = 2 * c.radius * std::sin(radians(c.shiftAngle) / 2);
    m.drift_speed = 2 * c.radius * std::sin(radians(c.turnRate) / 2);
    m.workers = c.workers;
    m.high_staleness_workers = c.staleWorkers;
    m.compute_time = c.computeTime;
    m.stale_compute_time = c.computeTime * c.staleWorkers / c.workers;
    m.eta = c.eta;
    m.batch = c.batch;
    m.noise = c.noise;
    m.refit_interval = c.retrainEvery;
    m.stream_rate = kStreamRate;
    m.retrain_times = batch.retrains;
    m.tolerance = c.tolerance;
    m.start_x = start.x;
    m.start_y = start.y;
    m.seed = int(c.seed);
    return m;
}

} // namespace

template <> const ParamTable<DriftingStreamParams> &paramTable<DriftingStreamParams>()
{
    using P = DriftingStreamParams;
    static const ParamTable<P> table({
        param(&P::drift, choiceParam("drift", "shift", {"shift", "rotation"}, "drift",
                                     "shift: the optimum jumps once, like a new fraud pattern; rotation: it turns steadily, like "
                                     "changing news interest.")),
        param(&P::driftTime, integerParam("drift_time", "40", 1, 1000, "drift at tick",
                                          "When the drift begins; a shorter run drifts at its last tick.")),
        param(&P::shiftAngle,
              numberParam("shift_angle", "120", 0, 180, "shift angle", "Degrees the optimum jumps round the origin at a shift.")),
        param(&P::turnRate,
              numberParam("turn_rate", "3", 0, 90, "turn rate", "Degrees the optimum turns per tick during a rotation.")),
        param(&P::radius, numberParam("radius", "2", 0.1, 10, "radius", "The optimum's distance from the origin.")),
        param(&P::duration, integerParam("duration", "120", 1, 1000, "ticks", "How long the stream runs; one frame per tick.")),
        param(&P::retrainEvery, integerParam("retrain_every", "30", 1, 1000, "retrain every",
                                             "Ticks between the batch model's refits, each on the window since the last one.")),
        param(&P::workers, integerParam("workers", "4", 1, 32, "async workers K",
                                        "Workers attached to the stream; each needs compute_time ticks per gradient.")),
        param(&P::staleWorkers, integerParam("stale_workers", "16", 1, 64, "high-staleness workers",
                                             "Workers of the high-staleness variant: each slower by stale_workers / K, so the "
                                             "server gets about the same updates per tick (the same only when stale_workers = "
                                             "K; see Model), only older.")),
        param(&P::computeTime, numberParam("compute_time", "1", 0.1, 10, "compute time",
                                           "Ticks an async worker needs per gradient (the slowest 25% more).")),
        param(&P::eta, numberParam("eta", "0.06", 0, 0.5, "learning rate η", "Step size of both async servers.", true)),
        param(&P::batch, integerParam("batch", "8", 1, 256, "micro-batch",
                                      "Examples per micro-batch; the stream produces 4 micro-batches per tick.")),
        param(&P::noise, numberParam("noise", "0.5", 0, 10, "label noise", "Standard deviation of the noise on each label.")),
        param(&P::tolerance, numberParam("tolerance", "0.3", 0.001, 100, "tolerance",
                                         "A learner has recovered when its tracking error is back within this.")),
        param(&P::seed,
              integerParam("seed", "1", 0, 2147483647, "seed", "Seed of the stream; the same seed gives the same run.")),
    });
    return table;
}

Trace runDriftingStream(const DriftingStreamParams &c, const RunContext &ctx)
{
    if (c.driftTime < 1 || c.duration < 1)
        throw std::invalid_argument("the drift begins at tick 1 or later, and the run lasts at least one tick");
    if (c.driftTime > c.duration) { // a short run (--steps 3) ends with the drift
        DriftingStreamParams shorter = c;
        shorter.driftTime = c.duration;
        return runDriftingStream(shorter, ctx);
    }
    Trace trace;
    trace.scene = "drifting-stream";
    TraceBuilder out(trace, ctx);
    const Vec2 start = fitWindow(c, -c.retrainEvery, 0, optimumAt(c, 0));
    const ServerRun fast = runServer(c, c.workers, c.computeTime, kAsyncTag, start);
    out.progress(0.4);
    const ServerRun slow = runServer(c, c.staleWorkers, c.computeTime * c.staleWorkers / c.workers, kStaleTag, start);
    out.progress(0.8);
    const BatchRun batch = runBatch(c, start);
    const std::vector<DriftingStreamStep> frames = framesOf(c, fast, slow, batch);
    const DriftingStreamSummary s = driftSummary(c, frames, fast, slow, batch);
    for (const DriftingStreamStep &f : frames)
        out.add(toRecord(f));
    setMetaAndSummary(trace, driftMeta(c, start, batch), s);
    return trace;
}

/// How the scene computes its trace (the trace reference prints it).
const char *kDriftModel = R"(Time is in ticks. The optimum is `w*(t) = radius·(cos θ, sin θ)` with
θ = 30° before `drift_time` and from then on `30° + shift_angle` (`shift`) or
`30° + turn_rate·(t − drift_time)` (`rotation`), for any real t. (A run shorter than `drift_time` drifts
at its last tick.) A micro-batch drawn at time t holds B = `batch` examples, each
`x = (normal(), normal())` and `y = w*(t)·x + noise·normal()`, three draws per example in that order;
its gradient at w is `(1/B)·Σ (w·x − y)·x`.

Every micro-batch has a generator of its own, so it is the same whoever draws it first: for a tag T and
numbers i, j it is `Rng(c ^ j·0x94D049BB133111EB)` with `a = Rng(seed).next()`,
`b = Rng(a ^ T·0x9E3779B97F4A7C15).next()`, `c = Rng(b ^ i·0xBF58476D1CE4E5B9).next()` (products modulo
2⁶⁴). The stream itself (T = 1) has 4 micro-batches per tick: number m is drawn at time m/4, with i = m
(as a 64-bit two's complement for m < 0) and j = 0. Async worker i (T = 2) and high-staleness worker i
(T = 3), counted from 0, use j = how many micro-batches that worker drew before.

The start weight is the least-squares fit `(Σ x xᵀ)⁻¹ Σ x y` of stream micro-batches −4R … −1
(R = `retrain_every`), or `w*(0)` if their sums are singular (`|det| ≤ 10⁻¹²·max(1, Σx₁²·Σx₂²)`). The
batch model starts there and, at every tick n > 0 that R divides, is refitted on micro-batches
4(n − R) … 4n − 1 (kept as it was if singular); it does not move in between.

The async servers start there too. K = `workers` workers, worker i (from 0) needing
`c_i = compute_time·(1 + 0.25·i/(K − 1))` ticks (`compute_time` when K = 1): at 0 each reads w, draws
its micro-batch at time 0 and computes the gradient there; it lands `c_i` later and the server applies
`w ← w − η·g` at once, then the worker reads the new w and draws its next micro-batch at that instant.
Arrivals go in time order; at one instant the gradient started earlier goes first (the lower worker
when they started together), and the worker that just pushed reads before the next gradient landing at
that same instant is applied. A step that would make w non-finite or at least 10⁶ long is not applied,
and that server's w stays frozen from then on (`diverged`). The high-staleness server is the same with
K′ = `stale_workers` workers and `compute_time·K′/K` in place of `compute_time`: worker i needs
`compute_time·K′/K·(1 + 0.25·i/(K′ − 1))` ticks (no spread when K′ = 1). A gradient started at t lands
at the double `t + c_i`; the updates are counted event by event, never rounded to a rate. In the long
run a server applies `Σ 1/c_i` per tick, so the high-staleness one gets `m(K′)/m(K)` times the async
updates, m(n) being the mean of `1/(1 + 0.25·i/(n − 1))` over i = 0 … n − 1 (m(1) = 1): the same only
when K′ = K, within 1% when both are at least 2, about 10.7% fewer for K = 1 and K′ = 16.

Frame 0 is the start (time 0; no gradient has landed yet); frame n is tick n: each server's w after
every gradient landing at or before n, its updates so far and the mean staleness of the gradients that
landed in (n − 1, n] (0 when none), the batch model (`retrained` at refit ticks) and each learner's
distance to `w*(n)`.

Summary: `before_*` and `at_drift_*` are the errors at ticks `drift_time − 1` and `drift_time`;
`recover_*` counts ticks from `drift_time` until the error, once above `tolerance`, is back within it
for 5 frames in a row (or up to the end), 0 when it never left and absent when it never came back;
`mean_*` and `max_*` run over ticks `drift_time` to the end; staleness is the mean over all updates.)";

SceneDef driftingStreamScene()
{
    SceneDef d;
    d.id = "drifting-stream";
    d.lookFor = "The best weight keeps moving as new data streams in. Async workers keep chasing it step by step, "
                "while the batch model stays put until its next retrain and then jumps. Watch the gap between each "
                "model and the moving target.";
    d.model = kDriftModel;
    d.stepNoun = "tick";
    d.title = "Learning from a drifting stream";
    d.summary =
        "An endless stream whose best model moves: async workers keep tracking, a batch model waits for its next retrain.";
    d.params = paramTable<DriftingStreamParams>().defs();
    d.sweepKey = paramKey(&DriftingStreamParams::eta);
    d.stepsKey = paramKey(&DriftingStreamParams::duration);
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runDriftingStream(readParams<DriftingStreamParams>(p), ctx); };
    d.check = [](const ParamSet &p) { (void)readParams<DriftingStreamParams>(p); };
    d.schema = traceSchemaOf<DriftingStreamTrace>();
    d.largeParams = {{paramKey(&DriftingStreamParams::duration), "1000"},
                     {paramKey(&DriftingStreamParams::workers), "32"},
                     {paramKey(&DriftingStreamParams::staleWorkers), "64"},
                     {paramKey(&DriftingStreamParams::retrainEvery), "20"},
                     {paramKey(&DriftingStreamParams::drift), "rotation"}};
    return d;
}

} // namespace sgd
