#pragma once
// Factories of the scene painters: makeNamePainter() for every SGD_PAINTER(Name) line of
// render/scenes/painter_list.h, each defined in its scene's folder, render/scenes/<id>/.

#include "scene_painter.h"

#include <memory>

namespace sgd::ui {

#define SGD_PAINTER(name) std::unique_ptr<ScenePainter> make##name##Painter();
#include "render/scenes/painter_list.h"
#undef SGD_PAINTER

} // namespace sgd::ui
