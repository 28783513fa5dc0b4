// The sharded-servers scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/quiz_list.h registers it.
#include "core/sim/sharded_servers_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz shardedServersQuiz()
{
    using F = ShardedServersStep;
    return makeQuiz<ShardedServersTrace>(
        "worker",
        {count("worker", "worker whose push is applied", &F::worker, QuizKind::Category),
         count("staleness", "staleness", &F::staleness), number("queue_wait", "wait in the queue", &F::queue_wait, "s"),
         number("w", "w", &F::w_after)},
        [](const Trace &, const ShardedServersTrace &tt, int n) {
            return std::string(tt.meta.shards == 1 ? "Which worker's push does the server apply next? "
                                                   : "Which worker's push do the shards apply next? ") +
                   std::to_string(tt.frames[std::size_t(n)].update) + " applied so far, " +
                   text::countedText(tt.meta.workers, "worker", "workers") + ", " +
                   text::countedText(tt.meta.shards, "shard", "shards") + ".";
        });
}

} // namespace sgd::quizdef
