#include "implicit_momentum_trace.h"

namespace sgd {

template <> const FieldTable<ImplicitMomentumStep> &fieldTable<ImplicitMomentumStep>()
{
    using S = ImplicitMomentumStep;
    static const FieldTable<S> table(
        "ImplicitMomentumStep",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n server updates."),
            field(&S::update, "update", "", "Server updates applied so far."),
            field(&S::w_async, "w_async", "", "Asynchronous SGD: the server's weight, averaged over all the runs."),
            field(&S::w_momentum, "w_momentum", "",
                  "Explicit momentum SGD with mu = 1 - 1/K and step eta/K, its buffer started at g(w0)."),
            field(&S::w_sample, "w_sample", "", "The server's weight in one of the asynchronous runs."),
            field(&S::sample_worker, "sample_worker", "",
                  "The worker whose gradient that run applied, numbered from 1 (0 at the start)."),
            field(&S::sample_staleness, "sample_staleness", "", "How many updates old that gradient was."),
            field(&S::w_leaky, "w_leaky", "",
                  "The leaky server (a gradient tau updates old applied at eta (1 - leak)^tau), averaged over the runs."),
            field(&S::w_low_rate, "w_low_rate", "", "Asynchronous SGD at the lower base rate eta_low, averaged over the runs."),
        });
    return table;
}

template <> const FieldTable<ImplicitMomentumMeta> &fieldTable<ImplicitMomentumMeta>()
{
    using S = ImplicitMomentumMeta;
    static const FieldTable<S> table(
        "ImplicitMomentumMeta",
        {
            field(&S::workers, "workers", "", "The number of workers K."),
            field(&S::runs, "runs", "", "How many asynchronous runs (different random compute times) each mean averages."),
            field(&S::eta, "eta", "", "The base rate every arriving gradient is applied with."),
            field(&S::eta_low, "eta_low", "", "The lower base rate of the damped comparison."),
            field(&S::leak, "leak", "", "The leaky server's discount per update of staleness."),
            field(&S::w0, "w0", "", "The weight every run starts from."),
            field(&S::w_best, "w_best", "", "The minimum of the quadratic."),
            field(&S::curvature, "curvature", "", "h in the loss h/2 (w - w_best)^2; the gradient is h (w - w_best)."),
            field(&S::momentum_predicted, "momentum_predicted", "", "1 - 1/K: the momentum asynchrony should produce."),
            field(&S::eta_prime, "eta_prime", "",
                  "The step of the momentum model and of the fit: eta/K, what the theory states (a gradient is fresh with chance "
                  "1/K)."),
            field(&S::leaky_predicted, "leaky_predicted", "", "(1 - 1/K)(1 - leak): the momentum the leaky server should leave."),
            field(&S::critical_eta, "critical_eta", "",
                  "K (1 - sqrt(1 - 1/K))^2 / h: below this base rate the momentum run no longer overshoots."),
            field(&S::sweep_workers, "sweep_workers", "", "The worker counts of the sweep (1 to 16)."),
            field(&S::sweep_fitted, "sweep_fitted", "",
                  "The momentum fitted from the mean trajectory for each worker count of the sweep."),
            field(&S::sweep_predicted, "sweep_predicted", "", "1 - 1/K for each worker count of the sweep."),
            field(&S::staleness_lags, "staleness_lags", "", "Staleness values 0, 1, 2, ... of the histogram."),
            field(&S::staleness_measured, "staleness_measured", "",
                  "Share of the applied gradients with each staleness, over all runs."),
            field(&S::staleness_geometric, "staleness_geometric", "",
                  "(1/K)(1 - 1/K)^tau: the share memoryless workers should give."),
        });
    return table;
}

template <> const FieldTable<ImplicitMomentumSummary> &fieldTable<ImplicitMomentumSummary>()
{
    using S = ImplicitMomentumSummary;
    static const FieldTable<S> table(
        "ImplicitMomentumSummary",
        {
            field(&S::diverged, "diverged", "", "1 when a run ran away (its weight is held at its last value)."),
            field(&S::fitted_momentum, "fitted_momentum", "",
                  "mu from least squares on the mean trajectory: w[t+1] - w[t] + eta' g[t] = mu (w[t] - w[t-1]), t = 1 .. n-1."),
            field(&S::fresh_share, "fresh_share", "", "Share of the applied gradients that were fresh (staleness 0)."),
            field(&S::fitted_leaky, "fitted_leaky", "", "The same fit on the leaky server's mean trajectory."),
            field(&S::fitted_low_rate, "fitted_low_rate", "", "The same fit at the lower base rate."),
            field(&S::rms_gap, "rms_gap", "", "Root mean square of w_async - w_momentum over the frames."),
            field(&S::overshoot_async, "overshoot_async", "",
                  "How far the mean asynchronous weight swings past w_best, as a share of |w0 - w_best|."),
            field(&S::overshoot_momentum, "overshoot_momentum", "", "The same for explicit momentum SGD."),
            field(&S::overshoot_leaky, "overshoot_leaky", "", "The same for the leaky server."),
            field(&S::overshoot_low_rate, "overshoot_low_rate", "", "The same at the lower base rate."),
            field(&S::message, "message", "", "One sentence on the run."),
        });
    return table;
}

} // namespace sgd
