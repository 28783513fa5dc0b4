#include "style.h"

#include <algorithm>

namespace sgd::ui {

Style Style::scaledForScreen(double textScale, bool projected, int screenLines) const
{
    Style s = *this;
    s.fontScale = textScale;
    if (projected)
        s.lineWidth *= 1.5;
    s.font.setPointSizeF(s.font.pointSizeF() * textScale);
    s.minTextPixels = projected ? projectedMinTextPixels(screenLines) : kWindowMinTextPixels;
    return s;
}

QFont Style::shrunk(QFont f, double factor) const
{
    f.setPointSizeF(std::max(f.pointSizeF() * factor, std::min(f.pointSizeF(), minPointSize())));
    return f;
}

QFont Style::scaledFont(double factor, bool bold) const
{
    QFont f = font;
    f.setPointSizeF(std::max(font.pointSizeF() * factor, minPointSize()));
    f.setBold(bold);
    return f;
}

// The worker palette: Okabe and Ito's colour-blind-safe set (orange, sky blue, bluish green,
// reddish purple, yellow), then pink, teal and brown for workers 6-8. Blue and vermillion are
// left out: they are the reserved meanings (accent: the server's weight and the current point;
// warning: stale gaps and failures). The hues keep their order in every style; on white they are
// darkened and on the dark background lightened until each reads as text (WCAG 4.5:1), with the
// lightness of each chosen so that the first four and the two reserved colours stay apart under
// protanopia, deuteranopia and tritanopia (tests/ui/tst_palette_contrast.cpp checks all of it).
static void fillSeries(Style &s, bool dark)
{
    const char *lightSeries[8] = {"#975911", "#056ea3", "#226b43", "#683559", "#59632d", "#a0226a", "#237575", "#5d4037"};
    const char *darkSeries[8] = {"#e69f00", "#56b4e9", "#14a67c", "#d684b3", "#f0e442", "#ff9fc0", "#4fd1c5", "#c89b6d"};
    for (int i = 0; i < 8; ++i)
        s.series[i] = QColor(dark ? darkSeries[i] : lightSeries[i]);
}

Style Style::light()
{
    Style s;
    s.name = "light";
    s.background = QColor("#ffffff");
    s.foreground = QColor("#1b1f24");
    s.muted = QColor("#57606a");
    s.grid = QColor("#d8dee4");
    s.accent = QColor("#174d84");
    // positive, negative, secant and tangent meet in one picture (the single weight's arrows and
    // probes): lightness set so that they stay apart under the simulated deficiencies too.
    s.positive = QColor("#227f40");
    s.negative = QColor("#d72943");
    s.secant = QColor("#856000");
    s.tangent = QColor("#8250df");
    s.warning = QColor("#8b3418");
    s.idle = QColor("#8c959f");
    s.panel = QColor("#f6f8fa");
    fillSeries(s, false);
    s.font = QFont("DejaVu Sans", 10);
    return s;
}

Style Style::dark()
{
    Style s;
    s.name = "dark";
    s.background = QColor("#0d1117");
    s.foreground = QColor("#e6edf3");
    s.muted = QColor("#8d96a0");
    s.grid = QColor("#30363d");
    s.accent = QColor("#5d8fe0");
    s.positive = QColor("#51c072");
    s.negative = QColor("#f74f47");
    s.secant = QColor("#db9e16");
    s.tangent = QColor("#c8a4ff");
    s.warning = QColor("#f25c54");
    s.idle = QColor("#6e7681");
    s.panel = QColor("#161b22");
    fillSeries(s, true);
    s.font = QFont("DejaVu Sans", 10);
    return s;
}

// The high-contrast workers, accent and warning: the light style's hues (within about 20 degrees)
// darkened to 7:1 on white and on the panel, chosen by a search that kept every pair as far apart
// as tests/ui/tst_palette_contrast.cpp asks under normal vision and the three simulated
// deficiencies, and each apart from the black text.
Style Style::highContrast()
{
    Style s = light();
    s.name = "high-contrast";
    s.foreground = QColor("#000000");
    s.muted = QColor("#4d4d4d");
    s.grid = QColor("#b0b0b0");
    s.accent = QColor("#002fe8");
    s.positive = QColor("#034d27");
    s.negative = QColor("#902a36");
    s.secant = QColor("#6b4a00");
    s.tangent = QColor("#5a2ca8");
    s.warning = QColor("#640200");
    s.idle = QColor("#595959");
    s.panel = QColor("#f0f0f0");
    const char *series[8] = {"#7a4100", "#0d3593", "#004c3b", "#5e0647", "#41552f", "#9b0b56", "#0b547d", "#431d1e"};
    for (int i = 0; i < 8; ++i)
        s.series[i] = QColor(series[i]);
    s.lineWidth = 3.5;
    s.minContrast = 7.1;
    return s;
}

Style Style::print()
{
    Style s = light();
    s.name = "print";
    s.lineWidth = 2.6;
    s.grid = QColor("#c8c8c8");
    s.font = QFont("DejaVu Sans", 11);
    return s;
}

} // namespace sgd::ui
