// The CPU backend's float32 inner loop for AVX2 + FMA. Only the kernels carry the target
// attribute (the file itself is compiled for plain x86-64), and `flatten` inlines shared_math.h's
// functions into them: no code for AVX2 leaks into a function the rest of the program may call,
// and the run-time check below decides whether the kernels are used at all.
#include "core/shared_math.h"
#include "cpu_kernels.h"

#include <immintrin.h>
#include <stdlib.h>
#include <string.h>

#include <chrono>

namespace sgd::gpu::detail {

namespace {

// The shared chunk loop, inlined (flatten) and compiled for AVX2 + FMA.
template <bool Logistic>
__attribute__((target("avx2,fma"), flatten)) void chunkSumsAvx2(const float *x, const float *y, int d, const float *w,
                                                                long long begin, long long end, long long blockRows,
                                                                double *partial, float *block)
{
    math::chunkSums<Logistic>(x, y, d, w, begin, end, blockRows, partial, block);
}

} // namespace

FloatChunkKernel avx2ChunkKernel(bool logistic)
{
    const char *choice = getenv("SGD_CPU_KERNEL");
    if (choice && strcmp(choice, "generic") == 0)
        return nullptr;
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("fma"))
        return nullptr;
    return logistic ? &chunkSumsAvx2<true> : &chunkSumsAvx2<false>;
}

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
