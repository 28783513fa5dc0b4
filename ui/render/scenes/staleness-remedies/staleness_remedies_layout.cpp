#include "staleness_remedies_layout.h"

#include "ui/render/draw.h"
#include "ui/render/language.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::staleness_remedies {

const StalenessRemediesTrace &typed(const Trace &trace)
{
    return typedTrace<StalenessRemediesTrace>(trace);
}

Layout layoutFor(const QRectF &area, const Style &s, StalenessRemediesView view)
{
    Layout L;
    const double pad = s.padding();
    const panel::SceneHeader header = panel::splitSceneHeader(area, s);
    L.title = header.title;
    L.readout = header.readout;
    QRectF body = header.body;
    if (view == StalenessRemediesView::Loss) {
        L.lossArea = body;
        return L;
    }
    if (view == StalenessRemediesView::Weights) {
        L.weightArea = body;
        return L;
    }
    const double lower = std::clamp(body.height() * 0.42, std::min(body.height() * 0.5, 170.0), body.height() * 0.5);
    L.lossArea = QRectF(body.left(), body.top(), body.width(), body.height() - lower - pad);
    const double cardW = std::clamp(body.width() * 0.36, std::min(body.width() * 0.5, 260.0), 560.0 * std::max(1.0, s.fontScale));
    L.weightArea = QRectF(body.left(), body.bottom() - lower, body.width() - cardW - pad * 2, lower);
    L.card = QRectF(body.right() - cardW, body.bottom() - lower, cardW, lower);
    return L;
}

QColor ruleColor(const Style &s, std::size_t i)
{
    return s.series[i % 8];
}

Qt::PenStyle ruleDash(std::size_t i)
{
    // Five rules, five dashes: told apart without their colours.
    static const Qt::PenStyle dashes[] = {Qt::SolidLine, Qt::DashLine, Qt::DashDotDotLine, Qt::DashDotLine, Qt::DotLine};
    return dashes[i % 5];
}

namespace {

constexpr double kLossFloor = 1e-4; // the dips where a weight crosses the best stay on the chart without stretching it

chart::Series ruleSeries(const Style &s, std::size_t i, const RemedyRule &r)
{
    chart::Series out;
    out.name = coreText(r.title);
    out.color = ruleColor(s, i);
    out.dash = ruleDash(i);
    out.width = i == 0 ? 1.4 : 1.1;
    return out;
}

} // namespace

chart::Spec lossSpec(const Trace &trace, const Style &s)
{
    const StalenessRemediesTrace &tt = typed(trace);
    chart::Spec spec;
    spec.id = QStringLiteral("loss");
    spec.x.title = QObject::tr("server update");
    spec.y.title = QObject::tr("loss above the best (log scale)");
    spec.y.shortTitle = QObject::tr("loss − best");
    spec.y.kind = chart::ScaleKind::Log;
    spec.x.lo = 0;
    spec.x.hi = std::max(1.0, double(tt.frames.size()) - 1);
    double hi = kLossFloor * 10;
    const auto &rules = remedyRules();
    for (std::size_t i = 0; i < rules.size(); ++i) {
        chart::Series series = ruleSeries(s, i, rules[i]);
        for (const StalenessRemediesStep &f : tt.frames) {
            const double v = std::clamp(f.*rules[i].loss, kLossFloor, 1e12);
            hi = std::max(hi, v);
            series.points.emplace_back(f.update, v);
        }
        series.firstFrame = 0;
        spec.series.push_back(std::move(series));
    }
    spec.y.lo = kLossFloor;
    spec.y.hi = hi * 2;
    return spec;
}

chart::Spec weightSpec(const Trace &trace, const Style &s)
{
    const StalenessRemediesTrace &tt = typed(trace);
    chart::Spec spec;
    spec.id = QStringLiteral("weight");
    spec.legend = false; // the card names the rules in the same colours
    spec.x.title = QObject::tr("server update");
    spec.y.title = QObject::tr("weight w (best %1)").arg(draw::num(tt.meta.w_best));
    spec.y.shortTitle = QObject::tr("weight w");
    spec.x.lo = 0;
    spec.x.hi = std::max(1.0, double(tt.frames.size()) - 1);
    // The best weight's line, then the rules; a rule that ran away leaves the chart at its edge.
    const double span = std::max(1.0, std::abs(tt.meta.w0 - tt.meta.w_best));
    spec.y.lo = std::min(tt.meta.w0, tt.meta.w_best) - span * 1.2;
    spec.y.hi = std::max(tt.meta.w0, tt.meta.w_best) + span * 1.2;
    chart::Series best;
    best.color = s.muted;
    best.dash = Qt::DotLine;
    best.width = 0.7;
    best.points = {{spec.x.lo, tt.meta.w_best}, {spec.x.hi, tt.meta.w_best}};
    spec.series.push_back(best);
    const auto &rules = remedyRules();
    for (std::size_t i = 0; i < rules.size(); ++i) {
        chart::Series series = ruleSeries(s, i, rules[i]);
        for (const StalenessRemediesStep &f : tt.frames)
            series.points.emplace_back(f.update, std::clamp(f.*rules[i].w, spec.y.lo - span, spec.y.hi + span));
        series.firstFrame = 0;
        spec.series.push_back(std::move(series));
    }
    return spec;
}

} // namespace sgd::ui::staleness_remedies
