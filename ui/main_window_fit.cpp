// The main window's layout fitted to its size: the step table as wide as its columns, the narration
// as tall as its longest text, the canvas the rest; beside each other when there is room, as tabs
// when the centre is too narrow for both.
#include "main_window.h"

#include "scene_canvas.h"
#include "scene_painter.h"

#include <QHeaderView>
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

QFont MainWindow::fitNarrationFont(int width, int room, int &need) const
{
    // The text size chosen first; when the longest narration still does not fit the room the
    // layout can give, a little smaller (down to 80 %), measured on the longest one.
    QFont font = m_narrationFont;
    const QStringList samples = narrationSamples();
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

void MainWindow::fitLayout()
{
    m_fitTimer->stop();
    if (!isVisible() || m_centre->width() <= 0)
        return;
    const bool table = tableWanted();
    const int centreW = m_centre->width();
    const int tableW = table ? tableContentWidth() : 0;
    const int handle = m_bottomSplit->handleWidth();
    // Below about 40 characters a line the narration gets too tall: then table and narration share
    // the full width as two tabs.
    const int narrationMin = QFontMetrics(m_narrationFont).averageCharWidth() * 40;
    const bool tabbed = table && centreW - tableW - handle < narrationMin;
    arrangeBottom(tabbed);
    int narrationW = centreW;
    if (table && !tabbed) {
        narrationW = centreW - tableW - handle;
        m_bottomSplit->setSizes({narrationW, tableW});
    }
    const int frame = 2 * m_narration->frameWidth();
    const int tabBar = tabbed ? m_bottomTabs->tabBar()->sizeHint().height() : 0;
    const int total = m_centre->height() - m_centre->handleWidth();
    // The canvas is the lecture's picture: it keeps at least its minimum (half the height when
    // projecting); the table shows several rows at least.
    const int minCanvas = m_presentation ? total / 2 : m_canvas->minimumSizeHint().height();
    const int minBottom = table ? 8 * m_table->verticalHeader()->defaultSectionSize() + tabBar : 0;
    const int most = std::max(60, total - minCanvas);
    int text = 0;
    // Measured as if the scroll bar were there: once shown, a text view keeps it when the text
    // fits only without it.
    const int textWidth = narrationW - frame - m_narration->verticalScrollBar()->sizeHint().width();
    const QFont font = fitNarrationFont(textWidth, most - frame - tabBar - 1, text);
    if (font != m_narration->font()) {
        m_narration->setFont(font);
        m_narration->document()->setDefaultFont(font);
    }
    const int bottom = std::clamp(std::max(text + frame + tabBar + 1, minBottom), std::min(60, most), most);
    m_centre->setSizes({total - bottom, bottom});
}

} // namespace sgd::ui
