#include "decentralized_parts.h"
#include "ui/render/quiz_hide.h"

#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

// The decentralized scene's charts (every node's weight per round, the consensus distance) drawn
// by the shared chart component, and the mixing matrix W with its spectrum.

namespace sgd::ui::decentralized {

namespace {

using draw::num;
using panel::caption;
using panel::fitText;

QColor scaleColor(double u, const Style &s)
{
    return draw::valueColor(u, s);
}

/// An axis with a fixed range.
chart::Axis fixedAxis(const QString &title, double lo, double hi)
{
    chart::Axis a;
    a.title = title;
    a.lo = lo;
    a.hi = hi;
    return a;
}

/// Where the transition now stands, in rounds (the frame index plus t while a round plays).
double uptoOf(const PaintContext &ctx)
{
    return ctx.index + (ctx.t > 1e-9 && ctx.hasNext() ? ctx.t : 0.0);
}

/// Node i's weight where the transition now stands (pixel position only).
double weightNow(const PaintContext &ctx, int i)
{
    double now = frameOf(ctx).weights.at(std::size_t(i));
    if (ctx.t > 1e-9 && ctx.hasNext())
        now += (nextOf(ctx).weights.at(std::size_t(i)) - now) * ctx.t;
    return now;
}

/// One quantity for every round of the trace.
std::vector<QPointF> perRound(const DecentralizedTrace &tt, const std::function<double(const DecentralizedRound &)> &val)
{
    std::vector<QPointF> out;
    out.reserve(tt.frames.size());
    for (std::size_t i = 0; i < tt.frames.size(); ++i)
        out.emplace_back(double(i), val(tt.frames[i]));
    return out;
}

/// The weights chart: one series per node (a failed one dotted grey) and the dashed mean.
chart::Spec weightsSpec(const DecentralizedTrace &tt, const Graph &g, std::pair<double, double> range,
                        const std::function<QColor(int)> &lineColor, const Style &s)
{
    chart::Spec spec;
    spec.id = QStringLiteral("weights");
    const double padY = (range.second - range.first) * 0.08;
    spec.x = fixedAxis(QObject::tr("round"), 0, std::max(1, int(tt.frames.size()) - 1));
    spec.y = fixedAxis(QObject::tr("weight"), range.first - padY, range.second + padY);
    spec.legend = false;
    for (int i = 0; i < g.n; ++i) {
        const bool alive = g.alive[std::size_t(i)];
        chart::Series se;
        se.color = lineColor(i);
        se.dash = alive ? Qt::SolidLine : Qt::DotLine;
        se.width = alive ? 1.0 : 0.8;
        se.points = perRound(tt, [i](const DecentralizedRound &f) { return f.weights.at(std::size_t(i)); });
        se.firstFrame = 0;
        spec.series.push_back(std::move(se));
    }
    chart::Series mean;
    mean.color = s.foreground;
    mean.dash = Qt::DashLine;
    mean.points = perRound(tt, [](const DecentralizedRound &f) { return f.mean; });
    mean.firstFrame = 0;
    spec.series.push_back(std::move(mean));
    return spec;
}

/// Every series of `spec` up to round `upto`: the whole lines are the same in every frame of a
/// trace (32 nodes by 500 rounds), so they are rasterized once per picture and shown clipped.
void paintSeriesUpTo(QPainter &p, const chart::Layout &C, const chart::Spec &spec, const Style &s, double upto)
{
    std::size_t key = std::hash<double>{}(s.curveWidth());
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {C.plot.left(), C.plot.top(), C.plot.width(), C.plot.height(), C.y.lo, C.y.hi, C.x.hi})
        mixIn(v);
    for (const chart::Series &se : spec.series) {
        mixIn(double(se.color.rgba()) + 0.25 * int(se.dash));
        for (const QPointF &q : se.points)
            mixIn(q.y());
    }
    mixIn(double(s.background.rgba()));
    mixIn(double(C.revealUpTo)); // quiz mode: the lines stop at the round shown
    p.save();
    const QRectF shown(C.plot.left() - 4, C.plot.top() - 4, C.x.map(upto) - C.plot.left() + 4, C.plot.height() + 8);
    p.setClipRect(shown, Qt::IntersectClip);
    draw::drawCachedLayer(s.cache, p, C.plot, key, [&](QPainter &q) {
        for (const chart::Series &se : spec.series)
            chart::drawSeries(q, C, se, s);
    });
    p.restore();
}

/// The node's number beside the moving end of its line, where the rounds still to come leave
/// room and the labels do not crowd each other (top to bottom, one that would touch the last
/// one placed is left out: the legend still names it).
void paintLineEnds(QPainter &p, const chart::Layout &C, const PaintContext &ctx, const Graph &g, double upto,
                   const std::function<QColor(int)> &lineColor)
{
    const Style &s = ctx.style;
    const QFont lf = s.tagFont();
    const QFontMetricsF lfm(lf, p.device());
    const double x = C.x.map(upto) + 2.5 + s.lineWidth + 5;
    const double labelW = lfm.horizontalAdvance(QString::number(g.n));
    if (x + labelW + 4 > C.plot.right())
        return;
    std::vector<std::pair<double, int>> ends;
    for (int i = 0; i < g.n; ++i)
        ends.push_back({C.y.map(weightNow(ctx, i)), i});
    std::sort(ends.begin(), ends.end());
    p.setFont(lf);
    double lastBottom = -std::numeric_limits<double>::max();
    for (const auto &[y, i] : ends) {
        const QRectF box(x, y - lfm.height() / 2, labelW + 4, lfm.height());
        if (box.top() < lastBottom || box.top() < C.plot.top() || box.bottom() > C.plot.bottom())
            continue;
        p.setPen(lineColor(i));
        p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, QString::number(i + 1));
        lastBottom = box.bottom();
    }
}

/// "node 1 2 3 ...": each number in its line's colour (a line sample too for a few nodes, a
/// dotted grey one for a failed node). Wraps onto a second row; more nodes than two rows hold
/// get smaller type, and past three rows a one-line summary. Returns the height used.
double paintNodeLegend(QPainter &p, const QRectF &r, const Style &s, const Graph &g, const std::function<QColor(int)> &color)
{
    auto itemsFor = [&](bool samples) {
        QList<panel::LegendItem> items;
        items.push_back({s.muted, Qt::NoPen, g.n == 1 ? QObject::tr("node") : QObject::tr("nodes"), Qt::NoBrush});
        for (int i = 0; i < g.n; ++i) {
            const bool alive = g.alive[std::size_t(i)];
            const QString text = alive ? QString::number(i + 1) : QObject::tr("%1 (failed)").arg(i + 1);
            if (samples)
                items.push_back({color(i), alive ? Qt::SolidLine : Qt::DotLine, text});
            else
                items.push_back({color(i), Qt::NoPen, text, Qt::NoBrush});
        }
        return items;
    };
    const QFontMetricsF fm(s.legendFont());
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
    fitText(s, p, QRectF(r.left(), r.top(), r.width(), row),
            QObject::tr("%1 nodes, each line coloured by its starting weight").arg(g.n), s.legendFont(),
            Qt::AlignLeft | Qt::AlignVCenter, 0.75);
    p.restore();
    return row;
}

/// Where the mixing matrix's cells go and in which fonts.
struct MatrixGrid {
    QRectF r;    ///< the panel below its caption
    QRectF grid; ///< the n x n cells
    int n = 0;
    double cell = 0;
    double head = 0; ///< room for the row and column numbers
    QFont cellFont, headFont;
    bool values = false; ///< the numbers fit inside the cells
};

MatrixGrid matrixGrid(const QRectF &r, int n, const Style &s)
{
    MatrixGrid g;
    g.r = r;
    g.n = n;
    g.cellFont = s.scaledFont(0.85);
    QFontMetricsF cf(g.cellFont);
    g.headFont = s.noteFont();
    const QFontMetricsF hf(g.headFont);
    const double infoW = std::max(
        r.width() * 0.36, std::min(r.width() * 0.5, cf.horizontalAdvance(QStringLiteral("spectral gap 1 − SLEM = 0.0000"))));
    const double gridSide = std::min(r.width() - infoW - 10, r.height() - 2);
    // Row numbers need the width of the longest, column numbers a line's height above the grid.
    g.head = std::max(hf.horizontalAdvance(QString::number(n)) + 6, hf.height() + 2);
    g.cell = std::max(2.0, (gridSide - g.head) / n);
    g.grid = QRectF(r.left() + g.head, r.top() + g.head, g.cell * n, g.cell * n);
    // Values when they fit; shrink the font a little first.
    const QString sample = QStringLiteral("0.333");
    if (cf.horizontalAdvance(sample) + 4 > g.cell) {
        g.cellFont = s.shrunk(g.cellFont, std::max(0.7, g.cell / (cf.horizontalAdvance(sample) + 4)));
        cf = QFontMetricsF(g.cellFont);
    }
    g.values = cf.horizontalAdvance(sample) + 2 <= g.cell && cf.height() <= g.cell;
    return g;
}

/// The cells of W with their values, and the node numbers on the rows and columns.
void paintMatrixGrid(QPainter &p, const MatrixGrid &g, const DecentralizedMeta &m, const Style &s)
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
    draw::drawCachedLayer(s.cache, p, grid.adjusted(-head - 24, -head - 4, 24, 4), key, [&](QPainter &p) {
        for (int i = 0; i < n; ++i) {
            for (int j = 0; j < n; ++j) {
                const double v = w.at(i, j);
                const QRectF c(grid.left() + j * cell, grid.top() + i * cell, cell, cell);
                QColor col = s.accent;
                col.setAlphaF(float(0.18 + 0.8 * std::clamp(v, 0.0, 1.0)));
                p.fillRect(c, s.background);
                if (v != 0)
                    p.fillRect(c, col);
                p.setPen(QPen(s.grid, s.gridWidth()));
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
                p.drawText(QRectF(grid.left() + i * cell + cell / 2 - 20, r.top(), 40, head - 2),
                           Qt::AlignHCenter | Qt::AlignBottom, QString::number(i + 1));
        }
    });
}

/// Spectrum and connectivity beside the grid.
void paintSpectrumInfo(QPainter &p, const QRectF &info, const DecentralizedMeta &m, const Style &s)
{
    const QFont body = s.panelFont(), bold = s.labelFont(true);
    const QFontMetricsF bf(body);
    double y = info.top();
    auto line = [&](const QStringList &text, const QColor &c, const QFont &f) {
        if (y + bf.height() > info.bottom() + 2)
            return;
        p.setPen(c);
        panel::fitFirst(s, p, QRectF(info.left(), y, info.width(), bf.height() + 2), text, f, Qt::AlignLeft | Qt::AlignVCenter,
                        0.8);
        y += bf.height() + 4;
    };
    const int comps = m.components;
    line({QObject::tr("spectral gap %1").arg(specNum(m.spectral_gap)), QObject::tr("gap %1").arg(specNum(m.spectral_gap))},
         s.accent, bold);
    line({QStringLiteral("= 1 − SLEM, SLEM = %1").arg(specNum(m.slem)), QStringLiteral("SLEM = %1").arg(specNum(m.slem))},
         s.foreground, body);
    line({QStringLiteral("λ₂ = %1").arg(specNum(m.lambda2))}, s.foreground, body);
    line(comps <= 1 ? QStringList{QObject::tr("live nodes: 1 connected group"), QObject::tr("1 connected group")}
                    : QStringList{QObject::tr("live nodes: %1 separate groups").arg(comps),
                                  QObject::tr("%1 separate groups").arg(comps)},
         comps <= 1 ? s.positive : s.warning, bold);
    y += 4;
    // The note wraps to the width there is, and is left out when it does not fit whole.
    const QString rows = QObject::tr("rows sum to 1: each node keeps a weighted average; a down node keeps its own weight (1)");
    const QRectF rest(info.left(), y, info.width(), info.bottom() - y);
    const QRectF need = bf.boundingRect(QRectF(rest.left(), rest.top(), rest.width(), 1e6),
                                        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, rows);
    if (rest.width() > 0 && need.height() <= rest.height() + 2 && need.width() <= rest.width() + 1) {
        p.setFont(body);
        p.setPen(s.muted);
        p.drawText(rest, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, rows);
    }
}

} // namespace

void paintWeights(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const DecentralizedTrace &tt = typed(tr);
    const Graph g = graphOf(tr);
    const auto range = weightRange(tr, g);
    const QString mean = num(shownOf(ctx).mean);
    QRectF r = caption(p, area,
                       {QObject::tr("Each node's weight per round (dashed: mean %1)").arg(mean),
                        QObject::tr("Weights per round (dashed: mean %1)").arg(mean), QObject::tr("Weights per round")},
                       s);
    // Each node's line colour comes from its starting weight (the dot beside the node's name in the graph).
    auto lineColor = [&](int i) {
        if (!g.alive[std::size_t(i)])
            return s.idle;
        const double w0 = tt.frames.front().weights.at(std::size_t(i));
        return scaleColor((w0 - range.first) / (range.second - range.first), s);
    };
    // A legend of node numbers in their lines' colours, when the chart keeps room for its lines.
    const bool alone = viewIn<DecentralizedView>(ctx) == DecentralizedView::Weights;
    if (alone || r.height() > QFontMetricsF(s.bodyFont(), p.device()).height() * 14) {
        const double used = paintNodeLegend(p, r, s, g, lineColor);
        r.adjust(0, used + 4, 0, 0);
    }
    chart::Spec spec = weightsSpec(tt, g, range, lineColor, s);
    spec.revealUpTo = quizLastFrame(ctx);
    const chart::Layout C = chart::layoutChart(spec, r.adjusted(0, 4, -4, 0), s, p.device());
    if (C.plot.width() < 40 || C.plot.height() < 30)
        return;
    chart::drawAxesCached(p, C, s, true);
    const double upto = uptoOf(ctx);
    paintSeriesUpTo(p, C, spec, s, upto);
    p.save();
    p.setClipRect(C.plot.adjusted(-4, -4, 4, 4));
    // Where each node is now: a dot at the moving end of its line (on round 0 the only mark).
    const double dot = 2.5 + s.lineWidth;
    for (int i = 0; i < g.n; ++i) {
        p.setPen(QPen(s.background, 1));
        p.setBrush(lineColor(i));
        p.drawEllipse(C.map(upto, weightNow(ctx, i)), dot, dot);
    }
    p.setPen(QPen(s.muted, s.gridWidth()));
    p.drawLine(QPointF(C.x.map(upto), C.plot.top()), QPointF(C.x.map(upto), C.plot.bottom()));
    paintLineEnds(p, C, ctx, g, upto, lineColor);
    p.restore();
}

void paintDistance(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const DecentralizedTrace &tt = typed(ctx.trace);
    const QRectF r =
        caption(p, area, {QObject::tr("Consensus distance (spread of the live weights)"), QObject::tr("Consensus distance")}, s);
    double hi = 0;
    for (const DecentralizedRound &g : tt.frames)
        hi = std::max(hi, g.consensus_distance);
    chart::Spec spec;
    spec.x = fixedAxis(QObject::tr("round"), 0, std::max(1, int(tt.frames.size()) - 1));
    spec.y = fixedAxis(QObject::tr("distance"), 0, hi > 0 ? hi * 1.15 : 1);
    spec.legend = false;
    // The rounds played so far: the hover box reads them (with the mean of the live weights), the wheel zooms them.
    spec.id = QStringLiteral("distance");
    chart::Series line;
    line.color = s.accent;
    line.width = 1.2;
    line.points = perRound(tt, [](const DecentralizedRound &f) { return f.consensus_distance; });
    line.firstFrame = 0;
    line.points.resize(std::size_t(ctx.index) + 1);
    chart::Spec::HoverColumn mean{0, QObject::tr("mean weight"), {}, {}};
    for (std::size_t i = 0; i < line.points.size() && i < tt.frames.size(); ++i)
        mean.values.push_back(tt.frames[i].mean);
    spec.series.push_back(line);
    spec.hoverColumns.push_back(std::move(mean));
    const chart::Layout C = chart::layoutChart(spec, r.adjusted(0, 4, -4, 0), s, p.device());
    if (C.plot.width() < 40 || C.plot.height() < 24)
        return;
    chart::drawAxesCached(p, C, s, true);
    const double upto = uptoOf(ctx);
    // The dot rides the end of the line; its number is the round the transition plays.
    const double now =
        frameOf(ctx).consensus_distance + (nextOf(ctx).consensus_distance - frameOf(ctx).consensus_distance) * (upto - ctx.index);
    if (upto > ctx.index)
        line.points.emplace_back(upto, now);
    chart::drawSeries(p, C, line, s);
    const QPointF cur = C.map(upto, now);
    if (!C.plot.adjusted(-1, -1, 1, 1).contains(cur))
        return; // zoomed away from the round shown
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(s.accent);
    p.drawEllipse(cur, 5, 5);
    p.setFont(s.calloutFont());
    const bool right = cur.x() < C.plot.center().x();
    // Above the point, or below it when the top of the plot is too close (it would cover the caption).
    const double lh = QFontMetricsF(p.font(), p.device()).height() + 4;
    const double dy = cur.y() - 12 - lh / 2 < C.plot.top() ? 12 : -12;
    draw::drawLabel(p, cur + QPointF(right ? 8 : -8, dy), num(shownOf(ctx).consensus_distance), s, s.accent, true,
                    (right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    p.restore();
}

void paintMatrix(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const DecentralizedMeta &m = typed(ctx.trace).meta;
    QRectF r = caption(p, area, {QObject::tr("Mixing matrix W (row i: how node i averages)"), QObject::tr("Mixing matrix W")}, s);
    if (m.mixing_matrix.rows == 0)
        return;
    p.save();
    const MatrixGrid grid = matrixGrid(r, m.mixing_matrix.rows, s);
    paintMatrixGrid(p, grid, m, s);
    paintSpectrumInfo(p, QRectF(grid.grid.right() + 14, r.top() + 2, r.right() - grid.grid.right() - 14, r.height() - 2), m, s);
    p.restore();
}

} // namespace sgd::ui::decentralized
