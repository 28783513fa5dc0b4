#pragma once
// Owns a scene's parameters and its trace; recomputes on a worker thread (background_job.h) when
// they change. Results of cancelled or superseded runs are dropped, so the GUI never shows a
// stale trace and never blocks.

#include "core/scenes.h"

#include <QObject>
#include <QString>

#include <memory>

namespace sgd::ui {

class BackgroundJob;

class SceneController : public QObject {
    Q_OBJECT
public:
    explicit SceneController(QObject *parent = nullptr);
    ~SceneController() override;

    /// Switches to a scene with its default parameters (or `params` when given) and recomputes.
    bool setScene(const QString &id);
    QString sceneId() const;
    const SceneDef *scene() const { return m_scene; }

    /// The current value of a parameter (as text).
    QString param(const QString &key) const;
    /// Validates and applies a value; returns the error text (empty on success) and recomputes.
    QString setParam(const QString &key, const QString &value);
    const ParamSet &params() const { return m_params; }

    std::shared_ptr<const Trace> trace() const { return m_trace; }
    /// Shows a trace read from a file instead of computing one: its scene and the parameters it
    /// was computed with; nothing is recomputed until a parameter changes. `file` names the file.
    void showTrace(const SceneDef *scene, const ParamSet &params, std::shared_ptr<const Trace> trace, const QString &file);
    /// The file the trace shown now came from; empty for a trace computed here.
    QString traceFile() const { return m_traceFile; }
    bool busy() const { return m_busy; }
    /// Stops the running recompute; the previous trace stays on screen.
    void cancel();
    /// Blocks until the current recompute finished (tests).
    bool waitForTrace(int timeoutMs = 5000);

signals:
    void sceneChanged(const QString &id);
    void paramChanged(const QString &key, const QString &value);
    void traceChanged();
    void busyChanged(bool busy);
    void progressChanged(double fraction);
    void failed(const QString &message);

private:
    void recompute();
    void onFinished(std::shared_ptr<const Trace> trace);
    void onFailed(const QString &message);
    void setBusy(bool b);

    const SceneDef *m_scene = nullptr;
    ParamSet m_params;
    std::shared_ptr<const Trace> m_trace;
    QString m_traceFile;
    bool m_busy = false;
    BackgroundJob *m_job; // a child: cancels and joins its worker when it goes
};

} // namespace sgd::ui
