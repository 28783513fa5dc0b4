#pragma once
// The sharded-servers scene's parameters, typed (core/param_table.h); the table is in sharded_servers.cpp.

#include "core/param_table.h"

namespace sgd {

struct ShardedServersParams {
    int workers = 0;
    int shards = 0;
    std::vector<double> split;
    int hot_shard = 0;
    double hot_factor = 0;
    double compute = 0;
    double model_mb = 0;
    double link_mbps = 0;
    double apply_ms = 0;
    double eta = 0;
    double w0 = 0;
    int updates = 0;
};

template <> const ParamTable<ShardedServersParams> &paramTable<ShardedServersParams>();

} // namespace sgd
