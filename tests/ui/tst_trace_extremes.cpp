// The systematic pass of issue #55: every number of a trace that is not recomputed when it is read
// (the three recorded runs under tests/data/real-runs, Hogwild!'s measured run, the scale lab) set
// in turn to an extreme, and every list emptied or cut to one value. Each such trace is either
// refused when it is read, with one line naming the place and the field, or drawn in every view
// within a second a view; and no value a painter could not hold (1e308 in size) gets through.
#include "core/scenes.h"
#include "core/trace_file.h"
#include "core/trace_io.h"
#include "gpu/backend_factory.h"
#include "ui/render/exporter.h"
#include "ui/render/scene_painter.h"

#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <functional>

using namespace sgd;
using namespace sgd::ui;

namespace {

/// One change to a trace: where (for the message) and what it does to the JSON.
struct Mutant {
    QString where;
    double value = 0; ///< the number written (NaN: a list emptied or cut)
    std::function<void(QJsonObject &)> apply;
};

constexpr double kExtremes[] = {1e308, -1e308, 2e9, -1, 1e12};

/// Calls `visit(label, set)` for every number of `v` (the first element standing for a list),
/// where `set` replaces that number within the value `v`.
void numbersOf(
    const QJsonValue &v, const QString &label,
    const std::function<void(const QString &, std::function<QJsonValue(const QJsonValue &, const QJsonValue &)>)> &visit)
{
    if (v.isDouble()) {
        visit(label, [](const QJsonValue &, const QJsonValue &x) { return x; });
    } else if (v.isArray() && !v.toArray().isEmpty()) {
        numbersOf(v.toArray().first(), label + "[0]", [&](const QString &l, auto inner) {
            visit(l, [inner](const QJsonValue &whole, const QJsonValue &x) {
                QJsonArray a = whole.toArray();
                a[0] = inner(a.first(), x);
                return QJsonValue(a);
            });
        });
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = it.key();
            numbersOf(it.value(), label + "." + key, [&](const QString &l, auto inner) {
                visit(l, [inner, key](const QJsonValue &whole, const QJsonValue &x) {
                    QJsonObject w = whole.toObject();
                    w.insert(key, inner(w.value(key), x));
                    return QJsonValue(w);
                });
            });
        }
    }
}

/// Every mutant of `trace`: each number of the scene data, frame 1, the summary and the source at
/// each extreme; each list of frame 1 and of the scene data emptied and cut to its first value.
std::vector<Mutant> mutantsOf(const QJsonObject &trace)
{
    std::vector<Mutant> out;
    const int frame = trace.value("frames").toArray().size() > 1 ? 1 : 0;
    // The parts: the top-level object minus what identifies the trace, and one frame.
    auto addPart = [&](const QString &name, const QJsonValue &part, std::function<void(QJsonObject &, const QJsonValue &)> put) {
        numbersOf(part, name, [&](const QString &label, auto set) {
            for (double x : kExtremes)
                out.push_back({label, x, [=](QJsonObject &t) { put(t, set(part, x)); }});
        });
        if (!part.isObject())
            return;
        const QJsonObject o = part.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.value().isArray() && it.value().toArray().size() > 1) {
                const QString key = it.key();
                for (bool empty : {true, false})
                    out.push_back({name + "." + key + (empty ? " = []" : " cut to one"), std::nan(""), [=](QJsonObject &t) {
                                       QJsonObject p = part.toObject();
                                       p.insert(key, empty ? QJsonArray() : QJsonArray{p.value(key).toArray().first()});
                                       put(t, p);
                                   }});
            }
    };
    QJsonObject meta = trace;
    for (const char *k : {"format", "scene", "params", "frames", "summary", "source"})
        meta.remove(k);
    addPart("scene data", meta, [](QJsonObject &t, const QJsonValue &m) {
        const QJsonObject o = m.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            t.insert(it.key(), it.value());
    });
    addPart("frame " + QString::number(frame), trace.value("frames").toArray().at(frame),
            [frame](QJsonObject &t, const QJsonValue &f) {
                QJsonArray frames = t.value("frames").toArray();
                frames[frame] = f;
                t.insert("frames", frames);
            });
    for (const char *part : {"summary", "source"})
        if (trace.contains(part))
            addPart(part, trace.value(part), [part](QJsonObject &t, const QJsonValue &v) { t.insert(part, v); });
    return out;
}

QJsonObject fileObject(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

QJsonObject simulated(const char *id)
{
    const SceneDef *scene = findScene(id);
    if (!scene)
        return {};
    RunContext ctx;
    ctx.maxFrames = 4;
    const Trace t = runScene(*scene, scene->defaults(), ctx);
    return QJsonDocument::fromJson(QByteArray::fromStdString(traceToJson(t))).object();
}

} // namespace

class TestTraceExtremes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void everyExtremeIsRefusedOrDrawn_data()
    {
        QTest::addColumn<QJsonObject>("trace");
        for (const char *run : {"async", "sync", "gossip"})
            QTest::newRow(run) << fileObject(QStringLiteral(SGD_TEST_DATA "/real-runs/%1.json").arg(run));
        QTest::newRow("hogwild") << simulated("hogwild");
        QTest::newRow("scale-lab") << simulated("scale-lab");
    }
    void everyExtremeIsRefusedOrDrawn()
    {
        QFETCH(QJsonObject, trace);
        QVERIFY(trace.contains("frames"));
        const ScenePainter *painter = painterFor(trace.value("scene").toString());
        QVERIFY(painter);
        const std::vector<Mutant> mutants = mutantsOf(trace);
        QVERIFY(mutants.size() > 50);
        int refused = 0, drawn = 0;
        for (const Mutant &m : mutants) {
            QJsonObject t = trace;
            m.apply(t);
            const std::string text = QJsonDocument(t).toJson(QJsonDocument::Compact).toStdString();
            const QString what = QStringLiteral("%1 = %2").arg(m.where).arg(m.value);
            LoadedTrace loaded;
            try {
                loaded = readTraceJson(text, "t.json");
            } catch (const TraceFormatError &e) {
                const QString line = QString::fromUtf8(e.what());
                QVERIFY2(line.startsWith("t.json: ") && !line.contains('\n'), qPrintable(what + ": " + line));
                ++refused;
                continue;
            }
            // What no axis can hold never reaches a painter.
            QVERIFY2(!(std::fabs(m.value) >= 1e300), qPrintable(what + " was read"));
            ++drawn;
            for (const QString &view : painter->views()) {
                PictureOptions o;
                o.size = QSize(320, 180);
                o.scale = 1;
                o.view = view;
                o.step = std::min<int>(1, int(loaded.trace.frames.size()) - 1);
                QElapsedTimer clock;
                clock.start();
                const QImage image = pictureImage(loaded.trace, o);
                QVERIFY2(!image.isNull(), qPrintable(what + " @" + view + ": no picture"));
                QVERIFY2(clock.elapsed() < 2000,
                         qPrintable(QStringLiteral("%1 @%2: %3 ms").arg(what, view).arg(clock.elapsed())));
            }
        }
        qInfo("%d mutants: %d refused, %d drawn in every view", int(mutants.size()), refused, drawn);
    }

    /// The measured scenes' ranges declared in their field tables (issue #55): a value inside the
    /// 1e150 cap but outside what a run writes is refused, naming the field.
    void measuredScenesKeepTheirDeclaredRanges_data()
    {
        QTest::addColumn<QJsonObject>("trace");
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("field");
        const QJsonObject hogwild = simulated("hogwild"), lab = simulated("scale-lab");
        QTest::newRow("hogwild threads") << hogwild << "threads" << 2000.0 << "threads";
        QTest::newRow("hogwild negative loss") << hogwild << "frames.1.loss" << -1.0 << "loss";
        QTest::newRow("hogwild collision rate") << hogwild << "frames.1.collision_rate" << 1.5 << "collision_rate";
        QTest::newRow("hogwild time") << hogwild << "frames.1.time_ms" << 1e12 << "time_ms";
        // A lane that wrote in frame 1: the threads are real, and on two busy cores one may not have
        // written yet (indexing an empty list crashed this test now and then).
        int lane = 0;
        const QJsonArray lanes = hogwild.value("frames").toArray().at(1).toObject().value("lanes").toArray();
        while (lane + 1 < lanes.size() && lanes.at(lane).toObject().value("writes").toArray().isEmpty())
            ++lane;
        QVERIFY2(!lanes.at(lane).toObject().value("writes").toArray().isEmpty(), "no thread wrote in frame 1");
        QTest::newRow("hogwild lane write") << hogwild << QStringLiteral("frames.1.lanes.%1.writes.0").arg(lane) << -1.0
                                            << "writes";
        QTest::newRow("hogwild curve threads") << hogwild << "curves.0.threads" << 1e6 << "threads";
        QTest::newRow("scale-lab workers") << lab << "workers" << 5000.0 << "workers";
        QTest::newRow("scale-lab speed") << lab << "worker_speeds.0" << 2.0 << "worker_speeds";
        QTest::newRow("scale-lab updates") << lab << "frames.1.sync_updates" << -5.0 << "sync_updates";
        QTest::newRow("scale-lab bytes") << lab << "frames.1.sync_bytes" << -1.0 << "sync_bytes";
        QTest::newRow("scale-lab shard") << lab << "shard_sizes.0" << 1e9 << "shard_sizes";
    }
    void measuredScenesKeepTheirDeclaredRanges()
    {
        QFETCH(QJsonObject, trace);
        QFETCH(QString, path);
        QFETCH(double, value);
        QFETCH(QString, field);
        // Sets the number at `path` (keys and indexes joined by dots).
        const std::function<QJsonValue(const QJsonValue &, QStringList)> set = [&](const QJsonValue &v, QStringList keys) {
            if (keys.isEmpty())
                return QJsonValue(value);
            const QString k = keys.takeFirst();
            if (v.isArray()) {
                QJsonArray a = v.toArray();
                a[k.toInt()] = set(a.at(k.toInt()), keys);
                return QJsonValue(a);
            }
            QJsonObject o = v.toObject();
            o.insert(k, set(o.value(k), keys));
            return QJsonValue(o);
        };
        const QJsonObject t = set(trace, path.split('.')).toObject();
        const std::string text = QJsonDocument(t).toJson(QJsonDocument::Compact).toStdString();
        QVERIFY(readTraceJson(QJsonDocument(trace).toJson(QJsonDocument::Compact).toStdString(), "t.json").trace.frames.size() >
                1);
        try {
            readTraceJson(text, "t.json");
            QFAIL(qPrintable(path + " = " + QString::number(value) + " was read"));
        } catch (const TraceFormatError &e) {
            const QString line = QString::fromUtf8(e.what());
            QVERIFY2(line.contains("field '" + field + "'") && line.contains("outside its range"), qPrintable(line));
        }
    }
};

QTEST_MAIN(TestTraceExtremes)
#include "tst_trace_extremes.moc"
