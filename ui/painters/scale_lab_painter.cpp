// The scale lab: loss of every design on one chart against the simulated cluster's wall-clock
// (or updates, or bytes moved), the current checkpoint marked, a readout per design with the
// machine's real throughput and backend; and the "surface" view: L(w, b) on the lecture's four
// workers as a heatmap with contour lines, the synchronous path with a bias ending at (2, 1) and
// the bias-free one along b = 0 ending at 7/3. Every number comes from the trace.

#include "draw.h"
#include "painters.h"
#include "topology_view.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <vector>

namespace sgd::ui {
namespace {

using draw::num;
using panel::clamp01;
using panel::fitText;

const QString kMinus = QStringLiteral("\u2212");

QString disp(double v, int digits = 4)
{
    QString s = num(v, digits);
    s.replace(QLatin1Char('-'), kMinus);
    return s;
}

QString count(double v) { return std::isfinite(v) ? QString::number(qint64(std::llround(v))) : QStringLiteral("—"); }

QString bytesText(double b)
{
    const double a = std::abs(b);
    if (a >= 1e9)
        return num(b / 1e9, 4) + QStringLiteral(" GB");
    if (a >= 1e6)
        return num(b / 1e6, 4) + QStringLiteral(" MB");
    if (a >= 1e3)
        return num(b / 1e3, 4) + QStringLiteral(" kB");
    return QString::number(qint64(std::llround(b))) + QStringLiteral(" B");
}

QString secondsText(double s)
{
    if (std::abs(s) >= 1)
        return num(s, 4) + QStringLiteral(" s");
    if (std::abs(s) >= 1e-3)
        return num(s * 1e3, 4) + QStringLiteral(" ms");
    return num(s * 1e6, 4) + QStringLiteral(" µs");
}

/// A number as a small fraction when it is one (7/3), else as a decimal.
QString fraction(double v)
{
    for (int den = 1; den <= 12; ++den) {
        const double n = v * den;
        if (std::abs(n - std::round(n)) < 1e-9)
            return den == 1 ? disp(std::round(n)) : QStringLiteral("%1/%2").arg(qint64(std::llround(n))).arg(den);
    }
    return disp(v);
}

QStringList designsOf(const Trace &tr) { return QString::fromStdString(tr.meta.str("designs")).split(QLatin1Char(','), Qt::SkipEmptyParts); }

QColor designColor(const Style &s, const QString &d)
{
    if (d == QLatin1String("sync"))
        return s.series[0];
    if (d == QLatin1String("async"))
        return s.series[1];
    if (d == QLatin1String("decentralized"))
        return s.series[2];
    return s.series[3];
}

QString designTitle(const QString &d)
{
    if (d == QLatin1String("sync"))
        return QStringLiteral("synchronous");
    if (d == QLatin1String("async"))
        return QStringLiteral("asynchronous");
    return d;
}

double lineWidth(const Style &s) { return s.lineWidth * std::max(1.0, 0.85 * s.fontScale); }

enum class XAxis { Time, Updates, Bytes };

XAxis xAxisOf(const QVariantMap &o)
{
    if (o.value(QStringLiteral("bytes"), false).toBool())
        return XAxis::Bytes;
    if (o.value(QStringLiteral("updates"), false).toBool())
        return XAxis::Updates;
    return XAxis::Time;
}

const char *xKey(XAxis x) { return x == XAxis::Bytes ? "bytes" : x == XAxis::Updates ? "updates" : "time"; }

class ScaleLabPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("scale-lab"); }
    QStringList views() const override { return {QStringLiteral("scene"), QStringLiteral("surface")}; }
    QList<ViewOption> options() const override
    {
        return {{QStringLiteral("updates"), QStringLiteral("Loss against updates"),
                 QStringLiteral("Put the number of model updates on the x axis instead of the simulated wall-clock."), false},
                {QStringLiteral("bytes"), QStringLiteral("Loss against bytes"),
                 QStringLiteral("Put the bytes moved over the network on the x axis (wins over updates)."), false}};
    }
    int transitionMs() const override { return 500; }
    QStringList tableColumns() const override
    {
        return {QStringLiteral("step"), QStringLiteral("sync_loss"), QStringLiteral("async_loss"), QStringLiteral("decentralized_loss"),
                QStringLiteral("quantized_loss")};
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("checkpoint"), QStringLiteral("sync loss"), QStringLiteral("async loss"), QStringLiteral("decentralized loss"),
                QStringLiteral("quantized loss")};
    }
    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;

private:
    void paintChart(QPainter &p, const QRectF &r, const PaintContext &ctx) const;
    void paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx) const;
    void paintSurface(QPainter &p, const QRectF &r, const PaintContext &ctx) const;
};

void ScaleLabPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const Style fitted = topo::fitStyleToArea(outer.style, area);
    const PaintContext ctx{outer.trace, std::clamp(outer.index, 0, std::max(0, int(outer.trace.frames.size()) - 1)), outer.t, fitted,
                           outer.options, outer.view};
    const Style &s = ctx.style;
    p.save();
    p.fillRect(area, s.background);
    p.setRenderHint(QPainter::Antialiasing);
    if (ctx.trace.frames.empty()) {
        draw::drawTitle(p, area, QStringLiteral("Scale lab: no checkpoints"), s);
        p.restore();
        return;
    }
    const double pad = 10 * std::max(1.0, s.fontScale);
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    if (ctx.view == QLatin1String("surface")) {
        paintSurface(p, inner, ctx);
    } else {
        const Trace &tr = ctx.trace;
        const QFontMetricsF tf(s.scaledFont(1.25, true));
        p.setPen(s.foreground);
        fitText(p, QRectF(inner.left(), inner.top(), inner.width(), tf.height() + 4),
                QStringLiteral("Scale lab: %1 workers, %2 rows × %3 features").arg(count(tr.meta.num("workers")), count(tr.meta.num("rows")),
                                                                                   count(tr.meta.num("features"))),
                s.scaledFont(1.25, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        const QRectF body = inner.adjusted(0, tf.height() + 10, 0, 0);
        const double side = std::clamp(body.width() * 0.3, 220.0, 380.0 * std::max(1.0, s.fontScale));
        paintChart(p, QRectF(body.left(), body.top(), body.width() - side - pad, body.height()), ctx);
        paintReadout(p, QRectF(body.right() - side, body.top(), side, body.height()), ctx);
    }
    p.restore();
}

void ScaleLabPainter::paintChart(QPainter &p, const QRectF &area, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const XAxis xa = xAxisOf(ctx.options);
    const QStringList designs = designsOf(tr);
    const QString cap = xa == XAxis::Bytes     ? QStringLiteral("Loss against bytes moved over the network")
                        : xa == XAxis::Updates ? QStringLiteral("Loss against model updates")
                                               : QStringLiteral("Loss against the simulated cluster's wall-clock");
    QRectF r = panel::caption(p, area, cap, s);
    QList<panel::LegendItem> items;
    for (const QString &d : designs)
        items.push_back({designColor(s, d), d == QLatin1String("quantized") ? Qt::DashLine : Qt::SolidLine, designTitle(d)});
    const double used = panel::legendRow(p, r, items, s, 0.9);
    r.adjust(0, used + 6, 0, 0);

    auto curve = [&](const QString &d, const char *what) -> const std::vector<double> & {
        return tr.meta.vec("curve_" + d.toStdString() + "_" + what);
    };
    double xmax = 0, ymax = 0;
    for (const QString &d : designs) {
        for (double v : curve(d, xKey(xa)))
            xmax = std::max(xmax, v);
        for (double v : curve(d, "loss"))
            ymax = std::max(ymax, v);
    }
    xmax = std::max(xmax, 1e-12);
    ymax = std::max(ymax, 1e-12) * 1.06;
    double unit = 1;
    QString unitName;
    if (xa == XAxis::Bytes) {
        unit = xmax >= 1e9 ? 1e9 : xmax >= 1e6 ? 1e6 : xmax >= 1e3 ? 1e3 : 1;
        unitName = unit == 1e9 ? QStringLiteral("GB") : unit == 1e6 ? QStringLiteral("MB") : unit == 1e3 ? QStringLiteral("kB") : QStringLiteral("B");
    } else if (xa == XAxis::Time) {
        unit = xmax >= 1 ? 1 : xmax >= 1e-3 ? 1e-3 : 1e-6;
        unitName = unit == 1 ? QStringLiteral("s") : unit == 1e-3 ? QStringLiteral("ms") : QStringLiteral("µs");
    }
    const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
    draw::Axes ax;
    const double left = 64 + fm2.height() + 6;
    ax.plot = QRectF(r.left() + left, r.top() + 4, r.width() - left - 12, r.height() - fm.height() - fm2.height() - 14);
    if (ax.plot.width() < 40 || ax.plot.height() < 30)
        return;
    ax.x0 = 0;
    ax.x1 = xmax / unit;
    ax.y0 = 0;
    ax.y1 = ymax;
    p.save();
    const QString xTitle = xa == XAxis::Bytes     ? QStringLiteral("bytes moved by all workers (%1)").arg(unitName)
                           : xa == XAxis::Updates ? QStringLiteral("model updates")
                                                  : QStringLiteral("simulated wall-clock (%1)").arg(unitName);
    panel::drawAxes(p, ax, s, xTitle, QStringLiteral("loss"));
    p.setClipRect(ax.plot.adjusted(-2, -2, 2, 2));
    for (const QString &d : designs) {
        const auto &xs = curve(d, xKey(xa));
        const auto &ls = curve(d, "loss");
        if (ls.empty() || xs.size() != ls.size())
            continue;
        QPainterPath path(ax.map(xs[0] / unit, ls[0]));
        for (std::size_t i = 1; i < ls.size(); ++i)
            path.lineTo(ax.map(xs[i] / unit, ls[i]));
        // Quantized often lies on top of sync: dashed, so both stay visible.
        p.setPen(QPen(designColor(s, d), lineWidth(s) * 1.3, d == QLatin1String("quantized") ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
    // The current checkpoint on every curve.
    p.setClipping(false);
    const Frame &f = ctx.frame();
    const double rad = std::max(5.0, fm.height() * 0.35);
    const double k = ctx.hasNext() ? clamp01(ctx.t) : 0.0;
    for (const QString &d : designs) {
        const std::string key = d.toStdString();
        double fx = f.num(key + "_" + xKey(xa)), fy = f.num(key + "_loss");
        if (k > 0) {
            fx += (ctx.next().num(key + "_" + xKey(xa)) - fx) * k;
            fy += (ctx.next().num(key + "_loss") - fy) * k;
        }
        p.setPen(QPen(s.background, 2));
        p.setBrush(designColor(s, d));
        p.drawEllipse(ax.map(fx / unit, std::min(fy, ax.y1)), rad, rad);
    }
    p.setPen(s.muted);
    p.setFont(s.scaledFont(0.9, true));
    p.drawText(QRectF(ax.plot.left() + 8, ax.plot.top() + 4, ax.plot.width() - 16, fm.height() + 4), Qt::AlignRight | Qt::AlignVCenter,
               QStringLiteral("checkpoint %1 of %2").arg(count(f.num("step")), count(tr.frames.back().num("step"))));
    p.restore();
}

void ScaleLabPainter::paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Frame &f = ctx.frame();
    const QStringList designs = designsOf(tr);
    p.save();
    p.setPen(QPen(s.grid, 1));
    p.setBrush(s.panel);
    p.drawRoundedRect(r, 6, 6);
    const double pad = 8 * std::max(1.0, s.fontScale);
    QRectF in = r.adjusted(pad, pad, -pad, -pad);
    const QFont bf = s.scaledFont(1.0, true), nf = s.scaledFont(0.9);
    const QFontMetricsF bm(bf), nm(nf);
    const double lh = nm.height() + 2;
    double y = in.top();
    auto line = [&](const QString &text, const QFont &font, const QColor &c, double h) {
        if (y + h > in.bottom() + 1)
            return;
        p.setPen(c);
        fitText(p, QRectF(in.left(), y, in.width(), h), text, font, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        y += h;
    };
    line(QStringLiteral("Checkpoint %1").arg(count(f.num("step"))), bf, s.foreground, bm.height() + 4);
    for (const QString &d : designs) {
        const std::string k = d.toStdString();
        y += 4;
        const QRectF swatch(in.left(), y + bm.height() * 0.3, bm.height() * 0.45, bm.height() * 0.45);
        p.setPen(Qt::NoPen);
        p.setBrush(designColor(s, d));
        p.drawRect(swatch);
        const double x0 = in.left();
        in.setLeft(swatch.right() + 6);
        line(QStringLiteral("%1  loss %2").arg(designTitle(d), disp(f.num(k + "_loss"))), bf, s.foreground, bm.height() + 2);
        in.setLeft(x0);
        line(QStringLiteral("%1 · %2 updates · %3").arg(secondsText(f.num(k + "_time")), count(f.num(k + "_updates")), bytesText(f.num(k + "_bytes"))),
             nf, s.muted, lh);
    }
    y += 8;
    p.setPen(QPen(s.grid, 1));
    p.drawLine(QPointF(in.left(), y), QPointF(in.right(), y));
    y += 6;
    line(QStringLiteral("Computed here for real"), bf, s.foreground, bm.height() + 2);
    line(QStringLiteral("%1 rows/s of gradient work").arg(disp(tr.summary.num("throughput_rows_per_s"), 3)), nf, s.foreground, lh);
    line(QString::fromStdString(tr.summary.str("backend")), nf, s.muted, lh);
    line(QStringLiteral("Wall-clock above: the cost model"), nf, s.muted, lh);
    p.restore();
}

// ------------------------------------------------------------------ surface

QColor heat(const Style &s, double f)
{
    f = clamp01(f);
    const QColor lo = s.name == QLatin1String("dark") ? QColor(30, 60, 110) : QColor(225, 238, 250);
    const QColor hi = s.name == QLatin1String("dark") ? QColor(210, 120, 40) : QColor(245, 160, 90);
    return QColor::fromRgbF(float(lo.redF() + (hi.redF() - lo.redF()) * f), float(lo.greenF() + (hi.greenF() - lo.greenF()) * f),
                            float(lo.blueF() + (hi.blueF() - lo.blueF()) * f));
}

void ScaleLabPainter::paintSurface(QPainter &p, const QRectF &area, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Matrix *m = tr.meta.matrix("surface");
    QRectF r = panel::caption(p, area, QStringLiteral("Loss surface L(w, b) = ½ mean (w x + b − y)² on (1, 3), (2, 5), (3, 7), (4, 9)"), s);
    if (!m || m->rows < 2 || m->cols < 2)
        return;
    const double bestW = tr.meta.num("surface_best_w"), bestB = tr.meta.num("surface_best_b"), noBiasW = tr.meta.num("surface_nobias_w");
    QList<panel::LegendItem> items{{s.accent, Qt::SolidLine, QStringLiteral("synchronous SGD on (w, b)")},
                                   {s.series[1], Qt::SolidLine, QStringLiteral("bias-free SGD on w (b = 0)")}};
    const double used = panel::legendRow(p, r, items, s, 0.9);
    r.adjust(0, used + 6, 0, 0);
    const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
    const double noteH = fm2.height() * 2.6;
    draw::Axes ax;
    const double left = 64 + fm2.height() + 6;
    ax.plot = QRectF(r.left() + left, r.top() + 4, r.width() - left - 12, r.height() - fm.height() - fm2.height() - 18 - noteH);
    ax.x0 = tr.meta.num("surface_w_min");
    ax.x1 = tr.meta.num("surface_w_max");
    ax.y0 = tr.meta.num("surface_b_min");
    ax.y1 = tr.meta.num("surface_b_max");
    if (ax.plot.width() < 40 || ax.plot.height() < 30)
        return;
    // Heatmap on a log scale (the bowl is steep), then contour lines by marching squares.
    double lo = 1e300, hi = 0;
    for (double v : m->data) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    const auto level = [&](double v) { return std::log1p(v) / std::log1p(std::max(hi, 1e-12)); };
    QImage img(m->cols, m->rows, QImage::Format_RGB32);
    for (int row = 0; row < m->rows; ++row)
        for (int c = 0; c < m->cols; ++c)
            img.setPixelColor(c, m->rows - 1 - row, heat(s, level(m->at(row, c))));
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const double cw = ax.plot.width() / (m->cols - 1), ch = ax.plot.height() / (m->rows - 1);
    p.setClipRect(ax.plot);
    p.drawImage(ax.plot.adjusted(-cw / 2, -ch / 2, cw / 2, ch / 2), img);
    p.restore();
    panel::drawAxes(p, ax, s, QStringLiteral("weight w"), QStringLiteral("bias b"));
    p.save();
    p.setClipRect(ax.plot);
    const double levels[] = {0.05, 0.25, 1, 2.5, 5, 10, 20, 40};
    QColor lineC = s.foreground;
    lineC.setAlpha(110);
    p.setPen(QPen(lineC, 1));
    auto pt = [&](int row, int c) { return ax.map(ax.x0 + (ax.x1 - ax.x0) * c / (m->cols - 1), ax.y0 + (ax.y1 - ax.y0) * row / (m->rows - 1)); };
    for (double L : levels) {
        if (L > hi)
            break;
        for (int row = 0; row + 1 < m->rows; ++row)
            for (int c = 0; c + 1 < m->cols; ++c) {
                const double v[4] = {m->at(row, c), m->at(row, c + 1), m->at(row + 1, c + 1), m->at(row + 1, c)};
                const QPointF q[4] = {pt(row, c), pt(row, c + 1), pt(row + 1, c + 1), pt(row + 1, c)};
                QPointF cross[4];
                int n = 0;
                for (int e = 0; e < 4; ++e) {
                    const double a = v[e], b = v[(e + 1) % 4];
                    if ((a < L) != (b < L)) {
                        const double f = (L - a) / (b - a);
                        cross[n++] = q[e] + (q[(e + 1) % 4] - q[e]) * f;
                    }
                }
                if (n >= 2)
                    p.drawLine(cross[0], cross[1]);
                if (n == 4)
                    p.drawLine(cross[2], cross[3]);
            }
    }
    // Paths, drawn up to the current checkpoint's share of their steps.
    const double progress = tr.frames.size() > 1 ? (ctx.index + (ctx.hasNext() ? ctx.t : 0.0)) / double(tr.frames.size() - 1) : 1.0;
    auto drawPath = [&](const std::vector<double> &ws, const std::vector<double> *bs, const QColor &c) {
        if (ws.empty())
            return;
        const std::size_t upto = std::max<std::size_t>(1, std::size_t(std::lround(progress * double(ws.size() - 1))) + 1);
        QPainterPath path(ax.map(ws[0], bs ? (*bs)[0] : 0.0));
        for (std::size_t i = 1; i < std::min(upto, ws.size()); ++i)
            path.lineTo(ax.map(ws[i], bs ? (*bs)[i] : 0.0));
        p.setPen(QPen(c, lineWidth(s) * 1.4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setPen(QPen(s.background, 2));
        p.setBrush(c);
        p.drawEllipse(path.currentPosition(), 5.5, 5.5);
    };
    const auto &nw = tr.meta.vec("path_nobias_w");
    const auto &bw = tr.meta.vec("path_bias_w"), &bb = tr.meta.vec("path_bias_b");
    drawPath(nw, nullptr, s.series[1]);
    drawPath(bw, &bb, s.accent);
    p.setClipping(false);
    // Targets.
    const QPointF best = ax.map(bestW, bestB), nb = ax.map(noBiasW, 0.0);
    p.setPen(QPen(s.foreground, 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(best, 8, 8);
    p.drawEllipse(nb, 8, 8);
    p.setFont(s.scaledFont(0.95, true));
    draw::drawLabel(p, best + QPointF(12, -12), QStringLiteral("(%1, %2): L = 0").arg(disp(bestW), disp(bestB)), s, s.accent, true,
                    Qt::AlignLeft | Qt::AlignBottom);
    draw::drawLabel(p, nb + QPointF(12, 12), QStringLiteral("w = %1 ≈ %2 at b = 0").arg(fraction(noBiasW), disp(noBiasW)), s, s.series[1], true,
                    Qt::AlignLeft | Qt::AlignTop);
    p.restore();
    // Why 7/3.
    const QRectF note(r.left(), r.bottom() - noteH, r.width(), noteH);
    p.save();
    p.setPen(s.foreground);
    fitText(p, QRectF(note.left(), note.top(), note.width(), noteH / 2),
            QStringLiteral("Without a bias the model is stuck on the line b = 0: its lowest point there is w = Σxy / Σx² = %1, not %2.")
                .arg(fraction(noBiasW), disp(bestW)),
            s.scaledFont(0.95), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.setPen(s.muted);
    fitText(p, QRectF(note.left(), note.top() + noteH / 2, note.width(), noteH / 2),
            QStringLiteral("The steeper w makes up for the missing intercept %1; with b free SGD slides down the valley to (%2, %3).")
                .arg(disp(bestB), disp(bestW), disp(bestB)),
            s.scaledFont(0.9), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    p.restore();
}

QString ScaleLabPainter::narration(const Trace &tr, int index, const QVariantMap &) const
{
    if (tr.frames.empty())
        return tr.diverged() ? QStringLiteral("<b>No checkpoints.</b> ") + QString::fromStdString(tr.message()).toHtmlEscaped() : QString();
    index = std::clamp(index, 0, int(tr.frames.size()) - 1);
    const Frame &f = tr.frames[std::size_t(index)];
    QString out = QStringLiteral("<b>Checkpoint %1.</b> ").arg(count(f.num("step")));
    for (const QString &d : designsOf(tr)) {
        const std::string k = d.toStdString();
        out += QStringLiteral("%1: loss <b>%2</b> after %3 on the simulated cluster (%4 updates, %5 moved). ")
                   .arg(designTitle(d), disp(f.num(k + "_loss")), secondsText(f.num(k + "_time")), count(f.num(k + "_updates")),
                        bytesText(f.num(k + "_bytes")));
    }
    out += QStringLiteral("<br>The gradients were computed for real at %1 rows/s (%2); the wall-clock comes from the cost model: "
                          "a worker's compute time is its shard over its speed, the network time bytes over bandwidth.")
               .arg(disp(tr.summary.num("throughput_rows_per_s"), 3), QString::fromStdString(tr.summary.str("backend")).toHtmlEscaped());
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> makeScaleLabPainter() { return std::make_unique<ScaleLabPainter>(); }

} // namespace sgd::ui
