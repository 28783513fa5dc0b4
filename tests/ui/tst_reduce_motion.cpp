// Reduce motion and the high-contrast theme in the window (issue #53, item 3): View > Reduce motion
// makes a step jump to its frame (no frame in between is ever shown) while play keeps its pace; it
// starts as the desktop asks (Qt 6.4 tells nothing of it on Linux: off there) and, once chosen,
// is remembered. View > Theme > High contrast gives the canvas the high-contrast style (thick
// lines, 7:1 text) and the window its palette, and is remembered too.
#include "ui/main_window.h"
#include "ui/scene_canvas.h"
#include "ui/session/transport.h"
#include "ui/theme.h"
#include "window_test_support.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;

class TestReduceMotion : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_w;

    Transport *transport() const { return m_w->session()->transport(); }
    QAction *action(const QString &name) const { return m_w->findChild<QAction *>(name); }

private slots:
    void initTestCase() { testing::initWindowTests("tst_reduce_motion"); }
    void init()
    {
        QSettings().clear();
        testing::openTestWindow(m_w, QSize(1400, 900), QStringLiteral("single-weight"));
    }
    void cleanup() { m_w.reset(); }

    void followsTheDesktopUntilChosen()
    {
#if defined(Q_OS_WIN) || defined(Q_OS_MACOS)
        QCOMPARE(desktopReducesMotion(), !QApplication::isEffectEnabled(Qt::UI_General));
#else
        QCOMPARE(desktopReducesMotion(), false); // no preference Qt 6.4 reads on Linux
#endif
        QCOMPARE(m_w->reduceMotion(), desktopReducesMotion());
        QVERIFY(!QSettings().contains(QStringLiteral("reduceMotion"))); // not chosen: not written
        QAction *a = action(QStringLiteral("reduceMotionAction"));
        QVERIFY(a && a->isCheckable());
        QCOMPARE(a->isChecked(), m_w->reduceMotion());
        a->trigger(); // as View > Reduce motion does
        const bool chosen = !desktopReducesMotion();
        QCOMPARE(m_w->reduceMotion(), chosen);
        QCOMPARE(transport()->reduceMotion(), chosen);
        QCOMPARE(QSettings().value(QStringLiteral("reduceMotion")).toBool(), chosen);
        m_w.reset();
        testing::openTestWindow(m_w, QSize(1400, 900), QStringLiteral("single-weight"));
        QCOMPARE(m_w->reduceMotion(), chosen);
        QCOMPARE(action(QStringLiteral("reduceMotionAction"))->isChecked(), chosen);
    }

    /// Off: a step moves (frames in between, progress strictly between 0 and 1). On: it jumps,
    /// and no frame in between is ever shown while playing, which still rests on each frame.
    void stepsJumpInsteadOfMoving()
    {
        m_w->setReduceMotion(false);
        transport()->stepForward();
        QVERIFY(transport()->animating());
        QTRY_COMPARE(transport()->index(), 1);
        transport()->reset();

        m_w->setReduceMotion(true);
        double between = 0;
        connect(transport(), &Transport::changed, this, [&] { between = std::max(between, transport()->progress()); });
        transport()->stepForward();
        QCOMPARE(transport()->index(), 1); // at once
        QVERIFY(!transport()->animating());
        transport()->play();
        QVERIFY(transport()->playing());
        QCOMPARE(transport()->index(), 2); // the first step of play, at once, then a rest
        QElapsedTimer clock;
        clock.start();
        QTRY_COMPARE_WITH_TIMEOUT(transport()->index(), 3, 10000);
        // The pace of a move and its rest (at speed 1), not faster.
        QVERIFY2(clock.elapsed() >= transport()->transitionMs() + 300, qPrintable(QString::number(clock.elapsed())));
        transport()->pause();
        QCOMPARE(between, 0.0);
    }

    void highContrastThemeFromTheViewMenu()
    {
        QAction *high = nullptr;
        for (QAction *a : m_w->findChildren<QAction *>())
            if (a->data().toString() == QLatin1String("high-contrast"))
                high = a;
        QVERIFY(high);
        high->trigger();
        const Style &s = m_w->canvas()->sceneStyle();
        QCOMPARE(s.name, QStringLiteral("high-contrast"));
        QCOMPARE(s.foreground, QColor(Qt::black));
        QVERIFY(s.lineWidth >= 3.5);
        QCOMPARE(QApplication::palette().color(QPalette::WindowText), QColor(Qt::black));
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
        QCOMPARE(QSettings().value(QStringLiteral("theme")).toString(), QStringLiteral("high-contrast"));
        m_w.reset();
        testing::openTestWindow(m_w, QSize(1400, 900), QStringLiteral("single-weight"));
        QCOMPARE(m_w->canvas()->sceneStyle().name, QStringLiteral("high-contrast"));
        m_w->setTheme(Theme::Light);
    }
};

QTEST_MAIN(TestReduceMotion)
#include "tst_reduce_motion.moc"
