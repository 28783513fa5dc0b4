// The synchronous-SGD graph: the star (a server and its workers) or the ring, fitted to its
// panel with room for each worker's gradient arrow and label, the workers' compute progress and
// who waits at the barrier. The server box, the ring's middle and the tokens on the edges are in
// sync_hub.cpp.

#include "sync_parts.h"

#include <QLineF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::sync {
namespace {

/// Nodes: the engine's star layout (server first) or its ring layout.
void graphNodes(const Round &rd, TopologyLayout &l)
{
    const int k = rd.k;
    const int off = rd.ring ? 0 : 1;
    std::vector<QPointF> pos = rd.ring ? topo::ringPositions(k) : topo::starPositions(k);
    if (!rd.ring) {
        topo::Node server;
        server.pos = pos[0];
        server.kind = topo::NodeKind::Server;
        l.nodes.push_back(server);
    }
    for (int i = 0; i < k; ++i) {
        topo::Node n;
        n.pos = pos[std::size_t(i + off)];
        n.label = k <= 8 ? QStringLiteral("W%1").arg(i + 1) : QString::number(i + 1);
        l.nodes.push_back(n);
        if (rd.ring)
            l.edges.push_back({i, (i + 1) % k, true, k > 2});
        else
            l.edges.push_back({0, i + 1, true, false});
    }
    if (rd.ring && k == 2)
        l.edges.resize(1);
}

/// The widest gradient label (or, at the start, weight token), so side labels stay on the canvas.
double workerLabelWidth(const Round &rd, const Style &s)
{
    const int k = rd.k;
    double labelW = 0;
    const QFontMetricsF lf(s.scaledFont(k > 8 ? 0.85 : 0.95, true));
    for (double g : rd.f->grads)
        labelW = std::max(labelW, lf.horizontalAdvance(k <= 8 ? QStringLiteral("g = %1").arg(num(g)) : num(g)) + 6);
    if (rd.start) // the start shows each worker's weight in a token there instead
        for (double w : rd.f->worker_weights)
            labelW = std::max(labelW, lf.horizontalAdvance(k <= 8 ? QStringLiteral("w = %1").arg(wnum(w)) : wnum(w)) + 16);
    return labelW;
}

/// Moves the mapped graph into `fitBox`; a wide, short panel (presentation mode) spreads it
/// sideways, up to half as wide again, so the server box and the tokens beside it keep clear
/// of the workers.
void placeGraph(topo::Geometry &geo, const std::vector<topo::Node> &nodes, const std::vector<QPointF> &dataPos,
                const QRectF &fitBox)
{
    geo.map = topo::fitPlane(dataPos, fitBox, 0);
    geo.px.clear();
    for (const topo::Node &n : nodes)
        geo.px.push_back(geo.map.map(n.pos));
    geo.centre = geo.map.map(QPointF(0, 0));
    double halfW = 0;
    for (const QPointF &q : geo.px)
        halfW = std::max(halfW, std::abs(q.x() - fitBox.center().x()));
    if (halfW > 1) {
        const double stretch = std::clamp(fitBox.width() / 2 / halfW, 1.0, 1.5);
        for (QPointF &q : geo.px)
            q.setX(fitBox.center().x() + (q.x() - fitBox.center().x()) * stretch);
        geo.centre.setX(fitBox.center().x() + (geo.centre.x() - fitBox.center().x()) * stretch);
    }
}

/// Where each worker's arrow and label go. Beside the node for the workers on the left and
/// right (out of the way of the spokes), above or below it for the others. On a squarish panel
/// the side blocks would squeeze the graph sideways, so with few workers the side ones may put
/// theirs under the node instead. The fit is repeated with the reach of the blocks on each axis
/// (the arrows shrink when the workers crowd together), so no label leaves the panel.
void fitBlocks(TopologyLayout &l, const QRectF &box, const Round &rd, const Style &s)
{
    const int k = rd.k;
    WorkerBlocks &b = l.blocks;
    topo::Geometry &geo = l.geo;
    const double minSide = std::min(box.width(), box.height());
    std::vector<QPointF> dataPos;
    for (const topo::Node &n : l.nodes)
        dataPos.push_back(n.pos);
    auto fitWith = [&](bool below, double radius, double aMax) {
        const double rx = below ? std::max(radius, std::max(aMax, b.labelW) / 2) + 6 : radius + 12 + std::max(aMax, b.labelW) + 4;
        const double ry = radius + 8 + b.blockH + 4;
        return box.adjusted(rx, ry, -rx, -ry);
    };
    const double radius0 = geo.radius;
    double aMax = b.arrowMax, fitted = b.arrowMax;
    for (int pass = 0; pass < 4; ++pass) {
        const QRectF beside = fitWith(false, geo.radius, aMax);
        const QRectF under = fitWith(true, geo.radius, aMax);
        const bool besideFits = beside.width() > 8 && beside.height() > 8;
        const bool underFits = k <= 4 && under.width() > 8 && under.height() > 8;
        if (!besideFits && !underFits)
            break;
        // Use the blocks under the side nodes when that grows the graph, or when the blocks
        // beside them do not fit at all (large type in a small window).
        b.sideBelow = !besideFits;
        if (besideFits && underFits) {
            const double sBeside = topo::fitPlane(dataPos, beside, 0).scale, sUnder = topo::fitPlane(dataPos, under, 0).scale;
            b.sideBelow = sUnder > sBeside * 1.05;
        }
        placeGraph(geo, l.nodes, dataPos, b.sideBelow ? under : beside);
        std::vector<QPointF> workers;
        for (std::size_t i = 0; i < l.nodes.size(); ++i)
            if (l.nodes[i].kind == topo::NodeKind::Worker)
                workers.push_back(geo.px[i]);
        // A tighter fit can only shrink the nodes, never grow them past their reach.
        geo.radius = std::min(radius0, topo::nodeRadius(workers, box, s));
        double spacing = minSide;
        for (int i = 0; i < k; ++i)
            spacing =
                std::min(spacing, QLineF(geo.px[std::size_t(i + b.off)], geo.px[std::size_t((i + 1) % k + b.off)]).length());
        // Keep neighbouring arrows apart for many workers; never longer than the fit allowed.
        const double next = k > 1 ? std::min(b.arrowMax, std::max(24.0, spacing * 0.78)) : b.arrowMax;
        fitted = std::min(next, aMax);
        if (std::abs(next - aMax) < 1.0)
            break;
        aMax = next;
    }
    b.arrowMax = fitted;
}

} // namespace

/// The layout of the graph in `area`: the stage chips on top (in the single view), block sizes
/// first, then the fit, then the hub's font.
TopologyLayout topologyLayout(const QRectF &area, const Style &s, const Round &rd, bool chipsOnTop)
{
    const SyncRound &f = *rd.f;
    TopologyLayout l;
    QRectF box = area;
    if (chipsOnTop) {
        const QFontMetricsF fc(s.bodyFont());
        l.chips = QRectF(area.left(), area.top(), area.width(), fc.height() * 1.55);
        box.adjust(0, fc.height() * 1.7, 0, 0);
    }
    l.box = box;
    graphNodes(rd, l);
    WorkerBlocks &b = l.blocks;
    b.off = rd.ring ? 0 : 1;
    b.gmax = std::abs(f.aggregated);
    for (double g : f.grads)
        b.gmax = std::max(b.gmax, std::abs(g));
    if (!(b.gmax > 0))
        b.gmax = 1;
    const QFontMetricsF fm(s.bodyFont()), fb(s.captionFont());
    // Arrow slots outside each worker; the margin keeps slots and labels on the canvas.
    b.arrowMax = std::clamp(std::min(box.width(), box.height()) * 0.17, 34.0, 150.0 * std::max(1.0, s.fontScale));
    b.arrowH = std::max(10.0, fm.height() * 0.7);
    b.labelH = fm.height() + 2;
    b.blockH = b.arrowH + b.labelH + 4;
    b.labelW = workerLabelWidth(rd, s);
    const double margin0 = fb.height() * 1.5 + 10 + std::max(std::max(b.arrowMax, b.labelW) / 2 + 6, b.blockH);
    // The server box holds w, the aggregated arrow and the step; size it from its text.
    l.hubFont = s.labelFont();
    const QFontMetricsF fh(l.hubFont);
    const double hubTextW = std::max({fh.horizontalAdvance(QStringLiteral("w %1 → %2").arg(wnum(f.w), wnum(f.w_next))),
                                      fh.horizontalAdvance(aggregateLabel(*rd.meta, f)),
                                      fh.horizontalAdvance(stepLabel(*rd.meta, f)), fb.horizontalAdvance(QObject::tr("server"))});
    QSizeF hubSize(std::max(hubTextW + 20, b.arrowMax + 24), fb.height() + 3 * fh.height() + b.arrowH + 18);
    l.geo = topo::layout(l.nodes, box, margin0, s, nullptr, hubSize);
    fitBlocks(l, box, rd, s);
    // The hub must not swallow the workers: shrink its font when the ring is tight.
    if (!rd.ring) {
        const double ringR = QLineF(l.geo.px[0], l.geo.px[1]).length();
        const double maxHalfW = ringR - l.geo.radius - 10;
        if (hubSize.width() / 2 > maxHalfW && maxHalfW > 20) {
            const double k2 = maxHalfW * 2 / hubSize.width();
            l.hubFont = s.shrunk(l.hubFont, std::max(0.6, k2));
            hubSize = QSizeF(maxHalfW * 2, hubSize.height() * std::max(0.6, k2) + 4);
            l.geo.serverSize = hubSize;
        }
    }
    return l;
}

namespace {

/// Finished workers wait at the barrier: say so next to them (on the side toward the middle).
void paintWaiting(QPainter &p, const TopologyLayout &l, const Round &rd, const Style &s)
{
    const topo::Geometry &geo = l.geo;
    for (int i = 0; i < rd.k; ++i) {
        if (!waitsAtBarrier(rd, i))
            continue;
        const QPointF c = geo.px[std::size_t(i + l.blocks.off)];
        const QPointF mid = rd.ring ? geo.centre : geo.px[0];
        QPointF u = mid - c;
        const double ul = std::hypot(u.x(), u.y());
        u = ul > 1e-6 ? u / ul : QPointF(0, 1);
        const QFontMetricsF fw(s.barFont());
        const QPointF at =
            c + u * (geo.radius + fw.height() * 0.9 + std::abs(u.x()) * fw.horizontalAdvance(QObject::tr("waiting")) * 0.45);
        topo::drawToken(p, at, QObject::tr("waiting"), s.idle, s, 0.8);
    }
}

/// Compute progress arcs around the workers still computing.
void paintComputeArcs(QPainter &p, const TopologyLayout &l, const Round &rd, const Style &s)
{
    const double t = rd.t;
    for (int i = 0; i < rd.k && rd.animating; ++i) {
        const QPointF c = l.geo.px[std::size_t(i + l.blocks.off)];
        const double start = rd.ring ? 0.0 : kPullEnd;
        const double done = doneAt(rd, i);
        if (t > start && t < done) {
            const double prog = clamp01((t - start) / std::max(1e-6, done - start));
            p.save();
            p.setPen(QPen(s.accent, s.lineWidth * 1.8, Qt::SolidLine, Qt::FlatCap));
            p.setBrush(Qt::NoBrush);
            const double rr = l.geo.radius + 4;
            p.drawArc(QRectF(c - QPointF(rr, rr), QSizeF(2 * rr, 2 * rr)), 90 * 16, int(-prog * 360 * 16));
            p.restore();
        }
    }
}

/// Worker i's label block (beside or under it, away from the middle) and its outgoing gradient.
void paintWorkerBlock(QPainter &p, const topo::Geometry &geo, const std::vector<topo::Node> &nodes, const PaintContext &ctx,
                      const Round &rd, const WorkerBlocks &b, int i)
{
    const Style &s = ctx.style;
    const int k = rd.k;
    const double t = rd.t;
    const double g = rd.f->grads.at(std::size_t(i));
    const double done = rd.animating ? doneAt(rd, i) : 0.0;
    if (rd.animating && (t < done || (!rd.ring && t < kPullEnd)))
        return;
    const QPointF c = geo.px[std::size_t(i + b.off)];
    const QPointF mid = rd.ring ? geo.centre : geo.px[0];
    QPointF u = c - mid;
    const double dist = std::hypot(u.x(), u.y());
    u = dist > 1e-6 ? u / dist : QPointF(0, -1);
    const QPointF toMid = -u;
    if (b.sideBelow && std::abs(u.x()) > 0.95)
        u = QPointF(0, 1);
    // Beside a node the block keeps its label (often wider than the node) clear of it.
    const QPointF labelC = c + u * (geo.radius + 8 + std::abs(u.x()) * (b.labelW / 2 + 4) + std::abs(u.y()) * (b.labelH / 2 + 2));
    const QFont labelFont = s.scaledFont(k > 8 ? 0.85 : 0.95, true);
    if (rd.start) {
        const auto &ws = rd.f->worker_weights;
        const double w = i < int(ws.size()) ? ws[std::size_t(i)] : rd.f->w;
        topo::drawToken(p, labelC, k <= 8 ? QStringLiteral("w = %1").arg(wnum(w)) : wnum(w), s.accent, s, k > 8 ? 0.75 : 0.85);
        return;
    }
    double alpha = 1.0;
    if (rd.animating)
        alpha = 0.35 + 0.65 * clamp01((t - done) / 0.05);
    QColor col = gradColor(g, s);
    col.setAlphaF(alpha);
    // The arrow starts at the worker's border and heads for the server (the middle of the
    // ring), beside the spoke so the broadcast on it stays readable; it stops short of the
    // spoke's middle, where the weights travel.
    const QPointF from = rd.ring ? c + toMid * (geo.radius + 4) : topo::along(geo, nodes, i + b.off, 0, 0.0);
    const double room =
        rd.ring ? (dist - geo.radius) * 0.35 : QLineF(from, topo::along(geo, nodes, i + b.off, 0, 1.0)).length() * 0.42;
    const double len = std::abs(g) / b.gmax * std::max(0.0, std::min(b.arrowMax, room));
    const QPointF side = rd.ring ? QPointF() : QPointF(-toMid.y(), toMid.x()) * std::max(8.0, b.arrowH * 1.1);
    if (len < 3) {
        p.save();
        p.setPen(Qt::NoPen);
        p.setBrush(col);
        p.drawEllipse(from + side + toMid * 3, 3, 3);
        p.restore();
    } else {
        draw::drawArrow(p, from + side, from + side + toMid * len, col, s.lineWidth * 1.6, std::min(b.arrowH, 12.0 * s.fontScale),
                        g > 0); // w shrinks: dashed as well as red
    }
    p.save();
    p.setFont(labelFont);
    const QString text = k <= 8 ? QStringLiteral("g = %1").arg(num(g)) : num(g);
    p.setPen(col);
    const double tw = QFontMetricsF(labelFont).horizontalAdvance(text) + 6;
    p.drawText(QRectF(labelC.x() - tw / 2, labelC.y() - b.labelH / 2, tw, b.labelH), Qt::AlignCenter, text);
    p.restore();
}

} // namespace

void paintTopology(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd)
{
    const Style &s = ctx.style;
    const int k = rd.k;
    if (k <= 0)
        return;
    // In the single "topology" view the stage chips sit on top of the graph.
    const TopologyLayout l = topologyLayout(area, s, rd, viewIn<SyncView>(ctx) == SyncView::Topology);
    if (!l.chips.isEmpty())
        paintChips(p, l.chips, rd, s);
    const Stage st = stageOf(rd);
    // Edges first, then tokens travelling on them, then nodes on top.
    topo::drawEdges(p, l.geo, l.edges, s);
    std::vector<topo::Node> drawn = l.nodes;
    for (int i = 0; i < k; ++i)
        if (waitsAtBarrier(rd, i))
            drawn[std::size_t(i + l.blocks.off)].fill = s.idle;
    if (!rd.ring) {
        drawn[0].label.clear();
        drawn[0].highlight = st == Stage::Aggregate || st == Stage::Update;
    }
    topo::drawNodes(p, l.geo, drawn, s);
    paintWaiting(p, l, rd, s);
    paintComputeArcs(p, l, rd, s);
    // Each worker's gradient leaves it: an arrow from the worker toward the server (the middle
    // of the ring), its length the size of g, its colour the sign; the value sits beside the
    // worker. At the start every worker holds w0 there instead.
    for (int i = 0; i < k; ++i)
        paintWorkerBlock(p, l.geo, l.nodes, ctx, rd, l.blocks, i);
    if (rd.ring)
        paintRingOverlay(p, l, ctx, rd);
    else // broadcast arrows out of the hub in the complete state: one weight for everybody
        paintStarOverlay(p, l, ctx, rd, st == Stage::Complete || st == Stage::Broadcast);
}

} // namespace sgd::ui::sync
