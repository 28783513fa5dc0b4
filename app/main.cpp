// sgd-studio: the GUI, or a headless subcommand (scenes, trace).
#include "bench.h"
#include "cli.h"
#include "backend_factory.h"
#include "export_command.h"
#include "lessons.h"
#include "main_window.h"
#include "paint_bench.h"
#include "scenes.h"
#include "theme.h"
#include "trace_file.h"

#include <QApplication>
#include <QGuiApplication>
#include <QCoreApplication>

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#ifndef SGD_STUDIO_VERSION
#define SGD_STUDIO_VERSION "0.0.0"
#endif

namespace {

/// Headless commands keep stderr for their own one-line messages: drop Qt's platform chatter.
void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &msg)
{
    if (type == QtDebugMsg || type == QtInfoMsg)
        return;
    if (type == QtWarningMsg && (msg.contains(QLatin1String("XDG_RUNTIME_DIR")) || msg.contains(QLatin1String("propagateSizeHints"))))
        return;
    std::cerr << msg.toStdString() << "\n";
}

int usage(std::ostream &out, int code)
{
    out << "usage: sgd-studio [--scene ID | --lesson FILE.json | --trace FILE.json] [--backend cpu|cuda|auto]\n"
           "       sgd-studio scenes [--format text|json]\n"
           "       sgd-studio trace ID [--set KEY=VALUE]... [--steps N] [--format json|csv] [--out FILE]\n"
           "       sgd-studio export ID --out FILE [--view NAME] [--option KEY=on|off] [--step N] [--size WxH] [--scale S] [--set KEY=VALUE]...\n"
           "       sgd-studio export ID --handout FILE.pdf [--set KEY=VALUE]...\n"
           "       sgd-studio schemas [ID] [--out DIR] [--reference FILE]\n"
           "       sgd-studio bench [--rows N] [--features D] [--workers K] [--repeats R] [--backend cpu|cuda|auto]\n"
           "                        [--loss least-squares|logistic]\n"
           "       sgd-studio bench --paint [--frames N] [--scene ID] [--preset lecture|large]\n"
           "       sgd-studio [--backend cpu|cuda|auto] --version | --help\n";
    return code;
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && (args[0] == "scenes" || args[0] == "trace" || args[0] == "export" || args[0] == "bench" || args[0] == "schemas"))
        qInstallMessageHandler(quietMessages);
    sgd::gpu::installBackends();
    if (!args.empty() && args[0] == "bench" && std::find(args.begin(), args.end(), "--paint") != args.end()) {
        // Painting needs QtGui but never a display.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        qputenv("QT_LOGGING_RULES", "qt.qpa.*=false");
        QGuiApplication app(argc, argv);
        std::vector<std::string> rest(args.begin() + 1, args.end());
        rest.erase(std::find(rest.begin(), rest.end(), "--paint"));
        return sgd::ui::runPaintBench(rest, std::cout, std::cerr);
    }
    if (!args.empty() && args[0] == "bench") {
        QCoreApplication app(argc, argv);
        return sgd::gpu::runBench(std::vector<std::string>(args.begin() + 1, args.end()), std::cout, std::cerr);
    }
    if (!args.empty() && (args[0] == "scenes" || args[0] == "trace" || args[0] == "schemas")) {
        QCoreApplication app(argc, argv);
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        if (args[0] == "schemas")
            return sgd::runSchemasCommand(rest, std::cout, std::cerr);
        return args[0] == "scenes" ? sgd::runScenesCommand(rest, std::cout, std::cerr)
                                   : sgd::runTraceCommand(rest, std::cout, std::cerr);
    }
    if (!args.empty() && args[0] == "export") {
        // Headless: never needs a display, whatever the caller's environment says.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        qputenv("QT_LOGGING_RULES", "qt.qpa.*=false");
        QGuiApplication app(argc, argv);
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        return sgd::ui::runExportCommand(rest, std::cout, std::cerr);
    }
    QString scene, lessonPath, tracePath;
    sgd::gpu::BackendKind backend = sgd::gpu::BackendKind::Auto;
    QString backendName = QStringLiteral("auto");
    // --backend may come after --version; read it first.
    for (std::size_t i = 0; i + 1 < args.size(); ++i)
        if (args[i] == "--backend" && (args[i + 1] == "cpu" || args[i + 1] == "cuda"))
            backend = args[i + 1] == "cpu" ? sgd::gpu::BackendKind::Cpu : sgd::gpu::BackendKind::Cuda;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--help" || a == "-h")
            return usage(std::cout, sgd::ExitOk);
        if (a == "--version") {
            std::cout << "sgd-studio " << SGD_STUDIO_VERSION << "\n"
                      << "compute backend: " << sgd::gpu::makeBackend(backend)->description() << "\n";
            return sgd::ExitOk;
        }
        if (a == "--backend" || a.rfind("--backend=", 0) == 0) {
            std::string v;
            if (a == "--backend") {
                if (i + 1 >= args.size()) {
                    std::cerr << "sgd-studio: --backend needs a value (allowed: cpu, cuda, auto)\n";
                    return sgd::ExitUsage;
                }
                v = args[++i];
            } else {
                v = a.substr(10);
            }
            if (v != "cpu" && v != "cuda" && v != "auto") {
                std::cerr << "sgd-studio: bad value for --backend: '" << v << "' (allowed: cpu, cuda, auto)\n";
                return sgd::ExitUsage;
            }
            backend = v == "cpu" ? sgd::gpu::BackendKind::Cpu : v == "cuda" ? sgd::gpu::BackendKind::Cuda : sgd::gpu::BackendKind::Auto;
            backendName = QString::fromStdString(v);
            continue;
        }
        if (a == "--scene" || a.rfind("--scene=", 0) == 0) {
            std::string id;
            if (a == "--scene") {
                if (i + 1 >= args.size()) {
                    std::cerr << "sgd-studio: --scene needs a scene id\n";
                    return sgd::ExitUsage;
                }
                id = args[++i];
            } else {
                id = a.substr(8);
            }
            if (!sgd::findScene(id)) {
                std::cerr << "sgd-studio: unknown scene '" << id << "' (allowed: ";
                for (std::size_t k = 0; k < sgd::allScenes().size(); ++k)
                    std::cerr << (k ? ", " : "") << sgd::allScenes()[k].id;
                std::cerr << ")\n";
                return sgd::ExitUsage;
            }
            scene = QString::fromStdString(id);
            continue;
        }
        if (a == "--lesson" || a.rfind("--lesson=", 0) == 0) {
            if (a == "--lesson") {
                if (i + 1 >= args.size()) {
                    std::cerr << "sgd-studio: --lesson needs a lesson file (.json)\n";
                    return sgd::ExitUsage;
                }
                lessonPath = QString::fromStdString(args[++i]);
            } else {
                lessonPath = QString::fromStdString(a.substr(9));
            }
            continue;
        }
        if (a == "--trace" || a.rfind("--trace=", 0) == 0) {
            if (a == "--trace" && i + 1 >= args.size()) {
                std::cerr << "sgd-studio: --trace needs a trace file (.json)\n";
                return sgd::ExitUsage;
            }
            tracePath = QString::fromStdString(a == "--trace" ? args[++i] : a.substr(8));
            continue;
        }
        if (a.rfind("-", 0) == 0 && a.rfind("-platform", 0) != 0 && a.rfind("-style", 0) != 0) {
            std::cerr << "sgd-studio: unknown option '" << a << "'\n";
            return usage(std::cerr, sgd::ExitUsage);
        }
    }

    // A lesson file is checked before any window opens: a bad one is one clear line and exit 2.
    sgd::Lesson lesson;
    if (!lessonPath.isEmpty()) {
        QString error;
        if (!sgd::ui::loadLessonFile(lessonPath, lesson, error)) {
            std::cerr << "sgd-studio: cannot use lesson " << lessonPath.toStdString() << ": " << error.toStdString() << "\n";
            return sgd::ExitUsage;
        }
    }

    // So is a trace file: a malformed or wrong-version one is one line naming the problem.
    if (!tracePath.isEmpty()) {
        try {
            sgd::readTraceFile(tracePath.toStdString());
        } catch (const sgd::TraceFormatError &e) {
            std::cerr << "sgd-studio: cannot show trace " << e.what() << "\n";
            return sgd::ExitUsage;
        }
    }

    QApplication::setHighDpiScaleFactorRoundingPolicy(Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("SGD Studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SGD_STUDIO_VERSION));
    sgd::ui::captureSystemPalette();
    sgd::ui::MainWindow window;
    {
        const auto compute = sgd::gpu::makeBackend(backend);
        window.setBackend(backendName, QString::fromStdString(compute->summary()), QString::fromStdString(compute->fallbackReason()));
    }
    if (!tracePath.isEmpty())
        window.openTraceFile(tracePath);
    else if (!lessonPath.isEmpty())
        window.applyLesson(lesson);
    else if (!scene.isEmpty())
        window.openScene(scene);
    window.show();
    return app.exec();
}
