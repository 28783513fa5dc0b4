#pragma once
// Geometry of the single-weight scene: where the parabola plot, the banner and the side panel go.
// The painter and its tests share it, so a test can look for the tangent at the mapped point.

#include "draw.h"
#include "style.h"
#include "trace.h"

#include <QRectF>
#include <QString>

class QPaintDevice;

namespace sgd::ui {

struct SingleWeightLayout {
    QRectF title;     ///< the title line
    QRectF banner;    ///< the divergence banner; empty when the trace does not diverge
    QRectF side;      ///< side panel (legend, step card, probe zoom, slip); empty when too narrow
    draw::Axes axes;  ///< the parabola: w across, L up (y0 < 0 leaves a band for the step arrow)
    double axisY = 0; ///< pixel row of L = 0, the w axis
    double arrowY = 0;///< pixel row of the step arrow, inside the band under L = 0
};

/// The layout of frame `index` (`t` of the way to the next) of `trace` in `area`; `device` gives the
/// font metrics (nullptr: the screen's). The data range depends only on the trace, so it stays put
/// while the frames play, unless `follow` zooms in on each step.
SingleWeightLayout singleWeightLayout(const Trace &trace, const QRectF &area, const Style &style, const QPaintDevice *device,
                                      const QString &view = {}, int index = 0, double t = 0.0, bool follow = false);

} // namespace sgd::ui
