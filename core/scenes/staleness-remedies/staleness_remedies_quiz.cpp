// The staleness-remedies scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "staleness_remedies_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz stalenessRemediesQuiz()
{
    using F = StalenessRemediesStep;
    return makeQuiz<StalenessRemediesTrace>(
        "staleness",
        {count("staleness", "staleness of the gradient", &F::staleness),
         count("worker", "worker that arrives", &F::worker, QuizKind::Category),
         number("w_constant", "w with a constant rate", &F::w_constant),
         number("w_staleness", "w with η/(1 + τ)", &F::w_staleness)},
        [](const Trace &, const StalenessRemediesTrace &tt, int n) {
            return text::words("How stale is the next gradient? %1 so far, %2, %3 of them slow.",
                               {text::counted(tt.frames[std::size_t(n)].update, "update", "updates").toStdString(),
                                text::counted(tt.meta.workers, "worker", "workers").toStdString(),
                                std::to_string(tt.meta.stragglers)});
        });
}

} // namespace sgd::quizdef
