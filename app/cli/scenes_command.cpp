// `sgd-studio scenes`: the scene ids, their parameters, defaults and ranges.
#include "commands.h"
#include "core/cli.h"
#include "options.h"

namespace sgd::cli {

void defineScenes(CommandParser &p)
{
    p.addOption({{QStringLiteral("format")}, QStringLiteral("text|json"), QStringLiteral("text (default) or json")});
}

int runScenes(const CommandParser &p, Invocation &inv)
{
    const QString format = choiceOf(p, QStringLiteral("format"), {QStringLiteral("text"), QStringLiteral("json")});
    inv.out << (format == QLatin1String("json") ? scenesAsJson() : scenesAsText());
    return ExitOk;
}

} // namespace sgd::cli
