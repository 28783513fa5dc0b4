#pragma once
// "What to look for": a short paragraph per built-in scene that tells a class where to point its
// eyes (SceneDef::lookFor is filled from here; the window shows it from the scene's title).

#include <string>

namespace sgd {

/// The paragraph for a built-in scene id; empty for a scene this file does not know.
std::string builtinLookFor(const std::string &sceneId);

} // namespace sgd
