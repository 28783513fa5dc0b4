#pragma once
// The async-pitfalls scene's parameters, typed (core/param_table.h), as the engine takes them
// (runAsyncPitfalls); the table is in async_pitfalls.cpp. The defaults are the table's.

#include "core/param_table.h"

namespace sgd {

struct AsyncPitfallsParams {
    int workers = 4;
    double jitter = 0.05;
    int seedA = 1, seedB = 2;
    double eta = 0.02;
    int updates = 60;
    double w0 = 0;
    int smallWorkers = 2;
    double messageS = 0.3; ///< one model over one link
    double target = 0.01;  ///< share of the start's loss above the best
    bool operator==(const AsyncPitfallsParams &) const = default;
};

template <> const ParamTable<AsyncPitfallsParams> &paramTable<AsyncPitfallsParams>();

} // namespace sgd
