#pragma once
// The number crunching behind the scale lab, behind one interface with a CPU (Eigen, all cores)
// and a CUDA implementation:
//  - least-squares gradients of a linear model over K worker shards, float32 or float64 data:
//      g_k = X_k^T (X_k w - y_k) / n_k,   loss_k = 1/2 mean over the shard of (x_i . w - y_i)^2,
//    and their mean or weighted sum;
//  - gossip mixing: W times the stacked node models;
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

/// A least-squares problem: X is rows x features, row-major; y has one label per row; worker k's
/// shard is rows [shardOffsets[k], shardOffsets[k+1]) (offsets start at 0, end at the row count,
/// and every shard has at least one row).
template <typename T>
struct Dataset {
    std::vector<T> x;
    std::vector<T> y;
    int features = 0;
    std::vector<std::int64_t> shardOffsets;
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
    const std::vector<std::int64_t> &shardOffsets() const { return m_shardOffsets; }

    /// Every worker's gradient and loss at w (features values) and their mean; one pass over X.
    [[nodiscard]] Status gradientRound(std::span<const double> w, GradientRound &out);
    /// The same, combined as sum_k weights[k] g_k (all ones: the sum; n_k / N: FedAvg).
    [[nodiscard]] Status gradientRound(std::span<const double> w, std::span<const double> weights,
                                       GradientRound &out);

    /// Gossip: out = W * models, with W nodes x nodes and models nodes x dims (row i is node i's
    /// model), both row-major; out has the shape of models.
    [[nodiscard]] Status mix(std::span<const double> mixing, std::span<const double> models, int nodes,
                             std::vector<double> &out);

    /// out[r * grid.wSteps + c] = L(w_c, b_r) over the points (x_i, y_i).
    [[nodiscard]] Status lossSurface(std::span<const double> x, std::span<const double> y, const SurfaceGrid &grid,
                                     std::vector<double> &out);

protected:
    ComputeBackend() = default;

    // Arguments reach these already checked; shapes are those documented above.
    virtual Status doLoad(Dataset<float> &&data) = 0;
    virtual Status doLoad(Dataset<double> &&data) = 0;
    /// Fills gradients (workers x features) and losses (workers).
    virtual Status doShardGradients(std::span<const double> w, std::vector<double> &gradients,
                                    std::vector<double> &losses) = 0;
    virtual Status doMix(std::span<const double> mixing, std::span<const double> models, int nodes, int dims,
                         std::vector<double> &out) = 0;
    virtual Status doLossSurface(std::span<const double> x, std::span<const double> y, const SurfaceGrid &grid,
                                 std::vector<double> &out) = 0;

private:
    template <typename T>
    Status loadChecked(Dataset<T> &&data, Precision precision);

    Precision m_precision = Precision::Float64;
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
