#pragma once
// The class session in the window: the server (class_server.h) on a thread of its own, fed from the
// document (StudioSession). Each step the teacher shows, another view or toggle, a lesson slide's
// words, the pen's notes: the students' page follows (`bench --class`: p95 80-190 ms for 300 students on loopback,
// about 0.8 s through a 50 Mbit/s shared link). Quiz mode's
// question goes to every student when the window asks it, and the window's reveal reveals it.
// The pictures are made on the server's thread, so serving never holds up the window's animation.

#include "class_server.h"

#include <QHostAddress>
#include <QObject>
#include <QThread>

#include <atomic>
#include <functional>

namespace sgd::ui {

class StudioSession;

class ClassLink : public QObject {
    Q_OBJECT
public:
    /// `picture` gives the options of the picture the projector shows now (view, toggles, zoom,
    /// pen notes); the link sets the size and the quiz's hiding. Empty: the session's view and
    /// toggles in print style (no window: the terminal, the benchmark).
    explicit ClassLink(StudioSession *session, std::function<PictureOptions()> picture = {}, ClassLimits limits = {},
                       QObject *parent = nullptr);
    ~ClassLink() override;

    /// Starts serving on `address`:`port` (0: any free port); false with `error`.
    bool start(const QHostAddress &address, quint16 port, QString *error = nullptr);
    /// Tells the students the session ended and stops serving; their answers are forgotten.
    void stop();
    bool running() const { return m_running; }
    QString code() const { return m_code; }
    QString joinUrl() const { return m_url; }
    QHostAddress address() const { return m_address; }
    quint16 port() const { return m_port; }
    /// The latest counts and tally (updated() says when they change).
    const ClassStats &stats() const { return m_stats; }
    const ClassTally &tally() const { return m_tally; }
    /// Reads the counts and tally now (the terminal's commands), instead of waiting for updated().
    void refreshNow();
    /// Lets the addresses turned away for too many wrong codes try again.
    void clearAddressLocks();
    /// The bound address is no longer one of this computer's (the Wi-Fi dropped, the laptop moved
    /// to another network): the panel and the terminal say so; the students cannot reach the page.
    bool networkLost() const { return m_networkLost; }
    /// This computer's addresses now (tests replace it to take the network away; then the
    /// loopback address is watched as any other).
    std::function<QList<QHostAddress>()> addressesNow;
    /// The addresses a session could be started on instead, now (IPv4, not the loopback, not the
    /// bound one): what the panel and the terminal offer when the network is lost.
    QStringList otherAddresses() const;
    /// Writes every answer of the session as CSV; false with `error`.
    bool exportCsv(const QString &path, QString *error = nullptr);
    /// The server, on its own thread (tests and the benchmark call it through invokeMethod).
    ClassServer *server() const { return m_server; }

    /// Sends the step shown again after `ms` (bursts of changes go out once).
    void schedulePublish(int ms = 0);

    /// The size of the students' pictures (a 16:10 picture reads on a phone turned sideways and on a laptop).
    static constexpr QSize kPictureSize{1120, 700};

signals:
    void runningChanged(bool running);
    /// networkLost() changed (checked every 2 s while the session runs).
    void networkChanged(bool lost);
    /// Students joined or left, an answer came, a question opened or was revealed.
    void updated();

private:
    void publish();
    void followQuiz();

    StudioSession *m_session;
    std::function<PictureOptions()> m_picture;
    QThread m_thread;
    ClassServer *m_server = nullptr;
    QTimer *m_publish = nullptr;
    bool m_running = false;
    bool m_networkLost = false;
    QTimer *m_networkWatch = nullptr;
    QString m_code;
    QString m_url;
    QHostAddress m_address;
    quint16 m_port = 0;
    ClassStats m_stats;
    ClassTally m_tally;
    std::atomic<bool> m_updateQueued{false};  ///< (the server's thread)
    std::shared_ptr<const Trace> m_lastTrace; ///< the trace of the run the students follow (held: identity, not address)
    quint64 m_run = 0;
};

/// The addresses a class session can listen on, the local network's first: each IPv4 address of
/// an interface that is up (not the loopback), then this computer only (127.0.0.1). Listening on
/// every interface at once is never chosen silently: it is offered last, by name.
struct ClassAddress {
    QHostAddress address;
    QString label; ///< "wlan0: 192.168.1.20", "This computer only: 127.0.0.1", ...
};
std::vector<ClassAddress> classAddresses();

} // namespace sgd::ui

Q_DECLARE_METATYPE(sgd::ui::ClassTally)
Q_DECLARE_METATYPE(sgd::ui::ClassStats)
