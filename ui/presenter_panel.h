#pragma once
// Presenter notes: the teacher's note of the slide shown and what comes next, in a side panel
// (View > Presenter notes, F9) that is never part of the canvas or an exported picture. Hidden when
// presentation mode starts; the teacher may open it there (on a second screen, floating).

#include <QDockWidget>

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

private:
    QTextBrowser *m_text = nullptr;
};

} // namespace sgd::ui
