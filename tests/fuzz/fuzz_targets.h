#pragma once
// The fuzz targets: each takes any bytes and must return without crashing, hanging or letting out
// an exception its real caller does not report. libFuzzer drives one of them per executable
// (fuzz_main.cpp, built with -DSGD_FUZZ=ON and clang); the test fuzz_replay runs the committed
// seeds and every input that once failed through all of them in the ordinary build.

#include <cstddef>
#include <cstdint>

namespace sgd::fuzz {

/// The lesson reader: parseLesson() on the bytes as a lesson file's text.
int lessonReader(const std::uint8_t *data, std::size_t size);
/// The parameter value parser: first byte picks a scene, then "KEY=VALUE" lines, each set like --set.
int paramValues(const std::uint8_t *data, std::size_t size);
/// The trace reader: readTraceJson() on the bytes; a trace it accepts must survive being written again.
int traceReader(const std::uint8_t *data, std::size_t size);
/// The painters: a trace readTraceJson() accepts, drawn in every view at its first and last step.
int tracePainter(const std::uint8_t *data, std::size_t size);
/// The command-line front end: one word per line after `sgd-studio`.
int commandLine(const std::uint8_t *data, std::size_t size);

} // namespace sgd::fuzz
