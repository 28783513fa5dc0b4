#pragma once
// How a scene declares its quiz (core/scenes/<id>/<id_>_quiz.cpp): the values it can ask about, read
// from members of its typed frame, the default question with the live numbers, and classic slips.
// core/quiz_values.cpp finds each scene's quiz through its line in core/scenes/scene_list.h and does the rest
// (which value is asked, grading). No Qt.

#include "core/number_text.h"
#include "core/quiz_values.h"
#include "core/trace_schema.h"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sgd::quizdef {

using Numbers = std::optional<std::vector<double>>;

/// One askable member of a scene's frame struct F.
template <class F> struct QuizField {
    std::string name, label, unit;
    std::string field; ///< the frame's field it reads, as the trace files name it (its JSON key)
    QuizKind kind = QuizKind::Number;
    std::function<Numbers(const F &)> get;
};

template <class F> QuizField<F> number(std::string name, std::string label, double F::*m, std::string unit = {})
{
    return {std::move(name), std::move(label), std::move(unit),
            fieldName(m),    QuizKind::Number, [m](const F &f) -> Numbers { return std::vector<double>{f.*m}; }};
}

template <class F> QuizField<F> count(std::string name, std::string label, int F::*m, QuizKind kind = QuizKind::Count)
{
    return {std::move(name), std::move(label), {}, fieldName(m), kind, [m](const F &f) -> Numbers {
                return std::vector<double>{double(f.*m)};
            }};
}

template <class F> QuizField<F> numbers(std::string name, std::string label, std::vector<double> F::*m)
{
    return {std::move(name), std::move(label), {}, fieldName(m), QuizKind::Number, [m](const F &f) -> Numbers { return f.*m; }};
}

template <class F> QuizField<F> maybe(std::string name, std::string label, std::optional<double> F::*m, std::string unit = {})
{
    return {std::move(name), std::move(label), std::move(unit), fieldName(m), QuizKind::Number, [m](const F &f) -> Numbers {
                if (!(f.*m))
                    return std::nullopt;
                return std::vector<double>{*(f.*m)};
            }};
}

inline std::string num(double v)
{
    return text::displayNumber(v);
}

/// Numbers as the card lists them: "−1.5, −4, −7.5" ("−1,5; −4; −7,5" where the decimal mark is a comma).
inline std::string numList(const std::vector<double> &values)
{
    std::string out;
    for (double v : values)
        out += (out.empty() ? "" : text::listSeparator()) + num(v);
    return out;
}

/// What the quiz knows about one scene.
struct SceneQuiz {
    std::string def; ///< the default value's name
    std::vector<std::string> names;
    std::vector<std::string> fields; ///< the frame field each of `names` reads (its JSON key)
    std::function<std::vector<QuizValue>(const Trace &, int)> values;
    std::function<std::string(const Trace &, int)> prompt; ///< the default question at frame n
    /// Classic slips for a value at frame n: a wrong value and why (may be empty).
    std::function<std::vector<std::pair<double, std::string>>(const Trace &, int)> slips;
    /// Frame fields that hold the next step's values (frame n's w_next is frame n + 1's w).
    std::vector<std::string> nextFields;
    /// The numbers the default question at frame n is worked out from (each must be on screen or
    /// in the question; tests/ui/tst_quiz_surfaces.cpp checks it), by name.
    std::function<std::vector<std::pair<std::string, double>>(const Trace &, int)> needs;
};

template <class TT>
SceneQuiz makeQuiz(std::string def, std::vector<QuizField<typename TT::FrameType>> fields,
                   std::function<std::string(const Trace &, const TT &, int)> prompt)
{
    SceneQuiz q;
    q.def = std::move(def);
    for (const auto &f : fields) {
        q.names.push_back(f.name);
        q.fields.push_back(f.field);
    }
    q.values = [fields](const Trace &trace, int frame) {
        std::vector<QuizValue> out;
        const auto &tt = typedTrace<TT>(trace);
        if (frame < 0 || frame >= int(tt.frames.size()))
            return out;
        const auto &f = tt.frames[std::size_t(frame)];
        for (const auto &field : fields)
            if (Numbers v = field.get(f))
                out.push_back({field.name, text::words(field.label.c_str()), std::move(*v), field.unit, field.kind});
        return out;
    };
    q.prompt = [prompt](const Trace &trace, int n) { return prompt(trace, typedTrace<TT>(trace), n); };
    return q;
}

} // namespace sgd::quizdef
