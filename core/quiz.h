#pragma once
// Predict, then reveal: a question about the next step, asked before it plays. A lesson can script
// them (lesson.h); quiz mode asks the scene's default question when none is scripted.
// This file holds the stored form; which values a scene can ask about is the quiz code's business.

#include <QJsonObject>

#include <string>
#include <vector>

namespace sgd {

struct QuizQuestion {
    int step = 0;                     ///< asked at frame `step`, about what frame step + 1 shows
    std::string value;                ///< which value is asked (a name the scene's quiz knows, e.g. "w"); empty: the default
    std::string prompt;               ///< the question in the teacher's words; empty: the scene's own wording
    std::vector<std::string> choices; ///< multiple choice (e.g. "3.2", "-8"); empty: an open answer
    bool operator==(const QuizQuestion &) const = default;
};

/// Reads {"step": N, "value": "w", "prompt": "...", "choices": [3.2, -8, "..."]}; numbers in
/// choices are kept as their shortest text. Throws std::invalid_argument with one line naming the
/// problem (the caller adds the file).
QuizQuestion readQuizQuestion(const QJsonObject &o);
QJsonObject writeQuizQuestion(const QuizQuestion &q);

} // namespace sgd
