#pragma once
// The comparison window's charts on Qt Charts: filled from core's pinned runs and sweep results,
// dressed in the app's theme. Hover, zoom, reset and legend toggles live on the chart view.

#include "core/param_sweep.h"
#include "core/run_pins.h"
#include "ui/render/style.h"

#include <QtCharts/QChartView>

#include <string>
#include <vector>

namespace sgd::ui {

/// A chart view that zooms with the wheel or a dragged rectangle, resets on a double-click and
/// tells the exact numbers of the nearest point of each series under the pointer.
class ZoomChartView : public QChartView {
    Q_OBJECT
public:
    explicit ZoomChartView(QWidget *parent = nullptr);
    /// "series: x = …, y = …" for the point of each visible series nearest to `value` in x.
    QString readout(const QPointF &value) const;

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
};

/// The pinned runs: column `y` against column `x`, one line per run named by pinLegends().
void fillPinsChart(QChart *chart, const std::vector<PinnedRun> &runs, const std::string &x, const std::string &y,
                   const Style &style);
/// The sweep: the outcome against the swept value, the points coloured by regime, the markers as
/// dashed vertical lines named in the legend.
void fillSweepChart(QChart *chart, const SweepResult &sweep, const Style &style);
/// Colours and fonts of `style` for the chart, its legend and its axes.
void styleChart(QChart *chart, const Style &style);
/// The legend entries of a chart, in order.
QStringList legendNames(const QChart *chart);

} // namespace sgd::ui
