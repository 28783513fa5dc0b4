// The quantized scene's loss curves: every lecture bit width (and the run's own quantizer)
// against rounds or bytes, each with its colour, dashes and markers; curves that coincide named
// in a note; the current round on its curve.

#include "quantized_parts.h"
#include "ui/render/chart.h"
#include "ui/render/chart_view.h"
#include "ui/render/quiz_hide.h"

#include <QObject>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <optional>

namespace sgd::ui::quantized {

namespace {

// ------------------------------------------------------------------ loss curves

/// One row (wrapping when narrow) of bit widths, each with its colour, dashes and marker as the
/// chart draws them; this run's width named in full on its soft band. Returns the height used.
double curveLegend(QPainter &p, const QRectF &r, const Style &s, const std::vector<Curve> &curves)
{
    p.save();
    p.setFont(s.legendFont());
    const QFontMetricsF fm(p.font());
    const double sample = fm.height() * 2.0, gap = fm.height() * 0.8, rowH = fm.height() + 4;
    const double mr = std::max(3.5, QFontMetricsF(s.bodyFont()).height() * 0.32);
    double x = r.left(), y = r.top();
    for (const Curve &c : curves) {
        const double w = sample + 4 + fm.horizontalAdvance(c.legend);
        if (x > r.left() && x + w > r.right()) {
            x = r.left();
            y += rowH;
        }
        const QPointF a(x, y + rowH / 2), e(x + sample, y + rowH / 2);
        if (c.current) {
            QColor halo = c.color;
            halo.setAlphaF(0.3);
            p.setPen(QPen(halo, lineWidth(s) * 3.2, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(a, e);
        }
        QPen pen(c.color, c.width, Qt::SolidLine, Qt::FlatCap);
        if (!c.dashes.isEmpty())
            pen.setDashPattern(c.dashes);
        p.setPen(pen);
        p.drawLine(a, e);
        drawMarker(p, (a + e) / 2, mr, c.marker, c.color, s.background);
        p.setPen(c.color);
        p.drawText(QRectF(x + sample + 4, y, std::max(0.0, r.right() - x - sample - 4), rowH), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(c.legend, Qt::ElideRight, std::max(0.0, r.right() - x - sample - 4)));
        x += w + gap;
    }
    p.restore();
    return y + rowH - r.top();
}

/// The chart's x range in readable units: rounds, or bytes in B, kB or MB.
struct ChartRange {
    double xmax = 0, ymax = 0;
    double unit = 1;
    QString unitName = QStringLiteral("B");
};

ChartRange chartRange(const Trace &tr, const std::vector<Curve> &curves, bool bytes)
{
    ChartRange g;
    double xmax = 0, ymax = 0;
    const std::vector<double> &loss32 = *curveData(tr, 32).loss;
    const double y0 = loss32.empty() ? 0 : loss32.front();
    for (const Curve &c : curves) {
        const auto &ls = *curveData(tr, c.bits).loss;
        const auto &bs = *curveData(tr, c.bits).bytes;
        for (std::size_t i = 0; i < ls.size(); ++i) {
            ymax = std::max(ymax, ls[i]);
            xmax = std::max(xmax, bytes ? (i < bs.size() ? bs[i] : 0.0) : double(i));
        }
    }
    if (y0 > 0)
        ymax = std::min(ymax, y0 * 1.3); // a diverging width leaves the chart instead of flattening the others
    g.ymax = std::max(ymax, 1e-9) * 1.06;
    g.xmax = std::max(xmax, 1.0);
    // Bytes in readable units on the axis.
    if (bytes && g.xmax >= 1e7) {
        g.unit = 1e6;
        g.unitName = QStringLiteral("MB");
    } else if (bytes && g.xmax >= 1e4) {
        g.unit = 1e3;
        g.unitName = QStringLiteral("kB");
    }
    return g;
}

/// The curves the trace has, each as its points in pixels.
struct ChartLines {
    std::vector<Curve> shown;
    std::vector<std::vector<QPointF>> pts;
};

ChartLines chartLines(const Trace &tr, const std::vector<Curve> &curves, const draw::Axes &ax, bool bytes, double unit)
{
    ChartLines out;
    for (const Curve &c : curves) {
        const auto &ls = *curveData(tr, c.bits).loss;
        const auto &bs = *curveData(tr, c.bits).bytes;
        if (ls.empty())
            continue;
        out.shown.push_back(c);
        std::vector<QPointF> v;
        for (std::size_t i = 0; i < ls.size(); ++i) {
            const double x = bytes ? (i < bs.size() ? bs[i] : 0.0) / unit : double(i);
            v.push_back(ax.map(x, ls[i]));
        }
        out.pts.push_back(std::move(v));
    }
    return out;
}

/// Curves that coincide on screen (within about a line's width everywhere) would hide each other:
/// the groups of them, found in pixels, so a note can say so (widest first, this run's own curve last).
std::vector<std::vector<Curve>> overlapGroups(const ChartLines &lines, const draw::Axes &ax, const Style &s)
{
    const std::vector<Curve> &shown = lines.shown;
    const auto &pts = lines.pts;
    const double tol = std::max(2.0, lineWidth(s) * 1.5);
    auto coincide = [&](std::size_t a, std::size_t b) {
        if (pts[a].size() != pts[b].size())
            return false;
        for (std::size_t i = 0; i < pts[a].size(); ++i) {
            // Points above the chart (a diverging width) are clipped away: only what shows counts.
            const double ya = std::max(pts[a][i].y(), ax.plot.top()), yb = std::max(pts[b][i].y(), ax.plot.top());
            if (std::abs(pts[a][i].x() - pts[b][i].x()) > tol || std::abs(ya - yb) > tol)
                return false;
        }
        return true;
    };
    std::vector<int> group(shown.size(), -1);
    std::vector<std::vector<Curve>> overlaps; // widest first, this run's own curve last
    for (std::size_t a = 0; a < shown.size(); ++a) {
        if (group[a] >= 0)
            continue;
        std::vector<Curve> members{shown[a]};
        group[a] = int(overlaps.size());
        for (std::size_t b = a + 1; b < shown.size(); ++b)
            if (group[b] < 0 && coincide(a, b)) {
                group[b] = group[a];
                members.push_back(shown[b]);
            }
        overlaps.push_back(members);
    }
    return overlaps;
}

/// This run under everything as a wide, soft band; then the coarse widths first and thick, the
/// wide ones last and thin, each with its own dashes and markers. Where curves coincide the
/// markers take turns along the shared line, so every width shows somewhere.
void paintCurves(QPainter &p, const chart::Layout &frame, const draw::Axes &ax, const Style &s, const ChartLines &lines)
{
    const std::vector<Curve> &shown = lines.shown;
    const auto &pts = lines.pts;
    const double em = QFontMetricsF(s.bodyFont()).height();
    const double mr = std::max(3.5, em * 0.32);
    const double spacing = std::max(double(shown.size()) * (2.4 * mr + 4), std::hypot(ax.plot.width(), ax.plot.height()) / 6);
    // The axes, curves and markers are the same in every frame: one raster per picture.
    std::size_t key = std::hash<QString>{}(s.name + frame.xTitleText + frame.yTitleText);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {double(shown.size()), lineWidth(s), mr, spacing, ax.plot.left(), ax.plot.top(), ax.plot.width(),
                     ax.plot.height(), ax.x1, ax.y1, frame.area.left(), frame.area.top(), frame.area.width(), frame.area.height(),
                     s.font.pointSizeF(), s.fontScale})
        mixIn(v);
    for (const QColor &c : {s.foreground, s.muted, s.grid})
        mixIn(double(c.rgba()));
    for (std::size_t j = 0; j < shown.size(); ++j) {
        const Curve &c = shown[j];
        for (double v : {double(c.bits), double(c.current), double(c.color.rgba()), c.width, double(int(c.marker))})
            mixIn(v);
        for (qreal d : c.dashes)
            mixIn(d);
        for (const QPointF &q : pts[j])
            mixIn(q.x()), mixIn(q.y());
    }
    mixIn(double(s.background.rgba()));
    // The layer covers the chart's area (the plot and its axes; markers are clipped near the plot).
    draw::drawCachedOpaqueLayer(s.cache, p, frame.area, key, s.background, [&](QPainter &p) {
        chart::drawAxes(p, frame, s);
        p.setClipRect(ax.plot.adjusted(-2, -2, 2, 2));
        p.setBrush(Qt::NoBrush);
        for (std::size_t j = 0; j < shown.size(); ++j)
            if (shown[j].current && pts[j].size() > 1) {
                QColor halo = shown[j].color;
                halo.setAlphaF(0.3);
                QPainterPath path(pts[j][0]);
                for (std::size_t i = 1; i < pts[j].size(); ++i)
                    path.lineTo(pts[j][i]);
                p.setPen(QPen(halo, lineWidth(s) * 3.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
                p.drawPath(path);
            }
        // Lecture widths from the coarsest, then this run's own curve on top.
        std::vector<std::size_t> order;
        for (std::size_t jj = shown.size(); jj-- > 0;)
            if (shown[jj].bits > 0)
                order.push_back(jj);
        for (std::size_t jj = 0; jj < shown.size(); ++jj)
            if (shown[jj].bits == 0)
                order.push_back(jj);
        for (std::size_t jj : order) {
            const Curve &c = shown[jj];
            const std::vector<QPointF> &v = pts[jj];
            QPainterPath path(v[0]);
            for (std::size_t i = 1; i < v.size(); ++i)
                path.lineTo(v[i]);
            QPen pen(c.color, c.width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin);
            if (!c.dashes.isEmpty())
                pen.setDashPattern(c.dashes);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            chart::strokePath(p, path);
            // Markers every `spacing` pixels along the line, each width starting at its own offset.
            const double slot = spacing / double(shown.size());
            double next = slot * (double(jj) + 0.5), walked = 0;
            for (std::size_t i = 1; i < v.size(); ++i) {
                const double seg = QLineF(v[i - 1], v[i]).length();
                while (seg > 0 && next <= walked + seg) {
                    const QPointF at = v[i - 1] + (v[i] - v[i - 1]) * ((next - walked) / seg);
                    if (ax.plot.adjusted(-1, -1, 1, 1).contains(at))
                        drawMarker(p, at, mr, c.marker, c.color, s.background);
                    next += spacing;
                }
                walked += seg;
            }
        }
    });
}

/// Quiz mode: every width's curve up to round `upTo` (-1: whole), each recorded with the chart
/// component as a per-frame series (point i is round i) so a test reads how far it went.
ChartLines revealedLines(ChartLines lines, const chart::Layout &frame, int upTo, PaintCache *cache)
{
    for (std::size_t j = 0; j < lines.pts.size(); ++j) {
        chart::Series se;
        se.name = lines.shown[j].name;
        se.firstFrame = 0;
        se.points = std::move(lines.pts[j]);
        se.points.resize(std::max<std::size_t>(1, chart::revealedCount(se, upTo)));
        chart::recordFrames(cache, frame, se, int(se.points.size()) - 1);
        lines.pts[j] = std::move(se.points);
    }
    return lines;
}

/// "32, 16 and 8 bits overlap": one line per group of curves that lie on one line.
QStringList overlapNotes(const std::vector<std::vector<Curve>> &overlaps)
{
    QStringList notes;
    for (const std::vector<Curve> &g : overlaps) {
        if (g.size() < 2)
            continue;
        // "32, 16 and 8 bits overlap"; this run's own curve named after the widths: "16 bits and bfloat16 overlap".
        QStringList widths;
        QString own;
        for (const Curve &c : g) {
            if (c.bits > 0)
                widths << c.name;
            else
                own = c.name;
        }
        if (own.isEmpty()) {
            const QString last = widths.takeLast();
            notes << QObject::tr("%1 and %2 bits overlap").arg(widths.join(QStringLiteral(", ")), last);
        } else if (widths.size() == 1 && widths.front() == QLatin1String("1")) {
            notes << QObject::tr("%1 bit and %2 overlap").arg(widths.join(QStringLiteral(", ")), own);
        } else {
            notes << QObject::tr("%1 bits and %2 overlap").arg(widths.join(QStringLiteral(", ")), own);
        }
    }
    return notes;
}

/// The overlap notes in a box in the plot's top right corner; returns the box (empty: no notes).
QRectF paintOverlapNote(QPainter &p, const draw::Axes &ax, const Style &s, QStringList notes)
{
    QRectF noteBox; // the current round's label keeps out of it
    if (!notes.isEmpty()) {
        p.setClipping(false);
        const QFont base = s.legendFont();
        const double maxW = ax.plot.width() - 16;
        auto widest = [](const QStringList &lines, const QFont &f) {
            const QFontMetricsF m(f);
            double w = 0;
            for (const QString &n : lines)
                w = std::max(w, m.horizontalAdvance(n) + 1);
            return w;
        };
        // The largest type down to 3/4 in which the notes fit (widths do not scale exactly with the size).
        auto fitting = [&](const QStringList &lines) -> std::optional<QFont> {
            for (double k = 1.0; k >= 0.749; k -= 0.025) {
                QFont f = base;
                f.setPointSizeF(base.pointSizeF() * k);
                if (widest(lines, f) <= maxW)
                    return f;
            }
            return std::nullopt;
        };
        // A note too wide even then goes on two lines, broken after its last "and".
        if (!fitting(notes)) {
            QStringList lines;
            for (const QString &n : notes) {
                const qsizetype cut = n.lastIndexOf(QStringLiteral(" and "));
                if (cut > 0)
                    lines << n.left(cut + 4) << n.mid(cut + 5);
                else
                    lines << n;
            }
            notes = lines;
        }
        QFont nf = fitting(notes).value_or(base);
        if (!fitting(notes))
            nf.setPointSizeF(base.pointSizeF() * 0.75);
        const QFontMetricsF nfm2(nf);
        const double w = std::min(widest(notes, nf), maxW);
        const QRectF box(ax.plot.right() - 8 - w - 12, ax.plot.top() + 8, w + 12, nfm2.height() * notes.size() + 6);
        QColor bg = s.background;
        bg.setAlpha(s.veilAlpha());
        p.setPen(QPen(s.grid, s.gridWidth()));
        p.setBrush(bg);
        p.drawRoundedRect(box, 4, 4);
        noteBox = box;
        p.setFont(nf);
        p.setPen(s.foreground);
        for (int i = 0; i < notes.size(); ++i)
            p.drawText(QRectF(box.left() + 6, box.top() + 3 + i * nfm2.height(), box.width() - 12, nfm2.height()),
                       Qt::AlignLeft | Qt::AlignVCenter, nfm2.elidedText(notes[i], Qt::ElideRight, box.width() - 12));
        p.setClipRect(ax.plot.adjusted(-2, -2, 2, 2));
    }
    return noteBox;
}

/// The current frame, sliding toward the next; its label names the round a transition plays and
/// keeps out of `noteBox`.
void paintChartPoint(QPainter &p, const draw::Axes &ax, const PaintContext &ctx, bool bytes, double unit, const QRectF &noteBox)
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const QFontMetricsF fm(s.tickFont());
    const QuantizedRound &f = frameAt(tr, ctx.index);
    const QuantizedRound &played = shownFrame(ctx);
    double fx = bytes ? f.bytes_sent / unit : f.step;
    double fy = f.loss;
    if (ctx.hasNext() && ctx.t > 0) {
        const QuantizedRound &n = frameAt(tr, ctx.index + 1);
        const double k = clamp01(ctx.t);
        fx += ((bytes ? n.bytes_sent / unit : n.step) - fx) * k; // pixel motion only
        fy += (n.loss - fy) * k;
    }
    const QPointF at = ax.map(fx, std::min(fy, ax.y1));
    p.setClipping(false);
    p.setPen(QPen(s.background, 2));
    p.setBrush(s.accent);
    const double rad = std::max(6.0, fm.height() * 0.4);
    p.drawEllipse(at, rad, rad);
    p.setFont(s.calloutFont());
    const QFontMetricsF lfm(p.font());
    // The longest wording that fits across the plot (a narrow chart in large type drops "round").
    QString label;
    for (const QString &v : {QObject::tr("round %1: loss %2").arg(count(ctx.shownStep()), disp(played.loss)),
                             QObject::tr("loss %1").arg(disp(played.loss)), disp(played.loss)}) {
        label = v;
        if (lfm.horizontalAdvance(v) + 14 <= ax.plot.width())
            break;
    }
    const bool rightSide = at.x() + lfm.horizontalAdvance(label) + 30 < ax.plot.right();
    const bool below = at.y() - ax.plot.top() < lfm.height() * 2;
    // Beside the point, but never out over the axis labels of a narrow chart.
    const double labelW = lfm.horizontalAdvance(label) + 10; // drawLabel's box
    double lx = rightSide ? at.x() + rad + 6 : at.x() - rad - 6 - labelW;
    lx = std::clamp(lx, ax.plot.left() + 2, std::max(ax.plot.left() + 2, ax.plot.right() - 2 - labelW));
    auto labelRect = [&](bool under) {
        const double h = lfm.height() + 4;
        return QRectF(lx, under ? at.y() + rad + 4 : at.y() - rad - 4 - h, labelW, h);
    };
    // Not over the overlap note (a small window puts both in the top corner): the other side of
    // the point if that stays in the plot, else just under the note.
    double top = labelRect(below).top();
    if (labelRect(below).intersects(noteBox)) {
        const QRectF other = labelRect(!below);
        top = !other.intersects(noteBox) && ax.plot.contains(other) ? other.top() : noteBox.bottom() + 2;
    }
    draw::drawLabel(p, QPointF(lx, top), label, s, s.accent, true, Qt::AlignLeft | Qt::AlignTop);
}

/// Every width's loss per round (or per bytes sent) for the hover box, with the other measure as
/// a further value; the painter draws the curves itself, on its own fixed range.
void addLossHover(chart::Spec &spec, const Trace &tr, const std::vector<Curve> &curves, bool bytes, double unit)
{
    spec.id = QStringLiteral("loss");
    spec.fixedX = true;
    for (const Curve &c : curves) {
        const auto &ls = *curveData(tr, c.bits).loss;
        const auto &bs = *curveData(tr, c.bits).bytes;
        chart::Series se{c.legend, c.color, {}, Qt::SolidLine, 1.0, false};
        QStringList dashes;
        for (qreal d : c.dashes)
            dashes << QString::number(d);
        se.look = QStringLiteral("dashes %1, marker %2")
                      .arg(dashes.isEmpty() ? QStringLiteral("none") : dashes.join(QLatin1Char(' ')))
                      .arg(int(c.marker)); // as the painter strokes it (the hover's record, not drawn by the chart)
        chart::Spec::HoverColumn other{spec.series.size(), bytes ? QObject::tr("round") : QObject::tr("bytes sent"), {}, {}};
        for (std::size_t i = 0; i < ls.size(); ++i) {
            const double b = i < bs.size() ? bs[i] : 0.0;
            se.points.emplace_back(bytes ? b / unit : double(i), ls[i]);
            other.values.push_back(bytes ? double(i) : b);
        }
        spec.series.push_back(std::move(se));
        spec.hoverColumns.push_back(std::move(other));
    }
}

} // namespace

void paintChart(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Setup u = setupOf(tr);
    const bool bytes = toggleOn(ctx.options, kBytesToggle);
    QRectF r = captionFit(p, area,
                          bytes ? QStringList{QObject::tr("Loss against bytes sent: the same data, every bit width"),
                                              QObject::tr("Loss against bytes sent, every bit width"),
                                              QObject::tr("Loss against bytes sent")}
                                : QStringList{QObject::tr("Loss per round: the same data, every bit width"),
                                              QObject::tr("Loss per round, every bit width"), QObject::tr("Loss per round")},
                          s);
    // Legend: each width's colour, line and marker, as the curves draw them.
    const std::vector<Curve> curves = chartCurves(tr, s, u);
    const double used = curveLegend(p, r, s, curves);
    r.adjust(0, used + 4, 0, 0);
    const ChartRange range = chartRange(tr, curves, bytes);
    // The axes by the chart component, on the ranges of every width's curve.
    chart::Spec spec;
    spec.legend = false;
    spec.x.title = bytes ? QObject::tr("bytes sent by all workers (%1)").arg(range.unitName) : QObject::tr("round");
    spec.x.lo = 0, spec.x.hi = range.xmax / range.unit;
    spec.y.title = QObject::tr("loss");
    spec.y.lo = 0, spec.y.hi = range.ymax;
    addLossHover(spec, tr, curves, bytes, range.unit);
    const chart::Layout frame = chart::layoutChart(spec, r, s);
    draw::Axes ax;
    ax.plot = frame.plot;
    ax.x0 = 0, ax.x1 = spec.x.hi, ax.y0 = 0, ax.y1 = spec.y.hi;
    if (ax.plot.width() < 40 || ax.plot.height() < 30)
        return;
    p.save();
    const ChartLines lines = chartLines(tr, curves, ax, bytes, range.unit);
    const std::vector<std::vector<Curve>> overlaps = overlapGroups(lines, ax, s);
    paintCurves(p, frame, ax, s, revealedLines(lines, frame, quizLastFrame(ctx), ctx.cache));
    p.setClipRect(ax.plot.adjusted(-2, -2, 2, 2));
    const QRectF noteBox = paintOverlapNote(p, ax, s, overlapNotes(overlaps));
    paintChartPoint(p, ax, ctx, bytes, range.unit, noteBox);
    p.restore();
}

} // namespace sgd::ui::quantized
