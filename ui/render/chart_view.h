#pragma once
// What a reader did to the line charts of a picture (an x range zoomed into, series hidden from
// the legend) and what the chart component drew (each chart's layout and series), for the
// canvas's hover, zoom and legend clicks (ui/chart_interaction.h) and for exports that show the
// same zoom. A ViewScope makes a state and a record current for one paint of a PaintCache
// (paint_cache.h), the picture's own: chart::layoutChart() then applies the state and records every
// chart it lays out, reaching them through the style's cache. Without a scope the charts are drawn
// as before.

#include "chart.h"
#include "core/lesson_charts.h"
#include "paint_cache.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <vector>

namespace sgd::ui::chart {

/// One chart's reader settings: its x range (NaN ends: the painter's range), its y range (NaN ends:
/// the painter's; Shift+wheel or a lesson slide sets it) and hidden series.
struct ChartView {
    double xLo = std::numeric_limits<double>::quiet_NaN();
    double xHi = std::numeric_limits<double>::quiet_NaN();
    QStringList hidden; ///< series names, as in the legend
    double yLo = std::numeric_limits<double>::quiet_NaN();
    double yHi = std::numeric_limits<double>::quiet_NaN();
    bool zoomed() const { return std::isfinite(xLo) && std::isfinite(xHi) && xHi > xLo; }
    bool yZoomed() const { return std::isfinite(yLo) && std::isfinite(yHi) && yHi > yLo; }
    /// Nothing set: the chart as the painter draws it.
    bool plain() const { return !zoomed() && !yZoomed() && hidden.isEmpty(); }
    /// The same settings (an unset end, NaN, equals an unset end).
    bool operator==(const ChartView &o) const
    {
        auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
        return same(xLo, o.xLo) && same(xHi, o.xHi) && same(yLo, o.yLo) && same(yHi, o.yHi) && hidden == o.hidden;
    }
};

/// The reader settings of every chart of a picture, by chart key (chartKey()).
struct ViewState {
    QHash<QString, ChartView> charts;
    bool empty() const;
    /// Leaves out the charts of every scene but `scene` (another scene's charts start whole).
    void keepScene(const QString &scene);
    /// A number that changes with the settings (0 when there are none): cached layers and layouts
    /// mix it into their keys so a zoom is never drawn from a stale cache.
    std::size_t stamp() const;
    /// The settings of `key` (defaults when none).
    ChartView of(const QString &key) const { return charts.value(key); }
    /// Stores `view` for `key`; a view with nothing set is removed.
    void set(const QString &key, const ChartView &view);
};

/// A line chart: at least one series of two points or more that the component draws. Axes a painter
/// fills with its own marks (a scatter, a surface, bars) are neither zoomed nor hovered.
bool isLineChart(const Spec &spec);
/// A chart's key: "SCENE/ID" from the scene painted (SceneScope; empty: the id alone) and the
/// spec's id, stable from frame to frame and the same in an export and a lesson slide; a spec
/// without an id is keyed by its axes' titles ("SCENE/x title|y title").
QString chartKey(const Spec &spec, const QString &scene);

/// Makes `scene` the scene whose charts `cache`'s paint lays out until the scope ends (paintFrame
/// does); scopes nest.
class SceneScope {
public:
    SceneScope(PaintCache &cache, const QString &scene);
    ~SceneScope();
    SceneScope(const SceneScope &) = delete;
    SceneScope &operator=(const SceneScope &) = delete;

private:
    PaintCache &m_cache;
    QString m_prev;
};

/// One chart as the chart component laid it out in a paint.
struct DrawnChart {
    QString key;
    QString xTitle, yTitle;        ///< the axes' titles in full (the hover box names the x value and an unnamed series by them)
    Layout layout;                 ///< with the view applied (zoomed x range, legend, plot)
    double fullLo = 0, fullHi = 1; ///< the x range without zoom
    std::vector<Series> series;    ///< every series of the spec, hidden ones included (see layout.hidden)
    std::vector<Spec::HoverColumn> hoverColumns; ///< the spec's further values of each point
    QString xName;                               ///< the spec's name for x values (when the axis has no title)
    bool zoomable = true;                        ///< the wheel and a drag move its x range (layout.zoomable)
    /// The legend's entry boxes and the series names they stand for, top to bottom.
    std::vector<std::pair<QRectF, QString>> legendEntries;
};

/// One per-frame series (Series::firstFrame) as a paint laid it out or drew it (drawSeries(),
/// recordDrawn()): the last frame it reached; a series recorded again keeps the latest record.
struct DrawnFrames {
    QString chart, series; ///< the chart's key, the series' name
    int firstFrame = 0, lastFrame = -1;
};

/// The charts of one paint, in drawing order; a chart laid out twice in the same area counts once.
struct DrawnCharts {
    std::vector<DrawnChart> charts;
    /// Every per-frame series drawn, in drawing order (tests read how far quiz mode let it go).
    std::vector<DrawnFrames> frames;
    void clear() { charts.clear(), frames.clear(); }
    /// The topmost chart whose plot (or legend) contains `pos`, or nullptr.
    const DrawnChart *at(QPointF pos) const;
};

/// Makes `state` (may be null) and `record` (may be null) those of `cache`'s paint until the scope
/// ends; scopes nest (the previous ones come back).
class ViewScope {
public:
    ViewScope(PaintCache &cache, const ViewState *state, DrawnCharts *record);
    ~ViewScope();
    ViewScope(const ViewScope &) = delete;
    ViewScope &operator=(const ViewScope &) = delete;

private:
    PaintCache &m_cache;
    const ViewState *m_prevState;
    DrawnCharts *m_prevRecord;
};

/// A lesson slide's chart settings as a view state (lesson_charts.h; ids are chart keys), and back.
ViewState viewStateOf(const SlideCharts &charts);
SlideCharts slideChartsOf(const ViewState &state);

/// Adds a chart drawn from a kept layout (a painter that lays out once per trace) to `cache`'s record
/// (none: nothing); layoutChart() does this itself.
void recordDrawn(PaintCache *cache, const Layout &layout, const Spec &spec);
/// Adds a per-frame series drawn up to `lastFrame` to `cache`'s record (drawSeries() and
/// recordDrawn() do this).
void recordFrames(PaintCache *cache, const Layout &layout, const Series &series, int lastFrame);

} // namespace sgd::ui::chart
