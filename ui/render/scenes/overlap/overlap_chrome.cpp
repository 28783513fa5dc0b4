// The overlap scene around its lanes: the title, the three readouts, the shared time axis, the
// schedules' headers, the explanation of the bucket shown and the legend.

#include "overlap_parts.h"
#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>

namespace sgd::ui::overlap {

void paintTitle(QPainter &p, const Layout &L, const Trace &tr, int shown, const Style &s)
{
    p.setPen(s.foreground);
    const QString step = shown == 0 ? QObject::tr("%1 · start").arg(stepOf(tr, shown)) : stepOf(tr, shown);
    panel::fitFirst(s, p, L.title,
                    {QObject::tr("Overlap SGD · %1 · send each bucket while backward is still running").arg(step),
                     QObject::tr("Overlap SGD · %1 · send buckets during backward").arg(step),
                     QObject::tr("Overlap SGD · %1").arg(step)},
                    s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
}

namespace {

struct Chip {
    QString text;
    QColor color;
};

double chipsWidth(const QList<Chip> &chips, const QFontMetricsF &m)
{
    double total = 0;
    for (const Chip &c : chips)
        total += m.horizontalAdvance(c.text) + m.height() * 1.6;
    return total;
}

/// The readouts said in full, shorter, or without the hidden share: the first that fits `width`.
QList<Chip> chipsFor(const OverlapSummary &sum, const Style &s, const QFontMetricsF &fm, double width, bool hideEnd)
{
    const QString naive = ms(sum.step_time_naive), overlapped = hideEnd ? QStringLiteral("?") : ms(sum.step_time_overlapped),
                  hidden = hideEnd ? QStringLiteral("?") : draw::percent(sum.hidden_comm_fraction);
    const QList<QList<Chip>> variants = {
        {{QObject::tr("naive step %1").arg(naive), s.warning},
         {QObject::tr("overlapped step %1").arg(overlapped), s.positive},
         {QObject::tr("%1 of the communication hidden").arg(hidden), s.accent}},
        {{QObject::tr("naive %1").arg(naive), s.warning},
         {QObject::tr("overlapped %1").arg(overlapped), s.positive},
         {QObject::tr("%1 hidden").arg(hidden), s.accent}},
        {{QObject::tr("naive %1").arg(naive), s.warning}, {QObject::tr("overlapped %1").arg(overlapped), s.positive}},
    };
    for (const QList<Chip> &v : variants)
        if (chipsWidth(v, fm) * 0.85 <= width)
            return v;
    return variants.back();
}

} // namespace

/// The three readouts. Said in full where the row has room, shorter on a narrow canvas or in
/// large type; the chips never run past the canvas (the type shrinks rather than be cut).
void paintChips(QPainter &p, const Layout &L, const OverlapSummary &sum, const Style &s, bool hideEnd)
{
    QFont cf = s.bannerFont();
    QFontMetricsF fm(cf);
    const QList<Chip> chips = chipsFor(sum, s, fm, L.chips.width(), hideEnd);
    for (int i = 0; i < 8 && chipsWidth(chips, fm) > L.chips.width(); ++i) {
        cf.setPointSizeF(cf.pointSizeF() * std::max(0.5, 0.98 * L.chips.width() / chipsWidth(chips, fm)));
        fm = QFontMetricsF(cf);
    }
    p.setFont(cf);
    double x = L.chips.left();
    for (const Chip &c : chips) {
        const double w = fm.horizontalAdvance(c.text) + fm.height() * 1.0;
        const QRectF r(x, L.chips.top() + 1, w, std::min(L.chips.height() - 2, fm.height() * 1.45));
        p.setPen(QPen(c.color, std::max(1.5, s.lineWidth * 0.9)));
        p.setBrush(draw::withAlpha(c.color, s.name == QLatin1String("dark") ? 46 : 26));
        p.drawRoundedRect(r, s.cornerRadius(), s.cornerRadius());
        p.setPen(s.foreground);
        p.drawText(r, Qt::AlignCenter, c.text);
        x = r.right() + fm.height() * 0.6;
    }
}

/// Grid and the shared time axis, ticks by the chart component's rule.
void paintTimeAxis(QPainter &p, const Layout &L, const Style &s)
{
    const QFontMetricsF fm(s.tickFont());
    const int target = std::clamp(int(L.axis.width() / (fm.horizontalAdvance(QStringLiteral("000")) * 3.2)), 2, 12);
    p.setFont(s.tickFont());
    for (double v : chart::linearTicks(0.0, L.t1, target)) {
        const double x = L.x(v);
        p.setPen(QPen(s.grid, s.gridWidth()));
        p.drawLine(QPointF(x, L.naiveCompute.top()), QPointF(x, L.naiveComm.bottom()));
        p.drawLine(QPointF(x, L.ovCompute.top()), QPointF(x, L.ovComm.bottom()));
        p.setPen(s.muted);
        p.drawText(QRectF(x - 40, L.axis.top() + s.tickGap(), 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop, draw::num(v));
    }
    p.setPen(QPen(s.foreground, s.frameWidth()));
    p.drawLine(QPointF(L.left, L.axis.top()), QPointF(L.right, L.axis.top()));
    p.setFont(s.bodyFont());
    p.setPen(s.foreground);
    const double top = L.axis.top() + s.tickGap() + fm.height();
    p.drawText(QRectF(L.left, top, L.right - L.left, L.axis.bottom() - top), Qt::AlignHCenter | Qt::AlignTop,
               QObject::tr("time in the step (ms)"));
}

namespace {

/// One schedule's header: its wording (longest that fits) and, right-aligned at the step's end, the end time.
void paintHeader(QPainter &p, const Layout &L, const QRectF &r, const QStringList &text, double end, const QColor &endColor,
                 const Style &s, bool hideEnd = false)
{
    const QFont hf = s.labelFont(true);
    const QFontMetricsF fm(hf);
    const QString endText = hideEnd ? QObject::tr("step ends ?") : QObject::tr("step ends %1 ▾").arg(ms(end));
    const double ew = fm.horizontalAdvance(endText) + 8;
    QRectF er((hideEnd ? L.right : L.x(end)) - ew, r.top(), ew, r.height() - 2);
    if (er.left() < L.left)
        er.moveLeft(L.left);
    p.setPen(endColor);
    p.setFont(hf);
    p.drawText(er, Qt::AlignRight | Qt::AlignVCenter, endText);
    p.setPen(s.foreground);
    panel::fitFirst(s, p, QRectF(r.left(), r.top(), std::max(10.0, er.left() - r.left() - fm.height()), r.height() - 2), text, hf,
                    Qt::AlignLeft | Qt::AlignVCenter, 0.85);
}

} // namespace

void paintHeaders(QPainter &p, const Layout &L, const OverlapSummary &sum, const Style &s, bool hideEnd)
{
    paintHeader(p, L, L.naiveHead,
                {QObject::tr("Naive: backward (%1), then all-reduce (%2)").arg(ms(sum.compute_total), ms(sum.comm_total)),
                 QObject::tr("Naive: backward, then all-reduce"), QObject::tr("Naive")},
                sum.step_time_naive, s.warning, s);
    paintHeader(p, L, L.ovHead,
                {QObject::tr("Overlapped: each bucket is all-reduced as soon as its layers are done"),
                 QObject::tr("Overlapped: each bucket goes as soon as its layers are done"),
                 QObject::tr("Overlapped: each bucket goes when ready"), QObject::tr("Overlapped")},
                sum.step_time_overlapped, s.positive, s, hideEnd);
}

/// The explanation of the bucket shown, in a box of its colour.
void paintInfo(QPainter &p, const Layout &L, const Trace &tr, int shown, const Style &s)
{
    const QColor bc = bucketColor(s, frameAt(tr, shown).bucket);
    p.setPen(QPen(bc, std::max(1.5, s.lineWidth)));
    p.setBrush(draw::withAlpha(bc, s.name == QLatin1String("dark") ? 36 : 20));
    p.drawRoundedRect(L.info, s.cornerRadius() + 1, s.cornerRadius() + 1);
    const QFontMetricsF fi(s.bodyFont());
    const double pad = s.padding();
    const QRectF inner = L.info.adjusted(pad + fi.height() * 0.9, pad * 0.6, -pad, -pad * 0.6);
    p.setPen(Qt::NoPen);
    p.setBrush(bc);
    p.drawRect(QRectF(L.info.left() + pad * 0.7, L.info.top() + pad * 0.7, fi.height() * 0.5, L.info.height() - pad * 1.4));
    const QStringList lines = infoLines(tr, shown);
    double y = inner.top();
    for (int i = 0; i < lines.size(); ++i) {
        const QFont font = i == 0 ? s.captionFont() : s.bodyFont();
        const QRectF br = QFontMetricsF(font).boundingRect(QRectF(0, 0, inner.width(), 1e6), Qt::TextWordWrap, lines[i]);
        p.setFont(font);
        p.setPen(i == 2 ? s.muted : s.foreground);
        p.drawText(QRectF(inner.left(), y, inner.width(), br.height() + 2), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop,
                   lines[i]);
        y += br.height() + 2;
    }
}

/// Legend: what the colours and the clicks mean.
void paintLegend(QPainter &p, const Layout &L, const Trace &tr, int selected, const Style &s)
{
    const int nl = int(typed(tr).meta.layers.size());
    const QString head = QObject::tr("Backward runs from layer %1 down to layer 1 · same colour = same bucket · ").arg(nl);
    const QString shortHead = QObject::tr("Layer %1 → 1 · colour = bucket · ").arg(nl);
    QString tail, shortTail;
    if (selected > 0) {
        tail =
            QObject::tr("selected: bucket %1 (%2); click it again to clear").arg(selected).arg(layerRange(frameAt(tr, selected)));
        shortTail = QObject::tr("selected: bucket %1 (%2)").arg(selected).arg(layerRange(frameAt(tr, selected)));
    } else {
        tail = QObject::tr("click an all-reduce bar to outline the layers it carries");
        shortTail = QObject::tr("click an all-reduce bar to outline its layers");
    }
    p.setPen(selected > 0 ? s.accent : s.muted);
    panel::fitFirst(s, p, L.legend, {head + tail, shortHead + tail, shortHead + shortTail, shortTail}, s.legendFont(),
                    Qt::AlignLeft | Qt::AlignVCenter, 0.85);
}

} // namespace sgd::ui::overlap
