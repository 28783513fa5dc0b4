#include "staleness_remedies_trace.h"

#include <QtGlobal>

namespace sgd {

const std::vector<RemedyRule> &remedyRules()
{
    using F = StalenessRemediesStep;
    using S = StalenessRemediesSummary;
    static const std::vector<RemedyRule> rules{
        {"constant", QT_TRANSLATE_NOOP("sgd::core", "constant η"), &F::w_constant, &F::loss_constant, &F::step_constant,
         &S::final_constant, &S::swing_constant, &S::verdict_constant},
        {"staleness", QT_TRANSLATE_NOOP("sgd::core", "η/(1+τ)"), &F::w_staleness, &F::loss_staleness, &F::step_staleness,
         &S::final_staleness, &S::swing_staleness, &S::verdict_staleness},
        {"adadelay", QT_TRANSLATE_NOOP("sgd::core", "AdaDelay-style η/√(1+τ)"), &F::w_adadelay, &F::loss_adadelay,
         &F::step_adadelay, &S::final_adadelay, &S::swing_adadelay, &S::verdict_adadelay},
        {"clipped", QT_TRANSLATE_NOOP("sgd::core", "clipped gradient"), &F::w_clipped, &F::loss_clipped, &F::step_clipped,
         &S::final_clipped, &S::swing_clipped, &S::verdict_clipped},
        {"compensated", QT_TRANSLATE_NOOP("sgd::core", "delay-compensated"), &F::w_compensated, &F::loss_compensated,
         &F::step_compensated, &S::final_compensated, &S::swing_compensated, &S::verdict_compensated},
    };
    return rules;
}

template <> const FieldTable<StalenessRemediesStep> &fieldTable<StalenessRemediesStep>()
{
    using S = StalenessRemediesStep;
    static const FieldTable<S> table(
        "StalenessRemediesStep",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n server updates."),
            field(&S::update, "update", "", "Server updates applied so far."),
            field(&S::time, "time", "s", "When this gradient arrived; every rule sees the same arrivals."),
            field(&S::worker, "worker", "", "The worker that pushed it, numbered from 1 (0 at the start)."),
            field(&S::staleness, "staleness", "",
                  "tau: how many updates the server applied between the worker's read and this one."),
            field(&S::straggler, "straggler", "", "1 when the gradient came from one of the slow workers."),
            field(&S::w_constant, "w_constant", "", "The weight under constant eta."),
            field(&S::w_staleness, "w_staleness", "", "The weight under eta/(1+tau)."),
            field(&S::w_adadelay, "w_adadelay", "", "The weight under the AdaDelay-style step eta/sqrt(1+tau)."),
            field(&S::w_clipped, "w_clipped", "", "The weight with every gradient clipped to [-clip, clip]."),
            field(&S::w_compensated, "w_compensated", "",
                  "The weight with delay-compensated gradients g + lambda g g (w_now - w_read)."),
            field(&S::loss_constant, "loss_constant", "", "Loss above the best, L(w) - L(w_best), under constant eta."),
            field(&S::loss_staleness, "loss_staleness", "", "The same under eta/(1+tau)."),
            field(&S::loss_adadelay, "loss_adadelay", "", "The same under the AdaDelay-style step."),
            field(&S::loss_clipped, "loss_clipped", "", "The same with clipped gradients."),
            field(&S::loss_compensated, "loss_compensated", "", "The same with delay-compensated gradients."),
            field(&S::step_constant, "step_constant", "", "What constant eta subtracted from w in this update."),
            field(&S::step_staleness, "step_staleness", "", "What eta/(1+tau) subtracted."),
            field(&S::step_adadelay, "step_adadelay", "", "What the AdaDelay-style step subtracted."),
            field(&S::step_clipped, "step_clipped", "", "What the clipped gradient subtracted."),
            field(&S::step_compensated, "step_compensated", "", "What the delay-compensated gradient subtracted."),
        });
    return table;
}

template <> const FieldTable<StalenessRemediesMeta> &fieldTable<StalenessRemediesMeta>()
{
    using S = StalenessRemediesMeta;
    static const FieldTable<S> table(
        "StalenessRemediesMeta",
        {
            field(&S::workers, "workers", "", "The number of workers K."),
            field(&S::stragglers, "stragglers", "", "How many of them (the last ones) are slow."),
            field(&S::compute_times, "compute_times", "s", "How long each worker takes for one gradient."),
            field(&S::data_x, "data_x", "", "Each worker's x."),
            field(&S::data_y, "data_y", "", "Each worker's y."),
            field(&S::w0, "w0", "", "The weight every worker reads at time 0."),
            field(&S::w_best, "w_best", "", "The best single weight for all the workers' data."),
            field(&S::loss_best, "loss_best", "", "The mean loss at w_best; the losses shown are above it."),
            field(&S::eta, "eta", "", "The base rate of every rule."),
            field(&S::clip, "clip", "", "The clipped rule limits every gradient to [-clip, clip]."),
            field(&S::dc_lambda, "dc_lambda", "", "lambda of the delay-compensated gradient g + lambda g g (w_now - w_read)."),
            field(&S::tail_from, "tail_from", "",
                  "The final losses and swings are taken over the updates from this one to the end."),
        });
    return table;
}

template <> const FieldTable<StalenessRemediesSummary> &fieldTable<StalenessRemediesSummary>()
{
    using S = StalenessRemediesSummary;
    const std::vector<std::string> verdicts{"converges", "oscillates", "creeps", "diverges"};
    static const FieldTable<S> table(
        "StalenessRemediesSummary",
        {
            field(&S::diverged, "diverged", "", "1 when a rule's weight ran away (it is held at its last value)."),
            field(&S::mean_staleness, "mean_staleness", "", "The mean staleness of the applied gradients."),
            field(&S::max_staleness, "max_staleness", "", "The stalest gradient applied, in updates."),
            field(&S::straggler_staleness, "straggler_staleness", "", "The mean staleness of the stragglers' gradients."),
            field(&S::final_constant, "final_constant", "",
                  "Final loss under constant eta: the mean loss above the best over the last quarter of the updates."),
            field(&S::final_staleness, "final_staleness", "", "The same under eta/(1+tau)."),
            field(&S::final_adadelay, "final_adadelay", "", "The same under the AdaDelay-style step."),
            field(&S::final_clipped, "final_clipped", "", "The same with clipped gradients."),
            field(&S::final_compensated, "final_compensated", "", "The same with delay-compensated gradients."),
            field(&S::swing_constant, "swing_constant", "",
                  "Highest minus lowest weight over the last quarter, under constant eta."),
            field(&S::swing_staleness, "swing_staleness", "", "The same under eta/(1+tau)."),
            field(&S::swing_adadelay, "swing_adadelay", "", "The same under the AdaDelay-style step."),
            field(&S::swing_clipped, "swing_clipped", "", "The same with clipped gradients."),
            field(&S::swing_compensated, "swing_compensated", "", "The same with delay-compensated gradients."),
            field(&S::verdict_constant, "verdict_constant", "",
                  "diverges (runs away, or its final loss is above its start), converges (final loss within 1% of the start's), "
                  "oscillates (crosses w_best back and forth in the last quarter) or creeps (still on its way).",
                  verdicts),
            field(&S::verdict_staleness, "verdict_staleness", "", "The same for eta/(1+tau).", verdicts),
            field(&S::verdict_adadelay, "verdict_adadelay", "", "The same for the AdaDelay-style step.", verdicts),
            field(&S::verdict_clipped, "verdict_clipped", "", "The same for clipped gradients.", verdicts),
            field(&S::verdict_compensated, "verdict_compensated", "", "The same for delay-compensated gradients.", verdicts),
            field(&S::message, "message", "", "One sentence on the run."),
        });
    return table;
}

} // namespace sgd
