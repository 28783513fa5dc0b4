// Synchronous distributed SGD: a parameter server (star) or a ring all-reduce among K workers.
// Frame 0 is the start (every worker holds w0); frame n is round n done; the transition from
// frame n - 1 to n plays round n's stages, and the header already says round n.

#include "draw.h"
#include "sync_trace.h"
#include "painters.h"
#include "topology_view.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace sgd::ui {
namespace {

using draw::num;

// ------------------------------------------------------------------ small helpers

// Weights, bytes: the one number format (number_format.h), as in the narration and the table.
QString wnum(double v) { return num(v); }

QString bytesText(double b) { return formatBytes(b); }

using panel::caption;
using panel::clamp01;
using panel::ease;
using panel::fitText;
using panel::legendRow;

enum class Stage { Start, Complete, Pull, Compute, Push, Barrier, Aggregate, Update, Broadcast, ReduceScatter, AllGather };

// Star windows in t (the transition to the next round).
constexpr double kPullEnd = 0.10, kComputeLen = 0.30, kPushLen = 0.10, kBarrierStart = 0.50, kBarrierEnd = 0.58,
                 kAggregateEnd = 0.70, kUpdateEnd = 0.84;
// Ring windows.
constexpr double kRingComputeEnd = 0.25, kRingScatterEnd = 0.60, kRingGatherEnd = 0.94;

const SyncTrace &typed(const Trace &tr) { return typedTrace<SyncTrace>(tr); }

/// The ring schedule's steps (none for a star).
const std::vector<RingScheduleStep> &ringSchedule(const SyncMeta &m)
{
    static const std::vector<RingScheduleStep> none;
    return m.ring_chunks ? *m.ring_chunks : none;
}

/// How many steps of the ring schedule are reduce-scatter (they come first).
int scatterSteps(const std::vector<RingScheduleStep> &steps)
{
    return int(std::count_if(steps.begin(), steps.end(), [](const RingScheduleStep &st) { return !st.allGather(); }));
}

struct Round {
    const SyncRound *f = nullptr; ///< the round drawn (the next one while animating)
    const SyncMeta *meta = nullptr;
    bool animating = false;
    double t = 0;               ///< progress through that round's stages (1 = complete)
    bool ring = false;
    bool start = false;         ///< frame 0 at rest: every worker holds w0, nothing computed yet
    int k = 0;
};

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
        if (t < kRingGatherEnd)
            return Stage::AllGather;
        return Stage::Update;
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
    if (t < kUpdateEnd)
        return Stage::Update;
    return Stage::Broadcast;
}

/// Fraction of the compute window at which worker k finishes (from the engine's finish times).
double finishFraction(const SyncRound &f, int k)
{
    const double start = f.round_start, barrier = f.barrier_time;
    const auto &fin = f.finish_times;
    if (k >= int(fin.size()) || !(barrier > start))
        return 1.0;
    return clamp01((fin[std::size_t(k)] - start) / (barrier - start));
}

/// When worker k's gradient is done (t), for the star or the ring schedule.
double doneAt(const Round &r, int k)
{
    if (r.ring)
        return kRingComputeEnd * 0.9 * finishFraction(*r.f, k);
    return kPullEnd + kComputeLen * finishFraction(*r.f, k);
}

/// Has the drawn round applied its update yet (w_next visible)?
double updateProgress(const Round &r)
{
    if (!r.animating)
        return 1.0;
    if (r.ring)
        return ease((r.t - kRingGatherEnd) / (1.0 - kRingGatherEnd));
    return ease((r.t - kAggregateEnd) / (kUpdateEnd - kAggregateEnd));
}

QString aggregateName(const std::string &a)
{
    if (a == "sum")
        return QStringLiteral("sum");
    if (a == "fedavg")
        return QStringLiteral("FedAvg");
    return QStringLiteral("mean");
}

QString aggregateLabel(const SyncMeta &m, const SyncRound &f)
{
    const std::string &a = m.aggregate;
    if (a == "sum")
        return QStringLiteral("sum of g = %1").arg(num(f.aggregated));
    if (a == "fedavg")
        return QStringLiteral("Σ (n\u2096/N)·g = %1").arg(num(f.aggregated));
    return QStringLiteral("mean g = %1").arg(num(f.aggregated));
}

QString stepLabel(const SyncMeta &m, const SyncRound &f)
{
    if (m.aggregate == "sum")
        return QStringLiteral("step α = η/K = %1").arg(num(f.step_size));
    return QStringLiteral("step η = %1").arg(num(f.step_size));
}

QColor gradColor(double g, const Style &s) { return g <= 0 ? s.positive : s.negative; }

/// Where the per-worker gradient arrows and labels go (fitted once per paint in paintTopology).
struct WorkerBlocks {
    int off = 1;            ///< index of worker 0 among the nodes (1 after the star's server)
    bool sideBelow = false; ///< the left and right workers put their label under the node
    double arrowMax = 40, labelW = 0, blockH = 0, arrowH = 10, labelH = 12, gmax = 1;
};

// ------------------------------------------------------------------ layout

QStringList stageNames(bool ring)
{
    if (ring)
        return {QStringLiteral("compute"), QStringLiteral("reduce-scatter"), QStringLiteral("all-gather"), QStringLiteral("update")};
    return {QStringLiteral("pull"), QStringLiteral("compute"), QStringLiteral("push"), QStringLiteral("barrier"), QStringLiteral("aggregate"),
            QStringLiteral("update"), QStringLiteral("broadcast")};
}

constexpr double kChipGap = 6;
/// Horizontal padding inside a stage chip: roomy when there is space, tighter when narrow.
constexpr double kChipPad = 18, kChipPadTight = 10;

/// The width of the row of stage chips (without the status text after them).
double chipsWidth(const QFontMetricsF &fm, bool ring, double chipPad)
{
    double w = 0;
    for (const QString &n : stageNames(ring))
        w += fm.horizontalAdvance(n) + chipPad + kChipGap;
    return w;
}

struct Layout {
    QRectF title, chips, topo, footer, wChart, fitChart, timeline;
};

Layout layoutFor(const QRectF &area, const Style &s, bool ring)
{
    Layout l;
    const double pad = 8 * std::max(1.0, s.fontScale);
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.scaledFont(1.25, true)), fm(s.scaledFont(1.0));
    const double leftW = body.width() * 0.57;
    l.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    // The stage chips sit above the graph; when they cannot be read in its width (a small
    // window), they take the whole row and the charts on the right start below them.
    const bool chipsFit = chipsWidth(QFontMetricsF(s.scaledFont(0.9, true)), ring, kChipPadTight) <= leftW;
    l.chips = QRectF(body.left(), l.title.bottom() + 2, chipsFit ? leftW : body.width(), fm.height() * 1.55);
    const double top = l.chips.bottom() + 6;
    const double footerH = fm.height() * 2.2 + 6;
    l.topo = QRectF(body.left(), top, leftW, body.bottom() - top - footerH);
    l.footer = QRectF(body.left(), l.topo.bottom() + 2, leftW, footerH - 2);
    const double rx = body.left() + leftW + pad * 1.5;
    const double rightTop = chipsFit ? l.title.bottom() + 2 : l.chips.bottom() + 2;
    const QRectF right(rx, rightTop, body.right() - rx, body.bottom() - rightTop);
    const double h = right.height();
    l.wChart = QRectF(right.left(), right.top(), right.width(), h * 0.35);
    l.fitChart = QRectF(right.left(), l.wChart.bottom() + 4, right.width(), h * 0.29);
    l.timeline = QRectF(right.left(), l.fitChart.bottom() + 6, right.width(), right.bottom() - l.fitChart.bottom() - 6);
    return l;
}

// ------------------------------------------------------------------ the painter

QString column(const std::string &name) { return QString::fromStdString(name); }

class SyncPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("sync"); }
    QStringList views() const override
    {
        return {QStringLiteral("scene"), QStringLiteral("topology"), QStringLiteral("w-chart"), QStringLiteral("fit"),
                QStringLiteral("timeline")};
    }
    int transitionMs() const override { return 3200; }
    QStringList tableColumns() const override
    {
        using F = SyncRound;
        return {column(fieldName(&F::round)), column(fieldName(&F::w)), column(fieldName(&F::mean_grad)), column(fieldName(&F::w_next)),
                column(fieldName(&F::loss))};
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("round"), QStringLiteral("w pulled"), QStringLiteral("mean gradient"), QStringLiteral("w after update"),
                QStringLiteral("loss at w")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override
    {
        const Style fitted = topo::fitStyleToArea(outer.style, area);
        const PaintContext ctx{outer.trace, outer.index, outer.t, fitted, outer.options, outer.view};
        const Style &s = ctx.style;
        p.save();
        p.fillRect(area, s.background);
        p.setRenderHint(QPainter::Antialiasing);
        if (ctx.trace.frames.empty()) {
            draw::drawTitle(p, area, QStringLiteral("Synchronous SGD: no rounds"), s);
            p.restore();
            return;
        }
        const Round r = roundAt(ctx);
        const double pad = 8 * std::max(1.0, s.fontScale);
        const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
        if (ctx.view == QLatin1String("topology")) {
            // Alone on a projected canvas the graph would keep its small-window node size and leave
            // the room empty: zoom type, nodes and arrows with the room (about 44 em across and 30
            // em down for four workers, more for a crowded star), never past twice the size.
            const double em = QFontMetricsF(s.scaledFont(1.0)).height();
            const double downEm = 30 * std::max(1.0, std::sqrt(r.k / 4.0));
            const double zoom = std::clamp(std::min(inner.width() / (44 * em), inner.height() / (downEm * em)), 1.0, 2.0);
            const PaintContext bigCtx{ctx.trace, ctx.index, ctx.t, draw::zoomed(s, zoom), ctx.options, ctx.view};
            paintTopology(p, inner, bigCtx, r);
        } else if (ctx.view == QLatin1String("w-chart")) {
            paintWChart(p, inner, ctx, r);
        } else if (ctx.view == QLatin1String("fit")) {
            paintFit(p, inner, ctx, r);
        } else if (ctx.view == QLatin1String("timeline")) {
            // Alone on the canvas a few lanes of small type would leave the picture empty: zoom in
            // as far as the lanes (about three lines each) and the labels allow.
            const double em = QFontMetricsF(s.scaledFont(1.0)).height();
            const double lanesEm = 3.2 * 0.85 * std::max(1, r.k) + 6;
            // About 28 em across: the caption, a lane label, the compute strip with its "compute
            // 1.5 s" and "barrier t = 4" and the update box; a narrow canvas zooms in as well.
            const Style big = draw::zoomed(s, std::clamp(std::min(inner.width() / (28 * em), inner.height() / (lanesEm * em)), 1.0, 2.0));
            const PaintContext bigCtx{ctx.trace, ctx.index, ctx.t, big, ctx.options, ctx.view};
            paintTimeline(p, inner, bigCtx, r);
        } else {
            const Layout l = layoutFor(area, s, r.ring);
            paintTitle(p, l.title, ctx, r);
            paintChips(p, l.chips, r, s);
            paintTopology(p, l.topo, ctx, r);
            paintFooter(p, l.footer, ctx, r);
            paintWChart(p, l.wChart, ctx, r);
            paintFit(p, l.fitChart, ctx, r);
            paintTimeline(p, l.timeline, ctx, r);
        }
        p.restore();
    }

    QString narration(const Trace &trace, int index, const QVariantMap &) const override
    {
        if (trace.frames.empty())
            return QStringLiteral("No rounds were computed.");
        index = std::clamp(index, 0, int(trace.frames.size()) - 1);
        const SyncTrace &tt = typed(trace);
        const SyncRound &f = tt.frames[std::size_t(index)];
        const int k = int(f.grads.size());
        if (index == 0 && f.round == 0)
            return startNarration(trace, f);
        QString out = QStringLiteral("<b>Round %1 of %2.</b> ").arg(index).arg(trace.frames.size() - 1);
        if (tt.meta.ring())
            out += QStringLiteral("All %1 workers start from the same weight w = %2. ").arg(k).arg(wnum(f.w));
        else
            out += QStringLiteral("<i>Pull:</i> all %1 workers fetch the same weight w = %2 from the server. ").arg(k).arg(wnum(f.w));
        out += computeNarration(tt.meta, f) + barrierNarration(f);
        out += tt.meta.ring() ? ringNarration(tt.meta, f) : starNarration(tt.meta, f);
        out += QString::fromUtf8(f.loss_next > f.loss ? "The loss <b>rises</b> from %1 to %2: the step overshoots, so lower η; the best single weight is %3 = %4."
                                                      : "The loss drops from %1 to %2; the best single weight is %3 = %4.")
                   .arg(num(f.loss), num(f.loss_next))
                   .arg(QStringLiteral("%1/%2").arg(num(tt.meta.w_best_numerator), num(tt.meta.w_best_denominator)), num(tt.meta.w_best));
        out += QStringLiteral("<br><i>Not %1 final models:</i> the workers only ever send gradients; there is one global weight, "
                              "and after the round every worker holds the same copy of it.")
                   .arg(k);
        return out;
    }

private:
    /// Each worker's gradient on its own shard (a range when there are many).
    static QString computeNarration(const SyncMeta &m, const SyncRound &f)
    {
        const auto &g = f.grads;
        const auto &xs = m.data_x;
        const auto &ys = m.data_y;
        const int k = int(g.size());
        QString out = QStringLiteral("<i>Compute:</i> each worker takes the slope on its own shard only");
        if (k <= 6) {
            QStringList parts;
            for (int i = 0; i < k; ++i) {
                QString shard;
                if (i < int(xs.size()) && i < int(ys.size()))
                    shard = QStringLiteral(" on (%1, %2)").arg(num(xs[std::size_t(i)]), num(ys[std::size_t(i)]));
                parts << QStringLiteral("worker %1%2 gets g = %3").arg(i + 1).arg(shard, num(g[std::size_t(i)]));
            }
            out += QStringLiteral(": ") + parts.join(QStringLiteral(", ")) + QStringLiteral(". ");
        } else {
            const auto [lo, hi] = std::minmax_element(g.begin(), g.end());
            out += QStringLiteral(": the %1 gradients run from %2 to %3. ").arg(k).arg(num(*lo), num(*hi));
        }
        return out;
    }

    /// Who everybody waited for at the barrier, and for how long.
    static QString barrierNarration(const SyncRound &f)
    {
        if (!(f.idle_round > 0))
            return QStringLiteral("<i>Barrier:</i> all gradients are ready at t = %1, so no one waits this round. ").arg(num(f.barrier_time));
        const auto &idle = f.idle;
        int slow = 0;
        for (int i = 0; i < int(idle.size()); ++i)
            if (idle[std::size_t(i)] < idle[std::size_t(slow)])
                slow = i;
        return QStringLiteral("<i>Barrier:</i> nobody moves on until the slowest worker (worker %1) is done at t = %2; "
                              "the faster ones sit idle for %3 s in total this round (%4 s so far). ")
            .arg(slow + 1)
            .arg(num(f.barrier_time), num(f.idle_round), num(f.idle_total));
    }

    static QString ringNarration(const SyncMeta &m, const SyncRound &f)
    {
        const auto &schedule = ringSchedule(m);
        const int scatter = scatterSteps(schedule), gather = int(schedule.size()) - scatter;
        const auto &sent = f.bytes_sent;
        const auto &recv = f.bytes_received;
        QString out = QStringLiteral("<i>Ring all-reduce:</i> there is no server. The workers pass chunks of their gradients to the next "
                                     "worker on the ring: %1 reduce-scatter steps build the sums, %2 all-gather steps hand every "
                                     "worker the finished result (%3 steps). Each worker sends %4 and receives %5 per round. ")
                          .arg(scatter)
                          .arg(gather)
                          .arg(num(m.ring_steps.value_or(0)))
                          .arg(bytesText(sent.empty() ? 0 : sent[0]), bytesText(recv.empty() ? 0 : recv[0]));
        out += QStringLiteral("<i>Update:</i> every worker now holds the same %1 and applies the same step (%2): "
                              "w = %3 − %4 × (%5) = <b>%6</b> on every worker. ")
                   .arg(aggregateLabel(m, f), stepLabel(m, f), wnum(f.w), num(f.step_size), num(f.aggregated), wnum(f.w_next));
        return out;
    }

    static QString starNarration(const SyncMeta &m, const SyncRound &f)
    {
        const int k = int(f.grads.size());
        QString out = QStringLiteral("<i>Push and aggregate:</i> the server receives %1 gradients (%2 in) and combines them: %3")
                          .arg(k)
                          .arg(bytesText(f.server_fan_in.value_or(0)), aggregateLabel(m, f));
        if (m.aggregate == "fedavg")
            out += QStringLiteral(", each worker weighted by its share of the samples");
        out += QStringLiteral(". <i>Update:</i> one global step (%1): w = %2 − %3 × (%4) = <b>%5</b>. ")
                   .arg(stepLabel(m, f), wnum(f.w), num(f.step_size), num(f.aggregated), wnum(f.w_next));
        out += QStringLiteral("<i>Broadcast:</i> that single new weight goes back to all %1 workers (%2 out). ")
                   .arg(k)
                   .arg(bytesText(f.server_fan_out.value_or(0)));
        return out;
    }

    /// Frame 0: every worker holds w0; say what round 1 will do and ask for a prediction.
    static QString startNarration(const Trace &trace, const SyncRound &f)
    {
        const auto &xs = typed(trace).meta.data_x;
        const auto &ys = typed(trace).meta.data_y;
        const int k = int(f.grads.size());
        const bool ring = typed(trace).meta.ring();
        QString out = QStringLiteral("<b>Round 0 of %1: the start.</b> All %2 workers hold the same weight w0 = %3 and no gradient "
                                     "has been computed yet. ")
                          .arg(trace.frames.size() - 1)
                          .arg(k)
                          .arg(wnum(f.w));
        if (k <= 6 && int(xs.size()) >= k && int(ys.size()) >= k) {
            QStringList shards;
            for (int i = 0; i < k; ++i)
                shards << QStringLiteral("worker %1 has (%2, %3)").arg(i + 1).arg(num(xs[std::size_t(i)]), num(ys[std::size_t(i)]));
            out += QStringLiteral("Each worker owns one shard of the data: %1. ").arg(shards.join(QStringLiteral(", ")));
        }
        out += ring ? QStringLiteral("In round 1 every worker takes the slope on its own shard, and the ring all-reduce hands all of "
                                     "them the same combined gradient. ")
                    : QStringLiteral("In round 1 every worker takes the slope on its own shard and pushes it to the server, which "
                                     "makes one step and sends the new weight back. ");
        out += QStringLiteral("<i>Predict:</i> at w = %1, what will the %2 gradients be, and will w go up or down?")
                   .arg(wnum(f.w))
                   .arg(k);
        return out;
    }

    // ---------------------------------------------------------------- title and stage chips
    void paintTitle(QPainter &p, const QRectF &r, const PaintContext &ctx, const Round &rd) const
    {
        const Style &s = ctx.style;
        const QString topo = rd.ring ? QStringLiteral("ring all-reduce, no server") : QStringLiteral("parameter server (star)");
        // The round the picture shows: while a transition plays, the round it is playing.
        const QString step = stepOf(ctx.trace, ctx.shownStep()) + (rd.start ? QStringLiteral(" · start") : QString());
        const QString text = QStringLiteral("Synchronous SGD · %1 · %2 workers · %3 · %4")
                                 .arg(step)
                                 .arg(rd.k)
                                 .arg(topo, aggregateName(typed(ctx.trace).meta.aggregate));
        p.save();
        p.setPen(s.foreground);
        fitText(p, r, text, s.scaledFont(1.25, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        p.restore();
    }

    void paintChips(QPainter &p, const QRectF &r, const Round &rd, const Style &s) const
    {
        const QStringList names = stageNames(rd.ring);
        const QList<Stage> stages = rd.ring ? QList<Stage>{Stage::Compute, Stage::ReduceScatter, Stage::AllGather, Stage::Update}
                                            : QList<Stage>{Stage::Pull, Stage::Compute, Stage::Push, Stage::Barrier, Stage::Aggregate,
                                                           Stage::Update, Stage::Broadcast};
        const Stage now = stageOf(rd);
        const QString status = now == Stage::Start      ? QStringLiteral("start: nothing done yet")
                               : now == Stage::Complete ? QStringLiteral("round complete")
                                                        : QStringLiteral("now: ") + names.value(stages.indexOf(now));
        p.save();
        QFont f = s.scaledFont(0.9, true);
        QFontMetricsF fm(f);
        // Roomy chips and the status when they fit; tighter chips next; then a slightly smaller
        // font; the status text (the active chip already says it) is left out rather than cut.
        double chipPad = kChipPad;
        if (chipsWidth(fm, rd.ring, chipPad) + fm.horizontalAdvance(status) + 12 > r.width())
            chipPad = kChipPadTight;
        const double total = chipsWidth(fm, rd.ring, chipPad);
        if (total > r.width() && total > 0) {
            f.setPointSizeF(f.pointSizeF() * std::max(0.8, r.width() / total));
            fm = QFontMetricsF(f);
        }
        p.setFont(f);
        double x = r.left();
        const double h = std::min(r.height() - 2, fm.height() + 8);
        const int cur = stages.indexOf(now);
        for (int i = 0; i < names.size(); ++i) {
            const QString label = names[i];
            const double w = fm.horizontalAdvance(label) + chipPad;
            const QRectF c(x, r.center().y() - h / 2, w, h);
            const bool active = i == cur;
            const bool done = now == Stage::Complete || (cur >= 0 && i < cur);
            p.setPen(QPen(active ? s.accent : s.grid, active ? 2 : 1));
            p.setBrush(active ? s.accent : s.panel);
            p.drawRoundedRect(c, h / 2, h / 2);
            p.setPen(active ? topo::contrastText(s.accent) : done ? s.foreground : s.muted);
            p.drawText(c, Qt::AlignCenter, label);
            x += w + kChipGap;
        }
        if (fm.horizontalAdvance(status) <= r.right() - x - 6) {
            p.setPen(now == Stage::Complete || now == Stage::Start ? s.muted : s.accent);
            p.drawText(QRectF(x + 6, r.top(), r.right() - x - 6, r.height()), Qt::AlignLeft | Qt::AlignVCenter, status);
        }
        p.restore();
    }

    // ---------------------------------------------------------------- topology (star or ring)
    /// The graph of one paint: nodes, edges, their fitted geometry, the blocks beside the workers
    /// and the server box's font.
    struct TopologyLayout {
        std::vector<topo::Node> nodes;
        std::vector<topo::Edge> edges;
        topo::Geometry geo;
        WorkerBlocks blocks;
        QFont hubFont;
    };

    /// Nodes: the engine's star layout (server first) or its ring layout.
    static void graphNodes(const Round &rd, TopologyLayout &l)
    {
        const int k = rd.k;
        const int off = rd.ring ? 0 : 1;
        std::vector<QPointF> pos = rd.ring ? topo::ringPositions(k) : topo::starPositions(k);
        if (!rd.ring) {
            topo::Node server;
            server.pos = pos[0];
            server.kind = topo::NodeKind::Server;
            l.nodes.push_back(server);
        }
        for (int i = 0; i < k; ++i) {
            topo::Node n;
            n.pos = pos[std::size_t(i + off)];
            n.label = k <= 8 ? QStringLiteral("W%1").arg(i + 1) : QString::number(i + 1);
            l.nodes.push_back(n);
            if (rd.ring)
                l.edges.push_back({i, (i + 1) % k, true, k > 2});
            else
                l.edges.push_back({0, i + 1, true, false});
        }
        if (rd.ring && k == 2)
            l.edges.resize(1);
    }

    /// The widest gradient label (or, at the start, weight token), so side labels stay on the canvas.
    static double workerLabelWidth(const Round &rd, const Style &s)
    {
        const int k = rd.k;
        double labelW = 0;
        const QFontMetricsF lf(s.scaledFont(k > 8 ? 0.85 : 0.95, true));
        for (double g : rd.f->grads)
            labelW = std::max(labelW, lf.horizontalAdvance(k <= 8 ? QStringLiteral("g = %1").arg(num(g)) : num(g)) + 6);
        if (rd.start) // the start shows each worker's weight in a token there instead
            for (double w : rd.f->worker_weights)
                labelW = std::max(labelW, lf.horizontalAdvance(k <= 8 ? QStringLiteral("w = %1").arg(wnum(w)) : wnum(w)) + 16);
        return labelW;
    }

    /// Moves the mapped graph into `fitBox`; a wide, short panel (presentation mode) spreads it
    /// sideways, up to half as wide again, so the server box and the tokens beside it keep clear
    /// of the workers.
    static void placeGraph(topo::Geometry &geo, const std::vector<topo::Node> &nodes, const std::vector<QPointF> &dataPos, const QRectF &fitBox)
    {
        geo.map = topo::fitPlane(dataPos, fitBox, 0);
        geo.px.clear();
        for (const topo::Node &n : nodes)
            geo.px.push_back(geo.map.map(n.pos));
        geo.centre = geo.map.map(QPointF(0, 0));
        double halfW = 0;
        for (const QPointF &q : geo.px)
            halfW = std::max(halfW, std::abs(q.x() - fitBox.center().x()));
        if (halfW > 1) {
            const double stretch = std::clamp(fitBox.width() / 2 / halfW, 1.0, 1.5);
            for (QPointF &q : geo.px)
                q.setX(fitBox.center().x() + (q.x() - fitBox.center().x()) * stretch);
            geo.centre.setX(fitBox.center().x() + (geo.centre.x() - fitBox.center().x()) * stretch);
        }
    }

    /// Where each worker's arrow and label go. Beside the node for the workers on the left and
    /// right (out of the way of the spokes), above or below it for the others. On a squarish panel
    /// the side blocks would squeeze the graph sideways, so with few workers the side ones may put
    /// theirs under the node instead. The fit is repeated with the reach of the blocks on each axis
    /// (the arrows shrink when the workers crowd together), so no label leaves the panel.
    static void fitBlocks(TopologyLayout &l, const QRectF &box, const Round &rd, const Style &s)
    {
        const int k = rd.k;
        WorkerBlocks &b = l.blocks;
        topo::Geometry &geo = l.geo;
        const double minSide = std::min(box.width(), box.height());
        std::vector<QPointF> dataPos;
        for (const topo::Node &n : l.nodes)
            dataPos.push_back(n.pos);
        auto fitWith = [&](bool below, double radius, double aMax) {
            const double rx = below ? std::max(radius, std::max(aMax, b.labelW) / 2) + 6 : radius + 12 + std::max(aMax, b.labelW) + 4;
            const double ry = radius + 8 + b.blockH + 4;
            return box.adjusted(rx, ry, -rx, -ry);
        };
        const double radius0 = geo.radius;
        double aMax = b.arrowMax, fitted = b.arrowMax;
        for (int pass = 0; pass < 4; ++pass) {
            const QRectF beside = fitWith(false, geo.radius, aMax);
            const QRectF under = fitWith(true, geo.radius, aMax);
            const bool besideFits = beside.width() > 8 && beside.height() > 8;
            const bool underFits = k <= 4 && under.width() > 8 && under.height() > 8;
            if (!besideFits && !underFits)
                break;
            // Use the blocks under the side nodes when that grows the graph, or when the blocks
            // beside them do not fit at all (large type in a small window).
            b.sideBelow = !besideFits;
            if (besideFits && underFits) {
                const double sBeside = topo::fitPlane(dataPos, beside, 0).scale, sUnder = topo::fitPlane(dataPos, under, 0).scale;
                b.sideBelow = sUnder > sBeside * 1.05;
            }
            placeGraph(geo, l.nodes, dataPos, b.sideBelow ? under : beside);
            std::vector<QPointF> workers;
            for (std::size_t i = 0; i < l.nodes.size(); ++i)
                if (l.nodes[i].kind == topo::NodeKind::Worker)
                    workers.push_back(geo.px[i]);
            // A tighter fit can only shrink the nodes, never grow them past their reach.
            geo.radius = std::min(radius0, topo::nodeRadius(workers, box, s));
            double spacing = minSide;
            for (int i = 0; i < k; ++i)
                spacing = std::min(spacing, QLineF(geo.px[std::size_t(i + b.off)], geo.px[std::size_t((i + 1) % k + b.off)]).length());
            // Keep neighbouring arrows apart for many workers; never longer than the fit allowed.
            const double next = k > 1 ? std::min(b.arrowMax, std::max(24.0, spacing * 0.78)) : b.arrowMax;
            fitted = std::min(next, aMax);
            if (std::abs(next - aMax) < 1.0)
                break;
            aMax = next;
        }
        b.arrowMax = fitted;
    }

    /// The layout of the graph in `box`: block sizes first, then the fit, then the hub's font.
    static TopologyLayout topologyLayout(const QRectF &box, const PaintContext &ctx, const Round &rd)
    {
        const Style &s = ctx.style;
        const SyncRound &f = *rd.f;
        TopologyLayout l;
        graphNodes(rd, l);
        WorkerBlocks &b = l.blocks;
        b.off = rd.ring ? 0 : 1;
        b.gmax = std::abs(f.aggregated);
        for (double g : f.grads)
            b.gmax = std::max(b.gmax, std::abs(g));
        if (!(b.gmax > 0))
            b.gmax = 1;
        const QFontMetricsF fm(s.scaledFont(1.0)), fb(s.scaledFont(1.0, true));
        // Arrow slots outside each worker; the margin keeps slots and labels on the canvas.
        b.arrowMax = std::clamp(std::min(box.width(), box.height()) * 0.17, 34.0, 150.0 * std::max(1.0, s.fontScale));
        b.arrowH = std::max(10.0, fm.height() * 0.7);
        b.labelH = fm.height() + 2;
        b.blockH = b.arrowH + b.labelH + 4;
        b.labelW = workerLabelWidth(rd, s);
        const double margin0 = fb.height() * 1.5 + 10 + std::max(std::max(b.arrowMax, b.labelW) / 2 + 6, b.blockH);
        // The server box holds w, the aggregated arrow and the step; size it from its text.
        l.hubFont = s.scaledFont(0.95);
        const QFontMetricsF fh(l.hubFont);
        const double hubTextW = std::max({fh.horizontalAdvance(QStringLiteral("w %1 → %2").arg(wnum(f.w), wnum(f.w_next))),
                                          fh.horizontalAdvance(aggregateLabel(*rd.meta, f)), fh.horizontalAdvance(stepLabel(*rd.meta, f)),
                                          fb.horizontalAdvance(QStringLiteral("server"))});
        QSizeF hubSize(std::max(hubTextW + 20, b.arrowMax + 24), fb.height() + 3 * fh.height() + b.arrowH + 18);
        l.geo = topo::layout(l.nodes, box, margin0, s, nullptr, hubSize);
        fitBlocks(l, box, rd, s);
        // The hub must not swallow the workers: shrink its font when the ring is tight.
        if (!rd.ring) {
            const double ringR = QLineF(l.geo.px[0], l.geo.px[1]).length();
            const double maxHalfW = ringR - l.geo.radius - 10;
            if (hubSize.width() / 2 > maxHalfW && maxHalfW > 20) {
                const double k2 = maxHalfW * 2 / hubSize.width();
                l.hubFont.setPointSizeF(l.hubFont.pointSizeF() * std::max(0.6, k2));
                hubSize = QSizeF(maxHalfW * 2, hubSize.height() * std::max(0.6, k2) + 4);
                l.geo.serverSize = hubSize;
            }
        }
        return l;
    }

    /// Has worker i finished its gradient and now waits at the barrier?
    static bool waitsAtBarrier(const Round &rd, int i)
    {
        const double t = rd.t;
        const double ready = doneAt(rd, i) + (rd.ring ? 0.0 : kPushLen);
        return rd.animating && t < (rd.ring ? kRingComputeEnd : kBarrierStart) && t >= ready && t > (rd.ring ? 0.0 : kPullEnd);
    }

    /// Finished workers wait at the barrier: say so next to them (on the side toward the middle).
    static void paintWaiting(QPainter &p, const TopologyLayout &l, const Round &rd, const Style &s)
    {
        const topo::Geometry &geo = l.geo;
        for (int i = 0; i < rd.k; ++i) {
            if (!waitsAtBarrier(rd, i))
                continue;
            const QPointF c = geo.px[std::size_t(i + l.blocks.off)];
            const QPointF mid = rd.ring ? geo.centre : geo.px[0];
            QPointF u = mid - c;
            const double ul = std::hypot(u.x(), u.y());
            u = ul > 1e-6 ? u / ul : QPointF(0, 1);
            const QFontMetricsF fw(s.scaledFont(0.8, true));
            const QPointF at = c + u * (geo.radius + fw.height() * 0.9 + std::abs(u.x()) * fw.horizontalAdvance(QStringLiteral("waiting")) * 0.45);
            topo::drawToken(p, at, QStringLiteral("waiting"), s.idle, s, 0.8);
        }
    }

    /// Compute progress arcs around the workers still computing.
    static void paintComputeArcs(QPainter &p, const TopologyLayout &l, const Round &rd, const Style &s)
    {
        const double t = rd.t;
        for (int i = 0; i < rd.k && rd.animating; ++i) {
            const QPointF c = l.geo.px[std::size_t(i + l.blocks.off)];
            const double start = rd.ring ? 0.0 : kPullEnd;
            const double done = doneAt(rd, i);
            if (t > start && t < done) {
                const double prog = clamp01((t - start) / std::max(1e-6, done - start));
                p.save();
                p.setPen(QPen(s.accent, s.lineWidth * 1.8, Qt::SolidLine, Qt::FlatCap));
                p.setBrush(Qt::NoBrush);
                const double rr = l.geo.radius + 4;
                p.drawArc(QRectF(c - QPointF(rr, rr), QSizeF(2 * rr, 2 * rr)), 90 * 16, int(-prog * 360 * 16));
                p.restore();
            }
        }
    }

    void paintTopology(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd) const
    {
        const Style &s = ctx.style;
        const int k = rd.k;
        if (k <= 0)
            return;
        QRectF box = area;
        // In the single "topology" view the stage chips sit on top of the graph.
        if (ctx.view == QLatin1String("topology")) {
            const QFontMetricsF fc(s.scaledFont(1.0));
            paintChips(p, QRectF(area.left(), area.top(), area.width(), fc.height() * 1.55), rd, s);
            box.adjust(0, fc.height() * 1.7, 0, 0);
        }
        const TopologyLayout l = topologyLayout(box, ctx, rd);
        const Stage st = stageOf(rd);
        // Edges first, then tokens travelling on them, then nodes on top.
        topo::drawEdges(p, l.geo, l.edges, s);
        std::vector<topo::Node> drawn = l.nodes;
        for (int i = 0; i < k; ++i)
            if (waitsAtBarrier(rd, i))
                drawn[std::size_t(i + l.blocks.off)].fill = s.idle;
        if (!rd.ring) {
            drawn[0].label.clear();
            drawn[0].highlight = st == Stage::Aggregate || st == Stage::Update;
        }
        topo::drawNodes(p, l.geo, drawn, s);
        paintWaiting(p, l, rd, s);
        paintComputeArcs(p, l, rd, s);
        // Each worker's gradient leaves it: an arrow from the worker toward the server (the middle
        // of the ring), its length the size of g, its colour the sign; the value sits beside the
        // worker. At the start every worker holds w0 there instead.
        for (int i = 0; i < k; ++i)
            paintWorkerBlock(p, l.geo, l.nodes, ctx, rd, l.blocks, i);
        const WorkerBlocks &b = l.blocks;
        if (rd.ring)
            paintRingOverlay(p, l.geo, l.nodes, ctx, rd, b.arrowMax, b.arrowH, b.gmax);
        else // broadcast arrows out of the hub in the complete state: one weight for everybody
            paintStarOverlay(p, l.geo, l.nodes, ctx, rd, b.arrowMax, b.arrowH, b.gmax, l.hubFont, st == Stage::Complete || st == Stage::Broadcast);
    }

    /// Worker i's label block (beside or under it, away from the middle) and its outgoing gradient.
    void paintWorkerBlock(QPainter &p, const topo::Geometry &geo, const std::vector<topo::Node> &nodes, const PaintContext &ctx,
                          const Round &rd, const WorkerBlocks &b, int i) const
    {
        const Style &s = ctx.style;
        const int k = rd.k;
        const double t = rd.t;
        const double g = rd.f->grads.at(std::size_t(i));
        const double done = rd.animating ? doneAt(rd, i) : 0.0;
        if (rd.animating && (t < done || (!rd.ring && t < kPullEnd)))
            return;
        const QPointF c = geo.px[std::size_t(i + b.off)];
        const QPointF mid = rd.ring ? geo.centre : geo.px[0];
        QPointF u = c - mid;
        const double dist = std::hypot(u.x(), u.y());
        u = dist > 1e-6 ? u / dist : QPointF(0, -1);
        const QPointF toMid = -u;
        if (b.sideBelow && std::abs(u.x()) > 0.95)
            u = QPointF(0, 1);
        // Beside a node the block keeps its label (often wider than the node) clear of it.
        const QPointF labelC = c + u * (geo.radius + 8 + std::abs(u.x()) * (b.labelW / 2 + 4) + std::abs(u.y()) * (b.labelH / 2 + 2));
        const QFont labelFont = s.scaledFont(k > 8 ? 0.85 : 0.95, true);
        if (rd.start) {
            const auto &ws = rd.f->worker_weights;
            const double w = i < int(ws.size()) ? ws[std::size_t(i)] : rd.f->w;
            topo::drawToken(p, labelC, k <= 8 ? QStringLiteral("w = %1").arg(wnum(w)) : wnum(w), s.accent, s, k > 8 ? 0.75 : 0.85);
            return;
        }
        double alpha = 1.0;
        if (rd.animating)
            alpha = 0.35 + 0.65 * clamp01((t - done) / 0.05);
        QColor col = gradColor(g, s);
        col.setAlphaF(alpha);
        // The arrow starts at the worker's border and heads for the server (the middle of the
        // ring), beside the spoke so the broadcast on it stays readable; it stops short of the
        // spoke's middle, where the weights travel.
        const QPointF from = rd.ring ? c + toMid * (geo.radius + 4) : topo::along(geo, nodes, i + b.off, 0, 0.0);
        const double room = rd.ring ? (dist - geo.radius) * 0.35 : QLineF(from, topo::along(geo, nodes, i + b.off, 0, 1.0)).length() * 0.42;
        const double len = std::abs(g) / b.gmax * std::max(0.0, std::min(b.arrowMax, room));
        const QPointF side = rd.ring ? QPointF() : QPointF(-toMid.y(), toMid.x()) * std::max(8.0, b.arrowH * 1.1);
        if (len < 3) {
            p.save();
            p.setPen(Qt::NoPen);
            p.setBrush(col);
            p.drawEllipse(from + side + toMid * 3, 3, 3);
            p.restore();
        } else {
            draw::drawArrow(p, from + side, from + side + toMid * len, col, s.lineWidth * 1.6, std::min(b.arrowH, 12.0 * s.fontScale));
        }
        p.save();
        p.setFont(labelFont);
        const QString text = k <= 8 ? QStringLiteral("g = %1").arg(num(g)) : num(g);
        p.setPen(col);
        const double tw = QFontMetricsF(labelFont).horizontalAdvance(text) + 6;
        p.drawText(QRectF(labelC.x() - tw / 2, labelC.y() - b.labelH / 2, tw, b.labelH), Qt::AlignCenter, text);
        p.restore();
    }

    void paintStarOverlay(QPainter &p, const topo::Geometry &geo, const std::vector<topo::Node> &nodes, const PaintContext &ctx,
                          const Round &rd, double arrowMax, double arrowH, double gmax, const QFont &hubFont, bool showBroadcast) const
    {
        paintSpokeTokens(p, geo, nodes, rd, ctx.style, showBroadcast);
        paintServerBox(p, geo, ctx, rd, arrowMax, arrowH, gmax, hubFont);
    }

    /// Tokens on the spokes: the weight going out (pull, broadcast) and gradients coming in (push).
    static void paintSpokeTokens(QPainter &p, const topo::Geometry &geo, const std::vector<topo::Node> &nodes, const Round &rd, const Style &s,
                                 bool showBroadcast)
    {
        const SyncRound &f = *rd.f;
        const int k = rd.k;
        const Stage st = stageOf(rd);
        const double t = rd.t;
        const auto &grads = f.grads;
        for (int i = 0; i < k; ++i) {
            if (rd.animating && st == Stage::Pull) {
                topo::drawToken(p, topo::along(geo, nodes, 0, i + 1, ease(t / kPullEnd)), wnum(f.worker_weights.at(std::size_t(i))),
                                s.accent, s, k > 9 ? 0.75 : 0.85);
            }
            if (rd.animating) {
                const double d = doneAt(rd, i);
                if (t >= d && t < d + kPushLen) {
                    const double g = grads[std::size_t(i)];
                    topo::drawToken(p, topo::along(geo, nodes, i + 1, 0, ease((t - d) / kPushLen)), num(g), gradColor(g, s), s,
                                    k > 9 ? 0.75 : 0.85);
                }
            }
            if (rd.animating && st == Stage::Broadcast) {
                topo::drawToken(p, topo::along(geo, nodes, 0, i + 1, ease((t - kUpdateEnd) / (1 - kUpdateEnd))), wnum(f.w_next),
                                s.accent, s, k > 9 ? 0.75 : 0.85);
            }
        }
        if (showBroadcast && !rd.animating) {
            // The one new weight, sent down every spoke (arrowheads at the workers' side).
            for (int i = 0; i < k; ++i) {
                const QPointF a = topo::along(geo, nodes, 0, i + 1, 0.70), b = topo::along(geo, nodes, 0, i + 1, 0.97);
                draw::drawArrow(p, a, b, s.accent, s.lineWidth, 9 * s.fontScale);
                if (k <= 8)
                    topo::drawToken(p, topo::along(geo, nodes, 0, i + 1, 0.5), wnum(f.w_next), s.accent, s, 0.8);
            }
        }
    }

    /// Inside the server box: title, w -> w_next, then the barrier or the aggregated arrow and the step.
    static void paintServerBox(QPainter &p, const topo::Geometry &geo, const PaintContext &ctx, const Round &rd, double arrowMax, double arrowH,
                               double gmax, const QFont &hubFont)
    {
        const Style &s = ctx.style;
        const SyncRound &f = *rd.f;
        const double t = rd.t;
        const QPointF c = geo.px[0];
        const QRectF box(c - QPointF(geo.serverSize.width() / 2, geo.serverSize.height() / 2), geo.serverSize);
        p.save();
        QFont bold = hubFont;
        bold.setBold(true);
        const QFontMetricsF fb(bold), fh(hubFont);
        double y = box.top() + 4;
        p.setFont(bold);
        p.setPen(s.foreground);
        p.drawText(QRectF(box.left(), y, box.width(), fb.height()), Qt::AlignCenter, QStringLiteral("server"));
        y += fb.height();
        p.setFont(hubFont);

        const double upd = updateProgress(rd);
        const bool aggVisible = !rd.animating || t >= kBarrierEnd;
        // w line: before the update shows the pulled w; the update reveals the new one.
        QString wLine;
        if (rd.start)
            wLine = QStringLiteral("w = %1").arg(wnum(f.w));
        else if (!rd.animating || upd >= 1.0)
            wLine = QStringLiteral("w %1 → %2").arg(wnum(f.w), wnum(f.w_next));
        else if (upd > 0)
            wLine = QStringLiteral("w %1 → …").arg(wnum(f.w));
        else
            wLine = QStringLiteral("w = %1").arg(wnum(f.w));
        p.setPen(upd > 0 && upd < 1 ? s.accent : s.foreground);
        p.drawText(QRectF(box.left() + 2, y, box.width() - 4, fh.height()), Qt::AlignCenter, wLine);
        y += fh.height() + 2;
        // Gradients received so far (barrier), then the aggregated arrow.
        const QRectF below(box.left() + 2, y, box.width() - 4, fh.height() * 2 + arrowH);
        if (rd.start)
            serverStartText(p, below, box.width() - 6, fh, rd.k, s);
        else if (rd.animating && t < kBarrierEnd && t >= kPullEnd)
            serverBarrierText(p, below, rd, s);
        else if (aggVisible)
            serverAggregate(p, box, y, fh, hubFont, rd, arrowMax, arrowH, gmax, s);
        p.restore();
    }

    /// The start: no gradients yet, in the longest wording whose lines fit across the box (a small
    /// window makes it narrow).
    static void serverStartText(QPainter &p, const QRectF &r, double lineRoom, const QFontMetricsF &fh, int k, const Style &s)
    {
        p.setPen(s.muted);
        QString text;
        for (const QString &v : {QStringLiteral("no gradients yet:\nsame w for all %1").arg(k), QStringLiteral("no gradients\nyet"),
                                 QStringLiteral("start")}) {
            text = v;
            const QStringList lines = v.split(QLatin1Char('\n'));
            if (std::all_of(lines.begin(), lines.end(), [&](const QString &l) { return fh.horizontalAdvance(l) <= lineRoom; }))
                break;
        }
        p.drawText(r, Qt::AlignCenter, text);
    }

    /// While the gradients come in: how many have arrived.
    static void serverBarrierText(QPainter &p, const QRectF &r, const Round &rd, const Style &s)
    {
        const int k = rd.k;
        int in = 0;
        for (int i = 0; i < k; ++i)
            if (rd.t >= doneAt(rd, i) + kPushLen)
                ++in;
        p.setPen(in == k ? s.accent : s.warning);
        p.drawText(r, Qt::AlignCenter, in == k ? QStringLiteral("all %1 in:\nbarrier opens").arg(k) : QStringLiteral("waiting:\n%1 of %2 in").arg(in).arg(k));
    }

    /// The aggregated gradient as an arrow growing out of the middle, its value and the step.
    static void serverAggregate(QPainter &p, const QRectF &box, double y, const QFontMetricsF &fh, const QFont &hubFont, const Round &rd,
                                double arrowMax, double arrowH, double gmax, const Style &s)
    {
        const SyncRound &f = *rd.f;
        const double a = f.aggregated;
        double grow = 1.0;
        if (rd.animating)
            grow = ease((rd.t - kBarrierEnd) / (kAggregateEnd - kBarrierEnd));
        const double len = std::abs(a) / gmax * arrowMax * grow;
        const QPointF ac(box.center().x(), y + arrowH / 2 + 2);
        const QColor col = gradColor(a, s);
        if (len >= 3)
            draw::drawArrow(p, ac - QPointF(len / 2 * (a < 0 ? -1 : 1), 0), ac + QPointF(len / 2 * (a < 0 ? -1 : 1), 0), col, s.lineWidth * 2.2,
                            std::min(arrowH, 12.0 * s.fontScale));
        else if (grow > 0.5) {
            p.setPen(Qt::NoPen);
            p.setBrush(col);
            p.drawEllipse(ac, 3, 3);
        }
        y += arrowH + 4;
        p.setPen(col);
        p.setFont(hubFont);
        if (grow > 0)
            p.drawText(QRectF(box.left() + 2, y, box.width() - 4, fh.height()), Qt::AlignCenter, aggregateLabel(*rd.meta, f));
        y += fh.height();
        p.setPen(s.muted);
        p.drawText(QRectF(box.left() + 2, y, box.width() - 4, fh.height()), Qt::AlignCenter, stepLabel(*rd.meta, f));
    }

    /// Chunks moving one hop clockwise in the engine's order, step by step.
    static void paintRingTokens(QPainter &p, const topo::Geometry &geo, const std::vector<topo::Node> &nodes, const Round &rd, const Style &s)
    {
        const auto &schedule = ringSchedule(*rd.meta);
        const int k = rd.k;
        const double t = rd.t;
        if (!(rd.animating && !schedule.empty() && t >= kRingComputeEnd && t < kRingGatherEnd))
            return;
        const int scatter = scatterSteps(schedule);
        const int gather = int(schedule.size()) - scatter;
        int row = 0;
        double local = 0;
        if (t < kRingScatterEnd) {
            const double u = (t - kRingComputeEnd) / (kRingScatterEnd - kRingComputeEnd) * std::max(1, scatter);
            row = std::min(scatter - 1, int(u));
            local = u - row;
        } else {
            const double u = (t - kRingScatterEnd) / (kRingGatherEnd - kRingScatterEnd) * std::max(1, gather);
            row = scatter + std::min(gather - 1, int(u));
            local = u - (row - scatter);
        }
        const RingScheduleStep &step = schedule[std::size_t(std::clamp(row, 0, int(schedule.size()) - 1))];
        for (int i = 0; i < k && i < int(step.chunks.size()); ++i) {
            const int to = (i + 1) % k;
            const QString text = num(step.chunks[std::size_t(i)]);
            topo::drawToken(p, topo::along(geo, nodes, i, to, ease(local)), text, step.allGather() ? s.series[2] : s.series[4], s,
                            k > 9 ? 0.75 : 0.85);
        }
    }

    void paintRingOverlay(QPainter &p, const topo::Geometry &geo, const std::vector<topo::Node> &nodes, const PaintContext &ctx,
                          const Round &rd, double arrowMax, double arrowH, double gmax) const
    {
        const Style &s = ctx.style;
        const SyncRound &f = *rd.f;
        const int k = rd.k;
        const double t = rd.t;
        paintRingTokens(p, geo, nodes, rd, s);

        // The middle of the ring: what every worker ends up with (no server holds it).
        const double upd = updateProgress(rd);
        const bool showMean = !rd.start && (!rd.animating || t >= kRingScatterEnd);
        const QFontMetricsF fm(s.scaledFont(0.95)), fb(s.scaledFont(0.95, true));
        const double ringR = k > 1 ? QLineF(geo.centre, geo.px[0]).length() - geo.radius - 8 : 120;
        const double bh = fb.height() + 3 * fm.height() + arrowH + 14;
        // As wide as the ring allows: its corners stay inside the polygon of the workers (a
        // diamond for four), which a ring spread sideways makes wider than it is tall.
        double maxW = ringR * 1.5;
        if (k > 2) {
            double rx = 0, ry = 0;
            for (const QPointF &q : geo.px) {
                rx = std::max(rx, std::abs(q.x() - geo.centre.x()));
                ry = std::max(ry, std::abs(q.y() - geo.centre.y()));
            }
            if (ry > bh / 2 + 6)
                maxW = std::max(maxW, std::min(2 * rx * (1 - (bh / 2 + 6) / ry) - 12, 2 * (rx - geo.radius - 8)));
        }
        const double bw = std::min(maxW, std::max(arrowMax + 30, fb.horizontalAdvance(QStringLiteral("every worker: w 2.333333 → 2.333333")) + 16));
        const QRectF box(geo.centre - QPointF(bw / 2, bh / 2), QSizeF(bw, bh));
        p.save();
        p.setPen(QPen(s.grid, 1, Qt::DashLine));
        p.setBrush(s.background); // two workers: their link runs through the middle
        p.drawRoundedRect(box, 8, 8);
        double y = box.top() + 4;
        p.setPen(s.muted);
        panel::fitFirst(p, QRectF(box.left() + 4, y, box.width() - 8, fb.height()), {QStringLiteral("no server: all-reduce"), QStringLiteral("all-reduce")},
                        s.scaledFont(0.95, true), Qt::AlignCenter, 0.75);
        y += fb.height();
        if (showMean) {
            const double a = f.aggregated;
            double grow = rd.animating ? ease((t - kRingScatterEnd) / (kRingGatherEnd - kRingScatterEnd)) : 1.0;
            const double len = std::abs(a) / gmax * arrowMax * grow;
            const QPointF ac(box.center().x(), y + arrowH / 2 + 2);
            const QColor col = gradColor(a, s);
            if (len >= 3)
                draw::drawArrow(p, ac - QPointF(len / 2 * (a < 0 ? -1 : 1), 0), ac + QPointF(len / 2 * (a < 0 ? -1 : 1), 0), col,
                                s.lineWidth * 2.2, std::min(arrowH, 12.0 * s.fontScale));
            y += arrowH + 4;
            p.setPen(col);
            panel::fitFirst(p, QRectF(box.left() + 4, y, box.width() - 8, fm.height()),
                            {aggregateLabel(*rd.meta, f) + QStringLiteral(" · ") + stepLabel(*rd.meta, f), aggregateLabel(*rd.meta, f),
                             aggregateName(typed(ctx.trace).meta.aggregate) + QLatin1Char(' ') + num(a)},
                            s.scaledFont(0.95), Qt::AlignCenter, 0.75);
        } else {
            y += arrowH + 4;
            p.setPen(s.muted);
            fitText(p, QRectF(box.left() + 4, y, box.width() - 8, fm.height()),
                    rd.start ? QStringLiteral("no gradients yet") : QStringLiteral("summing chunks…"), s.scaledFont(0.95),
                    Qt::AlignCenter, 0.6);
        }
        y += fm.height();
        p.setPen(upd > 0 && upd < 1 ? s.accent : s.foreground);
        const QStringList wLine = upd >= 1.0 && !rd.start ? QStringList{QStringLiteral("every worker: w %1 → %2").arg(wnum(f.w), wnum(f.w_next)),
                                                           QStringLiteral("all: w %1 → %2").arg(wnum(f.w), wnum(f.w_next)),
                                                           QStringLiteral("all: w = %1").arg(wnum(f.w_next)),
                                                           QStringLiteral("w = %1").arg(wnum(f.w_next))}
                                             : QStringList{QStringLiteral("every worker: w = %1").arg(wnum(f.w)),
                                                           QStringLiteral("all: w = %1").arg(wnum(f.w)), QStringLiteral("w = %1").arg(wnum(f.w))};
        panel::fitFirst(p, QRectF(box.left() + 4, y, box.width() - 8, fm.height()), wLine, s.scaledFont(0.95, true), Qt::AlignCenter, 0.75);
        p.restore();
    }

    // ---------------------------------------------------------------- footer: bytes and the one-model reminder
    void paintFooter(QPainter &p, const QRectF &r, const PaintContext &ctx, const Round &rd) const
    {
        const Style &s = ctx.style;
        const SyncRound &f = *rd.f;
        const auto &sent = f.bytes_sent;
        const auto &recv = f.bytes_received;
        const QString sentT = bytesText(sent.empty() ? 0 : sent[0]), recvT = bytesText(recv.empty() ? 0 : recv[0]);
        // Each line in a few wordings, longest first: a narrow canvas gets a shorter sentence at
        // a readable size rather than the long one shrunk or cut off.
        QStringList line1;
        if (rd.start)
            line1 = {QStringLiteral("The start: all %1 workers hold the same w = %2 and nothing has been sent yet")
                         .arg(rd.k)
                         .arg(wnum(f.w)),
                     QStringLiteral("The start: every worker holds w = %1, nothing sent yet").arg(wnum(f.w)),
                     QStringLiteral("Start: every worker holds w = %1").arg(wnum(f.w))};
        else if (rd.ring)
            line1 = {QStringLiteral("Ring, no hub: each worker sends %1 and receives %2 per round = 2(K−1)/K × %3, in %4 steps")
                         .arg(sentT, recvT, bytesText(typed(ctx.trace).meta.model_bytes), num(rd.meta->ring_steps.value_or(0))),
                     QStringLiteral("Ring, no hub: each worker sends %1, receives %2 = 2(K−1)/K × %3")
                         .arg(sentT, recvT, bytesText(typed(ctx.trace).meta.model_bytes)),
                     QStringLiteral("Ring: each worker sends %1, receives %2").arg(sentT, recvT)};
        else
            line1 = {QStringLiteral("Star: each worker sends %1 up, gets %2 back · the server takes in %3 (fan-in), sends out %4")
                         .arg(sentT, recvT, bytesText(f.server_fan_in.value_or(0)), bytesText(f.server_fan_out.value_or(0))),
                     QStringLiteral("Star: each worker sends %1, gets %2 · server: %3 in, %4 out")
                         .arg(sentT, recvT, bytesText(f.server_fan_in.value_or(0)), bytesText(f.server_fan_out.value_or(0))),
                     QStringLiteral("Star: server takes in %1, sends out %2").arg(bytesText(f.server_fan_in.value_or(0)), bytesText(f.server_fan_out.value_or(0)))};
        const bool worse = f.loss_next > f.loss;
        QStringList line2;
        if (rd.start)
            line2 = {QStringLiteral("One global weight, never %1 models · green arrow g < 0 (w rises), red g > 0").arg(rd.k),
                     QStringLiteral("One global weight · green g < 0, red g > 0")};
        else if (worse)
            line2 = {QStringLiteral("The loss went up (%1 → %2): this step size overshoots for this data · still one global weight, never %3 models")
                         .arg(num(f.loss), num(f.loss_next))
                         .arg(rd.k),
                     QStringLiteral("The loss went up (%1 → %2): the step overshoots · still one global weight")
                         .arg(num(f.loss), num(f.loss_next)),
                     QStringLiteral("Loss up (%1 → %2): the step overshoots").arg(num(f.loss), num(f.loss_next))};
        else
            line2 = {QStringLiteral("%2 update per round on one global weight: never %1 final models · green arrow g < 0 (w rises), red g > 0")
                         .arg(rd.k)
                         .arg(num(f.global_updates)),
                     QStringLiteral("%2 update per round on one global weight, never %1 models · green g < 0, red g > 0")
                         .arg(rd.k)
                         .arg(num(f.global_updates)),
                     QStringLiteral("One global weight, never %1 models · green g < 0, red g > 0").arg(rd.k)};
        p.save();
        const QFontMetricsF fm(s.scaledFont(0.9));
        p.setPen(s.foreground);
        panel::fitFirst(p, QRectF(r.left(), r.top(), r.width(), fm.height() + 2), line1, s.scaledFont(0.9), Qt::AlignLeft | Qt::AlignVCenter, 0.85);
        p.setPen(worse ? s.warning : s.muted);
        panel::fitFirst(p, QRectF(r.left(), r.top() + fm.height() + 4, r.width(), fm.height() + 2), line2, s.scaledFont(0.9, worse),
                        Qt::AlignLeft | Qt::AlignVCenter, 0.85);
        p.restore();
    }

    // ---------------------------------------------------------------- w per round
    /// The w range of the chart: the whole run keeps the axis still while stepping; a run that blows
    /// up later would flatten the early rounds, so then only the rounds shown so far count.
    static std::pair<double, double> wRange(const std::vector<double> &ws, double best, int index)
    {
        auto range = [&](int last) {
            double lo = best, hi = best;
            for (int i = 0; i <= last && i < int(ws.size()); ++i) {
                lo = std::min(lo, ws[std::size_t(i)]);
                hi = std::max(hi, ws[std::size_t(i)]);
            }
            return std::make_pair(lo, hi);
        };
        auto [lo, hi] = range(int(ws.size()) - 1);
        const auto [loNow, hiNow] = range(index + 1);
        if (hi - lo > 4 * std::max(hiNow - loNow, 1e-9)) {
            lo = loNow;
            hi = hiNow;
        }
        return {lo, hi};
    }

    /// The weights after rounds 0..done (and the move of the one in progress while animating).
    static void drawWPath(QPainter &p, const draw::Axes &ax, const std::vector<double> &ws, const Round &rd, int done, double upd, const Style &s)
    {
        QPainterPath path;
        path.moveTo(ax.map(0, ws[0]));
        for (int i = 1; i <= done && i < int(ws.size()); ++i)
            path.lineTo(ax.map(i, ws[std::size_t(i)]));
        QPointF head = ax.map(done, ws[std::size_t(std::min(done, int(ws.size()) - 1))]);
        if (rd.animating && done + 1 < int(ws.size()) && upd > 0) {
            const QPointF a = ax.map(done, ws[std::size_t(done)]), b = ax.map(done + 1, ws[std::size_t(done + 1)]);
            head = a + (b - a) * upd;
            path.lineTo(head);
        }
        p.setPen(QPen(s.accent, s.lineWidth * 1.2));
        p.setBrush(Qt::NoBrush);
        draw::drawCurve(p, path);
        p.setPen(Qt::NoPen);
        p.setBrush(s.accent);
        for (int i = 0; i <= done && i < int(ws.size()); ++i)
            p.drawEllipse(ax.map(i, ws[std::size_t(i)]), 3.5, 3.5);
        p.setBrush(s.accent);
        p.drawEllipse(head, 6, 6);
    }

    /// The current value beside its point and the best weight at an end of its line, clear of each other.
    static void drawWLabels(QPainter &p, const draw::Axes &ax, double wShown, const QPointF &at, const SyncMeta &m, const Style &s)
    {
        const double best = m.w_best;
        const QFontMetricsF fm(s.scaledFont(0.9));
        p.setFont(s.scaledFont(0.9, true));
        const bool right = at.x() < ax.plot.center().x();
        // The current value sits on the far side of the point from the best-w line, the best-w
        // label on the other side of its line, so the two never collide.
        const double bestY = ax.mapY(best);
        const bool pointAbove = at.y() <= bestY;
        const double lh = QFontMetricsF(p.font()).height();
        double ly = at.y() + (pointAbove ? -(lh * 0.5 + 8) : lh * 0.5 + 8);
        ly = std::clamp(ly, ax.plot.top() + lh * 0.6, ax.plot.bottom() - lh * 0.6);
        QRectF wRect; // the current value's box; the best-w label keeps out of it
        {
            // Beside the point, but kept inside the plot (a narrow chart would push it over the ticks).
            const QString wText = QStringLiteral("w = %1").arg(wnum(wShown));
            const double wBox = QFontMetricsF(p.font()).horizontalAdvance(wText) + 10; // drawLabel's box
            double lx = right ? at.x() + 10 : at.x() - 10 - wBox;
            lx = std::clamp(lx, ax.plot.left() + 2, std::max(ax.plot.left() + 2, ax.plot.right() - 2 - wBox));
            draw::drawLabel(p, QPointF(lx, ly), wText, s, s.accent, true, Qt::AlignLeft | Qt::AlignVCenter);
            wRect = QRectF(lx, ly - (lh + 4) / 2, wBox, lh + 4);
        }
        p.setFont(s.scaledFont(0.9));
        // The fraction when the plot is wide enough for it, else the value alone.
        QString bestText = QStringLiteral("best w = %1/%2 = %3")
                               .arg(num(m.w_best_numerator), num(m.w_best_denominator), num(best));
        for (const QString &shorter : {QStringLiteral("best w = %1").arg(num(best)), QStringLiteral("best %1").arg(num(best))})
            if (fm.horizontalAdvance(bestText) + 10 > ax.plot.width() - 8)
                bestText = shorter;
        bool bestAbove = !pointAbove;
        if (bestAbove && bestY - ax.plot.top() < fm.height() * 1.4)
            bestAbove = false;
        if (!bestAbove && ax.plot.bottom() - bestY < fm.height() * 1.4)
            bestAbove = true;
        // The best-w label sits at the right end of its line, or at the left end when the
        // current point would be under it there and not at the left.
        const double bestW = fm.horizontalAdvance(bestText) + 10;
        const bool headRight = at.x() > ax.plot.right() - 4 - bestW - 8;
        const bool headLeft = at.x() < ax.plot.left() + 4 + bestW + 8;
        bool bestLeft = headRight && !headLeft;
        // In a very short plot (a small window) both labels are squeezed into one band: the
        // best-w label takes the other end of its line, or gives way (the line and the narration
        // still show it).
        const double bestH = QFontMetricsF(p.font()).height() + 4; // drawLabel's box
        auto bestRect = [&](bool left) {
            return QRectF(left ? ax.plot.left() + 4 : ax.plot.right() - 4 - bestW, bestAbove ? bestY - 3 - bestH : bestY + 3, bestW, bestH);
        };
        if (bestRect(bestLeft).intersects(wRect))
            bestLeft = !bestLeft;
        if (!bestRect(bestLeft).intersects(wRect))
            draw::drawLabel(p, QPointF(bestLeft ? ax.plot.left() + 4 : ax.plot.right() - 4, bestY + (bestAbove ? -3 : 3)), bestText, s, s.secant,
                            true, (bestLeft ? Qt::AlignLeft : Qt::AlignRight) | (bestAbove ? Qt::AlignBottom : Qt::AlignTop));
    }

    void paintWChart(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd) const
    {
        const Style &s = ctx.style;
        const auto &frames = typed(ctx.trace).frames;
        QRectF r = caption(p, area, QStringLiteral("w after each round → best w"), s);
        const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
        draw::Axes ax;
        ax.plot = QRectF(r.left() + 64 + fm2.height() + 6, r.top() + 4, r.width() - (64 + fm2.height() + 6) - 8,
                         r.height() - fm.height() - fm2.height() - 14);
        if (ax.plot.width() < 40 || ax.plot.height() < 30)
            return;
        // ws[n] is the weight after round n (frame n); ws[0] = w0, the start.
        std::vector<double> ws;
        for (const SyncRound &f : frames)
            ws.push_back(f.w_next);
        const double best = typed(ctx.trace).meta.w_best;
        auto [lo, hi] = wRange(ws, best, ctx.index);
        const double padY = std::max(1e-6, (hi - lo) * 0.12);
        ax.x0 = 0;
        ax.x1 = std::max(1.0, double(ctx.lastStep()));
        ax.y0 = lo - padY;
        ax.y1 = hi + padY * 2.2; // room above the best-w line for its label
        ax.plot.setLeft(r.left() + panel::yAxisRoom(ax, s)); // only as much room as the tick labels need
        panel::drawAxes(p, ax, s, QStringLiteral("round"), QStringLiteral("w"), panel::yTitleOffset(ax, s));
        p.save();
        p.setClipRect(ax.plot.adjusted(-6, -6, 6, 6));
        // Best weight.
        p.setPen(QPen(s.secant, s.lineWidth, Qt::DashLine));
        p.drawLine(ax.map(ax.x0, best), ax.map(ax.x1, best));
        // Completed rounds (and the one in progress while animating).
        const int done = ctx.index; // points 0..done are final at t = 0
        const double upd = rd.animating ? updateProgress(rd) : 0.0;
        drawWPath(p, ax, ws, rd, done, upd, s);
        p.setClipping(false);
        // Labels: the current value and the best weight.
        const int shown = std::min(done + (rd.animating && upd >= 1.0 ? 1 : 0), int(ws.size()) - 1);
        drawWLabels(p, ax, ws[std::size_t(shown)], ax.map(shown, ws[std::size_t(shown)]), *rd.meta, s);
        p.restore();
    }

    // ---------------------------------------------------------------- data and lines
    void paintFit(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd) const
    {
        const Style &s = ctx.style;
        const auto &xs = typed(ctx.trace).meta.data_x;
        const auto &ys = typed(ctx.trace).meta.data_y;
        const double slope = typed(ctx.trace).meta.fit_slope, icpt = typed(ctx.trace).meta.fit_intercept;
        // The model line after this round's update (it moves during the next round's update stage).
        const SyncRound &cur = typed(ctx.trace).frames.at(std::size_t(ctx.index));
        const double wShown0 = cur.w_next;
        double wLine = wShown0;
        const double upd = rd.animating ? updateProgress(rd) : 0.0;
        if (rd.animating)
            wLine = wShown0 + (rd.f->w_next - wShown0) * upd; // pixel position of the moving line only
        const double wLabel = rd.animating && upd >= 1.0 ? rd.f->w_next : wShown0;

        QRectF r = caption(p, area, {QStringLiteral("The shards and the line the model draws"), QStringLiteral("The shards and the model's line")}, s);
        const QString trueText = QStringLiteral("true line y = %1x %2 %3 (needs a bias)")
                                     .arg(num(slope), icpt < 0 ? QStringLiteral("−") : QStringLiteral("+"), num(std::abs(icpt)));
        const double used = legendRow(p, r, {{s.accent, Qt::SolidLine, QStringLiteral("model y = %1x").arg(wnum(wLabel))}, {s.muted, Qt::DashLine, trueText}}, s);
        r.adjust(0, used + 2, 0, 0);
        const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
        draw::Axes ax;
        ax.plot = QRectF(r.left() + 64 + fm2.height() + 6, r.top() + 4, r.width() - (64 + fm2.height() + 6) - 8,
                         r.height() - fm.height() - fm2.height() - 14);
        if (ax.plot.width() < 40 || ax.plot.height() < 30 || xs.empty())
            return;
        double xmax = 0, xmin = 0, ymax = 0, ymin = 0;
        for (std::size_t i = 0; i < xs.size(); ++i) {
            xmax = std::max(xmax, xs[i]);
            xmin = std::min(xmin, xs[i]);
            ymax = std::max(ymax, i < ys.size() ? ys[i] : 0.0);
            ymin = std::min(ymin, i < ys.size() ? ys[i] : 0.0);
        }
        const double xr = std::max(1e-6, xmax - xmin);
        ax.x0 = xmin;
        ax.x1 = xmax + xr * 0.12;
        const double yr = std::max(1e-6, ymax - ymin);
        ax.y0 = ymin;
        ax.y1 = ymax + yr * 0.15;
        ax.plot.setLeft(r.left() + panel::yAxisRoom(ax, s));
        panel::drawAxes(p, ax, s, QStringLiteral("x"), QStringLiteral("y"), panel::yTitleOffset(ax, s));
        p.save();
        p.setClipRect(ax.plot);
        p.setPen(QPen(s.muted, s.lineWidth, Qt::DashLine));
        p.drawLine(ax.map(ax.x0, slope * ax.x0 + icpt), ax.map(ax.x1, slope * ax.x1 + icpt));
        p.setPen(QPen(s.accent, s.lineWidth * 1.3));
        p.drawLine(ax.map(ax.x0, wLine * ax.x0), ax.map(ax.x1, wLine * ax.x1));
        p.setPen(QPen(s.foreground, 1));
        for (std::size_t i = 0; i < xs.size() && i < ys.size(); ++i) {
            p.setBrush(s.series[i % 8]);
            p.drawEllipse(ax.map(xs[i], ys[i]), 5, 5);
        }
        p.setClipping(false);
        p.restore();
    }

    // ---------------------------------------------------------------- the round on the clock
    /// The timeline strip of one paint: the lanes, the compute part (the clock from round_start
    /// to barrier_time), the rest (ring steps or the server's work) and where the animation is.
    struct Timeline {
        QRectF r, lanes, comp, rest;
        double labelW = 0, headH = 0, footH = 0, laneH = 0;
        double start = 0, barrier = 0;
        double cursorX = 0;
        int steps = 0, scatter = 0;
        QFont laneFont;
        bool labelEvery = true;
        /// The pixel x of a time within the round's compute strip.
        double tx(double time) const { return comp.left() + (barrier > start ? (time - start) / (barrier - start) : 1.0) * comp.width(); }
    };

    /// Where the animation is: a pixel x on this strip (right end when the round is complete,
    /// left end at the start, when nothing has run yet).
    static double timelineCursor(const Timeline &l, const Round &rd)
    {
        const QRectF &comp = l.comp, &rest = l.rest;
        const int steps = l.steps, scatter = l.scatter;
        double cursorX = rd.start ? comp.left() : rest.right();
        const double t = rd.t;
        if (!rd.animating)
            return cursorX;
        if (rd.ring) {
            if (t < kRingComputeEnd)
                cursorX = comp.left() + clamp01(t / (kRingComputeEnd * 0.9)) * comp.width();
            else if (t < kRingGatherEnd && steps > 0) {
                const double u = t < kRingScatterEnd ? (t - kRingComputeEnd) / (kRingScatterEnd - kRingComputeEnd) * scatter
                                                     : scatter + (t - kRingScatterEnd) / (kRingGatherEnd - kRingScatterEnd) * (steps - scatter);
                cursorX = rest.left() + u / steps * rest.width();
            }
        } else {
            if (t < kPullEnd)
                cursorX = comp.left();
            else if (t < kPullEnd + kComputeLen)
                cursorX = comp.left() + (t - kPullEnd) / kComputeLen * comp.width();
            else if (t < kBarrierEnd)
                cursorX = comp.right();
            else
                cursorX = rest.left() + (t - kBarrierEnd) / (1 - kBarrierEnd) * rest.width();
        }
        return cursorX;
    }

    /// The strip's geometry below its caption; false when there is no room for it.
    static bool timelineLayout(const QRectF &r, const Round &rd, const Style &s, Timeline &l)
    {
        const int k = rd.k;
        const QFontMetricsF fm(s.scaledFont(0.85));
        l.r = r;
        l.footH = fm.height() + 4;
        l.headH = rd.ring ? fm.height() + 2 : 0;
        l.labelW = fm.horizontalAdvance(QStringLiteral("W%1").arg(k)) + 8;
        l.lanes = QRectF(r.left() + l.labelW, r.top() + l.headH, r.width() - l.labelW - 4, r.height() - l.footH - l.headH - fm.height() - 4);
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
        l.laneFont = s.scaledFont(0.85);
        if (!l.labelEvery && l.laneH * 2 < fm.height())
            l.laneFont.setPointSizeF(l.laneFont.pointSizeF() * std::max(0.6, l.laneH * 2 / fm.height()));
        return true;
    }

    /// Worker i's lane: its name, the round faintly, what has happened so far, the ring's chunks.
    static void paintTimelineLane(QPainter &p, const Timeline &l, const Round &rd, const Style &s, int i)
    {
        const QRectF &lanes = l.lanes, &comp = l.comp, &r = l.r;
        const double laneH = l.laneH, labelW = l.labelW, cursorX = l.cursorX, start = l.start;
        const bool labelEvery = l.labelEvery;
        const QFont &laneFont = l.laneFont;
        const QFontMetricsF fm(s.scaledFont(0.85)), lf(laneFont);
        const auto &finish = rd.f->finish_times;
        const auto &idle = rd.f->idle;
        QColor computeCol = s.accent;
        computeCol.setAlphaF(0.75);
        QColor ghost = s.grid;
        const QRectF lane(lanes.left(), lanes.top() + i * laneH, lanes.width(), laneH);
        const double gap = std::min(3.0, laneH * 0.18);
        const QRectF bar = lane.adjusted(0, gap, 0, -gap);
        if (labelEvery || i % 2 == 0) {
            p.setFont(laneFont);
            p.setPen(s.foreground);
            p.drawText(QRectF(r.left(), lane.center().y() - fm.height(), labelW - 4, fm.height() * 2), Qt::AlignRight | Qt::AlignVCenter,
                       QStringLiteral("W%1").arg(i + 1));
        }
        // The whole round faintly, then what has happened so far on top.
        p.setPen(Qt::NoPen);
        p.setBrush(ghost);
        p.drawRect(QRectF(comp.left(), bar.top(), comp.width(), bar.height()));
        const double fx = i < int(finish.size()) ? l.tx(finish[std::size_t(i)]) : comp.right();
        p.setBrush(computeCol);
        const QRectF done(comp.left(), bar.top(), std::max(0.0, std::min(fx, cursorX) - comp.left()), bar.height());
        p.drawRect(done);
        if (i < int(finish.size()) && cursorX >= fx && bar.height() >= lf.height() * 1.2) {
            // What the bar is, where there is room for it: "compute 1.5 s".
            const QString ct = QStringLiteral("compute %1 s").arg(num(finish[std::size_t(i)] - start));
            if (lf.horizontalAdvance(ct) + 12 < done.width()) {
                p.setFont(laneFont);
                const QColor shown = QColor::fromRgbF(0.75f * s.accent.redF() + 0.25f * s.background.redF(),
                                                      0.75f * s.accent.greenF() + 0.25f * s.background.greenF(),
                                                      0.75f * s.accent.blueF() + 0.25f * s.background.blueF());
                p.setPen(topo::contrastText(shown));
                p.drawText(done, Qt::AlignCenter, ct);
                p.setPen(Qt::NoPen);
            }
        }
        if (fx < comp.right() - 0.5 && cursorX > fx) {
            p.setBrush(QBrush(s.idle, Qt::BDiagPattern));
            p.setPen(QPen(s.idle, 1));
            const QRectF ib(fx, bar.top(), std::min(comp.right(), cursorX) - fx, bar.height());
            p.drawRect(ib);
            const QRectF full(fx, bar.top(), comp.right() - fx, bar.height());
            if (i < int(idle.size()) && cursorX >= comp.right()) {
                const QString it = QStringLiteral("idle %1 s").arg(num(idle[std::size_t(i)]));
                if (lf.horizontalAdvance(it) + 6 < full.width() && bar.height() >= lf.height() * 0.8) {
                    p.setFont(laneFont);
                    p.setPen(s.foreground);
                    p.drawText(full, Qt::AlignCenter, it);
                }
            }
        }
        if (l.steps > 0)
            paintChunkCells(p, l, rd, s, bar, i);
    }

    /// The chunk worker i forwards at each ring step, coloured by phase, bright once past.
    static void paintChunkCells(QPainter &p, const Timeline &l, const Round &rd, const Style &s, const QRectF &bar, int i)
    {
        const QRectF &rest = l.rest;
        const int steps = l.steps;
        const double cursorX = l.cursorX;
        const std::vector<RingScheduleStep> &chunks = ringSchedule(*rd.meta);
        const double cw = rest.width() / steps;
        QFont cf = s.scaledFont(0.8, true);
        const QFontMetricsF cfm(cf);
        for (int row = 0; row < steps; ++row) {
            const QRectF cell(rest.left() + row * cw + 1, bar.top(), cw - 2, bar.height());
            QColor col = !chunks[std::size_t(row)].allGather() ? s.series[4] : s.series[2];
            const bool past = cell.left() < cursorX;
            col.setAlphaF(past ? 0.9 : 0.3);
            p.setPen(Qt::NoPen);
            p.setBrush(col);
            p.drawRect(cell);
            const QString txt = num(chunks[std::size_t(row)].chunks.at(std::size_t(i)));
            if (cfm.horizontalAdvance(txt) + 2 <= cell.width() && cfm.height() * 0.75 <= cell.height()) {
                p.setFont(cf);
                p.setPen(past ? topo::contrastText(col) : s.muted);
                p.drawText(cell, Qt::AlignCenter, txt);
            }
        }
    }

    /// Barrier line (not at the start: no round has reached it yet) and the time labels.
    static void paintTimelineTimes(QPainter &p, const Timeline &l, const Round &rd, const Style &s)
    {
        const QRectF &lanes = l.lanes, &comp = l.comp;
        const double start = l.start, barrier = l.barrier;
        const QFontMetricsF fm(s.scaledFont(0.85));
        if (!rd.start) {
            p.setPen(QPen(s.warning, s.lineWidth, Qt::SolidLine));
            p.drawLine(QPointF(comp.right(), lanes.top() - 2), QPointF(comp.right(), lanes.bottom() + 2));
        }
        p.setFont(s.scaledFont(0.85));
        {
            // The start time at the left end, the barrier time at the right end of the compute
            // strip; on a narrow strip the barrier label drops its word (the red line says it).
            const QString startText = QStringLiteral("t = %1").arg(num(start));
            QString endText = rd.start ? QStringLiteral("nothing has run yet") : QStringLiteral("barrier t = %1").arg(num(barrier));
            const double room = comp.width() + 8;
            if (fm.horizontalAdvance(startText) + fm.horizontalAdvance(endText) + 10 > room)
                endText = rd.start ? QString() : QStringLiteral("t = %1").arg(num(barrier));
            const double ew = fm.horizontalAdvance(endText) + 2;
            if (fm.horizontalAdvance(startText) + ew + 10 <= room) {
                p.setPen(s.muted);
                p.drawText(QRectF(comp.left() - 4, lanes.bottom() + 2, comp.width() / 2, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, startText);
            }
            p.setPen(rd.start ? s.muted : s.warning);
            p.drawText(QRectF(comp.right() + 4 - ew, lanes.bottom() + 2, ew, fm.height()), Qt::AlignRight | Qt::AlignVCenter, endText);
        }
    }

    /// The ring: the phase names above the chunk cells and the number of steps below.
    static void paintRingHeads(QPainter &p, const Timeline &l, const Round &rd, const Style &s)
    {
        const QRectF &lanes = l.lanes, &rest = l.rest;
        const int steps = l.steps, scatter = l.scatter;
        const double headH = l.headH;
        const QFontMetricsF fm(s.scaledFont(0.85));
        const double cw = rest.width() / steps;
        p.setPen(s.series[4]);
        // The phase names sit right above the cells (the strip may have moved down to the middle).
        const double headTop = lanes.top() - headH;
        panel::fitFirst(p, QRectF(rest.left(), headTop, cw * scatter, headH), {QStringLiteral("reduce-scatter"), QStringLiteral("scatter")},
                        s.scaledFont(0.8), Qt::AlignCenter, 0.8);
        p.setPen(s.series[2]);
        panel::fitFirst(p, QRectF(rest.left() + cw * scatter, headTop, cw * (steps - scatter), headH),
                        {QStringLiteral("all-gather"), QStringLiteral("gather")}, s.scaledFont(0.8), Qt::AlignCenter, 0.8);
        p.setPen(s.muted);
        fitText(p, QRectF(rest.left(), lanes.bottom() + 2, rest.width(), fm.height()),
                QStringLiteral("%1 steps").arg(num(rd.meta->ring_steps.value_or(0))), s.scaledFont(0.85), Qt::AlignCenter, 0.6);
    }

    /// The star: the server's part of the round (aggregate, update, broadcast) as one box.
    static void paintServerPart(QPainter &p, const Timeline &l, const Style &s)
    {
        const QRectF &rest = l.rest;
        const double cursorX = l.cursorX;
        p.setPen(QPen(s.grid, 1));
        p.setBrush(s.panel);
        p.drawRoundedRect(rest.adjusted(2, 0, 0, 0), 4, 4);
        if (cursorX > rest.left()) {
            QColor done = s.accent;
            done.setAlphaF(0.25);
            p.setPen(Qt::NoPen);
            p.setBrush(done);
            p.drawRoundedRect(QRectF(rest.left() + 2, rest.top(), std::min(rest.width() - 2, cursorX - rest.left() - 2), rest.height()), 4, 4);
        }
        p.setPen(s.foreground); // muted grey washed out on the tinted box once the round is done
        p.save();
        p.translate(rest.center());
        p.rotate(-90);
        panel::fitFirst(p, QRectF(-rest.height() / 2, -rest.width() / 2, rest.height(), rest.width()),
                        {QStringLiteral("aggregate · update · broadcast"), QStringLiteral("update · broadcast"), QStringLiteral("update")},
                        s.scaledFont(0.8), Qt::AlignCenter, 0.8);
        p.restore();
    }

    void paintTimeline(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &rd) const
    {
        const Style &s = ctx.style;
        const SyncRound &f = *rd.f;
        const QRectF r = caption(p, area,
                                 rd.ring ? QStringList{QStringLiteral("This round: compute, wait, ring steps (chunk sent)"),
                                                       QStringLiteral("This round: compute, wait, ring steps"), QStringLiteral("This round")}
                                         : QStringList{QStringLiteral("This round: compute, then wait at the barrier"),
                                                       QStringLiteral("This round: compute, then wait"), QStringLiteral("This round")},
                                 s);
        Timeline l;
        if (!timelineLayout(r, rd, s, l))
            return;
        const QRectF &lanes = l.lanes;
        const double cursorX = l.cursorX, footH = l.footH;
        const QFontMetricsF fm(s.scaledFont(0.85));
        p.save();
        for (int i = 0; i < rd.k; ++i)
            paintTimelineLane(p, l, rd, s, i);
        paintTimelineTimes(p, l, rd, s);
        if (l.steps > 0)
            paintRingHeads(p, l, rd, s);
        else if (!rd.ring)
            paintServerPart(p, l, s);
        if (rd.animating) {
            p.setPen(QPen(s.foreground, s.lineWidth));
            p.drawLine(QPointF(cursorX, lanes.top() - 3), QPointF(cursorX, lanes.bottom() + 3));
        }
        // Idle totals.
        p.setPen(f.idle_round > 0 ? s.warning : s.muted);
        fitText(p, QRectF(r.left(), lanes.bottom() + fm.height() + 4, r.width(), footH),
                rd.start ? QStringLiteral("the start: no round has run, nobody has waited")
                         : QStringLiteral("idle this round %1 s · idle so far %2 s").arg(num(f.idle_round), num(f.idle_total)),
                s.scaledFont(0.85, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        p.restore();
    }
};

} // namespace

std::unique_ptr<ScenePainter> makeSyncPainter() { return std::make_unique<SyncPainter>(); }

} // namespace sgd::ui
