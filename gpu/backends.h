#pragma once
// Internal: the concrete backends behind makeBackend(). Not part of the public API.

#include "backend_factory.h"

#include <memory>
#include <string>

namespace sgd::gpu::detail {

/// Threads the CPU backend uses for a request (0 = every core).
int cpuThreadCount(int requested);
/// The CPU backend; `fallbackReason` says why the CPU runs instead of a GPU (empty: the CPU was asked for).
std::unique_ptr<ComputeBackend> makeCpuBackend(int threads, std::string fallbackReason);

/// Implemented in cuda_backend.cu, or in cuda_unavailable.cpp when CUDA is not built.
DeviceQuery queryCudaDevices();
/// A backend on `device`, or null with `status` saying why it could not be set up.
std::unique_ptr<ComputeBackend> makeCudaBackend(const DeviceInfo &device, Status &status);

} // namespace sgd::gpu::detail
