#pragma once
// The backup-workers scene's trace in typed form (field tables in backup_workers_trace.cpp): one
// frame per synchronous round that closes after the first K - b gradients, with the plain
// synchronous run (b = 0), pure async and the sync-then-async hybrid at the same amount of work.

#include "core/trace_schema.h"

namespace sgd {

/// One frame: round n of the backup run done (frame 0 is the start, every worker holding w0).
struct BackupWorkersRound {
    int step = 0;
    int round = 0;
    double w = 0;                  ///< the weight every worker pulled
    std::vector<double> grads;     ///< each worker's gradient at w (a dropped one is never used)
    std::vector<double> durations; ///< how long each worker's gradient took this round
    std::vector<double> dropped;   ///< the workers cut off this round, numbered from 1
    double aggregated = 0;         ///< the mean of the kept gradients
    double w_next = 0;
    double loss = 0; ///< over all shards at w
    double loss_next = 0;
    double round_start = 0;
    double close_time = 0;   ///< when the (K-b)-th gradient arrived and the round closed
    double full_barrier = 0; ///< when the last gradient would have arrived
    double time_saved = 0;   ///< full_barrier - close_time
    double idle_full = 0;    ///< the workers' waiting had the round waited for all K
    double idle_round = 0;   ///< the kept workers' waiting for the round to close
    double idle_saved = 0;   ///< idle_full - idle_round
    double compute_lost = 0; ///< compute the dropped workers had done when they were cut off
    int used = 0;            ///< gradients used this round (K - b)
    int lost = 0;            ///< gradients dropped this round (b)
    double time_saved_total = 0, idle_saved_total = 0, idle_total = 0, compute_lost_total = 0;
    int used_total = 0, lost_total = 0;
    double excess_next = 0; ///< loss above the best after the round
    // The other runs after the same amount of work (n rounds, or n K gradients for async).
    double sync_time = 0, sync_excess = 0, sync_idle_total = 0;
    int sync_used_total = 0;
    double async_time = 0, async_excess = 0;
    double hybrid_time = 0, hybrid_excess = 0;
    bool hybrid_async = false; ///< the hybrid has switched to async by now
};

struct BackupWorkersMeta {
    int workers = 0;
    int backups = 0;
    std::vector<double> data_x;
    std::vector<double> data_y;
    std::vector<double> compute_times; ///< each worker's time per gradient (the mean, with random times)
    std::string times;                 ///< fixed or random
    double w0 = 0;
    double w_best = 0;
    double loss_best = 0;
    double eta = 0;
    double async_eta = 0;
    int warmup_rounds = 0;
    double switch_time = 0; ///< when the hybrid went async
    double switch_w = 0;
    // Whole runs as loss above the best against wall-clock time; async points may be thinned.
    std::vector<double> backup_times, backup_excess;
    std::vector<double> sync_times, sync_excess;
    std::vector<double> async_times, async_excess;
    std::vector<double> hybrid_times, hybrid_excess;
};

struct BackupWorkersSummary {
    bool diverged = false;
    int rounds = 0;
    double end_time = 0;
    double sync_end_time = 0;
    double async_end_time = 0;
    double hybrid_end_time = 0;
    double time_saved_total = 0;
    double idle_saved_total = 0;
    double compute_lost_total = 0;
    int used_total = 0;
    int lost_total = 0;
    double final_w = 0;
    double w_best_kept = 0; ///< the best weight for the gradients that were used
    double final_excess = 0;
    double sync_final_excess = 0;
    double async_final_excess = 0;
    double hybrid_final_excess = 0;
    double sync_excess_at_end = 0; ///< the plain synchronous run's loss above the best when the backup run ends
    std::string message;
};

using BackupWorkersTrace = TypedTrace<BackupWorkersRound, BackupWorkersMeta, BackupWorkersSummary>;

template <> const FieldTable<BackupWorkersRound> &fieldTable<BackupWorkersRound>();
template <> const FieldTable<BackupWorkersMeta> &fieldTable<BackupWorkersMeta>();
template <> const FieldTable<BackupWorkersSummary> &fieldTable<BackupWorkersSummary>();

} // namespace sgd
