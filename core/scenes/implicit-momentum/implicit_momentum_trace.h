#pragma once
// The implicit-momentum scene's trace in typed form (field tables in implicit_momentum_trace.cpp):
// one frame per server update with the mean asynchronous weight, the explicit momentum run and the
// damped runs; the fitted momentum and the sweep over K in the scene data and summary.

#include "core/trace_schema.h"

namespace sgd {

/// One frame: the weights after `update` server updates (frame 0 is the start, w0 everywhere).
struct ImplicitMomentumStep {
    int step = 0;
    int update = 0;
    double w_async = 0;    ///< mean over the runs of asynchronous SGD
    double w_momentum = 0; ///< explicit momentum SGD with mu = 1 - 1/K and eta' = eta/K
    double w_sample = 0;   ///< one of those runs on its own
    int sample_worker = 0; ///< the worker whose gradient the sample run applied (0 at the start)
    int sample_staleness = 0;
    double w_leaky = 0;    ///< mean over runs with the leaky server (stale gradients discounted)
    double w_low_rate = 0; ///< mean over runs at the lower base rate
};

struct ImplicitMomentumMeta {
    int workers = 0;
    int runs = 0;
    double eta = 0;
    double eta_low = 0;
    double leak = 0;
    double w0 = 0;
    double w_best = 0;
    double curvature = 0;
    double momentum_predicted = 0;
    double eta_prime = 0;
    double leaky_predicted = 0;
    double critical_eta = 0;
    std::vector<double> sweep_workers;
    std::vector<double> sweep_fitted;
    std::vector<double> sweep_predicted;
    std::vector<double> staleness_lags;
    std::vector<double> staleness_measured;
    std::vector<double> staleness_geometric;
};

struct ImplicitMomentumSummary {
    bool diverged = false;
    double fitted_momentum = 0;
    double fresh_share = 0;
    double fitted_leaky = 0;
    double fitted_low_rate = 0;
    double rms_gap = 0;
    double overshoot_async = 0;
    double overshoot_momentum = 0;
    double overshoot_leaky = 0;
    double overshoot_low_rate = 0;
    std::string message;
};

using ImplicitMomentumTrace = TypedTrace<ImplicitMomentumStep, ImplicitMomentumMeta, ImplicitMomentumSummary>;

template <> const FieldTable<ImplicitMomentumStep> &fieldTable<ImplicitMomentumStep>();
template <> const FieldTable<ImplicitMomentumMeta> &fieldTable<ImplicitMomentumMeta>();
template <> const FieldTable<ImplicitMomentumSummary> &fieldTable<ImplicitMomentumSummary>();

} // namespace sgd
