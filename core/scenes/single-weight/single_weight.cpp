#include "single_weight.h"

#include "core/params.h"
#include "single_weight_trace.h"

#include <cmath>

namespace sgd {

namespace {

/// Frame `step`: w after that many updates, its loss and slopes, and the update that follows.
SingleWeightStep stepAt(const SingleWeightParams &c, int step, double w, double wStar)
{
    using namespace single_weight;
    const double g = gradient(w, c.x, c.y);
    const double wNext = w - c.eta * g;
    SingleWeightStep s;
    s.step = step;
    s.w = w;
    s.y_hat = prediction(w, c.x);
    s.loss = loss(w, c.x, c.y);
    s.grad = g;
    s.fd_grad = forwardDifference(w, c.x, c.y, c.h);
    s.central_grad = centralDifference(w, c.x, c.y, c.h);
    s.w_next = wNext;
    s.loss_probe = loss(w + c.h, c.x, c.y);
    s.loss_next = loss(wNext, c.x, c.y);
    s.wrong_grad = gradientWrtX(w, c.x, c.y);
    s.step_size = -c.eta * g;
    s.distance = w - wStar;
    s.overshoot = (w - wStar) * (wNext - wStar) < 0;
    return s;
}

/// The summary's words for a run that did not diverge, from the factor 1 − η·x² of each step.
std::string settledMessage(double factor)
{
    if (std::abs(factor) == 1.0)
        return "never settles: |1 − η·x²| = 1, w bounces between two points";
    if (factor < 0)
        return "converges with overshoot: each step crosses the vertex w*";
    return "converges: each step shrinks the distance to w* by the factor " + formatNumberShort(factor);
}

} // namespace

Trace runSingleWeight(const SingleWeightParams &c, const RunContext &ctx)
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

    const SingleWeightMeta meta{wStar, factor, c.x, c.y, c.eta, c.h};
    std::vector<SingleWeightStep> frames;

    bool diverged = false;
    std::string message;
    double w = c.w0;
    // Frames 0..steps: frame n holds w after n updates (and the slope that takes it to w_next).
    for (int step = 0; step <= c.steps; ++step) {
        const SingleWeightStep s = stepAt(c, step, w, wStar);
        const double wNext = s.w_next;
        Frame f = toRecord(s);
        if (!f.allFinite()) {
            diverged = true;
            // The message names the last step shown (the frames end there), not the one past it.
            message = step == 0
                          ? std::string("diverged at the start: the numbers leave the range of a double")
                          : "diverged after step " + std::to_string(step - 1) + ": the next step leaves the range of a double";
            break;
        }
        out.add(std::move(f));
        frames.push_back(s);
        if (std::abs(wNext - wStar) > runaway) {
            diverged = true;
            message = "diverged after step " + std::to_string(step) + ": |1 − η·x²| = " + formatNumberShort(std::abs(factor)) +
                      " > 1, so every step multiplies the distance to w* instead of shrinking it";
            break;
        }
        w = wNext;
        out.progress(double(step) / c.steps);
    }
    if (!diverged && std::abs(factor) > 1.0 && !frames.empty()) {
        const double last = std::abs(frames.back().w_next - wStar);
        if (last > startDistance) {
            diverged = true;
            message =
                "diverges: |1 − η·x²| = " + formatNumberShort(std::abs(factor)) + " > 1, the distance to w* grows every step";
        }
    }
    if (!diverged)
        message = settledMessage(factor);
    SingleWeightSummary summary;
    summary.diverged = diverged;
    summary.message = message;
    summary.steps = frames.empty() ? 0 : int(frames.size()) - 1;
    if (!frames.empty())
        summary.final_w = frames.back().w;
    summary.w_star = wStar;
    setMetaAndSummary(trace, meta, summary);
    return trace;
}

} // namespace sgd
