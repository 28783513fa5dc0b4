#include "draw.h"
#include "mini_batch_layout.h"
#include "painters.h"
#include "topology_view.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

// The mini-batch scene: when is w allowed to move? Three tapes of N samples with a tick wherever
// an update happens (every sample, every batch, once per pass), the loss of the three cadences on
// shared axes, and the frozen-weight batch of the lecture. Every number comes from the trace.

namespace sgd::ui {

namespace {

using draw::count;
using draw::kMinus;
using draw::lineWidth;
using draw::mix;
using draw::withAlpha;

// The one number format (number_format.h), as in the table.
QString disp(double v) { return draw::num(v); }
QString term(double v) { return draw::term(v); }




/// A whole count (positions, sizes): no rounding to significant digits.


bool option(const QVariantMap &options, const QString &key, bool fallback) { return options.value(key, fallback).toBool(); }


struct Colors {
    QColor sample, mini, full, highlight;
    explicit Colors(const Style &s) : sample(s.series[0]), mini(s.series[3]), full(s.series[2]), highlight(s.accent) {}
};

/// The engine's messages are ASCII; show them with the lecture's symbols.
QString prettyMessage(const std::string &m)
{
    QString s = QString::fromStdString(m);
    s.replace(QStringLiteral("eta"), QStringLiteral("η"));
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QString policy(const Trace &tr) { return QString::fromStdString(tr.meta.str("leftover_policy")); }

/// The update the header, the chart's label and the panel describe: the frame at rest, the one a
/// transition moves to while it plays (frame n is the state after n updates; 0 is the start).
const Frame &shownFrame(const PaintContext &ctx) { return ctx.trace.frames.at(std::size_t(ctx.shownStep())); }

QString updatesWord(double n) { return std::llround(n) == 1 ? QStringLiteral("update") : QStringLiteral("updates"); }

/// Text lines with wrapping, drawn one below the other.
struct TextLine {
    QString text;
    QColor color;
    QFont font;
};

double linesHeight(const std::vector<TextLine> &lines, double width, const QPaintDevice *dev)
{
    double h = 0;
    for (const auto &l : lines)
        h += QFontMetricsF(l.font, const_cast<QPaintDevice *>(dev)).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, l.text).height() + 2;
    return h;
}

double drawLines(QPainter &p, const std::vector<TextLine> &lines, QPointF topLeft, double width)
{
    double y = topLeft.y();
    for (const auto &l : lines) {
        p.setFont(l.font);
        p.setPen(l.color);
        const QRectF r = QFontMetricsF(l.font, p.device()).boundingRect(QRectF(topLeft.x(), y, width, 1e6), Qt::TextWordWrap, l.text);
        p.drawText(QRectF(topLeft.x(), y, width, r.height() + 1), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, l.text);
        y += r.height() + 2;
    }
    return y - topLeft.y();
}

/// Row heights of the tape block, in multiples of the label font height.
struct TapeRows {
    double bar, tick, numbers, below, gap;
};

TapeRows tapeRows(double em, double k, bool padded)
{
    return {std::max(16.0, 1.4 * em) * k, 1.1 * em * k, 1.1 * em, (padded ? 2.3 : 1.45) * em, 0.55 * em * k};
}

} // namespace

// ------------------------------------------------------------------------------------ layout

MiniBatchLayout miniBatchLayout(const Trace &tr, const QRectF &area, const Style &s, const QPaintDevice *device, const QString &view)
{
    auto *dev = const_cast<QPaintDevice *>(device);
    MiniBatchLayout L;
    const QFontMetricsF fmTitle(s.scaledFont(1.25, true), dev);
    const QFontMetricsF fmTick(s.scaledFont(0.9), dev);
    const QFontMetricsF fmLabel(s.scaledFont(1.0), dev);
    const QFontMetricsF fmBig(s.scaledFont(1.15, true), dev);
    const double em = fmLabel.height();
    const double pad = std::max(6.0, 0.5 * em);
    const bool all = view.isEmpty() || view == QLatin1String("scene");
    const bool showTapes = all || view == QLatin1String("tapes");
    const bool showChart = all || view == QLatin1String("loss");
    const bool showPanel = all || view == QLatin1String("frozen");

    L.title = QRectF(area.left() + pad, area.top() + 4, area.width() - 2 * pad, fmTitle.height() + 4);
    QRectF rest = area.adjusted(pad, L.title.height() + 10, -pad, -pad);

    if (tr.diverged()) {
        const QFontMetricsF fmBanner(s.scaledFont(1.05, true), dev);
        const QString text = QStringLiteral("⚠ ") + prettyMessage(tr.message());
        const double h = fmBanner.boundingRect(QRectF(0, 0, rest.width() - 2 * pad, 1e6), Qt::TextWordWrap, text).height() + pad * 1.4;
        L.banner = QRectF(rest.left(), rest.top(), rest.width(), h);
        rest.setTop(L.banner.bottom() + pad);
    }

    if (showTapes) {
        // Label column: wide enough for the longest name and the big "N updates per epoch".
        const double n = tr.meta.num("n", 1);
        const QString widest = QStringLiteral("%1 updates per epoch").arg(count(tr.meta.num("updates_per_epoch_sample", n)));
        const double labelW = std::clamp(std::max(fmBig.horizontalAdvance(widest), fmLabel.horizontalAdvance(QStringLiteral("mini-batch · B = 4000 · keep"))) + pad,
                                         10.0 * em, std::max(10.0 * em, 0.34 * rest.width()));
        const bool hasPad = tr.meta.num("padded", 0) > 0;
        double k = 1.0;
        TapeRows r = tapeRows(em, k, hasPad);
        auto blockHeight = [&](const TapeRows &t) {
            return (t.tick + t.bar + t.gap) + (t.numbers + t.tick + t.bar + t.below) + (t.gap + t.tick + t.bar + fmTick.height() + 4);
        };
        // Thicker tapes where there is room: they must read from the back of a room.
        k = std::clamp(((!showChart && !showPanel) ? 0.8 : 0.36) * rest.height() / blockHeight(r), 1.0,
                       (!showChart && !showPanel) ? 3.0 : 1.6);
        r = tapeRows(em, k, hasPad);
        const double left = rest.left() + labelW + pad;
        const double padded = tr.meta.num("padded", 0);
        const double extGap = padded > 0 ? std::max(8.0, 0.6 * em) : 0.0;
        const double avail = std::max(50.0, rest.right() - left - 0.6 * em);
        L.cellWidth = (avail - extGap) / std::max(1.0, n + padded);
        const double tapeW = L.cellWidth * n;
        L.tickHeight = r.tick;

        double y = rest.top();
        if (!showChart && !showPanel)
            y += std::max(0.0, (rest.height() - blockHeight(r)) / 2); // the tapes alone: centred
        y += r.tick;
        L.tapes[0] = QRectF(left, y, tapeW, r.bar);
        L.tapeLabels[0] = QRectF(rest.left(), y + r.bar / 2 - em * 1.2, labelW, em * 2.4);
        y += r.bar + r.gap + r.numbers + r.tick;
        L.tapes[1] = QRectF(left, y, tapeW, r.bar);
        L.tapeLabels[1] = QRectF(rest.left(), y + r.bar / 2 - em * 1.8, labelW, em * 3.6);
        if (padded > 0)
            L.padCells = QRectF(left + tapeW + extGap, y, L.cellWidth * padded, r.bar);
        y += r.bar + r.below + r.gap + r.tick;
        L.tapes[2] = QRectF(left, y, tapeW, r.bar);
        L.tapeLabels[2] = QRectF(rest.left(), y + r.bar / 2 - em * 1.2, labelW, em * 2.4);
        y += r.bar + fmTick.height() + 4;
        rest.setTop(y + pad * 1.5);
    }

    if (showChart || showPanel) {
        double panelW = 0;
        if (showPanel && showChart)
            panelW = std::clamp(0.34 * rest.width(), 17.0 * em, 26.0 * em);
        else if (showPanel)
            panelW = rest.width();
        if (showChart && rest.width() - panelW < 20 * em && showPanel)
            panelW = std::max(0.0, rest.width() - 20 * em);
        if (showPanel)
            L.panel = QRectF(rest.right() - panelW, rest.top(), panelW, rest.height());
        if (showPanel && !showChart && !showTapes) {
            const double w = std::min(rest.width(), 34.0 * em);
            L.panel = QRectF(rest.center().x() - w / 2, rest.top() + em, w, rest.height() - em);
        }
        if (showChart) {
            const double leftM = 64 + em + 8;
            const double bottomM = 4 + fmTick.height() + em + 8;
            const double right = showPanel ? L.panel.left() - pad : rest.right();
            L.chart = QRectF(rest.left() + leftM, rest.top() + 0.3 * em, std::max(40.0, right - rest.left() - leftM - 0.5 * em),
                             std::max(40.0, rest.height() - bottomM - 0.3 * em));
        }
    }
    return L;
}

namespace {

class MiniBatchPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("mini-batch"); }
    QStringList views() const override
    {
        return {QStringLiteral("scene"), QStringLiteral("tapes"), QStringLiteral("loss"), QStringLiteral("frozen")};
    }
    int transitionMs() const override { return 600; }
    QList<ViewOption> options() const override
    {
        return {{QStringLiteral("samples"), QStringLiteral("Loss against samples seen"),
                 QStringLiteral("Put samples seen on the chart's x axis instead of updates: the same amount of data for every cadence."),
                 false}};
    }
    QStringList tableColumns() const override
    {
        return {QStringLiteral("update"), QStringLiteral("epoch"), QStringLiteral("batch_index"), QStringLiteral("batch_size"),
                QStringLiteral("w"), QStringLiteral("loss")};
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("update"), QStringLiteral("epoch"), QStringLiteral("batch"), QStringLiteral("size"), QStringLiteral("w"),
                QStringLiteral("L")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;

private:
    void paintTapes(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx) const;
    void paintChart(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx) const;
    void paintPanel(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx) const;
};

void MiniBatchPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    // The frozen-weight cards alone would sit small in the middle of an empty canvas: that view
    // zooms in as far as the canvas allows (the cards are about 34 by 20 lines of text).
    Style zoomedStyle = outer.style;
    if (outer.view == QLatin1String("frozen")) {
        const double em = QFontMetricsF(outer.style.scaledFont(1.0), p.device()).height();
        zoomedStyle = draw::zoomed(outer.style, std::clamp(std::min(area.width() / (40 * em), area.height() / (26 * em)), 1.0, 2.0));
    }
    const PaintContext ctx{outer.trace, outer.index, outer.t, zoomedStyle, outer.options, outer.view};
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Frame &f = shownFrame(ctx);
    p.save();
    p.fillRect(area, s.background);
    p.setClipRect(area);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const MiniBatchLayout L = miniBatchLayout(tr, area, s, p.device(), ctx.view);

    p.setFont(s.scaledFont(1.25, true));
    p.setPen(s.foreground);
    const QString title = ctx.view == QLatin1String("loss")     ? QStringLiteral("Loss of the three cadences")
                          : ctx.view == QLatin1String("frozen") ? QStringLiteral("One mini-batch: frozen weight, averaged gradient")
                                                                : QStringLiteral("Mini-batch cadence: when is w allowed to move?");
    panel::fitText(p, L.title, title, s.scaledFont(1.25, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7); // never past the canvas
    p.setFont(s.scaledFont(1.0));
    p.setPen(s.muted);
    const QString where = QStringLiteral("update %1 of %2 · epoch %3 of %4")
                              .arg(count(ctx.shownStep()), count(ctx.lastStep()), count(f.num("epoch")),
                                   count(tr.params.num("epochs", f.num("epoch"))));
    if (QFontMetricsF(p.font(), p.device()).horizontalAdvance(where) + QFontMetricsF(s.scaledFont(1.25, true), p.device()).horizontalAdvance(title) + 30 <
        L.title.width())
        p.drawText(L.title, Qt::AlignRight | Qt::AlignVCenter, where);

    if (!L.banner.isEmpty()) {
        p.setPen(QPen(s.warning, 2));
        p.setBrush(withAlpha(s.warning, s.name == QLatin1String("dark") ? 55 : 30));
        p.drawRoundedRect(L.banner, 6, 6);
        p.setFont(s.scaledFont(1.05, true));
        p.setPen(s.warning);
        p.drawText(L.banner.adjusted(10, 0, -10, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                   QStringLiteral("⚠ ") + prettyMessage(tr.message()));
    }

    if (!L.tapes[0].isEmpty())
        paintTapes(p, L, ctx);
    if (!L.chart.isEmpty())
        paintChart(p, L, ctx);
    if (!L.panel.isEmpty())
        paintPanel(p, L, ctx);
    p.restore();
}

// ------------------------------------------------------------------------------------ tapes

void MiniBatchPainter::paintTapes(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Frame &f = shownFrame(ctx);
    const Colors c(s);
    const double lw = lineWidth(s);
    const double em = QFontMetricsF(s.scaledFont(1.0), p.device()).height();
    const int n = int(std::llround(tr.meta.num("n", 1)));
    const double cw = L.cellWidth;
    const std::vector<double> &ticks = tr.meta.vec("tape_ticks");
    const QString pol = policy(tr);
    const int leftover = int(std::llround(tr.meta.num("leftover", 0)));
    const int batch = int(std::llround(tr.meta.num("batch", 1)));

    // Labels: what the cadence is and, big, how many updates an epoch gives.
    struct Row {
        QString name;
        QString updates;
        QString detail;
        QColor color;
    };
    const Row rows[3] = {
        {QStringLiteral("sample-wise · B = 1"),
         QStringLiteral("%1 %2 per epoch").arg(count(tr.meta.num("updates_per_epoch_sample")), updatesWord(tr.meta.num("updates_per_epoch_sample"))),
         {}, c.sample},
        {QStringLiteral("mini-batch · B = %1 · %2").arg(count(batch), pol),
         QStringLiteral("%1 %2 per epoch").arg(count(tr.meta.num("updates_per_epoch_mini")), updatesWord(tr.meta.num("updates_per_epoch_mini"))),
         leftover > 0 ? QStringLiteral("keep %1 · drop %2 · pad %3")
                            .arg(count(tr.meta.num("updates_per_epoch_keep")), count(tr.meta.num("updates_per_epoch_drop")),
                                 count(tr.meta.num("updates_per_epoch_pad")))
                      : QString(),
         c.mini},
        {QStringLiteral("full batch · B = N = %1").arg(count(n)),
         QStringLiteral("%1 %2 per epoch").arg(count(tr.meta.num("updates_per_epoch_full")), updatesWord(tr.meta.num("updates_per_epoch_full"))),
         {}, c.full},
    };
    for (int i = 0; i < 3; ++i) {
        const QRectF r = L.tapeLabels[i];
        // The big "N updates per epoch" stays on one line: a narrow column eases its font down a
        // little before it would wrap into the label below.
        QFont big = s.scaledFont(1.15, true);
        const double bigW = QFontMetricsF(big, p.device()).horizontalAdvance(rows[i].updates);
        if (bigW > r.width() - 4 && bigW > 0)
            big.setPointSizeF(big.pointSizeF() * std::max(0.8, (r.width() - 4) * 0.95 / bigW)); // hinting: a little slack
        std::vector<TextLine> lines{{rows[i].name, s.foreground, s.scaledFont(0.9)}, {rows[i].updates, rows[i].color, big}};
        if (!rows[i].detail.isEmpty())
            lines.push_back({rows[i].detail, s.muted, s.scaledFont(0.85)});
        const double h = linesHeight(lines, r.width() - 4, p.device());
        drawLines(p, lines, QPointF(r.left(), r.center().y() - h / 2), r.width() - 4);
    }

    // The cells: a thin bar of N squares; batches of the mini tape alternate in tone.
    auto drawCells = [&](QPainter &p, const QRectF &tape, const QColor &tone, bool batches) {
        p.setPen(Qt::NoPen);
        p.setBrush(s.panel);
        p.drawRect(tape);
        if (batches) {
            double start = 0;
            for (std::size_t b = 0; b < ticks.size(); ++b) {
                const double end = ticks[b] + 1;
                p.setBrush(withAlpha(tone, b % 2 ? 40 : 80));
                p.drawRect(QRectF(tape.left() + start * cw, tape.top(), (end - start) * cw, tape.height()));
                start = end;
            }
        }
        if (cw >= 3.0) {
            p.setPen(QPen(withAlpha(s.grid, 200), 1));
            for (int i = 1; i < n; ++i)
                p.drawLine(QPointF(tape.left() + i * cw, tape.top()), QPointF(tape.left() + i * cw, tape.bottom()));
        } else {
            // Too thin for a line per square: mark every tenth sample faintly instead.
            p.setPen(QPen(withAlpha(s.grid, 200), 1));
            for (int i = 10; i < n; i += 10)
                p.drawLine(QPointF(tape.left() + i * cw, tape.top() + tape.height() * 0.65), QPointF(tape.left() + i * cw, tape.bottom()));
        }
        p.setPen(QPen(s.muted, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(tape);
    };
    // A tick: where w is allowed to move, at the right edge of a sample's cell.
    auto drawTick = [&](QPainter &p, const QRectF &tape, double position, const QColor &color, double width, double height) {
        const double x = tape.left() + (position + 1) * cw;
        p.setPen(QPen(color, width, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(QPointF(x, tape.top() - height), QPointF(x, tape.bottom()));
    };

    // The cells and the sample-wise ticks are the same in every frame of a trace (thousands of
    // them for a long tape): rasterized once per picture, keyed by everything they are drawn from.
    auto tapeKey = [&](const QRectF &tape, const QColor &tone, double tick) {
        std::size_t key = std::hash<double>{}(cw);
        auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
        for (double v : {tape.left(), tape.top(), tape.width(), tape.height(), double(n), tick, L.tickHeight})
            mixIn(v);
        for (const QColor &col : {tone, s.panel, s.grid, s.muted})
            mixIn(double(col.rgba()));
        for (double v : ticks)
            mixIn(v);
        return key;
    };
    // Sample-wise: a tick after every square.
    {
        const QRectF tape = L.tapes[MiniBatchLayout::SampleWise];
        const double w = std::clamp(cw * 0.45, 1.0, 2.5 * lw);
        draw::drawCachedLayer(p, tape.adjusted(-w - 2, -L.tickHeight - 2, w + 2, 2), tapeKey(tape, c.sample, w), [&](QPainter &p) {
            drawCells(p, tape, c.sample, false);
            for (int i = 0; i < n; ++i)
                drawTick(p, tape, i, c.sample, w, L.tickHeight * 0.8);
        });
    }

    // Mini-batch: a tick at the end of every batch; leftover dropped or padded.
    const QRectF mini = L.tapes[MiniBatchLayout::MiniBatch];
    // Its cells and every batch tick but the last (a padded or dropped end draws over that one) and
    // the current one (thicker, drawn with the labels) do not change from frame to frame either.
    auto miniTickX = [&](std::size_t b) { return mini.left() + (ticks[b] + 1) * cw; };
    const double miniTickW = 1.6 * lw;
    draw::drawCachedLayer(p, mini.adjusted(-miniTickW - 2, -L.tickHeight - 2, miniTickW + 2, 2), tapeKey(mini, c.mini, miniTickW),
                          [&](QPainter &p) {
                              drawCells(p, mini, c.mini, true);
                              p.setPen(QPen(c.mini, miniTickW, Qt::SolidLine, Qt::FlatCap));
                              for (std::size_t b = 0; b + 1 < ticks.size(); ++b)
                                  p.drawLine(QPointF(miniTickX(b), mini.top() - L.tickHeight), QPointF(miniTickX(b), mini.bottom()));
                          });
    const double padded = tr.meta.num("padded", 0), dropped = tr.meta.num("dropped", 0);
    QFont small = s.scaledFont(0.85);
    QFontMetricsF fmSmall(small, p.device());
    std::vector<QRectF> belowUsed;
    if (dropped > 0) {
        const QRectF r(mini.left() + (n - dropped) * cw, mini.top(), dropped * cw, mini.height());
        p.setPen(Qt::NoPen);
        p.setBrush(s.background);
        p.drawRect(r);
        p.setBrush(QBrush(withAlpha(s.muted, 200), Qt::DiagCrossPattern));
        p.drawRect(r);
        p.setPen(QPen(s.muted, lw));
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.bottomLeft(), r.topRight());
    }
    if (padded > 0 && !L.padCells.isEmpty()) {
        // The repeated samples: a hatched extension after the tape, and the positions it repeats.
        const QRectF ext = L.padCells;
        p.setPen(QPen(c.mini, 1));
        p.setBrush(s.panel);
        p.drawRect(ext);
        p.setBrush(QBrush(c.mini, Qt::BDiagPattern));
        p.drawRect(ext);
        const std::vector<double> &positions = tr.meta.vec("padded_positions");
        p.setPen(Qt::NoPen);
        p.setBrush(QBrush(withAlpha(c.mini, 220), Qt::BDiagPattern));
        double lo = 1e300, hi = -1e300;
        for (double pos : positions) {
            p.drawRect(QRectF(mini.left() + pos * cw, mini.top(), cw, mini.height()));
            lo = std::min(lo, pos);
            hi = std::max(hi, pos);
        }
        if (!positions.empty()) {
            // A dashed connector under the labels, from the extension back to the repeated positions.
            const double from = ext.center().x(), to = mini.left() + (lo + hi + 1) / 2 * cw;
            const double low = mini.bottom() + 1.9 * em, r = 0.4 * em;
            QPainterPath path;
            path.moveTo(from, ext.bottom() + 2);
            path.lineTo(from, low - r);
            path.quadTo(from, low, from - r, low);
            path.lineTo(to + r, low);
            path.quadTo(to, low, to, low - r);
            path.lineTo(to, mini.bottom() + 0.6 * em);
            p.setPen(QPen(c.mini, std::max(1.2, lw * 0.7), Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawPath(path);
            draw::drawArrow(p, QPointF(to, mini.bottom() + 0.7 * em), QPointF(to, mini.bottom() + 2), c.mini, std::max(1.2, lw * 0.7), 6 + lw);
        }
    }
    // Tick numbers (update 1, 2, ...) above the mini tape, thinned out when they would collide.
    {
        p.setFont(small);
        double lastRight = -1e300;
        const int current = int(std::llround(f.num("batch_index", 0)));
        // The current batch's number is always written; the others make room for it.
        QRectF currentLabel;
        if (current >= 1 && current <= int(ticks.size())) {
            const std::size_t b = std::size_t(current - 1);
            const bool afterPad = padded > 0 && !L.padCells.isEmpty() && b + 1 == ticks.size();
            const double x = afterPad ? L.padCells.right() : mini.left() + (ticks[b] + 1) * cw;
            const double tw = QFontMetricsF(s.scaledFont(0.85, true), p.device()).horizontalAdvance(count(double(current)));
            currentLabel = QRectF(x - tw / 2 - 2, 0, tw + 4, 1).adjusted(-3, 0, 3, 0);
        }
        for (std::size_t b = 0; b < ticks.size(); ++b) {
            const bool isCurrent = int(b) + 1 == current;
            const double w = isCurrent ? 2.6 * lw : 1.6 * lw;
            // A padded last batch moves w only after its repeated samples: tick at the extension's end.
            const bool afterPad = padded > 0 && !L.padCells.isEmpty() && b + 1 == ticks.size();
            const double x = afterPad ? L.padCells.right() : mini.left() + (ticks[b] + 1) * cw;
            if (isCurrent || b + 1 == ticks.size()) { // the others are in the cached layer above
                p.setPen(QPen(isCurrent ? c.highlight : c.mini, w, Qt::SolidLine, Qt::FlatCap));
                p.drawLine(QPointF(x, mini.top() - L.tickHeight), QPointF(x, mini.bottom()));
            }
            if (!isCurrent && x - 2 <= lastRight + 3)
                continue; // its label could not clear the previous one: no need to measure it
            const QString label = count(double(b + 1));
            const double tw = fmSmall.horizontalAdvance(label);
            const QRectF r(x - tw / 2 - 2, mini.top() - L.tickHeight - fmSmall.height() - 1, tw + 4, fmSmall.height());
            const bool clearOfCurrent = currentLabel.isNull() || r.right() < currentLabel.left() || r.left() > currentLabel.right();
            if ((r.left() > lastRight + 3 && clearOfCurrent) || isCurrent) {
                p.setFont(isCurrent ? s.scaledFont(0.85, true) : small);
                p.setPen(isCurrent ? c.highlight : s.muted);
                p.drawText(r, Qt::AlignCenter, label);
                lastRight = r.right();
            }
        }
    }

    // The leftover, said in words under the end of the tape unless the batch label sits there.
    if (leftover > 0) {
        QString text;
        if (pol == QLatin1String("drop"))
            text = QStringLiteral("%1 dropped").arg(count(dropped));
        else if (pol == QLatin1String("pad"))
            text = QStringLiteral("last %1 + %2 repeated").arg(count(leftover), count(padded));
        else
            text = QStringLiteral("last batch: %1").arg(count(leftover));
        p.setFont(small);
        const double tw = fmSmall.horizontalAdvance(text) + 8;
        const double right = pol == QLatin1String("pad") && !L.padCells.isEmpty() ? L.padCells.right() : mini.right();
        const QRectF r(right - tw, mini.bottom() + 0.3 * L.tickHeight + 1, tw, fmSmall.height());
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(s.background, 220));
        p.drawRoundedRect(r, 3, 3);
        p.setPen(pol == QLatin1String("drop") ? s.muted : c.mini);
        p.drawText(r, Qt::AlignRight | Qt::AlignVCenter, text);
        belowUsed.push_back(r);
    }
    // The current batch, highlighted (its tape positions; later epochs reuse the same positions).
    // While a transition plays it slides from the previous batch of the same epoch to this one.
    const double start = f.num("tape_start", 0), end = f.num("tape_end", -1);
    if (end >= start) {
        double a = start, b = end;
        const Frame &from = ctx.frame();
        if (ctx.shownStep() != ctx.index && from.num("epoch") == f.num("epoch") && from.num("tape_end", -1) >= from.num("tape_start", 0)) {
            a = ctx.lerp("tape_start");
            b = ctx.lerp("tape_end");
        }
        const double grow = 0.3 * L.tickHeight;
        const QRectF hl(mini.left() + a * cw, mini.top() - grow, (b - a + 1) * cw, mini.height() + 2 * grow);
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(c.highlight, 120));
        p.drawRect(hl);
        p.setPen(QPen(c.highlight, std::max(2.5, 1.6 * lw)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(hl);
        if (f.num("padded_in_batch", 0) > 0 && !L.padCells.isEmpty()) {
            p.setPen(QPen(c.highlight, std::max(2.0, 1.2 * lw), Qt::DashLine));
            p.drawRect(L.padCells.adjusted(0, -grow, 0, grow));
            for (double pos : tr.meta.vec("padded_positions"))
                p.fillRect(QRectF(mini.left() + pos * cw, mini.bottom() + grow - 3, cw, 3), c.highlight);
        }
        // Which samples, under the highlight.
        const QString samples = end > start ? QStringLiteral("samples %1–%2").arg(count(start + 1), count(end + 1))
                                            : QStringLiteral("sample %1").arg(count(start + 1));
        p.setFont(s.scaledFont(0.85, true));
        const QFontMetricsF fm(p.font(), p.device());
        // The longest wording that fits beside the labels (large type on a narrow canvas drops "batch N").
        QString text;
        for (const QString &v : {QStringLiteral("batch %1: %2").arg(count(f.num("batch_index")), samples), samples}) {
            text = v;
            if (fm.horizontalAdvance(v) + 8 <= mini.right() - L.tapeLabels[1].right())
                break;
        }
        const double tw = fm.horizontalAdvance(text) + 8;
        double x = std::clamp(hl.center().x() - tw / 2, L.tapeLabels[1].right(), std::max(L.tapeLabels[1].right(), mini.right() - tw));
        QRectF r(x, hl.bottom() + 1, tw, fm.height());
        for (const QRectF &u : belowUsed)
            if (u.intersects(r))
                r.moveRight(u.left() - 0.5 * em); // beside the leftover note, not on it
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(s.background, 220));
        p.drawRoundedRect(r, 3, 3);
        p.setPen(c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 115));
        p.drawText(r, Qt::AlignCenter, text);
    }

    // Full batch: one tick at the very end.
    {
        const QRectF tape = L.tapes[MiniBatchLayout::FullBatch];
        drawCells(p, tape, c.full, false);
        drawTick(p, tape, n - 1, c.full, 2.6 * lw, L.tickHeight);
        p.setFont(small);
        p.setPen(s.muted);
        p.drawText(QRectF(tape.left(), tape.bottom() + 2, 6 * em, fmSmall.height()), Qt::AlignLeft | Qt::AlignTop, QStringLiteral("sample 1"));
        p.drawText(QRectF(tape.right() - 8 * em, tape.bottom() + 2, 8 * em, fmSmall.height()), Qt::AlignRight | Qt::AlignTop,
                   QStringLiteral("sample %1").arg(count(n)));
    }
}

// ------------------------------------------------------------------------------------ chart

namespace {

/// Collects a curve's pixel points, keeping of the points in one pixel column only the first, the
/// lowest, the highest and the last, in their order: the same polyline to the eye and to the label
/// placement, with at most four points per column however long the trace.
class ColumnReducer
{
public:
    explicit ColumnReducer(std::vector<QPointF> &out) : out_(out) {}
    void add(QPointF pt)
    {
        const double c = std::floor(pt.x());
        if (n_ > 0 && c != column_)
            flush();
        if (n_ == 0) {
            column_ = c;
            first_ = lo_ = hi_ = pt;
            loAt_ = hiAt_ = 0;
        } else {
            if (pt.y() < lo_.y())
                lo_ = pt, loAt_ = n_;
            if (pt.y() > hi_.y())
                hi_ = pt, hiAt_ = n_;
        }
        last_ = pt;
        ++n_;
    }
    void flush()
    {
        if (n_ == 0)
            return;
        out_.push_back(first_);
        const bool loFirst = loAt_ <= hiAt_;
        for (auto [q, at] : {loFirst ? std::pair(lo_, loAt_) : std::pair(hi_, hiAt_), loFirst ? std::pair(hi_, hiAt_) : std::pair(lo_, loAt_)})
            if (at != 0 && at != n_ - 1 && !(q == lo_ && loAt_ == hiAt_ && !loFirst))
                out_.push_back(q);
        if (n_ > 1)
            out_.push_back(last_);
        n_ = 0;
    }

private:
    std::vector<QPointF> &out_;
    double column_ = 0;
    QPointF first_, lo_, hi_, last_;
    std::size_t loAt_ = 0, hiAt_ = 0, n_ = 0;
};

/// Does the segment a-b cross or touch the rectangle?
bool segmentHits(QPointF a, QPointF b, const QRectF &r)
{
    if (r.contains(a) || r.contains(b))
        return true;
    if (std::max(a.x(), b.x()) < r.left() || std::min(a.x(), b.x()) > r.right() || std::max(a.y(), b.y()) < r.top() ||
        std::min(a.y(), b.y()) > r.bottom())
        return false;
    const QLineF s(a, b);
    const QLineF edges[4] = {{r.topLeft(), r.topRight()}, {r.topRight(), r.bottomRight()}, {r.bottomRight(), r.bottomLeft()},
                             {r.bottomLeft(), r.topLeft()}};
    for (const QLineF &e : edges)
        if (s.intersects(e, nullptr) == QLineF::BoundedIntersection)
            return true;
    return false;
}

/// Where the current point's label goes: beside the point when that covers no curve, else the
/// nearest place above or below it (in steps of half a line) that covers none, else the place that
/// covers the fewest curve pieces. Never over the legend, always inside `room`.
QRectF labelPlace(QSizeF size, QPointF at, double r, const QRectF &room, const QRectF &legend, const std::vector<std::vector<QPointF>> &curves)
{
    // The curves run left to right, so only the segments under a box's x range can cross it.
    std::vector<bool> sorted;
    for (const auto &c : curves)
        sorted.push_back(std::is_sorted(c.begin(), c.end(), [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); }));
    auto hits = [&](const QRectF &box) {
        const QRectF b = box.adjusted(-3, -3, 3, 3);
        int n = 0;
        for (std::size_t k = 0; k < curves.size(); ++k) {
            const auto &c = curves[k];
            std::size_t i = 1, last = c.size();
            if (sorted[k] && c.size() > 1) {
                auto left = std::lower_bound(c.begin(), c.end(), b.left(), [](const QPointF &q, double x) { return q.x() < x; });
                i = std::max<std::size_t>(1, std::size_t(left - c.begin()));
                last = std::min(c.size(), std::size_t(std::upper_bound(left, c.end(), b.right(), [](double x, const QPointF &q) {
                                                           return x < q.x();
                                                       }) - c.begin()) + 1);
            }
            for (; i < last; ++i)
                if (segmentHits(c[i - 1], c[i], b))
                    ++n;
        }
        return n;
    };
    auto inside = [&](QRectF box) {
        box.moveLeft(std::clamp(box.left(), room.left(), std::max(room.left(), room.right() - box.width())));
        box.moveTop(std::clamp(box.top(), room.top(), std::max(room.top(), room.bottom() - box.height())));
        return box;
    };
    QRectF best;
    double bestCost = std::numeric_limits<double>::max();
    const double step = size.height() * 0.5;
    for (int j = 0; j < 60; ++j) {
        const double lift = r + 2 + j * step;
        for (int up = 1; up >= 0; --up) {
            const double top = up ? at.y() - lift - size.height() : at.y() + lift;
            if (top < room.top() - size.height() || top > room.bottom())
                continue;
            for (int side = 0; side < 3; ++side) {
                const double left = side == 0 ? at.x() + r + 4 : side == 1 ? at.x() - r - 4 - size.width() : at.x() - size.width() / 2;
                const QRectF box = inside(QRectF(QPointF(left, top), size));
                if (box.intersects(legend) || box.contains(at))
                    continue;
                // Beside the point's dashed line rather than across it; right before left.
                const double cost = hits(box) * 1e6 + QLineF(at, box.center()).length() + (side == 2 ? size.width() * 0.6 : side * 4.0);
                if (cost < bestCost) {
                    bestCost = cost;
                    best = box;
                }
            }
        }
        if (bestCost < 1e6 && lift > bestCost)
            break; // a clear place is found, and every place further out is farther from the point
    }
    if (best.isNull())
        best = inside(QRectF(QPointF(at.x() + r + 4, at.y() - r - size.height()), size));
    return best;
}

} // namespace


void MiniBatchPainter::paintChart(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Colors c(s);
    const double lw = lineWidth(s);
    const bool bySamples = option(ctx.options, QStringLiteral("samples"), false);
    const QRectF plot = L.chart;
    const double em = QFontMetricsF(s.scaledFont(1.0), p.device()).height();

    struct Series {
        std::vector<double> x, loss;
        QColor color;
        QString name;
        bool dots;
    };
    const std::vector<double> &miniLoss = tr.meta.vec("mini_loss");
    std::vector<double> miniUpdates(miniLoss.size());
    for (std::size_t i = 0; i < miniLoss.size(); ++i)
        miniUpdates[i] = double(i); // the i-th entry is the loss after update i
    const Series series[3] = {
        {bySamples ? tr.meta.vec("sample_seen") : tr.meta.vec("sample_updates"), tr.meta.vec("sample_loss"), c.sample,
         QStringLiteral("sample-wise"), false},
        {bySamples ? tr.meta.vec("mini_seen") : miniUpdates, miniLoss, c.mini,
         QStringLiteral("mini-batch, B = %1").arg(count(tr.meta.num("batch"))), true},
        {bySamples ? tr.meta.vec("full_seen") : tr.meta.vec("full_updates"), tr.meta.vec("full_loss"), c.full,
         QStringLiteral("full batch"), true},
    };

    // x: updates on a log scale (400 : 13 : 1 per epoch do not share a linear axis), or samples seen.
    auto X = [&](double v) { return bySamples ? v : std::log10(1.0 + std::max(0.0, v)); };
    double xmax = 1, ymax = 0, start = 0;
    for (const Series &se : series) {
        for (double v : se.x)
            if (std::isfinite(v))
                xmax = std::max(xmax, v);
        for (double v : se.loss)
            if (std::isfinite(v))
                ymax = std::max(ymax, v);
        if (!se.loss.empty() && std::isfinite(se.loss.front()))
            start = std::max(start, se.loss.front());
    }
    if (start > 0)
        ymax = std::min(ymax, 2.0 * start); // a diverging run would flatten everything else
    if (!(ymax > 0))
        ymax = 1;
    draw::Axes ax;
    ax.plot = plot;
    ax.x0 = 0;
    ax.x1 = X(xmax) * (bySamples ? 1.0 : 1.04);
    ax.y0 = 0;
    ax.y1 = ymax * 1.08;

    // Axes: grid, ticks, titles.
    p.save();
    p.setFont(s.scaledFont(0.9));
    const QFontMetricsF fm(p.font(), p.device());
    const QPen gridPen(s.grid, 1);
    std::vector<std::pair<double, QString>> xticks;
    if (bySamples) {
        const double st = draw::niceStep(xmax);
        for (double v = 0; v <= xmax + 1e-9; v += st)
            xticks.push_back({v, count(v)});
    } else {
        xticks.push_back({0, QStringLiteral("0")});
        for (double v = 1; v <= xmax * 1.0001; v *= 10)
            xticks.push_back({v, count(v)});
    }
    for (const auto &[v, label] : xticks) {
        const double px = ax.mapX(X(v));
        p.setPen(gridPen);
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        p.setPen(s.muted);
        // Centred on its tick, but the last one ("1200") ends at the plot's edge, not past the canvas.
        const double tw = fm.horizontalAdvance(label) + 2;
        QRectF box(px - tw / 2, plot.bottom() + 3, tw, fm.height());
        if (box.right() > plot.right() + 0.4 * em)
            box.moveRight(plot.right() + 0.4 * em);
        p.drawText(box, Qt::AlignHCenter | Qt::AlignTop, label);
    }
    const double ys = draw::niceStep(ax.y1, 5);
    for (double v = 0; v <= ax.y1 + 1e-9 * ys; v += ys) {
        const double py = ax.mapY(v);
        p.setPen(gridPen);
        p.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
        p.setPen(s.muted);
        p.drawText(QRectF(plot.left() - 86, py - fm.height() / 2, 80, fm.height()), Qt::AlignRight | Qt::AlignVCenter, disp(v));
    }
    // The legend's place, top right inside the plot (the curves fall toward the bottom); the
    // epoch labels keep out of it.
    QRectF legendBox;
    {
        const QFontMetricsF lfm(s.scaledFont(0.85), p.device());
        const double row = lfm.height() + 2;
        double wmax = 0;
        for (const Series &se : series)
            wmax = std::max(wmax, lfm.horizontalAdvance(se.name));
        const double sw = 2 * lfm.height();
        legendBox = QRectF(plot.right() - wmax - sw - 26, plot.top() + 6, wmax + sw + 20, 3 * row + 8);
    }
    if (bySamples) {
        // Epoch boundaries.
        const double n = tr.meta.num("n", 0);
        p.setPen(QPen(s.muted, 1, Qt::DashLine));
        p.setFont(s.scaledFont(0.8));
        for (int e = 1; n > 0 && e * n < xmax - 1e-9; ++e) {
            const double px = ax.mapX(e * n);
            p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
            QRectF at(px + 3, plot.top() + 2, 6 * em, em);
            if (at.intersects(legendBox))
                at.moveTop(legendBox.bottom() + 2);
            p.drawText(at, Qt::AlignLeft | Qt::AlignTop, QStringLiteral("epoch %1 →").arg(e + 1));
        }
    }
    p.setPen(QPen(s.foreground, 1.2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);
    p.setFont(s.scaledFont(1.0));
    p.setPen(s.foreground);
    p.drawText(QRectF(plot.left(), plot.bottom() + 3 + fm.height(), plot.width(), em + 2), Qt::AlignHCenter | Qt::AlignTop,
               bySamples ? QStringLiteral("samples seen") : QStringLiteral("updates (log scale)"));
    p.save();
    p.translate(plot.left() - 64, plot.center().y());
    p.rotate(-90);
    // A short plot (a small window) gets the short title rather than one cut at both ends.
    const QString yTitle = QStringLiteral("loss over all samples");
    p.drawText(QRectF(-plot.height() / 2, -em, plot.height(), em + 2), Qt::AlignHCenter | Qt::AlignBottom,
               QFontMetricsF(p.font(), p.device()).horizontalAdvance(yTitle) <= plot.height() ? yTitle : QStringLiteral("loss"));
    p.restore();

    // The curves.
    p.setClipRect(plot.adjusted(1, 1, -1, -1));
    // Every curve in pixels, so the current label can keep off them; points that fall in one pixel
    // column keep only that column's first, lowest, highest and last (40,000 updates on 1,500 columns).
    std::vector<std::vector<QPointF>> drawn;
    for (const Series &se : series) {
        ColumnReducer col(drawn.emplace_back());
        const std::size_t m = std::min(se.x.size(), se.loss.size());
        for (std::size_t i = 0; i < m; ++i)
            if (std::isfinite(se.loss[i]) && std::isfinite(se.x[i]))
                col.add(ax.map(X(se.x[i]), std::min(se.loss[i], ax.y1 * 2)));
        col.flush();
    }
    // The curves are the same in every frame of a trace: rasterized once per picture.
    std::size_t key = std::hash<double>{}(lw);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (std::size_t k = 0; k < drawn.size(); ++k) {
        mixIn(double(series[k].color.rgba()));
        for (const QPointF &q : drawn[k])
            mixIn(q.x()), mixIn(q.y());
    }
    mixIn(double(s.background.rgba()));
    draw::drawCachedLayer(p, plot, key, [&](QPainter &p) {
        for (const Series &se : series) {
            QPainterPath path;
            bool started = false;
            const std::size_t m = std::min(se.x.size(), se.loss.size());
            for (std::size_t i = 0; i < m; ++i) {
                if (!std::isfinite(se.loss[i]) || !std::isfinite(se.x[i]))
                    continue;
                const QPointF pt = ax.map(X(se.x[i]), std::min(se.loss[i], ax.y1 * 2));
                if (!started) {
                    path.moveTo(pt);
                    started = true;
                } else {
                    path.lineTo(pt);
                }
            }
            p.setPen(QPen(se.color, se.dots ? lw * 1.2 : lw * 0.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.setBrush(Qt::NoBrush);
            draw::drawCurve(p, path);
            if (se.dots && m < 200) {
                p.setPen(QPen(s.background, 1));
                p.setBrush(se.color);
                for (std::size_t i = 0; i < m; ++i)
                    p.drawEllipse(ax.map(X(se.x[i]), std::min(se.loss[i], ax.y1 * 2)), 2.2 + lw * 0.6, 2.2 + lw * 0.6);
            }
        }
    });

    // Legend, in the place kept for it above.
    p.setClipping(false);
    {
        p.setFont(s.scaledFont(0.85));
        const QFontMetricsF lfm(p.font(), p.device());
        const double row = lfm.height() + 2;
        double wmax = 0;
        for (const Series &se : series)
            wmax = std::max(wmax, lfm.horizontalAdvance(se.name));
        const double sw = 2 * lfm.height();
        const QRectF box = legendBox;
        p.setPen(QPen(s.grid, 1));
        p.setBrush(withAlpha(s.background, 235));
        p.drawRoundedRect(box, 5, 5);
        double yy = box.top() + 4;
        for (const Series &se : series) {
            p.setPen(QPen(se.color, lw * 1.2));
            p.drawLine(QPointF(box.left() + 8, yy + row / 2), QPointF(box.left() + 8 + sw, yy + row / 2));
            p.setPen(s.foreground);
            p.drawText(QRectF(box.left() + 14 + sw, yy, wmax + 4, row), Qt::AlignLeft | Qt::AlignVCenter, se.name);
            yy += row;
        }
    }
    // The current frame on the mini-batch curve, sliding toward the next one.
    {
        const double xv = bySamples ? ctx.lerp("samples_seen") : ctx.lerp("update");
        const double yv = ctx.lerp("loss");
        if (std::isfinite(yv) && std::isfinite(xv)) {
            const QPointF at = ax.map(X(xv), std::min(yv, ax.y1));
            p.setPen(QPen(withAlpha(c.highlight, 200), 1.2, Qt::DashLine));
            p.drawLine(QPointF(at.x(), plot.top()), QPointF(at.x(), plot.bottom()));
            const double r = std::max(7.0, 0.45 * em);
            p.setPen(QPen(c.highlight, 2.5 * lw * 0.8));
            p.setBrush(withAlpha(c.highlight, 90));
            p.drawEllipse(at, r, r);
            const Frame &f = shownFrame(ctx);
            const bool off = yv > ax.y1;
            const QString label = QStringLiteral("update %1: L = %2%3")
                                      .arg(count(f.num("update")), disp(f.num("loss")), off ? QStringLiteral(", off the chart ↑") : QString());
            p.setFont(s.scaledFont(0.9, true));
            const QFontMetricsF lfm(p.font(), p.device());
            const double tw = lfm.horizontalAdvance(label) + 10, th = lfm.height() + 2;
            const QRectF box = labelPlace(QSizeF(tw, th), at, r, plot.adjusted(2, 2, -2, -2), legendBox, drawn);
            // A label that had to move away from its point keeps a thin line back to it.
            const QPointF near(std::clamp(at.x(), box.left(), box.right()), std::clamp(at.y(), box.top(), box.bottom()));
            if (QLineF(at, near).length() > r + th * 0.6) {
                QLineF lead(at, near);
                lead.setP1(lead.pointAt(std::min(1.0, r / std::max(1e-9, lead.length()))));
                p.setPen(QPen(withAlpha(c.highlight, 200), 1.2));
                p.drawLine(lead);
            }
            p.setPen(Qt::NoPen);
            p.setBrush(withAlpha(s.background, 220));
            p.drawRoundedRect(box, 4, 4);
            p.setPen(off ? s.warning : c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 125));
            p.drawText(box, Qt::AlignCenter, label);
        }
    }
    p.setClipping(false);

    p.restore();
}

// ------------------------------------------------------------------------------------ panel

void MiniBatchPainter::paintPanel(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Frame &f = shownFrame(ctx);
    const Colors c(s);
    const QRectF panel = L.panel;
    const double em = QFontMetricsF(s.scaledFont(1.0), p.device()).height();
    const double eta = tr.params.num("eta");
    const QFont body = s.scaledFont(0.9), bold = s.scaledFont(0.95, true);

    // The current update, in words and numbers.
    std::vector<TextLine> now;
    const double grad = f.num("grad", 0);
    const QColor stepColor = grad < 0 ? s.positive : grad > 0 ? s.negative : s.muted;
    const double size = f.num("batch_size", 0);
    if (f.num("update", 0) == 0) {
        now.push_back({QStringLiteral("Update 0 of %1: the start").arg(count(ctx.lastStep())), s.foreground, bold});
        now.push_back({QStringLiteral("w = %1, loss over all %2 samples = %3").arg(disp(f.num("w")), count(tr.meta.num("n")), disp(f.num("loss"))),
                       s.foreground, body});
        now.push_back({QStringLiteral("no samples seen yet"), s.muted, body});
    } else {
        now.push_back({QStringLiteral("Update %1 of %2 · epoch %3 · batch %4 of %5")
                           .arg(count(ctx.shownStep()), count(ctx.lastStep()), count(f.num("epoch")), count(f.num("batch_index")),
                                count(tr.meta.num("updates_per_epoch_mini"))),
                       s.foreground, bold});
        QString which = QStringLiteral("samples %1–%2 of the shuffled tape, %3 in the batch")
                            .arg(count(f.num("tape_start") + 1), count(f.num("tape_end") + 1), count(size));
        if (f.num("padded_in_batch", 0) > 0)
            which += QStringLiteral(" (%1 repeated)").arg(count(f.num("padded_in_batch")));
        now.push_back({which, c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 115), body});
        now.push_back({QStringLiteral("mean gradient ḡ = %1").arg(disp(grad)), s.foreground, body});
        now.push_back({QStringLiteral("w = %1 %2 %3·%4 = %5").arg(disp(f.num("w_before")), kMinus, disp(eta), term(grad), disp(f.num("w"))),
                       stepColor, s.scaledFont(0.9, true)});
        now.push_back({QStringLiteral("loss over all samples %1 · seen %2").arg(disp(f.num("loss")), count(f.num("samples_seen"))), s.muted,
                       body});
    }

    // The frozen-weight batch of the lecture: one w, four gradients, their mean, one step.
    const std::vector<double> &fx = tr.meta.vec("frozen_x"), &fy = tr.meta.vec("frozen_y"), &fg = tr.meta.vec("frozen_grads");
    const double fw = tr.meta.num("frozen_w"), mean = tr.meta.num("frozen_mean_grad"), next = tr.meta.num("frozen_w_next");

    const double inner = panel.width() - 16;
    const double nowH = linesHeight(now, inner - 16, p.device()) + 14;
    const QFontMetricsF fmb(body, p.device());
    const double row = fmb.height() + 3;
    const std::vector<TextLine> frozenHead{{QStringLiteral("Frozen-weight batch"), s.foreground, bold},
                                           {QStringLiteral("w stays %1 while %2 gradients are taken").arg(disp(fw), count(double(fg.size()))), s.muted,
                                            s.scaledFont(0.85)}};
    const std::vector<TextLine> frozenFoot{
        {QStringLiteral("one update: %1 %2 %3·%4 = %5").arg(disp(fw), kMinus, disp(eta), term(mean), disp(next)),
         mean < 0 ? s.positive : s.negative, s.scaledFont(0.9, true)}};
    const double headH = linesHeight(frozenHead, inner - 16, p.device());
    const double footH = linesHeight(frozenFoot, inner - 16, p.device());
    const double tableH = row * double(fg.size() + 2) + 4;
    const double frozenH = headH + tableH + footH + 18;

    const double gap = 0.6 * em;
    double y = panel.top();
    const bool showNow = panel.height() >= nowH + frozenH + gap || panel.height() >= nowH + 2 * em;
    const bool showFrozen = panel.height() >= (showNow ? nowH + gap : 0) + frozenH;
    auto card = [&](double h, const QColor &border) {
        const QRectF r(panel.left() + 8, y, inner, h);
        p.setPen(QPen(border, 1.2));
        p.setBrush(s.panel);
        p.drawRoundedRect(r, 5, 5);
        return r;
    };
    if (showNow) {
        const QRectF r = card(nowH, c.highlight);
        drawLines(p, now, r.topLeft() + QPointF(8, 7), inner - 16);
        y += nowH + gap;
    }
    if (showFrozen && !fg.empty()) {
        const QRectF r = card(frozenH, s.grid);
        double yy = r.top() + 7;
        yy += drawLines(p, frozenHead, QPointF(r.left() + 8, yy), inner - 16) + 4;
        // Table: x, y, gradient, and a bar per gradient with the mean as a dashed line.
        const double colX = r.left() + 10, colY = colX + 3.2 * em, colG = colY + 3.2 * em, colBar = colG + 4.8 * em;
        const double barW = std::max(0.0, r.right() - 12 - colBar);
        double gmax = std::abs(mean);
        for (double g : fg)
            gmax = std::max(gmax, std::abs(g));
        if (!(gmax > 0))
            gmax = 1;
        p.setFont(s.scaledFont(0.85, true));
        p.setPen(s.muted);
        p.drawText(QRectF(colX, yy, 3 * em, row), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("x"));
        p.drawText(QRectF(colY, yy, 3 * em, row), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("y"));
        {
            // The formula where the column has room for it, else just its name.
            const QRectF head(colG, yy, std::max(2.0 * em, r.right() - colG - 8), row);
            const QString formula = QStringLiteral("g = (w·x %1 y)·x").arg(kMinus);
            p.drawText(head, Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetricsF(p.font(), p.device()).horizontalAdvance(formula) <= head.width() ? formula : QStringLiteral("g"));
        }
        yy += row;
        const double tableTop = yy;
        p.setFont(body);
        for (std::size_t i = 0; i < fg.size(); ++i) {
            p.setPen(s.foreground);
            p.drawText(QRectF(colX, yy, 3 * em, row), Qt::AlignLeft | Qt::AlignVCenter, i < fx.size() ? disp(fx[i]) : QString());
            p.drawText(QRectF(colY, yy, 3 * em, row), Qt::AlignLeft | Qt::AlignVCenter, i < fy.size() ? disp(fy[i]) : QString());
            p.drawText(QRectF(colG, yy, 4.6 * em, row), Qt::AlignLeft | Qt::AlignVCenter, disp(fg[i]));
            if (barW > 10) {
                p.setPen(Qt::NoPen);
                p.setBrush(withAlpha(fg[i] < 0 ? s.positive : s.negative, 170));
                p.drawRect(QRectF(colBar, yy + row * 0.2, barW * std::abs(fg[i]) / gmax, row * 0.6));
            }
            yy += row;
        }
        p.setPen(QPen(s.muted, 1));
        p.drawLine(QPointF(colX, yy + 1), QPointF(r.right() - 10, yy + 1));
        p.setFont(s.scaledFont(0.9, true));
        p.setPen(s.foreground);
        p.drawText(QRectF(colX, yy + 2, colG - colX, row), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("mean ḡ"));
        p.setPen(c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 115));
        p.drawText(QRectF(colG, yy + 2, 4.6 * em, row), Qt::AlignLeft | Qt::AlignVCenter, disp(mean));
        if (barW > 10) {
            const double mx = colBar + barW * std::abs(mean) / gmax;
            p.setPen(Qt::NoPen);
            p.setBrush(withAlpha(c.highlight, 200));
            p.drawRect(QRectF(colBar, yy + 2 + row * 0.2, mx - colBar, row * 0.6));
            p.setPen(QPen(c.highlight, 1.5, Qt::DashLine));
            p.drawLine(QPointF(mx, tableTop), QPointF(mx, yy + 2 + row));
        }
        yy += row + 6;
        drawLines(p, frozenFoot, QPointF(r.left() + 8, yy), inner - 16);
    }
}

// ------------------------------------------------------------------------------------ narration

QString MiniBatchPainter::narration(const Trace &tr, int index, const QVariantMap &options) const
{
    Q_UNUSED(options);
    if (tr.frames.empty())
        return {};
    index = std::clamp(index, 0, int(tr.frames.size()) - 1);
    const Frame &f = tr.frames[std::size_t(index)];
    const QString pol = policy(tr);
    const double n = tr.meta.num("n"), batch = tr.meta.num("batch"), leftover = tr.meta.num("leftover", 0);
    const double eta = tr.params.num("eta");
    QString cadence = QStringLiteral("With N = %1 samples and B = %2 the tape splits into %3 full batches")
                          .arg(count(n), count(batch), count(tr.meta.num("full_batches")));
    if (leftover > 0) {
        cadence += QStringLiteral(" and a leftover of %1; ").arg(count(leftover));
        if (pol == QLatin1String("drop"))
            cadence += QStringLiteral("the drop policy leaves those %1 samples out of this epoch").arg(count(tr.meta.num("dropped")));
        else if (pol == QLatin1String("pad"))
            cadence += QStringLiteral("the pad policy fills the short batch with %1 samples repeated from the start of the shuffled order")
                           .arg(count(tr.meta.num("padded")));
        else
            cadence += QStringLiteral("the keep policy turns them into one short extra update");
    }
    cadence += QStringLiteral(", so w moves <b>%1 times per epoch</b> (sample-wise: %2, full batch: %3).")
                   .arg(count(tr.meta.num("updates_per_epoch_mini")), count(tr.meta.num("updates_per_epoch_sample")),
                        count(tr.meta.num("updates_per_epoch_full")));

    QString out;
    if (f.num("update", 0) == 0) {
        out += QStringLiteral("<b>Update 0 of %1: the start.</b> w = %2 and the loss over all %3 samples is %4; no sample has been seen yet. ")
                   .arg(count(double(tr.frames.size() - 1)), disp(f.num("w")), count(n), disp(f.num("loss")));
        out += cadence;
        out += QStringLiteral("<br>In one batch the weight is frozen: at w = %1 the first %2 samples give the gradients %3; "
                              "their mean %4 makes one update, %1 %5 %6·%7 = %8.")
                   .arg(disp(tr.meta.num("frozen_w")), count(double(tr.meta.vec("frozen_grads").size())),
                        [&] {
                            QStringList g;
                            for (double v : tr.meta.vec("frozen_grads"))
                                g << disp(v);
                            return g.join(QStringLiteral(", "));
                        }(),
                        disp(tr.meta.num("frozen_mean_grad")), kMinus, disp(eta), term(tr.meta.num("frozen_mean_grad")),
                        disp(tr.meta.num("frozen_w_next")));
        return out;
    }
    const double grad = f.num("grad");
    out += QStringLiteral("<b>Update %1 of %2</b> (epoch %3, batch %4 of %5). ")
               .arg(count(index), count(double(tr.frames.size() - 1)), count(f.num("epoch")), count(f.num("batch_index")),
                    count(tr.meta.num("updates_per_epoch_mini")));
    out += QStringLiteral("The batch is samples %1–%2 of this epoch's shuffled tape, %3 samples")
               .arg(count(f.num("tape_start") + 1), count(f.num("tape_end") + 1), count(f.num("batch_size")));
    if (f.num("padded_in_batch", 0) > 0)
        out += QStringLiteral(", of which %1 are repeats that pad the short last batch").arg(count(f.num("padded_in_batch")));
    else if (leftover > 0 && pol == QLatin1String("keep") && std::llround(f.num("batch_size")) == std::llround(leftover) &&
             std::llround(f.num("batch_index")) == std::llround(tr.meta.num("updates_per_epoch_mini")))
        out += QStringLiteral(": the short leftover batch, kept as its own update");
    out += QStringLiteral(". While their gradients are computed w stays frozen at %1; the mean gradient is %2, ").arg(disp(f.num("w_before")), disp(grad));
    out += grad < 0 ? QStringLiteral("negative, so w grows") : grad > 0 ? QStringLiteral("positive, so w shrinks") : QStringLiteral("zero, so w stays");
    out += QStringLiteral(": %1 %2 %3·%4 = <b>%5</b>. ").arg(disp(f.num("w_before")), kMinus, disp(eta), term(grad), disp(f.num("w")));
    out += QStringLiteral("The loss over all samples is now %1, after %2 samples seen.").arg(disp(f.num("loss")), count(f.num("samples_seen")));
    if (pol == QLatin1String("drop") && leftover > 0 &&
        std::llround(f.num("batch_index")) == std::llround(tr.meta.num("updates_per_epoch_mini")))
        out += QStringLiteral(" The last %1 samples of the tape are dropped this epoch.").arg(count(tr.meta.num("dropped")));
    const bool lastOfEpoch = std::llround(f.num("batch_index")) == std::llround(tr.meta.num("updates_per_epoch_mini"));
    if (lastOfEpoch || index == 1)
        out += QStringLiteral("<br>") + cadence;
    else
        out += QStringLiteral("<br>Under the %1 policy an epoch has %2 updates (sample-wise %3, full batch %4).")
                   .arg(pol, count(tr.meta.num("updates_per_epoch_mini")), count(tr.meta.num("updates_per_epoch_sample")),
                        count(tr.meta.num("updates_per_epoch_full")));
    if (tr.diverged() && index == int(tr.frames.size()) - 1)
        out += QStringLiteral("<br><b>The run stops here:</b> ") + prettyMessage(tr.message()).toHtmlEscaped() + QStringLiteral(".");
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> makeMiniBatchPainter() { return std::make_unique<MiniBatchPainter>(); }

} // namespace sgd::ui
