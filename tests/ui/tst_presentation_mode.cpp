// Presentation mode without the classroom window (ui/presentation_mode.h): a plain QMainWindow with
// a menu bar, a status bar, two docks and a canvas. F11 hides the chrome and the panels, F10 shows
// the menus and the parameters, Esc leaves and puts the panels back as they were; the hint shows
// once; window and presentation mode each keep their own text size; on a 720-line screen the
// presentation type shrinks with the picture.
#include "offscreen_screens.h"
#include "ui/presentation_mode.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <memory>

using namespace sgd::ui;

namespace {

/// The window a PresentationMode lives in: the docks and the canvas it hides, shows and draws over.
struct Window {
    QMainWindow w;
    QDockWidget *nav = new QDockWidget(QStringLiteral("Scenes"), &w);
    QDockWidget *panel = new QDockWidget(QStringLiteral("Parameters"), &w);
    QWidget *canvas = new QWidget(&w);
    QMenu *view = nullptr;
    std::unique_ptr<PresentationMode> mode;

    Window()
    {
        w.setCentralWidget(canvas);
        nav->setWidget(new QWidget(nav));
        panel->setWidget(new QWidget(panel));
        w.addDockWidget(Qt::LeftDockWidgetArea, nav);
        w.addDockWidget(Qt::RightDockWidgetArea, panel);
        w.statusBar()->showMessage(QStringLiteral("status"));
        view = w.menuBar()->addMenu(QStringLiteral("&View"));
        mode = std::make_unique<PresentationMode>(&w, nav, panel, canvas);
        mode->addToViewMenu(view);
        w.resize(900, 600);
    }

    bool show()
    {
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return false;
        w.activateWindow();
        return QTest::qWaitForWindowActive(&w);
    }

    /// The Text size menu's checked entry (0: none).
    int checkedTextScale() const
    {
        for (const QAction *a : view->actions())
            if (QMenu *sub = a->menu())
                for (const QAction *s : sub->actions())
                    if (s->isCheckable() && s->isChecked())
                        return s->data().toInt();
        return 0;
    }
};

} // namespace

class TestPresentationMode : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_presentation_mode"));
    }
    void init() { QSettings().clear(); }

    void textSizeIsRememberedPerModeAndInTheSettings()
    {
        Window win;
        PresentationMode &m = *win.mode;
        QSignalSpy scaled(&m, &PresentationMode::textScaleChanged);
        QCOMPARE(m.textScale(), 100);
        QCOMPARE(win.checkedTextScale(), 100);
        m.setTextScale(133); // between steps: the nearest step
        QCOMPARE(m.textScale(), 140);
        QCOMPARE(scaled.count(), 1);
        QCOMPARE(QSettings().value(QStringLiteral("view/textScale")).toInt(), 140);
        QCOMPARE(win.checkedTextScale(), 140);

        m.setOn(true);
        QCOMPARE(m.textScale(), 160); // presentation's own default
        QCOMPARE(win.checkedTextScale(), 160);
        m.setTextScale(250); // above the largest step: the largest
        QCOMPARE(m.textScale(), 200);
        QCOMPARE(QSettings().value(QStringLiteral("view/presentationTextScale")).toInt(), 200);
        QCOMPARE(QSettings().value(QStringLiteral("view/textScale")).toInt(), 140); // the window's stays
        m.setOn(false);
        QCOMPARE(m.textScale(), 140);
        QCOMPARE(win.checkedTextScale(), 140);
        QCOMPARE(scaled.count(), 2); // a change of mode is changed()'s to say

        // Another window reads both back; a number written elsewhere snaps to a step.
        QSettings().setValue(QStringLiteral("view/textScale"), 111);
        Window again;
        QCOMPARE(again.mode->textScale(), 120);
        again.mode->setOn(true);
        QCOMPARE(again.mode->textScale(), 200);
        again.mode->setOn(false);
    }

    // On this test's 720-line screen a presentation size of 200 % is 200 % of a 1080-line
    // projector's picture: 4/3 on this one; the window's size is the window's, whatever the screen.
    void presentationTypeFollowsTheScreensLines()
    {
        Window win;
        QVERIFY(win.show());
        PresentationMode &m = *win.mode;
        m.setTextScale(160);
        QCOMPARE(m.effectiveTextScale(), 1.6);
        m.setOn(true);
        m.setTextScale(200);
        QCOMPARE(m.effectiveTextScale(), 2.0 * 720 / 1080);
        m.setTextScale(100); // never below the window's
        QCOMPARE(m.effectiveTextScale(), 1.0);
        m.setOn(false);
    }

    void leavingPutsThePanelsBackAsTheyWere_data()
    {
        QTest::addColumn<bool>("navShown");
        QTest::addColumn<bool>("panelShown");
        QTest::addColumn<bool>("maximized");
        QTest::newRow("both") << true << true << false;
        QTest::newRow("scene list closed") << false << true << false;
        QTest::newRow("parameters closed, maximized") << true << false << true;
    }

    void leavingPutsThePanelsBackAsTheyWere()
    {
        QFETCH(bool, navShown);
        QFETCH(bool, panelShown);
        QFETCH(bool, maximized);
        Window win;
        QVERIFY(win.show());
        if (maximized)
            win.w.showMaximized();
        win.nav->setVisible(navShown);
        win.panel->setVisible(panelShown);
        PresentationMode &m = *win.mode;
        m.setChromeShown(false); // outside presentation mode the menus always show
        QVERIFY(win.w.menuBar()->isVisible());

        // switching(): the panels already away (or back), the window not yet full screen (or back).
        QList<bool> switching;
        connect(&m, &PresentationMode::switching, &win.w, [&](bool on) {
            switching << on;
            QCOMPARE(win.nav->isVisible(), !on && navShown);
            QCOMPARE(win.w.isFullScreen(), !on);
        });
        QSignalSpy changed(&m, &PresentationMode::changed);
        m.setOn(true);
        QVERIFY(m.isOn());
        QVERIFY(win.w.isFullScreen());
        QVERIFY(!win.w.menuBar()->isVisible());
        QVERIFY(!win.w.statusBar()->isVisible());
        QVERIFY(!win.nav->isVisible());
        QVERIFY(!win.panel->isVisible());
        QVERIFY(!m.chromeShown());

        m.setChromeShown(true); // F10: the menus, the status bar and the parameters, not the scene list
        QVERIFY(win.w.menuBar()->isVisible());
        QVERIFY(win.w.statusBar()->isVisible());
        QVERIFY(win.panel->isVisible());
        QVERIFY(!win.nav->isVisible());
        m.setChromeShown(false);
        QVERIFY(!win.panel->isVisible());

        m.setOn(false);
        QVERIFY(!m.isOn());
        QVERIFY(!m.chromeShown());
        QVERIFY(!win.w.isFullScreen());
        QCOMPARE(win.w.isMaximized(), maximized);
        QVERIFY(win.w.menuBar()->isVisible());
        QVERIFY(win.w.statusBar()->isVisible());
        QCOMPARE(win.nav->isVisible(), navShown);
        QCOMPARE(win.panel->isVisible(), panelShown);
        QCOMPARE(switching, (QList<bool>{true, false}));
        QCOMPARE(changed.count(), 2);
        m.setOn(false); // already off: nothing
        QCOMPARE(changed.count(), 2);
    }

    // F11 enters, F10 shows the chrome, Esc leaves; outside presentation mode F10 and Esc do nothing.
    void theKeys()
    {
        Window win;
        QVERIFY(win.show());
        PresentationMode &m = *win.mode;
        QTest::keyClick(&win.w, Qt::Key_Escape);
        QTest::keyClick(&win.w, Qt::Key_F10);
        QVERIFY(!m.isOn());
        QVERIFY(!m.chromeShown());
        QTest::keyClick(&win.w, Qt::Key_F11);
        QVERIFY(m.isOn());
        QTest::keyClick(&win.w, Qt::Key_F10);
        QVERIFY(m.chromeShown());
        QVERIFY(win.panel->isVisible());
        QTest::keyClick(&win.w, Qt::Key_Escape);
        QVERIFY(!m.isOn());
        QVERIFY(win.panel->isVisible());
        QTest::keyClick(&win.w, Qt::Key_F11);
        QVERIFY(m.isOn());
        QTest::keyClick(&win.w, Qt::Key_F11); // F11 again leaves too
        QVERIFY(!m.isOn());
    }

    void theHintShowsOnce()
    {
        Window win;
        QVERIFY(win.show());
        PresentationMode &m = *win.mode;
        QVERIFY(!m.hint()->isVisible());
        m.setOn(true);
        QVERIFY(m.hint()->isVisible());
        QVERIFY(m.hint()->text().contains(QStringLiteral("F10")));
        QCOMPARE(m.hint()->parentWidget(), win.canvas);
        // At the bottom centre of the canvas, and still there after the canvas changed its size.
        const auto centred = [&] {
            const QRect r = m.hint()->geometry();
            return qAbs(r.center().x() - win.canvas->width() / 2) <= 1 && r.bottom() < win.canvas->height() &&
                   r.bottom() > win.canvas->height() - 30;
        };
        QVERIFY(centred());
        win.canvas->resize(win.canvas->width() - 200, win.canvas->height() - 100);
        QVERIFY(centred());
        m.setOn(false);
        QVERIFY(!m.hint()->isVisible());
        m.setOn(true);
        QVERIFY(!m.hint()->isVisible()); // once: the settings remember it
        m.setOn(false);
        QVERIFY(QSettings().value(QStringLiteral("presentation/hintShown")).toBool());

        Window other; // another window does not show it again either
        QVERIFY(other.show());
        other.mode->setOn(true);
        QVERIFY(!other.mode->hint()->isVisible());
        other.mode->setOn(false);
    }
};

int main(int argc, char **argv)
{
    return sgd::ui::testing::runOnScreens<TestPresentationMode>({QSize(1280, 720)}, argc, argv);
}
#include "tst_presentation_mode.moc"
