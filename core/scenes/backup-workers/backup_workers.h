#pragma once
// Backup workers and sync/async hybrids: synchronous rounds that close once the first K - b of
// the K gradients have arrived (the b slowest are dropped: their waiting is saved, their samples
// lost), beside the plain synchronous run (b = 0, the sync scene's arithmetic and compute-time
// model), pure async (the async server's simulation) and a hybrid that runs plain synchronous
// rounds for a warm-up and then switches to async.

#include "backup_workers_trace.h"
#include "core/run_context.h"
#include "core/sim/sync_rounds.h"

#include <cstdint>

namespace sgd {

struct SceneDef;

struct BackupWorkersConfig {
    SyncConfig sync;          ///< w0, eta, shards, compute times and rounds; mean aggregation
    int backups = 1;          ///< b: the slowest gradients each round leaves out
    bool randomTimes = false; ///< every gradient's time drawn exponential around the worker's compute time
    std::uint64_t seed = 1;
    double asyncEta = 0.025; ///< the step of each asynchronous update
    int warmupRounds = 3;    ///< the hybrid's plain synchronous rounds before it goes async
};

Trace runBackupWorkers(const BackupWorkersConfig &cfg, const RunContext &ctx = {});

/// The scene's registration (id "backup-workers"): parameters, ranges, run and schema.
SceneDef backupWorkersScene();

} // namespace sgd
