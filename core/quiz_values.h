#pragma once
// Predict, then reveal: what a scene can ask about its next step, read from the typed trace, and
// how close a typed guess is. The window's quiz card (ui/session/quiz_controller.h) shows this; no Qt GUI.
//
// Frame n is the picture before the step; the question is about frame n + 1. The values hidden
// behind blanks are exactly those of frame n + 1 that differ from frame n.

#include "quiz.h"
#include "trace.h"

#include <map>
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
/// The frame field each of the scene's quiz values reads (name -> JSON key: sync's "w" is the
/// round's "w_next"); the value asked about step n + 1 is that field of frame n + 1.
std::map<std::string, std::string> quizValueFields(const std::string &sceneId);
/// The frame fields of a scene that hold the next step's values (single weight, sync and backup
/// workers carry w_next, the next frame's w, in frame n): while a question about step n + 1 is
/// open, the step table leaves them blank in row n. Declared per scene, by member.
std::vector<std::string> quizNextStepFields(const std::string &sceneId);
/// The numbers the scene's default question at frame `step` is worked out from ("w", 3.2), each
/// of which the question or the picture must show; empty where the scene declares none.
std::vector<std::pair<std::string, double>> quizNeeds(const Trace &trace, int step);
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

/// Exact and Right (a count or a choice) are right; Close is near but not exact; Slip is a named
/// mistake (uphill, forgot η, the value before the step, ...); Far and Wrong are neither.
enum class QuizVerdict { Exact, Close, Far, Right, Wrong, Unreadable, Slip };

/// Whether a verdict counts as a right answer (the class tally's "right", the card's green).
inline bool quizVerdictRight(QuizVerdict v)
{
    return v == QuizVerdict::Exact || v == QuizVerdict::Right;
}
/// The verdict's name in the grading table and the pages ("exact", "close", "slip", ...).
std::string quizVerdictName(QuizVerdict v);

struct QuizGrade {
    QuizVerdict verdict = QuizVerdict::Unreadable;
    double absError = 0;            ///< the largest |guess - truth| over the values
    std::optional<double> relError; ///< absError / |truth| (absent when the truth is 0)
    std::string text;               ///< after the reveal: the verdict, then "The answer is w = 0.8."
    std::string verdictText;        ///< while the question is open: the verdict only (never how far off or which way)
    int slip = -1;                  ///< the named slip (index into QuizRubric::slips) the guess matches; -1: none
    std::string slipWhy;            ///< that slip's why ("that forgets η: ...")
};

/// One named mistake: the value it gives and why, read within its own tolerance.
struct QuizSlip {
    std::vector<double> values;
    std::string why;
    double tolerance = 0;
};

/// The one grading table of a question: the window's card, the take-home page (as JSON, read by
/// its script) and the class (on the teacher's machine) all grade with it, in this order:
/// exact (within `exact`) → the nearest named slip within its own tolerance → close (within
/// `close`, and nearer the answer than the value before the step) → far. Counts and categories:
/// right when equal, a named slip when equal to one, else wrong. Distances are the largest
/// |guess - value| over the values.
struct QuizRubric {
    QuizKind kind = QuizKind::Number;
    std::vector<double> answer;
    std::vector<double> before; ///< the value before the step (empty: none)
    double exact = 0, close = 0;
    std::vector<QuizSlip> slips; ///< the scene's slips, then "the value before the step"
    std::string answerText;      ///< "w = 3.32"
};
QuizRubric quizRubric(const QuizAsk &ask);
/// The rubric and the feedback texts as one JSON object (for the pages' scripts): answer, before,
/// exact, close, kind, slips [{v, tol, why}], texts {verdict: words}, unreadable, reveal, choices
/// [{verdict, text}] for a multiple-choice question.
std::string quizRubricJson(const QuizAsk &ask);

/// Grades a typed guess ("0.8", or "1.2, 3, 4" for several values) with quizRubric(ask).
QuizGrade gradeAnswer(const QuizAsk &ask, const std::string &typed);
/// Grades numbers already read.
QuizGrade gradeNumbers(const QuizAsk &ask, const std::vector<double> &guess);
/// Grades choice `index` of ask.choices by its leading number (as gradeNumbers): right when exact
/// (or close and no named slip); the text after the number ("-8: forgot the x") is the why.
QuizGrade gradeChoice(const QuizAsk &ask, int index);
/// The numbers of a typed answer, read as people type them: "1.5", "+1.5", "−8" (a unicode minus),
/// "3,2" (a decimal comma when one value is asked), "1, 2.5; 3", "1 2 3"; `expected` is how many
/// values the question asks (0: any). Empty when a part is not a number. The pages' script reads
/// with the same rules (ui/render/html_export.cpp, tests/browser).
std::vector<double> parseQuizNumbers(const std::string &typed, std::size_t expected = 0);
/// "w = 0.8", "weights = 1.2, 3.4" (values in formatNumberShort, unit appended).
std::string quizValueText(const QuizValue &v);

} // namespace sgd
