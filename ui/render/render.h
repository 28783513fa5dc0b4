#pragma once
// The one render path: every picture of a scene (the window's canvas, the PNG/SVG/PDF exporter, the
// handout, the paint benchmark and the tests) is painted by paintFrame(), only the device changes.

#include "core/trace.h"
#include "style.h"

#include <QByteArray>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QVariantMap>

#include <memory>

namespace sgd {
struct RunComparison;
}
namespace sgd::ui::chart {
struct ViewState;
}

class QPainter;

namespace sgd::ui {

/// What one picture shows: a frame (`t` of the way to the next), in a style, with the view toggles
/// and the view ("" = the default, whole canvas).
struct FrameRequest {
    int index = 0;
    double t = 0.0;
    QVariantMap options;
    QString view;
    /// A recorded trace beside the simulator's prediction: when set, the comparison view is painted
    /// instead of the scene's (run_compare_painter.h), `index` marking the step.
    std::shared_ptr<const RunComparison> comparison;
    /// The line charts' zoom and hidden series as the reader left them on the canvas
    /// (ui/render/chart_view.h); null: every chart whole.
    std::shared_ptr<const chart::ViewState> charts;
    /// What the picture keeps from frame to frame (ui/render/paint_cache.h), owned by the caller (the
    /// canvas, the exporter, the paint bench); its chart state and record are used when `charts` is
    /// null. nullptr: a cache of this paint's own, forgotten afterwards.
    PaintCache *cache = nullptr;
};

/// The part of `area` a scene's painter gets: all of it, or below the "Real run" band that every
/// picture of a recorded trace carries (the canvas maps clicks with it).
QRectF sceneArea(const Trace &trace, const QRectF &area, const Style &style);

/// Paints `request` of `trace` with its scene's painter into `area` of `p` (under a "Real run" band
/// for a recorded trace): antialiasing on and the
/// style's font (both left set on `p`), the index clamped to the trace and `t` to 0..1; whatever the
/// scene's painter changes is restored afterwards. False (nothing painted) when the scene has no
/// painter or the trace no frames.
bool paintFrame(QPainter &p, const QRectF &area, const Trace &trace, const Style &style, const FrameRequest &request);

/// Paints frame `index` of `trace` (with its scene's painter) into a new image of `size` pixels
/// at device pixel ratio `scale`. Returns a null image when the scene has no painter.
/// `cache`: the caller's (see FrameRequest::cache).
QImage renderFrame(const Trace &trace, int index, const Style &style, QSize size, double scale = 1.0,
                   const QVariantMap &options = {}, const QString &view = {}, double t = 0.0, PaintCache *cache = nullptr);

/// renderFrame into an existing image (its size and device pixel ratio kept): the same painting
/// without a new image per frame, as a window's backing store is reused. False when the scene has
/// no painter.
bool renderFrameInto(QImage &image, const Trace &trace, int index, const Style &style, const QVariantMap &options = {},
                     const QString &view = {}, double t = 0.0, PaintCache *cache = nullptr);

/// The same frame as an SVG document (text stays text): for tests and vector export.
/// `t` (0..1) draws the transition toward the next frame, as the window does while it plays.
QByteArray renderFrameSvg(const Trace &trace, int index, const Style &style, QSize size, const QVariantMap &options = {},
                          const QString &view = {}, const QString &title = {}, double t = 0.0);

} // namespace sgd::ui
