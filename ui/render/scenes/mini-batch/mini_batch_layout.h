#pragma once
// Geometry of the mini-batch scene: three tapes of N cells, the loss chart and the side panel.
// The painter and its tests share it, so a test can look for the highlight over the current batch.

#include "core/trace.h"
#include "ui/render/chart.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QObject>
#include <QRectF>
#include <QString>

class QPaintDevice;

namespace sgd::ui {

/// The scene's views (`export --view NAME`), the default first.
enum class MiniBatchView { Scene, Tapes, Loss, Frozen };
inline constexpr ViewName<MiniBatchView> kMiniBatchViews[] = {{MiniBatchView::Scene, "scene"},
                                                              {MiniBatchView::Tapes, "tapes"},
                                                              {MiniBatchView::Loss, "loss"},
                                                              {MiniBatchView::Frozen, "frozen"}};
constexpr const auto &viewTable(MiniBatchView)
{
    return kMiniBatchViews;
}

/// The scene's view toggle: the loss chart's x axis in samples seen.
inline constexpr ViewToggle kSamplesToggle{
    "samples", QT_TRANSLATE_NOOP("QObject", "Loss against samples seen"),
    QT_TRANSLATE_NOOP("QObject",
                      "Put samples seen on the chart's x axis instead of updates: the same amount of data for every cadence."),
    false};

struct MiniBatchLayout {
    enum Tape { SampleWise = 0, MiniBatch = 1, FullBatch = 2 };

    QRectF title;          ///< the title line
    QRectF banner;         ///< divergence banner; empty unless the run diverged
    QRectF tapeLabels[3];  ///< name and updates per epoch, left of each tape
    QRectF tapes[3];       ///< the N cells of each tape (empty when the view hides the tapes)
    QRectF padCells;       ///< the repeated cells after the mini-batch tape (leftover policy "pad")
    double cellWidth = 0;  ///< pixels per sample
    double tickHeight = 0; ///< how far a tick rises above its tape
    QRectF chartArea;      ///< the loss chart with its axis titles and tick labels (empty when hidden)
    chart::Layout loss;    ///< the loss chart's layout in chartArea (ticks, scales, legend, epoch marks)
    QRectF chart;          ///< the plot rectangle of the loss chart, loss.plot (empty when hidden)
    QRectF panel;          ///< frozen-weight batch and the current update (empty when hidden)

    /// The cell of tape position `position` (0-based) on `tape`.
    QRectF cell(int tape, int position) const
    {
        const QRectF &t = tapes[tape];
        return QRectF(t.left() + position * cellWidth, t.top(), cellWidth, t.height());
    }
};

/// The layout of `trace` in `area` for `view` ("" or "scene": everything; "tapes", "loss" or
/// "frozen": that part alone); `device` gives the font metrics (nullptr: the screen's). With
/// `bySamples` the loss chart's x axis is the samples seen (kSamplesToggle).
MiniBatchLayout miniBatchLayout(const Trace &trace, const QRectF &area, const Style &style, const QPaintDevice *device,
                                MiniBatchView view = MiniBatchView::Scene, bool bySamples = false);

} // namespace sgd::ui
