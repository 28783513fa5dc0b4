// Presentation mode: full screen without the chrome (F11, F10, Esc), its one-time hint, and the
// text size of each mode.
#include "presentation_mode.h"
#include "ui/session/settings.h"

#include "ui/render/style.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>
#include <cstdlib>

namespace sgd::ui {

PresentationMode::PresentationMode(QMainWindow *window, QDockWidget *navDock, QDockWidget *panelDock, QWidget *canvas)
    : QObject(window), m_window(window), m_navDock(navDock), m_panelDock(panelDock), m_canvas(canvas)
{
    m_hint = new QLabel(m_canvas);
    m_hint->setObjectName(QStringLiteral("presentationHint"));
    m_hint->setStyleSheet(
        QStringLiteral("QLabel { background: rgba(20, 20, 20, 215); color: white; "
                       "border: 1px solid rgba(255, 255, 255, 140); border-radius: 8px; padding: 10px 18px; }"));
    m_hint->setAttribute(Qt::WA_TransparentForMouseEvents);
    QFont hintFont = m_window->font();
    hintFont.setPointSizeF(hintFont.pointSizeF() * 1.5);
    m_hint->setFont(hintFont);
    m_hint->hide();
    m_canvas->installEventFilter(this);

    m_textScale = nearestTextScale(settings::textScale.get());
    m_presentTextScale = nearestTextScale(settings::presentationTextScale.get());
}

QList<int> PresentationMode::textScales()
{
    return {100, 120, 140, 160, 180, 200};
}

int PresentationMode::nearestTextScale(int percent)
{
    // The menu shows the steps; settings written elsewhere may hold any number.
    const QList<int> scales = textScales();
    return *std::min_element(scales.begin(), scales.end(),
                             [percent](int a, int b) { return std::abs(a - percent) < std::abs(b - percent); });
}

void PresentationMode::addToViewMenu(QMenu *view)
{
    buildTextScaleMenu(view);
    m_presentAction = view->addAction(tr("&Presentation mode"));
    m_presentAction->setCheckable(true);
    m_presentAction->setShortcut(Qt::Key_F11);
    m_presentAction->setShortcutContext(Qt::ApplicationShortcut);
    m_presentAction->setToolTip(tr("Full screen with large type for projecting; F11 again to leave."));
    connect(m_presentAction, &QAction::toggled, this, &PresentationMode::setOn);
    m_window->addAction(m_presentAction);
    m_chromeAction = view->addAction(tr("Menus and panels &in presentation mode"));
    m_chromeAction->setCheckable(true);
    m_chromeAction->setShortcut(Qt::Key_F10);
    m_chromeAction->setEnabled(false);
    connect(m_chromeAction, &QAction::toggled, this, &PresentationMode::setChromeShown);
    m_window->addAction(m_chromeAction);
    m_leaveAction = new QAction(tr("Leave presentation mode"), m_window);
    m_leaveAction->setShortcut(Qt::Key_Escape);
    m_leaveAction->setEnabled(false);
    connect(m_leaveAction, &QAction::triggered, this, [this] { setOn(false); });
    m_window->addAction(m_leaveAction);
}

void PresentationMode::buildTextScaleMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("Te&xt size"));
    menu->setToolTipsVisible(true);
    menu->setToolTip(
        tr("Type on the canvas and in the narration; window and presentation mode each keep their own. "
           "Presentation sizes are for a 1080-line projector; on other screens the type keeps its share of the picture."));
    m_textScaleGroup = new QActionGroup(m_window);
    for (int percent : textScales()) {
        QAction *a = menu->addAction(tr("%1%").arg(percent));
        a->setCheckable(true);
        a->setData(percent);
        m_textScaleGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, percent] { setTextScale(percent); });
    }
    menu->addSeparator();
    auto step = [this](int direction) {
        const QList<int> scales = textScales();
        const int i = std::max(0, int(scales.indexOf(textScale()))); // setTextScale keeps it on a step
        setTextScale(scales.at(std::clamp(i + direction, 0, int(scales.size()) - 1)));
    };
    QAction *larger = menu->addAction(tr("&Larger"), this, [step] { step(+1); });
    larger->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    QAction *smaller = menu->addAction(tr("&Smaller"), this, [step] { step(-1); });
    smaller->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    m_window->addActions({larger, smaller});
    checkTextScale();
}

void PresentationMode::checkTextScale()
{
    if (!m_textScaleGroup)
        return;
    for (QAction *a : m_textScaleGroup->actions())
        a->setChecked(a->data().toInt() == textScale());
}

double PresentationMode::effectiveTextScale() const
{
    const double chosen = textScale() / 100.0;
    if (!m_on)
        return chosen;
    // Projected, the wall sets the size: a 720-line or a 2160-line projector shows the same picture
    // as a 1080-line one, each pixel larger or smaller. Type keeps its share of the picture (never
    // below the window's).
    const QScreen *s = m_window->screen();
    return Style::projectedTextScale(textScale(), s ? s->geometry().height() : 1080);
}

void PresentationMode::setTextScale(int percent)
{
    const int snapped = nearestTextScale(percent);
    (m_on ? m_presentTextScale : m_textScale) = snapped;
    (m_on ? settings::presentationTextScale : settings::textScale).set(snapped);
    checkTextScale();
    emit textScaleChanged();
}

void PresentationMode::setOn(bool on)
{
    if (m_on == on)
        return;
    m_on = on;
    {
        QSignalBlocker block(m_presentAction);
        m_presentAction->setChecked(on);
    }
    m_chromeAction->setEnabled(on);
    m_leaveAction->setEnabled(on);
    if (on) {
        m_wasMaximized = m_window->isMaximized();
        m_navWasShown = m_navDock->isVisibleTo(m_window);
        m_panelWasShown = m_panelDock->isVisibleTo(m_window);
        setChromeShown(false);
        m_navDock->hide();
        emit switching(true);
        m_window->showFullScreen();
        showHint();
    } else {
        setChromeShown(true);
        m_chromeShown = false;
        m_panelDock->setVisible(m_panelWasShown);
        m_navDock->setVisible(m_navWasShown);
        emit switching(false);
        m_hint->hide();
        m_wasMaximized ? m_window->showMaximized() : m_window->showNormal();
    }
    checkTextScale();
    emit changed(on);
}

void PresentationMode::setChromeShown(bool shown)
{
    if (!m_on && !shown)
        return; // outside presentation mode the menus and the status bar always show
    m_chromeShown = shown;
    {
        QSignalBlocker block(m_chromeAction);
        m_chromeAction->setChecked(shown && m_on);
    }
    m_window->menuBar()->setVisible(shown);
    m_window->statusBar()->setVisible(shown);
    if (m_on)
        m_panelDock->setVisible(shown);
    emit chromeChanged();
}

void PresentationMode::placeHint()
{
    m_hint->move((m_canvas->width() - m_hint->width()) / 2, m_canvas->height() - m_hint->height() - 12);
}

void PresentationMode::showHint()
{
    if (settings::presentationHintShown.get())
        return;
    settings::presentationHintShown.set(true);
    m_hint->setText(tr("Presentation mode · F10 shows the menus and panels · Esc leaves"));
    m_hint->adjustSize();
    placeHint();
    m_hint->show();
    m_hint->raise();
    QTimer::singleShot(8000, m_hint, &QWidget::hide);
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_canvas && event->type() == QEvent::Resize)
        placeHint();
    return QObject::eventFilter(watched, event);
}

} // namespace sgd::ui
