#include "decentralized_trace.h"

namespace sgd {

template <> const FieldTable<DecentralizedRound> &fieldTable<DecentralizedRound>()
{
    using S = DecentralizedRound;
    static const FieldTable<S> table(
        "DecentralizedRound",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n rounds."),
            field(&S::round, "round", "", "The gossip round; 0 is the start.").within(0, kTraceMaxCount),
            field(&S::weights, "weights", "", "Each node's weight after the round, node 1 first."),
            field(&S::mean, "mean", "", "The mean of the live nodes' weights."),
            field(&S::consensus_distance, "consensus_distance", "",
                  "The spread of the live weights: the root mean square distance to their mean.")
                .within(0, kTraceMagnitude),
            field(&S::weights_before, "weights_before", "", "Each node's weight after its local steps, just before mixing."),
        });
    return table;
}

template <> const FieldTable<GossipNode> &fieldTable<GossipNode>()
{
    using S = GossipNode;
    static const FieldTable<S> table(
        "GossipNode", {
                          field(&S::node, "node", "", "The node's number, from 1.").within(1, kTraceMaxWorkers),
                          field(&S::x, "x", "", "Where the node sits on the plane: across."),
                          field(&S::y, "y", "", "Where the node sits on the plane: up."),
                          field(&S::alive, "alive", "", "1 when the node is up, 0 when it has failed."),
                          field(&S::degree, "degree", "", "How many live links the node has.").within(0, kTraceMaxWorkers),
                          field(&S::data_x, "data_x", "", "The input of the node's data point (for the local steps)."),
                          field(&S::data_y, "data_y", "", "The target of the node's data point."),
                      });
    return table;
}

template <> const FieldTable<GossipEdge> &fieldTable<GossipEdge>()
{
    using S = GossipEdge;
    static const FieldTable<S> table(
        "GossipEdge", {
                          field(&S::a, "a", "", "The lower-numbered end of the link.").within(1, kTraceMaxWorkers),
                          field(&S::b, "b", "", "The higher-numbered end of the link.").within(1, kTraceMaxWorkers),
                          field(&S::alive, "alive", "", "1 when both ends are up, so weights flow along the link."),
                      });
    return table;
}

template <> const FieldTable<DecentralizedMeta> &fieldTable<DecentralizedMeta>()
{
    using S = DecentralizedMeta;
    static const FieldTable<S> table(
        "DecentralizedMeta",
        {
            field(&S::mixing_matrix, "mixing_matrix", "",
                  "The Metropolis-Hastings mixing matrix W: row i says how node i averages."),
            field(&S::nodes, "nodes", "", "The nodes, node 1 first."),
            field(&S::edges, "edges", "", "Every link of the topology, live or not."),
            field(&S::lambda2, "lambda2", "", "W's second-largest eigenvalue (over the live nodes)."),
            field(&S::slem, "slem", "",
                  "W's second-largest eigenvalue modulus: the spread shrinks by about this factor per round."),
            field(&S::spectral_gap, "spectral_gap", "", "1 - slem: the bigger, the faster the nodes agree."),
            field(&S::eigenvalues, "eigenvalues", "", "W's eigenvalues over the live nodes, largest first."),
            field(&S::components, "components", "", "How many separate groups the live nodes form.").within(0, kTraceMaxWorkers),
            field(&S::topology, "topology", "", "Who talks to whom.", {"path", "ring", "star", "complete", "threshold"}),
            field(&S::threshold, "threshold", "", "For the threshold topology: the longest link."),
            field(&S::local_steps, "local_steps", "", "Gradient steps each node takes on its own data point before each round.")
                .within(0, kTraceMaxCount),
            field(&S::eta, "eta", "", "The learning rate of the local steps."),
        });
    return table;
}

template <> const FieldTable<DecentralizedSummary> &fieldTable<DecentralizedSummary>()
{
    using S = DecentralizedSummary;
    static const FieldTable<S> table(
        "DecentralizedSummary",
        {
            field(&S::diverged, "diverged", "", "1 when the local steps ran away."),
            field(&S::rounds, "rounds", "", "The number of rounds in the trace.").within(0, kTraceMaxCount),
            field(&S::final_mean, "final_mean", "", "The mean of the live weights in the last frame."),
            field(&S::final_consensus_distance, "final_consensus_distance", "", "The consensus distance in the last frame."),
            field(&S::spectral_gap, "spectral_gap", "", "1 - slem of the mixing matrix."),
            field(&S::components, "components", "", "How many separate groups the live nodes form.").within(0, kTraceMaxWorkers),
            field(&S::message, "message", "", "One sentence on how the run ended."),
        });
    return table;
}

} // namespace sgd
