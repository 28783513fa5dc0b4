#pragma once
// `sgd-studio export`: pictures, traces and handouts without a display.

#include <ostream>
#include <string>
#include <vector>

namespace sgd::ui {

/// Runs `export` with `args` (after the word "export"). Needs a QGuiApplication (offscreen is fine).
int runExportCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace sgd::ui
