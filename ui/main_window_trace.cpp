// The window showing a saved trace: File > Open Trace… and `sgd-studio --trace FILE`.
#include "main_window.h"
#include "ui/render/language.h"

#include "core/number_text.h"
#include "core/output_file.h"
#include "core/run_source.h"
#include "core/trace_file.h"
#include "ui/session/lesson_session.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

namespace sgd::ui {

bool MainWindow::openTraceFile(const QString &path, QString *error)
{
    return m_session->openTraceFile(path, error);
}

void MainWindow::showLoadedTrace(LoadedTrace loaded, const QString &path)
{
    m_session->showLoadedTrace(std::move(loaded), path);
}

void MainWindow::openTraceInteractive()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open trace"), lastExportFolder(), tr("Traces (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openTraceFile(path, &error))
        QMessageBox::warning(this, tr("Trace not opened"), tr("This trace cannot be shown.\n\n%1").arg(error));
}

void MainWindow::applyTitle(const QString &title)
{
    // The open lesson's name, with Qt's mark for unsaved edits ("*") where [*] stands.
    const LessonSession *lessons = m_session->lessons();
    if (lessons->isOpen()) {
        const QString name = QString::fromStdString(lessons->lesson().title).trimmed();
        setWindowTitle(tr("%1 — lesson: %2[*]").arg(title, name.isEmpty() ? tr("untitled") : name));
        setWindowModified(lessons->modified());
        return;
    }
    setWindowTitle(title);
    setWindowModified(false);
}

void MainWindow::updateTitle()
{
    const SceneDef *scene = controller()->scene();
    const QString file = controller()->traceFile();
    if (!scene) {
        applyTitle(tr("SGD Studio"));
        return;
    }
    const QString title = coreText(scene->title);
    if (!m_sourceLabel) {
        m_sourceLabel = new QLabel(this);
        m_sourceLabel->setObjectName(QStringLiteral("sourceLabel"));
        statusBar()->addPermanentWidget(m_sourceLabel);
    }
    m_sourceLabel->setVisible(!file.isEmpty());
    if (file.isEmpty()) {
        applyTitle(tr("SGD Studio — %1").arg(title));
        return;
    }
    const QString name = QFileInfo(file).fileName();
    const std::shared_ptr<const Trace> trace = controller()->trace();
    if (trace && trace->recorded()) {
        // A run recorded by sgd-studio-mpi: say where it happened.
        RunSource src;
        try {
            src = fromRecord<RunSource>(trace->source, "source");
        } catch (const std::exception &) {
            src.time_unit = "the file's source facts are incomplete";
        }
        const bool incomplete = src.ended_early.has_value();
        const QString where = (incomplete ? tr("Real run, incomplete: %1 processes on %2") : tr("Real run: %1 processes on %2"))
                                  .arg(src.processes)
                                  .arg(QString::fromStdString(src.hosts));
        applyTitle((incomplete ? tr("SGD Studio — %1 — %2 (real run, incomplete)") : tr("SGD Studio — %1 — %2 (real run)"))
                       .arg(title, name));
        m_sourceLabel->setText(where);
        QString tip =
            tr("%1 recorded these numbers on real processes (%2); times are measured, not modelled.\n%3")
                .arg(QDir::toNativeSeparators(file), QString::fromStdString(src.library), QString::fromStdString(src.time_unit));
        if (incomplete)
            tip += tr("\nThe run did not reach its end: %1").arg(QString::fromStdString(*src.ended_early));
        if (src.ranks) {
            tip += tr("\nBytes each rank passed to MPI (counted, sent / received):");
            for (const RankRecord &r : *src.ranks)
                tip += tr("\n  rank %1 (%2 on %3): %4 / %5")
                           .arg(r.rank)
                           .arg(QString::fromStdString(r.role), QString::fromStdString(r.host))
                           .arg(text::formatBytes(r.bytes_sent), text::formatBytes(r.bytes_received));
        }
        m_sourceLabel->setToolTip(tip);
        return;
    }
    applyTitle(tr("SGD Studio — %1 — %2 (saved trace)").arg(title, name));
    m_sourceLabel->setText(tr("Saved trace: %1, not recomputed").arg(name));
    m_sourceLabel->setToolTip(tr("The picture, the table and the narration show %1 as it was saved.\n"
                                 "Change any parameter to compute the scene afresh.")
                                  .arg(QDir::toNativeSeparators(file)));
}

} // namespace sgd::ui
