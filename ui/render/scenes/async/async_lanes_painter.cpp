// The asynchronous-SGD worker lanes: one lane per worker on the staircase's clock, each bar a
// gradient (applied, still running, lost) or a wait (SSP bound, down), with the pull and push
// marks, and the legend under them.

#include "async_parts.h"
#include "ui/render/quiz_hide.h"

#include <QObject>
#include <algorithm>
#include <cmath>
#include <functional>

namespace sgd::ui::async {
namespace {

/// A run with more bars than this draws its finished bars from a cached layer.
constexpr std::size_t kLayerFrom = 400;

struct Lanes {
    const PaintContext &ctx;
    const LanesLayout &L;
    const draw::Axes &ax;
    int k = 0;
    double laneH = 0;
    double now = 0;
    QFont laneFont;

    const Style &s() const { return ctx.style; }

    /// Time axis only (no w grid): ticks (the staircase's) and title.
    void drawTimeAxis(QPainter &p) const
    {
        const QFontMetricsF fm(s().tickFont()), fm2(s().bodyFont());
        p.setFont(s().tickFont());
        for (double x : L.ticks) {
            const double px = ax.mapX(x);
            p.setPen(QPen(s().grid, s().gridWidth()));
            p.drawLine(QPointF(px, ax.plot.top()), QPointF(px, ax.plot.bottom()));
            p.setPen(s().muted);
            p.drawText(QRectF(px - 40, ax.plot.bottom() + s().tickGap(), 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop,
                       num(x));
        }
        p.setFont(s().bodyFont());
        p.setPen(s().foreground);
        p.drawText(QRectF(ax.plot.left(), ax.plot.bottom() + s().tickGap() + fm.height(), ax.plot.width(), fm2.height() + 2),
                   Qt::AlignHCenter | Qt::AlignTop, QObject::tr("server time"));
    }

    /// Alternate bands, each lane's name and compute time at the left, the frame.
    void drawLaneNames(QPainter &p, double left) const
    {
        const auto &compute = typed(ctx.trace).meta.compute_times;
        const QFontMetricsF lf(laneFont);
        const bool labelAll = laneH >= lf.height() * 0.9;
        for (int w = 0; w < k; ++w) {
            const QRectF lane = L.lane(w);
            if (w % 2 == 1) {
                QColor band = s().panel;
                draw::fillRectRows(p, lane, band);
            }
            if (labelAll || w % 2 == 0) {
                p.setFont(laneFont);
                p.setPen(workerColor(s(), w));
                const QString name = w < int(compute.size()) && laneH >= lf.height() * 1.9
                                         ? QStringLiteral("W%1\n%2 s").arg(w + 1).arg(num(compute[std::size_t(w)]))
                                         : QStringLiteral("W%1 · %2 s")
                                               .arg(w + 1)
                                               .arg(w < int(compute.size()) ? num(compute[std::size_t(w)]) : QString());
                fitText(s(), p, QRectF(left, lane.top(), ax.plot.left() - left - 6, lane.height()), name, laneFont,
                        Qt::AlignRight | Qt::AlignVCenter, 0.6);
            }
        }
        p.setPen(QPen(s().grid, s().gridWidth()));
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
            draw::drawRectRows(p, bar);
            if (!finished || iv.kind == IntervalKind::Unfinished) {
                // Still computing: show the whole planned bar faintly so it is plain nothing cuts it short
                // (not in quiz mode: its end is when the gradient arrives, which the question asks).
                p.setPen(QPen(wc, 1, Qt::DotLine));
                p.setBrush(Qt::NoBrush);
                if (!quizHidesNext(ctx))
                    draw::drawRectRows(p, QRectF(x0, bar.top(), ax.mapX(iv.end) - x0, bar.height()));
                return QObject::tr("computing");
            }
            return QStringLiteral("#%1").arg(iv.update);
        }
        case IntervalKind::Lost:
            p.setPen(QPen(s().warning, 1.5));
            p.setBrush(QBrush(s().warning, Qt::BDiagPattern));
            draw::drawRectRows(p, bar);
            return QObject::tr("lost");
        case IntervalKind::SspWait:
            p.setPen(QPen(s().idle, 1));
            p.setBrush(QBrush(s().idle, Qt::Dense5Pattern));
            draw::drawRectRows(p, bar);
            return QObject::tr("wait (SSP)");
        case IntervalKind::Down:
            p.setPen(QPen(s().muted, 1));
            p.setBrush(QBrush(s().muted, Qt::DiagCrossPattern));
            draw::drawRectRows(p, bar);
            return QObject::tr("down");
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
            const QPointF tri[3] = {
                {xp, bar.top() + mh * 0.5}, {xp - mh * 0.7, bar.top() - mh * 0.7}, {xp + mh * 0.7, bar.top() - mh * 0.7}};
            p.setPen(Qt::NoPen);
            p.setBrush(s().foreground);
            p.drawPolygon(tri, 3);
        }
        if (iv.kind == IntervalKind::Applied && finished) {
            const double xe = ax.mapX(iv.end) - mh * 0.75;
            const QPointF tri[3] = {
                {xe, bar.top() - mh * 0.7}, {xe - mh * 0.7, bar.top() + mh * 0.5}, {xe + mh * 0.7, bar.top() + mh * 0.5}};
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

    double barGap() const { return std::min(4.0, laneH * 0.16); }

    /// One bar: `finished` draws it whole, else up to now.
    void drawInterval(QPainter &p, const Interval &iv, bool finished) const
    {
        const QRectF lane = L.lane(iv.worker);
        const double gap = barGap();
        const double x0 = ax.mapX(iv.start);
        const double x1 = ax.mapX(finished ? iv.end : std::min(iv.end, now));
        const QRectF bar(x0, lane.top() + gap, std::max(0.0, x1 - x0), lane.height() - 2 * gap);
        const QString text = drawBar(p, iv, bar, x0, finished);
        // Leave room for the cross at the end of a lost gradient; a gradient still being computed
        // is named across its whole planned bar (at t = 0 nothing has been drawn of it yet).
        const bool running = (iv.kind == IntervalKind::Applied && !finished) || iv.kind == IntervalKind::Unfinished;
        const QRectF planned(x0, bar.top(), std::max(0.0, ax.mapX(iv.end) - x0), bar.height());
        const QRectF textBox = iv.kind == IntervalKind::Lost && finished
                                   ? bar.adjusted(0, 0, -std::min(bar.height() / 2, 7.0) - 4, 0)
                               : running && !quizHidesNext(ctx) ? planned // quiz mode: not centred on its arrival
                                                                : bar;
        // (Most bars of a long run are a few pixels wide: no text fits, none is measured.)
        const QFontMetricsF lf(laneFont);
        if (!text.isEmpty() && textBox.width() > 6 && bar.height() >= lf.height() * 0.7 &&
            lf.horizontalAdvance(text) + 6 < textBox.width()) {
            p.setFont(laneFont);
            p.setPen(iv.kind == IntervalKind::Applied && finished
                         ? draw::textOn(draw::withAlpha(workerColor(s(), iv.worker), 217), s().background)
                         : s().foreground);
            p.drawText(textBox, Qt::AlignCenter, text);
        }
        drawMarks(p, iv, bar, x0, finished);
    }

    /// The key of the cached layer: everything that changes its picture.
    std::size_t layerKey(const std::vector<Interval> &intervals) const
    {
        std::size_t key = 0x5151;
        auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
        for (double v : {ax.plot.left(), ax.plot.top(), ax.plot.width(), ax.plot.height(), ax.x0, ax.x1, double(k), s().fontScale,
                         s().lineWidth})
            mixIn(v);
        for (const QColor &col : {s().foreground, s().accent, s().warning, s().idle, s().muted, s().background})
            mixIn(double(col.rgba()));
        for (int w = 0; w < k; ++w)
            mixIn(double(workerColor(s(), w).rgba()));
        mixIn(double(qHash(laneFont.toString())));
        for (const Interval &iv : intervals)
            for (double v : {double(iv.worker), iv.start, iv.end, double(int(iv.kind)), double(iv.update)})
                mixIn(v);
        return key;
    }

    bool onLane(const Interval &iv) const { return iv.worker >= 0 && iv.worker < k; }
    bool finishedBy(const Interval &iv) const { return iv.end <= now + 1e-12; }

    /// Intervals up to now. A long run draws all its bars, finished, once into a cached layer; a
    /// frame shows of each lane the part left of its first bar not finished by now (the bars on a
    /// lane follow each other) and draws that bar live. A short run draws everything live.
    void drawIntervals(QPainter &p) const
    {
        const std::vector<Interval> intervals = intervalsOf(ctx.trace);
        if (intervals.size() > kLayerFrom) {
            std::vector<double> edge(std::size_t(k), ax.x1 + (ax.x1 - ax.x0));
            for (const Interval &iv : intervals)
                if (onLane(iv) && !finishedBy(iv))
                    edge[std::size_t(iv.worker)] = std::min(edge[std::size_t(iv.worker)], iv.start);
            const QRectF layer = ax.plot.adjusted(-12, -12, 12, 12);
            const std::size_t key = layerKey(intervals);
            for (int w = 0; w < k; ++w) {
                const QRectF lane = L.lane(w);
                const double right = std::min(layer.right(), ax.mapX(edge[std::size_t(w)]));
                if (right <= layer.left())
                    continue;
                p.save();
                p.setClipRect(QRectF(QPointF(layer.left(), w == 0 ? layer.top() : lane.top() - barGap()),
                                     QPointF(right, w + 1 == k ? layer.bottom() : lane.bottom())),
                              Qt::IntersectClip);
                draw::drawCachedLayer(s().cache, p, layer, key, [&](QPainter &lp) {
                    for (const Interval &iv : intervals)
                        if (onLane(iv))
                            drawInterval(lp, iv, true);
                });
                p.restore();
            }
        }
        for (const Interval &iv : intervals)
            if (onLane(iv) && iv.start <= now + 1e-12 && (intervals.size() <= kLayerFrom || !finishedBy(iv)))
                drawInterval(p, iv, finishedBy(iv));
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

} // namespace

void paintLanes(QPainter &p, const QRectF &area, const PaintContext &ctx, const TimeAxis &axis, bool ownCaption,
                const QRectF &xSpan)
{
    const Style &s = ctx.style;
    QRectF r = area;
    if (ownCaption)
        r = caption(p, area, QObject::tr("Workers: pull, compute, push, never interrupted"), s);
    LanesLayout layout;
    if (!lanesLayout(r, s, axis, typed(ctx.trace).meta.workers, xSpan, layout))
        return;
    Lanes l{ctx, layout, layout.ax, layout.k, layout.laneH, cursorTime(ctx), s.tagFont()};
    const QFontMetricsF lf(l.laneFont);
    if (l.laneH < lf.height() * 1.05)
        l.laneFont.setPointSizeF(l.laneFont.pointSizeF() * std::max(0.55, l.laneH / (lf.height() * 1.05)));
    p.save();
    l.drawTimeAxis(p);
    l.drawLaneNames(p, r.left());
    l.drawIntervals(p);
    if (compareOn(ctx))
        l.drawSyncRounds(p);
    drawCursor(p, layout.ax.plot, layout.ax.mapX(l.now), s, false, l.now);
    p.restore();
}

QList<panel::LegendItem> legendItems(const PaintContext &ctx)
{
    const Style &s = ctx.style;
    QList<panel::LegendItem> items{
        {s.foreground, Qt::NoPen, QObject::tr("▼ pull newest w"), Qt::NoBrush},
        {s.accent, Qt::NoPen, QObject::tr("▲ push gradient"), Qt::NoBrush},
        {s.series[0], Qt::NoPen, QObject::tr("computing (#update it became)"), Qt::SolidPattern},
        {s.warning, Qt::DashLine, QObject::tr("w read, and the stale gap"), Qt::SolidPattern},
    };
    bool lost = false, ssp = false, down = false;
    for (const Interval &iv : intervalsOf(ctx.trace)) {
        lost |= iv.kind == IntervalKind::Lost;
        ssp |= iv.kind == IntervalKind::SspWait;
        down |= iv.kind == IntervalKind::Down;
    }
    if (lost)
        items.push_back({s.warning, Qt::NoPen, QObject::tr("lost (worker failed)"), Qt::BDiagPattern});
    if (ssp)
        items.push_back({s.idle, Qt::NoPen, QObject::tr("waiting (SSP bound)"), Qt::Dense5Pattern});
    if (down)
        items.push_back({s.muted, Qt::NoPen, QObject::tr("down"), Qt::DiagCrossPattern});
    if (compareOn(ctx))
        items.push_back({s.foreground, Qt::DashLine, QObject::tr("synchronous SGD"), Qt::SolidPattern});
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

} // namespace sgd::ui::async
