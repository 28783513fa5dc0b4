// Geometry of the asynchronous-SGD scene (see async_layout.h): the panels, the shared time axis,
// the staircase's chart layout and the worker lanes, with no pixels drawn.

#include "async_layout.h"
#include "async_parts.h"

#include <QImage>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::async {

const AsyncTrace &typed(const Trace &tr)
{
    return typedTrace<AsyncTrace>(tr);
}

std::vector<Interval> intervalsOf(const Trace &tr)
{
    std::vector<Interval> out;
    const auto &records = typed(tr).meta.worker_intervals;
    out.reserve(records.size());
    for (const WorkerInterval &iv : records)
        out.push_back({iv.worker - 1, iv.start, iv.end, iv.kindValue(), iv.update.value_or(0)});
    return out;
}

std::vector<int> busyWorkers(const std::vector<Interval> &intervals, int pusher, double time)
{
    std::vector<int> busy;
    for (const Interval &iv : intervals)
        if (iv.worker != pusher - 1 && iv.computing() && iv.start < time - 1e-12 && iv.end > time + 1e-12)
            busy.push_back(iv.worker + 1);
    std::sort(busy.begin(), busy.end());
    return busy;
}

QColor workerColor(const Style &s, int w)
{
    return s.series[((w % 8) + 8) % 8];
}

double cursorTime(const PaintContext &ctx)
{
    const auto &frames = typed(ctx.trace).frames;
    const double a = frames.at(std::size_t(ctx.index)).time;
    if (!ctx.hasNext() || ctx.t <= 0.0)
        return a;
    const double b = frames.at(std::size_t(ctx.index + 1)).time;
    return a + (b - a) * ctx.t;
}

const AsyncUpdate &shownFrame(const PaintContext &ctx)
{
    return typed(ctx.trace).frames.at(std::size_t(ctx.shownStep()));
}

bool compareOn(const PaintContext &ctx)
{
    return toggleOn(ctx.options, kCompareToggle);
}

bool sideFits(const QRectF &area, const Style &s)
{
    return area.width() >= 900 * std::min(1.0, std::sqrt(s.fontScale));
}

Regions regionsFor(const QRectF &area, const Style &s, bool side, double legendH)
{
    Regions l;
    const double pad = s.padding();
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.titleFont()), fm(s.bodyFont());
    l.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    l.counters = QRectF(body.left(), l.title.bottom(), body.width(), fm.height() * 1.6);
    const double top = l.counters.bottom() + 4;
    const double leftW = side ? body.width() * 0.7 : body.width();
    const double h = body.bottom() - top;
    l.chart = QRectF(body.left(), top, leftW, h * 0.56);
    l.lanes = QRectF(body.left(), l.chart.bottom() + 2, leftW, h - l.chart.height() - legendH - 2);
    l.legend = QRectF(body.left(), l.lanes.bottom(), leftW, legendH);
    if (side)
        l.side = QRectF(body.left() + leftW + pad * 1.5, top, body.width() - leftW - pad * 1.5, h);
    return l;
}

QRectF belowCaption(const QRectF &r, const Style &s)
{
    return r.adjusted(0, QFontMetricsF(s.captionFont()).height() + 4, 0, 0);
}

TimeAxis timeAxis(const PaintContext &ctx)
{
    TimeAxis a;
    const AsyncTrace &tt = typed(ctx.trace);
    a.t1 = tt.frames.back().time;
    for (const WorkerInterval &iv : tt.meta.worker_intervals)
        a.t1 = std::max(a.t1, iv.end);
    // The whole run's range, the same in every frame: the axis keeps still while stepping (a run
    // that blows up shows its early steps flat, and how far it went from the start), and the
    // staircase's settled reads and dots come from cached layers.
    double lo = tt.meta.w0, hi = lo;
    for (const AsyncUpdate &f : tt.frames)
        for (double v : {f.w_read, f.w_before, f.w_after}) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    const double best = tt.meta.w_best;
    if (std::isfinite(best) && best >= lo - (hi - lo) * 0.5 && best <= hi + (hi - lo) * 0.5) {
        lo = std::min(lo, best);
        hi = std::max(hi, best);
    }
    if (compareOn(ctx)) {
        for (double v : tt.meta.sync_weights) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        for (double v : tt.meta.sync_times)
            a.t1 = std::max(a.t1, v);
    }
    const double pad = std::max(1e-6, (hi - lo) * 0.08);
    a.w0 = lo - pad;
    a.w1 = hi + pad * 1.6;
    a.t1 = std::max(a.t1 * 1.02, 1e-6);
    return a;
}

namespace {

/// The server's updates 0..index as the hover box reads them off the staircase.
void addStaircaseHover(chart::Spec &spec, const AsyncTrace &tt, int index, const Style &s)
{
    spec.fixedX = true;
    spec.xName = QObject::tr("server time"); // as the lanes under it call it
    chart::Series w{QObject::tr("w after the update"), s.accent, {}, Qt::SolidLine, 1.0, false};
    chart::Spec::HoverColumn version{0, QObject::tr("version"), {}, {}};
    chart::Spec::HoverColumn worker{0, QObject::tr("landed from"), {}, [](double k) {
                                        return k < 1 ? QObject::tr("the start") : QObject::tr("worker %1").arg(int(k));
                                    }};
    for (int i = 0; i <= index && i < int(tt.frames.size()); ++i) {
        const AsyncUpdate &f = tt.frames[std::size_t(i)];
        w.points.emplace_back(f.time, f.w_after);
        version.values.push_back(double(f.update));
        worker.values.push_back(double(f.worker));
    }
    spec.series.push_back(std::move(w));
    spec.hoverColumns.push_back(std::move(version));
    spec.hoverColumns.push_back(std::move(worker));
}

} // namespace

chart::Layout staircaseLayout(const QRectF &r, const Style &s, const TimeAxis &axis, const QPaintDevice *device,
                              const Trace *trace, int index)
{
    chart::Spec spec;
    spec.legend = false;
    spec.x.lo = axis.t0;
    spec.x.hi = axis.t1;
    spec.y.title = QObject::tr("w on the server");
    spec.y.shortTitle = QStringLiteral("w");
    spec.y.lo = axis.w0;
    spec.y.hi = axis.w1;
    spec.yRoom = s.yTitleMaxOffset(); // the plot keeps still while a run that blows up rescales w
    spec.id = QStringLiteral("staircase");
    if (trace)
        addStaircaseHover(spec, typedTrace<AsyncTrace>(*trace), index, s);
    return chart::layoutChart(spec, r, s, device);
}

namespace {

/// The time ticks the chart component would put on a plot this wide (so the lanes' grid lines
/// continue the staircase's).
std::vector<double> timeTicks(const Style &s, const TimeAxis &axis, double width)
{
    const QFontMetricsF tfm(s.tickFont());
    const double xLabelW = std::max(tfm.horizontalAdvance(QStringLiteral("00.00")), tfm.horizontalAdvance(num(axis.t1)));
    return chart::linearTicks(axis.t0, axis.t1, std::clamp(int(width / (xLabelW + 16)), 2, 10));
}

} // namespace

bool lanesLayout(const QRectF &r, const Style &s, const TimeAxis &axis, int workers, const QRectF &xSpan, LanesLayout &l)
{
    l.k = workers;
    if (workers <= 0)
        return false;
    const QFontMetricsF fm(s.tickFont()), fm2(s.bodyFont());
    // The lane names' column: 64 px up to presentation type on a 1080-line screen, wider with larger
    // type (a 2160-line projector), so that "W2 · 1.4 s" keeps its size.
    const double names = 64 * std::max(1.0, s.fontScale / 1.6);
    const double left = xSpan.isEmpty() ? r.left() + names + fm2.height() + 6 : xSpan.left();
    const double right = xSpan.isEmpty() ? r.right() - 8 : xSpan.right();
    l.ax.plot = QRectF(left, r.top() + 2, right - left, r.height() - fm.height() - fm2.height() - 12);
    if (l.ax.plot.height() < 10 || l.ax.plot.width() < 10)
        return false;
    l.ax.x0 = axis.t0;
    l.ax.x1 = axis.t1;
    l.ax.y0 = 0;
    l.ax.y1 = workers;
    l.laneH = l.ax.plot.height() / workers;
    l.ticks = timeTicks(s, axis, l.ax.plot.width());
    return true;
}

namespace {

void sceneLayout(AsyncLayout &l, const PaintContext &ctx, const QRectF &area)
{
    const Style &s = l.style;
    const bool side = sideFits(area, s);
    const double leftW = (area.width() - 2 * s.padding()) * (side ? 0.7 : 1.0);
    QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&scratch);
    l.regions = regionsFor(area, s, side, legendHeight(p, leftW, ctx));
    l.staircase = staircaseLayout(belowCaption(l.regions.chart, s), s, l.axis, nullptr);
    l.hasStaircase = plotFits(l.staircase.plot);
    l.hasLanes = lanesLayout(l.regions.lanes, s, l.axis, typed(ctx.trace).meta.workers,
                             l.hasStaircase ? l.staircase.plot : QRectF(), l.lanes);
}

} // namespace

AsyncLayout asyncLayout(const Trace &trace, const QRectF &area, const Style &style, AsyncView view, int index, double t,
                        const QVariantMap &options)
{
    AsyncLayout l;
    l.style = topo::fitStyleToArea(style, area);
    if (trace.frames.empty())
        return l;
    index = std::clamp(index, 0, int(trace.frames.size()) - 1);
    const PaintContext ctx{trace, index, t, l.style, options, viewName(view), l.style.cache};
    l.axis = timeAxis(ctx);
    const double pad = l.style.padding();
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    if (view == AsyncView::Staircase) {
        l.regions.chart = inner;
        l.staircase = staircaseLayout(belowCaption(inner, l.style), l.style, l.axis, nullptr);
        l.hasStaircase = plotFits(l.staircase.plot);
    } else if (view == AsyncView::Lanes) {
        QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&scratch);
        l.regions.lanes = inner.adjusted(0, 0, 0, -legendHeight(p, inner.width(), ctx));
        l.hasLanes = lanesLayout(belowCaption(l.regions.lanes, l.style), l.style, l.axis, typed(trace).meta.workers, {}, l.lanes);
    } else {
        sceneLayout(l, ctx, area);
    }
    return l;
}

} // namespace sgd::ui::async
