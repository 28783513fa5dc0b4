#pragma once
// The built-in lesson presets (resources) and lesson files a teacher opens.

#include "core/lesson.h"

#include <QList>
#include <QString>

namespace sgd::ui {

struct LessonEntry {
    QString path; ///< resource path or file
    Lesson lesson;
};

/// The presets compiled into the app, in file-name order.
QList<LessonEntry> builtinLessons();
/// Reads and validates a lesson file; on failure returns false and sets `error`.
bool loadLessonFile(const QString &path, Lesson &lesson, QString &error);

} // namespace sgd::ui
