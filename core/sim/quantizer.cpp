#include "quantizer.h"

#include "core/shared_math.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace sgd {

std::string toString(QuantScheme s)
{
    switch (s) {
    case QuantScheme::Float32:
        return "float32";
    case QuantScheme::Float16:
        return "float16";
    case QuantScheme::BFloat16:
        return "bfloat16";
    case QuantScheme::Uniform:
        return "uniform";
    case QuantScheme::Qsgd:
        return "qsgd";
    case QuantScheme::Sign:
        return "sign";
    }
    return {};
}

double toBFloat16(double value)
{
    return math::roundToBFloat16(value);
}

double toFloat16(double value)
{
    return math::roundToFloat16(value);
}

std::uint16_t float16Bits(double v)
{
    const std::uint16_t sign = std::signbit(v) ? 0x8000u : 0u;
    const double a = std::abs(v);
    if (std::isnan(v))
        return 0x7E00u;
    if (std::isinf(a) || a > 65504.0)
        return std::uint16_t(sign | 0x7C00u);
    if (a < std::ldexp(1.0, -14)) // subnormal: mantissa counts 2^-24 steps
        return std::uint16_t(sign | std::uint16_t(std::lround(a / std::ldexp(1.0, -24))));
    int exp;
    const double m = std::frexp(a, &exp); // a = m 2^exp, m in [0.5, 1)
    const int e = exp - 1 + 15;
    const auto mant = std::uint16_t(std::lround((m * 2 - 1) * 1024));
    return std::uint16_t(sign | std::uint16_t(e << 10) | mant);
}

QuantizerConfig quantizerForBits(int bits, Rounding rounding)
{
    QuantizerConfig c;
    c.rounding = rounding;
    switch (bits) {
    case 32:
        c.scheme = QuantScheme::Float32;
        c.bits = 32;
        break;
    case 16:
        c.scheme = QuantScheme::Float16;
        c.bits = 16;
        break;
    case 1:
        c.scheme = QuantScheme::Sign;
        c.bits = 1;
        break;
    default:
        c.scheme = QuantScheme::Uniform;
        c.bits = bits;
        break;
    }
    return c;
}

double bitsPerValue(const QuantizerConfig &c)
{
    switch (c.scheme) {
    case QuantScheme::Float32:
        return 32;
    case QuantScheme::Float16:
    case QuantScheme::BFloat16:
        return 16;
    case QuantScheme::Uniform:
        return c.bits;
    case QuantScheme::Qsgd:
        return 1 + std::ceil(std::log2(double(c.levels) + 1));
    case QuantScheme::Sign:
        return 1;
    }
    return 32;
}

double messageBytes(int n, const QuantizerConfig &c)
{
    const double payload = std::ceil(n * bitsPerValue(c) / 8.0);
    const bool hasScale = c.scheme == QuantScheme::Uniform || c.scheme == QuantScheme::Qsgd || c.scheme == QuantScheme::Sign;
    return payload + (hasScale ? 4.0 : 0.0); // the scale travels as one float32
}

namespace {

/// The message's scale, as the backends compute it (shared_math.h).
double scaleOf(const std::vector<double> &v, int scaleCode)
{
    double acc = 0;
    for (double x : v)
        acc = math::addScaleTerm(scaleCode, acc, x);
    return math::finishScale(scaleCode, acc, int(v.size()));
}

void quantizeFloats(const std::vector<double> &v, const QuantizerConfig &c, QuantizedMessage &m)
{
    for (std::size_t i = 0; i < v.size(); ++i) {
        m.values[i] = c.scheme == QuantScheme::Float32   ? double(float(v[i]))
                      : c.scheme == QuantScheme::Float16 ? math::roundToFloat16(v[i])
                                                         : math::roundToBFloat16(v[i]);
        m.codes[i] = std::bit_cast<std::uint32_t>(float(m.values[i]));
    }
}

} // namespace

QuantizedMessage quantize(const std::vector<double> &v, const QuantizerConfig &c, Rng &rng)
{
    QuantizedMessage m;
    const std::size_t n = v.size();
    m.values.resize(n);
    m.codes.resize(n);
    m.bytes = messageBytes(int(n), c);
    // The formulas are shared_math.h's (the GPU's); the stochastic draws come from the scene's Rng,
    // one per value, and none for a zero message.
    switch (c.scheme) {
    case QuantScheme::Float32:
    case QuantScheme::Float16:
    case QuantScheme::BFloat16:
        quantizeFloats(v, c, m);
        break;
    case QuantScheme::Uniform: {
        m.scale = scaleOf(v, math::kScaleMaxAbs);
        const bool stochastic = c.rounding == Rounding::Stochastic;
        for (std::size_t i = 0; i < n; ++i) {
            const double u = stochastic && m.scale != 0 ? rng.uniform() : 0.0;
            const double code = math::uniformCode(v[i], m.scale, c.bits, stochastic, u);
            m.codes[i] = std::int64_t(code);
            m.values[i] = math::uniformValue(code, m.scale, c.bits);
        }
        break;
    }
    case QuantScheme::Qsgd:
        m.scale = scaleOf(v, math::kScaleSumSquares);
        for (std::size_t i = 0; i < n; ++i) {
            const double code = math::qsgdCode(v[i], m.scale, c.levels, m.scale != 0 ? rng.uniform() : 0.0);
            m.codes[i] = std::int64_t(code);
            m.values[i] = math::qsgdValue(code, m.scale, c.levels);
        }
        break;
    case QuantScheme::Sign:
        m.scale = scaleOf(v, math::kScaleSumAbs);
        for (std::size_t i = 0; i < n; ++i) {
            m.codes[i] = math::signCode(v[i]);
            m.values[i] = math::signLevel(v[i], m.scale);
        }
        break;
    }
    return m;
}

QuantizedMessage ErrorFeedback::apply(const std::vector<double> &v, const QuantizerConfig &cfg, Rng &rng)
{
    if (m_error.size() != v.size())
        m_error.assign(v.size(), 0.0);
    std::vector<double> corrected(v.size());
    for (std::size_t i = 0; i < v.size(); ++i)
        corrected[i] = v[i] + m_error[i];
    QuantizedMessage m = quantize(corrected, cfg, rng);
    for (std::size_t i = 0; i < v.size(); ++i)
        m_error[i] = corrected[i] - m.values[i];
    return m;
}

} // namespace sgd
