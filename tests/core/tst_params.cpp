// Scene parameters: definitions, defaults, parsing, and ParamError for bad values and unknown keys.
#include "core/param_sweep.h"
#include "core/param_table.h"
#include "core/params.h"
#include "core/scenes.h"
#include "core/scenes/async-pitfalls/async_pitfalls_params.h"
#include "core/scenes/async/async_params.h"
#include "core/scenes/decentralized/decentralized_params.h"
#include "core/scenes/drifting-stream/drifting_stream_params.h"
#include "core/scenes/hogwild/hogwild_params.h"
#include "core/scenes/implicit-momentum/implicit_momentum_params.h"
#include "core/scenes/mini-batch/mini_batch_params.h"
#include "core/scenes/quantized/quantized_params.h"
#include "core/scenes/scale-lab/scale_lab_params.h"
#include "core/scenes/single-weight/single_weight_params.h"
#include "core/scenes/staleness-remedies/staleness_remedies_params.h"
#include "core/scenes/sync/sync_params.h"

#include <QTest>

#include <cmath>
#include <set>
#include <stdexcept>

using namespace sgd;

namespace {

/// The struct's own defaults (what an engine test starts from) are what the table reads with no value set.
template <class P> bool defaultsAreTheTables()
{
    const ParamSet none(&paramTable<P>().defs());
    return readParams<P>(none) == P{};
}

} // namespace

class TestParams : public QObject {
    Q_OBJECT

private slots:
    void parseNumber_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<double>("value");
        QTest::newRow("integer") << "3" << true << 3.0;
        QTest::newRow("decimal") << "0.1" << true << 0.1;
        QTest::newRow("negative") << "-2.5" << true << -2.5;
        QTest::newRow("plus sign") << "+4" << true << 4.0;
        QTest::newRow("exponent") << "1e-3" << true << 0.001;
        QTest::newRow("spaces around") << "  7 " << true << 7.0;
        QTest::newRow("leading dot") << ".5" << true << 0.5;
        QTest::newRow("empty") << "" << false << 0.0;
        QTest::newRow("blank") << "   " << false << 0.0;
        QTest::newRow("word") << "abc" << false << 0.0;
        QTest::newRow("trailing junk") << "1.5x" << false << 0.0;
        QTest::newRow("two numbers") << "1 2" << false << 0.0;
        QTest::newRow("comma decimal") << "0,1" << false << 0.0;
        QTest::newRow("nan") << "nan" << false << 0.0;
        QTest::newRow("inf") << "inf" << false << 0.0;
        QTest::newRow("-infinity") << "-infinity" << false << 0.0;
        QTest::newRow("overflow") << "1e400" << false << 0.0;
        QTest::newRow("hex") << "0x10" << false << 0.0;
        QTest::newRow("plus minus") << "+-1" << false << 0.0;
        QTest::newRow("double plus") << "++1" << false << 0.0;
        QTest::newRow("lone plus") << "+" << false << 0.0;
    }
    void parseNumber()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(double, value);
        const auto v = sgd::parseNumber(text.toStdString());
        QCOMPARE(v.has_value(), ok);
        if (ok)
            QCOMPARE(*v, value);
    }

    void parseLists()
    {
        QCOMPARE(*parseNumberList("1, 2,3.5"), (std::vector<double>{1, 2, 3.5}));
        QVERIFY(parseNumberList("")->empty());
        QVERIFY(!parseNumberList("1,,2"));
        QVERIFY(!parseNumberList("1,2,"));
        QVERIFY(!parseNumberList("1;2"));
        const auto p = parsePairs("1:3, 2:5,3:7");
        QVERIFY(p);
        QCOMPARE(int(p->size()), 3);
        QCOMPARE((*p)[1].first, 2.0);
        QCOMPARE((*p)[1].second, 5.0);
        QVERIFY(!parsePairs("1:3,2"));
        QVERIFY(!parsePairs("1:3:4"));
        QVERIFY(!parsePairs("a:1"));
        QVERIFY(parsePairs("")->empty());
    }

    void formatting()
    {
        QCOMPARE(QString::fromStdString(formatNumber(0.1)), QString("0.1"));
        QCOMPARE(QString::fromStdString(formatNumber(2)), QString("2"));
        QCOMPARE(QString::fromStdString(formatNumberShort(2.3333333, 4)), QString("2.333"));
        QCOMPARE(QString::fromStdString(formatNumberShort(-0.0)), QString("0"));
        // The app's typography: the real minus sign, powers of ten, thousands grouped.
        QCOMPARE(QString::fromStdString(formatNumberShort(-1.5e-8, 3)), QStringLiteral("\u2212"
                                                                                       "1.5×10⁻⁸"));
        QCOMPARE(QString::fromStdString(formatNumberShort(12500)), QStringLiteral("12,500"));
        QCOMPARE(QString::fromStdString(formatNumberShort(-12)), QStringLiteral("\u2212"
                                                                                "12"));
        QCOMPARE(QString::fromStdString(trim("  a b \t\n")), QString("a b"));
    }

    void badValues_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("allowed"); // a piece of the allowed text
        QTest::newRow("eta not a number") << "single-weight"
                                          << "eta"
                                          << "fast"
                                          << "a number greater than 0, at most 10";
        QTest::newRow("eta zero (exclusive)") << "single-weight"
                                              << "eta"
                                              << "0"
                                              << "greater than 0";
        QTest::newRow("eta negative") << "single-weight"
                                      << "eta"
                                      << "-0.1"
                                      << "greater than 0";
        QTest::newRow("eta too big") << "single-weight"
                                     << "eta"
                                     << "10.5"
                                     << "at most 10";
        QTest::newRow("eta nan") << "single-weight"
                                 << "eta"
                                 << "nan"
                                 << "a number";
        QTest::newRow("x too big") << "single-weight"
                                   << "x"
                                   << "101"
                                   << "from -100 to 100";
        QTest::newRow("steps fractional") << "single-weight"
                                          << "steps"
                                          << "2.5"
                                          << "a whole number from 1 to 1000";
        QTest::newRow("steps zero") << "single-weight"
                                    << "steps"
                                    << "0"
                                    << "a whole number from 1 to 1000";
        QTest::newRow("h empty") << "single-weight"
                                 << "h"
                                 << ""
                                 << "a number greater than 0, at most 1";
        QTest::newRow("leftover unknown") << "mini-batch"
                                          << "leftover"
                                          << "skip"
                                          << "one of keep, drop, pad";
        QTest::newRow("leftover wrong case") << "mini-batch"
                                             << "leftover"
                                             << "Keep"
                                             << "one of keep, drop, pad";
        QTest::newRow("batch zero") << "mini-batch"
                                    << "batch"
                                    << "0"
                                    << "a whole number from 1 to 4000";
        QTest::newRow("shuffle yes") << "mini-batch"
                                     << "shuffle"
                                     << "yes"
                                     << "one of on, off";
        QTest::newRow("aggregate median") << "sync"
                                          << "aggregate"
                                          << "median"
                                          << "one of mean, sum, fedavg";
        QTest::newRow("topology mesh") << "sync"
                                       << "topology"
                                       << "mesh"
                                       << "one of star, ring";
        QTest::newRow("data no colon") << "sync"
                                       << "data"
                                       << "1,3"
                                       << "x:y pairs";
        QTest::newRow("data empty") << "sync"
                                    << "data"
                                    << ""
                                    << "x:y pairs";
        QTest::newRow("data out of range") << "sync"
                                           << "data"
                                           << "1:3,2:5000"
                                           << "from -1000 to 1000";
        QTest::newRow("compute zero") << "sync"
                                      << "compute"
                                      << "1,0"
                                      << "greater than 0";
        QTest::newRow("workers 17") << "sync"
                                    << "workers"
                                    << "17"
                                    << "from 0 to 16";
        QTest::newRow("compute letters") << "async"
                                         << "compute"
                                         << "1,fast"
                                         << "comma-separated numbers";
        QTest::newRow("lr_rule") << "async"
                                 << "lr_rule"
                                 << "adaptive"
                                 << "one of constant, staleness";
        QTest::newRow("topology hypercube") << "decentralized"
                                            << "topology"
                                            << "hypercube"
                                            << "one of path, ring, star, complete, threshold";
        QTest::newRow("nodes 33") << "decentralized"
                                  << "nodes"
                                  << "33"
                                  << "a whole number from 2 to 32";
        QTest::newRow("failed 0") << "decentralized"
                                  << "failed"
                                  << "0"
                                  << "whole numbers from 1 to 32";
        QTest::newRow("failed fraction") << "decentralized"
                                         << "failed"
                                         << "1.5"
                                         << "whole numbers from 1 to 32";
    }
    void badValues()
    {
        QFETCH(QString, scene);
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, allowed);
        const SceneDef *s = findScene(scene.toStdString());
        QVERIFY(s);
        ParamSet p = s->defaults();
        const std::string before = p.text(key.toStdString());
        try {
            p.set(key.toStdString(), value.toStdString());
            QFAIL("expected a ParamError");
        } catch (const ParamError &e) {
            QCOMPARE(QString::fromStdString(e.key()), key);
            QCOMPARE(QString::fromStdString(e.value()), value);
            QVERIFY2(QString::fromStdString(e.allowedText()).contains(allowed),
                     qPrintable(QString::fromStdString(e.allowedText())));
            const QString what = QString::fromUtf8(e.what());
            QVERIFY(what.contains(key));
            QVERIFY(what.contains("'" + value + "'"));
            QVERIFY(what.contains(allowed));
            QVERIFY(!what.contains('\n'));
        }
        QCOMPARE(p.text(key.toStdString()), before); // a rejected value changes nothing
        QVERIFY(!p.isSet(key.toStdString()));
    }

    void goodValues_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("eta max inclusive") << "single-weight"
                                           << "eta"
                                           << "10";
        QTest::newRow("eta with spaces") << "single-weight"
                                         << "eta"
                                         << " 0.5 ";
        QTest::newRow("x min inclusive") << "single-weight"
                                         << "x"
                                         << "-100";
        QTest::newRow("leftover pad") << "mini-batch"
                                      << "leftover"
                                      << "pad";
        QTest::newRow("data pairs") << "sync"
                                    << "data"
                                    << "1:2, 3:4";
        QTest::newRow("compute empty (optional)") << "sync"
                                                  << "compute"
                                                  << "";
        QTest::newRow("failed list") << "decentralized"
                                     << "failed"
                                     << "1,3";
        QTest::newRow("ssp text") << "async"
                                  << "ssp"
                                  << "2";
    }
    void goodValues()
    {
        QFETCH(QString, scene);
        QFETCH(QString, key);
        QFETCH(QString, value);
        const SceneDef *s = findScene(scene.toStdString());
        ParamSet p = s->defaults();
        p.set(key.toStdString(), value.toStdString());
        QVERIFY(p.isSet(key.toStdString()));
        QCOMPARE(QString::fromStdString(p.text(key.toStdString())), value.trimmed());
    }

    void unknownKey_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("key");
        QTest::newRow("single-weight lr") << "single-weight"
                                          << "lr";
        QTest::newRow("mini-batch Batch") << "mini-batch"
                                          << "Batch";
        QTest::newRow("sync ssp (an async key)") << "sync"
                                                 << "ssp";
        QTest::newRow("empty key") << "async"
                                   << "";
        QTest::newRow("decentralized node") << "decentralized"
                                            << "node";
    }
    void unknownKey()
    {
        QFETCH(QString, scene);
        QFETCH(QString, key);
        const SceneDef *s = findScene(scene.toStdString());
        ParamSet p = s->defaults();
        try {
            p.set(key.toStdString(), "1");
            QFAIL("expected a ParamError");
        } catch (const ParamError &e) {
            QCOMPARE(QString::fromStdString(e.key()), key);
            QCOMPARE(QString::fromStdString(e.value()), QString("1"));
            const QString allowed = QString::fromStdString(e.allowedText());
            QVERIFY(allowed.contains("unknown parameter"));
            for (const ParamDef &d : s->params) // lists what is known
                QVERIFY2(allowed.contains(QString::fromStdString(d.key)), qPrintable(allowed));
        }
    }

    void defaultsMatchTheLecture_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("single-weight x") << "single-weight"
                                         << "x"
                                         << "3";
        QTest::newRow("single-weight y") << "single-weight"
                                         << "y"
                                         << "10";
        QTest::newRow("single-weight w0") << "single-weight"
                                          << "w0"
                                          << "2";
        QTest::newRow("single-weight eta") << "single-weight"
                                           << "eta"
                                           << "0.1";
        QTest::newRow("single-weight h") << "single-weight"
                                         << "h"
                                         << "0.01";
        QTest::newRow("mini-batch n") << "mini-batch"
                                      << "n"
                                      << "400";
        QTest::newRow("mini-batch batch") << "mini-batch"
                                          << "batch"
                                          << "32";
        QTest::newRow("mini-batch leftover") << "mini-batch"
                                             << "leftover"
                                             << "keep";
        QTest::newRow("mini-batch w0") << "mini-batch"
                                       << "w0"
                                       << "1.5";
        QTest::newRow("sync w0") << "sync"
                                 << "w0"
                                 << "1.5";
        QTest::newRow("sync eta") << "sync"
                                  << "eta"
                                  << "0.1";
        QTest::newRow("sync data") << "sync"
                                   << "data"
                                   << "1:3,2:5,3:7,4:9";
        QTest::newRow("sync aggregate") << "sync"
                                        << "aggregate"
                                        << "mean";
        QTest::newRow("sync topology") << "sync"
                                       << "topology"
                                       << "star";
        QTest::newRow("async w0") << "async"
                                  << "w0"
                                  << "2";
        QTest::newRow("async eta") << "async"
                                   << "eta"
                                   << "0.1";
        QTest::newRow("async data") << "async"
                                    << "data"
                                    << "1:4,2:7,2:9";
        QTest::newRow("async compute") << "async"
                                       << "compute"
                                       << "1,1.4,1.8";
        QTest::newRow("decentralized topology") << "decentralized"
                                                << "topology"
                                                << "path";
        QTest::newRow("decentralized nodes") << "decentralized"
                                             << "nodes"
                                             << "3";
        QTest::newRow("decentralized failed") << "decentralized"
                                              << "failed"
                                              << "";
    }
    void defaultsMatchTheLecture()
    {
        QFETCH(QString, scene);
        QFETCH(QString, key);
        QFETCH(QString, value);
        const SceneDef *s = findScene(scene.toStdString());
        QVERIFY(s);
        const ParamSet p = s->defaults();
        QCOMPARE(QString::fromStdString(p.text(key.toStdString())), value);
        QVERIFY(!p.isSet(key.toStdString()));
        // every default passes its own check
        for (const ParamDef &d : s->params)
            QVERIFY2(!d.check(d.defaultValue), qPrintable(QString::fromStdString(d.key)));
    }

    void typedValues()
    {
        const SceneDef *s = findScene("sync");
        ParamSet p = s->defaults();
        p.set("compute", "1,2,3,4");
        const Record r = p.typed();
        QCOMPARE(r.num("w0"), 1.5);
        QCOMPARE(r.num("rounds"), 8.0);
        QCOMPARE(QString::fromStdString(r.str("aggregate")), QString("mean"));
        QCOMPARE(r.vec("compute"), (std::vector<double>{1, 2, 3, 4}));
        QCOMPARE(QString::fromStdString(r.str("data")), QString("1:3,2:5,3:7,4:9"));
        QCOMPARE(int(r.fields().size()), int(s->params.size())); // definition order, all of them
        for (std::size_t i = 0; i < s->params.size(); ++i)
            QCOMPARE(r.fields()[i].first, s->params[i].key);
        QCOMPARE(p.integer("rounds"), 8);
        QCOMPARE(p.numbers("compute"), (std::vector<double>{1, 2, 3, 4}));
        QCOMPARE(int(p.pairs("data").size()), 4);
        QCOMPARE(p.explicitValues().size(), std::size_t(1));
    }

    void allowedTexts()
    {
        ParamDef d;
        d.key = "eta";
        d.kind = ParamKind::Number;
        d.min = 0;
        d.max = 1;
        d.minExclusive = true;
        QCOMPARE(QString::fromStdString(d.allowed()), QString("a number greater than 0, at most 1"));
        QVERIFY(d.check("0"));
        QVERIFY(d.check("1.0000001"));
        QVERIFY(!d.check("1"));
        QVERIFY(!d.check("1e-300"));
        d.minExclusive = false;
        QVERIFY(!d.check("0"));
        d.kind = ParamKind::Choice;
        d.choices = {"a", "b"};
        QCOMPARE(QString::fromStdString(d.allowed()), QString("one of a, b"));
        QVERIFY(!d.check(" a "));
        QVERIFY(d.check("c"));
    }

    void paramErrorMessage()
    {
        const ParamError e("eta", "abc", "a number greater than 0, at most 10");
        QCOMPARE(QString::fromUtf8(e.what()), QString("bad value for eta: 'abc' (allowed: a number greater than 0, at most 10)"));
    }
    // Typed parameters (core/param_table.h): the table is the scene's list, a member names its key,
    // and the typed read equals what the key-by-key read gives.
    void typedParamsAreTheScenesTable()
    {
        const SceneDef *sync = findScene("sync");
        QVERIFY(sync);
        const auto &defs = paramTable<SyncParams>().defs();
        QCOMPARE(sync->params.size(), defs.size());
        for (std::size_t i = 0; i < defs.size(); ++i)
            QCOMPARE(QString::fromStdString(sync->params[i].key), QString::fromStdString(defs[i].key));
        QCOMPARE(QString::fromStdString(paramKey<SyncParams>(&SyncParams::eta)), QStringLiteral("eta"));
        QCOMPARE(QString::fromStdString(paramKey(&SyncParams::model_mb)), QStringLiteral("model_mb"));
        QCOMPARE(QString::fromStdString(sync->stepsKey), QStringLiteral("rounds"));
        // Members inherited from the simulator's settings have rows too (the config takes them whole).
        QCOMPARE(QString::fromStdString(paramKey<SyncParams>(&SyncParams::rounds)), QStringLiteral("rounds"));
        QCOMPARE(QString::fromStdString(paramKey<SyncParams>(&SyncParams::topology)), QStringLiteral("topology"));
        QCOMPARE(QString::fromStdString(sync->sweepKey), QStringLiteral("eta"));

        ParamSet p(&sync->params);
        SyncParams v = readParams<SyncParams>(p); // the defaults
        QCOMPARE(v.eta, 0.1);
        QCOMPARE(v.w0, 1.5);
        QCOMPARE(v.rounds, 8);
        QVERIFY(v.aggregate == Aggregate::Mean);
        QCOMPARE(v.data.size(), std::size_t(4));
        QCOMPARE(v.data[1].second, 5.0);
        QVERIFY(v.compute.empty());
        p.set("eta", "0.25");
        p.set("rounds", "3");
        p.set("compute", "1,2,3,9");
        p.set("topology", "ring");
        v = readParams<SyncParams>(p);
        QVERIFY(v.topology == Topology::Ring);
        QCOMPARE(v.eta, 0.25);
        QCOMPARE(v.rounds, 3);
        QCOMPARE(v.compute, (std::vector<double>{1, 2, 3, 9}));
    }

    // Every scene: its keys are distinct, and every member's typed read agrees with the set's own
    // reading of the key (so a row bound to the wrong member or kind would show).
    void everySceneReadsItsDefaultsTyped()
    {
        for (const SceneDef &scene : allScenes()) {
            ParamSet p(&scene.params);
            std::set<std::string> keys;
            for (const ParamDef &d : scene.params) {
                QVERIFY2(keys.insert(d.key).second, (scene.id + ": key " + d.key + " twice").c_str());
                QVERIFY2(!d.check(d.defaultValue), (scene.id + ": default of " + d.key).c_str());
            }
            QVERIFY2(scene.stepsKey.empty() || p.def(scene.stepsKey), scene.id.c_str());
            QVERIFY2(scene.sweepKey.empty() || p.def(scene.sweepKey), scene.id.c_str());
        }
        const SceneDef *lab = findScene("scale-lab");
        QVERIFY(lab);
        ParamSet p(&lab->params);
        const ScaleLabParams v = readParams<ScaleLabParams>(p);
        QCOMPARE(v.workers, p.integer(paramKey(&ScaleLabParams::workers)));
        QCOMPARE(v.eta, p.number(paramKey(&ScaleLabParams::eta)));
        QCOMPARE(v.designs, p.text(paramKey(&ScaleLabParams::designs)));
        QCOMPARE(v.backend, std::string("auto"));
    }

    // One form per scene: the engines take the typed struct, so a default written on a member (an
    // engine test's starting point) must be the table's, or a test would run another design.
    void engineDefaultsAreTheTables()
    {
        QVERIFY(defaultsAreTheTables<AsyncPitfallsParams>());
        QVERIFY(defaultsAreTheTables<DecentralizedParams>());
        QVERIFY(defaultsAreTheTables<DriftingStreamParams>());
        QVERIFY(defaultsAreTheTables<HogwildParams>());
        QVERIFY(defaultsAreTheTables<ImplicitMomentumParams>());
        QVERIFY(defaultsAreTheTables<MiniBatchParams>());
        QVERIFY(defaultsAreTheTables<QuantizedParams>());
        QVERIFY(defaultsAreTheTables<SingleWeightParams>());
        QVERIFY(defaultsAreTheTables<SyncParams>());
        QVERIFY(defaultsAreTheTables<StalenessRemediesParams>());
        // The typed members hold what the text stands for.
        const SceneDef *mini = findScene("mini-batch");
        QVERIFY(mini);
        ParamSet p(&mini->params);
        p.set("leftover", "pad");
        p.set("shuffle", "off");
        p.set("seed", "2147483647");
        const MiniBatchParams v = readParams<MiniBatchParams>(p);
        QVERIFY(v.leftover == Leftover::Pad);
        QVERIFY(!v.shuffle);
        QCOMPARE(v.seed, 2147483647u);
        const SceneDef *q = findScene("quantized");
        QVERIFY(q);
        ParamSet qp(&q->params);
        QVERIFY(!readParams<QuantizedParams>(qp).scheme); // by-bits
        qp.set("scheme", "qsgd");
        QVERIFY(readParams<QuantizedParams>(qp).scheme == QuantScheme::Qsgd);
    }

    // A converting row: every choice must convert, and only a choice or a text converts.
    void aConvertingRowChecksItsChoices()
    {
        enum class Side { Left, Right };
        struct Demo {
            Side side = Side::Left;
            unsigned seed = 0;
        };
        const auto side = [](const std::string &s) {
            if (s == "left")
                return Side::Left;
            if (s == "right")
                return Side::Right;
            throw std::invalid_argument("left or right");
        };
        const ParamBinding<Demo> ok = param(&Demo::side, choiceParam("side", "left", {"left", "right"}, "side", ""), side);
        QCOMPARE(QString::fromStdString(ok.def.key), QStringLiteral("side"));
        QVERIFY_THROWS_EXCEPTION(std::logic_error,
                                 (void)param(&Demo::side, choiceParam("side", "left", {"left", "up"}, "side", ""), side));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, (void)param(&Demo::side, integerParam("side", "1", 0, 9, "side", ""), side));
        // A seed held unsigned: only a whole number that cannot be negative.
        QVERIFY_THROWS_EXCEPTION(std::logic_error, (void)param(&Demo::seed, integerParam("seed", "1", -1, 9, "seed", "")));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, (void)param(&Demo::seed, numberParam("seed", "1", 0, 9, "seed", "")));
        const ParamBinding<Demo> seed = param(&Demo::seed, integerParam("seed", "1", 0, 9, "seed", ""));
        QCOMPARE(QString::fromStdString(seed.def.key), QStringLiteral("seed"));
    }

    // A row whose member type does not fit its kind is refused when the table is built.
    void aMismatchedRowIsRefused()
    {
        struct Demo {
            double rate = 0;
            int count = 0;
        };
        QVERIFY_THROWS_EXCEPTION(std::logic_error, (void)param(&Demo::rate, integerParam("rate", "1", 0, 9, "rate", "")));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, (void)param(&Demo::count, numberParam("count", "1", 0, 9, "count", "")));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, (void)param(&Demo::count, choiceParam("count", "a", {"a", "b"}, "count", "")));
        const ParamBinding<Demo> bits = param(&Demo::count, choiceParam("count", "8", {"8", "4"}, "count", ""));
        QCOMPARE(QString::fromStdString(bits.def.key), QStringLiteral("count"));
        const ParamBinding<Demo> ok = param(&Demo::count, integerParam("count", "1", 0, 9, "count", ""));
        QCOMPARE(QString::fromStdString(ok.def.key), QStringLiteral("count"));
    }

    // A parameter named in a message by its member: the same one-line ParamError as before.
    void messagesNameTheKeyOfTheMember()
    {
        const SceneDef *async = findScene("async");
        QVERIFY(async);
        ParamSet p(async->params.empty() ? nullptr : &async->params);
        p.set("data", "1:2,3:4");
        p.set("workers", "5");
        try {
            validateScene(*async, p);
            QFAIL("workers=5 with two data pairs was accepted");
        } catch (const ParamError &e) {
            QCOMPARE(QString::fromStdString(e.key()), QString::fromStdString(paramKey(&AsyncParams::workers)));
        }
        // The sweep's default parameter is the scene's learning rate, named by its table.
        const SweepSpec spec = defaultSweep(*findScene("sync"), ParamSet(&findScene("sync")->params));
        QCOMPARE(QString::fromStdString(spec.param), QString::fromStdString(paramKey<SyncParams>(&SyncParams::eta)));
        const SceneDef *one = findScene("single-weight");
        const SweepSpec oneSpec = defaultSweep(*one, ParamSet(&one->params));
        QCOMPARE(QString::fromStdString(oneSpec.param), QString::fromStdString(paramKey(&SingleWeightParams::eta)));
    }
};

QTEST_GUILESS_MAIN(TestParams)
#include "tst_params.moc"
