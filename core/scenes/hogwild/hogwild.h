#pragma once
// Hogwild!: SGD on real threads that share one weight vector without locks. Each coordinate is
// a std::atomic<double> updated with a relaxed add, so writes race (by design) but never tear,
// and ThreadSanitizer sees no data race. A per-coordinate version stamp counts collisions: a
// thread reads the stamp with the weight and bumps it at its write; when the old stamp is not the
// one it read, another thread wrote that coordinate in between.

#include "core/run_context.h"
#include "hogwild_params.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace sgd {

struct SceneDef;

/// Least squares on sparse rows: example i touches `nnz` features (cols, ascending) with values
/// of size 1/sqrt(nnz), so every row has length 1 and any eta in (0, 2) is stable for one example.
struct SparseProblem {
    int d = 0, n = 0, nnz = 0;
    std::vector<int> cols;    ///< n * nnz
    std::vector<double> vals; ///< n * nnz
    std::vector<double> y;
    std::vector<double> wTrue;
};

/// The data for a configuration, the same for the same seed. With `disjoint`, example i draws its
/// features from block i mod threads.
SparseProblem makeSparseProblem(int d, int n, int nnz, int blocks, unsigned seed);
/// Half the mean squared residual over the first `examples` examples (0: all of them).
double sparseLoss(const SparseProblem &p, const std::vector<double> &w, int examples = 0);

/// What a measured run does: `threads` threads, thread t applying the examples i = t mod threads
/// in order, `passes` times over them (or until `maxSeconds` when passes is 0).
struct HogwildRunSpec {
    HogwildMode mode = HogwildMode::LockFree;
    int threads = 1;
    double passes = 1;
    double maxSeconds = 0;
    int snapshots = 0; ///< snapshots taken as the work passes each 1/snapshots of the total
};

struct HogwildThreadWindow {
    std::int64_t updates = 0, collisions = 0;
    std::vector<int> writes, collided;
};

struct HogwildRunSnapshot {
    double seconds = 0;
    std::int64_t updates = 0, writes = 0, collisions = 0;
    std::vector<double> w;
    std::vector<HogwildThreadWindow> lanes;
};

struct HogwildRunResult {
    double seconds = 0;
    std::int64_t updates = 0, writes = 0, collisions = 0;
    std::vector<double> w;
    std::vector<HogwildRunSnapshot> snapshots; ///< snapshots + 1 of them (the start first) when asked
};

/// Runs SGD on real threads and measures it. `cancelled` is polled by the calling thread; when it
/// returns true the threads stop and Cancelled is thrown.
HogwildRunResult runHogwildThreads(const SparseProblem &p, double eta, const HogwildRunSpec &spec,
                                   const std::function<bool()> &cancelled = {});

/// The whole scene: the chosen run as frames, the three modes' curves, the sweeps.
Trace runHogwild(const HogwildParams &cfg, const RunContext &ctx = {});

/// The scene's definition (parameters, ranges, run, schema) for the registry.
SceneDef hogwildScene();

} // namespace sgd
