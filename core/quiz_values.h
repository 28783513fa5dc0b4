#pragma once
// Predict, then reveal: what a scene can ask about its next step, read from the typed trace, and
// how close a typed guess is. The window's quiz card (ui/quiz_controller.h) shows this; no Qt GUI.
//
// Frame n is the picture before the step; the question is about frame n + 1. The values hidden
// behind blanks are exactly those of frame n + 1 that differ from frame n.

#include "quiz.h"
#include "trace.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sgd {

/// How a value is compared: a measured number, a count (staleness, samples) or a name-like
/// number (which worker): counts and categories are right only when equal.
enum class QuizKind { Number, Count, Category };

/// One askable value of a frame: "w" = 0.8, or the nodes' weights (several numbers).
struct QuizValue {
    std::string name;  ///< the name lessons use ("w", "staleness", "weights")
    std::string label; ///< how the card writes it ("w", "staleness of the update")
    std::vector<double> values;
    std::string unit; ///< "" or "ms", "s", "bytes"
    QuizKind kind = QuizKind::Number;
    bool operator==(const QuizValue &) const = default;
};

/// A question about the step from frame `step` to `step + 1`.
struct QuizAsk {
    int step = 0;
    std::vector<QuizValue> hidden;    ///< frame step + 1's values that differ from frame step's (their new values)
    QuizValue asked;                  ///< the value asked, with its value at frame step + 1
    std::vector<double> before;       ///< the asked value as frame `step` shows it, before the step (empty: absent there)
    std::string prompt;               ///< the question, with the live numbers of frame `step`
    std::vector<std::string> choices; ///< multiple choice (empty: an open answer)
    std::vector<std::pair<double, std::string>> slips; ///< classic wrong answers for the asked value, and why
};

/// Every value a scene's quiz knows, by name, in the card's order (lesson files are checked with
/// it); empty for a scene without a quiz.
std::vector<std::string> quizValueNames(const std::string &sceneId);
/// The frame fields of a scene that hold the next step's values (single weight, sync and backup
/// workers carry w_next, the next frame's w, in frame n): while a question about step n + 1 is
/// open, the step table leaves them blank in row n. Declared per scene, by member.
std::vector<std::string> quizNextStepFields(const std::string &sceneId);
/// The value the scene asks when the lesson names none.
std::string defaultQuizValue(const std::string &sceneId);
/// The askable values of frame `frame` of `trace` (values absent in that frame are left out).
std::vector<QuizValue> quizValuesAt(const Trace &trace, int frame);
/// The values that the step from frame `step` to `step + 1` changes, with their new values.
std::vector<QuizValue> quizChangedValues(const Trace &trace, int step);
/// The question at frame `step`: `scripted` (when given) chooses the value, wording and choices;
/// else the scene's default. nullopt at the last frame or for a scene without a quiz; a scripted
/// value the frame does not have falls back to the default value.
std::optional<QuizAsk> quizQuestion(const Trace &trace, int step, const QuizQuestion *scripted = nullptr);

enum class QuizVerdict { Exact, Close, Far, Right, Wrong, Unreadable };

struct QuizGrade {
    QuizVerdict verdict = QuizVerdict::Unreadable;
    double absError = 0;            ///< the largest |guess - truth| over the values
    std::optional<double> relError; ///< absError / |truth| (absent when the truth is 0)
    std::string text;               ///< one line for the card: "Close: off by 0.02 (2.5%). The answer is w = 0.8."
    std::string verdictText;        ///< the same without the answer (while the question is still open)
    int slip = -1;                  ///< the classic slip (index into QuizAsk::slips) the guess matches; -1: none
};

/// Grades a typed guess ("0.8", or "1.2, 3, 4" for several values). Numbers: exact within 0.1%
/// (or 1e-9), close within 10%, far beyond; counts and categories: right or wrong. A guess that
/// matches a classic slip says so. A guess no nearer the answer than the value before the step
/// (ask.before) is never exact, however small the step: it says the step was not taken.
QuizGrade gradeAnswer(const QuizAsk &ask, const std::string &typed);
/// Grades choice `index` of ask.choices: right when its leading number matches the truth
/// (as gradeAnswer's exact or close); the text after the number ("-8: forgot the x") is the why.
QuizGrade gradeChoice(const QuizAsk &ask, int index);
/// The numbers of a typed answer ("1.5", "-8", "1, 2.5; 3"); empty when a part is not a number.
std::vector<double> parseQuizNumbers(const std::string &typed);
/// "w = 0.8", "weights = 1.2, 3.4" (values in formatNumberShort, unit appended).
std::string quizValueText(const QuizValue &v);

} // namespace sgd
