#include "mini_batch.h"

#include "core/random.h"
#include "mini_batch_trace.h"

#include <cmath>
#include <map>
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
    case Leftover::Keep:
        return "keep";
    case Leftover::Drop:
        return "drop";
    case Leftover::Pad:
        return "pad";
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
bool ranAway(double w)
{
    return !std::isfinite(w) || std::abs(w) > 1e12;
}

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
Curve runCurve(const std::vector<Sample> &data, const std::vector<std::vector<int>> &orders, int batch, Leftover policy,
               double w0, double eta, const LossStats &L)
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

std::vector<std::vector<int>> epochOrders(const MiniBatchParams &c)
{
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
    return orders;
}

/// The tape and the three cadences' counts, from the first epoch's plan.
void describeTape(MiniBatchMeta &m, const MiniBatchParams &c, const EpochPlan &first)
{
    int pos = 0;
    for (const auto &b : first.batches) {
        const int real = std::min(int(b.size()), c.n - pos);
        pos += real;
        m.tape_ticks.push_back(double(pos - 1)); // tape position (0-based) of the last sample of each update
    }
    m.n = c.n;
    m.batch = c.batch;
    m.leftover_policy = toString(c.leftover);
    m.full_batches = c.n / c.batch;
    m.leftover = first.leftover;
    m.dropped = int(first.dropped.size());
    m.padded = int(first.padded.size());
    m.padded_positions.assign(first.padded.begin(), first.padded.end());
    m.updates_per_epoch_sample = updatesPerEpoch(c.n, 1, c.leftover);
    m.updates_per_epoch_mini = updatesPerEpoch(c.n, c.batch, c.leftover);
    m.updates_per_epoch_full = updatesPerEpoch(c.n, c.n, c.leftover);
    m.updates_per_epoch_keep = updatesPerEpoch(c.n, c.batch, Leftover::Keep);
    m.updates_per_epoch_drop = updatesPerEpoch(c.n, c.batch, Leftover::Drop);
    m.updates_per_epoch_pad = updatesPerEpoch(c.n, c.batch, Leftover::Pad);
    m.eta = c.eta;
    m.epochs = c.epochs;
}

/// The frozen-weight batch: the first four samples at w = w0, four gradients, one step.
void describeFrozenBatch(MiniBatchMeta &m, const MiniBatchParams &c, const std::vector<Sample> &data)
{
    const int count = std::min(4, c.n);
    double sum = 0;
    for (int i = 0; i < count; ++i) {
        const Sample s = data[std::size_t(i)];
        const double g = (c.w0 * s.x - s.y) * s.x;
        m.frozen_x.push_back(s.x);
        m.frozen_y.push_back(s.y);
        m.frozen_grads.push_back(g);
        sum += g;
    }
    m.frozen_w = c.w0;
    m.frozen_mean_grad = sum / count;
    m.frozen_w_next = c.w0 - c.eta * sum / count;
}

/// The update's batch by distinct sample (x ascending), each with how often it is in the batch
/// and its gradient at the frozen weight f.w_before.
void describeBatch(MiniBatchStep &f, const std::vector<Sample> &data, const std::vector<int> &batch)
{
    std::map<std::pair<double, double>, int> counts;
    for (int i : batch)
        ++counts[{data[std::size_t(i)].x, data[std::size_t(i)].y}];
    f.batch_x.emplace();
    f.batch_y.emplace();
    f.batch_count.emplace();
    f.batch_grads.emplace();
    for (const auto &[xy, n] : counts) {
        f.batch_x->push_back(xy.first);
        f.batch_y->push_back(xy.second);
        f.batch_count->push_back(double(n));
        f.batch_grads->push_back((f.w_before * xy.first - xy.second) * xy.first);
    }
}

/// The chosen cadence, frame by frame, with its own loss curve in the meta.
struct CadenceRun {
    double w = 0;
    int update = 0;
    bool diverged = false;
    bool stopped = false; ///< the context's frame limit: the summary describes the frames made
};

CadenceRun runCadence(TraceBuilder &out, MiniBatchMeta &m, const MiniBatchParams &c, const std::vector<Sample> &data,
                      const std::vector<std::vector<int>> &orders, const LossStats &L)
{
    CadenceRun run;
    run.w = c.w0;
    MiniBatchStep start;
    start.w = start.w_before = run.w;
    start.loss = L(run.w);
    out.add(toRecord(start));
    m.mini_loss = {L(run.w)};
    m.mini_seen = {0.0};
    int seen = 0;
    run.stopped = out.full();
    for (int e = 0; e < c.epochs && !run.diverged && !run.stopped; ++e) {
        const EpochPlan plan = planEpoch(orders[std::size_t(e)], c.batch, c.leftover);
        int pos = 0;
        for (std::size_t b = 0; b < plan.batches.size(); ++b) {
            const auto &batch = plan.batches[b];
            const int real = std::min(int(batch.size()), c.n - pos);
            MiniBatchStep f;
            f.w_before = run.w;
            f.grad = batchGradient(data, batch, run.w);
            run.w -= c.eta * f.grad;
            seen += int(batch.size());
            f.step = f.update = ++run.update;
            f.epoch = e + 1;
            f.batch_index = int(b) + 1;
            f.batch_size = int(batch.size());
            f.w = run.w;
            f.loss = L(run.w);
            f.samples_seen = seen;
            f.tape_start = pos;
            f.tape_end = pos + real - 1;
            f.padded_in_batch = int(batch.size()) - real;
            describeBatch(f, data, batch);
            pos += real;
            m.mini_loss.push_back(f.loss);
            m.mini_seen.push_back(double(seen));
            out.add(toRecord(f));
            if (ranAway(run.w)) {
                run.diverged = true;
                break;
            }
            if (out.full()) {
                run.stopped = true;
                break;
            }
        }
        out.progress(double(e + 1) / c.epochs);
    }
    return run;
}

MiniBatchSummary summarize(const CadenceRun &run, const MiniBatchParams &c, const LossStats &L)
{
    MiniBatchSummary s;
    const int perEpoch = updatesPerEpoch(c.n, c.batch, c.leftover);
    s.diverged = run.diverged;
    s.updates = run.update;
    s.updates_per_epoch = perEpoch;
    s.final_w = run.w;
    s.final_loss = L(run.w);
    s.message = std::to_string(perEpoch) + " updates per epoch with batch " + std::to_string(c.batch) + " and leftover " +
                toString(c.leftover);
    if (run.diverged)
        s.message = "diverged after " + std::to_string(run.update) + " updates: η is too large for this batch";
    else if (run.stopped && run.update < c.epochs * perEpoch)
        s.message = "stopped after " + std::to_string(run.update) + " of " + std::to_string(c.epochs * perEpoch) + " updates; " +
                    s.message;
    return s;
}

} // namespace

Trace runMiniBatch(const MiniBatchParams &c, const RunContext &ctx)
{
    if (c.n < 1 || c.batch < 1 || c.batch > c.n || c.epochs < 1)
        throw std::invalid_argument("need 1 <= batch <= n and at least one epoch");
    Trace trace;
    trace.scene = "mini-batch";
    TraceBuilder out(trace, ctx);
    const auto data = cadenceDataset(c.n);
    const LossStats L(data);
    const std::vector<std::vector<int>> orders = epochOrders(c);

    MiniBatchMeta meta;
    describeTape(meta, c, planEpoch(orders.front(), c.batch, c.leftover));
    meta.w_best = L.sxy / L.sxx;
    describeFrozenBatch(meta, c, data);
    const Curve sample = runCurve(data, orders, 1, c.leftover, c.w0, c.eta, L);
    const Curve full = runCurve(data, orders, c.n, c.leftover, c.w0, c.eta, L);
    meta.sample_updates = sample.updates;
    meta.sample_seen = sample.seen;
    meta.sample_loss = sample.loss;
    meta.full_updates = full.updates;
    meta.full_seen = full.seen;
    meta.full_loss = full.loss;

    const CadenceRun run = runCadence(out, meta, c, data, orders, L);
    setMetaAndSummary(trace, meta, summarize(run, c, L));
    return trace;
}

} // namespace sgd
