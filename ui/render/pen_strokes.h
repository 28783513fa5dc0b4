#pragma once
// The teacher's pen strokes painted into a picture (the canvas or an export). Strokes are kept as
// canvas fractions (core/pen.h), so they land on the same spot at any size. The interactive part
// (mouse, text field, palette) is ui/pen_overlay.h.

#include "core/pen.h"
#include "style.h"

#include <QPointF>
#include <QRectF>

#include <vector>

class QPainter;

namespace sgd::ui {

/// The pen's colours: Okabe and Ito's colour-blind-safe hues that read on a projector (name, #rrggbb).
struct PenColour {
    const char *name;
    const char *hex;
};
const std::vector<PenColour> &penColours();

/// Text notes are this fraction of the canvas height tall (one line), at any size.
constexpr double kPenTextHeight = 0.028;
constexpr double kPenLineWidth = 0.004; ///< freehand and arrows, a fraction of the canvas height
constexpr double kPenNoteEdge = 0.0025; ///< a text note's frame

/// A stroke point (canvas fractions) in pixels of `area`.
QPointF penToPixels(const PenPoint &q, const QRectF &area);
/// Paints the strokes bound to `step` into `area` (the canvas, or a whole exported picture).
void paintPenStrokes(QPainter &p, const QRectF &area, const std::vector<PenStroke> &strokes, int step, const Style &style);
/// Whether any stroke is bound to `step`.
bool hasPenStrokes(const std::vector<PenStroke> &strokes, int step);

} // namespace sgd::ui
