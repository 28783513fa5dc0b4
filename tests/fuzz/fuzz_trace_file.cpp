// Fuzz target: the trace reader (core/trace_file.*). A bad file is refused with a TraceFormatError
// (`--trace` and File > Open Trace report it as one line); a trace it accepts must be written and
// read back again unchanged in size.
#include "fuzz_targets.h"

#include "core/trace_file.h"
#include "core/trace_io.h"

#include <cstdlib>
#include <string>

namespace sgd::fuzz {

int traceReader(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    LoadedTrace loaded;
    try {
        loaded = readTraceJson(text, "fuzz.json");
    } catch (const TraceFormatError &) {
        return 0;
    }
    // What was accepted is a trace like any other: it writes, and the writing reads back.
    const std::string again = traceToJson(loaded.trace);
    const LoadedTrace reread = readTraceJson(again, "rewritten.json");
    if (reread.trace.frames.size() != loaded.trace.frames.size() || reread.trace.scene != loaded.trace.scene)
        std::abort();
    return 0;
}

} // namespace sgd::fuzz
