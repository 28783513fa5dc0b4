// The backup-workers scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/quiz_list.h registers it.
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
                                            return "Where is w after round " + std::to_string(round.round) +
                                                   ", which uses only the first " +
                                                   std::to_string(tt.meta.workers - tt.meta.backups) + " of " +
                                                   std::to_string(tt.meta.workers) + " gradients? w = " + num(round.w) +
                                                   " now, η = " + num(tt.meta.eta) + ".";
                                        });
}

} // namespace sgd::quizdef
