#include "decentralized.h"

#include "core/params.h"
#include "decentralized_trace.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <functional>
#include <stdexcept>

namespace sgd {

namespace {

/// The scene-level facts: the graph, its mixing matrix and spectrum, and the data points.
DecentralizedMeta decentralizedMeta(const DecentralizedParams &c, const std::vector<std::pair<double, double>> &positions,
                                    const std::vector<std::pair<double, double>> &shards, const std::vector<bool> &alive,
                                    const Graph &full, const Graph &live)
{
    DecentralizedMeta meta;
    meta.mixing_matrix = metropolisHastings(live);
    const Spectrum spec = mixingSpectrum(meta.mixing_matrix, alive);
    const std::vector<int> deg = live.degree();
    for (int i = 0; i < c.nodes; ++i) {
        const auto ui = std::size_t(i);
        meta.nodes.push_back(
            {i + 1, positions[ui].first, positions[ui].second, bool(alive[ui]), deg[ui], shards[ui].first, shards[ui].second});
    }
    for (auto [a, b] : full.edges)
        meta.edges.push_back({a + 1, b + 1, live.hasEdge(a, b)});
    meta.lambda2 = spec.lambda2;
    meta.slem = spec.slem;
    meta.spectral_gap = spec.gap;
    meta.eigenvalues = spec.eigenvalues;
    meta.components = components(full, alive);
    meta.topology = toString(c.topology);
    meta.threshold = c.threshold;
    meta.local_steps = c.localSteps;
    meta.eta = c.eta;
    return meta;
}

/// The mean over the live nodes (0 when none is up).
double meanAlive(const std::vector<double> &v, const std::vector<bool> &alive)
{
    double s = 0, m = 0;
    for (std::size_t i = 0; i < v.size() && i < alive.size(); ++i)
        if (alive[i]) {
            s += v[i];
            m += 1;
        }
    return m > 0 ? s / m : 0.0;
}

std::string decentralizedMessage(bool diverged, const DecentralizedMeta &m)
{
    if (diverged)
        return "diverged: local steps with this η run away";
    if (m.components > 1)
        return "the live nodes form " + std::to_string(m.components) + " separate groups: they cannot reach one consensus";
    return "one connected group; spectral gap " + formatNumberShort(m.spectral_gap) + ", the spread shrinks by about " +
           formatNumberShort(m.slem) + " per round";
}

} // namespace

Trace runDecentralized(const DecentralizedParams &c, const RunContext &ctx)
{
    const int n = c.nodes;
    if (n < 2)
        throw std::invalid_argument("need at least two nodes");
    Trace trace;
    trace.scene = "decentralized";
    TraceBuilder out(trace, ctx);

    const auto positions = c.positions.empty() ? defaultPositions(c.topology, n) : c.positions;
    if (int(positions.size()) != n)
        throw std::invalid_argument("need one position per node");
    std::vector<double> x = c.weights;
    if (x.empty())
        for (int i = 0; i < n; ++i)
            x.push_back(double(i + 1));
    if (int(x.size()) != n)
        throw std::invalid_argument("need one initial weight per node");
    auto shards = c.shards;
    if (shards.empty())
        for (int i = 0; i < n; ++i)
            shards.emplace_back(double(i + 1), 2.0 * (i + 1) + 1.0);
    if (int(shards.size()) != n)
        throw std::invalid_argument("need one data point per node");

    std::vector<bool> alive(static_cast<std::size_t>(n), true);
    std::vector<int> failed0;
    for (int f : c.failed) {
        if (f < 1 || f > n)
            throw std::invalid_argument("failed names a node that does not exist");
        alive[std::size_t(f - 1)] = false;
        failed0.push_back(f - 1);
    }
    const Graph full = makeGraph(c.topology, n, positions, c.threshold);
    const Graph live = withoutNodes(full, failed0);
    const DecentralizedMeta meta = decentralizedMeta(c, positions, shards, alive, full, live);
    const Matrix &w = meta.mixing_matrix;

    DecentralizedRound last;
    auto emit = [&](int round, const std::vector<double> &before, const std::vector<double> &after) {
        last = DecentralizedRound{round, round, after, meanAlive(after, alive), consensusDistance(after, alive), before};
        out.add(toRecord(last));
    };
    emit(0, x, x);
    bool diverged = false;
    for (int r = 1; r <= c.rounds; ++r) {
        std::vector<double> before = x;
        for (int s = 0; s < c.localSteps; ++s)
            for (int i = 0; i < n; ++i)
                if (alive[std::size_t(i)]) {
                    const auto [px, py] = shards[std::size_t(i)];
                    before[std::size_t(i)] -= c.eta * (before[std::size_t(i)] * px - py) * px;
                }
        x = mix(w, before);
        bool finite = true;
        for (double v : x)
            finite = finite && std::isfinite(v) && std::abs(v) < 1e12;
        if (!finite) {
            diverged = true;
            break;
        }
        emit(r, before, x);
        out.progress(double(r) / c.rounds);
    }
    DecentralizedSummary summary;
    summary.diverged = diverged;
    summary.rounds = last.round;
    summary.final_mean = last.mean;
    summary.final_consensus_distance = last.consensus_distance;
    summary.spectral_gap = meta.spectral_gap;
    summary.components = meta.components;
    summary.message = decentralizedMessage(diverged, meta);
    setMetaAndSummary(trace, meta, summary);
    return trace;
}

} // namespace sgd
