// The async scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "core/sim/async_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz asyncQuiz()
{
    using F = AsyncUpdate;
    return makeQuiz<AsyncTrace>("staleness",
                                {count("staleness", "staleness of the update", &F::staleness),
                                 count("worker", "worker that arrives", &F::worker, QuizKind::Category),
                                 number("w", "server w", &F::w_after), number("time", "arrival time", &F::time, "s")},
                                [](const Trace &, const AsyncTrace &tt, int n) {
                                    const std::vector<std::string> args = {
                                        text::counted(tt.frames[std::size_t(n)].update, "update", "updates").toStdString(),
                                        text::counted(tt.meta.workers, "worker", "workers").toStdString()};
                                    return tt.meta.workers == 1
                                               ? text::words("How stale is the next update? The server has made %1; %2 is "
                                                             "computing.",
                                                             args)
                                               : text::words("How stale is the next update? The server has made %1; %2 are "
                                                             "computing.",
                                                             args);
                                });
}

} // namespace sgd::quizdef
