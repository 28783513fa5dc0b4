#include "run_compare_view.h"

#include "core/run_compare.h"
#include "scene_canvas.h"
#include "ui/session/background_job.h"
#include "ui/session/studio_session.h"

#include <QAction>
#include <QCheckBox>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace sgd::ui {

CompareView::CompareView(StudioSession *session, QMainWindow *window)
    : QObject(window), m_session(session), m_window(window), m_job(new BackgroundJob(this))
{
    connect(m_job, &BackgroundJob::failed, this, &CompareView::onFailed);
}

CompareView::~CompareView() = default;

CompareView *CompareView::install(StudioSession *session, QMainWindow *window, QMenu *menu)
{
    auto *v = new CompareView(session, window);
    v->m_action = menu->addAction(tr("Compare with simulator"));
    v->m_action->setObjectName(QStringLiteral("compareWithSimulator"));
    v->m_action->setCheckable(true);
    v->m_action->setToolTip(tr("Shows what the processes measured beside what the simulator predicts for the same parameters."));
    v->m_action->setStatusTip(v->m_action->toolTip());
    v->m_box = new QCheckBox(tr("Compare with simulator"), window);
    v->m_box->setObjectName(QStringLiteral("compareWithSimulatorBox"));
    v->m_box->setToolTip(v->m_action->toolTip());
    window->statusBar()->addPermanentWidget(v->m_box);
    connect(v->m_action, &QAction::toggled, v, &CompareView::setOn);
    connect(v->m_box, &QCheckBox::toggled, v, &CompareView::setOn);
    connect(session->controller(), &SceneController::traceChanged, v, &CompareView::onTraceChanged);
    v->onTraceChanged();
    return v;
}

bool CompareView::available() const
{
    const auto trace = m_session->controller()->trace();
    return trace && trace->recorded() && comparableScene(trace->scene) && !trace->frames.empty();
}

bool CompareView::isOn() const
{
    return m_action->isChecked();
}

void CompareView::setOn(bool on)
{
    on = on && available();
    {
        const QSignalBlocker a(m_action), b(m_box);
        m_action->setChecked(on);
        m_box->setChecked(on);
    }
    if (on)
        start();
    else
        clear();
}

void CompareView::onTraceChanged()
{
    const bool ok = available();
    m_action->setEnabled(ok);
    m_box->setVisible(ok);
    const auto trace = m_session->controller()->trace();
    if (trace == m_measured && m_session->comparison())
        return; // the same recorded run: its comparison stays
    clear();
    if (ok && isOn())
        start();
    else
        setOn(false);
}

void CompareView::start()
{
    const SceneController *c = m_session->controller();
    m_measured = c->trace();
    m_job->start(
        [scene = c->scene(), params = c->params()](JobControl &control) {
            return std::make_shared<const Trace>(runScene(*scene, params, control.runContext()));
        },
        [this](std::shared_ptr<const Trace> predicted) { onPredicted(std::move(predicted)); });
    m_window->statusBar()->showMessage(tr("The simulator computes its prediction for these parameters…"), 4000);
}

void CompareView::onPredicted(std::shared_ptr<const Trace> predicted)
{
    if (m_measured != m_session->controller()->trace() || !isOn())
        return;
    try {
        m_session->setComparison(std::make_shared<const RunComparison>(compareRuns(*m_measured, *predicted)));
    } catch (const std::exception &e) {
        onFailed(QString::fromUtf8(e.what()));
        return;
    }
    m_window->statusBar()->showMessage(tr("Solid: what the processes measured. Dashed: what the simulator predicts."), 8000);
}

void CompareView::onFailed(const QString &message)
{
    m_window->statusBar()->showMessage(tr("No comparison: %1").arg(message), 8000);
    setOn(false);
}

void CompareView::clear()
{
    m_job->cancel();
    m_measured.reset();
    if (m_session->comparison())
        m_session->setComparison(nullptr);
}

bool CompareView::waitForComparison(int timeoutMs)
{
    m_job->waitForEnd(timeoutMs);
    return m_session->comparison() != nullptr;
}

} // namespace sgd::ui
