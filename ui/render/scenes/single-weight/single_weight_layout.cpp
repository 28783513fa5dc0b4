#include "core/scenes/single-weight/single_weight.h"
#include "single_weight_parts.h"

#include <QObject>

// Where the single-weight scene's parts go: the plot's data range (fixed, or following the step),
// its markers moved aside near the vertex, and the probe zoom of the side panel.

namespace sgd::ui {

using namespace single_weight;

namespace {

/// Data range of the plot: centred on the vertex, wide enough for the start and every step that
/// stays within four start distances (a diverging run would otherwise squash the parabola flat).
struct DataRange {
    double x0, x1, y0, y1;
};

/// Half-width of the fixed view: the start and every step within four start distances of w*.
double fixedHalfWidth(const SingleWeightTrace &tt)
{
    const double wStar = tt.meta.w_star;
    double base = tt.frames.empty() ? 0.0 : std::abs(tt.frames.front().w - wStar);
    if (!(base > 1e-9) || !std::isfinite(base))
        base = std::max(1.0, 0.5 * std::abs(wStar));
    double reach = base;
    for (const SingleWeightStep &f : tt.frames)
        for (const double v : {f.w, f.w_next}) {
            const double d = std::abs(v - wStar);
            if (std::isfinite(d) && d <= 4.0 * base)
                reach = std::max(reach, d);
        }
    return 1.3 * reach;
}

/// Half-width when following the step: just wide enough for w and w_next, never wider than the fixed view.
double followHalfWidth(const SingleWeightTrace &tt, int index, double fixed)
{
    if (tt.frames.empty())
        return fixed;
    const SingleWeightStep &f = stepAt(tt, index);
    const double wStar = tt.meta.w_star;
    const double d = std::max(std::abs(f.w - wStar), std::abs(f.w_next - wStar));
    if (!(d > 1e-12) || !std::isfinite(d))
        return fixed;
    return std::min(fixed, 1.3 * d);
}

DataRange dataRange(const SingleWeightTrace &tt, int index, double t, bool follow)
{
    const SingleWeightMeta &m = tt.meta;
    double half = fixedHalfWidth(tt);
    if (follow) {
        // Zoom smoothly (geometrically) from this step's view to the next one's while the point slides.
        const double a = followHalfWidth(tt, index, half);
        const bool hasNext = index + 1 < int(tt.frames.size());
        const double b = hasNext ? followHalfWidth(tt, index + 1, half) : a;
        half = a * std::pow(b / a, std::clamp(t, 0.0, 1.0));
    }
    DataRange r;
    r.x0 = m.w_star - half;
    r.x1 = m.w_star + half;
    double top = sgd::single_weight::loss(r.x1, m.x, m.y);
    if (!(top > 0) || !std::isfinite(top))
        top = 1.0;
    r.y1 = top * 1.04;
    r.y0 = -0.17 * r.y1;
    return r;
}

/// The parabola's axes: w across, L up with no ticks under L = 0, where a shaded band carries the
/// step along the w axis (the rule at L = 0).
chart::Spec parabolaSpec(const DataRange &r, const Style &s)
{
    chart::Spec spec;
    spec.legend = false; // the scene's own legend: markers and arrows, not only lines
    spec.x.title = QObject::tr("weight w");
    spec.x.lo = r.x0;
    spec.x.hi = r.x1;
    spec.x.distinct = true; // a zoomed-in view ("follow") spans 10⁻⁵ around 3.3333
    spec.y.title = QObject::tr("loss L(w)");
    spec.y.lo = r.y0;
    spec.y.hi = r.y1;
    spec.y.ticksFrom = 0.0;
    spec.yRoom = s.yTitleMaxOffset();
    spec.bands.push_back({Qt::Horizontal, std::numeric_limits<double>::quiet_NaN(), 0.0, s.panel});
    spec.rules.push_back({Qt::Horizontal, 0.0, s.foreground, Qt::SolidLine, s.frameWidth(), {}});
    return spec;
}

/// What the hover box reads off the parabola (the painter draws the curve itself): L(w) along the
/// range and the slope dL/dw there, from the model (core/scenes/single-weight/single_weight.h), and at every w the run
/// has stepped to so far (frames 0..index) the trace's own loss and gradient. The range and its
/// marks are the painter's own: the x axis is not zoomed.
void addParabolaHover(chart::Spec &spec, const SingleWeightTrace &tt, int index, const Style &s)
{
    spec.id = QStringLiteral("parabola");
    spec.fixedX = true;
    const SingleWeightMeta &m = tt.meta;
    std::vector<std::pair<QPointF, double>> pts; // (w, L), slope
    for (int i = 0; i <= index && i < int(tt.frames.size()); ++i) {
        const SingleWeightStep &f = tt.frames[std::size_t(i)];
        if (std::isfinite(f.w) && f.w >= spec.x.lo && f.w <= spec.x.hi)
            pts.push_back({QPointF(f.w, f.loss), f.grad});
    }
    constexpr int kSamples = 400;
    for (int i = 0; i <= kSamples; ++i) {
        const double w = spec.x.lo + (spec.x.hi - spec.x.lo) * i / kSamples;
        pts.push_back({QPointF(w, sgd::single_weight::loss(w, m.x, m.y)), sgd::single_weight::gradient(w, m.x, m.y)});
    }
    // In w order; a step's own values win over the model's sample at the same w.
    std::stable_sort(pts.begin(), pts.end(), [](const auto &a, const auto &b) { return a.first.x() < b.first.x(); });
    chart::Series curve{QObject::tr("loss L(w)"), s.foreground, {}, Qt::SolidLine, 1.1, false};
    chart::Spec::HoverColumn slope{0, QObject::tr("slope dL/dw"), {}, {}};
    for (const auto &[q, g] : pts) {
        curve.points.push_back(q);
        slope.values.push_back(g);
    }
    spec.series.push_back(std::move(curve));
    spec.hoverColumns.push_back(std::move(slope));
}

} // namespace

SingleWeightLayout singleWeightLayout(const Trace &trace, const QRectF &area, const Style &s, const QPaintDevice *device,
                                      SingleWeightView view, int index, double t, bool follow)
{
    const SingleWeightTrace &tt = typed(trace);
    auto *dev = const_cast<QPaintDevice *>(device);
    SingleWeightLayout L;
    const QFontMetricsF fmTitle(s.titleFont(), dev);
    const double em = QFontMetricsF(s.bodyFont(), dev).height();
    const double pad = std::max(6.0, 0.5 * em);

    L.title = QRectF(area.left() + pad, area.top() + 4, area.width() - 2 * pad, fmTitle.height() + 4);
    QRectF rest = area.adjusted(0, L.title.height() + 10, 0, 0);

    if (tt.summary.diverged) {
        const QFontMetricsF fmBanner(s.bannerFont(), dev);
        const double w = rest.width() - 2 * pad;
        const QString text = QStringLiteral("⚠ ") + prettyMessage(tt.summary.message);
        const double h = fmBanner.boundingRect(QRectF(0, 0, w - 2 * pad, 1e6), Qt::TextWordWrap, text).height() + pad * 1.4;
        L.banner = QRectF(rest.left() + pad, rest.top(), w, h);
        rest.setTop(L.banner.bottom() + pad);
    }

    const bool wantSide = view != SingleWeightView::Parabola;
    double sideW = std::clamp(0.31 * rest.width(), 15.0 * em, 25.0 * em);
    if (!wantSide || rest.width() - sideW < 24.0 * em)
        sideW = 0;
    if (sideW > 0) {
        L.side = QRectF(rest.right() - sideW - pad, rest.top(), sideW, rest.height() - pad);
        rest.setRight(L.side.left() - pad);
    }

    chart::Spec spec = parabolaSpec(dataRange(tt, index, t, follow), s);
    addParabolaHover(spec, tt, index, s);
    L.chart = chart::layoutChart(spec, rest.adjusted(pad, 0, -pad, -pad), s, device);
    const chart::Layout &C = L.chart;
    L.axes.plot = C.plot;
    L.axes.x0 = C.x.lo;
    L.axes.x1 = C.x.hi;
    L.axes.y0 = C.y.lo;
    L.axes.y1 = C.y.hi;
    L.axisY = L.axes.mapY(0.0);
    L.arrowY = L.axisY + 0.42 * (C.plot.bottom() - L.axisY);
    return L;
}

namespace {

/// The first of `candidates` whose marker square stays inside `bounds` and clears `taken`, preferring
/// one that also keeps off `lines`; the first candidate when none clears.
QPointF firstClear(const SingleWeightMarks &m, std::initializer_list<QPointF> candidates, const std::vector<QRectF> &taken,
                   const std::vector<QLineF> &lines, const QRectF &bounds)
{
    auto clear = [&](QPointF c, bool withLines) {
        const QRectF r = m.rectAt(c);
        if (!bounds.contains(r))
            return false;
        for (const QRectF &q : taken)
            if (q.intersects(r))
                return false;
        if (withLines)
            for (const QLineF &l : lines)
                if (touches(r.adjusted(2, 2, -2, -2), l))
                    return false;
        return true;
    };
    for (bool withLines : {true, false})
        for (QPointF c : candidates)
            if (clear(c, withLines))
                return c;
    return *candidates.begin();
}

/// Near the vertex: w* steps down into the band under L = 0 (on its own dashed guide) or up beside
/// the point; the landing spot rises into the bowl, on the side it lands on.
void moveAsideNearVertex(SingleWeightMarks &m, const SingleWeightLayout &L, double wNext, double wStar)
{
    const double r = m.radius;
    const QRectF bounds = L.axes.plot.adjusted(1, 1, -1, -1);
    const std::vector<QLineF> lines{m.tangent, m.secant};
    std::vector<QRectF> taken;
    if (m.hereIn)
        taken.push_back(m.rectAt(m.here));
    // A marker clashes with one drawn before it, or with a slope line through its middle.
    auto clashes = [&](QPointF c) {
        const QRectF rect = m.rectAt(c);
        for (const QRectF &q : taken)
            if (q.intersects(rect))
                return true;
        const QRectF core = rect.adjusted(rect.width() / 4, rect.height() / 4, -rect.width() / 4, -rect.height() / 4);
        return touches(core, m.tangent) || touches(core, m.secant);
    };
    if (m.hereIn && clashes(m.vertexAt)) {
        const QPointF v = m.vertexAt;
        const double away = m.here.x() <= v.x() ? 1.0 : -1.0;
        std::vector<QRectF> withArrow = taken;
        withArrow.push_back(m.stepArrow);
        m.vertex = firstClear(m,
                              {QPointF(v.x(), L.axisY + 2 * r + 6), QPointF(v.x(), m.stepArrow.bottom() + r + 4),
                               v + QPointF(away * (2 * r + 6), -(2 * r + 6)), v + QPointF(-away * (2 * r + 6), -(2 * r + 6)),
                               v + QPointF(0, -(4 * r + 12))},
                              withArrow, lines, bounds);
    }
    taken.push_back(m.rectAt(m.vertex));
    if (m.nextIn && clashes(m.nextAt)) {
        const QPointF n = m.nextAt;
        const double side = wNext <= wStar ? -1.0 : 1.0;
        const double d = 2.4 * r + 8;
        taken.push_back(m.stepArrow);
        m.next = firstClear(m,
                            {n + QPointF(0, -d), n + QPointF(side * d, -d), n + QPointF(-side * d, -d), n + QPointF(0, -2 * d),
                             n + QPointF(side * 2 * d, -2 * d)},
                            taken, lines, bounds);
    }
}

} // namespace

SingleWeightMarks singleWeightMarks(const Trace &tr, const SingleWeightLayout &L, const Style &s, const QPaintDevice *device,
                                    int index, double t)
{
    SingleWeightMarks m;
    if (tr.frames.empty())
        return m;
    const SingleWeightTrace &tt = typed(tr);
    const SingleWeightStep &f = stepAt(tt, index);
    const SingleWeightMeta &meta = tt.meta;
    const draw::Axes &ax = L.axes;
    const double em = QFontMetricsF(s.bodyFont(), const_cast<QPaintDevice *>(device)).height();
    m.radius = std::max(6 + lineWidth(s), 0.42 * em);

    auto inView = [&](double ww, double ll) { return ww >= ax.x0 && ww <= ax.x1 && ll <= ax.y1; };
    auto at = [&](double ww, double ll) { return ax.map(std::clamp(ww, ax.x0, ax.x1), std::min(ll, ax.y1)); };
    m.hereIn = inView(f.w, f.loss);
    m.nextIn = inView(f.w_next, f.loss_next);
    m.here = at(f.w, f.loss);
    m.next = m.nextAt = at(f.w_next, f.loss_next);
    t = std::clamp(t, 0.0, 1.0);
    const double wAnim = f.w + (f.w_next - f.w) * t, lAnim = sgd::single_weight::loss(wAnim, meta.x, meta.y);
    m.pointIn = inView(wAnim, lAnim);
    m.point = at(wAnim, lAnim);
    m.vertex = m.vertexAt = ax.map(meta.w_star, 0.0);
    if (m.hereIn) {
        const double half = std::clamp(0.2 * ax.plot.width(), 4.0 * em, 14.0 * em);
        m.tangent = slopeLine(ax, m.here, f.grad, half);
        m.secant = slopeLine(ax, m.here, f.fd_grad, half * 1.12);
    }
    const double ax0 = ax.mapX(std::clamp(f.w, ax.x0, ax.x1)), ax1 = ax.mapX(std::clamp(f.w_next, ax.x0, ax.x1));
    m.stepArrow = QRectF(QPointF(std::min(ax0, ax1) - 0.5 * em, L.arrowY - 0.55 * em),
                         QPointF(std::max(ax0, ax1) + 0.5 * em, L.arrowY + 0.55 * em));
    moveAsideNearVertex(m, L, f.w_next, meta.w_star);
    return m;
}

namespace {

/// The axes of the probe zoom around w and the loss sampled across them.
void frameProbe(SingleWeightProbe &z, const SingleWeightMeta &meta, double w, const QRectF &box)
{
    const double h = meta.h;
    z.axes.plot = box;
    z.axes.x0 = w - 0.8 * h;
    z.axes.x1 = w + 1.8 * h;
    double lo = 1e300, hi = -1e300;
    for (int i = 0; i <= 40; ++i) {
        const double v = sgd::single_weight::loss(z.axes.x0 + (z.axes.x1 - z.axes.x0) * i / 40, meta.x, meta.y);
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    if (!(hi > lo))
        hi = lo + 1;
    z.axes.y0 = lo - 0.15 * (hi - lo);
    z.axes.y1 = hi + 0.15 * (hi - lo);
    for (int i = 0; i <= 60; ++i) {
        const double ww = z.axes.x0 + (z.axes.x1 - z.axes.x0) * i / 60;
        z.curve.push_back(z.axes.map(ww, sgd::single_weight::loss(ww, meta.x, meta.y)));
    }
}

/// "h = …" over the run from w to w + h: first the side away from the rise, then further out, then
/// the other side; the first spot that touches no line wins, else the first spot pushed inside.
void placeProbeLabel(SingleWeightProbe &z, const QRectF &box, const Style &s, const QPaintDevice *device, double h, bool down)
{
    const QFontMetricsF fm(s.noteFont(), const_cast<QPaintDevice *>(device));
    const QSizeF size(fm.horizontalAdvance(QStringLiteral("h = ") + disp(h)) + 10, fm.height() + 4);
    const double mx = (z.a.x() + z.b.x()) / 2, up = down ? -1.0 : 1.0;
    std::vector<QLineF> lines{z.tangent, z.secant, QLineF(QPointF(z.b.x(), z.a.y()), z.b)};
    for (std::size_t i = 1; i < z.curve.size(); ++i)
        lines.emplace_back(z.curve[i - 1], z.curve[i]);
    auto rectAt = [&](double dx, double dy) {
        return QRectF(QPointF(mx + dx - size.width() / 2, z.a.y() + dy + (dy < 0 ? -size.height() : 0.0)), size);
    };
    const double g = 3, far = size.height() + 4;
    const std::initializer_list<QPointF> offsets{{0, up * g},
                                                 {0, up * far},
                                                 {0, -up * g},
                                                 {0, -up * far},
                                                 {-0.5 * size.width(), up * g},
                                                 {0.5 * size.width(), up * g},
                                                 {0, up * 2 * far},
                                                 {0, -up * 2 * far}};
    auto pointHit = [&](const QRectF &r) {
        const double pr = 6;
        return r.intersects(QRectF(z.a - QPointF(pr, pr), QSizeF(2 * pr, 2 * pr))) ||
               r.intersects(QRectF(z.b - QPointF(pr, pr), QSizeF(2 * pr, 2 * pr)));
    };
    for (QPointF o : offsets) {
        const QRectF r = rectAt(o.x(), o.y());
        if (!box.contains(r) || pointHit(r))
            continue;
        bool hit = false;
        for (const QLineF &l : lines)
            hit = hit || touches(r.adjusted(1, 1, -1, -1), l);
        if (!hit) {
            z.hLabel = r;
            z.hLabelClear = true;
            return;
        }
    }
    QRectF r = rectAt(0, up * g);
    r.moveLeft(std::clamp(r.left(), box.left(), std::max(box.left(), box.right() - r.width())));
    r.moveTop(std::clamp(r.top(), box.top(), std::max(box.top(), box.bottom() - r.height())));
    z.hLabel = r;
}

} // namespace

SingleWeightProbe singleWeightProbe(const Trace &tr, int index, const QRectF &box, const Style &s, const QPaintDevice *device)
{
    SingleWeightProbe z;
    if (tr.frames.empty())
        return z;
    const SingleWeightTrace &tt = typed(tr);
    const SingleWeightStep &f = stepAt(tt, index);
    frameProbe(z, tt.meta, f.w, box);
    z.a = z.axes.map(f.w, f.loss);
    z.b = z.axes.map(f.w + tt.meta.h, f.loss_probe);
    z.tangent = slopeLine(z.axes, z.a, f.grad, box.width());
    const QLineF ab(z.a, z.b);
    if (ab.length() > 1) {
        const QPointF d = (z.b - z.a) / ab.length();
        z.secant = QLineF(z.a - d * box.width(), z.b + d * box.width());
    }
    placeProbeLabel(z, box, s, device, tt.meta.h, f.loss_probe < f.loss);
    return z;
}

} // namespace sgd::ui
