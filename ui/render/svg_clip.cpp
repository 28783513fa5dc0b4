#include "svg_clip.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QTextItem>

namespace sgd::ui {

namespace {

class ClipEngine : public QPaintEngine {
public:
    explicit ClipEngine(QPaintDevice *target) : QPaintEngine(QPaintEngine::AllFeatures), m_target(target) {}

    bool begin(QPaintDevice *) override { return m_out.begin(m_target); }
    bool end() override { return m_out.end(); }
    void updateState(const QPaintEngineState &) override {} // read from the painter at each draw
    Type type() const override { return QPaintEngine::User; }

    void drawPath(const QPainterPath &path) override { draw(path, true); }
    void drawPolygon(const QPointF *points, int count, PolygonDrawMode mode) override
    {
        if (count <= 0)
            return;
        QPainterPath path(points[0]);
        for (int i = 1; i < count; ++i)
            path.lineTo(points[i]);
        if (mode != PolylineMode) {
            path.closeSubpath();
            path.setFillRule(mode == WindingMode ? Qt::WindingFill : Qt::OddEvenFill);
        }
        draw(path, mode != PolylineMode);
    }
    void drawPolygon(const QPoint *points, int count, PolygonDrawMode mode) override
    {
        QPolygonF f;
        for (int i = 0; i < count; ++i)
            f << QPointF(points[i]);
        drawPolygon(f.constData(), int(f.size()), mode);
    }
    void drawLines(const QLineF *lines, int count) override
    {
        QPainterPath path;
        for (int i = 0; i < count; ++i) {
            path.moveTo(lines[i].p1());
            path.lineTo(lines[i].p2());
        }
        draw(path, false);
    }
    void drawLines(const QLine *lines, int count) override
    {
        for (int i = 0; i < count; ++i) {
            const QLineF l(lines[i]);
            drawLines(&l, 1);
        }
    }
    void drawRects(const QRectF *rects, int count) override
    {
        for (int i = 0; i < count; ++i) {
            QPainterPath path;
            path.addRect(rects[i]);
            draw(path, true);
        }
    }
    void drawRects(const QRect *rects, int count) override
    {
        for (int i = 0; i < count; ++i) {
            const QRectF r(rects[i]);
            drawRects(&r, 1);
        }
    }
    void drawEllipse(const QRectF &r) override
    {
        QPainterPath path;
        path.addEllipse(r);
        draw(path, true);
    }
    void drawTextItem(const QPointF &at, const QTextItem &item) override;
    void drawPixmap(const QRectF &r, const QPixmap &pm, const QRectF &sr) override;
    void drawImage(const QRectF &r, const QImage &image, const QRectF &sr, Qt::ImageConversionFlags) override;

private:
    /// The painter's state onto the target's: pen, brush, font, opacity, hints, the transform.
    void sync()
    {
        const QPainter *in = painter();
        m_out.setOpacity(in->opacity());
        m_out.setRenderHints(in->renderHints());
        m_out.setFont(in->font());
        m_out.setTransform(in->deviceTransform());
        m_out.setPen(in->pen());
        m_out.setBrush(in->brush());
    }
    /// The clip in device coordinates, or an empty path when nothing clips.
    QPainterPath clip() const
    {
        const QPainter *in = painter();
        return in->hasClipping() ? in->deviceTransform().map(in->clipPath()) : QPainterPath();
    }
    void draw(const QPainterPath &path, bool fill);

    QPaintDevice *m_target;
    QPainter m_out;
};

void ClipEngine::draw(const QPainterPath &path, bool fill)
{
    sync();
    if (!fill)
        m_out.setBrush(Qt::NoBrush);
    const QPainterPath cut = clip();
    const QPen pen = painter()->pen();
    const QTransform t = painter()->deviceTransform();
    const bool stroke = pen.style() != Qt::NoPen;
    QPainterPathStroker stroker(pen);
    if (pen.isCosmetic() || pen.widthF() <= 0)
        stroker.setWidth(std::max(1.0, pen.widthF()));
    // The outline a stroke paints, in device coordinates (a cosmetic pen's width is the device's).
    const QPainterPath outline = !stroke            ? QPainterPath()
                                 : pen.isCosmetic() ? stroker.createStroke(t.map(path))
                                                    : t.map(stroker.createStroke(path));
    const QPainterPath devicePath = t.map(path);
    const QRectF bounds = (stroke ? outline.boundingRect() : QRectF()).united(fill ? devicePath.boundingRect() : QRectF());
    if (cut.isEmpty() && !painter()->hasClipping()) {
        m_out.drawPath(path);
        return;
    }
    if (cut.contains(bounds)) { // wholly inside: the SVG keeps the line or shape as it is
        m_out.drawPath(path);
        return;
    }
    if (!cut.intersects(bounds))
        return;
    m_out.setTransform(QTransform());
    m_out.setPen(Qt::NoPen);
    if (fill && painter()->brush().style() != Qt::NoBrush) {
        QBrush brush = painter()->brush();
        brush.setTransform(brush.transform() * t);
        m_out.setBrush(brush);
        m_out.drawPath(devicePath.intersected(cut));
    }
    if (stroke) {
        m_out.setBrush(pen.brush());
        m_out.drawPath(outline.intersected(cut));
    }
}

void ClipEngine::drawTextItem(const QPointF &at, const QTextItem &item)
{
    sync();
    const QString text = item.text();
    const QPainterPath cut = clip();
    const QTransform t = painter()->deviceTransform();
    const QRectF box = t.mapRect(QFontMetricsF(item.font(), m_target).boundingRect(text).translated(at));
    if (!painter()->hasClipping() || cut.contains(box)) {
        m_out.setFont(item.font());
        m_out.drawText(at, text);
        return;
    }
    if (!cut.intersects(box))
        return;
    QPainterPath glyphs; // crossing the clip: the letters as outlines, cut
    glyphs.addText(at, item.font(), text);
    m_out.setTransform(QTransform());
    m_out.setPen(Qt::NoPen);
    m_out.setBrush(painter()->pen().brush());
    m_out.drawPath(t.map(glyphs).intersected(cut));
}

void ClipEngine::drawPixmap(const QRectF &r, const QPixmap &pm, const QRectF &sr)
{
    drawImage(r, pm.toImage(), sr, Qt::AutoColor);
}

void ClipEngine::drawImage(const QRectF &r, const QImage &image, const QRectF &sr, Qt::ImageConversionFlags)
{
    sync();
    QRectF target = r, source = sr;
    if (painter()->hasClipping()) { // cut to the clip's bounds (pictures are clipped by rectangles here)
        const QRectF bounds = painter()->clipPath().boundingRect();
        const QRectF kept = r.intersected(bounds);
        if (kept.isEmpty())
            return;
        const double sx = sr.width() / r.width(), sy = sr.height() / r.height();
        source = QRectF(sr.left() + (kept.left() - r.left()) * sx, sr.top() + (kept.top() - r.top()) * sy, kept.width() * sx,
                        kept.height() * sy);
        target = kept;
    }
    m_out.drawImage(target, image, source);
}

} // namespace

ClippedSvgDevice::ClippedSvgDevice(QPaintDevice *target) : m_target(target), m_engine(std::make_unique<ClipEngine>(target)) {}

ClippedSvgDevice::~ClippedSvgDevice() = default;

QPaintEngine *ClippedSvgDevice::paintEngine() const
{
    return m_engine.get();
}

int ClippedSvgDevice::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return m_target->width();
    case PdmHeight:
        return m_target->height();
    case PdmWidthMM:
        return m_target->widthMM();
    case PdmHeightMM:
        return m_target->heightMM();
    case PdmNumColors:
        return m_target->colorCount();
    case PdmDepth:
        return m_target->depth();
    case PdmDpiX:
        return m_target->logicalDpiX();
    case PdmDpiY:
        return m_target->logicalDpiY();
    case PdmPhysicalDpiX:
        return m_target->physicalDpiX();
    case PdmPhysicalDpiY:
        return m_target->physicalDpiY();
    case PdmDevicePixelRatio:
        return int(m_target->devicePixelRatio());
    case PdmDevicePixelRatioScaled:
        return int(m_target->devicePixelRatioF() * QPaintDevice::devicePixelRatioFScale());
    default:
        return QPaintDevice::metric(metric);
    }
}

} // namespace sgd::ui
