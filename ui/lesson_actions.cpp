#include "lesson_actions.h"
#include "ui/render/html_export.h"
#include "ui/session/settings.h"

#include "core/output_file.h"
#include "parameter_panel.h"
#include "presenter_panel.h"
#include "scene_canvas.h"
#include "ui/render/scene_painter.h"
#include "ui/session/lesson_session.h"
#include "ui/session/studio_session.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>

namespace sgd::ui {

// ---- LessonActions ---------------------------------------------------------------------------

LessonActions::LessonActions(StudioSession *session, LessonHost *host)
    : QObject(host->hostWindow()), m_studio(session), m_host(host), m_w(host->hostWindow()), m_session(session->lessons()),
      m_presenter(new PresenterPanel(m_w))
{
    m_w->addDockWidget(Qt::RightDockWidgetArea, m_presenter);
    m_presenter->hide();
    // Opened, the notes get a third of the window's height: a note reads without scrolling.
    connect(m_presenter->toggleViewAction(), &QAction::triggered, this, [this](bool on) {
        if (on && !m_presenter->isFloating())
            m_w->resizeDocks({m_presenter}, {std::max(280, m_w->height() / 3)}, Qt::Vertical);
    });
    createActions();
    connect(m_session, &LessonSession::slideShown, this, &LessonActions::onSlideShown);
    connect(m_session, &LessonSession::changed, this, &LessonActions::updateChrome);
    connect(m_session, &LessonSession::closed, this, [this] {
        applySlideChrome();
        m_host->showStatus(tr("Lesson closed; every control is free again."), 4000);
    });
    SceneController *c = session->controller();
    // A parameter changed on a slide is an edit of it (the lesson shows * and Quit asks to save).
    m_session->collectParams = [this] {
        std::pair<std::string, std::vector<std::pair<std::string, std::string>>> out;
        out.first = m_studio->controller()->sceneId().toStdString();
        out.second = windowParams();
        return out;
    };
    connect(c, &SceneController::paramChanged, this, [this] {
        if (!m_applying && m_session->isOpen())
            m_session->keepCollectedNotes();
    });
    // Queued: after the window has taken the new trace's frame count (it connects later).
    connect(c, &SceneController::traceChanged, this, &LessonActions::seekPendingStep, Qt::QueuedConnection);
    connect(c, &SceneController::failed, this, [this] { m_pendingStep = -1; });
    connect(c, &SceneController::sceneChanged, this, [this] {
        if (!m_applying)
            applySlideChrome();
    });
    updateChrome();
}

void LessonActions::createActions()
{
    m_save = new QAction(tr("&Save lesson…"), this);
    m_save->setShortcut(QKeySequence::Save);
    m_save->setToolTip(tr("Save the open lesson, the slide shown taken from the window (or a new lesson of what is shown)."));
    connect(m_save, &QAction::triggered, this, [this] { saveInteractive(false); });
    m_saveAs = new QAction(tr("Sa&ve lesson as…"), this);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAs, &QAction::triggered, this, [this] { saveInteractive(true); });
    m_next = new QAction(tr("&Next slide"), this);
    m_next->setShortcut(Qt::Key_PageDown);
    m_next->setToolTip(tr("Next slide of the lesson (Page Down)"));
    connect(m_next, &QAction::triggered, this, &LessonActions::nextSlide);
    m_prev = new QAction(tr("&Previous slide"), this);
    m_prev->setShortcut(Qt::Key_PageUp);
    m_prev->setToolTip(tr("Previous slide of the lesson (Page Up)"));
    connect(m_prev, &QAction::triggered, this, &LessonActions::previousSlide);
    for (QAction *a : {m_save, m_saveAs, m_next, m_prev}) {
        a->setShortcutContext(Qt::WindowShortcut);
        m_w->addAction(a); // working while presentation mode hides the menus
    }
    m_host->addWindowKeys({m_next, m_prev}); // win over a focused table or narration
    createSlideActions();
    createOrderActions();
}

void LessonActions::createOrderActions()
{
    m_duplicate = new QAction(tr("&Duplicate slide"), this);
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_duplicate->setIconText(tr("Duplicate"));
    m_duplicate->setToolTip(tr("A copy of the slide shown, as the window shows it now, right after it (Ctrl+D)"));
    connect(m_duplicate, &QAction::triggered, this, &LessonActions::duplicateSlide);
    m_moveUp = new QAction(tr("Move slide &earlier"), this);
    m_moveUp->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_PageUp));
    m_moveUp->setIconText(tr("Earlier"));
    m_moveUp->setToolTip(tr("The slide shown swaps places with the one before it (Ctrl+Shift+Page Up)"));
    connect(m_moveUp, &QAction::triggered, this, [this] { moveSlide(-1); });
    m_moveDown = new QAction(tr("Move slide &later"), this);
    m_moveDown->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_PageDown));
    m_moveDown->setIconText(tr("Later"));
    m_moveDown->setToolTip(tr("The slide shown swaps places with the one after it (Ctrl+Shift+Page Down)"));
    connect(m_moveDown, &QAction::triggered, this, [this] { moveSlide(+1); });
    m_duplicate->setObjectName(QStringLiteral("duplicateSlide"));
    m_moveUp->setObjectName(QStringLiteral("moveSlideEarlier"));
    m_moveDown->setObjectName(QStringLiteral("moveSlideLater"));
    for (QAction *a : {m_duplicate, m_moveUp, m_moveDown}) {
        a->setShortcutContext(Qt::WindowShortcut);
        m_w->addAction(a); // in presentation mode too (F9 opens the presenter panel's buttons there)
    }
    m_host->addWindowKeys({m_moveUp, m_moveDown});
    m_presenter->setSlideActions({m_moveUp, m_moveDown, m_duplicate});
}

void LessonActions::createSlideActions()
{
    m_add = new QAction(tr("&Add slide from current view"), this);
    m_add->setToolTip(tr("A new slide after the one shown: this scene, its parameters, step and view."));
    connect(m_add, &QAction::triggered, this, &LessonActions::addSlide);
    m_update = new QAction(tr("&Update slide from current view"), this);
    connect(m_update, &QAction::triggered, this, &LessonActions::updateSlide);
    m_remove = new QAction(tr("&Remove slide"), this);
    connect(m_remove, &QAction::triggered, this, &LessonActions::removeSlide);
    m_note = new QAction(tr("Edit teac&her note…"), this);
    m_note->setToolTip(tr("A note only you see, in View > Presenter notes; never on the canvas."));
    connect(m_note, &QAction::triggered, this, [this] { editTextInteractive(true); });
    m_narration = new QAction(tr("Edit sl&ide narration…"), this);
    m_narration->setToolTip(tr("Your own words under the canvas on this slide, instead of the scene's narration."));
    connect(m_narration, &QAction::triggered, this, [this] { editTextInteractive(false); });
    m_lockParams = new QAction(tr("Loc&k parameters in this slide"), this);
    m_lockParams->setCheckable(true);
    m_lockParams->setToolTip(
        tr("No parameter can be changed by accident on this slide. Right-click a parameter's name to lock only that one."));
    connect(m_lockParams, &QAction::triggered, this, [this](bool on) { setLock(QString::fromLatin1(kLockAll), on); });
    m_lockScene = new QAction(tr("Lock the &scene in this slide"), this);
    m_lockScene->setCheckable(true);
    m_lockScene->setToolTip(tr("The scene list cannot switch away from this slide's scene."));
    connect(m_lockScene, &QAction::triggered, this, [this](bool on) { setLock(QString::fromLatin1(kLockScene), on); });
    m_rename = new QAction(tr("Lesson &title…"), this);
    connect(m_rename, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString t = QInputDialog::getText(m_w, tr("Lesson title"), tr("Title:"), QLineEdit::Normal,
                                                QString::fromStdString(m_session->lesson().title), &ok);
        if (ok && !t.trimmed().isEmpty())
            m_session->setTitle(t.trimmed().toStdString(), m_session->lesson().description);
    });
    m_exportPage = new QAction(tr("Export lesson as &web page…"), this);
    m_exportPage->setObjectName(QStringLiteral("exportLessonPage"));
    m_exportPage->setToolTip(tr("Every slide as one web page to take home: each at its step, with its view, notes, "
                                "narration and question; it needs no network."));
    connect(m_exportPage, &QAction::triggered, this, &LessonActions::exportPageInteractive);
    m_close = new QAction(tr("&Close lesson"), this);
    connect(m_close, &QAction::triggered, this, [this] {
        if (m_session->modified() &&
            QMessageBox::question(m_w, tr("Close lesson"), tr("The lesson has edits that are not saved. Close it anyway?")) !=
                QMessageBox::Yes)
            return;
        m_session->close();
    });
}

void LessonActions::exportPageInteractive()
{
    const Lesson &lesson = m_session->lesson();
    QString name = QString::fromStdString(lesson.title).trimmed();
    name.replace(QLatin1Char('/'), QLatin1Char('-'));
    const QString suggested = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                  .filePath((name.isEmpty() ? QStringLiteral("lesson") : name) + QStringLiteral(".html"));
    const QString path = QFileDialog::getSaveFileName(m_w, tr("Export lesson as web page"), suggested, tr("Web page (*.html)"));
    if (path.isEmpty())
        return;
    PictureOptions o;
    o.style = Style::light(); // the page is light, whatever the window's theme
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = exportLessonHtml(lesson, path, o, error);
    QApplication::restoreOverrideCursor();
    if (!ok)
        QMessageBox::warning(m_w, tr("Export lesson as web page"), tr("The page was not saved: %1").arg(error));
    else
        m_w->statusBar()->showMessage(tr("Saved %1: open it in any browser.").arg(QDir::toNativeSeparators(path)), 8000);
}

void LessonActions::addToFileMenu(QMenu *file)
{
    file->addAction(m_save);
    file->addAction(m_saveAs);
}

void LessonActions::addToLessonsMenu(QMenu *lessons)
{
    lessons->addSeparator();
    lessons->addActions({m_next, m_prev});
    lessons->addSeparator();
    lessons->addActions({m_add, m_duplicate, m_update, m_moveUp, m_moveDown, m_remove, m_note, m_narration, m_lockParams,
                         m_lockScene, m_rename, m_exportPage, m_close});
}

void LessonActions::addToViewMenu(QMenu *view)
{
    view->addAction(m_presenter->toggleViewAction());
}

void LessonActions::addToTransportBar()
{
    auto *bar = m_w->findChild<QToolBar *>(QStringLiteral("transportBar"));
    if (!bar)
        return;
    m_w->addAction(m_presenter->toggleViewAction());
    m_barActions << bar->addSeparator();
    QAction *prev = bar->addAction(QStringLiteral("‹"));
    prev->setToolTip(m_prev->toolTip());
    connect(prev, &QAction::triggered, this, &LessonActions::previousSlide);
    m_counter = new QLabel(m_w);
    m_counter->setObjectName(QStringLiteral("slideCounter"));
    m_counter->setToolTip(tr("The lesson's slide shown (Page Down: next, Page Up: previous)"));
    m_barActions << prev << bar->addWidget(m_counter);
    QAction *next = bar->addAction(QStringLiteral("›"));
    next->setToolTip(m_next->toolTip());
    connect(next, &QAction::triggered, this, &LessonActions::nextSlide);
    m_barActions << next;
    for (QAction *a : {prev, next})
        if (QWidget *b = bar->widgetForAction(a)) {
            b->setFocusPolicy(Qt::NoFocus);
            QFont f = b->font(); // the chevrons are thin at text size
            f.setPointSizeF(f.pointSizeF() * 1.6);
            f.setBold(true);
            b->setFont(f);
        }
    updateChrome();
}

void LessonActions::presentationModeChanged(bool on)
{
    // The notes are the teacher's: off the projected screen unless the teacher opens them there (F9).
    if (on) {
        m_presenterWasShown = m_presenter->isVisibleTo(m_w);
        m_presenter->hide();
    } else {
        m_presenter->setVisible(m_presenterWasShown);
    }
}

QString LessonActions::slideCounterText() const
{
    if (!m_session->isOpen())
        return {};
    return tr("Slide %1 / %2").arg(m_session->currentIndex() + 1).arg(m_session->slideCount());
}

void LessonActions::updateChrome()
{
    const bool open = m_session->isOpen();
    const LessonSlide *slide = m_session->currentSlide();
    for (QAction *a : {m_next, m_prev, m_update, m_duplicate, m_remove, m_note, m_narration, m_lockParams, m_lockScene, m_rename,
                       m_exportPage, m_close})
        a->setEnabled(open);
    m_moveUp->setEnabled(open && m_session->currentIndex() > 0);
    m_moveDown->setEnabled(open && m_session->currentIndex() + 1 < m_session->slideCount());
    m_next->setEnabled(open && m_session->currentIndex() + 1 < m_session->slideCount());
    m_prev->setEnabled(open && m_session->currentIndex() > 0);
    m_remove->setEnabled(open && m_session->slideCount() > 1);
    m_lockParams->setChecked(slide && std::count(slide->locks.begin(), slide->locks.end(), kLockAll) > 0);
    m_lockScene->setChecked(slide && slide->locked(kLockScene));
    if (m_counter) {
        m_counter->setText(
            QStringLiteral("  %1%2  ").arg(slideCounterText(), m_session->modified() ? QStringLiteral(" •") : QString()));
        m_counter->setToolTip(m_session->modified() ? tr("Slide shown · • the lesson has edits not saved yet (Ctrl+S)")
                                                    : tr("The lesson's slide shown (Page Down: next, Page Up: previous)"));
    }
    for (QAction *a : std::as_const(m_barActions))
        a->setVisible(open);
    m_host->setLockMenuEnabled(open);
    m_presenter->showSession(*m_session);
}

void LessonActions::onSlideShown(int index)
{
    updateChrome();
    if (m_keepWindow) // the slide was just taken from the window: nothing to apply
        return;
    applySlide(m_session->lesson().slides[std::size_t(index)]);
    m_host->showStatus(tr("%1 · %2").arg(slideCounterText(), QString::fromStdString(m_session->lesson().title)), 6000);
}

void LessonActions::applySlide(const LessonSlide &slide)
{
    m_applying = true;
    m_studio->setLocks({}, false); // the new slide's values go in even where the last slide locked them
    Lesson one = oneSlideLesson(m_session->lesson().title, m_session->lesson().description, slide);
    m_studio->applyLesson(one);
    m_studio->setView(QString::fromStdString(slide.view)); // a view the scene lacks leaves the default
    QVariantMap options;
    for (const auto &[k, v] : slide.options)
        options[QString::fromStdString(k)] = v;
    m_studio->setViewOptions(options);
    m_applying = false;
    applySlideChrome();
    // Undo never reaches past the slide into the values it locks.
    if (!slide.locks.empty())
        m_studio->undoStack()->clear();
    m_pendingStep = slide.step;
    if (!m_studio->controller()->busy())
        seekPendingStep();
}

void LessonActions::applySlideChrome()
{
    const LessonSlide *slide = m_session->currentSlide();
    const bool here = slide && QString::fromStdString(slide->scene) == m_studio->sceneId();
    QSet<QString> locked;
    if (here)
        for (const auto &d : m_studio->controller()->scene()->params)
            if (slide->locked(d.key))
                locked << QString::fromStdString(d.key);
    m_studio->setLocks(locked, here && slide->locked(kLockScene));
    m_studio->setNarrationOverride(here ? QString::fromStdString(slide->narration) : QString());
}

void LessonActions::seekPendingStep()
{
    if (m_pendingStep < 0 || m_studio->controller()->busy())
        return;
    Transport *t = m_studio->transport();
    t->seek(std::clamp(m_pendingStep, 0, std::max(0, t->frameCount() - 1)));
    m_pendingStep = -1;
}

void LessonActions::nextSlide()
{
    if (!m_session->isOpen())
        return;
    if (m_session->currentIndex() + 1 >= m_session->slideCount()) {
        m_host->showStatus(tr("This is the last slide of the lesson."), 3000);
        return;
    }
    m_session->show(m_session->currentIndex() + 1);
}

void LessonActions::previousSlide()
{
    if (m_session->isOpen() && m_session->currentIndex() > 0)
        m_session->show(m_session->currentIndex() - 1);
}

std::vector<std::pair<std::string, std::string>> LessonActions::windowParams() const
{
    SceneController *c = m_studio->controller();
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto &[k, v] : c->params().explicitValues())
        if (k != "backend") // the machine's choice (--backend), not the lesson's
            out.emplace_back(k, c->params().text(k));
    std::sort(out.begin(), out.end());
    return out;
}

LessonSlide LessonActions::captureSlide(bool fresh) const
{
    LessonSlide s;
    if (const LessonSlide *shown = fresh ? nullptr : m_session->currentSlide()) {
        s.narration = shown->narration;
        s.note = shown->note;
        s.locks = shown->locks;
    }
    SceneController *c = m_studio->controller();
    s.scene = c->sceneId().toStdString();
    s.params = windowParams();
    s.step = m_studio->transport()->index();
    s.view = m_studio->view().toStdString();
    const QVariantMap options = m_studio->viewOptions();
    for (auto it = options.begin(); it != options.end(); ++it)
        s.options[it.key().toStdString()] = it.value().toBool();
    // A lock of a parameter the scene now shown lacks would not read back.
    std::erase_if(s.locks, [&](const std::string &l) { return l != kLockAll && l != kLockScene && !c->params().def(l); });
    // The zoom is the view's, like the step: taken with it, never kept by turning the page alone.
    if (m_session->collectCharts)
        s.charts = m_session->collectCharts();
    else if (const LessonSlide *shown = fresh ? nullptr : m_session->currentSlide())
        s.charts = shown->charts;
    return fresh ? s : m_session->withCollectedNotes(s);
}

Lesson LessonActions::lessonToSave() const
{
    if (!m_session->isOpen()) {
        const SceneDef *scene = m_studio->controller()->scene();
        return oneSlideLesson(scene ? scene->title : std::string("Lesson"), {}, captureSlide());
    }
    Lesson l = m_session->lesson();
    l.slides[std::size_t(m_session->currentIndex())] = captureSlide();
    l.scene = l.slides.front().scene;
    l.params = l.slides.front().params;
    return l;
}

bool LessonActions::saveTo(const QString &path, QString &error)
{
    const Lesson lesson = lessonToSave();
    std::string err;
    if (!writeFileAtomically(fileNameBytes(path), writeLesson(lesson), err)) {
        error = QString::fromStdString(err);
        return false;
    }
    m_keepWindow = true;
    if (m_session->isOpen()) {
        m_session->replaceSlide(m_session->currentIndex(), lesson.slides[std::size_t(m_session->currentIndex())]);
        m_session->markSaved(path);
    } else {
        m_session->open(lesson, path);
    }
    m_keepWindow = false;
    applySlideChrome();
    return true;
}

namespace {

/// "Gossip on a ring!" -> "gossip-on-a-ring": letters and digits, the rest one dash.
QString fileStem(const QString &title)
{
    QString out;
    for (const QChar c : title.toLower()) {
        if (c.isLetterOrNumber())
            out += c;
        else if (!out.isEmpty() && !out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out.left(60).isEmpty() ? QStringLiteral("lesson") : out.left(60);
}

QString lessonFolder()
{
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString def = QDir(docs.isEmpty() ? QDir::homePath() : docs).filePath(QStringLiteral("SGD Studio lessons"));
    return settings::lessonsFolder.get(def);
}

} // namespace

QString LessonActions::suggestedSavePath() const
{
    const QString own = m_session->path();
    if (!own.isEmpty() && !own.startsWith(QLatin1Char(':')))
        return own;
    const QString title = m_session->isOpen() ? QString::fromStdString(m_session->lesson().title) : QString();
    return QDir(lessonFolder()).filePath(fileStem(title) + QStringLiteral(".json"));
}

bool LessonActions::saveInteractive(bool askPath)
{
    QString path = m_session->path();
    if (askPath || path.isEmpty() || path.startsWith(QLatin1Char(':'))) {
        const QString suggested = suggestedSavePath();
        QDir().mkpath(QFileInfo(suggested).absolutePath()); // the lessons folder, the first time
        path = QFileDialog::getSaveFileName(m_w, tr("Save lesson"), suggested, tr("Lessons (*.json)"));
        if (path.isEmpty())
            return false;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".json");
    }
    QString error;
    if (!saveTo(path, error)) {
        QMessageBox::warning(m_w, tr("Lesson not saved"), tr("The lesson could not be saved.\n\n%1").arg(error));
        return false;
    }
    settings::lessonsFolder.set(QFileInfo(path).absolutePath());
    m_host->showStatus(tr("Lesson saved: %1 (%2 slides)").arg(QFileInfo(path).fileName()).arg(m_session->slideCount()), 6000);
    return true;
}

bool LessonActions::confirmClose()
{
    if (!askBeforeClosing || !m_session->isOpen() || !m_session->modified())
        return true;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    if (answerUnsaved) {
        answer = answerUnsaved();
    } else {
        const QString name = QString::fromStdString(m_session->lesson().title).trimmed();
        QMessageBox box(
            QMessageBox::Question, tr("Unsaved lesson"),
            tr("The lesson \u201c%1\u201d has changes that are not saved.").arg(name.isEmpty() ? tr("untitled") : name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_w);
        box.setInformativeText(tr("Save them before closing? Discarded changes cannot be brought back."));
        box.setDefaultButton(QMessageBox::Save);
        answer = QMessageBox::StandardButton(box.exec());
    }
    if (answer == QMessageBox::Save)
        return saveInteractive(false);
    return answer == QMessageBox::Discard;
}

void LessonActions::addSlide()
{
    m_keepWindow = true;
    if (!m_session->isOpen())
        m_session->open(lessonToSave(), {}, 0, true);
    else
        m_session->insertSlide(captureSlide(true)); // its own notes, locks and pen notes come after
    m_keepWindow = false;
    applySlideChrome();
    m_host->showStatus(tr("Added %1 from the window.").arg(slideCounterText()), 4000);
}

void LessonActions::updateSlide()
{
    if (!m_session->isOpen())
        return;
    m_session->replaceSlide(m_session->currentIndex(), captureSlide());
    m_host->showStatus(tr("%1 now holds what the window shows.").arg(slideCounterText()), 4000);
}

bool LessonActions::removeSlide()
{
    return m_session->removeSlide();
}

void LessonActions::duplicateSlide()
{
    if (!m_session->isOpen())
        return;
    if (m_session->slideCount() >= int(kMaxLessonSlides)) {
        m_host->showStatus(tr("A lesson holds at most %1 slides.").arg(kMaxLessonSlides), 4000);
        return;
    }
    m_keepWindow = true; // the copy is what the window shows: nothing to apply
    m_session->insertSlide(captureSlide());
    m_keepWindow = false;
    applySlideChrome();
    m_host->showStatus(tr("%1 is a copy of the slide before it.").arg(slideCounterText()), 4000);
}

bool LessonActions::moveSlide(int delta)
{
    if (!m_session->isOpen())
        return false;
    if (!m_session->moveSlide(delta)) {
        m_host->showStatus(delta < 0 ? tr("This slide is already the first.") : tr("This slide is already the last."), 3000);
        return false;
    }
    m_host->showStatus(tr("Moved: this is now %1.").arg(slideCounterText().toLower()), 4000);
    return true;
}

void LessonActions::editLockOf(const std::function<void(LessonSlide &)> &change)
{
    if (!m_session->isOpen())
        return;
    LessonSlide s = *m_session->currentSlide();
    change(s);
    m_session->replaceSlide(m_session->currentIndex(), s);
    applySlideChrome();
}

void LessonActions::setNote(const QString &note)
{
    editLockOf([&](LessonSlide &s) { s.note = note.trimmed().toStdString(); });
    m_presenter->showSession(*m_session);
}

void LessonActions::setNarration(const QString &narration)
{
    editLockOf([&](LessonSlide &s) { s.narration = narration.trimmed().toStdString(); });
}

void LessonActions::setLock(const QString &what, bool on)
{
    const std::string name = what.toStdString();
    editLockOf([&](LessonSlide &s) {
        std::erase(s.locks, name);
        if (on)
            s.locks.push_back(name);
    });
    if (on)
        m_studio->undoStack()->clear(); // an earlier edit must not come back through undo
    updateChrome();
}

void LessonActions::editTextInteractive(bool note)
{
    const LessonSlide *s = m_session->currentSlide();
    if (!s)
        return;
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        m_w, note ? tr("Teacher note") : tr("Slide narration"),
        note ? tr("Only you see this note (View > Presenter notes):")
             : tr("Shown under the canvas on this slide instead of the scene's narration (empty: the scene's own):"),
        QString::fromStdString(note ? s->note : s->narration), &ok);
    if (!ok)
        return;
    note ? setNote(text) : setNarration(text);
}

QJsonObject LessonActions::autosaveState() const
{
    if (!m_session->isOpen())
        return {};
    QJsonObject o;
    o[QStringLiteral("lesson")] = QJsonDocument::fromJson(QByteArray::fromStdString(writeLesson(m_session->lesson()))).object();
    o[QStringLiteral("path")] = m_session->path();
    o[QStringLiteral("slide")] = m_session->currentIndex();
    o[QStringLiteral("modified")] = m_session->modified();
    return o;
}

bool LessonActions::restoreAutosaveState(const QJsonObject &state, QString &error)
{
    try {
        const std::string text = QJsonDocument(state.value(QStringLiteral("lesson")).toObject()).toJson().toStdString();
        const Lesson lesson = parseLesson(text, "the autosaved lesson");
        m_keepWindow = true;
        m_session->open(lesson, state.value(QStringLiteral("path")).toString(), state.value(QStringLiteral("slide")).toInt(),
                        state.value(QStringLiteral("modified")).toBool());
        m_keepWindow = false;
        applySlideChrome();
    } catch (const LessonError &e) {
        error = QString::fromStdString(e.what());
        return false;
    }
    return true;
}

} // namespace sgd::ui
