// The sharded-servers scene: its parameter table, its model text and its registration. The
// simulation itself is shared (async-pitfalls runs it too) and lives in core/sim/sharded_servers.cpp.
#include "sharded_servers_params.h"

#include "core/params.h"
#include "core/scenes.h"
#include "core/sim/sharded_servers.h"

#include <string>

namespace sgd {

template <> const ParamTable<ShardedServersParams> &paramTable<ShardedServersParams>()
{
    using P = ShardedServersParams;
    static const ParamTable<P> table({
        param(&P::workers,
              integerParam("workers", "8", 1, 16, "workers K", "How many workers push; x spreads over [1, 4] on y = 2x + 1.")),
        param<P>(&P::shards, integerParam("shards", "1", 1, 8, "server shards S",
                                          "How many servers share the parameters; each has its own link and its own queue.")),
        param<P>(&P::split,
                 listParam(
                     ParamKind::NumberList, "split", "", 0, 1000, "parameter split",
                     "How the parameters are shared out: one weight per shard (4,1,1,1: shard 1 owns 4/7); empty = equal slices.",
                     true, true)),
        param<P>(&P::hotShard, withZeroText(integerParam("hot_shard", "0", 0, 8, "hot shard",
                                                         "A shard whose machine is also busy with other work, so each push takes "
                                                         "it hot_factor times as long (0 = none; at most S)."),
                                            "none")),
        param<P>(&P::hotFactor, numberParam("hot_factor", "3", 1, 20, "hot shard slowdown",
                                            "How many times as long the hot shard takes per push.")),
        param(&P::compute, numberParam("compute", "1", 0.1, 100, "compute time",
                                       "Seconds worker 1 needs per gradient; each next worker takes 5% longer.")),
        param<P>(&P::modelMb, numberParam("model_mb", "100", 0, 1e5, "model size (MB)",
                                          "The whole model on the wire; each shard moves its own slice in and out per push.")),
        param<P>(&P::linkMbps, numberParam("link_mbps", "1000", 1, 1e6, "link (MB/s)", "Each shard's link bandwidth.", true)),
        param<P>(&P::applyMs,
                 numberParam("apply_ms", "100", 0, 1e5, "apply time (ms)",
                             "How long one server needs to apply a push to the whole model; a shard needs its share of it.")),
        param<P>(&P::eta, numberParam("eta", "0.01", 0, 0.05, "learning rate η", "Step size of every push.", true)),
        param<P>(&P::w0, numberParam("w0", "0", -10, 10, "start w0", "The weight every worker pulls at time 0.")),
        param<P>(&P::updates, integerParam("updates", "60", 1, 2000, "pushes", "How many pushes the shards apply.")),
    });
    return table;
}

namespace {

/// How the scene computes its trace (the trace reference prints it).
const char *kShardedModel = R"(K = `workers` workers; worker k (k = 1 … K) holds
`x_k = 1 + 3(k − 1)/(K − 1)`, `y_k = 2x_k + 1` and needs `c_k = compute·(1 + 0.05(k − 1))` seconds per
gradient. S = `shards` shards share the parameters: shard s owns the share `a_s/Σa` of them (`split`;
empty, one value or all equal means equal slices, every a_s = 1). Per push, shard s moves its slice
`m_s = model_mb·a_s/Σa` in and out, `2·m_s/link_mbps` seconds, and applies it, `apply_ms/1000·a_s/Σa`
seconds; its service time is their sum, times `hot_factor` on the `hot_shard`. Nothing is random.
Times are doubles: each formula here is evaluated left to right, Σa summed from shard 1 on.

An event simulation. At time 0 every worker reads `w0` and computes. A finished gradient becomes a push
that joins every shard's queue; each shard serves its queue first come first served, one push at a time.
Once the last shard has finished a push, the server applies it: `g = (w_read·x_k − y_k)·x_k` from the w
the worker read, `w ← w − η·g`, staleness = updates since the read; pushes are applied in the order they
arrived. The worker then reads the new w and computes again. At one instant: shards finishing (lowest
first), then the pushes they complete are applied, then gradients finishing join the queues (the one
started earlier first, the lower worker when they started together), then free shards take their next
push, then answered workers read w and start. A gradient started at b lands at `b + c_k`, a service
begun at b ends at `b + service time`, one rounded addition each (services back to back add up their
roundings, never `b + n·service time`). Events share an instant only when these doubles are equal, so
rounding, not exact arithmetic, decides a tie; gradients landing together are ordered by their start
time as a double, then by worker.

Frame 0 is the start; frame n is the nth applied push: `time`, `worker`, `arrival`, `last_shard` (the
shard finishing last, the lowest on a tie), `queue_wait` (the start of its service there minus
`arrival`), `rate` = n/time, and per shard the pushes finished, the busy time so far over `time` (the
push in service counted up to now) and the queue length, read when the push is applied: before that
instant's arrivals, and a push that a shard freed then takes in next still counts as waiting. The run
ends after `updates` pushes, or before one whose w would be non-finite or above 10¹² in size
(`diverged`); `end_time` is the time of the last applied push.

`intervals`: per push, compute [start, arrival], queued [arrival, its service start at `last_shard`],
served [that start, `time`], and on lane 0 one apply per shard [service start, service end]. A push not
applied by the end has queued [arrival, `end_time`] (shard 0, update 0). Apply intervals are cut at
`end_time` (none where the shard had not taken the push in before it); compute intervals are never cut:
a worker still computing at the end shows its whole gradient [start, start + c_k]; one answered at
`end_time` shows [`end_time`, `end_time` + c_k] (unless the run diverged at that instant).
Intervals with end ≤ start are left out.

Summary and sweep: `ceiling` = 1/(the largest service time), `free_rate` = `Σ 1/c_k`, `rate` = pushes
per second over the run; a steady rate is `(A − q)/(t_A − t_q)` with A the pushes applied,
`q = floor(A/4) + 1` and `t_j` the time of push j (0 when `t_A = t_q`, so always for one push: one push
gives no rate), and `saturated` when the ceiling is above 0 and the steady rate reaches 90% of it.
`max_queue` is the longest queue (pushes waiting, not the one in service) at the end of any instant:
after its arrivals and after the free shards took their next push, so a push taken in at once never
counts.
The sweep runs, for S′ in 1, 2, 4, 8 and `shards`, equal slices and no hot shard, K′ = 1 … 16 workers
with `compute·(1 + 0.05(k − 1))`, η = 0 and 40·K′ pushes, and reports the steady rate; when the run's
own shards differ, K′ = 1 … 16 once more with them (`as_run`). `saturation_k` is the first K′ of the
one-server sweep that reaches 90% of its ceiling.)";

} // namespace

SceneDef shardedServersScene()
{
    SceneDef d;
    d.id = "sharded-servers";
    d.lookFor = "Every push costs the server some time. Watch one server's queue grow as workers are added until it "
                "caps the whole cluster. Split the weights over S shards, each owning a slice, and the ceiling lifts. "
                "Give one shard a bigger slice, or make it hot, and that shard alone sets the ceiling for everyone.";
    d.model = kShardedModel;
    d.stepNoun = "push";
    d.title = "Sharded parameter servers";
    d.summary = "Every push costs the server time: one server saturates as workers are added; S shards, each owning a slice, "
                "lift the ceiling.";
    d.params = paramTable<ShardedServersParams>().defs();
    d.sweepKey = paramKey<ShardedServersParams>(&ShardedServersParams::eta);
    d.stepsKey = paramKey<ShardedServersParams>(&ShardedServersParams::updates);
    const auto make = [](const ParamSet &p) {
        const ShardedServersParams par = readParams<ShardedServersParams>(p);
        ShardedServersConfig c;
        c.async.shards = lectureLineShards(par.workers);
        c.async.computeTimes.clear();
        for (int i = 0; i < par.workers; ++i)
            c.async.computeTimes.push_back(par.compute * (1.0 + 0.05 * i));
        static_cast<AsyncSettings &>(c.async) = par; // w0, eta, updates; the constant rule
        static_cast<ShardLayout &>(c) = par;         // the shards, their split and costs, the hot shard
        if (c.split.size() > 1 && int(c.split.size()) != c.shards)
            rejectParam(p, paramKey<ShardedServersParams>(&ShardedServersParams::split),
                        "empty (equal slices), one value, or one share per shard (" + std::to_string(c.shards) +
                            "), each greater than 0");
        if (c.hotShard > c.shards)
            rejectParam(p, paramKey<ShardedServersParams>(&ShardedServersParams::hotShard),
                        "0 (none) or a shard from 1 to " + std::to_string(c.shards));
        return c;
    };
    d.run = [make](const ParamSet &p, const RunContext &ctx) { return runShardedServers(make(p), ctx); };
    d.check = [make](const ParamSet &p) { (void)make(p); };
    d.schema = traceSchemaOf<ShardedServersTrace>();
    d.largeParams = {{paramKey(&ShardedServersParams::workers), "16"},
                     {paramKey<ShardedServersParams>(&ShardedServersParams::shards), "8"},
                     {paramKey<ShardedServersParams>(&ShardedServersParams::updates), "2000"}};
    d.checkTrace = [](const Trace &t) { return shardTraceProblem(typedTrace<ShardedServersTrace>(t)); };
    return d;
}

} // namespace sgd
