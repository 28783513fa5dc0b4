#include "draw.h"

#include <QRegularExpression>

#include "paint_cache.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace sgd::ui::draw {

QString num(double v, NumberForm form)
{
    return formatNumber(v, form);
}

QString sci(double v, NumberForm form)
{
    return formatNumber(v, form);
}

QString term(double v, NumberForm form)
{
    return formatTerm(v, form);
}

EquationDigits equationDigits(const std::vector<double> &operands, double result,
                              const std::function<double(const std::vector<double> &)> &eval)
{
    for (int d = 4; d <= 8; ++d) {
        std::vector<double> shown;
        bool readable = true;
        for (double v : operands) {
            const std::optional<double> back = readNumber(formatDistinct(v, d));
            readable = readable && back.has_value();
            shown.push_back(back.value_or(v));
        }
        // The result as written, and the computed one rounded to as many significant digits as
        // the written result shows (at least d): "3·3.333 = 10" fails (9.999), "1.5 − 0.1·(−5.547)
        // = 2.055" passes (2.0547 to 4 digits).
        const QString written = formatDistinct(result, d);
        QString mantissa = written.section(QStringLiteral("×"), 0, 0);
        mantissa.remove(QRegularExpression(QStringLiteral("[^0-9]")));
        while (mantissa.startsWith(QLatin1Char('0')))
            mantissa.remove(0, 1);
        const int k = std::max(d, int(mantissa.size()));
        if (readable && formatSignificant(eval(shown), k) == written)
            return {d, false};
    }
    return {4, true};
}

QString eqNum(double v, const EquationDigits &d)
{
    return formatDistinct(v, d.digits);
}

QString eqTerm(double v, const EquationDigits &d)
{
    const QString s = eqNum(v, d);
    return v < 0 && s.startsWith(kMinus) ? QStringLiteral("(") + s + QStringLiteral(")") : s;
}

QString count(double v)
{
    return formatCount(v);
}

QString percent(double fraction, NumberForm form)
{
    return formatPercent(fraction, form);
}

double lineWidth(const Style &s)
{
    return s.lineWidth * std::max(1.0, 0.85 * s.fontScale);
}

QColor withAlpha(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

QColor mix(const QColor &a, const QColor &b, double f)
{
    f = std::clamp(f, 0.0, 1.0);
    return QColor::fromRgbF(float(a.redF() * f + b.redF() * (1 - f)), float(a.greenF() * f + b.greenF() * (1 - f)),
                            float(a.blueF() * f + b.blueF() * (1 - f)));
}

static double linearChannel(double v)
{
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

double relativeLuminance(const QColor &c)
{
    const QColor rgb = c.toRgb();
    return 0.2126 * linearChannel(rgb.redF()) + 0.7152 * linearChannel(rgb.greenF()) + 0.0722 * linearChannel(rgb.blueF());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor over(const QColor &c, const QColor &under)
{
    QColor seen = mix(c, under, c.alphaF());
    seen.setAlpha(255);
    return seen;
}

QColor textOn(const QColor &fill, const QColor &under)
{
    static const QColor black(0, 0, 0), white(255, 255, 255);
    const QColor seen = over(fill, under);
    return contrastRatio(seen, black) >= contrastRatio(seen, white) ? black : white;
}

static double gammaChannel(double v)
{
    v = std::clamp(v, 0.0, 1.0);
    return v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
}

QColor valueColor(double u, const Style &s)
{
    static const QColor stops[] = {QColor("#440154"), QColor("#3b528b"), QColor("#21918c"), QColor("#5ec962"), QColor("#fde725")};
    // On a dark background only the upper half (teal, green, yellow): its purple end, lightened
    // enough to read, turns a grey that looks like a failed node.
    const bool dark = s.background.lightnessF() < 0.5;
    u = std::clamp(std::isfinite(u) ? u : 0.0, 0.0, 1.0);
    const double x = (dark ? 0.5 + 0.5 * u : u) * 4.0;
    const int i = std::min(3, int(x));
    const QColor c = mix(stops[i + 1], stops[i], x - i);
    // Keep the style's text contrast (4.6:1, high contrast 7.1:1) against the background and the
    // panel: on a light background the light end is darkened (yellow becomes olive), on a dark
    // one the dark end is lifted a little.
    const double lb = relativeLuminance(s.background), lp = relativeLuminance(s.panel);
    const double target =
        dark ? (std::max(lb, lp) + 0.05) * s.minContrast - 0.05 : (std::min(lb, lp) + 0.05) / s.minContrast - 0.05;
    const double y = relativeLuminance(c);
    if (dark ? y >= target : y <= target)
        return c;
    const double r = linearChannel(c.redF()), g = linearChannel(c.greenF()), b = linearChannel(c.blueF());
    // Scale toward black, or blend toward white, in linear light: luminance is linear there.
    auto toTarget = [&](double v) { return dark ? v + (1 - v) * (target - y) / (1 - y) : v * target / y; };
    return QColor::fromRgbF(float(gammaChannel(toTarget(r))), float(gammaChannel(toTarget(g))), float(gammaChannel(toTarget(b))));
}

void drawArrow(QPainter &p, QPointF from, QPointF to, const QColor &color, double width, double head, bool dashed)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QLineF line(from, to);
    if (line.length() < 1e-6) {
        p.restore();
        return;
    }
    const double h = std::min(head, line.length() * 0.6);
    const double angle = std::atan2(to.y() - from.y(), to.x() - from.x());
    const QPointF base = to - QPointF(std::cos(angle), std::sin(angle)) * h * 0.8;
    QPen shaft(color, width, Qt::SolidLine, Qt::RoundCap);
    if (dashed) { // told apart by shape too, not by colour alone (a colour-blind reader, a grey print)
        shaft.setCapStyle(Qt::FlatCap);
        shaft.setDashPattern({1.5, 1.0});
    }
    p.setPen(shaft);
    p.drawLine(from, base);
    QPainterPath tip;
    tip.moveTo(to);
    tip.lineTo(to - QPointF(std::cos(angle - 0.45), std::sin(angle - 0.45)) * h);
    tip.lineTo(to - QPointF(std::cos(angle + 0.45), std::sin(angle + 0.45)) * h);
    tip.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPath(tip);
    p.restore();
}

void drawLabel(QPainter &p, QPointF at, const QString &text, const Style &s, const QColor &color, bool boxed, Qt::Alignment align)
{
    p.save();
    const QFontMetricsF fm(p.font());
    const QSizeF size(fm.horizontalAdvance(text) + 10, fm.height() + 4);
    QPointF topLeft(at.x() - size.width() / 2, at.y() - size.height() / 2);
    if (align & Qt::AlignLeft)
        topLeft.setX(at.x());
    if (align & Qt::AlignRight)
        topLeft.setX(at.x() - size.width());
    if (align & Qt::AlignTop)
        topLeft.setY(at.y());
    if (align & Qt::AlignBottom)
        topLeft.setY(at.y() - size.height());
    const QRectF r(topLeft, size);
    if (boxed) {
        p.setPen(QPen(color, s.guideWidth()));
        QColor bg = s.background;
        bg.setAlpha(230);
        p.setBrush(bg);
        p.drawRoundedRect(r, s.labelRadius(), s.labelRadius());
    }
    p.setPen(color);
    p.drawText(r, Qt::AlignCenter, text);
    p.restore();
}

Style zoomed(const Style &s, double zoom)
{
    if (!(zoom > 0) || std::abs(zoom - 1.0) < 1e-6)
        return s;
    Style out = s;
    out.font.setPointSizeF(s.font.pointSizeF() * zoom);
    out.fontScale = s.fontScale * zoom;
    out.lineWidth = s.lineWidth * std::sqrt(zoom);
    return out;
}

QRectF drawTitle(QPainter &p, const QRectF &area, const QString &title, const Style &s)
{
    p.save();
    p.setFont(s.titleFont());
    const QFontMetricsF fm(p.font());
    p.setPen(s.foreground);
    p.drawText(QRectF(area.left() + 8, area.top() + 4, area.width() - 16, fm.height() + 4), Qt::AlignLeft | Qt::AlignVCenter,
               title);
    p.restore();
    return area.adjusted(0, fm.height() + 10, 0, 0);
}

void drawCachedLayer(PaintCache *cache, QPainter &p, const QRectF &rect, std::size_t key,
                     const std::function<void(QPainter &)> &paint)
{
    if (!cache) {
        paint(p);
        return;
    }
    cache->drawLayer(p, rect, key, QColor(), paint);
}

namespace {

/// Device rows per band: an antialiased band gives up to three spans a row, and the raster engine
/// fills fewer than 96 spans on the painting thread.
constexpr double kRowsPerBand = 24;

} // namespace

void fillRectRows(QPainter &p, const QRectF &rect, const QBrush &brush)
{
    const QTransform m = p.deviceTransform();
    const bool raster = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster;
    const double scaleY = m.m22();
    if (!raster || m.type() > QTransform::TxScale || scaleY <= 0 || rect.height() * scaleY <= kRowsPerBand * 1.5 ||
        rect.width() <= 0) {
        p.fillRect(rect, brush);
        return;
    }
    // Band edges on whole device rows: each row is then covered exactly as by one fill.
    const QRectF r = rect.normalized();
    const double offset = m.dy(), top = r.top() * scaleY + offset, bottom = r.bottom() * scaleY + offset;
    for (double y = top; y < bottom;) {
        const double next = std::min(bottom, std::floor(y) + kRowsPerBand);
        p.fillRect(QRectF(r.left(), (y - offset) / scaleY, r.width(), (next - y) / scaleY), brush);
        y = next;
    }
}

void drawRectRows(QPainter &p, const QRectF &rect)
{
    const QBrush brush = p.brush();
    if (brush.style() != Qt::NoBrush)
        fillRectRows(p, rect, brush);
    if (p.pen().style() == Qt::NoPen)
        return;
    p.setBrush(Qt::NoBrush);
    p.drawRect(rect);
    p.setBrush(brush);
}

void drawCachedOpaqueLayer(PaintCache *cache, QPainter &p, const QRectF &rect, std::size_t key, const QColor &background,
                           const std::function<void(QPainter &)> &paint)
{
    const bool raster = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster && p.device();
    if (!cache || !raster || p.deviceTransform().type() > QTransform::TxScale) {
        paint(p);
        return;
    }
    // Copied, not blended: every pixel of the layer is opaque (the raster engine blits it).
    p.save();
    p.setCompositionMode(QPainter::CompositionMode_Source);
    mixKey(key, double(background.rgba()));
    cache->drawLayer(p, rect, key, background, paint);
    p.restore();
}

} // namespace sgd::ui::draw
