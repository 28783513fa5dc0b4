#pragma once
// Simulated students for the class session's tests: a WebSocket that joins and keeps every message.

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

#include <algorithm>
#include <vector>

namespace sgd::ui::testing {

/// A simulated student: a WebSocket that keeps every message the server sent.
class Student : public QObject {
    // (no Q_OBJECT: only lambdas connect to it)
public:
    explicit Student(quint16 port, const QString &path = QStringLiteral("/ws"))
    {
        connect(&ws, &QWebSocket::binaryMessageReceived, this,
                [this](const QByteArray &m) { messages.push_back(QJsonDocument::fromJson(m).object()); });
        connect(&ws, &QWebSocket::textMessageReceived, this,
                [this](const QString &m) { messages.push_back(QJsonDocument::fromJson(m.toUtf8()).object()); });
        connect(&ws, &QWebSocket::disconnected, this, [this] { closed = true; });
        QNetworkRequest request(QUrl(QStringLiteral("ws://127.0.0.1:%1%2").arg(port).arg(path)));
        request.setRawHeader("Origin", QStringLiteral("http://127.0.0.1:%1").arg(port).toUtf8());
        ws.open(request);
    }
    bool waitOpen()
    {
        return QTest::qWaitFor([this] { return ws.state() == QAbstractSocket::ConnectedState || closed; }, 5000) && !closed;
    }
    void send(const QJsonObject &o) { ws.sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact))); }
    void join(const QString &code, const QString &token, const QString &nick = {})
    {
        send({{"t", "join"}, {"code", code}, {"token", token}, {"nick", nick}});
    }
    /// The first message of type `t` after `from`, waiting for it (an empty object after 5 s).
    QJsonObject waitFor(const QString &t, int from = 0)
    {
        QJsonObject found;
        (void)QTest::qWaitFor(
            [&] {
                for (int i = from; i < int(messages.size()); ++i)
                    if (messages[std::size_t(i)].value("t").toString() == t) {
                        found = messages[std::size_t(i)];
                        return true;
                    }
                return false;
            },
            5000);
        return found;
    }
    int countOf(const QString &t) const
    {
        return int(
            std::count_if(messages.begin(), messages.end(), [&](const QJsonObject &m) { return m.value("t").toString() == t; }));
    }
    QWebSocket ws;
    std::vector<QJsonObject> messages;
    bool closed = false;
};

/// A page's token (16 to 40 letters and digits), one per simulated student.
inline QString token(int i)
{
    return QStringLiteral("student%1tokenABCDEFGHJ").arg(i, 4, 10, QLatin1Char('0'));
}

/// One masked client frame (RFC 6455): `opcode` with `payload` (at most 125 bytes here).
inline QByteArray frame(quint8 opcode, const QByteArray &payload)
{
    QByteArray out;
    out.append(char(0x80 | opcode));
    out.append(char(0x80 | payload.size()));
    const quint32 key = QRandomGenerator::global()->generate();
    const char mask[4] = {char(key >> 24), char(key >> 16), char(key >> 8), char(key)};
    out.append(mask, 4);
    for (int i = 0; i < payload.size(); ++i)
        out.append(char(payload[i] ^ mask[i % 4]));
    return out;
}

/// A raw client that reads (almost) nothing: its read buffer holds one byte, so what the server
/// sends piles up in the kernel's buffers and then in the server's.
struct DeafClient {
    QTcpSocket socket;
    bool closed = false;
    explicit DeafClient(quint16 port)
    {
        socket.setReadBufferSize(1);
        QObject::connect(&socket, &QTcpSocket::disconnected, [this] { closed = true; });
        socket.connectToHost(QHostAddress::LocalHost, port);
    }
    bool upgrade(quint16 port)
    {
        if (!socket.waitForConnected(3000))
            return false;
        socket.write("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) +
                     "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                     "Sec-WebSocket-Version: 13\r\n\r\n");
        socket.setReadBufferSize(0);
        QByteArray reply;
        QElapsedTimer t;
        t.start();
        while (!reply.contains("\r\n\r\n") && t.elapsed() < 3000) {
            QTest::qWait(10);
            reply += socket.readAll();
        }
        socket.setReadBufferSize(1);
        return reply.startsWith("HTTP/1.1 101");
    }
};

} // namespace sgd::ui::testing
