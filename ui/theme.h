#pragma once
// Fusion style with a light or a dark palette; "system" follows the desktop's palette.

#include "render/style.h"

#include <QColor>
#include <QPalette>
#include <QString>

namespace sgd::ui {

enum class Theme { System, Light, Dark };

Theme themeFromString(const QString &s);
QString toString(Theme t);
/// Applies the palette to the application and returns the matching scene style.
Style applyTheme(Theme t);
/// The colour the application style retraces the edges of check boxes, spin boxes, line edits and
/// sliders in: a little nearer the palette's text colour than its window colour.
QColor controlEdgeColor(const QPalette &pal);
/// Remembers the desktop palette before any theme is applied; call once at start.
void captureSystemPalette();

} // namespace sgd::ui
