// Which of the CPU kernels' settings this processor gets, each measured on the machines named
// (cpu_kernels_avx2.cpp holds the kernels themselves): the prefetch distance and cache, the block
// length, whether 16-bit rows keep their vectors and wide rows spread their requests, and which
// instruction sets the kernels may use. No vector code here: plain x86-64, run-time checks only.
#include "cpu_kernels.h"
#include "cpu_x86.h"

#include <cpuid.h>
#include <stdlib.h>
#include <string.h>

#include <string>

namespace sgd::gpu::detail {

using compute::Storage;

namespace {

/// How far ahead of the four rows in hand X is fetched into the cache, in bytes, unless
/// SGD_CPU_PREFETCH says (0 turns it off, to measure what it buys). The hardware prefetcher alone
/// keeps too few lines in flight while the core computes; on the Intel Xeon machine requests 8 KiB
/// ahead seem to hold the core's few line fill buffers for a whole memory trip, so it asks 2 KiB
/// ahead (docs/development/performance.md has the figures).
constexpr long long kPrefetchBytesZen = 8192;
constexpr long long kPrefetchBytesIntel = 2048;

/// A switch `variable` set to 1 or 0 (read for every chunk, as tests switch them): 1 or 0;
/// otherwise -1 (the processor's default decides).
int forcedSwitch(const char *variable)
{
    const char *value = getenv(variable);
    return value && (strcmp(value, "1") == 0 || strcmp(value, "0") == 0) ? *value - '0' : -1;
}

} // namespace

long long cpuPrefetchBytes()
{
    static const long long bytes = [] {
        const char *v = getenv("SGD_CPU_PREFETCH");
        if (v && *v)
            return atoll(v);
        __builtin_cpu_init();
        return __builtin_cpu_is("intel") != 0 ? kPrefetchBytesIntel : kPrefetchBytesZen;
    }();
    return bytes;
}

bool cpuPrefetchToL2()
{
    static const int choice = [] { // 1: l1, 2: l2, 0: the default
        const char *v = getenv("SGD_CPU_PREFETCH_CACHE");
        return v && strcmp(v, "l1") == 0 ? 1 : v && strcmp(v, "l2") == 0 ? 2 : 0;
    }();
    return choice == 2;
}

/// Whether rows of 32, 48 or 64 values take keepRows rather than wideRows: SGD_CPU_KEEP=1 or 0
/// decides; otherwise no processor. Keeping each value loaded (and widened) once beat wideRows'
/// pipelining for 16-bit X on the Intel Xeon machine until the groups in order with spaced requests
/// beat it there (docs/development/performance.md); the chooser still tries it everywhere.
bool keepGroupVectors()
{
    if (const int forced = forcedSwitch("SGD_CPU_KEEP"); forced >= 0)
        return forced == 1;
    return false;
}

/// Whether rows of 144 values or more ask for X spread over the loop, the group after next at the
/// place in its rows where the gradient loop is in the rows in hand, rather than all of the next
/// group's lines (the prefetch distance ahead) before the group: SGD_CPU_SPREAD=1 or 0 decides;
/// otherwise Intel processors, where a burst of 128 requests held the wide rows back
/// (docs/development/performance.md).
bool spreadWideRequests()
{
    if (const int forced = forcedSwitch("SGD_CPU_SPREAD"); forced >= 0)
        return forced == 1;
    __builtin_cpu_init();
    return __builtin_cpu_is("intel") != 0;
}

/// Whether rows of 32, 48 or 64 values (any storage) take wideRows' groups in order (each group's
/// dot products, residuals and gradient terms, then the next group's), their lines asked for
/// with Prefetch::fixedGroup: SGD_CPU_INORDER=1 or 0 decides; otherwise Intel processors, where it
/// read X closer to the memory's speed than the next group's dot products first
/// (docs/development/performance.md). The sums are the same either way (`gpu_storage` checks it).
bool inOrderGroups()
{
    if (const int forced = forcedSwitch("SGD_CPU_INORDER"); forced >= 0)
        return forced == 1;
    __builtin_cpu_init();
    return __builtin_cpu_is("intel") != 0;
}

/// Whether fixedGroup's requests (a group's lines, the prefetch distance ahead) each come with two
/// no-ops after them: SGD_CPU_SPACED=1 or 0 decides; otherwise Intel processors. There the spacing
/// itself helped, not the loop's length, and only with the address made by the compiler rather
/// than inside the asm statement (docs/development/performance.md); why is not known (no hardware counters in
/// these VMs; perhaps a burst of requests takes the core's few line fill buffers all at once).
bool spacedRequests()
{
    if (const int forced = forcedSwitch("SGD_CPU_SPACED"); forced >= 0)
        return forced == 1;
    __builtin_cpu_init();
    return __builtin_cpu_is("intel") != 0;
}

bool hasF16c()
{
    unsigned int a = 0, b = 0, c = 0, d = 0;
    return __get_cpuid(1, &a, &b, &c, &d) && (c & bit_F16C) != 0;
}

bool sixteenLanes(const char *choice)
{
    __builtin_cpu_init();
    return !(choice && strcmp(choice, "avx2") == 0) && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vl") && hasF16c();
}

namespace {

/// SGD_CPU_BLOCK_ROWS when it is set to 1-4096 (to measure the block length on another machine),
/// else 0 (outside 1-4096: ignored).
long long forcedBlockRows()
{
    if (const char *forced = getenv("SGD_CPU_BLOCK_ROWS"); forced && *forced) {
        const long long rows = atoll(forced);
        if (rows >= 1 && rows <= 4096)
            return rows;
    }
    return 0;
}

} // namespace

long long kernelBlockRows(int d, double xBytes, bool logistic, Storage storage, long long standard)
{
    if (const long long rows = forcedBlockRows(); rows > 0)
        return rows;
    const char *choice = getenv("SGD_CPU_KERNEL");
    const bool streamed = xBytes >= 64.0 * (1 << 20) && !logistic && storage == Storage::Float32 && d >= 32 && d < 144;
    __builtin_cpu_init();
    const bool amd = __builtin_cpu_is("amd") != 0;
    return amd && streamed && !(choice && strcmp(choice, "generic") == 0) && sixteenLanes(choice) ? 16 : standard;
}

KernelSettings guessedSettings(int d, double xBytes, bool logistic, Storage storage, long long standardBlock)
{
    KernelSettings s;
    s.sixteenLanes = sixteenLanes(getenv("SGD_CPU_KERNEL"));
    s.keep = keepGroupVectors();
    s.inOrder = inOrderGroups();
    s.spaced = spacedRequests();
    s.spread = spreadWideRequests();
    s.prefetchBytes = cpuPrefetchBytes();
    s.prefetchToL2 = cpuPrefetchToL2();
    s.blockRows = kernelBlockRows(d, xBytes, logistic, storage, standardBlock);
    return s;
}

KernelSettings forcedSettings(KernelSettings s, bool *anySet)
{
    bool any = false;
    const auto flag = [&](const char *name, bool &field) {
        if (const int forced = forcedSwitch(name); forced >= 0) {
            field = forced == 1;
            any = true;
        }
    };
    if (const char *k = getenv("SGD_CPU_KERNEL"); k && *k) {
        s.sixteenLanes = s.sixteenLanes && sixteenLanes(k);
        any = true;
    }
    flag("SGD_CPU_KEEP", s.keep);
    flag("SGD_CPU_INORDER", s.inOrder);
    flag("SGD_CPU_SPACED", s.spaced);
    flag("SGD_CPU_SPREAD", s.spread);
    if (const char *v = getenv("SGD_CPU_PREFETCH"); v && *v) {
        s.prefetchBytes = atoll(v);
        any = true;
    }
    if (const char *v = getenv("SGD_CPU_PREFETCH_CACHE"); v && (strcmp(v, "l1") == 0 || strcmp(v, "l2") == 0)) {
        s.prefetchToL2 = strcmp(v, "l2") == 0;
        any = true;
    }
    if (const long long rows = forcedBlockRows(); rows > 0) {
        s.blockRows = rows;
        any = true;
    }
    if (anySet)
        *anySet = any;
    return s;
}

std::string processorModel()
{
    unsigned int a = 0, b = 0, c = 0, d = 0;
    std::string brand;
    if (__get_cpuid(0x80000000u, &a, &b, &c, &d) && a >= 0x80000004u) {
        for (unsigned int leaf = 0x80000002u; leaf <= 0x80000004u; ++leaf) {
            unsigned int r[4] = {};
            __get_cpuid(leaf, &r[0], &r[1], &r[2], &r[3]);
            brand.append(reinterpret_cast<const char *>(r), sizeof r);
        }
        brand = brand.c_str(); // up to the first NUL
        const auto first = brand.find_first_not_of(' '), last = brand.find_last_not_of(' ');
        brand = first == std::string::npos ? std::string() : brand.substr(first, last - first + 1);
    }
    if (!__get_cpuid(1, &a, &b, &c, &d))
        return brand.empty() ? "unknown" : brand;
    const unsigned int family = ((a >> 8) & 0xF) + (((a >> 8) & 0xF) == 0xF ? (a >> 20) & 0xFF : 0);
    const unsigned int model = ((a >> 4) & 0xF) | (((a >> 8) & 0xF) >= 6 ? ((a >> 16) & 0xF) << 4 : 0);
    return (brand.empty() ? std::string("x86-64") : brand) + " (family " + std::to_string(family) + ", model " +
           std::to_string(model) + ", stepping " + std::to_string(a & 0xF) + ")";
}

} // namespace sgd::gpu::detail
