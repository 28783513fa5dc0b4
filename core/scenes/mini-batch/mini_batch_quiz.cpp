// The mini-batch scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "mini_batch_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

// The batch is drawn at random: the question names its mean gradient at w (the next frame's
// grad), so that the step can be worked out from the screen.
SceneQuiz miniBatchQuiz()
{
    using F = MiniBatchStep;
    SceneQuiz q = makeQuiz<MiniBatchTrace>(
        "w",
        {number("w", "w", &F::w), number("loss", "loss", &F::loss), count("samples_seen", "samples seen", &F::samples_seen),
         count("epoch", "epoch", &F::epoch)},
        [](const Trace &, const MiniBatchTrace &tt, int n) {
            const F &f = tt.frames[std::size_t(n)], &next = tt.frames[std::size_t(n) + 1];
            const std::vector<std::string> args = {num(f.w), num(tt.meta.eta), std::to_string(next.batch_size), num(next.grad)};
            return next.batch_size == 1 ? text::words("Where does w land after the next batch? w = %1 now, η = %2; "
                                                      "the next batch (%3 sample) has the mean gradient ḡ = %4 at w.",
                                                      args)
                                        : text::words("Where does w land after the next batch? w = %1 now, η = %2; "
                                                      "the next batch (%3 samples) has the mean gradient ḡ = %4 at w.",
                                                      args);
        });
    q.slips = [](const Trace &trace, int n) {
        const auto &tt = typedTrace<MiniBatchTrace>(trace);
        const F &f = tt.frames[std::size_t(n)], &next = tt.frames[std::size_t(n) + 1];
        std::vector<std::pair<double, std::string>> out = {
            {f.w + tt.meta.eta * next.grad, text::words("that is a step up the slope: the update subtracts η times ḡ.")},
            {f.w - next.grad, text::words("that forgets η: the step is η times ḡ.")},
        };
        if (next.batch_size > 1)
            out.push_back({f.w - tt.meta.eta * next.batch_size * next.grad,
                           text::words("that sums the batch's gradients; the update takes their mean.")});
        return out;
    };
    q.needs = [](const Trace &trace, int n) {
        const auto &tt = typedTrace<MiniBatchTrace>(trace);
        return std::vector<std::pair<std::string, double>>{
            {"w", tt.frames[std::size_t(n)].w}, {"eta", tt.meta.eta}, {"mean gradient", tt.frames[std::size_t(n) + 1].grad}};
    };
    return q;
}

} // namespace sgd::quizdef
