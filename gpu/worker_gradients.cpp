#include "worker_gradients.h"

#include "backends.h"
#include "shared_math.h"
#include "worker_pool.h"

#include <algorithm>

namespace sgd::gpu {

namespace {

constexpr std::int64_t kBlockRows = 128;
constexpr std::int64_t kParallelValues = std::int64_t(1) << 15;

struct Chunk {
    int shard = 0;
    std::int64_t begin = 0, end = 0;
};

} // namespace

WorkerGradients::WorkerGradients(int threads)
    : m_pool(std::make_unique<detail::WorkerPool>(detail::cpuThreadCount(threads)))
{
}

WorkerGradients::~WorkerGradients() = default;

int WorkerGradients::threads() const { return m_pool->threads(); }

void WorkerGradients::compute(const Dataset<float> &data, std::span<const double> models, std::span<const int> workers,
                              std::vector<double> &gradients, std::vector<double> &losses)
{
    run(data, models, workers, gradients, losses);
}

void WorkerGradients::compute(const Dataset<double> &data, std::span<const double> models, std::span<const int> workers,
                              std::vector<double> &gradients, std::vector<double> &losses)
{
    run(data, models, workers, gradients, losses);
}

template <typename T>
void WorkerGradients::run(const Dataset<T> &data, std::span<const double> models, std::span<const int> workers,
                          std::vector<double> &gradients, std::vector<double> &losses)
{
    const int d = data.features;
    const int K = int(data.shardOffsets.size()) - 1;
    gradients.resize(std::size_t(K) * std::size_t(d));
    losses.resize(static_cast<std::size_t>(K));
    const std::int64_t chunkRows = std::max<std::int64_t>(kBlockRows, (std::int64_t(256) << 10) / (std::int64_t(d) * std::int64_t(sizeof(T))));
    std::vector<Chunk> chunks;
    std::int64_t values = 0;
    for (int k : workers) {
        const auto b0 = data.shardOffsets[std::size_t(k)], b1 = data.shardOffsets[std::size_t(k) + 1];
        values += (b1 - b0) * d;
        for (std::int64_t b = b0; b < b1; b += chunkRows)
            chunks.push_back({k, b, std::min(b1, b + chunkRows)});
    }
    const std::size_t stride = std::size_t(d) + 1;
    m_partials.assign(chunks.size() * stride, 0.0);
    const auto one = [&](std::size_t c) {
        thread_local std::vector<T> block, w;
        const Chunk &ch = chunks[c];
        w.assign(models.begin() + std::ptrdiff_t(ch.shard) * d, models.begin() + std::ptrdiff_t(ch.shard + 1) * d);
        block.resize(static_cast<std::size_t>(d));
        double *partial = m_partials.data() + c * stride;
        for (std::int64_t b = ch.begin; b < ch.end; b += kBlockRows) {
            const std::int64_t e = std::min(ch.end, b + kBlockRows);
            std::fill(block.begin(), block.end(), T(0));
            T loss = 0;
            for (std::int64_t i = b; i < e; ++i) {
                const T *row = data.x.data() + i * d;
                const T r = math::residual(math::dot(row, w.data(), d), data.y[std::size_t(i)]);
                math::addGradientTerms(block.data(), row, r, d);
                loss += math::halfSquare(r);
            }
            for (int j = 0; j < d; ++j)
                partial[j] += double(block[std::size_t(j)]);
            partial[d] += double(loss);
        }
    };
    if (values < kParallelValues || m_pool->threads() <= 1) {
        for (std::size_t c = 0; c < chunks.size(); ++c)
            one(c);
    } else {
        m_pool->run(chunks.size(), one);
    }
    for (int k : workers) {
        std::fill_n(gradients.begin() + std::ptrdiff_t(k) * d, d, 0.0);
        losses[std::size_t(k)] = 0;
    }
    for (std::size_t c = 0; c < chunks.size(); ++c) {
        const int k = chunks[c].shard;
        for (int j = 0; j < d; ++j)
            gradients[std::size_t(k) * std::size_t(d) + std::size_t(j)] += m_partials[c * stride + std::size_t(j)];
        losses[std::size_t(k)] += m_partials[c * stride + std::size_t(d)];
    }
    for (int k : workers) {
        const auto n = data.shardOffsets[std::size_t(k) + 1] - data.shardOffsets[std::size_t(k)];
        for (int j = 0; j < d; ++j)
            gradients[std::size_t(k) * std::size_t(d) + std::size_t(j)] = math::meanOf(gradients[std::size_t(k) * std::size_t(d) + std::size_t(j)], n);
        losses[std::size_t(k)] = math::meanOf(losses[std::size_t(k)], n);
    }
}

} // namespace sgd::gpu
