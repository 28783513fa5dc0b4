#pragma once
// gpu/'s public face: the CPU (Eigen, all cores) and CUDA implementations of core's ComputeBackend
// (compute_backend.h), device detection and the fallback. No CUDA types here either.

#include "core/compute_backend.h"

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace sgd::gpu {

// The interface gpu implements (Status, Dataset, ComputeBackend, ...), by its short names here.
using namespace sgd::compute;

/// One CUDA device as the runtime reports it.
struct DeviceInfo {
    int index = 0;
    std::string name;
    std::size_t totalMemory = 0; ///< bytes
    int computeMajor = 0;
    int computeMinor = 0;
    int multiprocessors = 0;
};

/// What device detection found. `status` fails when the query itself failed (no driver, a driver
/// too old for the runtime, ...); a successful query may still find zero devices.
struct DeviceQuery {
    bool cudaBuilt = false; ///< false when this build has no CUDA backend
    Status status;
    std::vector<DeviceInfo> devices;
};

DeviceQuery queryDevices();

/// Cpu: the CPU backend. Cuda or Auto: the first CUDA device, falling back to the CPU when CUDA is
/// not built, the query fails, there is no device or it cannot be used; description() says which
/// and why. Never null. cpuThreads: 0 uses every core.
std::unique_ptr<ComputeBackend> makeBackend(BackendKind kind = BackendKind::Auto, int cpuThreads = 0);

/// Installs makeBackend() as core's backend factory (sgd::compute::setBackendFactory), so that the
/// scenes that compute on a backend (the scale lab) can run. The program calls it once at start-up.
void installBackends(int cpuThreads = 0);

/// For Help > Diagnostics: the CPU kernels' cache file, the line about a file that was ignored
/// (corrupt, another processor or build), and each shape's kernel with how it was chosen.
std::string cpuKernelDiagnostics();

} // namespace sgd::gpu
