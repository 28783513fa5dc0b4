// `sgd-studio class ID`: a class session from the terminal, without the window. Students join and
// follow as they do from the window (the same link, server and page); the teacher types commands,
// one per line: next, back, home, step N, ask, reveal, answers, students, save FILE, quit.
#include "commands.h"
#include "core/cli.h"
#include "core/number_text.h"
#include "core/quiz_values.h"
#include "options.h"
#include "ui/classroom/class_link.h"
#include "ui/render/language.h"
#include "ui/render/scene_painter.h"
#include "ui/session/quiz_controller.h"
#include "ui/session/studio_session.h"

#include <QCoreApplication>
#include <QFile>
#include <QSocketNotifier>
#include <QTimer>

#include <unistd.h>

namespace sgd::cli {

namespace {

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

QHostAddress bindOf(const CommandParser &p)
{
    const QString text = p.value(opt("bind"));
    if (text.isEmpty()) { // the local network's first address, as the window's dialog offers first
        const std::vector<ui::ClassAddress> all = ui::classAddresses();
        return all.front().address;
    }
    QHostAddress a;
    if (!a.setAddress(text))
        badValue(opt("bind"), text, "an IP address of this computer, such as 192.168.1.20, 127.0.0.1 or 0.0.0.0 (every network)");
    return a;
}

/// Reads the teacher's lines from stdin and answers each on stdout.
class Console : public QObject {
public:
    Console(ui::StudioSession *session, ui::ClassLink *link, std::ostream &out) : m_session(session), m_link(link), m_out(out)
    {
        m_notifier = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &Console::readInput);
        connect(m_link, &ui::ClassLink::networkChanged, this, [this](bool lost) {
            say(lost ? networkGone() : QStringLiteral("network: %1 is back").arg(m_link->address().toString()));
        });
    }

private:
    /// The bound address left this computer: what to do, with the addresses it has now.
    QString networkGone() const
    {
        const QString gone = QStringLiteral("network: %1 is gone from this computer; no student can reach the session until "
                                            "it is back")
                                 .arg(m_link->address().toString());
        const QStringList others = m_link->otherAddresses();
        if (others.isEmpty())
            return gone + QStringLiteral(" (reconnect the network; the session goes on when it is back)");
        return gone + QStringLiteral(" (or quit and start again on %1: --bind %2)")
                          .arg(others.join(QStringLiteral(", ")), others.front());
    }

    void say(const QString &line)
    {
        m_out << line.toStdString() << "\n";
        m_out.flush();
    }

    void readInput()
    {
        char buf[4096];
        const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
        if (n <= 0) { // end of input: the session ends once the commands before it ran
            m_notifier->setEnabled(false);
            m_queue << QStringLiteral("quit");
            next();
            return;
        }
        m_pending.append(buf, int(n));
        for (qsizetype at; (at = m_pending.indexOf('\n')) >= 0;) {
            const QString line = QString::fromUtf8(m_pending.left(at)).trimmed();
            m_pending.remove(0, at + 1);
            if (!line.isEmpty())
                m_queue << line;
        }
        if (m_pending.size() > 4096)
            m_pending.clear();
        next();
    }

    /// One command at a time: a step's report comes before the next command runs.
    void next()
    {
        while (!m_waiting && !m_queue.isEmpty())
            command(m_queue.takeFirst());
    }

    void afterSettling(std::function<void()> then)
    {
        // The transport's step and the quiz's phase settle in the event loop; then report.
        m_waiting = true;
        QTimer::singleShot(60, this, [this, then = std::move(then)] {
            then();
            m_waiting = false;
            next();
        });
    }

    void reportStep()
    {
        const auto trace = m_session->controller()->trace();
        if (!trace)
            return;
        const int i = m_session->transport()->index();
        const ui::QuizController *quiz = m_session->quiz();
        if (quiz->phase() == ui::QuizController::Phase::Asking && quiz->question())
            say(QStringLiteral("asked: %1").arg(QString::fromStdString(quiz->question()->prompt)));
        else
            say(QStringLiteral("step %1: %2").arg(i).arg(ui::stepCounter(*trace, i)));
    }

    void command(const QString &line)
    {
        const QString word = line.section(QLatin1Char(' '), 0, 0).toLower();
        const QString rest = line.section(QLatin1Char(' '), 1).trimmed();
        ui::Transport *transport = m_session->transport();
        ui::QuizController *quiz = m_session->quiz();
        if (word == QLatin1String("next") || word == QLatin1String("n")) {
            transport->stepForward();
            afterSettling([this] { reportStep(); });
        } else if (word == QLatin1String("back") || word == QLatin1String("b")) {
            transport->stepBack();
            afterSettling([this] { reportStep(); });
        } else if (word == QLatin1String("home")) {
            transport->seek(0);
            afterSettling([this] { reportStep(); });
        } else if (word == QLatin1String("step")) {
            bool ok = false;
            const int n = rest.toInt(&ok);
            if (!ok || n < 0 || n >= transport->frameCount())
                return say(QStringLiteral("error: step takes a frame from 0 to %1").arg(transport->frameCount() - 1));
            transport->seek(n);
            afterSettling([this] { reportStep(); });
        } else if (word == QLatin1String("ask")) {
            quiz->setActive(true);
            if (!quiz->ask())
                return say(QStringLiteral("error: nothing to ask here (the last step, or a scene without a quiz)"));
            afterSettling([this] { reportStep(); });
        } else if (word == QLatin1String("reveal")) {
            if (quiz->phase() != ui::QuizController::Phase::Asking)
                return say(QStringLiteral("error: no question is open (ask first)"));
            quiz->reveal();
            afterSettling([this] {
                m_link->refreshNow();
                const ui::ClassTally &t = m_link->tally();
                say(QStringLiteral("revealed: %1 (%2 of %3 answered, %4 right)")
                        .arg(t.answer)
                        .arg(t.answered)
                        .arg(t.students)
                        .arg(t.right));
            });
        } else if (word == QLatin1String("answers")) {
            m_link->refreshNow();
            const ui::ClassTally &t = m_link->tally();
            if (t.question == 0)
                return say(QStringLiteral("answers: no question asked yet"));
            say(QStringLiteral("answers: %1 of %2 answered, %3 right").arg(t.answered).arg(t.students).arg(t.right));
            for (const ui::ClassTallyBar &bar : t.values)
                say(QStringLiteral("  %1: %2%3")
                        .arg(bar.label)
                        .arg(bar.count)
                        .arg(bar.outcome.isEmpty() ? QString() : QStringLiteral(" (") + bar.outcome + QLatin1Char(')')));
            for (const auto &[address, n] : t.busyAddresses) // a shared router, or a script with fresh tokens
                say(QStringLiteral("  %1 answers from %2").arg(n).arg(address));
        } else if (word == QLatin1String("students")) {
            m_link->refreshNow();
            const ui::ClassStats &s = m_link->stats();
            const QString line =
                QStringLiteral("students: %1 joined now, %2, %3, %4 refused full, %5 closed for bad "
                               "messages, %6 for flooding, %7 for reading too slowly")
                    .arg(s.students)
                    .arg(text::counted(s.joined, "join", "joins"), text::counted(s.wrongCode, "wrong code", "wrong codes"))
                    .arg(s.full)
                    .arg(s.closedHostile)
                    .arg(s.closedFlood)
                    .arg(s.closedSlow);
            say(m_link->networkLost() ? line + QStringLiteral("; ") + networkGone() : line);
        } else if (word == QLatin1String("save")) {
            QString error;
            if (rest.isEmpty())
                return say(QStringLiteral("error: save takes a file name"));
            say(m_link->exportCsv(rest, &error) ? QStringLiteral("saved: %1").arg(rest) : QStringLiteral("error: %1").arg(error));
        } else if (word == QLatin1String("quit") || word == QLatin1String("q")) {
            QCoreApplication::quit();
        } else {
            say(QStringLiteral(
                    "error: unknown command '%1' (next, back, home, step N, ask, reveal, answers, students, save FILE, quit)")
                    .arg(word));
        }
    }

    ui::StudioSession *m_session;
    ui::ClassLink *m_link;
    std::ostream &m_out;
    QSocketNotifier *m_notifier;
    QByteArray m_pending;
    QStringList m_queue;
    bool m_waiting = false;
};

} // namespace

void defineClass(CommandParser &p)
{
    addSceneArgument(p);
    addSetOption(p);
    p.addOption({{opt("bind")},
                 opt("ADDRESS"),
                 opt("the address students reach (default: this computer's first on a local network; 0.0.0.0: every network)")});
    p.addOption({{opt("port")}, opt("N"), opt("the port (default 8765; 0: any free port)")});
}

int runClass(const CommandParser &p, Invocation &inv)
{
    const SceneDef &scene = sceneArgument(p);
    ParamSet params = scene.defaults();
    applySets(p, params); // checked here: a bad value is one line and exit 2
    const QHostAddress address = bindOf(p);
    const quint16 port =
        quint16(wholeNumberOf(p, opt("port"), 0, 65535, 8765, "a port from 1024 to 65535, or 0 for any free port"));
    if (port != 0 && port < 1024)
        badValue(opt("port"), p.value(opt("port")), "a port from 1024 to 65535, or 0 for any free port");

    ui::StudioSession session;
    session.followTraceLength();             // no window to do it
    session.transport()->setTransitionMs(0); // no animation to wait for in a terminal
    session.openScene(QString::fromStdString(scene.id));
    for (const auto &[key, value] : params.explicitValues())
        session.editParam(QString::fromStdString(key), QString::fromStdString(value));
    if (!session.controller()->waitForTrace(120000) || !session.controller()->trace()) {
        std::fprintf(stderr, "sgd-studio class: could not compute %s: %s\n", scene.id.c_str(), qPrintable(session.error()));
        return 1;
    }
    QCoreApplication::processEvents();
    ui::ClassLink link(&session); // the session's view and toggles, in print style
    // Tests take the network away without touching a real one: the file lists this computer's
    // addresses now, one a line (read at each check).
    if (const QString file = qEnvironmentVariable("SGD_CLASS_TEST_ADDRESSES_FILE"); !file.isEmpty())
        link.addressesNow = [file] {
            QList<QHostAddress> out;
            QFile f(file);
            if (f.open(QIODevice::ReadOnly))
                for (const QByteArray &line : f.readAll().split('\n'))
                    if (QHostAddress a; a.setAddress(QString::fromLatin1(line.trimmed())))
                        out << a;
            return out;
        };
    QString error;
    if (!link.start(address, port, &error)) {
        std::fprintf(stderr, "sgd-studio class: %s\n", qPrintable(error));
        return 1;
    }
    QMetaObject::invokeMethod(link.server(), [&link, title = ui::coreText(scene.title)] { link.server()->setTitle(title); });
    inv.out << "Class session for " << scene.title << " at " << link.joinUrl().toStdString() << "\n"
            << "Join code: " << link.code().toStdString() << "\n"
            << "Commands, one per line: next, back, home, step N, ask, reveal, answers, students, save FILE, quit\n";
    inv.out.flush();
    Console console(&session, &link, inv.out);
    const int rc = QCoreApplication::exec();
    link.stop();
    return rc;
}

} // namespace sgd::cli
