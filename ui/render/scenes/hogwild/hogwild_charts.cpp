// The Hogwild! scene's measured charts, all drawn by the shared chart component: loss against
// time for the three modes, updates per second against thread count, and collisions against density.

#include "hogwild_parts.h"
#include "ui/render/quiz_hide.h"

#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::hogwild {

namespace {

bool tooSmall(const chart::Layout &C)
{
    return C.plot.width() < 40 || C.plot.height() < 24;
}

/// A note in the middle of an empty panel.
void emptyNote(QPainter &p, const QRectF &r, const QString &text, const Style &s)
{
    p.setPen(s.muted);
    panel::fitText(s, p, r, text, s.bodyFont(), Qt::AlignCenter, 0.7);
}

void dot(QPainter &p, QPointF c, const QColor &fill, const Style &s, double scale = 1.6)
{
    p.setPen(QPen(s.background, 1.5));
    p.setBrush(fill);
    const double r = s.markerRadius() * scale;
    p.drawEllipse(c, r, r);
}

} // namespace

void paintLossChart(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const HogwildTrace &tt = typed(ctx.trace);
    const QRectF r = panel::caption(
        p, area, {QObject::tr("Loss against measured time (same data, same work)"), QObject::tr("Loss against time")}, s);
    chart::Spec spec;
    spec.id = QStringLiteral("loss");
    spec.x.title = QObject::tr("wall-clock time (ms)");
    spec.x.shortTitle = QObject::tr("time (ms)");
    spec.x.fromZero = true;
    spec.x.pad = 0.02;
    spec.y.title = QObject::tr("loss (log scale)");
    spec.y.shortTitle = QObject::tr("loss");
    spec.y.kind = chart::ScaleKind::Log;
    for (const HogwildCurve &c : tt.meta.curves) {
        chart::Series se;
        se.name = QStringLiteral("%1 (%2 ms)").arg(modeWords(c.mode), draw::num(c.total_ms, NumberForm::Compact));
        se.color = modeColor(s, c.mode);
        se.dash = modeDash(c.mode);
        se.width = c.mode == tt.meta.mode ? 1.3 : 1.0;
        for (std::size_t i = 0; i < c.time_ms.size() && i < c.loss.size(); ++i)
            se.points.emplace_back(c.time_ms[i], c.loss[i]);
        se.firstFrame = 0; // snapshot i of each run (the shown run's is frame i)
        spec.series.push_back(std::move(se));
    }
    spec.revealUpTo = quizLastFrame(ctx); // quiz mode: every run up to the snapshot shown
    const chart::Layout C = chart::layoutChart(spec, r, s, p.device());
    if (tooSmall(C))
        return;
    chart::drawChartCached(p, C, spec, s, true); // the whole run's curves: the same in every frame
    // The shown run's snapshot: where the picture above stands on its curve.
    const auto &frames = tt.frames;
    const int i = std::clamp(ctx.index, 0, int(frames.size()) - 1);
    const HogwildSnapshot &a = frames[std::size_t(i)], &b = frames[std::size_t(std::min(i + 1, int(frames.size()) - 1))];
    const double t = ctx.t > 0 ? ctx.t : 0.0;
    const double x = a.time_ms + (b.time_ms - a.time_ms) * t,
                 y = std::exp(std::log(a.loss) + (std::log(b.loss) - std::log(a.loss)) * t);
    p.save();
    p.setClipRect(C.plot.adjusted(-8, -8, 8, 8));
    p.setPen(QPen(s.muted, s.gridWidth(), Qt::DashLine));
    p.drawLine(QPointF(C.x.map(x), C.plot.top()), QPointF(C.x.map(x), C.plot.bottom()));
    dot(p, C.map(x, y), modeColor(s, tt.meta.mode), s);
    p.restore();
}

void paintThroughputChart(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const HogwildTrace &tt = typed(ctx.trace);
    const QRectF r =
        panel::caption(p, area, {QObject::tr("Updates per second against threads"), QObject::tr("Updates/s vs threads")}, s);
    if (tt.meta.throughput.empty()) {
        emptyNote(p, r, QObject::tr("No sweep in this run (sweep time 0)"), s);
        return;
    }
    chart::Spec spec;
    spec.id = QStringLiteral("throughput");
    spec.x.title = QObject::tr("threads");
    spec.x.lo = 0.5;
    spec.x.hi = tt.meta.throughput.back().threads + 0.5;
    spec.x.label = [](double v) { return v == std::floor(v) && v >= 1 ? draw::count(v) : QString(); };
    spec.y.title = QObject::tr("million updates per second");
    spec.y.shortTitle = QObject::tr("M updates/s");
    spec.y.fromZero = true;
    spec.y.pad = 0.12;
    chart::Series free, locked;
    free.name = QObject::tr("lock-free");
    free.color = modeColor(s, "lock-free");
    locked.name = QObject::tr("one global lock");
    locked.color = modeColor(s, "global-lock");
    locked.dash = modeDash("global-lock");
    free.markers = locked.markers = true;
    for (const HogwildThroughput &h : tt.meta.throughput) {
        free.points.emplace_back(h.threads, h.lock_free_per_s / 1e6);
        locked.points.emplace_back(h.threads, h.global_lock_per_s / 1e6);
    }
    spec.series = {free, locked};
    const chart::Layout C = chart::layoutChart(spec, r, s, p.device());
    if (tooSmall(C))
        return;
    chart::drawChartCached(p, C, spec, s, true); // the whole run's curves: the same in every frame
    // The thread count of the scene's runs, marked on the lock-free line.
    for (const HogwildThroughput &h : tt.meta.throughput)
        if (h.threads == tt.meta.threads) {
            p.save();
            dot(p, C.map(h.threads, h.lock_free_per_s / 1e6), free.color, s);
            p.restore();
        }
}

void paintDensityChart(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const HogwildTrace &tt = typed(ctx.trace);
    const QRectF r = panel::caption(p, area, {QObject::tr("Denser rows: more collisions"), QObject::tr("Density sweep")}, s);
    if (tt.meta.density_sweep.empty()) {
        emptyNote(p, r, QObject::tr("No sweep in this run (sweep time 0)"), s);
        return;
    }
    chart::Spec spec;
    spec.id = QStringLiteral("density");
    spec.x.title = QObject::tr("density: share of features per example");
    spec.x.shortTitle = QObject::tr("density");
    spec.x.kind = chart::ScaleKind::Log;
    spec.x.label = [](double v) { return draw::percent(v); };
    // A little room beyond the first and last density, so their dots are not cut by the frame.
    spec.x.lo = std::min(tt.meta.density, tt.meta.density_sweep.front().density) / 1.6;
    spec.x.hi = std::max(tt.meta.density, tt.meta.density_sweep.back().density) * 1.6;
    spec.y.title = QObject::tr("collided writes (%)");
    spec.y.shortTitle = QObject::tr("collided (%)");
    spec.y.fromZero = true;
    spec.y.pad = 0.15;
    spec.legend = false;
    chart::Series coll;
    coll.color = s.warning;
    coll.markers = true;
    for (const HogwildDensityPoint &d : tt.meta.density_sweep)
        coll.points.emplace_back(d.density, 100.0 * d.collision_rate);
    spec.series = {coll};
    const chart::Layout C = chart::layoutChart(spec, r, s, p.device());
    if (tooSmall(C))
        return;
    chart::drawChartCached(p, C, spec, s, true); // the whole run's curves: the same in every frame
    // This run's density and its lock-free collision rate.
    for (const HogwildCurve &c : tt.meta.curves)
        if (c.mode == "lock-free") {
            p.save();
            p.setClipRect(C.plot.adjusted(-8, -8, 8, 8));
            p.setPen(QPen(s.muted, s.gridWidth(), Qt::DashLine));
            p.drawLine(QPointF(C.x.map(tt.meta.density), C.plot.top()), QPointF(C.x.map(tt.meta.density), C.plot.bottom()));
            dot(p, C.map(tt.meta.density, 100.0 * c.collision_rate), s.warning, s);
            p.restore();
        }
}

} // namespace sgd::ui::hogwild
