// Pen strokes painted into a picture: shared by the canvas's pen overlay (ui/pen_overlay.cpp) and
// the exporter, so a note lands on the same spot of the picture at any size.
#include "pen_strokes.h"

#include <QFontMetricsF>
#include <QObject>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace sgd::ui {

QPointF penToPixels(const PenPoint &q, const QRectF &area)
{
    return {area.left() + q.x * area.width(), area.top() + q.y * area.height()};
}

namespace {

/// The stroke's colour for this background: the darker hues are lifted on a dark one so that
/// every colour still reads on a projector.
QColor inkFor(const std::string &hex, const Style &style)
{
    QColor c(QString::fromStdString(hex));
    if (!c.isValid())
        c = QColor(QStringLiteral("#d55e00"));
    if (style.background.lightnessF() < 0.5 && c.lightnessF() < 0.55)
        c = c.lighter(145);
    return c;
}

QFont noteFont(const Style &style, const QRectF &area)
{
    QFont f = style.font;
    f.setBold(true);
    f.setPixelSize(std::max(11, int(std::lround(kPenTextHeight * area.height()))));
    return f;
}

/// The line under a stroke in the background colour: it keeps the ink apart from the picture.
QPen haloPen(const Style &style, double width)
{
    QColor halo = style.background;
    halo.setAlpha(std::min(halo.alpha(), 190));
    return QPen(halo, width + std::max(2.0, width * 0.9), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

void paintLine(QPainter &p, const QPainterPath &path, const QColor &ink, const Style &style, double w)
{
    p.setBrush(Qt::NoBrush);
    p.setPen(haloPen(style, w));
    p.drawPath(path);
    p.setPen(QPen(ink, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(path);
}

void paintArrow(QPainter &p, const QPointF &tail, const QPointF &head, const QColor &ink, const Style &style, double w)
{
    const QLineF line(tail, head);
    const double len = line.length();
    const double size = std::min(std::max(10.0, w * 4.5), std::max(len * 0.6, 1.0));
    QLineF back(head, tail);
    back.setLength(size);
    QLineF left = back, right = back;
    left.setAngle(back.angle() + 26);
    right.setAngle(back.angle() - 26);
    QPolygonF tip;
    tip << head << left.p2() << right.p2();
    QLineF shaft(tail, head);
    shaft.setLength(std::max(0.0, len - size * 0.8));
    QPainterPath path(shaft.p1());
    path.lineTo(shaft.p2());
    paintLine(p, path, ink, style, w);
    p.setPen(haloPen(style, w * 0.6));
    p.setBrush(ink);
    p.drawPolygon(tip);
    p.setPen(QPen(ink, 1.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolygon(tip);
}

void paintNote(QPainter &p, const PenStroke &s, const QRectF &area, const QColor &ink, const Style &style)
{
    const QFont font = noteFont(style, area);
    const QFontMetricsF fm(font);
    const QString text = QString::fromStdString(s.text);
    const double pad = fm.height() * 0.3;
    const QPointF at = penToPixels(s.points.front(), area);
    QRectF box(at, QSizeF(fm.horizontalAdvance(text) + 2 * pad, fm.height() + pad));
    // A note near an edge stays on the picture.
    box.moveRight(std::min(box.right(), area.right() - 1));
    box.moveBottom(std::min(box.bottom(), area.bottom() - 1));
    box.moveLeft(std::max(box.left(), area.left() + 1));
    box.moveTop(std::max(box.top(), area.top() + 1));
    QColor fill = style.panel;
    fill.setAlpha(235);
    p.setPen(QPen(ink, std::max(1.5, kPenNoteEdge * area.height())));
    p.setBrush(fill);
    const double r = fm.height() * 0.25;
    p.drawRoundedRect(box, r, r);
    p.setFont(font);
    p.setPen(ink);
    p.drawText(box, Qt::AlignCenter, text);
}

void paintStroke(QPainter &p, const PenStroke &s, const QRectF &area, const Style &style)
{
    if (s.points.empty())
        return;
    const QColor ink = inkFor(s.colour, style);
    const double w = std::max(1.5, s.width * area.height());
    switch (s.kind) {
    case PenKind::Freehand: {
        QPainterPath path(penToPixels(s.points.front(), area));
        for (std::size_t i = 1; i < s.points.size(); ++i)
            path.lineTo(penToPixels(s.points[i], area));
        if (s.points.size() == 1) // a dot: a click without a drag
            path.lineTo(penToPixels(s.points.front(), area) + QPointF(0.01, 0));
        paintLine(p, path, ink, style, w);
        break;
    }
    case PenKind::Arrow:
        if (s.points.size() == 2)
            paintArrow(p, penToPixels(s.points[0], area), penToPixels(s.points[1], area), ink, style, w);
        break;
    case PenKind::Text:
        if (!s.text.empty())
            paintNote(p, s, area, ink, style);
        break;
    }
}

} // namespace

const std::vector<PenColour> &penColours()
{
    static const std::vector<PenColour> colours = {
        {QT_TRANSLATE_NOOP("PenOverlay", "Vermillion"), "#d55e00"},
        {QT_TRANSLATE_NOOP("PenOverlay", "Blue"), "#0072b2"},
        {QT_TRANSLATE_NOOP("PenOverlay", "Bluish green"), "#009e73"},
        {QT_TRANSLATE_NOOP("PenOverlay", "Reddish purple"), "#cc79a7"},
    };
    return colours;
}

void paintPenStrokes(QPainter &p, const QRectF &area, const std::vector<PenStroke> &strokes, int step, const Style &style)
{
    if (!hasPenStrokes(strokes, step))
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setClipRect(area);
    for (const PenStroke &s : strokes)
        if (s.step == step)
            paintStroke(p, s, area, style);
    p.restore();
}

bool hasPenStrokes(const std::vector<PenStroke> &strokes, int step)
{
    return std::any_of(strokes.begin(), strokes.end(), [step](const PenStroke &s) { return s.step == step; });
}

} // namespace sgd::ui
