#pragma once
// Per-element arithmetic shared by the lecture scenes, the CPU backend and the CUDA kernels (the
// quantizers, the loss terms, the counter-based draws): one set of formulas, so the CPU tests
// exercise exactly what the kernels run and the lecture's quantizer is the one the GPU uses.
// Keep this header free of anything but plain arithmetic: nvcc compiles it for the device.

#include <math.h>
#include <string.h>

#if defined(__CUDACC__)
#define SGD_HOST_DEVICE __host__ __device__
#else
#define SGD_HOST_DEVICE
#endif

namespace sgd::math {

/// Residual of one row: prediction - label.
template <typename T> SGD_HOST_DEVICE inline T residual(T prediction, T label)
{
    return prediction - label;
}

/// One row's share of the least-squares loss: r^2 / 2 (the loss is the mean of these).
template <typename T> SGD_HOST_DEVICE inline T halfSquare(T r)
{
    return T(0.5) * r * r;
}

/// One row's contribution to gradient component j: r * x_j (the gradient is the mean of these).
template <typename T> SGD_HOST_DEVICE inline T gradientTerm(T r, T xj)
{
    return r * xj;
}

/// Prediction of the one-weight-plus-bias model: w x + b.
template <typename T> SGD_HOST_DEVICE inline T linePrediction(T w, T b, T x)
{
    return w * x + b;
}

/// One point's term of the loss surface L(w, b) = 1/2 mean (w x + b - y)^2.
template <typename T> SGD_HOST_DEVICE inline T surfaceTerm(T w, T b, T x, T y)
{
    return halfSquare(residual(linePrediction(w, b, x), y));
}

/// One term of a gossip mix: W_ij times node j's value.
template <typename T> SGD_HOST_DEVICE inline T mixTerm(T wij, T xj)
{
    return wij * xj;
}

/// Coordinate i of a grid of n points over [lo, hi], both ends included.
SGD_HOST_DEVICE inline double gridPoint(double lo, double hi, int i, int n)
{
    return n <= 1 ? lo : lo + (hi - lo) * double(i) / double(n - 1);
}

/// Mean from a sum over n rows; 0 for no rows.
SGD_HOST_DEVICE inline double meanOf(double sum, long long n)
{
    return n > 0 ? sum / double(n) : 0.0;
}

/// Dot product of two contiguous rows. Eight independent partial sums: without them the
/// compiler may not reorder the float additions, and the loop would not vectorize.
template <typename T> SGD_HOST_DEVICE inline T dot(const T *a, const T *b, int n)
{
    T s[8] = {T(0), T(0), T(0), T(0), T(0), T(0), T(0), T(0)};
    int j = 0;
    for (; j + 8 <= n; j += 8) {
        for (int l = 0; l < 8; ++l)
            s[l] += a[j + l] * b[j + l];
    }
    for (; j < n; ++j)
        s[0] += a[j] * b[j];
    return ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
}

/// g_j += gradientTerm(r, x_j) for a contiguous row.
template <typename T, typename Acc> SGD_HOST_DEVICE inline void addGradientTerms(Acc *g, const T *x, T r, int n)
{
    for (int j = 0; j < n; ++j)
        g[j] += gradientTerm(r, x[j]);
}

// ---- elementary functions: the host's <cmath> or CUDA's device versions, float and double ----

SGD_HOST_DEVICE inline float expOf(float v)
{
    return ::expf(v);
}
SGD_HOST_DEVICE inline double expOf(double v)
{
    return ::exp(v);
}
SGD_HOST_DEVICE inline float log1pOf(float v)
{
    return ::log1pf(v);
}
SGD_HOST_DEVICE inline double log1pOf(double v)
{
    return ::log1p(v);
}
SGD_HOST_DEVICE inline float absOf(float v)
{
    return ::fabsf(v);
}
SGD_HOST_DEVICE inline double absOf(double v)
{
    return ::fabs(v);
}

// ---- logistic regression: labels 0 or 1 (or a probability), z = x . w ----

/// sigma(z) = 1 / (1 + e^-z), written so that neither branch overflows.
template <typename T> SGD_HOST_DEVICE inline T sigmoid(T z)
{
    if (z >= T(0))
        return T(1) / (T(1) + expOf(-z));
    const T e = expOf(z);
    return e / (T(1) + e);
}

/// The log loss of one row, -[y log sigma(z) + (1 - y) log(1 - sigma(z))] = log(1 + e^z) - y z,
/// in a form that stays finite for any z: max(z, 0) - y z + log(1 + e^-|z|).
template <typename T> SGD_HOST_DEVICE inline T logLoss(T z, T y)
{
    return (z > T(0) ? z : T(0)) - y * z + log1pOf(expOf(-absOf(z)));
}

/// What one row contributes: the residual r (the gradient is the mean of r x) and its loss term.
template <typename T> struct RowTerms {
    T residual;
    T loss;
};

/// Least squares (Logistic = false): r = z - y, loss r^2 / 2. Logistic: r = sigma(z) - y, log loss.
template <bool Logistic, typename T> SGD_HOST_DEVICE inline RowTerms<T> rowTerms(T z, T y)
{
    if constexpr (Logistic) {
        return {residual(sigmoid(z), y), logLoss(z, y)};
    } else {
        const T r = residual(z, y);
        return {r, halfSquare(r)};
    }
}

/// Rows [b, e) of x (d values each) at weights w: block[j] += sum of r_i x_ij, and the sum of the
/// rows' loss terms is returned. Two rows at a time, so that their dot products proceed side by
/// side (at small d a row's work is too short to keep the processor busy on its own).
template <bool Logistic, typename T>
SGD_HOST_DEVICE inline T accumulateRows(const T *x, const T *y, int d, const T *w, long long b, long long e, T *block)
{
    T loss = T(0);
    long long i = b;
    for (; i + 2 <= e; i += 2) {
        const T *r0 = x + i * d;
        const T *r1 = r0 + d;
        const auto t0 = rowTerms<Logistic>(dot(r0, w, d), y[i]);
        const auto t1 = rowTerms<Logistic>(dot(r1, w, d), y[i + 1]);
        for (int j = 0; j < d; ++j)
            block[j] += gradientTerm(t0.residual, r0[j]) + gradientTerm(t1.residual, r1[j]);
        loss += t0.loss + t1.loss;
    }
    if (i < e) {
        const T *r0 = x + i * d;
        const auto t0 = rowTerms<Logistic>(dot(r0, w, d), y[i]);
        addGradientTerms(block, r0, t0.residual, d);
        loss += t0.loss;
    }
    return loss;
}

/// One chunk of rows [begin, end): partial[0..d) = sum of r_i x_i, partial[d] = sum of the loss
/// terms. Terms are summed in T over blocks of `blockRows` rows (block: d values of scratch), and
/// the blocks in double: float speed, double accuracy. The CPU backend's unit of work.
template <bool Logistic, typename T>
SGD_HOST_DEVICE inline void chunkSums(const T *x, const T *y, int d, const T *w, long long begin, long long end,
                                      long long blockRows, double *partial, T *block)
{
    for (int j = 0; j <= d; ++j)
        partial[j] = 0.0;
    for (long long b = begin; b < end; b += blockRows) {
        const long long e = end < b + blockRows ? end : b + blockRows;
        for (int j = 0; j < d; ++j)
            block[j] = T(0);
        const T loss = accumulateRows<Logistic>(x, y, d, w, b, e, block);
        for (int j = 0; j < d; ++j)
            partial[j] += double(block[j]);
        partial[d] += double(loss);
    }
}

// ---- quantizers: one message (one worker's gradient row) at a time ----
// sgd::quantize (core/sim/quantizer.cpp) and both backends call these. The backends draw stochastic
// rounding's uniforms from counterUniform, so a draw depends only on (seed, position) and every
// backend, thread count and launch shape gets the same result; the lecture's scene draws from its Rng.

/// SplitMix64's finaliser: a well-mixed 64-bit value from any 64-bit input.
SGD_HOST_DEVICE inline unsigned long long mix64(unsigned long long z)
{
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/// A uniform number in [0, 1) for position `counter` of the stream `seed` (53 random bits).
SGD_HOST_DEVICE inline double counterUniform(unsigned long long seed, unsigned long long counter)
{
    return double(mix64(seed ^ mix64(counter)) >> 11) * (1.0 / 9007199254740992.0);
}

/// Rounds to IEEE half precision (round to nearest, ties to even) and back, through float as
/// the wire format does; overflow becomes infinity, NaN stays NaN.
SGD_HOST_DEVICE inline double roundToFloat16(double value)
{
    const double f = double(float(value));
    if (f != f || f - f != 0.0) // NaN or infinity
        return value;
    const double a = absOf(f);
    if (a == 0.0)
        return f;
    int exp = 0;
    ::frexp(a, &exp); // a = m 2^exp, m in [0.5, 1)
    int e = exp - 1;  // a = 1.x 2^e
    if (e < -14)
        e = -14; // subnormals share the smallest exponent
    const double ulp = ::ldexp(1.0, e - 10);
    double q = ::nearbyint(a / ulp) * ulp; // ties to even in the default rounding mode
    if (q > 65504.0)
        q = a >= 65504.0 + 16.0 ? HUGE_VAL : 65504.0;
    return f < 0 ? -q : q;
}

/// Rounds to bfloat16 (the float's top 16 bits, ties to even) and back.
SGD_HOST_DEVICE inline double roundToBFloat16(double value)
{
    const float f = float(value);
    if (f != f)
        return value;
    unsigned int bits = 0;
    memcpy(&bits, &f, sizeof bits);
    bits += 0x7FFFu + ((bits >> 16) & 1u);
    bits &= 0xFFFF0000u;
    float r = 0;
    memcpy(&r, &bits, sizeof r);
    return double(r);
}

// ---- 16-bit storage of X (the scale lab and the benchmark): the bits, both ways ----

/// A float as bfloat16's bits (its top 16, rounded to nearest even; a NaN stays a NaN).
SGD_HOST_DEVICE inline unsigned short bfloat16Bits(float f)
{
    unsigned int bits = 0;
    memcpy(&bits, &f, sizeof bits);
    if (f != f)
        return (unsigned short)((bits >> 16) | 0x40u);
    bits += 0x7FFFu + ((bits >> 16) & 1u);
    return (unsigned short)(bits >> 16);
}

/// bfloat16's bits as a float (exact).
SGD_HOST_DEVICE inline float fromBFloat16Bits(unsigned short h)
{
    const unsigned int bits = (unsigned int)h << 16;
    float f = 0;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/// IEEE half precision's bits as a float (exact: subnormals, infinities and NaNs included).
SGD_HOST_DEVICE inline float fromFloat16Bits(unsigned short h)
{
    const unsigned int sign = (unsigned int)(h >> 15) << 31, exp = (h >> 10) & 0x1Fu, mant = h & 0x3FFu;
    unsigned int bits;
    if (exp == 0) { // zero or subnormal: mant 2^-24, exact in float
        const float v = float(mant) * 5.9604644775390625e-8f;
        memcpy(&bits, &v, sizeof bits);
        bits |= sign;
    } else if (exp == 31) {
        bits = sign | 0x7F800000u | (mant << 13);
    } else {
        bits = sign | ((exp + 112u) << 23) | (mant << 13);
    }
    float f = 0;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/// A float as IEEE half precision's bits, rounded to nearest even (roundToFloat16): overflow to
/// infinity, tiny values to subnormals or zero, a NaN stays a NaN.
SGD_HOST_DEVICE inline unsigned short float16Bits(float f)
{
    unsigned int in = 0;
    memcpy(&in, &f, sizeof in);
    const unsigned short sign = (unsigned short)((in >> 16) & 0x8000u);
    if (f != f)
        return (unsigned short)(sign | 0x7E00u);
    const double q = roundToFloat16(double(f));
    const double a = absOf(q);
    if (a == HUGE_VAL)
        return (unsigned short)(sign | 0x7C00u);
    if (a == 0.0)
        return sign;
    if (a < 6.103515625e-05) // below 2^-14: a subnormal, a whole number of 2^-24
        return (unsigned short)(sign | (unsigned short)(a * 16777216.0));
    int e = 0;
    const double m = ::frexp(a, &e); // a = m 2^e, m in [0.5, 1): exponent e - 1, mantissa 2m - 1
    return (unsigned short)(sign | (unsigned short)((e - 1 + 15) << 10) | (unsigned short)((2.0 * m - 1.0) * 1024.0));
}

/// b-bit uniform quantization over [-scale, scale] (scale = the message's max |v|): 2^b levels,
/// codes 0 .. 2^b - 1, nearest (halves away from zero) or stochastic rounding with the uniform u
/// in [0, 1). A zero message gets the middle code (and decodes to 0).
SGD_HOST_DEVICE inline double uniformCode(double v, double scale, int bits, bool stochastic, double u)
{
    const double top = ::ldexp(1.0, bits) - 1.0;
    if (scale == 0.0)
        return ::floor(top / 2.0);
    const double pos = (v + scale) / (2.0 * scale) * top; // in [0, top]
    double code;
    if (stochastic) {
        const double lo = ::floor(pos);
        code = lo + (u < pos - lo ? 1.0 : 0.0);
    } else {
        code = ::round(pos); // halves away from zero, as std::round
    }
    return code < 0.0 ? 0.0 : (code > top ? top : code);
}

/// What the receiver decodes from a uniform code.
SGD_HOST_DEVICE inline double uniformValue(double code, double scale, int bits)
{
    if (scale == 0.0)
        return 0.0;
    const double top = ::ldexp(1.0, bits) - 1.0;
    return code / top * 2.0 * scale - scale;
}

SGD_HOST_DEVICE inline double uniformLevel(double v, double scale, int bits, bool stochastic, double u)
{
    return uniformValue(uniformCode(v, scale, bits, stochastic, u), scale, bits);
}

/// QSGD with s levels: |v| / norm * s rounded stochastically to a neighbouring integer level
/// (unbiased); the code is that level with v's sign (0 for a zero message).
SGD_HOST_DEVICE inline double qsgdCode(double v, double norm, int levels, double u)
{
    if (norm == 0.0)
        return 0.0;
    const double r = absOf(v) / norm * double(levels);
    const double lo = ::floor(r);
    const double level = lo + (u < r - lo ? 1.0 : 0.0);
    return (v < 0 ? -1.0 : 1.0) * level;
}

/// What the receiver decodes from a QSGD code: norm * code / s.
SGD_HOST_DEVICE inline double qsgdValue(double code, double norm, int levels)
{
    return norm == 0.0 ? 0.0 : norm * code / double(levels);
}

SGD_HOST_DEVICE inline double qsgdLevel(double v, double norm, int levels, double u)
{
    return qsgdValue(qsgdCode(v, norm, levels, u), norm, levels);
}

/// One bit: 0 for a negative value, 1 otherwise.
SGD_HOST_DEVICE inline int signCode(double v)
{
    return v < 0 ? 0 : 1;
}

/// One bit: the sign, times the message's mean |v|.
SGD_HOST_DEVICE inline double signLevel(double v, double meanAbs)
{
    return signCode(v) ? meanAbs : -meanAbs;
}

/// The quantizers by number, in the order of sgd::compute::QuantizerKind (checked where both are seen).
enum QuantizerCode : int { kQuantFloat16 = 0, kQuantBFloat16 = 1, kQuantUniform = 2, kQuantQsgd = 3, kQuantSign = 4 };

/// What a message's scale is made of: Uniform the max |v|, Qsgd the sum of v^2 (its square root is
/// the norm), Sign the sum of |v| (divided by the count it is the mean); none for the float formats.
enum ScaleCode : int { kScaleNone = 0, kScaleMaxAbs = 1, kScaleSumSquares = 2, kScaleSumAbs = 3 };

SGD_HOST_DEVICE inline int scaleCodeOf(int quantizer)
{
    return quantizer == kQuantUniform ? kScaleMaxAbs
           : quantizer == kQuantQsgd  ? kScaleSumSquares
           : quantizer == kQuantSign  ? kScaleSumAbs
                                      : kScaleNone;
}

/// One value's share of the scale accumulation (combined with max for kScaleMaxAbs, + otherwise).
SGD_HOST_DEVICE inline double scaleTerm(int scaleCode, double v)
{
    return scaleCode == kScaleSumSquares ? v * v : absOf(v);
}

/// The accumulation with one more value: the larger for kScaleMaxAbs, the sum otherwise.
SGD_HOST_DEVICE inline double addScaleTerm(int scaleCode, double acc, double v)
{
    const double t = scaleTerm(scaleCode, v);
    return scaleCode == kScaleMaxAbs ? (t > acc ? t : acc) : acc + t;
}

/// The scale from its accumulation over n values.
SGD_HOST_DEVICE inline double finishScale(int scaleCode, double acc, int n)
{
    return scaleCode == kScaleSumSquares ? ::sqrt(acc)
           : scaleCode == kScaleSumAbs   ? (n > 0 ? acc / double(n) : 0.0)
           : scaleCode == kScaleMaxAbs   ? acc
                                         : 0.0;
}

/// What the receiver decodes for value v at position `counter` of a message with this scale.
SGD_HOST_DEVICE inline double quantizeValue(int quantizer, double v, double scale, int bits, int levels, bool stochastic,
                                            unsigned long long seed, unsigned long long counter)
{
    switch (quantizer) {
    case kQuantFloat16:
        return roundToFloat16(v);
    case kQuantBFloat16:
        return roundToBFloat16(v);
    case kQuantUniform:
        return uniformLevel(v, scale, bits, stochastic, stochastic ? counterUniform(seed, counter) : 0.0);
    case kQuantQsgd:
        return qsgdLevel(v, scale, levels, counterUniform(seed, counter));
    default:
        return signLevel(v, scale);
    }
}

// ---- synthetic data: every value drawn from (seed, position), so any backend, thread count or
// launch shape generates the same rows (up to the last bit of the math library's log and cos) ----

/// A standard normal number for position `counter` of stream `seed` (Box-Muller on two draws).
SGD_HOST_DEVICE inline double counterNormal(unsigned long long seed, unsigned long long counter)
{
    const double u1 = 1.0 - counterUniform(seed, 2 * counter); // (0, 1]: log stays finite
    const double u2 = counterUniform(seed, 2 * counter + 1);
    return ::sqrt(-2.0 * ::log(u1)) * ::cos(6.283185307179586 * u2);
}

/// A standard logistic number (P(L < t) = sigma(t)) for position `counter` of stream `seed`.
SGD_HOST_DEVICE inline double counterLogistic(unsigned long long seed, unsigned long long counter)
{
    const double u = (double(mix64(seed ^ mix64(counter)) >> 11) + 0.5) * (1.0 / 9007199254740992.0); // (0, 1)
    return ::log(u / (1.0 - u));
}

/// Streams of the synthetic data, derived from the user's seed.
SGD_HOST_DEVICE inline unsigned long long featureStream(unsigned long long seed)
{
    return mix64(seed ^ 0x5EED0F0000000001ull);
}
SGD_HOST_DEVICE inline unsigned long long labelStream(unsigned long long seed)
{
    return mix64(seed ^ 0x5EED0F0000000002ull);
}

/// Feature j of row i (d features) in a zone with shift mu_j and scale sigma: mu_j + sigma z_ij.
template <typename T>
SGD_HOST_DEVICE inline T syntheticFeature(unsigned long long featureSeed, long long i, int d, int j, double mu, double sigma)
{
    return T(mu +
             sigma * counterNormal(featureSeed, (unsigned long long)(i) * (unsigned long long)(d) + (unsigned long long)(j)));
}

/// The label of row i from its score s = x_i . w* + beta_k: s + noise e_i, or 1 when s + l_i > 0.
template <typename T>
SGD_HOST_DEVICE inline T syntheticLabel(unsigned long long labelSeed, long long i, double score, double noise, bool binary)
{
    if (binary)
        return score + counterLogistic(labelSeed, (unsigned long long)(i)) > 0.0 ? T(1) : T(0);
    return T(score + noise * counterNormal(labelSeed, (unsigned long long)(i)));
}

} // namespace sgd::math
