// A probe, not part of the build: how fast one core reads X from memory in loops that do a float32
// gradient round's arithmetic (rows of 64 values, four rows at a time: dot products, residuals,
// gradient terms, X asked for 8 KiB ahead into the L2), beside a plain read of the same X, when
// only the compiled form or the place of the loop in memory changes. scripts/probe-loop-shape
// builds it several ways and prints one line per build (see docs/development/performance.md).
//
// Build: g++ -O2 -std=c++20 -DPAD=0 scripts/probes/loop_shape.cpp -o loop_shape
// Run:   ./loop_shape [repeats [rows]]   (X_OFFSET: bytes past a 2 MiB boundary, default 64;
//        PROBE_AHEAD: prefetch distance in bytes, default 8192; PROBE_CACHE=l1: prefetch into the L1)
#include <immintrin.h>
#include <sys/mman.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

// GCC 12 reports the intrinsics' inlined undefined vectors as maybe uninitialized (false).
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"

#ifndef PAD
#define PAD 0
#endif
#define STR2(x) #x
#define STR(x) STR2(x)
#define TARGET __attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma")))

namespace {

constexpr int kD = 64;
constexpr long long kRows = 2'000'000;
long long g_ahead = 8192; // set at run time (PROBE_AHEAD), as the app's kernel reads its prefetch distance
int g_toL2 = 0;           // set at run time: 1 (the L2) unless PROBE_CACHE=l1

/// The read loop the benchmark measures against (bench.cpp's readProbe, plain way): 256-bit loads.
TARGET __attribute__((noinline)) float plainRead(const float *a, std::size_t n)
{
    __m256 s[8];
    for (auto &v : s)
        v = _mm256_setzero_ps();
    for (std::size_t i = 0; i + 64 <= n; i += 64)
        for (int k = 0; k < 8; ++k)
            s[k] = _mm256_add_ps(s[k], _mm256_loadu_ps(a + i + std::size_t(8 * k)));
    __m256 t = s[0];
    for (int k = 1; k < 8; ++k)
        t = _mm256_add_ps(t, s[k]);
    float out[8];
    _mm256_storeu_ps(out, t);
    return out[0] + out[7];
}

// The helpers and the loop below are written exactly as in the test program docs/development/performance.md quotes:
// the compiled form is what is measured, and small rewrites of the source change it.
TARGET inline __attribute__((always_inline)) void prefetchLine(const char *p)
{
    if (g_toL2)
        _mm_prefetch(p, _MM_HINT_T1);
    else
        _mm_prefetch(p, _MM_HINT_T0);
}
TARGET inline __attribute__((always_inline)) void prefetchRows(const float *x, long long i, int rows)
{
    const char *at = reinterpret_cast<const char *>(x + i * kD) + g_ahead;
    for (int o = 0; o < rows * kD * 4; o += 64)
        prefetchLine(at + o);
}
TARGET inline __attribute__((always_inline)) __m256 fold(__m512 v)
{
    return _mm256_add_ps(_mm512_castps512_ps256(v), _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(v), 1)));
}
TARGET inline __attribute__((always_inline)) __m128 sum4(__m256 a0, __m256 a1, __m256 a2, __m256 a3)
{
    const __m256 s = _mm256_hadd_ps(_mm256_hadd_ps(a0, a1), _mm256_hadd_ps(a2, a3));
    return _mm_add_ps(_mm256_castps256_ps128(s), _mm256_extractf128_ps(s, 1));
}
TARGET inline __attribute__((always_inline)) void spread4(__m128 r, __m512 *out)
{
    const __m512 r4 = _mm512_broadcast_f32x4(r);
    out[0] = _mm512_permute_ps(r4, 0x00);
    out[1] = _mm512_permute_ps(r4, 0x55);
    out[2] = _mm512_permute_ps(r4, 0xAA);
    out[3] = _mm512_permute_ps(r4, 0xFF);
}

/// A round's loop over rows of 64 values, G groups of four rows at a time (G = 1 measured); starts
/// PAD bytes past a 4 KiB boundary.
template <int G>
TARGET __attribute__((noinline, aligned(4096))) float roundLoop(const float *x, const float *y, const float *w, long long n)
{
    asm volatile(".nops " STR(PAD));
    __m512 g[4], h[4];
    for (int v = 0; v < 4; ++v)
        g[v] = h[v] = _mm512_setzero_ps();
    __m128 lossV = _mm_setzero_ps();
    const __m512 w0 = _mm512_loadu_ps(w), w1 = _mm512_loadu_ps(w + 16), w2 = _mm512_loadu_ps(w + 32),
                 w3 = _mm512_loadu_ps(w + 48);
    for (long long i = 0; i + 4 * G <= n; i += 4 * G) {
        prefetchRows(x, i, 4 * G);
        const float *p = x + i * kD;
        __m128 dots[G];
        for (int half = 0; half < G; ++half) {
            __m512 a[4];
            for (int k = 0; k < 4; ++k) {
                const float *q = p + (4 * half + k) * kD;
                a[k] = _mm512_add_ps(_mm512_fmadd_ps(_mm512_loadu_ps(q + 32), w2, _mm512_mul_ps(_mm512_loadu_ps(q), w0)),
                                     _mm512_fmadd_ps(_mm512_loadu_ps(q + 48), w3, _mm512_mul_ps(_mm512_loadu_ps(q + 16), w1)));
            }
            dots[half] = sum4(fold(a[0]), fold(a[1]), fold(a[2]), fold(a[3]));
        }
        for (int half = 0; half < G; ++half) {
            const __m128 r = _mm_sub_ps(dots[half], _mm_loadu_ps(y + i + 4 * half));
            lossV = _mm_fmadd_ps(_mm_mul_ps(r, r), _mm_set1_ps(0.5f), lossV);
            __m512 rk[4];
            spread4(r, rk);
            const float *q = p + 4 * half * kD;
            for (int u = 0; u < 4; ++u) {
                g[u] = _mm512_fmadd_ps(rk[1], _mm512_loadu_ps(q + kD + 16 * u),
                                       _mm512_fmadd_ps(rk[0], _mm512_loadu_ps(q + 16 * u), g[u]));
                h[u] = _mm512_fmadd_ps(rk[3], _mm512_loadu_ps(q + 3 * kD + 16 * u),
                                       _mm512_fmadd_ps(rk[2], _mm512_loadu_ps(q + 2 * kD + 16 * u), h[u]));
            }
        }
    }
    __m512 t = _mm512_add_ps(_mm512_add_ps(g[0], h[0]), _mm512_add_ps(g[3], h[2]));
    return _mm512_reduce_add_ps(t) + _mm_cvtss_f32(lossV);
}

} // namespace

int main(int argc, char **argv)
{
    const int repeats = argc > 1 ? std::max(3, std::atoi(argv[1])) : 9;
    const long long rows = argc > 2 ? std::atoll(argv[2]) : kRows; // read at run time, as the app's row counts are
    if (rows < 4 || rows > kRows) {
        std::fprintf(stderr, "loop_shape: rows must be 4 to %lld\n", kRows);
        return 2;
    }
    if (const char *a = std::getenv("PROBE_AHEAD"))
        g_ahead = std::atoll(a);
    const char *cache = std::getenv("PROBE_CACHE");
    g_toL2 = cache && std::string(cache) == "l1" ? 0 : 1;
    const long offset = std::getenv("X_OFFSET") ? std::atol(std::getenv("X_OFFSET")) : 64;
    const std::size_t bytes = std::size_t(kRows) * kD * sizeof(float), huge = std::size_t(2) << 20;
    char *base = static_cast<char *>(std::aligned_alloc(huge, bytes + 2 * huge));
    if (!base || offset < 0 || offset % 64 != 0 || std::size_t(offset) >= huge) {
        std::fprintf(stderr, "loop_shape: no memory, or X_OFFSET not a multiple of 64 below 2 MiB\n");
        return 2;
    }
    madvise(base, bytes + 2 * huge, MADV_HUGEPAGE);
    float *x = reinterpret_cast<float *>(base + offset);
    for (std::size_t i = 0; i < std::size_t(kRows) * kD; ++i)
        x[i] = float(i * 2654435761u % 1000) / 1000.0f;
    std::vector<float> y(kRows, 0.3f), w(kD);
    for (int j = 0; j < kD; ++j)
        w[std::size_t(j)] = 0.01f * float(j);
    std::vector<double> read, round;
    volatile float sink = 0;
    for (int r = 0; r <= repeats; ++r) { // the first pair warms up
        auto t0 = std::chrono::steady_clock::now();
        sink = sink + plainRead(x, std::size_t(rows) * kD);
        auto t1 = std::chrono::steady_clock::now();
        sink = sink + roundLoop<1>(x, y.data(), w.data(), rows);
        auto t2 = std::chrono::steady_clock::now();
        if (r > 0) {
            read.push_back(std::chrono::duration<double>(t1 - t0).count());
            round.push_back(std::chrono::duration<double>(t2 - t1).count());
        }
    }
    std::sort(read.begin(), read.end());
    std::sort(round.begin(), round.end());
    const double rd = read[read.size() / 2], rn = round[round.size() / 2];
    std::printf("loop at +%d bytes, X at +%ld: plain read %.2f ms (%.1f GB/s), round loop %.2f ms, ratio %.3f\n", PAD, offset,
                rd * 1e3, double(rows) * kD * sizeof(float) / rd / 1e9, rn * 1e3, rd / rn);
    std::free(base);
    return 0;
}
