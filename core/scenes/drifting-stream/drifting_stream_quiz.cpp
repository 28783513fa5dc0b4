// The drifting-stream scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "drifting_stream_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz driftingStreamQuiz()
{
    using F = DriftingStreamStep;
    return makeQuiz<DriftingStreamTrace>(
        "async_error",
        {number("async_error", "async model's error", &F::async_error),
         number("stale_error", "stale model's error", &F::stale_error),
         number("batch_error", "batch model's error", &F::batch_error)},
        [](const Trace &, const DriftingStreamTrace &tt, int n) {
            return text::words("How far from the optimum is the async model after the next tick? Its error is %1 now.",
                               {num(tt.frames[std::size_t(n)].async_error)});
        });
}

} // namespace sgd::quizdef
