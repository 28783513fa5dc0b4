#pragma once
// Geometry of the staleness-remedies scene, shared by its painter and its tests: the title, the
// readout, the loss chart (log scale), the weight chart and the card of final losses, per view.

#include "core/scenes/staleness-remedies/staleness_remedies_trace.h"
#include "core/trace.h"
#include "ui/render/chart.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QRectF>
#include <QString>

namespace sgd::ui::staleness_remedies {

/// The scene's views (`export --view NAME`), the default first: the whole canvas, then each part alone.
enum class StalenessRemediesView { Scene, Loss, Weights };
inline constexpr ViewName<StalenessRemediesView> kStalenessRemediesViews[] = {
    {StalenessRemediesView::Scene, "scene"}, {StalenessRemediesView::Loss, "loss"}, {StalenessRemediesView::Weights, "weights"}};
constexpr const auto &viewTable(StalenessRemediesView)
{
    return kStalenessRemediesViews;
}

struct Layout {
    QRectF title;
    QRectF readout;
    QRectF lossArea; ///< empty when the view leaves it out
    QRectF weightArea;
    QRectF card; ///< the five rules' final losses and verdicts
};

/// Where everything of `view` goes on `area`, in the style already fitted to it (PaintScope's).
Layout layoutFor(const QRectF &area, const Style &fitted, StalenessRemediesView view);

chart::Spec lossSpec(const Trace &trace, const Style &s);
chart::Spec weightSpec(const Trace &trace, const Style &s);
/// Rule i's colour and dashes (the order of remedyRules()).
QColor ruleColor(const Style &s, std::size_t i);
Qt::PenStyle ruleDash(std::size_t i);

const StalenessRemediesTrace &typed(const Trace &trace);

} // namespace sgd::ui::staleness_remedies
