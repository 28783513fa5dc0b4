// Hogwild! on real threads: K threads of this machine run SGD on one shared weight vector with no
// locks. The strip shows where each thread wrote since the last snapshot and where two writes
// met; the charts show the measured loss against time (lock-free, one lock, one thread), updates
// per second against threads and collisions against density. One frame is one snapshot.

// Parts: hogwild_layout.cpp (geometry, words), hogwild_strip.cpp, hogwild_charts.cpp.

#include "hogwild_parts.h"
#include "ui/render/painters.h"

#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>

namespace sgd::ui {
namespace {

using namespace hogwild;
using draw::count;
using draw::percent;

QString ms(double v)
{
    return draw::num(v, NumberForm::Compact) + QStringLiteral(" ms");
}
QString loss(double v)
{
    return draw::num(v, NumberForm::Compact);
}

const HogwildCurve *curveOf(const HogwildTrace &tt, const char *mode)
{
    for (const HogwildCurve &c : tt.meta.curves)
        if (c.mode == mode)
            return &c;
    return nullptr;
}

/// The engine's one-line message in the language shown: the shapes of every message it writes.
MessageText messageText(const Trace &trace)
{
    static const MessageWords words = choiceMessageWords("hogwild", "mode");
    return fittedMessage(
        trace.message(),
        {QT_TRANSLATE_NOOP("QObject", "The weights ran away: lower η."),
         QT_TRANSLATE_NOOP("QObject",
                           "1 thread (%1): %2 updates/s, %3% of writes collided. Measured: another run gives other numbers."),
         QT_TRANSLATE_NOOP("QObject",
                           "%1 threads (%2): %3 updates/s, %4% of writes collided. Measured: another run gives other numbers."),
         QT_TRANSLATE_NOOP("QObject", "%1 million")},
        words);
}

class HogwildPainter : public PainterWithViews<HogwildView> {
public:
    QString sceneId() const override { return QStringLiteral("hogwild"); }
    /// The engine's one-line message in the language shown (its shapes: messageText()).
    MessageText runMessageText(const Trace &trace) const override { return messageText(trace); }
    int transitionMs() const override { return 450; }
    QStringList tableColumns() const override
    {
        using F = HogwildSnapshot;
        QStringList out;
        for (const std::string &name : {fieldName(&F::step), fieldName(&F::time_ms), fieldName(&F::updates), fieldName(&F::loss),
                                        fieldName(&F::collisions), fieldName(&F::collision_rate)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("snapshot"), QObject::tr("time (ms)"),       QObject::tr("updates"),
                QObject::tr("loss"),     QObject::tr("collided writes"), QObject::tr("share collided")};
    }
    bool plainTableText(const QString &) const override { return false; }
    QString tableText(const QString &column, double value) const override
    {
        if (column == QString::fromStdString(fieldName(&HogwildSnapshot::collision_rate)))
            return percent(value, NumberForm::Compact);
        using F = HogwildSnapshot;
        if (column == QString::fromStdString(fieldName(&F::updates)) ||
            column == QString::fromStdString(fieldName(&F::collisions)) || column == QString::fromStdString(fieldName(&F::step)))
            return count(value);
        return draw::num(value, NumberForm::Compact);
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;

private:
    static void paintScene(QPainter &p, const QRectF &area, const PaintContext &ctx);
    static void paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx);
};

void HogwildPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QObject::tr("Hogwild!: no snapshots"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const double pad = ctx.style.padding();
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    const HogwildView view = viewIn<HogwildView>(ctx);
    if (view == HogwildView::Strip)
        paintStrip(p, inner, ctx);
    else if (view == HogwildView::LossTime)
        paintLossChart(p, inner, ctx);
    else if (view == HogwildView::Throughput)
        paintThroughputChart(p, inner, ctx);
    else if (view == HogwildView::Density)
        paintDensityChart(p, inner, ctx);
    else
        paintScene(p, area, ctx);
}

void HogwildPainter::paintScene(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const HogwildTrace &tt = typed(ctx.trace);
    const Layout L = layoutFor(area, s);
    const HogwildMeta &m = tt.meta;
    p.setPen(s.foreground);
    panel::fitFirst(s, p, L.title,
                    {QObject::tr("Hogwild!: %1, %2, each example touches %3 of %4 weights")
                         .arg(text::counted(m.threads, "thread", "threads"), modeWords(m.mode), count(m.nnz), count(m.features)),
                     QObject::tr("Hogwild!: %1, %2, %3 of %4 weights per example")
                         .arg(text::counted(m.threads, "thread", "threads"), modeWords(m.mode), count(m.nnz), count(m.features)),
                     QObject::tr("Hogwild!: %1, %2").arg(text::counted(m.threads, "thread", "threads"), modeWords(m.mode))},
                    s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    paintReadout(p, L.readout, ctx);
    paintStrip(p, L.strip, ctx);
    paintLossChart(p, L.loss, ctx);
    paintThroughputChart(p, L.throughput, ctx);
    paintDensityChart(p, L.density, ctx);
}

/// More threads than the machine has hardware threads: they take turns on the cores, and the
/// timings no longer show threads working side by side.
bool oversubscribed(const HogwildMeta &m)
{
    return m.hardware_threads > 0 && m.threads > m.hardware_threads;
}

/// Said where the timings are shown when the threads outnumber the hardware threads.
QString oversubscribedWarning(const HogwildMeta &m)
{
    return QObject::tr("This run had %1 on %2: they took turns on the cores instead of running side by side, so its "
                       "timings say nothing about lock-free speed-up. Set threads to %3 or fewer (0 picks it).")
        .arg(text::counted(m.threads, "thread", "threads"),
             text::counted(m.hardware_threads, "hardware thread", "hardware threads"), count(m.hardware_threads));
}

void HogwildPainter::paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const HogwildSnapshot &f = shownSnapshot(ctx.trace, ctx.index, ctx.t);
    const HogwildTrace &tt = typed(ctx.trace);
    const QString step = QObject::tr("snapshot %1 of %2").arg(count(ctx.shownStep()), count(ctx.lastStep()));
    const QString measured = oversubscribed(tt.meta)
                                 ? QObject::tr("measured on this machine: %1 on %2, so they take turns")
                                       .arg(text::counted(tt.meta.threads, "thread", "threads"),
                                            text::counted(tt.meta.hardware_threads, "hardware thread", "hardware threads"))
                                 : QObject::tr("measured on this machine (%1)")
                                       .arg(text::counted(tt.meta.hardware_threads, "hardware thread", "hardware threads"));
    p.setPen(oversubscribed(tt.meta) ? s.warning : s.muted);
    panel::fitFirst(
        s, p, r,
        {QObject::tr("%1 · t = %2 · %3 updates · loss %4 · %5 of writes collided · %6")
             .arg(step, ms(f.time_ms), count(f.updates), loss(f.loss), percent(f.collision_rate, NumberForm::Compact), measured),
         QObject::tr("%1 · t = %2 · %3 updates · loss %4 · %5 collided")
             .arg(step, ms(f.time_ms), count(f.updates), loss(f.loss), percent(f.collision_rate, NumberForm::Compact)),
         QObject::tr("%1 · t = %2 · loss %3").arg(step, ms(f.time_ms), loss(f.loss))},
        s.bodyFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.8);
}

// ------------------------------------------------------------------ narration

QString startNarration(const HogwildTrace &tt)
{
    const HogwildMeta &m = tt.meta;
    QString out =
        QObject::tr(
            "%1 of this computer will share one vector of %2 weights in memory, and none of them takes a lock. "
            "Each example touches only %3 of the %4 weights (density %5), so two threads seldom work on the same weight at once: "
            "Hogwild! counts on the data being that sparse. ")
            .arg(text::counted(m.threads, "thread", "threads"), count(m.features), count(m.nnz), count(m.features),
                 percent(m.density, NumberForm::Compact));
    out += QObject::tr("Every write is an atomic add: a thread may compute with a value another thread is about to change, "
                       "but no number is ever torn or lost. "
                       "At w = 0 the loss is %1; the best the noisy labels allow is about %2. ")
               .arg(loss(m.loss_start), loss(m.loss_floor));
    return out;
}

QString stepNarration(const HogwildSnapshot &f)
{
    double updates = 0, collided = 0;
    for (const HogwildLane &lane : f.lanes) {
        updates += lane.updates;
        collided += lane.collisions;
    }
    QString out = QObject::tr("%1 after the start the threads have applied %2 examples; %3 of them since the last snapshot. ")
                      .arg(ms(f.time_ms), count(f.updates), count(updates));
    out += QObject::tr(
               "A write <i>collides</i> when another thread wrote the same weight between this thread's read and its write "
               "(the weight's version stamp moved): %1 such writes in this window, marked ✕, and %2 of all writes so far. The "
               "loss is <b>%3</b>. ")
               .arg(count(collided), percent(f.collision_rate, NumberForm::Compact), loss(f.loss));
    return out;
}

QString compareNarration(const HogwildTrace &tt)
{
    const HogwildCurve *free = curveOf(tt, "lock-free"), *lock = curveOf(tt, "global-lock"), *one = curveOf(tt, "single-thread");
    if (!free || !lock || !one)
        return {};
    QString out = oversubscribed(tt.meta) ? QStringLiteral("<br><b>%1</b>").arg(oversubscribedWarning(tt.meta)) : QString();
    out += QObject::tr(
               "<br>Same data, same number of updates: lock-free took %1 (%2), one global lock %3 (%4), one thread %5 (%6). ")
               .arg(ms(free->total_ms), rateText(free->updates_per_s), ms(lock->total_ms), rateText(lock->updates_per_s),
                    ms(one->total_ms), rateText(one->updates_per_s));
    out += QObject::tr("The lock makes collisions impossible (%1 here) but lets only one thread update at a time, and the "
                       "threads queue for it. ")
               .arg(percent(lock->collision_rate, NumberForm::Compact));
    const auto &d = tt.meta.density_sweep;
    if (d.size() >= 2)
        out +=
            QObject::tr(
                "<br>Denser rows break the bet. In the density sweep (%1 ms per density) %2 of writes collided at density %3 "
                "and %4 at density %5. After as many updates as the lock-free run made, its loss was %6 against one thread's %7 "
                "at the sparsest density, and %8 against %9 at the densest; part of any gap is the order in which the examples "
                "happened to arrive, not only the collisions. ")
                .arg(draw::num(tt.meta.sweep_point_ms, NumberForm::Compact),
                     percent(d.front().collision_rate, NumberForm::Compact), percent(d.front().density, NumberForm::Compact),
                     percent(d.back().collision_rate, NumberForm::Compact), percent(d.back().density, NumberForm::Compact),
                     loss(d.front().loss_lock_free), loss(d.front().loss_single), loss(d.back().loss_lock_free),
                     loss(d.back().loss_single));
    return out;
}

QString HogwildPainter::narration(const Trace &tr, int index, const QVariantMap &) const
{
    if (tr.frames.empty())
        return tr.diverged() ? QObject::tr("<b>No snapshots.</b> %1").arg(runMessage(tr).toHtmlEscaped()) : QString();
    const HogwildTrace &tt = typed(tr);
    index = std::clamp(index, 0, int(tr.frames.size()) - 1);
    const HogwildSnapshot &f = tt.frames[std::size_t(index)];
    QString out = QObject::tr("<b>Snapshot %1 of %2%3.</b> ")
                      .arg(count(index), count(int(tr.frames.size()) - 1), index == 0 ? QObject::tr(": the start") : QString());
    out += index == 0 ? startNarration(tt) : stepNarration(f);
    if (tt.meta.rows == "disjoint")
        out += QObject::tr(
            "<br>Rows are <b>disjoint</b>: thread k only ever touches its own block of weights, so writes cannot meet, "
            "the collision count stays 0 and the result is exactly what one thread would get. ");
    if (tt.meta.mode != "lock-free")
        out += QObject::tr("<br>The frames replay the run with %1. ").arg(modeWords(tt.meta.mode));
    out += compareNarration(tt);
    out += QObject::tr("<br><i>Measured, not simulated:</i> on this machine (%1). The data comes from seed %2, "
                       "but the threads' timing does not, so running again gives other numbers.")
               .arg(text::counted(tt.meta.hardware_threads, "hardware thread", "hardware threads"))
               .arg(tt.meta.seed);
    if (tr.diverged())
        out += QStringLiteral("<br><b>") + runMessage(tr).toHtmlEscaped() + QStringLiteral("</b>");
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> hogwildPainter()
{
    return std::make_unique<HogwildPainter>();
}

} // namespace sgd::ui
