#pragma once
// The scale lab painter's parts, shared by its files: designs, their colours and curves
// (scale_lab_chart.cpp with the chart view and the readout), the surface view
// (scale_lab_surface.cpp); the painter and its narration are scale_lab_painter.cpp.

#include "core/compute_backend.h"
#include "core/scenes/scale-lab/scale_lab_trace.h"
#include "scale_lab_layout.h"
#include "ui/render/language.h"
#include "ui/render/scene_painter.h"
#include "ui/render/topology_view.h"

#include <QPainter>

#include <optional>
#include <vector>

namespace sgd::ui::scale_lab {

/// The line saying what computed the gradients (English in the trace) in the language shown.
inline QString backendText(const ScaleLabSummary &sum)
{
    return computeSummaryText(sum.backend);
}

/// The trace's typed form (decoded once and kept with the trace).
const ScaleLabTrace &typed(const Trace &tr);
/// The designs of the run, in the order they were asked for.
QStringList designsOf(const Trace &tr);
QColor designColor(const Style &s, const QString &design);
/// "synchronous", "asynchronous", "decentralized", "quantized".
QString designTitle(const QString &design);
/// The words for a design or a comma list of designs in a message ("sync, quantized" diverged): as
/// designTitle() names them; empty for anything else.
MessageWords designWords();

/// The legend of the chart: every design's colour and dashes with its name.
QList<panel::LegendItem> legendItems(const Style &s, const QStringList &designs);

enum class XAxis { Time, Updates, Bytes };
XAxis xAxisOf(const QVariantMap &options);
/// The design's whole run from the trace, or null when the run did not include it.
const ScaleLabCurve *designCurve(const Trace &tr, const QString &design);
/// The design's curve: the x quantity of the axis, or (no axis) the loss.
const std::vector<double> &curveOf(const Trace &tr, const QString &design, std::optional<XAxis> x);
/// Whether every design of the run also ran on float32 X (X kept in 16 bits): its curves carry the gap.
bool hasFloat32Run(const Trace &tr);
/// Whether the chart shows the loss's difference from float32 X: the toggle is on and the run kept
/// X in 16 bits (with float32 X there is nothing to compare).
bool gapShown(const Trace &tr, const QVariantMap &options);
/// The design's y values: its loss, or with `gap` its relative difference from float32 X.
const std::vector<double> &yValuesOf(const Trace &tr, const QString &design, bool gap);
/// How the run kept X (float32 for traces from before the field).
compute::Storage storageOf(const Trace &tr);
/// "bfloat16", "float16" or "float32": how the run kept X.
QString storageTitle(const Trace &tr);

QString bytesText(double b);
/// "1 update", "64 updates".
QString updatesText(double n);
QString secondsText(double s);
/// The unit a relative difference is shown in: per cent from 0.01 % up, else parts per million.
struct GapUnit {
    double scale; ///< the difference times this is the number shown
    QString name; ///< "%" or "ppm"
};
GapUnit gapUnit(double largest);
/// A relative difference with its sign, in its gapUnit().
QString gapText(double relative);
/// A number as a small fraction when it is one (7/3), else as a decimal.
QString fraction(double v);

/// The chart view: caption, legend, axes, every design's curve, end labels, current markers.
void paintChart(QPainter &p, const ScaleLabChart &chart, const PaintContext &ctx);
/// The panel beside the chart: every design's numbers at the checkpoint shown, the machine's throughput.
void paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx);
/// The surface view on the canvas `canvas`: the lecture's loss bowl, both SGD paths, the zoom on
/// the valley floor. `unfitted` is the style before PaintScope fitted it (scaleLabSurface fits it).
void paintSurface(QPainter &p, const QRectF &canvas, const PaintContext &ctx, const Style &unfitted);
/// The narration of the surface view at frame `index`.
QString surfaceNarration(const Trace &tr, int index);
/// The path step frame `index` shows (see scale_lab_surface.cpp).
int surfaceStepAt(const Trace &tr, int index);

} // namespace sgd::ui::scale_lab
