#include "job_progress.h"

#include "core/stop_request.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <unistd.h>

namespace sgd::cli {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

void writeAll(int fd, const std::string &text)
{
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n <= 0)
            return; // progress is a courtesy: a failed write is not the job's failure
        done += std::size_t(n);
    }
}

} // namespace

JobProgress::JobProgress(std::string label, int fd, double quietSeconds, double judgeAfterSeconds, double longSeconds)
    : m_label(std::move(label)), m_fd(fd), m_terminal(::isatty(fd) == 1), m_quiet(quietSeconds), m_judgeAfter(judgeAfterSeconds),
      m_long(longSeconds), m_start(Clock::now()), m_last(m_start)
{
}

namespace {

/// "about 40 seconds", "about 4 minutes", "about 2.5 hours".
std::string roughDuration(double seconds)
{
    char text[64];
    if (seconds < 90)
        std::snprintf(text, sizeof text, "about %.0f seconds", seconds);
    else if (seconds < 90 * 60)
        std::snprintf(text, sizeof text, "about %.0f minutes", seconds / 60);
    else
        std::snprintf(text, sizeof text, "about %.1f hours", seconds / 3600);
    return text;
}

} // namespace

void JobProgress::sayLarge(const std::string &what)
{
    if (!m_announced)
        m_large = what; // said at the first progress report: once the engine's own checks passed
}

void JobProgress::sayPendingLarge()
{
    if (m_large.empty() || m_announced || m_fd < 0)
        return;
    m_announced = true;
    writeAll(m_fd, std::string(m_printed ? "\r\033[K" : "") + m_label + ": a large job (" + m_large +
                       "): it can take minutes; Ctrl+C or SIGTERM stops it, writing nothing\n");
}

std::string largeRunReason(const SceneDef &scene, const ParamSet &params)
{
    return scene.largeRun ? scene.largeRun(params) : std::string();
}

void JobProgress::announceIfLong(double fraction, double elapsed)
{
    if (m_announced || fraction <= 0 || fraction >= 1 || elapsed < m_judgeAfter || m_fd < 0)
        return;
    const double total = elapsed / fraction;
    if (total < m_long)
        return;
    m_announced = true;
    char done[96];
    std::snprintf(done, sizeof done, "%d%% done after %.0f s", int(fraction * 100), elapsed);
    // On a terminal the progress line is rewritten in place: this line goes above it, for good.
    writeAll(m_fd, std::string(m_printed ? "\r\033[K" : "") + m_label + ": a long job, heading for " + roughDuration(total) +
                       " in all (" + done + "); Ctrl+C or SIGTERM stops it, writing nothing\n");
}

JobProgress::~JobProgress()
{
    if (m_printed)
        writeAll(m_fd, "\r\033[K");
}

void JobProgress::update(double fraction, const std::string &what)
{
    sayPendingLarge();
    if (!std::isfinite(fraction))
        return;
    fraction = m_shown = std::clamp(std::max(fraction, m_shown), 0.0, 1.0);
    const double elapsed = secondsSince(m_start);
    announceIfLong(fraction, elapsed);
    if (!m_terminal)
        return;
    // Quiet for short jobs: print once the elapsed time, or the time the job is heading for, is long.
    const bool longJob = elapsed >= m_quiet || (elapsed >= m_quiet / 4 && fraction > 0 && elapsed / fraction >= m_quiet);
    if (!longJob || (m_printed && secondsSince(m_last) < 0.2))
        return;
    m_last = Clock::now();
    char percent[16];
    std::snprintf(percent, sizeof percent, "%3d%%", int(fraction * 100));
    writeAll(m_fd, "\r" + m_label + ": " + percent + (what.empty() ? std::string() : ", " + what) + " (Ctrl+C stops)\033[K");
    m_printed = true;
}

RunContext JobProgress::context(double from, double to)
{
    RunContext ctx;
    ctx.isCancelled = [] { return stopRequested(); };
    ctx.onProgress = [this, from, to](double f) { update(from + (to - from) * f, "computing"); };
    return ctx;
}

void stopIfRequested()
{
    if (stopRequested())
        throw Cancelled();
}

} // namespace sgd::cli
