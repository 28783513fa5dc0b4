#pragma once
// The sharded-servers scene's parameters, typed (core/param_table.h); the table is in sharded_servers.cpp.

#include "core/param_table.h"
#include "core/sim/sharded_servers.h"

namespace sgd {

/// The shards (shards, split, hot shard and factor, model, link, apply time) and the server's
/// settings (w0, eta, updates; the constant rule, which has no row) are inherited whole; the rest is
/// what the scene builds its workers from.
struct ShardedServersParams : ShardLayout, AsyncSettings {
    int workers = 0;
    double compute = 0;
};

template <> const ParamTable<ShardedServersParams> &paramTable<ShardedServersParams>();

} // namespace sgd
