#include "scenes.h"

#include "scene_guides.h"
#include "scene_configs.h"

#include "async_server.h"
#include "batch_cadence.h"
#include "mini_batch_trace.h"
#include "gossip.h"
#include "hogwild.h"
#include "implicit_momentum.h"
#include "staleness_remedies.h"
#include "backup_workers.h"
#include "sharded_servers.h"
#include "drifting_stream.h"
#include "async_pitfalls.h"
#include "overlap.h"
#include "quantized_sgd.h"
#include "parameter_server.h"
#include "single_weight.h"
#include "single_weight_trace.h"
#include "sync_trace.h"
#include "gossip_trace.h"
#include "overlap_trace.h"
#include "quantized_trace.h"
#include "scale_lab.h"
#include "scale_lab_trace.h"

#include <cmath>
#include <stdexcept>

namespace sgd {

namespace {

// ---------------------------------------------------------------- single weight

const char *kSingleWeightModel = R"(One training example (x, y) and one weight w, no bias: the
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

SingleWeightConfig singleWeightConfig(const ParamSet &p)
{
    SingleWeightConfig c;
    c.x = p.number("x");
    c.y = p.number("y");
    c.w0 = p.number("w0");
    c.eta = p.number("eta");
    c.h = p.number("h");
    c.steps = p.integer("steps");
    // At x = 0 the loss does not depend on w; much closer to 0 than the lecture's inputs, w* = y/x
    // runs past what a double holds (x = 5e-324 made it infinite mid-run): refused up front.
    if (!(std::fabs(c.x) >= 1e-6))
        rejectParam(p, "x", "a number from -100 to 100, at least 0.000001 away from 0 (with x = 0 the loss does not depend on w)");
    return c;
}

// ---------------------------------------------------------------- mini-batch

const char *kMiniBatchModel = R"(The tape holds N = `n` samples; sample i (counted from 0) is
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

BatchCadenceConfig miniBatchConfig(const ParamSet &p)
{
    BatchCadenceConfig c;
    c.n = p.integer("n");
    c.batch = p.integer("batch");
    c.leftover = leftoverFromString(p.text("leftover"));
    c.w0 = p.number("w0");
    c.eta = p.number("eta");
    c.epochs = p.integer("epochs");
    c.shuffle = p.text("shuffle") == "on";
    c.seed = unsigned(p.integer("seed"));
    if (c.batch > c.n)
        rejectParam(p, "batch", "a whole number from 1 to n = " + std::to_string(c.n));
    return c;
}

// ---------------------------------------------------------------- shared worker data

/// Shards for a worker count: the `data` pairs, or (k, 2k+1) when only `workers` was given.
std::vector<std::pair<double, double>> workerShards(const ParamSet &p)
{
    auto data = p.pairs("data");
    const int workers = p.integer("workers");
    if (workers > 0 && workers != int(data.size())) {
        if (p.isSet("data"))
            rejectParam(p, "workers", "0 or the number of data pairs (" + std::to_string(data.size()) + ")");
        // Spread the workers' x evenly over the lecture's range [1, 4] on the line y = 2x + 1, so
        // K = 4 gives the lecture's shards and larger K keeps the default step size stable.
        data.clear();
        for (int k = 0; k < workers; ++k) {
            const double x = workers == 1 ? 1.0 : 1.0 + 3.0 * k / (workers - 1);
            data.emplace_back(x, 2.0 * x + 1.0);
        }
    }
    return data;
}

/// A per-worker list: empty = `fallback(k)`, one value = the same for all, else one per worker.
std::vector<double> perWorker(const ParamSet &p, const std::string &key, int k, const std::function<double(int)> &fallback)
{
    auto v = p.numbers(key);
    // A default list made for the lecture's worker count gives way when the count changes.
    if (!p.isSet(key) && v.size() > 1 && int(v.size()) != k)
        v.clear();
    if (v.empty()) {
        for (int i = 0; i < k; ++i)
            v.push_back(fallback(i));
    } else if (v.size() == 1) {
        v.assign(static_cast<std::size_t>(k), v.front());
    } else if (int(v.size()) != k) {
        rejectParam(p, key, "one value, or one value per worker (" + std::to_string(k) + ")");
    }
    return v;
}

// ---------------------------------------------------------------- sync

const char *kSyncModel = R"(Worker k (k = 1 … K) holds one point `(x_k, y_k)`, counted `n_k` times
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

SyncConfig syncConfig(const ParamSet &p)
{
    SyncConfig c;
    c.w0 = p.number("w0");
    c.eta = p.number("eta");
    c.shards = workerShards(p);
    const int k = int(c.shards.size());
    if (k < 1 || k > 16)
        rejectParam(p, "data", "between 1 and 16 x:y pairs, one per worker");
    c.shardSizes = perWorker(p, "shard_sizes", k, [](int) { return 1.0; });
    c.computeTimes = perWorker(p, "compute", k, [](int) { return 1.0; });
    c.aggregate = aggregateFromString(p.text("aggregate"));
    c.topology = topologyFromString(p.text("topology"));
    c.rounds = p.integer("rounds");
    c.modelBytes = p.number("model_mb") * 1e6;
    return c;
}

// ---------------------------------------------------------------- async

const char *kAsyncModel = R"(Worker k (k = 1 … K) holds one point `(x_k, y_k)` (without `data`,
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

AsyncConfig asyncConfig(const ParamSet &p)
{
    AsyncConfig c;
    c.w0 = p.number("w0");
    c.eta = p.number("eta");
    c.shards = workerShards(p);
    const int k = int(c.shards.size());
    if (k < 1 || k > 16)
        rejectParam(p, "data", "between 1 and 16 x:y pairs, one per worker");
    c.computeTimes = perWorker(p, "compute", k, [](int i) { return 1.0 + 0.4 * i; });
    c.updates = p.integer("updates");
    c.rule = learningRateRuleFromString(p.text("lr_rule"));
    c.pull = pullPolicyFromString(p.text("pull"), c.quorum);
    const std::string ssp = p.text("ssp");
    if (ssp == "off" || ssp.empty()) {
        c.sspBound = -1;
    } else {
        auto v = parseNumber(ssp);
        if (!v || *v < 0 || *v > 1000 || std::floor(*v) != *v)
            rejectParam(p, "ssp", "off, or a whole number from 0 to 1000");
        c.sspBound = int(*v);
    }
    const std::string fail = p.text("fail");
    if (!fail.empty()) {
        const auto at = fail.find('@');
        auto worker = at == std::string::npos ? std::nullopt : parseNumber(fail.substr(0, at));
        auto time = at == std::string::npos ? std::nullopt : parseNumber(fail.substr(at + 1));
        if (!worker || !time || *worker < 1 || *worker > k || std::floor(*worker) != *worker || *time < 0)
            rejectParam(p, "fail", "empty, or WORKER@TIME with a worker from 1 to " + std::to_string(k) + " and a time of 0 or more");
        c.failWorker = int(*worker);
        c.failTime = *time;
    }
    const std::string rejoin = p.text("rejoin");
    if (!rejoin.empty()) {
        auto t = parseNumber(rejoin);
        if (!t || *t < 0)
            rejectParam(p, "rejoin", "empty (never), or a time of 0 or more");
        if (c.failWorker == 0)
            rejectParam(p, "rejoin", "empty unless fail names a worker");
        if (*t < c.failTime)
            rejectParam(p, "rejoin", "a time not before the failure at " + formatNumber(c.failTime));
        c.rejoinTime = *t;
    }
    return c;
}

// ---------------------------------------------------------------- decentralized

const char *kDecentralizedModel = R"(Nodes 1 … N, no server, no clock and nothing random. The graph:
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

GossipConfig gossipConfig(const ParamSet &p)
{
    GossipConfig c;
    c.kind = graphKindFromString(p.text("topology"));
    c.nodes = p.integer("nodes");
    c.threshold = p.number("threshold");
    c.positions = p.pairs("positions");
    if (!c.positions.empty() && int(c.positions.size()) != c.nodes)
        rejectParam(p, "positions", "empty, or one x:y position per node (" + std::to_string(c.nodes) + ")");
    c.weights = p.numbers("weights");
    if (!c.weights.empty() && int(c.weights.size()) != c.nodes)
        rejectParam(p, "weights", "empty, or one initial weight per node (" + std::to_string(c.nodes) + ")");
    c.shards = p.pairs("data");
    if (!c.shards.empty() && int(c.shards.size()) != c.nodes)
        rejectParam(p, "data", "empty, or one x:y pair per node (" + std::to_string(c.nodes) + ")");
    for (int f : p.integers("failed"))
        if (f < 1 || f > c.nodes)
            rejectParam(p, "failed", "node numbers from 1 to " + std::to_string(c.nodes) + ", comma separated");
    c.failed = p.integers("failed");
    c.rounds = p.integer("rounds");
    c.localSteps = p.integer("local_steps");
    c.eta = p.number("eta");
    return c;
}

// ---------------------------------------------------------------- overlap

const char *kOverlapModel = R"(A timing model of one backward pass and its gradient all-reduces, in
milliseconds; nothing is random. Layers 1 … L take `compute_ms` each and have `layer_mb` MiB of gradient
(1 MiB = 1024² bytes); one value stands for every layer. The backward pass runs from layer L down to
layer 1 without gaps, starting at 0.

Buckets: walking the layers from L down to 1, a layer joins the open bucket unless that would take its
bytes above the cap (`first_bucket_mb` for the first bucket, `bucket_mb` for the others); then the
bucket closes and the layer opens the next one (a layer above the cap gets a bucket of its own). A
bucket is ready when its lowest layer's backward ends. Its all-reduce takes
`2(K − 1)/K·bytes/B + 2(K − 1)·λ` with K = `workers`, B = `bandwidth_gbps`·10⁶ bytes per ms and
λ = `latency_us`/1000 ms.

Overlapped: one link, buckets in order, each starting at `max(ready, the previous one's end)`;
`waited_for_link` is that start minus ready. Naive: the all-reduces run back to back after the whole
backward pass. `step_time_naive` = compute + all communication,
`step_time_overlapped` = `max(compute, the last overlapped end)`, and
`hidden_comm_fraction` = `(naive − overlapped)/communication`, clamped to [0, 1].

Frame 0 is the start (the backward pass begins, no bucket yet, all fields 0); frame n is bucket n in the
order the buckets run. With `--steps N` only the first N buckets run and the backward pass ends with
their lowest layer.)";

OverlapConfig overlapConfig(const ParamSet &p)
{
    OverlapConfig c;
    const int layers = p.integer("layers");
    auto perLayer = [&](const std::string &key) {
        auto v = p.numbers(key);
        if (v.size() == 1)
            v.assign(std::size_t(layers), v.front());
        else if (int(v.size()) != layers)
            rejectParam(p, key, "one value, or one value per layer (" + std::to_string(layers) + ")");
        return v;
    };
    c.computeMs = perLayer("compute_ms");
    const double mib = 1024.0 * 1024.0;
    for (double mb : perLayer("layer_mb"))
        c.layerBytes.push_back(mb * mib);
    c.bucketBytes = p.number("bucket_mb") * mib;
    c.firstBucketBytes = p.number("first_bucket_mb") * mib;
    c.bandwidthBytesPerMs = p.number("bandwidth_gbps") * 1e9 / 1000.0;
    c.latencyMs = p.number("latency_us") / 1000.0;
    c.workers = p.integer("workers");
    return c;
}

// ---------------------------------------------------------------- quantized

const char *kQuantizedModel = R"(Least squares on synthetic data. K = `workers` workers, d = `features`,
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

QuantizedSgdConfig quantizedConfig(const ParamSet &p)
{
    QuantizedSgdConfig c;
    c.bits = p.integer("bits");
    const std::string scheme = p.text("scheme");
    if (scheme == "uniform")
        c.scheme = QuantScheme::Uniform;
    else if (scheme == "float16")
        c.scheme = QuantScheme::Float16;
    else if (scheme == "bfloat16")
        c.scheme = QuantScheme::BFloat16;
    else if (scheme == "qsgd")
        c.scheme = QuantScheme::Qsgd;
    else if (scheme == "sign")
        c.scheme = QuantScheme::Sign;
    if (c.scheme == QuantScheme::Uniform && c.bits > 8)
        rejectParam(p, "bits", "8, 4, 2 or 1 with scheme=uniform (16 and 32 bits are floats)");
    c.levels = p.integer("levels");
    c.rounding = p.text("rounding") == "stochastic" ? Rounding::Stochastic : Rounding::Nearest;
    c.errorFeedback = p.text("error_feedback") == "on";
    c.workers = p.integer("workers");
    c.features = p.integer("features");
    c.rounds = p.integer("rounds");
    c.eta = p.number("eta");
    c.seed = unsigned(p.integer("seed"));
    return c;
}

const char *kScaleLabModel = R"(Data (the synthetic retail zones, core/retail_zones.cpp): K = `workers`
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

/// The scene's run and its check from one config builder: the whole-set checks live only there.
template <typename Make, typename Run>
void bind(SceneDef &d, Make make, Run run)
{
    d.run = [make, run](const ParamSet &p, const RunContext &ctx) { return run(make(p), ctx); };
    d.check = [make](const ParamSet &p) { (void)make(p); };
}

/// A synchronous trace read from a file (a real run is not replayed, so this is what holds it):
/// every per-worker list of every round has one value per worker (or none).
std::string checkSyncTrace(const Trace &t)
{
    const double workers = t.meta.num("workers");
    if (!(workers >= 1))
        return "scene data: field 'workers' should be 1 or more";
    const std::string each = " should have one value per worker (" + formatNumber(workers) + ")";
    for (const char *name : {"shard_sizes", "compute_times"})
        if (const std::vector<double> &v = t.meta.vec(name); !v.empty() && double(v.size()) != workers)
            return std::string("scene data: field '") + name + "'" + each;
    for (std::size_t f = 0; f < t.frames.size(); ++f)
        for (const char *name : {"grads", "worker_weights", "finish_times", "idle", "bytes_sent", "bytes_received"})
            if (const std::vector<double> &v = t.frames[f].vec(name); !v.empty() && double(v.size()) != workers)
                return "frame " + std::to_string(f) + ": field '" + name + "'" + each;
    return {};
}

/// An asynchronous trace read from a file (a real run is not replayed, so this is what holds it):
/// every update names a worker from 1 to the run's worker count, one compute time per worker, and
/// each worker's lane intervals name a worker that exists.
std::string checkAsyncTrace(const Trace &t)
{
    const double workers = t.meta.num("workers");
    if (!(workers >= 1))
        return "scene data: field 'workers' should be 1 or more";
    const std::string range = " should be a worker from 1 to " + formatNumber(workers);
    if (const std::vector<double> &c = t.meta.vec("compute_times"); !c.empty() && double(c.size()) != workers)
        return "scene data: field 'compute_times' should have one value per worker (" + formatNumber(workers) + ")";
    for (std::size_t f = 1; f < t.frames.size(); ++f) {
        const double w = t.frames[f].num("worker");
        if (!(w >= 1 && w <= workers))
            return "frame " + std::to_string(f) + ": field 'worker' is " + formatNumber(w) + ";" + range;
    }
    if (const Value *v = t.meta.find("worker_intervals"))
        if (const RecordList *lanes = std::get_if<RecordList>(v))
            for (std::size_t i = 0; i < lanes->size(); ++i) {
                const double w = (*lanes)[i].num("worker");
                if (!(w >= 1 && w <= workers))
                    return "scene data: worker_intervals[" + std::to_string(i) + "]: field 'worker' is " + formatNumber(w) + ";" + range;
            }
    return {};
}

/// A decentralized trace read from a file: nodes numbered 1..n in order, one weight per node in
/// every frame, an n x n mixing matrix and links between existing nodes.
std::string checkGossipTrace(const Trace &t)
{
    const GossipTrace &g = typedTrace<GossipTrace>(t);
    const std::size_t n = g.meta.nodes.size();
    if (n == 0)
        return "scene data: field 'nodes' is empty (the graph has at least one node)";
    for (std::size_t i = 0; i < n; ++i)
        if (g.meta.nodes[i].node != int(i) + 1)
            return "scene data: nodes[" + std::to_string(i) + "]: field 'node' should be " + std::to_string(i + 1);
    const Matrix &w = g.meta.mixing_matrix;
    if (w.rows != int(n) || w.cols != int(n))
        return "scene data: field 'mixing_matrix' should be " + std::to_string(n) + " x " + std::to_string(n) + " (one row per node)";
    for (std::size_t i = 0; i < g.meta.edges.size(); ++i) {
        const GossipEdge &e = g.meta.edges[i];
        if (e.a < 1 || e.b < 1 || e.a > int(n) || e.b > int(n) || e.a >= e.b)
            return "scene data: edges[" + std::to_string(i) + "]: nodes should be numbered 1 to " + std::to_string(n) + ", a < b";
    }
    for (std::size_t f = 0; f < g.frames.size(); ++f) {
        const GossipRound &r = g.frames[f];
        if (r.weights.size() != n)
            return "frame " + std::to_string(f) + ": field 'weights' should have one value per node (" + std::to_string(n) + ")";
        if (!r.weights_before.empty() && r.weights_before.size() != n)
            return "frame " + std::to_string(f) + ": field 'weights_before' should have one value per node (" + std::to_string(n) + ")";
    }
    return {};
}

std::vector<SceneDef> makeScenes()
{
    std::vector<SceneDef> s;
    {
        SceneDef d;
        d.id = "single-weight";
        d.model = kSingleWeightModel;
        d.stepNoun = "step";
        d.title = "One weight";
        d.summary = "The loss of one weight as a parabola, its slope by probing and by formula, and the step downhill.";
        d.params = {
            numberParam("x", "3", -100, 100, "input x", "The input of the single training example."),
            numberParam("y", "10", -1000, 1000, "target y", "The label the prediction should reach."),
            numberParam("w0", "2", -1000, 1000, "start w0", "The weight before the first step."),
            numberParam("eta", "0.1", 0, 10, "learning rate η", "How far each step moves against the gradient.", true),
            numberParam("h", "0.01", 0, 1, "probe h", "How far the finite-difference probe nudges w.", true),
            integerParam("steps", "12", 1, 1000, "steps", "How many updates to compute."),
        };
        d.stepsKey = "steps";
        bind(d, singleWeightConfig, runSingleWeight);
        d.schema = traceSchemaOf<SingleWeightTrace>();
        s.push_back(std::move(d));
    }
    {
        SceneDef d;
        d.id = "mini-batch";
        d.model = kMiniBatchModel;
        d.stepNoun = "update";
        d.title = "Mini-batch cadence";
        d.summary = "How often w moves on a tape of samples: after every sample, every batch, or once per pass.";
        d.params = {
            integerParam("n", "400", 1, 4000, "samples N", "How many samples the tape holds."),
            integerParam("batch", "32", 1, 4000, "batch size B", "How many samples are averaged into one update."),
            choiceParam("leftover", "keep", {"keep", "drop", "pad"}, "leftover", "What happens to the short last batch of an epoch."),
            numberParam("w0", "1.5", -100, 100, "start w0", "The weight before the first update."),
            numberParam("eta", "0.1", 0, 1, "learning rate η", "How far each update moves.", true),
            integerParam("epochs", "3", 1, 10, "epochs", "How many passes over the tape."),
            choiceParam("shuffle", "on", {"on", "off"}, "shuffle", "Shuffle the samples at the start of every epoch."),
            integerParam("seed", "1", 0, 2147483647, "seed", "Seed of the shuffle; the same seed gives the same order."),
        };
        bind(d, miniBatchConfig, runBatchCadence);
        d.schema = traceSchemaOf<MiniBatchTrace>();
        s.push_back(std::move(d));
    }
    {
        SceneDef d;
        d.id = "sync";
        d.model = kSyncModel;
        d.stepNoun = "round";
        d.title = "Synchronous SGD";
        d.summary = "A parameter server and K workers: pull, compute, push, wait at the barrier, average, one update.";
        d.params = {
            numberParam("w0", "1.5", -100, 100, "start w0", "The weight every worker pulls in round 1."),
            numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size of the global update.", true),
            listParam(ParamKind::Pairs, "data", "1:3,2:5,3:7,4:9", -1000, 1000, "shards x:y", "One x:y training point per worker.", false),
            withZeroText(integerParam("workers", "0", 0, 16, "workers K", "Number of workers; 0 = one per data pair. Without data, the workers' x spread evenly over [1, 4] on y = 2x + 1."), "one per pair"),
            choiceParam("aggregate", "mean", {"mean", "sum", "fedavg"}, "aggregation", "mean: average the gradients; sum: add them and scale the step by eta/K; fedavg: weight worker k by n_k/N."),
            choiceParam("topology", "star", {"star", "ring"}, "topology", "star: a parameter server in the middle; ring: all-reduce among the workers."),
            integerParam("rounds", "8", 1, 1000, "rounds", "How many synchronous rounds to run."),
            listParam(ParamKind::NumberList, "compute", "", 0, 1000, "compute times", "Seconds per gradient for each worker (one value for all); a large one makes a straggler.", true, true),
            listParam(ParamKind::NumberList, "shard_sizes", "", 0, 1e9, "shard sizes n_k", "Samples held by each worker, used by fedavg (one value for all).", true, true),
            numberParam("model_mb", "100", 0, 1e6, "model size (MB)", "Size of the model on the wire, for the bytes each worker and the server move.", true),
        };
        d.stepsKey = "rounds";
        bind(d, syncConfig, runSync);
        d.schema = traceSchemaOf<SyncTrace>();
        d.checkTrace = checkSyncTrace;
        s.push_back(std::move(d));
    }
    {
        SceneDef d;
        d.id = "async";
        d.model = kAsyncModel;
        d.stepNoun = "update";
        d.title = "Asynchronous SGD";
        d.summary = "No barrier: each gradient is applied when it arrives, even if the weight moved since it was read.";
        d.params = {
            numberParam("w0", "2", -100, 100, "start w0", "The weight every worker reads at time 0."),
            numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size for each arriving gradient.", true),
            listParam(ParamKind::Pairs, "data", "1:4,2:7,2:9", -1000, 1000, "shards x:y", "One x:y training point per worker.", false),
            withZeroText(integerParam("workers", "0", 0, 16, "workers K", "Number of workers; 0 = one per data pair. Without data, the workers' x spread evenly over [1, 4] on y = 2x + 1."), "one per pair"),
            listParam(ParamKind::NumberList, "compute", "1,1.4,1.8", 0, 1000, "compute times", "Seconds each worker needs per gradient (one value for all).", true, true),
            integerParam("updates", "12", 1, 10000, "server updates", "How many gradients the server applies."),
            choiceParam("lr_rule", "constant", {"constant", "staleness"}, "learning-rate rule", "constant: eta for every gradient; staleness: eta/(1+tau) for a gradient tau updates old."),
            choiceParam("pull", "push", {"push", "epoch", "quorum80", "quorum90"}, "pull policy", "When a worker reads w again: push = right after each push; epoch = once K updates have passed; quorum80/90 = after 80% or 90% of the workers have reported."),
            [] {
                ParamDef p;
                p.key = "ssp";
                p.kind = ParamKind::Text;
                p.defaultValue = "off";
                p.label = "SSP bound";
                p.description = "off, or a whole number s: a worker more than s pushes ahead of the slowest waits";
                return p;
            }(),
            [] {
                ParamDef p;
                p.key = "fail";
                p.kind = ParamKind::Text;
                p.defaultValue = "";
                p.optional = true;
                p.label = "fail worker";
                p.description = "empty, or WORKER@TIME: that worker stops at that time and its gradient in progress is lost";
                return p;
            }(),
            [] {
                ParamDef p;
                p.key = "rejoin";
                p.kind = ParamKind::Text;
                p.defaultValue = "";
                p.optional = true;
                p.label = "rejoin time";
                p.description = "empty (never), or the time the failed worker comes back and pulls the newest weight; it rejoins at the slowest live worker's clock, so an SSP bound does not make the others wait for it to catch up";
                return p;
            }(),
        };
        d.stepsKey = "updates";
        bind(d, asyncConfig, runAsync);
        d.schema = traceSchemaOf<AsyncTrace>();
        d.checkTrace = checkAsyncTrace;
        s.push_back(std::move(d));
    }
    s.push_back(hogwildScene()); // core/hogwild_scene.cpp
    s.push_back(implicitMomentumScene()); // the async notes' scenes follow the asynchronous one
    s.push_back(stalenessRemediesScene());
    s.push_back(backupWorkersScene()); // core/backup_workers.cpp
    s.push_back(shardedServersScene());
    s.push_back(driftingStreamScene()); // core/drifting_stream.cpp
    s.push_back(asyncPitfallsScene());
    {
        SceneDef d;
        d.id = "decentralized";
        d.model = kDecentralizedModel;
        d.stepNoun = "round";
        d.title = "Decentralized SGD";
        d.summary = "No server: every node averages its weight with its neighbours until they agree.";
        d.params = {
            choiceParam("topology", "path", {"path", "ring", "star", "complete", "threshold"}, "topology", "Who talks to whom. In a star node 1 is the hub; threshold links nodes close enough on the plane."),
            integerParam("nodes", "3", 2, 32, "nodes", "How many nodes (workers) there are."),
            numberParam("threshold", "1.5", 0, 100, "distance threshold", "For the threshold topology: nodes at most this far apart exchange weights."),
            listParam(ParamKind::Pairs, "positions", "", -1000, 1000, "positions x:y", "Where the nodes sit on the plane (empty = a layout for the topology).", true),
            listParam(ParamKind::NumberList, "weights", "", -1000, 1000, "initial weights", "Each node's starting weight (empty = 1, 2, ..., n).", true),
            listParam(ParamKind::IntegerList, "failed", "", 1, 32, "failed nodes", "Nodes that are down and take no part in mixing (numbers from 1).", true),
            integerParam("rounds", "10", 1, 500, "rounds", "How many gossip rounds to run."),
            integerParam("local_steps", "0", 0, 20, "local steps", "Gradient steps each node takes on its own shard before each mixing round (0 = pure gossip)."),
            numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size of the local gradient steps.", true),
            listParam(ParamKind::Pairs, "data", "", -1000, 1000, "shards x:y", "One x:y point per node for the local steps (empty = (i, 2i+1)).", true),
        };
        d.stepsKey = "rounds";
        bind(d, gossipConfig, runGossip);
        d.schema = traceSchemaOf<GossipTrace>();
        d.checkTrace = checkGossipTrace;
        s.push_back(std::move(d));
    }
    {
        SceneDef d;
        d.id = "overlap";
        d.model = kOverlapModel;
        d.stepNoun = "bucket";
        d.title = "Overlap SGD";
        d.summary = "Start sending each bucket of gradients while the backward pass is still computing the earlier layers.";
        d.params = {
            integerParam("layers", "12", 1, 200, "layers", "How many layers the model has."),
            listParam(ParamKind::NumberList, "compute_ms", "5", 0, 10000, "backward ms per layer", "Backward compute time of each layer in milliseconds (one value for all).", false, true),
            listParam(ParamKind::NumberList, "layer_mb", "6", 0, 100000, "gradient MiB per layer", "Size of each layer's gradient in MiB (one value for all).", false, true),
            numberParam("bucket_mb", "25", 0, 100000, "bucket cap (MiB)", "Largest bucket; PyTorch DDP uses 25 MiB.", true),
            numberParam("first_bucket_mb", "1", 0, 100000, "first bucket cap (MiB)", "Cap of the first bucket (the last layers); DDP uses 1 MiB so communication starts early.", true),
            numberParam("bandwidth_gbps", "10", 0.001, 100000, "bandwidth (GB/s)", "Link bandwidth in gigabytes per second."),
            numberParam("latency_us", "20", 0, 1e6, "latency (µs)", "Fixed cost of every message hop in microseconds."),
            integerParam("workers", "8", 2, 1024, "workers K", "How many workers all-reduce each bucket (ring)."),
        };
        bind(d, overlapConfig, runOverlap);
        d.schema = traceSchemaOf<OverlapTrace>();
        s.push_back(std::move(d));
    }
    {
        SceneDef d;
        d.id = "quantized";
        d.model = kQuantizedModel;
        d.stepNoun = "round";
        d.title = "Quantized SGD";
        d.summary = "Send each gradient with fewer bits: smaller messages, a small error, and what that does to training.";
        d.params = {
            choiceParam("bits", "8", {"32", "16", "8", "4", "2", "1"}, "bits per value", "32 and 16 are floats; 8, 4 and 2 are uniform levels with a scale; 1 sends only the sign."),
            choiceParam("scheme", "by-bits", {"by-bits", "uniform", "float16", "bfloat16", "qsgd", "sign"}, "scheme",
                   "by-bits: the lecture's choice for the bit width above. uniform: evenly spaced levels with the bits above; "
                   "float16 and bfloat16: 16-bit floats; qsgd: levels of |g|/||g||, always rounded at random; sign: 1 bit."),
            integerParam("levels", "4", 1, 127, "QSGD levels s", "QSGD only: how many levels each sign gets between 0 and the message's length."),
            choiceParam("rounding", "nearest", {"nearest", "stochastic"}, "rounding", "nearest: the closest level; stochastic: one of the two nearest levels at random, unbiased on average."),
            choiceParam("error_feedback", "off", {"off", "on"}, "error feedback", "Keep what quantization lost and add it to the next gradient."),
            integerParam("workers", "4", 1, 64, "workers K", "How many workers send quantized gradients."),
            integerParam("features", "8", 1, 256, "features d", "Length of the weight vector (and of each message)."),
            integerParam("rounds", "30", 1, 500, "rounds", "How many synchronous rounds to train."),
            numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size of the global update.", true),
            integerParam("seed", "7", 0, 2147483647, "seed", "Seed of the synthetic data and of stochastic rounding."),
        };
        d.stepsKey = "rounds";
        bind(d, quantizedConfig, runQuantizedSgd);
        d.schema = traceSchemaOf<QuantizedTrace>();
        s.push_back(std::move(d));
    }
    {
        SceneDef d;
        d.id = "scale-lab";
        d.model = kScaleLabModel;
        d.title = "Scale lab";
        d.summary = "Sync, async, decentralized and quantized SGD on up to 1024 retail zones and 10 million rows: "
                    "the learning computed for real, the cluster's wall-clock from a cost model.";
        d.params = scaleLabParams();
        d.stepsKey = "rounds";
        d.stepNoun = "checkpoint";
        d.run = runScaleLab;
        d.needsComputeBackend = true;
        d.schema = traceSchemaOf<ScaleLabTrace>();
        s.push_back(std::move(d));
    }
    return s;
}

} // namespace

// Capacity is reserved once so that registering a scene never moves the others: ParamSets and
// the engine hold pointers into this vector.
constexpr std::size_t kMaxScenes = 32;

static std::vector<SceneDef> &registry()
{
    static std::vector<SceneDef> scenes = [] {
        std::vector<SceneDef> v;
        v.reserve(kMaxScenes);
        for (auto &s : makeScenes()) {
            if (s.lookFor.empty())
                s.lookFor = builtinLookFor(s.id);
            v.push_back(std::move(s));
        }
        return v;
    }();
    return scenes;
}

const std::vector<SceneDef> &allScenes() { return registry(); }

bool registerScene(SceneDef scene)
{
    if (findScene(scene.id) || registry().size() >= kMaxScenes)
        return false;
    registry().push_back(std::move(scene));
    return true;
}

const SceneDef *findScene(const std::string &id)
{
    for (const auto &s : allScenes())
        if (s.id == id)
            return &s;
    return nullptr;
}

std::string sceneIdList()
{
    std::string ids;
    for (const auto &s : allScenes())
        ids += (ids.empty() ? "" : ", ") + s.id;
    return ids;
}

void validateScene(const SceneDef &scene, const ParamSet &params)
{
    if (scene.check) {
        scene.check(params);
        return;
    }
    // A dry run: the scene checks its parameters before it computes, and stops at its first frame
    // or progress report.
    RunContext ctx;
    ctx.isCancelled = [] { return true; };
    try {
        (void)scene.run(params, ctx);
    } catch (const Cancelled &) {
    }
}

Trace runScene(const SceneDef &scene, const ParamSet &params, const RunContext &ctx)
{
    Trace t = scene.run(params, ctx);
    t.scene = scene.id;
    // The uniform frame index: frame n is the state after n steps (0 = the start). A scene that
    // counts its frames itself as `step` must agree with it.
    for (std::size_t i = 0; i < t.frames.size(); ++i) {
        const double own = t.frames[i].num("step", double(i));
        if (own != double(i))
            throw std::logic_error("scene " + scene.id + " numbered frame " + std::to_string(i) + " as step " + formatNumberShort(own));
        t.frames[i].setFront("step", double(i));
    }
    t.params = params.typed();
    // A run that goes astray must cap its numbers and say so in the summary (`diverged`); a NaN
    // or an infinity anywhere in the trace is a defect of the scene (JSON cannot even hold one).
    auto fail = [&](const std::string &where, const std::string &key) {
        throw std::logic_error("engine produced a non-finite number in scene " + scene.id + ": " + where + " field '" + key + "'");
    };
    for (std::size_t i = 0; i < t.frames.size(); ++i)
        if (const std::string key = t.frames[i].firstNonFinite(); !key.empty())
            fail("frame " + std::to_string(i), key);
    if (const std::string key = t.summary.firstNonFinite(); !key.empty())
        fail("summary", key);
    if (const std::string key = t.meta.firstNonFinite(); !key.empty())
        fail("meta", key);
    // A typed scene's records come from its field tables; anything else is a defect.
    if (const std::string bad = scene.schema.check(t); !bad.empty())
        throw std::logic_error("scene " + scene.id + " made a trace that does not fit its schema: " + bad);
    return t;
}

SyncConfig sceneSyncConfig(const ParamSet &params) { return syncConfig(params); }
AsyncConfig sceneAsyncConfig(const ParamSet &params) { return asyncConfig(params); }
GossipConfig sceneGossipConfig(const ParamSet &params) { return gossipConfig(params); }
std::vector<std::pair<double, double>> sceneWorkerShards(const ParamSet &params) { return workerShards(params); }
std::vector<double> scenePerWorker(const ParamSet &params, const std::string &key, int k, const std::function<double(int)> &fallback)
{
    return perWorker(params, key, k, fallback);
}

} // namespace sgd
