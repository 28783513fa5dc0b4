#include "mini_batch_trace.h"

namespace sgd {

template <> const FieldTable<MiniBatchStep> &fieldTable<MiniBatchStep>()
{
    using S = MiniBatchStep;
    static const FieldTable<S> table(
        "MiniBatchStep",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n updates."),
            field(&S::update, "update", "", "How many updates w has made so far (the same number as step)."),
            field(&S::epoch, "epoch", "", "The pass over the tape this update belongs to, from 1."),
            field(&S::batch_index, "batch_index", "", "The batch within its epoch, from 1; 0 at the start."),
            field(&S::batch_size, "batch_size", "samples", "How many samples this update averaged, repeats included."),
            field(&S::w, "w", "", "The weight after this update."),
            field(&S::loss, "loss", "", "The loss over all samples, 1/2 mean (w*x - y)^2, at w."),
            field(&S::w_before, "w_before", "", "The weight the batch's gradients were taken at."),
            field(&S::grad, "grad", "", "The batch's mean gradient."),
            field(&S::samples_seen, "samples_seen", "samples", "How many samples all updates so far have used."),
            field(&S::tape_start, "tape_start", "", "The tape position (from 0) of the batch's first sample."),
            field(&S::tape_end, "tape_end", "", "The tape position (from 0) of the batch's last sample; -1 at the start."),
            field(&S::padded_in_batch, "padded_in_batch", "samples", "How many samples of this batch are repeats that pad it."),
            field(&S::batch_x, "batch_x", "",
                  "The batch's distinct inputs x, ascending (the tape holds four: 1, 2, 3, 4); absent at the start."),
            field(&S::batch_y, "batch_y", "", "Their targets y, in the same order."),
            field(&S::batch_count, "batch_count", "samples",
                  "How many times each is in this batch, repeats included; they add up to batch_size."),
            field(&S::batch_grads, "batch_grads", "",
                  "Each one's gradient at the frozen weight, (w_before*x - y)*x; grad is their mean weighted by batch_count."),
        });
    return table;
}

template <> const FieldTable<MiniBatchMeta> &fieldTable<MiniBatchMeta>()
{
    using S = MiniBatchMeta;
    static const FieldTable<S> table(
        "MiniBatchMeta",
        {
            field(&S::n, "n", "samples", "How many samples the tape holds."),
            field(&S::batch, "batch", "samples", "The batch size B."),
            field(&S::leftover_policy, "leftover_policy", "", "What happens to the short last batch.", {"keep", "drop", "pad"}),
            field(&S::full_batches, "full_batches", "", "How many full batches fit on the tape, n / B rounded down."),
            field(&S::leftover, "leftover", "samples", "The samples left after the full batches, n mod B."),
            field(&S::dropped, "dropped", "samples", "How many samples the drop policy leaves out of an epoch."),
            field(&S::padded, "padded", "samples", "How many repeated samples the pad policy adds to the last batch."),
            field(&S::padded_positions, "padded_positions", "", "The tape positions (from 0) the pad policy repeats."),
            field(&S::tape_ticks, "tape_ticks", "", "The tape position (from 0) of the last sample of each update in epoch 1."),
            field(&S::updates_per_epoch_sample, "updates_per_epoch_sample", "", "Updates per epoch with B = 1."),
            field(&S::updates_per_epoch_mini, "updates_per_epoch_mini", "", "Updates per epoch with this B and leftover policy."),
            field(&S::updates_per_epoch_full, "updates_per_epoch_full", "", "Updates per epoch with B = n: one."),
            field(&S::updates_per_epoch_keep, "updates_per_epoch_keep", "",
                  "Updates per epoch with this B if the leftover is kept."),
            field(&S::updates_per_epoch_drop, "updates_per_epoch_drop", "",
                  "Updates per epoch with this B if the leftover is dropped."),
            field(&S::updates_per_epoch_pad, "updates_per_epoch_pad", "",
                  "Updates per epoch with this B if the leftover is padded."),
            field(&S::w_best, "w_best", "", "The weight with the lowest loss over all samples."),
            field(&S::frozen_w, "frozen_w", "", "The frozen-weight batch: the weight all its gradients are taken at (w0)."),
            field(&S::frozen_x, "frozen_x", "", "The frozen-weight batch: the inputs of its samples."),
            field(&S::frozen_y, "frozen_y", "", "The frozen-weight batch: the targets of its samples."),
            field(&S::frozen_grads, "frozen_grads", "", "The frozen-weight batch: one gradient per sample, all at frozen_w."),
            field(&S::frozen_mean_grad, "frozen_mean_grad", "", "The frozen-weight batch: the mean of its gradients."),
            field(&S::frozen_w_next, "frozen_w_next", "", "The frozen-weight batch: the weight after its one update."),
            field(&S::sample_updates, "sample_updates", "", "The sample-wise curve: the update count of each point."),
            field(&S::sample_seen, "sample_seen", "samples", "The sample-wise curve: the samples seen at each point."),
            field(&S::sample_loss, "sample_loss", "", "The sample-wise curve: the loss over all samples at each point."),
            field(&S::full_updates, "full_updates", "", "The full-batch curve: the update count of each point."),
            field(&S::full_seen, "full_seen", "samples", "The full-batch curve: the samples seen at each point."),
            field(&S::full_loss, "full_loss", "", "The full-batch curve: the loss over all samples at each point."),
            field(&S::mini_loss, "mini_loss", "",
                  "The chosen cadence: the loss over all samples after each update, from the start."),
            field(&S::mini_seen, "mini_seen", "samples",
                  "The chosen cadence: the samples seen after each update, from the start."),
            field(&S::eta, "eta", "", "The learning rate."),
            field(&S::epochs, "epochs", "", "How many passes over the tape the run was asked for."),
        });
    return table;
}

template <> const FieldTable<MiniBatchSummary> &fieldTable<MiniBatchSummary>()
{
    using S = MiniBatchSummary;
    static const FieldTable<S> table(
        "MiniBatchSummary",
        {
            field(&S::diverged, "diverged", "", "1 when the run diverged."),
            field(&S::updates, "updates", "", "The number of updates in the trace."),
            field(&S::updates_per_epoch, "updates_per_epoch", "", "Updates per epoch with this B and leftover policy."),
            field(&S::final_w, "final_w", "", "The weight after the last update."),
            field(&S::final_loss, "final_loss", "", "The loss over all samples at final_w."),
            field(&S::message, "message", "", "One sentence on how the run ended."),
        });
    return table;
}

} // namespace sgd
