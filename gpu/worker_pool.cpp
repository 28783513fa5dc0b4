#include "worker_pool.h"

#include <utility>

namespace sgd::gpu::detail {

WorkerPool::WorkerPool(int threads)
{
    m_shares = std::vector<Share>(std::size_t(threads < 1 ? 1 : threads));
    for (int i = 1; i < threads; ++i) {
        try {
            m_workers.emplace_back([this, i] { workerLoop(i); });
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
        const std::size_t n = std::size_t(threads());
        for (std::size_t t = 0; t < n; ++t) {
            m_shares[t].next.store(count * t / n, std::memory_order_relaxed);
            m_shares[t].end = count * (t + 1) / n;
        }
        m_busy = int(m_workers.size());
        ++m_generation;
    }
    m_wake.notify_all();
    drain(0);
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [this] { return m_busy == 0; });
    m_task = nullptr;
    if (m_error)
        std::rethrow_exception(std::exchange(m_error, nullptr));
}

void WorkerPool::drain(int self)
{
    // The task and the shares were published under the mutex before the workers were woken.
    const int n = threads();
    for (int k = 0; k < n; ++k) { // its own share first, then the others' rests
        Share &share = m_shares[std::size_t((self + k) % n)];
        for (;;) {
            const std::size_t i = share.next.fetch_add(1, std::memory_order_relaxed);
            if (i >= share.end)
                break;
            try {
                (*m_task)(i);
            } catch (...) {
                for (int t = 0; t < n; ++t) // skip the rest
                    m_shares[std::size_t(t)].next.store(m_count, std::memory_order_relaxed);
                std::lock_guard lock(m_mutex);
                if (!m_error)
                    m_error = std::current_exception();
            }
        }
    }
}

void WorkerPool::workerLoop(int self)
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
        drain(self);
        std::lock_guard lock(m_mutex);
        if (--m_busy == 0)
            m_done.notify_one();
    }
}

} // namespace sgd::gpu::detail
