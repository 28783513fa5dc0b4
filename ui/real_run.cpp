#include "real_run.h"

#include "core/number_text.h"
#include "core/output_file.h"
#include "core/param_table.h"
#include "core/run_compare.h"
#include "core/run_source.h"
#include "core/run_timeline.h"
#include "core/scene_configs.h"
#include "core/scenes.h"
#include "core/scenes/sync/sync_params.h"
#include "run_compare_view.h"
#include "ui/render/language.h"
#include "ui/session/studio_session.h"

#include <QAction>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>

#include <unistd.h>

namespace sgd::ui {

namespace {

/// The runner's default: real seconds per lecture second of compute.
constexpr double kTimeScale = 0.05;

} // namespace

RealRun::RealRun(StudioSession *session, QMainWindow *window) : QObject(window), m_session(session), m_window(window) {}

RealRun *RealRun::install(StudioSession *session, QMainWindow *window)
{
    auto *run = new RealRun(session, window);
    QMenu *menu = window->menuBar()->addMenu(tr("&Processes"));
    run->m_action = menu->addAction(tr("Run on real processes…"));
    run->m_action->setObjectName(QStringLiteral("runOnRealProcesses"));
    connect(run->m_action, &QAction::triggered, run, &RealRun::confirmAndStart);
    connect(menu, &QMenu::aboutToShow, run, &RealRun::updateAction);
    run->m_timeline = new QAction(tr("Export real run ti&meline (Perfetto)…"), run);
    run->m_timeline->setObjectName(QStringLiteral("exportTimeline"));
    run->m_timeline->setToolTip(tr("Save the shown real run as a timeline for ui.perfetto.dev or chrome://tracing: one "
                                   "process per rank, its compute and its messages."));
    connect(run->m_timeline, &QAction::triggered, run, &RealRun::exportTimelineInteractive);
    menu->addAction(run->m_timeline);
    // Beside the other exports in File, before its first separator after "Export animation".
    if (auto *file = window->findChild<QMenu *>(QStringLiteral("fileMenu")))
        if (QAction *before = window->findChild<QAction *>(QStringLiteral("exportAnimation"))) {
            const QList<QAction *> actions = file->actions();
            const qsizetype at = actions.indexOf(before);
            file->insertAction(at >= 0 && at + 1 < actions.size() ? actions.at(at + 1) : nullptr, run->m_timeline);
        }
    run->updateAction();
    CompareView::install(session, window, menu);
    return run;
}

QString RealRun::runnerPath()
{
    const QString env = qEnvironmentVariable("SGD_STUDIO_MPI");
    return env.isEmpty() ? QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("sgd-studio-mpi")) : env;
}

QString RealRun::mpirunPath()
{
    const QString env = qEnvironmentVariable("SGD_MPIRUN");
    return env.isEmpty() ? QStandardPaths::findExecutable(QStringLiteral("mpirun")) : env;
}

QStringList RealRun::command(const QString &out, QString *why) const
{
    const SceneController *c = m_session->controller();
    const QString design = c->scene() ? QString::fromStdString(c->scene()->realRun.design) : QString();
    if (design.isEmpty()) {
        *why = tr("Real runs exist for the synchronous, asynchronous and decentralized scenes.");
        return {};
    }
    if (mpirunPath().isEmpty() || !QFileInfo(mpirunPath()).isExecutable() || !QFileInfo(runnerPath()).isExecutable()) {
        *why = tr("Real runs need Open MPI and the runner sgd-studio-mpi: install openmpi-bin and libopenmpi-dev "
                  "(scripts/run does it as root) and build again.");
        return {};
    }
    int workers = 0;
    try {
        workers = c->scene()->realRun.workers(c->params());
    } catch (const std::exception &e) {
        *why = QString::fromUtf8(e.what());
        return {};
    }
    QStringList args;
    if (geteuid() == 0)
        args << QStringLiteral("--allow-run-as-root");
    args << QStringLiteral("--oversubscribe") << QStringLiteral("-np") << QString::number(workers + 1) << runnerPath() << design;
    for (const auto &[key, value] : c->params().explicitValues())
        args << QStringLiteral("--set") << QString::fromStdString(key + "=" + value);
    // The runner's own time limit follows from the run's planned length; progress lines feed the dialog.
    args << QStringLiteral("--out") << out << QStringLiteral("--progress");
    return args;
}

QString RealRun::plan() const
{
    QString why;
    const QStringList args = command(QStringLiteral("run.json"), &why);
    if (args.isEmpty())
        return why;
    const SceneController *c = m_session->controller();
    const int np = args.at(args.indexOf(QStringLiteral("-np")) + 1).toInt();
    double seconds = 0;
    QString model;
    try {
        // The trace shown is the simulator's for these parameters: no second run on the GUI thread.
        const std::shared_ptr<const Trace> shown = c->trace();
        const bool current = shown && !shown->recorded() && shown->params == c->params().typed();
        const std::shared_ptr<const Trace> sim =
            current ? shown : std::make_shared<const Trace>(runScene(*c->scene(), c->params()));
        seconds = plannedRunSeconds(*sim) * kTimeScale + 1.0;
        if (const auto &payload = c->scene()->realRun.payload)
            model = u' ' + QString::fromStdString(payload(c->params()));
    } catch (const std::exception &e) {
        return QString::fromUtf8(e.what());
    }
    return tr("This starts %1 processes on this computer with mpirun: %2. They run the %3 scene's design with "
              "its parameters as set now, each lecture second of compute taking %4 s of real time, so about %5 s "
              "in all.%6 The processes exchange real MPI messages; their times are measured, and the trace they "
              "record opens here when they finish (Processes > Compare with simulator sets it beside the prediction).")
        .arg(np)
        .arg(QString::fromStdString(c->scene()->realRun.layout(c->params())))
        .arg(coreText(c->scene()->title))
        .arg(kTimeScale)
        .arg(seconds, 0, 'g', 2)
        .arg(model);
}

void RealRun::confirmAndStart()
{
    QString why;
    if (command(QStringLiteral("run.json"), &why).isEmpty()) {
        start(); // says why it cannot
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Run on real processes"), plan(), QMessageBox::Cancel, m_window);
    box.addButton(tr("Run"), QMessageBox::AcceptRole);
    box.setDefaultButton(qobject_cast<QPushButton *>(box.buttons().constFirst()));
    if (box.exec() == QMessageBox::Cancel)
        return;
    start();
}

void RealRun::updateAction()
{
    QString why;
    const bool ok = !command(QStringLiteral("run.json"), &why).isEmpty();
    m_action->setToolTip(ok ? tr("Runs this scene's design on real processes with mpirun and shows what they recorded.") : why);
    m_action->setStatusTip(m_action->toolTip());
}

bool RealRun::running() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

bool RealRun::start()
{
    if (running())
        return false;
    // Kept in the app's data folder, so the window (and its autosave) can show it again later.
    const QDir dir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/real-runs"));
    dir.mkpath(QStringLiteral("."));
    m_out = dir.filePath(
        QStringLiteral("real-run-%1.json").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"))));
    QString why;
    const QStringList args = command(m_out, &why);
    if (args.isEmpty()) {
        QMessageBox::information(m_window, tr("Run on real processes"), why);
        emit finished(false, why);
        return false;
    }
    m_cancelled = false;
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    connect(m_process, &QProcess::finished, this, [this](int code) { onFinished(code); });
    const QString np = args.at(args.indexOf(QStringLiteral("-np")) + 1);
    m_output.clear();
    connect(m_process, &QProcess::readyRead, this, &RealRun::onOutput);
    m_progress = new QProgressDialog(tr("Running on %1 processes…").arg(np), tr("Cancel"), 0, 0, m_window);
    m_progress->setWindowTitle(tr("Run on real processes"));
    m_progress->setMinimumDuration(0);
    connect(m_progress, &QProgressDialog::canceled, this, &RealRun::cancel);
    m_process->start(mpirunPath(), args);
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    m_progress->show();
    return true;
}

void RealRun::onOutput()
{
    if (!m_process)
        return;
    m_output += QString::fromLocal8Bit(m_process->readAll());
    // The newest "progress N of M rounds" line sets the bar, the count and an estimate of the rest.
    static const QRegularExpression line(QStringLiteral("progress (\\d+) of (\\d+) (\\w+)"));
    QRegularExpressionMatch last;
    for (auto it = line.globalMatch(m_output); it.hasNext();)
        last = it.next();
    if (!last.hasMatch() || !m_progress)
        return;
    const int done = last.captured(1).toInt(), total = last.captured(2).toInt();
    m_progress->setMaximum(std::max(1, total));
    m_progress->setValue(std::min(done, total));
    const double elapsed = (QDateTime::currentMSecsSinceEpoch() - m_startedMs) / 1000.0;
    QString text = tr("%1 of %2 %3 done").arg(done).arg(total).arg(last.captured(3));
    if (done > 0 && done < total)
        text += tr(", about %1 s left").arg(std::max(1.0, elapsed * (total - done) / done), 0, 'f', 0);
    m_progress->setLabelText(text);
}

void RealRun::cancel()
{
    if (!running())
        return;
    m_cancelled = true;
    m_process->terminate(); // mpirun passes SIGTERM on to every rank
    if (!m_process->waitForFinished(5000))
        m_process->kill(); // the ranks' own time limit ends any left behind
}

QString RealRun::failureLine(const QString &output, int code)
{
    // Our runner's own line comes first: it names the rank when rank 0 lived to write it.
    for (const QString &line : output.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("sgd-studio-mpi:")))
            return line.mid(int(sizeof("sgd-studio-mpi:"))).trimmed();
    // Else mpirun's notice: "process rank 2 with PID 0 on node vm exited on signal 9 (Killed)."
    static const QRegularExpression notice(
        QStringLiteral("process rank (\\d+) with PID \\d+ on node (\\S+) exited on signal (\\d+)(?: \\(([^)]*)\\))?"));
    if (const QRegularExpressionMatch m = notice.match(output); m.hasMatch())
        return tr("rank %1 on %2 ended on signal %3%4, and mpirun ended the others")
            .arg(m.captured(1), m.captured(2), m.captured(3),
                 m.captured(4).isEmpty() ? QString() : QStringLiteral(" (") + m.captured(4).toLower() + QLatin1Char(')'));
    // Else the first line that says something (not mpirun's rules of dashes).
    for (const QString &line : output.split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        if (!t.isEmpty() && !t.startsWith(QLatin1String("---")) && !t.startsWith(QLatin1String("progress ")))
            return t;
    }
    return tr("mpirun ended with status %1").arg(code);
}

void RealRun::onFinished(int code)
{
    m_output += QString::fromLocal8Bit(m_process->readAll());
    const QString output = m_output.trimmed();
    m_process->deleteLater();
    m_process = nullptr;
    if (m_progress) {
        m_progress->hide();
        m_progress->deleteLater();
        m_progress = nullptr;
    }
    QString message;
    bool ok = false;
    if (m_cancelled) {
        message = tr("Real run cancelled: every process was stopped.");
    } else if (code != 0 && QFileInfo::exists(m_out)) {
        // It ended early, but rank 0 had written what was recorded: show that, marked incomplete.
        QString error;
        const QString line = failureLine(output, code);
        if ((ok = m_session->openTraceFile(m_out, &error))) {
            const auto trace = m_session->controller()->trace();
            message = tr("The real run ended early: %1. Showing the %2 steps recorded until then (incomplete).")
                          .arg(line)
                          .arg(trace ? int(trace->frames.size()) - 1 : 0);
        } else {
            message = tr("The real run ended early: %1. What it recorded cannot be shown: %2").arg(line, error);
        }
        warn(message);
    } else if (code != 0 || !QFileInfo::exists(m_out)) {
        message = tr("The real run failed: %1").arg(failureLine(output, code));
        warn(message);
    } else {
        QString error;
        ok = m_session->openTraceFile(m_out, &error);
        message = ok ? tr("Showing what the processes recorded.") : tr("The recorded trace cannot be shown: %1").arg(error);
    }
    m_window->statusBar()->showMessage(message, 8000);
    emit finished(ok, message);
}

void RealRun::warn(const QString &message)
{
    // Shown without blocking: the window goes on (and a test goes on) while the box is up.
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Run on real processes"), message, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("realRunWarning"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool RealRun::exportTimeline(const QString &path, QString *error) const
{
    const auto trace = m_session->controller()->trace();
    std::string json;
    try {
        if (!trace)
            throw std::invalid_argument("nothing is shown");
        json = runTimelineJson(*trace);
    } catch (const std::exception &e) {
        *error = QString::fromUtf8(e.what());
        return false;
    }
    OutputFile file(fileNameBytes(path)); // a temporary file renamed into place: never half written
    if (file.open() && file.writeAll(json.data(), json.size()) && file.prepareCommit() && file.commit())
        return true;
    *error = QString::fromStdString(file.error());
    return false;
}

void RealRun::exportTimelineInteractive()
{
    const auto trace = m_session->controller()->trace();
    if (!trace || !trace->recorded()) {
        QMessageBox::information(m_window, tr("Export real run timeline"),
                                 tr("A timeline shows the processes of a real run. Run this scene on real processes "
                                    "(Processes > Run on real processes…) or open a trace that sgd-studio-mpi "
                                    "recorded, then export again."));
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export real run timeline"),
                                     QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                         .filePath(QString::fromStdString(trace->scene) + QStringLiteral("-timeline.json")),
                                     tr("Trace Event JSON (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTimeline(path, &error)) {
        QMessageBox::warning(m_window, tr("Export real run timeline"), tr("The timeline was not saved: %1").arg(error));
        return;
    }
    m_window->statusBar()->showMessage(
        tr("Saved %1: open it in ui.perfetto.dev or chrome://tracing.").arg(QDir::toNativeSeparators(path)), 8000);
}

} // namespace sgd::ui
