// The window's parameter edits (the session keeps them, one undo step per edit) and the compute backend.
#include "main_window.h"

#include "parameter_panel.h"
#include "ui/render/language.h"

#include <QLabel>
#include <QStatusBar>

namespace sgd::ui {

void MainWindow::setBackend(const QString &choice, const QString &summary, const QString &reason)
{
    if (!m_backendLabel) {
        m_backendLabel = new QLabel(this);
        m_backendLabel->setObjectName(QStringLiteral("backendLabel"));
        statusBar()->addPermanentWidget(m_backendLabel);
    }
    // The projector shows what computes; why the GPU is not used is for the tooltip and Help.
    m_backendLabel->setText(tr("Compute: %1").arg(computeSummaryText(summary.toStdString())));
    QString tip = tr("Where the scale lab computes its gradients (choose with --backend cpu|cuda|auto).");
    if (!reason.isEmpty())
        tip += QLatin1Char('\n') + tr("The GPU is not used: %1.").arg(fallbackReasonText(reason)) + QLatin1Char('\n') +
               tr("Help > Diagnostics has the details.");
    m_backendLabel->setToolTip(tip);
    m_session->setBackend({choice, summary, reason});
}

void MainWindow::requestEdit(const QString &key, const QString &value, int mergeId)
{
    QString error;
    switch (m_session->checkEdit(key, value, &error)) {
    case StudioSession::Edit::Unknown:
    case StudioSession::Edit::Unchanged:
        return;
    case StudioSession::Edit::Locked: // the lesson's slide holds it (a disabled editor sends nothing; the canvas might)
        m_panel->showValue(key, controller()->param(key));
        statusBar()->showMessage(tr("%1 is locked by the lesson on this slide.").arg(key), 4000);
        return;
    case StudioSession::Edit::Invalid:
        m_panel->showError(key, tr("Not applied: %1 must be %2.").arg(key, error));
        return;
    case StudioSession::Edit::Apply:
        m_panel->showError(key, {});
        m_session->editParam(key, value, mergeId);
        return;
    }
}

} // namespace sgd::ui
