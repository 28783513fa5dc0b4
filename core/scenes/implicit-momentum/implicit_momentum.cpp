#include "implicit_momentum.h"
#include "implicit_momentum_params.h"

#include "core/params.h"
#include "core/scenes.h"
#include "core/sim/async_server.h"

#include <algorithm>
#include <cmath>

namespace sgd {

namespace {

constexpr int kSweepMaxWorkers = 16;
constexpr int kSweepMaxRuns = 400;
constexpr int kSweepMaxUpdates = 200;
constexpr int kHistogramLags = 24;

/// The async server with K memoryless workers on the scene's quadratic (every worker's point is
/// (sqrt h, sqrt h w_best), so every gradient is h (w_read - w_best)).
AsyncConfig momentumAsyncConfig(int workers, double eta, double leak, int updates, std::uint64_t seed)
{
    AsyncConfig c;
    c.w0 = kMomentumW0;
    c.eta = eta;
    const double x = std::sqrt(kMomentumCurvature);
    c.shards.assign(std::size_t(workers), {x, x * kMomentumWBest});
    c.computeTimes.assign(std::size_t(workers), 1.0);
    c.updates = updates;
    c.randomTimes = true;
    c.seed = seed;
    if (leak > 0)
        c.serverStep = [leak](const StaleGradient &g) { return g.eta * std::pow(1.0 - leak, g.staleness) * g.grad; };
    return c;
}

/// Explicit heavy-ball momentum on the quadratic. Its buffer starts at g(w0): before the first
/// arrival every worker already has a gradient at w0 in flight, so the first step is eta g(w0).
std::vector<double> explicitMomentum(double mu, double etaPrime, double eta, int updates)
{
    std::vector<double> w{kMomentumW0};
    const auto grad = [](double v) { return kMomentumCurvature * (v - kMomentumWBest); };
    double prev = kMomentumW0 + (etaPrime > 0 && mu < 1 ? eta * grad(kMomentumW0) : 0.0);
    for (int t = 0; t < updates; ++t) {
        const double cur = w.back();
        const double next = cur + mu * (cur - prev) - etaPrime * grad(cur);
        prev = cur;
        w.push_back(next);
    }
    return w;
}

/// How far a trajectory swings past w_best, as a share of the start's distance from it.
double overshoot(const std::vector<double> &w)
{
    const double d0 = kMomentumW0 - kMomentumWBest;
    double worst = 0;
    for (double v : w)
        worst = std::max(worst, -(v - kMomentumWBest) * (d0 > 0 ? 1.0 : -1.0));
    return worst / std::abs(d0);
}

ImplicitMomentumMeta momentumMeta(const ImplicitMomentumParams &c, const AsyncAverage &plain)
{
    ImplicitMomentumMeta m;
    const double k = c.workers;
    m.workers = c.workers;
    m.runs = c.runs;
    m.eta = c.eta;
    m.eta_low = c.etaLow;
    m.leak = c.leak;
    m.w0 = kMomentumW0;
    m.w_best = kMomentumWBest;
    m.curvature = kMomentumCurvature;
    m.momentum_predicted = 1.0 - 1.0 / k;
    m.eta_prime = c.eta / k; // the theory's step: a fresh gradient is 1 in K of those that land
    m.leaky_predicted = (1.0 - 1.0 / k) * (1.0 - c.leak);
    const double root = 1.0 - std::sqrt(1.0 - 1.0 / k);
    m.critical_eta = k * root * root / kMomentumCurvature;
    double total = 0;
    for (double n : plain.stalenessCount)
        total += n;
    for (int lag = 0; lag < kHistogramLags; ++lag) {
        m.staleness_lags.push_back(lag);
        const double n = lag < int(plain.stalenessCount.size()) ? plain.stalenessCount[std::size_t(lag)] : 0.0;
        m.staleness_measured.push_back(total > 0 ? n / total : 0.0);
        m.staleness_geometric.push_back(std::pow(1.0 - 1.0 / k, lag) / k);
    }
    return m;
}

/// The fitted momentum for K = 1 .. 16 at the scene's base rate (fewer runs and updates, capped).
void sweepWorkers(const ImplicitMomentumParams &c, ImplicitMomentumMeta &m, const TraceBuilder &out)
{
    const int runs = std::min(c.runs, kSweepMaxRuns), updates = std::min(c.updates, kSweepMaxUpdates);
    for (int k = 1; k <= kSweepMaxWorkers; ++k) {
        const AsyncAverage a = averageAsync(k, c.eta, 0.0, updates, runs, c.seed + 1000u * std::uint64_t(k));
        m.sweep_workers.push_back(k);
        m.sweep_fitted.push_back(fitMomentum(a.mean, c.eta / k));
        m.sweep_predicted.push_back(1.0 - 1.0 / k);
        out.progress(0.5 + 0.5 * k / kSweepMaxWorkers);
    }
}

std::string momentumMessage(const ImplicitMomentumMeta &m, const ImplicitMomentumSummary &s)
{
    if (s.diverged)
        return "a run ran away: its weight is held at its last value; lower η";
    return "fitted momentum " + formatNumberShort(s.fitted_momentum, 3) +
           " against 1 − 1/K = " + formatNumberShort(m.momentum_predicted, 3) + "; the leaky server leaves " +
           formatNumberShort(s.fitted_leaky, 3);
}

} // namespace

template <> const ParamTable<ImplicitMomentumParams> &paramTable<ImplicitMomentumParams>()
{
    using P = ImplicitMomentumParams;
    static const ParamTable<P> table({
        param(&P::workers, integerParam("workers", "8", 1, 16, "workers K",
                                        "How many workers push gradients; each takes a random time per gradient.")),
        param(&P::eta, numberParam("eta", "0.2", 0, 0.5, "learning rate η", "Step size for each arriving gradient.", true)),
        param(&P::leak, numberParam("leak", "0.1", 0, 0.9, "server leak",
                                    "The leaky server applies a gradient τ updates old at η·(1 − leak)^τ.")),
        param(&P::etaLow,
              numberParam("eta_low", "0.03", 0, 0.5, "lower rate", "The lower base rate of the damped comparison.", true)),
        param(&P::updates,
              integerParam("updates", "120", 1, 1000, "server updates", "How many gradients the server applies in each run.")),
        param(&P::runs, integerParam("runs", "400", 10, 1000, "runs averaged",
                                     "How many runs (different random compute times) each curve averages.")),
        param(&P::seed, integerParam("seed", "1", 0, 2147483647, "seed",
                                     "Seed of the random compute times; the same seed gives the same runs.")),
    });
    return table;
}

AsyncAverage averageAsync(int workers, double eta, double leak, int updates, int runs, std::uint64_t seed,
                          const std::function<void()> &check)
{
    AsyncAverage a;
    a.mean.assign(std::size_t(updates) + 1, 0.0);
    double fresh = 0, applied = 0;
    for (int r = 0; r < runs; ++r) {
        if (check)
            check();
        AsyncConfig cfg = momentumAsyncConfig(workers, eta, leak, updates, seed + std::uint64_t(r) * 7919u);
        std::vector<double> w{cfg.w0};
        const bool sample = r == 0;
        if (sample) {
            a.sampleWorker.push_back(0);
            a.sampleStaleness.push_back(0);
        }
        const AsyncSummary sum = simulateAsync(cfg, [&](const AsyncUpdate &f) {
            w.push_back(f.w_after);
            const std::size_t lag = std::size_t(f.staleness);
            if (a.stalenessCount.size() <= lag)
                a.stalenessCount.resize(lag + 1, 0.0);
            a.stalenessCount[lag] += 1;
            fresh += f.staleness == 0 ? 1 : 0;
            applied += 1;
            if (sample) {
                a.sampleWorker.push_back(f.worker);
                a.sampleStaleness.push_back(f.staleness);
            }
        });
        a.diverged = a.diverged || sum.diverged;
        w.resize(a.mean.size(), w.back()); // a run that ran away stays at its last weight
        for (std::size_t i = 0; i < w.size(); ++i)
            a.mean[i] += w[i] / runs;
        if (sample) {
            a.sampleW = w;
            a.sampleWorker.resize(w.size(), 0);
            a.sampleStaleness.resize(w.size(), 0);
        }
    }
    a.freshShare = applied > 0 ? fresh / applied : 0.0;
    return a;
}

double fitMomentum(const std::vector<double> &w, double etaPrime)
{
    double num = 0, den = 0;
    for (std::size_t t = 1; t + 1 < w.size(); ++t) {
        const double g = kMomentumCurvature * (w[t] - kMomentumWBest);
        const double a = w[t + 1] - w[t] + etaPrime * g, b = w[t] - w[t - 1];
        num += a * b;
        den += b * b;
    }
    return den > 0 ? num / den : 0.0;
}

Trace runImplicitMomentum(const ImplicitMomentumParams &c, const RunContext &ctx)
{
    Trace trace;
    trace.scene = "implicit-momentum";
    TraceBuilder out(trace, ctx);
    const auto check = [&] { ctx.checkCancelled(); };
    const AsyncAverage plain = averageAsync(c.workers, c.eta, 0.0, c.updates, c.runs, c.seed, check);
    out.progress(0.2);
    const AsyncAverage leaky = averageAsync(c.workers, c.eta, c.leak, c.updates, c.runs, c.seed, check);
    out.progress(0.35);
    const AsyncAverage low = averageAsync(c.workers, c.etaLow, 0.0, c.updates, c.runs, c.seed, check);
    out.progress(0.5);
    ImplicitMomentumMeta meta = momentumMeta(c, plain);
    const std::vector<double> mom = explicitMomentum(meta.momentum_predicted, meta.eta_prime, c.eta, c.updates);
    sweepWorkers(c, meta, out);

    ImplicitMomentumSummary s;
    s.diverged = plain.diverged || leaky.diverged || low.diverged;
    s.fresh_share = plain.freshShare;
    s.fitted_momentum = fitMomentum(plain.mean, meta.eta_prime);
    s.fitted_leaky = fitMomentum(leaky.mean, meta.eta_prime); // the leak only shortens the memory
    s.fitted_low_rate = fitMomentum(low.mean, c.etaLow / c.workers);
    double sq = 0;
    for (int t = 0; t <= c.updates; ++t) {
        const std::size_t i = std::size_t(t);
        ImplicitMomentumStep f;
        f.step = f.update = t;
        f.w_async = plain.mean[i];
        f.w_momentum = mom[i];
        f.w_sample = plain.sampleW[i];
        f.sample_worker = plain.sampleWorker[i];
        f.sample_staleness = plain.sampleStaleness[i];
        f.w_leaky = leaky.mean[i];
        f.w_low_rate = low.mean[i];
        sq += (f.w_async - f.w_momentum) * (f.w_async - f.w_momentum);
        out.add(toRecord(f));
    }
    s.rms_gap = std::sqrt(sq / (c.updates + 1));
    s.overshoot_async = overshoot(plain.mean);
    s.overshoot_momentum = overshoot(mom);
    s.overshoot_leaky = overshoot(leaky.mean);
    s.overshoot_low_rate = overshoot(low.mean);
    s.message = momentumMessage(meta, s);
    setMetaAndSummary(trace, meta, s);
    return trace;
}

/// How the scene computes its trace (the trace reference prints it).
const char *kImplicitMomentumModel = R"(Every worker sees the same quadratic `L(w) = ½·h·(w − 1)²` with
h = 1, from `w0` = 3 (each worker's point is `(√h, √h·1)`), so a gradient read at w is `h·(w − 1)`.

One run is the async scene's simulation with K = `workers` workers, `updates` updates, pull after every
push, and random compute times: each time a worker starts a gradient it draws u = `uniform()` from the
run's `Rng(s)` and takes `−ln(1 − u)` seconds (exponential, mean 1); workers 1 … K draw in order at time
0, later draws in the order the workers restart. Run r (r = 0 … `runs` − 1) uses `s = seed + 7919·r`.
The compute times do not depend on the weights, so all curves below see the same arrivals in run r. A
curve is the mean over the runs of the weight after each update; a run that runs away (`|w| > 10¹²`)
stops and keeps its last weight (`diverged`).

- `w_async`: the server applies `w ← w − η·g`.
- `w_leaky`: a gradient of staleness τ is applied at `η·(1 − leak)^τ`.
- `w_low_rate`: η = `eta_low`.
- `w_sample`, `sample_worker`, `sample_staleness`: run 0 of `w_async`.
- `w_momentum`: heavy-ball SGD with `μ = 1 − 1/K` and the theory's step `η′ = η/K`:
  `w_(t+1) = w_t + μ·(w_t − w_(t−1)) − η′·h·(w_t − 1)`, with `w_(−1) = w0 + η·h·(w0 − 1)` so that the
  first step is `η·h·(w0 − 1)`, as in the asynchronous runs.

Frame 0 is the start (every curve at 3); frame n holds every curve after n updates.

The fit: for a curve w and a step η′, the momentum is the least-squares `μ̂ = Σ a_t·b_t / Σ b_t²` over
t = 1 … U − 1 (U = `updates`), with `a_t = w_(t+1) − w_t + η′·h·(w_t − 1)` and `b_t = w_t − w_(t−1)` (0
when every `b_t` is 0). `fitted_momentum` fits `w_async` and `fitted_leaky` fits `w_leaky`, both with
η′ = η/K; `fitted_low_rate` fits `w_low_rate` with η′ = `eta_low`/K. The sweep fits K′ = 1 … 16 workers
at η with `min(runs, 400)` runs of `min(updates, 200)` updates, seeds `seed + 1000·K′ + 7919·r`,
η′ = η/K′.

Also: `momentum_predicted` = `1 − 1/K`, `leaky_predicted` = `(1 − 1/K)(1 − leak)`,
`critical_eta` = `K·(1 − √(1 − 1/K))²/h`; the staleness histogram counts every applied gradient of all
`w_async` runs by τ = 0 … 23 (as shares), beside `(1 − 1/K)^τ/K`; `fresh_share` is the share with τ = 0;
`rms_gap` = `√(mean over frames of (w_async − w_momentum)²)`; an overshoot is the largest swing past 1,
as a share of the start's distance 2. Ties follow the async scene's rules; with drawn times they
practically never occur.)";

SceneDef implicitMomentumScene()
{
    SceneDef d;
    d.id = "implicit-momentum";
    d.lookFor = "With many workers, every update uses a gradient that is a few steps old. Look at how the weight swings "
                "past the target and back, just as plain SGD with momentum would. The more workers, the stronger the "
                "swing, close to momentum 1 − 1/K.";
    d.model = kImplicitMomentumModel;
    d.stepNoun = "update";
    d.title = "Implicit momentum";
    d.summary = "Many workers pushing stale gradients make the weight swing as if SGD had momentum 1 − 1/K.";
    d.params = paramTable<ImplicitMomentumParams>().defs();
    d.sweepKey = paramKey(&ImplicitMomentumParams::eta);
    d.stepsKey = paramKey(&ImplicitMomentumParams::updates);
    d.run = [](const ParamSet &p, const RunContext &ctx) {
        return runImplicitMomentum(readParams<ImplicitMomentumParams>(p), ctx);
    };
    d.check = [](const ParamSet &p) { (void)readParams<ImplicitMomentumParams>(p); };
    d.schema = traceSchemaOf<ImplicitMomentumTrace>();
    return d;
}

} // namespace sgd
