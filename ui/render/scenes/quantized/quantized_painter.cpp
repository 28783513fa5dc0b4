// Quantized SGD: what happens to a gradient sent with fewer bits. One value on the number line of
// the chosen quantizer (levels, the two nearest, the odds of stochastic rounding), two nearby
// values that collapse into one code, every worker's gradient before and after, and the loss of
// all lecture bit widths against rounds or bytes on the wire. One frame is one round.

// Parts: quantized_common.cpp (setup, looks, layout), quantized_number_line.cpp,
// quantized_workers.cpp, quantized_chart.cpp.

#include "quantized_parts.h"
#include "ui/render/painters.h"

#include <QObject>
#include <algorithm>
#include <cmath>

namespace sgd::ui {
namespace {

using namespace quantized;

/// The engine's one-line message in the language shown: the shapes of every message it writes.
MessageText messageText(const Trace &trace)
{
    return fittedMessage(trace.message(),
                         {QT_TRANSLATE_NOOP("QObject", "diverged: lower η"),
                          QT_TRANSLATE_NOOP("QObject", "%1 bits per value: %2 bytes per message instead of %3")});
}

class QuantizedPainter : public PainterWithViews<QuantizedView> {
public:
    QString sceneId() const override { return QStringLiteral("quantized"); }
    /// The engine's one-line message in the language shown (its shapes: messageText()).
    MessageText runMessageText(const Trace &trace) const override { return messageText(trace); }
    QList<ViewOption> options() const override { return {kBytesToggle.option()}; }
    int transitionMs() const override { return 600; }
    QStringList tableColumns() const override
    {
        using F = QuantizedRound;
        QStringList out;
        for (const std::string &name :
             {fieldName(&F::step), fieldName(&F::loss), fieldName(&F::bytes_sent), fieldName(&F::quantization_error)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("round"), QObject::tr("loss"), QObject::tr("bytes sent so far"), QObject::tr("mean relative error")};
    }
    bool plainTableText(const QString &) const override { return false; }
    QString tableText(const QString &column, double value) const override
    {
        // As the picture and the narration write them.
        using F = QuantizedRound;
        if (column == QString::fromStdString(fieldName(&F::bytes_sent)))
            return bytesText(value);
        if (column == QString::fromStdString(fieldName(&F::quantization_error)))
            return percent(value);
        return disp(value);
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;

private:
    static void paintScene(QPainter &p, const QRectF &area, const PaintContext &ctx);
    static void paintShareAlone(QPainter &p, const QRectF &inner, const PaintContext &ctx);
    static void paintChips(QPainter &p, const QRectF &r, const PaintContext &ctx);
    static void paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx);
};

void QuantizedPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QObject::tr("Quantized SGD: no rounds"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const double pad = ctx.style.padding();
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    const QuantizedView view = viewIn<QuantizedView>(ctx);
    if (view == QuantizedView::NumberLine)
        paintNumberLine(p, inner, ctx);
    else if (view == QuantizedView::Share)
        paintShareAlone(p, inner, ctx);
    else if (view == QuantizedView::Workers)
        paintWorkers(p, inner, ctx);
    else if (view == QuantizedView::LossCurves)
        paintChart(p, inner, ctx);
    else
        paintScene(p, area, ctx);
}

/// Alone on the canvas the two rows would sit small in a corner of an empty picture: the whole
/// view grows to read from the back of the room, the caption stays at the top and the rows sit in
/// the middle of the space left.
void QuantizedPainter::paintShareAlone(QPainter &p, const QRectF &inner, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const double em = QFontMetricsF(s.bodyFont()).height();
    const Style big = draw::zoomed(s, std::clamp(std::min(inner.width() / (40 * em), inner.height() / (16 * em)), 1.0, 2.2));
    const PaintContext bigCtx{ctx.trace, ctx.index, ctx.t, big, ctx.options, ctx.view, ctx.cache};
    const QRectF rest = captionFit(p, inner, QObject::tr("Lossy: two nearby values can share one code"), big);
    const double h = shareHeight(big) - (QFontMetricsF(big.captionFont()).height() + 4);
    const QRectF block(rest.left(), rest.top() + std::max(0.0, (rest.height() - h) * 0.4), rest.width(),
                       std::min(h, rest.height()));
    paintShare(p, block, bigCtx, false);
}

/// Every panel on one canvas: number line, share and workers on the left, chart and readout on the right.
void QuantizedPainter::paintScene(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const Setup u = setupOf(ctx.trace);
    const Layout L = layoutFor(area, s, u);
    p.setPen(s.foreground);
    fitText(s, p, L.title, QObject::tr("Quantized SGD: %1 per value (%2)").arg(bitsWord(u.bits), schemeWords(u)), s.titleFont(),
            Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    paintChips(p, L.chips, ctx);
    paintNumberLine(p, L.line, ctx);
    paintShare(p, L.share, ctx);
    paintWorkers(p, L.workers, ctx);
    paintChart(p, L.chart, ctx);
    paintReadout(p, L.readout, ctx);
    // A thin rule between the two columns.
    p.setPen(QPen(s.grid, s.gridWidth()));
    const double x = (L.line.right() + L.chart.left()) / 2;
    p.drawLine(QPointF(x, L.line.top()), QPointF(x, L.workers.bottom()));
}

void QuantizedPainter::paintChips(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Setup u = setupOf(tr);
    struct Chip {
        QString text;
        QColor color;
    };
    QList<Chip> chips = {
        {QObject::tr("message %1 instead of %2 (float32)")
             .arg(bytesText(qm(tr).message_bytes), bytesText(qm(tr).message_bytes_float32)),
         s.accent},
        {QStringLiteral("%1 × %2").arg(text::counted(qm(tr).workers, "worker", "workers"),
                                       text::counted(qm(tr).features, "value", "values")),
         s.muted},
        {QObject::tr("error feedback %1").arg(u.errorFeedback ? QObject::tr("on") : QObject::tr("off")),
         u.errorFeedback ? s.positive : s.muted},
    };
    if (tr.diverged())
        chips.push_back({QStringLiteral("\u26A0 ") + messageText(tr).text, s.warning});
    QFont cf = s.captionFont();
    QFontMetricsF fm(cf);
    double total = 0;
    for (const Chip &c : chips)
        total += fm.horizontalAdvance(c.text) + fm.height() * 1.6;
    if (total > r.width()) {
        cf.setPointSizeF(cf.pointSizeF() * std::max(0.6, r.width() / total));
        fm = QFontMetricsF(cf);
    }
    p.save();
    p.setFont(cf);
    double x = r.left();
    for (const Chip &c : chips) {
        const double w = fm.horizontalAdvance(c.text) + fm.height() * 1.0;
        const QRectF cr(x, r.top() + 1, w, std::min(r.height() - 2, fm.height() * 1.45));
        p.setPen(QPen(c.color, std::max(1.5, s.lineWidth * 0.9)));
        QColor bg = c.color;
        bg.setAlphaF(s.name == QLatin1String("dark") ? 0.18f : 0.10f);
        p.setBrush(bg);
        p.drawRoundedRect(cr, s.cornerRadius(), s.cornerRadius());
        p.setPen(s.foreground);
        p.drawText(cr, Qt::AlignCenter, c.text);
        x = cr.right() + fm.height() * 0.6;
    }
    p.restore();
}

void QuantizedPainter::paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const QuantizedRound &f = shownFrame(ctx);
    const Setup u = setupOf(tr);
    p.save();
    p.setPen(QPen(s.grid, s.gridWidth()));
    p.setBrush(s.panel);
    p.drawRoundedRect(r, 6, 6);
    const QFont bf = s.captionFont(), nf = s.bodyFont();
    const QFontMetricsF fm(nf);
    const double pad = 6 * std::max(1.0, s.fontScale);
    const QRectF in = r.adjusted(pad, pad * 0.5, -pad, -pad * 0.5);
    const double lh = in.height() / 3;
    p.setPen(s.foreground);
    fitText(s, p, QRectF(in.left(), in.top(), in.width(), lh),
            QObject::tr("Round %1 of %2 · loss %3").arg(count(ctx.shownStep()), count(ctx.lastStep()), disp(f.loss)), bf,
            Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    panel::fitFirst(
        s, p, QRectF(in.left(), in.top() + lh, in.width(), lh),
        {QObject::tr("this round %1 on the wire · %2 sent so far").arg(bytesText(f.round_bytes), bytesText(f.bytes_sent)),
         QObject::tr("%1 this round · %2 sent so far").arg(bytesText(f.round_bytes), bytesText(f.bytes_sent)),
         QObject::tr("%1 sent so far").arg(bytesText(f.bytes_sent))},
        nf, Qt::AlignLeft | Qt::AlignVCenter, 0.8);
    const QString changed = percent(f.quantization_error);
    QStringList third{QObject::tr("gradients changed by %1 on average").arg(changed),
                      QObject::tr("changed by %1 on average").arg(changed)};
    if (u.errorFeedback) {
        const QString carried = disp(f.ef_error_norm);
        third = {QObject::tr("gradients changed by %1 on average · error carried over ≤ %2").arg(changed, carried),
                 QObject::tr("changed by %1 · carried over ≤ %2").arg(changed, carried),
                 QObject::tr("changed by %1").arg(changed)};
    }
    p.setPen(s.muted);
    panel::fitFirst(s, p, QRectF(in.left(), in.top() + 2 * lh, in.width(), lh), third, nf, Qt::AlignLeft | Qt::AlignVCenter, 0.8);
    p.restore();
}

// ------------------------------------------------------------------ narration

/// How the run's quantizer treats worker 1's first value, in the narration's words.
QString schemeNarration(const Trace &tr, const Setup &u)
{
    const QString bits = num(qm(tr).bits_per_value);
    QString out;
    const auto &levels = qm(tr).demo_levels;
    const double v = qm(tr).demo_value;
    const int d = digitsFor({v, qm(tr).demo_lower, qm(tr).demo_upper, qm(tr).demo_quantized});
    if (u.uniform()) {
        out += QObject::tr("With %1 bits there are %2 evenly spaced levels between %3 and %4 (the largest size in the message); "
                           "only a level's number travels, plus the scale as one float. ")
                   .arg(bits)
                   .arg(levels.size())
                   .arg(disp(levels.empty() ? 0 : levels.front(), d), disp(levels.empty() ? 0 : levels.back(), d));
        out += QObject::tr("Worker 1's first value g = %1 lies between the levels %2 and %3. ")
                   .arg(disp(v, d), disp(qm(tr).demo_lower, d), disp(qm(tr).demo_upper, d));
        if (u.stochastic)
            out += QObject::tr("Stochastic rounding sends the upper one with probability %1 and the lower one with %2, so on "
                               "average the receiver gets exactly g: the rounding is unbiased (this time it sent %3). ")
                       .arg(disp(qm(tr).demo_p_upper), disp(pLower(tr)), disp(qm(tr).demo_quantized, d));
        else
            out += QObject::tr("Nearest rounding sends %1 for it every time, so the same value always makes the same error. "
                               "Stochastic rounding would go up with probability %2 instead, which is unbiased on average. ")
                       .arg(disp(qm(tr).demo_quantized, d), disp(qm(tr).demo_p_upper));
    } else if (u.qsgd()) {
        out += QObject::tr("QSGD divides each value by the message's length ‖g‖ = %1 and keeps one of %2 levels per sign, "
                           "so it sends a sign, a level (%3 bits in all) and ‖g‖ once. ")
                   .arg(disp(qm(tr).demo_scale))
                   .arg(u.levels)
                   .arg(bits);
        out += QObject::tr(
                   "Worker 1's first value g = %1 lies between %2 and %3; QSGD always rounds at random, up with probability %4, "
                   "so on average the receiver gets exactly g (this time it sent %5). ")
                   .arg(disp(v, d), disp(qm(tr).demo_lower, d), disp(qm(tr).demo_upper, d), disp(qm(tr).demo_p_upper),
                        disp(qm(tr).demo_quantized, d));
    } else if (u.sign()) {
        out += QObject::tr("One bit keeps only the sign: every value arrives as plus or minus %1, the mean size of the message, "
                           "so g = %2 arrives as %3. ")
                   .arg(disp(qm(tr).demo_scale), disp(v, d), disp(qm(tr).demo_quantized, d));
    } else {
        out += QObject::tr("%1 rounds each value to the nearest number it can store: g = %2 arrives as %3. ")
                   .arg(QString::fromStdString(qm(tr).scheme), disp(v, d), disp(qm(tr).demo_quantized, d));
        if (u.scheme == QLatin1String("bfloat16"))
            out += QObject::tr(
                "bfloat16 keeps float32's 8 exponent bits and only 7 of its 23 mantissa bits: the same range of sizes, "
                "about 3 significant digits. ");
        else if (u.scheme == QLatin1String("float16"))
            out += QObject::tr(
                "float16 has 5 exponent bits and 10 mantissa bits: about 3 significant digits, and nothing above 65504. ");
    }
    return out;
}

QString QuantizedPainter::narration(const Trace &tr, int index, const QVariantMap &) const
{
    if (tr.frames.empty())
        return tr.diverged() ? QObject::tr("<b>No rounds.</b> %1").arg(runMessage(tr).toHtmlEscaped()) : QString();
    index = std::clamp(index, 0, int(tr.frames.size()) - 1);
    const QuantizedRound &f = frameAt(tr, index);
    const Setup u = setupOf(tr);
    const QString msg = bytesText(qm(tr).message_bytes), msg32 = bytesText(qm(tr).message_bytes_float32);
    QString out;
    const int last = int(tr.frames.size()) - 1;
    const QString per = u.ownCurve ? QObject::tr("%1 per value (%2)").arg(bitsWord(u.bits), runName(u))
                                   : QObject::tr("%1 per value").arg(bitsWord(u.bits));
    out += index == 0 ? QObject::tr("<b>Round 0 of %1: the start, %2.</b> ").arg(count(last), per)
                      : QObject::tr("<b>Round %1 of %2, %3.</b> ").arg(count(index), count(last), per);
    if (f.step < 0.5) {
        out += QObject::tr("Training starts from w = 0 with loss %1. In every round %2 will send a gradient of "
                           "%3 as a %4 message, where plain float32 would need %5. ")
                   .arg(disp(f.loss),
                        qm(tr).workers == 1 ? QObject::tr("the one worker")
                                            : QObject::tr("each of the %1 workers").arg(count(qm(tr).workers)),
                        text::counted(qm(tr).features, "value", "values"), msg, msg32);
    } else {
        out +=
            QObject::tr("%1 computed its gradient and sent it in %2 instead of %3; together that is %4 "
                        "this round and %5 since the start. Rounding moved the gradients by %6 of their length on average, "
                        "and after averaging and one step the loss is <b>%7</b>. ")
                .arg(qm(tr).workers == 1 ? QObject::tr("The one worker")
                                         : QObject::tr("Each of the %1 workers").arg(count(qm(tr).workers)),
                     msg, msg32, bytesText(f.round_bytes), bytesText(f.bytes_sent), percent(f.quantization_error), disp(f.loss));
    }
    out += schemeNarration(tr, u);
    const auto &share = qm(tr).share;
    if (share.size() >= 2 && share[0].code == share[1].code) {
        const int ds = digitsFor({share[0].value, share[1].value, share[0].decoded});
        out +=
            QObject::tr("The compression is lossy: %1 and %2 both become code %3 and arrive as %4. ")
                .arg(disp(share[0].value, ds), disp(share[1].value, ds), codeText(u, share[0].code), disp(share[0].decoded, ds));
    }
    if (u.stochastic && !u.levelled())
        out += QObject::tr("Stochastic rounding is chosen, but %1 has no levels to pick between: it applies to uniform levels. ")
                   .arg(u.sign() ? QObject::tr("the sign scheme") : QString::fromStdString(qm(tr).scheme));
    if (u.errorFeedback && f.step < 0.5)
        out +=
            QObject::tr("<br><b>Error feedback is on:</b> from the first round on, each worker keeps what rounding removed and "
                        "adds it to its next gradient, so nothing is thrown away, only delayed. ");
    else if (u.errorFeedback)
        out +=
            QObject::tr("<br><b>Error feedback is on:</b> each worker keeps what rounding removed (a leftover of length up to %1 "
                        "this round) and adds it to its next gradient, so nothing is thrown away, only delayed. ")
                .arg(disp(f.ef_error_norm));
    else
        out +=
            QObject::tr("<br>Error feedback is off. Switched on, each worker would remember what rounding removed and add it to "
                        "its next gradient, so nothing is lost for good. ");
    const auto &mine = *curveData(tr, u.ownCurve ? 0 : u.bits).loss;
    const auto &ref = *curveData(tr, 32).loss;
    if (!mine.empty() && !ref.empty() && (u.bits != 32 || u.ownCurve))
        out += QObject::tr("After all rounds the loss is %1 with %2 against %3 with 32 bits.")
                   .arg(disp(mine.back()), runName(u), disp(ref.back()));
    if (tr.diverged())
        out += QStringLiteral("<br><b>") + runMessage(tr).toHtmlEscaped() + QStringLiteral("</b>");
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> quantizedPainter()
{
    return std::make_unique<QuantizedPainter>();
}

} // namespace sgd::ui