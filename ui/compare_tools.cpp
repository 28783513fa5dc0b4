#include "compare_tools.h"

#include "compare_window.h"
#include "scene_canvas.h"
#include "sweep_dialog.h"
#include "ui/session/studio_session.h"

#include <QAction>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace sgd::ui {

CompareTools::CompareTools(StudioSession *session, QMainWindow *window, SceneCanvas *canvas)
    : QObject(window), m_session(session), m_window(window), m_canvas(canvas)
{
}

CompareTools *CompareTools::install(StudioSession *session, QMainWindow *window, SceneCanvas *canvas)
{
    auto *tools = new CompareTools(session, window, canvas);
    QMenu *menu = window->menuBar()->addMenu(tr("&Compare"));
    tools->m_pin = menu->addAction(tr("&Pin run"), tools, &CompareTools::pinCurrentRun);
    tools->m_pin->setObjectName(QStringLiteral("pinRun"));
    tools->m_pin->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    tools->m_pin->setToolTip(tr("Keep this run to compare it with others after you change a parameter."));
    QAction *compare = menu->addAction(tr("&Compare pinned runs…"), tools, [tools] {
        tools->compareWindow()->showPage(CompareWindow::Page::Pins);
        tools->compareWindow()->show();
        tools->compareWindow()->raise();
        tools->compareWindow()->activateWindow(); // the keys go to it (Esc closes it)
    });
    compare->setObjectName(QStringLiteral("comparePinnedRuns"));
    QAction *sweep = menu->addAction(tr("&Sweep a parameter…"), tools, [tools] {
        tools->sweepDialog()->show();
        tools->sweepDialog()->raise();
        tools->sweepDialog()->activateWindow();
    });
    sweep->setObjectName(QStringLiteral("sweepParameter"));
    menu->addSeparator();
    menu->addAction(tr("C&lear pins"), tools, &CompareTools::clearPins);
    window->addAction(tools->m_pin); // the key works while presentation mode hides the menu bar
    return tools;
}

bool CompareTools::pinCurrentRun()
{
    SceneController *c = m_session->controller();
    if (!c->trace() && !c->busy()) {
        m_window->statusBar()->showMessage(tr("Nothing to pin yet: open a scene first."), 4000);
        return false;
    }
    if (c->busy()) { // the trace shown is the one before the last change: pin the new one when it comes
        if (!m_pinPending) {
            m_pinPending = true;
            connect(c, &SceneController::traceChanged, this, &CompareTools::pinNow, Qt::SingleShotConnection);
        }
        return true;
    }
    pinNow();
    return true;
}

void CompareTools::pinNow()
{
    m_pinPending = false;
    SceneController *c = m_session->controller();
    if (!c->trace())
        return;
    if (int(m_pins.size()) >= kMaxPins)
        m_pins.erase(m_pins.begin());
    m_pins.push_back(pinRun(*c->trace(), c->params()));
    const std::vector<std::string> legends = pinLegends(m_pins);
    m_window->statusBar()->showMessage(tr("Pinned run %1: %2").arg(m_pins.size()).arg(QString::fromStdString(legends.back())),
                                       5000);
    if (m_compare)
        m_compare->setPins(m_pins);
    if (m_pins.size() >= 2) {
        compareWindow()->showPage(CompareWindow::Page::Pins);
        compareWindow()->show();
    }
}

void CompareTools::clearPins()
{
    m_pins.clear();
    if (m_compare)
        m_compare->setPins(m_pins);
}

CompareWindow *CompareTools::compareWindow()
{
    if (!m_compare) {
        m_compare = new CompareWindow(m_window);
        m_compare->installEventFilter(this);
        connect(m_compare, &CompareWindow::clearPinsRequested, this, &CompareTools::clearPins);
        connect(m_compare, &CompareWindow::sweepRequested, this, [this] {
            sweepDialog()->show();
            sweepDialog()->raise();
            sweepDialog()->activateWindow();
        });
        m_compare->setPins(m_pins);
        restyle();
        // A theme or type size chosen while the window is open reaches its charts at once.
        connect(m_canvas, &SceneCanvas::styleChanged, this, &CompareTools::restyle);
    }
    return m_compare;
}

SweepDialog *CompareTools::sweepDialog()
{
    if (!m_sweep) {
        m_sweep = new SweepDialog(m_window);
        connect(m_sweep, &SweepDialog::sweepFinished, this, [this](const SweepResult &r) {
            compareWindow()->setSweep(r);
            compareWindow()->show();
            compareWindow()->raise();
        });
    }
    if (!m_sweep->runner()->running())
        m_sweep->setScene(m_session->controller()->scene(), m_session->controller()->params());
    return m_sweep;
}

void CompareTools::restyle()
{
    if (!m_compare)
        return;
    const Style &now = m_canvas->sceneStyle();
    const Style &shown = m_compare->chartStyle();
    if (now.name != shown.name || now.fontScale != shown.fontScale || now.background != shown.background)
        m_compare->setChartStyle(now); // redrawn only when the theme or the type size changed: a zoom stays
}

bool CompareTools::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_compare && (event->type() == QEvent::Show || event->type() == QEvent::WindowActivate))
        restyle();
    return QObject::eventFilter(watched, event);
}

} // namespace sgd::ui
