#pragma once
// `sgd-studio`: the window, or one of the headless subcommands (see shared/spec/cli.md).

namespace sgd::cli {

/// Picks the command from argv, parses its options once, runs it and returns the exit code:
/// 0 done, 2 bad usage or input (one line on stderr), 1 a failure at run time (one line).
int run(int &argc, char **argv);

} // namespace sgd::cli
