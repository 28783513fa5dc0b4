#include "decentralized_parts.h"

#include "ui/render/draw.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <limits>

// Where the decentralized scene's parts go, and the trace facts its files share.

namespace sgd::ui {

namespace decentralized {

const DecentralizedTrace &typed(const Trace &tr)
{
    return typedTrace<DecentralizedTrace>(tr);
}
const DecentralizedRound &frameOf(const PaintContext &ctx)
{
    return typed(ctx.trace).frames.at(std::size_t(ctx.index));
}
const DecentralizedRound &nextOf(const PaintContext &ctx)
{
    return typed(ctx.trace).frames.at(std::size_t(ctx.hasNext() ? ctx.index + 1 : ctx.index));
}
const DecentralizedRound &shownOf(const PaintContext &ctx)
{
    return typed(ctx.trace).frames.at(std::size_t(ctx.shownStep()));
}

QString wnum(double v)
{
    return draw::num(v, NumberForm::Compact);
}
QString specNum(double v)
{
    return draw::num(std::abs(v) < 1e-9 ? 0.0 : v);
}

Graph graphOf(const Trace &tr)
{
    Graph g;
    const DecentralizedMeta &m = typed(tr).meta;
    g.n = int(m.nodes.size());
    for (const GossipNode &node : m.nodes) {
        g.pos.emplace_back(node.x, node.y);
        g.alive.push_back(node.alive);
    }
    for (const GossipEdge &e : m.edges)
        g.edges.push_back({e.a - 1, e.b - 1, e.alive});
    return g;
}

std::pair<double, double> weightRange(const Trace &tr, const Graph &g)
{
    double lo = std::numeric_limits<double>::max(), hi = -lo;
    for (const DecentralizedRound &f : typed(tr).frames)
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

} // namespace decentralized

namespace {

using namespace decentralized;

/// The panels of the whole-scene view: the graph on the left half, the charts and the matrix right.
void layoutPanels(DecentralizedLayout &L, const QRectF &area, const Style &s)
{
    const double pad = s.padding();
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.titleFont()), fm(s.tickFont());
    L.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    L.note = QRectF(body.left(), L.title.bottom(), body.width(), fm.height() + 6);
    const double top = L.note.bottom() + 4;
    const double leftW = body.width() * 0.5;
    L.graph = QRectF(body.left(), top, leftW, body.bottom() - top);
    const double rx = body.left() + leftW + pad * 2;
    const QRectF right(rx, top, body.right() - rx, body.bottom() - top);
    L.weights = QRectF(right.left(), right.top(), right.width(), right.height() * 0.36);
    // The consensus distance is the lecture's number: its chart keeps a readable plot (72 px under
    // its caption, above its tick labels and title) and the matrix below gives way.
    const QFontMetricsF fc(s.captionFont()), fb(s.bodyFont());
    const double distanceMin = fc.height() + fm.height() + fb.height() + 3 * s.tickGap() + 80;
    L.distance = QRectF(right.left(), L.weights.bottom() + 4, right.width(),
                        std::min(std::max(right.height() * 0.24, distanceMin), right.height() * 0.4));
    L.matrix = QRectF(right.left(), L.distance.bottom() + 6, right.width(), right.bottom() - L.distance.bottom() - 6);
}

/// The plane under the graph's caption, the legend under it, and the nodes mapped onto the plane.
void layoutPlane(DecentralizedLayout &L, const Trace &tr, const Style &s, DecentralizedDrag drag)
{
    const QFontMetricsF fm(s.captionFont()), fs(s.legendFont());
    const double capH = fm.height() + 4;
    const double legendH = fs.height() * 2.6 + 8;
    const QRectF &panel = L.graph;
    L.plane = QRectF(panel.left(), panel.top() + capH, panel.width(), panel.height() - capH - legendH);
    L.legend = QRectF(panel.left(), L.plane.bottom() + 4, panel.width(), legendH - 4);
    const Graph g = graphOf(tr);
    for (int i = 0; i < g.n; ++i) {
        topo::Node n;
        n.pos = g.pos[std::size_t(i)];
        if (drag.positions && i < int(drag.positions->size()))
            n.pos = (*drag.positions)[std::size_t(i)];
        n.alive = g.alive[std::size_t(i)];
        L.nodes.push_back(n);
    }
    // Room for the node, its id above it and the edge of the panel; a second pass uses the radius chosen.
    const double margin0 = std::max(fm.height() * 2.6, 24.0);
    L.geo = topo::layout(L.nodes, L.plane, margin0, s, drag.map);
    const double margin1 = L.geo.radius + fs.height() + 10;
    if (!drag.map && std::abs(margin1 - margin0) > 2)
        L.geo = topo::layout(L.nodes, L.plane, margin1, s, nullptr);
}

} // namespace

DecentralizedLayout decentralizedLayout(const Trace &trace, const QRectF &area, const Style &s, DecentralizedView view,
                                        DecentralizedDrag drag)
{
    DecentralizedLayout L;
    const double pad = s.padding();
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    if (view == DecentralizedView::Graph)
        L.graph = inner;
    else if (view == DecentralizedView::Weights)
        L.weights = inner;
    else if (view == DecentralizedView::Distance)
        L.distance = inner;
    else if (view == DecentralizedView::Matrix)
        L.matrix = inner;
    else
        layoutPanels(L, area, s);
    if (!L.graph.isEmpty() && !trace.frames.empty())
        layoutPlane(L, trace, s, drag);
    return L;
}

int decentralizedNodeAt(const DecentralizedLayout &L, QPointF px)
{
    if (L.graph.isEmpty())
        return -1;
    return topo::hitTest(L.geo, L.nodes, px, 4);
}

} // namespace sgd::ui
