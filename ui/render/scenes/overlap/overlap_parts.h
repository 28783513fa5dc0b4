#pragma once
// The overlap painter's drawing parts, apart from its class: the two schedules' lanes and the
// playhead (overlap_lanes.cpp), the title, readouts, axis, headers, explanation and legend
// (overlap_chrome.cpp).

#include "overlap_layout.h"
#include "ui/render/scene_painter.h"

#include <QPainter>

namespace sgd::ui::overlap {

/// Which buckets stand out at this moment.
struct Focus {
    int current = 0;  ///< the frame's bucket
    int next = 0;     ///< the bucket a transition moves to (= current at rest)
    int shown = 0;    ///< the bucket the header and narration name
    int selected = 0; ///< the clicked bucket, or 0
    double t = 0;     ///< transition progress from current to next
};

/// One schedule's two lanes (backward and all-reduce) with their bars, outlines, arrow and end.
void paintLanes(QPainter &p, const Layout &L, const PaintContext &ctx, bool overlapped, const Focus &focus);
/// The time cursor through the overlapped lanes, with the time on a tab at its top.
void paintPlayhead(QPainter &p, const Layout &L, const PaintContext &ctx);

void paintTitle(QPainter &p, const Layout &L, const Trace &tr, int shown, const Style &s);
/// The start asks how long the overlapped step takes: its end (chips, header, end line, time
/// saved, hidden share) waits until the last bucket, whose all-reduce ends it, is shown.
inline bool hidesStepEnd(const PaintContext &ctx)
{
    return ctx.index < ctx.lastStep();
}
void paintChips(QPainter &p, const Layout &L, const OverlapSummary &sum, const Style &s, bool hideEnd = false);
void paintTimeAxis(QPainter &p, const Layout &L, const Style &s);
void paintHeaders(QPainter &p, const Layout &L, const OverlapSummary &sum, const Style &s, bool hideEnd = false);
void paintInfo(QPainter &p, const Layout &L, const Trace &tr, int shown, const Style &s);
void paintLegend(QPainter &p, const Layout &L, const Trace &tr, int selected, const Style &s);

} // namespace sgd::ui::overlap
