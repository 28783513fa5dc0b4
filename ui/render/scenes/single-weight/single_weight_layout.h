#pragma once
// Geometry of the single-weight scene: where the parabola plot, the banner and the side panel go.
// The painter and its tests share it, so a test can look for the tangent at the mapped point.

#include "core/trace.h"
#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QLineF>
#include <QObject>
#include <QRectF>
#include <QString>

#include <vector>

class QPaintDevice;

namespace sgd::ui {

/// The scene's views (`export --view NAME`), the default first.
enum class SingleWeightView { Scene, Parabola };
inline constexpr ViewName<SingleWeightView> kSingleWeightViews[] = {{SingleWeightView::Scene, "scene"},
                                                                    {SingleWeightView::Parabola, "parabola"}};
constexpr const auto &viewTable(SingleWeightView)
{
    return kSingleWeightViews;
}

/// The scene's view toggles.
inline constexpr ViewToggle kSecantToggle{
    "secant", QT_TRANSLATE_NOOP("QObject", "Show the finite-difference secant"),
    QT_TRANSLATE_NOOP("QObject",
                      "The probe: the straight line through L(w) and L(w + h), whose slope approximates the gradient."),
    true};
inline constexpr ViewToggle kFollowToggle{
    "follow", QT_TRANSLATE_NOOP("QObject", "Zoom in on each step"),
    QT_TRANSLATE_NOOP("QObject", "Scale the plot to the current step, so the later, smaller steps stay visible."), false};
inline constexpr ViewToggle kSlipToggle{
    "slip", QT_TRANSLATE_NOOP("QObject", "Show the classic slip"),
    QT_TRANSLATE_NOOP("QObject", "The wrong derivative, taken with respect to the input x instead of the weight w."), false};

struct SingleWeightLayout {
    QRectF title;        ///< the title line
    QRectF banner;       ///< the divergence banner; empty when the trace does not diverge
    QRectF side;         ///< side panel (legend, step card, probe zoom, slip); empty when too narrow
    chart::Layout chart; ///< the parabola's chart: axes, ticks (none under L = 0), the band under L = 0
    draw::Axes axes;     ///< the parabola: w across, L up (y0 < 0 leaves a band for the step arrow); chart's plot and ranges
    double axisY = 0;    ///< pixel row of L = 0, the w axis
    double arrowY = 0;   ///< pixel row of the step arrow, inside the band under L = 0
};

/// The layout of frame `index` (`t` of the way to the next) of `trace` in `area`; `device` gives the
/// font metrics (nullptr: the screen's). The data range depends only on the trace, so it stays put
/// while the frames play, unless `follow` zooms in on each step.
SingleWeightLayout singleWeightLayout(const Trace &trace, const QRectF &area, const Style &style, const QPaintDevice *device,
                                      SingleWeightView view = SingleWeightView::Scene, int index = 0, double t = 0.0,
                                      bool follow = false);

/// Where frame `index` (`t` of the way to the next) puts its markers in the plot. Near the vertex
/// the point, the hollow landing spot and the w* diamond would cover each other: the landing spot
/// and the diamond then move aside (`next`, `vertex`), each joined by a leader line to its true
/// place (`nextAt`, `vertexAt`). The point itself never moves aside; it is the one the class follows.
struct SingleWeightMarks {
    double radius = 0;                                    ///< marker radius in pixels
    QPointF here;                                         ///< (w, L(w)), where the step starts
    QPointF point;                                        ///< the point sliding toward w next at `t`
    QPointF next, nextAt;                                 ///< hollow landing spot: drawn at `next`, belongs at `nextAt`
    QPointF vertex, vertexAt;                             ///< w* diamond: drawn at `vertex`, belongs at `vertexAt` (w*, 0)
    bool hereIn = false, pointIn = false, nextIn = false; ///< inside the plot's data range
    QLineF tangent, secant;                               ///< through `here`, with the formula's and the probe's slopes
    QRectF stepArrow;                                     ///< the step along the w axis, in the band under L = 0
    /// The square a marker at `c` covers (with a little air).
    QRectF rectAt(QPointF c) const { return QRectF(c.x() - radius - 2, c.y() - radius - 2, 2 * radius + 4, 2 * radius + 4); }
    bool nextMoved() const { return next != nextAt; }
    bool vertexMoved() const { return vertex != vertexAt; }
};

SingleWeightMarks singleWeightMarks(const Trace &trace, const SingleWeightLayout &layout, const Style &style,
                                    const QPaintDevice *device, int index = 0, double t = 0.0);

/// The probe zoom of the side panel for frame `index` drawn in `box`: the curve, the two probe
/// points, the secant and the tangent, and a clear spot for the "h = …" label over the run.
struct SingleWeightProbe {
    draw::Axes axes;            ///< the magnified neighbourhood of w
    QPointF a, b;               ///< (w, L(w)) and (w + h, L(w + h))
    std::vector<QPointF> curve; ///< the loss, sampled across the box
    QLineF tangent, secant;     ///< both lines across the whole box
    QRectF hLabel;              ///< where "h = …" goes
    bool hLabelClear = false;   ///< true when that spot touches none of the lines
};

SingleWeightProbe singleWeightProbe(const Trace &trace, int index, const QRectF &box, const Style &style,
                                    const QPaintDevice *device);

} // namespace sgd::ui
