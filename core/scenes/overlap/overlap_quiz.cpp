// The overlap scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/quiz_list.h registers it.
#include "overlap_trace.h"

#include "core/quiz_def.h"

namespace sgd::quizdef {

SceneQuiz overlapQuiz()
{
    using F = OverlapBucket;
    return makeQuiz<OverlapTrace>("comm_end",
                                  {number("comm_end", "all-reduce ends at", &F::comm_end, "ms"),
                                   number("comm_start", "all-reduce starts at", &F::comm_start, "ms"),
                                   number("waited_for_link", "wait for the link", &F::waited_for_link, "ms"),
                                   count("bucket", "bucket", &F::bucket)},
                                  [](const Trace &, const OverlapTrace &tt, int n) {
                                      return "When does the next bucket's all-reduce finish? The link is free from " +
                                             num(tt.frames[std::size_t(n)].comm_end) + " ms; latency " + num(tt.meta.latency_ms) +
                                             " ms, " + num(tt.meta.bandwidth_bytes_per_ms) + " bytes per ms.";
                                  });
}

} // namespace sgd::quizdef
