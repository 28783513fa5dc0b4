#include "quantized.h"

#include "core/params.h"
#include "quantized_trace.h"

#include <Eigen/Core>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>
#include <stdexcept>
#include <thread>

namespace sgd {

namespace {

/// The data of every worker, kept as what a gradient of the squared error needs: for worker w
/// with rows X and labels y, A = X^T X / n and b = X^T y / n, so that its gradient at w is A w - b.
/// (n >= 4 d, so these are smaller than the rows and a round costs d^2, not n d, per worker.)
struct Problem {
    int k = 0, d = 0, n = 0;
    std::vector<Eigen::MatrixXd> a; ///< per worker, d x d
    std::vector<Eigen::VectorXd> b; ///< per worker, d
    Eigen::MatrixXd aAll;           ///< the means over all workers: loss = (w^T A w - 2 b^T w + c) / 2
    Eigen::VectorXd bAll;
    double cAll = 0;
    std::vector<double> wTrue;
};

Problem makeProblem(const QuantizedParams &c)
{
    Problem p;
    p.k = c.workers;
    p.d = c.features;
    // At least four samples per feature, so a shard's sample covariance stays well conditioned
    // and the default step size is stable for any width.
    p.n = std::max(c.samplesPerWorker, 4 * c.features);
    Rng rng(c.seed);
    for (int j = 0; j < p.d; ++j)
        p.wTrue.push_back((j % 2 ? -1.0 : 1.0) * (1.0 + 0.5 * j) / p.d * 2.0);
    p.aAll = Eigen::MatrixXd::Zero(p.d, p.d);
    p.bAll = Eigen::VectorXd::Zero(p.d);
    Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> x(p.n, p.d);
    Eigen::VectorXd y(p.n);
    std::vector<double> shift(std::size_t(p.d));
    for (int w = 0; w < p.k; ++w) {
        // Shards differ a little (non-IID): each worker's features are shifted in its own direction.
        for (int j = 0; j < p.d; ++j)
            shift[std::size_t(j)] = 0.8 * std::sin(1.3 * w + 0.7 * j) / std::sqrt(double(p.d));
        for (int i = 0; i < p.n; ++i) {
            double dot = 0;
            for (int j = 0; j < p.d; ++j) {
                const double v = rng.normal() + shift[std::size_t(j)];
                x(i, j) = v;
                dot += v * p.wTrue[std::size_t(j)];
            }
            y(i) = dot + 0.1 * rng.normal();
        }
        Eigen::MatrixXd a = Eigen::MatrixXd::Zero(p.d, p.d);
        a.selfadjointView<Eigen::Lower>().rankUpdate(x.transpose(), 1.0 / double(p.n)); // half the work of X^T X
        a.triangularView<Eigen::StrictlyUpper>() = a.transpose();
        p.a.push_back(std::move(a));
        p.b.push_back(x.transpose() * y / double(p.n));
        p.aAll += p.a.back() / double(p.k);
        p.bAll += p.b.back() / double(p.k);
        p.cAll += y.squaredNorm() / double(p.n) / double(p.k);
    }
    return p;
}

double norm(const std::vector<double> &v)
{
    double s = 0;
    for (double x : v)
        s += x * x;
    return std::sqrt(s);
}

struct RunResult {
    std::vector<double> loss, bytes;
    bool diverged = false;
};

/// Frames keep the gradients of this many workers: the workers view shows no more.
constexpr int kShownWorkers = 8;

/// One training run as it goes: every lecture width and the chosen quantizer run side by side,
/// so that a round reads each worker's data once for all of them.
struct Run {
    QuantizedParams c;
    QuantizerConfig q;
    Rng rng;
    std::vector<double> model;
    std::vector<ErrorFeedback> ef;
    double bytes = 0;
    RunResult r;
    bool done = false;
    bool emits = false; ///< this run's rounds are the trace's frames

    Run(const Problem &p, const QuantizedParams &cfg, bool emitsFrames)
        : c(cfg), q(quantizerOf(cfg)), rng(cfg.seed * 7919u + unsigned(cfg.bits)), model(std::size_t(p.d), 0.0),
          ef(std::size_t(p.k), ErrorFeedback(std::size_t(p.d))), emits(emitsFrames)
    {
    }
};

/// The round's numbers of one run, summed over the workers.
struct RoundSums {
    std::vector<double> mean;
    double relErr = 0, roundBytes = 0, efNorm = 0;
    Matrix before, after;
};

/// Worker w's gradient g, quantized by run `run` and added to its round.
void sendGradient(Run &run, const Problem &p, int w, const std::vector<double> &g, RoundSums &s)
{
    const QuantizedMessage m =
        run.c.errorFeedback ? run.ef[std::size_t(w)].apply(g, run.q, run.rng) : quantize(g, run.q, run.rng);
    double diff = 0;
    const bool shown = run.emits && w < s.before.rows;
    for (int j = 0; j < p.d; ++j) {
        const double gj = g[std::size_t(j)], qj = m.values[std::size_t(j)];
        if (shown) {
            s.before.at(w, j) = gj;
            s.after.at(w, j) = qj;
        }
        s.mean[std::size_t(j)] += qj / p.k;
        diff += (qj - gj) * (qj - gj);
    }
    const double gn = norm(g);
    s.relErr += gn > 0 ? std::sqrt(diff) / gn / p.k : 0.0;
    s.roundBytes += m.bytes;
    if (run.c.errorFeedback)
        s.efNorm = std::max(s.efNorm, norm(run.ef[std::size_t(w)].error()));
}

/// fn(0) .. fn(count - 1), spread over the machine's cores when the items are large
/// (`workPerItem` multiply-adds); each item's result does not depend on the threads.
void parallelFor(int count, double workPerItem, const std::function<void(int)> &fn)
{
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    const int threads = workPerItem * count < 4e6 ? 1 : std::min(cores, count);
    std::atomic<int> next{0};
    auto drain = [&] {
        for (int i = next++; i < count; i = next++)
            fn(i);
    };
    std::vector<std::thread> pool;
    try {
        for (int t = 1; t < threads; ++t)
            pool.emplace_back(drain);
    } catch (const std::exception &) { // no room for another thread: fewer do the work
    }
    drain();
    for (std::thread &t : pool)
        t.join();
}

Eigen::MatrixXd modelsOf(const std::vector<Run *> &runs, int d)
{
    Eigen::MatrixXd m(d, Eigen::Index(runs.size()));
    for (std::size_t i = 0; i < runs.size(); ++i)
        m.col(Eigen::Index(i)) = Eigen::Map<const Eigen::VectorXd>(runs[i]->model.data(), d);
    return m;
}

/// One synchronous round of every run still going; `emit` receives the emitting run's frame.
void roundOfAll(const Problem &p, std::vector<Run *> &active, int round, const std::function<void(const QuantizedRound &)> &emit)
{
    const Eigen::Index R = Eigen::Index(active.size());
    std::vector<RoundSums> sums(active.size());
    for (std::size_t i = 0; i < active.size(); ++i) {
        sums[i].mean.assign(std::size_t(p.d), 0.0);
        if (active[i]->emits)
            sums[i].before = sums[i].after = Matrix(std::min(p.k, kShownWorkers), p.d);
    }
    const Eigen::MatrixXd W = modelsOf(active, p.d);
    // Every worker's gradients for every run (the bulk of the work, on all cores), then each run
    // quantizes them in worker order, as one run alone would.
    std::vector<Eigen::MatrixXd> G(std::size_t(p.k));
    parallelFor(p.k, double(p.d) * p.d * double(R), [&](int w) {
        // A is symmetric: A^T W as dot products of A's columns with W's, read once, nothing repacked.
        G[std::size_t(w)] = p.a[std::size_t(w)].transpose().lazyProduct(W);
        G[std::size_t(w)].colwise() -= p.b[std::size_t(w)];
    });
    std::vector<double> g(std::size_t(p.d));
    for (int w = 0; w < p.k; ++w) {
        for (Eigen::Index i = 0; i < R; ++i) {
            Eigen::Map<Eigen::VectorXd>(g.data(), p.d) = G[std::size_t(w)].col(i);
            sendGradient(*active[std::size_t(i)], p, w, g, sums[std::size_t(i)]);
        }
    }
    for (Eigen::Index i = 0; i < R; ++i) {
        Run &run = *active[std::size_t(i)];
        RoundSums &s = sums[std::size_t(i)];
        for (int j = 0; j < p.d; ++j)
            run.model[std::size_t(j)] -= run.c.eta * s.mean[std::size_t(j)];
        run.bytes += s.roundBytes;
        const Eigen::Map<const Eigen::VectorXd> m(run.model.data(), p.d);
        const double l = std::max(0.0, 0.5 * m.dot(p.aAll * m) - p.bAll.dot(m) + 0.5 * p.cAll);
        if (!std::isfinite(l) || l > 1e12) {
            run.r.diverged = run.done = true;
            continue;
        }
        run.r.loss.push_back(l);
        run.r.bytes.push_back(run.bytes);
        if (run.emits && emit)
            emit(QuantizedRound{round, bitsPerValue(run.q), run.model, l, run.bytes, s.relErr, s.roundBytes, s.efNorm,
                                std::move(s.before), std::move(s.after)});
    }
}

double lossAt(const Problem &p, const std::vector<double> &model)
{
    const Eigen::Map<const Eigen::VectorXd> m(model.data(), p.d);
    return std::max(0.0, 0.5 * m.dot(p.aAll * m) - p.bAll.dot(m) + 0.5 * p.cAll);
}

/// Trains every run for c.rounds rounds (fewer for one that diverges). `emit` gets the emitting
/// run's frames, the start first; `progress` (0..1) is called after every round.
void trainAll(const Problem &p, std::vector<Run> &runs, int rounds, const std::function<void(const QuantizedRound &)> &emit,
              const std::function<void(double)> &progress)
{
    for (Run &run : runs) {
        run.r.loss.push_back(lossAt(p, run.model));
        run.r.bytes.push_back(0);
        if (run.emits && emit) {
            QuantizedRound f;
            f.bits = bitsPerValue(run.q);
            f.w = run.model;
            f.loss = run.r.loss.back();
            emit(f);
        }
    }
    for (int round = 1; round <= rounds; ++round) {
        std::vector<Run *> active;
        for (Run &run : runs)
            if (!run.done)
                active.push_back(&run);
        if (active.empty())
            break;
        roundOfAll(p, active, round, emit);
        progress(double(round) / rounds);
    }
}

/// The number line: where worker 1's first value `v` lies among what `q` can send, and the odds of
/// stochastic rounding between its two neighbours.
void describeNumberLine(QuantizedMeta &meta, const QuantizerConfig &q, const QuantizedMessage &m0, double v)
{
    std::vector<double> levels;
    double lower = v, upper = v;
    if (q.scheme == QuantScheme::Uniform) {
        const double top = std::ldexp(1.0, q.bits) - 1;
        for (int i = 0; i <= int(top); ++i)
            levels.push_back(i / top * 2 * m0.scale - m0.scale);
        const double pos = (v + m0.scale) / (2 * m0.scale) * top;
        lower = std::floor(pos) / top * 2 * m0.scale - m0.scale;
        upper = std::min(top, std::floor(pos) + 1) / top * 2 * m0.scale - m0.scale;
    } else if (q.scheme == QuantScheme::Qsgd) {
        // 2s + 1 levels k·||g||/s, k = −s..s; |v| rounds down or up to a neighbouring k.
        const double s = q.levels, norm = m0.scale;
        for (int k = -q.levels; k <= q.levels; ++k)
            levels.push_back(norm * k / s);
        const double r = norm > 0 ? std::abs(v) / norm * s : 0.0;
        const double lo = std::floor(r), hi = std::min(s, lo + 1);
        lower = v < 0 ? -hi * norm / s : lo * norm / s;
        upper = v < 0 ? -lo * norm / s : hi * norm / s;
    } else if (q.scheme == QuantScheme::Sign) {
        levels = {-m0.scale, m0.scale};
        lower = -m0.scale;
        upper = m0.scale;
    } else {
        // Floats: the two representable neighbours of v.
        const int mantissa = q.scheme == QuantScheme::Float16 ? 10 : q.scheme == QuantScheme::BFloat16 ? 7 : 23;
        const double near = q.scheme == QuantScheme::Float16    ? toFloat16(v)
                            : q.scheme == QuantScheme::BFloat16 ? toBFloat16(v)
                                                                : double(float(v));
        int e;
        std::frexp(std::abs(near), &e);
        const double ulp = std::ldexp(1.0, e - 1 - mantissa);
        lower = near <= v ? near : near - ulp;
        upper = near <= v ? near + ulp : near;
        levels = {lower, upper};
    }
    meta.demo_levels = levels;
    meta.demo_lower = lower;
    meta.demo_upper = upper;
    const double pUp = upper > lower ? (v - lower) / (upper - lower) : 0.0; // stochastic rounding
    meta.demo_p_upper = pUp;
    meta.demo_p_lower = 1.0 - pUp;
    meta.demo_quantized = m0.values.front();
}

/// Two different values that share one code, checked with the quantizer itself.
void describeSharedCode(QuantizedMeta &meta, const QuantizerConfig &q, const QuantizedMessage &m0)
{
    std::vector<double> pairMsg;
    double a = 0, b = 0;
    if (q.scheme == QuantScheme::Uniform) {
        const double s = m0.scale > 0 ? m0.scale : 1.0;
        const double top = std::ldexp(1.0, q.bits) - 1;
        const double step = 2 * s / top;
        const double centre = std::round(top / 2) / top * 2 * s - s;
        a = centre - step / 4;
        b = centre + step / 5;
        pairMsg = {s, -s, a, b};
    } else if (q.scheme == QuantScheme::Qsgd) {
        // Small entries next to a large one: both usually round to level 0 (here, with seed 1, they do).
        a = 0.05 / q.levels;
        b = 0.1 / q.levels;
        pairMsg = {1.0, a, b};
    } else if (q.scheme == QuantScheme::Sign) {
        a = 0.3;
        b = 1.7;
        pairMsg = {a, b};
    } else {
        // Within half a unit in the last place of 1 for each float format.
        const int mantissa = q.scheme == QuantScheme::Float16 ? 10 : q.scheme == QuantScheme::BFloat16 ? 7 : 23;
        a = 1.0;
        b = 1.0 + std::ldexp(1.0, -mantissa - 2);
        pairMsg = {a, b};
    }
    QuantizerConfig nearest = q;
    nearest.rounding = Rounding::Nearest;
    Rng r(1);
    const QuantizedMessage pm = quantize(pairMsg, nearest, r);
    const std::size_t ia = pairMsg.size() - 2, ib = pairMsg.size() - 1;
    std::vector<double> codes{double(pm.codes[ia]), double(pm.codes[ib])};
    if (q.scheme == QuantScheme::Float16)
        codes = {double(float16Bits(pm.values[ia])), double(float16Bits(pm.values[ib]))};
    else if (q.scheme == QuantScheme::BFloat16) // the upper half of the float32 pattern
        codes = {double(std::uint32_t(pm.codes[ia]) >> 16), double(std::uint32_t(pm.codes[ib]) >> 16)};
    meta.share = {{a, codes[0], pm.values[ia]}, {b, codes[1], pm.values[ib]}};
}

/// Same quantizer (scheme, and bits for uniform levels).
bool sameQuantizer(const QuantizerConfig &a, const QuantizerConfig &b)
{
    return a.scheme == b.scheme && (a.scheme != QuantScheme::Uniform || a.bits == b.bits) &&
           (a.scheme != QuantScheme::Qsgd || a.levels == b.levels);
}

} // namespace

QuantizerConfig quantizerOf(const QuantizedParams &c)
{
    if (!c.scheme)
        return quantizerForBits(c.bits, c.rounding);
    QuantizerConfig q;
    q.scheme = *c.scheme;
    q.rounding = c.rounding;
    q.levels = c.levels;
    q.bits = *c.scheme == QuantScheme::Uniform ? c.bits : int(bitsPerValue(q));
    return q;
}

Trace runQuantized(const QuantizedParams &c, const RunContext &ctx)
{
    bool known = false;
    for (int b : kLectureBitWidths)
        known = known || b == c.bits;
    if (!known)
        throw std::invalid_argument("bits must be 32, 16, 8, 4, 2 or 1");
    if (c.scheme == QuantScheme::Uniform && c.bits > 8)
        throw std::invalid_argument("uniform levels take 8, 4, 2 or 1 bits");
    if (c.scheme == QuantScheme::Qsgd && (c.levels < 1 || c.levels > 127))
        throw std::invalid_argument("QSGD takes 1 to 127 levels");
    Trace trace;
    trace.scene = "quantized";
    TraceBuilder out(trace, ctx);
    const Problem p = makeProblem(c);
    const QuantizerConfig q = quantizerOf(c);

    QuantizedMeta meta;
    // Every lecture bit width on the same data, for the loss-against-rounds and -bytes chart, and
    // this run's own quantizer, whose rounds are the frames: side by side, a round at a time.
    std::vector<Run> runs;
    for (int b : kLectureBitWidths) {
        QuantizedParams other = c;
        other.bits = b;
        other.scheme.reset();
        runs.emplace_back(p, other, false);
    }
    runs.emplace_back(p, c, true);
    trainAll(
        p, runs, c.rounds, [&](const QuantizedRound &f) { out.add(toRecord(f)); }, [&](double f) { out.progress(f); });
    for (std::size_t i = 0; i + 1 < runs.size(); ++i)
        meta.curves.push_back({kLectureBitWidths[i], runs[i].r.loss, runs[i].r.bytes});
    const RunResult &main = runs.back().r;
    // A quantizer that is not the lecture's for its width gets a curve of its own.
    const QuantizerConfig lecture = quantizerForBits(int(bitsPerValue(q)), c.rounding);
    if (!sameQuantizer(q, lecture)) {
        meta.run_loss = main.loss;
        meta.run_bytes = main.bytes;
    }

    // The number line and the shared code: the chosen quantizer applied to worker 1's first gradient.
    std::vector<double> g0(std::size_t(p.d));
    Eigen::Map<Eigen::VectorXd>(g0.data(), p.d) = -p.b.front(); // worker 1's gradient at w = 0
    Rng demoRng(c.seed);
    const QuantizedMessage m0 = quantize(g0, q, demoRng);
    meta.demo_message = g0;
    meta.demo_message_quantized = m0.values;
    meta.demo_value = g0.front();
    meta.demo_scale = m0.scale;
    meta.message_bytes = m0.bytes;
    meta.message_bytes_float32 = messageBytes(p.d, quantizerForBits(32));
    meta.bits_per_value = bitsPerValue(q);
    describeNumberLine(meta, q, m0, g0.front());
    describeSharedCode(meta, q, m0);
    meta.w_true = p.wTrue;
    meta.workers = p.k;
    meta.features = p.d;
    meta.scheme = toString(q.scheme);
    if (q.scheme == QuantScheme::Qsgd)
        meta.levels = q.levels;
    meta.rounding = c.rounding == Rounding::Stochastic ? "stochastic" : "nearest";
    meta.error_feedback = c.errorFeedback;
    QuantizedSummary summary;
    summary.diverged = main.diverged;
    summary.final_loss = main.loss.back();
    summary.bytes_sent = main.bytes.back();
    summary.message_bytes = m0.bytes;
    summary.message = main.diverged
                          ? std::string("diverged: lower η")
                          : formatNumberShort(bitsPerValue(q)) + " bits per value: " + formatNumberShort(m0.bytes) +
                                " bytes per message instead of " + formatNumberShort(messageBytes(p.d, quantizerForBits(32)));
    setMetaAndSummary(trace, meta, summary);
    return trace;
}

} // namespace sgd
