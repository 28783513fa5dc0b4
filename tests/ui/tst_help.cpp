// Help that teaches the app: the keyboard sheet lists every key of the window (made from its actions),
// F1 and ? open it, every scene has a "what to look for" paragraph, and a click on the title shows it.
#include "core/scenes.h"
#include "offscreen_screens.h"
#include "ui/help_sheets.h"
#include "ui/main_window.h"
#include "ui/scene_canvas.h"
#include "window_test_support.h"

#include <QAction>
#include <QDialog>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QShortcut>
#include <QTest>
#include <QTextBrowser>

using namespace sgd;
using namespace sgd::ui;

class TestHelp : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> m_w;
    QString dialogText(const QString &name) const
    {
        auto *d = m_w->findChild<QDialog *>(name);
        auto *t = d ? d->findChild<QTextBrowser *>() : nullptr;
        return t ? t->toPlainText() : QString();
    }
    bool dialogShown(const QString &name) const
    {
        auto *d = m_w->findChild<QDialog *>(name);
        return d && d->isVisible();
    }

private slots:
    void initTestCase() { testing::initWindowTests("tst_help"); }

    void init() { testing::openTestWindow(m_w, QSize(1600, 1000), QStringLiteral("single-weight")); }

    void cleanup() { m_w.reset(); }

    void everySceneSaysWhatToLookFor()
    {
        for (const SceneDef &s : allScenes()) {
            const QString text = QString::fromStdString(s.lookFor);
            QVERIFY2(!text.isEmpty(), s.id.c_str());
            const int sentences = int(text.count(QRegularExpression(QStringLiteral("[.!?](\\s|$)"))));
            QVERIFY2(sentences >= 2 && sentences <= 4,
                     qPrintable(QStringLiteral("%1: %2 sentences").arg(QString::fromStdString(s.id)).arg(sentences)));
            QVERIFY2(text != QString::fromStdString(s.summary), s.id.c_str());
        }
    }

    void theSheetListsEveryShortcutOfTheWindow()
    {
        const QString html = shortcutSheetHtml(collectShortcuts(m_w.get()));
        // The charts' mouse actions have a section of their own (they are not keys of an action).
        QVERIFY(html.contains(QStringLiteral("Charts (mouse)")));
        for (const char *gesture : {"Shift+Wheel", "Double-click", "Click a legend entry"})
            QVERIFY2(html.contains(QLatin1String(gesture)), gesture);
        int listed = 0;
        for (const QAction *a : m_w->findChildren<QAction *>()) {
            if (a->shortcuts().isEmpty())
                continue;
            QString what = a->text();
            what.remove(QLatin1Char('&'));
            if (what.endsWith(QStringLiteral("…")))
                what.chop(1);
            for (const QKeySequence &k : a->shortcuts())
                QVERIFY2(html.contains(k.toString(QKeySequence::NativeText).toHtmlEscaped()), qPrintable(k.toString()));
            if (what.trimmed().size() > 2) // a sign-only button is listed by its tool tip ("Slower")
                QVERIFY2(html.contains(what.trimmed().toHtmlEscaped()), qPrintable(what));
            ++listed;
        }
        for (const QShortcut *s : m_w->findChildren<QShortcut *>())
            for (const QKeySequence &k : s->keys())
                QVERIFY(html.contains(k.toString(QKeySequence::NativeText).toHtmlEscaped()));
        QVERIFY2(listed >= 20, qPrintable(QString::number(listed)));
        QVERIFY(html.contains(QStringLiteral("<td>Slower</td>")) && html.contains(QStringLiteral("<td>Faster</td>")));
        // While the pen has Ctrl+Z, the sheet still says what it does otherwise.
        const QString undoRow = QStringLiteral("<b>%1</b></td><td>Undo</td>")
                                    .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText));
        QVERIFY(html.contains(undoRow));
        m_w->setPenActive(true);
        const QString penHtml = shortcutSheetHtml(collectShortcuts(m_w.get()));
        QVERIFY(penHtml.contains(undoRow));
        QVERIFY(penHtml.contains(QStringLiteral("Undo the last note")));
        QVERIFY(penHtml.indexOf(QStringLiteral("<h3>File</h3>")) < penHtml.indexOf(QStringLiteral("<h3>Pen</h3>")));
        for (const char *key : {"F1", "F11", "Space", "Ctrl+Z", "P", "Home"})
            QVERIFY2(html.contains(QStringLiteral("<b>%1").arg(QLatin1String(key))) ||
                         html.contains(QStringLiteral(", %1</b>").arg(QLatin1String(key))),
                     key);
    }

    void f1AndTheQuestionMarkOpenTheSheet()
    {
        QVERIFY(!dialogShown(QStringLiteral("shortcutSheet")));
        QTest::keyClick(m_w.get(), Qt::Key_F1);
        QTRY_VERIFY(dialogShown(QStringLiteral("shortcutSheet")));
        QVERIFY(dialogText(QStringLiteral("shortcutSheet")).contains(QStringLiteral("Presentation mode")));
        m_w->findChild<QDialog *>(QStringLiteral("shortcutSheet"))->close();
        m_w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_w.get()));
        // As X11 offers Shift+/ to the shortcuts: the key '?' (the offscreen platform keeps the Shift).
        QTest::keyClick(m_w.get(), Qt::Key_Question);
        QTRY_VERIFY(dialogShown(QStringLiteral("shortcutSheet")));
    }

    void theClassGuideCoversTheTools()
    {
        const QString html = classGuideHtml();
        for (const char *word :
             {"Quiz mode", "Page Down", "pen", "Presentation mode", "Export", "Compare &gt; Pin run", "Compare pinned runs",
              "Sweep a parameter", "Run on real processes", "Compare with simulator", "Diagnostics"})
            QVERIFY2(html.contains(QLatin1String(word)), word);
    }

    void clickingTheTitleShowsWhatToLookFor()
    {
        SceneCanvas *c = m_w->canvas();
        QVERIFY(c->onTitle(QPointF(30, 20)));
        QVERIFY(!c->onTitle(QPointF(c->width() * 0.5, c->height() * 0.6)));
        QMouseEvent press(QEvent::MouseButtonPress, QPointF(30, 20), c->mapToGlobal(QPointF(30, 20)), Qt::LeftButton,
                          Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(c, &press);
        QTRY_VERIFY(dialogShown(QStringLiteral("lookFor")));
        auto *look = m_w->findChild<QDialog *>(QStringLiteral("lookFor"));
        QVERIFY2(look->height() < m_w->height() / 2, "a short paragraph gets a small box");
        const SceneDef *scene = findScene("single-weight");
        QVERIFY(dialogText(QStringLiteral("lookFor")).contains(QString::fromStdString(scene->lookFor).left(40)));
        // Help > What to look for follows the scene shown.
        QVERIFY(m_w->openScene(QStringLiteral("sync")));
        m_w->showLookForScene();
        QVERIFY(dialogText(QStringLiteral("lookFor")).contains(QString::fromStdString(findScene("sync")->lookFor).left(40)));
    }
};

int main(int argc, char **argv)
{
    return sgd::ui::testing::runOnScreens<TestHelp>({QSize(1920, 1080)}, argc, argv);
}

#include "tst_help.moc"
