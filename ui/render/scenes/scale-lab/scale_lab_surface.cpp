// The scale lab's surface view: L(w, b) on the lecture's four workers as a heatmap with rings of
// equal loss, the synchronous path with a bias ending at (2, 1) and the bias-free one along b = 0
// ending at 7/3, a zoom on the valley floor, and why 7/3. Geometry: scaleLabSurface().

#include "scale_lab_label_placer.h"
#include "scale_lab_parts.h"

#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QImage>
#include <QObject>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <optional>

namespace sgd::ui::scale_lab {

using draw::lineWidth;
using draw::num;
using draw::withAlpha;
using panel::clamp01;

namespace {

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
QColor biasColor(const Style &s)
{
    return s.name == QLatin1String("dark") ? QColor(0x79, 0xc0, 0xff) : QColor(0x05, 0x50, 0xae);
}
QColor noBiasColor(const Style &s)
{
    return s.name == QLatin1String("dark") ? QColor(0xff, 0x9b, 0xce) : QColor(0xbf, 0x39, 0x89);
}

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
} // namespace

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

namespace {

double surfacePosition(const PaintContext &ctx)
{
    const int a = surfaceStepAt(ctx.trace, ctx.index);
    if (!ctx.hasNext())
        return a;
    return a + (surfaceStepAt(ctx.trace, ctx.index + 1) - a) * clamp01(ctx.t);
}

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

/// The part of the segment a-b inside `r` (Liang-Barsky), or nothing.
std::optional<QLineF> clipSegment(QPointF a, QPointF b, const QRectF &r)
{
    double t0 = 0, t1 = 1;
    const double dx = b.x() - a.x(), dy = b.y() - a.y();
    const double edges[4][2] = {
        {-dx, a.x() - r.left()}, {dx, r.right() - a.x()}, {-dy, a.y() - r.top()}, {dy, r.bottom() - a.y()}};
    for (const auto &[q, room] : edges) {
        if (q == 0) {
            if (room < 0)
                return std::nullopt;
            continue;
        }
        const double t = room / q;
        if (q < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return std::nullopt;
    }
    return QLineF(t0 > 0 ? a + QPointF(dx, dy) * t0 : a, t1 < 1 ? a + QPointF(dx, dy) * t1 : b);
}

/// The polyline through `pts` as a path, keeping only what lies inside `keep`: the pieces outside
/// are left out (a round-joined solid stroke inside a clip `margin` pixels smaller is the same;
/// the zoom's first jump runs thousands of pixels beyond its box, costly to stroke in full).
QPainterPath clippedPolyline(const std::vector<QPointF> &pts, const QRectF &keep)
{
    QPainterPath out;
    if (pts.size() == 1 && keep.contains(pts.front()))
        out.moveTo(pts.front());
    bool open = false; // the last piece ended inside `keep`, where the next one starts
    for (std::size_t i = 1; i < pts.size(); ++i) {
        const std::optional<QLineF> piece = clipSegment(pts[i - 1], pts[i], keep);
        if (!piece) {
            open = false;
            continue;
        }
        if (!open || piece->p1() != pts[i - 1])
            out.moveTo(piece->p1());
        out.lineTo(piece->p2());
        open = piece->p2() == pts[i];
    }
    return out;
}

/// The steps up to `pos` as pixel points, leaving out a step while the straight line from the last
/// point kept to the next one passes within a quarter pixel of every step between: the crawl along
/// the valley floor moves by less than a pixel per step, nearly straight (same picture, a handful
/// of points to stroke twice instead of hundreds, each with a round join).
std::vector<QPointF> pathPoints(const draw::Axes &ax, const SurfacePath &path, double pos)
{
    const int whole = std::min(int(std::floor(pos)), path.last());
    std::vector<QPointF> pts;
    pts.reserve(std::size_t(whole) + 1);
    for (int i = 0; i <= whole; ++i)
        pts.push_back(path.at(ax, i));
    std::vector<QPointF> kept{pts.front()};
    std::size_t anchor = 0;
    auto straight = [&](std::size_t to) {
        const QPointF a = pts[anchor], d = pts[to] - a;
        const double len = std::hypot(d.x(), d.y());
        for (std::size_t k = anchor + 1; k < to; ++k) {
            const QPointF v = pts[k] - a;
            const double off = len > 1e-9 ? std::abs(v.x() * d.y() - v.y() * d.x()) / len : std::hypot(v.x(), v.y());
            const double along = len > 1e-9 ? (v.x() * d.x() + v.y() * d.y()) / len : 0.0;
            if (off > 0.25 || along < -0.25 || along > len + 0.25)
                return false;
        }
        return true;
    };
    for (std::size_t i = 2; i < pts.size(); ++i)
        if (i - anchor > 64 || !straight(i)) {
            kept.push_back(pts[i - 1]);
            anchor = i - 1;
        }
    if (pts.size() > 1)
        kept.push_back(pts.back());
    if (pos > std::floor(pos))
        kept.push_back(path.at(ax, pos));
    return kept;
}

/// A line through the steps up to `pos`, on a halo of the background so it reads on any colour.
/// A solid line is cut to the plot (the painter clips to it) plus the halo's width.
void drawPathLine(QPainter &p, const draw::Axes &ax, const SurfacePath &path, double pos, const QColor &c, Qt::PenStyle pen,
                  double width, const Style &s)
{
    if (path.w.empty())
        return;
    const std::vector<QPointF> pts = pathPoints(ax, path, pos);
    QPainterPath line;
    if (pen == Qt::SolidLine) {
        const double margin = width + 4;
        line = clippedPolyline(pts, ax.plot.adjusted(-margin, -margin, margin, margin));
    } else {
        line.moveTo(pts.front());
        for (std::size_t i = 1; i < pts.size(); ++i)
            line.lineTo(pts[i]);
    }
    if (line.isEmpty())
        return;
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
void drawFirstSteps(QPainter &p, const draw::Axes &ax, const SurfacePath &path, double pos, const QColor &c, double width,
                    double head)
{
    for (int i = 1; i <= std::min({int(std::floor(pos)), path.last(), 5}); ++i) {
        const QPointF a = path.at(ax, i - 1), b = path.at(ax, i);
        if (QLineF(a, b).length() < head * 2.5)
            break;
        // Only what can reach the plot (the painter clips to it): in the zoom a jump may run
        // thousands of pixels outside. The shaft keeps its direction and at least the length that
        // gives the head its full size.
        const double margin = width + head + 4;
        const std::optional<QLineF> seen = clipSegment(a, b, ax.plot.adjusted(-margin, -margin, margin, margin));
        if (!seen)
            continue;
        const QPointF from = QLineF(seen->p1(), b).length() >= head / 0.6 + 1 ? seen->p1() : a;
        draw::drawArrow(p, from, b, c, width, head);
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

/// What every part of the surface view shares at this moment: the layout, both paths, where they
/// are, the colours and sizes.
struct SurfaceScene {
    const ScaleLabSurface &L;
    const Style &s;
    const ScaleLabMeta &meta;
    SurfacePath withB, noB;
    double pos = 0; ///< the path step shown, fractional while a transition plays
    int step = 0;   ///< pos rounded
    QColor cB, cN;  ///< the path with a bias, the bias-free one
    double lw = 1, markR = 3.5, zMark = 3.5, ring = 8, nowR = 6, head = 9;
    int every = 1; ///< a marker every this many steps
    QFont labelFont;

    double noPos() const { return std::min(pos, double(noB.last())); }
};

SurfaceScene surfaceScene(const ScaleLabSurface &L, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const double pos = surfacePosition(ctx);
    const double em = QFontMetricsF(s.tickFont()).height();
    const SurfacePath withB = biasPath(ctx.trace);
    const int every = withB.last() >= 200 ? 10 : withB.last() >= 40 ? 5 : 1;
    return SurfaceScene{L,
                        s,
                        typed(ctx.trace).meta,
                        withB,
                        noBiasPath(ctx.trace),
                        pos,
                        int(std::lround(pos)),
                        biasColor(s),
                        noBiasColor(s),
                        lineWidth(s) * 1.3,
                        std::max(3.5, em * 0.22),
                        std::max(3.5, em * 0.24),
                        std::max(8.0, em * 0.5),
                        std::max(6.0, em * 0.38),
                        std::max(9.0, em * 0.6),
                        every,
                        s.calloutFont()};
}

/// Caption, legend and the step shown in words, above the pictures.
void paintSurfaceTexts(QPainter &p, const SurfaceScene &sc, const PaintContext &ctx)
{
    const Style &s = sc.s;
    panel::caption(p, sc.L.caption,
                   {QObject::tr("Loss surface L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)"),
                    QObject::tr("L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)")},
                   s);
    const QList<panel::LegendItem> items{
        {sc.cB, Qt::SolidLine, QObject::tr("SGD on (w, b), η = %1").arg(num(sc.meta.surface_eta))},
        {sc.cN, Qt::DashLine, QObject::tr("SGD on w alone (b = 0)")},
        {s.muted, Qt::NoPen, QObject::tr("○ lowest point   ● now"), Qt::NoBrush}};
    panel::legendRow(p, sc.L.legend, items, s, 0.9);
    if (!sc.L.bowlShown)
        return;
    const int step = sc.step;
    const QString bw = num(sc.withB.wAt(step)), bb = num(sc.withB.bAt(step)), bl = num(sc.withB.lossAt(step));
    const QString nw = num(sc.noB.wAt(step)), nl = num(sc.noB.lossAt(step));
    const int last = sc.withB.last();
    drawPieces(p, sc.L.readout,
               {{{QObject::tr("Checkpoint %1 of %2, path step %3 of %4:   ")
                      .arg(ctx.shownStep())
                      .arg(ctx.lastStep())
                      .arg(step)
                      .arg(last),
                  s.foreground},
                 {QStringLiteral("(w, b) = (%1, %2), L = %3").arg(bw, bb, bl), sc.cB},
                 {QStringLiteral("   ·   "), s.muted},
                 {QStringLiteral("b = 0: w = %1, L = %2").arg(nw, nl), sc.cN}},
                {{QObject::tr("Checkpoint %1/%2, step %3/%4:  ").arg(ctx.shownStep()).arg(ctx.lastStep()).arg(step).arg(last),
                  s.foreground},
                 {QStringLiteral("(%1, %2), L = %3").arg(bw, bb, bl), sc.cB},
                 {QStringLiteral("  ·  "), s.muted},
                 {QStringLiteral("b = 0: w = %1").arg(nw), sc.cN}}},
               s.captionFont());
}

/// The rings of equal loss by marching squares over the surface grid.
void drawContours(QPainter &p, const Matrix &m, const draw::Axes &ax, double hi, const Style &s)
{
    const double levels[] = {0.05, 0.25, 1, 2.5, 5, 10, 20, 40};
    p.setPen(QPen(withAlpha(s.foreground, s.name == QLatin1String("dark") ? 90 : 80), s.gridWidth()));
    auto pt = [&](int row, int c) {
        return ax.map(ax.x0 + (ax.x1 - ax.x0) * c / (m.cols - 1), ax.y0 + (ax.y1 - ax.y0) * row / (m.rows - 1));
    };
    for (double L : levels) {
        if (L > hi)
            break;
        for (int row = 0; row + 1 < m.rows; ++row)
            for (int c = 0; c + 1 < m.cols; ++c) {
                const double v[4] = {m.at(row, c), m.at(row, c + 1), m.at(row + 1, c + 1), m.at(row + 1, c)};
                const QPointF q[4] = {pt(row, c), pt(row, c + 1), pt(row + 1, c + 1), pt(row + 1, c)};
                QPointF cross[4];
                int n = 0;
                for (int e = 0; e < 4; ++e) {
                    const double a = v[e], b = v[(e + 1) % 4];
                    if ((a < L) != (b < L))
                        cross[n++] = q[e] + (q[(e + 1) % 4] - q[e]) * ((L - a) / (b - a));
                }
                if (n >= 2)
                    p.drawLine(cross[0], cross[1]);
                if (n == 4)
                    p.drawLine(cross[2], cross[3]);
            }
    }
}

/// The heatmap on a log scale (the bowl is steep), its axes and the rings of equal loss.
void drawBowl(QPainter &p, const SurfaceScene &sc)
{
    const Matrix &m = sc.meta.surface;
    const draw::Axes &ax = sc.L.bowl;
    double hi = 0;
    for (double v : m.data)
        hi = std::max(hi, v);
    const auto level = [&](double v) { return std::log1p(v) / std::log1p(std::max(hi, 1e-12)); };
    QImage img(m.cols, m.rows, QImage::Format_RGB32);
    for (int row = 0; row < m.rows; ++row)
        for (int c = 0; c < m.cols; ++c)
            img.setPixelColor(c, m.rows - 1 - row, heat(sc.s, level(m.at(row, c))));
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const double cw = ax.plot.width() / (m.cols - 1), ch = ax.plot.height() / (m.rows - 1);
    p.setClipRect(ax.plot);
    p.drawImage(ax.plot.adjusted(-cw / 2, -ch / 2, cw / 2, ch / 2), img);
    p.restore();
    chart::drawAxes(p, sc.L.bowlAxes, sc.s);
    p.save();
    p.setClipRect(ax.plot);
    drawContours(p, m, ax, hi, sc.s);
    p.restore();
}

/// A key for a cached layer: the style's look and the numbers given.
std::size_t layerKey(const Style &s, std::initializer_list<double> values)
{
    std::size_t key = std::hash<QString>{}(s.name);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : values)
        mixIn(v);
    for (const QColor &c : {s.background, s.foreground, s.muted, s.grid, s.panel})
        mixIn(double(c.rgba()));
    mixIn(s.font.pointSizeF());
    mixIn(s.fontScale);
    mixIn(s.lineWidth);
    return key;
}

/// The titles over both pictures.
void paintPictureTitles(QPainter &p, const SurfaceScene &sc)
{
    const bool dark = sc.s.name == QLatin1String("dark");
    p.setPen(sc.s.muted);
    panel::fitFirst(
        sc.s, p, sc.L.bowlTitle,
        {QObject::tr("The whole bowl: rings of equal loss, %1 = low, %2 = high")
             .arg(dark ? QObject::tr("black") : QObject::tr("white"), dark ? QObject::tr("brown") : QObject::tr("sand")),
         QObject::tr("The whole bowl: rings of equal loss"), QObject::tr("The whole bowl")},
        sc.s.tickFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.8);
    if (!sc.L.zoomShown)
        return;
    panel::fitFirst(sc.s, p, sc.L.zoomTitle,
                    {QObject::tr("Zoom on the dashed box: the crawl along the valley floor"),
                     QObject::tr("Zoom: the crawl to (2, 1)"), QObject::tr("Zoom")},
                    sc.s.tickFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.8);
}

/// The parts that are the same in every frame (the bowl, the zoom's ground, axes and frame, the
/// titles): one raster per picture, not one per frame.
void paintSurfaceStill(QPainter &p, const SurfaceScene &sc, const QRectF &canvas)
{
    const ScaleLabSurface &L = sc.L;
    const Matrix &m = sc.meta.surface;
    std::size_t key =
        layerKey(sc.s, {canvas.left(), canvas.top(), canvas.width(), canvas.height(), double(m.rows), double(m.cols), L.bowl.x0,
                        L.bowl.x1, L.bowl.y0, L.bowl.y1, L.zoom.x0, L.zoom.x1, L.zoom.y0, L.zoom.y1, L.bowl.plot.width()});
    for (double v : m.data)
        key = (key ^ std::hash<double>{}(v)) * 1099511628211ull;
    // Only the pictures and their titles: the rest of the canvas is the plain background already,
    // and a smaller layer is fewer pixels to copy every frame.
    QRectF still = L.bowlTitle | L.bowlAxes.area | L.bowl.plot;
    if (L.zoomShown)
        still |= L.zoomTitle | L.zoomAxes.area | L.zoom.plot;
    still = still.adjusted(-4, -4, 4, 4) & canvas;
    draw::drawCachedOpaqueLayer(sc.s.cache, p, still, key, sc.s.background, [&](QPainter &p) {
        paintPictureTitles(p, sc);
        drawBowl(p, sc);
        if (!L.zoomShown)
            return;
        p.setPen(Qt::NoPen);
        p.setBrush(heat(sc.s, 0.04));
        p.drawRect(L.zoom.plot);
        chart::drawAxes(p, L.zoomAxes, sc.s);
        p.setPen(QPen(sc.s.foreground, sc.s.frameWidth(), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(L.zoom.plot);
    });
}

/// "step 1" along each path's first jump, on its outer side.
void labelFirstJump(QPainter &p, const SurfaceScene &sc, LabelPlacer &labels, const SurfacePath &path, const QColor &c,
                    bool above)
{
    using S = LabelPlacer;
    const draw::Axes &ax = sc.L.bowl;
    const QFontMetricsF lm(sc.labelFont);
    for (double g : {6.0, lm.height() + 14})
        for (double f : {0.5, 0.65, 0.35, 0.8}) {
            const QPointF at = path.at(ax, 0) + (path.at(ax, 1) - path.at(ax, 0)) * f;
            if (above ? labels.place(p, at, QObject::tr("step 1"), sc.s, c, sc.labelFont, g,
                                     {S::Above, S::AboveLeft, S::AboveRight})
                      : labels.place(p, at, QObject::tr("step 1"), sc.s, c, sc.labelFont, g,
                                     {S::Below, S::BelowLeft, S::BelowRight}))
                return;
        }
}

/// Start, both minima and where the paths are now, with their labels.
void paintBowlMarks(QPainter &p, const SurfaceScene &sc, LabelPlacer &labels, const QRectF &zoomBox)
{
    const draw::Axes &ax = sc.L.bowl;
    const Style &s = sc.s;
    const double bestW = sc.meta.surface_best_w, bestB = sc.meta.surface_best_b, noBiasW = sc.meta.surface_nobias_w;
    const QPointF start = sc.withB.at(ax, 0), best = ax.map(bestW, bestB), nb = ax.map(noBiasW, 0.0);
    p.setPen(QPen(s.foreground, 1.5));
    p.setBrush(s.background);
    p.drawRect(QRectF(start.x() - sc.markR - 1, start.y() - sc.markR - 1, 2 * sc.markR + 2, 2 * sc.markR + 2));
    drawTargetRing(p, best, sc.ring, sc.cB, s);
    drawTargetRing(p, nb, sc.ring, sc.cN, s);
    drawMarker(p, sc.noB.at(ax, sc.noPos()), sc.nowR, sc.cN, true, s);
    drawMarker(p, sc.withB.at(ax, sc.pos), sc.nowR, sc.cB, false, s);
    for (QPointF c : {start, best, nb, sc.withB.at(ax, sc.pos), sc.noB.at(ax, sc.noPos())})
        labels.blockPoint(c, sc.ring);
    labels.block(zoomBox);
    const double gap = sc.ring + 4;
    using S = LabelPlacer;
    labels.place(p, best, QStringLiteral("(%1, %2): L = 0").arg(num(bestW), num(bestB)), s, sc.cB, sc.labelFont, gap,
                 {S::AboveRight, S::AboveLeft, S::Above, S::Right}, true);
    labels.place(p, nb, QObject::tr("w = %1 ≈ %2 at b = 0").arg(fraction(noBiasW), num(noBiasW)), s, sc.cN, sc.labelFont, gap,
                 {S::BelowRight, S::Below, S::BelowLeft, S::Right}, true);
    labels.place(p, start, QObject::tr("start (%1, %2)").arg(num(sc.withB.wAt(0)), num(sc.withB.bAt(0))), s, s.foreground,
                 sc.labelFont, gap, {S::BelowRight, S::AboveRight, S::Below}, true);
    if (sc.pos >= 1) {
        labelFirstJump(p, sc, labels, sc.withB, sc.cB, true);
        labelFirstJump(p, sc, labels, sc.noB, sc.cN, false);
    }
}

/// The whole bowl's moving parts: where the zoom looks, both paths so far, their marks.
void paintBowlPaths(QPainter &p, const SurfaceScene &sc)
{
    const draw::Axes &ax = sc.L.bowl;
    p.save();
    p.setClipRect(ax.plot);
    const QRectF zoomBox = QRectF(ax.map(sc.L.zoom.x0, sc.L.zoom.y1), ax.map(sc.L.zoom.x1, sc.L.zoom.y0)).normalized();
    p.setPen(QPen(sc.s.foreground, sc.s.frameWidth(), Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRect(zoomBox);
    // The bias-free path underneath, dashed; arrows on the first jumps; markers every few steps.
    LabelPlacer labels(ax.plot.adjusted(2, 2, -2, -2));
    drawPathLine(p, ax, sc.noB, sc.noPos(), sc.cN, Qt::DashLine, sc.lw, sc.s);
    drawFirstSteps(p, ax, sc.noB, sc.noPos(), sc.cN, sc.lw, sc.head);
    drawStepMarkers(p, ax, sc.noB, sc.noPos(), sc.every, sc.markR, sc.markR * 3, sc.cN, true, sc.s, &labels);
    drawPathLine(p, ax, sc.withB, sc.pos, sc.cB, Qt::SolidLine, sc.lw, sc.s);
    drawFirstSteps(p, ax, sc.withB, sc.pos, sc.cB, sc.lw, sc.head);
    drawStepMarkers(p, ax, sc.withB, sc.pos, sc.every, sc.markR, sc.markR * 3, sc.cB, false, sc.s, &labels);
    p.setClipping(false);
    paintBowlMarks(p, sc, labels, zoomBox);
    p.restore();
}

/// "step N" at round numbers along the zoomed path, where they have room and are not on top of
/// the one before.
void labelZoomSteps(QPainter &p, const SurfaceScene &sc, LabelPlacer &labels, QPointF zBest)
{
    const draw::Axes &zx = sc.L.zoom;
    const double em = QFontMetricsF(sc.s.tickFont()).height();
    std::optional<QPointF> lastLabelled;
    for (int k : {1, 2, 3, 5, 10, 20, 30, 50, 100, 150, 200, 300, 400, 500, 1000}) {
        if (k > sc.withB.last() || k > std::floor(sc.pos) || k == sc.step)
            continue;
        const QPointF at = sc.withB.at(zx, k);
        if (!zx.plot.contains(at) || QLineF(at, zBest).length() < em * 1.2)
            continue;
        if (lastLabelled && QLineF(*lastLabelled, at).length() < em * 1.3)
            continue;
        if (labels.place(p, at, QObject::tr("step %1").arg(k), sc.s, sc.cB, sc.labelFont, sc.zMark + 4,
                         {LabelPlacer::Right, LabelPlacer::BelowRight, LabelPlacer::AboveRight, LabelPlacer::Left})) {
            drawTargetRing(p, at, sc.zMark + 2, sc.cB, sc.s);
            lastLabelled = at;
        }
    }
}

/// The zoom on the valley floor: the path with a bias crawling to its minimum.
void paintZoom(QPainter &p, const SurfaceScene &sc)
{
    const draw::Axes &zx = sc.L.zoom;
    const Style &s = sc.s;
    p.save();
    p.setClipRect(zx.plot);
    LabelPlacer labels(zx.plot.adjusted(2, 2, -2, -2));
    drawPathLine(p, zx, sc.withB, sc.pos, sc.cB, Qt::SolidLine, sc.lw, s);
    drawFirstSteps(p, zx, sc.withB, sc.pos, sc.cB, sc.lw, sc.head);
    drawStepMarkers(p, zx, sc.withB, sc.pos, sc.every, sc.zMark, sc.zMark * 2.2, sc.cB, false, s, &labels);
    p.setClipping(false);
    const QPointF zBest = zx.map(sc.meta.surface_best_w, sc.meta.surface_best_b), zNow = sc.withB.at(zx, sc.pos);
    drawTargetRing(p, zBest, sc.ring, sc.cB, s);
    if (zx.plot.contains(zNow))
        drawMarker(p, zNow, sc.nowR, sc.cB, false, s);
    labels.blockPoint(zBest, sc.ring);
    labels.blockPoint(zNow, sc.nowR);
    using S = LabelPlacer;
    // Once the path has reached the lowest point (they share a pixel or two), one label says both.
    const bool onBest = QLineF(zNow, zBest).length() < sc.ring;
    if (!onBest || sc.pos < 1 || !zx.plot.contains(zNow))
        labels.place(p, zBest, QStringLiteral("(%1, %2): L = 0").arg(num(sc.meta.surface_best_w), num(sc.meta.surface_best_b)), s,
                     sc.cB, sc.labelFont, sc.ring + 4, {S::AboveRight, S::Right, S::BelowRight, S::Above}, true);
    if (sc.pos < 1) {
        p.setPen(s.muted);
        panel::fitText(s, p, zx.plot.adjusted(8, 8, -8, -8), QObject::tr("The first step lands in this box"), s.tickFont(),
                       Qt::AlignCenter, 0.7);
    }
    if (sc.pos >= 1 && zx.plot.contains(zNow)) {
        const QString now = onBest ? QObject::tr("now: step %1 ≈ (%2, %3)")
                                         .arg(sc.step)
                                         .arg(num(sc.meta.surface_best_w), num(sc.meta.surface_best_b))
                                   : QObject::tr("now: step %1").arg(sc.step);
        labels.place(p, zNow, now, s, sc.cB, s.labelFont(true), sc.nowR + 4,
                     {S::Right, S::BelowRight, S::AboveRight, S::Left, S::Below, S::BelowLeft, S::AboveLeft, S::Above}, true);
    }
    labelZoomSteps(p, sc, labels, zBest);
    p.restore();
}

/// Why 7/3: two lines under the pictures.
void paintWhyNote(QPainter &p, const SurfaceScene &sc)
{
    const QRectF &note = sc.L.note;
    const double h = note.height() / 2;
    const double bestW = sc.meta.surface_best_w, bestB = sc.meta.surface_best_b, noBiasW = sc.meta.surface_nobias_w;
    const double nbLoss = sc.noB.lossAt(sc.noB.last());
    p.setPen(sc.s.foreground);
    panel::fitFirst(
        sc.s, p, QRectF(note.left(), note.top(), note.width(), h),
        {QObject::tr("Without a bias the model is stuck on the line b = 0: its lowest point there is w = Σxy / Σx² = %1, "
                     "where L = %2, not 0.")
             .arg(fraction(noBiasW), num(nbLoss)),
         QObject::tr("Without a bias: stuck on b = 0, lowest at w = Σxy / Σx² = %1 (L = %2).")
             .arg(fraction(noBiasW), num(nbLoss))},
        sc.s.labelFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.setPen(sc.s.muted);
    panel::fitFirst(
        sc.s, p, QRectF(note.left(), note.top() + h, note.width(), h),
        {QObject::tr("The steeper w makes up for the missing intercept %1; with b free, step 1 jumps across the valley and SGD "
                     "then crawls along its floor to (%2, %3).")
             .arg(num(bestB), num(bestW), num(bestB)),
         QObject::tr("With b free: one jump across the valley, then a slow crawl to (%1, %2).").arg(num(bestW), num(bestB))},
        sc.s.tickFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
}

} // namespace

void paintSurface(QPainter &p, const QRectF &canvas, const PaintContext &ctx, const Style &unfitted)
{
    const ScaleLabMeta &m = typed(ctx.trace).meta;
    if (m.path_bias_w.empty() || m.path_nobias_w.empty() || m.path_bias_b.empty()) {
        // A trace without the two paths (cut by hand): said, not drawn from nothing.
        p.save();
        p.setPen(unfitted.muted);
        p.setFont(unfitted.bodyFont());
        p.drawText(canvas, Qt::AlignCenter | Qt::TextWordWrap,
                   QObject::tr("This trace holds no descent path for the loss surface (path_bias_w, path_bias_b and "
                               "path_nobias_w are empty): nothing to draw."));
        p.restore();
        return;
    }
    const ScaleLabSurface L = scaleLabSurface(ctx.trace, canvas, unfitted);
    const SurfaceScene sc = surfaceScene(L, ctx);
    p.save();
    if (L.bowlShown) // first: the cached layer covers the pictures' part of the canvas
        paintSurfaceStill(p, sc, canvas);
    paintSurfaceTexts(p, sc, ctx);
    if (L.bowlShown) {
        paintBowlPaths(p, sc);
        if (L.zoomShown)
            paintZoom(p, sc);
        paintWhyNote(p, sc);
    }
    p.restore();
}

QString surfaceNarration(const Trace &tr, int index)
{
    const SurfacePath withB = biasPath(tr), noB = noBiasPath(tr);
    if (withB.w.empty() || noB.w.empty())
        return QObject::tr("<b>Loss surface.</b> This trace carries no surface paths.");
    const int step = surfaceStepAt(tr, index);
    const ScaleLabMeta &meta = typed(tr).meta;
    const double bestW = meta.surface_best_w, bestB = meta.surface_best_b, noBiasW = meta.surface_nobias_w;
    const QString best = QStringLiteral("(%1, %2)").arg(num(bestW), num(bestB));
    QString out =
        QObject::tr("<b>Checkpoint %1 of %2: the loss surface at path step %3 of %4.</b> With a bias the path is at "
                    "(w, b) = (<b>%5</b>, <b>%6</b>), L = <b>%7</b>; without one at w = <b>%8</b>, L = <b>%9</b>.<br>")
            .arg(index)
            .arg(int(tr.frames.size()) - 1)
            .arg(step)
            .arg(withB.last())
            .arg(num(withB.wAt(step)), num(withB.bAt(step)), num(withB.lossAt(step)), num(noB.wAt(step)), num(noB.lossAt(step)));
    out += QObject::tr(
        "The colours and rings show the squared loss L(w, b) = ½ mean (w x + b − y)² of the line y = w x + b on the "
        "lecture's four points (1, 3), (2, 5), (3, 7), (4, 9): each ring joins the (w, b) with the same loss. The bowl "
        "is a long, narrow valley: steep across it, almost flat along its floor.<br>");
    out += QObject::tr(
               "<b>With a bias</b>, synchronous SGD (η = %1, one worker per point) starts at (%2, %3). Its first step jumps "
               "across the valley to (%4, %5), L = %6; then it crawls along the flat floor to the bottom, <b>%7</b>, where the "
               "line y = %8 x + %9 goes through all four points and L = 0.<br>")
               .arg(num(meta.surface_eta), num(withB.wAt(0)), num(withB.bAt(0)), num(withB.wAt(1)), num(withB.bAt(1)),
                    num(withB.lossAt(1)), best, num(bestW), num(bestB));
    out += QObject::tr(
               "<b>Without a bias</b> the model can only move along the line b = 0. The lowest point on that line is "
               "w = Σxy / Σx² = <b>%1 ≈ %2</b>, not %3: a steeper line through the origin makes up for the missing intercept "
               "but cannot fit all four points, so the loss stays at %4.")
               .arg(fraction(noBiasW), num(noBiasW), num(bestW), num(noB.lossAt(noB.last())));
    return out;
}

} // namespace sgd::ui::scale_lab
