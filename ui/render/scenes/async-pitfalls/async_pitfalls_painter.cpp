// When not to use async: the same asynchronous configuration run twice under different timing
// jitter splits into two answers while synchronous SGD gives one, bit for bit; and with two workers
// and a cost per message, async reaches a target loss no sooner than sync. Geometry:
// async_pitfalls_layout.*.

#include "async_pitfalls_layout.h"
#include "ui/render/draw.h"
#include "ui/render/painters.h"
#include "ui/render/quiz_hide.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui {
namespace {

using namespace async_pitfalls;
using draw::num;

/// A time to the target, or the words for never.
QString targetText(double t)
{
    return t >= 0 ? num(t) + QStringLiteral(" s") : QObject::tr("never");
}

/// A chart with its caption on top; a playhead at `x` when `playhead`.
chart::Layout captioned(QPainter &p, const QRectF &r, const QStringList &caption, const chart::Spec &spec, const Style &s,
                        double x, bool playhead)
{
    const QRectF rest = panel::caption(p, r, caption, s);
    const chart::Layout L = chart::layoutChart(spec, rest, s, p.device());
    chart::drawChartCached(p, L, spec, s, true); // the whole run's curves: the same in every frame
    if (playhead) {
        p.save();
        p.setPen(QPen(draw::withAlpha(s.accent, 150), s.cursorWidth(), Qt::DashLine));
        const double px = L.x.map(x);
        p.drawLine(QPointF(px, L.plot.top()), QPointF(px, L.plot.bottom()));
        p.restore();
    }
    return L;
}

/// Marks where each run reached the target.
void targetMarks(QPainter &p, const chart::Layout &L, const AsyncPitfallsTrace &tt, const Style &s)
{
    const AsyncPitfallsSummary &sm = tt.summary;
    p.save();
    const double r = s.currentRadius();
    const struct {
        double t;
        QColor c;
        const std::vector<double> &time, &loss;
    } marks[] = {{sm.small_sync_target_time, s.series[2], tt.meta.small_sync_time, tt.meta.small_sync_loss},
                 {sm.small_async_target_time, s.series[0], tt.meta.small_async_time, tt.meta.small_async_loss}};
    for (const auto &m : marks) {
        // The curve's own point where it first reached the target.
        const auto it = std::find(m.time.begin(), m.time.end(), m.t);
        if (m.t < 0 || it == m.time.end())
            continue;
        const double loss = m.loss[std::size_t(it - m.time.begin())];
        const QPointF at = L.map(m.t, std::max(loss, L.y.lo));
        p.setPen(QPen(m.c, s.strongWidth()));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(at, r, r);
    }
    p.restore();
}

class AsyncPitfallsPainter : public PainterWithViews<AsyncPitfallsView> {
public:
    QString sceneId() const override { return QStringLiteral("async-pitfalls"); }
    /// The engine's one-line message in the language shown: the shapes of every message it writes.
    MessageText runMessageText(const Trace &trace) const override
    {
        return fittedMessage(trace.message(), {QT_TRANSLATE_NOOP("QObject", "%1; %2; small case: %3"),
                                               QT_TRANSLATE_NOOP("QObject", "the async runs split at update %1 and end %2 apart"),
                                               QT_TRANSLATE_NOOP("QObject", "the async runs kept the same order"),
                                               QT_TRANSLATE_NOOP("QObject", "sync agrees bit for bit"),
                                               QT_TRANSLATE_NOOP("QObject", "sync differs"),
                                               QT_TRANSLATE_NOOP("QObject", "sync reaches the target first"),
                                               QT_TRANSLATE_NOOP("QObject", "async reaches the target first"),
                                               QT_TRANSLATE_NOOP("QObject", "neither reaches the target first")});
    }
    QStringList tableColumns() const override
    {
        using F = AsyncPitfallsStep;
        QStringList out;
        for (const std::string &name :
             {fieldName(&F::update), fieldName(&F::worker_a), fieldName(&F::worker_b), fieldName(&F::w_a), fieldName(&F::w_b),
              fieldName(&F::diff), fieldName(&F::sync_w_a), fieldName(&F::sync_w_b), fieldName(&F::sync_diff)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("update"),    QObject::tr("worker, A"), QObject::tr("worker, B"),
                QObject::tr("w async A"), QObject::tr("w async B"), QStringLiteral("A − B"),
                QObject::tr("w sync A"),  QObject::tr("w sync B"),  QObject::tr("sync A − B")};
    }
    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

void AsyncPitfallsPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QObject::tr("When not to use async: no updates"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const Style &s = ctx.style;
    const AsyncPitfallsTrace &tt = typed(ctx.trace);
    const Layout L = layoutFor(area, s, viewIn<AsyncPitfallsView>(ctx));
    const int step = ctx.shownStep();
    const AsyncPitfallsStep &f = tt.frames[std::size_t(step)];
    p.setPen(s.foreground);
    panel::fitFirst(s, p, L.title,
                    {QObject::tr("When not to use async: %1 workers, jitter ±%2, update %3 of %4")
                         .arg(tt.meta.workers)
                         .arg(draw::percent(tt.meta.jitter))
                         .arg(step)
                         .arg(ctx.lastStep()),
                     QObject::tr("When not to use async: update %1 of %2").arg(step).arg(ctx.lastStep())},
                    s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.setPen(s.muted);
    panel::fitFirst(s, p, L.readout,
                    {QObject::tr("async A − B = %1 · sync A − B = %2 · small case to the target: sync %3, async %4")
                         .arg(num(f.diff), num(f.sync_diff), targetText(tt.summary.small_sync_target_time),
                              targetText(tt.summary.small_async_target_time)),
                     QObject::tr("async A − B = %1 · sync A − B = %2").arg(num(f.diff), num(f.sync_diff))},
                    s.bodyFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.75);
    if (!L.runsArea.isEmpty()) {
        const QStringList caption{QObject::tr("The same configuration twice: async splits into two answers, sync gives one"),
                                  QObject::tr("Async twice, sync twice")};
        const int upTo = quizLastFrame(ctx); // quiz mode: the runs stop at the update shown
        captioned(p, L.runsArea, caption, chart::withReveal(runsSpec(tt, s), upTo), s, step, true);
        captioned(p, L.gapArea, {QObject::tr("The gap between the runs"), QObject::tr("The gap")},
                  chart::withReveal(gapSpec(tt, s), upTo), s, step, true);
    }
    if (!L.smallArea.isEmpty()) {
        const AsyncPitfallsMeta &m = tt.meta;
        const QString workers = text::counted(m.small_workers, "worker", "workers");
        const QStringList caption{
            QObject::tr("Small case: %1, %2 s per message; who reaches the target first?").arg(workers, num(m.message_s)),
            QObject::tr("Small case: %1").arg(workers)};
        const chart::Layout cl = captioned(p, L.smallArea, caption, smallSpec(tt, s), s, 0, false);
        targetMarks(p, cl, tt, s);
    }
}

QString runsText(const AsyncPitfallsTrace &tt, int index)
{
    const AsyncPitfallsStep &f = tt.frames[std::size_t(index)];
    const AsyncPitfallsSummary &sm = tt.summary;
    if (index == 0)
        return QObject::tr(
                   "<b>Update 0: the start.</b> Two runs of the same asynchronous setup: %1, η = %2, w = %3, the same "
                   "data. Only the timing differs: every compute time is off by up to ±%4, as on real machines (seeds %5 and "
                   "%6). Synchronous SGD runs under the same two timings. <i>Predict:</i> which pair ends with the same weight?")
            .arg(text::counted(tt.meta.workers, "worker", "workers"))
            .arg(num(tt.meta.eta), num(tt.meta.w0), draw::percent(tt.meta.jitter))
            .arg(tt.meta.seed_a)
            .arg(tt.meta.seed_b);
    QString out = QObject::tr("<b>Update %1 of %2.</b> Run A applied worker %3's gradient (%4 old), run B worker %5's (%6 old). "
                              "w: A %7, B %8, apart by <b>%9</b>. ")
                      .arg(index)
                      .arg(int(tt.frames.size()) - 1)
                      .arg(f.worker_a)
                      .arg(text::counted(f.staleness_a, "update", "updates"))
                      .arg(f.worker_b)
                      .arg(f.staleness_b)
                      .arg(num(f.w_a), num(f.w_b), num(f.diff));
    if (f.sync_rounds == 0)
        out += QObject::tr("Sync has not closed a round yet: it waits for %1.")
                   .arg(tt.meta.workers == 1 ? QObject::tr("the one gradient")
                                             : QObject::tr("all %1 gradients").arg(tt.meta.workers));
    else
        out += QObject::tr("Sync after %1: A %2, B %3, apart by %4; its rounds ended at %5 s and %6 s, yet the server adds the "
                           "gradients in worker order after the barrier, so the timing never reaches the weight.")
                   .arg(text::counted(f.sync_rounds, "round", "rounds"))
                   .arg(num(f.sync_w_a), num(f.sync_w_b), num(f.sync_diff), num(f.sync_time_a), num(f.sync_time_b));
    out += sm.first_split > 0
               ? QObject::tr(" The async runs first applied different workers at update %1; the largest gap is %2, the last %3.")
                     .arg(sm.first_split)
                     .arg(num(sm.max_diff), num(sm.final_diff))
               : QObject::tr(" With this jitter the async runs kept the same order.");
    return out + (sm.sync_identical ? QObject::tr(" Sync's weights agree bit for bit at every round.")
                                    : QObject::tr(" Sync's weights differ."));
}

QString smallText(const AsyncPitfallsTrace &tt)
{
    const AsyncPitfallsMeta &m = tt.meta;
    const AsyncPitfallsSummary &sm = tt.summary;
    QString out =
        QObject::tr("<br><b>The small case:</b> %9, one message takes %2 s. Sync exchanges by ring all-reduce, 2 × (%1 − 1)/%1 "
                    "× %2 = %3 s a round; async sends every push in and the fresh model back out through one server, %4 s of "
                    "its time per push. Gradients per second: sync %5, async %6. Target: loss above the best of %7 (start %8). ")
            .arg(m.small_workers)
            .arg(num(m.message_s), num(m.allreduce_s), num(m.server_s), num(sm.small_sync_rate), num(sm.small_async_rate),
                 num(m.target), num(m.start_loss), text::counted(m.small_workers, "worker", "workers"));
    out += QObject::tr("Time to the target: sync %1, async %2. ")
               .arg(targetText(sm.small_sync_target_time), targetText(sm.small_async_target_time));
    if (sm.small_verdict == "sync")
        out +=
            QObject::tr(
                "<b>sync wins</b>%1; with this few workers there is no straggler to escape, and async's extra messages and stale "
                "gradients cost more than they save.")
                .arg(sm.small_speedup > 0 ? QObject::tr(" (async takes %1 times as long)").arg(num(sm.small_speedup))
                                          : QString());
    else if (sm.small_verdict == "async")
        out +=
            QObject::tr(
                "<b>async wins</b> here (it takes %1 times sync's time): the messages are cheap enough for its speed to pay off.")
                .arg(num(sm.small_speedup));
    else
        out += QObject::tr("<b>neither</b> gets there within the run.");
    return out;
}

QString AsyncPitfallsPainter::narration(const Trace &trace, int index, const QVariantMap &) const
{
    if (trace.frames.empty())
        return QObject::tr("<b>No updates.</b> Nothing was applied.");
    const AsyncPitfallsTrace &tt = typed(trace);
    index = std::clamp(index, 0, int(trace.frames.size()) - 1);
    return runsText(tt, index) + smallText(tt);
}

} // namespace

std::unique_ptr<ScenePainter> asyncPitfallsPainter()
{
    return std::make_unique<AsyncPitfallsPainter>();
}

} // namespace sgd::ui
