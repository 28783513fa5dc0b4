#pragma once
// Who gets a key: the window's shortcuts (transport, undo) or the text field that has the focus.
// Shortcuts work from anywhere except while text is being typed into a field.

class QKeyEvent;
class QWidget;

namespace sgd::ui {

/// True while `focus` is a text field (a line edit or a spin box) holding typed text that was not
/// yet committed with Enter or by leaving the field (QLineEdit::isModified).
bool isTypingInTextField(const QWidget *focus);

/// True when `key` should stay with `focus` instead of triggering a window shortcut: any key while
/// text is being typed, and characters that start typing (digits, letters, signs; not the space
/// bar) whenever an editable text field has the focus.
bool keyBelongsToTextField(const QWidget *focus, const QKeyEvent &key);

} // namespace sgd::ui
