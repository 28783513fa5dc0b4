#include "quiz_controller.h"

#include "transport.h"

namespace sgd::ui {

QuizController::QuizController(Transport *transport, QObject *parent) : QObject(parent), m_transport(transport)
{
    m_transport->beforeStep = [this]() { return allowStep(); };
    connect(m_transport, &Transport::indexChanged, this, &QuizController::onIndexChanged);
}

QuizController::~QuizController()
{
    if (m_transport)
        m_transport->beforeStep = nullptr;
}

void QuizController::setTrace(std::shared_ptr<const Trace> trace)
{
    if (trace == m_trace)
        return;
    m_trace = std::move(trace);
    if (active() && m_phase != Phase::Idle) {
        m_ask.reset();
        m_grade.reset();
        setPhase(Phase::Idle);
    }
}

void QuizController::setScripted(std::vector<QuizQuestion> questions)
{
    m_scripted = std::move(questions);
    emit changed();
}

void QuizController::setActive(bool on)
{
    if (on == active())
        return;
    m_ask.reset();
    m_grade.reset();
    m_answered.clear();
    setPhase(on ? Phase::Idle : Phase::Off);
    emit activeChanged(on);
}

void QuizController::setPhase(Phase phase)
{
    m_phase = phase;
    emit changed();
}

const QuizQuestion *QuizController::scriptedAt(int step) const
{
    for (const QuizQuestion &q : m_scripted)
        if (q.step == step)
            return &q;
    return nullptr;
}

bool QuizController::ask()
{
    if (!active() || !m_trace)
        return false;
    if (m_transport->animating())
        return false;
    const int n = m_transport->index();
    m_ask = quizQuestion(*m_trace, n, scriptedAt(n));
    m_grade.reset();
    m_answered.clear();
    setPhase(m_ask ? Phase::Asking : Phase::Idle);
    return bool(m_ask);
}

bool QuizController::allowStep()
{
    switch (m_phase) {
    case Phase::Off:
    case Phase::Revealing:
        return true;
    case Phase::Asking:
        setPhase(Phase::Revealing);
        return true;
    case Phase::Idle:
    case Phase::Revealed:
        return !ask(); // a step without a question (no quiz for the scene) plays
    }
    return true;
}

void QuizController::onIndexChanged(int index)
{
    if (!m_ask || m_phase == Phase::Off || m_phase == Phase::Idle)
        return;
    if (m_phase == Phase::Revealing && index == m_ask->step + 1) {
        setPhase(Phase::Revealed);
        return;
    }
    if (m_phase == Phase::Revealed && index == m_ask->step + 1)
        return;
    // Moved elsewhere (back, the scrubber, a new trace): the question is over.
    m_ask.reset();
    m_grade.reset();
    setPhase(Phase::Idle);
}

void QuizController::reveal()
{
    if (m_phase == Phase::Asking)
        m_transport->stepForward(); // the gate lets it through and the step animates
}

void QuizController::answer(const QString &typed)
{
    if (!m_ask || m_phase == Phase::Off || m_phase == Phase::Idle)
        return;
    m_grade = gradeAnswer(*m_ask, typed.toStdString());
    m_answered = typed.trimmed();
    emit changed();
}

void QuizController::choose(int index)
{
    if (!m_ask || m_phase == Phase::Off || m_phase == Phase::Idle)
        return;
    m_grade = gradeChoice(*m_ask, index);
    m_answered =
        index >= 0 && index < int(m_ask->choices.size()) ? QString::fromStdString(m_ask->choices[std::size_t(index)]) : QString();
    emit changed();
}

int QuizController::futureHiddenAfter() const
{
    return active() ? m_transport->index() : -1;
}

QString QuizController::narrationHtml() const
{
    if (m_phase == Phase::Off)
        return {};
    if (!m_ask || m_phase == Phase::Idle)
        return QStringLiteral("<b>%1</b> %2").arg(tr("Quiz mode:"), tr("the next step asks a question before it plays."));
    const bool open = m_phase != Phase::Revealed;
    QString html = QStringLiteral("<b>%1</b> %2")
                       .arg(open ? tr("Predict:") : tr("Revealed:"), QString::fromStdString(m_ask->prompt).toHtmlEscaped());
    if (open) {
        html += QStringLiteral("<br>") + tr("Take guesses, then press R or → to reveal.");
    } else {
        QStringList values;
        for (const QuizValue &v : m_ask->hidden)
            values << QString::fromStdString(quizValueText(v)).toHtmlEscaped();
        html += QStringLiteral("<br>") + values.join(QStringLiteral(" · "));
    }
    if (m_grade && m_grade->verdict != QuizVerdict::Unreadable && !open)
        html += QStringLiteral("<br><i>%1</i>").arg(QString::fromStdString(m_grade->text).toHtmlEscaped());
    return html;
}

int QuizController::narratedFrame() const
{
    if (!m_ask || m_phase != Phase::Revealed || !m_trace)
        return -1;
    // The words of the step just revealed: the frame it reached, unless the scene's frames name the
    // step after them (single weight's frame n narrates n → n + 1): then the frame it started from.
    return quizNextStepFields(m_trace->scene).empty() ? m_ask->step + 1 : m_ask->step;
}

QString quizModeNarration(const QuizController &quiz, const Trace &trace, const std::function<QString(int)> &frameWords)
{
    if (!quiz.active())
        return {};
    QString html = quiz.narrationHtml();
    if (const int frame = quiz.narratedFrame(); frame >= 0 && frame < int(trace.frames.size()) && frameWords)
        html += QStringLiteral("<br><br>") + frameWords(frame);
    return html;
}

} // namespace sgd::ui
