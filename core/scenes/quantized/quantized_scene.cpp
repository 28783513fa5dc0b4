// The quantized scene, whole: its parameters, the engine's whole-set check, the model text the
// trace reference prints and the "what to look for" paragraph (core/scenes/scene_list.h lists it).

#include "quantized.h"
#include "quantized_params.h"
#include "quantized_trace.h"

#include "core/scenes.h"

namespace sgd {

namespace {

const char *const kModel = R"(Least squares on synthetic data. K = `workers` workers, d = `features`,
and `N = max(32, 4d)` samples per worker. The true weights are `w*_j = (−1)^j·(1 + 0.5j)/d·2` (j from
0). One generator `Rng(seed)` draws, worker by worker, sample by sample, feature by feature,
`x_ij = normal() + s_wj` with the worker's shift `s_wj = 0.8·sin(1.3w + 0.7j)/√d` (w from 0), and after
each sample's d features its label `y_i = x_i·w* + 0.1·normal()`. Worker w keeps `A_w = XᵀX/N` and
`b_w = Xᵀy/N`; its gradient at the model m is `A_w·m − b_w`. The loss is the mean over all samples of
`½(x·m − y)²`, computed as `½mᵀAm − bᵀm + ½c` from the workers' means (floored at 0).

Round r: every worker's gradient at the model (which starts at 0), quantized in worker order (with
`error_feedback` worker w sends `g + e_w` and keeps `e_w ← g + e_w − sent`), then
`m ← m − η·(1/K)·Σ decoded messages`. The quantizers, per message v:

- `float32`, `float16`, `bfloat16`: each value rounded to that format (float16 through float32 first, to
  nearest, ties to even; bfloat16 keeps the top 16 bits of the float32 after adding `0x7FFF` plus its
  bit 16).
- `uniform` with b bits: scale `S = max|v|`, `top = 2^b − 1`, `pos = (v + S)/(2S)·top`, code
  `round(pos)` (halves away from zero) or, stochastic, `floor(pos) + [u < pos − floor(pos)]`, clamped to
  [0, top], decoded as `code/top·2S − S` (all 0 when S = 0).
- `qsgd` with s = `levels`: scale `‖v‖₂`, `r = |v|/‖v‖·s`, level `floor(r) + [u < r − floor(r)]` (always
  at random), decoded as `sign(v)·‖v‖·level/s`.
- `sign`: scale `mean|v|`, decoded as `+mean|v|` for v ≥ 0, `−mean|v|` otherwise.

`by-bits` means float32 for 32, float16 for 16, uniform for 8, 4, 2 and sign for 1. The draws u, one per
value and none for a message whose scale is 0, come from the run's own
`Rng((seed·7919 + bits) mod 2³²)`, round by round, worker by worker. A message takes `ceil(d·bits/8)`
bytes plus 4 for the scale (uniform, qsgd, sign); qsgd counts `1 + ceil(log2(s + 1))` bits per value.

Frame 0 is the start (model 0 and its loss); frame n is the state after n rounds: the model, its loss,
the bytes so far, `quantization_error` = the mean over workers of `‖decoded − g‖/‖g‖`,
`ef_error_norm` = the largest `‖e_w‖`, and the first 8 workers' gradients before and after. A round
whose loss is not finite or above 10¹² is left out and ends the run (`diverged`).

Scene data: `curves` are the six lecture widths run beside it on the same data with the same rounding
and error feedback, each with its own `Rng((seed·7919 + b) mod 2³²)`; `run_loss` is this run's curve
when its quantizer is not the lecture's one for its width. The number-line demo quantizes worker 1's
gradient at m = 0 (that is `−b_1`) with a fresh `Rng(seed)`.)";

const char *const kLookFor = "Each gradient is sent with fewer bits. Watch the message size drop and the small rounding error "
                             "appear beside each value. Lower the bits step by step and see when the path starts to differ from "
                             "the one with full 32-bit floats.";

/// The scheme parameter: "by-bits" leaves the choice to the bit width (quantizerOf).
std::optional<QuantScheme> schemeFromString(const std::string &s)
{
    if (s == "uniform")
        return QuantScheme::Uniform;
    if (s == "float16")
        return QuantScheme::Float16;
    if (s == "bfloat16")
        return QuantScheme::BFloat16;
    if (s == "qsgd")
        return QuantScheme::Qsgd;
    if (s == "sign")
        return QuantScheme::Sign;
    return std::nullopt;
}

} // namespace

template <> const ParamTable<QuantizedParams> &paramTable<QuantizedParams>()
{
    using P = QuantizedParams;
    static const ParamTable<P> table({
        param(&P::bits, choiceParam("bits", "8", {"32", "16", "8", "4", "2", "1"}, "bits per value",
                                    "32 and 16 are floats; 8, 4 and 2 are uniform levels with a scale; 1 sends only the sign.")),
        param(&P::scheme,
              choiceParam(
                  "scheme", "by-bits", {"by-bits", "uniform", "float16", "bfloat16", "qsgd", "sign"}, "scheme",
                  "by-bits: the lecture's choice for the bit width above. uniform: evenly spaced levels with the bits above; "
                  "float16 and bfloat16: 16-bit floats; qsgd: levels of |g|/||g||, always rounded at random; sign: 1 bit."),
              schemeFromString),
        param(&P::levels, integerParam("levels", "4", 1, 127, "QSGD levels s",
                                       "QSGD only: how many levels each sign gets between 0 and the message's length.")),
        param(
            &P::rounding,
            choiceParam("rounding", "nearest", {"nearest", "stochastic"}, "rounding",
                        "nearest: the closest level; stochastic: one of the two nearest levels at random, unbiased on average."),
            [](const std::string &s) { return s == "stochastic" ? Rounding::Stochastic : Rounding::Nearest; }),
        param(&P::errorFeedback,
              choiceParam("error_feedback", "off", {"off", "on"}, "error feedback",
                          "Keep what quantization lost and add it to the next gradient."),
              isOn),
        param(&P::workers, integerParam("workers", "4", 1, 64, "workers K", "How many workers send quantized gradients.")),
        param(&P::features,
              integerParam("features", "8", 1, 256, "features d", "Length of the weight vector (and of each message).")),
        param(&P::rounds, integerParam("rounds", "30", 1, 500, "rounds", "How many synchronous rounds to train.")),
        param(&P::eta, numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size of the global update.", true)),
        param(&P::seed,
              integerParam("seed", "7", 0, 2147483647, "seed", "Seed of the synthetic data and of stochastic rounding.")),
    });
    return table;
}

namespace {

/// The parameters, checked as a whole (each value alone was checked when it was set).
QuantizedParams quantizedParams(const ParamSet &p)
{
    const QuantizedParams v = readParams<QuantizedParams>(p);
    if (v.scheme == QuantScheme::Uniform && v.bits > 8)
        rejectParam(p, paramKey(&QuantizedParams::bits), "8, 4, 2 or 1 with scheme=uniform (16 and 32 bits are floats)");
    return v;
}

} // namespace

SceneDef quantizedScene()
{
    SceneDef d;
    d.id = "quantized";
    d.model = kModel;
    d.lookFor = kLookFor;
    d.stepNoun = "round";
    d.title = "Quantized SGD";
    d.summary = "Send each gradient with fewer bits: smaller messages, a small error, and what that does to training.";
    d.params = paramTable<QuantizedParams>().defs();
    d.sweepKey = paramKey(&QuantizedParams::eta);
    d.stepsKey = paramKey(&QuantizedParams::rounds);
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runQuantized(quantizedParams(p), ctx); };
    d.check = [](const ParamSet &p) { (void)quantizedParams(p); };
    d.schema = traceSchemaOf<QuantizedTrace>();
    d.largeParams = {{paramKey(&QuantizedParams::workers), "64"},
                     {paramKey(&QuantizedParams::features), "256"},
                     {paramKey(&QuantizedParams::rounds), "10"}};
    return d;
}

} // namespace sgd
