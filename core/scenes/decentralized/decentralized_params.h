#pragma once
// The decentralized scene's parameters, typed (core/param_table.h), as the engine takes them
// (runDecentralized); the table is in decentralized_scene.cpp. The defaults are the table's.

#include "core/param_table.h"
#include "core/sim/gossip_graph.h"

namespace sgd {

struct DecentralizedParams {
    GraphKind topology = GraphKind::Path;
    int nodes = 3;
    double threshold = 1.5;
    std::vector<std::pair<double, double>> positions; ///< empty = default layout
    std::vector<double> weights;                      ///< initial weights; empty = 1, 2, ..., n
    std::vector<int> failed;                          ///< 1-based node numbers
    int rounds = 10;
    int localSteps = 0; ///< gradient steps on each node's shard between mixes
    double eta = 0.1;
    std::vector<std::pair<double, double>> shards; ///< one (x, y) per node; empty = (i, 2i+1)
    bool operator==(const DecentralizedParams &) const = default;
};

template <> const ParamTable<DecentralizedParams> &paramTable<DecentralizedParams>();

} // namespace sgd
