#pragma once
// Small drawing helpers shared by the painters: arrows, labels, colours, cached layers, number
// formatting (axes, ticks and curves: the chart component, chart.h).

#include "number_format.h"
#include "paint_cache.h"
#include "style.h"

#include <QPainter>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <bit>
#include <cstdint>
#include <functional>
#include <vector>

namespace sgd::ui::draw {

/// Maps data coordinates to a pixel rectangle (y grows upward in data space).
struct Axes {
    QRectF plot;
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    QPointF map(double x, double y) const
    {
        return {plot.left() + (x - x0) / (x1 - x0) * plot.width(), plot.bottom() - (y - y0) / (y1 - y0) * plot.height()};
    }
    double mapX(double x) const { return map(x, y0).x(); }
    double mapY(double y) const { return map(x0, y).y(); }
    double unmapX(double px) const { return x0 + (px - plot.left()) / plot.width() * (x1 - x0); }
    double unmapY(double py) const { return y0 + (plot.bottom() - py) / plot.height() * (y1 - y0); }
};

/// A number for display by the one policy of number_format.h (exact short decimals, else 4
/// significant digits, the real minus sign U+2212 "−", thousands grouped, ×10ⁿ when very large or
/// small); num() and sci() are the same function, kept under both names for the painters.
QString num(double v, NumberForm form = NumberForm::Standard);
/// The real minus sign the canvas writes.
inline const QString kMinus = QStringLiteral("\u2212");
/// num(); a very large or small value is written as a power of ten: "1.5×10⁻⁵".
QString sci(double v, NumberForm form = NumberForm::Standard);
/// num() inside a formula: a negative value in parentheses, "2 − 0.1·(−12)".
QString term(double v, NumberForm form = NumberForm::Standard);
/// How an equation's numbers are written so that it adds up as written: the fewest significant
/// digits (4 to 8) at which `eval` of the written operands, written the same way, is the written
/// result ("2.33 − 0.1·(−0.02441) = 2.333" did not; "2.3301 − 0.1·(−0.024414) = 2.3325" does). When
/// none does (3·3.333… never gives 10 at any length), `approx`: the equation says "≈".
struct EquationDigits {
    int digits = 4;
    bool approx = false;
};
EquationDigits equationDigits(const std::vector<double> &operands, double result,
                              const std::function<double(const std::vector<double> &)> &eval);
/// A number of such an equation, and the same inside a formula (a negative value in parentheses).
QString eqNum(double v, const EquationDigits &d);
QString eqTerm(double v, const EquationDigits &d);
/// The digits of the update w − η·g = w_next.
inline EquationDigits stepDigits(double w, double eta, double g, double wNext)
{
    return equationDigits({w, eta, g}, wNext, [](const std::vector<double> &o) { return o[0] - o[1] * o[2]; });
}
/// The digits of a product a·b = c.
inline EquationDigits productDigits(double a, double b, double c)
{
    return equationDigits({a, b}, c, [](const std::vector<double> &o) { return o[0] * o[1]; });
}
/// "=" or, for an equation that cannot add up as written, "≈".
inline QString eqSign(const EquationDigits &d)
{
    return d.approx ? QStringLiteral("≈") : QStringLiteral("=");
}
/// A whole count (positions, sizes, updates): no rounding to significant digits, grouped by
/// thousands ("10,000,000"); "—" if not finite.
QString count(double v);
/// A fraction as a percentage by the same policy: 0.00342 -> "0.342%".
QString percent(double fraction, NumberForm form = NumberForm::Standard);
/// Thicker lines when the fonts are scaled up for projection.
double lineWidth(const Style &s);
QColor withAlpha(QColor c, int alpha);
/// f of a and 1 − f of b (f clamped to [0, 1]).
QColor mix(const QColor &a, const QColor &b, double f);
/// WCAG 2 relative luminance of the opaque colour `c`: 0 for black, 1 for white.
double relativeLuminance(const QColor &c);
/// WCAG 2 contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
double contrastRatio(const QColor &a, const QColor &b);
/// What the eye sees where `c` (with its alpha) is painted over the opaque `under`.
QColor over(const QColor &c, const QColor &under);
/// Black or white, whichever reads better as text on `fill` (painted over `under` when it is
/// translucent); either reaches 4.5:1 on any fill.
QColor textOn(const QColor &fill, const QColor &under = QColor(255, 255, 255));
/// A value scale for one number per item (a node's weight): viridis (purple, blue, teal, green,
/// yellow) with its light end darkened on a light background, its upper half on a dark one, so
/// that every colour of it keeps 4.5:1 against the background and the panel, as fill, line or text.
QColor valueColor(double u, const Style &s);
/// Mixes `v` into `key`, the hash a cached layer or a remembered layout is known by: cheap (a long
/// run's key mixes tens of thousands of values every frame), the same for the same value.
inline void mixKey(std::size_t &key, double v)
{
    key = std::size_t((std::rotl(std::uint64_t(key), 29) ^ std::bit_cast<std::uint64_t>(v)) * 0x9e3779b97f4a7c15ull);
}
/// Runs `paint` (which must draw the same picture whenever `key` is the same) through a layer that
/// `cache` keeps (paint_cache.h), covering `rect`, when the painter targets a raster device, so a
/// layer that does not change from frame to frame (a dense graph's edges) is rasterized once, not 60
/// times a second. Vector devices, rotated or sheared painters and a null `cache` get paint(p) directly.
void drawCachedLayer(PaintCache *cache, QPainter &p, const QRectF &rect, std::size_t key,
                     const std::function<void(QPainter &)> &paint);
/// drawCachedLayer for a layer that covers all of `rect`: the layer is first filled with
/// `background` and then copied over what is under it, not blended (several times faster for a
/// canvas-sized layer). Whatever was drawn in `rect` before is covered: draw the layer first.
void drawCachedOpaqueLayer(PaintCache *cache, QPainter &p, const QRectF &rect, std::size_t key, const QColor &background,
                           const std::function<void(QPainter &)> &paint);
/// p.fillRect(rect, brush), the same pixels, filled in bands of a few device rows on a raster
/// device: the raster engine hands any fill of more than about a hundred spans to helper threads
/// and waits for them, which costs more than the fill of a lane's bar itself (tens of tall bars a
/// frame). Elsewhere (vector devices, rotated painters, short rectangles) plain fillRect.
void fillRectRows(QPainter &p, const QRectF &rect, const QBrush &brush);
/// p.drawRect(rect) with the painter's pen and brush: the fill by fillRectRows, then the outline.
void drawRectRows(QPainter &p, const QRectF &rect);
/// An arrow from `from` to `to` with a head of `head` pixels.
void drawArrow(QPainter &p, QPointF from, QPointF to, const QColor &color, double width, double head = 10.0, bool dashed = false);
/// Text centred on `at`, optionally on a rounded background.
void drawLabel(QPainter &p, QPointF at, const QString &text, const Style &s, const QColor &color, bool boxed = false,
               Qt::Alignment align = Qt::AlignCenter);
/// `s` with its type (and, more gently, its lines) `zoom` times larger: a view that has a canvas to
/// itself but little to show (a few tokens, a few lanes) zooms in rather than sitting small in a
/// corner of an empty picture.
Style zoomed(const Style &s, double zoom);
/// A title line at the top of `area`; returns the remaining area.
QRectF drawTitle(QPainter &p, const QRectF &area, const QString &title, const Style &s);

} // namespace sgd::ui::draw
