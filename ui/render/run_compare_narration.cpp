// The comparison view's words: the step shown, measured against predicted, then where the model
// holds and where it does not, each sentence chosen from the comparison's numbers.
#include "run_compare_painter.h"

#include "draw.h"
#include "run_compare_parts.h"
#include "scene_painter.h"

#include <QObject>
#include <algorithm>

namespace sgd::ui {

namespace runcompare {

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

} // namespace runcompare

QString runComparisonNarration(const RunComparison &c, int step)
{
    if (c.steps < 1)
        return QObject::tr("Nothing to compare: a trace has no steps.");
    const int i = std::clamp(step, 0, c.steps);
    const ScenePainter *painter = painterFor(QString::fromStdString(c.scene));
    return painter ? painter->runComparisonNarration(c, i) : QString();
}

} // namespace sgd::ui
