#pragma once
// Geometry of the sharded-servers scene, shared by its painter and its tests: the title, the
// readout, the lanes (K workers and the shards on one time axis) and the throughput chart
// (pushes per second against K for several shard counts), per view.

#include "chart.h"
#include "sharded_servers_trace.h"
#include "style.h"
#include "trace.h"

#include <QRectF>
#include <QString>

namespace sgd::ui::shardsview {

struct Layout {
    QRectF title;
    QRectF readout;
    QRectF lanesArea;      ///< empty when the view leaves it out
    QRectF throughputArea; ///< empty when the view leaves it out
};

QStringList views();
/// Where everything of `view` goes on `area`, in the style already fitted to it (PaintScope's).
Layout layoutFor(const QRectF &area, const Style &fitted, const QString &view);

/// The time window the lanes show at frame `index`: the span of the first pushes (up to 24), ending
/// at the frame's time (or at the span's end early on).
std::pair<double, double> timeWindow(const ShardTrace &tt, int index);

/// Pushes per second against K: one curve per shard count in the sweep, the free server's line.
chart::Spec throughputSpec(const ShardTrace &tt, const Style &s);
/// The sweep's point for the run's own K and S (nullptr when the sweep lacks it).
const ThroughputPoint *runPoint(const ShardTrace &tt);
QColor shardColor(const Style &s, int shards);

const ShardTrace &typed(const Trace &trace);

} // namespace sgd::ui::shardsview
