// A probe, not part of the build: the library's float32 kernel and three loops of the same
// arithmetic (rows of 64 values, four rows at a time: dot products, residuals, gradient terms, X
// asked for 2 KiB ahead into the L1), each timed over 512 MB of X beside a plain read of it, passes
// interleaved in one process (the same X, the same moment: differences of a few per cent are the
// loops', not the host's). The three loops differ only in how they ask for a group's 16 lines:
// spaced (two no-ops after each request, as the kernel does on Intel), back to back, or not at all.
// The library's switches (SGD_CPU_INORDER, SGD_CPU_SPACED, SGD_CPU_PREFETCH, ...) apply to its
// kernel. scripts/probe-kernel builds and runs it; see docs/development/performance.md.
//
// Usage: kernel_beside_read [repeats]
#include "gpu/cpu_kernels_avx2.cpp" // the kernels themselves, compiled into this program

#include <sys/mman.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

#define PROBE_TARGET __attribute__((target("avx512f,avx512bw,avx512vl,avx2,fma,f16c"), noinline))
constexpr int kD = 64;
constexpr long long kRows = 2'000'000;
constexpr long long kAhead = 2048;

enum class Ask { Spaced, BackToBack, None };

/// The round's loop over all rows at once, accumulators in registers, X asked for the way A says.
template <Ask A> PROBE_TARGET float roundLoop(const float *x, const float *y, const float *w, long long n)
{
    using namespace sgd::gpu::detail;
    __m512 g[4], h[4];
    for (int v = 0; v < 4; ++v)
        g[v] = h[v] = _mm512_setzero_ps();
    __m128 lossV = _mm_setzero_ps();
    const __m512 w0 = _mm512_loadu_ps(w), w1 = _mm512_loadu_ps(w + 16), w2 = _mm512_loadu_ps(w + 32),
                 w3 = _mm512_loadu_ps(w + 48);
    for (long long i = 0; i + 4 <= n; i += 4) {
        const float *p = x + i * kD;
        const char *at = reinterpret_cast<const char *>(p) + kAhead;
        for (int o = 0; o < 1024; o += 64) {
            if constexpr (A == Ask::Spaced)
                asm volatile("prefetcht0 (%0)\n\tnop\n\tnop" ::"r"(at + o));
            else if constexpr (A == Ask::BackToBack)
                _mm_prefetch(at + o, _MM_HINT_T0);
        }
        __m512 a[4];
        for (int k = 0; k < 4; ++k) {
            const float *q = p + k * kD;
            a[k] = _mm512_add_ps(_mm512_fmadd_ps(_mm512_loadu_ps(q + 32), w2, _mm512_mul_ps(_mm512_loadu_ps(q), w0)),
                                 _mm512_fmadd_ps(_mm512_loadu_ps(q + 48), w3, _mm512_mul_ps(_mm512_loadu_ps(q + 16), w1)));
        }
        const __m128 r = _mm_sub_ps(sum4(fold(a[0]), fold(a[1]), fold(a[2]), fold(a[3])), _mm_loadu_ps(y + i));
        lossV = _mm_fmadd_ps(_mm_mul_ps(r, r), _mm_set1_ps(0.5f), lossV);
        __m512 rk[4];
        spread4(r, rk);
        for (int u = 0; u < 4; ++u) {
            g[u] = _mm512_fmadd_ps(rk[1], _mm512_loadu_ps(p + kD + 16 * u),
                                   _mm512_fmadd_ps(rk[0], _mm512_loadu_ps(p + 16 * u), g[u]));
            h[u] = _mm512_fmadd_ps(rk[3], _mm512_loadu_ps(p + 3 * kD + 16 * u),
                                   _mm512_fmadd_ps(rk[2], _mm512_loadu_ps(p + 2 * kD + 16 * u), h[u]));
        }
    }
    __m512 t = _mm512_setzero_ps();
    for (int u = 0; u < 4; ++u)
        t = _mm512_add_ps(t, _mm512_add_ps(g[u], h[u]));
    return _mm512_reduce_add_ps(t) + _mm_cvtss_f32(lossV);
}

/// The library's kernel (the one the CPU backend picks for float32 least squares) over all rows as
/// one chunk, in its blocks of 128 rows.
float libraryKernel(const float *x, const float *y, const float *w, long long n)
{
    static const auto kernel = sgd::gpu::detail::avx2ChunkKernel(false, sgd::compute::Storage::Float32);
    static std::vector<double> partial(kD + 1);
    static std::vector<float> block(kD);
    kernel(x, y, kD, w, 0, n, 128, partial.data(), block.data());
    return float(partial[0]);
}

} // namespace

int main(int argc, char **argv)
{
    if (!__builtin_cpu_supports("avx512f") || !__builtin_cpu_supports("avx512bw") || !__builtin_cpu_supports("avx512vl")) {
        std::fprintf(stderr, "kernel_beside_read: this processor has no AVX-512; nothing to measure\n");
        return 0;
    }
    const int repeats = argc > 1 ? std::max(3, std::atoi(argv[1])) : 7;
    volatile long long rowsAtRunTime = kRows; // the row count read at run time, as the backend's are
    const long long n = rowsAtRunTime;
    const std::size_t bytes = std::size_t(kRows) * kD * sizeof(float), huge = std::size_t(2) << 20;
    char *base = static_cast<char *>(std::aligned_alloc(huge, bytes + 2 * huge));
    if (!base) {
        std::fprintf(stderr, "kernel_beside_read: no memory for X (%zu MB)\n", bytes >> 20);
        return 2;
    }
    madvise(base, bytes + 2 * huge, MADV_HUGEPAGE);
    float *x = reinterpret_cast<float *>(base + 64); // 64 bytes past a boundary, as the backend's X
    for (std::size_t i = 0; i < std::size_t(kRows) * kD; ++i)
        x[i] = float(i * 2654435761u % 1000) / 1000.0f;
    std::vector<float> y(kRows, 0.3f), w(kD);
    for (int j = 0; j < kD; ++j)
        w[std::size_t(j)] = 0.01f * float(j);
    struct Variant {
        const char *name;
        float (*run)(const float *, const float *, const float *, long long);
    };
    const Variant variants[] = {{"library kernel", &libraryKernel},
                                {"loop, requests spaced", &roundLoop<Ask::Spaced>},
                                {"loop, requests back to back", &roundLoop<Ask::BackToBack>},
                                {"loop, no requests", &roundLoop<Ask::None>}};
    constexpr std::size_t kVariants = sizeof(variants) / sizeof(variants[0]);
    std::vector<double> times[kVariants + 1];
    volatile float sink = 0;
    for (int r = 0; r <= repeats; ++r) // the first pass of each warms up
        for (std::size_t v = 0; v <= kVariants; ++v) {
            const auto t0 = std::chrono::steady_clock::now();
            // The plain read: the benchmark's own read loop (readProbe), without requests ahead.
            sink = sink +
                   (v == 0 ? sgd::gpu::detail::readProbe(x, std::size_t(n) * kD) : variants[v - 1].run(x, y.data(), w.data(), n));
            const auto t1 = std::chrono::steady_clock::now();
            if (r > 0)
                times[v].push_back(std::chrono::duration<double>(t1 - t0).count());
        }
    const auto median = [](std::vector<double> t) {
        std::sort(t.begin(), t.end());
        return t[t.size() / 2];
    };
    const double read = median(times[0]);
    std::printf("plain read: %.2f ms (%.1f GB/s), medians of %d passes, interleaved\n", read * 1e3, double(bytes) / read / 1e9,
                repeats);
    for (std::size_t v = 0; v < kVariants; ++v) {
        const double t = median(times[v + 1]);
        std::printf("%-28s %.2f ms, %.3f of the read\n", variants[v].name, t * 1e3, read / t);
    }
    std::free(base);
    return 0;
}
