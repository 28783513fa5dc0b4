// Allowed ranges are ranges the engines compute: every numeric parameter of every scene (the scale
// lab included) at its lowest and highest allowed value and just inside them, the others at their
// defaults with short runs, either runs to a finite trace or is refused with a ParamError, never
// "engine produced a non-finite number". validateScene() agrees with the run each time.
#include "core/scenes.h"
#include "gpu/backend_factory.h"

#include <QTest>

#include <cmath>
#include <map>
#include <set>

using namespace sgd;

namespace {

/// Small sizes so that the sweep stays fast; a swept key keeps its edge value.
const std::map<std::string, std::map<std::string, std::string>> kShort = {
    {"mini-batch", {{"epochs", "1"}}},
    {"hogwild", {{"examples", "2000"}, {"sweep_ms", "2"}}},
    {"scale-lab", {{"rows", "20000"}, {"features", "2"}, {"rounds", "1"}, {"backend", "cpu"}}},
};

/// The lowest and highest allowed values and the ones just inside them.
std::vector<double> edges(const ParamDef &d)
{
    std::set<double> v;
    const bool whole = d.kind == ParamKind::Integer || d.kind == ParamKind::IntegerList;
    if (whole) {
        v = {d.min, std::min(d.min + 1, d.max), std::max(d.max - 1, d.min), d.max};
    } else {
        if (!d.minExclusive)
            v.insert(d.min);
        v.insert(std::nextafter(d.min, d.max));
        v.insert(std::nextafter(d.max, d.min));
        v.insert(d.max);
    }
    return {v.begin(), v.end()};
}

/// The texts to try for one edge value: the value itself, or lists of it in a few lengths.
std::vector<std::string> texts(const ParamDef &d, double x)
{
    const std::string s = formatNumber(x);
    if (d.kind == ParamKind::Number || d.kind == ParamKind::Integer)
        return {s};
    std::vector<std::string> out;
    for (int n : {1, 3, 4}) {
        std::string a, b;
        for (int i = 0; i < n; ++i) {
            const std::string sep = i ? "," : "";
            a += sep + (d.kind == ParamKind::Pairs ? s + ":1" : s);
            b += sep + "1:" + s;
        }
        out.push_back(a);
        if (d.kind == ParamKind::Pairs)
            out.push_back(b);
    }
    return out;
}

ParamSet baseParams(const SceneDef &scene, const std::string &swept)
{
    ParamSet p = scene.defaults();
    if (!scene.stepsKey.empty() && scene.stepsKey != swept)
        p.set(scene.stepsKey, "3");
    if (auto it = kShort.find(scene.id); it != kShort.end())
        for (const auto &[k, v] : it->second)
            if (k != swept)
                p.set(k, v);
    return p;
}

/// Empty when the case behaves; otherwise what went wrong.
std::string tryCase(const SceneDef &scene, const ParamSet &p)
{
    std::string runError;
    try {
        const Trace t = runScene(scene, p);
        if (t.frames.empty())
            return "no frames";
    } catch (const ParamError &e) {
        runError = e.what();
    } catch (const std::exception &e) {
        return std::string("run threw ") + e.what();
    }
    try {
        validateScene(scene, p);
        if (!runError.empty())
            return "validateScene accepted what the run refused: " + runError;
    } catch (const ParamError &e) {
        if (runError != e.what())
            return "validateScene said '" + std::string(e.what()) + "', the run said '" + runError + "'";
    } catch (const std::exception &e) {
        return std::string("validateScene threw ") + e.what();
    }
    return {};
}

} // namespace

class TestParamEdges : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { gpu::installBackends(); }

    void everyNumericEdgeComputesOrIsRefused_data()
    {
        QTest::addColumn<QString>("scene");
        for (const auto &s : allScenes())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }

    void everyNumericEdgeComputesOrIsRefused()
    {
        QFETCH(QString, scene);
        const SceneDef *s = findScene(scene.toStdString());
        QVERIFY(s);
        QStringList failures;
        int cases = 0;
        for (const ParamDef &d : s->params) {
            if (d.kind == ParamKind::Choice || d.kind == ParamKind::Text)
                continue;
            for (double x : edges(d))
                for (const std::string &text : texts(d, x)) {
                    ParamSet p = baseParams(*s, d.key);
                    p.set(d.key, text); // an allowed value by the definition
                    ++cases;
                    if (const std::string bad = tryCase(*s, p); !bad.empty())
                        failures << QString::fromStdString(d.key + "=" + text + ": " + bad);
                }
        }
        QVERIFY(cases >= 8);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n')));
    }

    void theReportedOnesAreRefusedOrFinite()
    {
        for (const auto &[id, key, value] : std::vector<std::tuple<std::string, std::string, std::string>>{
                 {"overlap", "bandwidth_gbps", "5e-324"}, {"scale-lab", "worker_gflops", "5e-324"}}) {
            const SceneDef *s = findScene(id);
            QVERIFY(s);
            ParamSet p = baseParams(*s, key);
            std::string bad;
            try {
                p.set(key, value);
                bad = tryCase(*s, p);
            } catch (const ParamError &e) {
                // Outside the range now: the message names the key.
                QVERIFY2(std::string(e.what()).find(key) != std::string::npos, e.what());
            }
            QVERIFY2(bad.empty(), bad.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestParamEdges)
#include "tst_param_edges.moc"
