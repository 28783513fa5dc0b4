#pragma once
// Factories of the scene painters, one file each.

#include "scene_painter.h"

#include <memory>

namespace sgd::ui {

std::unique_ptr<ScenePainter> makeSingleWeightPainter();
std::unique_ptr<ScenePainter> makeMiniBatchPainter();
std::unique_ptr<ScenePainter> makeSyncPainter();
std::unique_ptr<ScenePainter> makeAsyncPainter();
std::unique_ptr<ScenePainter> makeHogwildPainter();
std::unique_ptr<ScenePainter> makeImplicitMomentumPainter();
std::unique_ptr<ScenePainter> makeStalenessRemediesPainter();
std::unique_ptr<ScenePainter> makeBackupWorkersPainter();
std::unique_ptr<ScenePainter> makeShardedServersPainter();
std::unique_ptr<ScenePainter> makeAsyncPitfallsPainter();
std::unique_ptr<ScenePainter> makeDriftingStreamPainter();
std::unique_ptr<ScenePainter> makeDecentralizedPainter();
std::unique_ptr<ScenePainter> makeOverlapPainter();
std::unique_ptr<ScenePainter> makeQuantizedPainter();
std::unique_ptr<ScenePainter> makeScaleLabPainter();

/// Where the overlap painter draws bucket `bucket`'s all-reduce (1-based; the overlapped or the
/// naive lane) in `area`: the click target of that bar, for hit tests and their tests.
QRectF overlapCommBarRect(const Trace &trace, const QRectF &area, const Style &style, int bucket, bool overlapped);
/// Where the overlap scene's playhead stands (pixel x) on frame `index` at transition progress `t`.
double overlapPlayheadX(const Trace &trace, const QRectF &area, const Style &style, int index, double t);
/// The pixel x of time `ms` on the overlap scene's time axis.
double overlapTimeX(const Trace &trace, const QRectF &area, const Style &style, double ms);

} // namespace sgd::ui
