#pragma once
// The quantized scene's parameters, typed (core/param_table.h), as the engine takes them
// (runQuantized); the table is in quantized_scene.cpp. The defaults are the table's.

#include "core/param_table.h"
#include "core/sim/quantizer.h"

#include <optional>

namespace sgd {

struct QuantizedParams {
    int bits = 8; ///< 32, 16, 8, 4, 2 or 1
    /// The quantizer; empty: the lecture's one for `bits` (32, 16 floats; 8, 4, 2 uniform; 1 sign).
    /// Uniform takes `bits` (8 or fewer), QSGD takes `levels`, the others ignore both.
    std::optional<QuantScheme> scheme;
    int levels = 4; ///< QSGD: s, the number of levels per sign
    Rounding rounding = Rounding::Nearest;
    bool errorFeedback = false;
    int workers = 4;
    int features = 8;
    int samplesPerWorker = 32; ///< not a parameter (no table row)
    int rounds = 30;
    double eta = 0.1;
    unsigned seed = 7;
    bool operator==(const QuantizedParams &) const = default;
};

template <> const ParamTable<QuantizedParams> &paramTable<QuantizedParams>();

} // namespace sgd
