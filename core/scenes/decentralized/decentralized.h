#pragma once
// Decentralized SGD: no server; each node averages with its neighbours through a mixing matrix
// (the graph and its mixing: core/sim/gossip_graph.h, shared with the scale lab and the MPI runner).

#include "core/run_context.h"
#include "core/sim/gossip_graph.h"
#include "decentralized_params.h"

#include <string>
#include <utility>
#include <vector>

namespace sgd {

Trace runDecentralized(const DecentralizedParams &cfg, const RunContext &ctx = {});

} // namespace sgd
