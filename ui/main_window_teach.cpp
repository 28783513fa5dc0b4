// Teaching tools of the window: the pen (P, its floating bar, its own undo) and the help that teaches
// the app (F1 or ? for the keyboard sheet, the class guide, what to look for in each scene).
#include "main_window.h"

#include "chart_interaction.h"
#include "help_sheets.h"
#include "lesson_session.h"
#include "pen_overlay.h"
#include "quiz_controller.h"
#include "scene_canvas.h"
#include "core/scenes.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QToolButton>

namespace sgd::ui {

PenOverlay *MainWindow::pen() const { return m_canvas->pen(); }

void MainWindow::buildTeachingTools()
{
    buildPenActions();
    buildHelpActions();
    connect(m_canvas, &SceneCanvas::titleClicked, this, &MainWindow::showLookForScene);
    // Notes belong to a scene: switching scenes keeps each scene's notes for when it comes back.
    connect(m_controller, &SceneController::sceneChanged, this, [this](const QString &id) {
        if (id == m_penScene || lessonSession()->isOpen()) // a lesson's slides hold their own notes
            return;
        if (!m_penScene.isEmpty())
            m_penNotes[m_penScene] = pen()->strokes();
        m_penScene = id;
        pen()->setStrokes(m_penNotes.take(id));
    });
}

void MainWindow::connectLessonTools()
{
    LessonSession *session = lessonSession();
    // A slide brings its pen notes and scripted questions; saving or taking a slide collects them back.
    connect(session, &LessonSession::slideShown, this, [this, session](int) {
        m_penScene = m_controller->sceneId();
        pen()->setStrokes(session->strokes());
        m_quiz->setScripted(session->quiz());
        // The slide's zoom and hidden series (none: every chart whole); ids of other charts are ignored.
        const LessonSlide *slide = session->currentSlide();
        m_canvas->charts()->setState(chart::viewStateOf(slide ? slide->charts : SlideCharts{}));
    });
    connect(session, &LessonSession::closed, this, [this] { m_quiz->setScripted({}); });
    session->collectStrokes = [this] { return pen()->strokes(); };
    session->collectQuiz = [this] { return m_quiz->scripted(); };
    session->collectCharts = [this] { return chart::slideChartsOf(*m_canvas->chartView()); };
}

void MainWindow::buildPenActions()
{
    auto penKey = [this](const QString &text, const QKeySequence &key, auto slot) {
        auto *a = new QAction(text, this);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setProperty("shortcutGroup", tr("Pen"));
        a->setEnabled(false); // only while the pen is on
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        m_penOnlyActions << a;
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
    QAction *done = new QAction(tr("Done"), this);
    done->setToolTip(tr("Put the pen away (P)"));
    connect(done, &QAction::triggered, this, [this] { setPenActive(false); });

    m_penAction = new QAction(tr("Pen"), this);
    m_penAction->setObjectName(QStringLiteral("penToggle"));
    m_penAction->setCheckable(true);
    m_penAction->setShortcut(QKeySequence(Qt::Key_P));
    m_penAction->setShortcutContext(Qt::WindowShortcut);
    m_penAction->setProperty("shortcutGroup", tr("Pen"));
    m_penAction->setText(tr("Pen"));
    m_penAction->setToolTip(tr("Draw, point and write notes over the picture (P)"));
    connect(m_penAction, &QAction::toggled, this, &MainWindow::setPenActive);
    addAction(m_penAction);
    m_windowKeys << m_penAction;
    if (auto *bar = findChild<QToolBar *>(QStringLiteral("transportBar"))) {
        bar->addSeparator();
        bar->addAction(m_penAction);
        if (auto *b = qobject_cast<QToolButton *>(bar->widgetForAction(m_penAction)))
            b->setFocusPolicy(Qt::NoFocus);
    }
    m_penPalette = new PenPalette(pen(), {undo, clearStep, clearAll, done}, m_canvas);
    m_penPalette->setScale(m_presentation ? effectiveTextScale() : 1.0);
    for (QAction *a : actions())
        if (a != undo && a->shortcut() == QKeySequence(QKeySequence::Undo))
            m_undoAction = a; // Edit > Undo: parameter edits
}

void MainWindow::setPenActive(bool on)
{
    if (m_penAction->isChecked() != on)
        m_penAction->setChecked(on); // comes back here through toggled
    if (pen()->isActive() == on)
        return;
    pen()->setActive(on);
    for (QAction *a : std::as_const(m_penOnlyActions))
        a->setEnabled(on);
    // Ctrl+Z undoes pen notes while the pen is on, parameter edits otherwise.
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

void MainWindow::buildHelpActions()
{
    QMenu *help = nullptr;
    for (QMenu *m : menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly))
        if (m->title() == tr("&Help"))
            help = m;
    if (!help)
        help = menuBar()->addMenu(tr("&Help"));
    QAction *first = help->actions().value(0);
    QAction *keys = new QAction(tr("&Keyboard shortcuts"), help);
    keys->setObjectName(QStringLiteral("shortcutSheetAction"));
    keys->setShortcuts({QKeySequence(Qt::Key_F1), QKeySequence(Qt::Key_Question)});
    keys->setShortcutContext(Qt::WindowShortcut);
    connect(keys, &QAction::triggered, this, [this] { showShortcutSheet(this, effectiveTextScale()); });
    QAction *guide = new QAction(tr("How to run a &class with SGD Studio"), help);
    connect(guide, &QAction::triggered, this, [this] { showClassGuide(this, effectiveTextScale()); });
    QAction *look = new QAction(tr("&What to look for in this scene"), help);
    look->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
    look->setToolTip(tr("A few sentences on where to look in the scene shown (or click its title)"));
    connect(look, &QAction::triggered, this, &MainWindow::showLookForScene);
    help->insertActions(first, {keys, guide, look});
    help->insertSeparator(first);
    addActions({keys, look}); // the keys work while presentation mode hides the menu bar
    m_windowKeys << keys;
}

void MainWindow::showLookForScene()
{
    if (const SceneDef *scene = m_controller->scene())
        showLookFor(this, *scene, effectiveTextScale());
}

} // namespace sgd::ui
