// The CPU backend's inner loop for AVX2 + FMA (+ F16C), X kept as float32, bfloat16 or float16.
// Only the kernels carry the target attribute (the file itself is compiled for plain x86-64): no
// code for AVX2 leaks into a function the rest of the program may call, and the run-time check
// below decides whether the kernels are used at all.
#include "core/shared_math.h"
#include "cpu_kernels.h"
#include "cpu_prefetch_x86.h"
#include "cpu_x86.h"

#if defined(__GNUC__) && !defined(__clang__)
// GCC 12's AVX-512 headers make their "undefined" vectors as `__m512 __Y = __Y;`, and every
// inlined widening or half-extract reported it as maybe uninitialized (a thousand false warnings).
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>
#include <stdlib.h>
#include <string.h>

#include <cstdint>
#include <vector>

namespace sgd::gpu::detail {

namespace {

using compute::Storage;

/// Eight values of X from value `at` on, widened to float: float32 as it is, bfloat16 by a shift,
/// float16 by F16C's conversion.
template <Storage S> __attribute__((target("avx2,fma,f16c"), always_inline)) inline __m256 load8(const void *x, long long at)
{
    if constexpr (S == Storage::Float32) {
        return _mm256_loadu_ps(static_cast<const float *>(x) + at);
    } else {
        const __m128i h = _mm_loadu_si128(reinterpret_cast<const __m128i *>(static_cast<const unsigned short *>(x) + at));
        if constexpr (S == Storage::BFloat16)
            return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(h), 16));
        else
            return _mm256_cvtph_ps(h);
    }
}

/// One value of X widened to float (the rows' last d mod 8 values).
template <Storage S> inline float load1(const void *x, long long at)
{
    if constexpr (S == Storage::Float32)
        return static_cast<const float *>(x)[at];
    else if constexpr (S == Storage::BFloat16)
        return math::fromBFloat16Bits(static_cast<const unsigned short *>(x)[at]);
    else
        return math::fromFloat16Bits(static_cast<const unsigned short *>(x)[at]);
}

/// The four rows' last values past the vectors (from value `from` to d): dot[k] += x_t w_t for
/// row k, the rows d apart from value o0 on.
template <Storage S> inline void tailDots(const void *x, long long o0, int d, int from, const float *w, float *dot)
{
    for (int t = from; t < d; ++t)
        for (int k = 0; k < 4; ++k)
            dot[k] += load1<S>(x, o0 + k * d + t) * w[t];
}

/// The four rows' gradient terms for their last values: block[t] += sum over k of r[k] x_t of row k.
template <Storage S> inline void tailTerms(const void *x, long long o0, int d, int from, const float *r, float *block)
{
    for (int t = from; t < d; ++t)
        block[t] += r[0] * load1<S>(x, o0 + t) + r[1] * load1<S>(x, o0 + d + t) + r[2] * load1<S>(x, o0 + 2 * d + t) +
                    r[3] * load1<S>(x, o0 + 3 * d + t);
}

/// A block of rows done: its float sums added to the chunk's double ones, the loss of its single
/// rows and of its four loss chains last.
inline void addBlock(const float *block, int d, float loss, const float *lossK, double *partial)
{
    for (int j = 0; j < d; ++j)
        partial[j] += double(block[j]);
    partial[d] += double(loss + ((lossK[0] + lossK[1]) + (lossK[2] + lossK[3])));
}

/// The four dot products of a0..a3's lanes, as [a0, a1, a2, a3].
__attribute__((target("avx2,fma"), always_inline)) inline __m128 sum4(__m256 a0, __m256 a1, __m256 a2, __m256 a3)
{
    const __m256 s = _mm256_hadd_ps(_mm256_hadd_ps(a0, a1), _mm256_hadd_ps(a2, a3));
    return _mm_add_ps(_mm256_castps256_ps128(s), _mm256_extractf128_ps(s, 1));
}

/// 16 bfloat16 values as floats: the even ones (a shift) and the odd ones (a mask).
__attribute__((target("avx2,fma"), always_inline)) inline void bf16Pair(const unsigned short *p, __m256 &even, __m256 &odd)
{
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
    even = _mm256_castsi256_ps(_mm256_slli_epi32(v, 16));
    odd = _mm256_castsi256_ps(_mm256_and_si256(v, _mm256_set1_epi32(int(0xFFFF0000u))));
}

/// w in chunkBf16Pairs' order: each 16 values' 8 even ones, then its 8 odd ones (per thread).
inline const std::vector<float> &evenOddWeights(const float *w, int d)
{
    thread_local std::vector<float> wp;
    wp.resize(std::size_t(d));
    for (int g = 0; g < d; g += 16)
        for (int i = 0; i < 8; ++i) {
            wp[std::size_t(g + i)] = w[g + 2 * i];
            wp[std::size_t(g + 8 + i)] = w[g + 2 * i + 1];
        }
    return wp;
}

/// bfloat16 rows whose length is a multiple of 16, without widening instructions: one 256-bit load
/// holds 16 values, each 32-bit lane two of them; a shift gives the even ones as floats and a mask
/// the odd ones (a bfloat16 is a float's top half). w and the block are kept in the same even/odd
/// order (each 16 values: 8 even, then 8 odd) and put back in order at the end of each block.
template <bool Logistic>
__attribute__((target("avx2,fma"))) void chunkBf16Pairs(const unsigned short *x, const float *y, int d, const float *w,
                                                        long long begin, long long end, const KernelSettings &s, double *partial,
                                                        float *block)
{
    const std::vector<float> &wp = evenOddWeights(w, d);
    const Prefetch ahead(x, d, 2, s);
    for (int j = 0; j <= d; ++j)
        partial[j] = 0.0;
    for (long long b = begin; b < end; b += s.blockRows) {
        const long long e = end < b + s.blockRows ? end : b + s.blockRows;
        for (int j = 0; j < d; ++j)
            block[j] = 0.0f;
        float loss = 0.0f, lossK[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        long long i = b;
        for (; i + 4 <= e; i += 4) {
            ahead.group(i);
            const long long o[4] = {i * d, i * d + d, i * d + 2 * d, i * d + 3 * d};
            // Even and odd values in chains of their own: eight chains, each half as long.
            __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0;
            for (int j = 0; j < d; j += 16) {
                const __m256 we = _mm256_loadu_ps(wp.data() + j), wo = _mm256_loadu_ps(wp.data() + j + 8);
                __m256 ev, od;
                bf16Pair(x + o[0] + j, ev, od);
                a0 = _mm256_fmadd_ps(ev, we, a0);
                b0 = _mm256_fmadd_ps(od, wo, b0);
                bf16Pair(x + o[1] + j, ev, od);
                a1 = _mm256_fmadd_ps(ev, we, a1);
                b1 = _mm256_fmadd_ps(od, wo, b1);
                bf16Pair(x + o[2] + j, ev, od);
                a2 = _mm256_fmadd_ps(ev, we, a2);
                b2 = _mm256_fmadd_ps(od, wo, b2);
                bf16Pair(x + o[3] + j, ev, od);
                a3 = _mm256_fmadd_ps(ev, we, a3);
                b3 = _mm256_fmadd_ps(od, wo, b3);
            }
            float dot[4];
            _mm_storeu_ps(dot, sum4(_mm256_add_ps(a0, b0), _mm256_add_ps(a1, b1), _mm256_add_ps(a2, b2), _mm256_add_ps(a3, b3)));
            __m256 r[4];
            for (int k = 0; k < 4; ++k) {
                const auto t = math::rowTerms<Logistic>(dot[k], y[i + k]);
                r[k] = _mm256_set1_ps(t.residual);
                lossK[k] += t.loss; // four chains: one per row of the group
            }
            for (int j = 0; j < d; j += 16) {
                __m256 ge = _mm256_loadu_ps(block + j), go = _mm256_loadu_ps(block + j + 8), ev, od;
                for (int k = 0; k < 4; ++k) {
                    bf16Pair(x + o[k] + j, ev, od);
                    ge = _mm256_fmadd_ps(r[k], ev, ge);
                    go = _mm256_fmadd_ps(r[k], od, go);
                }
                _mm256_storeu_ps(block + j, ge);
                _mm256_storeu_ps(block + j + 8, go);
            }
        }
        for (; i < e; ++i) {
            const long long o = i * d;
            __m256 a = _mm256_setzero_ps(), ev, od;
            for (int j = 0; j < d; j += 16) {
                bf16Pair(x + o + j, ev, od);
                a = _mm256_fmadd_ps(od, _mm256_loadu_ps(wp.data() + j + 8),
                                    _mm256_fmadd_ps(ev, _mm256_loadu_ps(wp.data() + j), a));
            }
            float dot[4];
            _mm_storeu_ps(dot, sum4(a, _mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps()));
            const auto t = math::rowTerms<Logistic>(dot[0], y[i]);
            loss += t.loss;
            const __m256 rv = _mm256_set1_ps(t.residual);
            for (int j = 0; j < d; j += 16) {
                bf16Pair(x + o + j, ev, od);
                _mm256_storeu_ps(block + j, _mm256_fmadd_ps(rv, ev, _mm256_loadu_ps(block + j)));
                _mm256_storeu_ps(block + j + 8, _mm256_fmadd_ps(rv, od, _mm256_loadu_ps(block + j + 8)));
            }
        }
        for (int g = 0; g < d; g += 16) // back in order: each 16 values' 8 even, then 8 odd
            for (int k = 0; k < 8; ++k) {
                partial[g + 2 * k] += double(block[g + k]);
                partial[g + 2 * k + 1] += double(block[g + 8 + k]);
            }
        partial[d] += double(loss + ((lossK[0] + lossK[1]) + (lossK[2] + lossK[3])));
    }
}

/// Rows of 8 to 23 values (one or two vectors and a tail), four at a time: with so few values the
/// gradient pass's load, four chained multiply-adds and store of the block per four rows make one
/// chain through memory from group to group; here the block's first vectors stay in registers, in
/// four chains each (one per row of the group), until the block's groups of four end. The tail
/// values go through `block` as in chunkAvx2. Returns the first row not done.
template <bool Logistic, Storage S>
__attribute__((target("avx2,fma,f16c"), always_inline)) inline long long
narrowRows(const void *x, const float *y, int d, const float *w, long long i, long long e, const Prefetch &ahead, float *block,
           float *lossK)
{
    const int dv = d & ~7;
    const bool two = dv == 16;
    const __m256 w0 = _mm256_loadu_ps(w), w1 = two ? _mm256_loadu_ps(w + 8) : _mm256_setzero_ps();
    __m256 g0[4], g1[4]; // one chain per row of the group: a multiply-add per chain per group
    for (int k = 0; k < 4; ++k)
        g0[k] = g1[k] = _mm256_setzero_ps();
    for (; i + 4 <= e; i += 4) {
        ahead.group(i);
        const long long o0 = i * d, o1 = o0 + d, o2 = o1 + d, o3 = o2 + d;
        __m256 a0 = _mm256_mul_ps(load8<S>(x, o0), w0), a1 = _mm256_mul_ps(load8<S>(x, o1), w0),
               a2 = _mm256_mul_ps(load8<S>(x, o2), w0), a3 = _mm256_mul_ps(load8<S>(x, o3), w0);
        if (two) {
            a0 = _mm256_fmadd_ps(load8<S>(x, o0 + 8), w1, a0);
            a1 = _mm256_fmadd_ps(load8<S>(x, o1 + 8), w1, a1);
            a2 = _mm256_fmadd_ps(load8<S>(x, o2 + 8), w1, a2);
            a3 = _mm256_fmadd_ps(load8<S>(x, o3 + 8), w1, a3);
        }
        float dot[4];
        _mm_storeu_ps(dot, sum4(a0, a1, a2, a3));
        tailDots<S>(x, o0, d, dv, w, dot);
        float r[4];
        for (int k = 0; k < 4; ++k) {
            const auto t = math::rowTerms<Logistic>(dot[k], y[i + k]);
            r[k] = t.residual;
            lossK[k] += t.loss; // four chains: one per row of the group
        }
        const __m256 r0 = _mm256_set1_ps(r[0]), r1 = _mm256_set1_ps(r[1]), r2 = _mm256_set1_ps(r[2]), r3 = _mm256_set1_ps(r[3]);
        g0[0] = _mm256_fmadd_ps(r0, load8<S>(x, o0), g0[0]);
        g0[1] = _mm256_fmadd_ps(r1, load8<S>(x, o1), g0[1]);
        g0[2] = _mm256_fmadd_ps(r2, load8<S>(x, o2), g0[2]);
        g0[3] = _mm256_fmadd_ps(r3, load8<S>(x, o3), g0[3]);
        if (two) {
            g1[0] = _mm256_fmadd_ps(r0, load8<S>(x, o0 + 8), g1[0]);
            g1[1] = _mm256_fmadd_ps(r1, load8<S>(x, o1 + 8), g1[1]);
            g1[2] = _mm256_fmadd_ps(r2, load8<S>(x, o2 + 8), g1[2]);
            g1[3] = _mm256_fmadd_ps(r3, load8<S>(x, o3 + 8), g1[3]);
        }
        tailTerms<S>(x, o0, d, dv, r, block);
    }
    const __m256 s0 = _mm256_add_ps(_mm256_add_ps(g0[0], g0[1]), _mm256_add_ps(g0[2], g0[3]));
    _mm256_storeu_ps(block, _mm256_add_ps(_mm256_loadu_ps(block), s0));
    if (two) {
        const __m256 s1 = _mm256_add_ps(_mm256_add_ps(g1[0], g1[1]), _mm256_add_ps(g1[2], g1[3]));
        _mm256_storeu_ps(block + 8, _mm256_add_ps(_mm256_loadu_ps(block + 8), s1));
    }
    return i;
}

/// One row of chunkAvx2's block by itself (the block's last rows): its gradient terms added to
/// `block`; returns its loss term.
template <bool Logistic, Storage S>
__attribute__((target("avx2,fma,f16c"), always_inline)) inline float singleRow(const void *x, const float *y, int d,
                                                                               const float *w, long long i, float *block)
{
    const int dv = d & ~7;
    const long long o = i * d;
    __m256 a = _mm256_setzero_ps();
    for (int j = 0; j < dv; j += 8)
        a = _mm256_fmadd_ps(load8<S>(x, o + j), _mm256_loadu_ps(w + j), a);
    float dot[4];
    _mm_storeu_ps(dot, sum4(a, _mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps()));
    for (int j = dv; j < d; ++j)
        dot[0] += load1<S>(x, o + j) * w[j];
    const auto t = math::rowTerms<Logistic>(dot[0], y[i]);
    const __m256 rv = _mm256_set1_ps(t.residual);
    for (int j = 0; j < dv; j += 8)
        _mm256_storeu_ps(block + j, _mm256_fmadd_ps(rv, load8<S>(x, o + j), _mm256_loadu_ps(block + j)));
    for (int j = dv; j < d; ++j)
        block[j] += t.residual * load1<S>(x, o + j);
    return t.loss;
}

/// The chunk loop of math::chunkSums, four rows at a time: their dot products side by side (four
/// independent chains), one horizontal sum for the four, then one pass that adds the four rows'
/// gradient terms to the block (one load and store of the block per four rows, not per row). The
/// rows are in L1 by then: X is read from memory once.
template <bool Logistic, Storage S>
__attribute__((target("avx2,fma,f16c"))) void chunkAvx2(const void *x, const float *y, int d, const float *w, long long begin,
                                                        long long end, const KernelSettings &s, double *partial, float *block)
{
    if constexpr (S == Storage::BFloat16) {
        if (d % 16 == 0 && d > 16) // 16 values: the narrow rows below keep the block in registers
            return chunkBf16Pairs<Logistic>(static_cast<const unsigned short *>(x), y, d, w, begin, end, s, partial, block);
    }
    const int dv = d & ~7;
    const Prefetch ahead(x, d, S == Storage::Float32 ? 4 : 2, s);
    const long long blockRows = s.blockRows;
    for (int j = 0; j <= d; ++j)
        partial[j] = 0.0;
    for (long long b = begin; b < end; b += blockRows) {
        const long long e = end < b + blockRows ? end : b + blockRows;
        for (int j = 0; j < d; ++j)
            block[j] = 0.0f;
        float loss = 0.0f, lossK[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        long long i = b;
        if (dv == 8 || dv == 16)
            i = narrowRows<Logistic, S>(x, y, d, w, i, e, ahead, block, lossK);
        for (; i + 4 <= e; i += 4) {
            const long long o0 = i * d, o1 = o0 + d, o2 = o1 + d, o3 = o2 + d;
            ahead.group(i);
            // Two chains per row (values j and j + 8 of every 16): eight chains, each half as long.
            __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0;
            int j = 0;
            for (; j + 16 <= dv; j += 16) {
                const __m256 wa = _mm256_loadu_ps(w + j), wb = _mm256_loadu_ps(w + j + 8);
                a0 = _mm256_fmadd_ps(load8<S>(x, o0 + j), wa, a0);
                b0 = _mm256_fmadd_ps(load8<S>(x, o0 + j + 8), wb, b0);
                a1 = _mm256_fmadd_ps(load8<S>(x, o1 + j), wa, a1);
                b1 = _mm256_fmadd_ps(load8<S>(x, o1 + j + 8), wb, b1);
                a2 = _mm256_fmadd_ps(load8<S>(x, o2 + j), wa, a2);
                b2 = _mm256_fmadd_ps(load8<S>(x, o2 + j + 8), wb, b2);
                a3 = _mm256_fmadd_ps(load8<S>(x, o3 + j), wa, a3);
                b3 = _mm256_fmadd_ps(load8<S>(x, o3 + j + 8), wb, b3);
            }
            if (j < dv) {
                const __m256 wa = _mm256_loadu_ps(w + j);
                a0 = _mm256_fmadd_ps(load8<S>(x, o0 + j), wa, a0);
                a1 = _mm256_fmadd_ps(load8<S>(x, o1 + j), wa, a1);
                a2 = _mm256_fmadd_ps(load8<S>(x, o2 + j), wa, a2);
                a3 = _mm256_fmadd_ps(load8<S>(x, o3 + j), wa, a3);
            }
            float dot[4];
            _mm_storeu_ps(dot, sum4(_mm256_add_ps(a0, b0), _mm256_add_ps(a1, b1), _mm256_add_ps(a2, b2), _mm256_add_ps(a3, b3)));
            tailDots<S>(x, o0, d, dv, w, dot);
            float r[4];
            for (int k = 0; k < 4; ++k) {
                const auto t = math::rowTerms<Logistic>(dot[k], y[i + k]);
                r[k] = t.residual;
                lossK[k] += t.loss; // four chains: one per row of the group
            }
            const __m256 r0 = _mm256_set1_ps(r[0]), r1 = _mm256_set1_ps(r[1]), r2 = _mm256_set1_ps(r[2]),
                         r3 = _mm256_set1_ps(r[3]);
            for (int j = 0; j < dv; j += 8) {
                __m256 g = _mm256_loadu_ps(block + j);
                g = _mm256_fmadd_ps(r0, load8<S>(x, o0 + j), g);
                g = _mm256_fmadd_ps(r1, load8<S>(x, o1 + j), g);
                g = _mm256_fmadd_ps(r2, load8<S>(x, o2 + j), g);
                g = _mm256_fmadd_ps(r3, load8<S>(x, o3 + j), g);
                _mm256_storeu_ps(block + j, g);
            }
            tailTerms<S>(x, o0, d, dv, r, block);
        }
        for (; i < e; ++i) // the block's last rows, one at a time
            loss += singleRow<Logistic, S>(x, y, d, w, i, block);
        addBlock(block, d, loss, lossK, partial);
    }
}

/// Sixteen values of X from value `at` on, widened to float (AVX-512).
template <Storage S>
__attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"), always_inline)) inline __m512 load16(const void *x,
                                                                                                       long long at)
{
    if constexpr (S == Storage::Float32) {
        return _mm512_loadu_ps(static_cast<const float *>(x) + at);
    } else {
        const __m256i h = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(static_cast<const unsigned short *>(x) + at));
        if constexpr (S == Storage::BFloat16)
            return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16));
        else
            return _mm512_cvtph_ps(h);
    }
}

/// The two halves of a 16-lane vector added: 8 lanes, for sum4.
__attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"), always_inline)) inline __m256 fold(__m512 v)
{
    return _mm256_add_ps(_mm512_castps512_ps256(v), _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(v), 1)));
}

/// Sixteen weights from value j on: from wv (the row's vectors, kept in registers) when there is
/// one, else from w.
__attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"), always_inline)) inline __m512 weights16(const float *w,
                                                                                                          const __m512 *wv, int j)
{
    return wv ? wv[j / 16] : _mm512_loadu_ps(w + j);
}

/// The residuals of the four rows from row i as [r0, r1, r2, r3] (rows of NV vectors of 16 values
/// and, with Tail, d - 16 NV more; NV = 0: d / 16 vectors, counted at run time), their loss terms
/// added to lossV's lanes. Least squares without
/// a tail stays in vector registers (dot - y, then r * r / 2: the same roundings as
/// math::rowTerms, lane by lane); otherwise each row goes through rowTerms.
template <int NV, bool Tail, bool Logistic, Storage S>
__attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"), always_inline)) inline __m128
groupResiduals(const void *x, const float *y, int d, const float *w, long long i, __m128 &lossV, const __m512 *wv = nullptr)
{
    static_assert(NV > 0 || Tail, "rows counted at run time go through the tail's code");
    const int dv = NV > 0 ? 16 * NV : d & ~15;
    if constexpr (!Tail)
        d = 16 * NV; // a constant row length: the four rows are one base address and fixed offsets
    const long long o0 = i * d, o1 = o0 + d, o2 = o1 + d, o3 = o2 + d;
    // The first two vectors of each row multiplied rather than added to zero (no copy of w for
    // each multiply-add to overwrite; measured faster, docs/development/performance.md). The file is compiled with
    // -ffp-contract=off, so that the compiler never fuses these products with the sums after them (keepRows' sums, the same
    // products and additions in the same order, stay the same bit for bit).
    const __m512 w0 = weights16(w, wv, 0), w1 = weights16(w, wv, 16);
    __m512 a0 = _mm512_mul_ps(load16<S>(x, o0), w0), b0 = _mm512_mul_ps(load16<S>(x, o0 + 16), w1);
    __m512 a1 = _mm512_mul_ps(load16<S>(x, o1), w0), b1 = _mm512_mul_ps(load16<S>(x, o1 + 16), w1);
    __m512 a2 = _mm512_mul_ps(load16<S>(x, o2), w0), b2 = _mm512_mul_ps(load16<S>(x, o2 + 16), w1);
    __m512 a3 = _mm512_mul_ps(load16<S>(x, o3), w0), b3 = _mm512_mul_ps(load16<S>(x, o3 + 16), w1);
    int j = 32;
    for (; j + 32 <= dv; j += 32) {
        const __m512 wa = weights16(w, wv, j), wb = weights16(w, wv, j + 16);
        a0 = _mm512_fmadd_ps(load16<S>(x, o0 + j), wa, a0);
        b0 = _mm512_fmadd_ps(load16<S>(x, o0 + j + 16), wb, b0);
        a1 = _mm512_fmadd_ps(load16<S>(x, o1 + j), wa, a1);
        b1 = _mm512_fmadd_ps(load16<S>(x, o1 + j + 16), wb, b1);
        a2 = _mm512_fmadd_ps(load16<S>(x, o2 + j), wa, a2);
        b2 = _mm512_fmadd_ps(load16<S>(x, o2 + j + 16), wb, b2);
        a3 = _mm512_fmadd_ps(load16<S>(x, o3 + j), wa, a3);
        b3 = _mm512_fmadd_ps(load16<S>(x, o3 + j + 16), wb, b3);
    }
    if (j < dv) { // an odd number of vectors: one more
        const __m512 wa = weights16(w, wv, j);
        a0 = _mm512_fmadd_ps(load16<S>(x, o0 + j), wa, a0);
        a1 = _mm512_fmadd_ps(load16<S>(x, o1 + j), wa, a1);
        a2 = _mm512_fmadd_ps(load16<S>(x, o2 + j), wa, a2);
        a3 = _mm512_fmadd_ps(load16<S>(x, o3 + j), wa, a3);
    }
    const __m128 dot =
        sum4(fold(_mm512_add_ps(a0, b0)), fold(_mm512_add_ps(a1, b1)), fold(_mm512_add_ps(a2, b2)), fold(_mm512_add_ps(a3, b3)));
    if constexpr (!Logistic && !Tail) {
        const __m128 r = _mm_sub_ps(dot, _mm_loadu_ps(y + i));
        lossV = _mm_fmadd_ps(_mm_mul_ps(r, r), _mm_set1_ps(0.5f), lossV);
        return r;
    }
    float z[4], r[4], loss[4];
    _mm_storeu_ps(z, dot);
    tailDots<S>(x, o0, d, dv, w, z);
    for (int k = 0; k < 4; ++k) {
        const auto terms = math::rowTerms<Logistic>(z[k], y[i + k]);
        r[k] = terms.residual;
        loss[k] = terms.loss;
    }
    lossV = _mm_add_ps(lossV, _mm_loadu_ps(loss));
    return _mm_loadu_ps(r);
}

/// The four residuals [r0, r1, r2, r3] each across 16 lanes.
__attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"), always_inline)) inline void spread4(__m128 r, __m512 *out)
{
    const __m512 r4 = _mm512_broadcast_f32x4(r);
    out[0] = _mm512_permute_ps(r4, 0x00);
    out[1] = _mm512_permute_ps(r4, 0x55);
    out[2] = _mm512_permute_ps(r4, 0xAA);
    out[3] = _mm512_permute_ps(r4, 0xFF);
}

/// Rows of 32 to 143 values (NV = 2 to 8 vectors and a tail), four at a time, in two ways that
/// let a core's computing overlap its waiting for X (on the Zen 5 machine computing and waiting did
/// not overlap well before):
/// - the block's vectors stay in registers until the block's groups of four end (two chains each
///   up to 4 vectors) instead of being loaded and stored for every group;
/// - the next group's dot products and residuals come before this group's gradient terms, so
///   that those never wait for a horizontal sum just made.
/// Rows without a tail (d = 16 NV) are compiled with d a constant (one row address and fixed
/// offsets instead of four addresses). Faster than the loop before it, most from the caches
/// (docs/development/performance.md). The gradient sums differ from the old loop's in their order only (two
/// chains per vector).
/// With InOrder (rows of 2 to 4 vectors without a tail, where inOrderGroups() says), each
/// group's dot products, residuals and gradient terms come one after another instead, its lines
/// asked for with Prefetch::fixedGroup the way R says: the same sums in the same order (see
/// inOrderGroups for where and why).
/// Returns the first row not done.
template <int NV, bool Tail, bool Logistic, Storage S, bool InOrder = false, Requests R = Requests::None>
__attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"), always_inline)) inline long long
wideRows(const void *x, const float *y, int d, const float *w, long long i, long long e, const Prefetch &ahead, float *block,
         float *lossK)
{
    constexpr int dv = 16 * NV;
    if constexpr (!Tail)
        d = dv;
    constexpr bool twoChains = NV <= 4; // with 5 or more vectors the second set would not fit the 32 registers
    if (i + 4 > e)
        return i;
    __m512 g[NV], h[NV];
    for (int v = 0; v < NV; ++v)
        g[v] = h[v] = _mm512_setzero_ps();
    static_assert(!(InOrder && Tail), "in order: rows of a length known when compiled");
    __m512 wv[NV]; // in order: w in registers for the whole loop (the groups' loads are X's alone)
    if constexpr (InOrder)
        for (int v = 0; v < NV; ++v)
            wv[v] = _mm512_loadu_ps(w + 16 * v);
    __m128 lossV = _mm_setzero_ps(), r = lossV;
    if constexpr (!InOrder) {
        ahead.group(i);
        r = groupResiduals<NV, Tail, Logistic, S>(x, y, d, w, i, lossV);
    }
    for (; i + 4 <= e; i += 4) {
        __m128 next = r;
        if constexpr (InOrder) {
            constexpr long long groupBytes = 4LL * dv * (S == Storage::Float32 ? 4 : 2);
            ahead.fixedGroup<groupBytes, R>(i);
            r = groupResiduals<NV, Tail, Logistic, S>(x, y, d, w, i, lossV, wv);
        } else if (i + 8 <= e) {
            ahead.group(i + 4);
            next = groupResiduals<NV, Tail, Logistic, S>(x, y, d, w, i + 4, lossV);
        }
        const long long o0 = i * d, o1 = o0 + d, o2 = o1 + d, o3 = o2 + d;
        __m512 rk[4];
        spread4(r, rk);
        for (int v = 0; v < NV; ++v) {
            const long long at = 16LL * v;
            g[v] = _mm512_fmadd_ps(rk[1], load16<S>(x, o1 + at), _mm512_fmadd_ps(rk[0], load16<S>(x, o0 + at), g[v]));
            if constexpr (twoChains)
                h[v] = _mm512_fmadd_ps(rk[3], load16<S>(x, o3 + at), _mm512_fmadd_ps(rk[2], load16<S>(x, o2 + at), h[v]));
            else
                g[v] = _mm512_fmadd_ps(rk[3], load16<S>(x, o3 + at), _mm512_fmadd_ps(rk[2], load16<S>(x, o2 + at), g[v]));
        }
        if constexpr (Tail) {
            float rs[4];
            _mm_storeu_ps(rs, r);
            tailTerms<S>(x, o0, d, dv, rs, block);
        }
        r = next;
    }
    for (int v = 0; v < NV; ++v)
        _mm512_storeu_ps(block + 16 * v, _mm512_add_ps(_mm512_loadu_ps(block + 16 * v), _mm512_add_ps(g[v], h[v])));
    float l[4];
    _mm_storeu_ps(l, lossV);
    for (int k = 0; k < 4; ++k)
        lossK[k] += l[k]; // the four chains, one per row of the group
    return i;
}

/// Rows of NV = 2 to 4 vectors and no tail, four at a time, each value loaded (and for 16-bit X
/// widened) once: the group's vectors stay in registers from its dot products to its gradient terms.
/// The sums are wideRows' own, in the same order.
template <int NV, bool Logistic, Storage S>
__attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"), always_inline)) inline long long
keepRows(const void *x, const float *y, const float *w, long long i, long long e, const Prefetch &ahead, float *block,
         float *lossK)
{
    static_assert(NV >= 2 && NV <= 4, "the group's vectors and the sums fill the 32 registers");
    constexpr int d = 16 * NV;
    __m512 g[NV], h[NV];
    for (int v = 0; v < NV; ++v)
        g[v] = h[v] = _mm512_setzero_ps();
    __m128 lossV = _mm_setzero_ps();
    for (; i + 4 <= e; i += 4) {
        ahead.group(i);
        const long long o0 = i * d;
        __m512 xs[4][NV];
        for (int k = 0; k < 4; ++k)
            for (int v = 0; v < NV; ++v)
                xs[k][v] = load16<S>(x, o0 + k * d + 16 * v);
        __m512 a[4], b[4];
        for (int k = 0; k < 4; ++k)
            a[k] = b[k] = _mm512_setzero_ps();
        int v = 0;
        for (; v + 2 <= NV; v += 2) {
            const __m512 wa = _mm512_loadu_ps(w + 16 * v), wb = _mm512_loadu_ps(w + 16 * v + 16);
            for (int k = 0; k < 4; ++k) {
                a[k] = _mm512_fmadd_ps(xs[k][v], wa, a[k]);
                b[k] = _mm512_fmadd_ps(xs[k][v + 1], wb, b[k]);
            }
        }
        if (v < NV) {
            const __m512 wa = _mm512_loadu_ps(w + 16 * v);
            for (int k = 0; k < 4; ++k)
                a[k] = _mm512_fmadd_ps(xs[k][v], wa, a[k]);
        }
        const __m128 dot = sum4(fold(_mm512_add_ps(a[0], b[0])), fold(_mm512_add_ps(a[1], b[1])), fold(_mm512_add_ps(a[2], b[2])),
                                fold(_mm512_add_ps(a[3], b[3])));
        __m128 r;
        if constexpr (!Logistic) {
            r = _mm_sub_ps(dot, _mm_loadu_ps(y + i));
            lossV = _mm_fmadd_ps(_mm_mul_ps(r, r), _mm_set1_ps(0.5f), lossV);
        } else {
            float z[4], rs[4], loss[4];
            _mm_storeu_ps(z, dot);
            for (int k = 0; k < 4; ++k) {
                const auto terms = math::rowTerms<Logistic>(z[k], y[i + k]);
                rs[k] = terms.residual;
                loss[k] = terms.loss;
            }
            lossV = _mm_add_ps(lossV, _mm_loadu_ps(loss));
            r = _mm_loadu_ps(rs);
        }
        __m512 rk[4];
        spread4(r, rk);
        for (int u = 0; u < NV; ++u) {
            g[u] = _mm512_fmadd_ps(rk[1], xs[1][u], _mm512_fmadd_ps(rk[0], xs[0][u], g[u]));
            h[u] = _mm512_fmadd_ps(rk[3], xs[3][u], _mm512_fmadd_ps(rk[2], xs[2][u], h[u]));
        }
    }
    for (int u = 0; u < NV; ++u)
        _mm512_storeu_ps(block + 16 * u, _mm512_add_ps(_mm512_loadu_ps(block + 16 * u), _mm512_add_ps(g[u], h[u])));
    float l[4];
    _mm_storeu_ps(l, lossV);
    for (int k = 0; k < 4; ++k)
        lossK[k] += l[k];
    return i;
}

/// wideRows in order for rows of NV vectors, asking for X the way R says, compiled as a
/// function of its own (inlined into the chunk's loop, the compiled loop reloaded y's address from
/// the stack for every group).
template <int NV, bool Logistic, Storage S, Requests R>
__attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"), noinline)) long long
inOrderRows(const void *x, const float *y, const float *w, long long i, long long e, const Prefetch &ahead, float *block,
            float *lossK)
{
    return wideRows<NV, false, Logistic, S, true, R>(x, y, 16 * NV, w, i, e, ahead, block, lossK);
}

/// wideRows (or, with `keep`, keepRows for rows of 2 to 4 vectors and no tail) for rows of NV to 8
/// vectors (NV counting up at compile time), with d a constant where the rows have no tail (and
/// with `inOrder` their groups one after another); rows of other lengths are left as they are
/// (returns i).
template <int NV, bool Logistic, Storage S>
__attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"), always_inline)) inline long long
registerRows(const void *x, const float *y, int d, const float *w, long long i, long long e, const Prefetch &ahead, float *block,
             float *lossK, bool keep, bool inOrder)
{
    if constexpr (NV > 8) {
        return i;
    } else {
        if ((d & ~15) != 16 * NV)
            return registerRows<NV + 1, Logistic, S>(x, y, d, w, i, e, ahead, block, lossK, keep, inOrder);
        if constexpr (NV <= 4)
            if (d == 16 * NV && keep)
                return keepRows<NV, Logistic, S>(x, y, w, i, e, ahead, block, lossK);
        if (d != 16 * NV)
            return wideRows<NV, true, Logistic, S>(x, y, d, w, i, e, ahead, block, lossK);
        if constexpr (NV <= 4) {
            if (inOrder) {
                switch (ahead.requests()) {
                case Requests::None:
                    return inOrderRows<NV, Logistic, S, Requests::None>(x, y, w, i, e, ahead, block, lossK);
                case Requests::L1:
                    return inOrderRows<NV, Logistic, S, Requests::L1>(x, y, w, i, e, ahead, block, lossK);
                case Requests::L2:
                    return inOrderRows<NV, Logistic, S, Requests::L2>(x, y, w, i, e, ahead, block, lossK);
                case Requests::SpacedL1:
                    return inOrderRows<NV, Logistic, S, Requests::SpacedL1>(x, y, w, i, e, ahead, block, lossK);
                case Requests::SpacedL2:
                    return inOrderRows<NV, Logistic, S, Requests::SpacedL2>(x, y, w, i, e, ahead, block, lossK);
                }
            }
        }
        return wideRows<NV, false, Logistic, S>(x, y, d, w, i, e, ahead, block, lossK);
    }
}

/// chunkAvx2's loop with 16 lanes, for processors with AVX-512 (F and BW): half the instructions
/// per value, so that more of the time a core computes hides behind the memory (on a Zen 5 EPYC the
/// AVX2 kernel read the caches not even twice as fast as the memory: docs/development/performance.md). Rows of fewer than 32
/// values take the AVX2 kernel (its narrow rows).
template <bool Logistic, Storage S>
__attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"))) void
chunkAvx512(const void *x, const float *y, int d, const float *w, long long begin, long long end, const KernelSettings &s,
            double *partial, float *block)
{
    if (d < 32)
        return chunkAvx2<Logistic, S>(x, y, d, w, begin, end, s, partial, block);
    const int dv = d & ~15;
    constexpr int bytesPerValue = S == Storage::Float32 ? 4 : 2;
    const Prefetch ahead(x, d, bytesPerValue, s);
    const bool keep = s.keep, inOrder = s.inOrder;
    const bool spreadAhead = s.spread;
    const long long blockRows = s.blockRows;
    for (int j = 0; j <= d; ++j)
        partial[j] = 0.0;
    for (long long b = begin; b < end; b += blockRows) {
        const long long e = end < b + blockRows ? end : b + blockRows;
        for (int j = 0; j < d; ++j)
            block[j] = 0.0f;
        float loss = 0.0f, lossK[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        long long i = b;
        // Rows of up to 143 values: the block in registers (any rows left take the loop below).
        i = registerRows<2, Logistic, S>(x, y, d, w, i, e, ahead, block, lossK, keep, inOrder);
        __m128 lossV = _mm_setzero_ps();
        for (; i + 4 <= e; i += 4) { // wider rows: the block through memory
            const long long o0 = i * d, o1 = o0 + d, o2 = o1 + d, o3 = o2 + d;
            if (!spreadAhead)
                ahead.group(i);
            const __m128 r = groupResiduals<0, true, Logistic, S>(x, y, d, w, i, lossV);
            __m512 rk[4];
            spread4(r, rk);
            for (int t = 0; t < dv; t += 16) {
                if (spreadAhead) // the group after next, where this loop is in its rows
                    ahead.spread(i + 8, 1LL * t * bytesPerValue);
                __m512 g = _mm512_loadu_ps(block + t);
                g = _mm512_fmadd_ps(rk[0], load16<S>(x, o0 + t), g);
                g = _mm512_fmadd_ps(rk[1], load16<S>(x, o1 + t), g);
                g = _mm512_fmadd_ps(rk[2], load16<S>(x, o2 + t), g);
                g = _mm512_fmadd_ps(rk[3], load16<S>(x, o3 + t), g);
                _mm512_storeu_ps(block + t, g);
            }
            if (dv < d) {
                float rs[4];
                _mm_storeu_ps(rs, r);
                tailTerms<S>(x, o0, d, dv, rs, block);
            }
        }
        float lv[4];
        _mm_storeu_ps(lv, lossV);
        for (int k = 0; k < 4; ++k)
            lossK[k] += lv[k]; // four chains: one per row of the group
        for (; i < e; ++i) {   // the block's last rows, one at a time
            const long long o = i * d;
            __m512 a = _mm512_setzero_ps();
            for (int j = 0; j < dv; j += 16)
                a = _mm512_fmadd_ps(load16<S>(x, o + j), _mm512_loadu_ps(w + j), a);
            float dot[4];
            _mm_storeu_ps(dot, sum4(fold(a), _mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps()));
            for (int j = dv; j < d; ++j)
                dot[0] += load1<S>(x, o + j) * w[j];
            const auto t = math::rowTerms<Logistic>(dot[0], y[i]);
            loss += t.loss;
            const __m512 rv = _mm512_set1_ps(t.residual);
            for (int j = 0; j < dv; j += 16)
                _mm512_storeu_ps(block + j, _mm512_fmadd_ps(rv, load16<S>(x, o + j), _mm512_loadu_ps(block + j)));
            for (int j = dv; j < d; ++j)
                block[j] += t.residual * load1<S>(x, o + j);
        }
        addBlock(block, d, loss, lossK, partial);
    }
}

template <Storage S> ChunkKernel kernelFor(bool logistic, bool avx512)
{
    if (avx512)
        return logistic ? &chunkAvx512<true, S> : &chunkAvx512<false, S>;
    return logistic ? &chunkAvx2<true, S> : &chunkAvx2<false, S>;
}

} // namespace

ChunkKernel avx2ChunkKernel(bool logistic, Storage storage)
{
    const char *choice = getenv("SGD_CPU_KERNEL");
    if (choice && strcmp(choice, "generic") == 0)
        return nullptr;
    return laneKernel(logistic, storage, sixteenLanes(choice));
}

ChunkKernel laneKernel(bool logistic, Storage storage, bool avx512)
{
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("fma"))
        return nullptr;
    if (avx512 && !sixteenLanes(nullptr))
        return nullptr;
    switch (storage) {
    case Storage::Float32:
        return kernelFor<Storage::Float32>(logistic, avx512);
    case Storage::BFloat16:
        return kernelFor<Storage::BFloat16>(logistic, avx512);
    case Storage::Float16:
        return hasF16c() ? kernelFor<Storage::Float16>(logistic, avx512) : nullptr;
    }
    return nullptr;
}

} // namespace sgd::gpu::detail
