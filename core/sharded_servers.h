#pragma once
// Sharded parameter servers: the asynchronous server's workers (async_server.h, their lanes in
// async_lanes.h), but each push costs the server time. S shards each own 1/S of the parameters; a
// push sends every shard its slice, a shard takes pushes one at a time (its link carries the slice
// in and the fresh slice back out, then it applies it), and the worker computes again once every
// shard has answered. One server's pushes per second saturate as K grows; S shards lift the ceiling
// S times. With a free server (no bytes, no apply time) and S = 1 this is the asynchronous scene.

#include "async_server.h"
#include "sharded_servers_trace.h"

namespace sgd {

struct SceneDef;

struct ShardedConfig {
    AsyncConfig async;      ///< workers, data, compute times, eta, updates (pull after push, no SSP)
    int shards = 1;
    double modelMb = 100;   ///< the whole model on the wire
    double linkMbps = 1000; ///< each shard's link
    double applyMs = 100;   ///< one server applying a push to the whole model
};

/// A shard's time per push for `shards` shards: 2 (model/S) / link + (apply/S).
double shardServiceTime(const ShardedConfig &c, int shards);

Trace runShardedServers(const ShardedConfig &cfg, const RunContext &ctx = {});
/// The same run without a trace: every applied push in order, as the frames list them.
std::vector<ShardStep> simulateSharded(const ShardedConfig &cfg, ShardSummary *summary = nullptr);

/// The scene's registration (id "sharded-servers").
SceneDef shardedServersScene();

} // namespace sgd
