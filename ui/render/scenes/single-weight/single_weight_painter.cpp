#include "single_weight_parts.h"
#include "ui/render/painters.h"

#include <QFontMetricsF>
#include <QObject>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <vector>

// The single-weight scene: the loss parabola of one weight, the probe (secant) and the formula
// (tangent) for its slope, and the step along the w axis. Every number comes from the trace, read
// through its typed form (single_weight_trace.h); the curve itself is sampled with the engine's own
// loss function.

namespace sgd::ui {

namespace {

using namespace single_weight;

class SingleWeightPainter : public PainterWithViews<SingleWeightView> {
public:
    QString sceneId() const override { return QStringLiteral("single-weight"); }
    /// The engine's one-line message in the language shown (its shapes: messageText()).
    MessageText runMessageText(const Trace &trace) const override { return messageText(trace.message()); }
    int transitionMs() const override { return 900; }

    QList<ViewOption> options() const override { return {kSecantToggle.option(), kFollowToggle.option(), kSlipToggle.option()}; }

    QStringList tableColumns() const override
    {
        using F = SingleWeightStep;
        return {column(fieldName(&F::step)), column(fieldName(&F::w)),    column(fieldName(&F::y_hat)),
                column(fieldName(&F::loss)), column(fieldName(&F::grad)), column(fieldName(&F::w_next))};
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("step"), QStringLiteral("w"), QStringLiteral("ŷ"),
                QStringLiteral("L"), QStringLiteral("g"), QObject::tr("w next")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

// ------------------------------------------------------------------------------------ paint

/// The title line: the model with this scene's numbers, and the step shown (or the one a
/// transition plays: frame n holds w after n steps; 0 is the start).
void paintTitle(QPainter &p, const SingleWeightLayout &L, const PaintContext &ctx, const SingleWeightMeta &meta)
{
    const Style &s = ctx.style;
    p.setFont(s.titleFont());
    p.setPen(s.foreground);
    const QString title =
        QObject::tr("One weight: L(w) = ½(x·w %1 y)² with x = %2, y = %3").arg(kMinus, disp(meta.x), disp(meta.y));
    p.drawText(L.title, Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setFont(s.bodyFont());
    p.setPen(s.muted);
    const QString where = QObject::tr("step %1 of %2 · η = %3").arg(ctx.shownStep()).arg(ctx.lastStep()).arg(disp(meta.eta));
    const QFontMetricsF fmT(p.font(), p.device());
    if (fmT.horizontalAdvance(where) + QFontMetricsF(s.titleFont(), p.device()).horizontalAdvance(title) + 30 < L.title.width())
        p.drawText(L.title, Qt::AlignRight | Qt::AlignVCenter, where);
}

void paintBanner(QPainter &p, const SingleWeightLayout &L, const Style &s, const std::string &message)
{
    p.setPen(QPen(s.warning, s.cardEdgeWidth()));
    p.setBrush(withAlpha(s.warning, s.name == QLatin1String("dark") ? 55 : 30));
    p.drawRoundedRect(L.banner, s.cardRadius(), s.cardRadius());
    p.setFont(s.bannerFont());
    p.setPen(s.warning);
    const double pad = 0.5 * QFontMetricsF(s.bodyFont(), p.device()).height();
    p.drawText(L.banner.adjusted(pad, 0, -pad, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
               QStringLiteral("⚠ ") + prettyMessage(message));
}

void SingleWeightPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    // Its own type sizes (the plot and the side panel are sized from the canvas), clipped to the canvas.
    const PaintScope scope(p, area, outer, QObject::tr("One weight: no steps"), {false, true});
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const Style &s = ctx.style;
    const bool showSecant = toggleOn(ctx.options, kSecantToggle);
    const bool showSlip = toggleOn(ctx.options, kSlipToggle);
    const bool follow = toggleOn(ctx.options, kFollowToggle);
    const SingleWeightLayout L =
        singleWeightLayout(ctx.trace, area, s, p.device(), viewIn<SingleWeightView>(ctx), ctx.index, ctx.t, follow);
    const SingleWeightTrace &tt = typed(ctx.trace);

    paintPlot(p, L, ctx, showSecant, L.side.isEmpty()); // first: its axes come from an opaque layer
    paintTitle(p, L, ctx, tt.meta);
    if (!L.banner.isEmpty())
        paintBanner(p, L, s, tt.summary.message);
    if (!L.side.isEmpty())
        paintSide(p, L, ctx, showSecant, showSlip);
}

// ------------------------------------------------------------------------------------ narration

/// How w got to step `index` (the move the window plays) and what the model says there.
QString narrateArrival(const SingleWeightTrace &tt, int index)
{
    const SingleWeightMeta &m = tt.meta;
    const SingleWeightStep &f = stepAt(tt, index);
    const int last = int(tt.frames.size()) - 1;
    QString out;
    if (index == 0) {
        out += QObject::tr("<b>Step 0 of %1, the start.</b> ").arg(last);
    } else {
        const SingleWeightStep &prev = stepAt(tt, index - 1);
        // Each equation's numbers at the digits that make it add up as written (draw::equationDigits).
        const draw::EquationDigits e = draw::stepDigits(prev.w, m.eta, prev.grad, f.w);
        out += QObject::tr("<b>Step %1 of %2.</b> The slope at w = %3 was %4, so w moved to %3 %5 %6·%7 %9 <b>%8</b>. ")
                   .arg(index)
                   .arg(last)
                   .arg(draw::eqNum(prev.w, e), draw::eqNum(prev.grad, e), kMinus, draw::eqNum(m.eta, e),
                        draw::eqTerm(prev.grad, e), draw::eqNum(f.w, e), draw::eqSign(e));
    }
    const draw::EquationDigits p = draw::productDigits(m.x, f.w, f.y_hat);
    out += (index == 0 ? QObject::tr("At w = %1 the model predicts ŷ = %2·%3 %9 %4 where the target is %5, so the loss is "
                                     "½(%4 %6 %7)² = %8. ")
                       : QObject::tr("Now, at w = %1, the model predicts ŷ = %2·%3 %9 %4 where the target is %5, so the loss is "
                                     "½(%4 %6 %7)² = %8. "))
               .arg(draw::eqNum(f.w, p), draw::eqNum(m.x, p), draw::eqTerm(f.w, p), draw::eqNum(f.y_hat, p), disp(m.y), kMinus,
                    term(m.y), disp(f.loss), draw::eqSign(p));
    return out;
}

/// What the slope at step `index` says about the next move.
QString narrateSlope(const SingleWeightTrace &tt, int index, bool secant)
{
    const SingleWeightMeta &m = tt.meta;
    const SingleWeightStep &f = stepAt(tt, index);
    const bool hasNext = index < int(tt.frames.size()) - 1;
    QString out;
    if (secant) {
        out += QObject::tr("Nudging w by h = %1 moves the loss to %2, a secant slope of about %3; "
                           "nudging both ways, (L(w + h) %4 L(w %4 h)) / 2h, gives %5. ")
                   .arg(disp(m.h), disp(f.loss_probe), disp(f.fd_grad), kMinus, disp(f.central_grad));
        if ((f.fd_grad < 0) != (f.grad < 0) && f.grad != 0)
            out += QObject::tr("So close to the bottom the probe is too coarse: w + h already lies past the vertex, "
                               "and the secant even has the wrong sign. ");
    }
    // Written at the digits that make it add up (3·3.333 − 10 is not the −1.2×10⁻⁵ of w = 3.33333).
    const draw::EquationDigits g =
        draw::equationDigits({m.x, f.w, m.y}, f.grad, [](const std::vector<double> &o) { return (o[0] * o[1] - o[2]) * o[0]; });
    out += QObject::tr("The formula (x·w %1 y)·x gives the exact slope (%2·%3 %1 %4)·%2 %6 <b>%5</b>. ")
               .arg(kMinus, draw::eqNum(m.x, g), draw::eqTerm(f.w, g), draw::eqTerm(m.y, g), draw::eqNum(f.grad, g),
                    draw::eqSign(g));
    const QString next = index == 0 ? QObject::tr("the first step")
                         : hasNext  ? QObject::tr("step %1").arg(index + 1)
                                    : QObject::tr("a further step (past the last)");
    const draw::EquationDigits e = draw::stepDigits(f.w, m.eta, f.grad, f.w_next);
    if (f.grad < 0)
        out += QObject::tr("The gradient %1 is negative, so %2 makes w grow: %3 %4 %5·%6 %8 <b>%7</b>.")
                   .arg(draw::eqNum(f.grad, e), next, draw::eqNum(f.w, e), kMinus, draw::eqNum(m.eta, e), draw::eqTerm(f.grad, e),
                        draw::eqNum(f.w_next, e), draw::eqSign(e));
    else if (f.grad > 0)
        out += QObject::tr("The gradient %1 is positive, so %2 makes w shrink: %3 %4 %5·%6 %8 <b>%7</b>.")
                   .arg(draw::eqNum(f.grad, e), next, draw::eqNum(f.w, e), kMinus, draw::eqNum(m.eta, e), draw::eqTerm(f.grad, e),
                        draw::eqNum(f.w_next, e), draw::eqSign(e));
    else
        out += QObject::tr("The gradient is zero: w stays at %1, the bottom of the parabola.").arg(disp(f.w_next));
    return out;
}

QString SingleWeightPainter::narration(const Trace &tr, int index, const QVariantMap &options) const
{
    if (tr.frames.empty())
        return tr.diverged() ? QObject::tr("<b>No steps.</b> %1").arg(prettyMessage(tr.message()).toHtmlEscaped()) : QString();
    const SingleWeightTrace &tt = typed(tr);
    index = std::clamp(index, 0, int(tt.frames.size()) - 1);
    const SingleWeightStep &f = stepAt(tt, index);
    const SingleWeightSummary &sum = tt.summary;
    QString out = narrateArrival(tt, index) + narrateSlope(tt, index, toggleOn(options, kSecantToggle));
    if (f.overshoot)
        out += QObject::tr(
                   " <i>Overshoot:</i> the step is so long that it lands on the far side of the vertex w* = %1; "
                   "each step multiplies the distance to w* by 1 %2 η·x² = %3, a negative number, so the side flips every time.")
                   .arg(disp(tt.meta.w_star), kMinus, disp(tt.meta.contraction));
    if (toggleOn(options, kSlipToggle))
        out += QObject::tr("<br><i>The classic slip:</i> differentiating with respect to x instead of w gives (x·w %1 y)·w = "
                           "%2. That is <b>wrong</b>: it is the slope for changing the input x, which is data and fixed. The "
                           "parameter is w, "
                           "and its slope is %3.")
                   .arg(kMinus, disp(f.wrong_grad), disp(f.grad));
    if (sum.diverged && index == int(tt.frames.size()) - 1)
        out += QObject::tr("<br><b>The run stops here.</b> %1.").arg(prettyMessage(sum.message).toHtmlEscaped());
    else if (sum.diverged)
        out += QObject::tr("<br>Where this learning rate leads: %1.").arg(prettyMessage(sum.message, false).toHtmlEscaped());
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> singleWeightPainter()
{
    return std::make_unique<SingleWeightPainter>();
}

} // namespace sgd::ui
