// The overlap scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/quiz_list.h registers it.
#include "overlap_trace.h"

#include "core/quiz_def.h"

#include <algorithm>

namespace sgd::quizdef {

// Everything the answer is worked out from is in the question: when the bucket's gradients are
// ready, when the link is free, its size, and the ring's cost (core/scenes/overlap/overlap.cpp).
SceneQuiz overlapQuiz()
{
    using F = OverlapBucket;
    SceneQuiz q = makeQuiz<OverlapTrace>(
        "comm_end",
        {number("comm_end", "all-reduce ends at", &F::comm_end, "ms"),
         number("comm_start", "all-reduce starts at", &F::comm_start, "ms"),
         number("waited_for_link", "wait for the link", &F::waited_for_link, "ms"), count("bucket", "bucket", &F::bucket)},
        [](const Trace &, const OverlapTrace &tt, int n) {
            const F &f = tt.frames[std::size_t(n)], &next = tt.frames[std::size_t(n) + 1];
            const int k = tt.meta.workers;
            return "When does bucket " + std::to_string(next.bucket) + "'s all-reduce finish? Its " + num(next.bytes) +
                   " bytes of gradients are ready at " + num(next.compute_end) + " ms; the link is free from " + num(f.comm_end) +
                   " ms. A ring of " + std::to_string(k) +
                   " workers sends the bucket's bytes times 2(K−1)/K = " + num(2.0 * (k - 1) / k) + " at " +
                   num(tt.meta.bandwidth_bytes_per_ms) + " bytes per ms, plus 2(K−1) = " + std::to_string(2 * (k - 1)) +
                   " latencies of " + num(tt.meta.latency_ms) + " ms.";
        });
    q.slips = [](const Trace &trace, int n) {
        const auto &tt = typedTrace<OverlapTrace>(trace);
        const F &f = tt.frames[std::size_t(n)], &next = tt.frames[std::size_t(n) + 1];
        const int k = tt.meta.workers;
        const double start = std::max(next.compute_end, f.comm_end);
        return std::vector<std::pair<double, std::string>>{
            {next.compute_end + next.comm_ms,
             "that starts when the gradients are ready; the link is still busy with the bucket before."},
            {start + next.bytes / tt.meta.bandwidth_bytes_per_ms + 2.0 * (k - 1) * tt.meta.latency_ms,
             "that sends the bucket once; a ring all-reduce sends 2(K−1)/K times it."},
            {start + 2.0 * (k - 1) / k * next.bytes / tt.meta.bandwidth_bytes_per_ms,
             "that leaves out the latencies: each of the 2(K−1) ring steps waits one."},
        };
    };
    q.needs = [](const Trace &trace, int n) {
        const auto &tt = typedTrace<OverlapTrace>(trace);
        const F &f = tt.frames[std::size_t(n)], &next = tt.frames[std::size_t(n) + 1];
        return std::vector<std::pair<std::string, double>>{
            {"bucket bytes", next.bytes},         {"gradients ready", next.compute_end},         {"link free", f.comm_end},
            {"workers", double(tt.meta.workers)}, {"bandwidth", tt.meta.bandwidth_bytes_per_ms}, {"latency", tt.meta.latency_ms}};
    };
    return q;
}

} // namespace sgd::quizdef
