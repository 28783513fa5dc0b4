#include "draw.h"
#include "mini_batch_layout.h"
#include "mini_batch_trace.h"
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
// shared axes, and the frozen-weight batch of the lecture. Every number comes from the trace, read
// through its typed form (mini_batch_trace.h).

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

/// The trace in typed form (decoded once and kept with the trace).
const MiniBatchTrace &typed(const Trace &tr) { return typedTrace<MiniBatchTrace>(tr); }

QString policy(const MiniBatchMeta &m) { return QString::fromStdString(m.leftover_policy); }

QString column(const std::string &name) { return QString::fromStdString(name); }

/// The update the header, the chart's label and the panel describe: the frame at rest, the one a
/// transition moves to while it plays (frame n is the state after n updates; 0 is the start).
const MiniBatchStep &shownFrame(const PaintContext &ctx) { return typed(ctx.trace).frames.at(std::size_t(ctx.shownStep())); }

/// The frame a transition starts from and the one it moves to (the same one at rest or at the end).
const MiniBatchStep &fromFrame(const PaintContext &ctx) { return typed(ctx.trace).frames.at(std::size_t(ctx.index)); }
const MiniBatchStep &toFrame(const PaintContext &ctx) { return typed(ctx.trace).frames.at(std::size_t(ctx.hasNext() ? ctx.index + 1 : ctx.index)); }

/// a + t (b − a): where a count stands while the move from a to b plays.
double between(double a, double b, double t) { return t <= 0.0 ? a : a + (b - a) * t; }

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

namespace {

/// Which parts a view shows ("" or "scene": everything).
struct ViewParts {
    bool tapes, chart, panel;
    explicit ViewParts(const QString &view)
    {
        const bool all = view.isEmpty() || view == QLatin1String("scene");
        tapes = all || view == QLatin1String("tapes");
        chart = all || view == QLatin1String("loss");
        panel = all || view == QLatin1String("frozen");
    }
};

/// The three tapes and their labels, from the top of `rest`; moves `rest`'s top below them.
void layoutTapes(MiniBatchLayout &L, QRectF &rest, const MiniBatchMeta &m, const Style &s, QPaintDevice *dev, const ViewParts &parts)
{
    const QFontMetricsF fmTick(s.scaledFont(0.9), dev);
    const QFontMetricsF fmLabel(s.scaledFont(1.0), dev);
    const QFontMetricsF fmBig(s.scaledFont(1.15, true), dev);
    const double em = fmLabel.height();
    const double pad = std::max(6.0, 0.5 * em);
    const bool alone = !parts.chart && !parts.panel;
    // Label column: wide enough for the longest name and the big "N updates per epoch".
    const double n = m.n;
    const QString widest = QStringLiteral("%1 updates per epoch").arg(count(m.updates_per_epoch_sample));
    const double labelW = std::clamp(std::max(fmBig.horizontalAdvance(widest), fmLabel.horizontalAdvance(QStringLiteral("mini-batch · B = 4000 · keep"))) + pad,
                                     10.0 * em, std::max(10.0 * em, 0.34 * rest.width()));
    const double padded = m.padded;
    TapeRows r = tapeRows(em, 1.0, padded > 0);
    auto blockHeight = [&](const TapeRows &t) {
        return (t.tick + t.bar + t.gap) + (t.numbers + t.tick + t.bar + t.below) + (t.gap + t.tick + t.bar + fmTick.height() + 4);
    };
    // Thicker tapes where there is room: they must read from the back of a room.
    const double k = std::clamp((alone ? 0.8 : 0.36) * rest.height() / blockHeight(r), 1.0, alone ? 3.0 : 1.6);
    r = tapeRows(em, k, padded > 0);
    const double left = rest.left() + labelW + pad;
    const double extGap = padded > 0 ? std::max(8.0, 0.6 * em) : 0.0;
    const double avail = std::max(50.0, rest.right() - left - 0.6 * em);
    L.cellWidth = (avail - extGap) / std::max(1.0, n + padded);
    const double tapeW = L.cellWidth * n;
    L.tickHeight = r.tick;

    double y = rest.top();
    if (alone)
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

/// The loss chart and the side panel in what `rest` leaves.
void layoutChartAndPanel(MiniBatchLayout &L, const QRectF &rest, const Style &s, QPaintDevice *dev, const ViewParts &parts)
{
    const QFontMetricsF fmTick(s.scaledFont(0.9), dev);
    const double em = QFontMetricsF(s.scaledFont(1.0), dev).height();
    const double pad = std::max(6.0, 0.5 * em);
    double panelW = 0;
    if (parts.panel && parts.chart)
        panelW = std::clamp(0.34 * rest.width(), 17.0 * em, 26.0 * em);
    else if (parts.panel)
        panelW = rest.width();
    if (parts.chart && rest.width() - panelW < 20 * em && parts.panel)
        panelW = std::max(0.0, rest.width() - 20 * em);
    if (parts.panel)
        L.panel = QRectF(rest.right() - panelW, rest.top(), panelW, rest.height());
    if (parts.panel && !parts.chart && !parts.tapes) {
        const double w = std::min(rest.width(), 34.0 * em);
        L.panel = QRectF(rest.center().x() - w / 2, rest.top() + em, w, rest.height() - em);
    }
    if (parts.chart) {
        const double leftM = 64 + em + 8;
        const double bottomM = 4 + fmTick.height() + em + 8;
        const double right = parts.panel ? L.panel.left() - pad : rest.right();
        L.chart = QRectF(rest.left() + leftM, rest.top() + 0.3 * em, std::max(40.0, right - rest.left() - leftM - 0.5 * em),
                         std::max(40.0, rest.height() - bottomM - 0.3 * em));
    }
}

} // namespace

MiniBatchLayout miniBatchLayout(const Trace &tr, const QRectF &area, const Style &s, const QPaintDevice *device, const QString &view)
{
    const MiniBatchTrace &tt = typed(tr);
    auto *dev = const_cast<QPaintDevice *>(device);
    MiniBatchLayout L;
    const QFontMetricsF fmTitle(s.scaledFont(1.25, true), dev);
    const double em = QFontMetricsF(s.scaledFont(1.0), dev).height();
    const double pad = std::max(6.0, 0.5 * em);
    const ViewParts parts(view);

    L.title = QRectF(area.left() + pad, area.top() + 4, area.width() - 2 * pad, fmTitle.height() + 4);
    QRectF rest = area.adjusted(pad, L.title.height() + 10, -pad, -pad);

    if (tt.summary.diverged) {
        const QFontMetricsF fmBanner(s.scaledFont(1.05, true), dev);
        const QString text = QStringLiteral("⚠ ") + prettyMessage(tt.summary.message);
        const double h = fmBanner.boundingRect(QRectF(0, 0, rest.width() - 2 * pad, 1e6), Qt::TextWordWrap, text).height() + pad * 1.4;
        L.banner = QRectF(rest.left(), rest.top(), rest.width(), h);
        rest.setTop(L.banner.bottom() + pad);
    }
    if (parts.tapes)
        layoutTapes(L, rest, tt.meta, s, dev, parts);
    if (parts.chart || parts.panel)
        layoutChartAndPanel(L, rest, s, dev, parts);
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
        using F = MiniBatchStep;
        return {column(fieldName(&F::update)),     column(fieldName(&F::epoch)), column(fieldName(&F::batch_index)),
                column(fieldName(&F::batch_size)), column(fieldName(&F::w)),     column(fieldName(&F::loss))};
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("update"), QStringLiteral("epoch"), QStringLiteral("batch"), QStringLiteral("size"), QStringLiteral("w"),
                QStringLiteral("L")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

void paintTapes(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);
void paintChart(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);
void paintPanel(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);

/// The title line: what the view shows and, when there is room, the update and epoch shown.
void paintTitle(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const MiniBatchStep &f = shownFrame(ctx);
    p.setFont(s.scaledFont(1.25, true));
    p.setPen(s.foreground);
    const QString title = ctx.view == QLatin1String("loss")     ? QStringLiteral("Loss of the three cadences")
                          : ctx.view == QLatin1String("frozen") ? QStringLiteral("One mini-batch: frozen weight, averaged gradient")
                                                                : QStringLiteral("Mini-batch cadence: when is w allowed to move?");
    panel::fitText(p, L.title, title, s.scaledFont(1.25, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7); // never past the canvas
    p.setFont(s.scaledFont(1.0));
    p.setPen(s.muted);
    const QString where = QStringLiteral("update %1 of %2 · epoch %3 of %4")
                              .arg(count(ctx.shownStep()), count(ctx.lastStep()), count(f.epoch), count(typed(ctx.trace).meta.epochs));
    if (QFontMetricsF(p.font(), p.device()).horizontalAdvance(where) + QFontMetricsF(s.scaledFont(1.25, true), p.device()).horizontalAdvance(title) + 30 <
        L.title.width())
        p.drawText(L.title, Qt::AlignRight | Qt::AlignVCenter, where);
}

void paintBanner(QPainter &p, const MiniBatchLayout &L, const Style &s, const std::string &message)
{
    p.setPen(QPen(s.warning, 2));
    p.setBrush(withAlpha(s.warning, s.name == QLatin1String("dark") ? 55 : 30));
    p.drawRoundedRect(L.banner, 6, 6);
    p.setFont(s.scaledFont(1.05, true));
    p.setPen(s.warning);
    p.drawText(L.banner.adjusted(10, 0, -10, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, QStringLiteral("⚠ ") + prettyMessage(message));
}

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
    p.save();
    p.fillRect(area, s.background);
    p.setClipRect(area);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const MiniBatchLayout L = miniBatchLayout(ctx.trace, area, s, p.device(), ctx.view);

    paintTitle(p, L, ctx);
    if (!L.banner.isEmpty())
        paintBanner(p, L, s, typed(ctx.trace).summary.message);
    if (!L.tapes[0].isEmpty())
        paintTapes(p, L, ctx);
    if (!L.chart.isEmpty())
        paintChart(p, L, ctx);
    if (!L.panel.isEmpty())
        paintPanel(p, L, ctx);
    p.restore();
}

// ------------------------------------------------------------------------------------ tapes

/// One paint of the three tapes. The steps run in order and share the trace's tape facts.
class TapesPaint {
public:
    TapesPaint(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);
    void paint();

private:
    void paintLabels();
    /// The cells: a thin bar of N squares; batches of the mini tape alternate in tone.
    void paintCells(QPainter &q, const QRectF &tape, const QColor &tone, bool batches) const;
    /// A tick: where w is allowed to move, at the right edge of a sample's cell.
    void paintTick(QPainter &q, const QRectF &tape, double position, const QColor &color, double width, double height) const;
    /// Everything a cached tape layer is drawn from.
    std::size_t tapeKey(const QRectF &tape, const QColor &tone, double tick) const;
    void paintSampleTape();
    void paintMiniTape();
    void paintDropped();
    void paintPadded();
    void paintTickNumbers();
    void paintLeftoverNote();
    void paintHighlight();
    void labelHighlight(const QRectF &hl);
    void paintFullTape();
    /// Where batch `b`'s tick stands: a padded last batch moves w only after its repeated samples.
    double tickX(std::size_t b) const;

    QPainter &p;
    const Style &s;
    const PaintContext &ctx;
    const MiniBatchLayout &L;
    const MiniBatchMeta &m;
    const MiniBatchStep &f; ///< the update shown
    const Colors c;
    const double lw, em, cw;
    const int n;
    const std::vector<double> &ticks;
    const QString pol;
    const QRectF mini;
    const QFont small;
    const QFontMetricsF fmSmall;
    std::vector<QRectF> belowUsed; ///< notes under the mini tape, for the highlight's label to avoid
};

TapesPaint::TapesPaint(QPainter &painter, const MiniBatchLayout &layout, const PaintContext &context)
    : p(painter), s(context.style), ctx(context), L(layout), m(typed(context.trace).meta), f(shownFrame(context)), c(s), lw(lineWidth(s)),
      em(QFontMetricsF(s.scaledFont(1.0), painter.device()).height()), cw(layout.cellWidth), n(m.n), ticks(m.tape_ticks), pol(policy(m)),
      mini(layout.tapes[MiniBatchLayout::MiniBatch]), small(s.scaledFont(0.85)), fmSmall(small, painter.device())
{
}

void TapesPaint::paint()
{
    paintLabels();
    paintSampleTape();
    paintMiniTape();
    paintDropped();
    paintPadded();
    paintTickNumbers();
    paintLeftoverNote();
    paintHighlight();
    paintFullTape();
}

/// Labels: what the cadence is and, big, how many updates an epoch gives.
void TapesPaint::paintLabels()
{
    struct Row {
        QString name;
        QString updates;
        QString detail;
        QColor color;
    };
    auto perEpoch = [](int k) { return QStringLiteral("%1 %2 per epoch").arg(count(k), updatesWord(k)); };
    const Row rows[3] = {
        {QStringLiteral("sample-wise · B = 1"), perEpoch(m.updates_per_epoch_sample), {}, c.sample},
        {QStringLiteral("mini-batch · B = %1 · %2").arg(count(m.batch), pol), perEpoch(m.updates_per_epoch_mini),
         m.leftover > 0 ? QStringLiteral("keep %1 · drop %2 · pad %3")
                              .arg(count(m.updates_per_epoch_keep), count(m.updates_per_epoch_drop), count(m.updates_per_epoch_pad))
                        : QString(),
         c.mini},
        {QStringLiteral("full batch · B = N = %1").arg(count(n)), perEpoch(m.updates_per_epoch_full), {}, c.full},
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
}

void TapesPaint::paintCells(QPainter &q, const QRectF &tape, const QColor &tone, bool batches) const
{
    q.setPen(Qt::NoPen);
    q.setBrush(s.panel);
    q.drawRect(tape);
    if (batches) {
        double start = 0;
        for (std::size_t b = 0; b < ticks.size(); ++b) {
            const double end = ticks[b] + 1;
            q.setBrush(withAlpha(tone, b % 2 ? 40 : 80));
            q.drawRect(QRectF(tape.left() + start * cw, tape.top(), (end - start) * cw, tape.height()));
            start = end;
        }
    }
    q.setPen(QPen(withAlpha(s.grid, 200), 1));
    if (cw >= 3.0) {
        for (int i = 1; i < n; ++i)
            q.drawLine(QPointF(tape.left() + i * cw, tape.top()), QPointF(tape.left() + i * cw, tape.bottom()));
    } else {
        // Too thin for a line per square: mark every tenth sample faintly instead.
        for (int i = 10; i < n; i += 10)
            q.drawLine(QPointF(tape.left() + i * cw, tape.top() + tape.height() * 0.65), QPointF(tape.left() + i * cw, tape.bottom()));
    }
    q.setPen(QPen(s.muted, 1));
    q.setBrush(Qt::NoBrush);
    q.drawRect(tape);
}

void TapesPaint::paintTick(QPainter &q, const QRectF &tape, double position, const QColor &color, double width, double height) const
{
    const double x = tape.left() + (position + 1) * cw;
    q.setPen(QPen(color, width, Qt::SolidLine, Qt::FlatCap));
    q.drawLine(QPointF(x, tape.top() - height), QPointF(x, tape.bottom()));
}

std::size_t TapesPaint::tapeKey(const QRectF &tape, const QColor &tone, double tick) const
{
    std::size_t key = std::hash<double>{}(cw);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {tape.left(), tape.top(), tape.width(), tape.height(), double(n), tick, L.tickHeight})
        mixIn(v);
    for (const QColor &col : {tone, s.panel, s.grid, s.muted})
        mixIn(double(col.rgba()));
    for (double v : ticks)
        mixIn(v);
    return key;
}

/// Sample-wise: a tick after every square. The cells and the ticks are the same in every frame of
/// a trace (thousands of them for a long tape): rasterized once per picture.
void TapesPaint::paintSampleTape()
{
    const QRectF tape = L.tapes[MiniBatchLayout::SampleWise];
    const double w = std::clamp(cw * 0.45, 1.0, 2.5 * lw);
    draw::drawCachedLayer(p, tape.adjusted(-w - 2, -L.tickHeight - 2, w + 2, 2), tapeKey(tape, c.sample, w), [&](QPainter &q) {
        paintCells(q, tape, c.sample, false);
        for (int i = 0; i < n; ++i)
            paintTick(q, tape, i, c.sample, w, L.tickHeight * 0.8);
    });
}

/// Mini-batch: its cells and every batch tick but the last (a padded or dropped end draws over
/// that one) and the current one (thicker, drawn with the numbers) are the same in every frame.
void TapesPaint::paintMiniTape()
{
    auto miniTickX = [&](std::size_t b) { return mini.left() + (ticks[b] + 1) * cw; };
    const double miniTickW = 1.6 * lw;
    draw::drawCachedLayer(p, mini.adjusted(-miniTickW - 2, -L.tickHeight - 2, miniTickW + 2, 2), tapeKey(mini, c.mini, miniTickW),
                          [&](QPainter &q) {
                              paintCells(q, mini, c.mini, true);
                              q.setPen(QPen(c.mini, miniTickW, Qt::SolidLine, Qt::FlatCap));
                              for (std::size_t b = 0; b + 1 < ticks.size(); ++b)
                                  q.drawLine(QPointF(miniTickX(b), mini.top() - L.tickHeight), QPointF(miniTickX(b), mini.bottom()));
                          });
}

/// The samples the drop policy leaves out, crossed out.
void TapesPaint::paintDropped()
{
    if (m.dropped <= 0)
        return;
    const QRectF r(mini.left() + (n - m.dropped) * cw, mini.top(), m.dropped * cw, mini.height());
    p.setPen(Qt::NoPen);
    p.setBrush(s.background);
    p.drawRect(r);
    p.setBrush(QBrush(withAlpha(s.muted, 200), Qt::DiagCrossPattern));
    p.drawRect(r);
    p.setPen(QPen(s.muted, lw));
    p.drawLine(r.topLeft(), r.bottomRight());
    p.drawLine(r.bottomLeft(), r.topRight());
}

/// The repeated samples: a hatched extension after the tape, and the positions it repeats.
void TapesPaint::paintPadded()
{
    if (m.padded <= 0 || L.padCells.isEmpty())
        return;
    const QRectF ext = L.padCells;
    p.setPen(QPen(c.mini, 1));
    p.setBrush(s.panel);
    p.drawRect(ext);
    p.setBrush(QBrush(c.mini, Qt::BDiagPattern));
    p.drawRect(ext);
    const std::vector<double> &positions = m.padded_positions;
    p.setPen(Qt::NoPen);
    p.setBrush(QBrush(withAlpha(c.mini, 220), Qt::BDiagPattern));
    double lo = 1e300, hi = -1e300;
    for (double pos : positions) {
        p.drawRect(QRectF(mini.left() + pos * cw, mini.top(), cw, mini.height()));
        lo = std::min(lo, pos);
        hi = std::max(hi, pos);
    }
    if (positions.empty())
        return;
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

double TapesPaint::tickX(std::size_t b) const
{
    const bool afterPad = m.padded > 0 && !L.padCells.isEmpty() && b + 1 == ticks.size();
    return afterPad ? L.padCells.right() : mini.left() + (ticks[b] + 1) * cw;
}

/// Tick numbers (update 1, 2, ...) above the mini tape, thinned out when they would collide; the
/// current batch's number is always written, and the others make room for it.
void TapesPaint::paintTickNumbers()
{
    p.setFont(small);
    double lastRight = -1e300;
    const int current = f.batch_index;
    QRectF currentLabel;
    if (current >= 1 && current <= int(ticks.size())) {
        const double x = tickX(std::size_t(current - 1));
        const double tw = QFontMetricsF(s.scaledFont(0.85, true), p.device()).horizontalAdvance(count(double(current)));
        currentLabel = QRectF(x - tw / 2 - 2, 0, tw + 4, 1).adjusted(-3, 0, 3, 0);
    }
    for (std::size_t b = 0; b < ticks.size(); ++b) {
        const bool isCurrent = int(b) + 1 == current;
        const double x = tickX(b);
        if (isCurrent || b + 1 == ticks.size()) { // the others are in the cached layer
            p.setPen(QPen(isCurrent ? c.highlight : c.mini, isCurrent ? 2.6 * lw : 1.6 * lw, Qt::SolidLine, Qt::FlatCap));
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

/// The leftover, said in words under the end of the tape.
void TapesPaint::paintLeftoverNote()
{
    if (m.leftover <= 0)
        return;
    QString text;
    if (pol == QLatin1String("drop"))
        text = QStringLiteral("%1 dropped").arg(count(m.dropped));
    else if (pol == QLatin1String("pad"))
        text = QStringLiteral("last %1 + %2 repeated").arg(count(m.leftover), count(m.padded));
    else
        text = QStringLiteral("last batch: %1").arg(count(m.leftover));
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

/// The current batch, highlighted (its tape positions; later epochs reuse the same positions).
/// While a transition plays it slides from the previous batch of the same epoch to this one.
void TapesPaint::paintHighlight()
{
    if (f.tape_end < f.tape_start)
        return;
    double a = f.tape_start, b = f.tape_end;
    const MiniBatchStep &from = fromFrame(ctx);
    if (ctx.shownStep() != ctx.index && from.epoch == f.epoch && from.tape_end >= from.tape_start) {
        a = between(from.tape_start, f.tape_start, ctx.t);
        b = between(from.tape_end, f.tape_end, ctx.t);
    }
    const double grow = 0.3 * L.tickHeight;
    const QRectF hl(mini.left() + a * cw, mini.top() - grow, (b - a + 1) * cw, mini.height() + 2 * grow);
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(c.highlight, 120));
    p.drawRect(hl);
    p.setPen(QPen(c.highlight, std::max(2.5, 1.6 * lw)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(hl);
    if (f.padded_in_batch.value_or(0) > 0 && !L.padCells.isEmpty()) {
        p.setPen(QPen(c.highlight, std::max(2.0, 1.2 * lw), Qt::DashLine));
        p.drawRect(L.padCells.adjusted(0, -grow, 0, grow));
        for (double pos : m.padded_positions)
            p.fillRect(QRectF(mini.left() + pos * cw, mini.bottom() + grow - 3, cw, 3), c.highlight);
    }
    labelHighlight(hl);
}

/// Which samples, under the highlight: the longest wording that fits beside the labels (large type
/// on a narrow canvas drops "batch N"), beside the leftover note rather than on it.
void TapesPaint::labelHighlight(const QRectF &hl)
{
    const int start = f.tape_start, end = f.tape_end;
    const QString samples = end > start ? QStringLiteral("samples %1–%2").arg(count(start + 1), count(end + 1))
                                        : QStringLiteral("sample %1").arg(count(start + 1));
    p.setFont(s.scaledFont(0.85, true));
    const QFontMetricsF fm(p.font(), p.device());
    QString text;
    for (const QString &v : {QStringLiteral("batch %1: %2").arg(count(f.batch_index), samples), samples}) {
        text = v;
        if (fm.horizontalAdvance(v) + 8 <= mini.right() - L.tapeLabels[1].right())
            break;
    }
    const double tw = fm.horizontalAdvance(text) + 8;
    double x = std::clamp(hl.center().x() - tw / 2, L.tapeLabels[1].right(), std::max(L.tapeLabels[1].right(), mini.right() - tw));
    QRectF r(x, hl.bottom() + 1, tw, fm.height());
    for (const QRectF &u : belowUsed)
        if (u.intersects(r))
            r.moveRight(u.left() - 0.5 * em);
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(s.background, 220));
    p.drawRoundedRect(r, 3, 3);
    p.setPen(c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 115));
    p.drawText(r, Qt::AlignCenter, text);
}

/// Full batch: one tick at the very end.
void TapesPaint::paintFullTape()
{
    const QRectF tape = L.tapes[MiniBatchLayout::FullBatch];
    paintCells(p, tape, c.full, false);
    paintTick(p, tape, n - 1, c.full, 2.6 * lw, L.tickHeight);
    p.setFont(small);
    p.setPen(s.muted);
    p.drawText(QRectF(tape.left(), tape.bottom() + 2, 6 * em, fmSmall.height()), Qt::AlignLeft | Qt::AlignTop, QStringLiteral("sample 1"));
    p.drawText(QRectF(tape.right() - 8 * em, tape.bottom() + 2, 8 * em, fmSmall.height()), Qt::AlignRight | Qt::AlignTop,
               QStringLiteral("sample %1").arg(count(n)));
}

void paintTapes(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx) { TapesPaint(p, L, ctx).paint(); }

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


// ------------------------------------------------------------------------------------ chart

/// One paint of the loss chart: the three cadences' curves on shared axes (updates on a log scale,
/// or samples seen), the legend, and the current frame on the mini-batch curve.
class ChartPaint {
public:
    ChartPaint(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);
    void paint();

private:
    struct Series {
        std::vector<double> x, loss;
        QColor color;
        QString name;
        bool dots;
    };
    void makeSeries();
    void fitAxes();
    /// x: updates on a log scale (400 : 13 : 1 per epoch do not share a linear axis), or samples seen.
    double X(double v) const { return bySamples ? v : std::log10(1.0 + std::max(0.0, v)); }
    void paintGridAndTicks();
    void placeLegend();
    void paintEpochMarks();
    void paintFrameAndTitles();
    void paintCurves();
    void paintLegend();
    void paintCurrent();
    void labelCurrent(QPointF at, double r, double yv);

    QPainter &p;
    const Style &s;
    const PaintContext &ctx;
    const MiniBatchMeta &m;
    const Colors c;
    const double lw, em;
    const bool bySamples;
    const QRectF plot;
    std::vector<Series> series;
    double xmax = 1;
    draw::Axes ax;
    QRectF legendBox; ///< top right inside the plot (the curves fall toward the bottom)
    std::vector<std::vector<QPointF>> drawn; ///< every curve in pixels, for the current label to keep off
};

ChartPaint::ChartPaint(QPainter &painter, const MiniBatchLayout &L, const PaintContext &context)
    : p(painter), s(context.style), ctx(context), m(typed(context.trace).meta), c(s), lw(lineWidth(s)),
      em(QFontMetricsF(s.scaledFont(1.0), painter.device()).height()), bySamples(option(context.options, QStringLiteral("samples"), false)),
      plot(L.chart)
{
}

void ChartPaint::paint()
{
    makeSeries();
    fitAxes();
    p.save();
    paintGridAndTicks();
    placeLegend();
    if (bySamples)
        paintEpochMarks();
    paintFrameAndTitles();
    p.setClipRect(plot.adjusted(1, 1, -1, -1));
    paintCurves();
    p.setClipping(false);
    paintLegend();
    paintCurrent();
    p.setClipping(false);
    p.restore();
}

void ChartPaint::makeSeries()
{
    std::vector<double> miniUpdates(m.mini_loss.size());
    for (std::size_t i = 0; i < miniUpdates.size(); ++i)
        miniUpdates[i] = double(i); // the i-th entry is the loss after update i
    series = {
        {bySamples ? m.sample_seen : m.sample_updates, m.sample_loss, c.sample, QStringLiteral("sample-wise"), false},
        {bySamples ? m.mini_seen : miniUpdates, m.mini_loss, c.mini, QStringLiteral("mini-batch, B = %1").arg(count(m.batch)), true},
        {bySamples ? m.full_seen : m.full_updates, m.full_loss, c.full, QStringLiteral("full batch"), true},
    };
}

void ChartPaint::fitAxes()
{
    double ymax = 0, start = 0;
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
    ax.plot = plot;
    ax.x0 = 0;
    ax.x1 = X(xmax) * (bySamples ? 1.0 : 1.04);
    ax.y0 = 0;
    ax.y1 = ymax * 1.08;
}

void ChartPaint::paintGridAndTicks()
{
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
}

/// The legend's place, top right inside the plot; the epoch labels keep out of it.
void ChartPaint::placeLegend()
{
    const QFontMetricsF lfm(s.scaledFont(0.85), p.device());
    const double row = lfm.height() + 2;
    double wmax = 0;
    for (const Series &se : series)
        wmax = std::max(wmax, lfm.horizontalAdvance(se.name));
    const double sw = 2 * lfm.height();
    legendBox = QRectF(plot.right() - wmax - sw - 26, plot.top() + 6, wmax + sw + 20, 3 * row + 8);
}

/// Epoch boundaries on the samples-seen axis.
void ChartPaint::paintEpochMarks()
{
    const double n = m.n;
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

void ChartPaint::paintFrameAndTitles()
{
    const QFontMetricsF fm(s.scaledFont(0.9), p.device());
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
}

/// The curves. Points that fall in one pixel column keep only that column's first, lowest,
/// highest and last (40,000 updates on 1,500 columns); the curves are the same in every frame of a
/// trace, so they are rasterized once per picture.
void ChartPaint::paintCurves()
{
    for (const Series &se : series) {
        ColumnReducer col(drawn.emplace_back());
        const std::size_t k = std::min(se.x.size(), se.loss.size());
        for (std::size_t i = 0; i < k; ++i)
            if (std::isfinite(se.loss[i]) && std::isfinite(se.x[i]))
                col.add(ax.map(X(se.x[i]), std::min(se.loss[i], ax.y1 * 2)));
        col.flush();
    }
    std::size_t key = std::hash<double>{}(lw);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (std::size_t k = 0; k < drawn.size(); ++k) {
        mixIn(double(series[k].color.rgba()));
        for (const QPointF &q : drawn[k])
            mixIn(q.x()), mixIn(q.y());
    }
    mixIn(double(s.background.rgba()));
    draw::drawCachedLayer(p, plot, key, [&](QPainter &q) {
        for (const Series &se : series) {
            QPainterPath path;
            bool started = false;
            const std::size_t k = std::min(se.x.size(), se.loss.size());
            for (std::size_t i = 0; i < k; ++i) {
                if (!std::isfinite(se.loss[i]) || !std::isfinite(se.x[i]))
                    continue;
                const QPointF pt = ax.map(X(se.x[i]), std::min(se.loss[i], ax.y1 * 2));
                started ? path.lineTo(pt) : path.moveTo(pt);
                started = true;
            }
            q.setPen(QPen(se.color, se.dots ? lw * 1.2 : lw * 0.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            q.setBrush(Qt::NoBrush);
            draw::drawCurve(q, path);
            if (se.dots && k < 200) {
                q.setPen(QPen(s.background, 1));
                q.setBrush(se.color);
                for (std::size_t i = 0; i < k; ++i)
                    q.drawEllipse(ax.map(X(se.x[i]), std::min(se.loss[i], ax.y1 * 2)), 2.2 + lw * 0.6, 2.2 + lw * 0.6);
            }
        }
    });
}

void ChartPaint::paintLegend()
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

/// The current frame on the mini-batch curve, sliding toward the next one.
void ChartPaint::paintCurrent()
{
    const MiniBatchStep &a = fromFrame(ctx), &b = toFrame(ctx);
    const double xv = bySamples ? between(a.samples_seen, b.samples_seen, ctx.t) : between(a.update, b.update, ctx.t);
    const double yv = sgd::lerp(a, b, ctx.t).loss;
    if (!std::isfinite(yv) || !std::isfinite(xv))
        return;
    const QPointF at = ax.map(X(xv), std::min(yv, ax.y1));
    p.setPen(QPen(withAlpha(c.highlight, 200), 1.2, Qt::DashLine));
    p.drawLine(QPointF(at.x(), plot.top()), QPointF(at.x(), plot.bottom()));
    const double r = std::max(7.0, 0.45 * em);
    p.setPen(QPen(c.highlight, 2.5 * lw * 0.8));
    p.setBrush(withAlpha(c.highlight, 90));
    p.drawEllipse(at, r, r);
    labelCurrent(at, r, yv);
}

/// "update n: L = …" on a place that covers no curve; a label that had to move away from its
/// point keeps a thin line back to it.
void ChartPaint::labelCurrent(QPointF at, double r, double yv)
{
    const MiniBatchStep &f = shownFrame(ctx);
    const bool off = yv > ax.y1;
    const QString label = QStringLiteral("update %1: L = %2%3").arg(count(f.update), disp(f.loss), off ? QStringLiteral(", off the chart ↑") : QString());
    p.setFont(s.scaledFont(0.9, true));
    const QFontMetricsF lfm(p.font(), p.device());
    const double tw = lfm.horizontalAdvance(label) + 10, th = lfm.height() + 2;
    const QRectF box = labelPlace(QSizeF(tw, th), at, r, plot.adjusted(2, 2, -2, -2), legendBox, drawn);
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

void paintChart(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx) { ChartPaint(p, L, ctx).paint(); }

// ------------------------------------------------------------------------------------ panel

/// The current update, in words and numbers.
std::vector<TextLine> currentUpdateLines(const PaintContext &ctx, const MiniBatchMeta &m, const MiniBatchStep &f)
{
    const Style &s = ctx.style;
    const Colors c(s);
    const QFont body = s.scaledFont(0.9), bold = s.scaledFont(0.95, true);
    std::vector<TextLine> now;
    if (f.update == 0) {
        now.push_back({QStringLiteral("Update 0 of %1: the start").arg(count(ctx.lastStep())), s.foreground, bold});
        now.push_back({QStringLiteral("w = %1, loss over all %2 samples = %3").arg(disp(f.w), count(m.n), disp(f.loss)), s.foreground, body});
        now.push_back({QStringLiteral("no samples seen yet"), s.muted, body});
        return now;
    }
    const QColor stepColor = f.grad < 0 ? s.positive : f.grad > 0 ? s.negative : s.muted;
    const int padded = f.padded_in_batch.value_or(0);
    now.push_back({QStringLiteral("Update %1 of %2 · epoch %3 · batch %4 of %5")
                       .arg(count(ctx.shownStep()), count(ctx.lastStep()), count(f.epoch), count(f.batch_index), count(m.updates_per_epoch_mini)),
                   s.foreground, bold});
    QString which = QStringLiteral("samples %1–%2 of the shuffled tape, %3 in the batch")
                        .arg(count(f.tape_start + 1), count(f.tape_end + 1), count(f.batch_size));
    if (padded > 0)
        which += QStringLiteral(" (%1 repeated)").arg(count(padded));
    now.push_back({which, c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 115), body});
    now.push_back({QStringLiteral("mean gradient ḡ = %1").arg(disp(f.grad)), s.foreground, body});
    now.push_back({QStringLiteral("w = %1 %2 %3·%4 = %5").arg(disp(f.w_before), kMinus, disp(m.eta), term(f.grad), disp(f.w)), stepColor,
                   s.scaledFont(0.9, true)});
    now.push_back({QStringLiteral("loss over all samples %1 · seen %2").arg(disp(f.loss), count(f.samples_seen)), s.muted, body});
    return now;
}

/// The frozen-weight batch of the lecture: one w, four gradients, their mean, one step. The card's
/// head, table rows and foot, with the heights they need.
struct FrozenCard {
    std::vector<TextLine> head, foot;
    double row = 0, height = 0;
};

FrozenCard frozenCard(QPainter &p, const Style &s, const MiniBatchMeta &m, double width)
{
    FrozenCard card;
    card.row = QFontMetricsF(s.scaledFont(0.9), p.device()).height() + 3;
    card.head = {{QStringLiteral("Frozen-weight batch"), s.foreground, s.scaledFont(0.95, true)},
                 {QStringLiteral("w stays %1 while %2 gradients are taken").arg(disp(m.frozen_w), count(double(m.frozen_grads.size()))), s.muted,
                  s.scaledFont(0.85)}};
    card.foot = {{QStringLiteral("one update: %1 %2 %3·%4 = %5").arg(disp(m.frozen_w), kMinus, disp(m.eta), term(m.frozen_mean_grad), disp(m.frozen_w_next)),
                  m.frozen_mean_grad < 0 ? s.positive : s.negative, s.scaledFont(0.9, true)}};
    const double headH = linesHeight(card.head, width, p.device());
    const double footH = linesHeight(card.foot, width, p.device());
    const double tableH = card.row * double(m.frozen_grads.size() + 2) + 4;
    card.height = headH + tableH + footH + 18;
    return card;
}

/// The frozen batch's table from `yy` down in card `r`: x, y, gradient, and a bar per gradient with
/// the mean as a dashed line. Returns the y below the mean's row.
double paintFrozenTable(QPainter &p, const QRectF &r, double yy, double row, const Style &s, const MiniBatchMeta &m)
{
    const Colors c(s);
    const double em = QFontMetricsF(s.scaledFont(1.0), p.device()).height();
    const std::vector<double> &fx = m.frozen_x, &fy = m.frozen_y, &fg = m.frozen_grads;
    const double mean = m.frozen_mean_grad;
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
    // The formula where the column has room for it, else just its name.
    const QRectF head(colG, yy, std::max(2.0 * em, r.right() - colG - 8), row);
    const QString formula = QStringLiteral("g = (w·x %1 y)·x").arg(kMinus);
    p.drawText(head, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(p.font(), p.device()).horizontalAdvance(formula) <= head.width() ? formula : QStringLiteral("g"));
    yy += row;
    const double tableTop = yy;
    p.setFont(s.scaledFont(0.9));
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
    return yy + row + 6;
}

void paintPanel(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const MiniBatchMeta &m = typed(ctx.trace).meta;
    const Colors c(s);
    const QRectF panel = L.panel;
    const double em = QFontMetricsF(s.scaledFont(1.0), p.device()).height();
    const double inner = panel.width() - 16;
    const std::vector<TextLine> now = currentUpdateLines(ctx, m, shownFrame(ctx));
    const double nowH = linesHeight(now, inner - 16, p.device()) + 14;
    const FrozenCard frozen = frozenCard(p, s, m, inner - 16);

    const double gap = 0.6 * em;
    double y = panel.top();
    const bool showNow = panel.height() >= nowH + frozen.height + gap || panel.height() >= nowH + 2 * em;
    const bool showFrozen = panel.height() >= (showNow ? nowH + gap : 0) + frozen.height;
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
    if (showFrozen && !m.frozen_grads.empty()) {
        const QRectF r = card(frozen.height, s.grid);
        double yy = r.top() + 7;
        yy += drawLines(p, frozen.head, QPointF(r.left() + 8, yy), inner - 16) + 4;
        yy = paintFrozenTable(p, r, yy, frozen.row, s, m);
        drawLines(p, frozen.foot, QPointF(r.left() + 8, yy), inner - 16);
    }
}

// ------------------------------------------------------------------------------------ narration

/// How the tape splits into batches and how often w moves per epoch under each cadence.
QString cadenceSentence(const MiniBatchMeta &m)
{
    const QString pol = policy(m);
    QString cadence = QStringLiteral("With N = %1 samples and B = %2 the tape splits into %3 full batches")
                          .arg(count(m.n), count(m.batch), count(m.full_batches));
    if (m.leftover > 0) {
        cadence += QStringLiteral(" and a leftover of %1; ").arg(count(m.leftover));
        if (pol == QLatin1String("drop"))
            cadence += QStringLiteral("the drop policy leaves those %1 samples out of this epoch").arg(count(m.dropped));
        else if (pol == QLatin1String("pad"))
            cadence += QStringLiteral("the pad policy fills the short batch with %1 samples repeated from the start of the shuffled order")
                           .arg(count(m.padded));
        else
            cadence += QStringLiteral("the keep policy turns them into one short extra update");
    }
    cadence += QStringLiteral(", so w moves <b>%1 times per epoch</b> (sample-wise: %2, full batch: %3).")
                   .arg(count(m.updates_per_epoch_mini), count(m.updates_per_epoch_sample), count(m.updates_per_epoch_full));
    return cadence;
}

/// Update 0: the start, the cadence, and the frozen-weight batch.
QString narrateStart(const MiniBatchTrace &tt)
{
    const MiniBatchMeta &m = tt.meta;
    const MiniBatchStep &f = tt.frames.front();
    QStringList grads;
    for (double v : m.frozen_grads)
        grads << disp(v);
    QString out = QStringLiteral("<b>Update 0 of %1: the start.</b> w = %2 and the loss over all %3 samples is %4; no sample has been seen yet. ")
                      .arg(count(double(tt.frames.size() - 1)), disp(f.w), count(m.n), disp(f.loss));
    out += cadenceSentence(m);
    out += QStringLiteral("<br>In one batch the weight is frozen: at w = %1 the first %2 samples give the gradients %3; "
                          "their mean %4 makes one update, %1 %5 %6·%7 = %8.")
               .arg(disp(m.frozen_w), count(double(m.frozen_grads.size())), grads.join(QStringLiteral(", ")), disp(m.frozen_mean_grad), kMinus,
                    disp(m.eta), term(m.frozen_mean_grad), disp(m.frozen_w_next));
    return out;
}

/// Update `index` (at least 1): which batch, the frozen weight, the step and the loss after it.
QString narrateUpdate(const MiniBatchTrace &tt, int index)
{
    const MiniBatchMeta &m = tt.meta;
    const MiniBatchStep &f = tt.frames[std::size_t(index)];
    const QString pol = policy(m);
    const int padded = f.padded_in_batch.value_or(0);
    const bool lastOfEpoch = f.batch_index == m.updates_per_epoch_mini;
    QString out = QStringLiteral("<b>Update %1 of %2</b> (epoch %3, batch %4 of %5). ")
                      .arg(count(index), count(double(tt.frames.size() - 1)), count(f.epoch), count(f.batch_index), count(m.updates_per_epoch_mini));
    out += QStringLiteral("The batch is samples %1–%2 of this epoch's shuffled tape, %3 samples")
               .arg(count(f.tape_start + 1), count(f.tape_end + 1), count(f.batch_size));
    if (padded > 0)
        out += QStringLiteral(", of which %1 are repeats that pad the short last batch").arg(count(padded));
    else if (m.leftover > 0 && pol == QLatin1String("keep") && f.batch_size == m.leftover && lastOfEpoch)
        out += QStringLiteral(": the short leftover batch, kept as its own update");
    out += QStringLiteral(". While their gradients are computed w stays frozen at %1; the mean gradient is %2, ").arg(disp(f.w_before), disp(f.grad));
    out += f.grad < 0 ? QStringLiteral("negative, so w grows") : f.grad > 0 ? QStringLiteral("positive, so w shrinks") : QStringLiteral("zero, so w stays");
    out += QStringLiteral(": %1 %2 %3·%4 = <b>%5</b>. ").arg(disp(f.w_before), kMinus, disp(m.eta), term(f.grad), disp(f.w));
    out += QStringLiteral("The loss over all samples is now %1, after %2 samples seen.").arg(disp(f.loss), count(f.samples_seen));
    if (pol == QLatin1String("drop") && m.leftover > 0 && lastOfEpoch)
        out += QStringLiteral(" The last %1 samples of the tape are dropped this epoch.").arg(count(m.dropped));
    if (lastOfEpoch || index == 1)
        out += QStringLiteral("<br>") + cadenceSentence(m);
    else
        out += QStringLiteral("<br>Under the %1 policy an epoch has %2 updates (sample-wise %3, full batch %4).")
                   .arg(pol, count(m.updates_per_epoch_mini), count(m.updates_per_epoch_sample), count(m.updates_per_epoch_full));
    if (tt.summary.diverged && index == int(tt.frames.size()) - 1)
        out += QStringLiteral("<br><b>The run stops here:</b> ") + prettyMessage(tt.summary.message).toHtmlEscaped() + QStringLiteral(".");
    return out;
}

QString MiniBatchPainter::narration(const Trace &tr, int index, const QVariantMap &options) const
{
    Q_UNUSED(options);
    if (tr.frames.empty())
        return {};
    const MiniBatchTrace &tt = typed(tr);
    index = std::clamp(index, 0, int(tt.frames.size()) - 1);
    return tt.frames[std::size_t(index)].update == 0 ? narrateStart(tt) : narrateUpdate(tt, index);
}

} // namespace

std::unique_ptr<ScenePainter> makeMiniBatchPainter() { return std::make_unique<MiniBatchPainter>(); }

} // namespace sgd::ui
