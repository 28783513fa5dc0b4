#include "quiz_tools.h"

#include "quiz_overlay.h"
#include "ui/session/quiz_controller.h"
#include "ui/session/studio_session.h"

#include <QAction>
#include <QMainWindow>
#include <QToolBar>
#include <QToolButton>

namespace sgd::ui {

QuizTools::QuizTools(StudioSession *session, QMainWindow *window, SceneCanvas *canvas)
    : QObject(window), m_session(session), m_overlay(new QuizOverlay(session->quiz(), canvas)),
      m_toggle(new QAction(tr("Quiz"), window)), m_reveal(new QAction(tr("Reveal"), window))
{
    QuizController *quiz = session->quiz();
    m_toggle->setObjectName(QStringLiteral("quizAction"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::Key_Q));
    m_toggle->setShortcutContext(Qt::WindowShortcut);
    m_toggle->setToolTip(tr("Quiz mode: each step asks first, then R or → reveals (Q)"));
    connect(m_toggle, &QAction::toggled, quiz, &QuizController::setActive);
    connect(quiz, &QuizController::activeChanged, m_toggle, &QAction::setChecked);

    m_reveal->setObjectName(QStringLiteral("revealAction"));
    m_reveal->setShortcut(QKeySequence(Qt::Key_R));
    m_reveal->setShortcutContext(Qt::WindowShortcut);
    m_reveal->setToolTip(tr("Reveal the answer: play the step (R)"));
    m_reveal->setEnabled(false);
    connect(m_reveal, &QAction::triggered, quiz, &QuizController::reveal);

    if (auto *bar = window->findChild<QToolBar *>(QStringLiteral("transportBar"))) {
        QAction *before = bar->actions().value(4); // after Reset, Back, Play and Step
        bar->insertSeparator(before);
        bar->insertAction(before, m_toggle);
        bar->insertAction(before, m_reveal);
        for (QAction *a : {m_toggle, m_reveal})
            if (auto *b = qobject_cast<QToolButton *>(bar->widgetForAction(a)))
                b->setFocusPolicy(Qt::NoFocus);
    }
    window->addAction(m_toggle);
    window->addAction(m_reveal);
    const auto sync = [this] { m_reveal->setEnabled(m_session->quiz()->phase() == QuizController::Phase::Asking); };
    connect(quiz, &QuizController::changed, this, sync);
    connect(session->transport(), &Transport::indexChanged, this, sync);
}

} // namespace sgd::ui
