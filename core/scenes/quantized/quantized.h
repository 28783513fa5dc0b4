#pragma once
// Synchronous SGD on a small linear regression where every worker's gradient is quantized
// before it is sent: loss against rounds and against bytes on the wire, per bit width.

#include "core/run_context.h"
#include "core/sim/quantizer.h"
#include "quantized_params.h"

#include <optional>

namespace sgd {

/// The lecture's bit widths, widest first.
inline constexpr int kLectureBitWidths[] = {32, 16, 8, 4, 2, 1};

/// The quantizer a configuration sends its gradients with.
QuantizerConfig quantizerOf(const QuantizedParams &cfg);

Trace runQuantized(const QuantizedParams &cfg, const RunContext &ctx = {});

} // namespace sgd
