#include "quiz_values.h"

#include "quiz_def.h"

#include "number_text.h"
#include "params.h"
#include "scenes.h"
#include "trace_io.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace sgd {

namespace quizdef {
#define SGD_SCENE(id, name) SceneQuiz name##Quiz();
#include "core/scenes/scene_list.h"
#undef SGD_SCENE
} // namespace quizdef

namespace {

using quizdef::num;
using quizdef::SceneQuiz;

const std::map<std::string, SceneQuiz> &sceneQuizzes()
{
    static const std::map<std::string, SceneQuiz> quizzes = {
#define SGD_SCENE(id, name) {id, quizdef::name##Quiz()},
#include "core/scenes/scene_list.h"
#undef SGD_SCENE
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

/// The largest |a[i] - b[i]|.
double distance(const std::vector<double> &a, const std::vector<double> &b)
{
    double d = 0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        d = std::max(d, std::abs(a[i] - b[i]));
    return d;
}

double largest(const std::vector<double> &v)
{
    double m = 0;
    for (double x : v)
        m = std::max(m, std::abs(x));
    return m;
}

/// The words of a verdict while the question is open: which mistake, never how far or which way.
std::string verdictWords(QuizVerdict v)
{
    switch (v) {
    case QuizVerdict::Exact:
        return text::words("Exact!");
    case QuizVerdict::Right:
        return text::words("Right!");
    case QuizVerdict::Close:
        return text::words("Close, but not exact.");
    case QuizVerdict::Far:
        return text::words("Not this time: work it through once more.");
    case QuizVerdict::Wrong:
        return text::words("Not this time.");
    case QuizVerdict::Slip:
        return text::words("Careful:");
    case QuizVerdict::Unreadable:
        break;
    }
    return {};
}

std::string unreadableText(const QuizAsk &ask)
{
    if (ask.asked.values.size() == 1)
        return text::words("Type one number, such as %1.", {num(0.8)});
    // Where the decimal mark is a comma, the numbers of a list are parted by semicolons.
    return text::listSeparator() == "; "
               ? text::words("Type %1 numbers, separated by semicolons.", {std::to_string(ask.asked.values.size())})
               : text::words("Type %1 numbers, separated by commas.", {std::to_string(ask.asked.values.size())});
}

/// "+", "−" and the spaces people paste, as plain ASCII (the pages' script does the same).
std::string plainTyped(const std::string &typed)
{
    static const std::pair<const char *, const char *> kSame[] = {
        {"\xe2\x88\x92", "-"}, {"\xe2\x80\x93", "-"}, {"\xe2\x80\x92", "-"}, {"\xef\xb9\xa3", "-"}, {"\xef\xbc\x8d", "-"},
        {"\xef\xbc\x8b", "+"}, {"\xc2\xa0", " "},     {"\xe2\x80\x89", " "}, {"\xe2\x80\xaf", " "}, {"\xe3\x80\x80", " "},
        {"\xef\xbc\x8c", ","}, {"\xe3\x80\x81", ","}, {"\xef\xbc\x9b", ";"}, {"\xef\xbc\x8e", "."}, {"\t", " "},
    };
    std::string out = typed;
    for (const auto &[from, to] : kSame)
        for (std::size_t at = out.find(from); at != std::string::npos; at = out.find(from, at))
            out.replace(at, std::char_traits<char>::length(from), to), at += std::char_traits<char>::length(to);
    return out;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

/// One number as typed: an optional sign (spaces may follow it), digits with a point or a decimal
/// comma, an optional exponent.
std::optional<double> typedNumber(const std::string &part)
{
    const std::string t = trim(part);
    std::size_t i = 0;
    std::string plain;
    if (i < t.size() && (t[i] == '+' || t[i] == '-'))
        plain += t[i] == '-' ? "-" : "", ++i;
    while (i < t.size() && t[i] == ' ')
        ++i;
    int digits = 0;
    while (i < t.size() && isDigit(t[i]))
        plain += t[i++], ++digits;
    if (i < t.size() && (t[i] == '.' || t[i] == ',')) {
        plain += '.', ++i;
        while (i < t.size() && isDigit(t[i]))
            plain += t[i++], ++digits;
    }
    if (digits == 0)
        return std::nullopt;
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        plain += t[i++];
        if (i < t.size() && (t[i] == '+' || t[i] == '-'))
            plain += t[i++];
        if (i >= t.size() || !isDigit(t[i]))
            return std::nullopt;
        while (i < t.size() && isDigit(t[i]))
            plain += t[i++];
    }
    if (i != t.size())
        return std::nullopt;
    const std::optional<double> v = parseNumber(plain);
    if (!v || !std::isfinite(*v))
        return std::nullopt;
    return v;
}

/// The parts of `text` between separators: ';', ',' or (spaced) ", " and runs of spaces.
enum class Split { Semicolon, Comma, Spaced };
std::vector<std::string> splitOn(const std::string &text, Split how)
{
    std::vector<std::string> out;
    std::string part;
    auto flush = [&]() {
        if (const std::string t = trim(part); !t.empty())
            out.push_back(t);
        part.clear();
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool cut = how == Split::Semicolon ? c == ';'
                         : how == Split::Comma   ? c == ','
                                                 : c == ' ' || (c == ',' && i + 1 < text.size() && text[i + 1] == ' ');
        if (cut)
            flush();
        else
            part += c;
    }
    flush();
    return out;
}

std::string jsonNumbers(const std::vector<double> &v)
{
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i)
        out += (i ? "," : "") + formatNumber(v[i]);
    return out + "]";
}

/// The why of a choice ("-8: forgot the x" → "Forgot the x."), as a sentence of its own.
std::pair<std::string, std::string> choiceParts(const std::string &choice)
{
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
        why[0] = char(why[0] - 'a' + 'A');
    if (!why.empty() && why.back() != '.')
        why += '.';
    return {head, why};
}

} // namespace

std::vector<std::string> quizValueNames(const std::string &sceneId)
{
    const SceneQuiz *q = quizFor(sceneId);
    return q ? q->names : std::vector<std::string>{};
}

std::map<std::string, std::string> quizValueFields(const std::string &sceneId)
{
    std::map<std::string, std::string> out;
    if (const SceneQuiz *q = quizFor(sceneId))
        for (std::size_t i = 0; i < q->names.size() && i < q->fields.size(); ++i)
            out[q->names[i]] = q->fields[i];
    return out;
}

std::vector<std::string> quizNextStepFields(const std::string &sceneId)
{
    const SceneQuiz *q = quizFor(sceneId);
    return q ? q->nextFields : std::vector<std::string>{};
}

std::vector<std::pair<std::string, double>> quizNeeds(const Trace &trace, int step)
{
    const SceneQuiz *q = quizFor(trace.scene);
    if (!q || !q->needs || step < 0 || step + 1 >= int(trace.frames.size()))
        return {};
    return q->needs(trace, step);
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
        ask.prompt = text::words("What is %1 after the next %2?", {ask.asked.label, text::words(stepNounOf(trace).c_str())});
    else
        ask.prompt = q->prompt(trace, step);
    if (scripted)
        ask.choices = scripted->choices;
    if (q->slips && ask.asked.name == q->def)
        ask.slips = q->slips(trace, step);
    return ask;
}

std::vector<double> parseQuizNumbers(const std::string &typed, std::size_t expected)
{
    const std::string text = trim(plainTyped(typed));
    if (text.empty())
        return {};
    std::vector<std::string> parts;
    if (text.find(';') != std::string::npos)
        parts = splitOn(text, Split::Semicolon);
    else if (expected == 1)
        parts = {text};
    else {
        parts = splitOn(text, Split::Comma);
        if (expected > 1 && parts.size() != expected)
            parts = splitOn(text, Split::Spaced);
    }
    std::vector<double> out;
    for (const std::string &p : parts) {
        const std::optional<double> v = typedNumber(p);
        if (!v)
            return {};
        out.push_back(*v);
    }
    return out;
}

std::string quizValueText(const QuizValue &v)
{
    std::string out = v.label + " = ";
    for (std::size_t i = 0; i < v.values.size(); ++i)
        out += (i ? text::listSeparator() : "") + num(v.values[i]);
    if (!v.unit.empty())
        out += " " + v.unit;
    return out;
}

std::string quizVerdictName(QuizVerdict v)
{
    switch (v) {
    case QuizVerdict::Exact:
        return "exact";
    case QuizVerdict::Close:
        return "close";
    case QuizVerdict::Far:
        return "far";
    case QuizVerdict::Right:
        return "right";
    case QuizVerdict::Wrong:
        return "wrong";
    case QuizVerdict::Slip:
        return "slip";
    case QuizVerdict::Unreadable:
        break;
    }
    return "unreadable";
}

QuizRubric quizRubric(const QuizAsk &ask)
{
    QuizRubric r;
    r.kind = ask.asked.kind;
    r.answer = ask.asked.values;
    r.answerText = quizValueText(ask.asked);
    const bool moved = ask.before.size() == r.answer.size() && ask.before != r.answer;
    if (moved)
        r.before = ask.before;
    const double scale = largest(r.answer);
    if (r.kind == QuizKind::Number) {
        // Exact: within 0.1 %, but never as wide as half the step (late in a converging run a step
        // moves w by less than that, and the weight before the step would pass) and never finer
        // than half a unit of the last digit the card writes the answer with.
        const double halfDigit = scale > 0 ? 0.5 * std::pow(10.0, std::floor(std::log10(scale)) - writtenDigits(scale) + 1) : 0;
        const double step = moved ? distance(r.answer, r.before) : INFINITY;
        r.exact = scale > 0 ? std::max(1e-9, std::min(1e-3 * scale, std::max(halfDigit, step / 2))) : 1e-9;
        r.close = scale > 0 ? 0.1 * scale : 0.1;
    }
    std::vector<std::pair<std::vector<double>, std::string>> named;
    if (ask.asked.values.size() == 1)
        for (const auto &[value, why] : ask.slips)
            named.push_back({{value}, why});
    if (moved)
        named.push_back(
            {r.before, text::words("that is %1 before the step; the question is where the step takes it.", {ask.asked.label})});
    for (auto &[values, why] : named) {
        const double fromAnswer = distance(values, r.answer);
        if (fromAnswer <= r.exact || values.size() != r.answer.size())
            continue; // the slip gives the answer here (g = 0): not a mistake
        double tol = 0;
        if (r.kind == QuizKind::Number)
            tol = std::min(std::max(1e-9, 1e-3 * std::max(largest(values), scale)), fromAnswer / 2);
        r.slips.push_back({std::move(values), std::move(why), tol});
    }
    return r;
}

QuizGrade gradeNumbers(const QuizAsk &ask, const std::vector<double> &guess)
{
    QuizGrade g;
    if (guess.empty() || guess.size() != ask.asked.values.size()) {
        g.text = g.verdictText = unreadableText(ask);
        return g;
    }
    const QuizRubric r = quizRubric(ask);
    g.absError = distance(guess, r.answer);
    const double scale = largest(r.answer);
    if (scale > 0)
        g.relError = g.absError / scale;
    const bool counted = r.kind != QuizKind::Number;
    if (counted ? g.absError == 0 : g.absError <= r.exact)
        g.verdict = counted ? QuizVerdict::Right : QuizVerdict::Exact;
    else {
        double nearest = INFINITY;
        for (std::size_t i = 0; i < r.slips.size(); ++i)
            if (const double d = distance(guess, r.slips[i].values); d <= r.slips[i].tolerance && d < nearest) {
                nearest = d;
                g.slip = int(i);
            }
        if (g.slip >= 0) {
            g.verdict = QuizVerdict::Slip;
            g.slipWhy = r.slips[std::size_t(g.slip)].why;
        } else if (counted)
            g.verdict = QuizVerdict::Wrong;
        else
            g.verdict = g.absError <= r.close && (r.before.empty() || g.absError < distance(guess, r.before)) ? QuizVerdict::Close
                                                                                                              : QuizVerdict::Far;
    }
    g.verdictText = verdictWords(g.verdict) + (g.slipWhy.empty() ? "" : " " + g.slipWhy);
    g.text = g.verdictText + " " + text::words("The answer is %1.", {r.answerText});
    return g;
}

QuizGrade gradeAnswer(const QuizAsk &ask, const std::string &typed)
{
    return gradeNumbers(ask, parseQuizNumbers(typed, ask.asked.values.size()));
}

QuizGrade gradeChoice(const QuizAsk &ask, int index)
{
    QuizGrade g;
    if (index < 0 || index >= int(ask.choices.size())) {
        g.text = g.verdictText = text::words("There is no such choice.");
        return g;
    }
    const auto [head, why] = choiceParts(ask.choices[std::size_t(index)]);
    const QuizGrade numeric = gradeNumbers(ask, parseQuizNumbers(head, ask.asked.values.size()));
    const bool right = quizVerdictRight(numeric.verdict) || numeric.verdict == QuizVerdict::Close;
    g.verdict = right ? QuizVerdict::Right : QuizVerdict::Wrong;
    g.absError = numeric.absError;
    g.relError = numeric.relError;
    g.verdictText = (right ? text::words("Right!") : text::words("Not this one.")) + std::string(why.empty() ? "" : " " + why);
    g.text = g.verdictText + " " + text::words("The answer is %1.", {quizValueText(ask.asked)});
    return g;
}

std::string quizRubricJson(const QuizAsk &ask)
{
    const QuizRubric r = quizRubric(ask);
    std::string out = "{\"kind\":" + jsonString(r.kind == QuizKind::Number ? "number" : "count") +
                      ",\"answer\":" + jsonNumbers(r.answer) + ",\"before\":" + jsonNumbers(r.before) +
                      ",\"exact\":" + formatNumber(r.exact) + ",\"close\":" + formatNumber(r.close) + ",\"slips\":[";
    for (std::size_t i = 0; i < r.slips.size(); ++i)
        out += std::string(i ? "," : "") + "{\"v\":" + jsonNumbers(r.slips[i].values) +
               ",\"tol\":" + formatNumber(r.slips[i].tolerance) + ",\"why\":" + jsonString(r.slips[i].why) + "}";
    out += "],\"texts\":{";
    bool first = true;
    for (QuizVerdict v :
         {QuizVerdict::Exact, QuizVerdict::Right, QuizVerdict::Close, QuizVerdict::Far, QuizVerdict::Wrong, QuizVerdict::Slip}) {
        out += std::string(first ? "" : ",") + jsonString(quizVerdictName(v)) + ":" + jsonString(verdictWords(v));
        first = false;
    }
    out += "},\"unreadable\":" + jsonString(unreadableText(ask)) + ",\"reveal\":" + jsonString(r.answerText) + ",\"choices\":[";
    for (std::size_t i = 0; i < ask.choices.size(); ++i) {
        const QuizGrade g = gradeChoice(ask, int(i));
        out += std::string(i ? "," : "") + "{\"verdict\":" + jsonString(quizVerdictName(g.verdict)) +
               ",\"text\":" + jsonString(g.verdictText) + "}";
    }
    return out + "]}";
}

} // namespace sgd
