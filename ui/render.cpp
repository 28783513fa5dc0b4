#include "render.h"

#include "scene_painter.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

namespace sgd::ui {

QImage renderFrame(const Trace &trace, int index, const Style &style, QSize size, double scale, const QVariantMap &options,
                   const QString &view, double t)
{
    if (!painterFor(QString::fromStdString(trace.scene)) || trace.frames.empty())
        return {};
    QImage img(QSize(int(size.width() * scale), int(size.height() * scale)), QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(scale);
    renderFrameInto(img, trace, index, style, options, view, t);
    return img;
}

bool renderFrameInto(QImage &img, const Trace &trace, int index, const Style &style, const QVariantMap &options, const QString &view,
                     double t)
{
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    if (!painter || trace.frames.empty() || img.isNull())
        return false;
    img.fill(style.background);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setFont(style.font);
    PaintContext ctx{trace, std::clamp(index, 0, int(trace.frames.size()) - 1), t, style, options, view};
    painter->paint(p, QRectF(QPointF(0, 0), img.deviceIndependentSize()), ctx);
    p.end();
    return true;
}

QByteArray renderFrameSvg(const Trace &trace, int index, const Style &style, QSize size, const QVariantMap &options,
                          const QString &view, const QString &title, double t)
{
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    if (!painter || trace.frames.empty())
        return {};
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator gen;
    gen.setOutputDevice(&buffer);
    gen.setSize(size);
    gen.setViewBox(QRect(QPoint(0, 0), size));
    gen.setTitle(title.isEmpty() ? QString::fromStdString(trace.scene) : title);
    gen.setDescription(QStringLiteral("SGD Studio, scene %1, step %2").arg(QString::fromStdString(trace.scene)).arg(index));
    QPainter p(&gen);
    p.setRenderHint(QPainter::Antialiasing);
    p.setFont(style.font);
    PaintContext ctx{trace, std::clamp(index, 0, int(trace.frames.size()) - 1), std::clamp(t, 0.0, 1.0), style, options, view};
    painter->paint(p, QRectF(QPointF(0, 0), QSizeF(size)), ctx);
    p.end();
    return bytes;
}

} // namespace sgd::ui
