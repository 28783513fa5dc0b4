#pragma once
// A recorded run as a timeline for Perfetto or chrome://tracing (the Trace Event Format's JSON
// object form): one process per rank, named "rank N on HOST" with its role as a label, and three
// threads in each, compute, communication and rounds, holding that rank's events in microseconds
// of real run time. Built from the trace file alone (RunSource::events and ::ranks), so a run
// saved long ago exports as well as one just recorded.

#include "trace.h"

#include <string>

namespace sgd {

/// Throws std::invalid_argument naming what is missing when the trace holds no recorded events
/// (a simulated trace, or a recording from before the events were kept).
std::string runTimelineJson(const Trace &trace);

} // namespace sgd
