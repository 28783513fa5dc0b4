// What the x86 kernel files share (cpu_kernels_avx2.cpp: the round's kernels; cpu_probes_avx2.cpp:
// the benchmark's read, least-work and FMA loops; cpu_choices_x86.cpp: the settings each processor
// gets): which kernels this processor runs and how a line of X is asked for ahead. Internal to
// gpu/; compiled only where those files are.
#pragma once

#include <immintrin.h>

#include <cstdint>

namespace sgd::gpu::detail {

/// F16C (float16 conversions), from CPUID leaf 1 (ECX bit 29): clang's __builtin_cpu_supports does
/// not know the name.
bool hasF16c();

/// Whether the 16-lane (AVX-512 F, BW, VL, with F16C) kernels run here: the processor has them and
/// SGD_CPU_KERNEL (`choice`) does not ask for the 8-lane ones.
bool sixteenLanes(const char *choice);

/// One prefetch request for the line at `at`: into the L1 cache or, with toL2, into the L2 only.
__attribute__((always_inline)) inline void prefetchLine(std::uintptr_t at, bool toL2)
{
    if (toL2)
        _mm_prefetch(reinterpret_cast<const char *>(at), _MM_HINT_T1);
    else
        _mm_prefetch(reinterpret_cast<const char *>(at), _MM_HINT_T0);
}

} // namespace sgd::gpu::detail
