#pragma once
// Whether a GPU can run the CUDA code this build carries, in words a teacher can act on. No CUDA
// types: the CPU-only build and the tests use it too (tests/gpu/tst_cuda_compat.cpp).

#include <string>
#include <vector>

namespace sgd::gpu {

/// The code compiled in: machine code (SASS) per compute capability (75 for 7.5) and the PTX of
/// the newest, which the driver compiles for a GPU newer than every SASS.
struct CompiledCuda {
    std::vector<int> sass;
    int ptx = 0; ///< 0: none
};

/// What this build carries (CMAKE_CUDA_ARCHITECTURES at configure time; empty without CUDA).
CompiledCuda compiledCuda();
/// Parses a CMake architecture list: "75-real;80-real;120" (or with commas; plain: SASS and PTX;
/// -real: SASS; -virtual: PTX).
CompiledCuda parseCudaArchitectures(const std::string &list);
/// "7.5, 8.0, 8.6" and "PTX 12.0".
std::string describeCompiled(const CompiledCuda &c);

/// Empty when a GPU of compute capability `major`.`minor` runs `code` (SASS of the same major and
/// no newer minor, or PTX no newer than it); else what is wrong and what happens, one sentence.
std::string cudaDeviceProblem(const std::string &name, int major, int minor, const CompiledCuda &code);

/// The driver is older than the runtime needs: both versions as CUDA writes them (13000 is 13.0)
/// and what to do.
std::string cudaDriverTooOld(int driverVersion, int runtimeVersion);

} // namespace sgd::gpu
