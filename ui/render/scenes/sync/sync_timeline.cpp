// The synchronous round on the clock: one lane per worker (compute, then idle at the barrier),
// the ring's chunk steps or the server's part, the barrier line and the idle totals.

#include "sync_parts.h"

#include <QObject>
#include <algorithm>
#include <cmath>

namespace sgd::ui::sync {
namespace {

/// The chunk worker i forwards at each ring step, coloured by phase, bright once past.
void paintChunkCells(QPainter &p, const Timeline &l, const Round &rd, const Style &s, const QRectF &bar, int i)
{
    const QRectF &rest = l.rest;
    const int steps = l.steps;
    const double cursorX = l.cursorX;
    const std::vector<RingScheduleStep> &chunks = ringSchedule(*rd.meta);
    const double cw = rest.width() / steps;
    QFont cf = s.barFont();
    const QFontMetricsF cfm(cf);
    for (int row = 0; row < steps; ++row) {
        const QRectF cell(rest.left() + row * cw + 1, bar.top(), cw - 2, bar.height());
        QColor col = !chunks[std::size_t(row)].allGather() ? s.series[4] : s.series[2];
        const bool past = cell.left() < cursorX;
        col.setAlphaF(past ? 0.9 : 0.3);
        p.setPen(Qt::NoPen);
        p.setBrush(col);
        draw::drawRectRows(p, cell);
        const QString txt = num(chunks[std::size_t(row)].chunks.at(std::size_t(i)));
        if (cfm.horizontalAdvance(txt) + 2 <= cell.width() && cfm.height() * 0.75 <= cell.height()) {
            p.setFont(cf);
            p.setPen(past ? topo::contrastText(col) : s.muted);
            p.drawText(cell, Qt::AlignCenter, txt);
        }
    }
}

/// Worker i's lane: its name, the round faintly, what has happened so far, the ring's chunks.
void paintTimelineLane(QPainter &p, const Timeline &l, const Round &rd, const Style &s, int i)
{
    const QRectF &comp = l.comp, &r = l.r;
    const double laneH = l.laneH, labelW = l.labelW, cursorX = l.cursorX, start = l.start;
    const bool labelEvery = l.labelEvery;
    const QFont &laneFont = l.laneFont;
    const QFontMetricsF fm(s.legendFont()), lf(laneFont);
    const auto &finish = rd.f->finish_times;
    const auto &idle = rd.f->idle;
    QColor computeCol = s.accent;
    computeCol.setAlphaF(0.75);
    QColor ghost = s.grid;
    const QRectF lane = l.lane(i);
    const double gap = std::min(3.0, laneH * 0.18);
    const QRectF bar = lane.adjusted(0, gap, 0, -gap);
    if (labelEvery || i % 2 == 0) {
        p.setFont(laneFont);
        p.setPen(s.foreground);
        p.drawText(QRectF(r.left(), lane.center().y() - fm.height(), labelW - 4, fm.height() * 2),
                   Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("W%1").arg(i + 1));
    }
    // The whole round faintly, then what has happened so far on top.
    p.setPen(Qt::NoPen);
    p.setBrush(ghost);
    draw::drawRectRows(p, QRectF(comp.left(), bar.top(), comp.width(), bar.height()));
    const double fx = i < int(finish.size()) ? l.tx(finish[std::size_t(i)]) : comp.right();
    p.setBrush(computeCol);
    const QRectF done(comp.left(), bar.top(), std::max(0.0, std::min(fx, cursorX) - comp.left()), bar.height());
    draw::drawRectRows(p, done);
    if (i < int(finish.size()) && cursorX >= fx && bar.height() >= lf.height() * 1.2) {
        // What the bar is, where there is room for it: "compute 1.5 s".
        const QString ct = QObject::tr("compute %1 s").arg(num(finish[std::size_t(i)] - start));
        if (lf.horizontalAdvance(ct) + 12 < done.width()) {
            p.setFont(laneFont);
            const QColor shown = QColor::fromRgbF(0.75f * s.accent.redF() + 0.25f * s.background.redF(),
                                                  0.75f * s.accent.greenF() + 0.25f * s.background.greenF(),
                                                  0.75f * s.accent.blueF() + 0.25f * s.background.blueF());
            p.setPen(topo::contrastText(shown));
            p.drawText(done, Qt::AlignCenter, ct);
            p.setPen(Qt::NoPen);
        }
    }
    if (fx < comp.right() - 0.5 && cursorX > fx) {
        p.setBrush(QBrush(s.idle, Qt::BDiagPattern));
        p.setPen(QPen(s.idle, 1));
        const QRectF ib(fx, bar.top(), std::min(comp.right(), cursorX) - fx, bar.height());
        draw::drawRectRows(p, ib);
        const QRectF full(fx, bar.top(), comp.right() - fx, bar.height());
        if (i < int(idle.size()) && cursorX >= comp.right()) {
            const QString it = QObject::tr("idle %1 s").arg(num(idle[std::size_t(i)]));
            if (lf.horizontalAdvance(it) + 6 < full.width() && bar.height() >= lf.height() * 0.8) {
                p.setFont(laneFont);
                p.setPen(s.foreground);
                p.drawText(full, Qt::AlignCenter, it);
            }
        }
    }
    if (l.steps > 0)
        paintChunkCells(p, l, rd, s, bar, i);
}

/// Barrier line (not at the start: no round has reached it yet) and the time labels.
void paintTimelineTimes(QPainter &p, const Timeline &l, const Round &rd, const Style &s)
{
    const QRectF &lanes = l.lanes, &comp = l.comp;
    const double start = l.start, barrier = l.barrier;
    const QFontMetricsF fm(s.legendFont());
    if (!rd.start) {
        p.setPen(QPen(s.warning, s.lineWidth, Qt::SolidLine));
        p.drawLine(QPointF(comp.right(), lanes.top() - 2), QPointF(comp.right(), lanes.bottom() + 2));
    }
    p.setFont(s.legendFont());
    {
        // The start time at the left end, the barrier time at the right end of the compute
        // strip; on a narrow strip the barrier label drops its word (the red line says it).
        const QString startText = QStringLiteral("t = %1").arg(num(start));
        QString endText = rd.start ? QObject::tr("nothing has run yet") : QObject::tr("barrier t = %1").arg(num(barrier));
        const double room = comp.width() + 8;
        if (fm.horizontalAdvance(startText) + fm.horizontalAdvance(endText) + 10 > room)
            endText = rd.start ? QString() : QStringLiteral("t = %1").arg(num(barrier));
        const double ew = fm.horizontalAdvance(endText) + 2;
        if (fm.horizontalAdvance(startText) + ew + 10 <= room) {
            p.setPen(s.muted);
            p.drawText(QRectF(comp.left() - 4, lanes.bottom() + 2, comp.width() / 2, fm.height()),
                       Qt::AlignLeft | Qt::AlignVCenter, startText);
        }
        p.setPen(rd.start ? s.muted : s.warning);
        p.drawText(QRectF(comp.right() + 4 - ew, lanes.bottom() + 2, ew, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   endText);
    }
}

/// The ring: the phase names above the chunk cells and the number of steps below.
void paintRingHeads(QPainter &p, const Timeline &l, const Round &rd, const Style &s)
{
    const QRectF &lanes = l.lanes, &rest = l.rest;
    const int steps = l.steps, scatter = l.scatter;
    const double headH = l.headH;
    const QFontMetricsF fm(s.legendFont());
    const double cw = rest.width() / steps;
    p.setPen(s.series[4]);
    // The phase names sit right above the cells (the strip may have moved down to the middle).
    const double headTop = lanes.top() - headH;
    panel::fitFirst(s, p, QRectF(rest.left(), headTop, cw * scatter, headH),
                    {QObject::tr("reduce-scatter"), QObject::tr("scatter")}, s.noteFont(), Qt::AlignCenter, 0.8);
    p.setPen(s.series[2]);
    panel::fitFirst(s, p, QRectF(rest.left() + cw * scatter, headTop, cw * (steps - scatter), headH),
                    {QObject::tr("all-gather"), QObject::tr("gather")}, s.noteFont(), Qt::AlignCenter, 0.8);
    p.setPen(s.muted);
    fitText(s, p, QRectF(rest.left(), lanes.bottom() + 2, rest.width(), fm.height()),
            QObject::tr("%1 steps").arg(num(rd.meta->ring_steps.value_or(0))), s.legendFont(), Qt::AlignCenter, 0.6);
}

/// The star: the server's part of the round (aggregate, update, broadcast) as one box.
void paintServerPart(QPainter &p, const Timeline &l, const Style &s)
{
    const QRectF &rest = l.rest;
    const double cursorX = l.cursorX;
    p.setPen(QPen(s.grid, s.gridWidth()));
    p.setBrush(s.panel);
    p.drawRoundedRect(rest.adjusted(2, 0, 0, 0), 4, 4);
    if (cursorX > rest.left()) {
        QColor done = s.accent;
        done.setAlphaF(0.25);
        p.setPen(Qt::NoPen);
        p.setBrush(done);
        p.drawRoundedRect(
            QRectF(rest.left() + 2, rest.top(), std::min(rest.width() - 2, cursorX - rest.left() - 2), rest.height()), 4, 4);
    }
    p.setPen(s.foreground); // muted grey washed out on the tinted box once the round is done
    p.save();
    p.translate(rest.center());
    p.rotate(-90);
    panel::fitFirst(s, p, QRectF(-rest.height() / 2, -rest.width() / 2, rest.height(), rest.width()),
                    {QObject::tr("aggregate · update · broadcast"), QObject::tr("update · broadcast"), QObject::tr("update")},
                    s.noteFont(), Qt::AlignCenter, 0.8);
    p.restore();
}

} // namespace

void paintTimeline(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd)
{
    const Style &s = ctx.style;
    const SyncRound &f = *rd.f;
    const QRectF r =
        caption(p, area,
                rd.ring ? QStringList{QObject::tr("This round: compute, wait, ring steps (chunk sent)"),
                                      QObject::tr("This round: compute, wait, ring steps"), QObject::tr("This round")}
                        : QStringList{QObject::tr("This round: compute, then wait at the barrier"),
                                      QObject::tr("This round: compute, then wait"), QObject::tr("This round")},
                s);
    Timeline l;
    if (!timelineLayout(r, rd, s, l))
        return;
    const QRectF &lanes = l.lanes;
    const double cursorX = l.cursorX, footH = l.footH;
    const QFontMetricsF fm(s.legendFont());
    p.save();
    for (int i = 0; i < rd.k; ++i)
        paintTimelineLane(p, l, rd, s, i);
    paintTimelineTimes(p, l, rd, s);
    if (l.steps > 0)
        paintRingHeads(p, l, rd, s);
    else if (!rd.ring)
        paintServerPart(p, l, s);
    if (rd.animating) {
        p.setPen(QPen(s.foreground, s.lineWidth));
        p.drawLine(QPointF(cursorX, lanes.top() - 3), QPointF(cursorX, lanes.bottom() + 3));
    }
    // Idle totals.
    p.setPen(f.idle_round > 0 ? s.warning : s.muted);
    fitText(s, p, QRectF(r.left(), lanes.bottom() + fm.height() + 4, r.width(), footH),
            rd.start ? QObject::tr("the start: no round has run, nobody has waited")
                     : QObject::tr("idle this round %1 s · idle so far %2 s").arg(num(f.idle_round), num(f.idle_total)),
            s.tagFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.restore();
}

} // namespace sgd::ui::sync
