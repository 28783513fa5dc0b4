// The window's parameter edits: one undo step per edit (a slider drag merges), lecture presets,
// lessons and the compute backend.
#include "main_window.h"

#include "parameter_panel.h"

#include <QLabel>
#include <QStatusBar>
#include <QUndoCommand>
#include <QUndoStack>

namespace sgd::ui {

namespace {

/// One parameter edit; edits of one slider drag merge into one undo step.
class SetParamCommand : public QUndoCommand {
public:
    SetParamCommand(SceneController *c, QString scene, QString key, QString before, QString after, int mergeId)
        : m_c(c), m_scene(std::move(scene)), m_key(std::move(key)), m_before(std::move(before)), m_after(std::move(after)), m_merge(mergeId)
    {
        setText(QObject::tr("Set %1 to %2").arg(m_key, m_after));
    }
    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }
    int id() const override { return m_merge ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        auto *o = static_cast<const SetParamCommand *>(other);
        if (o->m_merge != m_merge || o->m_key != m_key || o->m_scene != m_scene)
            return false;
        m_after = o->m_after;
        setText(QObject::tr("Set %1 to %2").arg(m_key, m_after));
        return true;
    }

private:
    void apply(const QString &v)
    {
        if (m_c->sceneId() != m_scene)
            m_c->setScene(m_scene);
        m_c->setParam(m_key, v);
    }
    SceneController *m_c;
    QString m_scene, m_key, m_before, m_after;
    int m_merge;
};

} // namespace

void MainWindow::setBackend(const QString &choice, const QString &summary, const QString &reason)
{
    m_backendChoice = choice;
    m_compute = {choice, summary, reason};
    if (!m_backendLabel) {
        m_backendLabel = new QLabel(this);
        m_backendLabel->setObjectName(QStringLiteral("backendLabel"));
        statusBar()->addPermanentWidget(m_backendLabel);
    }
    // The projector shows what computes; why the GPU is not used is for the tooltip and Help.
    m_backendLabel->setText(tr("Compute: %1").arg(summary));
    QString tip = tr("Where the scale lab computes its gradients (choose with --backend cpu|cuda|auto).");
    if (!reason.isEmpty())
        tip += QLatin1Char('\n') + tr("The GPU is not used: %1.").arg(reason) + QLatin1Char('\n') + tr("Help > Diagnostics has the details.");
    m_backendLabel->setToolTip(tip);
    if (m_controller->params().def("backend") && m_controller->param(QStringLiteral("backend")) != choice)
        m_controller->setParam(QStringLiteral("backend"), choice);
}

void MainWindow::requestEdit(const QString &key, const QString &value, int mergeId)
{
    const ParamDef *def = m_controller->params().def(key.toStdString());
    if (!def)
        return;
    if (m_panel->isLocked(key)) { // the lesson's slide holds it (a disabled editor sends nothing; the canvas might)
        m_panel->showValue(key, m_controller->param(key));
        statusBar()->showMessage(tr("%1 is locked by the lesson on this slide.").arg(key), 4000);
        return;
    }
    if (auto err = def->check(value.toStdString())) {
        m_panel->showError(key, tr("Not applied: %1 must be %2.").arg(key, QString::fromStdString(*err)));
        return;
    }
    const QString before = m_controller->param(key);
    if (before == value.trimmed())
        return;
    m_panel->showError(key, {});
    m_undo->push(new SetParamCommand(m_controller, m_controller->sceneId(), key, before, value.trimmed(), mergeId));
}

QString MainWindow::presetValue(const ParamDef &def) const
{
    // The compute backend chosen on the command line outlives presets and lessons.
    if (def.key == "backend" && !m_backendChoice.isEmpty())
        return m_backendChoice;
    return QString::fromStdString(def.defaultValue);
}

void MainWindow::applyLesson(const Lesson &lesson)
{
    const QString id = QString::fromStdString(lesson.scene);
    if (!openScene(id))
        return;
    const SceneDef *s = m_controller->scene();
    m_undo->beginMacro(tr("Lesson: %1").arg(QString::fromStdString(lesson.title)));
    for (const auto &d : s->params) {
        QString target = presetValue(d);
        for (const auto &[k, v] : lesson.params)
            if (k == d.key)
                target = QString::fromStdString(v);
        const QString key = QString::fromStdString(d.key);
        if (m_controller->param(key) != target)
            m_undo->push(new SetParamCommand(m_controller, id, key, m_controller->param(key), target, 0));
    }
    m_undo->endMacro();
    m_transport->reset();
    statusBar()->showMessage(QString::fromStdString(lesson.title + ": " + lesson.description), 10000);
}

void MainWindow::restorePreset()
{
    const SceneDef *s = m_controller->scene();
    if (!s)
        return;
    m_undo->beginMacro(tr("Restore the lecture preset"));
    for (const auto &d : s->params) {
        const QString key = QString::fromStdString(d.key);
        const QString def = presetValue(d);
        if (m_controller->param(key) != def && !m_panel->isLocked(key))
            m_undo->push(new SetParamCommand(m_controller, m_controller->sceneId(), key, m_controller->param(key), def, 0));
    }
    m_undo->endMacro();
}

} // namespace sgd::ui
