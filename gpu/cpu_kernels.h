#pragma once
// Internal: the CPU backend's inner loop over a chunk of rows, built for AVX2 + FMA (and F16C for
// float16 storage) in cpu_kernels_avx2.cpp and chosen at run time on processors that have them.

#include "core/compute_backend.h"

#include <string>

namespace sgd::gpu::detail {

/// How a chunk is computed, beyond which kernel: every setting the x86 kernels have. A candidate
/// of the measuring chooser (cpu_kernel_chooser.h) is one of these; the vendor table below gives the
/// first guess, and the SGD_CPU_* switches force each field.
struct KernelSettings {
    bool sixteenLanes = false;   ///< the AVX-512 kernels (rows of 32 values or more), else the 8-lane ones
    bool keep = false;           ///< keepGroupVectors
    bool inOrder = false;        ///< inOrderGroups
    bool spaced = false;         ///< spacedRequests
    bool spread = false;         ///< spreadWideRequests
    long long prefetchBytes = 0; ///< cpuPrefetchBytes (0: no requests ahead)
    bool prefetchToL2 = false;   ///< cpuPrefetchToL2
    long long blockRows = 128;   ///< kernelBlockRows
    bool operator==(const KernelSettings &) const = default;
};

/// partial[0..d) = sum over rows [begin, end) of r_i x_i, partial[d] = sum of the loss terms, with
/// terms summed in float over blocks of `s.blockRows` rows (block: d floats of scratch). `x` points
/// at row 0 of X kept as the kernel's storage (float, or 16-bit values widened as they are read).
using ChunkKernel = void (*)(const void *x, const float *y, int d, const float *w, long long begin, long long end,
                             const KernelSettings &s, double *partial, float *block);

/// The AVX2 + FMA kernels (least squares or logistic, X kept as `storage`), four rows at a time;
/// null when this build or this processor lacks them (float16 also needs F16C).
/// With AVX-512 (F, BW, VL) the 16-lane kernels for rows of 32 values or more. SGD_CPU_KERNEL=generic
/// in the environment turns them all off, SGD_CPU_KERNEL=avx2 keeps to the 8-lane ones.
ChunkKernel avx2ChunkKernel(bool logistic, compute::Storage storage);

/// The kernel for `storage` and the loss with 16 lanes or 8, whatever SGD_CPU_KERNEL says; null
/// where this processor lacks it (16 lanes: AVX-512 F, BW and VL).
ChunkKernel laneKernel(bool logistic, compute::Storage storage, bool sixteenLanes);

/// The vendor table's settings for rows of d values (the first guess, SGD_CPU_* switches applied).
KernelSettings guessedSettings(int d, double xBytes, bool logistic, compute::Storage storage, long long standardBlock);

/// `s` with every SGD_CPU_* switch set in the environment applied (read for every round, as tests
/// switch them), and whether any was set.
KernelSettings forcedSettings(KernelSettings s, bool *anySet = nullptr);

/// The processor's model as CPUID names it, with its family, model and stepping; "unknown" where
/// it cannot be read.
std::string processorModel();

/// The block length (rows summed in float before they join the double sums) for the kernel
/// avx2ChunkKernel gives: `standard`, except for float32 least squares on the 16-lane kernels of an
/// AMD processor with rows of 32 to 143 values and X of 64 MiB or more, which takes blocks of 16
/// rows: on the Zen 5 machine that read more rows from memory and fewer from the caches, on the
/// Intel Xeon machine fewer (docs/development/performance.md). Why a restart of the kernel's pipeline every 16
/// rows helps Zen 5's stream is not understood; it is measured. SGD_CPU_BLOCK_ROWS=n (1-4096) sets
/// the length, to measure it elsewhere.
long long kernelBlockRows(int d, double xBytes, bool logistic, compute::Storage storage, long long standard);

/// Whether the 16-lane kernel keeps each group's vectors of X in registers from its dot products to
/// its gradient terms (rows of 32, 48 or 64 values): see the definition for where and why.
bool keepGroupVectors();

/// Whether the 16-lane kernel's rows of 32, 48 or 64 values (those keepGroupVectors leaves to
/// wideRows) take each group's dot products, residuals and gradient terms one after another rather
/// than the next group's dot products first: see the definition.
bool inOrderGroups();

/// Whether the requests for a group of rows whose length is known when compiled are spaced apart
/// (two no-ops after each) rather than issued back to back: see the definition.
bool spacedRequests();

/// Whether the 16-lane kernel's rows of 144 values or more ask for X line by line as its loop goes
/// (the group after next) rather than a group's lines at once: see the definition.
bool spreadWideRequests();

/// How far ahead of the rows in hand the kernels ask for X, in bytes (SGD_CPU_PREFETCH; 0: off):
/// 2 KiB on Intel processors, 8 KiB elsewhere (see kPrefetchBytesIntel, and docs/development/performance.md).
long long cpuPrefetchBytes();

/// Whether those requests fill the L2 cache only rather than the L1: only when
/// SGD_CPU_PREFETCH_CACHE=l2. At the 2 KiB distance the Intel Xeon machine did better with the L1
/// for both storages (docs/development/performance.md); the chooser tries 8 KiB into the L2 as well.
bool cpuPrefetchToL2();

/// The benchmark's read loop: the sum of a[0..n) with the widest loads the processor has (AVX2:
/// eight 32-byte accumulators), so that the read bandwidth it measures is not held by the loop;
/// with prefetchBytes > 0 it also asks for the lines that far ahead, as the kernels do.
float readProbe(const float *a, std::size_t n, long long prefetchBytes = 0, bool toL2 = false);

/// readProbe over raw bytes (X as a backend keeps it, float32 or 16-bit): the AVX2 loop over every
/// whole 256 bytes, or on other processors a byte loop; for the benchmark's read of X itself.
float readProbeBytes(const void *p, std::size_t bytes, long long prefetchBytes = 0, bool toL2 = false);

/// readProbeBytes' loop where there are no vector loads: every byte, summed (any stored type may be
/// read as bytes).
inline float readBytesPlain(const void *p, std::size_t bytes)
{
    const auto *c = static_cast<const unsigned char *>(p);
    unsigned s[8] = {};
    for (std::size_t i = 0; i < bytes; ++i)
        s[i % 8] += c[i];
    return float(((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7])));
}

/// What the CPU backend offers the benchmark beside the rounds: one read of the X it holds with
/// readProbeBytes, split over its threads in contiguous shares as a round splits the rows; the
/// seconds it took, or 0 when it holds no data.
class HostDataRead {
public:
    virtual double readDataOnce(long long prefetchBytes, bool toL2) = 0;

protected:
    ~HostDataRead() = default;
};

/// The benchmark's bound for any kernel: a read of a[0..n) that does the least arithmetic a
/// gradient round does per value (one multiply-add for a dot product, one for a gradient term),
/// each value loaded once, into 16 independent chains, with no sums across lanes, no residuals and
/// no second load; in the 16-lane (AVX-512) or 8-lane (AVX2 + FMA) registers the kernels use
/// (SGD_CPU_KERNEL=avx2 or generic as for them). With prefetchBytes > 0 it asks for the lines that
/// far ahead. Returns a value computed from every element, so that the read is not optimized away.
float leastWorkProbe(const float *a, std::size_t n, long long prefetchBytes = 0, bool toL2 = false);

/// The benchmark's compute limit: `seconds` of independent float FMA chains in registers on the
/// calling thread (8 lanes x 10 chains with AVX2 + FMA, else the compiler's plain code); returns
/// the floating-point operations done (2 per lane per FMA).
double fmaProbe(double seconds);

} // namespace sgd::gpu::detail
