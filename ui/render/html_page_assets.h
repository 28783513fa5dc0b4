#pragma once
// What the pages carry besides their steps: one style sheet and one script each, inline (the file
// needs no network; the class page allows exactly its script by hash). Both scripts share the
// step viewer (keys, Play) and the quiz's grading (the rules of core/quiz_values.cpp over the table
// core writes into each question); their words come from the catalogues in the language `code`.

#include <QString>

namespace sgd::ui {

/// The CSS of both pages.
QString htmlPageStyle();
/// The take-home file's script: the viewer, and predictions graded and revealed on the page.
QString filePageScript(const QString &code);
/// The live class page's script: joining, following the teacher's steps, one answer per question.
QString classPageScript(const QString &code);

} // namespace sgd::ui
