#pragma once
// The number crunching behind the scale lab, behind one interface that core declares and gpu/
// implements twice, on the CPU (Eigen, all cores) and with CUDA (gpu/backend_factory.h):
//  - gradients of a linear model over K worker shards, float32 or float64 data, one pass over X:
//      least squares  g_k = X_k^T (X_k w - y_k) / n_k,        loss_k = 1/2 mean (x_i . w - y_i)^2
//      logistic       g_k = X_k^T (sigma(X_k w) - y_k) / n_k,  loss_k = mean log loss
//    at one w for every worker (a synchronous round, with their mean or weighted sum) or at each
//    worker's own w (the stale copy an asynchronous worker read, a decentralized node's model);
//  - gossip mixing: W times the stacked node models;
//  - the quantizers (float16, bfloat16, b-bit uniform, QSGD, sign, with error feedback), one
//    worker's message per row;
//  - the loss surface L(w, b) = 1/2 mean (w x + b - y)^2 of the one-weight-plus-bias model on a grid.
// This header carries no CUDA or Qt types. A backend is used from one thread at a time (the CPU one
// spreads each call over its own threads). Scenes ask for one through makeComputeBackend(); the
// program installs the implementations once at start-up (sgd::gpu::installBackends()).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sgd::compute {

enum class BackendKind { Cpu, Cuda, Auto };
enum class Precision { Float32, Float64 };
/// How a generated X is kept: float32, or half the bytes as bfloat16 or IEEE float16 (rounded to
/// nearest even once, when generated); rounds always compute and accumulate in float32 (and sum
/// blocks in double). The labels stay float32.
enum class Storage { Float32, BFloat16, Float16 };
/// What each Storage is, in the enum's order: its short name (bench --storage, the trace), the
/// format's name for people, bytes per value of X, and the significant bits a value keeps (the
/// implicit leading bit included).
struct StorageFacts {
    const char *name;
    const char *format;
    int bytes;
    int significandBits;
};
inline constexpr StorageFacts kStorageFacts[] = {
    {"f32", "float32", 4, 24}, {"bf16", "bfloat16", 2, 8}, {"f16", "float16", 2, 11}};
inline const StorageFacts &factsOf(Storage storage)
{
    return kStorageFacts[static_cast<int>(storage)];
}
/// "f32", "bf16", "f16".
inline const char *toString(Storage storage)
{
    return factsOf(storage).name;
}
/// The storage toString() names; nullopt for any other text.
std::optional<Storage> storageFromString(std::string_view name);
/// "float32", "bfloat16", "float16": the format's name for people.
inline const char *formatName(Storage storage)
{
    return factsOf(storage).format;
}
/// Bytes per value of X.
inline int bytesPerValue(Storage storage)
{
    return factsOf(storage).bytes;
}
/// Significant bits a value keeps (the implicit leading bit included): 24, 8 and 11.
inline int significandBits(Storage storage)
{
    return factsOf(storage).significandBits;
}
/// The model's loss: least squares on real labels, or logistic regression on labels in [0, 1].
enum class Loss { LeastSquares, Logistic };

/// Success, or what went wrong; backends report CUDA errors here and never exit().
struct Status {
    enum class Code { Ok, InvalidArgument, NoData, Unsupported, DeviceError, Cancelled };
    Code code = Code::Ok;
    std::string message;

    bool ok() const { return code == Code::Ok; }
    explicit operator bool() const { return ok(); }
    static Status success() { return {}; }
    static Status error(Code code, std::string message) { return {code, std::move(message)}; }
};

/// An allocator that puts every array on a 64-byte boundary (a cache line). With the standard one
/// a large array starts 16 bytes past a page, so on a Zen 5 EPYC every 64-byte load of a row of
/// 16 floats straddled two lines: its AVX-512 kernel read X 17 % slower from the L2 cache, and a
/// loop doing only the round's multiply-adds read the memory at 0.84-0.99 of the read loop's speed
/// instead of 0.96-1.08 (the read loop's 32-byte loads did not mind).
template <typename T> struct LineAligned {
    using value_type = T;
    static constexpr std::size_t kAlign = 64;
    LineAligned() = default;
    template <typename U> LineAligned(const LineAligned<U> &) noexcept {}
    T *allocate(std::size_t n) { return static_cast<T *>(::operator new (n * sizeof(T), std::align_val_t{kAlign})); }
    void deallocate(T *p, std::size_t) noexcept { ::operator delete (p, std::align_val_t{kAlign}); }
    template <typename U> bool operator==(const LineAligned<U> &) const noexcept { return true; }
};

/// A std::vector on 64-byte boundaries (LineAligned): X as the backends keep it.
template <typename T> using AlignedVector = std::vector<T, LineAligned<T>>;

/// A learning problem: X is rows x features, row-major; y has one label per row (for Logistic, a
/// 0/1 label or a probability in [0, 1]); worker k's shard is rows [shardOffsets[k],
/// shardOffsets[k+1]) (offsets start at 0, end at the row count, every shard has at least one row).
template <typename T> struct Dataset {
    AlignedVector<T> x;
    std::vector<T> y;
    int features = 0;
    std::vector<std::int64_t> shardOffsets;
    Loss loss = Loss::LeastSquares;
};

/// Synthetic linear data described by a few numbers per zone (worker), generated by the backend
/// where it keeps its data (host memory for the CPU, device memory for CUDA), in float32. Row i of
/// zone k: x_ij = mu_kj + sigma_k z_ij and score s_i = x_i . w* + beta_k; the label is
/// s_i + noise e_i, or with binaryLabels 1 when s_i + l_i > 0 (else 0, Loss::Logistic). z, e are
/// standard normal and l logistic, drawn from (seed, position) by shared_math.h's counter-based
/// generators: the same spec gives the same rows on any backend and thread count.
/// retail_zones.h builds one of these for the lecture's retail zones.
struct SyntheticSpec {
    int features = 0;
    std::vector<std::int64_t> shardOffsets; ///< as Dataset::shardOffsets
    std::vector<double> featureShift;       ///< mu_k, zones x features, row-major
    std::vector<double> featureScale;       ///< sigma_k, one per zone
    std::vector<double> labelShift;         ///< beta_k, one per zone
    std::vector<double> trueWeights;        ///< w*, features values
    double noise = 0.1;
    bool binaryLabels = false;
    std::uint64_t seed = 1;
    Storage storage = Storage::Float32; ///< how the backend keeps X (supportsStorage() says what it can)
};

/// Told now and then, on the calling thread, what share of a long job is done; returns false to
/// stop it. Must not throw.
using ProgressFn = std::function<bool(double fraction)>;

/// Fills `out` on the host from the spec (x, y, features, offsets, loss), on `threads` threads
/// (0: every core). The CPU backend's generate() and makeRetailZones() both use it. Returns false
/// when `progress` asked it to stop (out is then incomplete).
bool fillSynthetic(const SyntheticSpec &spec, Dataset<float> &out, int threads = 0, const ProgressFn &progress = {});

/// Offsets for `workers` contiguous shards of `rows` rows, as equal as possible.
std::vector<std::int64_t> evenShards(std::int64_t rows, int workers);

/// One synchronous round: each worker's gradient and loss on its shard, and their combination.
struct GradientRound {
    int workers = 0;
    int features = 0;
    std::vector<double> gradients; ///< workers x features, row-major: row k is g_k
    std::vector<double> losses;    ///< loss_k, one per worker
    std::vector<double> combined;  ///< mean of the g_k, or sum_k a_k g_k for given weights a
    double combinedLoss = 0;       ///< the same combination of the losses

    std::span<const double> gradient(int k) const
    {
        return {gradients.data() + std::size_t(k) * std::size_t(features), std::size_t(features)};
    }
};

/// How quantizeRows compresses each message (see shared_math.h for the formulas).
enum class QuantizerKind {
    Float16,  ///< IEEE half precision, round to nearest even
    BFloat16, ///< bfloat16, round to nearest even
    Uniform,  ///< `bits`-bit uniform levels over [-max |v|, max |v|] of the message
    Qsgd,     ///< QSGD: `levels` levels of |v| / ||v||, stochastic rounding (unbiased)
    Sign      ///< 1 bit: the sign times the message's mean |v|
};

struct QuantizeOptions {
    QuantizerKind kind = QuantizerKind::Uniform;
    int bits = 8;            ///< Uniform: 1 .. 24
    int levels = 4;          ///< Qsgd: 1 .. 2^24
    bool stochastic = false; ///< Uniform: stochastic rounding instead of nearest
    /// Stream of the stochastic draws: value j of row r draws from (seed, r * dims + j), so the
    /// same seed gives the same message on every backend and thread count. Vary it per round.
    std::uint64_t seed = 1;
};

/// The grid of a loss surface: wSteps columns from wMin to wMax, bSteps rows from bMin to bMax
/// (both ends included).
struct SurfaceGrid {
    double wMin = -1, wMax = 1;
    int wSteps = 64;
    double bMin = -1, bMax = 1;
    int bSteps = 64;
};

class ComputeBackend {
public:
    virtual ~ComputeBackend() = default;
    ComputeBackend(const ComputeBackend &) = delete;
    ComputeBackend &operator=(const ComputeBackend &) = delete;

    /// Cpu or Cuda: what actually runs.
    virtual BackendKind kind() const = 0;
    /// For people: the GPU's name, or the CPU and why it was chosen ("CPU: no CUDA device").
    virtual std::string description() const = 0;
    /// For a projector: what computes, never an error message ("CPU, 8 threads", "GPU NVIDIA H200").
    virtual std::string summary() const = 0;
    /// Why the CPU computes although a GPU was allowed ("no CUDA device (...)"); empty when nothing fell back.
    virtual std::string fallbackReason() const { return {}; }

    /// Hands the data set to the backend, which keeps it (in device memory for CUDA) until the next
    /// load; rounds read it in place. Move the vectors in to avoid a copy.
    [[nodiscard]] Status load(Dataset<float> data);
    [[nodiscard]] Status load(Dataset<double> data);

    /// Generates the data of `spec` in place and keeps it, as load() would (no host copy for CUDA).
    /// `progress` may stop it: Code::Cancelled, and the backend holds no data.
    [[nodiscard]] Status generate(const SyntheticSpec &spec, const ProgressFn &progress = {});

    /// Copies rows [begin, begin + count) of the data held (x row-major, then y) out, widened to
    /// double: for checks and tests, not for rounds.
    [[nodiscard]] Status readRows(std::int64_t begin, std::int64_t count, std::vector<double> &x, std::vector<double> &y) const;

    bool hasData() const { return m_rows > 0; }
    Precision precision() const { return m_precision; }
    /// How X is kept: generate()'s spec.storage; load() keeps what it is given (Float32 for both).
    Storage storage() const { return m_storage; }
    /// Whether generate() can keep X this way (every backend keeps float32).
    virtual bool supportsStorage(Storage storage) const { return storage == Storage::Float32; }
    std::int64_t rows() const { return m_rows; }
    int features() const { return m_features; }
    int workers() const { return int(m_shardOffsets.size()) - 1; }
    Loss loss() const { return m_loss; }
    const std::vector<std::int64_t> &shardOffsets() const { return m_shardOffsets; }

    /// Every worker's gradient and loss at w (features values) and their mean; one pass over X.
    [[nodiscard]] Status gradientRound(std::span<const double> w, GradientRound &out);
    /// The same, combined as sum_k weights[k] g_k (all ones: the sum; n_k / N: FedAvg).
    [[nodiscard]] Status gradientRound(std::span<const double> w, std::span<const double> weights, GradientRound &out);

    /// Each listed worker's gradient and loss at its own weights: row k of `models` (workers x
    /// features, row-major) for worker k; one pass over the listed shards. `which` empty: every
    /// worker. out.gradients/losses are workers x features / workers; rows of workers not listed
    /// keep what `out` held when it already had that shape (zero otherwise), so a caller can
    /// refresh one worker at a time. out.combined and combinedLoss: the mean over the listed workers.
    [[nodiscard]] Status workerGradients(std::span<const double> models, std::span<const int> which, GradientRound &out);

    /// Compresses each row of `values` (rows x dims, row-major: one message per row) and writes what
    /// the receiver decodes to `out` (same shape) and each row's scale to `scales` (Uniform: max |v|,
    /// Qsgd: ||v||_2, Sign: mean |v|, 0 for the float formats). With `error` (same shape as values)
    /// this is error feedback: row r sends values + error and error keeps what the message lost.
    [[nodiscard]] Status quantizeRows(std::span<const double> values, int rows, const QuantizeOptions &options,
                                      std::vector<double> &out, std::vector<double> &scales, std::span<double> error = {});

    /// Gossip: out = W * models, with W nodes x nodes and models nodes x dims (row i is node i's
    /// model), both row-major; out has the shape of models.
    [[nodiscard]] Status mix(std::span<const double> mixing, std::span<const double> models, int nodes, std::vector<double> &out);

    /// The device's own memory bandwidth, for the benchmark's limit: the median over `repeats` of
    /// a device-to-device copy of `bytes` bytes, in bytes moved (read + written) per second.
    /// Unsupported on the CPU backend (the benchmark measures host memory itself).
    [[nodiscard]] virtual Status deviceCopyBandwidth(std::size_t bytes, int repeats, double &bytesPerSecond)
    {
        (void)bytes;
        (void)repeats;
        bytesPerSecond = 0;
        return Status::error(Status::Code::Unsupported, "this backend has no device memory of its own");
    }

    /// out[r * grid.wSteps + c] = L(w_c, b_r) over the points (x_i, y_i).
    [[nodiscard]] Status lossSurface(std::span<const double> x, std::span<const double> y, const SurfaceGrid &grid,
                                     std::vector<double> &out);

protected:
    ComputeBackend() = default;

    // Arguments reach these already checked; shapes are those documented above.
    virtual Status doLoad(Dataset<float> &&data) = 0;
    virtual Status doLoad(Dataset<double> &&data) = 0;
    /// The spec arrives checked (shapes consistent, offsets valid, scales finite).
    virtual Status doGenerate(const SyntheticSpec &spec, const ProgressFn &progress) = 0;
    /// The range arrives checked; x and y arrive sized.
    virtual Status doReadRows(std::int64_t begin, std::int64_t count, std::vector<double> &x, std::vector<double> &y) const = 0;
    /// For every worker k in `which` (sorted, distinct, never empty): gradients row k and losses[k]
    /// at the weights `models` row k, or at `models` itself (features values) when !perWorker.
    /// gradients (workers x features) and losses (workers) arrive sized and zeroed.
    virtual Status doShardGradients(std::span<const double> models, bool perWorker, std::span<const int> which,
                                    std::vector<double> &gradients, std::vector<double> &losses) = 0;
    /// values (rows x dims) already checked; out and scales arrive sized; error empty or sized.
    virtual Status doQuantizeRows(std::span<const double> values, int rows, int dims, const QuantizeOptions &options,
                                  std::vector<double> &out, std::vector<double> &scales, std::span<double> error) = 0;
    virtual Status doMix(std::span<const double> mixing, std::span<const double> models, int nodes, int dims,
                         std::vector<double> &out) = 0;
    virtual Status doLossSurface(std::span<const double> x, std::span<const double> y, const SurfaceGrid &grid,
                                 std::vector<double> &out) = 0;

private:
    template <typename T> Status loadChecked(Dataset<T> &&data, Precision precision);
    Status combine(std::span<const double> weights, std::span<const int> which, GradientRound &out) const;
    Status checkOffsets(const std::vector<std::int64_t> &offsets, std::int64_t rows) const;
    void commit(Precision precision, Loss loss, std::int64_t rows, int features, std::vector<std::int64_t> offsets);
    void forget();

    Precision m_precision = Precision::Float64;
    Storage m_storage = Storage::Float32;
    Loss m_loss = Loss::LeastSquares;
    std::vector<int> m_allWorkers;
    std::int64_t m_rows = 0;
    int m_features = 0;
    std::vector<std::int64_t> m_shardOffsets{0};
};

const char *toString(BackendKind kind);

/// Makes a backend of a kind (Auto: the best there is); installed once by the program.
using BackendFactory = std::function<std::unique_ptr<ComputeBackend>(BackendKind kind)>;

/// Installs the backends scenes compute on (gpu/: sgd::gpu::installBackends()). Call at start-up,
/// before any engine runs.
void setBackendFactory(BackendFactory factory);
/// Whether a factory is installed.
bool hasBackendFactory();

/// A backend from the installed factory. Throws std::runtime_error naming the problem when the
/// program installed none (a scene that computes on a backend then cannot run).
std::unique_ptr<ComputeBackend> makeComputeBackend(BackendKind kind);

} // namespace sgd::compute
