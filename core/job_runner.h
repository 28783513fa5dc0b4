#pragma once
// One worker thread for background work: the engine (engine.h) and, through ui/session/background_job.h,
// every job the window starts (a scene's recompute, the simulator's comparison, a sweep).
//
// A job is a callable run on the worker thread with a JobControl: it polls cancelled(), reports
// progress() and hands out partial results with deliver(). Starting a job supersedes the one
// before (latest wins). Once cancel() or start() has returned, nothing of an earlier job is
// delivered any more: deliveries run under a delivery lock and only while their job is current.
// stop() is the gentle form: the job sees cancelled(), and its end (Cancelled) is still reported.
// Each job still current when it ends reports its end exactly once (finished, failed with the
// exception's text, or cancelled). Destroying the runner cancels the job and joins the thread.
// Plain C++ on the standard library: no Qt here.

#include "run_context.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace sgd {

/// How a job ended.
struct JobEnd {
    enum class Kind { Finished, Failed, Cancelled };
    Kind kind = Kind::Finished;
    std::string error; ///< Failed: the exception's text
};

class JobRunner;

/// What a job sees of its runner, on the worker thread.
class JobControl {
public:
    /// The job's generation (the value start() returned).
    std::uint64_t generation() const { return m_generation; }
    /// True once the job was cancelled, superseded or asked to stop: the job should end soon
    /// (throwing Cancelled, as checkCancelled() does).
    bool cancelled() const;
    void checkCancelled() const
    {
        if (cancelled())
            throw Cancelled();
    }
    /// Reports progress 0..1 to the runner's progress hook while the job is current.
    void progress(double fraction) const;
    /// Runs `fn` under the delivery lock if the job is still current; false when it was dropped.
    bool deliver(const std::function<void()> &fn) const;
    /// A RunContext polling this control and reporting its progress (no frame consumer).
    RunContext runContext() const;

private:
    friend class JobRunner;
    JobControl(JobRunner &runner, std::uint64_t generation) : m_runner(runner), m_generation(generation) {}
    JobRunner &m_runner;
    std::uint64_t m_generation;
};

class JobRunner {
public:
    /// The work: runs on the worker thread; ends by returning (Finished), by throwing Cancelled
    /// (Cancelled) or by throwing another std::exception (Failed, with its what()).
    using Work = std::function<void(JobControl &)>;
    /// Called on the worker thread, under the delivery lock, only while the job is current.
    struct Hooks {
        std::function<void(std::uint64_t generation, double fraction)> progress;
        std::function<void(std::uint64_t generation, const JobEnd &end)> ended;
    };

    explicit JobRunner(Hooks hooks = {});
    ~JobRunner(); ///< cancels the job and joins the thread
    JobRunner(const JobRunner &) = delete;
    JobRunner &operator=(const JobRunner &) = delete;

    /// Cancels the current job and starts `work`; returns its generation.
    std::uint64_t start(Work work);
    /// Cancels the current job. Returns once nothing of it can be delivered any more. Safe from
    /// inside a delivery on the worker thread (the delivery lock is recursive).
    void cancel();
    /// Asks the current job to stop: it sees cancelled() and reports its end (usually Cancelled).
    void stop() { m_stopGeneration = m_generation.load(); }
    /// The generation of the newest job (started or cancelled).
    std::uint64_t generation() const { return m_generation.load(); }
    /// True while a job is queued or being run.
    bool busy() const { return m_busy.load(); }
    /// Blocks until no job is queued or running (tests, the command line).
    void waitIdle();

private:
    friend class JobControl;
    struct Job {
        Work work;
        std::uint64_t generation = 0;
    };
    void loop();
    bool current(std::uint64_t generation) const { return m_generation.load() == generation; }

    Hooks m_hooks;
    std::recursive_mutex m_deliver; // held while delivering and while bumping the generation
    std::mutex m_queueMutex;
    std::condition_variable m_queueCv;
    std::condition_variable m_idleCv;
    std::optional<Job> m_pending;
    std::atomic<std::uint64_t> m_generation{0};
    std::atomic<bool> m_busy{false};
    std::atomic<std::uint64_t> m_stopGeneration{0}; // the job stop() was asked of
    bool m_quit = false;
    std::thread m_thread;
};

} // namespace sgd
