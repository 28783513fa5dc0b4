#include "decentralized_parts.h"

#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QObject>

#include <algorithm>
#include <cmath>
#include <limits>

// The decentralized scene's title and its graph: nodes on a plane coloured by their weight, the
// links, the weights flowing along them while a round plays, and the colour scale.

namespace sgd::ui::decentralized {

namespace {

using draw::num;
using panel::caption;
using panel::ease;
using panel::fitText;

QColor scaleColor(double u, const Style &s)
{
    return draw::valueColor(u, s);
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

Flow flowOf(const PaintContext &ctx)
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

/// Links through a cached layer: they are the same in every frame of a trace (a complete graph of
/// 32 nodes has 496 of them), so they are rasterized once per picture, and again when a node moves.
/// With `opaque`, the layer carries the plane's background and is copied rather than blended (the
/// plane is empty under the links: they are drawn first).
void paintEdgesCached(QPainter &p, const DecentralizedLayout &geo, const std::vector<topo::Edge> &edges, const Style &s,
                      double width, bool opaque)
{
    std::size_t key = std::hash<double>{}(width);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    QRectF box;
    for (const QPointF &c : geo.geo.px) {
        mixIn(c.x()), mixIn(c.y());
        box = box.united(QRectF(c, QSizeF(1, 1)));
    }
    mixIn(geo.geo.radius);
    for (const topo::Edge &e : edges)
        mixIn(e.a * 4099.0 + e.b + (e.alive ? 0.5 : 0.0));
    for (const QColor &c : {s.foreground, s.grid, s.muted, s.idle, s.warning, s.accent, s.background})
        mixIn(double(c.rgba()));
    const double m = width + 4;
    const QRectF rect = box.adjusted(-m, -m, m, m);
    if (!opaque) {
        draw::drawCachedLayer(s.cache, p, rect, key, [&](QPainter &q) { topo::drawEdges(q, geo.geo, edges, s, width); });
        return;
    }
    p.save();
    p.setCompositionMode(QPainter::CompositionMode_Source);
    draw::drawCachedLayer(s.cache, p, rect, key + 1, [&](QPainter &q) {
        q.fillRect(rect.adjusted(-4, -4, 4, 4), s.background); // every pixel of the layer opaque
        q.setCompositionMode(QPainter::CompositionMode_SourceOver);
        topo::drawEdges(q, geo.geo, edges, s, width);
    });
    p.restore();
}

/// Edges (dead ones dashed) and the weights flowing both ways along every live link while the
/// exchange plays (a dense graph just pulses its links).
void paintLinks(QPainter &p, const DecentralizedLayout &geo, const Graph &g, const Flow &flow, const WeightScale &scale)
{
    const Style &s = *scale.style;
    std::vector<topo::Edge> edges, live;
    for (const auto &e : g.edges) {
        edges.push_back({e.a, e.b, e.alive, false});
        if (e.alive)
            live.push_back({e.a, e.b, true, false});
    }
    const bool dense = int(g.edges.size()) > 3 * g.n;
    paintEdgesCached(p, geo, edges, s, dense ? 0.7 : s.lineWidth * 1.3, true);
    if (!flow.flowing())
        return;
    const double t = flow.t, localEnd = flow.localEnd, flowEnd = flow.flowEnd;
    if (int(live.size()) > 4 * g.n) {
        p.save();
        p.setOpacity(0.6 * std::sin(3.14159265 * (t - localEnd) / (flowEnd - localEnd)));
        paintEdgesCached(p, geo, live, s, s.lineWidth * 2.2, false);
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

/// Nodes coloured by their weight, the number inside, the node id above with a dot in the colour of
/// the node's line in the weights chart (its starting weight's colour): the fill changes as the
/// weights mix, the dot and the line keep the node's own colour.
void paintNodes(QPainter &p, DecentralizedLayout &geo, const Graph &g, const Flow &flow, const WeightScale &scale, int focus,
                const std::vector<double> &start)
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
    p.setFont(s.tagFont());
    const QFontMetricsF fid(p.font());
    for (int i = 0; i < g.n; ++i) {
        const QPointF c = geo.geo.px[std::size_t(i)];
        const QString id = g.alive[std::size_t(i)] ? QObject::tr("node %1").arg(i + 1) : QObject::tr("node %1 down").arg(i + 1);
        p.setPen(g.alive[std::size_t(i)] ? s.foreground : s.warning);
        const double tw = fid.horizontalAdvance(id) + 4;
        QRectF b(c.x() - tw / 2, c.y() - geo.geo.radius - fid.height() - 2, tw, fid.height());
        if (g.n > 10 && g.alive[std::size_t(i)])
            b = QRectF(c.x() - tw / 2, c.y() - geo.geo.radius - fid.height() - 1, tw, fid.height());
        const QString shown = g.n > 10 && g.alive[std::size_t(i)] ? QString::number(i + 1) : id;
        const double dot = fid.height() * 0.3, dotW = 2 * dot + 3;
        const double sw = fid.horizontalAdvance(shown) + 6 + dotW;
        b = QRectF(c.x() - sw / 2, b.top(), sw, b.height());
        QColor bg = s.background;
        bg.setAlphaF(0.85);
        p.fillRect(b, bg); // readable where a link passes behind the name
        p.drawText(b.adjusted(dotW, 0, 0, 0), Qt::AlignCenter, shown);
        const QColor lineColour =
            !g.alive[std::size_t(i)] || i >= int(start.size()) ? s.idle : scale.color(start[std::size_t(i)]);
        p.save();
        p.setPen(QPen(s.foreground, 0.8));
        p.setBrush(lineColour);
        p.drawEllipse(QPointF(b.left() + 3 + dot, b.center().y()), dot, dot);
        p.restore();
    }
}

/// Legend: the colour scale, and the threshold (when finite) as a distance on this plane.
void paintGraphLegend(QPainter &p, const DecentralizedLayout &geo, const WeightScale &scale, double thr)
{
    const Style &s = *scale.style;
    const QRectF lg = geo.legend;
    p.setFont(s.legendFont());
    const QFontMetricsF fm(p.font());
    const double barW = std::min(lg.width() * 0.45, 260.0 * s.fontScale);
    const QRectF bar(lg.left() + fm.horizontalAdvance(QObject::tr("weight") + QLatin1Char(' ')) + 4, lg.top() + 2, barW,
                     fm.height() * 0.8);
    p.setPen(s.foreground);
    p.drawText(QRectF(lg.left(), bar.top() - 2, bar.left() - lg.left(), bar.height() + 4), Qt::AlignLeft | Qt::AlignVCenter,
               QObject::tr("weight"));
    QLinearGradient grad(bar.topLeft(), bar.topRight());
    for (int k = 0; k <= 8; ++k)
        grad.setColorAt(k / 8.0, scaleColor(k / 8.0, s));
    p.setPen(QPen(s.grid, s.gridWidth()));
    p.setBrush(grad);
    p.drawRect(bar);
    p.setPen(s.muted);
    p.drawText(QRectF(bar.left() - 40, bar.bottom() + 1, 80, fm.height()), Qt::AlignCenter, wnum(scale.lo()));
    p.drawText(QRectF(bar.right() - 40, bar.bottom() + 1, 80, fm.height()), Qt::AlignCenter, wnum(scale.hi()));
    if (!std::isfinite(thr))
        return;
    // The threshold as a bar of its true length with its name centred under it, right of
    // the colour scale and clear of its end label.
    const QString text = QObject::tr("threshold %1").arg(num(thr));
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
        fitText(s, p, QRectF(from, bar.top() - 2, lg.right() - from, fm.height()), text, p.font(),
                Qt::AlignLeft | Qt::AlignVCenter, 0.85);
    }
}

/// The threshold radius around the node dragged or hovered.
void paintThreshold(QPainter &p, const DecentralizedLayout &L, const Style &s, double thr, int focus)
{
    const double rpx = thr * L.geo.map.scale;
    QColor fill = s.accent;
    fill.setAlphaF(0.08);
    p.setPen(QPen(s.accent, 1.5, Qt::DashLine));
    p.setBrush(fill);
    p.drawEllipse(L.geo.px[std::size_t(focus)], rpx, rpx);
}

} // namespace

void paintTitle(QPainter &p, const DecentralizedLayout &L, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const int n = int(frameOf(ctx).weights.size());
    // The round shown, or the one a transition plays (frame 0 is the start).
    const QString text = QObject::tr("Decentralized SGD · round %1 of %2 · %3, %4 nodes · no server")
                             .arg(ctx.shownStep())
                             .arg(ctx.lastStep())
                             .arg(topologyName(typed(ctx.trace).meta))
                             .arg(n);
    p.save();
    p.setPen(s.foreground);
    fitText(s, p, L.title, text, s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.setPen(s.muted);
    panel::fitFirst(
        s, p, L.note,
        {QObject::tr("Every round each live node averages with its neighbours' current weights: no server, no stale "
                     "gradients, so this is not asynchronous SGD."),
         QObject::tr("Each round every live node averages with its neighbours: no server, no stale gradients, not async SGD."),
         QObject::tr("Live nodes average with their neighbours: no server, not async SGD.")},
        s.panelFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.85);
    p.restore();
}

void paintGraph(QPainter &p, const DecentralizedLayout &L, const PaintContext &ctx, int focus)
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Graph g = graphOf(tr);
    caption(p, L.graph,
            {QObject::tr("Nodes and links · click a node to fail or revive it, drag to move it"),
             QObject::tr("Nodes and links · click: fail or revive · drag: move"), QObject::tr("Nodes and links")},
            s);
    DecentralizedLayout geo = L; // the nodes take this frame's colours and labels
    const WeightScale scale{weightRange(tr, g), &s};
    const Flow flow = flowOf(ctx);
    const DecentralizedMeta &m = typed(tr).meta;
    const bool threshold = m.topology == "threshold";
    const double thr = m.threshold;
    if (focus >= g.n)
        focus = -1;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    paintLinks(p, geo, g, flow, scale); // first: the links' layer carries the plane's background
    if (threshold && focus >= 0 && std::isfinite(thr))
        paintThreshold(p, geo, s, thr, focus);
    paintNodes(p, geo, g, flow, scale, focus, typed(tr).frames.front().weights);
    paintGraphLegend(p, geo, scale, threshold ? thr : std::numeric_limits<double>::quiet_NaN());
    p.restore();
}

} // namespace sgd::ui::decentralized
