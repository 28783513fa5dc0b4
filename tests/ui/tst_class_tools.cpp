// The class session from the window (#33): the teacher starts it, students join and see the step
// the window shows, the window's quiz asks them, the canvas shows how many answered and the class's
// answers, the window's reveal tells each student, stopping ends it for everyone.
#include "class_test_support.h"
#include "core/number_text.h"
#include "core/quiz_values.h"
#include "offscreen_screens.h"
#include "ui/classroom/class_tools.h"
#include "ui/classroom/qr_code.h"
#include "ui/scene_canvas.h"
#include "ui/session/quiz_controller.h"
#include "ui/theme.h"
#include "window_test_support.h"

#include <QAction>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::Student;
using sgd::ui::testing::token;

class TestClassTools : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::initWindowTests("ui_class_tools"); }

    void theTeachersClicksAndTheClassFollows()
    {
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1280, 800), QStringLiteral("sync"));
        if (QTest::currentTestFailed())
            return;
        ClassTools *tools = ClassTools::install(w.get());
        // The Lessons menu offers it.
        QMenu *lessons = nullptr;
        for (QAction *a : w->menuBar()->actions())
            if (a->text().remove(QLatin1Char('&')) == QLatin1String("Lessons"))
                lessons = a->menu();
        QVERIFY(lessons && lessons->actions().contains(tools->startAction()));
        QVERIFY(!tools->joinCardAction()->isEnabled());

        QString error;
        QVERIFY2(tools->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        ClassLink *link = tools->link();
        QVERIFY(link->running());
        QVERIFY(tools->panel()->isVisible());
        QVERIFY(tools->panelText().contains(link->code()));
        QCOMPARE(tools->overlay()->card(), ClassOverlay::Card::Join); // the class needs the address first
        QVERIFY(tools->startAction()->text().contains(QLatin1String("Stop")));

        std::vector<std::unique_ptr<Student>> class_;
        for (int i = 0; i < 3; ++i) {
            class_.push_back(std::make_unique<Student>(link->port()));
            QVERIFY(class_.back()->waitOpen());
            class_.back()->join(link->code(), token(i));
        }
        for (auto &s : class_) {
            QVERIFY(!s->waitFor("welcome").isEmpty());
            QCOMPARE(s->waitFor("step").value("n").toInt(), 0);
        }
        QTRY_COMPARE(link->stats().students, 3);
        QTRY_VERIFY(tools->panelText().contains(QLatin1String("3 students joined")));

        // The teacher steps: every student gets the next step.
        const std::size_t seen = class_[0]->messages.size();
        w->session()->transport()->stepForward();
        QTRY_COMPARE(w->session()->transport()->index(), 1);
        for (auto &s : class_)
            QTRY_COMPARE(s->waitFor("step", int(seen)).value("n").toInt(), 1);
        QVERIFY(class_[0]->waitFor("step", int(seen)).value("counter").toString().contains(QLatin1String("1")));

        // Quiz mode: the window's question reaches every student; the step's numbers stay off their page.
        w->session()->transport()->seek(0);
        QuizController *quiz = w->session()->quiz();
        quiz->setActive(true);
        QVERIFY(quiz->ask());
        QCOMPARE(quiz->phase(), QuizController::Phase::Asking);
        for (auto &s : class_) {
            const QJsonObject ask = s->waitFor("ask");
            QCOMPARE(ask.value("prompt").toString(), QString::fromStdString(quiz->question()->prompt));
        }
        QTRY_VERIFY(std::any_of(class_[0]->messages.begin(), class_[0]->messages.end(), [](const QJsonObject &m) {
            return m.value("t") == QLatin1String("step") && m.value("n").toInt() == 0 &&
                   !m.value("html").toString().contains(QLatin1String("This step's numbers"));
        }));
        class_[0]->send({{"t", "answer"}, {"q", 1}, {"text", "2.125"}});
        class_[1]->send({{"t", "answer"}, {"q", 1}, {"text", "1.5"}});
        QTRY_COMPARE(link->tally().answered, 2);
        QTRY_VERIFY(tools->panelText().contains(QLatin1String("2 of 3 answered")));

        // The class's answers over the canvas, on demand; the projector shows them.
        tools->answersAction()->setChecked(true);
        QCOMPARE(tools->overlay()->card(), ClassOverlay::Card::Answers);
        QVERIFY(tools->overlay()->isVisible());
        const QImage shot = w->canvas()->grab().toImage();
        QVERIFY(!shot.isNull());

        // The window's reveal reveals to the class.
        quiz->reveal();
        const QJsonObject right = class_[0]->waitFor("reveal"), wrong = class_[1]->waitFor("reveal"),
                          none = class_[2]->waitFor("reveal");
        QCOMPARE(right.value("right").toBool(), true);
        QCOMPARE(wrong.value("right").toBool(true), false);
        QVERIFY(none.value("right").isNull());
        QTRY_VERIFY(link->tally().revealed);

        // Stopping ends it for everyone.
        tools->startAction()->trigger();
        QVERIFY(!link->running());
        QVERIFY(!class_[0]->waitFor("end").isEmpty());
        QTRY_VERIFY(class_[0]->closed);
        QVERIFY(!tools->panel()->isVisible());
        QVERIFY(!tools->joinCardAction()->isEnabled());
    }

    void theCardsFitEveryProjector()
    {
        // Presentation mode on a 1024x768 and a 1920x1080 projector: the join card and the answers
        // card lie wholly on the canvas, the QR code at 3 pixels a module or more. With
        // SGD_CLASS_SHOTS=DIR the canvas is saved there as PNGs (the manual's pictures; scripts/doc-figures --class copies them
        // to docs/images).
        const QString shots = qEnvironmentVariable("SGD_CLASS_SHOTS");
        for (const QSize size : {QSize(1024, 768), QSize(1920, 1080)})
            for (const Theme theme : {Theme::Light, Theme::Dark}) {
                std::unique_ptr<MainWindow> w;
                testing::openTestWindow(w, QSize(1000, 700), QStringLiteral("sync"));
                if (QTest::currentTestFailed())
                    return;
                QScreen *screen = nullptr;
                for (QScreen *sc : QGuiApplication::screens())
                    if (sc->geometry().size() == size)
                        screen = sc;
                QVERIFY(screen);
                w->windowHandle()->setScreen(screen);
                w->move(screen->geometry().topLeft());
                w->setPresentationMode(true);
                QTRY_COMPARE(w->size(), size);
                w->setTheme(theme);
                ClassTools *tools = ClassTools::install(w.get());
                if (!shots.isEmpty()) { // the teacher's first click: Lessons > Start class session…
                    QMenu *lessons = nullptr;
                    for (QAction *a : w->menuBar()->actions())
                        if (a->text().remove(QLatin1Char('&')) == QLatin1String("Lessons"))
                            lessons = a->menu();
                    QVERIFY(lessons);
                    lessons->popup(QPoint(0, 0));
                    lessons->setActiveAction(tools->startAction());
                    QTest::qWait(100);
                    const QImage menu = lessons->grab().toImage();
                    const QRect item = lessons->actionGeometry(tools->startAction());
                    const int y = std::max(0, item.top() - 110);
                    menu.copy(0, y, item.right() + 4, item.bottom() + 6 - y)
                        .save(QDir(shots).filePath(
                            QStringLiteral("class-menu-%1x%2-%3.png").arg(size.width()).arg(size.height()).arg(toString(theme))));
                    lessons->hide();
                    ClassStartDialog dialog(w.get()); // the second: where to serve, then Start
                    dialog.show();
                    QTest::qWait(100);
                    dialog.grab().save(QDir(shots).filePath(
                        QStringLiteral("class-dialog-%1x%2-%3.png").arg(size.width()).arg(size.height()).arg(toString(theme))));
                }
                QVERIFY(tools->start(QHostAddress::LocalHost, 0));
                const QString where = QStringLiteral("%1x%2-%3").arg(size.width()).arg(size.height()).arg(toString(theme));
                auto check = [&](const char *name) {
                    QTest::qWait(100);
                    const QImage shot = w->canvas()->grab().toImage();
                    const QRectF card = tools->overlay()->cardRect();
                    QVERIFY2(QRectF(w->canvas()->rect()).contains(card),
                             qPrintable(where + ": " + name + " card off the canvas"));
                    if (!shots.isEmpty())
                        QVERIFY(
                            shot.save(QDir(shots).filePath(QStringLiteral("class-%1-%2.png").arg(QLatin1String(name), where))));
                };
                check("join");
                QVERIFY2(tools->overlay()->qrModulePixels() >= 3, qPrintable(where));
                // A class answers the window's question.
                std::vector<std::unique_ptr<Student>> class_;
                const QStringList typed = {"2.125", "2.125", "2.125", "2.125", "2.125", "1.5", "1.5", "2.2", "-8", "3"};
                for (int i = 0; i < int(typed.size()); ++i) {
                    class_.push_back(std::make_unique<Student>(tools->link()->port()));
                    QVERIFY(class_.back()->waitOpen());
                    class_.back()->join(tools->link()->code(), token(i));
                }
                w->session()->quiz()->setActive(true);
                QVERIFY(w->session()->quiz()->ask());
                for (int i = 0; i < int(typed.size()); ++i) {
                    QVERIFY(!class_[std::size_t(i)]->waitFor("ask").isEmpty());
                    class_[std::size_t(i)]->send({{"t", "answer"}, {"q", 1}, {"text", typed[i]}});
                }
                QTRY_COMPARE(tools->link()->tally().answered, int(typed.size()));
                tools->answersAction()->setChecked(true);
                check("answers");
                w->session()->quiz()->reveal();
                QTRY_VERIFY(tools->link()->tally().revealed);
                check("revealed");
                if (!shots.isEmpty()) { // the dialog of the teacher's second click
                    ClassStartDialog dialog(w.get());
                    dialog.show();
                    QTest::qWait(100);
                    dialog.grab().save(QDir(shots).filePath(QStringLiteral("class-dialog-%1.png").arg(where)));
                }
            }
    }

    void theOpenQuestionGivesNothingAway()
    {
        // Single weight's narration names the next w; while the question is open the students'
        // page has the question instead, and no step table.
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1280, 800), QStringLiteral("single-weight"));
        if (QTest::currentTestFailed())
            return;
        ClassTools *tools = ClassTools::install(w.get());
        QVERIFY(tools->start(QHostAddress::LocalHost, 0));
        Student s(tools->link()->port());
        QVERIFY(s.waitOpen());
        s.join(tools->link()->code(), token(1));
        const QString shown = s.waitFor("step").value("html").toString();
        const auto trace = w->session()->controller()->trace();
        const std::optional<QuizAsk> ask = quizQuestion(*trace, 0);
        QVERIFY(ask);
        const QString answer = QString::fromStdString(formatNumber(ask->asked.values.at(0)));
        QVERIFY2(shown.contains(answer), "the step's own words name the next w (else this test proves nothing)");
        w->session()->quiz()->setActive(true);
        QVERIFY(w->session()->quiz()->ask());
        QVERIFY(!s.waitFor("ask").isEmpty());
        QTRY_VERIFY(std::any_of(s.messages.begin(), s.messages.end(), [](const QJsonObject &m) {
            return m.value("t") == QLatin1String("step") &&
                   !m.value("html").toString().contains(QLatin1String("This step's numbers"));
        }));
        for (const QJsonObject &m : s.messages)
            if (m.value("t") == QLatin1String("step") &&
                !m.value("html").toString().contains(QLatin1String("This step's numbers")))
                QVERIFY2(!m.value("html").toString().contains(answer),
                         "the answer is on the students' page while the question is open");
    }

    void theQrCodeHoldsTheJoinAddress()
    {
        const QImage qr = qrCodeImage(QStringLiteral("http://192.168.1.20:8765/?code=K7Q2XD"));
        QVERIFY(!qr.isNull());
        QCOMPARE(qr.width(), qr.height());
        // Version 3 at level M holds this address: 29 modules and the four-module quiet zone each side.
        QCOMPARE(qr.width(), 29 + 8);
        // The three finder patterns: dark 7x7 squares in three corners, inside the quiet zone.
        for (const QPoint corner : {QPoint(4, 4), QPoint(qr.width() - 5, 4), QPoint(4, qr.height() - 5)})
            QVERIFY(qGray(qr.pixel(corner)) < 128);
        QVERIFY(qGray(qr.pixel(0, 0)) > 128);
    }

    /// The bound address leaves this computer (the Wi-Fi dropped): within 5 s the panel and the
    /// status bar say so and name the addresses to start again on; when it comes back, they say that.
    void aLostNetworkIsNoticed()
    {
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1280, 800), QStringLiteral("sync"));
        if (QTest::currentTestFailed())
            return;
        QHostAddress lan;
        for (const ClassAddress &a : classAddresses())
            if (!a.address.isLoopback() && a.address != QHostAddress(QHostAddress::AnyIPv4))
                lan = a.address;
        if (lan.isNull())
            QSKIP("this machine has no network address but loopback");
        ClassTools *tools = ClassTools::install(w.get());
        QString error;
        QVERIFY2(tools->start(lan, 0, &error), qPrintable(error));
        ClassLink *link = tools->link();
        bool gone = false;
        link->addressesNow = [&gone, lan] {
            return gone ? QList<QHostAddress>{QHostAddress::LocalHost} : QList<QHostAddress>{lan};
        };
        QTest::qWait(2500);
        QVERIFY(!link->networkLost());
        gone = true;
        QTRY_VERIFY_WITH_TIMEOUT(link->networkLost(), 5000);
        QVERIFY2(tools->panelText().contains(QStringLiteral("THE NETWORK IS GONE")), qPrintable(tools->panelText()));
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("network is gone")));
        gone = false;
        QTRY_VERIFY_WITH_TIMEOUT(!link->networkLost(), 5000);
        QVERIFY(!tools->panelText().contains(QStringLiteral("THE NETWORK IS GONE")));
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("back")));
    }

    /// Tabs of one browser are one student, but a script with fresh tokens is many: the panel names
    /// an address that gave more than three answers to one question, and how many; the tally's
    /// "of" is never below the answers.
    void manyAnswersFromOneAddressShowOnThePanel()
    {
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1280, 800), QStringLiteral("sync"));
        if (QTest::currentTestFailed())
            return;
        ClassTools *tools = ClassTools::install(w.get());
        QVERIFY(tools->start(QHostAddress::LocalHost, 0));
        ClassLink *link = tools->link();
        QuizController *quiz = w->session()->quiz();
        quiz->setActive(true);
        QVERIFY(quiz->ask());
        std::vector<std::unique_ptr<Student>> script;
        for (int i = 0; i < 5; ++i) { // five fresh tokens from 127.0.0.1, each joining after the question opened
            script.push_back(std::make_unique<Student>(link->port()));
            QVERIFY(script.back()->waitOpen());
            script.back()->join(link->code(), token(100 + i));
            QVERIFY(!script.back()->waitFor("ask").isEmpty());
            script.back()->send({{"t", "answer"}, {"q", 1}, {"text", "2.125"}});
            QVERIFY(!script.back()->waitFor("got").isEmpty());
            QTRY_COMPARE(link->tally().answered, i + 1);
            QVERIFY(link->tally().students >= link->tally().answered);
            const bool noted = tools->panelText().contains(QLatin1String("answers from 127.0.0.1"));
            QCOMPARE(noted, i + 1 > kAnswersPerAddressNoted); // three from one address are not named
        }
        QTRY_VERIFY2(tools->panelText().contains(QLatin1String("5 answers from 127.0.0.1")), qPrintable(tools->panelText()));
        QCOMPARE(link->tally().busyAddresses.size(), std::size_t(1));
        QCOMPARE(link->tally().busyAddresses.front().second, 5);
        QVERIFY(tools->panelText().contains(QLatin1String("5 of 5 answered")));
        if (const QString shots = qEnvironmentVariable("SGD_CLASS_SHOTS"); !shots.isEmpty())
            w->grab().save(QDir(shots).filePath(QStringLiteral("class-panel-busy-address.png")));
    }

    /// The same with the loopback address taken away through the link's address seam: the panel
    /// offers the address the computer has now.
    void aLostNetworkOffersTheNewAddress()
    {
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1280, 800), QStringLiteral("sync"));
        if (QTest::currentTestFailed())
            return;
        ClassTools *tools = ClassTools::install(w.get());
        ClassLink *link = tools->link();
        bool moved = false;
        const QHostAddress here(QHostAddress::LocalHost), next(QStringLiteral("10.20.30.40"));
        link->addressesNow = [&moved, here, next] { return moved ? QList<QHostAddress>{next} : QList<QHostAddress>{here}; };
        QVERIFY(tools->start(here, 0));
        QTest::qWait(2200);
        QVERIFY(!link->networkLost());
        QElapsedTimer clock;
        clock.start();
        moved = true;
        QTRY_VERIFY_WITH_TIMEOUT(link->networkLost(), 5000);
        QVERIFY(clock.elapsed() < 5000);
        QTRY_VERIFY(tools->panelText().contains(QLatin1String("THE NETWORK IS GONE")));
        QVERIFY2(tools->panelText().contains(QLatin1String("start the session on 10.20.30.40")), qPrintable(tools->panelText()));
        QVERIFY2(w->statusBar()->currentMessage().contains(QLatin1String("10.20.30.40")),
                 qPrintable(w->statusBar()->currentMessage()));
        link->addressesNow = {};
    }

    void aPortInUseSaysSo()
    {
        std::unique_ptr<MainWindow> w;
        testing::openTestWindow(w, QSize(1024, 700), QStringLiteral("single-weight"));
        if (QTest::currentTestFailed())
            return;
        ClassTools *a = ClassTools::install(w.get());
        QVERIFY(a->start(QHostAddress::LocalHost, 0));
        std::unique_ptr<MainWindow> w2;
        testing::openTestWindow(w2, QSize(1024, 700), QStringLiteral("single-weight"));
        ClassTools *b = ClassTools::install(w2.get());
        QString error;
        QVERIFY(!b->start(QHostAddress::LocalHost, a->link()->port(), &error));
        QVERIFY2(error.contains(QString::number(a->link()->port())), qPrintable(error));
        QVERIFY(!b->link()->running());
    }
};

int main(int argc, char **argv)
{
    return sgd::ui::testing::runOnScreens<TestClassTools>({QSize(1024, 768), QSize(1920, 1080)}, argc, argv);
}
#include "tst_class_tools.moc"
