// Worked example 5 (decentralized SGD): graphs, Metropolis-Hastings weights, the spectrum,
// pure gossip x_{t+1} = W x_t, dead nodes, and local steps.
#include "core/random.h"
#include "core/scenes.h"
#include "core/scenes/decentralized/decentralized.h"
#include "core/scenes/decentralized/decentralized_trace.h"

#include <QTest>

#include <cmath>

using namespace sgd;

Q_DECLARE_METATYPE(sgd::GraphKind)

namespace {
const double kPi = 3.14159265358979323846;

void checkDoublyStochastic(const Matrix &w)
{
    QCOMPARE(w.rows, w.cols);
    for (int i = 0; i < w.rows; ++i) {
        double row = 0, col = 0;
        for (int j = 0; j < w.cols; ++j) {
            QCOMPARE(w.at(i, j), w.at(j, i)); // symmetric, exactly
            QVERIFY(w.at(i, j) >= -1e-15);
            row += w.at(i, j);
            col += w.at(j, i);
        }
        QVERIFY2(std::abs(row - 1) < 1e-12, qPrintable(QString("row %1 sums to %2").arg(i).arg(row, 0, 'g', 17)));
        QVERIFY(std::abs(col - 1) < 1e-12);
    }
}

std::vector<std::pair<double, double>> randomPositions(int n, std::uint64_t seed)
{
    Rng rng(seed);
    std::vector<std::pair<double, double>> p;
    for (int i = 0; i < n; ++i)
        p.emplace_back(rng.uniform() * 4, rng.uniform() * 4);
    return p;
}
} // namespace

class TestDecentralized : public QObject {
    Q_OBJECT

private slots:
    void graphs()
    {
        const Graph path = makeGraph(GraphKind::Path, 3);
        QCOMPARE(int(path.edges.size()), 2);
        QVERIFY(path.hasEdge(0, 1) && path.hasEdge(1, 2));
        QVERIFY(!path.hasEdge(0, 2)); // node 3 never talks to node 1
        QCOMPARE(path.degree(), (std::vector<int>{1, 2, 1}));

        const Graph ring = makeGraph(GraphKind::Ring, 6);
        QCOMPARE(int(ring.edges.size()), 6);
        QCOMPARE(ring.degree(), std::vector<int>(6, 2));
        QVERIFY(ring.hasEdge(5, 0));

        const Graph star = makeGraph(GraphKind::Star, 5);
        QCOMPARE(star.degree(), (std::vector<int>{4, 1, 1, 1, 1}));

        const Graph complete = makeGraph(GraphKind::Complete, 5);
        QCOMPARE(int(complete.edges.size()), 10);

        const Graph th = makeGraph(GraphKind::Threshold, 4, {{0, 0}, {1, 0}, {3, 0}, {3, 1}}, 1.5);
        QVERIFY(th.hasEdge(0, 1));
        QVERIFY(th.hasEdge(2, 3));
        QVERIFY(!th.hasEdge(1, 2)); // distance 2
        QVERIFY(!th.hasEdge(0, 3));
        const Graph th2 = makeGraph(GraphKind::Threshold, 4, {{0, 0}, {1, 0}, {3, 0}, {3, 1}}, 2.0);
        QVERIFY(th2.hasEdge(1, 2)); // distance exactly 2: <= threshold links
    }

    void metropolisHastingsIsDoublyStochastic_data()
    {
        QTest::addColumn<GraphKind>("kind");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<double>("threshold");
        for (int n : {2, 3, 5, 8, 17, 32}) {
            QTest::addRow("path %d", n) << GraphKind::Path << n << 0.0;
            QTest::addRow("ring %d", n) << GraphKind::Ring << n << 0.0;
            QTest::addRow("star %d", n) << GraphKind::Star << n << 0.0;
            QTest::addRow("complete %d", n) << GraphKind::Complete << n << 0.0;
            QTest::addRow("threshold %d r=1.5", n) << GraphKind::Threshold << n << 1.5;
            QTest::addRow("threshold %d r=2.5", n) << GraphKind::Threshold << n << 2.5;
        }
    }
    void metropolisHastingsIsDoublyStochastic()
    {
        QFETCH(GraphKind, kind);
        QFETCH(int, nodes);
        QFETCH(double, threshold);
        const auto pos = kind == GraphKind::Threshold ? randomPositions(nodes, std::uint64_t(nodes))
                                                      : std::vector<std::pair<double, double>>{};
        const Graph g = makeGraph(kind, nodes, pos, threshold);
        const Matrix w = metropolisHastings(g);
        checkDoublyStochastic(w);
        const auto deg = g.degree();
        for (int i = 0; i < nodes; ++i)
            for (int j = 0; j < nodes; ++j)
                if (i != j)
                    QCOMPARE(w.at(i, j),
                             g.hasEdge(i, j) ? 1.0 / (1.0 + std::max(deg[std::size_t(i)], deg[std::size_t(j)])) : 0.0);
        // and with failed nodes removed
        const Matrix wf = metropolisHastings(withoutNodes(g, {0, nodes - 1}));
        checkDoublyStochastic(wf);
        QCOMPARE(wf.at(0, 0), 1.0);
    }

    void pathThreeExact()
    {
        const Matrix w = metropolisHastings(makeGraph(GraphKind::Path, 3));
        const double expected[3][3] = {{2.0 / 3, 1.0 / 3, 0}, {1.0 / 3, 1.0 / 3, 1.0 / 3}, {0, 1.0 / 3, 2.0 / 3}};
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                QVERIFY2(std::abs(w.at(i, j) - expected[i][j]) < 1e-15, qPrintable(QString("W(%1,%2)").arg(i + 1).arg(j + 1)));
        QCOMPARE(w.at(0, 2), 0.0);
        QCOMPARE(w.at(0, 1), 1.0 / 3.0);
        const Spectrum s = mixingSpectrum(w);
        QVERIFY(std::abs(s.eigenvalues[0] - 1) < 1e-12);
        QVERIFY(std::abs(s.lambda2 - 2.0 / 3) < 1e-12);
        QVERIFY(std::abs(s.eigenvalues[2]) < 1e-12);
        QVERIFY(std::abs(s.slem - 2.0 / 3) < 1e-12);
        QVERIFY(std::abs(s.gap - 1.0 / 3) < 1e-12);
    }

    void ringLambda2_data()
    {
        QTest::addColumn<int>("n");
        for (int n : {3, 4, 5, 6, 8, 10, 16, 32})
            QTest::addRow("ring %d", n) << n;
    }
    void ringLambda2()
    {
        QFETCH(int, n);
        const Spectrum s = mixingSpectrum(metropolisHastings(makeGraph(GraphKind::Ring, n)));
        const double expected = 1.0 / 3 + 2.0 / 3 * std::cos(2 * kPi / n);
        QVERIFY2(std::abs(s.lambda2 - expected) < 1e-12,
                 qPrintable(QString("%1 vs %2").arg(s.lambda2, 0, 'g', 17).arg(expected, 0, 'g', 17)));
        QCOMPARE(int(s.eigenvalues.size()), n);
        QVERIFY(std::abs(s.eigenvalues.front() - 1) < 1e-12);
        // the smallest: 1/3 + 2/3 cos(2 pi k/n) at k nearest n/2
        const double smallest = 1.0 / 3 + 2.0 / 3 * std::cos(2 * kPi * (n / 2) / n);
        QVERIFY(std::abs(s.eigenvalues.back() - smallest) < 1e-12);
        QVERIFY(std::abs(s.slem - std::max(std::abs(expected), std::abs(smallest))) < 1e-12);
        for (std::size_t i = 1; i < s.eigenvalues.size(); ++i)
            QVERIFY(s.eigenvalues[i] <= s.eigenvalues[i - 1] + 1e-15);
    }

    void pureGossipFollowsW_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("failed");
        QTest::newRow("path 3") << "path" << 3 << "";
        QTest::newRow("ring 7") << "ring" << 7 << "";
        QTest::newRow("star 6") << "star" << 6 << "";
        QTest::newRow("complete 5") << "complete" << 5 << "";
        QTest::newRow("threshold 9") << "threshold" << 9 << "";
        QTest::newRow("ring 8, node 3 dead") << "ring" << 8 << "3";
        QTest::newRow("path 5, end 5 dead") << "path" << 5 << "5";
    }
    void pureGossipFollowsW()
    {
        QFETCH(QString, topology);
        QFETCH(int, nodes);
        QFETCH(QString, failed);
        const SceneDef *s = findScene("decentralized");
        QVERIFY(s);
        ParamSet p = s->defaults();
        p.set("topology", topology.toStdString());
        p.set("nodes", std::to_string(nodes));
        p.set("failed", failed.toStdString());
        p.set("rounds", "200");
        std::string weights;
        Rng rng(std::uint64_t(nodes) * 31);
        for (int i = 0; i < nodes; ++i)
            weights += (i ? "," : "") + std::to_string(int(rng.below(20)) - 10);
        p.set("weights", weights);
        const Trace t = runScene(*s, p);
        QCOMPARE(int(t.frames.size()), 201);
        const Matrix *w = t.meta.matrix("mixing_matrix");
        QVERIFY(w);
        checkDoublyStochastic(*w);
        const double mean0 = t.frames[0].num("mean");
        double lastDist = t.frames[0].num("consensus_distance");
        QVERIFY(lastDist > 0);
        for (std::size_t r = 1; r < t.frames.size(); ++r) {
            const auto &x = t.frames[r].vec("weights");
            const auto expected = mix(*w, t.frames[r - 1].vec("weights"));
            QCOMPARE(x, expected); // x_{t+1} = W x_t
            QCOMPARE(t.frames[r].num("round"), double(r));
            QVERIFY(std::abs(t.frames[r].num("mean") - mean0) < 1e-12); // the mean is preserved
            const double d = t.frames[r].num("consensus_distance");
            QVERIFY2(d <= lastDist * (1 + 1e-12) + 1e-15, qPrintable(QString("round %1: %2 > %3").arg(r).arg(d).arg(lastDist)));
            lastDist = d;
        }
        QVERIFY(lastDist < 1e-2 * t.frames[0].num("consensus_distance")); // still connected: converges
    }

    void pathThreeConsensusRate()
    {
        // weights 1,2,3: x - mean = (-1,0,1) is the eigenvector of 2/3, so the distance shrinks by exactly 2/3
        DecentralizedParams c;
        c.rounds = 10;
        const Trace t = runDecentralized(c);
        QCOMPARE(t.frames[0].vec("weights"), (std::vector<double>{1, 2, 3}));
        QCOMPARE(t.frames[0].num("mean"), 2.0);
        QVERIFY(std::abs(t.frames[0].num("consensus_distance") - std::sqrt(2.0 / 3.0)) < 1e-15);
        for (std::size_t r = 1; r < t.frames.size(); ++r)
            QVERIFY(std::abs(t.frames[r].num("consensus_distance") - std::sqrt(2.0 / 3.0) * std::pow(2.0 / 3.0, double(r))) <
                    1e-12);
        const auto &w1 = t.frames[1].vec("weights");
        QVERIFY(std::abs(w1[0] - 4.0 / 3) < 1e-15);
        QCOMPARE(w1[1], 2.0);
        QVERIFY(std::abs(w1[2] - 8.0 / 3) < 1e-15);
        QVERIFY(std::abs(t.meta.num("spectral_gap") - 1.0 / 3) < 1e-12);
        QCOMPARE(t.summary.num("components"), 1.0);
    }

    void deadHubStopsStar_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::newRow("star 4") << 4;
        QTest::newRow("star 7") << 7;
    }
    void deadHubStopsStar()
    {
        QFETCH(int, nodes);
        DecentralizedParams c;
        c.topology = GraphKind::Star;
        c.nodes = nodes;
        c.failed = {1};
        c.rounds = 5;
        const Trace t = runDecentralized(c);
        QCOMPARE(t.meta.num("spectral_gap"), 0.0);
        QCOMPARE(t.meta.num("components"), double(nodes - 1));
        const Matrix *w = t.meta.matrix("mixing_matrix");
        for (int i = 0; i < nodes; ++i)
            for (int j = 0; j < nodes; ++j)
                QCOMPARE(w->at(i, j), i == j ? 1.0 : 0.0);
        for (const Frame &f : t.frames)
            QCOMPARE(f.vec("weights"), t.frames.front().vec("weights")); // nothing moves
        QVERIFY(t.message().find("separate") != std::string::npos);
        // Every link of a star touches the hub: none is live.
        const DecentralizedMeta &meta = typedTrace<DecentralizedTrace>(t).meta;
        QCOMPARE(int(meta.edges.size()), nodes - 1);
        for (const GossipEdge &e : meta.edges) {
            QCOMPARE(e.a, 1);
            QVERIFY(!e.alive);
        }
        QVERIFY(!meta.nodes[0].alive);
        QCOMPARE(meta.nodes[0].degree, 0);
        for (int i = 1; i < nodes; ++i) {
            QVERIFY(meta.nodes[std::size_t(i)].alive);
            QCOMPARE(meta.nodes[std::size_t(i)].node, i + 1);
        }
    }

    void deadEndOfPathLeavesRestMixing_data()
    {
        QTest::addColumn<GraphKind>("kind");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("dead");
        QTest::newRow("path 3, node 3 dead") << GraphKind::Path << 3 << 3;
        QTest::newRow("path 3, node 1 dead") << GraphKind::Path << 3 << 1;
        QTest::newRow("path 6, node 6 dead") << GraphKind::Path << 6 << 6;
        QTest::newRow("ring 6, node 2 dead") << GraphKind::Ring << 6 << 2;
        QTest::newRow("star 5, leaf 4 dead") << GraphKind::Star << 5 << 4;
    }
    void deadEndOfPathLeavesRestMixing()
    {
        QFETCH(GraphKind, kind);
        QFETCH(int, nodes);
        QFETCH(int, dead);
        DecentralizedParams c;
        c.topology = kind;
        c.nodes = nodes;
        c.failed = {dead};
        c.rounds = 200;
        const Trace t = runDecentralized(c);
        QVERIFY(t.meta.num("spectral_gap") > 0);
        QCOMPARE(t.meta.num("components"), 1.0);
        QVERIFY(!typedTrace<DecentralizedTrace>(t).meta.nodes[std::size_t(dead - 1)].alive);
        const double deadWeight = double(dead);
        double aliveMean = 0;
        for (int i = 1; i <= nodes; ++i)
            if (i != dead)
                aliveMean += i;
        aliveMean /= nodes - 1;
        for (const Frame &f : t.frames) {
            QCOMPARE(f.vec("weights")[std::size_t(dead - 1)], deadWeight); // the dead node keeps its weight
            QVERIFY(std::abs(f.num("mean") - aliveMean) < 1e-12);          // mean over the living
        }
        QVERIFY(t.frames.back().num("consensus_distance") < 1e-6);
        for (int i = 1; i <= nodes; ++i)
            if (i != dead)
                QVERIFY(std::abs(t.frames.back().vec("weights")[std::size_t(i - 1)] - aliveMean) < 1e-5);
    }

    void spectrumOfAliveNodes()
    {
        // path 3 without node 3: nodes 1-2 average with weight 1/2; W restricted has eigenvalues 1, 0
        const Graph g = withoutNodes(makeGraph(GraphKind::Path, 3), {2});
        const Matrix w = metropolisHastings(g);
        QCOMPARE(w.at(0, 1), 0.5);
        QCOMPARE(w.at(2, 2), 1.0);
        const Spectrum s = mixingSpectrum(w, {true, true, false});
        QCOMPARE(int(s.eigenvalues.size()), 2);
        QVERIFY(std::abs(s.slem) < 1e-12);
        QVERIFY(std::abs(s.gap - 1) < 1e-12);
        QCOMPARE(components(makeGraph(GraphKind::Path, 3), {true, false, true}), 2); // middle dead: split
    }

    void consensusDistanceFormula()
    {
        QCOMPARE(consensusDistance({1, 2, 3}, {}), std::sqrt(2.0 / 3.0));
        QCOMPARE(consensusDistance({1, 2, 100}, {true, true, false}), 0.5);
        QCOMPARE(consensusDistance({5, 5, 5}, {}), 0.0);
    }

    void localStepsHeadForTheCompromise()
    {
        DecentralizedParams c;
        c.topology = GraphKind::Complete;
        c.nodes = 4;
        c.localSteps = 1;
        c.eta = 0.05;
        c.rounds = 300;
        const Trace t = runDecentralized(c);
        QVERIFY(!t.diverged());
        // shards (i, 2i+1), i = 1..4: the same data as the sync example -> near w = 70/30
        QVERIFY(std::abs(t.frames.back().num("mean") - 7.0 / 3.0) < 0.05);
        for (const Frame &f : t.frames)
            QVERIFY(f.allFinite());
    }

    void divergenceReported()
    {
        DecentralizedParams c;
        c.localSteps = 20;
        c.eta = 1;
        c.shards = {{1000, 1}, {1, 1}, {1, 1}};
        const Trace t = runDecentralized(c);
        QVERIFY(t.diverged());
        for (const Frame &f : t.frames)
            QVERIFY(f.allFinite());
    }

    void sceneErrors()
    {
        const SceneDef *s = findScene("decentralized");
        auto keyOf = [&](const std::string &key, const std::string &value) -> std::string {
            ParamSet p = s->defaults();
            try {
                p.set(key, value);
                runScene(*s, p);
            } catch (const ParamError &e) {
                return e.key();
            }
            return "(none)";
        };
        QCOMPARE(QString::fromStdString(keyOf("failed", "4")), QString("failed"));
        QCOMPARE(QString::fromStdString(keyOf("weights", "1,2")), QString("weights"));
        QCOMPARE(QString::fromStdString(keyOf("positions", "0:0")), QString("positions"));
        QCOMPARE(QString::fromStdString(keyOf("data", "1:2")), QString("data"));
        QCOMPARE(QString::fromStdString(keyOf("topology", "mesh")), QString("topology"));
        QCOMPARE(QString::fromStdString(keyOf("nodes", "1")), QString("nodes"));
        QCOMPARE(QString::fromStdString(keyOf("failed", "2")), QString("(none)"));
    }
};

QTEST_GUILESS_MAIN(TestDecentralized)
#include "tst_decentralized.moc"
