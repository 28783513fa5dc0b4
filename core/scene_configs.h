#pragma once
// The simulators' configurations (and the decentralized engine's parameters) as the scenes build
// them from validated parameters, for programs that run the same designs elsewhere (the MPI runner
// in app/mpi): same names, same checks.

#include "core/scenes/decentralized/decentralized.h"
#include "core/sim/async_server.h"
#include "core/sim/sync_rounds.h"
#include "params.h"

namespace sgd {

/// Each throws ParamError exactly as running the scene would.
SyncConfig sceneSyncConfig(const ParamSet &params);
AsyncConfig sceneAsyncConfig(const ParamSet &params);
DecentralizedParams sceneDecentralizedParams(const ParamSet &params);
/// The sync and async scenes' worker data: the pairs of parameter `dataKey`, or as many points as
/// parameter `workersKey` asks for, spread on y = 2x + 1 (the keys come from the scene's table).
std::vector<std::pair<double, double>> sceneWorkerShards(const ParamSet &params, const std::string &dataKey,
                                                         const std::string &workersKey);
/// The `workers` row those scenes share (0 = one worker per data pair), as sceneWorkerShards reads it.
ParamDef sceneWorkersParam();
/// A per-worker list read as the sync scene reads `compute`: empty = fallback(i), one value = the
/// same for all, else one per worker.
std::vector<double> scenePerWorker(const ParamSet &params, const std::string &key, int k,
                                   const std::function<double(int)> &fallback);

} // namespace sgd
