#pragma once
// Backup workers and sync/async hybrids: synchronous rounds that close once the first K - b of
// the K gradients have arrived (the b slowest are dropped: their waiting is saved, their samples
// lost), beside the plain synchronous run (b = 0, the sync scene's arithmetic and compute-time
// model), pure async (the async server's simulation) and a hybrid that runs plain synchronous
// rounds for a warm-up and then switches to async.

#include "backup_workers_params.h"
#include "backup_workers_trace.h"
#include "core/run_context.h"
#include "core/sim/sync_rounds.h"

#include <cstdint>

namespace sgd {

struct SceneDef;

struct BackupWorkersConfig : BackupSettings {
    SyncConfig sync; ///< w0, eta, shards, compute times and rounds; mean aggregation
};

Trace runBackupWorkers(const BackupWorkersConfig &cfg, const RunContext &ctx = {});

/// The scene's registration (id "backup-workers"): parameters, ranges, run and schema.
SceneDef backupWorkersScene();

} // namespace sgd
