#include "main_window.h"
#include "ui/session/settings.h"

#include "ui/render/language.h"

#include "ui/session/quiz_controller.h"

#include "busy_indicator.h"
#include "export_dialog.h"
#include "lesson_actions.h"
#include "lessons.h"
#include "parameter_panel.h"
#include "presentation_mode.h"
#include "quiz_overlay.h"
#include "scene_canvas.h"
#include "start_hint.h"
#include "text_focus.h"
#include "trace_table_model.h"
#include "transport_bar.h"
#include "ui/render/exporter.h"
#include "ui/render/number_format.h"
#include "ui/render/run_compare_painter.h"
#include "ui/render/scene_painter.h"
#include "ui/session/lesson_session.h"
#include "ui/session/quiz_controller.h"

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#ifndef SGD_STUDIO_VERSION
#define SGD_STUDIO_VERSION "0.0.0"
#endif

namespace sgd::ui {

namespace {

/// A diverged run's message for the status bar and the narration's banner. Most messages say how
/// the run diverged ("diverged after step 11: ..."): said once, not "Diverged: diverged ..."; one
/// that does not gets the word in front.
QString divergedText(const Trace &trace)
{
    const QString english = QString::fromStdString(trace.message());
    if (english.isEmpty())
        return QObject::tr("Diverged.");
    // The words are the scene painter's (the language shown); whether they say so, core's English.
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    QString message = painter ? painter->runMessage(trace) : english;
    if (english.contains(QLatin1String("diverge"), Qt::CaseInsensitive) ||
        english.contains(QLatin1String("ran away"), Qt::CaseInsensitive)) {
        message[0] = message[0].toUpper();
        return message;
    }
    return QObject::tr("Diverged: %1").arg(message);
}

} // namespace

MainWindow::MainWindow(StudioSession *session, DesktopLook desktop, QWidget *parent)
    : QMainWindow(parent), m_session(session), m_desktop(desktop)
{
    setWindowTitle(tr("SGD Studio"));
    buildUi();
    m_lessonActions = new LessonActions(m_session, this);
    m_presentation = new PresentationMode(this, m_navDock, m_panelDock, m_canvas);
    connect(m_presentation, &PresentationMode::switching, m_lessonActions, &LessonActions::presentationModeChanged);
    m_startHint = new StartHint(m_canvas);
    connect(m_presentation, &PresentationMode::switching, m_startHint, [this](bool on) {
        if (on)
            m_startHint->dismiss(); // never on the projected screen
    });
    connect(m_presentation, &PresentationMode::changed, this, &MainWindow::onPresentationChanged);
    connect(m_presentation, &PresentationMode::chromeChanged, this, &MainWindow::scheduleFit);
    connect(m_presentation, &PresentationMode::textScaleChanged, this, &MainWindow::updateStyle);
    buildMenus();
    buildTransportBar();
    m_lessonActions->addToTransportBar();
    buildQuiz();
    buildTeachingTools();
    connectLessonTools();
    orderTabs();

    connect(m_session, &StudioSession::sceneShown, this, &MainWindow::showSceneChrome);
    connect(m_session, &StudioSession::viewChanged, this, &MainWindow::onViewChanged);
    connect(m_session, &StudioSession::viewOptionsChanged, this, &MainWindow::onViewOptionsChanged);
    connect(m_session->lessons(), &LessonSession::changed, this, &MainWindow::updateTitle);
    connect(m_session->lessons(), &LessonSession::closed, this, &MainWindow::updateTitle);
    connect(m_session, &StudioSession::narrationOverrideChanged, this, &MainWindow::updateNarration);
    connect(m_session, &StudioSession::locksChanged, this, &MainWindow::onLocksChanged);
    connect(m_session, &StudioSession::comparisonChanged, this, [this] { m_canvas->setComparison(m_session->comparison()); });
    connect(m_session, &StudioSession::statusMessage, this, &MainWindow::showStatus);
    connect(controller(), &SceneController::traceChanged, this, &MainWindow::onTraceChanged);
    connect(controller(), &SceneController::busyChanged, m_canvas, &SceneCanvas::setBusy);
    connect(controller(), &SceneController::failed, this, &MainWindow::onEngineFailed);
    connect(controller(), &SceneController::progressChanged, m_canvas, &SceneCanvas::setProgress);
    connect(controller(), &SceneController::paramChanged, this,
            [this](const QString &k, const QString &v) { m_panel->showValue(k, v); });
    connect(transport(), &Transport::changed, this, &MainWindow::onFrameChanged);
    connect(m_panel, &ParameterPanel::editRequested, this, &MainWindow::requestEdit);
    connect(m_panel, &ParameterPanel::resetRequested, m_session, &StudioSession::restorePreset);
    connect(m_panel, &ParameterPanel::lockToggled, m_lessonActions, &LessonActions::setLock);
    // Enter in a field commits it and gives the keys back to the transport.
    connect(m_panel, &ParameterPanel::committed, this, [this](const QString &key) {
        if (m_panel->errorText(key).isEmpty())
            m_canvas->setFocus(Qt::OtherFocusReason);
    });
    connect(m_panel, &ParameterPanel::optionToggled, m_session, &StudioSession::setViewOption);
    m_canvas->onSetParam = [this](const QString &k, const QString &v) { requestEdit(k, v, 0); };
    m_canvas->onPick = [this](int item) { m_session->setPick(item); };

    qApp->installEventFilter(this); // transport keys from anywhere (see eventFilter)
    m_theme = themeFromString(settings::theme.get());
    setTheme(m_theme);
    setReduceMotion(settings::reduceMotion.get(desktopReducesMotion()));
    if (!restoreGeometry(settings::geometry.get())) {
        // 1440 x 900 at first, or the screen's free area where that is smaller (a 1024 x 768
        // projector laptop): the window never starts wider or taller than its screen.
        const QRect free = screen() ? screen()->availableGeometry() : QRect(0, 0, 1440, 900);
        resize(QSize(1440, 900).boundedTo(free.size()));
        if (free.width() < 1440 || free.height() < 900)
            move(free.topLeft());
        resizeDocks({m_navDock, m_panelDock}, {170, 300}, Qt::Horizontal);
    }
    restoreState(settings::windowState.get());
    // The lecture's first scene unless the last session left another.
    const QString first = QString::fromStdString(allScenes().front().id);
    if (!openScene(settings::scene.get(first)))
        openScene(first);
}

MainWindow::~MainWindow()
{
    // The children go after this body. A parameter field that loses its focus then (a floating panel
    // closing) would commit its text into a half-destroyed window: nothing may reach it any more.
    qApp->removeEventFilter(this);
    m_panel->disconnect(this);
    m_panel->disconnect(m_session);
    m_panel->disconnect(m_lessonActions);
    m_canvas->onSetParam = nullptr;
    m_canvas->onPick = nullptr;
    // The session outlives the window (app/ made it): nothing of it may call into the window's tools.
    LessonSession *lessons = m_session->lessons();
    lessons->collectStrokes = nullptr;
    lessons->collectQuiz = nullptr;
    lessons->collectCharts = nullptr;
    lessons->collectParams = nullptr;
}

void MainWindow::buildUi()
{
    buildCentre();
    buildNavigator();
    buildPanelDock();
    buildStatusBar();
}

void MainWindow::buildCentre()
{
    m_canvas = new SceneCanvas(this);
    connect(m_canvas, &SceneCanvas::comparisonChanged, this, &MainWindow::updateNarration);
    m_narration = new QTextBrowser(this);
    m_narration->setObjectName(QStringLiteral("narration"));
    m_narration->setOpenLinks(false);
    m_narration->setMinimumHeight(60);
    m_narration->setToolTip(tr("What the current step does, in words, with its numbers."));
    m_narration->setAccessibleName(tr("Narration"));
    buildTable();
    buildBottom();
    m_centre = new QSplitter(Qt::Vertical, this);
    m_centre->addWidget(m_canvas);
    m_centre->addWidget(m_bottom);
    m_centre->setStretchFactor(0, 1);
    m_centre->setStretchFactor(1, 0);
    m_centre->setChildrenCollapsible(false);
    m_centre->setSizes({640, 190});
    m_centre->installEventFilter(this); // refit on resize
    setCentralWidget(m_centre);
    m_fitTimer = new QTimer(this);
    m_fitTimer->setSingleShot(true);
    m_fitTimer->setInterval(30);
    connect(m_fitTimer, &QTimer::timeout, this, &MainWindow::fitLayout);
}

void MainWindow::buildTable()
{
    m_table = new QTableView(this);
    m_table->setAccessibleName(tr("Step table"));
    m_table->setAccessibleDescription(
        tr("The numbers of every step so far, one row per step; the row of the step shown is selected."));
    m_tableModel = new TraceTableModel(this);
    m_table->setModel(m_tableModel);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false); // Tab leaves the table (it went from cell to cell and never out); arrows move in it
    m_table->verticalHeader()->setVisible(false);
    // Every column as wide as its widest cell or header: nothing is ever elided.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->verticalHeader()->setDefaultSectionSize(QFontMetrics(font()).height() + 6);
    m_table->setToolTip(tr("Every step of the trace; click a row to jump there. Hover a cell for full precision."));
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &i) { transport()->seek(i.row()); });
}

void MainWindow::buildBottom()
{
    m_bottomSplit = new QSplitter(Qt::Horizontal, this);
    m_bottomSplit->addWidget(m_narration);
    m_bottomSplit->addWidget(m_table);
    m_bottomSplit->setStretchFactor(0, 1);
    m_bottomSplit->setStretchFactor(1, 0);
    m_bottomSplit->setChildrenCollapsible(false);
    m_bottomTabs = new QTabWidget(this);
    m_bottomTabs->setObjectName(QStringLiteral("bottomTabs"));
    m_bottomTabs->setDocumentMode(true);
    m_bottom = new QStackedWidget(this);
    m_bottom->addWidget(m_bottomSplit);
    m_bottom->addWidget(m_bottomTabs);
}

void MainWindow::buildNavigator()
{
    m_nav = new QListWidget(this);
    m_nav->setAccessibleName(tr("Scenes"));
    m_nav->setAccessibleDescription(tr("The lecture's scenes in order; choose one to open it."));
    m_nav->setObjectName(QStringLiteral("navigator"));
    m_nav->setToolTip(tr("The lecture's scenes in order; pick one to open it."));
    // A long name wraps onto a second line in the narrow column instead of losing its end.
    m_nav->setWordWrap(true);
    m_nav->setTextElideMode(Qt::ElideNone);
    m_nav->setResizeMode(QListView::Adjust);
    m_nav->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    int n = 1;
    for (const auto &s : allScenes()) {
        auto *item = new QListWidgetItem(QStringLiteral("%1. %2").arg(n++).arg(coreText(s.title)), m_nav);
        item->setData(Qt::UserRole, QString::fromStdString(s.id));
        item->setToolTip(coreText(s.summary));
    }
    connect(m_nav, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item && item->data(Qt::UserRole).isValid())
            openScene(item->data(Qt::UserRole).toString());
    });
    m_navDock = new QDockWidget(tr("Scenes"), this);
    m_navDock->setObjectName(QStringLiteral("scenesDock"));
    m_navDock->setWidget(m_nav);
    m_navDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, m_navDock);
}

void MainWindow::buildPanelDock()
{
    m_panel = new ParameterPanel(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(300);
    scroll->setAccessibleName(tr("Parameters")); // the scroll area takes the focus to scroll by keys
    m_panelDock = new QDockWidget(tr("Parameters"), this);
    m_panelDock->setObjectName(QStringLiteral("parametersDock"));
    m_panelDock->setWidget(scroll);
    m_panelDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, m_panelDock);
}

void MainWindow::orderTabs()
{
    // Tab in reading order: the scene list on the left, the canvas and the cards over it (the
    // first-start card, the quiz's answer box), the narration and the step table below it, then
    // the parameters on the right (their fields, made per scene, come after their scroll area),
    // and round to the list again. Qt's own order was the order of creation, the list in the middle.
    QList<QWidget *> chain = {m_nav, m_canvas};
    for (const char *name : {"startHintOff", "startHintClose"})
        if (auto *b = m_startHint->findChild<QWidget *>(QLatin1String(name)))
            chain << b;
    chain << quizOverlay()->answerField() << m_narration << m_table << m_panelDock->widget();
    for (int i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
}

void MainWindow::buildStatusBar()
{
    new BusyIndicator(controller(), statusBar(), this);
}

bool MainWindow::openScene(const QString &id)
{
    return m_session->openScene(id);
}

void MainWindow::openLesson(const Lesson &lesson, const QString &path)
{
    m_session->lessons()->open(lesson, path);
}

void MainWindow::showSceneChrome(const QString &id)
{
    const ScenePainter *painter = painterFor(id);
    const QVariantMap opts = m_session->viewOptions();
    m_panel->setScene(controller()->scene()->params, controller()->params(), painter ? painter->options() : QList<ViewOption>{},
                      opts);
    m_canvas->setOptions(m_session->shownOptions());
    m_canvas->setView(m_session->view());
    updateViewChooser();
    transport()->setTransitionMs(painter ? painter->transitionMs() : 700);
    transport()->reset();
    m_canvas->setMessage({});
    for (int i = 0; i < m_nav->count(); ++i)
        if (m_nav->item(i)->data(Qt::UserRole).toString() == id) {
            QSignalBlocker block(m_nav);
            m_nav->setCurrentRow(i);
        }
    updateTitle();
}

void MainWindow::onTraceChanged()
{
    auto trace = controller()->trace();
    m_canvas->setMessage({});
    m_canvas->setTrace(trace);
    const ScenePainter *painter = painterFor(controller()->sceneId());
    m_tableModel->setTrace(trace, painter ? painter->tableColumns() : QStringList{},
                           painter ? painter->tableHeaders() : QStringList{}, painter);
    if (painter)
        for (const ViewOption &o : painter->options())
            m_panel->setOptionUnavailable(o.key, trace ? painter->optionUnavailable(o.key, *trace) : QString());
    updateTableVisibility();
    const int n = trace ? int(trace->frames.size()) : 0;
    m_transportBar->setFrameCount(n);
    transport()->setFrameCount(n);
    onFrameChanged();
    scheduleFit();
    updateTitle();
    if (trace && trace->diverged())
        statusBar()->showMessage(divergedText(*trace), 8000);
}

void MainWindow::onFrameChanged()
{
    const int i = transport()->index();
    m_canvas->setFrame(i, transport()->progress());
    // One step count everywhere: frame 0 is the start; while a transition plays, the counter,
    // table and narration already show the step the picture is moving to.
    const auto trace = controller()->trace();
    const int shown = trace ? shownStep(*trace, i, transport()->progress()) : i;
    const QString counter = trace && !trace->frames.empty() ? stepCounter(*trace, shown) : tr("no steps");
    m_transportBar->showStep(i, counter);
    const void *tr = trace.get();
    if (shown != m_shownIndex || tr != m_shownTrace) {
        m_shownIndex = shown;
        m_shownTrace = tr;
        m_tableModel->setCurrentRow(shown);
        if (shown < m_tableModel->rowCount()) {
            m_table->selectRow(shown);
            m_table->scrollTo(m_tableModel->index(shown, 0));
        }
        updateNarration();
    }
}

void MainWindow::updateNarration()
{
    auto trace = controller()->trace();
    const ScenePainter *painter = painterFor(controller()->sceneId());
    if (!trace || !painter || trace->frames.empty()) {
        const QString error = m_session->error();
        m_narration->setHtml(error.isEmpty() ? QString()
                                             : QStringLiteral("<p style='color:#d1242f'>%1</p>").arg(error.toHtmlEscaped()));
        return;
    }
    const int i = std::clamp(shownStep(*trace, transport()->index(), transport()->progress()), 0, int(trace->frames.size()) - 1);
    QString html = m_canvas->comparison() ? runComparisonNarration(*m_canvas->comparison(), i)
                                          : painter->narration(*trace, i, withView(m_session->shownOptions(), m_session->view()));
    if (const QString override = m_session->narrationOverrideHtml(); !override.isEmpty())
        html = override;
    if (trace->diverged() && i == int(trace->frames.size()) - 1)
        html += QStringLiteral("<p style='color:%1'><b>%2</b></p>")
                    .arg(m_baseStyle.warning.name(), divergedText(*trace).toHtmlEscaped());
    if (const QString question = quizModeNarration(
            *quiz(), *trace,
            [&](int frame) { return painter->narration(*trace, frame, withView(m_session->shownOptions(), m_session->view())); });
        !question.isEmpty()) // a frame's own words may name what the next step brings
        html = question;
    if (const QString error = m_session->error(); !error.isEmpty())
        html = QStringLiteral("<p style='color:%1'><b>%2</b></p>").arg(m_baseStyle.warning.name(), error.toHtmlEscaped()) + html;
    m_narration->setHtml(html);
    // The canvas as a screen reader meets it: the scene and the step as its name, the words shown
    // beside it as its description (Qt announces both changes; in quiz mode the same held-back words).
    const SceneDef *scene = controller()->scene();
    const QString name = QStringLiteral("%1, %2").arg(scene ? coreText(scene->title) : QString(), stepCounter(*trace, i));
    const QString words = m_narration->toPlainText();
    if (m_canvas->accessibleName() != name || m_canvas->accessibleDescription() != words) {
        // Each setter sends its own NameChanged or DescriptionChanged (QWidget does in Qt 6.4;
        // QAccessibleAnnouncementEvent is new in 6.8), which AT-SPI passes to the screen reader as
        // a property change: sending them here as well had Orca say every step twice
        // (tests/ui/check_atspi_tree.py counts one of each per step).
        m_canvas->setAccessibleName(name);
        m_canvas->setAccessibleDescription(words);
    }
}

void MainWindow::onEngineFailed(const QString &message)
{
    Q_UNUSED(message); // the session's error() says it
    m_canvas->setMessage(m_session->error());
    statusBar()->showMessage(m_session->error(), 8000);
    updateNarration();
}

void MainWindow::showStatus(const QString &text, int ms)
{
    statusBar()->showMessage(text, ms);
}

void MainWindow::onViewOptionsChanged()
{
    const QVariantMap opts = m_session->viewOptions();
    for (auto it = opts.begin(); it != opts.end(); ++it)
        if (auto *box = qobject_cast<QCheckBox *>(m_panel->optionBox(it.key())); box && box->isChecked() != it.value().toBool()) {
            QSignalBlocker block(box);
            box->setChecked(it.value().toBool());
        }
    m_canvas->setOptions(m_session->shownOptions());
    updateNarration();
    scheduleFit();
}

void MainWindow::onLocksChanged()
{
    m_panel->setLocked(m_session->lockedParams());
    const bool sceneLocked = m_session->sceneLocked();
    m_nav->setEnabled(!sceneLocked);
    m_nav->setToolTip(sceneLocked ? tr("Locked by the lesson: this slide stays on its scene.") : QString());
}

void MainWindow::setLockMenuEnabled(bool on)
{
    m_panel->setLockMenuEnabled(on);
}

QString MainWindow::narrationText() const
{
    return m_narration->toPlainText();
}
QString MainWindow::stepCounterText() const
{
    return m_transportBar->counterText();
}
QSlider *MainWindow::scrubber() const
{
    return m_transportBar->scrubber();
}
QComboBox *MainWindow::viewChooser() const
{
    return m_transportBar->viewChooser();
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        // A focused widget may claim a key before the shortcuts see it (a line edit claims the
        // arrows, the space bar, Ctrl+Z). Only a text field being typed in keeps the transport's keys.
        auto *w = qobject_cast<QWidget *>(watched);
        auto *key = static_cast<QKeyEvent *>(event);
        const auto plain = [](QKeyCombination k) {
            return QKeyCombination(k.keyboardModifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier), k.key());
        };
        bool windowKey = false;
        for (const QAction *a : std::as_const(m_windowKeys))
            for (const QKeySequence &seq : a->shortcuts())
                windowKey = windowKey || (seq.count() == 1 && plain(seq[0]) == plain(key->keyCombination()));
        if (w && w->window() == this && windowKey && !keyBelongsToTextField(QApplication::focusWidget(), *key)) {
            event->ignore();
            return true;
        }
    } else if (event->type() == QEvent::KeyPress) {
        // Return or Enter presses (or ticks) the focused button of the window: Space, which Qt
        // uses for that, plays the scene here, and Qt leaves Return to the buttons of a dialog,
        // so the window's own (the parameters' preset, their view boxes, the lesson's) took no key.
        const auto *key = static_cast<QKeyEvent *>(event);
        auto *button = qobject_cast<QAbstractButton *>(watched);
        auto *push = qobject_cast<QPushButton *>(watched);
        if (button && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
            (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier && button->window() == this && button->hasFocus() &&
            button->isEnabled() && !(push && (push->autoDefault() || push->isDefault()))) {
            button->click();
            return true;
        }
    } else if (watched == m_centre && event->type() == QEvent::Resize) {
        scheduleFit();
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::saveSettings()
{
    if (m_presentation->isOn())
        m_presentation->setOn(false);
    settings::geometry.set(saveGeometry());
    settings::windowState.set(saveState());
    settings::scene.set(controller()->sceneId());
    settings::theme.set(toString(m_theme));
}

void MainWindow::closeEvent(QCloseEvent *e)
{
    if (!m_lessonActions->confirmClose()) { // unsaved lesson edits: save, discard or stay
        e->ignore();
        return;
    }
    saveSettings();
    e->accept();
}

} // namespace sgd::ui
