// Backup workers and hybrids: synchronous rounds that close after the first K - b gradients, beside
// plain sync (b = 0), pure async and a sync-then-async hybrid. Geometry: backup_workers_layout.*;
// panels: backup_workers_panels.cpp.

#include "backup_workers_parts.h"
#include "ui/render/draw.h"
#include "ui/render/language.h"
#include "ui/render/painters.h"
#include "ui/render/quiz_hide.h"
#include "ui/render/topology_view.h"

#include <QObject>
#include <algorithm>

namespace sgd::ui {
namespace {

using namespace backup_workers;
using draw::num;

QString workerList(const std::vector<double> &workers)
{
    QStringList names;
    for (double w : workers)
        names << QStringLiteral("W%1").arg(int(w));
    return names.join(QStringLiteral(", "));
}

/// Core's one-line summary (English in the trace) in the language shown.
MessageText messageText(const std::string &message)
{
    return fittedMessage(
        message,
        {QT_TRANSLATE_NOOP("QObject", "a run ran away and is held at its last weight: lower η or the async rate"),
         QT_TRANSLATE_NOOP("QObject", "b = %1: %2 in %3 s instead of %4 s, %5 of %6 gradients dropped; at %7 s the loss above "
                                      "the best is %8 against plain sync's %9"),
         QT_TRANSLATE_NOOP("QObject", "1 round"), QT_TRANSLATE_NOOP("QObject", "%1 rounds")});
}

class BackupWorkersPainter : public PainterWithViews<BackupWorkersView> {
public:
    QString sceneId() const override { return QStringLiteral("backup-workers"); }
    /// The engine's one-line message in the language shown (its shapes: messageText()).
    MessageText runMessageText(const Trace &trace) const override { return messageText(trace.message()); }
    int transitionMs() const override { return 300; }
    QStringList tableColumns() const override
    {
        using F = BackupWorkersRound;
        QStringList out;
        for (const std::string &name :
             {fieldName(&F::round), fieldName(&F::close_time), fieldName(&F::time_saved), fieldName(&F::idle_saved),
              fieldName(&F::lost), fieldName(&F::w_next), fieldName(&F::excess_next), fieldName(&F::sync_time),
              fieldName(&F::sync_excess), fieldName(&F::hybrid_excess)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("round"),           QObject::tr("closed at (s)"),     QObject::tr("time saved (s)"),
                QObject::tr("idle saved (s)"),  QObject::tr("gradients lost"),    QObject::tr("w after"),
                QObject::tr("loss above best"), QObject::tr("plain sync at (s)"), QObject::tr("plain sync loss"),
                QObject::tr("hybrid loss")};
    }
    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

void paintHeader(QPainter &p, const Layout &L, const BackupWorkersTrace &tt, const PaintContext &ctx, const Style &s)
{
    const BackupWorkersMeta &m = tt.meta;
    const BackupWorkersRound &f = tt.frames.at(std::size_t(ctx.shownStep()));
    const QString wNext = num(f.w_next);
    p.setPen(s.foreground);
    panel::fitFirst(s, p, L.title,
                    {QObject::tr("Backup workers: %1 workers, each round takes the first %2, round %3 of %4")
                         .arg(m.workers)
                         .arg(m.workers - m.backups)
                         .arg(ctx.shownStep())
                         .arg(ctx.lastStep()),
                     QObject::tr("Backup workers: round %1 of %2").arg(ctx.shownStep()).arg(ctx.lastStep())},
                    s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.setPen(s.muted);
    const QString readout = f.round == 0
                                ? QObject::tr("Every worker holds w = %1 · compute times %2 s (%3)")
                                      .arg(
                                          num(m.w0),
                                          [&] {
                                              QStringList t;
                                              for (double c : m.compute_times)
                                                  t << num(c);
                                              return t.join(QStringLiteral(", "));
                                          }(),
                                          QString::fromStdString(m.times))
                                : QObject::tr("Closed at t = %1 instead of %2 · %3 s saved · dropped %4 · w %5 → %6")
                                      .arg(num(f.close_time), num(f.full_barrier), num(f.time_saved),
                                           f.dropped.empty() ? QObject::tr("none") : workerList(f.dropped), num(f.w), wNext);
    panel::fitFirst(s, p, L.readout, {readout, QStringLiteral("t = %1 · w = %2").arg(num(f.close_time), wNext)}, s.bodyFont(),
                    Qt::AlignLeft | Qt::AlignVCenter, 0.75);
}

void BackupWorkersPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QObject::tr("Backup workers: no rounds"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const Style &s = ctx.style;
    const BackupWorkersTrace &tt = typed(ctx.trace);
    const BackupWorkersView view = viewIn<BackupWorkersView>(ctx);
    const Layout L = layoutFor(area, s, view);
    const int index = ctx.shownStep();
    paintHeader(p, L, tt, ctx, s);
    if (!L.round.isEmpty())
        paintRound(p, L.round, tt, index, panelStyle(view, s, L.round, tt.meta.workers));
    if (!L.ledger.isEmpty())
        paintLedger(p, L.ledger, tt, index, panelStyle(view, s, L.ledger, tt.meta.workers));
    if (!L.loss.isEmpty())
        paintLoss(p, L.loss, ctx.trace, index, s, quizLastFrame(ctx));
    if (!L.hybrid.isEmpty())
        paintHybrid(p, L.hybrid, ctx.trace, index, s, quizLastFrame(ctx));
}

QString startNarration(const BackupWorkersTrace &tt)
{
    const BackupWorkersMeta &m = tt.meta;
    return QObject::tr(
               "<b>Round 0: the start.</b> %1 workers pull w = %2. A plain synchronous round waits for all %1 gradients; "
               "here each round closes as soon as the first %3 arrive and the %4 slowest are dropped. <i>Predict:</i> how "
               "much sooner does each round close, and what does leaving those gradients out cost?<br>"
               "The hybrid runs %5 first, then switches to async (each gradient applied on arrival, "
               "step %6).")
        .arg(m.workers)
        .arg(num(m.w0))
        .arg(m.workers - m.backups)
        .arg(m.backups)
        .arg(text::counted(m.warmup_rounds, "plain synchronous round", "plain synchronous rounds"))
        .arg(num(m.async_eta));
}

QString roundNarration(const BackupWorkersTrace &tt, const BackupWorkersRound &f)
{
    const BackupWorkersMeta &m = tt.meta;
    QStringList times;
    for (std::size_t i = 0; i < f.durations.size(); ++i)
        times << QStringLiteral("W%1 %2 s").arg(i + 1).arg(num(f.durations[i]));
    QString out = QObject::tr("<b>Round %1.</b> The gradients took %2. ").arg(f.round).arg(times.join(QStringLiteral(", ")));
    if (f.dropped.empty())
        out += QObject::tr("With b = 0 the round waits for all of them: it closes at t = %1; the workers wait %2 s in all. ")
                   .arg(num(f.close_time), num(f.idle_round));
    else
        out += QObject::tr(
                   "The round closed at t = %1 when gradient %2 of %3 arrived; <b>dropped: %4</b> (%5 s of compute thrown away). "
                   "A plain barrier would have opened at t = %6: <b>%7 s saved</b>; waiting %8 s instead of %9 s (<b>%10 s "
                   "saved</b>). ")
                   .arg(num(f.close_time))
                   .arg(f.used)
                   .arg(m.workers)
                   .arg(workerList(f.dropped), num(f.compute_lost), num(f.full_barrier), num(f.time_saved), num(f.idle_round),
                        num(f.idle_full), num(f.idle_saved));
    const draw::EquationDigits e = draw::stepDigits(f.w, m.eta, f.aggregated, f.w_next); // adds up as written
    out += QObject::tr("Samples lost: <b>%1</b> this round, %2 of %3 so far. The mean of the %4 kept gradients is %5, so w = "
                       "%6 − %7 × %8 %10 "
                       "<b>%9</b>.<br>")
               .arg(f.lost)
               .arg(f.lost_total)
               .arg(f.sync_used_total)
               .arg(f.used)
               .arg(num(f.aggregated), draw::eqNum(f.w, e), draw::eqNum(m.eta, e), draw::eqTerm(f.aggregated, e),
                    draw::eqNum(f.w_next, e), draw::eqSign(e));
    return out;
}

QString compareNarration(const BackupWorkersTrace &tt, const BackupWorkersRound &f)
{
    const BackupWorkersMeta &m = tt.meta;
    QString out = QObject::tr("After the work of %1: this run is at t = %2, loss above the best %3; plain sync at t = %4, %5; "
                              "pure async at t = %6, %7; the hybrid at t = %8, %9 ")
                      .arg(text::counted(f.round, "round", "rounds"))
                      .arg(num(f.close_time), num(f.excess_next), num(f.sync_time), num(f.sync_excess), num(f.async_time),
                           num(f.async_excess), num(f.hybrid_time), num(f.hybrid_excess));
    out += f.hybrid_async ? QObject::tr("(async since t = %1).").arg(num(m.switch_time))
                          : QObject::tr("(still synchronous; it switches at t = %1).").arg(num(m.switch_time));
    return out;
}

QString endNarration(const BackupWorkersTrace &tt)
{
    const BackupWorkersSummary &sm = tt.summary;
    const QString summary = messageText(sm.message).text;
    QString out = QObject::tr("<br><b>The whole run:</b> %1.").arg(summary.toHtmlEscaped());
    if (tt.meta.backups > 0)
        out +=
            QObject::tr(" The kept gradients pull w toward %1, the best weight for the samples that were used; the best for all "
                        "shards is %2. When the same worker is always the slowest, its shard never counts.")
                .arg(num(sm.w_best_kept), num(tt.meta.w_best));
    return out;
}

QString BackupWorkersPainter::narration(const Trace &trace, int index, const QVariantMap &) const
{
    if (trace.frames.empty())
        return QObject::tr("<b>No rounds.</b> Nothing has run.");
    const BackupWorkersTrace &tt = typed(trace);
    index = std::clamp(index, 0, int(trace.frames.size()) - 1);
    const BackupWorkersRound &f = tt.frames[std::size_t(index)];
    QString out = index == 0 ? startNarration(tt) : roundNarration(tt, f) + compareNarration(tt, f);
    if (index + 1 == int(trace.frames.size()))
        out += endNarration(tt);
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> backupWorkersPainter()
{
    return std::make_unique<BackupWorkersPainter>();
}

} // namespace sgd::ui
