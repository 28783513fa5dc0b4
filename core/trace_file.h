#pragma once
// Trace files read back: the JSON that `sgd-studio trace` writes (format 2) becomes the same
// Trace again, so a saved or recorded run can be shown without recomputing it.

#include "params.h"
#include "trace_schema.h"

#include <string>

namespace sgd {

/// The trace-file version this build writes (`"format": 2`) and the only one it reads.
constexpr int kTraceFormat = 2;

/// A trace read from a file, with the parameters it was computed with (checked like `--set`).
struct LoadedTrace {
    Trace trace;
    ParamSet params;
};

/// Parses the JSON text of a trace and checks it against its scene's schema (a scene without a
/// schema yet takes whatever parses). Throws TraceFormatError with one line that starts with
/// `name` and names the problem: "t.json: frame 3: field 'w' should be a number".
LoadedTrace readTraceJson(const std::string &text, const std::string &name);
/// The same for a file; an unreadable file is a TraceFormatError too.
LoadedTrace readTraceFile(const std::string &path);

} // namespace sgd
