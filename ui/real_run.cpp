#include "real_run.h"

#include "core/scene_configs.h"
#include "run_compare_view.h"
#include "studio_session.h"

#include <QAction>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QProgressDialog>
#include <QStandardPaths>
#include <QStatusBar>

#include <unistd.h>

namespace sgd::ui {

namespace {

/// The runner's design for a scene id, or "" when the scene has none.
QString designOf(const std::string &scene)
{
    if (scene == "sync" || scene == "async")
        return QString::fromStdString(scene);
    if (scene == "decentralized")
        return QStringLiteral("gossip");
    return {};
}

/// Workers (or nodes) the parameters ask for, as the scenes count them.
int workersOf(const std::string &scene, const ParamSet &p)
{
    if (scene == "sync")
        return int(sceneSyncConfig(p).shards.size());
    if (scene == "async")
        return int(sceneAsyncConfig(p).shards.size());
    return sceneGossipConfig(p).nodes;
}

} // namespace

RealRun::RealRun(StudioSession *session, QMainWindow *window) : QObject(window), m_session(session), m_window(window) {}

RealRun *RealRun::install(StudioSession *session, QMainWindow *window)
{
    auto *run = new RealRun(session, window);
    QMenu *menu = window->menuBar()->addMenu(tr("&Processes"));
    run->m_action = menu->addAction(tr("Run on real processes…"));
    run->m_action->setObjectName(QStringLiteral("runOnRealProcesses"));
    connect(run->m_action, &QAction::triggered, run, &RealRun::start);
    connect(menu, &QMenu::aboutToShow, run, &RealRun::updateAction);
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
    const QString design = c->scene() ? designOf(c->scene()->id) : QString();
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
        workers = workersOf(c->scene()->id, c->params());
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
    args << QStringLiteral("--out") << out << QStringLiteral("--time-limit") << QStringLiteral("60");
    return args;
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
    m_progress = new QProgressDialog(tr("Running on %1 processes…").arg(np), tr("Cancel"), 0, 0, m_window);
    m_progress->setWindowTitle(tr("Run on real processes"));
    m_progress->setMinimumDuration(0);
    connect(m_progress, &QProgressDialog::canceled, this, &RealRun::cancel);
    m_process->start(mpirunPath(), args);
    m_progress->show();
    return true;
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

void RealRun::onFinished(int code)
{
    const QString output = QString::fromLocal8Bit(m_process->readAll()).trimmed();
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
    } else if (code != 0 || !QFileInfo::exists(m_out)) {
        QString last = output.section(QLatin1Char('\n'), 0, 0);
        for (const QString &line : output.split(QLatin1Char('\n')))
            if (line.startsWith(QLatin1String("sgd-studio-mpi:"))) {
                last = line;
                break;
            }
        message = tr("The real run failed: %1").arg(last.isEmpty() ? tr("mpirun ended with status %1").arg(code) : last);
        QMessageBox::warning(m_window, tr("Run on real processes"), message);
    } else {
        QString error;
        ok = m_session->openTraceFile(m_out, &error);
        message = ok ? tr("Showing what the processes recorded.") : tr("The recorded trace cannot be shown: %1").arg(error);
    }
    m_window->statusBar()->showMessage(message, 8000);
    emit finished(ok, message);
}

} // namespace sgd::ui
