#pragma once
// The quantized scene's trace in typed form (field tables in quantized_trace.cpp).

#include "core/trace_schema.h"

namespace sgd {

/// One frame: the model after a synchronous round of quantized gradients (step 0 is the start).
struct QuantizedRound {
    int step = 0;
    double bits = 0; ///< bits per value on the wire
    std::vector<double> w;
    double loss = 0;
    double bytes_sent = 0;
    double quantization_error = 0;
    double round_bytes = 0;
    double ef_error_norm = 0;
    std::optional<Matrix> grad_before; ///< one row per worker, the first 8 at most; absent at the start
    std::optional<Matrix> grad_after;
};

/// The loss of a training run with one lecture bit width, against rounds and against bytes.
struct QuantizedCurve {
    int bits = 0;
    std::vector<double> loss;  ///< one per round, the start first
    std::vector<double> bytes; ///< bytes sent by then
};

/// Two different values that the quantizer sends with one code.
struct SharedCode {
    double value = 0;
    double code = 0; ///< the bit pattern or level index sent
    double decoded = 0;
};

struct QuantizedMeta {
    std::vector<QuantizedCurve> curves;          ///< every lecture width, widest first
    std::optional<std::vector<double>> run_loss; ///< this run's own curve, when its quantizer is not the lecture's
    std::optional<std::vector<double>> run_bytes;
    std::vector<double> demo_message;
    std::vector<double> demo_message_quantized;
    double demo_value = 0;
    double demo_scale = 0;
    double message_bytes = 0;
    double message_bytes_float32 = 0;
    double bits_per_value = 0;
    std::vector<double> demo_levels;
    double demo_lower = 0;
    double demo_upper = 0;
    double demo_p_upper = 0;
    double demo_p_lower = 0;
    double demo_quantized = 0;
    std::vector<SharedCode> share;
    std::vector<double> w_true;
    int workers = 0;
    int features = 0;
    std::string scheme;
    std::optional<int> levels;
    std::string rounding;
    bool error_feedback = false;
};

struct QuantizedSummary {
    bool diverged = false;
    double final_loss = 0;
    double bytes_sent = 0;
    double message_bytes = 0;
    std::string message;
};

using QuantizedTrace = TypedTrace<QuantizedRound, QuantizedMeta, QuantizedSummary>;

template <> const FieldTable<QuantizedRound> &fieldTable<QuantizedRound>();
template <> const FieldTable<QuantizedCurve> &fieldTable<QuantizedCurve>();
template <> const FieldTable<SharedCode> &fieldTable<SharedCode>();
template <> const FieldTable<QuantizedMeta> &fieldTable<QuantizedMeta>();
template <> const FieldTable<QuantizedSummary> &fieldTable<QuantizedSummary>();

} // namespace sgd
