#pragma once
// `sgd-studio bench --paint`: how long every view of every scene takes to paint one frame.
// The command line (app/cli) reads the options into PaintBenchOptions; this file only measures.

#include <ostream>
#include <string>

namespace sgd::ui {

struct PaintBenchOptions {
    int positions = 16; ///< frames sampled across the trace, each painted at every moment of its transition
    int passes = 3;     ///< times each view paints those frames; a row takes the median over the passes
    std::string scene;  ///< only this scene (empty: all)
    std::string preset; ///< only "lecture" or "large" (empty: both)
};

/// Every view of every scene painted offscreen into a 1920x1080 image, at the lecture's
/// parameters and at the largest sizes, frames sampled across the trace and through each
/// transition (t = 0, 0.25, 0.5, 0.75). Prints one row per view with the median and 95th
/// percentile in milliseconds. Needs a QGuiApplication (offscreen is fine). Throws on failure.
void runPaintBench(const PaintBenchOptions &options, std::ostream &out);

} // namespace sgd::ui
