// The sharded-servers scene's painter: the narration carries the trace's worked numbers (the cost
// of a push, the ceiling, the push's wait and weight step, the sweep's saturation point), the
// views lay out inside the canvas, the time window follows the frames, and the step table names
// real frame fields.

#include "number_format.h"
#include "painter_test_support.h"
#include "sharded_servers_layout.h"

#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using testing::narrationText;

namespace {
QString n(double v) { return testing::plainMinus(ui::formatNumber(v)); }
} // namespace

class TestShardedServersPainter : public QObject {
    Q_OBJECT
private slots:
    void narrationCarriesTheNumbers()
    {
        const Trace t = testing::sceneTrace("sharded-servers");
        const ShardTrace &tt = typedTrace<ShardTrace>(t);
        const QString start = narrationText(t, 0);
        qInfo().noquote() << start;
        QVERIFY(start.contains(QStringLiteral("Predict")));
        QVERIFY(start.contains(n(tt.meta.service_time)));
        QVERIFY(start.contains(n(tt.meta.ceiling)));   // 3.333
        QVERIFY(start.contains(n(tt.meta.transfer_time)));
        QVERIFY(start.contains(n(tt.meta.free_rate)));
        const QString text = narrationText(t, 12);
        qInfo().noquote() << text;
        const ShardStep &f = tt.frames[12];
        QVERIFY(text.contains(QStringLiteral("Push 12 of 60")));
        QVERIFY(text.contains(QStringLiteral("Worker %1").arg(f.worker)));
        QVERIFY(f.queue_wait > 0);
        QVERIFY(text.contains(n(f.queue_wait) + QStringLiteral(" s behind")));
        QVERIFY(text.contains(n(f.w_after)));
        QVERIFY(text.contains(QStringLiteral("(") + n(f.grad) + QStringLiteral(")")));
        QVERIFY(text.contains(QStringLiteral("%1 pushes stale").arg(f.staleness)));
        QVERIFY(text.contains(QStringLiteral("with %1 workers").arg(tt.summary.saturation_k)));
        QCOMPARE(tt.summary.saturation_k, 5);
    }

    void freeServerSaysSo()
    {
        const Trace t = testing::sceneTrace("sharded-servers", {{"model_mb", "0"}, {"apply_ms", "0"}});
        const QString text = narrationText(t, 0);
        QVERIFY(text.contains(QStringLiteral("with no limit")));
        QVERIFY(narrationText(t, 3).contains(QStringLiteral("found the shards free")));
    }

    void windowFollowsTheFrames()
    {
        const Trace t = testing::sceneTrace("sharded-servers");
        const ShardTrace &tt = typedTrace<ShardTrace>(t);
        const auto [a0, b0] = shardsview::timeWindow(tt, 0);
        QCOMPARE(a0, 0.0);
        QCOMPARE(b0, tt.frames[24].time);
        const auto [a, b] = shardsview::timeWindow(tt, 60);
        QCOMPARE(b, tt.frames[60].time);
        QVERIFY(std::abs(b - a - tt.frames[24].time) < 1e-9);
        QVERIFY(shardsview::runPoint(tt) != nullptr);
        QCOMPARE(shardsview::runPoint(tt)->workers, 8);
        // One curve per shard count in the sweep (1, 2, 4, 8) and the free server's line.
        const chart::Spec spec = shardsview::throughputSpec(tt, Style::light());
        QCOMPARE(int(spec.series.size()), 5);
        QVERIFY(spec.series[1].name.contains(n(tt.meta.ceiling))); // "1 server, at most 3.333/s"
    }

    void layoutsStayInsideTheCanvas_data()
    {
        testing::addViewSizeRows(shardsview::views());
    }
    void layoutsStayInsideTheCanvas()
    {
        QFETCH(QString, view);
        QFETCH(QSize, size);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const shardsview::Layout L = shardsview::layoutFor(area, Style::light(), view);
        for (const QRectF &r : {L.title, L.readout, L.lanesArea, L.throughputArea})
            QVERIFY(r.isEmpty() || area.contains(r));
        QVERIFY(!L.lanesArea.intersects(L.throughputArea));
        QVERIFY(!L.lanesArea.isEmpty() || !L.throughputArea.isEmpty());
    }

};

QTEST_MAIN(TestShardedServersPainter)
#include "tst_sharded_servers_painter.moc"
