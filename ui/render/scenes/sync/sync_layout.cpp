// Geometry of the synchronous-SGD scene (see sync_layout.h): the round and its stage, the panels,
// the fitted graph, the round's time line and the two charts, with no pixels drawn.

#include "sync_layout.h"
#include "sync_parts.h"

#include <QImage>
#include <QLineF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::sync {

const SyncTrace &typed(const Trace &tr)
{
    return typedTrace<SyncTrace>(tr);
}

const std::vector<RingScheduleStep> &ringSchedule(const SyncMeta &m)
{
    static const std::vector<RingScheduleStep> none;
    return m.ring_chunks ? *m.ring_chunks : none;
}

int scatterSteps(const std::vector<RingScheduleStep> &steps)
{
    return int(std::count_if(steps.begin(), steps.end(), [](const RingScheduleStep &st) { return !st.allGather(); }));
}

Round roundAt(const PaintContext &ctx)
{
    Round r;
    const SyncTrace &tt = typed(ctx.trace);
    r.meta = &tt.meta;
    r.ring = tt.meta.ring();
    r.animating = ctx.t > 1e-9 && ctx.hasNext();
    r.f = &tt.frames.at(std::size_t(r.animating ? ctx.index + 1 : ctx.index));
    r.t = r.animating ? clamp01(ctx.t) : 1.0;
    r.start = !r.animating && r.f->round == 0;
    r.k = int(r.f->grads.size());
    r.recorded = ctx.trace.recorded();
    return r;
}

Stage stageOf(const Round &r)
{
    if (!r.animating)
        return r.start ? Stage::Start : Stage::Complete;
    const double t = r.t;
    if (r.ring) {
        if (t < kRingComputeEnd)
            return Stage::Compute;
        if (t < kRingScatterEnd)
            return Stage::ReduceScatter;
        return t < kRingGatherEnd ? Stage::AllGather : Stage::Update;
    }
    if (t < kPullEnd)
        return Stage::Pull;
    if (t < kPullEnd + kComputeLen)
        return Stage::Compute;
    if (t < kBarrierStart)
        return Stage::Push;
    if (t < kBarrierEnd)
        return Stage::Barrier;
    if (t < kAggregateEnd)
        return Stage::Aggregate;
    return t < kUpdateEnd ? Stage::Update : Stage::Broadcast;
}

namespace {

/// Fraction of the compute window at which worker k finishes (from the engine's finish times).
double finishFraction(const SyncRound &f, int k)
{
    const double start = f.round_start, barrier = f.barrier_time;
    const auto &fin = f.finish_times;
    if (k >= int(fin.size()) || !(barrier > start))
        return 1.0;
    return clamp01((fin[std::size_t(k)] - start) / (barrier - start));
}

} // namespace

double doneAt(const Round &r, int k)
{
    if (r.ring)
        return kRingComputeEnd * 0.9 * finishFraction(*r.f, k);
    return kPullEnd + kComputeLen * finishFraction(*r.f, k);
}

double updateProgress(const Round &r)
{
    if (!r.animating)
        return 1.0;
    if (r.ring)
        return ease((r.t - kRingGatherEnd) / (1.0 - kRingGatherEnd));
    return ease((r.t - kAggregateEnd) / (kUpdateEnd - kAggregateEnd));
}

bool waitsAtBarrier(const Round &rd, int i)
{
    const double t = rd.t;
    const double ready = doneAt(rd, i) + (rd.ring ? 0.0 : kPushLen);
    return rd.animating && t < (rd.ring ? kRingComputeEnd : kBarrierStart) && t >= ready && t > (rd.ring ? 0.0 : kPullEnd);
}

QString aggregateName(const std::string &a)
{
    if (a == "sum")
        return QObject::tr("sum");
    if (a == "fedavg")
        return QObject::tr("FedAvg");
    return QObject::tr("mean");
}

QString aggregateLabel(const SyncMeta &m, const SyncRound &f)
{
    const std::string &a = m.aggregate;
    if (a == "sum")
        return QObject::tr("sum of g = %1").arg(num(f.aggregated));
    if (a == "fedavg")
        return QStringLiteral("Σ (n\u2096/N)·g = %1").arg(num(f.aggregated));
    return QObject::tr("mean g = %1").arg(num(f.aggregated));
}

QString stepLabel(const SyncMeta &m, const SyncRound &f)
{
    if (m.aggregate == "sum")
        return QObject::tr("step α = η/K = %1").arg(num(f.step_size));
    return QObject::tr("step η = %1").arg(num(f.step_size));
}

QStringList stageNames(bool ring)
{
    if (ring)
        return {QObject::tr("compute"), QObject::tr("reduce-scatter"), QObject::tr("all-gather"), QObject::tr("update")};
    return {QObject::tr("pull"),      QObject::tr("compute"), QObject::tr("push"),     QObject::tr("barrier"),
            QObject::tr("aggregate"), QObject::tr("update"),  QObject::tr("broadcast")};
}

double chipsWidth(const QFontMetricsF &fm, bool ring, double chipPad)
{
    double w = 0;
    for (const QString &n : stageNames(ring))
        w += fm.horizontalAdvance(n) + chipPad + kChipGap;
    return w;
}

// ------------------------------------------------------------------ panels

Regions regionsFor(const QRectF &area, const Style &s, bool ring)
{
    Regions l;
    const double pad = s.padding();
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.titleFont()), fm(s.bodyFont());
    const double leftW = body.width() * 0.57;
    l.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    // The stage chips sit above the graph; when they cannot be read in its width (a small
    // window), they take the whole row and the charts on the right start below them.
    const bool chipsFit = chipsWidth(QFontMetricsF(s.calloutFont()), ring, kChipPadTight) <= leftW;
    l.chips = QRectF(body.left(), l.title.bottom() + 2, chipsFit ? leftW : body.width(), fm.height() * 1.55);
    const double top = l.chips.bottom() + 6;
    const double footerH = fm.height() * 2.2 + 6;
    l.topo = QRectF(body.left(), top, leftW, body.bottom() - top - footerH);
    l.footer = QRectF(body.left(), l.topo.bottom() + 2, leftW, footerH - 2);
    const double rx = body.left() + leftW + pad * 1.5;
    const double rightTop = chipsFit ? l.title.bottom() + 2 : l.chips.bottom() + 2;
    const QRectF right(rx, rightTop, body.right() - rx, body.bottom() - rightTop);
    const double h = right.height();
    // By priority: the w chart and the round's time line stay; the fitted line (a view of its own,
    // "fit") gives way when its share would leave it no readable plot (caption, legend, ticks and
    // title around at least 50 px).
    const QFontMetricsF fc(s.captionFont()), fk(s.tickFont()), fl(s.legendFont());
    const bool fitFits = h * 0.29 >= fc.height() + 2 * fl.height() + fk.height() + fm.height() + 50 + 16;
    l.wChart = QRectF(right.left(), right.top(), right.width(), h * (fitFits ? 0.35 : 0.5));
    l.fitChart = fitFits ? QRectF(right.left(), l.wChart.bottom() + 4, right.width(), h * 0.29) : QRectF();
    const double below = fitFits ? l.fitChart.bottom() : l.wChart.bottom();
    l.timeline = QRectF(right.left(), below + 6, right.width(), right.bottom() - below - 6);
    return l;
}

QRectF belowCaption(const QRectF &r, const Style &s)
{
    return r.adjusted(0, QFontMetricsF(s.captionFont()).height() + 4, 0, 0);
}

Style viewStyle(SyncView view, const Style &s, const QRectF &inner, int workers)
{
    const double em = QFontMetricsF(s.bodyFont()).height();
    if (view == SyncView::Topology) {
        // Alone on a projected canvas the graph would keep its small-window node size and leave
        // the room empty: zoom type, nodes and arrows with the room (about 44 em across and 30
        // em down for four workers, more for a crowded star), never past twice the size.
        const double downEm = 30 * std::max(1.0, std::sqrt(workers / 4.0));
        return draw::zoomed(s, std::clamp(std::min(inner.width() / (44 * em), inner.height() / (downEm * em)), 1.0, 2.0));
    }
    if (view == SyncView::Timeline) {
        // Alone on the canvas a few lanes of small type would leave the picture empty: zoom in as
        // far as the lanes (about three lines each) and the labels allow. About 28 em across: the
        // caption, a lane label, the compute strip with its "compute 1.5 s" and "barrier t = 4"
        // and the update box; a narrow canvas zooms in as well.
        const double lanesEm = 3.2 * 0.85 * std::max(1, workers) + 6;
        return draw::zoomed(s, std::clamp(std::min(inner.width() / (28 * em), inner.height() / (lanesEm * em)), 1.0, 2.0));
    }
    return s;
}

// ------------------------------------------------------------------ the round's time line

namespace {

/// Where the animation is: a pixel x on this strip (right end when the round is complete,
/// left end at the start, when nothing has run yet).
double timelineCursor(const Timeline &l, const Round &rd)
{
    const QRectF &comp = l.comp, &rest = l.rest;
    const double t = rd.t;
    if (!rd.animating)
        return rd.start ? comp.left() : rest.right();
    if (rd.ring) {
        if (t < kRingComputeEnd)
            return comp.left() + clamp01(t / (kRingComputeEnd * 0.9)) * comp.width();
        if (t < kRingGatherEnd && l.steps > 0) {
            const double u = t < kRingScatterEnd
                                 ? (t - kRingComputeEnd) / (kRingScatterEnd - kRingComputeEnd) * l.scatter
                                 : l.scatter + (t - kRingScatterEnd) / (kRingGatherEnd - kRingScatterEnd) * (l.steps - l.scatter);
            return rest.left() + u / l.steps * rest.width();
        }
        return rest.right();
    }
    if (t < kPullEnd)
        return comp.left();
    if (t < kPullEnd + kComputeLen)
        return comp.left() + (t - kPullEnd) / kComputeLen * comp.width();
    if (t < kBarrierEnd)
        return comp.right();
    return rest.left() + (t - kBarrierEnd) / (1 - kBarrierEnd) * rest.width();
}

} // namespace

bool timelineLayout(const QRectF &r, const Round &rd, const Style &s, Timeline &l)
{
    const int k = rd.k;
    const QFontMetricsF fm(s.legendFont());
    l.r = r;
    l.footH = fm.height() + 4;
    l.headH = rd.ring ? fm.height() + 2 : 0;
    l.labelW = fm.horizontalAdvance(QStringLiteral("W%1").arg(k)) + 8;
    l.lanes = QRectF(r.left() + l.labelW, r.top() + l.headH, r.width() - l.labelW - 4,
                     r.height() - l.footH - l.headH - fm.height() - 4);
    if (l.lanes.height() < 8 || k <= 0)
        return false;
    // Alone on a large canvas a few workers would become slabs a third of the screen high: cap
    // a lane at about three lines of text and centre the strip in the room left.
    const double maxLaneH = fm.height() * 3.2;
    if (l.lanes.height() > maxLaneH * k) {
        const double spare = l.lanes.height() - maxLaneH * k;
        l.lanes.setHeight(maxLaneH * k);
        l.lanes.translate(0, spare * 0.4);
    }
    l.laneH = l.lanes.height() / k;
    l.start = rd.f->round_start;
    l.barrier = rd.f->barrier_time;
    const std::vector<RingScheduleStep> &chunks = ringSchedule(*rd.meta); // none for a star
    l.steps = int(chunks.size());
    l.scatter = scatterSteps(chunks);
    const double computeFrac = rd.ring ? 0.42 : 0.8;
    l.comp = QRectF(l.lanes.left(), l.lanes.top(), l.lanes.width() * computeFrac, l.lanes.height());
    l.rest = QRectF(l.comp.right() + 6, l.lanes.top(), l.lanes.right() - l.comp.right() - 6, l.lanes.height());
    l.cursorX = timelineCursor(l, rd);
    l.labelEvery = l.laneH >= fm.height() * 0.95;
    l.laneFont = s.legendFont();
    if (!l.labelEvery && l.laneH * 2 < fm.height())
        l.laneFont = s.shrunk(l.laneFont, std::max(0.6, l.laneH * 2 / fm.height()));
    return true;
}

// ------------------------------------------------------------------ the two charts

namespace {

/// The w range of the chart: the whole run keeps the axis still while stepping; a run that blows
/// up later would flatten the early rounds, so then only the rounds shown so far count.
std::pair<double, double> wRange(const std::vector<SyncRound> &frames, double best, int index)
{
    auto range = [&](int last) {
        double lo = best, hi = best;
        for (int i = 0; i <= last && i < int(frames.size()); ++i) {
            lo = std::min(lo, frames[std::size_t(i)].w_next);
            hi = std::max(hi, frames[std::size_t(i)].w_next);
        }
        return std::make_pair(lo, hi);
    };
    auto [lo, hi] = range(int(frames.size()) - 1);
    const auto [loNow, hiNow] = range(index + 1);
    if (hi - lo > 4 * std::max(hiNow - loNow, 1e-9)) {
        lo = loNow;
        hi = hiNow;
    }
    return {lo, hi};
}

} // namespace

chart::Layout wChartLayout(const QRectF &r, const PaintContext &ctx, const QPaintDevice *device)
{
    const SyncTrace &tt = typed(ctx.trace);
    const auto [lo, hi] = wRange(tt.frames, tt.meta.w_best, ctx.index);
    const double padY = std::max(1e-6, (hi - lo) * 0.12);
    chart::Spec spec;
    spec.legend = false;
    spec.x.title = QObject::tr("round");
    spec.x.lo = 0;
    spec.x.hi = std::max(1.0, double(ctx.lastStep()));
    spec.y.title = QStringLiteral("w");
    spec.y.lo = lo - padY;
    spec.y.hi = hi + padY * 2.2; // room above the best-w line for its label
    // The weights the chart has drawn so far, for the hover box and the zoom (the painter draws them).
    spec.id = QStringLiteral("weights");
    chart::Series ws{QObject::tr("w after the round"), ctx.style.accent, {}, Qt::SolidLine, 1.0, false};
    chart::Spec::HoverColumn grad{0, QObject::tr("mean gradient"), {}, {}};
    for (int n = 0; n <= ctx.index && n < int(tt.frames.size()); ++n) {
        ws.points.emplace_back(double(n), tt.frames[std::size_t(n)].w_next);
        grad.values.push_back(tt.frames[std::size_t(n)].mean_grad);
    }
    spec.series.push_back(std::move(ws));
    spec.hoverColumns.push_back(std::move(grad));
    return chart::layoutChart(spec, r, ctx.style, device);
}

chart::Layout fitChartLayout(const QRectF &r, const PaintContext &ctx, const QPaintDevice *device)
{
    const SyncMeta &m = typed(ctx.trace).meta;
    double xmax = 0, xmin = 0, ymax = 0, ymin = 0;
    for (std::size_t i = 0; i < m.data_x.size(); ++i) {
        xmax = std::max(xmax, m.data_x[i]);
        xmin = std::min(xmin, m.data_x[i]);
        ymax = std::max(ymax, i < m.data_y.size() ? m.data_y[i] : 0.0);
        ymin = std::min(ymin, i < m.data_y.size() ? m.data_y[i] : 0.0);
    }
    const double xr = std::max(1e-6, xmax - xmin), yr = std::max(1e-6, ymax - ymin);
    chart::Spec spec;
    spec.legend = false;
    spec.x.title = QStringLiteral("x");
    spec.x.lo = xmin;
    spec.x.hi = xmax + xr * 0.12;
    spec.y.title = QStringLiteral("y");
    spec.y.lo = ymin;
    spec.y.hi = ymax + yr * 0.15;
    // The shards' points, for the hover box (the painter draws them as dots): each with its worker.
    spec.id = QStringLiteral("fit");
    chart::Series shards{QObject::tr("shard y"), ctx.style.foreground, {}, Qt::NoPen, 1.0, true};
    chart::Spec::HoverColumn worker{0, QObject::tr("worker"), {}, {}};
    for (std::size_t i = 0; i < m.data_x.size() && i < m.data_y.size(); ++i) {
        shards.points.emplace_back(m.data_x[i], m.data_y[i]);
        worker.values.push_back(double(i + 1));
    }
    spec.series.push_back(std::move(shards));
    spec.hoverColumns.push_back(std::move(worker));
    return chart::layoutChart(spec, r, ctx.style, device);
}

// ------------------------------------------------------------------ the whole view

namespace {

void chartsOf(SyncLayout &l, const PaintContext &ctx, const Round &rd, const QRectF &wArea, const QRectF &fitArea)
{
    if (!wArea.isEmpty()) {
        l.wChart = wChartLayout(belowCaption(wArea, l.style), ctx, nullptr);
        l.hasWChart = true;
    }
    if (!fitArea.isEmpty()) {
        QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&scratch);
        const QRectF r = belowCaption(fitArea, l.style);
        l.fit = fitChartLayout(r.adjusted(0, fitLegend(p, r, ctx, rd, true) + 2, 0, 0), ctx, nullptr);
        l.hasFit = true;
    }
}

} // namespace

SyncLayout syncLayout(const Trace &trace, const QRectF &area, const Style &style, SyncView view, int index, double t)
{
    SyncLayout l;
    l.style = topo::fitStyleToArea(style, area);
    if (trace.frames.empty())
        return l;
    index = std::clamp(index, 0, int(trace.frames.size()) - 1);
    const PaintContext base{trace, index, t, l.style, {}, viewName(view), l.style.cache};
    const Round rd = roundAt(base);
    const double pad = l.style.padding();
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    l.style = viewStyle(view, l.style, inner, rd.k);
    const PaintContext ctx{trace, index, t, l.style, {}, viewName(view), l.style.cache};
    if (view != SyncView::Scene) {
        QRectF *panel = view == SyncView::Topology ? &l.regions.topo
                        : view == SyncView::WChart ? &l.regions.wChart
                        : view == SyncView::Fit    ? &l.regions.fitChart
                                                   : &l.regions.timeline;
        *panel = inner;
    } else {
        l.regions = regionsFor(area, l.style, rd.ring);
    }
    if (!l.regions.topo.isEmpty() && rd.k > 0)
        l.topology = topologyLayout(l.regions.topo, l.style, rd, view == SyncView::Topology);
    if (!l.regions.timeline.isEmpty())
        l.hasTimeline = timelineLayout(belowCaption(l.regions.timeline, l.style), rd, l.style, l.timeline);
    chartsOf(l, ctx, rd, l.regions.wChart, l.regions.fitChart);
    return l;
}

} // namespace sgd::ui::sync
