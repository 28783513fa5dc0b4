#pragma once
// The compute backend the session uses, as the command line chose it (Help > Diagnostics,
// ui/diagnostics.h, shows it in full).

#include <QString>

namespace sgd::ui {

struct ComputeInfo {
    QString choice;  ///< "auto", "cpu" or "cuda"; empty when nothing was chosen (tests)
    QString summary; ///< for the status bar: "CPU, 8 threads" or "GPU NVIDIA H200"
    QString reason;  ///< why the GPU is not used; empty when nothing fell back
};

} // namespace sgd::ui
