#pragma once
// Internal: the CPU backend's inner loop over a chunk of rows, built for AVX2 + FMA (and F16C for
// float16 storage) in cpu_kernels_avx2.cpp and chosen at run time on processors that have them.

#include "core/compute_backend.h"

namespace sgd::gpu::detail {

/// partial[0..d) = sum over rows [begin, end) of r_i x_i, partial[d] = sum of the loss terms, with
/// terms summed in float over blocks of `blockRows` rows (block: d floats of scratch). `x` points
/// at row 0 of X kept as the kernel's storage (float, or 16-bit values widened as they are read).
using ChunkKernel = void (*)(const void *x, const float *y, int d, const float *w, long long begin, long long end,
                             long long blockRows, double *partial, float *block);

/// The AVX2 + FMA kernels (least squares or logistic, X kept as `storage`), four rows at a time;
/// null when this build or this processor lacks them (float16 also needs F16C).
/// With AVX-512 (F, BW, VL) the 16-lane kernels for rows of 32 values or more. SGD_CPU_KERNEL=generic
/// in the environment turns them all off, SGD_CPU_KERNEL=avx2 keeps to the 8-lane ones.
ChunkKernel avx2ChunkKernel(bool logistic, compute::Storage storage);

/// How far ahead of the rows in hand the kernels ask for X, in bytes (SGD_CPU_PREFETCH; 0: off).
long long cpuPrefetchBytes();

/// The benchmark's read loop: the sum of a[0..n) with the widest loads the processor has (AVX2:
/// eight 32-byte accumulators), so that the read bandwidth it measures is not held by the loop;
/// with prefetchBytes > 0 it also asks for the lines that far ahead, as the kernels do.
float readProbe(const float *a, std::size_t n, long long prefetchBytes = 0);

/// The benchmark's bound for any kernel: a read of a[0..n) that does the least arithmetic a
/// gradient round does per value (one multiply-add for a dot product, one for a gradient term),
/// each value loaded once, into 16 independent chains, with no sums across lanes, no residuals and
/// no second load; in the 16-lane (AVX-512) or 8-lane (AVX2 + FMA) registers the kernels use
/// (SGD_CPU_KERNEL=avx2 or generic as for them). With prefetchBytes > 0 it asks for the lines that
/// far ahead. Returns a value computed from every element, so that the read is not optimized away.
float leastWorkProbe(const float *a, std::size_t n, long long prefetchBytes = 0);

/// The benchmark's compute limit: `seconds` of independent float FMA chains in registers on the
/// calling thread (8 lanes x 10 chains with AVX2 + FMA, else the compiler's plain code); returns
/// the floating-point operations done (2 per lane per FMA).
double fmaProbe(double seconds);

} // namespace sgd::gpu::detail
