// The model texts of the scenes core/scenes.cpp defines (scene_models.h).
#include "scene_models.h"

namespace sgd {

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

} // namespace sgd
