#include "sharded_servers_layout.h"

#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::sharded_servers {

const ShardedServersTrace &typed(const Trace &trace)
{
    return typedTrace<ShardedServersTrace>(trace);
}

Layout layoutFor(const QRectF &area, const Style &s, ShardedServersView view, bool loadBeside)
{
    Layout L;
    const double pad = s.padding();
    const panel::SceneHeader header = panel::splitSceneHeader(area, s);
    L.title = header.title;
    L.readout = header.readout;
    QRectF body = header.body;
    if (view == ShardedServersView::Lanes) {
        L.lanesArea = body;
        return L;
    }
    if (view == ShardedServersView::Throughput) {
        L.throughputArea = body;
        return L;
    }
    if (view == ShardedServersView::Shards) {
        L.loadArea = body;
        return L;
    }
    const double lower = std::clamp(body.height() * 0.45, std::min(body.height() * 0.5, 200.0), body.height() * 0.55);
    L.lanesArea = QRectF(body.left(), body.top(), body.width(), body.height() - lower - pad);
    L.throughputArea = QRectF(body.left(), body.bottom() - lower, body.width(), lower);
    // Beside the chart, each shard's load, once the chart keeps room enough for its sixteen K.
    const double loadW = std::min(body.width() * 0.4, QFontMetricsF(s.panelFont()).averageCharWidth() * 58);
    if (loadBeside && body.width() - loadW - pad >= QFontMetricsF(s.tickFont()).averageCharWidth() * 70) {
        L.throughputArea.setWidth(body.width() - loadW - pad);
        L.loadArea = QRectF(L.throughputArea.right() + pad, L.throughputArea.top(), loadW, lower);
    }
    return L;
}

std::vector<LoadRow> loadRows(const QRectF &rest, int shards, const Style &s)
{
    std::vector<LoadRow> rows;
    const QFontMetricsF fm(s.panelFont(true));
    const double em = fm.height();
    const double rowH = std::min(rest.height() / std::max(shards, 1), em * 3.3);
    const bool twoLines = rowH >= em * 2.3; // the bar on the first line, the words under it
    const double nameW = fm.horizontalAdvance(QObject::tr("server")) + s.padding();
    for (int i = 0; i < shards; ++i) {
        const QRectF row(rest.left(), rest.top() + rowH * i, rest.width(), rowH);
        const QRectF inner = row.adjusted(0, rowH * 0.1, 0, -rowH * 0.1);
        LoadRow r;
        if (twoLines) {
            const double barH = std::min(inner.height() * 0.48, em * 1.25);
            r.name = QRectF(inner.left(), inner.top(), nameW, barH);
            r.bar = QRectF(r.name.right(), inner.top(), inner.right() - r.name.right(), barH);
            r.text = QRectF(r.name.right(), r.bar.bottom(), r.bar.width(), inner.bottom() - r.bar.bottom());
        } else {
            const double barW = std::clamp((inner.width() - nameW) * 0.35, 0.0, fm.averageCharWidth() * 14);
            r.name = QRectF(inner.left(), inner.top(), nameW, inner.height());
            r.bar = QRectF(r.name.right(), inner.top(), barW, inner.height());
            r.text = QRectF(r.bar.right() + s.padding(), inner.top(), std::max(0.0, inner.right() - r.bar.right() - s.padding()),
                            inner.height());
        }
        rows.push_back(r);
    }
    return rows;
}

bool equalShards(const ShardedServersMeta &m)
{
    for (const ShardLoad &l : m.shard_loads)
        if (l.service_time != m.shard_loads.front().service_time)
            return false;
    return true;
}

QString shardName(const ShardedServersMeta &m, int shard)
{
    if (m.shards == 1)
        return QObject::tr("server");
    return QStringLiteral("S%1").arg(shard);
}

std::pair<double, double> timeWindow(const ShardedServersTrace &tt, int index)
{
    const int last = int(tt.frames.size()) - 1;
    const double span = std::max(tt.frames[std::size_t(std::min(last, 24))].time, 1e-9);
    index = std::clamp(index, 0, last);
    const double end = std::max(tt.frames[std::size_t(index)].time, span);
    return {end - span, end};
}

QColor shardColor(const Style &s, int shards)
{
    int i = 0;
    while ((1 << i) < shards && i < 7)
        ++i;
    // 1, 2, 4, 8 shards take series colours 0, 1, 2, 3; another count (3, 5, 6, 7) takes 4..7.
    const bool power = (1 << i) == shards;
    return s.series[power ? i : 4 + (shards % 4)];
}

const ThroughputPoint *runPoint(const ShardedServersTrace &tt)
{
    const ThroughputPoint *out = nullptr;
    for (const ThroughputPoint &p : tt.meta.sweep)
        if (p.shards == tt.meta.shards && p.workers == tt.meta.workers && (!out || p.as_run))
            out = &p;
    return out;
}

chart::Spec throughputSpec(const ShardedServersTrace &tt, const Style &s)
{
    chart::Spec spec;
    spec.id = QStringLiteral("throughput");
    spec.x.title = QObject::tr("workers K");
    spec.y.title = QObject::tr("pushes applied per second");
    spec.y.shortTitle = QObject::tr("pushes / s");
    spec.x.lo = 1;
    spec.x.hi = 16;
    spec.y.fromZero = true;
    spec.x.label = [](double v) { return draw::num(v); };
    chart::Series free;
    free.name = QObject::tr("free server");
    free.color = s.muted;
    free.dash = Qt::DashLine;
    std::vector<int> counts;
    bool asRun = false;
    for (const ThroughputPoint &p : tt.meta.sweep) {
        if (p.shards == tt.meta.sweep.front().shards && !p.as_run)
            free.points.emplace_back(p.workers, p.free);
        if (!p.as_run && std::find(counts.begin(), counts.end(), p.shards) == counts.end())
            counts.push_back(p.shards);
        asRun = asRun || p.as_run;
    }
    spec.series.push_back(free);
    // Each shard count its own dash, with dots for the first four, apart from the free server's
    // dashes without dots and this run's dash-dot with dots: told apart without their colours.
    static const Qt::PenStyle shardDashes[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotDotLine};
    int drawn = 0;
    const auto curve = [&](int n, bool own) {
        chart::Series c;
        c.name = own      ? QObject::tr("this run's %1 unequal shards").arg(n)
                 : n == 1 ? QObject::tr("1 server")
                          : QObject::tr("%1 shards").arg(n);
        c.color = own ? s.foreground : shardColor(s, n);
        const int k = own ? 0 : drawn++;
        c.dash = own ? Qt::DashDotLine : shardDashes[k % 4];
        // The fifth to eighth without dots (and dash-dot for dashed, which the free server is).
        if (!own && k >= 4 && c.dash == Qt::DashLine)
            c.dash = Qt::DashDotLine;
        c.width = own || (n == tt.meta.shards && !asRun) ? 1.6 : 1.1;
        c.markers = own || k < 4;
        double ceiling = 0;
        for (const ThroughputPoint &p : tt.meta.sweep)
            if (p.shards == n && p.as_run == own) {
                c.points.emplace_back(p.workers, p.rate);
                ceiling = p.ceiling;
            }
        if (ceiling > 0)
            c.name = QObject::tr("%1, at most %2/s").arg(c.name, draw::num(ceiling));
        spec.series.push_back(std::move(c));
        if (ceiling > 0 && (n <= 2 || own)) // the lowest ceilings, and the run's own: where the curves bend
            spec.rules.push_back({Qt::Horizontal, ceiling, draw::withAlpha(own ? s.foreground : shardColor(s, n), 170),
                                  Qt::DotLine, 0, QString()});
    };
    for (int n : counts)
        curve(n, false);
    if (asRun)
        curve(tt.meta.shards, true);
    return spec;
}

} // namespace sgd::ui::sharded_servers
