// `sgd-studio schemas [ID] [--out DIR] [--reference FILE]`: the trace schemas and the field
// reference page, both generated from the scenes' field tables.
#include "cli.h"
#include "commands.h"
#include "options.h"
#include "trace_docs.h"

#include <stdexcept>

namespace sgd::cli {

namespace {

void writeOrThrow(const std::string &path, const std::string &text)
{
    std::string error;
    if (!writeFileAtomically(path, text, error))
        throw std::runtime_error(error);
}

} // namespace

void defineSchemas(CommandParser &p)
{
    p.addPositional(QStringLiteral("ID"), QStringLiteral("prints this scene's JSON Schema: ") + QString::fromStdString(sceneIdList()));
    p.addOption({{QStringLiteral("out")}, QStringLiteral("DIR"), QStringLiteral("writes every scene's schema to DIR/ID.schema.json")});
    p.addOption({{QStringLiteral("reference")}, QStringLiteral("FILE"),
                 QStringLiteral("writes the field reference page (Markdown) to FILE, - for standard output")});
}

int runSchemas(const CommandParser &p, Invocation &inv)
{
    const QString outDir = p.value(QStringLiteral("out")), reference = p.value(QStringLiteral("reference"));
    if (p.positional().isEmpty() && outDir.isEmpty() && reference.isEmpty())
        throw UsageError("say what to write: a scene id, --out DIR or --reference FILE");
    if (!p.positional().isEmpty()) {
        const SceneDef &scene = sceneArgument(p);
        if (!hasTraceSchema(scene))
            throw std::runtime_error("scene " + scene.id + " has no field tables yet, so no schema");
        inv.out << traceJsonSchema(scene);
    }
    if (!outDir.isEmpty())
        for (const SceneDef &s : allScenes())
            if (hasTraceSchema(s))
                writeOrThrow(outDir.toStdString() + "/" + s.id + ".schema.json", traceJsonSchema(s));
    if (reference == QLatin1String("-"))
        inv.out << traceReferenceMarkdown();
    else if (!reference.isEmpty())
        writeOrThrow(reference.toStdString(), traceReferenceMarkdown());
    return ExitOk;
}

} // namespace sgd::cli
