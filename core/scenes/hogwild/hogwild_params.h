#pragma once
// The hogwild scene's parameters, typed (core/param_table.h); the table is in hogwild_scene.cpp.

#include "core/param_table.h"

namespace sgd {

struct HogwildParams {
    int threads = 0;
    std::string mode;
    double density = 0;
    int features = 0;
    int examples = 0;
    int epochs = 0;
    double eta = 0;
    std::string rows;
    int snapshots = 0;
    double sweep_ms = 0;
    int seed = 0;
};

template <> const ParamTable<HogwildParams> &paramTable<HogwildParams>();

} // namespace sgd
