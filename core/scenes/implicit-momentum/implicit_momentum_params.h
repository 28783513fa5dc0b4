#pragma once
// The implicit-momentum scene's parameters, typed (core/param_table.h); the table is in implicit_momentum.cpp.

#include "core/param_table.h"

namespace sgd {

struct ImplicitMomentumParams {
    int workers = 0;
    double eta = 0;
    double leak = 0;
    double eta_low = 0;
    int updates = 0;
    int runs = 0;
    int seed = 0;
};

template <> const ParamTable<ImplicitMomentumParams> &paramTable<ImplicitMomentumParams>();

} // namespace sgd
