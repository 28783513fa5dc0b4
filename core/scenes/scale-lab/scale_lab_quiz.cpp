// The scale-lab scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "scale_lab_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz scaleLabQuiz()
{
    using F = ScaleLabCheckpoint;
    return makeQuiz<ScaleLabTrace>(
        "sync_loss",
        {maybe("sync_loss", "sync loss", &F::sync_loss), maybe("async_loss", "async loss", &F::async_loss),
         maybe("decentralized_loss", "decentralized loss", &F::decentralized_loss),
         maybe("quantized_loss", "quantized loss", &F::quantized_loss)},
        [](const Trace &, const ScaleLabTrace &tt, int n) {
            const F &f = tt.frames[std::size_t(n)];
            if (f.sync_loss)
                return text::words("Which loss does the sync design reach at the next checkpoint?");
            if (f.async_loss)
                return text::words("Which loss does the async design reach at the next checkpoint?");
            if (f.decentralized_loss)
                return text::words("Which loss does the decentralized design reach at the next checkpoint?");
            return text::words("Which loss does the quantized design reach at the next checkpoint?");
        });
}

} // namespace sgd::quizdef
