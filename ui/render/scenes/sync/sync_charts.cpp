// The two charts of the synchronous-SGD scene, drawn with the shared chart component: the
// weight after each round heading for the best weight, and the workers' data points with the
// line the model draws.

#include "sync_parts.h"
#include "ui/render/chart_view.h"

#include <QHash>
#include <QObject>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>

namespace sgd::ui::sync {
namespace {

/// Beyond this many rounds the w chart leaves out the dot on each round.
constexpr std::size_t kMaxRoundDots = 200;

/// The chart's linear scales as the draw helpers' axes.
draw::Axes axesOf(const chart::Layout &L)
{
    draw::Axes ax;
    ax.plot = L.plot;
    ax.x0 = L.x.lo, ax.x1 = L.x.hi, ax.y0 = L.y.lo, ax.y1 = L.y.hi;
    return ax;
}

/// The weights after rounds 0..done (and the move of the one in progress while animating).
void drawWPath(QPainter &p, const draw::Axes &ax, const std::vector<double> &ws, const Round &rd, int done, double upd,
               const Style &s)
{
    QPainterPath path;
    path.moveTo(ax.map(0, ws[0]));
    for (int i = 1; i <= done && i < int(ws.size()); ++i)
        path.lineTo(ax.map(i, ws[std::size_t(i)]));
    QPointF head = ax.map(done, ws[std::size_t(std::min(done, int(ws.size()) - 1))]);
    if (rd.animating && done + 1 < int(ws.size()) && upd > 0) {
        const QPointF a = ax.map(done, ws[std::size_t(done)]), b = ax.map(done + 1, ws[std::size_t(done + 1)]);
        head = a + (b - a) * upd;
        path.lineTo(head);
    }
    p.setPen(QPen(s.accent, s.lineWidth * 1.2));
    p.setBrush(Qt::NoBrush);
    chart::strokePath(p, path);
    p.setPen(Qt::NoPen);
    p.setBrush(s.accent);
    // A dot per round while they stand apart; a long run is its line (as the chart's markers).
    if (ws.size() <= kMaxRoundDots)
        for (int i = 0; i <= done && i < int(ws.size()); ++i)
            p.drawEllipse(ax.map(i, ws[std::size_t(i)]), 3.5, 3.5);
    p.setBrush(s.accent);
    p.drawEllipse(head, 6, 6);
}

/// The current value beside its point and the best weight at an end of its line, clear of each other.
void drawWLabels(QPainter &p, const draw::Axes &ax, double wShown, const QPointF &at, const SyncMeta &m, const Style &s)
{
    const double best = m.w_best;
    const QFontMetricsF fm(s.tickFont());
    p.setFont(s.calloutFont());
    const bool right = at.x() < ax.plot.center().x();
    // The current value sits on the far side of the point from the best-w line, the best-w
    // label on the other side of its line, so the two never collide.
    const double bestY = ax.mapY(best);
    const bool pointAbove = at.y() <= bestY;
    const double lh = QFontMetricsF(p.font()).height();
    double ly = at.y() + (pointAbove ? -(lh * 0.5 + 8) : lh * 0.5 + 8);
    ly = std::clamp(ly, ax.plot.top() + lh * 0.6, ax.plot.bottom() - lh * 0.6);
    QRectF wRect; // the current value's box; the best-w label keeps out of it
    {
        // Beside the point, but kept inside the plot (a narrow chart would push it over the ticks).
        const QString wText = QStringLiteral("w = %1").arg(wnum(wShown));
        const double wBox = QFontMetricsF(p.font()).horizontalAdvance(wText) + 10; // drawLabel's box
        double lx = right ? at.x() + 10 : at.x() - 10 - wBox;
        lx = std::clamp(lx, ax.plot.left() + 2, std::max(ax.plot.left() + 2, ax.plot.right() - 2 - wBox));
        draw::drawLabel(p, QPointF(lx, ly), wText, s, s.accent, true, Qt::AlignLeft | Qt::AlignVCenter);
        wRect = QRectF(lx, ly - (lh + 4) / 2, wBox, lh + 4);
    }
    p.setFont(s.tickFont());
    // The fraction when the plot is wide enough for it, else the value alone.
    QString bestText = QObject::tr("best w = %1/%2 = %3").arg(num(m.w_best_numerator), num(m.w_best_denominator), num(best));
    for (const QString &shorter : {QObject::tr("best w = %1").arg(num(best)), QObject::tr("best %1").arg(num(best))})
        if (fm.horizontalAdvance(bestText) + 10 > ax.plot.width() - 8)
            bestText = shorter;
    bool bestAbove = !pointAbove;
    if (bestAbove && bestY - ax.plot.top() < fm.height() * 1.4)
        bestAbove = false;
    if (!bestAbove && ax.plot.bottom() - bestY < fm.height() * 1.4)
        bestAbove = true;
    // The best-w label sits at the right end of its line, or at the left end when the
    // current point would be under it there and not at the left.
    const double bestW = fm.horizontalAdvance(bestText) + 10;
    const bool headRight = at.x() > ax.plot.right() - 4 - bestW - 8;
    const bool headLeft = at.x() < ax.plot.left() + 4 + bestW + 8;
    bool bestLeft = headRight && !headLeft;
    // In a very short plot (a small window) both labels are squeezed into one band: the
    // best-w label takes the other end of its line, or gives way (the line and the narration
    // still show it).
    const double bestH = QFontMetricsF(p.font()).height() + 4; // drawLabel's box
    auto bestRect = [&](bool left) {
        return QRectF(left ? ax.plot.left() + 4 : ax.plot.right() - 4 - bestW, bestAbove ? bestY - 3 - bestH : bestY + 3, bestW,
                      bestH);
    };
    if (bestRect(bestLeft).intersects(wRect))
        bestLeft = !bestLeft;
    if (!bestRect(bestLeft).intersects(wRect))
        draw::drawLabel(p, QPointF(bestLeft ? ax.plot.left() + 4 : ax.plot.right() - 4, bestY + (bestAbove ? -3 : 3)), bestText,
                        s, s.secant, true,
                        (bestLeft ? Qt::AlignLeft : Qt::AlignRight) | (bestAbove ? Qt::AlignBottom : Qt::AlignTop));
}

} // namespace

void paintWChart(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd)
{
    const Style &s = ctx.style;
    const SyncTrace &tt = typed(ctx.trace);
    const QRectF r = caption(p, area, QObject::tr("w after each round → best w"), s);
    const chart::Layout L = wChartLayout(r, ctx, p.device());
    if (L.plot.width() < 40 || L.plot.height() < 30)
        return;
    // ws[n] is the weight after round n (frame n); ws[0] = w0, the start.
    std::vector<double> ws;
    ws.reserve(tt.frames.size());
    for (const SyncRound &f : tt.frames)
        ws.push_back(f.w_next);
    const double best = tt.meta.w_best;
    chart::drawAxesCached(p, L, s, true);
    const draw::Axes ax = axesOf(L);
    p.save();
    p.setClipRect(ax.plot.adjusted(-6, -6, 6, 6));
    p.setPen(QPen(s.secant, s.lineWidth, Qt::DashLine));
    p.drawLine(ax.map(ax.x0, best), ax.map(ax.x1, best));
    // Completed rounds (and the one in progress while animating); quiz mode asks about the round
    // that the next step plays, so everything up to this frame's round is shown.
    const int done = ctx.index; // points 0..done are final at t = 0
    chart::Series record;
    record.name = QStringLiteral("w");
    record.firstFrame = 0; // ws[i] is round i's result, drawn in frame i
    chart::recordFrames(ctx.cache, L, record, done);
    const double upd = rd.animating ? updateProgress(rd) : 0.0;
    drawWPath(p, ax, ws, rd, done, upd, s);
    p.setClipping(false);
    // Labels: the current value and the best weight.
    const int shown = std::min(done + (rd.animating && upd >= 1.0 ? 1 : 0), int(ws.size()) - 1);
    drawWLabels(p, ax, ws[std::size_t(shown)], ax.map(shown, ws[std::size_t(shown)]), tt.meta, s);
    p.restore();
}

namespace {

/// The model line's weight: after this round's update (it moves during the next round's update
/// stage); `label` is the value written, which changes only once the move is done.
double modelWeight(const PaintContext &ctx, const Round &rd, bool label)
{
    const SyncRound &at = typed(ctx.trace).frames.at(std::size_t(ctx.index));
    const double w0 = at.w_next;
    const double upd = rd.animating ? updateProgress(rd) : 0.0;
    if (label)
        return rd.animating && upd >= 1.0 ? rd.f->w_next : w0;
    return rd.animating ? w0 + (rd.f->w_next - w0) * upd : w0;
}

} // namespace

double fitLegend(QPainter &p, const QRectF &r, const PaintContext &ctx, const Round &rd, bool measureOnly)
{
    const Style &s = ctx.style;
    const SyncMeta &m = typed(ctx.trace).meta;
    const double icpt = m.fit_intercept;
    const QString trueText =
        QObject::tr("true line y = %1x %2 %3 (needs a bias)")
            .arg(num(m.fit_slope), icpt < 0 ? QStringLiteral("−") : QStringLiteral("+"), num(std::abs(icpt)));
    return legendRow(p, r,
                     {{s.accent, Qt::SolidLine, QObject::tr("model y = %1x").arg(wnum(modelWeight(ctx, rd, true)))},
                      {s.muted, Qt::DashLine, trueText}},
                     s, 0.85, measureOnly);
}

void paintFit(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd)
{
    const Style &s = ctx.style;
    const SyncMeta &m = typed(ctx.trace).meta;
    const auto &xs = m.data_x;
    const auto &ys = m.data_y;
    QRectF r = caption(
        p, area, {QObject::tr("The shards and the line the model draws"), QObject::tr("The shards and the model's line")}, s);
    r.adjust(0, fitLegend(p, r, ctx, rd, false) + 2, 0, 0);
    if (xs.empty())
        return;
    const chart::Layout L = fitChartLayout(r, ctx, p.device());
    if (L.plot.width() < 40 || L.plot.height() < 30)
        return;
    chart::drawAxesCached(p, L, s, true);
    const draw::Axes ax = axesOf(L);
    const double slope = m.fit_slope, icpt = m.fit_intercept, wLine = modelWeight(ctx, rd, false);
    p.save();
    p.setClipRect(ax.plot);
    p.setPen(QPen(s.muted, s.lineWidth, Qt::DashLine));
    p.drawLine(ax.map(ax.x0, slope * ax.x0 + icpt), ax.map(ax.x1, slope * ax.x1 + icpt));
    p.setPen(QPen(s.accent, s.lineWidth * 1.3));
    p.drawLine(ax.map(ax.x0, wLine * ax.x0), ax.map(ax.x1, wLine * ax.x1));
    p.setPen(QPen(s.foreground, s.gridWidth()));
    for (std::size_t i = 0; i < xs.size() && i < ys.size(); ++i) {
        p.setBrush(s.series[i % 8]);
        p.drawEllipse(ax.map(xs[i], ys[i]), 5, 5);
    }
    p.restore();
}

} // namespace sgd::ui::sync
