// Quiz mode in the window: the toggle in the transport bar (Q), the reveal key (R), the card over
// the canvas (QuizTools); the step table hides the rows after the frame shown while quiz mode is on.
#include "main_window.h"

#include "quiz_overlay.h"
#include "quiz_tools.h"
#include "scene_canvas.h"
#include "trace_table_model.h"
#include "ui/render/scene_painter.h"
#include "ui/session/quiz_controller.h"

#include <QAction>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>

namespace sgd::ui {

void MainWindow::buildQuiz()
{
    m_quizTools = new QuizTools(m_session, this, m_canvas);
    m_windowKeys << m_quizTools->toggleAction() << m_quizTools->revealAction();
    connect(quiz(), &QuizController::changed, this, &MainWindow::syncQuiz);
    connect(transport(), &Transport::indexChanged, this, &MainWindow::syncQuiz);
}

QuizOverlay *MainWindow::quizOverlay() const
{
    return m_quizTools->overlay();
}
QAction *MainWindow::quizAction() const
{
    return m_quizTools->toggleAction();
}

void MainWindow::syncQuiz()
{
    // In quiz mode the next step is always the next question (or its reveal): at rest the picture,
    // the table and the narration hold back what it brings, before and after each reveal.
    const bool holding = quiz()->active();
    m_tableModel->setLastShownRow(quiz()->futureHiddenAfter());
    m_tableModel->setNextHiddenRow(holding ? transport()->index() : -1);
    QVariantMap options = m_canvas->options();
    if (quizHidesNext(options) != holding) {
        if (holding)
            options.insert(QLatin1String(kQuizHideNextKey), true);
        else
            options.remove(QLatin1String(kQuizHideNextKey));
        m_canvas->setOptions(options);
    }
    updateNarration();
}

} // namespace sgd::ui
