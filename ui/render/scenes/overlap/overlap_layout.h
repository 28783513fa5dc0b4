#pragma once
// Geometry of the overlap scene, shared by its painter, its mouse handling and its tests: where
// the title, the readouts, the two schedules' lanes, the time axis, the explanation and the legend
// go, the time scale, and every bucket's and layer's bar (what a click hits).

#include "core/scenes/overlap/overlap_trace.h"
#include "core/trace.h"
#include "ui/render/style.h"

#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

namespace sgd::ui::overlap {

struct Layout {
    QRectF title, chips;
    QRectF naiveHead, naiveCompute, naiveComm; ///< the naive schedule: header, backward lane, all-reduce lane
    QRectF ovHead, ovCompute, ovComm;          ///< the overlapped schedule
    QRectF axis, info, legend;
    double labelW = 0; ///< room left of the lanes for "backward" / "all-reduce"
    double t1 = 1;     ///< right end of the time axis (ms)
    double left = 0, right = 1;
    double x(double t) const { return left + (t1 > 0 ? t / t1 : 0.0) * (right - left); }
    double unx(double px) const { return (px - left) / std::max(1.0, right - left) * t1; }
    QRectF compute(bool overlapped) const { return overlapped ? ovCompute : naiveCompute; }
    QRectF comm(bool overlapped) const { return overlapped ? ovComm : naiveComm; }
};

/// The layout of `trace` on `area` in the style already fitted to the canvas (topo::fitStyleToArea).
Layout layoutFor(const Trace &trace, const QRectF &area, const Style &fitted);
/// A bar from time t0 to t1 in `lane`, at least 2 pixels wide (every bar stays visible and clickable).
QRectF barRect(const Layout &L, const QRectF &lane, double t0, double t1);
/// Bucket `f`'s all-reduce bar in the overlapped or the naive schedule.
QRectF commBar(const Layout &L, const OverlapBucket &f, bool overlapped);
/// A layer's backward bar in a compute lane.
QRectF layerBar(const Layout &L, const QRectF &lane, const OverlapLayer &layer);
/// The bucket whose bar (all-reduce or one of its layers) is under `pos`, or 0.
int hitBucket(const Layout &L, const Trace &trace, const QPointF &pos);
/// The playhead's time: bucket n's all-reduce end at rest on frame n (0 at the start); during the
/// transition toward frame n + 1 it sweeps on to bucket n + 1's end.
double playheadTime(const Trace &trace, int index, double t);

// Words and colours shared by the painter's parts.
const OverlapTrace &typed(const Trace &tr);
const OverlapBucket &frameAt(const Trace &tr, int index);
QString ms(double v);
/// Gradient sizes in the unit the scene's parameters use (MiB), smaller ones in KiB or bytes.
QString sizeText(double bytes);
/// "layer 3" or "layers 3–5".
QString layerRange(const OverlapBucket &f);
QColor bucketColor(const Style &s, int bucket);
/// The explanation under the timeline: one line per entry (first bold), built from the frame.
QStringList infoLines(const Trace &trace, int index);

} // namespace sgd::ui::overlap

namespace sgd::ui {

/// Where the overlap painter draws bucket `bucket`'s all-reduce (1-based; the overlapped or the
/// naive lane) in `area`: the click target of that bar, for hit tests and their tests.
QRectF overlapCommBarRect(const Trace &trace, const QRectF &area, const Style &style, int bucket, bool overlapped);
/// Where the overlap scene's playhead stands (pixel x) on frame `index` at transition progress `t`.
double overlapPlayheadX(const Trace &trace, const QRectF &area, const Style &style, int index, double t);
/// The pixel x of time `ms` on the overlap scene's time axis.
double overlapTimeX(const Trace &trace, const QRectF &area, const Style &style, double ms);

} // namespace sgd::ui
