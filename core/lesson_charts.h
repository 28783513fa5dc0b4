#pragma once
// A lesson slide's chart settings: for each line chart the teacher zoomed or thinned out, its x and
// y ranges and the series hidden from its legend (ui/render/chart_view.h applies them). In a
// lesson file, a slide's optional "charts" entry:
//   "charts": {"mini-batch/loss": {"x": [10, 60], "y": [0, 0.5], "hidden": ["full batch"]}}
// An id is the scene's id and the chart's name; every field is optional. A range is two finite
// numbers, the first below the second. An id no chart of the slide has (another scene's, a chart of
// another view, an older name) is kept and ignored.

#include <QJsonObject>
#include <QJsonValue>

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sgd {

struct ChartZoom {
    std::optional<std::pair<double, double>> x, y; ///< lo < hi, both finite; none: the chart's whole range
    std::vector<std::string> hidden;               ///< series names as the legend writes them
    bool operator==(const ChartZoom &) const = default;
};

/// By chart id ("SCENE/NAME").
using SlideCharts = std::map<std::string, ChartZoom>;

/// The "charts" entry of a slide; throws std::invalid_argument naming the chart and the problem.
SlideCharts readSlideCharts(const QJsonValue &v);
/// The entry as written (empty settings left out).
QJsonObject writeSlideCharts(const SlideCharts &charts);

} // namespace sgd
