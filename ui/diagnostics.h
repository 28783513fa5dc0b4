#pragma once
// Help > Diagnostics: what computes and why, for whoever sets up the lecture-room machine. The
// projector only ever shows the calm summary ("Compute: CPU, 8 threads").

#include <QList>
#include <QPair>
#include <QString>

class QWidget;

namespace sgd::ui {

/// The compute backend the window uses, as the command line chose it.
struct ComputeInfo {
    QString choice;  ///< "auto", "cpu" or "cuda"; empty when nothing was chosen (tests)
    QString summary; ///< for the status bar: "CPU, 8 threads" or "GPU NVIDIA H200"
    QString reason;  ///< why the GPU is not used; empty when nothing fell back
};

/// The diagnostics as (label, value) rows: version, backend, threads, CUDA, Qt, platform.
QList<QPair<QString, QString>> diagnosticsRows(const ComputeInfo &info);
/// The same rows as plain text, one "label: value" a line (to paste into a bug report).
QString diagnosticsText(const QList<QPair<QString, QString>> &rows);
/// A small modal dialog with the rows and a button that copies them.
void showDiagnosticsDialog(QWidget *parent, const ComputeInfo &info);

} // namespace sgd::ui
