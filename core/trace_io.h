#pragma once
// The trace as JSON and CSV, as the command-line contract describes.

#include "trace.h"

#include <string>

namespace sgd {

/// {"format": 2, "scene", "params", "frames": [...], "summary": {...}, plus scene-level fields at the
/// top}; readTraceJson() (trace_file.h) reads it back.
/// Numbers are written with the shortest text that reads back to the same double.
std::string traceToJson(const Trace &trace);
/// One row per frame; arrays spread into name_1..name_K.
std::string traceToCsv(const Trace &trace);
/// About how many bytes traceToJson() or traceToCsv() makes, never much less: checked against
/// the memory left before the text is built (memory_budget.h).
double traceTextBytes(const Trace &trace);
std::string jsonNumber(double v);
std::string jsonString(const std::string &s);

} // namespace sgd
