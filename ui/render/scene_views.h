#pragma once
// Typed views and view toggles for the painters.
//
// A scene's views are an enum class with one table, declared once in the scene's painter folder
// (usually its *_layout.h), next to the enum and found by argument-dependent lookup:
//
//     enum class SyncView { Scene, Topology, Timeline };
//     inline constexpr ViewName<SyncView> kSyncViews[] = {
//         {SyncView::Scene, "scene"}, {SyncView::Topology, "topology"}, {SyncView::Timeline, "timeline"}};
//     constexpr const auto &viewTable(SyncView) { return kSyncViews; }
//
// The first row is the default whole canvas. The names are a user contract (`export --view NAME`,
// lesson files): ScenePainter::views() is viewNames<SyncView>(), and a painter reads the view shown
// with viewIn<SyncView>(ctx) (or viewIn<SyncView>(options) in narration()): an empty or unknown
// name is the default. Painters compare enums, never names (scripts/check_layers.py checks it).
//
// A view toggle (a checkbox under "View", `export --option KEY=on`) is one ViewToggle constant:
// key, label, tooltip and default written once; options() lists toggle.option(), and every read
// is toggleOn(options, toggle), which falls back to the declared default.

#include "ui/render/scene_painter.h"

#include <QLatin1String>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVariantMap>

namespace sgd::ui {

/// One row of a scene's view table: the enum value and its name (ASCII, as users type it).
template <class V> struct ViewName {
    V view;
    const char *name;
};

/// The view table of enum V (the scene's `viewTable(V)`, found by argument-dependent lookup).
template <class V> constexpr const auto &viewTableOf()
{
    return viewTable(V{});
}

/// The names of V's views in table order, the default first: what ScenePainter::views() returns.
template <class V> QStringList viewNames()
{
    QStringList out;
    for (const ViewName<V> &row : viewTableOf<V>())
        out << QString::fromLatin1(row.name);
    return out;
}

/// The name of view `v` (the default's name if `v` is not in the table).
template <class V> QString viewName(V v)
{
    for (const ViewName<V> &row : viewTableOf<V>())
        if (row.view == v)
            return QString::fromLatin1(row.name);
    return QString::fromLatin1(viewTableOf<V>()[0].name);
}

/// The view called `name`; an empty or unknown name is the default (first) view.
template <class V> V viewNamed(QStringView name)
{
    for (const ViewName<V> &row : viewTableOf<V>())
        if (name == QLatin1String(row.name))
            return row.view;
    return viewTableOf<V>()[0].view;
}

/// The view shown, from narration options (kViewKey; absent: the default).
template <class V> V viewIn(const QVariantMap &options)
{
    return viewNamed<V>(viewOf(options));
}

/// The view shown, from a paint context (ctx.view; empty: the default).
template <class V> V viewIn(const PaintContext &ctx)
{
    return viewNamed<V>(ctx.view);
}

/// A view toggle declared once: its key (a user contract, like view names), the checkbox's label
/// and tooltip, and the value it has when the options do not say.
struct ViewToggle {
    const char *key;
    const char *label;
    const char *tooltip;
    bool defaultValue = false;

    /// The toggle as ScenePainter::options() lists it, its words in the current language (the
    /// declarations mark label and tooltip with QT_TRANSLATE_NOOP("QObject", ...) for lupdate).
    ViewOption option() const { return {QString::fromLatin1(key), QObject::tr(label), QObject::tr(tooltip), defaultValue}; }
};

/// Whether `toggle` is on in `options` (its declared default when they do not say).
inline bool toggleOn(const QVariantMap &options, const ViewToggle &toggle)
{
    return options.value(QLatin1String(toggle.key), toggle.defaultValue).toBool();
}

/// Everything viewTableProblem() asks of view enum V's table for the scene `sceneId`: names unique,
/// each name and value round-trips through viewNamed/viewName, the narration options and a paint
/// context; an empty, unknown or differently spelled name is the default, which is called "scene".
template <class V> QString viewTableProblemOf(const QString &sceneId, const QStringList &listed)
{
    const QStringList names = viewNames<V>();
    if (listed != names)
        return QStringLiteral("%1: views() %2, table %3").arg(sceneId, listed.join(u','), names.join(u','));
    if (names.isEmpty() || names.front() != QLatin1String("scene"))
        return QStringLiteral("%1: the default view is not called scene").arg(sceneId);
    const V fallback = viewTableOf<V>()[0].view;
    QStringList seenNames;
    QList<int> seenValues;
    for (const ViewName<V> &row : viewTableOf<V>()) {
        const QString name = QString::fromLatin1(row.name);
        if (seenNames.contains(name) || seenValues.contains(int(row.view)))
            return QStringLiteral("%1: %2 twice in the table").arg(sceneId, name);
        seenNames << name;
        seenValues << int(row.view);
        if (viewNamed<V>(name) != row.view || viewName(row.view) != name || viewNamed<V>(viewName(row.view)) != row.view)
            return QStringLiteral("%1: %2 does not round-trip").arg(sceneId, name);
        if (viewIn<V>(withView({}, name)) != row.view)
            return QStringLiteral("%1: %2 lost in the narration options").arg(sceneId, name);
        const Trace trace;
        const PaintContext ctx{trace, 0, 0.0, Style::light(), {}, name};
        if (viewIn<V>(ctx) != row.view)
            return QStringLiteral("%1: %2 lost in the paint context").arg(sceneId, name);
    }
    const QString unknown[] = {QString(), QStringLiteral("no-such-view"), QStringLiteral("Scene"), names.back().toUpper() + u'x'};
    for (const QString &other : unknown)
        if (viewNamed<V>(other) != fallback)
            return QStringLiteral("%1: '%2' is not the default view").arg(sceneId, other);
    if (viewIn<V>(QVariantMap{}) != fallback || viewIn<V>(withView({}, QStringLiteral("nope"))) != fallback)
        return QStringLiteral("%1: no view in the options is not the default").arg(sceneId);
    return {};
}

/// The base of a painter with views of its own: views() is V's table, and viewTableProblem() checks it.
template <class V> class PainterWithViews : public ScenePainter {
public:
    using View = V;
    QStringList views() const final { return viewNames<V>(); }
    QString viewTableProblem() const final { return viewTableProblemOf<V>(sceneId(), views()); }
};

} // namespace sgd::ui
