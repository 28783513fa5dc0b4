#include "draw.h"
#include "painters.h"
#include "single_weight.h"
#include "single_weight_layout.h"
#include "single_weight_trace.h"

#include <QFontMetricsF>
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

using draw::count;
using draw::kMinus;
using draw::lineWidth;
using draw::mix;
using draw::withAlpha;

/// A number for the screen: the one number format (number_format.h), as in the table.
QString disp(double v) { return draw::num(v); }
/// A number inside a formula: negative values in parentheses, "2 − 0.1·(−12)".
QString term(double v) { return draw::term(v); }
/// An axis tick: as many digits as tell it from its neighbours.
QString tick(double v, int digits) { return formatDistinct(v, digits); }

/// The engine's messages are ASCII; show them with the lecture's symbols.
QString prettyMessage(const std::string &m, bool capitalise = true)
{
    QString s = QString::fromStdString(m);
    s.replace(QStringLiteral("eta*x^2"), QStringLiteral("η·x²"));
    s.replace(QStringLiteral("eta"), QStringLiteral("η"));
    s.replace(QStringLiteral(" - "), QStringLiteral(" ") + kMinus + QStringLiteral(" "));
    s.replace(QStringLiteral("1 -"), QStringLiteral("1 ") + kMinus);
    if (capitalise && !s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

bool option(const QVariantMap &options, const QString &key, bool fallback) { return options.value(key, fallback).toBool(); }

/// The trace in typed form (decoded once and kept with the trace).
const SingleWeightTrace &typed(const Trace &tr) { return typedTrace<SingleWeightTrace>(tr); }

/// Frame `index`, clamped to the trace; the trace has at least one frame.
const SingleWeightStep &stepAt(const SingleWeightTrace &tt, int index)
{
    return tt.frames[std::size_t(std::clamp(index, 0, int(tt.frames.size()) - 1))];
}

QString column(const std::string &name) { return QString::fromStdString(name); }

/// The colour of a step by the sign rule: green when w grows, red when it shrinks.
QColor stepColorOf(double grad, const Style &s) { return grad < 0 ? s.positive : grad > 0 ? s.negative : s.muted; }

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
    double top = single_weight::loss(r.x1, m.x, m.y);
    if (!(top > 0) || !std::isfinite(top))
        top = 1.0;
    r.y1 = top * 1.04;
    r.y0 = -0.17 * r.y1;
    return r;
}

struct TextBlock {
    QString text;
    QColor color;
    QFont font;
};

double blockHeight(const std::vector<TextBlock> &lines, double width, const QPaintDevice *dev)
{
    double h = 0;
    for (const auto &l : lines) {
        const QFontMetricsF fm(l.font, const_cast<QPaintDevice *>(dev));
        h += fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, l.text).height() + 2;
    }
    return h;
}

double drawBlock(QPainter &p, const std::vector<TextBlock> &lines, QPointF topLeft, double width)
{
    double y = topLeft.y();
    for (const auto &l : lines) {
        p.setFont(l.font);
        p.setPen(l.color);
        const QFontMetricsF fm(l.font, p.device());
        const QRectF r = fm.boundingRect(QRectF(topLeft.x(), y, width, 1e6), Qt::TextWordWrap, l.text);
        p.drawText(QRectF(topLeft.x(), y, width, r.height() + 1), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, l.text);
        y += r.height() + 2;
    }
    return y - topLeft.y();
}

/// A label whose box is pushed inside `bounds`. `anchor` is placed according to `align`.
QRectF placeLabel(QPainter &p, QPointF anchor, Qt::Alignment align, const QString &text, const QColor &color,
                  const QRectF &bounds, const Style &s, bool boxed = true)
{
    const QFontMetricsF fm(p.font(), p.device());
    const QSizeF size(fm.horizontalAdvance(text) + 10, fm.height() + 4);
    QPointF tl(anchor.x() - size.width() / 2, anchor.y() - size.height() / 2);
    if (align & Qt::AlignLeft)
        tl.setX(anchor.x());
    if (align & Qt::AlignRight)
        tl.setX(anchor.x() - size.width());
    if (align & Qt::AlignTop)
        tl.setY(anchor.y());
    if (align & Qt::AlignBottom)
        tl.setY(anchor.y() - size.height());
    tl.setX(std::clamp(tl.x(), bounds.left() + 2, std::max(bounds.left() + 2, bounds.right() - size.width() - 2)));
    tl.setY(std::clamp(tl.y(), bounds.top() + 2, std::max(bounds.top() + 2, bounds.bottom() - size.height() - 2)));
    const QRectF r(tl, size);
    p.save();
    if (boxed) {
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(s.background, 225));
        p.drawRoundedRect(r, 4, 4);
    }
    p.setPen(color);
    p.drawText(r, Qt::AlignCenter, text);
    p.restore();
    return r;
}

void drawPoint(QPainter &p, QPointF at, double radius, const QColor &fill, const QColor &ring, double ringWidth)
{
    p.save();
    p.setPen(QPen(ring, ringWidth));
    p.setBrush(fill);
    p.drawEllipse(at, radius, radius);
    p.restore();
}

void drawDiamond(QPainter &p, QPointF at, double r, const QColor &fill, const QColor &ring)
{
    QPainterPath d;
    d.moveTo(at + QPointF(0, -r));
    d.lineTo(at + QPointF(r, 0));
    d.lineTo(at + QPointF(0, r));
    d.lineTo(at + QPointF(-r, 0));
    d.closeSubpath();
    p.save();
    p.setPen(QPen(ring, 1.5));
    p.setBrush(fill);
    p.drawPath(d);
    p.restore();
}

/// A straight line through `at` with data slope `slope`, `halfLen` pixels to either side.
QLineF slopeLine(const draw::Axes &ax, QPointF at, double slope, double halfLen)
{
    const double sx = ax.plot.width() / (ax.x1 - ax.x0);
    const double sy = ax.plot.height() / (ax.y1 - ax.y0);
    QPointF dir(sx, -slope * sy);
    const double len = std::hypot(dir.x(), dir.y());
    if (!(len > 0) || !std::isfinite(len))
        return QLineF(at, at);
    dir /= len;
    return QLineF(at - dir * halfLen, at + dir * halfLen);
}

/// Puts labels where they do not cover each other, the curve, the lines or the markers.
struct Placer {
    enum class Dir { E, NE, N, NW, W, SW, S, SE };
    struct Spot {
        QPointF anchor;
        Dir dir;
        double gap;
    };
    QRectF bounds;
    std::vector<QRectF> used;
    std::vector<QPointF> points;

    void addRect(const QRectF &r) { used.push_back(r); }
    void addLine(const QLineF &l)
    {
        const int n = std::max(2, int(l.length() / 3));
        for (int i = 0; i <= n; ++i)
            points.push_back(l.pointAt(double(i) / n));
    }
    void addPath(const QPainterPath &path)
    {
        const QPolygonF poly = path.toFillPolygon();
        for (int i = 1; i < poly.size(); ++i)
            addLine(QLineF(poly[i - 1], poly[i]));
    }
    /// Inside the bounds and clear of every label and marker; with `overLines`, a label's boxed
    /// background may cover curve lines.
    bool isFree(const QRectF &r, bool overLines = false) const
    {
        if (!bounds.contains(r))
            return false;
        for (const QRectF &u : used)
            if (u.intersects(r))
                return false;
        if (overLines)
            return true;
        const QRectF core = r.adjusted(2, 2, -2, -2);
        for (const QPointF &q : points)
            if (core.contains(q))
                return false;
        return true;
    }
    static QRectF rectAt(const Spot &s, QSizeF size)
    {
        const double w = size.width(), h = size.height(), g = s.gap;
        const double d = g * 0.7071;
        const QPointF a = s.anchor;
        switch (s.dir) {
        case Dir::E: return QRectF(a.x() + g, a.y() - h / 2, w, h);
        case Dir::W: return QRectF(a.x() - g - w, a.y() - h / 2, w, h);
        case Dir::N: return QRectF(a.x() - w / 2, a.y() - g - h, w, h);
        case Dir::S: return QRectF(a.x() - w / 2, a.y() + g, w, h);
        case Dir::NE: return QRectF(a.x() + d, a.y() - d - h, w, h);
        case Dir::NW: return QRectF(a.x() - d - w, a.y() - d - h, w, h);
        case Dir::SE: return QRectF(a.x() + d, a.y() + d, w, h);
        case Dir::SW: return QRectF(a.x() - d - w, a.y() + d, w, h);
        }
        return {};
    }
    /// Draws `text` at the first free spot; with `required`, when none is free, at the first spot
    /// that only covers lines, else at the first spot pushed inside the bounds. Returns whether it
    /// was drawn.
    bool place(QPainter &p, const QFont &font, const QString &text, const QColor &color, const Style &s, bool required,
               std::initializer_list<Spot> spots)
    {
        const QFontMetricsF fm(font, p.device());
        const QSizeF size(fm.horizontalAdvance(text) + 10, fm.height() + 4);
        QRectF chosen;
        for (const Spot &spot : spots) {
            const QRectF r = rectAt(spot, size);
            if (isFree(r)) {
                chosen = r;
                break;
            }
        }
        if (chosen.isNull() && required) {
            for (const Spot &spot : spots) {
                const QRectF r = rectAt(spot, size);
                if (isFree(r, true)) {
                    chosen = r;
                    break;
                }
            }
        }
        if (chosen.isNull()) {
            if (!required || spots.size() == 0)
                return false;
            chosen = rectAt(*spots.begin(), size);
            chosen.moveLeft(std::clamp(chosen.left(), bounds.left() + 2, std::max(bounds.left() + 2, bounds.right() - size.width() - 2)));
            chosen.moveTop(std::clamp(chosen.top(), bounds.top() + 2, std::max(bounds.top() + 2, bounds.bottom() - size.height() - 2)));
        }
        p.save();
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(s.background, 215));
        p.drawRoundedRect(chosen, 4, 4);
        p.setFont(font);
        p.setPen(color);
        p.drawText(chosen, Qt::AlignCenter, text);
        p.restore();
        used.push_back(chosen);
        return true;
    }
};

/// Grid, ticks and titles; no loss ticks below zero (the band under L = 0 carries the step).
void drawPlotAxes(QPainter &p, const draw::Axes &a, double axisY, const Style &s)
{
    p.save();
    p.setFont(s.scaledFont(0.9));
    const QFontMetricsF fm(p.font(), p.device());
    const QPen gridPen(s.grid, 1);
    // Enough digits that neighbouring w ticks differ (a zoomed-in "follow" view spans 10⁻⁵ around
    // 3.3333), and no more ticks than their labels have room for.
    const double ys = draw::niceStep(a.y1);
    auto digitsFor = [&](double step) {
        const double mag = std::max({std::abs(a.x0), std::abs(a.x1), step});
        return std::clamp(int(std::ceil(std::log10(mag / step))) + 1, 5, 12);
    };
    double xs = draw::niceStep(a.x1 - a.x0);
    int xd = digitsFor(xs);
    {
        const double labelW = std::max(fm.horizontalAdvance(tick(a.x0, xd)), fm.horizontalAdvance(tick(a.x1, xd)));
        const int target = std::clamp(int(a.plot.width() / (labelW + 16)), 2, 6);
        if (target < 6) {
            xs = draw::niceStep(a.x1 - a.x0, target);
            xd = digitsFor(xs);
        }
    }
    const double xFirst = std::ceil(a.x0 / xs) * xs;
    for (int i = 0;; ++i) {
        const double xv = xFirst + i * xs;
        if (xv > a.x1 + 1e-9 * xs)
            break;
        const double px = a.mapX(xv);
        p.setPen(gridPen);
        p.drawLine(QPointF(px, a.plot.top()), QPointF(px, axisY));
        // A label that would run past the plot's right end (into the side panel or off the
        // canvas) is left out; its grid line stays.
        const QString label = tick(std::abs(xv) < 1e-9 * xs ? 0.0 : xv, xd);
        if (px + fm.horizontalAdvance(label) / 2 > a.plot.right() + 6)
            continue;
        p.setPen(s.muted);
        p.drawText(QRectF(px - 60, a.plot.bottom() + 3, 120, fm.height()), Qt::AlignHCenter | Qt::AlignTop, label);
    }
    for (double yv = 0; yv <= a.y1 + 1e-9 * ys; yv += ys) {
        const double py = a.mapY(yv);
        p.setPen(gridPen);
        p.drawLine(QPointF(a.plot.left(), py), QPointF(a.plot.right(), py));
        p.setPen(s.muted);
        p.drawText(QRectF(a.plot.left() - 86, py - fm.height() / 2, 80, fm.height()), Qt::AlignRight | Qt::AlignVCenter, disp(yv));
    }
    p.setPen(QPen(s.foreground, 1.2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(a.plot);
    p.setFont(s.scaledFont(1.0));
    const QFontMetricsF fm2(p.font(), p.device());
    p.setPen(s.foreground);
    p.drawText(QRectF(a.plot.left(), a.plot.bottom() + 3 + fm.height(), a.plot.width(), fm2.height() + 2),
               Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("weight w"));
    p.save();
    p.translate(a.plot.left() - 64, (a.plot.top() + axisY) / 2);
    p.rotate(-90);
    p.drawText(QRectF(-a.plot.height() / 2, -fm2.height(), a.plot.height(), fm2.height() + 2), Qt::AlignHCenter | Qt::AlignBottom,
               QStringLiteral("loss L(w)"));
    p.restore();
    p.restore();
}

/// The legend's height for `showSecant` (six rows with the secant, else five).
double legendHeight(const Style &s, const QPaintDevice *dev, bool showSecant)
{
    const QFontMetricsF fm(s.scaledFont(0.85), const_cast<QPaintDevice *>(dev));
    return (showSecant ? 6 : 5) * (fm.height() + 2) + 10;
}

void paintLegend(QPainter &p, const QRectF &r, const Style &s, bool showSecant);
void paintPlot(QPainter &p, const SingleWeightLayout &L, const PaintContext &ctx, bool showSecant, bool legendInside);
void paintSide(QPainter &p, const SingleWeightLayout &L, const PaintContext &ctx, bool showSecant, bool showSlip);

class SingleWeightPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("single-weight"); }
    QStringList views() const override { return {QStringLiteral("scene"), QStringLiteral("parabola")}; }
    int transitionMs() const override { return 900; }

    QList<ViewOption> options() const override
    {
        return {
            {QStringLiteral("secant"), QStringLiteral("Show the finite-difference secant"),
             QStringLiteral("The probe: the straight line through L(w) and L(w + h), whose slope approximates the gradient."), true},
            {QStringLiteral("follow"), QStringLiteral("Zoom in on each step"),
             QStringLiteral("Scale the plot to the current step, so the later, smaller steps stay visible."), false},
            {QStringLiteral("slip"), QStringLiteral("Show the classic slip"),
             QStringLiteral("The wrong derivative, taken with respect to the input x instead of the weight w."), false},
        };
    }

    QStringList tableColumns() const override
    {
        using F = SingleWeightStep;
        return {column(fieldName(&F::step)), column(fieldName(&F::w)),    column(fieldName(&F::y_hat)),
                column(fieldName(&F::loss)), column(fieldName(&F::grad)), column(fieldName(&F::w_next))};
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("step"), QStringLiteral("w"), QStringLiteral("ŷ"), QStringLiteral("L"), QStringLiteral("g"),
                QStringLiteral("w next")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

// ------------------------------------------------------------------------------------ layout

} // namespace

SingleWeightLayout singleWeightLayout(const Trace &trace, const QRectF &area, const Style &s, const QPaintDevice *device,
                                      const QString &view, int index, double t, bool follow)
{
    const SingleWeightTrace &tt = typed(trace);
    auto *dev = const_cast<QPaintDevice *>(device);
    SingleWeightLayout L;
    const QFontMetricsF fmTitle(s.scaledFont(1.25, true), dev);
    const QFontMetricsF fmTick(s.scaledFont(0.9), dev);
    const QFontMetricsF fmLabel(s.scaledFont(1.0), dev);
    const double em = fmLabel.height();
    const double pad = std::max(6.0, 0.5 * em);

    L.title = QRectF(area.left() + pad, area.top() + 4, area.width() - 2 * pad, fmTitle.height() + 4);
    QRectF rest = area.adjusted(0, L.title.height() + 10, 0, 0);

    if (tt.summary.diverged) {
        const QFontMetricsF fmBanner(s.scaledFont(1.05, true), dev);
        const double w = rest.width() - 2 * pad;
        const QString text = QStringLiteral("⚠ ") + prettyMessage(tt.summary.message);
        const double h = fmBanner.boundingRect(QRectF(0, 0, w - 2 * pad, 1e6), Qt::TextWordWrap, text).height() + pad * 1.4;
        L.banner = QRectF(rest.left() + pad, rest.top(), w, h);
        rest.setTop(L.banner.bottom() + pad);
    }

    const bool wantSide = view != QLatin1String("parabola");
    double sideW = std::clamp(0.31 * rest.width(), 15.0 * em, 25.0 * em);
    if (!wantSide || rest.width() - sideW < 24.0 * em)
        sideW = 0;
    if (sideW > 0) {
        L.side = QRectF(rest.right() - sideW - pad, rest.top(), sideW, rest.height() - pad);
        rest.setRight(L.side.left() - pad);
    }

    const double left = 64 + fmLabel.height() + 8;
    const double bottom = 4 + fmTick.height() + fmLabel.height() + 10;
    const QRectF plot(rest.left() + left, rest.top() + pad * 0.5, std::max(40.0, rest.width() - left - pad),
                      std::max(40.0, rest.height() - bottom - pad * 0.5));
    const DataRange r = dataRange(tt, index, t, follow);
    L.axes.plot = plot;
    L.axes.x0 = r.x0;
    L.axes.x1 = r.x1;
    L.axes.y0 = r.y0;
    L.axes.y1 = r.y1;
    L.axisY = L.axes.mapY(0.0);
    L.arrowY = L.axisY + 0.42 * (plot.bottom() - L.axisY);
    return L;
}

namespace {

/// True when `r` covers a point of `l` (sampled every 3 pixels).
bool touches(const QRectF &r, const QLineF &l)
{
    if (l.isNull() || !r.isValid())
        return false;
    const int n = std::max(2, int(l.length() / 3));
    for (int i = 0; i <= n; ++i)
        if (r.contains(l.pointAt(double(i) / n)))
            return true;
    return false;
}

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
        m.vertex = firstClear(m, {QPointF(v.x(), L.axisY + 2 * r + 6), QPointF(v.x(), m.stepArrow.bottom() + r + 4),
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
        m.next = firstClear(m, {n + QPointF(0, -d), n + QPointF(side * d, -d), n + QPointF(-side * d, -d), n + QPointF(0, -2 * d),
                                n + QPointF(side * 2 * d, -2 * d)},
                            taken, lines, bounds);
    }
}

} // namespace

SingleWeightMarks singleWeightMarks(const Trace &tr, const SingleWeightLayout &L, const Style &s, const QPaintDevice *device, int index,
                                    double t)
{
    SingleWeightMarks m;
    if (tr.frames.empty())
        return m;
    const SingleWeightTrace &tt = typed(tr);
    const SingleWeightStep &f = stepAt(tt, index);
    const SingleWeightMeta &meta = tt.meta;
    const draw::Axes &ax = L.axes;
    const double em = QFontMetricsF(s.scaledFont(1.0), const_cast<QPaintDevice *>(device)).height();
    m.radius = std::max(6 + lineWidth(s), 0.42 * em);

    auto inView = [&](double ww, double ll) { return ww >= ax.x0 && ww <= ax.x1 && ll <= ax.y1; };
    auto at = [&](double ww, double ll) { return ax.map(std::clamp(ww, ax.x0, ax.x1), std::min(ll, ax.y1)); };
    m.hereIn = inView(f.w, f.loss);
    m.nextIn = inView(f.w_next, f.loss_next);
    m.here = at(f.w, f.loss);
    m.next = m.nextAt = at(f.w_next, f.loss_next);
    t = std::clamp(t, 0.0, 1.0);
    const double wAnim = f.w + (f.w_next - f.w) * t, lAnim = single_weight::loss(wAnim, meta.x, meta.y);
    m.pointIn = inView(wAnim, lAnim);
    m.point = at(wAnim, lAnim);
    m.vertex = m.vertexAt = ax.map(meta.w_star, 0.0);
    if (m.hereIn) {
        const double half = std::clamp(0.2 * ax.plot.width(), 4.0 * em, 14.0 * em);
        m.tangent = slopeLine(ax, m.here, f.grad, half);
        m.secant = slopeLine(ax, m.here, f.fd_grad, half * 1.12);
    }
    const double ax0 = ax.mapX(std::clamp(f.w, ax.x0, ax.x1)), ax1 = ax.mapX(std::clamp(f.w_next, ax.x0, ax.x1));
    m.stepArrow = QRectF(QPointF(std::min(ax0, ax1) - 0.5 * em, L.arrowY - 0.55 * em), QPointF(std::max(ax0, ax1) + 0.5 * em, L.arrowY + 0.55 * em));
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
        const double v = single_weight::loss(z.axes.x0 + (z.axes.x1 - z.axes.x0) * i / 40, meta.x, meta.y);
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    if (!(hi > lo))
        hi = lo + 1;
    z.axes.y0 = lo - 0.15 * (hi - lo);
    z.axes.y1 = hi + 0.15 * (hi - lo);
    for (int i = 0; i <= 60; ++i) {
        const double ww = z.axes.x0 + (z.axes.x1 - z.axes.x0) * i / 60;
        z.curve.push_back(z.axes.map(ww, single_weight::loss(ww, meta.x, meta.y)));
    }
}

/// "h = …" over the run from w to w + h: first the side away from the rise, then further out, then
/// the other side; the first spot that touches no line wins, else the first spot pushed inside.
void placeProbeLabel(SingleWeightProbe &z, const QRectF &box, const Style &s, const QPaintDevice *device, double h, bool down)
{
    const QFontMetricsF fm(s.scaledFont(0.8), const_cast<QPaintDevice *>(device));
    const QSizeF size(fm.horizontalAdvance(QStringLiteral("h = ") + disp(h)) + 10, fm.height() + 4);
    const double mx = (z.a.x() + z.b.x()) / 2, up = down ? -1.0 : 1.0;
    std::vector<QLineF> lines{z.tangent, z.secant, QLineF(QPointF(z.b.x(), z.a.y()), z.b)};
    for (std::size_t i = 1; i < z.curve.size(); ++i)
        lines.emplace_back(z.curve[i - 1], z.curve[i]);
    auto rectAt = [&](double dx, double dy) {
        return QRectF(QPointF(mx + dx - size.width() / 2, z.a.y() + dy + (dy < 0 ? -size.height() : 0.0)), size);
    };
    const double g = 3, far = size.height() + 4;
    const std::initializer_list<QPointF> offsets{{0, up * g},          {0, up * far},         {0, -up * g},          {0, -up * far},
                                                 {-0.5 * size.width(), up * g}, {0.5 * size.width(), up * g}, {0, up * 2 * far},
                                                 {0, -up * 2 * far}};
    auto pointHit = [&](const QRectF &r) {
        const double pr = 6;
        return r.intersects(QRectF(z.a - QPointF(pr, pr), QSizeF(2 * pr, 2 * pr))) || r.intersects(QRectF(z.b - QPointF(pr, pr), QSizeF(2 * pr, 2 * pr)));
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

namespace {


// ------------------------------------------------------------------------------------ paint

/// The title line: the model with this scene's numbers, and the step shown (or the one a
/// transition plays: frame n holds w after n steps; 0 is the start).
void paintTitle(QPainter &p, const SingleWeightLayout &L, const PaintContext &ctx, const SingleWeightMeta &meta)
{
    const Style &s = ctx.style;
    p.setFont(s.scaledFont(1.25, true));
    p.setPen(s.foreground);
    const QString title = QStringLiteral("One weight: L(w) = ½(x·w %1 y)² with x = %2, y = %3").arg(kMinus, disp(meta.x), disp(meta.y));
    p.drawText(L.title, Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setFont(s.scaledFont(1.0));
    p.setPen(s.muted);
    const QString where = QStringLiteral("step %1 of %2 · η = %3").arg(ctx.shownStep()).arg(ctx.lastStep()).arg(disp(meta.eta));
    const QFontMetricsF fmT(p.font(), p.device());
    if (fmT.horizontalAdvance(where) + QFontMetricsF(s.scaledFont(1.25, true), p.device()).horizontalAdvance(title) + 30 <
        L.title.width())
        p.drawText(L.title, Qt::AlignRight | Qt::AlignVCenter, where);
}

void paintBanner(QPainter &p, const SingleWeightLayout &L, const Style &s, const std::string &message)
{
    p.setPen(QPen(s.warning, 2));
    p.setBrush(withAlpha(s.warning, s.name == QLatin1String("dark") ? 55 : 30));
    p.drawRoundedRect(L.banner, 6, 6);
    p.setFont(s.scaledFont(1.05, true));
    p.setPen(s.warning);
    const double pad = 0.5 * QFontMetricsF(s.scaledFont(1.0), p.device()).height();
    p.drawText(L.banner.adjusted(pad, 0, -pad, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
               QStringLiteral("⚠ ") + prettyMessage(message));
}

void SingleWeightPainter::paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    p.save();
    p.fillRect(area, s.background);
    p.setClipRect(area);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);

    const bool showSecant = option(ctx.options, QStringLiteral("secant"), true);
    const bool showSlip = option(ctx.options, QStringLiteral("slip"), false);
    const bool follow = option(ctx.options, QStringLiteral("follow"), false);
    const SingleWeightLayout L = singleWeightLayout(ctx.trace, area, s, p.device(), ctx.view, ctx.index, ctx.t, follow);
    const SingleWeightTrace &tt = typed(ctx.trace);

    paintTitle(p, L, ctx, tt.meta);
    if (!L.banner.isEmpty())
        paintBanner(p, L, s, tt.summary.message);
    paintPlot(p, L, ctx, showSecant, L.side.isEmpty());
    if (!L.side.isEmpty())
        paintSide(p, L, ctx, showSecant, showSlip);
    p.restore();
}

// ------------------------------------------------------------------------------------ the plot

/// One paint of the parabola plot. The steps run in order (what comes later covers what came
/// before) and share the frame's numbers, the marks and the label placer: every label takes the
/// first free spot among its candidates, most important first.
class PlotPaint {
public:
    PlotPaint(QPainter &p, const SingleWeightLayout &L, const PaintContext &ctx, bool showSecant, const QRectF &legendRect);
    void paint();

private:
    using D = Placer::Dir;
    void paintBandAndCurve();
    void paintVertex();
    void paintSlopes();
    void paintJump();
    void paintMarkers();
    void paintStepArrow();
    void labelPoint();
    void labelStep();
    void labelNext();
    void labelVertex();
    void labelOvershoot();
    void labelSlopes();
    void labelSecant();
    void markOffChart(double v, const QString &name, double row);
    /// A marker moved aside keeps a thin leader to its true place, marked by a small dot.
    void leader(QPointF drawn, QPointF trueAt, const QColor &c);
    /// Places a label in the band under L = 0 (clear of everything placed so far); true when placed.
    bool placeInBand(const QFont &font, const QString &text, const QColor &color, bool required, std::initializer_list<Placer::Spot> spots);

    QPainter &p;
    const Style &s;
    const PaintContext &ctx;
    const SingleWeightLayout &L;
    const SingleWeightMeta &meta;
    const SingleWeightStep &f;
    const draw::Axes &ax;
    const QRectF plot, band;
    const bool showSecant;
    const double lw, em;
    const SingleWeightMarks M;
    const QColor stepColor;
    const double t;      ///< how far the point has slid toward w next
    const double fade;   ///< the slope lines fade out while the point slides
    const bool overshoot;
    const double ax0, ax1; ///< the step arrow's tail and head (pixels)
    const QFont labelFont, boldFont;
    const double gap, side, diag; ///< clear of a marker's square: straight out, and diagonally by √2 of that
    Placer placer;
    QColor tc, sc;          ///< tangent and secant colours, faded
    bool drawSlopes = false;
    QLineF tangent, secant; ///< as drawn (null when not drawn)
    QPainterPath jump;      ///< the overshoot's arc (empty when none)
};

PlotPaint::PlotPaint(QPainter &painter, const SingleWeightLayout &layout, const PaintContext &c, bool secantShown, const QRectF &legendRect)
    : p(painter), s(c.style), ctx(c), L(layout), meta(typed(c.trace).meta), f(stepAt(typed(c.trace), c.index)),
      ax(layout.axes), plot(layout.axes.plot), band(plot.left(), layout.axisY, plot.width(), plot.bottom() - layout.axisY),
      showSecant(secantShown), lw(lineWidth(s)), em(QFontMetricsF(s.scaledFont(1.0), painter.device()).height()),
      M(singleWeightMarks(c.trace, layout, s, painter.device(), c.index, c.t)), stepColor(stepColorOf(f.grad, s)),
      t(std::clamp(c.t, 0.0, 1.0)), fade(1.0 - t), overshoot(f.overshoot),
      ax0(ax.mapX(std::clamp(f.w, ax.x0, ax.x1))), ax1(ax.mapX(std::clamp(f.w_next, ax.x0, ax.x1))), labelFont(s.scaledFont(0.95)),
      boldFont(s.scaledFont(0.95, true)), gap(0.35 * em), side(M.radius + 3), diag(1.42 * (M.radius + 2))
{
    placer.bounds = plot;
    // Without a side panel the legend sits at the top of the plot: labels keep out of it.
    if (!legendRect.isNull())
        placer.addRect(legendRect.adjusted(-2, -2, 2, 2));
}

void PlotPaint::paint()
{
    drawPlotAxes(p, ax, L.axisY, s);
    p.save();
    p.setClipRect(plot.adjusted(1, 1, -1, -1));
    paintBandAndCurve();
    paintVertex();
    paintSlopes();
    paintJump();
    paintMarkers();
    paintStepArrow();
    labelPoint();
    labelStep();
    labelNext();
    labelVertex();
    labelOvershoot();
    labelSlopes();
    // Off the chart (a diverging run): say where the point went instead of drawing it.
    if (!M.hereIn)
        markOffChart(f.w, QStringLiteral("w"), plot.top() + plot.height() * 0.4);
    if (!M.nextIn && (!overshoot || !M.hereIn))
        markOffChart(f.w_next, QStringLiteral("w next"), plot.top() + plot.height() * 0.55);
    p.restore();
}

void PlotPaint::leader(QPointF drawn, QPointF trueAt, const QColor &c)
{
    if (drawn == trueAt)
        return;
    p.setPen(QPen(c, std::max(1.0, lw * 0.6)));
    const QLineF l(trueAt, drawn);
    p.drawLine(l.pointAt(0), l.pointAt(std::max(0.0, 1.0 - M.radius / std::max(1.0, l.length()))));
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    p.drawEllipse(trueAt, 2.0 + 0.4 * lw, 2.0 + 0.4 * lw);
}

bool PlotPaint::placeInBand(const QFont &font, const QString &text, const QColor &color, bool required,
                            std::initializer_list<Placer::Spot> spots)
{
    Placer bandPlacer = placer;
    bandPlacer.bounds = band;
    if (!bandPlacer.place(p, font, text, color, s, required, spots))
        return false;
    placer.used = bandPlacer.used;
    return true;
}

/// The band under L = 0 where the step runs along the w axis, and the parabola, sampled with the
/// engine's own loss function.
void PlotPaint::paintBandAndCurve()
{
    p.fillRect(band, s.panel);
    p.setPen(QPen(s.foreground, 1.2));
    p.drawLine(QPointF(plot.left(), L.axisY), QPointF(plot.right(), L.axisY));
    placer.addLine(QLineF(QPointF(plot.left(), L.axisY), QPointF(plot.right(), L.axisY)));

    QPainterPath curve;
    const int samples = std::max(200, int(plot.width()));
    for (int i = 0; i <= samples; ++i) {
        const double w = ax.x0 + (ax.x1 - ax.x0) * i / samples;
        const QPointF pt = ax.map(w, single_weight::loss(w, meta.x, meta.y));
        if (i == 0)
            curve.moveTo(pt);
        else
            curve.lineTo(pt);
    }
    p.setPen(QPen(s.foreground, lw * 1.1));
    p.setBrush(Qt::NoBrush);
    draw::drawCurve(p, curve);
    placer.addPath(curve);
}

/// The vertex w* with its guide down through the band, and the drop lines from the point and its
/// landing spot to the step arrow.
void PlotPaint::paintVertex()
{
    p.setPen(QPen(s.muted, 1, Qt::DashLine));
    p.drawLine(M.vertexAt, QPointF(M.vertexAt.x(), plot.bottom()));
    leader(M.vertex, M.vertexAt, s.foreground);

    p.setPen(QPen(withAlpha(s.muted, 160), 1, Qt::DotLine));
    if (M.hereIn)
        p.drawLine(M.here, QPointF(M.here.x(), L.arrowY));
    if (M.nextIn)
        p.drawLine(M.nextAt, QPointF(M.nextAt.x(), L.arrowY));
    drawDiamond(p, M.vertex, M.radius, s.background, s.foreground);
    placer.addRect(M.rectAt(M.vertex));
}

/// Secant (probe) and tangent (formula) at the frame's point; they fade while the point slides.
void PlotPaint::paintSlopes()
{
    tc = s.tangent;
    sc = s.secant;
    tc.setAlphaF(fade);
    sc.setAlphaF(fade);
    drawSlopes = M.hereIn && fade > 0.02;
    if (!drawSlopes)
        return;
    tangent = M.tangent;
    p.setPen(QPen(tc, lw * 1.5, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(tangent);
    placer.addLine(tangent);
    if (showSecant) {
        // Dashed on top of the tangent, so both colours show where the two lines nearly coincide.
        secant = M.secant;
        p.setPen(QPen(sc, lw * 1.2, Qt::DashLine, Qt::FlatCap));
        p.drawLine(secant);
        placer.addLine(secant);
        drawPoint(p, ax.map(f.w + meta.h, f.loss_probe), 2.5 + lw * 0.5, sc, sc, 1);
    }
}

/// Overshoot: the step jumps across the vertex to the other arm.
void PlotPaint::paintJump()
{
    if (!overshoot || !M.hereIn)
        return;
    const QPointF here = M.here;
    const QPointF to = M.nextIn ? M.nextAt : QPointF(f.w_next > meta.w_star ? plot.right() : plot.left(), plot.top() + em);
    const double lift = std::max(2.5 * em, 0.2 * plot.height());
    const QPointF ctrl((here.x() + to.x()) / 2, std::min(here.y(), to.y()) - lift);
    jump.moveTo(here);
    jump.quadTo(ctrl, to);
    p.setPen(QPen(s.warning, lw * 1.1, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawPath(jump);
    draw::drawArrow(p, jump.pointAtPercent(0.95), to, s.warning, lw * 1.1, 8 + 2 * lw);
    placer.addPath(jump);
}

/// The landing spot w_next (hollow), and the current point sliding along the parabola toward it.
void PlotPaint::paintMarkers()
{
    const double markR = M.radius;
    if (M.nextIn) {
        leader(M.next, M.nextAt, stepColor);
        drawPoint(p, M.next, markR - 1, s.background, stepColor, lw);
        placer.addRect(M.rectAt(M.next));
    }
    if (t > 0.02 && M.hereIn)
        drawPoint(p, M.here, markR - 1, Qt::transparent, withAlpha(s.accent, 140), 1.5);
    if (M.pointIn) {
        drawPoint(p, M.point, markR, s.accent, s.background, 2);
        placer.addRect(QRectF(M.point - QPointF(markR + 2, markR + 2), QSizeF(2 * markR + 4, 2 * markR + 4)));
    }
}

/// The step along the w axis, coloured by the sign rule.
void PlotPaint::paintStepArrow()
{
    draw::drawArrow(p, QPointF(ax0, L.arrowY), QPointF(ax1, L.arrowY), stepColor, lw * 2.0, 10 + 3 * lw);
    p.setPen(QPen(s.foreground, 1.5));
    p.drawLine(QPointF(ax0, L.arrowY - 0.35 * em), QPointF(ax0, L.arrowY + 0.35 * em));
    placer.addRect(QRectF(QPointF(std::min(ax0, ax1) - 2, L.arrowY - 0.4 * em), QPointF(std::max(ax0, ax1) + 2, L.arrowY + 0.4 * em)));
}

/// "step n: w = …, L = …" by the point, while it rests.
void PlotPaint::labelPoint()
{
    if (!M.pointIn || t >= 0.02)
        return;
    const QPointF pt = M.point;
    const bool leftArm = f.w < meta.w_star;
    const double markR = M.radius;
    placer.place(p, boldFont, QStringLiteral("step %1: w = %2, L = %3").arg(ctx.index).arg(disp(f.w), disp(f.loss)), s.accent, s, true,
                 {{pt, leftArm ? D::NE : D::NW, diag}, {pt, leftArm ? D::E : D::W, side}, {pt, leftArm ? D::NW : D::NE, diag},
                  {pt, leftArm ? D::W : D::E, side}, {pt, D::N, markR + gap}, {pt, leftArm ? D::SW : D::SE, diag},
                  {pt, leftArm ? D::NW : D::NE, 2.5 * em}, {pt, leftArm ? D::NE : D::NW, 2.5 * em}, {pt, D::N, 3.5 * em}});
}

/// "−η·g = …" in the band, by the step arrow.
void PlotPaint::labelStep()
{
    const QString text = QStringLiteral("%1η·g = %2").arg(kMinus, (f.step_size > 0 ? QStringLiteral("+") : QString()) + disp(f.step_size));
    const QPointF tail(ax0, L.arrowY), head(ax1, L.arrowY);
    const bool rightward = ax1 >= ax0;
    placeInBand(s.scaledFont(0.9, true), text, stepColor, true,
                {{tail, rightward ? D::W : D::E, 0.5 * em}, {head, rightward ? D::E : D::W, 0.3 * em},
                 {QPointF((ax0 + ax1) / 2, L.arrowY), D::S, 0.4 * em}});
}

/// The landing spot's label: by the spot, else in the band by the head of the step arrow.
void PlotPaint::labelNext()
{
    if (!M.nextIn)
        return;
    const QPointF there = M.next;
    const bool right = f.w_next >= meta.w_star;
    // Named by the step it lands on, the one the header shows while the move plays.
    const QString text = ctx.hasNext() ? QStringLiteral("step %1: w = %2").arg(ctx.index + 1).arg(disp(f.w_next))
                                       : QStringLiteral("w next = %1").arg(disp(f.w_next));
    const D corner = right ? D::NE : D::NW;
    if (placer.place(p, labelFont, text, stepColor, s, false,
                     {{there, corner, diag}, {there, right ? D::E : D::W, side}, {there, D::N, M.radius + gap}, {there, D::N, 2.2 * em},
                      {there, corner, 2.2 * em}, {there, right ? D::NW : D::NE, diag}, {there, right ? D::W : D::E, side}}))
        return;
    const QPointF head(ax1, L.arrowY);
    const bool rightward = ax1 >= ax0;
    placeInBand(labelFont, text, stepColor, false,
                {{head, rightward ? D::E : D::W, 0.6 * em}, {head, D::S, 0.5 * em}, {head, D::SW, 0.5 * em}, {head, D::SE, 0.5 * em},
                 {head, rightward ? D::NE : D::NW, 0.5 * em}});
}

/// "w* = y/x = …" (or the short "w* = …"): beside the diamond when it stepped aside, else at the
/// foot of its guide, else above the vertex.
void PlotPaint::labelVertex()
{
    const QPointF vertex = M.vertex;
    const QPointF foot(M.vertexAt.x(), plot.bottom() - 2);
    const QPointF onArrow(M.vertexAt.x(), L.arrowY);
    const double markR = M.radius;
    for (const QString &text : {QStringLiteral("w* = y/x = %1").arg(disp(meta.w_star)), QStringLiteral("w* = %1").arg(disp(meta.w_star))}) {
        if (M.vertexMoved() && placeInBand(labelFont, text, s.foreground, false,
                                           {{vertex, D::E, markR + gap}, {vertex, D::W, markR + gap}, {vertex, D::SE, diag},
                                            {vertex, D::SW, diag}}))
            return;
        if (placeInBand(labelFont, text, s.foreground, false,
                        {{foot, D::NE, 0.3 * em}, {foot, D::NW, 0.3 * em}, {onArrow, D::E, 0.6 * em}, {onArrow, D::W, 0.6 * em}}))
            return;
        if (placer.place(p, labelFont, text, s.foreground, s, false,
                         {{vertex, D::N, 2.5 * em}, {vertex, D::NE, 2 * em}, {vertex, D::NW, 2 * em}}))
            return;
    }
}

void PlotPaint::labelOvershoot()
{
    if (!overshoot || !M.hereIn)
        return;
    const QPointF top = jump.pointAtPercent(0.5);
    placer.place(p, boldFont, QStringLiteral("overshoot: jumps past w* (1 %1 η·x² = %2)").arg(kMinus, disp(meta.contraction)), s.warning, s,
                 true, {{top, D::N, gap}, {top, D::S, gap}, {top, D::NE, gap}, {top, D::NW, gap}});
}

/// Tangent tag near its downhill end, secant tag near its uphill end; the outside of the bowl first
/// (the parabola lies above its tangents).
void PlotPaint::labelSlopes()
{
    if (!drawSlopes)
        return;
    const QPointF here = M.here;
    const double g1 = 0.4 * em, g2 = 1.3 * em;
    const QPointF tLow = (tangent.p1().y() > tangent.p2().y()) ? tangent.p1() : tangent.p2();
    const QPointF tMid = here + (tLow - here) * 0.7;
    const bool lowRight = tLow.x() > here.x();
    const D out = lowRight ? D::SW : D::SE, outSide = lowRight ? D::W : D::E, in = lowRight ? D::NE : D::NW, inSide = lowRight ? D::E : D::W;
    placer.place(p, labelFont, QStringLiteral("tangent: slope g = %1").arg(disp(f.grad)), tc, s, false,
                 {{tLow, out, g1}, {tLow, D::S, g1}, {tMid, out, g1}, {tLow, outSide, g1}, {tLow, out, g2}, {tMid, out, g2},
                  {tLow, inSide, g1}, {tLow, in, g1}, {tLow, inSide, g2}, {tangent.p1(), D::N, g1}, {tangent.p2(), D::N, g1}});
    if (showSecant)
        labelSecant();
}

/// The forward slope, and the central one beside it when there is room.
void PlotPaint::labelSecant()
{
    const QPointF here = M.here;
    const double g1 = 0.4 * em, g2 = 1.3 * em;
    const QPointF sHigh = (secant.p1().y() > secant.p2().y()) ? secant.p2() : secant.p1();
    const QPointF sMid = here + (sHigh - here) * 0.75;
    const bool highRight = sHigh.x() > here.x();
    const D sIn = highRight ? D::W : D::E, sOut = highRight ? D::E : D::W;
    const QString forward = QStringLiteral("secant: slope %1").arg(disp(f.fd_grad));
    for (const QString &text : {forward + QStringLiteral(" · central %1").arg(disp(f.central_grad)), forward})
        if (placer.place(p, labelFont, text, sc, s, false,
                         {{sHigh, sIn, g1}, {sHigh, sIn, g2}, {sMid, sIn, g2}, {sHigh, D::N, g1}, {sHigh, sOut, g1},
                          {sHigh, highRight ? D::SE : D::SW, g1}, {sMid, sOut, g2}, {secant.p1(), D::S, g2}, {secant.p2(), D::S, g2}}))
            break;
}

void PlotPaint::markOffChart(double v, const QString &name, double row)
{
    const bool right = v > meta.w_star;
    const QPointF edge(right ? plot.right() - 4 : plot.left() + 4, row);
    draw::drawArrow(p, edge - QPointF(right ? 3 * em : -3 * em, 0), edge, s.warning, lw * 1.3, 10 + 2 * lw);
    placer.place(p, boldFont, QStringLiteral("%1 = %2, off the chart").arg(name, disp(v)), s.warning, s, true,
                 {{edge - QPointF(right ? 3.2 * em : -3.2 * em, 0), right ? D::W : D::E, 0},
                  {edge - QPointF(right ? 1.5 * em : -1.5 * em, 0), D::S, em}});
}

void paintPlot(QPainter &p, const SingleWeightLayout &L, const PaintContext &ctx, bool showSecant, bool legendInside)
{
    QRectF legendRect;
    if (legendInside) {
        const double em = QFontMetricsF(ctx.style.scaledFont(1.0), p.device()).height();
        const QRectF &plot = L.axes.plot;
        const double wLeg = std::min(plot.width() * 0.5, 17.0 * em);
        legendRect = QRectF(plot.center().x() - wLeg / 2, plot.top() + 6, wLeg, legendHeight(ctx.style, p.device(), showSecant));
    }
    PlotPaint(p, L, ctx, showSecant, legendRect).paint();
    if (legendInside)
        paintLegend(p, legendRect, ctx.style, showSecant);
}

// ------------------------------------------------------------------------------------ side panel

void paintLegend(QPainter &p, const QRectF &r, const Style &s, bool showSecant)
{
    const double lw = lineWidth(s);
    p.save();
    p.setPen(QPen(s.grid, 1));
    p.setBrush(withAlpha(s.background, 235));
    p.drawRoundedRect(r, 5, 5);
    p.setFont(s.scaledFont(0.85));
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
    text(QStringLiteral("loss L(w)"));
    yy += row;
    drawPoint(p, QPointF((x0 + x1) / 2, mid()), 5, s.accent, s.background, 1.5);
    text(QStringLiteral("current weight w"));
    yy += row;
    p.setPen(QPen(s.tangent, lw * 1.5));
    p.drawLine(QPointF(x0, mid()), QPointF(x1, mid()));
    text(QStringLiteral("tangent (formula slope)"));
    yy += row;
    if (showSecant) {
        p.setPen(QPen(s.secant, lw * 1.2, Qt::DashLine, Qt::FlatCap));
        p.drawLine(QPointF(x0, mid()), QPointF(x1, mid()));
        text(QStringLiteral("secant (probe w → w + h)"));
        yy += row;
    }
    draw::drawArrow(p, QPointF(x0, mid() - 3), QPointF(x1, mid() - 3), s.positive, lw * 1.5, 7 + lw);
    draw::drawArrow(p, QPointF(x1, mid() + 3), QPointF(x0, mid() + 3), s.negative, lw * 1.5, 7 + lw);
    text(QStringLiteral("step: w grows / w shrinks"));
    yy += row;
    drawDiamond(p, QPointF((x0 + x1) / 2, mid()), 5, s.background, s.foreground);
    text(QStringLiteral("vertex w*, lowest loss"));
    p.restore();
}

/// The probe zoom's curve, lines, run and rise, and its two points (clipped to `box`).
void paintProbeGraph(QPainter &p, const SingleWeightProbe &z, const QRectF &box, const Style &s)
{
    const double lw = lineWidth(s);
    p.setClipRect(box);
    QPainterPath c;
    for (std::size_t i = 0; i < z.curve.size(); ++i)
        i == 0 ? c.moveTo(z.curve[i]) : c.lineTo(z.curve[i]);
    p.setPen(QPen(s.tangent, lw * 1.3));
    p.drawLine(z.tangent);
    p.setPen(QPen(s.foreground, lw));
    p.setBrush(Qt::NoBrush);
    draw::drawCurve(p, c);
    p.setPen(QPen(s.secant, lw * 1.2, Qt::DashLine, Qt::FlatCap));
    if (!z.secant.isNull())
        p.drawLine(z.secant);
    // Run h and rise L(w + h) − L(w) as a right triangle.
    p.setPen(QPen(s.muted, 1, Qt::DotLine));
    p.drawLine(z.a, QPointF(z.b.x(), z.a.y()));
    p.drawLine(QPointF(z.b.x(), z.a.y()), z.b);
    drawPoint(p, z.a, 4 + lw * 0.5, s.accent, s.background, 1.5);
    drawPoint(p, z.b, 4 + lw * 0.5, s.secant, s.background, 1.5);
    p.setClipping(false);
}

/// The probe zoom's labels: "h = …", "w = …", "w + h" and the two losses under the box.
void paintProbeLabels(QPainter &p, const SingleWeightProbe &z, const QRectF &r, const QRectF &box, const Style &s, const SingleWeightStep &f,
                      double h, double headHeight)
{
    const QPointF a = z.a, b = z.b;
    p.setFont(s.scaledFont(0.8));
    const bool down = f.loss_probe < f.loss;
    // On its own clear spot when there is one, and always on the background colour.
    p.setPen(Qt::NoPen);
    p.setBrush(withAlpha(s.background, 235));
    p.drawRoundedRect(z.hLabel, 4, 4);
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
            placeLabel(p, a + QPointF(0, down ? 6 : -6), (down ? Qt::AlignTop : Qt::AlignBottom) | Qt::AlignHCenter, wText, s.accent, box, s);
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
    p.setPen(QPen(s.grid, 1));
    p.setBrush(s.panel);
    p.drawRoundedRect(r, 5, 5);
    p.setFont(s.scaledFont(0.85, true));
    const QFontMetricsF fm(p.font(), p.device());
    p.setPen(s.foreground);
    const QRectF head(r.left() + 8, r.top() + 3, r.width() - 16, fm.height() + 2);
    p.drawText(head, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("The probe, zoomed in"));
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
    const QFont body = s.scaledFont(0.9), bold = s.scaledFont(0.95, true);
    const QColor stepColor = stepColorOf(f.grad, s);
    std::vector<TextBlock> card;
    card.push_back({ctx.hasNext() ? QStringLiteral("Step %1 → %2").arg(ctx.index).arg(ctx.index + 1)
                                  : QStringLiteral("After step %1, the last: where a next step would go").arg(ctx.index),
                    s.foreground, bold});
    card.push_back({QStringLiteral("prediction ŷ = x·w = %1·%2 = %3").arg(disp(m.x), term(f.w), disp(f.y_hat)), s.foreground, body});
    card.push_back({QStringLiteral("loss L = ½(ŷ %1 y)² = %2").arg(kMinus, disp(f.loss)), s.foreground, body});
    if (showSecant) {
        card.push_back({QStringLiteral("probe: (L(w + h) %1 L(w)) / h = (%2 %1 %3) / %4 = %5")
                            .arg(kMinus, disp(f.loss_probe), disp(f.loss), disp(m.h), disp(f.fd_grad)),
                        s.secant, body});
        card.push_back({QStringLiteral("central: (L(w + h) %1 L(w %1 h)) / 2h = %2").arg(kMinus, disp(f.central_grad)), s.secant, body});
    }
    card.push_back({QStringLiteral("formula: g = (x·w %1 y)·x = %2").arg(kMinus, disp(f.grad)), s.tangent, body});
    card.push_back({QStringLiteral("update: w %1 η·g = %2%3·%4 = %5")
                        .arg(kMinus, disp(f.w), QStringLiteral(" ") + kMinus + QStringLiteral(" ") + disp(m.eta), term(f.grad),
                             disp(f.w_next)),
                    stepColor, s.scaledFont(0.9, true)});
    card.push_back({f.grad < 0   ? QStringLiteral("g < 0, so w grows")
                    : f.grad > 0 ? QStringLiteral("g > 0, so w shrinks")
                                 : QStringLiteral("g = 0: w stays"),
                    stepColor, body});
    return card;
}

/// The classic slip: the derivative taken with respect to x instead of w.
std::vector<TextBlock> slipCard(const Style &s, const SingleWeightStep &f)
{
    // No strike-through: a line through "−8" reads as another minus sign. The cross and the
    // word "wrong" mark the slip; the tick and the formula's colour mark the answer.
    const QFont body = s.scaledFont(0.9);
    return {{QStringLiteral("The classic slip"), s.warning, s.scaledFont(0.95, true)},
            {QStringLiteral("✗ wrong: dL/dx = (x·w %1 y)·w = %2").arg(kMinus, disp(f.wrong_grad)), s.warning, body},
            {QStringLiteral("✓ right: dL/dw = (x·w %1 y)·x = %2").arg(kMinus, disp(f.grad)), s.tangent, s.scaledFont(0.9, true)},
            {QStringLiteral("x is data and cannot be changed; w is the parameter we adjust, so the "
                            "derivative is taken with respect to w."),
             s.muted, s.scaledFont(0.85)}};
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
        plan.verdict.push_back({QStringLiteral("Over all steps: ") + prettyMessage(tt.summary.message, false), s.muted, s.scaledFont(0.85)});
    plan.gap = 0.6 * QFontMetricsF(s.scaledFont(0.9), device).height();
    plan.cardH = blockHeight(plan.card, inner - 16, dev) + 14;
    plan.slipH = plan.slip.empty() ? 0 : blockHeight(plan.slip, inner - 16, dev) + 14;
    plan.legendH = legendHeight(s, dev, showSecant);
    plan.verdictH = plan.verdict.empty() ? 0 : blockHeight(plan.verdict, inner, dev) + 4;
    const QFontMetricsF fmProbe(s.scaledFont(0.85, true), device);
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
        p.setPen(QPen(border, 1.2));
        p.setBrush(s.panel);
        p.drawRoundedRect(r, 5, 5);
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

// ------------------------------------------------------------------------------------ narration

/// How w got to step `index` (the move the window plays) and what the model says there.
QString narrateArrival(const SingleWeightTrace &tt, int index)
{
    const SingleWeightMeta &m = tt.meta;
    const SingleWeightStep &f = stepAt(tt, index);
    const int last = int(tt.frames.size()) - 1;
    QString out;
    if (index == 0) {
        out += QStringLiteral("<b>Step 0 of %1, the start.</b> ").arg(last);
    } else {
        const SingleWeightStep &prev = stepAt(tt, index - 1);
        out += QStringLiteral("<b>Step %1 of %2.</b> The slope at w = %3 was %4, so w moved to %3 %5 %6·%7 = <b>%8</b>. ")
                   .arg(index)
                   .arg(last)
                   .arg(disp(prev.w), disp(prev.grad), kMinus, disp(m.eta), term(prev.grad), disp(f.w));
    }
    out += ((index == 0 ? QStringLiteral("At w = %1") : QStringLiteral("Now, at w = %1,")) +
            QStringLiteral(" the model predicts ŷ = %2·%3 = %4 where the target is %5, so the loss is ½(%4 %6 %7)² = %8. "))
               .arg(disp(f.w), disp(m.x), term(f.w), disp(f.y_hat), disp(m.y), kMinus, term(m.y), disp(f.loss));
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
        out += QStringLiteral("Nudging w by h = %1 moves the loss to %2, a secant slope of about %3; "
                              "nudging both ways, (L(w + h) %4 L(w %4 h)) / 2h, gives %5. ")
                   .arg(disp(m.h), disp(f.loss_probe), disp(f.fd_grad), kMinus, disp(f.central_grad));
        if ((f.fd_grad < 0) != (f.grad < 0) && f.grad != 0)
            out += QStringLiteral("So close to the bottom the probe is too coarse: w + h already lies past the vertex, "
                                  "and the secant even has the wrong sign. ");
    }
    out += QStringLiteral("The formula (x·w %1 y)·x gives the exact slope (%2·%3 %1 %4)·%2 = <b>%5</b>. ")
               .arg(kMinus, disp(m.x), term(f.w), term(m.y), disp(f.grad));
    const QString next = index == 0 ? QStringLiteral("the first step") : hasNext ? QStringLiteral("step %1").arg(index + 1)
                                                                                 : QStringLiteral("a further step (past the last)");
    if (f.grad < 0)
        out += QStringLiteral("The gradient %1 is negative, so %2 makes w grow: %3 %4 %5·%6 = <b>%7</b>.")
                   .arg(disp(f.grad), next, disp(f.w), kMinus, disp(m.eta), term(f.grad), disp(f.w_next));
    else if (f.grad > 0)
        out += QStringLiteral("The gradient %1 is positive, so %2 makes w shrink: %3 %4 %5·%6 = <b>%7</b>.")
                   .arg(disp(f.grad), next, disp(f.w), kMinus, disp(m.eta), term(f.grad), disp(f.w_next));
    else
        out += QStringLiteral("The gradient is zero: w stays at %1, the bottom of the parabola.").arg(disp(f.w_next));
    return out;
}

QString SingleWeightPainter::narration(const Trace &tr, int index, const QVariantMap &options) const
{
    if (tr.frames.empty())
        return tr.diverged() ? QStringLiteral("<b>No steps.</b> ") + prettyMessage(tr.message()).toHtmlEscaped() : QString();
    const SingleWeightTrace &tt = typed(tr);
    index = std::clamp(index, 0, int(tt.frames.size()) - 1);
    const SingleWeightStep &f = stepAt(tt, index);
    const SingleWeightSummary &sum = tt.summary;
    QString out = narrateArrival(tt, index) + narrateSlope(tt, index, option(options, QStringLiteral("secant"), true));
    if (f.overshoot)
        out += QStringLiteral(" <i>Overshoot:</i> the step is so long that it lands on the far side of the vertex w* = %1; "
                              "each step multiplies the distance to w* by 1 %2 η·x² = %3, a negative number, so the side flips every time.")
                   .arg(disp(tt.meta.w_star), kMinus, disp(tt.meta.contraction));
    if (option(options, QStringLiteral("slip"), false))
        out += QStringLiteral("<br><i>The classic slip:</i> differentiating with respect to x instead of w gives (x·w %1 y)·w = "
                              "%2. That is <b>wrong</b>: it is the slope for changing the input x, which is data and fixed. The parameter is w, "
                              "and its slope is %3.")
                   .arg(kMinus, disp(f.wrong_grad), disp(f.grad));
    if (sum.diverged && index == int(tt.frames.size()) - 1)
        out += QStringLiteral("<br><b>The run stops here.</b> ") + prettyMessage(sum.message).toHtmlEscaped() + QStringLiteral(".");
    else if (sum.diverged)
        out += QStringLiteral("<br>Where this learning rate leads: ") + prettyMessage(sum.message, false).toHtmlEscaped() + QStringLiteral(".");
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> makeSingleWeightPainter() { return std::make_unique<SingleWeightPainter>(); }

} // namespace sgd::ui
