#pragma once
// Quiz mode's tools in the window (taken out of MainWindow, issue #30): the toggle (Q) and the reveal
// key (R) in the transport bar, and the question card over the canvas. The quiz itself is the
// session's (StudioSession::quiz()).

#include <QList>
#include <QObject>

class QAction;
class QMainWindow;

namespace sgd::ui {

class QuizOverlay;
class SceneCanvas;
class StudioSession;

class QuizTools : public QObject {
    Q_OBJECT
public:
    /// The card over `canvas`; the actions are `window`'s, placed in its transport bar after Step.
    QuizTools(StudioSession *session, QMainWindow *window, SceneCanvas *canvas);

    QAction *toggleAction() const { return m_toggle; }
    QAction *revealAction() const { return m_reveal; }
    QuizOverlay *overlay() const { return m_overlay; }

private:
    StudioSession *m_session;
    QuizOverlay *m_overlay;
    QAction *m_toggle;
    QAction *m_reveal;
};

} // namespace sgd::ui
