#include "main_window.h"

#include "export_dialog.h"
#include "exporter.h"
#include "lessons.h"
#include "number_format.h"
#include "parameter_panel.h"
#include "scene_canvas.h"
#include "scene_painter.h"
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

/// One parameter edit; edits of one slider drag merge into one undo step.
class SetParamCommand : public QUndoCommand {
public:
    SetParamCommand(SceneController *c, QString scene, QString key, QString before, QString after, int mergeId)
        : m_c(c), m_scene(std::move(scene)), m_key(std::move(key)), m_before(std::move(before)), m_after(std::move(after)), m_merge(mergeId)
    {
        setText(QObject::tr("Set %1 to %2").arg(m_key, m_after));
    }
    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }
    int id() const override { return m_merge ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        auto *o = static_cast<const SetParamCommand *>(other);
        if (o->m_merge != m_merge || o->m_key != m_key || o->m_scene != m_scene)
            return false;
        m_after = o->m_after;
        setText(QObject::tr("Set %1 to %2").arg(m_key, m_after));
        return true;
    }

private:
    void apply(const QString &v)
    {
        if (m_c->sceneId() != m_scene)
            m_c->setScene(m_scene);
        m_c->setParam(m_key, v);
    }
    SceneController *m_c;
    QString m_scene, m_key, m_before, m_after;
    int m_merge;
};

/// Transport icons drawn in the palette's text colour, so they read in both themes at any scale.
QIcon transportIcon(QStyle::StandardPixmap kind, const QColor &color)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48}) {
        QPixmap pm(size * 2, size * 2);
        pm.setDevicePixelRatio(2.0);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        const double s = size;
        auto tri = [&](double x0, double x1, bool right) {
            QPolygonF t;
            if (right)
                t << QPointF(x0, s * 0.2) << QPointF(x1, s * 0.5) << QPointF(x0, s * 0.8);
            else
                t << QPointF(x1, s * 0.2) << QPointF(x0, s * 0.5) << QPointF(x1, s * 0.8);
            p.drawPolygon(t);
        };
        switch (kind) {
        case QStyle::SP_MediaSkipBackward:
            p.drawRect(QRectF(s * 0.2, s * 0.2, s * 0.12, s * 0.6));
            tri(s * 0.34, s * 0.8, false);
            break;
        case QStyle::SP_MediaSeekBackward:
            tri(s * 0.2, s * 0.75, false);
            break;
        case QStyle::SP_MediaPause:
            p.drawRect(QRectF(s * 0.25, s * 0.2, s * 0.17, s * 0.6));
            p.drawRect(QRectF(s * 0.58, s * 0.2, s * 0.17, s * 0.6));
            break;
        case QStyle::SP_MediaSeekForward:
            tri(s * 0.2, s * 0.66, true);
            p.drawRect(QRectF(s * 0.68, s * 0.2, s * 0.12, s * 0.6));
            break;
        default:
            tri(s * 0.25, s * 0.8, true);
            break;
        }
        p.end();
        icon.addPixmap(pm);
    }
    return icon;
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("SGD Studio"));
    m_controller = new SceneController(this);
    m_transport = new Transport(this);
    m_undo = new QUndoStack(this);
    buildUi();
    buildMenus();
    buildTransportBar();

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
        m_playAction->setIcon(transportIcon(on ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay, palette().color(QPalette::ButtonText)));
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
    m_canvas = new SceneCanvas(this);
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
    m_narration->setMinimumHeight(90);
    m_narration->setToolTip(tr("What the current step does, in words, with its numbers."));
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
    m_centre = new QSplitter(Qt::Vertical, this);
    m_centre->addWidget(m_canvas);
    m_centre->addWidget(m_bottom);
    m_centre->setStretchFactor(0, 1);
    m_centre->setStretchFactor(1, 0);
    m_centre->setChildrenCollapsible(false);
    m_centre->setSizes({640, 190});
    m_centre->installEventFilter(this); // refit on resize
    m_narration->setMinimumHeight(60);
    setCentralWidget(m_centre);
    m_fitTimer = new QTimer(this);
    m_fitTimer->setSingleShot(true);
    m_fitTimer->setInterval(30);
    connect(m_fitTimer, &QTimer::timeout, this, &MainWindow::fitLayout);

    m_nav = new QListWidget(this);
    m_nav->setObjectName(QStringLiteral("navigator"));
    m_nav->setToolTip(tr("The lecture's scenes in order; pick one to open it."));
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

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
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
    file->addAction(tr("Export every &figure of this scene…"), this, &MainWindow::exportAllFiguresInteractive);
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
    QAction *undo = m_undo->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undo->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    // Menu shortcuts keep working while presentation mode hides the menu bar.
    addActions({openTrace, exportPic, copy, quit, undo, redo});
    m_windowKeys << undo << redo;

    buildViewMenu(menuBar()->addMenu(tr("&View")));

    QMenu *lessons = menuBar()->addMenu(tr("&Lessons"));
    for (const LessonEntry &e : builtinLessons()) {
        QAction *a = lessons->addAction(QString::fromStdString(e.lesson.title));
        a->setToolTip(QString::fromStdString(e.lesson.description));
        a->setStatusTip(QString::fromStdString(e.lesson.description));
        const Lesson lesson = e.lesson;
        connect(a, &QAction::triggered, this, [this, lesson] { applyLesson(lesson); });
    }
    lessons->setToolTipsVisible(true);
    lessons->addSeparator();
    lessons->addAction(tr("&Open lesson file…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open lesson"), lastExportFolder(), tr("Lesson presets (*.json)"));
        if (path.isEmpty())
            return;
        Lesson lesson;
        QString error;
        if (!loadLessonFile(path, lesson, error)) {
            QMessageBox::warning(this, tr("Lesson not opened"), tr("This lesson file cannot be used.\n\n%1").arg(error));
            return;
        }
        applyLesson(lesson);
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About SGD Studio"), this, &MainWindow::showAbout);
    help->addAction(tr("&Diagnostics…"), this, [this] { showDiagnosticsDialog(this, m_compute); });
}

void MainWindow::buildViewMenu(QMenu *view)
{
    QMenu *theme = view->addMenu(tr("&Theme"));
    m_themeGroup = new QActionGroup(this);
    for (auto [t, label] : {std::pair{Theme::System, tr("Follow the &system")}, std::pair{Theme::Light, tr("&Light")},
                            std::pair{Theme::Dark, tr("&Dark")}}) {
        QAction *a = theme->addAction(label);
        a->setCheckable(true);
        a->setData(toString(t));
        m_themeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, t = t] { setTheme(t); });
    }
    buildTextScaleMenu(view);
    m_presentAction = view->addAction(tr("&Presentation mode"));
    m_presentAction->setCheckable(true);
    m_presentAction->setShortcut(Qt::Key_F11);
    m_presentAction->setShortcutContext(Qt::ApplicationShortcut);
    m_presentAction->setToolTip(tr("Full screen with large type for projecting; F11 again to leave."));
    connect(m_presentAction, &QAction::toggled, this, &MainWindow::setPresentationMode);
    addAction(m_presentAction);
    m_chromeAction = view->addAction(tr("&Menus and panels in presentation mode"));
    m_chromeAction->setCheckable(true);
    m_chromeAction->setShortcut(Qt::Key_F10);
    m_chromeAction->setEnabled(false);
    connect(m_chromeAction, &QAction::toggled, this, &MainWindow::setPresentationChromeShown);
    addAction(m_chromeAction);
    m_leaveAction = new QAction(tr("Leave presentation mode"), this);
    m_leaveAction->setShortcut(Qt::Key_Escape);
    m_leaveAction->setEnabled(false);
    connect(m_leaveAction, &QAction::triggered, this, [this] { setPresentationMode(false); });
    addAction(m_leaveAction);
    m_nextViewAction = view->addAction(tr("&Next view of this scene"));
    m_nextViewAction->setShortcut(QKeySequence(Qt::Key_V));
    m_nextViewAction->setShortcutContext(Qt::WindowShortcut);
    m_nextViewAction->setToolTip(tr("Show the scene's next view (for the scale lab: the scene, then the loss surface)."));
    connect(m_nextViewAction, &QAction::triggered, this, [this] {
        if (m_viewChooser && m_viewChooser->count() > 1)
            m_viewChooser->setCurrentIndex((m_viewChooser->currentIndex() + 1) % m_viewChooser->count());
    });
    addAction(m_nextViewAction);
    m_windowKeys << m_nextViewAction;
    view->addSeparator();
    view->addAction(m_navDock->toggleViewAction());
    view->addAction(m_panelDock->toggleViewAction());
}

QList<int> MainWindow::textScales() { return {100, 120, 140, 160, 180, 200}; }

int MainWindow::nearestTextScale(int percent)
{
    // The menu shows the steps; settings written elsewhere may hold any number.
    const QList<int> scales = textScales();
    return *std::min_element(scales.begin(), scales.end(), [percent](int a, int b) { return std::abs(a - percent) < std::abs(b - percent); });
}

void MainWindow::buildTextScaleMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("Te&xt size"));
    menu->setToolTipsVisible(true);
    menu->setToolTip(tr("Type on the canvas and in the narration; window and presentation mode each keep their own. "
                        "Presentation sizes are for a 1080-line projector; on fewer lines the type shrinks with the picture."));
    m_textScaleGroup = new QActionGroup(this);
    for (int percent : textScales()) {
        QAction *a = menu->addAction(tr("%1%").arg(percent));
        a->setCheckable(true);
        a->setData(percent);
        m_textScaleGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, percent] { setTextScale(percent); });
    }
    menu->addSeparator();
    auto step = [this](int direction) {
        const QList<int> scales = textScales();
        const int i = std::max(0, int(scales.indexOf(textScale()))); // setTextScale keeps it on a step
        setTextScale(scales.at(std::clamp(i + direction, 0, int(scales.size()) - 1)));
    };
    QAction *larger = menu->addAction(tr("&Larger"), this, [step] { step(+1); });
    larger->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    QAction *smaller = menu->addAction(tr("&Smaller"), this, [step] { step(-1); });
    smaller->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    addActions({larger, smaller});
}

void MainWindow::buildTransportBar()
{
    auto *bar = new QToolBar(tr("Transport"), this);
    bar->setObjectName(QStringLiteral("transportBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addToolBar(Qt::BottomToolBarArea, bar);

    auto action = [this, bar](const QString &text, const QKeySequence &key, const QString &tip, auto slot, QStyle::StandardPixmap icon = QStyle::SP_CustomBase) {
        QAction *a = new QAction(text, this);
        if (icon != QStyle::SP_CustomBase) {
            a->setIcon(transportIcon(icon, palette().color(QPalette::ButtonText)));
            a->setProperty("transportIcon", int(icon));
        }
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        connect(a, &QAction::triggered, m_transport, slot);
        bar->addAction(a);
        addAction(a);
        m_windowKeys << a;
        if (auto *b = qobject_cast<QToolButton *>(bar->widgetForAction(a)))
            b->setFocusPolicy(Qt::NoFocus);
        return a;
    };
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    action(tr("Reset"), QKeySequence(Qt::Key_Home), tr("Back to the first step"), &Transport::reset, QStyle::SP_MediaSkipBackward);
    action(tr("Back"), QKeySequence(Qt::Key_Left), tr("One step back"), &Transport::stepBack, QStyle::SP_MediaSeekBackward);
    QAction *play = action(tr("Play"), QKeySequence(Qt::Key_Space), tr("Play or pause"), &Transport::togglePlay, QStyle::SP_MediaPlay);
    m_playAction = play;
    m_playButton = qobject_cast<QToolButton *>(bar->widgetForAction(play));
    action(tr("Step"), QKeySequence(Qt::Key_Right), tr("One step forward"), &Transport::stepForward, QStyle::SP_MediaSeekForward);
    bar->addSeparator();
    QAction *slower = action(tr("−"), QKeySequence(Qt::Key_Minus), tr("Slower"), &Transport::slower);
    m_speedLabel = new QLabel(tr("Speed 1×"), this);
    m_speedLabel->setMinimumWidth(90);
    m_speedLabel->setAlignment(Qt::AlignCenter);
    m_speedLabel->setToolTip(tr("Playback speed, from 0.25× to 4×"));
    bar->insertWidget(nullptr, m_speedLabel);
    bar->removeAction(slower);
    bar->insertAction(bar->actions().constLast(), slower);
    QAction *faster = action(tr("+"), QKeySequence(Qt::Key_Plus), tr("Faster"), &Transport::faster);
    // '=' is '+' without shift on most keyboards.
    faster->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    bar->addSeparator();
    m_scrub = new QSlider(Qt::Horizontal, this);
    m_scrub->setObjectName(QStringLiteral("scrubber"));
    m_scrub->setFocusPolicy(Qt::NoFocus);
    m_scrub->setToolTip(tr("Drag to any step of the trace"));
    m_scrub->setMinimumWidth(240);
    connect(m_scrub, &QSlider::valueChanged, this, [this](int v) {
        if (v != m_transport->index())
            m_transport->seek(v);
    });
    bar->addWidget(m_scrub);
    m_counter = new QLabel(this);
    m_counter->setObjectName(QStringLiteral("stepCounter"));
    m_counter->setMinimumWidth(140);
    m_counter->setAlignment(Qt::AlignCenter);
    bar->addWidget(m_counter);
    m_viewChooser = new QComboBox(this);
    m_viewChooser->setObjectName(QStringLiteral("viewChooser"));
    m_viewChooser->setFocusPolicy(Qt::NoFocus);
    m_viewChooser->setToolTip(tr("Which view of the scene the canvas, the narration and exported pictures show (V: next view)"));
    m_viewChooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_viewChooser, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            setView(i == 0 ? QString() : m_viewChooser->itemData(i).toString());
    });
    m_viewChooserAction = bar->addWidget(m_viewChooser);
    m_viewChooserAction->setVisible(false);
}

void MainWindow::updateViewChooser()
{
    const ScenePainter *painter = painterFor(m_controller->sceneId());
    const QStringList views = painter ? painter->views() : QStringList{};
    const QString current = view();
    QSignalBlocker block(m_viewChooser);
    m_viewChooser->clear();
    for (const QString &v : views)
        m_viewChooser->addItem(tr("View: %1").arg(v), v);
    m_viewChooser->setCurrentIndex(current.isEmpty() ? 0 : std::max(0, int(views.indexOf(current))));
    m_viewChooserAction->setVisible(views.size() > 1);
    m_nextViewAction->setEnabled(views.size() > 1);
}

QString MainWindow::view() const { return m_views.value(m_controller->sceneId()); }

bool MainWindow::setView(const QString &name)
{
    const ScenePainter *painter = painterFor(m_controller->sceneId());
    const QStringList views = painter ? painter->views() : QStringList{};
    if (!name.isEmpty() && !views.contains(name))
        return false;
    // The default view travels as "", as the export command passes it.
    const QString v = views.isEmpty() || name == views.front() ? QString() : name;
    m_views[m_controller->sceneId()] = v;
    m_canvas->setView(v);
    {
        QSignalBlocker block(m_viewChooser);
        m_viewChooser->setCurrentIndex(v.isEmpty() ? 0 : int(views.indexOf(v)));
    }
    updateNarration();
    scheduleFit();
    emit viewChanged(v);
    return true;
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

void MainWindow::setBackend(const QString &choice, const QString &summary, const QString &reason)
{
    m_backendChoice = choice;
    m_compute = {choice, summary, reason};
    if (!m_backendLabel) {
        m_backendLabel = new QLabel(this);
        m_backendLabel->setObjectName(QStringLiteral("backendLabel"));
        statusBar()->addPermanentWidget(m_backendLabel);
    }
    // The projector shows what computes; why the GPU is not used is for the tooltip and Help.
    m_backendLabel->setText(tr("Compute: %1").arg(summary));
    QString tip = tr("Where the scale lab computes its gradients (choose with --backend cpu|cuda|auto).");
    if (!reason.isEmpty())
        tip += QLatin1Char('\n') + tr("The GPU is not used: %1.").arg(reason) + QLatin1Char('\n') + tr("Help > Diagnostics has the details.");
    m_backendLabel->setToolTip(tip);
    if (m_controller->params().def("backend") && m_controller->param(QStringLiteral("backend")) != choice)
        m_controller->setParam(QStringLiteral("backend"), choice);
}

void MainWindow::requestEdit(const QString &key, const QString &value, int mergeId)
{
    const ParamDef *def = m_controller->params().def(key.toStdString());
    if (!def)
        return;
    if (auto err = def->check(value.toStdString())) {
        m_panel->showError(key, tr("Not applied: %1 must be %2.").arg(key, QString::fromStdString(*err)));
        return;
    }
    const QString before = m_controller->param(key);
    if (before == value.trimmed())
        return;
    m_panel->showError(key, {});
    m_undo->push(new SetParamCommand(m_controller, m_controller->sceneId(), key, before, value.trimmed(), mergeId));
}

QString MainWindow::presetValue(const ParamDef &def) const
{
    // The compute backend chosen on the command line outlives presets and lessons.
    if (def.key == "backend" && !m_backendChoice.isEmpty())
        return m_backendChoice;
    return QString::fromStdString(def.defaultValue);
}

void MainWindow::applyLesson(const Lesson &lesson)
{
    const QString id = QString::fromStdString(lesson.scene);
    if (!openScene(id))
        return;
    const SceneDef *s = m_controller->scene();
    m_undo->beginMacro(tr("Lesson: %1").arg(QString::fromStdString(lesson.title)));
    for (const auto &d : s->params) {
        QString target = presetValue(d);
        for (const auto &[k, v] : lesson.params)
            if (k == d.key)
                target = QString::fromStdString(v);
        const QString key = QString::fromStdString(d.key);
        if (m_controller->param(key) != target)
            m_undo->push(new SetParamCommand(m_controller, id, key, m_controller->param(key), target, 0));
    }
    m_undo->endMacro();
    m_transport->reset();
    statusBar()->showMessage(QString::fromStdString(lesson.title + ": " + lesson.description), 10000);
}

void MainWindow::restorePreset()
{
    const SceneDef *s = m_controller->scene();
    if (!s)
        return;
    m_undo->beginMacro(tr("Restore the lecture preset"));
    for (const auto &d : s->params) {
        const QString key = QString::fromStdString(d.key);
        const QString def = presetValue(d);
        if (m_controller->param(key) != def)
            m_undo->push(new SetParamCommand(m_controller, m_controller->sceneId(), key, m_controller->param(key), def, 0));
    }
    m_undo->endMacro();
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
        statusBar()->showMessage(tr("Diverged: %1").arg(QString::fromStdString(trace->message())), 8000);
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
    QString html = painter->narration(*trace, i, withView(m_options.value(m_controller->sceneId()), view()));
    if (trace->diverged() && i == int(trace->frames.size()) - 1)
        html += QStringLiteral("<p style='color:%1'><b>%2</b></p>")
                    .arg(m_baseStyle.warning.name(), tr("Diverged: %1").arg(QString::fromStdString(trace->message())).toHtmlEscaped());
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

void MainWindow::setTheme(Theme theme)
{
    m_theme = theme;
    m_baseStyle = applyTheme(theme);
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == toString(theme));
    updateStyle();
    QSettings().setValue(QStringLiteral("theme"), toString(theme));
}

void MainWindow::updateStyle()
{
    for (QAction *a : actions()) {
        const QVariant kind = a->property("transportIcon");
        if (kind.isValid()) {
            auto k = QStyle::StandardPixmap(kind.toInt());
            if (a == m_playAction && m_transport->playing())
                k = QStyle::SP_MediaPause;
            a->setIcon(transportIcon(k, QApplication::palette().color(QPalette::ButtonText)));
        }
    }
    Style s = m_baseStyle;
    s.fontScale = effectiveTextScale();
    if (m_presentation)
        s.lineWidth *= 1.5;
    s.font.setPointSizeF(s.font.pointSizeF() * s.fontScale);
    m_canvas->setStyle(s);
    QFont nf = font();
    nf.setPointSizeF(QApplication::font().pointSizeF() * 1.15 * s.fontScale);
    m_narrationFont = nf;
    m_narration->setFont(nf);
    m_narration->document()->setDefaultFont(nf);
    for (QAction *a : m_textScaleGroup->actions())
        a->setChecked(a->data().toInt() == textScale());
    updateNarration();
    scheduleFit();
}

double MainWindow::effectiveTextScale() const
{
    const double chosen = textScale() / 100.0;
    if (!m_presentation)
        return chosen;
    // Projected, the wall sets the size: a 720-line projector shows the same picture as a 1080-line
    // one, each pixel larger. Type keeps its share of the picture (never below the window's).
    const QScreen *s = screen();
    const double lines = s ? s->geometry().height() : 1080.0;
    return std::max(1.0, chosen * std::min(1.0, lines / 1080.0));
}

void MainWindow::setTextScale(int percent)
{
    const int snapped = nearestTextScale(percent);
    (m_presentation ? m_presentTextScale : m_textScale) = snapped;
    QSettings().setValue(m_presentation ? QStringLiteral("view/presentationTextScale") : QStringLiteral("view/textScale"), snapped);
    updateStyle();
}

void MainWindow::setPresentationMode(bool on)
{
    if (m_presentation == on)
        return;
    m_presentation = on;
    {
        QSignalBlocker block(m_presentAction);
        m_presentAction->setChecked(on);
    }
    m_chromeAction->setEnabled(on);
    m_leaveAction->setEnabled(on);
    if (on) {
        m_wasMaximized = isMaximized();
        m_navWasShown = m_navDock->isVisibleTo(this);
        m_panelWasShown = m_panelDock->isVisibleTo(this);
        setPresentationChromeShown(false);
        m_navDock->hide();
        showFullScreen();
        showPresentationHint();
    } else {
        setPresentationChromeShown(true);
        m_chromeShown = false;
        m_panelDock->setVisible(m_panelWasShown);
        m_navDock->setVisible(m_navWasShown);
        m_hint->hide();
        m_wasMaximized ? showMaximized() : showNormal();
    }
    updateTableVisibility();
    updateStyle();
}

void MainWindow::setPresentationChromeShown(bool shown)
{
    if (!m_presentation && !shown)
        return; // outside presentation mode the menus and the status bar always show
    m_chromeShown = shown;
    {
        QSignalBlocker block(m_chromeAction);
        m_chromeAction->setChecked(shown && m_presentation);
    }
    menuBar()->setVisible(shown);
    statusBar()->setVisible(shown);
    if (m_presentation)
        m_panelDock->setVisible(shown);
    scheduleFit();
}

void MainWindow::placeHint() { m_hint->move((m_canvas->width() - m_hint->width()) / 2, m_canvas->height() - m_hint->height() - 12); }

void MainWindow::showPresentationHint()
{
    QSettings settings;
    if (settings.value(QStringLiteral("presentation/hintShown")).toBool())
        return;
    settings.setValue(QStringLiteral("presentation/hintShown"), true);
    m_hint->setText(tr("Presentation mode · F10 shows the menus and panels · Esc leaves"));
    m_hint->adjustSize();
    placeHint();
    m_hint->show();
    m_hint->raise();
    QTimer::singleShot(8000, m_hint, &QWidget::hide);
}

bool MainWindow::tableWanted() const
{
    const ScenePainter *painter = painterFor(m_controller->sceneId());
    return painter && !painter->tableColumns().isEmpty() && !m_presentation;
}

void MainWindow::updateTableVisibility()
{
    const bool on = tableWanted();
    if (m_bottom->currentWidget() == m_bottomTabs)
        m_bottomTabs->setTabVisible(m_bottomTabs->indexOf(m_table), on);
    else
        m_table->setVisible(on);
}

PictureOptions MainWindow::currentPictureOptions() const
{
    PictureOptions o;
    o.step = m_transport->index();
    o.viewOptions = m_options.value(m_controller->sceneId());
    o.view = view();
    o.style = Style::print();
    return o;
}

QString MainWindow::lastExportFolder() const
{
    const QString def = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return QSettings().value(QStringLiteral("export/folder"), def.isEmpty() ? QDir::homePath() : def).toString();
}

void MainWindow::rememberExportFolder(const QString &path)
{
    QSettings().setValue(QStringLiteral("export/folder"), QFileInfo(path).absolutePath());
}

void MainWindow::reportExportResult(bool ok, const QString &path, const QString &error)
{
    if (ok)
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 6000);
    else
        QMessageBox::warning(this, tr("Export failed"), tr("The file was not saved.\n\n%1").arg(error));
}

void MainWindow::exportPictureInteractive()
{
    auto trace = m_controller->trace();
    if (!trace || trace->frames.empty())
        return;
    ExportDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.saveSettings();
    const PictureFormat format = dialog.format();
    const QString ext = format == PictureFormat::Png ? QStringLiteral("png") : format == PictureFormat::Svg ? QStringLiteral("svg") : QStringLiteral("pdf");
    const QString suggested = QDir(lastExportFolder()).filePath(figureFileName(*trace, view(), m_transport->index(), format));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export picture"), suggested, tr("%1 files (*.%2)").arg(ext.toUpper(), ext));
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    PictureOptions o = dialog.options(m_baseStyle);
    o.step = m_transport->index();
    o.viewOptions = m_options.value(m_controller->sceneId());
    o.view = view();
    QString error;
    reportExportResult(exportPicture(*trace, path, format, o, error), path, error);
}

void MainWindow::exportTraceInteractive()
{
    auto trace = m_controller->trace();
    if (!trace)
        return;
    const QString suggested = QDir(lastExportFolder()).filePath(QString::fromStdString(trace->scene) + QStringLiteral(".csv"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export trace"), suggested, tr("CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    QString error;
    reportExportResult(exportTrace(*trace, path, error), path, error);
}

void MainWindow::exportHandoutInteractive()
{
    auto trace = m_controller->trace();
    if (!trace || trace->frames.empty())
        return;
    const QString suggested = QDir(lastExportFolder()).filePath(QString::fromStdString(trace->scene) + QStringLiteral("_handout.pdf"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export handout"), suggested, tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = exportHandout(*trace, path, currentPictureOptions(), error);
    QApplication::restoreOverrideCursor();
    reportExportResult(ok, path, error);
}

void MainWindow::exportAllFiguresInteractive()
{
    auto trace = m_controller->trace();
    if (!trace || trace->frames.empty())
        return;
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder for every figure of this scene"), lastExportFolder());
    if (folder.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("export/folder"), folder);
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const int n = exportAllFigures(*trace, folder, PictureFormat::Svg, currentPictureOptions(), error);
    QApplication::restoreOverrideCursor();
    if (n < 0)
        reportExportResult(false, folder, error);
    else
        statusBar()->showMessage(tr("Saved %1 figures in %2").arg(n).arg(QDir::toNativeSeparators(folder)), 6000);
}

void MainWindow::copyPicture()
{
    auto trace = m_controller->trace();
    if (!trace || trace->frames.empty())
        return;
    PictureOptions o = currentPictureOptions();
    o.style = m_baseStyle;
    o.size = m_canvas->size();
    o.scale = devicePixelRatioF();
    QApplication::clipboard()->setImage(pictureImage(*trace, o));
    statusBar()->showMessage(tr("Picture of step %1 copied to the clipboard").arg(o.step), 4000);
}

QString MainWindow::narrationText() const { return m_narration->toPlainText(); }
QString MainWindow::stepCounterText() const { return m_counter->text(); }

QString MainWindow::aboutText() const
{
    QString text = tr("<h3>SGD Studio %1</h3><p>Step through stochastic gradient descent on one machine and on many: "
                      "one weight, mini-batches, synchronous and asynchronous parameter servers, and gossip "
                      "without a server.</p><p>Every number on screen comes from the engine's trace.</p>")
                       .arg(QStringLiteral(SGD_STUDIO_VERSION));
    if (!m_compute.summary.isEmpty())
        text += tr("<p>Compute: %1.").arg(m_compute.summary.toHtmlEscaped());
    if (!m_compute.reason.isEmpty())
        text += tr(" The GPU is not used: %1.").arg(m_compute.reason.toHtmlEscaped());
    if (!m_compute.summary.isEmpty())
        text += QStringLiteral("</p>");
    return text + tr("<p>Qt %1. Help &gt; Diagnostics has the details.</p>").arg(QString::fromLatin1(qVersion()));
}

void MainWindow::showAbout() { QMessageBox::about(this, tr("About SGD Studio"), aboutText()); }

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
