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

#include "render/scene_painter.h"

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

} // namespace sgd::ui
