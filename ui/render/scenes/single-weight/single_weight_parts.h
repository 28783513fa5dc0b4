#pragma once
// The single-weight scene's pieces shared by its files (single_weight_*.cpp); not for other painters.

#include "core/scenes/single-weight/single_weight_trace.h"
#include "single_weight_layout.h"
#include "ui/render/draw.h"
#include "ui/render/language.h"
#include "ui/render/number_format.h"
#include "ui/render/scene_painter.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <vector>

namespace sgd::ui::single_weight {

using draw::count;
using draw::kMinus;
using draw::lineWidth;
using draw::mix;
using draw::withAlpha;

/// A number for the screen: the one number format (number_format.h), as in the table.
inline QString disp(double v)
{
    return draw::num(v);
}
/// A number inside a formula: negative values in parentheses, "2 − 0.1·(−12)".
inline QString term(double v)
{
    return draw::term(v);
}
/// An axis tick: as many digits as tell it from its neighbours.
inline QString tick(double v, int digits)
{
    return formatDistinct(v, digits);
}

/// The engine's one-line summary of the run (English in the trace) in the language shown, with
/// whether the shapes fitted it (ScenePainter::runMessageText()).
inline MessageText messageText(const std::string &m)
{
    MessageText out = fittedMessage(
        m, {QT_TRANSLATE_NOOP("QObject", "diverged at the start: the numbers leave the range of a double"),
            QT_TRANSLATE_NOOP("QObject", "diverged after step %1: the next step leaves the range of a double"),
            QT_TRANSLATE_NOOP("QObject", "diverged after step %1: |1 − η·x²| = %2 > 1, so every step multiplies the "
                                         "distance to w* instead of shrinking it"),
            QT_TRANSLATE_NOOP("QObject", "diverges: |1 − η·x²| = %1 > 1, the distance to w* grows every step"),
            QT_TRANSLATE_NOOP("QObject", "never settles: |1 − η·x²| = 1, w bounces between two points"),
            QT_TRANSLATE_NOOP("QObject", "converges with overshoot: each step crosses the vertex w*"),
            QT_TRANSLATE_NOOP("QObject", "converges: each step shrinks the distance to w* by the factor %1")});
    // Traces of older versions wrote the formula in ASCII.
    out.text.replace(QStringLiteral("eta*x^2"), QStringLiteral("η·x²"));
    out.text.replace(QStringLiteral(" - "), QStringLiteral(" ") + kMinus + QStringLiteral(" "));
    out.text.replace(QStringLiteral("1 -"), QStringLiteral("1 ") + kMinus);
    return out;
}

/// The engine's message as a sentence (it writes η and − itself), in the language shown.
inline QString prettyMessage(const std::string &m, bool capitalise = true)
{
    QString s = messageText(m).text;
    if (capitalise && !s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

/// The trace in typed form (decoded once and kept with the trace).
inline const SingleWeightTrace &typed(const Trace &tr)
{
    return typedTrace<SingleWeightTrace>(tr);
}

/// Frame `index`, clamped to the trace; the trace has at least one frame.
inline const SingleWeightStep &stepAt(const SingleWeightTrace &tt, int index)
{
    return tt.frames[std::size_t(std::clamp(index, 0, int(tt.frames.size()) - 1))];
}

inline QString column(const std::string &name)
{
    return QString::fromStdString(name);
}

/// The colour of a step by the sign rule: green when w grows, red when it shrinks.
inline QColor stepColorOf(double grad, const Style &s)
{
    return grad < 0 ? s.positive : grad > 0 ? s.negative : s.muted;
}

struct TextBlock {
    QString text;
    QColor color;
    QFont font;
};

inline double blockHeight(const std::vector<TextBlock> &lines, double width, const QPaintDevice *dev)
{
    double h = 0;
    for (const auto &l : lines) {
        const QFontMetricsF fm(l.font, const_cast<QPaintDevice *>(dev));
        h += fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, l.text).height() + 2;
    }
    return h;
}

inline double drawBlock(QPainter &p, const std::vector<TextBlock> &lines, QPointF topLeft, double width)
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
inline QRectF placeLabel(QPainter &p, QPointF anchor, Qt::Alignment align, const QString &text, const QColor &color,
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

inline void drawPoint(QPainter &p, QPointF at, double radius, const QColor &fill, const QColor &ring, double ringWidth)
{
    p.save();
    p.setPen(QPen(ring, ringWidth));
    p.setBrush(fill);
    p.drawEllipse(at, radius, radius);
    p.restore();
}

inline void drawDiamond(QPainter &p, QPointF at, double r, const QColor &fill, const QColor &ring)
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
inline QLineF slopeLine(const draw::Axes &ax, QPointF at, double slope, double halfLen)
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

/// True when `r` covers a point of `l` (sampled every 3 pixels).
inline bool touches(const QRectF &r, const QLineF &l)
{
    if (l.isNull() || !r.isValid())
        return false;
    const int n = std::max(2, int(l.length() / 3));
    for (int i = 0; i <= n; ++i)
        if (r.contains(l.pointAt(double(i) / n)))
            return true;
    return false;
}

/// The legend's height for `showSecant` (six rows with the secant, else five).
inline double legendHeight(const Style &s, const QPaintDevice *dev, bool showSecant)
{
    const QFontMetricsF fm(s.legendFont(), const_cast<QPaintDevice *>(dev));
    return (showSecant ? 6 : 5) * (fm.height() + 2) + 10;
}

void paintLegend(QPainter &p, const QRectF &r, const Style &s, bool showSecant);
void paintPlot(QPainter &p, const SingleWeightLayout &L, const PaintContext &ctx, bool showSecant, bool legendInside);
void paintSide(QPainter &p, const SingleWeightLayout &L, const PaintContext &ctx, bool showSecant, bool showSlip);

} // namespace sgd::ui::single_weight
