#pragma once
// Internal: a fixed set of threads that run the items of one job at a time; the CPU backend keeps
// one for its lifetime, so a round pays a wake-up, not a thread start.

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace sgd::gpu::detail {

class WorkerPool {
public:
    using Task = std::function<void(std::size_t item)>;

    /// `threads` counts the calling thread, which works too: 1 starts no thread. When the system
    /// refuses a thread (a memory limit), the pool keeps the ones it got.
    explicit WorkerPool(int threads);
    ~WorkerPool();
    WorkerPool(const WorkerPool &) = delete;
    WorkerPool &operator=(const WorkerPool &) = delete;

    int threads() const { return int(m_workers.size()) + 1; }

    /// Calls task(i) for every i in [0, count) on the pool and the calling thread; returns when all
    /// are done. Thread t walks its own contiguous share of the items in order (the t-th of
    /// threads() equal parts), then helps the others with what is left of theirs: a thread that
    /// streams memory keeps one stream instead of jumping over the other threads' items (on two
    /// cores the CPU backend's rounds gained up to a half with bfloat16 X). Items may finish in any
    /// order. The first exception
    /// a task throws (std::bad_alloc) is thrown here once every thread has stopped; the items
    /// not yet started are skipped.
    void run(std::size_t count, const Task &task);

private:
    void workerLoop(int self);
    void drain(int self);

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_done;
    std::vector<std::thread> m_workers;
    const Task *m_task = nullptr;
    std::size_t m_count = 0;
    /// Thread t's share: the next item to take (taken by t, or by a thread that has finished its
    /// own) and the end; one cache line each.
    struct alignas(64) Share {
        std::atomic<std::size_t> next{0};
        std::size_t end = 0;
    };
    std::vector<Share> m_shares;
    std::uint64_t m_generation = 0;
    int m_busy = 0;
    std::exception_ptr m_error; ///< the first task's exception in this run
    bool m_stop = false;
};

} // namespace sgd::gpu::detail
