#include "scale_lab.h"

#include "compute_backend.h"
#include "quantizer.h"
#include "random.h"
#include "retail_zones.h"
#include "scenes.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <numeric>
#include <queue>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unistd.h>

namespace sgd::gpu {

namespace {

const std::vector<std::string> kDesigns = {"sync", "async", "decentralized", "quantized"};

ParamDef numberDef(std::string key, std::string def, double lo, double hi, std::string label, std::string desc,
                   ParamKind kind = ParamKind::Number, bool loExclusive = false)
{
    ParamDef d;
    d.key = std::move(key);
    d.kind = kind;
    d.defaultValue = std::move(def);
    d.min = lo;
    d.max = hi;
    d.label = std::move(label);
    d.description = std::move(desc);
    d.minExclusive = loExclusive;
    return d;
}

ParamDef choiceDef(std::string key, std::string def, std::vector<std::string> choices, std::string label, std::string desc)
{
    ParamDef d;
    d.key = std::move(key);
    d.kind = ParamKind::Choice;
    d.defaultValue = std::move(def);
    d.choices = std::move(choices);
    d.label = std::move(label);
    d.description = std::move(desc);
    return d;
}

[[noreturn]] void reject(const ParamSet &p, const std::string &key, const std::string &allowed)
{
    throw ParamError(key, p.text(key), allowed);
}

std::vector<std::string> parseDesigns(const ParamSet &p)
{
    std::vector<std::string> out;
    std::stringstream ss(p.text("designs"));
    for (std::string item; std::getline(ss, item, ',');) {
        item = trim(item);
        if (item.empty())
            continue;
        if (std::find(kDesigns.begin(), kDesigns.end(), item) == kDesigns.end() ||
            std::find(out.begin(), out.end(), item) != out.end())
            reject(p, "designs", "a comma list of distinct designs from sync, async, decentralized, quantized");
        out.push_back(item);
    }
    if (out.empty())
        reject(p, "designs", "a comma list of distinct designs from sync, async, decentralized, quantized");
    return out;
}

/// Neighbour sets of a ring, a 2-D torus (rows x cols as square as K allows) or a complete graph.
std::vector<std::set<int>> neighbours(const std::string &topology, int K)
{
    std::vector<std::set<int>> nb(static_cast<std::size_t>(K));
    auto link = [&](int a, int b) {
        if (a != b) {
            nb[std::size_t(a)].insert(b);
            nb[std::size_t(b)].insert(a);
        }
    };
    if (topology == "complete") {
        for (int a = 0; a < K; ++a)
            for (int b = a + 1; b < K; ++b)
                link(a, b);
    } else if (topology == "torus") {
        int rows = int(std::sqrt(double(K)));
        while (rows > 1 && K % rows != 0)
            --rows;
        const int cols = K / rows;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const int i = r * cols + c;
                link(i, r * cols + (c + 1) % cols);
                link(i, ((r + 1) % rows) * cols + c);
            }
    } else {
        for (int i = 0; i < K; ++i)
            link(i, (i + 1) % K);
    }
    return nb;
}

/// Metropolis-Hastings weights: W_ij = 1 / (1 + max(deg_i, deg_j)) on edges, the rest on the diagonal.
std::vector<double> metropolis(const std::vector<std::set<int>> &nb)
{
    const int K = int(nb.size());
    std::vector<double> W(std::size_t(K) * std::size_t(K), 0.0);
    for (int i = 0; i < K; ++i) {
        double rest = 1.0;
        for (int j : nb[std::size_t(i)]) {
            const double w = 1.0 / (1.0 + double(std::max(nb[std::size_t(i)].size(), nb[std::size_t(j)].size())));
            W[std::size_t(i) * std::size_t(K) + std::size_t(j)] = w;
            rest -= w;
        }
        W[std::size_t(i) * std::size_t(K) + std::size_t(i)] = rest;
    }
    return W;
}

struct Curve {
    std::vector<double> loss, time, updates, bytes, extra;
    void add(double l, double t, double u, double b, double e = 0)
    {
        loss.push_back(l);
        time.push_back(t);
        updates.push_back(u);
        bytes.push_back(b);
        extra.push_back(e);
    }
};

void ensure(const Status &s, const char *what)
{
    if (!s.ok())
        throw std::runtime_error(std::string(what) + ": " + s.message);
}

/// Times the real gradient work and counts its rows (the throughput the summary reports).
struct WorkMeter {
    double seconds = 0;
    double rows = 0;
    template <typename F>
    void run(double r, F &&f)
    {
        const auto t0 = std::chrono::steady_clock::now();
        f();
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        rows += r;
    }
};

double physicalMemory()
{
    const long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && size > 0 ? double(pages) * double(size) : 8e9;
}

/// The lecture's four workers and the loss surface of w x + b over their points.
void addSurface(ComputeBackend &backend, Record &meta)
{
    const std::vector<double> xs = {1, 2, 3, 4}, ys = {3, 5, 7, 9};
    SurfaceGrid g;
    g.wMin = 0;
    g.wMax = 3.5;
    g.wSteps = 71;
    g.bMin = -2;
    g.bMax = 3;
    g.bSteps = 51;
    std::vector<double> grid;
    ensure(backend.lossSurface(xs, ys, g, grid), "loss surface");
    Matrix m(g.bSteps, g.wSteps);
    m.data = grid;
    meta.set("surface", m);
    meta.set("surface_w_min", g.wMin);
    meta.set("surface_w_max", g.wMax);
    meta.set("surface_b_min", g.bMin);
    meta.set("surface_b_max", g.bMax);

    // Synchronous SGD with one worker per point, as one gradient round of the backend: features
    // (x, 1) give the (w, b) gradient, features (x) the bias-free one.
    const double eta = 0.12;
    const int steps = 400;
    auto path = [&](bool bias, std::vector<double> &pw, std::vector<double> &pb, std::vector<double> &pl) {
        Dataset<double> d;
        d.features = bias ? 2 : 1;
        for (std::size_t i = 0; i < xs.size(); ++i) {
            d.x.push_back(xs[i]);
            if (bias)
                d.x.push_back(1.0);
            d.y.push_back(ys[i]);
        }
        d.shardOffsets = {0, 1, 2, 3, 4};
        ensure(backend.load(std::move(d)), "lecture data");
        std::vector<double> w(bias ? 2 : 1, 0.0);
        GradientRound round;
        for (int s = 0; s <= steps; ++s) {
            ensure(backend.gradientRound(w, round), "lecture round");
            pw.push_back(w[0]);
            pb.push_back(bias ? w[1] : 0.0);
            pl.push_back(round.combinedLoss);
            for (std::size_t j = 0; j < w.size(); ++j)
                w[j] -= eta * round.combined[j];
        }
    };
    std::vector<double> bw, bb, bl, nw, nb, nl;
    path(true, bw, bb, bl);
    path(false, nw, nb, nl);
    meta.set("surface_eta", eta);
    meta.set("path_bias_w", bw);
    meta.set("path_bias_b", bb);
    meta.set("path_bias_loss", bl);
    meta.set("path_nobias_w", nw);
    meta.set("path_nobias_loss", nl);
    // Closed forms for the narration: least squares with and without the intercept.
    meta.set("surface_best_w", 2.0);
    meta.set("surface_best_b", 1.0);
    meta.set("surface_nobias_w", 70.0 / 30.0); // sum x y / sum x^2
}

} // namespace

const std::vector<ParamDef> &scaleLabParams()
{
    static const std::vector<ParamDef> defs = [] {
        ParamDef designs;
        designs.key = "designs";
        designs.kind = ParamKind::Text;
        designs.defaultValue = "sync,async,decentralized,quantized";
        designs.label = "designs";
        designs.description = "Comma list of the designs to compare: sync, async, decentralized, quantized.";
        return std::vector<ParamDef>{
            designs,
            numberDef("workers", "64", 2, 1024, "workers K", "How many zones (workers) hold a shard.", ParamKind::Integer),
            numberDef("rows", "200000", 1000, 1e7, "rows N", "Rows of synthetic retail data over all zones.", ParamKind::Integer),
            numberDef("features", "16", 1, 256, "features d", "Features per row (the length of w).", ParamKind::Integer),
            choiceDef("loss", "least-squares", {"least-squares", "logistic"}, "model",
                      "Least squares on a real label (basket value), or logistic regression on a 0/1 label (did the visit end in a sale)."),
            choiceDef("topology", "ring", {"ring", "torus", "complete"}, "topology", "Who gossips with whom in the decentralized design (Metropolis-Hastings weights)."),
            choiceDef("bits", "8", {"16", "8", "4", "2", "1"}, "bits per value", "Width of each gradient value in the quantized design."),
            numberDef("stragglers", "0.1", 0, 1, "straggler share", "Share of workers that run slow."),
            numberDef("slowdown", "4", 1, 100, "straggler slowdown", "How many times slower a straggler computes."),
            numberDef("rounds", "30", 1, 1000, "rounds", "Checkpoints: synchronous rounds (async: K updates each).", ParamKind::Integer),
            numberDef("eta", "0.1", 0, 1, "learning rate eta", "Step size of every design.", ParamKind::Number, true),
            numberDef("bandwidth_gbps", "1.25", 0.001, 1e4, "bandwidth (GB/s)", "Link bandwidth of the simulated cluster in gigabytes per second.", ParamKind::Number),
            numberDef("latency_us", "50", 0, 1e6, "latency (µs)", "Fixed cost of every message in microseconds."),
            numberDef("worker_gflops", "1", 0.001, 1e6, "worker GFLOP/s", "Compute speed of a full-speed simulated worker.", ParamKind::Number),
            numberDef("seed", "1", 0, 2147483647, "seed", "Seed of the data and of the straggler draw.", ParamKind::Integer),
            choiceDef("backend", "auto", {"auto", "cpu", "cuda"}, "backend", "Where the gradients are computed: auto picks CUDA when a device is there."),
        };
    }();
    return defs;
}

Trace runScaleLab(const ParamSet &p, const RunContext &ctx)
{
    Trace trace;
    TraceBuilder tb(trace, ctx);
    const auto designs = parseDesigns(p);
    const int K = p.integer("workers"), d = p.integer("features"), R = p.integer("rounds");
    const std::int64_t N = p.integer("rows");
    if (N < K)
        reject(p, "rows", "at least one row per worker (" + std::to_string(K) + ")");
    // The backend holds the data once (float32 values and labels); nothing else grows with N.
    const double bytesNeeded = double(N) * double(d + 1) * 4.0;
    if (bytesNeeded > 0.6 * physicalMemory())
        reject(p, "rows", "fewer rows x features: the data (" + formatNumberShort(bytesNeeded / 1e9, 3) +
                              " GB) must fit in 60% of this machine's memory");
    const bool logistic = p.text("loss") == "logistic";
    const double eta = p.number("eta");
    ScaleLabCostModel cost;
    cost.bandwidth = p.number("bandwidth_gbps") * 1e9;
    cost.latency = p.number("latency_us") * 1e-6;
    cost.workerFlops = p.number("worker_gflops") * 1e9;
    const std::string bk = p.text("backend");
    auto backend = makeBackend(bk == "cpu" ? BackendKind::Cpu : bk == "cuda" ? BackendKind::Cuda : BackendKind::Auto);
    // The summary reaches the narration and the canvas: calm words only; the reason for a fallback
    // stays in the meta data (and in Help > Diagnostics).
    trace.summary.set("backend", backend->summary());
    trace.meta.set("backend", backend->description());

    addSurface(*backend, trace.meta);
    tb.progress(0.01);

    RetailZonesConfig zc;
    zc.rows = N;
    zc.features = d;
    zc.zones = K;
    zc.seed = std::uint64_t(p.integer("seed"));
    zc.binaryLabels = logistic;
    // The backend generates the rows where it keeps them: no host copy (none at all with CUDA).
    const SyntheticSpec spec = retailZonesSpec(zc);
    const auto &offsets = spec.shardOffsets;
    std::vector<double> share(static_cast<std::size_t>(K)), sizes(static_cast<std::size_t>(K));
    for (int k = 0; k < K; ++k) {
        sizes[std::size_t(k)] = double(offsets[std::size_t(k) + 1] - offsets[std::size_t(k)]);
        share[std::size_t(k)] = sizes[std::size_t(k)] / double(N);
    }
    // Generating 10^7 x 256 values takes a while on two cores: report it, and let Cancel stop it.
    const Status generated = backend->generate(spec, [&](double f) {
        try {
            tb.progress(0.01 + 0.04 * f);
            return true;
        } catch (const Cancelled &) {
            return false;
        }
    });
    if (generated.code == Status::Code::Cancelled)
        throw Cancelled();
    ensure(generated, "generating the data");
    trace.meta.set("loss", logistic ? "logistic" : "least-squares");
    tb.progress(0.05);

    // Worker speeds: a seeded share of stragglers runs `slowdown` times slower.
    std::vector<double> speed(std::size_t(K), 1.0);
    {
        Rng rng(std::uint64_t(p.integer("seed")) * 7919u + 17u);
        const auto order = shuffledIndices(K, rng);
        const int slow = int(std::lround(p.number("stragglers") * K));
        for (int i = 0; i < slow; ++i)
            speed[std::size_t(order[std::size_t(i)])] = 1.0 / p.number("slowdown");
    }
    std::vector<double> compute(static_cast<std::size_t>(K));
    double slowest = 0;
    for (int k = 0; k < K; ++k) {
        compute[std::size_t(k)] = cost.computeSeconds(sizes[std::size_t(k)], d, speed[std::size_t(k)]);
        slowest = std::max(slowest, compute[std::size_t(k)]);
    }
    const double modelBytes = 4.0 * d;
    const QuantizerConfig qc = quantizerForBits(std::stoi(p.text("bits")));
    const double messageQ = messageBytes(d, qc);
    QuantizeOptions qo; // the lecture's meaning of each width, on the backend
    qo.kind = qc.scheme == QuantScheme::Float16 ? QuantizerKind::Float16
            : qc.scheme == QuantScheme::Sign    ? QuantizerKind::Sign
                                                : QuantizerKind::Uniform;
    qo.bits = qc.bits;

    WorkMeter meter;
    GradientRound round, perWorker;
    const std::vector<double> w0(std::size_t(d), 0.0);
    auto globalLoss = [&](const std::vector<double> &w) {
        meter.run(double(N), [&] { ensure(backend->gradientRound(w, share, round), "gradient round"); });
        return round.combinedLoss;
    };
    std::map<std::string, Curve> curves;
    const double D = double(designs.size());
    for (std::size_t di = 0; di < designs.size(); ++di) {
        const std::string &design = designs[di];
        Curve &c = curves[design];
        auto step = [&](int r) { tb.progress(0.05 + 0.95 * (double(di) + double(r) / R) / D); };
        if (design == "sync" || design == "quantized") {
            const bool q = design == "quantized";
            const double roundBytes = q ? double(K) * (messageQ + modelBytes) : 2.0 * K * modelBytes;
            const double roundTime = slowest + 2 * cost.latency + (roundBytes / cost.bandwidth);
            std::vector<double> w = w0, g(static_cast<std::size_t>(d)), decoded, scales;
            double err = 0;
            for (int r = 0; r <= R; ++r) {
                meter.run(double(N), [&] { ensure(backend->gradientRound(w, share, round), "gradient round"); });
                c.add(round.combinedLoss, r * roundTime, r, r * roundBytes, err);
                if (r == R)
                    break;
                if (q) {
                    // Every worker's gradient compressed as its own message, then the weighted mean.
                    qo.seed = std::uint64_t(p.integer("seed")) * 1000003u + std::uint64_t(r);
                    ensure(backend->quantizeRows(round.gradients, K, qo, decoded, scales), "quantize");
                    std::fill(g.begin(), g.end(), 0.0);
                    double num = 0, den = 0;
                    for (int k = 0; k < K; ++k) {
                        for (int j = 0; j < d; ++j) {
                            const std::size_t at = std::size_t(k) * std::size_t(d) + std::size_t(j);
                            const double v = round.gradients[at], e = decoded[at] - v;
                            g[std::size_t(j)] += share[std::size_t(k)] * decoded[at];
                            num += e * e;
                            den += v * v;
                        }
                    }
                    err = den > 0 ? std::sqrt(num / den) : 0;
                } else {
                    g = round.combined;
                }
                for (int j = 0; j < d; ++j)
                    w[std::size_t(j)] -= eta * g[std::size_t(j)];
                step(r + 1);
            }
        } else if (design == "async") {
            // Event simulation: worker k reads w, computes for compute_k, pushes; the server applies
            // eta * n_k/N * g_k at once (K arrivals ~ one synchronous step), and k reads again.
            const double updateBytes = 2.0 * modelBytes;
            std::vector<double> w = w0, models(std::size_t(K) * std::size_t(d), 0.0);
            const std::vector<double> &grads = perWorker.gradients;
            meter.run(double(N), [&] { ensure(backend->workerGradients(models, {}, perWorker), "worker gradients"); });
            using Event = std::pair<double, int>;
            std::priority_queue<Event, std::vector<Event>, std::greater<>> events;
            std::vector<int> readVersion(std::size_t(K), 0);
            for (int k = 0; k < K; ++k)
                events.push({compute[std::size_t(k)] + cost.transferSeconds(modelBytes), k});
            long long updates = 0;
            double staleSum = 0;
            c.add(globalLoss(w), 0, 0, 0, 0);
            for (int r = 1; r <= R; ++r) {
                double now = 0;
                for (int i = 0; i < K; ++i) {
                    const auto [t, k] = events.top();
                    events.pop();
                    now = t;
                    staleSum += double(updates - readVersion[std::size_t(k)]);
                    for (int j = 0; j < d; ++j)
                        w[std::size_t(j)] -= eta * share[std::size_t(k)] * grads[std::size_t(k) * std::size_t(d) + std::size_t(j)];
                    ++updates;
                    readVersion[std::size_t(k)] = int(updates);
                    std::copy(w.begin(), w.end(), models.begin() + std::ptrdiff_t(k) * d);
                    const int one[] = {k};
                    meter.run(sizes[std::size_t(k)], [&] { ensure(backend->workerGradients(models, one, perWorker), "worker gradient"); });
                    events.push({now + cost.transferSeconds(modelBytes) + compute[std::size_t(k)] + cost.transferSeconds(modelBytes), k});
                }
                c.add(globalLoss(w), now, double(updates), double(updates) * updateBytes, staleSum / double(updates));
                step(r);
            }
        } else { // decentralized
            const auto nb = neighbours(p.text("topology"), K);
            const auto W = metropolis(nb);
            double roundBytes = 0;
            std::size_t maxDeg = 0;
            for (const auto &s : nb) {
                roundBytes += double(s.size()) * modelBytes;
                maxDeg = std::max(maxDeg, s.size());
            }
            const double roundTime = slowest + cost.latency + double(maxDeg) * modelBytes / cost.bandwidth;
            std::vector<double> models(std::size_t(K) * std::size_t(d), 0.0), mixed, mean(static_cast<std::size_t>(d));
            const std::vector<double> &grads = perWorker.gradients;
            for (int r = 0; r <= R; ++r) {
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
                if (r == R)
                    break;
                meter.run(double(N), [&] { ensure(backend->workerGradients(models, {}, perWorker), "worker gradients"); });
                for (std::size_t i = 0; i < models.size(); ++i)
                    models[i] -= eta * grads[i];
                ensure(backend->mix(W, models, K, mixed), "gossip mix");
                models.swap(mixed);
                step(r + 1);
            }
            trace.meta.set("decentralized_round_bytes", roundBytes);
        }
    }

    // A design that ran away keeps finite numbers: from the checkpoint where its loss left every
    // sensible range it is held at a cap (drawn off the chart) and marked diverged.
    std::string divergedDesigns;
    for (auto &[name, c] : curves) {
        const double cap = 1e12 * std::max(1.0, std::isfinite(c.loss.front()) ? c.loss.front() : 1.0);
        for (std::size_t r = 0; r < c.loss.size(); ++r) {
            if (std::isfinite(c.loss[r]) && c.loss[r] <= cap)
                continue;
            trace.meta.set(name + "_diverged_at", double(r));
            divergedDesigns += (divergedDesigns.empty() ? "" : ", ") + name;
            for (std::size_t q = r; q < c.loss.size(); ++q)
                c.loss[q] = cap;
            for (std::size_t q = r; q < c.extra.size(); ++q)
                if (!std::isfinite(c.extra[q]))
                    c.extra[q] = 0.0;
            break;
        }
    }

    // Frames: one per checkpoint, every design's numbers side by side.
    Record &meta = trace.meta;
    std::string list;
    for (const auto &dn : designs)
        list += (list.empty() ? "" : ",") + dn;
    meta.set("designs", list);
    meta.set("workers", double(K));
    meta.set("rows", double(N));
    meta.set("features", double(d));
    meta.set("model_bytes", modelBytes);
    meta.set("quantized_message_bytes", messageQ);
    meta.set("shard_sizes", sizes);
    meta.set("worker_speeds", speed);
    meta.set("slowest_compute_s", slowest);
    for (const auto &[name, c] : curves) {
        meta.set("curve_" + name + "_loss", c.loss);
        meta.set("curve_" + name + "_time", c.time);
        meta.set("curve_" + name + "_updates", c.updates);
        meta.set("curve_" + name + "_bytes", c.bytes);
    }
    for (int r = 0; r <= R; ++r) {
        Frame f;
        f.set("step", double(r));
        for (const auto &dn : designs) {
            const Curve &c = curves[dn];
            f.set(dn + "_loss", c.loss[std::size_t(r)]);
            f.set(dn + "_time", c.time[std::size_t(r)]);
            f.set(dn + "_updates", c.updates[std::size_t(r)]);
            f.set(dn + "_bytes", c.bytes[std::size_t(r)]);
            if (dn == "async")
                f.set("async_mean_staleness", c.extra[std::size_t(r)]);
            if (dn == "decentralized")
                f.set("decentralized_disagreement", c.extra[std::size_t(r)]);
            if (dn == "quantized")
                f.set("quantized_relative_error", c.extra[std::size_t(r)]);
        }
        tb.add(std::move(f));
    }
    Record &sum = trace.summary;
    sum.set("rows_computed", meter.rows);
    sum.set("compute_seconds", meter.seconds);
    sum.set("throughput_rows_per_s", meter.seconds > 0 ? meter.rows / meter.seconds : 0.0);
    for (const auto &dn : designs) {
        sum.set(dn + "_final_loss", curves[dn].loss.back());
        sum.set(dn + "_final_time", curves[dn].time.back());
        sum.set(dn + "_final_bytes", curves[dn].bytes.back());
        sum.set(dn + "_final_updates", curves[dn].updates.back());
        if (!std::isfinite(curves[dn].loss.back()) || curves[dn].loss.back() > 1e6 * curves[dn].loss.front()) {
            sum.set("diverged", 1.0);
            sum.set("message", (divergedDesigns.empty() ? dn : divergedDesigns) + " diverged: lower eta");
        }
    }
    tb.progress(1.0);
    return trace;
}

void registerScaleLab()
{
    if (findScene("scale-lab"))
        return;
    SceneDef d;
    d.id = "scale-lab";
    d.title = "Scale lab";
    d.summary = "Sync, async, decentralized and quantized SGD on up to 1024 retail zones and 10 million rows: "
                "the learning computed for real, the cluster's wall-clock from a cost model.";
    d.params = scaleLabParams();
    d.stepsKey = "rounds";
    d.stepNoun = "checkpoint";
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runScaleLab(p, ctx); };
    registerScene(std::move(d));
}

} // namespace sgd::gpu
