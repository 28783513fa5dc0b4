// The built-in scenes in lecture order, one line each: SGD_SCENE(id, name) registers the scene whose
// two folders are core/scenes/<id>/ and ui/render/scenes/<id>/. From `name` the registry finds what those
// folders define: `SceneDef nameScene()` (namespace sgd, the whole scene), `SceneQuiz nameQuiz()`
// (namespace sgd::quizdef, its quiz) and `std::unique_ptr<ScenePainter> namePainter()` (namespace
// sgd::ui, its pictures). core/scenes.h, core/quiz_values.cpp, ui/render/painters.h and
// ui/render/scene_painter.cpp include this file after defining SGD_SCENE; allScenes() checks that each
// scene's SceneDef::id is the id written here. No include guard: it is meant to be included many times.
SGD_SCENE("single-weight", singleWeight)
SGD_SCENE("mini-batch", miniBatch)
SGD_SCENE("sync", sync)
SGD_SCENE("async", async)
SGD_SCENE("hogwild", hogwild)
SGD_SCENE("implicit-momentum", implicitMomentum)
SGD_SCENE("staleness-remedies", stalenessRemedies)
SGD_SCENE("backup-workers", backupWorkers)
SGD_SCENE("sharded-servers", shardedServers)
SGD_SCENE("drifting-stream", driftingStream)
SGD_SCENE("async-pitfalls", asyncPitfalls)
SGD_SCENE("decentralized", decentralized)
SGD_SCENE("overlap", overlap)
SGD_SCENE("quantized", quantized)
SGD_SCENE("scale-lab", scaleLab)
