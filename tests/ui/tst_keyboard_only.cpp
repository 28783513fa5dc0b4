// The keyboard alone (issue #53, item 2): a teacher or a student who cannot use a mouse drives the
// whole teaching flow with key events only, each sent where the keyboard focus is (the focused
// widget, or the modal dialog's): pick a scene from the list, step, play and pause, presentation
// mode on and off, the quiz (answer typed, then revealed), a picture exported through the export
// dialog and the file dialog into a folder of the test's own. Tab goes through the window in the
// order it is read (scenes, canvas and its cards, narration, step table, parameters) and comes
// back; every stop shows that it has the focus; Esc closes every card and dialog.
#include "ui/main_window.h"
#include "ui/parameter_panel.h"
#include "ui/quiz_overlay.h"
#include "ui/scene_canvas.h"
#include "ui/session/quiz_controller.h"
#include "ui/session/transport.h"
#include "ui/start_hint.h"
#include "window_test_support.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <functional>

using namespace sgd;
using namespace sgd::ui;

namespace {

/// Where a key goes: the focused widget of the modal dialog, else of the active window.
QWidget *keyTarget()
{
    if (QWidget *modal = QApplication::activeModalWidget())
        return modal->focusWidget() ? modal->focusWidget() : modal;
    if (QWidget *f = QApplication::focusWidget())
        return f;
    return QApplication::activeWindow();
}

void press(Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier)
{
    QWidget *target = keyTarget();
    QVERIFY2(target, "no widget has the keyboard focus");
    QTest::keyClick(target, key, mods);
}

void type(const QString &text)
{
    QWidget *target = keyTarget();
    QVERIFY2(target, "no widget has the keyboard focus");
    QTest::keyClicks(target, text);
}

/// Runs `act` on the next modal dialog once it is shown (from inside its exec()), polling.
void whenModal(QWidget *notThis, std::function<void(QWidget *)> act)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, notThis, act] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || modal == notThis || !modal->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        act(modal);
    });
    timer->start();
}

QString describe(const QWidget *w)
{
    return w ? QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
             : QStringLiteral("nothing");
}

} // namespace

class TestKeyboardOnly : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_w;

    Transport *transport() const { return m_w->session()->transport(); }
    QString sceneId() const
    {
        const SceneDef *s = m_w->session()->controller()->scene();
        return s ? QString::fromStdString(s->id) : QString();
    }

    /// The widgets Tab visits from the focus, once round (at most 80 presses).
    QList<QWidget *> tabChain()
    {
        QList<QWidget *> chain;
        QWidget *first = QApplication::focusWidget();
        for (int i = 0; i < 80; ++i) {
            QWidget *f = QApplication::focusWidget();
            if (i > 0 && f == first)
                return chain;
            chain << f;
            press(Qt::Key_Tab);
        }
        chain << nullptr; // never came back: a trap
        return chain;
    }

private slots:
    void initTestCase() { testing::initWindowTests("tst_keyboard_only"); }

    void init()
    {
        StartHint::setWanted(true);
        testing::openTestWindow(m_w, QSize(1400, 900), QStringLiteral("single-weight"));
        if (QTest::currentTestFailed())
            return;
        transport()->setAnimationsEnabled(false);
        m_w->canvas()->setFocus(Qt::OtherFocusReason);
    }
    void cleanup() { m_w.reset(); }

    /// Tab goes round the window in reading order and comes back (the step table kept it: Tab went
    /// from cell to cell); Shift+Tab goes back; every stop looks different with the focus than
    /// without (a focus frame, a highlighted edge, a ring round the canvas).
    void tabOrderIsLogicalAndFocusVisible()
    {
        auto *hint = m_w->findChild<StartHint *>();
        QVERIFY(hint && hint->isVisible());
        const QList<QWidget *> chain = tabChain();
        QStringList names;
        for (QWidget *w : chain)
            names << describe(w);
        QVERIFY2(!chain.contains(nullptr),
                 qPrintable(QStringLiteral("Tab never comes back: ") + names.join(QStringLiteral(", "))));
        auto at = [&](QWidget *w) { return chain.indexOf(w); };
        QWidget *nav = m_w->findChild<QListWidget *>(QStringLiteral("navigator"));
        QWidget *narration = m_w->findChild<QTextBrowser *>(QStringLiteral("narration"));
        QWidget *table = m_w->findChild<QTableView *>();
        QWidget *close = hint->findChild<QWidget *>(QStringLiteral("startHintClose"));
        QWidget *firstField = m_w->findChild<QWidget *>(QStringLiteral("spin_x"));
        for (QWidget *w : std::initializer_list<QWidget *>{nav, m_w->canvas(), close, narration, table, firstField})
            QVERIFY2(at(w) >= 0,
                     qPrintable(describe(w) + QStringLiteral(" is not in the Tab chain: ") + names.join(QStringLiteral(", "))));
        // Reading order: the chain starts at the canvas; the scene list comes last, right before it.
        QVERIFY2(at(nav) == chain.size() - 1, qPrintable(names.join(QStringLiteral(", "))));
        QVERIFY2(at(m_w->canvas()) == 0 && at(close) <= 2 && at(close) < at(narration) && at(narration) < at(table) &&
                     at(table) < at(firstField),
                 qPrintable(names.join(QStringLiteral(", "))));
        press(Qt::Key_Backtab);
        QCOMPARE(QApplication::focusWidget(), nav);
        // Focus visible: each stop, reached by Tab, grabbed with the focus and again with the focus
        // on a widget outside it (the first field, or for that the list).
        QStringList unseen;
        m_w->canvas()->setFocus(Qt::TabFocusReason);
        for (int i = 0; i < chain.size(); ++i) {
            QWidget *w = chain[i];
            QCOMPARE(QApplication::focusWidget(), w);
            const QImage focused = w->grab().toImage();
            QWidget *elsewhere = w == firstField ? nav : firstField;
            elsewhere->setFocus(Qt::OtherFocusReason);
            const QImage unfocused = w->grab().toImage();
            if (focused == unfocused)
                unseen << describe(w);
            w->setFocus(Qt::TabFocusReason);
            press(Qt::Key_Tab);
        }
        QVERIFY2(unseen.isEmpty(), qPrintable(QStringLiteral("no visible focus: ") + unseen.join(QStringLiteral(", "))));
    }

    void teachingFlowByKeys()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto *hint = m_w->findChild<StartHint *>();
        QVERIFY(hint && hint->isVisible());
        press(Qt::Key_Escape);
        QVERIFY(!hint->isVisible());
        // Pick a scene: Shift+Tab reaches the list, Down opens the next scene, Up the first again.
        press(Qt::Key_Backtab);
        QCOMPARE(describe(QApplication::focusWidget()), QStringLiteral("QListWidget \"navigator\""));
        press(Qt::Key_Down);
        QTRY_COMPARE(sceneId(), QStringLiteral("mini-batch"));
        press(Qt::Key_Up);
        QTRY_COMPARE(sceneId(), QStringLiteral("single-weight"));
        testing::waitForTrace(*m_w);
        // The arrows step and Space plays wherever the focus is in the window, the list included.
        press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), m_w->canvas());
        press(Qt::Key_Right);
        QTRY_COMPARE(transport()->index(), 1);
        press(Qt::Key_Left);
        QTRY_COMPARE(transport()->index(), 0);
        transport()->setAnimationsEnabled(true); // without them, play runs to the end at once
        press(Qt::Key_Space);
        QVERIFY(transport()->playing());
        press(Qt::Key_Space);
        QVERIFY(!transport()->playing());
        transport()->setAnimationsEnabled(false);
        press(Qt::Key_Home);
        QCOMPARE(transport()->index(), 0);
        // Presentation mode: F11 on, Esc off.
        press(Qt::Key_F11);
        QVERIFY(m_w->presentationMode());
        press(Qt::Key_Escape);
        QVERIFY(!m_w->presentationMode());
        // The quiz: Q on, the step asks; Tab reaches the answer box, Return checks the guess and
        // hands the keys back, R reveals.
        QuizController *quiz = m_w->session()->quiz();
        press(Qt::Key_Q);
        QVERIFY(quiz->active());
        press(Qt::Key_Right);
        QCOMPARE(quiz->phase(), QuizController::Phase::Asking);
        QLineEdit *answer = m_w->quizOverlay()->answerField();
        QVERIFY(answer->isVisible());
        for (int i = 0; i < 5 && QApplication::focusWidget() != answer; ++i)
            press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), answer);
        type(QStringLiteral("3.2"));
        press(Qt::Key_Return);
        QVERIFY(quiz->grade().has_value());
        QVERIFY(quiz->grade()->verdict == QuizVerdict::Exact || quiz->grade()->verdict == QuizVerdict::Right);
        QVERIFY(QApplication::focusWidget() != answer);
        press(Qt::Key_R);
        QCOMPARE(quiz->phase(), QuizController::Phase::Revealed);
        QCOMPARE(transport()->index(), 1);
        // Esc closes the question card (quiz mode off), in the window and in presentation mode
        // too, before it leaves presentation mode; Q brings it back.
        press(Qt::Key_Escape);
        QVERIFY(!quiz->active());
        QVERIFY(!m_w->quizOverlay()->isVisible());
        press(Qt::Key_F11);
        press(Qt::Key_Q);
        QVERIFY(quiz->active());
        press(Qt::Key_Right);
        QCOMPARE(quiz->phase(), QuizController::Phase::Asking);
        QTRY_VERIFY(m_w->quizOverlay()->isVisible());
        press(Qt::Key_Escape);
        QVERIFY(!quiz->active());
        QVERIFY(m_w->presentationMode());
        press(Qt::Key_Escape);
        QVERIFY(!m_w->presentationMode());
        // Help cards: F1 (the keys) and Shift+F1 (what to look for) open, Esc closes each.
        for (const auto &[key, mods, name] : {std::tuple{Qt::Key_F1, Qt::KeyboardModifiers(), "shortcutSheet"},
                                              std::tuple{Qt::Key_F1, Qt::KeyboardModifiers(Qt::ShiftModifier), "lookFor"}}) {
            press(key, mods);
            auto *card = m_w->findChild<QDialog *>(QLatin1String(name));
            QVERIFY2(card, name);
            QTRY_VERIFY(card->isVisible());
            QTRY_COMPARE(QApplication::activeWindow(), card); // the card has the keys
            press(Qt::Key_Escape);
            QTRY_VERIFY2(!card->isVisible(), name);
            // Giving the window back its focus is the window manager's part (none runs here).
            m_w->activateWindow();
            QTRY_COMPARE(QApplication::activeWindow(), m_w.get());
        }
        exportByKeys(dir.path());
    }

    /// Return presses the focused button in the window (Space plays the scene wherever the focus
    /// is, and Qt leaves Return to a dialog's buttons): the parameters' "Restore lecture preset"
    /// and a view box, each reached by Tab.
    void returnPressesTheFocusedButton()
    {
        auto *panel = m_w->findChild<ParameterPanel *>();
        QVERIFY(panel);
        QSignalSpy reset(panel, &ParameterPanel::resetRequested);
        QAbstractButton *button = nullptr;
        for (int i = 0; i < 40 && !button; ++i) {
            press(Qt::Key_Tab);
            auto *b = qobject_cast<QAbstractButton *>(QApplication::focusWidget());
            if (b && b->text() == QLatin1String("Restore lecture preset"))
                button = b;
        }
        QVERIFY(button);
        press(Qt::Key_Return);
        QCOMPARE(reset.size(), 1);
        press(Qt::Key_Enter, Qt::KeypadModifier);
        QCOMPARE(reset.size(), 2);
        auto *box = m_w->findChild<QAbstractButton *>(QStringLiteral("option_secant"));
        QVERIFY(box);
        const bool ticked = box->isChecked();
        for (int i = 0; i < 40 && QApplication::focusWidget() != box; ++i)
            press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), box);
        press(Qt::Key_Return);
        QCOMPARE(box->isChecked(), !ticked);
    }

private:
    /// Ctrl+E, the export dialog accepted with Return, the file dialog (opening in `folder`, the
    /// last export's) given a file name typed in; then once more, closed with Esc: nothing more written.
    void exportByKeys(const QString &folder)
    {
        const QString path = folder + QStringLiteral("/by-keys.png");
        QSettings().setValue(QStringLiteral("export/folder"), folder); // where the file dialog opens
        bool sawFileDialog = false;
        whenModal(nullptr, [&](QWidget *exportDialog) {
            QVERIFY(qobject_cast<QDialog *>(exportDialog));
            press(Qt::Key_Return); // OK is the default button
            whenModal(exportDialog, [&](QWidget *fileDialog) {
                sawFileDialog = true;
                QVERIFY(fileDialog->isVisible());
                press(Qt::Key_A, Qt::ControlModifier);
                type(QFileInfo(path).fileName()); // in the folder it opens in (a whole path pops up completions)
                press(Qt::Key_Return);
            });
        });
        press(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(sawFileDialog);
        QTRY_VERIFY(QFile::exists(path));
        QImage picture(path);
        QVERIFY2(!picture.isNull() && picture.width() > 200, qPrintable(path));
        m_w->activateWindow(); // the window manager's part, as above
        QTRY_COMPARE(QApplication::activeWindow(), m_w.get());
        // Esc closes the export dialog: no file dialog, nothing written.
        bool escaped = false;
        whenModal(nullptr, [&](QWidget *exportDialog) {
            escaped = true;
            press(Qt::Key_Escape);
            QVERIFY(!exportDialog->isVisible());
        });
        press(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(escaped);
        QVERIFY(!QApplication::activeModalWidget());
        QCOMPARE(QDir(folder).entryList(QDir::Files).size(), 1);
    }
};

QTEST_MAIN(TestKeyboardOnly)
#include "tst_keyboard_only.moc"
