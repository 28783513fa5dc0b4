#include "presenter_panel.h"

#include "core/scenes.h"
#include "ui/render/language.h"
#include "ui/session/lesson_session.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace sgd::ui {

namespace {

QString esc(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

QString paragraphs(const std::string &s)
{
    QString html;
    for (const QString &p : coreText(s).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>").arg(p.toHtmlEscaped());
    return html;
}

QString sceneTitle(const std::string &id)
{
    const SceneDef *s = findScene(id);
    return s ? coreText(s->title).toHtmlEscaped() : esc(id);
}

} // namespace

PresenterPanel::PresenterPanel(QWidget *parent) : QDockWidget(tr("Presenter notes"), parent)
{
    setObjectName(QStringLiteral("presenterDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    auto *body = new QWidget(this);
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    m_buttons = new QHBoxLayout;
    m_buttons->setContentsMargins(4, 2, 4, 0);
    column->addLayout(m_buttons);
    m_text = new QTextBrowser(body);
    m_text->setObjectName(QStringLiteral("presenterNotes"));
    m_text->setFocusPolicy(Qt::NoFocus);
    m_text->setOpenLinks(false);
    column->addWidget(m_text, 1);
    setWidget(body);
    toggleViewAction()->setText(tr("Presenter &notes"));
    toggleViewAction()->setShortcut(Qt::Key_F9);
    toggleViewAction()->setToolTip(tr("The teacher's notes for the slide shown, beside the canvas and never on it (F9)."));
}

void PresenterPanel::showSession(const LessonSession &session)
{
    const LessonSlide *slide = session.currentSlide();
    if (!slide) {
        m_text->setHtml(tr("<p><i>Open a lesson (Lessons menu) to see its teacher notes here. "
                           "Lessons &gt; Add slide from current view starts a new one.</i></p>"));
        return;
    }
    const int i = session.currentIndex();
    QString html = tr("<p><b>Slide %1 / %2</b> · %3</p>")
                       .arg(i + 1)
                       .arg(session.slideCount())
                       .arg(coreText(session.lesson().title).toHtmlEscaped());
    html += tr("<p><i>%1, step %2</i></p>").arg(sceneTitle(slide->scene)).arg(slide->step);
    html += slide->note.empty() ? tr("<p><i>No teacher note on this slide (Lessons &gt; Edit teacher note…).</i></p>")
                                : QStringLiteral("<div style='font-size:large'>%1</div>").arg(paragraphs(slide->note));
    if (!slide->quiz.empty())
        html += tr("<p>Quiz questions on this slide: %1</p>").arg(slide->quiz.size());
    if (i + 1 < session.slideCount()) {
        const LessonSlide &next = session.lesson().slides[std::size_t(i + 1)];
        html += tr("<hr><p><i>Next (Page Down): %1, step %2</i></p>").arg(sceneTitle(next.scene)).arg(next.step);
    } else {
        html += tr("<hr><p><i>This is the last slide.</i></p>");
    }
    m_text->setHtml(html);
}

void PresenterPanel::setSlideActions(const QList<QAction *> &actions)
{
    m_buttons->addWidget(new QLabel(tr("This slide:"), this));
    for (QAction *a : actions) {
        auto *b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::NoFocus); // Page Down keeps walking the slides
        b->setObjectName(QStringLiteral("presenter_") + a->objectName());
        m_buttons->addWidget(b);
    }
    m_buttons->addStretch(1);
}

QString PresenterPanel::text() const
{
    return m_text->toPlainText();
}

} // namespace sgd::ui
