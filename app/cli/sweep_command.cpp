// `sgd-studio sweep ID`: runs a scene once per value of one parameter and writes the outcome of
// each run (final loss, mean staleness, disagreement) as CSV, or the comparison window's chart.
#include "commands.h"
#include "core/cli.h"
#if SGD_HAVE_CHARTS
#include "ui/compare_window.h"
#endif
#include "core/output_file.h"
#include "core/param_sweep.h"
#include "core/stop_request.h"
#include "job_progress.h"
#include "options.h"

#include <QFile>

#include <stdexcept>

namespace sgd::cli {

namespace {

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

/// --param, --from, --to, --count and --log over the scene's first sweep (param_sweep.h defaultSweep).
SweepSpec sweepOf(const CommandParser &p, const SceneDef &scene, const ParamSet &params)
{
    SweepSpec spec = defaultSweep(scene, params);
    if (p.isSet(opt("param"))) {
        const std::vector<std::string> keys = sweepableParams(scene);
        const std::string key = p.value(opt("param")).toStdString();
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
            std::string list;
            for (const std::string &k : keys)
                list += (list.empty() ? "" : ", ") + k;
            badValue(opt("param"), p.value(opt("param")), list.empty() ? "none: this scene has no number parameter" : list);
        }
        if (key != spec.param) // another parameter: its own range, unless --from and --to say
            spec = sweepAround(scene, params, key);
    }
    spec.from = numberOf(p, opt("from"), -1e12, 1e12, spec.from, "a number");
    spec.to = numberOf(p, opt("to"), -1e12, 1e12, spec.to, "a number");
    spec.count = int(wholeNumberOf(p, opt("count"), 2, kMaxSweepCount, spec.count,
                                   "a whole number from 2 to " + std::to_string(kMaxSweepCount)));
    if (p.isSet(opt("log")))
        spec.spacing = SweepSpacing::Log;
    return spec;
}

QSize sizeOf(const CommandParser &p)
{
    if (!p.isSet(opt("size")))
        return {1280, 720};
    const QString v = p.value(opt("size"));
    const QStringList wh = v.split(QLatin1Char('x'));
    bool okW = false, okH = false;
    const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0, h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
    if (!okW || !okH || w < 400 || h < 300 || w > 4000 || h > 4000)
        badValue(opt("size"), v, "WIDTHxHEIGHT in pixels, from 400x300 to 4000x4000");
    return {w, h};
}

} // namespace

void defineSweep(CommandParser &p)
{
    addSceneArgument(p);
    addSetOption(p);
    p.addOption({{opt("param")}, opt("KEY"), opt("the number parameter to vary (default: eta, workers or nodes, by scene)")});
    p.addOption({{opt("from")}, opt("A"), opt("the first value (default: by scene, e.g. 0.05 for eta)")});
    p.addOption({{opt("to")}, opt("B"), opt("the last value (default: by scene, e.g. 0.25 for eta)")});
    p.addOption({{opt("count")}, opt("N"), opt("how many values from A to B, both included (default 21)")});
    p.addOption({{opt("log")}, {}, opt("spaces the values by a constant factor instead of evenly")});
    p.addOption({{opt("out")},
                 opt("FILE"),
                 opt("writes FILE.csv, or the chart as FILE.png, .svg or .pdf (default: CSV on standard output)")});
    p.addOption({{opt("size")}, opt("WxH"), opt("chart size in pixels (default 1280x720)")});
    p.addOption({{opt("theme")}, opt("light|dark"), opt("the chart's colours (default light)")});
}

int runSweep(const CommandParser &p, Invocation &inv)
{
    const SceneDef &scene = sceneArgument(p);
    ParamSet params = scene.defaults();
    applySets(p, params);
    const SweepSpec spec = sweepOf(p, scene, params);
    const QString out = p.value(opt("out"));
    const bool picture = out.endsWith(opt(".png"), Qt::CaseInsensitive) || out.endsWith(opt(".svg"), Qt::CaseInsensitive) ||
                         out.endsWith(opt(".pdf"), Qt::CaseInsensitive);
    if (!out.isEmpty() && !picture && !out.endsWith(opt(".csv"), Qt::CaseInsensitive))
        badValue(opt("out"), out, "a file name ending in .csv, .png, .svg or .pdf");
    const QSize size = sizeOf(p);
    const bool dark = choiceOf(p, opt("theme"), {opt("light"), opt("dark")}) == opt("dark");
    if (!out.isEmpty())
        checkOutputPath(opt("out"), out);
    sweepValues(scene, spec); // a bad range stops here, before anything runs
    installStopHandlers();
    JobProgress progress("sweep " + scene.id);
    if (const std::string why = largeRunReason(scene, params); !why.empty())
        progress.sayLarge(std::to_string(spec.count) + " runs of " + why);
    else if (scene.measured && spec.count >= 60) // each run of a measured scene runs its threads for real
        progress.sayLarge(std::to_string(spec.count) + " runs on real threads");
    const SweepResult result = sgd::runSweep(scene, params, spec, progress.context(0, 0.95));
    stopIfRequested();
    std::string error;
    if (out.isEmpty()) {
        inv.out << sweepCsv(result);
        return ExitOk;
    }
    if (!picture) {
        if (!writeFileAtomically(fileNameBytes(out), sweepCsv(result), error))
            throw std::runtime_error(error);
        return ExitOk;
    }
#if SGD_HAVE_CHARTS
    QString why;
    if (!ui::exportSweepPicture(result, dark ? ui::Style::dark() : ui::Style::light(), size, out, why))
        throw std::runtime_error(why.toStdString());
    return ExitOk;
#else
    (void)size;
    (void)dark;
    throw std::runtime_error("sweep pictures need Qt Charts, which this build of sgd-studio was made without: "
                             "write a .csv instead");
#endif
}

} // namespace sgd::cli
