#pragma once
// Geometry of the Hogwild! scene, shared by its painter, its hover and its tests: where the title,
// the readout, the weight strip with one lane per thread and the three charts go, and which
// coordinate of the weight vector lies under a pixel.

#include "core/scenes/hogwild/hogwild_trace.h"
#include "core/trace.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QRectF>
#include <QString>

#include <vector>

namespace sgd::ui::hogwild {

/// The scene's views (`export --view NAME`), the default first.
enum class HogwildView { Scene, Strip, LossTime, Throughput, Density };
inline constexpr ViewName<HogwildView> kHogwildViews[] = {{HogwildView::Scene, "scene"},
                                                          {HogwildView::Strip, "strip"},
                                                          {HogwildView::LossTime, "loss-time"},
                                                          {HogwildView::Throughput, "throughput"},
                                                          {HogwildView::Density, "density"}};
constexpr const auto &viewTable(HogwildView)
{
    return kHogwildViews;
}

/// The strip: one lane per thread above the weight vector's cells, and the coordinate axis.
struct StripLayout {
    QRectF area; ///< all of it, caption included
    QRectF caption;
    std::vector<QRectF> lanes;  ///< one per thread, top to bottom
    std::vector<QRectF> labels; ///< "thread k" left of each lane
    QRectF weights;             ///< the weight cells
    QRectF weightsLabel;        ///< "w" left of the cells
    QRectF axis;                ///< coordinate tick labels under the cells
    QRectF legend;              ///< one line under the axis: what the marks mean
    double left = 0, right = 1; ///< pixels of coordinate 0 and of coordinate d
    int features = 1;
    /// The pixel x of the middle of coordinate j.
    double x(double j) const { return left + (j + 0.5) / features * (right - left); }
    /// The coordinate under pixel x, or -1 outside the strip.
    int coordinateAt(double px) const;
};

/// The strip's layout in `area` for `threads` lanes and `features` coordinates.
StripLayout stripLayout(const QRectF &area, const Style &fitted, int threads, int features);

/// The scene view: title, readout, strip, and the three charts side by side under it.
struct Layout {
    QRectF title, readout, strip, loss, throughput, density;
};
Layout layoutFor(const QRectF &area, const Style &fitted);

// Words and colours shared by the painter's parts.
const HogwildTrace &typed(const Trace &tr);
/// The snapshot the picture stands for: the frame at rest, the next one while a transition plays.
const HogwildSnapshot &shownSnapshot(const Trace &tr, int index, double t);
QColor threadColor(const Style &s, int thread);
/// The colour and dash of a mode's curve ("lock-free", "global-lock", "single-thread").
QColor modeColor(const Style &s, const std::string &mode);
Qt::PenStyle modeDash(const std::string &mode);
QString modeWords(const std::string &mode);
/// Updates per second as the picture writes them: "1.23 M/s", "850 k/s".
QString rateText(double perSecond);

} // namespace sgd::ui::hogwild
