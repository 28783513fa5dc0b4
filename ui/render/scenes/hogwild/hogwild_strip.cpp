// The Hogwild! strip: the shared weight vector as a row of cells coloured by value, and above it
// one lane per thread with a tick at each of its latest writes (newest brightest) and a cross where
// a write collided with another thread's since the previous snapshot.

#include "hogwild_parts.h"

#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QImage>
#include <QObject>
#include <QPaintDevice>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace sgd::ui::hogwild {

namespace {

/// The largest |w| over every snapshot: one colour scale for the whole trace, so colours compare
/// from frame to frame.
double weightRange(const HogwildTrace &tt)
{
    double hi = 0;
    for (const HogwildSnapshot &f : tt.frames)
        for (double w : f.w_cells)
            hi = std::max(hi, std::fabs(w));
    return hi > 0 ? hi : 1.0;
}

void paintCross(QPainter &p, QPointF c, double r, const QColor &color, double width)
{
    p.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
    p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
}

/// One lane's ticks as a row of device pixels: each pixel column shows the newest write that covers
/// it (older writes fade: the newest solid, the oldest a third as strong). Thousands of writes per
/// snapshot cost one image instead of one blended rectangle each.
QImage laneTicks(const StripLayout &L, const HogwildLane &lane, const QColor &c, double tickW, double dpr)
{
    const double span = L.right - L.left;
    const int w = std::max(1, int(std::ceil(span * dpr)));
    QImage img(w, 1, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    auto *row = reinterpret_cast<QRgb *>(img.scanLine(0));
    const int n = int(lane.writes.size());
    for (int i = 0; i < n; ++i) {
        const int alpha = int(85 + 170.0 * (i + 1) / n);
        const double x = (L.x(lane.writes[std::size_t(i)]) - L.left) * dpr;
        const int lo = std::clamp(int(std::floor(x - tickW * dpr / 2)), 0, w - 1);
        const int hi = std::clamp(int(std::ceil(x + tickW * dpr / 2)) - 1, lo, w - 1);
        const QRgb px = qPremultiply(qRgba(c.red(), c.green(), c.blue(), alpha));
        for (int j = lo; j <= hi; ++j)
            row[j] = px; // later writes are newer: the newest wins
    }
    return img;
}

/// A one-row image stretched over `target`, in bands of whole device rows: a stretched image is
/// filled row by row, and the raster engine hands a fill of over ~96 rows to helper threads and
/// waits for them (draw::fillRectRows), which costs more than the fill.
void drawRowImage(QPainter &p, const QRectF &target, const QImage &row)
{
    const QTransform m = p.deviceTransform();
    if (m.type() > QTransform::TxScale || m.m22() <= 0) {
        p.drawImage(target, row);
        return;
    }
    const double top = target.top() * m.m22() + m.dy(), bottom = target.bottom() * m.m22() + m.dy();
    for (double y = top; y < bottom;) {
        const double next = std::min(bottom, std::floor(y) + 24);
        p.drawImage(QRectF(target.left(), (y - m.dy()) / m.m22(), target.width(), (next - y) / m.m22()), row);
        y = next;
    }
}

/// The weight cells as one row of device pixels from the whole device column left of the cells
/// (each cell a value colour, its edges blended as a filled rectangle's), to be stretched down
/// the strip by drawRowImage over `target`: one image, not a tall antialiased rectangle per cell.
QImage weightRow(const StripLayout &L, const HogwildSnapshot &f, double range, const Style &s, double dpr, QRectF &target)
{
    const int cells = int(f.w_cells.size());
    const double cw = (L.right - L.left) / cells;
    // The last cell, a whole pixel wide or more, may end past the strip, as it did drawn alone.
    const double x0 = std::floor(L.left * dpr), x1 = std::ceil((L.left + (cells - 1) * cw + std::ceil(cw)) * dpr);
    QImage img(std::max(1, int(x1 - x0)), 1, QImage::Format_ARGB32_Premultiplied);
    target = QRectF(x0 / dpr, L.weights.top(), img.width() / dpr, L.weights.height());
    img.fill(Qt::transparent);
    QPainter rp(&img);
    rp.setRenderHint(QPainter::Antialiasing);
    rp.translate(-x0, 0);
    rp.scale(dpr, 1.0);
    for (int c = 0; c < cells; ++c) {
        const double u = 0.5 + 0.5 * std::clamp(f.w_cells[std::size_t(c)] / range, -1.0, 1.0);
        rp.fillRect(QRectF(L.left + c * cw, 0, std::ceil(cw), 1), draw::valueColor(u, s));
    }
    return img;
}

/// The pixel positions of the weights at `coords`, thinned so that marks of `size` stay apart: at
/// most one mark per `size` pixels, however many collisions a dense run has.
std::vector<double> spreadMarks(const std::vector<double> &coords, const StripLayout &L, double size)
{
    std::vector<double> xs;
    xs.reserve(coords.size());
    for (double j : coords)
        xs.push_back(L.x(j));
    std::sort(xs.begin(), xs.end());
    std::vector<double> out;
    for (double x : xs)
        if (out.empty() || x - out.back() >= size)
            out.push_back(x);
    return out;
}

void paintLane(QPainter &p, const StripLayout &L, int k, const HogwildLane &lane, const Style &s)
{
    const QRectF r = L.lanes[std::size_t(k)];
    const QColor c = threadColor(s, k);
    p.setPen(Qt::NoPen);
    draw::fillRectRows(p, r, draw::withAlpha(c, s.name == QLatin1String("dark") ? 28 : 18));
    const double tickW = std::clamp((L.right - L.left) / L.features * 0.8, 1.5, 6.0);
    const double dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    if (!lane.writes.empty())
        drawRowImage(p, QRectF(L.left, r.top() + 1, L.right - L.left, r.height() - 2), laneTicks(L, lane, c, tickW, dpr));
    const double cr = std::clamp(r.height() * 0.32, 3.0, 9.0);
    for (double x : spreadMarks(lane.collided, L, cr))
        paintCross(p, QPointF(x, r.center().y()), cr, s.warning, std::max(1.6, s.lineWidth * 0.9));
    p.setPen(c);
    panel::fitText(s, p, L.labels[std::size_t(k)], QObject::tr("thread %1").arg(k + 1), s.tickFont(),
                   Qt::AlignRight | Qt::AlignVCenter, 0.6);
}

void paintWeights(QPainter &p, const StripLayout &L, const HogwildSnapshot &f, double range, const HogwildTrace &tt,
                  const Style &s)
{
    const int cells = int(f.w_cells.size());
    if (cells == 0)
        return;
    QRectF target;
    const QImage row = weightRow(L, f, range, s, p.device() ? p.device()->devicePixelRatioF() : 1.0, target);
    drawRowImage(p, target, row);
    p.setPen(QPen(s.grid, s.frameWidth()));
    p.setBrush(Qt::NoBrush);
    p.drawRect(L.weights);
    // Collisions of every thread also marked on the weights' top edge.
    p.setPen(Qt::NoPen);
    p.setBrush(s.warning);
    const double tr = std::clamp(L.weights.height() * 0.18, 3.0, 7.0);
    std::vector<double> collided;
    for (const HogwildLane &lane : f.lanes)
        collided.insert(collided.end(), lane.collided.begin(), lane.collided.end());
    for (double x : spreadMarks(collided, L, tr))
        p.drawPolygon(QPolygonF{QPointF(x - tr, L.weights.top() - tr * 1.4), QPointF(x + tr, L.weights.top() - tr * 1.4),
                                QPointF(x, L.weights.top())});
    p.setPen(s.foreground);
    panel::fitText(s, p, L.weightsLabel, QStringLiteral("w (%1)").arg(draw::count(tt.meta.features)), s.tickFont(),
                   Qt::AlignRight | Qt::AlignVCenter, 0.6);
}

void paintAxis(QPainter &p, const StripLayout &L, const Style &s)
{
    const QFontMetricsF fm(s.tickFont());
    const int target = std::clamp(int((L.right - L.left) / (fm.horizontalAdvance(QStringLiteral("00000")) * 2.2)), 2, 10);
    p.setFont(s.tickFont());
    p.setPen(s.muted);
    for (double v : chart::linearTicks(0, L.features - 1, target)) {
        const double x = L.x(v);
        const QString t = draw::count(v);
        const double w = fm.horizontalAdvance(t);
        const double left = std::clamp(x - w / 2, L.area.left(), L.area.right() - w);
        p.drawText(QRectF(left, L.axis.top(), w + 1, L.axis.height()), Qt::AlignCenter, t);
    }
}

void paintLegend(QPainter &p, const StripLayout &L, const Style &s)
{
    p.setPen(s.muted);
    panel::fitFirst(s, p, L.legend,
                    {QObject::tr("ticks: each thread's latest writes (newest brightest) · ✕ and ▼: a write that collided "
                                 "since the last snapshot · cells: w by value"),
                     QObject::tr("ticks: latest writes · ✕ ▼: collided writes · cells: w by value"),
                     QObject::tr("ticks: writes · ✕: collisions")},
                    s.legendFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.8);
}

} // namespace

namespace {

void paintStripNow(QPainter &p, const QRectF &area, const Style &s, const HogwildTrace &tt, const HogwildSnapshot &f);

/// Everything the strip shows, as a key: the snapshot's weights and each thread's writes and
/// collisions, the run's size and weight range, the strip's place and the style.
std::size_t stripKey(const QRectF &area, const Style &s, const HogwildTrace &tt, const HogwildSnapshot &f)
{
    std::size_t key = std::hash<QString>{}(s.name);
    auto mixIn = [&key](double v) { draw::mixKey(key, v); };
    for (double v : {area.left(), area.top(), area.width(), area.height(), s.font.pointSizeF(), s.fontScale, s.lineWidth,
                     double(tt.meta.features), weightRange(tt), double(f.w_cells.size()), double(f.lanes.size())})
        mixIn(v);
    for (double v : f.w_cells)
        mixIn(v);
    for (const HogwildLane &lane : f.lanes) {
        for (double v : {lane.updates, lane.collisions, double(lane.writes.size()), double(lane.collided.size())})
            mixIn(v);
        for (const std::vector<double> *values : {&lane.writes, &lane.collided})
            for (double v : *values)
                mixIn(v);
    }
    for (const QColor &c : {s.background, s.foreground, s.muted, s.grid, s.warning})
        mixIn(double(c.rgba()));
    for (const QColor &c : s.series)
        mixIn(double(c.rgba()));
    return key;
}

} // namespace

/// The strip through a cached layer: it shows one snapshot, the same in every frame of a
/// transition (it shows the snapshot it moves to) and on the first frame of the next.
void paintStrip(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const HogwildTrace &tt = typed(ctx.trace);
    const HogwildSnapshot &f = shownSnapshot(ctx.trace, ctx.index, ctx.t);
    // Opaque (copied, not blended): the strip lies on the plain background, clear of its neighbours.
    draw::drawCachedOpaqueLayer(ctx.cache, p, area, stripKey(area, ctx.style, tt, f), ctx.style.background,
                                [&](QPainter &lp) { paintStripNow(lp, area, ctx.style, tt, f); });
}

namespace {

void paintStripNow(QPainter &p, const QRectF &area, const Style &s, const HogwildTrace &tt, const HogwildSnapshot &f)
{
    const int threads = std::max(1, int(f.lanes.size()));
    const StripLayout L = stripLayout(area, s, threads, tt.meta.features);
    p.save();
    double collided = 0, updates = 0;
    for (const HogwildLane &lane : f.lanes) {
        collided += lane.collisions;
        updates += lane.updates;
    }
    p.setPen(s.foreground);
    panel::fitFirst(s, p, L.caption,
                    {QObject::tr("Shared weights: %1 updates and %2 collided writes since the last snapshot")
                         .arg(draw::count(updates), draw::count(collided)),
                     QObject::tr("Shared weights: %1 updates, %2 collisions").arg(draw::count(updates), draw::count(collided)),
                     QObject::tr("Shared weights")},
                    s.captionFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.8);
    for (int k = 0; k < int(f.lanes.size()); ++k)
        paintLane(p, L, k, f.lanes[std::size_t(k)], s);
    paintWeights(p, L, f, weightRange(tt), tt, s);
    paintAxis(p, L, s);
    paintLegend(p, L, s);
    p.restore();
}

} // namespace

} // namespace sgd::ui::hogwild
