// The menu bar: File, Edit, View (theme, text size, presentation mode, panels), Lessons and Help.
#include "main_window.h"
#include "ui/render/language.h"
#include "ui/session/settings.h"

#include "lesson_actions.h"
#include "lessons.h"
#include "presentation_mode.h"
#include "scene_canvas.h"
#include "start_hint.h"
#include "transport_bar.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QUndoStack>
#include <QUrl>

#ifndef SGD_STUDIO_VERSION
#define SGD_STUDIO_VERSION "0.0.0"
#endif

namespace sgd::ui {

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    QAction *exportPic = file->addAction(tr("&Export picture…"), this, &MainWindow::exportPictureInteractive);
    exportPic->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportPic->setToolTip(tr("Save the current step as PNG, SVG or PDF."));
    QAction *copy = file->addAction(tr("&Copy picture"), this, &MainWindow::copyPicture);
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QAction *openTrace = file->addAction(tr("&Open trace…"), this, &MainWindow::openTraceInteractive);
    openTrace->setShortcut(QKeySequence::Open);
    openTrace->setToolTip(tr("Show a saved trace (JSON) without computing it again."));
    file->addSeparator();
    file->addAction(tr("Export &trace (CSV or JSON)…"), this, &MainWindow::exportTraceInteractive);
    file->addAction(tr("Export &handout (PDF)…"), this, &MainWindow::exportHandoutInteractive);
    QAction *page = file->addAction(tr("Export &web page (HTML)…"), this, &MainWindow::exportWebPageInteractive);
    page->setObjectName(QStringLiteral("exportWebPage"));
    page->setToolTip(tr("Save every step as one web page to take home: pictures, narration, numbers and the questions, "
                        "stepped with the same keys; it needs no network."));
    file->addAction(tr("Export every &figure of this scene…"), this, &MainWindow::exportAllFiguresInteractive);
    QAction *animation =
        file->addAction(tr("Export &animation (MP4, WebM, GIF)…"), this, &MainWindow::exportAnimationInteractive);
    animation->setObjectName(QStringLiteral("exportAnimation"));
    animation->setToolTip(tr("Save a range of steps as a video for slides, moving as the window plays it."));
    file->addSeparator();
    m_lessonActions->addToFileMenu(file);
    file->addSeparator();
    m_canvas->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_canvas, &QWidget::customContextMenuRequested, this, [this, exportPic, copy](const QPoint &pos) {
        QMenu menu(this);
        menu.addAction(exportPic);
        menu.addAction(copy);
        menu.exec(m_canvas->mapToGlobal(pos));
    });
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_session->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_session->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    // Menu shortcuts keep working while presentation mode hides the menu bar.
    addActions({openTrace, exportPic, copy, quit, undo, redo});
    m_windowKeys << undo << redo;

    buildViewMenu(menuBar()->addMenu(tr("&View")));

    buildLessonsMenu(menuBar()->addMenu(tr("&Lessons")));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction *manual = help->addAction(tr("&Manual"), this, &MainWindow::showManual);
    manual->setObjectName(QStringLiteral("manualAction"));
    help->addAction(tr("&About SGD Studio"), this, &MainWindow::showAbout);
    help->addAction(tr("&Diagnostics…"), this, [this] { showDiagnosticsDialog(this, m_session->computeInfo()); });
    m_startHint->addToHelpMenu(help);
}

void MainWindow::buildViewMenu(QMenu *view)
{
    QMenu *theme = view->addMenu(tr("&Theme"));
    m_themeGroup = new QActionGroup(this);
    for (auto [t, label] : {std::pair{Theme::System, tr("Follow the &system")}, std::pair{Theme::Light, tr("&Light")},
                            std::pair{Theme::Dark, tr("&Dark")}, std::pair{Theme::HighContrast, tr("&High contrast")}}) {
        QAction *a = theme->addAction(label);
        a->setCheckable(true);
        a->setData(toString(t));
        m_themeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, t = t] { setTheme(t); });
    }
    m_reduceMotionAction = view->addAction(tr("Reduce &motion"));
    m_reduceMotionAction->setObjectName(QStringLiteral("reduceMotionAction"));
    m_reduceMotionAction->setCheckable(true);
    m_reduceMotionAction->setToolTip(tr("Steps jump to the next picture instead of moving there"));
    // Chosen here, it is remembered; never chosen, it follows the desktop at each start.
    connect(m_reduceMotionAction, &QAction::triggered, this, [this](bool on) {
        setReduceMotion(on);
        settings::reduceMotion.set(on);
    });
    buildLanguageMenu(view);
    m_presentation->addToViewMenu(view);
    m_nextViewAction = view->addAction(tr("Next &view of this scene"));
    m_nextViewAction->setShortcut(QKeySequence(Qt::Key_V));
    m_nextViewAction->setShortcutContext(Qt::WindowShortcut);
    m_nextViewAction->setToolTip(tr("Show the scene's next view (for the scale lab: the scene, then the loss surface)."));
    connect(m_nextViewAction, &QAction::triggered, this, [this] {
        if (m_transportBar)
            m_transportBar->nextView();
    });
    addAction(m_nextViewAction);
    m_windowKeys << m_nextViewAction;
    view->addSeparator();
    view->addAction(m_navDock->toggleViewAction());
    view->addAction(m_panelDock->toggleViewAction());
    m_lessonActions->addToViewMenu(view);
}

QString MainWindow::aboutText() const
{
    QString text = tr("<h3>SGD Studio %1</h3><p>Step through stochastic gradient descent on one machine and on many: "
                      "one weight, mini-batches, synchronous and asynchronous parameter servers, and gossip "
                      "without a server.</p><p>Every number on screen comes from the engine's trace.</p>")
                       .arg(QStringLiteral(SGD_STUDIO_VERSION));
    if (!m_session->computeInfo().summary.isEmpty())
        text += tr("<p>Compute: %1.").arg(computeSummaryText(m_session->computeInfo().summary.toStdString()).toHtmlEscaped());
    if (!m_session->computeInfo().reason.isEmpty())
        text += tr(" The GPU is not used: %1.").arg(fallbackReasonText(m_session->computeInfo().reason).toHtmlEscaped());
    if (!m_session->computeInfo().summary.isEmpty())
        text += QStringLiteral("</p>");
    return text + tr("<p>Qt %1. Help &gt; Diagnostics has the details.</p>").arg(QString::fromLatin1(qVersion()));
}

/// The HTML manual (scripts/manual_html.py): installed beside the program, or in the build tree.
static QString manualIndex()
{
    const QDir app(QCoreApplication::applicationDirPath());
    for (const char *rel : {"../share/doc/sgd-studio/html/manual/index.html", "../manual/manual/index.html"}) {
        const QString path = QDir::cleanPath(app.filePath(QLatin1String(rel)));
        if (QFileInfo::exists(path))
            return path;
    }
    return {};
}

void MainWindow::showManual()
{
    const QString path = manualIndex();
    if (!path.isEmpty() && QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
        return;
    QMessageBox::information(this, tr("Manual"),
                             path.isEmpty() ? tr("The manual was not found beside the program. The package installs it in "
                                                 "/usr/share/doc/sgd-studio/html/, and a build makes it in build/manual/.")
                                            : tr("No web browser could be opened to show %1.").arg(path));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About SGD Studio"), aboutText());
}

void MainWindow::buildLessonsMenu(QMenu *lessons)
{
    lessons->setObjectName(QStringLiteral("lessonsMenu"));
    for (const LessonEntry &e : builtinLessons()) {
        QAction *a = lessons->addAction(coreText(e.lesson.title));
        a->setToolTip(coreText(e.lesson.description));
        a->setStatusTip(coreText(e.lesson.description));
        const Lesson lesson = e.lesson;
        connect(a, &QAction::triggered, this, [this, lesson] { openLesson(lesson); });
    }
    lessons->setToolTipsVisible(true);
    lessons->addSeparator();
    lessons->addAction(tr("&Open lesson file…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open lesson"), lastExportFolder(), tr("Lesson presets (*.json)"));
        if (path.isEmpty())
            return;
        Lesson lesson;
        QString error;
        if (!loadLessonFile(path, lesson, error)) {
            QMessageBox::warning(this, tr("Lesson not opened"), tr("This lesson file cannot be used.\n\n%1").arg(error));
            return;
        }
        openLesson(lesson, path);
    });
    m_lessonActions->addToLessonsMenu(lessons);
}

void MainWindow::buildLanguageMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("&Language"));
    auto *group = new QActionGroup(this);
    const QString chosen = settings::language.get();
    QString systemName = QStringLiteral("English");
    for (const Language &l : shippedLanguages())
        if (l.code == systemLanguage())
            systemName = l.name;
    QList<QPair<QString, QString>> entries{{QString(), tr("System language (%1)").arg(systemName)}};
    for (const Language &l : shippedLanguages())
        entries.append({l.code, l.name});
    for (const auto &[code, name] : entries) {
        QAction *a = menu->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == (matchLanguage(chosen).isEmpty() ? QString() : matchLanguage(chosen)));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] {
            settings::language.set(code);
            const QString shown = code.isEmpty() ? systemLanguage() : code;
            if (shown != currentLanguage())
                emit languageChosen(shown);
        });
    }
}

} // namespace sgd::ui
