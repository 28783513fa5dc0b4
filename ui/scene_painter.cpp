#include "scene_painter.h"

#include "number_format.h"
#include "painters/painters.h"

#include <map>

namespace sgd::ui {

double PaintContext::lerp(const char *field) const
{
    const double a = frame().num(field);
    if (!hasNext() || t <= 0.0)
        return a;
    const double b = next().num(field);
    return a + (b - a) * t;
}

QString ScenePainter::tableText(const QString &, double value) const { return formatNumber(value); }

const ScenePainter *painterFor(const QString &sceneId)
{
    static const std::map<QString, std::unique_ptr<ScenePainter>> painters = [] {
        std::map<QString, std::unique_ptr<ScenePainter>> m;
        auto add = [&m](std::unique_ptr<ScenePainter> p) {
            const QString id = p->sceneId();
            m.emplace(id, std::move(p));
        };
        add(makeSingleWeightPainter());
        add(makeMiniBatchPainter());
        add(makeSyncPainter());
        add(makeAsyncPainter());
        add(makeDecentralizedPainter());
        add(makeOverlapPainter());
        add(makeQuantizedPainter());
        add(makeScaleLabPainter());
        return m;
    }();
    auto it = painters.find(sceneId);
    return it == painters.end() ? nullptr : it->second.get();
}

} // namespace sgd::ui
