// The drifting-stream scene's picture and words: the narration carries the trace's worked numbers
// (error just after the shift, ticks for async to recover, the batch model's error just before its
// refit), the card and readout show the same numbers, the error chart marks the drift and every
// refit, the views lay out inside the canvas without overlapping, and the step table names real
// frame fields.

#include "painter_test_support.h"
#include "ui/render/number_format.h"
#include "ui/render/scenes/drifting-stream/drifting_stream_layout.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace sgd;
using namespace sgd::ui;
using testing::narrationText;

namespace {
QString n(double v)
{
    return testing::plainMinus(ui::formatNumber(v));
}

const Trace &shift()
{
    static const Trace t = testing::sceneTrace("drifting-stream");
    return t;
}
} // namespace

class TestDriftingStreamPainter : public QObject {
    Q_OBJECT
private slots:
    void shiftNarrationCarriesTheWorkedNumbers()
    {
        const DriftingStreamTrace &d = typedTrace<DriftingStreamTrace>(shift());
        // #29.2: the start asks who tracks the new w* first; the recovery times come once every
        // learner has recovered (they were told from tick 1 on).
        const double latest = std::max({*d.summary.recover_async, *d.summary.recover_stale, *d.summary.recover_batch});
        const int answer = int(std::ceil(d.meta.drift_time + latest));
        QVERIFY(answer > 41 && answer < 120);
        const QString early = narrationText(shift(), answer - 1);
        QVERIFY2(!early.contains(QStringLiteral("back within")) &&
                     !early.contains(n(*d.summary.recover_async) + QStringLiteral(" ticks")),
                 qPrintable(early));
        const QString text = narrationText(shift(), answer);
        qInfo().noquote() << text;
        QVERIFY(text.contains(QStringLiteral("Tick %1 of 120, after the drift at tick 40").arg(answer)));
        QVERIFY(text.contains(n(d.frames[std::size_t(answer)].async_error)));
        QVERIFY(text.contains(n(d.frames[std::size_t(answer)].stale_error)));
        // Just after the shift, the recovery and the batch model before and after its refit.
        QVERIFY(text.contains(QStringLiteral("jumped ") + n(d.meta.jump)));
        QVERIFY(text.contains(n(d.summary.at_drift_async)));
        QVERIFY(text.contains(QStringLiteral("back within 0.3 after %1 ticks, before the batch model's next refit at tick 60")
                                  .arg(n(*d.summary.recover_async))));
        QVERIFY(text.contains(QStringLiteral("refit at tick 60 is still %1 away").arg(n(d.summary.batch_before_retrain))));
        QVERIFY(text.contains(n(d.summary.batch_after_retrain)));
        QVERIFY(text.contains(QStringLiteral("data from before the shift")));
        QVERIFY(text.contains(n(d.summary.mean_stale)));
        QVERIFY(text.contains(n(d.summary.staleness_stale) + QStringLiteral(" updates old")));
        // The start asks for a prediction; a refit tick says so.
        QVERIFY(narrationText(shift(), 0).contains(QStringLiteral("Predict")));
        QVERIFY(narrationText(shift(), 60).contains(QStringLiteral("refitted now")));
        QVERIFY(!narrationText(shift(), 61).contains(QStringLiteral("refitted now")));
        QVERIFY(narrationText(shift(), 20).contains(QStringLiteral("no drift yet")));
    }

    void rotationNarrationSaysItIsTrailed()
    {
        const Trace t = testing::sceneTrace("drifting-stream", {{"drift", "rotation"}});
        const DriftingStreamTrace &d = typedTrace<DriftingStreamTrace>(t);
        QVERIFY(!narrationText(t, 80).contains(QStringLiteral("never gets back"))); // a turn's numbers come at the end
        const QString text = narrationText(t, 120);
        qInfo().noquote() << text;
        QVERIFY(text.contains(QStringLiteral("turns 3° per tick, moving %1 per tick").arg(n(d.meta.drift_speed))));
        QVERIFY(text.contains(QStringLiteral("never gets back within 0.3")));
        QVERIFY(text.contains(n(d.summary.mean_async)));
        QVERIFY(text.contains(QStringLiteral("middle of its 30-tick window")));
    }

    void pictureShowsTheTraceNumbers()
    {
        const DriftingStreamTrace &d = typedTrace<DriftingStreamTrace>(shift());
        // A recovery shows once the stream has reached it, not before (the card held them all from tick 0).
        const int recovered = int(std::ceil(d.meta.drift_time + *d.summary.recover_async));
        const QString before = testing::svgText(renderFrameSvg(shift(), recovered - 1, Style::light(), QSize(1920, 1080))).flat;
        QVERIFY(!before.contains(QString::number(*d.summary.recover_async) + QStringLiteral(" ticks")));
        QVERIFY(before.contains(QStringLiteral("not yet")));
        const QString after = testing::svgText(renderFrameSvg(shift(), recovered, Style::light(), QSize(1920, 1080))).flat;
        QVERIFY(after.contains(QString::number(*d.summary.recover_async) + QStringLiteral(" ticks")));
        QVERIFY(!after.contains(n(d.summary.mean_batch))); // the run's means wait for the last learner
        const testing::SvgText svg = testing::svgText(renderFrameSvg(shift(), 100, Style::light(), QSize(1920, 1080)));
        QVERIFY(svg.contains(QStringLiteral("tick 100 of 120")));
        QVERIFY(svg.contains(n(d.frames[100].batch_error)));
        QVERIFY(svg.contains(n(d.summary.at_drift_stale)));
        QVERIFY(svg.contains(n(d.summary.mean_batch)));
        QVERIFY(svg.contains(QString::number(*d.summary.recover_async) + QStringLiteral(" ticks")));
        QVERIFY(svg.contains(QStringLiteral("shift")));
        QVERIFY(svg.contains(QStringLiteral("tolerance 0.3")));
    }

    void errorChartMarksTheDriftAndEveryRefit()
    {
        const Style s = Style::light();
        const chart::Spec spec = drifting_stream::errorSpec(shift(), s);
        QCOMPARE(int(spec.series.size()), 3);
        QCOMPARE(int(spec.series[0].points.size()), 121);
        int refits = 0, drift = 0;
        for (const chart::Rule &r : spec.rules) {
            refits += r.orientation == Qt::Vertical && r.dash == Qt::DotLine ? 1 : 0;
            drift += r.orientation == Qt::Vertical && r.at == 40 && r.color == s.warning ? 1 : 0;
        }
        QCOMPARE(refits, 4);
        QCOMPARE(drift, 1);
        // Too many refits to draw: none marked, the drift still is.
        const Trace many = testing::sceneTrace("drifting-stream", {{"retrain_every", "1"}});
        QCOMPARE(int(drifting_stream::errorSpec(many, s).rules.size()), 2);
        // The plane: the optimum's path (two points for a shift) and trails of kTrailTicks + 1 points.
        const chart::Spec plane = drifting_stream::planeSpec(shift(), s, 57);
        QCOMPARE(int(plane.series.size()), 4);
        QCOMPARE(int(plane.series[0].points.size()), 2);
        QCOMPARE(int(plane.series[1].points.size()), drifting_stream::kTrailTicks + 1);
    }

    void layoutsStayInsideTheCanvas_data() { testing::addViewSizeRows(viewNames<drifting_stream::DriftingStreamView>()); }
    void layoutsStayInsideTheCanvas()
    {
        QFETCH(QString, view);
        QFETCH(QSize, size);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const drifting_stream::Layout L =
            drifting_stream::layoutFor(area, Style::light(), viewNamed<drifting_stream::DriftingStreamView>(view));
        for (const QRectF &r : {L.title, L.readout, L.errorArea, L.planeArea, L.card})
            QVERIFY(r.isEmpty() || area.contains(r));
        QVERIFY(!L.errorArea.intersects(L.planeArea) && !L.planeArea.intersects(L.card) && !L.errorArea.intersects(L.card));
        QVERIFY(!L.readout.intersects(L.errorArea) && !L.readout.intersects(L.planeArea));
        if (view == QLatin1String("scene"))
            QVERIFY(!L.errorArea.isEmpty() && !L.planeArea.isEmpty() && !L.card.isEmpty());
    }
};

QTEST_MAIN(TestDriftingStreamPainter)
#include "tst_drifting_stream_painter.moc"
