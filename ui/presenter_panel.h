#pragma once
// Presenter notes: the teacher's note of the slide shown and what comes next, in a side panel
// (View > Presenter notes, F9) that is never part of the canvas or an exported picture. Hidden when
// presentation mode starts; the teacher may open it there (on a second screen, floating). A row of
// buttons above the notes moves the slide shown earlier or later and duplicates it.

#include <QDockWidget>

class QAction;
class QHBoxLayout;
class QTextBrowser;

namespace sgd::ui {

class LessonSession;

class PresenterPanel : public QDockWidget {
    Q_OBJECT
public:
    explicit PresenterPanel(QWidget *parent = nullptr);
    /// Shows the session's slide shown now (or how to open a lesson).
    void showSession(const LessonSession &session);
    QString text() const;
    /// Buttons for `actions` (the lesson's slide order actions) above the notes.
    void setSlideActions(const QList<QAction *> &actions);

private:
    QTextBrowser *m_text = nullptr;
    QHBoxLayout *m_buttons = nullptr;
};

} // namespace sgd::ui
