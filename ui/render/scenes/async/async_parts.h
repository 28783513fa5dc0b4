#pragma once
// Internal to the asynchronous-SGD painter's files: the parts of the canvas (the staircase, the
// worker lanes and their legend, the side card), each drawn into a panel of async_layout.h.

#include "async_layout.h"
#include "core/run_compare.h"
#include "ui/render/topology_view.h"

#include <QPainter>

namespace sgd::ui::async {

/// A recorded run beside the simulator (async_run_compare.cpp): the panels, and the words at `step`.
void paintAsyncRunComparison(QPainter &p, const QRectF &area, const RunComparison &c, const Style &s, int step);
QString asyncRunComparisonNarration(const RunComparison &c, int step);

using draw::num;
using panel::caption;
using panel::clamp01;
using panel::fitText;
using panel::legendRow;

/// Weights: the one number format (number_format.h), as in the narration and the table.
inline QString wnum(double v)
{
    return num(v);
}

/// The time cursor across `plot` at pixel x, with its "t = …" tag when `label`.
void drawCursor(QPainter &p, const QRectF &plot, double x, const Style &s, bool label, double now);
/// The staircase under its caption in `area`; returns its plot (empty when there was no room).
QRectF paintStaircase(QPainter &p, const QRectF &area, const PaintContext &ctx, const TimeAxis &axis);
/// The worker lanes in `area` (under their own caption when `ownCaption`), lined up under `xSpan`.
void paintLanes(QPainter &p, const QRectF &area, const PaintContext &ctx, const TimeAxis &axis, bool ownCaption,
                const QRectF &xSpan = {});
/// Height the lanes' legend needs at this width (it wraps onto more rows when narrow).
double legendHeight(QPainter &p, double width, const PaintContext &ctx);
void paintLegend(QPainter &p, const QRectF &r, const PaintContext &ctx);
/// The side card: this update in words and numbers (or the start), then recent updates.
void paintSide(QPainter &p, const QRectF &area, const PaintContext &ctx);

} // namespace sgd::ui::async
