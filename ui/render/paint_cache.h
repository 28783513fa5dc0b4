#pragma once
// Everything a picture's painting remembers from one frame to the next, in one object its user
// owns: the cached layers (draw::drawCachedLayer), the layouts, stamps and text widths the painters
// keep, and the line charts' reader state for the paint (chart_view.h: zoom and hidden series, the
// record of the charts drawn, the scene whose charts they are). Painters are pure drawing: they keep
// nothing themselves and reach the cache only through what they are handed (PaintContext::cache,
// and Style::cache for the helpers that get the style alone; PaintScope sets both).
//
// One per picture that lives on: the scene canvas, the exporter, the paint bench, a test that
// paints. Not copyable: two canvases never share one by accident. A paint without one (a one-off
// picture) gets a private one from PaintScope that lives for that paint only.

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QRect>
#include <QString>
#include <QTransform>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace sgd::ui {

namespace chart {
struct ViewState;
struct DrawnCharts;
class ViewScope;
class SceneScope;
} // namespace chart

class PaintCache {
public:
    PaintCache();
    ~PaintCache();
    PaintCache(const PaintCache &) = delete;
    PaintCache &operator=(const PaintCache &) = delete;

    // ---- Cached layers (draw::drawCachedLayer, drawCachedOpaqueLayer) ----

    /// A new frame begins (paintFrame says so): a layer that changes from frame to frame (the same
    /// place, a new key) then reuses the image of one a few frames old.
    void nextFrame() { ++m_frame; }
    /// Forgets every cached layer (their memory is kept for the next ones): the next frames draw
    /// them again, as the first frames of a view do. The paint bench calls it before each pass.
    void forgetLayers();
    /// Forgets everything: the layers and every painter's kept layouts, stamps and widths.
    void forgetAll();
    /// How many layers the cache holds now (for tests).
    std::size_t layerCount() const { return m_layers.size(); }
    /// Runs `paint` through a cached layer covering `rect` of `p` (see draw::drawCachedLayer);
    /// `background` valid: the layer is filled with it (opaque) rather than cleared to transparent.
    /// The chart reader state's stamp is mixed into `key`.
    void drawLayer(QPainter &p, const QRectF &rect, std::size_t key, const QColor &background,
                   const std::function<void(QPainter &)> &paint);

    // ---- The line charts' reader state for the paint (chart_view.h) ----

    /// The zoom and hidden series the charts are drawn with (nullptr: every chart whole).
    const chart::ViewState *chartView() const { return m_view; }
    /// Where the charts laid out are recorded (nullptr: not recorded).
    chart::DrawnCharts *chartRecord() const { return m_record; }
    /// The scene whose charts are laid out (chart keys are "SCENE/ID"); empty: none.
    const QString &chartScene() const { return m_scene; }
    /// chartView()->stamp(), 0 without one: cached layers and layouts mix it into their keys.
    std::size_t chartViewStamp() const;

    // ---- What each painter keeps (its own type, one value per cache) ----

    /// The value of type T this cache keeps for a painter, made on first use. T is a painter's own
    /// struct (often in an unnamed namespace): each type is one slot.
    template <class T> T &memo()
    {
        const void *tag = &MemoTag<T>::id;
        for (Memo &m : m_memos)
            if (m.tag == tag)
                return *static_cast<T *>(m.value.get());
        m_memos.push_back({tag, std::shared_ptr<void>(std::make_shared<T>())});
        return *static_cast<T *>(m_memos.back().value.get());
    }

private:
    friend class chart::ViewScope;
    friend class chart::SceneScope;

    template <class T> struct MemoTag {
        static constexpr char id = 0;
    };
    struct Memo {
        const void *tag;
        std::shared_ptr<void> value;
    };
    struct Layer {
        std::size_t key;
        QRect pixels;
        QTransform transform;
        QPainter::RenderHints hints;
        QImage image;
        std::uint64_t frame = 0; ///< the last frame that showed it
    };
    void keepSpare(QImage image);

    std::vector<Layer> m_layers; // most recent first
    // Images of layers given up lately, kept for the next layer of their size: a canvas-sized image is
    // megabytes of fresh pages to fault in otherwise (milliseconds, every new round of a view drawn
    // from one canvas-sized layer).
    std::vector<QImage> m_spares;
    /// Counts the frames painted (nextFrame()), so the cache knows which layers the frame being
    /// painted has shown.
    std::uint64_t m_frame = 0;
    std::vector<Memo> m_memos;
    const chart::ViewState *m_view = nullptr;
    chart::DrawnCharts *m_record = nullptr;
    QString m_scene;
};

/// `cache`'s value of type T, or `scratch` when there is no cache (a helper called outside a paint):
/// then nothing is kept beyond the call.
template <class T> T &memoOf(PaintCache *cache, T &scratch)
{
    return cache ? cache->memo<T>() : scratch;
}

} // namespace sgd::ui
