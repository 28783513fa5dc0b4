#include "busy_indicator.h"

#include "ui/session/scene_controller.h"

#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

namespace sgd::ui {

BusyIndicator::BusyIndicator(SceneController *controller, QStatusBar *bar, QWidget *owner)
    : QObject(owner), m_controller(controller), m_progress(new QProgressBar(owner)),
      m_cancel(new QPushButton(tr("Cancel"), owner)), m_delay(new QTimer(this))
{
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(200);
    m_progress->setFormat(tr("computing… %p%"));
    m_progress->hide();
    m_cancel->setToolTip(tr("Stop this computation and keep the previous result on screen."));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, [this, bar] {
        m_controller->cancel();
        bar->showMessage(tr("Computation cancelled; showing the previous result."), 4000);
    });
    bar->addPermanentWidget(m_progress);
    bar->addPermanentWidget(m_cancel);
    m_delay->setSingleShot(true);
    m_delay->setInterval(150); // longer than a blink: show progress and offer cancel
    connect(m_delay, &QTimer::timeout, this, [this] {
        if (m_controller->busy()) {
            m_progress->show();
            m_cancel->show();
        }
    });
    connect(controller, &SceneController::busyChanged, this, &BusyIndicator::onBusyChanged);
    connect(controller, &SceneController::progressChanged, this, [this](double f) { m_progress->setValue(int(f * 100)); });
}

void BusyIndicator::onBusyChanged(bool busy)
{
    if (busy) {
        m_progress->setValue(0);
        m_delay->start();
    } else {
        m_delay->stop();
        m_progress->hide();
        m_cancel->hide();
    }
}

} // namespace sgd::ui
