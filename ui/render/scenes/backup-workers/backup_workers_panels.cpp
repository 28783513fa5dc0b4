// Backup workers: the panels. This round's lanes (who arrived when, who was dropped, where the
// round closed and where a plain barrier would have opened), the ledger of plain sync against the
// backup rule, and the two loss-against-time charts. Every number comes from the trace.

#include "backup_workers_parts.h"
#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <functional>

namespace sgd::ui::backup_workers {

using draw::num;

namespace {

bool isDropped(const BackupWorkersRound &f, int i)
{
    return std::find(f.dropped.begin(), f.dropped.end(), double(i + 1)) != f.dropped.end();
}

/// Worker i's lane: its gradient's bar, then waiting (kept) or the cut-off part (dropped).
void paintLane(QPainter &p, const Lanes &l, const BackupWorkersRound &f, int i, const Style &s)
{
    const QRectF lane = l.lane[std::size_t(i)];
    const double gap = std::min(4.0, lane.height() * 0.18);
    const QRectF bar = lane.adjusted(0, gap, 0, -gap);
    const QFontMetricsF lf(s.legendFont());
    p.setFont(s.legendFont());
    p.setPen(s.foreground);
    if (lane.height() >= lf.height() * 0.8 || i % 2 == 0)
        p.drawText(QRectF(lane.left() - l.labelW, lane.top(), l.labelW - 4, lane.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QStringLiteral("W%1").arg(i + 1));
    if (f.round == 0 || std::size_t(i) >= f.durations.size())
        return; // the start, or a recorded round without this worker's time: its lane stays empty
    const double d = f.durations[std::size_t(i)], close = f.close_time - f.round_start;
    const QColor worker = s.series[i % 8];
    const bool dropped = isDropped(f, i);
    p.setPen(Qt::NoPen);
    if (!dropped) {
        p.setBrush(draw::withAlpha(worker, 210));
        draw::drawRectRows(p, QRectF(l.x(0), bar.top(), l.x(d) - l.x(0), bar.height()));
        if (close > d) {
            p.setBrush(QBrush(s.idle, Qt::BDiagPattern));
            p.setPen(QPen(s.idle, s.guideWidth()));
            draw::drawRectRows(p, QRectF(l.x(d), bar.top(), l.x(close) - l.x(d), bar.height()));
        }
        return;
    }
    // Dropped: what it computed before the round closed, then what it would still have needed.
    p.setBrush(draw::withAlpha(worker, 90));
    draw::drawRectRows(p, QRectF(l.x(0), bar.top(), l.x(close) - l.x(0), bar.height()));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(draw::withAlpha(worker, 160), s.guideWidth(), Qt::DashLine));
    const QRectF ghost(l.x(close), bar.top(), l.x(d) - l.x(close), bar.height());
    draw::drawRectRows(p, ghost);
    const QString tag = QObject::tr("dropped");
    if (lf.horizontalAdvance(tag) + 6 < ghost.width() && bar.height() >= lf.height() * 0.7) {
        p.setPen(s.warning);
        p.drawText(ghost, Qt::AlignCenter, tag);
    }
}

/// The line where the round closed, the plain barrier's line, the time saved between them.
void paintMarks(QPainter &p, const Lanes &l, const BackupWorkersRound &f, const Style &s)
{
    const QFontMetricsF fm(s.legendFont());
    p.setFont(s.legendFont());
    if (f.round == 0) {
        p.setPen(s.muted);
        p.drawText(l.axis, Qt::AlignLeft | Qt::AlignVCenter, QObject::tr("t = %1 · nothing has run yet").arg(num(f.round_start)));
        return;
    }
    const double xc = l.x(f.close_time - f.round_start), xf = l.x(f.full_barrier - f.round_start);
    p.setPen(QPen(s.muted, s.guideWidth(), Qt::DashLine));
    p.drawLine(QPointF(xf, l.plot.top()), QPointF(xf, l.plot.bottom()));
    p.setPen(QPen(s.accent, s.strongWidth()));
    p.drawLine(QPointF(xc, l.plot.top()), QPointF(xc, l.plot.bottom()));
    const QString closeText = QObject::tr("closes t = %1").arg(num(f.close_time));
    const QString fullText = f.time_saved > 0 ? QObject::tr("plain barrier t = %1").arg(num(f.full_barrier)) : QString();
    const double cw = fm.horizontalAdvance(closeText) + 4, fw = fm.horizontalAdvance(fullText) + 4;
    const double cx = std::clamp(xc - cw / 2, l.axis.left(), l.axis.right() - cw);
    const QString startText = QObject::tr("start t = %1").arg(num(f.round_start));
    if (fm.horizontalAdvance(startText) + 8 < cx - l.axis.left()) {
        p.setPen(s.muted);
        p.drawText(l.axis, Qt::AlignLeft | Qt::AlignVCenter, startText);
    }
    p.setPen(s.accent);
    p.drawText(QRectF(cx, l.axis.top(), cw, l.axis.height()), Qt::AlignCenter, closeText);
    const double fx = std::clamp(xf - fw / 2, l.axis.left(), l.axis.right() - fw);
    if (!fullText.isEmpty() && fx > cx + cw + 4) {
        p.setPen(s.muted);
        p.drawText(QRectF(fx, l.axis.top(), fw, l.axis.height()), Qt::AlignCenter, fullText);
    }
}

/// Under the lanes, where there is room: the round's ledger in words.
void paintRoundNumbers(QPainter &p, const QRectF &r, const BackupWorkersRound &f, const Style &s)
{
    if (f.round == 0)
        return;
    const QFont font = s.panelFont();
    const double lineH = QFontMetricsF(font).height() * 1.25;
    const QStringList lines{
        QObject::tr("Time saved this round: %1 s (closed at t = %2, not %3)")
            .arg(num(f.time_saved), num(f.close_time), num(f.full_barrier)),
        QObject::tr("Waiting: %1 s instead of %2 s, %3 s saved").arg(num(f.idle_round), num(f.idle_full), num(f.idle_saved)),
        QObject::tr("Samples lost: %1 gradient(s), %2 s of compute cut off").arg(f.lost).arg(num(f.compute_lost)),
    };
    p.setPen(s.foreground);
    for (int i = 0; i < int(lines.size()); ++i) {
        const QRectF line(r.left(), r.top() + lineH * i, r.width(), lineH);
        if (line.bottom() > r.bottom())
            return;
        panel::fitText(s, p, line, lines[i], font, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    }
}

} // namespace

void paintRound(QPainter &p, const QRectF &r, const BackupWorkersTrace &tt, int index, const Style &s)
{
    const BackupWorkersRound &f = tt.frames.at(std::size_t(index));
    const QRectF rest = panel::caption(p, r,
                                       {QObject::tr("This round: the first %1 of %2 gradients close it")
                                            .arg(tt.meta.workers - tt.meta.backups)
                                            .arg(tt.meta.workers),
                                        QObject::tr("This round"), QObject::tr("Round")},
                                       s);
    // The lanes span this round (random times make some rounds many times longer than others).
    const Lanes l = lanesFor(rest, s, tt.meta.workers, f.round > 0 ? f.full_barrier - f.round_start : longestRound(tt));
    p.save();
    for (int i = 0; i < tt.meta.workers; ++i)
        paintLane(p, l, f, i, s);
    paintMarks(p, l, f, s);
    paintRoundNumbers(
        p, QRectF(rest.left(), l.axis.bottom() + s.padding(), rest.width(), rest.bottom() - l.axis.bottom() - s.padding()), f, s);
    p.restore();
}

namespace {

/// One pair of bars: plain sync's and the backup rule's value so far, scaled to the run's largest.
void paintPair(QPainter &p, const LedgerRow &row, const QString &label, double syncV, double backupV, double scale,
               const QString &syncText, const QString &backupText, const Style &s)
{
    p.setPen(s.foreground);
    panel::fitText(s, p, row.label, label, s.panelFont(true), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    const auto bar = [&](const QRectF &full, double v, const QColor &c, const QString &text) {
        const double w = scale > 0 ? full.width() * std::clamp(v / scale, 0.0, 1.0) : 0.0;
        p.setPen(Qt::NoPen);
        p.setBrush(draw::withAlpha(s.grid, 120));
        draw::drawRectRows(p, full);
        p.setBrush(c);
        draw::drawRectRows(p, QRectF(full.left(), full.top(), w, full.height()));
        p.setPen(s.foreground);
        const QRectF textBox = full.adjusted(4, 0, -4, 0);
        panel::fitText(s, p, textBox, text, s.barFont(), Qt::AlignRight | Qt::AlignVCenter, 0.6);
    };
    bar(row.syncBar, syncV, draw::withAlpha(syncColor(s), 170), syncText);
    bar(row.backupBar, backupV, draw::withAlpha(backupColor(s), 170), backupText);
}

} // namespace

void paintLedger(QPainter &p, const QRectF &r, const BackupWorkersTrace &tt, int index, const Style &s)
{
    const BackupWorkersRound &f = tt.frames.at(std::size_t(index)), &last = tt.frames.back();
    QRectF rest = panel::caption(
        p, r, {QObject::tr("So far: plain sync (b = 0) against b = %1").arg(tt.meta.backups), QObject::tr("So far")}, s);
    const double legendH = panel::legendRow(
        p, rest,
        {{syncColor(s), Qt::NoPen, QObject::tr("plain sync, every gradient")},
         {backupColor(s), Qt::NoPen, QObject::tr("first %1 of %2").arg(tt.meta.workers - tt.meta.backups).arg(tt.meta.workers)}},
        s);
    rest.adjust(0, legendH + s.padding() * 0.5, 0, 0);
    const std::vector<LedgerRow> rows = ledgerRows(rest, s);
    p.save();
    paintPair(p, rows[0], QObject::tr("Wall clock so far"), f.sync_time, f.close_time, last.sync_time,
              QStringLiteral("%1 s").arg(num(f.sync_time)),
              QObject::tr("%1 s (%2 s saved)").arg(num(f.close_time), num(f.time_saved_total)), s);
    paintPair(p, rows[1], QObject::tr("Waiting, added over the workers"), f.sync_idle_total, f.idle_total,
              std::max(last.sync_idle_total, last.idle_total), QStringLiteral("%1 s").arg(num(f.sync_idle_total)),
              QObject::tr("%1 s (%2 s saved)").arg(num(f.idle_total), num(f.idle_saved_total)), s);
    paintPair(p, rows[2], QObject::tr("Gradients (samples) used"), f.sync_used_total, f.used_total, last.sync_used_total,
              draw::count(f.sync_used_total),
              QObject::tr("%1 (%2 lost)").arg(draw::count(f.used_total), draw::count(f.lost_total)), s);
    p.restore();
}

namespace {

/// A dot at each run's head; a head below the log axis's floor is a triangle at the axis's foot with
/// its value beside it, so the reader never takes the floor for the run's loss.
void paintHeads(QPainter &p, const chart::Layout &L, const chart::Spec &spec,
                const std::vector<std::pair<QPointF, QColor>> &heads, const Style &s)
{
    p.save();
    for (const auto &[at, color] : heads) {
        const bool below = at.y() < spec.y.lo; // a run closer to the best than the axis goes
        const QPointF px = L.map(at.x(), std::max(at.y(), spec.y.lo));
        if (!L.plot.adjusted(-1, -1, 1, 1).contains(px))
            continue;
        p.setPen(QPen(s.background, s.markerRingWidth() * 1.5));
        p.setBrush(color);
        const double rad = s.markerRadius() * 1.4;
        if (!below) {
            p.drawEllipse(px, rad, rad);
            continue;
        }
        // Below the axis: a triangle pointing down at its foot and the value beside it, so the
        // reader never takes the axis's floor for the run's loss.
        const QPointF tip(px.x(), L.plot.bottom() - 1);
        p.drawPolygon(QPolygonF({tip, tip + QPointF(-rad * 1.2, -rad * 2), tip + QPointF(rad * 1.2, -rad * 2)}));
        const QString text = QStringLiteral("%1 ↓").arg(draw::sci(at.y()));
        p.setFont(s.noteFont());
        const QFontMetricsF fm(p.font());
        const double w = fm.horizontalAdvance(text) + 6;
        // Beside the triangle, right or left, clear of the legend (else the triangle alone).
        const double top = tip.y() - rad * 2 - fm.height();
        for (const QRectF box :
             {QRectF(tip.x() + rad * 1.4, top, w, fm.height()), QRectF(tip.x() - rad * 1.4 - w, top, w, fm.height())})
            if (L.plot.contains(box) && !box.intersects(L.legend)) {
                p.setPen(color);
                p.drawText(box, Qt::AlignCenter, text);
                break;
            }
    }
    p.restore();
}

/// A chart under its caption with a dot at each run's head (time, loss above the best).
void paintChart(QPainter &p, const QRectF &r, const QStringList &caption, const chart::Spec &spec,
                const std::vector<std::pair<QPointF, QColor>> &heads, const Style &s)
{
    const QRectF rest = panel::caption(p, r, caption, s);
    const chart::Layout L = chart::layoutChart(spec, rest, s, p.device());
    // The axes and the whole runs (faint, unnamed) are the same on every frame: one opaque cached layer.
    std::size_t key = qHash(L.xTitleText) ^ (qHash(L.yTitleText) * 31u);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (const QRectF &b : {L.area, L.plot, L.xTitle, L.yTitle})
        for (double v : {b.left(), b.top(), b.width(), b.height()})
            mixIn(v);
    for (const std::vector<chart::Tick> *ticks : {&L.xTicks, &L.yTicks})
        for (const chart::Tick &t : *ticks)
            mixIn(t.value), mixIn(double(qHash(t.label)));
    for (const chart::PlacedRule &rule : L.rules)
        mixIn(rule.line.x1()), mixIn(double(qHash(rule.note)));
    for (const QColor &c : {s.foreground, s.muted, s.grid, s.background})
        mixIn(double(c.rgba()));
    for (double v : {s.tickFont().pointSizeF(), s.bodyFont().pointSizeF(), s.noteFont().pointSizeF(), s.curveWidth(), L.y.lo,
                     L.y.hi, L.x.hi, double(L.revealUpTo)})
        mixIn(v);
    for (const chart::Series &se : spec.series)
        if (se.name.isEmpty()) {
            mixIn(double(se.color.rgba()));
            for (const QPointF &q : se.points)
                mixIn(q.x()), mixIn(q.y());
        }
    draw::drawCachedOpaqueLayer(s.cache, p, L.area.adjusted(-2, -2, 2, 2), key, s.background, [&](QPainter &q) {
        chart::drawAxes(q, L, s);
        for (const chart::Series &se : spec.series)
            if (se.name.isEmpty())
                chart::drawSeries(q, L, se, s);
    });
    // Each run up to its head: the whole run drawn strong once into its own cached layer, shown
    // left of the head (the faint series before each strong one holds the whole run).
    std::size_t run = 0;
    for (std::size_t i = 1; i < spec.series.size(); i += 2, ++run) {
        chart::Series whole = spec.series[i];
        whole.points = spec.series[i - 1].points;
        std::size_t wk = key;
        for (double v : {double(whole.color.rgba()), whole.width, double(i)})
            wk = (wk ^ std::hash<double>{}(v)) * 1099511628211ull;
        const double headX = run < heads.size() ? L.x.map(heads[run].first.x()) : L.plot.right();
        p.save();
        p.setClipRect(QRectF(L.plot.left() - 4, L.plot.top() - 4, headX - L.plot.left() + 4.5, L.plot.height() + 8),
                      Qt::IntersectClip);
        draw::drawCachedLayer(s.cache, p, L.plot.adjusted(-4, -4, 4, 4), wk,
                              [&](QPainter &q) { chart::drawSeries(q, L, whole, s); });
        p.restore();
    }
    chart::drawLegend(p, L, spec, s);
    paintHeads(p, L, spec, heads, s);
}

} // namespace

// Quiz mode (revealUpTo >= 0) asks about the round the next step plays: the runs end at this
// frame's round, nothing after it shows.
void paintLoss(QPainter &p, const QRectF &r, const Trace &trace, int index, const Style &s, int revealUpTo)
{
    const BackupWorkersTrace &tt = typed(trace);
    const int head = index;
    const BackupWorkersRound &f = tt.frames.at(std::size_t(head));
    paintChart(p, r,
               {QObject::tr("Loss against wall-clock time: plain sync and b = %1").arg(tt.meta.backups),
                QObject::tr("Loss against time")},
               lossSpec(trace, s, head, revealUpTo),
               {{{f.sync_time, f.sync_excess}, syncColor(s)}, {{f.close_time, f.excess_next}, backupColor(s)}}, s);
}

void paintHybrid(QPainter &p, const QRectF &r, const Trace &trace, int index, const Style &s, int revealUpTo)
{
    const BackupWorkersTrace &tt = typed(trace);
    const int head = index;
    const BackupWorkersRound &f = tt.frames.at(std::size_t(head));
    paintChart(p, r,
               {QObject::tr("Hybrid: %1, then async, against pure sync and async")
                    .arg(text::counted(tt.meta.warmup_rounds, "sync round", "sync rounds")),
                QObject::tr("Hybrid against sync and async"), QObject::tr("Hybrid")},
               hybridSpec(trace, s, head, revealUpTo),
               {{{f.sync_time, f.sync_excess}, syncColor(s)},
                {{f.async_time, f.async_excess}, asyncColor(s)},
                {{f.hybrid_time, f.hybrid_excess}, hybridColor(s)}},
               s);
}

} // namespace sgd::ui::backup_workers
