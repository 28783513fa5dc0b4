#pragma once
// The classroom's document (issue #30): what the window shows, without a widget. The scene, its
// parameters and trace (SceneController), the step (Transport), each scene's view and view toggles,
// the one undo stack (parameter edits and the pen's notes, in the order they were made), the lesson
// open (LessonSession) and what its slide holds over the window (locked parameters, a locked scene,
// its narration), the compute backend chosen, and the pen notes of the scenes not shown.
//
// The window, the lesson tools, quiz mode, the pen, the comparison and real runs talk to it; the
// window follows its signals (a scene shown, a view, view toggles, locks, narration, status lines).

#include "compute_info.h"
#include "core/lesson.h"
#include "core/pen.h"
#include "core/trace_file.h"
#include "scene_controller.h"
#include "transport.h"

#include <QMap>
#include <QObject>
#include <QSet>
#include <QString>
#include <QVariantMap>

#include <memory>
#include <vector>

class QUndoStack;

namespace sgd {
struct RunComparison;
}

namespace sgd::ui {

class LessonSession;
class QuizController;

class StudioSession : public QObject {
    Q_OBJECT
public:
    explicit StudioSession(QObject *parent = nullptr);
    ~StudioSession() override;

    SceneController *controller() const { return m_controller; }
    Transport *transport() const { return m_transport; }
    /// Parameter edits (a slider drag merges into one step), presets, lessons and pen notes.
    QUndoStack *undoStack() const { return m_undo; }
    /// The lesson open and the slide shown.
    LessonSession *lessons() const { return m_lessons; }
    /// Quiz mode: asks before each step of the trace shown.
    QuizController *quiz() const { return m_quiz; }
    /// Without a window (`sgd-studio class`, the class benchmark): the transport's frame count
    /// follows the trace. The window sets it itself, once its table and canvas have the trace.
    void followTraceLength();
    QString sceneId() const { return m_controller->sceneId(); }
    /// Why the scene shown could not be computed ("Could not compute this scene: ..."); empty once
    /// a trace comes or another scene is shown.
    QString error() const { return m_error; }

    /// Opens a scene by id (sceneShown follows when it is another one); false when there is none.
    bool openScene(const QString &id);
    /// Reads a saved trace (JSON, format 2) and shows it (showLoadedTrace); a file that cannot be
    /// shown changes nothing: false, with one line naming the problem in `error`.
    bool openTraceFile(const QString &path, QString *error = nullptr);
    /// Shows a trace already read from `path` without recomputing it; edits made before are forgotten.
    void showLoadedTrace(LoadedTrace loaded, const QString &path);

    /// What an edit of a parameter would do.
    enum class Edit {
        Apply,     ///< a new valid value: editParam() pushes it
        Unchanged, ///< the value it has
        Unknown,   ///< the scene has no such parameter
        Locked,    ///< the lesson's slide holds it
        Invalid,   ///< not a value of the parameter (`error` says what it must be)
    };
    Edit checkEdit(const QString &key, const QString &value, QString *error = nullptr) const;
    /// One undo step setting `key` to `value` (edits with the same nonzero `mergeId` merge);
    /// what checkEdit() says, having pushed the step only for Apply.
    Edit editParam(const QString &key, const QString &value, int mergeId = 0);
    /// Opens the lesson's scene and sets its parameters (one undo step).
    void applyLesson(const Lesson &lesson);
    /// Every parameter of the scene back to the lecture's values, the locked ones kept (one undo step).
    void restorePreset();
    /// The compute backend chosen (--backend); the scenes with a backend parameter use it.
    void setBackend(const ComputeInfo &compute);
    const ComputeInfo &computeInfo() const { return m_compute; }

    /// The slide's locks: parameters that refuse edits, and whether the scene may change.
    void setLocks(const QSet<QString> &params, bool sceneLocked);
    QSet<QString> lockedParams() const { return m_lockedParams; }
    bool isLocked(const QString &key) const { return m_lockedParams.contains(key); }
    bool sceneLocked() const { return m_sceneLocked; }

    /// The view shown: "" for the default one, else its name.
    QString view() const;
    /// Shows one of the scene painter's named views ("" or the first name: the default); false when
    /// the scene has no such view.
    bool setView(const QString &view);
    /// The painter's view toggles of the scene shown; setViewOptions sets those named.
    QVariantMap viewOptions() const;
    void setViewOptions(const QVariantMap &options);
    void setViewOption(const QString &key, bool on);
    /// The toggles with the item picked on the canvas (SceneInteraction::pick) under kPickKey: what
    /// the canvas, the narration and an export of the view shown use. Lessons keep the toggles alone.
    QVariantMap shownOptions() const;
    /// Picks an item of the picture (0: none); forgotten when the trace or the scene changes.
    void setPick(int item);

    /// Plain text shown instead of the scene's narration (a lesson slide's); empty: the scene's own.
    void setNarrationOverride(const QString &text);
    /// The override as HTML; empty when there is none.
    QString narrationOverrideHtml() const { return m_narrationOverride; }

    /// A recorded run beside the simulator's prediction (run_compare_view.h), drawn over the trace
    /// shown; null: none.
    void setComparison(std::shared_ptr<const RunComparison> comparison);
    std::shared_ptr<const RunComparison> comparison() const { return m_comparison; }

    /// The scene the pen's notes shown now belong to.
    QString penScene() const { return m_penScene; }
    void setPenScene(const QString &id) { m_penScene = id; }
    /// Keeps `shown` (the notes of penScene()) and returns the notes kept for `id`, which becomes penScene().
    std::vector<PenStroke> switchPenScene(const QString &id, std::vector<PenStroke> shown);

signals:
    /// Another scene, or a saved trace, is the document now: panels and choosers follow.
    void sceneShown(const QString &id);
    void viewChanged(const QString &view);
    void viewOptionsChanged();
    void narrationOverrideChanged();
    void comparisonChanged();
    void locksChanged();
    /// A line for the status bar, for `ms` milliseconds.
    void statusMessage(const QString &text, int ms);

private:
    /// What a preset or lesson puts in a parameter it does not name: its default, except the
    /// backend chosen with --backend.
    QString presetValue(const ParamDef &def) const;
    void fillViewOptions(const QString &id);

    SceneController *m_controller;
    Transport *m_transport;
    QUndoStack *m_undo;
    LessonSession *m_lessons;
    QuizController *m_quiz;
    ComputeInfo m_compute;
    QString m_error;
    QMap<QString, QVariantMap> m_options; // per scene view toggles
    int m_pick = 0;                       // the item picked on the canvas, for the trace shown
    QMap<QString, QString> m_views;       // per scene: the view shown ("" = the default)
    QSet<QString> m_lockedParams;
    bool m_sceneLocked = false;
    QString m_narrationOverrideText;                  // a lesson slide's narration (plain text) ...
    QString m_narrationOverride;                      // ... as HTML
    QMap<QString, std::vector<PenStroke>> m_penNotes; // the notes of the scenes not shown
    QString m_penScene;
    std::shared_ptr<const RunComparison> m_comparison;
};

} // namespace sgd::ui
