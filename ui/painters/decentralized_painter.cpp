// Decentralized SGD: no server; nodes on a plane average with their neighbours through the
// mixing matrix W. One frame is one gossip round; the transition shows weights flowing along links.
// Click a node to fail or revive it, drag it to move it (edges follow for the threshold graph).

#include "draw.h"
#include "gossip_trace.h"
#include "painters.h"
#include "topology_view.h"

#include <QElapsedTimer>
#include <QFontMetricsF>
#include <QPainterPath>

#include <QLinearGradient>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace sgd::ui {
namespace {

using draw::num;
using panel::caption;
using panel::clamp01;
using panel::ease;
using panel::fitText;
using panel::legendRow;

// A node's weight is written compactly (it sits inside the node), and the same way in the narration.
QString wnum(double v) { return num(v, NumberForm::Compact); }
/// Eigenvalue display: round-off dust such as 6.5e-16 reads as 0 (the trace keeps full precision).
QString specNum(double v) { return num(std::abs(v) < 1e-9 ? 0.0 : v); }

QColor scaleColor(double u, const Style &s) { return draw::valueColor(u, s); }

struct Graph {
    int n = 0;
    std::vector<QPointF> pos;      ///< data coordinates
    std::vector<bool> alive;
    struct E {
        int a, b;
        bool alive;
    };
    std::vector<E> edges;
};

const GossipTrace &typed(const Trace &tr) { return typedTrace<GossipTrace>(tr); }
const GossipRound &frameOf(const PaintContext &ctx) { return typed(ctx.trace).frames.at(std::size_t(ctx.index)); }
const GossipRound &nextOf(const PaintContext &ctx) { return typed(ctx.trace).frames.at(std::size_t(ctx.hasNext() ? ctx.index + 1 : ctx.index)); }
const GossipRound &shownOf(const PaintContext &ctx) { return typed(ctx.trace).frames.at(std::size_t(ctx.shownStep())); }

Graph graphOf(const Trace &tr)
{
    Graph g;
    const GossipMeta &m = typed(tr).meta;
    g.n = int(m.nodes.size());
    for (const GossipNode &node : m.nodes) {
        g.pos.emplace_back(node.x, node.y);
        g.alive.push_back(node.alive);
    }
    for (const GossipEdge &e : m.edges)
        g.edges.push_back({e.a - 1, e.b - 1, e.alive});
    return g;
}

/// Weight range over the whole run (alive nodes), so colours mean the same number on every frame.
std::pair<double, double> weightRange(const Trace &tr, const Graph &g)
{
    double lo = std::numeric_limits<double>::max(), hi = -lo;
    for (const GossipRound &f : typed(tr).frames)
        for (const std::vector<double> *key : {&f.weights, &f.weights_before}) {
            const auto &w = *key;
            for (int i = 0; i < int(w.size()) && i < g.n; ++i) {
                lo = std::min(lo, w[std::size_t(i)]);
                hi = std::max(hi, w[std::size_t(i)]);
            }
        }
    if (!(hi > lo)) {
        lo -= 0.5;
        hi += 0.5;
    }
    return {lo, hi};
}

struct Layout {
    QRectF title, note, graph, weights, distance, matrix;
};

Layout layoutFor(const QRectF &area, const Style &s)
{
    Layout l;
    const double pad = 8 * std::max(1.0, s.fontScale);
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.scaledFont(1.25, true)), fm(s.scaledFont(0.9));
    l.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    l.note = QRectF(body.left(), l.title.bottom(), body.width(), fm.height() + 6);
    const double top = l.note.bottom() + 4;
    const double leftW = body.width() * 0.5;
    l.graph = QRectF(body.left(), top, leftW, body.bottom() - top);
    const double rx = body.left() + leftW + pad * 2;
    const QRectF right(rx, top, body.right() - rx, body.bottom() - top);
    l.weights = QRectF(right.left(), right.top(), right.width(), right.height() * 0.36);
    l.distance = QRectF(right.left(), l.weights.bottom() + 4, right.width(), right.height() * 0.24);
    l.matrix = QRectF(right.left(), l.distance.bottom() + 6, right.width(), right.bottom() - l.distance.bottom() - 6);
    return l;
}

class DecentralizedPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("decentralized"); }
    QStringList views() const override
    {
        return {QStringLiteral("scene"), QStringLiteral("graph"), QStringLiteral("weights"), QStringLiteral("distance"), QStringLiteral("matrix")};
    }
    int transitionMs() const override { return 1400; }
    QStringList tableColumns() const override
    {
        QStringList out;
        for (const std::string &name : {fieldName(&GossipRound::round), fieldName(&GossipRound::mean), fieldName(&GossipRound::consensus_distance)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("round"), QStringLiteral("mean of live weights"), QStringLiteral("consensus distance")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override
    {
        const Style fitted = topo::fitStyleToArea(outer.style, area);
        const PaintContext ctx{outer.trace, outer.index, outer.t, fitted, outer.options, outer.view};
        const Style &s = ctx.style;
        p.save();
        p.fillRect(area, s.background);
        p.setRenderHint(QPainter::Antialiasing);
        if (ctx.trace.frames.empty()) {
            draw::drawTitle(p, area, QStringLiteral("Decentralized SGD: no rounds"), s);
            p.restore();
            return;
        }
        const double pad = 8 * std::max(1.0, s.fontScale);
        const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
        if (ctx.view == QLatin1String("graph"))
            paintGraph(p, inner, ctx);
        else if (ctx.view == QLatin1String("weights"))
            paintWeights(p, inner, ctx);
        else if (ctx.view == QLatin1String("distance"))
            paintDistance(p, inner, ctx);
        else if (ctx.view == QLatin1String("matrix"))
            paintMatrix(p, inner, ctx);
        else {
            const Layout l = layoutFor(area, s);
            paintTitle(p, l.title, l.note, ctx);
            paintGraph(p, l.graph, ctx);
            paintWeights(p, l.weights, ctx);
            paintDistance(p, l.distance, ctx);
            paintMatrix(p, l.matrix, ctx);
        }
        p.restore();
    }

    QString narration(const Trace &trace, int index, const QVariantMap &) const override
    {
        if (trace.frames.empty())
            return QStringLiteral("No rounds were computed.");
        const GossipTrace &tt = typed(trace);
        index = std::clamp(index, 0, int(tt.frames.size()) - 1);
        const Graph g = graphOf(trace);
        QString out = index == 0 ? startNarration(tt, g) : roundNarration(tt, g, index);
        out += spectrumNarration(tt.meta);
        out += failureNarration(tt.meta, g);
        out += QStringLiteral("<br><i>Not asynchronous SGD:</i> there is no server here and so no stale gradient; every node mixes "
                              "its neighbours' current weights in the same round.");
        return out;
    }

    // ---------------------------------------------------------------- interaction
    bool mousePress(const QPointF &pos, const QRectF &area, const PaintContext &ctx, SceneInteraction &) const override
    {
        if (!interactive(ctx))
            return false;
        const Geo geo = graphGeometry(area, ctx);
        const int hit = topo::hitTest(geo.geo, geo.nodes, pos, 4);
        if (hit < 0)
            return false;
        m_drag = Drag{};
        m_drag.node = hit;
        m_drag.pressPx = pos;
        m_drag.map = geo.geo.map;
        m_drag.data = geo.nodes[std::size_t(hit)].pos;
        m_drag.positions.clear();
        for (const auto &n : geo.nodes)
            m_drag.positions.push_back(n.pos);
        m_drag.active = true;
        m_drag.timer.start();
        return true;
    }

    bool mouseMove(const QPointF &pos, const QRectF &area, const PaintContext &ctx, SceneInteraction &ia) const override
    {
        if (!interactive(ctx))
            return false;
        if (!m_drag.active) {
            const Geo geo = graphGeometry(area, ctx);
            const int hit = topo::hitTest(geo.geo, geo.nodes, pos, 4);
            if (hit != m_hover) {
                m_hover = hit;
                if (ia.requestRepaint)
                    ia.requestRepaint();
            }
            return false;
        }
        if (!m_drag.moved && QLineF(pos, m_drag.pressPx).length() < 5)
            return true;
        m_drag.moved = true;
        m_drag.data = m_drag.map.unmap(pos);
        m_drag.positions[std::size_t(m_drag.node)] = m_drag.data;
        // For the threshold graph the links depend on distances: rerun now and then while dragging.
        if (typed(ctx.trace).meta.topology == "threshold" && m_drag.timer.elapsed() > 120 && ia.setParam) {
            ia.setParam(QStringLiteral("positions"), positionsText(m_drag.positions));
            m_drag.timer.restart();
        }
        if (ia.requestRepaint)
            ia.requestRepaint();
        return true;
    }

    bool mouseRelease(const QPointF &pos, const QRectF &, const PaintContext &ctx, SceneInteraction &ia) const override
    {
        if (!m_drag.active)
            return false;
        const Drag d = m_drag;
        m_drag = Drag{};
        if (!ia.setParam)
            return true;
        if (d.moved) {
            std::vector<QPointF> positions = d.positions;
            positions[std::size_t(d.node)] = d.map.unmap(pos);
            ia.setParam(QStringLiteral("positions"), positionsText(positions));
        } else {
            // A click toggles the node between alive and failed.
            const auto &nodes = typed(ctx.trace).meta.nodes;
            QStringList failed;
            for (int i = 0; i < int(nodes.size()); ++i) {
                const bool down = !nodes[std::size_t(i)].alive;
                if (down != (i == d.node))
                    failed << QString::number(i + 1);
            }
            ia.setParam(QStringLiteral("failed"), failed.join(QLatin1Char(',')));
        }
        if (ia.requestRepaint)
            ia.requestRepaint();
        return true;
    }

private:
    struct Drag {
        bool active = false;
        bool moved = false;
        int node = -1;
        QPointF pressPx;
        QPointF data;
        topo::PlaneMap map;
        std::vector<QPointF> positions;
        QElapsedTimer timer;
    };
    mutable Drag m_drag;
    mutable int m_hover = -1;

    static bool interactive(const PaintContext &ctx)
    {
        return !ctx.trace.frames.empty() && (ctx.view.isEmpty() || ctx.view == QLatin1String("scene") || ctx.view == QLatin1String("graph"));
    }

    static QString positionsText(const std::vector<QPointF> &pos)
    {
        QStringList parts;
        for (const QPointF &q : pos)
            parts << QStringLiteral("%1:%2").arg(QString::number(std::clamp(q.x(), -1000.0, 1000.0), 'g', 5),
                                                 QString::number(std::clamp(q.y(), -1000.0, 1000.0), 'g', 5));
        return parts.join(QLatin1Char(','));
    }

    struct Geo {
        topo::Geometry geo;
        std::vector<topo::Node> nodes;
        QRectF plane;
        QRectF legend;
    };

    /// The plane inside the graph panel, as paint() lays it out for this area and view.
    Geo graphGeometry(const QRectF &area, const PaintContext &outer) const
    {
        const Style fitted = topo::fitStyleToArea(outer.style, area);
        const double pad = 8 * std::max(1.0, fitted.fontScale);
        QRectF panelRect;
        if (outer.view == QLatin1String("graph"))
            panelRect = area.adjusted(pad, pad, -pad, -pad);
        else
            panelRect = layoutFor(area, fitted).graph;
        return planeGeometry(panelRect, outer.trace, fitted);
    }

    Geo planeGeometry(const QRectF &panelRect, const Trace &tr, const Style &s) const
    {
        Geo out;
        const QFontMetricsF fm(s.scaledFont(1.0, true)), fs(s.scaledFont(0.85));
        const double capH = fm.height() + 4;
        const double legendH = fs.height() * 2.6 + 8;
        out.plane = QRectF(panelRect.left(), panelRect.top() + capH, panelRect.width(), panelRect.height() - capH - legendH);
        out.legend = QRectF(panelRect.left(), out.plane.bottom() + 4, panelRect.width(), legendH - 4);
        const Graph g = graphOf(tr);
        for (int i = 0; i < g.n; ++i) {
            topo::Node n;
            n.pos = g.pos[std::size_t(i)];
            if (m_drag.active && m_drag.moved && i < int(m_drag.positions.size()))
                n.pos = m_drag.positions[std::size_t(i)];
            n.alive = g.alive[std::size_t(i)];
            out.nodes.push_back(n);
        }
        // Room for the node, its id above it and the edge of the panel; a second pass uses the radius chosen.
        const double margin0 = std::max(fm.height() * 2.6, 24.0);
        out.geo = topo::layout(out.nodes, out.plane, margin0, s, m_drag.active ? &m_drag.map : nullptr);
        const double margin1 = out.geo.radius + fs.height() + 10;
        if (!m_drag.active && std::abs(margin1 - margin0) > 2)
            out.geo = topo::layout(out.nodes, out.plane, margin1, s, nullptr);
        return out;
    }

    // ---------------------------------------------------------------- narration
    /// The live weights as the narration lists them (a failed node reads "(down)").
    static QString weightList(const GossipRound &f, const Graph &g)
    {
        const auto &w = f.weights;
        QStringList vals;
        for (int i = 0; i < int(w.size()) && i < 8; ++i)
            vals << (g.alive[std::size_t(i)] ? wnum(w[std::size_t(i)]) : QStringLiteral("(down)"));
        if (w.size() > 8)
            vals << QStringLiteral("…");
        return vals.join(QStringLiteral(", "));
    }

    static QString startNarration(const GossipTrace &tt, const Graph &g)
    {
        const GossipRound &f = tt.frames.front();
        QString out = QStringLiteral("<b>Round 0 of %1: the start.</b> ").arg(int(tt.frames.size()) - 1);
        out += QStringLiteral("There is no server. Each of the %1 nodes keeps its own weight: %2 "
                              "(mean %3, consensus distance %4). The links form a %5. ")
                   .arg(g.n)
                   .arg(weightList(f, g), num(f.mean), num(f.consensus_distance), QString::fromStdString(tt.meta.topology));
        out += QStringLiteral("In every round each live node swaps weights with its direct neighbours and keeps a weighted average "
                              "of its own and theirs; the weights are the rows of the mixing matrix W. ");
        return out;
    }

    static QString roundNarration(const GossipTrace &tt, const Graph &g, int round)
    {
        const GossipRound &f = tt.frames[std::size_t(round)]; // frame n is the state after n rounds
        const GossipRound &prev = tt.frames[std::size_t(round - 1)];
        const int localSteps = tt.meta.local_steps;
        QString out = QStringLiteral("<b>Round %1 of %2.</b> ").arg(round).arg(int(tt.frames.size()) - 1);
        if (localSteps > 0)
            out += QStringLiteral("Each live node first took %1 gradient step%2 on its own shard (η = %3), then ")
                       .arg(localSteps)
                       .arg(localSteps == 1 ? QString() : QStringLiteral("s"), num(tt.meta.eta));
        else
            out += QStringLiteral("Pure gossip, no gradients: ");
        const double d0 = prev.consensus_distance, d1 = f.consensus_distance;
        const QString moved = d1 < d0 ? QStringLiteral("fell from %1 to %2").arg(num(d0), num(d1))
                                      : d1 > d0 ? QStringLiteral("rose from %1 to %2").arg(num(d0), num(d1))
                                                : QStringLiteral("stayed at %1").arg(num(d1));
        out += QStringLiteral("every live node averaged with its neighbours. The weights are now %1; their mean is %2 and the "
                              "consensus distance %3. ")
                   .arg(weightList(f, g), num(f.mean), moved);
        if (localSteps == 0)
            out += QStringLiteral("Averaging moves weight around but never creates or destroys it, so the mean stays put. ");
        return out;
    }

    static QString spectrumNarration(const GossipMeta &m)
    {
        const double gap = m.spectral_gap, slem = m.slem;
        if (slem >= 1.0 - 1e-9)
            return QStringLiteral("W's second-largest eigenvalue modulus is %1 (spectral gap %2): the spread does not shrink at all, "
                                  "some nodes can never hear from others. ")
                .arg(specNum(slem), specNum(gap));
        if (slem <= 1e-9)
            return QStringLiteral("W's second-largest eigenvalue modulus is %1 (spectral gap %2): one round is enough for the connected "
                                  "nodes to agree exactly. ")
                .arg(specNum(slem), specNum(gap));
        return QStringLiteral("W's second-largest eigenvalue modulus is %1 (spectral gap %2): the spread shrinks by roughly that factor "
                              "each round; the bigger the gap, the faster the nodes agree. ")
            .arg(specNum(slem), specNum(gap));
    }

    /// Failures: what a dead node does to this topology ("" when every node is up).
    static QString failureNarration(const GossipMeta &m, const Graph &g)
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
        QString out = QStringLiteral("<br>Node%1 %2 %3 down. ")
                          .arg(dead.size() == 1 ? QString() : QStringLiteral("s"), dead.join(QStringLiteral(", ")),
                               dead.size() == 1 ? QStringLiteral("is") : QStringLiteral("are"));
        if (deadHub >= 0)
            out += QStringLiteral("It was the hub: every link of the star ran through it, so the others are cut off from one another "
                                  "(%1 separate groups, spectral gap %2). A dead hub stops a star. ")
                       .arg(comps)
                       .arg(specNum(m.spectral_gap));
        else if (deadEnd >= 0 && comps <= 1)
            out += QStringLiteral("It was an end of the path: nobody else needed it to pass weights along, so the live nodes still form "
                                  "one group and keep mixing (spectral gap %1). ")
                       .arg(specNum(m.spectral_gap));
        else if (comps > 1)
            out += QStringLiteral("The live nodes fell apart into %1 groups that can no longer reach one consensus. ").arg(comps);
        else
            out += QStringLiteral("The live nodes are still one connected group, so they keep mixing around the gap. ");
        return out;
    }

    // ---------------------------------------------------------------- title
    void paintTitle(QPainter &p, const QRectF &r, const QRectF &note, const PaintContext &ctx) const
    {
        const Style &s = ctx.style;
        const int n = int(frameOf(ctx).weights.size());
        // The round shown, or the one a transition plays (frame 0 is the start).
        const QString text = QStringLiteral("Decentralized SGD · round %1 of %2 · %3, %4 nodes · no server")
                                 .arg(ctx.shownStep())
                                 .arg(ctx.lastStep())
                                 .arg(QString::fromStdString(typed(ctx.trace).meta.topology))
                                 .arg(n);
        p.save();
        p.setPen(s.foreground);
        fitText(p, r, text, s.scaledFont(1.25, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        p.setPen(s.muted);
        panel::fitFirst(p, note,
                        {QStringLiteral("Every round each live node averages with its neighbours' current weights: no server, no stale "
                                        "gradients, so this is not asynchronous SGD."),
                         QStringLiteral("Each round every live node averages with its neighbours: no server, no stale gradients, not async SGD."),
                         QStringLiteral("Live nodes average with their neighbours: no server, not async SGD.")},
                        s.scaledFont(0.9), Qt::AlignLeft | Qt::AlignVCenter, 0.85);
        p.restore();
    }

    // ---------------------------------------------------------------- the graph on the plane
    void paintGraph(QPainter &p, const QRectF &area, const PaintContext &ctx) const
    {
        const Style &s = ctx.style;
        const Trace &tr = ctx.trace;
        const Graph g = graphOf(tr);
        caption(p, area,
                {QStringLiteral("Nodes and links · click a node to fail or revive it, drag to move it"),
                 QStringLiteral("Nodes and links · click: fail or revive · drag: move"), QStringLiteral("Nodes and links")},
                s);
        Geo geo = planeGeometry(area, tr, s);
        const WeightScale scale{weightRange(tr, g), &s};
        const Flow flow = flowOf(ctx);
        // Threshold radius: around the node being dragged or hovered.
        const GossipMeta &m = typed(tr).meta;
        const bool threshold = m.topology == "threshold";
        const double thr = m.threshold;
        int focus = m_drag.active ? m_drag.node : m_hover;
        if (focus >= g.n)
            focus = -1;
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        if (threshold && focus >= 0 && std::isfinite(thr)) {
            const double rpx = thr * geo.geo.map.scale;
            QColor fill = s.accent;
            fill.setAlphaF(0.08);
            p.setPen(QPen(s.accent, 1.5, Qt::DashLine));
            p.setBrush(fill);
            p.drawEllipse(geo.geo.px[std::size_t(focus)], rpx, rpx);
        }
        paintLinks(p, geo, g, flow, scale);
        paintNodes(p, geo, g, flow, scale, focus);
        paintGraphLegend(p, geo, scale, threshold ? thr : std::numeric_limits<double>::quiet_NaN());
        p.restore();
    }

    /// The weight colour scale: the run's weight range on the style's value colours.
    struct WeightScale {
        std::pair<double, double> range;
        const Style *style;
        double lo() const { return range.first; }
        double hi() const { return range.second; }
        QColor color(double v) const { return scaleColor((v - lo()) / (hi() - lo()), *style); }
    };

    /// Where the transition toward the next round stands: the local steps (if any) until
    /// `localEnd`, the exchange along the links until `flowEnd`, then the average lands.
    struct Flow {
        const std::vector<double> *w0 = nullptr; ///< this round's weights
        const std::vector<double> *wb = nullptr; ///< the next round's weights before mixing
        const std::vector<double> *w1 = nullptr; ///< the next round's weights
        bool anim = false;
        double t = 0;
        double localEnd = 0;
        double flowEnd = 0.8;

        /// Pixel colour only: the numbers drawn come from the frames.
        double valueAt(int i) const
        {
            const double a = (*w0)[std::size_t(i)];
            if (!anim)
                return a;
            const double b = i < int(wb->size()) ? (*wb)[std::size_t(i)] : a;
            const double c = i < int(w1->size()) ? (*w1)[std::size_t(i)] : b;
            if (t < localEnd)
                return a + (b - a) * ease(t / localEnd);
            if (t < flowEnd * 0.75)
                return b;
            return b + (c - b) * ease((t - flowEnd * 0.75) / (1.0 - flowEnd * 0.75));
        }
        QString textAt(int i) const
        {
            if (!anim)
                return wnum((*w0)[std::size_t(i)]);
            if (t >= 0.9 && i < int(w1->size()))
                return wnum((*w1)[std::size_t(i)]);
            if (t >= localEnd && i < int(wb->size()))
                return wnum((*wb)[std::size_t(i)]);
            return wnum((*w0)[std::size_t(i)]);
        }
        bool flowing() const { return anim && t >= localEnd && t < flowEnd; }
    };

    static Flow flowOf(const PaintContext &ctx)
    {
        Flow fl;
        fl.anim = ctx.t > 1e-9 && ctx.hasNext();
        fl.t = fl.anim ? ctx.t : 0.0;
        fl.w0 = &frameOf(ctx).weights;
        fl.wb = &nextOf(ctx).weights_before;
        fl.w1 = &nextOf(ctx).weights;
        bool local = false;
        for (std::size_t i = 0; i < fl.w0->size() && i < fl.wb->size(); ++i)
            local |= std::abs((*fl.w0)[i] - (*fl.wb)[i]) > 1e-12;
        fl.localEnd = local ? 0.25 : 0.0;
        return fl;
    }

    /// Edges (dead ones dashed) and the weights flowing both ways along every live link while the
    /// exchange plays (a dense graph just pulses its links).
    static void paintLinks(QPainter &p, const Geo &geo, const Graph &g, const Flow &flow, const WeightScale &scale)
    {
        const Style &s = *scale.style;
        std::vector<topo::Edge> edges;
        for (const auto &e : g.edges)
            edges.push_back({e.a, e.b, e.alive, false});
        const bool dense = int(g.edges.size()) > 3 * g.n;
        topo::drawEdges(p, geo.geo, edges, s, dense ? 0.7 : s.lineWidth * 1.3);
        if (!flow.flowing())
            return;
        int liveEdges = 0;
        for (const auto &e : g.edges)
            liveEdges += e.alive ? 1 : 0;
        const double t = flow.t, localEnd = flow.localEnd, flowEnd = flow.flowEnd;
        if (liveEdges > 4 * g.n) {
            QColor pulse = s.accent;
            pulse.setAlphaF(float(0.6 * std::sin(3.14159265 * (t - localEnd) / (flowEnd - localEnd))));
            std::vector<topo::Edge> live;
            for (const auto &e : g.edges)
                if (e.alive)
                    live.push_back({e.a, e.b, true, false});
            p.save();
            p.setOpacity(pulse.alphaF());
            topo::drawEdges(p, geo.geo, live, s, s.lineWidth * 2.2);
            p.restore();
            return;
        }
        const double u = ease((t - localEnd) / (flowEnd - localEnd));
        const double rdot = std::clamp(geo.geo.radius * 0.3, 3.0, 9.0 * s.fontScale);
        const auto &wb = *flow.wb;
        for (const auto &e : g.edges) {
            if (!e.alive)
                continue;
            for (int dir = 0; dir < 2; ++dir) {
                const int from = dir == 0 ? e.a : e.b, to = dir == 0 ? e.b : e.a;
                const QPointF at = topo::along(geo.geo, geo.nodes, from, to, u);
                const double v = from < int(wb.size()) ? wb[std::size_t(from)] : 0.0;
                p.setPen(QPen(s.foreground, 1));
                p.setBrush(scale.color(v));
                p.drawEllipse(at, rdot, rdot);
            }
        }
    }

    /// Nodes coloured by their weight, the number inside, the node id above.
    static void paintNodes(QPainter &p, Geo &geo, const Graph &g, const Flow &flow, const WeightScale &scale, int focus)
    {
        const Style &s = *scale.style;
        const int known = int(flow.w0->size());
        for (int i = 0; i < g.n; ++i) {
            topo::Node &n = geo.nodes[std::size_t(i)];
            const double v = i < known ? flow.valueAt(i) : 0.0;
            n.fill = scale.color(v);
            n.label = i < known && n.alive ? flow.textAt(i) : QString();
            n.highlight = i == focus;
        }
        topo::drawNodes(p, geo.geo, geo.nodes, s);
        p.setFont(s.scaledFont(0.85, true));
        const QFontMetricsF fid(p.font());
        for (int i = 0; i < g.n; ++i) {
            const QPointF c = geo.geo.px[std::size_t(i)];
            const QString id = g.alive[std::size_t(i)] ? QStringLiteral("node %1").arg(i + 1) : QStringLiteral("node %1 down").arg(i + 1);
            p.setPen(g.alive[std::size_t(i)] ? s.foreground : s.warning);
            const double tw = fid.horizontalAdvance(id) + 4;
            QRectF b(c.x() - tw / 2, c.y() - geo.geo.radius - fid.height() - 2, tw, fid.height());
            if (g.n > 10 && g.alive[std::size_t(i)])
                b = QRectF(c.x() - tw / 2, c.y() - geo.geo.radius - fid.height() - 1, tw, fid.height());
            const QString shown = g.n > 10 && g.alive[std::size_t(i)] ? QString::number(i + 1) : id;
            const double sw = fid.horizontalAdvance(shown) + 6;
            b = QRectF(c.x() - sw / 2, b.top(), sw, b.height());
            QColor bg = s.background;
            bg.setAlphaF(0.85);
            p.fillRect(b, bg); // readable where a link passes behind the name
            p.drawText(b, Qt::AlignCenter, shown);
        }
    }

    /// Legend: the colour scale, and the threshold (when finite) as a distance on this plane.
    static void paintGraphLegend(QPainter &p, const Geo &geo, const WeightScale &scale, double thr)
    {
        const Style &s = *scale.style;
        const QRectF lg = geo.legend;
        p.setFont(s.scaledFont(0.85));
        const QFontMetricsF fm(p.font());
        const double barW = std::min(lg.width() * 0.45, 260.0 * s.fontScale);
        const QRectF bar(lg.left() + fm.horizontalAdvance(QStringLiteral("weight ")) + 4, lg.top() + 2, barW, fm.height() * 0.8);
        p.setPen(s.foreground);
        p.drawText(QRectF(lg.left(), bar.top() - 2, bar.left() - lg.left(), bar.height() + 4), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("weight"));
        QLinearGradient grad(bar.topLeft(), bar.topRight());
        for (int k = 0; k <= 8; ++k)
            grad.setColorAt(k / 8.0, scaleColor(k / 8.0, s));
        p.setPen(QPen(s.grid, 1));
        p.setBrush(grad);
        p.drawRect(bar);
        p.setPen(s.muted);
        p.drawText(QRectF(bar.left() - 40, bar.bottom() + 1, 80, fm.height()), Qt::AlignCenter, wnum(scale.lo()));
        p.drawText(QRectF(bar.right() - 40, bar.bottom() + 1, 80, fm.height()), Qt::AlignCenter, wnum(scale.hi()));
        if (!std::isfinite(thr))
            return;
        // The threshold as a bar of its true length with its name centred under it, right of
        // the colour scale and clear of its end label.
        const QString text = QStringLiteral("threshold %1").arg(num(thr));
        const double len = thr * geo.geo.map.scale;
        const double tw = fm.horizontalAdvance(text);
        const double span = std::max(len, tw);
        const double from = bar.right() + fm.horizontalAdvance(wnum(scale.hi())) / 2 + 14;
        const double cx = std::max(bar.right() + 50 + len / 2, from + span / 2);
        const double y = bar.center().y();
        if (cx + span / 2 <= lg.right() + 1) {
            const double x0 = cx - len / 2;
            p.setPen(QPen(s.accent, s.lineWidth));
            p.drawLine(QPointF(x0, y), QPointF(x0 + len, y));
            p.drawLine(QPointF(x0, y - 5), QPointF(x0, y + 5));
            p.drawLine(QPointF(x0 + len, y - 5), QPointF(x0 + len, y + 5));
            p.setPen(s.accent);
            p.drawText(QRectF(cx - span / 2 - 2, y + 4, span + 4, fm.height()), Qt::AlignCenter, text);
        } else if (from < lg.right()) {
            p.setPen(s.accent);
            fitText(p, QRectF(from, bar.top() - 2, lg.right() - from, fm.height()), text, p.font(), Qt::AlignLeft | Qt::AlignVCenter, 0.85);
        }
    }

    // ---------------------------------------------------------------- every node's weight per round
    void paintWeights(QPainter &p, const QRectF &area, const PaintContext &ctx) const
    {
        const Style &s = ctx.style;
        const Trace &tr = ctx.trace;
        const GossipTrace &tt = typed(tr);
        const Graph g = graphOf(tr);
        const auto [wlo, whi] = weightRange(tr, g);
        const QString mean = num(shownOf(ctx).mean);
        QRectF r = caption(p, area,
                           {QStringLiteral("Each node's weight per round (dashed: mean %1)").arg(mean),
                            QStringLiteral("Weights per round (dashed: mean %1)").arg(mean), QStringLiteral("Weights per round")},
                           s);
        const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
        // Each node's line colour comes from its starting weight (the graph colours the nodes alike).
        auto lineColor = [&](int i) {
            if (!g.alive[std::size_t(i)])
                return s.idle;
            const double w0 = tt.frames.front().weights.at(std::size_t(i));
            return scaleColor((w0 - wlo) / (whi - wlo), s);
        };
        // A legend of node numbers in their lines' colours, when the chart keeps room for its lines.
        if (ctx.view == QLatin1String("weights") || r.height() > fm2.height() * 14) {
            const double used = paintNodeLegend(p, r, s, g, lineColor);
            r.adjust(0, used + 4, 0, 0);
        }
        draw::Axes ax;
        ax.plot = QRectF(r.left() + 64 + fm2.height() + 6, r.top() + 4, r.width() - (64 + fm2.height() + 6) - 8,
                         r.height() - fm.height() - fm2.height() - 14);
        if (ax.plot.width() < 40 || ax.plot.height() < 30)
            return;
        const int rounds = int(tt.frames.size()) - 1;
        ax.x0 = 0;
        ax.x1 = std::max(1, rounds);
        const double padY = (whi - wlo) * 0.08;
        ax.y0 = wlo - padY;
        ax.y1 = whi + padY;
        ax.plot.setLeft(r.left() + panel::yAxisRoom(ax, s)); // only as much room as the tick labels need
        panel::drawAxes(p, ax, s, QStringLiteral("round"), QStringLiteral("weight"), panel::yTitleOffset(ax, s));
        const bool anim = ctx.t > 1e-9 && ctx.hasNext();
        const double upto = ctx.index + (anim ? ctx.t : 0.0);
        p.save();
        p.setClipRect(ax.plot.adjusted(-4, -4, 4, 4));
        for (int i = 0; i < g.n; ++i) {
            const bool alive = g.alive[std::size_t(i)];
            const QColor lc = lineColor(i);
            QPen pen(alive ? lc : s.idle, alive ? s.lineWidth : s.lineWidth * 0.8,
                     alive ? Qt::SolidLine : Qt::DotLine);
            paintSeries(p, ax, ctx, [i](const GossipRound &f) { return f.weights.at(std::size_t(i)); }, pen);
            // Where each node is now: a dot at the moving end of its line (on round 0 the only mark).
            p.setPen(QPen(s.background, 1));
            p.setBrush(alive ? lc : s.idle);
            const double dot = 2.5 + s.lineWidth;
            p.drawEllipse(ax.map(upto, weightNow(ctx, i)), dot, dot);
        }
        paintSeries(p, ax, ctx, [](const GossipRound &f) { return f.mean; }, QPen(s.foreground, s.lineWidth, Qt::DashLine));
        p.setPen(QPen(s.muted, 1));
        p.drawLine(QPointF(ax.mapX(upto), ax.plot.top()), QPointF(ax.mapX(upto), ax.plot.bottom()));
        paintLineEnds(p, ax, ctx, g, upto, lineColor);
        p.restore();
    }

    /// Node i's weight where the transition now stands (pixel position only).
    static double weightNow(const PaintContext &ctx, int i)
    {
        double now = frameOf(ctx).weights.at(std::size_t(i));
        if (ctx.t > 1e-9 && ctx.hasNext())
            now += (nextOf(ctx).weights.at(std::size_t(i)) - now) * ctx.t;
        return now;
    }

    /// One quantity per round up to the frame shown, growing toward the next while a transition plays.
    static void paintSeries(QPainter &p, const draw::Axes &ax, const PaintContext &ctx, const std::function<double(const GossipRound &)> &val,
                            const QPen &pen)
    {
        const auto &frames = typed(ctx.trace).frames;
        QPainterPath path;
        for (int i = 0; i <= ctx.index && i < int(frames.size()); ++i) {
            const QPointF pt = ax.map(i, val(frames[std::size_t(i)]));
            if (i == 0)
                path.moveTo(pt);
            else
                path.lineTo(pt);
        }
        if (ctx.t > 1e-9 && ctx.hasNext()) {
            const QPointF a = ax.map(ctx.index, val(frameOf(ctx))), b = ax.map(ctx.index + 1, val(nextOf(ctx)));
            path.lineTo(a + (b - a) * ctx.t);
        }
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        draw::drawCurve(p, path);
    }

    /// The node's number beside the moving end of its line, where the rounds still to come leave
    /// room and the labels do not crowd each other (top to bottom, one that would touch the last
    /// one placed is left out: the legend still names it).
    static void paintLineEnds(QPainter &p, const draw::Axes &ax, const PaintContext &ctx, const Graph &g, double upto,
                              const std::function<QColor(int)> &lineColor)
    {
        const Style &s = ctx.style;
        const QFont lf = s.scaledFont(0.85, true);
        const QFontMetricsF lfm(lf);
        const double x = ax.mapX(upto) + 2.5 + s.lineWidth + 5;
        const double labelW = lfm.horizontalAdvance(QString::number(g.n));
        if (x + labelW + 4 > ax.plot.right())
            return;
        std::vector<std::pair<double, int>> ends;
        for (int i = 0; i < g.n; ++i)
            ends.push_back({ax.mapY(weightNow(ctx, i)), i});
        std::sort(ends.begin(), ends.end());
        p.setFont(lf);
        double lastBottom = -std::numeric_limits<double>::max();
        for (const auto &[y, i] : ends) {
            const QRectF box(x, y - lfm.height() / 2, labelW + 4, lfm.height());
            if (box.top() < lastBottom || box.top() < ax.plot.top() || box.bottom() > ax.plot.bottom())
                continue;
            p.setPen(lineColor(i));
            p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, QString::number(i + 1));
            lastBottom = box.bottom();
        }
    }

    /// "node 1 2 3 ...": each number in its line's colour (a line sample too for a few nodes, a
    /// dotted grey one for a failed node). Wraps onto a second row; more nodes than two rows hold
    /// get smaller type, and past three rows a one-line summary. Returns the height used.
    double paintNodeLegend(QPainter &p, const QRectF &r, const Style &s, const Graph &g, const std::function<QColor(int)> &color) const
    {
        auto itemsFor = [&](bool samples) {
            QList<panel::LegendItem> items;
            items.push_back({s.muted, Qt::NoPen, g.n == 1 ? QStringLiteral("node") : QStringLiteral("nodes"), Qt::NoBrush});
            for (int i = 0; i < g.n; ++i) {
                const bool alive = g.alive[std::size_t(i)];
                const QString text = QString::number(i + 1) + (alive ? QString() : QStringLiteral(" (failed)"));
                if (samples)
                    items.push_back({color(i), alive ? Qt::SolidLine : Qt::DotLine, text});
                else
                    items.push_back({color(i), Qt::NoPen, text, Qt::NoBrush});
            }
            return items;
        };
        const QFontMetricsF fm(s.scaledFont(0.85));
        const double row = fm.height() + 2;
        struct Try {
            bool samples;
            double factor;
            int rows;
        };
        for (const Try &t : {Try{true, 0.85, 2}, Try{false, 0.85, 2}, Try{false, 0.75, 3}}) {
            if (t.samples && g.n > 8)
                continue;
            const QList<panel::LegendItem> items = itemsFor(t.samples);
            const double h = panel::legendRow(p, r, items, s, t.factor, true);
            const double rowH = QFontMetricsF(s.scaledFont(t.factor)).height() + 2;
            if (h <= rowH * t.rows + 0.5)
                return panel::legendRow(p, r, items, s, t.factor);
        }
        // Too many for three rows: say how the colours run instead.
        p.save();
        p.setPen(s.muted);
        fitText(p, QRectF(r.left(), r.top(), r.width(), row),
                QStringLiteral("%1 nodes, each line coloured by its starting weight").arg(g.n), s.scaledFont(0.85),
                Qt::AlignLeft | Qt::AlignVCenter, 0.75);
        p.restore();
        return row;
    }

    // ---------------------------------------------------------------- consensus distance per round
    void paintDistance(QPainter &p, const QRectF &area, const PaintContext &ctx) const
    {
        const Style &s = ctx.style;
        const auto &frames = typed(ctx.trace).frames;
        const GossipRound &f = frameOf(ctx);
        QRectF r = caption(p, area, {QStringLiteral("Consensus distance (spread of the live weights)"), QStringLiteral("Consensus distance")}, s);
        const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
        draw::Axes ax;
        ax.plot = QRectF(r.left() + 64 + fm2.height() + 6, r.top() + 4, r.width() - (64 + fm2.height() + 6) - 8,
                         r.height() - fm.height() - fm2.height() - 14);
        if (ax.plot.width() < 40 || ax.plot.height() < 24)
            return;
        double hi = 0;
        for (const GossipRound &g : frames)
            hi = std::max(hi, g.consensus_distance);
        ax.x0 = 0;
        ax.x1 = std::max(1, int(frames.size()) - 1);
        ax.y0 = 0;
        ax.y1 = hi > 0 ? hi * 1.15 : 1;
        ax.plot.setLeft(r.left() + panel::yAxisRoom(ax, s));
        panel::drawAxes(p, ax, s, QStringLiteral("round"), QStringLiteral("distance"), panel::yTitleOffset(ax, s));
        p.save();
        QPainterPath path;
        for (int i = 0; i <= ctx.index; ++i) {
            const QPointF pt = ax.map(i, frames[std::size_t(i)].consensus_distance);
            i == 0 ? path.moveTo(pt) : path.lineTo(pt);
        }
        if (ctx.t > 1e-9 && ctx.hasNext()) {
            const QPointF a = ax.map(ctx.index, f.consensus_distance), b = ax.map(ctx.index + 1, nextOf(ctx).consensus_distance);
            path.lineTo(a + (b - a) * ctx.t);
        }
        p.setPen(QPen(s.accent, s.lineWidth * 1.2));
        p.setBrush(Qt::NoBrush);
        draw::drawCurve(p, path);
        // The dot rides the end of the line; its number is the round the transition plays.
        const GossipRound &shown = shownOf(ctx);
        QPointF cur = ax.map(ctx.index, f.consensus_distance);
        if (ctx.t > 1e-9 && ctx.hasNext())
            cur += (ax.map(ctx.index + 1, nextOf(ctx).consensus_distance) - cur) * ctx.t;
        p.setPen(Qt::NoPen);
        p.setBrush(s.accent);
        p.drawEllipse(cur, 5, 5);
        p.setFont(s.scaledFont(0.9, true));
        const bool right = cur.x() < ax.plot.center().x();
        // Above the point, or below it when the top of the plot is too close (it would cover the caption).
        const double lh = QFontMetricsF(p.font()).height() + 4;
        const double dy = cur.y() - 12 - lh / 2 < ax.plot.top() ? 12 : -12;
        draw::drawLabel(p, cur + QPointF(right ? 8 : -8, dy), num(shown.consensus_distance), s, s.accent, true,
                        (right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
        p.restore();
    }

    // ---------------------------------------------------------------- the mixing matrix
    void paintMatrix(QPainter &p, const QRectF &area, const PaintContext &ctx) const
    {
        const Style &s = ctx.style;
        const GossipMeta &m = typed(ctx.trace).meta;
        QRectF r = caption(p, area, {QStringLiteral("Mixing matrix W (row i: how node i averages)"), QStringLiteral("Mixing matrix W")}, s);
        if (m.mixing_matrix.rows == 0)
            return;
        p.save();
        const MatrixGrid grid = matrixGrid(r, m.mixing_matrix.rows, s);
        paintMatrixGrid(p, grid, m, s);
        paintSpectrumInfo(p, QRectF(grid.grid.right() + 14, r.top() + 2, r.right() - grid.grid.right() - 14, r.height() - 2), m, s);
        p.restore();
    }

    /// Where the mixing matrix's cells go and in which fonts.
    struct MatrixGrid {
        QRectF r;         ///< the panel below its caption
        QRectF grid;      ///< the n x n cells
        int n = 0;
        double cell = 0;
        double head = 0;  ///< room for the row and column numbers
        QFont cellFont, headFont;
        bool values = false; ///< the numbers fit inside the cells
    };

    static MatrixGrid matrixGrid(const QRectF &r, int n, const Style &s)
    {
        MatrixGrid g;
        g.r = r;
        g.n = n;
        g.cellFont = s.scaledFont(0.85);
        QFontMetricsF cf(g.cellFont);
        g.headFont = s.scaledFont(0.8);
        const QFontMetricsF hf(g.headFont);
        const double infoW = std::max(r.width() * 0.36, std::min(r.width() * 0.5, cf.horizontalAdvance(QStringLiteral("spectral gap 1 − SLEM = 0.0000"))));
        const double gridSide = std::min(r.width() - infoW - 10, r.height() - 2);
        // Row numbers need the width of the longest, column numbers a line's height above the grid.
        g.head = std::max(hf.horizontalAdvance(QString::number(n)) + 6, hf.height() + 2);
        g.cell = std::max(2.0, (gridSide - g.head) / n);
        g.grid = QRectF(r.left() + g.head, r.top() + g.head, g.cell * n, g.cell * n);
        // Values when they fit; shrink the font a little first.
        const QString sample = QStringLiteral("0.333");
        if (cf.horizontalAdvance(sample) + 4 > g.cell) {
            g.cellFont.setPointSizeF(g.cellFont.pointSizeF() * std::max(0.7, g.cell / (cf.horizontalAdvance(sample) + 4)));
            cf = QFontMetricsF(g.cellFont);
        }
        g.values = cf.horizontalAdvance(sample) + 2 <= g.cell && cf.height() <= g.cell;
        return g;
    }

    /// The cells of W with their values, and the node numbers on the rows and columns.
    static void paintMatrixGrid(QPainter &p, const MatrixGrid &g, const GossipMeta &m, const Style &s)
    {
        const Matrix &w = m.mixing_matrix;
        const int n = g.n;
        const double cell = g.cell, head = g.head;
        const QRectF grid = g.grid, r = g.r;
        auto dead = [&m](int i) { return i < int(m.nodes.size()) && !m.nodes[std::size_t(i)].alive; };
        // The grid depends only on the trace, the size and the style: one raster per picture, not per frame.
        std::size_t key = std::hash<double>{}(g.cellFont.pointSizeF()) ^ std::hash<double>{}(g.headFont.pointSizeF() * 7.0);
        auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
        for (double v : {grid.left(), grid.top(), cell, r.left(), r.top(), head, double(g.values)})
            mixIn(v);
        for (const QColor &c : {s.accent, s.background, s.grid, s.muted, s.foreground, s.idle, s.warning})
            mixIn(double(c.rgba()));
        for (double v : w.data)
            mixIn(v);
        for (const GossipNode &node : m.nodes)
            mixIn(node.alive ? 1.0 : 0.0);
        draw::drawCachedLayer(p, grid.adjusted(-head - 24, -head - 4, 24, 4), key, [&](QPainter &p) {
            for (int i = 0; i < n; ++i) {
                for (int j = 0; j < n; ++j) {
                    const double v = w.at(i, j);
                    const QRectF c(grid.left() + j * cell, grid.top() + i * cell, cell, cell);
                    QColor col = s.accent;
                    col.setAlphaF(float(0.18 + 0.8 * std::clamp(v, 0.0, 1.0)));
                    p.fillRect(c, s.background);
                    if (v != 0)
                        p.fillRect(c, col);
                    p.setPen(QPen(s.grid, 1));
                    p.setBrush(Qt::NoBrush);
                    p.drawRect(c);
                    if (g.values) {
                        p.setFont(g.cellFont);
                        p.setPen(v == 0 ? s.muted : draw::textOn(col, s.background));
                        if (dead(i) && v == 0)
                            p.setPen(s.idle);
                        p.drawText(c, Qt::AlignCenter, v == 0 ? QStringLiteral("0") : num(v, NumberForm::Compact));
                    }
                }
            }
            p.setFont(g.headFont);
            const QFontMetricsF hf(g.headFont);
            // Node numbers on the rows and columns, thinned out when the cells get small.
            const int rowStep = std::max(1, int(std::ceil(hf.height() * 0.9 / cell)));
            const int colStep = std::max(1, int(std::ceil((hf.horizontalAdvance(QString::number(n)) + 3) / cell)));
            for (int i = 0; i < n; ++i) {
                p.setPen(dead(i) ? s.warning : s.muted);
                if (i % rowStep == 0 || dead(i))
                    p.drawText(QRectF(r.left(), grid.top() + i * cell + cell / 2 - hf.height() / 2, head - 3, hf.height()),
                               Qt::AlignRight | Qt::AlignVCenter, QString::number(i + 1));
                if (i % colStep == 0 || dead(i))
                    p.drawText(QRectF(grid.left() + i * cell + cell / 2 - 20, r.top(), 40, head - 2), Qt::AlignHCenter | Qt::AlignBottom,
                               QString::number(i + 1));
            }
        });
    }

    /// Spectrum and connectivity beside the grid.
    static void paintSpectrumInfo(QPainter &p, const QRectF &info, const GossipMeta &m, const Style &s)
    {
        const QFont body = s.scaledFont(0.9), bold = s.scaledFont(0.95, true);
        const QFontMetricsF bf(body);
        double y = info.top();
        auto line = [&](const QStringList &text, const QColor &c, const QFont &f) {
            if (y + bf.height() > info.bottom() + 2)
                return;
            p.setPen(c);
            panel::fitFirst(p, QRectF(info.left(), y, info.width(), bf.height() + 2), text, f, Qt::AlignLeft | Qt::AlignVCenter, 0.8);
            y += bf.height() + 4;
        };
        const int comps = m.components;
        line({QStringLiteral("spectral gap %1").arg(specNum(m.spectral_gap)), QStringLiteral("gap %1").arg(specNum(m.spectral_gap))}, s.accent, bold);
        line({QStringLiteral("= 1 − SLEM, SLEM = %1").arg(specNum(m.slem)), QStringLiteral("SLEM = %1").arg(specNum(m.slem))}, s.foreground, body);
        line({QStringLiteral("λ₂ = %1").arg(specNum(m.lambda2))}, s.foreground, body);
        line(comps <= 1 ? QStringList{QStringLiteral("live nodes: 1 connected group"), QStringLiteral("1 connected group")}
                        : QStringList{QStringLiteral("live nodes: %1 separate groups").arg(comps), QStringLiteral("%1 separate groups").arg(comps)},
             comps <= 1 ? s.positive : s.warning, bold);
        y += 4;
        // The note wraps to the width there is, and is left out when it does not fit whole.
        const QString rows = QStringLiteral("rows sum to 1: each node keeps a weighted average; a down node keeps its own weight (1)");
        const QRectF rest(info.left(), y, info.width(), info.bottom() - y);
        const QRectF need = bf.boundingRect(QRectF(rest.left(), rest.top(), rest.width(), 1e6), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, rows);
        if (rest.width() > 0 && need.height() <= rest.height() + 2 && need.width() <= rest.width() + 1) {
            p.setFont(body);
            p.setPen(s.muted);
            p.drawText(rest, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, rows);
        }
    }
};

} // namespace

std::unique_ptr<ScenePainter> makeDecentralizedPainter() { return std::make_unique<DecentralizedPainter>(); }

} // namespace sgd::ui
