// The decentralized scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "decentralized_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz decentralizedQuiz()
{
    using F = DecentralizedRound;
    return makeQuiz<DecentralizedTrace>(
        "weights",
        {numbers("weights", "node weights", &F::weights), number("mean", "mean weight", &F::mean),
         number("consensus_distance", "consensus distance", &F::consensus_distance)},
        [](const Trace &, const DecentralizedTrace &tt, int n) {
            return text::words("What weights will the nodes hold after averaging? After their local steps they hold %1.",
                               {numList(tt.frames[std::size_t(n) + 1].weights_before)});
        });
}

} // namespace sgd::quizdef
