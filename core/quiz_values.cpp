#include "quiz_values.h"

#include "quiz_def.h"

#include "number_text.h"
#include "params.h"
#include "scenes.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace sgd {

namespace quizdef {
#define SGD_QUIZ(id, function) SceneQuiz function();
#include "core/scenes/quiz_list.h"
#undef SGD_QUIZ
} // namespace quizdef

namespace {

using quizdef::num;
using quizdef::SceneQuiz;

const std::map<std::string, SceneQuiz> &sceneQuizzes()
{
    static const std::map<std::string, SceneQuiz> quizzes = {
#define SGD_QUIZ(id, function) {id, quizdef::function()},
#include "core/scenes/quiz_list.h"
#undef SGD_QUIZ
    };
    return quizzes;
}

const SceneQuiz *quizFor(const std::string &sceneId)
{
    const auto &all = sceneQuizzes();
    const auto it = all.find(sceneId);
    return it == all.end() ? nullptr : &it->second;
}

std::string stepNounOf(const Trace &trace)
{
    const SceneDef *scene = findScene(trace.scene);
    return scene ? scene->stepNoun : std::string("step");
}

const QuizValue *findValue(const std::vector<QuizValue> &values, const std::string &name)
{
    for (const QuizValue &v : values)
        if (v.name == name)
            return &v;
    return nullptr;
}

/// The significant digits the card writes `v` with: 4, or more for a short decimal ("3.33332": 6).
int writtenDigits(double v)
{
    std::string mantissa = text::displayNumber(v);
    mantissa = mantissa.substr(0, mantissa.find("\xc3\x97")); // before "×10ⁿ"
    int digits = 0;
    bool leading = true;
    for (char c : mantissa)
        if (c >= '0' && c <= '9') {
            leading = leading && c == '0';
            digits += leading ? 0 : 1;
        }
    return std::max(4, digits);
}

/// The verdict for a numeric error; `truthScale` is the largest |truth|.
QuizGrade numberGrade(const QuizValue &truth, const std::vector<double> &guess)
{
    QuizGrade g;
    double scale = 0;
    for (std::size_t i = 0; i < guess.size(); ++i) {
        g.absError = std::max(g.absError, std::abs(guess[i] - truth.values[i]));
        scale = std::max(scale, std::abs(truth.values[i]));
    }
    if (scale > 0)
        g.relError = g.absError / scale;
    const bool counted = truth.kind != QuizKind::Number;
    if (counted) {
        g.verdict = g.absError == 0 ? QuizVerdict::Right : QuizVerdict::Wrong;
        return g;
    }
    const double rel = g.relError.value_or(g.absError);
    g.verdict = g.absError <= 1e-9 || rel <= 1e-3 ? QuizVerdict::Exact : rel <= 0.1 ? QuizVerdict::Close : QuizVerdict::Far;
    return g;
}

/// The verdict in words, without the answer.
std::string verdictLine(const QuizGrade &g)
{
    switch (g.verdict) {
    case QuizVerdict::Exact:
        return "Exact!";
    case QuizVerdict::Right:
        return "Right!";
    case QuizVerdict::Wrong:
        return "Not this time.";
    case QuizVerdict::Unreadable:
        return g.text;
    default:
        break;
    }
    std::string off = "off by " + num(g.absError);
    if (g.relError)
        off += " (" + num(100 * *g.relError) + "%)";
    return (g.verdict == QuizVerdict::Close ? "Close: " : "Far: ") + off + ".";
}

void setGradeText(QuizGrade &g, const QuizValue &truth, const std::string &why = {})
{
    g.verdictText = verdictLine(g) + (why.empty() ? "" : " " + why);
    g.text = g.verdictText + " The answer is " + quizValueText(truth) + ".";
}

} // namespace

std::vector<std::string> quizValueNames(const std::string &sceneId)
{
    const SceneQuiz *q = quizFor(sceneId);
    return q ? q->names : std::vector<std::string>{};
}

std::vector<std::string> quizNextStepFields(const std::string &sceneId)
{
    const SceneQuiz *q = quizFor(sceneId);
    return q ? q->nextFields : std::vector<std::string>{};
}

std::string defaultQuizValue(const std::string &sceneId)
{
    const SceneQuiz *q = quizFor(sceneId);
    return q ? q->def : std::string{};
}

std::vector<QuizValue> quizValuesAt(const Trace &trace, int frame)
{
    const SceneQuiz *q = quizFor(trace.scene);
    return q ? q->values(trace, frame) : std::vector<QuizValue>{};
}

std::vector<QuizValue> quizChangedValues(const Trace &trace, int step)
{
    const std::vector<QuizValue> before = quizValuesAt(trace, step);
    std::vector<QuizValue> out;
    for (QuizValue &v : quizValuesAt(trace, step + 1)) {
        const QuizValue *old = findValue(before, v.name);
        if (!old || old->values != v.values)
            out.push_back(std::move(v));
    }
    return out;
}

std::optional<QuizAsk> quizQuestion(const Trace &trace, int step, const QuizQuestion *scripted)
{
    const SceneQuiz *q = quizFor(trace.scene);
    if (!q || step < 0 || step + 1 >= int(trace.frames.size()))
        return std::nullopt;
    const std::vector<QuizValue> next = quizValuesAt(trace, step + 1);
    if (next.empty())
        return std::nullopt;
    QuizAsk ask;
    ask.step = step;
    ask.hidden = quizChangedValues(trace, step);
    const std::string wanted = scripted && !scripted->value.empty() ? scripted->value : q->def;
    const QuizValue *asked = findValue(next, wanted);
    const bool ownValue = asked && asked->name != q->def;
    if (!asked)
        asked = findValue(next, q->def);
    ask.asked = asked ? *asked : next.front();
    const std::vector<QuizValue> shown = quizValuesAt(trace, step);
    if (const QuizValue *now = findValue(shown, ask.asked.name))
        ask.before = now->values;
    if (scripted && !scripted->prompt.empty())
        ask.prompt = scripted->prompt;
    else if (ownValue || ask.asked.name != q->def)
        ask.prompt = "What is " + ask.asked.label + " after the next " + stepNounOf(trace) + "?";
    else
        ask.prompt = q->prompt(trace, step);
    if (scripted)
        ask.choices = scripted->choices;
    if (q->slips && ask.asked.name == q->def)
        ask.slips = q->slips(trace, step);
    return ask;
}

std::vector<double> parseQuizNumbers(const std::string &typed)
{
    std::vector<double> out;
    std::string part;
    auto flush = [&]() {
        const std::string t = trim(part);
        part.clear();
        if (t.empty())
            return true;
        const std::optional<double> v = parseNumber(t);
        if (!v)
            return false;
        out.push_back(*v);
        return true;
    };
    // The card writes "−12" with the real minus sign; a guess copied from it reads the same.
    std::string plain = typed;
    for (std::size_t at = plain.find("\xe2\x88\x92"); at != std::string::npos; at = plain.find("\xe2\x88\x92", at))
        plain.replace(at, 3, "-");
    for (char c : plain + ",") {
        if (c == ',' || c == ';') {
            if (!flush())
                return {};
        } else {
            part += c;
        }
    }
    return out;
}

std::string quizValueText(const QuizValue &v)
{
    std::string out = v.label + " = ";
    for (std::size_t i = 0; i < v.values.size(); ++i)
        out += (i ? ", " : "") + num(v.values[i]);
    if (!v.unit.empty())
        out += " " + v.unit;
    return out;
}

QuizGrade gradeAnswer(const QuizAsk &ask, const std::string &typed)
{
    const std::vector<double> guess = parseQuizNumbers(typed);
    if (guess.empty() || guess.size() != ask.asked.values.size()) {
        QuizGrade g;
        g.text = ask.asked.values.size() == 1
                     ? "Type one number, such as 0.8."
                     : "Type " + std::to_string(ask.asked.values.size()) + " numbers, separated by commas.";
        g.verdictText = g.text;
        return g;
    }
    QuizGrade g = numberGrade(ask.asked, guess);
    std::string careful;
    // Late in a converging run a step moves w by less than 0.1%, so the weight before the step
    // passed as exact: "exact" is then within half the step, but never finer than the digits the
    // card writes the answer with (below that the two read the same and the question is moot).
    const bool moved = ask.asked.kind == QuizKind::Number && ask.before.size() == guess.size() && ask.before != ask.asked.values;
    if (moved) {
        double fromBefore = 0, step = 0, scale = 0;
        for (std::size_t i = 0; i < guess.size(); ++i) {
            fromBefore = std::max(fromBefore, std::abs(guess[i] - ask.before[i]));
            step = std::max(step, std::abs(ask.asked.values[i] - ask.before[i]));
            scale = std::max(scale, std::abs(ask.asked.values[i]));
        }
        const double halfDigit = scale > 0 ? 0.5 * std::pow(10.0, std::floor(std::log10(scale)) - writtenDigits(scale) + 1) : 0;
        if (g.verdict == QuizVerdict::Exact && g.absError > 1e-9 &&
            g.absError > std::max(halfDigit, std::min(1e-3 * scale, step / 2)))
            g.verdict = QuizVerdict::Close;
        if (g.verdict != QuizVerdict::Exact && fromBefore <= g.absError)
            careful = "Careful: that is " + ask.asked.label + " before the step; the question is where the step takes it.";
    }
    if (careful.empty() && guess.size() == 1 && g.verdict != QuizVerdict::Exact && g.verdict != QuizVerdict::Right)
        for (std::size_t i = 0; i < ask.slips.size(); ++i)
            if (const auto &[value, why] = ask.slips[i]; std::abs(guess[0] - value) <= 1e-3 * std::max(1.0, std::abs(value))) {
                careful = "Careful: " + why;
                g.slip = int(i);
                break;
            }
    setGradeText(g, ask.asked, careful);
    return g;
}

QuizGrade gradeChoice(const QuizAsk &ask, int index)
{
    QuizGrade g;
    if (index < 0 || index >= int(ask.choices.size())) {
        g.text = g.verdictText = "There is no such choice.";
        return g;
    }
    const std::string &choice = ask.choices[std::size_t(index)];
    // The leading number, then the why after ':', " - " or an em dash.
    std::size_t cut = std::string::npos, skip = 0;
    for (const char *sep : {":", " - ", "\xe2\x80\x94"}) {
        const std::size_t at = choice.find(sep);
        if (at != std::string::npos && at < cut) {
            cut = at;
            skip = std::char_traits<char>::length(sep);
        }
    }
    const std::string head = trim(choice.substr(0, cut));
    std::string why = cut == std::string::npos ? std::string{} : trim(choice.substr(cut + skip));
    if (!why.empty() && why[0] >= 'a' && why[0] <= 'z')
        why[0] = char(why[0] - 'a' + 'A'); // a sentence of its own after "Not this one."
    const std::vector<double> guess = parseQuizNumbers(head);
    const bool readable = guess.size() == ask.asked.values.size();
    const QuizGrade numeric = readable ? numberGrade(ask.asked, guess) : QuizGrade{};
    const bool right = readable && (numeric.verdict == QuizVerdict::Exact || numeric.verdict == QuizVerdict::Close ||
                                    numeric.verdict == QuizVerdict::Right);
    g.verdict = right ? QuizVerdict::Right : QuizVerdict::Wrong;
    g.absError = numeric.absError;
    g.relError = numeric.relError;
    g.verdictText =
        (right ? "Right!" : "Not this one.") + std::string(why.empty() ? "" : " " + why + (why.back() == '.' ? "" : "."));
    g.text = g.verdictText + " The answer is " + quizValueText(ask.asked) + ".";
    return g;
}

} // namespace sgd
