#pragma once
// The lecture's scenes: ids in lecture order, their parameters and how to run them.

#include "param_sweep.h"
#include "params.h"
#include "run_context.h"
#include "trace_schema.h"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sgd {

struct RunComparison;

struct SceneDef {
    std::string id;
    std::string title;
    std::string summary;
    /// "What to look for": 2-4 sentences telling a class where to look in this scene (Help and a
    /// click on the scene's title show it). Built-in scenes set theirs in core/scenes/<id>/.
    std::string lookFor;
    /// How the engine computes the trace, precisely enough to recompute it from the parameters: the
    /// data, the update rules, the clock, what is drawn at random from which seed, the ties, what
    /// frame 0 and frame n hold. Markdown; the trace reference (docs/trace-format.md) prints it.
    std::string model;
    std::vector<ParamDef> params;
    /// The parameter `--steps` sets. Empty: `--steps N` passes RunContext::maxFrames = N, and the
    /// scene must stop after N frames with a summary that describes only those frames.
    std::string stepsKey;
    /// The parameter a sweep varies when none is named: the learning rate where the scene has one
    /// (empty: the first numeric parameter; core/param_sweep.cpp).
    std::string sweepKey;
    /// A scene's own answers to what a sweep asks (core/param_sweep.cpp); each may be empty.
    struct SweepHooks {
        /// The first sweep offered for these parameters when it is not `sweepKey` around its value
        /// (nullopt: that default).
        std::function<std::optional<SweepSpec>(const ParamSet &)> first;
        /// The lecture's name for one run's regime (the one-weight example's eta*x^2 rule).
        std::function<Regime(const ParamSet &)> regime;
        /// Values of the swept parameter worth a line on the plot (eta*x^2 = 1 and 2).
        std::function<std::vector<SweepMarker>(const ParamSet &, const std::string &param)> markers;
    } sweep;
    /// The biggest run its views must still paint within the paint benchmark's targets: the
    /// parameters the benchmark's "large" preset sets over the defaults (empty: no large preset).
    /// The largest sizes the scene accepts, except where those would take minutes to compute: there
    /// the painted sizes (workers, features, points on the curves) stay at their maximum and only
    /// the data behind them shrinks.
    std::vector<std::pair<std::string, std::string>> largeParams;
    /// What one step of the scene is called in the lecture ("step", "update", "round", "bucket").
    /// Frame n is the state after n of them; frame 0 is the start, before the first.
    std::string stepNoun = "step";
    std::function<Trace(const ParamSet &, const RunContext &)> run;
    /// Computes on the ComputeBackend the program installs (compute_backend.h: the scale lab);
    /// without one installed, running it throws std::runtime_error naming the problem.
    bool needsComputeBackend = false;
    /// Measured on this machine's threads (Hogwild!): two runs of the same parameters give different
    /// numbers, so tests compare such a trace's shape, not its bytes.
    bool measured = false;
    /// Real runs of it on processes (sgd-studio-mpi, app/mpi): the runner's design for it, the
    /// workers (or nodes) its parameters ask for, the lecture seconds of compute a run of a simulated
    /// trace's parameters takes (times --time-scale: the real run's length), and how a recording is
    /// set against the simulation (core/run_compare.h). No design: no runner records the scene, and a
    /// trace of it with a "source" is refused (a forged "recording" would bypass the check that its
    /// frames follow its params); a recording is held to the runner's rules instead of recomputed.
    struct RealRunHooks {
        std::string design; ///< "sync", "async", "gossip": `sgd-studio-mpi DESIGN`
        std::function<int(const ParamSet &)> workers;
        std::function<double(const Trace &simulated)> plannedSeconds;
        std::function<void(const Trace &measured, const Trace &predicted, RunComparison &)> compare;
        /// What the design puts on the ranks for these parameters, in a teacher's words and the
        /// language shown (text::words): the window's real-run dialog says it.
        std::function<std::string(const ParamSet &)> layout;
        /// What each message of the run carries, one sentence (text::words), or empty: the dialog adds it.
        std::function<std::string(const ParamSet &)> payload;
    } realRun;
    bool recordable() const { return !realRun.design.empty(); }
    /// Why a run of these parameters is a large job (the command line says so before it starts and
    /// offers Ctrl+C): the sizes that make it large, "" for an ordinary run. Empty: never large.
    std::function<std::string(const ParamSet &)> largeRun;

    /// Checks the whole parameter set without running (throws ParamError as `run` would). Empty:
    /// validateScene() does a dry run instead.
    std::function<void(const ParamSet &)> check;
    /// The fields of the scene's frames, scene data and summary (from its typed structs'
    /// field tables): writers, schemas, the reference page and `scenes --format json` walk it,
    /// and runScene() refuses a trace that does not fit it.
    TraceSchema schema;
    /// The rules a trace read from a file must meet beyond its schema, which the engine's own
    /// traces always meet (a series and its times of one length and not empty, one weight per node,
    /// node numbers in range): "" when it fits, else one line naming the field or frame. Empty: the
    /// schema alone. readTraceFile() runs it, so that a view never indexes what is not there.
    std::function<std::string(const Trace &)> checkTrace;

    ParamSet defaults() const { return ParamSet(&params); }
};

/// Each built-in scene's whole definition, one function per scene in core/scenes/<id>/
/// (core/scenes/scene_list.h lists them in lecture order).
#define SGD_SCENE(id, name) SceneDef name##Scene();
#include "core/scenes/scene_list.h"
#undef SGD_SCENE

/// All scenes in lecture order.
const std::vector<SceneDef> &allScenes();
/// Adds a scene of a test's own after core's (trace files name their scene by id, so a reader needs
/// it listed). Call before any engine runs; returns false when the id is taken (or the registry is
/// full). References to registered scenes stay valid.
bool registerScene(SceneDef scene);
/// The scene with this id, or nullptr.
const SceneDef *findScene(const std::string &id);
/// Every scene id in lecture order, comma separated: what messages list as allowed.
std::string sceneIdList();
/// Checks a whole parameter set before anything runs, with the checks and messages of runScene():
/// throws ParamError (or std::invalid_argument) for values that do not fit together. Uses the
/// scene's `check`, or a dry run cancelled at its first frame or progress report.
void validateScene(const SceneDef &scene, const ParamSet &params);
/// Runs a scene and checks that nothing non-finite left the engine: frames, summary and meta
/// (vectors and matrices included); a std::logic_error names the record and field. Throws ParamError for
/// parameter combinations that are individually valid but do not fit together.
Trace runScene(const SceneDef &scene, const ParamSet &params, const RunContext &ctx = {});

} // namespace sgd
