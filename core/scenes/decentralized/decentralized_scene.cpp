// The decentralized scene, whole: its parameters, their whole-set checks (sceneDecentralizedParams, declared in
// core/scene_configs.h for the MPI runner), the check of a trace read from a file, the model text the
// trace reference prints and the "what to look for" paragraph (core/scenes/scene_list.h lists it).

#include "decentralized.h"
#include "decentralized_params.h"
#include "decentralized_trace.h"

#include "core/number_text.h"
#include "core/run_compare.h"
#include "core/scene_configs.h"
#include "core/scenes.h"

#include <cmath>

namespace sgd {

namespace {

const char *const kModel = R"(Nodes 1 … N, no server, no clock and nothing random. The graph:
`path` links i and i + 1; `ring` also links N and 1 (N > 2); `star` links node 1 with every other;
`complete` links every pair; `threshold` links two nodes at most `threshold` apart on the plane. Without
`positions`, node i sits at `(1.2(i − 1), 0.4·sin(0.9(i − 1)))` for `path` and `threshold`; for `ring`
and `complete` at `2·(cos φ, sin φ)` with `φ = 2π(i − 1)/N + π/2`; for `star` node 1 at (0, 0) and node
i ≥ 2 at `2·(cos φ, sin φ)` with `φ = 2π(i − 2)/(N − 1) + π/2`.

A `failed` node loses all its links; degrees count only the remaining links. The mixing matrix is
Metropolis–Hastings: `W_ij = 1/(1 + max(deg_i, deg_j))` for every remaining link and
`W_ii = 1 − Σ_(j≠i) W_ij`, so a failed node's row is 1 on the diagonal and it keeps its weight. Each
node starts from `weights` (default 1, 2, …, N) and holds the point `data` (default `(i, 2i + 1)`).

Round r: every live node takes `local_steps` gradient steps on its own point,
`w_i ← w_i − η·(w_i·x_i − y_i)·x_i` (these are `weights_before`); then every node at once becomes
`Σ_j W_ij·before_j`. Frame 0 is the start (`weights` = `weights_before` = the initial weights); frame n
is the state after n rounds. `mean` and `consensus_distance` (the root mean square of `w_i − mean`) are
taken over the live nodes. A round whose weights are not finite or exceed 10¹² in size is left out and
ends the run (`diverged`).

Scene data: the eigenvalues of W restricted to the live nodes, largest first; `lambda2` is the second,
`slem` = `max(|λ₂|, |λ_min|)`, `spectral_gap` = `1 − slem` (0, 0 and 1 with a single live node);
`components` counts the connected groups of live nodes.)";

const char *const kLookFor =
    "There is no server: each node averages its weight with its neighbours only. Watch the values spread "
    "through the graph and draw together until all nodes agree. A ring agrees slowly; more links agree "
    "faster but send more messages.";

/// A decentralized trace read from a file: nodes numbered 1..n in order, one weight per node in
/// every frame, an n x n mixing matrix and links between existing nodes.
std::string checkDecentralizedTrace(const Trace &t)
{
    const DecentralizedTrace &g = typedTrace<DecentralizedTrace>(t);
    const std::size_t n = g.meta.nodes.size();
    if (n == 0)
        return "scene data: field 'nodes' is empty (the graph has at least one node)";
    for (std::size_t i = 0; i < n; ++i)
        if (g.meta.nodes[i].node != int(i) + 1)
            return "scene data: nodes[" + std::to_string(i) + "]: field 'node' should be " + std::to_string(i + 1);
    const Matrix &w = g.meta.mixing_matrix;
    if (w.rows != int(n) || w.cols != int(n))
        return "scene data: field 'mixing_matrix' should be " + std::to_string(n) + " x " + std::to_string(n) +
               " (one row per node)";
    for (std::size_t i = 0; i < g.meta.edges.size(); ++i) {
        const GossipEdge &e = g.meta.edges[i];
        if (e.a < 1 || e.b < 1 || e.a > int(n) || e.b > int(n) || e.a >= e.b)
            return "scene data: edges[" + std::to_string(i) + "]: nodes should be numbered 1 to " + std::to_string(n) + ", a < b";
    }
    for (std::size_t f = 0; f < g.frames.size(); ++f) {
        const DecentralizedRound &r = g.frames[f];
        if (r.weights.size() != n)
            return "frame " + std::to_string(f) + ": field 'weights' should have one value per node (" + std::to_string(n) + ")";
        if (!r.weights_before.empty() && r.weights_before.size() != n)
            return "frame " + std::to_string(f) + ": field 'weights_before' should have one value per node (" +
                   std::to_string(n) + ")";
    }
    return {};
}

} // namespace

template <> const ParamTable<DecentralizedParams> &paramTable<DecentralizedParams>()
{
    using P = DecentralizedParams;
    static const ParamTable<P> table({
        param(&P::topology,
              choiceParam("topology", "path", {"path", "ring", "star", "complete", "threshold"}, "topology",
                          "Who talks to whom. In a star node 1 is the hub; threshold links nodes close enough on the plane."),
              graphKindFromString),
        param(&P::nodes, integerParam("nodes", "3", 2, 32, "nodes", "How many nodes (workers) there are.")),
        param(&P::threshold, numberParam("threshold", "1.5", 0, 100, "distance threshold",
                                         "For the threshold topology: nodes at most this far apart exchange weights.")),
        param(&P::positions, listParam(ParamKind::Pairs, "positions", "", -1000, 1000, "positions x:y",
                                       "Where the nodes sit on the plane (empty = a layout for the topology).", true)),
        param(&P::weights, listParam(ParamKind::NumberList, "weights", "", -1000, 1000, "initial weights",
                                     "Each node's starting weight (empty = 1, 2, ..., n).", true)),
        param(&P::failed, listParam(ParamKind::IntegerList, "failed", "", 1, 32, "failed nodes",
                                    "Nodes that are down and take no part in mixing (numbers from 1).", true)),
        param(&P::rounds, integerParam("rounds", "10", 1, 500, "rounds", "How many gossip rounds to run.")),
        param(&P::localSteps,
              integerParam("local_steps", "0", 0, 20, "local steps",
                           "Gradient steps each node takes on its own shard before each mixing round (0 = pure gossip).")),
        param(&P::eta, numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size of the local gradient steps.", true)),
        param(&P::shards, listParam(ParamKind::Pairs, "data", "", -1000, 1000, "shards x:y",
                                    "One x:y point per node for the local steps (empty = (i, 2i+1)).", true)),
    });
    return table;
}

DecentralizedParams sceneDecentralizedParams(const ParamSet &p)
{
    using P = DecentralizedParams;
    const P c = readParams<P>(p);
    if (!c.positions.empty() && int(c.positions.size()) != c.nodes)
        rejectParam(p, paramKey(&P::positions), "empty, or one x:y position per node (" + std::to_string(c.nodes) + ")");
    if (!c.weights.empty() && int(c.weights.size()) != c.nodes)
        rejectParam(p, paramKey(&P::weights), "empty, or one initial weight per node (" + std::to_string(c.nodes) + ")");
    if (!c.shards.empty() && int(c.shards.size()) != c.nodes)
        rejectParam(p, paramKey(&P::shards), "empty, or one x:y pair per node (" + std::to_string(c.nodes) + ")");
    for (int f : c.failed)
        if (f < 1 || f > c.nodes)
            rejectParam(p, paramKey(&P::failed), "node numbers from 1 to " + std::to_string(c.nodes) + ", comma separated");
    return c;
}

SceneDef decentralizedScene()
{
    SceneDef d;
    d.id = "decentralized";
    // Recorded by app/mpi as its gossip design: rounds of local steps, one lecture second each.
    d.realRun.design = "gossip";
    d.realRun.workers = [](const ParamSet &p) { return sceneDecentralizedParams(p).nodes; };
    d.realRun.plannedSeconds = [](const Trace &t) { return t.params.num("rounds", 0.0) * t.params.num("local_steps", 0.0); };
    d.realRun.compare = compareDecentralizedRun;
    d.realRun.layout = [](const ParamSet &) {
        return text::words("each node is a process that averages with its neighbours; rank 0 only records");
    };
    d.model = kModel;
    d.lookFor = kLookFor;
    d.stepNoun = "round";
    d.title = "Decentralized SGD";
    d.summary = "No server: every node averages its weight with its neighbours until they agree.";
    d.params = paramTable<DecentralizedParams>().defs();
    d.sweepKey = paramKey(&DecentralizedParams::eta);
    d.stepsKey = paramKey(&DecentralizedParams::rounds);
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runDecentralized(sceneDecentralizedParams(p), ctx); };
    d.check = [](const ParamSet &p) { (void)sceneDecentralizedParams(p); };
    d.schema = traceSchemaOf<DecentralizedTrace>();
    d.largeParams = {{paramKey(&DecentralizedParams::nodes), "32"},
                     {paramKey(&DecentralizedParams::topology), "complete"},
                     {paramKey(&DecentralizedParams::rounds), "500"}};
    // ... and here how the disagreement after the last round grows with the graph.
    d.sweep.first = [](const ParamSet &) -> std::optional<SweepSpec> {
        return SweepSpec{paramKey(&DecentralizedParams::nodes), 2, 32, 16, SweepSpacing::Linear};
    };
    d.checkTrace = checkDecentralizedTrace;
    return d;
}

} // namespace sgd
