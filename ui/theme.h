#pragma once
// Fusion style with a light, a dark or a high-contrast palette; "system" follows the desktop's palette.

#include "ui/render/style.h"

#include <QColor>
#include <QPalette>
#include <QString>

namespace sgd::ui {

enum class Theme { System, Light, Dark, HighContrast };

/// What the desktop shows before a theme replaces the application's palette: app/ reads it once
/// at start (before the first window) and hands it to each window it builds.
struct DesktopLook {
    bool dark = false; ///< the desktop's own palette is dark: Theme::System follows it
    /// From the application's palette now (the desktop's, while no theme has been applied).
    static DesktopLook read();
};

Theme themeFromString(const QString &s);
QString toString(Theme t);
/// Applies the palette to the application and returns the matching scene style; Theme::System is
/// dark or light as `desktop` is.
Style applyTheme(Theme t, const DesktopLook &desktop);
/// The colour the application style retraces the edges of check boxes, spin boxes, line edits and
/// sliders in: a little nearer the palette's text colour than its window colour.
QColor controlEdgeColor(const QPalette &pal);
/// Whether the desktop asks for less motion, where Qt says so: on Windows and macOS through the
/// platform theme's UI effects switch (QApplication::isEffectEnabled(Qt::UI_General)). Qt 6.4 has
/// no reduced-motion preference on Linux (no QStyleHints or QPlatformTheme hint; its generic and
/// GNOME themes report no UI effects at all, whatever the desktop's setting): false there.
bool desktopReducesMotion();

} // namespace sgd::ui
