#pragma once
// Decentralized SGD: no server; each node averages with its neighbours through a mixing matrix
// (the graph and its mixing: core/sim/gossip_graph.h, shared with the scale lab and the MPI runner).

#include "core/run_context.h"
#include "core/sim/gossip_graph.h"

#include <string>
#include <utility>
#include <vector>

namespace sgd {

struct DecentralizedConfig {
    GraphKind kind = GraphKind::Path;
    int nodes = 3;
    double threshold = 1.5;
    std::vector<std::pair<double, double>> positions; ///< empty = default layout
    std::vector<double> weights;                      ///< initial weights; empty = 1, 2, ..., n
    std::vector<int> failed;                          ///< 1-based node numbers
    int rounds = 10;
    int localSteps = 0; ///< gradient steps on each node's shard between mixes
    double eta = 0.1;
    std::vector<std::pair<double, double>> shards; ///< one (x, y) per node; empty = (i, 2i+1)
};

Trace runDecentralized(const DecentralizedConfig &cfg, const RunContext &ctx = {});

} // namespace sgd
