#pragma once
// The class session's connection guard and the texts it keeps: the TCP server under Qt HttpServer
// that counts and caps connections and the bytes queued for each, the step picture made compact for
// the Wi-Fi, and the nickname as kept. Used by class_server.cpp only.

#include <QByteArray>
#include <QHostAddress>
#include <QJsonObject>
#include <QPointer>
#include <QString>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

namespace sgd::ui {

/// Counts and caps the TCP connections (in all and per address), closes one that sends more than a
/// page request's worth before it becomes a WebSocket (Qt HttpServer would keep a long body in
/// memory) or that is not a WebSocket after `requestSeconds` (Qt HttpServer 6.4 has no timeout).
class GuardedTcpServer : public QTcpServer {
public:
    std::function<bool(const QHostAddress &peer, int open, int fromPeer)> admit;
    /// A connection closed for the bytes queued for it (a peer that does not read what it asks
    /// for: pongs to a ping flood, pages to pipelined requests, steps to a stalled phone).
    std::function<void()> overQueued;
    /// A connection closed for sending more than a page request's worth before it became a WebSocket
    /// (a long body, or keep-alive requests piled up faster than their answers were read).
    std::function<void()> overSent;
    qint64 maxRequestBytes = 0;
    int requestSeconds = 15;
    qint64 maxQueuedBytes = 4 * 1024 * 1024;   ///< queued for one student's connection (steps, pongs)
    qint64 maxQueuedPageBytes = 1024 * 1024;   ///< queued for one connection before it is a WebSocket (pages)
    qint64 maxServerQueued = 96 * 1024 * 1024; ///< queued for all of them together

    /// Closes `socket` when more than its cap waits to be sent to it; true when it did.
    bool checkQueued(QTcpSocket *socket)
    {
        const qint64 cap = socket && socket->property("sgdWebSocket").toBool() ? maxQueuedBytes : maxQueuedPageBytes;
        if (!socket || socket->state() != QAbstractSocket::ConnectedState || socket->bytesToWrite() <= cap)
            return false;
        socket->abort(); // its buffers go now, not when the peer would have read them
        if (overQueued)
            overQueued();
        return true;
    }
    /// Every connection over its cap closed, then the largest ones until all together fit the server's.
    void sweepQueued()
    {
        open();
        qint64 total = 0;
        for (const QPointer<QTcpSocket> &s : m_live)
            if (s && !checkQueued(s))
                total += s->bytesToWrite();
        while (total > maxServerQueued) {
            QTcpSocket *largest = nullptr;
            for (const QPointer<QTcpSocket> &s : m_live)
                if (s && s->state() == QAbstractSocket::ConnectedState &&
                    (!largest || s->bytesToWrite() > largest->bytesToWrite()))
                    largest = s;
            if (!largest)
                break;
            total -= largest->bytesToWrite();
            largest->abort();
            if (overQueued)
                overQueued();
        }
    }
    /// What waits to be sent, over all connections.
    qint64 queued()
    {
        open();
        qint64 total = 0;
        for (const QPointer<QTcpSocket> &s : m_live)
            if (s)
                total += s->bytesToWrite();
        return total;
    }

    /// The connections open now: page loads, and students (Qt keeps a WebSocket's TCP socket here).
    int open()
    {
        std::erase_if(
            m_live, [](const QPointer<QTcpSocket> &s) { return s.isNull() || s->state() == QAbstractSocket::UnconnectedState; });
        return int(m_live.size());
    }
    /// The connection from `address`:`port`, or null.
    QTcpSocket *connection(const QHostAddress &address, quint16 port) const
    {
        for (const QPointer<QTcpSocket> &s : m_live)
            if (s && s->peerPort() == port && s->peerAddress() == address)
                return s;
        return nullptr;
    }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        const int total = open();
        const int fromPeer = int(std::count_if(m_live.begin(), m_live.end(), [socket](const QPointer<QTcpSocket> &s) {
            return s && s->peerAddress() == socket->peerAddress();
        }));
        if (admit && !admit(socket->peerAddress(), total, fromPeer)) {
            socket->abort();
            socket->deleteLater();
            return;
        }
        // Connected before the HTTP server's own slot, so it sees the new bytes first. The server
        // drops every connection of the socket when it turns into a WebSocket: this stops there.
        auto seen = std::make_shared<qint64>(0);
        const qint64 cap = maxRequestBytes;
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket, seen, cap] {
            if (socket->state() != QAbstractSocket::ConnectedState)
                return; // closed already (over its queue cap): counted once, as that
            *seen += socket->bytesAvailable();
            if (*seen > cap) {
                socket->abort();
                if (overSent)
                    overSent();
            } else
                checkQueued(socket); // answers to earlier requests it has not read
        });
        QTimer::singleShot(requestSeconds * 1000, socket, [socket] {
            if (!socket->property("sgdWebSocket").toBool())
                socket->abort(); // a page load long done, or a request that never finished
        });
        m_live.emplace_back(socket);
        addPendingConnection(socket);
    }

private:
    std::vector<QPointer<QTcpSocket>> m_live;
};

/// A message to a page as sent: compact JSON (ClassServer's every message, class_server*.cpp).
QByteArray compactJson(const QJsonObject &o);
/// An SVG with the numbers inside its tags cut to two decimals (see class_guard.cpp).
QByteArray compactSvg(const QByteArray &svg);
/// A nickname as kept: printable characters (emoji too), no controls or direction overrides, one
/// line, at most 24 characters (code points).
QString cleanNickname(const QString &raw);

} // namespace sgd::ui
