// The CPU backend: Eigen and a pool of threads, one per core. Each gradient round is one pass over
// X: a row's residual and its gradient terms are computed while the row is in cache. The data is
// held once, as loaded; rounds allocate nothing once the first has sized the buffers.
#include "backends.h"
#include "core/shared_math.h"
#include "cpu_kernel_chooser.h"
#include "cpu_kernels.h"
#include "huge_pages.h"
#include "worker_pool.h"

#include <Eigen/Core>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <optional>
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

// Chunks never depend on the thread count, and their partial sums are added in chunk order: results
// are the same bits on 1 thread or 64. A chunk holds a 128th of X, at least 256 KiB and at most
// 4 MiB: enough chunks to share among the threads, few enough that what a chunk costs beyond its
// rows stays small (each chunk seems to cost a core about half a microsecond of its stream of X).
// On the Intel Xeon machine (N = 2,000,000, d = 64, K = 16), three interleaved runs against the
// 256 KiB chunks of before: float32 (4 MiB chunks) at 0.83-0.84 of the read beside the rounds
// against 0.81-0.82 with one thread, 0.86-0.89 against 0.84-0.85 with two; bfloat16 (2 MiB) at
// 0.76-0.79 against 0.71-0.75 and 0.77-0.79 against 0.73-0.76. A 512th of X came out between the
// two; 64 KiB chunks made the float32 round 2.5 ms slower.
std::int64_t chunkBytes(std::int64_t xBytes)
{
    return std::clamp<std::int64_t>(xBytes / 128, std::int64_t(256) << 10, std::int64_t(4) << 20);
}

std::vector<Chunk> planChunks(const std::vector<std::int64_t> &offsets, int features, std::size_t valueBytes)
{
    const auto rowBytes = std::int64_t(features) * std::int64_t(valueBytes);
    const std::int64_t rows = offsets.empty() ? 0 : offsets.back() - offsets.front();
    const std::int64_t chunkRows = std::max<std::int64_t>(kBlockRows, chunkBytes(rows * rowBytes) / rowBytes);
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

/// X kept in 16 bits a value (bfloat16 or float16 bits), the labels in float: half the bytes a
/// round reads. Rounds widen each value to float as they read it.
struct Packed16 {
    AlignedVector<std::uint16_t> x;
    std::vector<float> y;
    int features = 0;
    std::vector<std::int64_t> shardOffsets;
    Loss loss = Loss::LeastSquares;
    Storage storage = Storage::BFloat16;
};

/// A 16-bit value of X widened to float, as the kernels do.
inline float widen(std::uint16_t v, Storage storage)
{
    return storage == Storage::Float16 ? math::fromFloat16Bits(v) : math::fromBFloat16Bits(v);
}

/// SGD_CPU_MEASURE=0: the vendor table's guess, never a measurement (nor the cache file).
bool measuringOff()
{
    const char *v = std::getenv("SGD_CPU_MEASURE");
    return v && std::strcmp(v, "0") == 0;
}

class CpuBackend final : public ComputeBackend, public HostDataRead, public KernelLab {
public:
    CpuBackend(int threads, std::string fallbackReason) : m_pool(threads), m_reason(std::move(fallbackReason))
    {
        // SGD_CPU_KERNEL when the backend is made: generic turns the kernels off, avx2 the 16 lanes.
        const char *choice = std::getenv("SGD_CPU_KERNEL");
        m_eightLanesOnly = choice && std::strcmp(choice, "avx2") == 0;
        for (const bool logistic : {false, true})
            for (const Storage st : {Storage::Float32, Storage::BFloat16, Storage::Float16})
                if (avx2ChunkKernel(logistic, st))
                    for (const bool sixteen : {false, true})
                        m_lanes[logistic][int(st)][sixteen] = laneKernel(logistic, st, sixteen && !m_eightLanesOnly);
    }

    std::vector<KernelSettings> kernelCandidates() override
    {
        std::vector<KernelSettings> out;
        visitKernelData([&](const auto &data, Storage storage) {
            const bool logistic = data.loss == Loss::Logistic;
            const ShapeClass shape = shapeOf(data, storage);
            out = detail::kernelCandidates(shape, guessFor(data, storage), m_lanes[logistic][int(storage)][1] != nullptr);
        });
        return out;
    }
    std::optional<KernelChoice> kernelChoice() const override { return m_used; }
    void overrideKernel(std::optional<KernelSettings> settings) override { m_override = settings; }

    bool supportsStorage(Storage) const override { return true; }

    double readDataOnce(long long prefetchBytes, bool toL2) override
    {
        const void *x = nullptr;
        std::size_t bytes = 0;
        std::visit(
            [&](const auto &d) {
                if constexpr (!std::is_same_v<std::remove_cvref_t<decltype(d)>, std::monostate>) {
                    x = d.x.data();
                    bytes = d.x.size() * sizeof(d.x[0]);
                }
            },
            m_data);
        if (!x)
            return 0;
        const std::size_t n = std::size_t(m_pool.threads());
        const auto t0 = std::chrono::steady_clock::now();
        m_pool.run(n, [&](std::size_t t) { // the call is in another file: it is made, its sum is not needed
            const std::size_t lo = bytes * t / n / 256 * 256, hi = t + 1 == n ? bytes : bytes * (t + 1) / n / 256 * 256;
            (void)readProbeBytes(static_cast<const char *>(x) + lo, hi - lo, prefetchBytes, toL2);
        });
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    }

    BackendKind kind() const override { return BackendKind::Cpu; }
    std::string description() const override { return m_reason.empty() ? "CPU: " + threadsText() : "CPU: " + m_reason; }
    /// "CPU, 2 threads, kernel measured": how the last round's kernel was chosen (measured on this
    /// machine, read from the cache file of an earlier measurement, or the vendor table's guess).
    std::string summary() const override
    {
        if (!m_used)
            return "CPU, " + threadsText();
        const char *how = m_used->source == ChoiceSource::Measured ? "kernel measured"
                          : m_used->source == ChoiceSource::Cached ? "kernel measured before"
                                                                   : "kernel guessed";
        return "CPU, " + threadsText() + ", " + how;
    }
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
        else if (auto *p = std::get_if<Packed16>(&m_data)) {
            const std::size_t du = std::size_t(p->features), from = std::size_t(begin) * du;
            for (std::size_t v = 0; v < std::size_t(count) * du; ++v)
                x[v] = double(widen(p->x[from + v], p->storage));
            std::copy_n(p->y.begin() + std::ptrdiff_t(begin), count, y.begin());
        } else
            return Status::error(Status::Code::NoData, "no data loaded");
        return Status::success();
    }

    Status doGenerate(const SyntheticSpec &spec, const ProgressFn &progress) override
    {
        m_data = std::monostate{}; // free the old data before the new is made
        Dataset<float> data;
        const std::size_t values = std::size_t(spec.shardOffsets.back()) * std::size_t(spec.features);
        if (spec.storage == Storage::Float32) // X as the rounds read it: on huge pages (huge_pages.h)
            resizeOnHugePages(data.x, values);
        if (!fillSynthetic(spec, data, m_pool.threads(), progress))
            return Status::error(Status::Code::Cancelled, "generating the data was stopped");
        if (spec.storage == Storage::Float32)
            return store(std::move(data));
        // Rounded to 16 bits once, to nearest even, on every core; the float rows are then let go.
        Packed16 packed;
        resizeOnHugePages(packed.x, data.x.size());
        const std::size_t n = data.x.size(), parts = std::size_t(m_pool.threads()) * 8;
        const bool half = spec.storage == Storage::Float16;
        runItems(parts, std::int64_t(n), [&](std::size_t part) {
            for (std::size_t v = n * part / parts, end = n * (part + 1) / parts; v < end; ++v)
                packed.x[v] = half ? math::float16Bits(data.x[v]) : math::bfloat16Bits(data.x[v]);
        });
        AlignedVector<float>().swap(data.x);
        packed.y = std::move(data.y);
        packed.features = data.features;
        packed.shardOffsets = std::move(data.shardOffsets);
        packed.loss = data.loss;
        packed.storage = spec.storage;
        return store(std::move(packed));
    }

    Status doShardGradients(std::span<const double> models, bool perWorker, std::span<const int> which,
                            std::vector<double> &gradients, std::vector<double> &losses) override
    {
        if (auto *f = std::get_if<Dataset<float>>(&m_data))
            return round(*f, models, perWorker, which, gradients, losses);
        if (auto *d = std::get_if<Dataset<double>>(&m_data))
            return round(*d, models, perWorker, which, gradients, losses);
        if (auto *p = std::get_if<Packed16>(&m_data))
            return round(*p, models, perWorker, which, gradients, losses);
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
    template <typename D> Status store(D &&data)
    {
        m_chunks = planChunks(data.shardOffsets, data.features, sizeof(data.x[0]));
        m_firstChunk.assign(data.shardOffsets.size(), 0);
        for (std::size_t c = m_chunks.size(); c-- > 0;)
            m_firstChunk[std::size_t(m_chunks[c].shard)] = c;
        m_firstChunk.back() = m_chunks.size();
        m_partials.assign(m_chunks.size() * partialStride(data.features) + kLineDoubles, 0.0);
        m_w.clear();
        m_wFloat.clear();
        m_choice.reset();
        m_used.reset();
        m_data = std::move(data);
        return Status::success();
    }

    // One pass over the listed shards' rows; every chunk's sums land in its own slot of m_partials
    // and are added in chunk order, so the result does not depend on the thread count.
    template <typename D>
    Status round(const D &data, std::span<const double> models, bool perWorker, std::span<const int> which,
                 std::vector<double> &gradients, std::vector<double> &losses)
    {
        constexpr bool packed = std::is_same_v<D, Packed16>;
        using T = std::conditional_t<packed, float, std::remove_cvref_t<decltype(data.y[0])>>; // the arithmetic's type
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

        const std::size_t stride = partialStride(d);
        double *const partials = alignedPartials();
        ChunkKernel fast = nullptr;
        KernelSettings settings;
        if constexpr (packed || std::is_same_v<T, float>) {
            Storage storage = Storage::Float32;
            if constexpr (packed)
                storage = data.storage;
            settings = roundSettings(data, storage, wt.data());
            fast = m_lanes[data.loss == Loss::Logistic][int(storage)][settings.sixteenLanes];
        }
        const auto sums = [&]<bool Logistic>() {
            runItems(m_active.size(), values, [&](std::size_t i) {
                thread_local std::vector<T> block;
                const std::size_t c = m_active[i];
                const Chunk &chunk = m_chunks[c];
                const T *w = wt.data() + (perWorker ? std::size_t(chunk.shard) * du : 0);
                block.resize(du);
                if constexpr (std::is_same_v<T, float>) {
                    if (fast) {
                        fast(data.x.data(), data.y.data(), d, w, chunk.begin, chunk.end, settings, partials + c * stride,
                             block.data());
                        return;
                    }
                }
                if constexpr (packed) { // no AVX2: the chunk's rows widened to float, then the shared loop
                    thread_local std::vector<float> rows;
                    const std::size_t first = std::size_t(chunk.begin) * du, count = std::size_t(chunk.end - chunk.begin) * du;
                    rows.resize(count);
                    for (std::size_t v = 0; v < count; ++v)
                        rows[v] = widen(data.x[first + v], data.storage);
                    math::chunkSums<Logistic>(rows.data(), data.y.data() + chunk.begin, d, w, 0, chunk.end - chunk.begin,
                                              kBlockRows, partials + c * stride, block.data());
                } else {
                    math::chunkSums<Logistic>(data.x.data(), data.y.data(), d, w, chunk.begin, chunk.end, kBlockRows,
                                              partials + c * stride, block.data());
                }
            });
        };
        if (data.loss == Loss::Logistic)
            sums.template operator()<true>();
        else
            sums.template operator()<false>();

        addPartials(partials, d, data.shardOffsets, which, gradients, losses);
        return Status::success();
    }

    /// The active chunks' sums added in chunk order into their shards' gradients and losses, then
    /// each shard's mean over its rows.
    void addPartials(const double *partials, int d, const std::vector<std::int64_t> &shardOffsets, std::span<const int> which,
                     std::vector<double> &gradients, std::vector<double> &losses) const
    {
        const std::size_t du = std::size_t(d), stride = partialStride(d);
        for (const std::size_t c : m_active) {
            const int k = m_chunks[c].shard;
            const double *p = partials + c * stride;
            for (int j = 0; j < d; ++j)
                gradients[std::size_t(k) * du + std::size_t(j)] += p[j];
            losses[std::size_t(k)] += p[d];
        }
        for (const int k : which) {
            const auto ku = std::size_t(k);
            const long long n = shardOffsets[ku + 1] - shardOffsets[ku];
            for (int j = 0; j < d; ++j) {
                double &g = gradients[ku * du + std::size_t(j)];
                g = math::meanOf(g, n);
            }
            losses[ku] = math::meanOf(losses[ku], n);
        }
    }

    /// f(data, storage) for X held as float32 or 16-bit (the kernels' data); nothing otherwise.
    template <typename F> void visitKernelData(const F &f) const
    {
        if (const auto *p = std::get_if<Packed16>(&m_data))
            f(*p, p->storage);
        else if (const auto *x = std::get_if<Dataset<float>>(&m_data))
            f(*x, Storage::Float32);
    }

    template <typename D> ShapeClass shapeOf(const D &data, Storage storage) const
    {
        const double xBytes = double(data.x.size()) * sizeof(data.x[0]);
        return {storage, data.features, data.loss == Loss::Logistic, xBytes >= kMeasuredFromMemoryBytes, m_pool.threads()};
    }

    /// The vendor table's settings for the data (the SGD_CPU_* switches applied), canonical.
    template <typename D> KernelSettings guessFor(const D &data, Storage storage) const
    {
        const double xBytes = double(data.x.size()) * sizeof(data.x[0]);
        KernelSettings s = guessedSettings(data.features, xBytes, data.loss == Loss::Logistic, storage, kBlockRows);
        s.sixteenLanes = s.sixteenLanes && !m_eightLanesOnly;
        return canonicalSettings(s, data.features);
    }

    /// The settings of this round: an override (bench --kernels, tests); the guess where a switch
    /// forces, measuring is off or X is small; else the chooser's (measured at the first round of
    /// the shape class in this process, or read from the cache file).
    template <typename D> KernelSettings roundSettings(const D &data, Storage storage, const float *w)
    {
        if (m_override)
            return *m_override;
        bool forced = false;
        const KernelSettings guess = guessFor(data, storage);
        forcedSettings(guess, &forced);
        const double xBytes = double(data.x.size()) * sizeof(data.x[0]);
        if (forced || m_eightLanesOnly || xBytes < kMeasureMinBytes || measuringOff()) {
            m_used = KernelChoice{guess, ChoiceSource::Guessed, {}};
            return guess;
        }
        if (!m_choice) {
            const ShapeClass shape = shapeOf(data, storage);
            const bool sixteen = m_lanes[shape.logistic][int(storage)][1] != nullptr;
            m_choice =
                processKernelChooser().choose(shape.key(), detail::kernelCandidates(shape, guess, sixteen),
                                              [&](const std::vector<KernelSettings> &c) { return measure(data, storage, w, c); });
        }
        m_used = m_choice;
        return m_choice->settings;
    }

    /// Each candidate's median seconds over a sample of X's rows split over the threads, its
    /// length set so that all candidates' interleaved repeats fit kMeasureBudgetSeconds; the sample
    /// moves along X from one timing to the next, so that X too large for the caches is read from
    /// the memory as in a round.
    template <typename D>
    std::vector<double> measure(const D &data, Storage storage, const float *w, const std::vector<KernelSettings> &candidates)
    {
        const bool logistic = data.loss == Loss::Logistic;
        std::vector<ChunkKernel> kernels;
        for (const KernelSettings &c : candidates) {
            kernels.push_back(m_lanes[logistic][int(storage)][c.sixteenLanes]);
            if (!kernels.back())
                return {};
        }
        const int d = data.features;
        const long long rows = (long long)data.y.size(), rowBytes = (long long)d * (long long)sizeof(data.x[0]);
        const std::size_t threads = std::size_t(m_pool.threads()), stride = partialStride(d);
        std::vector<double> partials(threads * stride + kLineDoubles);
        long long sample = std::min<long long>(rows, std::max<long long>(4096, (16LL << 20) / rowBytes)), from = 0;
        const auto once = [&](std::size_t c) {
            const long long start = rows > sample ? from % (rows - sample + 1) : 0;
            from += sample;
            const auto t0 = std::chrono::steady_clock::now();
            m_pool.run(threads, [&](std::size_t t) {
                thread_local std::vector<float> block;
                block.resize(std::size_t(d));
                const long long lo = start + sample * (long long)t / (long long)threads;
                const long long hi = start + sample * (long long)(t + 1) / (long long)threads;
                kernels[c](data.x.data(), data.y.data(), d, w, lo, hi, candidates[c], partials.data() + t * stride, block.data());
            });
            return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        };
        // Two rounds in the budget: every candidate on short samples, then the closest three on
        // samples about four times longer (on a busy machine ~1 ms samples could not tell kernels
        // 15-40 % apart, and the pick was that much slower than the fastest). The finalists' times
        // are scaled back to the first round's sample, so every value stays comparable.
        const int repeats = 5;
        const std::size_t n = candidates.size(), finalists = std::min<std::size_t>(3, n);
        const bool twoRounds = n > finalists;
        const double budget1 = twoRounds ? 0.6 * kMeasureBudgetSeconds : kMeasureBudgetSeconds;
        const double first = std::max(once(0), 1e-6), perTiming = budget1 / double(n * repeats);
        const long long fewest = std::min<long long>(rows, 1024LL * (long long)threads);
        sample = std::clamp<long long>((long long)(double(sample) * perTiming / first), fewest, rows);
        std::vector<double> medians = interleavedMedians(n, repeats, budget1, once);
        if (!twoRounds || medians.size() != n)
            return medians;
        std::vector<std::size_t> order(n);
        std::iota(order.begin(), order.end(), std::size_t(0));
        std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(finalists), order.end(),
                          [&](std::size_t a, std::size_t b) { return medians[a] < medians[b]; });
        const long long firstSample = sample;
        const double budget2 = kMeasureBudgetSeconds - budget1;
        sample = std::clamp<long long>((long long)(double(sample) * (budget2 / double(finalists * repeats)) / perTiming), fewest,
                                       rows);
        const std::vector<double> closer =
            interleavedMedians(finalists, repeats, budget2, [&](std::size_t k) { return once(order[k]); });
        for (std::size_t k = 0; k < closer.size(); ++k)
            medians[order[k]] = closer[k] * double(firstSample) / double(sample);
        return medians;
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
    ChunkKernel m_lanes[2][3][2] = {};        ///< [logistic][storage][16 lanes]; null: the generic loop
    bool m_eightLanesOnly = false;            ///< SGD_CPU_KERNEL=avx2 when the backend was made
    std::optional<KernelChoice> m_choice;     ///< the chooser's, for the data held
    std::optional<KernelChoice> m_used;       ///< what the last round ran
    std::optional<KernelSettings> m_override; ///< KernelLab::overrideKernel
    std::variant<std::monostate, Dataset<float>, Dataset<double>, Packed16> m_data;
    std::vector<Chunk> m_chunks;
    std::vector<std::size_t> m_firstChunk; ///< shard k's chunks are [m_firstChunk[k], m_firstChunk[k+1])
    std::vector<std::size_t> m_active;     ///< the chunks of the shards in this round
    std::vector<double> m_partials;        ///< chunks x partialStride(features), from alignedPartials(); reused every round
    /// Doubles in a 64-byte cache line: each chunk's slot starts a line of its own, so two threads
    /// summing neighbouring chunks never write the same line.
    static constexpr std::size_t kLineDoubles = 8;
    static std::size_t partialStride(int features)
    {
        return (std::size_t(features) + 1 + kLineDoubles - 1) / kLineDoubles * kLineDoubles;
    }
    double *alignedPartials()
    {
        const auto at = reinterpret_cast<std::uintptr_t>(m_partials.data());
        const std::uintptr_t line = kLineDoubles * sizeof(double);
        return m_partials.data() + ((line - at % line) % line) / sizeof(double);
    }
    std::vector<double> m_w; ///< the weights in the data's precision (one row per worker, or one)
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
