#include "sharded_servers_layout.h"

#include "draw.h"
#include "topology_view.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace sgd::ui::shardsview {

const ShardTrace &typed(const Trace &trace) { return typedTrace<ShardTrace>(trace); }

QStringList views() { return {QStringLiteral("scene"), QStringLiteral("lanes"), QStringLiteral("throughput")}; }

Layout layoutFor(const QRectF &area, const Style &s, const QString &view)
{
    Layout L;
    const double pad = s.padding();
    const panel::SceneHeader header = panel::splitSceneHeader(area, s);
    L.title = header.title;
    L.readout = header.readout;
    QRectF body = header.body;
    if (view == QLatin1String("lanes")) {
        L.lanesArea = body;
        return L;
    }
    if (view == QLatin1String("throughput")) {
        L.throughputArea = body;
        return L;
    }
    const double lower = std::clamp(body.height() * 0.45, std::min(body.height() * 0.5, 200.0), body.height() * 0.55);
    L.lanesArea = QRectF(body.left(), body.top(), body.width(), body.height() - lower - pad);
    L.throughputArea = QRectF(body.left(), body.bottom() - lower, body.width(), lower);
    return L;
}

std::pair<double, double> timeWindow(const ShardTrace &tt, int index)
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

const ThroughputPoint *runPoint(const ShardTrace &tt)
{
    for (const ThroughputPoint &p : tt.meta.sweep)
        if (p.shards == tt.meta.shards && p.workers == tt.meta.workers)
            return &p;
    return nullptr;
}

chart::Spec throughputSpec(const ShardTrace &tt, const Style &s)
{
    chart::Spec spec;
    spec.id = QStringLiteral("throughput");
    spec.x.title = QStringLiteral("workers K");
    spec.y.title = QStringLiteral("pushes applied per second");
    spec.y.shortTitle = QStringLiteral("pushes / s");
    spec.x.lo = 1;
    spec.x.hi = 16;
    spec.y.fromZero = true;
    spec.x.label = [](double v) { return draw::num(v); };
    chart::Series free;
    free.name = QStringLiteral("free server");
    free.color = s.muted;
    free.dash = Qt::DashLine;
    std::vector<int> counts;
    for (const ThroughputPoint &p : tt.meta.sweep) {
        if (p.shards == tt.meta.sweep.front().shards)
            free.points.emplace_back(p.workers, p.free);
        if (std::find(counts.begin(), counts.end(), p.shards) == counts.end())
            counts.push_back(p.shards);
    }
    spec.series.push_back(free);
    for (int n : counts) {
        chart::Series c;
        c.name = n == 1 ? QStringLiteral("1 server") : QStringLiteral("%1 shards").arg(n);
        c.color = shardColor(s, n);
        c.width = n == tt.meta.shards ? 1.6 : 1.1;
        c.markers = true;
        double ceiling = 0;
        for (const ThroughputPoint &p : tt.meta.sweep)
            if (p.shards == n) {
                c.points.emplace_back(p.workers, p.rate);
                ceiling = p.ceiling;
            }
        if (ceiling > 0)
            c.name += QStringLiteral(", at most %1/s").arg(draw::num(ceiling));
        spec.series.push_back(std::move(c));
        if (ceiling > 0 && n <= 2) // the lowest ceilings: where the curves bend
            spec.rules.push_back({Qt::Horizontal, ceiling, draw::withAlpha(shardColor(s, n), 170), Qt::DotLine, 0, QString()});
    }
    return spec;
}

} // namespace sgd::ui::shardsview
