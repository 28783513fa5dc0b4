#include "render.h"

#include "chart_view.h"
#include "draw.h"
#include "paint_cache.h"
#include "run_compare_painter.h"
#include "scene_painter.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>

namespace sgd::ui {

bool paintFrame(QPainter &p, const QRectF &area, const Trace &trace, const Style &style, const FrameRequest &request)
{
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    if (!painter || trace.frames.empty())
        return false;
    // The caller's cache, or one of this picture's own (kept for this paint only).
    std::unique_ptr<PaintCache> own = request.cache ? nullptr : std::make_unique<PaintCache>();
    PaintCache &cache = request.cache ? *request.cache : *own;
    cache.nextFrame();
    Style styled = style;
    styled.cache = &cache;
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setFont(style.font);
    p.save();
    const QRectF inner = paintRealRunBand(p, area, trace, styled);
    const int index = std::clamp(request.index, 0, int(trace.frames.size()) - 1);
    const PaintContext ctx{trace, index, std::clamp(request.t, 0.0, 1.0), styled, request.options, request.view, &cache};
    const chart::ViewScope charts(cache, request.charts ? request.charts.get() : cache.chartView(), cache.chartRecord());
    const chart::SceneScope chartScene(cache,
                                       request.comparison ? QStringLiteral("compare") : QString::fromStdString(trace.scene));
    if (request.comparison)
        paintRunComparison(p, inner, *request.comparison, styled, shownStep(trace, index, ctx.t));
    else
        painter->paint(p, inner, ctx);
    p.restore();
    return true;
}

QRectF sceneArea(const Trace &trace, const QRectF &area, const Style &style)
{
    return area.adjusted(0, std::min(realRunBandHeight(trace, style), area.height() * 0.25), 0, 0);
}

QImage renderFrame(const Trace &trace, int index, const Style &style, QSize size, double scale, const QVariantMap &options,
                   const QString &view, double t, PaintCache *cache)
{
    if (!painterFor(QString::fromStdString(trace.scene)) || trace.frames.empty())
        return {};
    QImage img(QSize(int(size.width() * scale), int(size.height() * scale)), QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(scale);
    renderFrameInto(img, trace, index, style, options, view, t, cache);
    return img;
}

bool renderFrameInto(QImage &img, const Trace &trace, int index, const Style &style, const QVariantMap &options,
                     const QString &view, double t, PaintCache *cache)
{
    if (img.isNull() || !painterFor(QString::fromStdString(trace.scene)) || trace.frames.empty())
        return false;
    img.fill(style.background);
    QPainter p(&img);
    return paintFrame(p, QRectF(QPointF(0, 0), img.deviceIndependentSize()), trace, style,
                      {index, t, options, view, {}, {}, cache});
}

QByteArray renderFrameSvg(const Trace &trace, int index, const Style &style, QSize size, const QVariantMap &options,
                          const QString &view, const QString &title, double t)
{
    if (!painterFor(QString::fromStdString(trace.scene)) || trace.frames.empty())
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
    paintFrame(p, QRectF(QPointF(0, 0), QSizeF(size)), trace, style, {index, t, options, view});
    p.end();
    return bytes;
}

} // namespace sgd::ui
