#pragma once
// One painter per scene: a pure drawing of one frame of a trace. The scene widget, the
// PNG/SVG/PDF exporter and the handout writer all call the same paint() with another device.
// Painters never compute lecture arithmetic: every number they show comes from the trace.

#include "core/trace.h"
#include "language.h"
#include "style.h"

#include <QPainter>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <functional>
#include <memory>
#include <string>

namespace sgd {
struct Lesson;
struct RunComparison;
} // namespace sgd

namespace sgd::ui {

/// Everything a painter needs to draw one moment of a scene.
struct PaintContext {
    const Trace &trace;
    int index = 0;  ///< the frame shown
    double t = 0.0; ///< 0..1: animation progress from frame `index` toward `index + 1`
    const Style &style;
    QVariantMap options; ///< view toggles (see ScenePainter::options)
    QString view;        ///< which view of the scene ("" = the default, whole canvas)
    /// What the picture keeps from frame to frame (ui/render/paint_cache.h), owned by whoever paints
    /// (the canvas, the exporter, the paint bench, a test); painters keep nothing themselves.
    /// nullptr: PaintScope gives this paint a cache of its own, forgotten when the paint ends.
    PaintCache *cache = nullptr;

    const Frame &frame() const { return trace.frames.at(std::size_t(index)); }
    /// The step the picture stands for: the frame index at rest; while a transition toward the
    /// next frame plays (t > 0), the step it is moving to. Header, narration, table and counter
    /// all show this number (frame 0 is the start, frame n the state after n steps).
    int shownStep() const { return t > 0.0 && hasNext() ? index + 1 : index; }
    /// The last step (the number of updates, rounds or buckets in the trace).
    int lastStep() const { return int(trace.frames.size()) - 1; }
    bool hasNext() const { return index + 1 < int(trace.frames.size()); }
    const Frame &next() const { return trace.frames.at(std::size_t(hasNext() ? index + 1 : index)); }
    /// Linear interpolation of a numeric field between this frame and the next.
    double lerp(const char *field) const;
};

/// The opening every paint() shares, done once: the style fitted to the canvas (fonts eased down
/// below 1280 x 720, topo::fitStyleToArea), the frame index clamped to the trace, the canvas filled
/// with the background, antialiasing on and, for an empty trace, its title alone. The painter's
/// state is saved here and restored when the scope ends. Use:
///
///     const PaintScope scope(p, area, outer, QStringLiteral("Synchronous SGD: no rounds"));
///     if (scope.empty())
///         return;
///     const PaintContext &ctx = scope.ctx();
class PaintScope {
public:
    struct Options {
        bool fitStyle = true; ///< ease the fonts down on a small canvas
        bool clip = false;    ///< clip painting to `area`
    };
    PaintScope(QPainter &p, const QRectF &area, const PaintContext &outer, const QString &emptyTitle);
    PaintScope(QPainter &p, const QRectF &area, const PaintContext &outer, const QString &emptyTitle, Options options);
    ~PaintScope();
    PaintScope(const PaintScope &) = delete;
    PaintScope &operator=(const PaintScope &) = delete;

    /// True when the trace has no frames: the title was drawn and paint() has nothing else to do.
    bool empty() const { return m_empty; }
    /// The context to paint with: the fitted style, the clamped index, the cache (also in the style).
    const PaintContext &ctx() const { return m_ctx; }
    const Style &style() const { return m_style; }

private:
    QPainter &m_p;
    std::unique_ptr<PaintCache> m_own; ///< the paint's own cache when the context brings none
    Style m_style;
    PaintContext m_ctx;
    bool m_empty = false;
};

/// A view toggle (not an engine parameter): e.g. "show the classic slip".
struct ViewOption {
    QString key;
    QString label;
    QString tooltip;
    bool defaultValue = false;
};

/// Lets a painter change the scene's parameters from a click or a drag (fail a node, move it), or
/// pick one item of the picture (a bucket) for the view to single out.
struct SceneInteraction {
    std::function<void(const QString &key, const QString &value)> setParam;
    std::function<void()> requestRepaint;
    /// Picks item `item` (0: none). The view state keeps it until the trace changes and hands it
    /// back to paint() and narration() in their options under kPickKey.
    std::function<void(int item)> pick;
};

class ScenePainter {
public:
    virtual ~ScenePainter() = default;
    virtual QString sceneId() const = 0;
    /// Named views for export (`--view NAME`); the first is the default whole canvas.
    virtual QStringList views() const { return {QStringLiteral("scene")}; }
    /// What is wrong with the view table behind views(): "" when every name is unique and finds its
    /// view through the options and a paint context, and the default (first) view is "scene". A painter
    /// of typed views (PainterWithViews in scene_views.h) checks its enum's table; tests ask every scene.
    virtual QString viewTableProblem() const
    {
        return views() == QStringList{QStringLiteral("scene")} ? QString()
                                                               : sceneId() + QStringLiteral(": views without a typed table");
    }
    virtual QList<ViewOption> options() const { return {}; }
    /// Why view option `key` changes nothing for `trace` (the window greys its switch out and says
    /// this); empty when it applies.
    virtual QString optionUnavailable(const QString &key, const Trace &trace) const
    {
        (void)key;
        (void)trace;
        return {};
    }
    /// A recorded run of the scene beside the simulator (scenes whose SceneDef::realRun compares,
    /// core/run_compare.h): paints its panels into `area` with `step` marked. ui/render/run_compare_painter.cpp
    /// draws the title and the frame. Default: nothing (no runner records the scene).
    virtual void paintRunComparison(QPainter &p, const QRectF &area, const RunComparison &c, const Style &s, int step) const
    {
        (void)p, (void)area, (void)c, (void)s, (void)step;
    }
    /// The comparison's words at `step` (rich text); empty where paintRunComparison() draws nothing.
    virtual QString runComparisonNarration(const RunComparison &c, int step) const
    {
        (void)c, (void)step;
        return {};
    }
    /// The engine's one-line message about the run (Trace::message(), English in the trace) in the
    /// language shown, as it is written (lower case where core starts so): the window's status line,
    /// the narrations and the handout show it.
    QString runMessage(const Trace &trace) const { return runMessageText(trace).text; }
    /// runMessage() and whether the painter's sentence shapes fitted every part of it (fittedMessage()
    /// in language.h): each painter lists the shapes of every message its scene's engine writes, so a
    /// sentence core changes shows up as not fitted (tests/render/tst_run_messages.cpp). Default: the
    /// message as it is, not fitted unless empty.
    virtual MessageText runMessageText(const Trace &trace) const
    {
        const std::string m = trace.message();
        return {QString::fromStdString(m), m.empty(), m.empty()};
    }
    /// Paints ctx.frame() (interpolated by ctx.t) into `area`.
    virtual void paint(QPainter &p, const QRectF &area, const PaintContext &ctx) const = 0;
    /// Plain-words explanation of the frame with its live numbers (rich text: <b>, <i>, <br>).
    /// `options` holds the view toggles and, under kViewKey, the view shown (see withView()).
    virtual QString narration(const Trace &trace, int index, const QVariantMap &options) const = 0;
    /// Frame fields shown as the step table's columns (empty = no table).
    virtual QStringList tableColumns() const { return {}; }
    /// How long the animated move from one frame to the next takes at 1x speed.
    virtual int transitionMs() const { return 700; }
    /// Human headers for tableColumns().
    virtual QStringList tableHeaders() const { return tableColumns(); }
    /// The step table's text for `value` in `column`: formatNumber() (number_format.h) unless the
    /// picture writes that quantity in another form (a percentage, bytes), which the table then uses.
    virtual QString tableText(const QString &column, double value) const;
    /// Whether `column` is written by the default tableText(): the table may then give the whole
    /// column more digits so that its sequence never seems to reverse (TraceTableModel).
    virtual bool plainTableText(const QString &column) const
    {
        Q_UNUSED(column);
        return true;
    }

    // Mouse interaction on the canvas; return true when handled.
    virtual bool mousePress(const QPointF &, const QRectF &, const PaintContext &, SceneInteraction &) const { return false; }
    virtual bool mouseMove(const QPointF &, const QRectF &, const PaintContext &, SceneInteraction &) const { return false; }
    virtual bool mouseRelease(const QPointF &, const QRectF &, const PaintContext &, SceneInteraction &) const { return false; }
};

/// The key under which narration()'s options carry the view shown: a name from views(); absent or
/// empty means the default (first) view. Callers that show a view other than the default (the main
/// window, the handout) add it with withView().
inline constexpr char kViewKey[] = "view";

/// `options` with `view` added under kViewKey (an empty view removes the key).
inline QVariantMap withView(QVariantMap options, const QString &view)
{
    if (view.isEmpty())
        options.remove(QLatin1String(kViewKey));
    else
        options.insert(QLatin1String(kViewKey), view);
    return options;
}

/// Quiz mode asks about the next frame (ui/session/quiz_controller.h): while this option is set, a painter
/// that draws the step toward frame index + 1 at rest (a landing spot, its value) leaves it out.
inline constexpr char kQuizHideNextKey[] = "quizHideNext";
inline bool quizHidesNext(const QVariantMap &options)
{
    return options.value(QLatin1String(kQuizHideNextKey)).toBool();
}

/// The key under which the options carry the item picked with a click (SceneInteraction::pick): a
/// number from 1, absent when nothing is picked.
inline constexpr char kPickKey[] = "picked";
inline int pickedIn(const QVariantMap &options)
{
    return options.value(QLatin1String(kPickKey)).toInt();
}
/// `options` with `item` added under kPickKey (0 removes the key).
inline QVariantMap withPick(QVariantMap options, int item)
{
    if (item > 0)
        options.insert(QLatin1String(kPickKey), item);
    else
        options.remove(QLatin1String(kPickKey));
    return options;
}

/// The view named in narration options (empty: the default).
inline QString viewOf(const QVariantMap &options)
{
    return options.value(QLatin1String(kViewKey)).toString();
}

/// What one step of the trace's scene is called ("step", "update", "round", "bucket").
QString stepNoun(const Trace &trace);
/// A lesson's slides' views and view switches against their scenes' painters: an unknown one would
/// be ignored (the slide would show another view than its author meant). Throws LessonError naming
/// `source`, the slide and what is allowed. The window's --lesson and `export --lesson` both check.
void checkLessonViews(const Lesson &lesson, const std::string &source);
/// "round 3 of 8": the step shown and the last step, in the scene's words (lower case).
QString stepOf(const Trace &trace, int step);
/// The transport's counter: "Round 3 / 8" (the scene's word, capitalised).
QString stepCounter(const Trace &trace, int step);
/// The step a window or an export shows for frame `index` at animation progress `t`.
int shownStep(const Trace &trace, int index, double t);

/// The painter for a scene id, or nullptr.
const ScenePainter *painterFor(const QString &sceneId);

} // namespace sgd::ui
