#include "cli.h"

#include "params.h"
#include "scenes.h"
#include "trace_docs.h"
#include "trace_io.h"

#include <QSaveFile>
#include <QString>

#include <cmath>
#include <stdexcept>

namespace sgd {

bool writeFileAtomically(const std::string &path, const std::string &data, std::string &error)
{
    QSaveFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::WriteOnly)) {
        error = "cannot write " + path + ": " + file.errorString().toStdString();
        return false;
    }
    if (file.write(data.data(), qint64(data.size())) != qint64(data.size())) {
        error = "cannot write " + path + ": " + file.errorString().toStdString();
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        error = "cannot write " + path + ": " + file.errorString().toStdString();
        return false;
    }
    return true;
}

static std::string kindName(ParamKind k)
{
    switch (k) {
    case ParamKind::Number: return "number";
    case ParamKind::Integer: return "integer";
    case ParamKind::Choice: return "choice";
    case ParamKind::NumberList: return "numbers";
    case ParamKind::IntegerList: return "integers";
    case ParamKind::Pairs: return "pairs";
    case ParamKind::Text: return "text";
    }
    return {};
}

std::string scenesAsText()
{
    std::string out;
    for (const auto &s : allScenes()) {
        out += s.id + "  -  " + s.title + "\n  " + s.summary + "\n";
        for (const auto &p : s.params) {
            out += "    " + p.key + " = " + (p.defaultValue.empty() ? std::string("(empty)") : p.defaultValue) + "    " +
                   p.allowed() + "\n";
            if (p.kind != ParamKind::Text)
                out += "        " + p.description + "\n";
        }
        if (!s.stepsKey.empty())
            out += "    (--steps sets " + s.stepsKey + ")\n";
        out += "\n";
    }
    return out;
}

std::string scenesAsJson()
{
    std::string out = "{\"scenes\":[";
    bool firstScene = true;
    for (const auto &s : allScenes()) {
        out += std::string(firstScene ? "" : ",") + "\n{\"id\":" + jsonString(s.id) + ",\"title\":" + jsonString(s.title) +
               ",\"summary\":" + jsonString(s.summary) + ",\"steps_param\":" + jsonString(s.stepsKey) + ",\"params\":[";
        firstScene = false;
        bool first = true;
        for (const auto &p : s.params) {
            out += std::string(first ? "" : ",") + "{\"key\":" + jsonString(p.key) + ",\"kind\":" + jsonString(kindName(p.kind)) +
                   ",\"default\":" + jsonString(p.defaultValue) + ",\"label\":" + jsonString(p.label) +
                   ",\"description\":" + jsonString(p.description) + ",\"allowed\":" + jsonString(p.allowed());
            first = false;
            if (p.kind != ParamKind::Choice && p.kind != ParamKind::Text)
                out += ",\"min\":" + jsonNumber(p.min) + ",\"max\":" + jsonNumber(p.max) +
                       ",\"min_exclusive\":" + (p.minExclusive ? "true" : "false");
            if (p.kind == ParamKind::Choice) {
                out += ",\"choices\":[";
                for (std::size_t i = 0; i < p.choices.size(); ++i)
                    out += (i ? "," : "") + jsonString(p.choices[i]);
                out += "]";
            }
            out += "}";
        }
        out += "]}";
    }
    out += "\n]}\n";
    return out;
}

int runScenesCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    std::string format = "text";
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--format" && i + 1 < args.size()) {
            format = args[++i];
        } else if (args[i].rfind("--format=", 0) == 0) {
            format = args[i].substr(9);
        } else {
            err << "sgd-studio scenes: unknown argument '" << args[i] << "' (allowed: --format text|json)\n";
            return ExitUsage;
        }
    }
    if (format == "text")
        out << scenesAsText();
    else if (format == "json")
        out << scenesAsJson();
    else {
        err << "sgd-studio scenes: bad value for --format: '" << format << "' (allowed: text, json)\n";
        return ExitUsage;
    }
    return ExitOk;
}

int runTraceCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.empty()) {
        err << "sgd-studio trace: missing scene id (allowed: ";
        for (std::size_t i = 0; i < allScenes().size(); ++i)
            err << (i ? ", " : "") << allScenes()[i].id;
        err << ")\n";
        return ExitUsage;
    }
    const SceneDef *scene = findScene(args[0]);
    if (!scene) {
        err << "sgd-studio trace: unknown scene '" << args[0] << "' (allowed: ";
        for (std::size_t i = 0; i < allScenes().size(); ++i)
            err << (i ? ", " : "") << allScenes()[i].id;
        err << ")\n";
        return ExitUsage;
    }
    ParamSet params = scene->defaults();
    std::string format = "json", outPath, stepsText;
    int steps = -1;
    auto value = [&](std::size_t &i, const std::string &flag, std::string &dst) -> bool {
        if (args[i] == flag) {
            if (i + 1 >= args.size()) {
                err << "sgd-studio trace: " << flag << " needs a value\n";
                return false;
            }
            dst = args[++i];
            return true;
        }
        dst = args[i].substr(flag.size() + 1);
        return true;
    };
    try {
        for (std::size_t i = 1; i < args.size(); ++i) {
            const std::string &a = args[i];
            std::string v;
            auto is = [&](const std::string &flag) { return a == flag || a.rfind(flag + "=", 0) == 0; };
            if (is("--set")) {
                if (!value(i, "--set", v))
                    return ExitUsage;
                const auto eq = v.find('=');
                if (eq == std::string::npos || eq == 0) {
                    err << "sgd-studio trace: bad --set '" << v << "' (allowed: KEY=VALUE)\n";
                    return ExitUsage;
                }
                params.set(v.substr(0, eq), v.substr(eq + 1));
            } else if (is("--steps")) {
                if (!value(i, "--steps", v))
                    return ExitUsage;
                // The range is the steps parameter's, and the message names --steps, not the key.
                const ParamDef *def = scene->stepsKey.empty() ? nullptr : params.def(scene->stepsKey);
                const std::string allowed = def ? def->allowed() + "; --steps sets " + scene->stepsKey
                                                : "a whole number from 1 to 1000000";
                const auto n = parseNumber(v);
                if (!n || *n < 1 || std::floor(*n) != *n || *n > 1e6 || (def && def->check(v))) {
                    err << "sgd-studio trace: bad value for --steps: '" << v << "' (allowed: " << allowed << ")\n";
                    return ExitUsage;
                }
                steps = int(*n);
                stepsText = v;
            } else if (is("--format")) {
                if (!value(i, "--format", v))
                    return ExitUsage;
                if (v != "json" && v != "csv") {
                    err << "sgd-studio trace: bad value for --format: '" << v << "' (allowed: json, csv)\n";
                    return ExitUsage;
                }
                format = v;
            } else if (is("--out")) {
                if (!value(i, "--out", v))
                    return ExitUsage;
                outPath = v;
            } else {
                err << "sgd-studio trace: unknown argument '" << a << "' (allowed: --set KEY=VALUE, --steps N, --format json|csv, --out FILE)\n";
                return ExitUsage;
            }
        }
        // --steps wins over a --set of the same key, wherever it stands. A scene without a steps
        // parameter stops after N frames itself, so that its summary describes just those frames.
        RunContext ctx;
        if (steps > 0 && !scene->stepsKey.empty())
            params.set(scene->stepsKey, stepsText);
        else if (steps > 0)
            ctx.maxFrames = steps + 1; // frame 0, the start, and one frame per step
        Trace trace = runScene(*scene, params, ctx);
        if (steps > 0 && scene->stepsKey.empty() && int(trace.frames.size()) > steps + 1)
            throw std::logic_error("scene " + scene->id + " made more frames than --steps allows");
        const std::string text = format == "csv" ? traceToCsv(trace) : traceToJson(trace);
        if (outPath.empty()) {
            out << text;
        } else {
            std::string error;
            if (!writeFileAtomically(outPath, text, error)) {
                err << "sgd-studio trace: " << error << "\n";
                return ExitFailure;
            }
        }
        return ExitOk;
    } catch (const ParamError &e) {
        err << "sgd-studio trace: " << e.what() << "\n";
        return ExitUsage;
    } catch (const std::invalid_argument &e) {
        err << "sgd-studio trace: " << e.what() << "\n";
        return ExitUsage;
    } catch (const std::exception &e) {
        err << "sgd-studio trace: " << e.what() << "\n";
        return ExitFailure;
    }
}

namespace {

struct SchemasOptions {
    std::string scene, outDir, reference;
};

/// Reads `[ID] [--out DIR] [--reference FILE]`; false (with one line on `err`) on anything else.
bool parseSchemasArgs(const std::vector<std::string> &args, SchemasOptions &o, std::ostream &err)
{
    const std::string me = "sgd-studio schemas: ", allowed = " (allowed: ID, --out DIR, --reference FILE)\n";
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        std::string *dst = a == "--out" ? &o.outDir : a == "--reference" ? &o.reference : nullptr;
        if (dst && i + 1 < args.size()) {
            *dst = args[++i];
        } else if (dst) {
            err << me << a << " needs a value\n";
            return false;
        } else if (a.rfind("-", 0) != 0 && o.scene.empty()) {
            o.scene = a;
        } else {
            err << me << "unknown argument '" << a << "'" << allowed;
            return false;
        }
    }
    if (o.scene.empty() && o.outDir.empty() && o.reference.empty()) {
        err << me << "say what to write" << allowed;
        return false;
    }
    if (!o.scene.empty() && !findScene(o.scene)) {
        err << me << "unknown scene '" << o.scene << "' (allowed: ";
        for (std::size_t i = 0; i < allScenes().size(); ++i)
            err << (i ? ", " : "") << allScenes()[i].id;
        err << ")\n";
        return false;
    }
    return true;
}

} // namespace

int runSchemasCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    SchemasOptions o;
    if (!parseSchemasArgs(args, o, err))
        return ExitUsage;
    std::string error;
    if (!o.scene.empty()) {
        const std::string schema = traceJsonSchema(*findScene(o.scene));
        if (schema.empty()) {
            err << "sgd-studio schemas: scene " << o.scene << " has no field tables yet, so no schema\n";
            return ExitFailure;
        }
        out << schema;
    }
    if (!o.outDir.empty())
        for (const SceneDef &s : allScenes()) {
            if (!hasTraceSchema(s)) {
                err << "sgd-studio schemas: skipped " << s.id << " (no field tables yet)\n";
                continue;
            }
            if (!writeFileAtomically(o.outDir + "/" + s.id + ".schema.json", traceJsonSchema(s), error)) {
                err << "sgd-studio schemas: " << error << "\n";
                return ExitFailure;
            }
        }
    if (o.reference == "-")
        out << traceReferenceMarkdown();
    else if (!o.reference.empty() && !writeFileAtomically(o.reference, traceReferenceMarkdown(), error)) {
        err << "sgd-studio schemas: " << error << "\n";
        return ExitFailure;
    }
    return ExitOk;
}

} // namespace sgd
