#pragma once
// The sharded-servers scene's trace in typed form (field tables in sharded_servers_trace.cpp): one
// frame per push every shard has applied, with each shard's load so far; the lanes (computing,
// queued at the shards, being served, each shard applying), each shard's cost and load over the run,
// and the throughput sweep (updates per second against K for several shard counts) in the meta.

#include "core/trace_schema.h"

namespace sgd {

/// One frame: push `update` applied by every shard (frame 0 is the start, nothing applied yet).
struct ShardedServersStep {
    int step = 0;
    int update = 0;
    double time = 0;       ///< when the shards finished applying it (the worker pulls then)
    int worker = 0;        ///< numbered from 1; 0 at the start
    double arrival = 0;    ///< when the push reached the shards
    double queue_wait = 0; ///< time it waited behind other pushes
    int queue_len = 0;     ///< pushes still waiting at the shards after this one
    int staleness = 0;
    double w_read = 0;
    double w_before = 0;
    double grad = 0;
    double w_after = 0;
    double rate = 0;                  ///< updates per second so far
    double busy = 0;                  ///< share of the time so far the busiest shard spent serving pushes
    int last_shard = 0;               ///< the shard that answered last (the worker waited for it); 0 at the start
    std::vector<double> shard_pushes; ///< pushes each shard has finished so far
    std::vector<double> shard_busy;   ///< share of [0, time] each shard spent serving pushes
    std::vector<double> shard_queue;  ///< pushes waiting at each shard once this one is applied
};

/// One interval on a lane: a worker computing, its push queued or being served, or the shards applying a push.
struct ShardInterval {
    int lane = 0;   ///< worker numbered from 1; 0 = the shards
    int shard = 0;  ///< apply: the shard serving; queued/served: the shard the worker waited for last; else 0
    int worker = 0; ///< whose gradient or push it is
    double start = 0;
    double end = 0;
    std::string kind; ///< "compute", "queued", "served" (worker lanes), "apply" (the shards)
    int update = 0;   ///< the push it belongs to (0 for a gradient unfinished at the end)
};

/// One point of the sweep: K workers on S shards.
struct ThroughputPoint {
    int shards = 0;
    int workers = 0;
    double rate = 0;     ///< updates per second, steady state
    double ceiling = 0;  ///< what S shards can apply per second (0 = no limit)
    double free = 0;     ///< what the K workers would push per second with a free server
    bool as_run = false; ///< the run's own split and hot shard (false: S equal shards)
};

/// One shard over the whole run: its slice, its cost per push and the load it carried.
struct ShardLoad {
    int shard = 0;
    double share = 0;
    double slice_mb = 0;
    double transfer_time = 0;
    double apply_time = 0;
    double service_time = 0;
    double ceiling = 0;
    bool hot = false;
    int pushes = 0;
    double mb_in = 0;
    double mb_out = 0;
    double busy_time = 0;
    double busy = 0;
};

struct ShardedServersMeta {
    int workers = 0;
    int shards = 0;
    std::vector<double> compute_times;
    std::vector<double> data_x;
    std::vector<double> data_y;
    double w0 = 0;
    double w_best = 0;
    double eta = 0;
    double model_mb = 0;
    double link_mbps = 0;
    double apply_ms = 0;
    std::vector<double> split; ///< each shard's share of the parameters
    int hot_shard = 0;
    double hot_factor = 1;
    int slowest_shard = 0;    ///< the shard with the longest service time (it sets the ceiling); 0 = all free
    double slice_mb = 0;      ///< the slowest shard's slice (these four: shard_loads[slowest_shard - 1])
    double transfer_time = 0; ///< its slice in and out over its link
    double apply_time = 0;    ///< applying its slice
    double service_time = 0;  ///< its time per push: the longest of any shard
    double ceiling = 0;       ///< 1 / service_time (0 = no limit)
    double free_rate = 0;     ///< sum of 1/compute: the workers' rate with a free server
    std::vector<ShardLoad> shard_loads;
    std::vector<ShardInterval> intervals;
    std::vector<ThroughputPoint> sweep;
};

struct ShardedServersSummary {
    bool diverged = false;
    double end_time = 0;
    double rate = 0;
    double ceiling = 0;
    int slowest_shard = 0;
    double free_rate = 0;
    double efficiency = 0; ///< rate / free_rate
    bool saturated = false;
    double mean_queue_wait = 0;
    int max_queue = 0;
    double busy = 0;
    double mean_staleness = 0;
    int max_staleness = 0;
    double final_w = 0;
    int saturation_k = 0; ///< the fewest workers at which one server runs at 90% of its ceiling (0 = none in the sweep)
    std::string message;
};

using ShardedServersTrace = TypedTrace<ShardedServersStep, ShardedServersMeta, ShardedServersSummary>;

template <> const FieldTable<ShardedServersStep> &fieldTable<ShardedServersStep>();
template <> const FieldTable<ShardInterval> &fieldTable<ShardInterval>();
template <> const FieldTable<ThroughputPoint> &fieldTable<ThroughputPoint>();
template <> const FieldTable<ShardLoad> &fieldTable<ShardLoad>();
template <> const FieldTable<ShardedServersMeta> &fieldTable<ShardedServersMeta>();
template <> const FieldTable<ShardedServersSummary> &fieldTable<ShardedServersSummary>();

} // namespace sgd
