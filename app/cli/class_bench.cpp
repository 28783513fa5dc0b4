// `sgd-studio bench --class`: a class session under load, on the loopback address only. The teacher's
// side is the window's own path (the document, the link, the server on its thread) with the canvas's
// animation painted at 60 frames a second; N simulated students (WebSockets on a thread of their
// own) join, follow each step, answer the question twice each (a double tap), and see the reveal.
// It prints how long each step took to reach every student, whether every answer counted once,
// and what the teacher's side cost: CPU per thread and the animation's late frames.
#include "commands.h"
#include "core/cli.h"
#include "core/number_text.h"
#include "core/quiz_values.h"
#include "options.h"
#include "render/paint_cache.h"
#include "render/render.h"
#include "render/scene_painter.h"
#include "ui/classroom/class_link.h"
#include "ui/quiz_controller.h"
#include "ui/studio_session.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QThread>
#include <QTimer>
#include <QWebSocket>

#include <pthread.h>
#include <time.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>

namespace sgd::cli {

namespace {

using Clock = std::chrono::steady_clock;

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

double cpuSeconds(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

/// The CPU clock of the thread `object` lives in (asked on that thread).
clockid_t threadClock(QObject *object)
{
    clockid_t id = CLOCK_THREAD_CPUTIME_ID;
    QMetaObject::invokeMethod(
        object, [&id] { pthread_getcpuclockid(pthread_self(), &id); }, Qt::BlockingQueuedConnection);
    return id;
}

/// Runs the event loop for `ms` milliseconds.
void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        spin(5);
    }
    return true;
}

/// The simulated class: every student's WebSocket, on the thread this object lives in. They read
/// only the tail of a step message (its number), as a browser's script would read its fields.
class Class : public QObject {
public:
    std::atomic<int> joined{0}, gots{0}, reveals{0}, answersSent{0};
    std::mutex lock;
    std::vector<std::vector<Clock::time_point>> arrivals; ///< [student][step]: first arrival
    QString answer, wrong;                                ///< what the students type

    void open(quint16 port, const QString &code, int students, int steps)
    {
        arrivals.assign(std::size_t(students), std::vector<Clock::time_point>(std::size_t(steps), Clock::time_point{}));
        for (int i = 0; i < students; ++i) {
            auto *ws = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
            // A third of the class on phones held upright: they get the step laid out for a phone.
            connect(ws, &QWebSocket::connected, ws, [ws, code, i] {
                ws->sendTextMessage(QStringLiteral("{\"t\":\"join\",\"code\":\"%1\",\"token\":\"benchstudent%2tokenXYZ\","
                                                   "\"nick\":\"\",\"phone\":%3}")
                                        .arg(code)
                                        .arg(i, 5, 10, QLatin1Char('0'))
                                        .arg(i % 3 == 1 ? QStringLiteral("true") : QStringLiteral("false")));
            });
            connect(ws, &QWebSocket::binaryMessageReceived, ws, [this, ws, i](const QByteArray &m) { receive(ws, i, m); });
            ws->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
        }
    }

private:
    void receive(QWebSocket *ws, int i, const QByteArray &m)
    {
        // Only a step is large (its picture): read its tail; read the small ones whole.
        const QByteArray tail = m.size() > 4096 ? m.right(48) : m;
        if (tail.contains("\"t\":\"step\"")) {
            // The keys in order (counter, html, n, run, svg, t): "n" follows the html string.
            const qsizetype at = m.indexOf("\",\"n\":");
            const int n = at < 0 ? -1 : m.mid(at + 6).split(',').front().toInt();
            const auto now = Clock::now();
            std::lock_guard<std::mutex> g(lock);
            auto &mine = arrivals[std::size_t(i)];
            if (n >= 0 && n < int(mine.size()) && mine[std::size_t(n)] == Clock::time_point{})
                mine[std::size_t(n)] = now;
        } else if (tail.contains("\"t\":\"welcome\"")) {
            ++joined;
        } else if (tail.contains("\"t\":\"ask\"")) {
            const qsizetype at = m.indexOf("\"q\":");
            const int q = m.mid(at + 4).split(',').front().toInt();
            // A third of the class types where it stood before the step; each taps Send twice.
            const QString typed = i % 3 == 2 ? wrong : answer;
            const QString message = QStringLiteral("{\"t\":\"answer\",\"q\":%1,\"text\":\"%2\"}").arg(q).arg(typed);
            QTimer::singleShot(QRandomGenerator::global()->bounded(300), ws, [this, ws, message] {
                ws->sendTextMessage(message);
                ws->sendTextMessage(message);
                answersSent += 2;
            });
        } else if (tail.contains("\"t\":\"got\"")) {
            ++gots;
        } else if (tail.contains("\"t\":\"reveal\"")) {
            ++reveals;
        }
    }
};

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

/// The canvas's animation: while the transport moves between two frames, the picture is painted at
/// 60 frames a second, as the window paints it; a frame later than two vsyncs counts as dropped.
struct Animation {
    explicit Animation(ui::StudioSession *s) : session(s) {}
    ui::StudioSession *session;
    QTimer timer;
    QImage image{1280, 720, QImage::Format_RGB32};
    ui::PaintCache cache;
    Clock::time_point last{};
    int frames = 0, late = 0;
    double worstMs = 0;

    void start()
    {
        timer.setTimerType(Qt::PreciseTimer);
        timer.setInterval(16);
        QObject::connect(&timer, &QTimer::timeout, [this] { tick(); });
        timer.start();
    }
    void reset() { frames = late = 0, worstMs = 0, last = {}; }
    void tick()
    {
        ui::Transport *t = session->transport();
        const auto trace = session->controller()->trace();
        const auto now = Clock::now();
        if (!t->animating() || !trace) {
            last = {};
            return;
        }
        if (last != Clock::time_point{}) {
            const double gap = std::chrono::duration<double, std::milli>(now - last).count();
            worstMs = std::max(worstMs, gap);
            late += gap > 2 * 16.7;
        }
        last = now;
        ++frames;
        QPainter p(&image);
        ui::paintFrame(p, QRectF(image.rect()), *trace, ui::Style::light(),
                       {t->index(), t->progress(), session->shownOptions(), session->view(), {}, {}, &cache});
    }
};

} // namespace

void defineClassBench(CommandParser &p)
{
    p.addOption({{opt("class")}, {}, opt("serves simulated students on the loopback address instead of a gradient round")});
    p.addOption({{opt("students")}, opt("N"), opt("simulated students, 1 to 500 (default 300)")});
    p.addOption({{opt("steps")}, opt("N"), opt("the teacher's steps, one a second, 1 to 200 (default 20)")});
    p.addOption({{opt("scene")}, opt("ID"), opt("the scene shown (default sync): ") + QString::fromStdString(sceneIdList())});
}

int runClassBench(const CommandParser &p, Invocation &inv)
{
    const int students = int(wholeNumberOf(p, opt("students"), 1, 500, 300, "a whole number from 1 to 500"));
    const int steps = int(wholeNumberOf(p, opt("steps"), 1, 200, 20, "a whole number from 1 to 200"));
    const SceneDef *scene = sceneOption(p);
    if (!scene)
        scene = findScene("sync");
    ui::StudioSession session;
    session.followTraceLength(); // no window to do it
    session.openScene(QString::fromStdString(scene->id));
    if (!session.controller()->waitForTrace(120000) || !session.controller()->trace()) {
        std::fprintf(stderr, "sgd-studio bench --class: could not compute %s\n", scene->id.c_str());
        return 1;
    }
    QCoreApplication::processEvents();
    ui::Transport *transport = session.transport();
    transport->setTransitionMs(600);
    Animation animation(&session);
    animation.start();
    const int last = transport->frameCount() - 1;
    auto teacherSteps = [&](int count) {
        for (int i = 0; i < count; ++i) {
            if (transport->index() >= last)
                transport->seek(0);
            else
                transport->stepForward();
            spin(1000);
        }
    };

    // The window alone first: the animation's cost and late frames without a class.
    const double aloneCpu0 = cpuSeconds(CLOCK_THREAD_CPUTIME_ID);
    QElapsedTimer wall;
    wall.start();
    teacherSteps(3);
    const double aloneCores = (cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - aloneCpu0) / (wall.elapsed() / 1000.0);
    const int aloneLate = animation.late, aloneFrames = animation.frames;

    // The class joins.
    // Every simulated student comes from 127.0.0.1: the per-address shares are the class's size here.
    ui::ClassLimits limits;
    limits.connectionsPerAddress = limits.studentsPerAddress = students + 8;
    ui::ClassLink link(&session, {}, limits);
    QString error;
    if (!link.start(QHostAddress(QHostAddress::LocalHost), 0, &error)) {
        std::fprintf(stderr, "sgd-studio bench --class: %s\n", qPrintable(error));
        return 1;
    }
    QThread studentsThread;
    studentsThread.setObjectName(QStringLiteral("students"));
    auto *klass = new Class;
    klass->moveToThread(&studentsThread);
    studentsThread.start();
    // Steps are numbered by the frame they show; the class keeps one arrival per frame per student.
    const int frames = transport->frameCount();
    QElapsedTimer joining;
    joining.start();
    QMetaObject::invokeMethod(
        klass, [klass, port = link.port(), code = link.code(), students, frames] { klass->open(port, code, students, frames); });
    const bool allJoined = waitFor([&] { return klass->joined.load() >= students; }, 60000);
    const double joinSeconds = joining.elapsed() / 1000.0;
    spin(500); // the first step reaches everyone

    // The teacher steps; each step's moment is when the window lands on it (the transport's index).
    std::vector<std::pair<int, Clock::time_point>> shows;
    QObject::connect(transport, &ui::Transport::indexChanged, &link, [&shows](int i) { shows.emplace_back(i, Clock::now()); });
    // Each frame is shown once in this phase (at most frames - 1 steps), so its arrivals are its own.
    const int stepsHere = std::min(steps, frames - 1);
    transport->seek(0);
    spin(300);
    shows.clear();
    {
        std::lock_guard<std::mutex> g(klass->lock);
        for (auto &row : klass->arrivals)
            std::fill(row.begin(), row.end(), Clock::time_point{});
    }
    animation.reset();
    const clockid_t serverClock = threadClock(link.server()), studentsClock = threadClock(klass);
    const double window0 = cpuSeconds(CLOCK_THREAD_CPUTIME_ID), server0 = cpuSeconds(serverClock),
                 students0 = cpuSeconds(studentsClock);
    wall.restart();
    teacherSteps(stepsHere);
    const double seconds = wall.elapsed() / 1000.0;
    const double windowCores = (cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - window0) / seconds;
    const double serverCores = (cpuSeconds(serverClock) - server0) / seconds;
    const double studentsCores = (cpuSeconds(studentsClock) - students0) / seconds;
    std::vector<double> latencies;
    int missing = 0;
    {
        std::lock_guard<std::mutex> g(klass->lock);
        for (const auto &[frame, at] : shows)
            for (const auto &row : klass->arrivals) {
                const Clock::time_point got = row[std::size_t(frame)];
                if (got == Clock::time_point{})
                    ++missing;
                else
                    latencies.push_back(std::chrono::duration<double, std::milli>(got - at).count());
            }
    }

    // The question: everyone answers twice; each answer must count once.
    transport->seek(0);
    spin(300);
    const std::optional<QuizAsk> ask = quizQuestion(*session.controller()->trace(), 0);
    klass->answer = ask ? QString::fromStdString(formatNumber(ask->asked.values.front())) : QStringLiteral("1");
    klass->wrong = ask && !ask->before.empty() ? QString::fromStdString(formatNumber(ask->before.front())) : QStringLiteral("0");
    session.quiz()->setActive(true);
    session.quiz()->ask();
    waitFor(
        [&] {
            link.refreshNow();
            return link.tally().answered >= students && klass->gots.load() >= 2 * students;
        },
        20000);
    spin(300);
    link.refreshNow();
    const ui::ClassStats stats = link.stats();
    const ui::ClassTally tally = link.tally();
    session.quiz()->reveal();
    waitFor([&] { return klass->reveals.load() >= students; }, 20000);

    char line[512];
    auto say = [&](const char *fmt, auto... args) {
        std::snprintf(line, sizeof line, fmt, args...);
        inv.out << line << "\n";
    };
    say("class session bench: %d simulated students on 127.0.0.1, scene %s, %d steps a second apart, pictures %dx%d SVG",
        students, scene->id.c_str(), stepsHere, ui::ClassLink::kPictureSize.width(), ui::ClassLink::kPictureSize.height());
    say("joined: %d of %d in %.2f s", klass->joined.load(), students, joinSeconds);
    say("step to every student (from the window landing on it): p50 %.1f ms, p95 %.1f ms, max %.1f ms over %zu deliveries, %d "
        "missing",
        percentile(latencies, 0.5), percentile(latencies, 0.95), percentile(latencies, 1.0), latencies.size(), missing);
    const int phones = (students + 1) / 3; // students 1, 4, 7, ... joined as phones
    say("a step to one student: %.1f KB deflated (what a page that inflates gets), %.1f KB as plain JSON, %.1f KB laid out "
        "for a phone; %.1f MB for the class (%d of them on phones)",
        stats.stepBytes / 1024.0, stats.stepBytesPlain / 1024.0, stats.phoneStepBytes / 1024.0,
        (stats.stepBytes * double(students - phones) + stats.phoneStepBytes * double(phones)) / (1024.0 * 1024.0), phones);
    say("answers: %d sent (each student twice), %d counted, %d second answers refused, %d right; reveal reached %d of %d",
        klass->answersSent.load(), tally.answered, stats.duplicates, tally.right, klass->reveals.load(), students);
    say("teacher's side: window thread %.2f cores, server thread %.2f cores (the students' %.2f cores are the simulation's)",
        windowCores, serverCores, studentsCores);
    say("animation while serving: %d frames, %d late (a gap over 33 ms), worst gap %.1f ms; the window alone before the class "
        "joined: %d frames, %d late, %.2f cores",
        animation.frames, animation.late, animation.worstMs, aloneFrames, aloneLate, aloneCores);
    const bool ok = allJoined && missing == 0 && tally.answered == students && stats.duplicates == students;
    say("%s",
        ok ? "every student joined, had every step and counted once" : "NOT every student joined, followed or counted once");
    inv.out.flush();

    link.stop();
    QMetaObject::invokeMethod(
        klass, [klass] { delete klass; }, Qt::BlockingQueuedConnection);
    studentsThread.quit();
    studentsThread.wait();
    return ok ? ExitOk : 1;
}

} // namespace sgd::cli
