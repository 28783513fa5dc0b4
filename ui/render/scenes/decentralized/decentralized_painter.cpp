// Decentralized SGD: no server; nodes on a plane average with their neighbours through the
// mixing matrix W. One frame is one gossip round; the transition shows weights flowing along links.
// Click a node to fail or revive it, drag it to move it (edges follow for the threshold graph).
// The parts are drawn in decentralized_graph.cpp and decentralized_charts.cpp, placed by
// decentralized_layout.cpp.

#include "core/param_table.h"
#include "core/scenes/decentralized/decentralized_params.h"
#include "decentralized_parts.h"
#include "ui/render/draw.h"
#include "ui/render/painters.h"
#include "ui/render/topology_view.h"

#include <QElapsedTimer>
#include <QLineF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui {
namespace {

using namespace decentralized;
using draw::num;

class DecentralizedPainter : public PainterWithViews<DecentralizedView> {
public:
    QString sceneId() const override { return QStringLiteral("decentralized"); }
    /// The engine's one-line message in the language shown: the shapes of every message it writes.
    MessageText runMessageText(const Trace &trace) const override
    {
        return fittedMessage(
            trace.message(),
            {QT_TRANSLATE_NOOP("QObject", "diverged: local steps with this η run away"),
             QT_TRANSLATE_NOOP("QObject", "the live nodes form %1 separate groups: they cannot reach one consensus"),
             QT_TRANSLATE_NOOP("QObject", "one connected group; spectral gap %1, the spread shrinks by about %2 per round")});
    }
    void paintRunComparison(QPainter &p, const QRectF &area, const RunComparison &c, const Style &s, int step) const override
    {
        paintDecentralizedRunComparison(p, area, c, s, step);
    }
    QString runComparisonNarration(const RunComparison &c, int step) const override
    {
        return decentralizedRunComparisonNarration(c, step);
    }
    int transitionMs() const override { return 1400; }
    QStringList tableColumns() const override
    {
        QStringList out;
        for (const std::string &name : {fieldName(&DecentralizedRound::round), fieldName(&DecentralizedRound::mean),
                                        fieldName(&DecentralizedRound::consensus_distance)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("round"), QObject::tr("mean of live weights"), QObject::tr("consensus distance")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override
    {
        const PaintScope scope(p, area, outer, QObject::tr("Decentralized SGD: no rounds"));
        if (scope.empty())
            return;
        const PaintContext &ctx = scope.ctx();
        Pointer none;
        const Pointer &ptr = memoOf(ctx.cache, none);
        const DecentralizedLayout L = layoutOf(area, ctx, ptr, true);
        if (!L.title.isEmpty())
            paintTitle(p, L, ctx);
        if (!L.graph.isEmpty())
            paintGraph(p, L, ctx, focusNode(ptr));
        if (!L.weights.isEmpty())
            paintWeights(p, L.weights, ctx);
        if (!L.distance.isEmpty())
            paintDistance(p, L.distance, ctx);
        if (!L.matrix.isEmpty())
            paintMatrix(p, L.matrix, ctx);
    }

    QString narration(const Trace &trace, int index, const QVariantMap &) const override
    {
        if (trace.frames.empty())
            return QObject::tr("No rounds were computed.");
        const DecentralizedTrace &tt = typed(trace);
        index = std::clamp(index, 0, int(tt.frames.size()) - 1);
        const Graph g = graphOf(trace);
        QString out = index == 0 ? startNarration(tt, g) : roundNarration(tt, g, index);
        out += spectrumNarration(tt.meta);
        out += failureNarration(tt.meta, g);
        out += QObject::tr("<br><i>Not asynchronous SGD:</i> there is no server here and so no stale gradient; every node mixes "
                           "its neighbours' current weights in the same round.");
        return out;
    }

    // ---------------------------------------------------------------- interaction
    bool mousePress(const QPointF &pos, const QRectF &area, const PaintContext &ctx, SceneInteraction &) const override
    {
        if (!interactive(ctx))
            return false;
        Pointer none;
        Pointer &ptr = memoOf(ctx.cache, none);
        const DecentralizedLayout geo = layoutOf(area, ctx, ptr);
        const int hit = decentralizedNodeAt(geo, pos);
        if (hit < 0)
            return false;
        ptr.drag = Pointer::Drag{};
        ptr.drag.node = hit;
        ptr.drag.pressPx = pos;
        ptr.drag.map = geo.geo.map;
        ptr.drag.data = geo.nodes[std::size_t(hit)].pos;
        ptr.drag.positions.clear();
        for (const auto &n : geo.nodes)
            ptr.drag.positions.push_back(n.pos);
        ptr.drag.active = true;
        ptr.drag.timer.start();
        return true;
    }

    bool mouseMove(const QPointF &pos, const QRectF &area, const PaintContext &ctx, SceneInteraction &ia) const override
    {
        if (!interactive(ctx))
            return false;
        Pointer none;
        Pointer &ptr = memoOf(ctx.cache, none);
        if (!ptr.drag.active) {
            const int hit = decentralizedNodeAt(layoutOf(area, ctx, ptr), pos);
            if (hit != ptr.hover) {
                ptr.hover = hit;
                if (ia.requestRepaint)
                    ia.requestRepaint();
            }
            return false;
        }
        if (!ptr.drag.moved && QLineF(pos, ptr.drag.pressPx).length() < 5)
            return true;
        ptr.drag.moved = true;
        ptr.drag.data = ptr.drag.map.unmap(pos);
        ptr.drag.positions[std::size_t(ptr.drag.node)] = ptr.drag.data;
        // For the threshold graph the links depend on distances: rerun now and then while dragging.
        if (typed(ctx.trace).meta.topology == "threshold" && ptr.drag.timer.elapsed() > 120 && ia.setParam) {
            ia.setParam(QString::fromStdString(paramKey(&DecentralizedParams::positions)), positionsText(ptr.drag.positions));
            ptr.drag.timer.restart();
        }
        if (ia.requestRepaint)
            ia.requestRepaint();
        return true;
    }

    bool mouseRelease(const QPointF &pos, const QRectF &, const PaintContext &ctx, SceneInteraction &ia) const override
    {
        Pointer none;
        Pointer &ptr = memoOf(ctx.cache, none);
        if (!ptr.drag.active)
            return false;
        const Pointer::Drag d = ptr.drag;
        ptr.drag = Pointer::Drag{};
        if (!ia.setParam)
            return true;
        if (d.moved) {
            std::vector<QPointF> positions = d.positions;
            positions[std::size_t(d.node)] = d.map.unmap(pos);
            ia.setParam(QString::fromStdString(paramKey(&DecentralizedParams::positions)), positionsText(positions));
        } else {
            // A click toggles the node between alive and failed.
            const auto &nodes = typed(ctx.trace).meta.nodes;
            QStringList failed;
            for (int i = 0; i < int(nodes.size()); ++i) {
                const bool down = !nodes[std::size_t(i)].alive;
                if (down != (i == d.node))
                    failed << QString::number(i + 1);
            }
            ia.setParam(QString::fromStdString(paramKey(&DecentralizedParams::failed)), failed.join(QLatin1Char(',')));
        }
        if (ia.requestRepaint)
            ia.requestRepaint();
        return true;
    }

private:
    /// The node being dragged and the one under the mouse: the canvas's state, kept in its paint
    /// cache (PaintContext::cache) between the mouse handlers and paint(); none without a cache.
    struct Pointer {
        struct Drag {
            bool active = false;
            bool moved = false;
            int node = -1;
            QPointF pressPx;
            QPointF data;
            topo::PlaneMap map;
            std::vector<QPointF> positions;
            QElapsedTimer timer;
        } drag;
        int hover = -1;
    };

    static bool interactive(const PaintContext &ctx)
    {
        const DecentralizedView view = viewIn<DecentralizedView>(ctx);
        return !ctx.trace.frames.empty() && (view == DecentralizedView::Scene || view == DecentralizedView::Graph);
    }

    static QString positionsText(const std::vector<QPointF> &pos)
    {
        QStringList parts;
        for (const QPointF &q : pos)
            parts << QStringLiteral("%1:%2").arg(QString::number(std::clamp(q.x(), -1000.0, 1000.0), 'g', 5),
                                                 QString::number(std::clamp(q.y(), -1000.0, 1000.0), 'g', 5));
        return parts.join(QLatin1Char(','));
    }

    /// The layout paint() uses for this area and view, with the dragged node where the drag has
    /// taken it. `fitted`: ctx's style is already fitted to the area (in paint(), by PaintScope);
    /// the mouse handlers get the window's style and fit it here as PaintScope does.
    static DecentralizedLayout layoutOf(const QRectF &area, const PaintContext &ctx, const Pointer &ptr, bool fitted = false)
    {
        const Style style = fitted ? ctx.style : topo::fitStyleToArea(ctx.style, area);
        DecentralizedDrag drag;
        if (ptr.drag.active) {
            drag.map = &ptr.drag.map;
            if (ptr.drag.moved)
                drag.positions = &ptr.drag.positions;
        }
        return decentralizedLayout(ctx.trace, area, style, viewIn<DecentralizedView>(ctx), drag);
    }

    /// The node whose threshold radius shows: the one dragged, else the one under the mouse.
    static int focusNode(const Pointer &ptr) { return ptr.drag.active ? ptr.drag.node : ptr.hover; }

    /// The live weights as the narration lists them (a failed node reads "(down)").
    static QString weightList(const DecentralizedRound &f, const Graph &g)
    {
        const auto &w = f.weights;
        QStringList vals;
        for (int i = 0; i < int(w.size()) && i < 8; ++i)
            vals << (g.alive[std::size_t(i)] ? wnum(w[std::size_t(i)]) : QObject::tr("(down)"));
        if (w.size() > 8)
            vals << QStringLiteral("…");
        return vals.join(QStringLiteral(", "));
    }

    static QString startNarration(const DecentralizedTrace &tt, const Graph &g)
    {
        const DecentralizedRound &f = tt.frames.front();
        QString out = QObject::tr("<b>Round 0 of %1: the start.</b> ").arg(int(tt.frames.size()) - 1);
        out += QObject::tr("There is no server. Each of the %1 nodes keeps its own weight: %2 "
                           "(mean %3, consensus distance %4). The links form a %5. ")
                   .arg(g.n)
                   .arg(weightList(f, g), num(f.mean), num(f.consensus_distance), topologyName(tt.meta));
        out += QObject::tr("In every round each live node swaps weights with its direct neighbours and keeps a weighted average "
                           "of its own and theirs; the weights are the rows of the mixing matrix W. ");
        return out;
    }

    static QString roundNarration(const DecentralizedTrace &tt, const Graph &g, int round)
    {
        const DecentralizedRound &f = tt.frames[std::size_t(round)]; // frame n is the state after n rounds
        const DecentralizedRound &prev = tt.frames[std::size_t(round - 1)];
        const int localSteps = tt.meta.local_steps;
        QString out = QObject::tr("<b>Round %1 of %2.</b> ").arg(round).arg(int(tt.frames.size()) - 1);
        if (localSteps > 0)
            out += (localSteps == 1 ? QObject::tr("Each live node first took %1 gradient step on its own shard (η = %2), then ")
                                    : QObject::tr("Each live node first took %1 gradient steps on its own shard (η = %2), then "))
                       .arg(localSteps)
                       .arg(num(tt.meta.eta));
        else
            out += QObject::tr("Pure gossip, no gradients: ");
        const double d0 = prev.consensus_distance, d1 = f.consensus_distance;
        const QString moved = d1 < d0   ? QObject::tr("fell from %1 to %2").arg(num(d0), num(d1))
                              : d1 > d0 ? QObject::tr("rose from %1 to %2").arg(num(d0), num(d1))
                                        : QObject::tr("stayed at %1").arg(num(d1));
        out += QObject::tr("every live node averaged with its neighbours. The weights are now %1; their mean is %2 and the "
                           "consensus distance %3. ")
                   .arg(weightList(f, g), num(f.mean), moved);
        if (localSteps == 0)
            out += QObject::tr("Averaging moves weight around but never creates or destroys it, so the mean stays put. ");
        return out;
    }

    static QString spectrumNarration(const DecentralizedMeta &m)
    {
        const double gap = m.spectral_gap, slem = m.slem;
        if (slem >= 1.0 - 1e-9)
            return QObject::tr(
                       "W's second-largest eigenvalue modulus is %1 (spectral gap %2): the spread does not shrink at all, "
                       "some nodes can never hear from others. ")
                .arg(specNum(slem), specNum(gap));
        if (slem <= 1e-9)
            return QObject::tr(
                       "W's second-largest eigenvalue modulus is %1 (spectral gap %2): one round is enough for the connected "
                       "nodes to agree exactly. ")
                .arg(specNum(slem), specNum(gap));
        return QObject::tr(
                   "W's second-largest eigenvalue modulus is %1 (spectral gap %2): the spread shrinks by roughly that factor "
                   "each round; the bigger the gap, the faster the nodes agree. ")
            .arg(specNum(slem), specNum(gap));
    }

    /// Failures: what a dead node does to this topology ("" when every node is up).
    static QString failureNarration(const DecentralizedMeta &m, const Graph &g)
    {
        const QString topo = QString::fromStdString(m.topology);
        const int comps = m.components;
        QStringList dead;
        int deadHub = -1, deadEnd = -1;
        std::vector<int> fullDegree(std::size_t(g.n), 0);
        for (const auto &e : g.edges) {
            if (e.a >= 0 && e.a < g.n)
                ++fullDegree[std::size_t(e.a)];
            if (e.b >= 0 && e.b < g.n)
                ++fullDegree[std::size_t(e.b)];
        }
        for (int i = 0; i < g.n; ++i)
            if (!g.alive[std::size_t(i)]) {
                dead << QString::number(i + 1);
                if (topo == QLatin1String("star") && i == 0)
                    deadHub = i;
                if ((topo == QLatin1String("path")) && fullDegree[std::size_t(i)] <= 1)
                    deadEnd = i;
            }
        if (dead.isEmpty())
            return {};
        QString out = (dead.size() == 1 ? QObject::tr("<br>Node %1 is down. ") : QObject::tr("<br>Nodes %1 are down. "))
                          .arg(dead.join(QStringLiteral(", ")));
        if (deadHub >= 0)
            out +=
                QObject::tr("It was the hub: every link of the star ran through it, so the others are cut off from one another "
                            "(%1 separate groups, spectral gap %2). A dead hub stops a star. ")
                    .arg(comps)
                    .arg(specNum(m.spectral_gap));
        else if (deadEnd >= 0 && comps <= 1)
            out += QObject::tr(
                       "It was an end of the path: nobody else needed it to pass weights along, so the live nodes still form "
                       "one group and keep mixing (spectral gap %1). ")
                       .arg(specNum(m.spectral_gap));
        else if (comps > 1)
            out += QObject::tr("The live nodes fell apart into %1 groups that can no longer reach one consensus. ").arg(comps);
        else
            out += QObject::tr("The live nodes are still one connected group, so they keep mixing around the gap. ");
        return out;
    }
};

} // namespace

std::unique_ptr<ScenePainter> decentralizedPainter()
{
    return std::make_unique<DecentralizedPainter>();
}

} // namespace sgd::ui
