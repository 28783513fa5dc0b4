#pragma once
// The staleness-remedies scene's parameters, typed (core/param_table.h); the table is in staleness_remedies.cpp.

#include "core/param_table.h"

namespace sgd {

struct StalenessRemediesParams {
    int workers = 0;
    int stragglers = 0;
    double straggler_time = 0;
    double eta = 0;
    int updates = 0;
    double clip = 0;
    double dc_lambda = 0;
    double w0 = 0;
};

template <> const ParamTable<StalenessRemediesParams> &paramTable<StalenessRemediesParams>();

} // namespace sgd
