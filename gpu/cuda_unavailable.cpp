// The CUDA half of the factory when this build has no CUDA backend (nvcc not found or SGD_ENABLE_CUDA=OFF).
#include "backends.h"

namespace sgd::gpu::detail {

DeviceQuery queryCudaDevices()
{
    DeviceQuery q;
    q.cudaBuilt = false;
    q.status = Status::error(Status::Code::Unsupported, "CUDA support not built");
    return q;
}

std::unique_ptr<ComputeBackend> makeCudaBackend(const DeviceInfo &, Status &status)
{
    status = Status::error(Status::Code::Unsupported, "CUDA support not built");
    return nullptr;
}

} // namespace sgd::gpu::detail
