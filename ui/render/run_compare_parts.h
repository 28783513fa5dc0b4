#pragma once
// What the scenes' comparisons of a real run with the simulator share: each scene that sgd-studio-mpi
// records draws its panels and words in ui/render/scenes/<id>/<id_>_run_compare.cpp (through its painter's
// paintRunComparison() and runComparisonNarration()); ui/render/run_compare_painter.cpp frames them with
// the title and the real-run band. Every number comes from a RunComparison (core/run_compare.h).

#include "core/run_compare.h"
#include "ui/render/chart.h"
#include "ui/render/style.h"

#include <QPainter>
#include <QRectF>
#include <QString>

namespace sgd::ui::runcompare {

/// "measured on 4 processes" (or "measured" when the count is not known).
QString measuredName(const RunComparison &c);
/// Two legend-only series: solid for what was measured, dashed for the simulator.
void addKey(chart::Spec &spec, const RunComparison &c, const Style &s, bool coloured = false);
/// A chart of `spec` in `r`, with a caption above and a vertical mark at x = `mark`.
void drawPanel(QPainter &p, const QRectF &r, const QString &caption, const chart::Spec &spec, const Style &s, double mark);
/// The narration's first line: what is solid and what dashed, on which processes and hosts.
QString head(const RunComparison &c);
/// Whether the weights are the simulator's, and why they can be (`why`), or by how much they differ.
QString weightsSentence(const RunComparison &c, const QString &why);

} // namespace sgd::ui::runcompare
