#include "mini_batch_parts.h"
#include "topology_view.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

// The mini-batch scene's loss chart: the three cadences' losses on shared axes, the legend and the
// current update on the mini-batch curve.

namespace sgd::ui::minibatch {

namespace {

/// Collects a curve's pixel points, keeping of the points in one pixel column only the first, the
/// lowest, the highest and the last, in their order: the same polyline to the eye and to the label
/// placement, with at most four points per column however long the trace.
class ColumnReducer
{
public:
    explicit ColumnReducer(std::vector<QPointF> &out) : out_(out) {}
    void add(QPointF pt)
    {
        const double c = std::floor(pt.x());
        if (n_ > 0 && c != column_)
            flush();
        if (n_ == 0) {
            column_ = c;
            first_ = lo_ = hi_ = pt;
            loAt_ = hiAt_ = 0;
        } else {
            if (pt.y() < lo_.y())
                lo_ = pt, loAt_ = n_;
            if (pt.y() > hi_.y())
                hi_ = pt, hiAt_ = n_;
        }
        last_ = pt;
        ++n_;
    }
    void flush()
    {
        if (n_ == 0)
            return;
        out_.push_back(first_);
        const bool loFirst = loAt_ <= hiAt_;
        for (auto [q, at] : {loFirst ? std::pair(lo_, loAt_) : std::pair(hi_, hiAt_), loFirst ? std::pair(hi_, hiAt_) : std::pair(lo_, loAt_)})
            if (at != 0 && at != n_ - 1 && !(q == lo_ && loAt_ == hiAt_ && !loFirst))
                out_.push_back(q);
        if (n_ > 1)
            out_.push_back(last_);
        n_ = 0;
    }

private:
    std::vector<QPointF> &out_;
    double column_ = 0;
    QPointF first_, lo_, hi_, last_;
    std::size_t loAt_ = 0, hiAt_ = 0, n_ = 0;
};

/// Does the segment a-b cross or touch the rectangle?
bool segmentHits(QPointF a, QPointF b, const QRectF &r)
{
    if (r.contains(a) || r.contains(b))
        return true;
    if (std::max(a.x(), b.x()) < r.left() || std::min(a.x(), b.x()) > r.right() || std::max(a.y(), b.y()) < r.top() ||
        std::min(a.y(), b.y()) > r.bottom())
        return false;
    const QLineF s(a, b);
    const QLineF edges[4] = {{r.topLeft(), r.topRight()}, {r.topRight(), r.bottomRight()}, {r.bottomRight(), r.bottomLeft()},
                             {r.bottomLeft(), r.topLeft()}};
    for (const QLineF &e : edges)
        if (s.intersects(e, nullptr) == QLineF::BoundedIntersection)
            return true;
    return false;
}

/// Where the current point's label goes: beside the point when that covers no curve, else the
/// nearest place above or below it (in steps of half a line) that covers none, else the place that
/// covers the fewest curve pieces. Never over the legend, always inside `room`.
QRectF labelPlace(QSizeF size, QPointF at, double r, const QRectF &room, const QRectF &legend, const std::vector<std::vector<QPointF>> &curves)
{
    // The curves run left to right, so only the segments under a box's x range can cross it.
    std::vector<bool> sorted;
    for (const auto &c : curves)
        sorted.push_back(std::is_sorted(c.begin(), c.end(), [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); }));
    // Counting stops past `cap`: a box that covers more pieces than the best so far cannot win.
    auto hits = [&](const QRectF &box, int cap) {
        const QRectF b = box.adjusted(-3, -3, 3, 3);
        int n = 0;
        for (std::size_t k = 0; k < curves.size(); ++k) {
            const auto &c = curves[k];
            std::size_t i = 1, last = c.size();
            if (sorted[k] && c.size() > 1) {
                auto left = std::lower_bound(c.begin(), c.end(), b.left(), [](const QPointF &q, double x) { return q.x() < x; });
                i = std::max<std::size_t>(1, std::size_t(left - c.begin()));
                last = std::min(c.size(), std::size_t(std::upper_bound(left, c.end(), b.right(), [](double x, const QPointF &q) {
                                                           return x < q.x();
                                                       }) - c.begin()) + 1);
            }
            for (; i < last && n <= cap; ++i)
                if (segmentHits(c[i - 1], c[i], b))
                    ++n;
        }
        return n;
    };
    auto inside = [&](QRectF box) {
        box.moveLeft(std::clamp(box.left(), room.left(), std::max(room.left(), room.right() - box.width())));
        box.moveTop(std::clamp(box.top(), room.top(), std::max(room.top(), room.bottom() - box.height())));
        return box;
    };
    QRectF best;
    double bestCost = std::numeric_limits<double>::max();
    const double step = size.height() * 0.5;
    for (int j = 0; j < 60; ++j) {
        const double lift = r + 2 + j * step;
        for (int up = 1; up >= 0; --up) {
            const double top = up ? at.y() - lift - size.height() : at.y() + lift;
            if (top < room.top() - size.height() || top > room.bottom())
                continue;
            for (int side = 0; side < 3; ++side) {
                const double left = side == 0 ? at.x() + r + 4 : side == 1 ? at.x() - r - 4 - size.width() : at.x() - size.width() / 2;
                const QRectF box = inside(QRectF(QPointF(left, top), size));
                if (box.intersects(legend) || box.contains(at))
                    continue;
                // Beside the point's dashed line rather than across it; right before left.
                const int cap = bestCost >= std::numeric_limits<double>::max() ? std::numeric_limits<int>::max() : int(bestCost / 1e6);
                const double cost = hits(box, cap) * 1e6 + QLineF(at, box.center()).length() + (side == 2 ? size.width() * 0.6 : side * 4.0);
                if (cost < bestCost) {
                    bestCost = cost;
                    best = box;
                }
            }
        }
        if (bestCost < 1e6 && lift > bestCost)
            break; // a clear place is found, and every place further out is farther from the point
    }
    if (best.isNull())
        best = inside(QRectF(QPointF(at.x() + r + 4, at.y() - r - size.height()), size));
    return best;
}


// ------------------------------------------------------------------------------------ chart

/// One paint of the loss chart: the three cadences' curves on shared axes (updates on a log scale,
/// or samples seen), the legend, and the current frame on the mini-batch curve.
class ChartPaint {
public:
    ChartPaint(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);
    void paint();

private:
    struct Series {
        const std::vector<double> &x, &loss; ///< the trace's own vectors (40,000 entries for a long tape)
        QColor color;
        QString name;
        bool dots;
    };
    void makeSeries();
    void fitAxes();
    /// x: updates on a log scale (400 : 13 : 1 per epoch do not share a linear axis), or samples seen.
    double X(double v) const { return bySamples ? v : std::log10(1.0 + std::max(0.0, v)); }
    /// Grid, ticks, epoch marks, frame, titles and the curves: the same in every frame of a trace,
    /// so drawn through one cached layer (opaque: nothing lies under the chart's area).
    void paintStatic();
    /// The curves in pixels, one pixel column's first, lowest, highest and last point each (`drawn`),
    /// computed once per trace and plot and kept with the key of their raster layer.
    void reduceCurves();
    void paintGridAndTicks(QPainter &p) const;
    void placeLegend();
    void paintEpochMarks(QPainter &p) const;
    void paintFrameAndTitles(QPainter &p) const;
    void paintCurves(QPainter &q) const;
    void paintLegend();
    void paintCurrent();
    void labelCurrent(QPointF at, double r, double yv);

    QPainter &p;
    const Style &s;
    const PaintContext &ctx;
    const MiniBatchMeta &m;
    const Colors c;
    const double lw, em;
    const bool bySamples;
    const QRectF plot;
    std::vector<Series> series;
    double xmax = 1;
    draw::Axes ax;
    QRectF legendBox; ///< top right inside the plot (the curves fall toward the bottom)
    std::vector<double> miniUpdates; ///< 0, 1, 2, ...: the mini-batch loss's x on the updates axis
    const std::vector<std::vector<QPointF>> *drawn = nullptr; ///< every curve in pixels, for the current label to keep off
    std::size_t curvesKey = 0; ///< the curves' raster layer
};

ChartPaint::ChartPaint(QPainter &painter, const MiniBatchLayout &L, const PaintContext &context)
    : p(painter), s(context.style), ctx(context), m(typed(context.trace).meta), c(s), lw(lineWidth(s)),
      em(QFontMetricsF(s.bodyFont(), painter.device()).height()), bySamples(option(context.options, QStringLiteral("samples"), false)),
      plot(L.chart)
{
}

void ChartPaint::paint()
{
    makeSeries();
    fitAxes();
    placeLegend();
    reduceCurves();
    p.save();
    paintStatic();
    paintLegend();
    paintCurrent();
    p.setClipping(false);
    p.restore();
}

void ChartPaint::makeSeries()
{
    miniUpdates.resize(bySamples ? 0 : m.mini_loss.size());
    for (std::size_t i = 0; i < miniUpdates.size(); ++i)
        miniUpdates[i] = double(i); // the i-th entry is the loss after update i
    series.clear();
    series.reserve(3);
    series.push_back(Series{bySamples ? m.sample_seen : m.sample_updates, m.sample_loss, c.sample, QStringLiteral("sample-wise"), false});
    series.push_back(Series{bySamples ? m.mini_seen : miniUpdates, m.mini_loss, c.mini, QStringLiteral("mini-batch, B = %1").arg(count(m.batch)), true});
    series.push_back(Series{bySamples ? m.full_seen : m.full_updates, m.full_loss, c.full, QStringLiteral("full batch"), true});
}

void ChartPaint::fitAxes()
{
    double ymax = 0, start = 0;
    for (const Series &se : series) {
        for (double v : se.x)
            if (std::isfinite(v))
                xmax = std::max(xmax, v);
        for (double v : se.loss)
            if (std::isfinite(v))
                ymax = std::max(ymax, v);
        if (!se.loss.empty() && std::isfinite(se.loss.front()))
            start = std::max(start, se.loss.front());
    }
    if (start > 0)
        ymax = std::min(ymax, 2.0 * start); // a diverging run would flatten everything else
    if (!(ymax > 0))
        ymax = 1;
    ax.plot = plot;
    ax.x0 = 0;
    ax.x1 = X(xmax) * (bySamples ? 1.0 : 1.04);
    ax.y0 = 0;
    ax.y1 = ymax * 1.08;
}

void ChartPaint::paintGridAndTicks(QPainter &p) const
{
    p.setFont(s.tickFont());
    const QFontMetricsF fm(p.font(), p.device());
    const QPen gridPen(s.grid, 1);
    std::vector<std::pair<double, QString>> xticks;
    if (bySamples) {
        const double st = draw::niceStep(xmax);
        for (double v = 0; v <= xmax + 1e-9; v += st)
            xticks.push_back({v, count(v)});
    } else {
        xticks.push_back({0, QStringLiteral("0")});
        for (double v = 1; v <= xmax * 1.0001; v *= 10)
            xticks.push_back({v, count(v)});
    }
    for (const auto &[v, label] : xticks) {
        const double px = ax.mapX(X(v));
        p.setPen(gridPen);
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        p.setPen(s.muted);
        // Centred on its tick, but the last one ("1200") ends at the plot's edge, not past the canvas.
        const double tw = fm.horizontalAdvance(label) + 2;
        QRectF box(px - tw / 2, plot.bottom() + 3, tw, fm.height());
        if (box.right() > plot.right() + 0.4 * em)
            box.moveRight(plot.right() + 0.4 * em);
        p.drawText(box, Qt::AlignHCenter | Qt::AlignTop, label);
    }
    const double ys = draw::niceStep(ax.y1, 5);
    for (double v = 0; v <= ax.y1 + 1e-9 * ys; v += ys) {
        const double py = ax.mapY(v);
        p.setPen(gridPen);
        p.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
        p.setPen(s.muted);
        p.drawText(QRectF(plot.left() - 86, py - fm.height() / 2, 80, fm.height()), Qt::AlignRight | Qt::AlignVCenter, disp(v));
    }
}

/// The legend's place, top right inside the plot; the epoch labels keep out of it.
void ChartPaint::placeLegend()
{
    const QFontMetricsF lfm(s.legendFont(), p.device());
    const double row = lfm.height() + 2;
    double wmax = 0;
    for (const Series &se : series)
        wmax = std::max(wmax, lfm.horizontalAdvance(se.name));
    const double sw = 2 * lfm.height();
    legendBox = QRectF(plot.right() - wmax - sw - 26, plot.top() + 6, wmax + sw + 20, 3 * row + 8);
}

/// Epoch boundaries on the samples-seen axis.
void ChartPaint::paintEpochMarks(QPainter &p) const
{
    const double n = m.n;
    p.setPen(QPen(s.muted, 1, Qt::DashLine));
    p.setFont(s.noteFont());
    for (int e = 1; n > 0 && e * n < xmax - 1e-9; ++e) {
        const double px = ax.mapX(e * n);
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        QRectF at(px + 3, plot.top() + 2, 6 * em, em);
        if (at.intersects(legendBox))
            at.moveTop(legendBox.bottom() + 2);
        p.drawText(at, Qt::AlignLeft | Qt::AlignTop, QStringLiteral("epoch %1 →").arg(e + 1));
    }
}

void ChartPaint::paintFrameAndTitles(QPainter &p) const
{
    const QFontMetricsF fm(s.tickFont(), p.device());
    p.setPen(QPen(s.foreground, 1.2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);
    p.setFont(s.bodyFont());
    p.setPen(s.foreground);
    p.drawText(QRectF(plot.left(), plot.bottom() + 3 + fm.height(), plot.width(), em + 2), Qt::AlignHCenter | Qt::AlignTop,
               bySamples ? QStringLiteral("samples seen") : QStringLiteral("updates (log scale)"));
    p.save();
    p.translate(plot.left() - 64, plot.center().y());
    p.rotate(-90);
    // A short plot (a small window) gets the short title rather than one cut at both ends.
    const QString yTitle = QStringLiteral("loss over all samples");
    p.drawText(QRectF(-plot.height() / 2, -em, plot.height(), em + 2), Qt::AlignHCenter | Qt::AlignBottom,
               QFontMetricsF(p.font(), p.device()).horizontalAdvance(yTitle) <= plot.height() ? yTitle : QStringLiteral("loss"));
    p.restore();
}

void ChartPaint::paintStatic()
{
    const QRectF rect(plot.left() - (64 + em + 8), plot.top() - 0.6 * em, plot.width() + 64 + 1.6 * em + 8,
                      plot.height() + 0.6 * em + 4 + QFontMetricsF(s.tickFont(), p.device()).height() + em + 8);
    std::size_t key = curvesKey ^ std::hash<double>{}(xmax);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {rect.left(), rect.top(), rect.width(), rect.height(), plot.left(), plot.top(), plot.width(), plot.height(), ax.x1,
                     ax.y1, double(bySamples), double(m.n), legendBox.left(), legendBox.bottom(), em, s.font.pointSizeF()})
        mixIn(v);
    for (const QColor &col : {s.background, s.foreground, s.muted, s.grid, c.sample, c.mini, c.full})
        mixIn(double(col.rgba()));
    mixIn(lw);
    p.save();
    p.setCompositionMode(QPainter::CompositionMode_Source);
    draw::drawCachedLayer(p, rect, key, [&](QPainter &q) {
        q.fillRect(rect.adjusted(-4, -4, 4, 4), s.background); // every pixel of the layer opaque
        q.setCompositionMode(QPainter::CompositionMode_SourceOver);
        paintGridAndTicks(q);
        if (bySamples)
            paintEpochMarks(q);
        paintFrameAndTitles(q);
        q.save();
        q.setClipRect(plot.adjusted(1, 1, -1, -1));
        paintCurves(q);
        q.restore();
    });
    p.restore();
}

void ChartPaint::reduceCurves()
{
    struct Reduced {
        std::size_t key = 0;
        std::vector<std::vector<QPointF>> curves;
        std::size_t layerKey = 0;
    };
    static Reduced cache; // the picture shown: one trace, one plot at a time
    std::size_t key = std::hash<const void *>{}(&m);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {plot.left(), plot.top(), plot.width(), plot.height(), ax.x1, ax.y1, double(bySamples)})
        mixIn(v);
    for (const Series &se : series) {
        mixIn(double(se.x.size())), mixIn(double(se.loss.size()));
        if (!se.loss.empty())
            mixIn(se.loss.front()), mixIn(se.loss.back()), mixIn(se.loss[se.loss.size() / 2]);
    }
    if (cache.key != key || cache.curves.empty()) {
        cache = Reduced{key, {}, 0};
        for (const Series &se : series) {
            ColumnReducer col(cache.curves.emplace_back());
            const std::size_t k = std::min(se.x.size(), se.loss.size());
            for (std::size_t i = 0; i < k; ++i)
                if (std::isfinite(se.loss[i]) && std::isfinite(se.x[i]))
                    col.add(ax.map(X(se.x[i]), std::min(se.loss[i], ax.y1 * 2)));
            col.flush();
        }
        std::size_t layer = std::hash<double>{}(lw);
        auto mixLayer = [&layer](double v) { layer = (layer ^ std::hash<double>{}(v)) * 1099511628211ull; };
        for (const auto &curve : cache.curves)
            for (const QPointF &q : curve)
                mixLayer(q.x()), mixLayer(q.y());
        cache.layerKey = layer;
    }
    drawn = &cache.curves;
    curvesKey = cache.layerKey;
}

/// The curves (drawCurve keeps of the points in one pixel column only the first, lowest, highest
/// and last: 40,000 updates on 1,500 columns), drawn into the chart's cached layer.
void ChartPaint::paintCurves(QPainter &q) const
{
    for (const Series &se : series) {
        QPainterPath path;
        bool started = false;
        const std::size_t k = std::min(se.x.size(), se.loss.size());
        for (std::size_t i = 0; i < k; ++i) {
            if (!std::isfinite(se.loss[i]) || !std::isfinite(se.x[i]))
                continue;
            const QPointF pt = ax.map(X(se.x[i]), std::min(se.loss[i], ax.y1 * 2));
            started ? path.lineTo(pt) : path.moveTo(pt);
            started = true;
        }
        q.setPen(QPen(se.color, se.dots ? lw * 1.2 : lw * 0.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        q.setBrush(Qt::NoBrush);
        draw::drawCurve(q, path);
        if (se.dots && k < 200) {
            q.setPen(QPen(s.background, 1));
            q.setBrush(se.color);
            for (std::size_t i = 0; i < k; ++i)
                q.drawEllipse(ax.map(X(se.x[i]), std::min(se.loss[i], ax.y1 * 2)), 2.2 + lw * 0.6, 2.2 + lw * 0.6);
        }
    }
}

void ChartPaint::paintLegend()
{
    p.setFont(s.legendFont());
    const QFontMetricsF lfm(p.font(), p.device());
    const double row = lfm.height() + 2;
    double wmax = 0;
    for (const Series &se : series)
        wmax = std::max(wmax, lfm.horizontalAdvance(se.name));
    const double sw = 2 * lfm.height();
    const QRectF box = legendBox;
    p.setPen(QPen(s.grid, s.gridWidth()));
    p.setBrush(withAlpha(s.background, s.veilAlpha()));
    p.drawRoundedRect(box, s.cornerRadius(), s.cornerRadius());
    double yy = box.top() + 4;
    for (const Series &se : series) {
        p.setPen(QPen(se.color, lw * 1.2));
        p.drawLine(QPointF(box.left() + 8, yy + row / 2), QPointF(box.left() + 8 + sw, yy + row / 2));
        p.setPen(s.foreground);
        p.drawText(QRectF(box.left() + 14 + sw, yy, wmax + 4, row), Qt::AlignLeft | Qt::AlignVCenter, se.name);
        yy += row;
    }
}

/// The current frame on the mini-batch curve, sliding toward the next one.
void ChartPaint::paintCurrent()
{
    const MiniBatchStep &a = fromFrame(ctx), &b = toFrame(ctx);
    const double xv = bySamples ? between(a.samples_seen, b.samples_seen, ctx.t) : between(a.update, b.update, ctx.t);
    const double yv = sgd::lerp(a, b, ctx.t).loss;
    if (!std::isfinite(yv) || !std::isfinite(xv))
        return;
    const QPointF at = ax.map(X(xv), std::min(yv, ax.y1));
    p.setPen(QPen(withAlpha(c.highlight, 200), 1.2, Qt::DashLine));
    p.drawLine(QPointF(at.x(), plot.top()), QPointF(at.x(), plot.bottom()));
    const double r = std::max(7.0, 0.45 * em);
    p.setPen(QPen(c.highlight, 2.5 * lw * 0.8));
    p.setBrush(withAlpha(c.highlight, 90));
    p.drawEllipse(at, r, r);
    labelCurrent(at, r, yv);
}

/// "update n: L = …" on a place that covers no curve; a label that had to move away from its
/// point keeps a thin line back to it.
void ChartPaint::labelCurrent(QPointF at, double r, double yv)
{
    const MiniBatchStep &f = shownFrame(ctx);
    const bool off = yv > ax.y1;
    const QString label = QStringLiteral("update %1: L = %2%3").arg(count(f.update), disp(f.loss), off ? QStringLiteral(", off the chart ↑") : QString());
    p.setFont(s.scaledFont(0.9, true));
    const QFontMetricsF lfm(p.font(), p.device());
    const double tw = lfm.horizontalAdvance(label) + 10, th = lfm.height() + 2;
    const QRectF box = labelPlace(QSizeF(tw, th), at, r, plot.adjusted(2, 2, -2, -2), legendBox, *drawn);
    const QPointF near(std::clamp(at.x(), box.left(), box.right()), std::clamp(at.y(), box.top(), box.bottom()));
    if (QLineF(at, near).length() > r + th * 0.6) {
        QLineF lead(at, near);
        lead.setP1(lead.pointAt(std::min(1.0, r / std::max(1e-9, lead.length()))));
        p.setPen(QPen(withAlpha(c.highlight, 200), 1.2));
        p.drawLine(lead);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(s.background, 220));
    p.drawRoundedRect(box, 4, 4);
    p.setPen(off ? s.warning : c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 125));
    p.drawText(box, Qt::AlignCenter, label);
}

} // namespace

void paintChart(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx) { ChartPaint(p, L, ctx).paint(); }

} // namespace sgd::ui::minibatch
