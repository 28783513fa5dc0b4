#pragma once
// The quantized scene's parameters, typed (core/param_table.h); the table is in quantized_scene.cpp.

#include "core/param_table.h"

namespace sgd {

struct QuantizedParams {
    int bits = 0; ///< a choice among 32, 16, 8, 4, 2, 1
    std::string scheme;
    int levels = 0;
    std::string rounding;
    std::string error_feedback;
    int workers = 0;
    int features = 0;
    int rounds = 0;
    double eta = 0;
    int seed = 0;
};

template <> const ParamTable<QuantizedParams> &paramTable<QuantizedParams>();

} // namespace sgd
