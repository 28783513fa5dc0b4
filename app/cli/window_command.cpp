// `sgd-studio [--scene ID | --lesson FILE.json] [--backend ...]`: the window, after every option
// has been checked (a bad one is one line and exit 2, before any window opens).
#include "core/cli.h"
#include "ui/help_sheets.h"
#include "ui/session/autosave.h"
#include "ui/session/settings.h"
#include "ui/session/studio_session.h"
#if SGD_HAVE_CHARTS
#include "ui/compare_tools.h"
#endif
#if SGD_HAVE_CLASSROOM
#include "ui/classroom/class_link.h"
#include "ui/classroom/class_tools.h"
#endif
#include "commands.h"
#include "core/output_file.h"
#include "core/trace_file.h"
#include "gpu/backend_factory.h"
#include "options.h"
#include "ui/lessons.h"
#include "ui/main_window.h"
#include "ui/real_run.h"
#include "ui/render/language.h"
#include "ui/theme.h"

#include <QApplication>
#include <QIcon>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <utility>

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
    LoadedTrace trace; ///< what that check read: the window shows it without reading it again
    gpu::BackendKind backend = gpu::BackendKind::Auto;
};

WindowOptions windowOptions(const CommandParser &p)
{
    WindowOptions o;
    // Each names what the window opens with: one at a time.
    const QString what[] = {QStringLiteral("scene"), QStringLiteral("lesson"), QStringLiteral("trace")};
    for (int i = 0; i < 3; ++i)
        for (int j = i + 1; j < 3; ++j)
            if (p.isSet(what[i]) && p.isSet(what[j]))
                throw UsageError("--" + what[i].toStdString() + " and --" + what[j].toStdString() +
                                 " both name what the window opens with: give one");
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
            o.trace = readTraceFile(fileNameBytes(o.tracePath));
        } catch (const TraceFormatError &e) {
            throw UsageError(std::string("cannot show trace ") + e.what());
        }
    }
    return o;
}

/// What to say when there is no screen for the window: one line, instead of Qt's abort.
std::string noDisplayLine(const std::string &why)
{
    return "cannot open the window: " + why +
           ". Run it under a virtual display (xvfb-run sgd-studio ...) or use a headless subcommand: "
           "scenes, trace, export, sweep, schemas, "
#if SGD_HAVE_CLASSROOM
           "class, "
#endif
           "bench (sgd-studio --help lists them)";
}

/// Why Qt would find no display for the window, or empty when it should: the platform chosen by
/// -platform or QT_QPA_PLATFORM (a list such as "wayland;xcb" works when any entry does) needs
/// DISPLAY (xcb) or WAYLAND_DISPLAY (wayland); other platforms (offscreen, minimal, vnc, eglfs) need neither.
std::string displayProblem(const CommandParser &p)
{
    const bool x11 = !qEnvironmentVariableIsEmpty("DISPLAY") || p.isSet(QStringLiteral("display"));
    const bool wayland = !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_SOCKET");
    const QString platform =
        p.isSet(QStringLiteral("platform")) ? p.value(QStringLiteral("platform")) : qEnvironmentVariable("QT_QPA_PLATFORM");
    if (platform.trimmed().isEmpty())
        return x11 || wayland ? std::string() : "no display (DISPLAY and WAYLAND_DISPLAY are not set)";
    for (const QString &entry : platform.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString name = entry.section(QLatin1Char(':'), 0, 0).trimmed();
        if ((name == QLatin1String("xcb") && x11) || (name.startsWith(QLatin1String("wayland")) && wayland) ||
            (name != QLatin1String("xcb") && !name.startsWith(QLatin1String("wayland"))))
            return {};
    }
    return "no display for the platform '" + platform.toStdString() + "' (DISPLAY and WAYLAND_DISPLAY are not set)";
}

/// What the window is about to start on, for the line below: "the display ':0'", "the platform 'vnc'".
std::string &startingOn()
{
    static std::string what;
    return what;
}

std::string describeStart(const CommandParser &p)
{
    const QString platform =
        p.isSet(QStringLiteral("platform")) ? p.value(QStringLiteral("platform")) : qEnvironmentVariable("QT_QPA_PLATFORM");
    if (!platform.isEmpty() && platform != QLatin1String("xcb"))
        return "the platform '" + platform.toStdString() + "'";
    const QString display =
        p.isSet(QStringLiteral("display")) ? p.value(QStringLiteral("display")) : qEnvironmentVariable("DISPLAY");
    return display.isEmpty() ? std::string("the display") : "the display '" + display.toStdString() + "'";
}

/// Warnings Qt gave while starting, held back until it is clear that the window can open.
QStringList &startupWarnings()
{
    static QStringList held;
    return held;
}

/// While Qt starts its platform plugin: its chatter is dropped, and its fatal "could not connect
/// to display" becomes our one line and exit 1 instead of an abort.
void startupMessages(QtMsgType type, const QMessageLogContext &context, const QString &msg)
{
    if (type == QtFatalMsg) {
        std::fprintf(stderr, "sgd-studio: %s\n", noDisplayLine("Qt could not start on " + startingOn()).c_str());
        std::fflush(stderr);
        std::_Exit(ExitFailure);
    }
    if (type == QtDebugMsg || type == QtInfoMsg || (context.category && std::strncmp(context.category, "qt.qpa", 6) == 0))
        return;
    startupWarnings().append(msg); // shown once the window is sure to open (not before a refusal)
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

/// Test hook (scripts/docs_kept_true.py): with SGD_STUDIO_SHORTCUTS_REPORT=1 the window, once shown,
/// prints every key of the F1 sheet (ui/help_sheets.h) as one JSON array of {group, keys, what} on
/// stdout and closes, so that the manual's keys table can be compared with the window's own list.
void reportShortcutsWhenShown(const QWidget &window)
{
    if (qEnvironmentVariableIntValue("SGD_STUDIO_SHORTCUTS_REPORT") != 1)
        return;
    QTimer::singleShot(0, &window, [&window] {
        QJsonArray rows;
        for (const ui::ShortcutEntry &e : ui::collectShortcuts(&window))
            rows.append(QJsonObject{
                {QStringLiteral("group"), e.group}, {QStringLiteral("keys"), e.keys}, {QStringLiteral("what"), e.what}});
        std::fputs(QJsonDocument(rows).toJson(QJsonDocument::Compact).constData(), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
        QCoreApplication::exit(0);
    });
}

/// One window, from opening to closing (`desktop`: the desktop's look, read at start): false `nextLanguage` when it closed, else
/// the language it is to be rebuilt in, with its session in `carried` and whether it was presenting.
int showWindow(WindowOptions &o, const ui::DesktopLook &desktop, QJsonObject &carried, bool &presenting, QString &nextLanguage)
{
    ui::StudioSession session; // the document: the window shows it, and goes first
    ui::MainWindow window(&session, desktop);
    ui::RealRun::install(window.session(), &window);
#if SGD_HAVE_CHARTS
    ui::CompareTools::install(window.session(), &window, window.canvas()); // pinned runs and sweeps: the Qt Charts window
#endif
#if SGD_HAVE_CLASSROOM
    ui::ClassTools *classTools = ui::ClassTools::install(&window); // students follow and answer on their own devices
#endif
    {
        const auto compute = gpu::makeBackend(o.backend);
        window.setBackend(QString::fromLatin1(gpu::toString(o.backend)), QString::fromStdString(compute->summary()),
                          QString::fromStdString(compute->fallbackReason()));
    }
    const bool first = carried.isEmpty();
    if (first && !o.tracePath.isEmpty())
        window.showLoadedTrace(std::move(o.trace), o.tracePath);
    else if (first && !o.lessonPath.isEmpty())
        window.openLesson(o.lesson, o.lessonPath);
    else if (first && !o.scene.isEmpty())
        window.openScene(o.scene);
    // A session that ended without closing comes back, unless this start names what to show.
    ui::Autosave autosave(window.session(), window.autosaveHost());
    if (!first)
        autosave.carryOver(std::exchange(carried, {}));
    else if (o.tracePath.isEmpty() && o.lessonPath.isEmpty() && o.scene.isEmpty())
        autosave.restore();
    autosave.start();
    const auto rebuild = [&](const QString &code) {
        nextLanguage = code;
        carried = autosave.state();
        presenting = window.presentationMode();
        window.saveSettings();
        QCoreApplication::exit(0);
    };
    QObject::connect(&window, &ui::MainWindow::languageChosen, &window, [&](const QString &code) {
#if SGD_HAVE_CLASSROOM
        // The class session belongs to this window: the students keep it until it ends.
        if (classTools && classTools->link()->running()) {
            window.statusBar()->showMessage(
                QCoreApplication::translate("sgd::cli", "The new language takes effect when the class session ends."), 10000);
            QObject::connect(classTools->link(), &ui::ClassLink::runningChanged, &window, [rebuild, code](bool running) {
                if (!running)
                    QTimer::singleShot(0, [rebuild, code] { rebuild(code); });
            });
            return;
        }
#endif
        QTimer::singleShot(0, &window, [rebuild, code] { rebuild(code); });
    });
    // Test hook (tests/ui/tst_autosave.cpp): the first window, once settled, asks for this language
    // as View > Language would.
    if (const QString to = qEnvironmentVariable("SGD_STUDIO_SWITCH_LANGUAGE"); first && !to.isEmpty())
        QObject::connect(
            &autosave, &ui::Autosave::settled, &window, [&window, to] { emit window.languageChosen(to); },
            Qt::SingleShotConnection);
    window.show();
    reportShortcutsWhenShown(window);
    if (!first && presenting)
        window.setPresentationMode(true);
    return QApplication::exec();
}

} // namespace

void defineWindow(CommandParser &p)
{
    p.addOption({{QStringLiteral("scene")},
                 QStringLiteral("ID"),
                 QStringLiteral("opens this scene (default single-weight): ") + QString::fromStdString(sceneIdList())});
    p.addOption(
        {{QStringLiteral("lesson")}, QStringLiteral("FILE.json"), QStringLiteral("opens a lesson preset (checked first)")});
    p.addOption({{QStringLiteral("trace")},
                 QStringLiteral("FILE.json"),
                 QStringLiteral("shows a saved trace (from `trace --out`) without recomputing it")});
    addBackendOption(p, QStringLiteral("where the scale lab computes (default auto)"));
    addLanguageOption(p);
    p.addOption({{QStringLiteral("version")}, {}, QStringLiteral("prints the version and the compute backend")});
    addQtOptions(p);
}

int runWindow(const CommandParser &p, Invocation &inv)
{
    WindowOptions o = windowOptions(p);
    if (p.isSet(QStringLiteral("version"))) {
        inv.out << "sgd-studio " << SGD_STUDIO_VERSION << "\n"
                << "compute backend: " << gpu::makeBackend(o.backend)->description() << "\n";
        return ExitOk;
    }
    if (const std::string why = displayProblem(p); !why.empty())
        throw std::runtime_error(noDisplayLine(why));
    QApplication::setHighDpiScaleFactorRoundingPolicy(Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    startingOn() = describeStart(p);
    const QtMessageHandler previous = qInstallMessageHandler(startupMessages);
    QApplication app(inv.argc, inv.argv);
    // A platform that started but found no screen (linuxfb without a frame buffer) would abort at
    // the first window: one line and exit 1 instead, without the plugin's own complaints.
    if (QGuiApplication::screens().isEmpty())
        throw std::runtime_error(noDisplayLine("Qt started on " + startingOn() + " but found no screen there"));
    qInstallMessageHandler(previous);
    for (const QString &w : std::exchange(startupWarnings(), {}))
        std::fprintf(stderr, "%s\n", qPrintable(w));
    QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("SGD Studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SGD_STUDIO_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.sgdstudio.SgdStudio"));
    {
        QIcon icon;
        icon.addFile(QStringLiteral(":/icons/hicolor/32x32/sgd-studio.png"));
        icon.addFile(QStringLiteral(":/icons/hicolor/256x256/sgd-studio.png"));
        QApplication::setWindowIcon(icon);
    }
    const ui::DesktopLook desktop = ui::DesktopLook::read(); // before any window applies its theme
    {
        const QString remembered = ui::matchLanguage(ui::settings::language.get());
        applyLanguage(p, remembered.isEmpty() ? ui::systemLanguage() : remembered);
    }
    // View > Language rebuilds the window in the new language: the session (scene, parameters,
    // lesson, view, pen notes, step) and the window's place carry over.
    QJsonObject carried;
    bool presenting = false;
    for (;;) {
        QString nextLanguage;
        const int rc = showWindow(o, desktop, carried, presenting, nextLanguage);
        if (nextLanguage.isEmpty())
            return rc;
        ui::setLanguage(nextLanguage);
    }
}

} // namespace sgd::cli
