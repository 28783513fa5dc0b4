#include "implicit_momentum_layout.h"

#include "ui/render/draw.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>

namespace sgd::ui::implicit_momentum {

const ImplicitMomentumTrace &typed(const Trace &trace)
{
    return typedTrace<ImplicitMomentumTrace>(trace);
}

Layout layoutFor(const QRectF &area, const Style &s, ImplicitMomentumView view)
{
    Layout L;
    const double pad = s.padding();
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    const QFontMetricsF tf(s.titleFont()), lf(s.bodyFont());
    L.title = QRectF(inner.left(), inner.top(), inner.width(), tf.height() + 4);
    QRectF body = inner.adjusted(0, L.title.height() + pad * 0.5, 0, 0);
    if (view == ImplicitMomentumView::Fit) {
        L.fitArea = body;
        return L;
    }
    if (view == ImplicitMomentumView::Staleness) {
        L.stalenessArea = body;
        return L;
    }
    L.readout = QRectF(body.left(), body.top(), body.width(), lf.height() * 2 + 6);
    body.adjust(0, L.readout.height() + pad * 0.5, 0, 0);
    if (view == ImplicitMomentumView::Trajectory) {
        L.trajectoryArea = body;
        return L;
    }
    const double lower = std::clamp(body.height() * 0.38, std::min(body.height() * 0.5, 160.0), body.height() * 0.5);
    L.trajectoryArea = QRectF(body.left(), body.top(), body.width(), body.height() - lower - pad);
    const double gap = pad * 2;
    const double half = (body.width() - gap) / 2;
    L.fitArea = QRectF(body.left(), body.bottom() - lower, half, lower);
    L.stalenessArea = QRectF(body.left() + half + gap, body.bottom() - lower, half, lower);
    return L;
}

namespace {

chart::Series line(const QString &name, const QColor &c, Qt::PenStyle dash, double width)
{
    chart::Series out;
    out.name = name;
    out.color = c;
    out.dash = dash;
    out.width = width;
    return out;
}

} // namespace

chart::Spec trajectorySpec(const Trace &trace, const Style &s)
{
    const ImplicitMomentumTrace &tt = typed(trace);
    const ImplicitMomentumMeta &m = tt.meta;
    chart::Spec spec;
    spec.id = QStringLiteral("trajectory");
    spec.x.title = QObject::tr("server update t");
    spec.x.shortTitle = QObject::tr("update");
    spec.y.title = QObject::tr("weight w (minimum at %1)").arg(draw::num(m.w_best));
    spec.y.shortTitle = QObject::tr("weight w");
    spec.x.lo = 0;
    spec.x.hi = std::max(1.0, double(tt.frames.size()) - 1);
    chart::Series best = line(QString(), s.muted, Qt::DotLine, 0.7);
    chart::Series sample = line(QObject::tr("one async run"), draw::mix(s.muted, s.background, 0.7), Qt::SolidLine, 0.6);
    chart::Series async = line(QObject::tr("async, mean of %1 runs").arg(draw::count(m.runs)), s.series[0], Qt::SolidLine, 1.4);
    chart::Series mom =
        line(QObject::tr("momentum SGD, μ = %1").arg(draw::num(m.momentum_predicted)), s.series[1], Qt::DashLine, 1.2);
    chart::Series leaky = line(QObject::tr("leaky server, leak %1").arg(draw::num(m.leak)), s.series[2], Qt::DashDotDotLine, 1.0);
    chart::Series low = line(QObject::tr("async at η = %1").arg(draw::num(m.eta_low)), s.series[3], Qt::DashDotLine, 1.0);
    for (const ImplicitMomentumStep &f : tt.frames) {
        const double t = f.update;
        sample.points.emplace_back(t, f.w_sample);
        async.points.emplace_back(t, f.w_async);
        mom.points.emplace_back(t, f.w_momentum);
        leaky.points.emplace_back(t, f.w_leaky);
        low.points.emplace_back(t, f.w_low_rate);
    }
    best.points = {{spec.x.lo, m.w_best}, {spec.x.hi, m.w_best}};
    for (chart::Series *se : {&sample, &low, &leaky, &async, &mom})
        se->firstFrame = 0; // the runs, point t after update t (quiz mode cuts them at the frame shown)
    spec.series = {best, sample, low, leaky, async, mom};
    return spec;
}

chart::Spec fitSpec(const Trace &trace, const Style &s)
{
    const ImplicitMomentumMeta &m = typed(trace).meta;
    chart::Spec spec;
    spec.id = QStringLiteral("fit");
    spec.x.title = QObject::tr("workers K");
    spec.y.title = QObject::tr("momentum μ");
    spec.x.lo = 0;
    spec.x.hi = 17;
    spec.y.lo = -0.05; // room for the dot of K = 1 (mu = 0) and of K = 16 near 1
    spec.y.hi = 1.05;
    chart::Series pred = line(QStringLiteral("1 − 1/K"), s.series[1], Qt::DashLine, 1.0);
    chart::Series fitted = line(QObject::tr("fitted from the runs"), s.series[0], Qt::SolidLine, 0.8);
    fitted.markers = true;
    for (std::size_t i = 0; i < m.sweep_workers.size(); ++i) {
        if (i < m.sweep_predicted.size())
            pred.points.emplace_back(m.sweep_workers[i], m.sweep_predicted[i]);
        if (i < m.sweep_fitted.size())
            fitted.points.emplace_back(m.sweep_workers[i], std::clamp(m.sweep_fitted[i], -0.2, 1.2));
    }
    spec.series = {pred, fitted};
    return spec;
}

chart::Spec stalenessSpec(const Trace &trace, const Style &s)
{
    const ImplicitMomentumMeta &m = typed(trace).meta;
    chart::Spec spec;
    spec.id = QStringLiteral("staleness");
    spec.x.title = QObject::tr("staleness τ (updates)");
    spec.x.shortTitle = QObject::tr("staleness τ");
    spec.y.title = QObject::tr("share of gradients");
    spec.y.shortTitle = QObject::tr("share");
    spec.y.fromZero = true;
    spec.y.label = [](double v) { return draw::percent(v); };
    chart::Series geo = line(QStringLiteral("(1/K)(1 − 1/K)^τ"), s.series[1], Qt::DashLine, 1.0);
    chart::Series measured = line(QObject::tr("measured"), s.series[0], Qt::SolidLine, 0.8);
    measured.markers = true;
    for (std::size_t i = 0; i < m.staleness_lags.size(); ++i) {
        if (i < m.staleness_geometric.size())
            geo.points.emplace_back(m.staleness_lags[i], m.staleness_geometric[i]);
        if (i < m.staleness_measured.size())
            measured.points.emplace_back(m.staleness_lags[i], m.staleness_measured[i]);
    }
    spec.series = {geo, measured};
    return spec;
}

} // namespace sgd::ui::implicit_momentum
