// Comparing runs in core: pinned runs keep their frames' numbers and their legend names only what
// differs; a sweep of eta on the one-weight example finds the stable, overshooting and diverging
// regimes with the thresholds 1/9 and 2/9 marked; sweeps of async and gossip keep staleness and
// disagreement; cancelling stops a sweep; bad sweeps are refused with one line.
#include "core/param_sweep.h"
#include "core/run_pins.h"
#include "core/scenes.h"

#include <QTest>

#include <atomic>
#include <cmath>
#include <sstream>

using namespace sgd;

namespace {

const SceneDef &scene(const char *id)
{
    const SceneDef *s = findScene(id);
    if (!s)
        qFatal("no scene %s", id);
    return *s;
}

PinnedRun pinned(const char *id, std::vector<std::pair<std::string, std::string>> values)
{
    ParamSet p = scene(id).defaults();
    for (const auto &[k, v] : values)
        p.set(k, v);
    return pinRun(runScene(scene(id), p), p);
}

std::vector<std::string> lines(const std::string &text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

const SweepPoint *pointAt(const SweepResult &r, double value)
{
    for (const SweepPoint &p : r.points)
        if (std::abs(p.value - value) < 1e-12)
            return &p;
    return nullptr;
}

} // namespace

class TestParamSweep : public QObject {
    Q_OBJECT

private slots:
    void classifiesTheOneWeightSteps_data()
    {
        QTest::addColumn<double>("eta");
        QTest::addColumn<int>("regime");
        QTest::newRow("0.05 stable") << 0.05 << int(Regime::Stable);
        QTest::newRow("1/9 lands on w*") << 1.0 / 9 << int(Regime::Stable);
        QTest::newRow("0.15 overshooting") << 0.15 << int(Regime::Overshooting);
        QTest::newRow("0.2 overshooting") << 0.2 << int(Regime::Overshooting);
        QTest::newRow("2/9 bounces") << 2.0 / 9 << int(Regime::Diverging);
        QTest::newRow("0.25 diverging") << 0.25 << int(Regime::Diverging);
        QTest::newRow("0 no step") << 0.0 << int(Regime::None);
    }
    void classifiesTheOneWeightSteps()
    {
        QFETCH(double, eta);
        QFETCH(int, regime);
        QCOMPARE(int(classifyStep(eta, 3.0)), regime);
    }

    void etaSweepFindsTheThreeRegimes()
    {
        const SceneDef &s = scene("single-weight");
        const ParamSet base = s.defaults();
        const SweepSpec spec = defaultSweep(s, base);
        QCOMPARE(spec.param, std::string("eta"));
        const SweepResult r = runSweep(s, base, spec);
        QCOMPARE(r.points.size(), std::size_t(21));
        QCOMPARE(r.outcome.column, std::string("final_loss"));
        QCOMPARE(pointAt(r, 0.05)->regime, Regime::Stable);
        QCOMPARE(pointAt(r, 0.15)->regime, Regime::Overshooting);
        QCOMPARE(pointAt(r, 0.25)->regime, Regime::Diverging);
        // The outcome agrees with the regime: small after 12 steps when it converges, large when not.
        QVERIFY(pointAt(r, 0.05)->outcome < 1e-3);
        QVERIFY(pointAt(r, 0.15)->outcome < 1e-1);
        QVERIFY(pointAt(r, 0.25)->outcome > 100);
        QVERIFY(!pointAt(r, 0.15)->diverged);
        QVERIFY(pointAt(r, 0.25)->diverged);
        QCOMPARE(r.markers.size(), std::size_t(2));
        QCOMPARE(r.markers[0].value, 1.0 / 9);
        QCOMPARE(r.markers[1].value, 2.0 / 9);
        QVERIFY(QString::fromStdString(r.markers[1].label).contains("2/9"));
    }

    void otherScenesKeepStalenessAndDisagreement()
    {
        const SceneDef &async = scene("async");
        const SweepResult a = runSweep(async, async.defaults(), {"workers", 1, 4, 4, SweepSpacing::Linear});
        QCOMPARE(a.outcome.column, std::string("mean_staleness"));
        QCOMPARE(a.points.size(), std::size_t(4));
        QCOMPARE(a.points[0].outcome, 0.0); // one worker is never stale
        QVERIFY(a.points[3].outcome > a.points[1].outcome);
        QVERIFY(a.markers.empty());

        const SceneDef &gossip = scene("decentralized");
        const SweepResult g = runSweep(gossip, gossip.defaults(), {"nodes", 2, 12, 6, SweepSpacing::Linear});
        QCOMPARE(g.outcome.column, std::string("final_consensus_distance"));
        QVERIFY(g.outcome.logScale);
        QCOMPARE(g.points.size(), std::size_t(6));
        QVERIFY(g.points.back().outcome > g.points.front().outcome); // a longer path agrees more slowly
    }

    void spacingAndIntegers()
    {
        const SceneDef &s = scene("single-weight");
        const std::vector<double> log = sweepValues(s, {"eta", 0.01, 1, 3, SweepSpacing::Log});
        QCOMPARE(log.size(), std::size_t(3));
        QVERIFY(std::abs(log[1] - 0.1) < 1e-12);
        QCOMPARE(log[2], 1.0);
        // Integers round, and repeats go: 1..3 in 5 values is 1, 2, 3 (1.5 and 2.5 round away).
        const std::vector<double> k = sweepValues(scene("async"), {"workers", 1, 3, 5, SweepSpacing::Linear});
        QCOMPARE(k, (std::vector<double>{1, 2, 3}));
    }

    void badSweepsAreRefused()
    {
        const SceneDef &s = scene("single-weight");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sweepValues(s, {"nope", 0, 1, 3, SweepSpacing::Linear}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sweepValues(s, {"eta", 0.1, 0.2, 1, SweepSpacing::Linear}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 sweepValues(s, {"eta", 0.1, 0.2, kMaxSweepCount + 1, SweepSpacing::Linear}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sweepValues(s, {"eta", 0, 0.2, 3, SweepSpacing::Log}));
        QVERIFY_THROWS_EXCEPTION(ParamError, sweepValues(s, {"eta", 0, 0.2, 3, SweepSpacing::Linear})); // eta > 0
        QVERIFY_THROWS_EXCEPTION(ParamError, sweepValues(s, {"eta", 0.1, 20, 3, SweepSpacing::Linear}));
    }

    void cancelStopsASweep()
    {
        const SceneDef &s = scene("single-weight");
        std::atomic<int> runs{0};
        RunContext ctx;
        ctx.onProgress = [&](double f) {
            if (f >= 0.999 / 21 * 3)
                runs = 3;
        };
        ctx.isCancelled = [&] { return runs.load() >= 3; };
        QVERIFY_THROWS_EXCEPTION(Cancelled, runSweep(s, s.defaults(), {"eta", 0.05, 0.25, 21, SweepSpacing::Linear}, ctx));
    }

    void progressReachesOne()
    {
        const SceneDef &s = scene("single-weight");
        double last = 0;
        bool monotone = true;
        RunContext ctx;
        ctx.onProgress = [&](double f) {
            monotone = monotone && f >= last - 1e-12;
            last = f;
        };
        runSweep(s, s.defaults(), {"eta", 0.05, 0.25, 5, SweepSpacing::Linear}, ctx);
        QVERIFY(monotone);
        QCOMPARE(last, 1.0);
    }

    void sweepCsvHasHeaderAndRows()
    {
        const SceneDef &s = scene("single-weight");
        const SweepResult r = runSweep(s, s.defaults(), {"eta", 0.05, 0.25, 5, SweepSpacing::Linear});
        const std::vector<std::string> rows = lines(sweepCsv(r));
        QCOMPARE(rows.size(), std::size_t(6));
        QCOMPARE(rows[0], std::string("eta,final_loss,regime,diverged,note"));
        QVERIFY(QString::fromStdString(rows[1]).startsWith("0.05,"));
        QVERIFY(QString::fromStdString(rows[1]).contains(",stable,0,"));
        QVERIFY(QString::fromStdString(rows[5]).contains(",diverging,1,"));
    }

    void pinnedLegendNamesOnlyWhatDiffers()
    {
        const std::vector<PinnedRun> runs{pinned("single-weight", {{"eta", "0.05"}}), pinned("single-weight", {{"eta", "0.15"}})};
        QCOMPARE(differingParams(runs), std::vector<std::string>{"eta"});
        QCOMPARE(pinLegends(runs), (std::vector<std::string>{"eta = 0.05", "eta = 0.15"}));
        // "0.10" and "0.1" are the same number: nothing differs.
        const std::vector<PinnedRun> same{pinned("single-weight", {{"eta", "0.10"}}), pinned("single-weight", {})};
        QVERIFY(differingParams(same).empty());
        QCOMPARE(pinLegends(same)[1], std::string("run 2 (same parameters)"));
        const std::vector<PinnedRun> two{pinned("single-weight", {{"eta", "0.05"}, {"x", "2"}}), pinned("single-weight", {})};
        QCOMPARE(pinLegends(two)[0], std::string("x = 2, eta = 0.05"));
        const std::vector<PinnedRun> scenes{pinned("sync", {}), pinned("async", {})};
        QVERIFY(QString::fromStdString(pinLegends(scenes)[0]).startsWith("sync"));
    }

    void pinnedRunKeepsFrameColumns()
    {
        const PinnedRun r = pinned("single-weight", {{"eta", "0.05"}});
        QCOMPARE(r.scene, std::string("single-weight"));
        QCOMPARE(r.param("eta"), std::string("0.05"));
        QVERIFY(r.column("loss"));
        QCOMPARE(r.column("loss")->values.size(), std::size_t(13));
        QCOMPARE(r.column("w")->values.front(), 2.0);
        // w after one step: 2 - 0.05 * (2*3 - 10) * 3 = 2.6
        QVERIFY(std::abs(r.column("w")->values[1] - 2.6) < 1e-12);
        const std::vector<PinnedRun> runs{r};
        QCOMPARE(defaultAxes(runs), (std::pair<std::string, std::string>{"step", "loss"}));
        const PinnedRun sync = pinned("sync", {});
        QVERIFY(sync.column("bytes_sent (total)"));
        QCOMPARE(sync.column("bytes_sent (total)")->unit, std::string("bytes"));
        QVERIFY(sync.column("barrier_time"));
    }

    void pinsCsvHasHeaderAndRows()
    {
        const std::vector<PinnedRun> runs{pinned("single-weight", {{"eta", "0.05"}}), pinned("single-weight", {{"eta", "0.15"}})};
        const std::vector<std::string> rows = lines(pinsCsv(runs, "step", "loss"));
        QCOMPARE(rows.size(), std::size_t(1 + 13 + 13));
        QCOMPARE(rows[0], std::string("run,legend,step,loss"));
        QVERIFY(QString::fromStdString(rows[1]).startsWith("1,eta = 0.05,0,"));
        QVERIFY(QString::fromStdString(rows[14]).startsWith("2,eta = 0.15,0,"));
        QCOMPARE(csvField("a, b"), std::string("\"a, b\""));
        QCOMPARE(csvField("say \"hi\""), std::string("\"say \"\"hi\"\"\""));
    }
};

QTEST_GUILESS_MAIN(TestParamSweep)
#include "tst_param_sweep.moc"
