#pragma once
// The mini-batch scene's trace in typed form (field tables in mini_batch_trace.cpp).

#include "core/trace_schema.h"

namespace sgd {

/// One update of the chosen cadence (frame 0: the start, before any update).
struct MiniBatchStep {
    int step = 0;
    int update = 0;
    int epoch = 1;
    int batch_index = 0;
    int batch_size = 0;
    double w = 0;
    double loss = 0;
    double w_before = 0;
    double grad = 0;
    int samples_seen = 0;
    int tape_start = 0;
    int tape_end = -1;
    std::optional<int> padded_in_batch; ///< absent in frame 0
    // The batch with w frozen at w_before, by distinct sample (x ascending). Absent in frame 0 and
    // in traces written before they were recorded (the window then shows the lecture's batch).
    std::optional<std::vector<double>> batch_x, batch_y;
    std::optional<std::vector<double>> batch_count; ///< how often the sample is in this batch (repeats included)
    std::optional<std::vector<double>> batch_grads; ///< its gradient (w_before x - y) x
};

/// The tape, the three cadences' counts, the frozen-weight batch and the comparison curves.
struct MiniBatchMeta {
    int n = 0;
    int batch = 0;
    std::string leftover_policy = "keep";
    int full_batches = 0;
    int leftover = 0;
    int dropped = 0;
    int padded = 0;
    std::vector<double> padded_positions;
    std::vector<double> tape_ticks;
    int updates_per_epoch_sample = 0;
    int updates_per_epoch_mini = 0;
    int updates_per_epoch_full = 0;
    int updates_per_epoch_keep = 0;
    int updates_per_epoch_drop = 0;
    int updates_per_epoch_pad = 0;
    double w_best = 0;
    double frozen_w = 0;
    std::vector<double> frozen_x;
    std::vector<double> frozen_y;
    std::vector<double> frozen_grads;
    double frozen_mean_grad = 0;
    double frozen_w_next = 0;
    std::vector<double> sample_updates;
    std::vector<double> sample_seen;
    std::vector<double> sample_loss;
    std::vector<double> full_updates;
    std::vector<double> full_seen;
    std::vector<double> full_loss;
    std::vector<double> mini_loss;
    std::vector<double> mini_seen;
    double eta = 0;
    int epochs = 0;
};

struct MiniBatchSummary {
    bool diverged = false;
    int updates = 0;
    int updates_per_epoch = 0;
    double final_w = 0;
    double final_loss = 0;
    std::string message;
};

using MiniBatchTrace = TypedTrace<MiniBatchStep, MiniBatchMeta, MiniBatchSummary>;

template <> const FieldTable<MiniBatchStep> &fieldTable<MiniBatchStep>();
template <> const FieldTable<MiniBatchMeta> &fieldTable<MiniBatchMeta>();
template <> const FieldTable<MiniBatchSummary> &fieldTable<MiniBatchSummary>();

} // namespace sgd
