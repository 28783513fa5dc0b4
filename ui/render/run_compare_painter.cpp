#include "run_compare_painter.h"

#include "chart.h"
#include "core/run_source.h"
#include "core/scenes.h"
#include "core/trace_schema.h"
#include "draw.h"
#include "language.h"
#include "run_compare_parts.h"
#include "scene_painter.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui {

namespace runcompare {

using chart::Series;
using chart::Spec;

QString measuredName(const RunComparison &c)
{
    return c.processes > 0 ? QObject::tr("measured on %1 processes").arg(c.processes) : QObject::tr("measured");
}

/// Two legend-only series: solid for what was measured, dashed for the simulator.
void addKey(Spec &spec, const RunComparison &c, const Style &s, bool coloured)
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

} // namespace runcompare

void paintRunComparison(QPainter &p, const QRectF &area, const RunComparison &c, const Style &s, int step)
{
    p.save();
    p.fillRect(area, s.background);
    const double pad = s.padding() * 1.5;
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    p.setFont(s.titleFont());
    p.setPen(s.foreground);
    const double titleH = QFontMetricsF(s.titleFont()).height() * 1.4;
    const SceneDef *scene = findScene(c.scene);
    const QString title = QObject::tr("%1: real processes beside the simulator")
                              .arg(scene ? coreText(scene->title) : QString::fromStdString(c.scene));
    p.drawText(QRectF(body.left(), body.top(), body.width(), titleH), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(s.titleFont()).elidedText(title, Qt::ElideRight, body.width()));
    const QRectF rest = body.adjusted(0, titleH, 0, 0);
    const int shown = std::clamp(step, 0, std::max(c.steps, 0));
    const ScenePainter *painter = painterFor(QString::fromStdString(c.scene));
    if (c.steps < 1 || !painter) {
        p.setPen(s.muted);
        p.drawText(rest, Qt::AlignCenter, QObject::tr("Nothing to compare: a trace has no steps."));
    } else {
        painter->paintRunComparison(p, rest, c, s, shown);
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
