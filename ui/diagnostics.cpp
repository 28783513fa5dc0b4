#include "diagnostics.h"

#include "ui/render/language.h"

#include "gpu/backend_factory.h"
#include "real_run.h"
#include "ui/render/animation_export.h"
#include "ui/render/number_format.h"

#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSysInfo>
#include <QTextBrowser>
#include <QThread>
#include <QVBoxLayout>

#ifndef SGD_STUDIO_VERSION
#define SGD_STUDIO_VERSION "0.0.0"
#endif

namespace sgd::ui {

namespace {

QString cudaStatus()
{
    const gpu::DeviceQuery q = gpu::queryDevices();
    if (!q.cudaBuilt)
        return QObject::tr("not built into this copy");
    if (!q.status.ok())
        return QObject::tr("not available: %1").arg(QString::fromStdString(q.status.message));
    if (q.devices.empty())
        return QObject::tr("built, but no device found");
    QStringList names;
    for (const gpu::DeviceInfo &d : q.devices)
        names << QObject::tr("%1 (%2 GiB, compute %3.%4)")
                     .arg(QString::fromStdString(d.name))
                     .arg(formatNumber(double(d.totalMemory) / (1024.0 * 1024.0 * 1024.0)))
                     .arg(d.computeMajor)
                     .arg(d.computeMinor);
    return names.join(QStringLiteral("; "));
}

/// Where FFmpeg is (animation export), or why it is not.
QString ffmpegStatus()
{
    const QString ffmpeg = ffmpegProgram();
    return ffmpeg.isEmpty() ? QObject::tr("not found: MP4, WebM and GIF export need it (install ffmpeg)")
                            : QObject::tr("found: %1").arg(ffmpeg);
}

/// Whether real runs can start: mpirun and the runner sgd-studio-mpi.
QString openMpiStatus()
{
    const QString mpirun = RealRun::mpirunPath(), runner = RealRun::runnerPath();
    if (mpirun.isEmpty() || !QFileInfo(mpirun).isExecutable())
        return QObject::tr("mpirun not found: real runs need Open MPI (install openmpi-bin and libopenmpi-dev)");
    if (!QFileInfo(runner).isExecutable())
        return QObject::tr("mpirun found (%1), but not the runner %2: build it with Open MPI present").arg(mpirun, runner);
    return QObject::tr("found: %1, runner %2").arg(mpirun, runner);
}

QString screenText()
{
    const QScreen *s = QGuiApplication::primaryScreen();
    if (!s)
        return QObject::tr("none");
    return QObject::tr("%1 x %2, scale %3").arg(s->size().width()).arg(s->size().height()).arg(s->devicePixelRatio());
}

} // namespace

QList<QPair<QString, QString>> diagnosticsRows(const ComputeInfo &info)
{
    QList<QPair<QString, QString>> rows;
    rows.append({QObject::tr("SGD Studio"), QStringLiteral(SGD_STUDIO_VERSION)});
    const QString choice = info.choice.isEmpty() ? QStringLiteral("auto") : info.choice;
    rows.append({QObject::tr("Compute"),
                 info.summary.isEmpty()
                     ? QObject::tr("chosen when the scale lab runs (%1)").arg(choice)
                     : QObject::tr("%1 (asked for: %2)").arg(computeSummaryText(info.summary.toStdString()), choice)});
    rows.append({QObject::tr("Why not the GPU"),
                 info.reason.isEmpty() ? QObject::tr("nothing fell back") : fallbackReasonText(info.reason)});
    rows.append({QObject::tr("CPU threads"), QString::number(QThread::idealThreadCount())});
    rows.append({QObject::tr("CUDA"), cudaStatus()});
    rows.append({QObject::tr("FFmpeg"), ffmpegStatus()});
    rows.append({QObject::tr("Open MPI"), openMpiStatus()});
    rows.append({QObject::tr("Qt"),
                 QObject::tr("%1 (built with %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))});
    rows.append({QObject::tr("Platform"),
                 QStringLiteral("%1, %2, %3")
                     .arg(QSysInfo::prettyProductName(), QSysInfo::currentCpuArchitecture(), QGuiApplication::platformName())});
    rows.append({QObject::tr("Screen"), screenText()});
    // The kernels the CPU backend chose by measuring, and the one line about a cache file it ignored.
    rows.append({QObject::tr("CPU kernels"), QString::fromStdString(gpu::cpuKernelDiagnostics())});
    return rows;
}

QString diagnosticsText(const QList<QPair<QString, QString>> &rows)
{
    QString out;
    for (const auto &[label, value] : rows)
        out += label + QStringLiteral(": ") + value + QLatin1Char('\n');
    return out;
}

void showDiagnosticsDialog(QWidget *parent, const ComputeInfo &info)
{
    const auto rows = diagnosticsRows(info);
    QDialog dialog(parent);
    dialog.setWindowTitle(QObject::tr("Diagnostics"));
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(QObject::tr("What this copy of SGD Studio runs on. Paste it into a bug report."), &dialog));
    auto *view = new QTextBrowser(&dialog);
    view->setObjectName(QStringLiteral("diagnostics"));
    QString html = QStringLiteral("<table cellspacing='4'>");
    for (const auto &[label, value] : rows)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    view->setHtml(html + QStringLiteral("</table>"));
    view->setMinimumSize(560, 240);
    layout->addWidget(view);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QPushButton *copy = buttons->addButton(QObject::tr("Copy"), QDialogButtonBox::ActionRole);
    QObject::connect(copy, &QPushButton::clicked, &dialog, [rows] { QApplication::clipboard()->setText(diagnosticsText(rows)); });
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.exec();
}

} // namespace sgd::ui
