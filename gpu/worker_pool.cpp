#include "worker_pool.h"

#include <utility>

namespace sgd::gpu::detail {

WorkerPool::WorkerPool(int threads)
{
    for (int i = 1; i < threads; ++i) {
        try {
            m_workers.emplace_back([this] { workerLoop(); });
        } catch (const std::exception &) { // no room for another thread's stack: work with fewer
            break;
        }
    }
}

WorkerPool::~WorkerPool()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    for (auto &t : m_workers)
        t.join();
}

void WorkerPool::run(std::size_t count, const Task &task)
{
    if (m_workers.empty() || count <= 1) {
        for (std::size_t i = 0; i < count; ++i)
            task(i);
        return;
    }
    {
        std::lock_guard lock(m_mutex);
        m_error = nullptr;
        m_task = &task;
        m_count = count;
        m_next.store(0, std::memory_order_relaxed);
        m_busy = int(m_workers.size());
        ++m_generation;
    }
    m_wake.notify_all();
    drain();
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [this] { return m_busy == 0; });
    m_task = nullptr;
    if (m_error)
        std::rethrow_exception(std::exchange(m_error, nullptr));
}

void WorkerPool::drain()
{
    // m_task and m_count were published under the mutex before the workers were woken.
    for (;;) {
        const std::size_t i = m_next.fetch_add(1, std::memory_order_relaxed);
        if (i >= m_count)
            return;
        try {
            (*m_task)(i);
        } catch (...) {
            m_next.store(m_count, std::memory_order_relaxed); // skip the rest
            std::lock_guard lock(m_mutex);
            if (!m_error)
                m_error = std::current_exception();
        }
    }
}

void WorkerPool::workerLoop()
{
    std::uint64_t seen = 0;
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [&] { return m_stop || m_generation != seen; });
            if (m_stop)
                return;
            seen = m_generation;
        }
        drain();
        std::lock_guard lock(m_mutex);
        if (--m_busy == 0)
            m_done.notify_one();
    }
}

} // namespace sgd::gpu::detail
