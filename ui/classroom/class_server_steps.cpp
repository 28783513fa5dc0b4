// The teacher's steps and questions as the class receives them (the other half of ClassServer,
// class_server.cpp: connections, joining, answers): a step rendered once per size and sent to each
// student when it can take it, a newer step replacing an undelivered older one; a question asked,
// revealed to each student with their own verdict, or withdrawn.
#include "class_server.h"

#include "class_guard.h"

#include "ui/render/html_export.h"
#include "ui/render/language.h"
#include "ui/render/paint_cache.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>

namespace sgd::ui {

namespace {

/// The section a class page shows for the teacher's step `r`, its picture an SVG of `size`.
HtmlStep classStep(const ClassStepRequest &r, QSize size)
{
    HtmlStep h;
    h.trace = r.trace.get();
    h.options = r.options;
    h.options.size = size;
    h.step = std::clamp(r.step, 0, int(r.trace->frames.size()) - 1);
    h.counter = r.counter;
    h.narration = r.narration;
    h.svg = true;
    h.hold = r.questionOpen;
    return h;
}

} // namespace

void ClassServer::requestStep(const ClassStepRequest &request)
{
    m_pending = request;
    if (m_renderQueued)
        return;
    m_renderQueued = true;
    QTimer::singleShot(0, this, &ClassServer::renderPending);
}

void ClassServer::renderPending()
{
    m_renderQueued = false;
    if (!m_pending || !m_pending->trace || m_pending->trace->frames.empty())
        return;
    const ClassStepRequest r = std::move(*m_pending);
    m_pending.reset();
    const HtmlStep h = classStep(r, r.options.size);
    m_shown = r; // the phones' layout is made from it when the first phone needs it (sendStep)
    publishSection(r.run, h.step, r.counter, htmlSection(h, *m_cache, true, false));
    const double ms = r.asked == std::chrono::steady_clock::time_point{}
                          ? 0.0
                          : std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - r.asked).count();
    emit stepSent(h.step, ms);
}

QByteArray ClassServer::stepMessage(quint64 run, int step, const QString &counter, const QString &sectionHtml) const
{
    // The picture travels as SVG text beside the section (the page shows it from a blob: URL, an
    // image still, so nothing in it runs), not as base64: the whole message then deflates to a
    // fraction (zlib; the page inflates it with DecompressionStream).
    QString html = sectionHtml;
    QString svg;
    static const QLatin1String kSvgUri("src=\"data:image/svg+xml;base64,");
    if (const qsizetype at = html.indexOf(kSvgUri); at >= 0) {
        const qsizetype from = at + kSvgUri.size(), to = html.indexOf(QLatin1Char('"'), from);
        if (to > from) {
            svg = QString::fromUtf8(compactSvg(QByteArray::fromBase64(html.mid(from, to - from).toLatin1())));
            html.replace(at, to + 1 - at, QStringLiteral("src=\"\" data-svg=\"1\""));
        }
    }
    return compactJson({{QStringLiteral("t"), QStringLiteral("step")},
                        {QStringLiteral("run"), double(run)},
                        {QStringLiteral("n"), step},
                        {QStringLiteral("counter"), counter},
                        {QStringLiteral("html"), html},
                        {QStringLiteral("svg"), svg}});
}

void ClassServer::publishStep(quint64 run, int step, const QString &counter, const QString &sectionHtml)
{
    m_shown.reset(); // a section given ready: no request to lay out for a phone (phones get it as it is)
    publishSection(run, step, counter, sectionHtml);
}

void ClassServer::publishSection(quint64 run, int step, const QString &counter, const QString &sectionHtml)
{
    QByteArray message = stepMessage(run, step, counter, sectionHtml);
    if (message == m_stepMessage)
        return; // nothing the students see changed (the quiz's phase, a pen pause without a stroke)
    m_stepMessage = std::move(message);
    m_stepDeflated = qCompress(m_stepMessage, 9).mid(4); // a zlib stream, without Qt's length prefix
    m_phoneMessage.clear();                              // another step: its phone layout is made again when a phone needs it
    m_phoneDeflated.clear();
    m_stats.stepBytes = m_stepDeflated.size();
    m_stats.stepBytesPlain = m_stepMessage.size();
    for (const auto &s : m_students)
        if (s->joined && s->socket) {
            sendStep(*s);
            ++m_stats.stepsSent;
        }
}

void ClassServer::renderPhoneStep()
{
    if (!m_phoneMessage.isEmpty() || !m_shown || !m_shown->trace || m_shown->trace->frames.empty())
        return;
    const HtmlStep h = classStep(*m_shown, QSize(kHtmlPhoneWidth, kHtmlPhoneHeight));
    m_phoneMessage = stepMessage(m_shown->run, h.step, m_shown->counter, htmlSection(h, *m_cache, true, false));
    m_phoneDeflated = qCompress(m_phoneMessage, 9).mid(4);
    m_stats.phoneStepBytes = m_phoneDeflated.size();
}

void ClassServer::sendStep(Student &s)
{
    if (s.phone)
        renderPhoneStep();
    const bool phone = s.phone && !m_phoneMessage.isEmpty();
    const QByteArray &message =
        phone ? (s.deflate ? m_phoneDeflated : m_phoneMessage) : (s.deflate ? m_stepDeflated : m_stepMessage);
    // A step still on its way to a slow phone is not followed by another behind it: the newest
    // waits and replaces any older one waiting, and goes when the page says the one on its way
    // arrived (a page that says so), or else when the connection has drained to the system.
    if (s.acks ? s.stepOnItsWay : s.socket->bytesToWrite() > 0) {
        s.pendingStep = message;
        return;
    }
    s.pendingStep.clear();
    s.stepOnItsWay = s.acks;
    sendTo(s.socket, message);
}

QByteArray ClassServer::askMessage() const
{
    QJsonArray choices;
    for (const std::string &c : m_question->choices)
        choices.append(QString::fromStdString(c));
    return compactJson({{QStringLiteral("t"), QStringLiteral("ask")},
                        {QStringLiteral("q"), m_questionId},
                        {QStringLiteral("prompt"), QString::fromStdString(m_question->prompt)},
                        {QStringLiteral("choices"), choices},
                        {QStringLiteral("count"), int(m_question->asked.values.size())},
                        {QStringLiteral("unreadable"), QString::fromStdString(gradeAnswer(*m_question, {}).text)}});
}

void ClassServer::ask(const QuizAsk &question)
{
    if (m_question && m_open && m_question->step == question.step && m_question->prompt == question.prompt)
        return; // the same question again (the window re-announces it): answers stand
    if (m_question && m_open)
        withdraw();
    m_question = question;
    ++m_questionId;
    m_open = true;
    m_revealed = false;
    m_closed = false;
    m_questionClock.start();
    m_askedStudents.clear();
    for (const auto &st : m_students)
        if (st->joined && st->socket)
            m_askedStudents.insert(st->number);
    broadcast(askMessage());
    emit changed();
}

QByteArray ClassServer::revealMessage(const Student &s) const
{
    const QString answer = QString::fromStdString(quizValueText(m_question->asked));
    for (const ClassAnswer &a : m_answers)
        if (a.question == m_questionId && a.student == s.number)
            return compactJson(
                {{QStringLiteral("t"), QStringLiteral("reveal")},
                 {QStringLiteral("q"), m_questionId},
                 {QStringLiteral("answer"), answer},
                 {QStringLiteral("right"), a.right},
                 {QStringLiteral("text"), translateIn(s.language, "sgd::ui::ClassServer", QT_TR_NOOP("You said %1. %2"))
                                              .arg(a.text, QString::fromStdString(a.grade.text))}});
    return compactJson(
        {{QStringLiteral("t"), QStringLiteral("reveal")},
         {QStringLiteral("q"), m_questionId},
         {QStringLiteral("answer"), answer},
         {QStringLiteral("right"), QJsonValue::Null},
         {QStringLiteral("text"), translateIn(s.language, "sgd::ui::ClassServer", QT_TR_NOOP("The answer: %1.")).arg(answer)}});
}

void ClassServer::reveal()
{
    if (!m_question || !m_open)
        return;
    m_open = false;
    m_revealed = true;
    for (const auto &s : m_students)
        if (s->joined)
            sendTo(s->socket, revealMessage(*s));
    emit changed();
}

void ClassServer::withdraw()
{
    if (!m_question || m_closed || (!m_open && !m_revealed))
        return;
    m_open = false;
    m_closed = true; // (a revealed one keeps its tally for the teacher)
    broadcast(compactJson({{QStringLiteral("t"), QStringLiteral("close")}, {QStringLiteral("q"), m_questionId}}));
    emit changed();
}

} // namespace sgd::ui
