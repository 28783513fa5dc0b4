#include "batch_cadence.h"

#include "random.h"

#include <cmath>
#include <stdexcept>

namespace sgd {

std::vector<Sample> cadenceDataset(int n)
{
    std::vector<Sample> data(std::size_t(n > 0 ? n : 0));
    for (int i = 0; i < n; ++i) {
        const double x = double(i % 4 + 1);
        data[std::size_t(i)] = {x, 2.0 * x + 1.0};
    }
    return data;
}

Leftover leftoverFromString(const std::string &s)
{
    if (s == "keep")
        return Leftover::Keep;
    if (s == "drop")
        return Leftover::Drop;
    if (s == "pad")
        return Leftover::Pad;
    throw std::invalid_argument("leftover must be keep, drop or pad");
}

std::string toString(Leftover l)
{
    switch (l) {
    case Leftover::Keep: return "keep";
    case Leftover::Drop: return "drop";
    case Leftover::Pad: return "pad";
    }
    return {};
}

int updatesPerEpoch(int n, int batch, Leftover policy)
{
    const int full = n / batch;
    const int rest = n % batch;
    return full + ((rest > 0 && policy != Leftover::Drop) ? 1 : 0);
}

EpochPlan planEpoch(const std::vector<int> &order, int batch, Leftover policy)
{
    EpochPlan plan;
    const int n = int(order.size());
    const int full = n / batch;
    plan.leftover = n % batch;
    for (int b = 0; b < full; ++b)
        plan.batches.emplace_back(order.begin() + b * batch, order.begin() + (b + 1) * batch);
    if (plan.leftover > 0) {
        std::vector<int> last(order.begin() + full * batch, order.end());
        switch (policy) {
        case Leftover::Keep:
            plan.batches.push_back(std::move(last));
            break;
        case Leftover::Drop:
            plan.dropped = std::move(last);
            break;
        case Leftover::Pad:
            // Fill the short batch with samples repeated from the start of this epoch's order.
            for (int i = 0; int(last.size()) < batch; ++i) {
                plan.padded.push_back(i % n);
                last.push_back(order[std::size_t(i % n)]);
            }
            plan.batches.push_back(std::move(last));
            break;
        }
    }
    return plan;
}

namespace {

/// Loss over the whole data set, 1/2 mean (w x - y)^2, from sufficient statistics.
struct LossStats {
    double sxx = 0, sxy = 0, syy = 0;
    double n = 0;
    explicit LossStats(const std::vector<Sample> &d)
    {
        for (const auto &s : d) {
            sxx += s.x * s.x;
            sxy += s.x * s.y;
            syy += s.y * s.y;
        }
        n = double(d.size());
    }
    double operator()(double w) const { return 0.5 * (w * w * sxx - 2 * w * sxy + syy) / n; }
};

/// Far beyond any classroom value: the cadence ran away (eta too large for the data).
bool ranAway(double w) { return !std::isfinite(w) || std::abs(w) > 1e12; }

double batchGradient(const std::vector<Sample> &data, const std::vector<int> &batch, double w)
{
    double g = 0.0;
    for (int i : batch)
        g += (w * data[std::size_t(i)].x - data[std::size_t(i)].y) * data[std::size_t(i)].x;
    return g / double(batch.size());
}

struct Curve {
    std::vector<double> updates, seen, loss;
};

/// A comparison cadence, kept to at most ~2000 points per curve.
Curve runCurve(const std::vector<Sample> &data, const std::vector<std::vector<int>> &orders, int batch,
               Leftover policy, double w0, double eta, const LossStats &L)
{
    Curve c;
    const long total = long(orders.size()) * updatesPerEpoch(int(data.size()), batch, policy);
    const long every = std::max(1L, total / 2000);
    double w = w0, seen = 0;
    long u = 0;
    c.updates.push_back(0);
    c.seen.push_back(0);
    c.loss.push_back(L(w));
    for (const auto &order : orders) {
        const EpochPlan plan = planEpoch(order, batch, policy);
        for (const auto &b : plan.batches) {
            w -= eta * batchGradient(data, b, w);
            seen += double(b.size());
            ++u;
            if (u % every == 0 || u == total || ranAway(w)) {
                c.updates.push_back(double(u));
                c.seen.push_back(seen);
                c.loss.push_back(L(w));
            }
            if (ranAway(w))
                return c; // stop before the numbers leave the range of a double
        }
    }
    return c;
}

} // namespace

Trace runBatchCadence(const BatchCadenceConfig &c, const RunContext &ctx)
{
    if (c.n < 1 || c.batch < 1 || c.batch > c.n || c.epochs < 1)
        throw std::invalid_argument("need 1 <= batch <= n and at least one epoch");
    Trace trace;
    trace.scene = "mini-batch";
    TraceBuilder out(trace, ctx);
    const auto data = cadenceDataset(c.n);
    const LossStats L(data);

    Rng rng(c.seed);
    std::vector<std::vector<int>> orders;
    for (int e = 0; e < c.epochs; ++e) {
        if (c.shuffle) {
            orders.push_back(shuffledIndices(c.n, rng));
        } else {
            std::vector<int> o(std::size_t(c.n));
            for (int i = 0; i < c.n; ++i)
                o[std::size_t(i)] = i;
            orders.push_back(std::move(o));
        }
    }

    // Scene-level facts: the tape, the three cadences' counts, the frozen-weight batch.
    const EpochPlan first = planEpoch(orders.front(), c.batch, c.leftover);
    std::vector<double> ticks; // tape position (0-based) of the last sample of each update
    {
        int pos = 0;
        for (const auto &b : first.batches) {
            const int real = std::min(int(b.size()), c.n - pos);
            pos += real;
            ticks.push_back(double(pos - 1));
        }
    }
    trace.meta.set("n", double(c.n));
    trace.meta.set("batch", double(c.batch));
    trace.meta.set("leftover_policy", toString(c.leftover));
    trace.meta.set("full_batches", double(c.n / c.batch));
    trace.meta.set("leftover", double(first.leftover));
    trace.meta.set("dropped", double(first.dropped.size()));
    trace.meta.set("padded", double(first.padded.size()));
    trace.meta.set("padded_positions", std::vector<double>(first.padded.begin(), first.padded.end()));
    trace.meta.set("tape_ticks", ticks);
    trace.meta.set("updates_per_epoch_sample", double(updatesPerEpoch(c.n, 1, c.leftover)));
    trace.meta.set("updates_per_epoch_mini", double(updatesPerEpoch(c.n, c.batch, c.leftover)));
    trace.meta.set("updates_per_epoch_full", double(updatesPerEpoch(c.n, c.n, c.leftover)));
    trace.meta.set("updates_per_epoch_keep", double(updatesPerEpoch(c.n, c.batch, Leftover::Keep)));
    trace.meta.set("updates_per_epoch_drop", double(updatesPerEpoch(c.n, c.batch, Leftover::Drop)));
    trace.meta.set("updates_per_epoch_pad", double(updatesPerEpoch(c.n, c.batch, Leftover::Pad)));
    trace.meta.set("w_best", L.sxy / L.sxx);

    {
        // The frozen-weight batch: the first four samples at w = w0, four gradients, one step.
        const int m = std::min(4, c.n);
        std::vector<double> fx, fy, fg;
        double sum = 0;
        for (int i = 0; i < m; ++i) {
            const Sample s = data[std::size_t(i)];
            const double g = (c.w0 * s.x - s.y) * s.x;
            fx.push_back(s.x);
            fy.push_back(s.y);
            fg.push_back(g);
            sum += g;
        }
        trace.meta.set("frozen_w", c.w0);
        trace.meta.set("frozen_x", fx);
        trace.meta.set("frozen_y", fy);
        trace.meta.set("frozen_grads", fg);
        trace.meta.set("frozen_mean_grad", sum / m);
        trace.meta.set("frozen_w_next", c.w0 - c.eta * sum / m);
    }

    const Curve sample = runCurve(data, orders, 1, c.leftover, c.w0, c.eta, L);
    const Curve full = runCurve(data, orders, c.n, c.leftover, c.w0, c.eta, L);
    trace.meta.set("sample_updates", sample.updates);
    trace.meta.set("sample_seen", sample.seen);
    trace.meta.set("sample_loss", sample.loss);
    trace.meta.set("full_updates", full.updates);
    trace.meta.set("full_seen", full.seen);
    trace.meta.set("full_loss", full.loss);

    // The chosen cadence, frame by frame.
    double w = c.w0, seen = 0;
    int update = 0;
    {
        Frame f;
        f.set("update", 0.0);
        f.set("epoch", 1.0);
        f.set("batch_index", 0.0);
        f.set("batch_size", 0.0);
        f.set("w", w);
        f.set("loss", L(w));
        f.set("w_before", w);
        f.set("grad", 0.0);
        f.set("samples_seen", 0.0);
        f.set("tape_start", 0.0);
        f.set("tape_end", -1.0);
        out.add(std::move(f));
    }
    std::vector<double> miniLoss{L(w)}, miniSeen{0.0};
    bool diverged = false;
    bool stopped = out.full(); // the context's frame limit: the summary describes the frames made
    for (int e = 0; e < c.epochs && !diverged && !stopped; ++e) {
        const EpochPlan plan = planEpoch(orders[std::size_t(e)], c.batch, c.leftover);
        int pos = 0;
        for (std::size_t b = 0; b < plan.batches.size(); ++b) {
            const auto &batch = plan.batches[b];
            const double g = batchGradient(data, batch, w);
            const double before = w;
            w -= c.eta * g;
            seen += double(batch.size());
            ++update;
            const int real = std::min(int(batch.size()), c.n - pos);
            Frame f;
            f.set("update", double(update));
            f.set("epoch", double(e + 1));
            f.set("batch_index", double(b + 1));
            f.set("batch_size", double(batch.size()));
            f.set("w", w);
            f.set("loss", L(w));
            f.set("w_before", before);
            f.set("grad", g);
            f.set("samples_seen", seen);
            f.set("tape_start", double(pos));
            f.set("tape_end", double(pos + real - 1));
            f.set("padded_in_batch", double(int(batch.size()) - real));
            pos += real;
            miniLoss.push_back(L(w));
            miniSeen.push_back(seen);
            out.add(std::move(f));
            if (ranAway(w)) {
                diverged = true;
                break;
            }
            if (out.full()) {
                stopped = true;
                break;
            }
        }
        out.progress(double(e + 1) / c.epochs);
    }
    const int perEpoch = updatesPerEpoch(c.n, c.batch, c.leftover);
    trace.meta.set("mini_loss", miniLoss);
    trace.meta.set("mini_seen", miniSeen);
    trace.summary.set("diverged", diverged ? 1.0 : 0.0);
    trace.summary.set("updates", double(update));
    trace.summary.set("updates_per_epoch", double(perEpoch));
    trace.summary.set("final_w", w);
    trace.summary.set("final_loss", L(w));
    std::string message = std::to_string(perEpoch) + " updates per epoch with batch " + std::to_string(c.batch) + " and leftover " +
                          toString(c.leftover);
    if (diverged)
        message = "diverged after " + std::to_string(update) + " updates: eta is too large for this batch";
    else if (stopped && update < c.epochs * perEpoch)
        message = "stopped after " + std::to_string(update) + " of " + std::to_string(c.epochs * perEpoch) + " updates; " + message;
    trace.summary.set("message", message);
    return trace;
}

} // namespace sgd
