#include "compare_charts.h"

#include "ui/render/number_format.h"

#include <QtCharts/QCategoryAxis>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>

#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace sgd::ui {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString number(double v)
{
    return formatDistinct(v, 6);
}

void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

struct Range {
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    double positiveLo = std::numeric_limits<double>::infinity();
    void add(double v)
    {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
        if (v > 0)
            positiveLo = std::min(positiveLo, v);
    }
    bool empty() const { return !(lo <= hi); }
};

/// 1, 2 or 5 times a power of ten, at least `raw` (no 2.5: steps and counts are whole numbers).
double roundStep(double raw)
{
    const double p = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0})
        if (m * p >= raw * 0.999)
            return m * p;
    return 10 * p;
}

/// A log axis's ends: a twentieth of the span (at least a factor 2) beyond the data, so no dot sits on the frame.
std::pair<double, double> logRange(const Range &r)
{
    const double top = std::max(r.hi, r.positiveLo);
    const double pad = std::pow(10.0, std::max(std::log10(2.0), std::log10(top / r.positiveLo) / 20));
    return {r.positiveLo / pad, top * pad};
}

/// An axis whose tick labels the app writes itself (QtCharts' printf formats give "1e-08" and
/// "-0.5"): a category axis with a label on each tick. A log axis is linear in log10 of the value
/// (the "log" property says so; series store log10 of their numbers, see AxisScale).
QCategoryAxis *makeAxis(bool log, const Range &r, const QString &title)
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setTitleText(title);
    if (log && std::isfinite(r.positiveLo)) {
        const auto [lo, hi] = logRange(r);
        const double a = std::log10(lo), b = std::log10(hi);
        axis->setRange(a, b);
        axis->setProperty("log", true);
        // A label per power of ten up to about eight decades; wider spans label every 2nd, 3rd, ... power.
        const int every = std::max(1, int(std::ceil((b - a) / 8)));
        for (int e = int(std::ceil(a)); e <= int(std::floor(b)); ++e)
            if (e % every == 0)
                axis->append(formatPowerOfTen(e), e);
        return axis;
    }
    // Ticks on round numbers, the range a little wider than the data so the end dots show whole.
    const double lo = r.empty() ? 0 : r.lo, hi = r.empty() ? 1 : r.hi > r.lo ? r.hi : r.lo + 1, pad = (hi - lo) * 0.025;
    axis->setRange(lo - pad, hi + pad);
    const double step = roundStep((hi - lo) / 5);
    std::vector<double> ticks;
    for (double k = std::ceil((lo - pad) / step); k * step <= hi + pad + 1e-9 * step; ++k)
        ticks.push_back(k * step == 0 ? 0.0 : k * step); // no "−0"
    const int digits = distinctDigits(ticks);
    for (double t : ticks)
        axis->append(formatDistinct(t, digits), t);
    return axis;
}

/// Where a number goes on an axis made by makeAxis(): itself, or log10 of it on a log axis
/// (values at or below 0 sit on the axis's floor; the readout still says the value).
struct AxisScale {
    bool log = false;
    double floor = 0;
    explicit AxisScale(const QAbstractAxis *axis) : log(axis->property("log").toBool())
    {
        if (const auto *v = qobject_cast<const QValueAxis *>(axis))
            floor = v->min();
    }
    double at(double v) const { return !log ? v : v > 0 ? std::log10(v) : floor; }
    double value(double at) const { return log ? std::pow(10.0, at) : at; }
};

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

void addAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
}

/// A click on a legend entry hides or shows its series; the entry stays, greyed while hidden.
void makeLegendToggles(QChart *chart, const Style &style)
{
    for (QLegendMarker *marker : chart->legend()->markers()) {
        QObject::connect(marker, &QLegendMarker::clicked, chart, [marker, style] {
            QAbstractSeries *series = marker->series();
            series->setVisible(!series->isVisible());
            marker->setVisible(true);
            marker->setLabelBrush(series->isVisible() ? style.foreground : style.muted);
            QColor c = marker->brush().color();
            c.setAlphaF(series->isVisible() ? 1.0 : 0.3);
            marker->setBrush(c);
        });
    }
}

QPen curvePen(const QColor &colour, const Style &style)
{
    QPen pen(colour, style.curveWidth());
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

/// The k-th pinned run's dashes (in pen widths; empty: solid): eight runs, eight patterns, so the
/// curves are told apart without their colours, in the legend too (its samples are the pens).
QList<qreal> pinDashes(std::size_t k)
{
    static const QList<qreal> patterns[] = {{}, {6, 3}, {1, 3}, {6, 3, 1, 3}, {6, 3, 1, 3, 1, 3}, {12, 4}, {12, 3, 3, 3}, {3, 3}};
    return patterns[k % std::size(patterns)];
}

/// Each regime's dots their own shape as well as their colour (the zeros' triangle is apart).
QScatterSeries::MarkerShape regimeShape(Regime regime)
{
    switch (regime) {
    case Regime::Stable:
        return QScatterSeries::MarkerShapeRectangle;
    case Regime::Overshooting:
        return QScatterSeries::MarkerShapeRotatedRectangle;
    case Regime::Diverging:
        return QScatterSeries::MarkerShapeStar;
    case Regime::None:
        break;
    }
    return QScatterSeries::MarkerShapeCircle;
}

QColor regimeColour(Regime regime, const Style &style)
{
    switch (regime) {
    case Regime::Stable:
        return style.positive;
    case Regime::Overshooting:
        return style.secant;
    case Regime::Diverging:
        return style.negative;
    case Regime::None:
        break;
    }
    return style.accent;
}

QString regimeLegend(Regime regime)
{
    switch (regime) {
    // No '<' here: legend labels are rich text.
    case Regime::Stable:
        return QObject::tr("stable: η·x² ≤ 1");
    case Regime::Overshooting:
        return QObject::tr("overshooting: η·x² between 1 and 2");
    case Regime::Diverging:
        return QObject::tr("diverging: η·x² ≥ 2");
    case Regime::None:
        break;
    }
    return QObject::tr("runs");
}

} // namespace

ZoomChartView::ZoomChartView(QWidget *parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::RectangleRubberBand);
    setMouseTracking(true);
}

QString ZoomChartView::readout(const QPointF &value) const
{
    QStringList lines;
    const QList<QAbstractAxis *> xs = chart()->axes(Qt::Horizontal), ys = chart()->axes(Qt::Vertical);
    if (xs.isEmpty() || ys.isEmpty())
        return {};
    const AxisScale sx(xs.front()), sy(ys.front());
    for (QAbstractSeries *s : chart()->series()) {
        auto *xy = qobject_cast<QXYSeries *>(s);
        if (!xy || !xy->isVisible() || xy->count() == 0 || xy->property("marker").toBool())
            continue;
        const QList<QPointF> points = xy->points();
        const QList<double> exact = xy->property("exactY").value<QList<double>>();
        int best = 0;
        for (int i = 1; i < points.size(); ++i)
            if (std::abs(points[i].x() - value.x()) < std::abs(points[best].x() - value.x()))
                best = i;
        const double y = best < exact.size() ? exact[best] : sy.value(points[best].y());
        lines << tr("%1: x = %2, y = %3").arg(xy->name(), number(sx.value(points[best].x())), number(y));
    }
    return lines.join(QLatin1Char('\n'));
}

void ZoomChartView::wheelEvent(QWheelEvent *event)
{
    chart()->zoom(event->angleDelta().y() > 0 ? 1.25 : 0.8);
    event->accept();
}

void ZoomChartView::mouseDoubleClickEvent(QMouseEvent *event)
{
    chart()->zoomReset();
    event->accept();
}

void ZoomChartView::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    const QPointF scenePos = mapToScene(event->position().toPoint());
    const QPointF chartPos = chart()->mapFromScene(scenePos);
    if (chart()->series().isEmpty() || !chart()->plotArea().contains(chartPos)) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(), readout(chart()->mapToValue(chartPos)), this);
}

void fillPinsChart(QChart *chart, const std::vector<PinnedRun> &runs, const std::string &x, const std::string &y,
                   const Style &style)
{
    clearChart(chart);
    if (runs.empty()) {
        chart->setTitle(QObject::tr("No pinned runs yet"));
        return;
    }
    Range rx, ry;
    for (const PinnedRun &r : runs)
        if (const RunColumn *cx = r.column(x), *cy = r.column(y); cx && cy)
            for (std::size_t i = 0; i < cx->values.size() && i < cy->values.size(); ++i)
                if (std::isfinite(cx->values[i]) && std::isfinite(cy->values[i])) {
                    rx.add(cx->values[i]);
                    ry.add(cy->values[i]);
                }
    const bool logY = ry.lo > 0 && ry.hi / ry.lo > 1000;
    QAbstractAxis *ax = makeAxis(false, rx, qs(columnTitle(runs, x)));
    QAbstractAxis *ay = makeAxis(logY, ry, qs(columnTitle(runs, y)));
    addAxes(chart, ax, ay);
    const AxisScale sy(ay);
    const std::vector<std::string> legends = pinLegends(runs);
    for (std::size_t k = 0; k < runs.size(); ++k) {
        auto *series = new QLineSeries;
        series->setName(qs(legends[k]));
        QPen pen = curvePen(style.series[k % 8], style);
        if (const QList<qreal> dashes = pinDashes(k); !dashes.isEmpty()) {
            pen.setCapStyle(Qt::FlatCap);
            pen.setDashPattern(dashes);
        }
        series->setPen(pen);
        const RunColumn *cx = runs[k].column(x), *cy = runs[k].column(y);
        for (std::size_t i = 0; cx && cy && i < cx->values.size() && i < cy->values.size(); ++i)
            if (std::isfinite(cx->values[i]) && std::isfinite(cy->values[i]))
                series->append(cx->values[i], sy.at(cy->values[i]));
        series->setPointsVisible(series->count() <= 60);
        series->setMarkerSize(2 * style.markerRadius());
        attach(chart, series, ax, ay);
    }
    chart->setTitle(runs.size() == 1 ? QObject::tr("%1 against %2: one pinned run").arg(qs(y), qs(x))
                                     : QObject::tr("%1 against %2: %3 pinned runs").arg(qs(y), qs(x)).arg(runs.size()));
    styleChart(chart, style);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // each entry's sample: its dashes
    makeLegendToggles(chart, style);
}

namespace {

QLineSeries *outcomeLine(const SweepResult &sweep, const AxisScale &sx, const AxisScale &sy, const Style &style)
{
    auto *line = new QLineSeries;
    line->setName(qs(sweep.outcome.title));
    line->setPen(curvePen(style.muted, style));
    QList<double> exact;
    for (const SweepPoint &p : sweep.points)
        if (std::isfinite(p.outcome)) {
            line->append(sx.at(p.value), sy.at(p.outcome));
            exact << p.outcome;
        }
    line->setProperty("exactY", QVariant::fromValue(exact));
    return line;
}

void addRegimePoints(QChart *chart, const SweepResult &sweep, const Style &style, QAbstractAxis *ax, QAbstractAxis *ay)
{
    const AxisScale sx(ax), sy(ay);
    // On a log axis a run that ends at exactly 0 has no place: it is drawn at the axis's foot as a
    // triangle of its own, named in the legend, never as a dot that seems to sit on the floor value.
    auto *zeros = new QScatterSeries;
    zeros->setName(QObject::tr("%1 exactly 0 (at the foot of the log axis)").arg(qs(sweep.outcome.title)));
    zeros->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    zeros->setColor(style.foreground);
    zeros->setBorderColor(style.background);
    zeros->setMarkerSize(2.6 * style.markerRadius() + 4);
    QList<double> zeroExact;
    const auto *yAxis = qobject_cast<const QValueAxis *>(ay);
    const double foot = yAxis ? yAxis->min() + (yAxis->max() - yAxis->min()) * 0.015 : sy.floor; // whole, inside the plot
    for (const SweepPoint &p : sweep.points)
        if (sy.log && p.outcome <= 0) {
            zeros->append(sx.at(p.value), foot);
            zeroExact << p.outcome;
        }
    zeros->setProperty("exactY", QVariant::fromValue(zeroExact));
    for (Regime regime : {Regime::None, Regime::Stable, Regime::Overshooting, Regime::Diverging}) {
        auto *dots = new QScatterSeries;
        dots->setName(regimeLegend(regime));
        dots->setColor(regimeColour(regime, style));
        dots->setMarkerShape(regimeShape(regime));
        dots->setBorderColor(style.background);
        dots->setMarkerSize(2.6 * style.markerRadius() + 2);
        QList<double> exact;
        for (const SweepPoint &p : sweep.points)
            if (p.regime == regime && std::isfinite(p.outcome) && !(sy.log && p.outcome <= 0)) {
                dots->append(sx.at(p.value), sy.at(p.outcome));
                exact << p.outcome;
            }
        dots->setProperty("exactY", QVariant::fromValue(exact));
        if (dots->count() == 0) {
            delete dots;
            continue;
        }
        attach(chart, dots, ax, ay);
    }
    if (zeros->count() > 0)
        attach(chart, zeros, ax, ay);
    else
        delete zeros;
}

void addMarkers(QChart *chart, const SweepResult &sweep, double yLo, double yHi, const Style &style, QAbstractAxis *ax,
                QAbstractAxis *ay)
{
    // Each threshold in the colour of the regime it opens (eta*x^2 = 1: overshooting, 2: diverging)
    // and a dash of its own, so that the two never read as one.
    const Qt::PenStyle dashes[] = {Qt::DashLine, Qt::DotLine};
    const QColor colours[] = {regimeColour(Regime::Overshooting, style), regimeColour(Regime::Diverging, style)};
    for (std::size_t i = 0; i < sweep.markers.size(); ++i) {
        auto *line = new QLineSeries;
        line->setName(qs(sweep.markers[i].label));
        QPen pen(colours[i % 2], style.curveWidth() * 0.8, dashes[i % 2]);
        line->setPen(pen);
        const double x = AxisScale(ax).at(sweep.markers[i].value);
        line->append(x, yLo);
        line->append(x, yHi);
        line->setProperty("marker", true);
        attach(chart, line, ax, ay);
    }
}

} // namespace

void fillSweepChart(QChart *chart, const SweepResult &sweep, const Style &style)
{
    clearChart(chart);
    Range rx, ry;
    for (const SweepPoint &p : sweep.points) {
        rx.add(p.value);
        if (std::isfinite(p.outcome))
            ry.add(p.outcome);
    }
    for (const SweepMarker &m : sweep.markers)
        rx.add(m.value);
    const bool logY = sweep.outcome.logScale && std::isfinite(ry.positiveLo);
    QAbstractAxis *ax = makeAxis(sweep.spacing == SweepSpacing::Log, rx, qs(sweep.paramTitle));
    QAbstractAxis *ay = makeAxis(logY, ry, qs(sweep.outcome.title));
    addAxes(chart, ax, ay);
    QLineSeries *line = outcomeLine(sweep, AxisScale(ax), AxisScale(ay), style);
    attach(chart, line, ax, ay);
    const bool regimes =
        std::any_of(sweep.points.begin(), sweep.points.end(), [](const SweepPoint &p) { return p.regime != Regime::None; });
    if (regimes) {
        addRegimePoints(chart, sweep, style, ax, ay);
    } else { // one curve: its dots in the accent colour, no legend beyond the axis title
        line->setPen(curvePen(style.accent, style));
        line->setPointsVisible(true);
        line->setMarkerSize(2.6 * style.markerRadius() + 2);
    }
    if (!ry.empty()) {
        const auto *y = qobject_cast<QValueAxis *>(ay); // the axis's ends, in its own units
        addMarkers(chart, sweep, y->min(), y->max(), style, ax, ay);
    }
    chart->setTitle(QObject::tr("%1 against %2 (%3)").arg(qs(sweep.outcome.title), qs(sweep.paramTitle), qs(sweep.scene)));
    styleChart(chart, style);
    chart->legend()->setAlignment(Qt::AlignRight);                   // one entry a line: the thresholds' labels are long
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // the regimes' shapes, the thresholds' dashes
    chart->legend()->setVisible(chart->series().size() > 1);
    makeLegendToggles(chart, style);
}

void styleChart(QChart *chart, const Style &style)
{
    chart->setBackgroundBrush(style.background);
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(style.foreground);
    chart->setTitleFont(style.captionFont());
    chart->setAnimationOptions(QChart::NoAnimation);
    QLegend *legend = chart->legend();
    legend->setAlignment(Qt::AlignBottom);
    legend->setLabelColor(style.foreground);
    legend->setFont(style.legendFont());
    legend->setBackgroundVisible(false);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsBrush(style.muted);
        axis->setLabelsFont(style.tickFont());
        axis->setTitleBrush(style.foreground);
        axis->setTitleFont(style.bodyFont());
        axis->setGridLineColor(style.grid);
        axis->setMinorGridLineVisible(false);
        axis->setLinePenColor(style.muted);
    }
}

QStringList legendNames(const QChart *chart)
{
    QStringList names;
    if (!chart->legend()->isVisible())
        return names;
    for (QLegendMarker *m : chart->legend()->markers())
        names << m->label();
    return names;
}

} // namespace sgd::ui
