#pragma once
// Sharded parameter servers: the asynchronous server's workers (core/sim/async_server.h), but each push costs
// the servers time. S shards each own a slice of the parameters (equal slices, or split unevenly)
// and each is a server of its own: its own link, its own queue served one push at a time, first come
// first served. A push sends every shard its slice at once; a shard takes the slice in, applies it
// and sends the fresh slice back; the update counts, and the worker computes again, once the last
// shard has answered. The slowest shard (the biggest slice, or a hot shard that is slowed down) sets
// the ceiling on pushes per second; one server saturates as K grows, S equal shards lift the ceiling
// S times. With a free server (no bytes, no apply time) and S = 1 this is the asynchronous scene.
//
// Events at one instant (the rule every scene follows): a shard finishing a push counts first, then
// pushes arriving, the one started earlier first (then the lower worker); then what starts (shards
// taking their next push, answered workers computing again).

#include "core/sim/async_server.h"
#include "sharded_servers_trace.h"

namespace sgd {

/// The shards and their costs as a scene's parameters hold them: the sharded-servers scene's
/// ShardedServersParams inherits them, so its config takes them whole.
struct ShardLayout {
    int shards = 1;
    double modelMb = 100;      ///< the whole model on the wire
    double linkMbps = 1000;    ///< each shard's link
    double applyMs = 100;      ///< one server applying a push to the whole model
    std::vector<double> split; ///< each shard's weight in the split of the parameters (over their sum); empty or one value = even
    int hotShard = 0;          ///< numbered from 1; 0 = none
    double hotFactor = 1;      ///< the hot shard's time per push is this many times its slice's
};

struct ShardedServersConfig : ShardLayout {
    AsyncConfig async; ///< workers, data, compute times, eta, updates (pull after push, no SSP)
};

/// One shard's slice and its cost per push.
struct ShardCost {
    double share = 0;        ///< its part of the parameters
    double sliceMb = 0;      ///< model * share
    double transferTime = 0; ///< 2 slice / link: the slice in and the fresh slice out
    double applyTime = 0;    ///< apply * share
    double serviceTime = 0;  ///< (transfer + apply), times hotFactor on the hot shard
    bool hot = false;
};

/// Every shard's cost per push, shard 1 first.
std::vector<ShardCost> shardCosts(const ShardedServersConfig &c);
/// The shard with the longest service time, numbered from 1 (the lowest on a tie; 0 when all are free).
int slowestShard(const std::vector<ShardCost> &costs);

Trace runShardedServers(const ShardedServersConfig &cfg, const RunContext &ctx = {});
/// The same run without a trace: every applied push in order, as the frames list them.
std::vector<ShardedServersStep> simulateSharded(const ShardedServersConfig &cfg, ShardedServersSummary *summary = nullptr);

/// What is wrong with a read-back trace's shards (empty when they fit together).
std::string shardTraceProblem(const ShardedServersTrace &t);

} // namespace sgd
