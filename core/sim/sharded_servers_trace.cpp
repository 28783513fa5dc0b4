#include "sharded_servers_trace.h"

namespace sgd {

template <> const FieldTable<ShardedServersStep> &fieldTable<ShardedServersStep>()
{
    using S = ShardedServersStep;
    static const FieldTable<S> table(
        "ShardedServersStep",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n applied pushes."),
            field(&S::update, "update", "",
                  "Pushes applied so far, in the order they reached the shards (every shard serves them in that order)."),
            field(&S::time, "time", "s",
                  "When the last shard answered this push: the update counts then, and the worker takes its fresh slices and "
                  "starts its next gradient at that instant."),
            field(&S::worker, "worker", "", "The worker that pushed it, numbered from 1 (0 at the start)."),
            field(&S::arrival, "arrival", "s",
                  "When the worker finished the gradient: the push reaches every shard at that instant and joins the back of "
                  "each shard's queue. "
                  "Events at one instant: a shard finishing a push counts first, then pushes arriving (the one started earlier "
                  "first, then the lower worker), then what starts "
                  "(shards taking their next push, answered workers computing again)."),
            field(
                &S::queue_wait, "queue_wait", "s",
                "How long it waited at last_shard behind other pushes: time = arrival + queue_wait + that shard's service_time."),
            field(&S::queue_len, "queue_len", "",
                  "The most pushes waiting at any one shard (arrived, not yet taken in) once this one is applied."),
            field(&S::staleness, "staleness", "", "tau: pushes applied between the worker's pull and this one."),
            field(&S::w_read, "w_read", "", "The weight the worker pulled before computing the gradient."),
            field(&S::w_before, "w_before", "", "The shards' weight before this push."),
            field(&S::grad, "grad", "", "The gradient, computed at w_read."),
            field(&S::w_after, "w_after", "", "The shards' weight after it: w_before - eta * grad."),
            field(&S::rate, "rate", "1/s", "Pushes applied per second so far: update / time."),
            field(&S::busy, "busy", "", "Share of [0, time] the busiest shard spent serving pushes: the largest of shard_busy."),
            field(&S::last_shard, "last_shard", "",
                  "The shard that answered this push last, the one the worker waited for (the lowest number when several "
                  "answered at that instant; 0 at the start)."),
            field(&S::shard_pushes, "shard_pushes", "",
                  "Pushes each shard has finished serving by time, one per shard: a fast shard can be ahead of update."),
            field(&S::shard_busy, "shard_busy", "", "Share of [0, time] each shard spent serving pushes, one per shard."),
            field(&S::shard_queue, "shard_queue", "", "Pushes waiting at each shard once this one is applied, one per shard."),
        });
    return table;
}

template <> const FieldTable<ShardInterval> &fieldTable<ShardInterval>()
{
    using S = ShardInterval;
    static const FieldTable<S> table(
        "ShardInterval", {
                             field(&S::lane, "lane", "",
                                   "The worker, numbered from 1; 0 is the shards (which one: shard). A worker's intervals cover "
                                   "its whole time from 0 to end_time; only its last compute interval may run past it "
                                   "(queued and apply intervals are cut at end_time)."),
                             field(&S::shard, "shard", "",
                                   "apply: the shard serving the push; queued and served: the shard the worker waited for last "
                                   "(last_shard); 0 for compute and for a push still unanswered at the end."),
                             field(&S::worker, "worker", "", "The worker whose gradient or push it is, numbered from 1."),
                             field(&S::start, "start", "s", "When the interval began."),
                             field(&S::end, "end", "s", "When it ended."),
                             field(&S::kind, "kind", "",
                                   "compute: a worker computing a gradient; queued: its push waiting behind others at the shard "
                                   "that answers it last (at the end "
                                   "of the run: answers still to come); served: that shard taking the push in, applying it and "
                                   "sending the fresh slice back while "
                                   "the worker waits; apply: one shard serving one push.",
                                   {"compute", "queued", "served", "apply"}),
                             field(&S::update, "update", "",
                                   "The push this interval belongs to (0: a gradient still being computed, or a push not yet "
                                   "applied, when the run ends)."),
                         });
    return table;
}

template <> const FieldTable<ThroughputPoint> &fieldTable<ThroughputPoint>()
{
    using S = ThroughputPoint;
    static const FieldTable<S> table(
        "ThroughputPoint",
        {
            field(&S::shards, "shards", "", "Server shards S."),
            field(&S::workers, "workers", "", "Workers K."),
            field(&S::rate, "rate", "1/s", "Pushes applied per second once the run settled (the last three quarters of it)."),
            field(&S::ceiling, "ceiling", "1/s",
                  "The most pushes these shards can apply per second: 1 / the longest service time (0: no limit)."),
            field(&S::free, "free", "1/s", "Pushes per second the K workers would make with a server that costs nothing."),
            field(&S::as_run, "as_run", "",
                  "1: the run's own shards (its split and hot shard); 0: S shards with equal slices and no hot shard."),
        });
    return table;
}

template <> const FieldTable<ShardLoad> &fieldTable<ShardLoad>()
{
    using S = ShardLoad;
    static const FieldTable<S> table(
        "ShardLoad",
        {
            field(&S::shard, "shard", "", "The shard, numbered from 1."),
            field(&S::share, "share", "",
                  "Its share of the parameters: its split weight over the sum of the weights (1/S for an even split)."),
            field(&S::slice_mb, "slice_mb", "MB", "Its slice of the model: model_mb * share."),
            field(&S::transfer_time, "transfer_time", "s",
                  "Its slice in (the push) and out (the pull) over its own link: 2 slice_mb / link_mbps."),
            field(&S::apply_time, "apply_time", "s", "Applying its slice: apply_ms / 1000 * share."),
            field(&S::service_time, "service_time", "s",
                  "Its time per push: transfer_time + apply_time, times hot_factor on the hot shard. It serves one push at a "
                  "time, first come first served."),
            field(&S::ceiling, "ceiling", "1/s", "The most pushes it can serve per second: 1 / service_time (0: no limit)."),
            field(&S::hot, "hot", "", "1 for the hot shard."),
            field(&S::pushes, "pushes", "",
                  "Pushes it finished serving by end_time; a fast shard may be ahead of the pushes applied."),
            field(&S::mb_in, "mb_in", "MB", "Gradient slices it took in: pushes * slice_mb."),
            field(&S::mb_out, "mb_out", "MB", "Fresh slices it sent back: pushes * slice_mb."),
            field(&S::busy_time, "busy_time", "s",
                  "Time it spent serving pushes between 0 and end_time (a push still in service at the end counts up to "
                  "end_time)."),
            field(&S::busy, "busy", "", "busy_time / end_time."),
        });
    return table;
}

template <> const FieldTable<ShardedServersMeta> &fieldTable<ShardedServersMeta>()
{
    using S = ShardedServersMeta;
    static const FieldTable<S> table(
        "ShardedServersMeta",
        {
            field(&S::workers, "workers", "", "The number of workers K."),
            field(&S::shards, "shards", "",
                  "Server shards S: each is a server of its own, with its own link and queue, owning a slice of the parameters."),
            field(&S::compute_times, "compute_times", "s", "How long each worker takes for one gradient."),
            field(&S::data_x, "data_x", "", "Each worker's x."),
            field(&S::data_y, "data_y", "", "Each worker's y."),
            field(&S::w0, "w0", "", "The weight every worker pulls at time 0."),
            field(&S::w_best, "w_best", "", "The best single weight for all the workers' data."),
            field(&S::eta, "eta", "", "The learning rate of every push."),
            field(&S::model_mb, "model_mb", "MB", "The whole model's size on the wire."),
            field(&S::link_mbps, "link_mbps", "MB/s", "Each shard's link bandwidth."),
            field(&S::apply_ms, "apply_ms", "ms", "How long one server needs to apply a push to the whole model."),
            field(&S::split, "split", "",
                  "Each shard's share of the parameters, one per shard (the split weights over their sum; 1/S each when even)."),
            field(&S::hot_shard, "hot_shard", "", "The shard that takes hot_factor times as long per push (0: none)."),
            field(&S::hot_factor, "hot_factor", "", "How many times as long the hot shard takes per push."),
            field(&S::slowest_shard, "slowest_shard", "",
                  "The shard with the longest service time (the lowest number on a tie): it sets the ceiling (0: every shard is "
                  "free)."),
            field(&S::slice_mb, "slice_mb", "MB", "The slowest shard's slice: model_mb * its share."),
            field(&S::transfer_time, "transfer_time", "s",
                  "The slowest shard's slice in (the push) and out (the pull) over its link: 2 slice_mb / link_mbps."),
            field(&S::apply_time, "apply_time", "s", "The slowest shard applying its slice: apply_ms / 1000 * its share."),
            field(&S::service_time, "service_time", "s",
                  "The slowest shard's time per push, the longest of any shard (see ShardLoad)."),
            field(&S::ceiling, "ceiling", "1/s",
                  "The most pushes the shards can apply per second, set by the slowest shard: 1 / service_time (0: no limit)."),
            field(&S::free_rate, "free_rate", "1/s",
                  "Pushes per second with a free server: the sum of 1/compute over the workers."),
            field(&S::shard_loads, "shard_loads", "", "Each shard's cost per push and the load it carried over the run."),
            field(&S::intervals, "intervals", "", "What each worker and each shard did when."),
            field(&S::sweep, "sweep", "",
                  "Pushes per second against K = 1 to 16, each K a fresh run of 40 times K pushes with the run's first compute "
                  "time, 5% longer for "
                  "each next worker: S = 1, 2, 4, 8 and the run's S with equal shards, and the run's own shards when they do not "
                  "all cost the same."),
        });
    return table;
}

template <> const FieldTable<ShardedServersSummary> &fieldTable<ShardedServersSummary>()
{
    using S = ShardedServersSummary;
    static const FieldTable<S> table(
        "ShardedServersSummary",
        {
            field(&S::diverged, "diverged", "", "1 when the weight ran away."),
            field(&S::end_time, "end_time", "s", "When the last push was applied."),
            field(&S::rate, "rate", "1/s", "Pushes applied per second over the run."),
            field(&S::ceiling, "ceiling", "1/s", "The shards' ceiling, set by the slowest shard (0: no limit)."),
            field(&S::slowest_shard, "slowest_shard", "", "The shard that sets the ceiling (0: every shard is free)."),
            field(&S::free_rate, "free_rate", "1/s", "Pushes per second with a free server."),
            field(&S::efficiency, "efficiency", "", "rate / free_rate: the share of the workers' speed the shards let through."),
            field(&S::saturated, "saturated", "",
                  "1 when the run, once settled (its last three quarters, as ThroughputPoint's rate), applied 90% of the ceiling "
                  "per second or more."),
            field(&S::mean_queue_wait, "mean_queue_wait", "s", "Mean queue_wait of the applied pushes."),
            field(&S::max_queue, "max_queue", "", "The longest queue of waiting pushes at any one shard."),
            field(&S::busy, "busy", "", "Share of the run the busiest shard was busy."),
            field(&S::mean_staleness, "mean_staleness", "", "Mean staleness of the applied pushes."),
            field(&S::max_staleness, "max_staleness", "", "The stalest push applied."),
            field(&S::final_w, "final_w", "", "The weight at the end."),
            field(&S::saturation_k, "saturation_k", "",
                  "The fewest workers at which one server runs at 90% of its ceiling in the sweep (0: none up to 16)."),
            field(&S::message, "message", "", "One sentence on the run."),
        });
    return table;
}

} // namespace sgd
