#pragma once
// The async-pitfalls scene's trace in typed form (field tables in async_pitfalls_trace.cpp): the
// same asynchronous configuration run twice under different timing jitter (two arrival orders),
// synchronous SGD run twice under the same jitter, one frame per server update; and in the meta the
// small case (few workers, a cost per message) where async's speed buys nothing.

#include "core/trace_schema.h"

namespace sgd {

/// One frame: update `update` of both asynchronous runs, and the synchronous runs after the same
/// number of gradients (frame 0 is the start).
struct AsyncPitfallsStep {
    int step = 0;
    int update = 0;
    int worker_a = 0, worker_b = 0; ///< whose gradient each async run applied (0 at the start)
    double time_a = 0, time_b = 0;
    int staleness_a = 0, staleness_b = 0;
    double w_a = 0, w_b = 0;
    double diff = 0;     ///< w_a - w_b
    int sync_rounds = 0; ///< rounds the same gradients make: floor(update / K)
    double sync_w_a = 0, sync_w_b = 0;
    double sync_diff = 0; ///< sync_w_a - sync_w_b: 0 exactly
    double sync_time_a = 0, sync_time_b = 0;
};

struct AsyncPitfallsMeta {
    int workers = 0;
    std::vector<double> compute_times;
    std::vector<double> data_x;
    std::vector<double> data_y;
    double w0 = 0;
    double w_best = 0;
    double eta = 0;
    double jitter = 0;
    int seed_a = 0, seed_b = 0;
    // the small case
    int small_workers = 0;
    double message_s = 0;   ///< one model over one link
    double allreduce_s = 0; ///< sync: a ring all-reduce per round, 2 (K-1)/K message_s
    double server_s = 0;    ///< async: the server's time per push (the push in, the fresh model out), 2 message_s
    double target = 0;      ///< the loss above the best both must reach
    double start_loss = 0;
    std::vector<double> small_sync_time, small_sync_loss;
    std::vector<double> small_async_time, small_async_loss;
};

struct AsyncPitfallsSummary {
    bool diverged = false; ///< an async run's weight ran away (it is held at its last value)
    int first_split = 0;   ///< the first update where the two async runs applied different workers' gradients (0: none)
    double max_diff = 0;   ///< largest |w_a - w_b|
    double final_diff = 0;
    bool sync_identical = false; ///< every synchronous weight equal bit for bit
    double sync_max_diff = 0;
    double small_sync_rate = 0; ///< gradients per second
    double small_async_rate = 0;
    double small_sync_target_time = 0; ///< when sync first reached the target (-1: not within the run)
    double small_async_target_time = 0;
    std::string small_verdict; ///< "sync", "async" or "neither"
    double small_speedup = 0;  ///< async target time / sync target time (0 unless both reached it)
    std::string message;
};

using AsyncPitfallsTrace = TypedTrace<AsyncPitfallsStep, AsyncPitfallsMeta, AsyncPitfallsSummary>;

template <> const FieldTable<AsyncPitfallsStep> &fieldTable<AsyncPitfallsStep>();
template <> const FieldTable<AsyncPitfallsMeta> &fieldTable<AsyncPitfallsMeta>();
template <> const FieldTable<AsyncPitfallsSummary> &fieldTable<AsyncPitfallsSummary>();

} // namespace sgd
