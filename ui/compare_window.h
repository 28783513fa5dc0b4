#pragma once
// The comparison window (Qt Charts): the pinned runs' curves over each other, with a legend that
// names only what differs between them, and the outcome of a parameter sweep against the swept
// value (with the one-weight example's regimes and thresholds). Hover shows a point's numbers, the
// wheel or a dragged rectangle zooms, a double-click resets, a click on a legend entry hides or
// shows its series. Exports PNG, SVG and PDF as drawn (zoom included) and the data as CSV.
// Every number comes from core (run_pins.h, param_sweep.h); the window only places them.

#include "core/param_sweep.h"
#include "core/run_pins.h"
#include "ui/render/style.h"

#include <QMainWindow>

#include <optional>
#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QSize;

namespace sgd::ui {

class CompareWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Page { Pins, Sweep };

    explicit CompareWindow(QWidget *parent = nullptr);

    void setPins(std::vector<PinnedRun> pins);
    const std::vector<PinnedRun> &pins() const { return m_pins; }
    /// Plots column `y` against column `x` of the pinned runs; false when a run lacks one.
    bool setAxes(const QString &x, const QString &y);
    QString xColumn() const { return m_x; }
    QString yColumn() const { return m_y; }

    void setSweep(SweepResult sweep);
    const std::optional<SweepResult> &sweep() const { return m_sweep; }

    /// Colours, fonts and sizes of the app's theme (and presentation type).
    void setChartStyle(const Style &style);
    const Style &chartStyle() const { return m_style; }

    void showPage(Page page);
    Page page() const;
    /// The legend entries of the page shown, in order (the pins' "eta = 0.05", the regimes).
    QStringList legendEntries() const;
    QChartView *pinsView() const { return m_pinsView; }
    QChartView *sweepView() const { return m_sweepView; }

    /// The page shown as PNG, SVG or PDF (by the extension), as drawn now. False with one line in `error`.
    bool exportPicture(const QString &path, QString &error) const;
    /// The page shown's numbers as CSV (run_pins.h pinsCsv, param_sweep.h sweepCsv).
    bool exportCsv(const QString &path, QString &error) const;

signals:
    /// "Clear pins" was pressed.
    void clearPinsRequested();
    /// "Sweep a parameter…" was pressed.
    void sweepRequested();

private:
    void buildPinsPage(QTabWidget *tabs);
    void buildSweepPage(QTabWidget *tabs);
    void refreshPins();
    void refreshSweep();
    void fillAxisChoosers();
    void describeChart(QChartView *view);
    void exportPictureInteractive();
    void exportCsvInteractive();

    Style m_style = Style::light();
    std::vector<PinnedRun> m_pins;
    std::optional<SweepResult> m_sweep;
    QString m_x, m_y;
    QTabWidget *m_tabs = nullptr;
    QChartView *m_pinsView = nullptr;
    QChartView *m_sweepView = nullptr;
    QComboBox *m_xBox = nullptr;
    QComboBox *m_yBox = nullptr;
    QLabel *m_pinsHint = nullptr;
    QLabel *m_sweepHint = nullptr;
};

/// Writes the chart a view shows now (zoom included) as PNG (2x), SVG or PDF, by the extension, through
/// OutputFile (a device, pipe or folder is refused; a failure leaves nothing). False with one line in `error`.
bool exportChart(QChartView *view, const QColor &background, const QString &path, QString &error);
/// The sweep drawn as the window draws it, `size` logical pixels, without a window (`sgd-studio sweep --out`).
bool exportSweepPicture(const SweepResult &sweep, const Style &style, QSize size, const QString &path, QString &error);

} // namespace sgd::ui
