#pragma once
// The synchronous scene's trace in typed form (field tables in sync_trace.cpp): one SyncRound per
// frame, the scene data in SyncMeta (the ring schedule as named RingStep records), the summary.

#include "core/trace_schema.h"

namespace sgd {

/// One step of the ring all-reduce schedule: which chunk every worker forwards to its neighbour.
struct RingScheduleStep {
    int step = 0;               ///< 1 .. 2(K-1), in the order the ring runs them
    std::string phase;          ///< kRingReduceScatter or kRingAllGather
    std::vector<double> chunks; ///< the chunk worker k sends to worker k+1, chunks numbered from 1

    bool allGather() const;
};

inline const std::string kRingReduceScatter = "reduce-scatter";
inline const std::string kRingAllGather = "all-gather";

inline bool RingScheduleStep::allGather() const
{
    return phase == kRingAllGather;
}

/// One frame: round n done (frame 0 is the start, every worker holding w0).
struct SyncRound {
    int step = 0;
    int round = 0;
    double w = 0;
    std::vector<double> grads;
    double mean_grad = 0;
    double aggregated = 0;
    double step_size = 0;
    double w_next = 0;
    double loss = 0;
    double loss_next = 0;
    std::vector<double> worker_weights;
    double round_start = 0;
    std::vector<double> finish_times;
    double barrier_time = 0;
    std::vector<double> idle;
    double idle_round = 0;
    double idle_total = 0;
    std::vector<double> bytes_sent;
    std::vector<double> bytes_received;
    std::optional<double> server_fan_in;  ///< star only
    std::optional<double> server_fan_out; ///< star only
    int global_updates = 0;
};

struct SyncMeta {
    double fit_slope = 0;
    double fit_intercept = 0;
    double w_best = 0;
    double w_best_numerator = 0;
    double w_best_denominator = 0;
    std::vector<double> data_x;
    std::vector<double> data_y;
    std::vector<double> shard_sizes;
    std::vector<double> compute_times;
    int workers = 0;
    std::string aggregate;
    std::string topology;
    double model_bytes = 0;
    std::optional<std::vector<RingScheduleStep>> ring_chunks; ///< ring only
    std::optional<int> ring_steps;                            ///< ring only
    double contraction = 0;

    bool ring() const { return topology == "ring"; }
};

struct SyncSummary {
    bool diverged = false;
    double contraction = 0;
    int rounds = 0;
    double final_w = 0;
    double w_best = 0;
    double idle_total = 0;
    int server_updates = 0;
    std::string message;
};

using SyncTrace = TypedTrace<SyncRound, SyncMeta, SyncSummary>;

template <> const FieldTable<RingScheduleStep> &fieldTable<RingScheduleStep>();
template <> const FieldTable<SyncRound> &fieldTable<SyncRound>();
template <> const FieldTable<SyncMeta> &fieldTable<SyncMeta>();
template <> const FieldTable<SyncSummary> &fieldTable<SyncSummary>();

} // namespace sgd
