// Synchronous distributed SGD: a parameter server (star) or a ring all-reduce among K workers.
// Frame 0 is the start (every worker holds w0); frame n is round n done; the transition from
// frame n - 1 to n plays round n's stages, and the header already says round n. This file holds
// the painter, its narration, the title, the stage chips and the footer; the graph, the charts
// and the time line are in sync_topology.cpp, sync_hub.cpp, sync_charts.cpp and sync_timeline.cpp,
// their geometry in sync_layout.cpp.

#include "sync_parts.h"
#include "ui/render/painters.h"

#include <QObject>
#include <algorithm>
#include <cmath>

namespace sgd::ui {
namespace sync {
namespace {

/// Each worker's gradient on its own shard (a range when there are many).
QString computeNarration(const SyncMeta &m, const SyncRound &f)
{
    const auto &g = f.grads;
    const auto &xs = m.data_x;
    const auto &ys = m.data_y;
    const int k = int(g.size());
    QString out;
    if (k <= 6) {
        QStringList parts;
        for (int i = 0; i < k; ++i) {
            const QString gi = num(g[std::size_t(i)]);
            if (i < int(xs.size()) && i < int(ys.size()))
                parts << QObject::tr("worker %1 on (%2, %3) gets g = %4")
                             .arg(i + 1)
                             .arg(num(xs[std::size_t(i)]), num(ys[std::size_t(i)]), gi);
            else
                parts << QObject::tr("worker %1 gets g = %2").arg(i + 1).arg(gi);
        }
        out = QObject::tr("<i>Compute:</i> each worker takes the slope on its own shard only: %1. ")
                  .arg(parts.join(QStringLiteral(", ")));
    } else {
        const auto [lo, hi] = std::minmax_element(g.begin(), g.end());
        out = QObject::tr("<i>Compute:</i> each worker takes the slope on its own shard only: the %1 gradients run "
                          "from %2 to %3. ")
                  .arg(k)
                  .arg(num(*lo), num(*hi));
    }
    return out;
}

/// Who everybody waited for at the barrier, and for how long.
QString barrierNarration(const SyncRound &f)
{
    if (!(f.idle_round > 0))
        return QObject::tr("<i>Barrier:</i> all gradients are ready at t = %1, so no one waits this round. ")
            .arg(num(f.barrier_time));
    const auto &idle = f.idle;
    int slow = 0;
    for (int i = 0; i < int(idle.size()); ++i)
        if (idle[std::size_t(i)] < idle[std::size_t(slow)])
            slow = i;
    return QObject::tr("<i>Barrier:</i> nobody moves on until the slowest worker (worker %1) is done at t = %2; "
                       "the faster ones sit idle for %3 s in total this round (%4 s so far). ")
        .arg(slow + 1)
        .arg(num(f.barrier_time), num(f.idle_round), num(f.idle_total));
}

QString ringNarration(const SyncMeta &m, const SyncRound &f)
{
    const auto &schedule = ringSchedule(m);
    const int scatter = scatterSteps(schedule), gather = int(schedule.size()) - scatter;
    const auto &sent = f.bytes_sent;
    const auto &recv = f.bytes_received;
    const draw::EquationDigits e = draw::stepDigits(f.w, f.step_size, f.aggregated, f.w_next); // adds up as written
    QString out =
        QObject::tr("<i>Ring all-reduce:</i> there is no server. The workers pass chunks of their gradients to the next "
                    "worker on the ring: %1 reduce-scatter steps build the sums, %2 all-gather steps hand every "
                    "worker the finished result (%3 steps). Each worker sends %4 and receives %5 per round. ")
            .arg(scatter)
            .arg(gather)
            .arg(num(m.ring_steps.value_or(0)))
            .arg(bytesText(sent.empty() ? 0 : sent[0]), bytesText(recv.empty() ? 0 : recv[0]));
    out += QObject::tr("<i>Update:</i> every worker now holds the same %1 and applies the same step (%2): "
                       "w = %3 − %4 × %5 %7 <b>%6</b> on every worker. ")
               .arg(aggregateLabel(m, f), stepLabel(m, f), draw::eqNum(f.w, e), draw::eqNum(f.step_size, e),
                    draw::eqTerm(f.aggregated, e), draw::eqNum(f.w_next, e), draw::eqSign(e));
    return out;
}

QString starNarration(const SyncMeta &m, const SyncRound &f)
{
    const int k = int(f.grads.size());
    QString out = (m.aggregate == "fedavg" ? QObject::tr("<i>Push and aggregate:</i> the server receives %1 (%2 in) and "
                                                         "combines them: %3, each worker weighted by its share of the samples. ")
                                           : QObject::tr("<i>Push and aggregate:</i> the server receives %1 (%2 in) and "
                                                         "combines them: %3. "))
                      .arg(text::counted(k, "gradient", "gradients"))
                      .arg(bytesText(f.server_fan_in.value_or(0)), aggregateLabel(m, f));
    const draw::EquationDigits e = draw::stepDigits(f.w, f.step_size, f.aggregated, f.w_next); // adds up as written
    out += QObject::tr("<i>Update:</i> one global step (%1): w = %2 − %3 × %4 %6 <b>%5</b>. ")
               .arg(stepLabel(m, f), draw::eqNum(f.w, e), draw::eqNum(f.step_size, e), draw::eqTerm(f.aggregated, e),
                    draw::eqNum(f.w_next, e), draw::eqSign(e));
    const QString fanOut = bytesText(f.server_fan_out.value_or(0));
    out +=
        k == 1
            ? QObject::tr("<i>Broadcast:</i> that single new weight goes back to the one worker (%1 out). ").arg(fanOut)
            : QObject::tr("<i>Broadcast:</i> that single new weight goes back to all %1 workers (%2 out). ").arg(k).arg(fanOut);
    return out;
}

/// Frame 0: every worker holds w0; say what round 1 will do and ask for a prediction.
QString startNarration(const Trace &trace, const SyncRound &f)
{
    const auto &xs = typed(trace).meta.data_x;
    const auto &ys = typed(trace).meta.data_y;
    const int k = int(f.grads.size());
    const bool ring = typed(trace).meta.ring();
    QString out = k == 1 ? QObject::tr("<b>Round 0 of %1: the start.</b> The one worker holds the same weight w0 = %2 and no "
                                       "gradient has been computed yet. ")
                               .arg(trace.frames.size() - 1)
                               .arg(wnum(f.w))
                         : QObject::tr("<b>Round 0 of %1: the start.</b> All %2 workers hold the same weight w0 = %3 and no "
                                       "gradient has been computed yet. ")
                               .arg(trace.frames.size() - 1)
                               .arg(k)
                               .arg(wnum(f.w));
    if (k <= 6 && int(xs.size()) >= k && int(ys.size()) >= k) {
        QStringList shards;
        for (int i = 0; i < k; ++i)
            shards << QObject::tr("worker %1 has (%2, %3)").arg(i + 1).arg(num(xs[std::size_t(i)]), num(ys[std::size_t(i)]));
        out += QObject::tr("Each worker owns one shard of the data: %1. ").arg(shards.join(QStringLiteral(", ")));
    }
    out += ring ? QObject::tr("In round 1 every worker takes the slope on its own shard, and the ring all-reduce hands all of "
                              "them the same combined gradient. ")
                : QObject::tr("In round 1 every worker takes the slope on its own shard and pushes it to the server, which "
                              "makes one step and sends the new weight back. ");
    out += k == 1 ? QObject::tr("<i>Predict:</i> at w = %1, what will the gradient be, and will w go up or down?").arg(wnum(f.w))
                  : QObject::tr("<i>Predict:</i> at w = %1, what will the %2 gradients be, and will w go up or down?")
                        .arg(wnum(f.w))
                        .arg(k);
    return out;
}

} // namespace

QString narrate(const Trace &trace, int index)
{
    index = std::clamp(index, 0, int(trace.frames.size()) - 1);
    const SyncTrace &tt = typed(trace);
    const SyncRound &f = tt.frames[std::size_t(index)];
    const int k = int(f.grads.size());
    if (index == 0 && f.round == 0)
        return startNarration(trace, f);
    QString out = QObject::tr("<b>Round %1 of %2.</b> ").arg(index).arg(trace.frames.size() - 1);
    if (tt.meta.ring())
        out += k == 1 ? QObject::tr("The one worker starts from the same weight w = %1. ").arg(wnum(f.w))
                      : QObject::tr("All %1 workers start from the same weight w = %2. ").arg(k).arg(wnum(f.w));
    else
        out +=
            k == 1
                ? QObject::tr("<i>Pull:</i> the one worker fetches the same weight w = %1 from the server. ").arg(wnum(f.w))
                : QObject::tr("<i>Pull:</i> all %1 workers fetch the same weight w = %2 from the server. ").arg(k).arg(wnum(f.w));
    out += computeNarration(tt.meta, f) + barrierNarration(f);
    out += tt.meta.ring() ? ringNarration(tt.meta, f) : starNarration(tt.meta, f);
    out += (f.loss_next > f.loss
                ? QObject::tr("The loss <b>rises</b> from %1 to %2: the step overshoots, so lower η; the best single weight "
                              "is %3 = %4.")
                : QObject::tr("The loss drops from %1 to %2; the best single weight is %3 = %4."))
               .arg(num(f.loss), num(f.loss_next))
               .arg(QStringLiteral("%1/%2").arg(num(tt.meta.w_best_numerator), num(tt.meta.w_best_denominator)),
                    num(tt.meta.w_best));
    out += QObject::tr("<br><i>Not %1 final models:</i> the workers only ever send gradients; there is one global weight, "
                       "and after the round every worker holds the same copy of it.")
               .arg(k);
    return out;
}

void paintTitle(QPainter &p, const QRectF &r, const PaintContext &ctx, const Round &rd)
{
    const Style &s = ctx.style;
    const QString topo = rd.ring ? QObject::tr("ring all-reduce, no server") : QObject::tr("parameter server (star)");
    // The round the picture shows: while a transition plays, the round it is playing.
    const QString shown = stepOf(ctx.trace, ctx.shownStep());
    const QString step = rd.start ? QObject::tr("%1 · start").arg(shown) : shown;
    const QString text = QObject::tr("Synchronous SGD · %1 · %2 · %3 · %4")
                             .arg(step)
                             .arg(text::counted(rd.k, "worker", "workers"))
                             .arg(topo, aggregateName(typed(ctx.trace).meta.aggregate));
    p.save();
    p.setPen(s.foreground);
    fitText(s, p, r, text, s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.restore();
}

void paintChips(QPainter &p, const QRectF &r, const Round &rd, const Style &s)
{
    const QStringList names = stageNames(rd.ring);
    const QList<Stage> stages = rd.ring ? QList<Stage>{Stage::Compute, Stage::ReduceScatter, Stage::AllGather, Stage::Update}
                                        : QList<Stage>{Stage::Pull,      Stage::Compute, Stage::Push,     Stage::Barrier,
                                                       Stage::Aggregate, Stage::Update,  Stage::Broadcast};
    const Stage now = stageOf(rd);
    const QString status = now == Stage::Start      ? QObject::tr("start: nothing done yet")
                           : now == Stage::Complete ? QObject::tr("round complete")
                                                    : QObject::tr("now: %1").arg(names.value(stages.indexOf(now)));
    p.save();
    QFont f = s.calloutFont();
    QFontMetricsF fm(f);
    // Roomy chips and the status when they fit; tighter chips next; then a slightly smaller
    // font; the status text (the active chip already says it) is left out rather than cut.
    double chipPad = kChipPad;
    if (chipsWidth(fm, rd.ring, chipPad) + fm.horizontalAdvance(status) + 12 > r.width())
        chipPad = kChipPadTight;
    const double total = chipsWidth(fm, rd.ring, chipPad);
    if (total > r.width() && total > 0) {
        f = s.shrunk(f, std::max(0.8, r.width() / total));
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

void paintFooter(QPainter &p, const QRectF &r, const Round &rd, const Style &s)
{
    const SyncRound &f = *rd.f;
    const auto &sent = f.bytes_sent;
    const auto &recv = f.bytes_received;
    const QString sentT = bytesText(sent.empty() ? 0 : sent[0]), recvT = bytesText(recv.empty() ? 0 : recv[0]);
    // Each line in a few wordings, longest first: a narrow canvas gets a shorter sentence at
    // a readable size rather than the long one shrunk or cut off.
    QStringList line1;
    if (rd.start)
        line1 = {rd.k == 1
                     ? QObject::tr("The start: the one worker holds the same w = %1 and nothing has been sent yet").arg(wnum(f.w))
                     : QObject::tr("The start: all %1 workers hold the same w = %2 and nothing has been sent yet")
                           .arg(rd.k)
                           .arg(wnum(f.w)),
                 QObject::tr("The start: every worker holds w = %1, nothing sent yet").arg(wnum(f.w)),
                 QObject::tr("Start: every worker holds w = %1").arg(wnum(f.w))};
    else if (rd.recorded && rd.ring) // counted by the ranks, beside the rule for the model they carried
        line1 = {QObject::tr("Ring, counted: each worker sent %1 and received %2 this round · rule 2(K−1)/K × %3 = %4")
                     .arg(sentT, recvT, bytesText(rd.meta->model_bytes),
                          bytesText(2.0 * (rd.k - 1) / std::max(1, rd.k) * rd.meta->model_bytes)),
                 QObject::tr("Ring, counted: each worker sent %1 · rule 2(K−1)/K × %2 = %3")
                     .arg(sentT, bytesText(rd.meta->model_bytes),
                          bytesText(2.0 * (rd.k - 1) / std::max(1, rd.k) * rd.meta->model_bytes)),
                 QObject::tr("Ring, counted: each worker sent %1").arg(sentT)};
    else if (rd.recorded)
        line1 = {QObject::tr("Star, counted: each worker sent %1 up, got %2 back (model %3) · the server took in %4, sent %5")
                     .arg(sentT, recvT, bytesText(rd.meta->model_bytes), bytesText(f.server_fan_in.value_or(0)),
                          bytesText(f.server_fan_out.value_or(0))),
                 QObject::tr("Star, counted: each worker sent %1, got %2 · server %3 in, %4 out")
                     .arg(sentT, recvT, bytesText(f.server_fan_in.value_or(0)), bytesText(f.server_fan_out.value_or(0))),
                 QObject::tr("Star, counted: server %1 in, %2 out")
                     .arg(bytesText(f.server_fan_in.value_or(0)), bytesText(f.server_fan_out.value_or(0)))};
    else if (rd.ring)
        line1 = {QObject::tr("Ring, no hub: each worker sends %1 and receives %2 per round = 2(K−1)/K × %3, in %4 steps")
                     .arg(sentT, recvT, bytesText(rd.meta->model_bytes), num(rd.meta->ring_steps.value_or(0))),
                 QObject::tr("Ring, no hub: each worker sends %1, receives %2 = 2(K−1)/K × %3")
                     .arg(sentT, recvT, bytesText(rd.meta->model_bytes)),
                 QObject::tr("Ring: each worker sends %1, receives %2").arg(sentT, recvT)};
    else
        line1 = {QObject::tr("Star: each worker sends %1 up, gets %2 back · the server takes in %3 (fan-in), sends out %4")
                     .arg(sentT, recvT, bytesText(f.server_fan_in.value_or(0)), bytesText(f.server_fan_out.value_or(0))),
                 QObject::tr("Star: each worker sends %1, gets %2 · server: %3 in, %4 out")
                     .arg(sentT, recvT, bytesText(f.server_fan_in.value_or(0)), bytesText(f.server_fan_out.value_or(0))),
                 QObject::tr("Star: server takes in %1, sends out %2")
                     .arg(bytesText(f.server_fan_in.value_or(0)), bytesText(f.server_fan_out.value_or(0)))};
    const bool worse = f.loss_next > f.loss;
    QStringList line2;
    if (rd.start)
        line2 = {
            QObject::tr("One global weight, never %1 models · solid green arrow g < 0 (w rises), dashed red g > 0").arg(rd.k),
            QObject::tr("One global weight · solid green g < 0, dashed red g > 0")};
    else if (worse)
        line2 = {
            QObject::tr(
                "The loss went up (%1 → %2): this step size overshoots for this data · still one global weight, never %3 models")
                .arg(num(f.loss), num(f.loss_next))
                .arg(rd.k),
            QObject::tr("The loss went up (%1 → %2): the step overshoots · still one global weight")
                .arg(num(f.loss), num(f.loss_next)),
            QObject::tr("Loss up (%1 → %2): the step overshoots").arg(num(f.loss), num(f.loss_next))};
    else
        line2 = {QObject::tr("%2 update per round on one global weight: never %1 final models · solid green arrow g < 0 (w "
                             "rises), dashed red g > 0")
                     .arg(rd.k)
                     .arg(num(f.global_updates)),
                 QObject::tr("%2 update per round on one global weight, never %1 models · solid green g < 0, dashed red g > 0")
                     .arg(rd.k)
                     .arg(num(f.global_updates)),
                 QObject::tr("One global weight, never %1 models · solid green g < 0, dashed red g > 0").arg(rd.k)};
    p.save();
    const QFontMetricsF fm(s.tickFont());
    p.setPen(s.foreground);
    panel::fitFirst(s, p, QRectF(r.left(), r.top(), r.width(), fm.height() + 2), line1, s.tickFont(),
                    Qt::AlignLeft | Qt::AlignVCenter, 0.85);
    p.setPen(worse ? s.warning : s.muted);
    panel::fitFirst(s, p, QRectF(r.left(), r.top() + fm.height() + 4, r.width(), fm.height() + 2), line2,
                    s.scaledFont(0.9, worse), Qt::AlignLeft | Qt::AlignVCenter, 0.85);
    p.restore();
}

// ------------------------------------------------------------------ the painter

namespace {

QString column(const std::string &name)
{
    return QString::fromStdString(name);
}

class SyncPainter : public PainterWithViews<SyncView> {
public:
    QString sceneId() const override { return QStringLiteral("sync"); }
    /// The engine's one-line message in the language shown: the shapes of every message it writes.
    MessageText runMessageText(const Trace &trace) const override
    {
        return fittedMessage(
            trace.message(),
            {QT_TRANSLATE_NOOP("QObject", "one global update per round; w heads for %1"),
             QT_TRANSLATE_NOOP("QObject", "one global update per round; w heads for %1, overshooting it every round"),
             QT_TRANSLATE_NOOP(
                 "QObject",
                 "diverges: each round multiplies the distance to the best w by |1 − η·mean x²| = %1 > 1; use η below %2")});
    }
    void paintRunComparison(QPainter &p, const QRectF &area, const RunComparison &c, const Style &s, int step) const override
    {
        paintSyncRunComparison(p, area, c, s, step);
    }
    QString runComparisonNarration(const RunComparison &c, int step) const override
    {
        return syncRunComparisonNarration(c, step);
    }
    int transitionMs() const override { return 3200; }
    QStringList tableColumns() const override
    {
        using F = SyncRound;
        return {column(fieldName(&F::round)), column(fieldName(&F::w)), column(fieldName(&F::mean_grad)),
                column(fieldName(&F::w_next)), column(fieldName(&F::loss))};
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("round"), QObject::tr("w pulled"), QObject::tr("mean gradient"), QObject::tr("w after update"),
                QObject::tr("loss at w")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override
    {
        const PaintScope scope(p, area, outer, QObject::tr("Synchronous SGD: no rounds"));
        if (scope.empty())
            return;
        const PaintContext &ctx = scope.ctx();
        const Style &s = ctx.style;
        const Round r = roundAt(ctx);
        const double pad = s.padding();
        const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
        const SyncView view = viewIn<SyncView>(ctx);
        const PaintContext viewCtx{ctx.trace, ctx.index, ctx.t, viewStyle(view, s, inner, r.k), ctx.options, ctx.view, ctx.cache};
        if (view == SyncView::Topology)
            paintTopology(p, inner, viewCtx, r);
        else if (view == SyncView::WChart)
            paintWChart(p, inner, ctx, r);
        else if (view == SyncView::Fit)
            paintFit(p, inner, ctx, r);
        else if (view == SyncView::Timeline)
            paintTimeline(p, inner, viewCtx, r);
        else
            paintScene(p, area, ctx, r);
    }

    QString narration(const Trace &trace, int index, const QVariantMap &) const override
    {
        if (trace.frames.empty())
            return QObject::tr("No rounds were computed.");
        return narrate(trace, index);
    }

private:
    /// The whole canvas: every part in its panel.
    static void paintScene(QPainter &p, const QRectF &area, const PaintContext &ctx, const Round &r)
    {
        const Regions l = regionsFor(area, ctx.style, r.ring);
        paintTitle(p, l.title, ctx, r);
        paintChips(p, l.chips, r, ctx.style);
        paintTopology(p, l.topo, ctx, r);
        paintFooter(p, l.footer, r, ctx.style);
        paintWChart(p, l.wChart, ctx, r);
        if (!l.fitChart.isEmpty()) // given way on a small canvas (the "fit" view shows it whole)
            paintFit(p, l.fitChart, ctx, r);
        paintTimeline(p, l.timeline, ctx, r);
    }
};

} // namespace
} // namespace sync

std::unique_ptr<ScenePainter> syncPainter()
{
    return std::make_unique<sync::SyncPainter>();
}

} // namespace sgd::ui
