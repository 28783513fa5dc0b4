#pragma once
// The single-weight scene's parameters, typed (core/param_table.h); the table is in single_weight_scene.cpp.

#include "core/param_table.h"

namespace sgd {

struct SingleWeightParams {
    double x = 0;
    double y = 0;
    double w0 = 0;
    double eta = 0;
    double h = 0;
    int steps = 0;
};

template <> const ParamTable<SingleWeightParams> &paramTable<SingleWeightParams>();

} // namespace sgd
