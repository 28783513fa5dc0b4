#pragma once
// Validated editors for a scene's parameters, built from the scene definitions (the same
// ranges and defaults `sgd-studio scenes` prints), plus the painter's view toggles.

#include "core/params.h"
#include "ui/render/scene_painter.h"

#include <QMap>
#include <QSet>
#include <QWidget>

class QFormLayout;
class QLabel;
class QVBoxLayout;

namespace sgd::ui {

class ParameterPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParameterPanel(QWidget *parent = nullptr);

    /// Rebuilds the editors for a scene.
    void setScene(const std::vector<ParamDef> &defs, const ParamSet &values, const QList<ViewOption> &options,
                  const QVariantMap &optionValues);
    /// Shows a value that changed elsewhere (undo, canvas) without emitting edits.
    void showValue(const QString &key, const QString &value);
    /// Shows (or clears, with an empty text) the error under a parameter's editor.
    void showError(const QString &key, const QString &message);
    /// The error shown under a parameter's editor; empty when none.
    QString errorText(const QString &key) const;
    QWidget *editor(const QString &key) const { return m_editors.value(key); }
    QWidget *optionBox(const QString &key) const { return m_optionBoxes.value(key); }
    /// Locked parameters (a lesson's slide): their editors are disabled, say "Locked by the lesson",
    /// show a padlock beside them and emit no edits. Kept when the scene's editors are rebuilt.
    void setLocked(const QSet<QString> &keys);
    /// Greys view option `key` out with `whyNot` in its tooltip, or (empty) makes it usable again.
    void setOptionUnavailable(const QString &key, const QString &whyNot);
    bool isLocked(const QString &key) const { return m_locked.contains(key); }
    QSet<QString> locked() const { return m_locked; }
    /// Offers "Lock in this slide" / "Unlock" on a right click on a parameter's name (a lesson is open).
    void setLockMenuEnabled(bool on) { m_lockMenu = on; }
    QLabel *label(const QString &key) const { return m_labels.value(key); }
    /// The padlock beside a parameter's editor (hidden while it is not locked).
    QWidget *lockMark(const QString &key) const { return m_lockMarks.value(key); }

signals:
    /// The user edited `key`. `mergeId` is non-zero while one slider drag continues (one undo step).
    void editRequested(const QString &key, const QString &value, int mergeId);
    void optionToggled(const QString &key, bool on);
    void resetRequested();
    /// Enter was pressed in `key`'s text field and its value handed on: the keys may go back to the transport.
    void committed(const QString &key);
    /// The lock menu on a parameter's name was used.
    void lockToggled(const QString &key, bool locked);

private:
    /// The editor's accessible name and description (and its slider's), from the parameter's table.
    static void nameForScreenReaders(QWidget *editor, const ParamDef &d);
    QWidget *makeEditor(const ParamDef &def, const QString &value);
    QWidget *makeNumberEditor(const ParamDef &def, const QString &value); ///< spin box, with a slider for short ranges
    QWidget *makeIntegerEditor(const ParamDef &def, const QString &value);
    QWidget *makeChoiceEditor(const ParamDef &def, const QString &value);
    QWidget *makeTextEditor(const ParamDef &def, const QString &value); ///< lists and names, as wide as their text
    QLabel *makeLabel(const ParamDef &def); ///< the parameter's name in the current language, wrapped when long
    /// Enter in a spin box's text commits it and emits committed(); typed text counts as uncommitted
    /// (QLineEdit::isModified) until then, so that the window leaves those keys to the field.
    void watchCommits(QWidget *spin, const QString &key);
    void applyLocks();
    void showLockMenu(const QString &key, const QPoint &globalPos);

    QVBoxLayout *m_layout = nullptr;
    QWidget *m_content = nullptr;
    QMap<QString, QWidget *> m_editors;
    QMap<QString, QLabel *> m_errors;
    QMap<QString, QWidget *> m_optionBoxes;
    QMap<QString, QLabel *> m_labels;
    QMap<QString, QWidget *> m_lockMarks;
    QSet<QString> m_locked;
    bool m_lockMenu = false;
    bool m_updating = false;
    int m_dragId = 0;
    int m_nextDragId = 1;
};

} // namespace sgd::ui
