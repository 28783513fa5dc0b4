// Learning from a drifting stream: on the default shift the async model is back within the
// tolerance well before the batch model's next refit; high staleness tracks worse than low on both
// drifts; the optimum moves as configured; the batch model only changes at its refits; the run is
// the same for the same seed; and every number is finite.
#include "core/scenes.h"
#include "core/scenes/drifting-stream/drifting_stream.h"
#include "core/scenes/drifting-stream/drifting_stream_trace.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace sgd;

namespace {
Trace sceneTrace(const std::vector<std::pair<std::string, std::string>> &set = {})
{
    const SceneDef *scene = findScene("drifting-stream");
    ParamSet p = scene->defaults();
    for (const auto &[k, v] : set)
        p.set(k, v);
    return runScene(*scene, p); // refuses non-finite numbers and schema misfits
}

const DriftingStreamTrace &shiftRun()
{
    static const Trace t = sceneTrace();
    return typedTrace<DriftingStreamTrace>(t);
}

const DriftingStreamTrace &rotationRun()
{
    static const Trace t = sceneTrace({{"drift", "rotation"}});
    return typedTrace<DriftingStreamTrace>(t);
}
} // namespace

class TestDriftingStream : public QObject {
    Q_OBJECT
private slots:
    void asyncRecoversBeforeTheNextRetrain()
    {
        const DriftingStreamTrace &t = shiftRun();
        const DriftingStreamSummary &s = t.summary;
        QCOMPARE(int(t.frames.size()), 121);
        // Before the shift every learner sits near w*; at the shift all are about the jump away (3.46).
        QCOMPARE(t.meta.jump, 2 * 2 * std::sin(60 * M_PI / 180));
        for (const DriftLearner &l : driftLearners()) {
            QVERIFY2(s.*l.before < 0.3, qPrintable(QStringLiteral("%1 before: %2").arg(l.id).arg(s.*l.before)));
            QVERIFY2(std::abs(s.*l.atDrift - t.meta.jump) < 0.6,
                     qPrintable(QStringLiteral("%1 at drift: %2").arg(l.id).arg(s.*l.atDrift)));
        }
        QVERIFY(s.recover_async.has_value());
        QVERIFY2(*s.recover_async > 3 && *s.recover_async < 15, qPrintable(QString::number(*s.recover_async)));
        QVERIFY(s.next_retrain.has_value());
        QCOMPARE(*s.next_retrain, 60.0);
        QVERIFY(s.async_first);
        QVERIFY(40 + *s.recover_async < *s.next_retrain);
        // The batch model is as far off just before its refit as at the shift; the refit on a window
        // of 10 old and 20 new ticks lands about a third of the jump short.
        QCOMPARE(s.batch_before_retrain, s.at_drift_batch);
        QVERIFY2(s.batch_after_retrain > 0.2 * t.meta.jump && s.batch_after_retrain < 0.5 * t.meta.jump,
                 qPrintable(QString::number(s.batch_after_retrain)));
        // The refit at 90 sees only the new pattern.
        QVERIFY(t.frames[90].batch_error < 0.3);
        QVERIFY(s.recover_batch.has_value());
        QCOMPARE(*s.recover_batch, 50.0);
        QVERIFY(s.mean_async < 0.5 * s.mean_batch);
    }

    void highStalenessTracksWorse()
    {
        // After a shift the stale gradients overshoot: twice the mean error (0.51 against 0.25). A steady turn is
        // trailed by about the same distance whatever the delay (set by eta times the update rate), so there
        // staleness costs less: 0.50 against 0.45.
        for (const DriftingStreamTrace *t : {&shiftRun(), &rotationRun()}) {
            const DriftingStreamSummary &s = t->summary;
            const double factor = t->meta.drift == "shift" ? 1.8 : 1.08;
            QVERIFY2(s.mean_stale > factor * s.mean_async, qPrintable(QStringLiteral("%1: %2 against %3")
                                                                          .arg(QString::fromStdString(t->meta.drift))
                                                                          .arg(s.mean_stale)
                                                                          .arg(s.mean_async)));
            // The same updates per tick (within 10%), but gradients far older.
            QVERIFY(std::abs(s.updates_stale - s.updates_async) < 0.1 * s.updates_async);
            QVERIFY2(s.staleness_async > 2 && s.staleness_async < 4, qPrintable(QString::number(s.staleness_async)));
            QVERIFY2(s.staleness_stale > 13 && s.staleness_stale < 17, qPrintable(QString::number(s.staleness_stale)));
            QVERIFY(!s.diverged);
        }
        QVERIFY2(*shiftRun().summary.recover_stale > 2 * *shiftRun().summary.recover_async,
                 qPrintable(QString::number(*shiftRun().summary.recover_stale))); // 29 against 10
        // A steady turn faster than the tolerance allows is trailed, never caught.
        QVERIFY(!rotationRun().summary.recover_async && !rotationRun().summary.recover_stale &&
                !rotationRun().summary.recover_batch);
    }

    void rotationOutrunsTheBatchModel()
    {
        const DriftingStreamTrace &t = rotationRun();
        const DriftingStreamSummary &s = t.summary;
        // w* moves 2 * 2 sin(1.5 deg) = 0.105 per tick; the batch model, refitted on 30-tick windows, lags
        // the most; async follows at a steady distance above the 0.3 tolerance.
        QVERIFY(std::abs(t.meta.drift_speed - 0.1047) < 1e-3);
        QVERIFY(s.mean_batch > 3 * s.mean_async);
        QVERIFY2(s.mean_async > 0.3 && s.mean_async < 0.8, qPrintable(QString::number(s.mean_async)));
        QVERIFY(s.batch_before_retrain > s.batch_after_retrain);
        // The optimum turns 3 degrees per tick from tick 40 and stays on its circle.
        for (const DriftingStreamStep &f : t.frames) {
            QVERIFY(std::abs(std::hypot(f.opt_x, f.opt_y) - 2) < 1e-12);
            const double deg = std::atan2(f.opt_y, f.opt_x) * 180 / M_PI;
            const double want = 30 + 3 * std::max(0.0, f.time - 40);
            QVERIFY(std::abs(std::remainder(deg - want, 360.0)) < 1e-9);
        }
    }

    void batchModelChangesOnlyAtRefits()
    {
        const DriftingStreamTrace &t = shiftRun();
        QCOMPARE(t.meta.retrain_times, (std::vector<double>{30, 60, 90, 120}));
        for (std::size_t n = 1; n < t.frames.size(); ++n) {
            const DriftingStreamStep &a = t.frames[n - 1], &b = t.frames[n];
            QCOMPARE(b.retrained, n % 30 == 0);
            if (!b.retrained) {
                QCOMPARE(b.batch_x, a.batch_x);
                QCOMPARE(b.batch_y, a.batch_y);
            }
            QVERIFY(b.async_updates >= a.async_updates);
            QCOMPARE(b.drifting, b.time >= 40);
        }
        // Everyone starts from the fit to the history.
        const DriftingStreamStep &f0 = t.frames[0];
        QCOMPARE(f0.async_x, t.meta.start_x);
        QCOMPARE(f0.stale_y, t.meta.start_y);
        QCOMPARE(f0.batch_x, t.meta.start_x);
        QCOMPARE(f0.async_updates, 0);
    }

    void sameSeedSameRun()
    {
        const Trace a = sceneTrace({{"seed", "5"}}), b = sceneTrace({{"seed", "5"}}), c = sceneTrace({{"seed", "6"}});
        const DriftingStreamTrace &ta = typedTrace<DriftingStreamTrace>(a), &tb = typedTrace<DriftingStreamTrace>(b),
                                  &tc = typedTrace<DriftingStreamTrace>(c);
        QCOMPARE(ta.frames.back().async_x, tb.frames.back().async_x);
        QCOMPARE(ta.summary.mean_stale, tb.summary.mean_stale);
        QVERIFY(ta.frames.back().async_x != tc.frames.back().async_x);
    }

    void extremesStayFinite()
    {
        // A large rate with many stale workers runs away; the server holds its last value, the trace stays finite.
        const Trace t = sceneTrace({{"eta", "0.5"},
                                    {"stale_workers", "64"},
                                    {"workers", "32"},
                                    {"compute_time", "0.1"},
                                    {"batch", "1"},
                                    {"noise", "10"},
                                    {"radius", "10"},
                                    {"duration", "300"}});
        const DriftingStreamTrace &tt = typedTrace<DriftingStreamTrace>(t);
        QVERIFY(tt.summary.diverged);
        for (const DriftingStreamStep &f : tt.frames)
            QVERIFY(std::isfinite(f.stale_error) && f.stale_error < 1e7);
        QVERIFY(std::isfinite(tt.summary.mean_stale));
    }

    void tiesGoToTheEarlierStart()
    {
        // #29.13, the project's tie rule (worked example 4): two workers needing 4 and 5 ticks land
        // together at tick 20, worker 2 having started at 15 and worker 1 at 16, so worker 2's
        // gradient goes first. By hand: reads at versions 0, 0 | 4: w1 (tau 0), 5: w2 (1), 8: w1 (1),
        // 10: w2 (1), 12: w1 (1), 15: w2 (1), 16: w1 (1); 20: w2 (tau 1, reads 8), w1 (tau 1, reads 9);
        // 24: w1 (tau 0); 25: w2 (tau 2). Lower worker first gave tick 20 the same mean (0 and 2) but
        // ticks 24 and 25 staleness 1 and 1.
        const Trace trace = sceneTrace({{"workers", "2"}, {"compute_time", "4"}});
        const DriftingStreamTrace &t = typedTrace<DriftingStreamTrace>(trace);
        QCOMPARE(t.frames[20].async_staleness, 1.0);
        QCOMPARE(t.frames[24].async_staleness, 0.0);
        QCOMPARE(t.frames[25].async_staleness, 2.0);
        for (int n : {4, 5, 8, 10, 12, 15, 16})
            QCOMPARE(t.frames[std::size_t(n)].async_staleness, n == 4 ? 0.0 : 1.0);
    }

    void shortRunEndsWithTheDrift()
    {
        // --steps 3: three ticks, the drift moved to the last one (tick 3) so every summary number exists.
        const Trace t = sceneTrace({{"duration", "3"}});
        const DriftingStreamTrace &d = typedTrace<DriftingStreamTrace>(t);
        QCOMPARE(int(d.frames.size()), 4);
        QCOMPARE(d.meta.drift_time, 3.0);
        QVERIFY(!d.frames[2].drifting && d.frames[3].drifting);
        QCOMPARE(d.summary.at_drift_async, d.frames[3].async_error);
        QCOMPARE(d.summary.mean_batch, d.frames[3].batch_error);
        QVERIFY(!d.summary.next_retrain);
        QVERIFY(!d.summary.recover_async); // 3.5 away at the last tick: not back
        const Trace one = sceneTrace({{"duration", "1"}});
        QCOMPARE(int(one.frames.size()), 2);
    }
};

QTEST_GUILESS_MAIN(TestDriftingStream)
#include "tst_drifting_stream.moc"
