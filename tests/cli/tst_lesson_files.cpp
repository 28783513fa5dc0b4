// `sgd-studio --lesson FILE` checks the whole lesson before any window opens, with the message
// `trace` prints for the same settings; special files are refused at once, never read.
#include "cli_support.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

class TestLessonFiles : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return {};
        return path;
    }

    /// The one line of a refused `--lesson`, checked for exit 2 within a few seconds.
    static QString refusal(const QStringList &args)
    {
        QElapsedTimer t;
        t.start();
        const auto r = cli::run(args, 15000);
        if (r.crashed || r.exitCode != 2 || r.errLines().size() != 1 || t.elapsed() > 10000)
            return QStringLiteral("exit %1 after %2 ms: %3").arg(r.exitCode).arg(t.elapsed()).arg(QString::fromUtf8(r.err));
        return r.errLines().first();
    }

private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void inconsistentLessonsSayWhatTraceSays_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QStringList>("sets");
        QTest::newRow("failing worker 9 of 3") << "async" << QStringList{"fail=9@2"};
        QTest::newRow("rejoin without fail") << "async" << QStringList{"rejoin=5"};
        QTest::newRow("6 compute times, 4 workers") << "sync" << QStringList{"compute=1,1,1,1,1,1"};
        QTest::newRow("rows < workers") << "scale-lab" << QStringList{"rows=1000", "workers=1024"};
    }

    void inconsistentLessonsSayWhatTraceSays()
    {
        QFETCH(QString, scene);
        QFETCH(QStringList, sets);
        QStringList traceArgs{"trace", scene, "--steps", "1"};
        QJsonObject params;
        for (const QString &s : sets) {
            traceArgs << "--set" << s;
            params.insert(s.section('=', 0, 0), s.section('=', 1));
        }
        const auto tr = cli::run(traceArgs);
        QCOMPARE(tr.exitCode, 2);
        const QString traceLine = tr.errLines().value(0).remove(QStringLiteral("sgd-studio trace: "));
        QVERIFY2(traceLine.startsWith(QStringLiteral("bad value for ")), qPrintable(traceLine));

        const QJsonObject lesson{{"title", "inconsistent"}, {"scene", scene}, {"params", params}};
        const QString path = write(QStringLiteral("bad.json"), QJsonDocument(lesson).toJson());
        const QString line = refusal({"--lesson", path});
        QVERIFY2(line.endsWith(QStringLiteral("bad.json: ") + traceLine), qPrintable(line + "\nvs trace: " + traceLine));
    }

    /// A slide naming a view or view switch its scene does not have: the window's --lesson and
    /// `export --lesson` refuse it the same way (the page export took it and showed another view).
    void unknownViewsRefusedByTheWindowAndTheExport_data()
    {
        QTest::addColumn<QByteArray>("slide");
        QTest::addColumn<QString>("expected");
        QTest::newRow("view")
            << QByteArray(R"({"scene": "sync", "view": "nonsense"})")
            << QStringLiteral("slide 1: unknown view 'nonsense' for sync (allowed: scene, topology, w-chart, fit, timeline)");
        QTest::newRow("option") << QByteArray(R"({"scene": "single-weight", "options": {"bogus": true}})")
                                << QStringLiteral(
                                       "slide 1: unknown view option 'bogus' for single-weight (allowed: secant, follow, slip)");
    }
    void unknownViewsRefusedByTheWindowAndTheExport()
    {
        QFETCH(QByteArray, slide);
        QFETCH(QString, expected);
        const QString path = write(QStringLiteral("views.json"), R"({"version": 2, "title": "t", "slides": [)" + slide + "]}");
        const QString window = refusal({"--lesson", path});
        QVERIFY2(window.endsWith(expected), qPrintable(window));
        const QString page = m_dir.filePath(QStringLiteral("page.html"));
        const QString exported = refusal({"export", "--lesson", path, "--out", page});
        QVERIFY2(exported.startsWith(QStringLiteral("sgd-studio export: ")) && exported.endsWith(expected), qPrintable(exported));
        QVERIFY(!QFile::exists(page));
    }

    void specialFilesRefusedAtOnce()
    {
        QVERIFY2(refusal({"--lesson", "/dev/zero"}).contains("not a regular file"),
                 qPrintable(refusal({"--lesson", "/dev/zero"})));
        const QString fifo = m_dir.filePath(QStringLiteral("pipe.json"));
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString line = refusal({"--lesson=" + fifo});
        QVERIFY2(line.contains("not a regular file") && line.contains("pipe.json"), qPrintable(line));
        QVERIFY2(refusal({"--lesson", m_dir.path()}).contains("not a regular file"),
                 qPrintable(refusal({"--lesson", m_dir.path()})));
    }

    void emptyLessonNameRefused()
    {
        const QString line = refusal({"--lesson="});
        QVERIFY2(line.contains("--lesson"), qPrintable(line));
    }

    void nulInsideAStringRefused()
    {
        QByteArray text = R"({"title": "a?b", "scene": "sync", "params": {}})";
        text[text.indexOf('?')] = '\0';
        const QString line = refusal({"--lesson", write(QStringLiteral("nul.json"), text)});
        QVERIFY2(line.contains("nul.json") && line.contains("control character"), qPrintable(line));
    }

    void oversizedFileRefused()
    {
        const QString path = write(QStringLiteral("big.json"), QByteArray(2 * 1024 * 1024, ' '));
        const QString line = refusal({"--lesson", path});
        QVERIFY2(line.contains("big.json") && line.contains("KiB"), qPrintable(line));
    }
};

QTEST_GUILESS_MAIN(TestLessonFiles)
#include "tst_lesson_files.moc"
