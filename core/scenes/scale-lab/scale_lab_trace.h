#pragma once
// The scale lab's trace in typed form (field tables in scale_lab_trace.cpp). A frame is one
// checkpoint with every chosen design's numbers side by side (a design that was not chosen leaves
// its fields out); the scene data carries each design's whole curve as a named record.

#include "core/trace_schema.h"

#include <optional>
#include <string>
#include <vector>

namespace sgd {

/// The designs the scale lab compares, in the order of its parameter's help.
inline const std::vector<std::string> &scaleLabDesigns()
{
    static const std::vector<std::string> d = {"sync", "async", "decentralized", "quantized"};
    return d;
}

/// One checkpoint: frame n is after n synchronous rounds (async: n K updates).
struct ScaleLabCheckpoint {
    int step = 0;
    std::optional<double> sync_loss, sync_time, sync_updates, sync_bytes;
    std::optional<double> async_loss, async_time, async_updates, async_bytes, async_mean_staleness;
    std::optional<double> decentralized_loss, decentralized_time, decentralized_updates, decentralized_bytes,
        decentralized_disagreement;
    std::optional<double> quantized_loss, quantized_time, quantized_updates, quantized_bytes, quantized_relative_error;
};

/// One design's numbers at a checkpoint.
struct ScaleLabPoint {
    double loss = 0, time = 0, updates = 0, bytes = 0;
};

/// The members of a checkpoint that belong to one design.
struct ScaleLabDesignFields {
    std::optional<double> ScaleLabCheckpoint::*loss;
    std::optional<double> ScaleLabCheckpoint::*time;
    std::optional<double> ScaleLabCheckpoint::*updates;
    std::optional<double> ScaleLabCheckpoint::*bytes;
    std::optional<double> ScaleLabCheckpoint::*extra; ///< staleness, disagreement or relative error; null for sync
};

/// The storages of X the scale lab offers (`storage`), float32 first: compute::toString's names.
inline const std::vector<std::string> &scaleLabStorages()
{
    static const std::vector<std::string> s = {"f32", "bf16", "f16"};
    return s;
}

/// The members of `design` (one of scaleLabDesigns()); throws std::invalid_argument for another name.
const ScaleLabDesignFields &scaleLabFields(const std::string &design);
/// A design's numbers at a checkpoint, or nullopt when the run did not include the design.
std::optional<ScaleLabPoint> scaleLabPoint(const ScaleLabCheckpoint &c, const std::string &design);

/// A design's whole run, one value per checkpoint.
struct ScaleLabCurve {
    std::string design;
    std::vector<double> loss, time, updates, bytes;
    std::optional<int> diverged_at; ///< the checkpoint from which the loss was held at a cap
    /// X kept in 16 bits only: the same design on float32 X, and (loss - fp32_loss) / fp32_loss.
    std::optional<std::vector<double>> fp32_loss, fp32_gap;
};

struct ScaleLabMeta {
    std::string backend;                ///< what computed and why (a fallback's reason)
    std::optional<std::string> storage; ///< how the backend kept X: "f32", "bf16", "f16"; absent in older traces (f32)
    Matrix surface;
    double surface_w_min = 0, surface_w_max = 0, surface_b_min = 0, surface_b_max = 0;
    double surface_eta = 0;
    std::vector<double> path_bias_w, path_bias_b, path_bias_loss, path_nobias_w, path_nobias_loss;
    double surface_best_w = 0, surface_best_b = 0, surface_nobias_w = 0;
    std::string loss;
    std::optional<double> decentralized_round_bytes;
    int workers = 0;
    int rows = 0;
    int features = 0;
    double model_bytes = 0;
    double quantized_message_bytes = 0;
    std::vector<double> shard_sizes, worker_speeds;
    double slowest_compute_s = 0;
    std::vector<ScaleLabCurve> curves; ///< in the order the designs were asked for
};

/// A design's last checkpoint.
struct ScaleLabFinal {
    std::string design;
    double loss = 0, time = 0, bytes = 0, updates = 0;
    std::optional<double> fp32_loss; ///< X kept in 16 bits only: the same design's last loss on float32 X
};

struct ScaleLabSummary {
    std::string backend; ///< what computed, in calm words for the projector
    double rows_computed = 0;
    double compute_seconds = 0;
    double throughput_rows_per_s = 0;
    std::optional<double> fp32_throughput_rows_per_s; ///< X kept in 16 bits only: the float32 runs' rows/s
    std::vector<ScaleLabFinal> finals;
    bool diverged = false;
    std::optional<std::string> message;
};

using ScaleLabTrace = TypedTrace<ScaleLabCheckpoint, ScaleLabMeta, ScaleLabSummary>;

template <> const FieldTable<ScaleLabCheckpoint> &fieldTable<ScaleLabCheckpoint>();
template <> const FieldTable<ScaleLabCurve> &fieldTable<ScaleLabCurve>();
template <> const FieldTable<ScaleLabMeta> &fieldTable<ScaleLabMeta>();
template <> const FieldTable<ScaleLabFinal> &fieldTable<ScaleLabFinal>();
template <> const FieldTable<ScaleLabSummary> &fieldTable<ScaleLabSummary>();

} // namespace sgd
