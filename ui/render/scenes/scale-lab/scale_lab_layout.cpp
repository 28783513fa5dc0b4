// The scale lab's geometry (see scale_lab_layout.h): the chart with its padded ranges, axes and end
// labels, and the surface view's rectangles and ranges. No pixels are drawn here.

#include "scale_lab_layout.h"

#include "scale_lab_parts.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QImage>
#include <QObject>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace sgd::ui {

using namespace scale_lab;

namespace {

/// [lo, hi] widened so that values at either end land `margin` pixels inside `pixels`.
std::pair<double, double> padded(double lo, double hi, double pixels, double margin)
{
    if (!(hi > lo) || pixels <= 4 * margin)
        return {lo, hi};
    const double per = (hi - lo) / (pixels - 2 * margin);
    return {lo - margin * per, hi + margin * per};
}

/// The largest current-checkpoint marker: the first design's (see the chart's markers).
double biggestMarker(double base, int designs)
{
    return base * (1.0 + 0.4 * (designs - 1));
}

/// The height of a legend row of `items` across `r` (nothing drawn).
double legendHeight(const QRectF &r, const QList<panel::LegendItem> &items, const Style &s)
{
    QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
    QPainter measure(&scratch);
    return panel::legendRow(measure, r, items, s, 0.9, true);
}

struct DataRange {
    double xmax = 0, ymin = 0, ymax = 0, xminPositive = 0;
};

DataRange dataRange(const Trace &tr, const QStringList &designs, XAxis xa, bool gap)
{
    DataRange d;
    for (const QString &des : designs) {
        for (double v : curveOf(tr, des, xa)) {
            d.xmax = std::max(d.xmax, v);
            if (v > 0)
                d.xminPositive = d.xminPositive > 0 ? std::min(d.xminPositive, v) : v;
        }
        for (double v : yValuesOf(tr, des, gap)) {
            d.ymin = std::min(d.ymin, v);
            d.ymax = std::max(d.ymax, v);
        }
    }
    d.xmax = std::max(d.xmax, 1e-12);
    if (!gap) {
        d.ymax = std::max(d.ymax, 1e-12) * 1.06;
        return d;
    }
    // The gap either side of zero: its range widened by a little, never narrower than 10^-7.
    const double span = std::max(d.ymax - d.ymin, 1e-7);
    d.ymin -= 0.06 * span;
    d.ymax += 0.06 * span;
    return d;
}

/// The gap's unit, chosen by its largest size (the readout and narration use the same rule).
void chooseGapUnit(ScaleLabChart &c, const DataRange &d)
{
    const GapUnit u = gapUnit(std::max(std::abs(d.ymin), std::abs(d.ymax)));
    c.yScale = u.scale;
    c.yUnitName = u.name;
}

/// The x quantity's unit: bytes in B, kB, MB or GB; time in s, ms or µs; updates as they are.
void chooseUnit(ScaleLabChart &c, XAxis xa, double xmax)
{
    if (xa == XAxis::Bytes) {
        c.unit = xmax >= 1e9 ? 1e9 : xmax >= 1e6 ? 1e6 : xmax >= 1e3 ? 1e3 : 1;
        c.unitName = c.unit == 1e9   ? QStringLiteral("GB")
                     : c.unit == 1e6 ? QStringLiteral("MB")
                     : c.unit == 1e3 ? QStringLiteral("kB")
                                     : QStringLiteral("B");
    } else if (xa == XAxis::Time) {
        c.unit = xmax >= 1 ? 1 : xmax >= 1e-3 ? 1e-3 : 1e-6;
        c.unitName = c.unit == 1 ? QStringLiteral("s") : c.unit == 1e-3 ? QStringLiteral("ms") : QStringLiteral("µs");
    }
}

QString xTitleOf(XAxis xa, const ScaleLabChart &c)
{
    if (xa == XAxis::Updates)
        return c.logx ? QObject::tr("model updates (log scale)") : QObject::tr("model updates");
    if (xa == XAxis::Bytes)
        return (c.logx ? QObject::tr("bytes moved by all workers (%1, log scale)")
                       : QObject::tr("bytes moved by all workers (%1)"))
            .arg(c.unitName);
    return (c.logx ? QObject::tr("simulated wall-clock (%1, log scale)") : QObject::tr("simulated wall-clock (%1)"))
        .arg(c.unitName);
}

/// The axes through the chart component: its plot, ticks and titles, on the ranges given (x in
/// the unit's values; on a log axis the decades around the data).
chart::Layout axesFor(const ScaleLabChart &c, const QRectF &r, XAxis xa, double x0, double x1, double y0, double y1,
                      const Trace &tr, const Style &s)
{
    chart::Spec spec;
    spec.id = QStringLiteral("loss");
    spec.legend = false;
    spec.x.title = xTitleOf(xa, c);
    spec.x.kind = c.logx ? chart::ScaleKind::Log : chart::ScaleKind::Linear;
    spec.x.lo = c.logx ? std::pow(10.0, x0) : x0;
    spec.x.hi = c.logx ? std::pow(10.0, x1) : x1;
    spec.y.title = c.gap                               ? QObject::tr("difference from the float32 run (%1)").arg(c.yUnitName)
                   : typed(tr).meta.loss == "logistic" ? QObject::tr("logistic loss (log loss)")
                                                       : QObject::tr("squared loss");
    spec.y.lo = y0;
    spec.y.hi = y1;
    return chart::layoutChart(spec, r, s);
}

/// Where the chart goes on the canvas: left of the readout, under the title.
QRectF chartArea(const QRectF &canvas, const Style &s)
{
    const double pad = 10 * std::max(1.0, s.fontScale);
    const QRectF inner = canvas.adjusted(pad, pad, -pad, -pad);
    const QRectF body = inner.adjusted(0, QFontMetricsF(s.titleFont()).height() + 10, 0, 0);
    const double side = std::clamp(body.width() * 0.3, 220.0, 380.0 * std::max(1.0, s.fontScale));
    return QRectF(body.left(), body.top(), body.width() - side - pad, body.height());
}

using Taken = std::vector<QRectF>;

const QRectF *firstHit(const Taken &taken, const QRectF &r)
{
    for (const QRectF &q : taken)
        if (q.intersects(r))
            return &q;
    return nullptr;
}

/// A name's box beside `at`: above it, on the side with room, moved up past anything taken, or
/// below it when the top is reached.
QRectF endLabelBox(const QRectF &bounds, QPointF at, QSizeF size, double gap, const Taken &taken)
{
    const bool right = at.x() + gap + size.width() <= bounds.right();
    QRectF r(QPointF(right ? at.x() + gap : at.x() - gap - size.width(), at.y() - gap - size.height()), size);
    r.moveLeft(std::clamp(r.left(), bounds.left(), std::max(bounds.left(), bounds.right() - size.width())));
    for (int guard = 0; guard < 64; ++guard) {
        const QRectF *hit = firstHit(taken, r);
        if (!hit)
            break;
        r.moveBottom(hit->top() - 2);
    }
    if (r.top() < bounds.top()) {
        r.moveTop(at.y() + gap);
        for (int guard = 0; guard < 64; ++guard) {
            const QRectF *hit = firstHit(taken, r);
            if (!hit)
                break;
            r.moveTop(hit->bottom() + 2);
        }
    }
    r.moveTop(std::clamp(r.top(), bounds.top(), std::max(bounds.top(), bounds.bottom() - r.height())));
    return r;
}

/// Each design's name beside the end of its curve, the lowest ends first, clear of the names and
/// markers already placed.
void placeEndLabels(ScaleLabChart &c, const Trace &tr, const QStringList &designs, XAxis xa, const Style &s)
{
    const QRectF bounds = c.axes.plot.adjusted(3, 3, -3, -3);
    const QFontMetricsF fm(s.calloutFont());
    const double big = biggestMarker(c.markerRadius, int(designs.size()));
    Taken taken{c.stepLabel};
    for (const QString &d : designs) {
        const auto &xs = curveOf(tr, d, xa);
        const auto &ls = yValuesOf(tr, d, c.gap);
        if (ls.empty() || xs.size() != ls.size())
            continue;
        const QPointF at = c.axes.map(c.x(xs.back()), std::min(c.y(ls.back()), c.axes.y1));
        c.ends.push_back({d, at, {}});
        taken.push_back(QRectF(at.x() - big - 1, at.y() - big - 1, 2 * big + 2, 2 * big + 2));
    }
    std::vector<ScaleLabEnd *> order;
    for (ScaleLabEnd &e : c.ends)
        order.push_back(&e);
    std::stable_sort(order.begin(), order.end(),
                     [](const ScaleLabEnd *a, const ScaleLabEnd *b) { return a->at.y() > b->at.y(); });
    for (ScaleLabEnd *e : order) {
        const QSizeF size(fm.horizontalAdvance(designTitle(e->design)) + 12, fm.height() + 4);
        e->label = endLabelBox(bounds, e->at, size, big + 4, taken);
        taken.push_back(e->label);
    }
}

} // namespace

Qt::PenStyle scaleLabDash(const QString &d)
{
    if (d == QLatin1String("sync"))
        return Qt::SolidLine;
    if (d == QLatin1String("async"))
        return Qt::DashLine;
    if (d == QLatin1String("decentralized"))
        return Qt::DotLine;
    if (d == QLatin1String("quantized"))
        return Qt::DashDotLine;
    return Qt::DashDotDotLine;
}

double ScaleLabChart::x(double v) const
{
    return logx ? (v > 0 ? std::log10(v / unit) : dataX0) : v / unit;
}

ScaleLabChart scaleLabChart(const Trace &tr, const QRectF &canvas, const Style &outer, const QVariantMap &options)
{
    ScaleLabChart c;
    const Style s = topo::fitStyleToArea(outer, canvas);
    c.area = chartArea(canvas, s);
    const XAxis xa = xAxisOf(options);
    const QStringList designs = designsOf(tr);
    QRectF r = c.area.adjusted(0, QFontMetricsF(s.captionFont()).height() + 4, 0, 0); // the caption
    r.adjust(0, legendHeight(r, legendItems(s, designs), s) + 6, 0, 0);
    c.gap = gapShown(tr, options);
    const DataRange d = dataRange(tr, designs, xa, c.gap);
    if (c.gap)
        chooseGapUnit(c, d);
    // A log axis needs a positive smallest value: the first checkpoint (x = 0) sits on its left edge.
    c.logx = toggleOn(options, kScaleLabLogxToggle) && d.xminPositive > 0 && d.xminPositive < d.xmax;
    chooseUnit(c, xa, d.xmax);
    const double lo = c.logx ? std::floor(std::log10(d.xminPositive / c.unit)) : 0.0;
    const double hi = c.logx ? std::max(lo + 1, std::ceil(std::log10(d.xmax / c.unit) - 1e-9)) : d.xmax / c.unit;
    c.dataX0 = lo;
    c.axesLayout = axesFor(c, r, xa, lo, hi, c.y(d.ymin), c.y(d.ymax), tr, s);
    c.axes.plot = c.axesLayout.plot;
    c.markerRadius = std::max(5.0, QFontMetricsF(s.tickFont()).height() * 0.35);
    // The ranges leave room for the largest marker at either end of every curve.
    const double margin = biggestMarker(c.markerRadius, int(designs.size())) + 3;
    std::tie(c.axes.x0, c.axes.x1) = padded(lo, hi, c.axes.plot.width(), margin);
    std::tie(c.axes.y0, c.axes.y1) = padded(c.y(d.ymin), c.y(d.ymax), c.axes.plot.height(), margin);
    c.axesLayout.x.lo = c.logx ? std::pow(10.0, c.axes.x0) : c.axes.x0;
    c.axesLayout.x.hi = c.logx ? std::pow(10.0, c.axes.x1) : c.axes.x1;
    c.axesLayout.y.lo = c.axes.y0;
    c.axesLayout.y.hi = c.axes.y1;
    if (c.axes.plot.width() < 40 || c.axes.plot.height() < 30)
        return c;
    const QFontMetricsF bm(s.calloutFont());
    const double last = tr.frames.empty() ? 0 : typed(tr).frames.back().step;
    const double w = bm.horizontalAdvance(QObject::tr("checkpoint %1 of %2").arg(draw::count(last)).arg(draw::count(last))) + 8;
    c.stepLabel = QRectF(c.axes.plot.right() - 8 - w, c.axes.plot.top() + 4, w, bm.height() + 4);
    placeEndLabels(c, tr, designs, xa, s);
    return c;
}

namespace {

/// The zoom's window: the whole path after the first step, and the minimum, with room on the
/// right for the step labels.
void zoomRange(draw::Axes &zx, const ScaleLabMeta &meta)
{
    const std::vector<double> &w = meta.path_bias_w, &b = meta.path_bias_b;
    double zw0 = meta.surface_best_w, zw1 = zw0, zb0 = meta.surface_best_b, zb1 = zb0;
    for (std::size_t i = 1; i < w.size() && i < b.size(); ++i) {
        zw0 = std::min(zw0, w[i]);
        zw1 = std::max(zw1, w[i]);
        zb0 = std::min(zb0, b[i]);
        zb1 = std::max(zb1, b[i]);
    }
    const double zws = std::max(zw1 - zw0, 1e-3), zbs = std::max(zb1 - zb0, 1e-3);
    zx.x0 = zw0 - 0.35 * zws;
    zx.x1 = zw1 + 0.75 * zws;
    zx.y0 = zb0 - 0.12 * zbs;
    zx.y1 = zb1 + 0.12 * zbs;
}

/// A picture's title line and, under it, its axes (the chart component's) on the ranges of `ax`;
/// `ax.plot` becomes the chart's plot.
chart::Layout placePicture(const QRectF &part, QRectF &title, draw::Axes &ax, double titleH, const Style &s)
{
    title = QRectF(part.left(), part.top(), part.width(), titleH);
    chart::Spec spec;
    spec.id = QStringLiteral("surface");
    spec.legend = false;
    spec.x.title = QObject::tr("weight w");
    spec.y.title = QObject::tr("bias b");
    spec.x.lo = ax.x0, spec.x.hi = ax.x1;
    spec.y.lo = ax.y0, spec.y.hi = ax.y1;
    const chart::Layout L = chart::layoutChart(spec, part.adjusted(0, titleH + 2, 0, 0), s);
    ax.plot = L.plot;
    return L;
}

} // namespace

ScaleLabSurface scaleLabSurface(const Trace &tr, const QRectF &canvas, const Style &outer)
{
    ScaleLabSurface L;
    const Style s = topo::fitStyleToArea(outer, canvas);
    const ScaleLabMeta &meta = typed(tr).meta;
    const double pad = 10 * std::max(1.0, s.fontScale);
    const QRectF area = canvas.adjusted(pad, pad, -pad, -pad);
    const QFontMetricsF cap(s.captionFont()), fm(s.tickFont()), nm(s.labelFont());
    L.caption = QRectF(area.left(), area.top(), area.width(), cap.height() + 4);
    QRectF r = area.adjusted(0, L.caption.height(), 0, 0);
    const QList<panel::LegendItem> items{
        {QColor(), Qt::SolidLine, QObject::tr("SGD on (w, b), η = %1").arg(draw::num(meta.surface_eta))},
        {QColor(), Qt::DashLine, QObject::tr("SGD on w alone (b = 0)")},
        {QColor(), Qt::NoPen, QObject::tr("○ lowest point   ● now"), Qt::NoBrush}};
    L.legend = QRectF(r.left(), r.top(), r.width(), legendHeight(r, items, s));
    r.adjust(0, L.legend.height() + 4, 0, 0);
    L.readout = QRectF(r.left() + 2, r.top(), r.width() - 4, cap.height() + 2);
    r.adjust(0, cap.height() + 6, 0, 0);
    const double noteH = nm.height() * 2 + 8;
    L.note = QRectF(r.left(), r.bottom() - noteH, r.width(), noteH);
    const QRectF body(r.left(), r.top(), r.width(), r.height() - noteH - 4);
    const double gapX = 16 * std::max(1.0, s.fontScale);
    const double zoomW = std::clamp(body.width() * 0.38, 150.0, 560.0 * std::max(1.0, s.fontScale));
    const bool hasPath = meta.surface.rows >= 2 && meta.surface.cols >= 2 && meta.path_bias_w.size() >= 2 &&
                         meta.path_bias_b.size() == meta.path_bias_w.size();
    L.bowl.x0 = meta.surface_w_min;
    L.bowl.x1 = meta.surface_w_max;
    L.bowl.y0 = meta.surface_b_min;
    L.bowl.y1 = meta.surface_b_max;
    L.bowlAxes = placePicture(QRectF(body.left(), body.top(), body.width() - zoomW - gapX, body.height()), L.bowlTitle, L.bowl,
                              fm.height() + 2, s);
    zoomRange(L.zoom, meta);
    L.zoomAxes =
        placePicture(QRectF(body.right() - zoomW, body.top(), zoomW, body.height()), L.zoomTitle, L.zoom, fm.height() + 2, s);
    L.bowlShown = hasPath && L.bowl.plot.width() >= 40 && L.bowl.plot.height() >= 30;
    L.zoomShown = L.bowlShown && L.zoom.plot.width() >= 40 && L.zoom.plot.height() >= 30;
    return L;
}

} // namespace sgd::ui
