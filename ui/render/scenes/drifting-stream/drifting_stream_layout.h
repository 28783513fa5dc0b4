#pragma once
// Geometry of the drifting-stream scene, shared by its painter and its tests: the title, the
// readout, the tracking-error chart, the plane where the learners chase the optimum, and the card
// of worked numbers, per view; and the two charts' specs, built from the trace alone.

#include "core/scenes/drifting-stream/drifting_stream_trace.h"
#include "core/trace.h"
#include "ui/render/chart.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QRectF>
#include <QString>

namespace sgd::ui::drifting_stream {

/// The scene's views (`export --view NAME`), the default first: the whole canvas, then each part alone.
enum class DriftingStreamView { Scene, Error, Plane };
inline constexpr ViewName<DriftingStreamView> kDriftingStreamViews[] = {
    {DriftingStreamView::Scene, "scene"}, {DriftingStreamView::Error, "error"}, {DriftingStreamView::Plane, "plane"}};
constexpr const auto &viewTable(DriftingStreamView)
{
    return kDriftingStreamViews;
}

struct Layout {
    QRectF title;
    QRectF readout;
    QRectF errorArea; ///< empty when the view leaves it out
    QRectF planeArea;
    QRectF card; ///< each learner's error at the drift, recovery and mean error after it
};

/// Where everything of `view` goes on `area`, in the style already fitted to it (PaintScope's).
Layout layoutFor(const QRectF &area, const Style &fitted, DriftingStreamView view);

/// The most retrains the error chart marks with a line each; beyond, lines would merge into grey.
constexpr std::size_t kMaxRetrainRules = 60;
/// How many ticks of each learner's path the plane shows behind its current point.
constexpr int kTrailTicks = 20;

/// Tracking error against time: one series per learner (driftLearners() order), the drift and the
/// retrains as vertical rules, the tolerance as a horizontal one.
chart::Spec errorSpec(const Trace &trace, const Style &s);
/// The plane (w1, w2): the optimum's path (series 0), then each learner's last kTrailTicks up to
/// frame `index` (series 1..3), named in a legend when `legend`.
chart::Spec planeSpec(const Trace &trace, const Style &s, int index, bool legend = false);
/// Learner i's colour and dashes (the order of driftLearners()).
QColor learnerColor(const Style &s, std::size_t i);
Qt::PenStyle learnerDash(std::size_t i);

const DriftingStreamTrace &typed(const Trace &trace);

} // namespace sgd::ui::drifting_stream
