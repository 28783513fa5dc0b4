#include "chart.h"

#include "chart_view.h"
#include "draw.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <numeric>

namespace sgd::ui::chart {

namespace {

/// What the reader asked of one chart while it is laid out: series left out, an x window.
struct Reader {
    QStringList hidden;
    double xLo = -std::numeric_limits<double>::infinity(), xHi = std::numeric_limits<double>::infinity();
};

/// The data range of one axis over every series shown (x or y of the points; y only of the points
/// inside the reader's x window), or [0, 1] without data.
std::pair<double, double> dataRange(const Spec &spec, bool xAxis, bool positiveOnly, const Reader &reader = {})
{
    double lo = std::numeric_limits<double>::max(), hi = std::numeric_limits<double>::lowest();
    for (const Series &se : spec.series) {
        if (!se.name.isEmpty() && reader.hidden.contains(se.name))
            continue;
        for (const QPointF &q : se.points) {
            const double v = xAxis ? q.x() : q.y();
            if (!std::isfinite(v) || (positiveOnly && !(v > 0)))
                continue;
            if (!xAxis && (q.x() < reader.xLo || q.x() > reader.xHi))
                continue;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    if (lo > hi)
        return {positiveOnly ? 1.0 : 0.0, positiveOnly ? 10.0 : 1.0};
    return {lo, hi};
}

/// The scale of an axis (range only; the pixels come later).
Scale rangeOf(const Axis &a, const Spec &spec, bool xAxis, const Reader &reader = {})
{
    Scale sc;
    sc.kind = a.kind;
    auto [lo, hi] = dataRange(spec, xAxis, a.kind == ScaleKind::Log, reader);
    if (a.kind == ScaleKind::Log) {
        lo = std::pow(10.0, std::floor(std::log10(lo) + 1e-9));
        hi = std::max(lo * 10, std::pow(10.0, std::ceil(std::log10(hi) - 1e-9)));
    } else {
        if (a.fromZero)
            lo = std::min(lo, 0.0), hi = std::max(hi, 0.0);
        if (!(hi > lo))
            hi = lo + (lo == 0 ? 1.0 : std::abs(lo) * 0.1);
        if (a.kind == ScaleKind::SymLog) // the room at the top as it looks: in the transformed range
            hi = symlogInverse(symlog(hi) + (symlog(hi) - symlog(lo)) * a.pad);
        else
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
    const bool floor = !std::isnan(a.ticksFrom) && a.ticksFrom > sc.lo;
    const double lo = floor ? a.ticksFrom : sc.lo;
    std::vector<double> values;
    if (lo < sc.hi)
        values = a.kind == ScaleKind::Log      ? logTicks(lo, sc.hi, target)
                 : a.kind == ScaleKind::SymLog ? symlogTicks(lo, sc.hi, target)
                                               : linearTicks(lo, sc.hi, target);
    const int digits = a.distinct && !a.label ? distinctDigits(values) : 0;
    std::vector<Tick> out;
    for (double v : values)
        out.push_back({v, a.label ? a.label(v) : digits > 0 ? formatDistinct(v, digits) : draw::num(v)});
    return out;
}

/// Fewer x ticks while their labels would run into each other (labels wider than the layout's
/// guess: many digits, long counts); at least two.
std::vector<Tick> spacedTicks(const Axis &a, const Scale &sc, int target, const QFontMetricsF &fm)
{
    for (;; --target) {
        std::vector<Tick> ticks = ticksOf(a, sc, target);
        bool clear = true;
        for (std::size_t i = 1; i < ticks.size() && clear; ++i) {
            const double gap = std::abs(sc.map(ticks[i].value) - sc.map(ticks[i - 1].value));
            clear = gap > (fm.horizontalAdvance(ticks[i].label) + fm.horizontalAdvance(ticks[i - 1].label)) / 2 + 4;
        }
        if (clear || target <= 2)
            return ticks;
    }
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

/// The spec's bands and rules in pixels: bands clipped to the plot, rules inside it, each rule's
/// note at its top (or left) end, moved off the legend.
void placeBandsAndRules(Layout &L, const Spec &spec, const QFontMetricsF &nfm, const Style &s)
{
    const QRectF &pl = L.plot;
    for (const Band &b : spec.bands) {
        const bool across = b.orientation == Qt::Horizontal;
        const Scale &sc = across ? L.y : L.x;
        const double a = std::isnan(b.from) ? sc.from : sc.map(b.from), z = std::isnan(b.to) ? sc.to : sc.map(b.to);
        const QRectF r = (across ? QRectF(pl.left(), std::min(a, z), pl.width(), std::abs(z - a))
                                 : QRectF(std::min(a, z), pl.top(), std::abs(z - a), pl.height())) &
                         pl;
        if (!r.isEmpty())
            L.bands.push_back({r, b.fill});
    }
    for (const Rule &r : spec.rules) {
        const bool vertical = r.orientation == Qt::Vertical;
        const double at = vertical ? L.x.map(r.at) : L.y.map(r.at);
        if (!std::isfinite(at) || at < (vertical ? pl.left() : pl.top()) - 0.5 ||
            at > (vertical ? pl.right() : pl.bottom()) + 0.5)
            continue;
        PlacedRule pr{vertical ? QLineF(at, pl.top(), at, pl.bottom()) : QLineF(pl.left(), at, pl.right(), at),
                      r.color,
                      r.dash,
                      r.width > 0 ? r.width : s.frameWidth(),
                      r.note,
                      {}};
        if (!r.note.isEmpty()) {
            const QSizeF size(nfm.horizontalAdvance(r.note) + 2, nfm.height());
            QRectF box = vertical ? QRectF(QPointF(at + s.tickGap(), pl.top() + 2), size)
                                  : QRectF(QPointF(pl.left() + 4, at - size.height() - 1), size);
            if (box.intersects(L.legend))
                box.moveTop(L.legend.bottom() + 2);
            pr.noteBox = box;
        }
        L.rules.push_back(pr);
    }
}

/// A y range the reader set (a lesson slide's "charts"): taken as given where the axis can show it.
void applyYView(Layout &L, const Spec &spec, const ChartView &view)
{
    L.zoomable = isLineChart(spec) && !spec.fixedX;
    if (!L.zoomable || !view.yZoomed() || (spec.y.kind == ScaleKind::Log && !(view.yLo > 0)))
        return;
    L.y.lo = view.yLo, L.y.hi = view.yHi;
}

/// The scales with the current reader settings (chart_view.h): the x range zoomed into (kept
/// inside the painter's range), hidden series left out of the ranges, the y range of a data-driven
/// axis fitted to the points inside the x window.
void applyView(Layout &L, const Spec &spec, const PaintCache *cache)
{
    L.key = chartKey(spec, cache ? cache->chartScene() : QString());
    L.x = rangeOf(spec.x, spec, true);
    L.xFullLo = L.x.lo, L.xFullHi = L.x.hi;
    const ViewState *state = isLineChart(spec) && cache ? cache->chartView() : nullptr;
    const ChartView view = state ? state->of(L.key) : ChartView{};
    Reader reader;
    reader.hidden = view.hidden;
    L.hidden = view.hidden;
    const double lo = std::max(view.xLo, L.x.lo), hi = std::min(view.xHi, L.x.hi);
    if (!spec.fixedX && view.zoomed() && hi > lo && (lo > L.x.lo || hi < L.x.hi)) {
        L.x.lo = lo, L.x.hi = hi;
        reader.xLo = lo, reader.xHi = hi;
    }
    L.y = rangeOf(spec.y, spec, false, reader);
    applyYView(L, spec, view);
}

} // namespace

std::size_t revealedCount(const Series &series, int revealUpTo)
{
    if (revealUpTo < 0 || series.firstFrame < 0)
        return series.points.size();
    const long long upTo = (long long)revealUpTo - series.firstFrame + 1;
    return std::size_t(std::clamp<long long>(upTo, 0, (long long)series.points.size()));
}

Series revealed(const Series &series, int revealUpTo)
{
    Series out = series;
    out.points.resize(revealedCount(series, revealUpTo));
    return out;
}

Spec revealed(const Spec &spec)
{
    Spec out = spec;
    for (Series &se : out.series)
        se.points.resize(revealedCount(se, spec.revealUpTo));
    return out;
}

namespace {
QRectF legendPlace(PaintCache *cache, QSizeF size, const QRectF &plot, const Scale &x, const Scale &y,
                   const std::vector<Series> &series);
} // namespace

Layout layoutChart(const Spec &spec, const QRectF &area, const Style &s, const QPaintDevice *device)
{
    Layout L;
    L.area = area;
    L.revealUpTo = spec.revealUpTo;
    const QFontMetricsF tfm(s.tickFont(), device), bfm(s.bodyFont(), device);
    applyView(L, spec, s.cache);
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
    const QSizeF legend = legendSize(spec, QFontMetricsF(s.legendFont(), device), L.legendRow);
    // A legend that would cover half the plot's height goes beside it when the width allows (a
    // short chart in a small window), so the curves stay readable.
    const double plotW = area.width() - left - right;
    const bool beside = !legend.isEmpty() && legend.height() > 0.5 * plotH && legend.width() + right + 4 < 0.35 * plotW;
    const double side = beside ? legend.width() + right + 4 : 0;
    L.plot = QRectF(area.left() + left, area.top() + top, std::max(10.0, plotW - side), plotH);
    L.x.from = L.plot.left(), L.x.to = L.plot.right();
    L.y.from = L.plot.bottom(), L.y.to = L.plot.top();
    L.xTicks = spacedTicks(spec.x, L.x, std::clamp(int(L.plot.width() / (xLabelW + 16)), 2, 10), tfm);
    const double xTitleTop = L.plot.bottom() + s.tickGap() + tfm.height() + s.tickGap();
    L.xTitle = QRectF(L.plot.left(), xTitleTop, L.plot.width(), bfm.height() + 1);
    // Beside the ticks: above the floor when the ticks start at one.
    const double yTitleBottom = !std::isnan(spec.y.ticksFrom) && spec.y.ticksFrom > L.y.lo
                                    ? std::clamp(L.y.map(spec.y.ticksFrom), L.plot.top(), L.plot.bottom())
                                    : L.plot.bottom();
    L.yTitle = QRectF(L.plot.left() - yOffset - bfm.height() - 2, L.plot.top(), bfm.height() + 2,
                      std::max(1.0, yTitleBottom - L.plot.top()));
    L.xTitleText = fitted(spec.x.title, spec.x.shortTitle, L.xTitle.width(), bfm);
    L.yTitleText = fitted(spec.y.title, spec.y.shortTitle, L.yTitle.height(), bfm);
    if (beside) {
        L.legend = QRectF(QPointF(L.plot.right() + right + 4, L.plot.top()), legend);
    } else if (!legend.isEmpty() && legend.width() < L.plot.width() - 12 && legend.height() < L.plot.height() - 12) {
        // Placed as if not zoomed and every series shown: the legend stays put under a reader's
        // zoom and clicks on its entries.
        Scale whole = L.x;
        whole.lo = L.xFullLo, whole.hi = L.xFullHi;
        L.legend = legendPlace(s.cache, legend, L.plot, whole, L.y, spec.series);
    }
    placeBandsAndRules(L, spec, QFontMetricsF(s.noteFont(), device), s);
    recordDrawn(s.cache, L, spec);
    return L;
}

namespace {

/// placeLegend over every finite point of `series` mapped by `x` and `y`, remembered for the last
/// few charts: a chart is laid out every frame, its legend goes where it went the frame before
/// (the points are the same, or a run's head one point further), and mapping thousands of
/// points (a logarithm each on a log axis) to find that out again is a good part of a frame.
/// The legend places legendPlace keeps, in the picture's cache.
struct KeptLegends {
    std::vector<std::pair<std::size_t, QRectF>> kept; // most recent first
};

QRectF legendPlace(PaintCache *cache, QSizeF size, const QRectF &plot, const Scale &x, const Scale &y,
                   const std::vector<Series> &series)
{
    std::size_t key = 0x6c6567656e64ull;
    auto mixIn = [&key](double v) { draw::mixKey(key, v); };
    for (double v : {size.width(), size.height(), plot.left(), plot.top(), plot.width(), plot.height(), double(int(x.kind)), x.lo,
                     x.hi, double(int(y.kind)), y.lo, y.hi})
        mixIn(v);
    std::size_t count = 0;
    for (const Series &se : series)
        for (const QPointF &q : se.points)
            if (std::isfinite(q.x()) && std::isfinite(q.y())) {
                mixIn(q.x());
                mixIn(q.y());
                ++count;
            }
    mixIn(double(count));
    KeptLegends scratch;
    std::vector<std::pair<std::size_t, QRectF>> &kept = memoOf(cache, scratch).kept; // most recent first
    auto it = std::find_if(kept.begin(), kept.end(), [key](const auto &k) { return k.first == key; });
    if (it != kept.end())
        return it->second;
    std::vector<QPointF> pixels;
    pixels.reserve(count);
    for (const Series &se : series)
        for (const QPointF &q : se.points)
            if (std::isfinite(q.x()) && std::isfinite(q.y()))
                pixels.emplace_back(x.map(q.x()), y.map(q.y()));
    const QRectF place = placeLegend(size, plot, pixels);
    kept.insert(kept.begin(), {key, place});
    if (kept.size() > 16)
        kept.pop_back();
    return place;
}

} // namespace

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

namespace {

/// The grid lines at the ticks, then the bands over them, then the rules and their notes.
void drawGridBandsRules(QPainter &p, const Layout &L, const Style &s)
{
    p.setPen(QPen(s.grid, s.gridWidth()));
    for (const Tick &t : L.xTicks) {
        const double px = L.x.map(t.value);
        p.drawLine(QPointF(px, L.plot.top()), QPointF(px, L.plot.bottom()));
    }
    for (const Tick &t : L.yTicks) {
        const double py = L.y.map(t.value);
        p.drawLine(QPointF(L.plot.left(), py), QPointF(L.plot.right(), py));
    }
    for (const PlacedBand &b : L.bands)
        p.fillRect(b.rect, b.fill);
    p.setFont(s.noteFont());
    for (const PlacedRule &r : L.rules) {
        p.setPen(QPen(r.color, r.width, r.dash, Qt::FlatCap));
        p.drawLine(r.line);
        if (!r.noteBox.isEmpty())
            p.drawText(r.noteBox, Qt::AlignLeft | Qt::AlignTop, r.note);
    }
}

} // namespace

void drawAxes(QPainter &p, const Layout &L, const Style &s)
{
    p.save();
    drawGridBandsRules(p, L, s);
    p.setFont(s.tickFont());
    const QFontMetricsF fm(p.font(), p.device());
    p.setPen(s.muted);
    // A y tick label at the plot's foot reaches down into the x labels' row: the first x label then
    // starts right of it (with large type, half a centred "0" is wider than the gap between them).
    const bool yLabelAtFoot = std::any_of(L.yTicks.begin(), L.yTicks.end(), [&](const Tick &t) {
        return L.y.map(t.value) + fm.height() / 2 > L.plot.bottom() + s.tickGap();
    });
    for (const Tick &t : L.xTicks) {
        // Centred on its tick; the last one ends inside the chart's area, not past it.
        const double tw = fm.horizontalAdvance(t.label) + 2;
        QRectF box(L.x.map(t.value) - tw / 2, L.plot.bottom() + s.tickGap(), tw, fm.height());
        if (box.right() > L.area.right())
            box.moveRight(L.area.right());
        if (yLabelAtFoot && box.left() < L.plot.left() - 5) // the y labels end 6 px left of the plot
            box.moveLeft(L.plot.left() - 5);
        p.drawText(box, Qt::AlignHCenter | Qt::AlignTop, t.label);
    }
    for (const Tick &t : L.yTicks)
        p.drawText(
            QRectF(L.yTitle.right(), L.y.map(t.value) - fm.height() / 2, L.plot.left() - 6 - L.yTitle.right(), fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, t.label);
    p.setPen(QPen(s.foreground, s.frameWidth()));
    p.setBrush(Qt::NoBrush);
    p.drawRect(L.plot);
    p.setFont(s.bodyFont());
    p.setPen(s.foreground);
    p.drawText(L.xTitle, Qt::AlignHCenter | Qt::AlignTop, L.xTitleText);
    p.translate(L.yTitle.center());
    p.rotate(-90);
    p.drawText(QRectF(-L.yTitle.height() / 2, -L.yTitle.width() / 2, L.yTitle.height(), L.yTitle.width()), Qt::AlignCenter,
               L.yTitleText);
    p.restore();
}

namespace {

/// Mixes `v` into a running FNV-style hash.
void mixInto(std::size_t &key, double v)
{
    draw::mixKey(key, v);
}

/// A key for the axes of `L` in `s`: the same whenever drawAxes would draw the same picture.
std::size_t axesKey(const Layout &L, const Style &s)
{
    std::size_t key = qHash(L.xTitleText) ^ (qHash(L.yTitleText) * 31u);
    auto mixIn = [&key](double v) { mixInto(key, v); };
    for (const QRectF &r : {L.area, L.plot, L.xTitle, L.yTitle})
        for (double v : {r.left(), r.top(), r.width(), r.height()})
            mixIn(v);
    for (const std::vector<Tick> *ticks : {&L.xTicks, &L.yTicks})
        for (const Tick &t : *ticks)
            mixIn(t.value), mixIn(double(qHash(t.label)));
    for (const QColor &c : {s.foreground, s.muted, s.grid})
        mixIn(double(c.rgba()));
    for (const PlacedBand &b : L.bands)
        for (double v : {b.rect.left(), b.rect.top(), b.rect.width(), b.rect.height(), double(b.fill.rgba())})
            mixIn(v);
    for (const PlacedRule &r : L.rules) {
        for (double v : {r.line.x1(), r.line.y1(), r.line.x2(), r.line.y2(), double(r.color.rgba()), double(r.dash), r.width})
            mixIn(v);
        for (double v : {r.noteBox.left(), r.noteBox.top(), double(qHash(r.note))})
            mixIn(v);
    }
    mixIn(s.noteFont().pointSizeF());
    mixIn(s.tickFont().pointSizeF());
    mixIn(s.bodyFont().pointSizeF());
    return key;
}

/// `paint` through a cached layer over the chart's area (see drawAxesCached for `opaque`).
void drawChartLayer(QPainter &p, const Layout &L, const Style &s, bool opaque, std::size_t key,
                    const std::function<void(QPainter &)> &paint)
{
    const QRectF rect = L.area.adjusted(-2, -2, 2, 2);
    if (!opaque) {
        draw::drawCachedLayer(s.cache, p, rect, key, paint);
        return;
    }
    draw::drawCachedOpaqueLayer(s.cache, p, rect, key, s.background, paint);
}

} // namespace

void drawAxesCached(QPainter &p, const Layout &L, const Style &s, bool opaque)
{
    drawChartLayer(p, L, s, opaque, axesKey(L, s), [&](QPainter &q) { drawAxes(q, L, s); });
}

void drawChartCached(QPainter &p, const Layout &L, const Spec &spec, const Style &s, bool opaque)
{
    std::size_t key = axesKey(L, s) ^ 0x63686172ull;
    auto mixIn = [&key](double v) { mixInto(key, v); };
    mixIn(double(L.revealUpTo));
    for (const Series &se : spec.series) // a layer drawn from the cache still tells how far it went
        if (!L.hides(se.name))
            recordFrames(s.cache, L, se, se.firstFrame + int(revealedCount(se, L.revealUpTo)) - 1);
    for (double v : {L.legend.left(), L.legend.top(), L.legend.width(), L.legend.height(), L.legendRow})
        mixIn(v);
    for (double v : {s.curveWidth(), s.markerRadius(), s.markerRingWidth(), s.gridWidth(), s.cornerRadius(),
                     s.legendFont().pointSizeF(), double(s.background.rgba()), double(s.veilAlpha())})
        mixIn(v);
    for (const Series &se : spec.series) {
        for (double v : {double(se.color.rgba()), double(se.dash), se.width, se.markers ? 1.0 : 0.0, double(qHash(se.name)),
                         double(se.firstFrame)})
            mixIn(v);
        mixIn(double(se.points.size()));
        for (const QPointF &q : se.points)
            mixIn(q.x()), mixIn(q.y());
    }
    drawChartLayer(p, L, s, opaque, key, [&](QPainter &q) { drawChart(q, L, spec, s); });
}

namespace {

/// Collects a polyline's points, keeping of the points in one column only the first, the lowest,
/// the highest and the last, in their order.
class ColumnReducer {
public:
    explicit ColumnReducer(std::vector<QPointF> &out) : out_(out) {}
    void add(QPointF pt, double column)
    {
        if (n_ > 0 && column != column_)
            flush();
        if (n_ == 0) {
            column_ = column;
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
        push(first_);
        push(loAt_ <= hiAt_ ? lo_ : hi_);
        push(loAt_ <= hiAt_ ? hi_ : lo_);
        push(last_);
        n_ = 0;
    }

private:
    void push(QPointF q)
    {
        if (out_.empty() || out_.back() != q)
            out_.push_back(q);
    }
    std::vector<QPointF> &out_;
    double column_ = 0;
    QPointF first_, lo_, hi_, last_;
    std::size_t loAt_ = 0, hiAt_ = 0, n_ = 0;
};

/// Whether the painter strokes with segments: a raster device, a solid opaque pen, no brush.
bool segmentsPay(QPainter &p)
{
    const QPen pen = p.pen();
    return p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster && pen.style() == Qt::SolidLine &&
           pen.brush().isOpaque() && p.brush().style() == Qt::NoBrush;
}

/// Consecutive points as separate segments.
void appendSegments(const std::vector<QPointF> &points, std::vector<QLineF> &lines)
{
    for (std::size_t k = 1; k < points.size(); ++k)
        lines.emplace_back(points[k - 1], points[k]);
}

/// The segments with square caps closing the joins (Qt draws such lines without a general stroke).
void drawLinesSquare(QPainter &p, const std::vector<QLineF> &lines)
{
    QPen segment = p.pen();
    segment.setCapStyle(Qt::SquareCap);
    p.save();
    p.setPen(segment);
    p.drawLines(lines.data(), int(lines.size()));
    p.restore();
}

} // namespace

std::vector<QPointF> pixelPath(const Layout &L, const Series &series)
{
    std::vector<QPointF> out;
    ColumnReducer reducer(out);
    // Far beyond the plot a point is held at 100,000 pixels (it is clipped anyway; the rasterizer
    // is not given coordinates of 10^300).
    const double far = 1e5;
    const std::size_t shown = revealedCount(series, L.revealUpTo);
    for (std::size_t i = 0; i < shown; ++i) {
        const QPointF &q = series.points[i];
        if (!std::isfinite(q.x()) || !std::isfinite(q.y()))
            continue;
        QPointF at = L.map(q);
        at.setY(std::clamp(at.y(), L.plot.top() - far, L.plot.bottom() + far));
        reducer.add(at, std::floor(at.x()));
    }
    reducer.flush();
    return out;
}

void strokePolyline(QPainter &p, const std::vector<QPointF> &pixels)
{
    if (pixels.size() < 2)
        return;
    if (pixels.size() < 64 || !segmentsPay(p)) {
        p.drawPolyline(pixels.data(), int(pixels.size()));
        return;
    }
    std::vector<QLineF> lines;
    lines.reserve(pixels.size());
    appendSegments(pixels, lines);
    drawLinesSquare(p, lines);
}

void strokePath(QPainter &p, const QPainterPath &path)
{
    if (path.elementCount() < 64 || !segmentsPay(p)) {
        p.drawPath(path);
        return;
    }
    const QTransform toDevice = p.deviceTransform();
    std::vector<QLineF> lines;
    std::vector<QPointF> run;
    ColumnReducer reducer(run);
    auto endRun = [&] {
        reducer.flush();
        appendSegments(run, lines);
        run.clear();
    };
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        if (e.isCurveTo() || e.type == QPainterPath::CurveToDataElement) {
            p.drawPath(path);
            return;
        }
        if (e.isMoveTo())
            endRun();
        reducer.add(QPointF(e.x, e.y), std::floor(toDevice.map(QPointF(e.x, e.y)).x()));
    }
    endRun();
    drawLinesSquare(p, lines);
}

void drawSeries(QPainter &p, const Layout &L, const Series &series, const Style &s)
{
    drawSeries(p, L, series, s, pixelPath(L, series));
}

void drawSeries(QPainter &p, const Layout &L, const Series &series, const Style &s, const std::vector<QPointF> &pixels)
{
    if (L.hides(series.name))
        return;
    const std::size_t shown = revealedCount(series, L.revealUpTo);
    recordFrames(s.cache, L, series, series.firstFrame + int(shown) - 1);
    p.save();
    p.setClipRect(L.plot.adjusted(1, 1, -1, -1));
    const double lw = s.curveWidth() * series.width;
    p.setPen(QPen(series.color, lw, series.dash, series.dash == Qt::SolidLine ? Qt::RoundCap : Qt::FlatCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    strokePolyline(p, pixels);
    if (series.markers && series.points.size() < 200) {
        const double r = s.markerRadius();
        p.setPen(QPen(s.background, s.markerRingWidth()));
        p.setBrush(series.color);
        for (std::size_t i = 0; i < shown; ++i)
            if (const QPointF &q = series.points[i]; std::isfinite(q.x()) && std::isfinite(q.y()))
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
        // A hidden series keeps its entry (a click shows it again): a faint sample, its name struck out.
        const bool hidden = L.hides(se.name);
        // The sample as thick as the line, within reason (a thin line told from a thick one by its
        // width is told so in the legend too).
        QPen pen(hidden ? draw::withAlpha(se.color, 70) : se.color, s.curveWidth() * std::clamp(se.width, 0.6, 2.0), se.dash,
                 Qt::FlatCap);
        if (se.dash != Qt::SolidLine && se.dash != Qt::NoPen) {
            // At least two of the dashes' periods in the sample, however thick the line (a thick
            // pen's one dash, with the marker over it, would read as a solid line).
            QList<qreal> pattern = pen.dashPattern();
            const double period = std::accumulate(pattern.begin(), pattern.end(), 0.0) * pen.widthF();
            if (const double k = sample / (2 * period); period > 0 && k < 1) {
                for (qreal &d : pattern)
                    d *= k;
                pen.setDashPattern(pattern);
            }
        }
        p.setPen(pen);
        p.drawLine(QPointF(L.legend.left() + 8, y + L.legendRow / 2), QPointF(L.legend.left() + 8 + sample, y + L.legendRow / 2));
        if (se.markers && se.points.size() < 200) { // the series' dot in the middle of its sample, as drawSeries draws it
            p.setPen(QPen(s.background, s.markerRingWidth()));
            p.setBrush(hidden ? draw::withAlpha(se.color, 70) : se.color);
            p.drawEllipse(QPointF(L.legend.left() + 8 + sample / 2, y + L.legendRow / 2), s.markerRadius(), s.markerRadius());
        }
        QFont f = p.font();
        f.setStrikeOut(hidden);
        p.setFont(f);
        p.setPen(hidden ? s.muted : s.foreground);
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
