#pragma once
// Geometry of the implicit-momentum scene, shared by its painter and its tests: the title, the
// readout line, and the three charts (the trajectories against updates, the fitted momentum against
// K, the staleness histogram), each as the chart component lays it out, for every view.

#include "core/scenes/implicit-momentum/implicit_momentum_trace.h"
#include "core/trace.h"
#include "ui/render/chart.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QRectF>
#include <QString>

namespace sgd::ui::implicit_momentum {

/// The scene's views (`export --view NAME`), the default first: the whole canvas, then each part alone.
enum class ImplicitMomentumView { Scene, Trajectory, Fit, Staleness };
inline constexpr ViewName<ImplicitMomentumView> kImplicitMomentumViews[] = {{ImplicitMomentumView::Scene, "scene"},
                                                                            {ImplicitMomentumView::Trajectory, "trajectory"},
                                                                            {ImplicitMomentumView::Fit, "fit"},
                                                                            {ImplicitMomentumView::Staleness, "staleness"}};
constexpr const auto &viewTable(ImplicitMomentumView)
{
    return kImplicitMomentumViews;
}

struct Layout {
    QRectF title;
    QRectF readout;        ///< one line of fitted numbers (empty in the fit and staleness views)
    QRectF trajectoryArea; ///< empty when the view leaves the chart out
    QRectF fitArea;
    QRectF stalenessArea;
};

/// Where everything of `view` goes on `area`, in the style already fitted to it (PaintScope's).
Layout layoutFor(const QRectF &area, const Style &fitted, ImplicitMomentumView view);

/// The charts' specs, from the trace alone (the painter draws them; tests lay them out).
chart::Spec trajectorySpec(const Trace &trace, const Style &s);
chart::Spec fitSpec(const Trace &trace, const Style &s);
chart::Spec stalenessSpec(const Trace &trace, const Style &s);

const ImplicitMomentumTrace &typed(const Trace &trace);

} // namespace sgd::ui::implicit_momentum
