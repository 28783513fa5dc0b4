#pragma once
// The drifting-stream scene's parameters, typed (core/param_table.h); the table is in drifting_stream.cpp.

#include "core/param_table.h"

namespace sgd {

struct DriftingStreamParams {
    std::string drift;
    int drift_time = 0;
    double shift_angle = 0;
    double turn_rate = 0;
    double radius = 0;
    int duration = 0;
    int retrain_every = 0;
    int workers = 0;
    int stale_workers = 0;
    double compute_time = 0;
    double eta = 0;
    int batch = 0;
    double noise = 0;
    double tolerance = 0;
    int seed = 0;
};

template <> const ParamTable<DriftingStreamParams> &paramTable<DriftingStreamParams>();

} // namespace sgd
