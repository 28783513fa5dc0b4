#pragma once
// The sync scene's parameters, typed (core/param_table.h); the table is in sync_scene.cpp.

#include "core/param_table.h"

namespace sgd {

struct SyncParams {
    double w0 = 0;
    double eta = 0;
    std::vector<std::pair<double, double>> data;
    int workers = 0;
    std::string aggregate;
    std::string topology;
    int rounds = 0;
    std::vector<double> compute;
    std::vector<double> shard_sizes;
    double model_mb = 0;
};

template <> const ParamTable<SyncParams> &paramTable<SyncParams>();

} // namespace sgd
