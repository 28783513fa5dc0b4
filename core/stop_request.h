#pragma once
// Ctrl+C and SIGTERM for the headless commands: the first signal asks the running job to stop
// (polled between frames, rounds and pages; nothing half-written is committed), a second one ends
// the program at once with the signal's default action. A job that does not come to a stop point
// within kStopGrace (one long picture of a huge trace) is ended by the stop watchdog: it removes
// the temporary files being written, says that nothing was written and exits with 128 + the
// signal, so a stop takes effect within half a second whatever is being painted.

#include <chrono>
#include <functional>
#include <string>

namespace sgd {

/// How long a job has after the first signal to reach a stop point before the watchdog ends it.
inline constexpr std::chrono::milliseconds kStopGrace{250};

/// Installs the handlers for SIGINT and SIGTERM and, with `watchdog`, starts the stop watchdog
/// (the window does not call this; bench, which reports what it measured until the stop, goes without).
void installStopHandlers(bool watchdog = true);
/// The watchdog's message starts with this ("sgd-studio NAME: "); the front end sets it.
void setStopMessagePrefix(const std::string &prefix);
/// The signal that asked to stop (SIGINT or SIGTERM), or 0 while none has.
int stopSignal();
/// stopSignal() != 0.
inline bool stopRequested()
{
    return stopSignal() != 0;
}
/// The signal's name for a message: "Ctrl+C" for SIGINT, "SIGTERM".
const char *stopSignalName(int signal);

/// The job has ended (its result or its stop is being reported): the watchdog stands down.
void stopSettled();

/// Something reached its destination (a file renamed into place, bytes on standard output): the
/// watchdog no longer says that nothing was written.
void noteOutputWritten();

/// A temporary file being written (OutputFile): removed by the watchdog when it ends the program.
void holdTemporaryFile(const std::string &path);
/// The temporary file is gone or renamed into place.
void releaseTemporaryFile(const std::string &path);
/// Runs `replace` (the rename of a finished temporary file over its target) unless a stop has been
/// asked for, and returns its result (false without running it after a stop). The watchdog waits
/// for a replacement under way, so a target is replaced before a stop or not at all.
bool replaceUnlessStopped(const std::function<bool()> &replace);

} // namespace sgd
