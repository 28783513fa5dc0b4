// `sgd-studio export ID`: a picture of one view at one step, the trace, or a handout, headless.
#include "commands.h"
#include "core/cli.h"
#include "core/lesson.h"
#include "core/memory_budget.h"
#include "core/output_file.h"
#include "core/run_timeline.h"
#include "core/stop_request.h"
#include "core/trace_file.h"
#include "core/trace_io.h"
#include "job_progress.h"
#include "options.h"
#include "ui/render/animation_export.h"
#include "ui/render/exporter.h"
#include "ui/render/html_export.h"
#include "ui/render/scene_painter.h"

#include <QFileInfo>

#include <cmath>
#include <stdexcept>

namespace sgd::cli {

namespace {

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

/// --theme, --page, --scale, --size and --transparent.
void applyLook(const CommandParser &p, ui::PictureOptions &o)
{
    const QString theme = choiceOf(p, opt("theme"), {opt("print"), opt("light"), opt("dark"), opt("high-contrast")});
    o.style = theme == opt("dark")            ? ui::Style::dark()
              : theme == opt("light")         ? ui::Style::light()
              : theme == opt("high-contrast") ? ui::Style::highContrast()
                                              : ui::Style::print();
    const QString page = choiceOf(p, opt("page"), {opt("a4"), opt("letter"), opt("slide")});
    o.page = page == opt("letter") ? ui::PageSize::Letter : page == opt("slide") ? ui::PageSize::Slide16x9 : ui::PageSize::A4;
    o.scale = numberOf(p, opt("scale"), 0.5, 4, o.scale, "a number from 0.5 to 4, e.g. 1, 2 or 3");
    o.transparent = p.isSet(opt("transparent"));
    const bool presentation = p.isSet(opt("presentation"));
    if (presentation && !p.isSet(opt("theme")))
        o.style = ui::Style::light(); // projected on a screen, not printed
    if (p.isSet(opt("size"))) {
        const QString v = p.value(opt("size"));
        const QStringList wh = v.split(QLatin1Char('x'));
        bool okW = false, okH = false;
        const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0, h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
        if (!okW || !okH || w < 200 || h < 150 || w > 8000 || h > 8000)
            badValue(opt("size"), v, "WIDTHxHEIGHT in pixels, from 200x150 to 8000x8000");
        o.size = QSize(w, h);
    }
    // --presentation: as presentation mode paints on a screen of --size (type for that many lines,
    // thicker lines, the projection rule's floor), the picture filling the whole screen.
    if (presentation)
        o.style = o.style.scaledForScreen(ui::Style::projectedTextScale(160, o.size.height()), true, o.size.height());
}

/// --view NAME and --option KEY=on|off, checked against the scene's painter.
void applyView(const CommandParser &p, const SceneDef &scene, ui::PictureOptions &o)
{
    const ui::ScenePainter *painter = ui::painterFor(QString::fromStdString(scene.id));
    if (!painter)
        return;
    const QStringList views = painter->views();
    if (p.isSet(opt("view"))) {
        const QString view = p.value(opt("view"));
        if (!views.contains(view))
            badValue(opt("view"), view, views.join(QStringLiteral(", ")).toStdString());
        o.view = view == views.front() ? QString() : view;
    }
    // The painter's switches (the checkboxes under "View" in the window), by key.
    QStringList keys;
    for (const ui::ViewOption &v : painter->options()) {
        o.viewOptions[v.key] = v.defaultValue;
        keys << v.key;
    }
    for (const QString &kv : p.values(opt("option"))) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0)
            throw UsageError("bad --option '" + kv.toStdString() + "' (allowed: KEY=on or KEY=off)");
        const QString key = kv.left(eq), value = kv.mid(eq + 1);
        if (!keys.contains(key))
            throw UsageError("bad --option key: '" + key.toStdString() + "' (allowed for " + scene.id + ": " +
                             (keys.isEmpty() ? std::string("none") : keys.join(QStringLiteral(", ")).toStdString()) + ")");
        if (value != opt("on") && value != opt("off") && value != opt("true") && value != opt("false"))
            badValue(opt("option ") + key, value, "on, off");
        o.viewOptions[key] = value == opt("on") || value == opt("true");
    }
}

/// Where the export goes and what it is: a handout, the trace (.csv, .json), a picture, an
/// animation or a recorded run's timeline.
struct Target {
    QString path;
    bool handout = false, trace = false, animation = false, timeline = false, page = false;
    ui::PictureFormat format = ui::PictureFormat::Png;
    ui::AnimationFormat animationFormat = ui::AnimationFormat::Mp4;
};

Target targetOf(const CommandParser &p)
{
    Target t;
    t.handout = p.isSet(opt("handout"));
    t.timeline = p.isSet(opt("timeline"));
    if (int(t.handout) + int(t.timeline) + int(p.isSet(opt("out"))) != 1)
        throw UsageError("give exactly one of --out FILE, --handout FILE.pdf or --timeline FILE.json");
    if (t.timeline) {
        t.path = p.value(opt("timeline"));
        checkOutputPath(opt("timeline"), t.path);
        if (QFileInfo(t.path).suffix().toLower() != opt("json"))
            badValue(opt("timeline"), t.path, "a file name ending in .json");
        return t;
    }
    t.path = p.value(t.handout ? opt("handout") : opt("out"));
    checkOutputPath(t.handout ? opt("handout") : opt("out"), t.path);
    const QString ext = QFileInfo(t.path).suffix().toLower();
    t.trace = !t.handout && (ext == opt("csv") || ext == opt("json"));
    t.page = !t.handout && (ext == opt("html") || ext == opt("htm"));
    t.animation = !t.handout && ui::animationFormatFor(t.path, t.animationFormat);
    if (t.handout && ext != opt("pdf"))
        badValue(opt("handout"), t.path, "a file name ending in .pdf");
    if (!t.handout && !t.trace && !t.animation && !t.page && !ui::pictureFormatFor(t.path, t.format))
        badValue(opt("out"), t.path, "a file name ending in .png, .svg, .pdf, .csv, .json, .html, .mp4, .webm or .gif");
    return t;
}

/// A PNG's pixels (size times scale): at most kMaxPicturePixels a side, and room in memory for them.
void checkPicture(const Target &t, const ui::PictureOptions &o)
{
    if (t.handout || t.trace || t.animation || t.timeline || t.page || t.format != ui::PictureFormat::Png)
        return;
    const double w = std::floor(o.size.width() * o.scale), h = std::floor(o.size.height() * o.scale);
    if (w > ui::kMaxPicturePixels || h > ui::kMaxPicturePixels)
        throw UsageError("the picture would be " + std::to_string(long(w)) + " x " + std::to_string(long(h)) +
                         " pixels, more than " + std::to_string(ui::kMaxPicturePixels) + " a side: lower --size or --scale");
    requireMemory(w * h * 4.0, "lower --size or --scale");
}

/// --from and --to of a handout, checked against the trace: at most kHandoutMaxPages steps.
ui::StepRange handoutRange(const CommandParser &p, const Trace &trace)
{
    const long last = long(trace.frames.size()) - 1;
    const std::string allowed = "a step from 0 to " + std::to_string(last);
    ui::StepRange r;
    r.first = int(wholeNumberOf(p, opt("from"), 0, last, 0, allowed));
    const long defaultTo = p.isSet(opt("to")) ? last : std::min<long>(last, r.first + ui::kHandoutMaxPages - 1);
    r.last = int(wholeNumberOf(p, opt("to"), r.first, last, defaultTo,
                               "a step from --from (" + std::to_string(r.first) + ") to " + std::to_string(last)));
    const long pages = long(r.last) - r.first + 1;
    if (!p.isSet(opt("to")) && !p.isSet(opt("from")) && last + 1 > ui::kHandoutMaxPages)
        throw UsageError("this run has " + std::to_string(last + 1) + " steps, a handout at most " +
                         std::to_string(ui::kHandoutMaxPages) + " pages: choose steps with --from N --to M");
    if (pages > ui::kHandoutMaxPages)
        throw UsageError("--from " + std::to_string(r.first) + " --to " + std::to_string(r.last) + " is " +
                         std::to_string(pages) + " pages, a handout at most " + std::to_string(ui::kHandoutMaxPages) +
                         ": choose a shorter range");
    return r;
}

/// `export ID --out FILE.mp4|.webm|.gif`: steps --from..--to played as the window plays them.
int runAnimation(const CommandParser &p, const SceneDef &scene, const ParamSet &params, const Target &target,
                 ui::PictureOptions picture, const std::optional<LoadedTrace> &saved)
{
    if (p.isSet(opt("step")))
        throw UsageError("--step chooses a picture's step; an animation's steps are --from N --to M");
    if (p.isSet(opt("transparent")))
        throw UsageError("--transparent is for PNG pictures; an animation has a background");
    if (!p.isSet(opt("scale")))
        picture.scale = 1.0;
    ui::AnimationOptions o;
    o.fps = int(wholeNumberOf(p, opt("fps"), ui::kMinAnimationFps, ui::kMaxAnimationFps, 30, "a whole number from 1 to 60"));
    o.speed = numberOf(p, opt("speed"), 0.25, 4, 1, "a number from 0.25 to 4, e.g. 0.5, 1 or 2");
    if (ui::ffmpegProgram().isEmpty())
        throw std::runtime_error(ui::ffmpegMissingMessage().toStdString());

    installStopHandlers(); // Ctrl+C and SIGTERM: polled between frames
    JobProgress progress("export " + scene.id);
    if (const std::string why = largeRunReason(scene, params); !why.empty())
        progress.sayLarge(why);
    const Trace trace = saved ? saved->trace : runScene(scene, params, progress.context(0, 0.1));
    const long last = long(trace.frames.size()) - 1;
    o.first = int(wholeNumberOf(p, opt("from"), 0, last, 0, "a step from 0 to " + std::to_string(last)));
    o.last = int(wholeNumberOf(p, opt("to"), o.first, last, last,
                               "a step from --from (" + std::to_string(o.first) + ") to " + std::to_string(last)));
    picture.cancelled = [] { return stopRequested(); };
    o.picture = picture;
    const QString problem = ui::animationProblem(trace, o, target.animationFormat);
    if (!problem.isEmpty())
        throw UsageError(problem.toStdString());
    // A large animation says so before its first frame: frames x pixels, about 2 x 10^9 is minutes.
    const QSize px = ui::animationPixels(o, target.animationFormat);
    const int frames = ui::animationTimeline(trace, o).frameCount();
    if (double(frames) * px.width() * px.height() >= 2e9)
        progress.sayLarge(std::to_string(frames) + " frames of " + std::to_string(px.width()) + "x" +
                          std::to_string(px.height()) + " pixels");
    o.progress = [&progress](int frame, int frames) {
        progress.update(0.1 + 0.85 * frame / frames, frame < frames
                                                         ? "frame " + std::to_string(frame) + " of " + std::to_string(frames)
                                                         : std::string("encoding"));
    };
    QString error;
    const bool ok = ui::exportAnimation(trace, target.path, o, error);
    if (!ok) {
        stopIfRequested(); // a stop refuses the replacement (OutputFile::commit): nothing was written
        throw std::runtime_error(error.toStdString());
    }
    return ExitOk;
}

/// `export ID --out FILE.html`: the run as one web page (--from/--to choose the steps).
int runPage(const CommandParser &p, const SceneDef &scene, const ParamSet &params, const Target &target,
            ui::PictureOptions picture, const std::optional<LoadedTrace> &saved)
{
    if (p.isSet(opt("step")))
        throw UsageError("--step chooses a picture's step; a web page's steps are --from N --to M");
    installStopHandlers();
    JobProgress progress("export " + scene.id);
    const Trace trace = saved ? saved->trace : runScene(scene, params, progress.context(0, 0.3));
    const long last = long(trace.frames.size()) - 1;
    ui::StepRange range;
    range.first = int(wholeNumberOf(p, opt("from"), 0, last, 0, "a step from 0 to " + std::to_string(last)));
    range.last = int(wholeNumberOf(p, opt("to"), range.first, last, last,
                                   "a step from --from (" + std::to_string(range.first) + ") to " + std::to_string(last)));
    if (!p.isSet(opt("size")))
        picture.size = QSize(1280, 720);
    progress.update(0.3, "drawing");
    picture.cancelled = [] { return stopRequested(); }; // Ctrl+C stops between steps; nothing is replaced
    QString error;
    const bool ok = ui::exportHtml(trace, target.path, picture, error, range);
    if (!ok) {
        stopIfRequested(); // a stop refuses the replacement (OutputFile::commit): nothing was written
        throw std::runtime_error(error.toStdString());
    }
    return ExitOk;
}

/// The positional argument when it names a trace file saved before (`trace --out`, `export --out
/// FILE.json`, sgd-studio-mpi --out) rather than a scene: read and checked as --trace reads it.
std::optional<LoadedTrace> savedTrace(const CommandParser &p)
{
    const QStringList given = p.positional();
    if (given.isEmpty() || findScene(given.first().toStdString()))
        return std::nullopt;
    const QString path = given.first();
    if (!path.endsWith(opt(".json"), Qt::CaseInsensitive))
        return std::nullopt; // the scene id check names the problem
    if (!QFileInfo(path).isFile())
        throw UsageError("no trace file '" + path.toStdString() + "' (give a scene id or a trace saved before)");
    if (!p.values(opt("set")).isEmpty())
        throw UsageError("--set changes a scene's parameters; a saved trace is shown as it was recorded");
    try {
        return readTraceFile(path.toStdString());
    } catch (const std::exception &e) {
        throw UsageError(e.what());
    }
}

/// `export RUN.json --timeline FILE.json`: the recorded run's ranks for Perfetto.
int runTimeline(const Trace &trace, const Target &target)
{
    std::string json;
    try {
        json = runTimelineJson(trace);
    } catch (const std::invalid_argument &e) {
        throw UsageError(std::string("--timeline: ") + e.what());
    }
    OutputFile file(fileNameBytes(target.path)); // a temporary file renamed into place: never half written
    if (!(file.open() && file.writeAll(json.data(), json.size()) && file.prepareCommit() && file.commit()))
        throw std::runtime_error(file.error());
    return ExitOk;
}

} // namespace

void defineExport(CommandParser &p)
{
    p.addPositional(opt("ID|TRACE.json"), opt("the scene (") + QString::fromStdString(sceneIdList()) +
                                              opt("), or a trace saved before, such as a real run's"));
    p.addOption({{opt("out")},
                 opt("FILE"),
                 opt("the picture (.png, .svg, .pdf), the trace (.csv, .json), a web page of every step (.html, "
                     "one file that needs no network) or an animation (.mp4, .webm, .gif)")});
    p.addOption({{opt("handout")}, opt("FILE.pdf"), opt("a handout instead: one page per step, picture and numbers")});
    p.addOption({{opt("view")}, opt("NAME"), opt("the view to draw (default: the scene's first)")});
    p.addOption({{opt("step")}, opt("N"), opt("the step to draw, 0 = the start (default 0)")});
    p.addOption({{opt("size")}, opt("WxH"), opt("picture size in pixels (default 1280x720)")});
    p.addOption({{opt("scale")},
                 opt("S"),
                 opt("PNG or animation pixels per picture pixel, 0.5 to 4 (default 2 for PNG, 1 "
                     "for animations)")});
    addSetOption(p);
    p.addOption({{opt("option")}, opt("KEY=on|off"), opt("a view switch, as under View in the window"), false, true});
    p.addOption({{opt("theme")},
                 opt("print|light|dark|high-contrast"),
                 opt("the colours (default print; light with --presentation; high-contrast: 7:1 text, thick lines)")});
    p.addOption({{opt("presentation")},
                 {},
                 opt("as presentation mode shows it on a screen of --size: type for that many lines (160 % at 1080), "
                     "thicker lines, no text under 1/64 of the height")});
    p.addOption({{opt("page")}, opt("a4|letter|slide"), opt("the PDF page (default a4)")});
    p.addOption({{opt("transparent")}, {}, opt("PNG without a background")});
    p.addOption({{opt("from")}, opt("N"), opt("handout, web page or animation: the first step (default 0)")});
    p.addOption({{opt("to")},
                 opt("N"),
                 opt("handout, web page or animation: the last step (default the run's last; a handout at most 500 "
                     "pages, a web page at most 200 steps: a longer run is cut and the page says so)")});
    p.addOption({{opt("fps")}, opt("F"), opt("animation: frames a second, 1 to 60 (default 30)")});
    p.addOption({{opt("speed")}, opt("S"), opt("animation: playback speed as in the window, 0.25 to 4 (default 1)")});
    p.addOption({{opt("lesson")},
                 opt("FILE.json"),
                 opt("a lesson's slides as one web page instead of a scene (with --out FILE.html): each slide's scene at its "
                     "step, view, pen notes, narration and question")});
    p.addOption({{opt("timeline")},
                 opt("FILE.json"),
                 opt("a real run's timeline for Perfetto (ui.perfetto.dev) or chrome://tracing: one process per rank, "
                     "threads for compute and communication (TRACE.json from sgd-studio-mpi)")});
}

/// `export --lesson FILE.json --out FILE.html`: the lesson's slides as one web page.
int runLessonPage(const CommandParser &p)
{
    if (!p.positional().isEmpty())
        throw UsageError("--lesson exports the lesson's own scenes: leave out the scene id ('" +
                         p.positional().first().toStdString() + "')");
    if (!p.isSet(opt("out")) || !p.value(opt("out")).endsWith(opt(".html"), Qt::CaseInsensitive))
        throw UsageError("--lesson makes a web page: give --out FILE.html");
    const QString out = p.value(opt("out"));
    checkOutputPath(opt("out"), out);
    for (const char *name : {"handout", "timeline", "step", "from", "to", "set", "view", "option"})
        if (p.isSet(opt(name)))
            throw UsageError("--" + std::string(name) + " does not go with --lesson: each slide keeps its own");
    Lesson lesson;
    const std::string path = p.value(opt("lesson")).toStdString();
    try {
        lesson = parseLesson(readLessonText(path), path);
        ui::checkLessonViews(lesson, path); // as the window's --lesson does
    } catch (const std::exception &e) {
        throw UsageError(e.what());
    }
    ui::PictureOptions o;
    o.style = ui::Style::light();
    installStopHandlers();
    o.cancelled = [] { return stopRequested(); }; // Ctrl+C stops between slides; nothing is replaced
    QString error;
    const bool ok = ui::exportLessonHtml(lesson, out, o, error);
    if (!ok) {
        stopIfRequested(); // a stop refuses the replacement (OutputFile::commit): nothing was written
        throw std::runtime_error(error.toStdString());
    }
    return ExitOk;
}

int runExport(const CommandParser &p, Invocation &)
{
    if (p.isSet(opt("lesson")))
        return runLessonPage(p);
    const std::optional<LoadedTrace> saved = savedTrace(p);
    const SceneDef &scene = saved ? *findScene(saved->trace.scene) : sceneArgument(p);
    ParamSet params = saved ? saved->params : scene.defaults();
    if (!saved)
        applySets(p, params);
    const long step =
        wholeNumberOf(p, opt("step"), 0, 1'000'000'000, 0, "a frame index: a whole number from 0 to the last frame");
    ui::PictureOptions o;
    applyLook(p, o);
    const Target target = targetOf(p);
    if (target.timeline && !saved)
        throw UsageError("--timeline exports a real run: give its trace file (from sgd-studio-mpi --out) instead of a "
                         "scene id");
    if (target.timeline)
        return runTimeline(saved->trace, target);
    applyView(p, scene, o);
    if (target.animation)
        return runAnimation(p, scene, params, target, o, saved);

    checkPicture(target, o);
    if (!target.handout && !target.page && (p.isSet(opt("from")) || p.isSet(opt("to"))))
        throw UsageError("--from and --to choose a handout's or a web page's steps (--step chooses a picture's)");
    if (target.page)
        return runPage(p, scene, params, target, o, saved);

    installStopHandlers(); // Ctrl+C and SIGTERM: polled between frames and handout pages
    JobProgress progress("export " + scene.id);
    const Trace trace = saved ? saved->trace : runScene(scene, params, progress.context(0, target.handout ? 0.2 : 0.8));
    if (step >= long(trace.frames.size()))
        badValue(opt("step"), QString::number(step), "a frame index from 0 to " + std::to_string(trace.frames.size() - 1));
    o.step = int(step);
    o.cancelled = [] { return stopRequested(); };
    o.progress = [&progress](double f, int page, int pages) {
        progress.update(0.2 + 0.8 * f, "page " + std::to_string(page) + " of " + std::to_string(pages));
    };
    if (target.trace)
        requireMemory(traceTextBytes(trace), "lower the steps, rounds or sizes");
    progress.update(target.handout ? 0.2 : 0.8, "drawing");
    QString error;
    const bool ok = target.handout ? ui::exportHandout(trace, target.path, o, error, handoutRange(p, trace))
                    : target.trace ? ui::exportTrace(trace, target.path, error)
                                   : ui::exportPicture(trace, target.path, target.format, o, error);
    if (!ok) {
        stopIfRequested(); // a stop refuses the replacement (OutputFile::commit): nothing was written
        throw std::runtime_error(error.toStdString());
    }
    return ExitOk;
}

} // namespace sgd::cli
