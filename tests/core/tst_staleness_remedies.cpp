// Staleness remedies: on the heavy-staleness preset (16 workers, 2 stragglers at 8 s) every remedy
// ends below constant eta's final loss; every rule sees the same arrivals; the rules' steps follow
// their formulas; the trace fits its schema and is finite.
#include "core/scenes.h"
#include "core/scenes/staleness-remedies/staleness_remedies.h"
#include "core/scenes/staleness-remedies/staleness_remedies_trace.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace sgd;

namespace {
const Trace &presetTrace()
{
    static const Trace t = [] {
        const SceneDef *scene = findScene("staleness-remedies");
        return runScene(*scene, scene->defaults()); // refuses non-finite numbers and schema misfits
    }();
    return t;
}
} // namespace

class TestStalenessRemedies : public QObject {
    Q_OBJECT
private slots:
    void presetIsHeavilyStale()
    {
        const StalenessRemediesTrace &t = typedTrace<StalenessRemediesTrace>(presetTrace());
        QCOMPARE(int(t.frames.size()), 301);
        QVERIFY2(t.summary.straggler_staleness > 80, qPrintable(QString::number(t.summary.straggler_staleness)));
        QVERIFY(t.summary.max_staleness > 80);
    }

    void everyRemedyBeatsConstantEta()
    {
        // Final loss = the mean loss above the best over the last quarter of the updates (start: 19.6).
        const StalenessRemediesSummary &s = typedTrace<StalenessRemediesTrace>(presetTrace()).summary;
        QCOMPARE(QString::fromStdString(s.verdict_constant), QStringLiteral("diverges"));
        QVERIFY2(s.final_constant > 100, qPrintable(QString::number(s.final_constant))); // 111.8: the late kicks grow
        for (const RemedyRule &r : remedyRules()) {
            if (std::string(r.id) == "constant")
                continue;
            const double v = s.*r.final;
            QVERIFY2(v < 0.05 * s.final_constant,
                     qPrintable(QStringLiteral("%1: %2 against %3").arg(r.id).arg(v).arg(s.final_constant)));
        }
        // Scaling the step by the delay settles; clipping and compensation only shrink the swing.
        QCOMPARE(QString::fromStdString(s.verdict_staleness), QStringLiteral("converges"));
        QCOMPARE(QString::fromStdString(s.verdict_adadelay), QStringLiteral("converges"));
        QCOMPARE(QString::fromStdString(s.verdict_clipped), QStringLiteral("oscillates"));
        QCOMPARE(QString::fromStdString(s.verdict_compensated), QStringLiteral("oscillates"));
        QVERIFY(s.final_staleness < 0.2); // 0.154
        QVERIFY(s.final_adadelay < 0.02); // 0.0124
        QVERIFY(s.final_clipped < 0.5);   // 0.306
        QVERIFY(s.final_compensated < 2); // 1.62
    }

    void rulesFollowTheirFormulas()
    {
        // Replays every rule from the trace alone: the gradient of update u was read at version u - 1 - tau,
        // so w_read is that frame's weight under the same rule; the step must be the rule's formula.
        const StalenessRemediesTrace &t = typedTrace<StalenessRemediesTrace>(presetTrace());
        const double eta = t.meta.eta, clip = t.meta.clip, lambda = t.meta.dc_lambda;
        int stale = 0;
        for (std::size_t u = 1; u < t.frames.size(); ++u) {
            const StalenessRemediesStep &f = t.frames[u];
            QVERIFY(f.worker >= 1 && f.worker <= t.meta.workers);
            QCOMPARE(f.straggler, f.worker > t.meta.workers - t.meta.stragglers);
            const std::size_t k = std::size_t(f.worker - 1), read = u - 1 - std::size_t(f.staleness);
            const double x = t.meta.data_x[k], y = t.meta.data_y[k];
            const StalenessRemediesStep &before = t.frames[u - 1], &at = t.frames[read];
            auto g = [&](double StalenessRemediesStep::*w) { return (at.*w * x - y) * x; };
            auto near = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); };
            QVERIFY(near(f.step_constant, eta * g(&StalenessRemediesStep::w_constant)));
            QVERIFY(near(f.step_staleness, eta / (1 + f.staleness) * g(&StalenessRemediesStep::w_staleness)));
            QVERIFY(near(f.step_adadelay, eta / std::sqrt(1.0 + f.staleness) * g(&StalenessRemediesStep::w_adadelay)));
            QVERIFY(near(f.step_clipped, eta * std::clamp(g(&StalenessRemediesStep::w_clipped), -clip, clip)));
            const double gc = g(&StalenessRemediesStep::w_compensated);
            QVERIFY(near(f.step_compensated, eta * (gc + lambda * gc * gc * (before.w_compensated - at.w_compensated))));
            QVERIFY(near(f.w_constant, before.w_constant - f.step_constant));
            stale += f.staleness > 0 ? 1 : 0;
        }
        QVERIFY(stale > 250); // nearly every gradient is stale
    }

    void sameArrivalsUnderEveryRule()
    {
        // Fixed compute times: the arrival order does not depend on the weights, so one frame list serves all five rules;
        // staleness 0 .. K-1 for the fast workers in steady state, the stragglers far beyond.
        const StalenessRemediesTrace &t = typedTrace<StalenessRemediesTrace>(presetTrace());
        int fastMax = 0;
        for (const StalenessRemediesStep &f : t.frames)
            if (!f.straggler && f.update > 40)
                fastMax = std::max(fastMax, f.staleness);
        QVERIFY2(fastMax < 40, qPrintable(QString::number(fastMax)));
    }

    void straggleFreeRunConvergesUnderConstantEta()
    {
        StalenessRemediesParams c;
        c.stragglers = 0;
        c.eta = 0.005;
        const Trace t = runStalenessRemedies(c);
        const StalenessRemediesTrace tt = [&] { return typedTrace<StalenessRemediesTrace>(t); }();
        QCOMPARE(QString::fromStdString(tt.summary.verdict_constant), QStringLiteral("converges"));
    }

    void stragglersMustBeFewerThanWorkers()
    {
        const SceneDef *scene = findScene("staleness-remedies");
        ParamSet p = scene->defaults();
        p.set("workers", "4");
        p.set("stragglers", "4");
        QVERIFY_THROWS_EXCEPTION(ParamError, validateScene(*scene, p));
    }
};

QTEST_GUILESS_MAIN(TestStalenessRemedies)
#include "tst_staleness_remedies.moc"
