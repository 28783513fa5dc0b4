#include "draw.h"

#include <QRegularExpression>

#include "chart_view.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace sgd::ui::draw {

QString num(double v, NumberForm form) { return formatNumber(v, form); }

QString sci(double v, NumberForm form) { return formatNumber(v, form); }

QString term(double v, NumberForm form) { return formatTerm(v, form); }

EquationDigits equationDigits(const std::vector<double> &operands, double result, const std::function<double(const std::vector<double> &)> &eval)
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

QString eqNum(double v, const EquationDigits &d) { return formatDistinct(v, d.digits); }

QString eqTerm(double v, const EquationDigits &d)
{
    const QString s = eqNum(v, d);
    return v < 0 && s.startsWith(kMinus) ? QStringLiteral("(") + s + QStringLiteral(")") : s;
}

QString count(double v) { return formatCount(v); }

QString percent(double fraction, NumberForm form) { return formatPercent(fraction, form); }

double lineWidth(const Style &s) { return s.lineWidth * std::max(1.0, 0.85 * s.fontScale); }

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
    // Keep 4.6:1 against the background and the panel: on a light background the light end is
    // darkened (yellow becomes olive), on a dark one the dark end is lifted a little.
    const double lb = relativeLuminance(s.background), lp = relativeLuminance(s.panel);
    const double target = dark ? (std::max(lb, lp) + 0.05) * 4.6 - 0.05 : (std::min(lb, lp) + 0.05) / 4.6 - 0.05;
    const double y = relativeLuminance(c);
    if (dark ? y >= target : y <= target)
        return c;
    const double r = linearChannel(c.redF()), g = linearChannel(c.greenF()), b = linearChannel(c.blueF());
    // Scale toward black, or blend toward white, in linear light: luminance is linear there.
    auto toTarget = [&](double v) { return dark ? v + (1 - v) * (target - y) / (1 - y) : v * target / y; };
    return QColor::fromRgbF(float(gammaChannel(toTarget(r))), float(gammaChannel(toTarget(g))), float(gammaChannel(toTarget(b))));
}

void drawArrow(QPainter &p, QPointF from, QPointF to, const QColor &color, double width, double head)
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
    p.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap));
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
    p.drawText(QRectF(area.left() + 8, area.top() + 4, area.width() - 16, fm.height() + 4), Qt::AlignLeft | Qt::AlignVCenter, title);
    p.restore();
    return area.adjusted(0, fm.height() + 10, 0, 0);
}

namespace {

/// How many layers, and how many bytes of them, the cache keeps: enough for every layer of the
/// busiest view (a scene of four charts keeps an axes layer and a run layer or two per chart), so
/// a frame never rasterizes a layer that the frame before it dropped to make room.
constexpr std::size_t kMaxLayers = 32;
constexpr qsizetype kMaxLayerBytes = qsizetype(96) << 20;
/// Versions of one place (the same device rectangle) kept: the frame shown, and the two before it
/// for a teacher stepping back and forth.
constexpr std::ptrdiff_t kVersionsPerPlace = 3;

struct Layer {
    std::size_t key;
    QRect pixels;
    QTransform transform;
    QPainter::RenderHints hints;
    QImage image;
    std::uint64_t frame = 0; ///< the last frame that showed it
};
std::vector<Layer> g_layers; // most recent first
// Images of layers given up lately, kept for the next layer of their size: a canvas-sized image is
// megabytes of fresh pages to fault in otherwise (milliseconds, every new round of a view drawn
// from one canvas-sized layer).
std::vector<QImage> g_spares;

void keepSpare(QImage image)
{
    g_spares.insert(g_spares.begin(), std::move(image));
    if (g_spares.size() > 4)
        g_spares.pop_back();
}

/// Counts the frames painted (nextFrame()), so the cache knows which layers the frame being
/// painted has shown. Painting happens on the GUI thread only.
std::uint64_t g_frame = 0;

/// drawCachedLayer and drawCachedOpaqueLayer. `background` valid: the layer is filled with it
/// (every pixel opaque) rather than cleared to transparent before `paint`.
void cachedLayer(QPainter &p, const QRectF &rect, std::size_t key, const QColor &background, const std::function<void(QPainter &)> &paint)
{
    // A reader's zoom or hidden series (chart_view.h) changes what a chart's layer shows.
    if (const std::size_t stamp = chart::currentViewStamp())
        key = (key ^ stamp) * 1099511628211ull;
    const QTransform m = p.deviceTransform();
    QPaintDevice *device = p.device();
    const bool raster = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster && device;
    if (!raster || m.type() > QTransform::TxScale) {
        paint(p);
        return;
    }
    // The device's own area in device pixels: for a widget's painter that includes the widget's
    // offset in its window and the pixel ratio (what the painter adds beyond its world transform).
    const QTransform toDevice = p.worldTransform().inverted() * m;
    const QRect pixels = m.mapRect(rect).toAlignedRect() & toDevice.mapRect(QRectF(0, 0, device->width(), device->height())).toAlignedRect();
    if (pixels.isEmpty())
        return;
    std::vector<Layer> &layers = g_layers; // (most recent first)
    auto same = [&](const Layer &l) { return l.key == key && l.pixels == pixels && l.transform == m && l.hints == p.renderHints(); };
    auto it = std::find_if(layers.begin(), layers.end(), same);
    if (it == layers.end()) {
        QImage image;
        // A layer whose picture changes with the frame (a scene's workers, redrawn each round) comes
        // back under a new key at the same place: past the last few versions of one place, the
        // oldest gives its image to the new one instead of the cache taking fresh memory each round.
        // (Never a layer this frame showed: several charts' layers can share one place.)
        const auto samePlace = [&](const Layer &l) { return l.pixels == pixels && l.transform == m; };
        const auto oldest = std::find_if(layers.rbegin(), layers.rend(), [&](const Layer &l) { return samePlace(l) && l.frame != g_frame; });
        if (oldest != layers.rend() && std::count_if(layers.begin(), layers.end(), samePlace) >= kVersionsPerPlace) {
            image = std::move(oldest->image);
            layers.erase(std::next(oldest).base());
        } else if (auto spare = std::find_if(g_spares.begin(), g_spares.end(), [&](const QImage &i) { return i.size() == pixels.size(); });
                   spare != g_spares.end()) {
            image = std::move(*spare);
            g_spares.erase(spare);
        } else {
            image = QImage(pixels.size(), QImage::Format_ARGB32_Premultiplied);
        }
        Layer l{key, pixels, m, p.renderHints(), std::move(image), g_frame};
        l.image.fill(background.isValid() ? background : QColor(Qt::transparent));
        QPainter lp(&l.image);
        lp.setRenderHints(p.renderHints());
        lp.setFont(p.font());
        lp.setTransform(m * QTransform::fromTranslate(-pixels.x(), -pixels.y()));
        paint(lp);
        lp.end();
        layers.insert(layers.begin(), std::move(l));
        // The least recently shown layers go (never the one just made); their images wait as spares.
        qsizetype bytes = 0;
        for (const Layer &kept : layers)
            bytes += kept.image.sizeInBytes();
        while (layers.size() > 1 && (layers.size() > kMaxLayers || bytes > kMaxLayerBytes)) {
            bytes -= layers.back().image.sizeInBytes();
            keepSpare(std::move(layers.back().image));
            layers.pop_back();
        }
        it = layers.begin();
    } else if (it != layers.begin()) {
        std::rotate(layers.begin(), it, it + 1);
        it = layers.begin();
    }
    it->frame = g_frame;
    p.save();
    // Back to device pixels. Not resetTransform(): a widget's painter also carries the widget's
    // offset in its window, which deviceTransform() includes and resetTransform() keeps, so the
    // layer would land that offset too far right and down (every canvas beside a dock).
    p.setWorldTransform(m.inverted() * p.worldTransform());
    p.drawImage(pixels.topLeft(), it->image);
    p.restore();
}

} // namespace

void nextFrame() { ++g_frame; }

void dropCachedLayers()
{
    for (Layer &l : g_layers)
        keepSpare(std::move(l.image));
    g_layers.clear();
}

std::size_t cachedLayerCount() { return g_layers.size(); }

void drawCachedLayer(QPainter &p, const QRectF &rect, std::size_t key, const std::function<void(QPainter &)> &paint)
{
    cachedLayer(p, rect, key, QColor(), paint);
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
    if (!raster || m.type() > QTransform::TxScale || scaleY <= 0 || rect.height() * scaleY <= kRowsPerBand * 1.5 || rect.width() <= 0) {
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

void drawCachedOpaqueLayer(QPainter &p, const QRectF &rect, std::size_t key, const QColor &background, const std::function<void(QPainter &)> &paint)
{
    const bool raster = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster && p.device();
    if (!raster || p.deviceTransform().type() > QTransform::TxScale) {
        paint(p);
        return;
    }
    // Copied, not blended: every pixel of the layer is opaque (the raster engine blits it).
    p.save();
    p.setCompositionMode(QPainter::CompositionMode_Source);
    mixKey(key, double(background.rgba()));
    cachedLayer(p, rect, key, background, paint);
    p.restore();
}

} // namespace sgd::ui::draw
