// The single-weight scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "single_weight_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz singleWeightQuiz()
{
    using F = SingleWeightStep;
    SceneQuiz q = makeQuiz<SingleWeightTrace>("w",
                                              {number("w", "w", &F::w), number("y_hat", "prediction ŷ", &F::y_hat),
                                               number("loss", "loss", &F::loss), number("grad", "gradient g", &F::grad)},
                                              [](const Trace &, const SingleWeightTrace &tt, int n) {
                                                  const F &f = tt.frames[std::size_t(n)];
                                                  return text::words("Where does w land after this step? w = %1, g = %2 now, "
                                                                     "η = %3.",
                                                                     {num(f.w), num(f.grad), num(tt.meta.eta)});
                                              });
    q.nextFields = {fieldName(&F::w_next), fieldName(&F::loss_next)};
    q.slips = [](const Trace &trace, int n) {
        const auto &tt = typedTrace<SingleWeightTrace>(trace);
        const F &f = tt.frames[std::size_t(n)];
        return std::vector<std::pair<double, std::string>>{
            {f.w - tt.meta.eta * f.wrong_grad,
             text::words("that is the step with the slope taken in x instead of w (the x factor slipped).")},
            {f.w + tt.meta.eta * f.grad, text::words("that is a step up the slope: the update subtracts η times g.")},
            {f.w - f.grad, text::words("that forgets η: the step is η times g.")},
        };
    };
    q.needs = [](const Trace &trace, int n) {
        const auto &tt = typedTrace<SingleWeightTrace>(trace);
        const F &f = tt.frames[std::size_t(n)];
        return std::vector<std::pair<std::string, double>>{{"w", f.w}, {"g", f.grad}, {"eta", tt.meta.eta}};
    };
    return q;
}

} // namespace sgd::quizdef
