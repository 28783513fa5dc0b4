// Theme, text size and presentation mode: what the canvas and the narration look like.
#include "main_window.h"

#include "lesson_actions.h"

#include "parameter_panel.h"
#include "pen_overlay.h"
#include "pen_tools.h"
#include "scene_canvas.h"
#include "transport_bar.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>

namespace sgd::ui {

QList<int> MainWindow::textScales() { return {100, 120, 140, 160, 180, 200}; }

int MainWindow::nearestTextScale(int percent)
{
    // The menu shows the steps; settings written elsewhere may hold any number.
    const QList<int> scales = textScales();
    return *std::min_element(scales.begin(), scales.end(), [percent](int a, int b) { return std::abs(a - percent) < std::abs(b - percent); });
}

void MainWindow::setTheme(Theme theme)
{
    m_theme = theme;
    m_baseStyle = applyTheme(theme);
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == toString(theme));
    updateStyle();
    QSettings().setValue(QStringLiteral("theme"), toString(theme));
}

void MainWindow::updateStyle()
{
    m_transportBar->refreshIcons();
    Style s = m_baseStyle;
    s.fontScale = effectiveTextScale();
    if (m_presentation)
        s.lineWidth *= 1.5;
    s.font.setPointSizeF(s.font.pointSizeF() * s.fontScale);
    m_canvas->setStyle(s);
    QFont nf = font();
    nf.setPointSizeF(QApplication::font().pointSizeF() * 1.15 * s.fontScale);
    m_narrationFont = nf;
    m_narration->setFont(nf);
    m_narration->document()->setDefaultFont(nf);
    for (QAction *a : m_textScaleGroup->actions())
        a->setChecked(a->data().toInt() == textScale());
    // The pen's bar floats over the projected picture: projector-sized there, small in the window.
    if (m_penTools)
        m_penTools->palette()->setScale(m_presentation ? s.fontScale : 1.0);
    updateNarration();
    scheduleFit();
}

double MainWindow::effectiveTextScale() const
{
    const double chosen = textScale() / 100.0;
    if (!m_presentation)
        return chosen;
    // Projected, the wall sets the size: a 720-line projector shows the same picture as a 1080-line
    // one, each pixel larger. Type keeps its share of the picture (never below the window's).
    const QScreen *s = screen();
    const double lines = s ? s->geometry().height() : 1080.0;
    return std::max(1.0, chosen * std::min(1.0, lines / 1080.0));
}

void MainWindow::setTextScale(int percent)
{
    const int snapped = nearestTextScale(percent);
    (m_presentation ? m_presentTextScale : m_textScale) = snapped;
    QSettings().setValue(m_presentation ? QStringLiteral("view/presentationTextScale") : QStringLiteral("view/textScale"), snapped);
    updateStyle();
}

void MainWindow::setPresentationMode(bool on)
{
    if (m_presentation == on)
        return;
    m_presentation = on;
    {
        QSignalBlocker block(m_presentAction);
        m_presentAction->setChecked(on);
    }
    m_chromeAction->setEnabled(on);
    m_leaveAction->setEnabled(on);
    if (on) {
        m_wasMaximized = isMaximized();
        m_navWasShown = m_navDock->isVisibleTo(this);
        m_panelWasShown = m_panelDock->isVisibleTo(this);
        setPresentationChromeShown(false);
        m_navDock->hide();
        m_lessonActions->presentationModeChanged(true);
        showFullScreen();
        showPresentationHint();
    } else {
        setPresentationChromeShown(true);
        m_chromeShown = false;
        m_panelDock->setVisible(m_panelWasShown);
        m_navDock->setVisible(m_navWasShown);
        m_lessonActions->presentationModeChanged(false);
        m_hint->hide();
        m_wasMaximized ? showMaximized() : showNormal();
    }
    updateTableVisibility();
    updateStyle();
}

void MainWindow::setPresentationChromeShown(bool shown)
{
    if (!m_presentation && !shown)
        return; // outside presentation mode the menus and the status bar always show
    m_chromeShown = shown;
    {
        QSignalBlocker block(m_chromeAction);
        m_chromeAction->setChecked(shown && m_presentation);
    }
    menuBar()->setVisible(shown);
    statusBar()->setVisible(shown);
    if (m_presentation)
        m_panelDock->setVisible(shown);
    scheduleFit();
}

void MainWindow::placeHint() { m_hint->move((m_canvas->width() - m_hint->width()) / 2, m_canvas->height() - m_hint->height() - 12); }

void MainWindow::showPresentationHint()
{
    QSettings settings;
    if (settings.value(QStringLiteral("presentation/hintShown")).toBool())
        return;
    settings.setValue(QStringLiteral("presentation/hintShown"), true);
    m_hint->setText(tr("Presentation mode · F10 shows the menus and panels · Esc leaves"));
    m_hint->adjustSize();
    placeHint();
    m_hint->show();
    m_hint->raise();
    QTimer::singleShot(8000, m_hint, &QWidget::hide);
}

} // namespace sgd::ui
