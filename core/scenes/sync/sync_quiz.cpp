// The sync scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "core/sim/sync_trace.h"

#include "core/quiz_def.h"
#include "core/scenes/sync/sync_params.h"

namespace sgd::quizdef {

// Sync and backup workers: frame n is round n, drawn whole (w → w_next); the step from frame n
// plays round n + 1, so what it produces is frame n + 1's w_next (frame 0 is the start, no round).
SceneQuiz syncQuiz()
{
    using F = SyncRound;
    SceneQuiz q =
        makeQuiz<SyncTrace>("w",
                            {number("w", "global w", &F::w_next), number("loss", "loss", &F::loss_next),
                             number("idle_total", "idle time so far", &F::idle_total, "s"),
                             count("global_updates", "global updates", &F::global_updates)},
                            [](const Trace &trace, const SyncTrace &tt, int n) {
                                const F &round = tt.frames[std::size_t(n) + 1];
                                // The rule's name in the class's language; fedavg is a name of its own.
                                const std::string &a = tt.meta.aggregate;
                                const std::string rule = a == "mean" ? text::words("mean") : a == "sum" ? text::words("sum") : a;
                                return text::words("What is the global w after round %1? w = %2 now; the workers' "
                                                   "gradients at it are %3, η = %4, aggregation: %5.",
                                                   {std::to_string(round.round), num(round.w), numList(round.grads),
                                                    num(trace.params.num(paramKey<SyncParams>(&SyncParams::eta))), rule});
                            });
    // The slips of one update w - eta * aggregate, with the aggregate the workers' mean.
    q.slips = [](const Trace &trace, int n) {
        const auto &tt = typedTrace<SyncTrace>(trace);
        const F &round = tt.frames[std::size_t(n) + 1];
        const double eta = trace.params.num(paramKey<SyncParams>(&SyncParams::eta));
        double sum = 0;
        for (double g : round.grads)
            sum += g;
        std::vector<std::pair<double, std::string>> out = {
            {round.w + eta * round.aggregated,
             text::words("that is a step up the slope: the update subtracts η times the gradient.")},
            {round.w - round.aggregated, text::words("that forgets η: the step is η times the gradient.")},
        };
        if (tt.meta.aggregate == "mean" && round.grads.size() > 1)
            out.push_back({round.w - eta * sum, text::words("that adds the workers' gradients; this run averages them.")});
        else if (tt.meta.aggregate == "sum" && round.grads.size() > 1)
            out.push_back({round.w - eta * sum / double(round.grads.size()),
                           text::words("that averages the gradients; this run adds them.")});
        return out;
    };
    q.needs = [](const Trace &trace, int n) {
        const auto &tt = typedTrace<SyncTrace>(trace);
        const F &round = tt.frames[std::size_t(n) + 1];
        std::vector<std::pair<std::string, double>> out = {{"w", round.w},
                                                           {"eta", trace.params.num(paramKey<SyncParams>(&SyncParams::eta))}};
        for (double g : round.grads)
            out.push_back({"a worker's gradient", g});
        return out;
    };
    return q;
}

} // namespace sgd::quizdef
