#include "class_tally.h"

#include <QObject>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>

namespace sgd::ui {

namespace {

const char *const kOrder[] = {"Exact", "Right", "Close", "Slip: ", "Far off", "Wrong", "Unreadable"};

int orderOf(const QString &outcome)
{
    for (int i = 0; i < int(std::size(kOrder)); ++i)
        if (outcome == QLatin1String(kOrder[i]) || (i == 3 && outcome.startsWith(QLatin1String(kOrder[i]))))
            return i;
    return int(std::size(kOrder));
}

/// "2.125", "1.5, 3": each number to 9 significant digits (2.125 and 2.1250 are one value; the
/// lecture's 2.3203125 keeps its digits).
QString valueKey(const QString &typed, std::size_t expected)
{
    const std::vector<double> v = parseQuizNumbers(typed.toStdString(), expected);
    if (v.empty())
        return QObject::tr("unreadable");
    QStringList parts;
    for (double x : v)
        parts << QString::number(x, 'g', 9);
    return parts.join(QStringLiteral(", "));
}

QByteArray csvCell(const QString &text)
{
    // Control and direction-changing characters written as \u{XXXX}: a spreadsheet shows them,
    // and they cannot reorder or hide the cells around them.
    QString t;
    for (const uint c : text.toUcs4()) {
        const QChar::Category k = QChar::category(c);
        const char32_t one = char32_t(c);
        if (k == QChar::Other_Control || k == QChar::Other_Format || c == 0x2028 || c == 0x2029)
            t += QStringLiteral("\\u{%1}").arg(c, 4, 16, QLatin1Char('0'));
        else
            t += QString::fromUcs4(&one, 1);
    }
    bool number = false;
    t.toDouble(&number);
    if (!number && !t.isEmpty() && QStringLiteral("=+-@\t\r").contains(t.front()))
        t.prepend(QLatin1Char('\''));
    if (t.contains(QLatin1Char(',')) || t.contains(QLatin1Char('"')) || t.contains(QLatin1Char('\n')) ||
        t.contains(QLatin1Char('\r')))
        t = QLatin1Char('"') + t.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
    return t.toUtf8();
}

} // namespace

QString classAnswerOutcome(const QuizAsk &ask, const QString &typed, int choice, const QuizGrade &grade, bool &right)
{
    Q_UNUSED(ask);
    Q_UNUSED(typed);
    // The grade is the one the window's card gives (core/quiz_values.h): the tally only names it.
    right = quizVerdictRight(grade.verdict);
    if (choice >= 0)
        return right ? QStringLiteral("Right") : QStringLiteral("Wrong");
    switch (grade.verdict) {
    case QuizVerdict::Exact:
        return QStringLiteral("Exact");
    case QuizVerdict::Close:
        return QStringLiteral("Close");
    case QuizVerdict::Right:
        return QStringLiteral("Right");
    case QuizVerdict::Unreadable:
        return QStringLiteral("Unreadable");
    case QuizVerdict::Slip:
        return QStringLiteral("Slip: ") + QString::fromStdString(grade.slipWhy);
    case QuizVerdict::Far:
        return QStringLiteral("Far off");
    case QuizVerdict::Wrong:
        break;
    }
    return QStringLiteral("Wrong");
}

ClassTally classTally(const QuizAsk &ask, int question, const std::vector<ClassAnswer> &answers, int students)
{
    ClassTally t;
    t.question = question;
    t.prompt = QString::fromStdString(ask.prompt);
    t.answer = QString::fromStdString(quizValueText(ask.asked));
    t.students = students;
    std::map<QString, int> outcomes;
    std::map<QString, ClassTallyBar> values;
    std::vector<int> chosen(ask.choices.size(), 0);
    std::map<QString, int> perAddress;
    for (const ClassAnswer &a : answers) {
        if (a.question != question)
            continue;
        ++t.answered;
        if (!a.address.isEmpty())
            ++perAddress[a.address];
        t.right += a.right ? 1 : 0;
        ++outcomes[a.outcome];
        if (a.choice >= 0 && a.choice < int(chosen.size()))
            ++chosen[std::size_t(a.choice)];
        else {
            ClassTallyBar &bar = values[valueKey(a.text, ask.asked.values.size())];
            if (bar.count++ == 0) {
                bar.outcome = a.outcome;
                bar.right = a.right;
            }
        }
    }
    for (const auto &[name, n] : outcomes)
        t.outcomes.emplace_back(name, n);
    std::stable_sort(t.outcomes.begin(), t.outcomes.end(),
                     [](const auto &a, const auto &b) { return orderOf(a.first) < orderOf(b.first); });
    for (const auto &[address, n] : perAddress)
        if (n > kAnswersPerAddressNoted)
            t.busyAddresses.emplace_back(address, n);
    std::stable_sort(t.busyAddresses.begin(), t.busyAddresses.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    if (!ask.choices.empty()) {
        t.students = std::max(t.students, t.answered);
        for (std::size_t i = 0; i < ask.choices.size(); ++i) {
            bool right = false;
            const QString outcome = classAnswerOutcome(ask, {}, int(i), gradeChoice(ask, int(i)), right);
            t.values.push_back({QString::fromStdString(ask.choices[i]), chosen[i], outcome, right});
        }
        return t;
    }
    t.students = std::max(t.students, t.answered); // never "40 of 0 answered"
    std::vector<ClassTallyBar> given;
    for (auto &[label, bar] : values) {
        bar.label = label;
        given.push_back(bar);
    }
    std::stable_sort(given.begin(), given.end(), [](const auto &a, const auto &b) { return a.count > b.count; });
    int other = 0;
    for (std::size_t i = 0; i < given.size(); ++i)
        if (i < 8)
            t.values.push_back(given[i]);
        else
            other += given[i].count;
    if (other > 0)
        t.values.push_back({QObject::tr("other"), other, {}, false});
    return t;
}

QByteArray classAnswersCsv(const std::vector<ClassAnswer> &answers)
{
    QByteArray out = "question,step,prompt,student,nickname,answer,outcome,right,seconds\n";
    for (const ClassAnswer &a : answers) {
        const QList<QByteArray> cells = {QByteArray::number(a.question),
                                         QByteArray::number(a.step),
                                         csvCell(a.prompt),
                                         QByteArray::number(a.student),
                                         csvCell(a.nickname),
                                         csvCell(a.text),
                                         csvCell(a.outcome),
                                         a.right ? "yes" : "no",
                                         QByteArray::number(a.seconds, 'f', 1)};
        out += cells.join(',') + '\n';
    }
    return out;
}

} // namespace sgd::ui
