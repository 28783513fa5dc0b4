// The benchmark's loops for x86 (AVX2 + FMA, or AVX-512 where the kernels use it): the read loop,
// the least-work loop and the FMA chains that bench.cpp measures the round against. Like the
// kernels, only these functions carry the target attribute; the file is compiled for plain x86-64.
#include "cpu_kernels.h"
#include "cpu_x86.h"

#include <immintrin.h>
#include <string.h>

#include <chrono>
#include <cstdint>

namespace sgd::gpu::detail {

namespace {

/// Ten independent chains of 8-lane FMAs (more chains than the FMA latency times its throughput):
/// as many floating-point operations per cycle as the core does.
__attribute__((target("avx2,fma"))) double fmaChainsAvx2(long long iterations)
{
    __m256 a[10];
    for (int i = 0; i < 10; ++i)
        a[i] = _mm256_set1_ps(1.0f + 1e-7f * float(i));
    const __m256 m = _mm256_set1_ps(0.999999f), c = _mm256_set1_ps(1e-6f);
    for (long long it = 0; it < iterations; ++it)
        for (int i = 0; i < 10; ++i)
            a[i] = _mm256_fmadd_ps(a[i], m, c);
    __m256 s = a[0];
    for (int i = 1; i < 10; ++i)
        s = _mm256_add_ps(s, a[i]);
    float out[8];
    _mm256_storeu_ps(out, s);
    return double(out[0]); // keeps the chains alive
}

double fmaChainsGeneric(long long iterations)
{
    float a[10][8];
    for (int i = 0; i < 10; ++i)
        for (int l = 0; l < 8; ++l)
            a[i][l] = 1.0f + 1e-7f * float(i);
    for (long long it = 0; it < iterations; ++it)
        for (int i = 0; i < 10; ++i)
            for (int l = 0; l < 8; ++l)
                a[i][l] = a[i][l] * 0.999999f + 1e-6f;
    return double(a[3][5]);
}

} // namespace

namespace {

__attribute__((target("avx2"))) float readAvx2(const float *a, std::size_t n, long long prefetchBytes, bool toL2)
{
    __m256 s[8];
    for (auto &v : s)
        v = _mm256_setzero_ps();
    std::size_t i = 0;
    for (; i + 64 <= n; i += 64) {
        if (prefetchBytes > 0) {
            // An address, not a pointer into a: past the end it points at nothing (and needs not).
            const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(a + i) + std::uintptr_t(prefetchBytes);
            for (std::uintptr_t off = 0; off < 256; off += 64)
                prefetchLine(at + off, toL2);
        }
        for (int k = 0; k < 8; ++k)
            s[k] = _mm256_add_ps(s[k], _mm256_loadu_ps(a + i + std::size_t(8 * k)));
    }
    float tail = 0.0f;
    for (; i < n; ++i)
        tail += a[i];
    const __m256 t = _mm256_add_ps(_mm256_add_ps(_mm256_add_ps(s[0], s[1]), _mm256_add_ps(s[2], s[3])),
                                   _mm256_add_ps(_mm256_add_ps(s[4], s[5]), _mm256_add_ps(s[6], s[7])));
    float out[8];
    _mm256_storeu_ps(out, t);
    return tail + ((out[0] + out[1]) + (out[2] + out[3])) + ((out[4] + out[5]) + (out[6] + out[7]));
}

/// leastWorkProbe's loops: per 64-byte line one load, and two multiply-adds of it into two of
/// the chains (one with the dot product's weight, one with the gradient term's).
__attribute__((target("avx2,fma"))) float leastWorkAvx2(const float *a, std::size_t n, long long prefetchBytes, bool toL2)
{
    __m256 c[8], e[8];
    for (int k = 0; k < 8; ++k)
        c[k] = e[k] = _mm256_setzero_ps();
    const __m256 wd = _mm256_set1_ps(0.5f), wg = _mm256_set1_ps(0.25f);
    std::size_t i = 0;
    for (; i + 64 <= n; i += 64) {
        if (prefetchBytes > 0) {
            const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(a + i) + std::uintptr_t(prefetchBytes);
            for (std::uintptr_t off = 0; off < 256; off += 64)
                prefetchLine(at + off, toL2);
        }
        for (int k = 0; k < 8; ++k) {
            const __m256 v = _mm256_loadu_ps(a + i + std::size_t(8 * k));
            c[k] = _mm256_fmadd_ps(v, wd, c[k]);
            e[k] = _mm256_fmadd_ps(v, wg, e[k]);
        }
    }
    __m256 t = _mm256_setzero_ps();
    for (int k = 0; k < 8; ++k)
        t = _mm256_add_ps(t, _mm256_add_ps(c[k], e[k]));
    float out[8], tail = 0.0f;
    _mm256_storeu_ps(out, t);
    for (; i < n; ++i)
        tail += a[i];
    return tail + ((out[0] + out[1]) + (out[2] + out[3])) + ((out[4] + out[5]) + (out[6] + out[7]));
}

__attribute__((target("avx512f,avx2,fma"))) float leastWorkAvx512(const float *a, std::size_t n, long long prefetchBytes,
                                                                  bool toL2)
{
    __m512 c[8], e[8];
    for (int k = 0; k < 8; ++k)
        c[k] = e[k] = _mm512_setzero_ps();
    const __m512 wd = _mm512_set1_ps(0.5f), wg = _mm512_set1_ps(0.25f);
    std::size_t i = 0;
    for (; i + 256 <= n; i += 256) { // 1 KiB: four rows of 64 values, as the kernel takes them
        if (prefetchBytes > 0) {
            const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(a + i) + std::uintptr_t(prefetchBytes);
            for (std::uintptr_t off = 0; off < 1024; off += 64)
                prefetchLine(at + off, toL2);
        }
        for (int k = 0; k < 16; ++k) {
            const __m512 v = _mm512_loadu_ps(a + i + std::size_t(16 * k));
            c[k & 7] = _mm512_fmadd_ps(v, wd, c[k & 7]);
            e[k & 7] = _mm512_fmadd_ps(v, wg, e[k & 7]);
        }
    }
    __m512 t = _mm512_setzero_ps();
    for (int k = 0; k < 8; ++k)
        t = _mm512_add_ps(t, _mm512_add_ps(c[k], e[k]));
    float out[16], sum = 0.0f;
    _mm512_storeu_ps(out, t);
    for (const float v : out)
        sum += v;
    for (; i < n; ++i)
        sum += a[i];
    return sum;
}

} // namespace

float leastWorkProbe(const float *a, std::size_t n, long long prefetchBytes, bool toL2)
{
    const char *choice = getenv("SGD_CPU_KERNEL");
    const bool generic = choice && strcmp(choice, "generic") == 0;
    __builtin_cpu_init();
    if (!generic && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
        if (sixteenLanes(choice))
            return leastWorkAvx512(a, n, prefetchBytes, toL2);
        return leastWorkAvx2(a, n, prefetchBytes, toL2);
    }
    float c = 0.0f, e = 0.0f;
    for (std::size_t i = 0; i < n; ++i) {
        c += a[i] * 0.5f;
        e += a[i] * 0.25f;
    }
    return c + e;
}

float readProbe(const float *a, std::size_t n, long long prefetchBytes, bool toL2)
{
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2"))
        return readAvx2(a, n, prefetchBytes, toL2);
    float s = 0.0f;
    for (std::size_t i = 0; i < n; ++i)
        s += a[i];
    return s;
}

float readProbeBytes(const void *p, std::size_t bytes, long long prefetchBytes, bool toL2)
{
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2")) // its loads may alias anything; whole 256-byte steps, no scalar tail
        return readAvx2(static_cast<const float *>(p), bytes / sizeof(float) / 64 * 64, prefetchBytes, toL2);
    return readBytesPlain(p, bytes);
}

double fmaProbe(double seconds)
{
    __builtin_cpu_init();
    const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    long long done = 0, batch = 1 << 16;
    volatile double sink = 0;
    while (std::chrono::duration<double>(Clock::now() - t0).count() < seconds) {
        sink = sink + (avx2 ? fmaChainsAvx2(batch) : fmaChainsGeneric(batch));
        done += batch;
    }
    return double(done) * 10 * 8 * 2; // chains x lanes x (multiply + add)
}

} // namespace sgd::gpu::detail
