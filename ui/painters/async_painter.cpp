// Asynchronous SGD: the server's staircase of weights over time, the stale gaps, and one lane per
// worker showing that nobody is interrupted mid-gradient. One frame is one applied gradient.

#include "async_trace.h"
#include "draw.h"
#include "painters.h"
#include "topology_view.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>

namespace sgd::ui {
namespace {

using draw::num;
using panel::caption;
using panel::clamp01;
using panel::fitText;
using panel::legendRow;

// Weights: the one number format (number_format.h), as in the narration and the table.
QString wnum(double v) { return num(v); }

const AsyncTrace &typed(const Trace &tr) { return typedTrace<AsyncTrace>(tr); }

/// One bar on a worker's lane, as the painter draws it (worker counted from 0).
struct Interval {
    int worker = 0;
    double start = 0, end = 0;
    IntervalKind kind = IntervalKind::Applied;
    int update = 0;
    /// The worker was computing a gradient (applied, still running, or lost), not waiting or down.
    bool computing() const { return kind == IntervalKind::Applied || kind == IntervalKind::Unfinished || kind == IntervalKind::Lost; }
};

std::vector<Interval> intervalsOf(const Trace &tr)
{
    std::vector<Interval> out;
    const auto &records = typed(tr).meta.worker_intervals;
    out.reserve(records.size());
    for (const WorkerInterval &iv : records)
        out.push_back({iv.worker - 1, iv.start, iv.end, iv.kindValue(), iv.update.value_or(0)});
    return out;
}

/// The other workers in the middle of a gradient at `time` (numbered from 1, ascending).
std::vector<int> busyWorkers(const std::vector<Interval> &intervals, int pusher, double time)
{
    std::vector<int> busy;
    for (const Interval &iv : intervals)
        if (iv.worker != pusher - 1 && iv.computing() && iv.start < time - 1e-12 && iv.end > time + 1e-12)
            busy.push_back(iv.worker + 1);
    std::sort(busy.begin(), busy.end());
    return busy;
}

QColor workerColor(const Style &s, int w) { return s.series[((w % 8) + 8) % 8]; }

/// The time the picture shows: the frame's arrival, moving toward the next one with the animation.
double cursorTime(const PaintContext &ctx)
{
    const auto &frames = typed(ctx.trace).frames;
    const double a = frames.at(std::size_t(ctx.index)).time;
    if (!ctx.hasNext() || ctx.t <= 0.0)
        return a;
    const double b = frames.at(std::size_t(ctx.index + 1)).time;
    return a + (b - a) * ctx.t;
}

/// The update the header, counters and side card describe: the frame shown at rest, the one the
/// transition moves to while it plays (frame 0 is the start, before any gradient arrived).
const AsyncUpdate &shownFrame(const PaintContext &ctx) { return typed(ctx.trace).frames.at(std::size_t(ctx.shownStep())); }

bool compareOn(const PaintContext &ctx) { return ctx.options.value(QStringLiteral("compare")).toBool(); }

struct Layout {
    QRectF title, counters, chart, lanes, legend, side;
};

Layout layoutFor(const QRectF &area, const Style &s, bool side, double legendH)
{
    Layout l;
    const double pad = 8 * std::max(1.0, s.fontScale);
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.scaledFont(1.25, true)), fm(s.scaledFont(1.0));
    l.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    l.counters = QRectF(body.left(), l.title.bottom(), body.width(), fm.height() * 1.6);
    const double top = l.counters.bottom() + 4;
    const double leftW = side ? body.width() * 0.7 : body.width();
    const double h = body.bottom() - top;
    l.chart = QRectF(body.left(), top, leftW, h * 0.56);
    l.lanes = QRectF(body.left(), l.chart.bottom() + 2, leftW, h - l.chart.height() - legendH - 2);
    l.legend = QRectF(body.left(), l.lanes.bottom(), leftW, legendH);
    if (side)
        l.side = QRectF(body.left() + leftW + pad * 1.5, top, body.width() - leftW - pad * 1.5, h);
    return l;
}

/// The side card's text: lines top-down in `r`, each fitted to its width, dropped once the card is full.
struct SideCard {
    QPainter &p;
    QRectF r;
    QFont body, bold;
    double lh;
    double y;
    SideCard(QPainter &painter, const QRectF &area, const Style &s)
        : p(painter), r(area), body(s.scaledFont(0.92)), bold(s.scaledFont(0.92, true)), lh(QFontMetricsF(body).height() + 3), y(area.top() + 2)
    {
    }
    bool full() const { return y + lh > r.bottom(); }
    QRectF row() const { return QRectF(r.left() + 4, y, r.width() - 8, lh); }
    void line(const QString &text, const QColor &c, bool b = false)
    {
        if (full())
            return;
        p.setPen(c);
        fitText(p, row(), text, b ? bold : body, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        y += lh;
    }
    /// The first of `texts` that fits (longest first), in bold: never cut off mid-number.
    void firstFitting(const QStringList &texts, const QColor &c)
    {
        if (full())
            return;
        p.setPen(c);
        panel::fitFirst(p, row(), texts, bold, Qt::AlignLeft | Qt::AlignVCenter, 0.85);
        y += lh;
    }
    /// The framed box the first lines sit in, `lines` lines tall.
    void frame(const QColor &edge, const QColor &fill, int lines)
    {
        p.setPen(QPen(edge, 2));
        p.setBrush(fill);
        p.drawRoundedRect(QRectF(r.left(), y - 2, r.width(), std::min(lh * lines + 10, r.height())), 6, 6);
        y += 3;
    }
};

QString column(const std::string &name) { return QString::fromStdString(name); }

/// The time axis both charts share, and the weight range of the staircase.
struct Axis {
    double t0 = 0, t1 = 1;
    double w0 = 0, w1 = 1;
};

Axis timeAxis(const PaintContext &ctx)
{
    Axis a;
    const AsyncTrace &tt = typed(ctx.trace);
    a.t1 = tt.frames.back().time;
    for (const WorkerInterval &iv : tt.meta.worker_intervals)
        a.t1 = std::max(a.t1, iv.end);
    // The whole run's range keeps the axis still while stepping; a run that blows up later
    // would flatten the early steps, so then only the steps shown so far count.
    auto range = [&](int last) {
        double lo = tt.meta.w0, hi = lo;
        for (int i = 0; i <= last && i < int(tt.frames.size()); ++i)
            for (double v : {tt.frames[std::size_t(i)].w_read, tt.frames[std::size_t(i)].w_before, tt.frames[std::size_t(i)].w_after}) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        return std::make_pair(lo, hi);
    };
    auto [lo, hi] = range(int(tt.frames.size()) - 1);
    const auto [loNow, hiNow] = range(ctx.index + 1);
    if (hi - lo > 4 * std::max(hiNow - loNow, 1e-9)) {
        lo = loNow;
        hi = hiNow;
    }
    const double best = tt.meta.w_best;
    if (std::isfinite(best) && best >= lo - (hi - lo) * 0.5 && best <= hi + (hi - lo) * 0.5) {
        lo = std::min(lo, best);
        hi = std::max(hi, best);
    }
    if (compareOn(ctx)) {
        for (double v : tt.meta.sync_weights) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        for (double v : tt.meta.sync_times)
            a.t1 = std::max(a.t1, v);
    }
    const double pad = std::max(1e-6, (hi - lo) * 0.08);
    a.w0 = lo - pad;
    a.w1 = hi + pad * 1.6;
    a.t1 = std::max(a.t1 * 1.02, 1e-6);
    return a;
}

double plotLeft(const QRectF &r, const Style &s)
{
    const QFontMetricsF fm2(s.scaledFont(1.0));
    return r.left() + 64 + fm2.height() + 6;
}

void drawCursor(QPainter &p, const QRectF &plot, double x, const Style &s, bool label, double now)
{
    p.save();
    p.setPen(QPen(s.foreground, 1.2, Qt::SolidLine));
    p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    if (label) {
        p.setFont(s.scaledFont(0.85, true));
        const QFontMetricsF fm(p.font());
        const QString t = QStringLiteral("t = %1").arg(num(now));
        const double w = fm.horizontalAdvance(t) + 10;
        QRectF b(x - w / 2, plot.top() + 2, w, fm.height() + 2);
        if (b.right() > plot.right())
            b.moveRight(plot.right());
        if (b.left() < plot.left())
            b.moveLeft(plot.left());
        p.setPen(Qt::NoPen);
        p.setBrush(s.foreground);
        p.drawRoundedRect(b, 4, 4);
        p.setPen(s.background);
        p.drawText(b, Qt::AlignCenter, t);
    }
    p.restore();
}

// ------------------------------------------------------------------ the staircase

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
            const double y0 = *std::min_element(std::begin(ys), std::end(ys)), y1 = *std::max_element(std::begin(ys), std::end(ys));
            m_obstacles.emplace_back(x - 3, y0 - 2, 6, y1 - y0 + 4);
        }
        // Arrivals come in time order, so the obstacles are sorted by x and all of the same width:
        // only those whose left edge lies within one obstacle width left of the box can meet it.
        m_byX = std::is_sorted(m_obstacles.begin(), m_obstacles.end(), [](const QRectF &a, const QRectF &b) { return a.left() < b.left(); });
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
    /// Takes `box` whatever lies there (the current gap's label must show).
    void force(const QRectF &box) { m_taken.push_back(box); }

private:
    bool clearOfLines(const QRectF &box) const
    {
        auto from = m_obstacles.begin();
        if (m_byX)
            from = std::lower_bound(m_obstacles.begin(), m_obstacles.end(), box.left() - 7, [](const QRectF &o, double x) { return o.left() < x; });
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

/// The staircase chart of one paint: its axes and what it needs to draw every part.
struct Staircase {
    const PaintContext &ctx;
    const AsyncTrace &tt;
    draw::Axes ax;
    double now = 0;
    int cur = 0;
    QFont small;

    const Style &s() const { return ctx.style; }
    int lastDrawn() const { return std::min(cur, int(tt.frames.size()) - 1); }

    void drawBest(QPainter &p, const QFontMetricsF &fm) const
    {
        const double best = tt.meta.w_best;
        if (!(std::isfinite(best) && best > ax.y0 && best < ax.y1))
            return;
        p.setPen(QPen(s().muted, 1.2, Qt::DotLine));
        p.drawLine(ax.map(ax.x0, best), ax.map(ax.x1, best));
        p.setFont(s().scaledFont(0.8));
        p.setPen(s().muted);
        p.drawText(QRectF(ax.plot.left() + 4, ax.mapY(best) - fm.height() - 1, ax.plot.width() * 0.5, fm.height()),
                   Qt::AlignLeft | Qt::AlignBottom, QStringLiteral("best w = %1").arg(num(best)));
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
        p.setFont(s().scaledFont(0.85));
        p.setPen(s().foreground);
        for (std::size_t i = 1; i < st.size() && i < sw.size(); ++i)
            if (st[i] <= now + 1e-12) {
                p.setBrush(s().foreground);
                p.drawEllipse(ax.map(st[i], sw[i]), 3.5, 3.5);
                p.drawText(QRectF(ax.mapX(st[i]) - 60, ax.mapY(sw[i]) + 3, 56, fm.height()), Qt::AlignRight | Qt::AlignTop, wnum(sw[i]));
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
        draw::drawCurve(p, path);
    }

    /// The weight each worker read (dashed) and the stale gap at apply time, newest last.
    void drawReads(QPainter &p) const
    {
        for (int i = lastDrawn(); i >= 1; --i) {
            const AsyncUpdate &f = tt.frames[std::size_t(i)];
            const QColor wc = workerColor(s(), f.worker - 1);
            const double t0 = f.start_time, t1 = f.time;
            const double wr = f.w_read, wb = f.w_before;
            const bool isCur = i == cur;
            p.setPen(QPen(wc, isCur ? s().lineWidth * 1.2 : s().lineWidth * 0.8, Qt::DashLine));
            p.drawLine(ax.map(t0, wr), ax.map(t1, wr));
            p.setBrush(wc);
            p.setPen(Qt::NoPen);
            p.drawEllipse(ax.map(t0, wr), 3, 3);
            if (std::abs(wb - wr) > 1e-12) {
                QColor gc = s().warning;
                if (!isCur)
                    gc.setAlphaF(0.75);
                p.setPen(QPen(gc, isCur ? s().lineWidth * 2.4 : s().lineWidth * 1.5, Qt::SolidLine, Qt::FlatCap));
                p.drawLine(ax.map(t1, wr), ax.map(t1, wb));
            }
        }
    }

    /// The label of update i's gap: beside the gap where there is room; `force` puts it there anyway.
    void gapLabel(int i, bool force, LabelPlacer &placer, std::vector<StairLabel> &labels) const
    {
        const QFontMetricsF sf(small);
        const AsyncUpdate &f = tt.frames[std::size_t(i)];
        const double t1 = f.time, wr = f.w_read, wb = f.w_before;
        const bool stale = f.staleness > 0;
        const QString text = stale ? QStringLiteral("gap %1 · τ = %2").arg(num(f.gap), num(f.staleness)) : QStringLiteral("τ = 0, fresh");
        const double tw = sf.horizontalAdvance(text) + 10, th = sf.height() + 4;
        const QPointF mid = ax.map(t1, (wr + wb) / 2);
        const double xr = mid.x() + 6, xl = mid.x() - tw - 6;
        const double yc = mid.y() - th / 2, yb = std::max(ax.mapY(wr), ax.mapY(wb)) + 3, ya = std::min(ax.mapY(wr), ax.mapY(wb)) - th - 3;
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
        std::vector<StairLabel> labels;
        const QFontMetricsF sf(small);
        if (cur >= 1 && cur < int(tt.frames.size())) // frame 0, the start, has no gradient and so no gap
            gapLabel(cur, true, placer, labels);
        const QString w0t = wnum(tt.meta.w0);
        const QRectF b0(ax.plot.left() + 4, ax.mapY(tt.meta.w0) - sf.height() - 2, sf.horizontalAdvance(w0t) + 6, sf.height());
        if (placer.place(b0))
            labels.push_back({b0, w0t, s().accent, false});
        for (int i = lastDrawn(); i >= 1; --i) {
            const AsyncUpdate &f = tt.frames[std::size_t(i)];
            const QPointF top = ax.map(f.time, f.w_after);
            const QString text = wnum(f.w_after);
            const double tw = sf.horizontalAdvance(text) + 6;
            const bool up = f.w_after >= f.w_before;
            QRectF b(top.x() + 3, up ? top.y() - sf.height() - 2 : top.y() + 2, tw, sf.height());
            if (placer.place(b) || (b.moveLeft(top.x() - tw - 3), placer.place(b)))
                labels.push_back({b, text, s().accent, false});
        }
        for (int i = lastDrawn() - 1; i >= 1; --i)
            gapLabel(i, false, placer, labels);
        return labels;
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

    /// Arrival dots (the current one larger) and the time cursor.
    void drawArrivals(QPainter &p) const
    {
        p.setPen(Qt::NoPen);
        for (int i = 1; i <= cur && i < int(tt.frames.size()); ++i) {
            const AsyncUpdate &f = tt.frames[std::size_t(i)];
            p.setBrush(workerColor(s(), f.worker - 1));
            p.drawEllipse(ax.map(f.time, f.w_after), i == cur ? 6 : 4, i == cur ? 6 : 4);
        }
        drawCursor(p, ax.plot, ax.mapX(now), s(), true, now);
    }
};

void paintStaircase(QPainter &p, const QRectF &area, const PaintContext &ctx, const Axis &axis)
{
    const Style &s = ctx.style;
    QRectF r = caption(p, area, QStringLiteral("Server weight w over time: one step per arriving gradient"), s);
    const QFontMetricsF fm(s.scaledFont(0.9));
    Staircase st{ctx, typed(ctx.trace), {}, cursorTime(ctx), ctx.index, s.scaledFont(0.85, true)};
    draw::Axes &ax = st.ax;
    ax.plot = QRectF(plotLeft(r, s), r.top() + 4, r.right() - plotLeft(r, s) - 8, r.height() - fm.height() - 10);
    if (ax.plot.width() < 40 || ax.plot.height() < 30)
        return;
    ax.x0 = axis.t0;
    ax.x1 = axis.t1;
    ax.y0 = axis.w0;
    ax.y1 = axis.w1;
    panel::drawAxes(p, ax, s, QString(), QStringLiteral("w on the server"));
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    st.drawBest(p, fm);
    if (compareOn(ctx))
        st.drawSync(p, fm);
    st.drawServer(p);
    st.drawReads(p);
    st.drawLabels(p, st.placeLabels());
    st.drawArrivals(p);
    p.restore();
}

// ------------------------------------------------------------------ worker lanes

/// The lanes chart of one paint: the time axis, one lane per worker, the bars on them.
struct Lanes {
    const PaintContext &ctx;
    draw::Axes ax;
    int k = 0;
    double laneH = 0;
    double now = 0;
    QFont laneFont;

    const Style &s() const { return ctx.style; }

    /// Time axis only (no w grid): ticks and title.
    void drawTimeAxis(QPainter &p) const
    {
        const QFontMetricsF fm(s().scaledFont(0.9)), fm2(s().scaledFont(1.0));
        p.setFont(s().scaledFont(0.9));
        const double xs = draw::niceStep(ax.x1 - ax.x0);
        for (double x = std::ceil(ax.x0 / xs) * xs; x <= ax.x1 + 1e-9; x += xs) {
            const double px = ax.mapX(x);
            p.setPen(QPen(s().grid, 1));
            p.drawLine(QPointF(px, ax.plot.top()), QPointF(px, ax.plot.bottom()));
            p.setPen(s().muted);
            p.drawText(QRectF(px - 40, ax.plot.bottom() + 3, 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop, num(std::abs(x) < 1e-12 ? 0.0 : x));
        }
        p.setFont(s().scaledFont(1.0));
        p.setPen(s().foreground);
        p.drawText(QRectF(ax.plot.left(), ax.plot.bottom() + 3 + fm.height(), ax.plot.width(), fm2.height() + 2), Qt::AlignHCenter | Qt::AlignTop,
                   QStringLiteral("server time"));
    }

    /// Alternate bands, each lane's name and compute time at the left, the frame.
    void drawLaneNames(QPainter &p, double left) const
    {
        const auto &compute = typed(ctx.trace).meta.compute_times;
        const QFontMetricsF lf(laneFont);
        const bool labelAll = laneH >= lf.height() * 0.9;
        for (int w = 0; w < k; ++w) {
            const QRectF lane(ax.plot.left(), ax.plot.top() + w * laneH, ax.plot.width(), laneH);
            if (w % 2 == 1) {
                QColor band = s().panel;
                p.fillRect(lane, band);
            }
            if (labelAll || w % 2 == 0) {
                p.setFont(laneFont);
                p.setPen(workerColor(s(), w));
                const QString name = w < int(compute.size()) && laneH >= lf.height() * 1.9
                                         ? QStringLiteral("W%1\n%2 s").arg(w + 1).arg(num(compute[std::size_t(w)]))
                                         : QStringLiteral("W%1 · %2 s").arg(w + 1).arg(w < int(compute.size()) ? num(compute[std::size_t(w)]) : QString());
                fitText(p, QRectF(left, lane.top(), ax.plot.left() - left - 6, lane.height()), name, laneFont, Qt::AlignRight | Qt::AlignVCenter,
                        0.6);
            }
        }
        p.setPen(QPen(s().grid, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(ax.plot);
    }

    /// The bar's fill and outline by kind; returns the word written on it.
    QString drawBar(QPainter &p, const Interval &iv, const QRectF &bar, double x0, bool finished) const
    {
        const QColor wc = workerColor(s(), iv.worker);
        switch (iv.kind) {
        case IntervalKind::Applied:
        case IntervalKind::Unfinished: {
            QColor fill = wc;
            fill.setAlphaF(finished && iv.kind == IntervalKind::Applied ? 0.85 : 0.4);
            p.setPen(QPen(wc, 1));
            p.setBrush(fill);
            p.drawRect(bar);
            if (!finished || iv.kind == IntervalKind::Unfinished) {
                // Still computing: show the whole planned bar faintly so it is plain nothing cuts it short.
                p.setPen(QPen(wc, 1, Qt::DotLine));
                p.setBrush(Qt::NoBrush);
                p.drawRect(QRectF(x0, bar.top(), ax.mapX(iv.end) - x0, bar.height()));
                return QStringLiteral("computing");
            }
            return QStringLiteral("#%1").arg(iv.update);
        }
        case IntervalKind::Lost:
            p.setPen(QPen(s().warning, 1.5));
            p.setBrush(QBrush(s().warning, Qt::BDiagPattern));
            p.drawRect(bar);
            return QStringLiteral("lost");
        case IntervalKind::SspWait:
            p.setPen(QPen(s().idle, 1));
            p.setBrush(QBrush(s().idle, Qt::Dense5Pattern));
            p.drawRect(bar);
            return QStringLiteral("wait (SSP)");
        case IntervalKind::Down:
            p.setPen(QPen(s().muted, 1));
            p.setBrush(QBrush(s().muted, Qt::DiagCrossPattern));
            p.drawRect(bar);
            return QStringLiteral("down");
        default:
            return {};
        }
    }

    /// Pull mark at the start, push mark at the end of a gradient, a cross where one was lost.
    void drawMarks(QPainter &p, const Interval &iv, const QRectF &bar, double x0, bool finished) const
    {
        const double mh = std::clamp(laneH * 0.28, 4.0, 9.0 * s().fontScale);
        if (iv.computing()) {
            const double xp = x0 + mh * 0.75;
            const QPointF tri[3] = {{xp, bar.top() + mh * 0.5}, {xp - mh * 0.7, bar.top() - mh * 0.7}, {xp + mh * 0.7, bar.top() - mh * 0.7}};
            p.setPen(Qt::NoPen);
            p.setBrush(s().foreground);
            p.drawPolygon(tri, 3);
        }
        if (iv.kind == IntervalKind::Applied && finished) {
            const double xe = ax.mapX(iv.end) - mh * 0.75;
            const QPointF tri[3] = {{xe, bar.top() - mh * 0.7}, {xe - mh * 0.7, bar.top() + mh * 0.5}, {xe + mh * 0.7, bar.top() + mh * 0.5}};
            p.setPen(Qt::NoPen);
            p.setBrush(s().accent);
            p.drawPolygon(tri, 3);
        }
        if (iv.kind == IntervalKind::Lost && finished) {
            const double xe = ax.mapX(iv.end);
            p.setPen(QPen(s().warning, s().lineWidth * 1.3));
            const double c = std::min(bar.height() / 2, 7.0);
            p.drawLine(QPointF(xe - c, bar.center().y() - c), QPointF(xe + c, bar.center().y() + c));
            p.drawLine(QPointF(xe - c, bar.center().y() + c), QPointF(xe + c, bar.center().y() - c));
        }
    }

    void drawInterval(QPainter &p, const Interval &iv) const
    {
        const QRectF lane(ax.plot.left(), ax.plot.top() + iv.worker * laneH, ax.plot.width(), laneH);
        const double gap = std::min(4.0, laneH * 0.16);
        const double x0 = ax.mapX(iv.start);
        const bool finished = iv.end <= now + 1e-12;
        const double x1 = ax.mapX(std::min(iv.end, now));
        const QRectF bar(x0, lane.top() + gap, std::max(0.0, x1 - x0), lane.height() - 2 * gap);
        const QString text = drawBar(p, iv, bar, x0, finished);
        // Leave room for the cross at the end of a lost gradient; a gradient still being computed
        // is named across its whole planned bar (at t = 0 nothing has been drawn of it yet).
        const bool running = (iv.kind == IntervalKind::Applied && !finished) || iv.kind == IntervalKind::Unfinished;
        const QRectF planned(x0, bar.top(), std::max(0.0, ax.mapX(iv.end) - x0), bar.height());
        const QRectF textBox = iv.kind == IntervalKind::Lost && finished ? bar.adjusted(0, 0, -std::min(bar.height() / 2, 7.0) - 4, 0)
                               : running                                ? planned
                                                                        : bar;
        // (Most bars of a long run are a few pixels wide: no text fits, none is measured.)
        const QFontMetricsF lf(laneFont);
        if (!text.isEmpty() && textBox.width() > 6 && bar.height() >= lf.height() * 0.7 && lf.horizontalAdvance(text) + 6 < textBox.width()) {
            p.setFont(laneFont);
            p.setPen(iv.kind == IntervalKind::Applied && finished ? draw::textOn(draw::withAlpha(workerColor(s(), iv.worker), 217), s().background)
                                                                  : s().foreground);
            p.drawText(textBox, Qt::AlignCenter, text);
        }
        drawMarks(p, iv, bar, x0, finished);
    }

    /// The key of the cached layer: everything that changes its picture.
    std::size_t layerKey(double checkpoint, const std::vector<Interval> &intervals, const std::function<bool(const Interval &)> &cached) const
    {
        std::size_t key = std::hash<double>{}(checkpoint);
        auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
        for (double v : {ax.plot.left(), ax.plot.top(), ax.plot.width(), ax.plot.height(), ax.x0, ax.x1, double(k), s().fontScale, s().lineWidth})
            mixIn(v);
        for (const QColor &col : {s().foreground, s().accent, s().warning, s().idle, s().muted, s().background})
            mixIn(double(col.rgba()));
        for (int w = 0; w < k; ++w)
            mixIn(double(workerColor(s(), w).rgba()));
        mixIn(double(qHash(laneFont.toString())));
        for (const Interval &iv : intervals)
            if (cached(iv))
                for (double v : {double(iv.worker), iv.start, iv.end, double(int(iv.kind)), double(iv.update)})
                    mixIn(v);
        return key;
    }

    /// Intervals up to now. Those that ended before the last of 32 checkpoints on the time axis
    /// look the same in every later frame: one cached layer per checkpoint, the rest drawn live.
    void drawIntervals(QPainter &p) const
    {
        const std::vector<Interval> intervals = intervalsOf(ctx.trace);
        const double span = (ax.x1 - ax.x0) / 32;
        // (A short run draws everything live: its few bars cost less than a layer.)
        const double checkpoint = span > 0 && intervals.size() > 400 ? ax.x0 + std::floor((now - ax.x0) / span) * span : -1e300;
        const std::function<bool(const Interval &)> cached = [&](const Interval &iv) {
            return iv.worker >= 0 && iv.worker < k && iv.end <= checkpoint && iv.end <= now + 1e-12;
        };
        if (checkpoint > ax.x0)
            draw::drawCachedLayer(p, ax.plot.adjusted(-12, -12, 12, 12), layerKey(checkpoint, intervals, cached), [&](QPainter &p) {
                for (const Interval &iv : intervals)
                    if (cached(iv))
                        drawInterval(p, iv);
            });
        for (const Interval &iv : intervals)
            if (iv.worker >= 0 && iv.worker < k && iv.start <= now + 1e-12 && !cached(iv))
                drawInterval(p, iv);
    }

    /// The synchronous rounds on the same clock, when comparing.
    void drawSyncRounds(QPainter &p) const
    {
        p.setPen(QPen(s().foreground, 1.2, Qt::DashLine));
        for (double st : typed(ctx.trace).meta.sync_times)
            if (st > 0 && st <= ax.x1)
                p.drawLine(QPointF(ax.mapX(st), ax.plot.top()), QPointF(ax.mapX(st), ax.plot.bottom()));
    }
};

void paintLanes(QPainter &p, const QRectF &area, const PaintContext &ctx, const Axis &axis, bool ownCaption)
{
    const Style &s = ctx.style;
    QRectF r = area;
    if (ownCaption)
        r = caption(p, area, QStringLiteral("Workers: pull, compute, push, never interrupted"), s);
    Lanes l{ctx, {}, typed(ctx.trace).meta.workers, 0, 0, QFont()};
    if (l.k <= 0)
        return;
    const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
    draw::Axes &ax = l.ax;
    ax.plot = QRectF(plotLeft(r, s), r.top() + 2, r.right() - plotLeft(r, s) - 8, r.height() - fm.height() - fm2.height() - 12);
    if (ax.plot.height() < 10)
        return;
    ax.x0 = axis.t0;
    ax.x1 = axis.t1;
    ax.y0 = 0;
    ax.y1 = l.k;
    p.save();
    l.drawTimeAxis(p);
    l.laneH = ax.plot.height() / l.k;
    l.now = cursorTime(ctx);
    l.laneFont = s.scaledFont(0.85, true);
    if (l.laneH < QFontMetricsF(l.laneFont).height() * 1.05)
        l.laneFont.setPointSizeF(l.laneFont.pointSizeF() * std::max(0.55, l.laneH / (QFontMetricsF(l.laneFont).height() * 1.05)));
    l.drawLaneNames(p, r.left());
    l.drawIntervals(p);
    if (compareOn(ctx))
        l.drawSyncRounds(p);
    drawCursor(p, ax.plot, ax.mapX(l.now), s, false, l.now);
    p.restore();
}

QList<panel::LegendItem> legendItems(const PaintContext &ctx)
{
    const Style &s = ctx.style;
    QList<panel::LegendItem> items{
        {s.foreground, Qt::NoPen, QStringLiteral("▼ pull newest w"), Qt::NoBrush},
        {s.accent, Qt::NoPen, QStringLiteral("▲ push gradient"), Qt::NoBrush},
        {s.series[0], Qt::NoPen, QStringLiteral("computing (#update it became)"), Qt::SolidPattern},
        {s.warning, Qt::DashLine, QStringLiteral("w read, and the stale gap"), Qt::SolidPattern},
    };
    bool lost = false, ssp = false, down = false;
    for (const Interval &iv : intervalsOf(ctx.trace)) {
        lost |= iv.kind == IntervalKind::Lost;
        ssp |= iv.kind == IntervalKind::SspWait;
        down |= iv.kind == IntervalKind::Down;
    }
    if (lost)
        items.push_back({s.warning, Qt::NoPen, QStringLiteral("lost (worker failed)"), Qt::BDiagPattern});
    if (ssp)
        items.push_back({s.idle, Qt::NoPen, QStringLiteral("waiting (SSP bound)"), Qt::Dense5Pattern});
    if (down)
        items.push_back({s.muted, Qt::NoPen, QStringLiteral("down"), Qt::DiagCrossPattern});
    if (compareOn(ctx))
        items.push_back({s.foreground, Qt::DashLine, QStringLiteral("synchronous SGD"), Qt::SolidPattern});
    return items;
}

/// Height the legend needs at this width (it wraps onto more rows when narrow).
double legendHeight(QPainter &p, double width, const PaintContext &ctx)
{
    return panel::legendRow(p, QRectF(0, 0, width - 4, 1), legendItems(ctx), ctx.style, 0.85, true) + 6;
}

void paintLegend(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    p.save();
    legendRow(p, r.adjusted(4, 2, 0, 0), legendItems(ctx), ctx.style, 0.85);
    p.restore();
}

// ------------------------------------------------------------------ header

void paintTitle(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const QString text = QStringLiteral("Asynchronous SGD · update %1 of %2 · t = %3 · %4 workers · no barrier")
                             .arg(ctx.shownStep())
                             .arg(ctx.lastStep())
                             .arg(num(cursorTime(ctx)))
                             .arg(num(typed(ctx.trace).meta.workers));
    p.save();
    p.setPen(s.foreground);
    fitText(p, r, text, s.scaledFont(1.25, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.restore();
}

void paintCounters(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const AsyncUpdate &f = shownFrame(ctx);
    p.save();
    QFont bold = s.scaledFont(1.0, true);
    const QFontMetricsF fm(bold);
    const QString a = QStringLiteral("server writes so far: %1").arg(num(f.server_writes));
    const QString b = QStringLiteral("synchronous SGD, same gradients: %1").arg(num(f.sync_writes_same_work));
    const double h = std::min(r.height() - 2, fm.height() + 8);
    double x = r.left();
    auto chip = [&](const QString &text, const QColor &c) {
        const double w = std::min(fm.horizontalAdvance(text) + 20, r.right() - x);
        if (w <= 10)
            return;
        const QRectF box(x, r.center().y() - h / 2, w, h);
        p.setPen(QPen(c, 1.5));
        p.setBrush(s.panel);
        p.drawRoundedRect(box, h / 2, h / 2);
        p.setPen(c);
        fitText(p, box.adjusted(8, 0, -8, 0), text, bold, Qt::AlignCenter, 0.6);
        x += w + 10;
    };
    chip(a, s.accent);
    chip(b, compareOn(ctx) ? s.foreground : s.muted);
    p.restore();
}

// ------------------------------------------------------------------ side card: this update in words and numbers

/// Frame 0: everyone has read w0 and is computing; the class can predict what lands first.
void paintStartCard(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const AsyncTrace &tt = typed(ctx.trace);
    const AsyncUpdate &f = tt.frames.front();
    const QRectF r = caption(p, area, QStringLiteral("Update 0 of %1: the start, t = %2").arg(ctx.lastStep()).arg(num(f.time)), s);
    p.save();
    SideCard card(p, r, s);
    card.frame(s.accent, s.panel, 4);
    card.line(QStringLiteral("no gradient has arrived yet"), s.accent, true);
    card.line(QStringLiteral("every worker read w = %1 at t = %2").arg(wnum(f.w_read), num(f.start_time)), s.foreground);
    card.line(QStringLiteral("server holds w = %1 (version %2)").arg(wnum(f.w_before), num(f.read_version)), s.foreground);
    card.line(QStringLiteral("no staleness, no gap yet"), s.foreground, true);
    card.y += 10;
    const auto &compute = tt.meta.compute_times;
    card.line(QStringLiteral("all computing their first gradient:"), s.muted);
    QStringList times;
    for (std::size_t i = 0; i < compute.size(); ++i)
        times << QStringLiteral("W%1 %2 s").arg(i + 1).arg(num(compute[i]));
    card.firstFitting({times.join(QStringLiteral(" · ")), QStringLiteral("%1 workers").arg(compute.size())}, s.foreground);
    card.y += 8;
    card.line(QStringLiteral("Predict: whose gradient lands first,"), s.accent, true);
    card.line(QStringLiteral("and which one lands on a moved w?"), s.accent, true);
    p.restore();
}

/// The update in the framed box: who pushed what, read when, how stale, and the step.
void updateLines(SideCard &card, const AsyncUpdate &f, const Style &s)
{
    const QColor wc = workerColor(s, f.worker - 1);
    card.frame(wc, s.panel, 6);
    card.line(QStringLiteral("worker %1 pushes g = %2").arg(f.worker).arg(num(f.grad)), wc, true);
    card.line(QStringLiteral("it read w = %1 at t = %2 (version %3)").arg(wnum(f.w_read), num(f.start_time), num(f.read_version)), s.foreground);
    card.line(QStringLiteral("server now holds w = %1").arg(wnum(f.w_before)), s.foreground);
    card.line(QStringLiteral("staleness τ = %1 updates").arg(num(f.staleness)), f.staleness > 0 ? s.warning : s.foreground, true);
    card.line(QStringLiteral("gap = %1 − %2 = %3").arg(wnum(f.w_before), wnum(f.w_read), num(f.gap)), f.gap != 0 ? s.warning : s.foreground, true);
    // The update in full, or tighter, or just its result.
    card.firstFitting({QStringLiteral("w = %1 − %2 × (%3) = %4").arg(wnum(f.w_before), num(f.eta_used), num(f.grad), wnum(f.w_after)),
                       QStringLiteral("w = %1 − %2·(%3) = %4").arg(wnum(f.w_before), num(f.eta_used), num(f.grad), wnum(f.w_after)),
                       QStringLiteral("new w = %1").arg(wnum(f.w_after))},
                      s.accent);
}

/// Who keeps computing: the server does not interrupt them.
void busyLines(SideCard &card, const std::vector<int> &busyNumbers, const Style &s)
{
    QStringList busy;
    for (int w : busyNumbers)
        busy << QStringLiteral("W%1").arg(w);
    if (busy.isEmpty()) {
        card.line(QStringLiteral("no other worker is mid-gradient"), s.muted);
        return;
    }
    card.line(QStringLiteral("still computing, not interrupted:"), s.muted);
    // Many workers: runs of numbers as ranges ("W1–W4, W6"), or just how many, rather
    // than a list shrunk past reading.
    QStringList runs;
    for (int i = 0; i < busy.size();) {
        int j = i;
        while (j + 1 < busy.size() && busyNumbers[std::size_t(j + 1)] == busyNumbers[std::size_t(j)] + 1)
            ++j;
        runs << (j - i >= 2 ? busy[i] + QStringLiteral("–") + busy[j] : busy.mid(i, j - i + 1).join(QStringLiteral(", ")));
        i = j + 1;
    }
    card.firstFitting({busy.join(QStringLiteral(", ")), runs.join(QStringLiteral(", ")), QStringLiteral("%1 other workers").arg(busy.size())},
                      s.foreground);
}

/// Recent updates as a small table, down to the bottom of the card.
void recentTable(QPainter &p, const SideCard &card, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const QRectF &r = card.r;
    const double lh = card.lh;
    double y = card.y;
    const int rows = std::max(0, int((r.bottom() - y) / lh) - 1);
    if (rows <= 0)
        return;
    p.setPen(s.muted);
    const double cw = (r.width() - 8) / 4;
    const QStringList head{QStringLiteral("update"), QStringLiteral("worker"), QStringLiteral("τ"), QStringLiteral("gap")};
    for (int c = 0; c < 4; ++c)
        fitText(p, QRectF(r.left() + 4 + c * cw, y, cw, lh), head[c], card.bold, Qt::AlignLeft | Qt::AlignVCenter, 0.6);
    y += lh;
    const int last = ctx.shownStep();
    const int first = std::max(1, last - rows + 1); // frame 0, the start, is no update
    const auto &frames = typed(ctx.trace).frames;
    for (int i = first; i <= last; ++i) {
        const AsyncUpdate &g = frames[std::size_t(i)];
        const QStringList cells{num(g.update), num(g.worker), num(g.staleness), num(g.gap)};
        const QColor c = i == last ? s.foreground : s.muted;
        for (int col = 0; col < 4; ++col) {
            p.setPen(col >= 2 && g.staleness > 0 ? (i == last ? s.warning : s.muted) : c);
            fitText(p, QRectF(r.left() + 4 + col * cw, y, cw, lh), cells[col], i == last ? card.bold : card.body, Qt::AlignLeft | Qt::AlignVCenter,
                    0.6);
        }
        y += lh;
    }
}

void paintSide(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const AsyncUpdate &f = shownFrame(ctx);
    if (f.isStart()) {
        paintStartCard(p, area, ctx);
        return;
    }
    QRectF r = caption(p, area, QStringLiteral("Update %1 of %2 at t = %3").arg(ctx.shownStep()).arg(ctx.lastStep()).arg(num(f.time)), s);
    p.save();
    SideCard card(p, r, s);
    updateLines(card, f, s);
    card.y += 10;
    busyLines(card, busyWorkers(intervalsOf(ctx.trace), f.worker, f.time), s);
    card.y += 8;
    recentTable(p, card, ctx);
    p.restore();
}

// ------------------------------------------------------------------ narration

/// Frame 0 in words: everyone read w0 and is computing; nothing has landed, so the class can predict.
QString startNarration(const AsyncTrace &tt, const AsyncUpdate &f)
{
    QStringList times;
    const auto &compute = tt.meta.compute_times;
    for (std::size_t i = 0; i < compute.size(); ++i)
        times << QStringLiteral("worker %1 needs %2 s").arg(i + 1).arg(num(compute[i]));
    QString out = QStringLiteral("Every worker has read w = %1 from the server (version %2) and is computing its first gradient")
                      .arg(wnum(f.w_read), num(f.read_version));
    out += times.isEmpty() ? QStringLiteral(". ") : QStringLiteral(": ") + times.join(QStringLiteral(", ")) + QStringLiteral(". ");
    out += QStringLiteral("Nothing has reached the server yet, so there is no staleness and no gap. <i>Predict:</i> whose gradient "
                          "lands first, and what does it do to w? And when the others land, is w still the weight they were "
                          "computed for?");
    return out;
}

QString compareNarration(const AsyncTrace &tt, const QVariantMap &options)
{
    if (!options.value(QStringLiteral("compare")).toBool())
        return {};
    return QStringLiteral(" The dashed staircase is synchronous SGD on the same clock: one averaged update every %1 s, when the slowest "
                          "worker is done.")
        .arg(num(tt.meta.sync_round_time));
}

/// The gradient that landed: where it was read, how stale it is, the step the server makes.
QString updateNarration(const AsyncTrace &tt, const AsyncUpdate &f)
{
    QString out = QStringLiteral("Worker %1 finishes the gradient it began at t = %2, when it read w = %3 (server version %4), and pushes g = %5. ")
                      .arg(f.worker)
                      .arg(num(f.start_time), wnum(f.w_read), num(f.read_version), num(f.grad));
    if (f.staleness <= 0)
        out += QStringLiteral("Nothing was written since that read, so this gradient is fresh (τ = 0, gap 0). ");
    else
        out += QStringLiteral("Meanwhile the server applied %1 other update%2, so the gradient is <b>τ = %1 stale</b>: it was computed "
                              "for w = %3 but lands on w = %4, a gap of <b>%5</b>. ")
                   .arg(num(f.staleness), f.staleness == 1 ? QString() : QStringLiteral("s"), wnum(f.w_read), wnum(f.w_before), num(f.gap));
    out += QStringLiteral("The server does not wait for anyone: it applies it at once, w = %1 − %2 × (%3) = <b>%4</b>. ")
               .arg(wnum(f.w_before), num(f.eta_used), num(f.grad), wnum(f.w_after));
    if (tt.meta.lr_rule == "staleness")
        out += QStringLiteral("(The staleness rule shrank the step to η/(1+τ) = %1.) ").arg(num(f.eta_used));
    return out;
}

/// Who is busy right now, and what the pushing worker does next (all from the interval records).
QString othersNarration(const Trace &trace, const AsyncUpdate &f)
{
    const std::vector<Interval> intervals = intervalsOf(trace);
    QStringList busy;
    for (int w : busyWorkers(intervals, f.worker, f.time))
        busy << QString::number(w);
    bool restarts = false, waits = false;
    for (const Interval &iv : intervals)
        if (iv.worker == f.worker - 1 && std::abs(iv.start - f.time) < 1e-9) {
            if (iv.kind == IntervalKind::SspWait)
                waits = true;
            else if (iv.kind != IntervalKind::Down)
                restarts = true;
        }
    QString out;
    const bool one = busy.size() == 1;
    if (!busy.isEmpty())
        out += QStringLiteral("Worker%1 %2 %3 in the middle of %4 own gradient%5 and simply carr%6 on: the server never interrupts "
                              "a busy worker or makes it restart with the new weight. ")
                   .arg(one ? QString() : QStringLiteral("s"),
                        one ? busy.first() : busy.mid(0, busy.size() - 1).join(QStringLiteral(", ")) + QStringLiteral(" and ") + busy.last(),
                        one ? QStringLiteral("is") : QStringLiteral("are"), one ? QStringLiteral("its") : QStringLiteral("their"),
                        one ? QString() : QStringLiteral("s"), one ? QStringLiteral("ies") : QStringLiteral("y"));
    if (restarts)
        out += QStringLiteral("Worker %1 is free, so it pulls the newest w = %2 and starts its next gradient straight away. ")
                   .arg(f.worker)
                   .arg(wnum(f.w_after));
    else if (waits)
        out += QStringLiteral("Worker %1 is too far ahead of the slowest worker (SSP bound), so it waits before pulling again. ").arg(f.worker);
    return out;
}

class AsyncPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("async"); }
    QStringList views() const override { return {QStringLiteral("scene"), QStringLiteral("staircase"), QStringLiteral("lanes")}; }
    QList<ViewOption> options() const override
    {
        return {{QStringLiteral("compare"), QStringLiteral("Compare with synchronous SGD"),
                 QStringLiteral("Overlay what synchronous SGD with the same workers would have done on the same clock"), false}};
    }
    int transitionMs() const override { return 1200; }
    QStringList tableColumns() const override
    {
        // Staleness and gap, the lecture's point, come first: they stay in view in a narrow table.
        using F = AsyncUpdate;
        return {column(fieldName(&F::update)), column(fieldName(&F::worker)), column(fieldName(&F::staleness)), column(fieldName(&F::gap)),
                column(fieldName(&F::time)),   column(fieldName(&F::w_read)), column(fieldName(&F::w_before)),  column(fieldName(&F::grad)),
                column(fieldName(&F::w_after))};
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("update"), QStringLiteral("worker"), QStringLiteral("staleness τ"), QStringLiteral("gap"), QStringLiteral("time"),
                QStringLiteral("w read"), QStringLiteral("w before apply"), QStringLiteral("gradient"), QStringLiteral("w after")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override
    {
        const Style fitted = topo::fitStyleToArea(outer.style, area);
        const PaintContext ctx{outer.trace, outer.index, outer.t, fitted, outer.options, outer.view};
        const Style &s = ctx.style;
        p.save();
        p.fillRect(area, s.background);
        p.setRenderHint(QPainter::Antialiasing);
        if (ctx.trace.frames.empty()) {
            draw::drawTitle(p, area, QStringLiteral("Asynchronous SGD: no updates"), s);
            p.restore();
            return;
        }
        const Axis ax = timeAxis(ctx);
        const double pad = 8 * std::max(1.0, s.fontScale);
        const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
        if (ctx.view == QLatin1String("staircase")) {
            paintStaircase(p, inner, ctx, ax);
        } else if (ctx.view == QLatin1String("lanes")) {
            const double legendH = legendHeight(p, inner.width(), ctx);
            paintLanes(p, inner.adjusted(0, 0, 0, -legendH), ctx, ax, true);
            paintLegend(p, QRectF(inner.left(), inner.bottom() - legendH, inner.width(), legendH), ctx);
        } else {
            const bool side = area.width() >= 900 * std::min(1.0, std::sqrt(s.fontScale));
            const double leftW = (area.width() - 2 * pad) * (side ? 0.7 : 1.0);
            const Layout l = layoutFor(area, s, side, legendHeight(p, leftW, ctx));
            paintTitle(p, l.title, ctx);
            paintCounters(p, l.counters, ctx);
            paintStaircase(p, l.chart, ctx, ax);
            paintLanes(p, l.lanes, ctx, ax, false);
            paintLegend(p, l.legend, ctx);
            if (side)
                paintSide(p, l.side, ctx);
        }
        p.restore();
    }

    QString narration(const Trace &trace, int index, const QVariantMap &options) const override
    {
        if (trace.frames.empty())
            return QStringLiteral("No gradient reached the server.");
        index = std::clamp(index, 0, int(trace.frames.size()) - 1);
        const AsyncTrace &tt = typed(trace);
        const AsyncUpdate &f = tt.frames[std::size_t(index)];
        QString out = QStringLiteral("<b>Update %1 of %2 at t = %3%4</b> ")
                          .arg(index)
                          .arg(int(trace.frames.size()) - 1)
                          .arg(num(f.time), f.isStart() ? QStringLiteral(": the start.") : QStringLiteral("."));
        if (f.isStart())
            return out + startNarration(tt, f) + compareNarration(tt, options);
        out += updateNarration(tt, f) + othersNarration(trace, f);
        out += QStringLiteral("<br>Server writes so far: <b>%1</b>; synchronous SGD, averaging the same gradients, would have written <b>%2</b> "
                              "time%3.")
                   .arg(num(f.server_writes), num(f.sync_writes_same_work), f.sync_writes_same_work == 1 ? QString() : QStringLiteral("s"));
        return out + compareNarration(tt, options);
    }
};

} // namespace

std::unique_ptr<ScenePainter> makeAsyncPainter() { return std::make_unique<AsyncPainter>(); }

} // namespace sgd::ui
