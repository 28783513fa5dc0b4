// The scene table: ids in lecture order, parameters with defaults and ranges, runScene, and a
// sweep over random valid parameters: either a ParamError naming a key, or a finite trace.
#include "core/compute_backend.h"
#include "core/random.h"
#include "core/scenes.h"
#include "core/trace_io.h"

#include "core/number_text.h"
#include <QLocale>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <set>

using namespace sgd;

namespace {
std::string randomValue(const ParamDef &d, Rng &rng)
{
    auto num = [&]() {
        switch (rng.below(4)) {
        case 0:
            return d.min + (d.minExclusive ? 1e-3 : 0.0);
        case 1:
            return d.max;
        default: {
            const double lo = std::max(d.min, -50.0), hi = std::min(d.max, 50.0);
            const double v = lo + rng.uniform() * (hi - lo);
            return d.minExclusive && v <= d.min ? d.min + 1e-3 : v;
        }
        }
    };
    auto whole = [&]() {
        const double hi = std::min(d.max, d.min + 40);
        return std::floor(d.min + rng.uniform() * (hi - d.min + 1));
    };
    switch (d.kind) {
    case ParamKind::Number:
        return formatNumber(num());
    case ParamKind::Integer:
        return formatNumber(std::min(whole(), d.max));
    case ParamKind::Choice:
        return d.choices[rng.below(d.choices.size())];
    case ParamKind::NumberList:
    case ParamKind::IntegerList:
    case ParamKind::Pairs: {
        const int n = int(rng.below(5)) + (d.optional ? 0 : 1);
        std::string s;
        for (int i = 0; i < n; ++i) {
            const std::string a = d.kind == ParamKind::IntegerList ? formatNumber(std::min(whole(), d.max)) : formatNumber(num());
            s += (i ? "," : "") + a;
            if (d.kind == ParamKind::Pairs)
                s += ":" + formatNumber(num());
        }
        return s;
    }
    case ParamKind::Text:
        return d.defaultValue;
    }
    return d.defaultValue;
}
} // namespace

class TestScenes : public QObject {
    Q_OBJECT

private slots:
    void lectureOrder()
    {
        // the first four worked-example scenes first, in lecture order, then the async notes' scenes
        // (issue 15, Hogwild! first); later scenes follow the spec's order
        const QStringList spec{"single-weight",     "mini-batch",         "sync",           "async",           "hogwild",
                               "implicit-momentum", "staleness-remedies", "backup-workers", "sharded-servers", "drifting-stream",
                               "async-pitfalls",    "decentralized",      "overlap",        "quantized"};
        const auto &s = allScenes();
        QVERIFY(s.size() >= 5);
        int lastPos = -1;
        for (std::size_t i = 0; i < s.size(); ++i) {
            const QString id = QString::fromStdString(s[i].id);
            if (i < 4)
                QCOMPARE(id, spec[int(i)]);
            const int pos = int(spec.indexOf(id));
            if (pos >= 0) {
                QVERIFY2(pos > lastPos, qPrintable(id));
                lastPos = pos;
            }
            QCOMPARE(findScene(s[i].id), &s[i]);
            QVERIFY(!s[i].title.empty());
            QVERIFY(!s[i].params.empty());
            QVERIFY(s[i].run);
        }
        QCOMPARE(findScene("nope"), nullptr);
        QCOMPARE(findScene(""), nullptr);
        QCOMPARE(findScene("Single-Weight"), nullptr);
    }

    // The scale lab is a scene of core like the others; it computes on the backend the program
    // installs, and without one it says so instead of running.
    void aTraceReadsTheSameInEveryLanguage()
    {
        // A run made while the window shows German writes the same file as one made in English: the
        // summary's message ("... in 12 s instead of 36 s ... 0.0337 ...") with English marks; the window
        // shows it in the room's language when it displays it.
        const SceneDef &scene = *findScene("backup-workers");
        const std::string english = traceToJson(runScene(scene, scene.defaults()));
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString shownGerman = text::formatNumber(0.0337);
        const std::string german = traceToJson(runScene(scene, scene.defaults()));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(shownGerman, QStringLiteral("0,0337")); // the language shown still writes its own marks
        QVERIFY(english.find("0.0337") != std::string::npos);
        QCOMPARE(german, english);
    }

    void scaleLabNeedsAnInstalledBackend()
    {
        const SceneDef *s = findScene("scale-lab");
        QVERIFY(s);
        QCOMPARE(&allScenes().back(), s);
        QVERIFY(s->needsComputeBackend);
        QVERIFY(s->schema.frame && s->schema.meta && s->schema.summary);
        QCOMPARE(
            int(std::count_if(allScenes().begin(), allScenes().end(), [](const SceneDef &d) { return d.needsComputeBackend; })),
            1);
        QVERIFY(!compute::hasBackendFactory());
        try {
            runScene(*s, s->defaults());
            QFAIL("the scale lab ran without a backend");
        } catch (const std::runtime_error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QLatin1String("no compute backend is installed")), e.what());
        }
    }

    void paramDefinitions_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &s : allScenes())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void paramDefinitions()
    {
        QFETCH(QString, scene);
        const SceneDef *s = findScene(scene.toStdString());
        std::set<std::string> keys;
        for (const ParamDef &d : s->params) {
            QVERIFY2(keys.insert(d.key).second, d.key.c_str()); // unique keys
            QVERIFY(!d.label.empty());
            QVERIFY(!d.description.empty());
            QVERIFY(!d.allowed().empty());
            QVERIFY2(!d.check(d.defaultValue), d.key.c_str());
            if (d.kind == ParamKind::Number || d.kind == ParamKind::Integer)
                QVERIFY(d.min < d.max);
            if (d.kind == ParamKind::Choice)
                QVERIFY(std::find(d.choices.begin(), d.choices.end(), d.defaultValue) != d.choices.end());
        }
        if (!s->stepsKey.empty())
            QVERIFY(s->defaults().def(s->stepsKey));
    }

    // #29: each scene states how it computes its trace (the trace reference prints it), and what its
    // frames are: frame 0 the start, frame n after n steps.
    void everySceneStatesItsModel_data() { paramDefinitions_data(); }
    void everySceneStatesItsModel()
    {
        QFETCH(QString, scene);
        const QString model = QString::fromStdString(findScene(scene.toStdString())->model);
        QVERIFY2(model.size() > 300, qPrintable(scene + ": no model, or too short to recompute anything from"));
        QVERIFY2(model.contains(QLatin1String("Frame 0")), qPrintable(scene + ": the model does not say what frame 0 is"));
        QVERIFY2(model.contains(QRegularExpression(QStringLiteral("\\b[Ff]rame n\\b"))),
                 qPrintable(scene + ": the model does not say what frame n is"));
        QVERIFY2(!model.startsWith(QLatin1Char('\n')) && !model.endsWith(QLatin1Char('\n')), qPrintable(scene));
    }

    void runSceneFillsSceneAndParams_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &s : allScenes())
            if (!s.needsComputeBackend) // core alone installs no backend: tests/gpu runs those
                QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void runSceneFillsSceneAndParams()
    {
        QFETCH(QString, scene);
        const SceneDef *s = findScene(scene.toStdString());
        const Trace t = runScene(*s, s->defaults());
        QCOMPARE(QString::fromStdString(t.scene), scene);
        QCOMPARE(int(t.params.fields().size()), int(s->params.size()));
        QVERIFY(!t.frames.empty());
        QVERIFY(!t.diverged());
        QVERIFY(!t.message().empty());
        QVERIFY(t.summary.has("diverged"));
        for (const Frame &f : t.frames)
            QVERIFY(f.allFinite());
        QVERIFY(t.summary.allFinite());
        QVERIFY(t.meta.allFinite());
        if (!s->stepsKey.empty()) {
            ParamSet p = s->defaults();
            p.set(s->stepsKey, "5");
            const Trace five = runScene(*s, p);
            p.set(s->stepsKey, "7");
            const Trace seven = runScene(*s, p);
            // frame 0, the start, and one frame per step, in every scene
            QCOMPARE(int(five.frames.size()), 6);
            QCOMPARE(int(seven.frames.size()), 8);
            for (std::size_t i = 0; i < seven.frames.size(); ++i) {
                QCOMPARE(seven.frames[i].num("step"), double(i));
                QCOMPARE(QString::fromStdString(seven.frames[i].fields().front().first), QStringLiteral("step"));
            }
        }
    }

    void requiredFields_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QStringList>("fields");
        QTest::newRow("single-weight") << "single-weight"
                                       << QStringList{"step", "w", "y_hat", "loss", "grad", "fd_grad", "central_grad", "w_next"};
        QTest::newRow("mini-batch") << "mini-batch" << QStringList{"update", "epoch", "batch_index", "batch_size", "w", "loss"};
        QTest::newRow("sync") << "sync" << QStringList{"round", "w", "grads", "mean_grad", "w_next", "loss"};
        QTest::newRow("async") << "async" << QStringList{"update", "time",    "worker",    "w_read", "w_before",
                                                         "grad",   "w_after", "staleness", "gap"};
        QTest::newRow("decentralized") << "decentralized" << QStringList{"round", "weights", "mean", "consensus_distance"};
    }
    void requiredFields()
    {
        QFETCH(QString, scene);
        QFETCH(QStringList, fields);
        const SceneDef *s = findScene(scene.toStdString());
        const Trace t = runScene(*s, s->defaults());
        for (const Frame &f : t.frames)
            for (const QString &name : fields)
                QVERIFY2(f.has(name.toStdString()), qPrintable(name));
        if (scene == "decentralized")
            QVERIFY(t.meta.matrix("mixing_matrix"));
    }

    void randomParameterSweep_data() { runSceneFillsSceneAndParams_data(); }
    void randomParameterSweep()
    {
        QFETCH(QString, scene);
        const SceneDef *s = findScene(scene.toStdString());
        Rng rng(std::hash<std::string>{}(scene.toStdString()));
        int ran = 0, rejected = 0, diverged = 0;
        // the five worked-example scenes get the full sweep; later scenes a lighter one (they are slower)
        const QStringList five{"single-weight", "mini-batch", "sync", "async", "decentralized"};
        const int trials = five.contains(scene) ? 300 : 40;
        for (int trial = 0; trial < trials; ++trial) {
            ParamSet p = s->defaults();
            std::string desc;
            // Hogwild!'s sweep time is only how long each thread count runs (wall-clock pacing, the
            // same arithmetic whatever its length): 0 to 5 ms here (its default is 20), so the 40
            // trials take seconds instead of most of a minute at the 200 ms end.
            if (p.def("sweep_ms"))
                p.set("sweep_ms", "5");
            for (const ParamDef &d : s->params) {
                if (rng.below(3) == 0)
                    continue; // keep the default
                const bool isList =
                    d.kind == ParamKind::NumberList || d.kind == ParamKind::IntegerList || d.kind == ParamKind::Pairs;
                if (isList && rng.below(3) != 0)
                    continue; // lists rarely fit the node or worker count: mostly keep them
                std::string v = randomValue(d, rng);
                if (d.key == "sweep_ms")
                    v = formatNumber(std::min(std::stod(v), 5.0));
                if (d.check(v))
                    continue;
                p.set(d.key, v);
                desc += d.key + "=" + v + " ";
            }
            try {
                const Trace t = runScene(*s, p);
                ++ran;
                diverged += t.diverged() ? 1 : 0;
                for (const Frame &f : t.frames)
                    QVERIFY2(f.allFinite(), desc.c_str());
                QVERIFY2(t.summary.allFinite(), desc.c_str());
                QVERIFY2(t.meta.allFinite(), desc.c_str());
                QVERIFY2(traceToJson(t).find("null") == std::string::npos, desc.c_str());
            } catch (const ParamError &e) {
                ++rejected;
                QVERIFY2(p.def(e.key()), (desc + " -> " + e.what()).c_str()); // names a real key
                QVERIFY(!e.allowedText().empty());
            } catch (const std::exception &e) {
                QFAIL((desc + " -> unexpected " + e.what()).c_str());
            }
        }
        qInfo("%s: %d ran (%d diverged), %d rejected by the scene", qPrintable(scene), ran, diverged, rejected);
        QVERIFY(ran > trials / 10);
    }
};

QTEST_GUILESS_MAIN(TestScenes)
#include "tst_scenes.moc"
