// Quantized SGD: what happens to a gradient sent with fewer bits. One value on the number line of
// the chosen quantizer (levels, the two nearest, the odds of stochastic rounding), two nearby
// values that collapse into one code, every worker's gradient before and after, and the loss of
// all lecture bit widths against rounds or bytes on the wire. One frame is one round.

#include "draw.h"
#include "quantized_trace.h"
#include "painters.h"
#include "topology_view.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace sgd::ui {
namespace {

using draw::count;
using draw::kMinus;
using draw::lineWidth;
using draw::mix;
using draw::withAlpha;

using draw::num;
using panel::clamp01;
using panel::fitText;

const QString kArrow = QStringLiteral("\u2192");
constexpr int kBitWidths[] = {32, 16, 8, 4, 2, 1};

/// A number for the screen: the one number format (number_format.h), as in the table.
QString disp(double v) { return draw::num(v); }
/// A value read beside the levels it falls between: as many digits as tell them apart.
QString disp(double v, int digits) { return formatDistinct(v, digits); }

using draw::percent;

/// The fewest significant digits (4 or more) that tell all these values apart on screen.
int digitsFor(const std::vector<double> &vals) { return distinctDigits(vals); }

/// Bytes on the wire: whole bytes below 10 kB, then kB, MB, GB.
QString bytesText(double b) { return formatBytes(b); }

/// The round the readout, the chart's label and the workers' caption describe: the frame at rest,
/// the one a transition moves to while it plays (frame n is the state after n rounds; 0 is the start).
const QuantizedTrace &typed(const Trace &tr) { return typedTrace<QuantizedTrace>(tr); }
const QuantizedMeta &qm(const Trace &tr) { return typed(tr).meta; }
const QuantizedRound &frameAt(const Trace &tr, int index) { return typed(tr).frames.at(std::size_t(index)); }
const QuantizedRound &shownFrame(const PaintContext &ctx) { return frameAt(ctx.trace, ctx.shownStep()); }

/// The loss and bytes of one curve of the chart: a lecture width (`bits` > 0) or, for 0, the
/// run's own quantizer. Empty when the trace has no such curve.
struct CurveData {
    const std::vector<double> *loss = nullptr;
    const std::vector<double> *bytes = nullptr;
};

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

QString bitsWord(int bits) { return bits == 1 ? QStringLiteral("1 bit") : QStringLiteral("%1 bits").arg(bits); }



QColor bitsColor(const Style &s, int bits)
{
    switch (bits) {
    case 32: return s.series[0];
    case 16: return s.series[7];
    case 8: return s.series[2];
    case 4: return s.series[3];
    case 2: return s.series[4];
    default: return s.series[1];
    }
}

/// Each bit width's own line and marker, so curves that lie on top of each other stay apart: the
/// float widths solid and dashed, the coarse ones dotted, each with a marker shape of its own.
QVector<qreal> bitsDashes(int bits)
{
    switch (bits) {
    case 32: return {};
    case 16: return {5, 3};
    case 8: return {1.5, 2.5};
    case 4: return {7, 2.5, 1.5, 2.5};
    case 2: return {3, 2};
    default: return {9, 3};
    }
}

enum class Marker { Circle, Square, TriangleUp, Diamond, TriangleDown, Cross, Ring };

Marker bitsMarker(int bits)
{
    switch (bits) {
    case 32: return Marker::Circle;
    case 16: return Marker::Square;
    case 8: return Marker::TriangleUp;
    case 4: return Marker::Diamond;
    case 2: return Marker::TriangleDown;
    default: return Marker::Cross;
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

void drawMarker(QPainter &p, QPointF c, double r, Marker m, const QColor &color, const QColor &rim)
{
    p.save();
    p.setPen(QPen(rim, std::max(1.0, r * 0.35)));
    p.setBrush(color);
    QPolygonF poly;
    switch (m) {
    case Marker::Circle: p.drawEllipse(c, r, r); break;
    case Marker::Ring:
        // Hollow: the colour as a thick ring on the background.
        p.setPen(QPen(color, std::max(1.5, r * 0.55)));
        p.setBrush(rim);
        p.drawEllipse(c, r * 0.9, r * 0.9);
        break;
    case Marker::Square: p.drawRect(QRectF(c.x() - r * 0.85, c.y() - r * 0.85, r * 1.7, r * 1.7)); break;
    case Marker::TriangleUp: poly << c + QPointF(0, -r * 1.15) << c + QPointF(r * 1.05, r * 0.75) << c + QPointF(-r * 1.05, r * 0.75); break;
    case Marker::TriangleDown: poly << c + QPointF(0, r * 1.15) << c + QPointF(r * 1.05, -r * 0.75) << c + QPointF(-r * 1.05, -r * 0.75); break;
    case Marker::Diamond: poly << c + QPointF(0, -r * 1.2) << c + QPointF(r * 1.2, 0) << c + QPointF(0, r * 1.2) << c + QPointF(-r * 1.2, 0); break;
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

struct Setup {
    int bits = 32;       ///< bits per value on the wire
    QString scheme;      ///< float32, float16, bfloat16, uniform, qsgd, sign
    int levels = 0;      ///< QSGD: s
    bool stochastic = false;
    bool errorFeedback = false;
    bool ownCurve = false; ///< not one of the lecture's widths: the run has a curve of its own
    bool floatScheme() const { return scheme.startsWith(QLatin1String("float")) || scheme == QLatin1String("bfloat16"); }
    bool uniform() const { return scheme == QLatin1String("uniform"); }
    bool qsgd() const { return scheme == QLatin1String("qsgd"); }
    bool sign() const { return scheme == QLatin1String("sign"); }
    /// Evenly spaced levels on the number line (uniform, QSGD).
    bool levelled() const { return uniform() || qsgd(); }
    /// Rounds at random between the two nearest levels (QSGD always does).
    bool randomRounding() const { return (uniform() && stochastic) || qsgd(); }
};

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
        return QStringLiteral("uniform %1").arg(bitsWord(u.bits));
    return u.scheme;
}

/// The colour of what this run sends: its bit width's, or the colour of its own curve.
QColor runColor(const Style &s, const Setup &u) { return u.ownCurve ? s.series[5] : bitsColor(s, u.bits); }

/// One loss curve of the chart: a lecture bit width, or this run's own quantizer (bfloat16, QSGD,
/// uniform at 1 bit) with a colour, dashes and a hollow marker of its own.
struct Curve {
    int bits = 0;          ///< the lecture width; 0 for the run's own curve
    QString legend;        ///< as the legend writes it
    QString name;          ///< as the overlap note writes it
    bool current = false;  ///< this run's curve
    QColor color;
    QVector<qreal> dashes;
    Marker marker = Marker::Circle;
    double width = 1;
};

std::vector<Curve> chartCurves(const Trace &tr, const Style &s, const Setup &u)
{
    std::vector<Curve> out;
    for (int b : kBitWidths) {
        const bool current = !u.ownCurve && b == u.bits;
        out.push_back({b, current ? bitsWord(b) + QStringLiteral(" (this run)") : QString::number(b), QString::number(b),
                       current, bitsColor(s, b), bitsDashes(b), bitsMarker(b), bitsPenWidth(s, b)});
    }
    if (u.ownCurve && !curveData(tr, 0).loss->empty())
        out.push_back({0, runName(u) + QStringLiteral(" (this run)"), runName(u), true, runColor(s, u), {10, 2.5, 2, 2.5},
                       Marker::Ring, lineWidth(s) * 1.1});
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
        return QStringLiteral("uniform levels, %1 rounding").arg(u.stochastic ? QStringLiteral("stochastic") : QStringLiteral("nearest"));
    if (u.qsgd())
        return QStringLiteral("QSGD, %1 levels per sign, random rounding").arg(u.levels);
    if (u.sign())
        return QStringLiteral("sign only");
    return u.scheme;
}

QString codeText(const Setup &u, double code)
{
    if (u.floatScheme()) // a 16-bit float's pattern in four hex digits, float32's in eight
        return QStringLiteral("0x%1").arg(quint32(std::llround(code)), u.bits <= 16 ? 4 : 8, 16, QLatin1Char('0')).toUpper().replace(QStringLiteral("0X"), QStringLiteral("0x"));
    return count(code);
}

/// Draws text in a rounded box; returns its rect.
QRectF token(QPainter &p, const QRectF &r, const QString &text, const QColor &border, const QColor &fill, const QColor &textColor, const QFont &f)
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
    bg.setAlpha(235);
    p.setPen(Qt::NoPen);
    p.setBrush(bg);
    p.drawRoundedRect(r, 3, 3);
    p.setPen(color);
    p.drawText(r, Qt::AlignCenter, text);
    p.restore();
}

/// Vertical budget of the number-line panel's rows (without spare space).
struct LineRows {
    double cap = 0, row = 0, th = 0, value = 0, notes = 0;
    double needed = 0; ///< everything, caption included
};

LineRows lineRows(const Setup &u, const Style &s)
{
    LineRows k;
    const QFontMetricsF cf(s.scaledFont(1.0, true)), lf(s.scaledFont(0.9)), vf(s.scaledFont(1.0, true));
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
    return k;
}

/// A caption said in a few ways, longest first: a narrow panel gets a shorter one, still readable.
QRectF captionFit(QPainter &p, const QRectF &r, const QStringList &variants, const Style &s)
{
    const QFont f = s.scaledFont(1.0, true);
    const QFontMetricsF fm(f);
    p.save();
    p.setPen(s.foreground);
    panel::fitFirst(p, QRectF(r.left() + 2, r.top(), r.width() - 4, fm.height() + 2), variants, f, Qt::AlignLeft | Qt::AlignVCenter, 0.85);
    p.restore();
    return r.adjusted(0, fm.height() + 4, 0, 0);
}

QRectF captionFit(QPainter &p, const QRectF &r, const QString &text, const Style &s) { return captionFit(p, r, QStringList{text}, s); }

// ------------------------------------------------------------------ layout

struct Layout {
    QRectF title, chips, line, share, workers, chart, readout;
};

/// The height paintShare() needs: caption, column headers, two rows of tokens, the verdict.
double shareHeight(const Style &s)
{
    const QFontMetricsF fc(s.scaledFont(1.0, true)), fh(s.scaledFont(0.8)), fk(s.scaledFont(0.95, true)), fn(s.scaledFont(0.9));
    return fc.height() + 4 + fh.height() + 2 + 2 * fk.height() * 1.5 + fn.height() + 6;
}

Layout layoutFor(const QRectF &area, const Style &s, const Setup &u)
{
    Layout L;
    const double pad = 8 * std::max(1.0, s.fontScale);
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.scaledFont(1.25, true)), fc(s.scaledFont(1.0, true)), fm(s.scaledFont(1.0)), fk(s.scaledFont(0.95, true));
    L.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    L.chips = QRectF(body.left(), L.title.bottom() + 2, body.width(), fc.height() * 1.6);
    const double top = L.chips.bottom() + pad * 0.8;
    const double leftW = body.width() * 0.52;
    const double h = body.bottom() - top;
    const QFontMetricsF fh(s.scaledFont(0.8)), fn(s.scaledFont(0.9));
    const double shareH = shareHeight(s);
    const double lineH = std::min(lineRows(u, s).needed * 1.12, h * 0.5);
    L.line = QRectF(body.left(), top, leftW, lineH);
    L.share = QRectF(body.left(), L.line.bottom() + pad * 0.6, leftW, shareH);
    L.workers = QRectF(body.left(), L.share.bottom() + pad * 0.8, leftW, body.bottom() - L.share.bottom() - pad * 0.8);
    const double rx = body.left() + leftW + pad * 2.5;
    const double readH = fm.height() * 3.4 + pad;
    L.chart = QRectF(rx, top, body.right() - rx, h - readH - pad * 0.5);
    L.readout = QRectF(rx, L.chart.bottom() + pad * 0.5, body.right() - rx, readH);
    return L;
}

// ------------------------------------------------------------------ the painter

class QuantizedPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("quantized"); }
    QStringList views() const override
    {
        return {QStringLiteral("scene"), QStringLiteral("number-line"), QStringLiteral("share"), QStringLiteral("workers"),
                QStringLiteral("loss-curves")};
    }
    QList<ViewOption> options() const override
    {
        return {{QStringLiteral("bytes"), QStringLiteral("Loss against bytes sent"),
                 QStringLiteral("Put the bytes sent on the wire on the chart's x axis instead of rounds: the price of each bit width."),
                 false}};
    }
    int transitionMs() const override { return 600; }
    QStringList tableColumns() const override
    {
        using F = QuantizedRound;
        QStringList out;
        for (const std::string &name : {fieldName(&F::step), fieldName(&F::loss), fieldName(&F::bytes_sent), fieldName(&F::quantization_error)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("round"), QStringLiteral("loss"), QStringLiteral("bytes sent so far"), QStringLiteral("mean relative error")};
    }
    QString tableText(const QString &column, double value) const override
    {
        // As the picture and the narration write them.
        if (column == QLatin1String("bytes_sent"))
            return bytesText(value);
        if (column == QLatin1String("quantization_error"))
            return percent(value);
        return disp(value);
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;

private:
    void paintChips(QPainter &p, const QRectF &r, const PaintContext &ctx) const;
    void paintNumberLine(QPainter &p, const QRectF &r, const PaintContext &ctx) const;
    /// The two-values-one-code rows; `withCaption` false when the caller wrote the caption.
    void paintShare(QPainter &p, const QRectF &r, const PaintContext &ctx, bool withCaption = true) const;
    void paintWorkers(QPainter &p, const QRectF &r, const PaintContext &ctx) const;
    void paintChart(QPainter &p, const QRectF &r, const PaintContext &ctx) const;
    void paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx) const;
};

void QuantizedPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const Style fitted = topo::fitStyleToArea(outer.style, area);
    const PaintContext ctx{outer.trace, std::clamp(outer.index, 0, std::max(0, int(outer.trace.frames.size()) - 1)), outer.t, fitted,
                           outer.options, outer.view};
    const Style &s = ctx.style;
    p.save();
    p.fillRect(area, s.background);
    p.setRenderHint(QPainter::Antialiasing);
    if (ctx.trace.frames.empty()) {
        draw::drawTitle(p, area, QStringLiteral("Quantized SGD: no rounds"), s);
        p.restore();
        return;
    }
    const double pad = 8 * std::max(1.0, s.fontScale);
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    if (ctx.view == QLatin1String("number-line")) {
        paintNumberLine(p, inner, ctx);
    } else if (ctx.view == QLatin1String("share")) {
        // Alone on the canvas the two rows would sit small in a corner of an empty picture: the
        // whole view grows to read from the back of the room, the caption stays at the top and the
        // rows sit in the middle of the space left.
        const double em = QFontMetricsF(s.scaledFont(1.0)).height();
        const Style big = draw::zoomed(s, std::clamp(std::min(inner.width() / (40 * em), inner.height() / (16 * em)), 1.0, 2.2));
        const PaintContext bigCtx{ctx.trace, ctx.index, ctx.t, big, ctx.options, ctx.view};
        const QRectF rest = captionFit(p, inner, QStringLiteral("Lossy: two nearby values can share one code"), big);
        const double h = shareHeight(big) - (QFontMetricsF(big.scaledFont(1.0, true)).height() + 4);
        const QRectF block(rest.left(), rest.top() + std::max(0.0, (rest.height() - h) * 0.4), rest.width(), std::min(h, rest.height()));
        paintShare(p, block, bigCtx, false);
    } else if (ctx.view == QLatin1String("workers")) {
        paintWorkers(p, inner, ctx);
    } else if (ctx.view == QLatin1String("loss-curves")) {
        paintChart(p, inner, ctx);
    } else {
        const Setup u = setupOf(ctx.trace);
        const Layout L = layoutFor(area, s, u);
        p.setPen(s.foreground);
        fitText(p, L.title,
                QStringLiteral("Quantized SGD: %1 per value (%2)").arg(bitsWord(u.bits), schemeWords(u)),
                s.scaledFont(1.25, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        paintChips(p, L.chips, ctx);
        paintNumberLine(p, L.line, ctx);
        paintShare(p, L.share, ctx);
        paintWorkers(p, L.workers, ctx);
        paintChart(p, L.chart, ctx);
        paintReadout(p, L.readout, ctx);
        // A thin rule between the two columns.
        p.setPen(QPen(s.grid, 1));
        const double x = (L.line.right() + L.chart.left()) / 2;
        p.drawLine(QPointF(x, L.line.top()), QPointF(x, L.workers.bottom()));
    }
    p.restore();
}

void QuantizedPainter::paintChips(QPainter &p, const QRectF &r, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Setup u = setupOf(tr);
    struct Chip {
        QString text;
        QColor color;
    };
    QList<Chip> chips = {
        {QStringLiteral("message %1 instead of %2 (float32)").arg(bytesText(qm(tr).message_bytes), bytesText(qm(tr).message_bytes_float32)),
         s.accent},
        {QStringLiteral("%1 workers × %2 values").arg(count(qm(tr).workers), count(qm(tr).features)), s.muted},
        {QStringLiteral("error feedback %1").arg(u.errorFeedback ? QStringLiteral("on") : QStringLiteral("off")), u.errorFeedback ? s.positive : s.muted},
    };
    if (tr.diverged())
        chips.push_back({QStringLiteral("\u26A0 ") + QString::fromStdString(tr.message()), s.warning});
    QFont cf = s.scaledFont(1.0, true);
    QFontMetricsF fm(cf);
    double total = 0;
    for (const Chip &c : chips)
        total += fm.horizontalAdvance(c.text) + fm.height() * 1.6;
    if (total > r.width()) {
        cf.setPointSizeF(cf.pointSizeF() * std::max(0.6, r.width() / total));
        fm = QFontMetricsF(cf);
    }
    p.save();
    p.setFont(cf);
    double x = r.left();
    for (const Chip &c : chips) {
        const double w = fm.horizontalAdvance(c.text) + fm.height() * 1.0;
        const QRectF cr(x, r.top() + 1, w, std::min(r.height() - 2, fm.height() * 1.45));
        p.setPen(QPen(c.color, std::max(1.5, s.lineWidth * 0.9)));
        QColor bg = c.color;
        bg.setAlphaF(s.name == QLatin1String("dark") ? 0.18f : 0.10f);
        p.setBrush(bg);
        p.drawRoundedRect(cr, 5, 5);
        p.setPen(s.foreground);
        p.drawText(cr, Qt::AlignCenter, c.text);
        x = cr.right() + fm.height() * 0.6;
    }
    p.restore();
}

// ------------------------------------------------------------------ one value on the number line

/// The number-line panel's caption, said in a few ways, longest first.
QStringList numberLineCaption(const Setup &u, const QuantizedMeta &m)
{
    const auto &levels = m.demo_levels;
    const double scale = m.demo_scale;
    QStringList cap;
    if (u.uniform()) {
        const QString lo = disp(levels.empty() ? -scale : levels.front()), hi = disp(levels.empty() ? scale : levels.back());
        cap = QStringList{QStringLiteral("One gradient value g among %1 levels (%2) from %3 to %4"),
                          QStringLiteral("g among %1 levels (%2), %3 to %4"), QStringLiteral("g among %1 levels (%2)")};
        for (QString &c : cap)
            c = c.contains(QLatin1String("%3")) ? c.arg(levels.size()).arg(bitsWord(u.bits)).arg(lo, hi) : c.arg(levels.size()).arg(bitsWord(u.bits));
    } else if (u.qsgd()) {
        const QString n = QStringLiteral("‖g‖ = %1").arg(disp(scale));
        // One arg() call for all four: "%3%2" would otherwise become the placeholder "%34".
        cap = QStringList{QStringLiteral("QSGD: g among %1 levels k·‖g‖/%2, k = %3%2…%2, with %4")
                              .arg(QString::number(levels.size()), QString::number(u.levels), kMinus, n),
                          QStringLiteral("QSGD: g among %1 levels, steps of ‖g‖/%2").arg(levels.size()).arg(u.levels),
                          QStringLiteral("QSGD: %1 levels").arg(levels.size())};
    } else if (u.sign()) {
        cap = QStringList{QStringLiteral("1 bit: each value keeps only its sign, sent as ± the mean size %1").arg(disp(scale)),
                          QStringLiteral("1 bit: only the sign, sent as ± %1").arg(disp(scale)), QStringLiteral("1 bit: the sign only")};
    } else {
        cap = QStringList{QStringLiteral("One gradient value g between its two nearest %1 numbers").arg(u.scheme),
                          QStringLiteral("g between its two nearest %1 numbers").arg(u.scheme)};
    }
    return cap;
}

/// One value on the number line: what the panel's parts share (the example value, its two
/// neighbours, the fonts, colours and rows), computed once per paint.
struct NumberLinePanel {
    QPainter &p;
    const Style &s;
    const Setup &u;
    const QuantizedMeta &m;
    QRectF area, r;
    LineRows k;
    double extra = 0;
    double v, lower, upper, sent, scale, pUp, pDown;
    int d = 4;
    QFont lf, lfb, vf;
    QFontMetricsF lfm, vfm;
    double lw, row, th;
    QColor nb, valueC, sentC;
    double dotR;

    NumberLinePanel(QPainter &painter, const Style &style, const Setup &setup, const QuantizedMeta &meta, const QRectF &area_, const QRectF &r_)
        : p(painter), s(style), u(setup), m(meta), area(area_), r(r_), k(lineRows(setup, style)),
          extra(std::max(0.0, area_.height() - k.needed)), v(meta.demo_value), lower(meta.demo_lower), upper(meta.demo_upper),
          sent(meta.demo_quantized), scale(meta.demo_scale), pUp(meta.demo_p_upper), pDown(meta.demo_p_lower),
          d(digitsFor({v, lower, upper, sent})), lf(style.scaledFont(0.9)), lfb(style.scaledFont(0.9, true)), vf(style.scaledFont(1.0, true)),
          lfm(lf), vfm(vf), lw(lineWidth(style)), row(k.row), th(k.th),
          nb(style.secant),     // the two neighbouring levels
          valueC(style.accent), // the value g
          sentC(runColor(style, setup)), dotR(std::max(5.0, lfm.height() * 0.32))
    {
    }

    void drawDot(QPointF c, const QColor &col, double rad) const
    {
        p.setPen(QPen(s.background, 1.5));
        p.setBrush(col);
        p.drawEllipse(c, rad, rad);
    }

    /// Notes under the picture, wrapped to the width; each said in a few ways, longest first: the
    /// first that fits the height left is drawn, none when even the shortest would spill over.
    void notesAt(double y, const QList<QStringList> &notes) const
    {
        p.setFont(lf);
        p.setPen(s.muted);
        for (const QStringList &variants : notes) {
            const QRectF nr(r.left(), y, r.width(), area.bottom() - y);
            if (nr.height() < lfm.height())
                break;
            for (const QString &n : variants) {
                const QRectF br = lfm.boundingRect(QRectF(0, 0, nr.width(), 1e6), Qt::TextWordWrap, n);
                if (br.height() > nr.height() + 1)
                    continue;
                p.drawText(nr, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, n);
                y += br.height() + 2;
                break;
            }
        }
    }

    void paintSign() const;
    double paintLevels(double y, double zx0, double zx1) const;
    void paintZoom(double y, double zx0, double zx1) const;
    void paintRoundingLabels(double zx0, double zx1, double labelsY) const;
    QList<QStringList> zoomNotes() const;
};

/// The sign scheme: two lines, the values as computed (top) and as received (bottom, only
/// ± scale is left).
void NumberLinePanel::paintSign() const
{
    const auto &msg = m.demo_message;
    const auto &msgQ = m.demo_message_quantized;
    double lo = std::min({-scale, v, 0.0}), hi = std::max({scale, v, 0.0});
    for (double x : msg) {
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    const double span = std::max(1e-12, hi - lo);
    lo -= span * 0.03;
    hi += span * 0.03;
    const QString topName = QStringLiteral("computed"), botName = QStringLiteral("received");
    const double nameW = std::max(lfm.horizontalAdvance(topName), lfm.horizontalAdvance(botName)) + 12;
    const double x0 = r.left() + nameW, x1 = r.right() - 10;
    auto mx = [&](double val) { return x0 + (val - lo) / (hi - lo) * (x1 - x0); };
    const double ty = r.top() + extra * 0.25 + k.value + th;
    const double by = ty + th + row * 2.4 + extra * 0.4 + th;
    p.setFont(lf);
    p.setPen(s.muted);
    p.drawText(QRectF(r.left(), ty - row / 2, nameW - 8, row), Qt::AlignRight | Qt::AlignVCenter, topName);
    p.drawText(QRectF(r.left(), by - row / 2, nameW - 8, row), Qt::AlignRight | Qt::AlignVCenter, botName);
    p.setPen(QPen(s.foreground, lw));
    p.drawLine(QPointF(x0, ty), QPointF(x1, ty));
    p.drawLine(QPointF(x0, by), QPointF(x1, by));
    p.setPen(QPen(s.muted, 1, Qt::DashLine));
    p.drawLine(QPointF(mx(0), ty - th * 1.5), QPointF(mx(0), by + th * 1.5));
    // Connectors, faint for the other values of the message, strong for g.
    for (std::size_t i = 0; i < msg.size() && i < msgQ.size(); ++i) {
        QColor c = mix(sentC, s.background, 0.6);
        p.setPen(QPen(c, 1.2));
        p.drawLine(QPointF(mx(msg[i]), ty), QPointF(mx(msgQ[i]), by));
        drawDot(QPointF(mx(msg[i]), ty), mix(valueC, s.background, 0.7), dotR * 0.75);
    }
    draw::drawArrow(p, QPointF(mx(v), ty + dotR), QPointF(mx(sent), by - dotR - 1), sentC, lw * 1.2, 8 * std::max(1.0, s.fontScale));
    drawDot(QPointF(mx(v), ty), valueC, dotR);
    for (double l : {-scale, scale}) {
        p.setPen(QPen(nb, lw * 1.3));
        p.drawLine(QPointF(mx(l), by - th * 1.4), QPointF(mx(l), by + th * 1.4));
        drawDot(QPointF(mx(l), by), sentC, dotR);
    }
    p.setFont(vf);
    const QString vt = QStringLiteral("g = %1").arg(disp(v, d));
    boxedText(p, labelRect(vfm, vt, QPointF(mx(v), ty - dotR - 1), Qt::AlignHCenter | Qt::AlignBottom, r.left(), r.right()), vt, valueC, s);
    p.setFont(lfb);
    for (double l : {-scale, scale}) {
        const QString t = disp(l, d);
        boxedText(p, labelRect(lfm, t, QPointF(mx(l), by + th * 1.5), Qt::AlignHCenter | Qt::AlignTop, x0, r.right()), t, l == sent ? sentC : nb, s);
    }
    notesAt(by + th * 1.5 + row + 4 + extra * 0.15,
            {{QStringLiteral("All %1 values of worker 1's message land on %2 or %3: the size of each entry is lost, only its "
                             "direction is left.")
                  .arg(msg.size())
                  .arg(disp(-scale, d), disp(scale, d)),
              QStringLiteral("All %1 values land on %2 or %3: only the sign is left.").arg(msg.size()).arg(disp(-scale, d), disp(scale, d)),
              QStringLiteral("Only the sign is left.")}});
}

/// Uniform levels and QSGD: every level on a line with g among them, and the wedge from its two
/// neighbours down to the zoomed segment. Returns where the zoomed segment's labels go.
double NumberLinePanel::paintLevels(double y, double zx0, double zx1) const
{
    const auto &levels = m.demo_levels;
    double lo = v, hi = v;
    for (double l : levels) {
        lo = std::min(lo, l);
        hi = std::max(hi, l);
    }
    const double span = std::max(1e-12, hi - lo);
    lo -= span * 0.04;
    hi += span * 0.04;
    const double margin = std::max(lfm.horizontalAdvance(disp(-1.2345)) * 0.6, 20.0);
    const double x0 = r.left() + margin, x1 = r.right() - margin;
    auto mx = [&](double val) { return x0 + (val - lo) / (hi - lo) * (x1 - x0); };
    const double ly = y + k.value + th * 1.7;
    p.setPen(QPen(s.foreground, lw));
    p.drawLine(QPointF(x0 - 6, ly), QPointF(x1 + 6, ly));
    // All levels (dense ones as thin strokes), the two neighbours taller.
    const double spacing = levels.size() > 1 ? (x1 - x0) / double(levels.size()) : 100;
    p.setPen(QPen(spacing < 4 ? s.muted : s.foreground, spacing < 4 ? 1 : lw * 0.8));
    for (double l : levels)
        p.drawLine(QPointF(mx(l), ly - th), QPointF(mx(l), ly + th));
    p.setPen(QPen(nb, lw * 1.3));
    for (double l : {lower, upper})
        p.drawLine(QPointF(mx(l), ly - th * 1.6), QPointF(mx(l), ly + th * 1.6));
    p.setFont(lf);
    p.setPen(s.muted);
    if (!levels.empty()) {
        for (double l : {levels.front(), levels.back()}) {
            const QString t = disp(l, d);
            p.drawText(labelRect(lfm, t, QPointF(mx(l), ly + th * 1.7), Qt::AlignHCenter | Qt::AlignTop, area.left(), area.right()), Qt::AlignCenter, t);
        }
    }
    drawDot(QPointF(mx(v), ly), valueC, dotR);
    p.setFont(vf);
    const QString vt = QStringLiteral("g = %1").arg(disp(v, d));
    boxedText(p, labelRect(vfm, vt, QPointF(mx(v), ly - th * 1.7), Qt::AlignHCenter | Qt::AlignBottom, r.left(), r.right()), vt, valueC, s);
    // The wedge from the two neighbours down to the zoomed segment.
    y = ly + th * 1.7 + row + 4 + extra * 0.35;
    const double zy = y + row + row * 0.9;
    QPainterPath wedge;
    wedge.moveTo(mx(lower), ly + th * 1.6);
    wedge.lineTo(zx0, zy);
    wedge.lineTo(zx1, zy);
    wedge.lineTo(mx(upper), ly + th * 1.6);
    wedge.closeSubpath();
    QColor wc = nb;
    wc.setAlphaF(0.10f);
    p.setPen(QPen(mix(nb, s.background, 0.5), 1, Qt::DashLine));
    p.setBrush(wc);
    p.drawPath(wedge);
    return y;
}

/// The zoomed segment between the two nearest representable values, the rounding arrows and
/// their odds, and the notes under it.
void NumberLinePanel::paintZoom(double y, double zx0, double zx1) const
{
    const double labelsY = y;
    const double zy = y + row + row * 0.9;
    auto zxOf = [&](double val) { return upper > lower ? zx0 + (val - lower) / (upper - lower) * (zx1 - zx0) : (zx0 + zx1) / 2; };
    p.setPen(QPen(s.foreground, lw));
    p.drawLine(QPointF(zx0, zy), QPointF(zx1, zy));
    const double zth = lfm.height() * 0.55;
    p.setPen(QPen(nb, lw * 1.3));
    p.drawLine(QPointF(zx0, zy - zth), QPointF(zx0, zy + zth));
    p.drawLine(QPointF(zx1, zy - zth), QPointF(zx1, zy + zth));
    p.setFont(lfb);
    p.setPen(nb);
    const QString lt = disp(lower, d), ut = disp(upper, d);
    p.drawText(labelRect(lfm, lt, QPointF(zx0, zy + zth + 1), Qt::AlignHCenter | Qt::AlignTop, r.left(), r.right()), Qt::AlignCenter, lt);
    p.drawText(labelRect(lfm, ut, QPointF(zx1, zy + zth + 1), Qt::AlignHCenter | Qt::AlignTop, r.left(), r.right()), Qt::AlignCenter, ut);
    const QPointF vp(zxOf(v), zy);
    const double ay = zy - row * 0.75;
    const bool stochastic = u.randomRounding();
    const bool nearestIsUpper = std::abs(upper - sent) < std::abs(lower - sent);
    auto arrow = [&](double toX, double weight, bool active) {
        if (std::abs(toX - vp.x()) < 4)
            return;
        if (!active) {
            p.setPen(QPen(s.muted, 1.0, Qt::DashLine));
            p.drawLine(QPointF(vp.x(), ay), QPointF(toX, ay));
        } else {
            const double w = lw * (stochastic ? 0.5 + 1.8 * weight : 1.4);
            draw::drawArrow(p, QPointF(vp.x(), ay), QPointF(toX, ay), sentC, w, 8 * std::max(1.0, s.fontScale));
        }
    };
    p.setPen(QPen(valueC, 1, Qt::DotLine));
    p.drawLine(QPointF(vp.x(), ay), vp);
    if (stochastic) {
        arrow(zx0, pDown, true);
        arrow(zx1, pUp, true);
    } else {
        arrow(zx0, 1.0, !nearestIsUpper);
        arrow(zx1, 1.0, nearestIsUpper);
    }
    paintRoundingLabels(zx0, zx1, labelsY);
    drawDot(vp, valueC, dotR);
    double ny = zy + zth + row + 4;
    if (!u.levelled()) {
        p.setFont(vf);
        const QString vt = QStringLiteral("g = %1").arg(disp(v, d));
        boxedText(p, labelRect(vfm, vt, QPointF(vp.x(), zy + zth + 2), Qt::AlignHCenter | Qt::AlignTop, zx0 + lfm.horizontalAdvance(lt) / 2 + 8,
                               zx1 - lfm.horizontalAdvance(ut) / 2 - 8),
                  vt, valueC, s);
        ny = zy + zth + k.value + 6;
    }
    notesAt(ny + extra * 0.25, zoomNotes());
}

/// Above the zoomed segment: the odds of each way (stochastic rounding) or which neighbour is sent.
void NumberLinePanel::paintRoundingLabels(double zx0, double zx1, double labelsY) const
{
    const bool stochastic = u.randomRounding();
    const bool nearestIsUpper = std::abs(upper - sent) < std::abs(lower - sent);
    QString downT, upT;
    if (stochastic) {
        downT = QStringLiteral("down with 1 %1 p = %2").arg(kMinus, disp(pDown));
        upT = QStringLiteral("up with p = %1").arg(disp(pUp));
    } else {
        (nearestIsUpper ? upT : downT) = QStringLiteral("%1: %2 is sent").arg(u.uniform() ? QStringLiteral("nearest level") : QStringLiteral("nearest"),
                                                                             disp(sent, d));
    }
    const QFontMetricsF bfm(lfb);
    // The two odds share the segment's width with a gap between them; when the full wording does not
    // fit side by side, the short one ("down: 0.47", "up: 0.53").
    const double half = (zx1 - zx0 + 8) / 2 - 6;
    if (stochastic && (bfm.horizontalAdvance(downT) + 8 > half || bfm.horizontalAdvance(upT) + 8 > half)) {
        downT = QStringLiteral("down: %1").arg(disp(pDown));
        upT = QStringLiteral("up: %1").arg(disp(pUp));
    }
    if (!downT.isEmpty()) {
        const QRectF lrct(zx0 - 4, labelsY, std::min(bfm.horizontalAdvance(downT) + 8, stochastic ? half : r.width()), bfm.height() + 2);
        p.setPen(sentC);
        fitText(p, lrct, downT, lfb, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    }
    if (!upT.isEmpty()) {
        const double w = std::min(bfm.horizontalAdvance(upT) + 8, stochastic ? half : r.width());
        p.setPen(sentC);
        fitText(p, QRectF(zx1 + 4 - w, labelsY, w, bfm.height() + 2), upT, lfb, Qt::AlignRight | Qt::AlignVCenter, 0.7);
    }
}

QList<QStringList> NumberLinePanel::zoomNotes() const
{
    QList<QStringList> notes;
    if (u.qsgd()) {
        notes << QStringList{QStringLiteral("QSGD always rounds at random: this time %1 was sent, and on average the sent value equals g (unbiased). "
                                            "%2 bits carry the sign and the level; ‖g‖ travels once per message.")
                                 .arg(disp(sent, d))
                                 .arg(u.bits),
                             QStringLiteral("Random rounding: %1 this time, g on average (unbiased).").arg(disp(sent, d))};
    } else if (u.uniform()) {
        if (u.randomRounding())
            notes << QStringList{QStringLiteral("This time %1 was sent. On average the sent value equals g: stochastic rounding is unbiased.")
                                     .arg(disp(sent, d)),
                                 QStringLiteral("This time %1 was sent; on average it equals g (unbiased).").arg(disp(sent, d))};
        else
            notes << QStringList{QStringLiteral("Stochastic rounding would go up with p = %1 and down with 1 %2 p = %3, so on average it would send g exactly.")
                                     .arg(disp(pUp), kMinus, disp(pDown)),
                                 QStringLiteral("Stochastic rounding: up with p = %1, down with %2; g on average.").arg(disp(pUp), disp(pDown))};
    } else {
        notes << QStringList{QStringLiteral("Zoomed far in: these two are neighbours in %1, nothing in between can be stored, so g is "
                                            "rounded to the nearer one.")
                                 .arg(u.scheme),
                             QStringLiteral("Neighbours in %1: nothing in between, so g goes to the nearer one.").arg(u.scheme)};
    }
    return notes;
}

void QuantizedPainter::paintNumberLine(QPainter &p, const QRectF &area, const PaintContext &ctx) const
{
    const Setup u = setupOf(ctx.trace);
    const QuantizedMeta &m = qm(ctx.trace);
    const QRectF r = captionFit(p, area, numberLineCaption(u, m), ctx.style);
    p.save();
    const NumberLinePanel line(p, ctx.style, u, m, area, r);
    if (u.sign()) {
        line.paintSign();
    } else {
        double y = r.top() + line.extra * 0.2;
        const double zx0 = r.left() + r.width() * 0.10, zx1 = r.right() - r.width() * 0.10;
        if (u.levelled())
            y = line.paintLevels(y, zx0, zx1);
        line.paintZoom(y, zx0, zx1);
    }
    p.restore();
}

// ------------------------------------------------------------------ two values, one code

/// Under the two rows: whether the two values share a code, said to fit the width.
void paintShareVerdict(QPainter &p, const QRectF &r, bool same, const QStringList &a, const Style &s)
{
    const QFont nf = s.scaledFont(0.9);
    p.setPen(same ? s.warning : s.muted);
    const QStringList note = same ? QStringList{QStringLiteral("Different values, same code: the receiver cannot tell %1 from %2.").arg(a[0], a[1]),
                                                QStringLiteral("Same code: the receiver cannot tell %1 from %2.").arg(a[0], a[1]),
                                                QStringLiteral("Same code: %1 and %2 look alike.").arg(a[0], a[1])}
                                  : QStringList{QStringLiteral("These two values still get different codes."), QStringLiteral("Still different codes.")};
    panel::fitFirst(p, QRectF(r.left(), r.top(), r.width(), std::min(r.height(), QFontMetricsF(nf).height() + 2)), note, nf,
                    Qt::AlignLeft | Qt::AlignVCenter, 0.8);
}

void QuantizedPainter::paintShare(QPainter &p, const QRectF &area, const PaintContext &ctx, bool withCaption) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Setup u = setupOf(tr);
    const auto &share = qm(tr).share;
    QRectF r = withCaption ? captionFit(p, area, QStringLiteral("Lossy: two nearby values can share one code"), s) : area;
    if (share.size() < 2)
        return;
    p.save();
    const QFont tf = s.scaledFont(0.95, true);
    const QFontMetricsF tfm(tf);
    const int d = digitsFor({share[0].value, share[1].value, share[0].decoded, share[1].decoded});
    QStringList a, c, b;
    for (int i = 0; i < 2; ++i) {
        a << disp(share[std::size_t(i)].value, d);
        c << QStringLiteral("code %1").arg(codeText(u, share[std::size_t(i)].code));
        b << disp(share[std::size_t(i)].decoded, d);
    }
    auto widest = [&](const QStringList &l) { return std::max(tfm.horizontalAdvance(l[0]), tfm.horizontalAdvance(l[1])) + tfm.height(); };
    const QFontMetricsF hm(s.scaledFont(0.8));
    double wa = std::max(widest(a), hm.horizontalAdvance(QStringLiteral("value")) + 8);
    double wc = std::max(widest(c), hm.horizontalAdvance(QStringLiteral("on the wire")) + 8);
    double wb = std::max(widest(b), hm.horizontalAdvance(QStringLiteral("received")) + 8);
    const double arrowW = tfm.height() * 2.2;
    const double labelW = tfm.horizontalAdvance(QStringLiteral("sent")) + 4;
    double total = wa + wc + wb + 2 * arrowW;
    QFont f = tf;
    if (total > r.width() - labelW) {
        const double k = std::max(0.6, (r.width() - labelW) / total);
        f.setPointSizeF(f.pointSizeF() * k);
        wa *= k;
        wc *= k;
        wb *= k;
        total *= k;
    }
    const QFontMetricsF fm(f);
    const double rowH = fm.height() * 1.5;
    const QColor codeC = runColor(s, u);
    QColor codeFill = codeC;
    codeFill.setAlphaF(0.22f);
    // Column headers.
    const QFont hf = s.scaledFont(0.8);
    const QFontMetricsF hfm(hf);
    double x = r.left();
    p.setFont(hf);
    p.setPen(s.muted);
    p.drawText(QRectF(x, r.top(), wa, hfm.height()), Qt::AlignCenter, QStringLiteral("value"));
    p.drawText(QRectF(x + wa + arrowW, r.top(), wc, hfm.height()), Qt::AlignCenter, QStringLiteral("on the wire"));
    p.drawText(QRectF(x + wa + wc + 2 * arrowW, r.top(), wb, hfm.height()), Qt::AlignCenter, QStringLiteral("received"));
    double y = r.top() + hfm.height() + 2;
    for (int i = 0; i < 2; ++i) {
        const QRectF ra(x, y, wa, rowH - 4), rc(x + wa + arrowW, y, wc, rowH - 4), rb(x + wa + wc + 2 * arrowW, y, wb, rowH - 4);
        token(p, ra, a[i], s.foreground, s.panel, s.foreground, f);
        token(p, rc, c[i], codeC, codeFill, s.foreground, f);
        token(p, rb, b[i], s.foreground, s.panel, s.foreground, f);
        draw::drawArrow(p, QPointF(ra.right() + 4, ra.center().y()), QPointF(rc.left() - 4, rc.center().y()), s.muted, lineWidth(s) * 0.7,
                        7 * std::max(1.0, s.fontScale));
        draw::drawArrow(p, QPointF(rc.right() + 4, rc.center().y()), QPointF(rb.left() - 4, rb.center().y()), s.muted, lineWidth(s) * 0.7,
                        7 * std::max(1.0, s.fontScale));
        y += rowH;
    }
    paintShareVerdict(p, QRectF(r.left(), y, r.width(), r.bottom() - y), share[0].code == share[1].code, a, s);
    // Unused space on the right: the per-value cost.
    if (total + labelW + tfm.height() * 10 < r.width()) {
        const QRectF side(r.left() + total + tfm.height() * 2, r.top() + hfm.height() + 2, r.right() - (r.left() + total + tfm.height() * 2),
                          rowH * 2);
        p.setPen(s.muted);
        p.setFont(s.scaledFont(0.9));
        p.drawText(side, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                   QStringLiteral("%1 per value\n(float32: 32 bits)").arg(bitsWord(int(std::lround(qm(tr).bits_per_value)))));
    }
    p.restore();
}

// ------------------------------------------------------------------ what the workers send

/// The workers panel's legend: the two bar styles and, on the right, what did not fit.
void paintWorkersLegend(QPainter &p, const QRectF &legend, const Style &s, const Setup &u, const QStringList &legendTail)
{
    const QFont lf = s.scaledFont(0.85);
    const QFontMetricsF lfm(lf);
    const QColor sentC = runColor(s, u);
    const QColor gradC = s.foreground;
    {
        p.setFont(lf);
        double x = legend.left();
        const double sw = lfm.height() * 0.9;
        p.setPen(QPen(gradC, 1.2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(x, legend.top() + 3, sw, legend.height() - 6));
        x += sw + 4;
        const QString t1 = QStringLiteral("computed gradient");
        p.drawText(QRectF(x, legend.top(), lfm.horizontalAdvance(t1) + 4, legend.height()), Qt::AlignLeft | Qt::AlignVCenter, t1);
        x += lfm.horizontalAdvance(t1) + lfm.height();
        p.setPen(Qt::NoPen);
        p.setBrush(sentC);
        p.drawRect(QRectF(x, legend.top() + 3, sw * 0.6, legend.height() - 6));
        x += sw * 0.6 + 4;
        p.setPen(s.foreground);
        const QString t2 = QStringLiteral("after %1").arg(runName(u));
        p.drawText(QRectF(x, legend.top(), lfm.horizontalAdvance(t2) + 4, legend.height()), Qt::AlignLeft | Qt::AlignVCenter, t2);
        x += lfm.horizontalAdvance(t2) + lfm.height();
        p.setPen(s.muted);
        panel::fitFirst(p, QRectF(x, legend.top(), legend.right() - x, legend.height()), legendTail, lf, Qt::AlignRight | Qt::AlignVCenter, 0.8);
    }
}

/// One worker's message in the workers panel: each value's computed gradient (outline) and what
/// arrives (filled), on one scale for all workers.
struct WorkerBars {
    const Matrix &before, &after;
    int worker = 0;
    int values = 0; ///< how many of the message's values are shown
    double gmax = 1;
    QColor sentC, gradC;
};

void paintWorkerCell(QPainter &p, const QRectF &cell, const Style &s, const WorkerBars &b)
{
    const QFontMetricsF lfm(s.scaledFont(0.85));
    const double titleH = lfm.height() + 2;
    const int w = b.worker, shownD = b.values;
    const double gmax = b.gmax;
    p.setPen(QPen(s.grid, 1));
    p.setBrush(s.panel);
    p.drawRoundedRect(cell, 4, 4);
    p.setFont(s.scaledFont(0.85, true));
    p.setPen(s.foreground);
    p.drawText(QRectF(cell.left() + 6, cell.top() + 1, cell.width() - 12, titleH), Qt::AlignLeft | Qt::AlignVCenter,
               QStringLiteral("worker %1").arg(w + 1));
    const QRectF plot = cell.adjusted(4, titleH + 2, -4, -4);
    if (plot.height() < 8)
        return;
    const double zy = plot.center().y();
    const double half = plot.height() / 2 - 1;
    const double slot = plot.width() / shownD;
    p.setPen(QPen(s.muted, 1));
    p.drawLine(QPointF(plot.left(), zy), QPointF(plot.right(), zy));
    for (int j = 0; j < shownD; ++j) {
        const double cx = plot.left() + (j + 0.5) * slot;
        const double g = b.before.at(w, j), q = b.after.at(w, j);
        const double hg = g / gmax * half, hq = q / gmax * half;
        const QRectF rq(cx - slot * 0.22, std::min(zy, zy - hq), slot * 0.44, std::abs(hq));
        p.setPen(Qt::NoPen);
        p.setBrush(b.sentC);
        p.drawRect(rq);
        const QRectF rg(cx - slot * 0.38, std::min(zy, zy - hg), slot * 0.76, std::max(1.0, std::abs(hg)));
        p.setPen(QPen(b.gradC, std::max(1.0, slot * 0.06)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rg);
    }
}

void QuantizedPainter::paintWorkers(QPainter &p, const QRectF &area, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const QuantizedRound &f = shownFrame(ctx);
    const Setup u = setupOf(ctx.trace);
    const Matrix *before = f.grad_before ? &*f.grad_before : nullptr;
    const Matrix *after = f.grad_after ? &*f.grad_after : nullptr;
    QRectF r = captionFit(p, area,
                          before ? QStringList{QStringLiteral("Round %1: each worker's gradient and what arrives after quantization").arg(ctx.shownStep()),
                                               QStringLiteral("Round %1: each worker's gradient and what arrives").arg(ctx.shownStep()),
                                               QStringLiteral("Round %1: sent and received").arg(ctx.shownStep())}
                                 : QStringList{QStringLiteral("Each worker's gradient and what arrives"), QStringLiteral("Sent and received")},
                          s);
    p.save();
    const QFont lf = s.scaledFont(0.85);
    const QFontMetricsF lfm(lf);
    if (!before || !after || before->rows == 0 || before->cols == 0) {
        p.setFont(s.scaledFont(0.95));
        p.setPen(s.muted);
        p.drawText(r.adjusted(4, 4, -4, -4), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                   QStringLiteral("Round 0 is the start: w = 0 and nothing has been sent yet. Step forward to see every worker's "
                                  "gradient next to the quantized version it sends."));
        p.restore();
        return;
    }
    const int k = std::min(before->rows, after->rows), dim = std::min(before->cols, after->cols);
    const int shownK = std::min(k, 8);
    // Legend along the bottom, with what did not fit.
    const double legendH = lfm.height() + 4;
    const QRectF legend(r.left(), r.bottom() - legendH, r.width(), legendH);
    r.setBottom(legend.top() - 2);
    const QColor sentC = runColor(s, u);
    const QColor gradC = s.foreground;
    const int cols = shownK <= 4 ? shownK : (shownK + 1) / 2;
    const double gap = lfm.height() * 0.6;
    const double cellW = (r.width() - gap * (cols - 1)) / cols;
    const int shownD = std::clamp(int((cellW - 8) / 7), 1, dim);
    // What did not fit, and the mean error: shorter wordings for a narrow panel.
    QStringList tailLong, tailShort;
    if (shownK < k) {
        tailLong << QStringLiteral("workers 1–%1 of %2").arg(shownK).arg(k);
        tailShort << QStringLiteral("%1/%2 workers").arg(shownK).arg(k);
    }
    if (shownD < dim) {
        tailLong << QStringLiteral("values 1–%1 of %2").arg(shownD).arg(dim);
        tailShort << QStringLiteral("%1/%2 values").arg(shownD).arg(dim);
    }
    tailLong << QStringLiteral("mean error %1").arg(percent(f.quantization_error));
    tailShort << QStringLiteral("error %1").arg(percent(f.quantization_error));
    const QStringList legendTail{tailLong.join(QStringLiteral(" · ")), tailShort.join(QStringLiteral(" · ")), tailShort.last()};
    paintWorkersLegend(p, legend, s, u, legendTail);
    const int rows = (shownK + cols - 1) / cols;
    const double cellH = (r.height() - gap * (rows - 1)) / rows;

    double gmax = 1e-12;
    for (int w = 0; w < shownK; ++w)
        for (int j = 0; j < shownD; ++j)
            gmax = std::max({gmax, std::abs(before->at(w, j)), std::abs(after->at(w, j))});
    for (int w = 0; w < shownK; ++w) {
        const QRectF cell(r.left() + (w % cols) * (cellW + gap), r.top() + (w / cols) * (cellH + gap), cellW, cellH);
        paintWorkerCell(p, cell, s, WorkerBars{*before, *after, w, shownD, gmax, sentC, gradC});
    }
    p.restore();
}

// ------------------------------------------------------------------ loss curves

/// One row (wrapping when narrow) of bit widths, each with its colour, dashes and marker as the
/// chart draws them; this run's width named in full on its soft band. Returns the height used.
double curveLegend(QPainter &p, const QRectF &r, const Style &s, const std::vector<Curve> &curves)
{
    p.save();
    p.setFont(s.scaledFont(0.85));
    const QFontMetricsF fm(p.font());
    const double sample = fm.height() * 2.0, gap = fm.height() * 0.8, rowH = fm.height() + 4;
    const double mr = std::max(3.5, QFontMetricsF(s.scaledFont(1.0)).height() * 0.32);
    double x = r.left(), y = r.top();
    for (const Curve &c : curves) {
        const double w = sample + 4 + fm.horizontalAdvance(c.legend);
        if (x > r.left() && x + w > r.right()) {
            x = r.left();
            y += rowH;
        }
        const QPointF a(x, y + rowH / 2), e(x + sample, y + rowH / 2);
        if (c.current) {
            QColor halo = c.color;
            halo.setAlphaF(0.3);
            p.setPen(QPen(halo, lineWidth(s) * 3.2, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(a, e);
        }
        QPen pen(c.color, c.width, Qt::SolidLine, Qt::FlatCap);
        if (!c.dashes.isEmpty())
            pen.setDashPattern(c.dashes);
        p.setPen(pen);
        p.drawLine(a, e);
        drawMarker(p, (a + e) / 2, mr, c.marker, c.color, s.background);
        p.setPen(c.color);
        p.drawText(QRectF(x + sample + 4, y, std::max(0.0, r.right() - x - sample - 4), rowH), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(c.legend, Qt::ElideRight, std::max(0.0, r.right() - x - sample - 4)));
        x += w + gap;
    }
    p.restore();
    return y + rowH - r.top();
}


/// The chart's x range in readable units: rounds, or bytes in B, kB or MB.
struct ChartRange {
    double xmax = 0, ymax = 0;
    double unit = 1;
    QString unitName = QStringLiteral("B");
};

ChartRange chartRange(const Trace &tr, const std::vector<Curve> &curves, bool bytes)
{
    ChartRange g;
    double xmax = 0, ymax = 0;
    const std::vector<double> &loss32 = *curveData(tr, 32).loss;
    const double y0 = loss32.empty() ? 0 : loss32.front();
    for (const Curve &c : curves) {
        const auto &ls = *curveData(tr, c.bits).loss;
        const auto &bs = *curveData(tr, c.bits).bytes;
        for (std::size_t i = 0; i < ls.size(); ++i) {
            ymax = std::max(ymax, ls[i]);
            xmax = std::max(xmax, bytes ? (i < bs.size() ? bs[i] : 0.0) : double(i));
        }
    }
    if (y0 > 0)
        ymax = std::min(ymax, y0 * 1.3); // a diverging width leaves the chart instead of flattening the others
    g.ymax = std::max(ymax, 1e-9) * 1.06;
    g.xmax = std::max(xmax, 1.0);
    // Bytes in readable units on the axis.
    if (bytes && g.xmax >= 1e7) {
        g.unit = 1e6;
        g.unitName = QStringLiteral("MB");
    } else if (bytes && g.xmax >= 1e4) {
        g.unit = 1e3;
        g.unitName = QStringLiteral("kB");
    }
    return g;
}

/// The curves the trace has, each as its points in pixels.
struct ChartLines {
    std::vector<Curve> shown;
    std::vector<std::vector<QPointF>> pts;
};

ChartLines chartLines(const Trace &tr, const std::vector<Curve> &curves, const draw::Axes &ax, bool bytes, double unit)
{
    ChartLines out;
    for (const Curve &c : curves) {
        const auto &ls = *curveData(tr, c.bits).loss;
        const auto &bs = *curveData(tr, c.bits).bytes;
        if (ls.empty())
            continue;
        out.shown.push_back(c);
        std::vector<QPointF> v;
        for (std::size_t i = 0; i < ls.size(); ++i) {
            const double x = bytes ? (i < bs.size() ? bs[i] : 0.0) / unit : double(i);
            v.push_back(ax.map(x, ls[i]));
        }
        out.pts.push_back(std::move(v));
    }
    return out;
}

/// Curves that coincide on screen (within about a line's width everywhere) would hide each other:
/// the groups of them, found in pixels, so a note can say so (widest first, this run's own curve last).
std::vector<std::vector<Curve>> overlapGroups(const ChartLines &lines, const draw::Axes &ax, const Style &s)
{
    const std::vector<Curve> &shown = lines.shown;
    const auto &pts = lines.pts;
    const double tol = std::max(2.0, lineWidth(s) * 1.5);
    auto coincide = [&](std::size_t a, std::size_t b) {
        if (pts[a].size() != pts[b].size())
            return false;
        for (std::size_t i = 0; i < pts[a].size(); ++i) {
            // Points above the chart (a diverging width) are clipped away: only what shows counts.
            const double ya = std::max(pts[a][i].y(), ax.plot.top()), yb = std::max(pts[b][i].y(), ax.plot.top());
            if (std::abs(pts[a][i].x() - pts[b][i].x()) > tol || std::abs(ya - yb) > tol)
                return false;
        }
        return true;
    };
    std::vector<int> group(shown.size(), -1);
    std::vector<std::vector<Curve>> overlaps; // widest first, this run's own curve last
    for (std::size_t a = 0; a < shown.size(); ++a) {
        if (group[a] >= 0)
            continue;
        std::vector<Curve> members{shown[a]};
        group[a] = int(overlaps.size());
        for (std::size_t b = a + 1; b < shown.size(); ++b)
            if (group[b] < 0 && coincide(a, b)) {
                group[b] = group[a];
                members.push_back(shown[b]);
            }
        overlaps.push_back(members);
    }
    return overlaps;
}

/// This run under everything as a wide, soft band; then the coarse widths first and thick, the
/// wide ones last and thin, each with its own dashes and markers. Where curves coincide the
/// markers take turns along the shared line, so every width shows somewhere.
void paintCurves(QPainter &p, const draw::Axes &ax, const Style &s, const ChartLines &lines)
{
    const std::vector<Curve> &shown = lines.shown;
    const auto &pts = lines.pts;
    const double em = QFontMetricsF(s.scaledFont(1.0)).height();
    const double mr = std::max(3.5, em * 0.32);
    const double spacing = std::max(double(shown.size()) * (2.4 * mr + 4), std::hypot(ax.plot.width(), ax.plot.height()) / 6);
    // The curves and their markers are the same in every frame: one raster per picture.
    std::size_t key = std::hash<double>{}(double(shown.size()));
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {lineWidth(s), mr, spacing, ax.plot.left(), ax.plot.top(), ax.plot.width(), ax.plot.height()})
        mixIn(v);
    for (std::size_t j = 0; j < shown.size(); ++j) {
        const Curve &c = shown[j];
        for (double v : {double(c.bits), double(c.current), double(c.color.rgba()), c.width, double(int(c.marker))})
            mixIn(v);
        for (qreal d : c.dashes)
            mixIn(d);
        for (const QPointF &q : pts[j])
            mixIn(q.x()), mixIn(q.y());
    }
    mixIn(double(s.background.rgba()));
    draw::drawCachedLayer(p, ax.plot.adjusted(-3 * mr - 4, -3 * mr - 4, 3 * mr + 4, 3 * mr + 4), key, [&](QPainter &p) {
        p.setBrush(Qt::NoBrush);
        for (std::size_t j = 0; j < shown.size(); ++j)
            if (shown[j].current && pts[j].size() > 1) {
                QColor halo = shown[j].color;
                halo.setAlphaF(0.3);
                QPainterPath path(pts[j][0]);
                for (std::size_t i = 1; i < pts[j].size(); ++i)
                    path.lineTo(pts[j][i]);
                p.setPen(QPen(halo, lineWidth(s) * 3.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
                p.drawPath(path);
            }
        // Lecture widths from the coarsest, then this run's own curve on top.
        std::vector<std::size_t> order;
        for (std::size_t jj = shown.size(); jj-- > 0;)
            if (shown[jj].bits > 0)
                order.push_back(jj);
        for (std::size_t jj = 0; jj < shown.size(); ++jj)
            if (shown[jj].bits == 0)
                order.push_back(jj);
        for (std::size_t jj : order) {
            const Curve &c = shown[jj];
            const std::vector<QPointF> &v = pts[jj];
            QPainterPath path(v[0]);
            for (std::size_t i = 1; i < v.size(); ++i)
                path.lineTo(v[i]);
            QPen pen(c.color, c.width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin);
            if (!c.dashes.isEmpty())
                pen.setDashPattern(c.dashes);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            draw::drawCurve(p, path);
            // Markers every `spacing` pixels along the line, each width starting at its own offset.
            const double slot = spacing / double(shown.size());
            double next = slot * (double(jj) + 0.5), walked = 0;
            for (std::size_t i = 1; i < v.size(); ++i) {
                const double seg = QLineF(v[i - 1], v[i]).length();
                while (seg > 0 && next <= walked + seg) {
                    const QPointF at = v[i - 1] + (v[i] - v[i - 1]) * ((next - walked) / seg);
                    if (ax.plot.adjusted(-1, -1, 1, 1).contains(at))
                        drawMarker(p, at, mr, c.marker, c.color, s.background);
                    next += spacing;
                }
                walked += seg;
            }
        }
    });
}

/// "32, 16 and 8 bits overlap": one line per group of curves that lie on one line.
QStringList overlapNotes(const std::vector<std::vector<Curve>> &overlaps)
{
    QStringList notes;
    for (const std::vector<Curve> &g : overlaps) {
        if (g.size() < 2)
            continue;
        // "32, 16 and 8 bits overlap"; this run's own curve named after the widths: "16 bits and bfloat16 overlap".
        QStringList widths;
        QString own;
        for (const Curve &c : g) {
            if (c.bits > 0)
                widths << c.name;
            else
                own = c.name;
        }
        QString text;
        if (own.isEmpty()) {
            const QString last = widths.takeLast();
            text = widths.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last + QStringLiteral(" bits");
        } else {
            text = widths.join(QStringLiteral(", ")) + (widths.size() == 1 && widths.front() == QLatin1String("1") ? QStringLiteral(" bit and ") : QStringLiteral(" bits and ")) + own;
        }
        notes << text + QStringLiteral(" overlap");
    }
    return notes;
}

/// The overlap notes in a box in the plot's top right corner; returns the box (empty: no notes).
QRectF paintOverlapNote(QPainter &p, const draw::Axes &ax, const Style &s, QStringList notes)
{
    QRectF noteBox; // the current round's label keeps out of it
    if (!notes.isEmpty()) {
        p.setClipping(false);
        const QFont base = s.scaledFont(0.85);
        const double maxW = ax.plot.width() - 16;
        auto widest = [](const QStringList &lines, const QFont &f) {
            const QFontMetricsF m(f);
            double w = 0;
            for (const QString &n : lines)
                w = std::max(w, m.horizontalAdvance(n) + 1);
            return w;
        };
        // The largest type down to 3/4 in which the notes fit (widths do not scale exactly with the size).
        auto fitting = [&](const QStringList &lines) -> std::optional<QFont> {
            for (double k = 1.0; k >= 0.749; k -= 0.025) {
                QFont f = base;
                f.setPointSizeF(base.pointSizeF() * k);
                if (widest(lines, f) <= maxW)
                    return f;
            }
            return std::nullopt;
        };
        // A note too wide even then goes on two lines, broken after its last "and".
        if (!fitting(notes)) {
            QStringList lines;
            for (const QString &n : notes) {
                const qsizetype cut = n.lastIndexOf(QStringLiteral(" and "));
                if (cut > 0)
                    lines << n.left(cut + 4) << n.mid(cut + 5);
                else
                    lines << n;
            }
            notes = lines;
        }
        QFont nf = fitting(notes).value_or(base);
        if (!fitting(notes))
            nf.setPointSizeF(base.pointSizeF() * 0.75);
        const QFontMetricsF nfm2(nf);
        const double w = std::min(widest(notes, nf), maxW);
        const QRectF box(ax.plot.right() - 8 - w - 12, ax.plot.top() + 8, w + 12, nfm2.height() * notes.size() + 6);
        QColor bg = s.background;
        bg.setAlpha(235);
        p.setPen(QPen(s.grid, 1));
        p.setBrush(bg);
        p.drawRoundedRect(box, 4, 4);
        noteBox = box;
        p.setFont(nf);
        p.setPen(s.foreground);
        for (int i = 0; i < notes.size(); ++i)
            p.drawText(QRectF(box.left() + 6, box.top() + 3 + i * nfm2.height(), box.width() - 12, nfm2.height()), Qt::AlignLeft | Qt::AlignVCenter,
                       nfm2.elidedText(notes[i], Qt::ElideRight, box.width() - 12));
        p.setClipRect(ax.plot.adjusted(-2, -2, 2, 2));
    }
    return noteBox;
}

/// The current frame, sliding toward the next; its label names the round a transition plays and
/// keeps out of `noteBox`.
void paintChartPoint(QPainter &p, const draw::Axes &ax, const PaintContext &ctx, bool bytes, double unit, const QRectF &noteBox)
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const QFontMetricsF fm(s.scaledFont(0.9));
    const QuantizedRound &f = frameAt(tr, ctx.index);
    const QuantizedRound &played = shownFrame(ctx);
    double fx = bytes ? f.bytes_sent / unit : f.step;
    double fy = f.loss;
    if (ctx.hasNext() && ctx.t > 0) {
        const QuantizedRound &n = frameAt(tr, ctx.index + 1);
        const double k = clamp01(ctx.t);
        fx += ((bytes ? n.bytes_sent / unit : n.step) - fx) * k; // pixel motion only
        fy += (n.loss - fy) * k;
    }
    const QPointF at = ax.map(fx, std::min(fy, ax.y1));
    p.setClipping(false);
    p.setPen(QPen(s.background, 2));
    p.setBrush(s.accent);
    const double rad = std::max(6.0, fm.height() * 0.4);
    p.drawEllipse(at, rad, rad);
    p.setFont(s.scaledFont(0.9, true));
    const QFontMetricsF lfm(p.font());
    // The longest wording that fits across the plot (a narrow chart in large type drops "round").
    QString label;
    for (const QString &v : {QStringLiteral("round %1: loss %2").arg(count(ctx.shownStep()), disp(played.loss)),
                             QStringLiteral("loss %1").arg(disp(played.loss)), disp(played.loss)}) {
        label = v;
        if (lfm.horizontalAdvance(v) + 14 <= ax.plot.width())
            break;
    }
    const bool rightSide = at.x() + lfm.horizontalAdvance(label) + 30 < ax.plot.right();
    const bool below = at.y() - ax.plot.top() < lfm.height() * 2;
    // Beside the point, but never out over the axis labels of a narrow chart.
    const double labelW = lfm.horizontalAdvance(label) + 10; // drawLabel's box
    double lx = rightSide ? at.x() + rad + 6 : at.x() - rad - 6 - labelW;
    lx = std::clamp(lx, ax.plot.left() + 2, std::max(ax.plot.left() + 2, ax.plot.right() - 2 - labelW));
    auto labelRect = [&](bool under) {
        const double h = lfm.height() + 4;
        return QRectF(lx, under ? at.y() + rad + 4 : at.y() - rad - 4 - h, labelW, h);
    };
    // Not over the overlap note (a small window puts both in the top corner): the other side of
    // the point if that stays in the plot, else just under the note.
    double top = labelRect(below).top();
    if (labelRect(below).intersects(noteBox)) {
        const QRectF other = labelRect(!below);
        top = !other.intersects(noteBox) && ax.plot.contains(other) ? other.top() : noteBox.bottom() + 2;
    }
    draw::drawLabel(p, QPointF(lx, top), label, s, s.accent, true, Qt::AlignLeft | Qt::AlignTop);
}

void QuantizedPainter::paintChart(QPainter &p, const QRectF &area, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Setup u = setupOf(tr);
    const bool bytes = ctx.options.value(QStringLiteral("bytes"), false).toBool();
    QRectF r = captionFit(p, area,
                          bytes ? QStringList{QStringLiteral("Loss against bytes sent: the same data, every bit width"),
                                              QStringLiteral("Loss against bytes sent, every bit width"), QStringLiteral("Loss against bytes sent")}
                                : QStringList{QStringLiteral("Loss per round: the same data, every bit width"),
                                              QStringLiteral("Loss per round, every bit width"), QStringLiteral("Loss per round")},
                          s);
    // Legend: each width's colour, line and marker, as the curves draw them.
    const std::vector<Curve> curves = chartCurves(tr, s, u);
    const double used = curveLegend(p, r, s, curves);
    r.adjust(0, used + 4, 0, 0);
    const ChartRange range = chartRange(tr, curves, bytes);
    const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
    draw::Axes ax;
    const double left = 64 + fm2.height() + 6; // drawAxes puts the y title 64 px left of the plot
    ax.plot = QRectF(r.left() + left, r.top() + 4, r.width() - left - 10, r.height() - fm.height() - fm2.height() - 14);
    if (ax.plot.width() < 40 || ax.plot.height() < 30)
        return;
    ax.x0 = 0;
    ax.x1 = range.xmax / range.unit;
    ax.y0 = 0;
    ax.y1 = range.ymax;
    // Only as much room left of the plot as its tick labels need.
    const double yOff = draw::yTitleOffset(ax, s);
    ax.plot.setLeft(r.left() + yOff + fm2.height() + 4);
    p.save();
    draw::drawAxes(p, ax, s, bytes ? QStringLiteral("bytes sent by all workers (%1)").arg(range.unitName) : QStringLiteral("round"),
                   QStringLiteral("loss"), yOff);
    p.setClipRect(ax.plot.adjusted(-2, -2, 2, 2));
    const ChartLines lines = chartLines(tr, curves, ax, bytes, range.unit);
    const std::vector<std::vector<Curve>> overlaps = overlapGroups(lines, ax, s);
    paintCurves(p, ax, s, lines);
    const QRectF noteBox = paintOverlapNote(p, ax, s, overlapNotes(overlaps));
    paintChartPoint(p, ax, ctx, bytes, range.unit, noteBox);
    p.restore();
}

void QuantizedPainter::paintReadout(QPainter &p, const QRectF &r, const PaintContext &ctx) const
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const QuantizedRound &f = shownFrame(ctx);
    const Setup u = setupOf(tr);
    p.save();
    p.setPen(QPen(s.grid, 1));
    p.setBrush(s.panel);
    p.drawRoundedRect(r, 6, 6);
    const QFont bf = s.scaledFont(1.0, true), nf = s.scaledFont(1.0);
    const QFontMetricsF fm(nf);
    const double pad = 6 * std::max(1.0, s.fontScale);
    const QRectF in = r.adjusted(pad, pad * 0.5, -pad, -pad * 0.5);
    const double lh = in.height() / 3;
    p.setPen(s.foreground);
    fitText(p, QRectF(in.left(), in.top(), in.width(), lh),
            QStringLiteral("Round %1 of %2 · loss %3").arg(count(ctx.shownStep()), count(ctx.lastStep()), disp(f.loss)), bf,
            Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    panel::fitFirst(p, QRectF(in.left(), in.top() + lh, in.width(), lh),
                    {QStringLiteral("this round %1 on the wire · %2 sent so far").arg(bytesText(f.round_bytes), bytesText(f.bytes_sent)),
                     QStringLiteral("%1 this round · %2 sent so far").arg(bytesText(f.round_bytes), bytesText(f.bytes_sent)),
                     QStringLiteral("%1 sent so far").arg(bytesText(f.bytes_sent))},
                    nf, Qt::AlignLeft | Qt::AlignVCenter, 0.8);
    const QString changed = percent(f.quantization_error);
    QStringList third{QStringLiteral("gradients changed by %1 on average").arg(changed), QStringLiteral("changed by %1 on average").arg(changed)};
    if (u.errorFeedback) {
        const QString carried = disp(f.ef_error_norm);
        third = {QStringLiteral("gradients changed by %1 on average · error carried over ≤ %2").arg(changed, carried),
                 QStringLiteral("changed by %1 · carried over ≤ %2").arg(changed, carried), QStringLiteral("changed by %1").arg(changed)};
    }
    p.setPen(s.muted);
    panel::fitFirst(p, QRectF(in.left(), in.top() + 2 * lh, in.width(), lh), third, nf, Qt::AlignLeft | Qt::AlignVCenter, 0.8);
    p.restore();
}

// ------------------------------------------------------------------ narration

/// How the run's quantizer treats worker 1's first value, in the narration's words.
QString schemeNarration(const Trace &tr, const Setup &u)
{
    const QString bits = num(qm(tr).bits_per_value);
    QString out;
    const auto &levels = qm(tr).demo_levels;
    const double v = qm(tr).demo_value;
    const int d = digitsFor({v, qm(tr).demo_lower, qm(tr).demo_upper, qm(tr).demo_quantized});
    if (u.uniform()) {
        out += QStringLiteral("With %1 bits there are %2 evenly spaced levels between %3 and %4 (the largest size in the message); "
                              "only a level's number travels, plus the scale as one float. ")
                   .arg(bits)
                   .arg(levels.size())
                   .arg(disp(levels.empty() ? 0 : levels.front(), d), disp(levels.empty() ? 0 : levels.back(), d));
        out += QStringLiteral("Worker 1's first value g = %1 lies between the levels %2 and %3. ")
                   .arg(disp(v, d), disp(qm(tr).demo_lower, d), disp(qm(tr).demo_upper, d));
        if (u.stochastic)
            out += QStringLiteral("Stochastic rounding sends the upper one with probability %1 and the lower one with %2, so on "
                                  "average the receiver gets exactly g: the rounding is unbiased (this time it sent %3). ")
                       .arg(disp(qm(tr).demo_p_upper), disp(pLower(tr)), disp(qm(tr).demo_quantized, d));
        else
            out += QStringLiteral("Nearest rounding sends %1 for it every time, so the same value always makes the same error. "
                                  "Stochastic rounding would go up with probability %2 instead, which is unbiased on average. ")
                       .arg(disp(qm(tr).demo_quantized, d), disp(qm(tr).demo_p_upper));
    } else if (u.qsgd()) {
        out += QStringLiteral("QSGD divides each value by the message's length ‖g‖ = %1 and keeps one of %2 levels per sign, "
                              "so it sends a sign, a level (%3 bits in all) and ‖g‖ once. ")
                   .arg(disp(qm(tr).demo_scale))
                   .arg(u.levels)
                   .arg(bits);
        out += QStringLiteral("Worker 1's first value g = %1 lies between %2 and %3; QSGD always rounds at random, up with probability %4, "
                              "so on average the receiver gets exactly g (this time it sent %5). ")
                   .arg(disp(v, d), disp(qm(tr).demo_lower, d), disp(qm(tr).demo_upper, d), disp(qm(tr).demo_p_upper),
                        disp(qm(tr).demo_quantized, d));
    } else if (u.sign()) {
        out += QStringLiteral("One bit keeps only the sign: every value arrives as plus or minus %1, the mean size of the message, "
                              "so g = %2 arrives as %3. ")
                   .arg(disp(qm(tr).demo_scale), disp(v, d), disp(qm(tr).demo_quantized, d));
    } else {
        out += QStringLiteral("%1 rounds each value to the nearest number it can store: g = %2 arrives as %3. ")
                   .arg(QString::fromStdString(qm(tr).scheme), disp(v, d), disp(qm(tr).demo_quantized, d));
        if (u.scheme == QLatin1String("bfloat16"))
            out += QStringLiteral("bfloat16 keeps float32's 8 exponent bits and only 7 of its 23 mantissa bits: the same range of sizes, "
                                  "about 3 significant digits. ");
        else if (u.scheme == QLatin1String("float16"))
            out += QStringLiteral("float16 has 5 exponent bits and 10 mantissa bits: about 3 significant digits, and nothing above 65504. ");
    }
    return out;
}

QString QuantizedPainter::narration(const Trace &tr, int index, const QVariantMap &) const
{
    if (tr.frames.empty())
        return tr.diverged() ? QStringLiteral("<b>No rounds.</b> ") + QString::fromStdString(tr.message()).toHtmlEscaped() : QString();
    index = std::clamp(index, 0, int(tr.frames.size()) - 1);
    const QuantizedRound &f = frameAt(tr, index);
    const Setup u = setupOf(tr);
    const QString msg = bytesText(qm(tr).message_bytes), msg32 = bytesText(qm(tr).message_bytes_float32);
    QString out;
    const int last = int(tr.frames.size()) - 1;
    const QString per = u.ownCurve ? QStringLiteral("%1 per value (%2)").arg(bitsWord(u.bits), runName(u))
                                   : QStringLiteral("%1 per value").arg(bitsWord(u.bits));
    out += index == 0 ? QStringLiteral("<b>Round 0 of %1: the start, %2.</b> ").arg(count(last), per)
                      : QStringLiteral("<b>Round %1 of %2, %3.</b> ").arg(count(index), count(last), per);
    if (f.step < 0.5) {
        out += QStringLiteral("Training starts from w = 0 with loss %1. In every round each of the %2 workers will send a gradient of "
                              "%3 values as a %4 message, where plain float32 would need %5. ")
                   .arg(disp(f.loss), count(qm(tr).workers), count(qm(tr).features), msg, msg32);
    } else {
        out += QStringLiteral("Each of the %1 workers computed its gradient and sent it in %2 instead of %3; together that is %4 "
                              "this round and %5 since the start. Rounding moved the gradients by %6 of their length on average, "
                              "and after averaging and one step the loss is <b>%7</b>. ")
                   .arg(count(qm(tr).workers), msg, msg32, bytesText(f.round_bytes), bytesText(f.bytes_sent),
                        percent(f.quantization_error), disp(f.loss));
    }
    out += schemeNarration(tr, u);
    const auto &share = qm(tr).share;
    if (share.size() >= 2 && share[0].code == share[1].code) {
        const int ds = digitsFor({share[0].value, share[1].value, share[0].decoded});
        out += QStringLiteral("The compression is lossy: %1 and %2 both become code %3 and arrive as %4. ")
                   .arg(disp(share[0].value, ds), disp(share[1].value, ds), codeText(u, share[0].code), disp(share[0].decoded, ds));
    }
    if (u.stochastic && !u.levelled())
        out += QStringLiteral("Stochastic rounding is chosen, but %1 has no levels to pick between: it applies to uniform levels. ")
                   .arg(u.sign() ? QStringLiteral("the sign scheme") : QString::fromStdString(qm(tr).scheme));
    if (u.errorFeedback && f.step < 0.5)
        out += QStringLiteral("<br><b>Error feedback is on:</b> from the first round on, each worker keeps what rounding removed and "
                              "adds it to its next gradient, so nothing is thrown away, only delayed. ");
    else if (u.errorFeedback)
        out += QStringLiteral("<br><b>Error feedback is on:</b> each worker keeps what rounding removed (a leftover of length up to %1 "
                              "this round) and adds it to its next gradient, so nothing is thrown away, only delayed. ")
                   .arg(disp(f.ef_error_norm));
    else
        out += QStringLiteral("<br>Error feedback is off. Switched on, each worker would remember what rounding removed and add it to "
                              "its next gradient, so nothing is lost for good. ");
    const auto &mine = *curveData(tr, u.ownCurve ? 0 : u.bits).loss;
    const auto &ref = *curveData(tr, 32).loss;
    if (!mine.empty() && !ref.empty() && (u.bits != 32 || u.ownCurve))
        out += QStringLiteral("After all rounds the loss is %1 with %2 against %3 with 32 bits.").arg(disp(mine.back()), runName(u), disp(ref.back()));
    if (tr.diverged())
        out += QStringLiteral("<br><b>") + QString::fromStdString(tr.message()).toHtmlEscaped() + QStringLiteral("</b>");
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> makeQuantizedPainter() { return std::make_unique<QuantizedPainter>(); }

} // namespace sgd::ui
