#pragma once
// Geometry of the asynchronous-SGD scene: the panels (title, counters, the staircase chart, the
// worker lanes, their legend, the side card), the time axis both charts share, the staircase's
// chart layout and one lane per worker. The painter draws from it; the tests check it without pixels.

#include "core/sim/async_trace.h"
#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QObject>
#include <QRectF>

#include <vector>

class QPaintDevice;

namespace sgd::ui::async {

/// The scene's views (`export --view NAME`), the default first.
enum class AsyncView { Scene, Staircase, Lanes };
inline constexpr ViewName<AsyncView> kAsyncViews[] = {
    {AsyncView::Scene, "scene"}, {AsyncView::Staircase, "staircase"}, {AsyncView::Lanes, "lanes"}};
constexpr const auto &viewTable(AsyncView)
{
    return kAsyncViews;
}

/// The scene's view toggle: synchronous SGD's run beside the asynchronous one.
inline constexpr ViewToggle kCompareToggle{
    "compare", QT_TRANSLATE_NOOP("QObject", "Compare with synchronous SGD"),
    QT_TRANSLATE_NOOP("QObject", "Overlay what synchronous SGD with the same workers would have done on the same clock"), false};

const AsyncTrace &typed(const Trace &tr);

/// One bar on a worker's lane, as the painter draws it (worker counted from 0).
struct Interval {
    int worker = 0;
    double start = 0, end = 0;
    IntervalKind kind = IntervalKind::Applied;
    int update = 0;
    /// The worker was computing a gradient (applied, still running, or lost), not waiting or down.
    bool computing() const
    {
        return kind == IntervalKind::Applied || kind == IntervalKind::Unfinished || kind == IntervalKind::Lost;
    }
};
std::vector<Interval> intervalsOf(const Trace &tr);
/// The other workers in the middle of a gradient at `time` (numbered from 1, ascending).
std::vector<int> busyWorkers(const std::vector<Interval> &intervals, int pusher, double time);
QColor workerColor(const Style &s, int w);
/// The time the picture shows: the frame's arrival, moving toward the next one with the animation.
double cursorTime(const PaintContext &ctx);
/// The update the header, counters and side card describe: the frame shown at rest, the one the
/// transition moves to while it plays (frame 0 is the start, before any gradient arrived).
const AsyncUpdate &shownFrame(const PaintContext &ctx);
bool compareOn(const PaintContext &ctx);

/// The whole canvas's panels ("scene" view); `side` is empty when the canvas is too narrow for it.
struct Regions {
    QRectF title, counters, chart, lanes, legend, side;
};
/// Whether the scene view has room for the side card.
bool sideFits(const QRectF &area, const Style &s);
Regions regionsFor(const QRectF &area, const Style &s, bool side, double legendH);
/// The rest of a panel under its caption line.
QRectF belowCaption(const QRectF &r, const Style &s);

/// The time axis both charts share, and the weight range of the staircase: both from the whole
/// run, the same in every frame.
struct TimeAxis {
    double t0 = 0, t1 = 1;
    double w0 = 0, w1 = 1;
};
TimeAxis timeAxis(const PaintContext &ctx);

/// The staircase chart (time across, the server's w up) in the panel under its caption `r`. With
/// `trace`, the server's updates 0..index go with it for the hover box (time, w after, version,
/// worker); its time axis is the lanes' too, so it is not zoomed.
chart::Layout staircaseLayout(const QRectF &r, const Style &s, const TimeAxis &axis, const QPaintDevice *device,
                              const Trace *trace = nullptr, int index = 0);
/// Whether a chart's plot is big enough to draw in.
inline bool plotFits(const QRectF &plot)
{
    return plot.width() >= 40 && plot.height() >= 30;
}

/// The worker lanes: the time axis (the staircase's, when both are shown) and one lane per worker.
struct LanesLayout {
    draw::Axes ax; ///< time across; y counts lanes from the top
    int k = 0;     ///< workers
    double laneH = 0;
    std::vector<double> ticks; ///< the time axis's tick values
    QRectF lane(int w) const { return QRectF(ax.plot.left(), ax.plot.top() + w * laneH, ax.plot.width(), laneH); }
};
/// The lanes in `r`; `xSpan` (when not empty) gives the plot's left and right, to line up under
/// the staircase. False when there is no room.
bool lanesLayout(const QRectF &r, const Style &s, const TimeAxis &axis, int workers, const QRectF &xSpan, LanesLayout &l);

/// Everything of one view of one frame, for tests and mouse handling.
struct AsyncLayout {
    Style style;     ///< the fitted style
    Regions regions; ///< the panels; a single view sets only its own (the inner canvas)
    TimeAxis axis;
    bool hasStaircase = false, hasLanes = false;
    chart::Layout staircase;
    LanesLayout lanes;
};
AsyncLayout asyncLayout(const Trace &trace, const QRectF &area, const Style &style, AsyncView view = AsyncView::Scene,
                        int index = 0, double t = 0.0, const QVariantMap &options = {});

} // namespace sgd::ui::async
