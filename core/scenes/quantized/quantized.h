#pragma once
// Synchronous SGD on a small linear regression where every worker's gradient is quantized
// before it is sent: loss against rounds and against bytes on the wire, per bit width.

#include "core/run_context.h"
#include "core/sim/quantizer.h"

#include <optional>

namespace sgd {

struct QuantizedConfig {
    int bits = 8; ///< 32, 16, 8, 4, 2 or 1
    /// The quantizer; empty: the lecture's one for `bits` (32, 16 floats; 8, 4, 2 uniform; 1 sign).
    /// Uniform takes `bits` (8 or fewer), QSGD takes `levels`, the others ignore both.
    std::optional<QuantScheme> scheme;
    int levels = 4; ///< QSGD: s, the number of levels per sign
    Rounding rounding = Rounding::Nearest;
    bool errorFeedback = false;
    int workers = 4;
    int features = 8;
    int samplesPerWorker = 32;
    int rounds = 30;
    double eta = 0.1;
    unsigned seed = 7;
};

/// The lecture's bit widths, widest first.
inline constexpr int kLectureBitWidths[] = {32, 16, 8, 4, 2, 1};

/// The quantizer a configuration sends its gradients with.
QuantizerConfig quantizerOf(const QuantizedConfig &cfg);

Trace runQuantized(const QuantizedConfig &cfg, const RunContext &ctx = {});

} // namespace sgd
