#pragma once
// The pen's tools in the window (taken out of MainWindow, issue #30): P and the Pen button, its own
// keys while it is on (Ctrl+Z, Delete, Shift+Delete), its floating bar over the canvas, and its
// notes kept per scene and per lesson slide in the session. Its changes are steps of the session's
// undo stack, with the parameter edits.

#include <QKeySequence>
#include <QList>
#include <QObject>

class QAction;
class QMainWindow;

namespace sgd::ui {

class PenOverlay;
class PenPalette;
class SceneCanvas;
class StudioSession;

class PenTools : public QObject {
    Q_OBJECT
public:
    /// The actions are `window`'s (their keys work in presentation mode too); the pen is `canvas`'s.
    PenTools(StudioSession *session, QMainWindow *window, SceneCanvas *canvas);

    PenOverlay *pen() const;
    /// P and the Pen button.
    QAction *toggleAction() const { return m_toggle; }
    PenPalette *palette() const { return m_palette; }
    /// While on, the canvas's mouse draws and Ctrl+Z is the pen's undo (the same stack's as Edit > Undo).
    void setActive(bool on);

private:
    StudioSession *m_session;
    QMainWindow *m_window;
    SceneCanvas *m_canvas;
    QAction *m_toggle = nullptr;
    PenPalette *m_palette = nullptr;
    QList<QAction *> m_penOnly;      // enabled while the pen is on (its undo, clear)
    QAction *m_undoAction = nullptr; // Edit > Undo: loses Ctrl+Z while the pen is on
    QList<QKeySequence> m_undoKeys;
};

} // namespace sgd::ui
