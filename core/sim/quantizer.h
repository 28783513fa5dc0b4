#pragma once
// Gradient compression: fewer bits per value on the wire, at the price of a quantization error.

#include "core/random.h"

#include <cstdint>
#include <string>
#include <vector>

namespace sgd {

enum class QuantScheme {
    Float32,  ///< no compression (reference)
    Float16,  ///< IEEE half precision, round to nearest even
    BFloat16, ///< bfloat16, round to nearest even
    Uniform,  ///< b-bit uniform levels over [-scale, scale], per-message scale
    Qsgd,     ///< QSGD: s levels of |v_i| / ||v||, stochastic rounding (unbiased)
    Sign      ///< 1 bit: sign times the mean magnitude
};

enum class Rounding { Nearest, Stochastic };

struct QuantizerConfig {
    QuantScheme scheme = QuantScheme::Float32;
    int bits = 32;                         ///< Uniform: bits per value
    int levels = 4;                        ///< Qsgd: s
    Rounding rounding = Rounding::Nearest; ///< Uniform only (Qsgd is always stochastic)
};

/// One compressed message: codes, their decoded values, and its size on the wire.
struct QuantizedMessage {
    std::vector<double> values;      ///< what the receiver reconstructs
    std::vector<std::int64_t> codes; ///< integer code per value (Uniform/Qsgd/Sign level index; raw bits for floats)
    double scale = 0.0;              ///< per-message scale (Uniform: max |v|; Qsgd: ||v||_2; Sign: mean |v|)
    double bytes = 0.0;              ///< message size on the wire, scale included
};

/// Rounds a float to half precision (round to nearest even) and back.
double toFloat16(double v);
/// The 16-bit pattern of a value that is exactly representable in half precision.
std::uint16_t float16Bits(double half);
/// Rounds a float to bfloat16 (round to nearest even) and back.
double toBFloat16(double v);

/// Quantizes `v`; `rng` feeds stochastic rounding (unused for deterministic schemes).
QuantizedMessage quantize(const std::vector<double> &v, const QuantizerConfig &cfg, Rng &rng);
/// Bytes on the wire for a message of n values.
double messageBytes(int n, const QuantizerConfig &cfg);
/// Bits per value of a scheme as the lecture counts them (32, 16, 8, 4, 2, 1).
double bitsPerValue(const QuantizerConfig &cfg);
/// The quantizer the lecture's bit widths stand for: 32 float32, 16 float16, 8/4/2 uniform, 1 sign.
QuantizerConfig quantizerForBits(int bits, Rounding rounding = Rounding::Nearest);

/// Error feedback: compress v + e, keep what was lost, add it to the next message.
class ErrorFeedback {
public:
    explicit ErrorFeedback(std::size_t n = 0) : m_error(n, 0.0) {}
    QuantizedMessage apply(const std::vector<double> &v, const QuantizerConfig &cfg, Rng &rng);
    const std::vector<double> &error() const { return m_error; }

private:
    std::vector<double> m_error;
};

std::string toString(QuantScheme s);

} // namespace sgd
