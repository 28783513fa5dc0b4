// `sgd-studio export ID`: a picture of one view at one step, the trace, or a handout, headless.
#include "cli.h"
#include "commands.h"
#include "exporter.h"
#include "options.h"
#include "scene_painter.h"

#include <QFileInfo>

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
    const QString theme = choiceOf(p, opt("theme"), {opt("print"), opt("light"), opt("dark")});
    o.style = theme == opt("dark") ? ui::Style::dark() : theme == opt("light") ? ui::Style::light() : ui::Style::print();
    const QString page = choiceOf(p, opt("page"), {opt("a4"), opt("letter"), opt("slide")});
    o.page = page == opt("letter") ? ui::PageSize::Letter : page == opt("slide") ? ui::PageSize::Slide16x9 : ui::PageSize::A4;
    o.scale = numberOf(p, opt("scale"), 0.5, 4, o.scale, "a number from 0.5 to 4, e.g. 1, 2 or 3");
    o.transparent = p.isSet(opt("transparent"));
    if (p.isSet(opt("size"))) {
        const QString v = p.value(opt("size"));
        const QStringList wh = v.split(QLatin1Char('x'));
        bool okW = false, okH = false;
        const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0, h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
        if (!okW || !okH || w < 200 || h < 150 || w > 8000 || h > 8000)
            badValue(opt("size"), v, "WIDTHxHEIGHT in pixels, from 200x150 to 8000x8000");
        o.size = QSize(w, h);
    }
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

/// Where the export goes and what it is: a handout, the trace (.csv, .json) or a picture.
struct Target {
    QString path;
    bool handout = false, trace = false;
    ui::PictureFormat format = ui::PictureFormat::Png;
};

Target targetOf(const CommandParser &p)
{
    Target t;
    t.handout = p.isSet(opt("handout"));
    if (t.handout == p.isSet(opt("out")))
        throw UsageError("give exactly one of --out FILE or --handout FILE.pdf");
    t.path = p.value(t.handout ? opt("handout") : opt("out"));
    checkOutputPath(t.handout ? opt("handout") : opt("out"), t.path);
    const QString ext = QFileInfo(t.path).suffix().toLower();
    t.trace = !t.handout && (ext == opt("csv") || ext == opt("json"));
    if (t.handout && ext != opt("pdf"))
        badValue(opt("handout"), t.path, "a file name ending in .pdf");
    if (!t.handout && !t.trace && !ui::pictureFormatFor(t.path, t.format))
        badValue(opt("out"), t.path, "a file name ending in .png, .svg, .pdf, .csv or .json");
    return t;
}

} // namespace

void defineExport(CommandParser &p)
{
    addSceneArgument(p);
    p.addOption({{opt("out")}, opt("FILE"), opt("the picture (.png, .svg, .pdf) or the trace (.csv, .json)")});
    p.addOption({{opt("handout")}, opt("FILE.pdf"), opt("a handout instead: one page per step, picture and numbers")});
    p.addOption({{opt("view")}, opt("NAME"), opt("the view to draw (default: the scene's first)")});
    p.addOption({{opt("step")}, opt("N"), opt("the step to draw, 0 = the start (default 0)")});
    p.addOption({{opt("size")}, opt("WxH"), opt("picture size in pixels (default 1280x720)")});
    p.addOption({{opt("scale")}, opt("S"), opt("PNG pixels per picture pixel, 0.5 to 4 (default 2)")});
    addSetOption(p);
    p.addOption({{opt("option")}, opt("KEY=on|off"), opt("a view switch, as under View in the window"), false, true});
    p.addOption({{opt("theme")}, opt("print|light|dark"), opt("the colours (default print)")});
    p.addOption({{opt("page")}, opt("a4|letter|slide"), opt("the PDF page (default a4)")});
    p.addOption({{opt("transparent")}, {}, opt("PNG without a background")});
}

int runExport(const CommandParser &p, Invocation &)
{
    const SceneDef &scene = sceneArgument(p);
    ParamSet params = scene.defaults();
    applySets(p, params);
    const long step = wholeNumberOf(p, opt("step"), 0, 1'000'000'000, 0, "a frame index: a whole number from 0 to the last frame");
    ui::PictureOptions o;
    applyLook(p, o);
    const Target target = targetOf(p);
    applyView(p, scene, o);

    const Trace trace = runScene(scene, params);
    if (step >= long(trace.frames.size()))
        badValue(opt("step"), QString::number(step), "a frame index from 0 to " + std::to_string(trace.frames.size() - 1));
    o.step = int(step);
    QString error;
    const bool ok = target.handout ? ui::exportHandout(trace, target.path, o, error)
                    : target.trace ? ui::exportTrace(trace, target.path, error)
                                   : ui::exportPicture(trace, target.path, target.format, o, error);
    if (!ok)
        throw std::runtime_error(error.toStdString());
    return ExitOk;
}

} // namespace sgd::cli
