// The window's first start (no saved geometry) on a 1024 x 768 projector laptop: it opens inside the
// screen (it opened at 1440 x 900 whatever the screen, the status bar and the right-hand panels off
// the edge), with the panels stacked on the right as the narrow layout puts them, and the start
// hint names the scene list rather than a side (it said "on the left" with the list on the right).
#include "offscreen_screens.h"
#include "session_window.h"
#include "ui/layout_fit.h"
#include "ui/main_window.h"
#include "window_test_support.h"

#include <QDockWidget>
#include <QLabel>
#include <QScreen>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

class TestFirstWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::initWindowTests("tst_first_window"); }

    void opensInsideASmallScreen()
    {
        QScreen *small = QGuiApplication::primaryScreen();
        QCOMPARE(small->geometry().size(), QSize(1024, 768));
        SessionWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QRect free = small->availableGeometry();
        QVERIFY2(free.contains(w.frameGeometry()), qPrintable(QStringLiteral("window %1,%2 %3 x %4 on a %5 x %6 screen")
                                                                  .arg(w.frameGeometry().x())
                                                                  .arg(w.frameGeometry().y())
                                                                  .arg(w.frameGeometry().width())
                                                                  .arg(w.frameGeometry().height())
                                                                  .arg(free.width())
                                                                  .arg(free.height())));
        QCOMPARE(w.size(), free.size()); // all of it: the screen is smaller than the window wants
        // Narrow: the scene list goes above the parameters, on the right.
        QVERIFY(LayoutFit::stackPanels(w.width()));
        QTRY_COMPARE(w.dockWidgetArea(w.scenesDock()), Qt::RightDockWidgetArea);
        auto *hint = w.findChild<QLabel *>(QStringLiteral("startHintText"));
        QVERIFY(hint && hint->isVisible());
        QVERIFY2(hint->text().contains(QStringLiteral("<i>Scenes</i> list")) && !hint->text().contains(QStringLiteral("left")),
                 qPrintable(hint->text()));
    }
};

int main(int argc, char **argv)
{
    return sgd::ui::testing::runOnScreens<TestFirstWindow>({QSize(1024, 768)}, argc, argv);
}

#include "tst_first_window.moc"
