#pragma once
// Trace files read back: the JSON that `sgd-studio trace` writes (format 2) becomes the same
// Trace again, so a saved or recorded run can be shown without recomputing it.

#include "params.h"
#include "trace_schema.h"

#include <cstddef>
#include <string>

namespace sgd {

/// The trace-file version this build writes (`"format": 2`) and the only one it reads.
constexpr int kTraceFormat = 2;
/// The largest trace file read (1 GiB): a larger one is refused before any of it is read.
constexpr std::size_t kMaxTraceFileBytes = std::size_t(1) << 30;
/// The deepest nesting of arrays and objects a trace may have (its own deepest is about 7): a
/// deeper text is refused before parsing, so a hostile file cannot exhaust the stack.
constexpr int kMaxTraceNesting = 64;

/// A trace read from a file, with the parameters it was computed with (checked like `--set`).
struct LoadedTrace {
    Trace trace;
    ParamSet params;
};

/// Parses the JSON text of a trace and checks it against its scene's schema (a scene without a
/// schema yet takes whatever parses). Throws TraceFormatError with one line that starts with
/// `name` and names the problem: "t.json: frame 3: field 'w' should be a number".
LoadedTrace readTraceJson(const std::string &text, const std::string &name);
/// The same for a file; an unreadable file is a TraceFormatError too, and so is anything but a
/// regular file (a device, a pipe, a folder: refused before it is opened, so /dev/zero or a FIFO
/// with no writer cannot make it read forever or hang) and a file over kMaxTraceFileBytes.
/// `path` is used byte for byte (a file name need not be UTF-8).
LoadedTrace readTraceFile(const std::string &path);

} // namespace sgd
