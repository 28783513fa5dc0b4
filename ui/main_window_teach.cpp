// Teaching tools of the window: the pen (PenTools: P, its floating bar, its keys) and the help that teaches
// the app (F1 or ? for the keyboard sheet, the class guide, what to look for in each scene).
#include "main_window.h"

#include "chart_interaction.h"
#include "core/scenes.h"
#include "help_sheets.h"
#include "pen_overlay.h"
#include "pen_tools.h"
#include "scene_canvas.h"
#include "ui/session/lesson_session.h"
#include "ui/session/quiz_controller.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>

namespace sgd::ui {

PenOverlay *MainWindow::pen() const
{
    return m_penTools->pen();
}
QAction *MainWindow::penAction() const
{
    return m_penTools->toggleAction();
}
PenPalette *MainWindow::penPalette() const
{
    return m_penTools->palette();
}
void MainWindow::setPenActive(bool on)
{
    m_penTools->setActive(on);
}

QJsonObject MainWindow::lessonState() const
{
    return m_lessonActions->autosaveState();
}
bool MainWindow::restoreLessonState(const QJsonObject &state, QString &error)
{
    return m_lessonActions->restoreAutosaveState(state, error);
}
std::vector<PenStroke> MainWindow::penNotes() const
{
    return pen()->strokes();
}
void MainWindow::setPenNotes(std::vector<PenStroke> notes)
{
    pen()->setStrokes(std::move(notes));
}
void MainWindow::watchPenNotes(QObject *context, std::function<void()> changed)
{
    connect(pen(), &PenOverlay::changed, context, std::move(changed));
}
QString MainWindow::statusLine() const
{
    return statusBar()->currentMessage();
}
void MainWindow::offerCrashedSession(const QString &text, const QString &toolTip, std::function<void()> chosen)
{
    QMenu *file = findChild<QMenu *>(QStringLiteral("fileMenu")); // by name: its title is translated
    if (!file || findChild<QAction *>(QStringLiteral("restoreCrashedAction")))
        return;
    auto *restoreCrashed = new QAction(text, file);
    restoreCrashed->setObjectName(QStringLiteral("restoreCrashedAction"));
    restoreCrashed->setToolTip(toolTip);
    file->addAction(restoreCrashed);
    connect(restoreCrashed, &QAction::triggered, this, [restoreCrashed, chosen = std::move(chosen)] {
        chosen();
        restoreCrashed->deleteLater();
    });
}
void MainWindow::closeWithoutAsking()
{
    m_lessonActions->askBeforeClosing = false;
    close();
}

void MainWindow::buildTeachingTools()
{
    m_penTools = new PenTools(m_session, this, m_canvas);
    m_penTools->palette()->setScale(presentationMode() ? effectiveTextScale() : 1.0);
    m_windowKeys << m_penTools->toggleAction();
    buildHelpActions();
    connect(m_canvas, &SceneCanvas::titleClicked, this, &MainWindow::showLookForScene);
}

void MainWindow::connectLessonTools()
{
    LessonSession *session = m_session->lessons();
    // A slide brings its scripted questions and chart zoom (its pen notes: PenTools); saving or
    // taking a slide collects them back.
    connect(session, &LessonSession::slideShown, this, [this, session](int) {
        quiz()->setScripted(session->quiz());
        // The slide's zoom and hidden series (none: every chart whole); ids of other charts are ignored.
        const LessonSlide *slide = session->currentSlide();
        m_canvas->charts()->setState(chart::viewStateOf(slide ? slide->charts : SlideCharts{}));
    });
    connect(session, &LessonSession::closed, this, [this] { quiz()->setScripted({}); });
    session->collectQuiz = [this] { return quiz()->scripted(); };
    session->collectCharts = [this] { return chart::slideChartsOf(*m_canvas->chartView()); };
}

void MainWindow::buildHelpActions()
{
    QMenu *help = menuBar()->findChild<QMenu *>(QStringLiteral("helpMenu"), Qt::FindDirectChildrenOnly);
    if (!help) {
        help = menuBar()->addMenu(tr("&Help"));
        help->setObjectName(QStringLiteral("helpMenu"));
    }
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
    if (const SceneDef *scene = controller()->scene())
        showLookFor(this, *scene, effectiveTextScale());
}

} // namespace sgd::ui
