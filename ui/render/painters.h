#pragma once
// Factories of the scene painters: namePainter() for every SGD_SCENE(id, name) line of
// core/scenes/scene_list.h, each defined in its scene's folder, ui/render/scenes/<id>/.

#include "scene_painter.h"

#include <memory>

namespace sgd::ui {

#define SGD_SCENE(id, name) std::unique_ptr<ScenePainter> name##Painter();
#include "core/scenes/scene_list.h"
#undef SGD_SCENE

} // namespace sgd::ui
