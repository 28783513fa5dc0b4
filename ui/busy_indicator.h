#pragma once
// The status bar while the scene computes (taken out of MainWindow, issue #30): after a moment
// longer than a blink, "computing… n %" and a Cancel that keeps the previous result on screen.

#include <QObject>

class QProgressBar;
class QPushButton;
class QStatusBar;
class QTimer;
class QWidget;

namespace sgd::ui {

class SceneController;

class BusyIndicator : public QObject {
    Q_OBJECT
public:
    /// Adds the progress bar and Cancel to `bar` (their parent `owner`) for `controller`'s computations.
    BusyIndicator(SceneController *controller, QStatusBar *bar, QWidget *owner);

private:
    void onBusyChanged(bool busy);

    SceneController *m_controller;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QTimer *m_delay;
};

} // namespace sgd::ui
