#pragma once
// Help > Diagnostics: what computes and why, for whoever sets up the lecture-room machine. The
// projector only ever shows the calm summary ("Compute: CPU, 8 threads").

#include "ui/session/compute_info.h"

#include <QList>
#include <QPair>
#include <QString>

class QWidget;

namespace sgd::ui {

/// The diagnostics as (label, value) rows: version, backend, threads, CUDA, Qt, platform.
QList<QPair<QString, QString>> diagnosticsRows(const ComputeInfo &info);
/// The same rows as plain text, one "label: value" a line (to paste into a bug report).
QString diagnosticsText(const QList<QPair<QString, QString>> &rows);
/// A small modal dialog with the rows and a button that copies them.
void showDiagnosticsDialog(QWidget *parent, const ComputeInfo &info);

} // namespace sgd::ui
