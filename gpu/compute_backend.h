#pragma once
// The number crunching behind the scale lab, behind one interface with a CPU (Eigen, all cores)
// and a CUDA implementation:
//  - gradients of a linear model over K worker shards, float32 or float64 data, one pass over X:
//      least squares  g_k = X_k^T (X_k w - y_k) / n_k,        loss_k = 1/2 mean (x_i . w - y_i)^2
//      logistic       g_k = X_k^T (sigma(X_k w) - y_k) / n_k,  loss_k = mean log loss
//    at one w for every worker (a synchronous round, with their mean or weighted sum) or at each
//    worker's own w (the stale copy an asynchronous worker read, a decentralized node's model);
//  - gossip mixing: W times the stacked node models;
//  - the quantizers (float16, bfloat16, b-bit uniform, QSGD, sign, with error feedback), one
//    worker's message per row;
//  - the loss surface L(w, b) = 1/2 mean (w x + b - y)^2 of the one-weight-plus-bias model on a grid.
// This header carries no CUDA types: everything above gpu/ compiles without the CUDA toolkit.
// A backend is used from one thread at a time (the CPU one spreads each call over its own threads).

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace sgd::gpu {

enum class BackendKind { Cpu, Cuda, Auto };
enum class Precision { Float32, Float64 };
/// The model's loss: least squares on real labels, or logistic regression on labels in [0, 1].
enum class Loss { LeastSquares, Logistic };

/// Success, or what went wrong; backends report CUDA errors here and never exit().
struct Status {
    enum class Code { Ok, InvalidArgument, NoData, Unsupported, DeviceError };
    Code code = Code::Ok;
    std::string message;

    bool ok() const { return code == Code::Ok; }
    explicit operator bool() const { return ok(); }
    static Status success() { return {}; }
    static Status error(Code code, std::string message) { return {code, std::move(message)}; }
};

/// A learning problem: X is rows x features, row-major; y has one label per row (for Logistic, a
/// 0/1 label or a probability in [0, 1]); worker k's shard is rows [shardOffsets[k],
/// shardOffsets[k+1]) (offsets start at 0, end at the row count, every shard has at least one row).
template <typename T>
struct Dataset {
    std::vector<T> x;
    std::vector<T> y;
    int features = 0;
    std::vector<std::int64_t> shardOffsets;
    Loss loss = Loss::LeastSquares;
};

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

    /// Hands the data set to the backend, which keeps it (in device memory for CUDA) until the next
    /// load; rounds read it in place. Move the vectors in to avoid a copy.
    [[nodiscard]] Status load(Dataset<float> data);
    [[nodiscard]] Status load(Dataset<double> data);

    bool hasData() const { return m_rows > 0; }
    Precision precision() const { return m_precision; }
    std::int64_t rows() const { return m_rows; }
    int features() const { return m_features; }
    int workers() const { return int(m_shardOffsets.size()) - 1; }
    Loss loss() const { return m_loss; }
    const std::vector<std::int64_t> &shardOffsets() const { return m_shardOffsets; }

    /// Every worker's gradient and loss at w (features values) and their mean; one pass over X.
    [[nodiscard]] Status gradientRound(std::span<const double> w, GradientRound &out);
    /// The same, combined as sum_k weights[k] g_k (all ones: the sum; n_k / N: FedAvg).
    [[nodiscard]] Status gradientRound(std::span<const double> w, std::span<const double> weights,
                                       GradientRound &out);

    /// Each listed worker's gradient and loss at its own weights: row k of `models` (workers x
    /// features, row-major) for worker k; one pass over the listed shards. `which` empty: every
    /// worker. out.gradients/losses are workers x features / workers; rows of workers not listed
    /// keep what `out` held when it already had that shape (zero otherwise), so a caller can
    /// refresh one worker at a time. out.combined and combinedLoss: the mean over the listed workers.
    [[nodiscard]] Status workerGradients(std::span<const double> models, std::span<const int> which,
                                         GradientRound &out);

    /// Compresses each row of `values` (rows x dims, row-major: one message per row) and writes what
    /// the receiver decodes to `out` (same shape) and each row's scale to `scales` (Uniform: max |v|,
    /// Qsgd: ||v||_2, Sign: mean |v|, 0 for the float formats). With `error` (same shape as values)
    /// this is error feedback: row r sends values + error and error keeps what the message lost.
    [[nodiscard]] Status quantizeRows(std::span<const double> values, int rows, const QuantizeOptions &options,
                                      std::vector<double> &out, std::vector<double> &scales,
                                      std::span<double> error = {});

    /// Gossip: out = W * models, with W nodes x nodes and models nodes x dims (row i is node i's
    /// model), both row-major; out has the shape of models.
    [[nodiscard]] Status mix(std::span<const double> mixing, std::span<const double> models, int nodes,
                             std::vector<double> &out);

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
    template <typename T>
    Status loadChecked(Dataset<T> &&data, Precision precision);
    Status combine(std::span<const double> weights, std::span<const int> which, GradientRound &out) const;

    Precision m_precision = Precision::Float64;
    Loss m_loss = Loss::LeastSquares;
    std::vector<int> m_allWorkers;
    std::int64_t m_rows = 0;
    int m_features = 0;
    std::vector<std::int64_t> m_shardOffsets{0};
};

/// One CUDA device as the runtime reports it.
struct DeviceInfo {
    int index = 0;
    std::string name;
    std::size_t totalMemory = 0; ///< bytes
    int computeMajor = 0;
    int computeMinor = 0;
    int multiprocessors = 0;
};

/// What device detection found. `status` fails when the query itself failed (no driver, a driver
/// too old for the runtime, ...); a successful query may still find zero devices.
struct DeviceQuery {
    bool cudaBuilt = false; ///< false when this build has no CUDA backend
    Status status;
    std::vector<DeviceInfo> devices;
};

DeviceQuery queryDevices();

/// Cpu: the CPU backend. Cuda or Auto: the first CUDA device, falling back to the CPU when CUDA is
/// not built, the query fails, there is no device or it cannot be used; description() says which
/// and why. Never null. cpuThreads: 0 uses every core.
std::unique_ptr<ComputeBackend> makeBackend(BackendKind kind = BackendKind::Auto, int cpuThreads = 0);

const char *toString(BackendKind kind);

} // namespace sgd::gpu
