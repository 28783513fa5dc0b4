// The checks every backend shares, the combination of worker gradients, and the installed factory.
#include "compute_backend.h"

#include "shared_math.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>

namespace sgd::compute {

static_assert(int(QuantizerKind::Float16) == math::kQuantFloat16 && int(QuantizerKind::BFloat16) == math::kQuantBFloat16 &&
              int(QuantizerKind::Uniform) == math::kQuantUniform && int(QuantizerKind::Qsgd) == math::kQuantQsgd &&
              int(QuantizerKind::Sign) == math::kQuantSign);

namespace {

Status invalid(std::string message)
{
    return Status::error(Status::Code::InvalidArgument, std::move(message));
}

bool allFinite(std::span<const double> v)
{
    for (double x : v) {
        if (!std::isfinite(x))
            return false;
    }
    return true;
}

} // namespace

std::vector<std::int64_t> evenShards(std::int64_t rows, int workers)
{
    std::vector<std::int64_t> offsets{0};
    if (workers <= 0 || rows < 0)
        return offsets;
    const std::int64_t base = rows / workers;
    const std::int64_t extra = rows % workers;
    for (int k = 0; k < workers; ++k)
        offsets.push_back(offsets.back() + base + (k < extra ? 1 : 0));
    return offsets;
}

template <typename T> Status ComputeBackend::loadChecked(Dataset<T> &&data, Precision precision)
{
    if (data.features <= 0)
        return invalid("features must be positive, got " + std::to_string(data.features));
    const auto rows = std::int64_t(data.y.size());
    if (rows == 0)
        return invalid("the data set has no rows");
    if (std::int64_t(data.x.size()) != rows * data.features)
        return invalid("x has " + std::to_string(data.x.size()) +
                       " values, expected rows x features = " + std::to_string(rows * data.features));
    if (Status s = checkOffsets(data.shardOffsets, rows); !s.ok())
        return s;
    if (data.loss == Loss::Logistic) {
        for (std::size_t i = 0; i < data.y.size(); ++i) {
            if (!(data.y[i] >= T(0) && data.y[i] <= T(1)))
                return invalid("logistic regression needs labels in [0, 1]; row " + std::to_string(i) + " has " +
                               std::to_string(double(data.y[i])));
        }
    }

    std::vector<std::int64_t> offsets = data.shardOffsets;
    const int features = data.features;
    const Loss loss = data.loss;
    // Forget the old data first: a failed load leaves the backend empty, never half-loaded.
    forget();
    Status status = doLoad(std::move(data));
    if (!status.ok())
        return status;
    commit(precision, loss, rows, features, std::move(offsets));
    return status;
}

Status ComputeBackend::checkOffsets(const std::vector<std::int64_t> &off, std::int64_t rows) const
{
    if (off.size() < 2 || off.front() != 0 || off.back() != rows)
        return invalid("shardOffsets must start at 0 and end at the row count " + std::to_string(rows));
    for (std::size_t k = 1; k < off.size(); ++k) {
        if (off[k] <= off[k - 1])
            return invalid("shard " + std::to_string(k) + " is empty or the offsets decrease");
    }
    return Status::success();
}

void ComputeBackend::forget()
{
    m_rows = 0;
    m_features = 0;
    m_shardOffsets = {0};
    m_allWorkers.clear();
}

std::optional<Storage> storageFromString(std::string_view name)
{
    for (std::size_t i = 0; i < std::size(kStorageFacts); ++i)
        if (name == kStorageFacts[i].name)
            return static_cast<Storage>(i);
    return std::nullopt;
}

void ComputeBackend::commit(Precision precision, Loss loss, std::int64_t rows, int features, std::vector<std::int64_t> offsets)
{
    m_precision = precision;
    m_storage = Storage::Float32; // generate() sets another after this
    m_loss = loss;
    m_allWorkers.resize(offsets.size() - 1);
    for (std::size_t k = 0; k < m_allWorkers.size(); ++k)
        m_allWorkers[k] = int(k);
    m_rows = rows;
    m_features = features;
    m_shardOffsets = std::move(offsets);
}

Status ComputeBackend::readRows(std::int64_t begin, std::int64_t count, std::vector<double> &x, std::vector<double> &y) const
{
    if (!hasData())
        return Status::error(Status::Code::NoData, "no data loaded");
    if (begin < 0 || count < 0 || begin + count > m_rows)
        return invalid("rows " + std::to_string(begin) + " to " + std::to_string(begin + count) + " are not all in the data's " +
                       std::to_string(m_rows) + " rows");
    x.assign(std::size_t(count) * std::size_t(m_features), 0.0);
    y.assign(std::size_t(count), 0.0);
    return doReadRows(begin, count, x, y);
}

Status ComputeBackend::generate(const SyntheticSpec &spec, const ProgressFn &progress)
{
    if (spec.features <= 0)
        return invalid("features must be positive, got " + std::to_string(spec.features));
    const std::size_t d = std::size_t(spec.features);
    if (spec.shardOffsets.size() < 2)
        return invalid("shardOffsets needs at least one shard");
    const std::int64_t rows = spec.shardOffsets.back();
    if (Status s = checkOffsets(spec.shardOffsets, rows); !s.ok())
        return s;
    const std::size_t zones = spec.shardOffsets.size() - 1;
    if (spec.featureShift.size() != zones * d || spec.featureScale.size() != zones || spec.labelShift.size() != zones ||
        spec.trueWeights.size() != d)
        return invalid("the spec's per-zone arrays do not match " + std::to_string(zones) + " zones of " + std::to_string(d) +
                       " features");
    if (!allFinite(spec.featureShift) || !allFinite(spec.featureScale) || !allFinite(spec.labelShift) ||
        !allFinite(spec.trueWeights) || !std::isfinite(spec.noise))
        return invalid("the spec's shifts, scales, weights and noise must be finite");
    if (!supportsStorage(spec.storage))
        return Status::error(Status::Code::Unsupported,
                             std::string("this backend cannot keep X as ") + toString(spec.storage) + " (it keeps f32)");
    forget();
    Status status = doGenerate(spec, progress);
    if (!status.ok())
        return status;
    commit(Precision::Float32, spec.binaryLabels ? Loss::Logistic : Loss::LeastSquares, rows, spec.features, spec.shardOffsets);
    m_storage = spec.storage;
    return status;
}

Status ComputeBackend::load(Dataset<float> data)
{
    return loadChecked(std::move(data), Precision::Float32);
}

Status ComputeBackend::load(Dataset<double> data)
{
    return loadChecked(std::move(data), Precision::Float64);
}

Status ComputeBackend::gradientRound(std::span<const double> w, GradientRound &out)
{
    return gradientRound(w, {}, out);
}

Status ComputeBackend::gradientRound(std::span<const double> w, std::span<const double> weights, GradientRound &out)
{
    if (!hasData())
        return Status::error(Status::Code::NoData, "no data loaded");
    if (int(w.size()) != m_features)
        return invalid("w has " + std::to_string(w.size()) + " values, expected " + std::to_string(m_features));
    const int k = workers();
    if (!weights.empty() && int(weights.size()) != k)
        return invalid("weights has " + std::to_string(weights.size()) + " values, expected one per worker (" +
                       std::to_string(k) + ")");

    out.workers = k;
    out.features = m_features;
    out.gradients.assign(std::size_t(k) * std::size_t(m_features), 0.0);
    out.losses.assign(std::size_t(k), 0.0);
    Status status = doShardGradients(w, false, m_allWorkers, out.gradients, out.losses);
    if (!status.ok())
        return status;
    return combine(weights, m_allWorkers, out);
}

Status ComputeBackend::combine(std::span<const double> weights, std::span<const int> which, GradientRound &out) const
{
    out.combined.assign(std::size_t(m_features), 0.0);
    out.combinedLoss = 0;
    const double plain = 1.0 / double(which.size());
    for (const int i : which) {
        const double a = weights.empty() ? plain : weights[std::size_t(i)];
        const auto g = out.gradient(i);
        for (int j = 0; j < m_features; ++j)
            out.combined[std::size_t(j)] += a * g[std::size_t(j)];
        out.combinedLoss += a * out.losses[std::size_t(i)];
    }
    return Status::success();
}

Status ComputeBackend::workerGradients(std::span<const double> models, std::span<const int> which, GradientRound &out)
{
    if (!hasData())
        return Status::error(Status::Code::NoData, "no data loaded");
    const int k = workers();
    if (models.size() != std::size_t(k) * std::size_t(m_features))
        return invalid("models has " + std::to_string(models.size()) +
                       " values, expected workers x features = " + std::to_string(std::int64_t(k) * m_features));
    std::vector<int> listed;
    if (which.empty()) {
        listed = m_allWorkers;
    } else {
        listed.assign(which.begin(), which.end());
        std::sort(listed.begin(), listed.end());
        for (std::size_t i = 0; i < listed.size(); ++i) {
            if (listed[i] < 0 || listed[i] >= k)
                return invalid("worker " + std::to_string(listed[i]) + " does not exist (0 to " + std::to_string(k - 1) + ")");
            if (i > 0 && listed[i] == listed[i - 1])
                return invalid("worker " + std::to_string(listed[i]) + " is listed twice");
        }
    }
    const std::size_t d = std::size_t(m_features);
    if (out.workers != k || out.features != m_features || out.gradients.size() != std::size_t(k) * d ||
        out.losses.size() != std::size_t(k)) {
        out.workers = k;
        out.features = m_features;
        out.gradients.assign(std::size_t(k) * d, 0.0);
        out.losses.assign(std::size_t(k), 0.0);
    } else {
        for (const int i : listed) {
            std::fill_n(out.gradients.begin() + std::ptrdiff_t(std::size_t(i) * d), d, 0.0);
            out.losses[std::size_t(i)] = 0.0;
        }
    }
    Status status = doShardGradients(models, true, listed, out.gradients, out.losses);
    if (!status.ok())
        return status;
    return combine({}, listed, out);
}

Status ComputeBackend::quantizeRows(std::span<const double> values, int rows, const QuantizeOptions &options,
                                    std::vector<double> &out, std::vector<double> &scales, std::span<double> error)
{
    if (rows <= 0)
        return invalid("rows must be positive, got " + std::to_string(rows));
    if (values.empty() || values.size() % std::size_t(rows) != 0)
        return invalid("values has " + std::to_string(values.size()) + " entries, not a positive multiple of rows (" +
                       std::to_string(rows) + ")");
    if (!error.empty() && error.size() != values.size())
        return invalid("error has " + std::to_string(error.size()) + " entries, expected " + std::to_string(values.size()) +
                       " (the shape of values)");
    if (options.kind == QuantizerKind::Uniform && (options.bits < 1 || options.bits > 24))
        return invalid("uniform quantization takes 1 to 24 bits, got " + std::to_string(options.bits));
    if (options.kind == QuantizerKind::Qsgd && (options.levels < 1 || options.levels > (1 << 24)))
        return invalid("QSGD takes 1 to 2^24 levels, got " + std::to_string(options.levels));
    if (!allFinite(values) || !allFinite(error))
        return invalid("values and error must be finite numbers");
    const int dims = int(values.size() / std::size_t(rows));
    out.assign(values.size(), 0.0);
    scales.assign(std::size_t(rows), 0.0);
    return doQuantizeRows(values, rows, dims, options, out, scales, error);
}

Status ComputeBackend::mix(std::span<const double> mixing, std::span<const double> models, int nodes, std::vector<double> &out)
{
    if (nodes <= 0)
        return invalid("nodes must be positive, got " + std::to_string(nodes));
    if (mixing.size() != std::size_t(nodes) * std::size_t(nodes))
        return invalid("the mixing matrix has " + std::to_string(mixing.size()) +
                       " values, expected nodes^2 = " + std::to_string(nodes * nodes));
    if (models.empty() || models.size() % std::size_t(nodes) != 0)
        return invalid("models has " + std::to_string(models.size()) + " values, not a positive multiple of nodes (" +
                       std::to_string(nodes) + ")");
    const int dims = int(models.size() / std::size_t(nodes));
    return doMix(mixing, models, nodes, dims, out);
}

Status ComputeBackend::lossSurface(std::span<const double> x, std::span<const double> y, const SurfaceGrid &grid,
                                   std::vector<double> &out)
{
    if (x.empty() || x.size() != y.size())
        return invalid("x and y must have the same positive length, got " + std::to_string(x.size()) + " and " +
                       std::to_string(y.size()));
    if (grid.wSteps <= 0 || grid.bSteps <= 0)
        return invalid("grid steps must be positive");
    const double bounds[] = {grid.wMin, grid.wMax, grid.bMin, grid.bMax};
    if (!allFinite(bounds))
        return invalid("grid bounds must be finite");
    return doLossSurface(x, y, grid, out);
}

const char *toString(BackendKind kind)
{
    switch (kind) {
    case BackendKind::Cpu:
        return "cpu";
    case BackendKind::Cuda:
        return "cuda";
    case BackendKind::Auto:
        return "auto";
    }
    return "?";
}

namespace {

struct Installed {
    std::mutex mutex;
    BackendFactory factory;
};

Installed &installed()
{
    static Installed i;
    return i;
}

} // namespace

void setBackendFactory(BackendFactory factory)
{
    std::lock_guard lock(installed().mutex);
    installed().factory = std::move(factory);
}

bool hasBackendFactory()
{
    std::lock_guard lock(installed().mutex);
    return bool(installed().factory);
}

std::unique_ptr<ComputeBackend> makeComputeBackend(BackendKind kind)
{
    BackendFactory factory;
    {
        std::lock_guard lock(installed().mutex);
        factory = installed().factory;
    }
    if (!factory)
        throw std::runtime_error("no compute backend is installed: the program must call sgd::gpu::installBackends() "
                                 "at start-up before it runs a scene that computes on one");
    auto backend = factory(kind);
    if (!backend)
        throw std::runtime_error(std::string("the installed compute backend factory made no backend for '") + toString(kind) +
                                 "'");
    return backend;
}

} // namespace sgd::compute
