// Quiz mode in the window: the toggle in the transport bar (Q), the reveal key (R), the card over
// the canvas (QuizTools); the step table hides the rows after the frame shown while quiz mode is on.
#include "main_window.h"

#include "quiz_controller.h"
#include "quiz_overlay.h"
#include "quiz_tools.h"
#include "render/scene_painter.h"
#include "scene_canvas.h"
#include "trace_table_model.h"

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
    const bool asking = quiz()->phase() == QuizController::Phase::Asking;
    m_tableModel->setLastShownRow(quiz()->futureHiddenAfter());
    m_tableModel->setNextHiddenRow(asking ? transport()->index() : -1);
    QVariantMap options = m_canvas->options();
    if (quizHidesNext(options) != asking) {
        if (asking)
            options.insert(QLatin1String(kQuizHideNextKey), true);
        else
            options.remove(QLatin1String(kQuizHideNextKey));
        m_canvas->setOptions(options);
    }
    updateNarration();
}

} // namespace sgd::ui
