#pragma once
// Background work for the window: a job runs on a worker thread (core's JobRunner, job_runner.h)
// and what it reports comes back on the thread of the job's owner, usually the GUI thread.
//
// start() supersedes the job before (latest wins): from then on only the new job's reports are
// delivered. A job still current when it ends delivers exactly one of: its result (the callback
// given to start()), failed(message) or stopped() (after stop()); ended() follows each. cancel()
// drops the current job at once: nothing of it is delivered. Destroying the BackgroundJob (with
// its owner) cancels the job and joins the worker thread, so nothing reaches a receiver that is gone.
//
// The worker thread only appends a call to a std::mutex-guarded queue and, when none is pending,
// wakes this object with one queued drain(), which runs every waiting call on its own thread. The
// hand-off happens in our code, under a mutex ThreadSanitizer sees, instead of in a functor that
// Qt allocates and reference-counts with atomics TSan cannot see; and a burst of progress reports
// costs one event, not one each.

#include "core/job_runner.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <type_traits>
#include <vector>

namespace sgd::ui {

class BackgroundJob : public QObject {
    Q_OBJECT
public:
    /// Lives on (and delivers on) the thread of `owner`; destroyed with it.
    explicit BackgroundJob(QObject *owner);
    ~BackgroundJob() override; ///< cancels the job and joins the worker thread

    /// Cancels the current job and runs `work(JobControl &)` on the worker thread (it polls
    /// control.cancelled() or control.runContext()); the value it returns goes to `onResult` on
    /// this object's thread if the job is still current then. Returns the job's generation.
    template <class Work, class OnResult> std::uint64_t start(Work work, OnResult onResult)
    {
        return startWork([this, work = std::move(work), onResult = std::move(onResult)](JobControl &control) mutable {
            using Result = std::decay_t<std::invoke_result_t<Work &, JobControl &>>;
            auto result = std::make_shared<Result>(work(control));
            control.deliver([&] { post(control.generation(), true, [onResult, result] { onResult(std::move(*result)); }); });
        });
    }
    /// Drops the current job: nothing of it is delivered any more; running() turns false.
    void cancel();
    /// Asks the current job to stop; stopped() follows (or its result, when it was done already).
    void stop() { m_runner->stop(); }
    /// True from start() until the current job's end is delivered or it is cancelled.
    bool running() const { return m_running; }
    /// The generation of the current job (start()'s value).
    std::uint64_t generation() const { return m_generation; }
    /// Runs an event loop until no job is running or `timeoutMs` passed; true when none runs.
    bool waitForEnd(int timeoutMs);

signals:
    void progressChanged(double fraction);
    void failed(const QString &message);
    void stopped();
    /// After the current job's result, failed() or stopped(), and after cancel() of a running job.
    void ended();

private:
    std::uint64_t startWork(JobRunner::Work work);
    /// Any thread: queues `call` to run on this object's thread if job `generation` is still current then.
    void post(std::uint64_t generation, bool end, std::function<void()> call);
    /// This object's thread: runs the calls queued so far, in order. Called by the queued wake-up.
    Q_INVOKABLE void drain();

    struct Call {
        std::uint64_t generation;
        bool end; ///< the job's last report
        std::function<void()> run;
    };
    std::mutex m_mutex;
    std::vector<Call> m_calls;
    bool m_wakePending = false;
    std::uint64_t m_generation = 0; // this object's thread: the job whose reports count
    bool m_running = false;
    std::unique_ptr<JobRunner> m_runner; // reset first in the destructor: cancels and joins
};

} // namespace sgd::ui
