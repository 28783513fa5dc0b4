#pragma once
// The window's lesson tools: File > Save Lesson, the Lessons menu's slide actions (add, update,
// duplicate, move earlier or later, remove, teacher note, narration, locks), Page Down / Page Up through the slides, the slide
// counter in the transport bar and the presenter notes panel. Showing a slide sets the scene, parameters, step, view, view
// toggles, narration and locks; locked controls refuse edits.

#include "core/lesson.h"

#include <QJsonObject>
#include <QList>
#include <QMessageBox>
#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace sgd::ui {

class LessonSession;
class PresenterPanel;
class StudioSession;

/// What the lesson tools need of the window they live in (MainWindow gives it); the rest they ask
/// the session.
class LessonHost {
public:
    virtual ~LessonHost() = default;
    /// The parent of dialogs and of the presenter's dock; its actions' keys work in presentation mode.
    virtual QMainWindow *hostWindow() = 0;
    virtual void showStatus(const QString &text, int ms) = 0;
    /// Keys that win over a focused table or narration (not over a text field being typed in).
    virtual void addWindowKeys(const QList<QAction *> &keys) = 0;
    /// The parameters' "lock" menu, only while a lesson is open.
    virtual void setLockMenuEnabled(bool on) = 0;
    virtual QString lastExportFolder() const = 0;
    virtual void rememberExportFolder(const QString &path) = 0;
};

class LessonActions : public QObject {
    Q_OBJECT
public:
    LessonActions(StudioSession *session, LessonHost *host);

    void addToFileMenu(QMenu *file);
    void addToLessonsMenu(QMenu *lessons);
    void addToViewMenu(QMenu *view);
    void addToTransportBar();
    void presentationModeChanged(bool on);

    LessonSession *session() const { return m_session; }
    PresenterPanel *presenterPanel() const { return m_presenter; }
    /// "Slide 3 / 10", empty when no lesson is open.
    QString slideCounterText() const;
    QLabel *slideCounter() const { return m_counter; }

    /// The window's state now as a slide: scene, parameters it sets, step, view, view toggles; the
    /// narration, note and locks of the slide shown; the pen's and quiz's notes (the session's hooks).
    /// `fresh`: a new slide, with none of those.
    LessonSlide captureSlide(bool fresh = false) const;
    /// The window's parameters as a slide stores them (explicit values, sorted; not the backend).
    std::vector<std::pair<std::string, std::string>> windowParams() const;
    /// The open lesson with the slide shown taken from the window (or, with none open, a new
    /// one-slide lesson of the window's state).
    Lesson lessonToSave() const;
    /// Writes lessonToSave() to `path` atomically; false with one line in `error`.
    bool saveTo(const QString &path, QString &error);
    /// Where Save as first offers to save: the lesson's own file, else a file named after its title
    /// ("gossip-on-a-ring.json") in the lessons folder (the last one saved to, at first
    /// Documents/SGD Studio lessons).
    QString suggestedSavePath() const;
    /// Before the window closes: with unsaved lesson edits, asks whether to save them, discard them
    /// or keep the window open. True when the window may close (nothing unsaved, saved, discarded).
    bool confirmClose();
    /// Whether confirmClose() asks (the session report's test hook closes without asking).
    bool askBeforeClosing = true;
    /// Answers confirmClose()'s question in tests instead of the dialog (Save, Discard or Cancel).
    std::function<QMessageBox::StandardButton()> answerUnsaved;

    void nextSlide();
    void previousSlide();
    /// Lessons > Add slide from current view: a new slide after the one shown (a new lesson when none is open).
    void addSlide();
    /// The slide shown updated from the window.
    void updateSlide();
    bool removeSlide();
    /// Lessons > Duplicate slide: a copy of the slide shown, as the window shows it, right after it.
    void duplicateSlide();
    /// Lessons > Move slide earlier (-1) / later (+1): the slide shown changes place in the lesson.
    /// False at either end.
    bool moveSlide(int delta);
    void setNote(const QString &note);
    void setNarration(const QString &narration);
    /// Adds or removes `what` (a parameter key, kLockAll or kLockScene) from the slide's locks.
    void setLock(const QString &what, bool on);

    /// For the autosave: the open lesson (content, file, slide shown, unsaved edits); empty when none.
    QJsonObject autosaveState() const;
    /// Reopens a lesson from autosaveState() without showing its slide (the autosave restores the
    /// window itself); false with one line in `error`.
    bool restoreAutosaveState(const QJsonObject &state, QString &error);

private:
    void createActions();
    void createSlideActions();
    void createOrderActions(); ///< duplicate, move earlier, move later
    void onSlideShown(int index);
    void applySlide(const LessonSlide &slide);
    /// The slide's locks and narration while its scene is shown; none otherwise.
    void applySlideChrome();
    void seekPendingStep();
    void updateChrome();
    /// Saves the lesson, asking for a file when it has none (or `askPath`); true when it was saved.
    bool saveInteractive(bool askPath);
    void editTextInteractive(bool note);
    void exportPageInteractive();
    void editLockOf(const std::function<void(LessonSlide &)> &change);

    StudioSession *m_studio;
    LessonHost *m_host;
    QMainWindow *m_w; ///< m_host's window
    LessonSession *m_session;
    PresenterPanel *m_presenter;
    QLabel *m_counter = nullptr;
    QAction *m_save = nullptr, *m_saveAs = nullptr;
    QAction *m_next = nullptr, *m_prev = nullptr;
    QAction *m_add = nullptr, *m_update = nullptr, *m_remove = nullptr, *m_close = nullptr;
    QAction *m_duplicate = nullptr, *m_moveUp = nullptr, *m_moveDown = nullptr;
    QAction *m_note = nullptr, *m_narration = nullptr, *m_rename = nullptr, *m_exportPage = nullptr;
    QAction *m_lockParams = nullptr, *m_lockScene = nullptr;
    QList<QAction *> m_barActions; // previous, counter, next in the transport bar
    bool m_applying = false;
    bool m_keepWindow = false; // a slide taken from the window is shown without applying it again
    int m_pendingStep = -1;
    bool m_presenterWasShown = false;
};

} // namespace sgd::ui
