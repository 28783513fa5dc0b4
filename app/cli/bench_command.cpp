// `sgd-studio bench` (a gradient round against the memory bandwidth), `bench --paint` (the
// painting of every view) and `bench --trace-file` (writing and reading trace files): the options;
// the measuring of the first two lives in gpu/bench and ui/render/paint_bench.
#include "commands.h"
#include "core/cli.h"
#include "core/output_file.h"
#include "core/scenes.h"
#include "core/stop_request.h"
#include "core/trace_file.h"
#include "core/trace_io.h"
#include "gpu/bench.h"
#include "options.h"
#include "ui/render/paint_bench.h"
#include "ui/render/scene_painter.h"

#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>

namespace sgd::cli {

namespace {

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

/// A comma-separated list of whole numbers from 1 to `max` (`fallback` when absent).
std::vector<long long> listOf(const CommandParser &p, const QString &name, long long max, std::vector<long long> fallback)
{
    if (!p.isSet(name))
        return fallback;
    const QString v = p.value(name);
    std::vector<long long> out;
    const std::string allowed = "whole numbers from 1 to " + std::to_string(max) + ", comma separated";
    for (const QString &item : v.split(QLatin1Char(','))) {
        if (item.trimmed().isEmpty())
            badValue(name, v, allowed);
        out.push_back(wholeNumber(name, item, 1, max, allowed));
    }
    return out;
}

} // namespace

void defineBench(CommandParser &p)
{
    p.addOption({{opt("rows")}, opt("N"), opt("rows of data, comma separated for several (default 2000000)")});
    p.addOption({{opt("features")}, opt("D"), opt("features per row, comma separated for several (default 64)")});
    p.addOption({{opt("workers")}, opt("K"), opt("workers, one shard each, comma separated for several (default 16)")});
    p.addOption({{opt("repeats")}, opt("R"), opt("timed rounds per configuration, at least 5 are run (default 7)")});
    p.addOption({{opt("storage")},
                 opt("f32|bf16|f16"),
                 opt("how X is kept, comma separated for several: float32, or half the bytes as bfloat16 or float16 "
                     "(default f32)")});
    p.addOption({{opt("threads")},
                 opt("T"),
                 opt("CPU threads, comma separated for several, each measured on its own: bandwidth, FMA peak, rounds "
                     "(default: every core)")});
    addBackendOption(p, opt("cpu, cuda, or auto: the CPU and, when there is one, the GPU (default)"));
    p.addOption({{opt("loss")}, opt("least-squares|logistic"), opt("the model's loss (default least-squares)")});
    p.addOption({{opt("emit-data")}, opt("FILE"), opt("writes the first configuration's data (raw float32) and stops")});
    p.addOption({{opt("kernels")},
                 {},
                 opt("every CPU kernel and setting the chooser picks from, on the same data, interleaved: each one's median "
                     "round and ratio to the read of X beside it; the chooser's pick marked *")});
}

int runBench(const CommandParser &p, Invocation &inv)
{
    gpu::BenchConfig c;
    c.rows = listOf(p, opt("rows"), gpu::kBenchMaxRows, c.rows);
    c.features = listOf(p, opt("features"), gpu::kBenchMaxFeatures, c.features);
    c.workers = listOf(p, opt("workers"), gpu::kBenchMaxWorkers, c.workers);
    c.repeats = int(wholeNumberOf(p, opt("repeats"), 1, 1000, c.repeats, "a whole number from 1 to 1000"));
    c.threads = listOf(p, opt("threads"), gpu::kBenchMaxThreads, {});
    if (p.isSet(opt("storage"))) {
        c.storage.clear();
        const QString v = p.value(opt("storage"));
        for (const QString &item : v.split(QLatin1Char(','))) {
            const auto s = sgd::compute::storageFromString(item.trimmed().toStdString());
            if (!s)
                badValue(opt("storage"), v, "f32, bf16 or f16, comma separated");
            c.storage.push_back(*s);
        }
    }
    c.backend = backendOf(p);
    c.logistic = choiceOf(p, opt("loss"), {opt("least-squares"), opt("logistic")}) == opt("logistic");
    if (p.isSet(opt("emit-data")))
        checkOutputPath(opt("emit-data"), p.value(opt("emit-data")));
    c.emitData = fileNameBytes(p.value(opt("emit-data")));
    c.kernels = p.isSet(opt("kernels"));
    if (c.kernels && c.backend == gpu::BackendKind::Cuda)
        throw UsageError("--kernels measures the CPU backend's kernels: leave out --backend cuda");
    for (long long k : c.workers)
        for (long long n : c.rows)
            if (k > n)
                throw UsageError("--workers " + std::to_string(k) + " is more than --rows " + std::to_string(n) +
                                 " (allowed: at most one worker per row)");
    installStopHandlers(false); // Ctrl+C and SIGTERM: polled between rounds; what was measured is reported
    gpu::runBench(c, inv.out);
    return ExitOk;
}

void definePaintBench(CommandParser &p)
{
    p.addOption({{opt("paint")}, {}, opt("times the painting instead of a gradient round")});
    p.addOption({{opt("frames")}, opt("N"), opt("frames spread over each trace, 1 to 1000 (default 16)")});
    p.addOption({{opt("passes")},
                 opt("N"),
                 opt("paint each view's frames N times, 1 to 20, and take the median over the passes (default 3)")});
    p.addOption({{opt("scene")}, opt("ID"), opt("only this scene: ") + QString::fromStdString(sceneIdList())});
    p.addOption({{opt("preset")}, opt("lecture|large"), opt("only the lecture's parameters or only the largest sizes")});
}

int runPaintBench(const CommandParser &p, Invocation &inv)
{
    ui::PaintBenchOptions o;
    o.positions = int(wholeNumberOf(p, opt("frames"), 1, 1000, o.positions, "a whole number from 1 to 1000"));
    o.passes = int(wholeNumberOf(p, opt("passes"), 1, 20, o.passes, "a whole number from 1 to 20"));
    if (const SceneDef *scene = sceneOption(p)) {
        if (!ui::painterFor(QString::fromStdString(scene->id)))
            throw UsageError("scene '" + scene->id + "' has no pictures to paint");
        o.scene = scene->id;
    }
    if (p.isSet(opt("preset")))
        o.preset = choiceOf(p, opt("preset"), {opt("lecture"), opt("large")}).toStdString();
    installStopHandlers(false); // Ctrl+C and SIGTERM: polled between painted frames; what was measured is reported
    ui::runPaintBench(o, inv.out);
    return ExitOk;
}

void defineTraceFileBench(CommandParser &p)
{
    p.addOption({{opt("trace-file")}, {}, opt("times writing and reading trace files instead of a gradient round")});
    p.addOption({{opt("scene")},
                 opt("ID"),
                 opt("only this scene (default: every scene, and the largest mini-batch tape): ") +
                     QString::fromStdString(sceneIdList())});
    p.addOption({{opt("repeats")}, opt("R"), opt("timed writes and reads per trace, 1 to 100; the median is shown (default 5)")});
}

namespace {

double medianOf(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

/// One trace written to JSON and read back (with every check a file gets on opening), `repeats` times.
void benchOneTrace(const std::string &label, const Trace &t, int repeats, std::ostream &out)
{
    std::vector<double> writeMs, readMs;
    std::size_t bytes = 0, frames = 0;
    for (int r = 0; r < repeats && !stopRequested(); ++r) {
        QElapsedTimer timer;
        timer.start();
        const std::string json = traceToJson(t);
        writeMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        timer.restart();
        const LoadedTrace back = readTraceJson(json, label + ".json");
        readMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        bytes = json.size();
        frames = back.trace.frames.size();
    }
    if (readMs.empty())
        return;
    const double w = medianOf(writeMs), rd = medianOf(readMs);
    char line[256];
    if (label.size() > 34) // a large preset's settings: on a line of their own, the numbers under the column heads
        out << label << "\n";
    std::snprintf(line, sizeof line, "%-34s %8zu %9.2f %9.1f %9.1f %9.1f\n", label.size() > 34 ? "" : label.c_str(), frames,
                  double(bytes) / 1e6, w, rd, rd > 0 ? double(bytes) / 1e6 / (rd / 1e3) : 0.0);
    out << line << std::flush;
}

} // namespace

int runTraceFileBench(const CommandParser &p, Invocation &inv)
{
    const int repeats = int(wholeNumberOf(p, opt("repeats"), 1, 100, 5, "a whole number from 1 to 100"));
    const SceneDef *only = sceneOption(p);
    installStopHandlers(false); // Ctrl+C and SIGTERM: polled between traces; what was measured is reported
    inv.out << "Trace files: JSON written, then read back with the checks a file gets when it opens (median of " << repeats
            << ")\n";
    char head[256];
    std::snprintf(head, sizeof head, "%-34s %8s %9s %9s %9s %9s\n", "trace", "frames", "MB", "write ms", "read ms", "read MB/s");
    inv.out << head;
    for (const SceneDef &def : allScenes()) {
        if ((only && only->id != def.id) || def.needsComputeBackend || stopRequested())
            continue;
        benchOneTrace(def.id + " (defaults)", runScene(def, def.defaults()), repeats, inv.out);
        if (!def.largeParams.empty() && !def.measured && !stopRequested()) {
            // The scene at its largest painted sizes (SceneDef::largeParams): its longest trace files.
            ParamSet large = def.defaults();
            std::string sets;
            for (const auto &[key, value] : def.largeParams) {
                large.set(key, value);
                sets += (sets.empty() ? "" : " ") + key + "=" + value;
            }
            benchOneTrace(def.id + " (" + sets + ")", runScene(def, large), repeats, inv.out);
        }
    }
    return ExitOk;
}

} // namespace sgd::cli
