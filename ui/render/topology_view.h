#pragma once
// One drawing of a communication graph (star, ring, path, complete, threshold) shared by the
// synchronous and the decentralized scenes, so "star versus ring" looks the same everywhere.
// Node places come from the engine's own layout (sgd::defaultPositions) or from a trace's
// positions; they are mapped onto the canvas with one scale for x and y, so distances and
// threshold circles stay true.

#include "draw.h"
#include "style.h"

#include <QColor>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <functional>
#include <vector>

namespace sgd::ui::topo {

enum class NodeKind { Worker, Server };

struct Node {
    QPointF pos;   ///< data coordinates, y up
    QString label; ///< drawn inside the node
    NodeKind kind = NodeKind::Worker;
    bool alive = true;
    QColor fill;            ///< invalid: the style's panel colour
    QColor textColor;       ///< invalid: picked for contrast with the fill
    QColor outline;         ///< invalid: the foreground colour
    bool highlight = false; ///< thicker accent ring (hovered, dragged, current)
};

struct Edge {
    int a = 0;
    int b = 0;
    bool alive = true;     ///< dead edges are dashed
    bool directed = false; ///< a small arrow a -> b in the middle (ring all-reduce)
};

/// Data <-> pixel mapping with the same scale on both axes.
struct PlaneMap {
    double scale = 1.0;
    QPointF origin; ///< pixel position of data (0, 0)
    QPointF map(QPointF d) const { return {origin.x() + d.x() * scale, origin.y() - d.y() * scale}; }
    QPointF unmap(QPointF px) const { return {(px.x() - origin.x()) / scale, (origin.y() - px.y()) / scale}; }
};

/// Fits the points into `area` leaving `margin` pixels on every side.
PlaneMap fitPlane(const std::vector<QPointF> &pos, const QRectF &area, double margin);

/// The engine's layouts (hub first for a star), as points.
std::vector<QPointF> starPositions(int leaves);
std::vector<QPointF> ringPositions(int n);

/// Where everything landed on the canvas.
struct Geometry {
    PlaneMap map;
    std::vector<QPointF> px; ///< node centres in pixels
    double radius = 12;      ///< worker node radius
    QSizeF serverSize;       ///< size of a server box
    QPointF centre;          ///< pixel position of data (0, 0)
};

/// Node radius that keeps neighbours apart and labels readable for this many nodes in `area`.
double nodeRadius(const std::vector<QPointF> &px, const QRectF &area, const Style &s);
/// Maps the nodes (or uses `frozen` when a drag is in progress) and sizes them.
Geometry layout(const std::vector<Node> &nodes, const QRectF &area, double margin, const Style &s,
                const PlaneMap *frozen = nullptr, QSizeF serverSize = {});

void drawEdges(QPainter &p, const Geometry &g, const std::vector<Edge> &edges, const Style &s, double width = 0);
void drawNodes(QPainter &p, const Geometry &g, const std::vector<Node> &nodes, const Style &s);
/// A small rounded packet with text, moving along an edge (a weight, a gradient, a ring chunk).
void drawToken(QPainter &p, QPointF at, const QString &text, const QColor &color, const Style &s, double fontFactor = 0.85);
/// A point on the straight line from node a to node b, between their borders; f in 0..1.
QPointF along(const Geometry &g, const std::vector<Node> &nodes, int a, int b, double f);
/// True when drawToken's chip for `text` fits on the free stretch of the edge a-b (between the
/// two nodes' borders), so that a resting chip never covers a node.
bool tokenFits(const Geometry &g, const std::vector<Node> &nodes, int a, int b, const QString &text, const Style &s,
               double fontFactor = 0.85);
/// The node under `px`, or -1.
int hitTest(const Geometry &g, const std::vector<Node> &nodes, QPointF px, double slack = 4);
/// Half the distance from a node's centre to its border in direction `dir` (unit vector).
double borderDistance(const Geometry &g, const Node &n, QPointF dir);
/// Black or white text, whichever reads better on `fill`.
QColor contrastText(const QColor &fill);

/// The style with its fonts eased down for canvases smaller than 1280 x 720, so a 700 x 450
/// export keeps the same composition as the projected view; never below 80 %, so the smallest
/// labels of a 620 x 460 canvas (a 1024 x 768 laptop) stay readable.
Style fitStyleToArea(const Style &s, const QRectF &area);

} // namespace sgd::ui::topo

// Small panel helpers shared by the distributed-SGD painters (captions, fitted text, legends).
namespace sgd::ui::panel {

double clamp01(double v);
/// A scene canvas split the common way: inside the padding, the title line, one readout line under
/// it, and the body below both.
struct SceneHeader {
    QRectF title, readout, body;
};
SceneHeader splitSceneHeader(const QRectF &area, const Style &s);
/// Smoothstep of a 0..1 progress (clamped).
double ease(double v);
/// A bold caption line at the top of `r` (eased down to 85 % before it is elided when narrow);
/// returns the rest.
QRectF caption(QPainter &p, const QRectF &r, const QString &text, const Style &s);
/// The same caption said in a few ways, longest first (see fitFirst).
QRectF caption(QPainter &p, const QRectF &r, const QStringList &variants, const Style &s);
/// Text fitted into a rect: shrinks the font down to `minFactor`, never below the style's smallest
/// type (Style::minTextPixels), then elides. The fitted lines are kept in the style's cache (the
/// picture's; none: nothing kept).
void fitText(const Style &s, QPainter &p, const QRectF &r, const QString &text, QFont f, Qt::Alignment align,
             double minFactor = 0.75);
/// The same for a text said in several ways, longest first: the first wording that fits at full
/// size, else the first that fits shrunk down to `minFactor`, else the last one fitted as fitText
/// does. A narrow canvas gets a shorter sentence instead of an unreadably small or cut-off one.
void fitFirst(const Style &s, QPainter &p, const QRectF &r, const QStringList &variants, QFont f, Qt::Alignment align,
              double minFactor = 0.75);

struct LegendItem {
    QColor color;
    Qt::PenStyle pen = Qt::SolidLine; ///< Qt::NoPen: a filled square instead of a line sample
    QString text;
    Qt::BrushStyle brush = Qt::SolidPattern;
};
/// A row of samples with text, wrapping onto more rows when narrow; returns the height used.
double legendRow(QPainter &p, const QRectF &r, const QList<LegendItem> &items, const Style &s, double fontFactor = 0.85,
                 bool measureOnly = false);

} // namespace sgd::ui::panel
