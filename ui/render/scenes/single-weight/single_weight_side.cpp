#include "single_weight_parts.h"

#include <QObject>

// The single-weight scene's side panel: the legend, the step card with this frame's arithmetic,
// the classic slip, the probe zoomed in, and the verdict over all steps.

namespace sgd::ui::single_weight {

void paintLegend(QPainter &p, const QRectF &r, const Style &s, bool showSecant)
{
    const double lw = lineWidth(s);
    p.save();
    p.setPen(QPen(s.grid, s.gridWidth()));
    p.setBrush(withAlpha(s.background, s.veilAlpha()));
    p.drawRoundedRect(r, s.cornerRadius(), s.cornerRadius());
    p.setFont(s.legendFont());
    const QFontMetricsF fm(p.font(), p.device());
    const double row = fm.height() + 2;
    const double sw = 2.2 * fm.height();
    double yy = r.top() + 5;
    auto text = [&](const QString &t) {
        p.setPen(s.foreground);
        p.drawText(QRectF(r.left() + 10 + sw + 6, yy, r.width() - sw - 20, row), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(t, Qt::ElideRight, r.width() - sw - 20));
    };
    auto mid = [&] { return yy + row / 2; };
    const double x0 = r.left() + 10, x1 = x0 + sw;

    p.setPen(QPen(s.foreground, lw));
    p.drawLine(QPointF(x0, mid()), QPointF(x1, mid()));
    text(QObject::tr("loss L(w)"));
    yy += row;
    drawPoint(p, QPointF((x0 + x1) / 2, mid()), 5, s.accent, s.background, s.strongWidth());
    text(QObject::tr("current weight w"));
    yy += row;
    p.setPen(QPen(s.tangent, lw * 1.5));
    p.drawLine(QPointF(x0, mid()), QPointF(x1, mid()));
    text(QObject::tr("tangent (formula slope)"));
    yy += row;
    if (showSecant) {
        p.setPen(QPen(s.secant, lw * 1.2, Qt::DashLine, Qt::FlatCap));
        p.drawLine(QPointF(x0, mid()), QPointF(x1, mid()));
        text(QObject::tr("secant (probe w → w + h)"));
        yy += row;
    }
    draw::drawArrow(p, QPointF(x0, mid() - 3), QPointF(x1, mid() - 3), s.positive, lw * 1.5, 7 + lw);
    draw::drawArrow(p, QPointF(x1, mid() + 3), QPointF(x0, mid() + 3), s.negative, lw * 1.5, 7 + lw);
    text(QObject::tr("step: w grows / w shrinks"));
    yy += row;
    drawDiamond(p, QPointF((x0 + x1) / 2, mid()), 5, s.background, s.foreground);
    text(QObject::tr("vertex w*, lowest loss"));
    p.restore();
}

namespace {

/// The probe zoom's curve, lines, run and rise, and its two points (clipped to `box`).
void paintProbeGraph(QPainter &p, const SingleWeightProbe &z, const QRectF &box, const Style &s)
{
    const double lw = lineWidth(s);
    p.setClipRect(box);
    p.setPen(QPen(s.tangent, lw * 1.3));
    p.drawLine(z.tangent);
    p.setPen(QPen(s.foreground, lw));
    p.setBrush(Qt::NoBrush);
    chart::strokePolyline(p, z.curve);
    p.setPen(QPen(s.secant, lw * 1.2, Qt::DashLine, Qt::FlatCap));
    if (!z.secant.isNull())
        p.drawLine(z.secant);
    // Run h and rise L(w + h) − L(w) as a right triangle.
    p.setPen(QPen(s.muted, s.guideWidth(), Qt::DotLine));
    p.drawLine(z.a, QPointF(z.b.x(), z.a.y()));
    p.drawLine(QPointF(z.b.x(), z.a.y()), z.b);
    drawPoint(p, z.a, 4 + lw * 0.5, s.accent, s.background, s.strongWidth());
    drawPoint(p, z.b, 4 + lw * 0.5, s.secant, s.background, s.strongWidth());
    p.setClipping(false);
}

/// The probe zoom's labels: "h = …", "w = …", "w + h" and the two losses under the box.
void paintProbeLabels(QPainter &p, const SingleWeightProbe &z, const QRectF &r, const QRectF &box, const Style &s,
                      const SingleWeightStep &f, double h, double headHeight)
{
    const QPointF a = z.a, b = z.b;
    p.setFont(s.noteFont());
    const bool down = f.loss_probe < f.loss;
    // On its own clear spot when there is one, and always on the background colour.
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(s.background, s.veilAlpha()));
    p.drawRoundedRect(z.hLabel, s.labelRadius(), s.labelRadius());
    p.setPen(s.foreground);
    p.drawText(z.hLabel, Qt::AlignCenter, QStringLiteral("h = %1").arg(disp(h)));
    {
        // Left of the point; when that would push it over the h label (a small panel), under the
        // point instead, on the side of the run away from the h label.
        const QString wText = QStringLiteral("w = %1").arg(disp(f.w));
        const double wBox = QFontMetricsF(p.font(), p.device()).horizontalAdvance(wText) + 10;
        if (a.x() - 6 - wBox >= box.left() + 2)
            placeLabel(p, a + QPointF(-6, 0), Qt::AlignRight | Qt::AlignVCenter, wText, s.accent, box, s);
        else
            placeLabel(p, a + QPointF(0, down ? 6 : -6), (down ? Qt::AlignTop : Qt::AlignBottom) | Qt::AlignHCenter, wText,
                       s.accent, box, s);
    }
    placeLabel(p, b + QPointF(6, 0), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("w + h"), s.secant, box, s);
    p.setPen(s.muted);
    // Both losses when they fit, else the probe's one: never a number cut in half.
    const QFontMetricsF nfm(p.font(), p.device());
    QString text = QStringLiteral("L(w) = %1 → L(w + h) = %2").arg(disp(f.loss), disp(f.loss_probe));
    if (nfm.horizontalAdvance(text) > r.width() - 16)
        text = QStringLiteral("L(w + h) = %1").arg(disp(f.loss_probe));
    p.drawText(QRectF(r.left() + 8, r.bottom() - headHeight - 4, r.width() - 16, headHeight), Qt::AlignLeft | Qt::AlignVCenter,
               nfm.elidedText(text, Qt::ElideRight, r.width() - 16));
}

/// A magnified look at the probe: the two points w and w + h, the secant through them and the tangent.
void paintProbe(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const SingleWeightTrace &tt = typed(ctx.trace);
    const SingleWeightStep &f = stepAt(tt, ctx.index);
    const double h = tt.meta.h;
    p.save();
    p.setPen(QPen(s.grid, s.gridWidth()));
    p.setBrush(s.panel);
    p.drawRoundedRect(r, s.cornerRadius(), s.cornerRadius());
    p.setFont(s.tagFont());
    const QFontMetricsF fm(p.font(), p.device());
    p.setPen(s.foreground);
    const QRectF head(r.left() + 8, r.top() + 3, r.width() - 16, fm.height() + 2);
    p.drawText(head, Qt::AlignLeft | Qt::AlignVCenter, QObject::tr("The probe, zoomed in"));
    const QRectF box = r.adjusted(10, head.height() + 8, -10, -8 - fm.height());
    if (box.height() >= 20 && h > 0) {
        const SingleWeightProbe z = singleWeightProbe(ctx.trace, ctx.index, box, s, p.device());
        paintProbeGraph(p, z, box, s);
        paintProbeLabels(p, z, r, box, s, f, h, fm.height());
    }
    p.restore();
}

/// The step card: the lecture's arithmetic with this frame's numbers (the move from this frame's
/// w to the next: step i → i + 1).
std::vector<TextBlock> stepCard(const PaintContext &ctx, const SingleWeightMeta &m, const SingleWeightStep &f, bool showSecant)
{
    const Style &s = ctx.style;
    const QFont body = s.panelFont(), bold = s.labelFont(true);
    const QColor stepColor = stepColorOf(f.grad, s);
    std::vector<TextBlock> card;
    card.push_back({ctx.hasNext() ? QObject::tr("Step %1 → %2").arg(ctx.index).arg(ctx.index + 1)
                                  : QObject::tr("After step %1, the last: where a next step would go").arg(ctx.index),
                    s.foreground, bold});
    const draw::EquationDigits pd = draw::productDigits(m.x, f.w, f.y_hat); // written so that it adds up as written
    card.push_back({QObject::tr("prediction ŷ = x·w = %1·%2 %4 %3")
                        .arg(draw::eqNum(m.x, pd), draw::eqTerm(f.w, pd), draw::eqNum(f.y_hat, pd), draw::eqSign(pd)),
                    s.foreground, body});
    card.push_back({QObject::tr("loss L = ½(ŷ %1 y)² = %2").arg(kMinus, disp(f.loss)), s.foreground, body});
    if (showSecant) {
        // Dividing by h magnifies the losses' last digits: they get as many as the slope needs.
        const draw::EquationDigits sd = draw::equationDigits({f.loss_probe, f.loss, m.h}, f.fd_grad,
                                                             [](const std::vector<double> &o) { return (o[0] - o[1]) / o[2]; });
        card.push_back({QObject::tr("probe: (L(w + h) %1 L(w)) / h = (%2 %1 %3) / %4 %6 %5")
                            .arg(kMinus, draw::eqNum(f.loss_probe, sd), draw::eqNum(f.loss, sd), draw::eqNum(m.h, sd),
                                 draw::eqNum(f.fd_grad, sd), draw::eqSign(sd)),
                        s.secant, body});
        card.push_back(
            {QObject::tr("central: (L(w + h) %1 L(w %1 h)) / 2h = %2").arg(kMinus, disp(f.central_grad)), s.secant, body});
    }
    card.push_back({QObject::tr("formula: g = (x·w %1 y)·x = %2").arg(kMinus, disp(f.grad)), s.tangent, body});
    const draw::EquationDigits ud = draw::stepDigits(f.w, m.eta, f.grad, f.w_next);
    card.push_back(
        {QObject::tr("update: w %1 η·g = %2%3·%4 %6 %5")
             .arg(kMinus, draw::eqNum(f.w, ud), QStringLiteral(" ") + kMinus + QStringLiteral(" ") + draw::eqNum(m.eta, ud),
                  draw::eqTerm(f.grad, ud),
                  quizHidesNext(ctx.options) && ctx.t <= 0.0 ? QStringLiteral("?") : draw::eqNum(f.w_next, ud),
                  quizHidesNext(ctx.options) && ctx.t <= 0.0 ? QStringLiteral("=") : draw::eqSign(ud)),
         stepColor, s.calloutFont()});
    card.push_back({f.grad < 0   ? QObject::tr("g < 0, so w grows")
                    : f.grad > 0 ? QObject::tr("g > 0, so w shrinks")
                                 : QObject::tr("g = 0: w stays"),
                    stepColor, body});
    return card;
}

/// The classic slip: the derivative taken with respect to x instead of w.
std::vector<TextBlock> slipCard(const Style &s, const SingleWeightStep &f)
{
    // No strike-through: a line through "−8" reads as another minus sign. The cross and the
    // word "wrong" mark the slip; the tick and the formula's colour mark the answer.
    const QFont body = s.panelFont();
    return {{QObject::tr("The classic slip"), s.warning, s.labelFont(true)},
            {QObject::tr("✗ wrong: dL/dx = (x·w %1 y)·w = %2").arg(kMinus, disp(f.wrong_grad)), s.warning, body},
            {QObject::tr("✓ right: dL/dw = (x·w %1 y)·x = %2").arg(kMinus, disp(f.grad)), s.tangent, s.calloutFont()},
            {QObject::tr("x is data and cannot be changed; w is the parameter we adjust, so the "
                         "derivative is taken with respect to w."),
             s.muted, s.legendFont()}};
}

/// What the side panel shows and how tall each part is: by priority the step card, the slip, the
/// legend, the probe zoom and the verdict, each only when it fits below the ones before.
struct SidePlan {
    std::vector<TextBlock> card, slip, verdict;
    double gap = 0, cardH = 0, slipH = 0, legendH = 0, probeH = 0, verdictH = 0;
    bool hasCard = false, hasSlip = false, hasLegend = false, hasProbe = false, hasVerdict = false;
};

SidePlan planSide(const SingleWeightLayout &L, const PaintContext &ctx, const QPaintDevice *dev, bool showSecant, bool showSlip)
{
    const Style &s = ctx.style;
    const SingleWeightTrace &tt = typed(ctx.trace);
    const SingleWeightStep &f = stepAt(tt, ctx.index);
    auto *device = const_cast<QPaintDevice *>(dev);
    const double inner = L.side.width() - 16;
    SidePlan plan;
    plan.card = stepCard(ctx, tt.meta, f, showSecant);
    if (showSlip)
        plan.slip = slipCard(s, f);
    if (!tt.summary.diverged && !tt.summary.message.empty())
        plan.verdict.push_back(
            {QObject::tr("Over all steps: %1").arg(prettyMessage(tt.summary.message, false)), s.muted, s.legendFont()});
    plan.gap = 0.6 * QFontMetricsF(s.panelFont(), device).height();
    plan.cardH = blockHeight(plan.card, inner - 16, dev) + 14;
    plan.slipH = plan.slip.empty() ? 0 : blockHeight(plan.slip, inner - 16, dev) + 14;
    plan.legendH = legendHeight(s, dev, showSecant);
    plan.verdictH = plan.verdict.empty() ? 0 : blockHeight(plan.verdict, inner, dev) + 4;
    const QFontMetricsF fmProbe(s.tagFont(), device);
    const double probeMin = 6.5 * fmProbe.height();

    double avail = L.side.height();
    auto take = [&](double need) {
        if (need <= 0 || need + plan.gap > avail + plan.gap * 0.01)
            return false;
        avail -= need + plan.gap;
        return true;
    };
    plan.hasCard = take(plan.cardH);
    plan.hasSlip = take(plan.slipH);
    plan.hasLegend = take(plan.legendH);
    plan.hasProbe = showSecant && take(probeMin);
    plan.hasVerdict = take(plan.verdictH);
    if (plan.hasProbe)
        plan.probeH = probeMin + std::min(avail, 4.0 * fmProbe.height());
    return plan;
}

} // namespace

void paintSide(QPainter &p, const SingleWeightLayout &L, const PaintContext &ctx, bool showSecant, bool showSlip)
{
    const Style &s = ctx.style;
    const SidePlan plan = planSide(L, ctx, p.device(), showSecant, showSlip);
    const QRectF side = L.side;
    const double pad = 8;
    const double inner = side.width() - 2 * pad;
    double yy = side.top();
    auto boxed = [&](const std::vector<TextBlock> &lines, double hgt, const QColor &border) {
        const QRectF r(side.left() + pad, yy, inner, hgt);
        p.setPen(QPen(border, s.frameWidth()));
        p.setBrush(s.panel);
        p.drawRoundedRect(r, s.cornerRadius(), s.cornerRadius());
        drawBlock(p, lines, r.topLeft() + QPointF(8, 7), inner - 16);
        yy += hgt + plan.gap;
    };
    if (plan.hasLegend) {
        paintLegend(p, QRectF(side.left() + pad, yy, inner, plan.legendH), s, showSecant);
        yy += plan.legendH + plan.gap;
    }
    if (plan.hasCard)
        boxed(plan.card, plan.cardH, s.grid);
    if (plan.hasSlip)
        boxed(plan.slip, plan.slipH, s.warning);
    if (plan.hasProbe) {
        paintProbe(p, QRectF(side.left() + pad, yy, inner, plan.probeH), ctx);
        yy += plan.probeH + plan.gap;
    }
    if (plan.hasVerdict)
        drawBlock(p, plan.verdict, QPointF(side.left() + pad, yy), inner);
}

} // namespace sgd::ui::single_weight
