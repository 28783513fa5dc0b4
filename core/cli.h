#pragma once
// What the command line needs from the engine: exit codes, the two kinds of failure, scene
// listings and the `--steps` rule (files are written through output_file.h). The parsing itself lives in app/cli.

#include "output_file.h" // writeFileAtomically
#include "params.h"
#include "scenes.h"

#include <stdexcept>
#include <string>

namespace sgd {

/// Exit codes of the command line.
enum ExitCode { ExitOk = 0, ExitFailure = 1, ExitUsage = 2 };

/// Bad usage or bad input: the command line prints what() as one line and exits with 2.
/// (ParamError and std::invalid_argument are reported the same way.) Any other exception is a
/// failure at run time: one line, exit 1.
class UsageError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// The text of `scenes --format text|json`.
std::string scenesAsText();
std::string scenesAsJson();

/// The trace of `trace ID --steps N`: `steps` steps (N + 1 frames); `steps` wins over the
/// scene's own steps parameter in `params`. steps <= 0 runs the scene as `params` say. `ctx`
/// brings the cancel check and the progress report (its maxFrames is set here).
Trace traceForSteps(const SceneDef &scene, ParamSet params, int steps, RunContext ctx = {});

} // namespace sgd
