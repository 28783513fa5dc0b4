// Traces that pass the file checks but not the painters (issue #55): a "source" object (a recorded
// run's mark) on a simulator's trace is refused instead of skipping the recomputation, and the two
// painters that crashed on empty lists draw "no data" or leave the lane empty. Each case is a trace
// the app wrote, edited as an attacker would; none may crash, each ends with one line or a picture.
#include "cli_support.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/types.h>

class TestForgedTraces : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString written(const QString &name, const QJsonObject &o)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
        return path;
    }
    /// The asynchronous run sgd-studio-mpi recorded (tests/data/real-runs/async.json); empty if unreadable.
    static QJsonObject recordedAsyncRun()
    {
        QFile f(QStringLiteral(SGD_TEST_DATA "/real-runs/async.json"));
        return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
    }
    QJsonObject recorded(const QString &scene, const QStringList &sets = {})
    {
        QStringList args{"export", scene, "--out", m_dir.filePath(scene + ".json")};
        for (const QString &s : sets)
            args << "--set" << s;
        const cli::Result r = cli::run(args);
        if (r.exitCode != 0)
            return {};
        QFile f(m_dir.filePath(scene + ".json"));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(f.readAll()).object();
    }

private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void aSourceDoesNotSkipTheCheck()
    {
        QJsonObject t = recorded("backup-workers");
        QVERIFY(!t.isEmpty());
        QJsonArray frames = t.value("frames").toArray();
        QJsonObject f1 = frames[1].toObject();
        f1.insert("durations", QJsonArray{});
        frames[1] = f1;
        t.insert("frames", frames);
        const cli::Result plain = cli::run({"export", written("bw.json", t), "--step", "1", "--out", m_dir.filePath("bw.png")});
        QVERIFY(!plain.crashed);
        QCOMPARE(plain.exitCode, 2);
        t.insert("source", QJsonObject{{"kind", "mpi"}});
        const cli::Result forged =
            cli::run({"export", written("bw-src.json", t), "--step", "1", "--out", m_dir.filePath("bw-src.png")});
        QVERIFY2(!forged.crashed, forged.err.constData());
        QCOMPARE(forged.exitCode, 2);
        QCOMPARE(forged.errLines().size(), 1);
        QVERIFY2(forged.err.contains("\"source\""), forged.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath("bw-src.png")));
    }

    /// A recorded async run whose clock went wrong (a gradient read or landing at t = 10^9, the
    /// latest time a trace may hold): the staircase draws what fits the picture in a fraction of a
    /// second; it used to draw the row's dashes for every pixel up to t (10^12 took minutes, deaf
    /// to Ctrl+C). Past 10^9, or before 0, the file is refused (aValueOutsideItsRangeIsRefused).
    void aClockGoneWrongPaintsInTime_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<double>("value");
        QTest::newRow("start_time 1e9") << "start_time" << 1e9;
        QTest::newRow("time 1e9") << "time" << 1e9;
    }
    void aClockGoneWrongPaintsInTime()
    {
        QFETCH(QString, field);
        QFETCH(double, value);
        QJsonObject t = recordedAsyncRun();
        QVERIFY(!t.isEmpty());
        QJsonArray frames = t.value("frames").toArray();
        QJsonObject f1 = frames[1].toObject();
        f1.insert(field, value);
        frames[1] = f1;
        t.insert("frames", frames);
        QElapsedTimer clock;
        clock.start();
        const cli::Result r =
            cli::run({"export", written("async-" + field + ".json", t), "--step", "2", "--out", m_dir.filePath("a.png")}, 20000);
        QVERIFY2(!r.crashed && r.exitCode == 0, r.err.constData());
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
    }

    /// A recorded run whose "source" is malformed: --timeline refuses it as bad input (exit 2, one
    /// line naming the field, nothing written); it exited 1 as if the program had failed.
    void aMalformedSourceIsBadInputForTheTimeline_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("events") << "events" << QJsonValue(QStringLiteral("x"))
                                << "source: field 'events' should be an array of rows of numbers";
        QTest::newRow("ranks") << "ranks" << QJsonValue(QJsonArray{QJsonObject{{"rank", "a"}}})
                               << "source, ranks[0]: field 'rank' should be a number";
    }
    void aMalformedSourceIsBadInputForTheTimeline()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        QJsonObject t = recordedAsyncRun();
        QVERIFY(!t.isEmpty());
        QJsonObject source = t.value("source").toObject();
        source.insert(field, value);
        t.insert("source", source);
        const QString out = m_dir.filePath("timeline-" + field + ".json");
        const QString file = written("source-" + field + ".json", t);
        const cli::Result r = cli::run({"export", file, "--timeline", out});
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        // Found when the file is read (every export refuses it), naming the file.
        QCOMPARE(r.errLines(), QStringList{QStringLiteral("sgd-studio export: %1: %2").arg(file, expected)});
        QVERIFY(!QFile::exists(out));
    }

    /// A recording is held to what sgd-studio-mpi writes (issue #55 items 2 and 3): a count of
    /// processes past the runner's limit, a rank or a peer that is not one of the run's, a round that
    /// is not a whole number is bad input when the trace is read (exit 2, one line naming
    /// it, nothing written), for a picture and for --timeline alike. 2,000,000,000 processes made
    /// --timeline loop for minutes; 100,000 took 12 s and wrote 77 MB.
    void aRecordingHoldsToTheRunnersRules_data()
    {
        QTest::addColumn<QJsonObject>("change");
        QTest::addColumn<QString>("expected");
        QTest::newRow("processes") << QJsonObject{{"processes", 2000000000}}
                                   << "source: processes 2000000000 is not between 2 and 1024";
        QTest::newRow("one process") << QJsonObject{{"processes", 1}} << "source: processes 1 is not between 2 and 1024";
        QTest::newRow("hosts") << QJsonObject{{"host_count", 99}} << "source: host_count 99 is not between 0 and processes (4)";
        QTest::newRow("rank")
            << QJsonObject{{"ranks",
                            QJsonArray{QJsonObject{
                                {"rank", 7}, {"role", "worker 7"}, {"host", "vm"}, {"bytes_sent", 0}, {"bytes_received", 0}}}}}
            << "source: ranks: rank 7 is not one of the run's ranks 0 to 3 (or appears twice)";
        QTest::newRow("event's rank") << QJsonObject{{"events", QJsonArray{QJsonArray{9, 2, 1, -1, 0, 0, 0.1, 0.2, 0, 0, 0}}}}
                                      << "source: events row 0: rank 9 is not one of the run's ranks 0 to 3";
        QTest::newRow("event's peer") << QJsonObject{{"events", QJsonArray{QJsonArray{1, 3, 1, 4, 0, 0, 0.1, 0.2, 0, 0, 0}}}}
                                      << "source: events row 0: peer 4 is not -1 (none) or one of the run's ranks";
        QTest::newRow("round") << QJsonObject{{"events", QJsonArray{QJsonArray{1, 2, 1.5, -1, 0, 0, 0.1, 0.2, 0, 0, 0}}}}
                               << "source: events row 0: round 1.5 is not a whole number of rounds";
    }
    void aRecordingHoldsToTheRunnersRules()
    {
        QFETCH(QJsonObject, change);
        QFETCH(QString, expected);
        QJsonObject t = recordedAsyncRun();
        QVERIFY(!t.isEmpty());
        QJsonObject source = t.value("source").toObject();
        QCOMPARE(source.value("processes").toInt(), 4);
        // A well-formed event first: the timeline is written from it.
        source.insert("events", QJsonArray{QJsonArray{1, 2, 1, -1, 0, 0, 0.1, 0.2, 0, 0, 0}});
        t.insert("source", source);
        const QString good = m_dir.filePath("timeline-good.json");
        const cli::Result ok = cli::run({"export", written("good.json", t), "--timeline", good});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
        QVERIFY(QFile::exists(good));
        for (auto it = change.begin(); it != change.end(); ++it)
            source.insert(it.key(), it.value());
        t.insert("source", source);
        const QString forged = written("forged.json", t);
        for (const QStringList &out : {QStringList{"--timeline", m_dir.filePath("forged-timeline.json")},
                                       QStringList{"--out", m_dir.filePath("forged.png")}}) {
            QElapsedTimer clock;
            clock.start();
            const cli::Result r = cli::run(QStringList{"export", forged} + out, 20000);
            QVERIFY(!r.crashed);
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(r.errLines(), QStringList{QStringLiteral("sgd-studio export: %1: %2").arg(forged, expected)});
            QVERIFY(!QFile::exists(out.last()));
            QVERIFY2(clock.elapsed() < 5000, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
        }
    }

    /// A 1 MB message: refused with one line at once (50 MB used to take 18 s and 2 GB to paint).
    void aHugeTextIsRefused()
    {
        QJsonObject t = recorded("sync");
        QVERIFY(!t.isEmpty());
        QJsonObject summary = t.value("summary").toObject();
        summary.insert("message", QString(1 << 20, QLatin1Char('x')));
        t.insert("summary", summary);
        QElapsedTimer clock;
        clock.start();
        const cli::Result r = cli::run({"export", written("long.json", t), "--out", m_dir.filePath("long.png")});
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.err.contains("longer than 65536 bytes"), r.err.constData());
        QVERIFY(clock.elapsed() < 5000);
    }

    /// Ctrl+C while a web page is painted: the old page stays as it was and the message is true
    /// (it used to replace the file, then say nothing was written).
    void ctrlCLeavesTheOldPage()
    {
        const QString page = m_dir.filePath("page.html");
        {
            QFile old(page);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the old page");
        }
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        p.setProcessEnvironment(env);
        p.start(cli::exe(), {"export", "mini-batch", "--set", "epochs=6", "--out", page});
        QVERIFY(p.waitForStarted());
        QTest::qWait(1200); // drawing the 78 steps takes about 3 s
        const qint64 pid = p.processId();
        QVERIFY2(pid > 0 && p.state() == QProcess::Running, "the export ended before it could be stopped");
        ::kill(pid_t(pid), SIGINT); // (never pid 0: that would stop this test's whole process group)
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 130);
        QVERIFY2(p.readAllStandardError().contains("nothing was written"), "no stop message");
        QFile old(page);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("the old page"));
    }

    /// A scene name with a newline or an escape character is echoed on one line, escaped.
    void controlCharactersAreEchoedEscaped()
    {
        const cli::Result r = cli::run({"trace", QStringLiteral("a\nb\x1b[2J")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.err.contains("'a\\nb\\x1b[2J'"), r.err.constData());
    }

    /// A recorded run (not replayed) with one number no run writes, in a frame, a list, a matrix,
    /// the scene data or the summary: bad input when the file is read (exit 2, one line naming the
    /// file, the place and the field, nothing written). Each was drawn before (exit 0): a worker
    /// count of 2e9, a negative time, a weight of 1e308 that no axis can hold.
    void aValueOutsideItsRangeIsRefused_data()
    {
        QTest::addColumn<QString>("run");
        QTest::addColumn<int>("frame"); // -1: the scene data, -2: the summary
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("negative time") << "async" << 1 << "time" << QJsonValue(-1)
                                       << "frame 1: field 'time' is -1, outside its range 0 to 1e+09 (no run writes that)";
        QTest::newRow("huge start") << "async" << 1 << "start_time" << QJsonValue(1e308)
                                    << "frame 1: field 'start_time' is 1e+308, outside its range 0 to 1e+09 (no run writes that)";
        QTest::newRow("worker count") << "async" << -1 << "workers" << QJsonValue(2e9)
                                      << "scene data: field 'workers' is 2e+09, outside its range 1 to 1024 (no run writes that)";
        QTest::newRow("list element")
            << "sync" << 1 << "grads" << QJsonValue(QJsonArray{-1e308, 0, 0, 0})
            << "frame 1: field 'grads'[0] is -1e+308, outside its range -1e+150 to 1e+150 (no run writes that)";
        QTest::newRow("rounds") << "sync" << -2 << "rounds" << QJsonValue(2e9)
                                << "summary: field 'rounds' is 2e+09, outside its range 0 to 1e+07 (no run writes that)";
        QTest::newRow("weight") << "gossip" << 2 << "mean" << QJsonValue(-1e308)
                                << "frame 2: field 'mean' is -1e+308, outside its range -1e+150 to 1e+150 (no run writes that)";
    }
    void aValueOutsideItsRangeIsRefused()
    {
        QFETCH(QString, run);
        QFETCH(int, frame);
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        QFile in(QStringLiteral(SGD_TEST_DATA "/real-runs/%1.json").arg(run));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject t = QJsonDocument::fromJson(in.readAll()).object();
        QVERIFY(t.contains("source"));
        const QString png = m_dir.filePath("range.png");
        // As recorded, it is drawn; the one change makes it bad input.
        const cli::Result ok = cli::run({"export", written("range-ok.json", t), "--step", "1", "--out", png});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
        QVERIFY(QFile::remove(png));
        if (frame >= 0) {
            QJsonArray frames = t.value("frames").toArray();
            QJsonObject f = frames[frame].toObject();
            QVERIFY(f.contains(field));
            f.insert(field, value);
            frames[frame] = f;
            t.insert("frames", frames);
        } else if (frame == -1) {
            QVERIFY(t.contains(field));
            t.insert(field, value);
        } else {
            QJsonObject summary = t.value("summary").toObject();
            QVERIFY(summary.contains(field));
            summary.insert(field, value);
            t.insert("summary", summary);
        }
        const QString file = written("range-" + run + "-" + field + ".json", t);
        const cli::Result r = cli::run({"export", file, "--step", "1", "--out", png}, 20000);
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines(), QStringList{QStringLiteral("sgd-studio export: %1: %2").arg(file, expected)});
        QVERIFY(!QFile::exists(png));
    }

    void anEmptyPathIsNoData()
    {
        QJsonObject t = recorded("scale-lab", {"rounds=3"});
        QVERIFY(!t.isEmpty());
        t.insert("path_nobias_w", QJsonArray{});
        const QString png = m_dir.filePath("sl.png");
        const cli::Result r = cli::run({"export", written("sl.json", t), "--view", "surface", "--out", png});
        QVERIFY2(!r.crashed, r.err.constData());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFileInfo(png).size() > 0);
    }
};

QTEST_GUILESS_MAIN(TestForgedTraces)
#include "tst_forged_traces.moc"
