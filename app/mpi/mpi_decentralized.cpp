// Decentralized SGD (gossip) on real processes: node i is rank i; every round each live node takes
// its local steps, swaps weights with its live neighbours (non-blocking sends and receives) and
// mixes them with its row of the scene's mixing matrix. A failed node takes no part at all.

#include "core/run_source.h"
#include "mpi_designs.h"

#include "core/scene_configs.h"
#include "core/scenes.h"
#include "core/scenes/decentralized/decentralized_trace.h"
#include "core/sim/gossip_graph.h"

#include <algorithm>
#include <cmath>

namespace sgd::mpi {

namespace {

constexpr int kTagWeight = 40;

/// Lecture seconds of one local step on node i (0-based): --compute, one value for all, or 1.
double stepSeconds(const Options &o, int i)
{
    if (o.compute.empty())
        return 1.0;
    return o.compute.size() == 1 ? o.compute.front() : o.compute[std::size_t(i)];
}

/// One node's rounds: local steps, the exchange, its row of W x (summed in node order, as mix()).
void nodeRounds(RankContext &ctx, const DecentralizedParams &c, const DecentralizedMeta &meta, double x)
{
    const int n = c.nodes;
    const int i = ctx.rank - 1;
    const GossipNode &me = meta.nodes[std::size_t(i)];
    const Matrix &w = meta.mixing_matrix;
    std::vector<int> neighbours;
    for (int j = 0; j < n; ++j)
        if (j != i && w.at(i, j) != 0)
            neighbours.push_back(j);
    const double step = stepSeconds(ctx.options, i) * ctx.options.timeScale;
    for (int r = 1; r <= c.rounds; ++r) {
        double before = x;
        const double t0 = ctx.clock.now();
        const bool computes = c.localSteps > 0 && me.alive;
        for (int s = 0; s < c.localSteps && me.alive; ++s)
            before -= c.eta * (before * me.data_x - me.data_y) * me.data_x;
        if (computes) // the node's local steps take their (scaled) compute time, as a worker's gradient does
            ctx.clock.sleepUntil(t0 + c.localSteps * step);
        const double t1 = ctx.clock.now();
        if (computes)
            ctx.record(EventKind::Compute, r, t0, t1, before, x);
        std::vector<double> in(std::size_t(n), 0.0);
        std::vector<MPI_Request> requests;
        for (int j : neighbours) {
            requests.emplace_back();
            MPI_Irecv(&in[std::size_t(j)], 1, MPI_DOUBLE, j + 1, kTagWeight + r % 2, MPI_COMM_WORLD, &requests.back());
            requests.emplace_back();
            MPI_Isend(&before, 1, MPI_DOUBLE, j + 1, kTagWeight + r % 2, MPI_COMM_WORLD, &requests.back());
        }
        MPI_Waitall(int(requests.size()), requests.data(), MPI_STATUSES_IGNORE);
        ctx.log.countSent(double(neighbours.size()) * sizeof before);
        ctx.log.countReceived(double(neighbours.size()) * sizeof before);
        in[std::size_t(i)] = before;
        double after = 0;
        for (int j = 0; j < n; ++j)
            after += w.at(i, j) * in[std::size_t(j)];
        ctx.record(EventKind::Exchange, r, t1, ctx.clock.now(), before, after, -1, int(neighbours.size()));
        x = after;
    }
}

double meanAlive(const std::vector<double> &v, const std::vector<bool> &alive)
{
    double s = 0, m = 0;
    for (std::size_t i = 0; i < v.size(); ++i)
        if (alive[i]) {
            s += v[i];
            m += 1;
        }
    return m > 0 ? s / m : 0.0;
}

/// Rank 0: the frames from every node's exchanges.
Trace decentralizedTrace(const RankContext &ctx, const DecentralizedParams &c, const ParamSet &p, const Trace &sim,
                         const std::vector<Event> &all)
{
    const DecentralizedMeta meta = fromRecord<DecentralizedMeta>(sim.meta, "meta");
    std::vector<bool> alive;
    for (const GossipNode &node : meta.nodes)
        alive.push_back(node.alive);
    Trace t;
    t.scene = "decentralized";
    t.params = p.typed();
    t.frames.push_back(sim.frames.front());
    DecentralizedRound last = fromRecord<DecentralizedRound>(sim.frames.front(), "frame 0");
    const double mean0 = last.mean;
    bool diverged = false;
    const std::vector<Event> exchanges = eventsOf(all, EventKind::Exchange);
    for (int r = 1; r <= c.rounds && !diverged; ++r) {
        DecentralizedRound f;
        f.step = f.round = r;
        f.weights.assign(std::size_t(c.nodes), 0.0);
        f.weights_before.assign(std::size_t(c.nodes), 0.0);
        int nodes = 0;
        for (const Event &e : exchanges)
            if (e.round == r) {
                f.weights_before[std::size_t(e.rank - 1)] = e.v0;
                f.weights[std::size_t(e.rank - 1)] = e.v1;
                ++nodes;
            }
        if (nodes < c.nodes) // a run that ended early: this round did not reach every node
            break;
        for (double v : f.weights)
            diverged = diverged || !std::isfinite(v) || std::abs(v) >= 1e12;
        if (diverged)
            break;
        f.mean = meanAlive(f.weights, alive);
        f.consensus_distance = consensusDistance(f.weights, alive);
        t.frames.push_back(toRecord(f));
        last = f;
    }
    DecentralizedSummary s = fromRecord<DecentralizedSummary>(sim.summary, "summary");
    s.diverged = diverged;
    s.rounds = last.round;
    s.final_mean = last.mean;
    s.final_consensus_distance = last.consensus_distance;
    s.message = "recorded on " + std::to_string(ctx.size) + " processes: the live nodes' mean went from " +
                formatNumberShort(mean0, 6) + " to " + formatNumberShort(last.mean, 6) + "; " + s.message;
    setMetaAndSummary(t, meta, s);
    return t;
}

} // namespace

namespace {

/// The run's parameters, checked against the processes (every rank gets the same answer).
std::pair<ParamSet, DecentralizedParams> decentralizedSetup(const RankContext &ctx)
{
    const int n = ctx.workers();
    ParamSet p = paramsForWorkers("decentralized", ctx.options.sets, "nodes", n);
    DecentralizedParams c = sceneDecentralizedParams(p);
    if (c.nodes != n)
        throw std::invalid_argument("these parameters have " + std::to_string(c.nodes) + " nodes: start mpirun -np " +
                                    std::to_string(c.nodes + 1) + " (a recorder, then one rank per node)");
    if (ctx.options.compute.size() > 1 && int(ctx.options.compute.size()) != n)
        throw std::invalid_argument("--compute names " + std::to_string(ctx.options.compute.size()) + " times for " +
                                    std::to_string(n) + " nodes: give one per node or one for all");
    return {std::move(p), std::move(c)};
}

} // namespace

double plannedDecentralizedSeconds(const RankContext &ctx)
{
    const DecentralizedParams c = decentralizedSetup(ctx).second;
    double slowest = 0; // every round waits for the slowest neighbour's local steps, at worst the slowest node's
    for (int i = 0; i < c.nodes; ++i)
        slowest = std::max(slowest, stepSeconds(ctx.options, i));
    return c.rounds * c.localSteps * slowest;
}

int runDecentralizedDesign(RankContext &ctx)
{
    const int n = ctx.workers();
    const auto setup = decentralizedSetup(ctx); // no structured binding: clang 14 cannot capture one in a lambda
    const ParamSet &p = setup.first;
    const DecentralizedParams &c = setup.second;
    const Trace sim = runScene(*findScene("decentralized"), p); // the graph, W and the start, as the scene builds them
    if (ctx.rank == 0) {                                        // a round is done when every node has exchanged
        ctx.log.showProgress(EventKind::Exchange, -1, n, c.rounds, "rounds");
        ctx.snapshot = [&] {
            Trace t = decentralizedTrace(ctx, c, p, sim, ctx.log.sorted());
            const std::string done = std::to_string(t.frames.size() - 1) + " of " + std::to_string(c.rounds) + " rounds";
            return Snapshot{std::move(t), done, fieldName(&DecentralizedSummary::message)};
        };
        ctx.roles = {"recorder"};
        for (int i = 1; i <= n; ++i)
            ctx.roles.push_back("node " + std::to_string(i));
        ctx.design = "node i on rank i, neighbour exchanges; rank 0 records";
    }
    ctx.clock.start(MPI_COMM_WORLD);
    if (ctx.rank > 0)
        nodeRounds(ctx, c, fromRecord<DecentralizedMeta>(sim.meta, "meta"),
                   typedTrace<DecentralizedTrace>(sim).frames.front().weights.at(std::size_t(ctx.rank - 1)));
    ctx.finishPart();
    return ctx.rank == 0 ? finishRun(ctx) : 0;
}

} // namespace sgd::mpi
