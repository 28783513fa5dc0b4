// The sharded-servers scene's painter: the narration carries the trace's worked numbers (the cost
// of a push, the ceiling, the push's wait and weight step, the sweep's saturation point), the
// views lay out inside the canvas, the time window follows the frames, and the step table names
// real frame fields.

#include "painter_test_support.h"
#include "ui/render/draw.h"
#include "ui/render/number_format.h"
#include "ui/render/scenes/sharded-servers/sharded_servers_layout.h"

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

class TestShardedServersPainter : public QObject {
    Q_OBJECT
private slots:
    void narrationCarriesTheNumbers()
    {
        const Trace t = testing::sceneTrace("sharded-servers");
        const ShardedServersTrace &tt = typedTrace<ShardedServersTrace>(t);
        const QString start = narrationText(t, 0);
        qInfo().noquote() << start;
        QVERIFY(start.contains(QStringLiteral("Predict")));
        QVERIFY(start.contains(n(tt.meta.service_time)));
        QVERIFY(start.contains(n(tt.meta.ceiling))); // 3.333
        QVERIFY(start.contains(n(tt.meta.transfer_time)));
        QVERIFY(start.contains(n(tt.meta.free_rate)));
        const QString text = narrationText(t, 12);
        qInfo().noquote() << text;
        const ShardedServersStep &f = tt.frames[12];
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
        const ShardedServersTrace &tt = typedTrace<ShardedServersTrace>(t);
        const auto [a0, b0] = sharded_servers::timeWindow(tt, 0);
        QCOMPARE(a0, 0.0);
        QCOMPARE(b0, tt.frames[24].time);
        const auto [a, b] = sharded_servers::timeWindow(tt, 60);
        QCOMPARE(b, tt.frames[60].time);
        QVERIFY(std::abs(b - a - tt.frames[24].time) < 1e-9);
        QVERIFY(sharded_servers::runPoint(tt) != nullptr);
        QCOMPARE(sharded_servers::runPoint(tt)->workers, 8);
        // One curve per shard count in the sweep (1, 2, 4, 8) and the free server's line.
        const chart::Spec spec = sharded_servers::throughputSpec(tt, Style::light());
        QCOMPARE(int(spec.series.size()), 5);
        QVERIFY(spec.series[1].name.contains(n(tt.meta.ceiling))); // "1 server, at most 3.333/s"
    }

    void layoutsStayInsideTheCanvas_data() { testing::addViewSizeRows(viewNames<sharded_servers::ShardedServersView>()); }
    void layoutsStayInsideTheCanvas()
    {
        QFETCH(QString, view);
        QFETCH(QSize, size);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const sharded_servers::Layout L =
            sharded_servers::layoutFor(area, Style::light(), viewNamed<sharded_servers::ShardedServersView>(view));
        for (const QRectF &r : {L.title, L.readout, L.lanesArea, L.throughputArea, L.loadArea})
            QVERIFY(r.isEmpty() || area.contains(r));
        QVERIFY(!L.lanesArea.intersects(L.throughputArea));
        QVERIFY(!L.loadArea.intersects(L.throughputArea) && !L.loadArea.intersects(L.lanesArea));
        QVERIFY(!L.lanesArea.isEmpty() || !L.throughputArea.isEmpty() || !L.loadArea.isEmpty());
        if (view == QLatin1String("scene") && size.width() >= 1000)
            QVERIFY(!L.loadArea.isEmpty()); // the load per shard beside the chart
        if (L.loadArea.isEmpty())
            return;
        // Eight shards' rows stay inside the panel and apart.
        const std::vector<sharded_servers::LoadRow> rows = sharded_servers::loadRows(L.loadArea, 8, Style::light());
        QCOMPARE(int(rows.size()), 8);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            for (const QRectF &r : {rows[i].name, rows[i].bar, rows[i].text})
                QVERIFY(L.loadArea.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r));
            QVERIFY(!rows[i].bar.intersects(rows[i].text) && !rows[i].name.intersects(rows[i].bar));
            if (i > 0)
                QVERIFY(rows[i].name.top() >= rows[i - 1].text.bottom() - 1e-9 ||
                        rows[i].name.top() >= rows[i - 1].bar.bottom() - 1e-9);
        }
    }

    // #29.10: with unequal shards the narration names the slowest shard and its numbers, and the
    // load panel marks it as the one that sets the ceiling, with each shard's load from the frame.
    void slowestShardIsNamed()
    {
        const Trace t = testing::sceneTrace("sharded-servers", {{"shards", "4"}, {"split", "4,1,1,1"}});
        const ShardedServersTrace &tt = typedTrace<ShardedServersTrace>(t);
        const QString start = narrationText(t, 0);
        qInfo().noquote() << start;
        QVERIFY(start.contains(QStringLiteral("The slowest is shard 1")));
        QVERIFY(start.contains(n(tt.meta.service_time)));
        QVERIFY(start.contains(n(tt.meta.ceiling)));
        QVERIFY(start.contains(n(tt.meta.slice_mb)));
        const QString step = narrationText(t, 30);
        qInfo().noquote() << step;
        QVERIFY(step.contains(QStringLiteral("shard 1, the last to answer")));
        QVERIFY(step.contains(QStringLiteral("4 unequal shards it is ")));
        QVERIFY(step.contains(QStringLiteral("(at most %1, the slowest shard's ceiling)").arg(n(tt.meta.ceiling))));
        QVERIFY(step.contains(QStringLiteral("busiest shard busy ") + testing::plainMinus(draw::percent(tt.frames[30].busy))));
        const testing::SvgText svg =
            testing::svgText(renderFrameSvg(t, 30, Style::light(), {1920, 1080}, {}, QStringLiteral("shards")));
        QVERIFY2(svg.contains(QStringLiteral("sets the ceiling")), qPrintable(svg.lines.join(" | ")));
        for (int s = 0; s < 4; ++s) {
            QVERIFY(testing::hasLine(svg, QStringLiteral("S%1").arg(s + 1)));
            QVERIFY(svg.contains(QStringLiteral("busy ") + draw::percent(tt.frames[30].shard_busy[std::size_t(s)])));
            QVERIFY(svg.contains(draw::count(tt.frames[30].shard_pushes[std::size_t(s)]) + QStringLiteral(" served")));
        }
        QVERIFY(svg.contains(n(tt.meta.shard_loads[0].service_time) + QStringLiteral(" s a push")));

        const Trace hot = testing::sceneTrace("sharded-servers", {{"shards", "4"}, {"hot_shard", "3"}, {"hot_factor", "3"}});
        const QString hotStart = narrationText(hot, 0);
        QVERIFY2(hotStart.contains(QStringLiteral("The slowest is shard 3")) &&
                     hotStart.contains(QStringLiteral("as the hot shard it needs 3 times as long")),
                 qPrintable(hotStart));
        // Equal shards: no shard is singled out.
        const Trace even = testing::sceneTrace("sharded-servers", {{"shards", "4"}});
        QVERIFY(!testing::svgText(renderFrameSvg(even, 30, Style::light(), {1920, 1080}, {}, QStringLiteral("scene")))
                     .contains(QStringLiteral("sets the ceiling")));
    }
};

QTEST_MAIN(TestShardedServersPainter)
#include "tst_sharded_servers_painter.moc"
