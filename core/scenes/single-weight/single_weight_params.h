#pragma once
// The single-weight scene's parameters, typed (core/param_table.h), as the engine
// takes them (runSingleWeight); the table is in single_weight_scene.cpp. The defaults are the table's.

#include "core/param_table.h"

namespace sgd {

struct SingleWeightParams {
    double x = 3.0;
    double y = 10.0;
    double w0 = 2.0;
    double eta = 0.1;
    double h = 0.01;
    int steps = 12;
    bool operator==(const SingleWeightParams &) const = default;
};

template <> const ParamTable<SingleWeightParams> &paramTable<SingleWeightParams>();

} // namespace sgd
