#include "studio_session.h"

#include "core/output_file.h"
#include "lesson_session.h"
#include "quiz_controller.h"
#include "ui/render/language.h"
#include "ui/render/scene_painter.h"

#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

namespace sgd::ui {

namespace {

/// One parameter edit; edits of one slider drag merge into one undo step.
class SetParamCommand : public QUndoCommand {
public:
    SetParamCommand(SceneController *c, QString scene, QString key, QString before, QString after, int mergeId)
        : m_c(c), m_scene(std::move(scene)), m_key(std::move(key)), m_before(std::move(before)), m_after(std::move(after)),
          m_merge(mergeId)
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

QString plainToHtml(const QString &text)
{
    QString html;
    for (const QString &p : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>").arg(p.toHtmlEscaped());
    return html;
}

} // namespace

StudioSession::StudioSession(QObject *parent)
    : QObject(parent), m_controller(new SceneController(this)), m_transport(new Transport(this)), m_undo(new QUndoStack(this)),
      m_lessons(new LessonSession(this)), m_quiz(new QuizController(m_transport, this))
{
    m_quiz->setObjectName(QStringLiteral("quiz"));
    connect(m_controller, &SceneController::traceChanged, m_quiz, [this] { m_quiz->setTrace(m_controller->trace()); });
    // Before the window's handlers: they show the error, or its end.
    connect(m_controller, &SceneController::traceChanged, this, [this] {
        m_error.clear();
        setPick(0); // a pick names an item of the trace it was made on
    });
    connect(m_controller, &SceneController::failed, this,
            [this](const QString &message) { m_error = tr("Could not compute this scene: %1").arg(message); });
}

StudioSession::~StudioSession() = default;

void StudioSession::followTraceLength()
{
    connect(m_controller, &SceneController::traceChanged, m_transport, [this] {
        const auto trace = m_controller->trace();
        m_transport->setFrameCount(trace ? int(trace->frames.size()) : 0);
    });
}

bool StudioSession::openScene(const QString &id)
{
    if (m_controller->sceneId() == id)
        return true;
    if (!m_controller->setScene(id))
        return false;
    if (!m_compute.choice.isEmpty() && m_controller->params().def("backend") &&
        m_controller->param(QStringLiteral("backend")) != m_compute.choice)
        m_controller->setParam(QStringLiteral("backend"), m_compute.choice);
    fillViewOptions(id);
    m_pick = 0;
    m_error.clear();
    emit sceneShown(id);
    return true;
}

bool StudioSession::openTraceFile(const QString &path, QString *error)
{
    LoadedTrace loaded;
    try {
        loaded = readTraceFile(fileNameBytes(path));
    } catch (const TraceFormatError &e) {
        if (error)
            *error = QString::fromUtf8(e.what());
        return false;
    }
    showLoadedTrace(std::move(loaded), path);
    return true;
}

void StudioSession::showLoadedTrace(LoadedTrace loaded, const QString &path)
{
    const SceneDef *scene = findScene(loaded.trace.scene);
    const QString id = QString::fromStdString(scene->id);
    // Edits made before belong to another trace: undoing one now would recompute a mixture.
    m_undo->clear();
    m_controller->showTrace(scene, loaded.params, std::make_shared<const Trace>(std::move(loaded.trace)),
                            QFileInfo(path).absoluteFilePath());
    fillViewOptions(id);
    m_pick = 0;
    m_error.clear();
    emit sceneShown(id);
    emit statusMessage(tr("Showing the saved trace %1, as it was saved.").arg(QFileInfo(path).fileName()), 8000);
}

void StudioSession::fillViewOptions(const QString &id)
{
    QVariantMap &opts = m_options[id];
    if (const ScenePainter *painter = painterFor(id))
        for (const auto &o : painter->options())
            if (!opts.contains(o.key))
                opts[o.key] = o.defaultValue;
}

StudioSession::Edit StudioSession::checkEdit(const QString &key, const QString &value, QString *error) const
{
    const ParamDef *def = m_controller->params().def(key.toStdString());
    if (!def)
        return Edit::Unknown;
    if (isLocked(key)) // the lesson's slide holds it (a disabled editor sends nothing; the canvas might)
        return Edit::Locked;
    if (def->check(value.toStdString())) {
        if (error) // as the window writes it (the command line's message is check()'s)
            *error = QString::fromStdString(def->allowedText());
        return Edit::Invalid;
    }
    if (m_controller->param(key) == value.trimmed())
        return Edit::Unchanged;
    return Edit::Apply;
}

StudioSession::Edit StudioSession::editParam(const QString &key, const QString &value, int mergeId)
{
    const Edit edit = checkEdit(key, value);
    if (edit == Edit::Apply)
        m_undo->push(
            new SetParamCommand(m_controller, m_controller->sceneId(), key, m_controller->param(key), value.trimmed(), mergeId));
    return edit;
}

QString StudioSession::presetValue(const ParamDef &def) const
{
    // The compute backend chosen on the command line outlives presets and lessons.
    if (def.key == "backend" && !m_compute.choice.isEmpty())
        return m_compute.choice;
    return QString::fromStdString(def.defaultValue);
}

void StudioSession::applyLesson(const Lesson &lesson)
{
    const QString id = QString::fromStdString(lesson.scene);
    if (!openScene(id))
        return;
    const SceneDef *s = m_controller->scene();
    m_undo->beginMacro(tr("Lesson: %1").arg(coreText(lesson.title)));
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
    emit statusMessage(coreText(lesson.title) + QStringLiteral(": ") + coreText(lesson.description), 10000);
}

void StudioSession::restorePreset()
{
    const SceneDef *s = m_controller->scene();
    if (!s)
        return;
    m_undo->beginMacro(tr("Restore the lecture preset"));
    for (const auto &d : s->params) {
        const QString key = QString::fromStdString(d.key);
        const QString def = presetValue(d);
        if (m_controller->param(key) != def && !isLocked(key))
            m_undo->push(new SetParamCommand(m_controller, m_controller->sceneId(), key, m_controller->param(key), def, 0));
    }
    m_undo->endMacro();
}

void StudioSession::setBackend(const ComputeInfo &compute)
{
    m_compute = compute;
    if (m_controller->params().def("backend") && m_controller->param(QStringLiteral("backend")) != compute.choice)
        m_controller->setParam(QStringLiteral("backend"), compute.choice);
}

void StudioSession::setLocks(const QSet<QString> &params, bool sceneLocked)
{
    m_lockedParams = params;
    m_sceneLocked = sceneLocked;
    emit locksChanged();
}

QString StudioSession::view() const
{
    return m_views.value(m_controller->sceneId());
}

bool StudioSession::setView(const QString &name)
{
    const ScenePainter *painter = painterFor(m_controller->sceneId());
    const QStringList views = painter ? painter->views() : QStringList{};
    if (!name.isEmpty() && !views.contains(name))
        return false;
    // The default view travels as "", as the export command passes it.
    const QString v = views.isEmpty() || name == views.front() ? QString() : name;
    m_views[m_controller->sceneId()] = v;
    emit viewChanged(v);
    return true;
}

QVariantMap StudioSession::viewOptions() const
{
    return m_options.value(m_controller->sceneId());
}

void StudioSession::setViewOptions(const QVariantMap &options)
{
    QVariantMap &opts = m_options[m_controller->sceneId()];
    for (auto it = options.begin(); it != options.end(); ++it)
        if (opts.contains(it.key())) // else not a toggle of this scene's painter
            opts[it.key()] = it.value().toBool();
    emit viewOptionsChanged();
}

QVariantMap StudioSession::shownOptions() const
{
    return withPick(viewOptions(), m_pick);
}

void StudioSession::setPick(int item)
{
    item = std::max(item, 0);
    if (item == m_pick)
        return;
    m_pick = item;
    emit viewOptionsChanged();
}

void StudioSession::setViewOption(const QString &key, bool on)
{
    m_options[m_controller->sceneId()][key] = on;
    emit viewOptionsChanged();
}

void StudioSession::setNarrationOverride(const QString &text)
{
    if (text == m_narrationOverrideText)
        return;
    m_narrationOverrideText = text;
    m_narrationOverride = plainToHtml(text);
    emit narrationOverrideChanged();
}

void StudioSession::setComparison(std::shared_ptr<const RunComparison> comparison)
{
    m_comparison = std::move(comparison);
    emit comparisonChanged();
}

std::vector<PenStroke> StudioSession::switchPenScene(const QString &id, std::vector<PenStroke> shown)
{
    if (!m_penScene.isEmpty())
        m_penNotes[m_penScene] = std::move(shown);
    m_penScene = id;
    return m_penNotes.take(id);
}

} // namespace sgd::ui
