#pragma once
// Memory checked before it is spent: what this process may still allocate, from the machine
// (MemAvailable) and from every limit put on the process (RLIMIT_AS, cgroup v2 and v1 memory),
// and one refusal with the same words everywhere ("needs 10.5 GB, 3.1 GB available; ...").

#include <stdexcept>
#include <string>

namespace sgd {

/// The raw figures, in bytes; a negative value means "no such limit" (or not readable).
struct MemoryFacts {
    double memAvailable = -1; ///< /proc/meminfo MemAvailable
    double addressLimit = -1; ///< getrlimit(RLIMIT_AS) soft limit
    double addressUsed = 0;   ///< /proc/self/status VmSize
    double cgroupRoom = -1;   ///< the smallest limit - usage over this process's memory cgroups (v2 or v1)
};

/// What is left, and which of the figures set it ("memory", "address-space limit", "cgroup limit").
struct MemoryRoom {
    double bytes = 0;
    std::string limitedBy;
};

/// Reads the figures. `root` prefixes /proc and /sys/fs/cgroup (tests point it at a fake tree);
/// the address-space limit is always this process's own.
MemoryFacts readMemoryFacts(const std::string &root = {});
/// The smallest of the figures that exist, less a reserve for the program itself (5%, at least
/// 32 MB). With none (not Linux), a generous 8 GB.
MemoryRoom roomOf(const MemoryFacts &facts);
/// roomOf(readMemoryFacts()).
MemoryRoom memoryRoom();

/// A job that would need more memory than this process may use: reported like bad input
/// (exit 2 on the command line), before anything large is allocated.
class NotEnoughMemory : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// "10.5 GB", "850 MB", "12 kB": bytes in decimal units with three significant digits at most.
std::string formatBytes(double bytes);

/// Throws NotEnoughMemory("needs 10.5 GB, 3.1 GB available; <advice>") when `bytes` do not fit in
/// memoryRoom(). `advice` says what to lower ("lower rows or features").
void requireMemory(double bytes, const std::string &advice);
/// The same check against a given room (tests).
void requireMemory(double bytes, const std::string &advice, const MemoryRoom &room);

} // namespace sgd
