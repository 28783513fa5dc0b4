#pragma once
// Implicit momentum: asynchronous SGD with K memoryless workers on a quadratic moves, on average,
// like momentum SGD with mu = 1 - 1/K (the asynchrony-begets-momentum result). The asynchronous
// runs come from the async server's simulation (core/sim/async_server.h) with random compute times.

#include "core/run_context.h"
#include "implicit_momentum_params.h"
#include "implicit_momentum_trace.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace sgd {

struct SceneDef;

/// The loss every worker sees: h/2 (w - w_best)^2 from w0.
inline constexpr double kMomentumW0 = 3.0;
inline constexpr double kMomentumWBest = 1.0;
inline constexpr double kMomentumCurvature = 1.0;

/// Asynchronous SGD averaged over runs that differ only in their random compute times.
struct AsyncAverage {
    std::vector<double> mean;           ///< updates + 1 weights, w0 first
    std::vector<double> sampleW;        ///< run 0's weights, w0 first
    std::vector<int> sampleWorker;      ///< run 0: the worker of each update (from 1), 0 first
    std::vector<int> sampleStaleness;   ///< run 0: each update's staleness, 0 first
    std::vector<double> stalenessCount; ///< gradients applied with staleness 0, 1, 2, ...
    double freshShare = 0;              ///< share applied with staleness 0
    bool diverged = false;
};

/// `runs` runs of `updates` server updates with K workers; a gradient tau updates old is applied
/// at eta (1 - leak)^tau. `check` is polled between runs (it may throw Cancelled).
AsyncAverage averageAsync(int workers, double eta, double leak, int updates, int runs, std::uint64_t seed,
                          const std::function<void()> &check = {});

/// Least-squares momentum of a trajectory on the scene's quadratic with the step eta' held fixed:
/// mu minimising sum over t = 1 .. n-1 of (w[t+1] - w[t] + eta' h (w[t] - w_best) - mu (w[t] - w[t-1]))^2.
/// 0 when the trajectory never moves.
double fitMomentum(const std::vector<double> &w, double etaPrime);

Trace runImplicitMomentum(const ImplicitMomentumParams &cfg, const RunContext &ctx = {});

/// The scene's registration (id "implicit-momentum"): parameters, ranges, run and schema.
SceneDef implicitMomentumScene();

} // namespace sgd
