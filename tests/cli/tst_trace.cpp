// `sgd-studio trace`: every scene as JSON and CSV, --steps, --out, headless, and the same
// numbers as the library.
#include "cli_support.h"
#include "core/scenes.h"
#include "core/trace_io.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace {
QStringList csvLines(const QByteArray &csv)
{
    QStringList lines = QString::fromUtf8(csv).split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}
QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}
} // namespace

class TestCliTrace : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void scenes_data()
    {
        QTest::addColumn<QString>("scene");
        // The scale lab's summary times this machine, so two runs never agree byte for byte:
        // tests/gpu/tst_scale_lab covers its trace.
        for (const sgd::SceneDef &s : sgd::allScenes())
            if (!s.needsComputeBackend)
                QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }

    void json_data() { scenes_data(); }
    void json()
    {
        QFETCH(QString, scene);
        const cli::Result r = cli::run({"trace", scene});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject t = r.json();
        QCOMPARE(t.value("format").toInt(), 2);
        QVERIFY(r.out.startsWith("{\"format\":2,"));
        QCOMPARE(t.value("scene").toString(), scene);
        QVERIFY(t.value("params").isObject());
        QVERIFY(t.value("summary").isObject());
        QVERIFY(t.value("frames").toArray().size() > 0);
        // byte for byte what the library writes for the defaults
        const sgd::SceneDef *s = sgd::findScene(scene.toStdString());
        // (a measured scene times real threads: another run has the same parameters and frame count)
        const sgd::Trace direct = sgd::runScene(*s, s->defaults());
        if (s->measured) {
            QCOMPARE(t.value("frames").toArray().size(), qsizetype(direct.frames.size()));
            QCOMPARE(cli::run({"trace", scene, "--format=json"}).json().value("params"), t.value("params"));
            return;
        }
        QCOMPARE(r.out, QByteArray::fromStdString(sgd::traceToJson(direct)));
        // --format json is the default
        QCOMPARE(cli::run({"trace", scene, "--format", "json"}).out, r.out);
        QCOMPARE(cli::run({"trace", scene, "--format=json"}).out, r.out);
    }

    void csv_data() { scenes_data(); }
    void csv()
    {
        QFETCH(QString, scene);
        const cli::Result r = cli::run({"trace", scene, "--format", "csv"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject t = cli::trace(scene);
        const QJsonArray frames = t.value("frames").toArray();
        const QStringList lines = csvLines(r.out);
        QCOMPARE(lines.size(), frames.size() + 1); // header + one row per frame
        const QStringList header = lines[0].split(',');
        const QJsonObject lastFrame = frames.last().toObject();
        for (auto it = lastFrame.begin(); it != lastFrame.end(); ++it) {
            if (it.value().isArray()) {
                const QJsonArray a = it.value().toArray();
                if (!a.isEmpty() && (a.at(0).isArray() || a.at(0).isObject()))
                    continue; // matrices and named records are left out of CSV
                for (int k = 1; k <= a.size(); ++k)
                    QVERIFY2(header.contains(it.key() + "_" + QString::number(k)), qPrintable(it.key()));
            } else if (it.value().isDouble()) {
                QVERIFY2(header.contains(it.key()), qPrintable(it.key()));
            }
        }
        // cells match the JSON numbers (of another run: not for a scene measured on real threads)
        if (sgd::findScene(scene.toStdString())->measured)
            return;
        for (int i = 0; i < frames.size(); ++i) {
            const QStringList cells = lines[i + 1].split(',');
            QCOMPARE(cells.size(), header.size());
            const QJsonObject f = frames.at(i).toObject();
            for (int c = 0; c < header.size(); ++c) {
                const QJsonValue v = f.value(header[c]);
                if (v.isDouble())
                    QCOMPARE(cells[c].toDouble(), v.toDouble());
            }
        }
    }

    void csvSpreadsWorkerArrays()
    {
        const cli::Result r = cli::run({"trace", "sync", "--format", "csv", "--steps", "3"});
        const QStringList lines = csvLines(r.out);
        QCOMPARE(lines.size(), 5); // header, round 0 (the start), rounds 1-3
        const QStringList header = lines[0].split(',');
        QCOMPARE(header.front(), QString("step"));
        const int g1 = int(header.indexOf("grads_1"));
        QVERIFY(g1 >= 0);
        QCOMPARE(header.mid(g1, 4), (QStringList{"grads_1", "grads_2", "grads_3", "grads_4"}));
        QVERIFY(!header.contains("grads_5"));
        QVERIFY(!header.contains("grads"));
        const QStringList row0 = lines[1].split(',');
        QCOMPARE(row0.mid(g1, 4), (QStringList{"0", "0", "0", "0"}));
        QCOMPARE(row0[int(header.indexOf("w_next"))], QString("1.5"));
        const QStringList row1 = lines[2].split(',');
        QCOMPARE(row1.mid(g1, 4), (QStringList{"-1.5", "-4", "-7.5", "-12"}));
        QCOMPARE(row1[int(header.indexOf("w_next"))], QString("2.125"));
        QCOMPARE(row1[int(header.indexOf("mean_grad"))], QString("-6.25"));

        const QStringList gossip = csvLines(cli::run({"trace", "decentralized", "--format", "csv", "--set", "nodes=5"}).out);
        QVERIFY(gossip[0].split(',').contains("weights_5"));
        QVERIFY(!gossip[0].split(',').contains("weights_6"));
    }

    void steps_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("frames");
        QTest::addColumn<QString>("key"); // the parameter --steps sets ("" = frames truncated)
        // every scene: frame 0, the start, and one frame per step
        QTest::newRow("single-weight 5") << "single-weight" << 5 << 6 << "steps";
        QTest::newRow("single-weight 300") << "single-weight" << 300 << 301 << "steps";
        QTest::newRow("sync 3") << "sync" << 3 << 4 << "rounds";
        QTest::newRow("async 20") << "async" << 20 << 21 << "updates";
        QTest::newRow("decentralized 4") << "decentralized" << 4 << 5 << "rounds";
        QTest::newRow("mini-batch 7 (truncates)") << "mini-batch" << 7 << 8 << "";
        QTest::newRow("overlap 2 (truncates)") << "overlap" << 2 << 3 << "";
    }
    void steps()
    {
        QFETCH(QString, scene);
        QFETCH(int, steps);
        QFETCH(int, frames);
        QFETCH(QString, key);
        const cli::Result r = cli::run({"trace", scene, "--steps", QString::number(steps)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject t = r.json();
        QCOMPARE(t.value("frames").toArray().size(), qsizetype(frames));
        if (!key.isEmpty())
            QCOMPARE(t.value("params").toObject().value(key).toDouble(), double(steps));
        QCOMPARE(cli::run({"trace", scene, "--steps=" + QString::number(steps)}).out, r.out);
        const cli::Result csv = cli::run({"trace", scene, "--steps", QString::number(steps), "--format", "csv"});
        QCOMPARE(csvLines(csv.out).size(), frames + 1);
    }

    void stepsSummaryDescribesTheFrames_data()
    {
        // every scene the executable knows (the scale lab too), from `scenes --format json`
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("key"); // the parameter --steps sets ("" = the run stops after N frames)
        QTest::addColumn<int>("steps");
        const cli::Result r = cli::run({"scenes", "--format", "json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray scenes = r.json().value("scenes").toArray();
        QVERIFY(scenes.size() >= 7);
        for (const QJsonValue &v : scenes) {
            const QString id = v.toObject().value("id").toString();
            const QString key = v.toObject().value("steps_param").toString();
            for (int n : {1, 3, 7})
                QTest::addRow("%s %d", qPrintable(id), n) << id << key << n;
        }
    }
    void stepsSummaryDescribesTheFrames()
    {
        QFETCH(QString, scene);
        QFETCH(QString, key);
        QFETCH(int, steps);
        const QString n = QString::number(steps);
        const cli::Result r = cli::run({"trace", scene, "--steps", n});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject t = r.json();
        const QJsonArray frames = t.value("frames").toArray();
        const QJsonObject s = t.value("summary").toObject();
        QVERIFY(!frames.isEmpty());
        const QJsonObject last = frames.last().toObject();
        auto num = [](const QJsonObject &o, const char *k) {
            const QJsonValue v = o.value(k);
            if (!v.isDouble())
                qWarning("missing number %s", k);
            return v.toDouble(std::nan(""));
        };
        auto close = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); };

        if (!key.isEmpty()) {
            // the summary is the one of a run with that many steps: the same as --set KEY=N,
            // also when a --set of the key says otherwise (--steps wins)
            QCOMPARE(frames.size(), qsizetype(steps + 1)); // the start frame and one per step
            QCOMPARE(t.value("params").toObject().value(key).toDouble(), double(steps));
            const QJsonObject viaSet = cli::trace(scene, {key + "=" + n});
            const QJsonObject again = cli::run({"trace", scene, "--steps", n}).json();
            const QJsonObject overridden = cli::run({"trace", scene, "--steps", n, "--set", key + "=2"}).json();
            QCOMPARE(overridden.value("params").toObject().value(key).toDouble(), double(steps));
            for (const QJsonObject &other : {viaSet, overridden}) {
                QCOMPARE(other.value("frames").toArray().size(), frames.size());
                const QJsonObject os = other.value("summary").toObject();
                QCOMPARE(os.keys(), s.keys());
                for (const QString &k : s.keys())
                    if (!sgd::findScene(scene.toStdString())->measured &&
                        again.value("summary").toObject().value(k) == s.value(k)) // not a wall-clock timing
                        QVERIFY2(os.value(k) == s.value(k), qPrintable(k));
            }
        } else {
            QVERIFY(frames.size() <= steps + 1);
            QVERIFY(!t.value("params").toObject().contains("steps")); // no such parameter
            const QJsonArray full = cli::trace(scene).value("frames").toArray();
            QCOMPARE(frames.size(), std::min(full.size(), qsizetype(steps + 1)));
        }

        // every summary number that counts or ends the run describes the last frame shown
        if (scene == "single-weight") {
            QCOMPARE(num(s, "steps"), double(frames.size() - 1));
            QCOMPARE(num(s, "final_w"), num(last, "w"));
        } else if (scene == "mini-batch") {
            QCOMPARE(num(s, "updates"), num(last, "update"));
            QCOMPARE(num(s, "updates"), double(frames.size() - 1)); // frame 0 is the start
            QCOMPARE(num(s, "final_w"), num(last, "w"));
            QCOMPARE(num(s, "final_loss"), num(last, "loss"));
            const QJsonObject &m = t; // scene-level data sits at the top level
            QCOMPARE(m.value("mini_loss").toArray().size(), frames.size());
            QCOMPARE(m.value("mini_seen").toArray().last().toDouble(), num(last, "samples_seen"));
            if (steps < 10) // far fewer than 3 epochs of 13 updates
                QVERIFY2(s.value("message").toString().contains("stopped after"), qPrintable(s.value("message").toString()));
        } else if (scene == "sync") {
            QCOMPARE(num(s, "rounds"), double(frames.size() - 1));
            QCOMPARE(num(s, "rounds"), num(last, "round"));
            QCOMPARE(num(s, "server_updates"), double(frames.size() - 1));
            QCOMPARE(num(s, "final_w"), num(last, "w_next"));
        } else if (scene == "async") {
            QCOMPARE(num(s, "server_writes"), double(frames.size() - 1));
            QCOMPARE(num(s, "server_writes"), num(last, "update"));
            QCOMPARE(num(s, "final_w"), num(last, "w_after"));
            QCOMPARE(num(s, "end_time"), num(last, "time"));
            double maxStale = 0, sumStale = 0;
            for (const QJsonValue &f : frames) {
                maxStale = std::max(maxStale, f.toObject().value("staleness").toDouble());
                sumStale += f.toObject().value("staleness").toDouble();
            }
            QCOMPARE(num(s, "max_staleness"), maxStale);
            QVERIFY(close(num(s, "mean_staleness"), sumStale / double(frames.size() - 1))); // frame 0 applies nothing
        } else if (scene == "decentralized") {
            QCOMPARE(num(s, "rounds"), double(frames.size() - 1)); // frame 0 is round 0
            QCOMPARE(num(s, "rounds"), num(last, "round"));
            QCOMPARE(num(s, "final_mean"), num(last, "mean"));
            QCOMPARE(num(s, "final_consensus_distance"), num(last, "consensus_distance"));
        } else if (scene == "overlap") {
            QCOMPARE(num(s, "buckets"), double(frames.size() - 1));
            QCOMPARE(num(s, "buckets"), num(last, "bucket"));
            double comm = 0;
            for (const QJsonValue &f : frames)
                comm += f.toObject().value("comm_ms").toDouble();
            QVERIFY(close(num(s, "comm_total"), comm));
            QCOMPARE(num(s, "compute_total"), num(last, "compute_end"));
            QCOMPARE(num(s, "step_time_overlapped"), std::max(num(s, "compute_total"), num(last, "comm_end")));
            QVERIFY(close(num(s, "step_time_naive"), num(s, "compute_total") + comm));
            QVERIFY(close(num(last, "naive_comm_end"), num(s, "step_time_naive")));
            QVERIFY(close(num(s, "step_time_saved"), num(s, "step_time_naive") - num(s, "step_time_overlapped")));
        } else if (scene == "quantized") {
            QCOMPARE(num(s, "final_loss"), num(last, "loss"));
            QCOMPARE(num(s, "bytes_sent"), num(last, "bytes_sent"));
        }
    }

    void setOverrides()
    {
        const QJsonObject t = cli::trace("single-weight", {"w0=5", "eta=0.05", "x=2", "y=4"});
        const QJsonObject p = t.value("params").toObject();
        QCOMPARE(p.value("w0").toDouble(), 5.0);
        QCOMPARE(p.value("eta").toDouble(), 0.05);
        const QJsonObject f = t.value("frames").toArray().at(0).toObject();
        QCOMPARE(f.value("grad").toDouble(), (5.0 * 2 - 4) * 2);
        QCOMPARE(f.value("w_next").toDouble(), 5 - 0.05 * 12);
        // --set KEY=VALUE as one argument, last one wins
        const cli::Result r = cli::run(
            {"trace", "single-weight", "--set=eta=0.2", "--set", "eta=0.05", "--set", "w0=5", "--set", "x=2", "--set", "y=4"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value("params").toObject().value("eta").toDouble(), 0.05);
    }

    void quantizedSchemes_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<double>("bits");
        QTest::newRow("bits alone") << QStringList{"bits=16"} << "float16" << 16.0;
        QTest::newRow("bfloat16") << QStringList{"scheme=bfloat16"} << "bfloat16" << 16.0;
        QTest::newRow("qsgd s=2") << QStringList{"scheme=qsgd", "levels=2"} << "qsgd" << 3.0;
        QTest::newRow("uniform 2") << QStringList{"scheme=uniform", "bits=2"} << "uniform" << 2.0;
        QTest::newRow("sign") << QStringList{"scheme=sign"} << "sign" << 1.0;
    }
    void quantizedSchemes()
    {
        QFETCH(QStringList, sets);
        QFETCH(QString, scheme);
        QFETCH(double, bits);
        const QJsonObject t = cli::trace("quantized", sets, {"--steps", "3"});
        QCOMPARE(t.value("scheme").toString(), scheme);
        QCOMPARE(t.value("bits_per_value").toDouble(), bits);
        const QJsonArray frames = t.value("frames").toArray();
        QCOMPARE(frames.size(), 4);
        QCOMPARE(frames.at(3).toObject().value("bits").toDouble(), bits);
        // CSV works too, one row per frame.
        const cli::Result csv = cli::run(QStringList{"trace", "quantized", "--format", "csv", "--steps", "3"} + [&] {
            QStringList a;
            for (const QString &s : sets)
                a << "--set" << s;
            return a;
        }());
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(csvLines(csv.out).size(), 5);
    }

    void quantizedUniformRefusesFloatWidths()
    {
        const cli::Result r = cli::run({"trace", "quantized", "--set", "scheme=uniform", "--set", "bits=32"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("bits") && r.err.contains("uniform"), r.err.constData());
    }

    void outWritesSameAsStdout_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("format");
        QTest::newRow("sync json") << "sync"
                                   << "json";
        QTest::newRow("async csv") << "async"
                                   << "csv";
        QTest::newRow("decentralized json") << "decentralized"
                                            << "json";
    }
    void outWritesSameAsStdout()
    {
        QFETCH(QString, scene);
        QFETCH(QString, format);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("trace." + format);
        const cli::Result toFile = cli::run({"trace", scene, "--format", format, "--out", path});
        QCOMPARE(toFile.exitCode, 0);
        QVERIFY(toFile.out.isEmpty());
        QVERIFY(toFile.err.isEmpty());
        const cli::Result toStdout = cli::run({"trace", scene, "--format", format});
        QVERIFY(!toStdout.out.isEmpty());
        QCOMPARE(readAll(path), toStdout.out);
        // overwriting an existing file works and leaves no temporary files
        QCOMPARE(cli::run({"trace", scene, "--format", format, "--out=" + path, "--steps", "2"}).exitCode, 0);
        QVERIFY(readAll(path) != toStdout.out);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"trace." + format});
    }

    void headlessWithoutDisplay()
    {
        // cli::run strips DISPLAY and QT_QPA_PLATFORM; the headless commands must not care
        const cli::Result r = cli::run({"trace", "async", "--format", "csv"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.crashed);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
    }

    void divergedTraceExitsZero()
    {
        const cli::Result r = cli::run({"trace", "single-weight", "--set", "eta=0.5", "--steps", "1000"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject t = r.json();
        QCOMPARE(t.value("summary").toObject().value("diverged").toDouble(), 1.0);
        QVERIFY(!r.out.contains("null"));
        QVERIFY(t.value("frames").toArray().size() < 1000);
        for (const QJsonValue &f : t.value("frames").toArray())
            for (const QJsonValue &v : f.toObject())
                if (v.isDouble())
                    QVERIFY(std::isfinite(v.toDouble()));

        const cli::Result mb = cli::run({"trace", "mini-batch", "--set", "eta=0.9", "--set", "batch=1", "--set", "epochs=10"});
        QCOMPARE(mb.exitCode, 0);
        QVERIFY2(mb.err.isEmpty(), mb.err.constData());
        QCOMPARE(mb.json().value("summary").toObject().value("diverged").toDouble(), 1.0);
        QVERIFY(!mb.out.contains("null"));
    }
};

QTEST_GUILESS_MAIN(TestCliTrace)
#include "tst_trace.moc"
