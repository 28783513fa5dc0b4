#pragma once
// The hogwild scene's parameters, typed (core/param_table.h), as the engine takes them
// (runHogwild); the table is in hogwild_scene.cpp. The defaults are the table's.

#include "core/param_table.h"

namespace sgd {

enum class HogwildMode { LockFree, GlobalLock, SingleThread };

/// The threads a run uses: `asked`, or for 0 the machine's hardware threads, at most 4 (more threads
/// than cores take turns, and the lesson, lock-free beats one thread, only holds side by side).
int hogwildThreads(int asked);

struct HogwildParams {
    int threads = 0; ///< 0: the machine's hardware threads, at most 4 (hogwildThreads)
    int features = 5000;
    double density = 0.002; ///< fraction of the features each example touches (at least one)
    int examples = 20000;
    int epochs = 4;
    double eta = 0.5;
    HogwildMode mode = HogwildMode::LockFree;
    bool disjoint = false; ///< thread k's examples touch only features of block k (of `threads`)
    int snapshots = 40;
    double sweepMs = 20; ///< each point of the throughput sweep; 0 = no sweeps
    /// Not a parameter (no table row): the weight writes one run may make; a denser run makes fewer passes.
    double maxWrites = 1e7;
    unsigned seed = 1;
    bool operator==(const HogwildParams &) const = default;
};

template <> const ParamTable<HogwildParams> &paramTable<HogwildParams>();

} // namespace sgd
