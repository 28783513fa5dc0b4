// sgd-studio: the GUI, or a headless subcommand (scenes, trace).
#include "cli.h"
#include "export_command.h"
#include "main_window.h"
#include "scenes.h"
#include "theme.h"

#include <QApplication>
#include <QGuiApplication>
#include <QCoreApplication>

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
    out << "usage: sgd-studio [--scene ID]\n"
           "       sgd-studio scenes [--format text|json]\n"
           "       sgd-studio trace ID [--set KEY=VALUE]... [--steps N] [--format json|csv] [--out FILE]\n"
           "       sgd-studio export ID --out FILE [--view NAME] [--step N] [--size WxH] [--scale S] [--set KEY=VALUE]...\n"
           "       sgd-studio export ID --handout FILE.pdf [--set KEY=VALUE]...\n"
           "       sgd-studio --version | --help\n";
    return code;
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && (args[0] == "scenes" || args[0] == "trace" || args[0] == "export"))
        qInstallMessageHandler(quietMessages);
    if (!args.empty() && (args[0] == "scenes" || args[0] == "trace")) {
        QCoreApplication app(argc, argv);
        const std::vector<std::string> rest(args.begin() + 1, args.end());
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
    QString scene;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--help" || a == "-h")
            return usage(std::cout, sgd::ExitOk);
        if (a == "--version") {
            std::cout << "sgd-studio " << SGD_STUDIO_VERSION << "\n";
            return sgd::ExitOk;
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
        if (a.rfind("-", 0) == 0 && a.rfind("-platform", 0) != 0 && a.rfind("-style", 0) != 0) {
            std::cerr << "sgd-studio: unknown option '" << a << "'\n";
            return usage(std::cerr, sgd::ExitUsage);
        }
    }

    QApplication::setHighDpiScaleFactorRoundingPolicy(Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("SGD Studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SGD_STUDIO_VERSION));
    sgd::ui::captureSystemPalette();
    sgd::ui::MainWindow window;
    if (!scene.isEmpty())
        window.openScene(scene);
    window.show();
    return app.exec();
}
