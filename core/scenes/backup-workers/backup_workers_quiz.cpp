// The backup-workers scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
#include "backup_workers_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz backupWorkersQuiz()
{
    using F = BackupWorkersRound;
    return makeQuiz<BackupWorkersTrace>("w",
                                        {number("w", "w", &F::w_next), number("loss", "loss", &F::loss_next),
                                         number("round_start", "round starts at", &F::round_start, "s"),
                                         count("lost_total", "gradients dropped so far", &F::lost_total)},
                                        [](const Trace &, const BackupWorkersTrace &tt, int n) {
                                            const F &round = tt.frames[std::size_t(n) + 1];
                                            return text::words("Where is w after round %1, which uses only the first %2 "
                                                               "of %3 gradients? w = %4 now, η = %5.",
                                                               {std::to_string(round.round),
                                                                std::to_string(tt.meta.workers - tt.meta.backups),
                                                                std::to_string(tt.meta.workers), num(round.w), num(tt.meta.eta)});
                                        });
}

} // namespace sgd::quizdef
