// The sharded-servers scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
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
            const std::vector<std::string> args = {std::to_string(tt.frames[std::size_t(n)].update),
                                                   text::counted(tt.meta.workers, "worker", "workers").toStdString(),
                                                   text::counted(tt.meta.shards, "shard", "shards").toStdString()};
            return tt.meta.shards == 1
                       ? text::words("Which worker's push does the server apply next? %1 applied so far, %2, %3.", args)
                       : text::words("Which worker's push do the shards apply next? %1 applied so far, %2, %3.", args);
        });
}

} // namespace sgd::quizdef
