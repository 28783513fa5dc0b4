// Quiz mode in the window: the toggle in the transport bar (Q), the reveal key (R), the card over
// the canvas; the step table hides the rows after the frame shown while quiz mode is on.
#include "main_window.h"

#include "quiz_controller.h"
#include "quiz_overlay.h"
#include "scene_canvas.h"
#include "render/scene_painter.h"
#include "trace_table_model.h"

#include <QAction>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>

namespace sgd::ui {

void MainWindow::buildQuiz()
{
    m_quiz = new QuizController(m_transport, this);
    m_quiz->setObjectName(QStringLiteral("quiz"));
    m_quizOverlay = new QuizOverlay(m_quiz, m_canvas);
    connect(m_controller, &SceneController::traceChanged, m_quiz, [this]() { m_quiz->setTrace(m_controller->trace()); });

    m_quizAction = new QAction(tr("Quiz"), this);
    m_quizAction->setObjectName(QStringLiteral("quizAction"));
    m_quizAction->setCheckable(true);
    m_quizAction->setShortcut(QKeySequence(Qt::Key_Q));
    m_quizAction->setShortcutContext(Qt::WindowShortcut);
    m_quizAction->setToolTip(tr("Quiz mode: each step asks first, then R or → reveals (Q)"));
    connect(m_quizAction, &QAction::toggled, m_quiz, &QuizController::setActive);
    connect(m_quiz, &QuizController::activeChanged, m_quizAction, &QAction::setChecked);

    m_revealAction = new QAction(tr("Reveal"), this);
    m_revealAction->setObjectName(QStringLiteral("revealAction"));
    m_revealAction->setShortcut(QKeySequence(Qt::Key_R));
    m_revealAction->setShortcutContext(Qt::WindowShortcut);
    m_revealAction->setToolTip(tr("Reveal the answer: play the step (R)"));
    m_revealAction->setEnabled(false);
    connect(m_revealAction, &QAction::triggered, m_quiz, &QuizController::reveal);

    if (auto *bar = findChild<QToolBar *>(QStringLiteral("transportBar"))) {
        QAction *before = bar->actions().value(4); // after Reset, Back, Play and Step
        bar->insertSeparator(before);
        bar->insertAction(before, m_quizAction);
        bar->insertAction(before, m_revealAction);
        for (QAction *a : {m_quizAction, m_revealAction})
            if (auto *b = qobject_cast<QToolButton *>(bar->widgetForAction(a)))
                b->setFocusPolicy(Qt::NoFocus);
    }
    addAction(m_quizAction);
    addAction(m_revealAction);
    m_windowKeys << m_quizAction << m_revealAction;
    connect(m_quiz, &QuizController::changed, this, &MainWindow::syncQuiz);
    connect(m_transport, &Transport::indexChanged, this, &MainWindow::syncQuiz);
}

void MainWindow::syncQuiz()
{
    m_revealAction->setEnabled(m_quiz->phase() == QuizController::Phase::Asking);
    const bool asking = m_quiz->phase() == QuizController::Phase::Asking;
    m_tableModel->setLastShownRow(m_quiz->futureHiddenAfter());
    m_tableModel->setNextHiddenRow(asking ? m_transport->index() : -1);
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
