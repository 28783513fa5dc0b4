// Pull policies of the asynchronous server: after every push, once per epoch, after a quorum.
#include "core/scenes.h"
#include "core/sim/async_server.h"

#include <QTest>

using namespace sgd;

namespace {
AsyncConfig tenWorkers(PullPolicy pull, double quorum)
{
    AsyncConfig c;
    c.shards.clear();
    c.computeTimes.clear();
    for (int k = 1; k <= 10; ++k) {
        c.shards.emplace_back(1.0, 2.0 + 0.1 * k);
        c.computeTimes.push_back(k == 10 ? 5.0 : 1.0 + 0.05 * k); // worker 10 is a straggler
    }
    c.updates = 40;
    c.pull = pull;
    c.quorum = quorum;
    return c;
}
} // namespace

class TestPullPolicy : public QObject {
    Q_OBJECT
private slots:
    void quorumReleasesWaitingWorkersTogether_data()
    {
        QTest::addColumn<double>("quorum");
        QTest::addColumn<int>("needed");
        QTest::newRow("80%") << 0.8 << 8;
        QTest::newRow("90%") << 0.9 << 9;
    }
    void quorumReleasesWaitingWorkersTogether()
    {
        QFETCH(double, quorum);
        QFETCH(int, needed);
        const Trace t = runAsync(tenWorkers(PullPolicy::Quorum, quorum));
        const auto &intervals = typedTrace<AsyncTrace>(t).meta.worker_intervals;
        QVERIFY(!intervals.empty());
        // Every quorum wait ends at a release time; between releases exactly `needed` pushes arrive.
        QMap<double, int> releases;
        for (const WorkerInterval &iv : intervals)
            if (iv.kindValue() == IntervalKind::QuorumWait && iv.end > iv.start)
                releases[iv.end] += 1;
        QVERIFY(releases.size() >= 2);
        double prev = 0;
        for (auto it = releases.begin(); it != releases.end(); ++it) {
            if (it.key() >= t.summary.num("end_time"))
                break;
            int pushes = 0;
            for (const auto &f : t.frames)
                if (f.num("time") > prev && f.num("time") <= it.key())
                    ++pushes;
            QCOMPARE(pushes, needed);
            prev = it.key();
        }
        // The straggler never makes the others wait for it: a quorum below 100% leaves it out.
        bool stragglerWaitedFor = false;
        for (const auto &f : t.frames)
            if (f.num("worker") == 10.0 && f.num("time") < 5.0)
                stragglerWaitedFor = true;
        QVERIFY(!stragglerWaitedFor);
    }

    void epochPolicyKeepsTheLocalCopyUntilKUpdatesPassed()
    {
        AsyncConfig c; // the lecture preset, K = 3
        c.pull = PullPolicy::Epoch;
        c.updates = 8;
        const Trace t = runAsync(c);
        // Update 4: worker 1 pushed at t = 1 (version 1 < 0 + 3), so it kept w = 2 and computed again from it.
        QCOMPARE(t.frames[4].num("worker"), 1.0);
        QCOMPARE(t.frames[4].num("w_read"), 2.0);
        QCOMPARE(t.frames[4].num("staleness"), 3.0);
        // Update 6: by t = 2 three updates had passed, so worker 1 pulled the newest w (4.0).
        QCOMPARE(t.frames[6].num("worker"), 1.0);
        QVERIFY(qAbs(t.frames[6].num("w_read") - 4.0) < 1e-12);
    }

    void aRejoiningWorkerPullsTheNewestWeight()
    {
        // The epoch policy kept a rejoining worker's old copy: worker 3 came back at 5.5 s and
        // computed from version 7 although version 8 was out (found recomputing the reference).
        const SceneDef *scene = findScene("async");
        QVERIFY(scene);
        ParamSet p = scene->defaults();
        for (const auto &[k, v] : {std::pair{"workers", "3"},
                                   {"compute", "1,2,4"},
                                   {"pull", "epoch"},
                                   {"fail", "3@4.5"},
                                   {"rejoin", "5.5"},
                                   {"updates", "20"},
                                   {"eta", "0.02"}})
            p.set(k, v);
        const Trace t = runScene(*scene, p);
        int versionAtRejoin = 0;
        for (const Frame &f : t.frames)
            if (f.num("time") <= 5.5)
                versionAtRejoin = int(f.num("update"));
        bool seen = false;
        for (const Frame &f : t.frames)
            if (f.num("worker") == 3 && f.num("start_time") == 5.5) {
                QCOMPARE(int(f.num("read_version")), versionAtRejoin);
                seen = true;
            }
        QVERIFY(seen);
    }

    void afterPushIsTheLectureDefault()
    {
        const Trace t = runAsync(AsyncConfig{});
        QCOMPARE(t.frames[4].num("w_read"), 2.2);
        QCOMPARE(QString::fromStdString(t.meta.str("pull_policy")), QStringLiteral("push"));
    }
};

QTEST_GUILESS_MAIN(TestPullPolicy)
#include "tst_pull_policy.moc"
