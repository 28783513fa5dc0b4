#include "paint_cache.h"

#include "chart_view.h"

#include <QPaintEngine>

#include <algorithm>
#include <iterator>

namespace sgd::ui {

namespace {

/// How many layers, and how many bytes of them, the cache keeps: enough for every layer of the
/// busiest view (a scene of four charts keeps an axes layer and a run layer or two per chart), so
/// a frame never rasterizes a layer that the frame before it dropped to make room.
constexpr std::size_t kMaxLayers = 32;
constexpr qsizetype kMaxLayerBytes = qsizetype(96) << 20;
/// Versions of one place (the same device rectangle) kept: the frame shown, and the two before it
/// for a teacher stepping back and forth.
constexpr std::ptrdiff_t kVersionsPerPlace = 3;

} // namespace

PaintCache::PaintCache() = default;

PaintCache::~PaintCache() = default;

void PaintCache::keepSpare(QImage image)
{
    m_spares.insert(m_spares.begin(), std::move(image));
    if (m_spares.size() > 4)
        m_spares.pop_back();
}

void PaintCache::forgetLayers()
{
    for (Layer &l : m_layers)
        keepSpare(std::move(l.image));
    m_layers.clear();
}

void PaintCache::forgetAll()
{
    m_layers.clear();
    m_spares.clear();
    m_memos.clear();
}

std::size_t PaintCache::chartViewStamp() const
{
    return m_view ? m_view->stamp() : 0;
}

void PaintCache::drawLayer(QPainter &p, const QRectF &rect, std::size_t key, const QColor &background,
                           const std::function<void(QPainter &)> &paint)
{
    // A reader's zoom or hidden series (chart_view.h) changes what a chart's layer shows.
    if (const std::size_t stamp = chartViewStamp())
        key = (key ^ stamp) * 1099511628211ull;
    const QTransform m = p.deviceTransform();
    QPaintDevice *device = p.device();
    const bool raster = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster && device;
    if (!raster || m.type() > QTransform::TxScale) {
        paint(p);
        return;
    }
    // The device's own area in device pixels: for a widget's painter that includes the widget's
    // offset in its window and the pixel ratio (what the painter adds beyond its world transform).
    const QTransform toDevice = p.worldTransform().inverted() * m;
    const QRect pixels =
        m.mapRect(rect).toAlignedRect() & toDevice.mapRect(QRectF(0, 0, device->width(), device->height())).toAlignedRect();
    if (pixels.isEmpty())
        return;
    std::vector<Layer> &layers = m_layers; // (most recent first)
    auto same = [&](const Layer &l) {
        return l.key == key && l.pixels == pixels && l.transform == m && l.hints == p.renderHints();
    };
    auto it = std::find_if(layers.begin(), layers.end(), same);
    if (it == layers.end()) {
        QImage image;
        // A layer whose picture changes with the frame (a scene's workers, redrawn each round) comes
        // back under a new key at the same place: past the last few versions of one place, the
        // oldest gives its image to the new one instead of the cache taking fresh memory each round.
        // (Never a layer this frame showed: several charts' layers can share one place.)
        const auto samePlace = [&](const Layer &l) { return l.pixels == pixels && l.transform == m; };
        const auto oldest =
            std::find_if(layers.rbegin(), layers.rend(), [&](const Layer &l) { return samePlace(l) && l.frame != m_frame; });
        if (oldest != layers.rend() && std::count_if(layers.begin(), layers.end(), samePlace) >= kVersionsPerPlace) {
            image = std::move(oldest->image);
            layers.erase(std::next(oldest).base());
        } else if (auto spare =
                       std::find_if(m_spares.begin(), m_spares.end(), [&](const QImage &i) { return i.size() == pixels.size(); });
                   spare != m_spares.end()) {
            image = std::move(*spare);
            m_spares.erase(spare);
        } else {
            image = QImage(pixels.size(), QImage::Format_ARGB32_Premultiplied);
        }
        Layer l{key, pixels, m, p.renderHints(), std::move(image), m_frame};
        l.image.fill(background.isValid() ? background : QColor(Qt::transparent));
        QPainter lp(&l.image);
        lp.setRenderHints(p.renderHints());
        lp.setFont(p.font());
        lp.setTransform(m * QTransform::fromTranslate(-pixels.x(), -pixels.y()));
        paint(lp);
        lp.end();
        layers.insert(layers.begin(), std::move(l));
        // The least recently shown layers go (never the one just made); their images wait as spares.
        qsizetype bytes = 0;
        for (const Layer &kept : layers)
            bytes += kept.image.sizeInBytes();
        while (layers.size() > 1 && (layers.size() > kMaxLayers || bytes > kMaxLayerBytes)) {
            bytes -= layers.back().image.sizeInBytes();
            keepSpare(std::move(layers.back().image));
            layers.pop_back();
        }
        it = layers.begin();
    } else if (it != layers.begin()) {
        std::rotate(layers.begin(), it, it + 1);
        it = layers.begin();
    }
    it->frame = m_frame;
    p.save();
    // Back to device pixels. Not resetTransform(): a widget's painter also carries the widget's
    // offset in its window, which deviceTransform() includes and resetTransform() keeps, so the
    // layer would land that offset too far right and down (every canvas beside a dock).
    p.setWorldTransform(m.inverted() * p.worldTransform());
    p.drawImage(pixels.topLeft(), it->image);
    p.restore();
}

} // namespace sgd::ui
