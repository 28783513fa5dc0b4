#include "memory_budget.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <vector>

#include <sys/resource.h>

namespace sgd {

namespace {

/// Limits at or above this are "none" (cgroup v1 writes 2^63 rounded down to a page).
constexpr double kUnlimited = 4.6e18;

/// The first number in a file ("max" or a missing file: -1).
double numberIn(const std::string &path)
{
    std::ifstream f(path);
    std::string word;
    if (!(f >> word) || word == "max")
        return -1;
    char *end = nullptr;
    const double v = std::strtod(word.c_str(), &end);
    return end && *end == '\0' && v >= 0 && v < kUnlimited ? v : -1;
}

/// A "Key:   123 kB" line of /proc/meminfo or /proc/self/status, in bytes (-1 when absent).
double kilobyteLine(const std::string &path, const std::string &key)
{
    std::ifstream f(path);
    for (std::string line; std::getline(f, line);)
        if (line.rfind(key + ":", 0) == 0)
            return std::strtod(line.c_str() + key.size() + 1, nullptr) * 1024.0;
    return -1;
}

/// The smallest limit - usage from `dir` up to `top` (a limit may sit on any ancestor).
double cgroupRoomFrom(std::string dir, const std::string &top, const char *limitFile, const char *usageFile)
{
    if (!std::ifstream(dir + "/" + usageFile)) // the path /proc/self/cgroup names is not mounted here
        dir = top;
    double room = -1;
    for (;;) {
        const double limit = numberIn(dir + "/" + limitFile);
        if (limit >= 0) {
            const double used = std::max(0.0, numberIn(dir + "/" + usageFile));
            const double left = std::max(0.0, limit - used);
            room = room < 0 ? left : std::min(room, left);
        }
        if (dir.size() <= top.size())
            break;
        dir = dir.substr(0, dir.find_last_of('/'));
    }
    return room;
}

/// This process's memory cgroups (v2 "0::/path", v1 "N:...memory...:/path"): the tightest room.
double cgroupRoom(const std::string &root)
{
    std::ifstream f(root + "/proc/self/cgroup");
    double room = -1;
    auto take = [&room](double r) {
        if (r >= 0)
            room = room < 0 ? r : std::min(room, r);
    };
    for (std::string line; std::getline(f, line);) {
        const std::size_t a = line.find(':'), b = a == std::string::npos ? a : line.find(':', a + 1);
        if (b == std::string::npos)
            continue;
        const std::string controllers = line.substr(a + 1, b - a - 1), path = line.substr(b + 1);
        const std::string tail = path == "/" ? std::string() : path;
        if (line.compare(0, a, "0") == 0 && controllers.empty()) {
            const std::string top = root + "/sys/fs/cgroup";
            take(cgroupRoomFrom(top + tail, top, "memory.max", "memory.current"));
        } else {
            std::stringstream list(controllers);
            for (std::string c; std::getline(list, c, ',');)
                if (c == "memory") {
                    const std::string top = root + "/sys/fs/cgroup/memory";
                    take(cgroupRoomFrom(top + tail, top, "memory.limit_in_bytes", "memory.usage_in_bytes"));
                }
        }
    }
    return room;
}

std::string oneDecimal(double v, const char *unit)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, v >= 100 ? "%.0f %s" : "%.1f %s", v, unit);
    return buf;
}

} // namespace

MemoryFacts readMemoryFacts(const std::string &root)
{
    MemoryFacts f;
    f.memAvailable = kilobyteLine(root + "/proc/meminfo", "MemAvailable");
    rlimit rl{};
    if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
        f.addressLimit = double(rl.rlim_cur);
    f.addressUsed = std::max(0.0, kilobyteLine(root + "/proc/self/status", "VmSize"));
    f.cgroupRoom = cgroupRoom(root);
    return f;
}

MemoryRoom roomOf(const MemoryFacts &f)
{
    MemoryRoom room{8e9, "assumed"};
    bool found = false;
    auto take = [&](double bytes, const char *why) {
        if (bytes < 0)
            return;
        if (!found || bytes < room.bytes)
            room = {bytes, why};
        found = true;
    };
    take(f.memAvailable, "memory");
    if (f.addressLimit >= 0)
        take(std::max(0.0, f.addressLimit - f.addressUsed), "address-space limit");
    take(f.cgroupRoom, "cgroup limit");
    // Room for the program itself: its stacks, Qt, and what it allocates besides the big block.
    room.bytes = std::max(0.0, room.bytes - std::max(32e6, 0.05 * room.bytes));
    return room;
}

MemoryRoom memoryRoom()
{
    return roomOf(readMemoryFacts());
}

std::string formatBytes(double bytes)
{
    if (bytes >= 1e9)
        return oneDecimal(bytes / 1e9, "GB");
    if (bytes >= 1e6)
        return oneDecimal(bytes / 1e6, "MB");
    if (bytes >= 1e3)
        return oneDecimal(bytes / 1e3, "kB");
    return std::to_string(long(std::max(0.0, bytes))) + " bytes";
}

void requireMemory(double bytes, const std::string &advice, const MemoryRoom &room)
{
    if (!(bytes > room.bytes)) // NaN needs nothing we can check
        return;
    throw NotEnoughMemory("needs " + formatBytes(bytes) + ", " + formatBytes(room.bytes) + " available; " + advice);
}

void requireMemory(double bytes, const std::string &advice)
{
    requireMemory(bytes, advice, memoryRoom());
}

} // namespace sgd
