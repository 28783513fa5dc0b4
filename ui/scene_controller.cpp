#include "scene_controller.h"

#include "engine_mailbox.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMetaObject>
#include <QThread>

namespace sgd::ui {

SceneController::SceneController(QObject *parent) : QObject(parent), m_mailbox(new EngineMailbox(this))
{
    Engine::Callbacks cb;
    // The engine calls these on its own thread; the mailbox runs them on the GUI thread, where the
    // generation is checked again. The destructor joins the engine before the mailbox goes away.
    cb.finished = [this](std::uint64_t gen, std::shared_ptr<const Trace> trace) {
        m_mailbox->post([this, gen, trace] { onFinished(gen, trace); });
    };
    cb.failed = [this](std::uint64_t gen, const std::string &error) {
        m_mailbox->post([this, gen, msg = QString::fromStdString(error)] { onFailed(gen, msg); });
    };
    cb.progress = [this](std::uint64_t gen, double f) { m_mailbox->post([this, gen, f] { onProgress(gen, f); }); };
    m_engine = std::make_unique<Engine>(std::move(cb));
}

SceneController::~SceneController()
{
    m_engine.reset(); // joins the engine thread before the callbacks' target goes away
}

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

QString SceneController::sceneId() const { return m_scene ? QString::fromStdString(m_scene->id) : QString(); }

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

void SceneController::setParams(const ParamSet &params)
{
    m_params = params;
    for (const auto &d : m_params.defs())
        emit paramChanged(QString::fromStdString(d.key), param(QString::fromStdString(d.key)));
    recompute();
}

void SceneController::showTrace(const SceneDef *scene, const ParamSet &params, std::shared_ptr<const Trace> trace, const QString &file)
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
    m_generation = m_engine->start(*m_scene, m_params);
    setBusy(true);
}

void SceneController::cancel()
{
    m_engine->cancel();
    m_generation = m_engine->generation();
    setBusy(false);
}

bool SceneController::waitForTrace(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (m_busy && timer.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(1);
    }
    QCoreApplication::processEvents();
    return !m_busy;
}

void SceneController::onFinished(quint64 gen, std::shared_ptr<const Trace> trace)
{
    if (gen != m_generation)
        return;
    m_trace = std::move(trace);
    m_traceFile.clear();
    setBusy(false);
    emit traceChanged();
}

void SceneController::onFailed(quint64 gen, const QString &message)
{
    if (gen != m_generation)
        return;
    setBusy(false);
    emit failed(message);
}

void SceneController::onProgress(quint64 gen, double fraction)
{
    if (gen == m_generation)
        emit progressChanged(fraction);
}

void SceneController::setBusy(bool b)
{
    if (m_busy == b)
        return;
    m_busy = b;
    emit busyChanged(b);
}

} // namespace sgd::ui
