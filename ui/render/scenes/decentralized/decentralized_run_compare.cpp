// A real decentralized run beside the simulator: every node's weight per round, measured over
// predicted, and the words for one round (ui/render/run_compare_painter.cpp frames it).
#include "decentralized_parts.h"

#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/run_compare_parts.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::decentralized {

namespace {

using chart::Series;
using chart::Spec;
using draw::num;
using namespace runcompare;

} // namespace

void paintDecentralizedRunComparison(QPainter &p, const QRectF &r, const RunComparison &c, const Style &s, int step)
{
    Spec spec;
    spec.id = QStringLiteral("gossip"); // the chart's id in layout audits
    spec.x.title = QObject::tr("round");
    spec.x.fromZero = true;
    spec.y.title = QObject::tr("weight on each node");
    spec.y.shortTitle = QObject::tr("w");
    addKey(spec, c, s);
    for (int j = 0; j < c.measured_weights.cols; ++j) {
        const QColor col = s.series[std::size_t(j) % 8];
        Series a{QObject::tr("node %1").arg(j + 1), col, {}, Qt::SolidLine, 1.2, true};
        Series b{{}, col, {}, Qt::DashLine, 1.0, false};
        for (int i = 0; i < c.measured_weights.rows; ++i) {
            a.points.emplace_back(i, c.measured_weights.at(i, j));
            b.points.emplace_back(i, c.predicted_weights.at(i, j));
        }
        spec.series.push_back(b);
        spec.series.push_back(a);
    }
    const QString same = c.max_weight_difference == 0 ? QObject::tr("identical")
                                                      : QObject::tr("differ by up to %1").arg(draw::num(c.max_weight_difference));
    drawPanel(p, r, QObject::tr("weights per round, measured (solid) and predicted (dashed): %1").arg(same), spec, s, step);
}

QString decentralizedRunComparisonNarration(const RunComparison &c, int i)
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

} // namespace sgd::ui::decentralized
