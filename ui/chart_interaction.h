#pragma once
// Charts you can read: on the scene canvas, every line chart of the chart component
// (ui/render/chart.h) answers the mouse. Hovering a plot shows a crosshair and the exact values of
// the nearest point of each series (the trace's own numbers, number_format.h); the wheel zooms the
// x axis around the cursor, a drag pans it, a double-click shows the whole range again; a click on
// a legend entry hides or shows that series. The settings live here, per chart key; the canvas
// paints with them (chart::ViewScope) and exports take a snapshot (state()).
//
// Installed as an event filter on the canvas: inside a plot or a legend the chart takes the mouse;
// elsewhere the events go on to the canvas and its painter (dragging a node, clicking a worker).

#include "ui/render/chart_view.h"
#include "ui/render/style.h"

#include <QColor>
#include <QObject>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class QPainter;
class QWidget;

namespace sgd::ui {

/// What the hover box says: the point of each shown series nearest the cursor (in x).
struct ChartHover {
    QString chart;  ///< the chart's key
    QPointF cursor; ///< the mouse, in canvas pixels
    struct Row {
        QString name; ///< the series' legend name (its y axis' title when it has none)
        QColor color;
        double x = 0, y = 0; ///< the point's values, as the trace gave them
        QPointF at;          ///< the point in canvas pixels
        /// The point's further values (Spec::hoverColumns): name, value, and the value as written.
        struct Value {
            QString name;
            double value = 0;
            QString text;
        };
        std::vector<Value> more;
        /// The value named `name` (NaN when there is none).
        double valueOf(const QString &name) const;
    };
    std::vector<Row> rows;
    QString xTitle;
    /// The row of the series named `name` (nullptr when none).
    const Row *row(const QString &name) const;
};

/// The hover box's text as it is drawn: its heading (the x axis' name without its scale note and the
/// x value; empty when the rows' x differ), then per line a name, a tab and a value.
QStringList hoverBoxLines(const ChartHover &h);

class ChartInteraction : public QObject {
    Q_OBJECT
public:
    /// Filters `canvas`'s mouse events and repaints it when a chart changes.
    explicit ChartInteraction(QWidget *canvas);

    /// The current settings (shared, never changed afterwards: an export keeps what it was given).
    std::shared_ptr<const chart::ViewState> state() const { return m_state; }
    /// Every chart whole, every series shown (a new scene).
    void clear();
    /// Keeps only the settings of `scene`'s charts (keys "SCENE/..."): another scene is shown.
    void keepScene(const QString &scene);
    /// Replaces every setting (a lesson slide shown: its zoom and hidden series).
    void setState(const chart::ViewState &state);
    /// The record to fill while the canvas paints (emptied here first).
    chart::DrawnCharts &startPaint();
    const chart::DrawnCharts &drawn() const { return m_drawn; }

    /// The hover at `pos` from the last paint's charts (none outside every plot).
    std::optional<ChartHover> hoverAt(QPointF pos) const;
    /// Over the picture just painted in `canvas`: a note on each zoomed chart (double-click for the
    /// whole range), the crosshair and the value box at the mouse.
    void paintOverlay(QPainter &p, const QRectF &canvas, const Style &s) const;

    // The actions behind the mouse (true: a chart was there and took it).
    /// Zooms the x axis of the chart under `pos` by `factor` (< 1: closer) around pos.
    bool zoomAt(QPointF pos, double factor);
    /// Zooms the y axis of the chart under `pos` by `factor` around pos (Shift+wheel).
    bool zoomYAt(QPointF pos, double factor);
    /// Shows the whole x and y range of the chart under `pos`.
    bool resetAt(QPointF pos);
    /// Hides or shows the series whose legend entry is under `pos`.
    bool toggleLegendAt(QPointF pos);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool press(QPointF pos);
    bool move(QPointF pos, bool buttonDown);
    void setView(const QString &key, const chart::ChartView &view);
    /// Sets the chart's x range to [lo, hi] kept inside its whole range (whole range: reset).
    void setRange(const chart::DrawnChart &d, double lo, double hi);

    QWidget *m_canvas;
    std::shared_ptr<const chart::ViewState> m_state;
    chart::DrawnCharts m_drawn;
    std::optional<QPointF> m_mouse; ///< inside the canvas
    // A drag that pans: the chart, where it began and the x scale then.
    bool m_dragging = false;
    QString m_dragKey;
    QPointF m_dragFrom;
    chart::Scale m_dragScale;
};

} // namespace sgd::ui
