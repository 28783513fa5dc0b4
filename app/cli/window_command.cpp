// `sgd-studio [--scene ID | --lesson FILE.json] [--backend ...]`: the window, after every option
// has been checked (a bad one is one line and exit 2, before any window opens).
#include "autosave.h"
#include "cli.h"
#include "commands.h"
#include "backend_factory.h"
#include "lessons.h"
#include "main_window.h"
#include "options.h"
#include "theme.h"
#include "trace_file.h"

#include <QApplication>

#ifndef SGD_STUDIO_VERSION
#define SGD_STUDIO_VERSION "0.0.0"
#endif

namespace sgd::cli {

namespace {

/// What the window opens with, checked.
struct WindowOptions {
    QString scene; ///< empty: the window's default
    QString lessonPath;
    Lesson lesson;
    QString tracePath; ///< a saved trace to replay (checked before any window opens)
    gpu::BackendKind backend = gpu::BackendKind::Auto;
};

WindowOptions windowOptions(const CommandParser &p)
{
    WindowOptions o;
    o.backend = backendOf(p);
    if (const SceneDef *scene = sceneOption(p))
        o.scene = QString::fromStdString(scene->id);
    o.lessonPath = p.value(QStringLiteral("lesson"));
    if (p.isSet(QStringLiteral("lesson")) && o.lessonPath.isEmpty())
        throw UsageError("--lesson needs a lesson file (.json), not an empty name");
    if (!o.lessonPath.isEmpty()) {
        QString error;
        if (!ui::loadLessonFile(o.lessonPath, o.lesson, error))
            throw UsageError("cannot use lesson " + o.lessonPath.toStdString() + ": " + error.toStdString());
    }
    o.tracePath = p.value(QStringLiteral("trace"));
    if (!o.tracePath.isEmpty()) {
        try {
            readTraceFile(o.tracePath.toStdString());
        } catch (const TraceFormatError &e) {
            throw UsageError(std::string("cannot show trace ") + e.what());
        }
    }
    return o;
}

/// Qt's own options (-platform, -style, ...): accepted and left to QApplication, not listed.
void addQtOptions(CommandParser &p)
{
    for (const char *name : {"platform", "platformpluginpath", "platformtheme", "plugin", "style", "stylesheet", "session",
                             "display", "geometry", "qwindowgeometry", "qwindowtitle", "qwindowicon", "qmljsdebugger"})
        p.addOption({{QString::fromLatin1(name)}, QStringLiteral("VALUE"), {}, true});
    for (const char *name : {"reverse", "widgetcount", "nograb", "dograb", "sync"})
        p.addOption({{QString::fromLatin1(name)}, {}, {}, true});
}

} // namespace

void defineWindow(CommandParser &p)
{
    p.addOption({{QStringLiteral("scene")},
                 QStringLiteral("ID"),
                 QStringLiteral("opens this scene (default single-weight): ") + QString::fromStdString(sceneIdList())});
    p.addOption(
        {{QStringLiteral("lesson")}, QStringLiteral("FILE.json"), QStringLiteral("opens a lesson preset (checked first)")});
    p.addOption({{QStringLiteral("trace")}, QStringLiteral("FILE.json"),
                 QStringLiteral("shows a saved trace (from `trace --out`) without recomputing it")});
    addBackendOption(p, QStringLiteral("where the scale lab computes (default auto)"));
    p.addOption({{QStringLiteral("version")}, {}, QStringLiteral("prints the version and the compute backend")});
    addQtOptions(p);
}

int runWindow(const CommandParser &p, Invocation &inv)
{
    const WindowOptions o = windowOptions(p);
    if (p.isSet(QStringLiteral("version"))) {
        inv.out << "sgd-studio " << SGD_STUDIO_VERSION << "\n"
                << "compute backend: " << gpu::makeBackend(o.backend)->description() << "\n";
        return ExitOk;
    }
    QApplication::setHighDpiScaleFactorRoundingPolicy(Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(inv.argc, inv.argv);
    QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("SGD Studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SGD_STUDIO_VERSION));
    ui::captureSystemPalette();
    ui::MainWindow window;
    {
        const auto compute = gpu::makeBackend(o.backend);
        window.setBackend(QString::fromLatin1(gpu::toString(o.backend)), QString::fromStdString(compute->summary()),
                          QString::fromStdString(compute->fallbackReason()));
    }
    if (!o.tracePath.isEmpty())
        window.openTraceFile(o.tracePath);
    else if (!o.lessonPath.isEmpty())
        window.applyLesson(o.lesson);
    else if (!o.scene.isEmpty())
        window.openScene(o.scene);
    // A session that ended without closing comes back, unless this start names what to show.
    ui::Autosave autosave(&window);
    if (o.tracePath.isEmpty() && o.lessonPath.isEmpty() && o.scene.isEmpty())
        autosave.restore();
    autosave.start();
    window.show();
    return app.exec();
}

} // namespace sgd::cli
