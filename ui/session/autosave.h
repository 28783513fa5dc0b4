#pragma once
// Crash recovery: the window's session (scene, parameters, step, view, a trace file shown, the open
// lesson with its unsaved edits, the scene's pen notes) kept in
// an autosave file, written atomically about a second after a change. A clean exit removes it, so
// a file found at start means the last session ended without closing: restore() brings it back and
// says so once in the status bar. A corrupt file is one warning line and is otherwise ignored.
//
// The file lives in QStandardPaths::AppDataLocation (XDG_DATA_HOME on Linux: tests point that at a
// temporary folder). A second instance running at the same time finds the session lock held and
// neither restores nor autosaves.
//
// Test hook (documented in docs/manual/teach.md, After a crash): with SGD_STUDIO_SESSION_REPORT=1 in the environment, once the
// start has settled the app prints one JSON line on stdout ({"restored", "scene", "params", "step",
// "view", "status"}) and closes its window as a user would.
//
// No widget here: what it needs of the window (the lesson tools' state, the pen's notes, the status
// bar, the File menu) it asks through AutosaveHost, which MainWindow implements.

#include "core/pen.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

class QLockFile;

namespace sgd::ui {

class StudioSession;

/// What the autosave needs of the window it keeps (MainWindow implements it).
class AutosaveHost {
public:
    virtual ~AutosaveHost() = default;
    /// The open lesson with its unsaved edits (content, file, slide shown); empty when none.
    virtual QJsonObject lessonState() const = 0;
    /// Reopens a lesson from lessonState() without showing its slide; false with `error` when it cannot.
    virtual bool restoreLessonState(const QJsonObject &state, QString &error) = 0;
    /// The pen notes of the scene shown, and setting them (their undo history restarts).
    virtual std::vector<PenStroke> penNotes() const = 0;
    virtual void setPenNotes(std::vector<PenStroke> notes) = 0;
    /// Calls `changed` (while `context` lives) whenever the pen notes change.
    virtual void watchPenNotes(QObject *context, std::function<void()> changed) = 0;
    /// A line in the status bar for `ms` milliseconds, and the line shown now.
    virtual void showStatus(const QString &text, int ms) = 0;
    virtual QString statusLine() const = 0;
    virtual QString title() const = 0;
    /// Adds File > `text` once (none when it is there already); `chosen` runs when it is chosen,
    /// and the entry goes then.
    virtual void offerCrashedSession(const QString &text, const QString &toolTip, std::function<void()> chosen) = 0;
    /// Closes the window without asking to save the lesson (the test hook's end).
    virtual void closeWithoutAsking() = 0;
};

class Autosave : public QObject {
    Q_OBJECT
public:
    /// Watches the session, the open lesson's edits and the scene's pen notes; `host`, the window,
    /// shows the restored session's status line (and closes for the test hook). Autosaving starts
    /// with start().
    Autosave(StudioSession *session, AutosaveHost *host, QObject *parent = nullptr);
    /// A clean exit: the autosave is removed (nothing to restore next time).
    ~Autosave() override;

    /// The folder the autosave and its lock live in.
    static QString folder();
    QString filePath() const;
    /// False when another instance holds the session: this one then neither restores nor saves.
    bool active() const { return m_active; }

    /// Brings back a session that ended without closing; false when there was none (or it was
    /// unreadable: one warning line on stderr). Call before start().
    bool restore();
    /// Takes over the state() of another window of this process (the window rebuilt in another
    /// language): scene, parameters, lesson, view, pen notes and step, without a word in the status bar.
    void carryOver(const QJsonObject &state);
    /// Saves from now on, about a second after each change.
    void start();
    /// Writes now (tests, and the debounce timer).
    bool saveNow();
    /// The state that would be written now.
    QJsonObject state() const;
    /// Present while a restored session computes and paints: found at the next start, it means
    /// that restore crashed, and the session is not restored again (kept at crashedPath()).
    static QString restoringMark();
    static QString crashedPath();
    /// Reads an autosave; false with one line in `error` when it is not one.
    static bool readState(const QString &path, QJsonObject &state, QString &error);

signals:
    /// The start is complete: a restored session's trace is computed and its step shown.
    void settled();
    void saved();

private:
    void scheduleSave();
    void onTraceChanged();
    void applyPendingStep();
    void restorePen(const QJsonArray &notes); ///< the scene's pen notes, as saved
    void applyState(const QJsonObject &s);    ///< a state read back: lesson, scene and parameters, view, pen, step
    void reportSession(bool restored);
    /// File > Restore the session that crashed (once the crashed session is kept).
    void offerCrashedSession();

    StudioSession *m_session;
    AutosaveHost *m_host;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    QByteArray m_lastWritten;
    bool m_active = false;
    bool m_started = false;
    bool m_restored = false;
    int m_pendingStep = -1;
    bool m_waitingTrace = false;
};

} // namespace sgd::ui
