// Every scene's run message in the language shown (ScenePainter::runMessage): the engine writes one
// English line into the trace; its painter's sentence shapes must fit every message the engine
// writes, so that a German class reads German, and a sentence changed in core fails here instead of
// showing in English. Walks the registry: every scene at its defaults, at the largest learning rate
// (it diverges where it can), at a quarter of it, with each value of each choice, and cut short.

#include "core/scenes.h"
#include "core/trace.h"
#include "gpu/backend_factory.h"
#include "ui/render/language.h"
#include "ui/render/scene_painter.h"

#include <QTest>

#include <vector>

using namespace sgd;
using namespace sgd::ui;

namespace {

/// One run of a scene: a name for the report, the parameters changed, the frame limit.
struct Variant {
    std::string name;
    std::vector<std::pair<std::string, std::string>> set;
    int maxFrames = 0;
};

const ParamDef *paramOf(const SceneDef &scene, const std::string &key)
{
    for (const ParamDef &p : scene.params)
        if (p.key == key)
            return &p;
    return nullptr;
}

/// A number as a parameter value (C marks, whatever language is shown).
std::string plain(double v)
{
    return QString::number(v, 'g', 6).toStdString();
}

std::vector<Variant> variantsOf(const SceneDef &scene)
{
    std::vector<Variant> out{{"defaults", {}, 0}};
    const ParamDef *eta = paramOf(scene, scene.sweepKey);
    if (eta) {
        out.push_back({"largest " + eta->key, {{eta->key, plain(eta->max)}}, 0});
        out.push_back({"quarter " + eta->key, {{eta->key, plain(eta->max / 4)}}, 0});
    }
    for (const ParamDef &p : scene.params)
        for (const std::string &c : p.choices) {
            out.push_back({p.key + " " + c, {{p.key, c}}, 0});
            if (eta)
                out.push_back({p.key + " " + c + ", largest " + eta->key, {{p.key, c}, {eta->key, plain(eta->max)}}, 0});
        }
    if (scene.stepsKey.empty())
        out.push_back({"cut short", {}, 3});
    return out;
}

/// A trace of `scene` that carries only `message` (and `diverged`), as a file of another version might.
Trace messageTrace(const std::string &scene, const std::string &message)
{
    Trace t;
    t.scene = scene;
    t.summary.set("diverged", 0.0);
    t.summary.set("message", message);
    return t;
}

} // namespace

class TestRunMessages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        gpu::installBackends(1);
        QVERIFY(setLanguage(QStringLiteral("de")));
    }
    void cleanupTestCase() { setLanguage(QStringLiteral("en")); }

    void everyMessageOfEveryScene_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &s : allScenes())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void everyMessageOfEveryScene()
    {
        // Each run's message fits the painter's shapes (MessageText::fitted: the whole message a
        // shape, each value a number, a shape or a known word) and reads otherwise than in English.
        QFETCH(QString, scene);
        const SceneDef *def = findScene(scene.toStdString());
        const ScenePainter *painter = painterFor(scene);
        QVERIFY(def && painter);
        int runs = 0, diverged = 0;
        for (const Variant &v : variantsOf(*def)) {
            RunContext ctx;
            ctx.maxFrames = v.maxFrames;
            Trace trace;
            try {
                ParamSet params = def->defaults();
                for (const auto &[key, value] : v.set)
                    params.set(key, value);
                trace = runScene(*def, params, ctx);
            } catch (const ParamError &) {
                continue; // a choice that needs other parameters with it
            }
            ++runs;
            diverged += trace.diverged() ? 1 : 0;
            const std::string english = trace.message();
            const MessageText german = painter->runMessageText(trace);
            const QByteArray what = QByteArray::fromStdString(scene.toStdString() + " (" + v.name + "): \"" + english +
                                                              "\" -> \"" + german.text.toStdString() + "\"");
            QVERIFY2(german.fitted, QByteArray("no shape fits all of " + what).constData());
            QVERIFY2(german.translated, QByteArray("a shape without German: " + what).constData());
            QCOMPARE(painter->runMessage(trace), german.text);
            if (!english.empty())
                QVERIFY2(german.text != QString::fromStdString(english), QByteArray("left in English: " + what).constData());
        }
        QVERIFY(runs >= 2);
        qInfo("%s: %d runs, %d diverged", qPrintable(scene), runs, diverged);
    }

    void messagesTheRunsAboveDoNotReach_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("message");
        // Variants that need a failure, a frame limit or a file: every one an engine writes.
        const auto row = [](const char *scene, const char *message) { QTest::newRow(message) << scene << message; };
        row("async", "stalled: no worker can make progress");
        row("async", "diverged: the weight ran away; lower η or use the staleness-aware rule");
        row("async", "1 server write for 1 gradient; synchronous SGD would have written 0 times");
        row("async", "12,500 server writes for 12,500 gradients; synchronous SGD would have written 1 time");
        row("sync", "one global update per round; w heads for 2.5, overshooting it every round");
        row("sharded-servers", "a free server: 3.2 pushes per second, all the workers can make");
        row("sharded-servers",
            "2.1 pushes per second of the workers' 3.2; 1 server can apply at most 2.1, and run at that ceiling");
        row("sharded-servers", "2.1 pushes per second of the workers' 3.2; 4 shards can apply at most 2.5 (shard 2, the slowest, "
                               "sets it)");
        row("sharded-servers", "diverged: the weight ran away; lower η");
        row("single-weight", "diverged at the start: the numbers leave the range of a double");
        row("single-weight", "diverged after step 7: the next step leaves the range of a double");
        row("single-weight", "never settles: |1 − η·x²| = 1, w bounces between two points");
        row("mini-batch", "stopped after 3 of 20 updates; 4 updates per epoch with batch 3 and leftover pad");
        row("backup-workers", "b = 1: 1 round in 2.5 s instead of 3 s, 1 of 4 gradients dropped; at 2.5 s the loss above the "
                              "best is 0.01 against plain sync's 0.02");
        row("async-pitfalls", "the async runs kept the same order; sync differs; small case: neither reaches the target first");
        row("async-pitfalls", "the async runs split at update 3 and end 0.5 apart; sync agrees bit for bit; small case: async "
                              "reaches the target first");
        row("implicit-momentum", "a run ran away: its weight is held at its last value; lower η");
        row("drifting-stream", "After the shift at tick 40 the async model never gets back within 0.1; the batch model is not "
                               "retrained again in the run");
        row("drifting-stream", "After the shift at tick 40 the async model is back within 0.1 in 12 ticks; the batch model waits "
                               "for its retrain at tick 60");
        row("drifting-stream", "While the optimum turns, mean tracking error: async 0.1, high staleness 0.3, batch 0.5");
        row("decentralized", "the live nodes form 2 separate groups: they cannot reach one consensus");
        row("decentralized", "diverged: local steps with this η run away");
        row("quantized", "diverged: lower η");
        row("hogwild", "The weights ran away: lower η.");
        row("hogwild", "1 thread (single-thread): 1.25 million updates/s, 0% of writes collided. Measured: another run gives "
                       "other numbers.");
        row("scale-lab", "sync, quantized diverged: lower η");
        row("scale-lab", "async diverged: lower η");
    }
    void messagesTheRunsAboveDoNotReach()
    {
        QFETCH(QString, scene);
        QFETCH(QString, message);
        const ScenePainter *painter = painterFor(scene);
        QVERIFY(painter);
        const MessageText german = painter->runMessageText(messageTrace(scene.toStdString(), message.toStdString()));
        QVERIFY2(german.fitted, qPrintable(message + QStringLiteral(" -> ") + german.text));
        QVERIFY2(german.translated, qPrintable(QStringLiteral("a shape without German: ") + german.text));
        QVERIFY2(german.text != message, qPrintable(german.text));
    }

    void aChangedSentenceIsCaught()
    {
        // What the check above stands on: a sentence core rewrites, or a value nobody translates, is
        // not fitted, and is shown as it is.
        const ScenePainter *single = painterFor(QStringLiteral("single-weight"));
        const MessageText changed =
            single->runMessageText(messageTrace("single-weight", "converges: every step shrinks the distance by 0.5"));
        QVERIFY(!changed.fitted);
        QCOMPARE(changed.text, QStringLiteral("converges: every step shrinks the distance by 0.5"));
        const ScenePainter *batch = painterFor(QStringLiteral("mini-batch"));
        QVERIFY(!batch->runMessageText(messageTrace("mini-batch", "4 updates per epoch with batch 3 and leftover spill")).fitted);
        QVERIFY(batch->runMessageText(messageTrace("mini-batch", "4 updates per epoch with batch 3 and leftover drop")).fitted);
        // Numbers take the language's marks; an empty message is nothing to translate.
        const MessageText numbers = fittedMessage("12,500 of 0.25", {"%1 of %2"});
        QVERIFY(numbers.fitted);
        QVERIFY2(numbers.text.startsWith(QStringLiteral("12.500")) && numbers.text.endsWith(QStringLiteral("0,25")),
                 qPrintable(numbers.text));
        QVERIFY(fittedMessage("", {}).fitted);
    }
};

QTEST_MAIN(TestRunMessages)
#include "tst_run_messages.moc"
