#include "mini_batch_parts.h"
#include "ui/render/painters.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>
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

using namespace mini_batch;

class MiniBatchPainter : public PainterWithViews<MiniBatchView> {
public:
    QString sceneId() const override { return QStringLiteral("mini-batch"); }
    /// The engine's one-line message in the language shown (its shapes: messageText()).
    MessageText runMessageText(const Trace &trace) const override { return messageText(trace.message()); }
    int transitionMs() const override { return 600; }
    QList<ViewOption> options() const override { return {kSamplesToggle.option()}; }
    QStringList tableColumns() const override
    {
        using F = MiniBatchStep;
        return {column(fieldName(&F::update)),     column(fieldName(&F::epoch)), column(fieldName(&F::batch_index)),
                column(fieldName(&F::batch_size)), column(fieldName(&F::w)),     column(fieldName(&F::loss))};
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("update"), QObject::tr("epoch"), QObject::tr("batch"),
                QObject::tr("size"),   QStringLiteral("w"),  QStringLiteral("L")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

void paintPanel(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);

/// The title line: what the view shows and, when there is room, the update and epoch shown.
void paintTitle(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const MiniBatchStep &f = shownFrame(ctx);
    p.setFont(s.titleFont());
    p.setPen(s.foreground);
    const MiniBatchView view = viewIn<MiniBatchView>(ctx);
    const QString title = view == MiniBatchView::Loss     ? QObject::tr("Loss of the three cadences")
                          : view == MiniBatchView::Frozen ? QObject::tr("One mini-batch: frozen weight, averaged gradient")
                                                          : QObject::tr("Mini-batch cadence: when is w allowed to move?");
    panel::fitText(s, p, L.title, title, s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7); // never past the canvas
    p.setFont(s.bodyFont());
    p.setPen(s.muted);
    const QString where =
        QObject::tr("update %1 of %2 · epoch %3 of %4")
            .arg(count(ctx.shownStep()), count(ctx.lastStep()), count(f.epoch), count(typed(ctx.trace).meta.epochs));
    if (QFontMetricsF(p.font(), p.device()).horizontalAdvance(where) +
            QFontMetricsF(s.titleFont(), p.device()).horizontalAdvance(title) + 30 <
        L.title.width())
        p.drawText(L.title, Qt::AlignRight | Qt::AlignVCenter, where);
}

void paintBanner(QPainter &p, const MiniBatchLayout &L, const Style &s, const std::string &message)
{
    p.setPen(QPen(s.warning, s.cardEdgeWidth()));
    p.setBrush(withAlpha(s.warning, s.name == QLatin1String("dark") ? 55 : 30));
    p.drawRoundedRect(L.banner, s.cardRadius(), s.cardRadius());
    p.setFont(s.bannerFont());
    p.setPen(s.warning);
    p.drawText(L.banner.adjusted(10, 0, -10, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
               QStringLiteral("⚠ ") + prettyMessage(message));
}

void MiniBatchPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    // Its own type sizes (the tapes and the cards are sized from the canvas), clipped to the canvas.
    const PaintScope scope(p, area, outer, QObject::tr("Mini-batch: no updates"), {false, true});
    if (scope.empty())
        return;
    // The frozen-weight cards alone would sit small in the middle of an empty canvas: that view
    // zooms in as far as the canvas allows (the cards are about 34 by 20 lines of text).
    Style zoomedStyle = scope.style();
    if (viewIn<MiniBatchView>(outer) == MiniBatchView::Frozen) {
        const double em = QFontMetricsF(scope.style().bodyFont(), p.device()).height();
        zoomedStyle =
            draw::zoomed(scope.style(), std::clamp(std::min(area.width() / (40 * em), area.height() / (26 * em)), 1.0, 2.0));
    }
    const PaintContext ctx{outer.trace, scope.ctx().index, outer.t, zoomedStyle, outer.options, outer.view, scope.ctx().cache};
    const Style &s = ctx.style;
    const MiniBatchLayout L =
        miniBatchLayout(ctx.trace, area, s, p.device(), viewIn<MiniBatchView>(ctx), toggleOn(ctx.options, kSamplesToggle));

    paintTitle(p, L, ctx);
    if (!L.banner.isEmpty())
        paintBanner(p, L, s, typed(ctx.trace).summary.message);
    if (!L.tapes[0].isEmpty())
        paintTapes(p, L, ctx);
    if (!L.chart.isEmpty())
        paintChart(p, L, ctx);
    if (!L.panel.isEmpty())
        paintPanel(p, L, ctx);
}

// ------------------------------------------------------------------------------------ panel

/// The current update, in words and numbers.
std::vector<TextLine> currentUpdateLines(const PaintContext &ctx, const MiniBatchMeta &m, const MiniBatchStep &f)
{
    const Style &s = ctx.style;
    const Colors c(s);
    const QFont body = s.panelFont(), bold = s.labelFont(true);
    std::vector<TextLine> now;
    if (f.update == 0) {
        now.push_back({QObject::tr("Update 0 of %1: the start").arg(count(ctx.lastStep())), s.foreground, bold});
        now.push_back(
            {QObject::tr("w = %1, loss over all %2 samples = %3").arg(disp(f.w), count(m.n), disp(f.loss)), s.foreground, body});
        now.push_back({QObject::tr("no samples seen yet"), s.muted, body});
        return now;
    }
    const QColor stepColor = f.grad < 0 ? s.positive : f.grad > 0 ? s.negative : s.muted;
    const int padded = f.padded_in_batch.value_or(0);
    now.push_back({QObject::tr("Update %1 of %2 · epoch %3 · batch %4 of %5")
                       .arg(count(ctx.shownStep()), count(ctx.lastStep()), count(f.epoch), count(f.batch_index),
                            count(m.updates_per_epoch_mini)),
                   s.foreground, bold});
    const QString which = padded > 0
                              ? QObject::tr("samples %1–%2 of the shuffled tape, %3 in the batch (%4 repeated)")
                                    .arg(count(f.tape_start + 1), count(f.tape_end + 1), count(f.batch_size), count(padded))
                              : QObject::tr("samples %1–%2 of the shuffled tape, %3 in the batch")
                                    .arg(count(f.tape_start + 1), count(f.tape_end + 1), count(f.batch_size));
    now.push_back({which, c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 115), body});
    now.push_back({QObject::tr("mean gradient ḡ = %1").arg(disp(f.grad)), s.foreground, body});
    const draw::EquationDigits e = draw::stepDigits(f.w_before, m.eta, f.grad, f.w); // adds up as written
    now.push_back({QStringLiteral("w = %1 %2 %3·%4 %6 %5")
                       .arg(draw::eqNum(f.w_before, e), kMinus, draw::eqNum(m.eta, e), draw::eqTerm(f.grad, e),
                            draw::eqNum(f.w, e), draw::eqSign(e)),
                   stepColor, s.calloutFont()});
    now.push_back({QObject::tr("loss over all samples %1 · seen %2").arg(disp(f.loss), count(f.samples_seen)), s.muted, body});
    return now;
}

/// One batch with the weight frozen: its distinct samples, how often each is in it, their
/// gradients at w, the mean and the one update. At the start, the lecture's batch of the first
/// four samples; from update 1 on, the shown update's own batch (all read from the trace).
struct FrozenBatch {
    bool lecture = false;
    double w = 0, mean = 0, wNext = 0;
    int size = 0;
    std::vector<double> x, y, n, g;
};

FrozenBatch frozenBatch(const MiniBatchMeta &m, const MiniBatchStep &f)
{
    FrozenBatch b;
    if (f.update == 0 || !f.batch_grads || !f.batch_x || !f.batch_y || !f.batch_count || f.batch_grads->empty()) {
        b.lecture = true;
        b.w = m.frozen_w;
        b.mean = m.frozen_mean_grad;
        b.wNext = m.frozen_w_next;
        b.x = m.frozen_x;
        b.y = m.frozen_y;
        b.g = m.frozen_grads;
        b.n.assign(b.g.size(), 1.0);
        b.size = int(b.g.size());
        return b;
    }
    b.w = f.w_before;
    b.mean = f.grad;
    b.wNext = f.w;
    b.x = *f.batch_x;
    b.y = *f.batch_y;
    b.n = *f.batch_count;
    b.g = *f.batch_grads;
    b.size = f.batch_size;
    return b;
}

/// The frozen batch's card: head, table rows and foot, with the heights they need.
struct FrozenCard {
    std::vector<TextLine> head, foot;
    double row = 0, height = 0;
};

FrozenCard frozenCard(QPainter &p, const Style &s, const MiniBatchMeta &m, const FrozenBatch &b, double width)
{
    FrozenCard card;
    card.row = QFontMetricsF(s.panelFont(), p.device()).height() + 3;
    card.head = {{b.lecture ? QObject::tr("Frozen-weight batch: the lecture's four samples")
                            : QObject::tr("This update's batch, weight frozen"),
                  s.foreground, s.labelFont(true)},
                 {b.size == 1 ? QObject::tr("w stays %1 while its gradient is taken").arg(disp(b.w))
                              : QObject::tr("w stays %1 while %2 gradients are taken").arg(disp(b.w), count(double(b.size))),
                  s.muted, s.legendFont()}};
    const draw::EquationDigits e = draw::stepDigits(b.w, m.eta, b.mean, b.wNext); // adds up as written
    card.foot = {{QObject::tr("one update: %1 %2 %3·%4 %6 %5")
                      .arg(draw::eqNum(b.w, e), kMinus, draw::eqNum(m.eta, e), draw::eqTerm(b.mean, e), draw::eqNum(b.wNext, e),
                           draw::eqSign(e)),
                  b.mean < 0 ? s.positive : s.negative, s.calloutFont()}};
    const double headH = linesHeight(card.head, width, p.device());
    const double footH = linesHeight(card.foot, width, p.device());
    const double tableH = card.row * double(b.g.size() + 2) + 4;
    card.height = headH + tableH + footH + 18;
    return card;
}

/// The frozen batch's table from `yy` down in card `r`: x, y, how often (×n), gradient, and a bar
/// per gradient with the mean as a dashed line. Returns the y below the mean's row.
double paintFrozenTable(QPainter &p, const QRectF &r, double yy, double row, const Style &s, const FrozenBatch &b)
{
    const Colors c(s);
    const double em = QFontMetricsF(s.bodyFont(), p.device()).height();
    const std::vector<double> &fx = b.x, &fy = b.y, &fn = b.n, &fg = b.g;
    const double mean = b.mean;
    // The count column as wide as its heading in the language shown ("Anzahl" is wider than "times").
    const QString timesHead = QObject::tr("times");
    const double timesW = QFontMetricsF(s.tagFont(), p.device()).horizontalAdvance(timesHead) + 0.4 * em;
    const double colX = r.left() + 10, colY = colX + 2.6 * em, colN = colY + 2.6 * em, colG = colN + std::max(2.8 * em, timesW),
                 colBar = colG + 4.8 * em;
    const double barW = std::max(0.0, r.right() - 12 - colBar);
    double gmax = std::abs(mean);
    for (double g : fg)
        gmax = std::max(gmax, std::abs(g));
    if (!(gmax > 0))
        gmax = 1;
    p.setFont(s.tagFont());
    p.setPen(s.muted);
    p.drawText(QRectF(colX, yy, 3 * em, row), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("x"));
    p.drawText(QRectF(colY, yy, 3 * em, row), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("y"));
    p.drawText(QRectF(colN, yy, colG - colN, row), Qt::AlignLeft | Qt::AlignVCenter, timesHead);
    // The formula where the column has room for it, else just its name.
    const QRectF head(colG, yy, std::max(2.0 * em, r.right() - colG - 8), row);
    const QString formula = QStringLiteral("g = (w·x %1 y)·x").arg(kMinus);
    p.drawText(head, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(p.font(), p.device()).horizontalAdvance(formula) <= head.width() ? formula : QStringLiteral("g"));
    yy += row;
    const double tableTop = yy;
    p.setFont(s.panelFont());
    for (std::size_t i = 0; i < fg.size(); ++i) {
        p.setPen(s.foreground);
        p.drawText(QRectF(colX, yy, 3 * em, row), Qt::AlignLeft | Qt::AlignVCenter, i < fx.size() ? disp(fx[i]) : QString());
        p.drawText(QRectF(colY, yy, 3 * em, row), Qt::AlignLeft | Qt::AlignVCenter, i < fy.size() ? disp(fy[i]) : QString());
        p.drawText(QRectF(colN, yy, 3 * em, row), Qt::AlignLeft | Qt::AlignVCenter,
                   i < fn.size() ? QStringLiteral("×") + count(fn[i]) : QString());
        p.drawText(QRectF(colG, yy, 4.6 * em, row), Qt::AlignLeft | Qt::AlignVCenter, disp(fg[i]));
        if (barW > 10) {
            p.setPen(Qt::NoPen);
            p.setBrush(withAlpha(fg[i] < 0 ? s.positive : s.negative, 170));
            p.drawRect(QRectF(colBar, yy + row * 0.2, barW * std::abs(fg[i]) / gmax, row * 0.6));
        }
        yy += row;
    }
    p.setPen(QPen(s.muted, s.guideWidth()));
    p.drawLine(QPointF(colX, yy + 1), QPointF(r.right() - 10, yy + 1));
    p.setFont(s.calloutFont());
    p.setPen(s.foreground);
    p.drawText(QRectF(colX, yy + 2, colG - colX, row), Qt::AlignLeft | Qt::AlignVCenter, QObject::tr("mean ḡ"));
    p.setPen(c.highlight.darker(s.name == QLatin1String("dark") ? 100 : 115));
    p.drawText(QRectF(colG, yy + 2, 4.6 * em, row), Qt::AlignLeft | Qt::AlignVCenter, disp(mean));
    if (barW > 10) {
        const double mx = colBar + barW * std::abs(mean) / gmax;
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(c.highlight, 200));
        p.drawRect(QRectF(colBar, yy + 2 + row * 0.2, mx - colBar, row * 0.6));
        p.setPen(QPen(c.highlight, s.strongWidth(), Qt::DashLine));
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
    const double em = QFontMetricsF(s.bodyFont(), p.device()).height();
    const double inner = panel.width() - 16;
    const MiniBatchStep &f = shownFrame(ctx);
    const std::vector<TextLine> now = currentUpdateLines(ctx, m, f);
    const double nowH = linesHeight(now, inner - 16, p.device()) + 14;
    const FrozenBatch batch = frozenBatch(m, f);
    const FrozenCard frozen = frozenCard(p, s, m, batch, inner - 16);

    const double gap = 0.6 * em;
    double y = panel.top();
    const bool showNow = panel.height() >= nowH + frozen.height + gap || panel.height() >= nowH + 2 * em;
    const bool showFrozen = panel.height() >= (showNow ? nowH + gap : 0) + frozen.height;
    auto card = [&](double h, const QColor &border) {
        const QRectF r(panel.left() + 8, y, inner, h);
        p.setPen(QPen(border, s.frameWidth()));
        p.setBrush(s.panel);
        p.drawRoundedRect(r, s.cornerRadius(), s.cornerRadius());
        return r;
    };
    if (showNow) {
        const QRectF r = card(nowH, c.highlight);
        drawLines(p, now, r.topLeft() + QPointF(8, 7), inner - 16);
        y += nowH + gap;
    }
    if (showFrozen && !batch.g.empty()) {
        const QRectF r = card(frozen.height, s.grid);
        double yy = r.top() + 7;
        yy += drawLines(p, frozen.head, QPointF(r.left() + 8, yy), inner - 16) + 4;
        yy = paintFrozenTable(p, r, yy, frozen.row, s, batch);
        drawLines(p, frozen.foot, QPointF(r.left() + 8, yy), inner - 16);
    }
}

// ------------------------------------------------------------------------------------ narration

/// How the tape splits into batches and how often w moves per epoch under each cadence.
QString cadenceSentence(const MiniBatchMeta &m)
{
    const QString pol = policy(m);
    const QString n = count(m.n), b = count(m.batch), full = count(m.full_batches), left = count(m.leftover);
    const QString mini = count(m.updates_per_epoch_mini), sample = count(m.updates_per_epoch_sample),
                  whole = count(m.updates_per_epoch_full);
    if (m.leftover <= 0)
        return QObject::tr("With N = %1 samples and B = %2 the tape splits into %3 full batches, so w moves <b>%4 times per "
                           "epoch</b> (sample-wise: %5, full batch: %6).")
            .arg(n, b, full, mini, sample, whole);
    if (pol == QLatin1String("drop"))
        return QObject::tr("With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the drop "
                           "policy leaves those %5 samples out of this epoch, so w moves <b>%6 times per epoch</b> (sample-wise: "
                           "%7, full batch: %8).")
            .arg(n, b, full, left, count(m.dropped), mini, sample, whole);
    if (pol == QLatin1String("pad"))
        return QObject::tr("With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the pad "
                           "policy fills the short batch with %5 samples repeated from the start of the shuffled order, so w "
                           "moves <b>%6 times per epoch</b> (sample-wise: %7, full batch: %8).")
            .arg(n, b, full, left, count(m.padded), mini, sample, whole);
    return QObject::tr("With N = %1 samples and B = %2 the tape splits into %3 full batches and a leftover of %4; the keep "
                       "policy turns them into one short extra update, so w moves <b>%5 times per epoch</b> (sample-wise: %6, "
                       "full batch: %7).")
        .arg(n, b, full, left, mini, sample, whole);
}

/// Update 0: the start, the cadence, and the frozen-weight batch.
QString narrateStart(const MiniBatchTrace &tt)
{
    const MiniBatchMeta &m = tt.meta;
    const MiniBatchStep &f = tt.frames.front();
    QStringList grads;
    for (double v : m.frozen_grads)
        grads << disp(v);
    QString out =
        QObject::tr(
            "<b>Update 0 of %1: the start.</b> w = %2 and the loss over all %3 samples is %4; no sample has been seen yet. ")
            .arg(count(double(tt.frames.size() - 1)), disp(f.w), count(m.n), disp(f.loss));
    out += cadenceSentence(m);
    out += QObject::tr("<br>In one batch the weight is frozen: at w = %1 the first %2 samples give the gradients %3; "
                       "their mean %4 makes one update, %1 %5 %6·%7 = %8.")
               .arg(disp(m.frozen_w), count(double(m.frozen_grads.size())), grads.join(QStringLiteral(", ")),
                    disp(m.frozen_mean_grad), kMinus, disp(m.eta), term(m.frozen_mean_grad), disp(m.frozen_w_next));
    return out;
}

/// Which samples update `f`'s batch holds, and why it is padded or short.
QString batchSentence(const MiniBatchMeta &m, const MiniBatchStep &f, bool lastOfEpoch)
{
    const QString from = count(f.tape_start + 1), to = count(f.tape_end + 1);
    const QString samples = text::counted(f.batch_size, "sample", "samples");
    const int padded = f.padded_in_batch.value_or(0);
    if (padded > 0)
        return QObject::tr("The batch is samples %1–%2 of this epoch's shuffled tape, %3, of which %4 are repeats that pad the "
                           "short last batch. ")
            .arg(from, to, samples, count(padded));
    if (m.leftover > 0 && policy(m) == QLatin1String("keep") && f.batch_size == m.leftover && lastOfEpoch)
        return QObject::tr("The batch is samples %1–%2 of this epoch's shuffled tape, %3: the short leftover batch, kept as its "
                           "own update. ")
            .arg(from, to, samples);
    return QObject::tr("The batch is samples %1–%2 of this epoch's shuffled tape, %3. ").arg(from, to, samples);
}

/// The frozen weight, the mean gradient's sign and the one step it makes.
QString stepSentence(const MiniBatchMeta &m, const MiniBatchStep &f)
{
    const draw::EquationDigits e = draw::stepDigits(f.w_before, m.eta, f.grad, f.w); // adds up as written
    const QString text =
        f.grad < 0   ? QObject::tr("While their gradients are computed w stays frozen at %1; the mean gradient is %2, negative, "
                                     "so w grows: %3 %4 %5·%6 %8 <b>%7</b>. ")
        : f.grad > 0 ? QObject::tr("While their gradients are computed w stays frozen at %1; the mean gradient is %2, positive, "
                                   "so w shrinks: %3 %4 %5·%6 %8 <b>%7</b>. ")
                     : QObject::tr("While their gradients are computed w stays frozen at %1; the mean gradient is %2, zero, so "
                                   "w stays: %3 %4 %5·%6 %8 <b>%7</b>. ");
    return text.arg(disp(f.w_before), disp(f.grad), draw::eqNum(f.w_before, e), kMinus, draw::eqNum(m.eta, e),
                    draw::eqTerm(f.grad, e), draw::eqNum(f.w, e), draw::eqSign(e));
}

/// Update `index` (at least 1): which batch, the frozen weight, the step and the loss after it.
QString narrateUpdate(const MiniBatchTrace &tt, int index)
{
    const MiniBatchMeta &m = tt.meta;
    const MiniBatchStep &f = tt.frames[std::size_t(index)];
    const QString pol = policy(m);
    const bool lastOfEpoch = f.batch_index == m.updates_per_epoch_mini;
    QString out = QObject::tr("<b>Update %1 of %2</b> (epoch %3, batch %4 of %5). ")
                      .arg(count(index), count(double(tt.frames.size() - 1)), count(f.epoch), count(f.batch_index),
                           count(m.updates_per_epoch_mini));
    out += batchSentence(m, f, lastOfEpoch) + stepSentence(m, f);
    out += QObject::tr("The loss over all samples is now %1, after %2 seen.")
               .arg(disp(f.loss), text::counted(f.samples_seen, "sample", "samples"));
    if (pol == QLatin1String("drop") && m.leftover > 0 && lastOfEpoch)
        out += QObject::tr(" The last %1 samples of the tape are dropped this epoch.").arg(count(m.dropped));
    if (lastOfEpoch || index == 1)
        out += QStringLiteral("<br>") + cadenceSentence(m);
    else
        out += QObject::tr("<br>Under the %1 policy an epoch has %2 updates (sample-wise %3, full batch %4).")
                   .arg(pol, count(m.updates_per_epoch_mini), count(m.updates_per_epoch_sample), count(m.updates_per_epoch_full));
    if (tt.summary.diverged && index == int(tt.frames.size()) - 1)
        out += QObject::tr("<br><b>The run stops here:</b> %1.").arg(prettyMessage(tt.summary.message).toHtmlEscaped());
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

std::unique_ptr<ScenePainter> miniBatchPainter()
{
    return std::make_unique<MiniBatchPainter>();
}

} // namespace sgd::ui
