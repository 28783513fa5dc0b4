#pragma once
// The whole window on the single-weight scene, as tst_main_window and tst_window_memory start every
// test: a settings store of the test's own, the compute backends, a window shown and active (key
// shortcuts need it) with its trace in, animations off, the transport at the start.
#include "../test_time.h"
#include "gpu/backend_factory.h"
#include "session_window.h"
#include "ui/main_window.h"
#include "ui/session/scene_controller.h"
#include "ui/session/studio_session.h"
#include "ui/session/transport.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <memory>

namespace sgd::ui::testing {

class MainWindowFixture {
protected:
    std::unique_ptr<MainWindow> m_w;

    MainWindow *window() { return m_w.get(); }

    /// For initTestCase.
    static void initWindowCase(const char *appName)
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio Tests"));
        QCoreApplication::setApplicationName(QString::fromLatin1(appName));
        QSettings().clear();
        gpu::installBackends(); // as the program does at start-up: the scale lab computes on them
    }

    /// For init: like QVERIFY it returns early on a failure (the test then stops at its first check).
    void openOnSingleWeight()
    {
        m_w = std::make_unique<SessionWindow>();
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
        m_w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_w.get()));
        QVERIFY(m_w->openScene(QStringLiteral("single-weight")));
        waitTrace();
        m_w->session()->transport()->setAnimationsEnabled(false);
        m_w->session()->transport()->reset();
    }

    void waitTrace()
    {
        QVERIFY(m_w->session()->controller()->waitForTrace(sgd::test::ms(10000)));
        QTRY_VERIFY(m_w->session()->controller()->trace() != nullptr);
    }
    double frameValue(const char *field) const
    {
        const auto t = m_w->session()->controller()->trace();
        return t->frames.at(std::size_t(m_w->session()->transport()->index())).num(field);
    }
    QString tableCell(int row, int col) const { return m_w->tableView()->model()->index(row, col).data().toString(); }
};

} // namespace sgd::ui::testing
