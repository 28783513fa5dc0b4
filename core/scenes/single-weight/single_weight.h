#pragma once
// One weight, no bias: y_hat = w*x, L = 1/2 (y_hat - y)^2, g = (w*x - y)*x, w <- w - eta*g.

#include "core/run_context.h"
#include "single_weight_params.h"

namespace sgd {

namespace single_weight {
inline double prediction(double w, double x)
{
    return w * x;
}
inline double loss(double w, double x, double y)
{
    const double r = w * x - y;
    return 0.5 * r * r;
}
inline double gradient(double w, double x, double y)
{
    return (w * x - y) * x;
}
/// The classic slip: differentiating with respect to x instead of w.
inline double gradientWrtX(double w, double x, double y)
{
    return (w * x - y) * w;
}
inline double forwardDifference(double w, double x, double y, double h)
{
    return (loss(w + h, x, y) - loss(w, x, y)) / h;
}
inline double centralDifference(double w, double x, double y, double h)
{
    return (loss(w + h, x, y) - loss(w - h, x, y)) / (2 * h);
}
} // namespace single_weight

/// Runs `steps` gradient steps; stops early and marks the trace diverged when w runs away.
Trace runSingleWeight(const SingleWeightParams &cfg, const RunContext &ctx = {});

} // namespace sgd
