// The hogwild scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "hogwild_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz hogwildQuiz()
{
    using F = HogwildSnapshot;
    return makeQuiz<HogwildTrace>(
        "loss",
        {number("loss", "loss", &F::loss), number("updates", "updates so far", &F::updates),
         number("collisions", "collisions so far", &F::collisions)},
        [](const Trace &, const HogwildTrace &tt, int n) {
            return text::words(
                "What is the loss at the next snapshot? It is %1 now, with %2 writing without locks.",
                {num(tt.frames[std::size_t(n)].loss), text::counted(tt.meta.threads, "thread", "threads").toStdString()});
        });
}

} // namespace sgd::quizdef
