#pragma once
// Options that several commands share, defined and checked once: --backend, the scene id, --set,
// numbers and choices. Every reader throws what the front end reports as one line and exit 2.

#include "command_parser.h"
#include "core/params.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"

#include <QString>
#include <QStringList>

#include <string>

namespace sgd::cli {

/// --backend cpu|cuda|auto: the window and bench take it.
void addBackendOption(CommandParser &parser, const QString &description);
gpu::BackendKind backendOf(const CommandParser &parser);

/// The positional scene id (trace, export): its help line names every scene of the registry.
void addSceneArgument(CommandParser &parser);
const SceneDef &sceneArgument(const CommandParser &parser);
/// --scene ID (the window, bench --paint); nullptr when absent.
const SceneDef *sceneOption(const CommandParser &parser);

/// --set KEY=VALUE, repeatable (trace, export).
void addSetOption(CommandParser &parser);
void applySets(const CommandParser &parser, ParamSet &params);

/// The value of `name`, one of `allowed` (`fallback`, or else the first, when the option is absent).
QString choiceOf(const CommandParser &parser, const QString &name, const QStringList &allowed, const QString &fallback = {});
/// A whole number from `lo` to `hi` (`fallback` when absent); `allowed` describes the range.
long wholeNumberOf(const CommandParser &parser, const QString &name, long lo, long hi, long fallback, const std::string &allowed);
/// `text` as the value of --NAME: digits only (an optional sign), read as an integer with overflow
/// checked, from `lo` to `hi`; anything else ("1e19", "2.5", "9223372036854775808") is badValue.
long long wholeNumber(const QString &name, const QString &text, long long lo, long long hi, const std::string &allowed);

/// Refuses, before anything is computed, an output path that is a device, a pipe, a socket or a
/// folder: "--out /dev/full is a device, not a regular file" (exit 2).
void checkOutputPath(const QString &name, const QString &path);
/// A number from `lo` to `hi` (`fallback` when absent); `allowed` describes the range.
double numberOf(const CommandParser &parser, const QString &name, double lo, double hi, double fallback,
                const std::string &allowed);

/// "bad value for --NAME: 'VALUE' (allowed: ...)": the one form of a bad option value.
[[noreturn]] void badValue(const QString &name, const QString &value, const std::string &allowed);

} // namespace sgd::cli
