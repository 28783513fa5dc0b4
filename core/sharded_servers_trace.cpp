#include "sharded_servers_trace.h"

namespace sgd {

template <> const FieldTable<ShardStep> &fieldTable<ShardStep>()
{
    using S = ShardStep;
    static const FieldTable<S> table("ShardStep", {
        field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n applied pushes."),
        field(&S::update, "update", "", "Pushes the shards have applied so far."),
        field(&S::time, "time", "s", "When the shards finished applying this push; the worker pulls its fresh slices then."),
        field(&S::worker, "worker", "", "The worker that pushed it, numbered from 1 (0 at the start)."),
        field(&S::arrival, "arrival", "s", "When the push reached the shards."),
        field(&S::queue_wait, "queue_wait", "s", "How long it waited behind other pushes before a shard took it."),
        field(&S::queue_len, "queue_len", "", "Pushes still waiting at the shards once this one is applied."),
        field(&S::staleness, "staleness", "", "tau: pushes applied between the worker's pull and this one."),
        field(&S::w_read, "w_read", "", "The weight the worker pulled before computing the gradient."),
        field(&S::w_before, "w_before", "", "The shards' weight before this push."),
        field(&S::grad, "grad", "", "The gradient, computed at w_read."),
        field(&S::w_after, "w_after", "", "The shards' weight after it."),
        field(&S::rate, "rate", "1/s", "Pushes applied per second so far."),
        field(&S::busy, "busy", "", "Share of the time so far the shards spent taking in and applying pushes."),
    });
    return table;
}

template <> const FieldTable<ShardInterval> &fieldTable<ShardInterval>()
{
    using S = ShardInterval;
    static const FieldTable<S> table("ShardInterval", {
        field(&S::lane, "lane", "", "The worker, numbered from 1; 0 is the shards. A worker's intervals cover its whole time from 0 to the end of the run."),
        field(&S::start, "start", "s", "When the interval began."),
        field(&S::end, "end", "s", "When it ended."),
        field(&S::kind, "kind", "",
              "compute: a worker computing a gradient; queued: its push waiting at the shards; served: its push being taken in and "
              "applied, the worker waiting for its fresh slices; apply: the shards taking in and applying a push.",
              {"compute", "queued", "served", "apply"}),
        field(&S::update, "update", "", "The push this interval belongs to (0: a gradient still being computed, or a push not yet applied, when the run ends)."),
    });
    return table;
}

template <> const FieldTable<ThroughputPoint> &fieldTable<ThroughputPoint>()
{
    using S = ThroughputPoint;
    static const FieldTable<S> table("ThroughputPoint", {
        field(&S::shards, "shards", "", "Server shards S."),
        field(&S::workers, "workers", "", "Workers K."),
        field(&S::rate, "rate", "1/s", "Pushes applied per second once the run settled (the last three quarters of it)."),
        field(&S::ceiling, "ceiling", "1/s", "The most pushes S shards can apply per second (0: no limit)."),
        field(&S::free, "free", "1/s", "Pushes per second the K workers would make with a server that costs nothing."),
    });
    return table;
}

template <> const FieldTable<ShardMeta> &fieldTable<ShardMeta>()
{
    using S = ShardMeta;
    static const FieldTable<S> table("ShardMeta", {
        field(&S::workers, "workers", "", "The number of workers K."),
        field(&S::shards, "shards", "", "Server shards S; each owns 1/S of the parameters."),
        field(&S::compute_times, "compute_times", "s", "How long each worker takes for one gradient."),
        field(&S::data_x, "data_x", "", "Each worker's x."),
        field(&S::data_y, "data_y", "", "Each worker's y."),
        field(&S::w0, "w0", "", "The weight every worker pulls at time 0."),
        field(&S::w_best, "w_best", "", "The best single weight for all the workers' data."),
        field(&S::eta, "eta", "", "The learning rate of every push."),
        field(&S::model_mb, "model_mb", "MB", "The whole model's size on the wire."),
        field(&S::link_mbps, "link_mbps", "MB/s", "Each shard's link bandwidth."),
        field(&S::apply_ms, "apply_ms", "ms", "How long one server needs to apply a push to the whole model."),
        field(&S::slice_mb, "slice_mb", "MB", "One shard's slice: model_mb / S."),
        field(&S::transfer_time, "transfer_time", "s", "A slice in (the push) and out (the pull) over one shard's link: 2 slice_mb / link_mbps."),
        field(&S::apply_time, "apply_time", "s", "Applying one slice: apply_ms / S."),
        field(&S::service_time, "service_time", "s", "A shard's time per push: transfer_time + apply_time."),
        field(&S::ceiling, "ceiling", "1/s", "The most pushes the shards can apply per second, 1 / service_time (0: no limit)."),
        field(&S::free_rate, "free_rate", "1/s", "Pushes per second with a free server: the sum of 1/compute over the workers."),
        field(&S::intervals, "intervals", "", "What each worker and the shards did when."),
        field(&S::sweep, "sweep", "", "Pushes per second against K, for S = 1, 2, 4, 8 and this run's S."),
    });
    return table;
}

template <> const FieldTable<ShardSummary> &fieldTable<ShardSummary>()
{
    using S = ShardSummary;
    static const FieldTable<S> table("ShardSummary", {
        field(&S::diverged, "diverged", "", "1 when the weight ran away."),
        field(&S::end_time, "end_time", "s", "When the last push was applied."),
        field(&S::rate, "rate", "1/s", "Pushes applied per second over the run."),
        field(&S::ceiling, "ceiling", "1/s", "The shards' ceiling (0: no limit)."),
        field(&S::free_rate, "free_rate", "1/s", "Pushes per second with a free server."),
        field(&S::efficiency, "efficiency", "", "rate / free_rate: the share of the workers' speed the shards let through."),
        field(&S::saturated, "saturated", "", "1 when the shards ran at 90% of their ceiling or more."),
        field(&S::mean_queue_wait, "mean_queue_wait", "s", "Mean time a push waited behind others."),
        field(&S::max_queue, "max_queue", "", "The longest queue of waiting pushes."),
        field(&S::busy, "busy", "", "Share of the run the shards were busy."),
        field(&S::mean_staleness, "mean_staleness", "", "Mean staleness of the applied pushes."),
        field(&S::max_staleness, "max_staleness", "", "The stalest push applied."),
        field(&S::final_w, "final_w", "", "The weight at the end."),
        field(&S::saturation_k, "saturation_k", "", "The fewest workers at which one server runs at 90% of its ceiling in the sweep (0: none up to 16)."),
        field(&S::message, "message", "", "One sentence on the run."),
    });
    return table;
}

} // namespace sgd
