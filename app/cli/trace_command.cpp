// `sgd-studio trace ID`: the numbers behind every frame of a scene, as JSON or CSV.
#include "commands.h"
#include "core/cli.h"
#include "core/memory_budget.h"
#include "core/output_file.h"
#include "core/stop_request.h"
#include "core/trace_io.h"
#include "job_progress.h"
#include "options.h"

#include <QFile>

#include <stdexcept>

namespace sgd::cli {

namespace {

/// --steps N: its range is the scene's steps parameter's (the message names --steps, not the key).
int stepsOf(const CommandParser &p, const SceneDef &scene, const ParamSet &params)
{
    if (!p.isSet(QStringLiteral("steps")))
        return 0;
    const std::string v = p.value(QStringLiteral("steps")).toStdString();
    const ParamDef *def = scene.stepsKey.empty() ? nullptr : params.def(scene.stepsKey);
    const std::string allowed = def ? def->allowed() + "; --steps sets " + scene.stepsKey : "a whole number from 1 to 1000000";
    const long long n = wholeNumber(QStringLiteral("steps"), QString::fromStdString(v), 1, 1'000'000, allowed);
    if (def && def->check(v))
        badValue(QStringLiteral("steps"), QString::fromStdString(v), allowed);
    return int(n);
}

} // namespace

void defineTrace(CommandParser &p)
{
    addSceneArgument(p);
    addSetOption(p);
    p.addOption({{QStringLiteral("steps")},
                 QStringLiteral("N"),
                 QStringLiteral("runs N steps, N + 1 frames (wins over a --set of the same parameter)")});
    p.addOption({{QStringLiteral("format")},
                 QStringLiteral("json|csv"),
                 QStringLiteral("json (default), or csv with one row per frame")});
    p.addOption(
        {{QStringLiteral("out")}, QStringLiteral("FILE"), QStringLiteral("writes the trace to FILE instead of printing it")});
}

int runTrace(const CommandParser &p, Invocation &inv)
{
    const SceneDef &scene = sceneArgument(p);
    ParamSet params = scene.defaults();
    applySets(p, params);
    const int steps = stepsOf(p, scene, params);
    const bool csv =
        choiceOf(p, QStringLiteral("format"), {QStringLiteral("json"), QStringLiteral("csv")}) == QLatin1String("csv");
    if (p.isSet(QStringLiteral("out")))
        checkOutputPath(QStringLiteral("out"), p.value(QStringLiteral("out")));
    installStopHandlers(); // Ctrl+C and SIGTERM: the engine polls them between frames
    JobProgress progress("trace " + scene.id);
    if (const std::string why = largeRunReason(scene, params); !why.empty())
        progress.sayLarge(why);
    const Trace trace = traceForSteps(scene, params, steps, progress.context(0, 0.9));
    requireMemory(traceTextBytes(trace), "lower the steps, rounds or sizes");
    progress.update(0.9, "writing");
    const std::string text = csv ? traceToCsv(trace) : traceToJson(trace);
    stopIfRequested();
    const std::string outPath = fileNameBytes(p.value(QStringLiteral("out")));
    if (outPath.empty()) {
        inv.out << text;
        return ExitOk;
    }
    std::string error;
    if (!writeFileAtomically(outPath, text, error))
        throw std::runtime_error(error);
    return ExitOk;
}

} // namespace sgd::cli
