#pragma once
// How each scene of core/scenes.cpp computes its trace, in words precise enough to recompute it
// from the parameters (SceneDef::model; the trace reference prints it under "Model").

namespace sgd {

extern const char *const kSyncModel;
extern const char *const kAsyncModel;
extern const char *const kDecentralizedModel;

} // namespace sgd
