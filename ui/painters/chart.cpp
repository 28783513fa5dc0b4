#include "chart.h"

#include "draw.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace sgd::ui::chart {

double niceNumber(double x, bool round)
{
    if (!(x > 0) || !std::isfinite(x))
        return 1;
    const double mag = std::pow(10.0, std::floor(std::log10(x)));
    const double f = x / mag;
    double nice;
    if (round)
        nice = f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10;
    else
        nice = f <= 1 + 1e-12 ? 1 : f <= 2 + 1e-12 ? 2 : f <= 5 + 1e-12 ? 5 : 10;
    return nice * mag;
}

double Scale::map(double v) const
{
    if (kind == ScaleKind::Log) {
        if (!(v > 0) || !(lo > 0) || !(hi > lo))
            return from;
        return from + (std::log10(v) - std::log10(lo)) / (std::log10(hi) - std::log10(lo)) * (to - from);
    }
    return hi == lo ? from : from + (v - lo) / (hi - lo) * (to - from);
}

double Scale::unmap(double px) const
{
    const double f = to == from ? 0.0 : (px - from) / (to - from);
    if (kind == ScaleKind::Log && lo > 0 && hi > lo)
        return std::pow(10.0, std::log10(lo) + f * (std::log10(hi) - std::log10(lo)));
    return lo + f * (hi - lo);
}

std::vector<double> linearTicks(double lo, double hi, int target)
{
    std::vector<double> out;
    if (!std::isfinite(lo) || !std::isfinite(hi) || !(hi > lo))
        return out;
    const double step = niceNumber((hi - lo) / std::max(1, target), true);
    const double first = std::ceil(lo / step - 1e-9);
    for (int i = 0; i < 1000; ++i) {
        const double v = (first + i) * step;
        if (v > hi + 1e-9 * step)
            break;
        out.push_back(std::abs(v) < 1e-9 * step ? 0.0 : v);
    }
    return out;
}

std::vector<double> logTicks(double lo, double hi, int target)
{
    std::vector<double> out;
    if (!(lo > 0) || !(hi > lo) || !std::isfinite(hi))
        return out;
    const int first = int(std::ceil(std::log10(lo) - 1e-9)), last = int(std::floor(std::log10(hi) + 1e-9));
    const int decades = last - first + 1;
    const int every = std::max(1, int(std::ceil(double(decades) / std::max(1, target))));
    const bool fine = std::log10(hi) - std::log10(lo) < 2.0;
    for (int e = first - 1; e <= last; ++e) {
        const double p = std::pow(10.0, e);
        for (double m : {1.0, 2.0, 5.0}) {
            const double v = m * p;
            if ((m > 1 && !fine) || (m == 1 && (e - first) % every != 0) || v < lo * (1 - 1e-9) || v > hi * (1 + 1e-9))
                continue;
            out.push_back(v);
        }
    }
    return out;
}

namespace {

/// The data range of one axis over every series (x or y of the points), or [0, 1] without data.
std::pair<double, double> dataRange(const Spec &spec, bool xAxis, bool positiveOnly)
{
    double lo = std::numeric_limits<double>::max(), hi = std::numeric_limits<double>::lowest();
    for (const Series &se : spec.series)
        for (const QPointF &q : se.points) {
            const double v = xAxis ? q.x() : q.y();
            if (!std::isfinite(v) || (positiveOnly && !(v > 0)))
                continue;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    if (lo > hi)
        return {positiveOnly ? 1.0 : 0.0, positiveOnly ? 10.0 : 1.0};
    return {lo, hi};
}

/// The scale of an axis (range only; the pixels come later).
Scale rangeOf(const Axis &a, const Spec &spec, bool xAxis)
{
    Scale sc;
    sc.kind = a.kind;
    auto [lo, hi] = dataRange(spec, xAxis, a.kind == ScaleKind::Log);
    if (a.kind == ScaleKind::Log) {
        lo = std::pow(10.0, std::floor(std::log10(lo) + 1e-9));
        hi = std::max(lo * 10, std::pow(10.0, std::ceil(std::log10(hi) - 1e-9)));
    } else {
        if (a.fromZero)
            lo = std::min(lo, 0.0), hi = std::max(hi, 0.0);
        if (!(hi > lo))
            hi = lo + (lo == 0 ? 1.0 : std::abs(lo) * 0.1);
        hi += (hi - lo) * a.pad;
    }
    sc.lo = std::isnan(a.lo) ? lo : a.lo;
    sc.hi = std::isnan(a.hi) ? hi : a.hi;
    if (!(sc.hi > sc.lo))
        sc.hi = sc.lo + 1;
    return sc;
}

std::vector<Tick> ticksOf(const Axis &a, const Scale &sc, int target)
{
    const std::vector<double> values = a.kind == ScaleKind::Log ? logTicks(sc.lo, sc.hi, target) : linearTicks(sc.lo, sc.hi, target);
    std::vector<Tick> out;
    for (double v : values)
        out.push_back({v, a.label ? a.label(v) : draw::num(v)});
    return out;
}

double widest(const std::vector<Tick> &ticks, const QFontMetricsF &fm)
{
    double w = 0;
    for (const Tick &t : ticks)
        w = std::max(w, fm.horizontalAdvance(t.label));
    return w;
}

QString fitted(const QString &title, const QString &shortTitle, double room, const QFontMetricsF &fm)
{
    if (fm.horizontalAdvance(title) <= room || shortTitle.isEmpty())
        return fm.elidedText(title, Qt::ElideRight, room);
    return fm.elidedText(shortTitle, Qt::ElideRight, room);
}

/// The legend's size for the named series (zero when there is none to show).
QSizeF legendSize(const Spec &spec, const QFontMetricsF &lfm, double &row)
{
    row = lfm.height() + 2;
    double wmax = 0;
    int n = 0;
    for (const Series &se : spec.series)
        if (!se.name.isEmpty()) {
            wmax = std::max(wmax, lfm.horizontalAdvance(se.name));
            ++n;
        }
    if (!spec.legend || n == 0)
        return {};
    return {wmax + 2 * lfm.height() + 20, n * row + 8};
}

} // namespace

Layout layoutChart(const Spec &spec, const QRectF &area, const Style &s, const QPaintDevice *device)
{
    Layout L;
    L.area = area;
    const QFontMetricsF tfm(s.tickFont(), device), bfm(s.bodyFont(), device);
    L.x = rangeOf(spec.x, spec, true);
    L.y = rangeOf(spec.y, spec, false);
    // The plot's height first (the x labels and title are one line each), then the y labels'
    // width at that height, then the x ticks at the width left.
    const double bottom = s.tickGap() + tfm.height() + s.tickGap() + bfm.height() + 2;
    const double top = tfm.height() / 2 + 2;
    const double plotH = std::max(10.0, area.height() - top - bottom);
    L.yTicks = ticksOf(spec.y, L.y, std::clamp(int(plotH / (tfm.height() * 1.6)), 2, 8));
    const double yOffset = std::isnan(spec.yRoom) ? std::min(s.yTitleMaxOffset(), widest(L.yTicks, tfm) + 14) : spec.yRoom;
    const double left = yOffset + bfm.height() + 4;
    const double xLabelW = std::max(tfm.horizontalAdvance(QStringLiteral("00.00")), tfm.horizontalAdvance(draw::num(L.x.hi)));
    const double right = xLabelW / 2 + 2;
    L.plot = QRectF(area.left() + left, area.top() + top, std::max(10.0, area.width() - left - right), plotH);
    L.x.from = L.plot.left(), L.x.to = L.plot.right();
    L.y.from = L.plot.bottom(), L.y.to = L.plot.top();
    L.xTicks = ticksOf(spec.x, L.x, std::clamp(int(L.plot.width() / (xLabelW + 16)), 2, 10));
    const double xTitleTop = L.plot.bottom() + s.tickGap() + tfm.height() + s.tickGap();
    L.xTitle = QRectF(L.plot.left(), xTitleTop, L.plot.width(), bfm.height() + 1);
    L.yTitle = QRectF(L.plot.left() - yOffset - bfm.height() - 2, L.plot.top(), bfm.height() + 2, L.plot.height());
    L.xTitleText = fitted(spec.x.title, spec.x.shortTitle, L.xTitle.width(), bfm);
    L.yTitleText = fitted(spec.y.title, spec.y.shortTitle, L.yTitle.height(), bfm);
    const QSizeF legend = legendSize(spec, QFontMetricsF(s.legendFont(), device), L.legendRow);
    if (!legend.isEmpty() && legend.width() < L.plot.width() - 12 && legend.height() < L.plot.height() - 12) {
        std::vector<QPointF> pixels;
        for (const Series &se : spec.series)
            for (const QPointF &q : se.points)
                if (std::isfinite(q.x()) && std::isfinite(q.y()))
                    pixels.push_back(L.map(q));
        L.legend = placeLegend(legend, L.plot, pixels);
    }
    return L;
}

QRectF placeLegend(QSizeF size, const QRectF &plot, const std::vector<QPointF> &points, double inset)
{
    const QRectF room = plot.adjusted(inset, inset, -inset, -inset);
    const double l = room.left(), r = room.right() - size.width(), t = room.top(), b = room.bottom() - size.height();
    const double cx = room.center().x() - size.width() / 2, cy = room.center().y() - size.height() / 2;
    const QPointF spots[] = {{r, t}, {l, t}, {r, b}, {l, b}, {cx, t}, {cx, b}, {r, cy}, {l, cy}};
    QRectF best;
    int fewest = std::numeric_limits<int>::max();
    for (const QPointF &spot : spots) {
        const QRectF box(spot, size);
        const QRectF near = box.adjusted(-3, -3, 3, 3);
        const int covered = int(std::count_if(points.begin(), points.end(), [&](const QPointF &q) { return near.contains(q); }));
        if (covered < fewest) {
            fewest = covered;
            best = box;
        }
    }
    return best;
}

void drawAxes(QPainter &p, const Layout &L, const Style &s)
{
    p.save();
    p.setFont(s.tickFont());
    const QFontMetricsF fm(p.font(), p.device());
    const QPen gridPen(s.grid, s.gridWidth());
    for (const Tick &t : L.xTicks) {
        const double px = L.x.map(t.value);
        p.setPen(gridPen);
        p.drawLine(QPointF(px, L.plot.top()), QPointF(px, L.plot.bottom()));
        // Centred on its tick; the last one ends inside the chart's area, not past it.
        const double tw = fm.horizontalAdvance(t.label) + 2;
        QRectF box(px - tw / 2, L.plot.bottom() + s.tickGap(), tw, fm.height());
        if (box.right() > L.area.right())
            box.moveRight(L.area.right());
        p.setPen(s.muted);
        p.drawText(box, Qt::AlignHCenter | Qt::AlignTop, t.label);
    }
    for (const Tick &t : L.yTicks) {
        const double py = L.y.map(t.value);
        p.setPen(gridPen);
        p.drawLine(QPointF(L.plot.left(), py), QPointF(L.plot.right(), py));
        p.setPen(s.muted);
        p.drawText(QRectF(L.yTitle.right(), py - fm.height() / 2, L.plot.left() - 6 - L.yTitle.right(), fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, t.label);
    }
    p.setPen(QPen(s.foreground, s.frameWidth()));
    p.setBrush(Qt::NoBrush);
    p.drawRect(L.plot);
    p.setFont(s.bodyFont());
    p.setPen(s.foreground);
    p.drawText(L.xTitle, Qt::AlignHCenter | Qt::AlignTop, L.xTitleText);
    p.translate(L.yTitle.center());
    p.rotate(-90);
    p.drawText(QRectF(-L.yTitle.height() / 2, -L.yTitle.width() / 2, L.yTitle.height(), L.yTitle.width()), Qt::AlignCenter, L.yTitleText);
    p.restore();
}

void drawAxesCached(QPainter &p, const Layout &L, const Style &s, bool opaque)
{
    std::size_t key = qHash(L.xTitleText) ^ (qHash(L.yTitleText) * 31u);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (const QRectF &r : {L.area, L.plot, L.xTitle, L.yTitle})
        for (double v : {r.left(), r.top(), r.width(), r.height()})
            mixIn(v);
    for (const std::vector<Tick> *ticks : {&L.xTicks, &L.yTicks})
        for (const Tick &t : *ticks)
            mixIn(t.value), mixIn(double(qHash(t.label)));
    for (const QColor &c : {s.foreground, s.muted, s.grid})
        mixIn(double(c.rgba()));
    mixIn(s.tickFont().pointSizeF());
    mixIn(s.bodyFont().pointSizeF());
    const QRectF rect = L.area.adjusted(-2, -2, 2, 2);
    if (!opaque) {
        draw::drawCachedLayer(p, rect, key, [&](QPainter &q) { drawAxes(q, L, s); });
        return;
    }
    mixIn(double(s.background.rgba()));
    p.save();
    p.setCompositionMode(QPainter::CompositionMode_Source);
    draw::drawCachedLayer(p, rect, key, [&](QPainter &q) {
        q.fillRect(rect.adjusted(-4, -4, 4, 4), s.background); // every pixel of the layer opaque
        q.setCompositionMode(QPainter::CompositionMode_SourceOver);
        drawAxes(q, L, s);
    });
    p.restore();
}

void drawSeries(QPainter &p, const Layout &L, const Series &series, const Style &s)
{
    p.save();
    p.setClipRect(L.plot.adjusted(1, 1, -1, -1));
    const double lw = s.curveWidth() * series.width;
    QPainterPath path;
    bool started = false;
    for (const QPointF &q : series.points) {
        if (!std::isfinite(q.x()) || !std::isfinite(q.y()))
            continue;
        const QPointF at = L.map(q);
        started ? path.lineTo(at) : path.moveTo(at);
        started = true;
    }
    p.setPen(QPen(series.color, lw, series.dash, series.dash == Qt::SolidLine ? Qt::RoundCap : Qt::FlatCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    draw::drawCurve(p, path);
    if (series.markers && series.points.size() < 200) {
        const double r = s.markerRadius();
        p.setPen(QPen(s.background, 1));
        p.setBrush(series.color);
        for (const QPointF &q : series.points)
            if (std::isfinite(q.x()) && std::isfinite(q.y()))
                p.drawEllipse(L.map(q), r, r);
    }
    p.restore();
}

void drawLegend(QPainter &p, const Layout &L, const Spec &spec, const Style &s)
{
    if (L.legend.isEmpty())
        return;
    p.save();
    p.setFont(s.legendFont());
    const QFontMetricsF fm(p.font(), p.device());
    const double sample = 2 * fm.height();
    p.setPen(QPen(s.grid, s.gridWidth()));
    p.setBrush(draw::withAlpha(s.background, s.veilAlpha()));
    p.drawRoundedRect(L.legend, s.cornerRadius(), s.cornerRadius());
    double y = L.legend.top() + 4;
    for (const Series &se : spec.series) {
        if (se.name.isEmpty())
            continue;
        p.setPen(QPen(se.color, s.curveWidth() * 1.2, se.dash, Qt::FlatCap));
        p.drawLine(QPointF(L.legend.left() + 8, y + L.legendRow / 2), QPointF(L.legend.left() + 8 + sample, y + L.legendRow / 2));
        p.setPen(s.foreground);
        p.drawText(QRectF(L.legend.left() + 14 + sample, y, L.legend.right() - L.legend.left() - 14 - sample, L.legendRow),
                   Qt::AlignLeft | Qt::AlignVCenter, se.name);
        y += L.legendRow;
    }
    p.restore();
}

void drawChart(QPainter &p, const Layout &L, const Spec &spec, const Style &s)
{
    drawAxes(p, L, s);
    for (const Series &se : spec.series)
        drawSeries(p, L, se, s);
    drawLegend(p, L, spec, s);
}

} // namespace sgd::ui::chart
