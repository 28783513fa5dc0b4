#pragma once
// The scale lab: sync, async, decentralized and quantized SGD side by side on the synthetic retail
// zones (K up to 1024 workers, N up to 10^7 rows). The learning is computed for real on the
// ComputeBackend the program installed (compute_backend.h); the wall-clock each design would take
// on a cluster comes from a cost model (worker compute time from its shard size and speed,
// network time from bytes over a bandwidth). The trace also carries the lecture's loss surface
// L(w, b) on (1,3),(2,5),(3,7),(4,9) with the synchronous SGD paths with and without a bias (the
// painter's "surface" view). Its typed form: scale_lab_trace.h.

#include "core/params.h"
#include "core/run_context.h"
#include "core/trace.h"

#include <vector>

namespace sgd {

/// The scene's parameters (designs, workers, rows, features, topology, bits, stragglers, ...).
const std::vector<ParamDef> &scaleLabParams();

/// Runs the scene. Throws ParamError for a bad combination, Cancelled through the context, and
/// std::runtime_error when no compute backend is installed or the backend fails.
Trace runScaleLab(const ParamSet &params, const RunContext &ctx = {});

/// The cost model, in one place for the run and its tests.
struct ScaleLabCostModel {
    double bandwidth = 1.25e9; ///< bytes per second of one link
    double latency = 50e-6;    ///< seconds per message hop
    double workerFlops = 1e9;  ///< floating-point operations per second of a full-speed worker

    /// Seconds worker k needs for one gradient over `rows` rows of `features` values at `speed`
    /// (1 = full speed): 4 flops per value (multiply-add for the prediction and the gradient).
    double computeSeconds(double rows, int features, double speed) const { return 4.0 * rows * features / workerFlops / speed; }
    /// Seconds to move `bytes` over one link in one message.
    double transferSeconds(double bytes) const { return latency + bytes / bandwidth; }
};

} // namespace sgd
