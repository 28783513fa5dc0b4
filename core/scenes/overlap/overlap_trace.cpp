#include "overlap_trace.h"

namespace sgd {

template <> const FieldTable<OverlapBucket> &fieldTable<OverlapBucket>()
{
    using S = OverlapBucket;
    static const FieldTable<S> table(
        "OverlapBucket",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n buckets."),
            field(&S::bucket, "bucket", "", "The bucket, in the order the all-reduces run, from 1; 0 at the start."),
            field(&S::first_layer, "first_layer", "",
                  "The lowest layer in the bucket (layers from 1; it finishes backward last)."),
            field(&S::last_layer, "last_layer", "", "The highest layer in the bucket (it finishes backward first)."),
            field(&S::bytes, "bytes", "bytes", "The size of the bucket's gradients."),
            field(&S::compute_start, "compute_start", "ms", "When the backward pass of the bucket's layers begins."),
            field(&S::compute_end, "compute_end", "ms",
                  "When the backward pass of the bucket's layers ends: the bucket is ready."),
            field(&S::comm_start, "comm_start", "ms", "When the bucket's all-reduce starts with overlap."),
            field(&S::comm_end, "comm_end", "ms", "When the bucket's all-reduce ends with overlap."),
            field(&S::comm_ms, "comm_ms", "ms", "How long the bucket's ring all-reduce takes."),
            field(&S::naive_comm_start, "naive_comm_start", "ms", "When the bucket's all-reduce starts without overlap."),
            field(&S::naive_comm_end, "naive_comm_end", "ms", "When the bucket's all-reduce ends without overlap."),
            field(&S::waited_for_link, "waited_for_link", "ms", "How long the ready bucket waited for the link to be free."),
        });
    return table;
}

template <> const FieldTable<OverlapLayer> &fieldTable<OverlapLayer>()
{
    using S = OverlapLayer;
    static const FieldTable<S> table(
        "OverlapLayer",
        {
            field(&S::layer, "layer", "", "The layer, from 1."),
            field(&S::compute_start, "compute_start", "ms", "When the layer's backward pass begins (the last layer goes first)."),
            field(&S::compute_end, "compute_end", "ms", "When the layer's backward pass ends."),
            field(&S::bytes, "bytes", "bytes", "The size of the layer's gradient."),
            field(&S::bucket, "bucket", "", "The bucket that carries the layer's gradient; 0 when that bucket did not run."),
        });
    return table;
}

template <> const FieldTable<OverlapMeta> &fieldTable<OverlapMeta>()
{
    using S = OverlapMeta;
    static const FieldTable<S> table(
        "OverlapMeta", {
                           field(&S::layers, "layers", "", "Every layer of the model, layer 1 first."),
                           field(&S::workers, "workers", "", "How many workers all-reduce each bucket."),
                           field(&S::bandwidth_bytes_per_ms, "bandwidth_bytes_per_ms", "bytes/ms", "The link bandwidth."),
                           field(&S::latency_ms, "latency_ms", "ms", "The fixed cost of every message hop."),
                       });
    return table;
}

template <> const FieldTable<OverlapSummary> &fieldTable<OverlapSummary>()
{
    using S = OverlapSummary;
    static const FieldTable<S> table(
        "OverlapSummary",
        {
            field(&S::diverged, "diverged", "", "Always 0: a schedule cannot diverge."),
            field(&S::buckets, "buckets", "", "How many buckets ran."),
            field(&S::compute_total, "compute_total", "ms", "The whole backward pass."),
            field(&S::comm_total, "comm_total", "ms", "All the all-reduces, one after another."),
            field(&S::step_time_naive, "step_time_naive", "ms", "The step without overlap: compute, then communication."),
            field(&S::step_time_overlapped, "step_time_overlapped", "ms", "The step with overlap."),
            field(&S::hidden_comm_fraction, "hidden_comm_fraction", "",
                  "The share of the communication hidden behind compute, 0 to 1."),
            field(&S::step_time_saved, "step_time_saved", "ms", "step_time_naive - step_time_overlapped."),
            field(&S::message, "message", "", "One sentence on what overlap saves."),
        });
    return table;
}

} // namespace sgd
