// Device detection and the choice of backend, with the reason for a fallback.
#include "backend_factory.h"

#include "backends.h"

#include <string>

namespace sgd::gpu {

DeviceQuery queryDevices()
{
    return detail::queryCudaDevices();
}

std::unique_ptr<ComputeBackend> makeBackend(BackendKind kind, int cpuThreads)
{
    const int threads = detail::cpuThreadCount(cpuThreads);
    if (kind == BackendKind::Cpu)
        return detail::makeCpuBackend(threads, {});

    const DeviceQuery query = queryDevices();
    if (!query.cudaBuilt)
        return detail::makeCpuBackend(threads, "CUDA support not built");
    if (!query.status.ok())
        return detail::makeCpuBackend(threads, "no CUDA device (" + query.status.message + ")");
    if (query.devices.empty())
        return detail::makeCpuBackend(threads, "no CUDA device");

    Status status;
    if (auto cuda = detail::makeCudaBackend(query.devices.front(), status))
        return cuda;
    return detail::makeCpuBackend(threads, "CUDA device unusable (" + status.message + ")");
}

void installBackends(int cpuThreads)
{
    setBackendFactory([cpuThreads](BackendKind kind) { return makeBackend(kind, cpuThreads); });
}

} // namespace sgd::gpu
