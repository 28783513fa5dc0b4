#pragma once
// The class's answers to one question, counted: how many answered, what they came to (exact,
// close, a classic slip, the value before the step, far off), and the values given. The teacher's
// panel draws it; the server keeps the answers; `sgd-studio class` prints it. No widgets.

#include "core/quiz_values.h"

#include <QString>

#include <utility>
#include <vector>

namespace sgd::ui {

/// One student's answer to one question, as counted.
struct ClassAnswer {
    int question = 0; ///< the session's question number (1, 2, ...)
    int step = 0;     ///< the question is about the step from this frame
    QString prompt;
    int student = 0;  ///< "student 7": joins are numbered, nothing else identifies anyone
    QString nickname; ///< empty unless the student gave one
    QString text;     ///< what was typed, or the choice's text
    int choice = -1;  ///< the choice's index; -1: typed
    QuizGrade grade;
    QString outcome; ///< classAnswerOutcome()
    bool right = false;
    double seconds = 0; ///< after the question opened
    /// The network address the answer came from: only for the panel's per-address counts (never
    /// written to the CSV).
    QString address;
};

/// The panel names an address that gave more answers than this to one question: tabs of one
/// browser are one student, but a script with fresh tokens (or a room behind one router) is not.
constexpr int kAnswersPerAddressNoted = 3;

/// One bar of the answers given: a value (or a choice) and how many gave it.
struct ClassTallyBar {
    QString label; ///< "2.125", "1.5, 3", a choice's text, "other"
    int count = 0;
    QString outcome; ///< what this value comes to (classAnswerOutcome; empty for "other")
    bool right = false;
    bool operator==(const ClassTallyBar &) const = default;
};

/// Where a question stands.
struct ClassTally {
    int question = 0; ///< 0: nothing asked yet
    bool open = false;
    bool revealed = false;
    QString prompt;
    QString answer;   ///< "w = 2.125": the teacher's panel only; students get it at the reveal
    int students = 0; ///< joined now
    int answered = 0;
    int right = 0;
    /// What the answers came to, in a fixed order, only those that occur: "Exact", "Close",
    /// "Right", "Slip: <why>", "Before the step", "Far off", "Wrong", "Unreadable".
    std::vector<std::pair<QString, int>> outcomes;
    /// The values given, most common first (at most 8, then "other"); for a multiple choice every
    /// choice in its order, chosen or not.
    std::vector<ClassTallyBar> values;
    /// The addresses that gave more than kAnswersPerAddressNoted answers to this question, with
    /// how many, most first ("12 answers from 10.0.0.7").
    std::vector<std::pair<QString, int>> busyAddresses;
};

/// What an answer came to (see ClassTally::outcomes), named from its grade (core's one rule, as
/// the window's card grades): `right` is set for exact and right; close, a named slip ("Slip: that
/// is w before the step ..."), far and wrong are not right.
QString classAnswerOutcome(const QuizAsk &ask, const QString &typed, int choice, const QuizGrade &grade, bool &right);
/// Question `question`'s tally among `answers`.
ClassTally classTally(const QuizAsk &ask, int question, const std::vector<ClassAnswer> &answers, int students);
/// The answers as CSV text (a header, then one row each). A cell that a spreadsheet would read as a
/// formula (=, +, -, @ first, unless it is a number) is written with a leading apostrophe.
QByteArray classAnswersCsv(const std::vector<ClassAnswer> &answers);

} // namespace sgd::ui
