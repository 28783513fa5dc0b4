// The overlap scene's quiz: the values it can ask about the next step and its default question
// (core/quiz_def.h); core/scenes/scene_list.h registers it with the scene.
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
            // Nine numbers: words() fills %1 to %9.
            return text::words("When does bucket %1's all-reduce finish? Its %2 bytes of gradients are ready at %3 ms; the "
                               "link is free from %4 ms. A ring of %5 workers sends the bucket's bytes times 2(K−1)/K = %6 "
                               "at %7 bytes per ms, plus 2(K−1) = %8 latencies of %9 ms.",
                               {std::to_string(next.bucket), num(next.bytes), num(next.compute_end), num(f.comm_end),
                                std::to_string(k), num(2.0 * (k - 1) / k), num(tt.meta.bandwidth_bytes_per_ms),
                                std::to_string(2 * (k - 1)), num(tt.meta.latency_ms)});
        });
    q.slips = [](const Trace &trace, int n) {
        const auto &tt = typedTrace<OverlapTrace>(trace);
        const F &f = tt.frames[std::size_t(n)], &next = tt.frames[std::size_t(n) + 1];
        const int k = tt.meta.workers;
        const double start = std::max(next.compute_end, f.comm_end);
        return std::vector<std::pair<double, std::string>>{
            {next.compute_end + next.comm_ms,
             text::words("that starts when the gradients are ready; the link is still busy with the bucket before.")},
            {start + next.bytes / tt.meta.bandwidth_bytes_per_ms + 2.0 * (k - 1) * tt.meta.latency_ms,
             text::words("that sends the bucket once; a ring all-reduce sends 2(K−1)/K times it.")},
            {start + 2.0 * (k - 1) / k * next.bytes / tt.meta.bandwidth_bytes_per_ms,
             text::words("that leaves out the latencies: each of the 2(K−1) ring steps waits one.")},
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
