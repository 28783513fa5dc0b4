// Worked example 1 (one weight): every number of the table, the update rule, the contraction
// factor, overshoot and divergence, from the library.
#include "core/scenes.h"
#include "core/scenes/single-weight/single_weight.h"

#include <QTest>

#include <cmath>

using namespace sgd;

namespace {
bool close(double a, double b, double tol = 1e-12)
{
    return std::abs(a - b) <= tol * std::max(1.0, std::abs(b));
}
} // namespace

class TestSingleWeight : public QObject {
    Q_OBJECT

private slots:
    void formulas()
    {
        using namespace single_weight;
        QCOMPARE(prediction(2, 3), 6.0);
        QCOMPARE(loss(2, 3, 10), 8.0);
        QVERIFY(close(loss(2.01, 3, 10), 7.88045));
        QVERIFY(close(forwardDifference(2, 3, 10, 0.01), -11.955, 1e-10));
        QVERIFY(close(centralDifference(2, 3, 10, 0.01), -12.0, 1e-10));
        QCOMPARE(gradient(2, 3, 10), -12.0);
        QCOMPARE(gradientWrtX(2, 3, 10), -8.0); // the classic slip
        QVERIFY(gradientWrtX(2, 3, 10) != gradient(2, 3, 10));
        QCOMPARE(loss(10.0 / 3.0, 3, 10), 0.0);
        QCOMPARE(gradient(10.0 / 3.0, 3, 10), 0.0);
    }

    void firstFrame()
    {
        const Trace t = runSingleWeight(SingleWeightParams{});
        QCOMPARE(int(t.frames.size()), 13); // steps 0..12: the start and 12 updates
        const Frame &f = t.frames.front();
        QCOMPARE(f.num("step"), 0.0);
        QCOMPARE(f.num("w"), 2.0);
        QCOMPARE(f.num("y_hat"), 6.0);
        QCOMPARE(f.num("loss"), 8.0);
        QCOMPARE(f.num("grad"), -12.0);
        QVERIFY(close(f.num("loss_probe"), 7.88045));
        QVERIFY(close(f.num("fd_grad"), -11.955, 1e-10));
        QVERIFY(close(f.num("central_grad"), -12.0, 1e-10));
        QCOMPARE(std::round(f.num("fd_grad")), -12.0); // "the lecture rounds to -12"
        QVERIFY(close(f.num("w_next"), 3.2));
        QCOMPARE(f.num("wrong_grad"), -8.0);
        QVERIFY(close(t.meta.num("w_star"), 10.0 / 3.0));
        QVERIFY(close(t.summary.num("w_star"), 10.0 / 3.0));
        QVERIFY(close(t.meta.num("contraction"), 0.1));
        QVERIFY(!t.diverged());
    }

    void followingSteps()
    {
        const Trace t = runSingleWeight(SingleWeightParams{});
        QVERIFY(close(t.frames[1].num("w"), 3.2));
        QVERIFY(close(t.frames[1].num("w_next"), 3.32));
        QVERIFY(close(t.frames[2].num("w"), 3.32));
        QVERIFY(close(t.frames[2].num("w_next"), 3.332));
        // every frame continues from the previous one
        for (std::size_t i = 1; i < t.frames.size(); ++i)
            QCOMPARE(t.frames[i].num("w"), t.frames[i - 1].num("w_next"));
        // and converges to w* = 10/3 where L = 0
        QVERIFY(std::abs(t.summary.num("final_w") - 10.0 / 3.0) < 1e-10);
    }

    void signRule_data()
    {
        QTest::addColumn<double>("w0");
        QTest::addColumn<double>("expectedSign"); // sign of w_next - w
        QTest::newRow("left of vertex: g<0, w increases") << 2.0 << 1.0;
        QTest::newRow("right of vertex: g>0, w decreases") << 5.0 << -1.0;
        QTest::newRow("far left") << -7.0 << 1.0;
    }
    void signRule()
    {
        QFETCH(double, w0);
        QFETCH(double, expectedSign);
        SingleWeightParams c;
        c.w0 = w0;
        c.steps = 1;
        const Frame f = runSingleWeight(c).frames.front();
        QCOMPARE(f.num("grad") < 0 ? 1.0 : -1.0, expectedSign);
        QCOMPARE(f.num("w_next") > f.num("w") ? 1.0 : -1.0, expectedSign);
    }

    void contraction_data()
    {
        QTest::addColumn<double>("eta");
        QTest::addColumn<bool>("overshoot");
        QTest::newRow("eta=0.01 slow") << 0.01 << false;
        QTest::newRow("eta=0.1 tenfold") << 0.1 << false;
        QTest::newRow("eta=1/9 one step") << 1.0 / 9.0 << false;
        QTest::newRow("eta=0.12 overshoot") << 0.12 << true;
        QTest::newRow("eta=0.15 overshoot") << 0.15 << true;
        QTest::newRow("eta=0.2 overshoot") << 0.2 << true;
        QTest::newRow("eta=0.22 overshoot") << 0.22 << true;
    }
    void contraction()
    {
        QFETCH(double, eta);
        QFETCH(bool, overshoot);
        SingleWeightParams c;
        c.eta = eta;
        c.steps = 8;
        const Trace t = runSingleWeight(c);
        const double wStar = 10.0 / 3.0;
        const double factor = 1 - 9 * eta;
        QVERIFY(close(t.meta.num("contraction"), factor, 1e-12));
        QVERIFY(!t.diverged());
        QCOMPARE(int(t.frames.size()), 9);
        for (const Frame &f : t.frames) {
            const double before = f.num("w") - wStar;
            const double after = f.num("w_next") - wStar;
            if (std::abs(before) < 1e-9)
                break; // eta = 1/9 lands on the vertex in one step
            QVERIFY2(std::abs(after - factor * before) < 1e-9 * std::max(1.0, std::abs(before)),
                     qPrintable(QString("step %1: %2 vs %3").arg(f.num("step")).arg(after).arg(factor * before)));
            QCOMPARE(f.num("overshoot") != 0.0, overshoot);
            if (overshoot)
                QVERIFY(before * after < 0); // the sign flips every step
        }
        // The distance shrinks in every converging case.
        const double first = std::abs(t.frames.front().num("w") - wStar);
        const double last = std::abs(t.frames.back().num("w_next") - wStar);
        QVERIFY(last < first);
        if (overshoot)
            QVERIFY(t.message().find("overshoot") != std::string::npos);
    }

    void divergence_data()
    {
        QTest::addColumn<double>("eta");
        QTest::addColumn<int>("steps");
        QTest::newRow("eta=0.5, 12 steps") << 0.5 << 12;
        QTest::newRow("eta=0.5, 1000 steps") << 0.5 << 1000;
        QTest::newRow("eta=0.5, 3 steps") << 0.5 << 3;
        QTest::newRow("eta=0.3, 1000 steps") << 0.3 << 1000;
        QTest::newRow("eta=10, 1000 steps") << 10.0 << 1000;
    }
    void divergence()
    {
        QFETCH(double, eta);
        QFETCH(int, steps);
        SingleWeightParams c;
        c.eta = eta;
        c.steps = steps;
        const Trace t = runSingleWeight(c);
        QVERIFY(t.diverged());
        QVERIFY(!t.message().empty());
        QVERIFY(!t.frames.empty());
        QVERIFY(int(t.frames.size()) <= steps + 1);
        for (const Frame &f : t.frames) {
            QVERIFY(f.allFinite());
            QCOMPARE(f.num("overshoot"), 1.0);
        }
        QVERIFY(t.summary.allFinite());
        QVERIFY(t.meta.allFinite());
        // the distance to w* grows every step
        for (const Frame &f : t.frames)
            QVERIFY(std::abs(f.num("w_next") - 10.0 / 3.0) > std::abs(f.num("w") - 10.0 / 3.0));
        // #29.5: a step the message names is the last one the frames show (it said 12 beside "of 11").
        QCOMPARE(t.summary.num("steps"), t.frames.back().num("step"));
        if (const auto at = t.message().find("step "); at != std::string::npos)
            QCOMPARE(std::stod(t.message().substr(at + 5)), t.frames.back().num("step"));
        else
            QCOMPARE(QString::fromStdString(t.message()).left(9), QStringLiteral("diverges:"));
    }

    void boundaryTwoNinths()
    {
        // eta = 2/9: |1 - 9 eta| = 1, w bounces between two points and never settles.
        SingleWeightParams c;
        c.eta = 2.0 / 9.0;
        c.steps = 20;
        const Trace t = runSingleWeight(c);
        for (const Frame &f : t.frames)
            QVERIFY(std::abs(std::abs(f.num("w") - 10.0 / 3.0) - 4.0 / 3.0) < 1e-9);
    }

    void throughScene()
    {
        const SceneDef *s = findScene("single-weight");
        QVERIFY(s);
        ParamSet p = s->defaults();
        const Trace t = runScene(*s, p);
        QCOMPARE(QString::fromStdString(t.scene), QString("single-weight"));
        QCOMPARE(t.frames.front().num("w_next"), runSingleWeight(SingleWeightParams{}).frames.front().num("w_next"));
        QCOMPARE(t.params.num("eta"), 0.1);
        p.set("eta", "0.5");
        const Trace d = runScene(*s, p);
        QVERIFY(d.diverged());
        p.set("x", "0");
        QVERIFY_THROWS_EXCEPTION(ParamError, runScene(*s, p));
        // So close to 0 that w* = y/x is infinite: refused before the run, not a non-finite number in it.
        for (const char *tiny : {"5e-324", "-1e-300", "9e-7"}) {
            p.set("x", tiny);
            QVERIFY_THROWS_EXCEPTION(ParamError, validateScene(*s, p));
        }
        p.set("x", "1e-6");
        QVERIFY(std::isfinite(runScene(*s, p).summary.num("w_star")));
    }
};

QTEST_GUILESS_MAIN(TestSingleWeight)
#include "tst_single_weight.moc"
