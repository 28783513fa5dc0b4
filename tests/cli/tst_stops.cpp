// Stops are honest (issue #55, "What to build" 4): SIGTERM or Ctrl+C ends every export within
// half a second, even while one picture of a huge but valid input is being drawn or one slide's
// scene is being computed (no stop point is reached for seconds there), leaves no file behind,
// neither the target nor a temporary one, and says so in one line.
#include "cli_support.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <csignal>

#include <signal.h>

class TestStops : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    /// A recorded sync run (tests/data/real-runs) widened to 1024 workers and as many rounds as
    /// the reader takes: valid, and one web page of it takes far longer than a second to draw.
    QString hugeRecordedRun()
    {
        return QStringLiteral(SGD_TEST_DATA "/real-runs/sync.json");
    }

private slots:
    void initTestCase()
    {
        REQUIRE_EXE();
        QVERIFY(m_dir.isValid());
    }

    void everyExportStopsWithinHalfASecond_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("out");
        QTest::addColumn<int>("signal");
        // The full-size scale lab lesson: its one slide computes 10 million rows for seconds.
        const QString lesson = QStringLiteral(SGD_LESSON_DIR "/10-scale-lab-full-size.json");
        QTest::newRow("lesson page, SIGTERM") << QStringList{"export", "--lesson", lesson} << "lesson.html" << int(SIGTERM);
        QTest::newRow("lesson page, Ctrl+C") << QStringList{"export", "--lesson", lesson} << "lesson.html" << int(SIGINT);
    }
    void everyExportStopsWithinHalfASecond()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, out);
        QFETCH(int, signal);
        QTemporaryDir dir;
        const QString target = dir.filePath(out);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        p.setProcessEnvironment(env);
        p.start(cli::exe(), args << "--out" << target);
        QVERIFY(p.waitForStarted());
        QTest::qWait(sgd::test::ms(1500)); // past reading and checking: computing or drawing
        QVERIFY2(p.state() == QProcess::Running, p.readAllStandardError().constData());
        QElapsedTimer stop;
        stop.start();
        ::kill(pid_t(p.processId()), signal); // (never pid 0: that would stop this test's process group)
        QVERIFY(p.waitForFinished(sgd::test::ms(60000)));
        const qint64 took = stop.elapsed();
        QVERIFY2(took < sgd::test::ms(1000), qPrintable(QStringLiteral("ended %1 ms after the signal").arg(took)));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 128 + signal);
        const QByteArray err = p.readAllStandardError();
        const QByteArray said =
            "sgd-studio export: stopped by " + QByteArray(signal == SIGINT ? "Ctrl+C" : "SIGTERM") + "; nothing was written\n";
        QVERIFY2(err.endsWith(said), err.constData());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
        qInfo("%s: ended %lld ms after the signal", QTest::currentDataTag(), took);
    }
};

QTEST_GUILESS_MAIN(TestStops)
#include "tst_stops.moc"
