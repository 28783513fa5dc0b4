#pragma once
// The transport bar under the canvas (taken out of MainWindow, issue #30): reset, back, play, step,
// speed, the scrubber, the step counter and the view chooser. Its keys are the window's too.

#include <QList>
#include <QStringList>
#include <QToolBar>

class QAction;
class QComboBox;
class QLabel;
class QMainWindow;
class QSlider;

namespace sgd::ui {

class Transport;

class TransportBar : public QToolBar {
    Q_OBJECT
public:
    /// Steps `transport`; its actions are added to `window`, so their keys work with the bar hidden.
    TransportBar(Transport *transport, QMainWindow *window);

    /// The keys that win over a focused widget that is not a text field being typed in.
    QList<QAction *> keys() const { return m_keys; }
    QSlider *scrubber() const { return m_scrub; }
    QComboBox *viewChooser() const { return m_viewChooser; }
    QString counterText() const;

    /// The scrubber's range for a trace of `frames` frames.
    void setFrameCount(int frames);
    /// The scrubber at `index` (without seeking) and the step counter's `counter`.
    void showStep(int index, const QString &counter);
    /// The scene's views in the chooser (hidden for one view), `current` ("" the first) chosen.
    void setViews(const QStringList &views, const QString &current);
    /// The chooser at `index` without a viewChosen().
    void showView(int index);
    /// The chooser's next view (V), around to the first.
    void nextView();
    /// The icons in the palette's text colour (pause while playing).
    void refreshIcons();
    /// Type and icons `scale` times the window's: presentation mode's type size, so that the bar
    /// reads from where the picture does; 1 in the window.
    void setTextScale(double scale);

protected:
    /// Below kIconsOnlyBelow px the play buttons show their icons alone (their names stay in the
    /// tooltips), so that the view chooser and the pen keep their place in a small window.
    void resizeEvent(QResizeEvent *event) override;

signals:
    /// The teacher chose a view in the chooser ("" the default).
    void viewChosen(const QString &view);

private:
    Transport *m_transport;
    QList<QAction *> m_keys;
    QAction *m_play = nullptr;
    QLabel *m_speed = nullptr;
    double m_speedValue = 1;
    void showSpeed(); ///< "Speed 1×" beside named buttons, "1×" beside icons alone
    void makeSpeedLabel(QWidget *window);
    int wordsWidth() const; ///< what the names beside the icons add to the bar's width
    void labelViews();      ///< the view chooser's items in the language shown, with "View:" when there is room
    QSlider *m_scrub = nullptr;
    QLabel *m_counter = nullptr;
    QComboBox *m_viewChooser = nullptr;
    QAction *m_viewChooserAction = nullptr; // the chooser's place in the bar (hidden for one view)
    double m_textScale = 1.0;
    static constexpr int kIconsOnlyBelow = 1180; ///< at type scale 1; more with larger type
};

} // namespace sgd::ui
