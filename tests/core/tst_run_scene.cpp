// runScene's guard: a NaN or an infinity anywhere in a trace (frames, summary, meta; numbers,
// vectors and matrices) is refused with an error that names the record and the field, both when
// called directly and through the engine. A tiny registered scene puts the bad number where asked.
#include "core/engine.h"
#include "core/scenes.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <mutex>
#include <stdexcept>

using namespace sgd;

namespace {

const char *kSceneId = "test-non-finite";

ParamDef choiceParam(std::string key, std::string def, std::vector<std::string> choices)
{
    ParamDef d;
    d.key = std::move(key);
    d.kind = ParamKind::Choice;
    d.defaultValue = std::move(def);
    d.choices = std::move(choices);
    d.label = d.key;
    d.description = "where the test scene puts its bad number";
    return d;
}

/// Two finite frames; then `bad` (none, nan, inf, -inf) goes into `record` as a `kind` field.
Trace runNonFiniteScene(const ParamSet &p, const RunContext &ctx)
{
    Trace t;
    TraceBuilder out(t, ctx);
    for (int i = 0; i < 2; ++i) {
        Frame f;
        f.set("step", double(i));
        f.set("w", 1.0 + i);
        out.add(std::move(f));
    }
    t.summary.set("diverged", 0.0);
    t.summary.set("message", std::string("a test scene"));
    t.summary.set("final_w", 2.0);
    t.meta.set("w_star", 3.0);

    const std::string bad = p.text("bad");
    if (bad == "none")
        return t;
    const double x = bad == "nan"   ? std::numeric_limits<double>::quiet_NaN()
                     : bad == "inf" ? std::numeric_limits<double>::infinity()
                                    : -std::numeric_limits<double>::infinity();
    const std::string kind = p.text("kind");
    Value v = x;
    if (kind == "vector")
        v = std::vector<double>{1.0, x, 3.0};
    else if (kind == "matrix") {
        Matrix m(2, 2, 0.5);
        m.at(1, 0) = x;
        v = m;
    }
    const std::string record = p.text("record");
    Record &r = record == "summary" ? t.summary : record == "meta" ? t.meta : t.frames.back();
    r.set("bad_" + kind, std::move(v));
    return t;
}

} // namespace

class TestRunScene : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        SceneDef d;
        d.id = kSceneId;
        d.title = "Non-finite test scene";
        d.summary = "Puts a NaN or an infinity where it is told to.";
        d.params = {
            choiceParam("record", "summary", {"frame", "summary", "meta"}),
            choiceParam("kind", "number", {"number", "vector", "matrix"}),
            choiceParam("bad", "nan", {"none", "nan", "inf", "-inf"}),
        };
        d.run = runNonFiniteScene;
        QVERIFY(registerScene(std::move(d)));
        QVERIFY(findScene(kSceneId));
    }

    void refusesNonFinite_data()
    {
        QTest::addColumn<QString>("record");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("bad");
        QTest::addColumn<QString>("where"); // what the message must name besides the field
        for (const char *bad : {"nan", "inf", "-inf"})
            for (const char *kind : {"number", "vector", "matrix"}) {
                QTest::addRow("summary %s %s", kind, bad) << "summary" << kind << bad << "summary";
                QTest::addRow("meta %s %s", kind, bad) << "meta" << kind << bad << "meta";
            }
        QTest::newRow("frame number nan") << "frame"
                                          << "number"
                                          << "nan"
                                          << "frame 1";
        QTest::newRow("frame vector inf") << "frame"
                                          << "vector"
                                          << "inf"
                                          << "frame 1";
    }
    void refusesNonFinite()
    {
        QFETCH(QString, record);
        QFETCH(QString, kind);
        QFETCH(QString, bad);
        QFETCH(QString, where);
        const SceneDef *s = findScene(kSceneId);
        ParamSet p = s->defaults();
        p.set("record", record.toStdString());
        p.set("kind", kind.toStdString());
        p.set("bad", bad.toStdString());
        try {
            runScene(*s, p);
            QFAIL("a non-finite number left runScene");
        } catch (const std::logic_error &e) {
            const QString what = QString::fromStdString(e.what());
            QVERIFY2(what.contains("non-finite"), qPrintable(what));
            QVERIFY2(what.contains(kSceneId), qPrintable(what));
            QVERIFY2(what.contains(where), qPrintable(what));
            QVERIFY2(what.contains("'bad_" + kind + "'"), qPrintable(what));
        }
    }

    void finiteTracePasses()
    {
        const SceneDef *s = findScene(kSceneId);
        ParamSet p = s->defaults();
        p.set("bad", "none");
        const Trace t = runScene(*s, p);
        QCOMPARE(QString::fromStdString(t.scene), QString(kSceneId));
        QCOMPARE(int(t.frames.size()), 2);
        QCOMPARE(t.summary.num("final_w"), 2.0);
    }

    void engineReportsTheFailure()
    {
        // the GUI's path: the engine's `failed` callback gets the same message, no trace
        std::mutex m;
        std::string failed;
        int finished = 0;
        Engine::Callbacks cb;
        cb.failed = [&](std::uint64_t, const std::string &error) {
            std::lock_guard lock(m);
            failed = error;
        };
        cb.finished = [&](std::uint64_t, std::shared_ptr<const Trace>) {
            std::lock_guard lock(m);
            ++finished;
        };
        Engine engine(cb);
        const SceneDef *s = findScene(kSceneId);
        ParamSet p = s->defaults(); // summary number NaN
        engine.start(*s, p);
        engine.waitIdle();
        std::lock_guard lock(m);
        QCOMPARE(finished, 0);
        QVERIFY2(QString::fromStdString(failed).contains("summary field 'bad_number'"), failed.c_str());
    }
};

QTEST_GUILESS_MAIN(TestRunScene)
#include "tst_run_scene.moc"
