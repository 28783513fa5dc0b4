// `sgd-studio scenes`: ids in lecture order with their parameters, defaults and allowed ranges.
#include "cli_support.h"
#include "core/scenes.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

class TestCliScenes : public QObject {
    Q_OBJECT

    QJsonObject sceneById(const QJsonArray &scenes, const QString &id)
    {
        for (const QJsonValue &s : scenes)
            if (s.toObject().value("id").toString() == id)
                return s.toObject();
        return {};
    }
    QJsonObject param(const QJsonObject &scene, const QString &key)
    {
        for (const QJsonValue &p : scene.value("params").toArray())
            if (p.toObject().value("key").toString() == key)
                return p.toObject();
        return {};
    }

private slots:
    void initTestCase()
    {
        REQUIRE_EXE(); // the scale lab is listed without any backend installed
    }

    void json()
    {
        const cli::Result r = cli::run({"scenes", "--format", "json"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.crashed);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonArray scenes = r.json().value("scenes").toArray();
        QVERIFY(scenes.size() >= 5);
        // The first four worked-example scenes lead; the scenes of the async notes (issue 15) sit
        // between the asynchronous scene and the decentralized one.
        const QStringList five{"single-weight", "mini-batch", "sync", "async", "decentralized"};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(scenes.at(i).toObject().value("id").toString(), five[i]);
        int decentralized = -1;
        for (int i = 0; i < scenes.size(); ++i)
            if (scenes.at(i).toObject().value("id").toString() == five[4])
                decentralized = i;
        QVERIFY(decentralized > 3);
        // it lists exactly what the library defines
        QCOMPARE(scenes.size(), qsizetype(sgd::allScenes().size()));
        for (const sgd::SceneDef &def : sgd::allScenes()) {
            const QJsonObject s = sceneById(scenes, QString::fromStdString(def.id));
            QVERIFY2(!s.isEmpty(), def.id.c_str());
            QVERIFY(!s.value("title").toString().isEmpty());
            QCOMPARE(s.value("steps_param").toString(), QString::fromStdString(def.stepsKey));
            const QJsonArray params = s.value("params").toArray();
            QCOMPARE(params.size(), qsizetype(def.params.size()));
            for (const sgd::ParamDef &pd : def.params) {
                const QJsonObject p = param(s, QString::fromStdString(pd.key));
                QVERIFY2(!p.isEmpty(), pd.key.c_str());
                QCOMPARE(p.value("default").toString(), QString::fromStdString(pd.defaultValue));
                QCOMPARE(p.value("allowed").toString(), QString::fromStdString(pd.allowed()));
                QVERIFY(!p.value("description").toString().isEmpty());
                if (pd.kind == sgd::ParamKind::Choice) {
                    QStringList choices;
                    for (const QJsonValue &c : p.value("choices").toArray())
                        choices << c.toString();
                    QCOMPARE(choices.size(), qsizetype(pd.choices.size()));
                    for (const auto &c : pd.choices)
                        QVERIFY(choices.contains(QString::fromStdString(c)));
                } else if (pd.kind != sgd::ParamKind::Text) {
                    QCOMPARE(p.value("min").toDouble(), pd.min);
                    QCOMPARE(p.value("max").toDouble(), pd.max);
                    QCOMPARE(p.value("min_exclusive").toBool(), pd.minExclusive);
                }
            }
        }
    }

    void lecturePresets_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("def");
        QTest::addColumn<QString>("range"); // "min..max" or "a|b|c"
        QTest::newRow("single-weight x") << "single-weight"
                                         << "x"
                                         << "3"
                                         << "-100..100";
        QTest::newRow("single-weight y") << "single-weight"
                                         << "y"
                                         << "10"
                                         << "-1000..1000";
        QTest::newRow("single-weight w0") << "single-weight"
                                          << "w0"
                                          << "2"
                                          << "-1000..1000";
        QTest::newRow("single-weight eta") << "single-weight"
                                           << "eta"
                                           << "0.1"
                                           << "0..10";
        QTest::newRow("single-weight h") << "single-weight"
                                         << "h"
                                         << "0.01"
                                         << "0..1";
        QTest::newRow("mini-batch n") << "mini-batch"
                                      << "n"
                                      << "400"
                                      << "1..4000";
        QTest::newRow("mini-batch batch") << "mini-batch"
                                          << "batch"
                                          << "32"
                                          << "1..4000";
        QTest::newRow("mini-batch leftover") << "mini-batch"
                                             << "leftover"
                                             << "keep"
                                             << "keep|drop|pad";
        QTest::newRow("mini-batch w0") << "mini-batch"
                                       << "w0"
                                       << "1.5"
                                       << "-100..100";
        QTest::newRow("sync w0") << "sync"
                                 << "w0"
                                 << "1.5"
                                 << "-100..100";
        QTest::newRow("sync eta") << "sync"
                                  << "eta"
                                  << "0.1"
                                  << "0..1";
        QTest::newRow("sync data") << "sync"
                                   << "data"
                                   << "1:3,2:5,3:7,4:9"
                                   << "-1000..1000";
        QTest::newRow("sync aggregate") << "sync"
                                        << "aggregate"
                                        << "mean"
                                        << "mean|sum|fedavg";
        QTest::newRow("sync topology") << "sync"
                                       << "topology"
                                       << "star"
                                       << "star|ring";
        QTest::newRow("async w0") << "async"
                                  << "w0"
                                  << "2"
                                  << "-100..100";
        QTest::newRow("async eta") << "async"
                                   << "eta"
                                   << "0.1"
                                   << "0..1";
        QTest::newRow("async data") << "async"
                                    << "data"
                                    << "1:4,2:7,2:9"
                                    << "-1000..1000";
        QTest::newRow("async compute") << "async"
                                       << "compute"
                                       << "1,1.4,1.8"
                                       << "0..1000";
        QTest::newRow("decentralized topology") << "decentralized"
                                                << "topology"
                                                << "path"
                                                << "path|ring|star|complete|threshold";
        QTest::newRow("decentralized nodes") << "decentralized"
                                             << "nodes"
                                             << "3"
                                             << "2..32";
        QTest::newRow("decentralized threshold") << "decentralized"
                                                 << "threshold"
                                                 << "1.5"
                                                 << "0..100";
        QTest::newRow("decentralized failed") << "decentralized"
                                              << "failed"
                                              << ""
                                              << "1..32";
    }
    void lecturePresets()
    {
        QFETCH(QString, scene);
        QFETCH(QString, key);
        QFETCH(QString, def);
        QFETCH(QString, range);
        const QJsonArray scenes = cli::run({"scenes", "--format", "json"}).json().value("scenes").toArray();
        const QJsonObject p = param(sceneById(scenes, scene), key);
        QVERIFY2(!p.isEmpty(), qPrintable(key));
        QCOMPARE(p.value("default").toString(), def);
        if (range.contains('|')) {
            QStringList choices;
            for (const QJsonValue &c : p.value("choices").toArray())
                choices << c.toString();
            QCOMPARE(choices, range.split('|'));
        } else {
            const QStringList mm = range.split("..");
            QCOMPARE(p.value("min").toDouble(), mm[0].toDouble());
            QCOMPARE(p.value("max").toDouble(), mm[1].toDouble());
        }
    }

    void text()
    {
        for (const QStringList &args :
             {QStringList{"scenes"}, QStringList{"scenes", "--format", "text"}, QStringList{"scenes", "--format=text"}}) {
            const cli::Result r = cli::run(args);
            QCOMPARE(r.exitCode, 0);
            const QString out = QString::fromUtf8(r.out);
            for (const sgd::SceneDef &s : sgd::allScenes()) {
                QVERIFY(out.contains(QString::fromStdString(s.id)));
                for (const sgd::ParamDef &p : s.params)
                    QVERIFY2(out.contains(QString::fromStdString(p.allowed())), p.key.c_str());
            }
            QVERIFY(out.contains("one of keep, drop, pad"));
        }
    }

    void badUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("format xml") << QStringList{"scenes", "--format", "xml"} << "xml";
        QTest::newRow("unknown flag") << QStringList{"scenes", "--verbose"} << "--verbose";
    }
    void badUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const cli::Result r = cli::run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY(r.errLines().first().contains(mentions));
        QVERIFY(r.errLines().first().contains("allowed"));
    }
};

QTEST_GUILESS_MAIN(TestCliScenes)
#include "tst_scenes.moc"
