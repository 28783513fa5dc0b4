// `sgd-studio bench` as a program: what it prints is parseable and consistent (one row per
// configuration with the spec's columns, the data size it held, the ratio to the bandwidth it
// measured), and bad options exit 2 naming the option. Figures are not judged here: benchmarks
// report them, tests check the contract.
#include "cli_support.h"

#include <QRegularExpression>
#include <QTest>
#include <QThread>

namespace {

struct Row {
    QString backend;
    qint64 rows = 0;
    int features = 0, workers = 0;
    double medianMs = 0, rowsPerS = 0, gbPerS = 0, ratio = 0, dataMb = 0, growthMb = 0;
    int threads = 0;
    QString storage;
    double ofRead = 0, gflops = 0, ofFma = 0;
};

QList<Row> rowsOf(const QByteArray &out)
{
    QList<Row> rows;
    for (const QString &line : QString::fromUtf8(out).split('\n')) {
        const QStringList f = line.split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
        if (f.size() != 15 || (f[0] != "cpu" && f[0] != "cuda"))
            continue;
        Row r;
        r.backend = f[0];
        r.rows = f[1].toLongLong();
        r.features = f[2].toInt();
        r.workers = f[3].toInt();
        r.medianMs = f[4].toDouble();
        r.rowsPerS = f[5].toDouble();
        r.gbPerS = f[6].toDouble();
        r.ratio = f[7].toDouble();
        r.dataMb = f[8].toDouble();
        r.growthMb = f[9].toDouble();
        r.threads = f[10].toInt();
        r.storage = f[11];
        r.ofRead = f[12].toDouble();
        r.gflops = f[13].toDouble();
        r.ofFma = f[14].toDouble();
        rows << r;
    }
    return rows;
}

} // namespace

class TestCliBench : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void printsOneRowPerConfiguration()
    {
        const auto r = cli::run(
            {"bench", "--rows", "20000,40000", "--features", "8", "--workers", "4", "--repeats", "5", "--backend", "cpu"});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(QRegularExpression("host bandwidth: read [0-9.]+ GB/s, copy [0-9.]+ GB/s")), r.out.constData());
        QVERIFY(text.contains("backend: CPU"));
        QVERIFY(text.contains("loss: least-squares"));
        QVERIFY2(text.contains(QRegularExpression("host compute: FMA peak [0-9.]+ GFLOP/s")), r.out.constData());
        QVERIFY2(text.contains(QRegularExpression("binds: (memory|arithmetic|neither)")), r.out.constData());
        const auto rows = rowsOf(r.out);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].rows, 20000);
        QCOMPARE(rows[1].rows, 40000);
        for (const Row &row : rows) {
            QCOMPARE(row.backend, QStringLiteral("cpu"));
            QCOMPARE(row.features, 8);
            QCOMPARE(row.workers, 4);
            QVERIFY(row.medianMs > 0 && row.rowsPerS > 0 && row.gbPerS > 0 && row.ratio > 0);
            // rows/s and GB/s follow from the median (printed to 0.001 ms): N / t and N d 4 bytes / t.
            const double slack = 0.002 + 0.0006 / row.medianMs;
            QVERIFY(std::abs(row.rowsPerS * row.medianMs / 1e3 / double(row.rows) - 1) < slack);
            QVERIFY(std::abs(row.gbPerS * 1e9 * row.medianMs / 1e3 / (double(row.rows) * 8 * 4) - 1) <
                    slack + 0.01 + 0.006 / row.gbPerS); // GB/s has 2 decimals
            // Every core by default, float32 storage; GFLOP/s is 4 N d / t (a multiply-add for the
            // dot product and one for the gradient per value), and both ratios are positive.
            QCOMPARE(row.threads, QThread::idealThreadCount());
            QCOMPARE(row.storage, QStringLiteral("f32"));
            QVERIFY(std::abs(row.gflops * 1e9 * row.medianMs / 1e3 / (4.0 * double(row.rows) * 8) - 1) <
                    slack + 0.05 / row.gflops);
            QVERIFY(row.ofRead > 0 && row.ofFma > 0);
            // The data held: N x (d + 1) float32 values.
            QVERIFY(std::abs(row.dataMb - double(row.rows) * 9 * 4 / 1e6) < 0.006);
        }
    }

    void logisticRound()
    {
        const auto r =
            cli::run({"bench", "--rows", "20000", "--features", "4", "--workers", "2", "--backend", "cpu", "--loss", "logistic"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QString::fromUtf8(r.out).contains("loss: logistic"));
        QCOMPARE(rowsOf(r.out).size(), 1);
    }

    void eachThreadCountOnItsOwn()
    {
        const auto r = cli::run({"bench", "--rows", "20000", "--features", "8", "--workers", "4", "--repeats", "5", "--backend",
                                 "cpu", "--threads", "1,2"});
        QCOMPARE(r.exitCode, 0);
        const auto rows = rowsOf(r.out);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].threads, 1);
        QCOMPARE(rows[1].threads, 2);
        QCOMPARE(QString::fromUtf8(r.out).count(QStringLiteral("host compute: FMA peak")), 2);
        // Each thread count also reads from a 4 KiB boundary and from one line past it, and says
        // where an array allocated as X starts: on a cache line (the allocator's 64-byte alignment).
        const QRegularExpression place("host placement: the plain read loop ([0-9.]+) GB/s from a 4 KiB boundary, ([0-9.]+) "
                                       "GB/s from 64 bytes past one \\(medians of 5, interleaved\\); X and the read buffers are "
                                       "allocated as this buffer, which starts ([0-9]+) bytes past a 4 KiB boundary");
        const QString text = QString::fromUtf8(r.out);
        QCOMPARE(text.count(place), 2);
        for (auto it = place.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            const int offset = m.captured(3).toInt();
            QVERIFY2(m.captured(1).toDouble() > 0 && m.captured(2).toDouble() > 0, r.out.constData());
            QVERIFY2(offset >= 0 && offset < 4096 && offset % 64 == 0, r.out.constData());
        }
    }

    void pairedReadBesideLargeX()
    {
        // X of 64 MiB or more (here 76.8 MB): each round follows a read pass, and the row's ratio
        // to the read bandwidth is the median of the rounds' own ratios; a small X (in the caches)
        // keeps the run's figure and gets no such line.
        const auto r = cli::run({"bench", "--rows", "300000,20000", "--features", "64", "--workers", "4", "--repeats", "5",
                                 "--backend", "cpu", "--threads", "1"});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        // On the CPU backend the read beside each round is a read of X itself (its own pages).
        const QRegularExpression line("read beside the rounds: ([0-9.]+) GB/s \\(median of 5 read passes over X itself, each "
                                      "just before a round\\); the rounds' ratios to them ([0-9.]+)-([0-9.]+), median ([0-9.]+)");
        QCOMPARE(text.count(line), 1);
        const auto m = line.match(text);
        QVERIFY2(m.hasMatch(), r.out.constData());
        const double read = m.captured(1).toDouble(), lo = m.captured(2).toDouble(), hi = m.captured(3).toDouble(),
                     med = m.captured(4).toDouble();
        QVERIFY(read > 0 && lo > 0 && lo <= med + 0.005 && med <= hi + 0.005);
        const auto rows = rowsOf(r.out);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].rows, 300000);
        QVERIFY(std::abs(rows[0].ofRead - med) < 0.0015); // the row's ratio is that median (3 decimals both)
        // The paired line follows the large configuration's row, before the small one's.
        QVERIFY(text.indexOf(line) > text.indexOf(QStringLiteral("cpu  300000")));
        QVERIFY(text.indexOf(line) < text.indexOf(QStringLiteral("cpu  20000")));

        // Float32 X also gets the least-work loop beside each read pass: its ratios to the reads
        // and the rounds' ratios to it, each a range around its median.
        const QRegularExpression least(
            "least work beside the rounds: ratios to the read passes ([0-9.]+)-([0-9.]+), median "
            "([0-9.]+) \\(median of 5 passes, [^)]*\\); the rounds' ratios to them ([0-9.]+)-([0-9.]+), "
            "median ([0-9.]+)");
        QCOMPARE(text.count(least), 1);
        const auto l = least.match(text);
        QVERIFY2(l.hasMatch(), r.out.constData());
        for (int c : {1, 4}) {
            const double a = l.captured(c).toDouble(), b = l.captured(c + 1).toDouble(), m = l.captured(c + 2).toDouble();
            QVERIFY2(a > 0 && a <= m + 0.005 && m <= b + 0.005, r.out.constData());
        }
        QVERIFY(text.indexOf(least) > text.indexOf(line) && text.indexOf(least) < text.indexOf(QStringLiteral("cpu  20000")));
        // The large configuration's verdict names one of the limits (X of 76.8 MB is never "in the caches").
        const QRegularExpression binds("cpu  300000[^\\n]*\\n  binds: (memory|arithmetic|the core beside its memory|neither)");
        QVERIFY2(text.contains(binds), r.out.constData());
    }

    void sixteenBitStorage()
    {
        // X kept as bfloat16 or float16: half the bytes, counted as such (GB/s and the data size).
        const auto r = cli::run({"bench", "--rows", "20000", "--features", "8", "--workers", "4", "--repeats", "5", "--backend",
                                 "cpu", "--storage", "f32,bf16,f16"});
        QCOMPARE(r.exitCode, 0);
        const auto rows = rowsOf(r.out);
        QCOMPARE(rows.size(), 3);
        const QStringList names = {"f32", "bf16", "f16"};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(rows[i].storage, names[i]);
            const int bytes = i == 0 ? 4 : 2;
            QVERIFY(std::abs(rows[i].dataMb - 20000.0 * (8 * bytes + 4) / 1e6) < 0.006);
            const double slack = 0.002 + 0.0006 / rows[i].medianMs;
            QVERIFY(std::abs(rows[i].gbPerS * 1e9 * rows[i].medianMs / 1e3 / (20000.0 * 8 * bytes) - 1) <
                    slack + 0.01 + 0.006 / rows[i].gbPerS);
        }
    }

    void badOptionsExit2_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("loss") << QStringList{"--loss", "hinge"} << "--loss";
        QTest::newRow("rows") << QStringList{"--rows", "ten"} << "--rows";
        QTest::newRow("backend") << QStringList{"--backend", "tpu"} << "--backend";
        QTest::newRow("too many rows") << QStringList{"--rows", "20000000"} << "rows";
        QTest::newRow("unknown") << QStringList{"--fast"} << "--fast";
        QTest::newRow("threads") << QStringList{"--threads", "0"} << "--threads";
        QTest::newRow("storage") << QStringList{"--storage", "f8"} << "--storage";
    }

    void badOptionsExit2()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const auto r = cli::run(QStringList{"bench"} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(named), r.err.constData());
        QVERIFY(rowsOf(r.out).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliBench)
#include "tst_bench.moc"
