// `sgd-studio schemas [ID] [--out DIR] [--reference FILE]`: the trace schemas and the field
// reference page, both generated from the scenes' field tables.
#include "commands.h"
#include "core/cli.h"
#include "core/output_file.h"
#include "core/trace_docs.h"
#include "options.h"

#include <QFile>

#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

namespace sgd::cli {

namespace {

QString schemaPath(const QString &dir, const SceneDef &scene)
{
    return dir + QLatin1Char('/') + QString::fromStdString(scene.id) + QStringLiteral(".schema.json");
}

/// The files to write: every one checked before any is written, all written before any replaces
/// its old version, so a full disk leaves every old file as it was.
void writeAll(const std::vector<std::pair<QString, std::string>> &files)
{
    std::vector<std::unique_ptr<OutputFile>> out;
    for (const auto &[path, text] : files) {
        out.push_back(std::make_unique<OutputFile>(fileNameBytes(path)));
        if (!out.back()->open() || !out.back()->writeAll(text.data(), text.size()))
            throw std::runtime_error(out.back()->error());
    }
    for (const auto &file : out)
        if (!file->commit())
            throw std::runtime_error(file->error());
}

} // namespace

void defineSchemas(CommandParser &p)
{
    p.addPositional(QStringLiteral("ID"),
                    QStringLiteral("prints this scene's JSON Schema: ") + QString::fromStdString(sceneIdList()));
    p.addOption(
        {{QStringLiteral("out")}, QStringLiteral("DIR"), QStringLiteral("writes every scene's schema to DIR/ID.schema.json")});
    p.addOption({{QStringLiteral("reference")},
                 QStringLiteral("FILE"),
                 QStringLiteral("writes the field reference page (Markdown) to FILE, - for standard output")});
}

int runSchemas(const CommandParser &p, Invocation &inv)
{
    const QString outDir = p.value(QStringLiteral("out")), reference = p.value(QStringLiteral("reference"));
    if (p.positional().isEmpty() && outDir.isEmpty() && reference.isEmpty())
        throw UsageError("say what to write: a scene id, --out DIR or --reference FILE");
    if (!outDir.isEmpty())
        for (const SceneDef &s : allScenes())
            checkOutputPath(QStringLiteral("out"), schemaPath(outDir, s));
    if (!reference.isEmpty() && reference != QLatin1String("-"))
        checkOutputPath(QStringLiteral("reference"), reference);
    if (!p.positional().isEmpty()) {
        const SceneDef &scene = sceneArgument(p);
        if (!hasTraceSchema(scene))
            throw std::runtime_error("scene " + scene.id + " has no field tables yet, so no schema");
        inv.out << traceJsonSchema(scene);
    }
    std::vector<std::pair<QString, std::string>> files;
    if (!outDir.isEmpty())
        for (const SceneDef &s : allScenes())
            if (hasTraceSchema(s))
                files.emplace_back(schemaPath(outDir, s), traceJsonSchema(s));
    if (reference == QLatin1String("-"))
        inv.out << traceReferenceMarkdown();
    else if (!reference.isEmpty())
        files.emplace_back(reference, traceReferenceMarkdown());
    writeAll(files);
    return ExitOk;
}

} // namespace sgd::cli
