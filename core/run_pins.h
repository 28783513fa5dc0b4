#pragma once
// Pinned runs: a run kept for comparison (its scene, its parameters and the numbers of its frames,
// one column per numeric frame field), and what tells pinned runs apart (the legend names only the
// parameters that differ). The comparison window only draws these.

#include "params.h"
#include "trace.h"

#include <string>
#include <utility>
#include <vector>

namespace sgd {

/// One numeric frame field over a run: values[i] belongs to frame i.
struct RunColumn {
    std::string name;        ///< the field's name ("loss", "time", "bytes_sent")
    std::string unit;        ///< "" when dimensionless; "s", "bytes", ...
    std::string description; ///< from the field table
    std::vector<double> values;
};

struct PinnedRun {
    std::string scene; ///< the scene id
    std::string sceneTitle;
    /// Every parameter of the scene in definition order, as text (defaults filled in).
    std::vector<std::pair<std::string, std::string>> params;
    /// Numbers, integers and flags of the frames in field-table order; a list field measured in
    /// bytes or bits also appears as its total over the workers ("bytes_sent (total)").
    std::vector<RunColumn> columns;
    bool diverged = false;
    std::string message; ///< the trace's verdict

    const RunColumn *column(const std::string &name) const;
    /// The text of parameter `key`, or "" when the scene has no such parameter.
    std::string param(const std::string &key) const;
};

/// Keeps the numbers of `trace` (computed with `params`) for comparison.
PinnedRun pinRun(const Trace &trace, const ParamSet &params);

/// The parameters whose values differ between the runs (numbers compared as numbers, so "0.10"
/// and "0.1" agree), in the first run's order; a key missing from some run counts as different.
std::vector<std::string> differingParams(const std::vector<PinnedRun> &runs);

/// One legend entry per run naming only what differs: "eta = 0.05", "eta = 0.15, workers = 4" (parameter keys);
/// the scene leads when the scenes differ; "run 2 (same parameters)" when nothing differs.
std::vector<std::string> pinLegends(const std::vector<PinnedRun> &runs);

/// The columns every run has, in the first run's order.
std::vector<std::string> commonColumns(const std::vector<PinnedRun> &runs);
/// What the comparison plots by default: x "step"; y the first of loss, consensus distance, w,
/// w after the update, staleness that all runs have (else the first other common column).
std::pair<std::string, std::string> defaultAxes(const std::vector<PinnedRun> &runs);
/// An axis title: "time (s)", "loss".
std::string columnTitle(const std::vector<PinnedRun> &runs, const std::string &column);

/// The plotted numbers as CSV: header "run,legend,X,Y", one row per frame of each run (frames
/// where either value is missing are left out). Text fields are quoted when they need it.
std::string pinsCsv(const std::vector<PinnedRun> &runs, const std::string &x, const std::string &y);

/// A CSV field: quoted (inner quotes doubled) when it holds a comma, a quote or a line break.
std::string csvField(const std::string &text);

} // namespace sgd
