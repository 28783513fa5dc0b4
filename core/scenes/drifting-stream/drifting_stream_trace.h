#pragma once
// The drifting-stream scene's trace in typed form (field tables in drifting_stream_trace.cpp):
// three learners on one endless stream whose optimum moves, one frame per tick of stream time.

#include "core/trace_schema.h"

#include <optional>

namespace sgd {

/// One frame: the state at time `time` (frame 0 is time 0, before any update).
struct DriftingStreamStep {
    int step = 0;
    double time = 0;
    double opt_x = 0, opt_y = 0; ///< the optimum w* of the stream right now
    double async_x = 0, async_y = 0, async_error = 0;
    double stale_x = 0, stale_y = 0, stale_error = 0;
    double batch_x = 0, batch_y = 0, batch_error = 0;
    int async_updates = 0, stale_updates = 0;        ///< applied so far
    double async_staleness = 0, stale_staleness = 0; ///< mean staleness of the updates in this tick
    bool retrained = false;                          ///< the batch model was replaced at this tick
    bool drifting = false;                           ///< the drift has begun
};

struct DriftingStreamMeta {
    std::string drift; ///< "shift" or "rotation"
    double drift_time = 0;
    double shift_angle = 0; ///< degrees
    double turn_rate = 0;   ///< degrees per tick
    double radius = 0;
    double start_angle = 0; ///< degrees
    double jump = 0;        ///< how far the optimum jumps at a shift
    double drift_speed = 0; ///< how far it moves per tick while it rotates
    int workers = 0;
    int high_staleness_workers = 0;
    double compute_time = 0;       ///< ticks per gradient of an async worker
    double stale_compute_time = 0; ///< the same for a high-staleness worker
    double eta = 0;
    int batch = 0;
    double noise = 0;
    int refit_interval = 0;
    int stream_rate = 0; ///< micro-batches the stream produces per tick
    std::vector<double> retrain_times;
    double tolerance = 0;
    double start_x = 0, start_y = 0; ///< the model fitted to the history before time 0
    int seed = 0;
};

struct DriftingStreamSummary {
    bool diverged = false;
    double before_async = 0, before_stale = 0, before_batch = 0; ///< error the tick before the drift
    double at_drift_async = 0, at_drift_stale = 0, at_drift_batch = 0;
    std::optional<double> recover_async, recover_stale, recover_batch; ///< ticks after the drift; absent: never
    double mean_async = 0, mean_stale = 0, mean_batch = 0;             ///< from the drift to the end
    double max_async = 0, max_stale = 0, max_batch = 0;                ///< from the drift to the end
    std::optional<double> next_retrain;
    double batch_before_retrain = 0, batch_after_retrain = 0;
    bool async_first = false; ///< async was back within the tolerance before that retrain
    double staleness_async = 0, staleness_stale = 0;
    int updates_async = 0, updates_stale = 0;
    std::string message;
};

using DriftingStreamTrace = TypedTrace<DriftingStreamStep, DriftingStreamMeta, DriftingStreamSummary>;

template <> const FieldTable<DriftingStreamStep> &fieldTable<DriftingStreamStep>();
template <> const FieldTable<DriftingStreamMeta> &fieldTable<DriftingStreamMeta>();
template <> const FieldTable<DriftingStreamSummary> &fieldTable<DriftingStreamSummary>();

/// The three learners in the order the scene shows them, with the members that hold their numbers.
struct DriftLearner {
    const char *id;    ///< "async", "stale", "batch"
    const char *title; ///< for legends, in English (render shows coreText(title))
    double DriftingStreamStep::*x;
    double DriftingStreamStep::*y;
    double DriftingStreamStep::*error;
    double DriftingStreamSummary::*before;
    double DriftingStreamSummary::*atDrift;
    std::optional<double> DriftingStreamSummary::*recover;
    double DriftingStreamSummary::*mean;
    double DriftingStreamSummary::*max;
};
const std::vector<DriftLearner> &driftLearners();

} // namespace sgd
