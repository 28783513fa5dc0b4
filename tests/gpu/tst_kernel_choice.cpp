// The measuring chooser of the CPU kernels (issue #54): the candidates each shape class gets, their
// names both ways, and the cache file: written, read back without measuring, a corrupt file or one
// from another processor or build ignored with its one line, a deleted file measured again; and a
// backend's first round over X of 16 MiB or more measuring once per shape class.
#include "core/scenes/scale-lab/retail_zones.h"
#include "gpu/backend_factory.h"
#include "gpu/cpu_kernel_chooser.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace sgd;
using namespace sgd::gpu;
using namespace sgd::gpu::detail;

namespace {

/// Three candidates of rows of 64 values and a measurement that gives them 3, 1 and 2 ms,
/// counting its calls.
std::vector<KernelSettings> threeCandidates()
{
    ShapeClass shape{Storage::Float32, 64, false, true, 2};
    KernelSettings guess;
    guess.sixteenLanes = true;
    guess.prefetchBytes = 8192;
    std::vector<KernelSettings> all = kernelCandidates(shape, guess, true);
    return {all[0], all[1], all[2]};
}

struct CountingMeasure {
    int calls = 0;
    MeasureFn fn()
    {
        return [this](const std::vector<KernelSettings> &c) {
            ++calls;
            std::vector<double> s = {3e-3, 1e-3, 2e-3};
            s.resize(c.size(), 4e-3);
            return s;
        };
    }
};

QByteArray fileText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}

} // namespace

class TestKernelChoice : public QObject {
    Q_OBJECT

    QTemporaryDir m_home; ///< the process chooser's cache folder (XDG_CACHE_HOME), set before its first use
    QString path(const QTemporaryDir &dir) const { return dir.filePath(QStringLiteral("cpu-kernels.txt")); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("XDG_CACHE_HOME", m_home.path().toLocal8Bit());
        qunsetenv("SGD_CPU_MEASURE");
    }

    void candidatesPerShape()
    {
        KernelSettings guess;
        guess.sixteenLanes = true;
        guess.prefetchBytes = 8192;
        // float32 least squares from memory, rows of 64: 4 ways x 3 prefetches x 2 block lengths
        // on 16 lanes, 3 prefetches on 8; the guess first.
        const auto f32 = kernelCandidates({Storage::Float32, 64, false, true, 2}, guess, true);
        QCOMPARE(int(f32.size()), 27);
        QCOMPARE(f32.front(), canonicalSettings(guess, 64));
        QCOMPARE(int(std::count_if(f32.begin(), f32.end(), [](const KernelSettings &s) { return !s.sixteenLanes; })), 3);
        QCOMPARE(int(std::count_if(f32.begin(), f32.end(), [](const KernelSettings &s) { return s.blockRows == 16; })), 12);
        // bfloat16 in the caches: no blocks of 16 rows; 12 + 3.
        QCOMPARE(int(kernelCandidates({Storage::BFloat16, 64, false, false, 2}, guess, true).size()), 15);
        // Wide rows: requests spread or grouped, 2 x 3 + 3; rows of 80: one way, 3 + 3.
        QCOMPARE(int(kernelCandidates({Storage::Float32, 150, true, true, 1}, guess, true).size()), 9);
        QCOMPARE(int(kernelCandidates({Storage::Float32, 80, true, true, 1}, guess, true).size()), 6);
        // Narrow rows, or no AVX-512: the 8-lane kernel's 3 prefetches only.
        QCOMPARE(int(kernelCandidates({Storage::Float32, 13, false, true, 1}, guess, true).size()), 3);
        QCOMPARE(int(kernelCandidates({Storage::Float32, 64, false, true, 1}, guess, false).size()), 3);
    }

    void namesBothWays()
    {
        KernelSettings guess;
        for (const int d : {13, 32, 64, 80, 150})
            for (const KernelSettings &s : kernelCandidates({Storage::Float32, d, false, true, 2}, guess, true)) {
                const auto back = settingsFromName(settingsName(s));
                QVERIFY2(back && *back == s, settingsName(s).c_str());
            }
        QCOMPARE(settingsName(kernelCandidates({Storage::Float32, 64, false, true, 2}, guess, true)[0]),
                 std::string("8-lane pipelined pf0-L1 block128"));
        for (const char *bad : {"", "16-lane", "32-lane pipelined pf8192-L1 block128", "16-lane fast pf8192-L1 block128",
                                "16-lane keep pf8192-L3 block128", "16-lane keep pf8192-L1 block0", "16-lane keep pfx-L1 block16",
                                "16-lane keep pf8192-L1 block5000", "16-lane keep pf08192-L1 block16"})
            QVERIFY2(!settingsFromName(bad), bad);
    }

    void cacheFileWrittenAndReadBack()
    {
        QTemporaryDir dir;
        const auto c = threeCandidates();
        CountingMeasure m;
        KernelChooser first(path(dir).toStdString(), "model A", "build 1");
        QCOMPARE(first.note(), std::string());
        const KernelChoice made = first.choose("f32 d64 least-squares memory 2t", c, m.fn());
        QCOMPARE(m.calls, 1);
        QCOMPARE(made.source, ChoiceSource::Measured);
        QCOMPARE(made.settings, c[1]); // 1 ms: the fastest
        QCOMPARE(int(made.timings.size()), 3);
        const QList<QByteArray> lines = fileText(path(dir)).split('\n');
        QCOMPARE(lines.size(), 5); // header, model, build, one choice, and the last newline
        QCOMPARE(lines[0], QByteArray("sgd-studio cpu kernel choices 1"));
        QCOMPARE(lines[1], QByteArray("model model A"));
        QCOMPARE(lines[2], QByteArray("build build 1"));
        const std::string line = lines[3].toStdString();
        QCOMPARE(line.substr(0, line.find('\t', 42) + 1),
                 "choice\tf32 d64 least-squares memory 2t\t" + settingsName(c[1]) + "\t");
        QVERIFY(line.find(settingsName(c[0]) + "=0.003;") != std::string::npos);
        // A later start: the same choice from the file, nothing measured; another key is measured.
        KernelChooser later(path(dir).toStdString(), "model A", "build 1");
        const KernelChoice again = later.choose("f32 d64 least-squares memory 2t", c, m.fn());
        QCOMPARE(m.calls, 1);
        QCOMPARE(again.source, ChoiceSource::Cached);
        QCOMPARE(again.settings, c[1]);
        QCOMPARE(again.timings, made.timings);
        QCOMPARE(later.note(), std::string());
        QCOMPARE(later.measurements(), 0);
        later.choose("f32 d64 least-squares memory 1t", c, m.fn());
        QCOMPARE(m.calls, 2);
        QCOMPARE(int(KernelChooser(path(dir).toStdString(), "model A", "build 1").choices().size()), 2);
        // Deleted: measured again at the next start.
        QVERIFY(QFile::remove(path(dir)));
        KernelChooser fresh(path(dir).toStdString(), "model A", "build 1");
        QCOMPARE(fresh.choose("f32 d64 least-squares memory 2t", c, m.fn()).source, ChoiceSource::Measured);
        QCOMPARE(m.calls, 3);
        QCOMPARE(fresh.note(), std::string());
    }

    void corruptFileIgnoredWithOneLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("why");
        const QByteArray head = "sgd-studio cpu kernel choices 1\nmodel model A\nbuild build 1\n";
        QTest::addRow("garbage") << QByteArray("\x01\x02garbage") << QStringLiteral("not a kernel choice file of this version");
        QTest::addRow("old version") << QByteArray("sgd-studio cpu kernel choices 0\n")
                                     << QStringLiteral("not a kernel choice file of this version");
        QTest::addRow("no model") << QByteArray("sgd-studio cpu kernel choices 1\n")
                                  << QStringLiteral("corrupt (no model or build line)");
        QTest::addRow("bad name") << head + "choice\tk\t16-lane fast pf1-L1 block16\t\n" << QStringLiteral("corrupt at line 4");
        QTest::addRow("bad time") << head + "choice\tk\t8-lane pipelined pf0-L1 block128\t8-lane pipelined pf0-L1 block128=-1\n"
                                  << QStringLiteral("corrupt at line 4");
        QTest::addRow("cut short") << head + "choice\tk\t8-lane pipelined pf0-L1" << QStringLiteral("corrupt at line 4");
        QTest::addRow("another processor") << QByteArray("sgd-studio cpu kernel choices 1\nmodel model B\nbuild build 1\n")
                                           << QStringLiteral("measured on another processor (model B)");
        QTest::addRow("another build") << QByteArray("sgd-studio cpu kernel choices 1\nmodel model A\nbuild build 0\n")
                                       << QStringLiteral("measured by another build (build 0)");
    }

    void corruptFileIgnoredWithOneLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, why);
        QTemporaryDir dir;
        writeFile(path(dir), text);
        KernelChooser chooser(path(dir).toStdString(), "model A", "build 1");
        QCOMPARE(QString::fromStdString(chooser.note()), QStringLiteral("ignored ") + path(dir) + QStringLiteral(": ") + why);
        QVERIFY(chooser.choices().empty());
        CountingMeasure m;
        QCOMPARE(chooser.choose("k", threeCandidates(), m.fn()).source, ChoiceSource::Measured);
        QCOMPARE(m.calls, 1);
        // Written anew: the next start reads it without a word.
        KernelChooser next(path(dir).toStdString(), "model A", "build 1");
        QCOMPARE(next.note(), std::string());
        QCOMPARE(next.choose("k", threeCandidates(), m.fn()).source, ChoiceSource::Cached);
        QCOMPARE(m.calls, 1);
        // Help > Diagnostics reaches the process's chooser's line through cpuKernelDiagnostics.
        QVERIFY(QString::fromStdString(cpuKernelDiagnostics()).startsWith(QStringLiteral("cache ") + m_home.path()));
    }

    void oneCandidateOrNoMeasureIsTheGuess()
    {
        QTemporaryDir dir;
        KernelChooser chooser(path(dir).toStdString(), "model A", "build 1");
        CountingMeasure m;
        const auto c = threeCandidates();
        QCOMPARE(chooser.choose("k", {c[2]}, m.fn()).settings, c[2]);
        QCOMPARE(chooser.choose("k", c, {}).source, ChoiceSource::Guessed);
        QCOMPARE(chooser.choose("k", c, [](const std::vector<KernelSettings> &) { return std::vector<double>{}; }).settings,
                 c[0]);
        QCOMPARE(m.calls, 0);
        QVERIFY(!QFile::exists(path(dir))); // nothing measured, nothing written
    }

    void interleavedMediansTakeTheMiddle()
    {
        std::vector<std::vector<double>> order;
        std::vector<int> seen(3, 0);
        const std::vector<double> med = interleavedMedians(3, 5, 10.0, [&](std::size_t i) {
            const double t[5] = {5, 1, 3, 2, 4};
            return double(i + 1) * t[seen[i]++];
        });
        QCOMPARE(med, (std::vector<double>{3, 6, 9}));
        QCOMPARE(seen, (std::vector<int>{5, 5, 5}));
        // Past the budget it stops after three repeats.
        std::vector<int> runs(2, 0);
        interleavedMedians(2, 9, 0.0, [&](std::size_t i) { return double(++runs[i]); });
        QCOMPARE(runs, (std::vector<int>{3, 3}));
    }

    void firstRoundMeasuresOncePerShape()
    {
        // X of 70,000 x 64 float32 (17.9 MB, over the 16 MiB below which the guess stands).
        RetailZonesConfig rc;
        rc.rows = 70000;
        rc.features = 64;
        rc.zones = 4;
        rc.seed = 3;
        auto b = makeBackend(BackendKind::Cpu, 2);
        auto *lab = dynamic_cast<KernelLab *>(b.get());
        QVERIFY(lab);
        QVERIFY(b->generate(retailZonesSpec(rc)).ok());
        if (lab->kernelCandidates().size() < 2)
            QSKIP("one kernel on this processor: nothing to choose");
        const int before = processKernelChooser().measurements();
        GradientRound r;
        QVERIFY(b->gradientRound(std::vector<double>(64, 0.01), r).ok());
        QVERIFY(lab->kernelChoice());
        const KernelChoice made = *lab->kernelChoice();
        QCOMPARE(made.source, ChoiceSource::Measured);
        QCOMPARE(processKernelChooser().measurements(), before + 1);
        const auto fastest = std::min_element(made.timings.begin(), made.timings.end(),
                                              [](const auto &a, const auto &c) { return a.second < c.second; });
        QCOMPARE(fastest->first, settingsName(made.settings));
        QCOMPARE(made.timings.size(), lab->kernelCandidates().size());
        const QByteArray text = fileText(m_home.path() + QStringLiteral("/sgd-studio/cpu-kernels.txt"));
        const std::string expected = "\nchoice\tf32 d64 least-squares cache\t" + settingsName(made.settings) + "\t";
        QVERIFY(text.toStdString().find(expected) != std::string::npos);
        // Another backend of the same shape class: the choice in hand, nothing measured.
        auto again = makeBackend(BackendKind::Cpu, 2);
        QVERIFY(again->generate(retailZonesSpec(rc)).ok());
        QVERIFY(again->gradientRound(std::vector<double>(64, 0.01), r).ok());
        QCOMPARE(dynamic_cast<KernelLab *>(again.get())->kernelChoice()->source, ChoiceSource::Cached);
        QCOMPARE(processKernelChooser().measurements(), before + 1);
        // One thread: the same shape class (the thread count is not in it), so the same kernel and
        // the same bits as on two.
        auto one = makeBackend(BackendKind::Cpu, 1);
        GradientRound onOne;
        QVERIFY(one->generate(retailZonesSpec(rc)).ok());
        QVERIFY(one->gradientRound(std::vector<double>(64, 0.01), onOne).ok());
        QCOMPARE(dynamic_cast<KernelLab *>(one.get())->kernelChoice()->settings, made.settings);
        QCOMPARE(onOne.gradients, r.gradients);
        QCOMPARE(processKernelChooser().measurements(), before + 1);
        // A switch forces: the vendor table's guess, nothing measured.
        qputenv("SGD_CPU_KEEP", "1");
        auto forced = makeBackend(BackendKind::Cpu, 1);
        QVERIFY(forced->generate(retailZonesSpec(rc)).ok());
        QVERIFY(forced->gradientRound(std::vector<double>(64, 0.01), r).ok());
        qunsetenv("SGD_CPU_KEEP");
        QCOMPARE(dynamic_cast<KernelLab *>(forced.get())->kernelChoice()->source, ChoiceSource::Guessed);
        const auto candidates = lab->kernelCandidates();
        const bool sixteen =
            std::any_of(candidates.begin(), candidates.end(), [](const KernelSettings &c) { return c.sixteenLanes; });
        QCOMPARE(dynamic_cast<KernelLab *>(forced.get())->kernelChoice()->settings.keep, sixteen);
        QCOMPARE(processKernelChooser().measurements(), before + 1);
    }
};

QTEST_GUILESS_MAIN(TestKernelChoice)
#include "tst_kernel_choice.moc"
