#include "sync_trace.h"

namespace sgd {

template <> const FieldTable<RingScheduleStep> &fieldTable<RingScheduleStep>()
{
    using S = RingScheduleStep;
    static const FieldTable<S> table(
        "RingScheduleStep",
        {
            field(&S::step, "step", "", "The step of the ring schedule, 1 to 2(K-1), in the order they run."),
            field(&S::phase, "phase", "",
                  "reduce-scatter builds the sums chunk by chunk; all-gather hands the finished chunks round.",
                  {kRingReduceScatter, kRingAllGather}),
            field(&S::chunks, "chunks", "",
                  "The chunk each worker sends to the next one on the ring, one per worker, chunks numbered from 1."),
        });
    return table;
}

template <> const FieldTable<SyncRound> &fieldTable<SyncRound>()
{
    using S = SyncRound;
    static const FieldTable<S> table(
        "SyncRound",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n rounds."),
            field(&S::round, "round", "", "The round this frame shows (0 = the start, before any round).")
                .within(0, kTraceMaxCount),
            field(&S::w, "w", "", "The weight every worker pulled at the start of the round."),
            field(&S::grads, "grads", "", "Each worker's gradient on its own shard, one per worker."),
            field(&S::mean_grad, "mean_grad", "", "The plain mean of the workers' gradients."),
            field(&S::aggregated, "aggregated", "", "The combined gradient the update uses (mean, sum or FedAvg weighting)."),
            field(&S::step_size, "step_size", "",
                  "The step the update multiplies the combined gradient by (eta, or eta/K for sum)."),
            field(&S::w_next, "w_next", "", "The weight after the round's one global update."),
            field(&S::loss, "loss", "", "The loss over all shards at w."),
            field(&S::loss_next, "loss_next", "", "The loss over all shards at w_next."),
            field(&S::worker_weights, "worker_weights", "", "The weight each worker holds during the round (all the same)."),
            field(&S::round_start, "round_start", "s", "When the round began on the simulated clock.").within(0, kTraceMaxTime),
            field(&S::finish_times, "finish_times", "s", "When each worker's gradient was ready.").within(0, kTraceMaxTime),
            field(&S::barrier_time, "barrier_time", "s", "When the slowest worker was done and the barrier opened.")
                .within(0, kTraceMaxTime),
            field(&S::idle, "idle", "s", "How long each worker waited at the barrier this round.").within(0, kTraceMaxTime),
            field(&S::idle_round, "idle_round", "s", "The workers' waiting this round, added up.").within(0, kTraceMaxTime),
            field(&S::idle_total, "idle_total", "s", "The workers' waiting in all rounds so far, added up.")
                .within(0, kTraceMaxTime),
            field(&S::bytes_sent, "bytes_sent", "bytes", "What each worker sends in the round.").within(0, kTraceMagnitude),
            field(&S::bytes_received, "bytes_received", "bytes", "What each worker receives in the round.")
                .within(0, kTraceMagnitude),
            field(&S::server_fan_in, "server_fan_in", "bytes", "Star only: what the server takes in per round (K gradients)."),
            field(&S::server_fan_out, "server_fan_out", "bytes",
                  "Star only: what the server sends out per round (K copies of w)."),
            field(&S::global_updates, "global_updates", "", "Updates of the one global weight this round (1; 0 at the start).")
                .within(0, kTraceMaxCount),
        });
    return table;
}

template <> const FieldTable<SyncMeta> &fieldTable<SyncMeta>()
{
    using S = SyncMeta;
    static const FieldTable<S> table(
        "SyncMeta", {
                        field(&S::fit_slope, "fit_slope", "",
                              "Slope of the least-squares line with a bias (the true line the model cannot reach)."),
                        field(&S::fit_intercept, "fit_intercept", "", "Intercept of that line."),
                        field(&S::w_best, "w_best", "", "The best single weight, w_best_numerator / w_best_denominator."),
                        field(&S::w_best_numerator, "w_best_numerator", "", "Sum over the shards of n_k x_k y_k."),
                        field(&S::w_best_denominator, "w_best_denominator", "", "Sum over the shards of n_k x_k^2."),
                        field(&S::data_x, "data_x", "", "Each worker's x."),
                        field(&S::data_y, "data_y", "", "Each worker's y."),
                        field(&S::shard_sizes, "shard_sizes", "", "Samples each worker holds (FedAvg weights by them)."),
                        field(&S::compute_times, "compute_times", "s", "How long each worker takes for one gradient.")
                            .within(0, kTraceMaxTime),
                        field(&S::workers, "workers", "", "The number of workers K.").within(1, kTraceMaxWorkers),
                        field(&S::aggregate, "aggregate", "", "How the gradients are combined.", {"mean", "sum", "fedavg"}),
                        field(&S::topology, "topology", "", "star: a parameter server; ring: all-reduce among the workers.",
                              {"star", "ring"}),
                        field(&S::model_bytes, "model_bytes", "bytes", "The size of the model on the wire."),
                        field(&S::ring_chunks, "ring_chunks", "", "Ring only: the all-reduce schedule, one record per step."),
                        field(&S::ring_steps, "ring_steps", "", "Ring only: the number of steps of the schedule, 2(K-1).")
                            .within(0, kTraceMaxCount),
                        field(&S::contraction, "contraction", "",
                              "Each round multiplies the distance to w_best by this; above 1 in size the rounds run away."),
                    });
    return table;
}

template <> const FieldTable<SyncSummary> &fieldTable<SyncSummary>()
{
    using S = SyncSummary;
    static const FieldTable<S> table(
        "SyncSummary",
        {
            field(&S::diverged, "diverged", "", "1 when the run diverged."),
            field(&S::contraction, "contraction", "", "The factor each round multiplies the distance to w_best by."),
            field(&S::rounds, "rounds", "", "The number of rounds in the trace.").within(0, kTraceMaxCount),
            field(&S::final_w, "final_w", "", "The weight after the last round."),
            field(&S::w_best, "w_best", "", "The best single weight."),
            field(&S::idle_total, "idle_total", "s", "The workers' waiting at the barrier over the whole run.")
                .within(0, kTraceMaxTime),
            field(&S::server_updates, "server_updates", "", "Updates of the global weight (one per round).")
                .within(0, kTraceMaxCount),
            field(&S::message, "message", "", "One sentence on how the run ended."),
        });
    return table;
}

} // namespace sgd
