#pragma once
// The decentralized scene's parameters, typed (core/param_table.h); the table is in decentralized_scene.cpp.

#include "core/param_table.h"

namespace sgd {

struct DecentralizedParams {
    std::string topology;
    int nodes = 0;
    double threshold = 0;
    std::vector<std::pair<double, double>> positions;
    std::vector<double> weights;
    std::vector<int> failed;
    int rounds = 0;
    int local_steps = 0;
    double eta = 0;
    std::vector<std::pair<double, double>> data;
};

template <> const ParamTable<DecentralizedParams> &paramTable<DecentralizedParams>();

} // namespace sgd
