#pragma once
// File > Export Animation: the options (format, steps, frame rate, speed, size, style), remembered
// between uses as the picture export's are, and the export itself behind a progress dialog with
// Cancel, painted a slice at a time so the window keeps drawing meanwhile.

#include "ui/render/animation_export.h"

#include <QDialog>
#include <QObject>
#include <QPointer>

#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QProgressDialog;
class QSpinBox;
class QTimer;

namespace sgd::ui {

class AnimationDialog : public QDialog {
    Q_OBJECT
public:
    /// Steps are chosen within `trace`; the range starts at `currentStep`.
    AnimationDialog(std::shared_ptr<const Trace> trace, int currentStep, QWidget *parent = nullptr);
    AnimationFormat format() const;
    /// "mp4", "webm" or "gif".
    QString extension() const;
    /// Steps, frame rate, speed, size and style (print or `screenStyle`); the caller adds the view.
    AnimationOptions options(const Style &screenStyle) const;
    /// "197 frames, 6.6 s", or why these options cannot be exported (then OK is off).
    QString summary() const;
    void saveSettings() const;

private:
    void update();

    std::shared_ptr<const Trace> m_trace;
    QComboBox *m_format, *m_speed, *m_style;
    QSpinBox *m_from, *m_to, *m_fps, *m_width, *m_height;
    QLabel *m_summary;
    QDialogButtonBox *m_buttons;
};

/// One animation export with a progress dialog: advances the writer in slices from the event loop
/// and emits finished() once; Cancel (or cancel()) drops everything and leaves no file.
class AnimationRun : public QObject {
    Q_OBJECT
public:
    AnimationRun(std::shared_ptr<const Trace> trace, const QString &path, const AnimationOptions &options, QWidget *parent);
    ~AnimationRun() override;
    /// Starts; finished() follows (at once when the writer cannot start).
    void start();
    void cancel();
    QProgressDialog *progressDialog() const;
    /// True after Cancel (or cancel()): finished() then reports a file deliberately not written.
    bool wasCancelled() const { return m_cancelled; }

signals:
    /// ok, the path, the error ("stopped; nothing was written" after Cancel).
    void finished(bool ok, const QString &path, const QString &error);

private:
    void slice();
    void end();

    QString m_path;
    std::unique_ptr<AnimationWriter> m_writer;
    QPointer<QProgressDialog> m_dialog; ///< a child of the window, which may go first
    QTimer *m_timer;
    bool m_ended = false;
    bool m_cancelled = false;
};

} // namespace sgd::ui
