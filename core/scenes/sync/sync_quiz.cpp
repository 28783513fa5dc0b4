// The sync scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/quiz_list.h registers it.
#include "sync_trace.h"

#include "core/quiz_def.h"
#include "core/scenes/sync/sync_params.h"

namespace sgd::quizdef {

// Sync and backup workers: frame n is round n, drawn whole (w → w_next); the step from frame n
// plays round n + 1, so what it produces is frame n + 1's w_next (frame 0 is the start, no round).
SceneQuiz syncQuiz()
{
    using F = SyncRound;
    return makeQuiz<SyncTrace>("w",
                               {number("w", "global w", &F::w_next), number("loss", "loss", &F::loss_next),
                                number("idle_total", "idle time so far", &F::idle_total, "s"),
                                count("global_updates", "global updates", &F::global_updates)},
                               [](const Trace &trace, const SyncTrace &tt, int n) {
                                   const F &round = tt.frames[std::size_t(n) + 1];
                                   return "What is the global w after round " + std::to_string(round.round) +
                                          "? w = " + num(round.w) + " now; the workers' gradients at it are " +
                                          numList(round.grads) + ", η = " + num(trace.params.num(paramKey(&SyncParams::eta))) +
                                          ", aggregation: " + tt.meta.aggregate + ".";
                               });
}

} // namespace sgd::quizdef
