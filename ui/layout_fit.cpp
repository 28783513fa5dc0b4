#include "layout_fit.h"

#include <algorithm>

namespace sgd::ui {

int LayoutFit::narrationTextWidth(int narrationW) const
{
    return narrationW - 2 * m_in.narrationFrame - m_in.scrollBarWidth;
}

int LayoutFit::minBottomHeight(bool tabbed) const
{
    if (!m_in.tableWanted)
        return 0;
    return tabbed ? 5 * m_in.rowHeight + m_in.tabBarHeight : 8 * m_in.rowHeight;
}

int LayoutFit::bottomHeightNeeded(int narrationW, bool tabbed) const
{
    const int text = m_height(narrationTextWidth(narrationW), 1.0, kAllSamples, nullptr);
    return std::max(text + 2 * m_in.narrationFrame + (tabbed ? m_in.tabBarHeight : 0) + 1, minBottomHeight(tabbed));
}

bool LayoutFit::wantsTabs() const
{
    if (!m_in.tableWanted)
        return false;
    // Below about 40 characters a line the narration gets too tall: then table and narration share
    // the full width as two tabs.
    const int sideW = m_in.centreWidth - m_in.tableWidth - m_in.splitHandle;
    if (sideW < m_in.averageCharWidth * 40)
        return true;
    // Side by side, unless that takes more than 30 % of the height from the canvas and the tabs
    // leave it more room (by more than a line of text).
    const int side = bottomHeightNeeded(sideW, false);
    return side > m_in.centreHeight * 3 / 10 && side > bottomHeightNeeded(m_in.centreWidth, true) + m_in.lineSpacing;
}

FitResult LayoutFit::fit(bool tabbed) const
{
    FitResult r;
    r.tabbed = tabbed;
    r.narrationWidth = m_in.centreWidth;
    if (m_in.tableWanted && !tabbed) {
        r.tableWidth = m_in.tableWidth;
        r.narrationWidth = m_in.centreWidth - m_in.tableWidth - m_in.splitHandle;
    }
    const int total = m_in.centreHeight - m_in.centreHandle;
    // The canvas is the lecture's picture: it keeps at least its minimum. Projected, the narration
    // gives way to the picture: at most a quarter of the height (three lines at least) and it
    // scrolls when a step says more.
    const int frame = 2 * m_in.narrationFrame;
    const int tabBar = tabbed ? m_in.tabBarHeight : 0;
    const int most = m_in.presentation ? std::max(total / 4, 3 * m_in.lineSpacing + frame + tabBar + 1)
                                       : std::max(60, total - m_in.minCanvasHeight);
    // The type chosen first; when the longest narration still does not fit the room the layout can
    // give, a little smaller (down to 80 %), measured on the longest one.
    const int width = narrationTextWidth(r.narrationWidth);
    const int room = most - frame - tabBar - 1;
    int tallest = -1;
    int text = m_height(width, 1.0, kAllSamples, &tallest);
    double scale = 1.0;
    while (text > room && scale * 0.95 >= 0.8) {
        scale *= 0.95;
        text = m_height(width, scale, tallest >= 0 ? tallest : kNoSample, nullptr);
    }
    if (scale != 1.0)
        text = m_height(width, scale, kAllSamples, nullptr);
    r.fontScale = scale;
    r.bottomHeight = std::clamp(std::max(text + frame + tabBar + 1, minBottomHeight(tabbed)), std::min(60, most), most);
    r.canvasHeight = total - r.bottomHeight;
    return r;
}

} // namespace sgd::ui
