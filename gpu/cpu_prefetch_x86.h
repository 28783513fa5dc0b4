// Internal to the x86 kernels (cpu_kernels_avx2.cpp): how they ask for the lines of X ahead of
// the rows in hand. Target attributes only on the functions that need them, as in the kernels.
#pragma once

#include "cpu_kernels.h"
#include "cpu_x86.h"

#include <immintrin.h>

#include <cstddef>
#include <cstdint>
#include <utility>

namespace sgd::gpu::detail {

/// How a kernel compiled for it asks for a group's lines ahead: not at all, into the L1 or the L2
/// cache, back to back or spaced apart (see Prefetch::fixedGroup).
enum class Requests { None, L1, L2, SpacedL1, SpacedL2 };

/// Asks for the rows one prefetch distance ahead of the group of four rows from row i, one request
/// per 64-byte line (a request past the end of X is dropped by the CPU, never a fault).
class Prefetch {
public:
    Prefetch(const void *x, int d, int bytesPerValue, const KernelSettings &s)
        : m_x(static_cast<const char *>(x)), m_row(1LL * d * bytesPerValue)
    {
        const long long want = s.prefetchBytes;
        // Whole lines, not whole groups: for rows of 512 floats a group is 8 KiB, too far on Intel.
        m_distance = want <= 0 ? -1 : (want + 63) / 64 * 64;
        m_toL2 = s.prefetchToL2;
        m_spaced = s.spaced;
    }
    __attribute__((target("avx2"), always_inline)) inline void group(long long i) const
    {
        if (m_distance < 0)
            return;
        // An address, not a pointer into X: past the end it points at nothing (and needs not).
        const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(m_x) + std::uintptr_t(i * m_row + m_distance);
        for (long long off = 0; off < 4 * m_row; off += 64)
            prefetchLine(at + std::uintptr_t(off), m_toL2);
    }
    /// How fixedGroup asks for a group's lines, decided once for a chunk (the kernel is compiled
    /// for each way, so that its loop has no test for it).
    Requests requests() const
    {
        if (m_distance < 0)
            return Requests::None;
        if (m_spaced)
            return m_toL2 ? Requests::SpacedL2 : Requests::SpacedL1;
        return m_toL2 ? Requests::L2 : Requests::L1;
    }
    /// group(i) for rows of a length known when compiled (GroupBytes: the four rows' bytes), the
    /// lines one after another without a loop, the way R says (R: requests() of this object);
    /// spaced, two no-ops after each request (see spacedRequests() for why).
    template <long long GroupBytes, Requests R>
    __attribute__((target("avx2"), always_inline)) inline void fixedGroup(long long i) const
    {
        static_assert(GroupBytes % 64 == 0, "whole 64-byte lines");
        if constexpr (R != Requests::None) {
            const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(m_x) + std::uintptr_t(i * (GroupBytes / 4) + m_distance);
            constexpr auto lines = std::make_index_sequence<std::size_t(GroupBytes / 64)>();
            if constexpr (R == Requests::L1 || R == Requests::L2)
                plainLines<R == Requests::L2>(at, lines);
            else
                spacedLines<R == Requests::SpacedL2>(at, lines);
        }
    }
    /// For wide rows: the four rows from row i, each at byte `inRow`, asked for one at a time as
    /// the loop walks the rows in hand (rather than a group's lines all at once: for rows of 512
    /// floats that is 128 requests in a burst).
    __attribute__((target("avx2"), always_inline)) inline void spread(long long i, long long inRow) const
    {
        if (m_distance < 0)
            return;
        const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(m_x) + std::uintptr_t(i * m_row + inRow);
        for (int k = 0; k < 4; ++k)
            prefetchLine(at + std::uintptr_t(k * m_row), m_toL2);
    }

private:
    template <bool ToL2, std::size_t... L>
    __attribute__((always_inline)) static inline void plainLines(std::uintptr_t at, std::index_sequence<L...>)
    {
        (prefetchLine(at + 64 * L, ToL2), ...);
    }
    /// One request for the line `Offset` bytes past `at`, then two no-ops (the address made by the
    /// compiler: see spacedRequests() for why not inside the asm statement).
    template <bool ToL2, long long Offset> __attribute__((always_inline)) static inline void spacedLine(std::uintptr_t at)
    {
        if constexpr (ToL2)
            asm volatile("prefetcht1 (%0)\n\tnop\n\tnop" ::"r"(at + Offset));
        else
            asm volatile("prefetcht0 (%0)\n\tnop\n\tnop" ::"r"(at + Offset));
    }
    template <bool ToL2, std::size_t... L>
    __attribute__((always_inline)) static inline void spacedLines(std::uintptr_t at, std::index_sequence<L...>)
    {
        (spacedLine<ToL2, 64LL * L>(at), ...);
    }

    const char *m_x;
    long long m_row; ///< bytes of one row of X
    long long m_distance = -1;
    bool m_toL2 = false;
    bool m_spaced = false;
};

} // namespace sgd::gpu::detail
