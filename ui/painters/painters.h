#pragma once
// Factories of the scene painters, one file each.

#include "scene_painter.h"

#include <memory>

namespace sgd::ui {

std::unique_ptr<ScenePainter> makeSingleWeightPainter();
std::unique_ptr<ScenePainter> makeMiniBatchPainter();
std::unique_ptr<ScenePainter> makeSyncPainter();
std::unique_ptr<ScenePainter> makeAsyncPainter();
std::unique_ptr<ScenePainter> makeDecentralizedPainter();

} // namespace sgd::ui
