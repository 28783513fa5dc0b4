#pragma once
// What a trace file holds, written out from the scenes' field tables: one JSON Schema per scene
// (resources/schemas/<scene>.schema.json) and the field reference page (docs/trace-format.md).
// Both are committed; tests/cli/tst_schemas.cpp fails when they differ from what these return.
// Regenerate with: build/app/sgd-studio schemas --out resources/schemas --reference docs/trace-format.md

#include "scenes.h"

#include <string>

namespace sgd {

/// True when the scene describes its trace with field tables (SceneDef::schema).
bool hasTraceSchema(const SceneDef &scene);

/// The JSON Schema (draft 2020-12) every trace file of `scene` validates against: format,
/// scene, params, frames, summary and the scene data at the top. "" without a schema.
std::string traceJsonSchema(const SceneDef &scene);

/// The field reference (Markdown) of every scene: each field with its type, unit and meaning.
std::string traceReferenceMarkdown();

} // namespace sgd
