#include "class_server.h"

#include "class_guard.h"

#include "core/output_file.h"
#include "ui/render/html_export.h"
#include "ui/render/language.h"
#include "ui/render/paint_cache.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <QCryptographicHash>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>

namespace sgd::ui {

namespace {

QString newCode()
{
    static const char kLetters[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I/L
    QString code;
    for (int i = 0; i < 6; ++i)
        code += QLatin1Char(kLetters[QRandomGenerator::system()->bounded(int(sizeof(kLetters)) - 1)]);
    return code;
}

} // namespace

ClassServer::ClassServer(ClassLimits limits, QObject *parent)
    : QObject(parent), m_limits(limits), m_cache(std::make_unique<PaintCache>())
{
    qRegisterMetaType<sgd::ui::ClassStepRequest>();
    qRegisterMetaType<sgd::QuizAsk>();
}

ClassServer::~ClassServer()
{
    stop();
}

bool ClassServer::running() const
{
    return m_http != nullptr;
}

void ClassServer::startTimers()
{
    if (!m_sweep) {
        m_sweep = new QTimer(this);
        m_sweep->setInterval(100);
        connect(m_sweep, &QTimer::timeout, this, [this] {
            if (!m_tcp)
                return;
            auto *tcp = static_cast<GuardedTcpServer *>(m_tcp.data());
            tcp->sweepQueued();
            // After an attack's connections are gone, their megabytes go back to the system: the
            // allocator would otherwise keep them for later (the teacher's memory returns to its level).
            const qint64 queued = tcp->queued();
            if (m_queuedPeak > 1024 * 1024 && queued < 256 * 1024) {
#ifdef __GLIBC__
                malloc_trim(0);
                QTimer::singleShot(1500, this, [] { malloc_trim(0); }); // what the closing connections free after
#endif
                m_queuedPeak = 0;
            }
            m_queuedPeak = std::max(m_queuedPeak, queued);
        });
    }
    m_sweep->start();
    // A heartbeat: a page that hears nothing for a while knows the session's network is gone
    // (a lost Wi-Fi closes no connection) and says so instead of waiting in silence.
    if (!m_beat) {
        m_beat = new QTimer(this);
        m_beat->setInterval(5000);
        connect(m_beat, &QTimer::timeout, this, [this] { broadcast(QByteArrayLiteral("{\"t\":\"beat\"}")); });
    }
    m_beat->start();
}

namespace {

/// The language a page is told things in: its own (the join message's "lang", its <html lang>)
/// when shipped, else the teacher's.
QString pageLanguage(const QJsonObject &join)
{
    const QString language = matchLanguage(join.value(QLatin1String("lang")).toString().left(16));
    return language.isEmpty() ? currentLanguage() : language;
}

} // namespace

bool ClassServer::start(const QHostAddress &address, quint16 port, QString *error)
{
    stop();
    auto *tcp = new GuardedTcpServer;
    tcp->setParent(this);
    tcp->maxRequestBytes = m_limits.maxRequestBytes;
    tcp->requestSeconds = m_limits.requestSeconds;
    tcp->admit = [this](const QHostAddress &, int open, int fromPeer) {
        if (open < m_limits.maxConnections && fromPeer < m_limits.connectionsPerAddress)
            return true;
        ++m_stats.full;
        return false;
    };
    if (!tcp->listen(address, port)) {
        if (error)
            *error = tr("cannot listen on %1 port %2: %3").arg(address.toString()).arg(port).arg(tcp->errorString());
        delete tcp;
        return false;
    }
    tcp->maxQueuedBytes = m_limits.maxQueuedBytes;
    tcp->maxQueuedPageBytes = m_limits.maxQueuedPageBytes;
    tcp->maxServerQueued = m_limits.maxServerQueuedBytes;
    tcp->overQueued = [this] { ++m_stats.closedSlow; };
    tcp->overSent = [this] { ++m_stats.closedFlood; };
    m_tcp = tcp;
    startTimers();
    m_http = new QHttpServer(this);
    // The page in every shipped language: a student's browser language picks one, else the teacher's.
    // Each page's one script by its hash: no other script, and no inline handler, may run in it.
    m_pages.clear();
    for (const Language &language : shippedLanguages()) {
        Page page{liveClassPage(language.code).toUtf8(), {}};
        const qsizetype from = page.html.indexOf("<script>") + 8, to = page.html.indexOf("</script>", from);
        page.scriptHash =
            "'sha256-" + QCryptographicHash::hash(page.html.mid(from, to - from), QCryptographicHash::Sha256).toBase64() + "'";
        m_pages.insert(language.code, page);
    }
    m_http->route(QStringLiteral("/"), QHttpServerRequest::Method::Get, [this](const QHttpServerRequest &request) {
        QString code = matchAcceptLanguage(QString::fromLatin1(request.value("accept-language").left(512)));
        if (!m_pages.contains(code))
            code = m_pages.contains(currentLanguage()) ? currentLanguage() : QStringLiteral("en");
        const Page page = m_pages.value(code);
        QHttpServerResponse r(QByteArrayLiteral("text/html; charset=utf-8"), page.html);
        r.setHeader("Content-Language", code.replace(QLatin1Char('_'), QLatin1Char('-')).toLatin1());
        r.setHeader("Vary", "Accept-Language");
        r.setHeader("Cache-Control", "no-store");
        r.setHeader("X-Content-Type-Options", "nosniff");
        r.setHeader("Referrer-Policy", "no-referrer");
        r.setHeader("Content-Security-Policy", "default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'; script-src " +
                                                   page.scriptHash + "; connect-src 'self'; base-uri 'none'; form-action 'none'");
        return r;
    });
    // Qt HttpServer 6.4 upgrades a request to a WebSocket only when a route takes it: this one
    // answers nothing to an upgrade (the WebSocket handshake does) and "not found" to a plain GET.
    m_http->route(QStringLiteral("/ws"), QHttpServerRequest::Method::Get,
                  [](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
                      if (request.value("upgrade").compare("websocket", Qt::CaseInsensitive) != 0)
                          responder.write(QHttpServerResponder::StatusCode::NotFound);
                  });
    connect(m_http, &QHttpServer::newWebSocketConnection, this, &ClassServer::onWebSocket);
    m_http->bind(tcp);
    m_address = tcp->serverAddress();
    m_port = tcp->serverPort();
    m_code = newCode();
    m_stats = {};
    m_answers.clear();
    m_numbers.clear();
    m_wrongCodes.clear();
    m_staleJoins.clear();
    m_askedStudents.clear();
    m_question.reset();
    m_questionId = 0;
    m_revealed = false;
    m_stepMessage.clear();
    m_stepDeflated.clear();
    m_phoneMessage.clear();
    m_phoneDeflated.clear();
    m_shown.reset();
    emit changed();
    return true;
}

int ClassServer::openConnections() const
{
    return m_tcp ? static_cast<GuardedTcpServer *>(m_tcp.data())->open() : 0;
}

void ClassServer::stop()
{
    if (!m_http)
        return;
    const QByteArray end = compactJson({{QStringLiteral("t"), QStringLiteral("end")}});
    for (const auto &s : m_students)
        if (s->socket) {
            if (s->joined)
                sendTo(s->socket, end);
            s->socket->disconnect(this);
            s->socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("the class session ended"));
            s->socket->flush(); // "end" and the close out to the network before the connections go
            s->socket->deleteLater();
        }
    m_students.clear();
    m_tokensOf.clear();
    delete m_http; // and the TCP server it was bound to (its child)
    m_http = nullptr;
    delete m_tcp.data();
    m_pending.reset();
    m_question.reset();
    m_answers.clear(); // nothing students sent outlives the session unless the teacher saved it
    m_numbers.clear();
    m_port = 0;
    emit changed();
}

QString ClassServer::joinUrl() const
{
    QHostAddress shown = m_address;
    if (shown == QHostAddress(QHostAddress::AnyIPv4) || shown == QHostAddress(QHostAddress::Any)) {
        shown = QHostAddress(QHostAddress::LocalHost); // every interface: name the first on a network
        for (const QHostAddress &a : QNetworkInterface::allAddresses())
            if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback()) {
                shown = a;
                break;
            }
    }
    const QString host = shown.protocol() == QAbstractSocket::IPv6Protocol
                             ? QLatin1Char('[') + shown.toString() + QLatin1Char(']')
                             : shown.toString();
    return QStringLiteral("http://%1:%2/?code=%3").arg(host).arg(m_port).arg(m_code);
}

ClassStats ClassServer::stats() const
{
    ClassStats s = m_stats;
    s.students =
        int(std::count_if(m_students.begin(), m_students.end(), [](const auto &st) { return st->joined && st->socket; }));
    s.connections = openConnections();
    s.queuedBytes = m_tcp ? static_cast<GuardedTcpServer *>(m_tcp.data())->queued() : 0;
    s.lockedAddresses = lockedAddresses();
    return s;
}

void ClassServer::setTitle(const QString &title)
{
    m_title = title;
}

ClassServer::Student *ClassServer::studentOf(QWebSocket *socket)
{
    for (const auto &s : m_students)
        if (s->socket == socket)
            return s.get();
    return nullptr;
}

void ClassServer::onWebSocket()
{
    while (m_http && m_http->hasPendingWebSocketConnections()) {
        QWebSocket *socket = m_http->nextPendingWebSocketConnection().release();
        socket->setParent(this);
        // Qt drops a connection whose frame or message passes its limit without a word; up to 32
        // times ours, the message arrives and onMessage closes it properly (1009, "too big").
        socket->setMaxAllowedIncomingMessageSize(quint64(m_limits.maxMessageBytes) * 32);
        socket->setMaxAllowedIncomingFrameSize(quint64(m_limits.maxMessageBytes) * 32);
        // Only /ws, and only from this server's own page (a page elsewhere may not drive it).
        const QUrl origin(socket->origin());
        if (socket->requestUrl().path() != QLatin1String("/ws") ||
            (!socket->origin().isEmpty() && (origin.host() != socket->requestUrl().host() || origin.port(80) != m_port))) {
            ++m_stats.closedHostile;
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("not this session's page"));
            socket->deleteLater();
            continue;
        }
        auto *guard = static_cast<GuardedTcpServer *>(m_tcp.data());
        if (QTcpSocket *tcp = guard->connection(socket->peerAddress(), socket->peerPort())) {
            tcp->setProperty("sgdWebSocket", true); // past the request timeout: a student now
            // After the WebSocket's own reader (Qt answered every ping in it): a peer that sends
            // and does not read what comes back is closed at its cap, not when memory runs out.
            connect(tcp, &QTcpSocket::readyRead, guard, [guard, tcp] { guard->checkQueued(tcp); });
        }
        auto student = std::make_unique<Student>();
        student->socket = socket;
        student->tokens = m_limits.messageBurst;
        student->refill.start();
        m_students.push_back(std::move(student));
        connect(socket, &QWebSocket::textMessageReceived, this, [this, socket](const QString &text) { onMessage(socket, text); });
        connect(socket, &QWebSocket::bytesWritten, this, [this, socket] {
            if (Student *st = studentOf(socket); st && !st->acks && !st->pendingStep.isEmpty() && socket->bytesToWrite() == 0) {
                const QByteArray step = std::exchange(st->pendingStep, {});
                sendTo(socket, step);
            }
        });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket] {
            drop(socket, QWebSocketProtocol::CloseCodeDatatypeNotSupported, QStringLiteral("text only"),
                 &ClassStats::closedHostile);
        });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] {
            if (socket->closeCode() == QWebSocketProtocol::CloseCodeTooMuchData)
                ++m_stats.closedHostile; // a message over Qt's own size limit: Qt closed it
            const bool wasJoined = forget(socket);
            releaseConnection(socket);
            socket->deleteLater();
            if (wasJoined)
                emit changed();
        });
        QTimer::singleShot(m_limits.joinSeconds * 1000, socket, [this, socket] {
            if (const Student *s = studentOf(socket); s && !s->joined)
                drop(socket, QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("no join in time"),
                     &ClassStats::closedHostile);
        });
    }
}

void ClassServer::drop(QWebSocket *socket, int closeCode, const QString &why, int ClassStats::*counter)
{
    if (counter)
        ++(m_stats.*counter);
    forget(socket);
    socket->disconnect(this);
    socket->close(QWebSocketProtocol::CloseCode(closeCode), why);
    releaseConnection(socket);
    socket->deleteLater();
    emit changed(); // the counts of refusals changed too
}

bool ClassServer::forget(QWebSocket *socket)
{
    const auto it = std::find_if(m_students.begin(), m_students.end(), [socket](const auto &s) { return s->socket == socket; });
    if (it == m_students.end())
        return false;
    const bool joined = (*it)->joined;
    m_students.erase(it);
    return joined;
}

void ClassServer::releaseConnection(QWebSocket *socket)
{
    if (!m_tcp)
        return;
    if (QTcpSocket *tcp = static_cast<GuardedTcpServer *>(m_tcp.data())->connection(socket->peerAddress(), socket->peerPort()))
        QTimer::singleShot(2000, tcp, [tcp] {
            tcp->abort();
            tcp->deleteLater();
        });
}

void ClassServer::sendTo(QWebSocket *socket, const QByteArray &message)
{
    if (!socket || !socket->isValid())
        return;
    if (socket->bytesToWrite() > m_limits.maxQueuedBytes) {
        // Too far behind (a phone on a weak signal, or a peer that stopped reading): closed, after
        // the loop that is sending; its page reconnects and gets the step shown now.
        if (!socket->property("sgdSlow").toBool()) {
            socket->setProperty("sgdSlow", true);
            QMetaObject::invokeMethod(
                this,
                [this, guard = QPointer<QWebSocket>(socket)] {
                    if (guard && studentOf(guard))
                        drop(guard, QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("too far behind"),
                             &ClassStats::closedSlow);
                },
                Qt::QueuedConnection);
        }
        return;
    }
    socket->sendBinaryMessage(message);
}

void ClassServer::broadcast(const QByteArray &message)
{
    for (const auto &s : m_students)
        if (s->joined)
            sendTo(s->socket, message);
}

void ClassServer::onMessage(QWebSocket *socket, const QString &text)
{
    Student *s = studentOf(socket);
    if (!s)
        return;
    if (s->stepOnItsWay && text == QLatin1String(R"({"t":"have"})")) {
        // The step on its way arrived (one such message a step sent: not counted as a message).
        s->stepOnItsWay = false;
        if (!s->pendingStep.isEmpty()) {
            s->stepOnItsWay = true;
            sendTo(socket, std::exchange(s->pendingStep, {}));
        }
        return;
    }
    s->tokens = std::min(m_limits.messageBurst, s->tokens + s->refill.restart() / 1000.0 * m_limits.messagesPerSecond);
    if (s->tokens < 1) {
        drop(socket, QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("too many messages"), &ClassStats::closedFlood);
        return;
    }
    s->tokens -= 1;
    if (text.size() > m_limits.maxMessageBytes) {
        drop(socket, QWebSocketProtocol::CloseCodeTooMuchData, QStringLiteral("message too long"), &ClassStats::closedHostile);
        return;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    const QString type = doc.object().value(QLatin1String("t")).toString();
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        drop(socket, QWebSocketProtocol::CloseCodeProtocolError, QStringLiteral("not a message"), &ClassStats::closedHostile);
    } else if (!s->joined && type == QLatin1String("join")) {
        join(socket, doc.object());
    } else if (s->joined && type == QLatin1String("answer")) {
        receiveAnswer(*s, doc.object());
    } else if (s->joined && type == QLatin1String("have")) {
        // Written otherwise than the page writes it, or a second word for one step: counted as a
        // message; a step waiting still goes.
        if (std::exchange(s->stepOnItsWay, false) && !s->pendingStep.isEmpty()) {
            s->stepOnItsWay = true;
            sendTo(socket, std::exchange(s->pendingStep, {}));
        }
    } else if (s->joined && type == QLatin1String("layout")) { // the phone turned: the step laid out for it now
        const bool phone = doc.object().value(QLatin1String("phone")).toBool();
        if (phone != s->phone) {
            s->phone = phone;
            if (!m_stepMessage.isEmpty())
                sendStep(*s);
        }
    } else {
        drop(socket, QWebSocketProtocol::CloseCodeProtocolError, QStringLiteral("unexpected message"),
             &ClassStats::closedHostile);
    }
}

void ClassServer::replacePage(const Student *current, const QString &token)
{
    // The same page reloaded (its token) takes over its old connection: one student, one answer.
    // The old page is told, so that it does not take it back (two tabs would take turns forever).
    for (const auto &other : m_students)
        if (other.get() != current && other->joined && other->token == token && other->socket) {
            sendTo(other->socket,
                   compactJson({{QStringLiteral("t"), QStringLiteral("refused")},
                                {QStringLiteral("why"), translateIn(other->language, "sgd::ui::ClassServer",
                                                                    QT_TR_NOOP("This page was opened again (another tab or a "
                                                                               "reload): follow there."))}}));
            drop(other->socket, QWebSocketProtocol::CloseCodeNormal, QStringLiteral("joined again"), nullptr);
            break;
        }
}

void ClassServer::join(QWebSocket *socket, const QJsonObject &m)
{
    Student *s = studentOf(socket);
    const QString address = socket->peerAddress().toString();
    const QString language = pageLanguage(m);
    auto say = [&language](const char *source) { return translateIn(language, "sgd::ui::ClassServer", source); };
    auto refuse = [&](const QString &why, int ClassStats::*counter) {
        sendTo(socket, compactJson({{QStringLiteral("t"), QStringLiteral("refused")}, {QStringLiteral("why"), why}}));
        drop(socket, QWebSocketProtocol::CloseCodePolicyViolated, why.left(100), counter);
    };
    static const QRegularExpression kToken(QStringLiteral("^[A-Za-z0-9]{16,40}$"));
    const QString token = m.value(QLatin1String("token")).toString();
    if (!m.value(QLatin1String("code")).isString() || !kToken.match(token).hasMatch()) {
        drop(socket, QWebSocketProtocol::CloseCodeProtocolError, QStringLiteral("malformed join"), &ClassStats::closedHostile);
        return;
    }
    if (m_wrongCodes.value(address) >= m_limits.wrongCodesPerAddress)
        return refuse(say(QT_TR_NOOP("Too many wrong codes came from this device's network address: ask the teacher.")),
                      &ClassStats::wrongCode);
    if (m.value(QLatin1String("code")).toString().trimmed().toUpper() != m_code) {
        // A page that had joined an earlier session (the teacher's app restarted) reconnects with
        // its old code: told that session ended, and not counted against its address, up to a
        // bound (a script calling every guess a reconnection gains a few hundred guesses, of 887
        // million codes).
        if (m.value(QLatin1String("again")).toBool() && m_staleJoins[address] < 10 * m_limits.wrongCodesPerAddress) {
            ++m_staleJoins[address];
            ++m_stats.staleJoins;
            sendTo(socket, compactJson({{QStringLiteral("t"), QStringLiteral("ended")},
                                        {QStringLiteral("why"), say(QT_TR_NOOP("The class session this page followed has ended: "
                                                                               "type the new code from the projector."))}}));
            drop(socket, QWebSocketProtocol::CloseCodeNormal, QStringLiteral("session ended"), nullptr);
            return;
        }
        ++m_wrongCodes[address]; // (refuse() drops it: the counts change)
        return refuse(say(QT_TR_NOOP("That is not this session's code: check the code on the projector.")),
                      &ClassStats::wrongCode);
    }
    // One device address, a bounded number of students (a script cannot cast a class's answers).
    QSet<QString> &tokens = m_tokensOf[address];
    if (!tokens.contains(token) && int(tokens.size()) >= m_limits.studentsPerAddress)
        return refuse(say(QT_TR_NOOP("Too many students joined from this device's network address: ask the teacher.")),
                      &ClassStats::full);
    replacePage(s, token);
    s = studentOf(socket);
    const int joinedNow = int(std::count_if(m_students.begin(), m_students.end(), [](const auto &st) { return st->joined; }));
    if (joinedNow >= m_limits.maxStudents)
        return refuse(say(QT_TR_NOOP("The class is full (%1 students).")).arg(m_limits.maxStudents), &ClassStats::full);
    tokens.insert(token);
    s->joined = true;
    s->language = language;
    s->token = token;
    s->nickname = cleanNickname(m.value(QLatin1String("nick")).toString());
    if (!m_numbers.contains(token))
        m_numbers.insert(token, int(m_numbers.size()) + 1);
    s->number = m_numbers.value(token);
    ++m_stats.joined;
    sendTo(socket, compactJson({{QStringLiteral("t"), QStringLiteral("welcome")},
                                {QStringLiteral("title"), m_title},
                                {QStringLiteral("keep"), m_limits.stepsKept}}));
    s->deflate = m.value(QLatin1String("deflate")).toBool();
    s->phone = m.value(QLatin1String("phone")).toBool();
    s->acks = m.value(QLatin1String("acks")).toBool();
    if (!m_stepMessage.isEmpty()) {
        sendStep(*s);
        ++m_stats.stepsSent;
    }
    if (m_question && !m_closed) {
        m_askedStudents.insert(s->number);
        sendTo(socket, askMessage());
        for (const ClassAnswer &a : m_answers)
            if (a.question == m_questionId && a.student == s->number)
                sendTo(socket, compactJson({{QStringLiteral("t"), QStringLiteral("got")},
                                            {QStringLiteral("q"), m_questionId},
                                            {QStringLiteral("text"), a.text}}));
        if (m_revealed)
            sendTo(socket, revealMessage(*s));
    }
    emit changed();
}

void ClassServer::receiveAnswer(Student &s, const QJsonObject &m)
{
    QWebSocket *socket = s.socket;
    const bool hasChoice = m.contains(QLatin1String("choice")), hasText = m.contains(QLatin1String("text"));
    const QString text = m.value(QLatin1String("text")).toString();
    const double choiceValue = m.value(QLatin1String("choice")).toDouble(-1);
    if (hasChoice == hasText || (hasText && (!m.value(QLatin1String("text")).isString() || text.size() > 60)) ||
        (hasChoice && (!m.value(QLatin1String("choice")).isDouble() || choiceValue != std::floor(choiceValue))) ||
        !m.value(QLatin1String("q")).isDouble()) {
        drop(socket, QWebSocketProtocol::CloseCodeProtocolError, QStringLiteral("malformed answer"), &ClassStats::closedHostile);
        return;
    }
    // A late answer (the question was revealed or taken back while it travelled) is not an attack:
    // the page hears that it came too late.
    if (!m_question || !m_open || m.value(QLatin1String("q")).toInt() != m_questionId) {
        sendTo(socket, compactJson({{QStringLiteral("t"), QStringLiteral("late")},
                                    {QStringLiteral("q"), m.value(QLatin1String("q")).toInt()}}));
        return;
    }
    for (const ClassAnswer &a : m_answers)
        if (a.question == m_questionId && a.student == s.number) {
            ++m_stats.duplicates; // one answer each: the first one counts
            sendTo(socket, compactJson({{QStringLiteral("t"), QStringLiteral("got")},
                                        {QStringLiteral("q"), m_questionId},
                                        {QStringLiteral("text"), a.text}}));
            return;
        }
    ClassAnswer a;
    a.question = m_questionId;
    a.step = m_question->step;
    a.prompt = QString::fromStdString(m_question->prompt);
    a.student = s.number;
    a.nickname = s.nickname;
    a.address = socket->peerAddress().toString();
    if (hasChoice) {
        a.choice = int(choiceValue);
        if (a.choice < 0 || a.choice >= int(m_question->choices.size())) {
            drop(socket, QWebSocketProtocol::CloseCodeProtocolError, QStringLiteral("no such choice"),
                 &ClassStats::closedHostile);
            return;
        }
        a.text = QString::fromStdString(m_question->choices[std::size_t(a.choice)]);
        a.grade = gradeChoice(*m_question, a.choice);
    } else {
        a.text = text.simplified();
        a.grade = gradeAnswer(*m_question, a.text.toStdString());
        if (a.grade.verdict == QuizVerdict::Unreadable) { // not an answer yet: the student may try again
            ++m_stats.unreadable;
            sendTo(socket, compactJson({{QStringLiteral("t"), QStringLiteral("unreadable")},
                                        {QStringLiteral("q"), m_questionId},
                                        {QStringLiteral("text"), QString::fromStdString(a.grade.text)}}));
            return;
        }
    }
    a.outcome = classAnswerOutcome(*m_question, a.text, a.choice, a.grade, a.right);
    a.seconds = m_questionClock.elapsed() / 1000.0;
    m_answers.push_back(a);
    ++m_stats.answers;
    sendTo(socket, compactJson({{QStringLiteral("t"), QStringLiteral("got")},
                                {QStringLiteral("q"), m_questionId},
                                {QStringLiteral("text"), a.text}}));
    emit changed();
}

int ClassServer::clearAddressLocks()
{
    const int locked = lockedAddresses();
    m_wrongCodes.clear();
    m_staleJoins.clear();
    emit changed();
    return locked;
}

int ClassServer::lockedAddresses() const
{
    int locked = 0;
    for (auto it = m_wrongCodes.cbegin(); it != m_wrongCodes.cend(); ++it)
        locked += it.value() >= m_limits.wrongCodesPerAddress ? 1 : 0;
    return locked;
}

ClassTally ClassServer::tally() const
{
    if (!m_question)
        return ClassTally{0, false, false, {}, {}, stats().students, 0, 0, {}, {}, {}};
    // Out of the students the question reached (some may have left since), never fewer than answered.
    ClassTally t = classTally(*m_question, m_questionId, m_answers, int(m_askedStudents.size()));
    t.open = m_open;
    t.revealed = m_revealed;
    return t;
}

bool ClassServer::exportCsv(const QString &path, QString *error) const
{
    const QByteArray csv = classAnswersCsv(m_answers);
    OutputFile file(fileNameBytes(path)); // the name as given, also when it is not UTF-8
    if (file.open() && file.writeAll(csv.constData(), std::size_t(csv.size())) && file.prepareCommit() && file.commit())
        return true;
    if (error)
        *error = QString::fromStdString(file.error());
    return false;
}

} // namespace sgd::ui
