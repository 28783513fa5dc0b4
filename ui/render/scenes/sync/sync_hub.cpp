// The middle of the synchronous-SGD graph: the server box (w, the gradients coming in, the
// aggregated arrow and the step) or the ring's all-reduce box, and the tokens travelling on the
// edges (the weight pulled and broadcast, gradients pushed, the ring's chunks).

#include "sync_parts.h"

#include <QLineF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::sync {
namespace {

/// Tokens on the spokes: the weight going out (pull, broadcast) and gradients coming in (push).
void paintSpokeTokens(QPainter &p, const topo::Geometry &geo, const std::vector<topo::Node> &nodes, const Round &rd,
                      const Style &s, bool showBroadcast)
{
    const SyncRound &f = *rd.f;
    const int k = rd.k;
    const Stage st = stageOf(rd);
    const double t = rd.t;
    const auto &grads = f.grads;
    for (int i = 0; i < k; ++i) {
        if (rd.animating && st == Stage::Pull) {
            topo::drawToken(p, topo::along(geo, nodes, 0, i + 1, ease(t / kPullEnd)), wnum(f.worker_weights.at(std::size_t(i))),
                            s.accent, s, k > 9 ? 0.75 : 0.85);
        }
        if (rd.animating) {
            const double d = doneAt(rd, i);
            if (t >= d && t < d + kPushLen) {
                const double g = grads[std::size_t(i)];
                topo::drawToken(p, topo::along(geo, nodes, i + 1, 0, ease((t - d) / kPushLen)), num(g), gradColor(g, s), s,
                                k > 9 ? 0.75 : 0.85);
            }
        }
        if (rd.animating && st == Stage::Broadcast) {
            topo::drawToken(p, topo::along(geo, nodes, 0, i + 1, ease((t - kUpdateEnd) / (1 - kUpdateEnd))), wnum(f.w_next),
                            s.accent, s, k > 9 ? 0.75 : 0.85);
        }
    }
    if (showBroadcast && !rd.animating) {
        // The one new weight, sent down every spoke (arrowheads at the workers' side).
        for (int i = 0; i < k; ++i) {
            const QPointF a = topo::along(geo, nodes, 0, i + 1, 0.70), b = topo::along(geo, nodes, 0, i + 1, 0.97);
            draw::drawArrow(p, a, b, s.accent, s.lineWidth, 9 * s.fontScale);
            if (k <= 8 && topo::tokenFits(geo, nodes, 0, i + 1, wnum(f.w_next), s, 0.8))
                topo::drawToken(p, topo::along(geo, nodes, 0, i + 1, 0.5), wnum(f.w_next), s.accent, s, 0.8);
        }
    }
}

/// The start: no gradients yet, in the longest wording whose lines fit across the box (a small
/// window makes it narrow).
void serverStartText(QPainter &p, const QRectF &r, double lineRoom, const QFontMetricsF &fh, int k, const Style &s)
{
    p.setPen(s.muted);
    QString text;
    for (const QString &v :
         {QObject::tr("no gradients yet:\nsame w for all %1").arg(k), QObject::tr("no gradients\nyet"), QObject::tr("start")}) {
        text = v;
        const QStringList lines = v.split(QLatin1Char('\n'));
        if (std::all_of(lines.begin(), lines.end(), [&](const QString &l) { return fh.horizontalAdvance(l) <= lineRoom; }))
            break;
    }
    p.drawText(r, Qt::AlignCenter, text);
}

/// While the gradients come in: how many have arrived.
void serverBarrierText(QPainter &p, const QRectF &r, const Round &rd, const Style &s)
{
    const int k = rd.k;
    int in = 0;
    for (int i = 0; i < k; ++i)
        if (rd.t >= doneAt(rd, i) + kPushLen)
            ++in;
    p.setPen(in == k ? s.accent : s.warning);
    p.drawText(r, Qt::AlignCenter,
               in == k ? QObject::tr("all %1 in:\nbarrier opens").arg(k) : QObject::tr("waiting:\n%1 of %2 in").arg(in).arg(k));
}

/// The aggregated gradient as an arrow growing out of the middle, its value and the step.
void serverAggregate(QPainter &p, const QRectF &box, double y, const QFontMetricsF &fh, const QFont &hubFont, const Round &rd,
                     double arrowMax, double arrowH, double gmax, const Style &s)
{
    const SyncRound &f = *rd.f;
    const double a = f.aggregated;
    double grow = 1.0;
    if (rd.animating)
        grow = ease((rd.t - kBarrierEnd) / (kAggregateEnd - kBarrierEnd));
    const double len = std::abs(a) / gmax * arrowMax * grow;
    const QPointF ac(box.center().x(), y + arrowH / 2 + 2);
    const QColor col = gradColor(a, s);
    if (len >= 3)
        draw::drawArrow(p, ac - QPointF(len / 2 * (a < 0 ? -1 : 1), 0), ac + QPointF(len / 2 * (a < 0 ? -1 : 1), 0), col,
                        s.lineWidth * 2.2, std::min(arrowH, 12.0 * s.fontScale), a > 0);
    else if (grow > 0.5) {
        p.setPen(Qt::NoPen);
        p.setBrush(col);
        p.drawEllipse(ac, 3, 3);
    }
    y += arrowH + 4;
    p.setPen(col);
    p.setFont(hubFont);
    if (grow > 0)
        p.drawText(QRectF(box.left() + 2, y, box.width() - 4, fh.height()), Qt::AlignCenter, aggregateLabel(*rd.meta, f));
    y += fh.height();
    p.setPen(s.muted);
    p.drawText(QRectF(box.left() + 2, y, box.width() - 4, fh.height()), Qt::AlignCenter, stepLabel(*rd.meta, f));
}

/// Inside the server box: title, w -> w_next, then the barrier or the aggregated arrow and the step.
void paintServerBox(QPainter &p, const topo::Geometry &geo, const PaintContext &ctx, const Round &rd, double arrowMax,
                    double arrowH, double gmax, const QFont &hubFont)
{
    const Style &s = ctx.style;
    const SyncRound &f = *rd.f;
    const double t = rd.t;
    const QPointF c = geo.px[0];
    const QRectF box(c - QPointF(geo.serverSize.width() / 2, geo.serverSize.height() / 2), geo.serverSize);
    p.save();
    QFont bold = hubFont;
    bold.setBold(true);
    const QFontMetricsF fb(bold), fh(hubFont);
    double y = box.top() + 4;
    p.setFont(bold);
    p.setPen(s.foreground);
    p.drawText(QRectF(box.left(), y, box.width(), fb.height()), Qt::AlignCenter, QObject::tr("server"));
    y += fb.height();
    p.setFont(hubFont);

    const double upd = updateProgress(rd);
    const bool aggVisible = !rd.animating || t >= kBarrierEnd;
    // w line: before the update shows the pulled w; the update reveals the new one.
    QString wLine;
    if (rd.start)
        wLine = QStringLiteral("w = %1").arg(wnum(f.w));
    else if (!rd.animating || upd >= 1.0)
        wLine = QStringLiteral("w %1 → %2").arg(wnum(f.w), wnum(f.w_next));
    else if (upd > 0)
        wLine = QStringLiteral("w %1 → …").arg(wnum(f.w));
    else
        wLine = QStringLiteral("w = %1").arg(wnum(f.w));
    p.setPen(upd > 0 && upd < 1 ? s.accent : s.foreground);
    p.drawText(QRectF(box.left() + 2, y, box.width() - 4, fh.height()), Qt::AlignCenter, wLine);
    y += fh.height() + 2;
    // Gradients received so far (barrier), then the aggregated arrow.
    const QRectF below(box.left() + 2, y, box.width() - 4, fh.height() * 2 + arrowH);
    if (rd.start)
        serverStartText(p, below, box.width() - 6, fh, rd.k, s);
    else if (rd.animating && t < kBarrierEnd && t >= kPullEnd)
        serverBarrierText(p, below, rd, s);
    else if (aggVisible)
        serverAggregate(p, box, y, fh, hubFont, rd, arrowMax, arrowH, gmax, s);
    p.restore();
}

/// Chunks moving one hop clockwise in the engine's order, step by step.
void paintRingTokens(QPainter &p, const topo::Geometry &geo, const std::vector<topo::Node> &nodes, const Round &rd,
                     const Style &s)
{
    const auto &schedule = ringSchedule(*rd.meta);
    const int k = rd.k;
    const double t = rd.t;
    if (!(rd.animating && !schedule.empty() && t >= kRingComputeEnd && t < kRingGatherEnd))
        return;
    const int scatter = scatterSteps(schedule);
    const int gather = int(schedule.size()) - scatter;
    int row = 0;
    double local = 0;
    if (t < kRingScatterEnd) {
        const double u = (t - kRingComputeEnd) / (kRingScatterEnd - kRingComputeEnd) * std::max(1, scatter);
        row = std::min(scatter - 1, int(u));
        local = u - row;
    } else {
        const double u = (t - kRingScatterEnd) / (kRingGatherEnd - kRingScatterEnd) * std::max(1, gather);
        row = scatter + std::min(gather - 1, int(u));
        local = u - (row - scatter);
    }
    const RingScheduleStep &step = schedule[std::size_t(std::clamp(row, 0, int(schedule.size()) - 1))];
    for (int i = 0; i < k && i < int(step.chunks.size()); ++i) {
        const int to = (i + 1) % k;
        const QString text = num(step.chunks[std::size_t(i)]);
        topo::drawToken(p, topo::along(geo, nodes, i, to, ease(local)), text, step.allGather() ? s.series[2] : s.series[4], s,
                        k > 9 ? 0.75 : 0.85);
    }
}

} // namespace

void paintStarOverlay(QPainter &p, const TopologyLayout &l, const PaintContext &ctx, const Round &rd, bool showBroadcast)
{
    paintSpokeTokens(p, l.geo, l.nodes, rd, ctx.style, showBroadcast);
    paintServerBox(p, l.geo, ctx, rd, l.blocks.arrowMax, l.blocks.arrowH, l.blocks.gmax, l.hubFont);
}

void paintRingOverlay(QPainter &p, const TopologyLayout &l, const PaintContext &ctx, const Round &rd)
{
    const topo::Geometry &geo = l.geo;
    const std::vector<topo::Node> &nodes = l.nodes;
    const double arrowMax = l.blocks.arrowMax, arrowH = l.blocks.arrowH, gmax = l.blocks.gmax;
    const Style &s = ctx.style;
    const SyncRound &f = *rd.f;
    const int k = rd.k;
    const double t = rd.t;
    paintRingTokens(p, geo, nodes, rd, s);

    // The middle of the ring: what every worker ends up with (no server holds it).
    const double upd = updateProgress(rd);
    const bool showMean = !rd.start && (!rd.animating || t >= kRingScatterEnd);
    const QFontMetricsF fm(s.labelFont()), fb(s.labelFont(true));
    const double ringR = k > 1 ? QLineF(geo.centre, geo.px[0]).length() - geo.radius - 8 : 120;
    const double bh = fb.height() + 3 * fm.height() + arrowH + 14;
    // As wide as the ring allows: its corners stay inside the polygon of the workers (a
    // diamond for four), which a ring spread sideways makes wider than it is tall.
    double maxW = ringR * 1.5;
    if (k > 2) {
        double rx = 0, ry = 0;
        for (const QPointF &q : geo.px) {
            rx = std::max(rx, std::abs(q.x() - geo.centre.x()));
            ry = std::max(ry, std::abs(q.y() - geo.centre.y()));
        }
        if (ry > bh / 2 + 6)
            maxW = std::max(maxW, std::min(2 * rx * (1 - (bh / 2 + 6) / ry) - 12, 2 * (rx - geo.radius - 8)));
    }
    const double bw = std::min(
        maxW, std::max(arrowMax + 30,
                       fb.horizontalAdvance(
                           QObject::tr("every worker: w %1 → %2").arg(QStringLiteral("2.333333"), QStringLiteral("2.333333"))) +
                           16));
    const QRectF box(geo.centre - QPointF(bw / 2, bh / 2), QSizeF(bw, bh));
    p.save();
    p.setPen(QPen(s.grid, 1, Qt::DashLine));
    p.setBrush(s.background); // two workers: their link runs through the middle
    p.drawRoundedRect(box, 8, 8);
    double y = box.top() + 4;
    p.setPen(s.muted);
    panel::fitFirst(s, p, QRectF(box.left() + 4, y, box.width() - 8, fb.height()),
                    {QObject::tr("no server: all-reduce"), QObject::tr("all-reduce")}, s.labelFont(true), Qt::AlignCenter, 0.75);
    y += fb.height();
    if (showMean) {
        const double a = f.aggregated;
        double grow = rd.animating ? ease((t - kRingScatterEnd) / (kRingGatherEnd - kRingScatterEnd)) : 1.0;
        const double len = std::abs(a) / gmax * arrowMax * grow;
        const QPointF ac(box.center().x(), y + arrowH / 2 + 2);
        const QColor col = gradColor(a, s);
        if (len >= 3)
            draw::drawArrow(p, ac - QPointF(len / 2 * (a < 0 ? -1 : 1), 0), ac + QPointF(len / 2 * (a < 0 ? -1 : 1), 0), col,
                            s.lineWidth * 2.2, std::min(arrowH, 12.0 * s.fontScale), a > 0);
        y += arrowH + 4;
        p.setPen(col);
        panel::fitFirst(s, p, QRectF(box.left() + 4, y, box.width() - 8, fm.height()),
                        {aggregateLabel(*rd.meta, f) + QStringLiteral(" · ") + stepLabel(*rd.meta, f),
                         aggregateLabel(*rd.meta, f), aggregateName(typed(ctx.trace).meta.aggregate) + QLatin1Char(' ') + num(a)},
                        s.labelFont(), Qt::AlignCenter, 0.75);
    } else {
        y += arrowH + 4;
        p.setPen(s.muted);
        fitText(s, p, QRectF(box.left() + 4, y, box.width() - 8, fm.height()),
                rd.start ? QObject::tr("no gradients yet") : QObject::tr("summing chunks…"), s.labelFont(), Qt::AlignCenter, 0.6);
    }
    y += fm.height();
    p.setPen(upd > 0 && upd < 1 ? s.accent : s.foreground);
    const QString next = wnum(f.w_next);
    const QStringList wLine =
        upd >= 1.0 && !rd.start ? QStringList{QObject::tr("every worker: w %1 → %2").arg(wnum(f.w), next),
                                              QObject::tr("all: w %1 → %2").arg(wnum(f.w), next),
                                              QObject::tr("all: w = %1").arg(next), QStringLiteral("w = %1").arg(next)}
                                : QStringList{QObject::tr("every worker: w = %1").arg(wnum(f.w)),
                                              QObject::tr("all: w = %1").arg(wnum(f.w)), QStringLiteral("w = %1").arg(wnum(f.w))};
    panel::fitFirst(s, p, QRectF(box.left() + 4, y, box.width() - 8, fm.height()), wLine, s.labelFont(true), Qt::AlignCenter,
                    0.75);
    p.restore();
}

} // namespace sgd::ui::sync
