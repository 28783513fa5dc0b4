// Worked example 2 (mini-batch cadence): batches per epoch for every leftover policy,
// sample-wise and full batch, the frozen-weight batch, shuffling and the frames.
#include "core/random.h"
#include "core/scenes.h"
#include "core/scenes/mini-batch/mini_batch.h"
#include "core/scenes/mini-batch/mini_batch_trace.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>

using namespace sgd;

Q_DECLARE_METATYPE(sgd::Leftover)

namespace {
std::vector<int> identity(int n)
{
    std::vector<int> o(static_cast<std::size_t>(n));
    std::iota(o.begin(), o.end(), 0);
    return o;
}
} // namespace

class TestMiniBatch : public QObject {
    Q_OBJECT

private slots:
    void updatesPerEpoch_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("batch");
        QTest::addColumn<Leftover>("policy");
        QTest::addColumn<int>("updates");
        QTest::newRow("400/32 keep") << 400 << 32 << Leftover::Keep << 13;
        QTest::newRow("400/32 drop") << 400 << 32 << Leftover::Drop << 12;
        QTest::newRow("400/32 pad") << 400 << 32 << Leftover::Pad << 13;
        QTest::newRow("sample-wise B=1") << 400 << 1 << Leftover::Keep << 400;
        QTest::newRow("sample-wise B=1 drop") << 400 << 1 << Leftover::Drop << 400;
        QTest::newRow("full batch B=N") << 400 << 400 << Leftover::Keep << 1;
        QTest::newRow("full batch B=N drop") << 400 << 400 << Leftover::Drop << 1;
        QTest::newRow("400/40 no leftover drop") << 400 << 40 << Leftover::Drop << 10;
        QTest::newRow("10/3 keep") << 10 << 3 << Leftover::Keep << 4;
        QTest::newRow("10/3 drop") << 10 << 3 << Leftover::Drop << 3;
    }
    void updatesPerEpoch()
    {
        QFETCH(int, n);
        QFETCH(int, batch);
        QFETCH(Leftover, policy);
        QFETCH(int, updates);
        QCOMPARE(sgd::updatesPerEpoch(n, batch, policy), updates);
        const EpochPlan plan = planEpoch(identity(n), batch, policy);
        QCOMPARE(int(plan.batches.size()), updates);
    }

    void planKeep()
    {
        const EpochPlan p = planEpoch(identity(400), 32, Leftover::Keep);
        QCOMPARE(p.leftover, 16);
        QCOMPARE(int(p.batches.size()), 13);
        for (int b = 0; b < 12; ++b)
            QCOMPARE(int(p.batches[std::size_t(b)].size()), 32);
        QCOMPARE(int(p.batches.back().size()), 16);
        QVERIFY(p.dropped.empty());
        QVERIFY(p.padded.empty());
        std::set<int> all;
        for (const auto &b : p.batches)
            all.insert(b.begin(), b.end());
        QCOMPARE(int(all.size()), 400); // every sample exactly once
    }

    void planDrop()
    {
        const EpochPlan p = planEpoch(identity(400), 32, Leftover::Drop);
        QCOMPARE(int(p.batches.size()), 12);
        for (const auto &b : p.batches)
            QCOMPARE(int(b.size()), 32);
        QCOMPARE(int(p.dropped.size()), 16); // 16 samples unused this epoch
        std::set<int> used;
        for (const auto &b : p.batches)
            used.insert(b.begin(), b.end());
        QCOMPARE(int(used.size()), 384);
        for (int d : p.dropped)
            QVERIFY(!used.count(d));
    }

    void planPad()
    {
        Rng rng(7);
        const std::vector<int> order = shuffledIndices(400, rng);
        const EpochPlan p = planEpoch(order, 32, Leftover::Pad);
        QCOMPARE(int(p.batches.size()), 13);
        for (const auto &b : p.batches)
            QCOMPARE(int(b.size()), 32);    // 13 updates of 32
        QCOMPARE(int(p.padded.size()), 16); // 16 samples repeated
        // the repeats come from the shuffled set of this epoch
        const auto &last = p.batches.back();
        for (int i = 0; i < 16; ++i)
            QCOMPARE(last[std::size_t(16 + i)], order[std::size_t(p.padded[std::size_t(i)])]);
        std::multiset<int> seen;
        for (const auto &b : p.batches)
            seen.insert(b.begin(), b.end());
        QCOMPARE(int(seen.size()), 416);
        std::set<int> distinct(seen.begin(), seen.end());
        QCOMPARE(int(distinct.size()), 400);
    }

    void dataset()
    {
        const auto d = cadenceDataset(8);
        QCOMPARE(int(d.size()), 8);
        const double xs[] = {1, 2, 3, 4, 1, 2, 3, 4};
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(d[std::size_t(i)].x, xs[i]);
            QCOMPARE(d[std::size_t(i)].y, 2 * xs[i] + 1);
        }
    }

    void frozenWeightBatch()
    {
        const Trace t = runMiniBatch(MiniBatchParams{});
        const std::vector<double> grads{-1.5, -4, -7.5, -12};
        QCOMPARE(t.meta.num("frozen_w"), 1.5);
        QCOMPARE(t.meta.vec("frozen_grads"), grads);
        QCOMPARE(t.meta.vec("frozen_x"), (std::vector<double>{1, 2, 3, 4}));
        QCOMPARE(t.meta.vec("frozen_y"), (std::vector<double>{3, 5, 7, 9}));
        QCOMPARE(t.meta.num("frozen_mean_grad"), -6.25);
        QCOMPARE(t.meta.num("frozen_w_next"), 2.125); // one averaged update
    }

    void sceneCounts_data()
    {
        QTest::addColumn<QString>("leftover");
        QTest::addColumn<int>("batch");
        QTest::addColumn<int>("perEpoch");
        QTest::addColumn<int>("lastSize");
        QTest::addColumn<int>("dropped");
        QTest::addColumn<int>("padded");
        QTest::newRow("keep") << "keep" << 32 << 13 << 16 << 0 << 0;
        QTest::newRow("drop") << "drop" << 32 << 12 << 32 << 16 << 0;
        QTest::newRow("pad") << "pad" << 32 << 13 << 32 << 0 << 16;
        QTest::newRow("sample-wise") << "keep" << 1 << 400 << 1 << 0 << 0;
        QTest::newRow("full batch") << "keep" << 400 << 1 << 400 << 0 << 0;
    }
    void sceneCounts()
    {
        QFETCH(QString, leftover);
        QFETCH(int, batch);
        QFETCH(int, perEpoch);
        QFETCH(int, lastSize);
        QFETCH(int, dropped);
        QFETCH(int, padded);
        const SceneDef *s = findScene("mini-batch");
        QVERIFY(s);
        ParamSet p = s->defaults();
        p.set("leftover", leftover.toStdString());
        p.set("batch", std::to_string(batch));
        const Trace t = runScene(*s, p);
        const int epochs = 3;
        QCOMPARE(int(t.frames.size()), 1 + epochs * perEpoch); // frame 0 is the start
        QCOMPARE(t.summary.num("updates_per_epoch"), double(perEpoch));
        QCOMPARE(t.summary.num("updates"), double(epochs * perEpoch));
        QCOMPARE(t.meta.num("updates_per_epoch_mini"), double(perEpoch));
        QCOMPARE(t.meta.num("updates_per_epoch_sample"), 400.0);
        QCOMPARE(t.meta.num("updates_per_epoch_full"), 1.0);
        QCOMPARE(t.meta.num("updates_per_epoch_keep"), double(sgd::updatesPerEpoch(400, batch, Leftover::Keep)));
        QCOMPARE(t.meta.num("updates_per_epoch_drop"), double(sgd::updatesPerEpoch(400, batch, Leftover::Drop)));
        QCOMPARE(t.meta.num("dropped"), double(dropped));
        QCOMPARE(t.meta.num("padded"), double(padded));
        QCOMPARE(t.meta.num("full_batches"), double(400 / batch));
        QCOMPARE(t.meta.num("leftover"), double(400 % batch));
        QCOMPARE(int(t.meta.vec("tape_ticks").size()), perEpoch);
        // the last update of epoch 1
        const Frame &last = t.frames[std::size_t(perEpoch)];
        QCOMPARE(last.num("epoch"), 1.0);
        QCOMPARE(last.num("batch_index"), double(perEpoch));
        QCOMPARE(last.num("batch_size"), double(lastSize));
        QCOMPARE(last.num("padded_in_batch"), double(padded));
        QCOMPARE(t.frames[std::size_t(perEpoch + 1)].num("epoch"), 2.0);
        QCOMPARE(t.frames[std::size_t(perEpoch + 1)].num("batch_index"), 1.0);
        // samples seen in one epoch: all 400, 384 when dropping, 416 when padding
        QCOMPARE(last.num("samples_seen"), double(400 - dropped + padded));
    }

    void framesFollowTheRule()
    {
        MiniBatchParams c;
        const Trace t = runMiniBatch(c);
        const Frame &f0 = t.frames.front();
        QCOMPARE(f0.num("update"), 0.0);
        QCOMPARE(f0.num("w"), 1.5);
        QCOMPARE(f0.num("loss"), 2.6875); // 1/2 mean (1.5x - 2x - 1)^2 over x = 1..4
        for (std::size_t i = 1; i < t.frames.size(); ++i) {
            const Frame &f = t.frames[i];
            QCOMPARE(f.num("update"), double(i));
            QCOMPARE(f.num("w_before"), t.frames[i - 1].num("w"));
            QCOMPARE(f.num("w"), f.num("w_before") - c.eta * f.num("grad"));
            QVERIFY(f.has("epoch") && f.has("batch_index") && f.has("batch_size") && f.has("loss"));
        }
        // heads for the best scalar weight 70/30
        QVERIFY(std::abs(t.summary.num("final_w") - 7.0 / 3.0) < 0.05);
        QCOMPARE(t.meta.num("w_best"), 7.0 / 3.0);
    }

    void everyUpdateCarriesItsOwnFrozenBatch()
    {
        // The frozen-weight card showed the lecture's batch (w = 1.5, one update to 2.125) at every
        // update; each frame now carries its own batch at its own w_before.
        MiniBatchParams c; // B = 32, shuffled
        const Trace t = runMiniBatch(c);
        const auto &tt = typedTrace<MiniBatchTrace>(t);
        QVERIFY(!tt.frames.front().batch_x); // nothing at the start
        QCOMPARE(tt.frames[1].w, 2.0546875); // update 1 from 1.5 with B = 32
        for (std::size_t i = 1; i < tt.frames.size(); ++i) {
            const MiniBatchStep &f = tt.frames[i];
            QVERIFY(f.batch_x && f.batch_y && f.batch_count && f.batch_grads);
            const std::vector<double> &bx = *f.batch_x, &by = *f.batch_y, &bn = *f.batch_count, &bg = *f.batch_grads;
            QVERIFY(!bx.empty() && bx.size() == bn.size() && bx.size() == bg.size() && bx.size() == by.size());
            QVERIFY(std::is_sorted(bx.begin(), bx.end()));
            double count = 0, sum = 0;
            for (std::size_t k = 0; k < bx.size(); ++k) {
                QCOMPARE(by[k], 2 * bx[k] + 1); // the tape's samples lie on y = 2x + 1
                QCOMPARE(bg[k], (f.w_before * bx[k] - by[k]) * bx[k]);
                count += bn[k];
                sum += bn[k] * bg[k];
            }
            QCOMPARE(count, double(f.batch_size));
            QVERIFY(std::abs(sum / count - f.grad) <= 1e-12 * std::max(1.0, std::abs(f.grad)));
        }
        // Update 3 freezes w at 2.2818359375 (update 2's result), not at 1.5.
        QCOMPARE(tt.frames[3].w_before, tt.frames[2].w);
        QVERIFY(std::abs(tt.frames[3].w_before - 2.282) < 5e-4);
        // Sample-wise: one sample, one gradient, the whole step.
        c.batch = 1;
        const Trace sampleWise = runMiniBatch(c);
        const auto &one = typedTrace<MiniBatchTrace>(sampleWise);
        QCOMPARE(*one.frames[1].batch_count, std::vector<double>{1});
        QCOMPARE(*one.frames[1].batch_grads, std::vector<double>{one.frames[1].grad});
    }

    void shuffleReproducible()
    {
        const SceneDef *s = findScene("mini-batch");
        ParamSet a = s->defaults();
        a.set("seed", "42");
        const Trace t1 = runScene(*s, a);
        const Trace t2 = runScene(*s, a);
        ParamSet b = s->defaults();
        b.set("seed", "43");
        const Trace t3 = runScene(*s, b);
        QCOMPARE(t1.frames.size(), t2.frames.size());
        bool allSame12 = true, allSame13 = true;
        for (std::size_t i = 0; i < t1.frames.size(); ++i) {
            allSame12 = allSame12 && t1.frames[i].num("grad") == t2.frames[i].num("grad") &&
                        t1.frames[i].num("w") == t2.frames[i].num("w");
            allSame13 = allSame13 && t1.frames[i].num("grad") == t3.frames[i].num("grad");
        }
        QVERIFY(allSame12);
        QVERIFY(!allSame13);

        Rng r1(42), r2(42), r3(43);
        const auto o1 = shuffledIndices(400, r1), o2 = shuffledIndices(400, r2), o3 = shuffledIndices(400, r3);
        QCOMPARE(o1, o2);
        QVERIFY(o1 != o3);
        auto sorted = o1;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(sorted, identity(400)); // a permutation
        QVERIFY(o1 != identity(400));
    }

    void shuffleOff()
    {
        MiniBatchParams c;
        c.shuffle = false;
        const Trace t = runMiniBatch(c);
        // unshuffled batches of 32 hold each x = 1..4 eight times: the gradient is the full-data gradient
        const Frame &f = t.frames[1];
        QCOMPARE(f.num("grad"), -6.25);
        QCOMPARE(f.num("w"), 2.125);
    }

    void divergenceIsReported()
    {
        const SceneDef *s = findScene("mini-batch");
        ParamSet p = s->defaults();
        p.set("eta", "0.9");
        p.set("batch", "1");
        p.set("epochs", "10");
        const Trace t = runScene(*s, p); // must not throw "non-finite"
        QVERIFY(t.diverged());
        for (const Frame &f : t.frames)
            QVERIFY(f.allFinite());
        QVERIFY(t.meta.allFinite());
        QVERIFY(t.summary.allFinite());
    }

    void frameLimitEndsTheRunAndItsSummary()
    {
        // `trace mini-batch --steps 7`: seven frames (the start and six updates), and the summary
        // describes those six updates, not the three epochs the parameters ask for
        const SceneDef *s = findScene("mini-batch");
        const Trace whole = runScene(*s, s->defaults());
        RunContext ctx;
        ctx.maxFrames = 7;
        const Trace t = runScene(*s, s->defaults(), ctx);
        QCOMPARE(int(t.frames.size()), 7);
        for (int i = 0; i < 7; ++i)
            QVERIFY(t.frames[std::size_t(i)].fields() == whole.frames[std::size_t(i)].fields());
        QCOMPARE(t.summary.num("updates"), 6.0);
        QCOMPARE(t.summary.num("final_w"), t.frames.back().num("w"));
        QCOMPARE(t.summary.num("final_loss"), t.frames.back().num("loss"));
        QCOMPARE(t.summary.num("updates_per_epoch"), whole.summary.num("updates_per_epoch"));
        QCOMPARE(t.summary.num("diverged"), 0.0);
        QVERIFY(QString::fromStdString(t.message()).startsWith("stopped after 6 of 39 updates"));
        QCOMPARE(int(t.meta.vec("mini_loss").size()), 7);
        QCOMPARE(t.meta.vec("mini_seen").back(), t.frames.back().num("samples_seen"));

        // a limit at or beyond the run's length changes nothing
        for (int limit : {int(whole.frames.size()), int(whole.frames.size()) + 5}) {
            ctx.maxFrames = limit;
            const Trace same = runScene(*s, s->defaults(), ctx);
            QCOMPARE(same.frames.size(), whole.frames.size());
            QVERIFY(same.summary.fields() == whole.summary.fields());
        }
        // one frame: just the start
        ctx.maxFrames = 1;
        const Trace start = runScene(*s, s->defaults(), ctx);
        QCOMPARE(int(start.frames.size()), 1);
        QCOMPARE(start.summary.num("updates"), 0.0);
        QCOMPARE(start.summary.num("final_w"), 1.5);
    }

    void batchLargerThanN()
    {
        const SceneDef *s = findScene("mini-batch");
        ParamSet p = s->defaults();
        p.set("n", "10");
        p.set("batch", "11");
        try {
            runScene(*s, p);
            QFAIL("expected a ParamError");
        } catch (const ParamError &e) {
            QCOMPARE(QString::fromStdString(e.key()), QString("batch"));
            QCOMPARE(QString::fromStdString(e.value()), QString("11"));
        }
    }
    void traceFitsItsSchema_data()
    {
        QTest::addColumn<QString>("leftover");
        QTest::newRow("keep") << "keep";
        QTest::newRow("drop") << "drop";
        QTest::newRow("pad") << "pad";
    }
    void traceFitsItsSchema()
    {
        QFETCH(QString, leftover);
        const SceneDef *s = findScene("mini-batch");
        QVERIFY(s && s->schema.frame && s->schema.meta && s->schema.summary);
        ParamSet p = s->defaults();
        p.set("leftover", leftover.toStdString());
        const Trace t = runScene(*s, p);
        QCOMPARE(QString::fromStdString(s->schema.check(t)), QString());
        const MiniBatchTrace &tt = typedTrace<MiniBatchTrace>(t);
        QCOMPARE(tt.frames.size(), t.frames.size());
        // Every frame carries the uniform index, equal to the update count; frame 0 has no batch.
        for (std::size_t i = 0; i < tt.frames.size(); ++i) {
            QCOMPARE(tt.frames[i].step, int(i));
            QCOMPARE(tt.frames[i].update, int(i));
        }
        QVERIFY(!tt.frames[0].padded_in_batch.has_value());
        QCOMPARE(tt.frames[0].tape_end, -1);
        QCOMPARE(tt.frames[1].padded_in_batch.value_or(-1), 0);
        QCOMPARE(tt.meta.leftover_policy, leftover.toStdString());
        QCOMPARE(tt.meta.n, 400);
        QCOMPARE(tt.meta.eta, 0.1);
        QCOMPARE(tt.meta.epochs, 3);
        QCOMPARE(tt.meta.frozen_mean_grad, -6.25);
        QCOMPARE(tt.summary.updates, int(t.frames.size()) - 1);
        QCOMPARE(tt.summary.final_w, tt.frames.back().w);
        QCOMPARE(int(tt.meta.mini_loss.size()), int(t.frames.size()));
        // A trace that does not fit is refused, naming the frame and the field.
        Trace broken = t;
        broken.frames[3].set("batch_size", 2.5);
        QVERIFY(s->schema.check(broken).find("frame 3: field 'batch_size' should be a whole number") != std::string::npos);
        Trace wrongPolicy = t;
        wrongPolicy.meta.set("leftover_policy", std::string("skip"));
        QVERIFY(s->schema.check(wrongPolicy).find("leftover_policy") != std::string::npos);
    }

    void recordsRoundTrip()
    {
        MiniBatchStep f;
        f.step = f.update = 14;
        f.epoch = 2;
        f.batch_index = 1;
        f.batch_size = 32;
        f.w = 2.25;
        f.loss = 0.125;
        f.w_before = 2.5;
        f.grad = 2.5;
        f.samples_seen = 432;
        f.tape_start = 0;
        f.tape_end = 31;
        f.padded_in_batch = 3;
        const Record r = toRecord(f);
        QCOMPARE(r.fields().front().first, std::string("step"));
        QCOMPARE(r.num(fieldName(&MiniBatchStep::samples_seen)), 432.0);
        const MiniBatchStep back = fromRecord<MiniBatchStep>(r);
        QCOMPARE(back.update, 14);
        QCOMPARE(back.epoch, 2);
        QCOMPARE(back.w, 2.25);
        QCOMPARE(back.tape_end, 31);
        QCOMPARE(back.padded_in_batch.value_or(-1), 3);
        QVERIFY(toRecord(back) == r);
        // The start frame leaves padded_in_batch out, and reads back without it.
        MiniBatchStep start;
        QVERIFY(!toRecord(start).has("padded_in_batch"));
        QVERIFY(!fromRecord<MiniBatchStep>(toRecord(start)).padded_in_batch.has_value());

        const MiniBatchParams c;
        const Trace t = runMiniBatch(c);
        const MiniBatchMeta meta = fromRecord<MiniBatchMeta>(t.meta, "scene data");
        QCOMPARE(meta.leftover_policy, std::string("keep"));
        QCOMPARE(meta.tape_ticks.size(), std::size_t(13));
        QCOMPARE(meta.frozen_grads, (std::vector<double>{-1.5, -4, -7.5, -12}));
        QVERIFY(toRecord(meta) == t.meta);
        const MiniBatchSummary summary = fromRecord<MiniBatchSummary>(t.summary, "summary");
        QCOMPARE(summary.updates, 39);
        QVERIFY(toRecord(summary) == t.summary);
    }
};

QTEST_GUILESS_MAIN(TestMiniBatch)
#include "tst_mini_batch.moc"
