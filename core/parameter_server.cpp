#include "parameter_server.h"

#include "params.h"
#include "ring_allreduce.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace sgd {

Aggregate aggregateFromString(const std::string &s)
{
    if (s == "mean") return Aggregate::Mean;
    if (s == "sum") return Aggregate::Sum;
    if (s == "fedavg") return Aggregate::FedAvg;
    throw std::invalid_argument("aggregate must be mean, sum or fedavg");
}

Topology topologyFromString(const std::string &s)
{
    if (s == "star") return Topology::Star;
    if (s == "ring") return Topology::Ring;
    throw std::invalid_argument("topology must be star or ring");
}

std::string toString(Aggregate a)
{
    switch (a) {
    case Aggregate::Mean: return "mean";
    case Aggregate::Sum: return "sum";
    case Aggregate::FedAvg: return "fedavg";
    }
    return {};
}

std::string toString(Topology t) { return t == Topology::Star ? "star" : "ring"; }

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

Trace runSync(const SyncConfig &c, const RunContext &ctx)
{
    const int k = int(c.shards.size());
    if (k < 1)
        throw std::invalid_argument("need at least one worker");
    std::vector<double> sizes = c.shardSizes.empty() ? std::vector<double>(static_cast<std::size_t>(k), 1.0) : c.shardSizes;
    std::vector<double> compute = c.computeTimes.empty() ? std::vector<double>(static_cast<std::size_t>(k), 1.0) : c.computeTimes;
    if (int(sizes.size()) != k || int(compute.size()) != k)
        throw std::invalid_argument("shard sizes and compute times need one value per worker");

    Trace trace;
    trace.scene = "sync";
    TraceBuilder out(trace, ctx);

    std::vector<double> xs, ys;
    double sxy = 0, sxx = 0, totalN = 0;
    for (int i = 0; i < k; ++i) {
        const auto [x, y] = c.shards[std::size_t(i)];
        xs.push_back(x);
        ys.push_back(y);
        sxy += sizes[std::size_t(i)] * x * y;
        sxx += sizes[std::size_t(i)] * x * x;
        totalN += sizes[std::size_t(i)];
    }
    auto loss = [&](double w) {
        double l = 0;
        for (int i = 0; i < k; ++i) {
            const double r = w * xs[std::size_t(i)] - ys[std::size_t(i)];
            l += sizes[std::size_t(i)] * 0.5 * r * r;
        }
        return l / totalN;
    };
    // Least squares with a bias, for the "true line" the bias-free model cannot reach.
    {
        double mx = 0, my = 0;
        for (int i = 0; i < k; ++i) {
            mx += sizes[std::size_t(i)] * xs[std::size_t(i)];
            my += sizes[std::size_t(i)] * ys[std::size_t(i)];
        }
        mx /= totalN;
        my /= totalN;
        double cov = 0, var = 0;
        for (int i = 0; i < k; ++i) {
            cov += sizes[std::size_t(i)] * (xs[std::size_t(i)] - mx) * (ys[std::size_t(i)] - my);
            var += sizes[std::size_t(i)] * (xs[std::size_t(i)] - mx) * (xs[std::size_t(i)] - mx);
        }
        const double slope = var > 0 ? cov / var : 0.0;
        trace.meta.set("fit_slope", slope);
        trace.meta.set("fit_intercept", my - slope * mx);
    }
    const double wBest = sxx > 0 ? sxy / sxx : 0.0;
    trace.meta.set("w_best", wBest);
    trace.meta.set("w_best_numerator", sxy);
    trace.meta.set("w_best_denominator", sxx);
    trace.meta.set("data_x", xs);
    trace.meta.set("data_y", ys);
    trace.meta.set("shard_sizes", sizes);
    trace.meta.set("compute_times", compute);
    trace.meta.set("workers", double(k));
    trace.meta.set("aggregate", toString(c.aggregate));
    trace.meta.set("topology", toString(c.topology));
    trace.meta.set("model_bytes", c.modelBytes);

    // Ring all-reduce schedule: which chunk each worker forwards at each of the 2(K-1) steps.
    std::vector<double> bytesSent(static_cast<std::size_t>(k)), bytesReceived(static_cast<std::size_t>(k));
    double serverIn = 0, serverOut = 0;
    if (c.topology == Topology::Ring) {
        std::vector<std::vector<double>> probe(static_cast<std::size_t>(k), std::vector<double>(static_cast<std::size_t>(k), 0.0));
        const RingAllReduceResult ring = ringAllReduce(probe);
        Matrix chunks(int(ring.steps.size()), k + 1);
        for (std::size_t s = 0; s < ring.steps.size(); ++s) {
            chunks.at(int(s), 0) = ring.steps[s].phase;
            for (int w = 0; w < k; ++w)
                chunks.at(int(s), w + 1) = ring.steps[s].chunkSent[std::size_t(w)] + 1; // chunks numbered from 1
        }
        trace.meta.set("ring_chunks", chunks); // columns: phase (0 reduce-scatter, 1 all-gather), chunk sent by worker 1..K
        trace.meta.set("ring_steps", double(ring.steps.size()));
        for (int w = 0; w < k; ++w) {
            bytesSent[std::size_t(w)] = ringBytesPerWorker(k, c.modelBytes);
            bytesReceived[std::size_t(w)] = ringBytesPerWorker(k, c.modelBytes);
        }
    } else {
        for (int w = 0; w < k; ++w) {
            bytesSent[std::size_t(w)] = c.modelBytes;     // its gradient up
            bytesReceived[std::size_t(w)] = c.modelBytes; // the new weight down
        }
        serverIn = k * c.modelBytes;
        serverOut = k * c.modelBytes;
    }

    // Every round multiplies the distance to w_best by 1 - step * (weighted mean of x^2): above 1 in
    // size, the rounds run away.
    std::vector<double> xSquared;
    for (double x : xs)
        xSquared.push_back(x * x);
    // Aggregation is linear, so aggregating x^2 gives the curvature the server's step sees.
    const Aggregated curvature = aggregateGradients(xSquared, sizes, c.aggregate, c.eta);
    const double contraction = 1.0 - curvature.stepSize * curvature.direction;
    trace.meta.set("contraction", contraction);

    double w = c.w0;
    double clock = 0;
    double idleTotal = 0;
    bool diverged = false;
    {
        // Frame 0, the start: every worker holds w0 and no gradient has been computed yet.
        const std::vector<double> zeros(static_cast<std::size_t>(k), 0.0);
        Frame f;
        f.set("round", 0.0);
        f.set("w", w);
        f.set("grads", zeros);
        f.set("mean_grad", 0.0);
        f.set("aggregated", 0.0);
        f.set("step_size", 0.0);
        f.set("w_next", w);
        f.set("loss", loss(w));
        f.set("loss_next", loss(w));
        f.set("worker_weights", std::vector<double>(static_cast<std::size_t>(k), w));
        f.set("round_start", 0.0);
        f.set("finish_times", zeros);
        f.set("barrier_time", 0.0);
        f.set("idle", zeros);
        f.set("idle_round", 0.0);
        f.set("idle_total", 0.0);
        f.set("bytes_sent", zeros);
        f.set("bytes_received", zeros);
        if (c.topology == Topology::Star) {
            f.set("server_fan_in", 0.0);
            f.set("server_fan_out", 0.0);
        }
        f.set("global_updates", 0.0);
        out.add(std::move(f));
    }
    int roundsDone = 0;
    for (int r = 1; r <= c.rounds; ++r) {
        std::vector<double> grads(static_cast<std::size_t>(k)), idle(static_cast<std::size_t>(k)), finish(static_cast<std::size_t>(k));
        double slowest = 0;
        for (int i = 0; i < k; ++i) {
            grads[std::size_t(i)] = workerGradient(w, xs[std::size_t(i)], ys[std::size_t(i)]);
            finish[std::size_t(i)] = clock + compute[std::size_t(i)];
            slowest = std::max(slowest, compute[std::size_t(i)]);
        }
        double roundIdle = 0;
        for (int i = 0; i < k; ++i) {
            idle[std::size_t(i)] = slowest - compute[std::size_t(i)];
            roundIdle += idle[std::size_t(i)];
        }
        idleTotal += roundIdle;
        double mean = 0;
        for (double g : grads)
            mean += g;
        mean /= k;
        const Aggregated agg = aggregateGradients(grads, sizes, c.aggregate, c.eta);
        const double wNext = w - agg.stepSize * agg.direction;

        Frame f;
        f.set("round", double(r));
        f.set("w", w);
        f.set("grads", grads);
        f.set("mean_grad", mean);
        f.set("aggregated", agg.direction);
        f.set("step_size", agg.stepSize);
        f.set("w_next", wNext);
        f.set("loss", loss(w));
        f.set("loss_next", loss(wNext));
        f.set("worker_weights", std::vector<double>(static_cast<std::size_t>(k), w)); // every worker pulled the same w
        f.set("round_start", clock);
        f.set("finish_times", finish);
        f.set("barrier_time", clock + slowest);
        f.set("idle", idle);
        f.set("idle_round", roundIdle);
        f.set("idle_total", idleTotal);
        f.set("bytes_sent", bytesSent);
        f.set("bytes_received", bytesReceived);
        if (c.topology == Topology::Star) {
            f.set("server_fan_in", serverIn);
            f.set("server_fan_out", serverOut);
        }
        f.set("global_updates", 1.0); // the server applies exactly one update per round
        if (!f.allFinite() || std::abs(wNext) > 1e12) {
            diverged = true;
            break;
        }
        out.add(std::move(f));
        ++roundsDone;
        w = wNext;
        clock += slowest;
        out.progress(double(r) / c.rounds);
    }
    std::string message = "one global update per round; w heads for " + formatNumberShort(wBest, 6);
    if (diverged || std::abs(contraction) > 1.0) {
        diverged = true;
        message = "diverges: each round multiplies the distance to the best w by |1 - step * mean x^2| = " +
                  formatNumberShort(std::abs(contraction)) + " > 1; use eta below " + formatNumberShort(2.0 * c.eta / (1.0 - contraction), 3);
    } else if (contraction < 0) {
        message += ", overshooting it every round";
    }
    trace.summary.set("diverged", diverged ? 1.0 : 0.0);
    trace.summary.set("contraction", contraction);
    trace.summary.set("rounds", double(roundsDone));
    trace.summary.set("final_w", w);
    trace.summary.set("w_best", wBest);
    trace.summary.set("idle_total", idleTotal);
    trace.summary.set("server_updates", double(roundsDone));
    trace.summary.set("message", message);
    return trace;
}

} // namespace sgd
