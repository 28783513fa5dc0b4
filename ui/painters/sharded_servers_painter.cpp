// Sharded parameter servers: K workers push to S shards, every push costs the shards time (its
// slice in and out over each link, then the apply). The lanes show pushes queuing at the shards;
// the chart shows pushes per second against K, one server saturating and more shards lifting the
// ceiling. Geometry: sharded_servers_layout.*.

#include "draw.h"
#include "painters.h"
#include "sharded_servers_layout.h"
#include "topology_view.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace sgd::ui {
namespace {

using namespace shardsview;
using draw::num;

QColor laneWorkerColor(const Style &s, int worker) { return s.series[((worker - 1) % 8 + 8) % 8]; }

/// The lanes: one per worker and one for the shards, on the frame's time window.
struct Lanes {
    const ShardTrace &tt;
    const Style &s;
    int index = 0;
    QRectF plot;
    double t0 = 0, t1 = 1, now = 0, laneH = 0;
    double numberW = 0; ///< the width a push number needs on its box

    double x(double t) const { return plot.left() + (t - t0) / (t1 - t0) * plot.width(); }
    QRectF lane(int row) const { return QRectF(plot.left(), plot.top() + laneH * row, plot.width(), laneH); }
    int rowOf(int lane) const { return lane == 0 ? tt.meta.workers : lane - 1; }

    void names(QPainter &p, double left) const
    {
        const QFont f = s.tickFont();
        for (int row = 0; row <= tt.meta.workers; ++row) {
            const QRectF r = lane(row);
            if (row % 2 == 1)
                draw::fillRectRows(p, r, s.panel);
            const bool shards = row == tt.meta.workers;
            if (!shards && laneH < QFontMetricsF(f).height() * 0.8 && row % 2 == 1)
                continue;
            p.setPen(shards ? s.foreground : laneWorkerColor(s, row + 1));
            const QString name = shards ? (tt.meta.shards == 1 ? QStringLiteral("server") : QStringLiteral("%1 shards").arg(tt.meta.shards))
                                        : QStringLiteral("W%1").arg(row + 1);
            panel::fitText(p, QRectF(left, r.top(), plot.left() - left - 6, r.height()), name, f, Qt::AlignRight | Qt::AlignVCenter, 0.6);
        }
    }

    void bar(QPainter &p, const ShardInterval &iv) const
    {
        const double a = std::max(iv.start, t0), b = std::min(std::min(iv.end, now), t1);
        if (b <= a)
            return;
        const bool apply = iv.lane == 0;
        const QRectF r = lane(rowOf(iv.lane)).adjusted(0, laneH * 0.15, 0, -laneH * 0.15);
        const QRectF box(x(a), r.top(), std::max(1.0, x(b) - x(a)), r.height());
        if (iv.kind[0] == 'q') { // queued
            p.setPen(QPen(s.warning, s.guideWidth(), Qt::DashLine));
            p.setBrush(draw::withAlpha(s.idle, 90));
            draw::drawRectRows(p, box);
            return;
        }
        if (iv.kind == "served") { // the worker waits while the shards take its push in and answer
            const QColor c = laneWorkerColor(s, iv.lane);
            p.setPen(QPen(c, s.guideWidth()));
            p.setBrush(draw::withAlpha(c, 45));
            draw::drawRectRows(p, box.adjusted(0.5, 0.5, -0.5, -0.5));
            return;
        }
        const int worker = apply ? tt.frames[std::size_t(std::clamp(iv.update, 0, int(tt.frames.size()) - 1))].worker : iv.lane;
        const QColor c = laneWorkerColor(s, worker);
        p.setPen(apply ? QPen(s.foreground, s.guideWidth()) : Qt::NoPen);
        p.setBrush(apply ? c : draw::withAlpha(c, 150));
        draw::drawRectRows(p, box);
        if (apply && box.width() > numberW) {
            p.setPen(draw::textOn(c, s.background));
            p.setFont(s.tickFont());
            p.drawText(box, Qt::AlignCenter, QString::number(iv.update));
        }
    }

    void axis(QPainter &p) const
    {
        const QFontMetricsF fm(s.tickFont());
        p.setFont(s.tickFont());
        const int target = std::clamp(int(plot.width() / (fm.horizontalAdvance(QStringLiteral("0000.0")) + 16)), 2, 10);
        for (double v : chart::linearTicks(t0, t1, target)) {
            const double px = x(v);
            p.setPen(QPen(s.grid, s.gridWidth()));
            p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
            p.setPen(s.muted);
            const QString text = num(v);
            const double w = fm.horizontalAdvance(text) + 2;
            const double left = std::clamp(px - w / 2, plot.left() - w / 2, plot.right() - w); // the last label stays inside
            p.drawText(QRectF(left, plot.bottom() + s.tickGap(), w, fm.height()), Qt::AlignHCenter | Qt::AlignTop, text);
        }
        p.setPen(s.foreground);
        p.setFont(s.bodyFont());
        p.drawText(QRectF(plot.left(), plot.bottom() + s.tickGap() + fm.height(), plot.width(), QFontMetricsF(s.bodyFont()).height() + 2),
                   Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("time (s)"));
    }

    void nowLine(QPainter &p) const
    {
        const double px = x(now);
        p.setPen(QPen(s.accent, s.cursorWidth(), Qt::DashLine));
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        const ShardStep &f = tt.frames[std::size_t(index)];
        const QString q = f.queue_len == 1 ? QStringLiteral("1 push waiting") : QStringLiteral("%1 pushes waiting").arg(f.queue_len);
        const QFontMetricsF fm(s.tickFont());
        const double w = fm.horizontalAdvance(q) + 8;
        const QRectF shardLane = lane(tt.meta.workers);
        const QRectF box(std::clamp(px - w - 4, plot.left(), plot.right() - w), shardLane.top() - fm.height() - 2, w, fm.height());
        p.fillRect(box, draw::withAlpha(s.background, 220));
        p.setPen(f.queue_len > 0 ? s.warning : s.muted);
        p.setFont(s.tickFont());
        p.drawText(box, Qt::AlignCenter, q);
    }
};

void paintLanes(QPainter &p, const QRectF &area, const ShardTrace &tt, int index, const Style &s)
{
    QRectF rest = panel::caption(p, area,
                                 QStringList{QStringLiteral("Lanes: computing (worker colour), waiting at the shards (grey), being served (outlined); "
                                                            "the shards taking a push in and applying it (numbered)"),
                                             QStringLiteral("Computing, waiting (grey), served (outlined), applying (numbered)")},
                                 s);
    const QFontMetricsF fm(s.tickFont()), bf(s.bodyFont());
    const double left = rest.left();
    const double nameW = fm.horizontalAdvance(QStringLiteral("8 shards")) + 10;
    Lanes L{tt, s, index};
    L.plot = QRectF(left + nameW, rest.top() + fm.height() + 2, rest.width() - nameW,
                    rest.height() - fm.height() * 2 - bf.height() - s.tickGap() - 6);
    if (L.plot.height() < 10 || L.plot.width() < 40)
        return;
    L.laneH = L.plot.height() / double(tt.meta.workers + 1);
    L.numberW = fm.horizontalAdvance(QStringLiteral("00")) + 4;
    std::tie(L.t0, L.t1) = timeWindow(tt, index);
    L.now = tt.frames[std::size_t(index)].time;
    p.save();
    L.names(p, left);
    L.axis(p);
    p.setClipRect(L.plot);
    for (const ShardInterval &iv : tt.meta.intervals)
        if (iv.end >= L.t0 && iv.start <= L.now)
            L.bar(p, iv);
    p.setClipping(false);
    p.setPen(QPen(s.grid, s.frameWidth()));
    p.setBrush(Qt::NoBrush);
    p.drawRect(L.plot);
    p.drawLine(QPointF(L.plot.left(), L.lane(tt.meta.workers).top()), QPointF(L.plot.right(), L.lane(tt.meta.workers).top()));
    L.nowLine(p);
    p.restore();
}

void paintThroughput(QPainter &p, const QRectF &area, const ShardTrace &tt, const Style &s)
{
    const QRectF rest = panel::caption(
        p, area,
        QStringList{QStringLiteral("Pushes per second against workers K: near-linear until the server saturates, more shards lift the ceiling"),
                    QStringLiteral("Pushes per second against K")},
        s);
    const chart::Spec spec = throughputSpec(tt, s);
    const chart::Layout L = chart::layoutChart(spec, rest, s, p.device());
    chart::drawChartCached(p, L, spec, s, true); // the whole run's curves: the same in every frame
    if (const ThroughputPoint *pt = runPoint(tt)) {
        const QPointF at = L.map(pt->workers, pt->rate);
        p.save();
        p.setPen(QPen(s.accent, s.strongWidth()));
        p.setBrush(Qt::NoBrush);
        const double r = std::max(s.currentRadius(), s.markerRadius() * 2.2);
        p.drawEllipse(at, r, r);
        p.restore();
    }
}

class ShardedServersPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("sharded-servers"); }
    QStringList views() const override { return shardsview::views(); }
    QStringList tableColumns() const override
    {
        using F = ShardStep;
        QStringList out;
        for (const std::string &name : {fieldName(&F::update), fieldName(&F::worker), fieldName(&F::arrival), fieldName(&F::queue_wait),
                                        fieldName(&F::time), fieldName(&F::queue_len), fieldName(&F::staleness), fieldName(&F::w_after),
                                        fieldName(&F::rate)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("push"),    QStringLiteral("worker"),    QStringLiteral("arrived (s)"),
                QStringLiteral("waited (s)"), QStringLiteral("applied (s)"), QStringLiteral("still waiting"),
                QStringLiteral("staleness"), QStringLiteral("w after"),  QStringLiteral("pushes/s so far")};
    }
    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

void ShardedServersPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QStringLiteral("Sharded parameter servers: no pushes"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const Style &s = ctx.style;
    const ShardTrace &tt = typed(ctx.trace);
    const Layout L = layoutFor(area, s, ctx.view);
    const ShardMeta &m = tt.meta;
    const int step = ctx.shownStep();
    const QString servers = m.shards == 1 ? QStringLiteral("1 server") : QStringLiteral("%1 shards").arg(m.shards);
    p.setPen(s.foreground);
    panel::fitFirst(p, L.title,
                    {QStringLiteral("Sharded servers: %1 workers, %2, push %3 of %4").arg(m.workers).arg(servers).arg(step).arg(ctx.lastStep()),
                     QStringLiteral("%1 workers, %2, push %3 of %4").arg(m.workers).arg(servers).arg(step).arg(ctx.lastStep())},
                    s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    const ShardStep &f = tt.frames[std::size_t(step)];
    const QString ceiling = m.ceiling > 0 ? num(m.ceiling) : QStringLiteral("no limit");
    p.setPen(s.muted);
    panel::fitFirst(p, L.readout,
                    {QStringLiteral("Each push costs a shard %1 s (%2 s on the link + %3 s to apply): at most %4 pushes/s · so far %5/s, "
                                    "shards busy %6")
                         .arg(num(m.service_time), num(m.transfer_time), num(m.apply_time), ceiling, num(f.rate), draw::percent(f.busy)),
                     QStringLiteral("%1 s per push · ceiling %2/s · so far %3/s").arg(num(m.service_time), ceiling, num(f.rate))},
                    s.bodyFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.75);
    if (!L.lanesArea.isEmpty())
        paintLanes(p, L.lanesArea, tt, step, s);
    if (!L.throughputArea.isEmpty())
        paintThroughput(p, L.throughputArea, tt, s);
}

QString startText(const ShardTrace &tt)
{
    const ShardMeta &m = tt.meta;
    const QString limit = m.ceiling > 0 ? QStringLiteral("at most 1 / %1 = <b>%2</b> pushes per second").arg(num(m.service_time), num(m.ceiling))
                                        : QStringLiteral("with no limit (the server costs nothing)");
    return QStringLiteral("<b>Push 0: the start.</b> %1 workers pull w = %2 from %3. Each shard owns %4 MB of the %5 MB model; a push "
                          "moves that slice in and the fresh slice back out over the shard's %6 MB/s link (2 × %4 / %6 = %7 s) and "
                          "applying it takes %8 s, so a shard can take %9. Alone, the workers would push %10 times per second. "
                          "<i>Predict:</i> who waits?")
        .arg(m.workers)
        .arg(num(m.w0), m.shards == 1 ? QStringLiteral("one server") : QStringLiteral("%1 shards").arg(m.shards), num(m.slice_mb), num(m.model_mb),
             num(m.link_mbps), num(m.transfer_time), num(m.apply_time), limit)
        .arg(num(m.free_rate));
}

QString stepText(const ShardTrace &tt, int index)
{
    const ShardStep &f = tt.frames[std::size_t(index)];
    const QString waited = f.queue_wait > 0 ? QStringLiteral("waited <b>%1 s</b> behind other pushes").arg(num(f.queue_wait))
                                            : QStringLiteral("found the shards free");
    return QStringLiteral("<b>Push %1 of %2.</b> Worker %3's push reached the shards at %4 s, %5, and was applied at %6 s; %7 still "
                          "waiting. It is %8 pushes stale: w = %9 − η × (%10) = %11 with η = %14. So far %12 pushes per second, shards busy %13 of the time.")
        .arg(index)
        .arg(int(tt.frames.size()) - 1)
        .arg(f.worker)
        .arg(num(f.arrival), waited, num(f.time), f.queue_len == 1 ? QStringLiteral("1 more is") : QStringLiteral("%1 more are").arg(f.queue_len))
        .arg(f.staleness)
        .arg(num(f.w_before), num(f.grad), num(f.w_after), num(f.rate), draw::percent(f.busy), num(tt.meta.eta));
}

QString sweepText(const ShardTrace &tt)
{
    const ShardSummary &sm = tt.summary;
    const ThroughputPoint *one = nullptr, *most = nullptr;
    for (const ThroughputPoint &p : tt.meta.sweep) {
        if (p.workers == 16 && p.shards == 1)
            one = &p;
        if (p.workers == 16 && (!most || p.shards > most->shards))
            most = &p;
    }
    QString out = QStringLiteral("<br><b>The curve:</b> ");
    if (sm.saturation_k > 0)
        out += QStringLiteral("one server reaches 90% of its ceiling with %1 workers; adding more only lengthens the queue. ").arg(sm.saturation_k);
    else
        out += QStringLiteral("one server never saturates here: the workers are slower than the server. ");
    if (one && most && most != one)
        out += QStringLiteral("At K = 16: one server applies %1 pushes/s, %2 shards %3, the workers alone would make %4.")
                   .arg(num(one->rate))
                   .arg(most->shards)
                   .arg(num(most->rate), num(most->free));
    return out + QStringLiteral(" This run: %1 of the workers' speed, mean wait %2 s, longest queue %3.")
                     .arg(draw::percent(sm.efficiency), num(sm.mean_queue_wait))
                     .arg(sm.max_queue);
}

QString ShardedServersPainter::narration(const Trace &trace, int index, const QVariantMap &) const
{
    if (trace.frames.empty())
        return QStringLiteral("<b>No pushes.</b> The shards applied nothing.");
    const ShardTrace &tt = typed(trace);
    index = std::clamp(index, 0, int(trace.frames.size()) - 1);
    return (index == 0 ? startText(tt) : stepText(tt, index)) + sweepText(tt);
}

} // namespace

std::unique_ptr<ScenePainter> makeShardedServersPainter() { return std::make_unique<ShardedServersPainter>(); }

} // namespace sgd::ui
