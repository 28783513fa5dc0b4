#include "drifting_stream_layout.h"

#include "ui/render/draw.h"
#include "ui/render/language.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::drifting_stream {

const DriftingStreamTrace &typed(const Trace &trace)
{
    return typedTrace<DriftingStreamTrace>(trace);
}

namespace {

/// A square-ish box for the plane in `r` (its tick labels need some more room on the left), centred.
QRectF planeBox(const QRectF &r, const Style &s)
{
    const double w = std::min(r.width(), r.height() + 40 * std::max(1.0, s.fontScale));
    return QRectF(r.center().x() - w / 2, r.top(), w, r.height());
}

} // namespace

Layout layoutFor(const QRectF &area, const Style &s, DriftingStreamView view)
{
    Layout L;
    const double pad = s.padding();
    const panel::SceneHeader header = panel::splitSceneHeader(area, s);
    L.title = header.title;
    L.readout = header.readout;
    QRectF body = header.body;
    if (view == DriftingStreamView::Error) {
        L.errorArea = body;
        return L;
    }
    if (view == DriftingStreamView::Plane) {
        L.planeArea = planeBox(body, s);
        return L;
    }
    const double lower = std::clamp(body.height() * 0.45, std::min(body.height() * 0.5, 180.0), body.height() * 0.5);
    L.errorArea = QRectF(body.left(), body.top(), body.width(), body.height() - lower - pad);
    const double planeW = std::min(body.width() * 0.42, lower + 40 * std::max(1.0, s.fontScale));
    L.planeArea = QRectF(body.left(), body.bottom() - lower, planeW, lower);
    const double cardLeft = L.planeArea.right() + pad * 2;
    L.card = QRectF(cardLeft, body.bottom() - lower, body.right() - cardLeft, lower);
    return L;
}

QColor learnerColor(const Style &s, std::size_t i)
{
    return s.series[i % 8];
}

Qt::PenStyle learnerDash(std::size_t i)
{
    // Each learner its own dash, in both charts and their legends: told apart without colour.
    static const Qt::PenStyle dashes[] = {Qt::SolidLine, Qt::DashLine, Qt::DashDotLine};
    return dashes[i % 3];
}

namespace {

chart::Series learnerSeries(const Style &s, std::size_t i, const DriftLearner &l)
{
    chart::Series out;
    out.name = coreText(l.title);
    out.color = learnerColor(s, i);
    out.dash = learnerDash(i);
    out.width = i == 2 ? 1.4 : 1.1;
    return out;
}

void addRules(chart::Spec &spec, const DriftingStreamTrace &tt, const Style &s)
{
    const DriftingStreamMeta &m = tt.meta;
    if (m.retrain_times.size() <= kMaxRetrainRules)
        for (double t : m.retrain_times)
            spec.rules.push_back({Qt::Vertical, t, s.muted, Qt::DotLine, s.guideWidth(), QString()});
    const QString drift = m.drift == "shift" ? QObject::tr("shift") : QObject::tr("rotation begins");
    spec.rules.push_back({Qt::Vertical, m.drift_time, s.warning, Qt::SolidLine, s.strongWidth(), drift});
    spec.rules.push_back({Qt::Horizontal, m.tolerance, s.muted, Qt::DashLine, s.guideWidth(),
                          QObject::tr("tolerance %1").arg(draw::num(m.tolerance))});
}

} // namespace

chart::Spec errorSpec(const Trace &trace, const Style &s)
{
    const DriftingStreamTrace &tt = typed(trace);
    chart::Spec spec;
    spec.id = QStringLiteral("error");
    spec.x.title = QObject::tr("stream time (ticks)");
    spec.y.title = QObject::tr("tracking error |w − w*|");
    spec.y.shortTitle = QObject::tr("error");
    spec.x.lo = 0;
    spec.x.hi = std::max(1.0, tt.frames.empty() ? 1.0 : tt.frames.back().time);
    // A run that overshoots far stays on the chart at its edge: the range ends at 2.5 radii.
    const double cap = 2.5 * std::max(tt.meta.radius, tt.meta.tolerance);
    double hi = tt.meta.tolerance * 1.5;
    const auto &learners = driftLearners();
    for (std::size_t i = 0; i < learners.size(); ++i) {
        chart::Series series = learnerSeries(s, i, learners[i]);
        series.points.reserve(tt.frames.size());
        for (const DriftingStreamStep &f : tt.frames) {
            const double v = std::min(f.*learners[i].error, cap);
            hi = std::max(hi, v);
            series.points.emplace_back(f.time, v);
        }
        series.firstFrame = 0;
        spec.series.push_back(std::move(series));
    }
    spec.y.lo = 0;
    spec.y.hi = hi * 1.08;
    addRules(spec, tt, s);
    return spec;
}

chart::Spec planeSpec(const Trace &trace, const Style &s, int index, bool legend)
{
    const DriftingStreamTrace &tt = typed(trace);
    chart::Spec spec;
    spec.id = QStringLiteral("plane");
    spec.legend = legend; // without: the error chart and the card name the learners in the same colours
    spec.x.title = QStringLiteral("w₁");
    spec.y.title = QStringLiteral("w₂");
    const double r = std::max(tt.meta.radius, 1e-3) * 1.35;
    spec.x.lo = spec.y.lo = -r;
    spec.x.hi = spec.y.hi = r;
    const auto clampIn = [r](double v) { return std::clamp(v, -1.02 * r, 1.02 * r); }; // a runaway runs along the edge
    chart::Series path;
    path.color = s.muted;
    path.dash = Qt::DotLine;
    path.width = 0.8;
    for (const DriftingStreamStep &f : tt.frames)
        if (path.points.empty() || path.points.back() != QPointF(f.opt_x, f.opt_y))
            path.points.emplace_back(f.opt_x, f.opt_y);
    spec.series.push_back(std::move(path));
    const int last = std::clamp(index, 0, int(tt.frames.size()) - 1);
    const auto &learners = driftLearners();
    for (std::size_t i = 0; i < learners.size(); ++i) {
        chart::Series trail = learnerSeries(s, i, learners[i]);
        if (!legend)
            trail.name.clear();
        for (int n = std::max(0, last - kTrailTicks); n <= last; ++n) {
            const DriftingStreamStep &f = tt.frames[std::size_t(n)];
            trail.points.emplace_back(clampIn(f.*learners[i].x), clampIn(f.*learners[i].y));
        }
        spec.series.push_back(std::move(trail));
    }
    return spec;
}

} // namespace sgd::ui::drifting_stream
