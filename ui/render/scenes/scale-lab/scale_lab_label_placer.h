#pragma once
// The surface view's label placement (scale_lab_surface.cpp): labels beside points, each on the
// first side free of the labels and markers placed before it. Private to this folder.

#include "ui/render/style.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRectF>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <vector>

namespace sgd::ui::scale_lab {

/// Labels beside points, each on the first side that stays inside the plot and clear of the
/// labels and markers placed before it; the important ones first.
class LabelPlacer {
public:
    enum Side { Right, Left, Above, Below, AboveRight, BelowRight, AboveLeft, BelowLeft };
    explicit LabelPlacer(const QRectF &bounds) : m_bounds(bounds) {}
    void block(const QRectF &r) { m_taken.push_back(r); }
    void blockPoint(QPointF c, double radius) { block(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius)); }
    /// Draws the label and returns true, or returns false when no side is free (with `force`, the
    /// first side pushed inside the bounds is used anyway).
    bool place(QPainter &p, QPointF at, const QString &text, const Style &s, const QColor &color, const QFont &font, double gap,
               std::initializer_list<Side> sides, bool force = false)
    {
        // A label wider than the whole box (a narrow zoom panel in large type) gets smaller type,
        // and is shortened if even that is too wide: it never runs out of its panel.
        QFont f = font;
        QString shown = text;
        {
            const double room = m_bounds.width() - 10;
            const double w = QFontMetricsF(f).horizontalAdvance(shown);
            if (room > 0 && w > room) {
                f.setPointSizeF(f.pointSizeF() * std::max(0.75, room / w));
                shown = QFontMetricsF(f).elidedText(shown, Qt::ElideRight, room);
            }
        }
        const QFontMetricsF fm(f);
        const QSizeF size(fm.horizontalAdvance(shown) + 10, fm.height() + 4);
        std::optional<QRectF> chosen;
        for (Side side : sides) {
            const QRectF r = rectFor(at, size, gap, side);
            if (!m_bounds.contains(r))
                continue;
            if (std::any_of(m_taken.begin(), m_taken.end(), [&](const QRectF &t) { return t.intersects(r); }))
                continue;
            chosen = r;
            break;
        }
        if (!chosen && force && sides.size() > 0) {
            QRectF r = rectFor(at, size, gap, *sides.begin());
            r.moveLeft(std::clamp(r.left(), m_bounds.left(), std::max(m_bounds.left(), m_bounds.right() - r.width())));
            r.moveTop(std::clamp(r.top(), m_bounds.top(), std::max(m_bounds.top(), m_bounds.bottom() - r.height())));
            chosen = r;
        }
        if (!chosen)
            return false;
        m_taken.push_back(*chosen);
        p.save();
        QColor bg = s.background;
        bg.setAlpha(225);
        p.setPen(QPen(color, 1));
        p.setBrush(bg);
        p.drawRoundedRect(*chosen, 4, 4);
        p.setFont(f);
        p.setPen(color);
        p.drawText(*chosen, Qt::AlignCenter, shown);
        p.restore();
        return true;
    }

private:
    static QRectF rectFor(QPointF at, QSizeF size, double gap, Side side)
    {
        const double w = size.width(), h = size.height(), d = gap * 0.7;
        switch (side) {
        case Right:
            return {at.x() + gap, at.y() - h / 2, w, h};
        case Left:
            return {at.x() - gap - w, at.y() - h / 2, w, h};
        case Above:
            return {at.x() - w / 2, at.y() - gap - h, w, h};
        case Below:
            return {at.x() - w / 2, at.y() + gap, w, h};
        case AboveRight:
            return {at.x() + d, at.y() - d - h, w, h};
        case BelowRight:
            return {at.x() + d, at.y() + d, w, h};
        case AboveLeft:
            return {at.x() - d - w, at.y() - d - h, w, h};
        case BelowLeft:
            return {at.x() - d - w, at.y() + d, w, h};
        }
        return {};
    }
    QRectF m_bounds;
    std::vector<QRectF> m_taken;
};

} // namespace sgd::ui::scale_lab
