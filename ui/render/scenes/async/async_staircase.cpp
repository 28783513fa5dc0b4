// The asynchronous-SGD staircase: the server's weight over time, one step per arriving gradient,
// the weight each worker read (dashed) and the stale gap where it lands, labelled where there is
// room, with the synchronous staircase on the same clock when comparing.

#include "async_parts.h"

#include <QHash>
#include <QImage>
#include <QObject>
#include <QPaintEngine>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>

namespace sgd::ui::async {

namespace {

QString cursorText(double now)
{
    return QStringLiteral("t = %1").arg(num(now));
}

/// The cursor's "t = ..." tag at the top of the plot, over the line at x.
QRectF cursorTagBox(const QRectF &plot, double x, const Style &s, double now)
{
    const QFontMetricsF fm(s.tagFont());
    const double w = fm.horizontalAdvance(cursorText(now)) + 10;
    QRectF b(x - w / 2, plot.top() + 2, w, fm.height() + 2);
    if (b.right() > plot.right())
        b.moveRight(plot.right());
    if (b.left() < plot.left())
        b.moveLeft(plot.left());
    return b;
}

} // namespace

void drawCursor(QPainter &p, const QRectF &plot, double x, const Style &s, bool label, double now)
{
    p.save();
    p.setPen(QPen(s.foreground, 1.2, Qt::SolidLine));
    p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    if (label) {
        p.setFont(s.tagFont());
        const QString t = cursorText(now);
        const QRectF b = cursorTagBox(plot, x, s, now);
        p.setPen(Qt::NoPen);
        p.setBrush(s.foreground);
        p.drawRoundedRect(b, 4, 4);
        p.setPen(s.background);
        p.drawText(b, Qt::AlignCenter, t);
    }
    p.restore();
}

namespace {

/// A horizontal dashed line from `from` to x `toX`, `w` thick, in `color`: the dashes a
/// Qt::DashLine pen with square caps draws (4 w on, 2 w off, each dash w / 2 longer at both
/// ends), as filled rectangles, which the raster engine fills many times faster than it strokes
/// a dashed pen (hundreds of reads a frame in a long run).
void dashedRow(QPainter &p, QPointF from, double toX, double w, const QColor &color)
{
    if (!std::isfinite(from.x()) || !std::isfinite(from.y()) || !std::isfinite(toX) || !(w > 0))
        return;
    const double dir = toX >= from.x() ? 1.0 : -1.0, len = std::abs(toX - from.x());
    // Only the dashes that can show: a row from a time far off the axis (a recorded run's clock
    // gone wrong) costs what the picture's width does, never what its length in pixels would.
    const QRectF view = p.hasClipping() ? p.clipBoundingRect() : QRectF(p.window());
    const double lo = std::min(view.left(), view.right()) - 12 * w, hi = std::max(view.left(), view.right()) + 12 * w;
    const double enter = dir > 0 ? lo - from.x() : from.x() - hi; // the distance along the row to the view
    const double first = enter > 0 ? std::floor(enter / (6 * w)) * 6 * w : 0.0;
    const double last = std::min(len, first + (hi - lo) + 12 * w);
    // Whole pixels, as a thin pen's dashes look anyway: the raster engine's fast path.
    const bool aa = p.testRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::Antialiasing, false);
    for (double d = first; d < last + 1e-9; d += 6 * w) {
        const double a = from.x() + dir * (d - w / 2), b = from.x() + dir * (std::min(d + 4 * w, len) + w / 2);
        p.fillRect(QRectF(QPointF(std::min(a, b), from.y() - w / 2), QPointF(std::max(a, b), from.y() + w / 2)), color);
    }
    p.setRenderHint(QPainter::Antialiasing, aa);
}

/// A filled dot of `radius` at `c`. On a raster device with no scaling, a stamp of the dot drawn
/// once per colour, size and quarter-pixel offset: a long run draws over a thousand dots a frame,
/// and filling an antialiased ellipse costs many times what copying its few pixels does.
/// The dot stamps, in the picture's cache.
struct DotStamps {
    QHash<quint64, QImage> stamps;
};

void dot(PaintCache *cache, QPainter &p, QPointF c, double radius, const QColor &color)
{
    const QTransform m = p.deviceTransform();
    if (!p.paintEngine() || p.paintEngine()->type() != QPaintEngine::Raster || m.type() > QTransform::TxTranslate) {
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(c, radius, radius);
        return;
    }
    const QPointF d = m.map(c);
    const double fx = std::floor(d.x() * 4) / 4 - std::floor(d.x()), fy = std::floor(d.y() * 4) / 4 - std::floor(d.y());
    const int side = int(std::ceil(2 * radius)) + 4;
    const quint64 key =
        quint64(color.rgba()) << 32 | quint64(std::lround(radius * 16)) << 4 | quint64(fx * 4) << 2 | quint64(fy * 4);
    DotStamps scratch;
    QHash<quint64, QImage> &stamps = memoOf(cache, scratch).stamps;
    if (stamps.size() > 512)
        stamps.clear();
    auto it = stamps.constFind(key);
    if (it == stamps.constEnd()) {
        QImage img(side, side, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        QPainter sp(&img);
        sp.setRenderHint(QPainter::Antialiasing);
        sp.setPen(Qt::NoPen);
        sp.setBrush(color);
        sp.drawEllipse(QPointF(side / 2 + fx, side / 2 + fy), radius, radius);
        sp.end();
        it = stamps.insert(key, img);
    }
    // Translation only: a whole device pixel for the stamp's corner is a whole step in the painter's units.
    p.drawImage(QPointF(std::floor(d.x()) - side / 2 - m.dx(), std::floor(d.y()) - side / 2 - m.dy()), *it);
}

/// The width of `text` in `font`, remembered across frames: the staircase measures the same
/// labels every frame, and shaping text is most of a label's cost.
struct TextWidths {
    QHash<QString, double> widths;
    QFont widthsFor;
};

double textWidth(PaintCache *cache, const QFont &font, const QString &text)
{
    TextWidths scratch;
    TextWidths &kept = memoOf(cache, scratch);
    QHash<QString, double> &widths = kept.widths;
    QFont &widthsFor = kept.widthsFor;
    // Comparing fonts, not their key() strings: a long run measures thousands of labels a frame.
    if (!(font == widthsFor) || widths.size() > 20000) {
        widths.clear();
        widthsFor = font;
    }
    auto it = widths.constFind(text);
    if (it == widths.constEnd())
        it = widths.insert(text, QFontMetricsF(font).horizontalAdvance(text));
    return *it;
}

/// A run with more updates than this draws its reads and arrival dots from cached layers.
constexpr int kLayerFrom = 400;

/// QRectF::intersects for rectangles of positive size, inline: with hundreds of updates the
/// labels test it hundreds of thousands of times a frame.
bool overlap(const QRectF &a, const QRectF &b)
{
    return a.width() > 0 && a.height() > 0 && b.width() > 0 && b.height() > 0
               ? a.left() < b.right() && b.left() < a.right() && a.top() < b.bottom() && b.top() < a.bottom()
               : a.intersects(b);
}

/// Where the staircase's labels may go: inside the plot, clear of each other and of the lines
/// (the staircase risers, the gaps and the arrival dots) up to the current update.
class LabelPlacer {
public:
    LabelPlacer(const draw::Axes &ax, const AsyncTrace &tt, int cur) : m_plot(ax.plot.adjusted(-2, -2, 2, 2))
    {
        for (int i = 1; i <= cur && i < int(tt.frames.size()); ++i) {
            const AsyncUpdate &f = tt.frames[std::size_t(i)];
            const double x = ax.mapX(f.time);
            const double ys[] = {ax.mapY(f.w_read), ax.mapY(f.w_before), ax.mapY(f.w_after)};
            const double y0 = *std::min_element(std::begin(ys), std::end(ys)),
                         y1 = *std::max_element(std::begin(ys), std::end(ys));
            m_obstacles.emplace_back(x - 3, y0 - 2, 6, y1 - y0 + 4);
        }
        // Arrivals come in time order, so the obstacles are sorted by x and all of the same width:
        // only those whose left edge lies within one obstacle width left of the box can meet it.
        m_byX = std::is_sorted(m_obstacles.begin(), m_obstacles.end(),
                               [](const QRectF &a, const QRectF &b) { return a.left() < b.left(); });
    }
    /// Takes `box` when it is free.
    bool place(const QRectF &box)
    {
        if (!clearOfLines(box))
            return false;
        for (const QRectF &t : m_taken)
            if (overlap(t, box))
                return false;
        if (!m_plot.contains(box))
            return false;
        m_taken.push_back(box);
        return true;
    }
    /// Whether `box` is free, without taking it (a thin box tells whether any wider one holding
    /// it could be free: a label's text is only laid out where that is so).
    bool free(const QRectF &box) const
    {
        if (!m_plot.contains(box) || !clearOfLines(box))
            return false;
        return std::none_of(m_taken.begin(), m_taken.end(), [&](const QRectF &t) { return overlap(t, box); });
    }
    /// Takes `box` whatever lies there (the current gap's label must show).
    void force(const QRectF &box) { m_taken.push_back(box); }

private:
    bool clearOfLines(const QRectF &box) const
    {
        auto from = m_obstacles.begin();
        if (m_byX)
            from = std::lower_bound(m_obstacles.begin(), m_obstacles.end(), box.left() - 7,
                                    [](const QRectF &o, double x) { return o.left() < x; });
        for (auto it = from; it != m_obstacles.end(); ++it) {
            if (m_byX && it->left() > box.right())
                break;
            if (overlap(*it, box))
                return false;
        }
        return true;
    }

    QRectF m_plot;
    std::vector<QRectF> m_obstacles;
    std::vector<QRectF> m_taken;
    bool m_byX = false;
};

struct StairLabel {
    QRectF box;
    QString text;
    QColor color;
    bool boxed;
};

/// A hash of every update's times, weights and worker: what the cached layers of a long run show.
std::size_t runHashOf(const AsyncTrace &tt)
{
    std::size_t h = 0x3c6ef372fe94f82bull;
    for (const AsyncUpdate &f : tt.frames)
        for (double v : {f.start_time, f.time, f.w_read, f.w_before, f.w_after, double(f.worker)})
            draw::mixKey(h, v);
    return h;
}

/// The labels Staircase::labels() placed for the last few frames, in the picture's cache.
struct KeptStairLabels {
    struct Kept {
        std::size_t key;
        std::vector<StairLabel> labels;
    };
    std::vector<Kept> kept; // most recent first
};

/// The staircase chart of one paint: its axes and what it needs to draw every part.
struct Staircase {
    const PaintContext &ctx;
    const AsyncTrace &tt;
    draw::Axes ax;
    double now = 0;
    int cur = 0;
    QFont small;
    std::size_t runHash = 0;                   ///< every update's times, weights and worker (runHashOf), once per paint
    mutable KeptStairLabels labelScratch = {}; ///< the placed labels when the paint has no cache

    const Style &s() const { return ctx.style; }
    int lastDrawn() const { return std::min(cur, int(tt.frames.size()) - 1); }

    void drawBest(QPainter &p, const QFontMetricsF &fm) const
    {
        const double best = tt.meta.w_best;
        if (!(std::isfinite(best) && best > ax.y0 && best < ax.y1))
            return;
        p.setPen(QPen(s().muted, 1.2, Qt::DotLine));
        p.drawLine(ax.map(ax.x0, best), ax.map(ax.x1, best));
        p.setFont(s().noteFont());
        p.setPen(s().muted);
        p.drawText(QRectF(ax.plot.left() + 4, ax.mapY(best) - fm.height() - 1, ax.plot.width() * 0.5, fm.height()),
                   Qt::AlignLeft | Qt::AlignBottom, QObject::tr("best w = %1").arg(num(best)));
    }

    /// Synchronous SGD on the same clock (dashed), up to now.
    void drawSync(QPainter &p, const QFontMetricsF &fm) const
    {
        const auto &st = tt.meta.sync_times;
        const auto &sw = tt.meta.sync_weights;
        QPainterPath sp;
        for (std::size_t i = 0; i < st.size() && i < sw.size(); ++i) {
            if (i == 0)
                sp.moveTo(ax.map(st[0], sw[0]));
            else {
                if (st[i] > now + 1e-12) {
                    sp.lineTo(ax.map(now, sw[i - 1]));
                    break;
                }
                sp.lineTo(ax.map(st[i], sw[i - 1]));
                sp.lineTo(ax.map(st[i], sw[i]));
            }
            if (i + 1 == st.size())
                sp.lineTo(ax.map(std::min(now, ax.x1), sw[i]));
        }
        p.setPen(QPen(s().foreground, s().lineWidth * 1.3, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawPath(sp);
        p.setFont(s().legendFont());
        p.setPen(s().foreground);
        for (std::size_t i = 1; i < st.size() && i < sw.size(); ++i)
            if (st[i] <= now + 1e-12) {
                p.setBrush(s().foreground);
                p.drawEllipse(ax.map(st[i], sw[i]), 3.5, 3.5);
                p.drawText(QRectF(ax.mapX(st[i]) - 60, ax.mapY(sw[i]) + 3, 56, fm.height()), Qt::AlignRight | Qt::AlignTop,
                           wnum(sw[i]));
            }
    }

    /// The server's weight up to now: one step per applied gradient.
    void drawServer(QPainter &p) const
    {
        QPainterPath path;
        path.moveTo(ax.map(0, tt.meta.w0));
        double w = tt.meta.w0;
        for (int i = 0; i <= cur && i < int(tt.frames.size()); ++i) {
            const AsyncUpdate &f = tt.frames[std::size_t(i)];
            path.lineTo(ax.map(f.time, w));
            w = f.w_after;
            path.lineTo(ax.map(f.time, w));
        }
        path.lineTo(ax.map(now, w));
        p.setPen(QPen(s().accent, s().lineWidth * 1.5, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        chart::strokePath(p, path);
    }

    /// Update i's read: the weight its worker read (dashed, from the read to the arrival) and the
    /// stale gap at apply time.
    void drawRead(QPainter &p, int i, bool isCur) const
    {
        const AsyncUpdate &f = tt.frames[std::size_t(i)];
        const QColor wc = workerColor(s(), f.worker - 1);
        const double t0 = f.start_time, t1 = f.time;
        const double wr = f.w_read, wb = f.w_before;
        dashedRow(p, ax.map(t0, wr), ax.mapX(t1), isCur ? s().lineWidth * 1.2 : s().lineWidth * 0.8, wc);
        dot(s().cache, p, ax.map(t0, wr), 3, wc);
        if (std::abs(wb - wr) > 1e-12) {
            QColor gc = s().warning;
            if (!isCur)
                gc.setAlphaF(0.75);
            // A vertical stroke with flat caps, as the rectangle it covers.
            const double gw = isCur ? s().lineWidth * 2.4 : s().lineWidth * 1.5;
            const double ya = ax.mapY(wr), yb = ax.mapY(wb);
            p.fillRect(QRectF(ax.mapX(t1) - gw / 2, std::min(ya, yb), gw, std::abs(yb - ya)), gc);
        }
    }

    /// Update i's arrival dot (larger for the current update).
    void drawArrival(QPainter &p, int i, bool big) const
    {
        const AsyncUpdate &f = tt.frames[std::size_t(i)];
        dot(s().cache, p, ax.map(f.time, f.w_after), big ? 6 : 4, workerColor(s(), f.worker - 1));
    }

    /// A long run draws its reads and arrival dots from cached layers of the whole run.
    bool layered() const { return int(tt.frames.size()) > kLayerFrom; }

    /// Left of this pixel x every update drawn so far looks final (the current one is drawn again
    /// on top) and nothing of a later update reaches: the cached layers show that part.
    double settledX() const
    {
        const int n = int(tt.frames.size());
        if (cur + 1 >= n)
            return ax.plot.right() + 12;
        double minStart = tt.frames[std::size_t(cur + 1)].start_time;
        for (int i = cur + 2; i < n; ++i)
            minStart = std::min(minStart, tt.frames[std::size_t(i)].start_time);
        return std::min(ax.mapX(minStart) - 5, ax.mapX(tt.frames[std::size_t(cur + 1)].time) - 7);
    }

    /// The key of a cached layer: everything that changes its picture.
    std::size_t layerKey(int part) const
    {
        std::size_t key = std::size_t(part) * 0x9e3779b97f4a7c15ull;
        auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
        for (double v :
             {ax.plot.left(), ax.plot.top(), ax.plot.width(), ax.plot.height(), ax.x0, ax.x1, ax.y0, ax.y1, s().lineWidth})
            mixIn(v);
        for (const QColor &c : s().series)
            mixIn(double(c.rgba()));
        mixIn(double(s().warning.rgba()));
        return (key ^ runHash) * 1099511628211ull;
    }

    /// Draws `one(p, i)` for the updates drawn so far, in the order of `ids` (an id stands for
    /// update |id|): from a cached layer of the whole run left of settledX(), live right of it.
    void drawSettled(QPainter &p, int part, const std::vector<int> &ids, const std::function<void(QPainter &, int)> &one) const
    {
        const double edge = settledX();
        const QRectF layer = ax.plot.adjusted(-12, -12, 12, 12);
        p.save();
        p.setClipRect(QRectF(layer.topLeft(), QPointF(std::max(layer.left(), edge), layer.bottom())), Qt::IntersectClip);
        draw::drawCachedLayer(s().cache, p, layer, layerKey(part), [&](QPainter &lp) {
            for (int i : ids)
                one(lp, i);
        });
        p.restore();
        p.save();
        p.setClipRect(QRectF(QPointF(edge, layer.top()), layer.bottomRight()), Qt::IntersectClip);
        const double from = ax.unmapX(edge - 8); // updates arriving before this lie left of the edge
        for (int i : ids)
            if (std::abs(i) <= lastDrawn() && tt.frames[std::size_t(std::abs(i))].time >= from)
                one(p, i);
        p.restore();
    }

    /// The weight each worker read (dashed) and the stale gap at apply time, oldest on top. A long
    /// run draws them and the arrival dots (at their small size, over every read) from one cached
    /// layer: one blend per frame, not two.
    void drawReads(QPainter &p) const
    {
        if (!layered()) {
            for (int i = lastDrawn(); i >= 1; --i)
                drawRead(p, i, i == cur);
            return;
        }
        std::vector<int> ids; // reads newest first, then the dots (negative ids) oldest first
        for (int i = int(tt.frames.size()) - 1; i >= 1; --i)
            ids.push_back(i);
        for (int i = 1; i < int(tt.frames.size()); ++i)
            ids.push_back(-i);
        drawSettled(p, 1, ids, [this](QPainter &q, int i) {
            if (i > 0)
                drawRead(q, i, false);
            else
                drawArrival(q, -i, false);
        });
        if (cur >= 1)
            drawRead(p, cur, true);
    }

    /// Whether a label `h` high could go at any of the rows `ys`, starting at x `right` or ending at
    /// x `left` + 1: a one-pixel-wide box there must be free (checked before any text is measured).
    static bool anyFree(const LabelPlacer &placer, double right, double left, std::initializer_list<double> ys, double h)
    {
        for (double y : ys)
            if (placer.free(QRectF(right, y, 1, h)) || placer.free(QRectF(left, y, 1, h)))
                return true;
        return false;
    }

    /// The label of update i's gap: beside the gap where there is room; `force` puts it there anyway.
    void gapLabel(int i, bool force, double smallHeight, LabelPlacer &placer, std::vector<StairLabel> &labels) const
    {
        const AsyncUpdate &f = tt.frames[std::size_t(i)];
        const double t1 = f.time, wr = f.w_read, wb = f.w_before;
        const double th = smallHeight + 4;
        const QPointF mid = ax.map(t1, (wr + wb) / 2);
        const double yc = mid.y() - th / 2, yb = std::max(ax.mapY(wr), ax.mapY(wb)) + 3,
                     ya = std::min(ax.mapY(wr), ax.mapY(wb)) - th - 3;
        if (!force && !anyFree(placer, mid.x() + 6, mid.x() - 7, {yc, yb, ya, yb + th + 2}, th))
            return;
        const bool stale = f.staleness > 0;
        const QString text =
            stale ? QObject::tr("gap %1 · τ = %2").arg(num(f.gap), num(f.staleness)) : QObject::tr("τ = 0, fresh");
        const double tw = textWidth(s().cache, small, text) + 10;
        const double xr = mid.x() + 6, xl = mid.x() - tw - 6;
        QRectF b(QPointF(xr, yc), QSizeF(tw, th));
        for (QPointF tl : {QPointF(xr, yc), QPointF(xl, yc), QPointF(xr, yb), QPointF(xl, yb), QPointF(xr, ya), QPointF(xl, ya),
                           QPointF(xr, yb + th + 2), QPointF(xl, yb + th + 2)}) {
            b.moveTopLeft(tl);
            if (placer.place(b)) {
                labels.push_back({b, text, stale ? s().warning : s().muted, true});
                return;
            }
        }
        if (force) {
            b.moveTopLeft(QPointF(xr + tw > ax.plot.right() ? xl : xr, yc));
            placer.force(b);
            labels.push_back({b, text, stale ? s().warning : s().muted, true});
        }
    }

    /// Labels, by priority: the current gap, w0 and the staircase values, then older gaps (newest first).
    std::vector<StairLabel> placeLabels() const
    {
        LabelPlacer placer(ax, tt, cur);
        // The cursor's "t = ..." tag stays where it is: no label goes under it.
        placer.force(cursorTagBox(ax.plot, ax.mapX(now), s(), now).adjusted(-2, -2, 2, 2));
        std::vector<StairLabel> labels;
        const QFontMetricsF sf(small);
        if (cur >= 1 && cur < int(tt.frames.size())) // frame 0, the start, has no gradient and so no gap
            gapLabel(cur, true, sf.height(), placer, labels);
        const QString w0t = wnum(tt.meta.w0);
        const QRectF b0(ax.plot.left() + 4, ax.mapY(tt.meta.w0) - sf.height() - 2, sf.horizontalAdvance(w0t) + 6, sf.height());
        if (placer.place(b0))
            labels.push_back({b0, w0t, s().accent, false});
        for (int i = lastDrawn(); i >= 1; --i) {
            const AsyncUpdate &f = tt.frames[std::size_t(i)];
            const QPointF top = ax.map(f.time, f.w_after);
            const bool up = f.w_after >= f.w_before;
            const double y = up ? top.y() - sf.height() - 2 : top.y() + 2;
            if (!anyFree(placer, top.x() + 3, top.x() - 4, {y}, sf.height()))
                continue;
            const QString text = wnum(f.w_after);
            const double tw = textWidth(s().cache, small, text) + 6;
            QRectF b(top.x() + 3, y, tw, sf.height());
            if (placer.place(b) || (b.moveLeft(top.x() - tw - 3), placer.place(b)))
                labels.push_back({b, text, s().accent, false});
        }
        const double smallHeight = sf.height();
        for (int i = lastDrawn() - 1; i >= 1; --i)
            gapLabel(i, false, smallHeight, placer, labels);
        return labels;
    }

    /// placeLabels(), remembered for the last few frames: where the labels go depends on the frame
    /// shown (not on the moment of its transition), and placing them among thousands of updates is
    /// a good part of a long run's frame.
    const std::vector<StairLabel> &labels() const
    {
        using Kept = KeptStairLabels::Kept;
        std::vector<Kept> &kept = memoOf(s().cache, labelScratch).kept; // most recent first
        std::size_t key = layerKey(2) ^ (std::size_t(cur) * 0x9e3779b97f4a7c15ull);
        auto mixIn = [&key](double v) { draw::mixKey(key, v); };
        mixIn(double(qHash(small.toString())));
        for (const QColor &c : {s().accent, s().muted, s().warning})
            mixIn(double(c.rgba()));
        mixIn(tt.meta.w0);
        auto it = std::find_if(kept.begin(), kept.end(), [key](const Kept &k) { return k.key == key; });
        if (it == kept.end()) {
            kept.insert(kept.begin(), Kept{key, placeLabels()});
            if (kept.size() > 4)
                kept.pop_back();
            it = kept.begin();
        }
        return it->labels;
    }

    void drawLabels(QPainter &p, const std::vector<StairLabel> &labels) const
    {
        for (const StairLabel &l : labels) {
            p.setFont(small);
            if (l.boxed) {
                QColor bg = s().background;
                bg.setAlphaF(0.9);
                p.setPen(QPen(l.color, 1));
                p.setBrush(bg);
                p.drawRoundedRect(l.box, 4, 4);
            }
            p.setPen(l.color);
            p.drawText(l.box, Qt::AlignCenter, l.text);
        }
    }

    /// Arrival dots (the current one larger; a long run's others came with the reads) and the time cursor.
    void drawArrivals(QPainter &p) const
    {
        if (!layered()) {
            for (int i = 1; i <= cur && i < int(tt.frames.size()); ++i)
                drawArrival(p, i, i == cur);
        } else if (cur >= 1 && cur < int(tt.frames.size())) {
            drawArrival(p, cur, true);
        }
        drawCursor(p, ax.plot, ax.mapX(now), s(), true, now);
    }
};

} // namespace

QRectF paintStaircase(QPainter &p, const QRectF &area, const PaintContext &ctx, const TimeAxis &axis)
{
    const Style &s = ctx.style;
    const QRectF r = caption(p, area, QObject::tr("Server weight w over time: one step per arriving gradient"), s);
    const chart::Layout L = staircaseLayout(r, s, axis, p.device(), &ctx.trace, ctx.index);
    if (!plotFits(L.plot))
        return {};
    chart::drawAxesCached(p, L, s, true); // the axis is the whole run's: the same every frame
    const QFontMetricsF fm(s.tickFont());
    Staircase st{ctx, typed(ctx.trace), {}, cursorTime(ctx), ctx.index, s.tagFont()};
    st.ax.plot = L.plot;
    st.ax.x0 = L.x.lo, st.ax.x1 = L.x.hi, st.ax.y0 = L.y.lo, st.ax.y1 = L.y.hi;
    st.runHash = runHashOf(st.tt);
    p.save();
    st.drawBest(p, fm);
    if (compareOn(ctx))
        st.drawSync(p, fm);
    st.drawServer(p);
    st.drawReads(p);
    st.drawLabels(p, st.labels());
    st.drawArrivals(p);
    p.restore();
    return L.plot;
}

} // namespace sgd::ui::async
