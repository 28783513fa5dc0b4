#pragma once
// Geometry of the scale lab's views, shared by the painter and its tests: the chart (where the
// plot goes, its data ranges padded so that a marker at a curve's end stays inside the plot, the
// axes as the chart component draws them, and the end labels that name each design's curve,
// stacked so that none covers another) and the surface view (bowl, zoom, texts).

#include "core/trace.h"
#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QVariantMap>

#include <vector>

namespace sgd::ui {

/// The scene's views (`export --view NAME`), the default first.
enum class ScaleLabView { Scene, Surface };
inline constexpr ViewName<ScaleLabView> kScaleLabViews[] = {{ScaleLabView::Scene, "scene"}, {ScaleLabView::Surface, "surface"}};
constexpr const auto &viewTable(ScaleLabView)
{
    return kScaleLabViews;
}

/// The scene's view toggles: the loss chart's x axis (bytes win over updates) and its scale.
inline constexpr ViewToggle kScaleLabUpdatesToggle{
    "updates", QT_TRANSLATE_NOOP("QObject", "Loss against updates"),
    QT_TRANSLATE_NOOP("QObject", "Put the number of model updates on the x axis instead of the simulated wall-clock."), false};
inline constexpr ViewToggle kScaleLabBytesToggle{
    "bytes", QT_TRANSLATE_NOOP("QObject", "Loss against bytes"),
    QT_TRANSLATE_NOOP("QObject", "Put the bytes moved over the network on the x axis (wins over updates)."), false};
inline constexpr ViewToggle kScaleLabGapToggle{
    "fp32gap", QT_TRANSLATE_NOOP("QObject", "Difference from float32 X"),
    QT_TRANSLATE_NOOP(
        "QObject",
        "With X kept in 16 bits: plot how far each design's loss lies from the same design on float32 X, instead of the loss."),
    false};
inline constexpr ViewToggle kScaleLabLogxToggle{
    "logx", QT_TRANSLATE_NOOP("QObject", "Logarithmic x axis"),
    QT_TRANSLATE_NOOP("QObject", "Space the x axis by powers of ten, so a design that is done in microseconds "
                                 "and one that needs seconds can be read on one chart."),
    false};

/// Where one design's curve ends and where its name goes.
struct ScaleLabEnd {
    QString design; ///< sync, async, decentralized, quantized
    QPointF at;     ///< the curve's last point
    QRectF label;   ///< the name's box, inside the plot and clear of the other names
};

struct ScaleLabChart {
    QRectF area;     ///< the chart's part of the canvas (caption, legend, plot, axis titles)
    draw::Axes axes; ///< the plot and its ranges; x in axis units (log10 of the value on a log axis)
    bool logx = false;
    double unit = 1; ///< x values are divided by this (ms, kB, ...)
    QString unitName;
    double dataX0 = 0; ///< where x = 0 goes on a log axis (the left end of the data)
    bool gap = false;  ///< y is the loss's difference from float32 X (kScaleLabGapToggle), not the loss
    double yScale = 1; ///< y values are multiplied by this (the gap: 100 for per cent, 10^6 for ppm)
    QString yUnitName; ///< "%" or "ppm" for the gap
    double markerRadius = 5;
    QRectF stepLabel; ///< "checkpoint n of N" in the plot's top right corner
    std::vector<ScaleLabEnd> ends;
    chart::Layout axesLayout; ///< ticks, grid, frame and titles as the chart component draws them (plot = axes.plot)

    /// A value of the x quantity in axis units.
    double x(double v) const;
    /// A value of the y quantity (loss or gap) in axis units.
    double y(double v) const { return v * yScale; }
};

/// The chart of `trace` on a canvas `area` in `style` (as given to the painter, before it fits the
/// style to the canvas), with the painter's `options` (updates, bytes, logx).
ScaleLabChart scaleLabChart(const Trace &trace, const QRectF &area, const Style &style, const QVariantMap &options);

/// Geometry of the surface view: the lecture's loss bowl L(w, b) on the left, a zoom on its valley
/// floor on the right, texts above and under them.
struct ScaleLabSurface {
    QRectF caption; ///< the caption line
    QRectF legend;  ///< the legend row (or rows, when narrow)
    QRectF readout; ///< the step shown, in words
    QRectF bowlTitle, zoomTitle;
    draw::Axes bowl;                  ///< the whole bowl: plot and its (w, b) ranges
    draw::Axes zoom;                  ///< the valley floor: the path after its first step and the minimum
    chart::Layout bowlAxes, zoomAxes; ///< their ticks, grid, frames and titles (chart component)
    QRectF note;                      ///< why 7/3: two lines under the pictures
    bool bowlShown = false;           ///< false when the canvas (or the trace) leaves nothing to draw
    bool zoomShown = false;
};

/// The surface view of `trace` on a canvas `area` in `style` (before it is fitted to the canvas).
ScaleLabSurface scaleLabSurface(const Trace &trace, const QRectF &area, const Style &style);

/// The pen of a design's curve: its colour, and a dash pattern of its own (solid, dashed, dotted,
/// dash-dotted) so that curves lying on top of each other all stay visible.
Qt::PenStyle scaleLabDash(const QString &design);

} // namespace sgd::ui
