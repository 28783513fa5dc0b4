// The hover's picture: a crosshair over the plot, a ring on each series' nearest point and a box
// with their values, kept inside the canvas.

#include "chart_interaction.h"

#include "ui/render/draw.h"
#include "ui/render/number_format.h"

#include <QFontMetricsF>
#include <QObject>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace sgd::ui {

namespace {

/// A value as the hover box writes it: a whole number as a count, anything else by the policy.
QString valueText(double v)
{
    return std::isfinite(v) && v == std::round(v) && std::abs(v) < 1e15 ? formatCount(v) : formatNumber(v);
}

/// The box's lines: a heading with the x value when every row has the same x, then one line per
/// series (its name and y; its x too when the rows' x differ).
struct BoxText {
    QString heading;
    std::vector<std::pair<QString, QString>> rows; ///< name, value
    std::vector<int>
        series; ///< per row: the hover row it names (with a colour swatch), or -1 for a further value of the one above
};

BoxText boxText(const ChartHover &h)
{
    BoxText t;
    const bool sameX =
        std::all_of(h.rows.begin(), h.rows.end(), [&](const ChartHover::Row &r) { return r.x == h.rows.front().x; });
    // The x axis' name without its scale note, as the chart's title writes it in the language shown.
    QString xName = h.xTitle;
    xName.remove(QObject::tr(" (log scale)", "the end of a chart axis' title, left out of the hover box"));
    if (sameX)
        t.heading = QObject::tr("%1: %2", "the hover box's heading: the x axis' name, the x value")
                        .arg(xName.isEmpty() ? QStringLiteral("x") : xName, valueText(h.rows.front().x));
    for (std::size_t i = 0; i < h.rows.size(); ++i) {
        const ChartHover::Row &r = h.rows[i];
        t.rows.emplace_back(
            r.name,
            sameX ? valueText(r.y)
                  : QObject::tr("%1 at %2", "a hovered point: its y value at its x value").arg(valueText(r.y), valueText(r.x)));
        t.series.push_back(int(i));
        for (const ChartHover::Row::Value &v : r.more) {
            t.rows.emplace_back(v.name, v.text.isEmpty() ? valueText(v.value) : v.text);
            t.series.push_back(-1);
        }
    }
    return t;
}

/// Where a box of `size` goes: below right of the cursor, flipped to the other side where the
/// canvas ends, and always inside the canvas.
QRectF boxPlace(QSizeF size, QPointF cursor, const QRectF &canvas, double gap)
{
    QRectF box(cursor + QPointF(gap, gap), size);
    if (box.right() > canvas.right() - 4)
        box.moveRight(cursor.x() - gap);
    if (box.bottom() > canvas.bottom() - 4)
        box.moveBottom(cursor.y() - gap);
    box.moveLeft(std::clamp(box.left(), canvas.left() + 4, std::max(canvas.left() + 4, canvas.right() - 4 - box.width())));
    box.moveTop(std::clamp(box.top(), canvas.top() + 4, std::max(canvas.top() + 4, canvas.bottom() - 4 - box.height())));
    return box;
}

/// The box in the chart's own area where it fits there (it covers no other panel), else anywhere
/// on the canvas; opaque, so nothing behind it shows through its text.
void paintValueBox(QPainter &p, const ChartHover &h, const QRectF &chartArea, const QRectF &canvas, const Style &s)
{
    const BoxText t = boxText(h);
    const QFont body = s.labelFont(), bold = s.labelFont(true);
    const QFontMetricsF fm(body, p.device()), bfm(bold, p.device());
    const double row = fm.height() * 1.15, pad = 0.6 * fm.height(), swatch = 1.4 * fm.height(), gap = fm.height();
    double nameW = 0, valueW = 0;
    for (const auto &[name, value] : t.rows)
        nameW = std::max(nameW, fm.horizontalAdvance(name)), valueW = std::max(valueW, bfm.horizontalAdvance(value));
    const double width = std::max(bfm.horizontalAdvance(t.heading), swatch + 6 + nameW + gap + valueW) + 2 * pad +
                         2; // +2: no name elided by rounding
    const double height = (t.heading.isEmpty() ? 0 : row) + row * double(t.rows.size()) + 2 * pad;
    const QSizeF size(std::min(width, canvas.width() - 8), height);
    const QRectF bounds =
        chartArea.width() >= size.width() + 8 && chartArea.height() >= size.height() + 8 ? chartArea & canvas : canvas;
    const QRectF box = boxPlace(size, h.cursor, bounds, 1.2 * fm.height());
    p.setPen(QPen(s.muted, s.gridWidth()));
    p.setBrush(s.panel);
    p.drawRoundedRect(box, s.cornerRadius(), s.cornerRadius());
    double y = box.top() + pad;
    const double inner = box.width() - 2 * pad;
    if (!t.heading.isEmpty()) {
        p.setFont(bold);
        p.setPen(s.foreground);
        p.drawText(QRectF(box.left() + pad, y, inner, row), Qt::AlignLeft | Qt::AlignVCenter,
                   bfm.elidedText(t.heading, Qt::ElideRight, inner));
        y += row;
    }
    for (std::size_t i = 0; i < t.rows.size(); ++i, y += row) {
        const double mid = y + row / 2;
        if (t.series[i] >= 0) {
            p.setPen(QPen(h.rows[std::size_t(t.series[i])].color, s.curveWidth() * 1.2, Qt::SolidLine, Qt::FlatCap));
            p.drawLine(QPointF(box.left() + pad, mid), QPointF(box.left() + pad + swatch, mid));
        }
        p.setFont(body);
        p.setPen(s.foreground);
        const QRectF line(box.left() + pad + swatch + 6, y, inner - swatch - 6, row);
        p.drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(t.rows[i].first, Qt::ElideRight, std::max(0.0, line.width() - valueW - gap)));
        p.setFont(bold);
        p.drawText(line, Qt::AlignRight | Qt::AlignVCenter, t.rows[i].second);
    }
}

/// On a zoomed chart, a small note says how to get the whole range back: under the plot, at the
/// right end of the x title's row (off the data and the legend; left out where the title needs the
/// room). The canvas only: an export shows the zoom without it.
void paintZoomNote(QPainter &p, const chart::Layout &L, const Style &s)
{
    const QString text = QObject::tr("zoomed · double-click: whole range");
    p.setFont(s.noteFont());
    const QFontMetricsF fm(p.font(), p.device());
    const double w = fm.horizontalAdvance(text) + 4;
    const double title = QFontMetricsF(s.bodyFont(), p.device()).horizontalAdvance(L.xTitleText);
    if ((L.xTitle.width() - title) / 2 < w + 8)
        return;
    p.setPen(s.muted);
    p.drawText(QRectF(L.xTitle.right() - w, L.xTitle.top(), w, L.xTitle.height()), Qt::AlignRight | Qt::AlignVCenter, text);
}

} // namespace

QStringList hoverBoxLines(const ChartHover &h)
{
    const BoxText t = boxText(h);
    QStringList out{t.heading};
    for (const auto &[name, value] : t.rows)
        out << name + QLatin1Char('\t') + value;
    return out;
}

void ChartInteraction::paintOverlay(QPainter &p, const QRectF &canvas, const Style &s) const
{
    p.save();
    for (const chart::DrawnChart &d : m_drawn.charts)
        if (d.layout.x.lo != d.fullLo || d.layout.x.hi != d.fullHi || (d.zoomable && m_state->of(d.key).yZoomed()))
            paintZoomNote(p, d.layout, s);
    p.restore();
    if (!m_mouse || m_dragging)
        return;
    const std::optional<ChartHover> h = hoverAt(*m_mouse);
    const chart::DrawnChart *d = m_drawn.at(*m_mouse);
    if (!h || !d)
        return;
    const QRectF &plot = d->layout.plot;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(draw::withAlpha(s.foreground, 150), s.cursorWidth(), Qt::DashLine));
    p.drawLine(QPointF(h->cursor.x(), plot.top()), QPointF(h->cursor.x(), plot.bottom()));
    p.drawLine(QPointF(plot.left(), h->cursor.y()), QPointF(plot.right(), h->cursor.y()));
    const double r = std::max(s.currentRadius() * 0.8, s.markerRadius() + 2);
    for (const ChartHover::Row &row : h->rows) {
        if (!plot.adjusted(-1, -1, 1, 1).contains(row.at))
            continue; // off the chart's y range: the box still says its value
        p.setPen(QPen(row.color, 2 * s.curveWidth()));
        p.setBrush(draw::withAlpha(s.background, 200));
        p.drawEllipse(row.at, r, r);
    }
    paintValueBox(p, *h, d->layout.area, canvas, s);
    p.restore();
}

} // namespace sgd::ui
