// Worked example 4 (asynchronous SGD and stale gradients): the table exactly, the tie rule,
// the staleness-aware rule, the SSP bound, failures and rejoins, and server load.
#include "core/scenes.h"
#include "core/sim/async_server.h"
#include "core/sim/sync_rounds.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace sgd;

namespace {
bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b));
}

/// The worker_intervals records: worker (1-based), start, end, kind, update (applied only).
struct Interval {
    int worker;
    double start, end;
    IntervalKind kind;
    int update;
};
std::vector<Interval> intervals(const Trace &t)
{
    std::vector<Interval> out;
    for (const WorkerInterval &iv : typedTrace<AsyncTrace>(t).meta.worker_intervals)
        out.push_back({iv.worker, iv.start, iv.end, iv.kindValue(), iv.update.value_or(0)});
    return out;
}
} // namespace

class TestAsync : public QObject {
    Q_OBJECT

private slots:
    void lectureTable_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<double>("time");
        QTest::addColumn<int>("worker");
        QTest::addColumn<double>("wRead");
        QTest::addColumn<double>("wBefore");
        QTest::addColumn<double>("grad");
        QTest::addColumn<double>("wAfter");
        QTest::addColumn<int>("staleness");
        QTest::addColumn<double>("gap");
        QTest::newRow("update 1") << 0 << 1.0 << 1 << 2.0 << 2.0 << -2.0 << 2.2 << 0 << 0.0;
        QTest::newRow("update 2") << 1 << 1.4 << 2 << 2.0 << 2.2 << -6.0 << 2.8 << 1 << 0.2;
        QTest::newRow("update 3") << 2 << 1.8 << 3 << 2.0 << 2.8 << -10.0 << 3.8 << 2 << 0.8;
        QTest::newRow("update 4") << 3 << 2.0 << 1 << 2.2 << 3.8 << -1.8 << 3.98 << 2 << 1.6;
    }
    void lectureTable()
    {
        QFETCH(int, row);
        QFETCH(double, time);
        QFETCH(int, worker);
        QFETCH(double, wRead);
        QFETCH(double, wBefore);
        QFETCH(double, grad);
        QFETCH(double, wAfter);
        QFETCH(int, staleness);
        QFETCH(double, gap);
        const Trace t = runAsync(AsyncConfig{});
        QCOMPARE(int(t.frames.size()), 13); // frame 0, the start, and 12 updates
        const Frame &f = t.frames[std::size_t(row + 1)];
        QCOMPARE(f.num("update"), double(row + 1));
        QVERIFY2(close(f.num("time"), time), qPrintable(QString::number(f.num("time"), 'g', 17)));
        QCOMPARE(f.num("worker"), double(worker));
        QVERIFY(close(f.num("w_read"), wRead));
        QVERIFY(close(f.num("w_before"), wBefore));
        QVERIFY(close(f.num("grad"), grad));
        QVERIFY(close(f.num("w_after"), wAfter));
        QCOMPARE(f.num("staleness"), double(staleness));
        QVERIFY(close(f.num("gap"), gap));
        QCOMPARE(f.num("eta_used"), 0.1);
        // the rule itself
        QCOMPARE(f.num("w_after"), f.num("w_before") - 0.1 * f.num("grad"));
        QCOMPARE(f.num("gap"), f.num("w_before") - f.num("w_read"));
    }

    void stalenessCountsUpdatesBetweenReadAndApply()
    {
        const Trace t = runAsync(AsyncConfig{});
        double lastTime = 0;
        QCOMPARE(t.frames[0].num("update"), 0.0);
        QCOMPARE(t.frames[0].num("w_after"), 2.0); // the start: nothing applied yet
        for (std::size_t i = 1; i < t.frames.size(); ++i) {
            const Frame &f = t.frames[i];
            QCOMPARE(f.num("update"), double(i));
            QCOMPARE(f.num("staleness"), double(i - 1) - f.num("read_version"));
            QCOMPARE(f.num("w_before"), t.frames[i - 1].num("w_after"));
            QVERIFY(f.num("time") >= lastTime); // applied in arrival order
            lastTime = f.num("time");
            // the weight read is the weight after update read_version (or w0)
            const int v = int(f.num("read_version"));
            QCOMPARE(f.num("w_read"), t.frames[std::size_t(v)].num("w_after"));
        }
        // staircase 2.0 -> 2.2 -> 2.8 -> 3.8
        QVERIFY(close(t.frames[1].num("w_after"), 2.2));
        QVERIFY(close(t.frames[2].num("w_after"), 2.8));
        QVERIFY(close(t.frames[3].num("w_after"), 3.8));
    }

    void tiesGoToTheEarlierStart_data()
    {
        QTest::addColumn<std::vector<double>>("compute");
        QTest::addColumn<std::vector<int>>("workers"); // expected worker order of the first updates
        // The project's tie rule, as worked example 4 states it (docs/trace-format.md): gradients
        // landing at the same instant are applied in the order their computations started, the lower
        // worker first when they started together too.
        // worker 2 finishes at 1, restarts, arrives at 2 together with worker 1 (started at 0)
        QTest::newRow("2,1: worker 1 started first") << std::vector<double>{2, 1} << std::vector<int>{2, 1, 2};
        // worker 1 restarts at 1 and arrives at 2 with worker 2 (started at 0): worker 2 first
        // (lower worker first gave 1, 1, 2)
        QTest::newRow("1,2: worker 2 started first") << std::vector<double>{1, 2} << std::vector<int>{1, 2, 1};
        // all three arrive at 0.5 having started at 0: worker order
        QTest::newRow("equal compute") << std::vector<double>{0.5, 0.5, 0.5} << std::vector<int>{1, 2, 3, 1, 2, 3};
        // worker 3 (started at 0) lands at 3 with worker 1 (third gradient, started at 2) and worker 2
        // (second, started at 1.5): 1 at 1, 2 at 1.5, 1 at 2, then at 3 worker 3, 2, 1
        QTest::newRow("1,1.5,3: three at once") << std::vector<double>{1, 1.5, 3} << std::vector<int>{1, 2, 1, 3, 2, 1};
    }
    void tiesGoToTheEarlierStart()
    {
        QFETCH(std::vector<double>, compute);
        QFETCH(std::vector<int>, workers);
        AsyncConfig c;
        c.computeTimes = compute;
        c.shards.resize(compute.size(), {1.0, 3.0});
        c.updates = int(workers.size());
        const Trace t = runAsync(c);
        QCOMPARE(int(t.frames.size()), int(workers.size()) + 1);
        for (std::size_t i = 0; i < workers.size(); ++i)
            QCOMPARE(int(t.frames[i + 1].num("worker")), workers[i]);
        for (std::size_t i = 2; i < t.frames.size(); ++i)
            if (t.frames[i].num("time") == t.frames[i - 1].num("time")) {
                const double before = t.frames[i - 1].num("start_time"), after = t.frames[i].num("start_time");
                QVERIFY(before < after || (before == after && t.frames[i - 1].num("worker") < t.frames[i].num("worker")));
            }
    }

    void stalenessAwareRule_data()
    {
        QTest::addColumn<int>("tau");
        QTest::newRow("tau=0") << 0;
        QTest::newRow("tau=1") << 1;
        QTest::newRow("tau=2") << 2;
        QTest::newRow("tau=9") << 9;
    }
    void stalenessAwareRule()
    {
        QFETCH(int, tau);
        QCOMPARE(staleLearningRate(0.1, tau, LearningRateRule::Staleness), 0.1 / (1.0 + tau));
        QCOMPARE(staleLearningRate(0.1, tau, LearningRateRule::Constant), 0.1);
    }

    void stalenessAwareRun()
    {
        AsyncConfig c;
        c.rule = LearningRateRule::Staleness;
        const Trace t = runAsync(c);
        for (std::size_t i = 1; i < t.frames.size(); ++i) {
            const Frame &f = t.frames[i];
            QCOMPARE(f.num("eta_used"), 0.1 / (1.0 + f.num("staleness")));
            QCOMPARE(f.num("w_after"), f.num("w_before") - f.num("eta_used") * f.num("grad"));
        }
        QVERIFY(close(t.frames[2].num("w_after"), 2.2 + 0.05 * 6)); // tau 1 halves the step
        QVERIFY(close(t.frames[3].num("w_after"), 2.5 + 10.0 / 30.0));
    }

    void sspBoundMakesFastWorkerWait_data()
    {
        QTest::addColumn<int>("bound");
        QTest::newRow("ssp=0") << 0;
        QTest::newRow("ssp=1") << 1;
        QTest::newRow("ssp=2") << 2;
    }
    void sspBoundMakesFastWorkerWait()
    {
        QFETCH(int, bound);
        AsyncConfig c;
        c.computeTimes = {0.2, 1.0, 3.0}; // worker 1 is 15x faster than worker 3
        c.sspBound = bound;
        c.updates = 30;
        const Trace t = runAsync(c);
        QCOMPARE(int(t.frames.size()), 31);
        for (const Frame &f : t.frames) {
            const auto &clocks = f.vec("clocks");
            const double spread =
                *std::max_element(clocks.begin(), clocks.end()) - *std::min_element(clocks.begin(), clocks.end());
            QVERIFY2(spread <= bound + 1, qPrintable(QString("spread %1 at update %2").arg(spread).arg(f.num("update"))));
        }
        int waits = 0;
        for (const auto &iv : intervals(t))
            if (iv.kind == IntervalKind::SspWait && iv.worker == 1 && iv.end > iv.start)
                ++waits;
        QVERIFY(waits > 0); // the fast worker waited

        // without the bound the fast worker runs far ahead
        c.sspBound = -1;
        const Trace free = runAsync(c);
        const auto &clocks = free.frames.back().vec("clocks");
        QVERIFY(clocks[0] - clocks[2] > bound + 1);
        for (const auto &iv : intervals(free))
            QVERIFY(iv.kind != IntervalKind::SspWait);
    }

    void failedWorkerGradientIsLost()
    {
        AsyncConfig c;
        c.failWorker = 1;
        c.failTime = 1.5; // worker 1 is computing from t=1 (read 2.2) to t=2.0
        c.updates = 12;
        const Trace t = runAsync(c);
        QCOMPARE(int(t.frames.size()), 13);
        for (const Frame &f : t.frames)
            if (f.num("worker") == 1.0)
                QCOMPARE(f.num("time"), 1.0); // only the gradient pushed before the failure
        bool lost = false;
        for (const auto &iv : intervals(t))
            if (iv.worker == 1 && iv.kind == IntervalKind::Lost) {
                lost = true;
                QCOMPARE(iv.start, 1.0);
                QCOMPARE(iv.end, 1.5);
            }
        QVERIFY(lost);
        // the lost gradient (read 2.2) is never applied by anyone
        for (const Frame &f : t.frames)
            QVERIFY(!(f.num("worker") == 1.0 && f.num("start_time") == 1.0));
    }

    void rejoinReadsNewestWeight_data()
    {
        QTest::addColumn<int>("worker");
        QTest::addColumn<double>("failAt");
        QTest::addColumn<double>("rejoinAt");
        QTest::newRow("worker 1 fails 1.5, back 3") << 1 << 1.5 << 3.0;
        QTest::newRow("worker 3 fails 0.5, back 4.1") << 3 << 0.5 << 4.1;
        QTest::newRow("worker 2 fails 2.9, back 2.9") << 2 << 2.9 << 2.9;
    }
    void rejoinReadsNewestWeight()
    {
        QFETCH(int, worker);
        QFETCH(double, failAt);
        QFETCH(double, rejoinAt);
        AsyncConfig c;
        c.failWorker = worker;
        c.failTime = failAt;
        c.rejoinTime = rejoinAt;
        c.updates = 20;
        const Trace t = runAsync(c);
        QCOMPARE(int(t.frames.size()), 21);
        bool sawRejoined = false;
        for (const Frame &f : t.frames) {
            if (int(f.num("worker")) != worker)
                continue;
            // nothing from the worker that started before the failure and would arrive after it
            QVERIFY(!(f.num("start_time") < failAt && f.num("time") > failAt));
            QVERIFY(!(f.num("time") > failAt && f.num("time") < rejoinAt));
            if (f.num("start_time") == rejoinAt) {
                sawRejoined = true;
                // it read the newest weight at the rejoin time
                double newest = c.w0;
                int version = 0;
                for (const Frame &g : t.frames)
                    if (g.num("time") <= rejoinAt) {
                        newest = g.num("w_after");
                        version = int(g.num("update"));
                    }
                QCOMPARE(f.num("w_read"), newest);
                QCOMPARE(f.num("read_version"), double(version));
            }
        }
        QVERIFY(sawRejoined);
        bool down = false;
        for (const auto &iv : intervals(t))
            if (iv.worker == worker && iv.kind == IntervalKind::Down) {
                down = true;
                QCOMPARE(iv.start, failAt);
                QCOMPARE(iv.end, rejoinAt);
            }
        QVERIFY(down);
    }

    void rejoinStartsAtTheSlowestLiveClock()
    {
        // compute 1, 1, 1.5 with SSP 1; worker 3 fails at 0.5 and rejoins at 5.2. Before the rule,
        // it kept its old clock 0 and workers 1 and 2 stalled from t = 6 until it caught up (11.2).
        AsyncConfig c;
        c.computeTimes = {1, 1, 1.5};
        c.sspBound = 1;
        c.failWorker = 3;
        c.failTime = 0.5;
        c.rejoinTime = 5.2;
        c.updates = 16;
        const Trace t = runAsync(c);
        QVERIFY(!t.diverged());
        QCOMPARE(int(t.frames.size()), 17);
        for (const auto &iv : intervals(t))
            if (iv.kind == IntervalKind::SspWait && iv.worker != 3)
                QVERIFY2(iv.end - iv.start <= 1.5 + 1e-9 && iv.end < 11.2,
                         qPrintable(QString("worker %1 waited from %2 to %3").arg(iv.worker).arg(iv.start).arg(iv.end)));
        // The rejoined worker's first push comes one compute time after it rejoined, and its clock
        // then is one more than the slowest live clock it rejoined at (the others' clock at 5.2 is 5).
        for (const Frame &f : t.frames)
            if (f.num("worker") == 3.0 && f.num("start_time") == 5.2) {
                QCOMPARE(f.num("time"), 6.7);
                QCOMPARE(f.vec("clocks")[2], 6.0);
                return;
            }
        QFAIL("the rejoined worker never pushed");
    }

    void failureReleasesSspWaiters()
    {
        // the slowest worker fails while the others wait on it under SSP 0: they must go on
        AsyncConfig c;
        c.sspBound = 0;
        c.failWorker = 3;
        c.failTime = 1.5;
        c.updates = 10;
        const Trace t = runAsync(c);
        QCOMPARE(int(t.frames.size()), 11);
        QVERIFY(t.message().find("stalled") == std::string::npos);
        for (const Frame &f : t.frames)
            QVERIFY(f.num("worker") != 3.0);
    }

    void serverLoad()
    {
        // K workers, T gradients each: async writes K*T times, synchronous SGD T times
        for (int k : {2, 3, 5}) {
            const int T = 4;
            AsyncConfig c;
            c.shards.assign(std::size_t(k), {1.0, 3.0});
            c.computeTimes.assign(std::size_t(k), 1.0);
            c.updates = k * T;
            const Trace t = runAsync(c);
            QCOMPARE(t.summary.num("server_writes"), double(k * T));
            QCOMPARE(t.summary.num("sync_writes_same_work"), double(T));
            QCOMPARE(t.frames.back().vec("clocks"), std::vector<double>(std::size_t(k), double(T)));

            SyncConfig s;
            s.shards.assign(std::size_t(k), {1.0, 3.0});
            s.rounds = T;
            QCOMPARE(runSync(s).summary.num("server_updates"), double(T));
        }
    }

    void divergenceReported()
    {
        AsyncConfig c;
        c.eta = 1;
        c.updates = 10000;
        const Trace t = runAsync(c);
        QVERIFY(t.diverged());
        for (const Frame &f : t.frames)
            QVERIFY(f.allFinite());
        QVERIFY(t.meta.allFinite());
        QVERIFY(t.summary.allFinite());
    }

    void syncComparisonStaysFinite()
    {
        // the staleness rule keeps async stable where the synchronous comparison curve runs away
        AsyncConfig c;
        c.eta = 0.6;
        c.rule = LearningRateRule::Staleness;
        c.shards.assign(4, {2.0, 1.0});
        c.computeTimes = {1, 2, 3, 4};
        c.updates = 10000;
        const Trace t = runAsync(c);
        QVERIFY(!t.diverged());
        QCOMPARE(int(t.frames.size()), 10001);
        QVERIFY(t.meta.allFinite());
        QVERIFY(t.summary.allFinite());
        QCOMPARE(t.meta.vec("sync_times").size(), t.meta.vec("sync_weights").size());
        QVERIFY(std::abs(t.meta.vec("sync_weights").back()) > 1e12); // it did run away, and stopped there
    }

    void traceFitsItsSchema_data()
    {
        QTest::addColumn<QString>("settings");
        QTest::newRow("lecture") << "";
        QTest::newRow("ssp, fail and rejoin") << "ssp=1;fail=3@0.5;rejoin=5.2;compute=1,1,1.5";
        QTest::newRow("quorum") << "pull=quorum80";
        QTest::newRow("lost gradient") << "fail=2@2.5";
    }
    void traceFitsItsSchema()
    {
        QFETCH(QString, settings);
        const SceneDef *s = findScene("async");
        QVERIFY(s);
        QCOMPARE(s->schema.meta, &fieldTable<AsyncMeta>().schema());
        ParamSet p = s->defaults();
        for (const QString &kv : settings.split(';', Qt::SkipEmptyParts))
            p.set(kv.section('=', 0, 0).toStdString(), kv.section('=', 1).toStdString());
        const Trace t = runScene(*s, p);
        QCOMPARE(QString::fromStdString(s->schema.check(t)), QString());
        const AsyncTrace &typed = typedTrace<AsyncTrace>(t);
        for (std::size_t i = 0; i < t.frames.size(); ++i) {
            QVERIFY(toRecord(typed.frames[i]) == t.frames[i]);
            QCOMPARE(typed.frames[i].step, int(i));
            QCOMPARE(typed.frames[i].update, int(i));
        }
        QVERIFY(toRecord(typed.meta) == t.meta);
        QVERIFY(toRecord(typed.summary) == t.summary);
        // Every applied gradient is one interval naming its update; no other interval names one.
        int applied = 0;
        for (const WorkerInterval &iv : typed.meta.worker_intervals) {
            QVERIFY(iv.worker >= 1 && iv.worker <= typed.meta.workers);
            QVERIFY(iv.end >= iv.start);
            QCOMPARE(iv.update.has_value(), iv.kindValue() == IntervalKind::Applied);
            if (iv.update) {
                ++applied;
                const AsyncUpdate &f = typed.frames[std::size_t(*iv.update)];
                QCOMPARE(f.worker, iv.worker);
                QCOMPARE(f.start_time, iv.start);
                QCOMPARE(f.time, iv.end);
            }
        }
        QCOMPARE(applied, int(t.frames.size()) - 1);
        // A kind the table does not know is refused, naming the field.
        AsyncMeta m = typed.meta;
        m.worker_intervals.front().kind = "napping";
        Trace bad = t;
        bad.meta = toRecord(m);
        QVERIFY(s->schema.check(bad).find("kind") != std::string::npos);
    }

    void intervalKindNames()
    {
        for (IntervalKind k : {IntervalKind::Applied, IntervalKind::Lost, IntervalKind::SspWait, IntervalKind::Down,
                               IntervalKind::Unfinished, IntervalKind::QuorumWait})
            QCOMPARE(intervalKindFromName(intervalKindName(k)), k);
        QCOMPARE(intervalKindName(IntervalKind::SspWait), std::string("ssp-wait"));
        QVERIFY_THROWS_EXCEPTION(TraceFormatError, intervalKindFromName("compute"));
    }

    void sceneParams()
    {
        const SceneDef *s = findScene("async");
        QVERIFY(s);
        ParamSet p = s->defaults();
        const Trace t = runScene(*s, p);
        QVERIFY(close(t.frames[4].num("w_after"), 3.98));
        p.set("lr_rule", "staleness");
        QCOMPARE(runScene(*s, p).frames[2].num("eta_used"), 0.05);

        auto expectError = [&](const std::string &key, const std::string &value, const std::string &errKey) {
            ParamSet q = s->defaults();
            try {
                q.set(key, value);
                runScene(*s, q);
                QFAIL(qPrintable(QString::fromStdString("no error for " + key + "=" + value)));
            } catch (const ParamError &e) {
                QCOMPARE(QString::fromStdString(e.key()), QString::fromStdString(errKey));
                QCOMPARE(QString::fromStdString(e.value()), QString::fromStdString(value));
                QVERIFY(!e.allowedText().empty());
            }
        };
        expectError("ssp", "-1", "ssp");
        expectError("ssp", "1.5", "ssp");
        expectError("ssp", "soon", "ssp");
        expectError("fail", "4@1", "fail");
        expectError("fail", "1", "fail");
        expectError("fail", "1@-2", "fail");
        expectError("rejoin", "3", "rejoin"); // no worker failed
        expectError("compute", "1,2", "compute");
        expectError("compute", "0,1,1", "compute");

        ParamSet q = s->defaults();
        q.set("fail", "1@1.5");
        q.set("rejoin", "1");
        QVERIFY_THROWS_EXCEPTION(ParamError, runScene(*s, q)); // rejoin before the failure
        q.set("rejoin", "3");
        const Trace r = runScene(*s, q);
        QVERIFY(!r.diverged());
        q.set("ssp", "0");
        QCOMPARE(int(runScene(*s, q).frames.size()), 13);
    }
};

QTEST_GUILESS_MAIN(TestAsync)
#include "tst_async.moc"
