// A real synchronous run beside the simulator: round times, barrier idle and w per round, measured
// over predicted, and the words for one round (ui/render/run_compare_painter.cpp frames it).
#include "sync_parts.h"

#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/run_compare_parts.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::sync {

namespace {

using chart::Series;
using chart::Spec;
using draw::num;
using namespace runcompare;

/// One line per round: measured solid with dots, predicted dashed.
Spec roundSpec(const RunComparison &c, const Style &s, const QString &yTitle, double RoundCompare::*m, double RoundCompare::*pr,
               bool fromRound1, const QString &id)
{
    Spec spec;
    spec.id = id;
    spec.x.title = QObject::tr("round");
    spec.x.fromZero = true;
    spec.y.title = yTitle;
    spec.y.fromZero = fromRound1;
    Series a{{}, s.accent, {}, Qt::SolidLine, 1.3, true};
    Series b{{}, s.muted, {}, Qt::DashLine, 1.1, true};
    for (const RoundCompare &r : c.rounds) {
        if (fromRound1 && r.round == 0)
            continue;
        a.points.emplace_back(r.round, r.*m);
        b.points.emplace_back(r.round, r.*pr);
    }
    addKey(spec, c, s, true);
    spec.series.push_back(a);
    spec.series.push_back(b); // dashed over solid: where they agree, both stay in sight
    return spec;
}

} // namespace

void paintSyncRunComparison(QPainter &p, const QRectF &r, const RunComparison &c, const Style &s, int step)
{
    const double gap = s.padding() * 2;
    const double leftW = (r.width() - gap) * 0.5;
    const QRectF left(r.left(), r.top(), leftW, r.height());
    const QRectF right(left.right() + gap, r.top(), r.width() - leftW - gap, r.height());
    const QRectF top(left.left(), left.top(), left.width(), (left.height() - gap) / 2);
    const QRectF bottom(left.left(), top.bottom() + gap, left.width(), left.height() - top.height() - gap);
    drawPanel(p, top, QObject::tr("round time: start to barrier (lecture s)"),
              roundSpec(c, s, QObject::tr("seconds"), &RoundCompare::measured_time, &RoundCompare::predicted_time, true,
                        QStringLiteral("time")),
              s, step);
    drawPanel(p, bottom, QObject::tr("barrier idle, all workers (lecture s)"),
              roundSpec(c, s, QObject::tr("seconds"), &RoundCompare::measured_idle, &RoundCompare::predicted_idle, true,
                        QStringLiteral("idle")),
              s, step);
    const QString same = c.max_weight_difference == 0 ? QObject::tr("identical")
                                                      : QObject::tr("differ by up to %1").arg(draw::num(c.max_weight_difference));
    drawPanel(
        p, right, QObject::tr("w after each round: %1").arg(same),
        roundSpec(c, s, QObject::tr("w"), &RoundCompare::measured_w, &RoundCompare::predicted_w, false, QStringLiteral("w")), s,
        step);
}

QString syncRunComparisonNarration(const RunComparison &c, int i)
{
    const RoundCompare &r = c.rounds[std::size_t(std::clamp(i, 0, int(c.rounds.size()) - 1))];
    QString s = head(c);
    if (r.round == 0)
        s += QObject::tr("At the start every worker holds w = %1.<br>").arg(num(r.measured_w));
    else
        s += QObject::tr("Round %1: measured %2 s from start to barrier with %3 s of idle; predicted %4 s with %5 s idle.<br>")
                 .arg(r.round)
                 .arg(num(r.measured_time), num(r.measured_idle), num(r.predicted_time), num(r.predicted_idle));
    s += weightsSentence(c, QObject::tr("because the barrier makes each round's arithmetic independent of who finishes first"));
    s += QObject::tr("Rounds took %1 s on average measured against %2 s predicted (%3 times); barrier idle in all: %4 s "
                     "measured, %5 s predicted.")
             .arg(num(c.measured_mean_round), num(c.predicted_mean_round), num(c.round_ratio), num(c.measured_idle_total),
                  num(c.predicted_idle_total));
    if (c.predicted_idle_total == 0 && c.measured_idle_total > 0)
        s += QObject::tr(" <b>The model does not hold</b> for the waiting: with equal compute times it says nobody waits, "
                         "yet real workers never finish at the same instant.");
    else if (c.round_ratio > 1)
        s += QObject::tr(" The time a real round takes beyond the model's is messages and scheduling.");
    return s;
}

} // namespace sgd::ui::sync
