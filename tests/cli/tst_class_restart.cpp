// The class session after a crash of the teacher's app (issue #51 item 3), with the real program:
// 31 pages behind one network address follow `sgd-studio class`; the app is killed (SIGKILL) and
// started again on the same port with a new code; every page reconnects with the old code and is
// told that session ended (asked for the new code), none of them counts as a wrong code, and a
// student behind the same address then joins with the new code. Before the fix the 31 reconnections
// counted as 31 wrong codes and locked the address out.
#include "../ui/class_test_support.h"
#include "cli_support.h"

#include <QProcess>
#include <QTcpServer>
#include <QTest>

using namespace sgd::ui::testing;

namespace {

/// `sgd-studio class sync` on 127.0.0.1:`port`; its join code from the lines it prints first.
struct Teacher {
    QProcess p;
    QString code;
    bool start(quint16 port)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(cli::exe(), {"class", "sync", "--bind", "127.0.0.1", "--port", QString::number(port), "--lang", "en"});
        if (!p.waitForStarted(10000))
            return false;
        // "Class session for … at URL", "Join code: K7Q2XD", "Commands, one per line: …"
        for (int i = 0; i < 3; ++i) {
            if (!p.canReadLine() && !p.waitForReadyRead(20000))
                return false;
            const QString line = QString::fromUtf8(p.readLine()).trimmed();
            if (line.startsWith(QLatin1String("Join code: ")))
                code = line.mid(11);
        }
        return !code.isEmpty();
    }
    QString say(const QString &line)
    {
        p.write(line.toUtf8() + "\n");
        p.waitForBytesWritten(2000);
        while (!p.canReadLine() && p.waitForReadyRead(10000)) {
        }
        return QString::fromUtf8(p.readLine()).trimmed();
    }
};

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

class TestClassRestart : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void aCrashLocksNobodyOut()
    {
        const quint16 port = freePort();
        QVERIFY(port > 0);
        Teacher first;
        QVERIFY2(first.start(port), first.p.readAllStandardError().constData());
        constexpr int kPages = 31;
        std::vector<std::unique_ptr<Student>> pages;
        for (int i = 0; i < kPages; ++i) {
            pages.push_back(std::make_unique<Student>(port));
            QVERIFY(pages.back()->waitOpen());
            pages.back()->join(first.code, token(i));
        }
        for (auto &p : pages)
            QVERIFY(!p->waitFor("welcome").isEmpty());
        QVERIFY(first.say(QStringLiteral("students")).startsWith(QStringLiteral("students: 31 joined now")));
        first.p.kill(); // SIGKILL: no goodbye to any page
        QVERIFY(first.p.waitForFinished(10000));
        QCOMPARE(first.p.exitStatus(), QProcess::CrashExit);
        for (auto &p : pages)
            QTRY_VERIFY_WITH_TIMEOUT(p->closed, 10000);

        Teacher second;
        QVERIFY2(second.start(port), second.p.readAllStandardError().constData());
        QVERIFY(second.code != first.code);
        // Every page reconnects as the page's script does: the old code, "again".
        std::vector<std::unique_ptr<Student>> again;
        for (int i = 0; i < kPages; ++i) {
            again.push_back(std::make_unique<Student>(port));
            QVERIFY(again.back()->waitOpen());
            again.back()->send({{"t", "join"}, {"code", first.code}, {"token", token(i)}, {"again", true}});
        }
        for (auto &p : again) {
            const QJsonObject ended = p->waitFor("ended");
            QVERIFY2(ended.value("why").toString().contains(QLatin1String("type the new code")),
                     "a page was not told the session ended");
            QCOMPARE(p->countOf("refused"), 0);
        }
        // A student behind the same address types the new code and is in.
        Student fresh(port);
        QVERIFY(fresh.waitOpen());
        fresh.join(second.code, token(kPages + 1));
        QVERIFY2(!fresh.waitFor("welcome").isEmpty(), "the address was locked out by the reconnecting pages");
        const QString students = second.say(QStringLiteral("students"));
        QVERIFY2(students.startsWith(QStringLiteral("students: 1 joined now")), qPrintable(students));
        QVERIFY2(students.contains(QLatin1String(" 0 wrong codes")), qPrintable(students));
        second.p.write("quit\n");
        QVERIFY(second.p.waitForFinished(20000));
    }
};

QTEST_GUILESS_MAIN(TestClassRestart)
#include "tst_class_restart.moc"
