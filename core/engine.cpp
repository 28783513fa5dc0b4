#include "engine.h"

#include <exception>

namespace sgd {

Engine::Engine(Callbacks callbacks) : m_callbacks(std::move(callbacks)), m_thread([this] { loop(); }) {}

Engine::~Engine()
{
    cancel();
    {
        std::lock_guard lock(m_queueMutex);
        m_quit = true;
    }
    m_queueCv.notify_all();
    m_thread.join();
}

std::uint64_t Engine::start(const SceneDef &scene, ParamSet params)
{
    std::uint64_t gen;
    {
        std::lock_guard deliver(m_deliver);
        gen = ++m_generation;
    }
    {
        std::lock_guard lock(m_queueMutex);
        m_pending = Job{&scene, std::move(params), gen};
        m_busy = true;
    }
    m_queueCv.notify_all();
    return gen;
}

void Engine::cancel()
{
    std::lock_guard deliver(m_deliver);
    ++m_generation;
    std::lock_guard lock(m_queueMutex);
    m_pending.reset();
}

void Engine::waitIdle()
{
    std::unique_lock lock(m_queueMutex);
    m_idleCv.wait(lock, [this] { return !m_pending && !m_busy; });
}

void Engine::loop()
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
        const std::uint64_t gen = job.generation;
        auto current = [this, gen] { return m_generation.load() == gen; };
        // Deliver only while holding m_deliver and only if the run is still current, so a
        // cancel() that has returned can never be followed by this run's output.
        auto deliver = [&](auto &&fn) {
            std::lock_guard deliver(m_deliver);
            if (current())
                fn();
        };
        RunContext ctx;
        ctx.isCancelled = [current] { return !current(); };
        ctx.onFrame = [&](const Frame &f, int index) {
            if (m_callbacks.frame)
                deliver([&] { m_callbacks.frame(gen, f, index); });
        };
        ctx.onProgress = [&](double fraction) {
            if (m_callbacks.progress)
                deliver([&] { m_callbacks.progress(gen, fraction); });
        };
        try {
            auto trace = std::make_shared<const Trace>(runScene(*job.scene, job.params, ctx));
            if (m_callbacks.finished)
                deliver([&] { m_callbacks.finished(gen, trace); });
        } catch (const Cancelled &) {
            // dropped on purpose
        } catch (const std::exception &e) {
            const std::string what = e.what();
            if (m_callbacks.failed)
                deliver([&] { m_callbacks.failed(gen, what); });
        }
    }
}

} // namespace sgd
