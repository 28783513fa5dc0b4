#include "scene_painter.h"

#include "number_format.h"
#include "painters/painters.h"
#include "scenes.h"

#include <QObject>

#include <algorithm>
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

QString stepNoun(const Trace &trace)
{
    const SceneDef *scene = findScene(trace.scene);
    return QString::fromStdString(scene ? scene->stepNoun : std::string("step"));
}

QString stepOf(const Trace &trace, int step)
{
    return QObject::tr("%1 %2 of %3").arg(stepNoun(trace)).arg(step).arg(std::max(0, int(trace.frames.size()) - 1));
}

QString stepCounter(const Trace &trace, int step)
{
    QString noun = stepNoun(trace);
    if (!noun.isEmpty())
        noun[0] = noun[0].toUpper();
    return QStringLiteral("%1 %2 / %3").arg(noun).arg(step).arg(std::max(0, int(trace.frames.size()) - 1));
}

int shownStep(const Trace &trace, int index, double t)
{
    return t > 0.0 && index + 1 < int(trace.frames.size()) ? index + 1 : index;
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
