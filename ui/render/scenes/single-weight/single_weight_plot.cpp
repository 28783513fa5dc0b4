#include "core/scenes/single-weight/single_weight.h"
#include "single_weight_parts.h"

#include <QObject>

// The single-weight scene's parabola plot: the loss curve, the tangent and the secant at the
// point, the step along the w axis, and every label on its own free spot.

namespace sgd::ui::single_weight {

namespace {

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
        addPolyline(std::vector<QPointF>(poly.begin(), poly.end()));
    }
    void addPolyline(const std::vector<QPointF> &poly)
    {
        for (std::size_t i = 1; i < poly.size(); ++i)
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
        case Dir::E:
            return QRectF(a.x() + g, a.y() - h / 2, w, h);
        case Dir::W:
            return QRectF(a.x() - g - w, a.y() - h / 2, w, h);
        case Dir::N:
            return QRectF(a.x() - w / 2, a.y() - g - h, w, h);
        case Dir::S:
            return QRectF(a.x() - w / 2, a.y() + g, w, h);
        case Dir::NE:
            return QRectF(a.x() + d, a.y() - d - h, w, h);
        case Dir::NW:
            return QRectF(a.x() - d - w, a.y() - d - h, w, h);
        case Dir::SE:
            return QRectF(a.x() + d, a.y() + d, w, h);
        case Dir::SW:
            return QRectF(a.x() - d - w, a.y() + d, w, h);
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
            chosen.moveLeft(
                std::clamp(chosen.left(), bounds.left() + 2, std::max(bounds.left() + 2, bounds.right() - size.width() - 2)));
            chosen.moveTop(
                std::clamp(chosen.top(), bounds.top() + 2, std::max(bounds.top() + 2, bounds.bottom() - size.height() - 2)));
        }
        p.save();
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(s.background, 215));
        p.drawRoundedRect(chosen, s.labelRadius(), s.labelRadius());
        p.setFont(font);
        p.setPen(color);
        p.drawText(chosen, Qt::AlignCenter, text);
        p.restore();
        used.push_back(chosen);
        return true;
    }
};

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
    /// The chart's axes with the band under L = 0 and the w axis, then the parabola.
    void paintBandAndCurve();
    /// The parabola sampled with the engine's own loss function, one point per pixel column.
    chart::Series curve() const;
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
    bool placeInBand(const QFont &font, const QString &text, const QColor &color, bool required,
                     std::initializer_list<Placer::Spot> spots);

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
    const double t;    ///< how far the point has slid toward w next
    const double fade; ///< the slope lines fade out while the point slides
    const bool overshoot;
    const bool hideNext;   ///< quiz mode asks where w lands: no landing spot, arrow or step size
    const double ax0, ax1; ///< the step arrow's tail and head (pixels)
    const QFont labelFont, boldFont;
    const double gap, side, diag; ///< clear of a marker's square: straight out, and diagonally by √2 of that
    Placer placer;
    QColor tc, sc; ///< tangent and secant colours, faded
    bool drawSlopes = false;
    QLineF tangent, secant; ///< as drawn (null when not drawn)
    QPainterPath jump;      ///< the overshoot's arc (empty when none)
};

PlotPaint::PlotPaint(QPainter &painter, const SingleWeightLayout &layout, const PaintContext &c, bool secantShown,
                     const QRectF &legendRect)
    : p(painter), s(c.style), ctx(c), L(layout), meta(typed(c.trace).meta), f(stepAt(typed(c.trace), c.index)), ax(layout.axes),
      plot(layout.axes.plot), band(plot.left(), layout.axisY, plot.width(), plot.bottom() - layout.axisY),
      showSecant(secantShown), lw(lineWidth(s)), em(QFontMetricsF(s.bodyFont(), painter.device()).height()),
      M(singleWeightMarks(c.trace, layout, s, painter.device(), c.index, c.t)), stepColor(stepColorOf(f.grad, s)),
      t(std::clamp(c.t, 0.0, 1.0)), fade(1.0 - t), overshoot(f.overshoot), hideNext(c.t <= 0.0 && quizHidesNext(c.options)),
      ax0(ax.mapX(std::clamp(f.w, ax.x0, ax.x1))), ax1(ax.mapX(std::clamp(f.w_next, ax.x0, ax.x1))), labelFont(s.labelFont()),
      boldFont(s.labelFont(true)), gap(0.35 * em), side(M.radius + 3), diag(1.42 * (M.radius + 2))
{
    placer.bounds = plot;
    // Without a side panel the legend sits at the top of the plot: labels keep out of it.
    if (!legendRect.isNull())
        placer.addRect(legendRect.adjusted(-2, -2, 2, 2));
}

void PlotPaint::paint()
{
    paintBandAndCurve();
    p.save();
    p.setClipRect(plot.adjusted(1, 1, -1, -1));
    paintVertex();
    paintSlopes();
    if (!hideNext)
        paintJump();
    paintMarkers();
    if (!hideNext)
        paintStepArrow();
    labelPoint();
    if (!hideNext) {
        labelStep();
        labelNext();
    }
    labelVertex();
    if (!hideNext) // its factor 1 - eta x^2 gives the landing spot away
        labelOvershoot();
    labelSlopes();
    // Off the chart (a diverging run): say where the point went instead of drawing it.
    if (!M.hereIn)
        markOffChart(f.w, QStringLiteral("w"), plot.top() + plot.height() * 0.4);
    if (!M.nextIn && (!overshoot || !M.hereIn) && !hideNext)
        markOffChart(f.w_next, QObject::tr("w next"), plot.top() + plot.height() * 0.55);
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
    const chart::Series parabola = curve();
    const std::vector<QPointF> pixels = chart::pixelPath(L.chart, parabola);
    placer.addLine(QLineF(QPointF(plot.left(), L.axisY), QPointF(plot.right(), L.axisY)));
    placer.addPolyline(pixels);
    // Axes, band and curve are the same in every frame of a trace: one opaque cached layer (the
    // caller paints the title and the banner after the plot, so the layer covers nothing drawn).
    // The range of "follow" moves with every frame: drawn afresh.
    auto draw = [&](QPainter &q) {
        chart::drawAxes(q, L.chart, s);
        chart::drawSeries(q, L.chart, parabola, s, pixels);
    };
    if (toggleOn(ctx.options, kFollowToggle)) {
        draw(p);
        return;
    }
    const chart::Layout &C = L.chart;
    std::size_t key = std::hash<double>{}(lw);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {C.area.left(), C.area.top(), C.area.width(), C.area.height(), plot.left(), plot.top(), plot.width(),
                     plot.height(), C.x.lo, C.x.hi, C.y.lo, C.y.hi, meta.x, meta.y, s.font.pointSizeF(), s.fontScale,
                     double(C.xTicks.size()), double(C.yTicks.size())})
        mixIn(v);
    for (const QColor &c : {s.background, s.foreground, s.muted, s.grid, s.panel})
        mixIn(double(c.rgba()));
    const QRectF rect = C.area.adjusted(-2, -2, 2, 2);
    p.save();
    p.setCompositionMode(QPainter::CompositionMode_Source);
    draw::drawCachedLayer(s.cache, p, rect, key, [&](QPainter &q) {
        q.fillRect(rect.adjusted(-4, -4, 4, 4), s.background); // every pixel of the layer opaque
        q.setCompositionMode(QPainter::CompositionMode_SourceOver);
        draw(q);
    });
    p.restore();
}

chart::Series PlotPaint::curve() const
{
    chart::Series se{QObject::tr("loss L(w)"), s.foreground, {}, Qt::SolidLine, 1.1, false};
    const int samples = std::max(200, int(plot.width()));
    for (int i = 0; i <= samples; ++i) {
        const double w = ax.x0 + (ax.x1 - ax.x0) * i / samples;
        se.points.emplace_back(w, sgd::single_weight::loss(w, meta.x, meta.y));
    }
    return se;
}

/// The vertex w* with its guide down through the band, and the drop lines from the point and its
/// landing spot to the step arrow.
void PlotPaint::paintVertex()
{
    p.setPen(QPen(s.muted, s.guideWidth(), Qt::DashLine));
    p.drawLine(M.vertexAt, QPointF(M.vertexAt.x(), plot.bottom()));
    leader(M.vertex, M.vertexAt, s.foreground);

    p.setPen(QPen(withAlpha(s.muted, 160), s.guideWidth(), Qt::DotLine));
    if (M.hereIn)
        p.drawLine(M.here, QPointF(M.here.x(), L.arrowY));
    if (M.nextIn && !hideNext) // quiz mode: the landing spot's drop line would point at the answer
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
    if (M.nextIn && !hideNext) {
        leader(M.next, M.nextAt, stepColor);
        drawPoint(p, M.next, markR - 1, s.background, stepColor, lw);
        placer.addRect(M.rectAt(M.next));
    }
    if (t > 0.02 && M.hereIn)
        drawPoint(p, M.here, markR - 1, Qt::transparent, withAlpha(s.accent, 140), s.strongWidth());
    if (M.pointIn) {
        drawPoint(p, M.point, markR, s.accent, s.background, 2);
        placer.addRect(QRectF(M.point - QPointF(markR + 2, markR + 2), QSizeF(2 * markR + 4, 2 * markR + 4)));
    }
}

/// The step along the w axis, coloured by the sign rule.
void PlotPaint::paintStepArrow()
{
    draw::drawArrow(p, QPointF(ax0, L.arrowY), QPointF(ax1, L.arrowY), stepColor, lw * 2.0, 10 + 3 * lw);
    p.setPen(QPen(s.foreground, s.strongWidth()));
    p.drawLine(QPointF(ax0, L.arrowY - 0.35 * em), QPointF(ax0, L.arrowY + 0.35 * em));
    placer.addRect(
        QRectF(QPointF(std::min(ax0, ax1) - 2, L.arrowY - 0.4 * em), QPointF(std::max(ax0, ax1) + 2, L.arrowY + 0.4 * em)));
}

/// "step n: w = …, L = …" by the point, while it rests.
void PlotPaint::labelPoint()
{
    if (!M.pointIn || t >= 0.02)
        return;
    const QPointF pt = M.point;
    const bool leftArm = f.w < meta.w_star;
    const double markR = M.radius;
    placer.place(p, boldFont, QObject::tr("step %1: w = %2, L = %3").arg(ctx.index).arg(disp(f.w), disp(f.loss)), s.accent, s,
                 true,
                 {{pt, leftArm ? D::NE : D::NW, diag},
                  {pt, leftArm ? D::E : D::W, side},
                  {pt, leftArm ? D::NW : D::NE, diag},
                  {pt, leftArm ? D::W : D::E, side},
                  {pt, D::N, markR + gap},
                  {pt, leftArm ? D::SW : D::SE, diag},
                  {pt, leftArm ? D::NW : D::NE, 2.5 * em},
                  {pt, leftArm ? D::NE : D::NW, 2.5 * em},
                  {pt, D::N, 3.5 * em}});
}

/// "−η·g = …" in the band, by the step arrow.
void PlotPaint::labelStep()
{
    const QString text =
        QStringLiteral("%1η·g = %2").arg(kMinus, (f.step_size > 0 ? QStringLiteral("+") : QString()) + disp(f.step_size));
    const QPointF tail(ax0, L.arrowY), head(ax1, L.arrowY);
    const bool rightward = ax1 >= ax0;
    placeInBand(s.calloutFont(), text, stepColor, true,
                {{tail, rightward ? D::W : D::E, 0.5 * em},
                 {head, rightward ? D::E : D::W, 0.3 * em},
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
    const QString text = ctx.hasNext() ? QObject::tr("step %1: w = %2").arg(ctx.index + 1).arg(disp(f.w_next))
                                       : QObject::tr("w next = %1").arg(disp(f.w_next));
    const D corner = right ? D::NE : D::NW;
    if (placer.place(p, labelFont, text, stepColor, s, false,
                     {{there, corner, diag},
                      {there, right ? D::E : D::W, side},
                      {there, D::N, M.radius + gap},
                      {there, D::N, 2.2 * em},
                      {there, corner, 2.2 * em},
                      {there, right ? D::NW : D::NE, diag},
                      {there, right ? D::W : D::E, side}}))
        return;
    const QPointF head(ax1, L.arrowY);
    const bool rightward = ax1 >= ax0;
    placeInBand(labelFont, text, stepColor, false,
                {{head, rightward ? D::E : D::W, 0.6 * em},
                 {head, D::S, 0.5 * em},
                 {head, D::SW, 0.5 * em},
                 {head, D::SE, 0.5 * em},
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
    for (const QString &text :
         {QStringLiteral("w* = y/x = %1").arg(disp(meta.w_star)), QStringLiteral("w* = %1").arg(disp(meta.w_star))}) {
        if (M.vertexMoved() &&
            placeInBand(labelFont, text, s.foreground, false,
                        {{vertex, D::E, markR + gap}, {vertex, D::W, markR + gap}, {vertex, D::SE, diag}, {vertex, D::SW, diag}}))
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
    placer.place(p, boldFont, QObject::tr("overshoot: jumps past w* (1 %1 η·x² = %2)").arg(kMinus, disp(meta.contraction)),
                 s.warning, s, true, {{top, D::N, gap}, {top, D::S, gap}, {top, D::NE, gap}, {top, D::NW, gap}});
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
    const D out = lowRight ? D::SW : D::SE, outSide = lowRight ? D::W : D::E, in = lowRight ? D::NE : D::NW,
            inSide = lowRight ? D::E : D::W;
    placer.place(p, labelFont, QObject::tr("tangent: slope g = %1").arg(disp(f.grad)), tc, s, false,
                 {{tLow, out, g1},
                  {tLow, D::S, g1},
                  {tMid, out, g1},
                  {tLow, outSide, g1},
                  {tLow, out, g2},
                  {tMid, out, g2},
                  {tLow, inSide, g1},
                  {tLow, in, g1},
                  {tLow, inSide, g2},
                  {tangent.p1(), D::N, g1},
                  {tangent.p2(), D::N, g1}});
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
    const QString forward = QObject::tr("secant: slope %1").arg(disp(f.fd_grad));
    for (const QString &text : {QObject::tr("secant: slope %1 · central %2").arg(disp(f.fd_grad), disp(f.central_grad)), forward})
        if (placer.place(p, labelFont, text, sc, s, false,
                         {{sHigh, sIn, g1},
                          {sHigh, sIn, g2},
                          {sMid, sIn, g2},
                          {sHigh, D::N, g1},
                          {sHigh, sOut, g1},
                          {sHigh, highRight ? D::SE : D::SW, g1},
                          {sMid, sOut, g2},
                          {secant.p1(), D::S, g2},
                          {secant.p2(), D::S, g2}}))
            break;
}

void PlotPaint::markOffChart(double v, const QString &name, double row)
{
    const bool right = v > meta.w_star;
    const QPointF edge(right ? plot.right() - 4 : plot.left() + 4, row);
    draw::drawArrow(p, edge - QPointF(right ? 3 * em : -3 * em, 0), edge, s.warning, lw * 1.3, 10 + 2 * lw);
    placer.place(p, boldFont, QObject::tr("%1 = %2, off the chart").arg(name, disp(v)), s.warning, s, true,
                 {{edge - QPointF(right ? 3.2 * em : -3.2 * em, 0), right ? D::W : D::E, 0},
                  {edge - QPointF(right ? 1.5 * em : -1.5 * em, 0), D::S, em}});
}

} // namespace

void paintPlot(QPainter &p, const SingleWeightLayout &L, const PaintContext &ctx, bool showSecant, bool legendInside)
{
    QRectF legendRect;
    if (legendInside) {
        const double em = QFontMetricsF(ctx.style.bodyFont(), p.device()).height();
        const QRectF &plot = L.axes.plot;
        const double wLeg = std::min(plot.width() * 0.5, 17.0 * em);
        legendRect = QRectF(plot.center().x() - wLeg / 2, plot.top() + 6, wLeg, legendHeight(ctx.style, p.device(), showSecant));
    }
    PlotPaint(p, L, ctx, showSecant, legendRect).paint();
    if (legendInside)
        paintLegend(p, legendRect, ctx.style, showSecant);
}

} // namespace sgd::ui::single_weight
