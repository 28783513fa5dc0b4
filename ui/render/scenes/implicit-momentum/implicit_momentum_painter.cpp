// Implicit momentum: the mean of many asynchronous runs on a quadratic lies on explicit momentum
// SGD with mu = 1 - 1/K. The trajectories against server updates (with a leaky server and a lower
// base rate as the two dampers), the momentum fitted for K = 1 .. 16 against 1 - 1/K, and the
// measured staleness against the geometric law that makes it so. Geometry: implicit_momentum_layout.*.

#include "implicit_momentum_layout.h"
#include "ui/render/draw.h"
#include "ui/render/painters.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui {
namespace {

using namespace implicit_momentum;
using draw::num;

/// A chart with its caption line on top.
chart::Layout captioned(QPainter &p, const QRectF &r, const QString &caption, const chart::Spec &spec, const Style &s)
{
    const QRectF rest = panel::caption(p, r, caption, s);
    const chart::Layout L = chart::layoutChart(spec, rest, s, p.device());
    chart::drawChartCached(p, L, spec, s, true); // the whole run's curves: the same in every frame
    return L;
}

/// A ring on a chart point: "you are here".
void ring(QPainter &p, const chart::Layout &L, QPointF v, const QColor &c, const Style &s)
{
    if (!std::isfinite(v.y()))
        return;
    const QPointF at = L.map(v);
    if (!L.plot.adjusted(-1, -1, 1, 1).contains(at))
        return;
    p.setPen(QPen(s.accent, draw::lineWidth(s)));
    p.setBrush(c);
    const double r = s.markerRadius() * 1.6;
    p.drawEllipse(at, r, r);
}

void paintTrajectory(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const ImplicitMomentumTrace &tt = typed(ctx.trace);
    // Up to the update shown, quiz or not: the start asks whether the mean swings past w*.
    const chart::Spec spec = chart::withReveal(trajectorySpec(ctx.trace, s), ctx.index);
    const chart::Layout L = captioned(p, r, QObject::tr("The weight against server updates"), spec, s);
    const ImplicitMomentumStep &a = tt.frames[std::size_t(ctx.index)];
    const ImplicitMomentumStep &b = tt.frames[std::size_t(ctx.hasNext() ? ctx.index + 1 : ctx.index)];
    const double t = ctx.hasNext() ? panel::clamp01(ctx.t) : 0.0;
    const auto mix = [t](double x, double y) { return x + t * (y - x); };
    const double x = mix(a.update, b.update);
    p.save();
    p.setPen(QPen(draw::withAlpha(s.accent, 150), s.gridWidth() * 1.5, Qt::DashLine));
    const double px = L.x.map(x);
    p.drawLine(QPointF(px, L.plot.top()), QPointF(px, L.plot.bottom()));
    ring(p, L, {x, mix(a.w_async, b.w_async)}, s.series[0], s);
    ring(p, L, {x, mix(a.w_momentum, b.w_momentum)}, s.series[1], s);
    p.restore();
}

void paintFit(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const ImplicitMomentumTrace &tt = typed(ctx.trace);
    const chart::Layout L = captioned(p, r, QObject::tr("Fitted momentum against K"), fitSpec(ctx.trace, s), s);
    const double k = tt.meta.workers;
    p.save();
    ring(p, L, {k, std::clamp(tt.summary.fitted_momentum, -0.2, 1.2)}, s.series[0], s);
    p.restore();
}

void paintStaleness(QPainter &p, const QRectF &r, const PaintContext &ctx)
{
    const ImplicitMomentumTrace &tt = typed(ctx.trace);
    captioned(p, r, QObject::tr("How old the gradients are (K = %1)").arg(tt.meta.workers), stalenessSpec(ctx.trace, ctx.style),
              ctx.style);
}

/// Two lines of readouts: the fit against the prediction, then the two dampers.
void paintReadout(QPainter &p, const QRectF &r, const ImplicitMomentumTrace &tt, const Style &s)
{
    const ImplicitMomentumMeta &m = tt.meta;
    const ImplicitMomentumSummary &sm = tt.summary;
    const double h = r.height() / 2;
    const QString first =
        QObject::tr("Fitted μ = %1   ·   1 − 1/K = %2   ·   overshoot past the minimum: async %3, momentum SGD %4")
            .arg(num(sm.fitted_momentum), num(m.momentum_predicted), draw::percent(sm.overshoot_async),
                 draw::percent(sm.overshoot_momentum));
    const QString second =
        QObject::tr("Leaky server: μ = %1 (expected %2), overshoot %3   ·   η = %4 (critical %5): μ = %6, overshoot %7")
            .arg(num(sm.fitted_leaky), num(m.leaky_predicted), draw::percent(sm.overshoot_leaky), num(m.eta_low),
                 num(m.critical_eta), num(sm.fitted_low_rate), draw::percent(sm.overshoot_low_rate));
    p.setPen(s.foreground);
    panel::fitFirst(
        s, p, QRectF(r.left(), r.top(), r.width(), h),
        {first, QObject::tr("Fitted μ = %1   ·   1 − 1/K = %2").arg(num(sm.fitted_momentum), num(m.momentum_predicted))},
        s.bodyFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.75);
    p.setPen(s.muted);
    panel::fitFirst(s, p, QRectF(r.left(), r.top() + h, r.width(), h),
                    {second, QObject::tr("Leaky μ = %1 (expected %2)   ·   η = %3: μ = %4")
                                 .arg(num(sm.fitted_leaky), num(m.leaky_predicted), num(m.eta_low), num(sm.fitted_low_rate))},
                    s.bodyFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.75);
}

class ImplicitMomentumPainter : public PainterWithViews<ImplicitMomentumView> {
public:
    QString sceneId() const override { return QStringLiteral("implicit-momentum"); }
    /// The engine's one-line message in the language shown: the shapes of every message it writes.
    MessageText runMessageText(const Trace &trace) const override
    {
        return fittedMessage(
            trace.message(),
            {QT_TRANSLATE_NOOP("QObject", "a run ran away: its weight is held at its last value; lower η"),
             QT_TRANSLATE_NOOP("QObject", "fitted momentum %1 against 1 − 1/K = %2; the leaky server leaves %3")});
    }
    int transitionMs() const override { return 250; }
    QStringList tableColumns() const override
    {
        using F = ImplicitMomentumStep;
        QStringList out;
        for (const std::string &name :
             {fieldName(&F::update), fieldName(&F::w_async), fieldName(&F::w_momentum), fieldName(&F::w_sample),
              fieldName(&F::sample_staleness), fieldName(&F::w_leaky), fieldName(&F::w_low_rate)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("update"),        QObject::tr("async (mean)"), QObject::tr("momentum SGD"), QObject::tr("one run"),
                QObject::tr("its staleness"), QObject::tr("leaky server"), QObject::tr("lower η")};
    }
    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

void ImplicitMomentumPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QObject::tr("Implicit momentum: no updates"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const Style &s = ctx.style;
    const ImplicitMomentumTrace &tt = typed(ctx.trace);
    const Layout L = layoutFor(area, s, viewIn<ImplicitMomentumView>(ctx));
    p.setPen(s.foreground);
    panel::fitFirst(
        s, p, L.title,
        {QObject::tr("Implicit momentum: %1 asynchronous workers, η = %2, update %3 of %4")
             .arg(tt.meta.workers)
             .arg(num(tt.meta.eta))
             .arg(ctx.shownStep())
             .arg(ctx.lastStep()),
         QObject::tr("Implicit momentum: K = %1, update %2 of %3").arg(tt.meta.workers).arg(ctx.shownStep()).arg(ctx.lastStep())},
        s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    if (!L.readout.isEmpty())
        paintReadout(p, L.readout, tt, s);
    if (!L.trajectoryArea.isEmpty())
        paintTrajectory(p, L.trajectoryArea, ctx);
    if (!L.fitArea.isEmpty())
        paintFit(p, L.fitArea, ctx);
    if (!L.stalenessArea.isEmpty())
        paintStaleness(p, L.stalenessArea, ctx);
}

QString startNarration(const ImplicitMomentumTrace &tt)
{
    const ImplicitMomentumMeta &m = tt.meta;
    return QObject::tr("<b>Update 0: the start.</b> %1 each read w = %2 and start a gradient of the loss ½(w − %3)². "
                       "Each gradient takes a random time, so they land in a random order, and the server applies each one "
                       "with η = %4 as it arrives, however old it is. The curve “async, mean” averages %5 such runs. "
                       "<i>Predict:</i> will the mean slide straight down to %3, or swing past it like a ball with momentum?")
        .arg(text::counted(m.workers, "worker", "workers"))
        .arg(num(m.w0), num(m.w_best), num(m.eta), draw::count(m.runs));
}

/// The first update at which the mean of the runs has crossed w* (the swing the start asks about
/// shows), or the number of frames when it never does.
int firstCrossing(const ImplicitMomentumTrace &tt)
{
    const double side = tt.meta.w0 - tt.meta.w_best;
    for (std::size_t i = 1; i < tt.frames.size(); ++i)
        if ((tt.frames[i].w_async - tt.meta.w_best) * side < 0)
            return int(i);
    return int(tt.frames.size());
}

QString updateNarration(const ImplicitMomentumTrace &tt, int index)
{
    const ImplicitMomentumMeta &m = tt.meta;
    const ImplicitMomentumSummary &sm = tt.summary;
    const ImplicitMomentumStep &f = tt.frames[std::size_t(index)];
    QString out = QObject::tr("<b>Update %1 of %2.</b> ").arg(index).arg(int(tt.frames.size()) - 1);
    out += QObject::tr("In the thin sample run, worker %1's gradient was <b>%2</b> old when it landed. ")
               .arg(f.sample_worker)
               .arg(text::counted(f.sample_staleness, "update", "updates"));
    out += QObject::tr(
               "The mean of the runs stands at w = <b>%1</b>; momentum SGD with μ = 1 − 1/%2 = %3 and step η/K = %4 stands at "
               "<b>%5</b>. ")
               .arg(num(f.w_async))
               .arg(m.workers)
               .arg(num(m.momentum_predicted), num(m.eta / std::max(1, m.workers)), num(f.w_momentum));
    // Whether the mean swings past w* is the start's question: the explanation, the fit and the
    // damped variants come once the swing is on screen (or the run is over without one).
    const int crossing = firstCrossing(tt);
    if (index < crossing && index + 1 < int(tt.frames.size()))
        return out + QObject::tr("Keep stepping: does the mean stop at %1, or run past it?").arg(num(m.w_best));
    if (index >= crossing)
        out += QObject::tr("The mean has swung past %1 (since update %2). ").arg(num(m.w_best)).arg(crossing);
    out += QObject::tr(
               "<br><b>Why:</b> the next gradient to land is any worker's with the same chance, 1/%1, so %2 of them are fresh "
               "and the rest were read 1, 2, 3 … updates ago, each age %3 times as rare as the one before. A sum of old "
               "gradients that fades by that factor is exactly a momentum buffer. ")
               .arg(m.workers)
               .arg(draw::percent(sm.fresh_share), num(m.momentum_predicted));
    out += QObject::tr("Least squares on the mean curve, w[t+1] − w[t] + η′ g[t] = μ (w[t] − w[t−1]) with the theory's step "
                       "η′ = η/K = %1, gives <b>μ = %2</b> against 1 − 1/K = %3. ")
               .arg(num(m.eta_prime), num(sm.fitted_momentum), num(m.momentum_predicted));
    out +=
        QObject::tr("<br><b>Damping it:</b> a leaky server that applies a gradient τ updates old at η × %1^τ leaves μ = %2 "
                    "(expected %3 × %1 = %4) and swings %5 past the minimum instead of %6. A lower rate η = %7 keeps μ = %8 "
                    "but stays under the critical rate %9, so it creeps down without swinging past (%10), at the price of speed.")
            .arg(num(1 - m.leak), num(sm.fitted_leaky), num(m.momentum_predicted), num(m.leaky_predicted),
                 draw::percent(sm.overshoot_leaky), draw::percent(sm.overshoot_async), num(m.eta_low), num(sm.fitted_low_rate),
                 num(m.critical_eta), draw::percent(sm.overshoot_low_rate));
    return out;
}

QString ImplicitMomentumPainter::narration(const Trace &trace, int index, const QVariantMap &options) const
{
    if (trace.frames.empty())
        return QObject::tr("<b>No updates.</b> The server applied no gradients.");
    const ImplicitMomentumTrace &tt = typed(trace);
    index = std::clamp(index, 0, int(trace.frames.size()) - 1);
    const ImplicitMomentumView view = viewIn<ImplicitMomentumView>(options);
    if (view == ImplicitMomentumView::Fit)
        return QObject::tr(
                   "<b>Momentum against the number of workers.</b> For every K from 1 to 16 the same fit runs on the mean of "
                   "the asynchronous runs. The dots follow 1 − 1/K: one worker gives plain SGD (μ = 0), two give %1, "
                   "%2 give %3 (fitted %4). More workers, more inertia.")
            .arg(num(tt.meta.sweep_fitted.size() > 1 ? tt.meta.sweep_fitted[1] : 0.0))
            .arg(tt.meta.workers)
            .arg(num(tt.meta.momentum_predicted), num(tt.summary.fitted_momentum));
    if (view == ImplicitMomentumView::Staleness)
        return QObject::tr(
                   "<b>How old the gradients are.</b> With %1 workers whose compute times are random and memoryless, %2 of the "
                   "gradients arrive fresh and each extra update of age is %3 times as rare: the geometric law that turns "
                   "asynchrony into momentum μ = 1 − 1/K.")
            .arg(tt.meta.workers)
            .arg(draw::percent(tt.summary.fresh_share), num(tt.meta.momentum_predicted));
    if (index == 0)
        return startNarration(tt);
    return updateNarration(tt, index);
}

} // namespace

std::unique_ptr<ScenePainter> implicitMomentumPainter()
{
    return std::make_unique<ImplicitMomentumPainter>();
}

} // namespace sgd::ui
