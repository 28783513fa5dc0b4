// The built-in scenes in lecture order, one line each: SGD_SCENE(function) names the function
// (in namespace sgd, returning the scene's whole SceneDef) that core/scenes/<id>/ defines.
// Include it after defining SGD_SCENE; scenes.h declares every listed function with it and
// core/scenes.cpp builds the registry from it. No include guard: it is meant to be included twice.
SGD_SCENE(singleWeightScene)
SGD_SCENE(miniBatchScene)
SGD_SCENE(syncScene)
SGD_SCENE(asyncScene)
SGD_SCENE(hogwildScene)
SGD_SCENE(implicitMomentumScene)
SGD_SCENE(stalenessRemediesScene)
SGD_SCENE(backupWorkersScene)
SGD_SCENE(shardedServersScene)
SGD_SCENE(driftingStreamScene)
SGD_SCENE(asyncPitfallsScene)
SGD_SCENE(decentralizedScene)
SGD_SCENE(overlapScene)
SGD_SCENE(quantizedScene)
SGD_SCENE(scaleLabScene)
