// The asynchronous-SGD side card: the update that just landed in words and numbers (who pushed
// what, read when, how stale, the step), who keeps computing, and the recent updates as a table.

#include "async_parts.h"

#include <QObject>
#include <algorithm>

namespace sgd::ui::async {
namespace {

/// The side card's text: lines top-down in `r`, each fitted to its width, dropped once the card is full.
struct SideCard {
    QPainter &p;
    QRectF r;
    QFont body, bold;
    double lh;
    double y;
    const Style &style; ///< the picture's (its cache, its smallest type)
    SideCard(QPainter &painter, const QRectF &area, const Style &s)
        : p(painter), r(area), body(s.scaledFont(0.92)), bold(s.scaledFont(0.92, true)), lh(QFontMetricsF(body).height() + 3),
          y(area.top() + 2), style(s)
    {
    }
    bool full() const { return y + lh > r.bottom(); }
    QRectF row() const { return QRectF(r.left() + 4, y, r.width() - 8, lh); }
    void line(const QString &text, const QColor &c, bool b = false)
    {
        if (full())
            return;
        p.setPen(c);
        fitText(style, p, row(), text, b ? bold : body, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        y += lh;
    }
    /// The first of `texts` that fits (longest first), in bold: never cut off mid-number.
    void firstFitting(const QStringList &texts, const QColor &c)
    {
        if (full())
            return;
        p.setPen(c);
        panel::fitFirst(style, p, row(), texts, bold, Qt::AlignLeft | Qt::AlignVCenter, 0.85);
        y += lh;
    }
    /// The framed box the first lines sit in, `lines` lines tall.
    void frame(const QColor &edge, const QColor &fill, int lines)
    {
        p.setPen(QPen(edge, 2));
        p.setBrush(fill);
        p.drawRoundedRect(QRectF(r.left(), y - 2, r.width(), std::min(lh * lines + 10, r.height())), 6, 6);
        y += 3;
    }
};

/// Frame 0: everyone has read w0 and is computing; the class can predict what lands first.
void paintStartCard(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const AsyncTrace &tt = typed(ctx.trace);
    const AsyncUpdate &f = tt.frames.front();
    const QRectF r = caption(p, area, QObject::tr("Update 0 of %1: the start, t = %2").arg(ctx.lastStep()).arg(num(f.time)), s);
    p.save();
    SideCard card(p, r, s);
    card.frame(s.accent, s.panel, 4);
    card.line(QObject::tr("no gradient has arrived yet"), s.accent, true);
    card.line(QObject::tr("every worker read w = %1 at t = %2").arg(wnum(f.w_read), num(f.start_time)), s.foreground);
    card.line(QObject::tr("server holds w = %1 (version %2)").arg(wnum(f.w_before), num(f.read_version)), s.foreground);
    card.line(QObject::tr("no staleness, no gap yet"), s.foreground, true);
    card.y += 10;
    const auto &compute = tt.meta.compute_times;
    card.line(QObject::tr("all computing their first gradient:"), s.muted);
    QStringList times;
    for (std::size_t i = 0; i < compute.size(); ++i)
        times << QStringLiteral("W%1 %2 s").arg(i + 1).arg(num(compute[i]));
    card.firstFitting({times.join(QStringLiteral(" · ")), QObject::tr("%1 workers").arg(compute.size())}, s.foreground);
    card.y += 8;
    card.line(QObject::tr("Predict: whose gradient lands first,"), s.accent, true);
    card.line(QObject::tr("and which one lands on a moved w?"), s.accent, true);
    p.restore();
}

/// The update in the framed box: who pushed what, read when, how stale, and the step.
void updateLines(SideCard &card, const AsyncUpdate &f, const Style &s)
{
    const QColor wc = workerColor(s, f.worker - 1);
    card.frame(wc, s.panel, 6);
    card.line(QObject::tr("worker %1 pushes g = %2").arg(f.worker).arg(num(f.grad)), wc, true);
    card.line(QObject::tr("it read w = %1 at t = %2 (version %3)").arg(wnum(f.w_read), num(f.start_time), num(f.read_version)),
              s.foreground);
    card.line(QObject::tr("server now holds w = %1").arg(wnum(f.w_before)), s.foreground);
    card.line(QObject::tr("staleness τ = %1 updates").arg(num(f.staleness)), f.staleness > 0 ? s.warning : s.foreground, true);
    card.line(QObject::tr("gap = %1 − %2 = %3").arg(wnum(f.w_before), wnum(f.w_read), num(f.gap)),
              f.gap != 0 ? s.warning : s.foreground, true);
    // The update in full, or tighter, or just its result.
    const draw::EquationDigits e = draw::stepDigits(f.w_before, f.eta_used, f.grad, f.w_after); // adds up as written
    card.firstFitting({QStringLiteral("w = %1 − %2 × %3 %5 %4")
                           .arg(draw::eqNum(f.w_before, e), draw::eqNum(f.eta_used, e), draw::eqTerm(f.grad, e),
                                draw::eqNum(f.w_after, e), draw::eqSign(e)),
                       QStringLiteral("w = %1 − %2·%3 %5 %4")
                           .arg(draw::eqNum(f.w_before, e), draw::eqNum(f.eta_used, e), draw::eqTerm(f.grad, e),
                                draw::eqNum(f.w_after, e), draw::eqSign(e)),
                       QObject::tr("new w = %1").arg(wnum(f.w_after))},
                      s.accent);
}

/// Who keeps computing: the server does not interrupt them.
void busyLines(SideCard &card, const std::vector<int> &busyNumbers, const Style &s)
{
    QStringList busy;
    for (int w : busyNumbers)
        busy << QStringLiteral("W%1").arg(w);
    if (busy.isEmpty()) {
        card.line(QObject::tr("no other worker is mid-gradient"), s.muted);
        return;
    }
    card.line(QObject::tr("still computing, not interrupted:"), s.muted);
    // Many workers: runs of numbers as ranges ("W1–W4, W6"), or just how many, rather
    // than a list shrunk past reading.
    QStringList runs;
    for (int i = 0; i < busy.size();) {
        int j = i;
        while (j + 1 < busy.size() && busyNumbers[std::size_t(j + 1)] == busyNumbers[std::size_t(j)] + 1)
            ++j;
        runs << (j - i >= 2 ? busy[i] + QStringLiteral("–") + busy[j] : busy.mid(i, j - i + 1).join(QStringLiteral(", ")));
        i = j + 1;
    }
    card.firstFitting(
        {busy.join(QStringLiteral(", ")), runs.join(QStringLiteral(", ")), QObject::tr("%1 other workers").arg(busy.size())},
        s.foreground);
}

/// Recent updates as a small table, down to the bottom of the card.
void recentTable(QPainter &p, const SideCard &card, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const QRectF &r = card.r;
    const double lh = card.lh;
    double y = card.y;
    const int rows = std::max(0, int((r.bottom() - y) / lh) - 1);
    if (rows <= 0)
        return;
    p.setPen(s.muted);
    const double cw = (r.width() - 8) / 4;
    const QStringList head{QObject::tr("update"), QObject::tr("worker"), QStringLiteral("τ"), QObject::tr("gap")};
    for (int c = 0; c < 4; ++c)
        fitText(s, p, QRectF(r.left() + 4 + c * cw, y, cw, lh), head[c], card.bold, Qt::AlignLeft | Qt::AlignVCenter, 0.6);
    y += lh;
    const int last = ctx.shownStep();
    const int first = std::max(1, last - rows + 1); // frame 0, the start, is no update
    const auto &frames = typed(ctx.trace).frames;
    for (int i = first; i <= last; ++i) {
        const AsyncUpdate &g = frames[std::size_t(i)];
        const QStringList cells{num(g.update), num(g.worker), num(g.staleness), num(g.gap)};
        const QColor c = i == last ? s.foreground : s.muted;
        for (int col = 0; col < 4; ++col) {
            p.setPen(col >= 2 && g.staleness > 0 ? (i == last ? s.warning : s.muted) : c);
            fitText(s, p, QRectF(r.left() + 4 + col * cw, y, cw, lh), cells[col], i == last ? card.bold : card.body,
                    Qt::AlignLeft | Qt::AlignVCenter, 0.6);
        }
        y += lh;
    }
}

} // namespace

void paintSide(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const AsyncUpdate &f = shownFrame(ctx);
    if (f.isStart()) {
        paintStartCard(p, area, ctx);
        return;
    }
    QRectF r =
        caption(p, area, QObject::tr("Update %1 of %2 at t = %3").arg(ctx.shownStep()).arg(ctx.lastStep()).arg(num(f.time)), s);
    p.save();
    SideCard card(p, r, s);
    updateLines(card, f, s);
    card.y += 10;
    busyLines(card, busyWorkers(intervalsOf(ctx.trace), f.worker, f.time), s);
    card.y += 8;
    recentTable(p, card, ctx);
    p.restore();
}

} // namespace sgd::ui::async
