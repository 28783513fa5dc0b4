// Backup workers and hybrids: with b = 0 the rounds are the sync scene's, bit for bit; on the
// straggler preset (compute 1,1,1,3) b = 1 drops worker 4 every round, saving 2 s and 6 worker-seconds
// of waiting per round for one gradient; with random times the dropped ones are always the slowest;
// the hybrid is the plain run up to its switch and async after; the async part is the async server's.
#include "core/scenes.h"
#include "core/scenes/backup-workers/backup_workers.h"
#include "core/scenes/backup-workers/backup_workers_trace.h"
#include "core/sim/async_server.h"
#include "core/sim/sync_trace.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace sgd;

namespace {
Trace sceneRun(const char *id, const std::vector<std::pair<std::string, std::string>> &set = {})
{
    const SceneDef *scene = findScene(id);
    ParamSet p = scene->defaults();
    for (const auto &[k, v] : set)
        p.set(k, v);
    return runScene(*scene, p); // refuses non-finite numbers and schema misfits
}
const BackupWorkersTrace &typed(const Trace &t)
{
    return typedTrace<BackupWorkersTrace>(t);
}
} // namespace

class TestBackupWorkers : public QObject {
    Q_OBJECT
private slots:
    void withoutBackupsItIsTheSyncScene_data()
    {
        QTest::addColumn<QString>("compute");
        QTest::addColumn<QString>("workers");
        QTest::newRow("straggler preset") << "1,1,1,3"
                                          << "0";
        QTest::newRow("sync test's times") << "1,1.5,1,4"
                                           << "0";
        QTest::newRow("16 workers") << "2"
                                    << "16";
    }
    void withoutBackupsItIsTheSyncScene()
    {
        QFETCH(QString, compute);
        QFETCH(QString, workers);
        const std::vector<std::pair<std::string, std::string>> shared{
            {"compute", compute.toStdString()}, {"workers", workers.toStdString()}, {"rounds", "30"}};
        auto mine = shared;
        mine.emplace_back("backups", "0");
        const Trace b = sceneRun("backup-workers", mine), s = sceneRun("sync", shared);
        const BackupWorkersTrace &bt = typed(b);
        const SyncTrace &st = typedTrace<SyncTrace>(s);
        QCOMPARE(bt.frames.size(), st.frames.size());
        for (std::size_t r = 0; r < bt.frames.size(); ++r) {
            // bit for bit: the same gradients, the same mean, the same step
            QCOMPARE(bt.frames[r].w, st.frames[r].w);
            QCOMPARE(bt.frames[r].w_next, st.frames[r].w_next);
            QCOMPARE(bt.frames[r].loss_next, st.frames[r].loss_next);
            if (r == 0)
                continue;
            QCOMPARE(bt.frames[r].grads, st.frames[r].grads);
            QCOMPARE(bt.frames[r].aggregated, st.frames[r].aggregated);
            QCOMPARE(bt.frames[r].close_time, st.frames[r].barrier_time);
            QCOMPARE(bt.frames[r].idle_round, st.frames[r].idle_round);
            QCOMPARE(bt.frames[r].idle_total, st.frames[r].idle_total);
            QVERIFY(bt.frames[r].dropped.empty());
            QCOMPARE(bt.frames[r].time_saved, 0.0);
            QCOMPARE(bt.frames[r].sync_time, bt.frames[r].close_time); // the comparison run is this run
        }
        QCOMPARE(bt.summary.final_w, st.summary.final_w);
    }

    void stragglerPresetDropsWorkerFour()
    {
        const Trace t = sceneRun("backup-workers"); // compute 1,1,1,3, b = 1, 12 rounds
        const BackupWorkersTrace &bt = typed(t);
        QCOMPARE(int(bt.frames.size()), 13);
        const BackupWorkersRound &f = bt.frames[1];
        QCOMPARE(f.dropped, std::vector<double>{4});
        QCOMPARE(f.close_time, 1.0);
        QCOMPARE(f.full_barrier, 3.0);
        QCOMPARE(f.time_saved, 2.0);
        QCOMPARE(f.idle_full, 6.0); // W1..W3 would each wait 2 s for W4
        QCOMPARE(f.idle_round, 0.0);
        QCOMPARE(f.idle_saved, 6.0);
        QCOMPARE(f.compute_lost, 1.0); // W4 had computed 1 s of its 3
        QCOMPARE(f.used, 3);
        QCOMPARE(f.lost, 1);
        // gradients at 1.5 of (1,3), (2,5), (3,7): -1.5, -4, -7.5; mean -13/3; w = 1.5 + 0.1 * 13/3
        QVERIFY(std::abs(f.aggregated + 13.0 / 3.0) < 1e-14);
        QVERIFY(std::abs(f.w_next - (1.5 + 1.3 / 3.0)) < 1e-14);
        const BackupWorkersSummary &s = bt.summary;
        QCOMPARE(s.end_time, 12.0);
        QCOMPARE(s.sync_end_time, 36.0);
        QCOMPARE(s.time_saved_total, 24.0);
        QCOMPARE(s.idle_saved_total, 72.0);
        QCOMPARE(s.lost_total, 12);
        QCOMPARE(s.used_total, 36);
        QCOMPARE(bt.frames.back().sync_used_total, 48);
        // W4's shard never counts: w is pulled to (3 + 10 + 21) / (1 + 4 + 9) = 34/14, not 70/30
        QVERIFY(std::abs(s.w_best_kept - 34.0 / 14.0) < 1e-12);
        QVERIFY(std::abs(bt.meta.w_best - 70.0 / 30.0) < 1e-12);
        QVERIFY(std::abs(s.final_w - 34.0 / 14.0) < 1e-3);
        // faster early, worse late: ahead of plain sync at 3 s, behind it when the backup run ends
        QVERIFY(bt.frames[3].excess_next < bt.frames[1].sync_excess);
        QVERIFY(s.final_excess > 100 * s.sync_excess_at_end); // 0.0337 against 3.97e-05
    }

    void randomTimesDropTheSlowest()
    {
        const Trace t = sceneRun("backup-workers",
                                 {{"times", "random"}, {"compute", "1"}, {"workers", "8"}, {"backups", "2"}, {"rounds", "200"}});
        const BackupWorkersTrace &bt = typed(t);
        std::set<int> droppedOnce;
        double saved = 0;
        for (std::size_t r = 1; r < bt.frames.size(); ++r) {
            const BackupWorkersRound &f = bt.frames[r];
            QCOMPARE(int(f.dropped.size()), 2);
            double slowestKept = 0, fastestDropped = 1e300;
            for (int i = 0; i < 8; ++i) {
                const bool dropped = std::count(f.dropped.begin(), f.dropped.end(), double(i + 1)) > 0;
                (dropped ? fastestDropped : slowestKept) = dropped ? std::min(fastestDropped, f.durations[std::size_t(i)])
                                                                   : std::max(slowestKept, f.durations[std::size_t(i)]);
                if (dropped)
                    droppedOnce.insert(i + 1);
            }
            QVERIFY(slowestKept <= fastestDropped);
            QCOMPARE(f.close_time - f.round_start, slowestKept);
            saved += f.time_saved;
        }
        QCOMPARE(int(droppedOnce.size()), 8); // every worker is the slow one now and then
        const BackupWorkersSummary &s = bt.summary;
        QVERIFY(std::abs(s.time_saved_total - saved) < 1e-9);
        QVERIFY(std::abs(s.sync_end_time - s.end_time - saved) <
                1e-9 * s.sync_end_time);                     // same draws, so the clocks differ by the savings
        QVERIFY(s.time_saved_total > 0.3 * s.sync_end_time); // the exponential tail: the two slowest of 8 cost a lot
        // dropping a different worker each time keeps no shard out for good
        QVERIFY2(std::abs(s.w_best_kept - bt.meta.w_best) < 0.05, qPrintable(QString::number(s.w_best_kept)));
    }

    void hybridIsSyncThenAsync()
    {
        const Trace t = sceneRun("backup-workers", {{"warmup_rounds", "3"}});
        const BackupWorkersTrace &bt = typed(t);
        QCOMPARE(bt.meta.switch_time, 9.0); // 3 plain rounds of 3 s
        QCOMPARE(bt.meta.switch_w,
                 typed(sceneRun("backup-workers", {{"backups", "0"}})).frames[3].w_next); // where 3 plain rounds left w
        for (std::size_t r = 0; r < bt.frames.size(); ++r) {
            const BackupWorkersRound &f = bt.frames[r];
            QCOMPARE(f.hybrid_async, r > 3);
            if (r <= 3) {
                QCOMPARE(f.hybrid_time, f.sync_time);
                QCOMPARE(f.hybrid_excess, f.sync_excess);
            } else {
                QVERIFY(f.hybrid_time > bt.meta.switch_time);
            }
        }
        // no warm-up: the hybrid is pure async; a warm-up as long as the run: plain sync
        const Trace pureAsync = sceneRun("backup-workers", {{"warmup_rounds", "0"}}),
                    pureSync = sceneRun("backup-workers", {{"warmup_rounds", "12"}});
        const BackupWorkersTrace &a = typed(pureAsync);
        QCOMPARE(a.meta.hybrid_times, a.meta.async_times);
        QCOMPARE(a.meta.hybrid_excess, a.meta.async_excess);
        const BackupWorkersTrace &s = typed(pureSync);
        QCOMPARE(s.meta.hybrid_times, s.meta.sync_times);
        QCOMPARE(s.summary.hybrid_final_excess, s.summary.sync_final_excess);
    }

    void asyncPartIsTheAsyncServer()
    {
        const Trace t = sceneRun("backup-workers");
        const BackupWorkersTrace &bt = typed(t);
        AsyncConfig a;
        a.w0 = 1.5;
        a.eta = bt.meta.async_eta;
        a.shards = {{1, 3}, {2, 5}, {3, 7}, {4, 9}};
        a.computeTimes = {1, 1, 1, 3};
        a.updates = 48;
        const AsyncTrace at = typedTrace<AsyncTrace>(runAsync(a));
        for (std::size_t r = 1; r < bt.frames.size(); ++r) {
            const AsyncUpdate &u = at.frames[4 * r];
            QCOMPARE(bt.frames[r].async_time, u.time);
            const double loss = (0.5 * std::pow(u.w_after - 3, 2) + 0.5 * std::pow(2 * u.w_after - 5, 2) +
                                 0.5 * std::pow(3 * u.w_after - 7, 2) + 0.5 * std::pow(4 * u.w_after - 9, 2)) /
                                4;
            QVERIFY(std::abs(bt.frames[r].async_excess - (loss - bt.meta.loss_best)) < 1e-12);
        }
    }

    void largestPresetIsFinite()
    {
        const Trace t =
            sceneRun("backup-workers", {{"workers", "16"}, {"rounds", "1000"}, {"times", "random"}, {"backups", "4"}});
        const BackupWorkersTrace &bt = typed(t);
        QCOMPARE(int(bt.frames.size()), 1001);
        QVERIFY(bt.meta.async_times.size() <= 801 && bt.meta.async_times.size() > 400); // thinned for the trace
        QVERIFY(!bt.summary.diverged);
        QVERIFY(!bt.summary.message.empty());
    }

    void runawayIsHeldAndSaid()
    {
        const Trace t = sceneRun("backup-workers", {{"eta", "1"}, {"async_eta", "1"}, {"rounds", "200"}});
        const BackupWorkersTrace &bt = typed(t);
        QVERIFY(bt.summary.diverged);
        QVERIFY(QString::fromStdString(bt.summary.message).contains(QStringLiteral("ran away")));
        QCOMPARE(int(bt.frames.size()), 201);
    }
};

QTEST_GUILESS_MAIN(TestBackupWorkers)
#include "tst_backup_workers.moc"
