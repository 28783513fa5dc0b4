#pragma once
// Presentation mode of the window (taken out of MainWindow, issue #30): F11 goes full screen with
// large type and no menu bar, status bar or panels; F10 shows the menus and the parameters for a
// moment; Esc leaves and puts the panels back as they were. The one-time hint that says so, and the
// text size (View > Text size), which the window and presentation mode each remember on their own.

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QWidget;

namespace sgd::ui {

class PresentationMode : public QObject {
    Q_OBJECT
public:
    /// The actions and keys are `window`'s; F11 hides `navDock` and `panelDock` (F10 shows the
    /// panel); the hint shows over `canvas`. The text sizes are read from the settings.
    PresentationMode(QMainWindow *window, QDockWidget *navDock, QDockWidget *panelDock, QWidget *canvas);

    /// View > Text size, Presentation mode (F11), Menus and panels in presentation mode (F10), and
    /// the window's Esc. Before setOn().
    void addToViewMenu(QMenu *view);

    bool isOn() const { return m_on; }
    /// Full screen, large type, no menu bar, status bar or panels; off: the window and the panels
    /// as they were.
    void setOn(bool on);
    /// In presentation mode: shows or hides the menu bar, the status bar and the parameter panel.
    bool chromeShown() const { return m_chromeShown; }
    void setChromeShown(bool shown);

    /// The text size of the canvas and the narration in percent (textScales()), for the mode shown
    /// now: window and presentation mode each remember their own (in the settings too).
    int textScale() const { return m_on ? m_presentTextScale : m_textScale; }
    void setTextScale(int percent);
    static QList<int> textScales();
    static int nearestTextScale(int percent);
    /// The factor the canvas style and the narration use: textScale() / 100 in the window; in
    /// presentation mode that much on a 1080-line screen, proportionally less on fewer lines.
    double effectiveTextScale() const;

    /// The one-time hint over the canvas ("F10 shows the menus and panels · Esc leaves").
    QLabel *hint() const { return m_hint; }

signals:
    /// The mode is changing: the panels are put away (or back), the window is not full screen (or
    /// normal) yet. What else the projected screen must not show hides here.
    void switching(bool on);
    /// The mode has changed; the window restyles and refits.
    void changed(bool on);
    /// The menu bar, status bar or panel shown or hidden: the window refits.
    void chromeChanged();
    /// textScale() changed (not by a change of mode; changed() says that).
    void textScaleChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; ///< keeps the hint in place

private:
    void buildTextScaleMenu(QMenu *view);
    void checkTextScale(); ///< the Text size menu shows textScale()
    void showHint();
    void placeHint(); ///< bottom centre of the canvas

    QMainWindow *m_window;
    QDockWidget *m_navDock;
    QDockWidget *m_panelDock;
    QWidget *m_canvas;
    QLabel *m_hint = nullptr;
    QAction *m_presentAction = nullptr;
    QAction *m_chromeAction = nullptr; // F10: menus and panels in presentation mode
    QAction *m_leaveAction = nullptr;  // Esc: leave presentation mode
    QActionGroup *m_textScaleGroup = nullptr;
    bool m_on = false;
    bool m_chromeShown = false;
    bool m_navWasShown = true, m_panelWasShown = true;
    bool m_wasMaximized = false;
    int m_textScale = 100;
    int m_presentTextScale = 160;
};

} // namespace sgd::ui
