#include "job_runner.h"

#include <exception>

namespace sgd {

bool JobControl::cancelled() const
{
    return !m_runner.current(m_generation) || m_runner.m_stopGeneration.load() == m_generation;
}

bool JobControl::deliver(const std::function<void()> &fn) const
{
    std::lock_guard lock(m_runner.m_deliver);
    if (!m_runner.current(m_generation))
        return false;
    fn();
    return true;
}

void JobControl::progress(double fraction) const
{
    if (m_runner.m_hooks.progress)
        deliver([&] { m_runner.m_hooks.progress(m_generation, fraction); });
}

RunContext JobControl::runContext() const
{
    RunContext ctx;
    ctx.isCancelled = [this] { return cancelled(); };
    ctx.onProgress = [this](double fraction) { progress(fraction); };
    return ctx;
}

JobRunner::JobRunner(Hooks hooks) : m_hooks(std::move(hooks)), m_thread([this] { loop(); }) {}

JobRunner::~JobRunner()
{
    cancel();
    {
        std::lock_guard lock(m_queueMutex);
        m_quit = true;
    }
    m_queueCv.notify_all();
    m_thread.join();
}

std::uint64_t JobRunner::start(Work work)
{
    std::uint64_t gen;
    {
        std::lock_guard deliver(m_deliver);
        gen = ++m_generation;
    }
    {
        std::lock_guard lock(m_queueMutex);
        m_pending = Job{std::move(work), gen};
        m_busy = true;
    }
    m_queueCv.notify_all();
    return gen;
}

void JobRunner::cancel()
{
    std::lock_guard deliver(m_deliver);
    ++m_generation;
    std::lock_guard lock(m_queueMutex);
    m_pending.reset();
}

void JobRunner::waitIdle()
{
    std::unique_lock lock(m_queueMutex);
    m_idleCv.wait(lock, [this] { return !m_pending && !m_busy; });
}

void JobRunner::loop()
{
    for (;;) {
        Job job;
        {
            std::unique_lock lock(m_queueMutex);
            m_busy = false;
            m_idleCv.notify_all();
            m_queueCv.wait(lock, [this] { return m_quit || m_pending.has_value(); });
            if (m_quit)
                return;
            job = std::move(*m_pending);
            m_pending.reset();
            m_busy = true;
        }
        JobControl control(*this, job.generation);
        JobEnd end;
        try {
            job.work(control);
        } catch (const Cancelled &) {
            end.kind = JobEnd::Kind::Cancelled;
        } catch (const std::exception &e) {
            end.kind = JobEnd::Kind::Failed;
            end.error = e.what();
        }
        job.work = nullptr; // what the work holds goes before the end is reported
        if (m_hooks.ended)
            control.deliver([&] { m_hooks.ended(job.generation, end); });
    }
}

} // namespace sgd
