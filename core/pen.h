#pragma once
// A teacher's pen notes over the canvas: freehand strokes, arrows and text, each bound to the frame
// (step) it was drawn on. Points are fractions of the canvas (0..1 across, 0..1 down) so notes land on
// the same spot of the picture at any window or export size. Stored in lesson files (lesson.h).

#include <QJsonObject>

#include <string>
#include <vector>

namespace sgd {

enum class PenKind { Freehand, Arrow, Text };

struct PenPoint {
    double x = 0; ///< 0 = left edge of the canvas, 1 = right edge
    double y = 0; ///< 0 = top, 1 = bottom
    bool operator==(const PenPoint &) const = default;
};

struct PenStroke {
    PenKind kind = PenKind::Freehand;
    int step = 0;                   ///< the frame it belongs to (shown only on that frame)
    std::string colour = "#d55e00"; ///< "#rrggbb"
    double width = 0.004;           ///< line width as a fraction of the canvas height
    std::vector<PenPoint> points;   ///< Freehand: the path; Arrow: tail, head; Text: its anchor (top left)
    std::string text;               ///< Text only: the note
    bool operator==(const PenStroke &) const = default;
};

/// The largest number of points one stroke may hold (a lesson stays a small file).
constexpr std::size_t kMaxPenPoints = 4096;

/// Reads one stroke: {"kind": "freehand"|"arrow"|"text", "step": N, "colour": "#rrggbb",
/// "width": W, "points": [[x, y], ...], "text": "..."}. Throws std::invalid_argument with one line
/// naming the problem (not the file: the caller adds that).
PenStroke readPenStroke(const QJsonObject &o);
QJsonObject writePenStroke(const PenStroke &s);

const char *penKindName(PenKind kind);

} // namespace sgd
