#pragma once
// The decentralized scene's pieces shared by its files (decentralized_*.cpp); not for other painters.

#include "core/number_text.h"
#include "core/param_table.h"
#include "core/run_compare.h"
#include "core/scenes/decentralized/decentralized_params.h"
#include "core/scenes/decentralized/decentralized_trace.h"
#include "decentralized_layout.h"
#include "ui/render/scene_painter.h"

#include <QString>

#include <utility>
#include <vector>

namespace sgd::ui::decentralized {

/// A recorded run beside the simulator (decentralized_run_compare.cpp): the panels, and the words at `step`.
void paintDecentralizedRunComparison(QPainter &p, const QRectF &area, const RunComparison &c, const Style &s, int step);
QString decentralizedRunComparisonNarration(const RunComparison &c, int step);
/// The run's topology as the window's field names it, in the language shown ("path", "Pfad", "路径").
inline QString topologyName(const DecentralizedMeta &m)
{
    return QString::fromStdString(text::choiceWords(paramKey(&DecentralizedParams::topology), m.topology));
}

/// The nodes and links of the trace, 0-based.
struct Graph {
    int n = 0;
    std::vector<QPointF> pos; ///< data coordinates
    std::vector<bool> alive;
    struct E {
        int a, b;
        bool alive;
    };
    std::vector<E> edges;
};

const DecentralizedTrace &typed(const Trace &tr);
const DecentralizedRound &frameOf(const PaintContext &ctx);
const DecentralizedRound &nextOf(const PaintContext &ctx);
const DecentralizedRound &shownOf(const PaintContext &ctx);
Graph graphOf(const Trace &tr);
/// Weight range over the whole run, so colours mean the same number on every frame.
std::pair<double, double> weightRange(const Trace &tr, const Graph &g);

/// A node's weight, compactly (it sits inside the node), and the same way in the narration.
QString wnum(double v);
/// Eigenvalue display: round-off dust such as 6.5e-16 reads as 0 (the trace keeps full precision).
QString specNum(double v);

void paintTitle(QPainter &p, const DecentralizedLayout &L, const PaintContext &ctx);
/// The nodes on their plane; `focus` (the node dragged or hovered, or -1) shows its threshold radius.
void paintGraph(QPainter &p, const DecentralizedLayout &L, const PaintContext &ctx, int focus);
void paintWeights(QPainter &p, const QRectF &area, const PaintContext &ctx);
void paintDistance(QPainter &p, const QRectF &area, const PaintContext &ctx);
void paintMatrix(QPainter &p, const QRectF &area, const PaintContext &ctx);

} // namespace sgd::ui::decentralized
