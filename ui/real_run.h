#pragma once
// "Run on real processes": starts `mpirun -np K+1 sgd-studio-mpi` with the scene's parameters
// (QProcess), shows its progress with a Cancel that ends every rank, then opens the recorded
// trace in the same window. Only the sync, async and decentralized scenes have a runner.

#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QMainWindow;
class QProcess;
class QProgressDialog;

namespace sgd::ui {

class StudioSession;

class RealRun : public QObject {
    Q_OBJECT
public:
    /// Adds the Processes menu to the window (the object lives as long as the window).
    static RealRun *install(StudioSession *session, QMainWindow *window);

    /// What would run for the scene shown now: the program and its arguments; empty with a reason
    /// in `why` when nothing can (another scene, no mpirun, no runner).
    QStringList command(const QString &out, QString *why) const;
    /// Starts the run; false (with the reason shown) when it cannot start.
    bool start();
    /// Ends the run and every rank (mpirun forwards the signal to them).
    void cancel();
    bool running() const;
    /// Where the runner and mpirun are looked for (tests point them elsewhere).
    /// SGD_STUDIO_MPI and SGD_MPIRUN override them. Help > Diagnostics names them too.
    static QString runnerPath();
    static QString mpirunPath();

signals:
    /// The run ended: `ok` when its trace was opened; `message` one line for the status bar.
    void finished(bool ok, const QString &message);

private:
    RealRun(StudioSession *session, QMainWindow *window);
    void onFinished(int code);
    void updateAction();

    StudioSession *m_session;
    QMainWindow *m_window;
    QAction *m_action = nullptr;
    QProcess *m_process = nullptr;
    QProgressDialog *m_progress = nullptr;
    QString m_out;
    bool m_cancelled = false;
};

} // namespace sgd::ui
