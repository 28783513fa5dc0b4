#include "render.h"

#include "scene_painter.h"

#include <QPainter>

namespace sgd::ui {

QImage renderFrame(const Trace &trace, int index, const Style &style, QSize size, double scale, const QVariantMap &options,
                   const QString &view, double t)
{
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    if (!painter || trace.frames.empty())
        return {};
    QImage img(QSize(int(size.width() * scale), int(size.height() * scale)), QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(scale);
    img.fill(style.background);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setFont(style.font);
    PaintContext ctx{trace, std::clamp(index, 0, int(trace.frames.size()) - 1), t, style, options, view};
    painter->paint(p, QRectF(QPointF(0, 0), QSizeF(size)), ctx);
    p.end();
    return img;
}

} // namespace sgd::ui
