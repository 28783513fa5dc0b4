#pragma once
// The classroom window: scene navigator, canvas, narration, step table, parameters, transport.

#include "diagnostics.h"
#include "render/exporter.h"
#include "core/lesson.h"
#include "core/pen.h"
#include "scene_controller.h"
#include "theme.h"
#include "core/trace_file.h"
#include "transport.h"

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
class ParameterPanel;
class QuizController;
class QuizOverlay;
class SceneCanvas;
class TraceTableModel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
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
    Theme theme() const { return m_theme; }
    /// Full screen, large type, no menu bar, status bar or panels (F10 shows them, Esc leaves).
    void setPresentationMode(bool on);
    /// In presentation mode: shows or hides the menu bar, the status bar and the parameter panel.
    void setPresentationChromeShown(bool shown);
    bool presentationChromeShown() const { return m_chromeShown; }
    /// The text size of the canvas and the narration in percent (textScales()), for the mode shown
    /// now: window and presentation mode each remember their own.
    void setTextScale(int percent);
    int textScale() const { return m_presentation ? m_presentTextScale : m_textScale; }
    static QList<int> textScales();
    static int nearestTextScale(int percent);
    /// The factor the canvas style and the narration use: textScale() / 100 in the window; in
    /// presentation mode that much on a 1080-line screen, proportionally less on fewer lines.
    double effectiveTextScale() const;
    /// The compute backend the scale lab uses ("auto", "cpu", "cuda"): a calm summary for the status
    /// bar ("CPU, 8 threads") and, when the GPU is not used, why (tooltip, About, Diagnostics).
    void setBackend(const QString &choice, const QString &summary, const QString &reason = {});
    const ComputeInfo &computeInfo() const { return m_compute; }
    /// Opens the lesson's scene and sets its parameters (one undo step).
    void applyLesson(const Lesson &lesson);
    /// Opens a lesson to present: its first slide is shown, Page Down/Up walk the slides (lesson_actions.cpp).
    /// `path` is the file it came from (empty: built in or new).
    void openLesson(const Lesson &lesson, const QString &path = {});
    LessonSession *lessonSession() const;
    LessonActions *lessonActions() const { return m_lessonActions; }
    /// The painter's view toggles of the scene shown; setViewOptions sets those named (lesson_actions.cpp).
    QVariantMap viewOptions() const;
    void setViewOptions(const QVariantMap &options);
    /// Plain text shown instead of the scene's narration (a lesson slide's); empty: the scene's own.
    void setNarrationOverride(const QString &text);
    QString narrationOverride() const { return m_narrationOverrideText; }
    /// Every parameter of the scene back to the lecture's values (one undo step).
    void restorePreset();
    bool presentationMode() const { return m_presentation; }
    /// Shows one of the scene painter's named views ("" or the first name: the default); the canvas,
    /// the narration and exported pictures follow. False when the scene has no such view.
    bool setView(const QString &view);
    /// The view shown: "" for the default one, else its name.
    QString view() const;

    // For tests and scripted screenshots.
    SceneController *controller() const { return m_controller; }
    Transport *transport() const { return m_transport; }
    SceneCanvas *canvas() const { return m_canvas; }
    ParameterPanel *parameterPanel() const { return m_panel; }
    QTextBrowser *narrationView() const { return m_narration; }
    QTableView *tableView() const { return m_table; }
    QUndoStack *undoStack() const { return m_undo; }
    QString narrationText() const;
    /// The options a picture of the current frame is exported with (current step, view toggles).
    PictureOptions currentPictureOptions() const;
    QString stepCounterText() const;
    QLabel *backendLabel() const { return m_backendLabel; }
    QLabel *sourceLabel() const { return m_sourceLabel; }
    QLabel *presentationHint() const { return m_hint; }
    QTabWidget *bottomTabs() const { return m_bottomTabs; }
    /// The About box's text (HTML).
    QString aboutText() const;
    /// Sizes the table, the narration and the canvas for the window's size now (it also happens by
    /// itself, shortly after a resize, a new trace or a new text size).
    void fitLayout();
    /// Below this window width the scene list sits above the parameters, so that the canvas and the
    /// narration get its column (when both panels are docked where the window puts them).
    static int stackedPanelsBelow() { return 1280; }
    QDockWidget *scenesDock() const { return m_navDock; }
    QDockWidget *parametersDock() const { return m_panelDock; }
    QSlider *scrubber() const { return m_scrub; }
    QComboBox *viewChooser() const { return m_viewChooser; }
    /// Quiz mode (Q): asks before each step, R reveals (main_window_quiz.cpp).
    QuizController *quiz() const { return m_quiz; }
    QuizOverlay *quizOverlay() const { return m_quizOverlay; }
    QAction *quizAction() const { return m_quizAction; }

    /// The teacher's pen over the canvas (pen_overlay.h); P or the Pen button turns it on and off.
    PenOverlay *pen() const;
    QAction *penAction() const { return m_penAction; }
    /// The pen's floating bar; sized for the projector in presentation mode.
    PenPalette *penPalette() const { return m_penPalette; }
    /// While on, the canvas's mouse draws and Ctrl+Z undoes notes instead of parameter edits.
    void setPenActive(bool on);
    /// Shows the scene's "What to look for" (Help menu, Shift+F1, a click on the scene's title).
    void showLookForScene();

signals:
    /// The view shown changed (setView, the chooser, V).
    void viewChanged(const QString &view);
    /// The canvas style changed (theme, text size, presentation mode): other windows follow.
    void styleChanged();

protected:
    void closeEvent(QCloseEvent *e) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    friend class LessonActions; // the lesson tools reach the window's pieces (lesson_actions.cpp)
    void buildUi(); ///< the pieces below
    void buildCentre(); ///< canvas over narration and step table
    void buildTable();
    void buildBottom(); ///< narration | table, or the two as tabs
    void buildNavigator();
    void buildPanelDock();
    void buildStatusBar();
    void buildMenus();
    void buildTransportBar();
    void buildQuiz(); ///< after the transport bar: the controller, the card, Q and R
    void syncQuiz();  ///< the table's hidden rows and the narration follow the quiz
    /// The transport icons in the palette's text colour (pause while playing).
    void refreshTransportIcons();
    void onTraceChanged();
    /// The panel, view chooser, transport and navigator for the controller's scene `id`.
    void showSceneChrome(const QString &id);
    /// "SGD Studio — scene", naming the file when the trace shown was read from one.
    void updateTitle();
    void openTraceInteractive();
    void onFrameChanged();
    void onBusyChanged(bool busy);
    void onEngineFailed(const QString &message);
    void requestEdit(const QString &key, const QString &value, int mergeId);
    /// What a preset or lesson puts in a parameter it does not name: its default, except the
    /// backend chosen with --backend.
    QString presetValue(const ParamDef &def) const;
    void updateNarration();
    void updateViewChooser();
    void updateStyle();
    void showAbout();
    void buildViewMenu(QMenu *view);
    void buildTextScaleMenu(QMenu *view);
    void showPresentationHint();
    void placeHint(); ///< bottom centre of the canvas
    void scheduleFit();
    /// Moves the scene list above the parameters in a narrow window and back in a wide one; true
    /// when it moved.
    bool arrangeDocks();
    /// Narration beside the table, or (when the centre is too narrow for both) the two as tabs.
    void arrangeBottom(bool tabbed);
    bool tableWanted() const;
    int tabBarHeight() const;
    /// The width the narration's text has in a view `narrationW` wide.
    int narrationTextWidth(int narrationW) const;
    int minBottomHeight(bool tabbed) const;
    /// The height narration and table need below the canvas, the narration `narrationW` wide.
    int bottomHeightNeeded(const QStringList &samples, int narrationW, bool tabbed) const;
    /// Whether narration and table go in two tabs: when the narration would be too narrow beside
    /// the table, or side by side they would take much of the canvas's height and the tabs less.
    bool bottomWantsTabs(const QStringList &samples, int centreW, int tableW) const;
    void updateTableVisibility();
    int tableContentWidth() const;
    /// The narration of about 40 frames of the trace (all of a short one), as HTML.
    QStringList narrationSamples() const;
    /// The height the tallest of `samples` (and the text shown now) needs in `font` at `width`;
    /// `tallest` gets the index of the tallest sample.
    int narrationHeightNeeded(const QStringList &samples, const QFont &font, int width, int *tallest) const;
    /// The narration font that lets the longest text fit `room` pixels (its height in `need`).
    QFont fitNarrationFont(const QStringList &samples, int width, int room, int &need) const;
    void exportPictureInteractive();
    void exportTraceInteractive();
    void exportHandoutInteractive();
    void exportAllFiguresInteractive();
    void exportAnimationInteractive();
    void copyPicture();
    QString lastExportFolder() const;
    void rememberExportFolder(const QString &path);
    void reportExportResult(bool ok, const QString &path, const QString &error);
    void saveSettings();
    void buildTeachingTools(); ///< the pen and the help additions (main_window_teach.cpp)
    void connectLessonTools(); ///< a lesson's slides carry the pen's notes and the quiz's questions
    void buildPenActions();
    void buildHelpActions();

    SceneController *m_controller = nullptr;
    Transport *m_transport = nullptr;
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
    QUndoStack *m_undo = nullptr;
    QSlider *m_scrub = nullptr;
    QLabel *m_counter = nullptr;
    QComboBox *m_viewChooser = nullptr;
    QAction *m_viewChooserAction = nullptr; // the chooser's place in the transport bar (hidden for one view)
    QAction *m_nextViewAction = nullptr;
    QLabel *m_speedLabel = nullptr;
    QToolButton *m_playButton = nullptr;
    QAction *m_playAction = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QTimer *m_busyDelay = nullptr;
    QAction *m_presentAction = nullptr;
    QAction *m_chromeAction = nullptr;   // F10: menus and panels in presentation mode
    QAction *m_leaveAction = nullptr;    // Esc: leave presentation mode
    QActionGroup *m_textScaleGroup = nullptr;
    QList<QAction *> m_windowKeys;       // shortcuts that win over a text field not being typed in
    QLabel *m_hint = nullptr;            // the one-time presentation-mode hint
    bool m_chromeShown = false;
    bool m_navWasShown = true, m_panelWasShown = true;
    int m_textScale = 100;
    int m_presentTextScale = 160;
    QFont m_narrationFont;               // the narration's chosen font; fitLayout may use a little less
    QActionGroup *m_themeGroup = nullptr;
    Theme m_theme = Theme::System;
    Style m_baseStyle;
    bool m_presentation = false;
    QString m_error;
    QString m_backendChoice;
    ComputeInfo m_compute;
    QLabel *m_backendLabel = nullptr;
    QLabel *m_sourceLabel = nullptr; // "Saved trace: run.json" while a file's trace is shown
    QMap<QString, QVariantMap> m_options; // per scene view toggles
    QMap<QString, QString> m_views;       // per scene: the view shown ("" = the default)
    bool m_wasMaximized = false;
    int m_shownIndex = -1;              // the frame the narration and table show now
    const void *m_shownTrace = nullptr; // ... and of which trace
    LessonActions *m_lessonActions = nullptr;
    QString m_narrationOverrideText;    // a lesson slide's narration (plain text) ...
    QString m_narrationOverride;        // ... as HTML
    QuizController *m_quiz = nullptr;
    QuizOverlay *m_quizOverlay = nullptr;
    QAction *m_quizAction = nullptr;
    QAction *m_revealAction = nullptr;
    // The pen (main_window_teach.cpp).
    QAction *m_penAction = nullptr;
    PenPalette *m_penPalette = nullptr;
    QList<QAction *> m_penOnlyActions;   // enabled while the pen is on (its undo, clear)
    QAction *m_undoAction = nullptr;     // Edit > Undo: loses Ctrl+Z while the pen is on
    QList<QKeySequence> m_undoKeys;
    QMap<QString, std::vector<PenStroke>> m_penNotes; // the notes of the scenes not shown
    QString m_penScene;                  // the scene the pen's notes belong to
};

} // namespace sgd::ui
