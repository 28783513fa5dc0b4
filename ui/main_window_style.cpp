// Theme, text size and presentation mode (PresentationMode): what the canvas and the narration look like.
#include "main_window.h"
#include "ui/session/settings.h"

#include "pen_overlay.h"
#include "pen_tools.h"
#include "presentation_mode.h"
#include "scene_canvas.h"
#include "transport_bar.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QScreen>
#include <QTextBrowser>

namespace sgd::ui {

QList<int> MainWindow::textScales()
{
    return PresentationMode::textScales();
}
int MainWindow::nearestTextScale(int percent)
{
    return PresentationMode::nearestTextScale(percent);
}
bool MainWindow::presentationMode() const
{
    return m_presentation->isOn();
}
void MainWindow::setPresentationMode(bool on)
{
    m_presentation->setOn(on);
}
bool MainWindow::presentationChromeShown() const
{
    return m_presentation->chromeShown();
}
void MainWindow::setPresentationChromeShown(bool shown)
{
    m_presentation->setChromeShown(shown);
}
int MainWindow::textScale() const
{
    return m_presentation->textScale();
}
void MainWindow::setTextScale(int percent)
{
    m_presentation->setTextScale(percent);
}
double MainWindow::effectiveTextScale() const
{
    return m_presentation->effectiveTextScale();
}
QLabel *MainWindow::presentationHint() const
{
    return m_presentation->hint();
}

void MainWindow::setTheme(Theme theme)
{
    m_theme = theme;
    m_baseStyle = applyTheme(theme, m_desktop);
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == toString(theme));
    updateStyle();
    settings::theme.set(toString(theme));
}

void MainWindow::setReduceMotion(bool on)
{
    transport()->setReduceMotion(on);
    m_reduceMotionAction->setChecked(on);
}

bool MainWindow::reduceMotion() const
{
    return transport()->reduceMotion();
}

void MainWindow::updateStyle()
{
    m_transportBar->refreshIcons();
    const bool presenting = m_presentation->isOn();
    const QScreen *screen = this->screen();
    const Style s = m_baseStyle.scaledForScreen(effectiveTextScale(), presenting, screen ? screen->geometry().height() : 1080);
    m_canvas->setStyle(s);
    m_transportBar->setTextScale(presenting ? s.fontScale : 1.0);
    QFont nf = font();
    nf.setPointSizeF(QApplication::font().pointSizeF() * 1.15 * s.fontScale);
    m_narrationFont = nf;
    m_narration->setFont(nf);
    m_narration->document()->setDefaultFont(nf);
    // The pen's bar floats over the projected picture: projector-sized there, small in the window.
    if (m_penTools)
        m_penTools->palette()->setScale(presenting ? s.fontScale : 1.0);
    updateNarration();
    scheduleFit();
}

void MainWindow::onPresentationChanged()
{
    updateTableVisibility();
    updateStyle();
}

} // namespace sgd::ui
