#include "single_weight_trace.h"

namespace sgd {

template <> const FieldTable<SingleWeightStep> &fieldTable<SingleWeightStep>()
{
    using S = SingleWeightStep;
    static const FieldTable<S> table(
        "SingleWeightStep",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n updates."),
            field(&S::w, "w", "", "The weight at this step."),
            field(&S::y_hat, "y_hat", "", "The prediction w*x."),
            field(&S::loss, "loss", "", "The loss 1/2 (w*x - y)^2 at w."),
            field(&S::grad, "grad", "", "The closed-form gradient (w*x - y)*x."),
            field(&S::fd_grad, "fd_grad", "", "The forward-difference slope (L(w+h) - L(w))/h."),
            field(&S::central_grad, "central_grad", "", "The central-difference slope (L(w+h) - L(w-h))/2h."),
            field(&S::w_next, "w_next", "", "The weight after this step's update, w - eta*grad."),
            field(&S::loss_probe, "loss_probe", "", "The loss at w + h, the probe of the forward difference."),
            field(&S::loss_next, "loss_next", "", "The loss at w_next."),
            field(&S::wrong_grad, "wrong_grad", "", "The classic slip: the derivative taken with respect to x, (w*x - y)*w."),
            field(&S::step_size, "step_size", "", "The move -eta*grad this step makes."),
            field(&S::distance, "distance", "", "w - w*, the signed distance to the best weight."),
            field(&S::overshoot, "overshoot", "", "1 when the step crosses the vertex w*."),
        });
    return table;
}

template <> const FieldTable<SingleWeightMeta> &fieldTable<SingleWeightMeta>()
{
    using S = SingleWeightMeta;
    static const FieldTable<S> table(
        "SingleWeightMeta",
        {
            field(&S::w_star, "w_star", "", "The best weight y/x, the parabola's vertex."),
            field(&S::contraction, "contraction", "", "1 - eta*x^2: each step multiplies the distance to w* by it."),
            field(&S::x, "x", "", "The sample's input."),
            field(&S::y, "y", "", "The sample's target."),
            field(&S::eta, "eta", "", "The learning rate."),
            field(&S::h, "h", "", "The probe width of the finite differences."),
        });
    return table;
}

template <> const FieldTable<SingleWeightSummary> &fieldTable<SingleWeightSummary>()
{
    using S = SingleWeightSummary;
    static const FieldTable<S> table("SingleWeightSummary",
                                     {
                                         field(&S::diverged, "diverged", "", "1 when the run diverged."),
                                         field(&S::message, "message", "", "One sentence on how the run ended."),
                                         field(&S::steps, "steps", "", "The number of updates in the trace."),
                                         field(&S::final_w, "final_w", "", "The weight in the last frame."),
                                         field(&S::w_star, "w_star", "", "The best weight y/x."),
                                     });
    return table;
}

} // namespace sgd
