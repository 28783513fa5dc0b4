#pragma once
// The arithmetic of the window's layout (main_window_fit.cpp), without a widget: sizes in, sizes out.
// The step table as wide as its columns, the narration as tall as its longest text (a little smaller
// type when even that does not fit), the canvas the rest; narration and table beside each other
// when there is room, as two tabs when the centre is too narrow for both.

#include <functional>

namespace sgd::ui {

/// What the window measures (pixels).
struct FitInput {
    int centreWidth = 0, centreHeight = 0; ///< the area of the canvas over narration and table
    int centreHandle = 0;                  ///< the handle between canvas and bottom
    int splitHandle = 0;                   ///< the handle between narration and table
    bool tableWanted = false;              ///< the scene has a step table, and it shows
    int tableWidth = 0;                    ///< the table's columns, scroll bar and frame
    int rowHeight = 0;                     ///< one table row
    int narrationFrame = 0;                ///< the narration view's frame, one side
    int scrollBarWidth = 0;                ///< the narration's vertical scroll bar
    int tabBarHeight = 0;                  ///< the tabs' bar
    int averageCharWidth = 0;              ///< of the narration's type
    int lineSpacing = 0;                   ///< of the narration's type
    bool presentation = false;             ///< projecting: the narration takes at most a quarter of the height
    int minCanvasHeight = 0;               ///< the canvas's own minimum (in the window)
};

/// The height the narration's texts need at `textWidth` with its type scaled by `fontScale`: every
/// sampled frame's and the text shown now (`sample` kAllSamples), one sample's and the text shown
/// (an index), or the text shown alone (kNoSample). `tallest`, when given, gets the index of the
/// sample taller than the rest and the text shown (untouched when none is).
using NarrationHeight = std::function<int(int textWidth, double fontScale, int sample, int *tallest)>;

struct FitResult {
    bool tabbed = false;    ///< narration and table as two tabs
    int narrationWidth = 0; ///< the narration's view
    int tableWidth = 0;     ///< beside the narration (0: tabbed or no table)
    int canvasHeight = 0;
    int bottomHeight = 0;   ///< narration and table
    double fontScale = 1.0; ///< the narration's type: 1 as chosen, down to 0.8 to fit
};

class LayoutFit {
public:
    static constexpr int kAllSamples = -1;
    static constexpr int kNoSample = -2;

    LayoutFit(const FitInput &in, NarrationHeight height) : m_in(in), m_height(std::move(height)) {}

    /// Below this window width the scene list sits above the parameters, so that the canvas and the
    /// narration get its column.
    static int stackedPanelsBelow() { return 1280; }
    static bool stackPanels(int windowWidth) { return windowWidth < stackedPanelsBelow(); }

    /// The width the narration's text has in a view `narrationW` wide (as if the scroll bar were
    /// there: once shown, a text view keeps it when the text fits only without it).
    int narrationTextWidth(int narrationW) const;
    /// The table shows several rows at least; fewer in a tab behind the narration.
    int minBottomHeight(bool tabbed) const;
    /// The height narration and table need below the canvas, the narration `narrationW` wide.
    int bottomHeightNeeded(int narrationW, bool tabbed) const;
    /// Whether narration and table go in two tabs: when the narration would be too narrow beside
    /// the table, or side by side they would take much of the canvas's height and the tabs less.
    bool wantsTabs() const;
    /// The sizes for `tabbed` (wantsTabs(), once the window has arranged the tabs and measured again).
    FitResult fit(bool tabbed) const;

private:
    FitInput m_in;
    NarrationHeight m_height;
};

} // namespace sgd::ui
