#include "quantizer.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace sgd {

std::string toString(QuantScheme s)
{
    switch (s) {
    case QuantScheme::Float32: return "float32";
    case QuantScheme::Float16: return "float16";
    case QuantScheme::BFloat16: return "bfloat16";
    case QuantScheme::Uniform: return "uniform";
    case QuantScheme::Qsgd: return "qsgd";
    case QuantScheme::Sign: return "sign";
    }
    return {};
}

double toBFloat16(double value)
{
    const float f = float(value);
    std::uint32_t bits = std::bit_cast<std::uint32_t>(f);
    if (std::isnan(f))
        return value;
    const std::uint32_t lsb = (bits >> 16) & 1u;
    bits += 0x7FFFu + lsb; // round to nearest, ties to even
    bits &= 0xFFFF0000u;
    return double(std::bit_cast<float>(bits));
}

double toFloat16(double value)
{
    // Half: 1 sign, 5 exponent (bias 15), 10 mantissa bits. Round the float to that grid.
    const float f = float(value);
    if (std::isnan(f) || std::isinf(f))
        return value;
    const double a = std::abs(double(f));
    if (a == 0.0)
        return double(f);
    const double maxHalf = 65504.0;
    int exp;
    std::frexp(a, &exp);      // a = m * 2^exp, m in [0.5, 1)
    int e = exp - 1;          // a = 1.x * 2^e
    if (e < -14)
        e = -14;              // subnormals share the smallest exponent
    const double ulp = std::ldexp(1.0, e - 10);
    double q = std::nearbyint(a / ulp) * ulp; // nearbyint rounds half to even in the default mode
    if (q > maxHalf) {
        // Values that round beyond the largest half overflow to infinity, as IEEE does.
        q = (a >= maxHalf + std::ldexp(1.0, 15 - 11)) ? std::numeric_limits<double>::infinity() : maxHalf;
    }
    return std::signbit(f) ? -q : q;
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
    case 32: c.scheme = QuantScheme::Float32; c.bits = 32; break;
    case 16: c.scheme = QuantScheme::Float16; c.bits = 16; break;
    case 1: c.scheme = QuantScheme::Sign; c.bits = 1; break;
    default: c.scheme = QuantScheme::Uniform; c.bits = bits; break;
    }
    return c;
}

double bitsPerValue(const QuantizerConfig &c)
{
    switch (c.scheme) {
    case QuantScheme::Float32: return 32;
    case QuantScheme::Float16:
    case QuantScheme::BFloat16: return 16;
    case QuantScheme::Uniform: return c.bits;
    case QuantScheme::Qsgd: return 1 + std::ceil(std::log2(double(c.levels) + 1));
    case QuantScheme::Sign: return 1;
    }
    return 32;
}

double messageBytes(int n, const QuantizerConfig &c)
{
    const double payload = std::ceil(n * bitsPerValue(c) / 8.0);
    const bool hasScale = c.scheme == QuantScheme::Uniform || c.scheme == QuantScheme::Qsgd || c.scheme == QuantScheme::Sign;
    return payload + (hasScale ? 4.0 : 0.0); // the scale travels as one float32
}

QuantizedMessage quantize(const std::vector<double> &v, const QuantizerConfig &c, Rng &rng)
{
    QuantizedMessage m;
    const std::size_t n = v.size();
    m.values.resize(n);
    m.codes.resize(n);
    m.bytes = messageBytes(int(n), c);
    switch (c.scheme) {
    case QuantScheme::Float32:
        for (std::size_t i = 0; i < n; ++i) {
            m.values[i] = double(float(v[i]));
            m.codes[i] = std::bit_cast<std::uint32_t>(float(v[i]));
        }
        break;
    case QuantScheme::Float16:
    case QuantScheme::BFloat16:
        for (std::size_t i = 0; i < n; ++i) {
            m.values[i] = c.scheme == QuantScheme::Float16 ? toFloat16(v[i]) : toBFloat16(v[i]);
            m.codes[i] = std::bit_cast<std::uint32_t>(float(m.values[i]));
        }
        break;
    case QuantScheme::Uniform: {
        double s = 0;
        for (double x : v)
            s = std::max(s, std::abs(x));
        m.scale = s;
        const double top = std::ldexp(1.0, c.bits) - 1; // 2^b levels: codes 0..2^b - 1
        for (std::size_t i = 0; i < n; ++i) {
            if (s == 0) {
                m.codes[i] = std::int64_t(top / 2);
                m.values[i] = 0;
                continue;
            }
            const double pos = (v[i] + s) / (2 * s) * top; // in [0, top]
            double code;
            if (c.rounding == Rounding::Nearest) {
                code = std::round(pos);
            } else {
                const double lo = std::floor(pos);
                code = lo + ((rng.uniform() < pos - lo) ? 1.0 : 0.0);
            }
            code = std::clamp(code, 0.0, top);
            m.codes[i] = std::int64_t(code);
            m.values[i] = code / top * 2 * s - s;
        }
        break;
    }
    case QuantScheme::Qsgd: {
        double norm = 0;
        for (double x : v)
            norm += x * x;
        norm = std::sqrt(norm);
        m.scale = norm;
        const double s = c.levels;
        for (std::size_t i = 0; i < n; ++i) {
            if (norm == 0) {
                m.values[i] = 0;
                m.codes[i] = 0;
                continue;
            }
            const double r = std::abs(v[i]) / norm * s;
            const double lo = std::floor(r);
            const double level = lo + ((rng.uniform() < r - lo) ? 1.0 : 0.0);
            const double sign = v[i] < 0 ? -1.0 : 1.0;
            m.codes[i] = std::int64_t(sign * level);
            m.values[i] = norm * sign * level / s;
        }
        break;
    }
    case QuantScheme::Sign: {
        double mean = 0;
        for (double x : v)
            mean += std::abs(x);
        mean = n ? mean / double(n) : 0.0;
        m.scale = mean;
        for (std::size_t i = 0; i < n; ++i) {
            const bool neg = v[i] < 0;
            m.codes[i] = neg ? 0 : 1;
            m.values[i] = neg ? -mean : mean;
        }
        break;
    }
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
