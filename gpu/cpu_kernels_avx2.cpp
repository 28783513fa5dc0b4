// The CPU backend's float32 inner loop for AVX2 + FMA. Only the kernels carry the target
// attribute (the file itself is compiled for plain x86-64), and `flatten` inlines shared_math.h's
// functions into them: no code for AVX2 leaks into a function the rest of the program may call,
// and the run-time check below decides whether the kernels are used at all.
#include "core/shared_math.h"
#include "cpu_kernels.h"

#include <stdlib.h>
#include <string.h>

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

} // namespace sgd::gpu::detail
