#include "async_pitfalls_layout.h"

#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::async_pitfalls {

const AsyncPitfallsTrace &typed(const Trace &trace)
{
    return typedTrace<AsyncPitfallsTrace>(trace);
}

Layout layoutFor(const QRectF &area, const Style &s, AsyncPitfallsView view)
{
    Layout L;
    const double pad = s.padding();
    const panel::SceneHeader header = panel::splitSceneHeader(area, s);
    L.title = header.title;
    L.readout = header.readout;
    QRectF body = header.body;
    const auto split = [&](const QRectF &r) {
        const double gapW = std::clamp(r.width() * 0.36, std::min(r.width() * 0.5, 260.0), r.width() * 0.5);
        L.runsArea = QRectF(r.left(), r.top(), r.width() - gapW - pad * 2, r.height());
        L.gapArea = QRectF(r.right() - gapW, r.top(), gapW, r.height());
    };
    if (view == AsyncPitfallsView::Runs) {
        split(body);
        return L;
    }
    if (view == AsyncPitfallsView::Small) {
        L.smallArea = body;
        return L;
    }
    const double half = (body.height() - pad) / 2;
    split(QRectF(body.left(), body.top(), body.width(), half));
    L.smallArea = QRectF(body.left(), body.bottom() - half, body.width(), half);
    return L;
}

chart::Spec runsSpec(const AsyncPitfallsTrace &tt, const Style &s)
{
    chart::Spec spec;
    spec.id = QStringLiteral("runs");
    spec.x.title = QObject::tr("gradients applied (async updates)");
    spec.y.title = QObject::tr("weight w");
    spec.x.lo = 0;
    spec.x.hi = std::max(1.0, double(tt.frames.size()) - 1);
    const struct {
        double AsyncPitfallsStep::*w;
        const char *name;
        QColor color;
        Qt::PenStyle dash;
        double width;
    } lines[] = {
        // Async dashed (as in the loss chart), sync solid, run B thin: told apart without colour.
        {&AsyncPitfallsStep::w_a, QT_TRANSLATE_NOOP("QObject", "async, run A"), s.series[0], Qt::DashLine, 2.6},
        {&AsyncPitfallsStep::w_b, QT_TRANSLATE_NOOP("QObject", "async, run B (thin, on top)"), s.series[1], Qt::DashLine, 1.0},
        {&AsyncPitfallsStep::sync_w_a, QT_TRANSLATE_NOOP("QObject", "sync, run A"), s.series[2], Qt::SolidLine, 2.6},
        {&AsyncPitfallsStep::sync_w_b, QT_TRANSLATE_NOOP("QObject", "sync, run B (thin, on top)"), s.series[4], Qt::SolidLine,
         1.0}};
    for (const auto &l : lines) {
        chart::Series c;
        c.name = QObject::tr(l.name);
        c.color = l.color;
        c.dash = l.dash;
        c.width = l.width;
        for (const AsyncPitfallsStep &f : tt.frames)
            c.points.emplace_back(f.update, f.*l.w);
        c.firstFrame = 0;
        spec.series.push_back(std::move(c));
    }
    spec.rules.push_back({Qt::Horizontal, tt.meta.w_best, s.muted, Qt::DotLine, 0, QObject::tr("best w")});
    return spec;
}

chart::Spec gapSpec(const AsyncPitfallsTrace &tt, const Style &s)
{
    chart::Spec spec;
    spec.id = QStringLiteral("gap");
    spec.x.title = QObject::tr("gradients applied");
    spec.y.title = QObject::tr("run A − run B");
    spec.x.lo = 0;
    spec.x.hi = std::max(1.0, double(tt.frames.size()) - 1);
    const double span = std::max(tt.summary.max_diff, 1e-3) * 1.15;
    spec.y.lo = -span;
    spec.y.hi = span;
    chart::Series async, sync;
    async.name = QObject::tr("async");
    async.color = s.warning;
    async.dash = Qt::DashLine;
    sync.name = QObject::tr("sync (always 0)");
    sync.color = s.series[2];
    sync.width = 2.2;
    for (const AsyncPitfallsStep &f : tt.frames) {
        async.points.emplace_back(f.update, f.diff);
        sync.points.emplace_back(f.update, f.sync_diff);
    }
    async.firstFrame = sync.firstFrame = 0;
    spec.series = {sync, async};

    return spec;
}

chart::Spec smallSpec(const AsyncPitfallsTrace &tt, const Style &s)
{
    const AsyncPitfallsMeta &m = tt.meta;
    chart::Spec spec;
    spec.id = QStringLiteral("small");
    spec.x.title = QObject::tr("time (s)");
    spec.y.title = QObject::tr("loss above the best (log scale)");
    spec.y.shortTitle = QObject::tr("loss above best");
    spec.y.kind = chart::ScaleKind::Log;
    const double floor = std::max(m.target * 1e-2, 1e-12);
    double hi = floor * 10;
    auto series = [&](const std::vector<double> &t, const std::vector<double> &loss, const QString &name, QColor color,
                      Qt::PenStyle dash) {
        chart::Series c;
        c.name = name;
        c.color = color;
        c.dash = dash;
        for (std::size_t i = 0; i < std::min(t.size(), loss.size()); ++i) {
            const double v = std::clamp(loss[i], floor, 1e12);
            hi = std::max(hi, v);
            c.points.emplace_back(t[i], v);
        }
        return c;
    };
    spec.series.push_back(
        series(m.small_sync_time, m.small_sync_loss, QObject::tr("sync (ring all-reduce)"), s.series[2], Qt::SolidLine));
    spec.series.push_back(
        series(m.small_async_time, m.small_async_loss, QObject::tr("async (one server)"), s.series[0], Qt::DashLine));
    spec.x.lo = 0;
    spec.x.hi = std::max({1e-9, m.small_sync_time.empty() ? 0.0 : m.small_sync_time.back(),
                          m.small_async_time.empty() ? 0.0 : m.small_async_time.back()});
    // Zoom in on the race when both reach the target: three times the later of the two.
    const double later = std::max(tt.summary.small_sync_target_time, tt.summary.small_async_target_time);
    if (tt.summary.small_sync_target_time > 0 && tt.summary.small_async_target_time > 0)
        spec.x.hi = std::min(spec.x.hi, 3 * later);
    spec.y.lo = floor;
    spec.y.hi = hi * 2;
    spec.rules.push_back({Qt::Horizontal, std::max(m.target, floor), s.accent, Qt::DashLine, 0,
                          QObject::tr("target %1").arg(draw::num(m.target))});
    return spec;
}

} // namespace sgd::ui::async_pitfalls
