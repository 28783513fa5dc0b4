#include "style.h"

namespace sgd::ui {

QFont Style::scaledFont(double factor, bool bold) const
{
    QFont f = font;
    f.setPointSizeF(font.pointSizeF() * factor);
    f.setBold(bold);
    return f;
}

static void fillSeries(Style &s, bool dark)
{
    const char *lightSeries[8] = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"};
    const char *darkSeries[8] = {"#6cb6ff", "#ff7b72", "#7ee787", "#d2a8ff", "#ffa657", "#e3b341", "#f778ba", "#56d4dd"};
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
    s.accent = QColor("#0969da");
    s.positive = QColor("#1a7f37");
    s.negative = QColor("#cf222e");
    s.secant = QColor("#bf8700");
    s.tangent = QColor("#8250df");
    s.warning = QColor("#d1242f");
    s.idle = QColor("#afb8c1");
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
    s.accent = QColor("#4493f8");
    s.positive = QColor("#3fb950");
    s.negative = QColor("#f85149");
    s.secant = QColor("#d29922");
    s.tangent = QColor("#bc8cff");
    s.warning = QColor("#ff7b72");
    s.idle = QColor("#484f58");
    s.panel = QColor("#161b22");
    fillSeries(s, true);
    s.font = QFont("DejaVu Sans", 10);
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
