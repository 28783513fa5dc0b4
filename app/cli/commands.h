#pragma once
// The window and the subcommands: each one's options (`define`) and what it does (`run`). The
// front end picks one, parses its words once and reports every usage error the same way.

#include "command_parser.h"

#include <QString>
#include <QStringList>

#include <ostream>
#include <vector>

namespace sgd::cli {

/// What the command needs before it runs: nothing beyond QtCore, painting without a display,
/// or the window (which the command starts itself, after its checks).
/// OffscreenWidgets: painting widgets without a display (the Qt Charts chart of `sweep --out`).
enum class AppKind { Core, Offscreen, OffscreenWidgets, Window };

/// main()'s arguments (Q*Application keeps a reference to argc) and where the results go.
struct Invocation {
    int &argc;
    char **argv;
    std::ostream &out;
};

struct Command {
    QString name;         ///< "trace"; empty for the window
    QString mode;         ///< a switch that selects this form of the command ("--paint"), or empty
    QString summary;      ///< one line in `sgd-studio --help`
    QStringList synopsis; ///< usage lines, without "sgd-studio"
    AppKind app = AppKind::Core;
    void (*define)(CommandParser &) = nullptr;
    int (*run)(const CommandParser &, Invocation &) = nullptr;
};

/// Every command; forms of one command (bench, bench --paint) are next to each other.
const std::vector<Command> &commands();

/// --lang CODE, on the commands that show words to people (the window, export, sweep, class and
/// the paint and class benches); trace, scenes, schemas and bench write for programs and stay English.
void addLanguageOption(CommandParser &p);
/// Installs the language --lang names, else `fallback` (a shipped code); a code without a
/// catalogue is a usage error naming the languages there are. Needs the application object.
void applyLanguage(const CommandParser &p, const QString &fallback);

// The commands' own parts, one file each.
void defineWindow(CommandParser &p);
int runWindow(const CommandParser &p, Invocation &inv);
void defineScenes(CommandParser &p);
int runScenes(const CommandParser &p, Invocation &inv);
void defineTrace(CommandParser &p);
int runTrace(const CommandParser &p, Invocation &inv);
void defineExport(CommandParser &p);
int runExport(const CommandParser &p, Invocation &inv);
void defineSweep(CommandParser &p);
int runSweep(const CommandParser &p, Invocation &inv);
void defineSchemas(CommandParser &p);
int runSchemas(const CommandParser &p, Invocation &inv);
void defineClass(CommandParser &p);
int runClass(const CommandParser &p, Invocation &inv);
void defineClassBench(CommandParser &p);
int runClassBench(const CommandParser &p, Invocation &inv);
void defineBench(CommandParser &p);
int runBench(const CommandParser &p, Invocation &inv);
void definePaintBench(CommandParser &p);
int runPaintBench(const CommandParser &p, Invocation &inv);
void defineTraceFileBench(CommandParser &p);
int runTraceFileBench(const CommandParser &p, Invocation &inv);

} // namespace sgd::cli
