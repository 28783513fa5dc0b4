#include "stop_request.h"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

namespace sgd {

namespace {

volatile std::sig_atomic_t g_stopSignal = 0;
std::atomic<bool> g_wroteSomething{false};
int g_wake[2] = {-1, -1}; ///< the signal handler writes a byte here; the watchdog reads it

/// Held while a target is replaced, while the watchdog ends the program and while the job settles.
std::mutex &stopMutex()
{
    static std::mutex m;
    return m;
}

struct StopState {
    std::vector<std::string> temporaries;
    std::string prefix = "sgd-studio: ";
    bool settled = false;
};
StopState &state() // under stopMutex()
{
    static StopState s;
    return s;
}

extern "C" void onStopSignal(int signal)
{
    g_stopSignal = signal;
    if (g_wake[1] >= 0) {
        const char byte = 1;
        const ssize_t ignored = ::write(g_wake[1], &byte, 1); // async-signal-safe; a full pipe has woken it already
        (void)ignored;
    }
}

/// Waits for the first signal, gives the job kStopGrace to reach a stop point, then ends it.
void watchdog()
{
    char byte = 0;
    while (::read(g_wake[0], &byte, 1) < 0 && errno == EINTR) {
    }
    std::this_thread::sleep_for(kStopGrace);
    std::lock_guard<std::mutex> lock(stopMutex()); // kept until _exit: no replacement after this
    StopState &s = state();
    if (s.settled)
        return;
    for (const std::string &t : s.temporaries)
        ::unlink(t.c_str());
    const int signal = int(g_stopSignal);
    const std::string line =
        s.prefix + "stopped by " + stopSignalName(signal) +
        (g_wroteSomething ? " before it finished; what it wrote until then may be incomplete\n" : "; nothing was written\n");
    const ssize_t ignored = ::write(STDERR_FILENO, line.data(), line.size());
    (void)ignored;
    ::_exit(128 + signal);
}

} // namespace

void installStopHandlers(bool withWatchdog)
{
    static std::once_flag started;
    if (withWatchdog)
        std::call_once(started, [] {
            if (::pipe2(g_wake, O_CLOEXEC) == 0)
                std::thread(watchdog).detach();
        });
    struct sigaction sa {};
    sa.sa_handler = onStopSignal;
    sa.sa_flags = SA_RESETHAND; // a second Ctrl+C ends the program at once
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
}

void setStopMessagePrefix(const std::string &prefix)
{
    std::lock_guard<std::mutex> lock(stopMutex());
    state().prefix = prefix;
}

int stopSignal()
{
    return int(g_stopSignal);
}

const char *stopSignalName(int signal)
{
    return signal == SIGINT ? "Ctrl+C" : signal == SIGTERM ? "SIGTERM" : "a signal";
}

void noteOutputWritten()
{
    g_wroteSomething = true;
}

void stopSettled()
{
    std::lock_guard<std::mutex> lock(stopMutex());
    state().settled = true;
}

void holdTemporaryFile(const std::string &path)
{
    std::lock_guard<std::mutex> lock(stopMutex());
    state().temporaries.push_back(path);
}

void releaseTemporaryFile(const std::string &path)
{
    std::lock_guard<std::mutex> lock(stopMutex());
    auto &t = state().temporaries;
    if (auto it = std::find(t.begin(), t.end(), path); it != t.end())
        t.erase(it);
}

bool replaceUnlessStopped(const std::function<bool()> &replace)
{
    std::lock_guard<std::mutex> lock(stopMutex());
    if (stopRequested())
        return false;
    const bool replaced = replace();
    if (replaced)
        g_wroteSomething = true;
    return replaced;
}

} // namespace sgd
