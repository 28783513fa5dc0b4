#include "export_command.h"

#include "cli.h"
#include "exporter.h"
#include "scene_painter.h"
#include "scenes.h"

#include <QFileInfo>

#include <cmath>
#include <utility>
#include <vector>

namespace sgd::ui {

namespace {

std::string sceneList()
{
    std::string s;
    for (const auto &sc : allScenes())
        s += (s.empty() ? "" : ", ") + sc.id;
    return s;
}

} // namespace

int runExportCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    const std::string me = "sgd-studio export: ";
    if (args.empty()) {
        err << me << "missing scene id (allowed: " << sceneList() << ")\n";
        return ExitUsage;
    }
    const SceneDef *scene = findScene(args[0]);
    if (!scene) {
        err << me << "unknown scene '" << args[0] << "' (allowed: " << sceneList() << ")\n";
        return ExitUsage;
    }
    ParamSet params = scene->defaults();
    PictureOptions opt;
    std::string outPath, handout, view, theme = "print", page = "a4";
    std::vector<std::pair<std::string, std::string>> viewOptions; // --option KEY=on|off, checked below
    long step = 0;
    try {
        for (std::size_t i = 1; i < args.size(); ++i) {
            std::string a = args[i], v;
            const auto eq = a.find('=');
            const bool inlineValue = a.rfind("--", 0) == 0 && eq != std::string::npos;
            if (inlineValue) {
                v = a.substr(eq + 1);
                a = a.substr(0, eq);
            }
            auto need = [&]() -> bool {
                if (inlineValue)
                    return true;
                if (i + 1 >= args.size()) {
                    err << me << a << " needs a value\n";
                    return false;
                }
                v = args[++i];
                return true;
            };
            if (a == "--transparent") {
                opt.transparent = true;
                continue;
            }
            if (a != "--out" && a != "--handout" && a != "--view" && a != "--step" && a != "--size" && a != "--set" && a != "--scale" &&
                a != "--theme" && a != "--page" && a != "--option") {
                err << me << "unknown argument '" << args[i]
                    << "' (allowed: --out FILE, --handout FILE.pdf, --view NAME, --step N, --size WxH, --scale S, --set KEY=VALUE, "
                       "--option KEY=on|off, --theme print|light|dark, --page a4|letter|slide, --transparent)\n";
                return ExitUsage;
            }
            if (!need())
                return ExitUsage;
            if (a == "--out")
                outPath = v;
            else if (a == "--handout")
                handout = v;
            else if (a == "--view")
                view = v;
            else if (a == "--theme")
                theme = v;
            else if (a == "--page")
                page = v;
            else if (a == "--step") {
                auto n = parseNumber(v);
                if (!n || *n < 0 || std::floor(*n) != *n) {
                    err << me << "bad value for --step: '" << v << "' (allowed: a frame index, 0 or more)\n";
                    return ExitUsage;
                }
                step = long(*n);
            } else if (a == "--scale") {
                auto n = parseNumber(v);
                if (!n || *n < 0.5 || *n > 4) {
                    err << me << "bad value for --scale: '" << v << "' (allowed: a number from 0.5 to 4, e.g. 1, 2 or 3)\n";
                    return ExitUsage;
                }
                opt.scale = *n;
            } else if (a == "--size") {
                const auto x = v.find('x');
                auto w = x == std::string::npos ? std::nullopt : parseNumber(v.substr(0, x));
                auto h = x == std::string::npos ? std::nullopt : parseNumber(v.substr(x + 1));
                if (!w || !h || *w < 200 || *h < 150 || *w > 8000 || *h > 8000 || std::floor(*w) != *w || std::floor(*h) != *h) {
                    err << me << "bad value for --size: '" << v << "' (allowed: WIDTHxHEIGHT in pixels, from 200x150 to 8000x8000)\n";
                    return ExitUsage;
                }
                opt.size = QSize(int(*w), int(*h));
            } else if (a == "--option") {
                const auto e = v.find('=');
                if (e == std::string::npos || e == 0) {
                    err << me << "bad --option '" << v << "' (allowed: KEY=on or KEY=off)\n";
                    return ExitUsage;
                }
                viewOptions.emplace_back(v.substr(0, e), v.substr(e + 1));
            } else if (a == "--set") {
                const auto e = v.find('=');
                if (e == std::string::npos || e == 0) {
                    err << me << "bad --set '" << v << "' (allowed: KEY=VALUE)\n";
                    return ExitUsage;
                }
                params.set(v.substr(0, e), v.substr(e + 1));
            }
        }
        if (theme == "print")
            opt.style = Style::print();
        else if (theme == "light")
            opt.style = Style::light();
        else if (theme == "dark")
            opt.style = Style::dark();
        else {
            err << me << "bad value for --theme: '" << theme << "' (allowed: print, light, dark)\n";
            return ExitUsage;
        }
        if (page == "a4")
            opt.page = PageSize::A4;
        else if (page == "letter")
            opt.page = PageSize::Letter;
        else if (page == "slide")
            opt.page = PageSize::Slide16x9;
        else {
            err << me << "bad value for --page: '" << page << "' (allowed: a4, letter, slide)\n";
            return ExitUsage;
        }
        if (outPath.empty() == handout.empty()) {
            err << me << "give exactly one of --out FILE or --handout FILE.pdf\n";
            return ExitUsage;
        }
        const ScenePainter *painter = painterFor(QString::fromStdString(scene->id));
        if (!view.empty() && painter) {
            const QStringList views = painter->views();
            if (!views.contains(QString::fromStdString(view))) {
                err << me << "bad value for --view: '" << view << "' (allowed: " << views.join(QStringLiteral(", ")).toStdString() << ")\n";
                return ExitUsage;
            }
            opt.view = QString::fromStdString(view) == views.front() ? QString() : QString::fromStdString(view);
        }
        // The painter's switches (the checkboxes under "View" in the window), by key.
        if (painter)
            for (const ViewOption &o : painter->options())
                opt.viewOptions[o.key] = o.defaultValue;
        for (const auto &[key, value] : viewOptions) {
            QStringList keys;
            bool known = false;
            if (painter)
                for (const ViewOption &o : painter->options()) {
                    keys << o.key;
                    known = known || o.key.toStdString() == key;
                }
            if (!known) {
                err << me << "bad --option key: '" << key << "' (allowed for " << scene->id << ": "
                    << (keys.isEmpty() ? std::string("none") : keys.join(QStringLiteral(", ")).toStdString()) << ")\n";
                return ExitUsage;
            }
            if (value != "on" && value != "off" && value != "true" && value != "false") {
                err << me << "bad value for --option " << key << ": '" << value << "' (allowed: on, off)\n";
                return ExitUsage;
            }
            opt.viewOptions[QString::fromStdString(key)] = value == "on" || value == "true";
        }
        const QString target = QString::fromStdString(handout.empty() ? outPath : handout);
        const QString ext = QFileInfo(target).suffix().toLower();
        PictureFormat format = PictureFormat::Png;
        const bool isTrace = ext == QLatin1String("csv") || ext == QLatin1String("json");
        if (!handout.empty() && ext != QLatin1String("pdf")) {
            err << me << "bad value for --handout: '" << handout << "' (allowed: a file name ending in .pdf)\n";
            return ExitUsage;
        }
        if (handout.empty() && !isTrace && !pictureFormatFor(target, format)) {
            err << me << "bad value for --out: '" << outPath << "' (allowed: a file name ending in .png, .svg, .pdf, .csv or .json)\n";
            return ExitUsage;
        }

        const Trace trace = runScene(*scene, params);
        if (step >= long(trace.frames.size())) {
            err << me << "bad value for --step: '" << step << "' (allowed: a frame index from 0 to " << trace.frames.size() - 1 << ")\n";
            return ExitUsage;
        }
        opt.step = int(step);
        QString error;
        bool ok;
        if (!handout.empty())
            ok = exportHandout(trace, target, opt, error);
        else if (isTrace)
            ok = exportTrace(trace, target, error);
        else
            ok = exportPicture(trace, target, format, opt, error);
        if (!ok) {
            err << me << error.toStdString() << "\n";
            return ExitFailure;
        }
        (void)out;
        return ExitOk;
    } catch (const ParamError &e) {
        err << me << e.what() << "\n";
        return ExitUsage;
    } catch (const std::invalid_argument &e) {
        err << me << e.what() << "\n";
        return ExitUsage;
    } catch (const std::exception &e) {
        err << me << e.what() << "\n";
        return ExitFailure;
    }
}

} // namespace sgd::ui
