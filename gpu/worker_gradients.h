#pragma once
// Gradients of chosen worker shards, each at its own weights: what asynchronous SGD (a worker's
// gradient at the stale weights it read) and decentralized SGD (every node at its own model) need,
// and what ComputeBackend::gradientRound (every shard at one w) does not offer. CPU only, on a
// pool of threads, with the backend's per-element math (shared_math.h); results do not depend on
// the thread count. A candidate for a backend capability: gradientRound with one w per worker.

#include "compute_backend.h"

#include <memory>
#include <span>
#include <vector>

namespace sgd::gpu {

namespace detail {
class WorkerPool;
}

class WorkerGradients {
public:
    /// threads: 0 uses every core.
    explicit WorkerGradients(int threads = 0);
    ~WorkerGradients();
    WorkerGradients(const WorkerGradients &) = delete;
    WorkerGradients &operator=(const WorkerGradients &) = delete;

    /// For every k in `workers`: gradients row k = X_k^T (X_k m_k - y_k) / n_k and losses[k] =
    /// 1/2 mean (x_i . m_k - y_i)^2, where m_k is row k of `models` (workers x features). Rows of
    /// workers not listed are left as they were (gradients and losses are sized to fit).
    void compute(const Dataset<float> &data, std::span<const double> models, std::span<const int> workers,
                 std::vector<double> &gradients, std::vector<double> &losses);
    void compute(const Dataset<double> &data, std::span<const double> models, std::span<const int> workers,
                 std::vector<double> &gradients, std::vector<double> &losses);

    int threads() const;

private:
    template <typename T>
    void run(const Dataset<T> &data, std::span<const double> models, std::span<const int> workers,
             std::vector<double> &gradients, std::vector<double> &losses);

    std::unique_ptr<detail::WorkerPool> m_pool;
    std::vector<double> m_partials;
};

} // namespace sgd::gpu
