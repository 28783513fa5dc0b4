#pragma once
// Ctrl+C and SIGTERM for the headless commands: the first signal asks the running job to stop
// (polled between frames, rounds and pages; nothing half-written is committed), a second one ends
// the program at once with the signal's default action.

namespace sgd {

/// Installs the handlers for SIGINT and SIGTERM (the window does not call this).
void installStopHandlers();
/// The signal that asked to stop (SIGINT or SIGTERM), or 0 while none has.
int stopSignal();
/// stopSignal() != 0.
inline bool stopRequested()
{
    return stopSignal() != 0;
}
/// The signal's name for a message: "Ctrl+C" for SIGINT, "SIGTERM".
const char *stopSignalName(int signal);

} // namespace sgd
