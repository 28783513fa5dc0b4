#pragma once
// Staleness remedies side by side: one asynchronous run with many workers and slow stragglers
// (the async server's simulation, core/sim/async_server.h), its arrivals applied under five server rules:
// constant eta, eta/(1+tau), an AdaDelay-style eta/sqrt(1+tau), clipped gradients and
// delay-compensated gradients g + lambda g g (w_now - w_read).

#include "core/run_context.h"
#include "staleness_remedies_params.h"
#include "staleness_remedies_trace.h"

namespace sgd {

struct SceneDef;

Trace runStalenessRemedies(const StalenessRemediesParams &cfg, const RunContext &ctx = {});

/// The scene's registration (id "staleness-remedies"): parameters, ranges, run and schema.
SceneDef stalenessRemediesScene();

} // namespace sgd
