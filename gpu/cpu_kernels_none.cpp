// Builds without the AVX2 kernel (not x86-64, or a compiler without -mavx2): the generic loop only.
#include "cpu_kernels.h"

#include <chrono>

namespace sgd::gpu::detail {

ChunkKernel avx2ChunkKernel(bool, compute::Storage)
{
    return nullptr;
}

ChunkKernel laneKernel(bool, compute::Storage, bool)
{
    return nullptr;
}

KernelSettings guessedSettings(int, double, bool, compute::Storage, long long standardBlock)
{
    KernelSettings s;
    s.blockRows = standardBlock;
    return s;
}

KernelSettings forcedSettings(KernelSettings s, bool *anySet)
{
    if (anySet)
        *anySet = false; // nothing to force: the generic loop only
    return s;
}

std::string processorModel()
{
    return "unknown";
}

float readProbe(const float *a, std::size_t n, long long, bool) // no prefetch without the intrinsics
{
    float s[8] = {};
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8)
        for (int l = 0; l < 8; ++l)
            s[l] += a[i + std::size_t(l)];
    for (; i < n; ++i)
        s[0] += a[i];
    return ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
}

float readProbeBytes(const void *p, std::size_t bytes, long long, bool) // no prefetch without the intrinsics
{
    return readBytesPlain(p, bytes);
}

float leastWorkProbe(const float *a, std::size_t n, long long, bool) // the generic loop's lanes, no prefetch
{
    float c[8] = {}, e[8] = {};
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8)
        for (int l = 0; l < 8; ++l) {
            c[l] += a[i + std::size_t(l)] * 0.5f;
            e[l] += a[i + std::size_t(l)] * 0.25f;
        }
    float s = 0.0f;
    for (; i < n; ++i)
        s += a[i];
    for (int l = 0; l < 8; ++l)
        s += c[l] + e[l];
    return s;
}

long long kernelBlockRows(int, double, bool, compute::Storage, long long standard)
{
    return standard;
}

bool keepGroupVectors()
{
    return false; // no 16-lane kernel
}

bool spreadWideRequests()
{
    return false; // no 16-lane kernel
}

bool inOrderGroups()
{
    return false; // no 16-lane kernel
}

bool spacedRequests()
{
    return false; // the generic loop asks for nothing ahead
}

bool cpuPrefetchToL2()
{
    return false; // the generic loop asks for nothing ahead
}

long long cpuPrefetchBytes()
{
    return 0; // the generic loop asks for nothing ahead
}

double fmaProbe(double seconds)
{
    // The same ten chains of eight lanes as the AVX2 probe, in the compiler's plain code.
    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    float a[10][8];
    for (int i = 0; i < 10; ++i)
        for (int l = 0; l < 8; ++l)
            a[i][l] = 1.0f + 1e-7f * float(i);
    long long done = 0;
    while (std::chrono::duration<double>(Clock::now() - t0).count() < seconds) {
        for (int it = 0; it < (1 << 16); ++it)
            for (int i = 0; i < 10; ++i)
                for (int l = 0; l < 8; ++l)
                    a[i][l] = a[i][l] * 0.999999f + 1e-6f;
        done += 1 << 16;
    }
    volatile float sink = a[3][5];
    (void)sink;
    return double(done) * 10 * 8 * 2;
}

} // namespace sgd::gpu::detail
