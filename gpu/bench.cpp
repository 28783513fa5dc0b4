#include "bench.h"

#include "backend_factory.h"
#include "core/memory_budget.h"
#include "core/output_file.h"
#include "core/run_context.h"
#include "core/scenes/scale-lab/retail_zones.h"
#include "core/stop_request.h"
#include "cpu_kernels.h"
#include "huge_pages.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iomanip>
#include <memory>
#include <numeric>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace sgd::gpu {

namespace {

using Clock = std::chrono::steady_clock;

/// Each of the two buffers the bandwidth is measured over: far larger than any last-level cache.
constexpr double kBandwidthBufferBytes = 256.0 * (1 << 20);

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/// Ctrl+C or SIGTERM (core/stop_request.h) between rounds: the command line says "stopped".
void stopIfRequested()
{
    if (stopRequested())
        throw Cancelled();
}

/// Runs f(t) on `threads` threads (t = 0 on the caller) and returns the wall time in seconds.
template <typename F> double timed(int threads, F &&f)
{
    const auto t0 = Clock::now();
    std::vector<std::thread> pool;
    int t = 1;
    try {
        for (; t < threads; ++t)
            pool.emplace_back([&f, t] { f(t); });
    } catch (const std::exception &) { // no room for another thread: this one does the rest
    }
    for (int rest = t; rest < threads; ++rest)
        f(rest);
    f(0);
    for (auto &th : pool)
        th.join();
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

struct Bandwidth {
    double read = 0;  ///< bytes read per second
    double copy = 0;  ///< bytes read plus written per second
    double bytes = 0; ///< buffer size
};

/// A read loop (vectorized sums) and a copy over buffers far larger than any last-level cache,
/// split over every core; medians of `repeats` passes after a warm-up.
Bandwidth measureBandwidth(int threads, int repeats)
{
    const std::size_t n = std::size_t(kBandwidthBufferBytes) / sizeof(float); // 256 MiB of floats per buffer
    std::vector<float> a, b; // on huge pages, as the CPU backend keeps X (huge_pages.h)
    resizeOnHugePages(a, n);
    resizeOnHugePages(b, n);
    // Written once more from the threads that will read them (the resize above touched every page
    // from this thread, as the CPU backend's X is: one placement for both on a NUMA machine).
    timed(threads, [&](int t) {
        const std::size_t lo = n * std::size_t(t) / std::size_t(threads), hi = n * std::size_t(t + 1) / std::size_t(threads);
        std::fill(a.begin() + std::ptrdiff_t(lo), a.begin() + std::ptrdiff_t(hi), 1.0f);
        std::fill(b.begin() + std::ptrdiff_t(lo), b.begin() + std::ptrdiff_t(hi), 0.0f);
    });
    std::vector<double> sums(std::size_t(threads) * 8, 0.0);
    auto readPass = [&] {
        return timed(threads, [&](int t) {
            const std::size_t lo = n * std::size_t(t) / std::size_t(threads), hi = n * std::size_t(t + 1) / std::size_t(threads);
            sums[std::size_t(t) * 8] += double(detail::readProbe(a.data() + lo, hi - lo));
        });
    };
    auto copyPass = [&] {
        return timed(threads, [&](int t) {
            const std::size_t lo = n * std::size_t(t) / std::size_t(threads), hi = n * std::size_t(t + 1) / std::size_t(threads);
            std::memcpy(b.data() + lo, a.data() + lo, (hi - lo) * sizeof(float));
        });
    };
    readPass();
    copyPass();
    std::vector<double> rt, ct;
    for (int r = 0; r < repeats; ++r) {
        stopIfRequested();
        rt.push_back(readPass());
        ct.push_back(copyPass());
    }
    Bandwidth bw;
    bw.bytes = double(n) * sizeof(float);
    bw.read = bw.bytes / median(rt);
    bw.copy = 2 * bw.bytes / median(ct);
    if (sums[0] < 0 || b[n / 2] != 1.0f) // keeps the passes from being optimized away
        std::fputs("", stderr);
    return bw;
}

/// What bounds a round on `threads` threads of this machine, measured in the same run.
struct Limits {
    int threads = 1;
    Bandwidth bandwidth;
    double flops = 0; ///< floating-point operations per second, every thread's FMA chains at once
};

/// The compute peak: every thread runs register-resident FMA chains for a fifth of a second.
double measureFlops(int threads)
{
    std::vector<double> done(std::size_t(threads), 0.0);
    const double seconds = timed(threads, [&](int t) { done[std::size_t(t)] = detail::fmaProbe(0.2); });
    return std::accumulate(done.begin(), done.end(), 0.0) / seconds;
}

std::string fixed(double v, int digits)
{
    std::ostringstream s;
    s << std::fixed << std::setprecision(digits) << v;
    return s.str();
}

/// The data as --emit-data writes it: rows (int64), features and workers (int32), the shard
/// offsets (int64), then x and y (float32). Every write checked; "" on success, else why not.
std::string writeData(const std::string &path, const Dataset<float> &d)
{
    OutputFile f(path);
    const std::int64_t rows = std::int64_t(d.y.size());
    const std::int32_t feats = d.features, workers = std::int32_t(d.shardOffsets.size()) - 1;
    const auto put = [&f](const void *data, std::size_t bytes) { f.writeAll(static_cast<const char *>(data), bytes); };
    if (f.open()) {
        put(&rows, sizeof rows);
        put(&feats, sizeof feats);
        put(&workers, sizeof workers);
        put(d.shardOffsets.data(), d.shardOffsets.size() * sizeof(std::int64_t));
        put(d.x.data(), d.x.size() * sizeof(float));
        put(d.y.data(), d.y.size() * sizeof(float));
        f.commit();
    }
    return f.error();
}

/// This process's resident memory in bytes (VmRSS from /proc/self/status; 0 where unavailable).
double residentBytes()
{
    std::ifstream f("/proc/self/status");
    for (std::string line; std::getline(f, line);) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::strtod(line.c_str() + 6, nullptr) * 1024.0;
    }
    return 0;
}

RetailZonesConfig retailConfig(long long n, long long d, long long k, bool logistic)
{
    RetailZonesConfig c;
    c.rows = n;
    c.features = int(d);
    c.zones = int(k);
    c.seed = 2024;
    c.binaryLabels = logistic;
    return c;
}

/// Which limit a round meets: the memory when it reads X at 0.85 of the read bandwidth or more
/// (X in the caches when it is read faster than the memory gives it); the arithmetic when it does
/// half the FMA peak or more; else neither, and the kernel's own overheads (instructions per
/// value, latency) hold it.
std::string bindingLimit(double ofRead, double ofFlops)
{
    if (ofRead > 1.1)
        return "none of the memory: X (or most of it) is in the caches, read at " + fixed(100 * ofRead, 0) +
               " % of the memory's read bandwidth; the kernel holds it (" + fixed(100 * ofFlops, 0) + " % of the FMA peak)";
    if (ofRead >= 0.85)
        return "memory: X is read at " + fixed(100 * ofRead, 0) + " % of the read bandwidth";
    if (ofFlops >= 0.5)
        return "arithmetic: " + fixed(100 * ofFlops, 0) + " % of the FMA peak";
    return "neither: " + fixed(100 * ofRead, 0) + " % of the read bandwidth and " + fixed(100 * ofFlops, 0) +
           " % of the FMA peak; the kernel's own instructions per value hold it";
}

/// One configuration on one backend: the data generated where the backend keeps it (the same
/// rows --emit-data writes), a warm-up round, then `repeats` timed rounds; prints one row.
void benchConfiguration(ComputeBackend &backend, const RetailZonesConfig &c, Storage storage, int repeats, double limit,
                        const Limits &host, int threads, std::ostream &out)
{
    stopIfRequested();
    const long long n = c.rows, d = c.features, k = c.zones;
    const int valueBytes = bytesPerValue(storage);
    const double dataBytes = double(n) * (double(d) * valueBytes + sizeof(float));
    SyntheticSpec spec = retailZonesSpec(c);
    spec.storage = storage;
    if (!backend.supportsStorage(storage)) {
        out << (backend.kind() == BackendKind::Cuda ? "cuda" : "cpu") << ": " << toString(storage)
            << " storage not measured (this backend keeps f32 only)\n";
        return;
    }
    if (const Status s = backend.generate(spec); !s.ok())
        throw std::runtime_error("generating the data failed: " + s.message);
    std::vector<double> w(static_cast<std::size_t>(d));
    for (std::size_t j = 0; j < w.size(); ++j)
        w[j] = 0.01 * double(j % 7);
    GradientRound round;
    std::vector<double> times;
    double residentAfterWarmup = 0;
    for (int r = 0; r <= repeats; ++r) {
        stopIfRequested();
        const auto t0 = Clock::now();
        if (const Status s = backend.gradientRound(w, round); !s.ok())
            throw std::runtime_error("round failed: " + s.message);
        const double t = std::chrono::duration<double>(Clock::now() - t0).count();
        if (r > 0) // the first is the warm-up
            times.push_back(t);
        else
            residentAfterWarmup = residentBytes();
    }
    const double growth = residentBytes() - residentAfterWarmup;
    const double med = median(times);
    const double gbs = double(n) * double(d) * valueBytes / med; // the bytes of X a round reads
    // A round's arithmetic: per value of X one multiply-add for the row's dot product, one for its
    // gradient term.
    const double flops = 4.0 * double(n) * double(d) / med;
    const bool cuda = backend.kind() == BackendKind::Cuda;
    out << (cuda ? "cuda" : "cpu") << "  " << n << "  " << d << "  " << k << "  " << fixed(med * 1e3, 3) << "  "
        << std::setprecision(4) << double(n) / med << "  " << fixed(gbs / 1e9, 2) << "  " << fixed(gbs / limit, 3) << "  "
        << fixed(dataBytes / 1e6, 2) << "  " << fixed(growth / 1e6, 1) << "  " << (cuda ? 0 : threads) << "  "
        << toString(storage) << "  " << fixed(cuda ? 0.0 : gbs / host.bandwidth.read, 3) << "  " << fixed(flops / 1e9, 1) << "  "
        << fixed(cuda || host.flops <= 0 ? 0.0 : flops / host.flops, 3) << "\n";
    if (!cuda)
        out << "  binds: " << bindingLimit(gbs / host.bandwidth.read, flops / host.flops) << "\n";
}

/// Every configuration on one backend, against its own memory's bandwidth (the host's or the device's).
void benchBackend(ComputeBackend &backend, const BenchConfig &config, int repeats, const Limits &host, std::ostream &out)
{
    double limit = std::max(host.bandwidth.read, host.bandwidth.copy);
    if (backend.kind() == BackendKind::Cuda) {
        double deviceBw = 0;
        const Status s = backend.deviceCopyBandwidth(std::size_t(1) << 30, repeats, deviceBw);
        if (!s.ok() || deviceBw <= 0)
            throw std::runtime_error("device bandwidth: " + s.message);
        limit = deviceBw;
        out << "device bandwidth: copy " << fixed(deviceBw / 1e9, 1)
            << " GB/s (read + written), 1024 MiB device-to-device, median of " << repeats << "\n";
    }
    out << "backend: " << backend.description() << "; loss: " << (config.logistic ? "logistic" : "least-squares") << "\n";
    out << "backend  N  d  K  median_ms  rows_per_s  GB_per_s  ratio_to_bandwidth  data_MB  resident_growth_in_rounds_MB  "
           "threads  storage  ratio_to_read  GFLOP_per_s  ratio_to_fma_peak\n";
    for (long long n : config.rows)
        for (long long d : config.features)
            for (long long k : config.workers)
                for (const Storage st : config.storage)
                    benchConfiguration(backend, retailConfig(n, d, k, config.logistic), st, repeats, limit, host, host.threads,
                                       out);
}

/// The most the run holds at once: the bandwidth buffers, then one configuration's data at a time
/// (float32 rows and labels; --emit-data only the first configuration).
double peakBytes(const BenchConfig &config)
{
    double data = 0;
    for (long long n : config.rows) {
        for (long long d : config.features) {
            data = std::max(data, double(n) * double(d + 1) * sizeof(float));
            if (!config.emitData.empty())
                return data;
        }
    }
    return std::max(data, kBandwidthBufferBytes * 2.0);
}

} // namespace

void runBench(const BenchConfig &config, std::ostream &out)
{
    const int repeats = std::max(config.repeats, 5);
    requireMemory(peakBytes(config), "lower --rows or --features");
    if (!config.emitData.empty()) {
        const long long n = config.rows.front(), d = config.features.front(), k = config.workers.front();
        if (const std::string error = writeData(config.emitData, makeRetailZones(retailConfig(n, d, k, config.logistic)).data);
            !error.empty())
            throw std::runtime_error(error);
        out << "wrote " << config.emitData << ": " << n << " x " << d << " float32, " << k << " shards\n";
        return;
    }

    // cpu: the CPU backend; cuda: the GPU (or the CPU fallback, which says why); auto: the CPU and,
    // when a CUDA device is usable, the GPU as well, each against its own memory's bandwidth.
    // The GPU (or, when cuda was asked for, the CPU that stands in and says why), measured once
    // against its device's memory; the CPU backend once per thread count.
    std::unique_ptr<ComputeBackend> device;
    if (config.backend != BackendKind::Cpu) {
        auto cuda = makeBackend(BackendKind::Cuda);
        if (cuda->kind() == BackendKind::Cuda || config.backend == BackendKind::Cuda)
            device = std::move(cuda);
        else
            out << "cuda: not measured (" << cuda->description() << ")\n";
    }
    // Each thread count on its own: the memory's bandwidth and the cores' FMA peak with that many
    // threads, then the rounds.
    std::vector<long long> counts = config.threads;
    if (counts.empty())
        counts.push_back(std::max(1u, std::thread::hardware_concurrency()));
    for (std::size_t i = 0; i < counts.size(); ++i) {
        Limits host;
        host.threads = int(counts[i]);
        host.bandwidth = measureBandwidth(host.threads, repeats);
        host.flops = measureFlops(host.threads);
        const double hostLimit = std::max(host.bandwidth.read, host.bandwidth.copy);
        out << "host bandwidth: read " << fixed(host.bandwidth.read / 1e9, 1) << " GB/s, copy "
            << fixed(host.bandwidth.copy / 1e9, 1) << " GB/s (read + written), " << int(host.bandwidth.bytes / (1 << 20))
            << " MiB buffers, " << host.threads << " threads, median of " << repeats << "; limit = the larger, "
            << fixed(hostLimit / 1e9, 1) << " GB/s\n";
        out << "host compute: FMA peak " << fixed(host.flops / 1e9, 1) << " GFLOP/s float32 on " << host.threads << " threads\n";
        out << "host memory: huge pages asked for X and the bandwidth buffers (transparent huge pages: " << hugePagesSetting()
            << "; SGD_HUGE_PAGES=0 turns the request off), X prefetched " << detail::cpuPrefetchBytes()
            << " bytes ahead (SGD_CPU_PREFETCH)\n";
        if (config.backend != BackendKind::Cuda)
            benchBackend(*makeBackend(BackendKind::Cpu, host.threads), config, repeats, host, out);
        if (device && i == 0)
            benchBackend(*device, config, repeats, host, out);
    }
}

} // namespace sgd::gpu
