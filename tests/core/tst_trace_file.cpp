// Trace files read back: every scene's trace written as JSON reads back to the same trace, bit for
// bit; named records and matrices keep their shape; a malformed, unknown-scene or wrong-version
// file is refused with one line naming the file and the problem; a large trace loads quickly.
#include "../test_time.h"
#include "core/scenes.h"
#include "core/trace_file.h"
#include "core/trace_io.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

using namespace sgd;

namespace {

// A scene of the test's own with named records, a matrix and a choice, so that the reader's
// handling of them is checked whatever the lecture scenes hold.
struct ToyInterval {
    int worker = 0;
    double start = 0, end = 0;
    std::string kind = "compute";
};
struct ToyFrame {
    int step = 0;
    double w = 0;
    std::vector<double> grads;
    std::vector<ToyInterval> intervals;
};
struct ToyMeta {
    Matrix mixing;
    std::vector<double> positions;
};
struct ToySummary {
    bool diverged = false;
    std::optional<double> final_w;
};
using ToyTrace = TypedTrace<ToyFrame, ToyMeta, ToySummary>;

} // namespace

namespace sgd {
template <> const FieldTable<ToyInterval> &fieldTable<ToyInterval>()
{
    static const FieldTable<ToyInterval> t("ToyInterval",
                                           {
                                               field(&ToyInterval::worker, "worker", "", "Worker number."),
                                               field(&ToyInterval::start, "start", "s", "Start."),
                                               field(&ToyInterval::end, "end", "s", "End."),
                                               field(&ToyInterval::kind, "kind", "", "What it does.", {"compute", "wait"}),
                                           });
    return t;
}
template <> const FieldTable<ToyFrame> &fieldTable<ToyFrame>()
{
    static const FieldTable<ToyFrame> t("ToyFrame", {
                                                        field(&ToyFrame::step, "step", "", "Frame index."),
                                                        field(&ToyFrame::w, "w", "", "Weight."),
                                                        field(&ToyFrame::grads, "grads", "", "Gradients."),
                                                        field(&ToyFrame::intervals, "intervals", "", "Intervals."),
                                                    });
    return t;
}
template <> const FieldTable<ToyMeta> &fieldTable<ToyMeta>()
{
    static const FieldTable<ToyMeta> t("ToyMeta", {
                                                      field(&ToyMeta::mixing, "mixing", "", "A matrix."),
                                                      field(&ToyMeta::positions, "positions", "", "Numbers."),
                                                  });
    return t;
}
template <> const FieldTable<ToySummary> &fieldTable<ToySummary>()
{
    static const FieldTable<ToySummary> t("ToySummary", {
                                                            field(&ToySummary::diverged, "diverged", "", "Diverged."),
                                                            field(&ToySummary::final_w, "final_w", "", "Last w."),
                                                        });
    return t;
}
} // namespace sgd

namespace {

Trace runToy(const ParamSet &p, const RunContext &)
{
    Trace t;
    for (int i = 0; i < 3; ++i) {
        ToyFrame f{i, p.number("w0") - 0.1 * i, {1.0 / 3.0, -0.0, 5e-324}, {}};
        for (int k = 0; k < i; ++k)
            f.intervals.push_back({k + 1, 0.5 * k, 0.5 * k + 0.25, k % 2 ? "wait" : "compute"});
        t.frames.push_back(toRecord(f));
    }
    ToyMeta meta;
    meta.mixing = Matrix(2, 3, 0.25);
    meta.mixing.at(1, 2) = 1e-300;
    meta.positions = {};
    setMetaAndSummary(t, meta, ToySummary{false, 1.8});
    return t;
}

const SceneDef &toyScene()
{
    static const bool registered = [] {
        SceneDef d;
        d.id = "toy-records";
        d.title = "Toy";
        ParamDef w0;
        w0.key = "w0";
        w0.defaultValue = "2";
        w0.min = -10;
        w0.max = 10;
        ParamDef kind;
        kind.key = "mode";
        kind.kind = ParamKind::Choice;
        kind.choices = {"a", "b"};
        kind.defaultValue = "a";
        d.params = {w0, kind};
        d.run = runToy;
        d.schema = traceSchemaOf<ToyTrace>();
        return registerScene(std::move(d));
    }();
    Q_UNUSED(registered);
    return *findScene("toy-records");
}

/// The record's field names in order, with those of its named records ("intervals[0].kind").
QStringList namesOf(const Record &r)
{
    QStringList out;
    for (const auto &[name, value] : r.fields()) {
        out << QString::fromStdString(name);
        if (const RecordList *l = std::get_if<RecordList>(&value))
            for (std::size_t i = 0; i < l->size(); ++i)
                for (const QString &inner : namesOf((*l)[i]))
                    out << QStringLiteral("%1[%2].%3").arg(QString::fromStdString(name)).arg(i).arg(inner);
    }
    return out;
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

QJsonObject jsonOf(const std::string &text)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
}
std::string textOf(const QJsonObject &o)
{
    return QJsonDocument(o).toJson().toStdString();
}

} // namespace

namespace {

/// Every field sgd-studio-mpi writes in a recording's "source", for `processes` ranks.
void recordedSource(sgd::Record &src, int processes)
{
    src.set("kind", std::string("mpi"));
    src.set("processes", double(processes));
    src.set("hosts", std::string("vm"));
    src.set("host_count", 1.0);
    src.set("library", std::string("Open MPI v4.1.4"));
    src.set("mpi_standard", std::string("3.1"));
    src.set("wtime_is_global", 0.0);
    src.set("clock_note", std::string("each rank's times shifted to rank 0's clock"));
    src.set("clock_offsets", std::vector<double>(std::size_t(processes), 0.0));
    src.set("clock_round_trips", std::vector<double>(std::size_t(processes), 1e-5));
    src.set("time_scale", 0.05);
    src.set("time_unit", std::string("lecture seconds"));
}

} // namespace

class TestTraceFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { toyScene(); }

    void everySceneReadsBackBitForBit_data()
    {
        QTest::addColumn<QString>("scene");
        for (const auto &s : allScenes())
            if (!s.needsComputeBackend) // core alone installs no backend: tests/ui/tst_trace_replay covers the scale lab
                QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void everySceneReadsBackBitForBit()
    {
        QFETCH(QString, scene);
        const SceneDef &def = *findScene(scene.toStdString());
        const Trace t = runScene(def, def.defaults());
        const std::string json = traceToJson(t);
        QVERIFY(json.rfind("{\"format\":2,\"scene\":", 0) == 0);
        const LoadedTrace back = readTraceJson(json, "t.json");
        QCOMPARE(back.trace.scene, t.scene);
        QVERIFY(back.trace.params == t.params);
        QVERIFY(back.params.typed() == t.params);
        QCOMPARE(back.trace.frames.size(), t.frames.size());
        QVERIFY(back.trace.frames == t.frames);
        QVERIFY(back.trace.summary == t.summary);
        QVERIFY(back.trace.meta == t.meta);
        QCOMPARE(traceToJson(back.trace), json); // every number bit for bit, every field in place
    }

    void namedRecordsAndMatricesKeepTheirShape()
    {
        const Trace t = runScene(toyScene(), toyScene().defaults());
        const LoadedTrace back = readTraceJson(traceToJson(t), "toy.json");
        const ToyTrace &tt = typedTrace<ToyTrace>(back.trace);
        QCOMPARE(tt.frames.size(), std::size_t(3));
        QCOMPARE(tt.frames[2].intervals.size(), std::size_t(2));
        QCOMPARE(tt.frames[2].intervals[1].kind, std::string("wait"));
        QCOMPARE(tt.frames[2].intervals[1].worker, 2);
        QCOMPARE(tt.frames[2].intervals[1].end, 0.75);
        QCOMPARE(tt.meta.mixing.rows, 2);
        QCOMPARE(tt.meta.mixing.cols, 3);
        QCOMPARE(tt.meta.mixing.at(1, 2), 1e-300);
        QVERIFY(tt.meta.positions.empty());
        QCOMPARE(*tt.summary.final_w, 1.8);
        // -0 keeps its sign and the smallest subnormal survives (QJsonDocument loses the first).
        QVERIFY(sameBits(tt.frames[1].grads[1], -0.0));
        QVERIFY(sameBits(tt.frames[1].grads[2], 5e-324));
        QVERIFY(sameBits(tt.frames[1].w, 2.0 - 0.1));
        QCOMPARE(back.params.text("mode"), std::string("a"));
    }

    void fieldsInAnotherOrderReadTheSame()
    {
        // QJsonDocument writes keys sorted: every record comes back in the field table's order.
        const Trace t = runScene(toyScene(), toyScene().defaults());
        const std::string json = traceToJson(t);
        const std::string sorted = textOf(jsonOf(json));
        QVERIFY(sorted != json);
        const LoadedTrace back = readTraceJson(sorted, "sorted.json");
        QCOMPARE(back.trace.frames.size(), t.frames.size());
        for (std::size_t i = 0; i < t.frames.size(); ++i)
            QCOMPARE(namesOf(back.trace.frames[i]), namesOf(t.frames[i]));
        QCOMPARE(namesOf(back.trace.meta), namesOf(t.meta));
        QCOMPARE(namesOf(back.trace.meta), QStringList({"mixing", "positions"}));
        QVERIFY(std::holds_alternative<RecordList>(*back.trace.frames[0].find("intervals"))); // [] of records
    }

    void recordedRunKeepsItsSource()
    {
        // A recorded run (sgd-studio-mpi) says where it ran; the facts survive a round trip and a
        // simulated trace has none.
        const SceneDef &def = *findScene("sync");
        Trace t = runScene(def, def.defaults());
        QVERIFY(!readTraceJson(traceToJson(t), "sim.json").trace.recorded());
        t.source.set("kind", std::string("mpi"));
        t.source.set("processes", 5.0);
        t.source.set("hosts", std::string("node-a, node-b"));
        t.source.set("clock_offsets", std::vector<double>{0, -3e-5, 1.5e-4});
        // What else the runner writes: a source without it is not a recording and is refused.
        const std::string partial = traceToJson(t);
        QVERIFY_THROWS_EXCEPTION(std::exception, readTraceJson(partial, "partial.json"));
        recordedSource(t.source, 5);
        t.source.set("hosts", std::string("node-a, node-b"));
        t.source.set("clock_offsets", std::vector<double>{0, -3e-5, 1.5e-4});
        const std::string json = traceToJson(t);
        QVERIFY(json.find("\"source\":{\"kind\":\"mpi\",\"processes\":5,") != std::string::npos);
        const LoadedTrace back = readTraceJson(json, "run.json");
        QVERIFY(back.trace.recorded());
        QVERIFY(back.trace.source == t.source);
        QCOMPARE(back.trace.source.str("hosts"), std::string("node-a, node-b"));
        QVERIFY(back.trace.meta == t.meta); // the source is not scene data
        QCOMPARE(traceToJson(back.trace), json);
    }

    void paramsComeBackAsTheyWereSet()
    {
        const SceneDef &def = *findScene("single-weight");
        ParamSet p = def.defaults();
        p.set("eta", "0.35");
        p.set("steps", "4");
        const LoadedTrace back = readTraceJson(traceToJson(runScene(def, p)), "p.json");
        QCOMPARE(back.params.text("eta"), std::string("0.35"));
        QCOMPARE(back.params.integer("steps"), 4);
        QCOMPARE(back.trace.frames.size(), std::size_t(5));
    }

    void aWorkerCountWithTheDefaultDataRunsAgain()
    {
        // workers=7 without data runs on seven points spread on the line. A trace records every
        // parameter, so its data holds the four default pairs; read back, that default must not
        // count as chosen, or the same parameters would be refused ("0 or the number of data pairs").
        for (const char *id : {"sync", "async"}) {
            const SceneDef &def = *findScene(id);
            ParamSet p = def.defaults();
            p.set("workers", "7");
            const Trace t = runScene(def, p);
            const LoadedTrace back = readTraceJson(traceToJson(t), "seven.json");
            QVERIFY(!back.params.isSet("data"));
            QCOMPARE(back.params.integer("workers"), 7);
            const Trace again = runScene(def, back.params); // what Compare with simulator does
            QCOMPARE(again.frames.size(), t.frames.size());
            QVERIFY(again.frames.back() == t.frames.back());
            // Chosen data stays chosen.
            ParamSet chosen = def.defaults();
            chosen.set("data", "1:2,2:3");
            QVERIFY(readTraceJson(traceToJson(runScene(def, chosen)), "two.json").params.isSet("data"));
        }
    }

    void refusedWithOneLine_data()
    {
        QTest::addColumn<QString>("mutation");
        QTest::addColumn<QString>("expect");
        QTest::newRow("not json") << "truncate"
                                  << "t.json: not valid JSON (line 1, column";
        QTest::newRow("not an object") << "array"
                                       << "t.json: not valid JSON (line 1, column 1: a trace file is one JSON object";
        QTest::newRow("text after") << "trailing"
                                    << "more text after the trace's closing '}'";
        QTest::newRow("no format") << "format-none"
                                   << "t.json: no \"format\" field (this version reads trace files of format 2)";
        QTest::newRow("format 1") << "format-1"
                                  << "t.json: format 1 is not supported (this version reads format 2)";
        QTest::newRow("format 3 with objects") << "format-3"
                                               << "t.json: format 3 is not supported";
        QTest::newRow("format as text") << "format-text"
                                        << "t.json: field \"format\" should be the number 2";
        QTest::newRow("unknown scene") << "scene"
                                       << "t.json: unknown scene 'nope' (allowed: single-weight,";
        QTest::newRow("no frames") << "frames-empty"
                                   << "t.json: no \"frames\"";
        QTest::newRow("wrong type") << "w-text"
                                    << "t.json: frame 2: field 'w' should be a number";
        QTest::newRow("missing field") << "loss-missing"
                                       << "t.json: frame 1: missing field 'loss'";
        QTest::newRow("unknown field") << "bogus"
                                       << "t.json: frame 0: unknown field 'bogus'";
        QTest::newRow("null") << "w-null"
                              << "t.json: frame 0: field 'w' is null";
        QTest::newRow("true") << "w-true"
                              << "t.json: frame 0: field 'w' is true or false";
        QTest::newRow("step") << "step"
                              << "t.json: frame 1: field 'step' should be 1";
        QTest::newRow("bad param") << "eta"
                                   << "t.json: params: ";
        QTest::newRow("unknown param") << "zeta"
                                       << "t.json: params: unknown parameter 'zeta' for scene single-weight";
        QTest::newRow("summary flag") << "diverged"
                                      << "t.json: summary: field 'diverged' should be 0 or 1";
        QTest::newRow("ragged matrix") << "ragged"
                                       << "t.json: scene data: field 'x' has rows of different lengths (row 1: 2, row 2: 1)";
        QTest::newRow("duplicate") << "duplicate"
                                   << "t.json: frame 0: field 'w' appears twice";
    }
    void refusedWithOneLine()
    {
        QFETCH(QString, mutation);
        QFETCH(QString, expect);
        const SceneDef &def = *findScene("single-weight");
        const std::string good = traceToJson(runScene(def, def.defaults()));
        QJsonObject o = jsonOf(good);
        QJsonArray frames = o["frames"].toArray();
        auto setFrame = [&](int i, const QString &k, const QJsonValue &v) {
            QJsonObject f = frames[i].toObject();
            if (v.isUndefined())
                f.remove(k);
            else
                f[k] = v;
            frames[i] = f;
            o["frames"] = frames;
        };
        std::string text;
        const std::string m = mutation.toStdString();
        if (m == "truncate")
            text = good.substr(0, 40);
        else if (m == "array")
            text = "[1, 2]";
        else if (m == "trailing")
            text = good + "{}";
        else if (m == "duplicate") {
            text = good;
            text.replace(text.find("\"w\":"), 0, "\"w\":1,");
        } else {
            if (m == "format-none")
                o.remove("format");
            else if (m == "format-1")
                o["format"] = 1;
            else if (m == "format-3") {
                o["format"] = 3;
                setFrame(0, "w", QJsonObject{{"value", 1}});
            } else if (m == "format-text")
                o["format"] = "2";
            else if (m == "scene")
                o["scene"] = "nope";
            else if (m == "frames-empty")
                o["frames"] = QJsonArray();
            else if (m == "w-text")
                setFrame(2, "w", "two");
            else if (m == "loss-missing")
                setFrame(1, "loss", QJsonValue::Undefined);
            else if (m == "bogus")
                setFrame(0, "bogus", 1);
            else if (m == "w-null")
                setFrame(0, "w", QJsonValue::Null);
            else if (m == "w-true")
                setFrame(0, "w", true);
            else if (m == "step")
                setFrame(1, "step", 7);
            else if (m == "eta" || m == "zeta") {
                QJsonObject p = o["params"].toObject();
                p[QString::fromStdString(m)] = 50;
                o["params"] = p;
            } else if (m == "diverged") {
                QJsonObject s = o["summary"].toObject();
                s["diverged"] = 2;
                o["summary"] = s;
            } else if (m == "ragged")
                o["x"] = QJsonArray{QJsonArray{1, 2}, QJsonArray{3}};
            text = textOf(o);
        }
        QString line;
        try {
            readTraceJson(text, "t.json");
        } catch (const TraceFormatError &e) {
            line = QString::fromUtf8(e.what());
        }
        QVERIFY2(line.startsWith("t.json: ") && line.contains(expect), qPrintable(line));
        QVERIFY2(!line.contains('\n'), qPrintable(line));
    }

    void unreadableFileNamesTheFile()
    {
        QTemporaryDir dir;
        const std::string path = QString(dir.path() + "/missing.json").toStdString();
        QString line;
        try {
            readTraceFile(path);
        } catch (const TraceFormatError &e) {
            line = QString::fromUtf8(e.what());
        }
        QVERIFY2(line.startsWith(QString::fromStdString(path + ": cannot read it")), qPrintable(line));
    }

    void largeTraceReadsBackWhole()
    {
        // The mini-batch tape at its largest: 4,000 samples, one per update, ten epochs. How fast it
        // loads is a benchmark figure (`sgd-studio bench --trace-file`), not a timed test.
        const SceneDef &def = *findScene("mini-batch");
        ParamSet p = def.defaults();
        p.set("n", "4000");
        p.set("batch", "1");
        p.set("epochs", "10");
        const Trace t = runScene(def, p);
        const LoadedTrace back = readTraceJson(traceToJson(t), "large.json");
        QCOMPARE(back.trace.frames.size(), std::size_t(40001));
        QCOMPARE(back.trace.frames.size(), t.frames.size());
        QVERIFY(back.trace.frames[20000] == t.frames[20000]);
        QVERIFY(back.trace.frames.back() == t.frames.back());
    }

    void everySceneTraceMeetsItsOwnRules()
    {
        for (const SceneDef &def : allScenes()) {
            if (!def.checkTrace || def.needsComputeBackend)
                continue;
            const Trace t = runScene(def, def.defaults());
            QVERIFY2(def.checkTrace(t).empty(), (def.id + ": " + def.checkTrace(t)).c_str());
            // and it reads back from its file
            (void)readTraceJson(traceToJson(t), def.id + ".json");
        }
    }

    void emptySceneDataIsRefused_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expect");
        const QString empty = QStringLiteral("scene data: field '%1' is empty (a series has at least one point)");
        QTest::newRow("async-pitfalls small_sync_loss") << "async-pitfalls"
                                                        << "small_sync_loss" << empty.arg("small_sync_loss");
        QTest::newRow("async-pitfalls small_async_loss") << "async-pitfalls"
                                                         << "small_async_loss" << empty.arg("small_async_loss");
        QTest::newRow("backup-workers sync_excess") << "backup-workers"
                                                    << "sync_excess" << empty.arg("sync_excess");
        QTest::newRow("backup-workers async_excess") << "backup-workers"
                                                     << "async_excess" << empty.arg("async_excess");
        QTest::newRow("backup-workers backup_excess") << "backup-workers"
                                                      << "backup_excess" << empty.arg("backup_excess");
        QTest::newRow("backup-workers hybrid_excess") << "backup-workers"
                                                      << "hybrid_excess" << empty.arg("hybrid_excess");
        QTest::newRow("backup-workers sync_times")
            << "backup-workers"
            << "sync_times"
            << "scene data: fields 'sync_times' and 'sync_excess' should have one length, not 0 and ";
        QTest::newRow("decentralized nodes") << "decentralized"
                                             << "nodes"
                                             << "scene data: field 'nodes' is empty (the graph has at least one node)";
    }

    void emptySceneDataIsRefused()
    {
        // Each of these passed the schema and then crashed the window on its first paint.
        QFETCH(QString, scene);
        QFETCH(QString, field);
        QFETCH(QString, expect);
        const SceneDef &def = *findScene(scene.toStdString());
        Trace t = runScene(def, def.defaults());
        const Value *old = t.meta.find(field.toStdString());
        QVERIFY(old);
        if (std::holds_alternative<RecordList>(*old))
            t.meta.set(field.toStdString(), RecordList{});
        else
            t.meta.set(field.toStdString(), std::vector<double>{});
        try {
            (void)readTraceJson(traceToJson(t), "t.json");
            QFAIL("accepted");
        } catch (const TraceFormatError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith("t.json: " + expect), e.what());
        }
    }

    void decentralizedFramesHoldOneWeightPerNode()
    {
        const SceneDef &def = *findScene("decentralized");
        Trace t = runScene(def, def.defaults());
        std::vector<double> w = t.frames[2].vec("weights");
        w.pop_back();
        t.frames[2].set("weights", w);
        try {
            (void)readTraceJson(traceToJson(t), "t.json");
            QFAIL("accepted");
        } catch (const TraceFormatError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith("t.json: frame 2: field 'weights' should have one value per node"),
                     e.what());
        }
    }

    void framesThatContradictTheirParamsAreRefused_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("mutation");
        QTest::addColumn<QString>("expect");
        QTest::newRow("rounds=8, only frame 0") << "sync"
                                                << "keep 1"
                                                << "the trace has 1 frame where its params give 9";
        QTest::newRow("more frames than steps") << "single-weight"
                                                << "repeat 20000"
                                                << "the trace has 20013 frames where its params give 13";
        QTest::newRow("eta changed") << "sync"
                                     << "eta 0.2"
                                     << "frame ";
        // (sync's own rule, which holds real runs too, comes before the replay)
        QTest::newRow("grads cut from 4 to 2") << "sync"
                                               << "cut grads"
                                               << "frame 1: field 'grads' should have one value per worker (4)";
        // (async's own rule, which holds real runs too, comes before the replay)
        QTest::newRow("async worker 99") << "async"
                                         << "worker 99"
                                         << "frame 1: field 'worker' is 99; should be a worker from 1 to 3";
        QTest::newRow("async worker -5") << "async"
                                         << "worker -5"
                                         << "frame 1: field 'worker' is -5, outside its range 0 to 1024 (no run writes that)";
        QTest::newRow("summary changed") << "decentralized"
                                         << "summary"
                                         << "summary: field ";
    }

    void framesThatContradictTheirParamsAreRefused()
    {
        // Each of these passed the schema and opened, showing numbers its params cannot give.
        QFETCH(QString, scene);
        QFETCH(QString, mutation);
        QFETCH(QString, expect);
        const SceneDef &def = *findScene(scene.toStdString());
        Trace t = runScene(def, def.defaults());
        if (mutation == "keep 1") {
            t.frames.resize(1);
        } else if (mutation == "repeat 20000") {
            for (int i = 0; i < 20000; ++i) {
                Record f = t.frames.back();
                f.set("step", double(t.frames.size()));
                t.frames.push_back(f);
            }
        } else if (mutation == "eta 0.2") {
            t.params.set("eta", 0.2);
        } else if (mutation == "cut grads") {
            std::vector<double> g = t.frames[1].vec("grads");
            g.resize(2);
            t.frames[1].set("grads", g);
        } else if (mutation.startsWith("worker ")) {
            t.frames[1].set("worker", mutation.mid(7).toDouble());
        } else if (mutation == "summary") {
            const auto &[name, value] = t.summary.fields().front();
            QVERIFY(std::holds_alternative<double>(value));
            t.summary.set(name, std::get<double>(value) + 1);
        }
        try {
            (void)readTraceJson(traceToJson(t), "t.json");
            QFAIL("accepted");
        } catch (const TraceFormatError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith("t.json: " + expect), e.what());
            if (!mutation.startsWith("worker ") && mutation != "cut grads")
                QVERIFY2(QString::fromUtf8(e.what()).contains("record it again with `sgd-studio trace`"), e.what());
        }
    }

    void replayedTracesKeepWhatIsNotComputed()
    {
        // A reworded text is not a contradiction; a real run (a "source") is not replayed (its
        // timing is the machine's); a cut run (`trace --steps 3` of a scene without a steps
        // parameter) is replayed as cut.
        const SceneDef &sync = *findScene("sync");
        Trace t = runScene(sync, sync.defaults());
        bool reworded = false;
        for (const auto &[name, value] : t.frames[1].fields())
            if (std::holds_alternative<std::string>(value) && !reworded) {
                t.frames[1].set(name, std::string("in our own words"));
                reworded = true;
            }
        (void)readTraceJson(traceToJson(t), "t.json");
        Trace real = runScene(sync, sync.defaults());
        recordedSource(real.source, 5);
        real.frames[1].set("w", 1.234);
        QCOMPARE(readTraceJson(traceToJson(real), "run.json").trace.frames[1].num("w"), 1.234);
        // but a real asynchronous run still names only workers it had
        const SceneDef &async = *findScene("async");
        Trace realAsync = runScene(async, async.defaults());
        recordedSource(realAsync.source, 5);
        (void)readTraceJson(traceToJson(realAsync), "async-run.json");
        realAsync.frames[2].set("worker", 4.0);
        QVERIFY_THROWS_EXCEPTION(TraceFormatError, readTraceJson(traceToJson(realAsync), "async-run.json"));
        // and a real synchronous run one value per worker in each round
        real.frames[3].set("idle", std::vector<double>{0, 0});
        QVERIFY_THROWS_EXCEPTION(TraceFormatError, readTraceJson(traceToJson(real), "run.json"));
        const SceneDef &overlap = *findScene("overlap");
        RunContext cut;
        cut.maxFrames = 4;
        const Trace shortRun = runScene(overlap, overlap.defaults(), cut);
        QCOMPARE(readTraceJson(traceToJson(shortRun), "cut.json").trace.frames.size(), shortRun.frames.size());
    }

    void deepNestingIsRefusedBeforeParsing()
    {
        // 120,000 levels crashed the recursive reader (stack overflow); the text is refused first.
        const std::string good = traceToJson(runScene(*findScene("sync"), findScene("sync")->defaults()));
        const std::size_t at = good.rfind('}');
        const int levels = 120000;
        const std::string deep =
            good.substr(0, at) + ",\"source\":{\"x\":" + std::string(levels, '[') + "1" + std::string(levels, ']') + "}}";
        try {
            (void)readTraceJson(deep, "deep.json");
            QFAIL("a trace nested 120,000 levels deep was accepted");
        } catch (const TraceFormatError &e) {
            QVERIFY2(std::strstr(e.what(), "deep.json: arrays and objects nested more than 64 levels deep"), e.what());
        }
        // Brackets inside strings are not nesting: a text field full of them still reads.
        const std::string quoted = good.substr(0, at) + ",\"source\":{\"note\":\"" + std::string(200, '[') + "\"}}";
        try {
            (void)readTraceJson(quoted, "quoted.json");
        } catch (const TraceFormatError &e) {
            QVERIFY2(!std::strstr(e.what(), "nested"), e.what());
        }
    }

    void onlyRegularFilesOfBoundedSizeAreRead()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = dir.path().toStdString();
        const std::string fifo = base + "/fifo.json";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const std::string big = base + "/big.json";
        { // a sparse file one byte over the limit: refused by its size, without reading it
            std::FILE *f = std::fopen(big.c_str(), "wb");
            QVERIFY(f);
            QCOMPARE(::ftruncate(::fileno(f), off_t(kMaxTraceFileBytes) + 1), 0);
            std::fclose(f);
        }
        const std::string what = ", not a regular file (a trace is a .json file written by `sgd-studio trace --out`)";
        const struct {
            std::string path, expect;
        } cases[] = {
            {"/dev/zero", "/dev/zero: cannot read it: a device, pipe or socket" + what},
            {fifo, fifo + ": cannot read it: a device, pipe or socket" + what}, // no writer: would hang
            {base, base + ": cannot read it: a folder" + what},
            {big, big + ": cannot read it: a trace file is at most 1024 MiB; this one is larger"},
            {base + "/missing.json", base + "/missing.json: cannot read it (No such file or directory)"},
        };
        for (const auto &c : cases) {
            QElapsedTimer timer;
            timer.start();
            try {
                (void)readTraceFile(c.path);
                QFAIL(("accepted " + c.path).c_str());
            } catch (const TraceFormatError &e) {
                QCOMPARE(QString::fromStdString(e.what()), QString::fromStdString(c.expect));
            }
            QVERIFY2(timer.elapsed() < sgd::test::ms(1000), c.path.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestTraceFile)
#include "tst_trace_file.moc"
