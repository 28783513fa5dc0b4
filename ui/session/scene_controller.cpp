#include "scene_controller.h"

#include "background_job.h"

namespace sgd::ui {

SceneController::SceneController(QObject *parent) : QObject(parent), m_job(new BackgroundJob(this))
{
    connect(m_job, &BackgroundJob::progressChanged, this, &SceneController::progressChanged);
    connect(m_job, &BackgroundJob::failed, this, &SceneController::onFailed);
}

SceneController::~SceneController() = default;

bool SceneController::setScene(const QString &id)
{
    const SceneDef *s = findScene(id.toStdString());
    if (!s)
        return false;
    m_scene = s;
    m_params = s->defaults();
    m_trace.reset();
    m_traceFile.clear();
    emit sceneChanged(id);
    recompute();
    return true;
}

QString SceneController::sceneId() const
{
    return m_scene ? QString::fromStdString(m_scene->id) : QString();
}

QString SceneController::param(const QString &key) const
{
    if (!m_scene || !m_params.def(key.toStdString()))
        return {};
    return QString::fromStdString(m_params.text(key.toStdString()));
}

QString SceneController::setParam(const QString &key, const QString &value)
{
    if (!m_scene)
        return tr("no scene");
    try {
        m_params.set(key.toStdString(), value.toStdString());
    } catch (const ParamError &e) {
        return QString::fromStdString(e.what());
    }
    emit paramChanged(key, param(key));
    recompute();
    return {};
}

void SceneController::showTrace(const SceneDef *scene, const ParamSet &params, std::shared_ptr<const Trace> trace,
                                const QString &file)
{
    cancel();
    m_scene = scene;
    m_params = params;
    m_trace = std::move(trace);
    m_traceFile = file;
    emit sceneChanged(sceneId());
    for (const auto &d : m_params.defs())
        emit paramChanged(QString::fromStdString(d.key), param(QString::fromStdString(d.key)));
    emit traceChanged();
}

void SceneController::recompute()
{
    if (!m_scene)
        return;
    m_job->start(
        [scene = m_scene, params = m_params](JobControl &control) {
            return std::make_shared<const Trace>(runScene(*scene, params, control.runContext()));
        },
        [this](std::shared_ptr<const Trace> trace) { onFinished(std::move(trace)); });
    setBusy(true);
}

void SceneController::cancel()
{
    m_job->cancel();
    setBusy(false);
}

bool SceneController::waitForTrace(int timeoutMs)
{
    m_job->waitForEnd(timeoutMs);
    return !m_busy;
}

void SceneController::onFinished(std::shared_ptr<const Trace> trace)
{
    m_trace = std::move(trace);
    m_traceFile.clear();
    setBusy(false);
    emit traceChanged();
}

void SceneController::onFailed(const QString &message)
{
    setBusy(false);
    emit failed(message);
}

void SceneController::setBusy(bool b)
{
    if (m_busy == b)
        return;
    m_busy = b;
    emit busyChanged(b);
}

} // namespace sgd::ui
