#include "staleness_remedies.h"
#include "staleness_remedies_params.h"

#include "core/params.h"
#include "core/scenes.h"
#include "core/sim/async_server.h"

#include <algorithm>
#include <cmath>

namespace sgd {

namespace {

constexpr double kRunaway = 1e12;

/// The async server's configuration for the preset: x spread over [1, 4] on y = 2x + 1.
AsyncConfig remediesAsyncConfig(const StalenessRemediesParams &c)
{
    AsyncConfig a;
    a.w0 = c.w0;
    a.eta = c.eta;
    a.updates = c.updates;
    a.shards = lectureLineShards(c.workers);
    a.computeTimes.clear();
    for (int i = 0; i < c.workers; ++i)
        a.computeTimes.push_back(i >= c.workers - c.stragglers ? c.stragglerTime : 1.0 + 0.05 * i);
    return a;
}

/// The server step of rule `id` for one stale gradient.
std::function<double(const StaleGradient &)> ruleStep(const std::string &id, const StalenessRemediesParams &c)
{
    if (id == "staleness")
        return [](const StaleGradient &g) { return g.eta / (1.0 + g.staleness) * g.grad; };
    if (id == "adadelay")
        return [](const StaleGradient &g) { return g.eta / std::sqrt(1.0 + g.staleness) * g.grad; };
    if (id == "clipped")
        return [clip = c.clip](const StaleGradient &g) { return g.eta * std::clamp(g.grad, -clip, clip); };
    if (id == "compensated")
        return [lambda = c.dcLambda](const StaleGradient &g) {
            return g.eta * (g.grad + lambda * g.grad * g.grad * (g.w_now - g.w_read));
        };
    return [](const StaleGradient &g) { return g.eta * g.grad; };
}

struct Data {
    std::vector<std::pair<double, double>> shards;
    double wBest = 0, lossBest = 0;
    double loss(double w) const
    {
        double sum = 0;
        for (auto [x, y] : shards)
            sum += 0.5 * (w * x - y) * (w * x - y);
        return sum / double(shards.size());
    }
};

Data dataOf(const AsyncConfig &a)
{
    Data d;
    d.shards = a.shards;
    double sxy = 0, sxx = 0;
    for (auto [x, y] : a.shards)
        sxy += x * y, sxx += x * x;
    d.wBest = sxx > 0 ? sxy / sxx : 0.0;
    d.lossBest = d.loss(d.wBest);
    return d;
}

/// diverges: ran away or ends above its start; converges: ends within 1% of its start's loss;
/// oscillates: otherwise, crossing w_best back and forth at the end; creeps: still on its way.
std::string verdictOf(bool ranAway, double finalLoss, double startLoss, int crossings)
{
    if (ranAway || finalLoss > startLoss)
        return "diverges";
    if (finalLoss <= 0.01 * startLoss)
        return "converges";
    return crossings >= 2 ? "oscillates" : "creeps";
}

/// Runs rule `r` on the arrivals and fills its members of every frame and of the summary.
void runRule(const RemedyRule &r, const StalenessRemediesParams &c, const Data &d, std::vector<StalenessRemediesStep> &frames,
             StalenessRemediesSummary &s)
{
    AsyncConfig a = remediesAsyncConfig(c);
    a.serverStep = ruleStep(r.id, c);
    std::size_t n = 1;
    const AsyncSummary sum = simulateAsync(a, [&](const AsyncUpdate &u) {
        StalenessRemediesStep &f = frames[n++];
        f.update = u.update;
        f.time = u.time;
        f.worker = u.worker;
        f.staleness = u.staleness;
        f.straggler = u.worker > c.workers - c.stragglers;
        f.*r.w = u.w_after;
        f.*r.step = u.w_before - u.w_after;
    });
    for (std::size_t i = n; i < frames.size(); ++i) // a rule that ran away stays at its last weight
        frames[i].*r.w = frames[i - 1].*r.w;
    const int from = c.updates - c.updates / 4;
    double lo = frames[std::size_t(from)].*r.w, hi = lo, tail = 0;
    int crossings = 0;
    for (std::size_t i = 0; i < frames.size(); ++i) {
        StalenessRemediesStep &f = frames[i];
        f.*r.loss = std::min(d.loss(f.*r.w) - d.lossBest, 1e30);
        if (int(i) >= from) {
            lo = std::min(lo, f.*r.w), hi = std::max(hi, f.*r.w);
            tail += f.*r.loss;
            crossings += int(i) > from && (f.*r.w - d.wBest) * (frames[i - 1].*r.w - d.wBest) < 0 ? 1 : 0;
        }
    }
    s.*r.final = tail / double(int(frames.size()) - from);
    s.*r.swing = hi - lo;
    s.*r.verdict = verdictOf(sum.diverged, s.*r.final, frames.front().*r.loss, crossings);
    s.diverged = s.diverged || sum.diverged;
}

void stalenessStats(const std::vector<StalenessRemediesStep> &frames, StalenessRemediesSummary &s)
{
    double all = 0, slow = 0, nSlow = 0;
    for (std::size_t i = 1; i < frames.size(); ++i) {
        all += frames[i].staleness;
        s.max_staleness = std::max(s.max_staleness, frames[i].staleness);
        if (frames[i].straggler)
            slow += frames[i].staleness, nSlow += 1;
    }
    s.mean_staleness = frames.size() > 1 ? all / double(frames.size() - 1) : 0.0;
    s.straggler_staleness = nSlow > 0 ? slow / nSlow : 0.0;
}

StalenessRemediesMeta remedyMeta(const StalenessRemediesParams &c, const AsyncConfig &a, const Data &d)
{
    StalenessRemediesMeta m;
    m.workers = c.workers;
    m.stragglers = c.stragglers;
    m.compute_times = a.computeTimes;
    for (auto [x, y] : a.shards)
        m.data_x.push_back(x), m.data_y.push_back(y);
    m.w0 = c.w0;
    m.w_best = d.wBest;
    m.loss_best = d.lossBest;
    m.eta = c.eta;
    m.clip = c.clip;
    m.dc_lambda = c.dcLambda;
    m.tail_from = c.updates - c.updates / 4;
    return m;
}

std::string remediesMessage(const StalenessRemediesSummary &s)
{
    int better = 0;
    for (const RemedyRule &r : remedyRules())
        better += std::string(r.id) != "constant" && s.*r.final < s.final_constant ? 1 : 0;
    return std::to_string(better) + " of 4 remedies end below constant η's final loss of " +
           formatNumberShort(s.final_constant, 3);
}

} // namespace

template <> const ParamTable<StalenessRemediesParams> &paramTable<StalenessRemediesParams>()
{
    using P = StalenessRemediesParams;
    static const ParamTable<P> table({
        param(&P::workers, integerParam("workers", "16", 2, 16, "workers K",
                                        "How many workers push gradients; x spreads over [1, 4] on y = 2x + 1.")),
        param(&P::stragglers, integerParam("stragglers", "2", 0, 8, "stragglers",
                                           "How many of the workers (the last ones, with the largest x) are slow.")),
        param(&P::stragglerTime, numberParam("straggler_time", "8", 1, 100, "straggler time",
                                             "Seconds a straggler needs per gradient; the others need 1 to 1.75.")),
        param(&P::eta, numberParam("eta", "0.02", 0, 0.2, "learning rate η", "The base rate of every rule.", true)),
        param(&P::updates, integerParam("updates", "300", 1, 2000, "server updates", "How many gradients the server applies.")),
        param(&P::clip,
              numberParam("clip", "5", 0, 1000, "clip at", "The clipped rule limits every gradient to [-clip, clip].", true)),
        param(&P::dcLambda,
              numberParam("dc_lambda", "0.01", 0, 1, "compensation λ", "λ in the corrected gradient g + λ·g²·(w_now − w_read).")),
        param(&P::w0, numberParam("w0", "0", -10, 10, "start w0", "The weight every worker reads at time 0.")),
    });
    return table;
}

Trace runStalenessRemedies(const StalenessRemediesParams &c, const RunContext &ctx)
{
    Trace trace;
    trace.scene = "staleness-remedies";
    TraceBuilder out(trace, ctx);
    const AsyncConfig a = remediesAsyncConfig(c);
    const Data d = dataOf(a);
    std::vector<StalenessRemediesStep> frames(std::size_t(c.updates) + 1);
    for (std::size_t i = 0; i < frames.size(); ++i) {
        frames[i].step = frames[i].update = int(i);
        for (const RemedyRule &r : remedyRules())
            frames[i].*r.w = c.w0;
    }
    StalenessRemediesSummary s;
    const auto &rules = remedyRules();
    for (std::size_t i = 0; i < rules.size(); ++i) {
        runRule(rules[i], c, d, frames, s);
        out.progress(double(i + 1) / double(rules.size()));
    }
    stalenessStats(frames, s);
    s.message = remediesMessage(s);
    for (const StalenessRemediesStep &f : frames)
        out.add(toRecord(f));
    setMetaAndSummary(trace, remedyMeta(c, a, d), s);
    return trace;
}

/// How the scene computes its trace (the trace reference prints it).
const char *kRemediesModel = R"(K = `workers` workers; worker k (k = 1 … K) holds
`x_k = 1 + 3(k − 1)/(K − 1)`, `y_k = 2x_k + 1` and takes `1 + 0.05(k − 1)` seconds per gradient, or
`straggler_time` for the last `stragglers` workers. Nothing is random. `w_best` = `Σxy/Σx²`,
`L(w) = ½·mean over k of (w·x_k − y_k)²`.

The arrivals are the async scene's simulation (start `w0`, pull after every push, no SSP, no failure,
the same tie rules). With fixed times they do not depend on the weights, so the five rules see the same
sequence of (time, worker, staleness τ); each rule keeps its own weight, and a worker's gradient
`g = (w_read·x − y)·x` is read from that rule's weight. The step each rule subtracts from the server's w
(`step_*` = `w_before − w_after`):

- `constant`: `η·g`
- `staleness`: `η/(1 + τ)·g`
- `adadelay`: `η/√(1 + τ)·g`
- `clipped`: `η·clamp(g, −clip, clip)`
- `compensated`: `η·(g + λ·g²·(w_now − w_read))`, λ = `dc_lambda`, `w_now` the server's w as g lands

Frame 0 is the start (every rule at `w0`); frame n is the state after the nth arrival, and
`loss_*` = `L(w) − L(w_best)` (capped at 10³⁰). A rule whose next weight would be non-finite or above
10¹² in size stops there and keeps its last weight in later frames (`diverged`).

Summary, per rule, over the tail: frames `tail_from` = `updates − floor(updates/4)` to the end.
`final_*` is the mean loss over the tail, `swing_*` = max w − min w in the tail, and a crossing is a
change of sign of `w − w_best` between two consecutive tail frames. The verdict: `diverges` when the
rule ran away or `final` exceeds frame 0's loss; `converges` when `final` ≤ 1% of frame 0's loss;
otherwise `oscillates` with two or more crossings, else `creeps`. The staleness figures average τ over
frames 1 … `updates`, and over the stragglers' arrivals.)";

SceneDef stalenessRemediesScene()
{
    SceneDef d;
    d.id = "staleness-remedies";
    d.lookFor = "The same stale gradients go through five server rules side by side. Take constant η as the baseline "
                "and compare how far each other curve swings and how soon it settles: shrinking η with the staleness, "
                "clipping the gradient and compensating for the delay each tame the wobble in their own way.";
    d.model = kRemediesModel;
    d.stepNoun = "update";
    d.title = "Staleness remedies";
    d.summary = "Many workers and slow stragglers: the same stale gradients under five server rules, side by side.";
    d.params = paramTable<StalenessRemediesParams>().defs();
    d.sweepKey = paramKey(&StalenessRemediesParams::eta);
    d.stepsKey = paramKey(&StalenessRemediesParams::updates);
    // The parameters, checked as a whole (each value alone was checked when it was set).
    const auto make = [](const ParamSet &p) {
        const StalenessRemediesParams c = readParams<StalenessRemediesParams>(p);
        if (c.stragglers >= c.workers)
            rejectParam(p, paramKey(&StalenessRemediesParams::stragglers),
                        "fewer than the " + std::to_string(c.workers) + " workers");
        return c;
    };
    d.run = [make](const ParamSet &p, const RunContext &ctx) { return runStalenessRemedies(make(p), ctx); };
    d.check = [make](const ParamSet &p) { (void)make(p); };
    d.schema = traceSchemaOf<StalenessRemediesTrace>();
    return d;
}

} // namespace sgd
