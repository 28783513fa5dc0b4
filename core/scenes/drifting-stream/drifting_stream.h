#pragma once
// Learning from a drifting stream: an endless stream of micro-batches (x ~ N(0, I) in 2-D,
// y = w*(t) . x + noise) whose optimum w*(t) moves, either once (a shift: a new fraud pattern) or
// steadily (a rotation: changing news interest). Three learners read the same stream: async workers
// pushing to a server, the same with many slower workers (high staleness, the same updates per
// tick), and a batch model refitted every R ticks on the window since its last fit. Deterministic
// from the seed: every micro-batch is drawn from (seed, who asks, which one).

#include "core/run_context.h"
#include "drifting_stream_params.h"
#include "drifting_stream_trace.h"

#include <cstdint>
#include <string>

namespace sgd {

struct SceneDef;

Trace runDriftingStream(const DriftingStreamParams &cfg, const RunContext &ctx = {});

/// The scene's registration (id "drifting-stream"): parameters, ranges, run and schema.
SceneDef driftingStreamScene();

} // namespace sgd
