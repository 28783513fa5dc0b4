// The decentralized, overlap and quantized scenes build their traces from typed structs: every
// trace fits its scene's schema, decodes back to the same numbers, and carries the fields the
// command-line contract lists. A record that does not fit is refused with one line.
#include "core/scenes.h"
#include "core/scenes/decentralized/decentralized_trace.h"
#include "core/scenes/overlap/overlap_trace.h"
#include "core/scenes/quantized/quantized_trace.h"

#include <QTest>

using namespace sgd;

namespace {

Trace sceneTrace(const char *id, const std::vector<std::pair<std::string, std::string>> &set = {}, int maxFrames = 0)
{
    const SceneDef *s = findScene(id);
    ParamSet p = s->defaults();
    for (const auto &[k, v] : set)
        p.set(k, v);
    RunContext ctx;
    ctx.maxFrames = maxFrames;
    return runScene(*s, p, ctx);
}

std::vector<std::pair<std::string, std::string>> parseSets(const QString &sets)
{
    std::vector<std::pair<std::string, std::string>> kv;
    for (const QString &item : sets.split(';', Qt::SkipEmptyParts))
        kv.emplace_back(item.section('=', 0, 0).toStdString(), item.section('=', 1).toStdString());
    return kv;
}

/// Every field of the schema, and nothing else, in every frame, the meta and the summary; and
/// the typed form writes back exactly the records it was read from.
template <class T> void checkFitsAndRoundTrips(const Trace &t)
{
    const SceneDef *s = findScene(t.scene);
    QVERIFY(s);
    QCOMPARE(QString::fromStdString(s->schema.check(t)), QString());
    QCOMPARE(s->schema.frame, &fieldTable<typename T::FrameType>().schema());
    const T &typed = typedTrace<T>(t);
    QCOMPARE(typed.frames.size(), t.frames.size());
    for (std::size_t i = 0; i < t.frames.size(); ++i)
        QVERIFY2(toRecord(typed.frames[i]) == t.frames[i], qPrintable(QString("frame %1").arg(i)));
    QVERIFY(toRecord(typed.meta) == t.meta);
    QVERIFY(toRecord(typed.summary) == t.summary);
}

bool hasField(const RecordSchema *schema, const char *name)
{
    return schema && schema->find(name);
}

} // namespace

class TestDistributedTraces : public QObject {
    Q_OBJECT
private slots:
    void decentralizedFits_data()
    {
        QTest::addColumn<QString>("sets");
        QTest::newRow("default") << "";
        QTest::newRow("threshold, node 2 down") << "topology=threshold;nodes=6;failed=2";
        QTest::newRow("dead hub") << "topology=star;nodes=5;failed=1";
        QTest::newRow("local steps") << "local_steps=2;eta=0.05;topology=ring;nodes=5";
    }
    void decentralizedFits()
    {
        QFETCH(QString, sets);
        const Trace t = sceneTrace("decentralized", parseSets(sets));
        checkFitsAndRoundTrips<DecentralizedTrace>(t);
        const DecentralizedTrace &g = typedTrace<DecentralizedTrace>(t);
        for (std::size_t i = 0; i < g.frames.size(); ++i) {
            QCOMPARE(g.frames[i].step, int(i));
            QCOMPARE(g.frames[i].round, int(i));
        }
        QCOMPARE(g.meta.mixing_matrix.rows, int(g.meta.nodes.size()));
        QCOMPARE(g.summary.rounds, int(g.frames.size()) - 1);
        QCOMPARE(g.summary.final_mean, g.frames.back().mean);
    }

    void decentralizedNamesTheContractsFields()
    {
        const TraceSchema &s = findScene("decentralized")->schema;
        for (const char *name : {"step", "round", "weights", "mean", "consensus_distance"})
            QVERIFY2(hasField(s.frame, name), name);
        QVERIFY(hasField(s.meta, "mixing_matrix"));
        QCOMPARE(s.meta->find("mixing_matrix")->type, FieldType::Matrix);
        QCOMPARE(s.meta->find("edges")->type, FieldType::Records);
        QCOMPARE(s.meta->find("edges")->element, &fieldTable<GossipEdge>().schema());
    }

    void overlapFits_data()
    {
        QTest::addColumn<QString>("sets");
        QTest::addColumn<int>("maxFrames");
        QTest::newRow("default") << "" << 0;
        QTest::newRow("two buckets") << "" << 3;
        QTest::newRow("slow link") << "bandwidth_gbps=1;layers=6" << 0;
    }
    void overlapFits()
    {
        QFETCH(QString, sets);
        QFETCH(int, maxFrames);
        const Trace t = sceneTrace("overlap", parseSets(sets), maxFrames);
        checkFitsAndRoundTrips<OverlapTrace>(t);
        const OverlapTrace &o = typedTrace<OverlapTrace>(t);
        for (std::size_t i = 0; i < o.frames.size(); ++i) {
            QCOMPARE(o.frames[i].step, int(i));
            QCOMPARE(o.frames[i].bucket, int(i));
        }
        QCOMPARE(o.summary.buckets, int(o.frames.size()) - 1);
        // Every layer sits in the bucket whose range holds it, or in none when that bucket did not run.
        for (const OverlapLayer &layer : o.meta.layers) {
            if (layer.bucket == 0)
                continue;
            const OverlapBucket &b = o.frames.at(std::size_t(layer.bucket));
            QVERIFY(b.first_layer <= layer.layer && layer.layer <= b.last_layer);
            QVERIFY(b.compute_start <= layer.compute_start && layer.compute_end <= b.compute_end + 1e-12);
        }
    }

    void overlapNamesTheContractsFields()
    {
        const TraceSchema &s = findScene("overlap")->schema;
        for (const char *name : {"step", "bucket", "compute_start", "compute_end", "comm_start", "comm_end"})
            QVERIFY2(hasField(s.frame, name), name);
        for (const char *name : {"step_time_naive", "step_time_overlapped", "hidden_comm_fraction"})
            QVERIFY2(hasField(s.summary, name), name);
        QCOMPARE(s.meta->find("layers")->element, &fieldTable<OverlapLayer>().schema());
        QCOMPARE(fieldInfo(&OverlapBucket::comm_end).unit, std::string("ms"));
    }

    void quantizedFits_data()
    {
        QTest::addColumn<QString>("sets");
        QTest::newRow("default") << "";
        QTest::newRow("qsgd") << "scheme=qsgd;levels=3";
        QTest::newRow("bfloat16") << "scheme=bfloat16";
        QTest::newRow("4 bits, stochastic, error feedback") << "bits=4;rounding=stochastic;error_feedback=on";
        QTest::newRow("1 bit") << "bits=1;rounds=5";
    }
    void quantizedFits()
    {
        QFETCH(QString, sets);
        const Trace t = sceneTrace("quantized", parseSets(sets));
        checkFitsAndRoundTrips<QuantizedTrace>(t);
        const QuantizedTrace &q = typedTrace<QuantizedTrace>(t);
        for (std::size_t i = 0; i < q.frames.size(); ++i) {
            QCOMPARE(q.frames[i].step, int(i));
            // The start sends nothing; every round after it carries each worker's gradient both ways.
            QCOMPARE(q.frames[i].grad_before.has_value(), i > 0);
            if (i > 0) {
                QCOMPARE(q.frames[i].grad_after->rows, std::min(q.meta.workers, 8)); // the workers view shows 8
                QCOMPARE(q.frames[i].grad_after->cols, q.meta.features);
            }
        }
        QCOMPARE(int(q.meta.curves.size()), 6);
        QCOMPARE(q.meta.levels.has_value(), q.meta.scheme == "qsgd");
        QCOMPARE(q.meta.run_loss.has_value(), q.meta.run_bytes.has_value());
        QCOMPARE(int(q.meta.share.size()), 2);
        QCOMPARE(q.meta.error_feedback, sets.contains("error_feedback=on"));
        QCOMPARE(q.meta.rounding, std::string(sets.contains("stochastic") ? "stochastic" : "nearest"));
        QCOMPARE(q.summary.final_loss, q.frames.back().loss);
    }

    void quantizedNamesTheContractsFields()
    {
        const TraceSchema &s = findScene("quantized")->schema;
        for (const char *name : {"step", "bits", "w", "loss", "bytes_sent", "quantization_error"})
            QVERIFY2(hasField(s.frame, name), name);
        QVERIFY(s.frame->find("grad_after")->optional);
        QCOMPARE(s.meta->find("curves")->element, &fieldTable<QuantizedCurve>().schema());
        QCOMPARE(s.meta->find("share")->element, &fieldTable<SharedCode>().schema());
        QCOMPARE(s.meta->find("scheme")->choices.size(), std::size_t(6));
    }

    void aRecordThatDoesNotFitIsRefused()
    {
        Trace t = sceneTrace("decentralized");
        RecordList edges = std::get<RecordList>(*t.meta.find("edges"));
        edges[0].set("alive", 0.5);
        t.meta.set("edges", edges);
        const std::string bad = findScene("decentralized")->schema.check(t);
        QVERIFY2(QString::fromStdString(bad).contains("edges[0]"), bad.c_str());
        QVERIFY2(QString::fromStdString(bad).contains("'alive'"), bad.c_str());
    }
};

QTEST_GUILESS_MAIN(TestDistributedTraces)
#include "tst_distributed_traces.moc"
