#pragma once
// The widget that shows one scene: asks the scene's painter to draw the current frame,
// interpolated by the transport's progress, and forwards clicks and drags to the painter.

#include "ui/render/paint_cache.h"
#include "ui/render/scene_painter.h"

#include <QTimer>
#include <QVariantMap>
#include <QWidget>

#include <memory>
#include <optional>

namespace sgd {
struct RunComparison;
}

namespace sgd::ui {

class ChartInteraction;
namespace chart {
struct ViewState;
}
class PenOverlay;

class SceneCanvas : public QWidget {
    Q_OBJECT
public:
    explicit SceneCanvas(QWidget *parent = nullptr);

    void setTrace(std::shared_ptr<const Trace> trace);
    void setFrame(int index, double t);
    void setStyle(const Style &style);
    void setOptions(const QVariantMap &options);
    /// Which of the painter's views to draw ("" or the first name: the default).
    void setView(const QString &view);
    const QString &view() const { return m_view; }
    /// While the engine computes: after a moment (a quick recompute does not flash) the canvas
    /// shows "Computing…" with a progress bar, over the previous picture dimmed, or alone.
    void setBusy(bool busy);
    void setProgress(double fraction); ///< 0..1, the engine's progress while busy
    bool showsBusy() const { return m_showBusy; }
    void setMessage(const QString &message); ///< shown over the canvas (errors), empty to clear
    const Style &sceneStyle() const { return m_style; }
    const QVariantMap &options() const { return m_options; }
    std::shared_ptr<const Trace> trace() const { return m_trace; }
    int frameIndex() const { return m_index; }
    double frameProgress() const { return m_t; }
    /// A recorded run beside the simulator's prediction: shown instead of the scene while set
    /// (run_compare_view.h sets it); nullptr shows the scene again.
    void setComparison(std::shared_ptr<const RunComparison> comparison);
    std::shared_ptr<const RunComparison> comparison() const { return m_comparison; }
    /// The line charts' hover, zoom and legend clicks (chart_interaction.h).
    ChartInteraction *charts() const { return m_charts; }
    /// The charts' zoom and hidden series as the reader left them (for an export of this picture).
    std::shared_ptr<const chart::ViewState> chartView() const;
    /// The teacher's pen over the picture (pen_overlay.h): while it is on, the mouse draws.
    PenOverlay *pen() const { return m_pen; }
    /// Whether `pos` (canvas pixels) lies on the scene's title line.
    bool onTitle(const QPointF &pos) const;
    /// Called when a painter asks for a parameter change (fail a node, move it).
    std::function<void(const QString &, const QString &)> onSetParam;
    /// A painter picked an item of the picture (SceneInteraction::pick; 0: none).
    std::function<void(int)> onPick;

    QSize sizeHint() const override { return {960, 600}; }
    QSize minimumSizeHint() const override { return {480, 320}; }

signals:
    /// The comparison was set or cleared: the narration follows.
    void comparisonChanged();
    /// The scene's title was clicked (the window shows what to look for in the scene).
    void titleClicked();
    /// setStyle() gave the canvas a style (theme, text size, presentation mode).
    void styleChanged();

protected:
    void paintEvent(QPaintEvent *) override;
    void mousePressEvent(QMouseEvent *) override;
    void focusInEvent(QFocusEvent *) override;
    void focusOutEvent(QFocusEvent *) override;
    void mouseMoveEvent(QMouseEvent *) override;
    void mouseReleaseEvent(QMouseEvent *) override;

private:
    const ScenePainter *painter() const;
    SceneInteraction interaction();
    /// One pointer event (press, move or release) handed to the scene's painter with the frame shown
    /// and the canvas's scene area: whether the painter took it; nothing when there is no picture to
    /// point at (no painter or frames, or a recorded-run comparison shown).
    using PointerHandler = bool (ScenePainter::*)(const QPointF &, const QRectF &, const PaintContext &,
                                                  SceneInteraction &) const;
    std::optional<bool> toPainter(PointerHandler handler, const QPointF &pos);
    void paintBusy(QPainter &p, bool overPicture) const;

    std::shared_ptr<const Trace> m_trace;
    int m_index = 0;
    double m_t = 0.0;
    Style m_style = Style::light();
    QVariantMap m_options;
    QString m_view;
    bool m_busy = false;
    bool m_focusRing = false; ///< the focus came by Tab or Shift+Tab: a ring says where it is
    bool m_showBusy = false;
    double m_progress = 0.0;
    QTimer *m_busyDelay = nullptr;
    QString m_message;
    std::shared_ptr<const RunComparison> m_comparison;
    ChartInteraction *m_charts = nullptr;
    PenOverlay *m_pen = nullptr;
    /// What this canvas's pictures keep from frame to frame (its own: never another canvas's).
    PaintCache m_paintCache;
};

} // namespace sgd::ui
