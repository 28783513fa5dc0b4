#pragma once
// Quiz mode: before the next step plays, the window asks about it. The transport's step (Right,
// Space) asks first; a second press (or R) reveals: the step animates as usual and the card then
// shows the new values. While asking, the canvas stays on the frame before the step and the
// table, the narration and the painters show nothing beyond it (futureHiddenAfter()).

#include "core/quiz_values.h"
#include "core/trace.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace sgd::ui {

class Transport;

class QuizController : public QObject {
    Q_OBJECT
public:
    enum class Phase {
        Off,       ///< quiz mode off
        Idle,      ///< on, nothing asked yet (the next step asks)
        Asking,    ///< a question is open: the blanks show
        Revealing, ///< the step animates toward the answer
        Revealed,  ///< the answer shows; the next step asks again
    };
    Q_ENUM(Phase)

    /// Installs itself as the transport's step gate (Transport::beforeStep).
    explicit QuizController(Transport *transport, QObject *parent = nullptr);
    ~QuizController() override;

    void setTrace(std::shared_ptr<const Trace> trace);
    /// Questions a lesson scripts; at a step without one the scene's default question is asked.
    void setScripted(std::vector<QuizQuestion> questions);
    const std::vector<QuizQuestion> &scripted() const { return m_scripted; }
    bool active() const { return m_phase != Phase::Off; }
    void setActive(bool on);
    Phase phase() const { return m_phase; }
    /// The question asked (Asking, Revealing, Revealed).
    const std::optional<QuizAsk> &question() const { return m_ask; }
    /// The last grade of a typed answer or a choice, with what was answered (empty: none yet).
    const std::optional<QuizGrade> &grade() const { return m_grade; }
    const QString &answered() const { return m_answered; }
    /// While quiz mode is on: the last frame whose values may be shown (the table's last row, the
    /// painters' future cut); -1 when nothing is hidden.
    int futureHiddenAfter() const;
    /// The narration in quiz mode (HTML): the question while it is open, the question with its
    /// values once revealed, a line saying quiz mode is on before the first; empty when off.
    QString narrationHtml() const;
    /// Once revealed, the frame whose own words explain the step just taken (the one it reached, or
    /// where the scene's frames narrate the step after them, the one it started from); else -1.
    int narratedFrame() const;

public slots:
    void toggle() { setActive(!active()); }
    /// Opens the question about the step from the current frame (nothing at the last frame).
    bool ask();
    /// Plays the step that answers the open question (the transport animates it).
    void reveal();
    /// Grades a typed guess against the open question.
    void answer(const QString &typed);
    /// Grades choice `index` of the open question.
    void choose(int index);

signals:
    void changed(); ///< phase, question or grade changed
    void activeChanged(bool on);

private:
    /// The transport's gate: may the step from the current frame play now?
    bool allowStep();
    void onIndexChanged(int index);
    const QuizQuestion *scriptedAt(int step) const;
    void setPhase(Phase phase);

    QPointer<Transport> m_transport; ///< the window may delete the transport first (children go in order)
    std::shared_ptr<const Trace> m_trace;
    std::vector<QuizQuestion> m_scripted;
    Phase m_phase = Phase::Off;
    std::optional<QuizAsk> m_ask;
    std::optional<QuizGrade> m_grade;
    QString m_answered;
};

/// What the window and the class show as narration in quiz mode (empty when it is off): never a
/// frame's own words while they could give the next answer away. A frame's words (after a reveal,
/// those of the step just revealed) come from `frameWords`.
QString quizModeNarration(const QuizController &quiz, const Trace &trace, const std::function<QString(int)> &frameWords);

} // namespace sgd::ui
