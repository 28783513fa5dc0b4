// Sharded parameter servers: K workers push to S shards, every push costs each shard time (its
// slice in and out over its link, then the apply), and each shard serves its own queue. The lanes
// show pushes queuing and every shard at work; the chart shows pushes per second against K, one
// server saturating and more shards lifting the ceiling; the load panel shows each shard's share
// of the work so far and which shard is the slowest, the one that sets the ceiling. Every number
// comes from the trace. Geometry: sharded_servers_layout.*.

#include "sharded_servers_layout.h"
#include "ui/render/draw.h"
#include "ui/render/painters.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui {
namespace {

using namespace sharded_servers;
using draw::num;

QStringList readoutText(const ShardedServersTrace &tt, const ShardedServersStep &f);

QColor laneWorkerColor(const Style &s, int worker)
{
    return s.series[((worker - 1) % 8 + 8) % 8];
}

/// The lanes: one per worker and one for the shards, on the frame's time window.
struct Lanes {
    const ShardedServersTrace &tt;
    const Style &s;
    int index = 0;
    QRectF plot = {};
    double t0 = 0, t1 = 1, now = 0, laneH = 0;
    double gap = 0;    ///< between the workers' lanes and the shards': the queue's label lives there
    double digitW = 0; ///< the width of one digit of a push number on its box

    double x(double t) const { return plot.left() + (t - t0) / (t1 - t0) * plot.width(); }
    QRectF lane(int row) const
    {
        return QRectF(plot.left(), plot.top() + laneH * row + (row >= tt.meta.workers ? gap : 0), plot.width(), laneH);
    }
    int rows() const { return tt.meta.workers + tt.meta.shards; }
    int rowOf(const ShardInterval &iv) const { return iv.lane == 0 ? tt.meta.workers + std::max(iv.shard, 1) - 1 : iv.lane - 1; }

    void names(QPainter &p, double left) const
    {
        const QFont f = s.tickFont();
        const bool equal = equalShards(tt.meta);
        for (int row = 0; row < rows(); ++row) {
            const QRectF r = lane(row);
            if (row % 2 == 1)
                draw::fillRectRows(p, r, s.panel);
            const int shard = row - tt.meta.workers + 1;
            if (laneH < QFontMetricsF(f).height() * 0.8 && row % 2 == 1)
                continue;
            const bool slowest = shard > 0 && !equal && shard == tt.meta.slowest_shard;
            p.setPen(shard > 0 ? (slowest ? s.accent : s.foreground) : laneWorkerColor(s, row + 1));
            QString name = shard > 0 ? shardName(tt.meta, shard) : QStringLiteral("W%1").arg(row + 1);
            if (shard > 0 && shard == tt.meta.hot_shard)
                name += QObject::tr(" hot");
            QFont nf = f;
            nf.setBold(slowest);
            panel::fitText(s, p, QRectF(left, r.top(), plot.left() - left - 6, r.height()), name, nf,
                           Qt::AlignRight | Qt::AlignVCenter, 0.6);
        }
    }

    void bar(QPainter &p, const ShardInterval &iv) const
    {
        const double a = std::max(iv.start, t0), b = std::min(std::min(iv.end, now), t1);
        if (b <= a)
            return;
        const bool apply = iv.lane == 0;
        const QRectF r = lane(rowOf(iv)).adjusted(0, laneH * 0.15, 0, -laneH * 0.15);
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
        const QColor c = laneWorkerColor(s, iv.worker);
        p.setPen(apply ? QPen(s.foreground, s.guideWidth()) : Qt::NoPen);
        p.setBrush(apply ? c : draw::withAlpha(c, 150));
        draw::drawRectRows(p, box);
        if (!apply || iv.update <= 0 || laneH < QFontMetricsF(s.tickFont()).height() * 0.8)
            return;
        const QString number = QString::number(iv.update);
        if (box.width() > digitW * number.size() + 4) {
            p.setPen(draw::textOn(c, s.background));
            p.setFont(s.tickFont());
            p.drawText(box, Qt::AlignCenter, number);
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
        p.drawText(QRectF(plot.left(), plot.bottom() + s.tickGap() + fm.height(), plot.width(),
                          QFontMetricsF(s.bodyFont()).height() + 2),
                   Qt::AlignHCenter | Qt::AlignTop, QObject::tr("time (s)"));
    }

    void nowLine(QPainter &p) const
    {
        const double px = x(now);
        p.setPen(QPen(s.accent, s.cursorWidth(), Qt::DashLine));
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        const ShardedServersStep &f = tt.frames[std::size_t(index)];
        QString q = f.queue_len == 1 ? QObject::tr("1 push waiting") : QObject::tr("%1 pushes waiting").arg(f.queue_len);
        if (tt.meta.shards > 1)
            q = f.queue_len == 0 ? QObject::tr("no push waiting") : QObject::tr("up to %1 waiting at a shard").arg(f.queue_len);
        const QFontMetricsF fm(s.tickFont());
        const double w = fm.horizontalAdvance(q) + 8;
        const QRectF shardLane = lane(tt.meta.workers);
        // In the strip between the workers' lanes and the shards': never over a worker's bar.
        const QRectF box(std::clamp(px - w - 4, plot.left(), plot.right() - w), shardLane.top() - gap + (gap - fm.height()) / 2,
                         w, fm.height());
        p.fillRect(box, draw::withAlpha(s.background, 220));
        p.setPen(f.queue_len > 0 ? s.warning : s.muted);
        p.setFont(s.tickFont());
        p.drawText(box, Qt::AlignCenter, q);
    }
};

void paintLanes(QPainter &p, const QRectF &area, const ShardedServersTrace &tt, int index, const Style &s)
{
    QRectF rest = panel::caption(
        p, area,
        QStringList{QObject::tr("Lanes: computing (worker colour), waiting at the shards (grey), being served (outlined); "
                                "each shard taking a push in and applying it (numbered)"),
                    QObject::tr("Computing, waiting (grey), served (outlined), each shard applying (numbered)"),
                    QObject::tr("Computing, waiting, served, applying")},
        s);
    const QFontMetricsF fm(s.tickFont()), bf(s.bodyFont());
    const double left = rest.left();
    QFont bold = s.tickFont();
    bold.setBold(true);
    const double nameW = std::max(QFontMetricsF(bold).horizontalAdvance(QStringLiteral("S8") + QObject::tr(" hot")),
                                  fm.horizontalAdvance(QObject::tr("server"))) +
                         10;
    Lanes L{tt, s, index};
    L.plot = QRectF(left + nameW, rest.top() + fm.height() + 2, rest.width() - nameW,
                    rest.height() - fm.height() * 2 - bf.height() - s.tickGap() - 6);
    if (L.plot.height() < 10 || L.plot.width() < 40)
        return;
    L.gap = L.plot.height() > 4 * (fm.height() + 4) ? fm.height() + 4 : 0.0;
    L.laneH = (L.plot.height() - L.gap) / double(L.rows());
    L.digitW = fm.horizontalAdvance(QStringLiteral("0"));
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

void paintThroughput(QPainter &p, const QRectF &area, const ShardedServersTrace &tt, const Style &s)
{
    const QRectF rest = panel::caption(
        p, area,
        QStringList{
            QObject::tr(
                "Pushes per second against workers K: near-linear until the server saturates, more shards lift the ceiling"),
            QObject::tr("Pushes per second against K")},
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

/// One shard's row of the load panel: its name, how busy it was so far (a bar), and what it served.
void paintLoadRow(QPainter &p, const LoadRow &r, const ShardedServersTrace &tt, const ShardedServersStep &f, int i, bool slowest,
                  const Style &s)
{
    const ShardedServersMeta &m = tt.meta;
    const ShardLoad &l = m.shard_loads[std::size_t(i)];
    const QColor ink = slowest ? s.accent : s.foreground;
    if (slowest) {
        p.setPen(QPen(s.accent, s.strongWidth()));
        p.setBrush(draw::withAlpha(s.accent, 25));
        p.drawRoundedRect(r.name.united(r.text).adjusted(-3, -2, 3, 2), s.chipRadius(), s.chipRadius());
    }
    p.setPen(ink);
    panel::fitText(s, p, r.name, shardName(m, l.shard), s.panelFont(true), Qt::AlignLeft | Qt::AlignVCenter, 0.6);
    const double busy = panel::clamp01(f.shard_busy[std::size_t(i)]);
    const QColor fill = slowest ? s.accent : s.muted;
    p.setPen(QPen(s.grid, s.guideWidth()));
    p.setBrush(s.background);
    p.drawRect(r.bar);
    p.fillRect(QRectF(r.bar.left(), r.bar.top(), r.bar.width() * busy, r.bar.height()), fill);
    const QString busyText = QObject::tr("busy %1").arg(draw::percent(busy));
    const bool inside = r.bar.width() * busy > QFontMetricsF(s.barFont()).horizontalAdvance(busyText) + 8;
    p.setPen(inside ? draw::textOn(fill, s.background) : s.foreground);
    const QRectF label = inside ? QRectF(r.bar.left(), r.bar.top(), r.bar.width() * busy, r.bar.height())
                                : r.bar.adjusted(r.bar.width() * busy, 0, 0, 0);
    panel::fitText(s, p, label.adjusted(4, 0, -4, 0), busyText, s.barFont(),
                   (inside ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, 0.6);
    const QString pushes = draw::count(f.shard_pushes[std::size_t(i)]);
    const QString waiting = draw::count(f.shard_queue[std::size_t(i)]);
    const QString cost =
        l.ceiling > 0 ? QObject::tr("%1 s a push, at most %2/s").arg(num(l.service_time), num(l.ceiling)) : QObject::tr("free");
    const QString hot = l.hot ? QObject::tr("hot, ") : QString();
    const QString sets = slowest ? QObject::tr(": sets the ceiling") : QString();
    p.setPen(ink);
    panel::fitFirst(
        s, p, r.text,
        {QObject::tr("%1 served, %2 waiting · %3%4%5").arg(pushes, waiting, hot, cost, sets),
         QObject::tr("%1 served · %2%3%4").arg(pushes, hot, cost, sets), QObject::tr("%1 served · %2%3").arg(pushes, hot, cost),
         QObject::tr("%1 served · ≤%2/s%3")
             .arg(pushes, l.ceiling > 0 ? num(l.ceiling) : QStringLiteral("∞"), slowest ? QStringLiteral(" ◀") : QString())},
        s.panelFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
}

/// Each shard's load at this frame: busy share, pushes served and waiting, its cost per push; the
/// slowest shard (when they differ) marked as the one that sets the ceiling.
void paintLoad(QPainter &p, const QRectF &area, const ShardedServersTrace &tt, int index, const Style &s)
{
    const ShardedServersMeta &m = tt.meta;
    const bool equal = equalShards(m);
    const QRectF rest =
        panel::caption(p, area,
                       equal ? QStringList{QObject::tr("Load per shard so far: equal shards share the work evenly"),
                                           QObject::tr("Load per shard so far")}
                             : QStringList{QObject::tr("Load per shard so far: the slowest shard, %1, sets the ceiling")
                                               .arg(shardName(m, m.slowest_shard)),
                                           QObject::tr("Load per shard: %1 sets the ceiling").arg(shardName(m, m.slowest_shard)),
                                           QObject::tr("Load per shard")},
                       s);
    const ShardedServersStep &f = tt.frames[std::size_t(index)];
    if (int(m.shard_loads.size()) != m.shards || int(f.shard_busy.size()) != m.shards)
        return;
    const std::vector<LoadRow> rows = loadRows(rest.adjusted(4, 2, -4, 0), m.shards, s);
    p.save();
    for (int i = 0; i < m.shards; ++i)
        paintLoadRow(p, rows[std::size_t(i)], tt, f, i, !equal && i + 1 == m.slowest_shard, s);
    p.restore();
}

/// The readout line: what a push costs the shard that sets the ceiling, and the rate so far.
QStringList readoutText(const ShardedServersTrace &tt, const ShardedServersStep &f)
{
    const ShardedServersMeta &m = tt.meta;
    const QString ceiling = m.ceiling > 0 ? num(m.ceiling) : QObject::tr("no limit");
    if (equalShards(m))
        return {
            QObject::tr("Each push costs a shard %1 s (%2 s on the link + %3 s to apply): at most %4 pushes/s · so far %5/s, "
                        "shards busy %6")
                .arg(num(m.service_time), num(m.transfer_time), num(m.apply_time), ceiling, num(f.rate), draw::percent(f.busy)),
            QObject::tr("%1 s per push · ceiling %2/s · so far %3/s").arg(num(m.service_time), ceiling, num(f.rate))};
    const QString name = shardName(m, m.slowest_shard);
    const QString hot =
        m.slowest_shard == m.hot_shard ? QObject::tr(", × %1 as the hot shard").arg(num(m.hot_factor)) : QString();
    return {
        QObject::tr("The slowest shard, %1, needs %2 s a push (%3 s on its link + %4 s to apply%5): at most %6 pushes/s · so far "
                    "%7/s, busiest shard %8 busy")
            .arg(name, num(m.service_time), num(m.transfer_time), num(m.apply_time), hot, ceiling, num(f.rate),
                 draw::percent(f.busy)),
        QObject::tr("The slowest shard, %1: %2 s a push, at most %3 pushes/s · so far %4/s")
            .arg(name, num(m.service_time), ceiling, num(f.rate)),
        QObject::tr("%1: %2 s a push · ceiling %3/s · so far %4/s").arg(name, num(m.service_time), ceiling, num(f.rate))};
}

class ShardedServersPainter : public PainterWithViews<ShardedServersView> {
public:
    QString sceneId() const override { return QStringLiteral("sharded-servers"); }
    /// The engine's one-line message in the language shown: the shapes of every message it writes.
    MessageText runMessageText(const Trace &trace) const override
    {
        return fittedMessage(
            trace.message(),
            {QT_TRANSLATE_NOOP("QObject", "diverged: the weight ran away; lower η"),
             QT_TRANSLATE_NOOP("QObject", "a free server: %1 pushes per second, all the workers can make"),
             QT_TRANSLATE_NOOP("QObject", "%1 pushes per second of the workers' %2; %3 can apply at most %4"),
             QT_TRANSLATE_NOOP("QObject",
                               "%1 pushes per second of the workers' %2; %3 can apply at most %4, and run at that ceiling"),
             QT_TRANSLATE_NOOP(
                 "QObject", "%1 pushes per second of the workers' %2; %3 can apply at most %4 (shard %5, the slowest, sets it)"),
             QT_TRANSLATE_NOOP("QObject", "%1 pushes per second of the workers' %2; %3 can apply at most %4 (shard %5, the "
                                          "slowest, sets it), and run at that ceiling"),
             QT_TRANSLATE_NOOP("QObject", "1 server"), QT_TRANSLATE_NOOP("QObject", "%1 shards")});
    }
    QStringList tableColumns() const override
    {
        using F = ShardedServersStep;
        QStringList out;
        for (const std::string &name :
             {fieldName(&F::update), fieldName(&F::worker), fieldName(&F::arrival), fieldName(&F::queue_wait),
              fieldName(&F::last_shard), fieldName(&F::time), fieldName(&F::queue_len), fieldName(&F::staleness),
              fieldName(&F::w_after), fieldName(&F::rate)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("push"),           QObject::tr("worker"),        QObject::tr("arrived (s)"),
                QObject::tr("waited (s)"),     QObject::tr("answered last"), QObject::tr("applied (s)"),
                QObject::tr("still waiting"),  QObject::tr("staleness"),     QObject::tr("w after"),
                QObject::tr("pushes/s so far")};
    }
    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

void ShardedServersPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QObject::tr("Sharded parameter servers: no pushes"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const Style &s = ctx.style;
    const ShardedServersTrace &tt = typed(ctx.trace);
    const Layout L = layoutFor(area, s, viewIn<ShardedServersView>(ctx), tt.meta.shards > 1);
    const ShardedServersMeta &m = tt.meta;
    const int step = ctx.shownStep();
    const QString servers = m.shards == 1 ? QObject::tr("1 server") : QObject::tr("%1 shards").arg(m.shards);
    p.setPen(s.foreground);
    panel::fitFirst(s, p, L.title,
                    {QObject::tr("Sharded servers: %1, %2, push %3 of %4")
                         .arg(text::counted(m.workers, "worker", "workers"))
                         .arg(servers)
                         .arg(step)
                         .arg(ctx.lastStep()),
                     QObject::tr("%1 workers, %2, push %3 of %4").arg(m.workers).arg(servers).arg(step).arg(ctx.lastStep())},
                    s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.setPen(s.muted);
    panel::fitFirst(s, p, L.readout, readoutText(tt, tt.frames[std::size_t(step)]), s.bodyFont(),
                    Qt::AlignLeft | Qt::AlignVCenter, 0.75);
    if (!L.lanesArea.isEmpty())
        paintLanes(p, L.lanesArea, tt, step, s);
    if (!L.throughputArea.isEmpty())
        paintThroughput(p, L.throughputArea, tt, s);
    if (!L.loadArea.isEmpty()) {
        const double em = QFontMetricsF(s.panelFont()).height();
        const Style z = L.lanesArea.isEmpty()
                            ? draw::zoomed(s, std::clamp(L.loadArea.height() / (em * 2.6 * (m.shards + 1.5)), 1.0, 1.8))
                            : s;
        paintLoad(p, L.loadArea, tt, step, z);
    }
}

QString startText(const ShardedServersTrace &tt)
{
    const ShardedServersMeta &m = tt.meta;
    const QString limit =
        m.ceiling > 0 ? QObject::tr("at most 1 / %1 = <b>%2</b> pushes per second").arg(num(m.service_time), num(m.ceiling))
                      : QObject::tr("with no limit (the server costs nothing)");
    const QString alone = QObject::tr(" Alone, the workers would push %1 a second. <i>Predict:</i> who waits?")
                              .arg(m.free_rate == 1 ? QObject::tr("once") : QObject::tr("%1 times").arg(num(m.free_rate)));
    if (equalShards(m) || m.slowest_shard < 1 || m.slowest_shard > int(m.shard_loads.size()))
        return QObject::tr(
                   "<b>Push 0: the start.</b> %1 w = %2 from %3. Each shard owns %4 MB of the %5 MB model; a push "
                   "moves that slice in and the fresh slice back out over the shard's %6 MB/s link (2 × %4 / %6 = %7 s) and "
                   "applying it takes %8 s, so a shard can take %9.")
                   .arg(m.workers == 1 ? QObject::tr("1 worker pulls") : QObject::tr("%1 workers pull").arg(m.workers))
                   .arg(num(m.w0), m.shards == 1 ? QObject::tr("one server") : QObject::tr("%1 shards").arg(m.shards),
                        num(m.slice_mb), num(m.model_mb), num(m.link_mbps), num(m.transfer_time), num(m.apply_time), limit) +
               alone;
    const ShardLoad &slow = m.shard_loads[std::size_t(m.slowest_shard - 1)];
    const QString hot = slow.hot ? QObject::tr("; as the hot shard it needs %1 times as long, %2 s a push,")
                                       .arg(num(m.hot_factor), num(m.service_time))
                                 : QString();
    return QObject::tr(
               "<b>Push 0: the start.</b> %1 w = %2 from %3 shards that do not cost the same. The slowest is shard "
               "%4: "
               "it owns %5 of the %6 MB model (%7 MB); a push moves that slice in and the fresh slice back out over its %8 MB/s "
               "link (2 × %7 / %8 = %9 s) and applying it takes %10 s%11 so it can take %12. Every push waits for every shard's "
               "answer, so that is the ceiling of the whole cluster.")
               .arg(m.workers == 1 ? QObject::tr("1 worker pulls") : QObject::tr("%1 workers pull").arg(m.workers))
               .arg(num(m.w0))
               .arg(m.shards)
               .arg(m.slowest_shard)
               .arg(draw::percent(slow.share), num(m.model_mb), num(m.slice_mb), num(m.link_mbps), num(m.transfer_time),
                    num(m.apply_time), hot.isEmpty() ? QStringLiteral(",") : hot, limit) +
           alone;
}

QString stepText(const ShardedServersTrace &tt, int index)
{
    const ShardedServersStep &f = tt.frames[std::size_t(index)];
    const bool one = tt.meta.shards == 1;
    const QString at = one ? QString() : QObject::tr(" at shard %1").arg(f.last_shard);
    const QString waited =
        f.queue_wait > 0 ? QObject::tr("waited <b>%1 s</b> behind other pushes%2").arg(num(f.queue_wait), at)
                         : (one ? QObject::tr("found the shards free") : QObject::tr("found shard %1 free").arg(f.last_shard));
    const QString last =
        one ? QString() : QObject::tr(", when shard %1, the last to answer, sent its slice back").arg(f.last_shard);
    const QString busy =
        equalShards(tt.meta) ? QObject::tr("shards busy %1 of the time") : QObject::tr("the busiest shard busy %1 of the time");
    const QString queue = one ? (f.queue_len == 1 ? QObject::tr("1 more is still waiting")
                                                  : QObject::tr("%1 more are still waiting").arg(f.queue_len))
                              : QObject::tr("the longest queue at a shard holds %1 more").arg(f.queue_len);
    return QObject::tr("<b>Push %1 of %2.</b> Worker %3's push reached the shards at %4 s, %5, and was applied at %6 s%7; %8. "
                       "It is %9 stale: w = %10 − η × (%11) = %12 with η = %13. So far %14 pushes per second, %15.")
        .arg(index)
        .arg(int(tt.frames.size()) - 1)
        .arg(f.worker)
        .arg(num(f.arrival), waited, num(f.time), last, queue)
        .arg(text::counted(f.staleness, "push", "pushes"))
        .arg(num(f.w_before), num(f.grad), num(f.w_after), num(tt.meta.eta), num(f.rate), busy.arg(draw::percent(f.busy)));
}

QString sweepText(const ShardedServersTrace &tt)
{
    const ShardedServersSummary &sm = tt.summary;
    const ThroughputPoint *one = nullptr, *most = nullptr, *own = nullptr, *same = nullptr;
    for (const ThroughputPoint &p : tt.meta.sweep) {
        if (p.workers != 16)
            continue;
        if (p.as_run)
            own = &p;
        else if (p.shards == 1)
            one = &p;
        if (!p.as_run && (!most || p.shards > most->shards))
            most = &p;
        if (!p.as_run && p.shards == tt.meta.shards)
            same = &p;
    }
    QString out = QObject::tr("<br><b>The curve:</b> ");
    if (sm.saturation_k > 0)
        out += QObject::tr("one server reaches 90% of its ceiling with %1 workers; adding more only lengthens the queue. ")
                   .arg(sm.saturation_k);
    else
        out += QObject::tr("one server never saturates here: the workers are slower than the server. ");
    if (one && most && most != one)
        out += QObject::tr("At K = 16: one server applies %1 pushes/s, %2 shards %3, the workers alone would make %4.")
                   .arg(num(one->rate))
                   .arg(most->shards)
                   .arg(num(most->rate), num(most->free));
    if (own && same)
        out += QObject::tr(" With this run's %1 unequal shards it is %2 pushes/s (at most %3, the slowest shard's ceiling); "
                           "%1 equal shards make %4.")
                   .arg(own->shards)
                   .arg(num(own->rate), num(own->ceiling), num(same->rate));
    return out + QObject::tr(" This run: %1 of the workers' speed, mean wait %2 s, longest queue %3.")
                     .arg(draw::percent(sm.efficiency), num(sm.mean_queue_wait))
                     .arg(sm.max_queue);
}

QString ShardedServersPainter::narration(const Trace &trace, int index, const QVariantMap &) const
{
    if (trace.frames.empty())
        return QObject::tr("<b>No pushes.</b> The shards applied nothing.");
    const ShardedServersTrace &tt = typed(trace);
    index = std::clamp(index, 0, int(trace.frames.size()) - 1);
    return (index == 0 ? startText(tt) : stepText(tt, index)) + sweepText(tt);
}

} // namespace

std::unique_ptr<ScenePainter> shardedServersPainter()
{
    return std::make_unique<ShardedServersPainter>();
}

} // namespace sgd::ui
