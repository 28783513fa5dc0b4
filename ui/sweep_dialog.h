#pragma once
// "Sweep a parameter…": choose one numeric parameter of the scene, a range and how many values;
// the sweep runs on a worker thread (SweepRunner, on ui/session/background_job.h) with a progress bar and a Stop button, and the
// comparison window plots the outcome against the parameter.

#include "core/param_sweep.h"
#include "core/params.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace sgd {
struct SceneDef;
}

namespace sgd::ui {

class BackgroundJob;

/// Runs core's runSweep() on a worker thread; results come back on the GUI thread.
class SweepRunner : public QObject {
    Q_OBJECT
public:
    explicit SweepRunner(QObject *parent = nullptr);
    ~SweepRunner() override; ///< stops and joins a running sweep (its BackgroundJob, a child, does)

    /// Starts a sweep (the values are checked first: a bad range fails at once with one line).
    /// False with `error` set when it cannot start or one is running.
    bool start(const SceneDef &scene, const ParamSet &base, const SweepSpec &spec, QString &error);
    /// Asks the running sweep to stop; `stopped` follows.
    void cancel();
    bool running() const;
    /// Runs an event loop until no sweep runs or `timeoutMs` passed (tests).
    bool waitForFinished(int timeoutMs = 10000);

signals:
    void progressChanged(double fraction);
    void finished(const sgd::SweepResult &result);
    void failed(const QString &message);
    void stopped();

private:
    BackgroundJob *m_job;
};

class SweepDialog : public QDialog {
    Q_OBJECT
public:
    explicit SweepDialog(QWidget *parent = nullptr);

    /// The scene to sweep and the parameters the other values come from. Another scene fills the
    /// choosers with its numeric parameters and a first sweep (param_sweep.h defaultSweep); the same
    /// scene keeps the range chosen.
    void setScene(const SceneDef *scene, const ParamSet &base);
    /// The sweep the fields describe now.
    SweepSpec spec() const;
    void setSpec(const SweepSpec &spec);
    /// Starts the sweep the fields describe (what "Run" does); false with the reason shown.
    bool run();
    SweepRunner *runner() const { return m_runner; }
    QString errorText() const;

signals:
    void sweepFinished(const sgd::SweepResult &result);

private:
    void onParamChosen();
    void setBusy(bool busy);

    const SceneDef *m_scene = nullptr;
    ParamSet m_base;
    SweepRunner *m_runner;
    QComboBox *m_param = nullptr;
    QDoubleSpinBox *m_from = nullptr;
    QDoubleSpinBox *m_to = nullptr;
    QSpinBox *m_count = nullptr;
    QComboBox *m_spacing = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_stop = nullptr;
};

} // namespace sgd::ui
