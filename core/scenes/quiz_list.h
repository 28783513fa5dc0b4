// Every scene's quiz, one line each: SGD_QUIZ(id, function) names the function (in namespace
// sgd::quizdef, returning the scene's SceneQuiz) that core/scenes/<id>/<id_>_quiz.cpp defines.
// core/quiz_values.cpp includes it twice (declarations, then the registry); a scene without a line
// has no quiz (tests/core/tst_quiz_values.cpp asks every scene). No include guard.
SGD_QUIZ("single-weight", singleWeightQuiz)
SGD_QUIZ("mini-batch", miniBatchQuiz)
SGD_QUIZ("sync", syncQuiz)
SGD_QUIZ("async", asyncQuiz)
SGD_QUIZ("decentralized", decentralizedQuiz)
SGD_QUIZ("overlap", overlapQuiz)
SGD_QUIZ("quantized", quantizedQuiz)
SGD_QUIZ("scale-lab", scaleLabQuiz)
SGD_QUIZ("hogwild", hogwildQuiz)
SGD_QUIZ("implicit-momentum", implicitMomentumQuiz)
SGD_QUIZ("staleness-remedies", stalenessRemediesQuiz)
SGD_QUIZ("backup-workers", backupWorkersQuiz)
SGD_QUIZ("sharded-servers", shardedServersQuiz)
SGD_QUIZ("drifting-stream", driftingStreamQuiz)
SGD_QUIZ("async-pitfalls", asyncPitfallsQuiz)
