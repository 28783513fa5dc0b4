#pragma once
// `sgd-studio bench --paint`: how long every view of every scene takes to paint one frame.

#include <ostream>
#include <string>
#include <vector>

namespace sgd::ui {

/// Runs the paint benchmark with `args` (after "bench", without "--paint"): every view of every
/// scene painted offscreen into a 1920x1080 image, at the lecture's parameters and at the largest
/// sizes, frames sampled across the trace and through each transition (t = 0, 0.25, 0.5, 0.75).
/// Prints one row per view with the median and 95th percentile in milliseconds. Needs a
/// QGuiApplication (offscreen is fine). Returns the exit code.
int runPaintBench(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace sgd::ui
