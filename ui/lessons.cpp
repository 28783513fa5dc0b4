#include "lessons.h"
#include "core/output_file.h"
#include "core/params.h"
#include "ui/render/scene_painter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace sgd::ui {

namespace {

/// The text of a built-in lesson (a resource), at most kMaxLessonBytes read.
std::string readResource(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw LessonError(QObject::tr("cannot read %1: %2").arg(path, f.errorString()).toStdString());
    const QByteArray bytes = f.read(qint64(kMaxLessonBytes) + 1);
    if (bytes.size() > qsizetype(kMaxLessonBytes))
        throw LessonError(path.toStdString() + ": a lesson file is a small JSON text; this one is larger");
    return bytes.toStdString();
}

} // namespace

bool loadLessonFile(const QString &path, Lesson &lesson, QString &error)
{
    try {
        const std::string text = path.startsWith(QLatin1Char(':')) ? readResource(path) : readLessonText(fileNameBytes(path));
        const std::string name = QFileInfo(path).fileName().toStdString();
        lesson = parseLesson(text, name);
        checkLessonViews(lesson, name);
    } catch (const LessonError &e) {
        error = QString::fromStdString(e.what());
        return false;
    }
    return true;
}

QList<LessonEntry> builtinLessons()
{
    QList<LessonEntry> out;
    QDir dir(QStringLiteral(":/lessons"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        LessonEntry e;
        e.path = dir.filePath(name);
        QString error;
        if (loadLessonFile(e.path, e.lesson, error))
            out << e;
        else
            qWarning("built-in lesson %s is broken: %s", qPrintable(name), qPrintable(error));
    }
    return out;
}

} // namespace sgd::ui
