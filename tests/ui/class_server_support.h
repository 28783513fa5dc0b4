#pragma once
// The server's tests' shared pieces (tst_class_server.cpp, tst_class_limits.cpp): a raw HTTP
// exchange, the sync scene's trace and a step request for it. Linked with the server's library, unlike
// class_test_support.h, which the command-line restart test shares without it.
#include "class_test_support.h"
#include "core/scenes.h"
#include "ui/classroom/class_server.h"
#include "ui/render/style.h"

#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTest>

#include <memory>

namespace sgd::ui::testing {

/// A raw HTTP exchange with the server (in this thread: the event loop runs while waiting): what
/// came back before it closed or went quiet for 0.4 s.
inline QByteArray http(quint16 port, const QByteArray &request)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    if (!QTest::qWaitFor([&] { return s.state() == QAbstractSocket::ConnectedState; }, 3000))
        return {};
    s.write(request);
    QByteArray reply;
    QElapsedTimer quiet;
    quiet.start();
    while (quiet.elapsed() < 400 && s.state() == QAbstractSocket::ConnectedState) {
        QTest::qWait(20);
        if (s.bytesAvailable() > 0) {
            reply += s.readAll();
            quiet.restart();
        }
    }
    return s.isOpen() ? reply + s.readAll() : reply;
}

inline std::shared_ptr<const Trace> syncTrace()
{
    const SceneDef &scene = *findScene("sync");
    return std::make_shared<const Trace>(runScene(scene, scene.defaults()));
}

inline ClassStepRequest stepRequest(const std::shared_ptr<const Trace> &trace, int step, bool questionOpen = false)
{
    ClassStepRequest r;
    r.trace = trace;
    r.step = step;
    r.counter = QStringLiteral("Round %1").arg(step);
    r.options.size = QSize(800, 450);
    r.options.style = Style::light();
    r.questionOpen = questionOpen;
    r.run = 1;
    return r;
}

} // namespace sgd::ui::testing
