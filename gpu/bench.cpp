#include "bench.h"

#include "backend_factory.h"
#include "core/memory_budget.h"
#include "core/output_file.h"
#include "core/run_context.h"
#include "core/scenes/scale-lab/retail_zones.h"
#include "core/stop_request.h"
#include "cpu_kernel_chooser.h"
#include "cpu_kernels.h"
#include "huge_pages.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iomanip>
#include <memory>
#include <numeric>
#include <optional>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace sgd::gpu {

namespace {

using Clock = std::chrono::steady_clock;

/// Each of the two buffers the bandwidth is measured over: far larger than any last-level cache.
constexpr double kBandwidthBufferBytes = 256.0 * (1 << 20);

/// X at least this large is paired with read passes (benchConfiguration): twice the 32 MiB L3
/// of the EPYC machines, so X is not in the caches from one round to the next either way, and the
/// 256 MiB read pass before each round flushes any cache there is. The Intel Xeon machine reports a
/// 480 MiB L3 shared with the whole host, but does not keep X there for one process between
/// passes: the read beside the rounds was 18.0-18.1 GB/s for X of 128 MB, 256 MB, 512 MB and 2 GB
/// alike (one thread; two threads 34.7-35.2 from 256 MB up, 38.9 at 128 MB), and the float32
/// rounds' ratios 0.80-0.82 at each size and thread count.
constexpr double kPairedReadMinBytes = 64.0 * (1 << 20);

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

/// How far ahead the prefetching read loop asks for lines: on the Zen 5 machine a read loop with
/// software prefetch 16 KiB ahead read 6-12 % faster than the plain one (medians of 11 passes, the
/// two interleaved), and the kernels, which prefetch, read X faster than the plain loop when the
/// shared host's memory was busy (ratios of 1.1-1.3): the ratio is taken against the faster loop.
constexpr long long kReadPrefetchBytes = 16384;

/// The ways the read and least-work loops run, the fastest of which counts: plain, prefetching
/// 16 KiB ahead into the L1 cache or into the L2 only, and prefetching as the kernels do (as far
/// ahead and into the same cache: detail::cpuPrefetchBytes), so that no way of fetching that helps
/// a round is missing from the read it is held against.
struct ProbeWay {
    long long ahead;
    bool toL2;
};
const std::vector<ProbeWay> &probeWays()
{
    static const std::vector<ProbeWay> ways = [] {
        std::vector<ProbeWay> w = {{0, false}, {kReadPrefetchBytes, false}, {kReadPrefetchBytes, true}};
        const ProbeWay kernels = {detail::cpuPrefetchBytes(), detail::cpuPrefetchToL2()};
        if (kernels.ahead > 0 && kernels.ahead != kReadPrefetchBytes) // not a way already there
            w.push_back(kernels);
        return w;
    }();
    return ways;
}

/// A buffer far larger than any last-level cache, on huge pages (as the CPU backend keeps X), and
/// a read of all of it split over `threads` threads: the read loop the ratios are taken against,
/// plain and prefetching, back to back; a pass counts the fastest (probeWays).
class ReadProbe {
public:
    explicit ReadProbe(int threads) : m_threads(threads)
    {
        resizeOnHugePages(m_a, std::size_t(kBandwidthBufferBytes) / sizeof(float));
        // Written once more from the threads that will read it (the resize touched every page from
        // this thread, as the CPU backend's X is: one placement for both on a NUMA machine).
        timed(threads, [&](int t) { std::fill(m_a.begin() + std::ptrdiff_t(lo(t)), m_a.begin() + std::ptrdiff_t(hi(t)), 1.0f); });
        m_sums.assign(std::size_t(threads) * 8, 0.0);
    }
    /// Seconds for one read of the buffer: the fastest of the plain read loop and the loops that
    /// ask for lines ahead (probeWays).
    double pass()
    {
        double best = 0;
        for (const ProbeWay &way : probeWays()) { // not a structured binding: clang 14 cannot capture one
            const double t = timed(m_threads, [&](int t) {
                m_sums[std::size_t(t) * 8] += double(detail::readProbe(m_a.data() + lo(t), hi(t) - lo(t), way.ahead, way.toL2));
            });
            best = best > 0 ? std::min(best, t) : t;
        }
        return best;
    }
    /// Seconds for one pass of the least-work loop over the buffer (detail::leastWorkProbe: the
    /// round's arithmetic per value and nothing else), the fastest of the same ways.
    double leastWorkPass()
    {
        double best = 0;
        for (const ProbeWay &way : probeWays()) {
            const double t = timed(m_threads, [&](int t) {
                m_sums[std::size_t(t) * 8 + 1] +=
                    double(detail::leastWorkProbe(m_a.data() + lo(t), hi(t) - lo(t), way.ahead, way.toL2));
            });
            best = best > 0 ? std::min(best, t) : t;
        }
        return best;
    }
    double bytes() const { return double(m_a.size()) * sizeof(float); }
    AlignedVector<float> &buffer() { return m_a; }
    std::size_t lo(int t) const { return m_a.size() * std::size_t(t) / std::size_t(m_threads); }
    std::size_t hi(int t) const { return lo(t + 1); }
    /// Something the passes computed, so that they are not optimized away.
    double sum() const { return std::accumulate(m_sums.begin(), m_sums.end(), 0.0); }

private:
    int m_threads;
    AlignedVector<float> m_a;   ///< on cache lines, as X is
    std::vector<double> m_sums; ///< one per thread, a cache line apart
};

/// The read loop's and a copy's bandwidth over buffers far larger than any last-level cache,
/// split over every core; medians of `repeats` passes after a warm-up.
Bandwidth measureBandwidth(int threads, int repeats)
{
    ReadProbe probe(threads);
    AlignedVector<float> &a = probe.buffer();
    AlignedVector<float> b;
    resizeOnHugePages(b, a.size());
    timed(threads,
          [&](int t) { std::fill(b.begin() + std::ptrdiff_t(probe.lo(t)), b.begin() + std::ptrdiff_t(probe.hi(t)), 0.0f); });
    auto copyPass = [&] {
        return timed(threads, [&](int t) {
            std::memcpy(b.data() + probe.lo(t), a.data() + probe.lo(t), (probe.hi(t) - probe.lo(t)) * sizeof(float));
        });
    };
    probe.pass();
    copyPass();
    std::vector<double> rt, ct;
    for (int r = 0; r < repeats; ++r) {
        stopIfRequested();
        rt.push_back(probe.pass());
        ct.push_back(copyPass());
    }
    Bandwidth bw;
    bw.bytes = probe.bytes();
    bw.read = bw.bytes / median(rt);
    bw.copy = 2 * bw.bytes / median(ct);
    if (probe.sum() < 0 || b[a.size() / 2] != 1.0f) // keeps the passes from being optimized away
        std::fputs("", stderr);
    return bw;
}

/// The plain read loop (no software prefetch) over the same 256 MiB from a 4 KiB boundary and from
/// one cache line past it, and where an array allocated as X is (AlignedVector) starts.
struct Placement {
    double fromPage = 0;    ///< bytes read per second, the first value on a 4 KiB boundary
    double fromLine = 0;    ///< the same, 64 bytes past the boundary
    std::size_t offset = 0; ///< this buffer's own start, in bytes past a 4 KiB boundary
};

/// Placement's two reads, interleaved, medians of `repeats` passes after a warm-up. On the Intel
/// Xeon machine the plain loop read 16.3-16.6 GB/s from a 4 KiB boundary and 18.3-19.0 from 64
/// bytes past one (one thread, two runs; two threads 32.6-32.7 and 35.9-36.3), the kernel read X
/// at the same speed at 0, 64 and 128 bytes past one (14.4, 14.5, 14.4 GB/s, in a test program),
/// and the C++ allocator put large arrays 64 bytes past one: the read passes the rounds are held
/// against start where the plain loop is faster.
Placement measurePlacement(int threads, int repeats)
{
    constexpr std::size_t kPageFloats = 4096 / sizeof(float), kLineFloats = 64 / sizeof(float);
    const std::size_t n = std::size_t(kBandwidthBufferBytes) / sizeof(float);
    AlignedVector<float> a;
    resizeOnHugePages(a, n + 2 * kPageFloats);
    Placement p;
    p.offset = reinterpret_cast<std::uintptr_t>(a.data()) % 4096;
    const std::size_t first = (4096 - p.offset) % 4096 / sizeof(float); // the first value on a boundary
    // Each thread's share a whole number of pages, so that every share starts where the first does.
    const auto lo = [&](int t) { return n / kPageFloats * std::size_t(t) / std::size_t(threads) * kPageFloats; };
    timed(threads, [&](int t) {
        const std::size_t end = t + 1 == threads ? a.size() : lo(t + 1);
        std::fill(a.begin() + std::ptrdiff_t(lo(t)), a.begin() + std::ptrdiff_t(end), 1.0f);
    });
    std::vector<double> sums(std::size_t(threads) * 8, 0.0);
    const auto pass = [&](std::size_t start) {
        return timed(threads, [&](int t) {
            sums[std::size_t(t) * 8] += double(detail::readProbe(a.data() + start + lo(t), lo(t + 1) - lo(t)));
        });
    };
    pass(first);
    pass(first + kLineFloats);
    std::vector<double> page, line;
    for (int r = 0; r < repeats; ++r) {
        stopIfRequested();
        page.push_back(pass(first));
        line.push_back(pass(first + kLineFloats));
    }
    const double bytes = double(lo(threads)) * sizeof(float);
    p.fromPage = bytes / median(page);
    p.fromLine = bytes / median(line);
    if (std::accumulate(sums.begin(), sums.end(), 0.0) < 0) // keeps the passes from being optimized away
        std::fputs("", stderr);
    return p;
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
/// (X in the caches when it is read faster than the memory gives it, unless X is `paired`: 64 MiB
/// or more, no cache holds it, and a ratio above 1 is the memory moving between pass and round);
/// the arithmetic when it does
/// half the FMA peak or more; else, where the least-work loop beside the rounds (`least`, its ratio
/// to the read passes) is itself below 0.85, the core: no loop that computes a round reads the
/// memory at its read speed here; else neither, and the kernel's own overheads (instructions per
/// value, latency) hold it.
std::string bindingLimit(double ofRead, double ofFlops, bool paired, std::optional<double> least)
{
    if (paired && ofRead >= 0.85) // X is twice the L3 or more: it comes from the memory whatever the ratio
        return "memory: X is read at " + fixed(100 * ofRead, 0) + " % of the read passes beside the rounds";
    if (ofRead > 1.1)
        return "none of the memory: X (or most of it) is in the caches, read at " + fixed(100 * ofRead, 0) +
               " % of the memory's read bandwidth; the kernel holds it (" + fixed(100 * ofFlops, 0) + " % of the FMA peak)";
    if (ofRead >= 0.85)
        return "memory: X is read at " + fixed(100 * ofRead, 0) + " % of the read bandwidth";
    if (ofFlops >= 0.5)
        return "arithmetic: " + fixed(100 * ofFlops, 0) + " % of the FMA peak";
    if (least && *least < 0.85)
        return "the core beside its memory: " + fixed(100 * ofRead, 0) +
               " % of the read bandwidth, and a loop doing only the round's " + "multiply-adds reads at " +
               fixed(100 * *least, 0) + " % of it here; the rounds reach " + fixed(100 * ofRead / *least, 0) + " % of that loop";
    return "neither: " + fixed(100 * ofRead, 0) + " % of the read bandwidth and " + fixed(100 * ofFlops, 0) +
           " % of the FMA peak; the kernel's own instructions per value hold it";
}

/// The fastest way of reading X as the backend holds it (probeWays), bytes per second.
double readOfX(detail::HostDataRead &host, double xBytes)
{
    double best = 0;
    for (const ProbeWay &way : probeWays()) {
        const double t = host.readDataOnce(way.ahead, way.toL2);
        best = best > 0 ? std::min(best, t) : t;
    }
    if (best <= 0)
        throw std::runtime_error("reading X beside the rounds failed: the backend holds no data");
    return xBytes / best;
}

/// benchConfiguration's line on the read passes paired with the rounds.
void printReadBeside(const std::vector<double> &pairReads, const std::vector<double> &pairRatios, double ofRead, bool ownX,
                     std::ostream &out)
{
    const auto [lo, hi] = std::minmax_element(pairRatios.begin(), pairRatios.end());
    out << "  read beside the rounds: " << fixed(median(pairReads) / 1e9, 1) << " GB/s (median of " << pairReads.size()
        << " read passes" << (ownX ? " over X itself" : "") << ", each just before a round); the rounds' ratios to them "
        << fixed(*lo, 2) << "-" << fixed(*hi, 2) << ", median " << fixed(ofRead, 3) << "\n";
}

/// benchConfiguration's line on the least-work loop beside the rounds.
void printLeastWorkBeside(const std::vector<double> &leastOfRead, const std::vector<double> &roundOfLeast, bool ownX,
                          std::ostream &out)
{
    const auto [llo, lhi] = std::minmax_element(leastOfRead.begin(), leastOfRead.end());
    const auto [rlo, rhi] = std::minmax_element(roundOfLeast.begin(), roundOfLeast.end());
    out << "  least work beside the rounds: ratios to the read passes " << fixed(*llo, 2) << "-" << fixed(*lhi, 2) << ", median "
        << fixed(median(leastOfRead), 3) << " (median of " << leastOfRead.size() << " passes, each just before a read pass"
        << (ownX ? " of its buffer" : "")
        << "; the round's two multiply-adds per value, nothing else); the rounds' ratios to them " << fixed(*rlo, 2) << "-"
        << fixed(*rhi, 2) << ", median " << fixed(median(roundOfLeast), 3) << "\n";
}

/// One configuration on one backend: the data generated where the backend keeps it (the same
/// rows --emit-data writes), a warm-up round, then `repeats` timed rounds; prints one row.
/// On the CPU, when X is larger than kPairedReadMinBytes (so that no cache holds it either way),
/// each round follows a read pass of its own and the ratio to the read bandwidth is the
/// median of the rounds' ratios to the pass just before them: the shared host moves the memory's
/// bandwidth by a fifth and more within seconds, and against a figure measured earlier in the run
/// the same build read X at 0.64 or 0.82 of it in runs minutes apart.
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
    const bool cuda = backend.kind() == BackendKind::Cuda;
    const double xBytes = double(n) * double(d) * valueBytes; // the bytes of X a round reads
    // X large enough that no cache holds it is paired with a read pass before each round. Where the
    // backend can read the X it holds, that pass reads X itself: on the shared host two buffers of
    // one process read at speeds up to a quarter apart (which one is faster changes from run to
    // run), so a round held against another buffer's read moves with where its pages happen to lie.
    const bool paired = !cuda && xBytes > kPairedReadMinBytes;
    auto *const ownX = paired ? dynamic_cast<detail::HostDataRead *>(&backend) : nullptr;
    // The 256 MiB buffer: the read passes where X cannot be read, and for float32 X the least-work
    // loop, each of its passes followed by a read pass of the same buffer.
    std::optional<ReadProbe> probe;
    if (paired && (!ownX || storage == Storage::Float32))
        probe.emplace(threads);
    const bool leastWork = probe && storage == Storage::Float32;
    GradientRound round;
    std::vector<double> times, pairRatios, pairReads, leastOfRead, roundOfLeast;
    double residentAfterWarmup = 0;
    for (int r = 0; r <= repeats; ++r) {
        stopIfRequested();
        const double least = leastWork ? probe->bytes() / probe->leastWorkPass() : 0;
        const double bufferRead = probe ? probe->bytes() / probe->pass() : 0;
        const double read = ownX ? readOfX(*ownX, xBytes) : bufferRead;
        const auto t0 = Clock::now();
        if (const Status s = backend.gradientRound(w, round); !s.ok())
            throw std::runtime_error("round failed: " + s.message);
        const double t = std::chrono::duration<double>(Clock::now() - t0).count();
        if (r > 0) { // the first is the warm-up
            times.push_back(t);
            if (paired) {
                pairReads.push_back(read);
                pairRatios.push_back(xBytes / t / read);
            }
            if (leastWork) { // the loop against its own buffer's read, the round against X's: each on its own pages
                leastOfRead.push_back(least / bufferRead);
                roundOfLeast.push_back(xBytes / t / read / (least / bufferRead));
            }
        } else
            residentAfterWarmup = residentBytes();
    }
    const double growth = residentBytes() - residentAfterWarmup;
    const double med = median(times);
    const double gbs = xBytes / med;
    const double ofRead = cuda ? 0.0 : paired ? median(pairRatios) : gbs / host.bandwidth.read;
    // A round's arithmetic: per value of X one multiply-add for the row's dot product, one for its
    // gradient term.
    const double flops = 4.0 * double(n) * double(d) / med;
    out << (cuda ? "cuda" : "cpu") << "  " << n << "  " << d << "  " << k << "  " << fixed(med * 1e3, 3) << "  "
        << std::setprecision(4) << double(n) / med << "  " << fixed(gbs / 1e9, 2) << "  " << fixed(gbs / limit, 3) << "  "
        << fixed(dataBytes / 1e6, 2) << "  " << fixed(growth / 1e6, 1) << "  " << (cuda ? 0 : threads) << "  "
        << toString(storage) << "  " << fixed(ofRead, 3) << "  " << fixed(flops / 1e9, 1) << "  "
        << fixed(cuda || host.flops <= 0 ? 0.0 : flops / host.flops, 3) << "\n";
    const std::optional<double> leastMedian = leastWork ? std::optional(median(leastOfRead)) : std::nullopt;
    if (!cuda)
        out << "  binds: " << bindingLimit(ofRead, flops / host.flops, paired, leastMedian) << "\n";
    if (paired)
        printReadBeside(pairReads, pairRatios, ofRead, ownX != nullptr, out);
    if (leastWork)
        printLeastWorkBeside(leastOfRead, roundOfLeast, ownX != nullptr, out);
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

/// One candidate's rounds in `bench --kernels`: seconds and ratios to the read of X just before each.
struct CandidateRuns {
    detail::KernelSettings settings;
    std::vector<double> seconds, ofRead;
};

/// The spread of `v` around its median: (third quartile - first) / median.
double relativeSpread(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const double med = median(v);
    return med > 0 ? (v[v.size() * 3 / 4] - v[v.size() / 4]) / med : 0.0;
}

/// Every candidate's rounds on the backend's data, interleaved: `repeats` times each, every
/// repeat in another order, each round just after a read of X.
std::vector<CandidateRuns> runCandidates(ComputeBackend &backend, detail::KernelLab &lab, detail::HostDataRead &host,
                                         double xBytes, int repeats)
{
    std::vector<CandidateRuns> runs;
    for (const detail::KernelSettings &s : lab.kernelCandidates())
        runs.push_back({s, {}, {}});
    std::vector<double> w(std::size_t(backend.features()));
    for (std::size_t j = 0; j < w.size(); ++j)
        w[j] = 0.01 * double(j % 7);
    GradientRound round;
    for (int r = 0; r < repeats; ++r)
        for (std::size_t k = 0; k < runs.size(); ++k) {
            stopIfRequested();
            CandidateRuns &c = runs[(k + std::size_t(r) * 5) % runs.size()];
            lab.overrideKernel(c.settings);
            const double read = readOfX(host, xBytes);
            const auto t0 = Clock::now();
            if (const Status st = backend.gradientRound(w, round); !st.ok())
                throw std::runtime_error("round failed: " + st.message);
            const double t = std::chrono::duration<double>(Clock::now() - t0).count();
            c.seconds.push_back(t);
            c.ofRead.push_back(xBytes / t / read);
        }
    lab.overrideKernel(std::nullopt);
    return runs;
}

/// The verdict under the table: the chosen kernel against the fastest of the run, and whether the
/// run's noise can tell them apart.
void printKernelVerdict(const std::vector<CandidateRuns> &runs, const detail::KernelSettings &chosen, std::ostream &out)
{
    std::size_t fastest = 0, picked = runs.size();
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (median(runs[i].seconds) < median(runs[fastest].seconds))
            fastest = i;
        if (runs[i].settings == chosen)
            picked = i;
    }
    if (picked == runs.size()) {
        out << "  the chosen settings are not among the candidates (a switch forced them)\n";
        return;
    }
    const double slower = median(runs[picked].seconds) / median(runs[fastest].seconds) - 1;
    const double noise = std::max(relativeSpread(runs[picked].seconds), relativeSpread(runs[fastest].seconds));
    out << "  the chosen kernel is "
        << (picked == fastest
                ? "the fastest"
                : fixed(100 * slower, 1) + " % slower than the fastest (" + detail::settingsName(runs[fastest].settings) + ")")
        << (slower <= 0.05 ? ": within 5 %" : ": not within 5 %") << "; the rounds' interquartile spread is "
        << fixed(100 * noise, 1) << " % of their median"
        << (picked != fastest && slower <= noise ? ", more than the difference: this run cannot tell them apart" : "") << "\n";
}

/// `bench --kernels` for one configuration: the data generated, a first round (the chooser's
/// choice, measured, cached or guessed), then every candidate's rounds, one line each.
void benchKernels(const RetailZonesConfig &c, Storage storage, int threads, int repeats, std::ostream &out)
{
    auto backend = makeBackend(BackendKind::Cpu, threads);
    auto *lab = dynamic_cast<detail::KernelLab *>(backend.get());
    auto *host = dynamic_cast<detail::HostDataRead *>(backend.get());
    SyntheticSpec spec = retailZonesSpec(c);
    spec.storage = storage;
    if (!lab || !host || !backend->generate(spec).ok())
        throw std::runtime_error("generating the data failed");
    GradientRound first;
    const auto t0 = Clock::now();
    if (const Status st = backend->gradientRound(std::vector<double>(std::size_t(c.features), 0.0), first); !st.ok())
        throw std::runtime_error("round failed: " + st.message);
    const double firstSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
    const std::optional<detail::KernelChoice> choice = lab->kernelChoice();
    out << "kernels: cpu, " << threads << " threads, N = " << c.rows << ", d = " << c.features << ", K = " << c.zones << ", "
        << toString(storage) << ", " << (c.binaryLabels ? "logistic" : "least-squares") << "; chosen: "
        << (choice ? detail::settingsName(choice->settings) + " (" + detail::sourceName(choice->source) + ")"
                   : "the generic loop")
        << "; the first round took " << fixed(firstSeconds * 1e3, 1) << " ms\n";
    if (!choice)
        return;
    const double xBytes = double(c.rows) * double(c.features) * bytesPerValue(storage);
    const std::vector<CandidateRuns> runs = runCandidates(*backend, *lab, *host, xBytes, repeats);
    char line[200];
    std::snprintf(line, sizeof line, "  %-2s %-44s %10s %14s %14s\n", "", "candidate", "median_ms", "ratio_to_read", "sample_ms");
    out << line;
    for (const CandidateRuns &r : runs) {
        double sampleMs = 0;
        for (const auto &[name, seconds] : choice->timings)
            if (name == detail::settingsName(r.settings))
                sampleMs = seconds * 1e3;
        std::snprintf(line, sizeof line, "  %-2s %-44s %10.2f %14.3f %14s\n", r.settings == choice->settings ? "*" : "",
                      detail::settingsName(r.settings).c_str(), median(r.seconds) * 1e3, median(r.ofRead),
                      sampleMs > 0 ? fixed(sampleMs, 3).c_str() : "-");
        out << line;
    }
    out << "  (* the chooser's; medians of " << repeats << " rounds each, interleaved, each just after a read of X itself; "
        << "sample_ms: the chooser's timing on its sample)\n";
    printKernelVerdict(runs, choice->settings, out);
}

/// `bench --kernels`: every configuration and thread count, each candidate kernel side by side.
void runKernelBench(const BenchConfig &config, int repeats, std::ostream &out)
{
    const detail::KernelChooser &chooser = detail::processKernelChooser();
    out << "kernel choices: " << (chooser.path().empty() ? "no cache file (no HOME)" : chooser.path()) << "\n";
    if (const std::string note = chooser.note(); !note.empty())
        out << note << "\n";
    std::vector<long long> counts = config.threads;
    if (counts.empty())
        counts.push_back(std::max(1u, std::thread::hardware_concurrency()));
    for (const long long threads : counts)
        for (long long n : config.rows)
            for (long long d : config.features)
                for (long long k : config.workers)
                    for (const Storage st : config.storage)
                        benchKernels(retailConfig(n, d, k, config.logistic), st, int(threads), repeats, out);
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
    // The bandwidth's two buffers, then each configuration's data beside one of them (ReadProbe).
    return std::max(data + kBandwidthBufferBytes, kBandwidthBufferBytes * 2.0);
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

    if (config.kernels)
        return runKernelBench(config, repeats, out);

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
            << " bytes ahead (SGD_CPU_PREFETCH) into the " << (detail::cpuPrefetchToL2() ? "L2" : "L1")
            << " cache (SGD_CPU_PREFETCH_CACHE=l1|l2)\n";
        if (config.backend != BackendKind::Cuda) {
            const Placement place = measurePlacement(host.threads, repeats);
            out << "host placement: the plain read loop " << fixed(place.fromPage / 1e9, 1) << " GB/s from a 4 KiB boundary, "
                << fixed(place.fromLine / 1e9, 1) << " GB/s from 64 bytes past one (medians of " << repeats
                << ", interleaved); X and the read buffers are allocated as this buffer, which starts " << place.offset
                << " bytes past a 4 KiB boundary\n";
        }
        if (config.backend != BackendKind::Cuda)
            benchBackend(*makeBackend(BackendKind::Cpu, host.threads), config, repeats, host, out);
        if (device && i == 0)
            benchBackend(*device, config, repeats, host, out);
    }
}

} // namespace sgd::gpu
