// The async-pitfalls scene's painter: the narration carries the trace's worked numbers (both runs'
// weights and their gap, sync's zero gap, the small case's rates, times and verdict), the views lay
// out inside the canvas, the charts carry the trace's curves, and the step table names real fields.

#include "painter_test_support.h"
#include "ui/render/number_format.h"
#include "ui/render/scenes/async-pitfalls/async_pitfalls_layout.h"

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

class TestAsyncPitfallsPainter : public QObject {
    Q_OBJECT
private slots:
    void narrationCarriesTheNumbers()
    {
        const Trace t = testing::sceneTrace("async-pitfalls");
        const AsyncPitfallsTrace &tt = typedTrace<AsyncPitfallsTrace>(t);
        QVERIFY(narrationText(t, 0).contains(QStringLiteral("Predict")));
        QVERIFY(narrationText(t, 3).contains(QStringLiteral("has not closed a round yet")));
        const QString text = narrationText(t, 40);
        qInfo().noquote() << text;
        const AsyncPitfallsStep &f = tt.frames[40];
        QVERIFY(text.contains(QStringLiteral("Update 40 of 60")));
        QVERIFY(text.contains(n(f.w_a)) && text.contains(n(f.w_b)) && text.contains(n(f.diff)));
        QVERIFY(text.contains(QStringLiteral("apart by 0;")));
        QVERIFY(text.contains(QStringLiteral("update %1").arg(tt.summary.first_split)));
        QVERIFY(text.contains(QStringLiteral("bit for bit")));
        QVERIFY(text.contains(n(tt.summary.small_sync_rate)) && text.contains(n(tt.summary.small_async_rate)));
        QVERIFY(text.contains(n(tt.summary.small_sync_target_time) + QStringLiteral(" s")));
        QVERIFY(text.contains(n(tt.summary.small_async_target_time) + QStringLiteral(" s")));
        QVERIFY(text.contains(QStringLiteral("sync wins")));
        QVERIFY(text.contains(n(tt.summary.small_speedup)));
    }

    void cheapMessagesLetAsyncWin()
    {
        const Trace t = testing::sceneTrace("async-pitfalls", {{"message_s", "0"}, {"small_workers", "4"}, {"target", "0.1"}});
        const AsyncPitfallsTrace &tt = typedTrace<AsyncPitfallsTrace>(t);
        const QString text = narrationText(t, 1);
        const QString verdict = QString::fromStdString(tt.summary.small_verdict);
        QVERIFY(text.contains(verdict + QStringLiteral(" wins")) || verdict == QLatin1String("neither"));
    }

    void chartsCarryTheCurves()
    {
        const Trace t = testing::sceneTrace("async-pitfalls");
        const AsyncPitfallsTrace &tt = typedTrace<AsyncPitfallsTrace>(t);
        const chart::Spec runs = async_pitfalls::runsSpec(tt, Style::light());
        QCOMPARE(int(runs.series.size()), 4);
        QCOMPARE(runs.series[0].points.back().y(), tt.frames.back().w_a);
        QCOMPARE(runs.series[1].points.back().y(), tt.frames.back().w_b);
        const chart::Spec small = async_pitfalls::smallSpec(tt, Style::light());
        QCOMPARE(int(small.series.size()), 2);
        QCOMPARE(small.series[0].points.size(), tt.meta.small_sync_time.size());
        QCOMPARE(small.rules.front().at, tt.meta.target);
    }

    void layoutsStayInsideTheCanvas_data() { testing::addViewSizeRows(viewNames<async_pitfalls::AsyncPitfallsView>()); }
    void layoutsStayInsideTheCanvas()
    {
        QFETCH(QString, view);
        QFETCH(QSize, size);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        using async_pitfalls::AsyncPitfallsView;
        const async_pitfalls::Layout L = async_pitfalls::layoutFor(area, Style::light(), viewNamed<AsyncPitfallsView>(view));
        for (const QRectF &r : {L.title, L.readout, L.runsArea, L.smallArea})
            QVERIFY(r.isEmpty() || area.contains(r));
        QVERIFY(!L.runsArea.intersects(L.smallArea));
    }
};

QTEST_MAIN(TestAsyncPitfallsPainter)
#include "tst_async_pitfalls_painter.moc"
