#pragma once
// Synchronous SGD on a small linear regression where every worker's gradient is quantized
// before it is sent: loss against rounds and against bytes on the wire, per bit width.

#include "quantizer.h"
#include "run_context.h"

namespace sgd {

struct QuantizedSgdConfig {
    int bits = 8;                 ///< 32, 16, 8, 4, 2 or 1
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

Trace runQuantizedSgd(const QuantizedSgdConfig &cfg, const RunContext &ctx = {});

} // namespace sgd
