#include "scene_painter.h"
#include "ui/render/language.h"

#include "core/lesson.h"
#include "core/params.h"
#include "core/scenes.h"
#include "draw.h"
#include "number_format.h"
#include "paint_cache.h"
#include "painters.h"
#include "topology_view.h"

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

namespace {

int clampedIndex(const PaintContext &ctx)
{
    return std::clamp(ctx.index, 0, std::max(0, int(ctx.trace.frames.size()) - 1));
}

/// Fills `area` with `color`. Where the area covers whole device pixels, without antialiasing: the
/// same pixels, but the raster engine then fills the rows directly instead of rasterizing the
/// rectangle and blending its spans on helper threads (a canvas-sized fill, every frame).
void fillBackground(QPainter &p, const QRectF &area, const QColor &color)
{
    const QRectF device = p.deviceTransform().mapRect(area);
    const bool whole = p.deviceTransform().type() <= QTransform::TxScale && device == QRectF(device.toAlignedRect());
    const bool aa = p.testRenderHint(QPainter::Antialiasing);
    if (whole)
        p.setRenderHint(QPainter::Antialiasing, false);
    draw::fillRectRows(p, area, color); // (a canvas-high fill would otherwise go to helper threads)
    p.setRenderHint(QPainter::Antialiasing, aa);
}

} // namespace

PaintScope::PaintScope(QPainter &p, const QRectF &area, const PaintContext &outer, const QString &emptyTitle)
    : PaintScope(p, area, outer, emptyTitle, Options{})
{
}

PaintScope::PaintScope(QPainter &p, const QRectF &area, const PaintContext &outer, const QString &emptyTitle, Options options)
    : m_p(p), m_own(outer.cache || outer.style.cache ? nullptr : std::make_unique<PaintCache>()),
      m_style(options.fitStyle ? topo::fitStyleToArea(outer.style, area) : outer.style), m_ctx{outer.trace,   clampedIndex(outer),
                                                                                               outer.t,       m_style,
                                                                                               outer.options, outer.view,
                                                                                               outer.cache},
      m_empty(outer.trace.frames.empty())
{
    if (!m_ctx.cache)
        m_ctx.cache = outer.style.cache ? outer.style.cache : m_own.get();
    m_style.cache = m_ctx.cache;
    m_p.save();
    fillBackground(m_p, area, m_style.background);
    if (options.clip)
        m_p.setClipRect(area);
    m_p.setRenderHint(QPainter::Antialiasing);
    m_p.setRenderHint(QPainter::TextAntialiasing);
    if (m_empty)
        draw::drawTitle(m_p, area, emptyTitle, m_style);
}

PaintScope::~PaintScope()
{
    m_p.restore();
}

QString stepNoun(const Trace &trace)
{
    const SceneDef *scene = findScene(trace.scene);
    return coreText(scene ? scene->stepNoun : std::string("step"));
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

QString ScenePainter::tableText(const QString &, double value) const
{
    return formatNumber(value);
}

const ScenePainter *painterFor(const QString &sceneId)
{
    static const std::map<QString, std::unique_ptr<ScenePainter>> painters = [] {
        std::map<QString, std::unique_ptr<ScenePainter>> m;
        auto add = [&m](const char *id, std::unique_ptr<ScenePainter> p) {
            // The painter draws the scene it is listed for (a copied folder that kept another's id would
            // hide that scene's painter).
            if (p->sceneId() != QLatin1String(id))
                qFatal("ui/render/scenes: the painter listed for %s says it draws %s", id, qPrintable(p->sceneId()));
            m.emplace(p->sceneId(), std::move(p));
        };
#define SGD_SCENE(id, name) add(id, name##Painter());
#include "core/scenes/scene_list.h"
#undef SGD_SCENE
        return m;
    }();
    auto it = painters.find(sceneId);
    return it == painters.end() ? nullptr : it->second.get();
}

void checkLessonViews(const Lesson &lesson, const std::string &source)
{
    for (std::size_t i = 0; i < lesson.slides.size(); ++i) {
        const LessonSlide &s = lesson.slides[i];
        const ScenePainter *painter = painterFor(QString::fromStdString(s.scene));
        if (!painter)
            continue;
        const std::string where = source + ": slide " + std::to_string(i + 1);
        const QStringList views = painter->views();
        if (!s.view.empty() && !views.contains(QString::fromStdString(s.view)))
            throw LessonError(where + ": unknown view '" + quotedForMessage(s.view) + "' for " + s.scene +
                              " (allowed: " + views.join(QStringLiteral(", ")).toStdString() + ")");
        QStringList keys;
        for (const ViewOption &v : painter->options())
            keys << v.key;
        for (const auto &[key, on] : s.options)
            if (!keys.contains(QString::fromStdString(key)))
                throw LessonError(where + ": unknown view option '" + quotedForMessage(key) + "' for " + s.scene + " (allowed: " +
                                  (keys.isEmpty() ? std::string("none") : keys.join(QStringLiteral(", ")).toStdString()) + ")");
    }
}

} // namespace sgd::ui
