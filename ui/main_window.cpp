#include "main_window.h"

#include "quiz_controller.h"

#include "export_dialog.h"
#include "render/exporter.h"
#include "lesson_actions.h"
#include "lessons.h"
#include "render/number_format.h"
#include "parameter_panel.h"
#include "quiz_controller.h"
#include "render/run_compare_painter.h"
#include "scene_canvas.h"
#include "render/scene_painter.h"
#include "text_focus.h"
#include "trace_table_model.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCloseEvent>
#include <QPainter>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QStandardPaths>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSlider>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QStatusBar>
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
    QString message = QString::fromStdString(trace.message());
    if (message.isEmpty())
        return QObject::tr("Diverged.");
    if (message.contains(QLatin1String("diverge"), Qt::CaseInsensitive) || message.contains(QLatin1String("ran away"), Qt::CaseInsensitive)) {
        message[0] = message[0].toUpper();
        return message;
    }
    return QObject::tr("Diverged: %1").arg(message);
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("SGD Studio"));
    m_controller = new SceneController(this);
    m_transport = new Transport(this);
    m_undo = new QUndoStack(this);
    buildUi();
    m_lessonActions = new LessonActions(this);
    buildMenus();
    buildTransportBar();
    m_lessonActions->addToTransportBar();
    buildQuiz();
    buildTeachingTools();
    connectLessonTools();

    connect(m_controller, &SceneController::traceChanged, this, &MainWindow::onTraceChanged);
    connect(m_controller, &SceneController::busyChanged, this, &MainWindow::onBusyChanged);
    connect(m_controller, &SceneController::failed, this, &MainWindow::onEngineFailed);
    connect(m_controller, &SceneController::progressChanged, this, [this](double f) {
        m_progress->setValue(int(f * 100));
        m_canvas->setProgress(f);
    });
    connect(m_controller, &SceneController::paramChanged, this, [this](const QString &k, const QString &v) { m_panel->showValue(k, v); });
    connect(m_transport, &Transport::changed, this, &MainWindow::onFrameChanged);
    connect(m_transport, &Transport::playingChanged, this, [this](bool on) {
        m_playAction->setText(on ? tr("Pause") : tr("Play"));
        refreshTransportIcons();
    });
    connect(m_transport, &Transport::speedChanged, this, [this](double s) { m_speedLabel->setText(tr("Speed %1×").arg(formatNumber(s))); });
    connect(m_panel, &ParameterPanel::editRequested, this, &MainWindow::requestEdit);
    connect(m_panel, &ParameterPanel::resetRequested, this, &MainWindow::restorePreset);
    // Enter in a field commits it and gives the keys back to the transport.
    connect(m_panel, &ParameterPanel::committed, this, [this](const QString &key) {
        if (m_panel->errorText(key).isEmpty())
            m_canvas->setFocus(Qt::OtherFocusReason);
    });
    connect(m_panel, &ParameterPanel::optionToggled, this, [this](const QString &k, bool on) {
        m_options[m_controller->sceneId()][k] = on;
        m_canvas->setOptions(m_options[m_controller->sceneId()]);
        updateNarration();
        scheduleFit();
    });
    m_canvas->onSetParam = [this](const QString &k, const QString &v) { requestEdit(k, v, 0); };

    qApp->installEventFilter(this); // transport keys from anywhere (see eventFilter)
    QSettings settings;
    m_textScale = nearestTextScale(settings.value(QStringLiteral("view/textScale"), m_textScale).toInt());
    m_presentTextScale = nearestTextScale(settings.value(QStringLiteral("view/presentationTextScale"), m_presentTextScale).toInt());
    m_theme = themeFromString(settings.value(QStringLiteral("theme"), QStringLiteral("system")).toString());
    setTheme(m_theme);
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray())) {
        resize(1440, 900);
        resizeDocks({m_navDock, m_panelDock}, {170, 300}, Qt::Horizontal);
    }
    restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    const QString last = settings.value(QStringLiteral("scene"), QStringLiteral("single-weight")).toString();
    if (!openScene(last))
        openScene(QStringLiteral("single-weight"));
}

MainWindow::~MainWindow()
{
    // The children go after this body. A parameter field that loses its focus then (a floating panel
    // closing) would commit its text into a half-destroyed window: nothing may reach it any more.
    qApp->removeEventFilter(this);
    m_panel->disconnect(this);
    m_canvas->onSetParam = nullptr;
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
    m_hint = new QLabel(m_canvas);
    m_hint->setObjectName(QStringLiteral("presentationHint"));
    m_hint->setStyleSheet(QStringLiteral("QLabel { background: rgba(20, 20, 20, 215); color: white; border: 1px solid rgba(255, 255, 255, 140); border-radius: 8px; padding: 10px 18px; }"));
    m_hint->setAttribute(Qt::WA_TransparentForMouseEvents);
    QFont hintFont = font();
    hintFont.setPointSizeF(hintFont.pointSizeF() * 1.5);
    m_hint->setFont(hintFont);
    m_hint->hide();
    m_canvas->installEventFilter(this); // keeps the hint in place
    m_narration = new QTextBrowser(this);
    m_narration->setObjectName(QStringLiteral("narration"));
    m_narration->setOpenLinks(false);
    m_narration->setMinimumHeight(60);
    m_narration->setToolTip(tr("What the current step does, in words, with its numbers."));
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
    m_tableModel = new TraceTableModel(this);
    m_table->setModel(m_tableModel);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->setVisible(false);
    // Every column as wide as its widest cell or header: nothing is ever elided.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->verticalHeader()->setDefaultSectionSize(QFontMetrics(font()).height() + 6);
    m_table->setToolTip(tr("Every step of the trace; click a row to jump there. Hover a cell for full precision."));
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &i) { m_transport->seek(i.row()); });
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
    m_nav->setObjectName(QStringLiteral("navigator"));
    m_nav->setToolTip(tr("The lecture's scenes in order; pick one to open it."));
    // A long name wraps onto a second line in the narrow column instead of losing its end.
    m_nav->setWordWrap(true);
    m_nav->setTextElideMode(Qt::ElideNone);
    m_nav->setResizeMode(QListView::Adjust);
    m_nav->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    int n = 1;
    for (const auto &s : allScenes()) {
        auto *item = new QListWidgetItem(QStringLiteral("%1. %2").arg(n++).arg(QString::fromStdString(s.title)), m_nav);
        item->setData(Qt::UserRole, QString::fromStdString(s.id));
        item->setToolTip(QString::fromStdString(s.summary));
    }
    for (const char *later : {"Scale lab"}) {
        if (findScene("scale-lab"))
            break;
        auto *item = new QListWidgetItem(QStringLiteral("%1. %2").arg(n++).arg(tr(later)), m_nav);
        item->setFlags(Qt::NoItemFlags);
        item->setToolTip(tr("Coming in a later version."));
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
    m_panelDock = new QDockWidget(tr("Parameters"), this);
    m_panelDock->setObjectName(QStringLiteral("parametersDock"));
    m_panelDock->setWidget(scroll);
    m_panelDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, m_panelDock);
}

void MainWindow::buildStatusBar()
{
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(200);
    m_progress->setFormat(tr("computing… %p%"));
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setToolTip(tr("Stop this computation and keep the previous result on screen."));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_controller->cancel();
        statusBar()->showMessage(tr("Computation cancelled; showing the previous result."), 4000);
    });
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    m_busyDelay = new QTimer(this);
    m_busyDelay->setSingleShot(true);
    m_busyDelay->setInterval(150); // longer than a blink: show progress and offer cancel
    connect(m_busyDelay, &QTimer::timeout, this, [this] {
        if (m_controller->busy()) {
            m_progress->show();
            m_cancel->show();
        }
    });
}

bool MainWindow::openScene(const QString &id)
{
    if (m_controller->sceneId() == id)
        return true;
    if (!m_controller->setScene(id))
        return false;
    if (!m_backendChoice.isEmpty() && m_controller->params().def("backend") && m_controller->param(QStringLiteral("backend")) != m_backendChoice)
        m_controller->setParam(QStringLiteral("backend"), m_backendChoice);
    showSceneChrome(id);
    return true;
}

void MainWindow::showSceneChrome(const QString &id)
{
    const ScenePainter *painter = painterFor(id);
    QVariantMap &opts = m_options[id];
    if (painter)
        for (const auto &o : painter->options())
            if (!opts.contains(o.key))
                opts[o.key] = o.defaultValue;
    m_panel->setScene(m_controller->scene()->params, m_controller->params(), painter ? painter->options() : QList<ViewOption>{}, opts);
    m_canvas->setOptions(opts);
    m_canvas->setView(view());
    updateViewChooser();
    m_transport->setTransitionMs(painter ? painter->transitionMs() : 700);
    m_transport->reset();
    m_error.clear();
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
    auto trace = m_controller->trace();
    m_error.clear();
    m_canvas->setMessage({});
    m_canvas->setTrace(trace);
    const ScenePainter *painter = painterFor(m_controller->sceneId());
    m_tableModel->setTrace(trace, painter ? painter->tableColumns() : QStringList{}, painter ? painter->tableHeaders() : QStringList{}, painter);
    updateTableVisibility();
    const int n = trace ? int(trace->frames.size()) : 0;
    {
        QSignalBlocker block(m_scrub);
        m_scrub->setRange(0, std::max(0, n - 1));
    }
    m_transport->setFrameCount(n);
    onFrameChanged();
    scheduleFit();
    updateTitle();
    if (trace && trace->diverged())
        statusBar()->showMessage(divergedText(*trace), 8000);
}

void MainWindow::onFrameChanged()
{
    const int i = m_transport->index();
    m_canvas->setFrame(i, m_transport->progress());
    {
        QSignalBlocker block(m_scrub);
        m_scrub->setValue(i);
    }
    // One step count everywhere: frame 0 is the start; while a transition plays, the counter,
    // table and narration already show the step the picture is moving to.
    const auto trace = m_controller->trace();
    const int shown = trace ? shownStep(*trace, i, m_transport->progress()) : i;
    const QString counter = trace && !trace->frames.empty() ? stepCounter(*trace, shown) : tr("no steps");
    m_counter->setText(counter);
    m_scrub->setToolTip(tr("Drag to any step of the trace (now: %1; 0 is the start)").arg(counter));
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
    auto trace = m_controller->trace();
    const ScenePainter *painter = painterFor(m_controller->sceneId());
    if (!trace || !painter || trace->frames.empty()) {
        m_narration->setHtml(m_error.isEmpty() ? QString() : QStringLiteral("<p style='color:#d1242f'>%1</p>").arg(m_error.toHtmlEscaped()));
        return;
    }
    const int i = std::clamp(shownStep(*trace, m_transport->index(), m_transport->progress()), 0, int(trace->frames.size()) - 1);
    QString html = m_canvas->comparison() ? runComparisonNarration(*m_canvas->comparison(), i)
                                          : painter->narration(*trace, i, withView(m_options.value(m_controller->sceneId()), view()));
    if (!m_narrationOverride.isEmpty())
        html = m_narrationOverride;
    if (trace->diverged() && i == int(trace->frames.size()) - 1)
        html += QStringLiteral("<p style='color:%1'><b>%2</b></p>")
                    .arg(m_baseStyle.warning.name(), divergedText(*trace).toHtmlEscaped());
    if (const QString quiz = m_quiz ? m_quiz->narrationHtml() : QString(); !quiz.isEmpty()) // the question hides the frame's words
        html = m_quiz->phase() == QuizController::Phase::Asking ? quiz : quiz + QStringLiteral("<br><br>") + html;
    if (!m_error.isEmpty())
        html = QStringLiteral("<p style='color:%1'><b>%2</b></p>").arg(m_baseStyle.warning.name(), m_error.toHtmlEscaped()) + html;
    m_narration->setHtml(html);
}

void MainWindow::onBusyChanged(bool busy)
{
    m_canvas->setBusy(busy);
    if (busy) {
        m_progress->setValue(0);
        m_busyDelay->start();
    } else {
        m_busyDelay->stop();
        m_progress->hide();
        m_cancel->hide();
    }
}

void MainWindow::onEngineFailed(const QString &message)
{
    m_error = tr("Could not compute this scene: %1").arg(message);
    m_canvas->setMessage(m_error);
    statusBar()->showMessage(m_error, 8000);
    updateNarration();
}

QString MainWindow::narrationText() const { return m_narration->toPlainText(); }
QString MainWindow::stepCounterText() const { return m_counter->text(); }

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        // A focused widget may claim a key before the shortcuts see it (a line edit claims the
        // arrows, the space bar, Ctrl+Z). Only a text field being typed in keeps the transport's keys.
        auto *w = qobject_cast<QWidget *>(watched);
        auto *key = static_cast<QKeyEvent *>(event);
        const auto plain = [](QKeyCombination k) { return QKeyCombination(k.keyboardModifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier), k.key()); };
        bool windowKey = false;
        for (const QAction *a : std::as_const(m_windowKeys))
            for (const QKeySequence &seq : a->shortcuts())
                windowKey = windowKey || (seq.count() == 1 && plain(seq[0]) == plain(key->keyCombination()));
        if (w && w->window() == this && windowKey && !keyBelongsToTextField(QApplication::focusWidget(), *key)) {
            event->ignore();
            return true;
        }
    } else if (watched == m_centre && event->type() == QEvent::Resize) {
        scheduleFit();
    } else if (watched == m_canvas && event->type() == QEvent::Resize) {
        placeHint();
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::saveSettings()
{
    QSettings settings;
    if (m_presentation)
        setPresentationMode(false);
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
    settings.setValue(QStringLiteral("scene"), m_controller->sceneId());
    settings.setValue(QStringLiteral("theme"), toString(m_theme));
}

void MainWindow::closeEvent(QCloseEvent *e)
{
    saveSettings();
    e->accept();
}

} // namespace sgd::ui
