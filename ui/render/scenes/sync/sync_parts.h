#pragma once
// Internal to the synchronous-SGD painter's files: shared words and the parts of the canvas
// (title, chips, graph, footer, charts, time line), each drawn into a panel of sync_layout.h.

#include "core/run_compare.h"
#include "sync_layout.h"
#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>

namespace sgd::ui::sync {

/// A recorded run beside the simulator (sync_run_compare.cpp): the panels, and the words at `step`.
void paintSyncRunComparison(QPainter &p, const QRectF &area, const RunComparison &c, const Style &s, int step);
QString syncRunComparisonNarration(const RunComparison &c, int step);

using draw::num;
using panel::caption;
using panel::clamp01;
using panel::ease;
using panel::fitText;
using panel::legendRow;

/// Weights: the one number format (number_format.h), as in the narration and the table.
inline QString wnum(double v)
{
    return num(v);
}
inline QString bytesText(double b)
{
    return formatBytes(b);
}

QString aggregateName(const std::string &a);
QString aggregateLabel(const SyncMeta &m, const SyncRound &f);
QString stepLabel(const SyncMeta &m, const SyncRound &f);
inline QColor gradColor(double g, const Style &s)
{
    return g <= 0 ? s.positive : s.negative;
}

QStringList stageNames(bool ring);
constexpr double kChipGap = 6;
/// Horizontal padding inside a stage chip: roomy when there is space, tighter when narrow.
constexpr double kChipPad = 18, kChipPadTight = 10;
/// The width of the row of stage chips (without the status text after them).
double chipsWidth(const QFontMetricsF &fm, bool ring, double chipPad);
/// Has worker i finished its gradient and now waits at the barrier?
bool waitsAtBarrier(const Round &rd, int i);

void paintTitle(QPainter &p, const QRectF &r, const PaintContext &ctx, const Round &rd);
void paintChips(QPainter &p, const QRectF &r, const Round &rd, const Style &s);
void paintFooter(QPainter &p, const QRectF &r, const Round &rd, const Style &s);
void paintTopology(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd);
void paintWChart(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd);
void paintFit(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd);
void paintTimeline(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd);
/// The star's server box and the tokens on its spokes (the broadcast arrows when `showBroadcast`).
void paintStarOverlay(QPainter &p, const TopologyLayout &l, const PaintContext &ctx, const Round &rd, bool showBroadcast);
/// The ring's middle (what every worker ends up with) and the chunks moving between neighbours.
void paintRingOverlay(QPainter &p, const TopologyLayout &l, const PaintContext &ctx, const Round &rd);
/// The fit chart's legend (the model's line, the true line): its height in `r` when `measureOnly`.
double fitLegend(QPainter &p, const QRectF &r, const PaintContext &ctx, const Round &rd, bool measureOnly);

/// The narration of frame `index` (clamped; the trace has frames).
QString narrate(const Trace &trace, int index);

} // namespace sgd::ui::sync
