// The GUI executable's own options that must fail before any window opens: a lesson or trace file
// that cannot be used is one line naming the file and the reason, exit 2.
#include "cli_support.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestAppOptions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void missingLessonFile()
    {
        const auto r = cli::run({"--lesson", "/nonexistent/lesson.json"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.errLines().first().contains("/nonexistent/lesson.json"), r.err.constData());
    }

    void lessonWithAnOutOfRangeValue()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("too-big.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"title": "too big", "scene": "scale-lab", "description": "", "params": {"workers": "5000"}})");
        f.close();
        const auto r = cli::run({"--lesson", path});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        const QString line = r.errLines().first();
        QVERIFY2(line.contains("too-big.json") && line.contains("workers") && line.contains("5000"), qPrintable(line));
    }

    void lessonNeedsAValue()
    {
        const auto r = cli::run({"--lesson"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(QString::fromUtf8(r.err).contains("--lesson"));
    }

    void traceFileRefusedBeforeAnyWindow_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expect");
        QTest::newRow("old format") << QByteArray(R"({"scene": "sync", "params": {}, "frames": [{"step": 0}], "summary": {}})")
                                    << "no \"format\" field";
        QTest::newRow("unknown scene") << QByteArray(
                                              R"({"format": 2, "scene": "nope", "params": {}, "frames": [], "summary": {}})")
                                       << "unknown scene 'nope'";
        QTest::newRow("not json") << QByteArray("{\"format\": 2,") << "not valid JSON";
    }
    void traceFileRefusedBeforeAnyWindow()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expect);
        QTemporaryDir dir;
        const QString path = dir.filePath("run.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        const auto r = cli::run({"--trace", path});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        const QString line = r.errLines().first();
        QVERIFY2(line.startsWith("sgd-studio: cannot show trace " + path + ": ") && line.contains(expect), qPrintable(line));
    }

    void traceNeedsAValue()
    {
        const auto r = cli::run({"--trace"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines(), QStringList{"sgd-studio: --trace needs a value (FILE.json)"});
    }
};

QTEST_GUILESS_MAIN(TestAppOptions)
#include "tst_app_options.moc"
