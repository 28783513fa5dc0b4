#pragma once
// The engines' configurations as the scenes build them from validated parameters, for programs
// that run the same designs elsewhere (the MPI runner in app/mpi): same names, same checks.

#include "async_server.h"
#include "gossip.h"
#include "parameter_server.h"
#include "params.h"

namespace sgd {

/// Each throws ParamError exactly as running the scene would.
SyncConfig sceneSyncConfig(const ParamSet &params);
AsyncConfig sceneAsyncConfig(const ParamSet &params);
GossipConfig sceneGossipConfig(const ParamSet &params);

} // namespace sgd
