#pragma once
// The Hogwild! painter's parts: the weight strip with the threads' writes (hogwild_strip.cpp) and
// the three measured charts (hogwild_charts.cpp); the painter with its title, readout, narration
// and table is hogwild_painter.cpp, the geometry hogwild_layout.cpp.

#include "hogwild_layout.h"
#include "ui/render/scene_painter.h"

#include <QPainter>

namespace sgd::ui::hogwild {

/// The weight vector as a strip of cells, one lane per thread with its latest writes, collisions marked.
void paintStrip(QPainter &p, const QRectF &area, const PaintContext &ctx);
/// Loss against measured time: lock-free, one global lock, one thread; the shown run's snapshot marked.
void paintLossChart(QPainter &p, const QRectF &area, const PaintContext &ctx);
/// Updates per second against thread count, with and without the lock.
void paintThroughputChart(QPainter &p, const QRectF &area, const PaintContext &ctx);
/// Collided writes against density, this run's density marked.
void paintDensityChart(QPainter &p, const QRectF &area, const PaintContext &ctx);

} // namespace sgd::ui::hogwild
