// The overlap scene's geometry and the words its parts share (see overlap_layout.h).

#include "overlap_layout.h"

#include "ui/render/draw.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace sgd::ui::overlap {

namespace {

const QString kArrow = QStringLiteral("\u2192");
const QString kDash = QStringLiteral("\u2013");

/// The explanation's height for the tallest of all buckets' texts, so the timeline stays put while
/// stepping. Word-wrapping every bucket's text is slow (a large model has dozens of buckets): the
/// answer is kept for the last trace, width and font asked.
double tallestInfo(const Trace &tr, double textW, const Style &s)
{
    using Key = std::tuple<const Trace *, std::size_t, double, double, double, QString>;
    struct Kept {
        Key lastKey;
        double lastH = -1;
    };
    Kept scratch;
    Kept &kept = memoOf(s.cache, scratch);
    Key &lastKey = kept.lastKey;
    double &lastH = kept.lastH;
    const OverlapSummary &sum = typed(tr).summary;
    const Key key{&tr,   tr.frames.size(),         sum.step_time_naive + 1e3 * sum.comm_total,
                  textW, sum.step_time_overlapped, s.bodyFont().key()};
    if (lastH >= 0 && key == lastKey)
        return lastH;
    const QFontMetricsF fi(s.bodyFont()), fb(s.captionFont());
    double infoH = 0;
    for (int k = 0; k < int(tr.frames.size()); ++k) {
        const QStringList lines = infoLines(tr, k);
        double h = 0;
        for (int i = 0; i < lines.size(); ++i) {
            const QFontMetricsF &m = i == 0 ? fb : fi;
            h += m.boundingRect(QRectF(0, 0, textW, 1e6), Qt::TextWordWrap, lines[i]).height() + 2;
        }
        infoH = std::max(infoH, h);
    }
    lastKey = key;
    lastH = infoH;
    return infoH;
}

/// The lanes of both schedules, top to bottom from `top`, sharing what room is left.
void placeLanes(Layout &L, const QRectF &body, double top, const Style &s)
{
    const double pad = s.padding();
    const QFontMetricsF fh(s.labelFont(true)), fl(s.tickFont()), fi(s.bodyFont());
    const double axisH = fl.height() + fi.height() + 8;
    const double headH = fh.height() + 6;
    const double laneGap = fl.height() * 1.05; // room for the "ready" arrow and a waiting label
    const double avail = L.info.top() - pad * 0.8 - axisH - top - 2 * headH - 2 * laneGap - pad;
    const double laneH = std::clamp(avail / 4.0, fi.height() * 1.1, fi.height() * 4.2);
    const double used = 4 * laneH + 2 * headH + 2 * laneGap + pad;
    const double spare = std::max(0.0, avail + 2 * headH + 2 * laneGap + pad - used);
    const double w = L.right - L.left;
    double y = top + spare * 0.15;
    L.naiveHead = QRectF(body.left(), y, body.width(), headH);
    y += headH;
    L.naiveCompute = QRectF(L.left, y, w, laneH);
    y += laneH + laneGap;
    L.naiveComm = QRectF(L.left, y, w, laneH);
    y += laneH + pad + spare * 0.4;
    L.ovHead = QRectF(body.left(), y, body.width(), headH);
    y += headH;
    L.ovCompute = QRectF(L.left, y, w, laneH);
    y += laneH + laneGap;
    L.ovComm = QRectF(L.left, y, w, laneH);
    y += laneH;
    L.axis = QRectF(L.left, y, w, axisH);
}

} // namespace

const OverlapTrace &typed(const Trace &tr)
{
    return typedTrace<OverlapTrace>(tr);
}
const OverlapBucket &frameAt(const Trace &tr, int index)
{
    return typed(tr).frames.at(std::size_t(index));
}

QString ms(double v)
{
    return draw::num(v) + QStringLiteral(" ms");
}

QString sizeText(double bytes)
{
    const double mib = 1024.0 * 1024.0;
    if (std::abs(bytes) >= mib)
        return draw::num(bytes / mib) + QStringLiteral(" MiB");
    if (std::abs(bytes) >= 1024.0)
        return draw::num(bytes / 1024.0) + QStringLiteral(" KiB");
    return draw::count(bytes) + QStringLiteral(" B");
}

QString layerRange(const OverlapBucket &f)
{
    const int a = f.first_layer, b = f.last_layer;
    if (a == b)
        return QObject::tr("layer %1").arg(a);
    return QObject::tr("layers %1%2%3").arg(a).arg(kDash).arg(b);
}

QColor bucketColor(const Style &s, int bucket)
{
    return bucket <= 0 ? s.muted : s.series[std::size_t(((bucket - 1) % 8 + 8) % 8)];
}

double playheadTime(const Trace &trace, int index, double t)
{
    const double a = frameAt(trace, index).comm_end;
    if (index + 1 >= int(trace.frames.size()) || t <= 0.0)
        return std::max(0.0, a);
    const double b = frameAt(trace, index + 1).comm_end;
    return std::max(0.0, a + (b - a) * t);
}

namespace {

QStringList startLines(const OverlapTrace &tr)
{
    const OverlapSummary &sum = tr.summary;
    const int n = int(tr.frames.size()) - 1;
    const int layers = int(tr.meta.layers.size());
    return {
        QObject::tr("Bucket 0 of %1: the start. The backward pass is about to begin at layer %2; no bucket is ready yet.")
            .arg(n)
            .arg(layers),
        QObject::tr("Backward takes %1 and the %2 all-reduces %3 in all. Watch the playhead: which bucket leaves first, and "
                    "does any have to wait for the link?")
            .arg(ms(sum.compute_total))
            .arg(n)
            .arg(ms(sum.comm_total)),
        QObject::tr("Without overlap nothing is sent before the whole backward pass is done (%1).").arg(ms(sum.compute_total))};
}

} // namespace

QStringList infoLines(const Trace &trace, int index)
{
    const OverlapTrace &tr = typed(trace);
    const OverlapSummary &sum = tr.summary;
    const OverlapBucket &f = tr.frames.at(std::size_t(index));
    const int b = f.bucket;
    const int n = int(tr.frames.size()) - 1; // frame 0 is the start, frame b is bucket b
    if (b <= 0)
        return startLines(tr);
    QStringList out;
    out << QObject::tr("Bucket %1 of %2 carries %3 (%4); its all-reduce takes %5.")
               .arg(b)
               .arg(n)
               .arg(layerRange(f), sizeText(f.bytes), ms(f.comm_ms));
    const QString firstDone = QObject::tr("layer %1").arg(f.first_layer);
    if (f.waited_for_link > 0) {
        out << QObject::tr("Ready at %1, when %2 finished backward, but the link was still busy with bucket %3 until %4: "
                           "it waited %5 and ran %4 %6 %7.")
                   .arg(ms(f.compute_end), firstDone)
                   .arg(std::max(1, b - 1))
                   .arg(ms(f.comm_start), ms(f.waited_for_link), kArrow, ms(f.comm_end));
    } else {
        out << QObject::tr("Ready at %1, when %2 finished backward; the link was free, so it ran at once: %3 %4 %5.")
                   .arg(ms(f.compute_end), firstDone, ms(f.comm_start), kArrow, ms(f.comm_end));
    }
    out << QObject::tr("Without overlap it waits for the whole backward pass (%1) and runs %2 %3 %4.")
               .arg(ms(sum.compute_total), ms(f.naive_comm_start), kArrow, ms(f.naive_comm_end));
    return out;
}

Layout layoutFor(const Trace &tr, const QRectF &area, const Style &s)
{
    Layout L;
    const double pad = s.padding();
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.titleFont()), fc(s.bannerFont()), fl(s.tickFont()), fi(s.bodyFont()), fg(s.legendFont());
    L.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    L.chips = QRectF(body.left(), L.title.bottom() + 2, body.width(), fc.height() * 1.6);
    // The explanation: wrapped to the width, measured so nothing is cut.
    const double infoH = tallestInfo(tr, body.width() - 2 * pad - fi.height() * 0.9, s) + pad * 1.2;
    const double legendH = fg.height() * 1.4;
    L.legend = QRectF(body.left(), body.bottom() - legendH, body.width(), legendH);
    L.info = QRectF(body.left(), L.legend.top() - infoH - 4, body.width(), infoH);
    L.labelW = std::max(fl.horizontalAdvance(QObject::tr("all-reduce")), fl.horizontalAdvance(QObject::tr("backward"))) + 14;
    L.left = body.left() + L.labelW;
    L.right = body.right() - 6;
    L.t1 = std::max({typed(tr).summary.step_time_naive, typed(tr).summary.step_time_overlapped, 1e-9});
    placeLanes(L, body, L.chips.bottom() + pad * 0.6, s);
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
    return overlapped ? barRect(L, L.ovComm, f.comm_start, f.comm_end)
                      : barRect(L, L.naiveComm, f.naive_comm_start, f.naive_comm_end);
}

QRectF layerBar(const Layout &L, const QRectF &lane, const OverlapLayer &layer)
{
    return barRect(L, lane, layer.compute_start, layer.compute_end);
}

int hitBucket(const Layout &L, const Trace &tr, const QPointF &pos)
{
    const OverlapTrace &tt = typed(tr);
    for (bool overlapped : {true, false})
        for (const OverlapBucket &f : tt.frames)
            if (f.bucket > 0 && commBar(L, f, overlapped).adjusted(-3, -2, 3, 2).contains(pos))
                return f.bucket;
    for (bool overlapped : {true, false})
        for (const OverlapLayer &layer : tt.meta.layers)
            if (layerBar(L, L.compute(overlapped), layer).contains(pos))
                return layer.bucket;
    return 0;
}

} // namespace sgd::ui::overlap
