#pragma once
// Geometry of the decentralized scene: where the title, the graph on its plane, the weights and
// distance charts and the mixing matrix go, and where every node sits. paint(), the mouse
// handling (click to fail, drag to move, hover) and the tests share it.

#include "core/trace.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"
#include "ui/render/topology_view.h"

#include <QRectF>
#include <QString>

#include <vector>

namespace sgd::ui {

/// The scene's views (`export --view NAME`), the default first.
enum class DecentralizedView { Scene, Graph, Weights, Distance, Matrix };
inline constexpr ViewName<DecentralizedView> kDecentralizedViews[] = {{DecentralizedView::Scene, "scene"},
                                                                      {DecentralizedView::Graph, "graph"},
                                                                      {DecentralizedView::Weights, "weights"},
                                                                      {DecentralizedView::Distance, "distance"},
                                                                      {DecentralizedView::Matrix, "matrix"}};
constexpr const auto &viewTable(DecentralizedView)
{
    return kDecentralizedViews;
}

struct DecentralizedLayout {
    QRectF title, note;                      ///< the title and its note (the whole-scene view only)
    QRectF graph, weights, distance, matrix; ///< each panel with its caption; empty when the view hides it
    QRectF plane;                            ///< where the nodes go, under the graph's caption
    QRectF legend;                           ///< the colour scale under the plane
    topo::Geometry geo;                      ///< node centres in pixels and their radius
    std::vector<topo::Node> nodes;           ///< the nodes' data positions and whether they are alive
};

/// Node positions that replace the trace's while a drag plays, and the plane map frozen at its start.
struct DecentralizedDrag {
    const std::vector<QPointF> *positions = nullptr;
    const topo::PlaneMap *map = nullptr;
};

/// The layout of `trace` in `area` for `view` (the whole scene: everything; the graph, the weights,
/// the distance or the matrix: that panel alone). `fitted` is the style already fitted to the area
/// (topo::fitStyleToArea, as PaintScope does).
DecentralizedLayout decentralizedLayout(const Trace &trace, const QRectF &area, const Style &fitted, DecentralizedView view,
                                        DecentralizedDrag drag = {});

/// The node under `px` (with a few pixels of slack), or -1; -1 as well when the view shows no graph.
int decentralizedNodeAt(const DecentralizedLayout &layout, QPointF px);

} // namespace sgd::ui
