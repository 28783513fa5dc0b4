#include "options.h"

#include "core/cli.h"
#include "core/output_file.h"

#include <QFile>

#include <charconv>
#include <cmath>

namespace sgd::cli {

void badValue(const QString &name, const QString &value, const std::string &allowed)
{
    throw ParamError(dashed(name).toStdString(), value.toStdString(), allowed);
}

void addBackendOption(CommandParser &parser, const QString &description)
{
    parser.addOption({{QStringLiteral("backend")}, QStringLiteral("cpu|cuda|auto"), description});
}

gpu::BackendKind backendOf(const CommandParser &parser)
{
    const QString v = choiceOf(parser, QStringLiteral("backend"),
                               {QStringLiteral("cpu"), QStringLiteral("cuda"), QStringLiteral("auto")}, QStringLiteral("auto"));
    return v == QLatin1String("cpu")    ? gpu::BackendKind::Cpu
           : v == QLatin1String("cuda") ? gpu::BackendKind::Cuda
                                        : gpu::BackendKind::Auto;
}

void addSceneArgument(CommandParser &parser)
{
    parser.addPositional(QStringLiteral("ID"), QStringLiteral("the scene: ") + QString::fromStdString(sceneIdList()));
}

const SceneDef &sceneArgument(const CommandParser &parser)
{
    const QStringList given = parser.positional();
    if (given.isEmpty())
        throw UsageError("missing scene id (allowed: " + sceneIdList() + ")");
    const SceneDef *scene = findScene(given.first().toStdString());
    if (!scene)
        throw UsageError("unknown scene '" + quotedForMessage(given.first().toStdString()) + "' (allowed: " + sceneIdList() +
                         ")");
    return *scene;
}

const SceneDef *sceneOption(const CommandParser &parser)
{
    if (!parser.isSet(QStringLiteral("scene")))
        return nullptr;
    const std::string id = parser.value(QStringLiteral("scene")).toStdString();
    const SceneDef *scene = findScene(id);
    if (!scene)
        throw UsageError("unknown scene '" + quotedForMessage(id) + "' (allowed: " + sceneIdList() + ")");
    return scene;
}

void addSetOption(CommandParser &parser)
{
    parser.addOption({{QStringLiteral("set")},
                      QStringLiteral("KEY=VALUE"),
                      QStringLiteral("sets one parameter of the scene (`sgd-studio scenes` lists them)"),
                      false,
                      true});
}

void applySets(const CommandParser &parser, ParamSet &params)
{
    for (const QString &kv : parser.values(QStringLiteral("set"))) {
        const std::string v = kv.toStdString();
        const auto eq = v.find('=');
        if (eq == std::string::npos || eq == 0)
            throw UsageError("bad --set '" + v + "' (allowed: KEY=VALUE)");
        params.set(v.substr(0, eq), v.substr(eq + 1));
    }
}

QString choiceOf(const CommandParser &parser, const QString &name, const QStringList &allowed, const QString &fallback)
{
    const QString v = parser.value(name, fallback.isEmpty() ? allowed.first() : fallback);
    if (!allowed.contains(v))
        badValue(name, v, allowed.join(QStringLiteral(", ")).toStdString());
    return v;
}

long long wholeNumber(const QString &name, const QString &text, long long lo, long long hi, const std::string &allowed)
{
    // Digits only, as the help promises: no sign, no spaces, no newline ("+3", " 3", "3\n" refused).
    const std::string v = text.toStdString();
    const char *begin = v.data(), *end = v.data() + v.size();
    if (v.find_first_not_of("0123456789") != std::string::npos)
        badValue(name, text, allowed);
    long long n = 0;
    const auto [ptr, ec] = std::from_chars(begin, end, n);
    if (begin == end || ec != std::errc() || ptr != end || n < lo || n > hi)
        badValue(name, text, allowed);
    return n;
}

long wholeNumberOf(const CommandParser &parser, const QString &name, long lo, long hi, long fallback, const std::string &allowed)
{
    if (!parser.isSet(name))
        return fallback;
    return long(wholeNumber(name, parser.value(name), lo, hi, allowed));
}

void checkOutputPath(const QString &name, const QString &path)
{
    const std::string problem = outputPathProblem(fileNameBytes(path));
    if (!problem.empty())
        throw UsageError(dashed(name).toStdString() + " " + problem + " (allowed: a regular file or a new file name)");
}

double numberOf(const CommandParser &parser, const QString &name, double lo, double hi, double fallback,
                const std::string &allowed)
{
    if (!parser.isSet(name))
        return fallback;
    const QString v = parser.value(name);
    const auto n = parseNumber(v.toStdString());
    if (!n || *n < lo || *n > hi)
        badValue(name, v, allowed);
    return *n;
}

} // namespace sgd::cli
