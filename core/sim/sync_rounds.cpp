#include "sync_rounds.h"

#include "core/params.h"
#include "ring_allreduce.h"
#include "sync_trace.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace sgd {

Aggregate aggregateFromString(const std::string &s)
{
    if (s == "mean")
        return Aggregate::Mean;
    if (s == "sum")
        return Aggregate::Sum;
    if (s == "fedavg")
        return Aggregate::FedAvg;
    throw std::invalid_argument("aggregate must be mean, sum or fedavg");
}

Topology topologyFromString(const std::string &s)
{
    if (s == "star")
        return Topology::Star;
    if (s == "ring")
        return Topology::Ring;
    throw std::invalid_argument("topology must be star or ring");
}

std::string toString(Aggregate a)
{
    switch (a) {
    case Aggregate::Mean:
        return "mean";
    case Aggregate::Sum:
        return "sum";
    case Aggregate::FedAvg:
        return "fedavg";
    }
    return {};
}

std::string toString(Topology t)
{
    return t == Topology::Star ? "star" : "ring";
}

Aggregated aggregateGradients(const std::vector<double> &g, const std::vector<double> &n, Aggregate how, double eta)
{
    const double k = double(g.size());
    Aggregated a;
    switch (how) {
    case Aggregate::Mean:
        for (double x : g)
            a.direction += x;
        a.direction /= k;
        a.stepSize = eta;
        break;
    case Aggregate::Sum:
        for (double x : g)
            a.direction += x;
        a.stepSize = eta / k;
        break;
    case Aggregate::FedAvg: {
        double total = 0;
        for (double x : n)
            total += x;
        for (std::size_t i = 0; i < g.size(); ++i)
            a.direction += n[i] / total * g[i];
        a.stepSize = eta;
        break;
    }
    }
    return a;
}

namespace {

/// The scene's data: the shards, the fitted lines, the best weight, the ring schedule.
struct SyncSetup {
    int k = 0;
    std::vector<double> xs, ys, sizes, compute;
    double totalN = 0;
    double loss(double w) const
    {
        double l = 0;
        for (int i = 0; i < k; ++i) {
            const double r = w * xs[std::size_t(i)] - ys[std::size_t(i)];
            l += sizes[std::size_t(i)] * 0.5 * r * r;
        }
        return l / totalN;
    }
};

SyncSetup syncSetup(const SyncConfig &c)
{
    SyncSetup u;
    u.k = int(c.shards.size());
    if (u.k < 1)
        throw std::invalid_argument("need at least one worker");
    const auto k = static_cast<std::size_t>(u.k);
    u.sizes = c.shardSizes.empty() ? std::vector<double>(k, 1.0) : c.shardSizes;
    u.compute = c.computeTimes.empty() ? std::vector<double>(k, 1.0) : c.computeTimes;
    if (u.sizes.size() != k || u.compute.size() != k)
        throw std::invalid_argument("shard sizes and compute times need one value per worker");
    for (std::size_t i = 0; i < k; ++i) {
        u.xs.push_back(c.shards[i].first);
        u.ys.push_back(c.shards[i].second);
        u.totalN += u.sizes[i];
    }
    return u;
}

/// Least squares with a bias: the "true line" the bias-free model cannot reach.
void fitLine(const SyncSetup &u, SyncMeta &m)
{
    double mx = 0, my = 0;
    for (int i = 0; i < u.k; ++i) {
        mx += u.sizes[std::size_t(i)] * u.xs[std::size_t(i)];
        my += u.sizes[std::size_t(i)] * u.ys[std::size_t(i)];
    }
    mx /= u.totalN;
    my /= u.totalN;
    double cov = 0, var = 0;
    for (int i = 0; i < u.k; ++i) {
        cov += u.sizes[std::size_t(i)] * (u.xs[std::size_t(i)] - mx) * (u.ys[std::size_t(i)] - my);
        var += u.sizes[std::size_t(i)] * (u.xs[std::size_t(i)] - mx) * (u.xs[std::size_t(i)] - mx);
    }
    m.fit_slope = var > 0 ? cov / var : 0.0;
    m.fit_intercept = my - m.fit_slope * mx;
}

/// The ring all-reduce schedule: which chunk each worker forwards at each of the 2(K-1) steps.
std::vector<RingScheduleStep> ringSchedule(int k)
{
    std::vector<std::vector<double>> probe(static_cast<std::size_t>(k), std::vector<double>(static_cast<std::size_t>(k), 0.0));
    const RingAllReduceResult ring = ringAllReduce(probe);
    std::vector<RingScheduleStep> steps;
    for (std::size_t s = 0; s < ring.steps.size(); ++s) {
        RingScheduleStep step;
        step.step = int(s) + 1;
        step.phase = ring.steps[s].phase == 0 ? kRingReduceScatter : kRingAllGather;
        for (int chunk : ring.steps[s].chunkSent)
            step.chunks.push_back(chunk + 1); // chunks numbered from 1
        steps.push_back(std::move(step));
    }
    return steps;
}

SyncMeta syncMeta(const SyncConfig &c, const SyncSetup &u)
{
    SyncMeta m;
    fitLine(u, m);
    double sxy = 0, sxx = 0;
    for (int i = 0; i < u.k; ++i) {
        sxy += u.sizes[std::size_t(i)] * u.xs[std::size_t(i)] * u.ys[std::size_t(i)];
        sxx += u.sizes[std::size_t(i)] * u.xs[std::size_t(i)] * u.xs[std::size_t(i)];
    }
    m.w_best = sxx > 0 ? sxy / sxx : 0.0;
    m.w_best_numerator = sxy;
    m.w_best_denominator = sxx;
    m.data_x = u.xs;
    m.data_y = u.ys;
    m.shard_sizes = u.sizes;
    m.compute_times = u.compute;
    m.workers = u.k;
    m.aggregate = toString(c.aggregate);
    m.topology = toString(c.topology);
    m.model_bytes = c.modelBytes;
    if (c.topology == Topology::Ring) {
        m.ring_chunks = ringSchedule(u.k);
        m.ring_steps = int(m.ring_chunks->size());
    }
    // Every round multiplies the distance to w_best by 1 - step * (weighted mean of x^2): above 1
    // in size, the rounds run away. Aggregation is linear, so aggregating x^2 gives the curvature
    // the server's step sees.
    std::vector<double> xSquared;
    for (double x : u.xs)
        xSquared.push_back(x * x);
    const Aggregated curvature = aggregateGradients(xSquared, u.sizes, c.aggregate, c.eta);
    m.contraction = 1.0 - curvature.stepSize * curvature.direction;
    return m;
}

/// What one round moves over the wire: per worker, and through the server of a star.
struct Traffic {
    std::vector<double> sent, received;
    double serverIn = 0, serverOut = 0;
};

Traffic roundTraffic(const SyncConfig &c, int k)
{
    Traffic t;
    const double perWorker =
        c.topology == Topology::Ring ? ringBytesPerWorker(k, c.modelBytes) : c.modelBytes; // star: gradient up, w down
    t.sent.assign(static_cast<std::size_t>(k), perWorker);
    t.received.assign(static_cast<std::size_t>(k), perWorker);
    if (c.topology == Topology::Star) {
        t.serverIn = k * c.modelBytes;
        t.serverOut = k * c.modelBytes;
    }
    return t;
}

/// Frame 0, the start: every worker holds w0 and no gradient has been computed yet.
SyncRound startFrame(const SyncConfig &c, const SyncSetup &u)
{
    const std::vector<double> zeros(static_cast<std::size_t>(u.k), 0.0);
    SyncRound f;
    f.w = c.w0;
    f.grads = zeros;
    f.w_next = c.w0;
    f.loss = u.loss(c.w0);
    f.loss_next = f.loss;
    f.worker_weights.assign(static_cast<std::size_t>(u.k), c.w0);
    f.finish_times = zeros;
    f.idle = zeros;
    f.bytes_sent = zeros;
    f.bytes_received = zeros;
    if (c.topology == Topology::Star) {
        f.server_fan_in = 0.0;
        f.server_fan_out = 0.0;
    }
    return f;
}

/// Round r from weight w at `clock`: every worker's gradient, the barrier, the one update.
SyncRound playRound(const SyncConfig &c, const SyncSetup &u, const Traffic &traffic, int r, double w, double clock,
                    double idleBefore)
{
    const auto k = static_cast<std::size_t>(u.k);
    SyncRound f;
    f.step = r;
    f.round = r;
    f.w = w;
    f.grads.resize(k);
    f.finish_times.resize(k);
    f.idle.resize(k);
    const double slowest = std::max(0.0, *std::max_element(u.compute.begin(), u.compute.end()));
    for (std::size_t i = 0; i < k; ++i) {
        f.grads[i] = workerGradient(w, u.xs[i], u.ys[i]);
        f.finish_times[i] = clock + u.compute[i];
        f.idle[i] = slowest - u.compute[i];
        f.idle_round += f.idle[i];
        f.mean_grad += f.grads[i];
    }
    f.mean_grad /= double(k);
    f.idle_total = idleBefore + f.idle_round;
    const Aggregated agg = aggregateGradients(f.grads, u.sizes, c.aggregate, c.eta);
    f.aggregated = agg.direction;
    f.step_size = agg.stepSize;
    f.w_next = w - agg.stepSize * agg.direction;
    f.loss = u.loss(w);
    f.loss_next = u.loss(f.w_next);
    f.worker_weights.assign(k, w); // every worker pulled the same w
    f.round_start = clock;
    f.barrier_time = clock + slowest;
    f.bytes_sent = traffic.sent;
    f.bytes_received = traffic.received;
    if (c.topology == Topology::Star) {
        f.server_fan_in = traffic.serverIn;
        f.server_fan_out = traffic.serverOut;
    }
    f.global_updates = 1; // the server applies exactly one update per round
    return f;
}

std::string syncMessage(const SyncConfig &c, const SyncMeta &m, bool &diverged)
{
    std::string message = "one global update per round; w heads for " + formatNumberShort(m.w_best, 6);
    if (diverged || std::abs(m.contraction) > 1.0) {
        diverged = true;
        message = "diverges: each round multiplies the distance to the best w by |1 − η·mean x²| = " +
                  formatNumberShort(std::abs(m.contraction)) + " > 1; use η below " +
                  formatNumberShort(2.0 * c.eta / (1.0 - m.contraction), 3);
    } else if (m.contraction < 0) {
        message += ", overshooting it every round";
    }
    return message;
}

} // namespace

Trace runSync(const SyncConfig &c, const RunContext &ctx)
{
    const SyncSetup u = syncSetup(c);
    const SyncMeta meta = syncMeta(c, u);
    const Traffic traffic = roundTraffic(c, u.k);

    Trace trace;
    trace.scene = "sync";
    TraceBuilder out(trace, ctx);
    out.add(toRecord(startFrame(c, u)));

    double w = c.w0;
    double clock = 0;
    double idleTotal = 0;
    bool diverged = false;
    int roundsDone = 0;
    for (int r = 1; r <= c.rounds; ++r) {
        const SyncRound f = playRound(c, u, traffic, r, w, clock, idleTotal);
        Frame record = toRecord(f);
        if (!record.allFinite() || std::abs(f.w_next) > 1e12) {
            diverged = true;
            break;
        }
        out.add(std::move(record));
        ++roundsDone;
        w = f.w_next;
        clock = f.barrier_time;
        idleTotal = f.idle_total;
        out.progress(double(r) / c.rounds);
    }
    SyncSummary summary;
    summary.message = syncMessage(c, meta, diverged);
    summary.diverged = diverged;
    summary.contraction = meta.contraction;
    summary.rounds = roundsDone;
    summary.final_w = w;
    summary.w_best = meta.w_best;
    summary.idle_total = idleTotal;
    summary.server_updates = roundsDone;
    setMetaAndSummary(trace, meta, summary);
    return trace;
}

} // namespace sgd
