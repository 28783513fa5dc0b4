#pragma once
// A crude model of a lecture hall's Wi-Fi for `sgd-studio bench --class --link-mbps N`: a TCP proxy on
// the loopback address that every simulated student connects through. All its connections share one
// link of N Mbit/s (both directions together), served in turns of one packet's worth each, and every
// byte arrives `latencyMs` after it was sent. Like a radio link, it holds only a few kilobytes per
// connection on the way (what it has read from the server and not yet carried): the rest waits in the
// server's own buffers, where a newer step can still replace an older one.

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <deque>
#include <memory>
#include <vector>

namespace sgd::cli {

class ShapedLink : public QObject {
public:
    /// Carries connections to 127.0.0.1:`serverPort` at `mbps` shared, `latencyMs` one way.
    ShapedLink(quint16 serverPort, double mbps, int latencyMs);
    ~ShapedLink() override;
    /// Listens on 127.0.0.1 (any free port); call on the thread this object lives in.
    bool listen();
    quint16 port() const { return m_port; }
    std::atomic<qint64> carriedDown{0}, carriedUp{0}; ///< bytes carried to the students, and to the server

    /// Bytes the link holds per connection on the way to a student, beyond what is in flight.
    static constexpr qint64 kHeldPerConnection = 4096;

private:
    using Clock = std::chrono::steady_clock;
    struct Pipe {
        QPointer<QTcpSocket> student, server;
        bool ended = false; ///< one side closed: the other closes once what is on its way arrived
    };
    struct Due {
        Clock::time_point at;
        QPointer<QTcpSocket> to;
        QByteArray bytes;
    };
    void accept();
    void tick();
    /// Moves up to `budget` bytes across the link, a packet from each connection in turn; what it moved.
    qint64 carry(qint64 budget, Clock::time_point now);
    void closeEnded();

    quint16 m_serverPort;
    double m_bytesPerSecond;
    std::chrono::milliseconds m_latency;
    QTcpServer m_listener;
    quint16 m_port = 0;
    QTimer m_timer;
    std::vector<std::unique_ptr<Pipe>> m_pipes;
    std::deque<Due> m_inFlight; ///< in the order sent: one latency for all, so also in the order due
    double m_budget = 0;
    Clock::time_point m_last{};
    std::size_t m_turn = 0;
};

} // namespace sgd::cli
