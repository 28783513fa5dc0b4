#pragma once
// The overlap scene's trace in typed form (field tables in overlap_trace.cpp).

#include "core/trace_schema.h"

namespace sgd {

/// One frame: one bucket's backward pass and all-reduce (frame 0, the start, has no bucket).
struct OverlapBucket {
    int step = 0;
    int bucket = 0;      ///< in all-reduce order, from 1; 0 at the start
    int first_layer = 0; ///< layers numbered from 1; 0 at the start
    int last_layer = 0;
    double bytes = 0;
    double compute_start = 0;
    double compute_end = 0;
    double comm_start = 0;
    double comm_end = 0;
    double comm_ms = 0;
    double naive_comm_start = 0;
    double naive_comm_end = 0;
    double waited_for_link = 0;
};

/// One layer's backward pass and the bucket its gradient travels in.
struct OverlapLayer {
    int layer = 0; ///< from 1
    double compute_start = 0;
    double compute_end = 0;
    double bytes = 0;
    int bucket = 0; ///< 0: the layer's bucket did not run (a frame limit)
};

struct OverlapMeta {
    std::vector<OverlapLayer> layers;
    int workers = 0;
    double bandwidth_bytes_per_ms = 0;
    double latency_ms = 0;
};

struct OverlapSummary {
    bool diverged = false;
    int buckets = 0;
    double compute_total = 0;
    double comm_total = 0;
    double step_time_naive = 0;
    double step_time_overlapped = 0;
    double hidden_comm_fraction = 0;
    double step_time_saved = 0;
    std::string message;
};

using OverlapTrace = TypedTrace<OverlapBucket, OverlapMeta, OverlapSummary>;

template <> const FieldTable<OverlapBucket> &fieldTable<OverlapBucket>();
template <> const FieldTable<OverlapLayer> &fieldTable<OverlapLayer>();
template <> const FieldTable<OverlapMeta> &fieldTable<OverlapMeta>();
template <> const FieldTable<OverlapSummary> &fieldTable<OverlapSummary>();

} // namespace sgd
