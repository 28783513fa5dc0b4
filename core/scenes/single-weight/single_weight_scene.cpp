// The single-weight scene, whole: its parameters, the engine's whole-set check, the model text the
// trace reference prints and the "what to look for" paragraph (core/scenes/scene_list.h lists it).

#include "single_weight.h"
#include "single_weight_params.h"
#include "single_weight_trace.h"

#include "core/scenes.h"

namespace sgd {

namespace {

const char *const kModel = R"(One training example (x, y) and one weight w, no bias: the
prediction is `ŷ = w·x`, the loss `L(w) = ½(w·x − y)²` and its gradient `g(w) = (w·x − y)·x`. Nothing is
random and there is no clock.

Frame 0 is the start, `w = w0`; frame n holds `w_n`, the weight after n updates
`w_(n+1) = w_n − η·g(w_n)`, for n = 0 … `steps`. Each frame also shows the update it is about to make:
`w_next` = `w_(n+1)`, `step_size` = `−η·g`, `loss_next` = `L(w_next)`. The probes use h = `h`:
`fd_grad` = `(L(w+h) − L(w))/h`, `central_grad` = `(L(w+h) − L(w−h))/(2h)`, `loss_probe` = `L(w+h)`;
`wrong_grad` = `(w·x − y)·w` is the derivative taken by x instead of w. `w_star` = `y/x`,
`distance` = `w − w_star`, and `overshoot` is 1 when w and `w_next` lie on opposite sides of `w_star`.

Every update multiplies the distance to `w_star` by `contraction` = `1 − η·x²`. The run ends early with
`diverged` = 1 when a frame's numbers leave the range of a double (that frame is left out) or when
`|w_next − w_star|` exceeds `10⁶·max(1, |w0 − w_star|)` (that frame is the last). It is also marked
diverged when `|1 − η·x²| > 1` and the last `w_next` lies farther from `w_star` than `w0`.)";

const char *const kLookFor =
    "Watch the dot slide along the parabola toward its lowest point, where the slope is zero. The probe "
    "(a small step each side) and the formula give the same slope, and its sign says which way w must move: "
    "the minus sign in the update turns a negative slope into a step to the right. Try a larger η and "
    "see the steps start to overshoot the bottom, then fly off.";

} // namespace

template <> const ParamTable<SingleWeightParams> &paramTable<SingleWeightParams>()
{
    using P = SingleWeightParams;
    static const ParamTable<P> table({
        param(&P::x, numberParam("x", "3", -100, 100, "input x", "The input of the single training example.")),
        param(&P::y, numberParam("y", "10", -1000, 1000, "target y", "The label the prediction should reach.")),
        param(&P::w0, numberParam("w0", "2", -1000, 1000, "start w0", "The weight before the first step.")),
        param(&P::eta,
              numberParam("eta", "0.1", 0, 10, "learning rate η", "How far each step moves against the gradient.", true)),
        param(&P::h, numberParam("h", "0.01", 0, 1, "probe h", "How far the finite-difference probe nudges w.", true)),
        param(&P::steps, integerParam("steps", "12", 1, 1000, "steps", "How many updates to compute.")),
    });
    return table;
}

namespace {

/// The parameters, checked as a whole (each value alone was checked when it was set).
SingleWeightParams singleWeightParams(const ParamSet &p)
{
    const SingleWeightParams c = readParams<SingleWeightParams>(p);
    // At x = 0 the loss does not depend on w; much closer to 0 than the lecture's inputs, w* = y/x
    // runs past what a double holds (x = 5e-324 made it infinite mid-run): refused up front.
    if (!(std::fabs(c.x) >= 1e-6))
        rejectParam(p, paramKey(&SingleWeightParams::x),
                    "a number from -100 to 100, at least 0.000001 away from 0 (with x = 0 the loss does not depend on w)");
    return c;
}

} // namespace

SceneDef singleWeightScene()
{
    SceneDef d;
    d.id = "single-weight";
    d.model = kModel;
    d.lookFor = kLookFor;
    d.stepNoun = "step";
    d.title = "One weight";
    d.summary = "The loss of one weight as a parabola, its slope by probing and by formula, and the step downhill.";
    d.params = paramTable<SingleWeightParams>().defs();
    d.sweepKey = paramKey(&SingleWeightParams::eta);
    d.stepsKey = paramKey(&SingleWeightParams::steps);
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runSingleWeight(singleWeightParams(p), ctx); };
    d.check = [](const ParamSet &p) { (void)singleWeightParams(p); };
    d.schema = traceSchemaOf<SingleWeightTrace>();
    d.largeParams = {{paramKey(&SingleWeightParams::steps), "1000"}};
    // Sweeps: eta*x^2 from 0.45 to 2.25 crosses all three regimes (eta 0.05 to 0.25 for x = 3),
    // each run is named by its regime, and the plot marks eta*x^2 = 1 and 2.
    d.sweep.first = [](const ParamSet &params) -> std::optional<SweepSpec> {
        const double x = readParams<SingleWeightParams>(params).x, x2 = x * x;
        if (!(x2 > 0.45 / 10))
            return std::nullopt;
        return SweepSpec{paramKey(&SingleWeightParams::eta), 0.45 / x2, 2.25 / x2 > 10 ? 10.0 : 2.25 / x2, 21,
                         SweepSpacing::Linear};
    };
    d.sweep.regime = [](const ParamSet &params) {
        const SingleWeightParams v = readParams<SingleWeightParams>(params);
        return classifyStep(v.eta, v.x);
    };
    d.sweep.markers = [](const ParamSet &params, const std::string &param) -> std::vector<SweepMarker> {
        const double x = readParams<SingleWeightParams>(params).x;
        if (param != paramKey(&SingleWeightParams::eta) || x == 0)
            return {};
        const double x2 = x * x;
        const std::string n = formatNumberShort(x2);
        return {{1 / x2, "η·x² = 1 (η = 1/" + n + ")"}, {2 / x2, "η·x² = 2 (η = 2/" + n + ")"}};
    };
    return d;
}

} // namespace sgd
