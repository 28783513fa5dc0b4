// The quantized painter's shared parts: the run's setup, every bit width's colour, dashes and
// marker, small text helpers and the scene view's layout (see quantized_parts.h).

#include "quantized_parts.h"

#include "ui/render/number_format.h"

#include <QObject>
#include <algorithm>
#include <cmath>

namespace sgd::ui::quantized {

/// A number for the screen: the one number format (number_format.h), as in the table.
QString disp(double v)
{
    return draw::num(v);
}
/// A value read beside the levels it falls between: as many digits as tell them apart.
QString disp(double v, int digits)
{
    return formatDistinct(v, digits);
}

/// The fewest significant digits (4 or more) that tell all these values apart on screen.
int digitsFor(const std::vector<double> &vals)
{
    return distinctDigits(vals);
}

/// Bytes on the wire: whole bytes below 10 kB, then kB, MB, GB.
QString bytesText(double b)
{
    return formatBytes(b);
}

/// The round the readout, the chart's label and the workers' caption describe: the frame at rest,
/// the one a transition moves to while it plays (frame n is the state after n rounds; 0 is the start).
const QuantizedTrace &typed(const Trace &tr)
{
    return typedTrace<QuantizedTrace>(tr);
}
const QuantizedMeta &qm(const Trace &tr)
{
    return typed(tr).meta;
}
const QuantizedRound &frameAt(const Trace &tr, int index)
{
    return typed(tr).frames.at(std::size_t(index));
}
const QuantizedRound &shownFrame(const PaintContext &ctx)
{
    return frameAt(ctx.trace, ctx.shownStep());
}

/// The loss and bytes of one curve of the chart: a lecture width (`bits` > 0) or, for 0, the
/// run's own quantizer. Empty when the trace has no such curve.

CurveData curveData(const Trace &tr, int bits)
{
    static const std::vector<double> none;
    const QuantizedMeta &m = qm(tr);
    if (bits == 0)
        return {m.run_loss ? &*m.run_loss : &none, m.run_bytes ? &*m.run_bytes : &none};
    for (const QuantizedCurve &c : m.curves)
        if (c.bits == bits)
            return {&c.loss, &c.bytes};
    return {&none, &none};
}

QString bitsWord(int bits)
{
    return bits == 1 ? QObject::tr("1 bit") : QObject::tr("%1 bits").arg(bits);
}

QColor bitsColor(const Style &s, int bits)
{
    switch (bits) {
    case 32:
        return s.series[0];
    case 16:
        return s.series[7];
    case 8:
        return s.series[2];
    case 4:
        return s.series[3];
    case 2:
        return s.series[4];
    default:
        return s.series[1];
    }
}

namespace {

/// Each bit width's own line and marker, so curves that lie on top of each other stay apart: the
/// float widths solid and dashed, the coarse ones dotted, each with a marker shape of its own.
QVector<qreal> bitsDashes(int bits)
{
    switch (bits) {
    case 32:
        return {};
    case 16:
        return {5, 3};
    case 8:
        return {1.5, 2.5};
    case 4:
        return {7, 2.5, 1.5, 2.5};
    case 2:
        return {3, 2};
    default:
        return {9, 3};
    }
}

Marker bitsMarker(int bits)
{
    switch (bits) {
    case 32:
        return Marker::Circle;
    case 16:
        return Marker::Square;
    case 8:
        return Marker::TriangleUp;
    case 4:
        return Marker::Diamond;
    case 2:
        return Marker::TriangleDown;
    default:
        return Marker::Cross;
    }
}

/// Pen width of a bit width's curve: the coarse widths drawn first and thick, the wide ones last
/// and thin, so where curves coincide every colour still shows.
double bitsPenWidth(const Style &s, int bits)
{
    int rank = 0; // 0 for 32 bits ... 5 for 1 bit
    while (rank < 5 && kBitWidths[rank] != bits)
        ++rank;
    return lineWidth(s) * (0.8 + 0.09 * rank);
}

} // namespace

void drawMarker(QPainter &p, QPointF c, double r, Marker m, const QColor &color, const QColor &rim)
{
    p.save();
    p.setPen(QPen(rim, std::max(1.0, r * 0.35)));
    p.setBrush(color);
    QPolygonF poly;
    switch (m) {
    case Marker::Circle:
        p.drawEllipse(c, r, r);
        break;
    case Marker::Ring:
        // Hollow: the colour as a thick ring on the background.
        p.setPen(QPen(color, std::max(1.5, r * 0.55)));
        p.setBrush(rim);
        p.drawEllipse(c, r * 0.9, r * 0.9);
        break;
    case Marker::Square:
        p.drawRect(QRectF(c.x() - r * 0.85, c.y() - r * 0.85, r * 1.7, r * 1.7));
        break;
    case Marker::TriangleUp:
        poly << c + QPointF(0, -r * 1.15) << c + QPointF(r * 1.05, r * 0.75) << c + QPointF(-r * 1.05, r * 0.75);
        break;
    case Marker::TriangleDown:
        poly << c + QPointF(0, r * 1.15) << c + QPointF(r * 1.05, -r * 0.75) << c + QPointF(-r * 1.05, -r * 0.75);
        break;
    case Marker::Diamond:
        poly << c + QPointF(0, -r * 1.2) << c + QPointF(r * 1.2, 0) << c + QPointF(0, r * 1.2) << c + QPointF(-r * 1.2, 0);
        break;
    case Marker::Cross: {
        // An x: its rim first, then the colour on top.
        const QPointF a(r, r), b(r, -r);
        p.setPen(QPen(rim, r * 0.9, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(c - a, c + a);
        p.drawLine(c - b, c + b);
        p.setPen(QPen(color, r * 0.5, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(c - a, c + a);
        p.drawLine(c - b, c + b);
        break;
    }
    }
    if (!poly.isEmpty())
        p.drawPolygon(poly);
    p.restore();
}

Setup setupOf(const Trace &tr)
{
    Setup u;
    u.scheme = QString::fromStdString(qm(tr).scheme);
    u.bits = int(std::lround(qm(tr).bits_per_value));
    if (!tr.frames.empty())
        u.bits = int(std::lround(frameAt(tr, 0).bits));
    u.levels = int(std::lround(qm(tr).levels.value_or(0)));
    u.stochastic = qm(tr).rounding == "stochastic";
    u.errorFeedback = qm(tr).error_feedback;
    u.ownCurve = qm(tr).run_loss.has_value();
    return u;
}

/// This run's quantizer in a few words: "8 bits" for a lecture width, else the scheme's name.
QString runName(const Setup &u)
{
    if (!u.ownCurve)
        return bitsWord(u.bits);
    if (u.qsgd())
        return QStringLiteral("QSGD s = %1").arg(u.levels);
    if (u.uniform())
        return QObject::tr("uniform %1").arg(bitsWord(u.bits));
    return u.scheme;
}

/// The colour of what this run sends: its bit width's, or the colour of its own curve.
QColor runColor(const Style &s, const Setup &u)
{
    return u.ownCurve ? s.series[5] : bitsColor(s, u.bits);
}

/// One loss curve of the chart: a lecture bit width, or this run's own quantizer (bfloat16, QSGD,
/// uniform at 1 bit) with a colour, dashes and a hollow marker of its own.

std::vector<Curve> chartCurves(const Trace &tr, const Style &s, const Setup &u)
{
    std::vector<Curve> out;
    for (int b : kBitWidths) {
        const bool current = !u.ownCurve && b == u.bits;
        out.push_back({b, current ? QObject::tr("%1 (this run)").arg(bitsWord(b)) : QString::number(b), QString::number(b),
                       current, bitsColor(s, b), bitsDashes(b), bitsMarker(b), bitsPenWidth(s, b)});
    }
    if (u.ownCurve && !curveData(tr, 0).loss->empty())
        out.push_back({0,
                       QObject::tr("%1 (this run)").arg(runName(u)),
                       runName(u),
                       true,
                       runColor(s, u),
                       {10, 2.5, 2, 2.5},
                       Marker::Ring,
                       lineWidth(s) * 1.1});
    return out;
}

/// Probability of rounding down (the engine gives the odds of rounding up).
double pLower(const Trace &tr)
{
    return qm(tr).demo_p_lower;
}

QString schemeWords(const Setup &u)
{
    if (u.uniform())
        return QObject::tr("uniform levels, %1 rounding").arg(u.stochastic ? QObject::tr("stochastic") : QObject::tr("nearest"));
    if (u.qsgd())
        return QObject::tr("QSGD, %1 levels per sign, random rounding").arg(u.levels);
    if (u.sign())
        return QObject::tr("sign only");
    return u.scheme;
}

QString codeText(const Setup &u, double code)
{
    if (u.floatScheme()) // a 16-bit float's pattern in four hex digits, float32's in eight
        return QStringLiteral("0x%1")
            .arg(quint32(std::llround(code)), u.bits <= 16 ? 4 : 8, 16, QLatin1Char('0'))
            .toUpper()
            .replace(QStringLiteral("0X"), QStringLiteral("0x"));
    return count(code);
}

/// Draws text in a rounded box; returns its rect.
QRectF token(QPainter &p, const QRectF &r, const QString &text, const QColor &border, const QColor &fill, const QColor &textColor,
             const QFont &f)
{
    p.save();
    p.setFont(f);
    p.setPen(QPen(border, 1.2));
    p.setBrush(fill);
    p.drawRoundedRect(r, 5, 5);
    p.setPen(textColor);
    p.drawText(r, Qt::AlignCenter, text);
    p.restore();
    return r;
}

/// A label at `at` kept inside [minX, maxX]; `align` as drawLabel.
QRectF labelRect(const QFontMetricsF &fm, const QString &text, QPointF at, Qt::Alignment align, double minX, double maxX)
{
    const double w = fm.horizontalAdvance(text) + 8, h = fm.height() + 2;
    double x = at.x() - w / 2;
    if (align & Qt::AlignLeft)
        x = at.x();
    if (align & Qt::AlignRight)
        x = at.x() - w;
    x = std::clamp(x, minX, std::max(minX, maxX - w));
    double y = at.y() - h / 2;
    if (align & Qt::AlignTop)
        y = at.y();
    if (align & Qt::AlignBottom)
        y = at.y() - h;
    return QRectF(x, y, w, h);
}

void boxedText(QPainter &p, const QRectF &r, const QString &text, const QColor &color, const Style &s)
{
    p.save();
    QColor bg = s.background;
    bg.setAlpha(s.veilAlpha());
    p.setPen(Qt::NoPen);
    p.setBrush(bg);
    p.drawRoundedRect(r, 3, 3);
    p.setPen(color);
    p.drawText(r, Qt::AlignCenter, text);
    p.restore();
}

/// Vertical budget of the number-line panel's rows (without spare space).

LineRows lineRows(const Setup &u, const Style &s)
{
    LineRows k;
    const QFontMetricsF cf(s.captionFont()), lf(s.tickFont()), vf(s.captionFont());
    k.cap = cf.height() + 4;
    k.row = lf.height() + 2;
    k.th = lf.height() * 0.45;
    k.value = vf.height() + 4;
    k.notes = 2 * k.row + 4;
    const double zoomPart = k.row /*arrow labels*/ + k.row * 0.9 /*arrows*/ + k.th * 1.2 + k.row /*level labels*/;
    if (u.sign())
        k.needed = k.cap + k.value + k.th * 2 + k.row * 2.4 + k.th * 2 + k.row + k.notes;
    else if (u.levelled())
        k.needed = k.cap + k.value + k.th * 3.4 + k.row + k.row * 1.2 /*wedge*/ + zoomPart + k.notes;
    else
        k.needed = k.cap + zoomPart + k.value + 6 + k.notes;
    k.minimum = k.needed - k.notes;
    return k;
}

/// A caption said in a few ways, longest first: a narrow panel gets a shorter one, still readable.
QRectF captionFit(QPainter &p, const QRectF &r, const QStringList &variants, const Style &s)
{
    const QFont f = s.captionFont();
    const QFontMetricsF fm(f);
    p.save();
    p.setPen(s.foreground);
    panel::fitFirst(s, p, QRectF(r.left() + 2, r.top(), r.width() - 4, fm.height() + 2), variants, f,
                    Qt::AlignLeft | Qt::AlignVCenter, 0.85);
    p.restore();
    return r.adjusted(0, fm.height() + 4, 0, 0);
}

QRectF captionFit(QPainter &p, const QRectF &r, const QString &text, const Style &s)
{
    return captionFit(p, r, QStringList{text}, s);
}

// ------------------------------------------------------------------ layout

/// The height paintShare() needs: caption, column headers, two rows of tokens, the verdict.
double shareHeight(const Style &s)
{
    const QFontMetricsF fc(s.captionFont()), fh(s.noteFont()), fk(s.labelFont(true)), fn(s.tickFont());
    return fc.height() + 4 + fh.height() + 2 + 2 * fk.height() * 1.5 + fn.height() + 6;
}

Layout layoutFor(const QRectF &area, const Style &s, const Setup &u)
{
    Layout L;
    const double pad = s.padding();
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.titleFont()), fc(s.captionFont()), fm(s.bodyFont()), fk(s.labelFont(true));
    L.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    L.chips = QRectF(body.left(), L.title.bottom() + 2, body.width(), fc.height() * 1.6);
    const double top = L.chips.bottom() + pad * 0.8;
    const double leftW = body.width() * 0.52;
    const double h = body.bottom() - top;
    const QFontMetricsF fh(s.noteFont()), fn(s.tickFont());
    const double shareH = shareHeight(s);
    // The workers' bars keep room for a caption, a legend and readable bars: on a small canvas the
    // number line gives way first, down to what it always draws (its notes go; below that its
    // zoomed segment's end values fell under the share panel's caption).
    const LineRows rows = lineRows(u, s);
    const double workersMin = fc.height() * 2 + fk.height() * 5;
    const double lineH = std::min(
        {rows.needed * 1.12, std::max(h * 0.5, rows.minimum), std::max(rows.minimum, h - shareH - pad * 1.4 - workersMin)});
    L.line = QRectF(body.left(), top, leftW, lineH);
    L.share = QRectF(body.left(), L.line.bottom() + pad * 0.6, leftW, shareH);
    L.workers = QRectF(body.left(), L.share.bottom() + pad * 0.8, leftW, body.bottom() - L.share.bottom() - pad * 0.8);
    const double rx = body.left() + leftW + pad * 2.5;
    const double readH = fm.height() * 3.4 + pad;
    L.chart = QRectF(rx, top, body.right() - rx, h - readH - pad * 0.5);
    L.readout = QRectF(rx, L.chart.bottom() + pad * 0.5, body.right() - rx, readH);
    return L;
}

} // namespace sgd::ui::quantized
