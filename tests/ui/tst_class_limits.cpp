// What a school network may throw at the class session's server: wrong codes, oversized, malformed
// and binary messages, floods, too many connections and students, a socket that never joins, one
// address taking more than its share. Each closes or refuses only the connection at fault.
// (Split from tst_class_server.cpp; its memory under attack: tst_class_attacks.cpp.)
#include "class_server_support.h"
#include "core/quiz_values.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "ui/classroom/class_server.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::http;
using sgd::ui::testing::stepRequest;
using sgd::ui::testing::Student;
using sgd::ui::testing::syncTrace;
using sgd::ui::testing::token;

class TestClassLimits : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { gpu::installBackends(); }

    void aWrongCodeIsRefused()
    {
        ClassServer server(ClassLimits{.wrongCodesPerAddress = 3});
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        server.setCode(QStringLiteral("K7Q2XD"));
        for (int i = 0; i < 3; ++i) {
            Student s(server.port());
            QVERIFY(s.waitOpen());
            s.join(QStringLiteral("K7Q2XE"), token(i));
            QVERIFY(s.waitFor("refused").value("why").toString().contains(QLatin1String("not this session's code")));
            QTRY_VERIFY(s.closed);
            QCOMPARE(s.countOf("step"), 0);
        }
        // After three wrong codes from one address, even the right one is turned away from it.
        Student s(server.port());
        QVERIFY(s.waitOpen());
        s.join(QStringLiteral("K7Q2XD"), token(9));
        QVERIFY(s.waitFor("refused").value("why").toString().contains(QLatin1String("Too many wrong codes")));
        QCOMPARE(server.stats().wrongCode, 4);
        QCOMPARE(server.stats().joined, 0);
    }

    void hostileMessagesCloseTheirConnectionOnly()
    {
        ClassServer server;
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        const auto trace = syncTrace();
        server.ask(*quizQuestion(*trace, 0));
        Student good(server.port());
        QVERIFY(good.waitOpen());
        good.join(server.code(), token(0));
        QVERIFY(!good.waitFor("welcome").isEmpty());

        const std::vector<std::function<void(Student &)>> attacks = {
            [](Student &s) { s.ws.sendTextMessage(QString(100 * 1024, QLatin1Char('x'))); }, // oversized
            [](Student &s) { s.ws.sendTextMessage(QStringLiteral("{\"t\":\"join\",")); },    // not JSON
            [](Student &s) { s.ws.sendTextMessage(QStringLiteral("[1,2,3]")); },             // not an object
            [](Student &s) {
                s.send({{"t", "answer"}, {"q", 1}, {"text", "1"}});
            },                                                                // answer before join
            [](Student &s) { s.ws.sendBinaryMessage(QByteArray(16, '\0')); }, // binary
            [](Student &s) {
                s.send({{"t", "join"}, {"code", 5}, {"token", "x"}});
            },                      // malformed join
            [&server](Student &s) { // joined, then nonsense
                s.join(server.code(), token(7));
                s.send({{"t", "answer"}, {"q", 1}, {"choice", 42}});
            },
            [&server](Student &s) {
                s.join(server.code(), token(8));
                s.send({{"t", "answer"}, {"q", 1}, {"text", QString(61, QLatin1Char('9'))}});
            },
            [&server](Student &s) {
                s.join(server.code(), token(9));
                s.send({{"t", "shutdown"}});
            },
        };
        int hostile = 0;
        for (const auto &attack : attacks) {
            Student s(server.port());
            QVERIFY(s.waitOpen());
            attack(s);
            QTRY_VERIFY(s.closed);
            ++hostile;
            QTRY_COMPARE(server.stats().closedHostile, hostile);
        }
        QCOMPARE(server.stats().answers, 0);
        // The good student was never disturbed, and still answers.
        QVERIFY(!good.closed);
        good.send({{"t", "answer"}, {"q", 1}, {"text", "2.125"}});
        QVERIFY(!good.waitFor("got").isEmpty());
        QCOMPARE(server.stats().answers, 1);
    }

    void aFloodIsCut()
    {
        ClassServer server;
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        server.ask(*quizQuestion(*syncTrace(), 0));
        Student s(server.port());
        QVERIFY(s.waitOpen());
        s.join(server.code(), token(0));
        for (int i = 0; i < 50; ++i)
            s.send({{"t", "answer"}, {"q", 1}, {"text", "2.125"}});
        QTRY_VERIFY(s.closed);
        QCOMPARE(server.stats().closedFlood, 1);
        QCOMPARE(server.stats().answers, 1); // the first one counted, once
    }

    void tooManyConnectionsAndStudentsAreRefused()
    {
        ClassServer server(ClassLimits{.maxStudents = 3, .maxConnections = 5});
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        std::vector<std::unique_ptr<Student>> in;
        for (int i = 0; i < 3; ++i) {
            in.push_back(std::make_unique<Student>(server.port()));
            QVERIFY(in.back()->waitOpen());
            in.back()->join(server.code(), token(i));
            QVERIFY(!in.back()->waitFor("welcome").isEmpty());
        }
        Student fourth(server.port());
        QVERIFY(fourth.waitOpen());
        fourth.join(server.code(), token(3));
        QVERIFY(fourth.waitFor("refused").value("why").toString().contains(QLatin1String("full")));
        QTRY_VERIFY(fourth.closed);
        // A flood of raw connections: the server keeps at most five open and closes the rest at once.
        std::vector<std::unique_ptr<QTcpSocket>> flood;
        for (int i = 0; i < 20; ++i) {
            flood.push_back(std::make_unique<QTcpSocket>());
            flood.back()->connectToHost(QHostAddress::LocalHost, server.port());
        }
        QTRY_VERIFY(std::count_if(flood.begin(), flood.end(),
                                  [](const auto &s) { return s->state() == QAbstractSocket::UnconnectedState; }) >= 18);
        QVERIFY(server.stats().connections <= 5);
        QVERIFY(server.stats().full >= 18);
        QCOMPARE(server.stats().students, 3);
        for (auto &s : in)
            QVERIFY(!s->closed);
    }

    void aSocketThatNeverJoinsIsClosed()
    {
        ClassServer server(ClassLimits{.joinSeconds = 1});
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        Student idle(server.port());
        QVERIFY(idle.waitOpen());
        QTRY_VERIFY_WITH_TIMEOUT(idle.closed, 4000);
        Student elsewhere(server.port(), QStringLiteral("/other"));
        QTRY_VERIFY(elsewhere.closed); // not upgraded: "not found"
        QCOMPARE(server.stats().closedHostile, 1);
        QVERIFY(http(server.port(), "GET /ws HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").startsWith("HTTP/1.1 404"));
    }

    void aConnectionThatNeverBecomesAStudentIsClosed()
    {
        ClassServer server(ClassLimits{.requestSeconds = 1});
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        QTcpSocket idle; // holds a slot and says nothing
        idle.connectToHost(QHostAddress::LocalHost, server.port());
        QTRY_COMPARE(idle.state(), QAbstractSocket::ConnectedState);
        QTRY_VERIFY_WITH_TIMEOUT(idle.state() == QAbstractSocket::UnconnectedState, 4000);
        // A half-made upgrade ("Upgrade: websocket" without "Connection: Upgrade") is not left hanging.
        QTcpSocket half;
        half.connectToHost(QHostAddress::LocalHost, server.port());
        QTRY_COMPARE(half.state(), QAbstractSocket::ConnectedState);
        half.write("GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n\r\n");
        QTRY_VERIFY_WITH_TIMEOUT(half.state() == QAbstractSocket::UnconnectedState, 4000);
        // A student stays past the request timeout.
        Student s(server.port());
        QVERIFY(s.waitOpen());
        s.join(server.code(), token(1));
        QVERIFY(!s.waitFor("welcome").isEmpty());
        QTest::qWait(1600);
        QVERIFY(!s.closed);
    }

    void oneAddressHasItsShare()
    {
        // Per address: connections and students (a script with the code cannot cast a class's answers).
        ClassServer server(ClassLimits{.connectionsPerAddress = 4, .studentsPerAddress = 2});
        QVERIFY(server.start(QHostAddress::LocalHost, 0));
        std::vector<std::unique_ptr<Student>> in;
        for (int i = 0; i < 3; ++i) {
            in.push_back(std::make_unique<Student>(server.port()));
            QVERIFY(in.back()->waitOpen());
            in.back()->join(server.code(), token(i));
        }
        QVERIFY(!in[0]->waitFor("welcome").isEmpty() && !in[1]->waitFor("welcome").isEmpty());
        QVERIFY(in[2]->waitFor("refused").value("why").toString().contains(QLatin1String("Too many students")));
        QTRY_VERIFY(in[2]->closed);
        std::vector<std::unique_ptr<QTcpSocket>> more;
        for (int i = 0; i < 4; ++i) {
            more.push_back(std::make_unique<QTcpSocket>());
            more.back()->connectToHost(QHostAddress::LocalHost, server.port());
        }
        QTRY_VERIFY(server.stats().full >= 3); // two students' connections + two more fill the four
        QCOMPARE(server.stats().students, 2);
    }
};

QTEST_MAIN(TestClassLimits)
#include "tst_class_limits.moc"
