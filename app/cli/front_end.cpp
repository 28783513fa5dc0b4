#include "front_end.h"

#include "commands.h"
#include "core/cli.h"
#include "core/memory_budget.h"
#include "core/output_file.h"
#include "core/stop_request.h"
#include "gpu/backend_factory.h"
#include "ui/render/language.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>

#include <algorithm>
#include <csignal>
#include <iostream>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include <unistd.h>

namespace sgd::cli {

namespace {

/// The window and the commands that list, print, export, sweep or serve a scene, in --help's order.
std::vector<Command> sceneCommands()
{
    return
    {
        {{},
         {},
         QStringLiteral("opens the window"),
         {QStringLiteral("[--scene ID | --lesson FILE.json | --trace FILE.json] [--backend cpu|cuda|auto]"),
          QStringLiteral("--version | --help | help [SUBCOMMAND]"), QStringLiteral("SUBCOMMAND --help")},
         AppKind::Window,
         defineWindow,
         runWindow},
            {QStringLiteral("scenes"),
             {},
             QStringLiteral("lists the scenes, their parameters, defaults and ranges"),
             {QStringLiteral("scenes [--format text|json]")},
             AppKind::Core,
             defineScenes,
             runScenes},
            {QStringLiteral("trace"),
             {},
             QStringLiteral("prints the numbers behind every frame of a scene"),
             {QStringLiteral("trace ID [--set KEY=VALUE]... [--steps N] [--format json|csv] [--out FILE]")},
             AppKind::Core,
             defineTrace,
             runTrace},
            {QStringLiteral("export"),
             {},
             QStringLiteral("writes a picture of one view at one step, a handout, a web page, an animation, or a real run's "
                            "timeline"),
             {QStringLiteral("export ID --out FILE [--view NAME] [--option KEY=on|off] [--step N] [--size WxH] [--presentation] "
                             "[--scale S] [--set KEY=VALUE]..."),
              QStringLiteral("export ID --handout FILE.pdf [--from N] [--to M] [--set KEY=VALUE]..."),
              QStringLiteral("export ID --out FILE.html [--from N] [--to M] [--view NAME] [--set KEY=VALUE]..."),
              QStringLiteral("export ID --out FILE.mp4|.webm|.gif [--from N] [--to M] [--fps F] [--speed S] [--size WxH] [--view "
                             "NAME] [--set KEY=VALUE]..."),
              QStringLiteral("export TRACE.json --out FILE|--handout FILE.pdf|--timeline FILE.json ..."),
              QStringLiteral("export --lesson LESSON.json --out FILE.html")},
             AppKind::Offscreen,
             defineExport,
             runExport},
            {QStringLiteral("sweep"),
             {},
             QStringLiteral("runs a scene once per value of one parameter and keeps each run's outcome"),
             {QStringLiteral("sweep ID [--param KEY] [--from A] [--to B] [--count N] [--log] [--set KEY=VALUE]... [--out "
                             "FILE.csv|.png|.svg|.pdf] [--size WxH] [--theme light|dark]")},
             AppKind::OffscreenWidgets,
             defineSweep,
             runSweep},
            {QStringLiteral("schemas"),
             {},
             QStringLiteral("writes the trace files' JSON Schemas and field reference"),
             {QStringLiteral("schemas [ID] [--out DIR] [--reference FILE]")},
             AppKind::Core,
             defineSchemas,
             runSchemas},
#if SGD_HAVE_CLASSROOM
            {QStringLiteral("class"),
             {},
             QStringLiteral("serves a class session from the terminal: students follow and answer in their browsers"),
             {QStringLiteral("class ID [--set KEY=VALUE]... [--bind ADDRESS] [--port N]")},
             AppKind::Offscreen,
             defineClass,
             runClass},
#endif
    };
}

/// `bench` and its modes, after the scene commands in --help.
std::vector<Command> benchCommands()
{
    return
    {
        {QStringLiteral("bench"),
         {},
         QStringLiteral("times a gradient round against the memory bandwidth"),
         {QStringLiteral("bench [--rows N] [--features D] [--workers K] [--repeats R] [--threads T] [--storage f32|bf16|f16] "
                         "[--backend cpu|cuda|auto] [--loss least-squares|logistic]")},
         AppKind::Core,
         defineBench,
         runBench},
            {QStringLiteral("bench"),
             QStringLiteral("--paint"),
             QStringLiteral("times the painting of every view"),
             {QStringLiteral("bench --paint [--frames N] [--passes N] [--scene ID] [--preset lecture|large]")},
             AppKind::Offscreen,
             definePaintBench,
             runPaintBench},
            {QStringLiteral("bench"),
             QStringLiteral("--trace-file"),
             QStringLiteral("times writing and reading trace files"),
             {QStringLiteral("bench --trace-file [--scene ID] [--repeats R]")},
             AppKind::Core,
             defineTraceFileBench,
             runTraceFileBench},
#if SGD_HAVE_CLASSROOM
            {QStringLiteral("bench"),
             QStringLiteral("--class"),
             QStringLiteral("serves a class of simulated students on the loopback address and times it"),
             {QStringLiteral("bench --class [--students N] [--steps N] [--scene ID] [--link-mbps MBITS]")},
             AppKind::Offscreen,
             defineClassBench,
             runClassBench},
#endif
    };
}

} // namespace

const std::vector<Command> &commands()
{
    static const std::vector<Command> all = [] {
        std::vector<Command> v = sceneCommands();
        for (Command &c : benchCommands())
            v.push_back(std::move(c));
        return v;
    }();
    return all;
}

namespace {

/// Headless commands keep stderr for their own one-line messages: drop Qt's platform chatter.
void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &msg)
{
    if (type == QtDebugMsg || type == QtInfoMsg)
        return;
    if (type == QtWarningMsg &&
        (msg.contains(QLatin1String("XDG_RUNTIME_DIR")) || msg.contains(QLatin1String("propagateSizeHints"))))
        return;
    std::cerr << msg.toStdString() << "\n";
}

/// The headless commands that paint or serve words for people (their --lang).
bool speaksWords(const Command &c)
{
    return c.app == AppKind::Offscreen || c.app == AppKind::OffscreenWidgets;
}

/// The command's options, with --lang where it speaks words (the window adds its own).
void defineCommand(const Command &c, CommandParser &parser)
{
    c.define(parser);
    if (speaksWords(c))
        addLanguageOption(parser);
}

QString subcommandList()
{
    QStringList names;
    for (const Command &c : commands())
        if (!c.name.isEmpty() && !names.contains(c.name))
            names << c.name;
    return (names << QStringLiteral("help")).join(QStringLiteral(", "));
}

/// Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`, ignoring case.
int editDistance(const QString &a, const QString &b)
{
    const QString x = a.toLower(), y = b.toLower();
    std::vector<std::vector<int>> d(std::size_t(x.size() + 1), std::vector<int>(std::size_t(y.size() + 1)));
    for (qsizetype i = 0; i <= x.size(); ++i)
        for (qsizetype j = 0; j <= y.size(); ++j) {
            int &cell = d[std::size_t(i)][std::size_t(j)];
            if (i == 0 || j == 0) {
                cell = int(i + j);
                continue;
            }
            cell = std::min({d[std::size_t(i - 1)][std::size_t(j)] + 1, d[std::size_t(i)][std::size_t(j - 1)] + 1,
                             d[std::size_t(i - 1)][std::size_t(j - 1)] + (x[i - 1] == y[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1])
                cell = std::min(cell, d[std::size_t(i - 2)][std::size_t(j - 2)] + 1);
        }
    return d.back().back();
}

/// "; did you mean 'trace'?" for a word close to a subcommand (or 'trace sync' for a scene id),
/// or nothing when no word is close.
std::string didYouMean(const QString &word)
{
    if (findScene(word.toStdString()))
        return "; did you mean 'trace " + word.toStdString() + "' or '--scene " + word.toStdString() + "'?";
    const int allowedEdits = word.size() <= 4 ? 1 : 2;
    QString best;
    int bestEdits = allowedEdits + 1;
    const auto consider = [&](const QString &candidate, const QString &shown) {
        const int edits = editDistance(word, candidate);
        if (edits < bestEdits) {
            bestEdits = edits;
            best = shown;
        }
    };
    for (const QString &name : subcommandList().split(QStringLiteral(", ")))
        consider(name, name);
    for (const SceneDef &scene : allScenes())
        consider(QString::fromStdString(scene.id), QStringLiteral("trace ") + QString::fromStdString(scene.id));
    return best.isEmpty() ? std::string() : "; did you mean '" + best.toStdString() + "'?";
}

/// The command `name` in the form `args` select (bench --paint); throws for an unknown name.
const Command &commandFor(const QString &name, const QStringList &args)
{
    const Command *plain = nullptr;
    for (const Command &c : commands()) {
        if (c.name != name)
            continue;
        const auto selects = [&c](const QString &word) { return word.section(QLatin1Char('='), 0, 0) == c.mode; };
        if (!c.mode.isEmpty() && std::any_of(args.begin(), args.end(), selects))
            return c;
        if (c.mode.isEmpty())
            plain = &c;
    }
    if (!plain)
        throw UsageError("unknown subcommand '" + name.toStdString() + "'" + didYouMean(name) +
                         " (allowed: " + subcommandList().toStdString() + "; with none, the window opens)");
    return *plain;
}

/// Every form of the command `name`: its usage lines, then each form's options.
std::string helpFor(const QString &name)
{
    QString usage, options;
    for (const Command &c : commands()) {
        if (c.name != name)
            continue;
        for (const QString &line : c.synopsis)
            usage += (usage.isEmpty() ? QStringLiteral("usage: ") : QStringLiteral("       ")) + QStringLiteral("sgd-studio ") +
                     line + QLatin1Char('\n');
        CommandParser parser(c.name);
        defineCommand(c, parser);
        options += QStringLiteral("\n") + c.summary.left(1).toUpper() + c.summary.mid(1) +
                   (c.mode.isEmpty() ? QString() : QStringLiteral(" (") + c.mode + QStringLiteral(")")) + QStringLiteral(".\n") +
                   parser.optionsHelp();
    }
    if (name.isEmpty()) {
        options += QStringLiteral("\nsubcommands (sgd-studio SUBCOMMAND --help for one's options):\n");
        for (const Command &c : commands())
            if (!c.name.isEmpty())
                options += QStringLiteral("  ") + QString(c.name + QLatin1Char(' ') + c.mode).leftJustified(24) + c.summary +
                           QLatin1Char('\n');
    }
    return QString(usage + options).toStdString();
}

std::unique_ptr<QCoreApplication> makeApplication(AppKind kind, int &argc, char **argv)
{
    if (kind == AppKind::Core)
        return std::make_unique<QCoreApplication>(argc, argv);
    if (kind == AppKind::Offscreen || kind == AppKind::OffscreenWidgets) {
        // Painting needs QtGui but never a display, whatever the caller's environment says.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        qputenv("QT_LOGGING_RULES", "qt.qpa.*=false");
        if (kind == AppKind::OffscreenWidgets)
            return std::make_unique<QApplication>(argc, argv);
        return std::make_unique<QGuiApplication>(argc, argv);
    }
    return nullptr; // the window command starts its QApplication after its own checks
}

int runCommand(const Command &command, const QStringList &args, Invocation &inv)
{
    CommandParser parser(command.name);
    defineCommand(command, parser);
    const bool words = speaksWords(command);
    const auto app = makeApplication(command.app, inv.argc, inv.argv);
    parser.parse(args);
    if (words) // a picture or page from the command line speaks the system's language unless --lang says
        applyLanguage(parser, ui::systemLanguage());
    return command.run(parser, inv);
}

} // namespace

void addLanguageOption(CommandParser &p)
{
    p.addOption(
        {{QStringLiteral("lang")},
         QStringLiteral("CODE"),
         QStringLiteral("the language of words and numbers: %1 (default: the system's, else en)").arg(ui::languageCodes())});
}

void applyLanguage(const CommandParser &p, const QString &fallback)
{
    const QString asked = p.value(QStringLiteral("lang"));
    QString error;
    if (!ui::setLanguage(asked.isEmpty() ? fallback : asked, &error)) {
        if (!asked.isEmpty())
            throw UsageError("--lang: " + error.toStdString());
        ui::setLanguage(QStringLiteral("en"));
    }
}

namespace {

/// `sgd-studio help [SUBCOMMAND]`: the same text as --help, exit 0.
int runHelp(const QStringList &args, std::ostream &out)
{
    if (args.size() > 1 || (!args.isEmpty() && args.first().startsWith(QLatin1Char('-')) && !CommandParser::asksForHelp(args)))
        throw UsageError("unexpected argument '" + args.last().toStdString() + "' (allowed: help [SUBCOMMAND])");
    const QString topic = args.isEmpty() || CommandParser::asksForHelp(args) ? QString() : args.first();
    if (!topic.isEmpty())
        commandFor(topic, {}); // an unknown one is a usage error
    out << helpFor(topic);
    return ExitOk;
}

/// Picks the command, answers --help or runs it; `prefix` becomes "sgd-studio NAME: " once known.
int dispatch(const QString &name, QStringList args, int &argc, char **argv, std::ostream &out, std::string &prefix)
{
    if (name == QLatin1String("help"))
        return runHelp(args, out);
    const Command &command = commandFor(name, args);
    if (!name.isEmpty())
        prefix = "sgd-studio " + name.toStdString() + ": ";
    setStopMessagePrefix(prefix); // the stop watchdog's line, for a job stopped between its stop points
    if (CommandParser::asksForHelp(args)) {
        out << helpFor(name);
        return ExitOk;
    }
    Invocation inv{argc, argv, out};
    return runCommand(command, args, inv);
}

} // namespace

int run(int &argc, char **argv)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << fileNameFromBytes(argv[i]); // bytes kept: a file name need not be UTF-8
    const bool sub = !args.isEmpty() && !args.first().startsWith(QLatin1Char('-'));
    const QString name = sub ? args.first() : QString();
    if (sub) {
        args.removeFirst();
        qInstallMessageHandler(quietMessages);
    }
    gpu::installBackends();
    // Standard output through a checked buffer: `> /dev/full` is a failure, not a success.
    CheckedStreamBuf outBuffer(STDOUT_FILENO);
    std::ostream out(&outBuffer);
    // Every usage error, from any command, ends here: one line, exit 2.
    std::string prefix = "sgd-studio: ";
    int code = ExitFailure;
    try {
        try {
            code = dispatch(name, args, argc, argv, out, prefix);
        } catch (...) {
            stopSettled(); // the job's own end is reported below: the stop watchdog stands down
            throw;
        }
        stopSettled();
    } catch (const ParamError &e) {
        std::cerr << prefix << e.what() << "\n";
        code = ExitUsage;
    } catch (const std::invalid_argument &e) { // UsageError among them
        std::cerr << prefix << e.what() << "\n";
        code = ExitUsage;
    } catch (const Cancelled &) { // only a stop request (installStopHandlers) cancels a headless job
        std::cerr << prefix << "stopped by " << stopSignalName(stopSignal()) << "; nothing was written\n";
        code = 128 + (stopSignal() ? stopSignal() : SIGINT);
    } catch (const std::bad_alloc &) { // the last resort: estimates are checked before large allocations
        std::cerr << prefix << "ran out of memory (" << formatBytes(memoryRoom().bytes) << " available); try smaller sizes\n";
        code = ExitFailure;
    } catch (const std::exception &e) {
        std::cerr << prefix << e.what() << "\n";
        code = ExitFailure;
    } catch (...) {
        std::cerr << prefix << "stopped by an unexpected error\n";
        code = ExitFailure;
    }
    // A stop asked for after the last check (while the result was being written out): the job
    // still ends as a stopped one (as without a handler), saying that what it wrote is whole.
    if (code == ExitOk && stopSignal()) {
        std::cerr << prefix << "stopped by " << stopSignalName(stopSignal()) << " as it finished; what it wrote is complete\n";
        code = 128 + stopSignal();
    }
    out.flush();
    if (!outBuffer.finish()) {
        std::cerr << prefix << "cannot write to standard output: " << outBuffer.reason() << "\n";
        return code == ExitOk ? ExitFailure : code;
    }
    return code;
}

} // namespace sgd::cli
