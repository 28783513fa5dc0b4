// `sgd-studio sweep`: the comparison window's parameter sweep, headless: CSV on standard output or
// in a file, the chart as SVG, and one clear line (exit 2) for a bad parameter, range or target.
#include "cli_support.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

namespace {

QStringList csvLines(const QByteArray &csv)
{
    QStringList lines = QString::fromUtf8(csv).split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The regime column of the row whose first field is `value`.
QString regimeAt(const QStringList &rows, const QString &value)
{
    for (const QString &row : rows)
        if (row.section(',', 0, 0) == value)
            return row.section(',', 2, 2);
    return {};
}

} // namespace

class TestCliSweep : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void etaSweepOnStandardOutput()
    {
        const cli::Result r =
            cli::run({"sweep", "single-weight", "--param", "eta", "--from", "0.05", "--to", "0.25", "--count", "21"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QStringList rows = csvLines(r.out);
        QCOMPARE(rows.size(), 22);
        QCOMPARE(rows[0], QStringLiteral("eta,final_loss,regime,diverged,note"));
        QCOMPARE(regimeAt(rows, "0.05"), QStringLiteral("stable"));
        QCOMPARE(regimeAt(rows, "0.15"), QStringLiteral("overshooting"));
        QCOMPARE(regimeAt(rows, "0.25"), QStringLiteral("diverging"));
        QCOMPARE(regimeAt(rows, "0.11"), QStringLiteral("stable")); // 0.99 < 1: no rounding drift in the values
    }

    void defaultsPerScene()
    {
        const cli::Result a = cli::run({"sweep", "async", "--count", "4", "--to", "4"});
        QCOMPARE(a.exitCode, 0);
        const QStringList rows = csvLines(a.out);
        QCOMPARE(rows[0], QStringLiteral("workers,mean_staleness,regime,diverged,note"));
        QCOMPARE(rows.size(), 5);
        QVERIFY(rows[1].startsWith("1,0,"));
        const cli::Result g =
            cli::run({"sweep", "decentralized", "--from", "2", "--to", "6", "--count", "5", "--set", "topology=ring"});
        QCOMPARE(g.exitCode, 0);
        QVERIFY(g.out.startsWith("nodes,final_consensus_distance,"));
    }

    void filesCsvAndSvg()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("eta.csv"), svg = dir.filePath("eta.svg");
        QCOMPARE(cli::run({"sweep", "single-weight", "--count", "5", "--out", csv}).exitCode, 0);
        QCOMPARE(csvLines(readAll(csv)).size(), 6);
        const cli::Result r = cli::run({"sweep", "single-weight", "--out", svg, "--theme", "dark", "--size", "1000x600"});
#if !SGD_HAVE_CHARTS
        QCOMPARE(r.exitCode, 1); // a build without Qt Charts says so and writes nothing
        QVERIFY2(r.err.contains("need Qt Charts"), r.err.constData());
        QVERIFY(!QFileInfo::exists(svg));
        QSKIP("this build has no Qt Charts: no sweep pictures");
#endif
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QByteArray text = readAll(svg);
        QVERIFY(text.startsWith("<?xml"));
        QVERIFY(text.contains("overshooting"));
        QVERIFY(text.contains("η = 2/9"));
    }

    void badInputIsOneLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown param") << QStringList{"--param", "nope"} << "bad value for --param: 'nope'";
        QTest::newRow("list param") << QStringList{"--param", "steps2"} << "--param";
        QTest::newRow("count") << QStringList{"--count", "1"} << "--count";
        QTest::newRow("out of range") << QStringList{"--to", "20"} << "eta";
        QTest::newRow("log from 0") << QStringList{"--from", "0", "--log"} << "log";
        QTest::newRow("extension") << QStringList{"--out", "x.txt"} << "--out";
    }
    void badInputIsOneLine()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const cli::Result r = cli::run(QStringList{"sweep", "single-weight"} + args);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.errLines().front().contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void folderTargetIsRefused()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath("taken.csv");
        QVERIFY(QDir().mkpath(folder));
        const cli::Result r = cli::run({"sweep", "single-weight", "--out", folder});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.errLines().front().contains("--out"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliSweep)
#include "tst_sweep.moc"
