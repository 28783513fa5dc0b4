// The mini-batch scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/quiz_list.h registers it.
#include "mini_batch_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz miniBatchQuiz()
{
    using F = MiniBatchStep;
    return makeQuiz<MiniBatchTrace>("w",
                                    {number("w", "w", &F::w), number("loss", "loss", &F::loss),
                                     count("samples_seen", "samples seen", &F::samples_seen), count("epoch", "epoch", &F::epoch)},
                                    [](const Trace &, const MiniBatchTrace &tt, int n) {
                                        const F &f = tt.frames[std::size_t(n)];
                                        return "Where does w land after the next batch? w = " + num(f.w) +
                                               " now, η = " + num(tt.meta.eta) + ", batch of " + std::to_string(tt.meta.batch) +
                                               ".";
                                    });
}

} // namespace sgd::quizdef
