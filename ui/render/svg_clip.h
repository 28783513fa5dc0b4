#pragma once
// Clipping for SVG output. Qt's SVG generator ignores every clip: a line clipped to a chart's plot
// or an inset's box on screen runs across the whole SVG picture. ClippedSvgDevice stands between
// the painter and a QSvgGenerator and applies the clip itself: what lies wholly inside the clip is
// passed on as it is (the SVG keeps its lines, dashes and text), what crosses it is cut (filled
// shapes and pen outlines intersected with the clip; text as outlines), what lies outside is left
// out.

#include <QPaintDevice>

#include <memory>

class QPaintEngine;

namespace sgd::ui {

class ClippedSvgDevice : public QPaintDevice {
public:
    /// `target` (a QSvgGenerator, or any device) must outlive this device and every painter on it.
    explicit ClippedSvgDevice(QPaintDevice *target);
    ~ClippedSvgDevice() override;
    QPaintEngine *paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QPaintDevice *m_target;
    std::unique_ptr<QPaintEngine> m_engine;
};

} // namespace sgd::ui
