#include "chart_interaction.h"

#include <QEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace sgd::ui {

namespace {

/// The x scale of the chart over its whole range (the pixels of its plot).
chart::Scale wholeScale(const chart::DrawnChart &d)
{
    chart::Scale sc = d.layout.x;
    sc.lo = d.fullLo;
    sc.hi = d.fullHi;
    return sc;
}

/// The index of the point of `se` nearest to pixel column `px` inside the chart's x range, or -1.
int nearestPoint(const chart::Layout &L, const chart::Series &se, double px)
{
    int best = -1;
    double bestDist = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < se.points.size(); ++i) {
        const QPointF &q = se.points[i];
        if (!std::isfinite(q.x()) || !std::isfinite(q.y()) || q.x() < L.x.lo || q.x() > L.x.hi)
            continue;
        const double dist = std::abs(L.x.map(q.x()) - px);
        if (dist < bestDist) {
            bestDist = dist;
            best = int(i);
        }
    }
    return best;
}

} // namespace

double ChartHover::Row::valueOf(const QString &name) const
{
    for (const Value &v : more)
        if (v.name == name)
            return v.value;
    return std::numeric_limits<double>::quiet_NaN();
}

const ChartHover::Row *ChartHover::row(const QString &name) const
{
    for (const Row &r : rows)
        if (r.name == name)
            return &r;
    return nullptr;
}

ChartInteraction::ChartInteraction(QWidget *canvas)
    : QObject(canvas), m_canvas(canvas), m_state(std::make_shared<chart::ViewState>())
{
    canvas->installEventFilter(this);
}

void ChartInteraction::clear()
{
    m_state = std::make_shared<chart::ViewState>();
    m_dragging = false;
    m_canvas->update();
}

void ChartInteraction::keepScene(const QString &scene)
{
    auto next = std::make_shared<chart::ViewState>(*m_state);
    next->keepScene(scene);
    m_state = std::move(next);
    m_dragging = false;
    m_canvas->update();
}

void ChartInteraction::setState(const chart::ViewState &state)
{
    m_state = std::make_shared<chart::ViewState>(state);
    m_dragging = false;
    m_canvas->update();
}

chart::DrawnCharts &ChartInteraction::startPaint()
{
    m_drawn.clear();
    return m_drawn;
}

void ChartInteraction::setView(const QString &key, const chart::ChartView &view)
{
    auto next = std::make_shared<chart::ViewState>(*m_state);
    next->set(key, view);
    m_state = std::move(next);
    m_canvas->update();
}

void ChartInteraction::setRange(const chart::DrawnChart &d, double lo, double hi)
{
    chart::ChartView view = m_state->of(d.key);
    const chart::Scale whole = wholeScale(d);
    const QRectF &plot = d.layout.plot;
    double a = whole.map(lo), b = whole.map(hi);
    if (!std::isfinite(a) || !std::isfinite(b) || b - a >= plot.width() - 0.5) {
        view.xLo = view.xHi = std::numeric_limits<double>::quiet_NaN(); // the whole range again
    } else {
        // Kept inside the whole range, at the same width on the screen.
        const double shift = a < plot.left() ? plot.left() - a : b > plot.right() ? plot.right() - b : 0.0;
        a += shift, b += shift;
        view.xLo = whole.unmap(a);
        view.xHi = whole.unmap(b);
    }
    setView(d.key, view);
}

bool ChartInteraction::zoomAt(QPointF pos, double factor)
{
    const chart::DrawnChart *d = m_drawn.at(pos);
    if (!d || !d->zoomable || !d->layout.plot.contains(pos))
        return false;
    const chart::Scale &sc = d->layout.x;
    const QRectF &plot = d->layout.plot;
    const double left = pos.x() - (pos.x() - plot.left()) * factor, right = pos.x() + (plot.right() - pos.x()) * factor;
    // No closer than a ten-thousandth of the whole range: far enough to tell neighbouring updates apart.
    const chart::Scale whole = wholeScale(*d);
    if (factor < 1 && whole.map(sc.unmap(right)) - whole.map(sc.unmap(left)) < plot.width() * 1e-4)
        return true;
    setRange(*d, sc.unmap(left), sc.unmap(right));
    return true;
}

bool ChartInteraction::zoomYAt(QPointF pos, double factor)
{
    const chart::DrawnChart *d = m_drawn.at(pos);
    if (!d || !d->zoomable || !d->layout.plot.contains(pos))
        return false;
    const chart::Scale &sc = d->layout.y; // from the plot's bottom (lo) up to its top (hi)
    const QRectF &plot = d->layout.plot;
    const double bottom = pos.y() + (plot.bottom() - pos.y()) * factor, top = pos.y() - (pos.y() - plot.top()) * factor;
    const double lo = sc.unmap(bottom), hi = sc.unmap(top);
    if (!std::isfinite(lo) || !std::isfinite(hi) || !(hi > lo) || (factor < 1 && hi - lo < 1e-9 * std::max(1.0, std::abs(hi))))
        return true;
    chart::ChartView view = m_state->of(d->key);
    view.yLo = lo, view.yHi = hi;
    setView(d->key, view);
    return true;
}

bool ChartInteraction::resetAt(QPointF pos)
{
    const chart::DrawnChart *d = m_drawn.at(pos);
    if (!d || !d->zoomable || !d->layout.plot.contains(pos))
        return false;
    chart::ChartView view = m_state->of(d->key);
    view.xLo = view.xHi = std::numeric_limits<double>::quiet_NaN();
    view.yLo = view.yHi = std::numeric_limits<double>::quiet_NaN();
    setView(d->key, view);
    return true;
}

bool ChartInteraction::toggleLegendAt(QPointF pos)
{
    const chart::DrawnChart *d = m_drawn.at(pos);
    if (!d)
        return false;
    for (const auto &[box, name] : d->legendEntries)
        if (box.contains(pos)) {
            chart::ChartView view = m_state->of(d->key);
            if (!view.hidden.removeAll(name))
                view.hidden.append(name);
            setView(d->key, view);
            return true;
        }
    return false;
}

std::optional<ChartHover> ChartInteraction::hoverAt(QPointF pos) const
{
    const chart::DrawnChart *d = m_drawn.at(pos);
    if (!d || !d->layout.plot.contains(pos) || d->layout.legend.contains(pos))
        return std::nullopt;
    ChartHover h;
    h.chart = d->key;
    h.cursor = pos;
    h.xTitle = d->xTitle.isEmpty() ? d->xName : d->xTitle;
    for (const chart::Series &se : d->series) {
        if (d->layout.hides(se.name))
            continue;
        const int i = nearestPoint(d->layout, se, pos.x());
        if (i < 0)
            continue;
        const QPointF q = se.points[std::size_t(i)];
        h.rows.push_back({se.name.isEmpty() ? d->yTitle : se.name, se.color, q.x(), q.y(), d->layout.map(q), {}});
        for (const chart::Spec::HoverColumn &c : d->hoverColumns)
            if (&d->series[c.series] == &se && std::size_t(i) < c.values.size()) {
                const double v = c.values[std::size_t(i)];
                h.rows.back().more.push_back({c.name, v, c.text ? c.text(v) : QString()});
            }
    }
    if (h.rows.empty())
        return std::nullopt;
    return h;
}

bool ChartInteraction::press(QPointF pos)
{
    if (toggleLegendAt(pos))
        return true;
    const chart::DrawnChart *d = m_drawn.at(pos);
    if (!d || !d->zoomable || !d->layout.plot.contains(pos))
        return false;
    m_dragging = true;
    m_dragKey = d->key;
    m_dragFrom = pos;
    m_dragScale = d->layout.x;
    return true;
}

bool ChartInteraction::move(QPointF pos, bool buttonDown)
{
    const bool hovered = m_mouse && hoverAt(*m_mouse);
    m_mouse = pos;
    if (m_dragging && buttonDown) {
        const auto it = std::find_if(m_drawn.charts.begin(), m_drawn.charts.end(),
                                     [&](const chart::DrawnChart &c) { return c.key == m_dragKey; });
        if (it == m_drawn.charts.end())
            return true;
        const double dx = pos.x() - m_dragFrom.x();
        setRange(*it, m_dragScale.unmap(m_dragScale.from - dx), m_dragScale.unmap(m_dragScale.to - dx));
        return true;
    }
    if (hovered || hoverAt(pos))
        m_canvas->update(); // the crosshair follows, or goes
    return false;
}

bool ChartInteraction::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_canvas)
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() != Qt::LeftButton || !press(e->position()))
            return false;
        m_canvas->setFocus();
        return true;
    }
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        return move(e->position(), e->buttons() & Qt::LeftButton);
    }
    case QEvent::MouseButtonRelease:
        if (!m_dragging)
            return false;
        m_dragging = false;
        return true;
    case QEvent::MouseButtonDblClick:
        return resetAt(static_cast<QMouseEvent *>(event)->position());
    case QEvent::Wheel: {
        auto *e = static_cast<QWheelEvent *>(event);
        if (e->modifiers() & Qt::ShiftModifier) { // some systems turn a shifted wheel sideways
            const QPoint d = e->angleDelta();
            const double n = (d.y() != 0 ? d.y() : d.x()) / 120.0;
            return n != 0 && zoomYAt(e->position(), std::pow(0.8, n));
        }
        const double notches = e->angleDelta().y() / 120.0;
        return notches != 0 && zoomAt(e->position(), std::pow(0.8, notches));
    }
    case QEvent::Leave:
        if (m_mouse && hoverAt(*m_mouse))
            m_canvas->update();
        m_mouse.reset();
        return false;
    default:
        return false;
    }
}

} // namespace sgd::ui
