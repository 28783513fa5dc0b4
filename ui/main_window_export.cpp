// Pictures, traces, handouts and figures saved from the window (File menu and the canvas's menu).
#include "main_window.h"
#include "ui/session/settings.h"

#include "animation_dialog.h"
#include "export_dialog.h"
#include "pen_overlay.h"
#include "scene_canvas.h"
#include "ui/render/exporter.h"
#include "ui/render/html_export.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>

namespace sgd::ui {

PictureOptions MainWindow::currentPictureOptions() const
{
    PictureOptions o;
    o.step = transport()->index();
    o.viewOptions = m_session->shownOptions();
    o.view = m_session->view();
    o.comparison = m_canvas->comparison();
    o.charts = m_canvas->chartView(); // the zoom and hidden series the reader sees
    o.style = Style::print();
    return o;
}

QString MainWindow::lastExportFolder() const
{
    const QString def = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return settings::exportFolder.get(def.isEmpty() ? QDir::homePath() : def);
}

void MainWindow::rememberExportFolder(const QString &path)
{
    settings::exportFolder.set(QFileInfo(path).absolutePath());
}

void MainWindow::reportExportResult(bool ok, const QString &path, const QString &error)
{
    if (ok)
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 6000);
    else
        QMessageBox::warning(this, tr("Export failed"), tr("The file was not saved.\n\n%1").arg(error));
}

void MainWindow::exportPictureInteractive()
{
    auto trace = controller()->trace();
    if (!trace || trace->frames.empty())
        return;
    ExportDialog dialog(this);
    dialog.setPenNotesAvailable(hasPenStrokes(pen()->strokes(), transport()->index()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.saveSettings();
    const PictureFormat format = dialog.format();
    const QString ext = format == PictureFormat::Png   ? QStringLiteral("png")
                        : format == PictureFormat::Svg ? QStringLiteral("svg")
                                                       : QStringLiteral("pdf");
    const QString suggested =
        QDir(lastExportFolder()).filePath(figureFileName(*trace, m_session->view(), transport()->index(), format));
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export picture"), suggested, tr("%1 files (*.%2)").arg(ext.toUpper(), ext));
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    PictureOptions o = dialog.options(m_baseStyle);
    o.step = transport()->index();
    o.viewOptions = m_session->shownOptions();
    o.view = m_session->view();
    if (dialog.includePenNotes())
        o.penStrokes = pen()->strokes();
    QString error;
    reportExportResult(exportPicture(*trace, path, format, o, error), path, error);
}

void MainWindow::exportTraceInteractive()
{
    auto trace = controller()->trace();
    if (!trace)
        return;
    const QString suggested = QDir(lastExportFolder()).filePath(QString::fromStdString(trace->scene) + QStringLiteral(".csv"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export trace"), suggested, tr("CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    QString error;
    reportExportResult(exportTrace(*trace, path, error), path, error);
}

void MainWindow::exportHandoutInteractive()
{
    auto trace = controller()->trace();
    if (!trace || trace->frames.empty())
        return;
    const QString suggested =
        QDir(lastExportFolder()).filePath(QString::fromStdString(trace->scene) + QStringLiteral("_handout.pdf"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export handout"), suggested, tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = exportHandout(*trace, path, currentPictureOptions(), error);
    QApplication::restoreOverrideCursor();
    reportExportResult(ok, path, error);
}

void MainWindow::exportWebPageInteractive()
{
    auto trace = controller()->trace();
    if (!trace || trace->frames.empty())
        return;
    const QString suggested = QDir(lastExportFolder()).filePath(QString::fromStdString(trace->scene) + QStringLiteral(".html"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export web page"), suggested, tr("Web page (*.html)"));
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    PictureOptions o = currentPictureOptions();
    o.style = Style::light(); // the page is light, whatever the window's theme
    o.size = QSize(1280, 720);
    o.penStrokes.clear();
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = exportHtml(*trace, path, o, error);
    QApplication::restoreOverrideCursor();
    reportExportResult(ok, path, error);
    if (ok && int(trace->frames.size()) > kHtmlMaxSteps)
        statusBar()->showMessage(tr("Saved the first %1 steps of %2: a page holds at most %1 (the page says so).")
                                     .arg(kHtmlMaxSteps)
                                     .arg(trace->frames.size() - 1),
                                 8000);
}

void MainWindow::exportAllFiguresInteractive()
{
    auto trace = controller()->trace();
    if (!trace || trace->frames.empty())
        return;
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Folder for every figure of this scene"), lastExportFolder());
    if (folder.isEmpty())
        return;
    settings::exportFolder.set(folder);
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const int n = exportAllFigures(*trace, folder, PictureFormat::Svg, currentPictureOptions(), error);
    QApplication::restoreOverrideCursor();
    if (n < 0)
        reportExportResult(false, folder, error);
    else
        statusBar()->showMessage(tr("Saved %1 figures in %2").arg(n).arg(QDir::toNativeSeparators(folder)), 6000);
}

void MainWindow::exportAnimationInteractive()
{
    auto trace = controller()->trace();
    if (!trace || trace->frames.empty())
        return;
    AnimationDialog dialog(trace, transport()->index(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.saveSettings();
    AnimationOptions o = dialog.options(m_baseStyle);
    const QString ext = dialog.extension();
    const QString name =
        QStringLiteral("%1_steps%2-%3.%4").arg(QString::fromStdString(trace->scene)).arg(o.first).arg(o.last).arg(ext);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export animation"), QDir(lastExportFolder()).filePath(name),
                                                      tr("%1 files (*.%2)").arg(ext.toUpper(), ext));
    if (path.isEmpty())
        return;
    rememberExportFolder(path);
    const PictureOptions current = currentPictureOptions();
    o.picture.viewOptions = current.viewOptions;
    o.picture.view = current.view;
    o.picture.comparison = current.comparison;
    auto *run = new AnimationRun(trace, path, o, this);
    connect(run, &AnimationRun::finished, this, [this, run](bool ok, const QString &file, const QString &error) {
        run->deleteLater();
        if (run->wasCancelled())
            statusBar()->showMessage(tr("Animation export cancelled; nothing was written"), 6000);
        else
            reportExportResult(ok, file, error);
    });
    run->start();
}

void MainWindow::copyPicture()
{
    auto trace = controller()->trace();
    if (!trace || trace->frames.empty())
        return;
    PictureOptions o = currentPictureOptions();
    o.style = m_baseStyle;
    o.size = m_canvas->size();
    o.scale = devicePixelRatioF();
    o.penStrokes = pen()->strokes(); // the picture as the class sees it
    QApplication::clipboard()->setImage(pictureImage(*trace, o));
    statusBar()->showMessage(tr("Picture of step %1 copied to the clipboard").arg(o.step), 4000);
}

} // namespace sgd::ui
