#pragma once
// The mini-batch scene's parameters, typed (core/param_table.h); the table is in mini_batch_scene.cpp.

#include "core/param_table.h"

namespace sgd {

struct MiniBatchParams {
    int n = 0;
    int batch = 0;
    std::string leftover;
    double w0 = 0;
    double eta = 0;
    int epochs = 0;
    std::string shuffle;
    int seed = 0;
};

template <> const ParamTable<MiniBatchParams> &paramTable<MiniBatchParams>();

} // namespace sgd
