#include "quiz.h"

#include "params.h"

#include <QJsonArray>

#include <cmath>
#include <stdexcept>

namespace sgd {

QuizQuestion readQuizQuestion(const QJsonObject &o)
{
    QuizQuestion q;
    const QJsonValue step = o.value(QStringLiteral("step"));
    const double sv = step.toDouble(-1);
    if (!step.isDouble() || sv < 0 || sv > 1e9 || sv != std::floor(sv))
        throw std::invalid_argument("a quiz question's \"step\" must be a whole number 0 or more");
    q.step = int(sv);
    q.value = o.value(QStringLiteral("value")).toString().toStdString();
    q.prompt = o.value(QStringLiteral("prompt")).toString().toStdString();
    if (q.prompt.size() > 2000)
        throw std::invalid_argument("a quiz question's \"prompt\" holds at most 2000 characters");
    const QJsonValue cv = o.value(QStringLiteral("choices"));
    if (!cv.isUndefined() && !cv.isArray())
        throw std::invalid_argument("a quiz question's \"choices\" must be a list");
    for (const QJsonValue &c : cv.toArray()) {
        if (c.isDouble())
            q.choices.push_back(formatNumber(c.toDouble()));
        else if (c.isString() && !c.toString().isEmpty())
            q.choices.push_back(c.toString().toStdString());
        else
            throw std::invalid_argument("a quiz choice must be a number or a non-empty text");
    }
    if (q.choices.size() == 1 || q.choices.size() > 8)
        throw std::invalid_argument("a multiple-choice quiz question has 2 to 8 choices");
    return q;
}

QJsonObject writeQuizQuestion(const QuizQuestion &q)
{
    QJsonObject o;
    o.insert(QStringLiteral("step"), q.step);
    if (!q.value.empty())
        o.insert(QStringLiteral("value"), QString::fromStdString(q.value));
    if (!q.prompt.empty())
        o.insert(QStringLiteral("prompt"), QString::fromStdString(q.prompt));
    if (!q.choices.empty()) {
        QJsonArray a;
        for (const std::string &c : q.choices)
            a.append(QString::fromStdString(c));
        o.insert(QStringLiteral("choices"), a);
    }
    return o;
}

} // namespace sgd
