// The CPU backend: Eigen and a pool of threads, one per core. Each gradient round is one pass over
// X: a row's residual and its gradient terms are computed while the row is in cache.
#include "backends.h"
#include "shared_math.h"
#include "worker_pool.h"

#include <Eigen/Core>

#include <algorithm>
#include <thread>
#include <type_traits>
#include <variant>

namespace sgd::gpu::detail {

namespace {

using RowMajor = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// Below this many values of X a round runs on the calling thread: waking the pool costs more.
constexpr std::int64_t kParallelValues = std::int64_t(1) << 15;
// Rows whose terms are summed in the data's precision before they join the double-precision
// partial sum: keeps float32 sums accurate at the speed of float arithmetic.
constexpr std::int64_t kBlockRows = 128;

struct Chunk {
    int shard = 0;
    std::int64_t begin = 0;
    std::int64_t end = 0;
};

// Chunks hold about 256 KiB of X each and never depend on the thread count, and their partial
// sums are added in chunk order: results are the same bits on 1 thread or 64.
std::vector<Chunk> planChunks(const std::vector<std::int64_t> &offsets, int features, std::size_t valueBytes)
{
    const auto rowBytes = std::int64_t(features) * std::int64_t(valueBytes);
    const std::int64_t chunkRows = std::max<std::int64_t>(kBlockRows, (std::int64_t(256) << 10) / rowBytes);
    std::vector<Chunk> chunks;
    for (std::size_t k = 0; k + 1 < offsets.size(); ++k) {
        for (std::int64_t b = offsets[k]; b < offsets[k + 1]; b += chunkRows)
            chunks.push_back({int(k), b, std::min(offsets[k + 1], b + chunkRows)});
    }
    return chunks;
}

// partial[0..d) += sum of r_i x_i over the chunk's rows, partial[d] += sum of r_i^2 / 2.
template <typename T>
void chunkSums(const Dataset<T> &data, const T *w, const Chunk &chunk, double *partial, std::vector<T> &block)
{
    const int d = data.features;
    block.resize(std::size_t(d));
    std::fill(partial, partial + d + 1, 0.0);
    for (std::int64_t b = chunk.begin; b < chunk.end; b += kBlockRows) {
        const std::int64_t e = std::min(chunk.end, b + kBlockRows);
        std::fill(block.begin(), block.end(), T(0));
        T loss = 0;
        for (std::int64_t i = b; i < e; ++i) {
            const T *row = data.x.data() + i * d;
            const T r = math::residual(math::dot(row, w, d), data.y[std::size_t(i)]);
            math::addGradientTerms(block.data(), row, r, d);
            loss += math::halfSquare(r);
        }
        for (int j = 0; j < d; ++j)
            partial[j] += double(block[std::size_t(j)]);
        partial[d] += double(loss);
    }
}

class CpuBackend final : public ComputeBackend {
public:
    CpuBackend(int threads, std::string description) : m_pool(threads), m_description(std::move(description)) {}

    BackendKind kind() const override { return BackendKind::Cpu; }
    std::string description() const override { return m_description; }

protected:
    Status doLoad(Dataset<float> &&data) override { return store(std::move(data)); }
    Status doLoad(Dataset<double> &&data) override { return store(std::move(data)); }

    Status doShardGradients(std::span<const double> w, std::vector<double> &gradients,
                            std::vector<double> &losses) override
    {
        if (auto *f = std::get_if<Dataset<float>>(&m_data))
            return round(*f, w, gradients, losses);
        if (auto *d = std::get_if<Dataset<double>>(&m_data))
            return round(*d, w, gradients, losses);
        return Status::error(Status::Code::NoData, "no data loaded");
    }

    Status doMix(std::span<const double> mixing, std::span<const double> models, int nodes, int dims,
                 std::vector<double> &out) override
    {
        out.resize(models.size());
        const Eigen::Map<const RowMajor> W(mixing.data(), nodes, nodes);
        const Eigen::Map<const RowMajor> X(models.data(), nodes, dims);
        Eigen::Map<RowMajor>(out.data(), nodes, dims).noalias() = W * X;
        return Status::success();
    }

    Status doLossSurface(std::span<const double> x, std::span<const double> y, const SurfaceGrid &grid,
                         std::vector<double> &out) override
    {
        out.assign(std::size_t(grid.wSteps) * std::size_t(grid.bSteps), 0.0);
        const auto n = std::int64_t(x.size());
        const auto fillRow = [&](std::size_t r) {
            const double b = math::gridPoint(grid.bMin, grid.bMax, int(r), grid.bSteps);
            for (int c = 0; c < grid.wSteps; ++c) {
                const double wv = math::gridPoint(grid.wMin, grid.wMax, c, grid.wSteps);
                double sum = 0;
                for (std::int64_t i = 0; i < n; ++i)
                    sum += math::surfaceTerm(wv, b, x[std::size_t(i)], y[std::size_t(i)]);
                out[r * std::size_t(grid.wSteps) + std::size_t(c)] = math::meanOf(sum, n);
            }
        };
        runItems(std::size_t(grid.bSteps), std::int64_t(out.size()) * n, fillRow);
        return Status::success();
    }

private:
    template <typename T>
    Status store(Dataset<T> &&data)
    {
        m_chunks = planChunks(data.shardOffsets, data.features, sizeof(T));
        m_partials.assign(m_chunks.size() * std::size_t(data.features + 1), 0.0);
        m_w.clear();
        m_data = std::move(data);
        return Status::success();
    }

    template <typename T>
    Status round(const Dataset<T> &data, std::span<const double> w, std::vector<double> &gradients,
                 std::vector<double> &losses)
    {
        const int d = data.features;
        auto &wt = weightsAs<T>();
        wt.assign(w.begin(), w.end());
        const std::size_t stride = std::size_t(d) + 1;
        runItems(m_chunks.size(), std::int64_t(data.x.size()), [&](std::size_t c) {
            thread_local std::vector<T> block;
            chunkSums(data, wt.data(), m_chunks[c], m_partials.data() + c * stride, block);
        });

        for (std::size_t c = 0; c < m_chunks.size(); ++c) {
            const int k = m_chunks[c].shard;
            const double *p = m_partials.data() + c * stride;
            for (int j = 0; j < d; ++j)
                gradients[std::size_t(k) * std::size_t(d) + std::size_t(j)] += p[j];
            losses[std::size_t(k)] += p[d];
        }
        for (std::size_t k = 0; k + 1 < data.shardOffsets.size(); ++k) {
            const long long n = data.shardOffsets[k + 1] - data.shardOffsets[k];
            for (int j = 0; j < d; ++j) {
                double &g = gradients[k * std::size_t(d) + std::size_t(j)];
                g = math::meanOf(g, n);
            }
            losses[k] = math::meanOf(losses[k], n);
        }
        return Status::success();
    }

    template <typename T>
    std::vector<T> &weightsAs()
    {
        if constexpr (std::is_same_v<T, float>)
            return m_wFloat;
        else
            return m_w;
    }

    template <typename F>
    void runItems(std::size_t count, std::int64_t work, const F &f)
    {
        if (work < kParallelValues) {
            for (std::size_t i = 0; i < count; ++i)
                f(i);
            return;
        }
        m_pool.run(count, f);
    }

    WorkerPool m_pool;
    std::string m_description;
    std::variant<std::monostate, Dataset<float>, Dataset<double>> m_data;
    std::vector<Chunk> m_chunks;
    std::vector<double> m_partials; ///< chunks x (features + 1), reused every round
    std::vector<double> m_w;
    std::vector<float> m_wFloat;
};

} // namespace

int cpuThreadCount(int requested)
{
    if (requested > 0)
        return requested;
    return std::max(1, int(std::thread::hardware_concurrency()));
}

std::unique_ptr<ComputeBackend> makeCpuBackend(int threads, std::string description)
{
    return std::make_unique<CpuBackend>(threads, std::move(description));
}

} // namespace sgd::gpu::detail
