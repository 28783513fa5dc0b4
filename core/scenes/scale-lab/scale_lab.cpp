#include "scale_lab.h"
#include "scale_lab_params.h"

#include "core/compute_backend.h"
#include "core/memory_budget.h"
#include "core/random.h"
#include "core/sim/gossip_graph.h"
#include "core/sim/quantizer.h"
#include "retail_zones.h"
#include "scale_lab_trace.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <memory>
#include <numeric>
#include <optional>
#include <queue>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>

namespace sgd {

namespace {

using namespace compute;

std::vector<std::string> parseDesigns(const ParamSet &p)
{
    std::vector<std::string> out;
    std::stringstream ss(readParams<ScaleLabParams>(p).designs);
    for (std::string item; std::getline(ss, item, ',');) {
        item = trim(item);
        if (item.empty())
            continue;
        if (std::find(scaleLabDesigns().begin(), scaleLabDesigns().end(), item) == scaleLabDesigns().end() ||
            std::find(out.begin(), out.end(), item) != out.end())
            rejectParam(p, paramKey(&ScaleLabParams::designs),
                        "a comma list of distinct designs from sync, async, decentralized, quantized");
        out.push_back(item);
    }
    if (out.empty())
        rejectParam(p, paramKey(&ScaleLabParams::designs),
                    "a comma list of distinct designs from sync, async, decentralized, quantized");
    return out;
}

/// The decentralized design's graph: a ring, a 2-D torus (rows x cols as square as K allows) or a
/// complete graph. Its mixing weights are the lecture's (core/sim/gossip_graph.h: metropolisHastings).
Graph scaleLabGraph(const std::string &topology, int K)
{
    if (topology == "complete")
        return makeGraph(GraphKind::Complete, K);
    if (topology != "torus")
        return makeGraph(GraphKind::Ring, K);
    int rows = int(std::sqrt(double(K)));
    while (rows > 1 && K % rows != 0)
        --rows;
    const int cols = K / rows;
    std::set<std::pair<int, int>> edges;
    auto link = [&](int a, int b) {
        if (a != b)
            edges.insert({std::min(a, b), std::max(a, b)});
    };
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const int i = r * cols + c;
            link(i, r * cols + (c + 1) % cols);
            link(i, ((r + 1) % rows) * cols + c);
        }
    Graph g;
    g.nodes = K;
    g.edges.assign(edges.begin(), edges.end());
    return g;
}

void ensure(const Status &s, const char *what)
{
    if (!s.ok())
        throw std::runtime_error(std::string(what) + ": " + s.message);
}

/// Times the real gradient work and counts its rows (the throughput the summary reports).
struct WorkMeter {
    double seconds = 0;
    double rows = 0;
    template <typename F> void run(double r, F &&f)
    {
        const auto t0 = std::chrono::steady_clock::now();
        f();
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        rows += r;
    }
};

const std::vector<double> kLectureX = {1, 2, 3, 4}, kLectureY = {3, 5, 7, 9};

/// Synchronous SGD with one worker per lecture point, as gradient rounds of the backend: features
/// (x, 1) give the (w, b) gradient, features (x) the bias-free one.
void surfacePath(ComputeBackend &backend, double eta, bool bias, std::vector<double> &pw, std::vector<double> *pb,
                 std::vector<double> &pl)
{
    constexpr int kSteps = 400;
    Dataset<double> d;
    d.features = bias ? 2 : 1;
    for (std::size_t i = 0; i < kLectureX.size(); ++i) {
        d.x.push_back(kLectureX[i]);
        if (bias)
            d.x.push_back(1.0);
        d.y.push_back(kLectureY[i]);
    }
    d.shardOffsets = {0, 1, 2, 3, 4};
    ensure(backend.load(std::move(d)), "lecture data");
    std::vector<double> w(bias ? 2 : 1, 0.0);
    GradientRound round;
    for (int s = 0; s <= kSteps; ++s) {
        ensure(backend.gradientRound(w, round), "lecture round");
        pw.push_back(w[0]);
        if (pb)
            pb->push_back(w[1]);
        pl.push_back(round.combinedLoss);
        for (std::size_t j = 0; j < w.size(); ++j)
            w[j] -= eta * round.combined[j];
    }
}

/// The lecture's four workers, the loss surface of w x + b over their points and the two paths.
void addSurface(ComputeBackend &backend, ScaleLabMeta &meta)
{
    SurfaceGrid g;
    g.wMin = 0;
    g.wMax = 3.5;
    g.wSteps = 71;
    g.bMin = -2;
    g.bMax = 3;
    g.bSteps = 51;
    std::vector<double> grid;
    ensure(backend.lossSurface(kLectureX, kLectureY, g, grid), "loss surface");
    meta.surface = Matrix(g.bSteps, g.wSteps);
    meta.surface.data = grid;
    meta.surface_w_min = g.wMin;
    meta.surface_w_max = g.wMax;
    meta.surface_b_min = g.bMin;
    meta.surface_b_max = g.bMax;
    meta.surface_eta = 0.12;
    surfacePath(backend, meta.surface_eta, true, meta.path_bias_w, &meta.path_bias_b, meta.path_bias_loss);
    surfacePath(backend, meta.surface_eta, false, meta.path_nobias_w, nullptr, meta.path_nobias_loss);
    // Closed forms for the narration: least squares with and without the intercept.
    meta.surface_best_w = 2.0;
    meta.surface_best_b = 1.0;
    meta.surface_nobias_w = 70.0 / 30.0; // sum x y / sum x^2
}

/// One design as it runs: its curve and its extra number (staleness, disagreement, error) per checkpoint.
struct DesignRun {
    ScaleLabCurve curve;
    std::vector<double> extra;
    void add(double l, double t, double u, double b, double e = 0)
    {
        curve.loss.push_back(l);
        curve.time.push_back(t);
        curve.updates.push_back(u);
        curve.bytes.push_back(b);
        extra.push_back(e);
    }
};

class ScaleLabRun {
public:
    ScaleLabRun(const ParamSet &p, const RunContext &ctx, Trace &trace)
        : m_p(p), m_v(sgd::readParams<ScaleLabParams>(p)), m_tb(trace, ctx), m_trace(trace)
    {
    }
    void run();

private:
    void readParams();
    void prepareData();
    void generateData(Storage storage, double progressFrom, double progressTo);
    void prepareWorkers();
    void runDesigns(std::vector<DesignRun> &runs, double firstPass, double passes);
    void runOnFloat32(double passes);
    void runSync(DesignRun &c, bool quantized, const std::function<void(int)> &step);
    void runAsync(DesignRun &c, const std::function<void(int)> &step);
    void runDecentralized(DesignRun &c, const std::function<void(int)> &step);
    void capDivergence();
    void float32Gaps();
    void writeFrames();
    void writeSummary();
    double globalLoss(const std::vector<double> &w);
    void gradientRound(const std::vector<double> &w)
    {
        m_meter.run(double(m_N), [&] { ensure(m_backend->gradientRound(w, m_share, m_round), "gradient round"); });
    }

    const ParamSet &m_p;
    const ScaleLabParams m_v; ///< m_p, typed
    TraceBuilder m_tb;
    Trace &m_trace;
    std::vector<DesignRun> m_runs; ///< in the order the designs were asked for
    int m_K = 0, m_d = 0, m_R = 0;
    std::int64_t m_N = 0;
    double m_eta = 0;
    Storage m_storage = Storage::Float32;
    ScaleLabCostModel m_cost;
    std::unique_ptr<ComputeBackend> m_backend;
    std::vector<double> m_share, m_sizes, m_speed, m_computeTime;
    double m_slowest = 0;
    QuantizeOptions m_qo;
    WorkMeter m_meter, m_fp32Meter;
    GradientRound m_round, m_perWorker;
    ScaleLabMeta m_meta;
    ScaleLabSummary m_summary;
    std::string m_divergedDesigns;
};
void ScaleLabRun::readParams()
{
    for (const std::string &d : parseDesigns(m_p))
        m_runs.emplace_back().curve.design = d;
    m_K = m_v.workers;
    m_d = m_v.features;
    m_R = m_v.rounds;
    m_N = m_v.rows;
    if (m_N < m_K)
        rejectParam(m_p, paramKey(&ScaleLabParams::rows), "at least one row per worker (" + std::to_string(m_K) + ")");
    m_storage = storageFromString(m_v.storage).value_or(Storage::Float32); // the choice table lets only its names through
    // The backend holds the data once (X as stored, float32 labels); nothing else grows with N. With
    // 16-bit X the float32 runs come after, when the 16-bit data is gone.
    requireMemory(double(m_N) * (double(m_d) * bytesPerValue(Storage::Float32) + 4.0), "lower rows or features");
    m_eta = m_v.eta;
    m_cost.bandwidth = m_v.bandwidth_gbps * 1e9;
    m_cost.latency = m_v.latency_us * 1e-6;
    m_cost.workerFlops = m_v.worker_gflops * 1e9;
}

BackendKind backendKind(const std::string &name)
{
    return name == "cpu" ? BackendKind::Cpu : name == "cuda" ? BackendKind::Cuda : BackendKind::Auto;
}

void ScaleLabRun::prepareData()
{
    m_backend = makeComputeBackend(backendKind(m_v.backend));
    if (!m_backend->supportsStorage(m_storage))
        rejectParam(m_p, paramKey(&ScaleLabParams::storage),
                    "f32 (" + m_backend->summary() + " cannot keep X as " + toString(m_storage) + ")");
    // The summary reaches the narration and the canvas: calm words only; the reason for a fallback
    // stays in the meta data (and in Help > Diagnostics).
    m_summary.backend = m_backend->summary();
    m_meta.backend = m_backend->description();
    m_meta.storage = toString(m_storage);
    addSurface(*m_backend, m_meta);
    m_tb.progress(0.01);
    generateData(m_storage, 0.01, 0.05);
}

void ScaleLabRun::generateData(Storage storage, double progressFrom, double progressTo)
{
    RetailZonesConfig zc;
    zc.rows = m_N;
    zc.features = m_d;
    zc.zones = m_K;
    zc.seed = std::uint64_t(m_v.seed);
    zc.binaryLabels = m_v.loss == "logistic";
    // The backend generates the rows where it keeps them: no host copy (none at all with CUDA).
    SyntheticSpec spec = retailZonesSpec(zc);
    spec.storage = storage;
    m_share.assign(std::size_t(m_K), 0.0);
    m_sizes.assign(std::size_t(m_K), 0.0);
    for (std::size_t k = 0; k < std::size_t(m_K); ++k) {
        m_sizes[k] = double(spec.shardOffsets[k + 1] - spec.shardOffsets[k]);
        m_share[k] = m_sizes[k] / double(m_N);
    }
    // Generating 10^7 x 256 values takes a while on two cores: report it, and let Cancel stop it.
    const Status generated = m_backend->generate(spec, [&](double f) {
        try {
            m_tb.progress(progressFrom + (progressTo - progressFrom) * f);
            return true;
        } catch (const Cancelled &) {
            return false;
        }
    });
    if (generated.code == Status::Code::Cancelled)
        throw Cancelled();
    ensure(generated, "generating the data");
    m_meta.loss = zc.binaryLabels ? "logistic" : "least-squares";
    m_tb.progress(progressTo);
}

void ScaleLabRun::prepareWorkers()
{
    // Worker speeds: a seeded share of stragglers runs `slowdown` times slower.
    m_speed.assign(std::size_t(m_K), 1.0);
    Rng rng(std::uint64_t(m_v.seed) * 7919u + 17u);
    const auto order = shuffledIndices(m_K, rng);
    const int slow = int(std::lround(m_v.stragglers * m_K));
    for (int i = 0; i < slow; ++i)
        m_speed[std::size_t(order[std::size_t(i)])] = 1.0 / m_v.slowdown;
    m_computeTime.assign(std::size_t(m_K), 0.0);
    for (std::size_t k = 0; k < std::size_t(m_K); ++k) {
        m_computeTime[k] = m_cost.computeSeconds(m_sizes[k], m_d, m_speed[k]);
        m_slowest = std::max(m_slowest, m_computeTime[k]);
    }
    m_meta.model_bytes = 4.0 * m_d;
    const QuantizerConfig qc = quantizerForBits(std::stoi(m_v.bits));
    m_meta.quantized_message_bytes = messageBytes(m_d, qc);
    // The lecture's meaning of each width, on the backend.
    m_qo.kind = qc.scheme == QuantScheme::Float16 ? QuantizerKind::Float16
                : qc.scheme == QuantScheme::Sign  ? QuantizerKind::Sign
                                                  : QuantizerKind::Uniform;
    m_qo.bits = qc.bits;
}

double ScaleLabRun::globalLoss(const std::vector<double> &w)
{
    gradientRound(w);
    return m_round.combinedLoss;
}

void ScaleLabRun::runSync(DesignRun &c, bool q, const std::function<void(int)> &step)
{
    const int K = m_K, d = m_d;
    const double modelBytes = m_meta.model_bytes;
    const double roundBytes = q ? double(K) * (m_meta.quantized_message_bytes + modelBytes) : 2.0 * K * modelBytes;
    const double roundTime = m_slowest + 2 * m_cost.latency + (roundBytes / m_cost.bandwidth);
    std::vector<double> w(std::size_t(d), 0.0), g(static_cast<std::size_t>(d)), decoded, scales;
    double err = 0;
    for (int r = 0; r <= m_R; ++r) {
        gradientRound(w);
        c.add(m_round.combinedLoss, r * roundTime, r, r * roundBytes, err);
        if (r == m_R)
            break;
        if (q) {
            // Every worker's gradient compressed as its own message, then the weighted mean.
            m_qo.seed = std::uint64_t(m_v.seed) * 1000003u + std::uint64_t(r);
            ensure(m_backend->quantizeRows(m_round.gradients, K, m_qo, decoded, scales), "quantize");
            std::fill(g.begin(), g.end(), 0.0);
            double num = 0, den = 0;
            for (int k = 0; k < K; ++k) {
                for (int j = 0; j < d; ++j) {
                    const std::size_t at = std::size_t(k) * std::size_t(d) + std::size_t(j);
                    const double v = m_round.gradients[at], e = decoded[at] - v;
                    g[std::size_t(j)] += m_share[std::size_t(k)] * decoded[at];
                    num += e * e;
                    den += v * v;
                }
            }
            err = den > 0 ? std::sqrt(num / den) : 0;
        } else {
            g = m_round.combined;
        }
        for (int j = 0; j < d; ++j)
            w[std::size_t(j)] -= m_eta * g[std::size_t(j)];
        step(r + 1);
    }
}

// Event simulation: worker k reads w, computes for its compute time, pushes; the server applies
// eta * n_k/N * g_k at once (K arrivals ~ one synchronous step), and k reads again.
void ScaleLabRun::runAsync(DesignRun &c, const std::function<void(int)> &step)
{
    const int K = m_K, d = m_d;
    const double modelBytes = m_meta.model_bytes, updateBytes = 2.0 * modelBytes;
    std::vector<double> w(std::size_t(d), 0.0), models(std::size_t(K) * std::size_t(d), 0.0);
    const std::vector<double> &grads = m_perWorker.gradients;
    m_meter.run(double(m_N), [&] { ensure(m_backend->workerGradients(models, {}, m_perWorker), "worker gradients"); });
    // (lands at, started computing at, worker): the earliest landing first; at one instant the push
    // whose gradient started earlier, then the lower worker (the project's tie rule).
    using Event = std::tuple<double, double, int>;
    std::priority_queue<Event, std::vector<Event>, std::greater<>> events;
    std::vector<int> readVersion(std::size_t(K), 0);
    for (int k = 0; k < K; ++k)
        events.push({m_computeTime[std::size_t(k)] + m_cost.transferSeconds(modelBytes), 0.0, k});
    long long updates = 0;
    double staleSum = 0;
    c.add(globalLoss(w), 0, 0, 0, 0);
    for (int r = 1; r <= m_R; ++r) {
        double now = 0;
        for (int i = 0; i < K; ++i) {
            const auto [t, started, k] = events.top();
            (void)started;
            events.pop();
            now = t;
            staleSum += double(updates - readVersion[std::size_t(k)]);
            for (int j = 0; j < d; ++j)
                w[std::size_t(j)] -= m_eta * m_share[std::size_t(k)] * grads[std::size_t(k) * std::size_t(d) + std::size_t(j)];
            ++updates;
            readVersion[std::size_t(k)] = int(updates);
            std::copy(w.begin(), w.end(), models.begin() + std::ptrdiff_t(k) * d);
            const int one[] = {k};
            m_meter.run(m_sizes[std::size_t(k)],
                        [&] { ensure(m_backend->workerGradients(models, one, m_perWorker), "worker gradient"); });
            const double start = now + m_cost.transferSeconds(modelBytes); // the fresh model has come back
            events.push({start + m_computeTime[std::size_t(k)] + m_cost.transferSeconds(modelBytes), start, k});
        }
        c.add(globalLoss(w), now, double(updates), double(updates) * updateBytes, staleSum / double(updates));
        step(r);
    }
}

void ScaleLabRun::runDecentralized(DesignRun &c, const std::function<void(int)> &step)
{
    const int K = m_K, d = m_d;
    const Graph graph = scaleLabGraph(m_v.topology, K);
    const Matrix W = metropolisHastings(graph);
    double roundBytes = 0;
    int maxDeg = 0;
    for (const int deg : graph.degree()) {
        roundBytes += double(deg) * m_meta.model_bytes;
        maxDeg = std::max(maxDeg, deg);
    }
    const double roundTime = m_slowest + m_cost.latency + double(maxDeg) * m_meta.model_bytes / m_cost.bandwidth;
    std::vector<double> models(std::size_t(K) * std::size_t(d), 0.0), mixed, mean(static_cast<std::size_t>(d));
    for (int r = 0; r <= m_R; ++r) {
        std::fill(mean.begin(), mean.end(), 0.0);
        for (int k = 0; k < K; ++k)
            for (int j = 0; j < d; ++j)
                mean[std::size_t(j)] += models[std::size_t(k) * std::size_t(d) + std::size_t(j)] / K;
        double spread = 0;
        for (int k = 0; k < K; ++k)
            for (int j = 0; j < d; ++j) {
                const double e = models[std::size_t(k) * std::size_t(d) + std::size_t(j)] - mean[std::size_t(j)];
                spread += e * e / K;
            }
        c.add(globalLoss(mean), r * roundTime, double(r) * K, r * roundBytes, std::sqrt(spread));
        if (r == m_R)
            break;
        m_meter.run(double(m_N), [&] { ensure(m_backend->workerGradients(models, {}, m_perWorker), "worker gradients"); });
        for (std::size_t i = 0; i < models.size(); ++i)
            models[i] -= m_eta * m_perWorker.gradients[i];
        ensure(m_backend->mix(W.data, models, K, mixed), "gossip mix");
        models.swap(mixed);
        step(r + 1);
    }
    m_meta.decentralized_round_bytes = roundBytes;
}
/// Holds a loss curve that ran away at a cap from the first checkpoint where it left every sensible
/// range (non-finite, or above 10^12 max(1, its start)); returns that checkpoint, if any.
std::optional<std::size_t> holdAtCap(std::vector<double> &loss)
{
    const double cap = 1e12 * std::max(1.0, std::isfinite(loss.front()) ? loss.front() : 1.0);
    for (std::size_t r = 0; r < loss.size(); ++r) {
        if (std::isfinite(loss[r]) && loss[r] <= cap)
            continue;
        std::fill(loss.begin() + std::ptrdiff_t(r), loss.end(), cap);
        return r;
    }
    return std::nullopt;
}

// A design that ran away keeps finite numbers: from the checkpoint where its loss left every
// sensible range it is held at a cap (drawn off the chart) and marked diverged. Its float32 run
// (16-bit X only) is held the same way, unmarked: the design's own curve says when it ran away.
void ScaleLabRun::capDivergence()
{
    for (DesignRun &run : m_runs) {
        ScaleLabCurve &c = run.curve;
        if (const auto r = holdAtCap(c.loss)) {
            c.diverged_at = int(*r);
            m_divergedDesigns += (m_divergedDesigns.empty() ? "" : ", ") + c.design;
            for (std::size_t q = *r; q < run.extra.size(); ++q)
                if (!std::isfinite(run.extra[q]))
                    run.extra[q] = 0.0;
        }
        if (c.fp32_loss)
            holdAtCap(*c.fp32_loss);
    }
}

/// With 16-bit X: each checkpoint's (loss - fp32_loss) / fp32_loss, after both are capped.
void ScaleLabRun::float32Gaps()
{
    for (DesignRun &run : m_runs) {
        ScaleLabCurve &c = run.curve;
        if (!c.fp32_loss)
            continue;
        const std::vector<double> &ref = *c.fp32_loss;
        c.fp32_gap.emplace();
        for (std::size_t q = 0; q < c.loss.size(); ++q)
            c.fp32_gap->push_back(ref[q] > 0 ? (c.loss[q] - ref[q]) / ref[q] : 0.0);
    }
}

/// Frames: one per checkpoint, every design's numbers side by side.
void ScaleLabRun::writeFrames()
{
    for (int r = 0; r <= m_R; ++r) {
        ScaleLabCheckpoint f;
        f.step = r;
        for (const DesignRun &run : m_runs) {
            const ScaleLabDesignFields &at = scaleLabFields(run.curve.design);
            const auto i = std::size_t(r);
            f.*at.loss = run.curve.loss[i];
            f.*at.time = run.curve.time[i];
            f.*at.updates = run.curve.updates[i];
            f.*at.bytes = run.curve.bytes[i];
            if (at.extra)
                f.*at.extra = run.extra[i];
        }
        m_tb.add(toRecord(f));
    }
}

void ScaleLabRun::writeSummary()
{
    m_meta.workers = m_K;
    m_meta.rows = int(m_N);
    m_meta.features = m_d;
    m_meta.shard_sizes = m_sizes;
    m_meta.worker_speeds = m_speed;
    m_meta.slowest_compute_s = m_slowest;
    m_summary.rows_computed = m_meter.rows;
    m_summary.compute_seconds = m_meter.seconds;
    m_summary.throughput_rows_per_s = m_meter.seconds > 0 ? m_meter.rows / m_meter.seconds : 0.0;
    m_summary.backend = m_backend->summary(); // after the rounds: how their kernel was chosen
    if (m_storage != Storage::Float32 && m_fp32Meter.seconds > 0)
        m_summary.fp32_throughput_rows_per_s = m_fp32Meter.rows / m_fp32Meter.seconds;
    for (const DesignRun &run : m_runs) {
        const ScaleLabCurve &c = run.curve;
        m_meta.curves.push_back(c);
        m_summary.finals.push_back({c.design, c.loss.back(), c.time.back(), c.bytes.back(), c.updates.back(),
                                    c.fp32_loss ? std::optional<double>(c.fp32_loss->back()) : std::nullopt});
        if (!std::isfinite(c.loss.back()) || c.loss.back() > 1e6 * c.loss.front()) {
            m_summary.diverged = true;
            m_summary.message = (m_divergedDesigns.empty() ? c.design : m_divergedDesigns) + " diverged: lower η";
        }
    }
    setMetaAndSummary(m_trace, m_meta, m_summary);
}

/// Runs every design of `runs`; they are passes firstPass, firstPass + 1, ... of `passes` for the progress.
void ScaleLabRun::runDesigns(std::vector<DesignRun> &runs, double firstPass, double passes)
{
    for (std::size_t di = 0; di < runs.size(); ++di) {
        DesignRun &c = runs[di];
        const double pass = firstPass + double(di);
        const std::function<void(int)> step = [&](int r) { m_tb.progress(0.05 + 0.95 * (pass + double(r) / m_R) / passes); };
        if (c.curve.design == "sync" || c.curve.design == "quantized")
            runSync(c, c.curve.design == "quantized", step);
        else if (c.curve.design == "async")
            runAsync(c, step);
        else
            runDecentralized(c, step);
    }
}

/// With 16-bit X: every design again on float32 X (the 16-bit data freed first), timed apart, its
/// loss kept beside the design's curve (the price of the fewer bits, as in quantized SGD).
void ScaleLabRun::runOnFloat32(double passes)
{
    const double done = double(m_runs.size());
    m_backend = makeComputeBackend(backendKind(m_v.backend));
    const double at = 0.05 + 0.95 * done / passes;
    generateData(Storage::Float32, at, at);
    std::vector<DesignRun> fp32;
    for (const DesignRun &run : m_runs)
        fp32.emplace_back().curve.design = run.curve.design;
    std::swap(m_meter, m_fp32Meter);
    m_perWorker = GradientRound{};
    runDesigns(fp32, done, passes);
    std::swap(m_meter, m_fp32Meter);
    for (std::size_t i = 0; i < m_runs.size(); ++i)
        m_runs[i].curve.fp32_loss = std::move(fp32[i].curve.loss);
}

void ScaleLabRun::run()
{
    readParams();
    prepareData();
    prepareWorkers();
    const bool sixteen = m_storage != Storage::Float32;
    const double passes = double(m_runs.size()) * (sixteen ? 2 : 1);
    runDesigns(m_runs, 0, passes);
    if (sixteen) {
        m_backend.reset(); // the 16-bit X goes before the float32 X comes
        runOnFloat32(passes);
    }
    capDivergence();
    float32Gaps();
    writeFrames();
    writeSummary();
    m_tb.progress(1.0);
}

} // namespace

template <> const ParamTable<ScaleLabParams> &paramTable<ScaleLabParams>()
{
    using P = ScaleLabParams;
    static const ParamTable<P> table({
        param(&P::designs, textParam("designs", "sync,async,decentralized,quantized", "designs",
                                     "Comma list of the designs to compare: sync, async, decentralized, quantized.")),
        param(&P::workers, integerParam("workers", "64", 2, 1024, "workers K", "How many zones (workers) hold a shard.")),
        param(&P::rows, integerParam("rows", "200000", 1000, 1e7, "rows N", "Rows of synthetic retail data over all zones.")),
        param(&P::features, integerParam("features", "16", 1, 256, "features d", "Features per row (the length of w).")),
        param(&P::loss, choiceParam("loss", "least-squares", {"least-squares", "logistic"}, "model",
                                    "Least squares on a real label (basket value), or logistic regression on a 0/1 label (did "
                                    "the visit end in a sale).")),
        param(&P::topology, choiceParam("topology", "ring", {"ring", "torus", "complete"}, "topology",
                                        "Who gossips with whom in the decentralized design (Metropolis-Hastings weights).")),
        param(&P::bits, choiceParam("bits", "8", {"16", "8", "4", "2", "1"}, "bits per value",
                                    "Width of each gradient value in the quantized design.")),
        param(&P::stragglers, numberParam("stragglers", "0.1", 0, 1, "straggler share", "Share of workers that run slow.")),
        param(&P::slowdown,
              numberParam("slowdown", "4", 1, 100, "straggler slowdown", "How many times slower a straggler computes.")),
        param(&P::rounds,
              integerParam("rounds", "30", 1, 1000, "rounds", "Checkpoints: synchronous rounds (async: K updates each).")),
        param(&P::eta, numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size of every design.", true)),
        param(&P::bandwidth_gbps, numberParam("bandwidth_gbps", "1.25", 0.001, 1e4, "bandwidth (GB/s)",
                                              "Link bandwidth of the simulated cluster in gigabytes per second.")),
        param(&P::latency_us,
              numberParam("latency_us", "50", 0, 1e6, "latency (µs)", "Fixed cost of every message in microseconds.")),
        param(&P::worker_gflops,
              numberParam("worker_gflops", "1", 0.001, 1e6, "worker GFLOP/s", "Compute speed of a full-speed simulated worker.")),
        param(&P::seed, integerParam("seed", "1", 0, 2147483647, "seed", "Seed of the data and of the straggler draw.")),
        param(&P::backend, choiceParam("backend", "auto", {"auto", "cpu", "cuda"}, "backend",
                                       "Where the gradients are computed: auto picks CUDA when a device is there.")),
        param(&P::storage, choiceParam("storage", "f32", scaleLabStorages(), "X storage",
                                       "How the data rows are kept: float32, or 16-bit bfloat16 or float16 (sums in float32): "
                                       "half the bytes to read, each value rounded. With 16 bits every design also runs on "
                                       "float32 X, so the two loss curves can be compared.")),
    });
    return table;
}

const std::vector<ParamDef> &scaleLabParams()
{
    return paramTable<ScaleLabParams>().defs();
}

Trace runScaleLab(const ParamSet &p, const RunContext &ctx)
{
    Trace trace;
    ScaleLabRun(p, ctx, trace).run();
    return trace;
}

} // namespace sgd
