#include "pen_tools.h"

#include "pen_overlay.h"
#include "scene_canvas.h"
#include "ui/session/lesson_session.h"
#include "ui/session/studio_session.h"

#include <QAction>
#include <QMainWindow>
#include <QToolBar>
#include <QToolButton>

namespace sgd::ui {

PenTools::PenTools(StudioSession *session, QMainWindow *window, SceneCanvas *canvas)
    : QObject(window), m_session(session), m_window(window), m_canvas(canvas)
{
    pen()->setUndoStack(session->undoStack()); // a note and a parameter edit undo in the order they were made
    auto penKey = [this](const QString &text, const QKeySequence &key, auto slot) {
        auto *a = new QAction(text, m_window);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setProperty("shortcutGroup", tr("Pen"));
        a->setEnabled(false); // only while the pen is on
        connect(a, &QAction::triggered, this, slot);
        m_window->addAction(a);
        m_penOnly << a;
        return a;
    };
    QAction *undo = penKey(tr("Undo the last note"), QKeySequence::Undo, [this] { pen()->undo(); });
    undo->setObjectName(QStringLiteral("penUndo"));
    undo->setIconText(tr("Undo"));
    undo->setToolTip(tr("Take back the last stroke, arrow, note or clear (Ctrl+Z while the pen is on)"));
    QAction *clearStep = penKey(tr("Clear this step's notes"), QKeySequence(Qt::Key_Delete), [this] { pen()->clearStep(); });
    clearStep->setIconText(tr("Clear step"));
    clearStep->setToolTip(tr("Remove the notes of the step shown (Delete)"));
    QAction *clearAll = penKey(tr("Clear all notes"), QKeySequence(Qt::SHIFT | Qt::Key_Delete), [this] { pen()->clearAll(); });
    clearAll->setIconText(tr("Clear all"));
    clearAll->setToolTip(tr("Remove the notes of every step (Shift+Delete)"));
    QAction *done = new QAction(tr("Done"), m_window);
    done->setToolTip(tr("Put the pen away (P)"));
    connect(done, &QAction::triggered, this, [this] { setActive(false); });

    m_toggle = new QAction(tr("Pen"), m_window);
    m_toggle->setObjectName(QStringLiteral("penToggle"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::Key_P));
    m_toggle->setShortcutContext(Qt::WindowShortcut);
    m_toggle->setProperty("shortcutGroup", tr("Pen"));
    m_toggle->setText(tr("Pen"));
    m_toggle->setToolTip(tr("Draw, point and write notes over the picture (P)"));
    connect(m_toggle, &QAction::toggled, this, &PenTools::setActive);
    m_window->addAction(m_toggle);
    if (auto *bar = m_window->findChild<QToolBar *>(QStringLiteral("transportBar"))) {
        bar->addSeparator();
        bar->addAction(m_toggle);
        if (auto *b = qobject_cast<QToolButton *>(bar->widgetForAction(m_toggle)))
            b->setFocusPolicy(Qt::NoFocus);
    }
    m_palette = new PenPalette(pen(), {undo, clearStep, clearAll, done}, m_canvas);
    for (QAction *a : m_window->actions())
        if (a != undo && a->shortcut() == QKeySequence(QKeySequence::Undo))
            m_undoAction = a; // Edit > Undo

    // Notes belong to a scene: switching scenes keeps each scene's notes for when it comes back.
    connect(session->controller(), &SceneController::sceneChanged, this, [this](const QString &id) {
        if (id == m_session->penScene() || m_session->lessons()->isOpen()) // a lesson's slides hold their own notes
            return;
        pen()->setStrokes(m_session->switchPenScene(id, pen()->strokes()));
    });
    // A slide brings its pen notes; saving or taking a slide collects them back.
    LessonSession *lessons = session->lessons();
    connect(lessons, &LessonSession::slideShown, this, [this, lessons](int) {
        m_session->setPenScene(m_session->sceneId());
        pen()->setStrokes(lessons->strokes());
    });
    lessons->collectStrokes = [this] { return pen()->strokes(); };
}

PenOverlay *PenTools::pen() const
{
    return m_canvas->pen();
}

void PenTools::setActive(bool on)
{
    if (m_toggle->isChecked() != on)
        m_toggle->setChecked(on); // comes back here through toggled
    if (pen()->isActive() == on)
        return;
    pen()->setActive(on);
    for (QAction *a : std::as_const(m_penOnly))
        a->setEnabled(on);
    // Ctrl+Z is the pen's own undo key while the pen is on, Edit > Undo's otherwise (one stack).
    if (m_undoAction) {
        if (on) {
            m_undoKeys = m_undoAction->shortcuts();
            m_undoAction->setProperty("sheetKeys", QVariant::fromValue(m_undoKeys)); // the keyboard sheet still lists them
            m_undoAction->setShortcuts({});
        } else {
            m_undoAction->setShortcuts(m_undoKeys);
            m_undoAction->setProperty("sheetKeys", QVariant());
        }
    }
    if (on)
        m_canvas->setFocus(Qt::OtherFocusReason);
}

} // namespace sgd::ui
