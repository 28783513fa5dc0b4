// Exit status and messages: 2 with one stderr line naming key, value and what is allowed for bad
// input; 1 with a message and no file left behind for an unwritable --out (2 for a folder).
#include "cli_support.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliErrors : public QObject {
    Q_OBJECT

    /// Makes a directory writable again (and mutable, if chattr +i was used) before it is removed.
    struct Restore {
        QString dir;
        bool immutable = false;
        ~Restore()
        {
            if (dir.isEmpty())
                return;
            if (immutable)
                QProcess::execute("chattr", {"-i", dir});
            QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
    };

    static bool refusesFiles(const QString &dir)
    {
        QFile probe(dir + "/probe");
        if (!probe.open(QIODevice::WriteOnly))
            return true;
        probe.close();
        probe.remove();
        return false;
    }

private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void badSet_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("allowed"); // a piece of what the message must say is allowed
        QTest::newRow("eta word") << "single-weight"
                                  << "eta"
                                  << "fast"
                                  << "a number greater than 0, at most 10";
        QTest::newRow("eta zero") << "single-weight"
                                  << "eta"
                                  << "0"
                                  << "greater than 0";
        QTest::newRow("eta too big") << "single-weight"
                                     << "eta"
                                     << "11"
                                     << "at most 10";
        QTest::newRow("steps fraction") << "single-weight"
                                        << "steps"
                                        << "1.5"
                                        << "whole number";
        QTest::newRow("x zero (scene rule)") << "single-weight"
                                             << "x"
                                             << "0"
                                             << "away from 0";
        QTest::newRow("leftover") << "mini-batch"
                                  << "leftover"
                                  << "skip"
                                  << "keep, drop, pad";
        QTest::newRow("batch > n (scene rule)") << "mini-batch"
                                                << "batch"
                                                << "401"
                                                << "from 1 to n = 400";
        QTest::newRow("aggregate") << "sync"
                                   << "aggregate"
                                   << "median"
                                   << "mean, sum, fedavg";
        QTest::newRow("data") << "sync"
                              << "data"
                              << "1-3"
                              << "x:y pairs";
        QTest::newRow("shard_sizes count") << "sync"
                                           << "shard_sizes"
                                           << "1,2"
                                           << "one value per worker";
        QTest::newRow("lr_rule") << "async"
                                 << "lr_rule"
                                 << "fancy"
                                 << "constant, staleness";
        QTest::newRow("ssp") << "async"
                             << "ssp"
                             << "-3"
                             << "off, or a whole number";
        QTest::newRow("fail") << "async"
                              << "fail"
                              << "9@1"
                              << "WORKER@TIME";
        QTest::newRow("topology") << "decentralized"
                                  << "topology"
                                  << "mesh"
                                  << "path, ring, star, complete, threshold";
        QTest::newRow("failed out of range") << "decentralized"
                                             << "failed"
                                             << "4"
                                             << "node numbers from 1 to 3";
        QTest::newRow("nodes") << "decentralized"
                               << "nodes"
                               << "100"
                               << "from 2 to 32";
        QTest::newRow("unknown key") << "single-weight"
                                     << "learning_rate"
                                     << "0.1"
                                     << "unknown parameter";
        QTest::newRow("key of another scene") << "sync"
                                              << "ssp"
                                              << "1"
                                              << "unknown parameter";
    }
    void badSet()
    {
        QFETCH(QString, scene);
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, allowed);
        for (const QString &format : {QString("json"), QString("csv")}) {
            const cli::Result r = cli::run({"trace", scene, "--set", key + "=" + value, "--format", format});
            QCOMPARE(r.exitCode, 2);
            QVERIFY(!r.crashed);
            QVERIFY(r.out.isEmpty());
            const QStringList lines = r.errLines();
            QCOMPARE(lines.size(), 1); // exactly one line
            const QString line = lines.first();
            QVERIFY2(line.contains(key), qPrintable(line));
            QVERIFY2(line.contains("'" + value + "'"), qPrintable(line));
            QVERIFY2(line.contains(allowed), qPrintable(line));
            QVERIFY2(line.contains("allowed"), qPrintable(line));
        }
    }

    void badUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no scene") << QStringList{"trace"} << "single-weight";
        QTest::newRow("unknown scene") << QStringList{"trace", "nope"} << "'nope'";
        QTest::newRow("--set without =") << QStringList{"trace", "sync", "--set", "eta"} << "KEY=VALUE";
        QTest::newRow("--set =value") << QStringList{"trace", "sync", "--set", "=1"} << "KEY=VALUE";
        QTest::newRow("--set missing") << QStringList{"trace", "sync", "--set"} << "--set";
        QTest::newRow("--steps 0") << QStringList{"trace", "sync", "--steps", "0"} << "'0'";
        QTest::newRow("--steps word") << QStringList{"trace", "sync", "--steps", "many"} << "'many'";
        QTest::newRow("--steps too many for the scene") << QStringList{"trace", "single-weight", "--steps", "5000"} << "'5000'";
        QTest::newRow("--format xml") << QStringList{"trace", "sync", "--format", "xml"} << "'xml'";
        QTest::newRow("--out missing") << QStringList{"trace", "sync", "--out"} << "--out";
        QTest::newRow("unknown flag") << QStringList{"trace", "sync", "--fast"} << "'--fast'";
    }
    void badUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const cli::Result r = cli::run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QStringList lines = r.errLines();
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(mentions), qPrintable(lines.first()));
    }

    void badSteps_data()
    {
        // every scene the executable knows, with its steps parameter's range
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("allowed"); // a piece of what the message must say is allowed
        QTest::addColumn<QString>("key");     // the steps parameter ("" = none)
        const cli::Result r = cli::run({"scenes", "--format", "json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray scenes = QJsonDocument::fromJson(r.out).object().value("scenes").toArray();
        QVERIFY(!scenes.isEmpty());
        for (const QJsonValue &v : scenes) {
            const QJsonObject scene = v.toObject();
            const QString id = scene.value("id").toString();
            const QString key = scene.value("steps_param").toString();
            double max = 1e6;
            for (const QJsonValue &p : scene.value("params").toArray())
                if (p.toObject().value("key").toString() == key)
                    max = p.toObject().value("max").toDouble();
            const QString range = "a whole number from 1 to " + QString::number(max, 'g', 10);
            const QString tooMany = QString::number(max + 1, 'g', 10);
            QTest::addRow("%s too many", qPrintable(id)) << id << tooMany << range << key;
            QTest::addRow("%s zero", qPrintable(id)) << id << "0" << range << key;
            QTest::addRow("%s fraction", qPrintable(id)) << id << "2.5" << range << key;
            QTest::addRow("%s word", qPrintable(id)) << id << "many" << range << key;
        }
    }
    void badSteps()
    {
        // the message names --steps (what was typed), not the parameter it would set
        QFETCH(QString, scene);
        QFETCH(QString, value);
        QFETCH(QString, allowed);
        QFETCH(QString, key);
        for (const QStringList &args :
             {QStringList{"trace", scene, "--steps", value}, QStringList{"trace", scene, "--steps=" + value}}) {
            const cli::Result r = cli::run(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY(!r.crashed);
            QVERIFY(r.out.isEmpty());
            const QStringList lines = r.errLines();
            QCOMPARE(lines.size(), 1);
            const QString line = lines.first();
            QVERIFY2(line.contains("bad value for --steps: '" + value + "'"), qPrintable(line));
            QVERIFY2(line.contains("allowed: " + allowed), qPrintable(line));
            if (!key.isEmpty()) {
                QVERIFY2(!line.contains("bad value for " + key), qPrintable(line));
                QVERIFY2(line.contains("--steps sets " + key), qPrintable(line));
            }
        }
    }

    void unwritableOut_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("missing directory") << "missing";
        QTest::newRow("parent is a file") << "file-parent";
        QTest::newRow("target is a directory") << "directory";
        QTest::newRow("read-only directory") << "readonly";
    }
    void unwritableOut()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Restore restore; // destroyed before dir
        QString path;
        if (kind == "missing") {
            path = "/nonexistent-dir/x.json";
        } else if (kind == "file-parent") {
            QFile f(dir.filePath("plain"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.close();
            path = dir.filePath("plain/x.json");
        } else if (kind == "directory") {
            QVERIFY(QDir(dir.path()).mkdir("sub.json"));
            path = dir.filePath("sub.json");
        } else {
            QVERIFY(QDir(dir.path()).mkdir("ro"));
            const QString ro = dir.filePath("ro");
            restore.dir = ro;
            QVERIFY(QFile::setPermissions(ro, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
            if (!refusesFiles(ro)) {
                // root ignores permissions: make the directory immutable instead, if the file system lets us
                restore.immutable = QProcess::execute("chattr", {"+i", ro}) == 0;
                if (!restore.immutable || !refusesFiles(ro))
                    QSKIP("cannot make a directory that refuses files here (root, no chattr)");
            }
            path = ro + "/x.json";
        }
        for (const QString &format : {QString("json"), QString("csv")}) {
            const cli::Result r = cli::run({"trace", "sync", "--format", format, "--out", path});
            QCOMPARE(r.exitCode, kind == "directory" ? 2 : 1); // a folder is refused before anything is computed
            QVERIFY(!r.crashed);
            QVERIFY(r.out.isEmpty());
            const QStringList lines = r.errLines();
            QCOMPARE(lines.size(), 1);
            QVERIFY2(lines.first().contains(path), qPrintable(lines.first()));
            if (kind != "directory")
                QVERIFY(!QFileInfo::exists(path)); // no partial file
            else
                QVERIFY(QFileInfo(path).isDir());
        }
        if (kind == "readonly")
            QCOMPARE(QDir(dir.filePath("ro")).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{});
        // no temporary files next to it either
        if (kind == "file-parent" || kind == "directory")
            QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size(), 1);
    }

    void failedRunLeavesExistingFileAlone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("keep.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old contents");
        f.close();
        const cli::Result r = cli::run({"trace", "sync", "--set", "eta=7", "--out", path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old contents"));
    }
};

QTEST_GUILESS_MAIN(TestCliErrors)
#include "tst_errors.moc"
