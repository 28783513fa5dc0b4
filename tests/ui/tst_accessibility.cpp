// The window as a screen reader meets it (issue #53, first part): every control a person can reach
// has an accessible name (Qt's accessibility interface, what AT-SPI hands to Orca); the canvas is
// one object named after the scene and step, described by the step's narration (kept current on
// every step); the first-start card closes with Esc.
#include "ui/main_window.h"
#include "ui/scene_canvas.h"
#include "ui/session/transport.h"
#include "ui/start_hint.h"
#include "window_test_support.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;

namespace {

bool interactive(const QWidget *w)
{
    return qobject_cast<const QAbstractButton *>(w) || qobject_cast<const QAbstractSlider *>(w) ||
           qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w) ||
           qobject_cast<const QLineEdit *>(w) || qobject_cast<const QAbstractScrollArea *>(w) /* text boxes, scrolled panels */;
}

/// The name a screen reader would say for `w` (empty: none).
QString spokenName(QWidget *w)
{
    QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
    return a ? a->text(QAccessible::Name).trimmed() : QString();
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { testing::initWindowTests("tst_accessibility"); }

    void everyControlHasAName_data()
    {
        QTest::addColumn<QString>("scene");
        for (const char *id : {"single-weight", "sync", "scale-lab", "hogwild"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void everyControlHasAName()
    {
        QFETCH(QString, scene);
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1600, 1000), scene);
        if (QTest::currentTestFailed())
            return;
        QStringList nameless;
        for (QWidget *c : w->findChildren<QWidget *>()) {
            if (!c->isVisible() || !interactive(c) || c->focusPolicy() == Qt::NoFocus)
                continue;
            if (qobject_cast<QLineEdit *>(c) && qobject_cast<QAbstractSpinBox *>(c->parentWidget()))
                continue; // a spin box's own editor: the spin box speaks for it
            if (qobject_cast<QLineEdit *>(c) && qobject_cast<QComboBox *>(c->parentWidget()))
                continue;
            if (spokenName(c).isEmpty())
                nameless << QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(c->metaObject()->className()), c->objectName());
        }
        QVERIFY2(nameless.isEmpty(), qPrintable(QStringLiteral("no accessible name: ") + nameless.join(QStringLiteral(", "))));
    }

    void theCanvasSaysTheStepAndItsWords()
    {
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1400, 900), QStringLiteral("single-weight"));
        if (QTest::currentTestFailed())
            return;
        w->session()->transport()->setAnimationsEnabled(false);
        SceneCanvas *canvas = w->canvas();
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(canvas);
        QVERIFY(a);
        QVERIFY2(a->text(QAccessible::Name).contains(QStringLiteral("One weight")), qPrintable(a->text(QAccessible::Name)));
        QVERIFY2(a->text(QAccessible::Name).contains(QStringLiteral("1 / 12")) ||
                     a->text(QAccessible::Name).contains(QStringLiteral("0 / 12")),
                 qPrintable(a->text(QAccessible::Name)));
        QVERIFY(a->text(QAccessible::Description).contains(QStringLiteral("Step 0")) ||
                a->text(QAccessible::Description).contains(QStringLiteral("start")));
        const QString before = a->text(QAccessible::Name);
        w->session()->transport()->stepForward();
        QTRY_VERIFY(a->text(QAccessible::Name) != before);
        QVERIFY2(a->text(QAccessible::Description).contains(QStringLiteral("3.32")),
                 qPrintable(a->text(QAccessible::Description)));
        // (The NameChanged and DescriptionChanged events the window then sends reach a screen reader
        // through the platform's bridge; Qt passes events on only while a platform accessibility
        // bridge is active, which the offscreen platform has none of, so they are checked from
        // outside, over AT-SPI: tests/ui/check_atspi_tree.py, CTest ui_atspi_tree.)
    }

    /// The first-start card closes from the keyboard: Esc wherever the focus is in the window, and
    /// Return on its Close button.
    void theStartCardClosesWithTheKeyboard()
    {
        StartHint::setWanted(true);
        for (const bool byEscape : {true, false}) {
            std::unique_ptr<MainWindow> w;
            testing::openTestWindow(w, QSize(1400, 900), QStringLiteral("single-weight"));
            if (QTest::currentTestFailed())
                return;
            auto *hint = w->findChild<StartHint *>();
            QVERIFY(hint);
            QTRY_VERIFY(hint->isVisible());
            if (byEscape) {
                w->canvas()->setFocus();
                QTest::keyClick(w->canvas(), Qt::Key_Escape);
            } else {
                auto *close = hint->findChild<QPushButton *>(QStringLiteral("startHintClose"));
                QVERIFY(close);
                close->setFocus();
                QTest::keyClick(close, Qt::Key_Return);
            }
            QVERIFY(!hint->isVisible());
            QVERIFY(StartHint::wanted()); // closed for now, not turned off
        }
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
