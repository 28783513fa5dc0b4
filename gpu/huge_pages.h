#pragma once
// Large arrays on transparent huge pages: X and the benchmark's bandwidth buffers are streamed
// through once per round, and with 4 KiB pages the walks of the page table cost a round about a
// quarter of its speed (a Zen 5 EPYC: X read at 24 GB/s on 4 KiB pages, 32 GB/s on 2 MiB pages;
// a plain read loop 31 and 39 GB/s). Linux only, and only a hint: with huge pages off in
// /sys/kernel/mm/transparent_hugepage/enabled, or SGD_HUGE_PAGES=0 in the environment, nothing changes.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace sgd::gpu {

/// Whether adviseHugePages() asks for huge pages at all (SGD_HUGE_PAGES=0 turns it off).
inline bool hugePagesWanted()
{
    const char *v = std::getenv("SGD_HUGE_PAGES");
    return !(v && std::strcmp(v, "0") == 0);
}

/// Asks for 2 MiB pages for the whole 2 MiB pages inside [p, p + bytes); a hint that changes no
/// value. Call it before the memory is first touched: pages already there stay as they are.
inline void adviseHugePages(void *p, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    const std::uintptr_t lo = (reinterpret_cast<std::uintptr_t>(p) + kHuge - 1) & ~(kHuge - 1);
    const std::uintptr_t hi = (reinterpret_cast<std::uintptr_t>(p) + bytes) & ~(kHuge - 1);
    if (p && hi > lo && hugePagesWanted())
        (void)madvise(reinterpret_cast<void *>(lo), hi - lo, MADV_HUGEPAGE);
#else
    (void)p;
    (void)bytes;
#endif
}

/// Makes `v` (empty) hold `n` zero values on huge pages where the system gives them: room is
/// reserved untouched, advised, then filled.
template <class T, class A> void resizeOnHugePages(std::vector<T, A> &v, std::size_t n)
{
    v.reserve(n);
    adviseHugePages(v.data(), n * sizeof(T));
    v.resize(n);
}

/// What the system does with the advice: the selected word of
/// /sys/kernel/mm/transparent_hugepage/enabled ("always", "madvise", "never"), "off" with
/// SGD_HUGE_PAGES=0, or "unknown" where the file is not there.
inline std::string hugePagesSetting()
{
    if (!hugePagesWanted())
        return "off";
    std::ifstream f("/sys/kernel/mm/transparent_hugepage/enabled");
    std::string line;
    if (!std::getline(f, line))
        return "unknown";
    const auto open = line.find('['), close = line.find(']');
    return open != std::string::npos && close > open ? line.substr(open + 1, close - open - 1) : "unknown";
}

} // namespace sgd::gpu
