#pragma once
// Internal: the CPU backend's inner loop over a chunk of float32 rows, built a second time for
// AVX2 + FMA (cpu_kernels_avx2.cpp) and chosen at run time on processors that have them.

namespace sgd::gpu::detail {

/// partial[0..d) = sum over rows [begin, end) of r_i x_i, partial[d] = sum of the loss terms, with
/// terms summed in float over blocks of `blockRows` rows (block: d floats of scratch).
using FloatChunkKernel = void (*)(const float *x, const float *y, int d, const float *w, long long begin, long long end,
                                  long long blockRows, double *partial, float *block);

/// The AVX2 + FMA kernels (least squares, logistic), or null when this build or this processor
/// lacks them. SGD_CPU_KERNEL=generic in the environment turns them off.
FloatChunkKernel avx2ChunkKernel(bool logistic);

/// The benchmark's compute limit: `seconds` of independent float FMA chains in registers on the
/// calling thread (8 lanes x 10 chains with AVX2 + FMA, else the compiler's plain code); returns
/// the floating-point operations done (2 per lane per FMA).
double fmaProbe(double seconds);

} // namespace sgd::gpu::detail
