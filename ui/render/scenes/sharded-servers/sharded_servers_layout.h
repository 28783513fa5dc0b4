#pragma once
// Geometry of the sharded-servers scene, shared by its painter and its tests: the title, the
// readout, the lanes (K workers and S shards on one time axis), the throughput chart (pushes per
// second against K for several shard counts) and each shard's load, per view.

#include "core/sim/sharded_servers_trace.h"
#include "core/trace.h"
#include "ui/render/chart.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QRectF>
#include <QString>

namespace sgd::ui::sharded_servers {

/// The scene's views (`export --view NAME`), the default first: the whole canvas, then each part alone.
enum class ShardedServersView { Scene, Lanes, Throughput, Shards };
inline constexpr ViewName<ShardedServersView> kShardedServersViews[] = {{ShardedServersView::Scene, "scene"},
                                                                        {ShardedServersView::Lanes, "lanes"},
                                                                        {ShardedServersView::Throughput, "throughput"},
                                                                        {ShardedServersView::Shards, "shards"}};
constexpr const auto &viewTable(ShardedServersView)
{
    return kShardedServersViews;
}

struct Layout {
    QRectF title;
    QRectF readout;
    QRectF lanesArea;      ///< empty when the view leaves it out
    QRectF throughputArea; ///< empty when the view leaves it out
    QRectF loadArea;       ///< each shard's load; empty when the view leaves it out (or a narrow scene view has no room)
};

/// The shard-load panel's rows under its caption: one per shard, a name, a busy bar and a text column.
struct LoadRow {
    QRectF name, bar, text;
};
std::vector<LoadRow> loadRows(const QRectF &rest, int shards, const Style &s);

/// Where everything of `view` goes on `area`, in the style already fitted to it (PaintScope's).
/// `loadBeside`: the scene view puts each shard's load beside the chart (one server: the chart
/// keeps the width, the readout says how busy it is).
Layout layoutFor(const QRectF &area, const Style &fitted, ShardedServersView view, bool loadBeside = true);

/// The time window the lanes show at frame `index`: the span of the first pushes (up to 24), ending
/// at the frame's time (or at the span's end early on).
std::pair<double, double> timeWindow(const ShardedServersTrace &tt, int index);

/// Pushes per second against K: one curve per shard count in the sweep, the free server's line.
chart::Spec throughputSpec(const ShardedServersTrace &tt, const Style &s);
/// The sweep's point for the run's own K and shards: its own split and hot shard when they differ
/// from equal shards (nullptr when the sweep lacks it).
const ThroughputPoint *runPoint(const ShardedServersTrace &tt);
/// True when every shard costs the same per push (no split, no hot shard that matters).
bool equalShards(const ShardedServersMeta &m);
/// The shard lanes' and the load panel's name of shard `shard` (numbered from 1): "server" for one.
QString shardName(const ShardedServersMeta &m, int shard);
QColor shardColor(const Style &s, int shards);

const ShardedServersTrace &typed(const Trace &trace);

} // namespace sgd::ui::sharded_servers
