#include "class_link.h"

#include "ui/render/run_compare_painter.h"
#include "ui/render/scene_painter.h"
#include "ui/session/quiz_controller.h"
#include "ui/session/studio_session.h"

#include <QNetworkInterface>
#include <QTimer>

#include <chrono>

namespace sgd::ui {

ClassLink::ClassLink(StudioSession *session, std::function<PictureOptions()> picture, ClassLimits limits, QObject *parent)
    : QObject(parent), m_session(session), m_picture(std::move(picture))
{
    qRegisterMetaType<sgd::ui::ClassTally>();
    qRegisterMetaType<sgd::ui::ClassStats>();
    m_thread.setObjectName(QStringLiteral("class session"));
    m_server = new ClassServer(limits);
    m_server->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_server, &QObject::deleteLater);
    // Counts and tally are read on the server's thread and handed over as values, at most every
    // 50 ms (three hundred answers in a second are a few updates of the window, not three hundred).
    connect(m_server, &ClassServer::changed, m_server, [this] {
        if (m_updateQueued.exchange(true))
            return;
        QTimer::singleShot(50, m_server, [this] {
            m_updateQueued = false;
            const ClassStats stats = m_server->stats();
            const ClassTally tally = m_server->tally();
            QMetaObject::invokeMethod(this, [this, stats, tally] {
                m_stats = stats;
                m_tally = tally;
                emit updated();
            });
        });
    });
    m_thread.start();

    m_publish = new QTimer(this);
    m_publish->setSingleShot(true);
    connect(m_publish, &QTimer::timeout, this, &ClassLink::publish);
    Transport *transport = session->transport();
    connect(transport, &Transport::indexChanged, this, [this] { schedulePublish(); });
    connect(session->controller(), &SceneController::traceChanged, this, [this] { schedulePublish(); });
    connect(session, &StudioSession::viewChanged, this, [this] { schedulePublish(); });
    connect(session, &StudioSession::viewOptionsChanged, this, [this] { schedulePublish(); });
    connect(session, &StudioSession::narrationOverrideChanged, this, [this] { schedulePublish(); });
    connect(session, &StudioSession::comparisonChanged, this, [this] { schedulePublish(); });
    connect(session, &StudioSession::sceneShown, this, [this] { schedulePublish(); });
    connect(session->quiz(), &QuizController::changed, this, &ClassLink::followQuiz);
}

ClassLink::~ClassLink()
{
    stop();
    m_thread.quit();
    m_thread.wait();
}

bool ClassLink::start(const QHostAddress &address, quint16 port, QString *error)
{
    bool ok = false;
    QString why;
    QMetaObject::invokeMethod(
        m_server,
        [&] {
            ok = m_server->start(address, port, &why);
            if (ok) {
                m_code = m_server->code();
                m_url = m_server->joinUrl();
                m_address = m_server->address();
                m_port = m_server->port();
            }
        },
        Qt::BlockingQueuedConnection);
    if (!ok) {
        if (error)
            *error = why;
        return false;
    }
    m_running = true;
    m_lastTrace = nullptr;
    m_networkLost = false;
    if (!m_networkWatch) {
        m_networkWatch = new QTimer(this);
        m_networkWatch->setInterval(2000);
        connect(m_networkWatch, &QTimer::timeout, this, [this] {
            if (!m_running || (m_address.isLoopback() && !addressesNow) || m_address == QHostAddress(QHostAddress::AnyIPv4) ||
                m_address == QHostAddress(QHostAddress::Any))
                return;
            const QList<QHostAddress> now = addressesNow ? addressesNow() : QNetworkInterface::allAddresses();
            const bool lost = !now.contains(m_address);
            if (lost != m_networkLost) {
                m_networkLost = lost;
                emit networkChanged(lost);
                emit updated();
            }
        });
    }
    m_networkWatch->start();
    emit runningChanged(true);
    publish();
    followQuiz();
    return true;
}

void ClassLink::stop()
{
    if (m_networkWatch)
        m_networkWatch->stop();
    m_networkLost = false;
    if (!m_running)
        return;
    m_running = false;
    m_publish->stop();
    QMetaObject::invokeMethod(
        m_server, [this] { m_server->stop(); }, Qt::BlockingQueuedConnection);
    m_stats = {};
    m_tally = {};
    emit runningChanged(false);
    emit updated();
}

QStringList ClassLink::otherAddresses() const
{
    QStringList out;
    for (const QHostAddress &a : addressesNow ? addressesNow() : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && a != m_address && !out.contains(a.toString()))
            out << a.toString();
    return out;
}

void ClassLink::refreshNow()
{
    QMetaObject::invokeMethod(
        m_server,
        [this] {
            m_stats = m_server->stats();
            m_tally = m_server->tally();
        },
        Qt::BlockingQueuedConnection);
}

bool ClassLink::exportCsv(const QString &path, QString *error)
{
    bool ok = false;
    QString why;
    QMetaObject::invokeMethod(
        m_server, [&] { ok = m_server->exportCsv(path, &why); }, Qt::BlockingQueuedConnection);
    if (!ok && error)
        *error = why;
    return ok;
}

void ClassLink::clearAddressLocks()
{
    QMetaObject::invokeMethod(m_server, [server = m_server] { server->clearAddressLocks(); });
}

void ClassLink::schedulePublish(int ms)
{
    if (m_running && !m_publish->isActive())
        m_publish->start(ms);
}

void ClassLink::publish()
{
    const std::shared_ptr<const Trace> trace = m_session->controller()->trace();
    if (!m_running || !trace || trace->frames.empty())
        return;
    if (trace != m_lastTrace) { // another scene or parameters: the students' history starts again
        m_lastTrace = trace;
        ++m_run;
    }
    ClassStepRequest r;
    r.asked = std::chrono::steady_clock::now();
    r.trace = trace;
    r.run = m_run;
    if (m_picture) {
        r.options = m_picture();
    } else {
        r.options.view = m_session->view();
        r.options.viewOptions = m_session->shownOptions();
        r.options.style = Style::print();
    }
    r.options.size = kPictureSize;
    r.step = std::clamp(m_session->transport()->index(), 0, int(trace->frames.size()) - 1);
    r.options.step = r.step;
    r.counter = stepCounter(*trace, r.step);
    // Quiz mode holds back what the next step brings, as the projector does (ui/main_window_quiz.cpp).
    r.questionOpen = m_session->quiz()->active();
    if (r.questionOpen)
        r.options.viewOptions.insert(QLatin1String(kQuizHideNextKey), true);
    if (const auto comparison = m_session->comparison())
        r.narration = runComparisonNarration(*comparison, r.step);
    if (const QString words = m_session->narrationOverrideHtml(); !words.isEmpty())
        r.narration = words;
    const ScenePainter *painter = painterFor(m_session->controller()->sceneId());
    if (const QString question = quizModeNarration(
            *m_session->quiz(), *trace,
            [&](int frame) {
                return painter ? painter->narration(*trace, frame, withView(r.options.viewOptions, r.options.view)) : QString();
            });
        !question.isEmpty())
        r.narration = question;
    QMetaObject::invokeMethod(m_server, [server = m_server, r] { server->requestStep(r); });
}

void ClassLink::followQuiz()
{
    if (!m_running)
        return;
    const QuizController *quiz = m_session->quiz();
    switch (quiz->phase()) {
    case QuizController::Phase::Asking:
        if (const auto &q = quiz->question())
            QMetaObject::invokeMethod(m_server, [server = m_server, ask = *q] { server->ask(ask); });
        break;
    case QuizController::Phase::Revealing:
    case QuizController::Phase::Revealed:
        QMetaObject::invokeMethod(m_server, [server = m_server] { server->reveal(); });
        break;
    case QuizController::Phase::Off:
    case QuizController::Phase::Idle:
        QMetaObject::invokeMethod(m_server, [server = m_server] { server->withdraw(); });
        break;
    }
    schedulePublish(); // the numbers and the picture's hiding follow the question
}

std::vector<ClassAddress> classAddresses()
{
    std::vector<ClassAddress> out;
    for (const QNetworkInterface &i : QNetworkInterface::allInterfaces()) {
        const auto flags = i.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning) ||
            (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                out.push_back({e.ip(), QObject::tr("%1: %2 (the local network)").arg(i.humanReadableName(), e.ip().toString())});
    }
    out.push_back({QHostAddress(QHostAddress::LocalHost), QObject::tr("This computer only: 127.0.0.1 (for a try-out)")});
    out.push_back({QHostAddress(QHostAddress::AnyIPv4), QObject::tr("Every network of this computer: 0.0.0.0")});
    return out;
}

} // namespace sgd::ui
