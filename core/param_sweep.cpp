#include "param_sweep.h"

#include "run_pins.h"
#include "scenes.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace sgd {

namespace {

bool frameHas(const SceneDef &scene, const std::string &field)
{
    return scene.schema.frame && scene.schema.frame->find(field) != nullptr;
}

const ParamDef *numericDef(const SceneDef &scene, const std::string &key)
{
    for (const ParamDef &d : scene.params)
        if (d.key == key && (d.kind == ParamKind::Number || d.kind == ParamKind::Integer))
            return &d;
    return nullptr;
}

/// The outcome of one run: the last frame's value, or the mean over the frames after the start.
double outcomeOf(const Trace &trace, const SweepOutcome &outcome)
{
    if (trace.frames.empty())
        return std::numeric_limits<double>::quiet_NaN();
    if (outcome.column.rfind("mean_", 0) != 0)
        return trace.frames.back().num(outcome.field);
    double sum = 0;
    int n = 0;
    for (std::size_t i = 1; i < trace.frames.size(); ++i) {
        const double v = trace.frames[i].num(outcome.field);
        if (std::isfinite(v)) {
            sum += v;
            ++n;
        }
    }
    return n ? sum / n : std::numeric_limits<double>::quiet_NaN();
}

SweepPoint runPoint(const SceneDef &scene, const ParamSet &base, const SweepSpec &spec, double value, const SweepOutcome &outcome,
                    const RunContext &inner)
{
    SweepPoint point;
    point.value = value;
    ParamSet params = base;
    try {
        params.set(spec.param, formatNumber(value));
        const Trace trace = runScene(scene, params, inner);
        point.outcome = outcomeOf(trace, outcome);
        point.diverged = trace.diverged();
        point.note = trace.message();
    } catch (const Cancelled &) {
        throw;
    } catch (const std::exception &e) {
        point.note = e.what();
        return point;
    }
    if (scene.sweep.regime)
        point.regime = scene.sweep.regime(params);
    return point;
}

/// `v` with 12 significant digits (locale-free, as the trace writers are).
double roundedTo12Digits(double v)
{
    char buf[64];
    const auto written = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 12);
    double out = v;
    std::from_chars(buf, written.ptr, out);
    return out;
}

} // namespace

std::string regimeName(Regime regime)
{
    switch (regime) {
    case Regime::Stable:
        return "stable";
    case Regime::Overshooting:
        return "overshooting";
    case Regime::Diverging:
        return "diverging";
    case Regime::None:
        break;
    }
    return {};
}

Regime classifyStep(double eta, double x)
{
    const double k = eta * x * x;
    if (!(k > 0))
        return Regime::None; // no step at all (eta = 0 or x = 0): w stays where it is
    if (k <= 1)
        return Regime::Stable;
    if (k < 2)
        return Regime::Overshooting;
    return Regime::Diverging;
}

std::vector<std::string> sweepableParams(const SceneDef &scene)
{
    std::vector<std::string> out;
    for (const ParamDef &d : scene.params)
        if (d.kind == ParamKind::Number || d.kind == ParamKind::Integer)
            out.push_back(d.key);
    return out;
}

SweepOutcome sweepOutcomeFor(const SceneDef &scene)
{
    if (frameHas(scene, "staleness"))
        return {"staleness", "mean_staleness", "mean staleness (updates)", false};
    if (frameHas(scene, "consensus_distance"))
        return {"consensus_distance", "final_consensus_distance", "disagreement after the last round", true};
    if (frameHas(scene, "loss"))
        return {"loss", "final_loss", "final loss", true};
    throw std::invalid_argument("the scene " + scene.id + " has no loss, staleness or disagreement to sweep");
}

SweepSpec defaultSweep(const SceneDef &scene, const ParamSet &params)
{
    if (scene.sweep.first)
        if (const std::optional<SweepSpec> own = scene.sweep.first(params))
            return *own;
    const std::vector<std::string> keys = sweepableParams(scene);
    if (keys.empty())
        return {};
    // The scene's learning rate where it has one (SceneDef::sweepKey), else its first numeric parameter.
    const bool rate = !scene.sweepKey.empty() && std::find(keys.begin(), keys.end(), scene.sweepKey) != keys.end();
    return sweepAround(scene, params, rate ? scene.sweepKey : keys.front());
}

SweepSpec sweepAround(const SceneDef &scene, const ParamSet &params, const std::string &key)
{
    const ParamDef *d = numericDef(scene, key);
    if (!d)
        return {};
    const double v = params.number(key);
    const bool whole = d->kind == ParamKind::Integer;
    double lo = whole ? v - 5 : (v > 0 ? v / 2 : v * 2), hi = whole ? v + 5 : (v > 0 ? v * 2 : v / 2);
    if (v == 0 && !whole)
        hi = 1;
    lo = std::max(lo, d->min);
    hi = std::min(hi, d->max);
    if (d->minExclusive && lo <= d->min)
        lo = whole ? d->min + 1 : std::min(hi, d->min + (hi - d->min) / 20);
    const int count = whole ? int(std::clamp(hi - lo + 1, 2.0, 21.0)) : 21;
    return {key, lo, hi, count, SweepSpacing::Linear};
}

std::vector<double> sweepValues(const SceneDef &scene, const SweepSpec &spec)
{
    const ParamDef *d = numericDef(scene, spec.param);
    if (!d)
        throw std::invalid_argument("the scene " + scene.id + " has no number parameter called '" + spec.param + "'");
    if (spec.count < 2 || spec.count > kMaxSweepCount)
        throw std::invalid_argument("a sweep needs from 2 to " + std::to_string(kMaxSweepCount) + " values, not " +
                                    std::to_string(spec.count));
    const bool log = spec.spacing == SweepSpacing::Log;
    if (log && !(spec.from > 0 && spec.to > 0))
        throw std::invalid_argument("a log sweep needs both ends above 0");
    std::vector<double> out;
    for (int i = 0; i < spec.count; ++i) {
        const double t = double(i) / (spec.count - 1);
        double v = log ? spec.from * std::pow(spec.to / spec.from, t) : spec.from + t * (spec.to - spec.from);
        if (i == spec.count - 1)
            v = spec.to;          // no rounding drift at the far end
        v = roundedTo12Digits(v); // 0.05 + 0.01 * 6 is 0.11, not 0.11000000000000001
        if (d->kind == ParamKind::Integer)
            v = std::round(v);
        if (const auto bad = d->check(formatNumber(v)))
            throw ParamError(spec.param, formatNumber(v), *bad);
        if (out.empty() || out.back() != v)
            out.push_back(v);
    }
    return out;
}

std::vector<SweepMarker> sweepMarkers(const SceneDef &scene, const ParamSet &base, const std::string &param)
{
    return scene.sweep.markers ? scene.sweep.markers(base, param) : std::vector<SweepMarker>{};
}

SweepResult runSweep(const SceneDef &scene, const ParamSet &base, const SweepSpec &spec, const RunContext &ctx)
{
    const std::vector<double> values = sweepValues(scene, spec);
    SweepResult result;
    result.scene = scene.id;
    result.param = spec.param;
    result.paramTitle = numericDef(scene, spec.param)->label;
    result.spacing = spec.spacing;
    result.outcome = sweepOutcomeFor(scene);
    result.markers = sweepMarkers(scene, base, spec.param);
    const double n = double(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        ctx.checkCancelled();
        RunContext inner;
        inner.isCancelled = ctx.isCancelled;
        if (ctx.onProgress)
            inner.onProgress = [&ctx, i, n](double f) { ctx.onProgress((double(i) + std::clamp(f, 0.0, 1.0)) / n); };
        result.points.push_back(runPoint(scene, base, spec, values[i], result.outcome, inner));
        if (ctx.onProgress)
            ctx.onProgress(double(i + 1) / n);
    }
    return result;
}

std::string sweepCsv(const SweepResult &result)
{
    std::string out = csvField(result.param) + "," + csvField(result.outcome.column) + ",regime,diverged,note\n";
    for (const SweepPoint &p : result.points)
        out += formatNumber(p.value) + "," + (std::isfinite(p.outcome) ? formatNumber(p.outcome) : std::string()) + "," +
               regimeName(p.regime) + "," + (p.diverged ? "1" : "0") + "," + csvField(p.note) + "\n";
    return out;
}

} // namespace sgd
