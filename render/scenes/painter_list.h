// The scene painters, one line each: SGD_PAINTER(Name) names the factory makeNamePainter() (in
// namespace sgd::ui, returning the painter) that render/scenes/<id>/ defines. painters.h declares
// every listed factory with it and scene_painter.cpp builds the registry from it; a scene without
// a line here has no pictures (tests/ui/tst_every_view.cpp, everySceneHasAPainter, checks that every scene has one). Include it
// after defining SGD_PAINTER; no include guard: it is meant to be included twice.
SGD_PAINTER(SingleWeight)
SGD_PAINTER(MiniBatch)
SGD_PAINTER(Sync)
SGD_PAINTER(Async)
SGD_PAINTER(Hogwild)
SGD_PAINTER(ImplicitMomentum)
SGD_PAINTER(StalenessRemedies)
SGD_PAINTER(BackupWorkers)
SGD_PAINTER(ShardedServers)
SGD_PAINTER(DriftingStream)
SGD_PAINTER(AsyncPitfalls)
SGD_PAINTER(Decentralized)
SGD_PAINTER(Overlap)
SGD_PAINTER(Quantized)
SGD_PAINTER(ScaleLab)
