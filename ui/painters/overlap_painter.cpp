// Overlap SGD: the backward pass and the bucketed all-reduce on one clock. The naive schedule
// (all compute, then all communication) sits above the overlapped one (each bucket leaves as
// soon as its layers are done); frame 0 is the start (nothing sent), frame b is bucket b in
// all-reduce order, and a playhead on the shared clock stands at that bucket's all-reduce end.

#include "draw.h"
#include "overlap_trace.h"
#include "painters.h"
#include "topology_view.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <vector>

namespace sgd::ui {
namespace {

using draw::count;
using draw::kMinus;
using draw::lineWidth;
using draw::mix;
using draw::withAlpha;

using draw::num;
using panel::clamp01;
using panel::fitText;

const QString kArrow = QStringLiteral("\u2192");
const QString kDash = QStringLiteral("\u2013");

QString ms(double v) { return num(v) + QStringLiteral(" ms"); }

/// Gradient sizes in the unit the scene's parameters use (MiB), smaller ones in KiB or bytes.
QString sizeText(double bytes)
{
    const double mib = 1024.0 * 1024.0;
    if (std::abs(bytes) >= mib)
        return num(bytes / mib) + QStringLiteral(" MiB");
    if (std::abs(bytes) >= 1024.0)
        return num(bytes / 1024.0) + QStringLiteral(" KiB");
    return count(bytes) + QStringLiteral(" B");
}

using draw::percent;

const OverlapTrace &typed(const Trace &tr) { return typedTrace<OverlapTrace>(tr); }
const OverlapBucket &frameAt(const Trace &tr, int index) { return typed(tr).frames.at(std::size_t(index)); }

int bucketOf(const OverlapBucket &f) { return f.bucket; }

QString layerRange(const OverlapBucket &f)
{
    const int a = f.first_layer, b = f.last_layer;
    if (a == b)
        return QStringLiteral("layer %1").arg(a);
    return QStringLiteral("layers %1%2%3").arg(a).arg(kDash).arg(b);
}


QColor bucketColor(const Style &s, int bucket) { return bucket <= 0 ? s.muted : s.series[std::size_t(((bucket - 1) % 8 + 8) % 8)]; }

/// The playhead's time: bucket n's all-reduce end at rest on frame n (0 at the start); during the
/// transition toward frame n + 1 it sweeps on to bucket n + 1's end.
double playheadTime(const PaintContext &ctx)
{
    const double a = frameAt(ctx.trace, ctx.index).comm_end;
    if (!ctx.hasNext() || ctx.t <= 0.0)
        return std::max(0.0, a);
    const double b = frameAt(ctx.trace, ctx.index + 1).comm_end;
    return std::max(0.0, a + (b - a) * ctx.t);
}


/// The clicked bucket's outline: the reserved accent, a colour no bucket has.
QColor selectionColor(const Style &s) { return s.accent; }

/// The explanation under the timeline: one line per entry (first bold), built from the frame.
QStringList infoLines(const Trace &trace, int index)
{
    const OverlapTrace &tr = typed(trace);
    const OverlapSummary &sum = tr.summary;
    const OverlapBucket &f = tr.frames.at(std::size_t(index));
    const int b = bucketOf(f);
    const int n = int(tr.frames.size()) - 1; // frame 0 is the start, frame b is bucket b
    QStringList out;
    if (b <= 0) {
        const int layers = int(tr.meta.layers.size());
        out << QStringLiteral("Bucket 0 of %1: the start. The backward pass is about to begin at layer %2; no bucket is ready yet.")
                   .arg(n)
                   .arg(layers);
        out << QStringLiteral("Backward takes %1 and the %2 all-reduces %3 in all. Watch the playhead: which bucket leaves first, and "
                              "does any have to wait for the link?")
                   .arg(ms(sum.compute_total))
                   .arg(n)
                   .arg(ms(sum.comm_total));
        out << QStringLiteral("Without overlap nothing is sent before the whole backward pass is done (%1).").arg(ms(sum.compute_total));
        return out;
    }
    out << QStringLiteral("Bucket %1 of %2 carries %3 (%4); its all-reduce takes %5.")
               .arg(b)
               .arg(n)
               .arg(layerRange(f), sizeText(f.bytes), ms(f.comm_ms));
    const QString firstDone = QStringLiteral("layer %1").arg(f.first_layer);
    if (f.waited_for_link > 0) {
        out << QStringLiteral("Ready at %1, when %2 finished backward, but the link was still busy with bucket %3 until %4: "
                              "it waited %5 and ran %4 %6 %7.")
                   .arg(ms(f.compute_end), firstDone)
                   .arg(std::max(1, b - 1))
                   .arg(ms(f.comm_start), ms(f.waited_for_link), kArrow, ms(f.comm_end));
    } else {
        out << QStringLiteral("Ready at %1, when %2 finished backward; the link was free, so it ran at once: %3 %4 %5.")
                   .arg(ms(f.compute_end), firstDone, ms(f.comm_start), kArrow, ms(f.comm_end));
    }
    out << QStringLiteral("Without overlap it waits for the whole backward pass (%1) and runs %2 %3 %4.")
               .arg(ms(sum.compute_total), ms(f.naive_comm_start), kArrow, ms(f.naive_comm_end));
    return out;
}

// ------------------------------------------------------------------ layout

struct Layout {
    QRectF title, chips;
    QRectF naiveHead, naiveCompute, naiveComm;
    QRectF ovHead, ovCompute, ovComm;
    QRectF axis, info, legend;
    double labelW = 0;
    double t1 = 1; ///< right end of the time axis (ms)
    double left = 0, right = 1;
    double x(double t) const { return left + (t1 > 0 ? t / t1 : 0.0) * (right - left); }
    double unx(double px) const { return (px - left) / std::max(1.0, right - left) * t1; }
};

Layout layoutFor(const Trace &tr, const QRectF &area, const Style &s)
{
    Layout L;
    const double pad = 8 * std::max(1.0, s.fontScale);
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.scaledFont(1.25, true)), fc(s.scaledFont(1.05, true)), fh(s.scaledFont(0.95, true)), fl(s.scaledFont(0.9)),
        fi(s.scaledFont(1.0)), fb(s.scaledFont(1.0, true)), fg(s.scaledFont(0.85));
    L.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    L.chips = QRectF(body.left(), L.title.bottom() + 2, body.width(), fc.height() * 1.6);

    // The explanation: wrapped to the width, measured so nothing is cut.
    // The tallest of all buckets' texts, so the timeline stays put while stepping.
    double infoH = 0;
    const double textW = body.width() - 2 * pad - fi.height() * 0.9;
    for (int k = 0; k < int(tr.frames.size()); ++k) {
        const QStringList lines = infoLines(tr, k);
        double h = 0;
        for (int i = 0; i < lines.size(); ++i) {
            const QFontMetricsF &m = i == 0 ? fb : fi;
            h += m.boundingRect(QRectF(0, 0, textW, 1e6), Qt::TextWordWrap, lines[i]).height() + 2;
        }
        infoH = std::max(infoH, h);
    }
    infoH += pad * 1.2;
    const double legendH = fg.height() * 1.4;
    L.legend = QRectF(body.left(), body.bottom() - legendH, body.width(), legendH);
    L.info = QRectF(body.left(), L.legend.top() - infoH - 4, body.width(), infoH);
    const double axisH = fl.height() + fi.height() + 8;
    const double headH = fh.height() + 6;
    const double laneGap = fl.height() * 1.05; // room for the "ready" arrow and a waiting label
    const double top = L.chips.bottom() + pad * 0.6;
    const double avail = L.info.top() - pad * 0.8 - axisH - top - 2 * headH - 2 * laneGap - pad;
    const double laneH = std::clamp(avail / 4.0, fi.height() * 1.1, fi.height() * 4.2);
    const double used = 4 * laneH + 2 * headH + 2 * laneGap + pad;
    const double spare = std::max(0.0, avail + 2 * headH + 2 * laneGap + pad - used);

    L.labelW = std::max(fl.horizontalAdvance(QStringLiteral("all-reduce")), fl.horizontalAdvance(QStringLiteral("backward"))) + 14;
    L.left = body.left() + L.labelW;
    L.right = body.right() - 6;
    L.t1 = std::max({typed(tr).summary.step_time_naive, typed(tr).summary.step_time_overlapped, 1e-9});

    double y = top + spare * 0.15;
    L.naiveHead = QRectF(body.left(), y, body.width(), headH);
    y += headH;
    L.naiveCompute = QRectF(L.left, y, L.right - L.left, laneH);
    y += laneH + laneGap;
    L.naiveComm = QRectF(L.left, y, L.right - L.left, laneH);
    y += laneH + pad + spare * 0.4;
    L.ovHead = QRectF(body.left(), y, body.width(), headH);
    y += headH;
    L.ovCompute = QRectF(L.left, y, L.right - L.left, laneH);
    y += laneH + laneGap;
    L.ovComm = QRectF(L.left, y, L.right - L.left, laneH);
    y += laneH;
    L.axis = QRectF(L.left, y, L.right - L.left, axisH);
    return L;
}

QRectF barRect(const Layout &L, const QRectF &lane, double t0, double t1)
{
    const double inset = std::min(4.0, lane.height() * 0.12);
    double x0 = L.x(t0), x1 = L.x(t1);
    if (x1 - x0 < 2) { // keep every bar visible and clickable
        const double c = (x0 + x1) / 2;
        x0 = c - 1;
        x1 = c + 1;
    }
    return QRectF(x0, lane.top() + inset, x1 - x0, lane.height() - 2 * inset);
}

QRectF commBar(const Layout &L, const OverlapBucket &f, bool overlapped)
{
    return overlapped ? barRect(L, L.ovComm, f.comm_start, f.comm_end) : barRect(L, L.naiveComm, f.naive_comm_start, f.naive_comm_end);
}

/// A layer's backward bar in a compute lane.
QRectF layerBar(const Layout &L, const QRectF &lane, const OverlapLayer &layer) { return barRect(L, lane, layer.compute_start, layer.compute_end); }

// ------------------------------------------------------------------ the painter

struct Lanes;

class OverlapPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("overlap"); }
    int transitionMs() const override { return 900; }
    QStringList tableColumns() const override
    {
        using F = OverlapBucket;
        QStringList out;
        for (const std::string &name : {fieldName(&F::bucket), fieldName(&F::first_layer), fieldName(&F::last_layer), fieldName(&F::compute_end),
                                        fieldName(&F::comm_start), fieldName(&F::comm_end)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("bucket"), QStringLiteral("first layer"), QStringLiteral("last layer"), QStringLiteral("layers done (ms)"),
                QStringLiteral("all-reduce starts (ms)"), QStringLiteral("all-reduce ends (ms)")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
    bool mousePress(const QPointF &pos, const QRectF &area, const PaintContext &ctx, SceneInteraction &in) const override;

    /// The bucket the user clicked for this trace, or 0.
    int selectedFor(const Trace &tr) const
    {
        if (m_selected <= 0 || &tr != m_selTrace || signature(tr) != m_selSignature)
            return 0;
        return m_selected < int(tr.frames.size()) ? m_selected : 0; // bucket b is frame b
    }
    /// The bucket whose bar (all-reduce or one of its layers) is under `pos`, or 0.
    int hitBucket(const QPointF &pos, const QRectF &area, const PaintContext &ctx) const;

private:
    static double signature(const Trace &tr)
    {
        const OverlapTrace &tt = typed(tr);
        return tt.summary.step_time_naive * 1e3 + tt.summary.comm_total + double(tt.frames.size()) * 1e-3 + double(tt.meta.layers.size()) * 1e-6;
    }
    void paintLanes(QPainter &p, const Layout &L, const PaintContext &ctx, bool overlapped, int current, int selected,
                    double emphCur, double emphNext) const;
    void paintPlayhead(QPainter &p, const Layout &L, const PaintContext &ctx) const;
    static void paintTitle(QPainter &p, const Layout &L, const Trace &tr, int shown, const Style &s);
    static void paintChips(QPainter &p, const Layout &L, const OverlapSummary &sum, const Style &s);
    static void paintTimeAxis(QPainter &p, const Layout &L, const Style &s);
    static void paintHeaders(QPainter &p, const Layout &L, const OverlapSummary &sum, const Style &s);
    static void paintInfo(QPainter &p, const Layout &L, const Trace &tr, int shown, const Style &s);
    static void paintLegend(QPainter &p, const Layout &L, const Trace &tr, int selected, const Style &s);
    static void paintLaneLabels(QPainter &p, const Lanes &ln);
    static void paintComputeBars(QPainter &p, const Lanes &ln);
    static void paintCommBars(QPainter &p, const Lanes &ln);
    static void paintOutlines(QPainter &p, const Lanes &ln);
    static void paintReadyArrow(QPainter &p, const Lanes &ln);
    static void paintStepEnd(QPainter &p, const Lanes &ln);
    static QString startNarration(const Trace &tr);
    static QString bucketNarration(const Trace &tr, const OverlapBucket &f, bool last);

    mutable int m_selected = 0;
    mutable const Trace *m_selTrace = nullptr;
    mutable double m_selSignature = 0;
};

void OverlapPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const Style fitted = topo::fitStyleToArea(outer.style, area);
    const PaintContext ctx{outer.trace, outer.index, outer.t, fitted, outer.options, outer.view};
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    p.save();
    p.fillRect(area, s.background);
    p.setRenderHint(QPainter::Antialiasing);
    if (tr.frames.empty()) {
        draw::drawTitle(p, area, QStringLiteral("Overlap SGD: no buckets"), s);
        p.restore();
        return;
    }
    const int index = std::clamp(ctx.index, 0, int(tr.frames.size()) - 1);
    const Layout L = layoutFor(tr, area, s);
    const int current = bucketOf(frameAt(tr, index));
    const int next = ctx.hasNext() && ctx.t > 0 ? bucketOf(frameAt(tr, ctx.index + 1)) : current;
    const double t = next != current ? clamp01(ctx.t) : 0.0;
    const int selected = selectedFor(tr);
    const int shown = ctx.shownStep(); // the bucket the transition plays, as the narration says
    const OverlapSummary &sum = typed(tr).summary;

    paintTitle(p, L, tr, shown, s);
    paintChips(p, L, sum, s);
    paintTimeAxis(p, L, s);
    const double emphCur = 1.0 - t, emphNext = t;
    paintLanes(p, L, ctx, false, current, selected, emphCur, emphNext);
    paintLanes(p, L, ctx, true, current, selected, emphCur, emphNext);
    paintPlayhead(p, L, ctx);
    paintHeaders(p, L, sum, s);
    paintInfo(p, L, tr, shown, s);
    paintLegend(p, L, tr, selected, s);
    p.restore();
}

/// The title, with the bucket shown.
void OverlapPainter::paintTitle(QPainter &p, const Layout &L, const Trace &tr, int shown, const Style &s)
{
    p.setPen(s.foreground);
    const QString step = stepOf(tr, shown) + (shown == 0 ? QStringLiteral(" · start") : QString());
    panel::fitFirst(p, L.title,
                    {QStringLiteral("Overlap SGD · %1 · send each bucket while backward is still running").arg(step),
                     QStringLiteral("Overlap SGD · %1 · send buckets during backward").arg(step), QStringLiteral("Overlap SGD · %1").arg(step)},
                    s.scaledFont(1.25, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
}

/// The three readouts. Said in full where the row has room, shorter on a narrow canvas or in
/// large type; the chips never run past the canvas (the last one goes rather than be cut).
void OverlapPainter::paintChips(QPainter &p, const Layout &L, const OverlapSummary &sum, const Style &s)
{
    struct Chip {
        QString text;
        QColor color;
    };
    const QString naive = ms(sum.step_time_naive), overlapped = ms(sum.step_time_overlapped), hidden = percent(sum.hidden_comm_fraction);
    const QList<QList<Chip>> variants = {
        {{QStringLiteral("naive step %1").arg(naive), s.warning},
         {QStringLiteral("overlapped step %1").arg(overlapped), s.positive},
         {QStringLiteral("%1 of the communication hidden").arg(hidden), s.accent}},
        {{QStringLiteral("naive %1").arg(naive), s.warning},
         {QStringLiteral("overlapped %1").arg(overlapped), s.positive},
         {QStringLiteral("%1 hidden").arg(hidden), s.accent}},
        {{QStringLiteral("naive %1").arg(naive), s.warning}, {QStringLiteral("overlapped %1").arg(overlapped), s.positive}},
    };
    QFont cf = s.scaledFont(1.05, true);
    QFontMetricsF fm(cf);
    auto widthOf = [&](const QList<Chip> &chips, const QFontMetricsF &m) {
        double total = 0;
        for (const Chip &c : chips)
            total += m.horizontalAdvance(c.text) + m.height() * 1.6;
        return total;
    };
    QList<Chip> chips = variants.back();
    for (const QList<Chip> &v : variants) {
        if (widthOf(v, fm) * 0.85 <= L.chips.width()) {
            chips = v;
            break;
        }
    }
    for (int i = 0; i < 8 && widthOf(chips, fm) > L.chips.width(); ++i) {
        cf.setPointSizeF(cf.pointSizeF() * std::max(0.5, 0.98 * L.chips.width() / widthOf(chips, fm)));
        fm = QFontMetricsF(cf);
    }
    p.setFont(cf);
    double x = L.chips.left();
    for (const Chip &c : chips) {
        const double w = fm.horizontalAdvance(c.text) + fm.height() * 1.0;
        const QRectF r(x, L.chips.top() + 1, w, std::min(L.chips.height() - 2, fm.height() * 1.45));
        p.setPen(QPen(c.color, std::max(1.5, s.lineWidth * 0.9)));
        QColor bg = c.color;
        bg.setAlphaF(s.name == QLatin1String("dark") ? 0.18f : 0.10f);
        p.setBrush(bg);
        p.drawRoundedRect(r, 5, 5);
        p.setPen(s.foreground);
        p.drawText(r, Qt::AlignCenter, c.text);
        x = r.right() + fm.height() * 0.6;
    }
}

/// Grid and the shared time axis.
void OverlapPainter::paintTimeAxis(QPainter &p, const Layout &L, const Style &s)
{
    const QFont tf = s.scaledFont(0.9);
    const QFontMetricsF fm(tf);
    const double step = draw::niceStep(L.t1, std::clamp(int(L.axis.width() / (fm.horizontalAdvance(QStringLiteral("000")) * 3.2)), 2, 12));
    p.setFont(tf);
    for (double v = 0; v <= L.t1 + 1e-9 * step; v += step) {
        const double x = L.x(v);
        p.setPen(QPen(s.grid, 1));
        p.drawLine(QPointF(x, L.naiveCompute.top()), QPointF(x, L.naiveComm.bottom()));
        p.drawLine(QPointF(x, L.ovCompute.top()), QPointF(x, L.ovComm.bottom()));
        p.setPen(s.muted);
        p.drawText(QRectF(x - 40, L.axis.top() + 3, 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop, num(v));
    }
    p.setPen(QPen(s.foreground, 1.2));
    p.drawLine(QPointF(L.left, L.axis.top()), QPointF(L.right, L.axis.top()));
    p.setFont(s.scaledFont(1.0));
    p.setPen(s.foreground);
    p.drawText(QRectF(L.left, L.axis.top() + 3 + fm.height(), L.right - L.left, L.axis.height() - fm.height() - 3), Qt::AlignHCenter | Qt::AlignTop,
               QStringLiteral("time in the step (ms)"));
}

/// Section headers with the step end of each schedule.
void OverlapPainter::paintHeaders(QPainter &p, const Layout &L, const OverlapSummary &sum, const Style &s)
{
    const QFont hf = s.scaledFont(0.95, true);
    const QFontMetricsF fm(hf);
    auto header = [&](const QRectF &r, const QStringList &text, double end, const QColor &endColor, const QString &endText) {
        const double ex = L.x(end);
        const double ew = fm.horizontalAdvance(endText) + 8;
        QRectF er(ex - ew, r.top(), ew, r.height() - 2);
        if (er.left() < L.left)
            er.moveLeft(L.left);
        p.setPen(endColor);
        p.setFont(hf);
        p.drawText(er, Qt::AlignRight | Qt::AlignVCenter, endText);
        p.setPen(s.foreground);
        panel::fitFirst(p, QRectF(r.left(), r.top(), std::max(10.0, er.left() - r.left() - fm.height()), r.height() - 2), text, hf,
                        Qt::AlignLeft | Qt::AlignVCenter, 0.85);
    };
    header(L.naiveHead,
           {QStringLiteral("Naive: backward (%1), then all-reduce (%2)").arg(ms(sum.compute_total), ms(sum.comm_total)),
            QStringLiteral("Naive: backward, then all-reduce"), QStringLiteral("Naive")},
           sum.step_time_naive, s.warning, QStringLiteral("step ends %1 \u25BE").arg(ms(sum.step_time_naive)));
    header(L.ovHead,
           {QStringLiteral("Overlapped: each bucket is all-reduced as soon as its layers are done"),
            QStringLiteral("Overlapped: each bucket goes as soon as its layers are done"),
            QStringLiteral("Overlapped: each bucket goes when ready"), QStringLiteral("Overlapped")},
           sum.step_time_overlapped, s.positive, QStringLiteral("step ends %1 \u25BE").arg(ms(sum.step_time_overlapped)));
}

/// The explanation of the bucket shown.
void OverlapPainter::paintInfo(QPainter &p, const Layout &L, const Trace &tr, int shown, const Style &s)
{
    const QColor bc = bucketColor(s, bucketOf(frameAt(tr, shown)));
    QColor bg = bc;
    bg.setAlphaF(s.name == QLatin1String("dark") ? 0.14f : 0.08f);
    p.setPen(QPen(bc, std::max(1.5, s.lineWidth)));
    p.setBrush(bg);
    p.drawRoundedRect(L.info, 6, 6);
    const QFontMetricsF fi(s.scaledFont(1.0));
    const double pad = 8 * std::max(1.0, s.fontScale);
    const QRectF inner = L.info.adjusted(pad + fi.height() * 0.9, pad * 0.6, -pad, -pad * 0.6);
    p.setPen(Qt::NoPen);
    p.setBrush(bc);
    p.drawRect(QRectF(L.info.left() + pad * 0.7, L.info.top() + pad * 0.7, fi.height() * 0.5, L.info.height() - pad * 1.4));
    const QStringList lines = infoLines(tr, shown);
    double y = inner.top();
    for (int i = 0; i < lines.size(); ++i) {
        const QFont font = s.scaledFont(1.0, i == 0);
        const QFontMetricsF m(font);
        const QRectF br = m.boundingRect(QRectF(0, 0, inner.width(), 1e6), Qt::TextWordWrap, lines[i]);
        p.setFont(font);
        p.setPen(i == 2 ? s.muted : s.foreground);
        p.drawText(QRectF(inner.left(), y, inner.width(), br.height() + 2), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, lines[i]);
        y += br.height() + 2;
    }
}

/// Legend: what the colours and the clicks mean.
void OverlapPainter::paintLegend(QPainter &p, const Layout &L, const Trace &tr, int selected, const Style &s)
{
    const int nl = int(typed(tr).meta.layers.size());
    const QString head = QStringLiteral("Backward runs from layer %1 down to layer 1 · same colour = same bucket · ").arg(nl);
    const QString shortHead = QStringLiteral("Layer %1 → 1 · colour = bucket · ").arg(nl);
    QString tail, shortTail;
    if (selected > 0) {
        tail = QStringLiteral("selected: bucket %1 (%2); click it again to clear").arg(selected).arg(layerRange(frameAt(tr, selected)));
        shortTail = QStringLiteral("selected: bucket %1 (%2)").arg(selected).arg(layerRange(frameAt(tr, selected)));
    } else {
        tail = QStringLiteral("click an all-reduce bar to outline the layers it carries");
        shortTail = QStringLiteral("click an all-reduce bar to outline its layers");
    }
    p.setPen(selected > 0 ? selectionColor(s) : s.muted);
    panel::fitFirst(p, L.legend, {head + tail, shortHead + tail, shortHead + shortTail, shortTail}, s.scaledFont(0.85),
                    Qt::AlignLeft | Qt::AlignVCenter, 0.85);
}

/// How one schedule's two lanes are drawn at this moment: which buckets stand out and how far
/// the playhead has filled them in.
struct Lanes {
    const Layout &L;
    const Style &s;
    const OverlapTrace &tr;
    bool overlapped = false;
    QRectF compute, comm;
    int current = 0, next = 0, focus = 0, selected = 0;
    double emphCur = 0, emphNext = 0;
    double playX = 0;
    QColor ghost;

    /// Draws the part still ahead of the playhead as a ghost and returns the part already passed.
    QRectF shownPart(QPainter &p, const QRectF &r, int b) const
    {
        if (b == selected || r.right() <= playX + 0.5)
            return r;
        p.setPen(r.width() > 5 ? QPen(s.background, 1) : Qt::NoPen);
        p.setBrush(ghost);
        p.drawRect(r);
        return r.left() < playX ? QRectF(r.left(), r.top(), playX - r.left(), r.height()) : QRectF();
    }
    double emphasis(int b) const
    {
        double e = 0;
        if (b == current)
            e = std::max(e, emphCur);
        if (b == next)
            e = std::max(e, emphNext);
        if (b == selected)
            e = 1;
        return e;
    }
    QColor fill(int b) const { return mix(bucketColor(s, b), s.background, 0.55 + 0.45 * emphasis(b)); }
};

void OverlapPainter::paintLanes(QPainter &p, const Layout &L, const PaintContext &ctx, bool overlapped, int current, int selected,
                                double emphCur, double emphNext) const
{
    const Style &s = ctx.style;
    const OverlapTrace &tr = typed(ctx.trace);
    Lanes lanes{L, s, tr};
    lanes.overlapped = overlapped;
    lanes.compute = overlapped ? L.ovCompute : L.naiveCompute;
    lanes.comm = overlapped ? L.ovComm : L.naiveComm;
    lanes.current = current;
    lanes.next = ctx.hasNext() && ctx.t > 0 ? bucketOf(frameAt(ctx.trace, ctx.index + 1)) : current;
    lanes.focus = bucketOf(frameAt(ctx.trace, ctx.shownStep()));
    lanes.selected = selected;
    lanes.emphCur = emphCur;
    lanes.emphNext = emphNext;
    // The overlapped lanes fill in as the playhead passes (the naive schedule stays whole, for
    // comparison); a clicked bucket shows in full wherever the playhead is.
    lanes.playX = overlapped ? L.x(playheadTime(ctx)) : L.right + 1;
    lanes.ghost = mix(s.grid, s.panel, 0.5);

    p.save();
    paintLaneLabels(p, lanes);
    paintComputeBars(p, lanes);
    paintCommBars(p, lanes);
    paintOutlines(p, lanes);
    paintReadyArrow(p, lanes);
    paintStepEnd(p, lanes);
    p.restore();
}

/// Lane labels and backgrounds.
void OverlapPainter::paintLaneLabels(QPainter &p, const Lanes &ln)
{
    const Style &s = ln.s;
    const Layout &L = ln.L;
    const QFont lf = s.scaledFont(0.9);
    p.setFont(lf);
    p.setPen(s.foreground);
    p.drawText(QRectF(L.left - L.labelW, ln.compute.top(), L.labelW - 8, ln.compute.height()), Qt::AlignRight | Qt::AlignVCenter,
               QStringLiteral("backward"));
    p.drawText(QRectF(L.left - L.labelW, ln.comm.top(), L.labelW - 8, ln.comm.height()), Qt::AlignRight | Qt::AlignVCenter,
               QStringLiteral("all-reduce"));
    p.setPen(Qt::NoPen);
    p.setBrush(s.panel);
    p.drawRect(ln.compute);
    p.drawRect(ln.comm);
}

/// Compute bars, one per layer (layer numbers are 1-based on screen).
void OverlapPainter::paintComputeBars(QPainter &p, const Lanes &ln)
{
    const Style &s = ln.s;
    const QFont barFont = s.scaledFont(0.8, true);
    const QFontMetricsF bfm(barFont);
    const QPen edge(s.background, 1);
    for (const OverlapLayer &layer : ln.tr.meta.layers) {
        const int b = layer.bucket;
        const QRectF full = layerBar(ln.L, ln.compute, layer);
        const QRectF r = ln.shownPart(p, full, b);
        if (r.isEmpty())
            continue;
        const QColor c = ln.fill(b);
        p.setPen(r == full && r.width() > 5 ? edge : Qt::NoPen);
        p.setBrush(c);
        p.drawRect(r);
        if (r != full)
            continue;
        const QString label = QStringLiteral("L%1").arg(layer.layer);
        if (bfm.horizontalAdvance(label) + 4 <= r.width() && bfm.height() <= r.height() + 2) {
            p.setFont(barFont);
            p.setPen(topo::contrastText(c));
            p.drawText(r, Qt::AlignCenter, label);
        } else if (bfm.horizontalAdvance(QString::number(layer.layer)) + 2 <= r.width() && bfm.height() <= r.height() + 2) {
            p.setFont(barFont);
            p.setPen(topo::contrastText(c));
            p.drawText(r, Qt::AlignCenter, QString::number(layer.layer));
        }
    }
}

/// Communication bars, one per bucket.
void OverlapPainter::paintCommBars(QPainter &p, const Lanes &ln)
{
    const Style &s = ln.s;
    const QFont barFont = s.scaledFont(0.8, true);
    const QFontMetricsF bfm(barFont);
    const QPen edge(s.background, 1);
    for (const OverlapBucket &bf : ln.tr.frames) {
        const int b = bucketOf(bf);
        if (b <= 0)
            continue; // frame 0, the start, sends nothing
        const QRectF full = commBar(ln.L, bf, ln.overlapped);
        const QRectF r = ln.shownPart(p, full, b);
        if (r != full) {
            p.setPen(Qt::NoPen);
            p.setBrush(ln.fill(b));
            if (!r.isEmpty())
                p.drawRect(r);
            continue;
        }
        const QColor c = ln.fill(b);
        p.setPen(r.width() > 5 ? edge : Qt::NoPen);
        p.setBrush(c);
        p.drawRect(r);
        const QString longLabel = QStringLiteral("B%1 · %2").arg(b).arg(layerRange(bf).replace(QStringLiteral("layers "), QStringLiteral("L"))
                                                                         .replace(QStringLiteral("layer "), QStringLiteral("L")));
        const QString label = QStringLiteral("B%1").arg(b);
        p.setFont(barFont);
        p.setPen(topo::contrastText(c));
        if (bfm.horizontalAdvance(longLabel) + 6 <= r.width() && bfm.height() <= r.height() + 2)
            p.drawText(r, Qt::AlignCenter, longLabel);
        else if (bfm.horizontalAdvance(label) + 3 <= r.width() && bfm.height() <= r.height() + 2)
            p.drawText(r, Qt::AlignCenter, label);
    }
}

/// Outlines: the current bucket (foreground) and the clicked one (accent, with a funnel from its
/// layers into its all-reduce: these gradients travel together), in both lanes.
void OverlapPainter::paintOutlines(QPainter &p, const Lanes &ln)
{
    const Style &s = ln.s;
    const auto &layers = ln.tr.meta.layers;
    auto outline = [&](int b, const QPen &pen) {
        if (b <= 0 || b >= int(ln.tr.frames.size()))
            return;
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        for (const OverlapLayer &layer : layers)
            if (layer.bucket == b)
                p.drawRect(layerBar(ln.L, ln.compute, layer));
        p.drawRect(commBar(ln.L, ln.tr.frames[std::size_t(b)], ln.overlapped));
    };
    outline(ln.focus, QPen(s.foreground, std::max(1.5, lineWidth(s) * 0.9)));
    if (ln.selected <= 0)
        return;
    double lo = 1e300, hi = -1e300;
    for (const OverlapLayer &layer : layers)
        if (layer.bucket == ln.selected) {
            const QRectF r = layerBar(ln.L, ln.compute, layer);
            lo = std::min(lo, r.left());
            hi = std::max(hi, r.right());
        }
    const QRectF cb = commBar(ln.L, ln.tr.frames[std::size_t(ln.selected)], ln.overlapped);
    if (lo < hi) {
        QPainterPath funnel;
        funnel.moveTo(lo, ln.compute.bottom() - 2);
        funnel.lineTo(hi, ln.compute.bottom() - 2);
        funnel.lineTo(cb.right(), cb.top() + 1);
        funnel.lineTo(cb.left(), cb.top() + 1);
        funnel.closeSubpath();
        QColor fc = selectionColor(s);
        fc.setAlphaF(0.30f);
        p.setPen(Qt::NoPen);
        p.setBrush(fc);
        p.drawPath(funnel);
    }
    outline(ln.selected, QPen(selectionColor(s), lineWidth(s) * 1.5));
}

/// When the focused bucket could leave: an arrow from its last finished layer to its all-reduce.
void OverlapPainter::paintReadyArrow(QPainter &p, const Lanes &ln)
{
    if (ln.focus <= 0 || ln.focus >= int(ln.tr.frames.size()))
        return;
    const Style &s = ln.s;
    const Layout &L = ln.L;
    const OverlapBucket &bf = ln.tr.frames[std::size_t(ln.focus)];
    const QRectF cb = commBar(L, bf, ln.overlapped);
    const double readyT = ln.overlapped ? bf.compute_end : ln.tr.summary.compute_total;
    const double rx = L.x(readyT);
    const QColor ac = s.accent;
    if (cb.left() - rx <= 3) {
        draw::drawArrow(p, QPointF(rx, ln.compute.bottom() - 2), QPointF(rx, ln.comm.top() + 1), ac, lineWidth(s) * 0.9,
                        7 * std::max(1.0, s.fontScale));
        return;
    }
    // It had to wait (for the link, or for the whole backward pass in the naive schedule).
    const double gy = (ln.compute.bottom() + ln.comm.top()) / 2;
    p.setPen(QPen(ac, lineWidth(s) * 0.8));
    p.drawLine(QPointF(rx, ln.compute.bottom() - 2), QPointF(rx, gy));
    p.setPen(QPen(s.warning, lineWidth(s) * 0.9, Qt::DashLine));
    p.drawLine(QPointF(rx, gy), QPointF(cb.left(), gy));
    draw::drawArrow(p, QPointF(cb.left(), gy), QPointF(cb.left(), cb.top() + 1), ac, lineWidth(s) * 0.8, 6 * std::max(1.0, s.fontScale));
    if (!ln.overlapped)
        return;
    const QFont wf = s.scaledFont(0.8, true);
    const QFontMetricsF wfm(wf);
    const QString wt = QStringLiteral("waits %1 for the link").arg(ms(bf.waited_for_link));
    const double w = wfm.horizontalAdvance(wt) + 6;
    const QRectF tr2(std::max(L.left, (rx + cb.left()) / 2 - w / 2), gy - wfm.height() / 2, w, wfm.height());
    p.setPen(Qt::NoPen);
    p.setBrush(s.background);
    p.drawRect(tr2);
    p.setFont(wf);
    p.setPen(s.warning);
    p.drawText(tr2, Qt::AlignCenter, wt);
}

/// End of the step in this schedule; in the overlapped one, the time the overlap saves on the
/// same axis as the naive step.
void OverlapPainter::paintStepEnd(QPainter &p, const Lanes &ln)
{
    const Style &s = ln.s;
    const Layout &L = ln.L;
    const QRectF &compute = ln.compute, &comm = ln.comm;
    const double end = ln.overlapped ? ln.tr.summary.step_time_overlapped : ln.tr.summary.step_time_naive;
    p.setPen(QPen(ln.overlapped ? s.positive : s.warning, lineWidth(s), Qt::SolidLine));
    p.drawLine(QPointF(L.x(end), compute.top() - 4), QPointF(L.x(end), comm.bottom() + 2));
    if (!ln.overlapped)
        return;
    const double naive = ln.tr.summary.step_time_naive;
    const QRectF saved(L.x(end) + 1, compute.top(), L.x(naive) - L.x(end) - 1, comm.bottom() - compute.top());
    if (saved.width() <= 2)
        return;
    QColor hc = s.positive;
    hc.setAlphaF(0.55f);
    p.setPen(Qt::NoPen);
    p.setBrush(QBrush(hc, Qt::BDiagPattern));
    p.drawRect(saved);
    const QFont sf = s.scaledFont(0.85, true);
    const QFontMetricsF sfm(sf);
    const QString st = QStringLiteral("saved");
    if (sfm.horizontalAdvance(st) + 6 < saved.width()) {
        const QRectF lr(saved.center().x() - sfm.horizontalAdvance(st) / 2 - 3, saved.center().y() - sfm.height() / 2,
                        sfm.horizontalAdvance(st) + 6, sfm.height());
        p.setPen(Qt::NoPen);
        p.setBrush(s.background);
        p.drawRect(lr);
        p.setFont(sf);
        p.setPen(s.positive);
        p.drawText(lr, Qt::AlignCenter, st);
    }
}

void OverlapPainter::paintPlayhead(QPainter &p, const Layout &L, const PaintContext &ctx) const
{
    // Like the async scene's time cursor: a line through the overlapped lanes at the playhead's
    // time, with the time on a tab at its top.
    const Style &s = ctx.style;
    const double now = playheadTime(ctx);
    const double x = L.x(now);
    p.save();
    p.setPen(QPen(s.foreground, std::max(1.5, lineWidth(s))));
    p.drawLine(QPointF(x, L.ovCompute.top() - 2), QPointF(x, L.ovComm.bottom() + 2));
    p.setFont(s.scaledFont(0.85, true));
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
    p.drawRoundedRect(tab, 4, 4);
    p.setPen(s.background);
    p.drawText(tab, Qt::AlignCenter, text);
    p.restore();
}

int OverlapPainter::hitBucket(const QPointF &pos, const QRectF &area, const PaintContext &outer) const
{
    const Trace &tr = outer.trace;
    if (tr.frames.empty())
        return 0;
    const Style fitted = topo::fitStyleToArea(outer.style, area);
    const Layout L = layoutFor(tr, area, fitted);
    const OverlapTrace &tt = typed(tr);
    for (bool overlapped : {true, false})
        for (const OverlapBucket &f : tt.frames)
            if (bucketOf(f) > 0 && commBar(L, f, overlapped).adjusted(-3, -2, 3, 2).contains(pos))
                return bucketOf(f);
    for (bool overlapped : {true, false})
        for (const OverlapLayer &layer : tt.meta.layers)
            if (layerBar(L, overlapped ? L.ovCompute : L.naiveCompute, layer).contains(pos))
                return layer.bucket;
    return 0;
}

bool OverlapPainter::mousePress(const QPointF &pos, const QRectF &area, const PaintContext &ctx, SceneInteraction &in) const
{
    const int hit = hitBucket(pos, area, ctx);
    const int before = selectedFor(ctx.trace);
    if (hit <= 0 && before <= 0)
        return false;
    m_selected = hit > 0 && hit != before ? hit : 0;
    m_selTrace = &ctx.trace;
    m_selSignature = signature(ctx.trace);
    if (in.requestRepaint)
        in.requestRepaint();
    return true;
}

QString OverlapPainter::startNarration(const Trace &trace)
{
    const OverlapTrace &tr = typed(trace);
    const int n = int(tr.frames.size()) - 1;
    const int layers = int(tr.meta.layers.size());
    QString out = QStringLiteral("<b>Bucket 0 of %1: the start.</b> The backward pass is about to begin. It runs from layer %2 down to "
                                 "layer 1 and takes %3; the gradients are grouped into %1 buckets in that order, and the link needs "
                                 "%4 in all to all-reduce them. Nothing has been sent yet. ")
                      .arg(n)
                      .arg(layers)
                      .arg(ms(tr.summary.compute_total), ms(tr.summary.comm_total));
    out += QStringLiteral("The naive schedule waits for the whole backward pass and needs <b>%1</b> per step. <i>Predict:</i> if each "
                          "bucket leaves as soon as its layers are done, how long will the step take, and which bucket's all-reduce "
                          "cannot hide behind the backward pass?")
               .arg(ms(tr.summary.step_time_naive));
    return out;
}

QString OverlapPainter::narration(const Trace &tr, int index, const QVariantMap &) const
{
    if (tr.frames.empty())
        return QStringLiteral("<b>No buckets.</b> The model has no gradients to send.");
    index = std::clamp(index, 0, int(tr.frames.size()) - 1);
    const OverlapBucket &f = frameAt(tr, index);
    const int b = bucketOf(f);
    const int n = int(tr.frames.size()) - 1; // frame 0 is the start, frame b is bucket b
    QString out;
    if (b <= 0)
        out = startNarration(tr);
    else
        out = bucketNarration(tr, f, index == n);
    const int sel = selectedFor(tr);
    if (sel > 0 && sel != b)
        out += QStringLiteral("<br><i>Selected: bucket %1 carries %2.</i>").arg(sel).arg(layerRange(frameAt(tr, sel)));
    return out;
}

QString OverlapPainter::bucketNarration(const Trace &trace, const OverlapBucket &f, bool last)
{
    const OverlapTrace &tr = typed(trace);
    const OverlapSummary &sum = tr.summary;
    const int b = bucketOf(f);
    const int n = int(tr.frames.size()) - 1;
    QString out;
    out += QStringLiteral("<b>Bucket %1 of %2.</b> ").arg(b).arg(n);
    out += QStringLiteral("The backward pass walks from the last layer to the first, and the gradients are grouped into buckets in that "
                          "order. This bucket holds %1, %2 of gradients. ")
               .arg(layerRange(f), sizeText(f.bytes));
    out += QStringLiteral("Its layers are computed between %1 and %2; only when layer %3 is done is the whole bucket ready. ")
               .arg(ms(f.compute_start), ms(f.compute_end))
               .arg(f.first_layer);
    if (f.waited_for_link > 0)
        out += QStringLiteral("The link was still carrying bucket %1, so this one waited %2 and its all-reduce ran from %3 to %4 (%5). ")
                   .arg(std::max(1, b - 1))
                   .arg(ms(f.waited_for_link), ms(f.comm_start), ms(f.comm_end), ms(f.comm_ms));
    else
        out += QStringLiteral("The link was free, so its all-reduce started right away and ran from %1 to %2 (%3), while the "
                              "earlier layers were still computing. ")
                   .arg(ms(f.comm_start), ms(f.comm_end), ms(f.comm_ms));
    out += QStringLiteral("In the naive schedule the same bucket has to wait until the whole backward pass is over (%1) and goes from %2 "
                          "to %3.<br>")
               .arg(ms(sum.compute_total), ms(f.naive_comm_start), ms(f.naive_comm_end));
    out += QStringLiteral("<b>The whole step:</b> naive = backward %1 + all-reduce %2 = <b>%3</b>; overlapped <b>%4</b>, "
                          "which can never beat the longer of the two lanes. <b>%5</b> of the communication hides behind the "
                          "backward pass.")
               .arg(ms(sum.compute_total), ms(sum.comm_total), ms(sum.step_time_naive), ms(sum.step_time_overlapped),
                    percent(sum.hidden_comm_fraction));
    if (last)
        out += QStringLiteral(" The last bucket holds the first layers, which finish last, so its all-reduce is the part "
                              "that cannot be hidden.");
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> makeOverlapPainter() { return std::make_unique<OverlapPainter>(); }

QRectF overlapCommBarRect(const Trace &trace, const QRectF &area, const Style &style, int bucket, bool overlapped)
{
    if (trace.frames.empty() || bucket < 1 || bucket >= int(trace.frames.size()))
        return {};
    const Style fitted = topo::fitStyleToArea(style, area);
    const Layout L = layoutFor(trace, area, fitted);
    return commBar(L, frameAt(trace, bucket), overlapped);
}

double overlapPlayheadX(const Trace &trace, const QRectF &area, const Style &style, int index, double t)
{
    if (trace.frames.empty())
        return 0;
    const Style fitted = topo::fitStyleToArea(style, area);
    const Layout L = layoutFor(trace, area, fitted);
    const PaintContext ctx{trace, std::clamp(index, 0, int(trace.frames.size()) - 1), t, fitted, {}, {}};
    return L.x(playheadTime(ctx));
}

double overlapTimeX(const Trace &trace, const QRectF &area, const Style &style, double ms)
{
    if (trace.frames.empty())
        return 0;
    const Layout L = layoutFor(trace, area, topo::fitStyleToArea(style, area));
    return L.x(ms);
}

} // namespace sgd::ui
