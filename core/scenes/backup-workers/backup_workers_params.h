#pragma once
// The backup-workers scene's parameters, typed (core/param_table.h); the table is in backup_workers.cpp.

#include "core/param_table.h"
#include "core/sim/sync_rounds.h"

#include <cstdint>

namespace sgd {

/// What the scene adds to the synchronous rounds (BackupWorkersConfig takes it whole).
struct BackupSettings {
    int backups = 1;          ///< b: the slowest gradients each round leaves out
    bool randomTimes = false; ///< every gradient's time drawn exponential around the worker's compute time
    std::uint64_t seed = 1;
    double asyncEta = 0.025; ///< the step of each asynchronous update
    int warmupRounds = 3;    ///< the hybrid's plain synchronous rounds before it goes async
};

/// The rounds' settings (w0, eta, rounds; mean aggregation on a star, which have no row) and the
/// scene's own are inherited whole; the rest is what the scene derives the workers from.
struct BackupWorkersParams : SyncSettings, BackupSettings {
    std::vector<std::pair<double, double>> data;
    int workers = 0;
    std::vector<double> compute;
};

template <> const ParamTable<BackupWorkersParams> &paramTable<BackupWorkersParams>();

} // namespace sgd
