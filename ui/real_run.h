#pragma once
// "Run on real processes": says what will run, starts `mpirun -np K+1 sgd-studio-mpi` with the
// scene's parameters (QProcess), shows its progress (rounds or updates done, time left) with a
// Cancel that ends every rank, then opens the recorded trace in the same window; a run that ended
// early opens what was recorded, marked incomplete, with one line naming the rank that was lost.
// Also "Export timeline for Perfetto" of a recorded run. Only the sync, async and decentralized
// scenes have a runner.

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
    /// One paragraph for the teacher before the run: processes, design, expected time.
    QString plan() const;
    /// Starts the run; false (with the reason shown) when it cannot start.
    bool start();
    /// Writes the shown real run's timeline (Perfetto / chrome://tracing) to `path`; false with
    /// the reason in `error`.
    bool exportTimeline(const QString &path, QString *error) const;
    /// The one line to show for a run's output and exit: the runner's own line, else mpirun's
    /// notice of a lost rank in plain words ("rank 2 on node7 was killed (signal 9)").
    static QString failureLine(const QString &output, int code);
    /// Ends the run and every rank (mpirun forwards the signal to them).
    void cancel();
    bool running() const;
    /// Where the runner and mpirun are looked for (tests point them elsewhere).
    /// SGD_STUDIO_MPI and SGD_MPIRUN override them. Help > Diagnostics names them too.
    static QString runnerPath();
    static QString mpirunPath();

signals:
    /// The run ended: `ok` when its trace was opened (also a run that ended early: then marked
    /// incomplete); `message` one line for the status bar.
    void finished(bool ok, const QString &message);

private:
    RealRun(StudioSession *session, QMainWindow *window);
    void onFinished(int code);
    void onOutput();
    void updateAction();
    void confirmAndStart();
    void warn(const QString &message);
    void exportTimelineInteractive();

    StudioSession *m_session;
    QMainWindow *m_window;
    QAction *m_action = nullptr;
    QAction *m_timeline = nullptr;
    QString m_output;       ///< everything mpirun printed so far
    qint64 m_startedMs = 0; ///< when the run started (for the estimate)
    QProcess *m_process = nullptr;
    QProgressDialog *m_progress = nullptr;
    QString m_out;
    bool m_cancelled = false;
};

} // namespace sgd::ui
