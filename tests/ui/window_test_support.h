#pragma once
// Shared by the tests of the whole window (help, pen, quiz, lessons): settings in a cleared test
// store, the compute backends, and a main window shown, active and on a scene whose trace is in.

#include "../test_time.h"
#include "gpu/backend_factory.h"
#include "session_window.h"
#include "ui/main_window.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSize>
#include <QStandardPaths>
#include <QString>
#include <QTest>

#include <memory>

namespace sgd::ui::testing {

/// For initTestCase: a settings store of the test's own (named `appName`), cleared, and the compute
/// backends installed (MainWindow needs them).
inline void initWindowTests(const char *appName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio Tests"));
    QCoreApplication::setApplicationName(QString::fromLatin1(appName));
    QSettings().clear();
    sgd::gpu::installBackends();
}

/// Waits for the scene's trace and lets the window take it (the queued deliveries run).
inline void waitForTrace(MainWindow &w, int timeoutMs = 20000)
{
    QVERIFY(w.session()->controller()->waitForTrace(sgd::test::ms(timeoutMs)));
    QCoreApplication::processEvents();
    QTRY_VERIFY(w.session()->controller()->trace() != nullptr);
}

/// A new main window in `w`, `size` large, shown and active, on `scene` with its trace computed.
/// Like QVERIFY it returns early on a failure: callers go on only while !QTest::currentTestFailed().
inline void openTestWindow(std::unique_ptr<MainWindow> &w, QSize size, const QString &scene)
{
    w = std::make_unique<SessionWindow>();
    w->resize(size);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    QVERIFY(w->openScene(scene));
    waitForTrace(*w);
}

} // namespace sgd::ui::testing
