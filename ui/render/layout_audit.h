#pragma once
// The layout check (issue #31): a picture painted not into pixels but into a record of where every
// text went (its box, its size) and every chart the chart component laid out (its plot), and the
// rules a projected picture must keep: text a back row can read, no two texts over each other, none
// off the canvas, no chart squeezed below a readable plot. `sgd-studio layout-check` runs it over
// every scene, view and screen size; the test `cli_layout_check` fails the build on a problem.
//
// Nothing is rasterized: cached layers draw straight through (they cache only on a raster device),
// so auditing a frame costs a fraction of painting it.

#include "ui/render/render.h"

#include <QRectF>
#include <QSize>
#include <QString>

#include <vector>

namespace sgd::ui {

/// One run of text as the painter drew it.
struct AuditText {
    QString text;
    QRectF box;           ///< its ink (tight bounding box) on the canvas, in pixels
    double pixels = 0;    ///< its font's size in pixels on the canvas (the em, not the ink)
    bool clipped = false; ///< drawn under a clip that cuts it (the painter meant part of it hidden)
    /// Where the pen went: the baseline and the run's advance from left to right (a line of mixed
    /// scripts comes as several runs side by side; their ink may touch where one run ends).
    double baseline = 0, penLeft = 0, penRight = 0;
};

/// One chart the chart component laid out.
struct AuditChart {
    QString key;
    QRectF area, plot;
};

struct LayoutAudit {
    QSize canvas;
    std::vector<AuditText> texts;
    /// Every ellipse drawn (nodes, dots, rings), its box on the canvas: what a card over the
    /// picture should not hide besides text (quiz_overlay.cpp).
    std::vector<QRectF> marks;
    std::vector<AuditChart> charts;
};

/// Paints `request` of `trace` at `canvas` pixels (device pixel ratio 1) with `style` into a record.
/// Empty when the scene has no painter or the trace no frames.
LayoutAudit auditFrame(const Trace &trace, const Style &style, QSize canvas, const FrameRequest &request);

/// What a picture must keep. Sizes in pixels of the canvas.
struct LayoutRules {
    double minTextPixels = 0;  ///< the smallest font allowed (0: no rule)
    QSizeF minPlot{60, 40};    ///< a chart's plot at least this wide and tall
    double overlapSlack = 1.5; ///< two ink boxes may share this much in each direction
    bool cutText = false;      ///< report text shortened with "…" to fit (LayoutProblem::Kind::Cut)
};

/// One broken rule, in words that name the text or chart.
struct LayoutProblem {
    enum class Kind { SmallText, Overlap, OffCanvas, SmallPlot, Cut };
    Kind kind;
    QString what;
};

std::vector<LayoutProblem> layoutProblems(const LayoutAudit &audit, const LayoutRules &rules);
QString problemKindName(LayoutProblem::Kind kind);

} // namespace sgd::ui
