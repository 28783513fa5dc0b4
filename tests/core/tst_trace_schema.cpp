// The typed-trace machinery: field tables, records both ways, interpolation, named records,
// schema checks with one line naming the problem, and the typed cache of a trace.
#include "core/scenes.h"
#include "core/scenes/single-weight/single_weight_trace.h"
#include "core/trace_docs.h"
#include "core/trace_schema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>

namespace sgd {

struct ToyInterval {
    int worker = 0;
    double start = 0;
    double end = 0;
    std::string kind = "compute";
};
struct ToyFrame {
    int step = 0;
    double w = 0;
    std::vector<double> grads;
    std::optional<double> fan_in;
    bool flag = false;
    std::vector<ToyInterval> intervals;
};

template <> const FieldTable<ToyInterval> &fieldTable<ToyInterval>()
{
    using S = ToyInterval;
    static const FieldTable<S> t("ToyInterval", {
                                                    field(&S::worker, "worker", "", "which worker"),
                                                    field(&S::start, "start", "s", "when it starts"),
                                                    field(&S::end, "end", "s", "when it ends").within(0, 100),
                                                    field(&S::kind, "kind", "", "what it is", {"compute", "wait"}),
                                                });
    return t;
}
template <> const FieldTable<ToyFrame> &fieldTable<ToyFrame>()
{
    using S = ToyFrame;
    static const FieldTable<S> t("ToyFrame", {
                                                 field(&S::step, "step", "", "index"),
                                                 field(&S::w, "w", "", "weight"),
                                                 field(&S::grads, "grads", "", "per worker"),
                                                 field(&S::fan_in, "fan_in", "", "star only"),
                                                 field(&S::flag, "flag", "", "a flag"),
                                                 field(&S::intervals, "intervals", "", "named records"),
                                             });
    return t;
}

} // namespace sgd

using namespace sgd;

class TestTraceSchema : public QObject {
    Q_OBJECT
private slots:
    void recordsRoundTrip()
    {
        ToyFrame f{3, 1.25, {1, 2}, 7.0, true, {{1, 0.5, 1.5, "wait"}}};
        const Record r = toRecord(f);
        QCOMPARE(int(r.fields().size()), 6);
        QCOMPARE(r.fields().front().first, std::string("step"));
        QCOMPARE(r.num("w"), 1.25);
        QCOMPARE(r.num("flag"), 1.0);
        const ToyFrame back = fromRecord<ToyFrame>(r);
        QCOMPARE(back.step, 3);
        QCOMPARE(back.grads, (std::vector<double>{1, 2}));
        QCOMPARE(*back.fan_in, 7.0);
        QCOMPARE(back.intervals.size(), std::size_t(1));
        QCOMPARE(back.intervals[0].kind, std::string("wait"));
        QCOMPARE(back.intervals[0].end, 1.5);
    }
    void absentOptionalIsLeftOut()
    {
        ToyFrame f;
        const Record r = toRecord(f);
        QVERIFY(!r.has("fan_in"));
        QVERIFY(!fromRecord<ToyFrame>(r).fan_in.has_value());
    }
    void namesComeFromTheTable()
    {
        QCOMPARE(fieldName(&ToyFrame::grads), std::string("grads"));
        QCOMPARE(fieldInfo(&ToyInterval::start).unit, std::string("s"));
        QCOMPARE(fieldTable<ToyFrame>().schema().find("intervals")->element, &fieldTable<ToyInterval>().schema());
    }
    void refusesWithOneLine_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expect");
        QTest::newRow("missing") << ""
                                 << "missing field 'w'";
        QTest::newRow("unknown") << "typo"
                                 << "unknown field 'typo'";
        QTest::newRow("type") << "step-text"
                              << "field 'step' should be a whole number";
        QTest::newRow("choice") << "kind"
                                << "not one of the allowed values";
    }
    void refusesWithOneLine()
    {
        QFETCH(QString, field);
        QFETCH(QString, expect);
        Record r = toRecord(ToyFrame{1, 2, {}, {}, false, {{0, 0, 1, "compute"}}});
        Record bad;
        for (const auto &[n, v] : r.fields()) {
            if (field.isEmpty() && n == "w")
                continue;
            if (field == "step-text" && n == "step") {
                bad.set(n, 1.5);
                continue;
            }
            if (field == "kind" && n == "intervals") {
                Record i = toRecord(ToyInterval{0, 0, 1, "sleep"});
                bad.set(n, RecordList{i});
                continue;
            }
            bad.set(n, v);
        }
        if (field == "typo")
            bad.set("typo", 1.0);
        const std::string line = checkRecord(fieldTable<ToyFrame>().schema(), bad);
        QVERIFY2(QString::fromStdString(line).contains(expect), line.c_str());
        bool threw = false;
        try {
            fromRecord<ToyFrame>(bad, "frame 4");
        } catch (const TraceFormatError &e) {
            threw = true;
            QVERIFY2(QString(e.what()).contains(expect), e.what());
            QVERIFY(QString(e.what()).startsWith("frame 4"));
        }
        QVERIFY(threw);
    }
    void aDeclaredRangeIsCheckedWhereItIsDeclared()
    {
        const FieldInfo *end = fieldTable<ToyInterval>().schema().find("end");
        QVERIFY(end);
        QCOMPARE(end->min, 0.0);
        QCOMPARE(end->max, 100.0);
        QCOMPARE(fieldTable<ToyInterval>().schema().find("start")->max, kTraceMagnitude); // undeclared: the cap
        QVERIFY(checkRecord(fieldTable<ToyInterval>().schema(), toRecord(ToyInterval{1, 0, 100, "wait"})).empty());
        const std::string line = checkRecord(fieldTable<ToyInterval>().schema(), toRecord(ToyInterval{1, 0, 100.5, "wait"}));
        QVERIFY2(line == "ToyInterval: field 'end' is 100.5, outside its range 0 to 100 (no run writes that)", line.c_str());
    }
    /// Every number of every scene's JSON Schema has the range the reader holds it to, taken from
    /// the field tables; and the recorded and measured scenes' counts, times and workers are narrower.
    void everySchemaCarriesTheTablesRanges()
    {
        std::map<std::string, double> maxima; // "Record.field" -> the schema's maximum
        int numbers = 0;
        for (const SceneDef &scene : allScenes()) {
            if (!scene.schema.frame)
                continue;
            const QJsonObject top = QJsonDocument::fromJson(QByteArray::fromStdString(traceJsonSchema(scene))).object();
            const QJsonObject defs = top.value("$defs").toObject();
            std::vector<const RecordSchema *> records{scene.schema.frame, scene.schema.meta, scene.schema.summary};
            for (std::size_t i = 0; i < records.size(); ++i)
                for (const FieldInfo &f : records[i]->fields)
                    if (f.element)
                        records.push_back(f.element);
            for (const RecordSchema *r : records)
                for (const FieldInfo &f : r->fields) {
                    // The scene data's fields sit at the top level, every other record under $defs.
                    const QJsonObject owner =
                        r == scene.schema.meta ? top : defs.value(QString::fromStdString(r->name)).toObject();
                    QJsonObject j = owner.value("properties").toObject().value(QString::fromStdString(f.name)).toObject();
                    if (f.type == FieldType::Numbers)
                        j = j.value("items").toObject();
                    else if (f.type == FieldType::Matrix)
                        j = j.value("items").toObject().value("items").toObject();
                    else if (f.type != FieldType::Number && f.type != FieldType::Integer)
                        continue;
                    const QString at = QString::fromStdString(scene.id + ": " + r->name + "." + f.name);
                    QVERIFY2(j.contains("minimum") && j.contains("maximum"), qPrintable(at + " has no range in its schema"));
                    const double whole = f.type == FieldType::Integer ? 2147483647.0 : kTraceMagnitude;
                    QVERIFY2(j.value("minimum").toDouble() == std::max(f.min, -whole), qPrintable(at));
                    QVERIFY2(j.value("maximum").toDouble() == std::min(f.max, whole), qPrintable(at));
                    maxima[r->name + "." + f.name] = j.value("maximum").toDouble();
                    ++numbers;
                }
        }
        QVERIFY(numbers > 300);
        QCOMPARE(maxima["AsyncUpdate.time"], kTraceMaxTime);
        QCOMPARE(maxima["SyncMeta.workers"], kTraceMaxWorkers);
        QCOMPARE(maxima["HogwildMeta.threads"], kTraceMaxWorkers);
        QCOMPARE(maxima["HogwildSnapshot.collision_rate"], 1.0);
        QCOMPARE(maxima["HogwildLane.writes"], kTraceMaxCount);
        QCOMPARE(maxima["ScaleLabCheckpoint.step"], kTraceMaxCount);
    }
    void lerpMovesNumbersOnly()
    {
        ToyFrame a{0, 1.0, {0, 10}, 2.0, false, {}};
        ToyFrame b{1, 3.0, {2, 20}, 4.0, true, {}};
        const ToyFrame m = lerp(a, b, 0.25);
        QCOMPARE(m.w, 1.5);
        QCOMPARE(m.grads, (std::vector<double>{0.5, 12.5}));
        QCOMPARE(*m.fan_in, 2.5);
        QCOMPARE(m.step, 0);
        QCOMPARE(m.flag, false);
        QCOMPARE(lerp(a, b, 1.0).step, 1);
    }
    void sceneTraceDecodesAndCaches()
    {
        const SceneDef *s = findScene("single-weight");
        QVERIFY(s);
        Trace t = runScene(*s, s->defaults());
        QVERIFY(s->schema.check(t).empty());
        const auto &typed = typedTrace<SingleWeightTrace>(t);
        QCOMPARE(typed.frames.size(), t.frames.size());
        QCOMPARE(typed.frames[1].w, t.frames[1].num("w"));
        QCOMPARE(typed.meta.w_star, 10.0 / 3.0);
        QCOMPARE(&typedTrace<SingleWeightTrace>(t), &typed); // decoded once
        Trace copy = t;
        copy.frames[1].set("w", 99.0);
        QCOMPARE(typedTrace<SingleWeightTrace>(copy).frames[1].w, 99.0);
        QCOMPARE(typedTrace<SingleWeightTrace>(t).frames[1].w, t.frames[1].num("w"));
        Trace broken = t;
        broken.frames[2].set("typo", 1.0);
        QVERIFY(s->schema.check(broken).find("frame 2: unknown field 'typo'") != std::string::npos);
        QVERIFY_THROWS_EXCEPTION(TraceFormatError, typedTrace<SingleWeightTrace>(broken));
    }
};

QTEST_GUILESS_MAIN(TestTraceSchema)
#include "tst_trace_schema.moc"
