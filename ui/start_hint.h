#pragma once
// The first-start hint: a card over the canvas that says where to begin (the first scene, Space and
// the arrows, F1 for every key, the class guide) until the teacher turns it off, with its own
// button or Help > Start hint. Presentation mode never projects it.

#include <QFrame>

class QAction;
class QLabel;
class QMenu;

namespace sgd::ui {

class StartHint : public QFrame {
    Q_OBJECT
public:
    /// Over `canvas` (bottom left, re-placed when it resizes); shown when the setting allows it.
    explicit StartHint(QWidget *canvas);

    /// Whether the hint comes at start (the setting "hints/start", on until turned off).
    static bool wanted();
    static void setWanted(bool on);
    /// Help > Start hint: checked while the hint comes at start; checking it shows it now.
    void addToHelpMenu(QMenu *help);
    QAction *menuAction() const { return m_action; }
    /// Hides it for now (presentation mode, the close button); it comes back at the next start.
    void dismiss();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();
    void turnOff();

    QWidget *m_canvas;
    QAction *m_action = nullptr;
};

} // namespace sgd::ui
