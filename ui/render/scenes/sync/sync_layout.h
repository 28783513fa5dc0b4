#pragma once
// Geometry of the synchronous-SGD scene: the round being drawn and its stage, where the title,
// the stage chips, the graph, the footer, the two charts and the round's time line go, the graph's
// nodes and the time line's lanes. The painter draws from it and the tests check it without pixels.

#include "core/sim/sync_trace.h"
#include "ui/render/chart.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"
#include "ui/render/topology_view.h"

#include <QFont>
#include <QRectF>
#include <QString>

#include <vector>

class QPaintDevice;

namespace sgd::ui::sync {

/// The scene's views (`export --view NAME`), the default first.
enum class SyncView { Scene, Topology, WChart, Fit, Timeline };
inline constexpr ViewName<SyncView> kSyncViews[] = {{SyncView::Scene, "scene"},
                                                    {SyncView::Topology, "topology"},
                                                    {SyncView::WChart, "w-chart"},
                                                    {SyncView::Fit, "fit"},
                                                    {SyncView::Timeline, "timeline"}};
constexpr const auto &viewTable(SyncView)
{
    return kSyncViews;
}

enum class Stage { Start, Complete, Pull, Compute, Push, Barrier, Aggregate, Update, Broadcast, ReduceScatter, AllGather };

// Star windows in t (the transition to the next round).
constexpr double kPullEnd = 0.10, kComputeLen = 0.30, kPushLen = 0.10, kBarrierStart = 0.50, kBarrierEnd = 0.58,
                 kAggregateEnd = 0.70, kUpdateEnd = 0.84;
// Ring windows.
constexpr double kRingComputeEnd = 0.25, kRingScatterEnd = 0.60, kRingGatherEnd = 0.94;

const SyncTrace &typed(const Trace &tr);

/// The round a paint draws: the next one while a transition plays.
struct Round {
    const SyncRound *f = nullptr; ///< the round drawn (the next one while animating)
    const SyncMeta *meta = nullptr;
    bool animating = false;
    double t = 0; ///< progress through that round's stages (1 = complete)
    bool ring = false;
    bool start = false;    ///< frame 0 at rest: every worker holds w0, nothing computed yet
    bool recorded = false; ///< a real run's trace: its bytes were counted, not computed
    int k = 0;
};

Round roundAt(const PaintContext &ctx);
Stage stageOf(const Round &r);
/// When worker k's gradient is done (t), for the star or the ring schedule.
double doneAt(const Round &r, int k);
/// How far the drawn round's update has gone (0 before, 1 once w_next shows).
double updateProgress(const Round &r);
/// The ring schedule's steps (none for a star).
const std::vector<RingScheduleStep> &ringSchedule(const SyncMeta &m);
/// How many steps of the ring schedule are reduce-scatter (they come first).
int scatterSteps(const std::vector<RingScheduleStep> &steps);

/// The whole canvas's panels ("scene" view).
struct Regions {
    QRectF title, chips, topo, footer, wChart, fitChart, timeline;
};
Regions regionsFor(const QRectF &area, const Style &s, bool ring);
/// The rest of a panel under its caption line.
QRectF belowCaption(const QRectF &r, const Style &s);
/// The style a single-view canvas draws with: the topology and the time line zoom in when they
/// have the room; every other view keeps `s`.
Style viewStyle(SyncView view, const Style &s, const QRectF &inner, int workers);

/// Where the per-worker gradient arrows and labels go.
struct WorkerBlocks {
    int off = 1;            ///< index of worker 0 among the nodes (1 after the star's server)
    bool sideBelow = false; ///< the left and right workers put their label under the node
    double arrowMax = 40, labelW = 0, blockH = 0, arrowH = 10, labelH = 12, gmax = 1;
};

/// The graph: nodes, edges, their fitted geometry, the blocks beside the workers, the hub's font.
struct TopologyLayout {
    QRectF chips; ///< the stage chips over the graph (the "topology" view only)
    QRectF box;   ///< where the graph is fitted
    std::vector<topo::Node> nodes;
    std::vector<topo::Edge> edges;
    topo::Geometry geo;
    WorkerBlocks blocks;
    QFont hubFont;
};
TopologyLayout topologyLayout(const QRectF &area, const Style &s, const Round &rd, bool chipsOnTop);

/// The round's time line: the lanes, the compute part (the clock from round_start to
/// barrier_time), the rest (ring steps or the server's work) and where the animation is.
struct Timeline {
    QRectF r, lanes, comp, rest;
    double labelW = 0, headH = 0, footH = 0, laneH = 0;
    double start = 0, barrier = 0;
    double cursorX = 0;
    int steps = 0, scatter = 0;
    QFont laneFont;
    bool labelEvery = true;
    /// The pixel x of a time within the round's compute strip.
    double tx(double time) const
    {
        return comp.left() + (barrier > start ? (time - start) / (barrier - start) : 1.0) * comp.width();
    }
    /// Worker i's lane (from 0).
    QRectF lane(int i) const { return QRectF(lanes.left(), lanes.top() + i * laneH, lanes.width(), laneH); }
};
/// The strip's geometry in the panel under its caption `r`; false when there is no room for it.
bool timelineLayout(const QRectF &r, const Round &rd, const Style &s, Timeline &l);

/// The w-per-round chart and the data-and-lines chart in the panels under their captions.
chart::Layout wChartLayout(const QRectF &r, const PaintContext &ctx, const QPaintDevice *device);
chart::Layout fitChartLayout(const QRectF &r, const PaintContext &ctx, const QPaintDevice *device);

/// Everything of one view of one frame, for tests and mouse handling: the panels shown (empty
/// when the view leaves them out), the graph and the time line.
struct SyncLayout {
    Style style;     ///< the fitted (and, for a single view, zoomed) style
    Regions regions; ///< the panels; in a single view only its own is set (the inner canvas)
    TopologyLayout topology;
    bool hasTimeline = false;
    Timeline timeline;
    chart::Layout wChart, fit;
    bool hasWChart = false, hasFit = false;
    /// The node (server first for a star, then the workers) under `px`, or -1.
    int nodeAt(QPointF px) const { return topo::hitTest(topology.geo, topology.nodes, px); }
};
SyncLayout syncLayout(const Trace &trace, const QRectF &area, const Style &style, SyncView view = SyncView::Scene, int index = 0,
                      double t = 0.0);

} // namespace sgd::ui::sync
