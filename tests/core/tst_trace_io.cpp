// The trace as JSON and CSV: valid JSON, numbers that read back bit for bit, arrays spread
// into name_1..name_K, one CSV row per frame.
#include "core/random.h"
#include "core/scenes.h"
#include "core/trace_io.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

using namespace sgd;

namespace {
QJsonObject parse(const std::string &json)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(json), &err);
    if (err.error != QJsonParseError::NoError)
        qWarning() << "JSON error" << err.errorString() << "at" << err.offset;
    return doc.object();
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

QStringList csvLines(const std::string &csv)
{
    QStringList lines = QString::fromStdString(csv).split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}
} // namespace

class TestTraceIo : public QObject {
    Q_OBJECT

private slots:
    void jsonNumbersRoundTrip_data()
    {
        QTest::addColumn<double>("value");
        QTest::newRow("0.1") << 0.1;
        QTest::newRow("2.2 as computed") << (2.0 - 0.1 * -2.0);
        QTest::newRow("1/3") << 1.0 / 3.0;
        QTest::newRow("10/3") << 10.0 / 3.0;
        QTest::newRow("-11.955 as computed") << (0.5 * (2.01 * 3 - 10) * (2.01 * 3 - 10) - 8) / 0.01;
        QTest::newRow("zero") << 0.0;
        QTest::newRow("negative zero") << -0.0;
        QTest::newRow("tiny") << 5e-324;
        QTest::newRow("min normal") << std::numeric_limits<double>::min();
        QTest::newRow("max") << std::numeric_limits<double>::max();
        QTest::newRow("lowest") << std::numeric_limits<double>::lowest();
        QTest::newRow("1e21") << 1e21;
        QTest::newRow("2^53+2") << 9007199254740994.0;
        QTest::newRow("pi") << 3.141592653589793;
        QTest::newRow("100e6") << 100e6;
    }
    void jsonNumbersRoundTrip()
    {
        QFETCH(double, value);
        const std::string text = jsonNumber(value);
        double back = 0;
        auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), back);
        QVERIFY(ec == std::errc());
        QVERIFY(ptr == text.data() + text.size());
        QVERIFY2(sameBits(back, value) || (value == 0 && back == 0), text.c_str());
        // and through Qt's JSON reader, inside an array
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString("[" + text + "]"));
        QVERIFY(doc.isArray());
        QCOMPARE(doc.array().at(0).toDouble(), value);
    }

    void nonFiniteBecomesNull()
    {
        QCOMPARE(QString::fromStdString(jsonNumber(std::numeric_limits<double>::quiet_NaN())), QString("null"));
        QCOMPARE(QString::fromStdString(jsonNumber(std::numeric_limits<double>::infinity())), QString("null"));
    }

    void randomNumbersRoundTripThroughTrace()
    {
        Rng rng(2024);
        Trace t;
        t.scene = "test";
        std::vector<double> values;
        for (int i = 0; i < 2000; ++i) {
            const double v = (rng.uniform() - 0.5) * std::pow(10.0, double(int(rng.below(40)) - 20));
            values.push_back(v);
            Frame f;
            f.set("v", v);
            f.set("vec", std::vector<double>{v, -v, v * 3});
            t.frames.push_back(f);
        }
        const QJsonObject o = parse(traceToJson(t));
        const QJsonArray frames = o.value("frames").toArray();
        QCOMPARE(frames.size(), qsizetype(values.size()));
        for (int i = 0; i < frames.size(); ++i) {
            const double v = values[std::size_t(i)];
            QVERIFY(sameBits(frames.at(i).toObject().value("v").toDouble(), v));
            const QJsonArray vec = frames.at(i).toObject().value("vec").toArray();
            QCOMPARE(vec.size(), 3);
            QCOMPARE(vec.at(1).toDouble(), -v);
            QCOMPARE(vec.at(2).toDouble(), v * 3);
        }
    }

    void jsonStructure()
    {
        Trace t;
        t.scene = "demo";
        t.params.set("eta", 0.1);
        t.params.set("mode", std::string("a \"quoted\"\nline\\"));
        Frame f;
        f.set("step", 0.0);
        f.set("grads", std::vector<double>{-1.5, -4});
        t.frames.push_back(f);
        t.summary.set("diverged", 0.0);
        Matrix m(2, 3);
        for (int i = 0; i < 6; ++i)
            m.data[std::size_t(i)] = i + 0.5;
        t.meta.set("mixing_matrix", m);
        t.meta.set("frames", 99.0); // must not clobber the frames key
        const std::string json = traceToJson(t);
        const QJsonObject o = parse(json);
        QCOMPARE(o.value("scene").toString(), QString("demo"));
        QCOMPARE(o.value("params").toObject().value("eta").toDouble(), 0.1);
        QCOMPARE(o.value("params").toObject().value("mode").toString(), QString("a \"quoted\"\nline\\"));
        QVERIFY(o.value("frames").isArray());
        QCOMPARE(o.value("frames").toArray().size(), 1);
        QCOMPARE(o.value("frames").toArray().at(0).toObject().value("grads").toArray().at(1).toDouble(), -4.0);
        QCOMPARE(o.value("summary").toObject().value("diverged").toDouble(), 0.0);
        const QJsonArray mm = o.value("mixing_matrix").toArray();
        QCOMPARE(mm.size(), 2);
        QCOMPARE(mm.at(1).toArray().size(), 3);
        QCOMPARE(mm.at(1).toArray().at(2).toDouble(), 5.5);
        // field order is kept: scene, params, frames, summary, then scene-level data
        const QString s = QString::fromStdString(json);
        QVERIFY(s.indexOf("\"scene\"") < s.indexOf("\"params\""));
        QVERIFY(s.indexOf("\"params\"") < s.indexOf("\"frames\""));
        QVERIFY(s.indexOf("\"frames\"") < s.indexOf("\"summary\""));
        QVERIFY(s.indexOf("\"summary\"") < s.indexOf("\"mixing_matrix\""));
    }

    void jsonStringEscapes()
    {
        QCOMPARE(QString::fromStdString(jsonString("a\tb")), QString("\"a\\tb\""));
        QCOMPARE(QString::fromStdString(jsonString(std::string("\x01", 1))), QString("\"\\u0001\""));
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString("[" + jsonString("x\x02y\"z") + "]"));
        QCOMPARE(doc.array().at(0).toString(), QString("x\x02y\"z"));
    }

    void everySceneAsJson_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &s : allScenes())
            if (!s.needsComputeBackend) // core alone installs no backend: tests/gpu runs those
                QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void everySceneAsJson()
    {
        QFETCH(QString, scene);
        const SceneDef *s = findScene(scene.toStdString());
        const Trace t = runScene(*s, s->defaults());
        const QJsonObject o = parse(traceToJson(t));
        QCOMPARE(o.value("scene").toString(), scene);
        const QJsonArray frames = o.value("frames").toArray();
        QCOMPARE(frames.size(), qsizetype(t.frames.size()));
        // every number of every frame reads back exactly
        for (int i = 0; i < frames.size(); ++i) {
            const QJsonObject fo = frames.at(i).toObject();
            const Frame &f = t.frames[std::size_t(i)];
            QCOMPARE(fo.size(), qsizetype(f.fields().size()));
            for (const auto &[name, value] : f.fields()) {
                const QJsonValue jv = fo.value(QString::fromStdString(name));
                if (auto d = std::get_if<double>(&value)) {
                    QVERIFY2(sameBits(jv.toDouble(), *d), name.c_str());
                } else if (auto v = std::get_if<std::vector<double>>(&value)) {
                    const QJsonArray a = jv.toArray();
                    QCOMPARE(a.size(), qsizetype(v->size()));
                    for (int k = 0; k < a.size(); ++k)
                        QVERIFY(sameBits(a.at(k).toDouble(), (*v)[std::size_t(k)]));
                }
            }
        }
        for (const auto &[name, value] : t.summary.fields())
            QVERIFY2(o.value("summary").toObject().contains(QString::fromStdString(name)), name.c_str());
        for (const ParamDef &d : s->params)
            QVERIFY(o.value("params").toObject().contains(QString::fromStdString(d.key)));
    }

    void csvSpreadsArrays()
    {
        Trace t;
        for (int r = 0; r < 3; ++r) {
            Frame f;
            f.set("round", double(r + 1));
            f.set("grads", std::vector<double>{0.1 * r, 1.0 / 3, -2.0, 4.5});
            f.set("label", std::string(r == 1 ? "a,b" : "plain"));
            f.set("m", Matrix(2, 2)); // matrices stay out of CSV
            t.frames.push_back(f);
        }
        const QStringList lines = csvLines(traceToCsv(t));
        QCOMPARE(lines.size(), 4); // header + one row per frame
        QCOMPARE(lines[0], QString("round,grads_1,grads_2,grads_3,grads_4,label"));
        QCOMPARE(lines[1], QString("1,0,0.3333333333333333,-2,4.5,plain"));
        QCOMPARE(lines[2], QString("2,0.1,0.3333333333333333,-2,4.5,\"a,b\""));
        QCOMPARE(lines[3].split(',').size(), 6);
    }

    void csvRaggedVectors()
    {
        Trace t;
        Frame a, b;
        a.set("w", std::vector<double>{1, 2});
        b.set("w", std::vector<double>{1, 2, 3});
        b.set("extra", 7.0);
        t.frames = {a, b};
        const QStringList lines = csvLines(traceToCsv(t));
        QCOMPARE(lines[0], QString("w_1,w_2,w_3,extra"));
        QCOMPARE(lines[1], QString("1,2,,"));
        QCOMPARE(lines[2], QString("1,2,3,7"));
    }

    void everySceneAsCsv_data() { everySceneAsJson_data(); }
    void everySceneAsCsv()
    {
        QFETCH(QString, scene);
        const SceneDef *s = findScene(scene.toStdString());
        const Trace t = runScene(*s, s->defaults());
        const QStringList lines = csvLines(traceToCsv(t));
        QCOMPARE(lines.size(), int(t.frames.size()) + 1);
        const QStringList header = lines[0].split(',');
        // header: scalars by name, vectors as name_1..name_K
        for (const auto &[name, value] : t.frames.back().fields()) {
            const QString n = QString::fromStdString(name);
            if (auto v = std::get_if<std::vector<double>>(&value)) {
                for (std::size_t k = 1; k <= v->size(); ++k)
                    QVERIFY2(header.contains(n + "_" + QString::number(k)), qPrintable(n));
                QVERIFY(!header.contains(n));
            } else if (std::holds_alternative<double>(value)) {
                QVERIFY2(header.contains(n), qPrintable(n));
            }
        }
        for (int i = 1; i < lines.size(); ++i) {
            const QStringList cells = lines[i].split(',');
            QCOMPARE(cells.size(), header.size());
            // each cell reads back to the frame's number
            const Frame &f = t.frames[std::size_t(i - 1)];
            for (int c = 0; c < header.size(); ++c) {
                const std::string col = header[c].toStdString();
                if (f.has(col) && std::holds_alternative<double>(*f.find(col))) {
                    const std::string cell = cells[c].toStdString();
                    double back = 0;
                    std::from_chars(cell.data(), cell.data() + cell.size(), back);
                    QVERIFY2(sameBits(back, f.num(col)), col.c_str());
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestTraceIo)
#include "tst_trace_io.moc"
