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
/// keeps too few lines in flight while the core computes: on a Zen 5 EPYC the kernel alone, one
/// thread, read X at 18.7 GB/s without this and 24.7 GB/s with it 8 KiB ahead. On the Intel Xeon
/// machine 8 KiB is too far: requests that far ahead go to the memory themselves and, it seems,
/// hold the core's few line fill buffers for a whole memory trip, where requests 2 KiB ahead mostly
/// find lines the hardware's own prefetcher has already brought to the L2. There, one and two
/// threads, d = 16 to 512, 2 KiB into the L1 against the 8 KiB defaults: float32 at 0.74-0.91 of
/// the read beside the rounds against 0.55-0.85 (d = 64: 0.85-0.87 against 0.82-0.85), 16-bit at
/// 0.60-0.79 against 0.51-0.69 (d = 64: 0.77-0.79 against 0.68-0.69); 512 bytes to 8 KiB were
/// measured, into either cache.
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
/// decides; otherwise no processor. On the Intel
/// Xeon machine, one thread, d = 64, from the L2 cache keepRows did 1.35 times the bfloat16 rows
/// (each value widened once, not twice) and 1.04 times the float32 ones; from memory, two runs,
/// one and two threads, bfloat16 and float16 rounds read X at 0.67-0.75 of the read bandwidth
/// against 0.63-0.67 with wideRows' pipelining, so 16-bit X on Intel took keepRows until the
/// groups in order with spaced requests (inOrderGroups) beat it there: bfloat16 d = 64 0.81-0.82
/// of the read beside the rounds against 0.76-0.77 (one thread, three interleaved runs; two
/// threads 0.77-0.83 against 0.75-0.76), float16 0.80-0.82 against 0.75-0.78, bfloat16 d = 32
/// 0.81 against 0.72 and d = 48 0.82 against 0.80. The Zen 5 machine never took it.
bool keepGroupVectors()
{
    if (const int forced = forcedSwitch("SGD_CPU_KEEP"); forced >= 0)
        return forced == 1;
    return false;
}

/// Whether rows of 144 values or more ask for X spread over the loop, the group after next at the
/// place in its rows where the gradient loop is in the rows in hand, rather than all of the next
/// group's lines (the prefetch distance ahead) before the group: SGD_CPU_SPREAD=1 or 0 decides;
/// otherwise Intel processors. On the Intel Xeon machine, d = 512, N = 250,000, one and two
/// threads: with the group's 128 lines asked for at once, float32 read X at 0.66-0.70 of the read
/// beside the rounds and bfloat16 at 0.56-0.58; spread one group ahead 0.73-0.78 and 0.62-0.66, two
/// groups ahead 0.73-0.76 and 0.68-0.72 (two runs each), three 0.71-0.73 and 0.65-0.71. The Zen 5
/// machine, where d = 512 read X at 0.86-0.91 with the group's requests, has not run it.
bool spreadWideRequests()
{
    if (const int forced = forcedSwitch("SGD_CPU_SPREAD"); forced >= 0)
        return forced == 1;
    __builtin_cpu_init();
    return __builtin_cpu_is("intel") != 0;
}

/// Whether rows of 32, 48 or 64 values (any storage) take wideRows' groups in order (each group's
/// dot products, residuals and gradient terms, then the next group's), their lines asked for
/// with Prefetch::fixedGroup: SGD_CPU_INORDER=1 or 0 decides; otherwise Intel processors. On the
/// Intel Xeon machine, N = 2,000,000, d = 64, four interleaved runs of `sgd-studio bench`, one
/// thread, float32: 0.874-0.880 of the read beside the rounds (31.6-32.7 ms) in order, 0.830-0.850
/// (33.7-34.4 ms) with the next group's dot products first, 0.823-0.844 before either change. In
/// a test program over 512 MB, the kernel beside a plain read in one process: 0.88-0.89 against
/// 0.82. For 16-bit X see keepGroupVectors. The Zen 5 machine, where the next group first was
/// measured to help, keeps it. The sums are the same either way (`gpu_storage` checks it).
bool inOrderGroups()
{
    if (const int forced = forcedSwitch("SGD_CPU_INORDER"); forced >= 0)
        return forced == 1;
    __builtin_cpu_init();
    return __builtin_cpu_is("intel") != 0;
}

/// Whether fixedGroup's requests (a group's lines, the prefetch distance ahead) each come with two
/// no-ops after them: SGD_CPU_SPACED=1 or 0 decides; otherwise Intel processors. On the Intel Xeon
/// machine, one thread, d = 64, groups in order: 0.874-0.880 of the read beside the rounds spaced,
/// 0.846-0.867 back to back (four interleaved runs of `sgd-studio bench`); in a test program, the
/// kernel beside a plain read in one process, 0.88-0.89 against 0.835. A loop of the round's
/// arithmetic in that program, built -O3: its 16 requests per group back to back 0.76-0.87 of the
/// read, each followed by two to six no-ops 0.89-0.97, no requests 0.78-0.85, and the same no-ops
/// at the end of the loop instead 0.73-0.80: the spacing matters, not the loop's length. How the
/// requests are written matters too: with the lea that makes each address inside the asm
/// statement the kernel stayed at 0.82-0.86 there; with the address made by the compiler, 0.88-0.93.
/// Why is not known (no hardware counters in these VMs; perhaps a burst of requests takes the
/// core's few line fill buffers all at once). The Zen 5 machine has not run it.
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
