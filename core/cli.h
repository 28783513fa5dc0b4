#pragma once
// The headless subcommands `scenes`, `trace` and `schemas` (see shared/spec/cli.md).

#include <ostream>
#include <string>
#include <vector>

namespace sgd {

/// Exit codes of the command line.
enum ExitCode { ExitOk = 0, ExitFailure = 1, ExitUsage = 2 };

/// Runs `scenes` or `trace` with `args` (without the program name). Returns the exit code.
int runScenesCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int runTraceCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
/// `schemas [ID] [--out DIR] [--reference FILE]`: a scene's JSON Schema on stdout, every scene's
/// into DIR/<id>.schema.json, the field reference page into FILE ("-": stdout).
int runSchemasCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

/// Writes `data` to `path` atomically (QSaveFile); on failure returns false and sets `error`
/// to a message with the system's reason. No partial file is left behind.
bool writeFileAtomically(const std::string &path, const std::string &data, std::string &error);

/// The text of `scenes --format text|json`.
std::string scenesAsText();
std::string scenesAsJson();

} // namespace sgd
