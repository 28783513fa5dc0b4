// The async scene, whole: its parameters, what the server's config derives from them (sceneAsyncConfig, declared in
// core/scene_configs.h for the MPI runner), the check of a trace read from a file, the model text the
// trace reference prints and the "what to look for" paragraph (core/scenes/scene_list.h lists it).

#include "async_params.h"
#include "core/sim/async_server.h"
#include "core/sim/async_trace.h"

#include "core/number_text.h"
#include "core/run_compare.h"
#include "core/scene_configs.h"
#include "core/scenes.h"

#include <cmath>

namespace sgd {

namespace {

const char *const kModel = R"(Worker k (k = 1 … K) holds one point `(x_k, y_k)` (without `data`,
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
landing together are applied in the order their computations started (the earlier start first; the
lower worker when they started together too). The worker whose gradient was just applied starts its
next one at once, so it reads w before the next gradient landing at that same instant is applied.

Frame 0 is the start (every worker has read `w0`, all clocks 0); frame n is the nth applied gradient:
its `time`, `worker`, `w_read`, `w_before`, `w_after`, τ, and every worker's clock after it. The run
ends after `updates` gradients, when nobody can move (stalled), or before a gradient that would make w
non-finite or larger than 10¹² in size (`diverged`; not applied).

Scene data: `w_best` = `Σxy/Σx²`; `sync_*` is synchronous SGD on the same workers for
`max(1, ceil(A/K))` rounds (A = gradients applied), each round lasting `max c_k` and applying
`w ← w − η·mean of g_k`; `sync_writes_same_work` = `floor(n/K)` in frame n; `worker_intervals` is what
each worker did when (a gradient still computing at the end, `unfinished`, runs to when it would land,
past `end_time`; a wait or `down` still open ends at `end_time`).)";

const char *const kLookFor =
    "There is no barrier: each gradient is applied the moment it arrives. Watch the staleness count, how "
    "many updates happened since that worker read w. A stale gradient points downhill from an old place, "
    "so the path wobbles; with a small enough η it still settles.";

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
                    return "scene data: worker_intervals[" + std::to_string(i) + "]: field 'worker' is " + formatNumber(w) + ";" +
                           range;
            }
    return {};
}

} // namespace

template <> const ParamTable<AsyncParams> &paramTable<AsyncParams>()
{
    using P = AsyncParams;
    static const ParamTable<P> table({
        param<P>(&P::w0, numberParam("w0", "2", -100, 100, "start w0", "The weight every worker reads at time 0.")),
        param<P>(&P::eta, numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size for each arriving gradient.", true)),
        param(&P::data, listParam(ParamKind::Pairs, "data", "1:4,2:7,2:9", -1000, 1000, "shards x:y",
                                  "One x:y training point per worker.", false)),
        param(&P::workers, sceneWorkersParam()),
        param(&P::compute, listParam(ParamKind::NumberList, "compute", "1,1.4,1.8", 0, 1000, "compute times",
                                     "Seconds each worker needs per gradient (one value for all).", true, true)),
        param<P>(&P::updates,
                 integerParam("updates", "12", 1, 10000, "server updates", "How many gradients the server applies.")),
        param<P>(&P::rule,
                 choiceParam("lr_rule", "constant", {"constant", "staleness"}, "learning-rate rule",
                             "constant: η for every gradient; staleness: η/(1 + τ) for a gradient τ updates old."),
                 learningRateRuleFromString),
        param(&P::pull,
              choiceParam(
                  "pull", "push", {"push", "epoch", "quorum80", "quorum90"}, "pull policy",
                  "When a worker reads w again: push = right after each push; epoch = once K updates have passed; quorum80/90 "
                  "= after 80% or 90% of the workers have reported.")),
        param(&P::ssp, textParam("ssp", "off", "SSP bound",
                                 "off, or a whole number s: a worker more than s pushes ahead of the slowest waits")),
        param(&P::fail,
              textParam("fail", "", "fail worker",
                        "empty, or WORKER@TIME: that worker stops at that time and its gradient in progress is lost", true)),
        param(&P::rejoin,
              textParam("rejoin", "", "rejoin time",
                        "empty (never), or the time the failed worker comes back and pulls the newest weight; it rejoins at the "
                        "slowest live worker's clock, so an SSP bound does not make the others wait for it to catch up",
                        true)),
    });
    return table;
}

AsyncConfig sceneAsyncConfig(const ParamSet &p)
{
    const AsyncParams par = readParams<AsyncParams>(p);
    AsyncConfig c;
    static_cast<AsyncSettings &>(c) = par; // w0, eta, updates, the learning-rate rule
    c.shards = sceneWorkerShards(p, paramKey(&AsyncParams::data), paramKey(&AsyncParams::workers));
    const int k = int(c.shards.size());
    if (k < 1 || k > 16)
        rejectParam(p, paramKey(&AsyncParams::data), "between 1 and 16 x:y pairs, one per worker");
    c.computeTimes = scenePerWorker(p, paramKey(&AsyncParams::compute), k, [](int i) { return 1.0 + 0.4 * i; });
    c.pull = pullPolicyFromString(par.pull, c.quorum);
    const std::string ssp = par.ssp;
    if (ssp == "off" || ssp.empty()) {
        c.sspBound = -1;
    } else {
        auto v = parseNumber(ssp);
        if (!v || *v < 0 || *v > 1000 || std::floor(*v) != *v)
            rejectParam(p, paramKey(&AsyncParams::ssp), "off, or a whole number from 0 to 1000");
        c.sspBound = int(*v);
    }
    const std::string fail = par.fail;
    if (!fail.empty()) {
        const auto at = fail.find('@');
        auto worker = at == std::string::npos ? std::nullopt : parseNumber(fail.substr(0, at));
        auto time = at == std::string::npos ? std::nullopt : parseNumber(fail.substr(at + 1));
        if (!worker || !time || *worker < 1 || *worker > k || std::floor(*worker) != *worker || *time < 0)
            rejectParam(p, paramKey(&AsyncParams::fail),
                        "empty, or WORKER@TIME with a worker from 1 to " + std::to_string(k) + " and a time of 0 or more");
        c.failWorker = int(*worker);
        c.failTime = *time;
    }
    const std::string rejoin = par.rejoin;
    if (!rejoin.empty()) {
        auto t = parseNumber(rejoin);
        if (!t || *t < 0)
            rejectParam(p, paramKey(&AsyncParams::rejoin), "empty (never), or a time of 0 or more");
        if (c.failWorker == 0)
            rejectParam(p, paramKey(&AsyncParams::rejoin), "empty unless fail names a worker");
        if (*t < c.failTime)
            rejectParam(p, paramKey(&AsyncParams::rejoin), "a time not before the failure at " + formatNumber(c.failTime));
        c.rejoinTime = *t;
    }
    return c;
}

SceneDef asyncScene()
{
    SceneDef d;
    d.id = "async";
    // Recorded by app/mpi: the run lasts until the last update.
    d.realRun.design = "async";
    d.realRun.workers = [](const ParamSet &p) { return int(sceneAsyncConfig(p).shards.size()); };
    d.realRun.plannedSeconds = [](const Trace &t) { return t.summary.num("end_time", 0.0); };
    d.realRun.compare = compareAsyncRun;
    d.realRun.layout = [](const ParamSet &) {
        return text::words("rank 0 is the parameter server and applies each gradient the moment it arrives");
    };
    d.model = kModel;
    d.lookFor = kLookFor;
    d.stepNoun = "update";
    d.title = "Asynchronous SGD";
    d.summary = "No barrier: each gradient is applied when it arrives, even if the weight moved since it was read.";
    d.params = paramTable<AsyncParams>().defs();
    d.sweepKey = paramKey<AsyncParams>(&AsyncParams::eta);
    d.stepsKey = paramKey<AsyncParams>(&AsyncParams::updates);
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runAsync(sceneAsyncConfig(p), ctx); };
    d.check = [](const ParamSet &p) { (void)sceneAsyncConfig(p); };
    d.schema = traceSchemaOf<AsyncTrace>();
    d.largeParams = {{paramKey(&AsyncParams::workers), "16"}, {paramKey<AsyncParams>(&AsyncParams::updates), "10000"}};
    // A sweep's first question here is how staleness grows with the number of workers.
    d.sweep.first = [](const ParamSet &) -> std::optional<SweepSpec> {
        return SweepSpec{paramKey(&AsyncParams::workers), 1, 16, 16, SweepSpacing::Linear};
    };
    d.checkTrace = checkAsyncTrace;
    return d;
}

} // namespace sgd
