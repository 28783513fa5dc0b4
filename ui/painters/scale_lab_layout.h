#pragma once
// Geometry of the scale lab's chart, shared by the painter and its tests: where the plot goes, its
// data ranges (padded so that a marker at a curve's end stays inside the plot), and the end labels
// that name each design's curve, stacked so that none covers another.

#include "draw.h"
#include "style.h"
#include "trace.h"

#include <QPointF>
#include <QRectF>
#include <QString>
#include <QVariantMap>

#include <vector>

namespace sgd::ui {

/// Where one design's curve ends and where its name goes.
struct ScaleLabEnd {
    QString design; ///< sync, async, decentralized, quantized
    QPointF at;     ///< the curve's last point
    QRectF label;   ///< the name's box, inside the plot and clear of the other names
};

struct ScaleLabChart {
    QRectF area;            ///< the chart's part of the canvas (caption, legend, plot, axis titles)
    draw::Axes axes;        ///< the plot and its ranges; x in axis units (log10 of the value on a log axis)
    bool logx = false;
    double unit = 1;        ///< x values are divided by this (ms, kB, ...)
    QString unitName;
    double dataX0 = 0;      ///< where x = 0 goes on a log axis (the left end of the data)
    double markerRadius = 5;
    QRectF stepLabel;       ///< "checkpoint n of N" in the plot's top right corner
    std::vector<ScaleLabEnd> ends;

    /// A value of the x quantity in axis units.
    double x(double v) const;
};

/// The chart of `trace` on a canvas `area` in `style` (as given to the painter, before it fits the
/// style to the canvas), with the painter's `options` (updates, bytes, logx).
ScaleLabChart scaleLabChart(const Trace &trace, const QRectF &area, const Style &style, const QVariantMap &options);

/// The pen of a design's curve: its colour, and a dash pattern of its own (solid, dashed, dotted,
/// dash-dotted) so that curves lying on top of each other all stay visible.
Qt::PenStyle scaleLabDash(const QString &design);

} // namespace sgd::ui
