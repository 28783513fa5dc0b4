#pragma once
// The classroom window: scene navigator, canvas, narration, step table, parameters, transport.

#include "core/lesson.h"
#include "core/pen.h"
#include "core/trace_file.h"
#include "diagnostics.h"
#include "lesson_actions.h"
#include "theme.h"
#include "ui/render/exporter.h"
#include "ui/session/autosave.h"
#include "ui/session/scene_controller.h"
#include "ui/session/studio_session.h"
#include "ui/session/transport.h"

#include <QMainWindow>
#include <QVariantMap>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QLabel;
class QListWidget;
class QMenu;
class QProgressBar;
class QPushButton;
class QSlider;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QToolButton;
class QUndoStack;
class QTimer;

namespace sgd::ui {

class LessonActions;
class LessonSession;
class PenOverlay;
class PenPalette;
class PenTools;
class ParameterPanel;
class PresentationMode;
class QuizController;
class QuizOverlay;
class QuizTools;
class SceneCanvas;
class StartHint;
class TraceTableModel;
class TransportBar;

/// The window: widgets, menus and keys over the document, StudioSession (ui/session/studio_session.h),
/// which holds the scene, its parameters, trace, step, view, undo stack and lesson.
class MainWindow : public QMainWindow, private LessonHost, private AutosaveHost {
    Q_OBJECT
public:
    /// The window over `session`, which app/ builds (app/cli/window_command.cpp) and which outlives
    /// the window; the tests' SessionWindow (tests/ui/session_window.h) holds one of its own.
    /// `desktop`: the desktop's look before any theme was applied (app/ reads it once at start).
    explicit MainWindow(StudioSession *session, DesktopLook desktop = DesktopLook::read(), QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a scene by id; false when there is no such scene.
    bool openScene(const QString &id);
    /// Shows a saved trace (JSON, format 2) in the scene's views without recomputing it: its scene,
    /// its parameters, every frame. A file that cannot be shown changes nothing: false, with one
    /// line naming the problem in `error`. Editing a parameter afterwards recomputes as usual.
    bool openTraceFile(const QString &path, QString *error = nullptr);
    /// Shows a trace already read (and checked) from `path`, as openTraceFile() does after reading it.
    void showLoadedTrace(LoadedTrace loaded, const QString &path);
    void setTheme(Theme theme);
    /// View > Reduce motion: steps jump instead of moving (remembered; first: the desktop's wish).
    void setReduceMotion(bool on);
    bool reduceMotion() const;
    /// Full screen, large type, no menu bar, status bar or panels (F10 shows them, Esc leaves);
    /// the mode and the text sizes are PresentationMode's (presentation_mode.h).
    void setPresentationMode(bool on);
    bool presentationMode() const;
    /// In presentation mode: shows or hides the menu bar, the status bar and the parameter panel.
    void setPresentationChromeShown(bool shown);
    bool presentationChromeShown() const;
    /// The text size of the canvas and the narration in percent (textScales()), for the mode shown
    /// now: window and presentation mode each remember their own.
    void setTextScale(int percent);
    int textScale() const;
    static QList<int> textScales();
    static int nearestTextScale(int percent);
    /// The factor the canvas style and the narration use: textScale() / 100 in the window; in
    /// presentation mode that much on a 1080-line screen, proportionally less on fewer lines.
    double effectiveTextScale() const;
    /// The compute backend the scale lab uses ("auto", "cpu", "cuda"): a calm summary for the status
    /// bar ("CPU, 8 threads") and, when the GPU is not used, why (tooltip, About, Diagnostics).
    void setBackend(const QString &choice, const QString &summary, const QString &reason = {});
    /// The document shown: scene, parameters, trace, step, view, undo stack, lesson.
    StudioSession *session() const { return m_session; }
    /// Opens a lesson to present: its first slide is shown, Page Down/Up walk the slides (lesson_actions.cpp).
    /// `path` is the file it came from (empty: built in or new).
    void openLesson(const Lesson &lesson, const QString &path = {});
    LessonActions *lessonActions() const { return m_lessonActions; }
    /// What the autosave (ui/session/autosave.h) asks of this window: lesson, pen notes, status, File menu.
    AutosaveHost *autosaveHost() { return this; }

    // The widgets, for tests and scripted screenshots (the document's state: session()).
    SceneCanvas *canvas() const { return m_canvas; }
    ParameterPanel *parameterPanel() const { return m_panel; }
    QTextBrowser *narrationView() const { return m_narration; }
    QTableView *tableView() const { return m_table; }
    QString narrationText() const;
    /// The options a picture of the current frame is exported with (current step, view toggles).
    PictureOptions currentPictureOptions() const;
    QString stepCounterText() const;
    QLabel *backendLabel() const { return m_backendLabel; }
    QLabel *sourceLabel() const { return m_sourceLabel; }
    QLabel *presentationHint() const;
    QTabWidget *bottomTabs() const { return m_bottomTabs; }
    /// The About box's text (HTML).
    QString aboutText() const;
    /// Sizes the table, the narration and the canvas for the window's size now (it also happens by
    /// itself, shortly after a resize, a new trace or a new text size).
    void fitLayout();
    QDockWidget *scenesDock() const { return m_navDock; }
    QSlider *scrubber() const;
    QComboBox *viewChooser() const;
    QuizOverlay *quizOverlay() const;
    QAction *quizAction() const;

    /// The teacher's pen over the canvas (pen_overlay.h); P or the Pen button turns it on and off.
    PenOverlay *pen() const;
    QAction *penAction() const;
    /// The pen's floating bar; sized for the projector in presentation mode.
    PenPalette *penPalette() const;
    /// While on, the canvas's mouse draws and Ctrl+Z is the pen's undo (the session's one stack).
    void setPenActive(bool on);
    /// Shows the scene's "What to look for" (Help menu, Shift+F1, a click on the scene's title).
    void showLookForScene();
    /// Keeps the geometry, dock layout, scene and theme for the next window (at close, and before
    /// the window is rebuilt in another language).
    void saveSettings();

signals:
    /// View > Language chose a language other than the one shown (a shipped code, ui/render/language.h);
    /// the window is rebuilt in it by whoever made it (app/cli/window_command.cpp).
    void languageChosen(const QString &code);

protected:
    void closeEvent(QCloseEvent *e) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // LessonHost: what the lesson tools need of the window.
    QMainWindow *hostWindow() override { return this; }
    void showStatus(const QString &text, int ms) override;
    void addWindowKeys(const QList<QAction *> &keys) override { m_windowKeys << keys; }
    void setLockMenuEnabled(bool on) override;
    QString lastExportFolder() const override;
    void rememberExportFolder(const QString &path) override;
    // AutosaveHost (showStatus above serves both): main_window_teach.cpp.
    QJsonObject lessonState() const override;
    bool restoreLessonState(const QJsonObject &state, QString &error) override;
    std::vector<PenStroke> penNotes() const override;
    void setPenNotes(std::vector<PenStroke> notes) override;
    void watchPenNotes(QObject *context, std::function<void()> changed) override;
    QString statusLine() const override;
    QString title() const override { return windowTitle(); }
    void offerCrashedSession(const QString &text, const QString &toolTip, std::function<void()> chosen) override;
    void closeWithoutAsking() override;

    SceneController *controller() const { return m_session->controller(); }
    Transport *transport() const { return m_session->transport(); }
    QuizController *quiz() const { return m_session->quiz(); }

    void buildUi();     ///< the pieces below
    void buildCentre(); ///< canvas over narration and step table
    void buildTable();
    void buildBottom(); ///< narration | table, or the two as tabs
    void buildNavigator();
    void buildPanelDock();
    void buildStatusBar();
    void buildMenus();
    void buildTransportBar();
    void orderTabs(); ///< the Tab order of the window's parts (after all are built)
    void buildQuiz(); ///< after the transport bar: QuizTools (Q, R, the card); the quiz is the session's
    void syncQuiz();  ///< the table's hidden rows and the narration follow the quiz
    void onTraceChanged();
    /// The panel, view chooser, transport and navigator for the controller's scene `id`.
    void showSceneChrome(const QString &id);
    /// "SGD Studio — scene", naming the file when the trace shown was read from one.
    void updateTitle();
    /// Sets `title`, with the open lesson's name and its unsaved-edits mark after it.
    void applyTitle(const QString &title);
    void openTraceInteractive();
    void onFrameChanged();
    void onEngineFailed(const QString &message);
    void requestEdit(const QString &key, const QString &value, int mergeId);
    /// The session's view, view toggles and locks shown (its signals).
    void onViewChanged(const QString &view);
    void onViewOptionsChanged();
    void onLocksChanged();
    void updateNarration();
    void updateViewChooser();
    void updateStyle();
    void showAbout();
    /// Help > Manual: opens the HTML manual (installed, or the build tree's) in the desktop's browser.
    void showManual();
    void buildViewMenu(QMenu *view);
    void onPresentationChanged(); ///< the table, the style and the layout for the mode shown
    void scheduleFit();
    /// Moves the scene list above the parameters in a narrow window and back in a wide one; true
    /// when it moved.
    bool arrangeDocks();
    /// Narration beside the table, or (when the centre is too narrow for both) the two as tabs.
    void arrangeBottom(bool tabbed);
    bool tableWanted() const;
    int tabBarHeight() const;
    void updateTableVisibility();
    int tableContentWidth() const;
    /// The narration of about 40 frames of the trace (all of a short one), as HTML.
    QStringList narrationSamples() const;
    /// The height the tallest of `samples` (and the text shown now) needs in `font` at `width`;
    /// `tallest` gets the index of the tallest sample.
    int narrationHeightNeeded(const QStringList &samples, const QFont &font, int width, int *tallest) const;
    void exportPictureInteractive();
    void exportTraceInteractive();
    void exportHandoutInteractive();
    void exportWebPageInteractive();
    void exportAllFiguresInteractive();
    void exportAnimationInteractive();
    void copyPicture();
    void reportExportResult(bool ok, const QString &path, const QString &error);
    void buildTeachingTools(); ///< the pen (PenTools) and the help additions (main_window_teach.cpp)
    void connectLessonTools(); ///< a lesson's slides carry the quiz's questions and the charts' zoom (the pen's notes: PenTools)
    void buildHelpActions();
    void buildLanguageMenu(QMenu *view);   ///< View > Language
    void buildLessonsMenu(QMenu *lessons); ///< the built-in lessons, Open lesson file…, the lesson tools

    StudioSession *m_session = nullptr;
    SceneCanvas *m_canvas = nullptr;
    ParameterPanel *m_panel = nullptr;
    QDockWidget *m_panelDock = nullptr;
    QDockWidget *m_navDock = nullptr;
    QListWidget *m_nav = nullptr;
    QTextBrowser *m_narration = nullptr;
    QTableView *m_table = nullptr;
    QSplitter *m_centre = nullptr;      // canvas over the bottom area
    QStackedWidget *m_bottom = nullptr; // the bottom area: m_bottomSplit or m_bottomTabs
    QSplitter *m_bottomSplit = nullptr; // narration | table
    QTabWidget *m_bottomTabs = nullptr; // narration, table (narrow windows)
    QTimer *m_fitTimer = nullptr;
    TraceTableModel *m_tableModel = nullptr;
    TransportBar *m_transportBar = nullptr; // reset, back, play, step, speed, scrubber, counter, views
    QAction *m_nextViewAction = nullptr;
    QList<QAction *> m_windowKeys;              // shortcuts that win over a text field not being typed in
    PresentationMode *m_presentation = nullptr; // F11, F10, Esc, the hint and the text sizes
    StartHint *m_startHint = nullptr;           // where to begin, until the teacher turns it off
    QFont m_narrationFont;                      // the narration's chosen font; fitLayout may use a little less
    QActionGroup *m_themeGroup = nullptr;
    QAction *m_reduceMotionAction = nullptr;
    Theme m_theme = Theme::System;
    DesktopLook m_desktop; // what Theme::System follows
    Style m_baseStyle;
    QLabel *m_backendLabel = nullptr;
    QLabel *m_sourceLabel = nullptr;    // "Saved trace: run.json" while a file's trace is shown
    int m_shownIndex = -1;              // the frame the narration and table show now
    const void *m_shownTrace = nullptr; // ... and of which trace
    LessonActions *m_lessonActions = nullptr;
    QuizTools *m_quizTools = nullptr; // Q, R and the question card (quiz_tools.h)
    PenTools *m_penTools = nullptr;   // the pen's keys, bar and notes (pen_tools.h)
};

} // namespace sgd::ui
