// The CUDA backend and device detection. Kernels live only here; every CUDA error becomes a
// Status, never an exit(). The per-element math is shared_math.h, the same as the CPU's.
#include "backends.h"
#include "core/shared_math.h"

#include "cuda_compat.h"

#include <cuda_runtime.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace sgd::gpu::detail {

namespace {

constexpr int kWarp = 32;
constexpr int kMaxWarps = 8;
constexpr std::int64_t kChunkRows = 2048;
constexpr std::size_t kSharedBytes = 48 * 1024; // available to every block without opting in

Status cudaStatus(cudaError_t err, const char *what)
{
    if (err == cudaSuccess)
        return Status::success();
    return Status::error(Status::Code::DeviceError,
                         std::string(what) + ": " + cudaGetErrorName(err) + " (" + cudaGetErrorString(err) + ")");
}

#define SGD_CUDA_TRY(expr)                                                                                                       \
    do {                                                                                                                         \
        if (Status s_ = cudaStatus((expr), #expr); !s_.ok())                                                                     \
            return s_;                                                                                                           \
    } while (0)

/// Device memory that frees itself.
class DeviceBuffer {
public:
    DeviceBuffer() = default;
    ~DeviceBuffer() { reset(); }
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;

    Status resize(std::size_t bytes)
    {
        if (bytes <= m_bytes)
            return Status::success();
        reset();
        SGD_CUDA_TRY(cudaMalloc(&m_ptr, bytes));
        m_bytes = bytes;
        return Status::success();
    }
    Status upload(const void *src, std::size_t bytes)
    {
        if (Status s = resize(bytes); !s.ok())
            return s;
        SGD_CUDA_TRY(cudaMemcpy(m_ptr, src, bytes, cudaMemcpyHostToDevice));
        return Status::success();
    }
    Status download(void *dst, std::size_t bytes) const
    {
        SGD_CUDA_TRY(cudaMemcpy(dst, m_ptr, bytes, cudaMemcpyDeviceToHost));
        return Status::success();
    }
    void reset()
    {
        if (m_ptr)
            cudaFree(m_ptr);
        m_ptr = nullptr;
        m_bytes = 0;
    }
    template <typename T> T *as() const { return static_cast<T *>(m_ptr); }
    void swap(DeviceBuffer &other)
    {
        std::swap(m_ptr, other.m_ptr);
        std::swap(m_bytes, other.m_bytes);
    }

private:
    void *m_ptr = nullptr;
    std::size_t m_bytes = 0;
};

struct Chunk {
    int shard;
    long long begin;
    long long end;
};

template <typename T> __device__ T warpSum(T v)
{
    for (int offset = kWarp / 2; offset > 0; offset /= 2)
        v += __shfl_xor_sync(0xffffffffu, v, offset);
    return v;
}

// One block per active chunk of rows (chunk active[blockIdx.x]), one warp per row at a time: the
// lanes read the row together (coalesced), sum the dot product with shuffles, and add the row's
// gradient terms to the warp's accumulators in shared memory while the row is still in registers
// and cache. The block then writes its chunk's partial sums: partial[0..d) = sum r_i x_i,
// partial[d] = the sum of the loss terms. The chunk's weights are w + shard * wStride (wStride 0:
// one w for every worker).
// Value `at` of X as the kernel computes with it: X kept as T, or 16-bit values (Storage 1:
// bfloat16, 2: float16) widened to float by shared_math.h's functions, as the CPU backend does.
template <typename T, int S> __device__ inline T valueOf(const void *__restrict__ x, long long at)
{
    if constexpr (S == 0)
        return static_cast<const T *>(x)[at];
    else if constexpr (S == 1)
        return math::fromBFloat16Bits(static_cast<const unsigned short *>(x)[at]);
    else
        return math::fromFloat16Bits(static_cast<const unsigned short *>(x)[at]);
}

template <bool Logistic, typename T, int S = 0>
__global__ void shardGradientKernel(const void *__restrict__ x, const T *__restrict__ y, const T *__restrict__ w, int wStride,
                                    int d, const Chunk *__restrict__ chunks, const int *__restrict__ active,
                                    double *__restrict__ partials)
{
    extern __shared__ double shared[];
    const int warps = blockDim.x / kWarp;
    const int warp = threadIdx.x / kWarp;
    const int lane = threadIdx.x % kWarp;
    double *acc = shared;                           // warps x d
    double *lossAcc = acc + warps * d;              // warps
    T *ws = reinterpret_cast<T *>(lossAcc + warps); // d

    const int c = active[blockIdx.x];
    const Chunk chunk = chunks[c];
    const T *wk = w + (long long)chunk.shard * wStride;
    for (int i = threadIdx.x; i < warps * d + warps; i += blockDim.x)
        shared[i] = 0.0;
    for (int j = threadIdx.x; j < d; j += blockDim.x)
        ws[j] = wk[j];
    __syncthreads();

    double *mine = acc + warp * d;
    for (long long i = chunk.begin + warp; i < chunk.end; i += warps) {
        const long long row = i * d;
        T part = T(0);
        for (int j = lane; j < d; j += kWarp)
            part += valueOf<T, S>(x, row + j) * ws[j];
        const auto t = math::rowTerms<Logistic>(warpSum(part), y[i]);
        for (int j = lane; j < d; j += kWarp)
            mine[j] += double(math::gradientTerm(t.residual, valueOf<T, S>(x, row + j)));
        if (lane == 0)
            lossAcc[warp] += double(t.loss);
    }
    __syncthreads();

    double *out = partials + std::size_t(c) * (d + 1);
    for (int j = threadIdx.x; j < d; j += blockDim.x) {
        double s = 0;
        for (int k = 0; k < warps; ++k)
            s += acc[k * d + j];
        out[j] = s;
    }
    if (threadIdx.x == 0) {
        double s = 0;
        for (int k = 0; k < warps; ++k)
            s += lossAcc[k];
        out[d] = s;
    }
}

// One block per listed shard (shards[blockIdx.x]): adds its chunks' partial sums in chunk order
// (the same result every run) and divides by the shard's rows. out is listed shards x (d + 1).
__global__ void reduceShardsKernel(const double *__restrict__ partials, const int *__restrict__ firstChunk,
                                   const long long *__restrict__ offsets, const int *__restrict__ shards, int d,
                                   double *__restrict__ out)
{
    const int k = shards[blockIdx.x];
    const long long n = offsets[k + 1] - offsets[k];
    for (int j = threadIdx.x; j <= d; j += blockDim.x) {
        double s = 0;
        for (int c = firstChunk[k]; c < firstChunk[k + 1]; ++c)
            s += partials[std::size_t(c) * (d + 1) + j];
        out[std::size_t(blockIdx.x) * (d + 1) + j] = math::meanOf(s, n);
    }
}

// One block per message (row): the block reduces the row's scale, then every thread decodes its
// values. With error feedback (error not null) the row sent is values + error, and error keeps
// what the message lost. Draws come from (seed, row * dims + j), as on the CPU.
constexpr int kQuantThreads = 256;

__global__ void quantizeRowsKernel(const double *__restrict__ values, int dims, int quantizer, int bits, int levels,
                                   bool stochastic, unsigned long long seed, double *__restrict__ out,
                                   double *__restrict__ scales, double *__restrict__ error)
{
    __shared__ double partial[kQuantThreads];
    const long long at = (long long)blockIdx.x * dims;
    const int sc = math::scaleCodeOf(quantizer);
    double acc = 0;
    if (sc != math::kScaleNone) {
        for (int j = threadIdx.x; j < dims; j += blockDim.x) {
            const double v = values[at + j] + (error ? error[at + j] : 0.0);
            const double t = math::scaleTerm(sc, v);
            acc = sc == math::kScaleMaxAbs ? fmax(acc, t) : acc + t;
        }
    }
    partial[threadIdx.x] = acc;
    __syncthreads();
    for (int half = blockDim.x / 2; half > 0; half /= 2) {
        if (threadIdx.x < half) {
            const double o = partial[threadIdx.x + half];
            partial[threadIdx.x] = sc == math::kScaleMaxAbs ? fmax(partial[threadIdx.x], o) : partial[threadIdx.x] + o;
        }
        __syncthreads();
    }
    const double scale = math::finishScale(sc, partial[0], dims);
    if (threadIdx.x == 0)
        scales[blockIdx.x] = scale;
    for (int j = threadIdx.x; j < dims; j += blockDim.x) {
        const double v = values[at + j] + (error ? error[at + j] : 0.0);
        const double q = math::quantizeValue(quantizer, v, scale, bits, levels, stochastic, seed, (unsigned long long)(at + j));
        out[at + j] = q;
        if (error)
            error[at + j] = v - q;
    }
}

// out[i, c] = sum_j W[i, j] models[j, c]; one thread per output value.
__global__ void mixKernel(const double *__restrict__ mixing, const double *__restrict__ models, int nodes, int dims,
                          double *__restrict__ out)
{
    const long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= (long long)nodes * dims)
        return;
    const int i = int(t / dims);
    const int c = int(t % dims);
    double s = 0;
    for (int j = 0; j < nodes; ++j)
        s += math::mixTerm(mixing[i * nodes + j], models[(long long)j * dims + c]);
    out[t] = s;
}

// One thread per grid point.
__global__ void lossSurfaceKernel(const double *__restrict__ x, const double *__restrict__ y, long long n, SurfaceGrid grid,
                                  double *__restrict__ out)
{
    const long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= (long long)grid.wSteps * grid.bSteps)
        return;
    const int r = int(t / grid.wSteps);
    const int c = int(t % grid.wSteps);
    const double wv = math::gridPoint(grid.wMin, grid.wMax, c, grid.wSteps);
    const double b = math::gridPoint(grid.bMin, grid.bMax, r, grid.bSteps);
    double s = 0;
    for (long long i = 0; i < n; ++i)
        s += math::surfaceTerm(wv, b, x[i], y[i]);
    out[t] = math::meanOf(s, n);
}

// Synthetic data on the device, value by value from the same counter-based draws as the host.
// Features: one thread per value (coalesced writes); the zone comes from a binary search of the
// shard offsets. Labels: one thread per row, reading back the float features it scores.
__device__ int zoneOf(const long long *offsets, int zones, long long i)
{
    int lo = 0, hi = zones - 1;
    while (lo < hi) {
        const int mid = (lo + hi + 1) / 2;
        if (offsets[mid] <= i)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

__global__ void syntheticFeaturesKernel(float *__restrict__ x, long long rows, int d, const long long *__restrict__ offsets,
                                        int zones, const double *__restrict__ mu, const double *__restrict__ sigma,
                                        unsigned long long featureSeed)
{
    const long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= rows * d)
        return;
    const long long i = t / d;
    const int j = int(t % d);
    const int k = zoneOf(offsets, zones, i);
    x[t] = math::syntheticFeature<float>(featureSeed, i, d, j, mu[(long long)k * d + j], sigma[k]);
}

__global__ void syntheticLabelsKernel(const float *__restrict__ x, float *__restrict__ y, long long rows, int d,
                                      const long long *__restrict__ offsets, int zones, const double *__restrict__ beta,
                                      const double *__restrict__ wStar, double noise, bool binary, unsigned long long labelSeed)
{
    const long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= rows)
        return;
    double score = beta[zoneOf(offsets, zones, i)];
    const float *row = x + i * d;
    for (int j = 0; j < d; ++j)
        score += double(row[j]) * wStar[j];
    y[i] = math::syntheticLabel<float>(labelSeed, i, score, noise, binary);
}

// X generated in float, kept in 16 bits (1: bfloat16, 2: float16), rounded to nearest even.
__global__ void packKernel(const float *__restrict__ x, unsigned short *__restrict__ out, long long n, int storage)
{
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        out[i] = storage == 1 ? math::bfloat16Bits(x[i]) : math::float16Bits(x[i]);
}

int blocksFor(long long threads, int perBlock)
{
    return int((threads + perBlock - 1) / perBlock);
}

class CudaBackend final : public ComputeBackend {
public:
    explicit CudaBackend(DeviceInfo device) : m_device(std::move(device)) {}

    BackendKind kind() const override { return BackendKind::Cuda; }
    bool supportsStorage(Storage) const override { return true; }
    std::string description() const override { return "GPU: " + m_device.name; }
    std::string summary() const override { return "GPU " + m_device.name; }

protected:
    Status doLoad(Dataset<float> &&data) override
    {
        m_storage = 0;
        return store(data, sizeof(float));
    }
    Status doLoad(Dataset<double> &&data) override
    {
        m_storage = 0;
        return store(data, sizeof(double));
    }

    // The kernels take a fraction of a second even at 10^7 x 256: progress is only reported at the end.
    Status doGenerate(const SyntheticSpec &spec, const ProgressFn &progress) override
    {
        SGD_CUDA_TRY(cudaSetDevice(m_device.index));
        // The layout (chunks, offsets, buffers) as for a load, with the rows left to the kernels.
        Dataset<float> shape;
        shape.features = spec.features;
        shape.shardOffsets = spec.shardOffsets;
        if (Status s = store(shape, sizeof(float), spec.shardOffsets.back()); !s.ok())
            return s;
        const long long rows = spec.shardOffsets.back();
        const int d = spec.features, zones = int(spec.shardOffsets.size()) - 1;
        DeviceBuffer mu, sigma, beta, wStar;
        for (auto [buf, v] : {std::pair{&mu, &spec.featureShift}, std::pair{&sigma, &spec.featureScale},
                              std::pair{&beta, &spec.labelShift}, std::pair{&wStar, &spec.trueWeights}}) {
            if (Status s = buf->upload(v->data(), v->size() * sizeof(double)); !s.ok())
                return s;
        }
        syntheticFeaturesKernel<<<blocksFor(rows * d, 256), 256>>>(m_x.as<float>(), rows, d, m_offsets.as<long long>(), zones,
                                                                   mu.as<double>(), sigma.as<double>(),
                                                                   math::featureStream(spec.seed));
        SGD_CUDA_TRY(cudaGetLastError());
        syntheticLabelsKernel<<<blocksFor(rows, 256), 256>>>(m_x.as<float>(), m_y.as<float>(), rows, d, m_offsets.as<long long>(),
                                                             zones, beta.as<double>(), wStar.as<double>(), spec.noise,
                                                             spec.binaryLabels, math::labelStream(spec.seed));
        SGD_CUDA_TRY(cudaGetLastError());
        m_storage = 0;
        if (spec.storage != Storage::Float32) { // 16 bits a value: packed on the device, the float rows let go
            const int storage = spec.storage == Storage::BFloat16 ? 1 : 2;
            DeviceBuffer packed;
            if (Status s = packed.resize(std::size_t(rows) * std::size_t(d) * sizeof(unsigned short)); !s.ok())
                return s;
            packKernel<<<blocksFor(rows * d, 256), 256>>>(m_x.as<float>(), packed.as<unsigned short>(), rows * d, storage);
            SGD_CUDA_TRY(cudaGetLastError());
            SGD_CUDA_TRY(cudaDeviceSynchronize());
            m_x.swap(packed);
            m_storage = storage;
        }
        SGD_CUDA_TRY(cudaDeviceSynchronize());
        if (progress)
            progress(1.0);
        return Status::success();
    }

    Status doReadRows(std::int64_t begin, std::int64_t count, std::vector<double> &x, std::vector<double> &y) const override
    {
        SGD_CUDA_TRY(cudaSetDevice(m_device.index));
        const std::size_t d = std::size_t(features());
        if (m_storage != 0) { // 16-bit X, widened here as the kernels widen it
            std::vector<unsigned short> hx(std::size_t(count) * d);
            std::vector<float> hy(static_cast<std::size_t>(count));
            SGD_CUDA_TRY(cudaMemcpy(hx.data(), m_x.as<unsigned short>() + std::size_t(begin) * d,
                                    hx.size() * sizeof(unsigned short), cudaMemcpyDeviceToHost));
            SGD_CUDA_TRY(cudaMemcpy(hy.data(), m_y.as<float>() + begin, hy.size() * sizeof(float), cudaMemcpyDeviceToHost));
            for (std::size_t v = 0; v < hx.size(); ++v)
                x[v] = m_storage == 1 ? math::fromBFloat16Bits(hx[v]) : math::fromFloat16Bits(hx[v]);
            std::copy(hy.begin(), hy.end(), y.begin());
            return Status::success();
        }
        const auto read = [&](auto zero) -> Status {
            using T = decltype(zero);
            std::vector<T> hx(std::size_t(count) * d), hy(static_cast<std::size_t>(count));
            SGD_CUDA_TRY(
                cudaMemcpy(hx.data(), m_x.as<T>() + std::size_t(begin) * d, hx.size() * sizeof(T), cudaMemcpyDeviceToHost));
            SGD_CUDA_TRY(cudaMemcpy(hy.data(), m_y.as<T>() + begin, hy.size() * sizeof(T), cudaMemcpyDeviceToHost));
            std::copy(hx.begin(), hx.end(), x.begin());
            std::copy(hy.begin(), hy.end(), y.begin());
            return Status::success();
        };
        return m_valueBytes == sizeof(float) ? read(0.0f) : read(0.0);
    }

    Status doShardGradients(std::span<const double> models, bool perWorker, std::span<const int> which,
                            std::vector<double> &gradients, std::vector<double> &losses) override
    {
        SGD_CUDA_TRY(cudaSetDevice(m_device.index));
        const int d = features();
        const bool all = int(which.size()) == workers();
        // The weights, in the data's precision: one w, or the listed workers' rows.
        if (m_valueBytes == sizeof(float)) {
            if (Status s = uploadWeights<float>(models, perWorker, which, all); !s.ok())
                return s;
        } else {
            if (Status s = uploadWeights<double>(models, perWorker, which, all); !s.ok())
                return s;
        }
        // Which chunks and shards take part: all of them (kept on the device since the load), or a list.
        const int *activeChunks = m_allChunks.as<int>();
        const int *shardList = m_allShards.as<int>();
        int chunkCount = int(m_chunkCount);
        if (!all) {
            m_hostActive.clear();
            for (const int k : which)
                for (int c = m_hostFirstChunk[std::size_t(k)]; c < m_hostFirstChunk[std::size_t(k) + 1]; ++c)
                    m_hostActive.push_back(c);
            chunkCount = int(m_hostActive.size());
            if (Status s = m_activeChunks.upload(m_hostActive.data(), m_hostActive.size() * sizeof(int)); !s.ok())
                return s;
            if (Status s = m_shardList.upload(which.data(), which.size() * sizeof(int)); !s.ok())
                return s;
            activeChunks = m_activeChunks.as<int>();
            shardList = m_shardList.as<int>();
        }
        const int wStride = perWorker ? d : 0;
        const int threads = m_warps * kWarp;
        const std::size_t shared = sharedBytes(d);
        const bool logistic = loss() == Loss::Logistic;
        if (m_valueBytes == sizeof(float)) {
            const auto launch = [&](auto kernel) {
                kernel<<<chunkCount, threads, shared>>>(m_x.as<void>(), m_y.as<float>(), m_w.as<float>(), wStride, d,
                                                        m_chunks.as<Chunk>(), activeChunks, m_partials.as<double>());
            };
            if (m_storage == 1)
                logistic ? launch(shardGradientKernel<true, float, 1>) : launch(shardGradientKernel<false, float, 1>);
            else if (m_storage == 2)
                logistic ? launch(shardGradientKernel<true, float, 2>) : launch(shardGradientKernel<false, float, 2>);
            else
                logistic ? launch(shardGradientKernel<true, float>) : launch(shardGradientKernel<false, float>);
        } else {
            if (logistic)
                shardGradientKernel<true, double>
                    <<<chunkCount, threads, shared>>>(m_x.as<double>(), m_y.as<double>(), m_w.as<double>(), wStride, d,
                                                      m_chunks.as<Chunk>(), activeChunks, m_partials.as<double>());
            else
                shardGradientKernel<false, double>
                    <<<chunkCount, threads, shared>>>(m_x.as<double>(), m_y.as<double>(), m_w.as<double>(), wStride, d,
                                                      m_chunks.as<Chunk>(), activeChunks, m_partials.as<double>());
        }
        SGD_CUDA_TRY(cudaGetLastError());
        const int listed = int(which.size());
        reduceShardsKernel<<<listed, 128>>>(m_partials.as<double>(), m_firstChunk.as<int>(), m_offsets.as<long long>(), shardList,
                                            d, m_shardSums.as<double>());
        SGD_CUDA_TRY(cudaGetLastError());

        m_sums.resize(std::size_t(listed) * std::size_t(d + 1));
        if (Status s = m_shardSums.download(m_sums.data(), m_sums.size() * sizeof(double)); !s.ok())
            return s;
        for (int i = 0; i < listed; ++i) {
            const int k = which[std::size_t(i)];
            const double *row = m_sums.data() + std::size_t(i) * std::size_t(d + 1);
            std::copy(row, row + d, gradients.begin() + std::ptrdiff_t(k) * d);
            losses[std::size_t(k)] = row[d];
        }
        return Status::success();
    }

    Status doQuantizeRows(std::span<const double> values, int rows, int dims, const QuantizeOptions &options,
                          std::vector<double> &out, std::vector<double> &scales, std::span<double> error) override
    {
        SGD_CUDA_TRY(cudaSetDevice(m_device.index));
        DeviceBuffer dValues, dOut, dScales, dError;
        if (Status s = dValues.upload(values.data(), values.size_bytes()); !s.ok())
            return s;
        if (Status s = dOut.resize(values.size_bytes()); !s.ok())
            return s;
        if (Status s = dScales.resize(std::size_t(rows) * sizeof(double)); !s.ok())
            return s;
        if (!error.empty()) {
            if (Status s = dError.upload(error.data(), error.size_bytes()); !s.ok())
                return s;
        }
        quantizeRowsKernel<<<rows, kQuantThreads>>>(dValues.as<double>(), dims, int(options.kind), options.bits, options.levels,
                                                    options.stochastic, options.seed, dOut.as<double>(), dScales.as<double>(),
                                                    error.empty() ? nullptr : dError.as<double>());
        SGD_CUDA_TRY(cudaGetLastError());
        if (Status s = dOut.download(out.data(), out.size() * sizeof(double)); !s.ok())
            return s;
        if (Status s = dScales.download(scales.data(), scales.size() * sizeof(double)); !s.ok())
            return s;
        if (!error.empty())
            return dError.download(error.data(), error.size_bytes());
        return Status::success();
    }

    Status doMix(std::span<const double> mixing, std::span<const double> models, int nodes, int dims,
                 std::vector<double> &out) override
    {
        SGD_CUDA_TRY(cudaSetDevice(m_device.index));
        DeviceBuffer dW, dModels, dOut;
        if (Status s = dW.upload(mixing.data(), mixing.size_bytes()); !s.ok())
            return s;
        if (Status s = dModels.upload(models.data(), models.size_bytes()); !s.ok())
            return s;
        if (Status s = dOut.resize(models.size_bytes()); !s.ok())
            return s;
        const long long n = (long long)nodes * dims;
        mixKernel<<<blocksFor(n, 256), 256>>>(dW.as<double>(), dModels.as<double>(), nodes, dims, dOut.as<double>());
        SGD_CUDA_TRY(cudaGetLastError());
        out.resize(models.size());
        return dOut.download(out.data(), models.size_bytes());
    }

    Status doLossSurface(std::span<const double> x, std::span<const double> y, const SurfaceGrid &grid,
                         std::vector<double> &out) override
    {
        SGD_CUDA_TRY(cudaSetDevice(m_device.index));
        DeviceBuffer dX, dY, dOut;
        if (Status s = dX.upload(x.data(), x.size_bytes()); !s.ok())
            return s;
        if (Status s = dY.upload(y.data(), y.size_bytes()); !s.ok())
            return s;
        const long long n = (long long)grid.wSteps * grid.bSteps;
        if (Status s = dOut.resize(std::size_t(n) * sizeof(double)); !s.ok())
            return s;
        lossSurfaceKernel<<<blocksFor(n, 256), 256>>>(dX.as<double>(), dY.as<double>(), (long long)x.size(), grid,
                                                      dOut.as<double>());
        SGD_CUDA_TRY(cudaGetLastError());
        out.resize(std::size_t(n));
        return dOut.download(out.data(), out.size() * sizeof(double));
    }

public:
    Status deviceCopyBandwidth(std::size_t bytes, int repeats, double &bytesPerSecond) override
    {
        bytesPerSecond = 0;
        SGD_CUDA_TRY(cudaSetDevice(m_device.index));
        DeviceBuffer a, b;
        if (Status s = a.resize(bytes); !s.ok())
            return s;
        if (Status s = b.resize(bytes); !s.ok())
            return s;
        SGD_CUDA_TRY(cudaMemset(a.as<void>(), 1, bytes));
        cudaEvent_t start = nullptr, stop = nullptr;
        SGD_CUDA_TRY(cudaEventCreate(&start));
        if (Status s = cudaStatus(cudaEventCreate(&stop), "cudaEventCreate"); !s.ok()) {
            cudaEventDestroy(start);
            return s;
        }
        std::vector<double> times;
        Status status;
        for (int r = 0; r <= repeats && status.ok(); ++r) {
            status = cudaStatus(cudaEventRecord(start), "cudaEventRecord");
            if (status.ok())
                status = cudaStatus(cudaMemcpy(b.as<void>(), a.as<void>(), bytes, cudaMemcpyDeviceToDevice), "copy");
            if (status.ok())
                status = cudaStatus(cudaEventRecord(stop), "cudaEventRecord");
            if (status.ok())
                status = cudaStatus(cudaEventSynchronize(stop), "cudaEventSynchronize");
            float ms = 0;
            if (status.ok())
                status = cudaStatus(cudaEventElapsedTime(&ms, start, stop), "cudaEventElapsedTime");
            if (status.ok() && r > 0) // the first is the warm-up
                times.push_back(double(ms) * 1e-3);
        }
        cudaEventDestroy(start);
        cudaEventDestroy(stop);
        if (!status.ok())
            return status;
        std::sort(times.begin(), times.end());
        const double median = times.empty() ? 0.0 : times[times.size() / 2];
        bytesPerSecond = median > 0 ? 2.0 * double(bytes) / median : 0.0;
        return Status::success();
    }

private:
    // m_w holds workers x d values; a single w (perWorker false) sits in its first row.
    template <typename T>
    Status uploadWeights(std::span<const double> models, bool perWorker, std::span<const int> which, bool all)
    {
        const int d = features();
        if (!perWorker || all) {
            std::vector<T> wt(models.begin(), models.end());
            SGD_CUDA_TRY(cudaMemcpy(m_w.as<T>(), wt.data(), wt.size() * sizeof(T), cudaMemcpyHostToDevice));
            return Status::success();
        }
        std::vector<T> row(static_cast<std::size_t>(d));
        for (const int k : which) {
            const auto from = models.begin() + std::ptrdiff_t(k) * d;
            std::copy(from, from + d, row.begin());
            SGD_CUDA_TRY(
                cudaMemcpy(m_w.as<T>() + std::ptrdiff_t(k) * d, row.data(), row.size() * sizeof(T), cudaMemcpyHostToDevice));
        }
        return Status::success();
    }

    std::size_t sharedBytes(int d) const
    {
        return std::size_t(m_warps) * (std::size_t(d) + 1) * sizeof(double) + std::size_t(d) * m_valueBytes;
    }

    // Lays out the device buffers for `data`; with generatedRows > 0 the data's x and y are empty
    // and the buffers are only sized (the generator kernels fill them).
    template <typename T> Status store(const Dataset<T> &data, std::size_t valueBytes, long long generatedRows = 0)
    {
        SGD_CUDA_TRY(cudaSetDevice(m_device.index));
        const int d = data.features;
        // As many warps per block as shared memory holds accumulators for.
        m_valueBytes = valueBytes;
        m_warps = kMaxWarps;
        while (m_warps > 1 && sharedBytes(d) > kSharedBytes)
            --m_warps;
        if (sharedBytes(d) > kSharedBytes)
            return Status::error(Status::Code::Unsupported,
                                 "the CUDA backend takes at most " +
                                     std::to_string((kSharedBytes - sizeof(double)) / (sizeof(double) + valueBytes)) +
                                     " features, got " + std::to_string(d));

        std::vector<Chunk> chunks;
        std::vector<int> firstChunk{0};
        std::vector<int> allChunks, allShards;
        std::vector<long long> offsets(data.shardOffsets.begin(), data.shardOffsets.end());
        for (std::size_t k = 0; k + 1 < offsets.size(); ++k) {
            for (long long b = offsets[k]; b < offsets[k + 1]; b += kChunkRows)
                chunks.push_back({int(k), b, std::min<long long>(offsets[k + 1], b + kChunkRows)});
            firstChunk.push_back(int(chunks.size()));
            allShards.push_back(int(k));
        }
        m_chunkCount = chunks.size();
        for (std::size_t c = 0; c < chunks.size(); ++c)
            allChunks.push_back(int(c));
        m_hostFirstChunk = firstChunk;

        // Free the old data before allocating the new: both may not fit at once.
        for (DeviceBuffer *b : {&m_x, &m_y, &m_w, &m_chunks, &m_firstChunk, &m_offsets, &m_partials, &m_shardSums, &m_allChunks,
                                &m_allShards, &m_activeChunks, &m_shardList})
            b->reset();
        if (generatedRows > 0) {
            if (Status s = m_x.resize(std::size_t(generatedRows) * std::size_t(d) * sizeof(T)); !s.ok())
                return s;
            if (Status s = m_y.resize(std::size_t(generatedRows) * sizeof(T)); !s.ok())
                return s;
        } else {
            if (Status s = m_x.upload(data.x.data(), data.x.size() * sizeof(T)); !s.ok())
                return s;
            if (Status s = m_y.upload(data.y.data(), data.y.size() * sizeof(T)); !s.ok())
                return s;
        }
        if (Status s = m_w.resize(allShards.size() * std::size_t(d) * sizeof(T)); !s.ok())
            return s;
        if (Status s = m_allChunks.upload(allChunks.data(), allChunks.size() * sizeof(int)); !s.ok())
            return s;
        if (Status s = m_allShards.upload(allShards.data(), allShards.size() * sizeof(int)); !s.ok())
            return s;
        if (Status s = m_chunks.upload(chunks.data(), chunks.size() * sizeof(Chunk)); !s.ok())
            return s;
        if (Status s = m_firstChunk.upload(firstChunk.data(), firstChunk.size() * sizeof(int)); !s.ok())
            return s;
        if (Status s = m_offsets.upload(offsets.data(), offsets.size() * sizeof(long long)); !s.ok())
            return s;
        if (Status s = m_partials.resize(chunks.size() * std::size_t(d + 1) * sizeof(double)); !s.ok())
            return s;
        return m_shardSums.resize((offsets.size() - 1) * std::size_t(d + 1) * sizeof(double));
    }

    DeviceInfo m_device;
    std::size_t m_valueBytes = sizeof(double);
    int m_storage = 0; ///< X on the device: 0 as m_valueBytes says, 1 bfloat16, 2 float16 (16-bit values)
    int m_warps = kMaxWarps;
    std::size_t m_chunkCount = 0;
    DeviceBuffer m_x, m_y, m_w, m_chunks, m_firstChunk, m_offsets, m_partials, m_shardSums;
    DeviceBuffer m_allChunks, m_allShards, m_activeChunks, m_shardList;
    std::vector<int> m_hostFirstChunk, m_hostActive;
    std::vector<double> m_sums;
};

} // namespace

DeviceQuery queryCudaDevices()
{
    DeviceQuery q;
    q.cudaBuilt = true;
    int count = 0;
    const cudaError_t err = cudaGetDeviceCount(&count);
    if (err == cudaErrorNoDevice) {
        cudaGetLastError(); // clear it: no device is an answer, not a failure
        return q;
    }
    if (err != cudaSuccess) {
        cudaGetLastError();
        int driver = 0;
        cudaDriverGetVersion(&driver);
        // Words a teacher can act on, never the runtime's own error string alone.
        const std::string why =
            err == cudaErrorInsufficientDriver || err == cudaErrorNoDevice || driver < CUDART_VERSION
                ? cudaDriverTooOld(driver, CUDART_VERSION)
                : std::string("the CUDA runtime could not list the GPUs (") + cudaGetErrorString(err) + "): the CPU is used.";
        q.status = Status::error(Status::Code::DeviceError, why);
        return q;
    }
    for (int i = 0; i < count; ++i) {
        cudaDeviceProp prop{};
        if (cudaGetDeviceProperties(&prop, i) != cudaSuccess) {
            cudaGetLastError();
            continue;
        }
        DeviceInfo info;
        info.index = i;
        info.name = prop.name;
        info.totalMemory = prop.totalGlobalMem;
        info.computeMajor = prop.major;
        info.computeMinor = prop.minor;
        info.multiprocessors = prop.multiProcessorCount;
        q.devices.push_back(std::move(info));
    }
    return q;
}

std::unique_ptr<ComputeBackend> makeCudaBackend(const DeviceInfo &device, Status &status)
{
    // A GPU none of the compiled code runs on is told in words (its capability, what was compiled).
    if (const std::string why = cudaDeviceProblem(device.name, device.computeMajor, device.computeMinor, compiledCuda());
        !why.empty()) {
        status = Status::error(Status::Code::DeviceError, why);
        return nullptr;
    }
    // Touch the device now, so a device that cannot make a context is refused here, not mid-round.
    status = cudaStatus(cudaSetDevice(device.index), "cudaSetDevice");
    if (status.ok())
        status = cudaStatus(cudaFree(nullptr), "creating a CUDA context");
    if (!status.ok())
        return nullptr;
    return std::make_unique<CudaBackend>(device);
}

} // namespace sgd::gpu::detail
