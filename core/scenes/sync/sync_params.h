#pragma once
// The sync scene's parameters, typed (core/param_table.h); the table is in sync_scene.cpp.
// The defaults are the table's.

#include "core/param_table.h"
#include "core/sim/sync_rounds.h"

namespace sgd {

/// The rounds' own settings (w0, eta, aggregate, topology, rounds) are inherited whole; the rest
/// is what the scene derives the workers from.
struct SyncParams : SyncSettings {
    std::vector<std::pair<double, double>> data{{1, 3}, {2, 5}, {3, 7}, {4, 9}};
    int workers = 0;
    std::vector<double> compute;
    std::vector<double> shard_sizes;
    double model_mb = 100;
    bool operator==(const SyncParams &) const = default;
};

template <> const ParamTable<SyncParams> &paramTable<SyncParams>();

} // namespace sgd
