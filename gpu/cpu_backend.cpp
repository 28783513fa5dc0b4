// The CPU backend: Eigen and a pool of threads, one per core. Each gradient round is one pass over
// X: a row's residual and its gradient terms are computed while the row is in cache. The data is
// held once, as loaded; rounds allocate nothing once the first has sized the buffers.
#include "backends.h"
#include "core/shared_math.h"
#include "cpu_kernels.h"
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

// One message: its scale, then every value's decoded level (with error feedback: of v + e).
void quantizeRow(const double *v, int n, const QuantizeOptions &o, std::uint64_t firstCounter, double *out, double &scale,
                 double *error)
{
    const int q = int(o.kind);
    const int sc = math::scaleCodeOf(q);
    const auto sent = [&](int j) { return error ? v[j] + error[j] : v[j]; };
    double acc = 0;
    if (sc != math::kScaleNone) {
        for (int j = 0; j < n; ++j) {
            const double t = math::scaleTerm(sc, sent(j));
            acc = sc == math::kScaleMaxAbs ? std::max(acc, t) : acc + t;
        }
    }
    scale = math::finishScale(sc, acc, n);
    for (int j = 0; j < n; ++j) {
        const double x = sent(j);
        out[j] = math::quantizeValue(q, x, scale, o.bits, o.levels, o.stochastic, o.seed, firstCounter + std::uint64_t(j));
        if (error)
            error[j] = x - out[j];
    }
}

class CpuBackend final : public ComputeBackend {
public:
    CpuBackend(int threads, std::string fallbackReason)
        : m_pool(threads), m_reason(std::move(fallbackReason)), m_avx2Squares(avx2ChunkKernel(false)),
          m_avx2Logistic(avx2ChunkKernel(true))
    {
    }

    BackendKind kind() const override { return BackendKind::Cpu; }
    std::string description() const override { return m_reason.empty() ? "CPU: " + threadsText() : "CPU: " + m_reason; }
    std::string summary() const override { return "CPU, " + threadsText(); }
    std::string fallbackReason() const override { return m_reason; }

protected:
    Status doLoad(Dataset<float> &&data) override { return store(std::move(data)); }
    Status doLoad(Dataset<double> &&data) override { return store(std::move(data)); }
    Status doReadRows(std::int64_t begin, std::int64_t count, std::vector<double> &x, std::vector<double> &y) const override
    {
        const auto copy = [&](const auto &data) {
            const std::size_t d = std::size_t(data.features);
            std::copy_n(data.x.begin() + std::ptrdiff_t(std::size_t(begin) * d), std::size_t(count) * d, x.begin());
            std::copy_n(data.y.begin() + std::ptrdiff_t(begin), count, y.begin());
        };
        if (auto *f = std::get_if<Dataset<float>>(&m_data))
            copy(*f);
        else if (auto *d = std::get_if<Dataset<double>>(&m_data))
            copy(*d);
        else
            return Status::error(Status::Code::NoData, "no data loaded");
        return Status::success();
    }

    Status doGenerate(const SyntheticSpec &spec, const ProgressFn &progress) override
    {
        m_data = std::monostate{}; // free the old data before the new is made
        Dataset<float> data;
        if (!fillSynthetic(spec, data, m_pool.threads(), progress))
            return Status::error(Status::Code::Cancelled, "generating the data was stopped");
        return store(std::move(data));
    }

    Status doShardGradients(std::span<const double> models, bool perWorker, std::span<const int> which,
                            std::vector<double> &gradients, std::vector<double> &losses) override
    {
        if (auto *f = std::get_if<Dataset<float>>(&m_data))
            return round(*f, models, perWorker, which, gradients, losses);
        if (auto *d = std::get_if<Dataset<double>>(&m_data))
            return round(*d, models, perWorker, which, gradients, losses);
        return Status::error(Status::Code::NoData, "no data loaded");
    }

    Status doQuantizeRows(std::span<const double> values, int rows, int dims, const QuantizeOptions &options,
                          std::vector<double> &out, std::vector<double> &scales, std::span<double> error) override
    {
        runItems(std::size_t(rows), std::int64_t(values.size()), [&](std::size_t r) {
            const std::size_t at = r * std::size_t(dims);
            quantizeRow(values.data() + at, dims, options, std::uint64_t(at), out.data() + at, scales[r],
                        error.empty() ? nullptr : error.data() + at);
        });
        return Status::success();
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
    template <typename T> Status store(Dataset<T> &&data)
    {
        m_chunks = planChunks(data.shardOffsets, data.features, sizeof(T));
        m_firstChunk.assign(data.shardOffsets.size(), 0);
        for (std::size_t c = m_chunks.size(); c-- > 0;)
            m_firstChunk[std::size_t(m_chunks[c].shard)] = c;
        m_firstChunk.back() = m_chunks.size();
        m_partials.assign(m_chunks.size() * std::size_t(data.features + 1), 0.0);
        m_w.clear();
        m_wFloat.clear();
        m_data = std::move(data);
        return Status::success();
    }

    // One pass over the listed shards' rows; every chunk's sums land in its own slot of m_partials
    // and are added in chunk order, so the result does not depend on the thread count.
    template <typename T>
    Status round(const Dataset<T> &data, std::span<const double> models, bool perWorker, std::span<const int> which,
                 std::vector<double> &gradients, std::vector<double> &losses)
    {
        const int d = data.features;
        const std::size_t du = std::size_t(d);
        auto &wt = weightsAs<T>();
        wt.resize(perWorker ? models.size() : du);
        m_active.clear();
        std::int64_t values = 0;
        for (const int k : which) {
            const auto ku = std::size_t(k);
            if (perWorker)
                std::copy_n(models.begin() + std::ptrdiff_t(ku * du), d, wt.begin() + std::ptrdiff_t(ku * du));
            for (std::size_t c = m_firstChunk[ku]; c < m_firstChunk[ku + 1]; ++c)
                m_active.push_back(c);
            values += (data.shardOffsets[ku + 1] - data.shardOffsets[ku]) * d;
        }
        if (!perWorker)
            std::copy(models.begin(), models.end(), wt.begin());

        const std::size_t stride = du + 1;
        FloatChunkKernel fast = nullptr;
        if constexpr (std::is_same_v<T, float>)
            fast = data.loss == Loss::Logistic ? m_avx2Logistic : m_avx2Squares;
        const auto sums = [&]<bool Logistic>() {
            runItems(m_active.size(), values, [&](std::size_t i) {
                thread_local std::vector<T> block;
                const std::size_t c = m_active[i];
                const Chunk &chunk = m_chunks[c];
                const T *w = wt.data() + (perWorker ? std::size_t(chunk.shard) * du : 0);
                if constexpr (std::is_same_v<T, float>) {
                    if (fast) {
                        block.resize(du);
                        fast(data.x.data(), data.y.data(), d, w, chunk.begin, chunk.end, kBlockRows,
                             m_partials.data() + c * stride, block.data());
                        return;
                    }
                }
                block.resize(du);
                math::chunkSums<Logistic>(data.x.data(), data.y.data(), d, w, chunk.begin, chunk.end, kBlockRows,
                                          m_partials.data() + c * stride, block.data());
            });
        };
        if (data.loss == Loss::Logistic)
            sums.template operator()<true>();
        else
            sums.template operator()<false>();

        for (const std::size_t c : m_active) {
            const int k = m_chunks[c].shard;
            const double *p = m_partials.data() + c * stride;
            for (int j = 0; j < d; ++j)
                gradients[std::size_t(k) * du + std::size_t(j)] += p[j];
            losses[std::size_t(k)] += p[d];
        }
        for (const int k : which) {
            const auto ku = std::size_t(k);
            const long long n = data.shardOffsets[ku + 1] - data.shardOffsets[ku];
            for (int j = 0; j < d; ++j) {
                double &g = gradients[ku * du + std::size_t(j)];
                g = math::meanOf(g, n);
            }
            losses[ku] = math::meanOf(losses[ku], n);
        }
        return Status::success();
    }

    template <typename T> std::vector<T> &weightsAs()
    {
        if constexpr (std::is_same_v<T, float>)
            return m_wFloat;
        else
            return m_w;
    }

    template <typename F> void runItems(std::size_t count, std::int64_t work, const F &f)
    {
        if (work < kParallelValues) {
            for (std::size_t i = 0; i < count; ++i)
                f(i);
            return;
        }
        m_pool.run(count, f);
    }

    WorkerPool m_pool;
    std::string threadsText() const
    {
        const int n = m_pool.threads();
        return std::to_string(n) + (n == 1 ? " thread" : " threads");
    }

    std::string m_reason;
    FloatChunkKernel m_avx2Squares = nullptr, m_avx2Logistic = nullptr; ///< null: the generic loop
    std::variant<std::monostate, Dataset<float>, Dataset<double>> m_data;
    std::vector<Chunk> m_chunks;
    std::vector<std::size_t> m_firstChunk; ///< shard k's chunks are [m_firstChunk[k], m_firstChunk[k+1])
    std::vector<std::size_t> m_active;     ///< the chunks of the shards in this round
    std::vector<double> m_partials;        ///< chunks x (features + 1), reused every round
    std::vector<double> m_w;               ///< the weights in the data's precision (one row per worker, or one)
    std::vector<float> m_wFloat;
};

} // namespace

int cpuThreadCount(int requested)
{
    if (requested > 0)
        return requested;
    return std::max(1, int(std::thread::hardware_concurrency()));
}

std::unique_ptr<ComputeBackend> makeCpuBackend(int threads, std::string fallbackReason)
{
    return std::make_unique<CpuBackend>(threads, std::move(fallbackReason));
}

} // namespace sgd::gpu::detail
