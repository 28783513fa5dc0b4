#pragma once
// Colours, pens and fonts for painting a frame: the screen themes and the print style.

#include <QColor>
#include <QFont>
#include <QString>

namespace sgd::ui {

struct Style {
    QString name;           ///< "light", "dark" or "print"
    QColor background;
    QColor foreground;      ///< text and axes
    QColor muted;           ///< secondary text, grid labels
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
    double fontScale = 1.0; ///< 1 on screen, larger in presentation mode
    QFont font;             ///< base font (point size already scaled)

    QFont scaledFont(double factor, bool bold = false) const;

    static Style light();
    static Style dark();
    /// For white paper: light background, thicker lines, page-sized fonts.
    static Style print();
};

} // namespace sgd::ui
