#include "async_pitfalls_trace.h"

namespace sgd {

template <> const FieldTable<AsyncPitfallsStep> &fieldTable<AsyncPitfallsStep>()
{
    using S = AsyncPitfallsStep;
    static const FieldTable<S> table(
        "AsyncPitfallsStep",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n server updates."),
            field(&S::update, "update", "", "Server updates applied so far in each asynchronous run."),
            field(&S::worker_a, "worker_a", "", "Run A: the worker whose gradient this update applied (0 at the start)."),
            field(&S::worker_b, "worker_b", "", "Run B: the same."),
            field(&S::time_a, "time_a", "s", "Run A: when the gradient arrived."),
            field(&S::time_b, "time_b", "s", "Run B: the same."),
            field(&S::staleness_a, "staleness_a", "", "Run A: how many updates old the gradient was."),
            field(&S::staleness_b, "staleness_b", "", "Run B: the same."),
            field(&S::w_a, "w_a", "", "Run A's weight after this update."),
            field(&S::w_b, "w_b", "", "Run B's weight after this update."),
            field(&S::diff, "diff", "", "w_a - w_b: how far the two asynchronous runs have drifted apart."),
            field(&S::sync_rounds, "sync_rounds", "", "Synchronous rounds the same gradients make: floor(update / K)."),
            field(&S::sync_w_a, "sync_w_a", "", "Synchronous SGD under run A's timing: its weight after sync_rounds rounds."),
            field(&S::sync_w_b, "sync_w_b", "", "The same under run B's timing."),
            field(&S::sync_diff, "sync_diff", "", "sync_w_a - sync_w_b."),
            field(&S::sync_time_a, "sync_time_a", "s", "When that round ended under run A's timing."),
            field(&S::sync_time_b, "sync_time_b", "s", "The same under run B's timing."),
        });
    return table;
}

template <> const FieldTable<AsyncPitfallsMeta> &fieldTable<AsyncPitfallsMeta>()
{
    using S = AsyncPitfallsMeta;
    static const FieldTable<S> table(
        "AsyncPitfallsMeta",
        {
            field(&S::workers, "workers", "", "Workers K of the two pairs of runs."),
            field(&S::compute_times, "compute_times", "s", "Each worker's time per gradient before the jitter."),
            field(&S::data_x, "data_x", "", "Each worker's x."),
            field(&S::data_y, "data_y", "", "Each worker's y."),
            field(&S::w0, "w0", "", "The weight every run starts from."),
            field(&S::w_best, "w_best", "", "The best single weight for all the workers' data."),
            field(&S::eta, "eta", "", "The learning rate."),
            field(&S::jitter, "jitter", "",
                  "Every compute time is scaled by 1 + jitter (2u - 1), u uniform from the run's seed."),
            field(&S::seed_a, "seed_a", "", "Run A's jitter seed."),
            field(&S::seed_b, "seed_b", "", "Run B's jitter seed."),
            field(&S::small_workers, "small_workers", "", "The small case: this few workers."),
            field(&S::message_s, "message_s", "s", "The small case: one model over one link."),
            field(&S::allreduce_s, "allreduce_s", "s",
                  "Synchronous SGD's exchange per round, a ring all-reduce: 2 (K-1)/K message_s."),
            field(&S::server_s, "server_s", "s",
                  "Asynchronous SGD: the one server's time per push, the gradient in and the fresh model out: 2 message_s."),
            field(&S::target, "target", "", "The loss above the best both runs must reach."),
            field(&S::start_loss, "start_loss", "", "The loss above the best at the start."),
            field(&S::small_sync_time, "small_sync_time", "s",
                  "Synchronous SGD in the small case: when each round ended (0 first)."),
            field(&S::small_sync_loss, "small_sync_loss", "", "Its loss above the best after each round."),
            field(&S::small_async_time, "small_async_time", "s",
                  "Asynchronous SGD in the small case: when each update landed (0 first)."),
            field(&S::small_async_loss, "small_async_loss", "", "Its loss above the best after each update."),
        });
    return table;
}

template <> const FieldTable<AsyncPitfallsSummary> &fieldTable<AsyncPitfallsSummary>()
{
    using S = AsyncPitfallsSummary;
    static const FieldTable<S> table(
        "AsyncPitfallsSummary",
        {
            field(&S::diverged, "diverged", "", "1 when an asynchronous run's weight ran away (it is held at its last value)."),
            field(&S::first_split, "first_split", "",
                  "The first update at which the two asynchronous runs applied different workers' gradients (0: never)."),
            field(&S::max_diff, "max_diff", "", "The largest |w_a - w_b| over the run."),
            field(&S::final_diff, "final_diff", "", "|w_a - w_b| at the end."),
            field(&S::sync_identical, "sync_identical", "",
                  "1 when the two synchronous runs' weights are equal bit for bit at every round."),
            field(&S::sync_max_diff, "sync_max_diff", "", "The largest |sync_w_a - sync_w_b|."),
            field(&S::small_sync_rate, "small_sync_rate", "1/s", "The small case: gradients per second, synchronous."),
            field(&S::small_async_rate, "small_async_rate", "1/s", "The same, asynchronous."),
            field(&S::small_sync_target_time, "small_sync_target_time", "s",
                  "When synchronous SGD first reached the target (-1: not within the run)."),
            field(&S::small_async_target_time, "small_async_target_time", "s", "The same for asynchronous SGD."),
            field(&S::small_verdict, "small_verdict", "", "Who reached the target first: sync, async, or neither.",
                  {"sync", "async", "neither"}),
            field(&S::small_speedup, "small_speedup", "",
                  "Asynchronous target time over synchronous (above 1: sync is faster; 0 unless both reached it)."),
            field(&S::message, "message", "", "One sentence on the run."),
        });
    return table;
}

} // namespace sgd
