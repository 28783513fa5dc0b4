#pragma once
// Help that teaches the app: the keyboard sheet (made from the window's own actions and shortcuts,
// so it never drifts from them), the "How to run a class" page and a scene's "What to look for".

#include <QList>
#include <QString>

class QDialog;
class QWidget;

namespace sgd {
struct SceneDef;
}

namespace sgd::ui {

struct ShortcutEntry {
    QString group; ///< the menu or bar it belongs to ("File", "Transport", "Pen")
    QString keys;  ///< "Ctrl+E, F1" as the platform writes it
    QString what;  ///< the action's text without its mnemonic
};

/// Every QAction and QShortcut under `window` that has a key, once each, grouped and in a stable order.
/// An action's "shortcutGroup" property names its group; otherwise its menu's or tool bar's title.
QList<ShortcutEntry> collectShortcuts(const QWidget *window);
QString shortcutSheetHtml(const QList<ShortcutEntry> &entries);
/// The dialogs below take the window's text scale (large type in presentation mode).
/// Shows (and refreshes) the keyboard sheet of `window`: a non-modal dialog named "shortcutSheet".
QDialog *showShortcutSheet(QWidget *window, double textScale = 1.0);

/// The "How to run a class with SGD Studio" page (HTML).
QString classGuideHtml();
/// Shows it: a non-modal dialog named "classGuide".
QDialog *showClassGuide(QWidget *window, double textScale = 1.0);

/// The scene's "What to look for" (HTML: title and paragraph).
QString lookForHtml(const SceneDef &scene);
/// Shows it: a non-modal dialog named "lookFor", one per window, refreshed for each scene.
QDialog *showLookFor(QWidget *window, const SceneDef &scene, double textScale = 1.0);

} // namespace sgd::ui
