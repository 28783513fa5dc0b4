// The scale lab: loss of every design on one chart against the simulated cluster's wall-clock
// (or updates, or bytes moved), the current checkpoint marked, a readout per design with the
// machine's real throughput and backend; and the "surface" view: L(w, b) on the lecture's four
// workers as a heatmap with contour lines, the synchronous path with a bias ending at (2, 1) and
// the bias-free one along b = 0 ending at 7/3. Every number comes from the trace.

#include "draw.h"
#include "painters.h"
#include "scale_lab_layout.h"
#include "scale_lab_trace.h"
#include "topology_view.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <vector>

namespace sgd::ui {
namespace {

using draw::count;
using draw::kMinus;
using draw::lineWidth;
using draw::mix;
using draw::withAlpha;

using draw::num;
using panel::clamp01;
using panel::fitText;




QString bytesText(double b) { return formatBytes(b); }

/// "1 update", "64 updates".
QString updatesText(double n) { return draw::count(n) + (n == 1 ? QStringLiteral(" update") : QStringLiteral(" updates")); }

QString secondsText(double s)
{
    if (std::abs(s) >= 1)
        return num(s) + QStringLiteral(" s");
    if (std::abs(s) >= 1e-3)
        return num(s * 1e3) + QStringLiteral(" ms");
    return num(s * 1e6) + QStringLiteral(" µs");
}

/// A number as a small fraction when it is one (7/3), else as a decimal.
QString fraction(double v)
{
    for (int den = 1; den <= 12; ++den) {
        const double n = v * den;
        if (std::abs(n - std::round(n)) < 1e-9)
            return den == 1 ? num(std::round(n)) : QStringLiteral("%1/%2").arg(qint64(std::llround(n))).arg(den);
    }
    return num(v);
}

/// The trace's typed form (decoded once and kept with the trace).
const ScaleLabTrace &typed(const Trace &tr) { return typedTrace<ScaleLabTrace>(tr); }

/// The designs of the run, in the order they were asked for.
QStringList designsOf(const Trace &tr)
{
    QStringList out;
    for (const ScaleLabCurve &c : typed(tr).meta.curves)
        out << QString::fromStdString(c.design);
    return out;
}

QColor designColor(const Style &s, const QString &d)
{
    if (d == QLatin1String("sync"))
        return s.series[0];
    if (d == QLatin1String("async"))
        return s.series[1];
    if (d == QLatin1String("decentralized"))
        return s.series[2];
    return s.series[3];
}

QString designTitle(const QString &d)
{
    if (d == QLatin1String("sync"))
        return QStringLiteral("synchronous");
    if (d == QLatin1String("async"))
        return QStringLiteral("asynchronous");
    return d;
}

/// Which loss the scene's designs minimise: the trace meta "loss" ("least-squares" when absent).
bool logisticLoss(const Trace &tr) { return typed(tr).meta.loss == "logistic"; }

QString lossAxisTitle(const Trace &tr) { return logisticLoss(tr) ? QStringLiteral("logistic loss (log loss)") : QStringLiteral("squared loss"); }


enum class XAxis { Time, Updates, Bytes };

XAxis xAxisOf(const QVariantMap &o)
{
    if (o.value(QStringLiteral("bytes"), false).toBool())
        return XAxis::Bytes;
    if (o.value(QStringLiteral("updates"), false).toBool())
        return XAxis::Updates;
    return XAxis::Time;
}

/// The design's curve: the x quantity of the axis, or the loss.
const std::vector<double> &curveOf(const Trace &tr, const QString &d, std::optional<XAxis> x)
{
    static const std::vector<double> none;
    for (const ScaleLabCurve &c : typed(tr).meta.curves)
        if (QString::fromStdString(c.design) == d)
            return !x ? c.loss : *x == XAxis::Bytes ? c.bytes : *x == XAxis::Updates ? c.updates : c.time;
    return none;
}

/// A design's x quantity and loss at a checkpoint (0, 0 when the run did not include it).
std::pair<double, double> pointOf(const ScaleLabCheckpoint &f, const QString &d, XAxis x)
{
    const auto pt = scaleLabPoint(f, d.toStdString());
    if (!pt)
        return {0.0, 0.0};
    return {x == XAxis::Bytes ? pt->bytes : x == XAxis::Updates ? pt->updates : pt->time, pt->loss};
}

QString chartCaption(XAxis xa)
{
    return xa == XAxis::Bytes     ? QStringLiteral("Loss against bytes moved over the network")
           : xa == XAxis::Updates ? QStringLiteral("Loss against model updates")
                                  : QStringLiteral("Loss against the simulated cluster's wall-clock");
}

QList<panel::LegendItem> legendItems(const Style &s, const QStringList &designs);

/// [lo, hi] widened so that values at either end land `margin` pixels inside `pixels`.
std::pair<double, double> padded(double lo, double hi, double pixels, double margin)
{
    if (!(hi > lo) || pixels <= 4 * margin)
        return {lo, hi};
    const double per = (hi - lo) / (pixels - 2 * margin);
    return {lo - margin * per, hi + margin * per};
}

/// The radius of design `i` of `n` current-checkpoint markers: the first the largest, so that
/// markers on one spot show as rings of every colour.
double markerRadius(double base, int i, int n) { return base * (1.0 + 0.4 * (n - 1 - i)); }

void placeEndLabels(ScaleLabChart &c, const Trace &tr, const QStringList &designs, XAxis xa, const Style &s);

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

double ScaleLabChart::x(double v) const { return logx ? (v > 0 ? std::log10(v / unit) : dataX0) : v / unit; }

ScaleLabChart scaleLabChart(const Trace &tr, const QRectF &canvas, const Style &outer, const QVariantMap &options)
{
    ScaleLabChart c;
    const Style s = topo::fitStyleToArea(outer, canvas);
    const double pad = 10 * std::max(1.0, s.fontScale);
    const QRectF inner = canvas.adjusted(pad, pad, -pad, -pad);
    const QRectF body = inner.adjusted(0, QFontMetricsF(s.scaledFont(1.25, true)).height() + 10, 0, 0);
    const double side = std::clamp(body.width() * 0.3, 220.0, 380.0 * std::max(1.0, s.fontScale));
    c.area = QRectF(body.left(), body.top(), body.width() - side - pad, body.height());
    const XAxis xa = xAxisOf(options);
    const QStringList designs = designsOf(tr);
    QRectF r = c.area.adjusted(0, QFontMetricsF(s.scaledFont(1.0, true)).height() + 4, 0, 0); // the caption
    {
        QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
        QPainter measure(&scratch);
        r.adjust(0, panel::legendRow(measure, r, legendItems(s, designs), s, 0.9, true) + 6, 0, 0);
    }
    double xmax = 0, ymax = 0, xminPositive = 0;
    for (const QString &d : designs) {
        for (double v : curveOf(tr, d, xa)) {
            xmax = std::max(xmax, v);
            if (v > 0)
                xminPositive = xminPositive > 0 ? std::min(xminPositive, v) : v;
        }
        for (double v : curveOf(tr, d, std::nullopt))
            ymax = std::max(ymax, v);
    }
    xmax = std::max(xmax, 1e-12);
    ymax = std::max(ymax, 1e-12) * 1.06;
    // A log axis needs a positive smallest value: the first checkpoint (x = 0) sits on its left edge.
    c.logx = options.value(QStringLiteral("logx"), false).toBool() && xminPositive > 0 && xminPositive < xmax;
    if (xa == XAxis::Bytes) {
        c.unit = xmax >= 1e9 ? 1e9 : xmax >= 1e6 ? 1e6 : xmax >= 1e3 ? 1e3 : 1;
        c.unitName = c.unit == 1e9 ? QStringLiteral("GB") : c.unit == 1e6 ? QStringLiteral("MB") : c.unit == 1e3 ? QStringLiteral("kB") : QStringLiteral("B");
    } else if (xa == XAxis::Time) {
        c.unit = xmax >= 1 ? 1 : xmax >= 1e-3 ? 1e-3 : 1e-6;
        c.unitName = c.unit == 1 ? QStringLiteral("s") : c.unit == 1e-3 ? QStringLiteral("ms") : QStringLiteral("µs");
    }
    const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
    const double left = 64 + fm2.height() + 6;
    c.axes.plot = QRectF(r.left() + left, r.top() + 4, r.width() - left - 12, r.height() - fm.height() - fm2.height() - 14);
    c.markerRadius = std::max(5.0, fm.height() * 0.35);
    // The ranges leave room for the largest marker at either end of every curve.
    const double margin = markerRadius(c.markerRadius, 0, int(designs.size())) + 3;
    const double lo = c.logx ? std::floor(std::log10(xminPositive / c.unit)) : 0.0;
    const double hi = c.logx ? std::max(lo + 1, std::ceil(std::log10(xmax / c.unit) - 1e-9)) : xmax / c.unit;
    c.dataX0 = lo;
    std::tie(c.axes.x0, c.axes.x1) = padded(lo, hi, c.axes.plot.width(), margin);
    std::tie(c.axes.y0, c.axes.y1) = padded(0.0, ymax, c.axes.plot.height(), margin);
    if (c.axes.plot.width() < 40 || c.axes.plot.height() < 30)
        return c;
    const QFontMetricsF bm(s.scaledFont(0.9, true));
    const double last = tr.frames.empty() ? 0 : typed(tr).frames.back().step;
    const QString step = QStringLiteral("checkpoint %1 of %2").arg(count(last)).arg(count(last));
    const double w = bm.horizontalAdvance(step) + 8;
    c.stepLabel = QRectF(c.axes.plot.right() - 8 - w, c.axes.plot.top() + 4, w, bm.height() + 4);
    placeEndLabels(c, tr, designs, xa, s);
    return c;
}

namespace {

QList<panel::LegendItem> legendItems(const Style &s, const QStringList &designs)
{
    QList<panel::LegendItem> items;
    for (const QString &d : designs)
        items.push_back({designColor(s, d), scaleLabDash(d), designTitle(d)});
    return items;
}

/// Each design's name beside the end of its curve: above it, on the side with room, moved up past
/// any name or marker already there (the lowest ends first), or below it when the top is reached.
void placeEndLabels(ScaleLabChart &c, const Trace &tr, const QStringList &designs, XAxis xa, const Style &s)
{
    const QRectF bounds = c.axes.plot.adjusted(3, 3, -3, -3);
    const QFontMetricsF fm(s.scaledFont(0.9, true));
    const double big = markerRadius(c.markerRadius, 0, int(designs.size()));
    const double gap = big + 4;
    std::vector<QRectF> taken{c.stepLabel};
    for (const QString &d : designs) {
        const auto &xs = curveOf(tr, d, xa);
        const auto &ls = curveOf(tr, d, std::nullopt);
        if (ls.empty() || xs.size() != ls.size())
            continue;
        const QPointF at = c.axes.map(c.x(xs.back()), std::min(ls.back(), c.axes.y1));
        c.ends.push_back({d, at, {}});
        taken.push_back(QRectF(at.x() - big - 1, at.y() - big - 1, 2 * big + 2, 2 * big + 2));
    }
    std::vector<ScaleLabEnd *> order;
    for (ScaleLabEnd &e : c.ends)
        order.push_back(&e);
    std::stable_sort(order.begin(), order.end(), [](const ScaleLabEnd *a, const ScaleLabEnd *b) { return a->at.y() > b->at.y(); });
    auto firstHit = [&](const QRectF &r) -> const QRectF * {
        for (const QRectF &q : taken)
            if (q.intersects(r))
                return &q;
        return nullptr;
    };
    for (ScaleLabEnd *e : order) {
        const QSizeF size(fm.horizontalAdvance(designTitle(e->design)) + 12, fm.height() + 4);
        const bool right = e->at.x() + gap + size.width() <= bounds.right();
        QRectF r(QPointF(right ? e->at.x() + gap : e->at.x() - gap - size.width(), e->at.y() - gap - size.height()), size);
        r.moveLeft(std::clamp(r.left(), bounds.left(), std::max(bounds.left(), bounds.right() - size.width())));
        for (int guard = 0; guard < 64; ++guard) {
            const QRectF *hit = firstHit(r);
            if (!hit)
                break;
            r.moveBottom(hit->top() - 2);
        }
        if (r.top() < bounds.top()) {
            r.moveTop(e->at.y() + gap);
            for (int guard = 0; guard < 64; ++guard) {
                const QRectF *hit = firstHit(r);
                if (!hit)
                    break;
                r.moveTop(hit->bottom() + 2);
            }
        }
        r.moveTop(std::clamp(r.top(), bounds.top(), std::max(bounds.top(), bounds.bottom() - r.height())));
        e->label = r;
        taken.push_back(r);
    }
}

class ScaleLabPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("scale-lab"); }
    QStringList views() const override { return {QStringLiteral("scene"), QStringLiteral("surface")}; }
    QList<ViewOption> options() const override
    {
        return {{QStringLiteral("updates"), QStringLiteral("Loss against updates"),
                 QStringLiteral("Put the number of model updates on the x axis instead of the simulated wall-clock."), false},
                {QStringLiteral("bytes"), QStringLiteral("Loss against bytes"),
                 QStringLiteral("Put the bytes moved over the network on the x axis (wins over updates)."), false},
                {QStringLiteral("logx"), QStringLiteral("Logarithmic x axis"),
                 QStringLiteral("Space the x axis by powers of ten, so a design that is done in microseconds and one that needs "
                                "seconds can be read on one chart."),
                 false}};
    }
    int transitionMs() const override { return 500; }
    QStringList tableColumns() const override
    {
        QStringList columns{QString::fromStdString(fieldName(&ScaleLabCheckpoint::step))};
        for (const std::string &d : scaleLabDesigns())
            columns << QString::fromStdString(fieldInfo(scaleLabFields(d).loss).name);
        return columns;
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("checkpoint"), QStringLiteral("sync loss"), QStringLiteral("async loss"), QStringLiteral("decentralized loss"),
                QStringLiteral("quantized loss")};
    }
    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;

private:
    void paintChart(QPainter &p, const ScaleLabChart &chart, const PaintContext &ctx) const;
    void paintEndLabels(QPainter &p, const ScaleLabChart &chart, const Style &s) const;
    void paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx) const;
    void paintSurface(QPainter &p, const QRectF &r, const PaintContext &ctx) const;
};

void ScaleLabPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const Style fitted = topo::fitStyleToArea(outer.style, area);
    const PaintContext ctx{outer.trace, std::clamp(outer.index, 0, std::max(0, int(outer.trace.frames.size()) - 1)), outer.t, fitted,
                           outer.options, outer.view};
    const Style &s = ctx.style;
    p.save();
    p.fillRect(area, s.background);
    p.setRenderHint(QPainter::Antialiasing);
    if (ctx.trace.frames.empty()) {
        draw::drawTitle(p, area, QStringLiteral("Scale lab: no checkpoints"), s);
        p.restore();
        return;
    }
    const double pad = 10 * std::max(1.0, s.fontScale);
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    if (ctx.view == QLatin1String("surface")) {
        paintSurface(p, inner, ctx);
    } else {
        const Trace &tr = ctx.trace;
        const QFontMetricsF tf(s.scaledFont(1.25, true));
        p.setPen(s.foreground);
        fitText(p, QRectF(inner.left(), inner.top(), inner.width(), tf.height() + 4),
                QStringLiteral("Scale lab: %1 workers, %2 rows × %3 features").arg(count(typed(tr).meta.workers), count(typed(tr).meta.rows),
                                                                                   count(typed(tr).meta.features)),
                s.scaledFont(1.25, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        const QRectF body = inner.adjusted(0, tf.height() + 10, 0, 0);
        const double side = std::clamp(body.width() * 0.3, 220.0, 380.0 * std::max(1.0, s.fontScale));
        paintChart(p, scaleLabChart(tr, area, outer.style, ctx.options), ctx);
        paintReadout(p, QRectF(body.right() - side, body.top(), side, body.height()), ctx);
    }
    p.restore();
}

void ScaleLabPainter::paintChart(QPainter &p, const ScaleLabChart &c, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const XAxis xa = xAxisOf(ctx.options);
    const QStringList designs = designsOf(tr);
    QRectF r = panel::caption(p, c.area, chartCaption(xa), s);
    panel::legendRow(p, r, legendItems(s, designs), s, 0.9);
    const draw::Axes &ax = c.axes;
    if (ax.plot.width() < 40 || ax.plot.height() < 30)
        return;
    p.save();
    QString xTitle = xa == XAxis::Bytes     ? QStringLiteral("bytes moved by all workers (%1)").arg(c.unitName)
                     : xa == XAxis::Updates ? QStringLiteral("model updates")
                                            : QStringLiteral("simulated wall-clock (%1)").arg(c.unitName);
    if (c.logx) {
        xTitle = xa == XAxis::Updates ? QStringLiteral("model updates (log scale)") : xTitle.chopped(1) + QStringLiteral(", log scale)");
        const double decades = ax.x1 - ax.x0;
        panel::drawAxes(p, ax, s, xTitle, lossAxisTitle(tr), 64, [](double e) { return num(std::pow(10.0, e)); },
                        decades > 8 ? 2.0 : 1.0);
    } else {
        panel::drawAxes(p, ax, s, xTitle, lossAxisTitle(tr));
    }
    p.setClipRect(ax.plot.adjusted(1, 1, -1, -1));
    // Each design its own dashes, the first drawn widest: where two curves coincide (quantized on
    // sync, often) the one below shows through the gaps of the one on top.
    // The dashed curves are the same in every frame (and slow to stroke): one cached raster layer.
    const int n = int(designs.size());
    std::size_t layerKey = std::hash<double>{}(lineWidth(s));
    auto mixIn = [&layerKey](double v) { layerKey = (layerKey ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {ax.plot.left(), ax.plot.top(), ax.plot.width(), ax.plot.height(), ax.x0, ax.x1, ax.y0, ax.y1, double(c.logx)})
        mixIn(v);
    for (int i = 0; i < n; ++i) {
        mixIn(double(qHash(designs[i])));
        mixIn(double(designColor(s, designs[i]).rgba()));
        for (const auto *v : {&curveOf(tr, designs[i], xa), &curveOf(tr, designs[i], std::nullopt)})
            for (double x : *v)
                mixIn(x);
    }
    draw::drawCachedLayer(p, ax.plot, layerKey, [&](QPainter &p) {
        for (int i = 0; i < n; ++i) {
            const QString &d = designs[i];
            const auto &xs = curveOf(tr, d, xa);
            const auto &ls = curveOf(tr, d, std::nullopt);
            if (ls.empty() || xs.size() != ls.size())
                continue;
            QPainterPath path(ax.map(c.x(xs[0]), ls[0]));
            for (std::size_t k = 1; k < ls.size(); ++k)
                path.lineTo(ax.map(c.x(xs[k]), ls[k]));
            p.setPen(QPen(designColor(s, d), lineWidth(s) * (1.2 + 0.35 * (n - 1 - i)), scaleLabDash(d), Qt::FlatCap, Qt::RoundJoin));
            p.setBrush(Qt::NoBrush);
            draw::drawCurve(p, path);
        }
    });
    paintEndLabels(p, c, s);
    // The current checkpoint on every curve. Markers on one spot are concentric, the first design's
    // largest, so that each shows as a ring of its colour; a marker alone keeps the plain size.
    const auto &frames = typed(tr).frames;
    const ScaleLabCheckpoint &f = frames[std::size_t(ctx.index)];
    const double k = ctx.hasNext() ? clamp01(ctx.t) : 0.0;
    std::vector<QPointF> at;
    for (int i = 0; i < n; ++i) {
        const auto [x0, y0] = pointOf(f, designs[i], xa);
        double fx = c.x(x0), fy = y0;
        if (k > 0) {
            const auto [x1, y1] = pointOf(frames[std::size_t(ctx.index) + 1], designs[i], xa);
            fx += (c.x(x1) - fx) * k;
            fy += (y1 - fy) * k;
        }
        at.push_back(ax.map(fx, std::min(fy, ax.y1)));
    }
    for (int i = 0; i < n; ++i) {
        int under = 0; // later markers this one has to show around
        for (int j = i + 1; j < n; ++j)
            under += QLineF(at[std::size_t(i)], at[std::size_t(j)]).length() < c.markerRadius ? 1 : 0;
        const double rad = c.markerRadius * (1.0 + 0.4 * under);
        p.setPen(QPen(s.background, under > 0 || i == 0 ? 2.0 : 1.5));
        bool inner = false; // inside an earlier, larger ring: no outline to eat that ring
        for (int j = 0; j < i; ++j)
            inner = inner || QLineF(at[std::size_t(i)], at[std::size_t(j)]).length() < c.markerRadius;
        if (inner)
            p.setPen(Qt::NoPen);
        p.setBrush(designColor(s, designs[i]));
        p.drawEllipse(at[std::size_t(i)], rad, rad);
    }
    p.setClipping(false);
    p.setPen(s.muted);
    p.setFont(s.scaledFont(0.9, true));
    p.drawText(c.stepLabel, Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("checkpoint %1 of %2").arg(count(ctx.shownStep()), count(ctx.lastStep())));
    p.restore();
}

void ScaleLabPainter::paintEndLabels(QPainter &p, const ScaleLabChart &c, const Style &s) const
{
    p.save();
    p.setFont(s.scaledFont(0.9, true));
    // Leaders first (from a name to the end it belongs to, when stacking moved it away), then the
    // names on top, so that no leader crosses a name.
    for (const ScaleLabEnd &e : c.ends) {
        const QPointF near(std::clamp(e.at.x(), e.label.left(), e.label.right()), std::clamp(e.at.y(), e.label.top(), e.label.bottom()));
        if (QLineF(near, e.at).length() > markerRadius(c.markerRadius, 0, 4) + 8) {
            p.setPen(QPen(designColor(s, e.design), std::max(1.0, lineWidth(s) * 0.6)));
            p.drawLine(near, e.at);
        }
    }
    for (const ScaleLabEnd &e : c.ends) {
        const QColor col = designColor(s, e.design);
        p.setPen(QPen(withAlpha(col, 160), 1));
        p.setBrush(withAlpha(s.background, 230));
        p.drawRoundedRect(e.label, 4, 4);
        p.setPen(col);
        p.drawText(e.label, Qt::AlignCenter, designTitle(e.design));
    }
    p.restore();
}

void ScaleLabPainter::paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    // The checkpoint shown, or the one a transition plays (checkpoint n: after n synchronous rounds).
    const ScaleLabCheckpoint &f = typed(tr).frames.at(std::size_t(ctx.shownStep()));
    const QStringList designs = designsOf(tr);
    p.save();
    p.setPen(QPen(s.grid, 1));
    p.setBrush(s.panel);
    p.drawRoundedRect(r, 6, 6);
    const double pad = 8 * std::max(1.0, s.fontScale);
    QRectF in = r.adjusted(pad, pad, -pad, -pad);
    const QFont bf = s.scaledFont(1.0, true), nf = s.scaledFont(0.9);
    const QFontMetricsF bm(bf), nm(nf);
    const double lh = nm.height() + 2;
    double y = in.top();
    auto line = [&](const QString &text, const QFont &font, const QColor &c, double h) {
        if (y + h > in.bottom() + 1)
            return;
        p.setPen(c);
        fitText(p, QRectF(in.left(), y, in.width(), h), text, font, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        y += h;
    };
    line(QStringLiteral("Checkpoint %1 of %2").arg(count(ctx.shownStep()), count(ctx.lastStep())), bf, s.foreground, bm.height() + 4);
    for (const QString &d : designs) {
        const ScaleLabPoint pt = scaleLabPoint(f, d.toStdString()).value_or(ScaleLabPoint{});
        y += 4;
        const QRectF swatch(in.left(), y + bm.height() * 0.3, bm.height() * 0.45, bm.height() * 0.45);
        p.setPen(Qt::NoPen);
        p.setBrush(designColor(s, d));
        p.drawRect(swatch);
        const double x0 = in.left();
        in.setLeft(swatch.right() + 6);
        line(QStringLiteral("%1  loss %2").arg(designTitle(d), num(pt.loss)), bf, s.foreground, bm.height() + 2);
        in.setLeft(x0);
        line(QStringLiteral("%1 · %2 · %3").arg(secondsText(pt.time), updatesText(pt.updates), bytesText(pt.bytes)),
             nf, s.muted, lh);
    }
    y += 8;
    p.setPen(QPen(s.grid, 1));
    p.drawLine(QPointF(in.left(), y), QPointF(in.right(), y));
    y += 6;
    line(QStringLiteral("Computed here for real"), bf, s.foreground, bm.height() + 2);
    line(QStringLiteral("%1 rows/s of gradient work").arg(num(typed(tr).summary.throughput_rows_per_s)), nf, s.foreground, lh);
    line(QString::fromStdString(typed(tr).summary.backend), nf, s.muted, lh);
    line(QStringLiteral("Wall-clock above: the cost model"), nf, s.muted, lh);
    p.restore();
}

// ------------------------------------------------------------------ surface

/// Muted on purpose: the two paths on top of it must stand out in every theme.
QColor heat(const Style &s, double f)
{
    f = clamp01(f);
    const bool dark = s.name == QLatin1String("dark");
    const QColor lo = dark ? QColor(20, 26, 36) : QColor(248, 250, 252);
    const QColor hi = dark ? QColor(92, 68, 46) : QColor(236, 204, 160);
    return QColor::fromRgbF(float(lo.redF() + (hi.redF() - lo.redF()) * f), float(lo.greenF() + (hi.greenF() - lo.greenF()) * f),
                            float(lo.blueF() + (hi.blueF() - lo.blueF()) * f));
}

/// The path with a bias (deep blue / light blue) and the bias-free one (magenta, dashed, squares).
QColor biasColor(const Style &s) { return s.name == QLatin1String("dark") ? QColor(0x79, 0xc0, 0xff) : QColor(0x05, 0x50, 0xae); }
QColor noBiasColor(const Style &s) { return s.name == QLatin1String("dark") ? QColor(0xff, 0x9b, 0xce) : QColor(0xbf, 0x39, 0x89); }

/// One SGD path of the surface view, from the trace meta.
struct SurfacePath {
    const std::vector<double> &w;
    const std::vector<double> *b; ///< nullptr: the bias-free path, b = 0
    const std::vector<double> &loss;

    int last() const { return int(w.size()) - 1; }
    double wAt(int i) const { return w[std::size_t(std::clamp(i, 0, last()))]; }
    double bAt(int i) const { return b && !b->empty() ? (*b)[std::size_t(std::clamp(i, 0, int(b->size()) - 1))] : 0.0; }
    double lossAt(int i) const { return loss.empty() ? std::nan("") : loss[std::size_t(std::clamp(i, 0, int(loss.size()) - 1))]; }
    /// Where the path is at a fractional step (between two steps while the transport animates).
    QPointF at(const draw::Axes &ax, double pos) const
    {
        const int i = std::clamp(int(std::floor(pos)), 0, last());
        const double f = i < last() ? pos - i : 0.0;
        return ax.map(wAt(i) + (wAt(i + 1) - wAt(i)) * f, bAt(i) + (bAt(i + 1) - bAt(i)) * f);
    }
};

SurfacePath biasPath(const Trace &tr)
{
    const ScaleLabMeta &m = typed(tr).meta;
    return {m.path_bias_w, &m.path_bias_b, m.path_bias_loss};
}
SurfacePath noBiasPath(const Trace &tr)
{
    const ScaleLabMeta &m = typed(tr).meta;
    return {m.path_nobias_w, nullptr, m.path_nobias_loss};
}

/// The path step frame `index` shows. The path's 400 steps are not the scene's checkpoints, so the
/// transport walks them on a power schedule, steps × share^k: frame 1 shows step 1 (k is at least
/// what that takes, and at least 2), the first frames the first steps (where the path moves), later
/// frames stride through the slow crawl; the last frame shows the whole path.
int surfaceStepAt(const Trace &tr, int index)
{
    const int steps = int(typed(tr).meta.path_bias_w.size()) - 1;
    const int frames = int(tr.frames.size());
    if (steps <= 0)
        return 0;
    if (frames <= 1)
        return steps;
    const double share = std::clamp(double(index) / (frames - 1), 0.0, 1.0);
    const double k = frames - 1 >= 2 ? std::max(2.0, std::log(double(steps)) / std::log(double(frames - 1))) : 1.0;
    return std::clamp(int(std::ceil(steps * std::pow(share, k) - 1e-7)), 0, steps);
}

double surfacePosition(const PaintContext &ctx)
{
    const int a = surfaceStepAt(ctx.trace, ctx.index);
    if (!ctx.hasNext())
        return a;
    return a + (surfaceStepAt(ctx.trace, ctx.index + 1) - a) * clamp01(ctx.t);
}

/// Labels beside points, each on the first side that stays inside the plot and clear of the
/// labels and markers placed before it; the important ones first.
class LabelPlacer {
public:
    enum Side { Right, Left, Above, Below, AboveRight, BelowRight, AboveLeft, BelowLeft };
    explicit LabelPlacer(const QRectF &bounds) : m_bounds(bounds) {}
    void block(const QRectF &r) { m_taken.push_back(r); }
    void blockPoint(QPointF c, double radius) { block(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius)); }
    /// Draws the label and returns true, or returns false when no side is free (with `force`, the
    /// first side pushed inside the bounds is used anyway).
    bool place(QPainter &p, QPointF at, const QString &text, const Style &s, const QColor &color, const QFont &font, double gap,
               std::initializer_list<Side> sides, bool force = false)
    {
        // A label wider than the whole box (a narrow zoom panel in large type) gets smaller type,
        // and is shortened if even that is too wide: it never runs out of its panel.
        QFont f = font;
        QString shown = text;
        {
            const double room = m_bounds.width() - 10;
            const double w = QFontMetricsF(f).horizontalAdvance(shown);
            if (room > 0 && w > room) {
                f.setPointSizeF(f.pointSizeF() * std::max(0.75, room / w));
                shown = QFontMetricsF(f).elidedText(shown, Qt::ElideRight, room);
            }
        }
        const QFontMetricsF fm(f);
        const QSizeF size(fm.horizontalAdvance(shown) + 10, fm.height() + 4);
        std::optional<QRectF> chosen;
        for (Side side : sides) {
            const QRectF r = rectFor(at, size, gap, side);
            if (!m_bounds.contains(r))
                continue;
            if (std::any_of(m_taken.begin(), m_taken.end(), [&](const QRectF &t) { return t.intersects(r); }))
                continue;
            chosen = r;
            break;
        }
        if (!chosen && force && sides.size() > 0) {
            QRectF r = rectFor(at, size, gap, *sides.begin());
            r.moveLeft(std::clamp(r.left(), m_bounds.left(), std::max(m_bounds.left(), m_bounds.right() - r.width())));
            r.moveTop(std::clamp(r.top(), m_bounds.top(), std::max(m_bounds.top(), m_bounds.bottom() - r.height())));
            chosen = r;
        }
        if (!chosen)
            return false;
        m_taken.push_back(*chosen);
        p.save();
        QColor bg = s.background;
        bg.setAlpha(225);
        p.setPen(QPen(color, 1));
        p.setBrush(bg);
        p.drawRoundedRect(*chosen, 4, 4);
        p.setFont(f);
        p.setPen(color);
        p.drawText(*chosen, Qt::AlignCenter, shown);
        p.restore();
        return true;
    }

private:
    static QRectF rectFor(QPointF at, QSizeF size, double gap, Side side)
    {
        const double w = size.width(), h = size.height(), d = gap * 0.7;
        switch (side) {
        case Right: return {at.x() + gap, at.y() - h / 2, w, h};
        case Left: return {at.x() - gap - w, at.y() - h / 2, w, h};
        case Above: return {at.x() - w / 2, at.y() - gap - h, w, h};
        case Below: return {at.x() - w / 2, at.y() + gap, w, h};
        case AboveRight: return {at.x() + d, at.y() - d - h, w, h};
        case BelowRight: return {at.x() + d, at.y() + d, w, h};
        case AboveLeft: return {at.x() - d - w, at.y() - d - h, w, h};
        case BelowLeft: return {at.x() - d - w, at.y() + d, w, h};
        }
        return {};
    }
    QRectF m_bounds;
    std::vector<QRectF> m_taken;
};

using Pieces = QList<QPair<QString, QColor>>;

/// Text in coloured pieces on one line: the first wording (longest first) that fits at full size,
/// else the first that fits shrunk to 70 %, else the last one shrunk and elided.
void drawPieces(QPainter &p, const QRectF &r, const QList<Pieces> &variants, QFont f)
{
    auto width = [](const Pieces &pieces, const QFont &font) {
        const QFontMetricsF fm(font);
        double w = 0;
        for (const auto &pc : pieces)
            w += fm.horizontalAdvance(pc.first);
        return w;
    };
    if (variants.isEmpty())
        return;
    const Pieces *chosen = nullptr;
    for (const Pieces &v : variants)
        if (width(v, f) <= r.width()) {
            chosen = &v;
            break;
        }
    if (!chosen)
        for (const Pieces &v : variants)
            if (width(v, f) * 0.7 <= r.width()) {
                chosen = &v;
                break;
            }
    if (!chosen)
        chosen = &variants.back();
    const double w = width(*chosen, f);
    if (w > r.width() && w > 0)
        f.setPointSizeF(f.pointSizeF() * std::max(0.7, r.width() / w));
    const QFontMetricsF fm(f);
    p.save();
    p.setFont(f);
    double x = r.left();
    for (const auto &pc : *chosen) {
        const double room = r.right() - x;
        if (room <= fm.averageCharWidth())
            break;
        p.setPen(pc.second);
        const QString t = fm.elidedText(pc.first, Qt::ElideRight, room);
        p.drawText(QRectF(x, r.top(), room, r.height()), Qt::AlignLeft | Qt::AlignVCenter, t);
        x += fm.horizontalAdvance(t);
    }
    p.restore();
}

/// A line through the steps up to `pos`, on a halo of the background so it reads on any colour.
void drawPathLine(QPainter &p, const draw::Axes &ax, const SurfacePath &path, double pos, const QColor &c, Qt::PenStyle pen, double width,
                  const Style &s)
{
    if (path.w.empty())
        return;
    QPainterPath line(path.at(ax, 0));
    for (int i = 1; i <= std::min(int(std::floor(pos)), path.last()); ++i)
        line.lineTo(path.at(ax, i));
    if (pos > std::floor(pos))
        line.lineTo(path.at(ax, pos));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(s.background, width + 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(line);
    p.setPen(QPen(c, width, pen, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(line);
}

/// A step's marker: a dot on the path with a bias, a square on the bias-free one.
void drawMarker(QPainter &p, QPointF at, double radius, const QColor &c, bool square, const Style &s)
{
    p.setPen(QPen(s.background, 1.5));
    p.setBrush(c);
    if (square)
        p.drawRect(QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius));
    else
        p.drawEllipse(at, radius, radius);
}

/// Arrowheads on the first steps while they are long enough to carry one, so the jumps read as moves.
void drawFirstSteps(QPainter &p, const draw::Axes &ax, const SurfacePath &path, double pos, const QColor &c, double width, double head)
{
    for (int i = 1; i <= std::min({int(std::floor(pos)), path.last(), 5}); ++i) {
        const QPointF a = path.at(ax, i - 1), b = path.at(ax, i);
        if (QLineF(a, b).length() < head * 2.5)
            break;
        draw::drawArrow(p, a, b, c, width, head);
    }
}

/// Markers every `every` steps (and at step 1), skipping those closer than `gap` pixels to the last
/// one drawn: where they crowd, the path has slowed down.
void drawStepMarkers(QPainter &p, const draw::Axes &ax, const SurfacePath &path, double pos, int every, double radius, double gap,
                     const QColor &c, bool square, const Style &s, LabelPlacer *blocks = nullptr)
{
    std::optional<QPointF> last;
    for (int i = 1; i <= std::min(int(std::floor(pos)), path.last()); ++i) {
        if (i != 1 && i % every != 0)
            continue;
        const QPointF at = path.at(ax, i);
        if (last && QLineF(*last, at).length() < gap)
            continue;
        if (ax.plot.contains(at)) {
            drawMarker(p, at, radius, c, square, s);
            if (blocks)
                blocks->blockPoint(at, radius + 1);
        }
        last = at;
    }
}

void drawTargetRing(QPainter &p, QPointF at, double radius, const QColor &c, const Style &s)
{
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(s.background, 4.5));
    p.drawEllipse(at, radius, radius);
    p.setPen(QPen(c, 2.2));
    p.drawEllipse(at, radius, radius);
}

void ScaleLabPainter::paintSurface(QPainter &p, const QRectF &area, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const ScaleLabMeta &meta = typed(tr).meta;
    const Matrix *m = &meta.surface;
    QRectF r = panel::caption(p, area,
                              {QStringLiteral("Loss surface L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)"),
                               QStringLiteral("L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)")},
                              s);
    const SurfacePath withB = biasPath(tr), noB = noBiasPath(tr);
    if (!m || m->rows < 2 || m->cols < 2 || withB.w.size() < 2 || !withB.b || withB.b->size() != withB.w.size())
        return;
    const double bestW = meta.surface_best_w, bestB = meta.surface_best_b, noBiasW = meta.surface_nobias_w;
    const QColor cB = biasColor(s), cN = noBiasColor(s);
    const double lw = lineWidth(s) * 1.3;
    const double eta = meta.surface_eta;
    QList<panel::LegendItem> items{{cB, Qt::SolidLine, QStringLiteral("SGD on (w, b), η = %1").arg(num(eta))},
                                   {cN, Qt::DashLine, QStringLiteral("SGD on w alone (b = 0)")},
                                   {s.muted, Qt::NoPen, QStringLiteral("○ lowest point   ● now"), Qt::NoBrush}};
    r.adjust(0, panel::legendRow(p, r, items, s, 0.9) + 4, 0, 0);

    // The current step, in words above the pictures.
    const double pos = surfacePosition(ctx);
    const int step = int(std::lround(pos));
    const QFont readFont = s.scaledFont(1.0, true);
    const QFontMetricsF rm(readFont);
    const QString bw = num(withB.wAt(step)), bb = num(withB.bAt(step)), bl = num(withB.lossAt(step));
    const QString nw = num(noB.wAt(step)), nl = num(noB.lossAt(step));
    drawPieces(p, QRectF(r.left() + 2, r.top(), r.width() - 4, rm.height() + 2),
               {{{QStringLiteral("Checkpoint %1 of %2, path step %3 of %4:   ").arg(ctx.shownStep()).arg(ctx.lastStep()).arg(step).arg(withB.last()),
                  s.foreground},
                 {QStringLiteral("(w, b) = (%1, %2), L = %3").arg(bw, bb, bl), cB},
                 {QStringLiteral("   ·   "), s.muted},
                 {QStringLiteral("b = 0: w = %1, L = %2").arg(nw, nl), cN}},
                {{QStringLiteral("Checkpoint %1/%2, step %3/%4:  ").arg(ctx.shownStep()).arg(ctx.lastStep()).arg(step).arg(withB.last()), s.foreground},
                 {QStringLiteral("(%1, %2), L = %3").arg(bw, bb, bl), cB},
                 {QStringLiteral("  ·  "), s.muted},
                 {QStringLiteral("b = 0: w = %1").arg(nw), cN}}},
               readFont);
    r.adjust(0, rm.height() + 6, 0, 0);

    const QFont noteFont = s.scaledFont(0.95), smallFont = s.scaledFont(0.9), labelFont = s.scaledFont(0.9, true);
    const QFontMetricsF fm(smallFont), fm2(s.scaledFont(1.0)), nm(noteFont);
    const double noteH = nm.height() * 2 + 8;
    const QRectF body(r.left(), r.top(), r.width(), r.height() - noteH - 4);
    const double gapX = 16 * std::max(1.0, s.fontScale);
    const double zoomW = std::clamp(body.width() * 0.38, 150.0, 560.0 * std::max(1.0, s.fontScale));
    const QRectF mainArea(body.left(), body.top(), body.width() - zoomW - gapX, body.height());
    const QRectF zoomArea(body.right() - zoomW, body.top(), zoomW, body.height());
    const double bottomRoom = fm.height() + fm2.height() + 12;
    const double head = std::max(9.0, fm.height() * 0.6);

    // The zoom's window: the whole path after the first step, and the minimum, with room on the
    // right for the step labels.
    double zw0 = bestW, zw1 = bestW, zb0 = bestB, zb1 = bestB;
    for (int i = 1; i <= withB.last(); ++i) {
        zw0 = std::min(zw0, withB.wAt(i));
        zw1 = std::max(zw1, withB.wAt(i));
        zb0 = std::min(zb0, withB.bAt(i));
        zb1 = std::max(zb1, withB.bAt(i));
    }
    const double zws = std::max(zw1 - zw0, 1e-3), zbs = std::max(zb1 - zb0, 1e-3);
    zw0 -= 0.35 * zws;
    zw1 += 0.75 * zws;
    zb0 -= 0.12 * zbs;
    zb1 += 0.12 * zbs;

    // ---- the whole bowl
    draw::Axes ax;
    ax.x0 = meta.surface_w_min;
    ax.x1 = meta.surface_w_max;
    ax.y0 = meta.surface_b_min;
    ax.y1 = meta.surface_b_max;
    {
        const QRectF titleR(mainArea.left(), mainArea.top(), mainArea.width(), fm.height() + 2);
        p.setPen(s.muted);
        const bool dark = s.name == QLatin1String("dark");
        panel::fitFirst(p, titleR,
                        {QStringLiteral("The whole bowl: rings of equal loss, %1 = low, %2 = high")
                             .arg(dark ? QStringLiteral("black") : QStringLiteral("white"), dark ? QStringLiteral("brown") : QStringLiteral("sand")),
                         QStringLiteral("The whole bowl: rings of equal loss"), QStringLiteral("The whole bowl")},
                        smallFont, Qt::AlignLeft | Qt::AlignVCenter, 0.8);
        ax.plot = QRectF(0, mainArea.top() + fm.height() + 6, 1, mainArea.height() - fm.height() - 6 - bottomRoom);
        const double left = panel::yAxisRoom(ax, s);
        ax.plot.setLeft(mainArea.left() + left);
        ax.plot.setRight(mainArea.right() - 4);
    }
    if (ax.plot.width() < 40 || ax.plot.height() < 30)
        return;
    // The bowl (heatmap, axes, rings of equal loss) is the same in every frame: one raster per picture.
    std::size_t key = std::hash<double>{}(double(m->rows) * 65537.0 + m->cols);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : m->data)
        mixIn(v);
    for (double v : {ax.plot.left(), ax.plot.top(), ax.plot.width(), ax.plot.height(), ax.x0, ax.x1, ax.y0, ax.y1, s.font.pointSizeF(), s.fontScale})
        mixIn(v);
    for (const QColor &c : {s.background, s.foreground, s.muted, s.grid})
        mixIn(double(c.rgba()));
    mixIn(double(qHash(s.name)));
    draw::drawCachedLayer(p, mainArea.adjusted(-4, -4, 4, 4), key, [&](QPainter &p) {
        // Heatmap on a log scale (the bowl is steep), then contour lines by marching squares.
        double hi = 0;
        for (double v : m->data)
            hi = std::max(hi, v);
        const auto level = [&](double v) { return std::log1p(v) / std::log1p(std::max(hi, 1e-12)); };
        QImage img(m->cols, m->rows, QImage::Format_RGB32);
        for (int row = 0; row < m->rows; ++row)
            for (int c = 0; c < m->cols; ++c)
                img.setPixelColor(c, m->rows - 1 - row, heat(s, level(m->at(row, c))));
        p.save();
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        const double cw = ax.plot.width() / (m->cols - 1), ch = ax.plot.height() / (m->rows - 1);
        p.setClipRect(ax.plot);
        p.drawImage(ax.plot.adjusted(-cw / 2, -ch / 2, cw / 2, ch / 2), img);
        p.restore();
        panel::drawAxes(p, ax, s, QStringLiteral("weight w"), QStringLiteral("bias b"), panel::yTitleOffset(ax, s));
        p.save();
        p.setClipRect(ax.plot);
        const double levels[] = {0.05, 0.25, 1, 2.5, 5, 10, 20, 40};
        QColor lineC = s.foreground;
        lineC.setAlpha(s.name == QLatin1String("dark") ? 90 : 80);
        p.setPen(QPen(lineC, 1));
        auto pt = [&](int row, int c) { return ax.map(ax.x0 + (ax.x1 - ax.x0) * c / (m->cols - 1), ax.y0 + (ax.y1 - ax.y0) * row / (m->rows - 1)); };
        for (double L : levels) {
            if (L > hi)
                break;
            for (int row = 0; row + 1 < m->rows; ++row)
                for (int c = 0; c + 1 < m->cols; ++c) {
                    const double v[4] = {m->at(row, c), m->at(row, c + 1), m->at(row + 1, c + 1), m->at(row + 1, c)};
                    const QPointF q[4] = {pt(row, c), pt(row, c + 1), pt(row + 1, c + 1), pt(row + 1, c)};
                    QPointF cross[4];
                    int n = 0;
                    for (int e = 0; e < 4; ++e) {
                        const double a = v[e], b = v[(e + 1) % 4];
                        if ((a < L) != (b < L)) {
                            const double f = (L - a) / (b - a);
                            cross[n++] = q[e] + (q[(e + 1) % 4] - q[e]) * f;
                        }
                    }
                    if (n >= 2)
                        p.drawLine(cross[0], cross[1]);
                    if (n == 4)
                        p.drawLine(cross[2], cross[3]);
                }
        }
        p.restore();
    });
    p.save();
    p.setClipRect(ax.plot);
    // Where the zoom looks.
    const QRectF zoomBox = QRectF(ax.map(zw0, zb1), ax.map(zw1, zb0)).normalized();
    p.setPen(QPen(s.foreground, 1.2, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRect(zoomBox);
    // The paths: the bias-free one underneath, dashed; arrows on the first jumps; markers every 10th step.
    const int every = withB.last() >= 200 ? 10 : withB.last() >= 40 ? 5 : 1;
    const double markR = std::max(3.5, fm.height() * 0.22);
    LabelPlacer mainLabels(ax.plot.adjusted(2, 2, -2, -2));
    drawPathLine(p, ax, noB, std::min(pos, double(noB.last())), cN, Qt::DashLine, lw, s);
    drawFirstSteps(p, ax, noB, std::min(pos, double(noB.last())), cN, lw, head);
    drawStepMarkers(p, ax, noB, std::min(pos, double(noB.last())), every, markR, markR * 3, cN, true, s, &mainLabels);
    drawPathLine(p, ax, withB, pos, cB, Qt::SolidLine, lw, s);
    drawFirstSteps(p, ax, withB, pos, cB, lw, head);
    drawStepMarkers(p, ax, withB, pos, every, markR, markR * 3, cB, false, s, &mainLabels);
    p.setClipping(false);
    // Start, minima and where the paths are now.
    const QPointF start = withB.at(ax, 0), best = ax.map(bestW, bestB), nb = ax.map(noBiasW, 0.0);
    const double ring = std::max(8.0, fm.height() * 0.5), nowR = std::max(6.0, fm.height() * 0.38);
    p.setPen(QPen(s.foreground, 1.5));
    p.setBrush(s.background);
    p.drawRect(QRectF(start.x() - markR - 1, start.y() - markR - 1, 2 * markR + 2, 2 * markR + 2));
    drawTargetRing(p, best, ring, cB, s);
    drawTargetRing(p, nb, ring, cN, s);
    drawMarker(p, noB.at(ax, std::min(pos, double(noB.last()))), nowR, cN, true, s);
    drawMarker(p, withB.at(ax, pos), nowR, cB, false, s);
    for (QPointF c : {start, best, nb, withB.at(ax, pos), noB.at(ax, std::min(pos, double(noB.last())))})
        mainLabels.blockPoint(c, ring);
    mainLabels.block(zoomBox);
    const double gap = ring + 4;
    mainLabels.place(p, best, QStringLiteral("(%1, %2): L = 0").arg(num(bestW), num(bestB)), s, cB, labelFont, gap,
                     {LabelPlacer::AboveRight, LabelPlacer::AboveLeft, LabelPlacer::Above, LabelPlacer::Right}, true);
    mainLabels.place(p, nb, QStringLiteral("w = %1 ≈ %2 at b = 0").arg(fraction(noBiasW), num(noBiasW)), s, cN, labelFont, gap,
                     {LabelPlacer::BelowRight, LabelPlacer::Below, LabelPlacer::BelowLeft, LabelPlacer::Right}, true);
    mainLabels.place(p, start, QStringLiteral("start (%1, %2)").arg(num(withB.wAt(0)), num(withB.bAt(0))), s, s.foreground, labelFont, gap,
                     {LabelPlacer::BelowRight, LabelPlacer::AboveRight, LabelPlacer::Below}, true);
    if (pos >= 1) {
        // "step 1" along each first jump, on its outer side.
        auto stepOne = [&](const SurfacePath &path, const QColor &c, bool above) {
            using S = LabelPlacer;
            const QFontMetricsF lm(labelFont);
            for (double g : {6.0, lm.height() + 14})
                for (double f : {0.5, 0.65, 0.35, 0.8}) {
                    const QPointF at = path.at(ax, 0) + (path.at(ax, 1) - path.at(ax, 0)) * f;
                    if (above ? mainLabels.place(p, at, QStringLiteral("step 1"), s, c, labelFont, g, {S::Above, S::AboveLeft, S::AboveRight})
                              : mainLabels.place(p, at, QStringLiteral("step 1"), s, c, labelFont, g, {S::Below, S::BelowLeft, S::BelowRight}))
                        return;
                }
        };
        stepOne(withB, cB, true);
        stepOne(noB, cN, false);
    }
    p.restore();

    // ---- the zoom on the valley floor
    draw::Axes zx;
    zx.x0 = zw0;
    zx.x1 = zw1;
    zx.y0 = zb0;
    zx.y1 = zb1;
    {
        const QRectF titleR(zoomArea.left(), zoomArea.top(), zoomArea.width(), fm.height() + 2);
        p.setPen(s.muted);
        panel::fitFirst(p, titleR,
                        {QStringLiteral("Zoom on the dashed box: the crawl along the valley floor"), QStringLiteral("Zoom: the crawl to (2, 1)"),
                         QStringLiteral("Zoom")},
                        smallFont, Qt::AlignLeft | Qt::AlignVCenter, 0.8);
        zx.plot = QRectF(0, zoomArea.top() + fm.height() + 6, 1, zoomArea.height() - fm.height() - 6 - bottomRoom);
        zx.plot.setLeft(zoomArea.left() + panel::yAxisRoom(zx, s));
        zx.plot.setRight(zoomArea.right() - 4);
    }
    if (zx.plot.width() < 40 || zx.plot.height() < 30)
        return;
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(heat(s, 0.04));
    p.drawRect(zx.plot);
    panel::drawAxes(p, zx, s, QStringLiteral("weight w"), QStringLiteral("bias b"), panel::yTitleOffset(zx, s));
    p.setPen(QPen(s.foreground, 1.2, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRect(zx.plot);
    p.setClipRect(zx.plot);
    const double zMark = std::max(3.5, fm.height() * 0.24);
    LabelPlacer zoomLabels(zx.plot.adjusted(2, 2, -2, -2));
    drawPathLine(p, zx, withB, pos, cB, Qt::SolidLine, lw, s);
    drawFirstSteps(p, zx, withB, pos, cB, lw, head);
    drawStepMarkers(p, zx, withB, pos, every, zMark, zMark * 2.2, cB, false, s, &zoomLabels);
    p.setClipping(false);
    const QPointF zBest = zx.map(bestW, bestB), zNow = withB.at(zx, pos);
    drawTargetRing(p, zBest, ring, cB, s);
    if (zx.plot.contains(zNow))
        drawMarker(p, zNow, nowR, cB, false, s);
    zoomLabels.blockPoint(zBest, ring);
    zoomLabels.blockPoint(zNow, nowR);
    zoomLabels.place(p, zBest, QStringLiteral("(%1, %2): L = 0").arg(num(bestW), num(bestB)), s, cB, labelFont, ring + 4,
                     {LabelPlacer::AboveRight, LabelPlacer::Right, LabelPlacer::BelowRight, LabelPlacer::Above}, true);
    if (pos < 1) {
        p.setPen(s.muted);
        panel::fitText(p, zx.plot.adjusted(8, 8, -8, -8), QStringLiteral("The first step lands in this box"), smallFont, Qt::AlignCenter, 0.7);
    }
    if (pos >= 1 && zx.plot.contains(zNow))
        zoomLabels.place(p, zNow, QStringLiteral("now: step %1").arg(step), s, cB, s.scaledFont(0.95, true), nowR + 4,
                         {LabelPlacer::Right, LabelPlacer::BelowRight, LabelPlacer::AboveRight, LabelPlacer::Left, LabelPlacer::Below}, true);
    // "step N" at round numbers, where they have room and are not on top of the one before.
    std::optional<QPointF> lastLabelled;
    for (int k : {1, 2, 3, 5, 10, 20, 30, 50, 100, 150, 200, 300, 400, 500, 1000}) {
        if (k > withB.last() || k > std::floor(pos) || k == step)
            continue;
        const QPointF at = withB.at(zx, k);
        if (!zx.plot.contains(at) || QLineF(at, zBest).length() < fm.height() * 1.2)
            continue;
        if (lastLabelled && QLineF(*lastLabelled, at).length() < fm.height() * 1.3)
            continue;
        if (zoomLabels.place(p, at, QStringLiteral("step %1").arg(k), s, cB, labelFont, zMark + 4,
                             {LabelPlacer::Right, LabelPlacer::BelowRight, LabelPlacer::AboveRight, LabelPlacer::Left})) {
            drawTargetRing(p, at, zMark + 2, cB, s);
            lastLabelled = at;
        }
    }
    p.restore();

    // ---- why 7/3
    const QRectF note(r.left(), r.bottom() - noteH, r.width(), noteH);
    const double nbLoss = noB.lossAt(noB.last());
    p.save();
    p.setPen(s.foreground);
    panel::fitFirst(p, QRectF(note.left(), note.top(), note.width(), noteH / 2),
                    {QStringLiteral("Without a bias the model is stuck on the line b = 0: its lowest point there is w = Σxy / Σx² = %1, "
                                    "where L = %2, not 0.")
                         .arg(fraction(noBiasW), num(nbLoss)),
                     QStringLiteral("Without a bias: stuck on b = 0, lowest at w = Σxy / Σx² = %1 (L = %2).")
                         .arg(fraction(noBiasW), num(nbLoss))},
                    noteFont, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.setPen(s.muted);
    panel::fitFirst(p, QRectF(note.left(), note.top() + noteH / 2, note.width(), noteH / 2),
                    {QStringLiteral("The steeper w makes up for the missing intercept %1; with b free, step 1 jumps across the valley and SGD "
                                    "then crawls along its floor to (%2, %3).")
                         .arg(num(bestB), num(bestW), num(bestB)),
                     QStringLiteral("With b free: one jump across the valley, then a slow crawl to (%1, %2).").arg(num(bestW), num(bestB))},
                    s.scaledFont(0.9), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.restore();
}

QString surfaceNarration(const Trace &tr, int index)
{
    const SurfacePath withB = biasPath(tr), noB = noBiasPath(tr);
    if (withB.w.empty() || noB.w.empty())
        return QStringLiteral("<b>Loss surface.</b> This trace carries no surface paths.");
    const int step = surfaceStepAt(tr, index);
    const ScaleLabMeta &meta = typed(tr).meta;
    const double bestW = meta.surface_best_w, bestB = meta.surface_best_b, noBiasW = meta.surface_nobias_w;
    const QString best = QStringLiteral("(%1, %2)").arg(num(bestW), num(bestB));
    QString out = QStringLiteral("<b>Checkpoint %1 of %2: the loss surface at path step %3 of %4.</b> With a bias the path is at "
                                 "(w, b) = (<b>%5</b>, <b>%6</b>), L = <b>%7</b>; without one at w = <b>%8</b>, L = <b>%9</b>.<br>")
                      .arg(index)
                      .arg(int(tr.frames.size()) - 1)
                      .arg(step)
                      .arg(withB.last())
                      .arg(num(withB.wAt(step)), num(withB.bAt(step)), num(withB.lossAt(step)), num(noB.wAt(step)), num(noB.lossAt(step)));
    out += QStringLiteral("The colours and rings show the squared loss L(w, b) = ½ mean (w x + b − y)² of the line y = w x + b on the "
                          "lecture's four points (1, 3), (2, 5), (3, 7), (4, 9): each ring joins the (w, b) with the same loss. The bowl "
                          "is a long, narrow valley: steep across it, almost flat along its floor.<br>");
    out += QStringLiteral("<b>With a bias</b>, synchronous SGD (η = %1, one worker per point) starts at (%2, %3). Its first step jumps "
                          "across the valley to (%4, %5), L = %6; then it crawls along the flat floor to the bottom, <b>%7</b>, where the "
                          "line y = %8 x + %9 goes through all four points and L = 0.<br>")
               .arg(num(meta.surface_eta), num(withB.wAt(0)), num(withB.bAt(0)), num(withB.wAt(1)), num(withB.bAt(1)),
                    num(withB.lossAt(1)), best, num(bestW), num(bestB));
    out += QStringLiteral("<b>Without a bias</b> the model can only move along the line b = 0. The lowest point on that line is "
                          "w = Σxy / Σx² = <b>%1 ≈ %2</b>, not %3: a steeper line through the origin makes up for the missing intercept "
                          "but cannot fit all four points, so the loss stays at %4.")
               .arg(fraction(noBiasW), num(noBiasW), num(bestW), num(noB.lossAt(noB.last())));
    return out;
}

QString ScaleLabPainter::narration(const Trace &tr, int index, const QVariantMap &options) const
{
    if (tr.frames.empty())
        return tr.diverged() ? QStringLiteral("<b>No checkpoints.</b> ") + QString::fromStdString(tr.message()).toHtmlEscaped() : QString();
    index = std::clamp(index, 0, int(tr.frames.size()) - 1);
    if (viewOf(options) == QLatin1String("surface"))
        return surfaceNarration(tr, index);
    const ScaleLabTrace &tt = typed(tr);
    const ScaleLabCheckpoint &f = tt.frames[std::size_t(index)];
    QString out = QStringLiteral("<b>Checkpoint %1 of %2.</b> ").arg(count(index), count(double(tr.frames.size() - 1)));
    out += logisticLoss(tr) ? QStringLiteral("Every loss here is the <i>logistic loss (log loss)</i>: the mean over all rows of −log of the "
                                             "probability the model gives the true label. ")
                            : QStringLiteral("Every loss here is the <i>squared loss</i>: half the mean over all rows of (prediction − y)². ");
    for (const QString &d : designsOf(tr)) {
        const ScaleLabPoint pt = scaleLabPoint(f, d.toStdString()).value_or(ScaleLabPoint{});
        out += QStringLiteral("%1: loss <b>%2</b> after %3 on the simulated cluster (%4, %5 moved). ")
                   .arg(designTitle(d), num(pt.loss), secondsText(pt.time), updatesText(pt.updates), bytesText(pt.bytes));
    }
    // What each design's extra number means (read from the trace, not computed here).
    if (f.step > 0) {
        QStringList why;
        if (f.async_mean_staleness)
            why << QStringLiteral("an asynchronous update was computed on weights that were on average <b>%1</b> updates old when it "
                                  "landed (its staleness), which is why it gains less per update than a synchronous step")
                       .arg(num(*f.async_mean_staleness));
        if (f.decentralized_disagreement)
            why << QStringLiteral("the decentralized nodes still disagree: their models sit <b>%1</b> (root mean square) from their "
                                  "average, and gossip shrinks that gap a little each round")
                       .arg(num(*f.decentralized_disagreement));
        if (f.quantized_relative_error)
            why << QStringLiteral("each quantized gradient arrives with a relative error of <b>%1</b>, in exchange for fewer bytes")
                       .arg(num(*f.quantized_relative_error));
        if (f.sync_time)
            why << QStringLiteral("every synchronous round waits for the slowest worker (%1 of compute)")
                       .arg(secondsText(tt.meta.slowest_compute_s));
        if (!why.isEmpty())
            out += QStringLiteral("<br>Why they differ: ") + why.join(QStringLiteral("; ")) + QStringLiteral(".");
    }
    out += QStringLiteral("<br>The gradients were computed for real at %1 rows/s (%2); the wall-clock comes from the cost model: "
                          "a worker's compute time is its shard over its speed, the network time bytes over bandwidth.")
               .arg(num(tt.summary.throughput_rows_per_s), QString::fromStdString(tt.summary.backend).toHtmlEscaped());
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> makeScaleLabPainter() { return std::make_unique<ScaleLabPainter>(); }

} // namespace sgd::ui
