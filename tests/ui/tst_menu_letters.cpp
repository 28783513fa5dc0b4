// The keyboard's way into the menus (issue #53): in the menu bar and in every menu and submenu, no
// two visible items answer to the same underlined letter, in every shipped language. Two File items
// on Alt+F, A once opened the first and hid the second; German and Chinese catalogues choose their
// own letters ("文件(&F)"), so each language is walked in its own window.

#include "ui/render/language.h"
#include "window_test_support.h"

#include <QAction>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QObject>
#include <QStringList>
#include <QTest>

#include <memory>

using namespace sgd::ui;

namespace {

/// The letter after a single '&' in a menu text ("E&xport" -> 'x', "文件(&F)" -> 'f'), lower case;
/// a null QChar when the text has none ("&&" is a literal ampersand).
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

/// Every clash among `actions` (one menu's level), then the same inside each submenu.
void collectClashes(const QList<QAction *> &actions, const QString &where, QStringList &clashes, int &checked)
{
    QMap<QChar, QString> taken;
    for (QAction *a : actions) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        const QString shown = a->text();
        if (const QChar letter = mnemonicOf(shown); !letter.isNull()) {
            ++checked;
            if (taken.contains(letter))
                clashes << QStringLiteral("%1: \"%2\" and \"%3\" both on %4").arg(where, taken.value(letter), shown, letter);
            else
                taken.insert(letter, shown);
        }
        if (QMenu *sub = a->menu())
            collectClashes(sub->actions(), where + QStringLiteral(" > ") + shown, clashes, checked);
    }
}

} // namespace

class TestMenuLetters : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::initWindowTests("ui_menu_letters"); }

    void lettersAreDistinct_data()
    {
        QTest::addColumn<QString>("lang");
        for (const char *code : {"en", "de", "zh_CN"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void lettersAreDistinct()
    {
        QFETCH(QString, lang);
        QString error;
        QVERIFY2(setLanguage(lang, &error), qPrintable(error));
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1280, 800), QStringLiteral("sync"));
        if (QTest::currentTestFailed())
            return;
        QStringList clashes;
        int checked = 0;
        collectClashes(w->menuBar()->actions(), QStringLiteral("menu bar"), clashes, checked);
        QVERIFY2(checked > 40, qPrintable(QStringLiteral("only %1 underlined letters found").arg(checked)));
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
        w.reset();
        setLanguage(QStringLiteral("en"));
    }

    // The reader itself: the cases the walk relies on.
    void mnemonicsAreReadAsQtReadsThem()
    {
        QCOMPARE(mnemonicOf(QStringLiteral("E&xport")), QChar(u'x'));
        QCOMPARE(mnemonicOf(QStringLiteral("文件(&F)")), QChar(u'f'));
        QCOMPARE(mnemonicOf(QStringLiteral("Fish && &Chips")), QChar(u'c'));
        QVERIFY(mnemonicOf(QStringLiteral("No letter")).isNull());
        QStringList clashes;
        int checked = 0;
        QAction one(QStringLiteral("&Open")), two(QStringLiteral("&Other"));
        collectClashes({&one, &two}, QStringLiteral("test"), clashes, checked);
        QCOMPARE(clashes.size(), 1);
        QCOMPARE(checked, 2);
    }
};

QTEST_MAIN(TestMenuLetters)
#include "tst_menu_letters.moc"
