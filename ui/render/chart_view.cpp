#include "chart_view.h"

#include <algorithm>
#include <functional>
#include <iterator>

namespace sgd::ui::chart {

bool ViewState::empty() const
{
    for (const ChartView &v : charts)
        if (!v.plain())
            return false;
    return true;
}

void ViewState::keepScene(const QString &scene)
{
    const QString prefix = scene + QLatin1Char('/');
    for (auto it = charts.begin(); it != charts.end();)
        it = it.key().startsWith(prefix) ? std::next(it) : charts.erase(it);
}

std::size_t ViewState::stamp() const
{
    // A sum of the entries' hashes: the same whatever order they were stored in.
    std::size_t sum = 0;
    for (auto it = charts.cbegin(); it != charts.cend(); ++it) {
        std::size_t h = qHash(it.key());
        auto mixIn = [&h](std::size_t v) { h = (h ^ v) * 1099511628211ull; };
        mixIn(std::hash<double>{}(it->zoomed() ? it->xLo : 0.0));
        mixIn(std::hash<double>{}(it->zoomed() ? it->xHi : 0.0));
        mixIn(std::hash<double>{}(it->yZoomed() ? it->yLo : 0.0));
        mixIn(std::hash<double>{}(it->yZoomed() ? it->yHi : 0.0));
        for (const QString &name : it->hidden)
            mixIn(qHash(name));
        sum += h;
    }
    return sum;
}

void ViewState::set(const QString &key, const ChartView &view)
{
    if (view.plain())
        charts.remove(key);
    else
        charts.insert(key, view);
}

bool isLineChart(const Spec &spec)
{
    return std::any_of(spec.series.begin(), spec.series.end(), [](const Series &se) { return se.points.size() >= 2; });
}

QString chartKey(const Spec &spec, const QString &scene)
{
    const QString name = spec.id.isEmpty() ? spec.x.title + QLatin1Char('|') + spec.y.title : spec.id;
    return scene.isEmpty() ? name : scene + QLatin1Char('/') + name;
}

SceneScope::SceneScope(PaintCache &cache, const QString &scene) : m_cache(cache), m_prev(cache.m_scene)
{
    m_cache.m_scene = scene;
}

SceneScope::~SceneScope()
{
    m_cache.m_scene = m_prev;
}

const DrawnChart *DrawnCharts::at(QPointF pos) const
{
    for (auto it = charts.rbegin(); it != charts.rend(); ++it)
        if (it->layout.plot.contains(pos) || it->layout.legend.contains(pos))
            return &*it;
    return nullptr;
}

ViewScope::ViewScope(PaintCache &cache, const ViewState *state, DrawnCharts *record)
    : m_cache(cache), m_prevState(cache.m_view), m_prevRecord(cache.m_record)
{
    m_cache.m_view = state;
    m_cache.m_record = record;
}

ViewScope::~ViewScope()
{
    m_cache.m_view = m_prevState;
    m_cache.m_record = m_prevRecord;
}

ViewState viewStateOf(const SlideCharts &charts)
{
    ViewState state;
    for (const auto &[id, z] : charts) {
        ChartView v;
        if (z.x)
            v.xLo = z.x->first, v.xHi = z.x->second;
        if (z.y)
            v.yLo = z.y->first, v.yHi = z.y->second;
        for (const std::string &name : z.hidden)
            v.hidden << QString::fromStdString(name);
        state.set(QString::fromStdString(id), v);
    }
    return state;
}

SlideCharts slideChartsOf(const ViewState &state)
{
    SlideCharts out;
    for (auto it = state.charts.cbegin(); it != state.charts.cend(); ++it) {
        if (it->plain())
            continue;
        ChartZoom z;
        if (it->zoomed())
            z.x = std::make_pair(it->xLo, it->xHi);
        if (it->yZoomed())
            z.y = std::make_pair(it->yLo, it->yHi);
        for (const QString &name : it->hidden)
            z.hidden.push_back(name.toStdString());
        out[it.key().toStdString()] = z;
    }
    return out;
}

void recordDrawn(PaintCache *cache, const Layout &layout, const Spec &spec)
{
    DrawnCharts *record = cache ? cache->chartRecord() : nullptr;
    if (!record)
        return;
    for (const Series &se : spec.series) // how far each per-frame series goes, also when a cached layer draws it
        if (!layout.hides(se.name))
            recordFrames(cache, layout, se, se.firstFrame + int(revealedCount(se, layout.revealUpTo)) - 1);
    if (!isLineChart(spec))
        return;
    DrawnChart d;
    d.key = layout.key;
    d.xTitle = spec.x.title;
    d.yTitle = spec.y.shortTitle.isEmpty() ? spec.y.title : spec.y.shortTitle;
    d.layout = layout;
    d.fullLo = layout.xFullLo;
    d.fullHi = layout.xFullHi;
    d.series = revealed(withReveal(spec, layout.revealUpTo)).series; // quiz mode: the hover reads no frame beyond the one shown
    d.hoverColumns = spec.hoverColumns;
    d.xName = spec.xName;
    d.zoomable = layout.zoomable;
    if (!layout.legend.isEmpty()) {
        double y = layout.legend.top() + 4;
        for (const Series &se : spec.series)
            if (!se.name.isEmpty()) {
                d.legendEntries.emplace_back(QRectF(layout.legend.left(), y, layout.legend.width(), layout.legendRow), se.name);
                y += layout.legendRow;
            }
    }
    auto &charts = record->charts;
    for (DrawnChart &c : charts)
        if (c.key == d.key && c.layout.area == d.layout.area) {
            c = std::move(d);
            return;
        }
    charts.push_back(std::move(d));
}

void recordFrames(PaintCache *cache, const Layout &layout, const Series &series, int lastFrame)
{
    DrawnCharts *record = cache ? cache->chartRecord() : nullptr;
    if (!record || series.firstFrame < 0)
        return;
    for (DrawnFrames &d : record->frames)
        if (d.chart == layout.key && d.series == series.name && d.firstFrame == series.firstFrame) {
            d.lastFrame = lastFrame; // the latest drawing is what shows (a kept layout was recorded whole when made)
            return;
        }
    record->frames.push_back({layout.key, series.name, series.firstFrame, lastFrame});
}

} // namespace sgd::ui::chart
