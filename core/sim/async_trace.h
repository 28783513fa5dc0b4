#pragma once
// The asynchronous scene's trace in typed form (field tables in async_trace.cpp): one AsyncUpdate
// per frame, the scene data in AsyncMeta (what every worker did when, as named WorkerInterval
// records), the summary.

#include "core/trace_schema.h"

namespace sgd {

/// What a worker was doing during one interval of server time.
enum class IntervalKind {
    Applied,    ///< computing a gradient that the server then applied
    Lost,       ///< computing a gradient that was lost when the worker failed
    SspWait,    ///< waiting: too far ahead of the slowest worker (SSP bound)
    Down,       ///< failed, not yet back
    Unfinished, ///< still computing when the run ended
    QuorumWait, ///< pushed, waiting for a quorum of workers before pulling
};

/// The kind's name in traces ("applied", "lost", "ssp-wait", "down", "unfinished", "quorum-wait").
const std::string &intervalKindName(IntervalKind kind);
/// The kind named so; throws TraceFormatError on a name that is not one of them.
IntervalKind intervalKindFromName(const std::string &name);

/// One interval on a worker's lane.
struct WorkerInterval {
    int worker = 0;   ///< numbered from 1
    double start = 0; ///< server time
    double end = 0;
    std::string kind;          ///< intervalKindName(...)
    std::optional<int> update; ///< applied only: the server update the gradient became

    IntervalKind kindValue() const { return intervalKindFromName(kind); }
    /// The worker was computing a gradient (applied, lost or unfinished), not waiting or down.
    bool computing() const
    {
        const IntervalKind k = kindValue();
        return k == IntervalKind::Applied || k == IntervalKind::Unfinished || k == IntervalKind::Lost;
    }
};

/// One frame: one gradient applied by the server (frame 0 is the start, nothing applied yet).
struct AsyncUpdate {
    int step = 0;
    int update = 0;
    double time = 0;
    int worker = 0; ///< numbered from 1; 0 at the start
    double w_read = 0;
    double w_before = 0;
    double grad = 0;
    double w_after = 0;
    int staleness = 0;
    double gap = 0;
    double eta_used = 0;
    double start_time = 0;
    int read_version = 0;
    int server_writes = 0;
    int sync_writes_same_work = 0;
    std::vector<double> clocks;

    /// Frame 0 is the start: no gradient has arrived, so it names no worker.
    bool isStart() const { return worker < 1; }
};

struct AsyncMeta {
    int workers = 0;
    std::vector<double> compute_times;
    std::vector<double> data_x;
    std::vector<double> data_y;
    double w0 = 0;
    double w_best = 0;
    std::vector<WorkerInterval> worker_intervals;
    std::string pull_policy;
    std::string lr_rule; ///< "constant" or "staleness"
    double sync_round_time = 0;
    std::vector<double> sync_times;
    std::vector<double> sync_weights;
};

struct AsyncSummary {
    bool diverged = false;
    int server_writes = 0;
    int sync_writes_same_work = 0;
    double end_time = 0;
    double final_w = 0;
    int max_staleness = 0;
    double mean_staleness = 0;
    std::string message;
};

using AsyncTrace = TypedTrace<AsyncUpdate, AsyncMeta, AsyncSummary>;

template <> const FieldTable<WorkerInterval> &fieldTable<WorkerInterval>();
template <> const FieldTable<AsyncUpdate> &fieldTable<AsyncUpdate>();
template <> const FieldTable<AsyncMeta> &fieldTable<AsyncMeta>();
template <> const FieldTable<AsyncSummary> &fieldTable<AsyncSummary>();

} // namespace sgd
