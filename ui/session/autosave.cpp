#include "autosave.h"

#include "core/lesson.h"
#include "core/output_file.h"
#include "lesson_session.h"
#include "studio_session.h"
#include "ui/render/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QPointer>
#include <QStandardPaths>

#include <cstdio>

namespace sgd::ui {

namespace {

constexpr int kFormat = 1;
constexpr int kDebounceMs = 1000;
constexpr qint64 kMaxBytes = 1024 * 1024;

QString fileName()
{
    return QStringLiteral("session-autosave.json");
}

} // namespace

Autosave::Autosave(StudioSession *session, AutosaveHost *host, QObject *parent)
    : QObject(parent), m_session(session), m_host(host)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDebounceMs);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    QDir().mkpath(folder());
    m_lock = std::make_unique<QLockFile>(QDir(folder()).filePath(QStringLiteral("session.lock")));
    m_lock->setStaleLockTime(0); // a live session's lock never goes stale; a killed one's does (its pid is gone)
    m_active = m_lock->tryLock(0);
    if (!m_active)
        qWarning("sgd-studio: another SGD Studio window is open; this one does not keep an autosave");

    SceneController *c = session->controller();
    connect(c, &SceneController::sceneChanged, this, &Autosave::scheduleSave);
    connect(c, &SceneController::paramChanged, this, &Autosave::scheduleSave);
    connect(c, &SceneController::traceChanged, this, &Autosave::onTraceChanged);
    connect(c, &SceneController::failed, this, [this] {
        if (m_waitingTrace) { // a restored session that cannot be computed is still a settled start
            m_waitingTrace = false;
            m_pendingStep = -1;
            emit settled();
        }
    });
    connect(session->transport(), &Transport::indexChanged, this, &Autosave::scheduleSave);
    connect(session, &StudioSession::viewChanged, this, &Autosave::scheduleSave);
    // The open lesson and its unsaved edits (slides added, notes, locks) survive a crash too.
    connect(session->lessons(), &LessonSession::changed, this, &Autosave::scheduleSave);
    connect(session->lessons(), &LessonSession::slideShown, this, &Autosave::scheduleSave);
    host->watchPenNotes(this, [this] { scheduleSave(); });
    if (qEnvironmentVariableIntValue("SGD_STUDIO_SESSION_REPORT") == 1)
        connect(this, &Autosave::settled, this, [this] { QTimer::singleShot(300, this, [this] { reportSession(m_restored); }); });
}

Autosave::~Autosave()
{
    if (m_active) {
        QFile::remove(filePath());
        QFile::remove(restoringMark());
    }
}

QString Autosave::restoringMark()
{
    return QDir(folder()).filePath(QStringLiteral("session-restoring"));
}

QString Autosave::crashedPath()
{
    return QDir(folder()).filePath(QStringLiteral("session-crashed.json"));
}

void Autosave::offerCrashedSession()
{
    m_host->offerCrashedSession(tr("Restore the session that crashed"),
                                tr("Brings back the session that crashed the last start while it was restored."),
                                [self = QPointer<Autosave>(this)] {
                                    if (!self)
                                        return;
                                    QFile::remove(self->filePath());
                                    if (QFile::rename(crashedPath(), self->filePath()))
                                        self->restore();
                                });
}

QString Autosave::folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::filePath() const
{
    return QDir(folder()).filePath(fileName());
}

QJsonObject Autosave::state() const
{
    QJsonObject o;
    o[QStringLiteral("format")] = kFormat;
    o[QStringLiteral("scene")] = m_session->controller()->sceneId();
    QJsonObject params;
    for (const auto &[k, v] : m_session->controller()->params().explicitValues())
        params[QString::fromStdString(k)] = QString::fromStdString(v);
    o[QStringLiteral("params")] = params;
    o[QStringLiteral("step")] = m_session->transport()->index();
    o[QStringLiteral("view")] = m_session->view();
    if (!m_session->controller()->traceFile().isEmpty())
        o[QStringLiteral("trace_file")] = QFileInfo(m_session->controller()->traceFile()).absoluteFilePath();
    if (const QJsonObject lesson = m_host->lessonState(); !lesson.isEmpty())
        o[QStringLiteral("lesson")] = lesson;
    if (const std::vector<PenStroke> notes = m_host->penNotes(); !notes.empty()) { // the scene's pen notes
        QJsonArray pen;
        for (const PenStroke &stroke : notes)
            pen.append(writePenStroke(stroke));
        o[QStringLiteral("pen")] = pen;
    }
    return o;
}

void Autosave::scheduleSave()
{
    // Saving at most once a second, also while a trace plays (a restarting timer would never fire).
    if (m_started && m_active && m_pendingStep < 0 && !m_timer.isActive())
        m_timer.start();
}

bool Autosave::saveNow()
{
    if (!m_active || m_session->controller()->sceneId().isEmpty())
        return false;
    const QByteArray bytes = QJsonDocument(state()).toJson(QJsonDocument::Compact) + '\n';
    if (bytes == m_lastWritten && QFile::exists(filePath()))
        return true;
    // Checked to the end (QSaveFile's commit ignored a failed final flush): a full disk keeps the last good one.
    std::string error;
    if (!writeFileAtomically(fileNameBytes(filePath()), bytes.toStdString(), error)) {
        qWarning("sgd-studio: cannot write the autosave: %s", error.c_str());
        return false;
    }
    m_lastWritten = bytes;
    emit saved();
    return true;
}

bool Autosave::readState(const QString &path, QJsonObject &state, QString &error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = f.errorString();
        return false;
    }
    const QByteArray bytes = f.read(kMaxBytes + 1);
    if (bytes.size() > kMaxBytes) {
        error = QStringLiteral("larger than an autosave can be");
        return false;
    }
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        error = pe.error != QJsonParseError::NoError ? pe.errorString() : QStringLiteral("not a JSON object");
        return false;
    }
    state = doc.object();
    if (state.value(QStringLiteral("format")).toInt() != kFormat || !state.value(QStringLiteral("scene")).isString() ||
        !state.value(QStringLiteral("params")).isObject() || !state.value(QStringLiteral("step")).isDouble() ||
        !state.value(QStringLiteral("view")).isString()) {
        error = QStringLiteral("not an autosave of this version");
        return false;
    }
    if (!findScene(state.value(QStringLiteral("scene")).toString().toStdString())) {
        error = QStringLiteral("unknown scene");
        return false;
    }
    return true;
}

bool Autosave::restore()
{
    if (!m_active || !QFile::exists(filePath()))
        return false;
    if (QFile::exists(restoringMark())) {
        // The last start crashed while bringing this session back: not again (a crash at every start).
        // The session is kept, and File offers to try once more.
        QFile::remove(crashedPath());
        QFile::rename(filePath(), crashedPath());
        QFile::remove(restoringMark());
        qWarning("sgd-studio: the last start crashed while restoring the previous session; it is not restored "
                 "this time (kept in %s)",
                 qPrintable(crashedPath()));
        m_host->showStatus(tr("The last start crashed while bringing back the previous session, so it "
                              "was not restored this time. File > Restore the session that crashed "
                              "tries again."),
                           30000);
        offerCrashedSession();
        return false;
    }
    QJsonObject s;
    QString error;
    if (!readState(filePath(), s, error)) {
        qWarning("sgd-studio: ignoring the autosave %s: %s", qPrintable(filePath()), qPrintable(error));
        return false;
    }
    // Marked while the restored state computes and paints; cleared a second after it settled (and
    // at a clean exit). A start that finds the mark knows the restore crashed (see above).
    if (QFile mark(restoringMark()); mark.open(QIODevice::WriteOnly))
        mark.close();
    connect(
        this, &Autosave::settled, this, [this] { QTimer::singleShot(1000, this, [] { QFile::remove(restoringMark()); }); },
        Qt::SingleShotConnection);
    applyState(s);
    m_restored = true;
    m_host->showStatus(tr("Restored the session that ended without closing: %1, step %2.")
                           .arg(coreText(m_session->controller()->scene()->title))
                           .arg(m_pendingStep),
                       15000);
    m_waitingTrace = m_session->controller()->busy();
    if (!m_waitingTrace)
        applyPendingStep();
    return true;
}

void Autosave::applyState(const QJsonObject &s)
{
    // The lesson first: the window's own state below is what was on screen (edits not in a slide yet).
    if (s.value(QStringLiteral("lesson")).isObject()) {
        QString lessonError;
        if (!m_host->restoreLessonState(s.value(QStringLiteral("lesson")).toObject(), lessonError))
            qWarning("sgd-studio: the autosaved lesson is not restored: %s", qPrintable(lessonError));
    }
    const QString traceFile = s.value(QStringLiteral("trace_file")).toString();
    if (traceFile.isEmpty() || !m_session->openTraceFile(traceFile)) {
        Lesson lesson;
        lesson.scene = s.value(QStringLiteral("scene")).toString().toStdString();
        lesson.title = tr("Restored session").toStdString();
        const QJsonObject params = s.value(QStringLiteral("params")).toObject();
        for (auto it = params.begin(); it != params.end(); ++it)
            lesson.params.emplace_back(it.key().toStdString(), it.value().toString().toStdString());
        m_session->applyLesson(lesson); // a value that no longer fits is skipped, as in a lesson
    }
    m_session->setView(s.value(QStringLiteral("view")).toString());
    restorePen(s.value(QStringLiteral("pen")).toArray());
    m_pendingStep = std::max(0, s.value(QStringLiteral("step")).toInt());
}

void Autosave::carryOver(const QJsonObject &s)
{
    if (s.isEmpty())
        return;
    applyState(s);
    m_restored = true; // start() waits for the trace, then shows the step
    m_waitingTrace = m_session->controller()->busy();
    if (!m_waitingTrace)
        applyPendingStep();
}

void Autosave::restorePen(const QJsonArray &notes)
{
    std::vector<PenStroke> strokes;
    for (const QJsonValue &v : notes) {
        try {
            strokes.push_back(readPenStroke(v.toObject()));
        } catch (const std::exception &e) { // one bad note does not cost the others
            qWarning("sgd-studio: skipping a pen note of the autosave: %s", e.what());
        }
    }
    m_host->setPenNotes(std::move(strokes));
}

void Autosave::start()
{
    m_started = true;
    if (!m_restored) {
        m_waitingTrace = m_session->controller()->busy();
        if (!m_waitingTrace)
            QTimer::singleShot(0, this, [this] { emit settled(); });
    }
    scheduleSave();
}

void Autosave::onTraceChanged()
{
    if (m_waitingTrace) {
        m_waitingTrace = false;
        if (m_pendingStep >= 0)
            applyPendingStep();
        else
            emit settled();
    }
    scheduleSave();
}

void Autosave::applyPendingStep()
{
    m_session->transport()->seek(std::min(m_pendingStep, std::max(0, m_session->transport()->frameCount() - 1)));
    m_pendingStep = -1;
    scheduleSave();
    emit settled();
}

void Autosave::reportSession(bool restored)
{
    QJsonObject o = state();
    o.remove(QStringLiteral("format"));
    o[QStringLiteral("restored")] = restored;
    o[QStringLiteral("status")] = m_host->statusLine();
    o[QStringLiteral("language")] = currentLanguage();
    o[QStringLiteral("title")] = m_host->title();
    std::fputs(QJsonDocument(o).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
    m_host->closeWithoutAsking(); // the hook reports and leaves; nobody is there to answer
}

} // namespace sgd::ui
