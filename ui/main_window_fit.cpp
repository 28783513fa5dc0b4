// The main window's layout fitted to its size: the step table as wide as its columns, the narration
// as tall as its longest text, the canvas the rest; beside each other when there is room, as tabs
// when the centre is too narrow for both; in a narrow window the scene list moves above the parameters.
#include "main_window.h"

#include "scene_canvas.h"
#include "render/scene_painter.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QLayout>
#include <QListWidget>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QAbstractTextDocumentLayout>
#include <QTextDocument>
#include <QTimer>

#include <cmath>

namespace sgd::ui {

namespace {

/// Frames whose narration is measured: all of them for short traces, about 40 spread evenly
/// (the first and the last included) for long ones.
QList<int> sampledFrames(int count)
{
    QList<int> frames;
    const int stride = std::max(1, count / 40);
    for (int i = 0; i < count; i += stride)
        frames << i;
    if (count > 0 && frames.constLast() != count - 1)
        frames << count - 1;
    return frames;
}

} // namespace

void MainWindow::scheduleFit() { m_fitTimer->start(); }

bool MainWindow::tableWanted() const
{
    const ScenePainter *painter = painterFor(m_controller->sceneId());
    return painter && !painter->tableColumns().isEmpty() && !m_presentation;
}

void MainWindow::updateTableVisibility()
{
    const bool on = tableWanted();
    if (m_bottom->currentWidget() == m_bottomTabs)
        m_bottomTabs->setTabVisible(m_bottomTabs->indexOf(m_table), on);
    else
        m_table->setVisible(on);
}

int MainWindow::tableContentWidth() const
{
    QHeaderView *header = m_table->horizontalHeader();
    header->resizeSections(QHeaderView::ResizeToContents);
    return header->length() + m_table->verticalScrollBar()->sizeHint().width() + 2 * m_table->frameWidth();
}

QStringList MainWindow::narrationSamples() const
{
    QStringList html;
    auto trace = m_controller->trace();
    const ScenePainter *painter = painterFor(m_controller->sceneId());
    if (!trace || !painter)
        return html;
    const QVariantMap options = withView(m_options.value(m_controller->sceneId()), view());
    for (int i : sampledFrames(int(trace->frames.size())))
        html << painter->narration(*trace, i, options);
    return html;
}

int MainWindow::narrationHeightNeeded(const QStringList &samples, const QFont &font, int width, int *tallest) const
{
    // The text on screen now (with any error or divergence note) and every sampled frame's, so that
    // stepping through the trace never makes the layout jump.
    // Laid out for the narration's own device (its dpi), as the text on screen is.
    std::unique_ptr<QTextDocument> now(m_narration->document()->clone());
    now->documentLayout()->setPaintDevice(m_narration->viewport());
    now->setDefaultFont(font);
    now->setTextWidth(width);
    double height = now->size().height();
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(m_narration->viewport());
    doc.setDefaultFont(font);
    doc.setDefaultStyleSheet(m_narration->document()->defaultStyleSheet());
    doc.setDocumentMargin(m_narration->document()->documentMargin());
    doc.setTextWidth(width);
    for (int i = 0; i < samples.size(); ++i) {
        doc.setHtml(samples.at(i));
        if (doc.size().height() > height && tallest)
            *tallest = i;
        height = std::max(height, doc.size().height());
    }
    return int(std::ceil(height));
}

QFont MainWindow::fitNarrationFont(const QStringList &samples, int width, int room, int &need) const
{
    // The text size chosen first; when the longest narration still does not fit the room the
    // layout can give, a little smaller (down to 80 %), measured on the longest one.
    QFont font = m_narrationFont;
    int tallest = -1;
    need = narrationHeightNeeded(samples, font, width, &tallest);
    const double smallest = m_narrationFont.pointSizeF() * 0.8;
    while (need > room && font.pointSizeF() * 0.95 >= smallest) {
        font.setPointSizeF(font.pointSizeF() * 0.95);
        need = narrationHeightNeeded(tallest >= 0 ? QStringList{samples.at(tallest)} : QStringList{}, font, width, nullptr);
    }
    if (font != m_narrationFont)
        need = narrationHeightNeeded(samples, font, width, nullptr);
    return font;
}

void MainWindow::arrangeBottom(bool tabbed)
{
    if (tabbed == (m_bottom->currentWidget() == m_bottomTabs))
        return;
    if (tabbed) {
        m_bottomTabs->addTab(m_narration, tr("Narration"));
        m_bottomTabs->addTab(m_table, tr("Step table"));
        m_bottomTabs->setCurrentIndex(0);
        m_bottom->setCurrentWidget(m_bottomTabs);
    } else {
        m_bottomSplit->insertWidget(0, m_narration);
        m_bottomSplit->insertWidget(1, m_table);
        m_narration->show();
        m_bottom->setCurrentWidget(m_bottomSplit);
    }
    updateTableVisibility();
}

bool MainWindow::arrangeDocks()
{
    // Only the places the window gives the two panels itself; a panel the user floated or closed
    // stays where it is.
    if (m_presentation || m_navDock->isFloating() || m_panelDock->isFloating() || !m_navDock->isVisibleTo(this) ||
        !m_panelDock->isVisibleTo(this) || dockWidgetArea(m_panelDock) != Qt::RightDockWidgetArea)
        return false;
    const bool narrow = width() < stackedPanelsBelow();
    const Qt::DockWidgetArea navArea = dockWidgetArea(m_navDock);
    if (narrow && navArea == Qt::LeftDockWidgetArea) {
        // The scene list above the parameters: the canvas and the narration get its column.
        addDockWidget(Qt::RightDockWidgetArea, m_navDock, Qt::Vertical);
        splitDockWidget(m_navDock, m_panelDock, Qt::Vertical);
        // Every scene in view without scrolling.
        const int rows = m_nav->count() * m_nav->sizeHintForRow(0) + 2 * m_nav->frameWidth() + 4;
        m_nav->setMinimumHeight(rows);
        const int title = m_navDock->height() - m_nav->height();
        resizeDocks({m_navDock, m_panelDock}, {rows + std::max(title, fontMetrics().height() + 8), height()}, Qt::Vertical);
        return true;
    }
    if (!narrow && navArea == Qt::RightDockWidgetArea) {
        addDockWidget(Qt::LeftDockWidgetArea, m_navDock);
        m_nav->setMinimumHeight(0);
        resizeDocks({m_navDock, m_panelDock}, {170, 300}, Qt::Horizontal);
        return true;
    }
    return false;
}

int MainWindow::tabBarHeight() const
{
    // Before the first tabs the bar has no size of its own yet.
    return std::max(m_bottomTabs->tabBar()->sizeHint().height(), fontMetrics().height() + 10);
}

int MainWindow::narrationTextWidth(int narrationW) const
{
    // Measured as if the scroll bar were there: once shown, a text view keeps it when the text
    // fits only without it.
    return narrationW - 2 * m_narration->frameWidth() - m_narration->verticalScrollBar()->sizeHint().width();
}

int MainWindow::minBottomHeight(bool tabbed) const
{
    // The table shows several rows at least; fewer in a tab behind the narration, where the canvas
    // needs the room more.
    if (!tableWanted())
        return 0;
    const int row = m_table->verticalHeader()->defaultSectionSize();
    return tabbed ? 5 * row + tabBarHeight() : 8 * row;
}

int MainWindow::bottomHeightNeeded(const QStringList &samples, int narrationW, bool tabbed) const
{
    const int text = narrationHeightNeeded(samples, m_narrationFont, narrationTextWidth(narrationW), nullptr);
    return std::max(text + 2 * m_narration->frameWidth() + (tabbed ? tabBarHeight() : 0) + 1, minBottomHeight(tabbed));
}

bool MainWindow::bottomWantsTabs(const QStringList &samples, int centreW, int tableW) const
{
    if (!tableWanted())
        return false;
    // Below about 40 characters a line the narration gets too tall: then table and narration share
    // the full width as two tabs.
    const int sideW = centreW - tableW - m_bottomSplit->handleWidth();
    if (sideW < QFontMetrics(m_narrationFont).averageCharWidth() * 40)
        return true;
    // Side by side, unless that takes more than 30 % of the height from the canvas and the tabs
    // leave it more room (by more than a line of text).
    const int side = bottomHeightNeeded(samples, sideW, false);
    return side > m_centre->height() * 3 / 10 &&
           side > bottomHeightNeeded(samples, centreW, true) + QFontMetrics(m_narrationFont).lineSpacing();
}

void MainWindow::fitLayout()
{
    m_fitTimer->stop();
    if (!isVisible() || m_centre->width() <= 0)
        return;
    if (arrangeDocks())
        layout()->activate(); // the centre's new size, now
    const bool table = tableWanted();
    const int centreW = m_centre->width();
    const int tableW = table ? tableContentWidth() : 0;
    const QStringList samples = narrationSamples();
    const bool tabbed = bottomWantsTabs(samples, centreW, tableW);
    arrangeBottom(tabbed);
    int narrationW = centreW;
    if (table && !tabbed) {
        narrationW = centreW - tableW - m_bottomSplit->handleWidth();
        m_bottomSplit->setSizes({narrationW, tableW});
    }
    const int frame = 2 * m_narration->frameWidth();
    const int tabBar = tabbed ? tabBarHeight() : 0;
    const int total = m_centre->height() - m_centre->handleWidth();
    // The canvas is the lecture's picture: it keeps at least its minimum (half the height when
    // projecting).
    const int minCanvas = m_presentation ? total / 2 : m_canvas->minimumSizeHint().height();
    const int most = std::max(60, total - minCanvas);
    int text = 0;
    const QFont font = fitNarrationFont(samples, narrationTextWidth(narrationW), most - frame - tabBar - 1, text);
    if (font != m_narration->font()) {
        m_narration->setFont(font);
        m_narration->document()->setDefaultFont(font);
    }
    const int bottom = std::clamp(std::max(text + frame + tabBar + 1, minBottomHeight(tabbed)), std::min(60, most), most);
    m_centre->setSizes({total - bottom, bottom});
}

} // namespace sgd::ui
