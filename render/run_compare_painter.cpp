#include "run_compare_painter.h"

#include "chart.h"
#include "core/run_source.h"
#include "core/trace_schema.h"
#include "draw.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui {

namespace {

using chart::Series;
using chart::Spec;

QString measuredName(const RunComparison &c)
{
    return c.processes > 0 ? QObject::tr("measured on %1 processes").arg(c.processes) : QObject::tr("measured");
}

/// Two legend-only series: solid for what was measured, dashed for the simulator.
void addKey(Spec &spec, const RunComparison &c, const Style &s, bool coloured = false)
{
    spec.series.push_back(Series{measuredName(c), coloured ? s.accent : s.foreground, {}, Qt::SolidLine, 1.0, false});
    spec.series.push_back(Series{QObject::tr("simulator"), coloured ? s.muted : s.foreground, {}, Qt::DashLine, 1.0, false});
}

/// A chart of `spec` in `r`, with a caption above and a vertical mark at x = `mark`.
void drawPanel(QPainter &p, const QRectF &r, const QString &caption, const Spec &spec, const Style &s, double mark)
{
    p.setFont(s.captionFont());
    p.setPen(s.foreground);
    const double capH = QFontMetricsF(s.captionFont()).height() * 1.3;
    p.drawText(QRectF(r.left(), r.top(), r.width(), capH), Qt::AlignLeft | Qt::AlignVCenter, caption);
    const chart::Layout L = chart::layoutChart(spec, r.adjusted(0, capH, 0, 0), s, p.device());
    chart::drawAxes(p, L, s);
    if (std::isfinite(mark)) {
        p.setPen(QPen(s.muted, s.gridWidth() * 1.5, Qt::DotLine));
        const double x = L.x.map(mark);
        if (x >= L.plot.left() - 0.5 && x <= L.plot.right() + 0.5)
            p.drawLine(QPointF(x, L.plot.top()), QPointF(x, L.plot.bottom()));
    }
    for (const Series &series : spec.series)
        chart::drawSeries(p, L, series, s);
    chart::drawLegend(p, L, spec, s);
}

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

void paintSync(QPainter &p, const QRectF &r, const RunComparison &c, const Style &s, int step)
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

void paintGossip(QPainter &p, const QRectF &r, const RunComparison &c, const Style &s, int step)
{
    Spec spec;
    spec.id = QStringLiteral("gossip");
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

QString sceneTitle(const std::string &scene)
{
    if (scene == "async")
        return QObject::tr("Asynchronous SGD");
    if (scene == "sync")
        return QObject::tr("Synchronous SGD");
    return QObject::tr("Decentralized SGD");
}

} // namespace

void paintRunComparison(QPainter &p, const QRectF &area, const RunComparison &c, const Style &s, int step)
{
    p.save();
    p.fillRect(area, s.background);
    const double pad = s.padding() * 1.5;
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    p.setFont(s.titleFont());
    p.setPen(s.foreground);
    const double titleH = QFontMetricsF(s.titleFont()).height() * 1.4;
    const QString title = QObject::tr("%1: real processes beside the simulator").arg(sceneTitle(c.scene));
    p.drawText(QRectF(body.left(), body.top(), body.width(), titleH), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(s.titleFont()).elidedText(title, Qt::ElideRight, body.width()));
    const QRectF rest = body.adjusted(0, titleH, 0, 0);
    const int shown = std::clamp(step, 0, std::max(c.steps, 0));
    if (c.steps < 1) {
        p.setPen(s.muted);
        p.drawText(rest, Qt::AlignCenter, QObject::tr("Nothing to compare: a trace has no steps."));
    } else if (c.scene == "async") {
        const double gap = pad * 1.5;
        const double w = (rest.width() - gap) * 0.64;
        paintAsyncStairs(p, QRectF(rest.left(), rest.top(), w, rest.height()), c, s, shown);
        paintStaleness(p, QRectF(rest.left() + w + gap, rest.top(), rest.width() - w - gap, rest.height()), c, s);
    } else if (c.scene == "sync") {
        paintSync(p, rest, c, s, shown);
    } else {
        paintGossip(p, rest, c, s, shown);
    }
    p.restore();
}

QString realRunLabel(const Trace &trace)
{
    if (!trace.recorded())
        return {};
    try {
        const RunSource src = fromRecord<RunSource>(trace.source, "source");
        // A run that ended early says so on every picture of it: these are not all its steps.
        const QString where = QObject::tr("%1 processes on %2").arg(src.processes).arg(QString::fromStdString(src.hosts));
        if (src.ended_early)
            return QObject::tr("Real run, incomplete (ended early after %1 steps): %2")
                .arg(int(trace.frames.size()) - 1)
                .arg(where);
        return QObject::tr("Real run: %1").arg(where);
    } catch (const std::exception &) {
        return QObject::tr("Real run (its facts are incomplete)");
    }
}

double realRunBandHeight(const Trace &trace, const Style &s)
{
    return trace.recorded() ? std::ceil(QFontMetricsF(s.captionFont()).height() * 1.6) : 0.0;
}

QRectF paintRealRunBand(QPainter &p, const QRectF &area, const Trace &trace, const Style &s)
{
    const double h = std::min(realRunBandHeight(trace, s), area.height() * 0.25);
    if (h <= 0)
        return area;
    const QRectF band(area.left(), area.top(), area.width(), h);
    p.save();
    p.fillRect(band, draw::mix(s.accent, s.background, 0.14));
    p.setPen(QPen(s.accent, s.frameWidth()));
    p.drawLine(band.bottomLeft(), band.bottomRight());
    const double pad = s.padding() * 1.5;
    const QRectF text = band.adjusted(pad, 0, -pad, 0);
    p.setFont(s.captionFont());
    p.setPen(s.foreground);
    const QString label = realRunLabel(trace);
    const QFontMetricsF fm(s.captionFont());
    p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(label, Qt::ElideRight, text.width()));
    const double used = fm.horizontalAdvance(label) + pad;
    p.setFont(s.legendFont());
    p.setPen(s.muted);
    const QString note = QObject::tr("times measured on these processes, not modelled");
    const QFontMetricsF fn(s.legendFont());
    if (used + fn.horizontalAdvance(note) < text.width())
        p.drawText(text, Qt::AlignRight | Qt::AlignVCenter, note);
    p.restore();
    return area.adjusted(0, h, 0, 0);
}

} // namespace sgd::ui
