#pragma once
// The gossip graph every decentralized design shares (the decentralized scene, the scale lab, the
// MPI runner, the topology view): graphs, Metropolis-Hastings mixing weights, their spectrum, one
// mixing step and the consensus distance. No Qt.

#include "core/trace.h"

#include <string>
#include <utility>
#include <vector>

namespace sgd {

enum class GraphKind { Path, Ring, Star, Complete, Threshold };

struct Graph {
    int nodes = 0;
    std::vector<std::pair<int, int>> edges; ///< 0-based, i < j
    std::vector<int> degree() const;
    bool hasEdge(int i, int j) const;
};

/// Builds the graph; in a star node 0 is the hub; threshold links nodes within `threshold` of each other.
Graph makeGraph(GraphKind kind, int nodes, const std::vector<std::pair<double, double>> &positions = {}, double threshold = 0.0);
/// The same graph without the failed nodes' edges (failed nodes are isolated).
Graph withoutNodes(const Graph &g, const std::vector<int> &failed);
/// Default node positions for drawing (and for the threshold graph).
std::vector<std::pair<double, double>> defaultPositions(GraphKind kind, int nodes);

/// Metropolis-Hastings weights: W_ij = 1/(1 + max(deg_i, deg_j)) on each edge, W_ii = 1 - row sum.
Matrix metropolisHastings(const Graph &g);

struct Spectrum {
    double lambda2 = 0;              ///< second-largest eigenvalue
    double slem = 0;                 ///< second-largest eigenvalue modulus (sets the mixing rate)
    double gap = 0;                  ///< spectral gap 1 - slem
    std::vector<double> eigenvalues; ///< descending
};
/// Spectrum of the symmetric W restricted to `alive` nodes (all nodes when empty).
Spectrum mixingSpectrum(const Matrix &w, const std::vector<bool> &alive = {});

/// x_{t+1} = W x_t
std::vector<double> mix(const Matrix &w, const std::vector<double> &x);
/// sqrt(mean over alive nodes of (x_i - mean)^2)
double consensusDistance(const std::vector<double> &x, const std::vector<bool> &alive);
/// Number of connected components among alive nodes.
int components(const Graph &g, const std::vector<bool> &alive);

GraphKind graphKindFromString(const std::string &s);
std::string toString(GraphKind k);

} // namespace sgd
