#include "cuda_compat.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace sgd::gpu {

namespace {

std::string capability(int cc)
{
    return std::to_string(cc / 10) + "." + std::to_string(cc % 10);
}

} // namespace

CompiledCuda parseCudaArchitectures(const std::string &list)
{
    CompiledCuda out;
    std::string plain = list;
    std::replace(plain.begin(), plain.end(), ',', ';'); // the compile definition's form
    std::stringstream in(plain);
    std::string item;
    while (std::getline(in, item, ';')) {
        if (item.empty())
            continue;
        const int cc = std::atoi(item.c_str());
        if (cc <= 0)
            continue;
        const bool real = item.find("-real") != std::string::npos, virt = item.find("-virtual") != std::string::npos;
        if (!virt)
            out.sass.push_back(cc);
        if (!real)
            out.ptx = std::max(out.ptx, cc);
    }
    std::sort(out.sass.begin(), out.sass.end());
    return out;
}

CompiledCuda compiledCuda()
{
#ifdef SGD_CUDA_ARCHITECTURES
    return parseCudaArchitectures(SGD_CUDA_ARCHITECTURES);
#else
    return {};
#endif
}

std::string describeCompiled(const CompiledCuda &c)
{
    std::string out;
    for (int cc : c.sass)
        out += (out.empty() ? "" : ", ") + capability(cc);
    if (c.ptx > 0)
        out += (out.empty() ? "" : ", ") + std::string("PTX ") + capability(c.ptx);
    return out.empty() ? std::string("no CUDA code") : out;
}

std::string cudaDeviceProblem(const std::string &name, int major, int minor, const CompiledCuda &code)
{
    const int cc = major * 10 + minor;
    for (int s : code.sass)
        if (s / 10 == major && s % 10 <= minor)
            return {}; // machine code for its family
    if (code.ptx > 0 && code.ptx <= cc)
        return {}; // the driver compiles the PTX for it
    const int oldest = code.sass.empty() ? code.ptx : code.sass.front();
    const std::string here = name + " (compute capability " + capability(cc) + ")";
    if (oldest > 0 && cc < oldest)
        return here + " is older than this build's CUDA code supports (" + describeCompiled(code) +
               "): the CPU is used. A build with -DCMAKE_CUDA_ARCHITECTURES=native on that machine may run on it, if "
               "its CUDA toolkit still supports the card.";
    return here + " has no code in this build (" + describeCompiled(code) +
           "): the CPU is used. Rebuild with -DCMAKE_CUDA_ARCHITECTURES=native on that machine.";
}

std::string cudaDriverTooOld(int driverVersion, int runtimeVersion)
{
    const auto v = [](int x) { return std::to_string(x / 1000) + "." + std::to_string((x % 1000) / 10); };
    if (driverVersion <= 0)
        return "no NVIDIA driver was found: the CPU is used (install the NVIDIA driver for CUDA " + v(runtimeVersion) +
               " or later to compute on the GPU).";
    return "the NVIDIA driver supports CUDA " + v(driverVersion) + ", older than the CUDA " + v(runtimeVersion) +
           " this build needs: the CPU is used. Update the NVIDIA driver to one for CUDA " + v(runtimeVersion) + " or later.";
}

} // namespace sgd::gpu
