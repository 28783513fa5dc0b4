// The main window's layout fitted to its size: the step table as wide as its columns, the narration
// as tall as its longest text, the canvas the rest; beside each other when there is room, as tabs
// when the centre is too narrow for both; in a narrow window the scene list moves above the parameters.
#include "main_window.h"

#include "layout_fit.h"
#include "presentation_mode.h"

#include "scene_canvas.h"
#include "ui/render/scene_painter.h"

#include <QAbstractTextDocumentLayout>
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

void MainWindow::scheduleFit()
{
    m_fitTimer->start();
}

bool MainWindow::tableWanted() const
{
    const ScenePainter *painter = painterFor(controller()->sceneId());
    return painter && !painter->tableColumns().isEmpty() && !m_presentation->isOn();
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
    auto trace = controller()->trace();
    const ScenePainter *painter = painterFor(controller()->sceneId());
    if (!trace || !painter)
        return html;
    const QVariantMap options = withView(m_session->shownOptions(), m_session->view());
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
    if (m_presentation->isOn() || m_navDock->isFloating() || m_panelDock->isFloating() || !m_navDock->isVisibleTo(this) ||
        !m_panelDock->isVisibleTo(this) || dockWidgetArea(m_panelDock) != Qt::RightDockWidgetArea)
        return false;
    const bool narrow = LayoutFit::stackPanels(width());
    const Qt::DockWidgetArea navArea = dockWidgetArea(m_navDock);
    if (narrow && navArea == Qt::LeftDockWidgetArea) {
        // The scene list above the parameters: the canvas and the narration get its column.
        addDockWidget(Qt::RightDockWidgetArea, m_navDock, Qt::Vertical);
        splitDockWidget(m_navDock, m_panelDock, Qt::Vertical);
        // Every scene in view without scrolling.
        // Every row as tall as it is: a long name (a longer language) wraps onto a second line.
        int rows = 2 * m_nav->frameWidth() + 4;
        for (int i = 0; i < m_nav->count(); ++i)
            rows += std::max(m_nav->sizeHintForRow(i), m_nav->visualItemRect(m_nav->item(i)).height());
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

void MainWindow::fitLayout()
{
    m_fitTimer->stop();
    if (!isVisible() || m_centre->width() <= 0)
        return;
    if (arrangeDocks())
        layout()->activate(); // the centre's new size, now
    const QStringList samples = narrationSamples();
    const NarrationHeight height = [this, &samples](int width, double scale, int sample, int *tallest) {
        QFont font = m_narrationFont;
        if (scale != 1.0)
            font.setPointSizeF(font.pointSizeF() * scale);
        const QStringList which = sample == LayoutFit::kAllSamples ? samples
                                  : sample >= 0                    ? QStringList{samples.at(sample)}
                                                                   : QStringList{};
        return narrationHeightNeeded(which, font, width, tallest);
    };
    const auto measure = [this] {
        FitInput in;
        in.centreWidth = m_centre->width();
        in.centreHeight = m_centre->height();
        in.centreHandle = m_centre->handleWidth();
        in.splitHandle = m_bottomSplit->handleWidth();
        in.tableWanted = tableWanted();
        in.tableWidth = in.tableWanted ? tableContentWidth() : 0;
        in.rowHeight = m_table->verticalHeader()->defaultSectionSize();
        in.narrationFrame = m_narration->frameWidth();
        in.scrollBarWidth = m_narration->verticalScrollBar()->sizeHint().width();
        in.tabBarHeight = tabBarHeight();
        in.averageCharWidth = QFontMetrics(m_narrationFont).averageCharWidth();
        in.lineSpacing = QFontMetrics(m_narrationFont).lineSpacing();
        in.presentation = m_presentation->isOn();
        in.minCanvasHeight = m_canvas->minimumSizeHint().height();
        return in;
    };
    const bool tabbed = LayoutFit(measure(), height).wantsTabs();
    arrangeBottom(tabbed);
    const FitResult fit = LayoutFit(measure(), height).fit(tabbed); // the tabs measured as they are now
    if (fit.tableWidth > 0)
        m_bottomSplit->setSizes({fit.narrationWidth, fit.tableWidth});
    QFont font = m_narrationFont;
    if (fit.fontScale != 1.0)
        font.setPointSizeF(font.pointSizeF() * fit.fontScale);
    if (font != m_narration->font()) {
        m_narration->setFont(font);
        m_narration->document()->setDefaultFont(font);
    }
    m_centre->setSizes({fit.canvasHeight, fit.bottomHeight});
}

} // namespace sgd::ui
