#include "lessons.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace sgd::ui {

bool loadLessonFile(const QString &path, Lesson &lesson, QString &error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = QObject::tr("cannot read %1: %2").arg(path, f.errorString());
        return false;
    }
    if (f.size() > 1024 * 1024) {
        error = QObject::tr("%1: a lesson file is a small JSON text; this one is %2 bytes").arg(path).arg(f.size());
        return false;
    }
    try {
        lesson = parseLesson(f.readAll().toStdString(), QFileInfo(path).fileName().toStdString());
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
