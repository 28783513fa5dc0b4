// The model texts of the scenes core/scenes.cpp defines (scene_models.h).
#include "scene_models.h"

namespace sgd {

const char *const kSingleWeightModel = R"(One training example (x, y) and one weight w, no bias: the
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

const char *const kMiniBatchModel = R"(The tape holds N = `n` samples; sample i (counted from 0) is
`x = (i mod 4) + 1`, `y = 2x + 1`. Every loss in the trace is the loss over the whole tape,
`L(w) = ½·mean over all N of (w·x − y)²`, and `w_best` = `Σxy / Σx²`.

Each epoch walks the tape in an order of its own. With `shuffle` = `off` it is 0, 1, …, N − 1. With `on`
one generator `Rng(seed)` (core/random.h, described above) makes one shuffle of 0 … N − 1 per epoch,
epoch 1 first, each continuing where the previous left the generator. The order is cut into `floor(N/B)`
full batches of B = `batch` samples; the last `N mod B` samples form a short batch (`keep`), are not
used that epoch (`drop`), or are filled up to B with the samples at positions 0, 1, 2, … of the same
epoch's order (`pad`; such a sample counts twice). One update per batch:
`w ← w − η·(1/|batch|)·Σ over the batch of (w·x − y)·x`, every gradient taken at the same w.

Frame 0 is the start (`w0` and its loss); frame n is the state after n updates, counted across the
epochs. `tape_start` and `tape_end` are the positions in the epoch's order of the batch's first and last
real (not padded) sample; `batch_x`, `batch_y`, `batch_count` and `batch_grads` list the batch's
distinct points, x ascending, how often each occurs and its gradient at `w_before`. The run stops after
the update whose w is not finite or exceeds 10¹² in size (`diverged`; that frame is written).

Scene data: `sample_*` and `full_*` are the same epochs' orders run with B = 1 and with B = N from `w0`,
thinned to every `max(1, floor(U/2000))`-th update and the last (U = their update count), each stopping
once its w runs away; `mini_loss` and `mini_seen` follow the frames. The frozen batch is the first
`min(4, N)` samples of the unshuffled tape at `w0`. `tape_ticks` and the leftover counts describe the
first epoch.)";

const char *const kSyncModel = R"(Worker k (k = 1 … K) holds one point `(x_k, y_k)`, counted `n_k` times
(`shard_sizes`, 1 each by default), so its gradient at w is `g_k = (w·x_k − y_k)·x_k` whatever `n_k` is.
Without `data`, `x_k = 1 + 3(k − 1)/(K − 1)` (x = 1 when K = 1) and `y_k = 2x_k + 1`. The loss is
`L(w) = Σ n_k·½(w·x_k − y_k)² / N` with `N = Σ n_k`; `w_best` = `Σ n_k·x_k·y_k / Σ n_k·x_k²` and
`fit_slope`, `fit_intercept` are the `n_k`-weighted least-squares line with a bias. Nothing is random.

Frame 0 is the start: every worker holds `w0`, no gradient yet. Frame n (n = 1 … `rounds`) is round n:
every worker pulls `w` (the weight after n − 1 rounds), computes `g_k`, and the server makes one update
`w_next = w − step·d`, where `d` and `step` come from `aggregate`: `mean`: `d = (1/K)·Σ g_k`, step η;
`sum`: `d = Σ g_k`, step `η/K`; `fedavg`: `d = Σ (n_k/N)·g_k`, step η. `contraction` is `1 − step·d`
computed with `x_k²` in place of `g_k`: each round multiplies the distance to the fixed point by it.

The clock counts only computing: round 1 starts at 0, each later round at the previous barrier; worker k
finishes at `round_start + c_k` (`compute`, 1 s each by default) and the barrier opens at
`round_start + max c_k`; worker k waits `max c − c_k`. The network takes no time on this clock. Bytes
per round, with M = `model_mb`·10⁶: `star`: every worker sends and receives M, the server takes in and
sends out K·M; `ring`: every worker sends and receives `2(K − 1)/K·M`, and at step s (from 0) of the
reduce-scatter worker w (from 0) sends chunk `(w − s) mod K`, in the all-gather chunk
`(w + 1 − s) mod K` (written numbered from 1).

A round whose numbers are not finite or whose `w_next` exceeds 10¹² in size is left out and ends the
run; the summary also says `diverged` when `|contraction| > 1`.)";

const char *const kAsyncModel = R"(Worker k (k = 1 … K) holds one point `(x_k, y_k)` (without `data`,
`x_k = 1 + 3(k − 1)/(K − 1)`, `y_k = 2x_k + 1`) and needs `c_k` seconds per gradient (`compute`; by
default `1 + 0.4(k − 1)`). Nothing is random.

A discrete-event simulation with no barrier. At time 0 every worker reads `w0` (version 0) and starts a
gradient; a gradient started at t lands at `t + c_k`. The server applies it at once:
`g = (w_read·x_k − y_k)·x_k`, staleness τ = updates applied since the read, `eta_used` = η (`constant`)
or `η/(1 + τ)` (`staleness`), `w ← w − eta_used·g`. Then the worker, as `pull` says, starts its next
gradient at the same instant:

- `push`: it reads the newest w and goes on.
- `epoch`: it goes on, but refreshes its copy of w only when K or more updates have been applied since
  its last read; otherwise it computes again on the old copy (and its staleness grows).
- `quorum80`, `quorum90`: it waits; once `ceil(q·L)` pushes (q = 0.8 or 0.9, L = workers not down) have
  come in since the last release, every waiting worker reads w and starts, in worker order (unless the
  SSP bound below holds it back).

With an `ssp` bound s, a worker's clock counts its applied gradients, and a worker may start only while
its clock is at most s above the lowest clock among the workers not down; otherwise it waits and is
released (reads w, starts) right after the push that makes it fit, lower worker first. `fail` = k@t: at
t worker k goes down, its gradient in progress is lost, and it stops counting for the SSP bound and the
quorum (whoever that releases starts at t). `rejoin` = t′: at t′ it takes the lowest clock of the live
workers, reads the newest w (whatever `pull` says: its old copy is no epoch's) and starts.

Ties: a gradient landing at an instant is applied before a failure or rejoin at that instant; gradients
landing together are applied lower worker first. The worker whose gradient was just applied starts its
next one at once, so it reads w before a higher worker's gradient landing at that same instant is
applied.

Frame 0 is the start (every worker has read `w0`, all clocks 0); frame n is the nth applied gradient:
its `time`, `worker`, `w_read`, `w_before`, `w_after`, τ, and every worker's clock after it. The run
ends after `updates` gradients, when nobody can move (stalled), or before a gradient that would make w
non-finite or larger than 10¹² in size (`diverged`; not applied).

Scene data: `w_best` = `Σxy/Σx²`; `sync_*` is synchronous SGD on the same workers for
`max(1, ceil(A/K))` rounds (A = gradients applied), each round lasting `max c_k` and applying
`w ← w − η·mean of g_k`; `sync_writes_same_work` = `floor(n/K)` in frame n; `worker_intervals` is what
each worker did when.)";

const char *const kDecentralizedModel = R"(Nodes 1 … N, no server, no clock and nothing random. The graph:
`path` links i and i + 1; `ring` also links N and 1 (N > 2); `star` links node 1 with every other;
`complete` links every pair; `threshold` links two nodes at most `threshold` apart on the plane. Without
`positions`, node i sits at `(1.2(i − 1), 0.4·sin(0.9(i − 1)))` for `path` and `threshold`; for `ring`
and `complete` at `2·(cos φ, sin φ)` with `φ = 2π(i − 1)/N + π/2`; for `star` node 1 at (0, 0) and node
i ≥ 2 at `2·(cos φ, sin φ)` with `φ = 2π(i − 2)/(N − 1) + π/2`.

A `failed` node loses all its links; degrees count only the remaining links. The mixing matrix is
Metropolis–Hastings: `W_ij = 1/(1 + max(deg_i, deg_j))` for every remaining link and
`W_ii = 1 − Σ_(j≠i) W_ij`, so a failed node's row is 1 on the diagonal and it keeps its weight. Each
node starts from `weights` (default 1, 2, …, N) and holds the point `data` (default `(i, 2i + 1)`).

Round r: every live node takes `local_steps` gradient steps on its own point,
`w_i ← w_i − η·(w_i·x_i − y_i)·x_i` (these are `weights_before`); then every node at once becomes
`Σ_j W_ij·before_j`. Frame 0 is the start (`weights` = `weights_before` = the initial weights); frame n
is the state after n rounds. `mean` and `consensus_distance` (the root mean square of `w_i − mean`) are
taken over the live nodes. A round whose weights are not finite or exceed 10¹² in size is left out and
ends the run (`diverged`).

Scene data: the eigenvalues of W restricted to the live nodes, largest first; `lambda2` is the second,
`slem` = `max(|λ₂|, |λ_min|)`, `spectral_gap` = `1 − slem` (0, 0 and 1 with a single live node);
`components` counts the connected groups of live nodes.)";

const char *const kQuantizedModel = R"(Least squares on synthetic data. K = `workers` workers, d = `features`,
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

const char *const kScaleLabModel = R"(Data (the synthetic retail zones, core/scenes/scale-lab/retail_zones.cpp): K = `workers`
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
- `async`: worker k's first push lands at `compute_k + transfer(4d)`; pushes are applied in time order
  (lower worker on a tie): `w ← w − η·a_k·g_k(w_read)`, then k reads w at once and its next push lands
  `2·transfer(4d) + compute_k` later; checkpoint n is after nK pushes, at the time of the last, moving 2
  models per push; staleness is the updates since the worker's read, averaged over all pushes so far.
- `decentralized`: graph `ring`, `torus` (rows × cols with rows the largest divisor of K not above √K,
  each node linked right and down, wrapping) or `complete`, with Metropolis–Hastings weights as in the
  decentralized scene. Round: every node steps `w_k ← w_k − η·g_k(w_k)` (no `a_k`), then all mix,
  `w ← W·w`. The loss is the loss over all rows at the nodes' plain average;
  disagreement = `√(Σ_k ‖w_k − average‖²/K)`. A round lasts
  `max compute + latency + maxdeg·4d/bandwidth` and moves `Σ deg·4d` bytes; updates count K per round.

A design whose loss leaves the range (non-finite, or above `10¹²·max(1, its start loss)`) is held at
that cap from there on (`diverged_at`).

Measured, not reproducible: `backend`, the summary's `compute_seconds` and throughput. The surface:
`L(w, b) = ½·mean (w·x + b − y)²` on (1, 3), (2, 5), (3, 7), (4, 9), 71 columns w from 0 to 3.5 and 51
rows b from −2 to 3; each of the two paths holds the start (0) and 400 full-batch steps of η = 0.12 (the
mean of the four gradients), one with b and one with b held at 0.)";

} // namespace sgd
