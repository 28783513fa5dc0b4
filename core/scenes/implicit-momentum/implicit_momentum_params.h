#pragma once
// The implicit-momentum scene's parameters, typed (core/param_table.h), as the engine takes them
// (runImplicitMomentum); the table is in implicit_momentum.cpp. The defaults are the table's.

#include "core/param_table.h"

#include <cstdint>

namespace sgd {

struct ImplicitMomentumParams {
    int workers = 8;
    double eta = 0.2;
    double etaLow = 0.03;
    double leak = 0.1;
    int updates = 120;
    int runs = 400;
    std::uint64_t seed = 1;
    bool operator==(const ImplicitMomentumParams &) const = default;
};

template <> const ParamTable<ImplicitMomentumParams> &paramTable<ImplicitMomentumParams>();

} // namespace sgd
