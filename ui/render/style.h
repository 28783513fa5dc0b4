#pragma once
// Colours, pens and fonts for painting a frame: the screen themes and the print style.

#include <QColor>
#include <QFont>
#include <QString>

#include <algorithm>

namespace sgd::ui {

class PaintCache;

struct Style {
    QString name; ///< "light", "dark", "print" or "high-contrast"
    QColor background;
    QColor foreground; ///< text and axes
    QColor muted;      ///< secondary text, grid labels
    QColor grid;
    QColor accent;          ///< reserved: the server's weight, the current point, the highlighted item
    QColor positive;        ///< w grows (negative gradient)
    QColor negative;        ///< w shrinks (positive gradient)
    QColor secant;          ///< finite-difference probe
    QColor tangent;         ///< closed-form slope
    QColor warning;         ///< reserved: divergence, failures, stale gaps
    QColor idle;            ///< waiting at a barrier
    QColor panel;           ///< boxes, nodes
    QColor series[8];       ///< workers, nodes, buckets: never accent or warning
    double lineWidth = 2.0; ///< base pen width in device-independent pixels
    /// The contrast every colour written as text keeps against the background and the panel (the
    /// value scale of draw::valueColor is held to it): WCAG's 4.5:1 with a little to spare, 7:1
    /// (WCAG's AAA) in the high-contrast style.
    double minContrast = 4.6;
    double fontScale = 1.0; ///< 1 on screen, larger in presentation mode
    QFont font;             ///< base font (point size already scaled)
    /// The smallest type this picture may show, in pixels (0: no floor): scaledFont() and the canvas
    /// fitting (topo::fitStyleToArea) never go below it. The window sets the projection rule
    /// (projectedMinTextPixels) in presentation mode and kWindowMinTextPixels otherwise.
    double minTextPixels = 0;
    /// Not part of the look: the cache of the picture being painted (paint_cache.h), which PaintScope
    /// sets from PaintContext::cache so that helpers handed only the style reach it; nullptr outside
    /// a paint (then nothing is kept).
    PaintCache *cache = nullptr;

    QFont scaledFont(double factor, bool bold = false) const;
    /// `f` shrunk by `factor` (a painter easing type into a small box), never below minTextPixels.
    QFont shrunk(QFont f, double factor) const;

    // Named sizes the painters share (instead of literals repeated in every painter). Lengths are
    // device-independent pixels; the ones that grow with presentation type grow with fontScale.
    QFont titleFont() const { return scaledFont(1.25, true); }                 ///< the canvas's title line
    QFont captionFont() const { return scaledFont(1.0, true); }                ///< a panel's or a chart's caption
    QFont bodyFont() const { return scaledFont(1.0); }                         ///< axis titles, panel text
    QFont tickFont() const { return scaledFont(0.9); }                         ///< tick labels
    QFont legendFont() const { return scaledFont(0.85); }                      ///< legend entries, chips
    QFont noteFont() const { return scaledFont(0.8); }                         ///< small marks (epoch boundaries)
    QFont panelFont(bool bold = false) const { return scaledFont(0.9, bold); } ///< side panels' and cards' text
    QFont calloutFont() const { return scaledFont(0.9, true); } ///< the current point's label, a value called out on the canvas
    QFont labelFont(bool bold = false) const { return scaledFont(0.95, bold); } ///< labels placed beside marks, card headings
    QFont tagFont() const { return scaledFont(0.85, true); }      ///< short bold tags on lanes and tapes (the current count)
    QFont barFont() const { return scaledFont(0.8, true); }       ///< text inside small bars and chips
    QFont bannerFont() const { return scaledFont(1.05, true); }   ///< a warning banner, a part's heading
    QFont headlineFont() const { return scaledFont(1.15, true); } ///< one big number beside its part (updates per epoch)
    /// The canvas's inner margin: 8 px, more in presentation type.
    double padding() const { return 8 * (fontScale > 1.0 ? fontScale : 1.0); }
    double gridWidth() const { return 1.0; }  ///< grid lines
    double frameWidth() const { return 1.2; } ///< a plot's frame, axis lines
    double tickGap() const { return 3.0; }    ///< from the plot's edge to its tick labels
    double yTitleMaxOffset() const
    {
        return 64.0 * fontScale;
    } ///< the y title never sits farther left of the plot (grows with presentation type, so its tick labels fit)
    double cornerRadius() const { return 5.0; }    ///< rounded boxes (legends, cards)
    int veilAlpha() const { return 235; }          ///< background behind a legend over the data
    int labelVeilAlpha() const { return 220; }     ///< background behind a label placed over lines
    int guideAlpha() const { return 200; }         ///< a guide or leader line in a mark's colour
    int haloAlpha() const { return 90; }           ///< the translucent fill of the current point's ring
    double guideWidth() const { return 1.0; }      ///< dashed and dotted guides, leaders, thin outlines
    double cursorWidth() const { return 1.2; }     ///< the line through the current frame
    double strongWidth() const { return 1.5; }     ///< an outline or tick that must stand out
    double cardEdgeWidth() const { return 2.0; }   ///< a banner's or a highlighted card's edge
    double markerRingWidth() const { return 1.0; } ///< the ring round a data dot
    double labelRadius() const { return 4.0; }     ///< a label's rounded background
    double chipRadius() const { return 3.0; }      ///< small chips and count labels
    double cardRadius() const { return 6.0; }      ///< banners and cards
    double currentRadius() const { return 7.0; }   ///< the current point's ring, at least (more with larger type)
    /// A data curve's pen width: lineWidth, thicker when the type is scaled up (draw::lineWidth).
    double curveWidth() const { return lineWidth * (0.85 * fontScale > 1.0 ? 0.85 * fontScale : 1.0); }
    /// A data point's dot on a line series (thicker lines, larger dots).
    double markerRadius() const { return 2.2 + 0.6 * curveWidth(); }

    /// The projection rule: projected, no text is smaller than 1/64 of the screen's height (12 px
    /// at 768 lines, 17 at 1080, 34 at 2160), about the size a back row six screen heights away
    /// still reads. The layout check (tests/ui/tst_layout_check.cpp) holds every scene to it.
    static double projectedMinTextPixels(int screenLines) { return screenLines / 64.0; }
    /// In the window, read from a desk: no text below 9 px.
    static constexpr double kWindowMinTextPixels = 9.0;
    /// Pixels of a font's em at the 96 dpi of the canvas and the exported pictures.
    static double pixelsOf(const QFont &f) { return f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * 96.0 / 72.0; }
    /// minTextPixels as a point size at those 96 dpi.
    double minPointSize() const { return minTextPixels * 72.0 / 96.0; }
    /// The smallest share of `f` a painter may shrink it to (at least `minFactor`, up to 1): where
    /// `f` reaches minTextPixels.
    double floorFactor(const QFont &f, double minFactor) const
    {
        return minTextPixels > 0 ? std::clamp(minTextPixels / pixelsOf(f), minFactor, 1.0) : minFactor;
    }

    /// Presentation mode's type on a screen `screenLines` high at text size `percent` (its default
    /// 160): `percent` of the window's on a 1080-line screen, the same share of the picture on
    /// others, never below the window's.
    static double projectedTextScale(int percent, int screenLines)
    {
        const double scale = percent / 100.0 * screenLines / 1080.0;
        return scale > 1.0 ? scale : 1.0;
    }
    /// This style with its type scaled by `textScale`; `projected`: as presentation mode paints on a
    /// screen `screenLines` high (lines 1.5 times as thick, the projection rule's floor), else the
    /// window's floor.
    Style scaledForScreen(double textScale, bool projected, int screenLines) const;

    static Style light();
    static Style dark();
    /// For white paper: light background, thicker lines, page-sized fonts.
    static Style print();
    /// For low vision and washed-out projectors: black on white, every text and mark colour at
    /// 7:1 or more, lines 1.75 times as thick as light's.
    static Style highContrast();
};

} // namespace sgd::ui
