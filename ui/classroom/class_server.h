#pragma once
// The class session's server (issue #33). Students open an address on the school network, join
// with the session's code, and see each step the teacher shows; when the teacher asks, each sends
// one answer, and the reveal tells each whether theirs was right.
//
// One embedded Qt HttpServer serves the one page (GET /) and upgrades /ws to a WebSocket; every
// other path is "not found", and no file is ever served. It binds to the one address it is given.
// A connection that sends too much, too fast, or anything but the few messages below is closed;
// so is one that does not join in time. Nothing students send is written anywhere: the answers
// stay in memory until the teacher saves them (CSV) or the session ends.
//
// No widgets: the window (ClassTools), the terminal (`sgd-studio class`) and the load benchmark
// drive it, from its own thread or the caller's. The messages (JSON):
//   student -> server  {"t":"join","code":"K7Q2XD","nick":"","token":"..."}   (first, within joinSeconds)
//                      {"t":"answer","q":3,"text":"2.125"} or {"t":"answer","q":3,"choice":1}
//   server -> student  welcome, step {run, n, counter, html}, ask {q, prompt, choices, count},
//                      got {q, text}, reveal {q, answer, right, text}, close {q}, refused {why}, end

#include "class_tally.h"
#include "core/trace.h"
#include "ui/render/exporter.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

#include <chrono>
#include <memory>
#include <optional>
#include <vector>

class QHttpServer;
class QJsonObject;
class QTcpServer;
class QWebSocket;
class QTimer;

namespace sgd::ui {

class PaintCache;

/// What the server accepts; the defaults are for a lecture hall on a school network.
struct ClassLimits {
    int maxStudents = 500;              ///< joined students at once; one more is told the class is full
    int maxConnections = 600;           ///< open TCP connections (page loads and students together)
    qint64 maxMessageBytes = 2048;      ///< one message from a student (a longer one closes it)
    qint64 maxRequestBytes = 16 * 1024; ///< what a connection may send before it becomes a WebSocket
    double messagesPerSecond = 4;       ///< a student's steady rate ...
    double messageBurst = 8;            ///< ... and burst; beyond them the connection is closed
    int joinSeconds = 10;               ///< a new WebSocket must join within this
    int wrongCodesPerAddress = 30;      ///< wrong codes from one address before it is turned away
    int requestSeconds = 15;            ///< a connection that is not a WebSocket by then is closed
    /// From one network address: connections open and students (a phone uses two or three
    /// connections; devices behind one NAT share an address, hence not fewer).
    int connectionsPerAddress = 40;
    int studentsPerAddress = 40;
    qint64 maxQueuedBytes = 4 * 1024 * 1024; ///< unsent to one connection (steps, pongs, pages); beyond, it is closed
    qint64 maxQueuedPageBytes = 1024 * 1024; ///< unsent to a connection that is not a WebSocket (pages asked for and not read)
    qint64 maxServerQueuedBytes = 96 * 1024 * 1024; ///< unsent to all connections together; beyond, the largest close
    int stepsKept = 12;                             ///< the steps a student can step back through (the page keeps them)
};

/// How the server is doing: for the teacher's panel, the tests and the benchmark.
struct ClassStats {
    int students = 0;          ///< joined now
    int connections = 0;       ///< TCP connections open now
    int joined = 0;            ///< joins accepted, in all
    int wrongCode = 0;         ///< joins refused for a wrong code
    int full = 0;              ///< connections or joins refused: the class or the server was full
    int closedHostile = 0;     ///< closed for a malformed, oversized or unexpected message
    int closedFlood = 0;       ///< closed for sending too fast
    int closedSlow = 0;        ///< closed for reading too slowly (its page reconnects and catches up), or for not reading at all
    qint64 queuedBytes = 0;    ///< waiting to be sent now, over all connections
    qint64 stepBytes = 0;      ///< the step shown now as sent to a page (deflated)
    qint64 stepBytesPlain = 0; ///< the same uncompressed (to a page without DecompressionStream)
    qint64 phoneStepBytes = 0; ///< the step laid out for a phone, deflated (0: no phone asked for it)
    int answers = 0;           ///< answers counted, in all questions
    int duplicates = 0;        ///< second answers to one question, not counted
    int unreadable = 0;        ///< typed answers that were not numbers (sent back; the student may try again)
    int lockedAddresses = 0;   ///< addresses turned away now for too many wrong codes (the panel can let them in)
    int staleJoins = 0;        ///< pages of an ended session reconnecting with its code (told so, not counted as wrong)
    int stepsSent = 0;         ///< step messages sent (students times steps)
};

/// A step as the students get it: made on the server's thread from the trace shown (requestStep),
/// or given ready (publishStep: tests).
struct ClassStepRequest {
    std::shared_ptr<const Trace> trace;
    PictureOptions options; ///< the projector's view, toggles, zoom and pen notes; a size for phones
    int step = 0;
    QString counter;
    QString narration;                             ///< HTML; empty: the scene's own
    bool questionOpen = false;                     ///< quiz mode is on: the page holds back what the next step brings
    quint64 run = 0;                               ///< another trace (scene, parameters): the students' history starts again
    std::chrono::steady_clock::time_point asked{}; ///< when the teacher stepped (the benchmark's latency)
};

class ClassServer : public QObject {
    Q_OBJECT
public:
    explicit ClassServer(ClassLimits limits = {}, QObject *parent = nullptr);
    ~ClassServer() override;

    /// Listens on `address`:`port` (0: any free port) with a new join code; false with `error`
    /// naming the problem (the address is not this machine's, the port is taken).
    Q_INVOKABLE bool start(const QHostAddress &address, quint16 port, QString *error = nullptr);
    /// Tells every student the session ended, closes every connection and forgets the answers.
    Q_INVOKABLE void stop();
    bool running() const;
    QHostAddress address() const { return m_address; }
    quint16 port() const { return m_port; }
    /// Six letters and digits, without look-alikes (0/O, 1/I/L): easy to read off a projector.
    QString code() const { return m_code; }
    void setCode(const QString &code) { m_code = code.toUpper(); } ///< tests
    /// What students type or scan: http://ADDRESS:PORT/?code=CODE
    QString joinUrl() const;
    ClassStats stats() const;
    const ClassLimits &limits() const { return m_limits; }

    /// The session's title on the students' page (the scene's, or the lesson's).
    Q_INVOKABLE void setTitle(const QString &title);
    /// The teacher's step: rendered on this object's thread, the latest request winning when the
    /// teacher steps faster than pictures are made, then sent to every student.
    Q_INVOKABLE void requestStep(const sgd::ui::ClassStepRequest &request);
    /// A step already made (tests): sent to every student as it is.
    Q_INVOKABLE void publishStep(quint64 run, int step, const QString &counter, const QString &sectionHtml);
    /// Opens a question (the quiz's, about the step from `ask.step`): every student's page shows it.
    Q_INVOKABLE void ask(const sgd::QuizAsk &ask);
    /// Closes the open question: each student learns the answer and whether theirs was right.
    Q_INVOKABLE void reveal();
    /// Takes back the open question unrevealed (the teacher left quiz mode or moved on).
    Q_INVOKABLE void withdraw();
    /// The open (or last) question's tally.
    ClassTally tally() const;
    /// Every answer counted in this session, in the order they came.
    const std::vector<ClassAnswer> &answers() const { return m_answers; }
    /// The answers as CSV (question, step, prompt, student, nickname, answer, outcome, right,
    /// seconds after the question), written through a temporary file; false with `error`.
    bool exportCsv(const QString &path, QString *error = nullptr) const;
    /// Lets every address that gave too many wrong codes try again (the panel's button); how many were locked.
    Q_INVOKABLE int clearAddressLocks();
    /// Addresses turned away now for too many wrong codes.
    int lockedAddresses() const;

signals:
    /// Students joined or left, an answer came, a question opened or was revealed.
    void changed();
    /// A step went out to every student; `latencyMs` from the request's `asked` (0 when unset).
    void stepSent(int step, double latencyMs);

private:
    struct Student;
    void onWebSocket();
    void onMessage(QWebSocket *socket, const QString &text);
    void join(QWebSocket *socket, const QJsonObject &m);
    /// The same page reloaded (its token) takes over its old connection: the old page is told and closed.
    void replacePage(const Student *current, const QString &token);
    void receiveAnswer(Student &s, const QJsonObject &m);
    void drop(QWebSocket *socket, int closeCode, const QString &why, int ClassStats::*counter);
    void sendTo(QWebSocket *socket, const QByteArray &json);
    void sendStep(Student &s);
    /// The step shown now laid out for a phone (kHtmlPhoneWidth), made when a phone's page first needs it.
    void renderPhoneStep();
    /// Sends a step's section to every student (the newest replaces one still waiting).
    void publishSection(quint64 run, int step, const QString &counter, const QString &sectionHtml);
    QByteArray stepMessage(quint64 run, int step, const QString &counter, const QString &sectionHtml) const;
    /// The queued-bytes sweep and the heartbeat, started with the session.
    void startTimers();
    void broadcast(const QByteArray &json);
    void renderPending();
    QByteArray askMessage() const;
    QByteArray revealMessage(const Student &s) const;
    Student *studentOf(QWebSocket *socket);
    /// Takes the socket's student off the list; whether it had joined.
    bool forget(QWebSocket *socket);
    int openConnections() const;
    /// The TCP connection under a WebSocket (Qt keeps it, unowned by the WebSocket): closed for
    /// good a moment after the WebSocket, so that a peer that never answers the close holds nothing.
    void releaseConnection(QWebSocket *socket);

    ClassLimits m_limits;
    QHttpServer *m_http = nullptr;
    QPointer<QTcpServer> m_tcp; ///< the HTTP server's child once bound
    qint64 m_queuedPeak = 0;    ///< the most bytes queued since the allocator last gave memory back
    QTimer *m_sweep = nullptr;  ///< closes connections over their queued-bytes caps (GuardedTcpServer)
    QTimer *m_beat = nullptr;   ///< every 5 s a "beat" to every student (its page notices a silent network)
    QHostAddress m_address;
    quint16 m_port = 0;
    QString m_code;
    QString m_title;
    struct Page {
        QByteArray html;
        QByteArray scriptHash; ///< its one script's, for the Content-Security-Policy
    };
    QHash<QString, Page> m_pages; ///< the class page in each shipped language, by code
    QByteArray m_stepMessage;     ///< the step shown now, for students who join later
    QByteArray m_stepDeflated;    ///< the same, deflated (zlib) for pages that inflate it
    QByteArray m_phoneMessage;    ///< the step laid out for a phone held upright (empty: none asked for it yet)
    QByteArray m_phoneDeflated;
    std::optional<ClassStepRequest> m_shown; ///< the step shown now, to lay it out for a phone that joins later
    std::optional<ClassStepRequest> m_pending;
    bool m_renderQueued = false;
    std::unique_ptr<PaintCache> m_cache;

    struct Student {
        QPointer<QWebSocket> socket;
        QString token;
        QString nickname;
        int number = 0; ///< "student 7" in the results: joins are numbered, nothing else is kept
        bool joined = false;
        double tokens = 0; ///< the rate limit's bucket
        QElapsedTimer refill;
        bool deflate = false;   ///< its page inflates steps (DecompressionStream)
        QByteArray pendingStep; ///< the newest step, waiting for the connection to drain
        QString language;       ///< the page's language (what it is told in), a shipped code
        bool phone = false;     ///< its screen is a phone's held upright: it gets the step laid out for that
        /// Its page says when a step arrived ({"t":"have"}): one step at a time is on its way to it,
        /// and the newest waits in pendingStep, whatever the system and the network hold.
        bool acks = false;
        bool stepOnItsWay = false; ///< a step was sent and its page has not yet said it arrived
    };
    std::vector<std::unique_ptr<Student>> m_students; ///< every WebSocket, joined or not yet
    QHash<QString, int> m_numbers;                    ///< token -> student number (a reload keeps it)
    QHash<QString, int> m_wrongCodes;                 ///< per address
    QHash<QString, int> m_staleJoins;                 ///< per address: reconnections with an ended session's code
    QSet<int> m_askedStudents;                        ///< the students the open question reached
    QHash<QString, QSet<QString>> m_tokensOf;         ///< per address: the students (tokens) it joined
    std::optional<QuizAsk> m_question;
    int m_questionId = 0;
    bool m_open = false; ///< the question takes answers
    bool m_revealed = false;
    bool m_closed = false; ///< taken off the students' pages (withdrawn, or revealed and moved on)
    QElapsedTimer m_questionClock;
    std::vector<ClassAnswer> m_answers;
    ClassStats m_stats;
};

} // namespace sgd::ui

Q_DECLARE_METATYPE(sgd::ui::ClassStepRequest)
Q_DECLARE_METATYPE(sgd::QuizAsk)
