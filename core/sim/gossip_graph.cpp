#include "gossip_graph.h"

#include "core/params.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <functional>
#include <stdexcept>

namespace sgd {

GraphKind graphKindFromString(const std::string &s)
{
    if (s == "path")
        return GraphKind::Path;
    if (s == "ring")
        return GraphKind::Ring;
    if (s == "star")
        return GraphKind::Star;
    if (s == "complete")
        return GraphKind::Complete;
    if (s == "threshold")
        return GraphKind::Threshold;
    throw std::invalid_argument("topology must be path, ring, star, complete or threshold");
}

std::string toString(GraphKind k)
{
    switch (k) {
    case GraphKind::Path:
        return "path";
    case GraphKind::Ring:
        return "ring";
    case GraphKind::Star:
        return "star";
    case GraphKind::Complete:
        return "complete";
    case GraphKind::Threshold:
        return "threshold";
    }
    return {};
}

std::vector<int> Graph::degree() const
{
    std::vector<int> d(static_cast<std::size_t>(nodes), 0);
    for (auto [i, j] : edges) {
        ++d[std::size_t(i)];
        ++d[std::size_t(j)];
    }
    return d;
}

bool Graph::hasEdge(int i, int j) const
{
    if (i > j)
        std::swap(i, j);
    return std::find(edges.begin(), edges.end(), std::make_pair(i, j)) != edges.end();
}

std::vector<std::pair<double, double>> defaultPositions(GraphKind kind, int n)
{
    std::vector<std::pair<double, double>> p;
    const double pi = 3.14159265358979323846;
    switch (kind) {
    case GraphKind::Path:
    case GraphKind::Threshold:
        // A gentle arc: neighbours about 1.2 apart, so threshold 1.5 links only neighbours.
        for (int i = 0; i < n; ++i)
            p.emplace_back(1.2 * i, 0.4 * std::sin(0.9 * i));
        break;
    case GraphKind::Star:
        p.emplace_back(0.0, 0.0);
        for (int i = 1; i < n; ++i)
            p.emplace_back(2.0 * std::cos(2 * pi * (i - 1) / (n - 1) + pi / 2),
                           2.0 * std::sin(2 * pi * (i - 1) / (n - 1) + pi / 2));
        break;
    case GraphKind::Ring:
    case GraphKind::Complete:
        for (int i = 0; i < n; ++i)
            p.emplace_back(2.0 * std::cos(2 * pi * i / n + pi / 2), 2.0 * std::sin(2 * pi * i / n + pi / 2));
        break;
    }
    return p;
}

Graph makeGraph(GraphKind kind, int n, const std::vector<std::pair<double, double>> &positions, double threshold)
{
    Graph g;
    g.nodes = n;
    switch (kind) {
    case GraphKind::Path:
        for (int i = 0; i + 1 < n; ++i)
            g.edges.emplace_back(i, i + 1);
        break;
    case GraphKind::Ring:
        for (int i = 0; i + 1 < n; ++i)
            g.edges.emplace_back(i, i + 1);
        if (n > 2)
            g.edges.emplace_back(0, n - 1);
        break;
    case GraphKind::Star:
        for (int i = 1; i < n; ++i)
            g.edges.emplace_back(0, i);
        break;
    case GraphKind::Complete:
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                g.edges.emplace_back(i, j);
        break;
    case GraphKind::Threshold: {
        const auto pos = positions.empty() ? defaultPositions(kind, n) : positions;
        if (int(pos.size()) != n)
            throw std::invalid_argument("threshold graph needs one position per node");
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) {
                const double dx = pos[std::size_t(i)].first - pos[std::size_t(j)].first;
                const double dy = pos[std::size_t(i)].second - pos[std::size_t(j)].second;
                if (std::sqrt(dx * dx + dy * dy) <= threshold)
                    g.edges.emplace_back(i, j);
            }
        break;
    }
    }
    std::sort(g.edges.begin(), g.edges.end());
    return g;
}

Graph withoutNodes(const Graph &g, const std::vector<int> &failed)
{
    Graph h;
    h.nodes = g.nodes;
    for (auto e : g.edges)
        if (std::find(failed.begin(), failed.end(), e.first) == failed.end() &&
            std::find(failed.begin(), failed.end(), e.second) == failed.end())
            h.edges.push_back(e);
    return h;
}

Matrix metropolisHastings(const Graph &g)
{
    const auto deg = g.degree();
    Matrix w(g.nodes, g.nodes, 0.0);
    for (auto [i, j] : g.edges) {
        const double v = 1.0 / (1.0 + std::max(deg[std::size_t(i)], deg[std::size_t(j)]));
        w.at(i, j) = v;
        w.at(j, i) = v;
    }
    for (int i = 0; i < g.nodes; ++i) {
        double s = 0;
        for (int j = 0; j < g.nodes; ++j)
            if (j != i)
                s += w.at(i, j);
        w.at(i, i) = 1.0 - s;
    }
    return w;
}

Spectrum mixingSpectrum(const Matrix &w, const std::vector<bool> &alive)
{
    std::vector<int> idx;
    for (int i = 0; i < w.rows; ++i)
        if (alive.empty() || alive[std::size_t(i)])
            idx.push_back(i);
    Spectrum s;
    const int m = int(idx.size());
    if (m == 0)
        return s;
    Eigen::MatrixXd a(m, m);
    for (int i = 0; i < m; ++i)
        for (int j = 0; j < m; ++j)
            a(i, j) = w.at(idx[std::size_t(i)], idx[std::size_t(j)]);
    Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(a, Eigen::EigenvaluesOnly);
    const Eigen::VectorXd ev = solver.eigenvalues(); // ascending
    for (int i = m - 1; i >= 0; --i)
        s.eigenvalues.push_back(ev(i));
    if (m == 1) {
        s.lambda2 = 0;
        s.slem = 0;
        s.gap = 1;
        return s;
    }
    s.lambda2 = s.eigenvalues[1];
    s.slem = std::max(std::abs(s.eigenvalues[1]), std::abs(s.eigenvalues.back()));
    s.gap = 1.0 - s.slem;
    return s;
}

std::vector<double> mix(const Matrix &w, const std::vector<double> &x)
{
    std::vector<double> y(x.size(), 0.0);
    for (int i = 0; i < w.rows; ++i)
        for (int j = 0; j < w.cols; ++j)
            y[std::size_t(i)] += w.at(i, j) * x[std::size_t(j)];
    return y;
}

double consensusDistance(const std::vector<double> &x, const std::vector<bool> &alive)
{
    double mean = 0, n = 0;
    for (std::size_t i = 0; i < x.size(); ++i)
        if (alive.empty() || alive[i]) {
            mean += x[i];
            n += 1;
        }
    if (n == 0)
        return 0;
    mean /= n;
    double s = 0;
    for (std::size_t i = 0; i < x.size(); ++i)
        if (alive.empty() || alive[i])
            s += (x[i] - mean) * (x[i] - mean);
    return std::sqrt(s / n);
}

int components(const Graph &g, const std::vector<bool> &alive)
{
    std::vector<int> parent(std::size_t(g.nodes));
    for (int i = 0; i < g.nodes; ++i)
        parent[std::size_t(i)] = i;
    std::function<int(int)> find = [&](int a) {
        return parent[std::size_t(a)] == a ? a : parent[std::size_t(a)] = find(parent[std::size_t(a)]);
    };
    for (auto [i, j] : g.edges)
        if (alive[std::size_t(i)] && alive[std::size_t(j)])
            parent[std::size_t(find(i))] = find(j);
    int c = 0;
    for (int i = 0; i < g.nodes; ++i)
        if (alive[std::size_t(i)] && find(i) == i)
            ++c;
    return c;
}

} // namespace sgd
