#pragma once
// The quantized scene view's layout: the run's setup (bit width and scheme, read from the trace)
// and where each panel goes. Tests check it; the rest of the painter is private to this folder
// (quantized_parts.h).

#include "core/trace.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QObject>
#include <QRectF>
#include <QString>

namespace sgd::ui::quantized {

/// The scene's views (`export --view NAME`), the default first.
enum class QuantizedView { Scene, NumberLine, Share, Workers, LossCurves };
inline constexpr ViewName<QuantizedView> kQuantizedViews[] = {{QuantizedView::Scene, "scene"},
                                                              {QuantizedView::NumberLine, "number-line"},
                                                              {QuantizedView::Share, "share"},
                                                              {QuantizedView::Workers, "workers"},
                                                              {QuantizedView::LossCurves, "loss-curves"}};
constexpr const auto &viewTable(QuantizedView)
{
    return kQuantizedViews;
}

/// The scene's view toggle: the loss chart's x axis in bytes sent.
inline constexpr ViewToggle kBytesToggle{
    "bytes", QT_TRANSLATE_NOOP("QObject", "Loss against bytes sent"),
    QT_TRANSLATE_NOOP("QObject",
                      "Put the bytes sent on the wire on the chart's x axis instead of rounds: the price of each bit width."),
    false};

struct Setup {
    int bits = 32;  ///< bits per value on the wire
    QString scheme; ///< float32, float16, bfloat16, uniform, qsgd, sign
    int levels = 0; ///< QSGD: s
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
Setup setupOf(const Trace &tr);

/// Vertical budget of the number-line panel's rows (without spare space).
struct LineRows {
    double cap = 0, row = 0, th = 0, value = 0, notes = 0;
    double needed = 0;  ///< everything, caption included
    double minimum = 0; ///< what is always drawn: everything but the notes
};
LineRows lineRows(const Setup &u, const Style &s);

/// The colour a bit width is drawn in (its curve, its quantized bars, its codes); tests count it.
QColor bitsColor(const Style &s, int bits);

/// Where the scene view's panels go.
struct Layout {
    QRectF title, chips, line, share, workers, chart, readout;
};
/// The height paintShare() needs: caption, column headers, two rows of tokens, the verdict.
double shareHeight(const Style &s);
/// The scene view's layout on `area` in the fitted style.
Layout layoutFor(const QRectF &area, const Style &s, const Setup &u);

} // namespace sgd::ui::quantized
