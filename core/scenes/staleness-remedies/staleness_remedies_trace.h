#pragma once
// The staleness-remedies scene's trace in typed form (field tables in staleness_remedies_trace.cpp):
// the same asynchronous arrivals applied under five server rules, one frame per server update.

#include "core/trace_schema.h"

namespace sgd {

/// One frame: server update `update` under every rule (frame 0 is the start, w0 everywhere).
struct StalenessRemediesStep {
    int step = 0;
    int update = 0;
    double time = 0;   ///< when the gradient arrived (the same for every rule)
    int worker = 0;    ///< whose gradient, numbered from 1 (0 at the start)
    int staleness = 0; ///< how many updates old it was
    bool straggler = false;
    double w_constant = 0, w_staleness = 0, w_adadelay = 0, w_clipped = 0, w_compensated = 0;
    double loss_constant = 0, loss_staleness = 0, loss_adadelay = 0, loss_clipped = 0, loss_compensated = 0;
    double step_constant = 0, step_staleness = 0, step_adadelay = 0, step_clipped = 0, step_compensated = 0;
};

struct StalenessRemediesMeta {
    int workers = 0;
    int stragglers = 0;
    std::vector<double> compute_times;
    std::vector<double> data_x;
    std::vector<double> data_y;
    double w0 = 0;
    double w_best = 0;
    double loss_best = 0;
    double eta = 0;
    double clip = 0;
    double dc_lambda = 0;
    int tail_from = 0;
};

struct StalenessRemediesSummary {
    bool diverged = false;
    double mean_staleness = 0;
    int max_staleness = 0;
    double straggler_staleness = 0;
    double final_constant = 0, final_staleness = 0, final_adadelay = 0, final_clipped = 0, final_compensated = 0;
    double swing_constant = 0, swing_staleness = 0, swing_adadelay = 0, swing_clipped = 0, swing_compensated = 0;
    std::string verdict_constant, verdict_staleness, verdict_adadelay, verdict_clipped, verdict_compensated;
    std::string message;
};

using StalenessRemediesTrace = TypedTrace<StalenessRemediesStep, StalenessRemediesMeta, StalenessRemediesSummary>;

template <> const FieldTable<StalenessRemediesStep> &fieldTable<StalenessRemediesStep>();
template <> const FieldTable<StalenessRemediesMeta> &fieldTable<StalenessRemediesMeta>();
template <> const FieldTable<StalenessRemediesSummary> &fieldTable<StalenessRemediesSummary>();

/// The five rules in the order the scene shows them, with the members that hold each one's numbers.
struct RemedyRule {
    const char *id;    ///< "constant", "staleness", "adadelay", "clipped", "compensated"
    const char *title; ///< for legends, in English (render shows coreText(title))
    double StalenessRemediesStep::*w;
    double StalenessRemediesStep::*loss;
    double StalenessRemediesStep::*step;
    double StalenessRemediesSummary::*final;
    double StalenessRemediesSummary::*swing;
    std::string StalenessRemediesSummary::*verdict;
};
const std::vector<RemedyRule> &remedyRules();

} // namespace sgd
