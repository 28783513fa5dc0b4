// The async-pitfalls scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "async_pitfalls_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz asyncPitfallsQuiz()
{
    using F = AsyncPitfallsStep;
    return makeQuiz<AsyncPitfallsTrace>(
        "diff",
        {number("diff", "gap between the two async runs", &F::diff),
         count("worker_a", "worker in run A", &F::worker_a, QuizKind::Category),
         count("worker_b", "worker in run B", &F::worker_b, QuizKind::Category), number("w_a", "run A's w", &F::w_a)},
        [](const Trace &, const AsyncPitfallsTrace &tt, int n) {
            return text::words("How far apart are the two async runs after the next update? w_a − w_b = %1 now.",
                               {num(tt.frames[std::size_t(n)].diff)});
        });
}

} // namespace sgd::quizdef
