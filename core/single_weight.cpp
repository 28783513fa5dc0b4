#include "single_weight.h"

#include "params.h"

#include <cmath>

namespace sgd {

Trace runSingleWeight(const SingleWeightConfig &c, const RunContext &ctx)
{
    using namespace single_weight;
    Trace trace;
    trace.scene = "single-weight";
    TraceBuilder out(trace, ctx);

    const double wStar = c.y / c.x;
    const double factor = 1.0 - c.eta * c.x * c.x;
    const double startDistance = std::abs(c.w0 - wStar);
    // Far enough from the vertex that no classroom example could still come back.
    const double runaway = 1e6 * std::max(1.0, startDistance);

    trace.meta.set("w_star", wStar);
    trace.meta.set("contraction", factor);
    trace.meta.set("x", c.x);
    trace.meta.set("y", c.y);
    trace.meta.set("eta", c.eta);
    trace.meta.set("h", c.h);

    bool diverged = false;
    std::string message;
    double w = c.w0;
    // Frames 0..steps: frame n holds w after n updates (and the slope that takes it to w_next).
    for (int step = 0; step <= c.steps; ++step) {
        const double g = gradient(w, c.x, c.y);
        const double wNext = w - c.eta * g;
        Frame f;
        f.set("step", double(step));
        f.set("w", w);
        f.set("y_hat", prediction(w, c.x));
        f.set("loss", loss(w, c.x, c.y));
        f.set("grad", g);
        f.set("fd_grad", forwardDifference(w, c.x, c.y, c.h));
        f.set("central_grad", centralDifference(w, c.x, c.y, c.h));
        f.set("w_next", wNext);
        f.set("loss_probe", loss(w + c.h, c.x, c.y));
        f.set("loss_next", loss(wNext, c.x, c.y));
        f.set("wrong_grad", gradientWrtX(w, c.x, c.y));
        f.set("step_size", -c.eta * g);
        f.set("distance", w - wStar);
        f.set("overshoot", ((w - wStar) * (wNext - wStar) < 0) ? 1.0 : 0.0);
        if (!f.allFinite()) {
            diverged = true;
            message = "diverged at step " + std::to_string(step) + ": the numbers left the range of a double";
            break;
        }
        out.add(std::move(f));
        if (std::abs(wNext - wStar) > runaway) {
            diverged = true;
            message = "diverged at step " + std::to_string(step + 1) + ": |1 - eta*x^2| = " + formatNumberShort(std::abs(factor)) +
                      " > 1, so every step multiplies the distance to w* instead of shrinking it";
            break;
        }
        w = wNext;
        out.progress(double(step) / c.steps);
    }
    if (!diverged && std::abs(factor) > 1.0 && !trace.frames.empty()) {
        const double last = std::abs(trace.frames.back().num("w_next") - wStar);
        if (last > startDistance) {
            diverged = true;
            message = "diverges: |1 - eta*x^2| = " + formatNumberShort(std::abs(factor)) + " > 1, the distance to w* grows every step";
        }
    }
    if (!diverged) {
        if (std::abs(factor) == 1.0)
            message = "never settles: |1 - eta*x^2| = 1, w bounces between two points";
        else if (factor < 0)
            message = "converges with overshoot: each step crosses the vertex w*";
        else
            message = "converges: each step shrinks the distance to w* by the factor " + formatNumberShort(factor);
    }
    trace.summary.set("diverged", diverged ? 1.0 : 0.0);
    trace.summary.set("message", message);
    trace.summary.set("steps", double(trace.frames.empty() ? 0 : trace.frames.size() - 1));
    if (!trace.frames.empty())
        trace.summary.set("final_w", trace.frames.back().num("w"));
    trace.summary.set("w_star", wStar);
    return trace;
}

} // namespace sgd
