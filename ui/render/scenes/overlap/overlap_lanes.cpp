// The overlap scene's two schedules: per schedule a backward lane (one bar per layer) and an
// all-reduce lane (one bar per bucket), the focused and the clicked bucket outlined, the arrow
// from "ready" to "sent", the step's end and the time saved; and the playhead.

#include "overlap_parts.h"
#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>
#include <QPainterPath>

#include <algorithm>
#include <map>
#include <utility>

namespace sgd::ui::overlap {
namespace {

using draw::lineWidth;

/// The clicked bucket's outline: the reserved accent, a colour no bucket has.
QColor selectionColor(const Style &s)
{
    return s.accent;
}

/// How one schedule's two lanes are drawn at this moment: which buckets stand out and how far
/// the playhead has filled them in.
struct Lanes {
    const Layout &L;
    const Style &s;
    const OverlapTrace &tr;
    bool overlapped;
    QRectF compute, comm;
    Focus focus;
    double playX;
    QColor ghost;
    bool noGhosts = false; ///< the overlapped all-reduce lane: what lies ahead of the playhead is not drawn (it would answer the
                           ///< start's question)
    bool hideEnd = false;  ///< before the last bucket is shown: the step's end is the answer (hidesStepEnd())

    /// Draws the part still ahead of the playhead as a ghost and returns the part already passed.
    QRectF shownPart(QPainter &p, const QRectF &r, int b, bool drawGhost = true) const
    {
        if (b == focus.selected || r.right() <= playX + 0.5)
            return r;
        p.setPen(r.width() > 5 ? QPen(s.background, s.gridWidth()) : Qt::NoPen);
        p.setBrush(ghost);
        if (drawGhost)
            p.drawRect(r);
        return r.left() < playX ? QRectF(r.left(), r.top(), playX - r.left(), r.height()) : QRectF();
    }
    double emphasis(int b) const
    {
        if (b == focus.selected)
            return 1;
        double e = 0;
        if (b == focus.current)
            e = std::max(e, 1.0 - focus.t);
        if (b == focus.next)
            e = std::max(e, focus.t);
        return e;
    }
    QColor fill(int b) const { return draw::mix(bucketColor(s, b), s.background, 0.55 + 0.45 * emphasis(b)); }
};

/// Lane labels and backgrounds.
void paintLaneLabels(QPainter &p, const Lanes &ln)
{
    const Style &s = ln.s;
    const Layout &L = ln.L;
    p.setFont(s.tickFont());
    p.setPen(s.foreground);
    p.drawText(QRectF(L.left - L.labelW, ln.compute.top(), L.labelW - 8, ln.compute.height()), Qt::AlignRight | Qt::AlignVCenter,
               QObject::tr("backward"));
    p.drawText(QRectF(L.left - L.labelW, ln.comm.top(), L.labelW - 8, ln.comm.height()), Qt::AlignRight | Qt::AlignVCenter,
               QObject::tr("all-reduce"));
    p.setPen(Qt::NoPen);
    p.setBrush(s.panel);
    p.drawRect(ln.compute);
    p.drawRect(ln.comm);
}

/// A bar's label in the bar's contrast colour: the first of `labels` that fits with its margin.
void barLabel(QPainter &p, const QRectF &r, const QColor &fill, const QFontMetricsF &fm,
              std::initializer_list<std::pair<QString, double>> labels)
{
    if (fm.height() > r.height() + 2)
        return;
    for (const auto &[label, margin] : labels)
        if (fm.horizontalAdvance(label) + margin <= r.width()) {
            p.setPen(topo::contrastText(fill));
            p.drawText(r, Qt::AlignCenter, label);
            return;
        }
}

/// Compute bars, one per layer (layer numbers are 1-based on screen). A large model has hundreds
/// of layers: the bars of one look (bucket, whole or cut by the playhead) go in one call, and only
/// bars wide enough for a digit are labelled.
void paintComputeBars(QPainter &p, const Lanes &ln)
{
    const QFont barFont = ln.s.barFont();
    const QFontMetricsF bfm(barFont);
    const QPen edge(ln.s.background, ln.s.gridWidth());
    const double digit = bfm.horizontalAdvance(QLatin1Char('0')) + 2;
    std::map<std::pair<int, bool>, QVector<QRectF>> groups; // (bucket, edged) -> bars
    std::vector<std::pair<QRectF, const OverlapLayer *>> labelled;
    for (const OverlapLayer &layer : ln.tr.meta.layers) {
        const QRectF full = layerBar(ln.L, ln.compute, layer);
        const QRectF r = ln.shownPart(p, full, layer.bucket);
        if (r.isEmpty())
            continue;
        groups[{layer.bucket, r == full && r.width() > 5}].push_back(r);
        if (r == full && r.width() >= digit)
            labelled.emplace_back(r, &layer);
    }
    for (const auto &[key, bars] : groups) {
        p.setPen(key.second ? edge : QPen(Qt::NoPen));
        p.setBrush(ln.fill(key.first));
        p.drawRects(bars);
    }
    p.setFont(barFont);
    for (const auto &[r, layer] : labelled)
        barLabel(p, r, ln.fill(layer->bucket), bfm,
                 {{QStringLiteral("L%1").arg(layer->layer), 4.0}, {QString::number(layer->layer), 2.0}});
}

/// Communication bars, one per bucket.
void paintCommBars(QPainter &p, const Lanes &ln)
{
    const QFont barFont = ln.s.barFont();
    const QFontMetricsF bfm(barFont);
    const QPen edge(ln.s.background, ln.s.gridWidth());
    p.setFont(barFont);
    for (const OverlapBucket &bf : ln.tr.frames) {
        const int b = bf.bucket;
        if (b <= 0)
            continue; // frame 0, the start, sends nothing
        const QRectF full = commBar(ln.L, bf, ln.overlapped);
        const QRectF r =
            ln.shownPart(p, full, b, !ln.noGhosts); // the backward pass ahead is known; the all-reduces ahead are the question
        const QColor c = ln.fill(b);
        p.setPen(r == full && r.width() > 5 ? edge : Qt::NoPen);
        p.setBrush(c);
        if (!r.isEmpty())
            p.drawRect(r);
        if (r != full)
            continue;
        // The bucket's layers as "L3" or "L3–5" (layerRange() in short).
        const QString range = bf.first_layer == bf.last_layer ? QStringLiteral("L%1").arg(bf.first_layer)
                                                              : QStringLiteral("L%1–%2").arg(bf.first_layer).arg(bf.last_layer);
        barLabel(p, r, c, bfm, {{QStringLiteral("B%1 · %2").arg(b).arg(range), 6.0}, {QStringLiteral("B%1").arg(b), 3.0}});
    }
}

/// The selected bucket's funnel from its layers into its all-reduce: these gradients travel together.
void paintFunnel(QPainter &p, const Lanes &ln)
{
    double lo = 1e300, hi = -1e300;
    for (const OverlapLayer &layer : ln.tr.meta.layers)
        if (layer.bucket == ln.focus.selected) {
            const QRectF r = layerBar(ln.L, ln.compute, layer);
            lo = std::min(lo, r.left());
            hi = std::max(hi, r.right());
        }
    if (lo >= hi)
        return;
    const QRectF cb = commBar(ln.L, ln.tr.frames[std::size_t(ln.focus.selected)], ln.overlapped);
    QPainterPath funnel;
    funnel.moveTo(lo, ln.compute.bottom() - 2);
    funnel.lineTo(hi, ln.compute.bottom() - 2);
    funnel.lineTo(cb.right(), cb.top() + 1);
    funnel.lineTo(cb.left(), cb.top() + 1);
    funnel.closeSubpath();
    QColor fc = selectionColor(ln.s);
    fc.setAlphaF(0.30f);
    p.setPen(Qt::NoPen);
    p.setBrush(fc);
    p.drawPath(funnel);
}

/// Outlines: the focused bucket (foreground) and the clicked one (accent, with its funnel), in both lanes.
void paintOutlines(QPainter &p, const Lanes &ln)
{
    const Style &s = ln.s;
    auto outline = [&](int b, const QPen &pen) {
        if (b <= 0 || b >= int(ln.tr.frames.size()))
            return;
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        for (const OverlapLayer &layer : ln.tr.meta.layers)
            if (layer.bucket == b)
                p.drawRect(layerBar(ln.L, ln.compute, layer));
        p.drawRect(commBar(ln.L, ln.tr.frames[std::size_t(b)], ln.overlapped));
    };
    outline(ln.focus.shown, QPen(s.foreground, std::max(1.5, lineWidth(s) * 0.9)));
    if (ln.focus.selected <= 0 || ln.focus.selected >= int(ln.tr.frames.size()))
        return;
    paintFunnel(p, ln);
    outline(ln.focus.selected, QPen(selectionColor(s), lineWidth(s) * 1.5));
}

/// "waits 1.2 ms for the link" on the dashed wait line, over a patch of background.
void paintWaitLabel(QPainter &p, const Lanes &ln, const OverlapBucket &bf, double rx, double cbLeft, double gy)
{
    const Style &s = ln.s;
    const QFont wf = s.barFont();
    const QFontMetricsF wfm(wf);
    const QString wt = QObject::tr("waits %1 for the link").arg(ms(bf.waited_for_link));
    const double w = wfm.horizontalAdvance(wt) + 6;
    const QRectF box(std::max(ln.L.left, (rx + cbLeft) / 2 - w / 2), gy - wfm.height() / 2, w, wfm.height());
    p.setPen(Qt::NoPen);
    p.setBrush(s.background);
    p.drawRect(box);
    p.setFont(wf);
    p.setPen(s.warning);
    p.drawText(box, Qt::AlignCenter, wt);
}

/// When the focused bucket could leave: an arrow from its last finished layer to its all-reduce.
void paintReadyArrow(QPainter &p, const Lanes &ln)
{
    if (ln.focus.shown <= 0 || ln.focus.shown >= int(ln.tr.frames.size()))
        return;
    const Style &s = ln.s;
    const OverlapBucket &bf = ln.tr.frames[std::size_t(ln.focus.shown)];
    const QRectF cb = commBar(ln.L, bf, ln.overlapped);
    const double rx = ln.L.x(ln.overlapped ? bf.compute_end : ln.tr.summary.compute_total);
    const double head = 7 * std::max(1.0, s.fontScale);
    if (cb.left() - rx <= 3) {
        draw::drawArrow(p, QPointF(rx, ln.compute.bottom() - 2), QPointF(rx, ln.comm.top() + 1), s.accent, lineWidth(s) * 0.9,
                        head);
        return;
    }
    // It had to wait (for the link, or for the whole backward pass in the naive schedule).
    const double gy = (ln.compute.bottom() + ln.comm.top()) / 2;
    p.setPen(QPen(s.accent, lineWidth(s) * 0.8));
    p.drawLine(QPointF(rx, ln.compute.bottom() - 2), QPointF(rx, gy));
    p.setPen(QPen(s.warning, lineWidth(s) * 0.9, Qt::DashLine));
    p.drawLine(QPointF(rx, gy), QPointF(cb.left(), gy));
    draw::drawArrow(p, QPointF(cb.left(), gy), QPointF(cb.left(), cb.top() + 1), s.accent, lineWidth(s) * 0.8, head * 6 / 7);
    if (ln.overlapped)
        paintWaitLabel(p, ln, bf, rx, cb.left(), gy);
}

/// The time the overlap saves, hatched between the overlapped and the naive step's end.
void paintSaved(QPainter &p, const Lanes &ln, double end)
{
    const Style &s = ln.s;
    const Layout &L = ln.L;
    const double naive = ln.tr.summary.step_time_naive;
    const QRectF saved(L.x(end) + 1, ln.compute.top(), L.x(naive) - L.x(end) - 1, ln.comm.bottom() - ln.compute.top());
    if (saved.width() <= 2)
        return;
    p.setPen(Qt::NoPen);
    p.setBrush(QBrush(draw::withAlpha(s.positive, 140), Qt::BDiagPattern));
    p.drawRect(saved);
    const QFont sf = s.tagFont();
    const QFontMetricsF sfm(sf);
    const QString st = QObject::tr("saved");
    const double tw = sfm.horizontalAdvance(st);
    if (tw + 6 >= saved.width())
        return;
    const QRectF lr(saved.center().x() - tw / 2 - 3, saved.center().y() - sfm.height() / 2, tw + 6, sfm.height());
    p.setBrush(s.background);
    p.drawRect(lr);
    p.setFont(sf);
    p.setPen(s.positive);
    p.drawText(lr, Qt::AlignCenter, st);
}

/// End of the step in this schedule; in the overlapped one, the time the overlap saves on the
/// same axis as the naive step.
void paintStepEnd(QPainter &p, const Lanes &ln)
{
    const Style &s = ln.s;
    if (ln.hideEnd)
        return;
    const double end = ln.overlapped ? ln.tr.summary.step_time_overlapped : ln.tr.summary.step_time_naive;
    p.setPen(QPen(ln.overlapped ? s.positive : s.warning, lineWidth(s), Qt::SolidLine));
    p.drawLine(QPointF(ln.L.x(end), ln.compute.top() - 4), QPointF(ln.L.x(end), ln.comm.bottom() + 2));
    if (ln.overlapped)
        paintSaved(p, ln, end);
}

} // namespace

void paintLanes(QPainter &p, const Layout &L, const PaintContext &ctx, bool overlapped, const Focus &focus)
{
    const Style &s = ctx.style;
    // The overlapped lanes fill in as the playhead passes, nothing drawn ahead of it (the naive
    // schedule stays whole, for comparison); a clicked bucket shows in full wherever the playhead is.
    const double playX = overlapped ? L.x(playheadTime(ctx.trace, ctx.index, ctx.t)) : L.right + 1;
    const Lanes lanes{L,
                      s,
                      typed(ctx.trace),
                      overlapped,
                      L.compute(overlapped),
                      L.comm(overlapped),
                      focus,
                      playX,
                      draw::mix(s.grid, s.panel, 0.5),
                      overlapped,
                      overlapped && hidesStepEnd(ctx)};
    p.save();
    paintLaneLabels(p, lanes);
    paintComputeBars(p, lanes);
    paintCommBars(p, lanes);
    paintOutlines(p, lanes);
    paintReadyArrow(p, lanes);
    paintStepEnd(p, lanes);
    p.restore();
}

void paintPlayhead(QPainter &p, const Layout &L, const PaintContext &ctx)
{
    // Like the async scene's time cursor: a line through the overlapped lanes at the playhead's
    // time, with the time on a tab at its top.
    const Style &s = ctx.style;
    const double now = playheadTime(ctx.trace, ctx.index, ctx.t);
    const double x = L.x(now);
    p.save();
    p.setPen(QPen(s.foreground, std::max(1.5, lineWidth(s))));
    p.drawLine(QPointF(x, L.ovCompute.top() - 2), QPointF(x, L.ovComm.bottom() + 2));
    p.setFont(s.tagFont());
    const QFontMetricsF fm(p.font());
    const QString text = QStringLiteral("t = %1").arg(ms(now));
    const double w = fm.horizontalAdvance(text) + 10;
    QRectF tab(x - w / 2, L.ovCompute.top() + 2, w, fm.height() + 2);
    if (tab.right() > L.right)
        tab.moveRight(L.right);
    if (tab.left() < L.left)
        tab.moveLeft(L.left);
    p.setPen(Qt::NoPen);
    p.setBrush(s.foreground);
    p.drawRoundedRect(tab, s.cornerRadius() - 1, s.cornerRadius() - 1);
    p.setPen(s.background);
    p.drawText(tab, Qt::AlignCenter, text);
    p.restore();
}

} // namespace sgd::ui::overlap
