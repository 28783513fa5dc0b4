#pragma once
// The quantized painter's parts, shared by its files: the run's setup and every bit width's look
// (quantized_common.cpp), the number line and the shared code (quantized_number_line.cpp), the
// workers' messages (quantized_workers.cpp), the loss curves (quantized_chart.cpp); the painter
// with its title, readouts and narration is quantized_painter.cpp.

#include "core/scenes/quantized/quantized_trace.h"
#include "quantized_layout.h"
#include "ui/render/draw.h"
#include "ui/render/scene_painter.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QVector>

#include <vector>

namespace sgd::ui::quantized {

using draw::count;
using draw::kMinus;
using draw::lineWidth;
using draw::mix;
using draw::num;
using draw::percent;
using draw::withAlpha;
using panel::clamp01;
using panel::fitText;

/// The lecture's bit widths, widest first.
inline constexpr int kBitWidths[] = {32, 16, 8, 4, 2, 1};

const QuantizedTrace &typed(const Trace &tr);
const QuantizedMeta &qm(const Trace &tr);
const QuantizedRound &frameAt(const Trace &tr, int index);
/// The round the readout, the chart's label and the workers' caption describe: the frame at rest,
/// the one a transition moves to while it plays (frame n is the state after n rounds; 0 is the start).
const QuantizedRound &shownFrame(const PaintContext &ctx);

/// A number for the screen: the one number format (number_format.h), as in the table.
QString disp(double v);
/// A value read beside the levels it falls between: as many digits as tell them apart.
QString disp(double v, int digits);
/// The fewest significant digits (4 or more) that tell all these values apart on screen.
int digitsFor(const std::vector<double> &vals);
/// Bytes on the wire: whole bytes below 10 kB, then kB, MB, GB.
QString bytesText(double b);

/// The loss and bytes of one curve of the chart: a lecture width (`bits` > 0) or, for 0, the
/// run's own quantizer. Empty when the trace has no such curve.
struct CurveData {
    const std::vector<double> *loss = nullptr;
    const std::vector<double> *bytes = nullptr;
};
CurveData curveData(const Trace &tr, int bits);

QString bitsWord(int bits);

enum class Marker { Circle, Square, TriangleUp, Diamond, TriangleDown, Cross, Ring };
void drawMarker(QPainter &p, QPointF c, double r, Marker m, const QColor &color, const QColor &rim);

/// This run's quantizer in a few words: "8 bits" for a lecture width, else the scheme's name.
QString runName(const Setup &u);
/// The colour of what this run sends: its bit width's, or the colour of its own curve.
QColor runColor(const Style &s, const Setup &u);

/// One loss curve of the chart: a lecture bit width, or this run's own quantizer (bfloat16, QSGD,
/// uniform at 1 bit) with a colour, dashes and a hollow marker of its own.
struct Curve {
    int bits = 0;         ///< the lecture width; 0 for the run's own curve
    QString legend;       ///< as the legend writes it
    QString name;         ///< as the overlap note writes it
    bool current = false; ///< this run's curve
    QColor color;
    QVector<qreal> dashes;
    Marker marker = Marker::Circle;
    double width = 1;
};
std::vector<Curve> chartCurves(const Trace &tr, const Style &s, const Setup &u);

/// Probability of rounding down (the engine gives the odds of rounding up).
double pLower(const Trace &tr);
QString schemeWords(const Setup &u);
QString codeText(const Setup &u, double code);
/// Draws text in a rounded box; returns its rect.
QRectF token(QPainter &p, const QRectF &r, const QString &text, const QColor &border, const QColor &fill, const QColor &textColor,
             const QFont &f);
/// A label at `at` kept inside [minX, maxX]; `align` as drawLabel.
QRectF labelRect(const QFontMetricsF &fm, const QString &text, QPointF at, Qt::Alignment align, double minX, double maxX);
void boxedText(QPainter &p, const QRectF &r, const QString &text, const QColor &color, const Style &s);

/// A caption said in a few ways, longest first: a narrow panel gets a shorter one, still readable.
QRectF captionFit(QPainter &p, const QRectF &r, const QStringList &variants, const Style &s);
QRectF captionFit(QPainter &p, const QRectF &r, const QString &text, const Style &s);

/// One value on the number line of the run's quantizer.
void paintNumberLine(QPainter &p, const QRectF &area, const PaintContext &ctx);
/// The two-values-one-code rows; `withCaption` false when the caller wrote the caption.
void paintShare(QPainter &p, const QRectF &area, const PaintContext &ctx, bool withCaption = true);
/// Every worker's gradient and what arrives.
void paintWorkers(QPainter &p, const QRectF &area, const PaintContext &ctx);
/// The loss of every bit width against rounds or bytes.
void paintChart(QPainter &p, const QRectF &area, const PaintContext &ctx);

} // namespace sgd::ui::quantized
