#include "background_job.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QMetaObject>
#include <QTimer>

namespace sgd::ui {

BackgroundJob::BackgroundJob(QObject *owner) : QObject(owner)
{
    JobRunner::Hooks hooks;
    hooks.progress = [this](std::uint64_t gen, double f) { post(gen, false, [this, f] { emit progressChanged(f); }); };
    hooks.ended = [this](std::uint64_t gen, const JobEnd &end) {
        switch (end.kind) {
        case JobEnd::Kind::Finished:
            break; // start()'s wrapper posted the result
        case JobEnd::Kind::Failed:
            post(gen, true, [this, message = QString::fromStdString(end.error)] { emit failed(message); });
            break;
        case JobEnd::Kind::Cancelled:
            post(gen, true, [this] { emit stopped(); });
            break;
        }
    };
    m_runner = std::make_unique<JobRunner>(std::move(hooks));
}

BackgroundJob::~BackgroundJob()
{
    m_runner.reset(); // cancels and joins before the queue goes
}

std::uint64_t BackgroundJob::startWork(JobRunner::Work work)
{
    m_generation = m_runner->start(std::move(work));
    m_running = true;
    return m_generation;
}

void BackgroundJob::cancel()
{
    m_runner->cancel();
    m_generation = m_runner->generation();
    if (m_running) {
        m_running = false;
        emit ended();
    }
}

bool BackgroundJob::waitForEnd(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (m_running && !deadline.hasExpired()) {
        QEventLoop loop;
        connect(this, &BackgroundJob::ended, &loop, &QEventLoop::quit);
        QTimer::singleShot(int(deadline.remainingTime()), &loop, &QEventLoop::quit);
        loop.exec();
    }
    return !m_running;
}

void BackgroundJob::post(std::uint64_t generation, bool end, std::function<void()> call)
{
    bool wake = false;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_calls.push_back({generation, end, std::move(call)});
        wake = !m_wakePending;
        m_wakePending = true;
    }
    if (wake)
        QMetaObject::invokeMethod(this, "drain", Qt::QueuedConnection);
}

void BackgroundJob::drain()
{
    std::vector<Call> calls;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        calls.swap(m_calls);
        m_wakePending = false;
    }
    for (Call &call : calls) {
        // A call of a superseded or cancelled job, or one after the end: dropped. Checked for
        // each call, since one may start or cancel a job.
        if (call.generation != m_generation || !m_running)
            continue;
        if (call.end)
            m_running = false;
        call.run();
        if (call.end)
            emit ended();
    }
}

} // namespace sgd::ui
