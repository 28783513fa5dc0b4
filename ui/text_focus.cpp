#include "text_focus.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace sgd::ui {

namespace {

/// The editable line edit behind a focus widget (a spin box keeps one inside), or null.
const QLineEdit *editableLine(const QWidget *focus)
{
    if (!focus)
        return nullptr;
    const QLineEdit *line = qobject_cast<const QLineEdit *>(focus);
    if (!line && qobject_cast<const QAbstractSpinBox *>(focus))
        line = focus->findChild<const QLineEdit *>();
    return line && !line->isReadOnly() && line->isEnabled() ? line : nullptr;
}

bool isEditableMultiLine(const QWidget *focus)
{
    if (auto *t = qobject_cast<const QTextEdit *>(focus))
        return !t->isReadOnly();
    if (auto *t = qobject_cast<const QPlainTextEdit *>(focus))
        return !t->isReadOnly();
    return false;
}

} // namespace

bool isTypingInTextField(const QWidget *focus)
{
    const QLineEdit *line = editableLine(focus);
    return line && line->isModified();
}

bool keyBelongsToTextField(const QWidget *focus, const QKeyEvent &key)
{
    if (isEditableMultiLine(focus))
        return true;
    if (!editableLine(focus))
        return false;
    if (isTypingInTextField(focus))
        return true;
    const Qt::KeyboardModifiers mods = key.modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
    const QString text = key.text();
    return mods == Qt::NoModifier && !text.isEmpty() && text.at(0).isPrint() && !text.at(0).isSpace();
}

} // namespace sgd::ui
