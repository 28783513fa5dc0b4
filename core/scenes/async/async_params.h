#pragma once
// The async scene's parameters, typed (core/param_table.h); the table is in async_scene.cpp.

#include "core/param_table.h"

namespace sgd {

struct AsyncParams {
    double w0 = 0;
    double eta = 0;
    std::vector<std::pair<double, double>> data;
    int workers = 0;
    std::vector<double> compute;
    int updates = 0;
    std::string lr_rule;
    std::string pull;
    std::string ssp;
    std::string fail;
    std::string rejoin;
};

template <> const ParamTable<AsyncParams> &paramTable<AsyncParams>();

} // namespace sgd
