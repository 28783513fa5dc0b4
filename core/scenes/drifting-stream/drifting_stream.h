#pragma once
// Learning from a drifting stream: an endless stream of micro-batches (x ~ N(0, I) in 2-D,
// y = w*(t) . x + noise) whose optimum w*(t) moves, either once (a shift: a new fraud pattern) or
// steadily (a rotation: changing news interest). Three learners read the same stream: async workers
// pushing to a server, the same with many slower workers (high staleness, the same updates per
// tick), and a batch model refitted every R ticks on the window since its last fit. Deterministic
// from the seed: every micro-batch is drawn from (seed, who asks, which one).

#include "core/run_context.h"
#include "drifting_stream_trace.h"

#include <cstdint>
#include <string>

namespace sgd {

struct SceneDef;

struct DriftingStreamConfig {
    std::string drift = "shift"; ///< "shift" or "rotation"
    int driftTime = 40;
    double shiftAngle = 120; ///< degrees
    double turnRate = 3;     ///< degrees per tick
    double radius = 2;
    int duration = 120; ///< ticks; frames 0 .. duration
    int retrainEvery = 30;
    int workers = 4;
    int staleWorkers = 16;
    double computeTime = 1; ///< ticks per gradient of an async worker
    double eta = 0.06;
    int batch = 8;
    double noise = 0.5;
    double tolerance = 0.3;
    std::uint64_t seed = 1;
};

Trace runDriftingStream(const DriftingStreamConfig &cfg, const RunContext &ctx = {});

/// The scene's registration (id "drifting-stream"): parameters, ranges, run and schema.
SceneDef driftingStreamScene();

} // namespace sgd
