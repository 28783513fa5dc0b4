#pragma once
// Geometry of the async-pitfalls scene, shared by its painter and its tests: the title, the
// readout, the chart of the two async runs beside the two sync runs, and the small case's chart of
// loss against time, per view.

#include "core/scenes/async-pitfalls/async_pitfalls_trace.h"
#include "core/trace.h"
#include "ui/render/chart.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QRectF>
#include <QString>

namespace sgd::ui::async_pitfalls {

/// The scene's views (`export --view NAME`), the default first: the whole canvas, then each part alone.
enum class AsyncPitfallsView { Scene, Runs, Small };
inline constexpr ViewName<AsyncPitfallsView> kAsyncPitfallsViews[] = {
    {AsyncPitfallsView::Scene, "scene"}, {AsyncPitfallsView::Runs, "runs"}, {AsyncPitfallsView::Small, "small"}};
constexpr const auto &viewTable(AsyncPitfallsView)
{
    return kAsyncPitfallsViews;
}

struct Layout {
    QRectF title;
    QRectF readout;
    QRectF runsArea;  ///< empty when the view leaves it out
    QRectF gapArea;   ///< beside the runs: A − B for async and for sync
    QRectF smallArea; ///< empty when the view leaves it out
};

Layout layoutFor(const QRectF &area, const Style &fitted, AsyncPitfallsView view);

/// The weights of async runs A and B and sync runs A and B against the update.
chart::Spec runsSpec(const AsyncPitfallsTrace &tt, const Style &s);
/// The gap between the two runs, A − B, for async and for sync, against the update.
chart::Spec gapSpec(const AsyncPitfallsTrace &tt, const Style &s);
/// The small case: loss above the best against time, sync and async, the target as a rule.
chart::Spec smallSpec(const AsyncPitfallsTrace &tt, const Style &s);

const AsyncPitfallsTrace &typed(const Trace &trace);

} // namespace sgd::ui::async_pitfalls
