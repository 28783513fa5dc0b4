#pragma once
// Fusion style with a light, a dark or a high-contrast palette; "system" follows the desktop's palette.

#include "ui/render/style.h"

#include <QColor>
#include <QPalette>
#include <QString>

namespace sgd::ui {

enum class Theme { System, Light, Dark, HighContrast };

Theme themeFromString(const QString &s);
QString toString(Theme t);
/// Applies the palette to the application and returns the matching scene style.
Style applyTheme(Theme t);
/// The colour the application style retraces the edges of check boxes, spin boxes, line edits and
/// sliders in: a little nearer the palette's text colour than its window colour.
QColor controlEdgeColor(const QPalette &pal);
/// Whether the desktop asks for less motion, where Qt says so: on Windows and macOS through the
/// platform theme's UI effects switch (QApplication::isEffectEnabled(Qt::UI_General)). Qt 6.4 has
/// no reduced-motion preference on Linux (no QStyleHints or QPlatformTheme hint; its generic and
/// GNOME themes report no UI effects at all, whatever the desktop's setting): false there.
bool desktopReducesMotion();
/// Remembers the desktop palette before any theme is applied; call once at start.
void captureSystemPalette();

} // namespace sgd::ui
