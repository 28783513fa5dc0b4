#include "chart_view.h"

#include <algorithm>
#include <functional>

namespace sgd::ui::chart {

namespace {

thread_local const ViewState *t_state = nullptr;
thread_local DrawnCharts *t_record = nullptr;

} // namespace

bool ViewState::empty() const
{
    for (const ChartView &v : charts)
        if (v.zoomed() || !v.hidden.isEmpty())
            return false;
    return true;
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
        for (const QString &name : it->hidden)
            mixIn(qHash(name));
        sum += h;
    }
    return sum;
}

void ViewState::set(const QString &key, const ChartView &view)
{
    if (!view.zoomed() && view.hidden.isEmpty())
        charts.remove(key);
    else
        charts.insert(key, view);
}

bool isLineChart(const Spec &spec)
{
    return std::any_of(spec.series.begin(), spec.series.end(), [](const Series &se) { return se.points.size() >= 2; });
}

QString chartKey(const Spec &spec) { return spec.x.title + QLatin1Char('|') + spec.y.title; }

const DrawnChart *DrawnCharts::at(QPointF pos) const
{
    for (auto it = charts.rbegin(); it != charts.rend(); ++it)
        if (it->layout.plot.contains(pos) || it->layout.legend.contains(pos))
            return &*it;
    return nullptr;
}

ViewScope::ViewScope(const ViewState *state, DrawnCharts *record) : m_prevState(t_state), m_prevRecord(t_record)
{
    t_state = state;
    t_record = record;
}

ViewScope::~ViewScope()
{
    t_state = m_prevState;
    t_record = m_prevRecord;
}

const ViewState *currentViewState() { return t_state; }

DrawnCharts *currentRecord() { return t_record; }

std::size_t currentViewStamp() { return t_state ? t_state->stamp() : 0; }

void recordDrawn(const Layout &layout, const Spec &spec)
{
    if (!t_record)
        return;
    for (const Series &se : spec.series) // how far each per-frame series goes, also when a cached layer draws it
        if (!layout.hides(se.name))
            recordFrames(layout, se, se.firstFrame + int(revealedCount(se, layout.revealUpTo)) - 1);
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
    if (!layout.legend.isEmpty()) {
        double y = layout.legend.top() + 4;
        for (const Series &se : spec.series)
            if (!se.name.isEmpty()) {
                d.legendEntries.emplace_back(QRectF(layout.legend.left(), y, layout.legend.width(), layout.legendRow), se.name);
                y += layout.legendRow;
            }
    }
    auto &charts = t_record->charts;
    for (DrawnChart &c : charts)
        if (c.key == d.key && c.layout.area == d.layout.area) {
            c = std::move(d);
            return;
        }
    charts.push_back(std::move(d));
}

void recordFrames(const Layout &layout, const Series &series, int lastFrame)
{
    if (!t_record || series.firstFrame < 0)
        return;
    for (DrawnFrames &d : t_record->frames)
        if (d.chart == layout.key && d.series == series.name && d.firstFrame == series.firstFrame) {
            d.lastFrame = lastFrame; // the latest drawing is what shows (a kept layout was recorded whole when made)
            return;
        }
    t_record->frames.push_back({layout.key, series.name, series.firstFrame, lastFrame});
}

} // namespace sgd::ui::chart
