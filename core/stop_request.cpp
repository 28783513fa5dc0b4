#include "stop_request.h"

#include <csignal>

#include <signal.h>

namespace sgd {

namespace {

volatile std::sig_atomic_t g_stopSignal = 0;

extern "C" void onStopSignal(int signal)
{
    g_stopSignal = signal;
}

} // namespace

void installStopHandlers()
{
    struct sigaction sa {};
    sa.sa_handler = onStopSignal;
    sa.sa_flags = SA_RESETHAND; // a second Ctrl+C ends the program at once
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
}

int stopSignal()
{
    return int(g_stopSignal);
}

const char *stopSignalName(int signal)
{
    return signal == SIGINT ? "Ctrl+C" : signal == SIGTERM ? "SIGTERM" : "a signal";
}

} // namespace sgd
