#include "shaped_link.h"

#include <algorithm>

namespace sgd::cli {

namespace {
constexpr qint64 kPacket = 1460; ///< one turn's worth: a full Ethernet frame's payload
}

ShapedLink::ShapedLink(quint16 serverPort, double mbps, int latencyMs)
    : m_serverPort(serverPort), m_bytesPerSecond(mbps * 1e6 / 8), m_latency(latencyMs)
{
    m_timer.setParent(this);
    m_listener.setParent(this);
}

ShapedLink::~ShapedLink()
{
    for (const auto &p : m_pipes)
        for (QTcpSocket *s : {p->student.data(), p->server.data()})
            if (s)
                s->disconnect(this); // its pipe goes now; the socket, with this object
}

bool ShapedLink::listen()
{
    m_listener.setMaxPendingConnections(1000);
    if (!m_listener.listen(QHostAddress(QHostAddress::LocalHost), 0))
        return false;
    m_port = m_listener.serverPort();
    connect(&m_listener, &QTcpServer::newConnection, this, [this] { accept(); });
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(1);
    connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
    m_last = Clock::now();
    m_timer.start();
    return true;
}

void ShapedLink::accept()
{
    while (QTcpSocket *student = m_listener.nextPendingConnection()) {
        auto pipe = std::make_unique<Pipe>();
        auto *server = new QTcpSocket(this);
        pipe->student = student;
        pipe->server = server;
        // What the link has read from the server and not yet carried stays small: the rest waits
        // in the server's socket (the kernel's receive buffer here is kept as small too).
        server->setReadBufferSize(kHeldPerConnection);
        connect(server, &QTcpSocket::connected, server, [server] {
            server->setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, int(kHeldPerConnection));
            server->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        });
        Pipe *p = pipe.get();
        connect(student, &QTcpSocket::disconnected, this, [p] { p->ended = true; });
        connect(server, &QTcpSocket::disconnected, this, [p] { p->ended = true; });
        student->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        server->connectToHost(QHostAddress(QHostAddress::LocalHost), m_serverPort);
        m_pipes.push_back(std::move(pipe));
    }
}

void ShapedLink::tick()
{
    const Clock::time_point now = Clock::now();
    const double seconds = std::chrono::duration<double>(now - m_last).count();
    m_last = now;
    // Time the link sat idle is not saved up: at most 20 ms worth at once (a late tick of the timer loses nothing).
    m_budget = std::min(m_budget + seconds * m_bytesPerSecond, m_bytesPerSecond * 0.02 + double(kPacket));
    if (m_budget >= 1)
        m_budget -= double(carry(qint64(m_budget), now));
    while (!m_inFlight.empty() && m_inFlight.front().at <= now) {
        Due &d = m_inFlight.front();
        if (d.to && d.to->state() == QAbstractSocket::ConnectedState)
            d.to->write(d.bytes);
        m_inFlight.pop_front();
    }
    closeEnded();
}

qint64 ShapedLink::carry(qint64 budget, Clock::time_point now)
{
    qint64 moved = 0;
    const std::size_t n = m_pipes.size();
    // One packet from each connection in turn, going on next time from where this turn stopped.
    for (std::size_t idle = 0; n > 0 && idle < n && budget - moved > 0; m_turn = (m_turn + 1) % n) {
        Pipe &p = *m_pipes[m_turn % n];
        bool any = false;
        if (p.server && p.student && p.server->state() == QAbstractSocket::ConnectedState)
            for (const bool down : {true, false}) {
                QTcpSocket *from = down ? p.server.data() : p.student.data();
                QTcpSocket *to = down ? p.student.data() : p.server.data();
                const qint64 take = std::min({kPacket, budget - moved, from->bytesAvailable()});
                if (take <= 0)
                    continue;
                QByteArray bytes = from->read(take);
                moved += bytes.size();
                (down ? carriedDown : carriedUp) += bytes.size();
                m_inFlight.push_back({now + m_latency, to, std::move(bytes)});
                any = true;
            }
        idle = any ? 0 : idle + 1;
    }
    return moved;
}

void ShapedLink::closeEnded()
{
    std::erase_if(m_pipes, [this](const std::unique_ptr<Pipe> &p) {
        if (!p->ended)
            return false;
        const bool waiting = (p->server && p->server->bytesAvailable() > 0 && p->student &&
                              p->student->state() == QAbstractSocket::ConnectedState) ||
                             std::any_of(m_inFlight.begin(), m_inFlight.end(),
                                         [&p](const Due &d) { return d.to == p->student || d.to == p->server; });
        if (waiting)
            return false;
        for (QTcpSocket *s : {p->student.data(), p->server.data()})
            if (s) {
                s->disconnect(this); // the pipe goes now: nothing may tell it of the socket's end
                s->disconnectFromHost();
                s->deleteLater();
            }
        return true;
    });
}

} // namespace sgd::cli
