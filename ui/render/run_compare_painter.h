#pragma once
// The comparison view of a recorded run: what the processes measured (solid) over what the
// simulator predicted for the same parameters (dashed), and the words that say where the model
// holds. Every number comes from a RunComparison (core/run_compare.h); nothing is computed here.
// Also the "Real run" band every picture of a recorded trace carries at its top.

#include "core/run_compare.h"
#include "style.h"

#include <QObject>
#include <QPainter>
#include <QRectF>
#include <QString>

namespace sgd::ui {

/// Paints the comparison into `area` (filled first); `step` (update or round) is marked.
void paintRunComparison(QPainter &p, const QRectF &area, const RunComparison &c, const Style &s, int step);
/// Rich-text narration of the comparison at `step`.
QString runComparisonNarration(const RunComparison &c, int step);

/// "Real run: 4 processes on node1, node2" for a recorded trace; empty for a simulated one.
QString realRunLabel(const Trace &trace);
/// The height of the band paintRealRunBand draws for `trace` in `area` (0: not a recorded trace).
double realRunBandHeight(const Trace &trace, const Style &s);
/// Paints the band at the top of `area` for a recorded trace; returns the area left below it.
QRectF paintRealRunBand(QPainter &p, const QRectF &area, const Trace &trace, const Style &s);

} // namespace sgd::ui
