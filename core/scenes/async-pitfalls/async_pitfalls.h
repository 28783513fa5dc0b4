#pragma once
// When not to use async: the same asynchronous configuration run twice under different timing
// jitter (the async server's simulation, core/sim/async_server.h): the arrival order differs, so do the
// weights; synchronous SGD under the same two jitters adds every round's gradients in worker order
// after the barrier, so its weights agree bit for bit. And the small case: two workers, a cost per
// message; sync exchanges by ring all-reduce, async pushes and pulls through one server
// (sharded_servers.h with S = 1): time to a target loss for each, and who wins.

#include "async_pitfalls_params.h"
#include "async_pitfalls_trace.h"
#include "core/run_context.h"

namespace sgd {

struct SceneDef;

Trace runAsyncPitfalls(const AsyncPitfallsParams &cfg, const RunContext &ctx = {});

/// The scene's registration (id "async-pitfalls").
SceneDef asyncPitfallsScene();

} // namespace sgd
