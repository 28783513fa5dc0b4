// The async notes' scenes (issue 15): implicit momentum and staleness remedies. Their narrations
// carry the trace's worked numbers (the fitted momentum beside 1 - 1/K, each rule's final loss and
// verdict), their views lay out inside the canvas, and the step table names real frame fields.

#include "painter_test_support.h"
#include "ui/render/number_format.h"
#include "ui/render/render.h"
#include "ui/render/scenes/implicit-momentum/implicit_momentum_layout.h"
#include "ui/render/scenes/staleness-remedies/staleness_remedies_layout.h"
#include "ui/render/style.h"

#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using testing::narrationText;

namespace {
QString n(double v)
{
    return testing::plainMinus(ui::formatNumber(v));
}
} // namespace

class TestAsyncNotesPainters : public QObject {
    Q_OBJECT
private slots:
    void momentumNarrationCarriesTheFit()
    {
        const Trace t = testing::sceneTrace("implicit-momentum", {{"runs", "100"}});
        const ImplicitMomentumTrace &m = typedTrace<ImplicitMomentumTrace>(t);
        const QString text = narrationText(t, 20);
        qInfo().noquote() << text;
        QVERIFY(text.contains(QStringLiteral("Update 20 of 120")));
        QVERIFY(text.contains(QStringLiteral("μ = ") + n(m.summary.fitted_momentum)));
        QVERIFY(text.contains(n(m.meta.momentum_predicted)));
        QVERIFY(text.contains(n(m.frames[20].w_async)));
        QVERIFY(text.contains(n(m.summary.fitted_leaky)));
        QVERIFY(text.contains(n(m.meta.critical_eta)));
        QVERIFY(narrationText(t, 0).contains(QStringLiteral("Predict")));
        QVERIFY(text.contains(QStringLiteral("has swung past")));
        // #29.2: the start asks whether the mean swings past w*; until it has, neither the fit nor
        // the overshoot is told (it was, from update 1 on), and the curve is not drawn ahead.
        int crossing = 1;
        while ((m.frames[std::size_t(crossing)].w_async - m.meta.w_best) * (m.meta.w0 - m.meta.w_best) > 0)
            ++crossing;
        QVERIFY(crossing > 1 && crossing <= 20);
        const QString early = narrationText(t, crossing - 1);
        QVERIFY2(!early.contains(n(m.summary.fitted_momentum)) && !early.contains(QStringLiteral("swing")) &&
                     !early.contains(QStringLiteral("momentum buffer")),
                 qPrintable(early));
        QVERIFY(narrationText(t, crossing).contains(QStringLiteral("since update %1").arg(crossing)));
        QVERIFY(narrationText(t, 0, withView({}, QStringLiteral("fit"))).contains(n(m.summary.fitted_momentum)));
    }

    void remediesNarrationNamesEachVerdict()
    {
        const Trace t = testing::sceneTrace("staleness-remedies");
        const StalenessRemediesTrace &r = typedTrace<StalenessRemediesTrace>(t);
        // #29.2: the start asks which rules settle; the verdicts come with the last update (they
        // were in the narration and on the card from update 1 on).
        for (int i : {0, 1, 95, 299}) {
            const QString early = narrationText(t, i);
            const QString card = testing::svgText(renderFrameSvg(t, i, Style::light(), QSize(1920, 1080))).flat;
            for (const char *verdict : {"diverges", "converges", "oscillates", "creeps"}) {
                QVERIFY2(!early.contains(QLatin1String(verdict)), qPrintable(QStringLiteral("update %1: %2").arg(i).arg(early)));
                QVERIFY2(!card.contains(QLatin1String(verdict)),
                         qPrintable(QStringLiteral("update %1's picture says %2").arg(i).arg(verdict)));
            }
        }
        const QString text = narrationText(t, 300);
        qInfo().noquote() << text;
        QVERIFY(text.contains(QStringLiteral("Update 300 of 300")));
        QVERIFY(text.contains(QString::number(r.frames[300].staleness) + QStringLiteral(" updates old")));
        QVERIFY(testing::svgText(renderFrameSvg(t, 300, Style::light(), QSize(1920, 1080)))
                    .flat.contains(QStringLiteral("converges")));
        for (const RemedyRule &rule : remedyRules()) {
            QVERIFY2(text.contains(QString::fromStdString(r.summary.*rule.verdict)), rule.id);
            QVERIFY2(text.contains(n(r.summary.*rule.final)), rule.id);
        }
        QVERIFY(text.contains(QStringLiteral("diverges")));
        QVERIFY(text.contains(QStringLiteral("converges")));
        QVERIFY(text.contains(QStringLiteral("oscillates")));
    }

    void remediesNarrationSaysWhichWayTheStepsGo()
    {
        // #29.6: "Steps taken: constant η −0.1064" while w went up by 0.1064. The numbers are what
        // each rule subtracted from w, and the sentence says so.
        const Trace t = testing::sceneTrace("staleness-remedies");
        const StalenessRemediesTrace &r = typedTrace<StalenessRemediesTrace>(t);
        int rising = -1;
        for (std::size_t i = 1; i < r.frames.size() && rising < 0; ++i)
            if (r.frames[i].w_constant > r.frames[i - 1].w_constant)
                rising = int(i);
        QVERIFY(rising > 0);
        const StalenessRemediesStep &f = r.frames[std::size_t(rising)];
        QVERIFY(f.step_constant < 0);
        const QString text = narrationText(t, rising);
        QVERIFY2(text.contains(QStringLiteral("Subtracted from w this update: constant η ") + n(f.step_constant)),
                 qPrintable(text));
    }

    void layoutsStayInsideTheCanvas_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QSize>("size");
        using implicit_momentum::ImplicitMomentumView;
        using staleness_remedies::StalenessRemediesView;
        for (const QString &v : viewNames<ImplicitMomentumView>() + viewNames<StalenessRemediesView>())
            for (const QSize s : {QSize(540, 520), QSize(1920, 1080)})
                QTest::addRow("%s %dx%d", qPrintable(v), s.width(), s.height()) << v << s;
    }
    void layoutsStayInsideTheCanvas()
    {
        QFETCH(QString, view);
        QFETCH(QSize, size);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const Style s = Style::light();
        const implicit_momentum::Layout a =
            implicit_momentum::layoutFor(area, s, viewNamed<implicit_momentum::ImplicitMomentumView>(view));
        const staleness_remedies::Layout b =
            staleness_remedies::layoutFor(area, s, viewNamed<staleness_remedies::StalenessRemediesView>(view));
        for (const QRectF &r : {a.title, a.readout, a.trajectoryArea, a.fitArea, a.stalenessArea, b.title, b.readout, b.lossArea,
                                b.weightArea, b.card})
            QVERIFY(r.isEmpty() || area.contains(r));
        // Charts that share the canvas do not overlap.
        QVERIFY(!a.trajectoryArea.intersects(a.fitArea) && !a.fitArea.intersects(a.stalenessArea));
        QVERIFY(!b.lossArea.intersects(b.weightArea) && !b.weightArea.intersects(b.card));
    }

    void tablesNameFrameFields()
    {
        for (const char *id : {"implicit-momentum", "staleness-remedies"}) {
            const Trace t =
                std::string(id) == "implicit-momentum" ? testing::sceneTrace(id, {{"runs", "20"}}) : testing::sceneTrace(id);
            const ScenePainter *p = painterFor(QString::fromLatin1(id));
            QCOMPARE(p->tableColumns().size(), p->tableHeaders().size());
            for (const QString &c : p->tableColumns())
                QVERIFY2(t.frames.back().has(c.toStdString()), qPrintable(c));
        }
    }
};

QTEST_MAIN(TestAsyncNotesPainters)
#include "tst_async_notes_painters.moc"
