#include "start_hint.h"
#include "ui/session/settings.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace sgd::ui {

namespace {

} // namespace

StartHint::StartHint(QWidget *canvas) : QFrame(canvas), m_canvas(canvas)
{
    setObjectName(QStringLiteral("startHint"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(tr("<b>Where to begin</b><br>"
                               "Pick a scene in the <i>Scenes</i> list: <i>One weight</i> is the lecture's first. "
                               "Space plays and pauses, the arrow keys step, Home starts again. F1 lists every key; "
                               "Help &gt; How to run a class shows the teaching tools, and F11 is presentation mode "
                               "for the projector."),
                            this);
    text->setObjectName(QStringLiteral("startHintText"));
    text->setWordWrap(true);
    layout->addWidget(text);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    auto *off = new QPushButton(tr("Don't show at start"), this);
    off->setObjectName(QStringLiteral("startHintOff"));
    auto *close = new QPushButton(tr("Close"), this);
    close->setObjectName(QStringLiteral("startHintClose"));
    buttons->addWidget(off);
    buttons->addWidget(close);
    layout->addLayout(buttons);
    connect(off, &QPushButton::clicked, this, &StartHint::turnOff);
    connect(close, &QPushButton::clicked, this, &StartHint::dismiss);
    setMaximumWidth(460);
    canvas->installEventFilter(this);
    qApp->installEventFilter(this); // Esc closes it wherever the keyboard is in its window
    setVisible(wanted());
    if (isVisible())
        place();
}

bool StartHint::wanted()
{
    return settings::startHint.get();
}

void StartHint::setWanted(bool on)
{
    settings::startHint.set(on);
}

void StartHint::addToHelpMenu(QMenu *help)
{
    m_action = help->addAction(tr("Start &hint"));
    m_action->setObjectName(QStringLiteral("startHintAction"));
    m_action->setCheckable(true);
    m_action->setChecked(wanted());
    m_action->setToolTip(tr("A card over the picture at start that says where to begin."));
    connect(m_action, &QAction::toggled, this, [this](bool on) {
        setWanted(on);
        if (on) {
            show();
            place();
            raise();
        } else {
            hide();
        }
    });
}

void StartHint::dismiss()
{
    hide();
}

void StartHint::turnOff()
{
    if (m_action)
        m_action->setChecked(false); // sets the setting and hides it
    else {
        setWanted(false);
        hide();
    }
}

void StartHint::place()
{
    adjustSize();
    const int w = std::min(width(), std::max(200, m_canvas->width() - 24));
    resize(w, heightForWidth(w) > 0 ? heightForWidth(w) : sizeHint().height());
    move(12, std::max(12, m_canvas->height() - height() - 12));
}

bool StartHint::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && isVisible()) {
        const auto *key = static_cast<QKeyEvent *>(event);
        auto *target = qobject_cast<QWidget *>(watched);
        if (key->key() == Qt::Key_Escape && target && target->window() == window()) {
            dismiss();
            return true;
        }
        // Return or Enter on one of its buttons presses it, as in a dialog.
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && target && target->parentWidget() == this)
            if (auto *button = qobject_cast<QPushButton *>(target)) {
                button->click();
                return true;
            }
    }
    if (watched == m_canvas && event->type() == QEvent::Resize && isVisible())
        place();
    return QFrame::eventFilter(watched, event);
}

} // namespace sgd::ui
