// The sync scene, whole: its parameters, what the rounds derive from them (sceneSyncConfig, declared in
// core/scene_configs.h for the MPI runner), the check of a trace read from a file, the model text the
// trace reference prints and the "what to look for" paragraph (core/scenes/scene_list.h lists it).

#include "core/sim/sync_rounds.h"
#include "core/sim/sync_trace.h"
#include "sync_params.h"

#include "core/number_text.h"
#include "core/run_compare.h"
#include "core/scene_configs.h"
#include "core/scenes.h"

#include <algorithm>
#include <cmath>

namespace sgd {

namespace {

const char *const kModel = R"(Worker k (k = 1 … K) holds one point `(x_k, y_k)`, counted `n_k` times
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

const char *const kLookFor =
    "Follow one round: every worker pulls the same w, computes a gradient on its own shard, pushes it, and "
    "waits at the barrier. The server averages the gradients and makes one update for everybody. Look at "
    "the idle time the slowest worker causes: that waiting is the price of one shared, consistent model.";

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

} // namespace

template <> const ParamTable<SyncParams> &paramTable<SyncParams>()
{
    using P = SyncParams;
    static const ParamTable<P> table({
        param<P>(&P::w0, numberParam("w0", "1.5", -100, 100, "start w0", "The weight every worker pulls in round 1.")),
        param<P>(&P::eta, numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size of the global update.", true)),
        param(&P::data, listParam(ParamKind::Pairs, "data", "1:3,2:5,3:7,4:9", -1000, 1000, "shards x:y",
                                  "One x:y training point per worker.", false)),
        param(&P::workers, sceneWorkersParam()),
        param<P>(&P::aggregate,
                 choiceParam(
                     "aggregate", "mean", {"mean", "sum", "fedavg"}, "aggregation",
                     "mean: average the gradients; sum: add them and scale the step by η/K; fedavg: weight worker k by n_k/N."),
                 aggregateFromString),
        param<P>(&P::topology,
                 choiceParam("topology", "star", {"star", "ring"}, "topology",
                             "star: a parameter server in the middle; ring: all-reduce among the workers."),
                 topologyFromString),
        param<P>(&P::rounds, integerParam("rounds", "8", 1, 1000, "rounds", "How many synchronous rounds to run.")),
        param(&P::compute,
              listParam(ParamKind::NumberList, "compute", "", 0, 1000, "compute times",
                        "Seconds per gradient for each worker (one value for all); a large one makes a straggler.", true, true)),
        param(&P::shard_sizes, listParam(ParamKind::NumberList, "shard_sizes", "", 0, 1e9, "shard sizes n_k",
                                         "Samples held by each worker, used by fedavg (one value for all).", true, true)),
        param(&P::model_mb, numberParam("model_mb", "100", 0, 1e6, "model size (MB)",
                                        "Size of the model on the wire, for the bytes each worker and the server move.", true)),
    });
    return table;
}

SyncConfig sceneSyncConfig(const ParamSet &p)
{
    using P = SyncParams;
    const P par = readParams<P>(p);
    SyncConfig c;
    static_cast<SyncSettings &>(c) = par; // w0, eta, aggregate, topology, rounds
    c.shards = sceneWorkerShards(p, paramKey(&P::data), paramKey(&P::workers));
    const int k = int(c.shards.size());
    if (k < 1 || k > 16)
        rejectParam(p, paramKey(&P::data), "between 1 and 16 x:y pairs, one per worker");
    c.shardSizes = scenePerWorker(p, paramKey(&P::shard_sizes), k, [](int) { return 1.0; });
    c.computeTimes = scenePerWorker(p, paramKey(&P::compute), k, [](int) { return 1.0; });
    c.modelBytes = par.model_mb * 1e6;
    return c;
}

SceneDef syncScene()
{
    SceneDef d;
    d.id = "sync";
    // Recorded by app/mpi: the run lasts until the last barrier.
    d.realRun.design = "sync";
    d.realRun.workers = [](const ParamSet &p) { return int(sceneSyncConfig(p).shards.size()); };
    d.realRun.plannedSeconds = [](const Trace &t) { return t.frames.empty() ? 0.0 : t.frames.back().num("barrier_time", 0.0); };
    d.realRun.compare = compareSyncRun;
    d.realRun.layout = [](const ParamSet &p) {
        return sceneSyncConfig(p).topology == Topology::Star
                   ? text::words("rank 0 is the parameter server, behind a barrier every round")
                   : text::words("the workers pass gradients round a ring (all-reduce); rank 0 only records");
    };
    d.realRun.payload = [](const ParamSet &p) {
        // The runner's default --model-bytes: the scene's model, at most 1 MB, so a run stays quick.
        const double asked = readParams<SyncParams>(p).model_mb * 1e6, sent = std::min(asked, 1e6);
        return sent < asked
                   ? text::words("Every message carries a model of %1 (the scene's %2, scaled down so that the run "
                                 "stays quick); the bytes each rank sends are counted and shown beside the 2(K−1)/K rule.",
                                 {text::formatBytes(sent).toStdString(), text::formatBytes(asked).toStdString()})
                   : text::words("Every message carries the model of %1; the bytes each rank sends are counted.",
                                 {text::formatBytes(sent).toStdString()});
    };
    d.model = kModel;
    d.lookFor = kLookFor;
    d.stepNoun = "round";
    d.title = "Synchronous SGD";
    d.summary = "A parameter server and K workers: pull, compute, push, wait at the barrier, average, one update.";
    d.params = paramTable<SyncParams>().defs();
    d.sweepKey = paramKey<SyncParams>(&SyncParams::eta);
    d.stepsKey = paramKey<SyncParams>(&SyncParams::rounds);
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runSync(sceneSyncConfig(p), ctx); };
    d.check = [](const ParamSet &p) { (void)sceneSyncConfig(p); };
    d.schema = traceSchemaOf<SyncTrace>();
    d.largeParams = {{paramKey(&SyncParams::workers), "16"}, {paramKey<SyncParams>(&SyncParams::rounds), "1000"}};
    d.checkTrace = checkSyncTrace;
    return d;
}

} // namespace sgd
