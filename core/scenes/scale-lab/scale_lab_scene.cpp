// The scale-lab scene, whole: its parameters, how they become the engine's config, the model text the
// trace reference prints and the "what to look for" paragraph (core/scenes/scene_list.h lists it).

#include "scale_lab.h"
#include "scale_lab_params.h"
#include "scale_lab_trace.h"

#include "core/scenes.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace sgd {

namespace {

const char *const kModel = R"(Data (the synthetic retail zones, core/scenes/scale-lab/retail_zones.cpp): K = `workers`
zones, counted from 0, N = `rows`, d = `features`. With
`sub(p, k)` = `Rng(Rng(seed ^ p·0x9E3779B97F4A7C15).next() ^ k·0xD1B54A32D192ED03).next()` (products
modulo 2⁶⁴), normals come in Box–Muller pairs (cos first, then sin) from `Rng(sub(…))`: zone sizes from
`sub(1, 0)`: weights `exp(normal)`, every zone 1 row plus `floor((N − K)·weight/Σweight)`, the rows left
over one each to the zones with the largest remainders (lower zone first on a tie); true weights
`w*_j = 2·normal/√d` from `sub(3, 0)`; zone k from `sub(2, k)`: label shift `β_k = 0.5·normal`, then
`σ_k = 0.5 + uniform()`, then the shifts `μ_kj = normal/√d`. Row i of zone k (rows counted from 0 over
all zones, zone 0 first): `x_ij = μ_kj + σ_k·z(F, i·d + j)` stored as float32, score
`s_i = β_k + Σ x_ij·w*_j`, label `s_i + 0.1·z(G, i)` in float32 (least squares) or 1 when
`s_i + l(G, i) > 0`, else 0 (logistic). Here `mix(z)` = `Rng(z).next()`,
`u(S, c) = (mix(S ^ mix(c)) >> 11)·2⁻⁵³`, `z(S, c) = √(−2 ln(1 − u(S, 2c)))·cos(2π·u(S, 2c + 1))`,
`l(S, c) = ln(v/(1 − v))` with `v = ((mix(S ^ mix(c)) >> 11) + 0.5)·2⁻⁵³`,
F = `mix(seed ^ 0x5EED0F0000000001)` and G = `mix(seed ^ 0x5EED0F0000000002)`.

Loss and gradients: worker k's loss is `½·mean (x·w − y)²` over its rows (logistic: the mean log loss,
gradient `mean (σ(x·w) − y)·x`); the loss over all rows weights zone k by `a_k = n_k/N`. The backend
sums rows in float32 within blocks and the blocks in double, so a recomputation in double agrees to
about float precision, and CPU and CUDA may differ in the last bits.

Cost model: worker k computes a gradient in `4·n_k·d/(GFLOPS·10⁹)/speed_k` seconds. Stragglers:
`round(stragglers·K)` zones (halves rounded up), the first of a shuffle of 0 … K − 1 from
`Rng(seed·7919 + 17)`, run at speed `1/slowdown`. A message of b bytes takes `latency + b/bandwidth`; a
model is 4d bytes.

Frame 0 is every design's start at w = 0; frame n is checkpoint n. From w = 0, per design:

- `sync`: round: `w ← w − η·Σ a_k·g_k(w)`; a round lasts `max compute + 2·latency + 2K·4d/bandwidth` and
  moves 2K models; checkpoint n is after n rounds.
- `quantized`: the same, each worker's gradient sent as one message quantized by `bits` (16: float16, 8,
  4, 2: uniform to nearest, 1: sign; formulas as in the quantized scene), a round moving K messages and
  K models; `quantized_relative_error` = `√(Σ(decoded − g)²/Σg²)` of the last round's messages (0 at the
  start).
- `async`: worker k computes from 0 and its first push lands at `compute_k + transfer(4d)`; pushes are
  applied in time order (on a tie, the one whose gradient started earlier, then the lower worker):
  `w ← w − η·a_k·g_k(w_read)`, then k reads w at once, computes from `transfer(4d)` later, and its next
  push lands `2·transfer(4d) + compute_k` after the read; checkpoint n is after nK pushes, at the time
  of the last, moving 2 models per push; staleness is the updates since the worker's read, averaged
  over all pushes so far.
- `decentralized`: graph `ring`, `torus` (rows × cols with rows the largest divisor of K not above √K,
  each node linked right and down, wrapping) or `complete`, with Metropolis–Hastings weights as in the
  decentralized scene. Round: every node steps `w_k ← w_k − η·g_k(w_k)` (no `a_k`), then all mix,
  `w ← W·w`. The loss is the loss over all rows at the nodes' plain average;
  disagreement = `√(Σ_k ‖w_k − average‖²/K)`. A round lasts
  `max compute + latency + maxdeg·4d/bandwidth` and moves `Σ deg·4d` bytes; updates count K per round.

Storage: with `storage` = `f32` X is kept as generated; with `bf16` or `f16` every value of X is
rounded once, to nearest even, to bfloat16 (8 significant bits) or IEEE float16 (11), and the rounds
widen it and sum in float32 as above (labels stay float32). Then every design runs a second time on
float32 X from the same start: `fp32_loss` is that run's loss at every checkpoint, `fp32_gap` =
`(loss − fp32_loss)/fp32_loss`, and `fp32_throughput_rows_per_s` that run's measured speed (time,
updates and bytes come from the cost model, which does not see the storage).

A design whose loss leaves the range (non-finite, or above `10¹²·max(1, its start loss)`) is held at
that cap from there on (`diverged_at`).

Measured, not reproducible: `backend`, the summary's `compute_seconds` and throughput. The surface:
`L(w, b) = ½·mean (w·x + b − y)²` on (1, 3), (2, 5), (3, 7), (4, 9), 71 columns w from 0 to 3.5 and 51
rows b from −2 to 3; each of the two paths holds the start (0) and 400 full-batch steps of η = 0.12 (the
mean of the four gradients), one with b and one with b held at 0.)";

const char *const kLookFor =
    "The same methods on up to 1024 retail zones and millions of rows. Compare loss against wall-clock "
    "time, not against steps: sync waits at every barrier, async never waits but works with stale weights, "
    "and quantized sends less. Look for where each method's time goes as the cluster grows.";

} // namespace

SceneDef scaleLabScene()
{
    SceneDef d;
    d.id = "scale-lab";
    d.model = kModel;
    d.lookFor = kLookFor;
    d.title = "Scale lab";
    d.summary = "Sync, async, decentralized and quantized SGD on up to 1024 retail zones and 10 million rows: "
                "the learning computed for real, the cluster's wall-clock from a cost model.";
    d.params = scaleLabParams();
    d.sweepKey = paramKey(&ScaleLabParams::eta);
    d.stepsKey = "rounds";
    d.stepNoun = "checkpoint";
    d.run = runScaleLab;
    d.needsComputeBackend = true;
    d.schema = traceSchemaOf<ScaleLabTrace>();
    d.largeRun = [](const ParamSet &p) -> std::string {
        // Every design passes over all rows each round: about rows x features x rounds x designs
        // multiply-adds, minutes on a CPU from about 10^11.
        const ScaleLabParams v = readParams<ScaleLabParams>(p);
        const double count = v.designs.empty() ? 1.0 : 1.0 + double(std::count(v.designs.begin(), v.designs.end(), ','));
        if (double(v.rows) * double(v.features) * double(v.rounds) * count < 1e11)
            return {};
        auto whole = [](double x) { return std::to_string(std::llround(x)); }; // "10000000", not "1e+07"
        return whole(v.rows) + " rows x " + whole(v.features) + " features x " + whole(v.rounds) + " rounds, " + whole(count) +
               (count == 1 ? " design" : " designs");
    };
    d.largeParams = {{paramKey(&ScaleLabParams::workers), "1024"},
                     {paramKey(&ScaleLabParams::rows), "20000"},
                     {paramKey(&ScaleLabParams::rounds), "1000"}};
    return d;
}

} // namespace sgd
