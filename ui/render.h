#pragma once
// Renders one frame of a scene to an image without any window (tests, export, screenshots).

#include "style.h"
#include "trace.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>
#include <QVariantMap>

namespace sgd::ui {

/// Paints frame `index` of `trace` (with its scene's painter) into a new image of `size` pixels
/// at device pixel ratio `scale`. Returns a null image when the scene has no painter.
QImage renderFrame(const Trace &trace, int index, const Style &style, QSize size, double scale = 1.0,
                   const QVariantMap &options = {}, const QString &view = {}, double t = 0.0);

/// renderFrame into an existing image (its size and device pixel ratio kept): the same painting
/// without a new image per frame, as a window's backing store is reused. False when the scene has
/// no painter.
bool renderFrameInto(QImage &image, const Trace &trace, int index, const Style &style, const QVariantMap &options = {},
                     const QString &view = {}, double t = 0.0);

/// The same frame as an SVG document (text stays text): for tests and vector export.
/// `t` (0..1) draws the transition toward the next frame, as the window does while it plays.
QByteArray renderFrameSvg(const Trace &trace, int index, const Style &style, QSize size, const QVariantMap &options = {},
                          const QString &view = {}, const QString &title = {}, double t = 0.0);

} // namespace sgd::ui
