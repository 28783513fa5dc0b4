#pragma once
// Parameter sweeps: run a scene once per value of one numeric parameter and keep one outcome of
// each run (final loss, mean staleness, disagreement after the last round). On the one-weight
// example the sweep also says which regime each learning rate falls in, from eta*x^2:
//   0 < eta*x^2 <= 1  stable: w walks to w* from one side
//   1 < eta*x^2 < 2   overshooting: w jumps across w* but still converges
//   eta*x^2 >= 2      diverging: the jumps never shrink (at exactly 2 w bounces forever)
// and marks the thresholds eta = 1/x^2 and 2/x^2 (1/9 and 2/9 for x = 3).

#include "params.h"
#include "run_context.h"

#include <limits>
#include <string>
#include <vector>

namespace sgd {

struct SceneDef;

enum class SweepSpacing { Linear, Log };

struct SweepSpec {
    std::string param; ///< a Number or Integer parameter of the scene
    double from = 0;
    double to = 0;
    int count = 2; ///< values from `from` to `to`, both included
    SweepSpacing spacing = SweepSpacing::Linear;
};

/// The most runs one sweep makes.
constexpr int kMaxSweepCount = 500;

enum class Regime { None, Stable, Overshooting, Diverging };
/// "stable", "overshooting", "diverging"; "" for None.
std::string regimeName(Regime regime);
/// The regime of the one-weight example's step with learning rate `eta` on input `x` (from eta*x^2).
Regime classifyStep(double eta, double x);

/// What a sweep keeps of each run.
struct SweepOutcome {
    std::string field;     ///< the frame field it comes from ("loss", "staleness", "consensus_distance")
    std::string column;    ///< its CSV column: "final_loss", "mean_staleness", "final_consensus_distance"
    std::string title;     ///< axis title: "final loss", "mean staleness (updates)"
    bool logScale = false; ///< spans orders of magnitude: plot on a log axis
};

struct SweepPoint {
    double value = 0;                                          ///< the swept parameter's value
    double outcome = std::numeric_limits<double>::quiet_NaN(); ///< NaN when the run failed
    Regime regime = Regime::None;
    bool diverged = false;
    std::string note; ///< why the run failed, or the trace's verdict
};

/// A value of the swept parameter worth a line on the plot (eta*x^2 = 1 and 2).
struct SweepMarker {
    double value = 0;
    std::string label;
};

struct SweepResult {
    std::string scene;
    std::string param;
    std::string paramTitle; ///< the parameter's label ("learning rate eta")
    SweepSpacing spacing = SweepSpacing::Linear;
    SweepOutcome outcome;
    std::vector<SweepPoint> points;
    std::vector<SweepMarker> markers;
};

/// The numeric parameters a sweep can vary (Number and Integer kinds), in definition order.
std::vector<std::string> sweepableParams(const SceneDef &scene);
/// What a sweep of this scene keeps; throws std::invalid_argument when its frames have no outcome.
SweepOutcome sweepOutcomeFor(const SceneDef &scene);
/// A sensible first sweep: the scene's own (SceneDef::sweep.first: eta*x^2 from 0.45 to 2.25 on the one-weight
/// example, workers 1 to 16 for async, nodes 2 to 32 for decentralized), else its sweepKey or first numeric
/// parameter around its value.
SweepSpec defaultSweep(const SceneDef &scene, const ParamSet &params);
/// A sweep of `key` around its value in `params`: half to twice it for numbers (0 to 1 from 0),
/// five either side for whole numbers, inside the parameter's range.
SweepSpec sweepAround(const SceneDef &scene, const ParamSet &params, const std::string &key);
/// The values a sweep runs (integers rounded, repeats dropped). Throws ParamError naming the
/// parameter when a value is not allowed, std::invalid_argument for a bad count or spacing.
std::vector<double> sweepValues(const SceneDef &scene, const SweepSpec &spec);
/// The thresholds worth marking for this sweep (eta on the one-weight example), else none.
std::vector<SweepMarker> sweepMarkers(const SceneDef &scene, const ParamSet &base, const std::string &param);

/// Runs the scene once per value (the other parameters from `base`). `ctx.isCancelled` is polled
/// between runs and inside them (throws Cancelled); `ctx.onProgress` gets 0..1 over the whole
/// sweep. A run that fails keeps its reason in the point's note and a NaN outcome.
SweepResult runSweep(const SceneDef &scene, const ParamSet &base, const SweepSpec &spec, const RunContext &ctx = {});

/// The sweep as CSV: header "PARAM,COLUMN,regime,diverged,note", one row per value.
std::string sweepCsv(const SweepResult &result);

} // namespace sgd
