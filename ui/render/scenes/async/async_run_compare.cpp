// A real asynchronous run beside the simulator: the server's staircase measured over predicted, the
// staleness each worker saw, and the words for one update (ui/render/run_compare_painter.cpp frames it).
#include "async_parts.h"

#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/run_compare_parts.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::async {

namespace {

using chart::Series;
using chart::Spec;
using draw::num;
using namespace runcompare;

/// The staircase of an update series: flat until the next update, then the step.
std::vector<QPointF> stairs(const CompareSeries &c)
{
    std::vector<QPointF> pts;
    for (std::size_t i = 0; i < c.x.size(); ++i) {
        if (i > 0)
            pts.emplace_back(c.x[i], c.y[i - 1]);
        pts.emplace_back(c.x[i], c.y[i]);
    }
    return pts;
}

void paintAsyncStairs(QPainter &p, const QRectF &r, const RunComparison &c, const Style &s, int step)
{
    Spec spec;
    spec.id = QStringLiteral("stairs");
    spec.x.title = QObject::tr("time (lecture seconds)");
    spec.x.shortTitle = QObject::tr("time");
    spec.x.fromZero = true;
    spec.y.title = QObject::tr("w on the server");
    spec.y.shortTitle = QObject::tr("w");
    addKey(spec, c, s, true);
    // The dashed prediction goes over the solid measurement: where they agree, both stay in sight.
    spec.series.push_back(Series{{}, s.accent, stairs(c.measured), Qt::SolidLine, 1.3, false});
    spec.series.push_back(Series{{}, s.muted, stairs(c.predicted), Qt::DashLine, 1.1, false});
    const std::size_t i = std::size_t(std::clamp(step, 0, c.steps));
    std::vector<QPointF> now{{c.measured.x.at(i), c.measured.y.at(i)}};
    std::vector<QPointF> then{{c.predicted.x.at(i), c.predicted.y.at(i)}};
    spec.series.push_back(Series{{}, s.accent, now, Qt::NoPen, 1.0, true});
    spec.series.push_back(Series{{}, s.muted, then, Qt::NoPen, 1.0, true});
    drawPanel(p, r, QObject::tr("w after each update: measured (solid) and predicted (dashed)"), spec, s, c.measured.x.at(i));
}

/// Mean staleness per worker: a filled bar measured, an outlined dashed bar predicted.
void paintStaleness(QPainter &p, const QRectF &r, const RunComparison &c, const Style &s)
{
    const int k = int(c.workers.size());
    Spec spec;
    spec.id = QStringLiteral("staleness");
    spec.x.title = QObject::tr("worker");
    spec.x.lo = 0.4;
    spec.x.hi = k + 0.6;
    spec.x.label = [k](double v) { return std::abs(v - std::round(v)) < 1e-9 && v >= 1 && v <= k ? draw::count(v) : QString(); };
    spec.y.title = QObject::tr("mean staleness");
    spec.y.shortTitle = QObject::tr("staleness");
    double hi = 1;
    for (const WorkerCompare &w : c.workers)
        hi = std::max({hi, w.measured_mean_staleness, w.predicted_mean_staleness});
    spec.y.lo = 0;
    spec.y.hi = hi * 1.2;
    addKey(spec, c, s);
    p.setFont(s.captionFont());
    const double capH = QFontMetricsF(s.captionFont()).height() * 1.3;
    p.setPen(s.foreground);
    p.drawText(QRectF(r.left(), r.top(), r.width(), capH), Qt::AlignLeft | Qt::AlignVCenter, QObject::tr("staleness per worker"));
    const chart::Layout L = chart::layoutChart(spec, r.adjusted(0, capH, 0, 0), s, p.device());
    chart::drawAxes(p, L, s);
    const double bw = std::abs(L.x.map(1.0) - L.x.map(0.0)) * 0.34;
    for (const WorkerCompare &w : c.workers) {
        const QColor col = s.series[std::size_t(w.worker - 1) % 8];
        const double x = L.x.map(w.worker);
        const QRectF meas(QPointF(x - bw, L.y.map(w.measured_mean_staleness)), QPointF(x, L.y.map(0)));
        const QRectF pred(QPointF(x, L.y.map(w.predicted_mean_staleness)), QPointF(x + bw, L.y.map(0)));
        p.setPen(Qt::NoPen);
        p.setBrush(col);
        p.drawRect(meas);
        p.setBrush(draw::withAlpha(col, 50));
        p.setPen(QPen(col, s.curveWidth(), Qt::DashLine));
        p.drawRect(pred);
        p.setFont(s.legendFont());
        p.setPen(s.foreground);
        const QString text = QObject::tr("max %1 / %2").arg(w.measured_max_staleness).arg(w.predicted_max_staleness);
        p.drawText(QRectF(x - 2 * bw, std::min(meas.top(), pred.top()) - QFontMetricsF(s.legendFont()).height() - 2, 4 * bw,
                          QFontMetricsF(s.legendFont()).height()),
                   Qt::AlignCenter, text);
    }
    chart::drawLegend(p, L, spec, s);
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

} // namespace

QString asyncRunComparisonNarration(const RunComparison &c, int i)
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

void paintAsyncRunComparison(QPainter &p, const QRectF &rest, const RunComparison &c, const Style &s, int shown)
{
    const double gap = s.padding() * 1.5 * 1.5;
    const double w = (rest.width() - gap) * 0.64;
    paintAsyncStairs(p, QRectF(rest.left(), rest.top(), w, rest.height()), c, s, shown);
    paintStaleness(p, QRectF(rest.left() + w + gap, rest.top(), rest.width() - w - gap, rest.height()), c, s);
}

} // namespace sgd::ui::async
