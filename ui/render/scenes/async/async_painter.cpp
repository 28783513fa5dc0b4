// Asynchronous SGD: the server's staircase of weights over time, the stale gaps, and one lane per
// worker showing that nobody is interrupted mid-gradient. One frame is one applied gradient. This
// file holds the painter, its narration, the title and the counters; the staircase, the lanes and
// the side card are in async_staircase.cpp, async_lanes.cpp and async_side.cpp, their geometry in
// async_layout.cpp.

#include "async_parts.h"
#include "ui/render/painters.h"

#include <QObject>
#include <algorithm>
#include <cmath>

namespace sgd::ui {
namespace async {
namespace {

QString column(const std::string &name)
{
    return QString::fromStdString(name);
}

void paintTitle(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const QString text = QObject::tr("Asynchronous SGD · update %1 of %2 · t = %3 · %4 · no barrier")
                             .arg(ctx.shownStep())
                             .arg(ctx.lastStep())
                             .arg(num(cursorTime(ctx)))
                             .arg(text::counted(typed(ctx.trace).meta.workers, "worker", "workers"));
    p.save();
    p.setPen(s.foreground);
    fitText(s, p, r, text, s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.restore();
}

void paintCounters(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const AsyncUpdate &f = shownFrame(ctx);
    p.save();
    QFont bold = s.captionFont();
    const QFontMetricsF fm(bold);
    const QString a = QObject::tr("server writes so far: %1").arg(num(f.server_writes));
    const QString b = QObject::tr("synchronous SGD, same gradients: %1").arg(num(f.sync_writes_same_work));
    const double h = std::min(r.height() - 2, fm.height() + 8);
    double x = r.left();
    auto chip = [&](const QString &text, const QColor &c) {
        const double w = std::min(fm.horizontalAdvance(text) + 20, r.right() - x);
        if (w <= 10)
            return;
        const QRectF box(x, r.center().y() - h / 2, w, h);
        p.setPen(QPen(c, 1.5));
        p.setBrush(s.panel);
        p.drawRoundedRect(box, h / 2, h / 2);
        p.setPen(c);
        fitText(s, p, box.adjusted(8, 0, -8, 0), text, bold, Qt::AlignCenter, 0.6);
        x += w + 10;
    };
    chip(a, s.accent);
    chip(b, compareOn(ctx) ? s.foreground : s.muted);
    p.restore();
}

/// Frame 0 in words: everyone read w0 and is computing; nothing has landed, so the class can predict.
QString startNarration(const AsyncTrace &tt, const AsyncUpdate &f)
{
    QStringList times;
    const auto &compute = tt.meta.compute_times;
    for (std::size_t i = 0; i < compute.size(); ++i)
        times << QObject::tr("worker %1 needs %2 s").arg(i + 1).arg(num(compute[i]));
    QString out =
        times.isEmpty()
            ? QObject::tr("Every worker has read w = %1 from the server (version %2) and is computing its first gradient. ")
                  .arg(wnum(f.w_read), num(f.read_version))
            : QObject::tr("Every worker has read w = %1 from the server (version %2) and is computing its first gradient: %3. ")
                  .arg(wnum(f.w_read), num(f.read_version), times.join(QStringLiteral(", ")));
    out += QObject::tr("Nothing has reached the server yet, so there is no staleness and no gap. <i>Predict:</i> whose gradient "
                       "lands first, and what does it do to w? And when the others land, is w still the weight they were "
                       "computed for?");
    return out;
}

QString compareNarration(const AsyncTrace &tt, const QVariantMap &options)
{
    if (!toggleOn(options, kCompareToggle))
        return {};
    return QObject::tr(
               " The dashed staircase is synchronous SGD on the same clock: one averaged update every %1 s, when the slowest "
               "worker is done.")
        .arg(num(tt.meta.sync_round_time));
}

/// The gradient that landed: where it was read, how stale it is, the step the server makes.
QString updateNarration(const AsyncTrace &tt, const AsyncUpdate &f)
{
    QString out =
        QObject::tr(
            "Worker %1 finishes the gradient it began at t = %2, when it read w = %3 (server version %4), and pushes g = %5. ")
            .arg(f.worker)
            .arg(num(f.start_time), wnum(f.w_read), num(f.read_version), num(f.grad));
    if (f.staleness <= 0)
        out += QObject::tr("Nothing was written since that read, so this gradient is fresh (τ = 0, gap 0). ");
    else
        out += (f.staleness == 1 ? QObject::tr("Meanwhile the server applied %1 other update, so the gradient is <b>τ = %1 "
                                               "stale</b>: it was computed for w = %2 but lands on w = %3, a gap of <b>%4</b>. ")
                                 : QObject::tr("Meanwhile the server applied %1 other updates, so the gradient is <b>τ = %1 "
                                               "stale</b>: it was computed for w = %2 but lands on w = %3, a gap of <b>%4</b>. "))
                   .arg(num(f.staleness), wnum(f.w_read), wnum(f.w_before), num(f.gap));
    out += QObject::tr("The server does not wait for anyone: it applies it at once, w = %1 − %2 × (%3) = <b>%4</b>. ")
               .arg(wnum(f.w_before), num(f.eta_used), num(f.grad), wnum(f.w_after));
    if (tt.meta.lr_rule == "staleness")
        out += QObject::tr("(The staleness rule shrank the step to η/(1+τ) = %1.) ").arg(num(f.eta_used));
    return out;
}

/// Who is busy right now, and what the pushing worker does next (all from the interval records).
QString othersNarration(const Trace &trace, const AsyncUpdate &f)
{
    const std::vector<Interval> intervals = intervalsOf(trace);
    QStringList busy;
    for (int w : busyWorkers(intervals, f.worker, f.time))
        busy << QString::number(w);
    bool restarts = false, waits = false;
    for (const Interval &iv : intervals)
        if (iv.worker == f.worker - 1 && std::abs(iv.start - f.time) < 1e-9) {
            if (iv.kind == IntervalKind::SspWait)
                waits = true;
            else if (iv.kind != IntervalKind::Down)
                restarts = true;
        }
    QString out;
    const bool one = busy.size() == 1;
    if (!busy.isEmpty())
        out += one ? QObject::tr("Worker %1 is in the middle of its own gradient and simply carries on: the server never "
                                 "interrupts a busy worker or makes it restart with the new weight. ")
                         .arg(busy.first())
                   : QObject::tr("Workers %1 are in the middle of their own gradients and simply carry on: the server never "
                                 "interrupts a busy worker or makes it restart with the new weight. ")
                         .arg(QObject::tr("%1 and %2").arg(busy.mid(0, busy.size() - 1).join(QStringLiteral(", ")), busy.last()));
    if (restarts)
        out += QObject::tr("Worker %1 is free, so it pulls the newest w = %2 and starts its next gradient straight away. ")
                   .arg(f.worker)
                   .arg(wnum(f.w_after));
    else if (waits)
        out += QObject::tr("Worker %1 is too far ahead of the slowest worker (SSP bound), so it waits before pulling again. ")
                   .arg(f.worker);
    return out;
}

class AsyncPainter : public PainterWithViews<AsyncView> {
public:
    QString sceneId() const override { return QStringLiteral("async"); }
    /// The engine's one-line message in the language shown: the shapes of every message it writes.
    MessageText runMessageText(const Trace &trace) const override
    {
        return fittedMessage(
            trace.message(),
            {QT_TRANSLATE_NOOP("QObject", "stalled: no worker can make progress"),
             QT_TRANSLATE_NOOP("QObject", "diverged: the weight ran away; lower η or use the staleness-aware rule"),
             QT_TRANSLATE_NOOP("QObject", "%1 for %2; synchronous SGD would have written %3"),
             QT_TRANSLATE_NOOP("QObject", "1 server write"), QT_TRANSLATE_NOOP("QObject", "%1 server writes"),
             QT_TRANSLATE_NOOP("QObject", "1 gradient"), QT_TRANSLATE_NOOP("QObject", "%1 gradients"),
             QT_TRANSLATE_NOOP("QObject", "1 time"), QT_TRANSLATE_NOOP("QObject", "%1 times")});
    }
    void paintRunComparison(QPainter &p, const QRectF &area, const RunComparison &c, const Style &s, int step) const override
    {
        paintAsyncRunComparison(p, area, c, s, step);
    }
    QString runComparisonNarration(const RunComparison &c, int step) const override
    {
        return asyncRunComparisonNarration(c, step);
    }
    QList<ViewOption> options() const override { return {kCompareToggle.option()}; }
    int transitionMs() const override { return 1200; }
    QStringList tableColumns() const override
    {
        // Staleness and gap, the lecture's point, come first: they stay in view in a narrow table.
        using F = AsyncUpdate;
        return {column(fieldName(&F::update)),   column(fieldName(&F::worker)), column(fieldName(&F::staleness)),
                column(fieldName(&F::gap)),      column(fieldName(&F::time)),   column(fieldName(&F::w_read)),
                column(fieldName(&F::w_before)), column(fieldName(&F::grad)),   column(fieldName(&F::w_after))};
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("update"), QObject::tr("worker"), QObject::tr("staleness τ"),    QObject::tr("gap"),
                QObject::tr("time"),   QObject::tr("w read"), QObject::tr("w before apply"), QObject::tr("gradient"),
                QObject::tr("w after")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override
    {
        const PaintScope scope(p, area, outer, QObject::tr("Asynchronous SGD: no updates"));
        if (scope.empty())
            return;
        const PaintContext &ctx = scope.ctx();
        const TimeAxis ax = timeAxis(ctx);
        const double pad = ctx.style.padding();
        const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
        const AsyncView view = viewIn<AsyncView>(ctx);
        if (view == AsyncView::Staircase) {
            paintStaircase(p, inner, ctx, ax);
        } else if (view == AsyncView::Lanes) {
            const double legendH = legendHeight(p, inner.width(), ctx);
            paintLanes(p, inner.adjusted(0, 0, 0, -legendH), ctx, ax, true);
            paintLegend(p, QRectF(inner.left(), inner.bottom() - legendH, inner.width(), legendH), ctx);
        } else {
            paintScene(p, area, ctx, ax);
        }
    }

    QString narration(const Trace &trace, int index, const QVariantMap &options) const override
    {
        if (trace.frames.empty())
            return QObject::tr("No gradient reached the server.");
        index = std::clamp(index, 0, int(trace.frames.size()) - 1);
        const AsyncTrace &tt = typed(trace);
        const AsyncUpdate &f = tt.frames[std::size_t(index)];
        QString out = (f.isStart() ? QObject::tr("<b>Update %1 of %2 at t = %3: the start.</b> ")
                                   : QObject::tr("<b>Update %1 of %2 at t = %3.</b> "))
                          .arg(index)
                          .arg(int(trace.frames.size()) - 1)
                          .arg(num(f.time));
        if (f.isStart())
            return out + startNarration(tt, f) + compareNarration(tt, options);
        out += updateNarration(tt, f) + othersNarration(trace, f);
        out += (f.sync_writes_same_work == 1
                    ? QObject::tr("<br>Server writes so far: <b>%1</b>; synchronous SGD, averaging the same gradients, would "
                                  "have written <b>%2</b> time.")
                    : QObject::tr("<br>Server writes so far: <b>%1</b>; synchronous SGD, averaging the same gradients, would "
                                  "have written <b>%2</b> times."))
                   .arg(num(f.server_writes), num(f.sync_writes_same_work));
        return out + compareNarration(tt, options);
    }

private:
    /// The whole canvas: title, counters, the staircase with the lanes lined up under it, the
    /// legend and, when there is room, the side card.
    static void paintScene(QPainter &p, const QRectF &area, const PaintContext &ctx, const TimeAxis &ax)
    {
        const Style &s = ctx.style;
        const bool side = sideFits(area, s);
        const double leftW = (area.width() - 2 * s.padding()) * (side ? 0.7 : 1.0);
        const Regions l = regionsFor(area, s, side, legendHeight(p, leftW, ctx));
        paintTitle(p, l.title, ctx);
        paintCounters(p, l.counters, ctx);
        const QRectF plot = paintStaircase(p, l.chart, ctx, ax);
        paintLanes(p, l.lanes, ctx, ax, false, plot);
        paintLegend(p, l.legend, ctx);
        if (side)
            paintSide(p, l.side, ctx);
    }
};

} // namespace
} // namespace async

std::unique_ptr<ScenePainter> asyncPainter()
{
    return std::make_unique<async::AsyncPainter>();
}

} // namespace sgd::ui
