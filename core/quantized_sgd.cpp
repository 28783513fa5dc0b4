#include "quantized_sgd.h"

#include "params.h"
#include "quantized_trace.h"

#include <cmath>
#include <stdexcept>

namespace sgd {

namespace {

struct Problem {
    int k = 0, d = 0, n = 0;
    std::vector<std::vector<double>> x; // per worker, n*d row-major
    std::vector<std::vector<double>> y; // per worker, n
    std::vector<double> wTrue;
};

Problem makeProblem(const QuantizedSgdConfig &c)
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
    for (int w = 0; w < p.k; ++w) {
        std::vector<double> xs, ys;
        for (int i = 0; i < p.n; ++i) {
            double dot = 0;
            for (int j = 0; j < p.d; ++j) {
                // Shards differ a little (non-IID): each worker's features are shifted in its own direction.
                const double v = rng.normal() + 0.8 * std::sin(1.3 * w + 0.7 * j) / std::sqrt(double(p.d));
                xs.push_back(v);
                dot += v * p.wTrue[std::size_t(j)];
            }
            ys.push_back(dot + 0.1 * rng.normal());
        }
        p.x.push_back(std::move(xs));
        p.y.push_back(std::move(ys));
    }
    return p;
}

std::vector<double> gradient(const Problem &p, int w, const std::vector<double> &model)
{
    std::vector<double> g(std::size_t(p.d), 0.0);
    const auto &x = p.x[std::size_t(w)];
    const auto &y = p.y[std::size_t(w)];
    for (int i = 0; i < p.n; ++i) {
        double r = -y[std::size_t(i)];
        for (int j = 0; j < p.d; ++j)
            r += x[std::size_t(i * p.d + j)] * model[std::size_t(j)];
        for (int j = 0; j < p.d; ++j)
            g[std::size_t(j)] += r * x[std::size_t(i * p.d + j)];
    }
    for (double &v : g)
        v /= p.n;
    return g;
}

double loss(const Problem &p, const std::vector<double> &model)
{
    double l = 0;
    for (int w = 0; w < p.k; ++w)
        for (int i = 0; i < p.n; ++i) {
            double r = -p.y[std::size_t(w)][std::size_t(i)];
            for (int j = 0; j < p.d; ++j)
                r += p.x[std::size_t(w)][std::size_t(i * p.d + j)] * model[std::size_t(j)];
            l += 0.5 * r * r;
        }
    return l / (p.k * p.n);
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

/// One training run; `emit` (optional) receives every round's frame.
RunResult train(const Problem &p, const QuantizedSgdConfig &c, const std::function<void(const QuantizedRound &)> &emit)
{
    RunResult r;
    const QuantizerConfig q = quantizerOf(c);
    const double bits = bitsPerValue(q);
    Rng rng(c.seed * 7919u + unsigned(c.bits));
    std::vector<double> model(std::size_t(p.d), 0.0);
    std::vector<ErrorFeedback> ef(std::size_t(p.k), ErrorFeedback(std::size_t(p.d)));
    double bytes = 0;
    r.loss.push_back(loss(p, model));
    r.bytes.push_back(0);
    if (emit) {
        QuantizedRound f;
        f.bits = bits;
        f.w = model;
        f.loss = r.loss.back();
        emit(f);
    }
    for (int round = 1; round <= c.rounds; ++round) {
        Matrix before(p.k, p.d), after(p.k, p.d);
        std::vector<double> mean(std::size_t(p.d), 0.0);
        double relErr = 0, roundBytes = 0, efNorm = 0;
        for (int w = 0; w < p.k; ++w) {
            const std::vector<double> g = gradient(p, w, model);
            const QuantizedMessage m = c.errorFeedback ? ef[std::size_t(w)].apply(g, q, rng) : quantize(g, q, rng);
            double diff = 0;
            for (int j = 0; j < p.d; ++j) {
                before.at(w, j) = g[std::size_t(j)];
                after.at(w, j) = m.values[std::size_t(j)];
                mean[std::size_t(j)] += m.values[std::size_t(j)] / p.k;
                diff += (m.values[std::size_t(j)] - g[std::size_t(j)]) * (m.values[std::size_t(j)] - g[std::size_t(j)]);
            }
            const double gn = norm(g);
            relErr += gn > 0 ? std::sqrt(diff) / gn / p.k : 0.0;
            roundBytes += m.bytes;
            if (c.errorFeedback)
                efNorm = std::max(efNorm, norm(ef[std::size_t(w)].error()));
        }
        for (int j = 0; j < p.d; ++j)
            model[std::size_t(j)] -= c.eta * mean[std::size_t(j)];
        bytes += roundBytes;
        const double l = loss(p, model);
        if (!std::isfinite(l) || l > 1e12) {
            r.diverged = true;
            break;
        }
        r.loss.push_back(l);
        r.bytes.push_back(bytes);
        if (emit)
            emit(QuantizedRound{round, bits, model, l, bytes, relErr, roundBytes, efNorm, before, after});
    }
    return r;
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
        const double near = q.scheme == QuantScheme::Float16 ? toFloat16(v) : q.scheme == QuantScheme::BFloat16 ? toBFloat16(v) : double(float(v));
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
    return a.scheme == b.scheme && (a.scheme != QuantScheme::Uniform || a.bits == b.bits) && (a.scheme != QuantScheme::Qsgd || a.levels == b.levels);
}

} // namespace

QuantizerConfig quantizerOf(const QuantizedSgdConfig &c)
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

Trace runQuantizedSgd(const QuantizedSgdConfig &c, const RunContext &ctx)
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
    // Every lecture bit width on the same data, for the loss-against-rounds and -bytes chart.
    for (int b : kLectureBitWidths) {
        QuantizedSgdConfig other = c;
        other.bits = b;
        other.scheme.reset();
        const RunResult r = train(p, other, {});
        meta.curves.push_back({b, r.loss, r.bytes});
        out.progress(0.1);
    }
    const RunResult main = train(p, c, [&](const QuantizedRound &f) { out.add(toRecord(f)); });
    // A quantizer that is not the lecture's for its width gets a curve of its own.
    const QuantizerConfig lecture = quantizerForBits(int(bitsPerValue(q)), c.rounding);
    if (!sameQuantizer(q, lecture)) {
        meta.run_loss = main.loss;
        meta.run_bytes = main.bytes;
    }

    // The number line and the shared code: the chosen quantizer applied to worker 1's first gradient.
    const std::vector<double> g0 = gradient(p, 0, std::vector<double>(std::size_t(p.d), 0.0));
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
    summary.message = main.diverged ? std::string("diverged: lower eta")
                                    : formatNumberShort(bitsPerValue(q)) + " bits per value: " + formatNumberShort(m0.bytes) +
                                          " bytes per message instead of " + formatNumberShort(messageBytes(p.d, quantizerForBits(32)));
    setMetaAndSummary(trace, meta, summary);
    return trace;
}

} // namespace sgd
