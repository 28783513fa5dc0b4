// The comparison view's words: the step shown, measured against predicted, then where the model
// holds and where it does not, each sentence chosen from the comparison's numbers.
#include "run_compare_painter.h"

#include "draw.h"

#include <QObject>
#include <algorithm>

namespace sgd::ui {

namespace {

using draw::num;

QString head(const RunComparison &c)
{
    const QString where =
        c.processes > 0 ? QObject::tr("%1 processes on %2").arg(c.processes).arg(QString::fromStdString(c.hosts).toHtmlEscaped())
                        : QObject::tr("the processes");
    return QObject::tr("<b>Solid: measured on %1. Dashed: what the simulator predicts for the same parameters.</b><br>")
        .arg(where);
}

QString weightsSentence(const RunComparison &c, const QString &why)
{
    if (c.max_weight_difference == 0)
        return QObject::tr("<b>The model holds</b> for the weights: every one is exactly the simulator's, %1.<br>").arg(why);
    return QObject::tr("<b>The weights differ</b> by up to %1 from the simulator's.<br>").arg(num(c.max_weight_difference));
}

QString asyncStep(const RunComparison &c, int i)
{
    if (i == 0)
        return QObject::tr("At the start every worker reads w = %1.<br>").arg(num(c.measured.y.front()));
    const auto k = std::size_t(i);
    return QObject::tr("Update %1: measured at t = %2 from worker %3 (w = %4); predicted at t = %5 from worker %6 (w = %7).<br>")
        .arg(i)
        .arg(num(c.measured.x[k]))
        .arg(c.measured.worker[k])
        .arg(num(c.measured.y[k]))
        .arg(num(c.predicted.x[k]))
        .arg(c.predicted.worker[k])
        .arg(num(c.predicted.y[k]));
}

QString asyncNarration(const RunComparison &c, int i)
{
    QString s = head(c) + asyncStep(c, i);
    if (c.first_order_difference == 0)
        s += QObject::tr("<b>The model holds</b> for the order: all %1 gradients arrived from the workers it predicted, "
                         "so the staircase has the same steps.<br>")
                 .arg(c.steps);
    else
        s += (c.same_order_updates == 0 ? QObject::tr("<b>The model does not hold</b> for the order, from the first update on: ")
              : c.same_order_updates == 1
                  ? QObject::tr("<b>The model holds</b> for the first update only. <b>It does not</b> from update 2 on: ")
                  : QObject::tr("<b>The model holds</b> for the first %1 updates (same workers, same order). "
                                "<b>It does not</b> from update %2 on: ")
                        .arg(c.same_order_updates)
                        .arg(c.first_order_difference)) +
             QObject::tr("a gradient arrived earlier or later than the compute times say, so the server applied them in "
                         "another order and the staircase took other steps.<br>");
    s += QObject::tr("Update %1 came at t = %2 measured against %3 predicted (%4 times the prediction); update times differ by "
                     "up to %5 s: "
                     "messages and the operating system's scheduling cost time the model leaves out.<br>")
             .arg(c.steps)
             .arg(num(c.measured_end))
             .arg(num(c.predicted_end))
             .arg(num(c.end_ratio))
             .arg(num(c.max_time_difference));
    s += QObject::tr("Mean staleness: %1 measured, %2 predicted (bars: per worker).")
             .arg(num(c.measured_mean_staleness), num(c.predicted_mean_staleness));
    return s;
}

QString syncNarration(const RunComparison &c, int i)
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

QString gossipNarration(const RunComparison &c, int i)
{
    const int r = std::clamp(i, 0, c.steps);
    QString s = head(c);
    s += QObject::tr("Round %1: the live nodes' mean is %2 measured and %3 predicted.<br>")
             .arg(r)
             .arg(num(c.measured_mean[std::size_t(r)]), num(c.predicted_mean[std::size_t(r)]));
    s += weightsSentence(
        c, QObject::tr("because each round mixes the same neighbours' weights whatever the order the messages arrive in"));
    s +=
        QObject::tr("The model has no clock: only the recorded run's timeline (Chrome trace) shows how long each exchange took.");
    return s;
}

} // namespace

QString runComparisonNarration(const RunComparison &c, int step)
{
    if (c.steps < 1)
        return QObject::tr("Nothing to compare: a trace has no steps.");
    const int i = std::clamp(step, 0, c.steps);
    if (c.scene == "async")
        return asyncNarration(c, i);
    if (c.scene == "sync")
        return syncNarration(c, i);
    return gossipNarration(c, i);
}

} // namespace sgd::ui
