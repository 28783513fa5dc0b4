// The class session's server (#33): students join with the code, follow the teacher's step, answer
// once, and learn at the reveal whether they were right; the teacher's tally counts each answer
// once; a path that is not served is refused. What a school network may throw at it (wrong codes,
// oversized, malformed and binary messages, floods, too many connections, a socket that never
// joins) is tst_class_limits.cpp; its memory under attack, tst_class_attacks.cpp.
#include "class_server_support.h"
#include "core/quiz_values.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "ui/classroom/class_server.h"
#include "ui/render/html_export.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::http;
using sgd::ui::testing::stepRequest;
using sgd::ui::testing::Student;
using sgd::ui::testing::syncTrace;
using sgd::ui::testing::token;

class TestClassServer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { gpu::installBackends(); }

    void servesThePageAndNothingElse()
    {
        ClassServer server;
        QString error;
        QVERIFY2(server.start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        QVERIFY(server.port() > 0);
        QCOMPARE(server.code().size(), 6);
        QVERIFY(!server.code().contains(QLatin1Char('0')) && !server.code().contains(QLatin1Char('O')));
        QCOMPARE(server.joinUrl(), QStringLiteral("http://127.0.0.1:%1/?code=%2").arg(server.port()).arg(server.code()));
        const QByteArray page = http(server.port(), "GET /?code=ABC HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        QVERIFY2(page.startsWith("HTTP/1.1 200"), page.left(200).constData());
        QVERIFY(page.contains("Join the class"));
        QVERIFY(page.contains("Content-Security-Policy: default-src 'none'"));
        // The page's one script by its hash: no other script or inline handler runs in it.
        QVERIFY(page.contains("script-src 'sha256-"));
        QVERIFY(!page.contains("script-src 'unsafe-inline'"));
        QVERIFY(page.contains("function sgdViewer()")); // the take-home file's viewer
        // No file, no other path, no other method.
        for (const QByteArray path : {"/etc/passwd", "/../../etc/passwd", "/ws.html", "/favicon.ico", "/index.html"}) {
            const QByteArray reply = http(server.port(), "GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            QVERIFY2(reply.startsWith("HTTP/1.1 404"), QByteArray(path + ": " + reply.left(100)).constData());
        }
        QVERIFY(!http(server.port(), "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi")
                     .startsWith("HTTP/1.1 200"));
        // A request far larger than a page load is cut off, not kept in memory.
        const QByteArray huge = "GET / HTTP/1.1\r\nHost: x\r\nX-Pad: " + QByteArray(200 * 1024, 'a') + "\r\n\r\n";
        QVERIFY(!http(server.port(), huge).startsWith("HTTP/1.1 200"));
        QTRY_COMPARE(server.stats().connections, 0);
    }

    /// Each student's page in the browser's language when a catalogue has it, else the teacher's; the
    /// server's messages to a page in the page's language; each page's script allowed by its own hash.
    void eachStudentReadsTheirLanguage()
    {
        ClassServer server;
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        auto get = [&](const QByteArray &accept) {
            return http(server.port(),
                        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: " + accept + "\r\nConnection: close\r\n\r\n");
        };
        auto scriptHash = [](const QByteArray &reply) {
            const qsizetype from = reply.indexOf("<script>") + 8, to = reply.indexOf("</script>", from);
            return QByteArray("'sha256-" +
                              QCryptographicHash::hash(reply.mid(from, to - from), QCryptographicHash::Sha256).toBase64() + "'");
        };
        const QByteArray de = get("de-CH,de;q=0.9,en;q=0.8");
        QVERIFY2(de.startsWith("HTTP/1.1 200"), de.left(200).constData());
        QVERIFY(de.contains("<html lang=\"de\">"));
        QVERIFY(de.contains("Content-Language: de"));
        QVERIFY(de.contains("Beitrittscode"));
        QVERIFY(!de.contains("Join code"));
        QVERIFY(de.contains(QByteArray(QByteArray("script-src ") + scriptHash(de))));
        // The weights decide, not the order; a language without a catalogue is passed over.
        const QByteArray zh = get("fr-FR, en;q=0.3, zh-Hans-CN;q=0.6");
        QVERIFY(zh.contains("<html lang=\"zh-CN\">"));
        QVERIFY(zh.contains(QString::fromUtf8("加入码").toUtf8()));
        QVERIFY(zh.contains(QByteArray(QByteArray("script-src ") + scriptHash(zh))));
        QVERIFY(scriptHash(zh) != scriptHash(de));
        // Nothing the catalogues have (and a traditional script): the teacher's language, English here.
        for (const QByteArray &accept : {QByteArray("fr, es;q=0.9"), QByteArray("zh-TW"), QByteArray("*"), QByteArray()}) {
            const QByteArray en = get(accept);
            QVERIFY2(en.contains("<html lang=\"en\">") && en.contains("Join code"), accept.constData());
        }
        // What the server tells a page follows the page's language.
        server.setCode(QStringLiteral("K7Q2XD"));
        Student s(server.port());
        QVERIFY(s.waitOpen());
        s.send({{"t", "join"}, {"code", "K7Q2XE"}, {"token", token(1)}, {"lang", "de"}});
        QVERIFY(s.waitFor("refused").value("why").toString().contains(QLatin1String("nicht der Code dieser Sitzung")));
        Student t(server.port());
        QVERIFY(t.waitOpen());
        t.send({{"t", "join"}, {"code", "K7Q2XE"}, {"token", token(2)}, {"lang", "<script>"}});
        QVERIFY(t.waitFor("refused").value("why").toString().contains(QLatin1String("not this session's code")));
    }

    /// A phone held upright gets the step laid out for it (a 390-pixel-wide picture whose labels
    /// keep their size), a laptop the projector's; turning the phone switches at once; the phone's
    /// layout is made only when a phone needs it.
    void aPhoneGetsTheStepLaidOutForIt()
    {
        ClassServer server;
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        const auto trace = syncTrace();
        QSignalSpy sent(&server, &ClassServer::stepSent);
        ClassStepRequest wide = stepRequest(trace, 1);
        wide.options.size = QSize(1280, 720);
        server.requestStep(wide);
        QTRY_COMPARE(sent.count(), 1);
        QCOMPARE(server.stats().phoneStepBytes, 0); // no phone yet: nothing made for one
        Student laptop(server.port()), phone(server.port());
        QVERIFY(laptop.waitOpen() && phone.waitOpen());
        laptop.send({{"t", "join"}, {"code", server.code()}, {"token", token(1)}, {"phone", false}});
        phone.send({{"t", "join"}, {"code", server.code()}, {"token", token(2)}, {"phone", true}});
        auto viewBox = [](const QJsonObject &step) {
            static const QRegularExpression box(QStringLiteral("viewBox=\"0 0 (\\d+) (\\d+)\""));
            const QRegularExpressionMatch m = box.match(step.value("svg").toString());
            return m.hasMatch() ? QSize(m.captured(1).toInt(), m.captured(2).toInt()) : QSize();
        };
        QCOMPARE(viewBox(laptop.waitFor("step")), QSize(1280, 720));
        QCOMPARE(viewBox(phone.waitFor("step")), QSize(kHtmlPhoneWidth, kHtmlPhoneHeight));
        QVERIFY(server.stats().phoneStepBytes > 0 && server.stats().phoneStepBytes < 30 * 1024);
        // The next step: each page its own layout, the same step.
        server.requestStep(stepRequest(trace, 2));
        QTRY_COMPARE(sent.count(), 2);
        QTRY_COMPARE(phone.countOf("step"), 2);
        QCOMPARE(viewBox(phone.waitFor("step", int(phone.messages.size()) - 1)).width(), kHtmlPhoneWidth);
        // The phone turned sideways: the wide layout comes at once, without a new step.
        const int before = int(phone.messages.size());
        phone.send({{"t", "layout"}, {"phone", false}});
        const QJsonObject turned = phone.waitFor("step", before);
        QCOMPARE(turned.value("n").toInt(), 2);
        QCOMPARE(viewBox(turned).width(), 800);
        QVERIFY(!phone.closed);
    }

    void aClassJoinsFollowsAnswersAndSeesTheReveal()
    {
        ClassServer server;
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        server.setTitle(QStringLiteral("Synchronous SGD"));
        const auto trace = syncTrace();
        std::vector<std::unique_ptr<Student>> class_;
        for (int i = 0; i < 6; ++i) {
            class_.push_back(std::make_unique<Student>(server.port()));
            QVERIFY(class_.back()->waitOpen());
            class_.back()->join(server.code().toLower(), token(i), i == 0 ? QStringLiteral("Ada") : QString()); // any case
        }
        for (auto &s : class_)
            QCOMPARE(s->waitFor("welcome").value("title").toString(), QStringLiteral("Synchronous SGD"));
        QTRY_COMPARE(server.stats().students, 6);

        // The teacher's step reaches every student: the section the take-home page holds, its picture an SVG.
        QSignalSpy sent(&server, &ClassServer::stepSent);
        server.requestStep(stepRequest(trace, 0));
        QTRY_COMPARE(sent.count(), 1);
        // Sized for a lecture hall's Wi-Fi: the step deflated (as a page that inflates gets it) is
        // under 30 KB; it was 197 KB as base64 SVG.
        QVERIFY2(server.stats().stepBytes > 0 && server.stats().stepBytes < 30 * 1024,
                 qPrintable(QString::number(server.stats().stepBytes)));
        QVERIFY(server.stats().stepBytesPlain > 2 * server.stats().stepBytes);
        for (auto &s : class_) {
            const QJsonObject step = s->waitFor("step");
            QCOMPARE(step.value("n").toInt(), 0);
            const QString html = step.value("html").toString();
            QVERIFY(html.startsWith(QLatin1String("<section class=\"step\" data-step=\"0\"")));
            // The picture as SVG text beside the section (the page shows it as an image from a blob: URL).
            QVERIFY(html.contains(QLatin1String("src=\"\" data-svg=\"1\"")));
            QVERIFY(step.value("svg").toString().contains(QLatin1String("<svg")));
            QVERIFY(html.contains(QLatin1String("This step's numbers")));
        }
        // Stepping faster than pictures are made: the last request wins, none is lost in between.
        server.requestStep(stepRequest(trace, 1));
        server.requestStep(stepRequest(trace, 0, true));
        QTRY_COMPARE(sent.count(), 2);
        QCOMPARE(sent.last().at(0).toInt(), 0);
        const QJsonObject open = class_[0]->waitFor("step", 2);
        QVERIFY2(!open.value("html").toString().contains(QLatin1String("This step's numbers")),
                 "the numbers give the answer away while the question is open");

        // The question: the same as the window's, without its answer.
        const std::optional<QuizAsk> ask = quizQuestion(*trace, 0);
        QVERIFY(ask);
        QCOMPARE(ask->asked.values.at(0), 2.125);
        server.ask(*ask);
        for (auto &s : class_) {
            const QJsonObject q = s->waitFor("ask");
            QCOMPARE(q.value("prompt").toString(), QString::fromStdString(ask->prompt));
            QCOMPARE(q.value("count").toInt(), 1);
            QVERIFY(!q.contains("answer"));
        }
        const QString before = QString::number(ask->before.at(0));
        const QString slip = ask->slips.empty() ? QStringLiteral("9") : QString::number(ask->slips.front().first);
        const QStringList typed = {"2.125", "2.125", "2.2", before, slip};
        for (int i = 0; i < 5; ++i) // student 5 stays silent
            class_[std::size_t(i)]->send({{"t", "answer"}, {"q", 1}, {"text", typed[i]}});
        class_[0]->send({{"t", "answer"}, {"q", 1}, {"text", "99"}}); // a second answer: not counted
        for (int i = 0; i < 5; ++i)
            QVERIFY(!class_[std::size_t(i)]->waitFor("got").isEmpty());
        QTRY_COMPARE(server.stats().answers, 5);
        QTRY_COMPARE(server.stats().duplicates, 1);
        // Text that is no number is sent back and does not use up the student's one answer.
        class_[5]->send({{"t", "answer"}, {"q", 1}, {"text", "two point one"}});
        QCOMPARE(class_[5]->waitFor("unreadable").value("text").toString(), QStringLiteral("Type one number, such as 0.8."));
        QCOMPARE(server.stats().unreadable, 1);
        QCOMPARE(server.stats().answers, 5);
        ClassTally t = server.tally();
        QCOMPARE(t.question, 1);
        QVERIFY(t.open && !t.revealed);
        QCOMPARE(t.students, 6);
        QCOMPARE(t.answered, 5);
        QCOMPARE(t.right, 2);                                   // two exact (close is not right)
        QCOMPARE(t.answer, QStringLiteral("global w = 2.125")); // the card's words
        auto outcome = [&t](const QString &name) {
            for (const auto &[n, c] : t.outcomes)
                if (n == name || n.startsWith(name))
                    return c;
            return 0;
        };
        QCOMPARE(outcome("Exact"), 2);
        QCOMPARE(outcome("Close"), 1);
        // The value before the step is a named slip, as the window's card names it.
        QCOMPARE(outcome("Slip: that is global w before the step"), 1);
        if (!ask->slips.empty()) // sync's slips: w + eta g (uphill) is named as such
            QCOMPARE(outcome(QStringLiteral("Slip: ") + QString::fromStdString(ask->slips.front().second)), 1);
        QCOMPARE(t.values.front(), (ClassTallyBar{QStringLiteral("2.125"), 2, QStringLiteral("Exact"), true}));

        // The reveal: each student learns the answer, and whether theirs was right.
        server.reveal();
        for (int i = 0; i < 6; ++i) {
            const QJsonObject r = class_[std::size_t(i)]->waitFor("reveal");
            QCOMPARE(r.value("answer").toString(), QStringLiteral("global w = 2.125"));
            if (i < 2)
                QCOMPARE(r.value("right").toBool(), true);
            else if (i < 5)
                QCOMPARE(r.value("right").toBool(true), false);
            else
                QVERIFY(r.value("right").isNull());
        }
        QVERIFY(server.tally().revealed);
        class_[5]->send({{"t", "answer"}, {"q", 1}, {"text", "2.125"}}); // too late: not counted, not punished
        QTest::qWait(200);
        QCOMPARE(server.stats().answers, 5);
        QVERIFY(!class_[5]->closed);

        // A student who joins now gets the step shown, the question and its answer.
        Student late(server.port());
        QVERIFY(late.waitOpen());
        late.join(server.code(), token(99));
        QCOMPARE(late.waitFor("step").value("n").toInt(), 0);
        QVERIFY(!late.waitFor("reveal").isEmpty());

        // The results: one row per answer, the nickname only where one was given.
        QTemporaryDir dir;
        const QString csv = dir.filePath("answers.csv");
        QString error;
        QVERIFY2(server.exportCsv(csv, &error), qPrintable(error));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = f.readAll().trimmed().split('\n');
        QCOMPARE(rows.size(), 6);
        QCOMPARE(rows[0], QByteArray("question,step,prompt,student,nickname,answer,outcome,right,seconds"));
        QVERIFY2(rows[1].contains(",Ada,2.125,Exact,yes,"), rows[1].constData());
        QVERIFY2(rows[3].contains(",2.2,Close,no,"), rows[3].constData());
        QVERIFY2(rows[4].contains(",Slip: that is global w before the step; the question is where the step takes it.,no,"),
                 rows[4].constData());
        QVERIFY(!server.exportCsv(dir.filePath("no/such/folder/a.csv"), &error));
        QVERIFY(!error.isEmpty());

        // The teacher stops: every student hears it, and the answers are gone from memory.
        server.stop();
        QVERIFY(!class_[1]->waitFor("end").isEmpty());
        QTRY_VERIFY(class_[1]->closed);
        QVERIFY(server.answers().empty());
    }

    /// The teacher's app restarts (a new session on the same port, a new code): 31 pages behind one
    /// address reconnect with the old code. Each is told that session ended, none counts as a wrong
    /// code, and a student there then joins with the new code. An address locked for wrong codes
    /// is let in again from the panel.
    void aRestartLocksNobodyOut()
    {
        quint16 port = 0;
        QString oldCode;
        std::vector<std::unique_ptr<Student>> pages;
        {
            ClassServer first;
            QString error;
            QVERIFY2(first.start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
            port = first.port();
            oldCode = first.code();
        } // gone, as after kill -9: every page's connection drops
        ClassServer server;
        QString error;
        QVERIFY2(server.start(QHostAddress::LocalHost, port, &error), qPrintable(error));
        QVERIFY(server.code() != oldCode);
        for (int i = 0; i < 31; ++i) {
            pages.push_back(std::make_unique<Student>(port));
            QVERIFY(pages.back()->waitOpen());
            pages.back()->send({{"t", "join"}, {"code", oldCode}, {"token", token(i)}, {"again", true}});
        }
        for (const auto &p : pages)
            QVERIFY(p->waitFor("ended").value("why").toString().contains(QStringLiteral("new code")));
        QCOMPARE(server.stats().wrongCode, 0);
        QCOMPARE(server.stats().staleJoins, 31);
        QCOMPARE(server.stats().lockedAddresses, 0);
        Student fresh(port);
        QVERIFY(fresh.waitOpen());
        fresh.join(server.code(), token(40));
        QVERIFY(!fresh.waitFor("welcome").isEmpty());
        // Thirty wrong codes typed: the address is turned away, until the teacher lets it in.
        for (int i = 0; i < ClassLimits().wrongCodesPerAddress; ++i) {
            Student guess(port);
            QVERIFY(guess.waitOpen());
            guess.join(QStringLiteral("WRONG%1").arg(i), token(100 + i));
            QVERIFY(!guess.waitFor("refused").isEmpty());
        }
        QCOMPARE(server.stats().lockedAddresses, 1);
        Student blocked(port);
        QVERIFY(blocked.waitOpen());
        blocked.join(server.code(), token(41));
        QVERIFY(blocked.waitFor("refused").value("why").toString().contains(QStringLiteral("wrong codes")));
        QCOMPARE(server.clearAddressLocks(), 1);
        QCOMPARE(server.stats().lockedAddresses, 0);
        Student again(port);
        QVERIFY(again.waitOpen());
        again.join(server.code(), token(41));
        QVERIFY(!again.waitFor("welcome").isEmpty());
    }

    /// The tally counts out of the students the question reached, never fewer than answered; the
    /// CSV shows control and direction characters instead of obeying them; nicknames keep emoji.
    void honestCountsAndCleanText()
    {
        ClassServer server;
        QString error;
        QVERIFY2(server.start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        const SceneDef &sync = *findScene("sync");
        const Trace trace = runScene(sync, sync.defaults());
        std::vector<std::unique_ptr<Student>> class_;
        for (int i = 0; i < 3; ++i) {
            class_.push_back(std::make_unique<Student>(server.port()));
            QVERIFY(class_.back()->waitOpen());
            class_.back()->join(server.code(), token(i), i == 0 ? QStringLiteral("Ada \U0001F680\u202E") : QString());
            QVERIFY(!class_.back()->waitFor("welcome").isEmpty());
        }
        server.ask(*quizQuestion(trace, 0));
        for (auto &s : class_)
            QVERIFY(!s->waitFor("ask").isEmpty());
        class_[0]->send({{"t", "answer"}, {"q", 1}, {"text", "2.125\u202E9"}});
        class_[1]->send({{"t", "answer"}, {"q", 1}, {"text", "2.125"}});
        QTRY_COMPARE(server.stats().answers, 1 + 0); // the first is no number: sent back, not counted
        QVERIFY(!class_[0]->waitFor("unreadable").isEmpty());
        class_[1].reset(); // answered, then left
        class_[2].reset(); // left without answering
        QTRY_COMPARE(server.stats().students, 1);
        ClassTally t = server.tally();
        QCOMPARE(t.answered, 1);
        QCOMPARE(t.students, 3); // the question reached three
        QCOMPARE(server.answers().size(), std::size_t(1));
        // The nickname keeps its emoji and loses the direction override.
        class_[0]->send({{"t", "answer"}, {"q", 1}, {"text", "2"}});
        QTRY_COMPARE(server.stats().answers, 2);
        QCOMPARE(server.answers().back().nickname, QStringLiteral("Ada \U0001F680"));
        std::vector<ClassAnswer> odd = server.answers();
        odd.back().text = QStringLiteral("1\u202E2\x01");
        const QByteArray csv = classAnswersCsv(odd);
        QVERIFY2(csv.contains("1\\u{202e}2\\u{0001}") && !csv.contains("\xe2\x80\xae"), csv.constData());
        QVERIFY(csv.contains("Ada \xf0\x9f\x9a\x80"));
    }

    /// Every 5 s the server beats: a page that hears nothing for 12 s knows the network is gone.
    void studentsHearABeat()
    {
        ClassServer server;
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        Student s(server.port());
        QVERIFY(s.waitOpen());
        s.join(server.code(), token(1));
        QVERIFY(!s.waitFor("welcome").isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(s.countOf(QStringLiteral("beat")) >= 1, 7000);
    }

    void theTallyNamesTheClassicSlips()
    {
        // Single weight's question has the classic slips (a sign, a forgotten x): the tally names them.
        const SceneDef &scene = *findScene("single-weight");
        const Trace trace = runScene(scene, scene.defaults());
        const std::optional<QuizAsk> ask = quizQuestion(trace, 0);
        QVERIFY(ask && !ask->slips.empty());
        std::vector<ClassAnswer> answers;
        auto add = [&](const QString &typed) {
            ClassAnswer a;
            a.question = 4;
            a.text = typed;
            a.grade = gradeAnswer(*ask, typed.toStdString());
            a.outcome = classAnswerOutcome(*ask, typed, -1, a.grade, a.right);
            answers.push_back(a);
        };
        const QString truth = QString::number(ask->asked.values.at(0), 'g', 17);
        for (const QString &typed : {truth, truth, QString::number(ask->slips[0].first, 'g', 17), QStringLiteral("x")})
            add(typed);
        const ClassTally t = classTally(*ask, 4, answers, 30);
        QCOMPARE(t.answered, 4);
        QCOMPARE(t.right, 2);
        QCOMPARE(t.students, 30);
        QCOMPARE(t.outcomes.size(), std::size_t(3));
        QCOMPARE(t.outcomes[0], std::make_pair(QStringLiteral("Exact"), 2));
        QCOMPARE(t.outcomes[1],
                 std::make_pair(QString(QStringLiteral("Slip: ") + QString::fromStdString(ask->slips[0].second)), 1));
        QCOMPARE(t.outcomes[2], std::make_pair(QStringLiteral("Unreadable"), 1));
        QCOMPARE(t.values.front().count, 2);
        QCOMPARE(t.values.front().outcome, QStringLiteral("Exact"));
        QCOMPARE(t.values[1].outcome, t.outcomes[1].first); // the slip's bar is named
        // A multiple choice lists every choice, chosen or not.
        QuizAsk choice = *ask;
        choice.choices = {"1", "2", "3"};
        ClassAnswer a;
        a.question = 5;
        a.choice = 1;
        a.text = "2";
        answers = {a};
        const ClassTally c = classTally(choice, 5, answers, 3);
        QCOMPARE(c.values.size(), std::size_t(3));
        QCOMPARE(c.values[1].label, QStringLiteral("2"));
        QCOMPARE(c.values[1].count, 1);
        QCOMPARE(c.values[0].count, 0);
        // "40 of 0 answered" never: the denominator is at least the answers (a script joined after
        // the count was taken), typed or chosen; and the addresses that gave more than three are named.
        std::vector<ClassAnswer> scripted;
        for (int i = 0; i < 40; ++i) {
            ClassAnswer s;
            s.question = 5;
            s.student = i + 1;
            s.choice = i % 3;
            s.text = QString::fromStdString(choice.choices[std::size_t(s.choice)]);
            s.address = i < 3 ? QStringLiteral("10.0.0.8") : QStringLiteral("10.0.0.7");
            scripted.push_back(s);
        }
        const ClassTally many = classTally(choice, 5, scripted, 0);
        QCOMPARE(many.answered, 40);
        QCOMPARE(many.students, 40);
        QCOMPARE(many.busyAddresses.size(), std::size_t(1)); // three from 10.0.0.8 are not named
        QCOMPARE(many.busyAddresses.front(), std::make_pair(QStringLiteral("10.0.0.7"), 37));
        for (ClassAnswer &s : scripted) {
            s.question = 4;
            s.choice = -1;
            s.text = truth;
        }
        QCOMPARE(classTally(*ask, 4, scripted, 2).students, 40);
        // A cell a spreadsheet would run as a formula is written as text.
        ClassAnswer evil;
        evil.nickname = QStringLiteral("=HYPERLINK(\"http://x\")");
        evil.text = QStringLiteral("-8");
        const QByteArray csv = classAnswersCsv({evil});
        QVERIFY2(csv.contains("\"'=HYPERLINK(\"\"http://x\"\")\""), csv.constData());
        QVERIFY(csv.contains(",-8,")); // a number stays a number
    }

    void aReloadedPageIsStillOneStudentWithOneAnswer()
    {
        ClassServer server;
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        const auto trace = syncTrace();
        server.ask(*quizQuestion(*trace, 0));
        Student first(server.port());
        QVERIFY(first.waitOpen());
        first.join(server.code(), token(1));
        QVERIFY(!first.waitFor("ask").isEmpty());
        first.send({{"t", "answer"}, {"q", 1}, {"text", "2.125"}});
        QVERIFY(!first.waitFor("got").isEmpty());
        Student again(server.port()); // the same page, reloaded: the same token
        QVERIFY(again.waitOpen());
        again.join(server.code(), token(1));
        QCOMPARE(again.waitFor("got").value("text").toString(), QStringLiteral("2.125"));
        QTRY_VERIFY(first.closed);
        again.send({{"t", "answer"}, {"q", 1}, {"text", "3"}});
        QTRY_COMPARE(server.stats().duplicates, 1);
        QCOMPARE(server.stats().answers, 1);
        QCOMPARE(server.stats().students, 1);
        QCOMPARE(server.tally().answered, 1);
    }

    void theProtocolsEdges()
    {
        ClassServer server;
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        const auto trace = syncTrace();
        Student a(server.port());
        QVERIFY(a.waitOpen());
        a.join(server.code(), token(1));
        QVERIFY(!a.waitFor("welcome").isEmpty());
        QCOMPARE(a.waitFor("welcome").value("keep").toInt(), server.limits().stepsKept);
        // An answer to no open question: "late", and the connection stays.
        a.send({{"t", "answer"}, {"q", 7}, {"text", "1"}});
        QCOMPARE(a.waitFor("late").value("q").toInt(), 7);
        server.ask(*quizQuestion(*trace, 0));
        QVERIFY(!a.waitFor("ask").isEmpty());
        server.reveal();
        QVERIFY(!a.waitFor("reveal").isEmpty());
        // Moving on after the reveal takes the question off the pages, and late joiners do not get it.
        server.withdraw();
        QCOMPARE(a.waitFor("close").value("q").toInt(), 1);
        Student late(server.port());
        QVERIFY(late.waitOpen());
        late.join(server.code(), token(2));
        QVERIFY(!late.waitFor("welcome").isEmpty());
        QTest::qWait(200);
        QCOMPARE(late.countOf("ask"), 0);
        // The same page opened twice: the first is told, so it does not take the place back.
        Student again(server.port());
        QVERIFY(again.waitOpen());
        again.join(server.code(), token(1));
        QVERIFY(a.waitFor("refused").value("why").toString().contains(QLatin1String("opened again")));
        QTRY_VERIFY(a.closed);
        QVERIFY(!again.closed);
        // A step identical to the one shown is not sent again.
        server.publishStep(1, 0, QStringLiteral("Round 0"), QStringLiteral("<section class=\"step\" data-step=\"0\"></section>"));
        QVERIFY(!again.waitFor("step").isEmpty());
        const int before = server.stats().stepsSent;
        server.publishStep(1, 0, QStringLiteral("Round 0"), QStringLiteral("<section class=\"step\" data-step=\"0\"></section>"));
        QTest::qWait(100);
        QCOMPARE(server.stats().stepsSent, before);
    }

    void aStudentWhoStopsReadingGetsOnlyTheNewestStep()
    {
        // A peer that joins and then reads nothing (a phone on a weak signal): steps do not queue
        // behind the one on its way; the newest waits, replacing any older one waiting.
        ClassServer server(ClassLimits{.maxQueuedBytes = 256 * 1024});
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        QTcpSocket raw;
        raw.setReadBufferSize(4096);
        raw.connectToHost(QHostAddress::LocalHost, server.port());
        QTRY_COMPARE(raw.state(), QAbstractSocket::ConnectedState);
        raw.write(QStringLiteral("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:%1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                 "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                      .arg(server.port())
                      .toLatin1());
        QTRY_VERIFY(raw.bytesAvailable() > 0 || raw.peek(16).startsWith("HTTP/1.1 101"));
        const QByteArray join =
            QStringLiteral("{\"t\":\"join\",\"code\":\"%1\",\"token\":\"%2\"}").arg(server.code(), token(5)).toUtf8();
        QByteArray frame("\x81", 1); // one text frame, masked (with a zero mask) as a client's must be
        frame += char(0x80 | join.size());
        frame += QByteArray(4, '\0');
        frame += join;
        raw.write(frame);
        QTRY_COMPARE(server.stats().students, 1);
        const QString big = QStringLiteral("<section class=\"step\" data-step=\"%1\">") + QString(60 * 1024, QLatin1Char('x'));
        qint64 peak = 0;
        for (int i = 0; i < 400; ++i) {
            server.publishStep(1, i, QStringLiteral("Round %1").arg(i), big.arg(i));
            QTest::qWait(2);
            peak = std::max(peak, server.stats().queuedBytes);
        }
        QVERIFY2(peak < 4 * 65 * 1024, qPrintable(QString::number(peak))); // a step or two, never 400
        QCOMPARE(server.stats().students, 1);
        QCOMPARE(server.stats().closedSlow, 0);
    }

    void aPageThatSaysWhatArrivedGetsTheNewestStepNext()
    {
        // A page that says when a step arrived ({"t":"have"}) has one step at a time on its way:
        // whatever the system's and the network's buffers hold, steps shown meanwhile do not queue
        // behind it; the newest of them comes when it says the one on its way arrived.
        ClassServer server;
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        server.publishStep(1, 0, QStringLiteral("Round 0"), QStringLiteral("<section class=\"step\">0</section>"));
        Student page(server.port());
        QVERIFY(page.waitOpen());
        page.send({{"t", "join"}, {"code", server.code()}, {"token", token(3)}, {"acks", true}});
        QCOMPARE(page.waitFor("step").value("n").toInt(), 0);
        for (int i = 1; i <= 4; ++i)
            server.publishStep(1, i, QStringLiteral("Round %1").arg(i),
                               QStringLiteral("<section class=\"step\">%1</section>").arg(i));
        QTest::qWait(300);
        QCOMPARE(page.countOf("step"), 1); // step 0 is on its way still: steps 1 to 4 wait, the newest in place of the others
        const int before = int(page.messages.size());
        page.ws.sendTextMessage(QStringLiteral(R"({"t":"have"})"));
        QCOMPARE(page.waitFor("step", before).value("n").toInt(), 4);
        QTest::qWait(300);
        QCOMPARE(page.countOf("step"), 2);
        // Saying so is not a message the rate limit counts: twenty steps said arrived, still joined.
        for (int i = 5; i < 25; ++i) {
            const int had = page.countOf("step");
            page.ws.sendTextMessage(QStringLiteral(R"({"t":"have"})")); // the one on its way arrived
            server.publishStep(1, i, QStringLiteral("Round %1").arg(i),
                               QStringLiteral("<section class=\"step\">%1</section>").arg(i));
            QTRY_COMPARE(page.countOf("step"), had + 1);
        }
        QTest::qWait(200);
        QVERIFY(!page.closed);
        QCOMPARE(server.stats().closedFlood, 0);
        QCOMPARE(server.stats().students, 1);
    }

    void itBindsOnlyWhereItIsTold()
    {
        ClassServer server;
        QString error;
        QVERIFY(!server.start(QHostAddress(QStringLiteral("192.0.2.1")), 0, &error)); // not this machine's
        QVERIFY2(error.contains(QLatin1String("192.0.2.1")), qPrintable(error));
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        ClassServer second;
        QVERIFY(!second.start(QHostAddress::LocalHost, server.port(), &error)); // the port is taken
        QVERIFY2(error.contains(QString::number(server.port())), qPrintable(error));
    }
};

QTEST_MAIN(TestClassServer)
#include "tst_class_server.moc"
