#pragma once
// The single-weight scene's trace in typed form (field tables in single_weight_trace.cpp).

#include "core/trace_schema.h"

namespace sgd {

struct SingleWeightStep {
    int step = 0;
    double w = 0;
    double y_hat = 0;
    double loss = 0;
    double grad = 0;
    double fd_grad = 0;
    double central_grad = 0;
    double w_next = 0;
    double loss_probe = 0;
    double loss_next = 0;
    double wrong_grad = 0;
    double step_size = 0;
    double distance = 0;
    bool overshoot = false;
};

struct SingleWeightMeta {
    double w_star = 0;
    double contraction = 0;
    double x = 0;
    double y = 0;
    double eta = 0;
    double h = 0;
};

struct SingleWeightSummary {
    bool diverged = false;
    std::string message;
    int steps = 0;
    std::optional<double> final_w;
    double w_star = 0;
};

using SingleWeightTrace = TypedTrace<SingleWeightStep, SingleWeightMeta, SingleWeightSummary>;

template <> const FieldTable<SingleWeightStep> &fieldTable<SingleWeightStep>();
template <> const FieldTable<SingleWeightMeta> &fieldTable<SingleWeightMeta>();
template <> const FieldTable<SingleWeightSummary> &fieldTable<SingleWeightSummary>();

} // namespace sgd
