#pragma once
// The Compare menu: "Pin run" keeps the run shown now (its scene, parameters and numbers), "Compare
// pinned runs…" opens the comparison window, "Sweep a parameter…" the sweep dialog. Installed on
// the main window like the other tools (app/cli/window_command.cpp).

#include "core/run_pins.h"

#include <QObject>

#include <vector>

class QAction;
class QMainWindow;

namespace sgd::ui {

class CompareWindow;
class SceneCanvas;
class StudioSession;
class SweepDialog;

class CompareTools : public QObject {
    Q_OBJECT
public:
    /// Adds the Compare menu (and the pin key, which works in presentation mode too).
    /// The runs pinned are the session's; the comparison window wears `canvas`'s style.
    static CompareTools *install(StudioSession *session, QMainWindow *window, SceneCanvas *canvas);

    /// The most runs pinned at once; pinning one more lets the oldest go.
    static constexpr int kMaxPins = 8;

    /// Pins the run shown now (once it is computed, when a recompute is under way). False when
    /// there is nothing to pin.
    bool pinCurrentRun();
    void clearPins();
    const std::vector<PinnedRun> &pins() const { return m_pins; }

    /// The comparison window (made on first use), dressed in the main window's theme.
    CompareWindow *compareWindow();
    /// The sweep dialog (made on first use), set up for the scene and parameters shown now.
    SweepDialog *sweepDialog();
    QAction *pinAction() const { return m_pin; }
    /// Dresses the comparison window in the main window's theme and type size now (it also
    /// happens by itself when the main window's style changes and when the comparison window is shown).
    void restyle();

private:
    CompareTools(StudioSession *session, QMainWindow *window, SceneCanvas *canvas);
    void pinNow();
    bool eventFilter(QObject *watched, QEvent *event) override;

    StudioSession *m_session;
    QMainWindow *m_window;
    SceneCanvas *m_canvas;
    QAction *m_pin = nullptr;
    std::vector<PinnedRun> m_pins;
    CompareWindow *m_compare = nullptr;
    SweepDialog *m_sweep = nullptr;
    bool m_pinPending = false;
};

} // namespace sgd::ui
