#pragma once
// The async-pitfalls scene's parameters, typed (core/param_table.h); the table is in async_pitfalls.cpp.

#include "core/param_table.h"

namespace sgd {

struct AsyncPitfallsParams {
    int workers = 0;
    double jitter = 0;
    int seed_a = 0;
    int seed_b = 0;
    double eta = 0;
    double w0 = 0;
    int updates = 0;
    int small_workers = 0;
    double message_s = 0;
    double target = 0;
};

template <> const ParamTable<AsyncPitfallsParams> &paramTable<AsyncPitfallsParams>();

} // namespace sgd
