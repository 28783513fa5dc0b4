#include "mini_batch_parts.h"
#include "ui/render/quiz_hide.h"

#include "ui/render/chart_view.h"

#include <QFontMetricsF>
#include <QObject>
#include <QPaintDevice>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

// The mini-batch scene's loss chart on the shared chart component: the three cadences' losses on
// shared axes (updates on a log(1 + x) axis, or samples seen with the epoch boundaries), the legend
// and the current update on the mini-batch curve.

namespace sgd::ui::mini_batch {

namespace {

/// Does the segment a-b cross or touch the rectangle?
bool segmentHits(QPointF a, QPointF b, const QRectF &r)
{
    // Most pieces lie wholly beside the box: that test first, inline (tens of thousands a frame).
    if (std::max(a.x(), b.x()) < r.left() || std::min(a.x(), b.x()) > r.right() || std::max(a.y(), b.y()) < r.top() ||
        std::min(a.y(), b.y()) > r.bottom())
        return false;
    const auto inside = [&r](QPointF q) {
        return q.x() >= r.left() && q.x() <= r.right() && q.y() >= r.top() && q.y() <= r.bottom();
    };
    if (inside(a) || inside(b))
        return true;
    const QLineF s(a, b);
    const QLineF edges[4] = {{r.topLeft(), r.topRight()},
                             {r.topRight(), r.bottomRight()},
                             {r.bottomRight(), r.bottomLeft()},
                             {r.bottomLeft(), r.topLeft()}};
    for (const QLineF &e : edges)
        if (s.intersects(e, nullptr) == QLineF::BoundedIntersection)
            return true;
    return false;
}

/// Where the current point's label goes: beside the point when that covers no curve, else the
/// nearest place above or below it (in steps of half a line) that covers none, else the place that
/// covers the fewest curve pieces. Never over the legend, always inside `room`.
QRectF labelPlace(QSizeF size, QPointF at, double r, const QRectF &room, const QRectF &legend,
                  const std::vector<std::vector<QPointF>> &curves, const std::vector<bool> &sorted)
{
    // The curves run left to right (`sorted`), so only the segments under a box's x range can cross it.
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
                last = std::min(c.size(), std::size_t(std::upper_bound(left, c.end(), b.right(),
                                                                       [](double x, const QPointF &q) { return x < q.x(); }) -
                                                      c.begin()) +
                                              1);
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
                const double left = side == 0   ? at.x() + r + 4
                                    : side == 1 ? at.x() - r - 4 - size.width()
                                                : at.x() - size.width() / 2;
                const QRectF box = inside(QRectF(QPointF(left, top), size));
                if (box.intersects(legend) || box.contains(at))
                    continue;
                // Beside the point's dashed line rather than across it; right before left.
                const int cap =
                    bestCost >= std::numeric_limits<double>::max() ? std::numeric_limits<int>::max() : int(bestCost / 1e6);
                const double cost =
                    hits(box, cap) * 1e6 + QLineF(at, box.center()).length() + (side == 2 ? size.width() * 0.6 : side * 4.0);
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

/// The widest x of the three curves (at least 1) and the y range's top: the highest loss, at most
/// twice the start (a diverging run would flatten everything else).
std::pair<double, double> lossRange(const std::vector<chart::Series> &series)
{
    double xmax = 1, ymax = 0, start = 0;
    for (const chart::Series &se : series) {
        for (const QPointF &q : se.points) {
            if (std::isfinite(q.x()))
                xmax = std::max(xmax, q.x());
            if (std::isfinite(q.y()))
                ymax = std::max(ymax, q.y());
        }
        if (!se.points.empty() && std::isfinite(se.points.front().y()))
            start = std::max(start, se.points.front().y());
    }
    if (start > 0)
        ymax = std::min(ymax, 2.0 * start);
    return {xmax, ymax > 0 ? ymax : 1.0};
}

/// The three cadences' curves: x is the update count (the i-th mini-batch loss is after update i)
/// or the samples seen.
std::vector<chart::Series> lossSeries(const MiniBatchMeta &m, const Colors &c, bool bySamples)
{
    auto points = [](const std::vector<double> *x, const std::vector<double> &loss) {
        std::vector<QPointF> out(loss.size());
        for (std::size_t i = 0; i < loss.size(); ++i)
            out[i] = QPointF(x ? (i < x->size() ? (*x)[i] : std::numeric_limits<double>::quiet_NaN()) : double(i), loss[i]);
        return out;
    };
    std::vector<chart::Series> out(3);
    out[0] = {QObject::tr("sample-wise"),
              c.sample,
              points(bySamples ? &m.sample_seen : &m.sample_updates, m.sample_loss),
              Qt::SolidLine,
              0.8,
              false};
    out[1] = {QObject::tr("mini-batch, B = %1").arg(count(m.batch)),
              c.mini,
              points(bySamples ? &m.mini_seen : nullptr, m.mini_loss),
              Qt::SolidLine,
              1.2,
              true};
    out[1].firstFrame = 0; // the point after update i is frame i's
    // Dashed: told from the mini-batch curve by more than its colour (both carry dots).
    out[2] = {QObject::tr("full batch"),
              c.full,
              points(bySamples ? &m.full_seen : &m.full_updates, m.full_loss),
              Qt::DashLine,
              1.2,
              true};
    return out;
}

/// Everything of the chart that does not change from frame to frame.
struct LossChart {
    std::size_t key = 0;
    chart::Spec spec;
    chart::Layout layout;
    std::vector<std::vector<QPointF>> pixels; ///< each curve reduced to its pixel columns (chart::pixelPath)
    std::vector<bool> sorted;                 ///< whether each of those runs left to right
};

std::size_t lossChartKey(const MiniBatchTrace &tt, const QRectF &area, const Style &s, const QPaintDevice *dev, bool bySamples)
{
    std::size_t key = std::hash<const void *>{}(&tt);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {area.left(), area.top(), area.width(), area.height(), double(bySamples), s.font.pointSizeF(), s.fontScale,
                     s.lineWidth, double(dev ? dev->logicalDpiY() : 0)})
        mixIn(v);
    for (const QColor &col : {s.background, s.foreground, s.muted, s.grid, s.series[0], s.series[2], s.series[3]})
        mixIn(double(col.rgba()));
    const MiniBatchMeta &m = tt.meta;
    for (const std::vector<double> *v :
         {&m.sample_loss, &m.mini_loss, &m.full_loss, &m.sample_seen, &m.mini_seen, &m.full_seen}) {
        mixIn(double(v->size()));
        if (!v->empty())
            mixIn(v->front()), mixIn(v->back()), mixIn((*v)[v->size() / 2]);
    }
    mixIn(m.n);
    mixIn(m.batch);
    mixIn(double(s.cache ? s.cache->chartViewStamp() : 0)); // a reader's zoom or hidden series
    return key;
}

chart::Spec lossSpec(const MiniBatchMeta &m, const Style &s, bool bySamples)
{
    chart::Spec spec;
    spec.id = QStringLiteral("loss");
    spec.series = lossSeries(m, Colors(s), bySamples);
    const auto [xmax, ymax] = lossRange(spec.series);
    spec.x.title = bySamples ? QObject::tr("samples seen") : QObject::tr("updates (log scale)");
    spec.x.kind = bySamples ? chart::ScaleKind::Linear : chart::ScaleKind::SymLog;
    spec.x.lo = 0;
    // A little room right of the last update on the log axis; samples seen end at the last sample.
    spec.x.hi = bySamples ? xmax : chart::symlogInverse(chart::symlog(xmax) * 1.04);
    spec.x.label = [](double v) { return count(v); };
    spec.y.title = QObject::tr("loss over all samples");
    spec.y.shortTitle = QObject::tr("loss");
    spec.y.lo = 0;
    spec.y.hi = ymax * 1.08;
    spec.yRoom = s.yTitleMaxOffset(); // the plot's left edge lines up with the tapes' whatever the losses
    for (int e = 1; bySamples && m.n > 0 && e * m.n < xmax - 1e-9; ++e)
        spec.rules.push_back(
            {Qt::Vertical, double(e) * m.n, s.muted, Qt::DashLine, s.guideWidth(), QObject::tr("epoch %1 →").arg(e + 1)});
    return spec;
}

/// The loss charts lossChart keeps, in the picture's cache (or, without one, in the caller's `scratch`).
struct KeptLossCharts {
    std::vector<LossChart> kept; // most recent first
};

/// The loss chart of `tr` in `area`, built once and kept while the trace, the area and the style
/// stay (a few at a time: the window and an export, or a test's sizes).
const LossChart &lossChart(const Trace &tr, const QRectF &area, const Style &s, const QPaintDevice *dev, bool bySamples,
                           KeptLossCharts &scratch)
{
    std::vector<LossChart> &kept = memoOf(s.cache, scratch).kept; // most recent first
    const MiniBatchTrace &tt = typed(tr);
    const std::size_t key = lossChartKey(tt, area, s, dev, bySamples);
    auto it = std::find_if(kept.begin(), kept.end(), [key](const LossChart &c) { return c.key == key; });
    if (it == kept.end()) {
        LossChart c;
        c.key = key;
        c.spec = lossSpec(tt.meta, s, bySamples);
        c.layout = chart::layoutChart(c.spec, area, s, dev);
        for (const chart::Series &se : c.spec.series) {
            c.pixels.push_back(chart::pixelPath(c.layout, se));
            c.sorted.push_back(std::is_sorted(c.pixels.back().begin(), c.pixels.back().end(),
                                              [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); }));
        }
        kept.insert(kept.begin(), std::move(c));
        if (kept.size() > 4)
            kept.pop_back();
        it = kept.begin();
    } else if (it != kept.begin()) {
        std::rotate(kept.begin(), it, it + 1);
        it = kept.begin();
    }
    return *it;
}

/// One paint of the loss chart: the kept axes and curves, the current frame on the mini-batch curve.
class ChartPaint {
public:
    ChartPaint(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);
    void paint();

private:
    void paintCurrent();
    void labelCurrent(QPointF at, double r, double yv);

    QPainter &p;
    const Style &s;
    const PaintContext &ctx;
    const Colors c;
    const double em;
    const bool bySamples;
    KeptLossCharts scratch; ///< where the loss chart is kept when the paint has no cache
    const LossChart &lc;
    const chart::Layout &C;
};

ChartPaint::ChartPaint(QPainter &painter, const MiniBatchLayout &L, const PaintContext &context)
    : p(painter), s(context.style), ctx(context), c(s), em(QFontMetricsF(s.bodyFont(), painter.device()).height()),
      bySamples(toggleOn(context.options, kSamplesToggle)),
      lc(lossChart(context.trace, L.chartArea, s, painter.device(), bySamples, scratch)), C(lc.layout)
{
}

void ChartPaint::paint()
{
    // Quiz mode: the mini-batch curve stops at the frame shown (the layout stays, the curve is cut).
    const int upTo = quizLastFrame(ctx);
    chart::Layout cut = C;
    cut.revealUpTo = upTo;
    if (lc.spec.revealUpTo == upTo) {
        chart::recordDrawn(ctx.cache, cut, lc.spec); // laid out once per trace: the canvas still learns where it is
    } else {
        chart::Spec spec = lc.spec; // (quiz mode: the series cut at the frame shown)
        spec.revealUpTo = upTo;
        chart::recordDrawn(ctx.cache, cut, spec);
    }
    p.save();
    // Grid, ticks, epoch marks, frame, titles, the curves (reduced to their pixel columns once per
    // trace) and the legend: the same in every frame of a trace, so one opaque cached layer
    // (nothing lies under the chart's area); stroking 40,000 updates' worth of segments and
    // shaping the legend's text every frame would not be.
    const QRectF rect = C.area.adjusted(-2, -2, 2, 2);
    draw::drawCachedOpaqueLayer(s.cache, p, rect, lc.key ^ 0x6c6f7373u ^ (std::size_t(upTo + 1) * 0x9e3779b97f4a7c15ull),
                                s.background, [&](QPainter &q) {
                                    chart::drawAxes(q, C, s);
                                    for (std::size_t i = 0; i < lc.spec.series.size(); ++i)
                                        chart::drawSeries(q, cut, lc.spec.series[i], s,
                                                          upTo < 0 ? lc.pixels[i] : chart::pixelPath(cut, lc.spec.series[i]));
                                    chart::drawLegend(q, C, lc.spec, s);
                                });
    paintCurrent();
    p.restore();
}

/// The current frame on the mini-batch curve, sliding toward the next one.
void ChartPaint::paintCurrent()
{
    const MiniBatchStep &a = fromFrame(ctx), &b = toFrame(ctx);
    const double xv = bySamples ? between(a.samples_seen, b.samples_seen, ctx.t) : between(a.update, b.update, ctx.t);
    const double yv = sgd::lerp(a, b, ctx.t).loss;
    if (!std::isfinite(yv) || !std::isfinite(xv) || xv < C.x.lo || xv > C.x.hi) // outside a reader's zoom
        return;
    const QPointF at = C.map(xv, std::min(yv, C.y.hi));
    p.setPen(QPen(withAlpha(c.highlight, s.guideAlpha()), s.cursorWidth(), Qt::DashLine));
    p.drawLine(QPointF(at.x(), C.plot.top()), QPointF(at.x(), C.plot.bottom()));
    const double r = std::max(s.currentRadius(), 0.45 * em);
    p.setPen(QPen(c.highlight, 2.0 * s.curveWidth()));
    p.setBrush(withAlpha(c.highlight, s.haloAlpha()));
    p.drawEllipse(at, r, r);
    labelCurrent(at, r, yv);
}

/// "update n: L = …" on a place that covers no curve; a label that had to move away from its
/// point keeps a thin line back to it.
void ChartPaint::labelCurrent(QPointF at, double r, double yv)
{
    const MiniBatchStep &f = shownFrame(ctx);
    const bool off = yv > C.y.hi;
    const QString label = (off ? QObject::tr("update %1: L = %2, off the chart ↑") : QObject::tr("update %1: L = %2"))
                              .arg(count(f.update), disp(f.loss));
    p.setFont(s.calloutFont());
    const QFontMetricsF lfm(p.font(), p.device());
    const double tw = lfm.horizontalAdvance(label) + 10, th = lfm.height() + 2;
    const QRectF box = labelPlace(QSizeF(tw, th), at, r, C.plot.adjusted(2, 2, -2, -2), C.legend, lc.pixels, lc.sorted);
    const QPointF near(std::clamp(at.x(), box.left(), box.right()), std::clamp(at.y(), box.top(), box.bottom()));
    if (QLineF(at, near).length() > r + th * 0.6) {
        QLineF lead(at, near);
        lead.setP1(lead.pointAt(std::min(1.0, r / std::max(1e-9, lead.length()))));
        p.setPen(QPen(withAlpha(c.highlight, s.guideAlpha()), s.cursorWidth()));
        p.drawLine(lead);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(s.background, s.labelVeilAlpha()));
    p.drawRoundedRect(box, s.labelRadius(), s.labelRadius());
    p.setPen(off ? s.warning : c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 125));
    p.drawText(box, Qt::AlignCenter, label);
}

} // namespace

chart::Layout lossChartLayout(const Trace &tr, const QRectF &area, const Style &s, const QPaintDevice *dev, bool bySamples)
{
    KeptLossCharts scratch;
    return lossChart(tr, area, s, dev, bySamples, scratch).layout;
}

void paintChart(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx)
{
    ChartPaint(p, L, ctx).paint();
}

} // namespace sgd::ui::mini_batch
