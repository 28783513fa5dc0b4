// The scale lab's chart view: the loss of every design against the simulated wall-clock (or
// updates, or bytes), drawn by the chart component; each design's name at its curve's end, the
// current checkpoint on every curve; and the readout beside it.

#include "scale_lab_parts.h"
#include "ui/render/chart_view.h"
#include "ui/render/quiz_hide.h"

#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::scale_lab {

using draw::count;
using draw::lineWidth;
using draw::num;
using draw::withAlpha;

namespace {

/// A design's x quantity and y value (loss or gap) at checkpoint `i`, in axis units (0, 0 when the
/// run did not include the design).
QPointF pointOf(const ScaleLabChart &c, const Trace &tr, const QString &d, std::size_t i, XAxis x)
{
    const auto &xs = curveOf(tr, d, x);
    const auto &ys = yValuesOf(tr, d, c.gap);
    if (i >= xs.size() || i >= ys.size())
        return {};
    return {c.x(xs[i]), c.y(ys[i])};
}

QString chartCaption(XAxis xa, bool gap, const QString &storage)
{
    const QString what = gap ? QObject::tr("Loss on %1 X minus loss on float32 X").arg(storage) : QObject::tr("Loss");
    return xa == XAxis::Bytes     ? QObject::tr("%1 against bytes moved over the network").arg(what)
           : xa == XAxis::Updates ? QObject::tr("%1 against model updates").arg(what)
                                  : QObject::tr("%1 against the simulated cluster's wall-clock").arg(what);
}

/// Each design's curve as a chart series: its own dashes, the first drawn widest, so that where
/// two curves coincide (quantized on sync, often) the one below shows through the gaps of the one
/// on top. x in the chart's values (on a log axis 10 to the power of the axis unit, so that the
/// first checkpoint, x = 0, sits where ScaleLabChart puts it).
std::vector<chart::Series> designSeries(const ScaleLabChart &c, const Trace &tr, const QStringList &designs, XAxis xa,
                                        const Style &s)
{
    std::vector<chart::Series> out;
    const int n = int(designs.size());
    for (int i = 0; i < n; ++i) {
        const auto &xs = curveOf(tr, designs[i], xa);
        const auto &ls = yValuesOf(tr, designs[i], c.gap);
        if (ls.empty() || xs.size() != ls.size())
            continue;
        chart::Series se;
        se.color = designColor(s, designs[i]);
        se.dash = scaleLabDash(designs[i]);
        se.width = 1.2 + 0.35 * (n - 1 - i);
        se.points.reserve(ls.size());
        for (std::size_t k = 0; k < ls.size(); ++k)
            se.points.emplace_back(c.logx ? std::pow(10.0, c.x(xs[k])) : c.x(xs[k]), c.y(ls[k]));
        se.firstFrame = 0; // checkpoint k is frame k
        out.push_back(std::move(se));
    }
    return out;
}

/// The axes and the curves are the same in every frame (and the dashed curves slow to stroke):
/// one cached raster layer.
void paintAxesAndCurves(QPainter &p, const ScaleLabChart &c, const Trace &tr, const QStringList &designs, XAxis xa,
                        const Style &s, int upTo)
{
    const std::vector<chart::Series> series = designSeries(c, tr, designs, xa, s);
    chart::Layout cut = c.axesLayout; // quiz mode: the curves stop at the checkpoint shown
    cut.revealUpTo = upTo;
    for (const chart::Series &se : series)
        chart::recordFrames(s.cache, cut, se, int(chart::revealedCount(se, upTo)) - 1);
    std::size_t key = std::hash<QString>{}(s.name + c.axesLayout.xTitleText + c.axesLayout.yTitleText);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {c.area.left(), c.area.top(), c.area.width(), c.area.height(), c.axes.plot.left(), c.axes.plot.top(),
                     c.axes.plot.width(), c.axes.plot.height(), c.axes.x0, c.axes.x1, c.axes.y0, c.axes.y1, double(c.logx),
                     s.font.pointSizeF(), s.fontScale, s.lineWidth})
        mixIn(v);
    for (const QColor &col : {s.background, s.foreground, s.muted, s.grid})
        mixIn(double(col.rgba()));
    mixIn(double(upTo));
    for (const chart::Series &se : series) {
        mixIn(double(se.color.rgba()));
        mixIn(double(se.dash) + se.width);
        for (const QPointF &q : se.points)
            mixIn(q.x()), mixIn(q.y());
    }
    draw::drawCachedOpaqueLayer(s.cache, p, c.area, key, s.background, [&](QPainter &p) {
        chart::drawAxes(p, c.axesLayout, s);
        for (const chart::Series &se : series)
            chart::drawSeries(p, cut, se, s);
    });
}

/// Leaders first (from a name to the end it belongs to, when stacking moved it away), then the
/// names on top, so that no leader crosses a name.
void paintEndLabels(QPainter &p, const ScaleLabChart &c, const Style &s)
{
    p.save();
    p.setFont(s.calloutFont());
    const double far = c.markerRadius * (1.0 + 0.4 * 3) + 8;
    for (const ScaleLabEnd &e : c.ends) {
        const QPointF near(std::clamp(e.at.x(), e.label.left(), e.label.right()),
                           std::clamp(e.at.y(), e.label.top(), e.label.bottom()));
        if (QLineF(near, e.at).length() > far) {
            p.setPen(QPen(designColor(s, e.design), std::max(1.0, lineWidth(s) * 0.6)));
            p.drawLine(near, e.at);
        }
    }
    for (const ScaleLabEnd &e : c.ends) {
        const QColor col = designColor(s, e.design);
        p.setPen(QPen(withAlpha(col, 160), s.gridWidth()));
        p.setBrush(withAlpha(s.background, 230));
        p.drawRoundedRect(e.label, s.cornerRadius() - 1, s.cornerRadius() - 1);
        p.setPen(col);
        p.drawText(e.label, Qt::AlignCenter, designTitle(e.design));
    }
    p.restore();
}

/// The current checkpoint on every curve, sliding toward the next while a transition plays.
/// Markers on one spot are concentric, the first design's largest, so that each shows as a ring
/// of its colour; a marker alone keeps the plain size.
void paintMarkers(QPainter &p, const ScaleLabChart &c, const PaintContext &ctx, const QStringList &designs, XAxis xa)
{
    const Style &s = ctx.style;
    const auto here = std::size_t(ctx.index);
    const double k = ctx.hasNext() ? panel::clamp01(ctx.t) : 0.0;
    const int n = int(designs.size());
    std::vector<QPointF> at;
    for (int i = 0; i < n; ++i) {
        QPointF v = pointOf(c, ctx.trace, designs[i], here, xa);
        if (k > 0)
            v += (pointOf(c, ctx.trace, designs[i], here + 1, xa) - v) * k;
        at.push_back(c.axes.map(v.x(), std::min(v.y(), c.axes.y1)));
    }
    auto near = [&](int i, int j) { return QLineF(at[std::size_t(i)], at[std::size_t(j)]).length() < c.markerRadius; };
    for (int i = 0; i < n; ++i) {
        int under = 0; // later markers this one has to show around
        for (int j = i + 1; j < n; ++j)
            under += near(i, j) ? 1 : 0;
        bool inner = false; // inside an earlier, larger ring: no outline to eat that ring
        for (int j = 0; j < i; ++j)
            inner = inner || near(i, j);
        const double rad = c.markerRadius * (1.0 + 0.4 * under);
        p.setPen(inner ? QPen(Qt::NoPen) : QPen(s.background, under > 0 || i == 0 ? 2.0 : 1.5));
        p.setBrush(designColor(s, designs[i]));
        p.drawEllipse(at[std::size_t(i)], rad, rad);
    }
}

} // namespace

void paintChart(QPainter &p, const ScaleLabChart &c, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const XAxis xa = xAxisOf(ctx.options);
    const QStringList designs = designsOf(ctx.trace);
    const bool plotted = c.axes.plot.width() >= 40 && c.axes.plot.height() >= 30;
    if (plotted) // first: the cached layer covers the chart's whole area
        paintAxesAndCurves(p, c, ctx.trace, designs, xa, s, quizLastFrame(ctx));
    const QRectF r = panel::caption(p, c.area, chartCaption(xa, c.gap, storageTitle(ctx.trace)), s);
    panel::legendRow(p, r, legendItems(s, designs), s, 0.9);
    if (!plotted)
        return;
    p.save();
    p.setClipRect(c.axes.plot.adjusted(1, 1, -1, -1));
    if (!quizHidesNext(ctx)) // the names sit at the curves' ends, where quiz mode does not draw them yet (the legend names them)
        paintEndLabels(p, c, s);
    paintMarkers(p, c, ctx, designs, xa);
    p.setClipping(false);
    p.setPen(s.muted);
    p.setFont(s.calloutFont());
    p.drawText(c.stepLabel, Qt::AlignRight | Qt::AlignVCenter,
               QObject::tr("checkpoint %1 of %2").arg(count(ctx.shownStep()), count(ctx.lastStep())));
    p.restore();
}

void paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    // The checkpoint shown, or the one a transition plays (checkpoint n: after n synchronous rounds).
    const ScaleLabCheckpoint &f = typed(tr).frames.at(std::size_t(ctx.shownStep()));
    p.save();
    p.setPen(QPen(s.grid, s.gridWidth()));
    p.setBrush(s.panel);
    p.drawRoundedRect(r, s.cornerRadius() + 1, s.cornerRadius() + 1);
    const double pad = s.padding();
    QRectF in = r.adjusted(pad, pad, -pad, -pad);
    const QFont bf = s.captionFont(), nf = s.tickFont();
    const QFontMetricsF bm(bf), nm(nf);
    const double lh = nm.height() + 2;
    double y = in.top();
    auto line = [&](const QString &text, const QFont &font, const QColor &c, double h) {
        if (y + h > in.bottom() + 1)
            return;
        p.setPen(c);
        panel::fitText(s, p, QRectF(in.left(), y, in.width(), h), text, font, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        y += h;
    };
    line(QObject::tr("Checkpoint %1 of %2").arg(count(ctx.shownStep()), count(ctx.lastStep())), bf, s.foreground,
         bm.height() + 4);
    for (const QString &d : designsOf(tr)) {
        const ScaleLabPoint pt = scaleLabPoint(f, d.toStdString()).value_or(ScaleLabPoint{});
        y += 4;
        const QRectF swatch(in.left(), y + bm.height() * 0.3, bm.height() * 0.45, bm.height() * 0.45);
        p.setPen(Qt::NoPen);
        p.setBrush(designColor(s, d));
        p.drawRect(swatch);
        const double x0 = in.left();
        in.setLeft(swatch.right() + 6);
        line(QObject::tr("%1  loss %2").arg(designTitle(d), num(pt.loss)), bf, s.foreground, bm.height() + 2);
        in.setLeft(x0);
        line(QStringLiteral("%1 · %2 · %3").arg(secondsText(pt.time), updatesText(pt.updates), bytesText(pt.bytes)), nf, s.muted,
             lh);
        const ScaleLabCurve *c = designCurve(tr, d);
        const auto at = std::size_t(ctx.shownStep());
        if (c && c->fp32_loss && c->fp32_gap && at < c->fp32_loss->size() && at < c->fp32_gap->size())
            line(QObject::tr("on float32 X: %1 (%2)").arg(num((*c->fp32_loss)[at]), gapText((*c->fp32_gap)[at])), nf, s.muted,
                 lh);
    }
    y += 8;
    p.setPen(QPen(s.grid, s.gridWidth()));
    p.drawLine(QPointF(in.left(), y), QPointF(in.right(), y));
    y += 6;
    line(QObject::tr("Computed here for real"), bf, s.foreground, bm.height() + 2);
    const ScaleLabSummary &sum = typed(tr).summary;
    if (sum.fp32_throughput_rows_per_s && *sum.fp32_throughput_rows_per_s > 0) {
        line(QObject::tr("%1 rows/s on %2 X").arg(num(sum.throughput_rows_per_s), storageTitle(tr)), nf, s.foreground, lh);
        line(QObject::tr("%1 rows/s on float32 X (%2×)")
                 .arg(num(*sum.fp32_throughput_rows_per_s), num(sum.throughput_rows_per_s / *sum.fp32_throughput_rows_per_s)),
             nf, s.foreground, lh);
    } else {
        line(QObject::tr("%1 rows/s of gradient work").arg(num(sum.throughput_rows_per_s)), nf, s.foreground, lh);
    }
    line(backendText(typed(tr).summary), nf, s.muted, lh);
    line(QObject::tr("Wall-clock above: the cost model"), nf, s.muted, lh);
    p.restore();
}

} // namespace sgd::ui::scale_lab
