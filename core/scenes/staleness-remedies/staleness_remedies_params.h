#pragma once
// The staleness-remedies scene's parameters, typed (core/param_table.h), as the engine takes them
// (runStalenessRemedies); the table is in staleness_remedies.cpp. The defaults are the table's.

#include "core/param_table.h"

namespace sgd {

struct StalenessRemediesParams {
    int workers = 16;
    int stragglers = 2;       ///< the last ones are slow
    double stragglerTime = 8; ///< their seconds per gradient; the others take 1 + 0.05 i
    double eta = 0.02;
    int updates = 300;
    double clip = 5;
    double dcLambda = 0.01;
    double w0 = 0;
    bool operator==(const StalenessRemediesParams &) const = default;
};

template <> const ParamTable<StalenessRemediesParams> &paramTable<StalenessRemediesParams>();

} // namespace sgd
