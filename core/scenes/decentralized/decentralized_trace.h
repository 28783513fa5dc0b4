#pragma once
// The decentralized scene's trace in typed form (field tables in decentralized_trace.cpp).

#include "core/trace_schema.h"

namespace sgd {

/// One frame: the weights after a gossip round (round 0 is the start).
struct DecentralizedRound {
    int step = 0;
    int round = 0;
    std::vector<double> weights; ///< one per node, after the round
    double mean = 0;             ///< over the live nodes
    double consensus_distance = 0;
    std::vector<double> weights_before; ///< after the local steps, before mixing
};

/// One node of the graph: where it sits, whether it is up, and its data point.
struct GossipNode {
    int node = 0; ///< numbered from 1
    double x = 0;
    double y = 0;
    bool alive = true;
    int degree = 0; ///< live links
    double data_x = 0;
    double data_y = 0;
};

/// One link of the full graph.
struct GossipEdge {
    int a = 0; ///< node numbers from 1, a < b
    int b = 0;
    bool alive = true; ///< both ends are up
};

struct DecentralizedMeta {
    Matrix mixing_matrix;
    std::vector<GossipNode> nodes;
    std::vector<GossipEdge> edges;
    double lambda2 = 0;
    double slem = 0;
    double spectral_gap = 0;
    std::vector<double> eigenvalues;
    int components = 0;
    std::string topology;
    double threshold = 0;
    int local_steps = 0;
    double eta = 0;
};

struct DecentralizedSummary {
    bool diverged = false;
    int rounds = 0;
    double final_mean = 0;
    double final_consensus_distance = 0;
    double spectral_gap = 0;
    int components = 0;
    std::string message;
};

using DecentralizedTrace = TypedTrace<DecentralizedRound, DecentralizedMeta, DecentralizedSummary>;

template <> const FieldTable<DecentralizedRound> &fieldTable<DecentralizedRound>();
template <> const FieldTable<GossipNode> &fieldTable<GossipNode>();
template <> const FieldTable<GossipEdge> &fieldTable<GossipEdge>();
template <> const FieldTable<DecentralizedMeta> &fieldTable<DecentralizedMeta>();
template <> const FieldTable<DecentralizedSummary> &fieldTable<DecentralizedSummary>();

} // namespace sgd
