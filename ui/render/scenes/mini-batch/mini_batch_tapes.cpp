#include "mini_batch_parts.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QHash>
#include <QObject>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

// The mini-batch scene's three tapes: N cells each, a tick wherever w is allowed to move, the
// current batch highlighted, and what the leftover policy does to the last batch.

namespace sgd::ui::mini_batch {

namespace {

// ------------------------------------------------------------------------------------ tapes

/// One paint of the three tapes. The steps run in order and share the trace's tape facts.
class TapesPaint {
public:
    TapesPaint(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);
    void paint();

private:
    void paintLabels();
    void paintLabelsInto(QPainter &p) const;
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
    : p(painter), s(context.style), ctx(context), L(layout), m(typed(context.trace).meta), f(shownFrame(context)), c(s),
      lw(lineWidth(s)), em(QFontMetricsF(s.bodyFont(), painter.device()).height()), cw(layout.cellWidth), n(m.n),
      ticks(m.tape_ticks), pol(policy(m)), mini(layout.tapes[MiniBatchLayout::MiniBatch]), small(s.legendFont()),
      fmSmall(small, painter.device())
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
    // The same in every frame of a trace; wrapped text is measured and shaped only once per picture.
    QRectF all;
    for (const QRectF &r : L.tapeLabels)
        all = all.united(r);
    std::size_t key = tapeKey(all, s.foreground, 7.0);
    for (double v : {double(m.updates_per_epoch_sample), double(m.updates_per_epoch_mini), double(m.updates_per_epoch_full),
                     double(m.updates_per_epoch_keep), double(m.updates_per_epoch_drop), double(m.updates_per_epoch_pad),
                     double(m.batch), double(m.leftover), s.font.pointSizeF(), L.tapeLabels[0].top(), L.tapeLabels[1].top(),
                     L.tapeLabels[2].top(), double(qHash(pol))})
        key = (key ^ std::hash<double>{}(v)) * 1099511628211ull;
    draw::drawCachedLayer(s.cache, p, all.adjusted(-2, -2 * em, 2, 2 * em), key, [&](QPainter &q) { paintLabelsInto(q); });
}

void TapesPaint::paintLabelsInto(QPainter &p) const
{
    struct Row {
        QString name;
        QString updates;
        QString detail;
        QColor color;
    };
    auto perEpoch = [](int k) {
        return (k == 1 ? QObject::tr("%1 update per epoch") : QObject::tr("%1 updates per epoch")).arg(count(k));
    };
    const Row rows[3] = {
        {QObject::tr("sample-wise · B = 1"), perEpoch(m.updates_per_epoch_sample), {}, c.sample},
        {QObject::tr("mini-batch · B = %1 · %2").arg(count(m.batch), policyName(m)), perEpoch(m.updates_per_epoch_mini),
         m.leftover > 0
             ? QObject::tr("keep %1 · drop %2 · pad %3")
                   .arg(count(m.updates_per_epoch_keep), count(m.updates_per_epoch_drop), count(m.updates_per_epoch_pad))
             : QString(),
         c.mini},
        {QObject::tr("full batch · B = N = %1").arg(count(n)), perEpoch(m.updates_per_epoch_full), {}, c.full},
    };
    for (int i = 0; i < 3; ++i) {
        const QRectF r = L.tapeLabels[i];
        // The big "N updates per epoch" stays on one line: a narrow column eases its font down a
        // little before it would wrap into the label below.
        QFont big = s.headlineFont();
        const double bigW = QFontMetricsF(big, p.device()).horizontalAdvance(rows[i].updates);
        if (bigW > r.width() - 4 && bigW > 0)
            big.setPointSizeF(big.pointSizeF() * std::max(0.8, (r.width() - 4) * 0.95 / bigW)); // hinting: a little slack
        std::vector<TextLine> lines{{rows[i].name, s.foreground, s.panelFont()}, {rows[i].updates, rows[i].color, big}};
        if (!rows[i].detail.isEmpty())
            lines.push_back({rows[i].detail, s.muted, s.legendFont()});
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
    q.setPen(QPen(withAlpha(s.grid, 200), s.guideWidth()));
    if (cw >= 3.0) {
        for (int i = 1; i < n; ++i)
            q.drawLine(QPointF(tape.left() + i * cw, tape.top()), QPointF(tape.left() + i * cw, tape.bottom()));
    } else {
        // Too thin for a line per square: mark every tenth sample faintly instead.
        for (int i = 10; i < n; i += 10)
            q.drawLine(QPointF(tape.left() + i * cw, tape.top() + tape.height() * 0.65),
                       QPointF(tape.left() + i * cw, tape.bottom()));
    }
    q.setPen(QPen(s.muted, s.guideWidth()));
    q.setBrush(Qt::NoBrush);
    q.drawRect(tape);
}

void TapesPaint::paintTick(QPainter &q, const QRectF &tape, double position, const QColor &color, double width,
                           double height) const
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
    draw::drawCachedLayer(s.cache, p, tape.adjusted(-w - 2, -L.tickHeight - 2, w + 2, 2), tapeKey(tape, c.sample, w),
                          [&](QPainter &q) {
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
    draw::drawCachedLayer(s.cache, p, mini.adjusted(-miniTickW - 2, -L.tickHeight - 2, miniTickW + 2, 2),
                          tapeKey(mini, c.mini, miniTickW), [&](QPainter &q) {
                              paintCells(q, mini, c.mini, true);
                              q.setPen(QPen(c.mini, miniTickW, Qt::SolidLine, Qt::FlatCap));
                              for (std::size_t b = 0; b + 1 < ticks.size(); ++b)
                                  q.drawLine(QPointF(miniTickX(b), mini.top() - L.tickHeight),
                                             QPointF(miniTickX(b), mini.bottom()));
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
    p.setPen(QPen(c.mini, s.guideWidth()));
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
    draw::drawArrow(p, QPointF(to, mini.bottom() + 0.7 * em), QPointF(to, mini.bottom() + 2), c.mini, std::max(1.2, lw * 0.7),
                    6 + lw);
}

double TapesPaint::tickX(std::size_t b) const
{
    const bool afterPad = m.padded > 0 && !L.padCells.isEmpty() && b + 1 == ticks.size();
    return afterPad ? L.padCells.right() : mini.left() + (ticks[b] + 1) * cw;
}

/// fm.horizontalAdvance(text), remembered for one font: the tick numbers are the same few
/// thousand strings frame after frame (most are measured only to find they have no room), and
/// shaping each one again costs microseconds.
class TickLabelWidths {
public:
    /// The widths kept in the picture's cache.
    struct Kept {
        QHash<QString, double> widths;
        QString widthsFor;
    };
    TickLabelWidths(PaintCache *cache, const QFontMetricsF &fm, const QFont &font) : m_fm(fm)
    {
        Kept &kept = memoOf(cache, m_scratch);
        QHash<QString, double> &widths = kept.widths;
        QString &widthsFor = kept.widthsFor;
        const QString fontKey = font.key() + QLatin1Char('@') + QString::number(fm.height(), 'g', 17);
        if (fontKey != widthsFor || widths.size() > 50000) {
            widths.clear();
            widthsFor = fontKey;
        }
        m_widths = &widths;
    }
    double operator()(const QString &text) const
    {
        auto it = m_widths->constFind(text);
        if (it == m_widths->constEnd())
            it = m_widths->insert(text, m_fm.horizontalAdvance(text));
        return *it;
    }

private:
    const QFontMetricsF &m_fm;
    Kept m_scratch; ///< without a cache: kept for this paint only
    QHash<QString, double> *m_widths;
};

/// Tick numbers (update 1, 2, ...) above the mini tape, thinned out when they would collide; the
/// current batch's number is always written, and the others make room for it.
void TapesPaint::paintTickNumbers()
{
    p.setFont(small);
    const TickLabelWidths widthOf(s.cache, fmSmall, small);
    double lastRight = -1e300;
    const int current = f.batch_index;
    QRectF currentLabel;
    if (current >= 1 && current <= int(ticks.size())) {
        const double x = tickX(std::size_t(current - 1));
        const double tw = QFontMetricsF(s.tagFont(), p.device()).horizontalAdvance(count(double(current)));
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
        const double tw = widthOf(label);
        const QRectF r(x - tw / 2 - 2, mini.top() - L.tickHeight - fmSmall.height() - 1, tw + 4, fmSmall.height());
        const bool clearOfCurrent = currentLabel.isNull() || r.right() < currentLabel.left() || r.left() > currentLabel.right();
        if ((r.left() > lastRight + 3 && clearOfCurrent) || isCurrent) {
            p.setFont(isCurrent ? s.tagFont() : small);
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
        text = QObject::tr("%1 dropped").arg(count(m.dropped));
    else if (pol == QLatin1String("pad"))
        text = QObject::tr("last %1 + %2 repeated").arg(count(m.leftover), count(m.padded));
    else
        text = QObject::tr("last batch: %1").arg(count(m.leftover));
    p.setFont(small);
    const double tw = fmSmall.horizontalAdvance(text) + 8;
    const double right = pol == QLatin1String("pad") && !L.padCells.isEmpty() ? L.padCells.right() : mini.right();
    const QRectF r(right - tw, mini.bottom() + 0.3 * L.tickHeight + 1, tw, fmSmall.height());
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(s.background, s.labelVeilAlpha()));
    p.drawRoundedRect(r, s.chipRadius(), s.chipRadius());
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
    const QString samples = end > start ? QObject::tr("samples %1–%2").arg(count(start + 1), count(end + 1))
                                        : QObject::tr("sample %1").arg(count(start + 1));
    p.setFont(s.tagFont());
    const QFontMetricsF fm(p.font(), p.device());
    QString text;
    for (const QString &v : {QObject::tr("batch %1: %2").arg(count(f.batch_index), samples), samples}) {
        text = v;
        if (fm.horizontalAdvance(v) + 8 <= mini.right() - L.tapeLabels[1].right())
            break;
    }
    const double tw = fm.horizontalAdvance(text) + 8;
    double x =
        std::clamp(hl.center().x() - tw / 2, L.tapeLabels[1].right(), std::max(L.tapeLabels[1].right(), mini.right() - tw));
    QRectF r(x, hl.bottom() + 1, tw, fm.height());
    for (const QRectF &u : belowUsed)
        if (u.intersects(r))
            r.moveRight(u.left() - 0.5 * em);
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(s.background, s.labelVeilAlpha()));
    p.drawRoundedRect(r, s.chipRadius(), s.chipRadius());
    p.setPen(c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 115));
    p.drawText(r, Qt::AlignCenter, text);
}

/// Full batch: one tick at the very end.
void TapesPaint::paintFullTape()
{
    const QRectF tape = L.tapes[MiniBatchLayout::FullBatch];
    const double w = 2.6 * lw;
    draw::drawCachedLayer(s.cache, p, tape.adjusted(-w - 2, -L.tickHeight - 2, w + 2, 2), tapeKey(tape, c.full, w),
                          [&](QPainter &q) {
                              paintCells(q, tape, c.full, false);
                              paintTick(q, tape, n - 1, c.full, w, L.tickHeight);
                          });
    p.setFont(small);
    p.setPen(s.muted);
    p.drawText(QRectF(tape.left(), tape.bottom() + 2, 6 * em, fmSmall.height()), Qt::AlignLeft | Qt::AlignTop,
               QObject::tr("sample 1"));
    p.drawText(QRectF(tape.right() - 8 * em, tape.bottom() + 2, 8 * em, fmSmall.height()), Qt::AlignRight | Qt::AlignTop,
               QObject::tr("sample %1").arg(count(n)));
}

} // namespace

void paintTapes(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx)
{
    TapesPaint(p, L, ctx).paint();
}

} // namespace sgd::ui::mini_batch
