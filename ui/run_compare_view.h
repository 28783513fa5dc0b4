#pragma once
// "Compare with simulator": while a recorded run is shown (from --trace, File > Open Trace or a
// real run), the simulator computes its prediction for the same parameters on its own engine
// thread (ui/session/background_job.h) and the canvas shows both (run_compare_painter.h); the narration says where the model
// holds. Any other trace turns the comparison off by itself.

#include "core/scenes.h"

#include <QObject>

#include <memory>

class QAction;
class QCheckBox;
class QMainWindow;
class QMenu;

namespace sgd::ui {

class StudioSession;

class BackgroundJob;

class CompareView : public QObject {
    Q_OBJECT
public:
    /// Adds "Compare with simulator" to `menu` and a check box to `window`'s status bar; the
    /// comparison is the session's (the window draws it).
    static CompareView *install(StudioSession *session, QMainWindow *window, QMenu *menu);
    ~CompareView() override;

    /// Turns the comparison on or off (on only while a recorded run is shown).
    void setOn(bool on);
    bool isOn() const;
    /// True while a recorded run of the sync, async or decentralized scene is shown.
    bool available() const;
    /// Runs an event loop until the prediction is in or `timeoutMs` passed (tests).
    bool waitForComparison(int timeoutMs = 10000);
    QAction *action() const { return m_action; }
    QCheckBox *checkBox() const { return m_box; }

private:
    CompareView(StudioSession *session, QMainWindow *window);
    void onTraceChanged();
    void start();
    void onPredicted(std::shared_ptr<const Trace> predicted);
    void onFailed(const QString &message);
    void clear();

    StudioSession *m_session;
    QMainWindow *m_window;
    BackgroundJob *m_job; // a child: cancels and joins its worker when it goes
    QAction *m_action = nullptr;
    QCheckBox *m_box = nullptr;
    std::shared_ptr<const Trace> m_measured; ///< the recorded trace being compared
};

} // namespace sgd::ui
