// The implicit-momentum scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "implicit_momentum_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz implicitMomentumQuiz()
{
    using F = ImplicitMomentumStep;
    return makeQuiz<ImplicitMomentumTrace>(
        "w_momentum",
        {number("w_momentum", "momentum SGD's w", &F::w_momentum), number("w_async", "async SGD's mean w", &F::w_async),
         count("sample_worker", "worker of the sample run", &F::sample_worker, QuizKind::Category),
         count("sample_staleness", "staleness in the sample run", &F::sample_staleness)},
        [](const Trace &, const ImplicitMomentumTrace &tt, int n) {
            const double w = tt.frames[std::size_t(n)].w_momentum;
            // The last move: at the start, the buffer holds the first gradient's step (every worker has one in flight).
            const double moved =
                n > 0 ? w - tt.frames[std::size_t(n) - 1].w_momentum : -tt.meta.eta * tt.meta.curvature * (w - tt.meta.w_best);
            return text::words("Where does momentum SGD's w land next? w = %1 now, its last move %2; momentum "
                               "μ = 1 − 1/%3 = %4, step η/K = %5, gradient %6·(w − %7).",
                               {num(w), num(moved), std::to_string(tt.meta.workers), num(tt.meta.momentum_predicted),
                                num(tt.meta.eta_prime), num(tt.meta.curvature), num(tt.meta.w_best)});
        });
}

} // namespace sgd::quizdef
