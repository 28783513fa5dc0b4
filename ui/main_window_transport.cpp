// The transport bar under the canvas (transport_bar.h) in the window, and the views a scene offers.
#include "main_window.h"

#include "scene_canvas.h"
#include "transport_bar.h"
#include "ui/render/scene_painter.h"

#include <QAction>

namespace sgd::ui {

void MainWindow::buildTransportBar()
{
    m_transportBar = new TransportBar(transport(), this);
    addToolBar(Qt::BottomToolBarArea, m_transportBar);
    m_windowKeys << m_transportBar->keys();
    connect(m_transportBar, &TransportBar::viewChosen, m_session, &StudioSession::setView);
}

void MainWindow::updateViewChooser()
{
    const ScenePainter *painter = painterFor(controller()->sceneId());
    const QStringList views = painter ? painter->views() : QStringList{};
    m_transportBar->setViews(views, m_session->view());
    m_nextViewAction->setEnabled(views.size() > 1);
}

void MainWindow::onViewChanged(const QString &v)
{
    const ScenePainter *painter = painterFor(controller()->sceneId());
    const QStringList views = painter ? painter->views() : QStringList{};
    m_canvas->setView(v);
    m_transportBar->showView(v.isEmpty() ? 0 : int(views.indexOf(v)));
    updateNarration();
    scheduleFit();
}

} // namespace sgd::ui
