#pragma once
// Long headless jobs: progress on stderr while it is a terminal, one line saying how long a long
// job is heading for (on a terminal or not: a script or a log sees it too), and the stop request
// of Ctrl+C or SIGTERM (core/stop_request.h) handed to the engine and the exporter as their cancel
// check.

#include "core/run_context.h"
#include "core/scenes.h"

#include <chrono>
#include <string>

namespace sgd::cli {

class JobProgress {
public:
    /// `label` starts the line ("trace quantized"). Progress goes to `fd` only when it is a
    /// terminal, and only once the job looks like it takes longer than `quietSeconds`.
    /// A job heading for `longSeconds` or more (judged from its progress once `judgeAfterSeconds`
    /// passed) says so once, on any `fd`: "LABEL: heading for about 4 minutes (...)".
    explicit JobProgress(std::string label, int fd = 2, double quietSeconds = 2.0, double judgeAfterSeconds = 3.0,
                         double longSeconds = 60.0);
    ~JobProgress(); ///< clears the line it printed
    JobProgress(const JobProgress &) = delete;
    JobProgress &operator=(const JobProgress &) = delete;

    /// 0..1 of the whole job; `what` names the stage ("computing", "page 12 of 500").
    void update(double fraction, const std::string &what = {});
    /// A run context for the engine: cancelled by a stop request, its progress mapped onto
    /// [from, to] of the whole job.
    RunContext context(double from = 0, double to = 1);
    /// True when anything was printed.
    bool printed() const { return m_printed; }
    /// Says once, as a job known to be large starts (at its first progress report, so after the
    /// engine's checks: a refused job says only why), what makes it so, on any output:
    /// "LABEL: a large job (WHAT): it can take minutes; Ctrl+C or SIGTERM stops it, writing nothing".
    void sayLarge(const std::string &what);
    /// True when the job was announced as a long one.
    bool announced() const { return m_announced; }

private:
    void announceIfLong(double fraction, double elapsed);
    void sayPendingLarge();

    std::string m_label;
    int m_fd;
    bool m_terminal;
    double m_quiet;
    double m_judgeAfter;
    double m_long;
    bool m_printed = false;
    bool m_announced = false;
    std::string m_large; ///< what makes the job large, said at the first progress report
    double m_shown = 0;  ///< the fraction shown so far: the line never goes back
    std::chrono::steady_clock::time_point m_start, m_last;
};

/// What makes a run of `scene` with `params` large enough to take minutes ("10000000 rows x 16
/// features x 1000 rounds, 4 designs"), or "" (the scale lab's data, Hogwild!'s threads).
std::string largeRunReason(const SceneDef &scene, const ParamSet &params);

/// Throws Cancelled when Ctrl+C or SIGTERM asked to stop: between stages of a command.
void stopIfRequested();

} // namespace sgd::cli
