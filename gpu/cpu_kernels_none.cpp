// Builds without the AVX2 kernel (not x86-64, or a compiler without -mavx2): the generic loop only.
#include "cpu_kernels.h"

namespace sgd::gpu::detail {

FloatChunkKernel avx2ChunkKernel(bool)
{
    return nullptr;
}

} // namespace sgd::gpu::detail
